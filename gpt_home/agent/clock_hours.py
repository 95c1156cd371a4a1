"""A bare clock hour for an alarm or a reminder ("set an alarm for eight o'clock" said at 10:25): what is meant.

What a household expects (and how a person would answer):

* an **alarm** is mostly a wake-up: a bare hour from 5 to 11 is the morning ("eight o'clock" -> 8 am tomorrow, said
  back as "8 am tomorrow"). For 12 and 1-4 both readings are real (a nap, an early flight, noon or midnight), and
  a wrong alarm is missed sleep or a missed flight: ask back ("3 in the morning or 3 in the afternoon?");
* a **reminder** is the next time the hour comes round ("at 5" said at 10:25 is 5 pm), except in the small hours: a
  reminder "at 2" said late in the evening is 2 pm tomorrow, not 2 am.

An hour said with am/pm, a part of the day ("tonight", "in the morning"), on the 24-hour clock or with minutes past
13 is never ambiguous and is taken as said.
"""

from __future__ import annotations

from datetime import datetime

from gpt_home.agent.timeparse import parse_when

WAKE_HOURS = range(5, 12)
# The half of the day asked as a choice ("is it am or pm", "is it morning or afternoon", "before or after noon"): the
# time answers it ("It's 10:25 am."); rules of ``agent.intents`` for the time.
HALF_OF_THE_DAY_ASKED = (
    r"(?:is it|are we|is it now|are we now) (?:in )?(?:the )?(?:am|a m|morning|before noon|before midday) or (?:in )?"
    r"(?:the )?(?:pm|p m|afternoon|evening|after noon|after midday)(?: now| right now| at the moment)?",
    r"(?:am|a m) or (?:pm|p m)(?: now| right now)?",
    r"(?:is it|are we) (?:now )?before or after (?:noon|midday)(?: now| right now| yet)?",
)
NIGHT_HOURS = range(0, 6)


def _readings(when: str, now: datetime) -> tuple[datetime | None, datetime | None, datetime | None]:
    """The sooner reading, the morning one and the afternoon/evening one (equal when the hour is not ambiguous)."""
    return (parse_when(when, now), parse_when(when, now, prefer_morning=True),
            parse_when(when, now, prefer_afternoon=True))


def alarm_time(when: str, now: datetime) -> tuple[datetime | None, tuple[datetime, datetime] | None]:
    """(the alarm's time, None) when it is clear; (None, (morning, evening)) when the user must choose;
    (None, None) when ``when`` is not a time."""
    sooner, morning, evening = _readings(when, now)
    if sooner is None:
        return None, None
    if morning is None or evening is None or morning == evening:
        return sooner, None
    if morning.hour in WAKE_HOURS:
        return morning, None
    return None, (morning, evening)


def reminder_time(when: str, now: datetime) -> datetime | None:
    """The reminder's time: the next time the hour comes round, outside the small hours."""
    sooner, morning, evening = _readings(when, now)
    if sooner is None or morning is None or evening is None or morning == evening:
        return sooner
    return evening if sooner.hour in NIGHT_HOURS else sooner


def period_question(morning: datetime, clock: str) -> str:
    """ "3 in the morning or 3 in the afternoon?" for the two readings of ``clock`` (spoken without am/pm)."""
    if morning.hour == 0:
        return "Noon or midnight?" if morning.minute == 0 else f"{clock} after noon or after midnight?"
    evening = "afternoon" if morning.hour < 6 else "evening"
    return f"{clock} in the morning or {clock} in the {evening}?"
