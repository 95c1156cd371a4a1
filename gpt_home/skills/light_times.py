"""A light switched for a while or at a later time: "turn the kitchen light on for five minutes", "in five minutes
turn on the kitchen light", "switch the living room light off at 11 pm".

The timer store keeps when a timer is due and what to SAY then (``skills/timers.py``: a label and a kind), not an
action to carry out: a light cannot be switched by itself later yet. The rule for the whole kind, so that a time said
with a light is never silently dropped (nor read as a timer):

- **for a while** ("for five minutes", "for half an hour", "until 8 pm"): the light is switched now, as asked, and
  the reply says honestly that it will not be switched back by itself ("I can't switch it off by itself later
  yet.");
- **later** ("in five minutes", "after ten minutes", "at 11 pm", "tonight", "in the evening"): nothing is switched
  now (now is not when it was asked for) and the reply says so;
- a question said after it ("... and what's the time") is answered after that.

Only a command: the sentence starts with a switching verb or a light named with on / off (after fillers and
politeness, or after the time said first). Never a story or a question ("the kitchen light has been on for five
minutes", "was the light off for long"), a reminder or a timer asked for with it ("remind me in ten minutes to turn
off the light", "set a timer for five minutes and turn on the light": the rules do both).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.timeparse import parse_clock, parse_duration

MAX_WORDS = 30
NOT_LATER = "I can't switch a light at a later time yet, so I haven't changed it: ask me again when it's time."
_UNIT = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)"
_LENGTH = (
    rf"(?:(?:another|about|around|roughly|just|the next) )?(?:[a-z0-9]+ ){{1,4}}?{_UNIT}(?: and a half)?|"
    r"half an hour"
)
_CLOCK = r"\d{1,2}(?::\d{2}| \d{2})?(?: ?[ap]m| oclock)?|(?:half|quarter) (?:past|to) \d{1,2}|midnight|noon"
_FOR = re.compile(rf"\b(?:for (?P<length>{_LENGTH})|(?:until|till|til|up to) (?P<until>{_CLOCK}))\b")
_LATER = re.compile(
    rf"\b(?:(?:in|after) (?P<length>{_LENGTH})(?: time)?|at (?P<clock>{_CLOCK})|"
    r"(?P<part>in the (?:morning|afternoon|evening)|tonight|tomorrow(?: (?:morning|night|evening))?|"
    r"later(?: on)?|at (?:bedtime|night|sunset|dusk)|before bed|when (?:i|we) get (?:home|back|up)))\b"
)
_FILLERS = r"(?:(?:oh|ok|okay|right|so|um|er|hey|please|can you|could you|will you|would you|just|and) )*"
_COMMAND = re.compile(
    rf"^{_FILLERS}(?:(?:turn|switch|put|flick|leave|keep|dim)\b|(?:the )?(?:[a-z]+ ){{1,2}}"
    r"(?:lights?|lamps?) (?:on|off|out)\b)"
)
_LIGHT = re.compile(r"\b(?:lights?|lamps?)\b")
_ON_OFF = re.compile(r"\b(?:on|off|out)\b")
_OTHER_ASK = re.compile(r"\b(?:timers?|alarms?|remind|reminders?|wake)\b")
# a question said after the command: "... and what's the time"
_QUESTION = re.compile(
    r" and (?:also )?(?P<question>(?:what|whats|when|whens|how|hows|is|are|who|where|which|tell me|"
    r"do you know)\b.*)$"
)
_LEAVE = re.compile(r"^(.*?)\b(?:leave|keep)\b")


def _length_said(span: str | None) -> bool:
    return span is not None and parse_duration(span) is not None


def _clock_said(span: str | None) -> bool:
    return span is not None and parse_clock(span) is not None


def light_later(normalized: str, run: Callable[[str], str | None], reads: Callable[[str], str | None]) -> str | None:
    """The reply to a light switched for a while or later (see the module's note); None for any other sentence.

    ``run`` carries a request out (its reply or None); ``reads`` says what it would be read as, nothing done."""
    if len(normalized.split()) > MAX_WORDS or not _LIGHT.search(normalized) or _OTHER_ASK.search(normalized):
        return None
    command, question = normalized, None
    if (asked := _QUESTION.search(normalized)) is not None:
        command, question = normalized[: asked.start()], asked.group("question")
    first = re.match(rf"^{_FILLERS}(?:in|after) (?P<length>{_LENGTH}) (?:time )?(?P<rest>.+)$", command)
    if first is not None and _length_said(first.group("length")) and _COMMAND.match(first.group("rest")):
        return _later(first.group("rest"), question, run, reads)
    if not _COMMAND.match(command) or not _ON_OFF.search(command):
        return None
    if (held := _FOR.search(command)) is not None and (
        _length_said(held.group("length")) or _clock_said(held.group("until"))
    ):
        now_said = " ".join((command[: held.start()] + command[held.end() :]).split())
        now_said = _LEAVE.sub(r"\1turn", now_said)  # "leave the kitchen light on for ten minutes": on now
        done = run(now_said)
        if done is None:
            return None
        back = "back on" if re.search(r"\b(?:off|out)\b", now_said) else "off"
        return _with_answer(f"{done} I can't switch it {back} by itself later yet.", question, run)
    later = _LATER.search(command)
    if later is not None and (
        later.group("part") or _length_said(later.group("length")) or _clock_said(later.group("clock"))
    ):
        return _later(" ".join((command[: later.start()] + command[later.end() :]).split()), question, run, reads)
    return None


def _later(
    command: str, question: str | None, run: Callable[[str], str | None], reads: Callable[[str], str | None]
) -> str | None:
    """Nothing switched now: the honest reply, when ``command`` is one the rules would carry out."""
    if reads(command) is None:
        return None
    return _with_answer(NOT_LATER, question, run)


def _with_answer(reply: str, question: str | None, run: Callable[[str], str | None]) -> str:
    answered = run(question) if question else None
    return f"{reply} {answered}" if answered else reply
