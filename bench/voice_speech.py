"""Test speech for the voice benchmarks: flite phrases, the turn sets (wake phrase + command, some with a pause in
the middle, some noisy), WAV writing and word error rate. Shared by bench/voice_bench.py, voice_sets.py,
voice_paced.py, stt_window.py, stt_int8.py and footprint_run.py. Needs flite and sox."""

from __future__ import annotations

import subprocess
import wave
from pathlib import Path

import numpy as np

RATE = 16_000
WAKE_COMMAND = "hey computer what time is it"
NON_WAKE = [
    "my computer is slow today", "the bus stops at the corner", "we need a new computer for the office",
    "turn on the kitchen lights", "what should we have for dinner tonight", "he competed in the race",
    "can you hear the music next door", "the weather looks nice this afternoon",
]
STT_SET = [
    "what time is it", "set a timer for ten minutes", "turn off the kitchen lights", "what is the weather like tomorrow",
    "remind me to call my mother", "play some music in the living room", "how many days until christmas",
    "add milk to the shopping list", "what is the capital of france", "wake me up at seven tomorrow",
]


def flite(text: str, workdir: Path) -> bytes:
    raw, out = workdir / "raw.wav", workdir / "out.wav"
    subprocess.run(["flite", "-voice", "slt", "-t", text, "-o", str(raw)], check=True)
    subprocess.run(["sox", str(raw), "-r", str(RATE), "-c", "1", "-b", "16", str(out)], check=True)
    with wave.open(str(out)) as w:
        return w.readframes(w.getnframes())


def silence(seconds: float) -> bytes:
    return bytes(int(RATE * seconds) * 2)


def write_wav(path: Path, pcm: bytes) -> Path:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm)
    return path


def wer(ref: str, hyp: str) -> float:
    import re

    r, h = re.findall(r"[a-z0-9']+", ref.lower()), re.findall(r"[a-z0-9']+", hyp.lower())
    d = list(range(len(h) + 1))
    for i, a in enumerate(r, 1):
        prev, d[0] = d[0], i
        for j, b in enumerate(h, 1):
            prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (a != b))
    return d[len(h)] / max(1, len(r))


# Turn sets for the end-of-speech -> first-audio figures. Each entry: the words after the wake phrase, as parts spoken
# with a mid-sentence pause between them (one part: no pause).
TURN_SETS: dict[str, list[list[str]]] = {
    "local": [["what time is it"], ["set a timer for five minutes"], ["turn on the kitchen light"],
              ["what is the date today"]],
    "model": [["who painted the mona lisa"], ["tell me a fun fact about the moon"], ["why is the sky blue"]],
    "pauses": [["set a timer for", "ten minutes"], ["remind me to", "call mum at five pm"],
               ["what is the", "capital of france"], ["turn on the", "kitchen light"],
               # round five: eight more, none of them a phrase the completeness rules were written from
               ["what's the weather like in", "london tomorrow"], ["add eggs and", "butter to the shopping list"],
               ["how far is", "the moon from the earth"], ["set an alarm for", "seven thirty"],
               ["who wrote", "pride and prejudice"], ["turn off the", "bedroom lamp"],
               ["tell me about", "the roman empire"], ["can you tell me", "a joke about cats"]],
    "noisy": [["what time is it"], ["set a timer for five minutes"], ["what is the date today"]],
}
PAUSE_SECONDS = 0.7
NOISE_SNR_DB = 20.0


def _with_noise(pcm: bytes, snr_db: float, seed: int) -> bytes:
    x = np.frombuffer(pcm, np.int16).astype(np.float32)
    speech_rms = float(np.sqrt(np.mean(x[np.abs(x) > 100] ** 2)))
    noise = np.random.default_rng(seed).normal(0, speech_rms / 10 ** (snr_db / 20), x.size)
    return np.clip(x + noise, -32768, 32767).astype(np.int16).tobytes()


def build_turn_sets(workdir: Path, kinds: list[str] | None = None) -> tuple[Path, list[dict]]:
    """One folder of WAVs (wake + command, some with a mid-sentence pause, some noisy), and what each holds."""
    folder = workdir / "turn-sets"
    folder.mkdir()
    meta, n = [], 0
    for kind, commands in TURN_SETS.items():
        if kinds and kind not in kinds:
            continue
        for parts in commands:
            first = flite("hey computer " + parts[0], workdir)
            pcm, tail_s = first, 0.0
            for part in parts[1:]:
                rest = flite(part, workdir)
                pcm += silence(PAUSE_SECONDS) + rest
                tail_s += PAUSE_SECONDS + len(rest) / 2 / RATE
            pcm = silence(0.5) + pcm + silence(1.5)
            if kind == "noisy":
                pcm = _with_noise(pcm, NOISE_SNR_DB, n)
            write_wav(folder / f"{n:02d}-{kind}.wav", pcm)
            meta.append({"file": f"{n:02d}-{kind}.wav", "kind": kind, "text": " ... ".join(parts),
                         "after_pause_s": round(tail_s, 2)})
            n += 1
    return folder, meta
