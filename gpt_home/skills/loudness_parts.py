"""Two complaints of not hearing the assistant in one breath (issue 15, round 24): "im a bit hard of hearing and
youre hard to make out", "youre very faint so i cant make you out", "my hearing is not great and youre mumbling".

Why: the loudness readers (``skills/loudness.py``) read one complaint as the whole sentence; two joined by "and" or
"so" reached the model, which said "I'm not a bit hard of hearing." Here the sentence is split at its joining words
and every part must be a complaint that asks for louder (read by ``loudness`` itself) or the speaker's hearing said
("im a bit deaf", "my hearing is not great"): then it is one step up. A part about anyone or anything else ("the
telly is loud", "my wife is hard of hearing") leaves the sentence unread. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_JOIN = re.compile(r"(?:,? (?:and|so|but|because|cos|cause|plus|and so|which means|so that)|,) ")
_HEARING = re.compile(r"(?:(?:um|er|oh|sorry|pardon) )*(?:(?:im|i am) (?:(?:a bit|a little|rather|quite|very|going|getting|"
                      r"slightly|pretty) )*(?:deaf|hard of hearing|deaf as a post)|my hearing (?:is not|isnt|aint|is) "
                      r"(?:what it was|what it used to be|(?:not |not so |so |very )?(?:great|good)|bad|poor|going)|"
                      r"i (?:dont|do not) hear (?:so |very |too )?well(?: these days| anymore)?|my ears (?:are not|arent) "
                      r"what they (?:were|used to be))(?: (?:dear|love|you know|these days))?")


def all_quiet(normalized: str, one: Callable[[str], bool]) -> bool:
    """True when ``normalized`` is two or more parts, each a complaint ``one`` reads as louder or the speaker's
    hearing said, and at least one part is about the assistant."""
    parts = [p.strip() for p in _JOIN.split(normalized) if p.strip()]
    if len(parts) < 2:
        return False
    heard = [one(p) for p in parts]
    return any(heard) and all(h or _HEARING.fullmatch(p) for p, h in zip(parts, heard, strict=True))
