"""The local model's prompt laid out append-only: what changes every turn goes last, next to the turn's words.

Why (issue 12): llama.cpp (through llama-cpp-python) keeps the evaluated prompt of the previous call and reads only
the tokens after the longest common prefix. The system prompt used to open with the voice rules, then the time line
(a new minute every minute) and the memories recalled for this turn (new every turn), and only then the conversation:
every model turn re-read the whole history after its transcript (380-420 of 488-514 prompt tokens in the quiet
real-time run of round eight). Here the system message keeps only what stays the same for the thread (voice rules,
household instructions, summaries of earlier turns); the time line, profile and recalled memories become a second
system message placed just before the turn's own words. A model kept loaded between turns (wiring.wake_hook) then
reads the last exchange and the new words only.

Only a local model that keeps what it read gets this layout (``OnDemandModel.keep_thread``, set where the model is
loaded while the user speaks: agent/llm.py, prompt_state.warm_head). A model released on every wake word (the Pi Zero
default) gains nothing from it and keeps the prompt as before (the same answers, the same context sizes for the
300 MB footprint); cloud providers expect one system message at the start and get ``prompts.system_prompt``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# The paragraphs of prompts.system_prompt that change from turn to turn (by their opening words).
TURN_PARAGRAPHS = ("It is now ", "Profile of the person speaking: ", "Things you remember about the person speaking")


def split_prompt(prompt: str) -> tuple[str, str]:
    """``prompt`` (a ``prompts.system_prompt``) as (the part that stays for the thread, the part of this turn)."""
    stable: list[str] = []
    turn: list[str] = []
    for paragraph in prompt.split("\n\n"):
        (turn if paragraph.startswith(TURN_PARAGRAPHS) else stable).append(paragraph)
    if turn and not stable:  # never an empty system message: nothing to move
        return prompt, ""
    return "\n\n".join(stable), "\n\n".join(turn)


def append_only(chat: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Chat messages (role/content dicts) with the first system message's turn part moved before the last user
    message; unchanged when there is no system message first, no turn part or no user message."""
    messages = [dict(m) for m in chat]
    if not messages or messages[0].get("role") != "system":
        return messages
    last_user = next((i for i in range(len(messages) - 1, 0, -1) if messages[i].get("role") == "user"), None)
    if last_user is None:
        return messages
    stable, turn = split_prompt(str(messages[0].get("content") or ""))
    if not turn:
        return messages
    messages[0]["content"] = stable
    messages.insert(last_user, {"role": "system", "content": turn})
    return messages
