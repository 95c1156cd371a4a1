"""Everyday answers that need no model: dates relative to today, time in other cities, random picks, spelling.

Pure functions: the turn's ``now`` (aware, in the household's zone) and a ``random.Random`` are passed in, so tests pin
the clock and the dice. Each returns the spoken reply, or None when the slot text is not something it understands
(the caller then lets a later intent or the model answer).
"""

from __future__ import annotations

import random
import re
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo, available_timezones

from gpt_home.agent.spoken_words import DIGITS, ORDINAL_NUMBER, WEEKDAY
from gpt_home.agent.spoken_words import MONTHS as _MONTHS
from gpt_home.agent.spoken_words import WEEKDAYS as _WEEKDAYS
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills.city_aliases import ALIASES, COMMON_ALIASES
from gpt_home.skills.day_phrases import (gone_by, names_a_date, other_day, spoken_ordinals, spoken_years, week_from,
                                        year_said)
from gpt_home.skills.moveable_days import moveable_day
from gpt_home.skills.phrases import MONTHS, WEEKDAYS, spoken_clock
from gpt_home.skills.moveable_days import EASTER_KEYED
from gpt_home.skills.places import find_place, not_a_place, unknown_place, without_polite

_ORDINAL = re.compile(r"^(\d{1,2})(?:st|nd|rd|th)?$")
# Fixed-date holidays (month, day); moveable feasts such as Easter are left to the model rather than guessed.
_HOLIDAYS = {
    "christmas": (12, 25), "christmas day": (12, 25), "christmas eve": (12, 24), "boxing day": (12, 26),
    "new year": (1, 1), "new years": (1, 1), "new years day": (1, 1), "new year s day": (1, 1),
    "new years eve": (12, 31), "new year s eve": (12, 31), "halloween": (10, 31), "valentines day": (2, 14),
    "valentine s day": (2, 14), "valentines": (2, 14), "st patricks day": (3, 17), "saint patricks day": (3, 17),
    "april fools day": (4, 1), "april fool s day": (4, 1), "april fools": (4, 1), "independence day": (7, 4), "the fourth of july": (7, 4), "fourth of july": (7, 4),
}  # fmt: skip
_HOLIDAY_NAMES = {"christmas": "Christmas", "halloween": "Halloween", "new year": "New Year's Day"}


def _spoken_day(day: date) -> str:
    return f"{WEEKDAYS[day.weekday()]}, {MONTHS[day.month - 1]} {day.day}, {day.year}"


def _ordinal_day(text: str) -> int | None:
    if text in ORDINAL_NUMBER:
        return ORDINAL_NUMBER[text]
    m = _ORDINAL.match(text)
    return int(m.group(1)) if m else None


def _calendar_date(text: str, today: date) -> date | None:
    """ "march 3", "the 3rd of march", "december 25th": the next such date on or after today."""
    words = text.removeprefix("the ").split()
    month = day = None
    if len(words) == 2 and words[0] in _MONTHS:
        month, day = _MONTHS.index(words[0]) + 1, _ordinal_day(words[1])
    elif words and words[-1] in _MONTHS and (len(words) == 2 or len(words) == 3 and words[1] == "of"):  # 1st november
        month, day = _MONTHS.index(words[-1]) + 1, _ordinal_day(words[0])
    if month is None or day is None:
        return None
    for year in (today.year, today.year + 1):
        try:
            candidate = date(year, month, day)
        except ValueError:
            return None
        if candidate >= today:
            return candidate
    return None


def clean_day(text: str) -> str:
    """ "tomorrows" -> "tomorrow" ("what is tomorrows date"), "christmas this year" -> "christmas"."""
    text = re.sub(r" (?:this|next) year$", "", " ".join(text.lower().split()))
    return week_from(re.sub(r"^(today|tomorrow|yesterday)s$", r"\1", text))  # "a week today": from today


