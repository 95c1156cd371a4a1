"""Where a reminder's time said first ends and its task begins ("at 6 to call mum", "at 6 about the bins", "at ten to
twelve that the library books are due back").

"to", "about" and "that" open the task; a "to" inside a clock ("ten to twelve", "quarter to 6") never does, so the
task is never "twelve that the library books..." with the reminder at ten (a false time). Pure.
"""

from __future__ import annotations

_OPENERS = frozenset({"to", "about", "that"})
_MINUTES = frozenset({"five", "ten", "twenty", "quarter", "5", "10", "20", "25", "twenty five", "twentyfive"})
_HOURS = frozenset("one two three four five six seven eight nine ten eleven twelve noon midnight".split()) | {
    str(n) for n in range(1, 13)}


def task_opens(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` opens the task after the time in ``words[:i]``."""
    if words[i] not in _OPENERS:
        return False
    return not (words[i] == "to" and i + 1 < len(words) and words[i + 1] in _HOURS and words[i - 1] in _MINUTES)
