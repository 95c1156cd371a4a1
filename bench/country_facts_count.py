"""How many requests of every request set the country-facts reader (skills/country_questions.py) answers: per set,
the general-knowledge questions it answers and how many of those are right (the fact stated, as
bench/requests_eval.judge reads a knowledge answer, an honest "not sure" not counted as right), and every request of
another category it would answer (each one a false positive: those belong to other skills or the model).

Pure reader over the data, no model and no store: load-independent counts.
Usage: .venv/bin/python bench/country_facts_count.py [OUT.json]   (default bench/results/country_facts_count.json)
"""

from __future__ import annotations

import json
import re
import resource
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import requests_eval
from requests_cases import FACT, UNSURE, fact_stated

from gpt_home.agent.intents import normalize

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


def _rss_mb() -> float:
    return int(re.search(r"VmRSS:\s+(\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else BENCH / "results" / "country_facts_count.json"
    from gpt_home.skills.country_questions import reply

    before, started = _rss_mb(), time.process_time()
    reply(normalize("what is the capital of canada"), NOW)  # the data loads with the first country question
    first = {"rss_mb_added": round(_rss_mb() - before, 1), "cpu_seconds": round(time.process_time() - started, 3)}
    result: dict[str, object] = {"first_answer": first, "sets": {}}
    for name, cases in requests_eval.SETS.items():
        row = {"general_knowledge": len(cases.get("general_knowledge", [])), "answered": 0, "right": 0, "wrong": 0,
               "answers": [], "other_categories_answered": []}
        for category, items in cases.items():
            for request, expect in items:
                said = reply(normalize(request), NOW)
                if said is None:
                    continue
                if category != "general_knowledge":
                    row["other_categories_answered"].append([category, request, said])
                    continue
                right = (fact_stated(expect[len(FACT):], said) if expect.startswith(FACT)
                         else re.search(expect, said, re.IGNORECASE) is not None)
                right = right and re.search(UNSURE, said, re.IGNORECASE) is None
                row["answered"] += 1
                row["right" if right else "wrong"] += 1
                row["answers"].append([request, said, "right" if right else "wrong"])
        result["sets"][name] = row
        print(f"{name}: general knowledge {row['general_knowledge']}, answered {row['answered']}, right {row['right']}, "
              f"wrong {row['wrong']}; other categories answered {len(row['other_categories_answered'])}")
    print(f"first answer: +{first['rss_mb_added']} MB RSS, {first['cpu_seconds']} CPU s; "
          f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")
    out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
