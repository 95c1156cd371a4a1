"""Settings page under load: the Memories page as a browser loads it, ``GET /api/memories`` and ``GET /api/status``,
each at 1 and at 20 concurrent clients, then ``POST /clearMemory``.

The app runs exactly as production runs it: the real ``gpt-home web`` process (waitress, the CLI's default worker
threads, the default log level) on loopback, over a real Postgres (an embedded one in a temp dir unless DATABASE_URL is
set), with a daemon status file of 20 turns beside it. The load comes from another process: ``wrk`` (Debian package;
a C client takes little of the CPU the server needs) when installed, else Python clients in a few processes. Clients
are closed-loop (the next request leaves when the answer arrives, no think time) and keep their connection alive, and
send the headers a browser sends (the page as a navigation, the API as a fetch). "memories page + assets" is the
first visit of the page: the HTML, then app.css and app.js on the same connection.

Besides wall-clock percentiles it records the server process's CPU time per request (user + system, from /proc),
which other work on the box barely changes, and the load average before and after each run.
Target (issue 12): p99 <= 50 ms with 0 errors at 20 clients on the memories page and the status endpoint.

    python bench/web_bench.py [--clients 20] [--seconds 10] [--memories 50] [--driver auto|wrk|python] [--threads N]
                              [--server waitress|granian] [--server-timing] [--pin SERVER:CLIENT] [--out PATH]

``--server-timing`` (waitress only) also records, inside the server, each request's queue / service / flush time,
garbage-collector pauses and log records, to tell the server's own tail from the client's and the machine's.
"""

from __future__ import annotations

import argparse
import http.client
import json
import multiprocessing as mp
import os
import platform
import re
import resource
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

TIMING = False  # --server-timing: the server runs through serve_with_timing
PIN: dict[str, str] = {}  # --pin: CPU lists for taskset, {'server': ..., 'client': ...}
REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

USER = "bench-user"
HOST = "127.0.0.1"
_CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36"
PAGE_HEADERS = {  # a navigation (typed address or link), as Chromium sends it
    "User-Agent": _CHROME,
    "Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
    "Accept-Encoding": "gzip, deflate",
    "Accept-Language": "en-GB,en;q=0.9",
    "Upgrade-Insecure-Requests": "1",
    "Sec-Fetch-Site": "none",
    "Sec-Fetch-Mode": "navigate",
    "Sec-Fetch-Dest": "document",
    "Sec-Fetch-User": "?1",
}
API_HEADERS = {  # a fetch() from a page of the same origin
    "User-Agent": _CHROME,
    "Accept": "application/json",
    "Accept-Encoding": "gzip, deflate",
    "Accept-Language": "en-GB,en;q=0.9",
    "Sec-Fetch-Site": "same-origin",
    "Sec-Fetch-Mode": "cors",
    "Sec-Fetch-Dest": "empty",
}


@dataclass(frozen=True)
class Scenario:
    """One measured load: each client requests ``paths`` in turn (one path: the same request again and again)."""

    name: str
    method: str
    paths: tuple[str, ...]
    headers: dict[str, str]
    body: bytes | None = None
    target: bool = False  # judged against the p99 target at the full client count


