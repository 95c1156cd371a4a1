"""End of speech -> transcript per turn, paced by CPU time instead of the wall clock: load-independent voice figures.

Why: the box these benchmarks run on is shared, and at load 5-10 `bench/voice_bench.py --sets-only` measures turns
queued behind other people's work (round six: 0.9 s idle, 2-140 s loaded, same code). This replays the same turn sets
through the daemon's own capture path (real KWS wake spotter to find where the wake phrase ends, the wake phrase's
audio in front for speech-to-text, real VAD, real faster-whisper, the real completeness judge, SpeculativeCapture),
on a virtual clock: frames advance it 30 ms each, and each speech-to-text pass finishes the CPU time it took after it
started (passes run one at a time, as in the daemon). So the figures are what an otherwise idle machine of this CPU
speed would see, give or take the passes' thread parallelism (tiny.en int8 on 2 idle cores: wall ~ CPU, round four).
Not counted: the reply (local skill + first TTS phrase, 0.01-0.05 s in the daemon runs) and the wake spotter.

Per turn: the silence that ended it, endpoint -> transcript, end of speech -> transcript, the passes run (quick,
final during the silence, after the endpoint, 30 s fallback on a doubted fitted result) and whether a paused phrase
was cut off. Writes bench/results/voice_paced.json (or --out). Run from the repository root:

    python bench/voice_paced.py [--kinds local,pauses] [--out bench/results/voice_paced.json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from gpt_home.audio import speculation
from gpt_home.audio.stt import Transcript
from gpt_home.audio.vad import FRAME_BYTES, FRAME_SECONDS


class _Clock:
    now = 0.0


class _Engine:
    """The real engine, each pass run at once and timed by CPU: it 'finishes' that long after the engine is free."""

    def __init__(self, engine: Any, clock: _Clock) -> None:
        self.engine, self.clock, self.name, self.offline = engine, clock, engine.name, True
        self.busy_until = 0.0
        self.ready_at: dict[int, float] = {}  # id(Transcript) -> virtual time it is ready
        self.calls: list[tuple[str, float]] = []  # (pass, CPU-s)
        self.full_passes = 0
        full = engine.transcribe_full

        def counted_full(pcm: bytes) -> Transcript:
            self.full_passes += 1
            return full(pcm)  # type: ignore[no-any-return]

        engine.transcribe_full = counted_full  # the engine's own fallbacks call it through the instance

    def _timed(self, kind: str, method: Any, pcm: bytes) -> Transcript:
        start_cpu = time.process_time()
        result = method(pcm)
        cpu = time.process_time() - start_cpu
        start = max(self.clock.now, self.busy_until)
        self.busy_until = start + cpu
        self.ready_at[id(result)] = self.busy_until
        self.calls.append((kind, round(cpu, 3)))
        return result  # type: ignore[no-any-return]

    def transcribe(self, pcm: bytes) -> Transcript:
        return self._timed("final", self.engine.transcribe, pcm)

    def transcribe_fast(self, pcm: bytes) -> Transcript:
        return self._timed("quick", self.engine.transcribe_fast, pcm)


class _Job:
    """BackgroundTranscription on the virtual clock (the pass runs at once; 'finished' when its CPU time is up)."""

    engine: _Engine

    def __init__(self, transcriber: Any, pcm: bytes) -> None:
        self._result = transcriber.transcribe(pcm)
        self.finish_at = self.engine.ready_at.get(id(self._result), self.engine.clock.now)

    @property
    def finished(self) -> bool:
        return self.engine.clock.now >= self.finish_at - 1e-9

    def wait(self, timeout_seconds: float = 120.0) -> bool:
        return True

    def result(self, timeout_seconds: float = 120.0) -> Transcript:
        return self._result  # type: ignore[no-any-return]


def _chunks(pcm: bytes) -> list[Any]:
    from gpt_home.audio.sources import AudioChunk

    return [AudioChunk(pcm[o:o + FRAME_BYTES], o / 2 / 16_000) for o in range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES)]


def spot(chunks: list[Any], wake: Any) -> tuple[Any, int]:
    """The wake spotter over ``chunks`` until it fires: its detection (None: never) and the index of that chunk."""
    detection, index = None, 0
    for index, chunk in enumerate(chunks):
        detection = wake.process(chunk)
        if detection is not None:
            break
    return detection, index


def one_turn(pcm: bytes, parts: list[str], engine: _Engine, judge: Any, wake: Any) -> dict[str, Any]:
    """One WAV as the daemon hears it: wake spotting, then capture from the spotter's end with the wake audio."""
    from voice_bench import wer

    from gpt_home.audio.endpointing import AdaptiveEndpointer, AdaptiveSilence
    from gpt_home.audio.vad import EndpointConfig, make_classifier
    from gpt_home.daemon.wake_audio import WAKE_PREROLL_SECONDS, command_after_wake, judging_the_command

    chunks = _chunks(pcm)
    wake.reset()
    detection, index = spot(chunks, wake)
    if detection is None:
        return {"text": " ... ".join(parts), "wake": False}
    end = detection.end_seconds
    prefix = b"".join(c.pcm for c in chunks[:index + 1] if end - WAKE_PREROLL_SECONDS - 1e-6 <= c.start_seconds < end - 1e-6)
    frames = [c for c in chunks[index + 1:]]
    replay = [c for c in chunks[:index + 1] if c.start_seconds >= end - 1e-6]
    clock, vad = engine.clock, make_classifier()
    engine.busy_until, engine.calls, engine.full_passes = 0.0, [], 0
    clock.now = chunks[index].start_seconds + FRAME_SECONDS
    endpointer = AdaptiveEndpointer(EndpointConfig(5.0, 0.7, 15.0), AdaptiveSilence(),
                                    judging_the_command(judge, phrase="hey computer"))
    cap = speculation.SpeculativeCapture(endpointer, engine, speculate_after_seconds=0.09, prefix=prefix)
    speech_end = None
    for n, chunk in enumerate(replay + frames):
        if n >= len(replay):
            clock.now = chunk.start_seconds + FRAME_SECONDS
        cap.feed(vad.is_speech(chunk.pcm), chunk.pcm)
        if endpointer.started and endpointer.trailing_silence_seconds == 0.0:
            speech_end = chunk.start_seconds + FRAME_SECONDS
        if cap.done:
            break
    endpoint_at = clock.now
    result = cap.transcript()
    ready = max(endpoint_at, engine.ready_at.get(id(result), endpoint_at))
    command = command_after_wake(result.text, "hey computer")
    if command is None:
        clock.now = ready
        again = engine.transcribe(bytes(cap.pcm[len(prefix):]))
        command, ready = again.text, engine.ready_at[id(again)]
    full_passes = engine.full_passes  # before the yardstick below, which may run one too
    # Yardstick (not timed): the engine's final pass on the whole capture, as a turn without speculation would hear it.
    yardstick = engine.engine.transcribe(bytes(cap.pcm)).text
    spoken_end = (len(pcm) - 1.5 * 32_000) / 32_000  # the WAV ends with 1.5 s of silence
    captured_to = endpoint_at - endpointer.trailing_silence_seconds
    return {
        "text": " ... ".join(parts), "heard": command, "final_pass_heard": command_after_wake(yardstick, "hey computer"),
        "wer": round(wer(" ".join(parts), command), 3), "verdict": endpointer.verdict,
        "judged": endpointer.verdict_text, "paused_inside": cap.paused_inside,
        "end_silence_s": round(endpoint_at - speech_end, 3) if speech_end else None,
        "endpoint_to_transcript_s": round(ready - endpoint_at, 3),
        "eos_to_transcript_s": round(ready - speech_end, 3) if speech_end else None,
        "passes": [k for k, _ in engine.calls], "cpu_s": round(sum(c for _, c in engine.calls), 3),
        "full_30s_passes": full_passes,
        "cut_off": len(parts) > 1 and captured_to < spoken_end - 0.3,
    }


