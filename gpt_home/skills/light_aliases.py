"""The other names a household gives a room its light is configured by (issue 15, round 24): "the lounge", "the
front room", "the sitting room" are the living room; "the kitchen diner" is the kitchen.

Why: with lights named "kitchen" and "living room", "is the lounge light on" and "turn the front room light off"
were refused ("I don't have a light called lounge"), though one room is meant. A name is taken as another only when
the house has no light of that name itself and has the light it stands for: a house with a "lounge" light keeps it.
Pure: a name and the configured names in, the configured name out.
"""

from __future__ import annotations

import re
from collections.abc import Collection

_SAME_ROOM = {"lounge": "living room", "front room": "living room", "sitting room": "living room",
              "living area": "living room", "family room": "living room", "tv room": "living room",
              "livingroom": "living room", "lounge room": "living room", "kitchen diner": "kitchen",
              "kitchen area": "kitchen"}


def configured(name: str, names: Collection[str]) -> str:
    """``name`` as the house's lights are named: the configured light a room's other name stands for, else as said."""
    meant = _SAME_ROOM.get(name)
    return meant if name not in names and meant is not None and meant in names else name


_ABOUT_LIGHT = re.compile(r"\b(?:lights?|lamps?|bulbs?|bright\w*|dark\w*|dim\w*|gloomy|lit|on|off|out)\b")
_NOT_LIGHT = re.compile(r"\b(?:list|lists|timer|alarm|reminder|tv|telly|music|radio|heating)\b")


def said_as_configured(normalized: str, names: Collection[str]) -> str | None:
    """``normalized`` with each room's other name said as its configured light's ("is the lounge light on" -> "is
    the living room light on"); None when none is said, or the sentence says no light ("add lounge chairs to the
    list": an item keeps its words)."""
    if not _ABOUT_LIGHT.search(normalized) or _NOT_LIGHT.search(normalized):
        return None
    said = normalized
    for other in sorted(_SAME_ROOM, key=len, reverse=True):
        if (meant := configured(other, names)) != other and not re.search(rf"\b{re.escape(meant)}\b", normalized):
            # "lounge light off, thats the living room one": said both ways, the readers' own work
            said = re.sub(rf"\b{re.escape(other)}\b", meant, said)
    return said if said != normalized else None
