"""Sentences that tell about a light rather than ask for a switch, which the reading by meaning must not act on
(issue 15: a light switched that the user did not ask for is the worst failure).

- who did it, or that it was done: "who turned the living room light off", "i turned the kitchen light off
  earlier", "my son switched the lights on again";
- a switch said not to be needed: "no need to turn the lights on", "theres no point putting the kitchen light on";
- the light described: "the living room light is a bit old", "the kitchen lamp looks nice", "that box is light";
- a switch not for now: "after dinner turn off the kitchen light", "should i turn off the kitchen light", "i wish i
  could turn off the kitchen light" (``agent.light_clauses.not_for_now``);
- "light" said of a colour or a weight: "light pink curtains in the living room", "a light blanket for the kitchen".

The reader (agent/semantic.py) places these next to "turn off the living room light" and switched the light. Pure:
``Dialogue`` declines a light reading for which ``told`` is True (the model answers, nothing is switched).
"""

from __future__ import annotations

import re

from gpt_home.agent import light_slots
from gpt_home.agent.light_adjective import said_of_a_thing
from gpt_home.agent.light_clauses import not_for_now
from gpt_home.skills.weather_tellings import told as weather_told

_LIGHT_INTENTS = re.compile(r"^(?:light_(?!state)\w+|HassTurnOn|HassTurnOff|HassLightSet)$")
_DONE = re.compile(r"\b(?:who|whoever|someone|somebody|i|we|he|she|they|you|my \w+|our \w+|the \w+) (?:just |already |"
                   r"must have |have |has |had )?(?:turned|switched|flicked|put|knocked)\b")
_NO_NEED = re.compile(r"\b(?:no need|not need|dont need|do not need|no point|not worth|dont bother|do not bother|"
                      r"theres no need|there is no need|no reason)\b")
_DESCRIBED = re.compile(
    r"\b(?:is|are|s|looks|look|seems|seem|was|were) (?:(?:a bit|a little|quite|very|so|really|rather|pretty) )*"
    r"(?:old|new|nice|lovely|pretty|ugly|fine|ok|okay|broken|cheap|expensive|sticky|loose|heavy|modern|dusty|dirty|"
    r"wobbly|ancient|a present|a gift)\b(?! (?:on|off|up|down)\b)|"
    # a weight ("that box is light"); a room said "too light" is too bright, a request (skills' rules)
    r"\b(?:box|bag|case|parcel|package|suitcase|luggage|it|that|this)(?: one)? (?:is|s|feels) (?:(?:so|very|really|"
    r"quite|pretty) )?light$")
# the dark (or the sun) outside, or at other times: "its dark outside", "it gets dark so early", "it was dark when
# i got home": a remark about the day, never a room too dark now
_DAY_REMARK = re.compile(r"\b(?:outside|out there|gets|get|got|was|were|used to|early|earlier|mornings|evenings|"
                         r"nowadays|these days|winter|summer|yesterday|last night|sun|sunny)\b")
_LIGHT_NAMED = re.compile(r"\b(?:lights?|lamps?|bulbs?)\b")
_SWITCH_ASKED = re.compile(r"\b(?:turn|switch|put|flick|dim|brighten|make)\b.*\b(?:on|off|up|down|brighter|dimmer)\b$")


# a switch said after other words: "after dinner turn off the kitchen light", "should i turn off the kitchen light"
_SWITCH_VERB = re.compile(r"\b(?:turns?|switch(?:es)?|puts?|flicks?|flips?|pops?|knocks?|shuts?) (?:on|off|out|the|it|them|all|my|our)\b")


# a switch put at a later time by what follows it: "turn off the kitchen light when i go to bed", "... once the film
# starts", "... after dinner", "... she said"
_LATER_TAIL = re.compile(r"\b(?:when|whenever|once|after|before|until|till|as soon as|if) (?:i|we|you|the|its|it|he|"
                         r"she|they|my|our|dinner|tea|lunch|breakfast|bedtime)\b|\b(?:he|she|they|mum|dad|someone) "
                         r"(?:said|says|told|shouted|yelled)\b")


def _not_now(normalized: str) -> bool:
    """A switch said after a head that puts it at another time, a condition, a story or a question, or before a
    tail that does."""
    verb = _SWITCH_VERB.search(normalized)
    return verb is not None and (not_for_now(normalized[:verb.start()].strip()) or bool(
        _LATER_TAIL.search(normalized[verb.end():])))


# advice asked about the lights, no command: "should i leave the lights on in the house when im away", "is it ok to
# keep the lamp on all night"; and a light's state said as the scene of a remark: "with the kitchen light off its
# very dark" (what it is like, never "switch it off")
_ADVICE = re.compile(r"^(?:(?:so|um|er|uh|hey|ok|okay) )*(?:should|shall|do|must|ought) (?:i|we) (?:(?:ought|need|have) "
                     r"to )?(?:leave|keep|have)\b|\b(?:is it|would it be|its) (?:ok|okay|alright|all right|safe|better|"
                     r"wise|bad|cheaper|a good idea) to (?:leave|keep|have)\b")
_WITH_STATE = re.compile(r"^with (?:the |my |our |all the )?(?:[a-z]+ ){0,3}(?:lights?|lamps?) (?:on|off|out)\b"
                         r"(?: (?:its|it is|it s|theres|there is|there s|i|we|the|you|everything)\b)")


def told(normalized: str, intent: str) -> bool:
    """True when ``normalized`` tells of a light (done, not needed, described, not for now) and ``intent`` would
    switch one."""
    if not _LIGHT_INTENTS.match(intent):
        return weather_told(normalized, intent)  # "under the weather", "what makes thunder" (skills/weather_tellings.py)
    if _not_now(normalized) or light_slots.told(normalized):  # "the kitchen light went off", "i wish it worked"
        return True
    if light_slots.contradicted(normalized, intent) or light_slots.aimless(normalized, intent):  # "brighten up the
        return True  # light" never read as dimmer, "right the thing with the lights" never as on
    if _NO_NEED.search(normalized) or said_of_a_thing(normalized) or _ADVICE.search(normalized) or (
            _WITH_STATE.search(normalized)):
        return True
    if _DAY_REMARK.search(normalized) and not _LIGHT_NAMED.search(normalized) and not _SWITCH_ASKED.search(normalized):
        return True
    if _DONE.search(normalized) and not re.match(r"^(?:please |can you |could you )", normalized):
        return True
    return bool(_DESCRIBED.search(normalized)) and not _SWITCH_ASKED.search(normalized)
