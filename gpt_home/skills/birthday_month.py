"""Is it the birthday month: "is it my birthday month yet my birthday is in december", "my son was born in march, is
it his birthday month".

The month of the birthday is said in the same breath, so the answer is a plain comparison with today's month; the
model, asked instead, takes the birthday for its own or guesses. A sentence that names no single month, or asks about
another time (next, last, over, gone), is left to the other readers. Pure: ``today`` comes in.
"""

from __future__ import annotations

import re
from datetime import date

from gpt_home.agent.spoken_words import MONTH, MONTHS

# "is it my birthday month", "is this his birthday month yet", "are we in my birthday month", "the month of my birthday"
_ASKED = re.compile(r"\b(?:is (?:it|this|now)|are we in|we are in|its|it is)(?: now| already| finally)? (?:the |my |his |"
                    r"her |our |their |your )?(?:[a-z]+ s |[a-z]+s )?(?:birthday|birth day|bday) month\b|"
                    r"\b(?:is (?:it|this)|are we in) the month of (?:my|his|her|our|their) (?:birthday|birth day)\b|"
                    r"\b(?:is (?:it|this|now) (?:the|that) month|are we in (?:it|that month))(?: now| yet)?$")
# "my birthday is in december", "i was born in december", "his birthday s in the month of march", "born on the 3rd of
# december": the month of the birthday
_MONTH_SAID = re.compile(rf"\b(?:birthday|birth day|bday)(?: s| is|s)? (?:in |during )?(?:the month of )?({MONTH})\b|"
                         rf"\bborn (?:in |during )(?:the month of )?({MONTH})\b|"
                         rf"\b(?:birthday|birth day|bday|born)(?: s| is| was)?(?: on)?(?: the)? \d{{1,2}}(?:st|nd|rd|th)?"
                         rf"(?: of)? ({MONTH})\b|\b(?:its|it s|it is) in (?:the month of )?({MONTH})\b")  # "... its in may"
_OTHER_TIME = re.compile(r"\b(?:next|last|over|gone|passed|ago|until|till|how many|when|which|what)\b")


def reply(normalized: str, today: date) -> str | None:
    """Yes or no with today's month, when ``normalized`` asks whether this is a birthday month it names; else None."""
    if not _ASKED.search(normalized) or _OTHER_TIME.search(normalized):
        return None
    said = {found.group(1) or found.group(2) or found.group(3) or found.group(4) for found in _MONTH_SAID.finditer(normalized)}
    if len(said) != 1:
        return None
    month = MONTHS.index(said.pop()) + 1
    now = MONTHS[today.month - 1].capitalize()
    if month == today.month:
        return f"Yes, it's {now} now, so this is the birthday month."
    away = (month - today.month) % 12
    return f"No, it's {now} now; the birthday month, {MONTHS[month - 1].capitalize()}, comes in " \
           f"{away} month{'s' if away > 1 else ''}."
