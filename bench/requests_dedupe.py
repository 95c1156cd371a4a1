"""Exact and near duplicates of a request set's texts against every set of bench/requests_eval.py (and each other).

Usage: .venv/bin/python bench/requests_dedupe.py [--set holdout5] [FILE.py ...]

Checks the named set(s) and any set file given by path (a module with ``CASES``, e.g. a sealed set kept outside the
repository) against every set in requests_eval.SETS, against each other and within themselves. Prints only the checked
set's request, the other set's name and the kind of match, never the other set's text, so a blind writer can drop a
flagged request without reading the earlier sets. Exit status 1 when something is flagged.

Texts are normalised (lower case, apostrophes dropped, other punctuation to spaces). A pair is flagged when the texts are
equal (EXACT), equal once filler words are dropped (SAME-CORE: "please", "can you", "the", "what", "is"...), or close: a
character ratio (difflib) of at least 0.9 on the filler-free texts, or a word-set overlap (Jaccard) of at least 0.8.
Pairs that share a frame but differ in the word that matters ("what time is it in Toronto" / "… in Hawaii") fall below
these bounds and are kept: they ask for another value.
"""

from __future__ import annotations

import argparse
import difflib
import importlib.util
import re
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

FILLER = frozenset("please hey um uh so oh ok okay could can would you me for the a an just mate love yo quick question i "
                   "my is it its do what whats tell to of in on there right now be".split())
CORE_RATIO = 0.9
JACCARD = 0.8


def normalise(text: str) -> str:
    text = text.lower().replace("'", "").replace("\u2019", "")
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text).split())


def core(text: str) -> str:
    return " ".join(word for word in normalise(text).split() if word not in FILLER)


def match(mine: str, other: str) -> str | None:
    """The kind of duplicate ``mine`` is of ``other``, or None."""
    if normalise(mine) == normalise(other):
        return "EXACT"
    a, b = core(mine), core(other)
    if a == b:
        return "SAME-CORE"
    ratio = difflib.SequenceMatcher(None, a, b).ratio() if a and b else 0.0
    words_a, words_b = set(a.split()), set(b.split())
    union = words_a | words_b
    jaccard = len(words_a & words_b) / len(union) if union else 0.0
    if ratio >= CORE_RATIO or (jaccard >= JACCARD and len(union) >= 2):
        return f"NEAR (ratio {ratio:.2f}, overlap {jaccard:.2f})"
    return None


def requests_of(cases: dict[str, list[tuple[str, str]]]) -> list[str]:
    return [request for rows in cases.values() for request, _ in rows]


def load(path: Path) -> dict[str, list[tuple[str, str]]]:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.CASES


def main() -> None:
    from requests_eval import SETS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", action="append", default=[], dest="sets", choices=list(SETS))
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    checked = {name: requests_of(SETS[name]) for name in args.sets}
    checked |= {str(path): requests_of(load(path)) for path in args.files}
    if not checked:
        raise SystemExit("name a --set or a set file")
    others = {name: requests_of(cases) for name, cases in SETS.items() if name not in checked}
    flags = 0
    names = list(checked)
    for index, name in enumerate(names):
        against = others | {n: checked[n] for n in names[index + 1:]}
        for request in checked[name]:
            for other_name, other_requests in against.items():
                for other in other_requests:
                    kind = match(request, other)
                    if kind:
                        flags += 1
                        print(f"{name}: {request!r} ~ a request of {other_name}: {kind}")
        mine = checked[name]
        for i, request in enumerate(mine):
            for other in mine[i + 1:]:
                kind = match(request, other)
                if kind:
                    flags += 1
                    print(f"{name}: {request!r} ~ another request of the same set: {kind}")
    print(f"{flags} flagged")
    raise SystemExit(1 if flags else 0)


if __name__ == "__main__":
    main()
