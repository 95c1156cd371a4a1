"""More ways a household names a day, for ``everyday.resolve_day``: offsets from another day ("a week from
tomorrow", "two days after friday"), months ("one month from today"), the nth weekday of a month ("the second sunday
of december"), calendar dates with a year ("july fourth twenty twenty seven") or with "the" ("december the 29th"),
and spoken ordinals and years put as digits ("twenty ninth" -> "29th", "twenty twenty seven" -> "2027").

Pure: ``today`` is passed in. Each function returns None when the text is not such a day (never a guess).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

from gpt_home.agent.spoken_words import MONTH, MONTHS, ORDINAL_NUMBER, WEEKDAY, WEEKDAYS

_ONES = {word: n for word, n in ORDINAL_NUMBER.items() if n < 10}
_SMALL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_DECADES = {"ten": 10, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
            "eighty": 80, "ninety": 90}  # fmt: skip
_SUFFIX = {1: "st", 2: "nd", 3: "rd"}
_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1,
        "final": -1}  # fmt: skip


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else _SUFFIX.get(n % 10, 'th')}"


def spoken_ordinals(text: str) -> str:
    """ "twenty ninth" -> "29th", "thirty first" -> "31st" (numeralize would make them "20 ninth")."""
    return re.sub(rf"\b(twenty|thirty) ({'|'.join(_ONES)})\b",
                  lambda m: _ordinal(_DECADES[m.group(1)] + _ONES[m.group(2)]), text)


def spoken_years(text: str) -> str:
    """ "twenty twenty seven" -> "2027", "two thousand and twenty six" -> "2026", after a month or a day only."""
    def year(m: re.Match[str]) -> str:
        tens = _DECADES.get(m.group("tens") or "", 0) + _SMALL.get(m.group("ones") or "", 0)
        return f"{m.group('before')} {2000 + tens}"

    return re.sub(
        rf"(?P<before>\b(?:{MONTH}|\d{{1,2}}(?:st|nd|rd|th)?|{'|'.join(_ONES)}|\w+teenth|\w+tieth)) "
        r"(?:twenty|two thousand(?: and)?) (?P<tens>twenty|thirty)?(?: ?(?P<ones>one|two|three|four|five|six|seven|"
        r"eight|nine))?\b", year, text)


def _add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    year, month = day.year + month // 12, month % 12 + 1
    for last in (31, 30, 29, 28):  # "a month from january 31st": the end of february
        try:
            return date(year, month, min(day.day, last))
        except ValueError:
            continue
    raise ValueError("no such month")  # pragma: no cover - 28 always exists


def _count(word: str) -> int | None:
    if word in ("a", "an", "one"):
        return 1
    return int(word) if word.isdigit() and int(word) <= 3660 else None


def other_day(text: str, today: date, resolve: Callable[[str, date], date | None],
              ordinal: Callable[[str], int | None]) -> date | None:
    """A day ``resolve_day`` does not read by itself; ``resolve`` reads the base day of an offset ("tomorrow")."""
    if m := re.fullmatch(r"(?:in |after )?(\d+|an?|one) (day|week|month|year)s? (?:from|after) (.+)", text):
        count, base = _count(m.group(1)), resolve(m.group(3), today)
        if count is None or base is None:
            return None
        return _shift(base, count, m.group(2))
    if m := re.fullmatch(r"(?:in |after )(\d+|an?|one) (month|year)s?(?: time)?|(\d+|an?|one) (month|year)s? "
                         r"(?:from (?:now|today)|time)", text):
        count = _count(m.group(1) or m.group(3) or "")
        return _shift(today, count, m.group(2) or m.group(4)) if count is not None else None
    if m := re.fullmatch(rf"(?:the |on the )?(\w+) ({WEEKDAY}) (?:of|in) (?:({MONTH})(?: (\d{{4}}))?|"
                         r"(this|the|next|last) month)", text):
        nth = _NTH.get(m.group(1))
        if nth is None:
            return None
        if m.group(5):  # "the first monday of next month": that month, gone by or not
            month = _add_months(today.replace(day=1), {"next": 1, "last": -1}.get(m.group(5), 0))
            return _nth_weekday_next(nth, WEEKDAYS.index(m.group(2)), month.month, today, month.year)
        return _nth_weekday_next(nth, WEEKDAYS.index(m.group(2)), MONTHS.index(m.group(3)) + 1, today,
                                 int(m.group(4)) if m.group(4) else None)
    if m := _IN_A_WEEK.fullmatch(text):  # "the saturday at the end of this week": that week's saturday
        monday = today - timedelta(days=today.weekday()) + timedelta(days=7 if m.group(2) == "next" else 0)
        return monday + timedelta(days=WEEKDAYS.index(m.group(1)))
    return calendar_with_year(text, today, ordinal)


# a weekday said with the week it falls in (a week starts on Monday): "the saturday at the end of this week", "the
# monday at the start of next week", "friday of this week", "the sunday later this week"
_IN_A_WEEK = re.compile(rf"(?:the |on the |on )?({WEEKDAY}) (?:(?:at|towards?) the (?:end|start|beginning) of |of |in |"
                        r"later |later on |at the weekend of )?(this|next) week")


def _shift(base: date, count: int, unit: str) -> date:
    if unit in ("day", "week"):
        return base + timedelta(days=count * (7 if unit == "week" else 1))
    return _add_months(base, count * (12 if unit == "year" else 1))


def _nth_weekday_next(nth: int, weekday: int, month: int, today: date, year: int | None) -> date | None:
    for candidate_year in ((year,) if year else (today.year, today.year + 1)):
        if nth > 0:
            first = date(candidate_year, month, 1)
            day = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (nth - 1))
        else:
            last = date(candidate_year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
            day = last - timedelta(days=(last.weekday() - weekday) % 7)
        if day.month == month and (year or day >= today):
            return day
    return None


def calendar_with_year(text: str, today: date, ordinal: Callable[[str], int | None]) -> date | None:
    """ "july 4th 2027", "the 4th of july 2027", "4th july", "december the 29th": that date (the next one when no
    year is said)."""
    words = text.removeprefix("the ").replace(" the ", " ").split()
    year = None
    if words and re.fullmatch(r"\d{4}", words[-1]):
        year = int(words.pop())
    month = day = None
    if len(words) == 2 and words[0] in MONTHS:
        month, day = MONTHS.index(words[0]) + 1, ordinal(words[1])
    elif len(words) == 3 and words[1] == "of" and words[2] in MONTHS:
        month, day = MONTHS.index(words[2]) + 1, ordinal(words[0])
    elif len(words) == 2 and words[1] in MONTHS:
        month, day = MONTHS.index(words[1]) + 1, ordinal(words[0])
    if month is None or day is None:
        return None
    for candidate_year in ((year,) if year else (today.year, today.year + 1)):
        try:
            candidate = date(candidate_year, month, day)
        except ValueError:
            return None
        if year or candidate >= today:
            return candidate
    return None


_COUNT_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_SPAN_COUNT = r"(\d{1,2}|an?|" + "|".join(_COUNT_WORDS) + r")"
# "three weeks today", "a fortnight tomorrow", "2 weeks on friday", "today fortnight", "tomorrow three weeks"
_WEEK_ON = re.compile(rf"^(?:{_SPAN_COUNT} (weeks?|fortnights?|months?|years?) (today|tomorrow|on (?:{WEEKDAY}))|"
                      rf"(today|tomorrow) (?:{_SPAN_COUNT} )?(weeks?|fortnights?))$")


def week_from(text: str) -> str:
    """ "a week today" -> "a week from today", "tomorrow fortnight" -> "2 weeks from tomorrow", "three weeks on
    friday" -> "3 weeks from friday" (as said in Britain); any other text unchanged."""
    m = _WEEK_ON.match(text)
    if m is None:
        return text
    said = m.group(1) or m.group(5) or "a"
    count = _COUNT_WORDS.index(said) + 1 if said in _COUNT_WORDS else _count(said)
    if count is None or count == 0:
        return text
    unit = m.group(2) or m.group(6)
    base = (m.group(3) or m.group(4)).removeprefix("on ")
    if unit.startswith(("month", "year")):  # "a month today", "a year tomorrow"
        return f"{'a' if count == 1 else count} {unit.rstrip('s')}{'s' if count > 1 else ''} from {base}"
    weeks = count * (2 if unit.startswith("fortnight") else 1)
    if weeks == 1 and (m.group(3) or "").startswith("on "):
        return f"a week on {base}"  # "one week on saturday": the day readers' own ("A week on Saturday it will be ...")
    return f"{'a week' if weeks == 1 else f'{weeks} weeks'} from {base}"


