"""When a light switch guessed by meaning must not be made (issue 15: a light switched the wrong way is the worst miss).

The semantic reader turns a whole sentence into ONE light command with ONE way (on, off, dimmer). That guess is
wrong, not merely vague, when the sentence says more than that:

- both ways at once: "i want the kitchen light on and the bedroom light off" was read "kitchen off";
- two of the house's lights with a switch: "the kitchen light went out so turn on the living room light" switched
  the living room OFF ("out" from the other clause), "turn on the bedroom light no the kitchen is fine" the kitchen on;
- "out" said of something else: "take the bins out and turn on the kitchen light" switched the kitchen OFF;
- a light's fault told: "the kitchen light keeps going out" is a complaint, and switched it off.

Such a sentence gets no guess: the rules read what they can, and the rest is an honest "didn't catch".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_ON = re.compile(r"\bon\b")
_OFF = re.compile(r"\b(?:off|out|kill|cut|douse|shut|close|blackout)\b")
# "out" as a light's off: "put the kitchen light out", "lights out", "put it out", "put out the light"
_LIGHT_OUT = re.compile(r"\bblack out\b|\b(?:lights?|lamps?|ones?|it|them) out\b|\b(?:put|turn|switch|knock|blow) out (?:the |all "
                        r"the |my )?(?:[a-z]+ ){0,2}?(?:lights?|lamps?)\b")
# a light's fault: "went out", "keeps going out", "goes out by itself", "has gone out", "cuts out"
# ("keeps turning on by itself" is the semantic reader's own fault rule, which a switch asked for outranks)
_FAULT = re.compile(r"\b(?:went|goes|going|gone|keeps? going|kept going|cuts?|cutting|keeps? cutting|blew|blown)"
                    r" out\b")

# a fault told beside the switch asked: its "on" or "off" is no way asked for
_TOLD = re.compile(r"\b(?:keeps?|kept) (?:turning|switching|coming|going|flicking|clicking) (?:on|off)\b|"
                   r"\bon (?:its|their) own\b|\b(?:turns?|turning|switch(?:es|ing)?) (?:itself|themselves) (?:on|off)\b")


def unsafe_switch(normalized: str, light_names: Sequence[str]) -> bool:
    """True when a single light switch guessed for ``normalized`` may switch a light the wrong way."""
    if _FAULT.search(normalized):
        return True
    if len([n for n in light_names if re.search(rf"\b{re.escape(n)}\b", normalized)]) >= 2:
        return True
    if re.search(r"\bout\b", normalized) and not _LIGHT_OUT.search(normalized):
        return True
    said = _TOLD.sub(" ", normalized)  # "turn off the kitchen light it keeps turning on by itself": one way asked
    return bool(_ON.search(said) and _OFF.search(said))
