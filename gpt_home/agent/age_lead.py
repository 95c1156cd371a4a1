"""A speaker's age said before what they say (issue 15, the twenty-first set): "im eight play the baby shark song",
"i am 88 and i lose track of the days", "im nine and i lost my first tooth". A child or an older person says who is
speaking first; what follows is read as if said alone. Only an age (a number, said in digits or words, "and a half",
"years old"), never "im going to" or "im off". Pure.
"""

from __future__ import annotations

import re

AGE = (r"(?:i am|im) (?:nearly |almost |only |just )?(?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|"
       r"ninety)(?: (?:one|two|three|four|five|six|seven|eight|nine))?|two|three|four|five|six|seven|eight|nine|ten|"
       r"eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a hundred)"
       r"(?: (?:and a half|years old|year old))?")
_LEAD = re.compile(rf"^{AGE}(?: (?:and|so|now))? (?=\S)")


def without_age(text: str) -> str | None:
    """``text`` (lower case, no punctuation) without the age said first, or None when it starts with none."""
    found = _LEAD.match(text)
    return None if found is None else text[found.end():]
