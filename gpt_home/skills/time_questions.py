"""Questions about the clock: "is it past ten yet", "how long until 6 pm", "what time will it be in 3 hours"."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, tzinfo

from gpt_home.agent.timeparse import after, parse_clock, parse_duration, resolve_clock
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills.phrases import spoken_clock, spoken_duration, spoken_when

MAX_CLOCK_SUM = timedelta(days=2)  # "what time will it be in 300 hours" is not a clock question


def is_it(relation: str, clock_text: str, now: datetime, tz: tzinfo) -> str | None:
    """The answer, with the time, or None when ``clock_text`` is not a clock time. A bare hour is read the way the
    speaker's day makes sense of it: the morning or the afternoon reading nearest to now."""
    said = numeralize(" ".join(clock_text.lower().split())).removeprefix("at ")
    # "have we gone past midday yet": the clock is midday, reached when gone past
    clock = parse_clock(said.removeprefix("past ") if relation == "reached" else said)
    if clock is None:
        return None
    local = now.astimezone(tz)
    hours = [clock.hour] if clock.hour == 0 or clock.hour > 12 or clock.meridiem else [clock.hour % 12,
                                                                                        clock.hour % 12 + 12]
    if clock.meridiem is not None and clock.hour <= 12:
        hours = [clock.hour % 12 + (12 if clock.meridiem.value == "pm" else 0)]
    minutes_now = local.hour * 60 + local.minute
    if relation == "reached":  # "is it half ten yet": yes or no, and how far off when near
        return _reached(_to_go([h * 60 + clock.minute for h in hours], minutes_now), local, tz)
    target = min((h * 60 + clock.minute for h in hours), key=lambda m: abs(m - minutes_now))
    after = minutes_now >= target if relation in ("past", "after", "gone") else minutes_now < target
    return f"{'Yes' if after else 'No'}, it's {spoken_clock(local, tz)}."


NEAR_MINUTES = 120  # "is it half ten yet" at 10:25: "5 minutes to go"; hours away: the clock alone says it


def _to_go(targets: list[int], minutes_now: int) -> int:
    """The minutes until a clock time asked as reached (0 or less: reached). Midnight is the end of today; of a bare
    hour's two readings, one passed in the last two hours is meant ("is it ten yet" at 10:25), else the next one
    ("is it 5 yet" at 10:25 am is 5 pm)."""
    targets = [24 * 60 if t == 0 else t for t in targets]
    if len(targets) == 1:
        return targets[0] - minutes_now
    passed = [t - minutes_now for t in targets if -NEAR_MINUTES < t - minutes_now <= 0]
    return max(passed) if passed else min((t - minutes_now) % (24 * 60) for t in targets)


def _reached(minutes_to_go: int, local: datetime, tz: tzinfo) -> str:
    """ "No, not yet: it's 10:25 am, 5 minutes to go." or "Yes, it's 10:25 am." for a clock time asked as reached."""
    now_said = spoken_clock(local, tz)
    if minutes_to_go <= 0:
        return f"Yes, it's {now_said}."
    if minutes_to_go >= NEAR_MINUTES:
        return f"No, not yet: it's {now_said}."
    return f"No, not yet: it's {now_said}, {spoken_duration(timedelta(minutes=minutes_to_go))} to go."


# a thing named with its clock time: "lunch at half twelve", "the bus at 4", "my nap at 2 pm" (words, no number)
_NAMED_AT = re.compile(r"(?:(?:the|my|our|his|her|their|your) )?(?:[a-z]+ ){0,2}[a-z]+ (?:at|which is at|thats at|"
                       r"its at|is at) (?P<clock>.+)")


def time_until(clock_text: str, now: datetime, tz: tzinfo) -> str | None:
    """ "How long until 6 pm": the time left until the next such clock time, or None when it is no clock time
    ("how long until christmas" goes on to the calendar)."""
    said = numeralize(" ".join(clock_text.lower().split())).removeprefix("at ")
    clock = parse_clock(said)
    if clock is None and (named := _NAMED_AT.fullmatch(said)) is not None:
        clock = parse_clock(named.group("clock"))  # "lunch at half twelve": the clock the thing named is at
    if clock is None:
        return None
    local = now.astimezone(tz).replace(second=0, microsecond=0)
    target = resolve_clock(clock, local)
    return f"It's {spoken_clock(local, tz)}, so {spoken_clock(target, tz)} is {spoken_duration(target - local)} away."


def time_after(duration_text: str, now: datetime, tz: tzinfo, *, past: bool = False) -> str | None:
    """ "What time will it be in 3 hours" (or, ``past``, "what time was it 2 hours ago"); None when the text is no
    duration of at most two days."""
    duration = parse_duration(" ".join(duration_text.lower().split()))
    if duration is None or duration > MAX_CLOCK_SUM:
        return None
    local = now.astimezone(tz)
    moment = after(local, -duration if past else duration)
    said = spoken_duration(duration)
    when = spoken_when(moment, local, tz).removeprefix("at ")
    return f"{said.capitalize()} ago it was {when}." if past else f"In {said} it will be {when}."


