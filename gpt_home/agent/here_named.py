"""A place said as "here", then named in a clause after it: "i can't see to read in here, it's the living room",
"its freezing in here, im in the kitchen" -> "i cant see to read in the living room" (issue 15, holdout23).

The clause after only says where "here" is; read with the room in its place, the request is one the readers know
("too dark in the living room": that light on). A clause that names no room, or says something else, is not read.
Pure: text in, text out.
"""

from __future__ import annotations

import re

_HERE_NAMED = re.compile(r"^(?P<head>.+?)\b(?:in here|here)\b(?P<mid>.*?),? (?:its|it is|this is|thats|that is|im in|i am in|"
                         r"were in|we are in|i mean) (?:the |my |our )?(?P<room>[a-z]+(?: room)?)(?: please| thanks)?$")
_NOT_A_PLACE = re.compile(r"^(?:same|one|way|thing|problem|reason|time|light|lights|lamp|point|end|last|first|best|"
                          r"worst|dark|cold|hot|warm|bright|too|so|very|late|early)\b")


def here_named(normalized: str) -> str | None:
    """``normalized`` with "here" put as the room the clause after names; None when no room is named so."""
    m = _HERE_NAMED.match(normalized)
    if m is None or _NOT_A_PLACE.match(m.group("room")):
        return None
    return " ".join(f"{m.group('head')} in the {m.group('room')}{m.group('mid')}".split())
