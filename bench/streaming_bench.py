"""Streaming with the bundled local model: time to the first synthesized sentence / time to the full reply.

Usage: .venv/bin/python bench/streaming_bench.py [--runs 5]
Target (issue 4): ratio <= 0.35. Prints a table; writes bench/results/streaming.json and .md. Per run it also prints
where the first audio waited: the model's first token, the first piece past the reply guard, the first sentence or
clause out of the chunker, the first audio synthesized (seconds from the start), and the process CPU time.
Uses a throwaway embedded Postgres.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
import warnings
from datetime import UTC, datetime
from pathlib import Path

warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")

from langchain_core.callbacks import BaseCallbackHandler  # noqa: E402

from gpt_home.audio.chunker import FIRST_CLAUSE_MIN_WORDS, FIRST_PHRASE_MIN_WORDS, SentenceChunker  # noqa: E402
from gpt_home.audio.tts import create_synthesizer  # noqa: E402
from gpt_home.config import load_settings  # noqa: E402
from gpt_home.memory.embedded import stop_embedded_server  # noqa: E402
from gpt_home.memory.store import open_database  # noqa: E402
from gpt_home.wiring import build_household  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
PROMPTS = ["Tell me three short facts about cats.", "Describe a cosy Sunday morning.",
           "Give me two tips for a good night's sleep.", "What makes a good soup?", "Say something kind about rain."]


class _FirstToken(BaseCallbackHandler):
    """When the model produced its first token (before the reply guard and the chunker)."""

    def __init__(self) -> None:
        self.started = 0.0
        self.first: float | None = None

    def on_llm_new_token(self, token: str, **kwargs: object) -> None:
        if self.first is None and token:
            self.first = time.monotonic() - self.started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    load_before = round(os.getloadavg()[0], 2)
    with tempfile.TemporaryDirectory() as data_dir:
        settings = load_settings({"data_dir": data_dir, "llm_model": "local", "llm_max_tokens": 120})
        db = open_database(settings)
        household = build_household(settings, db)
        synthesizer = create_synthesizer(settings)
        # load the model outside the timings: a model turn ("hello" is a local skill's and loads nothing)
        household.assistant.ask("Describe a quiet evening at home.", thread_id="warm-up")
        rows, stages = [], []
        for i in range(args.runs):
            # the daemon's chunker (daemon/playback.py): first clause or first phrase spoken early
            chunker = SentenceChunker(first_clause_min_words=FIRST_CLAUSE_MIN_WORDS,
                                      first_phrase_min_words=FIRST_PHRASE_MIN_WORDS)
            first_audio: float | None = None
            cpu_first: float | None = None
            tokens = _FirstToken()
            started, cpu = time.monotonic(), time.process_time()
            tokens.started = started
            now = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
            first_piece = first_sentence = None
            said: list[str] = []
            for piece in household.assistant.stream(PROMPTS[i % len(PROMPTS)], thread_id=f"s{i}", now=now,
                                                    callbacks=[tokens]):
                first_piece = first_piece or time.monotonic() - started
                for sentence in chunker.feed(piece):
                    first_sentence = first_sentence or time.monotonic() - started
                    said.append(sentence)
                    synthesizer.synthesize(sentence)
                    first_audio = first_audio or time.monotonic() - started
                    cpu_first = cpu_first or time.process_time() - cpu
            for sentence in chunker.flush():
                first_sentence = first_sentence or time.monotonic() - started
                said.append(sentence)
                synthesizer.synthesize(sentence)
                first_audio = first_audio or time.monotonic() - started
            total = time.monotonic() - started
            rows.append((first_audio or total, total))
            stages.append({"first_token_s": round(tokens.first or total, 3), "first_piece_s": round(first_piece or total, 3),
                           "first_sentence_s": round(first_sentence or total, 3),
                           "first_audio_s": round(first_audio or total, 3), "full_reply_s": round(total, 3),
                           "cpu_first_audio_s": round(cpu_first or time.process_time() - cpu, 3),
                           "cpu_s": round(time.process_time() - cpu, 3),
                           "first_phrase": said[0] if said else "", "reply_words": len(" ".join(said).split())})
            print(stages[-1], flush=True)
        household.assistant.close()
        db.close()
        stop_embedded_server(Path(data_dir))
    ratios = [a / b for a, b in rows]
    result = {
        "runs": args.runs,
        "first_audio_s_median": round(statistics.median(a for a, _ in rows), 3),
        "full_reply_s_median": round(statistics.median(b for _, b in rows), 3),
        "ratio_median": round(statistics.median(ratios), 3),
        "ratio_max": round(max(ratios), 3),
        "target_ratio": 0.35,
        "first_token_s_median": round(statistics.median(s["first_token_s"] for s in stages), 3),
        "first_piece_s_median": round(statistics.median(s["first_piece_s"] for s in stages), 3),
        "cpu_first_audio_s_median": round(statistics.median(s["cpu_first_audio_s"] for s in stages), 3),
        "cpu_s_median": round(statistics.median(s["cpu_s"] for s in stages), 3),
        "cpu_ratio_median": round(statistics.median(s["cpu_first_audio_s"] / s["cpu_s"] for s in stages), 3),
        "load_avg_1min_before": load_before,
        "load_avg_1min": round(os.getloadavg()[0], 2),
        "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "streaming.json").write_text(json.dumps({**result, "runs_detail": stages}, indent=2) + "\n")
    table = "| measure | value |\n|---|---|\n" + "\n".join(f"| {k} | {v} |" for k, v in result.items())
    (RESULTS / "streaming.md").write_text("# Streaming replies (local SmolLM2, espeak-ng)\n\n" + table + "\n")
    print(table)


if __name__ == "__main__":
    main()