SCENARIOS = [
    Scenario("memories page (HTML)", "GET", ("/memories",), PAGE_HEADERS, target=True),
    Scenario("memories page + assets", "GET", ("/memories", "/static/app.css", "/static/app.js"), PAGE_HEADERS),
    Scenario("GET /api/memories", "GET", ("/api/memories",), API_HEADERS, target=True),
    Scenario("GET /api/status", "GET", ("/api/status",), API_HEADERS, target=True),
]
CLEAR = Scenario("POST /clearMemory", "POST", ("/clearMemory",), {"User-Agent": "curl/7.88.1"})  # curl -X POST


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` and its child processes (granian's worker) (Linux /proc)."""
    total = 0.0
    children = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True, check=False).stdout.split()
    for process in (pid, *map(int, children)):
        try:
            fields = Path(f"/proc/{process}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # exited meanwhile
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


# --- Python clients (fallback when wrk is not installed) -------------------------------------------------------
def _client(port: int, scenario: Scenario, until: float, out: list) -> None:
    conn = http.client.HTTPConnection(HOST, port, timeout=10)
    i = 0
    while time.monotonic() < until:
        path = scenario.paths[i % len(scenario.paths)]
        i += 1
        started = time.perf_counter()
        try:
            conn.request(scenario.method, path, body=scenario.body, headers=scenario.headers)
            answer = conn.getresponse()
            answer.read()
            ok = answer.status < 400
        except (OSError, http.client.HTTPException):
            ok = False
            conn.close()
            conn = http.client.HTTPConnection(HOST, port, timeout=10)
        out.append((time.perf_counter() - started, ok))
    conn.close()


def _worker(port: int, scenario: Scenario, threads: int, start_at: float, seconds: float, queue: mp.Queue) -> None:
    while time.time() < start_at:  # all processes start together
        time.sleep(0.001)
    until = time.monotonic() + seconds
    results: list[list] = [[] for _ in range(threads)]
    pool = [threading.Thread(target=_client, args=(port, scenario, until, r)) for r in results]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    queue.put([item for r in results for item in r])


def run_python(port: int, scenario: Scenario, clients: int, seconds: float) -> dict:
    """``clients`` closed-loop clients in up to 4 processes for ``seconds``: percentiles in ms, errors, req/s."""
    processes = min(4, clients)
    per = [clients // processes + (1 if i < clients % processes else 0) for i in range(processes)]
    queue: mp.Queue = mp.Queue()
    start_at = time.time() + 0.5
    procs = [mp.Process(target=_worker, args=(port, scenario, n, start_at, seconds, queue)) for n in per]
    for p in procs:
        p.start()
    samples = [item for _ in procs for item in queue.get(timeout=seconds + 60)]
    for p in procs:
        p.join(timeout=30)
    latencies = sorted(s for s, _ in samples)
    q = statistics.quantiles(latencies, n=100, method="inclusive") if len(latencies) > 1 else [0.0] * 99
    return {"requests": len(samples), "errors": sum(1 for _, ok in samples if not ok),
            "p50_ms": round(q[49] * 1000, 2), "p99_ms": round(q[98] * 1000, 2),
            "max_ms": round(latencies[-1] * 1000, 2) if latencies else None}


# --- wrk -------------------------------------------------------------------------------------------------------
_WRK_LUA = """
wrk.method = {method}
wrk.body = {body}
{headers}
local paths = {{{paths}}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format(nil, paths[i])
end
"""
_UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def _ms(text: str) -> float:
    number, unit = re.fullmatch(r"([0-9.]+)(us|ms|s|m)", text.strip()).groups()  # type: ignore[union-attr]
    return round(float(number) * _UNITS_MS[unit], 2)


def run_wrk(port: int, scenario: Scenario, clients: int, seconds: float, workdir: Path) -> dict:
    """The same measurement with wrk: percentiles from its latency histogram, errors = socket errors + 4xx/5xx."""
    script = workdir / "wrk.lua"
    headers = "\n".join(f"wrk.headers[{json.dumps(k)}] = {json.dumps(v)}" for k, v in scenario.headers.items())
    if scenario.body:
        headers += '\nwrk.headers["Content-Type"] = "application/json"'
    script.write_text(_WRK_LUA.format(method=json.dumps(scenario.method), headers=headers,
                                      body=json.dumps(scenario.body.decode()) if scenario.body else "nil",
                                      paths=", ".join(json.dumps(p) for p in scenario.paths)))
    pin = ["taskset", "-c", PIN["client"]] if PIN else []
    out = subprocess.run([*pin, "wrk", f"-c{clients}", f"-t{min(2, clients)}", f"-d{int(seconds)}s", "--latency",
                          "--timeout", "10s", "-s", str(script), f"http://{HOST}:{port}/"],
                         capture_output=True, text=True, timeout=seconds + 60, check=True).stdout
    pct = dict(re.findall(r"^\s+(50|99)%\s+(\S+)$", out, re.MULTILINE))
    requests = int(re.search(r"(\d+) requests in", out).group(1))  # type: ignore[union-attr]
    socket_errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    max_latency = re.search(r"Latency\s+\S+\s+\S+\s+(\S+)", out)
    return {"requests": requests, "errors": socket_errors + (int(non2xx.group(1)) if non2xx else 0),
            "p50_ms": _ms(pct["50"]), "p99_ms": _ms(pct["99"]),
            "max_ms": _ms(max_latency.group(1)) if max_latency else None}


def measure(driver: str, port: int, pid: int, scenario: Scenario, clients: int, seconds: float,
            workdir: Path) -> dict:
    """One run with the server's (and wrk's) CPU time per request, the load average around it and, with
    ``--server-timing``, the server-side distribution of each request's time (``timing_file``)."""
    timing_file = workdir / "server-timing.json"
    if TIMING:
        os.kill(pid, signal.SIGUSR1)  # reset the server's own figures
    load_before, cpu_before = os.getloadavg()[0], _cpu_seconds(pid)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    figures = (run_wrk(port, scenario, clients, seconds, workdir) if driver == "wrk"
               else run_python(port, scenario, clients, seconds))
    cpu = _cpu_seconds(pid) - cpu_before
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    n = max(1, figures["requests"])
    row = {"endpoint": scenario.name, "clients": clients, "seconds": seconds, **figures,
           "rps": round(figures["requests"] / seconds, 1),
           "server_cpu_ms_per_request": round(cpu * 1000 / n, 3),
           "load_1min": [round(load_before, 2), round(os.getloadavg()[0], 2)]}
    if driver == "wrk":
        wrk_cpu = after.ru_utime + after.ru_stime - children.ru_utime - children.ru_stime
        row["wrk_cpu_ms_per_request"] = round(wrk_cpu * 1000 / n, 3)
    if TIMING:
        timing_file.unlink(missing_ok=True)
        os.kill(pid, signal.SIGUSR2)
        deadline = time.monotonic() + 10
        while not timing_file.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        row["server_side"] = json.loads(timing_file.read_text())
    return row


# --- server-side timing: `gpt-home web` run in this script's process with waitress's channel hooked ----------------
def _percentiles(values: list[float]) -> dict | None:
    if not values:
        return None
    ordered = sorted(values)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 3)

    return {"n": len(ordered), "p50_ms": at(0.5), "p90_ms": at(0.9), "p99_ms": at(0.99), "max_ms": at(1.0)}


def serve_with_timing(out: Path, cli_args: list[str]) -> int:
    """``gpt-home web`` (cli.main, unchanged) with hooks on waitress's HTTPChannel recording per request: *queue*
    (request parsed by the I/O thread -> a worker takes it), *service* (the worker: the WSGI app and what it sends
    itself), *flush* (worker done -> last byte handed to the kernel; 0 when the worker sent it all), *total*; plus
    garbage-collector pauses by generation and log records emitted. SIGUSR1 resets, SIGUSR2 writes ``out`` (JSON).
    ``GPT_HOME_BENCH_WAITRESS`` (JSON) overrides waitress options, ``GPT_HOME_BENCH_SWITCH`` the GIL switch interval.
    """
    import gc
    import logging

    import waitress.server
    from waitress.channel import HTTPChannel

    from gpt_home.cli import main as cli_main

    now = time.perf_counter
    if os.environ.get("GPT_HOME_BENCH_SWITCH"):
        sys.setswitchinterval(float(os.environ["GPT_HOME_BENCH_SWITCH"]))
    overrides = json.loads(os.environ.get("GPT_HOME_BENCH_WAITRESS") or "{}")
    create = waitress.server.create_server
    waitress.create_server = waitress.server.create_server = lambda app, **kw: create(app, **{**kw, **overrides})
    rec: dict[str, list] = {"queue": [], "service": [], "flush": [], "total": [], "gc": [], "logs": []}
    received, service, flush = HTTPChannel.received, HTTPChannel.service, HTTPChannel._flush_some

    def timed_received(self, data):
        result = received(self, data)
        for request in self.requests:
            request.__dict__.setdefault("bench_parsed", now())
        return result

    def timed_service(self):
        request, started = self.requests[0], now()
        try:
            return service(self)
        finally:
            done = now()
            parsed = request.__dict__.get("bench_parsed", started)
            rec["queue"].append(started - parsed)
            rec["service"].append(done - started)
            if self.total_outbufs_len:
                self.__dict__.setdefault("bench_unsent", []).append((parsed, done))
            else:
                rec["flush"].append(0.0)
                rec["total"].append(done - parsed)

    def timed_flush(self, *args, **kwargs):
        result = flush(self, *args, **kwargs)
        if not self.total_outbufs_len and self.__dict__.get("bench_unsent"):
            sent = now()
            for parsed, done in self.bench_unsent:
                rec["flush"].append(sent - done)
                rec["total"].append(sent - parsed)
            self.bench_unsent = []
        return result

    HTTPChannel.received, HTTPChannel.service, HTTPChannel._flush_some = timed_received, timed_service, timed_flush
    gc_started: list[float] = [0.0]

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            gc_started[0] = now()
        else:
            rec["gc"].append((info["generation"], now() - gc_started[0]))

    gc.callbacks.append(on_gc)

    call_handlers = logging.Logger.callHandlers

    def counted(self: logging.Logger, record: logging.LogRecord) -> None:  # every record that passed level/filters
        rec["logs"].append(record.name)
        call_handlers(self, record)

    logging.Logger.callHandlers = counted  # type: ignore[method-assign]

    def write(*_: object) -> None:
        doc = {key: _percentiles(rec[key]) for key in ("queue", "service", "flush", "total")}
        doc["gc_pauses"] = {f"gen{g}": _percentiles([d for gen, d in rec["gc"] if gen == g]) for g in (0, 1, 2)}
        doc["log_records"] = len(rec["logs"])
        doc["waitress_overrides"], doc["switch_interval_s"] = overrides, sys.getswitchinterval()
        tmp = out.with_suffix(".tmp")
        tmp.write_text(json.dumps(doc))
        tmp.replace(out)

    signal.signal(signal.SIGUSR1, lambda *_: [values.clear() for values in rec.values()])
    signal.signal(signal.SIGUSR2, write)
    return cli_main(cli_args)


# --- the server under test -------------------------------------------------------------------------------------
def _wait_healthy(port: int, proc: subprocess.Popen, timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"gpt-home web exited with {proc.returncode}")
        try:
            conn = http.client.HTTPConnection(HOST, port, timeout=2)
            conn.request("GET", "/health")
            if conn.getresponse().status == 200:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError("gpt-home web did not become healthy in time")


def write_status_file(data_dir: Path, now: float) -> None:
    """A daemon status file as the voice daemon writes it: idle, 20 timed turns, two devices."""
    turns = [{"turn": i, "started_at": now - 60 * (20 - i), "wake_engine": "kws", "wake_latency_s": 0.31,
              "capture_s": 1.9, "end_silence_s": 0.25, "stt_s": 0.12, "stt_compute_s": 0.48, "agent_first_s": 0.04,
              "agent_s": 0.05, "tts_first_s": 0.02, "endpoint_to_first_audio_s": 0.19,
              "end_of_speech_to_first_audio_s": 0.44, "outcome": "answered"} for i in range(1, 21)]
    doc = {"state": "idle", "updated_at": now, "turns": turns, "device": "kitchen",
           "devices": [{"name": "kitchen", "state": "idle", "live": True}, {"name": "hall", "state": "idle",
                                                                            "live": True}],
           "announcements": [], "house_problem": None}
    (data_dir / "status.json").write_text(json.dumps(doc))


def seed(settings, memories: int) -> None:
    """``memories`` facts and a small profile for the bench user."""
    from gpt_home.memory.factory import open_memory_service
    from gpt_home.memory.store import open_database

    db = open_database(settings)
    try:
        memory = open_memory_service(settings, database=db, background=False, write_wait_seconds=30)
        memory.clear(USER)
        for i in range(memories):
            memory.add(USER, f"Household fact number {i}: the blue folder is in drawer {i % 7}")
        memory.patch_profile(USER, [{"op": "add", "path": "/name", "value": "Sam"},
                                    {"op": "add", "path": "/diet", "value": "vegetarian"}])
        memory.close()
    finally:
        db.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--memories", type=int, default=50, help="memories of the bench user shown by each GET")
    parser.add_argument("--threads", type=int, default=None,
                        help="worker threads (default: what `gpt-home web` uses on that server, as in production)")
    parser.add_argument("--driver", choices=["auto", "wrk", "python"], default="auto",
                        help="load generator (auto: wrk when installed)")
    parser.add_argument("--only", help="run only scenarios whose name contains this text")
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "web.json")
    parser.add_argument("--server", choices=["auto", "granian", "waitress"], default="auto",
                        help="`gpt-home web --server` (auto, as production: granian where installed, else waitress)")
    parser.add_argument("--server-timing", action="store_true",
                        help="hook waitress in the server process: per-request queue/service/flush times, GC pauses, "
                             "log records (the server then runs `gpt-home web` inside this script)")
    parser.add_argument("--waitress", action="append", default=[], metavar="OPTION=VALUE",
                        help="override a waitress option (with --server-timing), e.g. send_bytes=1")
    parser.add_argument("--switch-interval", type=float, help="GIL switch interval in s (with --server-timing)")
    parser.add_argument("--pin", metavar="SERVER:CLIENT",
                        help="taskset CPU lists for the server and the client, e.g. 0:1 (default: not pinned)")
    if len(sys.argv) > 2 and sys.argv[1] == "--serve-timed":  # internal: the server process of --server-timing
        return serve_with_timing(Path(sys.argv[2]), sys.argv[3:])
    args = parser.parse_args()
    from gpt_home.webapp.server import chosen_server

    if args.server_timing and args.server == "granian":
        parser.error("--server-timing hooks waitress only")
    args.server = "waitress" if args.server_timing else chosen_server(args.server)
    global TIMING
    TIMING = args.server_timing
    if args.pin:
        PIN["server"], PIN["client"] = args.pin.split(":")

    import warnings

    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR is not set.*")
    from gpt_home.config import load_settings
    from gpt_home.memory.embedded import ensure_embedded_server, stop_embedded_server
    from gpt_home.webapp.server import DEFAULT_THREADS, GRANIAN_THREADS

    threads = args.threads or (GRANIAN_THREADS if chosen_server(args.server) == "granian" else DEFAULT_THREADS)
    driver = args.driver if args.driver != "auto" else ("wrk" if shutil.which("wrk") else "python")
    scenarios = [s for s in [*SCENARIOS, CLEAR] if not args.only or args.only in s.name]
    load_before = os.getloadavg()
    results: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="gpt-home-web-bench-") as tmp:
        data_dir = Path(tmp)
        url = os.environ.get("DATABASE_URL") or ensure_embedded_server(data_dir / "pg")
        settings = load_settings({"data_dir": data_dir, "database_url": url, "user_id": USER, "llm_model": "none"})
        seed(settings, args.memories)
        write_status_file(data_dir, time.time())
        port = _free_port()
        env = {**os.environ, "DATABASE_URL": url, "GPT_HOME_USER_ID": USER, "GPT_HOME_LLM_MODEL": "none",
               "PYTHONPATH": str(REPO)}
        cli_args = ["--data-dir", str(data_dir), "web", "--host", HOST, "--port", str(port)]
        if args.threads:
            cli_args += ["--threads", str(args.threads)]
        cli_args += ["--server", args.server]
        command = [sys.executable, "-m", "gpt_home.cli", *cli_args]
        if args.server_timing:
            command = [sys.executable, __file__, "--serve-timed", str(data_dir / "server-timing.json"), *cli_args]
            overrides = {k: (int(v) if v.isdigit() else v == "True" if v in ("True", "False") else v)
                         for k, v in (o.split("=", 1) for o in args.waitress)}
            env.update(GPT_HOME_BENCH_WAITRESS=json.dumps(overrides),
                       GPT_HOME_BENCH_SWITCH=str(args.switch_interval or ""))
        if PIN:
            command = ["taskset", "-c", PIN["server"], *command]
        server = subprocess.Popen(command, env=env, cwd=REPO)
        try:
            _wait_healthy(port, server)
            for scenario in scenarios:  # warm-up: pool, caches, code paths
                if scenario is not CLEAR:
                    run_python(port, scenario, 2, 1.0)
            for scenario in scenarios:
                # One client first: the service time of a request with no queueing (context for the loaded figures).
                for clients in (1, args.clients):
                    row = measure(driver, port, server.pid, scenario, clients,
                                  min(args.seconds, 5.0) if clients == 1 else args.seconds, data_dir)
                    row["target"] = scenario.target and clients == args.clients
                    results.append(row)
                    print(json.dumps(row), flush=True)
        finally:
            server.terminate()
            server.wait(timeout=30)
            if not os.environ.get("DATABASE_URL"):
                stop_embedded_server(data_dir / "pg")

    judged = [r for r in results if r["target"]]
    report = {
        "benchmark": f"settings page under load (loopback, {args.server}, `gpt-home web`)",
        "command": "python bench/web_bench.py " + " ".join(sys.argv[1:]),
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "load_average": {"before": [round(x, 2) for x in load_before],
                         "after": [round(x, 2) for x in os.getloadavg()]},
        "driver": driver,
        "server": args.server,
        "server_threads": threads,
        "pinned": dict(PIN) or None,
        "waitress_overrides": args.waitress or None,
        "switch_interval_s": args.switch_interval,
        "memories_listed": args.memories,
        "target": f"p99 <= 50 ms, 0 errors at {args.clients} clients (memories page, /api/memories, /api/status)",
        "results": results,
        "target_met": bool(judged) and all(r["p99_ms"] <= 50 and r["errors"] == 0 for r in judged),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    before, after = report["load_average"]["before"], report["load_average"]["after"]
    context = (f"{report['when']} · {report['machine']} · {args.server} threads {threads} · "
               f"{args.memories} memories listed · closed-loop clients ({driver}), keep-alive, browser headers · "
               f"load average (1/5/15 min) {before[0]}/{before[1]}/{before[2]} before, "
               f"{after[0]}/{after[1]}/{after[2]} after")
    lines = [f"# {report['benchmark']}", "", f"`{report['command'].strip()}`", "", context, "",
             ("| endpoint | clients | requests | req/s | p50 ms | p99 ms | max ms | errors | server CPU ms/req "
              "| wrk CPU ms/req | load 1 min |"), "|---|---|---|---|---|---|---|---|---|---|---|"]
    lines += [f"| {r['endpoint']} | {r['clients']} | {r['requests']} | {r['rps']} | {r['p50_ms']} | {r['p99_ms']} | "
              f"{r['max_ms']} | {r['errors']} | {r['server_cpu_ms_per_request']} | "
              f"{r.get('wrk_cpu_ms_per_request', '–')} | {r['load_1min'][0]}→{r['load_1min'][1]} |"
              for r in results]
    timed = [r for r in results if r.get("server_side")]
    if timed:
        lines += ["", ("Server side (waitress hooked; ms, p50 / p99): queue = parsed → worker, service = worker, "
                       "flush = worker done → last byte sent by the I/O thread, total = parsed → sent."), "",
                  "| endpoint | clients | queue | service | flush | total | GC max ms (gen 0/1/2) | log records |",
                  "|---|---|---|---|---|---|---|---|"]
        for r in timed:
            side = r["server_side"]
            cells = {k: f"{side[k]['p50_ms']} / {side[k]['p99_ms']}" if side[k] else "–"
                     for k in ("queue", "service", "flush", "total")}
            pauses = "/".join(str(p["max_ms"]) if p else "–" for p in side["gc_pauses"].values())
            lines.append(f"| {r['endpoint']} | {r['clients']} | {cells['queue']} | {cells['service']} | "
                         f"{cells['flush']} | {cells['total']} | {pauses} | {side['log_records']} |")
    lines += ["", f"Target ({report['target']}): {'met' if report['target_met'] else 'NOT met'}.", "",
              ("Reading: closed-loop clients queue, so p50 is about clients / throughput (Little's law) and throughput "
               "is about 1 / (CPU per request) once the one Python process is CPU-bound; the CPU column is the "
               "server's own time and is the figure to compare across loaded and quiet machines.")]
    args.out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
