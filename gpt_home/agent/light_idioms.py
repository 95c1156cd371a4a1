"""Light requests said as a wish about the light, or a room too dark to see in (issue 15, the eighteenth set's
families), restated as the plain command:

- the light may go now: "finished cooking the kitchen light can be off now", "the living room lamp can go off now
  were off to bed" -> off (a head before it only when it neither asks, negates nor reports);
- too dark to see: "i cant see what i am chopping in the kitchen", "i can hardly see in the living room", "its too
  dark to see in the kitchen" -> on (only the speaker not seeing, and a room named last).

Pure text to text: ``agent.light_restated.light_restated`` tries these after its own shapes.
"""

from __future__ import annotations

import re

_L = r"(?: lights?| lamps?)"
_LEAD = r"(?:(?:please|can you|could you|would you|will you|and|then|ok|okay|just|oh|right|so) )*"
_TAIL = r"(?: (?:please|now|for me|for us|thanks|thank you|cheers|ta|mate|love|again|then))*"
# a head that asks, negates, conditions or reports: "i asked if the kitchen light can go off", "dont think the ..."
_NOT_NOW = re.compile(r"\b(?:dont|do not|not|never|no|if|whether|when|whenever|before|after|until|unless|ask|asked|"
                      r"tell|told|said|say|says|think|thought|wonder|why|how|who|what|remind|remember|light|lights|"
                      r"lamp|lamps)\b")


def may_go(normalized: str, names: str) -> str | None:
    """ "finished cooking the kitchen light can be off now", "the kitchen light can be switched off" -> the switch."""
    m = re.fullmatch(rf"(?:(?P<head>.+?) )?(?:so |and )?(?:the )?(?P<name>{names}){_L} can (?:go|be|go back|be "
                     rf"switched|be turned|be put|be flicked) (?P<way>off|out|on)(?: (?:for now|for the night|for "
                     rf"today))?{_TAIL}(?: (?:were|we are|im|i am|its|it is) .+)?", normalized)
    if m is None or (m.group("head") and (re.search(rf"\b(?:{names})\b", m.group("head"))
                                          or _NOT_NOW.search(m.group("head")))):
        return None
    return f"turn {'on' if m.group('way') == 'on' else 'off'} the {m.group('name')} light"


def too_dark_to_see(normalized: str, names: str) -> str | None:
    """ "i cant see what i am chopping in the kitchen", "i can hardly see in the living room" -> on."""
    m = (re.fullmatch(rf"{_LEAD}(?:i|we) (?:cant|cannot|can not|can hardly|can barely|can barely even|couldnt|could "
                      rf"not)(?: really| even)? see(?P<what>(?: \w+){{0,6}}?) (?:in|in here in|here in) the "
                      rf"(?P<name>{names})(?: (?:now|here|at all|anymore|any more))*{_TAIL}", normalized)
         or re.fullmatch(rf"{_LEAD}(?:it is|its) (?:(?:too|so|far too|way too|much too) )?dark (?:to see|i cant see)"
                         rf"(?: (?:anything|a thing|a thing i am doing|what i am doing))? in the (?P<name>{names})"
                         rf"{_TAIL}", normalized))
    if m is None or re.search(rf"\b(?:why|how|point|reason|difference|problem|{names})\b|{_L}",
                              m.groupdict().get("what") or ""):
        return None
    return f"turn on the {m.group('name')} light"


# A light no longer needed, then the idiom: "no need for the kitchen light any more, off it goes", "done with the
# living room lamp now off with it" -> off ("off it goes" with no light said first is read elsewhere)
_OFF_IDIOM = r"(?:off (?:it goes|you go|with it|it can go)|it can go(?: off)?|(?:switch|turn|flick|knock) it off)"


def not_needed(normalized: str, names: str) -> str | None:
    """ "no need for the kitchen light any more, off it goes" -> "turn off the kitchen light"."""
    m = re.fullmatch(rf"{_LEAD}(?:theres |there is |we have |weve got |i have |ive got )?(?:no (?:more )?need for|(?:i|we) "
                     rf"(?:dont|do not) need|(?:im|i am|were|we are) (?:done|finished) with|done with|finished with) "
                     rf"(?:the )?(?P<name>{names}){_L}(?: (?:any ?more|now|for now|tonight))*(?: so)? {_OFF_IDIOM}"
                     rf"{_TAIL}", normalized)
    return f"turn off the {m.group('name')} light" if m else None


# A light said by another name, then the house's name: "lounge light off, thats the living room one" -> the living
# room light off (only when no light the house has is said before the name: never two lights guessed at)
_ALIAS = re.compile(r"(?P<lead>(?:(?:please|can you|could you|just|oh|so|um) )*)(?:(?P<verb>turn|switch|put|flick) "
                    r"(?P<way1>on|off) )?(?:the |my |our )?(?P<alias>[a-z]+(?: [a-z]+)?) (?:light|lamp)s?"
                    r"(?: (?P<way2>on|off))?")


def other_name(normalized: str, names: str) -> str | None:
    """ "lounge light off thats the living room one" -> "turn off the living room light"."""
    m = re.fullmatch(rf"(?P<first>.+?) (?:thats|that is|i mean|meaning|its|it is) (?:the |my |our )?(?P<name>{names})"
                     rf"(?: (?:light|lamp|one))?{_TAIL}", normalized)
    said = _ALIAS.fullmatch(m.group("first")) if m else None
    if m is None or said is None or re.search(rf"\b(?:{names})\b", m.group("first")):
        return None
    way = said.group("way1") or said.group("way2")
    if way is None or (said.group("way1") and said.group("way2")) or _NOT_NOW.search(said.group("alias")):
        return None
    return f"turn {way} the {m.group('name')} light"


READERS = (may_go, too_dark_to_see, not_needed, other_name)
