"""faster-whisper from the int8 copy (gpt_home/audio/whisper_int8.py) against the shipped float16 model.

Accuracy: the same flite sentences (bench/voice_bench.py's STT set and its turn sets: clean, with a mid-sentence
pause, with noise at 20 dB SNR) through both models, full 30 s pass and the fitted-window pass: word error rate
and how many transcripts are identical. Memory: in a fresh process each, RSS after the load, the load's peak, after a
full pass, after a release, and a reload's CPU time (the daemon releases speech-to-text while the model answers).
Writes bench/results/stt_int8.json. Not a test.

    python bench/stt_int8.py
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

_MEMORY_PROBE = """
import gc, json, sys, time
from pathlib import Path
import numpy as np
from gpt_home.hardware import heap
heap.limit_arenas(); heap.fix_mmap_threshold()
def mb(key):
    return next(int(l.split()[1]) for l in Path('/proc/self/status').read_text().splitlines() if l.startswith(key)) / 1024
from gpt_home.audio.stt import FasterWhisperTranscriber
base = mb('VmRSS')
cache = Path(sys.argv[2]) if sys.argv[2] else None
if cache is not None:
    FasterWhisperTranscriber(None, cache_dir=cache).release()  # the copy exists before the measured load
    base = mb('VmRSS')
cpu = time.process_time()
stt = FasterWhisperTranscriber(None, cache_dir=cache, releasable=cache is not None)
out = {'load_cpu_s': time.process_time() - cpu, 'loaded_mb': mb('VmRSS') - base, 'load_peak_mb': mb('VmHWM') - base}
speech = np.frombuffer(Path(sys.argv[1]).read_bytes(), np.int16).tobytes()
stt.transcribe(speech)
out.update(after_pass_mb=mb('VmRSS') - base, pass_peak_mb=mb('VmHWM') - base)
if stt.release():
    out['released_mb'] = mb('VmRSS') - base
    cpu = time.process_time()
    stt.prepare(); stt.ready.wait(120)
    out['reload_cpu_s'] = time.process_time() - cpu
    stt.transcribe(speech)
    out['after_reload_pass_peak_mb'] = mb('VmHWM') - base
print(json.dumps({k: round(v, 2) for k, v in out.items()}))
"""


def clips(workdir: Path) -> list[tuple[str, str, bytes]]:
    from voice_bench import NOISE_SNR_DB, PAUSE_SECONDS, STT_SET, TURN_SETS, _with_noise, flite, silence

    out = [("stt", text, silence(0.3) + flite(text, workdir) + silence(0.3)) for text in STT_SET]
    for kind, commands in TURN_SETS.items():
        for n, parts in enumerate(commands):
            pcm = flite(parts[0], workdir)
            for part in parts[1:]:
                pcm += silence(PAUSE_SECONDS) + flite(part, workdir)
            pcm = silence(0.3) + pcm + silence(0.5)
            if kind == "noisy":
                pcm = _with_noise(pcm, NOISE_SNR_DB, n)
            out.append((kind, " ".join(parts), pcm))
    return out


def accuracy(workdir: Path) -> dict[str, object]:
    from voice_bench import wer

    from gpt_home.audio.stt import FasterWhisperTranscriber

    sets = clips(workdir)
    engines = {"float16 (shipped)": FasterWhisperTranscriber(None),
               "int8 copy": FasterWhisperTranscriber(None, cache_dir=workdir / "models")}
    heard: dict[str, dict[str, list[str]]] = {}
    cpu: dict[str, dict[str, float]] = {}
    for label, engine in engines.items():
        heard[label], cpu[label] = {}, {}
        for mode, run in (("full", engine.transcribe_full), ("fast", engine.transcribe)):
            run(sets[0][2])  # warm-up
            start = time.process_time()
            heard[label][mode] = [run(pcm).text for _, _, pcm in sets]
            cpu[label][mode] = round((time.process_time() - start) / len(sets), 3)
    rows = []
    for mode in ("full", "fast"):
        a, b = (heard[label][mode] for label in engines)
        row: dict[str, object] = {"pass": mode, "clips": len(sets), "identical": sum(x == y for x, y in zip(a, b))}
        for label in engines:
            row[f"wer {label}"] = round(statistics.mean(wer(t, h) for (_, t, _), h in
                                                        zip(sets, heard[label][mode], strict=True)), 3)
            row[f"cpu_s {label}"] = cpu[label][mode]
        row["differences"] = [(t, x, y) for (_, t, _), x, y in zip(sets, a, b, strict=True) if x != y]
        rows.append(row)
    return {"rows": rows}


def memory(workdir: Path) -> dict[str, object]:
    from voice_bench import flite, silence

    speech = workdir / "speech.pcm"
    speech.write_bytes(silence(0.3) + flite("tell me a fun fact about the moon", workdir) + silence(0.3))
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    out = {}
    for label, cache in (("float16 (shipped)", ""), ("int8 copy", str(workdir / "probe-models"))):
        done = subprocess.run([sys.executable, "-c", _MEMORY_PROBE, str(speech), cache], env=env, check=True,
                              capture_output=True, text=True)
        out[label] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


def main() -> int:
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="stt-int8-") as tmp:
        work = Path(tmp)
        result = {"measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_avg_1min": round(load, 2),
                  "memory_mb": memory(work), **accuracy(work)}
    result["load_avg_1min_after"] = round(os.getloadavg()[0], 2)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "stt_int8.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
