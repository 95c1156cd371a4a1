"""Two requests in one breath, split where the light and volume readers read a part whole (issue 15, round 19).

The splitter of two commands (``skills/family_orders.two_commands``) knows a part by its first word, a verb from a
list ("turn", "set", "play" ...). Households start a light or volume part with anything the slot readers know: "flick
the kitchen light on and then volume up", "i want the kitchen light off and also be a bit quieter", "the living room
lamp on then order a taxi". Here the sentence is cut at a join ("and", "then", "and then", "and also", "also"), and
the cut is taken when one part is read whole by the light reader (``agent/light_slots.py``) or the volume reader
(``agent/volume_slots.py``: every word accounted for) and the other part is too, or is a request the caller
recognises (``other``: a command said with its verb, a service the box lacks). Each part read by a slot reader is
given as its plain command ("turn on the kitchen light", "turn the volume up").

Two bare list changes, the list named by neither part, are two list changes ("take oranges off and put dog food on",
"cross milk off and stick bin bags on", "scratch eggs off and chuck butter on", "cross off bread and pop on cheese"):
each is given with the list named ("cross milk off the list"). Only when both parts have that bare shape (a list
verb, an item, "on"/"off" before or after it) and neither item is a household thing ("take the oranges off and put the
kettle on" never puts a kettle on the list).

Nothing is split when a part is negated, reported, wished or for later (the slot readers read none of those), so
"dont turn on the kitchen light and turn the volume up" and "my son turned the light off and then the volume up"
are never two commands here. Pure: text in, two commands out.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.light_slots import compose as light_parts
from gpt_home.agent.volume_slots import compose as volume_parts

# where one request ends and the next begins, and the words that only lead the second in
JOIN = re.compile(r",? (?:and then|and also|and|then|also) ")
LEAD = re.compile(r"^(?:(?:and|also|then|now|oh|um|uh|er|ok|okay|so|right) )+")


_ADD = r"(?:put|stick|pop|add|bung|chuck|slap|whack)"
_TAKE = r"(?:take|cross|knock|tick|scratch|strike|rub)"
_ITEM = r"(?P<item>[a-z]+(?: [a-z]+){0,3})"
# a bare list change: "cross milk off", "stick bin bags on", and the particle first: "cross off milk", "pop on cheese"
_LISTED = re.compile(rf"^(?:(?:please|and|also|then|now|oh|um) )*(?:(?P<add>{_ADD})|{_TAKE}) (?:{_ITEM} (?P<way>on|off)"
                     rf"|(?P<way2>on|off) {_ITEM.replace('item', 'item2')})$")
# a thing of the house, or an item said with "the"/"my", is a household order ("put the kettle on"), not an item
_NOT_AN_ITEM = re.compile(r"^(?:the|my|your|our|his|her|their|it|them|that|this)\b|\b(?:kettle|oven|light|lights|"
                          r"lamp|heating|heater|tv|telly|radio|music|fan|timer|alarm|washing|dishwasher|coat|"
                          r"shoes|hat|jumper|clothes|show|film|movie)\b")


def bare_list_change(part: str) -> str | None:
    """``part`` as a list change naming the list ("cross off milk" -> "cross milk off the list") when it is a bare
    one; None otherwise."""
    m = _LISTED.match(part)
    if m is None:
        return None
    item, way = m.group("item") or m.group("item2"), m.group("way") or m.group("way2")
    if _NOT_AN_ITEM.search(item) or (way == "on") != bool(m.group("add")):
        return None  # "put the kettle on", "take milk on": no list change
    verb = "put" if way == "on" else "take"
    return f"{verb} {item} {way} the list"


# "off with the kitchen light": the switch said first, the light after "with"
_WITH = re.compile(r"^(?P<state>on|off) with (?P<rest>.+)$")
# "..., im going through to watch telly": a telling about the speaker at the end of a part asks nothing
_TOLD_AFTER = re.compile(r",? (?:im|i am|were|we are|ive|i have|weve|we have)\b(?P<told>[^,]*)$")
_SLOT_TOLD = re.compile(r"\b(?:on|off|up|down|light|lights|lamp|lamps|volume|louder|quieter|not|dont|never)\b")


def _read(part: str, lights: tuple[str, ...]) -> str | None:
    """The plain command of ``part`` when a slot reader reads every word of it; None otherwise. The switch said
    first ("off with the kitchen light") is read as "turn off ..."; a telling about the speaker at the end
    ("..., im going through to watch telly") is left out when it names no switch."""
    if (told := _TOLD_AFTER.search(part)) is not None and not _SLOT_TOLD.search(told.group("told")):
        part = part[:told.start()]
    if (said := _WITH.match(part)) is not None:
        part = f"turn {said.group('state')} {said.group('rest')}"
    lit = light_parts(part, lights)
    return lit.command if lit is not None else volume_parts(part)


def split(normalized: str, lights: tuple[str, ...], other: Callable[[str], bool]) -> tuple[str, str] | None:
    """The two commands ``normalized`` says in one breath, when a slot reader reads one part whole and the other part
    is read whole too or is a request ``other`` recognises, or both parts are bare list changes; None otherwise (the
    first such cut from the left)."""
    for join in JOIN.finditer(normalized):
        first, second = normalized[:join.start()].strip(), LEAD.sub("", normalized[join.end():]).strip()
        if not first or not second:
            continue
        if (listed := bare_list_change(first)) and (then := bare_list_change(second)):
            return listed, then
        read_first, read_second = _read(first, lights), _read(second, lights)
        if read_first is None and read_second is None:
            continue
        if (read_first is not None or other(first)) and (read_second is not None or other(second)):
            return read_first or first, read_second or second
    return None
