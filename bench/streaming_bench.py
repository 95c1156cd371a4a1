"""Streaming with the bundled local model: time to the first synthesized sentence / time to the full reply.

Usage: .venv/bin/python bench/streaming_bench.py [--runs 5]
Target (issue 12 item 2): ratio <= 0.35. Prints a table; writes bench/results/streaming.json and .md. Per run it also
prints where the first audio waited, in seconds from the transcript: ``model_start_s`` (the agent's work before the
model: intents, recall, the prompt), ``first_token_s`` (the prompt read after the restored voice rules),
``first_piece_s`` (the first piece past the stream guard), ``first_sentence_s`` (out of the daemon's chunker),
``first_audio_s`` (its speech synthesized); ``tokens_to_piece`` is how many model tokens the first piece waited for;
and the process CPU seconds. Uses a throwaway embedded Postgres (bench/model_turn_setup.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from langchain_core.callbacks import BaseCallbackHandler
from model_turn_setup import NOW, PROMPTS, model_household, write_table

from gpt_home.audio.chunker import FIRST_CLAUSE_MIN_WORDS, FIRST_PHRASE_MIN_WORDS, SentenceChunker
from gpt_home.audio.tts import create_synthesizer


class _ModelTimes(BaseCallbackHandler):
    """When the model was started and when it produced each token (before the stream guard and the chunker)."""

    def __init__(self, started: float) -> None:
        self.started = started
        self.model_start: float | None = None
        self.tokens: list[float] = []

    def on_chat_model_start(self, serialized: object, messages: object, **kwargs: object) -> None:
        if self.model_start is None:
            self.model_start = time.monotonic() - self.started

    def on_llm_new_token(self, token: str, **kwargs: object) -> None:
        if token:
            self.tokens.append(time.monotonic() - self.started)


def _median(rows: list[dict], key: str) -> float:
    return round(statistics.median(r[key] for r in rows), 3)


def run_once(household: object, synthesizer: object, prompt: str, thread: str) -> dict:
    """One streamed model turn spoken as the daemon speaks it; the stage times (module docstring)."""
    chunker = SentenceChunker(first_clause_min_words=FIRST_CLAUSE_MIN_WORDS,
                              first_phrase_min_words=FIRST_PHRASE_MIN_WORDS)
    started, cpu = time.monotonic(), time.process_time()
    times = _ModelTimes(started)
    first_piece = first_sentence = first_audio = cpu_first = None
    tokens_to_piece = 0
    said: list[str] = []

    def speak(sentence: str) -> None:
        nonlocal first_sentence, first_audio, cpu_first
        first_sentence = first_sentence or time.monotonic() - started
        said.append(sentence)
        synthesizer.synthesize(sentence)  # type: ignore[attr-defined]
        first_audio = first_audio or time.monotonic() - started
        cpu_first = cpu_first or time.process_time() - cpu

    for piece in household.assistant.stream(prompt, thread_id=thread, now=NOW, callbacks=[times]):  # type: ignore[attr-defined]
        if first_piece is None:
            first_piece, tokens_to_piece = time.monotonic() - started, len(times.tokens)
        for sentence in chunker.feed(piece):
            speak(sentence)
    for sentence in chunker.flush():
        speak(sentence)
    total = time.monotonic() - started
    return {"model_start_s": round(times.model_start or 0.0, 3),
            "first_token_s": round(times.tokens[0] if times.tokens else total, 3),
            "first_piece_s": round(first_piece or total, 3), "tokens_to_piece": tokens_to_piece,
            "first_sentence_s": round(first_sentence or total, 3),
            "first_audio_s": round(first_audio or total, 3), "full_reply_s": round(total, 3),
            "cpu_first_audio_s": round(cpu_first or time.process_time() - cpu, 3),
            "cpu_s": round(time.process_time() - cpu, 3), "model_tokens": len(times.tokens),
            "first_phrase": said[0] if said else "", "reply_words": len(" ".join(said).split())}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    load_before = round(os.getloadavg()[0], 2)
    stages = []
    with model_household() as (settings, household, _):
        synthesizer = create_synthesizer(settings)
        synthesizer.synthesize("Ready.")  # the daemon keeps its speech engine warm (audio/tts.py)
        for i in range(args.runs):
            household.assistant.settle()  # the last turn's after-reply work: done while the next one is spoken
            stages.append(run_once(household, synthesizer, PROMPTS[i % len(PROMPTS)], f"s{i}"))
            print(stages[-1], flush=True)
    ratios = [s["first_audio_s"] / s["full_reply_s"] for s in stages]
    result = {
        "runs": args.runs,
        "first_audio_s_median": _median(stages, "first_audio_s"),
        "full_reply_s_median": _median(stages, "full_reply_s"),
        "ratio_median": round(statistics.median(ratios), 3),
        "ratio_max": round(max(ratios), 3),
        "target_ratio": 0.35,
        "model_start_s_median": _median(stages, "model_start_s"),
        "first_token_s_median": _median(stages, "first_token_s"),
        "first_piece_s_median": _median(stages, "first_piece_s"),
        "tokens_to_piece_median": statistics.median(s["tokens_to_piece"] for s in stages),
        "synthesis_first_s_median": round(statistics.median(s["first_audio_s"] - s["first_sentence_s"]
                                                            for s in stages), 3),
        "cpu_first_audio_s_median": _median(stages, "cpu_first_audio_s"),
        "cpu_s_median": _median(stages, "cpu_s"),
        "cpu_ratio_median": round(statistics.median(s["cpu_first_audio_s"] / s["cpu_s"] for s in stages), 3),
        "load_avg_1min_before": load_before,
        "load_avg_1min": round(os.getloadavg()[0], 2),
        "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }
    print(write_table("streaming", "Streaming replies (local SmolLM2, espeak-ng)", result, stages))


if __name__ == "__main__":
    main()
