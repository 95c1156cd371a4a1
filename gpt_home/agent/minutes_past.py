"""A clock corrected by its minutes only: "seven o'clock in the morning, no, make it ten past" is ten past seven in
the morning; "at 6, no, make it half past" is half past 6 (issue 15, round 26).

Why: the general self-correction (agent/self_correction.py) puts the words after "make it" in place of the last value,
so the hour went ("at half past": no hour, or "I don't know the unit past"). A correction of minutes "past" keeps the
hour said before it. Only the hour said last before the correction, and nothing but the minutes after it. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import CLOCK_HOURS

_HOUR = rf"(?:\d{{1,2}}|{CLOCK_HOURS})"
_NOT_A_NUMBER = rf"(?:(?!{_HOUR}\b|\d)[a-z]+)"
_MARK = r"(?:no|nope|sorry|actually|wait|hang on|oh no|no wait|i mean)"
_MINUTES_PAST = re.compile(
    rf"^(?P<head>(?:.* )?)(?P<hour>{_HOUR})(?: oclock)?(?P<tail>(?: {_NOT_A_NUMBER})*?) (?:{_MARK} )+"
    rf"(?:(?:make it|make that|change it to|i mean|i meant) )?(?P<minutes>five|ten|twenty|twenty five|quarter|half|"
    r"\d{1,2})(?: minutes)? past$")


def minutes_past(normalized: str) -> str | None:
    """ "... seven oclock in the morning no make it ten past" -> "... ten past seven in the morning"; else None."""
    m = _MINUTES_PAST.match(normalized)
    if m is None or m.group("minutes").isdigit() and not 0 < int(m.group("minutes")) < 60:
        return None
    return f"{m.group('head')}{m.group('minutes')} past {m.group('hour')}{m.group('tail')}"
