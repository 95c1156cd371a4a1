"""The voice set's conversation through the real assistant as the daemon runs it: prompt tokens each model turn reads
after its transcript, local turns in the thread as they come.

Usage: .venv/bin/python bench/voice_set_tokens.py [--name voice_set_tokens] [--sets local,model,pauses]
The turns of ``bench/voice_bench.py --sets-only --kinds local,model,pauses`` in their order, as speech-to-text heard
them in round 11's quiet run (bench/results/voice_sets_round11_final.md), one thread, through one household built as
``gpt-home run`` builds it on this box (a fresh data dir and embedded Postgres, the bundled model, the daemon's
``wiring.wake_hook`` and ``wiring.model_prefetch``). Each turn: the speculative transcript (the words themselves, as
heard in the end-of-speech pause) goes to the prefetch, then at once the turn streams as the daemon streams it; after
the reply, the time the reply is spoken is given to the work the daemon does then (the turn's bookkeeping and the
read-ahead of the next turn's start, joined here). Figures per model turn: prompt tokens read after the transcript
(the load-independent figure: issue 12's worst turn was the thread's first model turn, 159 tokens), whether the
model was loaded when the turn asked, the model pieces written before the stream guard let the first words through
(load-independent: what the first audio waits for after the model's first text), wall and process CPU seconds to
those first words (these depend on the box's load, recorded). Writes bench/results/<--name>.json.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import statistics
import tempfile
import threading
import time
import warnings
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")

from gpt_home.config import load_settings  # noqa: E402 - after the warning filter
from gpt_home.memory.embedded import stop_embedded_server  # noqa: E402
from gpt_home.memory.store import open_database  # noqa: E402
from gpt_home.skills.warm_up import warm_up_skills  # noqa: E402
from gpt_home.wiring import build_household, model_prefetch, wake_hook  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
START = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
TURN_GAP = timedelta(seconds=7)  # one WAV of the voice set: wake phrase, words, reply (the thread never times out)
# (set, what speech-to-text heard in round 11's quiet run; "turn on the kitchen light" was logged as None there)
HEARD = {
    "local": ["what time is it?", "set a timer for 5 minutes.", "turn on the kitchen light", "what is the date today?"],
    "model": ["who painted the Mona Lisa", "tell me a sunset about the moon.", "wise the sky blue."],
    "pauses": ["said a timer for 10 minutes", "remind me to call my Met Sifepm",
               "Hey computer what is they? Capital of France", "Hey computer turn on the kitchen light",
               "what's the weather like in? London tomorrow.", "had examined. Butter to the shopping list.",
               "how far is? The moon from the earth.", "said an alarm for 730 730", "review wrote, pride and prejudice.",
               "turned off the bedroom lamp", "tell me about the Roman Empire.", "can you tell me? A joke about cats?"],
}


def _join_workers() -> None:
    """Wait for the model's worker threads (read-ahead, load, give-back): the reply is being spoken meanwhile."""
    for worker in list(threading.enumerate()):
        if worker.name.startswith(("llm-read-ahead", "llm-load", "llm-give-back")):
            worker.join(120.0)


class _FirstWords(logging.Handler):
    """The reply guard's count of model pieces written before it let the first words through (agent/stream_guard.py)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.pieces: int | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if record.getMessage().startswith("reply guard: first words through after"):
            self.pieces = int(record.args[0])  # type: ignore[index]


def run(sets: list[str], max_tokens: int) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    first_words = _FirstWords()
    guard_log = logging.getLogger("gpt_home.agent.stream_guard")
    guard_log.addHandler(first_words)
    guard_log.setLevel(logging.DEBUG)
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        settings = load_settings({"data_dir": str(data_dir), "llm_max_tokens": max_tokens})
        db = open_database(settings)
        household = build_household(settings, db)
        try:
            model = household.assistant.config.chat_model
            wake_hook(settings, model)  # keep_thread (and load_ahead) where the model loads while speaking
            prefetch = model_prefetch(settings, model, household.skills)
            warm_up_skills(household.skills)
            household.assistant.warm_up()
            holder = model.holder
            turn = 0
            for kind in sets:
                for text in HEARD[kind]:
                    now = START + turn * TURN_GAP
                    turn += 1
                    loaded_before = holder.loaded
                    holder.prompt_tokens_read = 0
                    first_words.pieces = None
                    if prefetch is not None:
                        prefetch.heard(text)
                    wall0, cpu0 = time.monotonic(), time.process_time()
                    stream = household.assistant.stream_turn(text, now=now)
                    first_wall = first_cpu = None
                    said = []
                    for piece in stream:
                        if first_wall is None:
                            first_wall, first_cpu = time.monotonic() - wall0, time.process_time() - cpu0
                        said.append(piece)
                    reply = stream.reply
                    if prefetch is not None:
                        prefetch.reply_done(reply.source, model_ran=reply.model_ran)
                    household.assistant.settle(checkpoints=False)
                    _join_workers()
                    row = {"turn": turn, "set": kind, "heard": text, "source": str(reply.source),
                           "model_ran": reply.model_ran, "loaded_when_asked": loaded_before,
                           "prompt_tokens_read": holder.prompt_tokens_read if reply.model_ran else None,
                           "pieces_to_first_words": first_words.pieces if reply.model_ran else None,
                           "first_words_s": round(first_wall or 0.0, 3), "first_words_cpu_s": round(first_cpu or 0.0, 3),
                           "loaded_after_reply": holder.loaded, "reply": "".join(said).strip()}
                    rows.append(row)
                    print({k: v for k, v in row.items() if k != "reply"}, flush=True)
        finally:
            household.assistant.close()
            db.close()
            stop_embedded_server(data_dir)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--name", default="voice_set_tokens")
    parser.add_argument("--sets", default="local,model,pauses")
    parser.add_argument("--max-tokens", type=int, default=160)
    args = parser.parse_args()
    load_before = [round(x, 2) for x in os.getloadavg()]
    rows = run(args.sets.split(","), args.max_tokens)
    model_rows = [r for r in rows if r["model_ran"]]
    result = {
        "load_avg_before": load_before, "load_avg_after": [round(x, 2) for x in os.getloadavg()],
        "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "model_turns_read": [r["prompt_tokens_read"] for r in model_rows],
        "model_turns_read_max": max((r["prompt_tokens_read"] for r in model_rows), default=None),
        "model_turns_pieces_to_first_words": [r["pieces_to_first_words"] for r in model_rows],
        "model_turns_first_words_s": [r["first_words_s"] for r in model_rows],
        "model_turns_first_words_median_s": round(statistics.median(r["first_words_s"] for r in model_rows), 3)
        if model_rows else None,
        "rows": rows,
    }
    (REPO / "bench" / "results" / f"{args.name}.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "rows"}, indent=1))


if __name__ == "__main__":
    main()
