"""A named day JUDGED, not checked: "is friday a good day for it", "would saturday be ok", "is monday any good".

Such a sentence names a weekday the way "is it friday" does, but asks whether that day suits something, not whether
today is that day: "No, it's not Friday." (a check of today) or "Today is Tuesday" (the date read by meaning) answer a
question nobody asked. ``judged`` tells the shape (the day, then a word of judgement: good, ok, free, busy, too
late ...); the checks of today decline it, and a reading by meaning as the date or the weekday is declined too
(``misread``), so the sentence reaches what can talk about it. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import WEEKDAY

_OPINION = re.compile(rf"\b(?:{WEEKDAY}|weekend|tomorrow|today|tonight)\b(?: (?:a|an|the|be|going to be|gonna be|"
                      r"really|very|too|so|any|more|still|even|just|a bit|not|nt|for you|for me|for us|for them))* "
                      r"(?:good|bad|nice|great|better|best|worse|worst|ok|okay|fine|alright|all right|free|busy|"
                      r"suitable|convenient|possible|lucky|unlucky|perfect|ideal|quiet|wise|sensible|enough|"
                      r"too (?:late|early|soon|busy|far))\b|\b(?:would|will|could) (?:the )?(?:"
                      rf"{WEEKDAY}|weekend) (?:be|do|work|suit)$")  # the judgement dropped as a filler ("... be ok")
# What a reading by meaning would answer with the date: never an answer to a judged day
_DATE_INTENTS = re.compile(r"^(?:date|weekday|month|year|HassGetCurrentDate|HassGetCurrentWeekday)$")


def judged(normalized: str) -> bool:
    """True when ``normalized`` judges a named day ("is friday a good day for it", "would saturday be ok")."""
    return _OPINION.search(normalized) is not None


def misread(normalized: str, intent: str) -> bool:
    """True when ``intent`` would tell today's date or weekday for a sentence that judges a named day."""
    return _DATE_INTENTS.match(intent) is not None and judged(normalized)
