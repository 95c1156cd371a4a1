"""Measure frame-level speech classifiers (energy vs webrtcvad) on flite speech with added noise.

Ground truth: a frame is speech when the *clean* signal is above -50 dBFS. Prints accuracy, false-alarm rate on
non-speech frames, miss rate on speech frames and µs per frame; writes bench/results/vad_choice.json.
Run: python bench/vad_choice.py
"""

from __future__ import annotations

import json
import subprocess
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

from gpt_home.audio.vad import FRAME_BYTES, EnergyClassifier, WebRtcClassifier, frame_dbfs

SENTENCES = [
    "hey computer what time is it",
    "set a timer for ten minutes please",
    "turn off the kitchen lights",
    "what is the weather like tomorrow morning",
]


def flite_pcm(text: str, workdir: Path) -> np.ndarray:
    raw, out = workdir / "raw.wav", workdir / "out.wav"
    subprocess.run(["flite", "-voice", "slt", "-t", text, "-o", str(raw)], check=True)
    subprocess.run(["sox", str(raw), "-r", "16000", "-c", "1", "-b", "16", str(out)], check=True)
    with wave.open(str(out)) as w:
        return np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16).astype(np.float32)


def main() -> None:
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as tmp:
        parts = []
        for text in SENTENCES:
            parts += [np.zeros(16000, np.float32), flite_pcm(text, Path(tmp))]
        clean = np.concatenate(parts + [np.zeros(16000, np.float32)])
    n = len(clean) // 480 * 480
    clean = clean[:n]
    truth = [frame_dbfs(clean[i : i + 480].astype(np.int16).tobytes()) > -50 for i in range(0, n, 480)]
    speech_rms = float(np.sqrt(np.mean(clean[np.repeat(truth, 480)] ** 2)))
    results = {}
    t = np.arange(n) / 16000
    for condition, snr_db in [("clean", None), ("white noise 20 dB", 20), ("white noise 10 dB", 10), ("hum+noise 10 dB", -10)]:
        if snr_db is None:
            noisy = clean
        else:
            snr = abs(snr_db)
            noise = rng.normal(0, speech_rms / 10 ** (snr / 20), n)
            if snr_db < 0:
                noise = noise * 0.5 + np.sin(2 * np.pi * 100 * t) * speech_rms / 10 ** (snr / 20)
            noisy = clean + noise
        pcm = np.clip(noisy, -32768, 32767).astype(np.int16).tobytes()
        frames = [pcm[i : i + FRAME_BYTES] for i in range(0, len(pcm), FRAME_BYTES)]
        for name, clf in [("energy -45 dBFS", EnergyClassifier()), ("webrtcvad 2", WebRtcClassifier(2)), ("webrtcvad 3", WebRtcClassifier(3))]:
            start = time.perf_counter()
            flags = [clf.is_speech(f) for f in frames]
            us = (time.perf_counter() - start) / len(frames) * 1e6
            tp = sum(f and g for f, g in zip(flags, truth))
            fa = sum(f and not g for f, g in zip(flags, truth)) / max(1, truth.count(False))
            miss = sum(g and not f for f, g in zip(flags, truth)) / max(1, truth.count(True))
            acc = sum(f == g for f, g in zip(flags, truth)) / len(truth)
            results.setdefault(condition, {})[name] = {
                "accuracy": round(acc, 3), "false_alarm": round(fa, 3), "miss": round(miss, 3), "us_per_frame": round(us, 1)
            }
            del tp
    print(f"{'condition':22} {'classifier':16} {'acc':>6} {'false+':>7} {'miss':>6} {'µs/frame':>9}")
    for condition, row in results.items():
        for name, r in row.items():
            print(f"{condition:22} {name:16} {r['accuracy']:6.3f} {r['false_alarm']:7.3f} {r['miss']:6.3f} {r['us_per_frame']:9.1f}")
    out = Path(__file__).parent / "results" / "vad_choice.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
