"""One answer per house: what the wake-event arbitration costs, on a real Postgres.

Two (or more) devices claim each wake event at the same moment from their own threads and connections, as two
daemons hearing one utterance would. Measured per device and event:
  * round trip: claim -> winner known, when the decision is asked for at once (the worst case: a wake engine that
    hands over the command with the wake, so nothing overlaps the claim); it includes the DECISION_SECONDS wait;
  * added at the endpoint: what the daemon really waits, since it claims at wake and decides after recording the
    command (here 1 s later, shorter than any spoken command);
  * database down: how long the daemon waits before answering alone.
Target: added latency p95 <= 150 ms.

    python bench/bench_arbitration.py [--events 100] [--devices 2] [--out bench/results/arbitration.json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from psycopg_pool import ConnectionPool

from gpt_home.house.arbiter import DECISION_SECONDS, PendingArbitration, WakeArbiter
from gpt_home.house.pg import HouseDb


def pct(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {"p50_ms": round(1000 * statistics.median(ordered), 1),
            "p95_ms": round(1000 * ordered[max(0, int(len(ordered) * 0.95) - 1)], 1),
            "max_ms": round(1000 * ordered[-1], 1), "n": len(ordered)}


class _Pooled:
    """What HouseDb borrows from a Database: just a pool (one per device, as in separate daemons)."""

    def __init__(self, url: str) -> None:
        from psycopg.rows import dict_row

        self.pool = ConnectionPool(url, min_size=1, max_size=2, open=True,
                                   kwargs={"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row})


def run_events(url: str, events: int, devices: int, overlap_s: float) -> tuple[list[float], int]:
    pools = [_Pooled(url) for _ in range(devices)]
    arbiters = [WakeArbiter(HouseDb(p), f"bench-{i}") for i, p in enumerate(pools)]
    with pools[0].pool.connection() as conn:
        from gpt_home.house.pg import ensure_schema

        ensure_schema(conn)
    samples: list[float] = []
    wrong = 0
    for event in range(events):
        start = threading.Barrier(devices)
        answers: list[bool] = []
        lock = threading.Lock()
        best = event % devices

        def device(i: int, start: threading.Barrier, lock: threading.Lock, answers: list[bool], best: int) -> None:
            start.wait(10)
            pending = PendingArbitration(arbiters[i], -20.0 if i == best else -30.0 - i)
            if overlap_s:
                time.sleep(overlap_s)  # the command being recorded
            t0 = time.perf_counter() if overlap_s else pending.started
            decision = pending.outcome()
            with lock:
                samples.append(time.perf_counter() - t0 if overlap_s else time.monotonic() - t0)
                answers.append(decision.answer == (i == best))

        threads = [threading.Thread(target=device, args=(i, start, lock, answers, best)) for i in range(devices)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        wrong += answers.count(False)
        time.sleep(1.05)  # the next utterance: past the join window
    for p in pools:
        p.pool.close()
    return samples, wrong


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=100)
    parser.add_argument("--devices", type=int, default=2)
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "arbitration.json")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = os.environ.get("DATABASE_URL")
        if not url:
            from gpt_home.memory.embedded import ensure_embedded_server, stop_embedded_server

            url = ensure_embedded_server(Path(tmp))
        try:
            round_trip, wrong_rt = run_events(url, args.events, args.devices, overlap_s=0.0)
            endpoint, wrong_ep = run_events(url, args.events // 2, args.devices, overlap_s=1.0)
        finally:
            if not os.environ.get("DATABASE_URL"):
                stop_embedded_server(Path(tmp))
        down_pool = ConnectionPool(f"host={tmp} port=1 connect_timeout=1", min_size=0, max_size=2, open=False)
        down_pool.open(wait=False)
        down_samples = []
        for _ in range(20):
            t0 = time.monotonic()
            decision = PendingArbitration(WakeArbiter(HouseDb(type("Db", (), {"pool": down_pool})()), "alone"),
                                          -20.0).outcome()
            assert decision.answer and decision.alone
            down_samples.append(time.monotonic() - t0)
        down_pool.close()
    result = {
        "devices": args.devices, "decision_window_ms": DECISION_SECONDS * 1000,
        "round_trip_decide_at_once": pct(round_trip), "wrong_winner_at_once": wrong_rt,
        "added_at_endpoint": pct(endpoint), "wrong_winner_at_endpoint": wrong_ep,
        "database_down_wait": pct(down_samples), "load_avg": [round(x, 1) for x in os.getloadavg()],
        "at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }
    print(json.dumps(result, indent=1))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
