"""A light's state asked at the end of a sentence that names the light first (issue 15, round 24): "tell me please,
the light of living room, it is on?", "check the lights for me, are they all off", "kitchen light, on or off",
"the living room lamp, is it still on".

Why: the question came last, after the light and a lead ("tell me", "check ... for me"), so no state reader knew it,
and the switch readers took "it is on" and "are they all off" for commands: the living room light was SWITCHED ON
and every light off (wrong actions). Here the question at the end ("is it on", "are they all off", a learner's "it
is on", "on or off") with a light named before it is read as the state question the rules answer ("is the living
room light on", "are the lights on"); a sentence that also asks a switch ("turn it on") or tells a story ("was",
"yesterday") is no reading. Pure: text in, the plain question or None.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_ASKED = re.compile(r"(?:^|\s)(?:(?:is|are) (?:it|they|them|that|those|these)|(?:it|they|that) (?:is|are)|(?:is|are))?"
                    r"(?: (?:all|both|still|now|already|both still|all still))* ?(?P<way>on|off|lit)(?: or (?:on|off|not)|"
                    r" at the moment| right now| now)?$")
_ON_OR_OFF = re.compile(r"\b(?:on or off|off or on)(?: please| now| at the moment| right now)?$")
_SWITCH = re.compile(r"\b(?:turn|switch|put|flick|flip|kill|dim|brighten|set|make|leave|keep|get|open|close|shut)\b")
_STORY = re.compile(r"\b(?:was|were|yesterday|last|earlier|ago|did|had|been|if|when|dont|didnt|never|always|said|asks|"
                    r"asked|wonder)\b")
_LIGHT = re.compile(r"\b(?:lights?|lamps?|bulbs?)\b")
# "before i go to sleep is the front room light turned off", "before bed is the kitchen light on": the question
# after a lead; the meaning reader took "the kitchen light on" for a switch (a wrong action)
# "so is the kitchen lit up or not", "are the lights lit": a room's light asked with "lit up"; "living room light
# status", "the status of the kitchen light": the state asked by one word (the bundled model would guess a state)
_LIT = re.compile(r"(?:^|\s)(?:is|are) (?P<what>(?:the |my |our |all the |both )?(?:[a-z]+ ){0,3}?[a-z]+) (?:all |still "
                  r"|now )*lit(?: up)?(?: or not| at the moment| right now| now| still)?$")
_STATUS = re.compile(r"^(?:(?:so|ok|okay|right|um|er) )*(?:(?:whats|what is|tell me|give me) )?(?:the )?(?:(?P<what>(?:[a-z]+ ){0,2}"
                     r"(?:lights?|lamps?)) status|status of (?P<of>(?:the )?(?:[a-z]+ ){0,2}(?:lights?|lamps?)))"
                     r"(?: please| now| report| update)?$")
_ONE_MORE = re.compile(r"\blast (?:thing|one|question|bit)\b")  # "ok last thing, is the ... light off": no story
_INVERTED = re.compile(r"(?:^|\s)(?P<be>is|are) (?P<what>(?:the |my |our |all the |both )?(?:[a-z]+ ){0,2}?(?:lights?|lamps?)"
                       r"(?: (?:in|of) (?:the )?[a-z]+(?: [a-z]+)?)?) (?:still |now |already |all |both )*"
                       r"(?:turned |switched |left )?(?P<way>on|off)(?: or (?:on|off|not)| still| now| at the moment|"
                       r" right now| please)?$")


# "just checking, living room light is off yeah", "the kitchen lights still on right", "kitchen light still on or
# what": a state said as a statement and checked by a tag or a checking lead (round 25: the meaning reader switched the
# living room light OFF, a wrong action); "i cant remember if i turned the kitchen light off, did i": the same check
# ("so", "ok", "right" lead a command: "right, kitchen light off please"; "no" corrects one: never a check)
_CHECK_LEAD = (r"(?:(?:just |only )?checking|(?:just )?to check|am i right|(?:just )?making sure|i (?:assume|hope)|"
               r"(?:(?:can|could) you )?tell me(?: if| whether)?)")
_CHECK_TAG = r"(?:yeah|yea|right|correct|innit|isnt it|is it|arent they|are they|or what|or not|i hope|hopefully|aye|eh)"
_TAGGED = re.compile(rf"^(?P<lead>(?:{_CHECK_LEAD} )*)(?:that |the |my |our )?(?P<what>(?:all |both )?(?:the )?(?:[a-z]+ ){{0,2}}"
                     rf"(?:lights?|lamps?)(?: (?:in|of) (?:the )?[a-z]+(?: [a-z]+)?)?) (?:(?:is|are|s) )?(?:still |now |"
                     rf"already |all |both )*(?:turned |switched |left )?(?P<way>on|off)(?P<tag>(?: {_CHECK_TAG})*)$")
_FORGOT_IF = re.compile(r"^(?:i )?(?:cant|can not|cannot|dont|do not) (?:remember|recall|know)(?: if| whether) i (?:turned|"
                        r"switched|left|put) (?:the |my )?(?P<what>(?:[a-z]+ ){0,2}(?:lights?|lamps?)) (?P<way>on|off)"
                        r"(?: or not| did i| didnt i)?$")


# "is anything switched on", "are any lights still on", "hows the lights": every light's state asked at once
_ANY_ON = re.compile(r"^(?:is|are) (?:anything|something|everything) (?:still |"
                     r"now )?(?:switched |turned |left )?(?P<way>on|off)(?: (?:now|right now|at the moment|in the house|"
                     r"downstairs|anywhere))?$|^(?:hows|how are|how is) (?:the|my|our|all the) lights(?: (?:doing|looking|"
                     r"now|at the moment))*$")


def checked_state(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "is the living room light off" for a state said and checked ("living room light is off yeah", "just checking,
    the kitchen light is on"): a tag or a lead is needed, for "the kitchen light is on" alone may be a telling."""
    if (every := _ANY_ON.match(normalized)) is not None:
        return f"are the lights {every.group('way') or 'on'}"
    if (forgot := _FORGOT_IF.match(normalized)) is not None:
        return _named_question(forgot.group("what"), light_names, forgot.group("way"))
    if (said := _TAGGED.match(normalized)) is None or not (said.group("lead").strip() or said.group("tag").strip()):
        return None
    return _named_question(said.group("what"), light_names, said.group("way"))


