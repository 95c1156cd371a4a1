"""A room named where the household is doing something, then what "it" needs from the light (issue 15, holdout30).

Why: "I'm going to sit and read in the living room, it needs to be brighter" went to the model (whose reply said it
could not), though "the living room needs to be brighter" alone was the living room light brighter. People say what
they are doing first and the light's need after, with "it" for the room:

- "im doing my homework in the kitchen, it needs more light", "were eating in the kitchen so it could do with being
  a bit lighter", "grandad is reading in the living room can you make it brighter" -> that room's light brighter;
- "were watching a film in the living room, it needs to be darker", "... make it dimmer" -> that room's light dimmer
  (the rules answer honestly when a light can only be switched).

Only one room of the house's lights, named in a clause of what someone does now; never a head that puts the need at
another time, as a condition or a report ("when we read in the living room tonight ..."), never a thing put in the
room ("i put the plant in the kitchen, it needs more light": "it" is the plant), never a light word in the head (the
light readers' own). Pure text to text: ``agent.light_restated.light_restated`` tries it with its other shapes.

The light's degree said first, the room after, a reason last ("lights down low in the living room, were watching a
film", "lights low in the kitchen please") is put in the order the degree reader knows ("the living room lights down
low"): ``degree_first``.
"""

from __future__ import annotations

import re

from gpt_home.agent.light_words import TAIL as _TAIL

_HOW = r"(?:(?:a (?:bit|little|lot|touch|tad)|much|way|far|loads|lots|a little bit) )?"
_NEED = (r"(?:it (?:needs to be|has to be|should be|could be|could do with being|must be|wants to be|ought to be) "
         r"{how}(?P<way>{ways})|it (?:needs|could do with|wants) {how}(?P<more>more|less) light|"
         r"(?:(?:can|could|would|will) you |please )?(?:make|get) it {how}(?P<way2>{ways}))")
_UP = ("brighter", "lighter", "more light", "more")
_WAYS = r"brighter|lighter|darker|dimmer|less bright"
# someone doing something now: a subject said ("i am going to sit and read", "were eating", "grandad is reading")
_DOER = re.compile(r"\b(?:i|im|we|were|you|he|she|they|kids|children|\w+ (?:is|are))\b")
# a head at another time, conditioned, reported, negated; a thing put in the room; a light said before the room
_NOT_NOW = re.compile(r"\b(?:if|when|whenever|once|later|tonight|tomorrow|yesterday|last|after|before|until|said|"
                      r"says|told|asked|ask|wish|dont|didnt|never|not|was|used|put|moved?|placed?|keep|kept|left|"
                      r"stuck|plants?|lights?|lamps?|bulbs?|who|why|how|what|should)\b")


def need_after_doing(normalized: str, names: str) -> str | None:
    """ "i am going to sit and read in the living room it needs to be brighter" -> "make the living room light
    brighter"; None when no one room of ``names`` is named so, or the head is not for now."""
    m = re.fullmatch(rf"(?P<head>.+?) (?:in|into) (?:the |our |my )?(?P<name>{names})(?: (?:now|for a bit|for a while|"
                     rf"right now))?(?: and| so| but)? (?:{_NEED.format(how=_HOW, ways=_WAYS)}){_TAIL}", normalized)
    if m is None or not _DOER.search(m.group("head")) or _NOT_NOW.search(m.group("head")) or re.search(
            rf"\b(?:{names})\b", m.group("head")):
        return None
    way = m.group("way") or m.group("more") or m.group("way2")
    return f"make the {m.group('name')} light {'brighter' if way in _UP else 'dimmer'}"


# the degree said before the room: "lights down low in the living room", "lamps right down in the kitchen"; a reason
# of what is being done now may follow ("were watching a film", "for the film")
_DEGREE_FIRST = (r"(?:(?:please|can you|could you|just|oh|so|um|ok|okay) )*(?:the )?(?P<lit>lights?|lamps?) "
                 r"(?P<rest>down low|low|right down|down|up|right up|dimmed|down a bit|up a bit) in (?:the )?"
                 r"(?P<name>{names})(?: (?:as |because |cos )?(?:we are|were|im|i am) (?:watching|having|reading|"
                 r"eating|going to watch|about to watch)(?: \w+){{0,4}}| for (?:the )?(?:film|movie|telly|tv|dinner|tea|"
                 r"reading))?")


def degree_first(normalized: str, names: str) -> str | None:
    """ "lights down low in the living room were watching a film" -> "the living room lights down low"."""
    m = re.fullmatch(_DEGREE_FIRST.format(names=names) + _TAIL, normalized)
    return f"the {m.group('name')} {m.group('lit')} {m.group('rest')}" if m else None
