"""Which light "it" is when a remark says what the light is like (issue 15, round 24).

Why: "er the living rooms a bit bright can you take it down a touch" was composed as "turn it down", and the rules
took "it" to be the light switched the turn before: the KITCHEN light was dimmed though the living room was named.
With no turn before, "its too bright, turn it down" was read as the volume. A remark that says the light is too
bright, too dark or too dim ("the kitchens a bit bright", "its gloomy in the living room", "i cant see a thing")
says that "it" is a light, and the room it names is the light meant:

- one room named (possessive or not: "the kitchens", "in the living room") -> that room's light ("the bedroom
  light" too: the rules refuse a light the house does not have, honestly);
- no room named -> "" ("its too bright turn it down"): "it" is left to the rules and the turn before, as it was;
- two rooms named -> None: which is unclear, so nothing is composed here.

A remark that says no light need ("the kitchens freezing, turn it up") leaves "it" as it was. Pure: text in, the
room or None.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

# what a light is like when it needs changing: "too bright", "a bit dark", "gloomy", "the glare", "i cant see"
_NEED = re.compile(r"\b(?:(?:too|so|very|bit|rather|quite|really|getting) dim|bright|dark|gloomy|dingy|murky|glare|glaring|blinding|dazzling|"
                   r"harsh|lit|(?:cant|can not|cannot|can hardly|can barely) see)\b")

# a need that is no request now: another time, a condition, a report, a wish, a negation ("if the kitchen is too
# bright later turn it down", "my son said the kitchen was too bright so i turned it down")
_NOT_NOW = re.compile(r"\b(?:if|when|whenever|once|later|tonight|tomorrow|yesterday|earlier|last|said|says|told|asked|"
                      r"wish|wished|was|dont|didnt|never|turned|switched|should|would have)\b")


def not_now(normalized: str) -> bool:
    """True when ``normalized`` says its need for another time, as a condition, a report, a wish or negated."""
    return _NOT_NOW.search(normalized) is not None


@lru_cache(maxsize=8)
def _rooms(rooms: tuple[str, ...]) -> re.Pattern[str]:
    names = "|".join(re.escape(r) for r in sorted(set(rooms), key=len, reverse=True))
    return re.compile(rf"\b(?P<room>{names})(?:s)?\b")  # "the kitchens a bit bright": the apostrophe lost


def needs_light(normalized: str) -> bool:
    """True when ``normalized`` says what a light is like in a way that asks for it to change."""
    return _NEED.search(normalized) is not None


def light_room(normalized: str, rooms: Iterable[str], *, need: bool = True) -> str | None:
    """The room whose light "it" is in ``normalized`` when a remark says a light need: the one room of ``rooms``
    named, "" for none named ("the light"); None when two rooms are named or no light need is said (``need`` False:
    the one room named, whatever is said of it)."""
    if need and not needs_light(normalized) or not_now(normalized):
        return None
    named = {m.group("room") for m in _rooms(tuple(rooms)).finditer(normalized)}
    if len(named) > 1:
        return None
    return named.pop() if named else ""


# what "it" is when it is no light: the warmth or the sound of a room ("the kitchens freezing turn it up")
_OTHER_NEED = re.compile(r"\b(?:cold|colder|freezing|chilly|nippy|hot|hotter|warm|warmer|boiling|roasting|stuffy|"
                         r"baking|sweltering|loud|louder|noisy|quiet|quieter|hear|music|song|telly|tv|radio|heat|"
                         r"heating|temperature|volume|sound)\b")


def room_of_it(normalized: str, rooms: Iterable[str]) -> str | None:
    """The room whose light "it" is: the one named with a light need ("the kitchens too bright, turn it down"), or
    the one named with nothing said that "it" could be besides its light ("right, the kitchen, take it down a bit");
    None when no room, two rooms, or the room's warmth or sound is said ("the kitchens freezing turn it up")."""
    if (room := light_room(normalized, rooms)) or _OTHER_NEED.search(normalized):
        return room or None
    return light_room(normalized, rooms, need=False) or None
