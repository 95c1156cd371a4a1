"""Date questions composed from slots found anywhere in the sentence, whatever their order and the words around them.

Three slots, each found on its own: **what is asked** (a count: "how many days / weeks / sleeps", "how long",
"how far away", "in how many days", "count the days"; or a day: "what date", "which day", "what weekday",
"when do they run out"), **an anchor** (a holiday or named day, "santa comes", "the 19th", "december the 19th",
a weekday, tomorrow, "last christmas") and **an offset** ("3 days", "ten days", "a fortnight", "2 weeks", "a month")
with its direction ("ago", "back", "from now", "in", "after christmas", "before the 19th", "starting today", a
supply that lasts it). The question word decides:

- a count with an anchor: the days until it (in weeks and days when weeks are asked), or since it when the words
  are of the past ("since", "ago", "has it been", "last christmas");
- a day with an offset: today (or the anchor) moved by it, forwards or back;
- a day with an anchor alone: that day's weekday and date.

A reading that leaves a slot unused or is unsure is never answered: two anchors, two offsets, an offset with no
direction, a count of something done ("how many days did it rain since christmas"), a count with no direction
("how long did christmas dinner take"), a question about a day that holds none: None (another reader, or an honest
"I don't know", answers). Replies are said as ``everyday`` says them, so a question the older readers answer is
answered the same. Pure: the words and the clock in, the reply out; a cheap cue test first, so other turns cost
one regular expression search.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from functools import cache

from gpt_home.agent.question_reader import REFUSED
from gpt_home.agent.spoken_words import MONTH, MONTHS, WEEKDAY, WEEKDAYS
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills import everyday
from gpt_home.skills.date_questions import spoken_weeks
from gpt_home.skills.day_corrections import day_corrected
from gpt_home.skills.day_phrases import spoken_ordinals

MAX_WORDS = 30
# any of these, or nothing here is a date question (the test every other turn pays)
_CUE = re.compile(r"\b(?:how (?:many|much|long|far|soon)|in how many|count|countdown|what|whats|which|when|whens|"
                  r"(?:give|tell) (?:me|us)|(?:days|sleeps|weeks) (?:left |remaining |to go )?(?:until|till|til|to|before))\b")
_COUNT = re.compile(r"\bhow (?:many|much) (?:more )?(?P<unit>days|sleeps|weeks|nights)\b|\bhow (?:long|far|soon)\b|"
                    r"\bin how many (?P<unit2>days|weeks)\b|\bcount(?: me| us)?(?: ?down| up)?(?: the)? (?P<unit3>days|sleeps|weeks)\b|"
                    r"(?:^|\b(?:me|know|us) )(?:the )?(?:number of )?(?P<unit4>days|sleeps|weeks)(?: (?:left|remaining|"
                    r"to go))? (?:until|till|til|to|before)\b")
# the way a count goes: until the anchor or since it
_UNTIL = re.compile(r"\b(?:until|till|til|to|before|away|far off|left|remain|remaining|soon|go)\b|\bin how many\b|"
                    r"\bfrom (?:now|today)\b")
_SINCE = re.compile(r"\b(?:since|ago|been|passed|gone by|back)\b")
_DAY = re.compile(r"\b(?:what|which|whats)(?: was| is| will)?(?: the)? (?:date|day(?: of the week)?|weekday)\b|"
                  r"\b(?:give|tell) (?:me|us) the (?:date|day)\b|"
                  r"\bwhen (?:do|does|will|would|is|are|should|must)\b.*\b(?:run out|runs out|finish|finishes|end|"
                  r"ends|be done|be finished|be gone|be empty|expire|expires|stop|run dry)\b")
# a day of the month said of this year: the older readers take "this year" for one gone by
_THIS_YEAR = re.compile(r"\d(?:st|nd|rd|th)?(?: of [a-z]+)? this year$")
_WHEN = re.compile(r"\bwhen(?: is|s| will be|ll be)\b")
# a count of something done, not of days to a day: "how many days did it rain since christmas"
_DONE = re.compile(r"\b(?:did|does|do)\b(?! (?:we|i|you) (?:have|get|got)\b)(?! you (?:know|think|reckon|say)\b)")
# said when the days asked are days something happened on: counted by no calendar
DONE_REPLY = ("I can count the days until or since a date, but I don't know how many days that happened on.")
_PAST = re.compile(r"\b(?:was|were|had|did|ago|back|since|been|passed)\b")
# the speaker's own reading of the sentence, not a question of ours: "i know how many days until christmas"
_TOLD = re.compile(r"\b(?:i|we) (?:know|knew|said|told|counted)\b")

_OFFSET = re.compile(r"\b(?P<n>\d{1,4}|an?|one) (?P<unit>days?|weeks?|months?|years?)\b(?: of\b)?")
_AHEAD = re.compile(r"^ from$|^(?: time)?(?: (?:from (?:now|today)|after today|later|hence|on from today|starting (?:today|"
                    r"now)|time))")
_BACK = re.compile(r"^ (?:ago|back|earlier|before today|previously)\b")
# the count's direction said before it: "if i go back 11 days from today", "count backwards 5 days": back from today
_BACK_BEFORE = re.compile(r"\b(?:back|backwards?)(?: by)? $|\b(?:minus|subtract|take away|takes away|rewind) $")
_AROUND = re.compile(r"^ (?P<dir>after|before|from|past) ")
_SUPPLY = re.compile(r"\b(?:last|lasts|will last|run for|runs for|are for|is for|good for|enough for|supply of|"
                     r"worth of|have|got)(?: me| us)?(?: an?)? $")
_IN = re.compile(r"\b(?:in|within)(?: about| roughly)? $")

_WONDERING = re.compile(r"\b(?:i|we) (?:was|were) (?:wondering|thinking|asking|trying to work out)\b")
_SANTA = re.compile(r"\b(?:santa(?: claus)?|father christmas)(?: (?:comes|arrives|gets here|is coming|visits))?\b")
_LAST = re.compile(r"\blast (?P<name>[a-z ]+?)$|^(?P<name2>[a-z ]+?) last year$")
# "friday the 13th": a weekday and a day of the month together, the next date that is both
_BOTH = re.compile(rf"(?:(?:the )?(?:next|coming) )?(?P<weekday>{WEEKDAY}) (?:the )?(?P<day>\d{{1,2}})(?:st|nd|rd|th)(?: of (?P<month>{MONTH}))?")
_NUMBER_DAY = (rf"(?:(?:the )?(?:next|coming) )?(?:{WEEKDAY}) (?:the )?\d{{1,2}}(?:st|nd|rd|th)(?: of (?:{MONTH}))?|"
               rf"(?:(?:the )?\d{{1,2}}(?:st|nd|rd|th)(?: of (?:{MONTH}))?|(?:{MONTH}) (?:the )?\d{{1,2}}(?:st|nd|rd|th)?)"
               r"(?: this year)?"
               rf"|(?:next |this |this coming |coming |last )?(?:{WEEKDAY})|(?:(?:the )?day )?(?:after tomorrow|"
               r"before yesterday)|tomorrow|yesterday|"
               r"(?:the )?end of (?:the |this )?(?:week|month|year)|(?:this |next |the )?weekend")


@cache
def anchor_pattern() -> re.Pattern[str]:
    """Every named day ``everyday`` knows, and days said by number or weekday (built on first use)."""
    from gpt_home.skills.moveable_days import _FIXED, _MOVEABLE

    names = sorted({*everyday._HOLIDAYS, *everyday._EASTER_DAYS, *_MOVEABLE, *_FIXED}, key=len, reverse=True)
    named = "|".join(re.escape(n) for n in names if "'" not in n)
    return re.compile(rf"\b(?:(?:last |this )?(?:{named})(?: last year| this year| next year)?|{_NUMBER_DAY})\b")


# a day word no slot holds: "the 1st november", "friday week", "in 2027", "the second sunday of december", "today"
_LEFT = re.compile(rf"\b(?:{MONTH}|{WEEKDAY}|\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth|last|next|week|weeks|"
                   r"month|months|year|years|weekend|today|tonight|tomorrow|yesterday|now|no|sorry|actually|yet|still|"
                   r"instead)\b")
_TODAY_SAID = re.compile(r"\b(?:from|after|before|starting|since|until|till|of|than) (?:now|today)\b|\bnow\b$|"
                         r"\blasts? (?=(?:me |us )?(?:\d+|an?|one) (?:days?|weeks?|months?))|"
                         r"\b(?:weeks?|days?|years?|months?) time\b")


def _unused(text: str, held: list[re.Match[str]]) -> bool:
    """True when a day word is left that no slot holds (the reading would drop part of what was said)."""
    rest = list(text)
    for found in (*held, *_TODAY_SAID.finditer(text)):
        rest[found.start():found.end()] = " " * (found.end() - found.start())
    return _LEFT.search("".join(rest)) is not None


def _bare(anchor: re.Match[str], text: str) -> re.Match[str]:
    """ "3 days before yesterday": the anchor is yesterday, "before" the offset's direction (not the day before)."""
    if anchor.group(0).startswith(("after ", "before ")) and re.search(r"(?:days?|weeks?|months?|years?) $",
                                                                       text[:anchor.start()]):
        return re.compile(r"tomorrow|yesterday").search(text, anchor.start()) or anchor
    return anchor