def run(kinds: list[str]) -> dict[str, Any]:
    from datetime import datetime

    from voice_bench import PAUSE_SECONDS, TURN_SETS, flite, silence

    from gpt_home.agent import intents
    from gpt_home.agent.completeness import build_completeness_judge
    from gpt_home.audio.stt import FasterWhisperTranscriber
    from gpt_home.audio.vad import make_classifier
    from gpt_home.audio.wake import KwsWakeDetector

    now = datetime.now().astimezone()
    judge = build_completeness_judge(lambda text: intents.match(text, now) is not None)
    clock = _Clock()
    with tempfile.TemporaryDirectory(prefix="voice-paced-") as tmp:
        engine = _Engine(FasterWhisperTranscriber(None, cache_dir=Path(tmp) / "models"), clock)
        _Job.engine = engine
        speculation.BackgroundTranscription = _Job  # type: ignore[misc,assignment]
        wake = KwsWakeDetector("hey computer", gate=make_classifier())
        engine.engine.transcribe(silence(1.0))  # warm-up
        rows = []
        for kind in kinds:
            for parts in TURN_SETS[kind]:
                pcm = flite("hey computer " + parts[0], Path(tmp))
                for part in parts[1:]:
                    pcm += silence(PAUSE_SECONDS) + flite(part, Path(tmp))
                pcm = silence(0.5) + pcm + silence(1.5)
                rows.append({"kind": kind, **one_turn(pcm, parts, engine, judge, wake)})
    def stats(values: list[float]) -> dict[str, float | None]:
        return {"median": round(statistics.median(values), 3) if values else None,
                "worst": round(max(values), 3) if values else None}

    by_kind = {k: stats([r["eos_to_transcript_s"] for r in rows if r["kind"] == k and r.get("eos_to_transcript_s")])
               for k in kinds}
    return {"rows": rows, "eos_to_transcript_s": by_kind,
            "false_cutoffs": sum(bool(r.get("cut_off")) for r in rows),
            "full_30s_passes": sum(r.get("full_30s_passes", 0) for r in rows),
            "turns_with_full_30s_pass": sum(1 for r in rows if r.get("full_30s_passes")),
            "cpu_s": round(sum(r.get("cpu_s", 0) for r in rows), 2),
            "wer_mean": round(statistics.mean(r["wer"] for r in rows if "wer" in r), 3),
            "same_words_as_final_pass": sum(_words(r.get("heard")) == _words(r.get("final_pass_heard")) for r in rows)}


def _words(text: str | None) -> list[str]:
    import re

    return re.findall(r"[a-z0-9']+", (text or "").lower())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kinds", default="local,pauses", help="turn sets of bench/voice_bench.py (local,model,pauses,noisy)")
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "voice_paced.json"))
    args = parser.parse_args()
    load = [round(x, 2) for x in os.getloadavg()]
    result = {"when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_avg_before": load,
              **run([k for k in args.kinds.split(",") if k])}
    result["load_avg_after"] = [round(x, 2) for x in os.getloadavg()]
    Path(args.out).write_text(json.dumps(result, indent=1) + "\n")
    for row in result["rows"]:
        print(f"{row['kind']:7} {row['text'][:42]:42} | {str(row.get('heard'))[:40]:40} | silence "
              f"{row.get('end_silence_s')} -> text {row.get('endpoint_to_transcript_s')} = {row.get('eos_to_transcript_s')}"
              f" | {','.join(row.get('passes', []))} full={row.get('full_30s_passes')} cpu={row.get('cpu_s')}"
              f"{' CUT' if row.get('cut_off') else ''}")
    print(json.dumps({k: v for k, v in result.items() if k != "rows"}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
