"""RSS of the settings page process (`gpt-home web`) with granian and with waitress, idle and after load.

For each server: a fresh data directory with the embedded Postgres, 50 seeded memories and a status file (as
bench/web_bench.py), `gpt-home web --server S` started, RSS once healthy, then 20 clients for 5 s on each of the
memories page, /api/memories and /api/status (web_bench's Python driver), then the server's RSS, its VmHWM and the
RSS of its whole process tree (granian's workers) and PSS. Writes bench/results/web_footprint.json. Not a test.

    python bench/web_footprint.py             # both servers
    python bench/web_footprint.py --server waitress
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from footprint_run import _descendants, _pss_kb, _status_kb
from web_bench import HOST, SCENARIOS, USER, _free_port, _wait_healthy, run_python, seed, write_status_file


def _tree(pid: int) -> dict[str, float]:
    pids = [pid, *_descendants(pid, set())]
    own = _status_kb(pid)
    return {"rss_mb": round(own.get("VmRSS", 0) / 1024, 1), "peak_mb": round(own.get("VmHWM", 0) / 1024, 1),
            "anon_mb": round(own.get("RssAnon", 0) / 1024, 1), "processes": len(pids),
            "tree_rss_mb": round(sum(_status_kb(p).get("VmRSS", 0) for p in pids) / 1024, 1),
            "tree_pss_mb": round(sum(_pss_kb(p) for p in pids) / 1024, 1)}


def measure(server_name: str, clients: int, seconds: float) -> dict[str, object]:
    from gpt_home.config import load_settings
    from gpt_home.memory.embedded import ensure_embedded_server, stop_embedded_server

    with tempfile.TemporaryDirectory(prefix="gpt-home-web-footprint-") as tmp:
        data_dir = Path(tmp)
        url = ensure_embedded_server(data_dir / "pg")
        try:
            settings = load_settings({"data_dir": data_dir, "database_url": url, "user_id": USER, "llm_model": "none"})
            seed(settings, 50)
            write_status_file(data_dir, time.time())
            port = _free_port()
            env = {**os.environ, "DATABASE_URL": url, "GPT_HOME_USER_ID": USER, "GPT_HOME_LLM_MODEL": "none",
                   "PYTHONPATH": str(REPO)}
            server = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "--data-dir", str(data_dir), "web",
                                       "--host", HOST, "--port", str(port), "--server", server_name], env=env, cwd=REPO)
            try:
                _wait_healthy(port, server)
                idle = _tree(server.pid)
                requests = 0
                for scenario in SCENARIOS:
                    if scenario.target:
                        requests += int(run_python(port, scenario, clients, seconds)["requests"])
                loaded = _tree(server.pid)
            finally:
                server.terminate()
                server.wait(timeout=30)
        finally:
            stop_embedded_server(data_dir / "pg")
    return {"server": server_name, "idle": idle, "after_load": loaded, "requests": requests}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", choices=["granian", "waitress"], action="append")
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    load = os.getloadavg()[0]
    rows = [measure(name, args.clients, args.seconds) for name in (args.server or ["granian", "waitress"])]
    result = {"measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_avg_1min": round(load, 2),
              "load_avg_1min_after": round(os.getloadavg()[0], 2), "clients": args.clients, "rows": rows}
    out = REPO / "bench" / "results" / "web_footprint.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
