"""Whether the words before a reply's first comma make a statement by themselves (a main clause).

Why: the stream guard may speak a reply's first clause before its sentence ends (agent/stream_guard.py). When the
rest of that sentence then fails a check, the reply has to stop where it is; a household that heard "Cats are the
most popular pets in" followed by "— sorry, I'm not sure about that." heard a cut-off sentence and an apology. Only a
piece that already says something whole ("Leonardo da Vinci painted it,", "The sky looks blue,") is spoken early,
so stopping after it leaves a complete statement; a fragment ("In the early sixteenth century,", "When the sun
sets,", "The capital of France,") waits for its full stop.

A rule of thumb, not a parser: the piece must not open with a word that makes it depend on what follows (a
subordinating conjunction, a preposition, a relative word, "and"/"but"), must not end on a word that needs more
("the", "of", "very"), and must hold a finite verb (an auxiliary or copula, a contraction, a past form in -ed, or one
of the common verbs a short reply opens with). A miss only delays the first words to the sentence's end.
"""

from __future__ import annotations

import re


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


_WORD_RE = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)*")
_LIST_MARKER_RE = re.compile(r"^\s*(?:\d{1,3}[.)]|[-*•])\s+")
# Words that make what follows them depend on something else: the clause they open is not a statement alone.
_DEPENDENT_OPENERS = _word_set("""
after although and as at because before but by despite during for from if in into like of on once or since so than
that though through to unless until when whenever where whereas wherever whether which while who whom whose with
within without about above across against along among around behind below beneath beside between beyond near over
under upon what how why even just only especially including
""")
# Words a statement does not end on.
_OPEN_ENDINGS = _word_set("""
a an the of to in on at by for from with and or but as than which who whose very most more less such my your
his her its our their is are was were be been being has have had do does did can could will would
shall should may might must not no
""")
# Interjections and sentence adverbs said before a clause ("Sure, ...", "Well, ..."): skipped at the start.
_LEAD_INS = _word_set("yes yeah no sure well oh ah okay ok absolutely certainly of course indeed actually")
_FINITE = _word_set("""
is are was were am isn't aren't wasn't weren't has have had hasn't haven't hadn't do does did don't doesn't didn't
can could will would shall should may might must can't couldn't won't wouldn't shouldn't
appears appear seems seem looks look sounds sound means mean makes make gets get comes come goes go takes take gives
give keeps keep lives live needs need helps help works work stands stand lies lie sits sit turns turn grows grow
plays play loves love likes like enjoy enjoys orbits orbit contains contain includes include causes cause covers
cover moves move runs run rises rise sets set shines shine happens happen depends depend varies vary holds hold
know knows think thinks feel feels say says tells tell find finds called became become becomes wrote painted
""")
_CONTRACTION_RE = re.compile(r"['’](?:s|re|m|ve|ll|d)$|n['’]t$", re.IGNORECASE)


def is_main_clause(piece: str) -> bool:
    """True when ``piece`` (the words before a clause break, without the break) reads as a statement by itself."""
    tokens = [t.lower().replace("’", "'") for t in _WORD_RE.findall(_LIST_MARKER_RE.sub("", piece))]
    while tokens and tokens[0] in _LEAD_INS:
        tokens = tokens[1:]
    if len(tokens) < 2 or tokens[0] in _DEPENDENT_OPENERS or tokens[-1] in _OPEN_ENDINGS:
        return False
    return any(t in _FINITE or _CONTRACTION_RE.search(t) or (i > 0 and t.endswith("ed") and len(t) > 4)
               for i, t in enumerate(tokens))
