"""A command nobody understood said after a remark about how things are ("the house is cold, put the thermostat on 22",
"its freezing in here turn the heating up to 21", "too hot in here set thermostat 18") (round 23).

``skills/command_shape.py`` gives such a command its honest reply ("I can't control the heating.") when the
sentence opens with the command; a remark before it hid the command's shape, and the model answered ("The house is
cold."). Here the remark is taken off when it is short, opens no question ("are any lights on"), is not cut short
("its to | book the car in"), says how something is (a state: "is", "are", "its", "feels", "so", "too", "brr"...)
and is no report, negation, condition or wish ("my son said put the heating on", "if its cold turn the heating up",
"dont"); what follows, from its first command verb, is shaped as a command of its
own. Pure: text in, the command part out (or None).
"""

from __future__ import annotations

import re
from collections.abc import Collection

_MOST_WORDS = 7
_STATE = re.compile(r"\b(?:is|are|am|its|im|were|feels?|feeling|getting|gets|got|so|too|really|bit|brr+|freezing|"
                    r"boiling|cold|chilly|hot|warm|nippy|baltic|roasting)\b")
_NOT_NOW = re.compile(r"\b(?:said|says|told|tell|ask|asked|asks|if|when|whenever|once|unless|dont|do not|not|never|"
                      r"didnt|wont|cant|would|should|could|might|wish|hope|yesterday|last|earlier|later|tomorrow|"
                      r"what|why|how|who|which|whether|always|usually)\b")

# a question's first word; a last word that wants more (the remark is cut short: "its to | book the car in")
_ASKS = frozenset("is are am was do does did can could will would have has shall should any".split())
_OPEN_END = frozenset("to the a an and or but of for in on at with my our your his her their its so is are am as "
                      "if than".split())


def after_remark(text: str, verbs: Collection[str]) -> str | None:
    """The command after a short remark of how things are in ``text`` (``intents.normalize``d, fillers taken off),
    from its first word in ``verbs``; None when ``text`` opens with no such remark."""
    words = text.split()
    k = next((i for i, word in enumerate(words) if word in verbs), 0)
    head = " ".join(words[:k])
    if not 1 < k <= _MOST_WORDS or _STATE.search(head) is None or _NOT_NOW.search(head) is not None or (
            words[0] in _ASKS or words[k - 1] in _OPEN_END):
        return None  # "are any lights on": a question; "its to book the car in": no remark of its own
    return " ".join(words[k:])
