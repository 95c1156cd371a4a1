"""What dropping the idle library pages before a model turn saves and costs (hardware/residents.py, issue 12).

One process per variant, in the daemon's order (bench/footprint.py's steps, shortened): the daemon's imports,
speech-to-text loaded and run once, the embedder, the wake spotter; then ``residents.make_room`` as a model turn
calls it, the local model loaded and one answer. Variant ``drop`` is the code as it is; ``keep`` skips the idle-page
drop (the code before this change). Records RSS (anon / file) at the answer's end and VmHWM, the CPU seconds of
make_room, of the load and of the answer, and the minor page faults of load + answer (the pages that came back).

    python bench/footprint_idle_pages.py [--rounds 2]   # -> bench/results/footprint_idle_pages.json
Not a test: RSS and CPU depend on the allocator and the load average (recorded).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "bench" / "results"

_CHILD = r'''
import ctypes, gc, json, resource, sys, tempfile, time
from pathlib import Path
def status():
    out = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        k, _, v = line.partition(":")
        if k in ("VmRSS", "RssAnon", "RssFile", "VmHWM"):
            out[k] = round(int(v.split()[0]) / 1024, 1)
    return out
from gpt_home.daemon.lean_imports import lazy_packages, skip_unused_imports
from gpt_home.hardware import heap, mapped_pages, residents
skip_unused_imports(); lazy_packages(); heap.limit_arenas(); heap.fix_mmap_threshold()
if sys.argv[1] == "keep":
    mapped_pages.drop_idle_file_pages = lambda *a, **k: 0
import numpy as np
from gpt_home.audio.stt import FasterWhisperTranscriber
cache = Path(sys.argv[2])
stt = FasterWhisperTranscriber(None, cache_dir=cache, releasable=True)
speech = (np.sin(np.arange(32000) / 8) * 3000).astype(np.int16).tobytes()
stt.transcribe(speech)
from gpt_home import wiring  # noqa: F401
from gpt_home.agent.llm import LocalChatModel, bundled_model_path
from gpt_home.memory.embeddings import load_embedder
load_embedder("auto").embed_query("warm up")
from gpt_home.audio.vad import make_classifier
from gpt_home.audio.wake import KwsWakeDetector
KwsWakeDetector(gate=make_classifier())
from langchain_core.messages import HumanMessage
gc.collect(); heap.trim()
out = {"before": status()}
cpu, own = time.process_time(), time.thread_time()
residents.make_room("the language model")
out["make_room_turn_thread_cpu_s"] = round(time.thread_time() - own, 4)  # what the turn waits for
if residents.idle_pages_drop is not None and sys.argv[1] == "drop":
    residents.idle_pages_drop.join()
out["make_room_cpu_s"] = round(time.process_time() - cpu, 4)  # every thread's, the drop beside it included
out["after_make_room"] = status()
model = LocalChatModel(model_path=str(bundled_model_path()), n_ctx=512, max_tokens=24, idle_release_seconds=600)
question = [HumanMessage(content="Tell me a short fact about the moon.")]
flt, cpu = resource.getrusage(resource.RUSAGE_SELF).ru_minflt, time.process_time()
with model.holder.use(model.context_needed(question)):
    pass
out["load_cpu_s"] = round(time.process_time() - cpu, 3)
cpu = time.process_time()
answer = model.invoke(question).content
out["answer_cpu_s"] = round(time.process_time() - cpu, 3)
out["minor_faults_load_answer"] = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - flt
out["after_answer"] = status()
out["answer"] = answer
print("RESULT " + json.dumps(out))
'''


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--out", default="footprint_idle_pages.json")
    args = parser.parse_args()
    import tempfile

    cache = Path(tempfile.mkdtemp(prefix="idle-pages-models-"))
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    rows = []
    for i in range(args.rounds + 1):  # the first process writes the int8 copy: not measured
        for variant in ("keep", "drop") if i % 2 else ("drop", "keep"):
            load = os.getloadavg()[0]
            done = subprocess.run([sys.executable, "-c", _CHILD, variant, str(cache)], env=env, capture_output=True,
                                  text=True, timeout=900)
            line = next((x for x in done.stdout.splitlines() if x.startswith("RESULT ")), None)
            if line is None:
                raise SystemExit(done.stderr[-3000:])
            if i == 0:
                break
            row = {"variant": variant, "load_avg_1min": round(load, 2), **json.loads(line[7:])}
            print(json.dumps(row), flush=True)
            rows.append(row)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / args.out).write_text(json.dumps({"measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                                                "cpus": os.cpu_count(), "rows": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
