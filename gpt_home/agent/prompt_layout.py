"""The local model's prompt laid out append-only: what changes every turn goes last, next to the turn's words.

Why (issue 12): llama.cpp (through llama-cpp-python) keeps the evaluated prompt of the previous call and reads only
the tokens after the longest common prefix. The system prompt used to open with the voice rules, then the time line
(a new minute every minute) and the memories recalled for this turn (new every turn), and only then the conversation:
every model turn re-read the whole history after its transcript (380-420 of 488-514 prompt tokens in the quiet
real-time run of round eight). Here the system message keeps only what stays the same for the thread (voice rules,
household instructions, summaries of earlier turns); the time line, profile and recalled memories become a second
system message placed just before the turn's own words, and earlier turns' parts stay before their questions
(``ThreadLayout``): a model kept loaded between turns (wiring.wake_hook) then reads only the new part and words.

Only a local model that keeps what it read gets this layout (``OnDemandModel.keep_thread``, set where the model is
loaded while the user speaks: agent/llm.py, prompt_state.warm_head). A model released on every wake word (the Pi Zero
default) gains nothing from it and keeps the prompt as before (the same answers, the same context sizes for the
300 MB footprint); cloud providers expect one system message at the start and get ``prompts.system_prompt``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gpt_home.agent.question_form import model_question

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


def is_turn_part(message: dict[str, Any]) -> bool:
    """True for a system message holding only a turn's part (time line, profile, memories) as ``append_only``
    places it."""
    content = str(message.get("content") or "")
    return message.get("role") == "system" and bool(content) and all(
        paragraph.startswith(TURN_PARAGRAPHS) for paragraph in content.split("\n\n"))


class ThreadLayout:
    """Keeps earlier turns' parts where the model read them, so each turn's prompt extends the previous one.

    Why (issue 12, round ten): ``append_only`` alone places only *this* turn's part before its words; the graph's
    history has no trace of the parts sent with earlier questions, so the next turn's prompt lost the previous part
    from the middle of what the model had evaluated, and llama.cpp read everything after it again (the previous
    question and answer, 85-151 tokens a turn in voice7's ``bench/voice_thread_tokens.py``). Here the chat last sent
    is remembered and each earlier part is put back before the same question, word for word, so what the model
    evaluated for turn N is a prefix of turn N+1's prompt and only the new part and question are read.

    The earlier parts stay in view as they were said then (an older minute, the memories recalled for that
    question); the newest time line and memories sit next to the question the model answers. Matching is by the
    messages themselves; a history that does not continue the last one unchanged (another thread, a collapsed
    stretch, or the window's front moved, agent/history_window.py) gets none back: its prompt differs
    right after the head and is read again anyway, and the earlier parts would only lengthen that read (274 instead
    of 151 tokens at the first move in ``bench/voice_thread_tokens.py``). The remembered chat holds the household's
    words: ``forget`` drops it (the holder does when it drops a kept conversation).
    """

    def __init__(self) -> None:
        self._sent: list[dict[str, Any]] = []

    def arrange(self, chat: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
        """``append_only(chat)`` with the parts sent before earlier questions of the same thread put back."""
        laid = append_only(chat)
        if not self._sent or len(laid) < 2 or laid[0] != self._sent[0]:
            return laid
        end = len(laid) - 1  # the question; its own part just before it
        if end > 1 and is_turn_part(laid[end - 1]):
            end -= 1
        history = laid[1:end]
        plain, parts = _plain_with_parts(self._sent[1:])
        if history[:len(plain)] != plain or len(history) < len(plain):
            return laid  # another thread, or the window moved: read again from the head anyway
        arranged = [laid[0]]
        for index, message in enumerate(history):
            part = parts[index] if index < len(plain) else None
            if part is not None:
                arranged.append(part)
            arranged.append(message)
        return [*arranged, *laid[end:]]

    def sent(self, chat: Sequence[dict[str, Any]]) -> None:
        """Remember ``chat`` (as ``arrange`` laid it out) as what the model has now read."""
        self._sent = [dict(m) for m in chat]

    def forget(self) -> None:
        """Drop the remembered chat (a new thread starts with nothing put back)."""
        self._sent = []


def _plain_with_parts(body: Sequence[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any] | None]]:
    """The messages of ``body`` that are not turn parts, and for each the turn part sent just before it (or None)."""
    plain: list[dict[str, Any]] = []
    parts: list[dict[str, Any] | None] = []
    pending: dict[str, Any] | None = None
    for message in body:
        if is_turn_part(message):
            pending = message
            continue
        plain.append(message)
        parts.append(pending)
        pending = None
    return plain, parts


def warm_chat(head_text: str, question: str = "", *, layout: bool = False) -> list[dict[str, Any]]:
    """The chat a load made while the user speaks evaluates ahead (agent/prompt_state.py ``warm_head``): the system
    prompt the turn will open with and, as the user's message, the words heard so far in the form the model reads
    them (``question_form.model_question``, as agent/graph.py sends them), else a placeholder; ``layout``: laid out
    ``append_only`` as a kept conversation's turn is.

    Why (issue 12, round ten): with the head alone the first model turn of a thread still read its question and the
    chat markers after the end of speech (11-14 tokens, ``bench/voice_first_turn.py``); when the speculative
    transcript is the final one (a short question, heard whole in the end-of-speech pause) only the markers after it
    remain, and a partial one still matches up to where the words differ (llama.cpp keeps the common prefix).
    """
    said = " ".join(question.split())
    chat = [{"role": "system", "content": head_text}, {"role": "user", "content": model_question(said) or "."}]
    return append_only(chat) if layout else chat
