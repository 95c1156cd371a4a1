"""The weather-claim rule of the reply guard (``agent/weather_claims.py``): which recorded model replies it flags.

Usage: PYTHONPATH=$PWD .venv/bin/python bench/weather_claims_eval.py [--show]

Replies: bench/data/guard_replies.json's good and bad replies, and every reply the bundled model gave in the
request sets' recorded runs (bench/results/requests_eval*.json, handled by the model), as
bench/stream_guard_eval.py gathers them. Prints how many each part has, how many the rule flags, and (``--show``)
each flagged reply with the request, for reading by hand: a flagged reply that states no weather now or to come is a
false positive. Pure text: no model, no database.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from gpt_home.agent.weather_claims import weather_claim

BENCH = Path(__file__).resolve().parent
RESULTS = BENCH / "results"
MODEL_HANDLED = ("llm", "guard:trimmed-to-first-sentence")


def _replies() -> dict[str, list[tuple[str, str]]]:
    data = json.loads((BENCH / "data" / "guard_replies.json").read_text())
    parts = {"labelled good": [(c["user"], c["reply"]) for c in data["good"]],
             "labelled bad": [(c["user"], c["reply"]) for c in data["bad"]], "recorded runs": []}
    seen: set[tuple[str, str]] = set()
    for path in sorted(RESULTS.glob("requests_eval*.json")):
        for row in json.loads(path.read_text()).get("outcomes", []):
            pair = (row["request"], row["reply"])
            if row.get("handled_by") in MODEL_HANDLED and pair not in seen:
                seen.add(pair)
                parts["recorded runs"].append(pair)
    return parts


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--show", action="store_true", help="print every flagged reply")
    args = parser.parse_args()
    for name, pairs in _replies().items():
        flagged = [(u, r, c) for u, r in pairs if (c := weather_claim(r, u)) is not None]
        print(f"{name}: {len(flagged)} of {len(pairs)} flagged")
        if args.show:
            for utterance, reply, claim in flagged:
                print(f"  {utterance!r}\n    -> {reply[:160]!r}\n    claim: {claim[:120]!r}")


if __name__ == "__main__":
    main()
