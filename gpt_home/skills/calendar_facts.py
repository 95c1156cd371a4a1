"""Counts of the calendar and leap years, worked out by the Gregorian rules (``calendar``), never guessed.

"how many days are in a leap year", "how many days are there in a year", "how many weeks are in a year", "in a leap
year february has how many days", "is twenty twenty eight a leap year", "is this year a leap year", "when is the next
leap year". The counts follow from the calendar module (365 or 366 days, 52 weeks and a day or two); a year said
aloud ("twenty twenty eight") is read as one year. Questions about a named month of a given year, and spans from
today, belong to the date skills. Pure (the day is passed in); ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import calendar
import re
from datetime import date

from gpt_home.agent.number_reader import amounts, grouped_years

MAX_WORDS = 20

_QUESTION = re.compile(r"\b(?:how|what|whats|which|when|is|are|was|will|does|do|tell me)\b")
_DAYS_IN_LEAP_YEAR = re.compile(r"\bhow many days\b.*\bleap years?\b|\bleap years?\b.*\bhow many days\b")
_OTHER_YEAR = re.compile(r"\b(?:normal|ordinary|regular|common|usual|non leap|other|standard) years?\b|"
                         r"\bnot a leap year\b")
# a month said with a leap year, by its name, its short name or a common misspelling: "so feb in a leap year"
_MONTH_WORDS = {name: number for number, names in enumerate((
    (), ("january", "jan"), ("february", "feb", "febuary", "feburary", "febr"), ("march",), ("april", "apr"),
    ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sept", "sep"),
    ("october", "oct"), ("november", "nov"), ("december", "dec")), ) for name in names}
_LEAP_MONTH = re.compile(rf"\b(?P<month>{'|'.join(_MONTH_WORDS)})\b(?=.*\bleap years?\b)|"
                         rf"\bleap years?\b.*\b(?P<month2>{'|'.join(_MONTH_WORDS)})\b")
_DAYS_IN_YEAR = re.compile(r"\bhow many days (?:are )?(?:there )?(?:in|has) (?:a|one|1|the|every|each) (?:normal |"
                           r"ordinary |regular |calendar |whole )?year\b|\ba year has how many days\b|"
                           r"\bhow many days (?:does|do) (?:a|one|1) year have\b")
_WEEKS_IN_YEAR = re.compile(r"\bhow many weeks (?:are )?(?:there )?(?:in|has) (?:a|one|1|the|every|each) "
                            r"(?:normal |calendar |whole )?year\b|\ba year has how many weeks\b|"
                            r"\bhow many weeks (?:does|do) (?:a|one|1) year have\b")
_IS_LEAP = re.compile(r"^(?:so |um |and |hey )?(?:is|was|will) (?P<year>\d{4}|this year|next year|last year) "
                      r"(?:be )?(?:a )?leap year\b|\b(?P<year2>\d{4}|this year|next year|last year) is (?:it )?"
                      r"(?:a )?leap year\b")
# this year asked without its name: "is this a leap year", "is it a leap year this year", "are we in a leap year"
_IS_LEAP_NOW = re.compile(r"^(?:so |um |and |hey )?(?:is (?:it|this|now)|are we in|is this year) (?:a )?leap year"
                          r"(?: this year| now| then)?$")
_NEXT_LEAP = re.compile(r"\b(?:when|what) is the next leap year\b|\bwhen(?:s| is| will be)? the next leap year\b|"
                        r"\bnext leap year (?:is )?when\b|\bwhich year is the next leap year\b")
_NOT_ASKED = re.compile(r"\b(?:remind|timer|list|spell\w*|until|till|since|ago|from now|left|born|birthday|"
                        r"january|march|april|may|june|july|august|september|october|november|december|month|"
                        # a year elsewhere: "how many days in a year on jupiter", "on mars how many days in a year"
                        r"on (?:mercury|venus|mars|jupiter|saturn|uranus|neptune|pluto|the moon|other planets)|"
                        r"years? on (?!earth\b|the earth\b)\w+)\b")

# "what week of the year is it", "which week number are we in", "what day of the year is today": today's count
# "what week are we in", "what number week is it", "which week is it in the year", "the number of this week"
WEEK_OF_YEAR = re.compile(r"\bweek (?:number|no|of the year|in the year)\b|"
                          r"\bweek (?:is it|are we in|are we on|is this|is today) (?:of|in) the year\b|"
                          r"\b(?:what|which|whats)(?: number)? week (?:is it|are we in|are we on|is this)(?: (?:of|in) the year)?\b|"
                          r"\bnumber (?:of )?(?:this|the current|the) week\b|\bthis weeks? number\b")
# "which week of the year are we in, by number", "week number please": how the count is wanted, after the question
_HOW_SAID = re.compile(r"(?: (?:by|as a|in) numbers?| please| then| love| mate)+$")
# "week number please", "the week number": the count alone, said without a question word
_BARE_WEEK = re.compile(r"^(?:(?:um|so|and|hey|ok|okay) )?(?:(?:whats|what is|tell me|give me) )?(?:the )?"
                        r"(?:current )?week (?:number|of the year)$")
_DAY_OF_YEAR = re.compile(r"\bday (?:number |no )?(?:of|in) the year\b")
_NOW_SAID = re.compile(r"\b(?:is it|are we(?: in| on| at)?|is (?:this|today)|it is|we are|today|now|currently|right now|"
                       r"this week)$|\b(?:is it|are we|is today|is this) (?:now|today|currently)\b")
_OTHER_DAY = re.compile(r"\b(?:best|good|should|when|for|will|was|were|next|last|tomorrow|yesterday|ago|birthday|"
                        r"christmas|easter|\d+(?:st|nd|rd|th))\b")

_WORDS = ("no", "one", "two")


def _year(said: str, today: date) -> int:
    return {"this year": today.year, "next year": today.year + 1, "last year": today.year - 1}.get(said) or int(said)


def _next_leap(after: int) -> int:
    year = after + 1
    while not calendar.isleap(year):
        year += 1
    return year


def _leap_month(text: str) -> int | None:
    """The month (1-12) said with a leap year in ``text``, or None."""
    found = _LEAP_MONTH.search(text)
    return _MONTH_WORDS[found.group("month") or found.group("month2")] if found else None


def _days_in_a_leap_year(month: int) -> str:
    """ "In a leap year February has 29 days, instead of 28."; any other month is as long in every year."""
    name = calendar.month_name[month]
    days = calendar.monthrange(2024, month)[1]
    if month == 2:
        return "In a leap year February has 29 days, instead of 28."
    return f"{name} has {days} days in every year, leap year or not."


def one_year_in(unit: str | None) -> str | None:
    """A calendar year in days or weeks ("day" or "week", as the unit converter names them), said as the calendar
    counts them; None for any other unit (months and hours are exact conversions)."""
    if unit == "day":
        return "A year has 365 days, or 366 in a leap year."
    if unit == "week":
        weeks, days = divmod(365, 7)
        return f"A year has {weeks} weeks and {_WORDS[days]} day, or {weeks} weeks and {_WORDS[days + 1]} days in a " \
               "leap year."
    return None


def reply(normalized: str, today: date) -> str | None:
    """The answer to a calendar-count or leap-year question in ``normalized``, or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    if not _QUESTION.search(normalized) and not _BARE_WEEK.match(_HOW_SAID.sub("", normalized)):
        return None
    text = grouped_years(amounts(normalized))
    if (count := count_in_year(text, today)) is not None:
        return count
    if _NEXT_LEAP.search(text):
        year = today.year if calendar.isleap(today.year) and today <= date(today.year, 2, 29) else _next_leap(today.year)
        return f"The next leap year is {year}." if year != today.year else f"This year, {year}, is a leap year."
    if (found := _IS_LEAP.search(text) or _IS_LEAP_NOW.match(text)) is not None:
        said = (found.group("year") or found.group("year2")) if found.re is _IS_LEAP else "this year"
        year = _year(said, today)
        if not 1583 <= year <= 9999:  # the Gregorian rules from the first full year they were used
            return None
        tense = "was" if year < today.year else "is"
        if calendar.isleap(year):
            return f"Yes, {year} {tense} a leap year."
        return f"No, {year} {tense} not a leap year; the next one {'was' if _next_leap(year) < today.year else 'is'} " \
               f"{_next_leap(year)}."
    if _NOT_ASKED.search(text.replace("february", "")) and _leap_month(text) is None:
        return None
    if (month := _leap_month(text)) is not None and re.search(r"\bhow many days\b", text):
        return _days_in_a_leap_year(month)
    if _DAYS_IN_LEAP_YEAR.search(text):
        if _OTHER_YEAR.search(text):  # "... and how many in a normal year": both asked in one breath
            return "A leap year has 366 days, and a normal year has 365."
        return "A leap year has 366 days."
    if "february" in text:
        return None  # a named month is the date skills' question
    if _DAYS_IN_YEAR.search(text):
        return one_year_in("day")
    if _WEEKS_IN_YEAR.search(text):
        return one_year_in("week")
    return None


def count_in_year(text: str, today: date) -> str | None:
    """Today's ISO week number or day of the year, when that (of now) is what ``text`` asks; None otherwise."""
    text = _HOW_SAID.sub("", text)
    if _OTHER_DAY.search(text) or _NOT_ASKED.search(text):
        return None
    if not _NOW_SAID.search(text) and not (_BARE_WEEK.match(text) or WEEK_OF_YEAR.search(text)
                                           and re.search(r"\b(?:is it|are we|we are|is this|this weeks?)\b", text)):
        return None
    if WEEK_OF_YEAR.search(text):
        year, week, _ = today.isocalendar()
        return f"It's week {week} of {year}."
    if _DAY_OF_YEAR.search(text):
        return f"Today is day {today.timetuple().tm_yday} of {today.year}."
    return None
