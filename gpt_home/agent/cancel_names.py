"""A cancel read by meaning made into the rules' command ("bin all my reminders" -> "cancel all reminders"), with the
name said kept: "gym alarm cancel please" was "cancel the alarm", so the only alarm was cancelled whatever its name;
now it is "cancel the gym alarm", and the rules cancel the one of that name or say there is none ("I couldn't find a
gym alarm to cancel."). A day said keeps the day ("cancel my alarm for friday"); a clock said gets no command (the
rules' own readings ask which); "all"/"every" or the plural: all of that kind.

The name is the word right before the kind, unless it is a determiner, an order word or a word of which one ("the
next alarm", "that stupid timer": no name, the rules' usual "which one?"). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from gpt_home.agent.spoken_words import WEEKDAY

_WEEKDAY = re.compile(rf"\b(?:{WEEKDAY})\b")
_CLOCK = re.compile(r"\b\d+\b|\b(?:am|pm|oclock)\b")
_NOT_NAMES = (r"the|my|a|an|that|this|these|those|your|our|his|her|their|its|one|next|last|first|only|current|"
              r"existing|old|new|other|same|whole|stupid|bloody|annoying|silly|darn|damn|blasted|flipping|wretched|"
              r"cancel|stop|off|delete|remove|clear|kill|scrap|drop|end|bin|ditch|forget|please|and|or|no|any|every|"
              r"all|each|set|running|upcoming|of|for|to|on|in|at|by|with|about|now|just|actually|oh|um|er|uh|so")


def named(text: str, kind: str) -> str:
    """ "gym " for ("gym alarm cancel please", "alarm"); "" when no name is said before the kind."""
    found = re.search(rf"\b(?!(?:{_NOT_NAMES})\b)([a-z]+) {kind}\b", text)
    # "forget the bins one, delete that reminder": the thing named by "one" is of the kind said
    found = found or re.search(rf"\b(?:the|my|that) (?!(?:{_NOT_NAMES})\b)([a-z]+) one\b", text)
    return f"{found.group(1)} " if found else ""


def cancel_reading(kind: str) -> Callable[[str, tuple[str, ...], datetime], str | None]:
    """The semantic slot filler of ``<kind>_cancel`` (agent/semantic_slots.py)."""
    def read(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
        every = re.search(r"\b(?:all|every|each)\b", text)  # "forget every reminder i made today": all of them
        if (day := _WEEKDAY.search(text) or (None if every else re.search(r"\b(?:today|tonight|tomorrow)\b", text))):
            return f"cancel my {kind} for {day.group(0)}"
        one = not every and re.search(rf"\b{kind}\b", text) and not re.search(rf"\b{kind}s\b", text)  # asks which
        if _CLOCK.search(text):
            return None
        return f"cancel the {named(text, kind)}{kind}" if one else f"cancel all {kind}s"
    return read


_KILL = r"(?:cancel|delete|remove|scrap|bin|ditch|kill|forget|drop|get rid of|clear)"
# "forget the plumber one, cancel that reminder": the thing named in one clause, its kind pointed at in the next
_ONE_THEN_KIND = re.compile(rf"^(?:(?:oh|ok|okay|right|so|um|er|please) )*{_KILL} (?:about )?(?:the|my) "
                            rf"(?P<name>[a-z]+) one (?:(?:and|so|just|please) )*{_KILL} (?:that|this|the|it|my) "
                            r"(?P<kind>reminder|alarm|timer)(?: please| now| too)?$")


def one_then_kind(normalized: str) -> str | None:
    """ "cancel the plumber reminder" for "forget the plumber one, cancel that reminder"; None for any other sentence."""
    m = _ONE_THEN_KIND.match(normalized)
    if m is None or re.fullmatch(_NOT_NAMES, m.group("name")):
        return None
    return f"cancel the {m.group('name')} {m.group('kind')}"
