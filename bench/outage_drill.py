"""Outage drill: 200 memory writes from a daemon-like, a CLI-like and a page-like process at once while the embedded
Postgres is hung (SIGSTOP), then killed (SIGKILL) and restarted, with one clear in the middle.

Figures: writes lost, duplicated and resurrected after the clear (all must be 0), the worst turn latency the outage
added in the daemon-like process (a local-intent turn that stores a fact), and how long the journal took to drain once
the server was back. Writes to user ``kept`` must all arrive exactly once; writes to user ``cleared`` finished before
the clear started must never appear, those after it finished must.

Run: .venv/bin/python bench/outage_drill.py   (writes bench/results/outage_drill.json)
     .venv/bin/python bench/outage_drill.py --cold-only --runs 3   (only the cold `gpt-home ask` with the server hung:
     reply printed / process end from process start, CPU seconds; writes bench/results/outage_cold_start.json)
     .venv/bin/python bench/outage_drill.py --cold-only --runs 5 --prime   (the voice rules kept first, as
     `gpt-home doctor` keeps them after installing: outage_cold_start_primed.json)
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# writes per writer per phase: up, hung (before the clear), hung (after it), killed, back.
PHASES = ("up", "hung-before-clear", "hung-after-clear", "killed", "back")
PLAN = {"daemon": (14, 17, 17, 10, 9), "cli": (14, 17, 17, 10, 9), "page": (14, 17, 17, 10, 8)}  # 200 in all
USERS = ("kept", "cleared")


def _settings(data_dir: str) -> Any:
    from gpt_home.config import load_settings

    return load_settings({"data_dir": data_dir, "database_url": None, "llm_model": "none",
                          "memory_deadline_seconds": 0.1, "memory_connect_wait_seconds": 1.0})


def _text(kind: str, phase: int, i: int, user: str) -> str:
    return f"drill fact {kind} {PHASES[phase]} {i} for {user}"


def writer(kind: str, data_dir: str, go: list[Any], done: Any, results: Any) -> None:
    """One writing process; waits for each phase's event, writes its share, reports (text, user, t_done, seconds)."""
    import logging

    logging.basicConfig(level=logging.WARNING)
    settings = _settings(data_dir)
    log: list[tuple[str, str, float, float, int]] = []
    if kind == "daemon":
        from gpt_home.agent.assistant import Assistant
        from gpt_home.wiring import open_memory

        memory = open_memory(settings)
        memory.wait_ready(60)
        holder: list[Any] = [memory]

        def remember(text: str, ctx: Any) -> str | None:
            if not text.startswith("remember that "):
                return None
            holder[0].add(ctx.user_id, text[len("remember that "):])
            return "OK, I'll remember that."

        assistant = Assistant(settings, memory, chat_model=None, intent_handlers=[remember])
        assistant.turn("remember that warm up", user_id="warmup")

        def write(text: str, user: str) -> None:
            reply = assistant.turn(f"remember that {text}", user_id=user)
            assert reply.source == "intent", reply
    elif kind == "cli":
        from gpt_home.wiring import open_memory

        def write(text: str, user: str) -> None:  # a fresh service per write, like one `gpt-home memory add`
            service = open_memory(settings, background=False, write_wait_seconds=2.0)
            try:
                service.wait_ready(1.0)
                service.add(user, text, source="cli")
            finally:
                service.close(timeout_seconds=1.0)
    else:
        from gpt_home.webapp.services import WebServices

        web = WebServices(settings)

        def write(text: str, user: str) -> None:
            web.memory().add(user, text, source="page")

    for phase, count in enumerate(PLAN[kind]):
        go[phase].wait()
        for i in range(count):
            user = USERS[i % 2]
            text = _text(kind, phase, i, user)
            started = time.monotonic()
            write(text, user)
            log.append((text, user, time.time(), time.monotonic() - started, phase))
        done.put((kind, phase))
    results.put((kind, log))
    if kind == "daemon":
        assistant.close()
        memory.close(timeout_seconds=30)


def _server_procs(data_dir: Path) -> list[Any]:
    import psutil

    from gpt_home.memory.embedded import embedded_server_pid

    pid = embedded_server_pid(data_dir)
    assert pid is not None
    postmaster = psutil.Process(pid)
    return [postmaster, *postmaster.children(recursive=True)]


def _stored(url: str) -> list[tuple[str, str]]:
    import psycopg

    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT prefix, value->>'content' FROM store WHERE starts_with(prefix, 'memories.') "
                            "AND value->>'content' LIKE 'drill fact %'").fetchall()
    return [(r[0].split(".")[1], r[1]) for r in rows]


