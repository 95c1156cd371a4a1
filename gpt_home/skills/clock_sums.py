"""Sums on the clock that households ask a kitchen speaker, worked out from the clock, never guessed:

- **a span between two clock times**: "how long from 9:40 to 11:15", "how many hours between 8 am and 5 pm", "how
  much time is there from half nine till quarter past eleven": the shorter way forward from the first to the second
  (a time without am/pm is read as the half of the day that makes the span shortest: "from 9 to 5" is 8 hours);
- **the time in words**: "what's the time in words", "say the time in words": "twenty-five past ten in the morning";
- **am I late**: "am i late if school starts at 10", "will i be late if the bus is at 10:40": the clock time said is
  read as the one nearest now, and the reply says how long ago or ahead it is, with the time now.

Pure: the words and the local moment in, a reply or None out.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.timeparse import ClockTime, Meridiem, parse_clock
from gpt_home.skills.phrases import spoken_clock, spoken_duration

MAX_WORDS = 20
# fillers and the people a child says before an ask ("mummy", "nan"); ``year_sums`` reads the same
LEAD = r"^(?:(?:so|um|uh|er|erm|and|hey|oh|ok|okay|right|quick|mummy|mum|dad|daddy|nan|grandad) )*"
_SPAN = re.compile(LEAD + r"how (?:long|much time|many (?:hours|minutes|hours and minutes)) (?:is it |is there |are "
                   r"there |will it be |would it be |is that )?(?:from|between) (?P<a>[a-z0-9: ]+?) (?:to|till|until|"
                   r"til|and) (?P<b>[a-z0-9: ]+?)(?: is (?:that|it))?(?: please)?$")
_IN_WORDS = re.compile(LEAD + r"(?:(?:what is|whats|tell me|say|can you say|can you tell me|could you say) the time|"
                       r"what time is it) "
                       r"(?:in words|in full words|as words|the old fashioned way|like a clock)(?: please)?$")
_LATE = re.compile(LEAD + r"(?:am i|are we|is (?:he|she)|are they|will (?:i|we|he|she|they) be) (?:going to be )?"
                   r"(?:late|too late)(?: for [a-z ]+?)? if (?P<what>[a-z ]+?) (?:starts?|is|leaves?|opens?|begins?|"
                   r"goes|comes|closes?|is due|are due|is on|kicks off) (?:at )?(?P<clock>[a-z0-9: ]+?)(?: please)?$")

_HOURS = ("twelve", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven")
_MINUTES = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "quarter", "sixteen", "seventeen", "eighteen", "nineteen", "twenty")


def _minute_words(minutes: int) -> str:
    if minutes == 30:
        return "half"
    unit = "" if minutes % 5 == 0 else " minute" if minutes == 1 else " minutes"  # "five past", "seven minutes past"
    if minutes <= 20:
        return _MINUTES[minutes] + unit
    return f"twenty-{_MINUTES[minutes - 20]}{unit}"


def _part_of_day(hour: int) -> str:
    if hour < 5 or hour >= 22:
        return "at night"
    return "in the morning" if hour < 12 else "in the afternoon" if hour < 18 else "in the evening"


def time_in_words(local: datetime) -> str:
    """ "twenty-five past ten in the morning", "quarter to eleven at night", "ten o'clock"."""
    hour, minute = local.hour, local.minute
    if minute == 0:
        if hour in (0, 12):
            return "midnight" if hour == 0 else "noon"
        return f"{_HOURS[hour % 12]} o'clock {_part_of_day(hour)}"
    if minute <= 30:
        return f"{_minute_words(minute)} past {_HOURS[hour % 12]} {_part_of_day(hour)}"
    return f"{_minute_words(60 - minute)} to {_HOURS[(hour + 1) % 12]} {_part_of_day(hour)}"


def _minutes(clock: ClockTime) -> list[int]:
    """The minutes after midnight ``clock`` may mean: both halves of the day when no am/pm was said."""
    hour = clock.hour % 12 if clock.meridiem is not None else clock.hour
    if clock.meridiem == Meridiem.PM:
        hour += 12
    at = hour * 60 + clock.minute
    return [at, (at + 720) % 1440] if clock.meridiem is None and 1 <= clock.hour <= 12 else [at]


def _clock(said: str) -> ClockTime | None:
    said = said.strip()
    if not re.search(r"\d|noon|midday|midnight", numeralize(said)):
        return None
    return parse_clock(said)


def span(normalized: str) -> str | None:
    """ "From 9:40 to 11:15 is 1 hour and 35 minutes." """
    found = _SPAN.match(normalized)
    if found is None or (first := _clock(found.group("a"))) is None or (second := _clock(found.group("b"))) is None:
        return None
    gaps = [(end - start) % 1440 for start in _minutes(first) for end in _minutes(second)]
    gap = min((g for g in gaps if g), default=0)  # "between 2:15 and 4 pm": 1 hour and 45 minutes, never 13 hours
    if not gap:
        return None
    return f"From {found.group('a')} to {found.group('b')} is {spoken_duration(timedelta(minutes=gap))}."


def _nearest(clock: ClockTime, local: datetime) -> datetime:
    now = local.hour * 60 + local.minute
    best = min(_minutes(clock), key=lambda at: abs((at - now + 720) % 1440 - 720))
    offset = (best - now + 720) % 1440 - 720
    return local + timedelta(minutes=offset)


def reply(normalized: str, local: datetime) -> str | None:
    """The answer to a clock sum in ``normalized`` at the household's ``local`` moment, or None."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    local = local.replace(second=0, microsecond=0)
    now = f"It's {spoken_clock(local, local.tzinfo)}" if local.tzinfo else None
    if now is None:
        return None
    if _IN_WORDS.match(normalized):
        said = time_in_words(local)
        return f"It's {said}."
    if (late := _LATE.match(normalized)) is not None and (clock := _clock(late.group("clock"))) is not None:
        due = _nearest(clock, local)
        at = spoken_clock(due, local.tzinfo)
        if due < local:
            return f"If it's at {at}, yes: that was {spoken_duration(local - due)} ago. {now} now."
        if due == local:
            return f"{now}, so it's right now: you'd better hurry."
        return f"Not yet: {now[0].lower()}{now[1:]}, so {at} is {spoken_duration(due - local)} away."
    return span(normalized)
