"""A clock time said to be checked: "is it half ten", "its quarter past ten isnt it", "my son says its half ten, is
he right", "is my phone right that its 10:25", "is it quarter past ten or half past".

The rules read "what time is it"; people also say the time they think it is and ask whether it is right, or give two
to choose from. Here the time said (``timeparse.parse_clock``, "half ten" is 10:30) is compared with the clock now,
on a 12-hour dial when no am / pm is said: "Yes" within a minute, "Nearly" within seven, else "No", always with the
time now; of two times, the one that is right or "Neither exactly". Only a question (asked as "is it", a tag such as
"isnt it" / "right", or "is he right" after what someone says), never a time told ("its half ten"), reported ("she
asked is it half ten") or of another thing ("is it half price"). Pure: ``local`` comes in.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.timeparse import ClockTime, Meridiem, parse_clock
from gpt_home.skills.phrases import spoken_clock

_LEAD = (r"^(?:(?:so|um|uh|er|erm|oh|ok|okay|right|hey|sorry|quick question|just checking|wait|excuse me|and)"
         r",? )*")
_SOON = r"(?: (?:already|yet|now|right now|exactly|then|at the moment|love|dear|please|mate))*"
# "is it half ten", "is it already quarter past ten"
_ASKED = re.compile(rf"{_LEAD}is it(?: (?:already|still|now|just|exactly|really))? (?P<t>.+?){_SOON}$")
# "its half ten isnt it", "it is quarter past ten right"
_TAGGED = re.compile(rf"{_LEAD}(?:its|it is)(?: (?:already|still|now|just|exactly))? (?P<t>.+?){_SOON} "
                     r"(?:isnt it|is it|right|yeah|yes|correct|am i right|innit|no)$")
# "my son says its half ten is he right", "is my phone right that its 10 25", "the oven says 10 20 is that right"
_SOMEONE = (r"(?:my|the|our) (?:\w+ )?(?:son|daughter|husband|wife|mum|mom|dad|grandson|granddaughter|friend|"
            r"neighbour|neighbor|phone|watch|oven|cooker|microwave|clock|tablet|computer|laptop|radio|car)")
_SAYS = re.compile(rf"{_LEAD}{_SOMEONE} (?:says|said|reckons|thinks|shows|reads)(?: that)?(?: its| it is)? "
                   rf"(?P<t>.+?) (?:is|are) (?:he|she|they|it|that|this) (?:right|correct)(?: or not)?$")
_RIGHT_THAT = re.compile(rf"{_LEAD}(?:is|are) {_SOMEONE} (?:right|correct)(?: that| saying| when it says| when he says"
                         rf"| when she says)?(?: its| it is)? (?P<t>.+?)$")
# a clock word, or hours and minutes on a 12-hour dial ("10 25"; never "20 26", a year said in two halves)
_CLOCK_WORD = re.compile(r"\b(?:oclock|past|to|half|quarter|am|pm)\b|\b(?:[1-9]|1[0-2])(?::| )[0-5]\d\b")
_HALF_PAST = re.compile(r"^(?P<a>.+?) or (?P<b>(?:half|quarter|\d{1,2}(?: minutes)?) (?:past|to))$")


def _clock(said: str) -> ClockTime | None:
    said = numeralize(said.replace("oclock", " oclock")).strip()
    if not _CLOCK_WORD.search(said):
        return None
    return parse_clock(re.sub(r"\s+", " ", said))


def _apart(clock: ClockTime, local: datetime) -> int:
    """Minutes between the time said and ``local`` (on a 12-hour dial when no am / pm is said)."""
    said = clock.hour * 60 + clock.minute
    now = local.hour * 60 + local.minute
    if clock.meridiem is Meridiem.PM and clock.hour < 12:
        said += 720
    elif clock.meridiem is Meridiem.AM and clock.hour == 12:
        said -= 720
    if clock.meridiem is None:
        gap = abs(said % 720 - now % 720)
        return min(gap, 720 - gap)
    gap = abs(said - now)
    return min(gap, 1440 - gap)


def reply(normalized: str, local: datetime) -> str | None:
    """ "Nearly: it's 10:25 am." for a clock time said to be checked; None for any other sentence."""
    found = _SAYS.match(normalized) or _RIGHT_THAT.match(normalized) or _TAGGED.match(normalized) or _ASKED.match(
        normalized)
    if found is None:
        return None
    said, spoken = found.group("t"), spoken_clock(local, local.tzinfo or UTC)
    if (two := _HALF_PAST.match(said)) is not None or " or " in said:
        first, second = (two.group("a"), two.group("b")) if two else said.split(" or ", 1)
        a = _clock(first)
        hour = re.search(r"\b(\d{1,2}|[a-z]+)$", numeralize(first))
        b = _clock(f"{second} {hour.group(1)}" if two and hour else second)
        if a is None or b is None:
            return None
        hit = next((c for c in (a, b) if _apart(c, local) <= 1), None)
        return f"It's {spoken}." if hit else f"Neither exactly: it's {spoken}."
    clock = _clock(said)
    if clock is None:
        return None
    gap = _apart(clock, local)
    return f"Yes, it's {spoken}." if gap <= 1 else f"Nearly: it's {spoken}." if gap <= 7 else f"No, it's {spoken}."


def find(normalized: str, local: datetime) -> list[tuple[str, dict[str, str]]]:
    """The check as a reading found by its shape (after the rules and the older readers, which say "not yet" and
    "your watch is 5 minutes fast"); [] otherwise."""
    said = reply(normalized, local)
    return [("GptSaid", {"reply": said})] if said else []
