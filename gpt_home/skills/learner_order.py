"""Alarms and reminders in a learner's words and order, put the way the rules read them (issue 15, round 26).

- **"N hour" for a clock**: "10 hour morning", "at 6 hour" -> "10 oclock in the morning", "at 6 oclock". Only with
  "at" before it or a part of the day after it: "for 10 hours" and "in 1 hour" stay lengths ("set an alarm at 10 hour"
  was an alarm ten hours away, a wrong action).
- **The thing named first**: "please, alarm, i need for saturday" -> "i need an alarm for saturday".
- **The task as "i go ..." after the time**: "remind me thursday, evening six o'clock, i go to mosque" -> "remind me
  thursday evening six oclock to go to mosque". Only when every word between "remind me" and "i" is a time word, and
  the verb is in the present ("i went", "i was", "i will" read nothing).
Pure: text in, the rules' words out.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import CLOCK_HOURS, WEEKDAY

_PART = r"(?:morning|afternoon|evening|night)"
_N = rf"(?:\d{{1,2}}|{CLOCK_HOURS})"
_HOUR_PART = re.compile(rf"\b(?P<n>{_N}) hour (?:in the |at )?(?P<part>{_PART})\b")
_AT_HOUR = re.compile(rf"\bat (?P<n>{_N}) hour\b(?! (?:later|from now|time)\b)")
_ALARM_FIRST = re.compile(r"^(?:please )?(?:an? )?alarm (?:i need|i want|i would like|please) (?P<when>(?:for|at|on) .+)$")
_TIME_WORDS = frozenset(f"{WEEKDAY}|{CLOCK_HOURS}".split("|")) | frozenset(
    "on at in the this next tomorrow today tonight morning afternoon evening night oclock am pm half past quarter "
    "thirty fifteen forty five noon midday".split())
_REMIND_I = re.compile(r"^(?P<ask>remind me) (?P<when>[a-z0-9: ]+?) i (?P<verb>[a-z]+) (?P<rest>.+)$")
_NOT_PRESENT = frozenset("am was were will would could should might may did didnt dont do went had have think said mean meant "
                         "forgot remember know want wanted like".split())


def learner_worded(normalized: str) -> str | None:
    """``normalized`` in the rules' words and order, or None when it needs none of these."""
    said = _AT_HOUR.sub(r"at \g<n> oclock", _HOUR_PART.sub(r"\g<n> oclock in the \g<part>", normalized))
    if (m := _ALARM_FIRST.match(said)) is not None:
        said = f"i need an alarm {m.group('when')}"
    if (m := _REMIND_I.match(said)) is not None and m.group("verb") not in _NOT_PRESENT and all(
            w in _TIME_WORDS or w.isdigit() or re.fullmatch(r"\d{1,2}:\d{2}", w) for w in m.group("when").split()) \
            and re.search(rf"\d|\b(?:{WEEKDAY}|{CLOCK_HOURS}|tomorrow|tonight|noon|midday)\b", m.group("when")):
        said = f"remind me {m.group('when')} to {m.group('verb')} {m.group('rest')}"
    return said if said != normalized else None
