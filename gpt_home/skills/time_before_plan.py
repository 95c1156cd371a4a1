"""The time asked with a plan at a clock time said beside it: "tell me the time, I've got a zoom call at eleven",
"could you tell me the time, I've got a bus at half ten", "time please love, the taxi's coming at eleven".

The plan says why the time is asked: how long is left until it is what the household wants to know next. The reply is
the time and the time left ("It's 10:25 am, so 11 am is 35 minutes away.") when that clock time is ahead and near
(within ``NEAR``); a clock time gone by ("the match at ten, have I missed it") or hours away, two clock times, or a
plan of the past leaves the time alone to the time rule. Pure: the words and the clock in, the words out.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, tzinfo

from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.timeparse import parse_clock, resolve_clock
from gpt_home.skills.time_questions import clocks_said, time_until

NEAR = timedelta(hours=3)
MAX_WORDS = 24
# the time of now asked, in the ways the time rule reads it
_TIME_ASKED = re.compile(r"\b(?:what time is it|what is the time|tell me the time|what time (?:have you got|do you make "
                         r"it)|have you got the time|check the time)\b(?! (?:in|at|there)\b)|^(?:the )?time(?: please)?"
                         r"(?: love| pet| mate)?\b(?! (?:is|was|flies|of)\b)")
_AT = re.compile(r"\b(?:at|by|till|until|til|before) (?=\S)")
# a plan of the past, a reminder or a place elsewhere: never the time left
_NOT_AHEAD = re.compile(r"\b(?:ago|was|were|did|missed|started|finished|yesterday|tomorrow|tonight|timer|alarm|"
                        r"remind\w*|wake|in [a-z]+ (?:now|there)|over there|every|usually|always)\b")


def reply(normalized: str, now: datetime, tz: tzinfo) -> str | None:
    """ "It's 10:25 am, so 11 am is 35 minutes away." for the time asked beside a plan at a near clock time."""
    if not normalized or len(normalized.split()) > MAX_WORDS or (asked := _TIME_ASKED.search(normalized)) is None \
            or _NOT_AHEAD.search(normalized):
        return None
    clocks = clocks_said(normalized, asked.end(), len(normalized), _AT) or clocks_said(normalized, 0, asked.start(), _AT)
    if len(set(clocks)) != 1 or (clock := parse_clock(numeralize(clocks[0]))) is None:
        return None
    local = now.astimezone(tz).replace(second=0, microsecond=0)
    if resolve_clock(clock, local) - local > NEAR:
        return None
    return time_until(clocks[0], now, tz)
