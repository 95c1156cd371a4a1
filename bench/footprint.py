"""Where the daemon's memory goes: RSS after each part of the default stack is loaded, in one process, step by step.

Steps follow `gpt-home run`: the agent and memory client, the embedder, the wake word spotter and VAD, speech-to-text
(loaded, then after a first transcription), text-to-speech, then the local model loaded on demand, after one answer,
and after its idle release. Writes bench/results/footprint.json and .md. Not a test: RSS depends on the allocator
and on what the kernel keeps mapped.

    python bench/footprint.py
"""

from __future__ import annotations

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


def main() -> int:
    steps: list[dict[str, float | str]] = []

    def note(step: str) -> None:
        gc.collect()
        rss = _status_mb("VmRSS")
        prev = float(steps[-1]["rss_mb"]) if steps else 0.0
        steps.append({"step": step, "rss_mb": round(rss, 1), "delta_mb": round(rss - prev, 1),
                      "peak_mb": round(_status_mb("VmHWM"), 1)})
        print(f"{step:55s} {rss:7.1f} MB (+{rss - prev:.1f})", flush=True)

    note("interpreter")
    import numpy as np

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
    from gpt_home.audio.stt import FasterWhisperTranscriber

    stt = FasterWhisperTranscriber(None)
    note("faster-whisper tiny.en int8 loaded")
    speech = (np.sin(np.arange(32000) / 8) * 3000).astype(np.int16).tobytes()
    stt.transcribe(speech)
    note("after a first transcription")
    from gpt_home.audio.tts import create_synthesizer
    from gpt_home.config import load_settings

    create_synthesizer(load_settings({"llm_model": "none"})).synthesize("Hello there.")
    note("text-to-speech (espeak-ng, a child process per sentence)")
    path = bundled_model_path()
    if path is not None:
        model = LocalChatModel(model_path=str(path), n_ctx=2048, max_tokens=24, idle_release_seconds=600)
        model.load()
        note("local model (SmolLM2-135M) loaded, n_ctx 2048")
        from langchain_core.messages import HumanMessage

        model.invoke([HumanMessage(content="Tell me a short fact about the moon.")])
        note("after one answer")
        model.holder.release()
        time.sleep(0.2)
        note("after the idle release")
    result = {"steps": steps, "peak_mb": round(_status_mb("VmHWM"), 1), "cpus": os.cpu_count(),
              "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "footprint.json").write_text(json.dumps(result, indent=1) + "\n")
    lines = ["| step | RSS MB | added MB | peak so far MB |", "|---|---|---|---|"]
    lines += [f"| {s['step']} | {s['rss_mb']} | {s['delta_mb']} | {s['peak_mb']} |" for s in steps]
    (RESULTS / "footprint.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
