"""Voice benchmark: per-stage turn timings from file input, STT speed/accuracy, wake listening cost, peak RSS.

Prints a table and writes bench/results/voice.json and bench/results/voice.md. Not a test: figures depend on the
machine and its load (the load average is recorded with them). Needs flite and sox (test speech) and the venv.
Run from the repository root:  python bench/voice_bench.py [--turns 5]
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
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from gpt_home.audio.sources import AudioChunk
from gpt_home.audio.vad import FRAME_BYTES, FRAME_SECONDS, make_classifier

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


# Turn sets for the end-of-speech -> first-audio figures. Each entry: the words after the wake phrase, as parts spoken
# with a mid-sentence pause between them (one part: no pause).
TURN_SETS: dict[str, list[list[str]]] = {
    "local": [["what time is it"], ["set a timer for five minutes"], ["turn on the kitchen light"],
              ["what is the date today"]],
    "model": [["what is the capital of france"], ["tell me a fun fact about the moon"], ["why is the sky blue"]],
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


def heard_by_turn(log: str) -> dict[int, str]:
    """What capture heard, by turn number, from the daemon's debug log (a turn whose command came with the wake
    phrase logs none: matching by position misaligned every row after it)."""
    return {int(m.group(1)): m.group(2) for m in re.finditer(
        r"gpt_home\.daemon\.capture.*turn (\d+) heard (['\"].*['\"])$", log, re.M)}


def run_turn_sets(workdir: Path, engine: str = "auto", kinds: list[str] | None = None,
                  log: Path | None = None) -> dict:
    """All sets through one `gpt-home run` at real-time pace, default settings; per-turn figures from status.json.

    A false cut-off: the endpoint came during the pause, i.e. the speech captured after the wake is shorter than the
    pause plus the second part.
    """
    folder, meta = build_turn_sets(workdir, kinds)
    started = time.monotonic()
    data, out = workdir / "data-sets", workdir / "out-sets"
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_")}
    env.update(PYTHONPATH=str(REPO), GPT_HOME_STT_ENGINE=engine, GPT_HOME_LOG_LEVEL="DEBUG")  # for "heard ..."
    code = (
        "import resource, runpy, sys; sys.argv = sys.argv[1:]\n"
        "try:\n    runpy.run_module('gpt_home.cli', run_name='__main__')\n"
        "except SystemExit: pass\n"
        "print('PEAK_RSS_KB', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
    )
    load_before = os.getloadavg()[0]
    cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(
        [sys.executable, "-c", code, "gpt-home", "--data-dir", str(data), "run", "--input", str(folder),
         "--output-dir", str(out)], env=env, capture_output=True, text=True, timeout=900, check=False,
    )
    if log is not None:
        log.write_text(proc.stderr)
    if proc.returncode != 0:
        raise SystemExit(proc.stderr[-3000:])
    cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    child_cpu = (cpu_after.ru_utime + cpu_after.ru_stime) - (cpu_before.ru_utime + cpu_before.ru_stime)
    peak_kb = int(next(line.split()[1] for line in proc.stderr.splitlines() if line.startswith("PEAK_RSS_KB")))
    turns = json.loads((data / "status.json").read_text())["turns"]
    heard = heard_by_turn(proc.stderr)
    rows = []
    for m, t in zip(meta, turns[-len(meta):] if len(turns) >= len(meta) else turns):
        said = heard.get(t.get("turn")) if t.get("turn") is not None else None
        captured = (t.get("capture_s") or 0) - (t.get("end_silence_s") or 0)
        cut = bool(m["after_pause_s"]) and captured < m["after_pause_s"] - 0.1
        rows.append({**m, "outcome": t["outcome"], "heard": said,
                     "end_silence_s": t.get("end_silence_s"), "stt_compute_s": t.get("stt_compute_s"),
                     "stt_s": t.get("stt_s"), "agent_first_s": t.get("agent_first_s"),
                     "tts_first_s": t.get("tts_first_s"),
                     "eos_to_audio_s": t.get("end_of_speech_to_first_audio_s"), "false_cutoff": cut})
    answered = [r["eos_to_audio_s"] for r in rows if r["eos_to_audio_s"] is not None and r["kind"] in ("local", "model")]
    return {"engine": engine, "turns_fed": len(meta), "turns_logged": len(turns), "rows": rows,
            "median_eos_to_audio_s": round(statistics.median(answered), 3) if answered else None,
            "worst_eos_to_audio_s": round(max(answered), 3) if answered else None,
            "false_cutoffs": sum(r["false_cutoff"] for r in rows),
            "pause_turns": sum(1 for r in rows if r["after_pause_s"]),
            "peak_rss_mb": round(peak_kb / 1024, 1), "load_avg_1min_before": round(load_before, 2),
            "model_loads_while_speaking": proc.stderr.count("loading the language model while the user speaks"),
            "model_loads_given_back": proc.stderr.count("language model loaded for nothing"),
            "load_avg_1min_after": round(os.getloadavg()[0], 2),
            "run_cpu_s": round(child_cpu, 1), "run_wall_s": round(time.monotonic() - started, 1)}


def fast_machine_cutoffs(workdir: Path) -> dict:
    """The turn sets' commands through speculative capture with each quick transcript ready at the next frame: the
    fastest machine, where a paused phrase is most at risk (a transcript of the first part judged within the pause).
    Real VAD, real faster-whisper, the real completeness judge; no wake phrase, no clock. Per phrase: the silence
    that ended it and whether the capture ended inside the pause."""
    from datetime import datetime

    from gpt_home.agent import intents
    from gpt_home.agent.completeness import build_completeness_judge
    from gpt_home.audio.endpointing import AdaptiveEndpointer, AdaptiveSilence
    from gpt_home.audio.speculation import SpeculativeCapture
    from gpt_home.audio.stt import FasterWhisperTranscriber
    from gpt_home.audio.vad import EndpointConfig

    from gpt_home.daemon.wake_audio import judging_the_command

    now = datetime.now().astimezone()
    judge = build_completeness_judge(lambda text: intents.match(text, now) is not None)
    engine, rows = FasterWhisperTranscriber(None), []
    wake = flite("hey computer", workdir)
    for kind, with_wake in (("local", False), ("model", False), ("pauses", False), ("pauses", True)):
        for parts in TURN_SETS[kind]:
            pcm = silence(0.3) + flite(parts[0], workdir)
            for part in parts[1:]:
                pcm += silence(PAUSE_SECONDS) + flite(part, workdir)
            spoken_s = len(pcm) / 2 / RATE
            pcm += silence(2.0)
            # With the wake phrase: its audio goes in front for STT only, and the words after it are judged (daemon).
            judged = judging_the_command(judge, phrase="hey computer" if with_wake else None)
            cap = SpeculativeCapture(AdaptiveEndpointer(EndpointConfig(3.0, 0.7, 15.0), AdaptiveSilence(), judged),
                                     engine, prefix=wake if with_wake else b"")
            vad, fed = make_classifier(), 0
            for off in range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES):
                frame = pcm[off:off + FRAME_BYTES]
                cap.feed(vad.is_speech(frame), frame)
                fed += 1
                if cap._guess is not None:
                    cap._guess.job.wait()
                if cap.done:
                    break
            final = cap.transcript().text  # also lets its pass finish before the next phrase
            rows.append({"kind": kind + (" after the wake phrase" if with_wake else ""), "text": " ... ".join(parts),
                         "verdict": cap.endpointer.verdict, "judged": cap.endpointer.verdict_text, "heard": final,
                         "end_silence_s": round(cap.endpointer.trailing_silence_seconds, 2),
                         "cut_off": len(parts) > 1 and fed * FRAME_SECONDS < spoken_s - 0.1})
    complete = [r["end_silence_s"] for r in rows if not r["kind"].startswith("pauses")]
    return {"rows": rows, "false_cutoffs": sum(r["cut_off"] for r in rows if r["kind"] == "pauses"),
            "false_cutoffs_after_wake_phrase": sum(r["cut_off"] for r in rows if r["kind"] != "pauses"),
            "paused_phrases": len(TURN_SETS["pauses"]),
            "complete_end_silence_median_s": statistics.median(complete), "complete_end_silence_max_s": max(complete),
            "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}


def sets_markdown(result: dict) -> str:
    lines = ["## Turn sets through `gpt-home run` (default install, real-time WAV input)", "",
             f"Median end of speech -> first audio over local-intent and model turns: "
             f"{result['median_eos_to_audio_s']} s, worst {result['worst_eos_to_audio_s']} s; false cut-offs "
             f"{result['false_cutoffs']} / {result['pause_turns']} phrases with a {PAUSE_SECONDS} s mid-sentence pause; "
             f"peak RSS {result['peak_rss_mb']} MB; load average {result['load_avg_1min_before']} before, "
             f"{result['load_avg_1min_after']} after; the whole run: {result['run_cpu_s']} CPU-s in "
             f"{result['run_wall_s']} s (start, model load and all turns).", "",
             "| set | words | outcome | end silence s | stt s (after endpoint) | stt compute s | agent-first s "
             "| tts-first s | end of speech -> audio s | cut off |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    r2 = lambda v: "" if v is None else round(v, 3)  # noqa: E731
    lines += [f"| {r['kind']} | {r['text']} (heard: {r.get('heard')}) | {r['outcome']} | {r2(r['end_silence_s'])} | "
              f"{r2(r['stt_s'])} | {r2(r.get('stt_compute_s'))} | "
              f"{r2(r['agent_first_s'])} | {r2(r.get('tts_first_s'))} | {r2(r['eos_to_audio_s'])} | "
              f"{'yes' if r['false_cutoff'] else ''} |" for r in result["rows"]]
    return "\n".join(lines) + "\n"


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