def find(normalized: str, now: datetime) -> list[tuple[str, dict[str, str]]]:
    """The composed answer as a finished reply for ``cue_readings`` (read after the older date readers)."""
    said = reply(normalized, now)
    return [("GptSaid", {"reply": said})] if said else []


def _plain(normalized: str) -> str:
    """Numbers as digits, a fortnight as 2 weeks, Santa's coming as Christmas."""
    text = numeralize(spoken_ordinals(_WONDERING.sub("", normalized)))
    text = re.sub(r"\b(?:a|one|1) fortnight\b", "2 weeks", text)
    text = re.sub(r"\b(\d+) fortnights\b", lambda m: f"{2 * int(m.group(1))} weeks", text)
    text = re.sub(r"\b(\d+)[ -](days?|weeks?)[ -](?:supply|worth)\b", r"\1 \2 supply", text)
    # "the day after boxing day": a day's offset from it (never from tomorrow or yesterday, said as one day)
    text = re.sub(r"\b(?:the )?day (after|before) (?!tomorrow\b|yesterday\b)", r"1 day \1 ", text)
    # "does the 19th fall on this year": this year belongs to the day it is said of
    text = re.sub(rf"(\b\d{{1,2}}(?:st|nd|rd|th)(?: of (?:{MONTH}))?)((?: (?!of\b)[a-z]+)(?: [a-z]+){{0,2}}) this year\b",
                  r"\1 this year\2", text)
    return _SANTA.sub("christmas", text)


