"""A new alarm asked for in other shapes, put in the words the household composer reads (agent/household_slots.py).

Why: the composer reads an alarm's parts in any order once each is said with its own word ("at 7 am", "on sunday"),
but households also say what the alarm is to do ("i want an alarm going off at 11 tonight", "an alarm to ring at 6")
and, telegraphically, the slots first and the noun last with no "at" ("sunday, 8 am, alarm please"). Both reached
"Sorry, I didn't catch what to do with the alarms" or the model. Here an alarm's "going off / to ring" is dropped
(an alarm goes off when it is set for: nothing else is said by it) and a clock that is plainly a clock (am/pm, or
an hour said with "tonight" / "in the morning") gets its "at", so the composer's own rules then decide.

Trust: only an alarm asked for anew ("an alarm", "a alarm", or "alarm" first) is rewritten: "my alarm was going off
at 6", "the car alarm kept going off", "her alarm goes off at 6 am" are told of one, never a new one, and nothing
said in the past tense is rewritten ("an alarm going off at 3 am woke the baby"); a clock after
"the / my / that" names an alarm already set ("the 8 am alarm"). Every other word stays, so the composer's
must-not rules (negation, report, past, question, a word left unconsumed) still decide; the rewrite never acts.
Pure: text in, text out.
"""

from __future__ import annotations

import re

_CUE = re.compile(r"\b(?:alarm|wake (?:me|us)(?: up)?)\b")
# "an alarm going off at", "an alarm that goes off at", "a alarm to ring at", "alarm ringing at": what it is to do
_GOES_OFF = re.compile(r"(?:(?<=\ban )|(?<=\ba )|^)alarm (?:(?:that|which|to|thatll|that will|which will) )?"
                       r"(?:goes off|go off|going off|will go off|ringing|rings|ring|sounding|sounds|sound)\b")
_HOUR = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_SPOKEN = rf"(?:(?:half|quarter|\d{{1,2}}|twenty|ten|five) (?:past|to) {_HOUR}|half {_HOUR})"
# a clock said without "at": "8 am", "6:45 am", "11 tonight", "half past six tomorrow morning"
_BARE_CLOCK = re.compile(
    rf"(?<!\bat )(?<!\bfor )(?<!\bby )(?<!\buntil )(?<!\btill )(?<!\bthe )(?<!\bmy )(?<!\bthat )(?<!\bthis )"
    rf"(?<!\bour )(?<!\byour )(?<!\bpast )(?<!\bto )(?<!\bhalf )(?<!:)(?<!\d )\b"
    rf"(?P<clock>\d{{1,2}}(?::\d{{2}}| \d{{2}})? ?(?:am|pm)|(?:{_HOUR}(?::\d{{2}})?|{_SPOKEN})(?= (?:tonight|tomorrow morning|"
    r"tomorrow evening|tomorrow night|in the morning|in the evening|at night|this evening|this morning|"
    r"this afternoon)\b)|"
    rf"{_SPOKEN}(?: (?:am|pm))?)\b")


# told of one in the past ("an alarm going off at 3 am woke the baby", "i wanted an alarm ringing at 6"): no rewrite
_PAST = re.compile(r"\b(?:was|were|woke|went|rang|rung|had|did|kept|made|came|gave|got|ago|yesterday|last|"
                   r"earlier|\w{3,}ed)\b")


def told_past(normalized: str) -> bool:
    """True when ``normalized`` tells of an alarm in the past ("an alarm going off at 3 am woke the baby"): a reading
    by meaning that would set one is declined (agent/timer_orders.py ``misread``)."""
    return bool(_CUE.search(normalized) and _PAST.search(normalized))


def plain(normalized: str) -> str:
    """``normalized`` (``intents.normalize``d) with a new alarm's "going off" dropped and a bare clock given its
    "at"; unchanged when no alarm is named."""
    if not _CUE.search(normalized) or _PAST.search(normalized):
        return normalized
    text = _GOES_OFF.sub("alarm", normalized)
    return " ".join(_BARE_CLOCK.sub(lambda m: f"at {m.group('clock')}", text).split())
