"""How bright a named light should be, said in degree words rather than a number (issue 15, round 16):

- the top: "kitchen light full whack", "put the kitchen light on full blast", "crank the living room lamp right up",
  "kitchen light as bright as it can go" -> 100 percent;
- the bottom (the dimmest a light still on can be, never off): "living room light right down", "turn the kitchen
  light all the way down", "the kitchen lamp as low as it goes", "as dim as possible" -> 10 percent;
- a share: "kitchen light halfway", "set the kitchen light to a quarter", "living room lamp to three quarters",
  "take the kitchen light down to a third" -> 50, 25, 75, 33 percent;
- low or high: "put the living room light low", "make the living room cosy", "set the kitchen light to bright",
  "make the kitchen all bright" -> dimmed (30 percent, the rules' "dim") or 100 percent;
- a small step said otherwise: "kitchen light up a notch", "crank the kitchen light up", "living room light down a
  smidge" -> one step brighter or dimmer.

Only a sentence that is the command whole: a configured light named, a verb of setting or none, the degree, a polite
tail; anything told, asked, negated or put at another time is left as said. Pure text to text:
``agent.light_restated.light_restated`` tries it first, since other readers took "as low as it goes" for "on" and
"halfway" for a switch.
"""

from __future__ import annotations

import re

BOTTOM_PERCENT = 10  # skills.lights.MIN_DIM_LEVEL: the dimmest step, still on
_L = r"(?: lights?| lamps?)"
_LEAD = r"(?:(?:please|can you|could you|would you|will you|and|then|ok|okay|just|oh|right|so|um|uh|er) )*"
_TAIL = r"(?: (?:please|now|for me|for us|thanks|thank you|cheers|ta|mate|love|dear|then|a bit|again))*"
_VERB = (r"(?:turn|put|set|make|take|bring|drop|knock|dim|brighten|crank|whack|push|pull|dial|wind|get|have|switch|"
         r"ramp|pump|lower|raise)")
_AS = r"as (?:(?:it|they|itll|it will|theyll|it can|they can|you can) ?(?:goes|go|get|gets|be|can go|will go)?|possible)"
_TOP = (rf"full whack|full blast|full power|full brightness|full|max|maximum|the max|the maximum|right up|all the way "
        rf"up|as high {_AS}|as bright {_AS}|flat out|up full|up to full|up to the max|to the top|as far up {_AS}|"
        rf"brightest|the brightest")
_BOTTOM = (rf"right down|all the way down|right down low|as low {_AS}|as dim {_AS}|as far down {_AS}|the lowest|"
           rf"lowest|minimum|the minimum|min|dimmest|the dimmest|down to the lowest|down to the minimum|right low|"
           rf"as dark {_AS}")
_LOW = r"(?:low|down low|dim|dimmed|soft|cosy|cozy|nice and (?:low|dim|soft|cosy|cozy)|a low level|a low setting)"
_HIGH = r"(?:high|bright|all bright|nice and bright|really bright|very bright|bright as day|a high setting)"
_SHARES = {"half": 50, "halfway": 50, "half way": 50, "a half": 50, "quarter": 25, "a quarter": 25, "one quarter": 25,
           "three quarters": 75, "three quarter": 75, "a third": 33, "one third": 33, "two thirds": 67}
_SHARE = "|".join(sorted(_SHARES, key=len, reverse=True))
_STEP_UP = r"up a (?:notch|smidge|tad|touch|bit|little)|a notch up|a (?:notch|smidge|tad) brighter|up|up a little bit"
_STEP_DOWN = r"down a (?:notch|smidge|tad|touch)|a notch down|a (?:notch|smidge|tad) dimmer|a (?:notch|smidge|tad) lower"


def _degree(said: str) -> str | None:
    """The level or the step a degree phrase says; None when it is none of them."""
    said = re.sub(r"^(?:(?:on|up|down|back|to|at|back up|back down|way) )+", "", said)
    said = re.sub(r"^(?:to|at) ", "", said)
    # a level said with a word of how it should feel: "really dim like 10 percent", "nice and bright say 80 percent"
    said = re.sub(r"^(?:(?:really|very|quite|nice and|super|properly|a bit|fairly) )?(?:dim|low|bright|high|dark|soft)"
                  r"(?: (?:like|about|around|say|maybe|at|so|ish|roughly))* (?=\d{1,3} percent$)", "", said)
    if re.fullmatch(r"\d{1,3} percent", said) and int(said.split()[0]) <= 100:
        return said
    if re.fullmatch(_TOP, said) or re.fullmatch(_HIGH, said):
        return "100 percent"
    if re.fullmatch(_LOW, said):
        return "low"
    if re.fullmatch(_BOTTOM, said):
        return f"{BOTTOM_PERCENT} percent"
    share = re.sub(r" (?:brightness|power|of the way|way|way up|way down|up|down)$", "", said)
    return f"{_SHARES[share]} percent" if share in _SHARES else None


def degree_said(normalized: str, names: str) -> str | None:
    """ "kitchen light full whack" -> "set the kitchen light to 100 percent"; "kitchen light up a notch" -> "make the
    kitchen light brighter"; None for any other sentence."""
    m = re.fullmatch(rf"{_LEAD}(?:(?P<verb>{_VERB})(?P<up> up| down)? )?(?:the )?(?P<name>{names}){_L}?"
                     rf"(?P<rest>(?: \w+){{1,7}}?){_TAIL}", normalized)
    if m is None:
        return None
    rest = m.group("rest").strip()
    if re.fullmatch(rf"(?:on )?(?:{_STEP_UP})", rest) and (rest != "up" or m.group("verb")):
        return f"make the {m.group('name')} light brighter"  # "crank the kitchen light up", "... up a notch"
    if re.fullmatch(rf"(?:down )?(?:{_STEP_DOWN})", rest):
        return f"make the {m.group('name')} light dimmer"
    level = _degree(rest)
    if level == "low":  # "put the living room light low", "make the kitchen cosy": dimmed, never full
        return f"dim the {m.group('name')} light"
    return f"set the {m.group('name')} light to {level}" if level else None


READERS = (degree_said,)