def state_asked(normalized: str, light_names: Sequence[str]) -> str | None:
    """The rules' light question for a state asked after the light is named, or None."""
    if (checked := checked_state(normalized, light_names)) is not None:
        return checked
    if (lit := _LIT.search(normalized) or _STATUS.match(normalized)) is not None and not (
            _SWITCH.search(normalized) or _STORY.search(_ONE_MORE.sub(" ", normalized))):
        what = lit.group("what") or lit.groupdict().get("of") or ""
        return _named_question(what, light_names, "on", room_alone=lit.re is _LIT)
    if (inverted := _INVERTED.search(normalized)) is not None and inverted.start() > 0 and not (
            _SWITCH.search(normalized) or _STORY.search(_ONE_MORE.sub(" ", normalized[:inverted.start()]))):
        return _named_question(inverted.group("what"), light_names, inverted.group("way"))
    found = _ON_OR_OFF.search(normalized) or _ASKED.search(normalized)
    if found is None or found.start() == 0 or _SWITCH.search(normalized) or _STORY.search(normalized):
        return None
    head = normalized[:found.start()]
    if not re.search(r"\b(?:it|they|them|that|those|these)\b", found.group(0)) and not _ON_OR_OFF.search(normalized):
        return None  # "the kitchen light on", "the kitchen light is on": a switch said short or a telling
    named = [n for n in light_names if re.search(rf"\b{re.escape(n)}\b", head)]
    way = "off" if found.group(0).rstrip().endswith("off") and "or" not in found.group(0) else "on"
    if len(named) == 1 and (_LIGHT.search(head) or re.search(rf"\b{re.escape(named[0])}\b", head)):
        return f"is the {named[0]} light {way}"
    if not named and re.search(r"\b(?:lights|lamps|both lights|all the lights|them all)\b", head):
        return f"are the lights {way}"
    return None


def _named_question(what: str, light_names: Sequence[str], way: str, *, room_alone: bool = False) -> str | None:
    """ "is the kitchen light off" for one light named in ``what``, "are the lights on" for the lights, else None
    (``room_alone``: "the kitchen" with no word light is enough, as in "is the kitchen lit up")."""
    named = [n for n in light_names if re.search(rf"\b{re.escape(n)}\b", what)]
    if len(named) == 1 and (room_alone or _LIGHT.search(what)):
        return f"is the {named[0]} light {way}"
    if not named and re.fullmatch(r"(?:the |all the |both |my |our )?(?:lights|lamps)", what):
        return f"are the lights {way}"
    return None
