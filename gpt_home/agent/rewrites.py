"""A table of (pattern, rewrite) rows, compiled once and applied in order: the one shape every reading module's
tables share (``agent/spoken_variants.py``, ``agent/recognizer.py``, ``skills/day_statements.py``,
``skills/spoken_sums.py``, ``skills/weather_slang.py`` ...), so each no longer compiles and loops over its own copy.

A row's rewrite is what the caller makes of a match: a replacement for ``re.sub`` (``sub``: a string or a function of
the match), or any value handed back with the match (``first``, ``found``): a condition, an operator, a function
that words the reading. Patterns are compiled when
the table is built (module import), never per sentence. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Generic, TypeVar

Out = TypeVar("Out")
_HOW = {"search": re.Pattern.search, "match": re.Pattern.match, "fullmatch": re.Pattern.fullmatch}


class Rewrites(Generic[Out]):
    """Rows of (compiled pattern, rewrite), in the order given: the first row is tried first."""

    __slots__ = ("rows",)

    def __init__(self, rows: Iterable[tuple[str | re.Pattern[str], Out]], flags: int = 0) -> None:
        self.rows: tuple[tuple[re.Pattern[str], Out], ...] = tuple(
            (p if isinstance(p, re.Pattern) else re.compile(p, flags), out) for p, out in rows)

    def sub(self, text: str, count: int = 0) -> str:
        """``text`` with every row's substitution made in turn, each row's rewrite a replacement string or a function
        of the match, as ``re.sub`` takes them (each row sees the text the rows before it left; ``count``: at most so
        many replacements a row, 0 for all)."""
        for pattern, out in self.rows:
            text = pattern.sub(out, text, count)  # type: ignore[call-overload]  # Out: str or a function of the match
        return text

    def found(self, text: str, how: str = "search") -> Iterator[tuple[Out, re.Match[str]]]:
        """(rewrite, match) of each row whose pattern is found in ``text`` (``how``: "search", "match" or
        "fullmatch"), in the table's order."""
        call = _HOW[how]  # the method itself, looked up once: a row costs what ``pattern.match(text)`` costs
        for pattern, out in self.rows:
            if (m := call(pattern, text)) is not None:
                yield out, m

    def first(self, text: str, how: str = "search") -> tuple[Out, re.Match[str]] | None:
        """(rewrite, match) of the first row whose pattern is found in ``text``; None when none is."""
        return next(self.found(text, how), None)