# an offset said again, corrected, at the end: "the date 10 days from now sorry 12 days", "in 3 weeks no 4"
_CORRECTED = re.compile(r"\b(?P<n>\d{1,4}|an?|one) (?P<unit>day|week|month|year)s?\b(?P<mid>.*?) (?:sorry|no|i mean|"
                        r"actually|or rather|wait|make (?:that|it)|scratch that|er|erm|um|umm|uh|ah)(?: (?:sorry|no|i mean|"
                        r"make (?:that|it)|actually|wait|er|erm|um|uh))* (?P<new>\d{1,4}|an?|one)(?: (?P<unit2>day|week|month|year)s?)?$")

# the marker dropped by the normaliser ("9 days from now, er, 12 days"): the same unit said again, last, is the one meant
_RESTATED = re.compile(r"\b(?P<n>\d{1,4}|an?|one) (?P<unit>day|week|month|year)s?\b(?P<mid>(?:(?! (?:and|or|plus|minus|"
                       r"times|by|then)\b).)*?) (?P<new>\d{1,4}|an?|one) (?P<unit2>(?P=unit))s?$")


def _corrected(said: re.Match[str]) -> str:
    unit, new = said.group("unit2") or said.group("unit"), said.group("new")
    return f"{new} {unit}{'' if new in ('1', 'a', 'an', 'one') else 's'}{said.group('mid')}"


