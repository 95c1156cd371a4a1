"""Follow-up window benchmark: how often the window after a question opens a turn when nobody answers.

Each trial is a real voice turn in the simulated room (gpt_home.audio.loopback): "hey computer set a timer" is heard,
the assistant asks "How long should the timer run?" (flite voice, played into the room), and the follow-up window
then hears only the echo of that question and/or background noise. A turn started in that window is a false
trigger. The same trials run with the echo gate off (an assistant that does not know what it plays) for comparison,
and a few trials with a real answer in the window give the hit rate. Not a test: figures depend on the machine.

Run from the repository root:  .venv/bin/python bench/follow_up_bench.py
Writes bench/results/follow_up.json and prints a markdown table.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from gpt_home.audio.loopback import LoopbackRoom
from gpt_home.audio.sources import WavFileSource
from gpt_home.audio.stt import SphinxTranscriber
from gpt_home.audio.tts import SpeechAudio
from gpt_home.audio.vad import EndpointConfig, make_classifier
from gpt_home.audio.wake import KwsWakeDetector
from gpt_home.daemon import VoiceDaemon
from gpt_home.daemon.echo import EchoReference

RATE = 16_000
QUESTION = "How long should the timer run?"
WINDOW_SECONDS = 5.0
ECHO_PATHS = [(0.3, 0.05), (0.6, 0.15), (1.0, 0.3)]  # (gain at the microphone, delay seconds)
NOISE_LEVELS = [0.0, 100.0, 250.0]  # s16 RMS of the background (0 = quiet room; 250 is about -42 dBFS)
SEEDS = [1, 2, 3]


class Flite:
    def __init__(self, folder: Path) -> None:
        self.folder, self.cache = folder, {}

    def pcm(self, text: str) -> bytes:
        if text not in self.cache:
            raw, out = self.folder / "raw.wav", self.folder / f"s{len(self.cache)}.wav"
            subprocess.run(["flite", "-voice", "slt", "-t", text, "-o", str(raw)], check=True, timeout=60)
            subprocess.run(["sox", str(raw), "-r", str(RATE), "-c", "1", "-b", "16", str(out)], check=True, timeout=60)
            with wave.open(str(out)) as w:
                self.cache[text] = w.readframes(w.getnframes())
        return self.cache[text]

    def synthesize(self, text: str) -> SpeechAudio:
        return SpeechAudio(self.pcm(text), RATE)


class NoGate(EchoReference):
    """An assistant that does not know what it plays."""

    def cancel(self, pcm: bytes, start_seconds: float, context: tuple[bytes, float] | None = None) -> bytes:
        return pcm

    def is_echo(self, pcm: bytes, start_seconds: float) -> bool:
        return False


def _silence(seconds: float) -> np.ndarray:
    return np.zeros(int(RATE * seconds))


def trial(folder: Path, flite: Flite, stt: SphinxTranscriber, *, gain: float, delay: float, noise: float, seed: int,
          gated: bool, answer: str | None) -> dict[str, object]:
    command = np.frombuffer(flite.pcm("hey computer set a timer"), "<i2").astype(float)
    question_s = len(flite.pcm(QUESTION)) / 2 / RATE
    tail = _silence(0.7 + question_s + WINDOW_SECONDS + 1.0)
    if answer is not None:
        spoken = np.frombuffer(flite.pcm(answer), "<i2").astype(float)
        at = int((0.7 + question_s + 1.0) * RATE)
        tail[at : at + spoken.size] += spoken
    pcm = np.concatenate([_silence(0.5), command, tail])
    pcm += np.random.default_rng(seed).normal(0, noise, pcm.size) if noise else 0.0
    path = folder / "input.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(np.clip(np.rint(pcm), -32768, 32767).astype("<i2").tobytes())
    room = LoopbackRoom(WavFileSource(path, fast=True), echo_gain=gain, echo_delay_seconds=delay)
    asked: list[str] = []

    def responder(text: str) -> list[str]:
        asked.append(text)
        return [QUESTION] if len(asked) == 1 else ["Okay."]

    classifier = make_classifier()
    daemon = VoiceDaemon(source=room.source, wake=KwsWakeDetector(gate=classifier), classifier=classifier,
                         transcriber=stt, synthesizer=flite, player=room.player, responder=responder,
                         endpoint=EndpointConfig(start_timeout_seconds=2.0), echo=None if gated else NoGate())
    daemon.run()
    woke = len(asked) >= 1
    return {"gain": gain, "delay": delay, "noise": noise, "seed": seed, "gated": gated, "answer": answer is not None,
            "woke": woke, "opened_turn": woke and len(asked) >= 2, "heard": asked[1:]}


def main() -> int:
    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    stt = SphinxTranscriber()
    rows = []
    with tempfile.TemporaryDirectory(prefix="follow-up-bench-") as tmp:
        folder = Path(tmp)
        flite = Flite(folder)
        for gated in (True, False):
            for gain, delay in ECHO_PATHS:
                for noise in NOISE_LEVELS:
                    for seed in SEEDS:
                        rows.append(trial(folder, flite, stt, gain=gain, delay=delay, noise=noise, seed=seed,
                                          gated=gated, answer=None))
        for gain, delay in ECHO_PATHS:
            for noise in NOISE_LEVELS[:2]:
                rows.append(trial(folder, flite, stt, gain=gain, delay=delay, noise=noise, seed=1, gated=True,
                                  answer="ten minutes please"))
    summary = []
    for label, pick in (("echo gate on, nobody answers", lambda r: r["gated"] and not r["answer"]),
                        ("echo gate off, nobody answers", lambda r: not r["gated"] and not r["answer"]),
                        ("echo gate on, someone answers", lambda r: r["answer"])):
        chosen = [r for r in rows if pick(r) and r["woke"]]
        opened = sum(1 for r in chosen if r["opened_turn"])
        summary.append({"condition": label, "windows": len(chosen), "turns_opened": opened,
                        "rate": round(opened / len(chosen), 3) if chosen else None,
                        "not_woken": sum(1 for r in rows if pick(r) and not r["woke"])})
    by_path = []
    for gated in (True, False):
        for gain, delay in ECHO_PATHS:
            chosen = [r for r in rows if r["gated"] == gated and not r["answer"] and r["woke"]
                      and (r["gain"], r["delay"]) == (gain, delay)]
            by_path.append({"gated": gated, "gain": gain, "delay": delay, "windows": len(chosen),
                            "turns_opened": sum(1 for r in chosen if r["opened_turn"])})
    result = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "machine": f"{platform.machine()}, {os.cpu_count()} cores",
        "python": platform.python_version(), "load_average_before": round(load_before, 2),
        "seconds": round(time.perf_counter() - started, 1), "window_seconds": WINDOW_SECONDS,
        "summary": summary, "by_echo_path": by_path, "trials": rows,
    }
    out = REPO / "bench" / "results" / "follow_up.json"
    out.write_text(json.dumps(result, indent=1))
    print("| condition | windows | turns opened | false-trigger / hit rate | not woken (excluded) |")
    print("|---|---|---|---|---|")
    for s in summary:
        print(f"| {s['condition']} | {s['windows']} | {s['turns_opened']} | {s['rate']} | {s['not_woken']} |")
    print()
    print("| echo gate | echo gain | echo delay s | windows | turns opened |")
    print("|---|---|---|---|---|")
    for p in by_path:
        print(f"| {'on' if p['gated'] else 'off'} | {p['gain']} | {p['delay']} | {p['windows']} | {p['turns_opened']} |")
    print(f"\n{result['when']} · {result['machine']} · Python {result['python']} · load {result['load_average_before']}"
          f" · {result['seconds']} s · wrote {out.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
