"""Two requests in one breath, split where the light and volume readers read a part whole (issue 15, round 19).

The splitter of two commands (``skills/family_orders.two_commands``) knows a part by its first word, a verb from a
list ("turn", "set", "play" ...). Households start a light or volume part with anything the slot readers know: "flick
the kitchen light on and then volume up", "i want the kitchen light off and also be a bit quieter", "the living room
lamp on then order a taxi". Here the sentence is cut at a join ("and", "then", "and then", "and also", "also"), and
the cut is taken when one part is read whole by the light reader (``agent/light_slots.py``) or the volume reader
(``agent/volume_slots.py``: every word accounted for) and the other part is too, or is a request the caller
recognises (``other``: a command said with its verb, a service the box lacks). Each part read by a slot reader is
given as its plain command ("turn on the kitchen light", "turn the volume up").

Nothing is split when a part is negated, reported, wished or for later (the slot readers read none of those), so
"dont turn on the kitchen light and turn the volume up" and "my son turned the light off and then the volume up"
are never two commands here. Pure: text in, two commands out.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.light_slots import compose as light_parts
from gpt_home.agent.volume_slots import compose as volume_parts

_JOIN = re.compile(r",? (?:and then|and also|and|then|also) ")
_LEAD = re.compile(r"^(?:(?:and|also|then|now|oh|um|uh|er|ok|okay|so|right) )+")


def _read(part: str, lights: tuple[str, ...]) -> str | None:
    """The plain command of ``part`` when a slot reader reads every word of it; None otherwise."""
    lit = light_parts(part, lights)
    return lit.command if lit is not None else volume_parts(part)


def split(normalized: str, lights: tuple[str, ...], other: Callable[[str], bool]) -> tuple[str, str] | None:
    """The two commands ``normalized`` says in one breath, when a slot reader reads one part whole and the other part
    is read whole too or is a request ``other`` recognises; None otherwise (the first such cut from the left)."""
    for join in _JOIN.finditer(normalized):
        first, second = normalized[:join.start()].strip(), _LEAD.sub("", normalized[join.end():]).strip()
        if not first or not second:
            continue
        read_first, read_second = _read(first, lights), _read(second, lights)
        if read_first is None and read_second is None:
            continue
        if (read_first is not None or other(first)) and (read_second is not None or other(second)):
            return read_first or first, read_second or second
    return None