# "lunch is at twelve how many minutes from now is that", "the bus comes at 4:15, how long have i got": a clock
# time said first (after "at" or "is"), the time left until it asked after, in any words of a count of time
_CLOCK_LEAD = re.compile(r"\b(?:at|is|s|by|for) (?=\S)")
_LEFT_ASKED = re.compile(r"\bhow (?:many (?:more )?(?:minutes|mins|hours)|long|much (?:longer|time))\b")
# a time gone by, a length or a command: never the time until a clock time
_NOT_UNTIL = re.compile(r"\b(?:ago|was|were|did|had|take|takes|took|last|lasts|lasted|timer|alarm|remind\w*|wake|"
                        r"cook|cooked|bake|baked|boil|until|till|since)\b")
# "my train leaves at quarter to eleven, how long till then": "till then" points back at the clock time said
_THEN = re.compile(r"\b(?:until|till|til|before) (?:then|that|it)$")
MAX_CLOCK_WORDS = 4
_MEASURE = re.compile(r"(?:minutes?|mins?|hours?|seconds?|percent|degrees|miles?|km|kilometres?|pounds?|quid|euros?|"
                      r"dollars?|pence|p|people|of|to|past)$")


def clock_said_first(normalized: str) -> str | None:
    """The clock time said before a question of the time left until it ("12" in "lunch is at twelve how many
    minutes from now is that"), or None: one clock time only, the question after it, nothing of the past or a
    length said."""
    asked = _LEFT_ASKED.search(normalized)
    if asked is None or _NOT_UNTIL.search(_THEN.sub(" ", normalized)) or re.search(r"\bor\b", normalized[:asked.start()]):
        return None  # "at 6 or 7": which time is a guess
    found = clocks_said(normalized, 0, asked.start())
    return found[0] if len(set(found)) == 1 else None


def clocks_said(normalized: str, start: int, end: int, lead: re.Pattern[str] = _CLOCK_LEAD) -> list[str]:
    """The clock times said after ``lead`` ("at", "is", "by") between ``start`` and ``end``, each its longest reading
    ("at 20 percent" is no clock time)."""
    found: list[str] = []
    for said_at in lead.finditer(normalized, start, end):
        words = normalized[said_at.end():end].split()[:MAX_CLOCK_WORDS]
        said = next((" ".join(words[:n]) for n in range(len(words), 0, -1)
                     if re.search(r"\d|noon|midday|midnight|oclock", numeralize(" ".join(words[:n])))
                     and parse_clock(" ".join(words[:n])) is not None
                     and not _MEASURE.match(" ".join(words[n:n + 1]))), None)
        if said is not None:
            found.append(said)
    return found


def left_until_said(normalized: str, now: datetime, tz: tzinfo) -> str | None:
    """The time left until a clock time said first (``clock_said_first``), in minutes too when minutes are asked."""
    said = clock_said_first(normalized)
    reply = time_until(said, now, tz) if said else None
    if reply is None or not re.search(r"\bhow many (?:more )?(?:minutes|mins)\b", normalized):
        return reply
    if (clock := parse_clock(numeralize(str(said)))) is None:
        return reply
    local = now.astimezone(tz).replace(second=0, microsecond=0)
    minutes = int((resolve_clock(clock, local) - local).total_seconds() // 60)
    return f"{reply} That's {minutes} minutes." if minutes > 60 else reply


# "how many minutes past ten is it", "how many minutes is it to eleven now": the minutes from (or to) that hour
_MINUTES_ASKED = re.compile(r"^(?:(?:so|um|er|and|hey|oh|love) )*how many minutes (?:is it |are we |have we gone )?"
                            r"(?P<dir>past|after|gone|to|till|til|until|before) (?P<h>\d{1,2}|the (?:next |last )?hour)(?: oclock)?"
                            r"(?: (?:is it|are we|is it now|it is|have we got))?(?: now| right now| then)?$")


def minutes_past(normalized: str, now: datetime, tz: tzinfo) -> str | None:
    """ "how many minutes past ten is it": "It's 10:25 am: 25 minutes past 10."; None for any other sentence or an
    hour more than 12 hours away."""
    asked = _MINUTES_ASKED.match(numeralize(normalized))
    local = now.astimezone(tz)
    if asked is not None and asked.group("h").startswith("the "):  # "how many minutes past the hour is it"
        hour = local.hour % 12 + (0 if asked.group("dir") in ("past", "after", "gone") else 1)
        return minutes_past(f"how many minutes {asked.group('dir')} {hour % 12 or 12}", now, tz)
    if asked is None or not 1 <= int(asked.group("h")) <= 12:
        return None
    hour = int(asked.group("h")) % 12
    since = ((local.hour % 12) - hour) * 60 + local.minute
    if asked.group("dir") in ("past", "after", "gone"):
        since %= 12 * 60
        if since >= 120:  # "how many minutes past 3" at 10:25: the clock says it better than 445 minutes
            return f"It's {spoken_clock(local, tz)}."
        return f"It's {spoken_clock(local, tz)}: {since} minute{'s' if since != 1 else ''} past {asked.group('h')}."
    left = (-since) % (12 * 60)
    if left >= 120:
        return f"It's {spoken_clock(local, tz)}."
    return f"It's {spoken_clock(local, tz)}: {left} minute{'s' if left != 1 else ''} to {asked.group('h')}."


def minutes_read(normalized: str, now: datetime, tz: tzinfo) -> list[tuple[str, dict[str, str]]]:
    """``minutes_past`` as a finished reading for ``cue_readings``."""
    said = minutes_past(normalized, now, tz)
    return [("GptSaid", {"reply": said})] if said else []
