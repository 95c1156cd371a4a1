"""The commas a speaker said, put back into list items read from the comma-less normalized text.

Why (round 27): the rules read a list order from the normalized text, which has no commas, so "add pasta, chickpeas
and spinach" reached the store as "pasta chickpeas and spinach" and was split into "pasta chickpeas" and "spinach"
("eggs, milk, bread, and butter" kept "eggs milk bread" whole). The commas the speaker said (or the recognizer wrote)
tell where one item ends and the next begins: while a turn is answered (``said_in``), ``as_said`` puts a comma back
between any two words of the items that were said with a comma between them, and ``lists.split_items`` splits there.
A word pair said without a comma ("chicken stock cubes") is never split by this.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

# a word, a comma, the next word: overlapping, so "eggs, milk, bread" gives both pairs
_ACROSS_A_COMMA = re.compile(r"([a-z0-9]+)\s*,\s*(?=([a-z0-9]+))")
_PAIRS: ContextVar[tuple[tuple[str, str], ...]] = ContextVar("said_commas", default=())


def comma_pairs(said: str) -> tuple[tuple[str, str], ...]:
    """The word pairs ``said`` puts a comma between ("pasta, chickpeas" -> ("pasta", "chickpeas"))."""
    plain = re.sub(r"['\u2019]", "", said.lower())
    return tuple((m.group(1), m.group(2)) for m in _ACROSS_A_COMMA.finditer(plain))


def with_commas(raw: str, pairs: tuple[tuple[str, str], ...]) -> str:
    """``raw`` with a comma between each pair of words in ``pairs`` it holds side by side without one."""
    for first, then in pairs:
        raw = re.sub(rf"\b({re.escape(first)}) ({re.escape(then)})\b", r"\1, \2", raw, count=1, flags=re.IGNORECASE)
    return raw


def as_said(raw: str) -> str:
    """``raw`` (list items as the rules read them) with the commas the turn being answered said; unchanged outside a
    turn or when none was said."""
    return with_commas(raw, _PAIRS.get())


@contextmanager
def said_in(said: str) -> Iterator[None]:
    """The commas of ``said`` in force for ``as_said`` while the turn is answered."""
    token = _PAIRS.set(comma_pairs(said))
    try:
        yield
    finally:
        _PAIRS.reset(token)
