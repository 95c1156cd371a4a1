"""Words said round a timer's length that are no part of its name (issue 15, round 18).

"35 minute timer starting now", "a ten minute timer right away please", "timer for 5 minutes from now", "a timer called roast": the words
after the length tell when it starts or are courtesy, never what the timer is for. Read as its name they made a
"starting now timer" that was listed and matched ever after. ``without_fillers`` takes such words off both ends of a
would-be name; what is left ("" when nothing) is the name. Pure.
"""

from __future__ import annotations

import re

# when it starts, said after the length; courtesy and fillers
_START = (r"(?:(?:starting|beginning|begin|start|running|counting|go|going|from|as of|effective|right|just|then|and|"
          r"from|off|it|ok|okay|so) )*(?:now|right now|from now|now please|immediately|straight away|straightaway|"
          r"right away|at once|go|off you go|from here|from this moment|when i say go)")
_COURTESY = r"(?:please|thanks|thank you|cheers|ta|mate|love|dear|if you would|if you can|if you could|will you|would you)"
_EDGE = re.compile(rf"^(?:(?:{_START}|{_COURTESY}|um|uh|oh|so|and|called|named|labell?ed)\b ?)+|(?: ?\b(?:{_START}|{_COURTESY}|um|uh))+$")
# "set a timer going for 16 minutes", "get a timer started", "start a timer ticking": a word for the timer running,
# said between "timer" and its length, is all there is: no name ("the going timer" was listed and matched ever after)
_RUNNING = re.compile(r"^(?:going|running|started|ticking|counting|counting down|up|on|off|set|set up|ready|away|"
                      r"on the go|underway|under way)$")

_RUNNING_AFTER = re.compile(r" (?:going|running|ticking|started|counting down)$")  # "a timer for the rice going"


def without_fillers(label: str) -> str:
    """``label`` less start-time words and courtesy at either end: "starting now" -> "", "pasta please" -> "pasta";
    a running word alone ("going", "ticking") -> ""."""
    left = " ".join(_EDGE.sub("", label.strip()).split())
    return "" if _RUNNING.match(left) else _RUNNING_AFTER.sub("", left)
