"""What every slot composer shares (``household_slots`` for timers, alarms, reminders and lists; ``light_slots`` for
lights): the gap left where a slot was taken out, the composed result, and taking one slot out of the words."""

from __future__ import annotations

import re
from dataclasses import dataclass

GAP = " | "  # where a slot was taken out: a task or an item never runs across it


@dataclass(frozen=True)
class Composed:
    """What the parts say: the plain command for the rules, and the words each slot consumed (for the log)."""

    command: str
    consumed: tuple[tuple[str, str], ...]


def take(text: str, pattern: re.Pattern[str], taken: list[tuple[str, str]], name: str) -> tuple[str, re.Match[str] | None]:
    """``text`` with the first match of ``pattern`` cut out (a gap left), and the match; the match is logged in
    ``taken`` under ``name``."""
    m = pattern.search(text)
    if m is None:
        return text, None
    taken.append((name, m.group(0)))
    return " ".join(f"{text[:m.start()]}{GAP}{text[m.end():]}".split()), m
