"""Music or the news asked for in words the templates do not hold (round 23): "i fancy hearing the beatles, put them
on", "i want to listen to taylor swift", "my granddaughter wants frozen songs put them on", "is there anything new on
the bbc news", "whats the top story on bbc news". Neither can be done here (no player, no internet), so each is a
``GptUnsupported`` reading (service "music" or "news") for ``slot_spans.find``: the honest refusal, never the model
talking about the band or inventing headlines.

A wish to hear something that is no music ("i want to hear a joke", "i'd like to hear your opinion", "i want to hear
the weather"), a liking told ("i like listening to the beatles"), the news heard or told ("i saw it on the news", "the
news said it will rain", "good news, i passed") and a question about the past are no reading. Pure.
"""

from __future__ import annotations

import re

_Reading = list[tuple[str, dict[str, str]]]

# a wish to hear something now: "i fancy hearing", "id love to listen to", "we want to hear"
_HEAR = re.compile(
    r"\b(?:fancy|fancies|want|wants|wanna|d like|would like|id like|could do with|in the mood for|feel like|feeling|"
    r"love to|like to|dying to|desperate to|let me|let us|lets|can (?:i|we)|could (?:i|we)|may (?:i|we))"
    r"(?: to)? (?:hear|hearing|listen to|listening to|have a listen to|a listen to|have a listen of)\b (?P<what>.+)$")
# the thing to hear put on after its name: "... frozen songs put them on", "the beatles, put them on"
_PUT_ON = re.compile(r"^(?P<what>.+?) (?:(?:can|could|will|would) you )?(?:put|stick|pop|play|bung|whack|throw) "
                     r"(?:them|it|her|him|that|those|some|something)(?: on)?(?: (?:please|for me|for us|now|then))*$")
_TAIL = re.compile(r"(?: (?:please|for me|for us|now|then|right now|again|thanks|love|mate))+$|"
                   r" (?:(?:can|could|will|would) you )?(?:put|stick|pop|play|bung|whack|throw) (?:them|it|her|him|"
                   r"that|those|some)(?: on)?.*$")
_MUSIC_WORDS = re.compile(r"\b(?:songs?|music|tunes?|album|band|singer|track|playlist|hits|carols|jazz|opera|"
                          r"symphony|concerto|classical|rock|pop|rap|hip hop|country|disco|reggae|soul|blues|motown|funk|jazz|folk|"
                          r"swing|big band|gospel|techno|punk|metal|indie|bhangra|salsa|ska|northern soul)\b")
# what is heard that is no music: a joke, a story, the weather, an opinion, a result
_NOT_MUSIC = re.compile(
    r"\b(?:you|your|me|my|him|her|them|joke|jokes|story|stories|poem|poems|riddle|fact|facts|weather|forecast|time|"
    r"date|opinion|view|views|thoughts|idea|ideas|answer|truth|result|results|score|scores|about|how|what|why|when|"
    r"where|who|which|if|whether|recipe|list|reminders?|alarms?|timers?|voice|sound of|birds|rain|sea|waves|"
    r"silence|quiet|explanation|advice|plan|plans|rest|more|that|this|it|the end)\b")
_NEWS = re.compile(r"\b(?:news|headlines|headline|top stor(?:y|ies)|newsflash|news bulletin)\b")
# asked for now: "is there anything new on the bbc news", "whats the top story on bbc news", "any headlines"
_NEWS_ASKED = re.compile(
    r"^(?:(?:so|um|er|uh|hey|ok|okay|right|please|quick question) )*(?:is there|are there|anything|any|whats|what s|"
    r"what is|what are|what was|what have|tell me|read|give me|can (?:i|you|we)|could (?:i|you|we)|let me|"
    r"hows|how is|put|play|i want|i d like|id like|we want|i fancy)\b")
_TOLD = re.compile(r"\b(?:saw|seen|heard|said|says|say|told|was on|were on|watched|watching|yesterday|last "
                   r"(?:night|week)|good news|bad news|great news|news for you|news to me|my news|some news|"
                   r"no news|ago|used to|if|imagine|suppose)\b")
_LIKING = re.compile(r"\b(?:i|we|he|she|they|mum|dad) (?:like|likes|love|loves|liked|loved|hate|hates|enjoy|enjoys) "
                     r"(?:hearing|listening)\b")


def find(normalized: str) -> _Reading:
    """A ``GptUnsupported`` reading of music or the news asked for, or []."""
    if len(normalized.split()) > 20 or _LIKING.search(normalized):
        return []
    if _NEWS.search(normalized):
        if _NEWS_ASKED.search(normalized) and not _TOLD.search(normalized):
            return [("GptUnsupported", {"service": "news"})]
        return []
    if _TOLD.search(normalized):
        return []
    heard = _HEAR.search(normalized) or _PUT_ON.fullmatch(normalized)
    if heard is None:
        return []
    what = _TAIL.sub("", heard.group("what")).strip()
    what = re.sub(r"^(?:some|a bit of|a little|a few|something by|anything by|songs by|music by)\s+", "", what)
    if not what or len(what.split()) > 6:
        return []
    if _MUSIC_WORDS.search(what) or (_HEAR.search(normalized) and not _NOT_MUSIC.search(what)):
        return [("GptUnsupported", {"service": "music", "anything": what})]
    return []


# a light switched, then something to hear said bare after it: "kitchen light off please, and then some motown to dance
# to", "living room on and put some jazz on" (round 25: the music stopped the light reader, so the light was not
# switched): the light command first, the music then honestly refused
_THEN_MUSIC = re.compile(r"^(?P<head>.+?) (?:and then|and also|and|then|plus) (?P<tail>(?:(?:put|play|stick|pop|whack) )?"
                         r"(?:on )?(?:some|a bit of|a little|a few|the) (?P<what>[a-z ]+?)(?: on)?(?: (?:to (?:dance|sing|"
                         r"listen|relax|chill|cook|clean)(?: along)? to|for (?:dancing|the party|dinner|us)))?(?: please| "
                         r"for me| thanks)*)$")


def music_after(normalized: str) -> tuple[str, str] | None:
    """(the command said first, the music asked after it) when a bare ask for music follows another request."""
    m = _THEN_MUSIC.match(normalized)
    if m is None or not (_MUSIC_WORDS.search(m.group("what")) or re.search(r"\bto (?:dance|sing)", m.group("tail"))):
        return None
    return m.group("head"), m.group("tail")
