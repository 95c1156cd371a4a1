"""Every person WordNet describes, as one searchable text (issue 15's who-questions, ``word_lookups.who``; issue 12:
kept small and read fast, so the first "who wrote / painted / invented ..." of a day costs no noticeable pause).

One pass over ``data.noun`` keeps only the lower-cased gloss clauses of the named people (about 4,800 clauses in
0.3 MB of text), where each clause starts in that text, and which sense and which of its clauses it is (two small
integer arrays). A person's name and the clause as WordNet spells it are read back from the database (one seek)
only for the few clauses a question finds. The pass decodes each person's line and nothing else (no full parse),
about 0.04 s of CPU on a desktop core; ``skills.warm_up`` runs it at start, so a turn never does.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache

from gpt_home.skills.wordnet_data import READ_ERRORS, WordNet, open_wordnet, raw_definition

PERSON = 18  # noun.person
PERSON_LINE = b"18 "  # noun.person, at bytes 9-11 of a data line
_BRACKETS = re.compile(r"\s*\([^)]*\)")


def clauses_of(definition: str) -> list[str]:
    """A person's gloss as its clauses: brackets and quoted examples dropped, split at semicolons."""
    return [c.strip() for c in _BRACKETS.sub("", definition).split(";") if c.strip()]


@dataclass(frozen=True, slots=True)
class People:
    """The clauses lower-cased in one text (one search answers a question), where each starts, and for each the
    byte offset of its sense in ``data.noun`` and its number among the sense's clauses."""

    text: str
    starts: array[int]
    offsets: array[int]
    numbers: array[int]

    def clause_at(self, at: int) -> tuple[int, int, int]:
        """(clause number, its start, its end) of the clause holding text position ``at``."""
        number = bisect_right(self.starts, at) - 1
        end = self.starts[number + 1] if number + 1 < len(self.starts) else len(self.text)
        return number, self.starts[number], end


@lru_cache(maxsize=1)
def people(wordnet: WordNet) -> People:
    """Read once (at start, or on the first who-question): the named people's clauses (instances, ``@i``)."""
    parts: list[str] = []
    starts, offsets, numbers = array("I"), array("I"), array("H")
    at = 0
    with (wordnet.root / "data.noun").open("rb") as handle:
        for raw in handle:
            if raw[9:12] != PERSON_LINE or b" @i " not in raw:
                continue
            offset = int(raw[:8])
            for number, clause in enumerate(clauses_of(raw_definition(raw))):
                starts.append(at)
                offsets.append(offset)
                numbers.append(number)
                parts.append(clause.lower() + "\n")
                at += len(parts[-1])
    return People("".join(parts), starts, offsets, numbers)


def said(wordnet: WordNet, index: People, number: int) -> tuple[str, str, str]:
    """(the person's fullest name, the clause, the gloss's first clause) as WordNet spells them: one seek. The
    fullest name that holds the headword's last word: "Augustus", never "Gaius Julius Caesar Octavianus"; "Mark
    Twain", never "Samuel Langhorne Clemens"."""
    synset = wordnet.synset(index.offsets[number], "n")
    known = synset.words[0].split()[-1]
    name = max(synset.words, key=lambda w: (known in w.split(),
                                            0 if w.startswith(("Sir ", "President ", "Saint ")) else len(w.split())))
    clauses = clauses_of(synset.definition)
    return name, clauses[index.numbers[number]], clauses[0]


@dataclass
class PeopleLexicon:
    """WordNet for the reply guard's maker check (``agent/maker_check.py``, installed by ``wiring``): the glosses of
    the named people called a name, and whether a word is a dictionary word. A read error answers "no person" and
    "not a word", so the check never replaces a reply because the database failed."""

    wordnet: WordNet
    _glosses: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def people(self, name: str) -> tuple[str, ...]:
        if name not in self._glosses:
            if len(self._glosses) >= 512:
                self._glosses.clear()
            try:
                self._glosses[name] = tuple(s.definition.lower() for s in self.wordnet.synsets(name, "n")
                                            if s.lexname == PERSON and s.linked("@i"))
            except READ_ERRORS:
                return ()
        return self._glosses[name]

    def is_word(self, word: str) -> bool:
        try:
            return any(self.wordnet.offsets(word, pos) for pos in ("n", "v", "a", "r"))
        except READ_ERRORS:
            return False


def people_lexicon() -> PeopleLexicon | None:
    """The shared WordNet as a ``PeopleLexicon``; None without a WordNet database."""
    wordnet = open_wordnet()
    return PeopleLexicon(wordnet) if wordnet is not None else None
