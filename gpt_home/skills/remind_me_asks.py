"""A question after "remind me": "remind me, is it still 2025 or are we in 2026 now", "can you remind me what year
it is", "remind me again is it the first today".

"Remind me" before a question asks that question again (a memory jogged), never a reminder to set: when no rule read
the sentence whole, the question alone is read before the reminders' "didn't catch" help is given, so the help never
pre-empts what the rest of the sentence asks. A reminder's own words ("remind me to", "remind me at 6", "remind me
about", "remind me what time my reminder is") are never taken for a question here. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_LEAD = re.compile(r"^(?:(?:so|um|uh|er|erm|oh|ok|okay|right|sorry|hey|please|quickly|quick|just|and|now|dear|love)"
                   r" )*(?:(?:can|could|would|will) you (?:please )?)?(?:just )?remind me(?: (?:again|quickly|please|"
                   r"love|dear))*,? (?P<rest>.+)$")
_QUESTION = re.compile(r"^(?:is|are|isnt|arent|what|whats|which|has|have)\b")  # never "when the match starts"
# the reminders' own words: a reminder asked about or to set
_REMINDER = re.compile(r"\b(?:remind|reminder|reminders|alarm|alarms|timer|timers|set|to do|i have to|i need to|"
                       r"i must|i should|i set)\b")


def asked_after(normalized: str) -> str | None:
    """The question said after "remind me" ("is it still 2025 or are we in 2026 now"); None otherwise."""
    found = _LEAD.match(normalized)
    if found is None:
        return None
    rest = found.group("rest").strip()
    if not _QUESTION.match(rest) or _REMINDER.search(rest):
        return None
    return rest


def answered(normalized: str, understand: Callable[[str], str | None]) -> str | None:
    """The reply to the question said after "remind me" (``understand``: the rules' reading of a text), or None."""
    rest = asked_after(normalized)
    return understand(rest) if rest else None
