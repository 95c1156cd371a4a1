"""The final speech-to-text pass on a window fitted to the utterance against faster-whisper's padded 30 s window.

Why: the daemon's final pass after the endpoint took 1.0-2.0 s on many turns (a full 30 s Whisper window: ~1.8 CPU-s
with tiny.en int8) and a 55-75 MB RSS peak. Fitted windows (gpt_home/audio/whisper_window.py) cost a fraction; this
checks what they cost in accuracy. Clips: bench/voice_bench.py's STT set (no wake phrase) and its turn sets as the
daemon hears them ("hey computer" + the command, paused phrases with a 0.7 s pause, noisy ones at 20 dB SNR). Per
variant: word error rate of the command (the words after the wake phrase, as the daemon takes them), transcripts
identical to the full pass, passes the window did not trust (the full window then), CPU seconds per pass, and in a
fresh process each the RSS peak a pass adds. Writes bench/results/stt_window.json. Not a test.

    python bench/stt_window.py
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))
RESULTS = REPO / "bench" / "results"

_PEAK_PROBE = """
import sys
from pathlib import Path
def mb(key):
    return next(int(l.split()[1]) for l in Path('/proc/self/status').read_text().splitlines() if l.startswith(key)) / 1024
from gpt_home.audio.stt import FasterWhisperTranscriber
stt = FasterWhisperTranscriber(None, cache_dir=Path(sys.argv[2]))
speech = Path(sys.argv[1]).read_bytes()
base = mb('VmHWM'), mb('VmRSS')  # after the load, before the first pass
getattr(stt, sys.argv[3])(speech)
print(round(mb('VmHWM') - base[0], 1), round(mb('VmRSS') - base[1], 1))
"""


def clips(workdir: Path) -> list[tuple[str, str, str, bytes]]:
    """(kind, reference command, wake phrase or "", 16 kHz PCM)."""
    from voice_bench import NOISE_SNR_DB, PAUSE_SECONDS, STT_SET, TURN_SETS, _with_noise, flite, silence

    end = silence(0.12)  # what the speculative pass has after the speech (speculate_after_seconds and a frame)
    out = [("stt", text, "", silence(0.3) + flite(text, workdir) + end) for text in STT_SET]
    for kind, commands in TURN_SETS.items():
        for n, parts in enumerate(commands):
            pcm = flite("hey computer " + parts[0], workdir)
            for part in parts[1:]:
                pcm += silence(PAUSE_SECONDS) + flite(part, workdir)
            pcm = silence(0.3) + pcm + end
            if kind == "noisy":
                pcm = _with_noise(pcm, NOISE_SNR_DB, n)
            out.append((kind, " ".join(parts), "hey computer", pcm))
    return out


def command(text: str, wake: str) -> str:
    from gpt_home.daemon.wake_audio import command_after_wake

    if not wake:
        return text
    after = command_after_wake(text, wake)
    return text if after is None else after


def accuracy(workdir: Path) -> dict[str, object]:
    from voice_bench import silence, wer

    from gpt_home.audio.stt import FasterWhisperTranscriber, _float_audio
    from gpt_home.audio.whisper_window import WindowedWhisper

    sets = clips(workdir)
    engine = FasterWhisperTranscriber(None, cache_dir=workdir / "models")
    model = engine._model  # the bench builds windows on the engine's loaded model
    variants = {
        "full 30 s window, 0.5 s more silence (round 5's final pass after the endpoint)": None,
        "fitted >= 5 s, loops not trusted (round 5's quick pass)": WindowedWhisper(model),
        "fitted >= 5 s, loop tail trimmed": WindowedWhisper(model, trim_loops=True),
        "fitted >= 5 s, loop tail trimmed, 1 s silence appended (voice4: speculation = final)":
            WindowedWhisper(model, trim_loops=True, tail_silence_seconds=1.0),
        "fitted >= 10 s, loop tail trimmed, 1 s silence appended":
            WindowedWhisper(model, min_seconds=10.0, trim_loops=True, tail_silence_seconds=1.0),
    }
    engine.transcribe_full(sets[0][3])  # warm-up
    full: list[str] = []
    rows = []
    for label, window in variants.items():
        heard, cpu, fallbacks = [], [], 0
        for _, _, _, pcm in sets:
            start = time.process_time()
            text = None if window is None else window.transcribe(_float_audio(pcm))
            if text is None:
                fallbacks += window is not None
                text = full[len(heard)] if window is not None else engine.transcribe_full(pcm + silence(0.5)).text
            cpu.append(time.process_time() - start)
            heard.append(text)
        if window is None:
            full = heard
        errors = [wer(ref, command(text, wake)) for (_, ref, wake, _), text in zip(sets, heard, strict=True)]
        rows.append({
            "pass": label, "clips": len(sets), "wer_command": round(statistics.mean(errors), 3),
            "wer_command_pauses": round(statistics.mean(e for e, c in zip(errors, sets) if c[0] == "pauses"), 3),
            "identical_to_full": sum(a == b for a, b in zip(heard, full)),
            "same_command_as_full": sum(command(a, c[2]).lower().strip(" .?!,") == command(b, c[2]).lower().strip(" .?!,")
                                        for a, b, c in zip(heard, full, sets)),
            "not_trusted_full_window_used": fallbacks,
            "cpu_s_median": round(statistics.median(cpu), 3), "cpu_s_max": round(max(cpu), 3),
            "differences": [(ref, b, a) for (_, ref, _, _), a, b in zip(sets, heard, full) if a != b],
        })
    return {"rows": rows}


def peaks(workdir: Path) -> dict[str, list[float]]:
    from voice_bench import flite, silence

    speech = workdir / "speech.pcm"
    speech.write_bytes(silence(0.3) + flite("hey computer tell me a fun fact about the moon", workdir) + silence(0.5))
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    out = {}
    for method in ("transcribe", "transcribe_full"):
        done = subprocess.run([sys.executable, "-c", _PEAK_PROBE, str(speech), str(workdir / "models"), method],
                              env=env, check=True, capture_output=True, text=True)
        out[method] = [float(x) for x in done.stdout.split()]
    return {"rss_peak_added_mb, rss_after_mb": out}  # type: ignore[dict-item]


def main() -> int:
    load = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory(prefix="stt-window-") as tmp:
        work = Path(tmp)
        result = {"measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_avg_before": load,
                  **accuracy(work), **peaks(work)}
    result["load_avg_after"] = [round(x, 2) for x in os.getloadavg()]
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "stt_window.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "rows"}, indent=1))
    for row in result["rows"]:
        print(json.dumps({k: v for k, v in row.items() if k != "differences"}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
