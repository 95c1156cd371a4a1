"""Dates asked in a household's roundabout words, asked of the date skills in their plain words.

- **this day then**: "what was the date on this day last week", "what date was it this time last month", "what
  will the date be this day next week" is the date a week (month, year) ago or in a week.
- **runs out**: "my tablets last 60 days starting today, what date do they run out", "the prescription is for 28
  days, when does it finish" is the date that many days (weeks) from today. A supply told with no question ("the
  pack lasts 30 days") is left alone.
- **a span from today**: "add 54 days to today's date", "whats 90 days from today", "my warranty runs 60 days from
  today, till when", "if the parcel takes 8 weeks when will it come" is the date that many days (weeks) from today.

Pure: the words in, the plain question (answered by ``ask``) out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from gpt_home.agent.number_reader import numeralize
from gpt_home.skills.day_statements import months_ago
from gpt_home.skills.everyday import date_offset

Ask = Callable[[str], str | None]

_THIS_DAY = re.compile(r"^(?:what|which|whats)(?: was| is| will)?(?: the)? date(?: was| is| will be| be)?(?: it)?"
                       r"(?: on)? (?:this|the same) (?:day|date|time) (?P<when>last|next) (?P<unit>week|month|year)$")
_SUPPLY = re.compile(r"\b(?:last|lasts|will last|run for|runs for|are for|is for|good for|enough for|supply for|"
                     r"supply of|worth of)(?: me)? (?P<n>\d{1,3}) (?P<unit>days?|weeks?)\b|"
                     r"\b(?P<n2>\d{1,3}) (?P<unit2>days?|weeks?)(?:s)? (?:supply|worth)\b")
_RUN_OUT = re.compile(r"\b(?:what|which) (?:date|day)\b.*\b(?:run out|runs out|finish|finishes|end|ends|be done|"
                      r"be finished|run dry|be empty|be gone|expire|stop)\b|\bwhen (?:do|does|will|would)\b.*\b(?:run "
                      r"out|finish|end|be done|be finished|be gone|be empty|expire)\b")
# a supply that began another day than today is not counted from today
_OTHER_START = re.compile(r"\b(?:started|starting|from|since|began|beginning) (?!today|now\b)(?:on |last |the )?\w+")


def this_day_then(normalized: str, now: datetime, ask: Ask) -> str | None:
    """ "what was the date on this day last week": the date a week ago."""
    found = _THIS_DAY.match(normalized)
    if found is None:
        return None
    unit = found.group("unit")
    if found.group("when") == "last":
        return date_offset(f"a {unit} ago", now) if unit == "week" else months_ago(f"a {unit} ago", now.date())
    return ask(f"what will the date be in a {unit}")


def runs_out(normalized: str, ask: Ask) -> str | None:
    """ "my tablets last 60 days starting today, what date do they run out": the date 60 days from today."""
    text = numeralize(normalized)
    supply = _SUPPLY.search(text)
    if supply is None or _RUN_OUT.search(text) is None or _OTHER_START.search(text):
        return None
    count = supply.group("n") or supply.group("n2")
    unit = (supply.group("unit") or supply.group("unit2")).rstrip("s")
    return ask(f"what date is {count} {unit}{'s' if count != '1' else ''} from today")


_ADDED = re.compile(r"^(?:(?:can you|could you|please|now) )*(?:add|plus) (?P<n>\d{1,4}) (?P<unit>days?|weeks?) "
                    r"(?:on )?(?:to|onto) (?:today|todays date|today s date|the date|the date today|now)(?: please)?$")
# a span counted from today and a question of when it ends, with no other day said
_FROM_TODAY = re.compile(r"\b(?P<n>\d{1,4}) (?P<unit>days?|weeks?) (?:from (?:today|now)|time)\b")
_TAKES = re.compile(r"\b(?:takes?|taking|will take) (?:about |around )?(?P<n>\d{1,4}) (?P<unit>days?|weeks?)\b")
_WHEN_ASKED = re.compile(r"^(?:whats|what is|what s) \d{1,4} (?:days?|weeks?) from (?:today|now)$|"
                         r"(?:\b(?:till|until|to) when|\bwhen (?:will|would|does|do|is|should) (?:it|that|they|"
                         r"he|she)(?: be)?(?: come| arrive| get here| end| run out| finish| be here| due| done| ready| over| back)?)(?: then)?$")


def span_from_today(normalized: str, ask: Ask) -> str | None:
    """ "add 54 days to today's date", "whats 90 days from today", "the parcel takes 8 weeks, when will it come":
    the date that many days (weeks) from today; None when another day is said (the span is then counted from it)."""
    text = numeralize(normalized)
    found = _ADDED.match(text)
    if found is None and _WHEN_ASKED.search(text):
        found = _FROM_TODAY.search(text) or _TAKES.search(text)
    if found is None or _OTHER_START.search(text) or len(re.findall(r"\b\d+ (?:days?|weeks?)\b", text)) != 1:
        return None
    count, unit = found.group("n"), found.group("unit").rstrip("s")
    return ask(f"what date is {count} {unit}{'s' if count != '1' else ''} from today")
