"""The whole `gpt-home run` under a memory watch: peak RSS of the daemon with real turns, and the embedded Postgres.

One `gpt-home run --input DIR` (real-time pace, default settings, a fresh data directory) is fed flite WAVs: a
local-intent turn, then bundled-model turns, then a quiet tail. A sampler reads the daemon's /proc status every
50 ms (VmRSS split into anonymous and file-backed pages: the model file is memory-mapped, so its pages count as
file RSS and the kernel may drop them under pressure); the daemon reports its own VmHWM on exit. The embedded
Postgres' RSS and PSS (shared buffers are counted once in PSS) are read from its process tree while the daemon runs.
Per-turn timings come from the daemon's status.json (model-turn latency = agent_first_s / agent_s).

Imported by bench/footprint.py; not a test.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))

from voice_bench import flite, silence, write_wav  # noqa: E402 - the bench's own flite helpers

TURNS = [("local", "hey computer what time is it"), ("model", "hey computer tell me a fun fact about the moon"),
         ("model", "hey computer why is the sky blue"), ("local", "hey computer set a timer for five minutes")]
_WRAPPER = (
    "import runpy, sys; sys.argv = sys.argv[1:]\n"
    "try:\n    runpy.run_module('gpt_home.cli', run_name='__main__')\n"
    "except SystemExit: pass\n"
    "from pathlib import Path\n"
    "hwm = [l for l in Path('/proc/self/status').read_text().splitlines() if l.startswith('VmHWM')]\n"
    "print('PEAK', hwm[0].split()[1], file=sys.stderr)\n"
)


def _status_kb(pid: int) -> dict[str, int]:
    out: dict[str, int] = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmRSS", "RssAnon", "RssFile", "RssShmem", "VmHWM"):
                out[key] = int(value.split()[0])
    except (OSError, ValueError):
        pass
    return out


def _pss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def _descendants(root: int, exclude: set[int]) -> list[int]:
    """Every process below ``root`` (TTS children, ...), without the ``exclude`` ones and their children."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            parents.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [root]
    while todo:
        for child in parents.get(todo.pop(), []):
            if child not in exclude:
                out.append(child)
                todo.append(child)
    return out


def _is_postgres(pid: int) -> bool:
    """A process of the embedded Postgres (postmaster, pg_ctl, a backend or a worker), by its command name."""
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip().startswith(("postgres", "pg_ctl"))
    except OSError:
        return False


def _postgres_tree(pgdata: Path) -> list[int]:
    """The postmaster (from postmaster.pid) and its children (backends, checkpointer, walwriter, ...)."""
    try:
        root = int((pgdata / "postmaster.pid").read_text().splitlines()[0])
    except (OSError, ValueError, IndexError):
        return []
    pids = [root]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == root:
                    pids.append(int(entry.name))
            except (OSError, ValueError, IndexError):
                continue
    return pids


class Sampler(threading.Thread):
    """Samples the daemon's RSS and the embedded Postgres' RSS/PSS until stopped."""

    def __init__(self, pid: int, pgdata: Path) -> None:
        super().__init__(daemon=True)
        self.pid, self.pgdata = pid, pgdata
        self.samples: list[dict[str, float]] = []
        self.postgres: list[dict[str, float]] = []
        self.stop = threading.Event()
        self.started = time.monotonic()

    def run(self) -> None:
        tick = 0
        postgres: list[int] = []
        while not self.stop.wait(0.05):
            st = _status_kb(self.pid)
            if not st:
                continue
            # Postgres is the daemon's child too; before its postmaster.pid is read (start-up), tell it by name
            children = sum(_status_kb(p).get("VmRSS", 0) for p in _descendants(self.pid, set(postgres))
                           if not _is_postgres(p))
            self.samples.append({"t": round(time.monotonic() - self.started, 2), **{k: v / 1024 for k, v in st.items()},
                                 "tree": (st.get("VmRSS", 0) + children) / 1024})
            tick += 1
            if tick % 20 == 1:  # once a second: the Postgres tree
                pids = postgres = _postgres_tree(self.pgdata)
                if pids:
                    self.postgres.append({"t": round(time.monotonic() - self.started, 1), "processes": len(pids),
                                          "rss_mb": sum(_status_kb(p).get("VmRSS", 0) for p in pids) / 1024,
                                          "pss_mb": sum(_pss_kb(p) for p in pids) / 1024})