def run(data_dir: Path) -> dict[str, Any]:
    from gpt_home.memory.embedded import embedded_server_pid, ensure_embedded_server, stop_embedded_server
    from gpt_home.memory.journal import Journal
    from gpt_home.memory.store import open_database

    settings = _settings(str(data_dir))
    url = ensure_embedded_server(data_dir)
    open_database(settings).close()
    ctx = mp.get_context("spawn")
    go = [ctx.Event() for _ in PHASES]
    done, results = ctx.Queue(), ctx.Queue()
    procs = [ctx.Process(target=writer, args=(k, str(data_dir), go, done, results), name=k) for k in PLAN]
    for p in procs:
        p.start()
    marks: dict[str, float] = {}

    def phase(n: int) -> None:
        go[n].set()
        for _ in PLAN:
            done.get(timeout=600)

    try:
        phase(0)
        stopped = _server_procs(data_dir)
        for p in stopped:
            p.send_signal(signal.SIGSTOP)
        marks["hung"] = time.time()
        phase(1)
        from pydantic import SecretStr

        from gpt_home.webapp import create_app

        page = create_app(settings.model_copy(update={"web_api_token": SecretStr("drill-token")})).test_client()
        marks["clear_start"] = time.time()
        response = page.post("/clearMemory", json={"user": "cleared"}, headers={"Authorization": "Bearer drill-token"})
        marks["clear_end"] = time.time()
        page.application.extensions["gpt_home"].close()
        assert response.status_code == 200, response.get_data(as_text=True)
        phase(2)
        for p in stopped:
            p.send_signal(signal.SIGKILL)
        marks["killed"] = time.time()
        phase(3)
        deadline = time.monotonic() + 300
        while embedded_server_pid(data_dir) is None:  # the daemon-like process restarts it by itself
            assert time.monotonic() < deadline, "the embedded server was not restarted"
            time.sleep(0.05)
        marks["restarted"] = time.time()
        phase(4)
        journal = Journal.at(data_dir)
        while journal.pending():
            assert time.monotonic() < deadline, "the journal did not drain"
            time.sleep(0.05)
        marks["drained"] = time.time()
        logs = dict(results.get(timeout=600) for _ in PLAN)
        for p in procs:
            p.join(120)
        stored = _stored(url)
    finally:
        for p in procs:
            if p.is_alive():
                p.kill()
        stop_embedded_server(data_dir)
    return _figures(logs, stored, marks)


def _ask_cold(env: dict[str, str], text: str) -> dict[str, Any]:
    """One `gpt-home ask --json` process: when the reply was printed and when the process ended (both from its
    start), its CPU time (user + system, from the kernel's rusage: what load barely changes) and the turn's timings."""
    import os
    import subprocess

    started = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "ask", "--json", text], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    printed = time.monotonic() - started
    rest = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    ended = time.monotonic() - started
    reply = json.loads(line) if proc.returncode == 0 and line.strip() else {"source": f"rc {proc.returncode} {rest}"}
    return {"reply_printed_s": round(printed, 2), "process_s": round(ended, 2),
            "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
            "turn_s": reply.get("timings", {}).get("total"), "graph_s": reply.get("timings", {}).get("graph"),
            "source": f"{reply.get('source')}/{reply.get('handled_by')}", "reply": str(reply.get("reply", ""))[:80]}


