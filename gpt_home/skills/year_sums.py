"""The year, its quarter and its season asked as sums on today, worked out from the calendar, never guessed:

- **years on or back**: "what year will it be in 15 years", "in ten years time what year is it", "what year was it 30
  years ago": this year plus or minus the years said;
- **the quarter**: "what quarter of the year are we in", "which quarter is it": the calendar quarter and its months;
- **the season**: "what season is it", "which season are we in": by the months (meteorological seasons), both
  hemispheres said, since the household's hemisphere is not known.

Pure: the words and today in, a reply or None out.
"""

from __future__ import annotations

import re
from datetime import date

from gpt_home.agent.spoken_words import MONTHS
from gpt_home.skills.clock_sums import LEAD

MAX_WORDS = 18
_TAIL = r"(?: now| please| then| exactly)?$"
_YEARS_ON = re.compile(LEAD + r"(?:(?:what|which) year (?:will it be|is it going to be|would it be|will that be|will we "
                       r"be in|is it) (?:in|after) (?P<n>\d+) years?(?: time| from now| from today)?|in (?P<n2>\d+) "
                       r"years?(?: time| from now)?,? (?:what|which) year (?:will it be|would it be|is it|will that be))"
                       + _TAIL)
_YEARS_BACK = re.compile(LEAD + r"(?:(?:what|which) year (?:was it|was that|would it have been|is) (?P<n>\d+) years? "
                         r"(?:ago|back|before now)|(?P<n2>\d+) years? (?:ago|back),? (?:what|which) year (?:was it|was "
                         r"that|would it have been))" + _TAIL)
_QUARTER = re.compile(LEAD + r"(?:what|which) quarter (?:of the year )?(?:are we in|is it|is this|is it in|are we on|"
                      r"is today in|is it of the year|are we in of the year)" + _TAIL)
_SEASON = re.compile(LEAD + r"(?:what|which) season (?:is it|are we in|is this|is it now|are we in now|of the year is "
                     r"it)" + _TAIL)
_QUARTER_NAMES = ("first", "second", "third", "fourth")
_NORTH = ("winter", "winter", "spring", "spring", "spring", "summer", "summer", "summer", "autumn", "autumn", "autumn",
          "winter")
_OPPOSITE = {"winter": "summer", "summer": "winter", "spring": "autumn", "autumn": "spring"}


def reply(normalized: str, today: date) -> str | None:
    """The answer to a year, quarter or season sum in ``normalized``, or None."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    if (found := _YEARS_ON.match(normalized)) is not None:
        years = int(found.group("n") or found.group("n2"))
        if not 0 < years <= 1000:
            return None
        return f"In {years} year{'s' if years != 1 else ''} it will be {today.year + years}."
    if (found := _YEARS_BACK.match(normalized)) is not None:
        years = int(found.group("n") or found.group("n2"))
        if not 0 < years <= 2000:
            return None
        return f"{years} year{'s' if years != 1 else ''} ago it was {today.year - years}."
    if _QUARTER.match(normalized):
        quarter = (today.month - 1) // 3
        first, last = MONTHS[quarter * 3].capitalize(), MONTHS[quarter * 3 + 2].capitalize()
        return f"We're in the {_QUARTER_NAMES[quarter]} quarter of {today.year}, {first} to {last}."
    if _SEASON.match(normalized):
        north = _NORTH[today.month - 1]
        return f"It's {MONTHS[today.month - 1].capitalize()}, so it's {north} in the northern hemisphere and " \
               f"{_OPPOSITE[north]} in the southern."
    return None
