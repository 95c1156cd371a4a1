"""One half of a two-light request said the short way, put as the plain command the rules know (issue 15, round 24).

The two-light reader (``skills/light_requests.per_room``) splits "kill the living room light and turn on the kitchen",
"off with the kitchen light and on with the living room", "kitchen light on, and turn off the one in the living room"
at the "and"; each half must then be a command the rules carry out, and a half they do not know stops the request
("I didn't catch the rest of it"). The halves households say:

- a verb the rules do not know at the start: "kill the living room light", "cut the kitchen light" -> "turn off ...";
- the way first, the room after "with" or "in": "on with the living room", "and on in the kitchen", "lights off in
  the living room" -> "turn on the living room light";
- the light as "the one in the living room", "the other one in the kitchen" -> "the living room light".

Pure: one half in, the plain command or None (nothing to change, so the half stays as said).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_LEAD = re.compile(r"^(?:(?:and|then|so|oh|also|now) )+")
_KILL = re.compile(r"^(?:kill|cut|douse)\b")


def plain_half(said: str, light_names: Sequence[str]) -> str | None:
    """The plain command for one half of a two-light request ("on with the living room" -> "turn on the living room
    light"), or None when the half needs no change or names no configured light."""
    if not light_names:
        return None
    names = "|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))
    text = _LEAD.sub("", said)
    text = re.sub(rf"\b(?:the )?(?:other )?one (?:in|of|for) (?:the )?({names})\b", r"the \1 light", text)
    text = _KILL.sub("turn off", text)
    way_first = re.fullmatch(rf"(?:(?:the )?(?:lights?|lamps?) )?(on|off) (?:with|in|for) (?:the )?({names})"
                             r"(?: (?:light|lights|lamp|one))?(?: please| too| as well| now)?", text)
    if way_first is not None:
        return f"turn {way_first.group(1)} the {way_first.group(2)} light"
    return text if text != said and re.search(rf"\b(?:{names})\b", text) else None