def cold_start(data_dir: Path, runs: int = 1, *, prime: bool = False) -> dict[str, Any]:
    """`gpt-home ask` from a cold process while the embedded server is hung: a local intent and a model turn.

    Each figure is the median over ``runs`` processes (the first process of all also warms the OS file cache);
    ``*_each_s`` lists every process in order. The first model question of a fresh data dir reads the whole prompt
    and keeps its state (agent/prompt_state.py); later ones restore it: the first entry is that first cold start.
    ``prime``: keep that state first, as `gpt-home doctor` does after installing (then every entry restores it).
    """
    import contextlib
    import os

    import psutil

    from gpt_home.memory.embedded import ensure_embedded_server, stop_embedded_server
    from gpt_home.memory.store import open_database

    ensure_embedded_server(data_dir)
    open_database(_settings(str(data_dir))).close()
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_") and k != "DATABASE_URL"}
    env.update({"GPT_HOME_DATA_DIR": str(data_dir), "GPT_HOME_LLM_MODEL": "auto", "GPT_HOME_LLM_MAX_TOKENS": "24"})
    if prime:
        from gpt_home.agent.llm import build_chat_model
        from gpt_home.config import load_settings
        from gpt_home.doctor import keep_voice_rules

        model_settings = load_settings({"data_dir": str(data_dir), "llm_model": "auto", "database_url": None})
        assert keep_voice_rules(model_settings, build_chat_model(model_settings)), "the voice rules were not kept"
    figures: dict[str, Any] = {"load_average_at_start": [round(x, 2) for x in os.getloadavg()],
                               "voice_rules_kept_before_first_run": prime}
    procs = _server_procs(data_dir)
    try:
        for p in list(procs):
            try:
                p.send_signal(signal.SIGSTOP)
            except psutil.NoSuchProcess:  # a backend of a connection just closed has exited meanwhile
                procs.remove(p)
        for name, text in (("local_intent", "what time is it"), ("bundled_model", "why do cats purr")):
            samples = [_ask_cold(env, text) for _ in range(runs)]
            # reply_printed_s is what a user feels; process_s adds the exit (queued memory work, bounded); turn_s is
            # the reply path inside the process (connection wait included); cpu_s barely depends on the box's load.
            for key in ("reply_printed_s", "process_s", "cpu_s", "turn_s", "graph_s"):
                values = [s[key] for s in samples if s[key] is not None]
                figures[f"cold_hung_{name}_{key}"] = round(statistics.median(values), 3) if values else None
            figures[f"cold_hung_{name}_reply_printed_each_s"] = [s["reply_printed_s"] for s in samples]
            figures[f"cold_hung_{name}_cpu_each_s"] = [s["cpu_s"] for s in samples]
            figures[f"cold_hung_{name}_source"] = samples[-1]["source"]
            figures[f"cold_hung_{name}_reply"] = samples[-1]["reply"]
        figures["cold_runs"] = runs
        figures["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    finally:
        for p in procs:
            with contextlib.suppress(psutil.NoSuchProcess):
                p.send_signal(signal.SIGCONT)
        stop_embedded_server(data_dir)
    return figures


def _figures(logs: dict[str, list[Any]], stored: list[tuple[str, str]], marks: dict[str, float]) -> dict[str, Any]:
    writes = [w for log in logs.values() for w in log]
    counts: dict[str, int] = {}
    for _, text in stored:
        counts[text] = counts.get(text, 0) + 1
    must = [w[0] for w in writes if w[1] == "kept" or w[2] > marks["clear_end"] and w[4] >= 2]
    must_not = [w[0] for w in writes if w[1] == "cleared" and w[2] < marks["clear_start"]]
    daemon = logs["daemon"]
    baseline = statistics.median(w[3] for w in daemon if w[4] == 0)
    outage = [w[3] for w in daemon if w[4] in (1, 2, 3)]
    return {
        "writes": len(writes),
        "lost": sum(1 for t in must if counts.get(t, 0) == 0),
        "duplicated": sum(1 for c in counts.values() if c > 1),
        "resurrected": sum(1 for t in must_not if counts.get(t, 0) > 0),
        "checked_present": len(must),
        "checked_absent": len(must_not),
        "daemon_turn_median_up_ms": round(baseline * 1000, 1),
        "daemon_turn_worst_during_outage_ms": round(max(outage) * 1000, 1),
        "worst_added_turn_latency_ms": round((max(outage) - baseline) * 1000, 1),
        "cli_write_worst_during_outage_ms": round(max(w[3] for w in logs["cli"] if w[4] in (1, 2, 3)) * 1000, 1),
        "page_write_worst_during_outage_ms": round(max(w[3] for w in logs["page"] if w[4] in (1, 2, 3)) * 1000, 1),
        "restart_after_kill_s": round(marks["restarted"] - marks["killed"], 2),
        "journal_drain_after_restart_s": round(marks["drained"] - marks["restarted"], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=None, help="default: bench/results/outage_drill.json "
                        "(outage_cold_start.json with --cold-only)")
    parser.add_argument("--cold-only", action="store_true", help="only the cold `gpt-home ask` with the server hung")
    parser.add_argument("--runs", type=int, default=3, help="cold `ask` processes per question (median)")
    parser.add_argument("--prime", action="store_true", help="keep the voice rules first, as `gpt-home doctor` does")
    args = parser.parse_args()
    name = "outage_drill.json" if not args.cold_only else (
        "outage_cold_start_primed.json" if args.prime else "outage_cold_start.json")
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / name
    with tempfile.TemporaryDirectory(prefix="gpt-home-drill-") as tmp:
        figures = cold_start(Path(tmp) / "cold", runs=args.runs, prime=args.prime)
        if not args.cold_only:
            figures.update(run(Path(tmp) / "data"))
    for key, value in figures.items():
        print(f"{key:40} {value}")
    out.write_text(json.dumps(figures, indent=2) + "\n")
    ok = args.cold_only or figures["lost"] == figures["duplicated"] == figures["resurrected"] == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
