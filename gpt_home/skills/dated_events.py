"""An event named together with its date: "how many days till the school holidays begin on the 20th", "how long till my
party on the fifth of january", "how many sleeps until nan comes on saturday".

``everyday.event_date`` knows named days (holidays, "march 3rd", "friday"); an event of the household's own ("the
holidays start", "my party", "nan comes") is no named day, but the date said after it is. The event's words end in an
optional verb and "on" before the date; the date alone is counted to, and the event is named as said. Nothing is read
when the event is a named day itself or when the words after "on" are no date. Pure.
"""

from __future__ import annotations

import re
from datetime import date, datetime

from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.spoken_words import ORDINAL_NUMBER
from gpt_home.skills import everyday
from gpt_home.skills.day_phrases import MONTHS, names_a_date, spoken_ordinals

# "<event> [is|starts|begins|...] on <day>": the verb that puts the event on the day, if any
_NTH = re.compile(r"(?:the )?(\d{1,2})(?:st|nd|rd|th)")
_ON_A_DAY = re.compile(r"^(?P<event>.+?) (?:(?:is|are|starts?|begins?|ends?|finish(?:es)?|breaks? up|comes?|"
                       r"arrives?|happens?|falls?|opens?|closes?|will (?:be|start|begin|end|come|arrive)|is due) )?"
                       r"on (?P<day>.+)$")


def _month_day(day: str, today: date) -> str:
    """ "the 18th" -> "december 18th": a bare day of the month is the next one from today (today included)."""
    found = _NTH.fullmatch(numeralize(spoken_ordinals(day)))
    if found is None:
        return day
    year, month, number = today.year, today.month, int(found.group(1))
    for _ in range(3):
        try:
            if date(year, month, number) >= today:
                return f"{MONTHS[month - 1]} {day.removeprefix('the ')}"
        except ValueError:
            pass
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return day


def dated_event(event: str, now: datetime) -> str | None:
    """The date said in ``event`` ("the school holidays begin on the 20th" -> "december 20th") when the event itself is no
    day ``everyday.event_date`` knows and the words after "on" are one; None otherwise."""
    event, today = " ".join(event.split()), now.date()
    if everyday.event_date(event, today) is not None:
        return None
    found = _ON_A_DAY.match(event)
    day = _month_day(found.group("day"), today) if found else ""
    return day if day and everyday.event_date(day, today) is not None else _day_at_end(event, today)


_NOT_AN_EVENT_END = frozenset(["from", "after", "before", "since", "past", "to", "till", "until", "than", "and", "or",
                               "between", "of", "in", "the", "this", "next", "last", "every"])


def _day_at_end(event: str, today: date) -> str | None:
    """ "easter sunday the 28th of march 2027", "my exam 15 february": the date said after the event's name, with no
    "on" (the comma is gone); the household's date is counted to, even for a named day ("mothers day march 14 2027").
    None when no date ends the words or the words before it lead into it ("2 weeks from friday")."""
    words = event.split()
    for size in range(min(5, len(words) - 1), 0, -1):
        if words[-size - 1] in _NOT_AN_EVENT_END or words[-size - 1].isdigit():
            continue
        day = _month_day(spoken_ordinals(" ".join(words[-size:])), today)
        if (re.search(r"\d", day) and names_a_date(re.sub(r" (?:19|20)\d\d$", "", day))  # "in 3 days" is no date
                and (when := everyday.event_date(day, today)) is not None):
            head = re.sub(r"(?: (?:thats|that is|its|it is|which is|on))+$", "", " ".join(words[:-size]))
            named = everyday.event_date(head, today)
            return head if named is not None and named[0] == when[0] else day  # "easter sunday": named when it agrees
    return None


# "my grandson comes on the 19th, how many more days is that dear": the day said first, the count asked after it
_COUNT_AFTER = re.compile(r"^(?P<event>.+?) (?:so )?(?:how many (?:more )?(?:days|sleeps)|how long) (?:is that|is it|is that "
                          r"then|till then|until then|away is that|away is it|to go|left|still|remaining|have we got|do we have|have i "
                          r"got|do i have|have i got left|have we got left)"
                          r"(?: (?:then|now|dear|love|darling|please|pet|mate|again))?$")
