"""Model turns of one conversation: prompt tokens read after the transcript, old layout vs kept conversation.

Usage: .venv/bin/python bench/voice_thread_tokens.py [--turns 9]
Each mode runs the same conversation of ``--turns`` model questions, each sent as agent/graph.py sends it (one system
prompt with a new minute and this turn's recalled memory, then the thread's last 12 messages; the model's own answers become
the history). ``before``: the daemon as in round eight on a box loading the model while the user speaks: released on
the wake word, loaded again from the speculative transcript with the system prompt's head read during the load, the
whole prompt in the old order (time line and memories before the history). ``after``: the append-only layout
(agent/prompt_layout.py) with the model kept between turns (wiring.wake_hook) and earlier turns' time lines and memories
kept where the model read them (ThreadLayout, round ten), and ``after-release``: the same but released before every
turn (an idle release or a reload: the conversation is carried over, agent/thread_state.py). ``voice7``: ``after``
without ThreadLayout (round nine: the previous turn's part dropped from the middle of what the model had read).
Figures per turn: prompt tokens in all, tokens read after the transcript (the load-independent figure), process CPU
and wall seconds to the first token. Writes bench/results/<--name>.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from unittest import mock

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from gpt_home.agent.graph import trim_history
from gpt_home.agent.llm import LocalChatModel, build_chat_model
from gpt_home.agent.prompt_layout import ThreadLayout
from gpt_home.agent.prompts import LOADING_NOTICE, system_prompt
from gpt_home.config import Settings

REPO = Path(__file__).resolve().parents[1]
START = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
QUESTIONS = ("what is the eiffel tower", "how tall is the eiffel tower", "when was it built",
             "who designed it", "is it open at night", "how many people visit it each year",
             "what is the tallest building in the world", "why is the sky blue")
HISTORY_MESSAGES = 12  # agent/graph.py's default window (AgentConfig.history_messages)
MODES = ("before", "voice7", "after", "after-release", "after+read-ahead", "replaced", "replaced+read-ahead")
REPLACED = "Sorry, I'm not sure about that one."  # a reply guard's replacement, kept in the history every other turn
MEMORIES = ("Has a cat named Tom", "Likes green tea", "Works from home on Fridays", "Is learning French")


def _old_trim(thread: list[BaseMessage]) -> list[BaseMessage]:
    """Round eight's window: the last ``HISTORY_MESSAGES`` messages from a human turn (it moved every turn)."""
    recent = thread[-HISTORY_MESSAGES:]
    return recent[next(i for i, m in enumerate(recent) if isinstance(m, HumanMessage)):]


def conversation(model: LocalChatModel, mode: str, turns: int) -> list[dict[str, Any]]:
    holder, rows, history = model.holder, [], []  # type: ignore[var-annotated]
    holder.release()
    holder.drop_kept_thread()  # and the layout remembered: each mode starts a new thread
    holder.keep_thread = mode != "before"  # as wiring.wake_hook sets it where the model loads while speaking
    for n in range(turns):
        now = START + timedelta(minutes=n)
        prompt = system_prompt(now=now, memories=[MEMORIES[n % len(MEMORIES)]], name="GPT Home")
        question = QUESTIONS[n % len(QUESTIONS)]
        if mode in ("before", "after-release"):
            holder.release()  # the wake word (before) or an idle release / reload (after-release)
            head = system_prompt(now=now, name="GPT Home") if mode == "before" else ""
            model.prefetch(question, head=head)  # the load made while the user speaks
            assert holder.wait_loaded(120.0), "the model did not load"
        thread = [*history, HumanMessage(content=question)]
        window = _old_trim(thread) if mode == "before" else trim_history(thread, HISTORY_MESSAGES)
        messages: list[BaseMessage] = [SystemMessage(content=prompt), *window]
        wall0, cpu0 = time.monotonic(), time.process_time()
        stream = model.stream(messages)
        first = next(iter(stream)).text
        first_wall, first_cpu = time.monotonic() - wall0, time.process_time() - cpu0
        answer = first + "".join(chunk.text for chunk in stream)
        with holder.use(holder.context) as llama:
            total = int(llama.n_tokens)
        rows.append({"turn": n + 1, "prompt_and_answer_tokens": total, "read_after_transcript": holder.prompt_tokens_read,
                     "cpu_first_token_s": round(first_cpu, 3), "first_token_s": round(first_wall, 3),
                     "kept_from_release": holder.thread_tokens, "answer": answer.strip()})
        print(mode, {k: v for k, v in rows[-1].items() if k != "answer"}, flush=True)
        # agent/graph.py keeps the answer without the notice said while a slow load ran (the model never wrote it)
        kept = answer.removeprefix(LOADING_NOTICE).strip()
        if mode.startswith("replaced") and n % 2 == 0:  # the guard replaced the reply: the history holds the new one
            kept = REPLACED
        history += [HumanMessage(content=question), AIMessage(content=kept)]
        if mode.endswith("read-ahead"):  # agent/graph.py: the next turn's start read while the reply is spoken
            ahead = trim_history([*history, HumanMessage(content=".")], HISTORY_MESSAGES)
            worker = model.keep_reply([SystemMessage(content=system_prompt(now=now, name="GPT Home")), *ahead])
            if worker is not None:
                worker.join()
    holder.release()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=9)
    parser.add_argument("--name", default="voice_thread_tokens")
    parser.add_argument("--modes", default="", help="comma-separated subset of the modes")
    args = parser.parse_args()
    modes = [m for m in MODES if not args.modes or m in args.modes.split(",")]
    load_before = [round(x, 2) for x in os.getloadavg()]
    result: dict[str, Any] = {"turns": args.turns, "load_avg_before": load_before}
    with tempfile.TemporaryDirectory() as tmp:
        model = build_chat_model(Settings(data_dir=Path(tmp), llm_max_tokens=40))
        assert isinstance(model, LocalChatModel), "the bundled model is not installed"
        model.prefetch("")  # the first load of a data dir evaluates and saves the voice rules
        model.holder.wait_loaded(120.0)
        for mode in modes:
            if mode == "before":  # round eight's layout: the system prompt as one message, in its old order
                with mock.patch("gpt_home.agent.prompt_layout.append_only", lambda chat: list(chat)):
                    rows = conversation(model, mode, args.turns)
            elif mode == "voice7":  # round nine: append-only, but earlier turns' parts were not put back
                with mock.patch.object(ThreadLayout, "sent", lambda self, chat: None):
                    rows = conversation(model, mode, args.turns)
            else:
                rows = conversation(model, mode, args.turns)
            later = rows[1:]  # the first turn of a thread reads its whole prompt in every mode
            result[mode] = {"rows": rows,
                            "later_turns_read_median": statistics.median(r["read_after_transcript"] for r in later),
                            "later_turns_read_max": max(r["read_after_transcript"] for r in later),
                            "later_turns_cpu_first_token_median_s": round(statistics.median(
                                r["cpu_first_token_s"] for r in later), 3)}
    result["load_avg_after"] = [round(x, 2) for x in os.getloadavg()]
    result["when"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    (REPO / "bench" / "results" / f"{args.name}.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({m: {k: v for k, v in result[m].items() if k != "rows"} for m in modes}, indent=1))


if __name__ == "__main__":
    main()
