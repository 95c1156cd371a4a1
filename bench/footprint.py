"""Where the daemon's memory goes, and the peak RSS of the whole `gpt-home run` with real turns.

Part 1 (steps): RSS after each part of the default stack is loaded, in one process, in the daemon's order (speech-to-text
first, then the agent, memory client and embedder, wake spotter, TTS), then the local model loaded on demand (with the
CPU time of the load and of one answer), after one answer and after its release. Part 2 (runs, bench/footprint_run.py):
`gpt-home run` over flite WAVs (a local-intent turn, two bundled-model turns, a local turn) with a 50 ms RSS sampler,
the daemon's own VmHWM and the embedded Postgres' RSS/PSS, for the default settings and the alternatives a small Pi
would use. Writes bench/results/footprint.json and .md. Not a test: RSS depends on the allocator and on what the
kernel keeps mapped; timings depend on the load average (recorded).

    python bench/footprint.py                 # both parts (about 10 minutes on an idle 2-core box)
    python bench/footprint.py --only steps    # or --only runs, --only postgres
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
RESULTS = REPO / "bench" / "results"


def _status_mb(field: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return 0.0


def steps() -> dict[str, object]:
    steps: list[dict[str, float | str]] = []
    trim = ctypes.CDLL(None).malloc_trim

    def note(step: str) -> None:
        gc.collect()
        trim(0)  # what the daemon does after its big frees (gpt_home/hardware/heap.py)
        rss = _status_mb("VmRSS")
        prev = float(steps[-1]["rss_mb"]) if steps else 0.0
        steps.append({"step": step, "rss_mb": round(rss, 1), "delta_mb": round(rss - prev, 1),
                      "anon_mb": round(_status_mb("RssAnon"), 1), "file_mb": round(_status_mb("RssFile"), 1),
                      "peak_mb": round(_status_mb("VmHWM"), 1)})
        print(f"{step:60s} {rss:7.1f} MB (+{rss - prev:.1f}) peak {_status_mb('VmHWM'):.1f}", flush=True)

    from gpt_home.hardware import heap

    from gpt_home.daemon.lean_imports import lazy_packages, skip_unused_imports

    skip_unused_imports()  # as `gpt-home run` does first
    lazy_packages()
    heap.limit_arenas()
    heap.fix_mmap_threshold()
    note("interpreter")
    import tempfile

    import numpy as np

    from gpt_home.audio.stt import FasterWhisperTranscriber

    cache = Path(tempfile.mkdtemp(prefix="footprint-models-"))
    FasterWhisperTranscriber(None, cache_dir=cache).release()  # the int8 copy a first start writes (not measured)
    note("(int8 copy of the Whisper model written, engine dropped)")
    stt = FasterWhisperTranscriber(None, cache_dir=cache, releasable=True)
    note("faster-whisper tiny.en loaded from its int8 copy (first, as `run` does)")
    speech = (np.sin(np.arange(32000) / 8) * 3000).astype(np.int16).tobytes()
    stt.transcribe(speech)
    note("after a first transcription")
    from gpt_home import wiring  # noqa: F401 - the agent, LangGraph, LangMem, psycopg, the skills
    from gpt_home.agent.llm import LocalChatModel, bundled_model_path

    note("agent + memory client + skills imported")
    from gpt_home.memory.embeddings import load_embedder

    load_embedder("auto").embed_query("warm up")
    note("embedder (wordllama) loaded")
    from gpt_home.audio.vad import make_classifier
    from gpt_home.audio.wake import KwsWakeDetector

    KwsWakeDetector(gate=make_classifier())
    note("wake spotter (pocketsphinx kws) + webrtcvad")
    from gpt_home.audio.tts import create_synthesizer
    from gpt_home.config import load_settings

    settings = load_settings({"llm_model": "none"})
    create_synthesizer(settings).synthesize("Hello there.")
    note("text-to-speech (espeak-ng, a child process per sentence)")
    timing: dict[str, float] = {}
    path = bundled_model_path()
    if path is not None:
        from langchain_core.messages import HumanMessage

        stt.release()  # what OnDemandModel.use does before a generation (hardware/residents.py)
        note("speech-to-text released for the model turn")
        model = LocalChatModel(model_path=str(path), n_ctx=settings.llm_context_tokens, max_tokens=24,
                               idle_release_seconds=600)
        question = [HumanMessage(content="Tell me a short fact about the moon.")]
        cpu, wall = time.process_time(), time.perf_counter()
        with model.holder.use(model.context_needed(question)):  # as a turn loads it: the context its prompt needs
            pass
        timing.update(model_load_cpu_s=time.process_time() - cpu, model_load_wall_s=time.perf_counter() - wall)
        note(f"local model (SmolLM2-135M) loaded for a short turn, n_ctx {model.holder.context}")
        cpu, wall = time.process_time(), time.perf_counter()
        model.invoke(question)
        timing.update(answer_cpu_s=time.process_time() - cpu, answer_wall_s=time.perf_counter() - wall)
        note("after one answer (24 tokens)")
        model.holder.release()
        note("after the release")
        stt.transcribe(speech)
        note("speech-to-text loaded again (the wake word) + a transcription")
    import shutil

    shutil.rmtree(cache, ignore_errors=True)  # the int8 copy written for these steps (tens of MB in /tmp)
    return {"steps": steps, "peak_mb": round(_status_mb("VmHWM"), 1),
            "timing": {k: round(v, 3) for k, v in timing.items()}}


# The first is the default a Pi Zero 2 W gets (llm_load_while_speaking follows MemTotal: off under 700 MiB); the
# second what this (large) machine's default is: the model loaded while the user speaks.
RUNS = [("Pi Zero 2 W default (llm_load_while_speaking=false)", {"GPT_HOME_LLM_LOAD_WHILE_SPEAKING": "false"}),
        ("this machine's default (model loaded while speaking)", {}),
        ("llm_model=none (local intents only)", {"GPT_HOME_LLM_MODEL": "none"}),
        ("llm_load_on_wake=true", {"GPT_HOME_LLM_LOAD_ON_WAKE": "true"}),
        ("stt_engine=sphinx", {"GPT_HOME_STT_ENGINE": "sphinx"})]


def runs(count: int = len(RUNS)) -> list[dict[str, object]]:
    from footprint_run import whole_run

    out = []
    for label, env in RUNS[:count]:
        result = whole_run(env, label=label)
        print(f"{label:45s} peak {result['peak_rss_mb']} MB, Postgres RSS {result['postgres_max_rss_mb']} MB "
              f"PSS {result['postgres_max_pss_mb']} MB, load {result['load_avg_1min']}", flush=True)
        out.append(result)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=["steps", "runs", "postgres"])
    parser.add_argument("--runs", type=int, default=len(RUNS), help="only the first N runs of RUNS")
    args = parser.parse_args()
    sys.path.insert(0, str(REPO / "bench"))
    result: dict[str, object] = {"cpus": os.cpu_count(), "load_avg_1min_before": round(os.getloadavg()[0], 2),
                                 "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    previous = json.loads((RESULTS / "footprint.json").read_text()) if (RESULTS / "footprint.json").exists() else {}
    result["steps"] = steps() if args.only in (None, "steps") else previous.get("steps")
    result["runs"] = runs(args.runs) if args.only in (None, "runs") else previous.get("runs")
    if args.only in (None, "postgres"):
        from footprint_run import postgres_settings

        result["postgres"] = postgres_settings()
    else:
        result["postgres"] = previous.get("postgres")
    stamp = f"{result['measured_at']}, load {result['load_avg_1min_before']}"
    result["part_measured"] = {part: (stamp if args.only in (None, part) else
                                      previous.get("part_measured", {}).get(part, previous.get("measured_at")))
                               for part in ("steps", "runs", "postgres")}
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "footprint.json").write_text(json.dumps(result, indent=1) + "\n")
    lines = [f"{result['cpus']} CPUs. Parts measured (UTC, 1-minute load average at the start): "
             + "; ".join(f"{k}: {v}" for k, v in result["part_measured"].items()), ""]
    step_part = result["steps"]
    if isinstance(step_part, dict):
        lines += ["| step | RSS MB | added MB | anon MB | file MB | peak so far MB |", "|---|---|---|---|---|---|"]
        lines += [f"| {s['step']} | {s['rss_mb']} | {s['delta_mb']} | {s.get('anon_mb', '')} | {s.get('file_mb', '')} "
                  f"| {s['peak_mb']} |" for s in step_part["steps"]]
        lines += ["", "Model timing (CPU s / wall s): " + json.dumps(step_part.get("timing", {})), ""]
    if isinstance(result["runs"], list):
        from footprint_run import markdown

        lines.append(markdown(result["runs"]))
    if isinstance(result["postgres"], list):
        lines += ["", "| embedded Postgres, idle, 2 connections | processes | RSS summed MB | PSS MB |", "|---|---|---|---|"]
        lines += [f"| {r['label']} | {r['processes']} | {r['rss_mb']} | {r['pss_mb']} |" for r in result["postgres"]]
    (RESULTS / "footprint.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
