"""The turn sets through one real-time `gpt-home run` (end of speech -> first audio per turn, false cut-offs, peak
RSS; `voice_bench.py --sets-only`), and the same phrases through speculative capture with instant quick transcripts
(`voice_bench.py --cutoffs`)."""

from __future__ import annotations

import json
import os
import re
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from voice_speech import PAUSE_SECONDS, RATE, TURN_SETS, build_turn_sets, flite, silence

from gpt_home.audio.vad import FRAME_BYTES, FRAME_SECONDS, make_classifier

REPO = Path(__file__).resolve().parents[1]


def heard_by_turn(log: str) -> dict[int, str]:
    """What capture heard, by turn number, from the daemon's debug log (a turn whose command came with the wake
    phrase logs none: matching by position misaligned every row after it)."""
    return {int(m.group(1)): m.group(2) for m in re.finditer(
        r"gpt_home\.daemon\.capture.*turn (\d+) heard (['\"].*['\"])$", log, re.M)}


_TURN_END = re.compile(r"gpt_home\.daemon\.metrics: turn (\d+) \[")
_MODEL_START = re.compile(r"model: loaded ([\d.]+) s after the turn asked, first text ([\d.]+) s later \(\d+ prompt "
                          r"tokens, \d+ of them evaluated before, (\d+) read now\)")
_FIRST_WORDS = re.compile(r"reply guard: first words through after (\d+) model pieces")


def stages_by_turn(log: str) -> dict[int, dict]:
    """Load-independent stages of each turn from the daemon's debug log (the lines between the previous turn's
    metrics line and its own): speculative verdicts, passes whose wake phrase was misheard, and for a model turn the
    wait for the model, the time to its first text, the prompt tokens it read and the model pieces written before
    the reply guard let the first words through (what the first audio waits for after the transcript)."""
    stages, start = {}, 0
    for end in _TURN_END.finditer(log):
        part = log[start:end.start()]
        model, words = _MODEL_START.search(part), _FIRST_WORDS.search(part)
        stages[int(end.group(1))] = {
            "verdicts": part.count("endpointing verdict"), "wake_misheard_passes": part.count("no wake phrase"),
            "model_wait_s": float(model.group(1)) if model else None,
            "model_first_text_s": float(model.group(2)) if model else None,
            "prompt_tokens_read": int(model.group(3)) if model else None,
            "pieces_to_first_words": int(words.group(1)) if words and model else None}
        start = end.end()
    return stages


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
    if proc.returncode != 0 and "PEAK_RSS_KB" not in proc.stderr:
        raise SystemExit(proc.stderr[-3000:])
    # Every turn ran and the loop stopped, but the process died on its way out (seen at load 8-9, code recorded below):
    # the turns' figures in status.json stand
    cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    child_cpu = (cpu_after.ru_utime + cpu_after.ru_stime) - (cpu_before.ru_utime + cpu_before.ru_stime)
    peak_kb = int(next(line.split()[1] for line in proc.stderr.splitlines() if line.startswith("PEAK_RSS_KB")))
    turns = json.loads((data / "status.json").read_text())["turns"]
    heard = heard_by_turn(proc.stderr)
    stages = stages_by_turn(proc.stderr)
    rows = []
    for m, t in zip(meta, turns[-len(meta):] if len(turns) >= len(meta) else turns):
        said = heard.get(t.get("turn")) if t.get("turn") is not None else None
        captured = (t.get("capture_s") or 0) - (t.get("end_silence_s") or 0)
        cut = bool(m["after_pause_s"]) and captured < m["after_pause_s"] - 0.1
        rows.append({**m, "outcome": t["outcome"], "heard": said,
                     "end_silence_s": t.get("end_silence_s"), "stt_compute_s": t.get("stt_compute_s"),
                     "stt_s": t.get("stt_s"), "agent_first_s": t.get("agent_first_s"),
                     "tts_first_s": t.get("tts_first_s"),
                     "eos_to_audio_s": t.get("end_of_speech_to_first_audio_s"), "false_cutoff": cut,
                     **stages.get(t.get("turn"), {})})
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
            "run_cpu_s": round(child_cpu, 1), "run_wall_s": round(time.monotonic() - started, 1),
            "daemon_exit_code": proc.returncode}


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

    from gpt_home.daemon.wake_audio import judging_the_command, reading_after_wake

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
                                     engine, prefix=wake if with_wake else b"",
                                     prefix_reading=reading_after_wake(judge, "hey computer") if with_wake else None)
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


def _pair(wait: float | None, first: float | None) -> str:
    return "" if wait is None else f"{wait} / {first}"


def sets_markdown(result: dict) -> str:
    lines = ["## Turn sets through `gpt-home run` (default install, real-time WAV input)", "",
             f"Median end of speech -> first audio over local-intent and model turns: "
             f"{result['median_eos_to_audio_s']} s, worst {result['worst_eos_to_audio_s']} s; false cut-offs "
             f"{result['false_cutoffs']} / {result['pause_turns']} phrases with a {PAUSE_SECONDS} s mid-sentence pause; "
             f"peak RSS {result['peak_rss_mb']} MB; load average {result['load_avg_1min_before']} before, "
             f"{result['load_avg_1min_after']} after; the whole run: {result['run_cpu_s']} CPU-s in "
             f"{result['run_wall_s']} s (start, model load and all turns).", "",
             "| set | words | outcome | end silence s | stt s (after endpoint) | stt compute s | agent-first s "
             "| tts-first s | end of speech -> audio s | cut off | model wait / first text s | prompt tokens read "
             "| model pieces to first words | wake misheard passes |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    r2 = lambda v: "" if v is None else round(v, 3)  # noqa: E731
    lines += [f"| {r['kind']} | {r['text']} (heard: {r.get('heard')}) | {r['outcome']} | {r2(r['end_silence_s'])} | "
              f"{r2(r['stt_s'])} | {r2(r.get('stt_compute_s'))} | "
              f"{r2(r['agent_first_s'])} | {r2(r.get('tts_first_s'))} | {r2(r['eos_to_audio_s'])} | "
              f"{'yes' if r['false_cutoff'] else ''} | {_pair(r.get('model_wait_s'), r.get('model_first_text_s'))} | "
              f"{r2(r.get('prompt_tokens_read'))} | {r2(r.get('pieces_to_first_words'))} | "
              f"{r2(r.get('wake_misheard_passes'))} |" for r in result["rows"]]
    return "\n".join(lines) + "\n"