_IN_DAYS = re.compile(r" (?:in|as|counted in) (?:the )?(?:number of )?days(?: please| then| exactly)?$")
_BEFORE_DAY = frozenset(["on", "by", "is", "for", "till", "until", "before"])
_REASON_AFTER = re.compile(r" (?:its|it is|thats|that is|because|cos|coz|as|so|we|were|we are|i|im|ive|theres|she|he|"
                           r"they|the kids|for my|for our|for the)\b.*$")
_PAST = re.compile(r"\b(?:was|were|did|had|ago|last|yesterday|went|came)\b")


def day_said_before(normalized: str, today: date) -> str | None:
    """ "the milk says use by the 4th how many days is that" -> "the 4th": the day said before a count asked of it
    (after "on", "by", "is"...; a bare day of the month as the next one: "december 4th"), when it is one ``everyday`` can count to and nothing past is said; None otherwise."""
    found = _COUNT_AFTER.match(normalized)
    if found is None or _PAST.search(found.group("event")):
        return None
    words = found.group("event").split()
    for size in range(min(4, len(words) - 1), 0, -1):
        day, before = _month_day(spoken_ordinals(" ".join(words[-size:])), today), words[-size - 1]
        if before not in _BEFORE_DAY or words[-size] in _BEFORE_DAY:
            continue
        if everyday.event_date(day, today) is not None:
            return day
    return None


_EDGE_OF_MONTH = re.compile(rf"^(?:the )?(end|start|beginning) of ({'|'.join(MONTHS)})$")


def _edge_day(found: re.Match[str]) -> str:
    """ "the end of january" -> "january 31st"; "the start of march" -> "march 1st" (February's end is said as the
    28th: a leap year's 29th is missed)."""
    month = found.group(2)
    if found.group(1) != "end":
        return f"{month} 1st"
    last = {"february": 28, "april": 30, "june": 30, "september": 30, "november": 30}.get(month, 31)
    return f"{month} {last}{'st' if last == 31 else 'th'}"


def days_until(event: str, now: datetime) -> str | None:
    """``everyday.days_until``, counting to the date said with the event when the event is no day of its own; the unit
    asked for at the end is no part of the event ("how long until valentine's day in days"); a bare day of the month
    is the next one ("the 31st")."""
    event = _EDGE_OF_MONTH.sub(_edge_day, _IN_DAYS.sub("", " ".join(event.split())))  # "the end of january"
    counted = everyday.days_until(dated_event(event, now) or _month_day(event, now.date()), now)  # "the 31st": next
    if counted is None and (reason := _REASON_AFTER.search(event)) is not None and reason.start() > 0:
        return days_until(event[: reason.start()], now)  # "the 31st its my birthday": the day, the reason left
    return counted


# "how many days till we break up for christmas its the eighteenth": the day the event falls on, told after the count
_TOLD_AFTER = re.compile(r"^(?:how many (?:more )?(?:days|sleeps)|how long) (?:is it |are there |left )?(?:till|until|to|"
                         r"before) (?P<event>.+?),? (?:its|it is|thats|that is|which is|were|we are) (?:on )?"
                         r"(?P<day>(?:the )?\w+(?:st|nd|rd|th)(?: of \w+)?|\w+ \w+(?:st|nd|rd|th))$")


def day_told_after(normalized: str, today: date) -> str | None:
    """ "how many days till we break up for christmas its the eighteenth" -> "december 18th": the day told in a remark
    after the count, not the holiday named in the event; None when no such day is told or ``everyday`` cannot count to it."""
    found = _TOLD_AFTER.match(normalized)
    if found is None or _PAST.search(found.group("event")):
        return None
    said = re.sub(r"\b[a-z]+th\b|\b(?:first|second|third)\b",
                  lambda m: f"{ORDINAL_NUMBER[m.group(0)]}{m.group(0)[-2:]}" if m.group(0) in ORDINAL_NUMBER else m.group(0),
                  spoken_ordinals(found.group("day")))  # "the eighteenth" -> "the 18th"
    day = _month_day(said, today)
    return day if everyday.event_date(day, today) is not None else None
