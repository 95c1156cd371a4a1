"""A light's level said with no switching verb (issue 15): "living room to full brightness", "kitchen at half", "the
living room light to 50", and round 25's wished or moved levels: "i'd like the kitchen light sitting at 65 percent",
"could the living room go down to 12 percent for the film", "can the kitchen light come up to 80 percent".

Why: the rules know "set the kitchen light to 65 percent"; a level wished for ("i'd like ... at"), asked of the light
("could the living room go down to"), or with a purpose after it ("for the film") reached no reader, and the nearest
reading by meaning made it "brighter" or the bundled model guessed. Pure: text in, the plain command or None.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gpt_home.agent.number_reader import amounts

LEVEL = r"(?:full|max|maximum|half|(?:\w+ ){0,4}?\w+ percent)(?: brightness| power)?"
# a wish or a question put to the light: "id like", "i want", "could", "can you have", "please can"
_WISH = (r"(?:(?:please |so |ok |okay )?(?:(?:id like|i would like|i want|we want|id love) |(?:can|could|would|will) (?:you )?"
         r"(?:have |get |make |put )?|please ))?")
# the light moved or sat at its level: "go down to", "come up to", "be at", "sitting at", "dimmed to"
# and the light's glow: "id like the living room glowing at about 70 percent", "the kitchen light shining at half"
_MOVED = (r"(?: (?:to )?(?:be )?(?:go|come|be|get|sit|sitting|set|sat|turned|dimmed|brought|put|at|glow|glowing|shine|shining|"
          r"lit|burning)(?: (?:down|up|back))?)?"
          r"(?: set| brightness| brightness set)?(?: to| at| on)?")
# "for the film", "for movie night", "for a bit of reading": a purpose after the level, never a duration
_PURPOSE = r"(?: for (?!\d|an? (?:minute|hour|second|bit|while|few)|(?:ten|five|twenty|thirty) )(?:[a-z]+ ?){1,4})?"


def verbless_level(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "living room to full brightness", "set the living room to 30 percent" (the room said, the word light not),
    "the living room light to 50" (a light named, its level a bare number), "id like the kitchen light sitting at 65
    percent" -> "set the living room light to ..."."""
    if not light_names:
        return None
    names = "|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))
    m = re.fullmatch(rf"{_WISH}(?:(?:please )?(?:set|put|turn|bring|dim|make) )?(?:the )?(?P<name>{names})(?P<lit> "
                     rf"(?:lights?|lamps?))?{_MOVED} (?:(?P<level>{LEVEL})|(?P<bare>\d{{1,3}}))(?: please| now)?"
                     rf"{_PURPOSE}(?: please| now| thanks| ta)?", amounts(normalized))
    if m is None or (m.group("bare") and (not m.group("lit") or int(m.group("bare")) > 100)):
        return None  # "the kitchen to 20": a heating's degrees as much as a light's level
    level = re.sub(r"^(?:about|around|roughly|say|maybe) ", "", m.group("level") or f"{m.group('bare')} percent")
    return f"set the {m.group('name')} light to {level}"  # "about 70 percent": the level the rules set
