"""Yes-or-no questions about the clock: "is it past ten yet", "is it after 5", "is it before noon"."""

from __future__ import annotations

from datetime import datetime, tzinfo

from gpt_home.agent.timeparse import numeralize, parse_clock
from gpt_home.skills.phrases import spoken_clock


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
