"""Every sentence of a per-kind vocabulary through the local skills, for a person to judge line by line (issue 15).

Round 24's vocabularies (bench/data/vocab24/*.txt) were written by writers who read no code, 25+ wordings and 5
must-nots per kind, before the fixers started: lines ``kind | sentence | what a right reply says`` ("-not" kinds are
must-nots). The household: lights kitchen and living room, lists in memory, no sound mixer, no weather location, the
clock Tue 1 Dec 2026 10:25 UTC; one household per kind, each turn 20 s after the last. A reply ``None`` means the
bundled model would answer.

    PYTHONPATH=$PWD .venv/bin/python bench/vocab_say.py [--fresh] bench/data/vocab24/timerems.txt [KIND ...]

``--fresh``: every line after a kind's setup lines (its leading lines whose right reply says "set" / "started") gets
a new household where the setup lines were said first (a writer may cancel one alarm in several wordings).
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))
SETUP = re.compile(r"\b(?:set|started|starts|created)\b", re.I)


def rows(path: Path, kinds: list[str]) -> dict[str, list[list[str]]]:
    """The file's lines by kind, in order (only ``kinds`` when given)."""
    found: dict[str, list[list[str]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#") and line.count("|") >= 2:
            row = [part.strip() for part in line.split("|")]
            if not kinds or row[0] in kinds:
                found.setdefault(row[0], []).append(row)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fresh", action="store_true", help="a new household (with the setup lines) for each line")
    parser.add_argument("file", type=Path)
    parser.add_argument("kinds", nargs="*")
    args = parser.parse_args()
    logging.disable(logging.CRITICAL)
    from gpiozero.pins.mock import MockFactory
    from langgraph.store.memory import InMemoryStore
    from skill_helpers import LIGHTS, local_skills, say

    from gpt_home.skills.lists import ListSkill

    factory = MockFactory()

    def household():  # noqa: ANN202 - a context manager of LocalSkills
        factory.reset()
        return local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore()))

    for kind, lines in rows(args.file, args.kinds).items():
        setup: list[list[str]] = []
        for row in lines:
            if SETUP.search(row[2]) and len(setup) == lines.index(row):
                setup.append(row)
        context = household()
        skills, seconds = context.__enter__(), 0
        for index, (_, sentence, expected, *_rest) in enumerate(lines):
            if args.fresh and setup and index >= len(setup):
                context.__exit__(None, None, None)
                context = household()
                skills, seconds = context.__enter__(), 0
                for row in setup:
                    seconds += 20
                    say(skills, row[1], seconds)
            seconds += 20
            print(f"{kind} | {sentence} | {expected} | {say(skills, sentence, seconds)}", flush=True)
        context.__exit__(None, None, None)


if __name__ == "__main__":
    main()
