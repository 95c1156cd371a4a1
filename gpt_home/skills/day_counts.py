"""Days counted in the household's words: a countdown asked for ("count down the days left to the thirty-first of
december", "countdown to christmas") and the next turn of something done every so many days from the last time
("i pay the rent every 28 days and last paid on the 20th of november, when's it due next").

- **countdown**: "count down" / "countdown" (the days, left or remaining) to a day is the days until it, asked of
  the date skills as "how many days until <day>"; "count down from ten" and a countdown timer are no day.
- **next due**: "every N days / weeks", "every other week", "every fortnight", a last time said as a date of the
  past ("the 20th of november", "27 november", "monday", "3 days ago") and a question of when it is next (when,
  next, due): the first turn on or after today. A statement with no question is left alone.

Pure: the words and the clock in, a reply (or the question to ask the date skills) out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime, timedelta

from gpt_home.agent.spoken_words import MONTH, MONTHS, ORDINALS, WEEKDAY, WEEKDAYS
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills import everyday

_COUNTDOWN = re.compile(r"^(?:(?:can you|could you|please|lets|let us|go on|ok|okay) )*(?:count ?down|countdown)"
                        r"(?: the (?:days|sleeps|weeks))?(?: (?:left|remaining))?"
                        r" (?:to|till|til|until|before) (?P<day>(?!now\b)[a-z0-9 ]+?)(?: (?:please|for me|for us))?$")
_DAYS_LEFT = re.compile(r"^(?:the )?(?:number of )?(?:days|sleeps)(?: (?:left|remaining|to go))? (?:to|till|til|until|before) "
                        r"(?P<day>[a-z0-9 ]+?)(?: (?:please|for me|for us))?$")
# "count how many days remain before christmas eve", "the kids wanna know how many sleeps till santa comes"
_HOW_MANY_LEFT = re.compile(r"(?:^|\b(?:count|(?<!\bi )(?<!\bwe )know|tell me|work out|wondering|asking|ask) )how many (?:more )?(?:days|sleeps)"
                            r"(?: (?:remain|are remaining|remaining|are left|left|are there|to go|do we have|have we got|"
                            r"do i have|have i got))? (?:to|till|til|until|before) (?P<day>(?!now\b)[a-z0-9 ]+?)"
                            r"(?: (?:please|for me|for us|then))?$")
# the night Santa comes is counted in sleeps to Christmas morning
_SANTA = re.compile(r"^(?:santa(?: claus)?|father christmas)(?: (?:comes|arrives|gets here|is coming|is here|visits|"
                    r"comes down the chimney|brings (?:the|our|my) presents))?$")
# said about a countdown, not asking for one: "the countdown to christmas has started"
_TOLD = re.compile(r"\b(?:has|have|is|was|were|started|begun|begins|starts)\b")


def countdown(normalized: str, ask: Callable[[str], str | None]) -> str | None:
    """ "count down the days left to the 31st of december": the date skills' days until that day."""
    found = _COUNTDOWN.match(normalized) or _DAYS_LEFT.match(normalized) or _HOW_MANY_LEFT.search(normalized)
    if found is None or _TOLD.search(found.group("day")):
        return None
    return ask(f"how many days until {'christmas' if _SANTA.match(found.group('day')) else found.group('day')}")


_ORDINALS = ORDINALS
_ORD = r"(?:\d{1,2}(?:st|nd|rd|th)?|(?:twenty |thirty )?(?:" + "|".join(_ORDINALS[:9]) + r")|" + "|".join(
    _ORDINALS[9:]) + r"|thirtieth)"
_EVERY = re.compile(r"\bevery (?:(?P<n>\d{1,3}|other|second|a|one) )?(?P<unit>days?|weeks?|fortnight)\b")
# the last time said: "last" or "previous", or a verb of the past ("i paid on the 20th", "did it on sunday")
_LAST = re.compile(r"\b(?:last|previous|paid|did|done|was|were|went|had|got|took|picked|collected|changed|filled|"
                   r"watered|fed|came|happened|started|renewed|topped|put)\b")