def resolve_day(text: str, today: date) -> date | None:
    """A spoken day relative to ``today``: tomorrow, yesterday, next friday, in 3 days, a week from today, march 3."""
    text = numeralize(spoken_years(spoken_ordinals(" ".join(text.lower().split()))))
    text = text.removeprefix("on ").removesuffix(" then")
    text = clean_day(text)
    simple = {"today": 0, "tomorrow": 1, "yesterday": -1, "the day after tomorrow": 2, "the day before yesterday": -2,
              "day after tomorrow": 2, "day before yesterday": -2,
              "after tomorrow": 2, "before yesterday": -2}  # "what is the day | after tomorrow"
    if text in simple:
        return today + timedelta(days=simple[text])
    m = re.fullmatch(r"(?:in |after |)(\d{1,4}|a|one) (day|week)s?(?: from (?:now|today))?(?: time)?", text)
    if m and (text.startswith(("in ", "after ")) or "from" in text):
        count = 1 if m.group(1) in ("a", "one") else int(m.group(1))
        return today + timedelta(days=count * (7 if m.group(2) == "week" else 1))
    if m := re.fullmatch(r"(\d{1,4}|a|one) (day|week)s? ago", text):
        count = 1 if m.group(1) in ("a", "one") else int(m.group(1))
        return today - timedelta(days=count * (7 if m.group(2) == "week" else 1))
    if m := re.fullmatch(rf"(next|this|last|coming|this coming)? ?({WEEKDAY})", text):
        which, weekday = m.group(1), _WEEKDAYS.index(m.group(2))
        if which == "last":
            back = (today.weekday() - weekday) % 7 or 7
            return today - timedelta(days=back)
        ahead = (weekday - today.weekday()) % 7
        if ahead == 0 and which in ("next", "coming", "this coming", None):
            ahead = 7
        return today + timedelta(days=ahead)
    if text in ("next week",):
        return today + timedelta(days=7)
    bare = _ORDINAL.match(text.removeprefix("the ").removesuffix(" of the month").removesuffix(" of this month"))
    if bare is not None and text.startswith("the "):
        return _this_month(int(bare.group(1)), today)  # "what day is the 25th": this month's, or next month's
    return _calendar_date(text, today) or other_day(text, today, resolve_day, _ordinal_day)


def _this_month(day: int, today: date) -> date | None:
    """The next ``day`` of a month on or after today (the 25th of this month, or of next month once it is past)."""
    year, month = today.year, today.month
    for _ in range(2):
        try:
            candidate = date(year, month, day)
        except ValueError:
            candidate = None
        if candidate is not None and candidate >= today:
            return candidate
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return None


def date_offset(day_text: str, now: datetime, *, past: bool = False) -> str | None:
    """ "what day is it tomorrow" -> "Tomorrow is Tuesday, December 1, 2026." (None when the day is not understood)."""
    today = now.date()
    named = year_said(" ".join(day_text.lower().split()), today)
    if named and resolve_day(named[0], today) is None and (holiday := event_date(*named)):
        verb = "was" if holiday[0] < today else "is"  # "what day does christmas fall on next year"
        return f"{holiday[1]} {verb} on {_spoken_day(holiday[0])}." if holiday[0].year == named[1].year else None
    past = past or re.search(r"\bthis year$", day_text.strip()) is not None  # "the 4th of july this year": gone by
    day_text = re.sub(r"^(?:(?:is )?going to be|gonna be|will be|be|says?|saying|showing)\b ?", "", clean_day(day_text))
    day_text = re.sub(r"\b(?:on|according to) (?:your|the|my) (?:calendar|clock|phone|watch)$", "", day_text).strip()
    day_text = day_text or "today"  # "what's the date say on your calendar"
    day_text = re.sub(r"^(?:the )?day (after|before)|^(after|before)(?! (?:\d+|an?|"
                      rf"{DIGITS}|ten) (?:days?|weeks?|months?)$)", r"the day \1\2", day_text)
    if past and (bare := re.fullmatch(rf"(?:on )?(?:the )?({WEEKDAY})", day_text)):
        day_text = "last " + bare.group(1)  # "what was the date on (the) sunday": the one just gone
    day = resolve_day(day_text, today)
    if day is None and (later := re.fullmatch(r"(?:the |on )?(?:(\w+day) after next|a week (?:on|from) (\w+day))",
                                              day_text)):
        coming = resolve_day(later.group(1) or later.group(2), today)  # "friday after next": a week after the coming
        day = coming + timedelta(days=7) if coming is not None else None
    if past and day is not None and day > today and (_calendar_date(clean_day(day_text), today) == day or re.fullmatch(
            r"(?:the |on the )?\d{1,2}(?:st|nd|rd|th)", clean_day(day_text))):  # "what day was the 5th": gone by
        if (day := gone_by(day, today)) is None:  # the 29th of February
            return None
    if day is None:
        holiday = event_date(day_text, today) if day_text.strip() else None
        if holiday is None:
            return None
        return f"{holiday[1][:1].upper()}{holiday[1][1:]} is on {_spoken_day(holiday[0])}."  # "what day is christmas"
    said = " ".join(day_text.lower().split()).removeprefix("on ")
    named = [w.capitalize() if w in _WEEKDAYS or w in _MONTHS else w for w in said.split()]
    said = " ".join(named)
    delta = (day - today).days
    spoken = _spoken_day(day)
    if any(w.lower() in _WEEKDAYS for w in named):
        spoken = spoken.split(", ", 1)[1]  # "next Friday is January 1, 2027", not "... is Friday, January 1"
    if said.startswith(("in ", "after ", "a week", "1 week", "a day")) or " from " in said:
        return f"{said[0].upper()}{said[1:]} it {'will be' if delta >= 0 else 'was'} {spoken}."  # "a week ago""
    verb = "is" if delta >= 0 else "was"
    return f"{said[0].upper()}{said[1:]} {verb} {spoken}."


