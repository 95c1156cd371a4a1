"""Voice benchmark: per-stage turn timings from file input, STT speed/accuracy, wake listening cost, peak RSS.

Prints a table and writes bench/results/voice.json and bench/results/voice.md. Not a test: figures depend on the
machine and its load (the load average is recorded with them). Needs flite and sox (test speech) and the venv.
Run from the repository root:  python bench/voice_bench.py [--turns 5]
(the test speech is in voice_speech.py, the turn sets through the daemon in voice_sets.py)
  --sets-only --kinds local,model,pauses   end of speech -> first audio per turn set (bench/results/voice_sets.*)
  --cutoffs    the same phrases through speculative capture with each quick transcript ready at once (the fastest
               machine, the worst case for false cut-offs), the paused ones also after the wake phrase's audio as
               the daemon hears them; writes bench/results/voice_cutoffs.json
  --cpu-only   wake listening cost and STT CPU per pass, short window vs full 30 s window (CPU time: load barely
               changes it); writes bench/results/wake_cost.json and bench/results/stt_cpu.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from voice_sets import fast_machine_cutoffs, heard_by_turn, run_turn_sets, sets_markdown
from voice_speech import (
    NOISE_SNR_DB,
    NON_WAKE,
    PAUSE_SECONDS,
    RATE,
    STT_SET,
    TURN_SETS,
    WAKE_COMMAND,
    _with_noise,
    build_turn_sets,
    flite,
    silence,
    wer,
    write_wav,
)

from gpt_home.audio.sources import AudioChunk
from gpt_home.audio.vad import FRAME_BYTES, FRAME_SECONDS, make_classifier

# Other benches and tests import the speech helpers and the sets from here, as before the split.
__all__ = ["NOISE_SNR_DB", "PAUSE_SECONDS", "STT_SET", "TURN_SETS", "_with_noise", "build_turn_sets", "flite",
           "heard_by_turn", "run_turn_sets", "silence", "wer", "write_wav"]


def run_turns(engine: str, turns: int, workdir: Path, command_pcm: bytes) -> dict:
    """`gpt-home run --input DIR --output-dir OUT` (real-time pace, as from a microphone) in a child process;
    timings come from its status.json."""
    folder = workdir / f"turns-{engine}"
    folder.mkdir()
    for i in range(turns):
        write_wav(folder / f"{i:02d}.wav", silence(0.5) + command_pcm + silence(0.5))
    data, out = workdir / f"data-{engine}", workdir / f"out-{engine}"
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_")}
    env.update(PYTHONPATH=str(REPO), GPT_HOME_STT_ENGINE=engine)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    # A helper process reports its own peak RSS (ru_maxrss of RUSAGE_CHILDREN is the max over all children).
    code = (
        "import resource, runpy, sys; sys.argv = sys.argv[1:]\n"
        "try:\n    runpy.run_module('gpt_home.cli', run_name='__main__')\n"
        "except SystemExit: pass\n"
        "print('PEAK_RSS_KB', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, "gpt-home", "--data-dir", str(data), "run", "--input", str(folder),
         "--output-dir", str(out)], env=env, capture_output=True, text=True, timeout=600, check=False,
    )
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(proc.stderr[-3000:])
    peak_kb = int(next(line.split()[1] for line in proc.stderr.splitlines() if line.startswith("PEAK_RSS_KB")))
    status = json.loads((data / "status.json").read_text())
    answered = [t for t in status["turns"] if t["outcome"] == "answered"]
    keys = ["wake_latency_s", "capture_s", "end_silence_s", "stt_compute_s", "stt_s", "agent_first_s", "tts_first_s",
            "endpoint_to_first_audio_s", "end_of_speech_to_first_audio_s"]
    medians = {k: round(statistics.median(t[k] for t in answered), 3) for k in keys if answered}
    return {"engine": engine, "turns_answered": len(answered), "turns_fed": turns, "median": medians,
            "peak_rss_mb": round(peak_kb / 1024, 1), "wall_s": round(wall, 1),
            "cpu_s": round((after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime), 1)}


def stt_accuracy(workdir: Path) -> list[dict]:
    from gpt_home.audio.stt import FasterWhisperTranscriber, SphinxTranscriber

    clips = [(text, silence(0.3) + flite(text, workdir) + silence(0.3)) for text in STT_SET]
    rows = []
    for make in (SphinxTranscriber, lambda: FasterWhisperTranscriber(None)):
        start = time.perf_counter()
        engine = make()
        load = time.perf_counter() - start
        engine.transcribe(clips[0][1])  # warm-up
        cpu_start = time.process_time()
        results = [(text, engine.transcribe(pcm)) for text, pcm in clips]
        cpu = (time.process_time() - cpu_start) / len(clips)
        rows.append({"engine": engine.name, "load_s": round(load, 2),
                     "mean_s": round(statistics.mean(r.seconds for _, r in results), 3), "cpu_s": round(cpu, 3),
                     "wer": round(statistics.mean(wer(t, r.text) for t, r in results), 3)})
    return rows


def stt_cpu(workdir: Path) -> dict:
    """CPU seconds per faster-whisper pass on the STT set, with the window fitted to the utterance (what speculative
    capture uses) and with the full 30 s window, and the word error rate of each."""
    from gpt_home.audio.stt import FasterWhisperTranscriber

    clips = [(text, silence(0.3) + flite(text, workdir) + silence(0.3)) for text in STT_SET]
    engine = FasterWhisperTranscriber(None)
    engine.transcribe(clips[0][1])  # warm-up
    engine.transcribe_full(clips[0][1])
    rows = []
    for label, run in (("short window (speculation and final pass)", engine.transcribe),
                       ("full 30 s window", engine.transcribe_full)):
        cpu, wall, errors = [], [], []
        for text, pcm in clips:
            c, w = time.process_time(), time.perf_counter()
            heard = run(pcm).text
            cpu.append(time.process_time() - c)
            wall.append(time.perf_counter() - w)
            errors.append(wer(text, heard))
        rows.append({"pass": label, "cpu_s_median": round(statistics.median(cpu), 3),
                     "cpu_s_max": round(max(cpu), 3), "wall_s_median": round(statistics.median(wall), 3),
                     "wer": round(statistics.mean(errors), 3)})
    return {"rows": rows, "commands": len(clips)}


def wake_cost(workdir: Path, seconds: float = 90.0) -> list[dict]:
    from gpt_home.audio.wake import KwsWakeDetector

    parts, total = [], 0.0
    phrases = [flite(t, workdir) for t in NON_WAKE]
    rng = np.random.default_rng(0)
    i = 0
    while total < seconds:
        hiss = rng.normal(0, 20, int(RATE * 3.0)).astype(np.int16).tobytes()
        parts += [hiss, phrases[i % len(phrases)], silence(1.0)]
        total = sum(len(p) for p in parts) / 2 / RATE
        i += 1
    pcm = b"".join(parts)
    audio_s = len(pcm) / 2 / RATE
    speech_s = sum(len(p) for p in parts[1::3]) / 2 / RATE
    rows = []
    for label, gate in (("kws + webrtcvad gate (default)", make_classifier()), ("kws ungated", None)):
        detector = KwsWakeDetector(gate=gate)
        false_wakes = 0
        start = time.process_time()
        for n, off in enumerate(range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES)):
            hit = detector.process(AudioChunk(pcm[off : off + FRAME_BYTES], n * FRAME_SECONDS))
            false_wakes += bool(hit and hit.kind == "wake")
        cpu = time.process_time() - start
        rows.append({"engine": label, "audio_s": round(audio_s, 1), "speech_s": round(speech_s, 1),
                     "cpu_s": round(cpu, 2), "cpu_per_audio_s": round(cpu / audio_s, 4), "false_wakes": false_wakes})
    return rows


def markdown(result: dict) -> str:
    lines = [f"# Voice benchmark ({result['when']}, {result['machine']}, load avg {result['load_avg']})", "",
             "## One turn from file input (median over turns; seconds)", "",
             "| stage | " + " | ".join(r["engine"] for r in result["turns"]) + " |",
             "|---|" + "---|" * len(result["turns"])]
    for key in result["turns"][0]["median"]:
        lines.append(f"| {key} | " + " | ".join(str(r["median"].get(key, "-")) for r in result["turns"]) + " |")
    lines.append("| peak RSS (MB) | " + " | ".join(str(r["peak_rss_mb"]) for r in result["turns"]) + " |")
    lines.append("| answered / fed | " + " | ".join(f"{r['turns_answered']}/{r['turns_fed']}" for r in result["turns"]) + " |")
    lines += ["", "## STT on flite speech (10 household commands)", "", "| engine | load s | wall s/command | CPU s/command | WER |",
              "|---|---|---|---|---|"]
    lines += [f"| {r['engine']} | {r['load_s']} | {r['mean_s']} | {r['cpu_s']} | {r['wer']} |" for r in result["stt"]]
    lines += ["", "## Wake listening cost (non-wake speech, hiss and silence)", "",
              "| engine | audio s | speech s | CPU s | CPU-s per audio-s | false wakes |", "|---|---|---|---|---|---|"]
    lines += [f"| {r['engine']} | {r['audio_s']} | {r['speech_s']} | {r['cpu_s']} | {r['cpu_per_audio_s']} | "
              f"{r['false_wakes']} |" for r in result["wake"]]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=5)
    parser.add_argument("--sets-only", action="store_true", help="only the turn sets (bench/results/voice_sets.*)")
    parser.add_argument("--kinds", default="", help="comma-separated subset of the turn sets (local,model,pauses,noisy)")
    parser.add_argument("--cutoffs", action="store_true", help="paused phrases with instant quick transcripts "
                        "(bench/results/voice_cutoffs.json)")
    parser.add_argument("--cpu-only", action="store_true",
                        help="wake cost and STT CPU per pass (bench/results/wake_cost.json, stt_cpu.json)")
    parser.add_argument("--name", default="voice_sets", help="result file name under bench/results (--sets-only)")
    parser.add_argument("--log", type=Path, default=None, help="keep the daemon's debug log here (--sets-only)")
    args = parser.parse_args()
    if args.cutoffs:
        with tempfile.TemporaryDirectory() as tmp:
            result = fast_machine_cutoffs(Path(tmp))
        (REPO / "bench" / "results" / "voice_cutoffs.json").write_text(json.dumps(result, indent=1) + "\n")
        print(json.dumps(result, indent=1))
        return
    if args.cpu_only:
        load_before = [round(x, 2) for x in os.getloadavg()]
        with tempfile.TemporaryDirectory() as tmp:
            wake = {"rows": wake_cost(Path(tmp)), "load_avg_before": load_before,
                    "load_avg": [round(x, 2) for x in os.getloadavg()],
                    "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "target_cpu_per_audio_s": 0.05}
            stt = {**stt_cpu(Path(tmp)), "load_avg": [round(x, 2) for x in os.getloadavg()],
                   "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
        out = REPO / "bench" / "results"
        (out / "wake_cost.json").write_text(json.dumps(wake, indent=1) + "\n")
        (out / "stt_cpu.json").write_text(json.dumps(stt, indent=1) + "\n")
        print(json.dumps({"wake": wake, "stt": stt}, indent=1))
        return
    if args.sets_only:
        with tempfile.TemporaryDirectory() as tmp:
            result = run_turn_sets(Path(tmp), kinds=[k for k in args.kinds.split(",") if k] or None, log=args.log)
        result["when"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        out = REPO / "bench" / "results"
        out.mkdir(parents=True, exist_ok=True)
        (out / f"{args.name}.json").write_text(json.dumps(result, indent=2))
        table = sets_markdown(result)
        (out / f"{args.name}.md").write_text(table)
        print(table)
        return
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        command = flite(WAKE_COMMAND, workdir)
        result = {
            "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "machine": f"{platform.machine()}, {os.cpu_count()} cores",
            "load_avg": " ".join(f"{x:.1f}" for x in os.getloadavg()),
            "turns": [run_turns(engine, args.turns, workdir, command) for engine in ("faster-whisper", "sphinx")],
            "stt": stt_accuracy(workdir),
            "wake": wake_cost(workdir),
        }
    out = REPO / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "voice.json").write_text(json.dumps(result, indent=2))
    table = markdown(result)
    (out / "voice.md").write_text(table)
    print(table)


if __name__ == "__main__":
    main()