def _anchor_day(said: str, today: date, past: bool) -> tuple[date, str] | None:
    """The date a named or numbered day stands for (the last one gone by when ``past``), and its name."""
    if (last := _LAST.fullmatch(said)) is not None and not re.fullmatch(WEEKDAY, last.group("name") or ""):
        said, past = last.group("name") or last.group("name2"), True
    if (both := _BOTH.fullmatch(said)) is not None:
        return _weekday_and_day(both, today, past)
    if _THIS_YEAR.search(said):  # "the 19th of december this year": this year's, gone by or to come
        when = everyday.resolve_day(said.removesuffix(" this year"), today)
        if when is None or when.year > today.year and (when := _same_day(when, today.year)) is None:
            return None
        return when, re.sub(MONTH, lambda m: m.group(0).capitalize(), said.removesuffix(" this year"))
    found = everyday.event_date(said, today)
    if found is None and (when := everyday.resolve_day(said, today)) is not None:
        found = when, said
    if found is None:
        return None
    when, name = found
    if past and when > today and not re.search(r"\b(?:tomorrow|next|coming)\b", said):
        try:
            when = when.replace(year=when.year - 1)
        except ValueError:
            return None
    return when, name


def _weekday_and_day(said: re.Match[str], today: date, past: bool) -> tuple[date, str] | None:
    """The next (or, when ``past``, the last) date whose weekday and day of the month are those said."""
    weekday = WEEKDAYS.index(said.group("weekday"))
    month = MONTHS.index(said.group("month")) + 1 if said.group("month") else None
    step = -1 if past else 1
    for ahead in range(0, 366 * 7):  # every such pair comes round within a few years
        when = today + timedelta(days=step * ahead)
        if when.day == int(said.group("day")) and when.weekday() == weekday and month in (None, when.month):
            day = when.day
            suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
            return when, f"{said.group('weekday').capitalize()} the {day}{suffix}"
    return None


def _same_day(day: date, year: int) -> date | None:
    try:
        return day.replace(year=year)
    except ValueError:  # the 29th of february
        return None


def _spoken(day: date) -> str:
    return f"{day:%A}, {day:%B} {day.day}, {day.year}"


def _days(n: str, unit: str) -> int | None:
    count = 1 if n in ("a", "an", "one") else int(n)
    return count * {"day": 1, "week": 7}[unit] if unit in ("day", "week") else None


def _moved(n: str, unit: str, start: date, sign: int) -> date | None:
    """``start`` moved by n units (months and years by the calendar, the day kept where it exists)."""
    if (days := _days(n, unit)) is not None:
        return start + timedelta(days=sign * days)
    count = (1 if n in ("a", "an", "one") else int(n)) * (12 if unit == "year" else 1)
    month = start.month - 1 + sign * count
    year, month = start.year + month // 12, month % 12 + 1
    try:
        return start.replace(year=year, month=month)
    except ValueError:
        return None


def day_said(text: str, today: date) -> tuple[date, str, str] | None:
    """For other families (a reminder's day): the one day ``text`` names, a named or numbered day moved by an offset
    said right before it ("2 weeks after new years"), as (date, its name, the words it was said in, as in
    ``plain(text)``); None when no day, two, or an offset not counted from it. Days to come only."""
    text = _plain(text)
    anchors = [_bare(m, text) for m in anchor_pattern().finditer(text)]
    offsets = list(_OFFSET.finditer(text))
    if len(anchors) != 1 or len(offsets) > 1 or (found := _anchor_day(anchors[0].group(0), today, False)) is None:
        return None
    if not offsets:
        return found[0], found[1], anchors[0].group(0)
    said, around = offsets[0], _AROUND.match(text[offsets[0].end():])
    if around is None or around.group("dir") == "past" or around.end() + said.end() != anchors[0].start():
        return None
    unit = said.group("unit").rstrip("s")
    when = _moved(said.group("n"), unit, found[0], -1 if around.group("dir") == "before" else 1)
    return (when, found[1], text[said.start():anchors[0].end()]) if when is not None else None


