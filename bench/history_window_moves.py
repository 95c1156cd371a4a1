"""How often a long thread's prompt stops extending the one before it, and what that costs in prompt tokens.

Usage: .venv/bin/python bench/history_window_moves.py [--turns 40] [--name history_window_moves]
A conversation of household turns (questions and short spoken replies as the voice bench's thread has them) is
replayed through ``turn_prompt.ThreadPrompt`` as agent/graph.py builds each turn's prompt, with a thread summary
written every ``summary_every_turns`` turns as memory/summaries.py's pass writes them (its extractive summary). A turn whose prompt does not
extend the previous turn's (the window's front moved, a summary line appeared) makes a kept model read everything
after the first difference again: llama.cpp keeps only the longest common prefix. Figures: such turns ("front
moves"), prompt tokens re-read at them (SmolLM2's tokenizer, 8 tokens of chat markers a message), the largest prompt.
No model run, no clock: the figures depend on the code alone (run on main for the before figure).
Writes bench/results/<--name>.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langgraph.store.memory import InMemoryStore

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from gpt_home.agent.graph import AgentConfig  # noqa: E402
from gpt_home.agent.model_files import bundled_model_path  # noqa: E402
from gpt_home.agent.prompt_layout import split_prompt  # noqa: E402
from gpt_home.agent.turn_prompt import ThreadPrompt  # noqa: E402
from gpt_home.memory.summaries import SummaryEntry, SummaryStore, extractive_summary, summary_pass  # noqa: E402

NOW = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
MARKERS = 8  # the chat template's tokens around a message
# The voice bench's thread (bench/voice_speech.py TURN_SETS) with replies of the length the model and skills give.
EXCHANGES = [
    ("what time is it", "It's 6:00 pm."),
    ("set a timer for five minutes", "Okay, a 5 minute timer is set."),
    ("turn on the kitchen light", "Okay, the kitchen light is on."),
    ("what is the date today", "Today is Wednesday, December 2, 2026."),
    ("who painted the mona lisa", "The Mona Lisa was painted by Leonardo da Vinci."),
    ("tell me a fun fact about the moon", "The Moon is slowly moving away from Earth, about 3.8 centimetres a year."),
    ("why is the sky blue", "Sunlight is scattered by the air, and blue light is scattered the most."),
    ("set a timer for ten minutes", "Okay, a 10 minute timer is set."),
    ("remind me to call mum at five pm", "Okay, I'll remind you to call mum at 5 pm."),
    ("what is the capital of france", "The capital of France is Paris."),
    ("what's the weather like in london tomorrow", "I can't check the weather: no weather service is set up."),
    ("add eggs and butter to the shopping list", "Added eggs and butter to the shopping list."),
    ("how far is the moon from the earth", "The Moon is about 384,000 kilometres from Earth."),
    ("set an alarm for seven thirty", "Okay, an alarm is set for 7:30 am."),
    ("who wrote pride and prejudice", "Pride and Prejudice was written by Jane Austen."),
    ("turn off the bedroom lamp", "I don't know a light called bedroom lamp."),
    ("tell me about the roman empire", "The Roman Empire ruled the Mediterranean for about five hundred years."),
    ("can you tell me a joke about cats", "Why did the cat sit on the computer? To keep an eye on the mouse."),
]


def _tokenizer() -> Any:
    from llama_cpp import Llama

    path = bundled_model_path()
    if path is None:
        raise SystemExit("the bundled model is not installed: its tokenizer counts the tokens")
    return Llama(model_path=str(path), vocab_only=True, verbose=False)


def _laid_out(sent: list[BaseMessage]) -> list[str]:
    """The prompt as the kept local model reads it up to the turn's own part: the system prompt's lasting part, then
    the history (the turn part and the question are new every turn and not counted as a move)."""
    return [split_prompt(str(sent[0].content))[0], *(str(m.content) for m in sent[1:-1])]


def replay(turns: int) -> dict[str, Any]:
    """The thread's turns one by one: where each prompt stops extending the one before, and the tokens after it."""
    llama = _tokenizer()

    def tokens(text: str) -> int:
        return len(llama.tokenize(text.encode(), add_bos=False, special=False)) + MARKERS

    config = AgentConfig(chat_model=None)
    thread: list[BaseMessage] = []
    store = InMemoryStore()  # the summaries as the summary pass writes them (langgraph's own store, no database)
    entries: list[SummaryEntry] = []
    previous: list[str] | None = None
    rows = []
    for turn in range(1, turns + 1):
        asked, answered = EXCHANGES[(turn - 1) % len(EXCHANGES)]
        thread.append(HumanMessage(content=asked))
        sent = ThreadPrompt(config, entries=list(entries)).messages(thread, NOW)
        laid = _laid_out(sent)
        same = 0
        if previous is not None:
            while same < min(len(previous), len(laid)) and previous[same] == laid[same]:
                same += 1
        moved = previous is not None and same < len(previous)
        reread = sum(tokens(text) for text in laid[same:]) if moved else 0
        rows.append(
            {
                "turn": turn,
                "messages": len(sent) - 1,
                "summaries": laid[0].count("\n- "),
                "prompt_tokens": sum(tokens(str(m.content)) for m in sent),
                "front_moved": moved,
                "reread_tokens": reread,
            }
        )
        previous = [*laid, str(sent[-1].content)]  # what the model read: the question stays in its history
        thread.append(AIMessage(content=answered))
        summary_pass(
            store, "bench", "thread", thread, every_turns=config.summary_every_turns, summariser=extractive_summary
        )
        entries = SummaryStore(store).entries("bench", "thread")
    moves = [r for r in rows if r["front_moved"]]
    return {
        "turns": turns,
        "front_moves": len(moves),
        "reread_tokens": sum(r["reread_tokens"] for r in moves),
        "largest_prompt_tokens": max(r["prompt_tokens"] for r in rows),
        "rows": rows,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--name", default="history_window_moves")
    args = parser.parse_args()
    result = replay(args.turns)
    for row in result["rows"]:
        flag = f"front moved: {row['reread_tokens']} tokens re-read" if row["front_moved"] else ""
        print(
            f"turn {row['turn']:2d}: {row['messages']:2d} messages, {row['summaries']} summaries, "
            f"{row['prompt_tokens']} prompt tokens  {flag}"
        )
    print(
        f"{result['front_moves']} front moves in {result['turns']} turns, {result['reread_tokens']} tokens re-read "
        f"at them, largest prompt {result['largest_prompt_tokens']} tokens"
    )
    out = REPO / "bench" / "results" / f"{args.name}.json"
    out.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
