"""Questions about the clock: "is it past ten yet", "how long until 6 pm", "what time will it be in 3 hours"."""

from __future__ import annotations

from datetime import datetime, timedelta, tzinfo

from gpt_home.agent.timeparse import after, numeralize, parse_clock, parse_duration, resolve_clock
from gpt_home.skills.phrases import spoken_clock, spoken_duration, spoken_when

MAX_CLOCK_SUM = timedelta(days=2)  # "what time will it be in 300 hours" is not a clock question


def is_it(relation: str, clock_text: str, now: datetime, tz: tzinfo) -> str | None:
    """The answer, with the time, or None when ``clock_text`` is not a clock time. A bare hour is read the way the
    speaker's day makes sense of it: the morning or the afternoon reading nearest to now."""
    clock = parse_clock(numeralize(" ".join(clock_text.lower().split())).removeprefix("at "))
    if clock is None:
        return None
    local = now.astimezone(tz)
    hours = [clock.hour] if clock.hour == 0 or clock.hour > 12 or clock.meridiem else [clock.hour % 12,
                                                                                        clock.hour % 12 + 12]
    if clock.meridiem is not None and clock.hour <= 12:
        hours = [clock.hour % 12 + (12 if clock.meridiem.value == "pm" else 0)]
    minutes_now = local.hour * 60 + local.minute
    target = min((h * 60 + clock.minute for h in hours), key=lambda m: abs(m - minutes_now))
    after = minutes_now >= target if relation in ("past", "after", "gone") else minutes_now < target
    return f"{'Yes' if after else 'No'}, it's {spoken_clock(local, tz)}."


def time_until(clock_text: str, now: datetime, tz: tzinfo) -> str | None:
    """ "How long until 6 pm": the time left until the next such clock time, or None when it is no clock time
    ("how long until christmas" goes on to the calendar)."""
    clock = parse_clock(numeralize(" ".join(clock_text.lower().split())).removeprefix("at "))
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