plain = _plain  # numbers as digits, a fortnight as 2 weeks: the text ``day_said`` reads


def _count(text: str, unit: str | None, anchors: list[re.Match[str]], today: date) -> str | None:
    """Days (or weeks and days) until the one anchor, or since it."""
    if len(anchors) != 1 or _OFFSET.search(text):
        return None
    said = anchors[0].group(0)
    rest = text[:anchors[0].start()] + text[anchors[0].end():]
    since = bool(_SINCE.search(rest)) or said.startswith("last ") or said.endswith("last year")
    if not since and not _UNTIL.search(rest):
        return None  # "how long did christmas dinner take": no way to or from the day
    if _DONE.search(text):  # "how many days did it snow since christmas": never the days since christmas
        return DONE_REPLY if unit in ("days", "weeks") else None
    now = datetime(today.year, today.month, today.day)
    if since:
        found = _anchor_day(said, today, past=True)
        if found is None or found[0] > today:
            return None
        if found[0] == today:
            return f"{found[1][0].upper()}{found[1][1:]} is today."
        if not (said.startswith("last ") or said.endswith("last year")) and (plain := everyday.days_since(said, now)):
            return plain
        days = (today - found[0]).days
        return f"It has been {days} day{'s' if days != 1 else ''} since {_spoken(found[0])}."
    found = _anchor_day(said, today, past=False)
    if found is None or found[0] < today:
        return None
    if unit == "weeks":
        return spoken_weeks((found[0] - today).days, found[1])
    return everyday.days_until(said, now) or _until(found[0], found[1], today)


def _until(when: date, name: str, today: date) -> str:
    days = (when - today).days
    if days == 0:
        return f"{name[0].upper()}{name[1:]} is today."
    spoken = _spoken(when).removesuffix(f", {today.year}")  # the year said only when it is not this one
    said = spoken if re.search(r"\d", name) else f"{name}, on {spoken}"  # "until the 19th": the date said once
    return f"There {'is' if days == 1 else 'are'} {days} day{'s' if days != 1 else ''} until {said}."


def _day(text: str, anchors: list[re.Match[str]], now: datetime) -> str | None:
    """The date (and weekday) asked: today or the anchor moved by the offset, or the anchor itself."""
    today = now.date()
    offsets = list(_OFFSET.finditer(text))
    past = bool(_PAST.search(text))
    if not offsets:
        if len(anchors) != 1:
            return None
        said = anchors[0].group(0)
        named_last = (last := _LAST.fullmatch(said)) is not None and not re.fullmatch(WEEKDAY, last.group("name") or "")
        if not named_last and not _THIS_YEAR.search(said) and (plain := everyday.date_offset(said, now, past=past)) is not None:
            return plain  # "Christmas is on Friday, December 25, 2026.", as the date skills say it
        found = _anchor_day(said, today, past)
        if found is None:
            return None
        verb = "was" if found[0] < today else "is"
        name = found[1][0].upper() + found[1][1:]
        return f"{name} {verb} on {_spoken(found[0])}." if found[0] != today else f"{name} is today, {_spoken(today)}."
    if len(offsets) != 1:
        return None
    offset = offsets[0]
    n, unit = offset.group("n"), offset.group("unit").rstrip("s")
    after, before = text[offset.end():], text[:offset.start()]
    said = f"{n} {unit}{'s' if n not in ('a', 'an', 'one', '1') else ''}"
    around = _AROUND.match(after)
    if anchors and around is not None and around.end() + offset.end() == anchors[0].start() and len(anchors) == 1:
        sign = -1 if around.group("dir") == "before" else 1  # "3 days after christmas", "a week from friday"
        found = _anchor_day(anchors[0].group(0), today, past)
        if found is None or (when := _moved(n, unit, found[0], sign)) is None:
            return None
        verb = "was" if when < today else "is"
        label = "The day" if unit == "day" and n in ("1", "a", "one") else said.capitalize()
        return f"{label} {around.group('dir')} {found[1]} {verb} {_spoken(when)}."
    if anchors:
        return None  # an anchor the offset is not counted from: which day is meant is a guess
    if _BACK.match(after) or (_BACK_BEFORE.search(before) and (_AHEAD.match(after) or not after.strip()
                                                                   or re.match(r" (?:what|which|whats)\b", after))):
        when = _moved(n, unit, today, -1)
        return f"{said.capitalize()} ago was {_spoken(when)}." if when is not None else None
    if _AHEAD.match(after) or _IN.search(before) or _SUPPLY.search(before) or re.match(r" supply\b", after):
        if past and not re.search(r"\b(?:will|would|gonna|going to)\b", text):
            return None  # "what was the date in 3 days": no tense to count from
        when = _moved(n, unit, today, 1)
        if when is None:
            return None
        if _IN.search(before):
            return f"In {said} it will be {_spoken(when)}."
        return f"{said.capitalize()} from {'now' if ' from now' in after else 'today'} it will be {_spoken(when)}."
    return None