_PAST_DAY = re.compile(
    rf"\b(?:the )?(?P<d1>{_ORD}) (?:of )?(?P<m1>{MONTH})\b|\b(?P<m2>{MONTH}) (?:the )?(?P<d2>{_ORD})\b|"
    rf"\b(?P<weekday>{WEEKDAY})\b|\b(?P<rel>yesterday|today|\d{{1,3}} (?:days?|weeks?) ago)\b|"
    rf"\bthe (?P<d3>\d{{1,2}}(?:st|nd|rd|th)|(?:twenty |thirty )?(?:{'|'.join(_ORDINALS[:9])})|"
    rf"{'|'.join(_ORDINALS[9:])}|thirtieth)\b")
_ASKED = re.compile(r"\b(?:when|whens|what day|which day|what date)\b.*\b(?:next|due|again|due next)\b|"
                    r"\bwhen (?:is|will|should|do|does|must)\b")


def _day_number(word: str) -> int | None:
    if m := re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", word):
        return int(m.group(1))
    tens = {"twenty": 20, "thirty": 30}.get(word.split()[0], 0) if " " in word else 0
    last = word.split()[-1]
    ones = _ORDINALS.index(last) + 1 if last in _ORDINALS else 30 if last == "thirtieth" else None
    return tens + ones if ones is not None else None


def _past_day(text: str, today: date) -> date | None:
    """The last date said in ``text`` as one of the past (or today)."""
    found = list(_PAST_DAY.finditer(text))
    if not found:
        return None
    said = found[-1]
    if said.group("rel") or said.group("weekday"):
        rel = said.group("rel")
        if rel is None:
            back = (today.weekday() - WEEKDAYS.index(said.group("weekday"))) % 7
            return today - timedelta(days=back)
        return everyday.resolve_day(rel, today)
    if said.group("d3"):  # "the 20th": the last 20th on or before today
        return _last_such_day(_day_number(said.group("d3")) or 0, today)
    day = _day_number(said.group("d1") or said.group("d2"))
    month = MONTHS.index(said.group("m1") or said.group("m2")) + 1
    for year in (today.year, today.year - 1):
        try:
            when = date(year, month, day or 0)
        except ValueError:
            return None
        if when <= today:
            return when
    return None


def _last_such_day(day: int, today: date) -> date | None:
    year, month = today.year, today.month
    for _ in range(3):
        try:
            if (when := date(year, month, day)) <= today:
                return when
        except ValueError:
            pass
        year, month = (year - 1, 12) if month == 1 else (year, month - 1)
    return None


def next_due(normalized: str, now: datetime) -> str | None:
    """ "i pay the rent every 28 days and last paid on the 20th of november, when's it due next": the next turn."""
    text = numeralize(normalized)
    every = _EVERY.search(text)
    if every is None or not _ASKED.search(text) or _LAST.search(text) is None:
        return None
    n = every.group("n")
    count = 2 if n in ("other", "second") else 1 if n in (None, "a", "one") else int(n)
    days = 14 if every.group("unit") == "fortnight" else count * (7 if every.group("unit").startswith("week") else 1)
    today = now.date()
    when = _past_day(text[: every.start()] + " , " + text[every.end():], today)  # said before or after the "every"
    if when is None or not 1 <= days <= 400:
        return None
    due = when + timedelta(days=days)
    while due < today:
        due += timedelta(days=days)
    said = f"{WEEKDAYS[due.weekday()].capitalize()}, {MONTHS[due.month - 1].capitalize()} {due.day}"
    last_said = f"{MONTHS[when.month - 1].capitalize()} {when.day}"
    if due == today:
        return f"It's due today, {said}: {days} days after {last_said}."
    ahead = (due - today).days
    return f"It's next due on {said}, in {ahead} day{'s' if ahead != 1 else ''}: every {days} days from {last_said}."