def _period_end(event: str, today: date) -> tuple[date, str] | None:
    """The weekend (the coming Saturday), the end of the week, month or year."""
    if event in ("weekend", "this weekend", "the weekend"):
        return today + timedelta(days=(5 - today.weekday()) % 7), "the weekend"
    if event in ("next weekend",):
        return today + timedelta(days=(5 - today.weekday()) % 7 + 7), "next weekend"
    if m := re.fullmatch(r"(?:the )?(end|(?:very )?last day) of (?:the |this )?(week|month|year)", event):
        name = f"the {m.group(1).removeprefix('very ')} of the {m.group(2)}"  # "the last day of the year"
        if m.group(2) == "week":
            return today + timedelta(days=6 - today.weekday()), name
        if m.group(2) == "year":
            return date(today.year, 12, 31), name
        first_next = date(today.year + today.month // 12, today.month % 12 + 1, 1)
        return first_next - timedelta(days=1), name
    return None


def easter_sunday(year: int) -> date:
    """Easter Sunday of ``year`` in the Gregorian calendar (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    h = (19 * a + b - b // 4 - (b - (b + 8) // 25 + 1) // 3 + 15) % 30
    weekday = (32 + 2 * (b % 4) + 2 * (c // 4) - h - c % 4) % 7
    shift = (a + 11 * h + 22 * weekday) // 451
    month, day = divmod(h + weekday - 7 * shift + 114, 31)
    return date(year, month, day + 1)


_EASTER_DAYS = {"easter": (0, "Easter"), "easter sunday": (0, "Easter Sunday"), "easter day": (0, "Easter"),
                "good friday": (-2, "Good Friday"), "easter monday": (1, "Easter Monday"), **EASTER_KEYED}


def event_date(event: str, today: date) -> tuple[date, str] | None:
    """The date of a named day (a holiday, the weekend, "march 3rd", "tomorrow") on or after today, and its name."""
    said = year_said(" ".join(event.lower().split()).removeprefix("the "), today)
    if said and (found := event_date(*said)) and found[0].year == said[1].year:
        return found  # "thanksgiving this year": that year's, even when it has passed
    event = " ".join(clean_day(event).removeprefix("the ").split())
    if (period := _period_end(event, today)) is not None:
        return period
    if event in _EASTER_DAYS:
        offset, name = _EASTER_DAYS[event]
        when = easter_sunday(today.year) + timedelta(days=offset)
        return (when if when >= today else easter_sunday(today.year + 1) + timedelta(days=offset)), name
    if event in _HOLIDAYS:
        month, day = _HOLIDAYS[event]
        this_year = date(today.year, month, day)
        when = this_year if this_year >= today else date(today.year + 1, month, day)
        name = _HOLIDAY_NAMES.get(event, event.title().replace(" S ", "'s "))
        name = re.sub(r"\b(Year|Valentine|Patrick)s\b", r"\1's", name)  # "New Years Eve" -> "New Year's Eve"
        return when, name
    if (moveable := moveable_day(event.replace("'", " ").removesuffix(" this year"), today)) is not None:
        return moveable
    ordinal = re.match(r"\d+(?:st|nd|rd|th)\b", event)  # "28th of this month" is the 28th; "12" is no day
    if (when := resolve_day(event, today) or ordinal and resolve_day(f"the {event}", today)) is not None:
        return when, " ".join(w.capitalize() if w in _MONTHS or w in _WEEKDAYS else w
                              for w in re.sub(r"^(?=\d+(?:st|nd|rd|th)\b)", "the ", event).split())
    return None


def day_name_words() -> frozenset[str]:
    """Every word of a named day this module reads (holidays, feasts, periods): one must be in a span that is a day."""
    from gpt_home.skills.moveable_days import _FIXED, _MOVEABLE

    names = [*_HOLIDAYS, *_EASTER_DAYS, *_MOVEABLE, *_FIXED, "weekend", "end"]
    return frozenset(w for name in names for w in name.replace("'", " ").split() if w not in ("the", "of", "s", "day"))


def days_until(event: str, now: datetime) -> str | None:
    """ "how many days until christmas" -> "There are 24 days until Christmas, on Friday, December 25."."""
    today = now.date()
    found = event_date(event, today)
    if found is None:
        return None
    when, name = found
    days = (when - today).days
    if days == 0:
        return f"{name[0].upper()}{name[1:]} is today."
    if days < 0:
        return f"That was {-days} day{'s' if days != -1 else ''} ago, on {_spoken_day(when)}."
    unit = "day" if days == 1 else "days"
    spoken = _spoken_day(when).removesuffix(f", {today.year}")  # the year said only when it is not this one
    if names_a_date(name):  # "until the 4th": the day said once, as a date ("There are 3 days until Friday, December 4.")
        return f"There {'is' if days == 1 else 'are'} {days} {unit} until {spoken}."
    return f"There {'is' if days == 1 else 'are'} {days} {unit} until {name}, on {spoken}."


def days_since(event: str, now: datetime) -> str | None:
    """ "how many days has it been since september first" -> "It has been 91 days since Tuesday, September 1, 2026."
    (the last such date on or before today)."""
    today = now.date()
    found = event_date(event, today)
    if found is None:
        return None
    when, name = found
    if when > today:  # the last one: "since friday" is last Friday; Thanksgiving or Easter a year ago is reckoned again
        again = event_date(event, date(today.year, 1, 1)) if when.year > today.year else None
        if clean_day(event).rsplit(" ", 1)[-1] in _WEEKDAYS:
            again = (when - timedelta(days=7), name)
        try:
            when = again[0] if again and again[0] <= today else when.replace(year=when.year - 1)
        except ValueError:
            return None
        if when > today:
            return None
    days = (today - when).days
    if days == 0:
        return f"{name[0].upper()}{name[1:]} is today."
    return f"It has been {days} day{'s' if days != 1 else ''} since {_spoken_day(when)}."


# --- world time -------------------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _city_zones() -> dict[str, str]:
    """City name (last part of an IANA zone, lower case, spaces) -> zone, plus common aliases."""
    zones: dict[str, str] = {}
    for zone in sorted(available_timezones()):
        if "/" not in zone or zone.startswith(("Etc/", "SystemV/", "US/")):
            continue
        zones.setdefault(zone.rsplit("/", 1)[1].replace("_", " ").lower(), zone)
    zones.update(ALIASES)
    zones.update(COMMON_ALIASES)
    return zones


# "is it morning in sydney": the local hours each part of the day covers (start, end)
_PARTS_OF_DAY = {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 22), "night": (22, 29),
                 "daytime": (6, 18)}  # fmt: skip


def _part_of_day(hour: int) -> str:
    return next(p for p, (a, b) in _PARTS_OF_DAY.items() if a <= hour < b or a <= hour + 24 < b)


def city_name(city: str) -> str:
    """The city as said, without the words about the question ("over in seattle", "rome right now")."""
    name = " ".join(city.lower().removeprefix("the city of ").split()).strip()
    name = re.sub(r"^(?:over |out |down |up )?(?:in )?", "", name)
    return re.sub(r" (?:right now|now|currently|at the moment|today|please|then)$", "", name).strip()


def city_zone(name: str, now: datetime | None = None) -> str | None:
    """The IANA zone of a city or country as ``city_name`` returns it, or None (``places.find_place``)."""
    return (found := find_place(name, _city_zones(), now or datetime.now(UTC))) and found[1]


def place(city: str, now: datetime) -> tuple[str, str | None, str]:
    """(the place's name, its zone or None, the name as spoken back) for the place said in ``city``."""
    name = (found := find_place(city_name(city), _city_zones(), now)) and found[0] or without_polite(city_name(city))
    caps = ("dc", "uk", "usa", "us", "la", "nyc")
    return name, found[1] if found else None, " ".join(w.upper() if w in caps else w.capitalize() for w in name.split())


def world_time(city: str, now: datetime, period: str = "") -> str | None:
    """ "what time is it in tokyo" -> "In Tokyo it's 10:10 PM on Sunday." An unknown city gets a clear reply.
    With ``period`` ("morning", "night", "daytime"), a yes or no first: "No, in Sydney it's 9:25 pm, in the evening." """
    name, zone, pretty = place(city, now)
    if zone is None:
        return None if not_a_place(name) else unknown_place(name, pretty)  # "in 24 hour time": the next reading
    there, pretty = now.astimezone(ZoneInfo(zone)), re.sub(r"^The ", "the ", pretty)  # "in the UK", mid-sentence
    day = "" if there.date() == now.date() else f" on {WEEKDAYS[there.weekday()]}"
    if period in _PARTS_OF_DAY:
        start, end = _PARTS_OF_DAY[period]
        yes = start <= there.hour < end or start <= there.hour + 24 < end
        part = _part_of_day(there.hour)
        where = "at night" if part == "night" else f"in the {part}"
        return f"{'Yes' if yes else 'No'}, in {pretty} it's {spoken_clock(there, there.tzinfo)}{day}, {where}."
    where = f"On the {pretty}" if name.endswith("coast") else f"In {pretty}"
    return f"{where} it's {spoken_clock(there, there.tzinfo)}{day}."


# --- random and spelling --------------------------------------------------------------------------------------
MAX_DIE_SIDES = 1000


def flip_coin(rng: random.Random) -> str:
    """Heads or tails."""
    return f"It's {rng.choice(('heads', 'tails'))}."


def roll_die(rng: random.Random, sides: int = 6) -> str:
    """A roll of one die with ``sides`` sides (2..1000)."""
    if not 2 <= sides <= MAX_DIE_SIDES:
        return f"A die needs between 2 and {MAX_DIE_SIDES} sides."
    return f"You rolled {'an' if str(n := rng.randint(1, sides))[0] == '8' or n in (11, 18) else 'a'} {n}."  # an 18


MAX_DICE = 10


def roll_dice(rng: random.Random, count: int, sides: int = 6) -> str:
    """A roll of ``count`` dice (1..10) with ``sides`` sides each: each die and the total."""
    if count == 1:
        return roll_die(rng, sides)
    if not 1 <= count <= MAX_DICE:
        return f"I can roll between 1 and {MAX_DICE} dice at once."
    if not 2 <= sides <= MAX_DIE_SIDES:
        return f"A die needs between 2 and {MAX_DIE_SIDES} sides."
    rolls = [rng.randint(1, sides) for _ in range(count)]
    shown = ", ".join(str(r) for r in rolls[:-1]) + f" and {rolls[-1]}"
    return f"You rolled {shown}: {sum(rolls)} in total."


def random_number(rng: random.Random, low: int = 1, high: int = 100) -> str:
    """A whole number from ``low`` to ``high`` inclusive (either order)."""
    low, high = min(low, high), max(low, high)
    return f"{rng.randint(low, high)}."


MAX_SPELL_CHARS = 40


def spell(word: str) -> str | None:
    """ "necessary" -> "Necessary is spelled N, E, C, E, S, S, A, R, Y." (one word, letters only)."""
    word = word.strip().strip("\"'").lower()
    if not re.fullmatch(r"[a-z][a-z']*", word) or len(word) > MAX_SPELL_CHARS:
        return None
    letters = ", ".join(c.upper() for c in word if c != "'")
    return f"{word.capitalize()} is spelled {letters}."
