"""Engineer t21's broad phrasing list (``tests/timer_list_phrasings.py``) through the real local path: the household
of ``requests_eval.build`` (embedded Postgres, pinned clock), each case as a new user, judged by the state it leaves
(timers, alarms, reminders and list items) as right / wrong action / not answered.

Usage: PYTHONPATH=$PWD .venv/bin/python bench/household_phrasings.py [--out FILE.json] [--show wrong,unanswered]
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import tempfile
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "tests"))
import requests_eval  # noqa: E402
import timer_list_judge  # noqa: E402
from timer_list_phrasings import AREAS  # noqa: E402


def run(household: Any) -> list[dict[str, Any]]:
    """Every case of every area, each as a new user."""
    from gpt_home.agent.graph import TurnContext

    skills = household.skills
    device = household.settings.device_id
    rows = []
    for area, cases in AREAS.items():
        for index, (turns, expect) in enumerate(cases):
            user = f"t21-{area}-{index}"

            def say(text: str, now: datetime, user: str = user) -> tuple[str | None, bool]:
                household.memory.flush(5.0)
                reply = skills.handle(" ".join(text.split()), TurnContext(user_id=user, device_id=device, now=now))
                return (None if reply is None else str(reply)), bool(getattr(reply, "expects_answer", False))

            def read(user: str = user) -> tuple[list[Any], dict[str, list[str]]]:
                household.memory.flush(5.0)
                timers = [(t.kind, t.due, t.label) for t in skills.timers.list(user)]
                store = skills.named.lists.lists
                return timers, {name: [i.text.lower() for i in store.items(user, name) if not i.done]
                                for name in store.names(user)}

            state = timer_list_judge.run_case(turns, say, read)
            rows.append({"area": area, "case": turns, "expect": expect, "reply": state.reply,
                         "verdict": timer_list_judge.judge(expect, state),
                         "timers": [f"{k.value} {d:%m-%d %H:%M:%S} {label}" for k, d, label in state.timers],
                         "lists": state.lists})
    return rows


def main() -> None:
    logging.basicConfig(level=logging.WARNING)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--show", default="wrong action,not answered")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="t21-phrasings-") as tmp:
        household, db = requests_eval.build(Path(tmp), "auto", None)
        try:
            rows = run(household)
        finally:
            household.assistant.close()
            db.close()
            from gpt_home.memory.embedded import stop_embedded_server

            stop_embedded_server(Path(tmp))
    show = set(args.show.split(","))
    for row in rows:
        if row["verdict"] in show:
            print(f"[{row['area']}] {row['verdict']}: {row['case']!r} expect {row['expect']!r}\n"
                  f"    reply {row['reply']!r} timers {row['timers']} lists {row['lists']}")
    for area in AREAS:
        counts = Counter(r["verdict"] for r in rows if r["area"] == area)
        print(f"{area:10} right {counts['right']:3}  wrong action {counts['wrong action']:3}  "
              f"not answered {counts['not answered']:3}")
    if args.out:
        args.out.write_text(json.dumps(rows, indent=1, default=str))


if __name__ == "__main__":
    main()