WAKE = "hey computer"
# Silence after a model turn's words: the daemon does not listen while it answers (a wake phrase said meanwhile is
# lost, as with a real microphone), and the first model turn of a fresh data directory also evaluates the voice rules
# once: 3-6 s on a quiet box, 16-47 s at load 5-10.
MODEL_TAIL_SECONDS = 30.0


def build_inputs(folder: Path, workdir: Path, tail_seconds: float) -> list[dict[str, str]]:
    folder.mkdir(parents=True)
    meta = []
    for i, (kind, text) in enumerate(TURNS):
        # The wake phrase as its own clip, 0.25 s before the request: said in one breath by flite, pocketsphinx's
        # keyword spotting missed "hey computer tell me a fun fact about the moon" in every run (the lost turn).
        command = text.removeprefix(WAKE + " ")
        pcm = (silence(0.5) + flite(WAKE, workdir) + silence(0.25) + flite(command, workdir)
               + silence(MODEL_TAIL_SECONDS if kind == "model" else 1.5))
        if i == len(TURNS) - 1:
            pcm += silence(tail_seconds)
        write_wav(folder / f"{i:02d}-{kind}.wav", pcm)
        meta.append({"kind": kind, "text": command})
    return meta


def whole_run(env_overrides: dict[str, str] | None = None, *, tail_seconds: float = 8.0,
              label: str = "default") -> dict[str, object]:
    """One `gpt-home run` over the turn WAVs; peak and per-phase RSS, Postgres RSS/PSS, per-turn timings."""
    with tempfile.TemporaryDirectory(prefix="footprint-") as tmp:
        work = Path(tmp)
        meta = build_inputs(work / "in", work, tail_seconds)
        data = work / "data"
        env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_")}
        env.update(PYTHONPATH=str(REPO), **(env_overrides or {}))
        load_before = os.getloadavg()[0]
        start = time.monotonic()
        cpu_before = os.times()
        proc = subprocess.Popen(
            [sys.executable, "-c", _WRAPPER, "gpt-home", "--data-dir", str(data), "run", "--input", str(work / "in"),
             "--output-dir", str(work / "out")], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        sampler = Sampler(proc.pid, data / "pgdata")
        sampler.start()
        try:
            _, err = proc.communicate(timeout=1200)
        finally:
            sampler.stop.set()
            sampler.join()
            subprocess.run([sys.executable, "-m", "gpt_home.cli", "--data-dir", str(data), "db", "stop"], env=env,
                           capture_output=True, check=False, timeout=60)
        cpu_after = os.times()
        if proc.returncode != 0:
            raise SystemExit(err[-3000:])
        peak_kb = int(next(line.split()[1] for line in err.splitlines() if line.startswith("PEAK")))
        turns = json.loads((data / "status.json").read_text())["turns"][-len(meta):]
    rows = [{**m, "outcome": t.get("outcome"), "stt_compute_s": t.get("stt_compute_s"),
             "agent_first_s": t.get("agent_first_s"), "agent_s": t.get("agent_s"),
             "eos_to_audio_s": t.get("end_of_speech_to_first_audio_s")} for m, t in zip(meta, turns)]
    model = [r for r in rows if r["kind"] == "model" and r["agent_first_s"] is not None]
    samples = sampler.samples
    top = max(samples, key=lambda s: s["VmRSS"]) if samples else {}
    pg = sampler.postgres
    return {
        "label": label, "env": env_overrides or {}, "peak_rss_mb": round(peak_kb / 1024, 1),
        "sampled_max_rss_mb": round(top.get("VmRSS", 0.0), 1),
        "tree_max_rss_mb": round(max((s.get("tree", 0.0) for s in samples), default=0.0), 1),
        "at_sampled_max": {k: round(top.get(k, 0.0), 1) for k in ("RssAnon", "RssFile", "RssShmem")},
        "end_rss_mb": round(samples[-1]["VmRSS"], 1) if samples else None,
        "postgres_max_rss_mb": round(max((p["rss_mb"] for p in pg), default=0.0), 1),
        "postgres_max_pss_mb": round(max((p["pss_mb"] for p in pg), default=0.0), 1),
        "postgres_processes": max((int(p["processes"]) for p in pg), default=0),
        "turns": rows,
        "turns_recorded": f"{len(turns)} of {len(meta)}",  # a wake phrase said while a slow turn ran is lost
        "model_contexts": [int(n) for n in re.findall(r"\((\d+)-token context\)", err)],  # one per model load
        "model_agent_first_s_median": round(statistics.median(r["agent_first_s"] for r in model), 2) if model else None,
        "model_agent_s_median": round(statistics.median(r["agent_s"] for r in model if r["agent_s"]), 2) if model else None,
        "wall_s": round(time.monotonic() - start, 1),
        "cpu_s": round((cpu_after.children_user + cpu_after.children_system)
                       - (cpu_before.children_user + cpu_before.children_system), 1),
        "load_avg_1min": [round(load_before, 2), round(os.getloadavg()[0], 2)],
        "timeline": [{"t": s["t"], "rss": round(s["VmRSS"], 1)} for s in samples[:: max(1, len(samples) // 60)]],
    }


def markdown(runs: list[dict[str, object]]) -> str:
    lines = ["| run | peak RSS MB (VmHWM) | with child processes MB | anon / file MB at peak | RSS at end MB | "
             "Postgres RSS / PSS MB | model turn agent-first / agent s (median) | outcomes | load |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in runs:
        at = r["at_sampled_max"]
        outcomes = ", ".join(f"{t['kind']}:{t['outcome']}" for t in r["turns"])  # type: ignore[union-attr]
        outcomes += f" ({r.get('turns_recorded', '?')} turns)"
        lines.append(f"| {r['label']} | {r['peak_rss_mb']} | {r.get('tree_max_rss_mb', '')} | "
                     f"{at['RssAnon']} / {at['RssFile']} | "  # type: ignore[index]
                     f"{r['end_rss_mb']} | {r['postgres_max_rss_mb']} / {r['postgres_max_pss_mb']} | "
                     f"{r['model_agent_first_s_median']} / {r['model_agent_s_median']} | {outcomes} | "
                     f"{r['load_avg_1min'][0]} → {r['load_avg_1min'][1]} |")  # type: ignore[index]
    return "\n".join(lines) + "\n"


PI_ZERO_POSTGRES = {"shared_buffers": "32MB", "max_connections": "10", "io_workers": "1", "work_mem": "2MB"}


def postgres_settings() -> list[dict[str, object]]:
    """The embedded Postgres' RSS/PSS, idle with two connections, at its defaults and with PI_ZERO_POSTGRES."""
    import psycopg

    from gpt_home.memory.embedded import _drop_handle, ensure_embedded_server

    def measure(data: Path, label: str) -> dict[str, object]:
        uri = ensure_embedded_server(data)
        conns = [psycopg.connect(uri, autocommit=True) for _ in range(2)]
        for conn in conns:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            conn.execute("SELECT count(*) FROM pg_class, pg_attribute").fetchone()
        pids = _postgres_tree(data / "pgdata")
        row = {"label": label, "processes": len(pids),
               "rss_mb": round(sum(_status_kb(p).get("VmRSS", 0) for p in pids) / 1024, 1),
               "pss_mb": round(sum(_pss_kb(p) for p in pids) / 1024, 1)}
        for conn in conns:
            conn.close()
        return row

    def stop(data: Path) -> None:
        subprocess.run([sys.executable, "-m", "gpt_home.cli", "--data-dir", str(data), "db", "stop"],
                       env={**os.environ, "PYTHONPATH": str(REPO)}, capture_output=True, check=False, timeout=60)
        _drop_handle(data / "pgdata")

    with tempfile.TemporaryDirectory(prefix="footprint-pg-") as tmp:
        data = Path(tmp)
        try:
            rows = [measure(data, "defaults")]
            with psycopg.connect(ensure_embedded_server(data), autocommit=True) as conn:
                for key, value in PI_ZERO_POSTGRES.items():
                    conn.execute(f"ALTER SYSTEM SET {key} = '{value}'")
            stop(data)
            rows.append(measure(data, ", ".join(f"{k}={v}" for k, v in PI_ZERO_POSTGRES.items())))
        finally:
            stop(data)
    return rows
