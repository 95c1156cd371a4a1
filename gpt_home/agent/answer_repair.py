"""A "no" said with an answer to a question the assistant asked (round 23, issue 15).

- said first, before a time or a length ("When should I remind you?" -> "no, tomorrow at 6 pm"): no part of the
  answer, which is the time said (never a reminder to "call mum no");
- said last ("What should I add?" -> "eggs, no thanks", heard as "eggs no"): the answer taken back, as "actually,
  never mind" takes it back (never an item "eggs no").

A "no" that answers a yes/no question ("Shall I add tin foil?" -> "no, cling film") is neither: the caller reads only
answers to "when?" and "for how long?" with ``without_leading_no``. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.self_correction import NOT_AFTER, SORRY, is_number

_LEADING_NO = re.compile(rf"^(?:no|nope|nah)(?: (?:{SORRY}|wait|i mean|i meant|actually|make it|make that))* (?=\S)")
_REFUSED = frozenset("dont don't not never nothing none neither".split())
_WHEN_WORDS = frozenset("tomorrow tonight today morning afternoon evening night noon midday midnight monday tuesday "
                        "wednesday thursday friday saturday sunday weekend".split())


def without_leading_no(answer: str) -> str:
    """An answer to "when?" or "for how long?" without the "no" said first ("no, tomorrow at 6 pm" -> "tomorrow at 6
    pm"); the answer as said unless a time or a length follows the "no" ("no, maybe later" stays)."""
    rest = _LEADING_NO.sub("", answer, count=1)
    if rest == answer or set(rest.split()) & _REFUSED:  # "no i dont want one": a refusal, never a one minute timer
        return answer
    return rest if any(is_number(w) or w in _WHEN_WORDS for w in rest.split()) else answer


def no_said_last(answer: str) -> bool:
    """ "eggs no (thanks)", "tomorrow at 6 nope": an answer to a question taken back by the "no" said last (the
    short way of "actually, never mind"); never "there's no", "say no"."""
    words = answer.split()
    return len(words) >= 2 and words[-1] in ("no", "nope", "nah") and words[-2] not in NOT_AFTER
