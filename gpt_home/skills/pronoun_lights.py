"""A light read by meaning for a sentence that names none but says "it": "make it brighter", "switch it off".

"it" is what the turn just before named: the light switched then ("turn on the kitchen light", then "make it
brighter": the kitchen light only, never every light). After an alarm, a timer or anything else that is not a light
("set an alarm for 7 am", then "switch it off"), "it" is never the lights: the household is asked which light, and
nothing is switched. With no turn just before, the reading stands ("make it brighter in here": the lights).
"""

from __future__ import annotations

import re

from gpt_home.agent.semantic_slots import light_target

_EVERY = "all the lights"
_SWITCHES = ("light_on", "light_off", "light_brighter", "light_dimmer")
_PRONOUN = re.compile(r"\b(?:it|that|this|them|those|these)\b")
# the sentence names its lights itself: "turn them all off", "switch that lamp off", "make everything brighter"
_NAMES_ITS_OWN = re.compile(r"\b(?:lights?|lamps?|bulbs?|all|everything|every)\b")
_LIGHT_WORD = re.compile(r"\b(?:lights?|lamps?|bulbs?)\b")


def pronoun_light(normalized: str, intent: str, command: str, before: str | None,
                  lights: tuple[str, ...]) -> str | None:
    """The command to carry out for a light reading of ``normalized`` ("make all the lights brighter"), its "it"
    taken from ``before`` (the turn just before, None: none); None when "it" cannot be a light (ask which)."""
    if (intent not in _SWITCHES or _EVERY not in command or before is None or not _PRONOUN.search(normalized)
            or _NAMES_ITS_OWN.search(normalized)):
        return command
    target = light_target(before, lights)
    if any(target == f"the {name} light" for name in lights):
        return command.replace(_EVERY, target)  # "turn on the kitchen light", then "make it brighter"
    return command if _LIGHT_WORD.search(before) else None  # "turn on the lights", then "dim them"


def which_light(lights: tuple[str, ...]) -> str:
    """The question asked when "it" names no light: "Which light do you mean, the kitchen or the living room?"."""
    names = [f"the {name}" for name in lights]
    said = " or ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else "".join(names)
    return f"Which light do you mean, {said}?" if said else "Which light do you mean?"
