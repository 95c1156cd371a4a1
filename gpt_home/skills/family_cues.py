"""The question families read by their cue, whatever else the sentence says: the last local readings before the
reading by meaning and the model (``Dialogue._understand`` tries them with the other slots found by their shape).

Each family has a cue that says what is asked and a slot read tolerantly wherever it is said:

- the clock and calendar of now asked again, in parts, as a month or a meal checked (``now_asked``);
- a day said first and asked about after ("on the nineteenth what day is that"), a true premise ("if today is the
  first"), weeks until an event (``date_questions``);
- dice thrown, options joined by "or" after a choosing cue (``said_picks``); the word to spell (``spelled_inside``, ``spelled_words``);
- the time left until a clock time said first ("lunch is at twelve how many minutes from now", ``time_questions``);
- here: a unit said as "a mile is so many yards", a world-time question after a statement about the person there
  ("my sister moved to adelaide what time is it for her now"), "what can you do" after a lead-in.

Every reading only proposes (intent name, slots); ``named_intents`` still checks each slot and may decline. Pure.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from itertools import pairwise

from gpt_home.skills import date_questions, now_asked, said_picks, spelled_inside, time_questions
from gpt_home.skills.places import place_spans
from gpt_home.skills.spoken_quantity import SPOKEN_UNITS
from gpt_home.skills.topic_first import known_place, world_time

Reading = tuple[str, dict[str, str]]
MAX_WORDS = 26

_UNIT = "|".join(sorted(SPOKEN_UNITS, key=len, reverse=True))
# "a mile is so many yards", "a foot is this many centimetres", "one stone makes how many pounds"
_SO_MANY = re.compile(rf"\b(?P<quantity>(?:an?|one|1) (?:{_UNIT})) (?:is|equals|makes|has|is equal to|comes to) "
                      rf"(?:so|this|that|how|a certain|some) many (?P<to>{_UNIT})\b")
# A statement about the person or the trip said before a question about the clock there now
_BACKGROUND = re.compile(r"\b(?:moved|lives|lived|living|went|gone|visited|visiting|emigrated|flew|flown|travelled|"
                         r"traveled|stays|staying|works|working)\b")
_NOW_THERE = re.compile(r"\b(?:what time is it|whats the time|what is the time|what times it)\b"
                        r"(?: (?:there|over there|for (?:him|her|them)|now|right now|at the moment))+$")
_CAPABILITIES = re.compile(r"(?:^|\b(?:so|then|and|but|now|well) |^.{4,80}? )(?:what (?:sort|sorts|kind|kinds|type|types) "
                           r"of (?:things|stuff) can you (?:do|help (?:me |us )?with)|what can you (?:do|help (?:me |us )?"
                           r"with)|what are you (?:good at|able to do))(?: for (?:me|us|the family|them))?(?: then| please)?$")
_NOT_ABILITIES = re.compile(r"\b(?:about|with (?:this|that|it)|if|when|to (?:help|fix|stop))\b.*\bwhat can you\b")


def unit_asked(normalized: str) -> Reading | None:
    """ "grandad says a mile is so many yards how many exactly": ("GptConvertUnit", 1 mile -> yards)."""
    found = _SO_MANY.search(normalized)
    if found is None:
        return None
    return "GptConvertUnit", {"quantity": found.group("quantity"), "to_unit": found.group("to")}


def time_there_now(normalized: str) -> Reading | None:
    """ "my sister moved to adelaide in australia what time is it for her now": the clock there now (the move, the
    visit, the work said first are why the place is asked about, not another moment)."""
    if _NOW_THERE.search(normalized) is None or _BACKGROUND.search(normalized) is None:
        return None
    said = " ".join(re.sub(r"\b(?:last|this|next) (?:year|month|week|summer|winter|spring|autumn)\b", " ",
                           _BACKGROUND.sub(" ", normalized)).split())
    return world_time(_in_country(said), known_place)


def _in_country(said: str) -> str:
    """ "adelaide in australia" -> "adelaide": a place said with the country (or state) it is in is one place."""
    words = said.split()
    spans = sorted(place_spans(words, known_place))
    for (_, b), (c, d) in pairwise(spans):
        if c == b + 1 and words[b] == "in":
            return " ".join([*words[:b], *words[d:]])
    return said


def capabilities(normalized: str) -> Reading | None:
    """ "my son set you up what kind of things can you do for me": what the assistant can do."""
    if _CAPABILITIES.search(normalized) is None or _NOT_ABILITIES.search(normalized):
        return None
    return "GptCapabilities", {}


def find(normalized: str, now: datetime) -> list[Reading]:
    """Every family reading of ``normalized`` (from ``intents.normalize``); [] when no cue is found."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return []
    found = [*now_asked.find(normalized, now), *date_questions.find(normalized, now), *said_picks.find(normalized),
             *spelled_inside.find(normalized)]
    if left := time_questions.left_until_said(normalized, now, now.tzinfo or UTC):  # "lunch is at 12 how long from now"
        found.append(("GptSaid", {"reply": left}))
    return [*found, *(r for r in (unit_asked(normalized), time_there_now(normalized), capabilities(normalized)) if r)]
