"""A choice made for the household: "choose between pizza and curry", "pick someone out of Tom, Jess and Sam",
"should I wear the red jumper or the blue one". The options are the ones said; a fair pick from the passed-in
``random.Random`` (tests pin it).

Not every "or" offers options. A part that is a question of its own ("should i take the dog out now or will it
rain", "... or is it too cold", "... or what time does it shut") asks something: a coin toss between a plan and a
question answers neither. A part that only trails off ("pizza or something", "... or what", "... or whatever",
"... or anything") names no second option, and "... or not" asks yes or no. Either way ``options`` finds no choice and something else answers.
Nor do two ways of writing one sound ("their, there or they're", "seperate or separate"): which is right is a fact
about spelling, never a coin toss.
"""

from __future__ import annotations

import random
import re

from difflib import SequenceMatcher

from gpt_home.skills import wear_choice
from gpt_home.skills.said_picks import FACT_ASKED, NEVER_PICKED, named

MAX_OPTIONS = 20
_TAIL = re.compile(r" (?:for (?:dinner|lunch|tea|breakfast|supper|tonight|today|later)|tonight|today|this evening|"
                   r"then|please|for me|for us|(?:pick|choose) one)\b.*$")
# words before the first option: "between", "one of"; who it is for ("pick for me, tea or coffee": the slot holds
# "for your tea or coffee" once said back in the second person)
_LEAD = re.compile(r"^(?:for (?:me|us|you|your|myself|ourselves),? )?"
                   r"(?:either |whether |between |from |out of |one of |(?:the )?options )?")
_DAY_NAMES = ("monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
              "august september october november december")
_NAMED_DAYS = frozenset(_DAY_NAMES.split())
# a choice of days, months, years or halves of the day asked about now ("tuesday or wednesday today, which one is
# it", "is it 2026 or 2027"): the clock and the calendar answer it, never a pick
_CALENDAR = _NAMED_DAYS | {"am", "pm", "morning", "afternoon", "evening", "night", "weekday", "weekend"}
_ABOUT_NOW = re.compile(r"\b(?:today|todays|now|at the moment|is it|its|it is|are we|we are|which (?:one )?is it|"
                        r"this (?:year|month|week)|still|yet)\b")
_CALENDAR_OPTION = re.compile(r"(?:the )?(?:\d{4}|" + "|".join(sorted(_CALENDAR)) + ")(?: today| now)?")
_WHICH_IS_IT = re.compile(r"(?:so )?(?:which|what)(?: one| day| month| year)? (?:is it|is today|are we(?: in| on)?)"
                          r"(?: today| now| then)?")
_SPLIT = re.compile(r"\s*,\s*|\s+or\s+|\s+and\s+")
# "fish and chips or a curry": with "or" said and no list of commas, an "and" joins the words of one option
_OR_SPLIT = re.compile(r"\s+or\s+")
# a part that asks a question of its own or only trails off: no option (see the module's note)
_NO_OPTION = re.compile(r"^(?:(?:will|would|is|isnt|are|arent|was|does|doesnt|do|did|can|could|should|shall|has|have|"
                        r"am|might|may|wont|whats|hows|wheres|whens)"
                        r" (?:it|its|i|we|you|he|she|they|there|that|this|the weather)\b|"
                        r"(?:what|when|where|why|how|who)\b|"
                        r"(?:something|anything|whatever|what|so|something else|summat|owt|what else|not)$)")


# a question's own words left before the first option ("which is healthier butter or margarine"): no clean option
_ASKED_FIRST = re.compile(r"^(?:which|what|whats|who|whos|how|when|where|why)\b")


def options(said: str) -> list[str]:
    """The options in ``said`` ("tom jess and sam" -> tom, jess, sam); fewer than two: not a choice."""
    text = " ".join(said.lower().split()).strip(" ?.")
    text = _LEAD.sub("", text)
    parts = [p for p in ((_OR_SPLIT if " or " in text and "," not in text else _SPLIT).split(text)) if p]
    if not parts or _ASKED_FIRST.match(parts[0]) or NEVER_PICKED.search(text) or FACT_ASKED.search(text):
        return []
    parts[-1] = _TAIL.sub("", parts[-1]) or parts[-1]
    if any(_NO_OPTION.match(p.strip()) for p in parts[1:]):  # "... or will it rain", "pizza or something"
        return []
    if len(parts) == 2 and len(parts[0].split()) > 1 and len(parts[1].split()) == 1 and " or " not in text \
            and "," not in text:  # "the hobbit, cars" (options already told apart) is two options, never three
        parts = [*parts[0].split(), parts[1]]  # names said without commas: "tom jess and sam"
    unique = named(list(dict.fromkeys(p.strip() for p in parts if p.strip())))  # "the blue one": the blue jumper
    return unique[:MAX_OPTIONS] if len(unique) >= 2 else []


def choose(said: str, rng: random.Random) -> str | None:
    """ "I pick curry." ; None when ``said`` names fewer than two options (something else should answer)."""
    found = options(said)
    if not found or wear_choice.find(" ".join(said.lower().split())) or spellings(found):
        return None  # "a light jacket or a thick coat": the weather; "their, there or they're": a spelling
    if _about_now(said, found):
        return None  # "tuesday or wednesday today, which one is it": today's, never a pick
    if len(found) == 2 and all(re.fullmatch(r"\d{1,9}", f) for f in found):  # "pick between 1 and 10": a number
        low, high = sorted(int(f) for f in found)
        return f"{rng.randint(low, high)}."
    pick = rng.choice(found)
    if _names_said(said) or pick in _NAMED_DAYS:  # names said back as names; "rock, paper, scissors" stay words
        pick = " ".join(w.capitalize() if len(w) > 2 else w for w in pick.split())
    return f"I pick {pick}."


def _about_now(said: str, found: list[str]) -> bool:
    """True when the options are days, months, years or halves of the day (and the question of which one it is) and
    the sentence asks about now."""
    calendar = [f for f in found if _CALENDAR_OPTION.fullmatch(f)]
    return bool(_ABOUT_NOW.search(said.lower())) and len(calendar) >= 2 and all(
        f in calendar or _WHICH_IS_IT.fullmatch(f) for f in found)


def _names_said(said: str) -> bool:
    """True for a run of bare one-word options joined by "and" ("anna ben and carl"): names, as ``options`` reads."""
    text = " ".join(said.lower().split()).strip(" ?.")
    text = _LEAD.sub("", text)
    parts = [p for p in _SPLIT.split(text) if p]
    if len(parts) != 2 or " or " in text or "," in text:
        return False
    return len(parts[0].split()) > 1 and len((_TAIL.sub("", parts[-1]) or parts[-1]).split()) == 1


def spellings(found: list[str]) -> bool:
    """True when two options hold two spellings of one sound ("there" / "theyre", "seperate" / "separate")."""
    said = [{w for w in f.lower().split() if len(w) >= 4} for f in found]
    return any(SequenceMatcher(None, a, b).ratio() >= 0.85 and not (a.startswith(b) or b.startswith(a))
               for i, one in enumerate(said) for other in said[i + 1:] for a in one - other for b in other - one)