_YEAR_SAID = re.compile(r"^(?P<day>.+?)\s+(?:(?P<which>this|next|last) year|(?:in )?(?P<year>(?:19|20)\d\d))$")


def year_said(event: str, today: date) -> tuple[str, date] | None:
    """A named day with its year said after it ("thanksgiving this year", "easter next year", "christmas in 2030"):
    the day's name and the first of January of that year, from which its date in that year is found; None otherwise."""
    found = _YEAR_SAID.match(event)
    if found is None:
        return None
    year = int(found["year"]) if found["year"] else today.year + {"this": 0, "next": 1, "last": -1}[found["which"]]
    return found["day"], date(year, 1, 1)


_DATE_WORD = re.compile(rf"^(?:{WEEKDAY}|{MONTH}|the|of|on|this|next|coming|\d{{1,2}}(?:st|nd|rd|th)?|(?:twenty|thirty)|"
                        r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
                        r"(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth)$")


def names_a_date(name: str) -> bool:
    """Whether ``name`` is only a date or a weekday ("Friday", "9th of February"), not an event ("Good Friday"): a
    date is said back once, as a date."""
    words = name.lower().split()
    return bool(words) and all(_DATE_WORD.match(w) for w in words)


def gone_by(day: date, today: date) -> date | None:
    """The last such day on or before ``today``: the same date a year back, or for a day of the month that is still to
    come this month ("what day was the 5th" on the 1st), the one last month; None when there is no such date."""
    if day.year == today.year and day.month == today.month:
        back = date(today.year - 1, 12, 1) if today.month == 1 else today.replace(day=1) - timedelta(days=1)
        try:
            return back.replace(day=day.day)
        except ValueError:
            return None
    try:
        return day.replace(year=day.year - 1)
    except ValueError:
        return None