def reply(normalized: str, now: datetime, *, compound: bool = False) -> str | None:
    """The answer to a date question composed from its slots, or None when the slots make no one clear question.
    ``compound``: only a day counted from another day ("3 days after christmas"), or a count of days something
    happened on, which the older readers answer wrongly (read before them); the rest after them."""
    if not normalized or not _CUE.search(normalized) or len(normalized.split()) > MAX_WORDS:
        return None
    text = _plain(normalized)
    if (fixed := day_corrected(text, anchor_pattern())) != text:  # "christmas eve, christmas day i mean": christmas day
        text, compound = fixed, False
    if (fixed := _RESTATED.sub(_corrected, _CORRECTED.sub(_corrected, text))) != text:  # "10 days from now, sorry, 12 days": 12 days from now
        text, compound = fixed, False  # read first: the older readers keep the first offset
    if _TOLD.search(text) or REFUSED.match(text):  # "dont tell me how many days till christmas": refused
        return None
    today = now.date()
    anchors = [_bare(m, text) for m in anchor_pattern().finditer(text)]
    asked = _COUNT.search(text) or _DAY.search(text) or (_WHEN.search(text) if len(anchors) == 1 and _BOTH.fullmatch(
        anchors[0].group(0)) else None)  # "when is the next friday the 13th"
    if asked is None or _unused(text, [asked, *anchors, *_OFFSET.finditer(text)]):
        return None
    if (count := _COUNT.search(text)) is not None:
        unit = next((u for u in count.groups() if u), None)
        if compound and not (len(anchors) == 1 and (_DONE.search(text) or _BOTH.fullmatch(anchors[0].group(0)))):
            return None
        return _count(text, unit, anchors, today)
    if compound and not (len(anchors) == 1 and (_BOTH.fullmatch(anchors[0].group(0)) or _THIS_YEAR.search(
            anchors[0].group(0)) or len(
            _OFFSET.findall(text)) == 1 and re.search(r"\b(?:after|before|past)\b", text))):
        return None  # "a week from tomorrow": the older readers say it as they always have
    if _DAY.search(text) or asked.re is _WHEN:
        return _day(text, anchors, now)
    return None


_ANOTHER_DAY = re.compile(r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|yesterday|(?:this|next|last) "
                          r"week)\b")


def asked_of_count(part: str, normalized: str) -> bool:
    """True when ``part``, a later clause asking a date or day ("what date is it"), follows a count of days said
    before it ("go back 11 days from today, what date is it"): the day asked is the counted one, never today."""
    at = normalized.rfind(part)
    if at <= 0 or _DAY.search(part) is None or re.search(r"\b(?:today|now|todays)\b", part):
        return False  # "my holiday is 2 weeks away, what day is it today": today asked
    before = _plain(normalized[:at]).rstrip()
    if _ANOTHER_DAY.search(before):  # "wednesday this week, whats the date": that day's date, never today's
        return True
    return any(_AHEAD.match(before[m.end():]) or _BACK.match(before[m.end():]) or _IN.search(before[:m.start()])
               or _BACK_BEFORE.search(before[:m.start()]) for m in _OFFSET.finditer(before))
