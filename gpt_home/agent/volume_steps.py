"""How many steps a volume change said ("drop your voice a couple of notches": two), for the turn that said it
(round 23).

Every reader of a volume command ends in ``Volume.change`` (the rules, the recognizer's templates, the composed
commands of ``agent/volume_slots.py``), and none of them carries an amount: they read "a couple of notches" as a
filler. So the amount is read once from the sentence the turn heard (``said_in``, around the turn in
``LocalSkills.handle``) and ``Volume.change`` moves that many steps at once. "a notch", "a bit" or nothing: one step;
"a couple of notches", "a notch or two", "two notches": two; "a few notches": three; a number of notches up to
``MOST``; more is read as ``MOST`` (never a jump to silence or full volume from one sentence). A context variable,
so turns on other threads never see each other's amount. Pure but for that variable.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

MOST = 5
UNIT = r"(?:notches|steps|clicks|levels|bars|ticks)"
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "couple": 2, "few": 3, "2": 2, "3": 3, "4": 4, "5": 5}
# "a couple of notches", "a couple notches", "two notches", "a few steps", "a notch or two", "couple of clicks"
NOTCHES = re.compile(rf"\b(?:(?:by )?(?:a )?(?P<n>couple|few|two|three|four|five|\d{{1,2}})(?: of)? {UNIT}|"
                     r"(?:by )?a (?:notch|step|click) or (?P<or>two|three|2|3))\b")
_STEPS: ContextVar[int] = ContextVar("volume_steps", default=1)


def steps_said(normalized: str) -> int:
    """The steps ``normalized`` asks the volume to move (1 when no amount is said)."""
    if (m := NOTCHES.search(normalized)) is None:
        return 1
    said = m.group("n") or m.group("or")
    return min(MOST, _WORDS.get(said, int(said) if said.isdigit() else 1)) or 1


def current() -> int:
    """The steps the turn being answered said (1 outside a turn)."""
    return _STEPS.get()


@contextmanager
def said_in(normalized: str) -> Iterator[int]:
    """The steps ``normalized`` says, in force for ``Volume.change`` while the turn is answered."""
    token = _STEPS.set(steps_said(normalized))
    try:
        yield _STEPS.get()
    finally:
        _STEPS.reset(token)
