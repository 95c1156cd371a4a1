"""How many requests of every request set the knowledge families (skills/knowledge_readings.py: planets, oceans and
continents, sides of shapes, calendar counts, chemical elements, the largest and smallest country, US states, water's boiling and freezing points;
the WordNet word families: what an animal is, opposites, synonyms, animal kinds, baby animals, what a young grows
into, animal sounds, who invented or was the first, superlatives, male, female and group names, where a named place
is, who wrote, composed or painted a work) answer: per family
and set, the general-knowledge questions answered and how many are right (the fact stated, as
bench/requests_eval.judge reads a knowledge answer; an honest "not sure" is not right), and every request of another
category a family would answer (each one a false positive). Also each data family's first-use cost (RSS and CPU,
measured in a fresh interpreter that has imported the daemon's skills first).

Pure readers over the data, no model and no store: load-independent counts.
Usage: .venv/bin/python bench/knowledge_families_count.py [OUT.json]
       (default bench/results/knowledge_families_count_facts13.json)
       .venv/bin/python bench/knowledge_families_count.py --judged QUESTIONS.tsv [OUT.json]
       right / wrong / silent over a hand-written list (bench/data/knowledge_*.tsv: question, a tab, a pattern the
       right answer matches or SILENT), each question read as the dialogue reads it (country questions first, then the
       knowledge families, then both cut before a trailing remark).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import requests_eval
from requests_cases import FACT, UNSURE, fact_stated

from gpt_home.agent.intents import normalize
from gpt_home.skills import (
    animal_groups,
    calendar_facts,
    country_extremes,
    country_questions,
    earth_facts,
    element_questions,
    knowledge_readings,
    place_lookups,
    planet_facts,
    shape_facts,
    us_states,
    water_facts,
    word_lookups,
    word_meanings,
    work_makers,
)

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
FAMILIES = {
    "planets": lambda n: planet_facts.reply(n),
    "oceans_continents": lambda n: earth_facts.reply(n),
    "shapes": lambda n: shape_facts.reply(n),
    "calendar": lambda n: calendar_facts.reply(n, NOW.date()),
    "elements": lambda n: element_questions.reply(n),
    "country_extremes": lambda n: country_extremes.reply(n),
    "us_states": lambda n: us_states.reply(n),
    "water": lambda n: water_facts.reply(n),
    "word_meanings (WordNet)": lambda n: word_meanings.reply(n),
    "word_lookups (WordNet)": lambda n: word_lookups.reply(n),
    "animal_groups (WordNet)": lambda n: animal_groups.reply(n),
    "place_lookups (WordNet)": lambda n: place_lookups.reply(n),
    "work_makers (WordNet)": lambda n: work_makers.reply(n),
    "all (as wired)": lambda n: next((s["reply"] for _, s in knowledge_readings.find(n, NOW)), None),
}
# the first question of a data family, asked in a fresh interpreter after the daemon's skills are imported
FIRST_USE = """
import re, resource, sys, time
from pathlib import Path
from datetime import UTC, datetime
from gpt_home.skills.local import LocalSkills  # noqa: F401  (what the daemon has loaded before any question)
from gpt_home.skills import knowledge_readings
def rss():
    return int(re.search(r"VmRSS:\\s+(\\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024
now = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
knowledge_readings.find("what is the largest planet", now)
before, started = rss(), time.process_time()
said = knowledge_readings.find(sys.argv[1], now)
print(round(rss() - before, 1), round(time.process_time() - started, 3), said[0][1]["reply"] if said else None)
"""


def first_use(question: str) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", FIRST_USE, question], capture_output=True, text=True, check=True,
                          timeout=300)
    added, cpu, said = done.stdout.strip().split(" ", 2)
    return {"question": question, "rss_mb_added": float(added), "cpu_seconds": float(cpu), "reply": said}


def judged(expect: str, said: str) -> bool:
    right = (fact_stated(expect[len(FACT):], said) if expect.startswith(FACT)
             else re.search(expect, said, re.IGNORECASE) is not None)
    return right and re.search(UNSURE, said, re.IGNORECASE) is None


def judged_list(path: Path, out: Path) -> int:
    """Right / wrong / silent of the wired families over a hand-judged list: a question marked SILENT is right only
    when nothing answers it, any answer to it is wrong."""
    rows = [line.rstrip("\n").split("\t") for line in path.read_text().splitlines()
            if line.strip() and not line.startswith("#")]
    figures = {"right": 0, "wrong": 0, "silent": 0, "silent_right": 0}
    lines = []
    for question, expect in rows:
        normalized = normalize(question)
        found = (country_questions.find(normalized, NOW) or knowledge_readings.find(normalized, NOW)
                 or knowledge_readings.after_remark(normalized, NOW))
        said = found[0][1]["reply"] if found else None
        if expect == "SILENT":
            verdict = "wrong" if said else "silent_right"
        elif said is None:
            verdict = "silent"
        else:
            verdict = "right" if re.search(expect, said, re.IGNORECASE) else "wrong"
        figures[verdict] += 1
        lines.append({"question": question, "expect": expect, "reply": said, "verdict": verdict})
        if verdict == "wrong":
            print(f"wrong: {question!r} -> {said!r} (expected {expect})")
    print(f"{path.name}: right {figures['right']}, wrong {figures['wrong']}, silent {figures['silent']} "
          f"(of {len(rows) - sum(1 for _, e in rows if e == 'SILENT')}); distractors left {figures['silent_right']} "
          f"of {sum(1 for _, e in rows if e == 'SILENT')}")
    out.write_text(json.dumps({"list": path.name, "figures": figures, "replies": lines}, indent=1,
                              ensure_ascii=False) + "\n")
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["--judged"]:
        listed = Path(argv[1])
        return judged_list(listed, Path(argv[2]) if len(argv) > 2 else BENCH / "results" / f"{listed.stem}.json")
    out = Path(argv[0]) if argv else BENCH / "results" / "knowledge_families_count_facts13.json"
    result: dict[str, object] = {"first_use": [first_use("what's the chemical symbol for gold"),
                                               first_use("what is the smallest country in the world"),
                                               first_use("what is the capital of texas"),
                                               first_use("what is a tadpole"),
                                               first_use("what do you call a baby cow"),
                                               first_use("who invented the telephone"),
                                               first_use("what do you call a group of lions"),
                                               first_use("where is the eiffel tower"),
                                               first_use("who wrote the canterbury tales")],
                                 "families": {}}
    totals = {"general_knowledge": sum(len(c.get("general_knowledge", [])) for c in requests_eval.SETS.values())}
    for family, read in FAMILIES.items():
        row: dict[str, object] = {"answered": 0, "right": 0, "wrong": 0, "answers": [], "wrong_answers": [],
                                  "other_categories_answered": []}
        for name, cases in requests_eval.SETS.items():
            for category, items in cases.items():
                for request, expect in items:
                    said = read(normalize(request))
                    if said is None:
                        continue
                    if category != "general_knowledge":
                        row["other_categories_answered"].append([name, category, request, said])
                        continue
                    right = judged(expect, said)
                    row["answered"] += 1
                    row["right" if right else "wrong"] += 1
                    row["answers" if right else "wrong_answers"].append([name, request, said])
        result["families"][family] = row
        print(f"{family}: answered {row['answered']} of {totals['general_knowledge']} general-knowledge questions, "
              f"right {row['right']}, wrong {row['wrong']}; other categories answered "
              f"{len(row['other_categories_answered'])}")
    for first in result["first_use"]:
        print(f"first use {first['question']!r}: +{first['rss_mb_added']} MB RSS, {first['cpu_seconds']} CPU s")
    result["totals"] = totals
    out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
