"""Questions about the eight planets answered from a small table (issue 15: the bundled model names the wrong one).

"what is the largest planet", "which planet is closest to the sun", "um which planet is the hottest one", "what planet
do we live on", "how many planets are in the solar system", "which planet do they call the red one", "what's the
third planet from the sun", "how far is mars from the sun", "is pluto a planet". A planet question says "planet" (or
"solar system"), or names one planet with a cue that only a planet question has ("how far is mars from the sun",
"does saturn have rings"): "a mars bar", "planet fitness", "mercury in a thermometer" are left alone. Moon counts
grow as new moons are found, so only the Earth's is said. Pure; ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gpt_home.agent.spoken_words import ORDINALS
from gpt_home.skills.phrases import join_and
from gpt_home.skills.superlatives import about_itself

MAX_WORDS = 24


@dataclass(frozen=True)
class Planet:
    """One planet as the fact sheet gives it."""

    name: str
    diameter_km: int  # equatorial
    mean_temperature_c: int
    sun_distance_million_km: float  # mean
    rings: bool


# NASA Goddard Space Flight Center, Planetary Fact Sheet (nssdc.gsfc.nasa.gov/planetary/factsheet/, metric values:
# "Diameter", "Mean Temperature", "Distance from Sun", "Ring System?"), in order from the sun. The eight planets are
# the IAU's 2006 definition (Resolution B5), which made Pluto a dwarf planet. A closed, stable list: kept here.
PLANETS: tuple[Planet, ...] = (
    Planet("Mercury", 4879, 167, 57.9, False),
    Planet("Venus", 12104, 464, 108.2, False),
    Planet("Earth", 12756, 15, 149.6, False),
    Planet("Mars", 6792, -65, 228.0, False),
    Planet("Jupiter", 142984, -110, 778.5, True),
    Planet("Saturn", 120536, -140, 1432.0, True),
    Planet("Uranus", 51118, -195, 2867.0, True),
    Planet("Neptune", 49528, -200, 4515.0, True),
)
_BY_NAME = {p.name.lower(): p for p in PLANETS}
_ORDINALS = ORDINALS[:8]
_ORDINAL_DIGITS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")
_NAMES = "|".join(_BY_NAME)

_PLANET_WORD = re.compile(r"\bplanets?\b|\bsolar system\b")
# "planet" in a name that is no planet question: a gym, a guide book, a TV series, a film
_NOT_ASKED = re.compile(r"\b(?:planet (?:fitness|hollywood|of the apes)|lonely planet|blue planet (?:two|2|ii)|"
                        r"planet earth (?:two|2|ii|on|tonight|episode|series)|save the planet|for the planet|"
                        r"(?:set|start) (?:a|the) timer|remind|add|list|play|watch|episode|bar|bars)\b")
_EXCEPT = re.compile(r"\b(?:after|apart from|other than|besides|except|excluding|not counting)\b")
_QUESTION = re.compile(r"\b(?:what|whats|which|who|how|tell me|do you know|name|is|are|does|do|has|have|"
                       r"wants? to know|wondering)\b")
# a superlative counts only when it is about a planet: followed by "planet", "one", "in/of/from the ..." or the end
# ("the largest moon", "the biggest volcano in the solar system", "the largest rocky planet" are other questions)
_OF_PLANETS = about_itself(r"(?:in|of|from|out of) (?:the|our|all|them)|and (?:which|what|the)", names="planets?")
# or the measure the ranking is by, named after it ("of all the planets, which one has the hottest surface", "the
# biggest size"): a planet's surface or temperature is what hottest ranks, its size or width what biggest ranks
_OF_PLANETS_HEAT = about_itself(r"(?:in|of|from|out of) (?:the|our|all|them)|and (?:which|what|the)",
                                names=r"planets?|surfaces?|(?:surface |average |mean )?temperatures?")
_OF_PLANETS_SIZE = about_itself(r"(?:in|of|from|out of) (?:the|our|all|them)|and (?:which|what|the)",
                                names=r"planets?|size|diameter")
_BIG = re.compile(rf"\b(?:largest|biggest){_OF_PLANETS_SIZE}")
_SMALL = re.compile(rf"\b(?:smallest|littlest|tiniest){_OF_PLANETS_SIZE}")
_HOT = re.compile(rf"\b(?:hottest|warmest){_OF_PLANETS_HEAT}")
_COLD = re.compile(rf"\b(?:coldest|coolest){_OF_PLANETS_HEAT}")
_NEAR = re.compile(r"\b(?:closest|nearest|next) (?:one |planet )?(?:to|from) the sun\b|"
                   r"\b(?:closest|nearest) (?:the )?sun\b")
_FAR = re.compile(r"\b(?:furthest|farthest|most distant) (?:one |planet )?(?:from|to) the sun\b|"
                  r"\bfurthest out\b|\bfarthest out\b|\blast planet\b|\boutermost\b")
# (cue, sort key, biggest first, what the first is): each answer is read off the table, so "the second largest" works
_SUPERLATIVES: tuple[tuple[re.Pattern[str], object, bool, str], ...] = (
    (_BIG, lambda p: p.diameter_km, True, "largest planet"),
    (_SMALL, lambda p: p.diameter_km, False, "smallest planet"),
    (_HOT, lambda p: p.mean_temperature_c, True, "hottest planet"),
    (_COLD, lambda p: p.mean_temperature_c, False, "coldest planet"),
    (_NEAR, lambda p: p.sun_distance_million_km, False, "closest planet to the sun"),
    (_FAR, lambda p: p.sun_distance_million_km, True, "planet farthest from the sun"),
)
_NOTES = {("hottest planet", 0): ", about 464 degrees Celsius at the surface",
          ("coldest planet", 0): " on average, though the coldest temperature measured was on Uranus"}
_RANK_WORDS = {"second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3, "fifth": 4, "5th": 4}
_OURS = re.compile(r"\bplanet (?:do|are) (?:we|you and i|humans|people) (?:live|living) on\b|"
                   r"\b(?:our|my|this) planet (?:called|named)\b|\bplanet (?:are we on|we are on|we live on)\b|"
                   r"\bwhat is our planet\b")
_COUNT = re.compile(r"\bhow many planets\b")
_RED = re.compile(r"\bred (?:planet|one)\b")
_RINGS = re.compile(r"\brings?\b|\bringed\b")
_ORDER = re.compile(rf"\b(?P<nth>{'|'.join(_ORDINALS + _ORDINAL_DIGITS)}) (?:planet )?(?:from|to) the sun\b|"
                    rf"\b(?P<nth2>{'|'.join(_ORDINALS + _ORDINAL_DIGITS)}) planet\b")
_WHICH_NUMBER = re.compile(rf"\bwhat (?:number|position) (?:planet )?is (?P<name>{_NAMES})\b|"
                           rf"\bhow far (?:out|along) is (?P<name2>{_NAMES})\b")
_LIST = re.compile(r"\b(?:name|list|what are|whats|tell me) (?:all )?(?:of )?the (?:eight |8 )?planets\b|"
                   r"\bplanets in order\b|\border of the planets\b|\bwhat order (?:are|do) the planets\b")
_PLUTO = re.compile(r"^(?:so |um |and )?(?:is|isnt|was) pluto (?:still |not |no longer )?(?:a |still a )?planet\b|"
                    r"\bpluto\b.*\b(?:planet|dwarf)\b")
# one planet named with a cue only a planet question has
_DISTANCE = re.compile(rf"\bhow far (?:away )?is (?P<name>{_NAMES}) (?:away )?from the sun\b|"
                       rf"\bdistance (?:from|between) (?:the sun (?:to|and) )?(?P<name2>{_NAMES})\b")
_SIZE = re.compile(rf"\bhow (?:big|large|wide) is (?:the planet )?(?P<name>{_NAMES})\b|"
                   rf"\b(?:diameter|size) of (?:the planet )?(?P<name2>{_NAMES})\b")
_MOONS = re.compile(rf"\bhow many moons (?:does|has) (?P<name>{_NAMES}|the earth|earth)\b|"
                    rf"\b(?P<name2>{_NAMES}) (?:has|have) how many moons\b")
_HAS_RINGS = re.compile(rf"^(?:so |um |and )?(?:does|has) (?P<name>{_NAMES}) (?:have |got )?(?:any )?rings\b")


# What one planet is known for, asked "which planet has / is known for / spins ..." (round 23: "which planet has the
# great red spot" got "Mars" from the model). NASA's planet overviews (science.nasa.gov/<planet>/): Jupiter's Great Red
# Spot, a storm wider than the Earth; Uranus spins on its side; Venus spins backwards, its day longer than its year;
# Olympus Mons on Mars, the largest volcano on any planet; the moons named are each planet's best known.
_FEATURES: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(cue), said) for cue, said in (
    (r"\b(?:great |big |giant )?red spot\b|\b(?:giant|huge|biggest|largest) storm\b",
     "Jupiter has the Great Red Spot, a giant storm wider than the Earth."),
    (r"\bgreat dark spot\b", "Neptune had the Great Dark Spot, a huge storm seen by Voyager 2 in 1989."),
    (r"\b(?:on its side|sideways|tipped over|tilted over)\b", "Uranus is the planet that spins on its side."),
    (r"\b(?:spins?|rotates?|turns?|goes|spinning|rotating) (?:the wrong way|backwards?|the other way)\b|"
     r"\bday (?:is )?longer than its year\b", "Venus spins backwards, and its day is longer than its year."),
    (r"\bolympus mons\b", "Mars has Olympus Mons, the largest volcano on any planet."),
    (r"\b(?:morning|evening) star\b", "Venus is the one called the morning star and the evening star."),
    (r"\bmoons? (?:called |named )?titan\b|\btitan (?:moon|as a moon)\b", "Titan is a moon of Saturn."),
    (r"\bmoons? (?:called |named )?(?:io|europa|ganymede|callisto)\b", "That moon goes round Jupiter."),
    (r"\bmoons? (?:called |named )?triton\b", "Triton is a moon of Neptune."),
))


# a feature counts only in a question for the planet ("is a giant storm heading for the planet" asks no planet)
_WHICH_PLANET = re.compile(r"\b(?:which|what) planet\b|\bon (?:which|what) planet\b|\bthe planet (?:that|which|with)\b")


def _named(match: re.Match[str]) -> Planet:
    key = next(g for g in match.groups() if g is not None and g.removeprefix("the ") in _BY_NAME)
    return _BY_NAME[key.removeprefix("the ")]


def _rank(before: str) -> int:
    """0 for "the largest", 1 for "the second largest" ("the largest after ..." is refused before, by ``_EXCEPT``)."""
    words = before.split()
    if words and words[-1] in _RANK_WORDS:
        return _RANK_WORDS[words[-1]]
    return 0


def _ordinal(planet: Planet) -> str:
    return _ORDINALS[PLANETS.index(planet)]


def _about(value: float) -> str:
    """A figure as said aloud, to three significant figures: 142984 -> "143,000", 778.5 -> "779"."""
    rounded = float(f"{value:.3g}")
    return f"{rounded:,.0f}" if rounded >= 100 else f"{rounded:g}"


def _distance(million_km: float) -> str:
    """ "about 58 million kilometres", "about 4.52 billion kilometres"."""
    if million_km >= 1000:
        return f"about {_about(million_km / 1000)} billion kilometres"
    return f"about {_about(million_km)} million kilometres"


def _one_planet(text: str) -> str | None:
    """A fact about one planet named with its own cue; None when there is none."""
    if (found := _DISTANCE.search(text)) is not None:
        planet = _named(found)
        the = "The Earth" if planet.name == "Earth" else planet.name
        return f"{the} is on average {_distance(planet.sun_distance_million_km)} from the sun."
    if (found := _SIZE.search(text)) is not None:
        planet = _named(found)
        return f"{planet.name} is about {_about(planet.diameter_km)} kilometres across."
    if (found := _MOONS.search(text)) is not None:
        planet = _named(found)
        if planet.name == "Earth":
            return "The Earth has one moon."
        return (f"New moons of {planet.name} are still being found, so I don't have an up-to-date count offline, "
                "and I won't guess.")
    if (found := _HAS_RINGS.match(text)) is not None:
        planet = _named(found)
        if planet.rings:
            return f"Yes, {planet.name} has rings." if planet.name == "Saturn" else \
                f"Yes, {planet.name} has rings, though they are faint next to Saturn's."
        return f"No, {planet.name} has no rings."
    if (found := _WHICH_NUMBER.search(text)) is not None:
        planet = _named(found)
        return f"{planet.name} is the {_ordinal(planet)} planet from the sun."
    return None


def reply(normalized: str) -> str | None:
    """The answer to a planet question in ``normalized`` (``intents.normalize``d), or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS or _NOT_ASKED.search(normalized):
        return None
    if _EXCEPT.search(normalized):  # "the biggest planet after jupiter": not read here
        return None
    if not _QUESTION.search(normalized) and not normalized.startswith(("the ", "planet")):
        return None
    if _PLUTO.search(normalized):
        return "No, Pluto is a dwarf planet: it has not counted as a planet since 2006."
    if not _PLANET_WORD.search(normalized):
        return _one_planet(normalized)
    answers = []
    if _COUNT.search(normalized):
        answers.append("There are eight planets in the solar system.")
    elif _LIST.search(normalized):
        answers.append(f"From the sun outwards the planets are {join_and([p.name for p in PLANETS])}.")
    elif (found := _ORDER.search(normalized)) is not None:
        nth = found.group("nth") or found.group("nth2")
        index = (_ORDINALS.index(nth) if nth in _ORDINALS else _ORDINAL_DIGITS.index(nth))
        planet = PLANETS[index]
        the = "The Earth" if planet.name == "Earth" else planet.name
        answers.append(f"{the} is the {_ordinal(planet)} planet from the sun.")
    for cue, key, largest_first, what in _SUPERLATIVES:
        if (found := cue.search(normalized)) is not None:
            rank = _rank(normalized[:found.start()])
            ranked = sorted(PLANETS, key=key, reverse=largest_first)
            if rank >= len(ranked):
                return None
            nth = "" if rank == 0 else _ORDINALS[rank] + " "
            answers.append(f"{ranked[rank].name} is the {nth}{what}{_NOTES.get((what, rank), '')}.")
    for cue, said in ((_OURS, "We live on the Earth, the third planet from the sun."),
                      (_RED, "Mars is the one they call the red planet."),
                      *(_FEATURES if _WHICH_PLANET.search(normalized) else ())):
        if cue.search(normalized):
            answers.append(said)
    if not answers and _RINGS.search(normalized) and re.search(r"\b(?:which|what) planets?\b", normalized):
        answers.append("Saturn is the planet famous for its rings; Jupiter, Uranus and Neptune have faint ones too.")
    if not answers:
        one = _one_planet(normalized)
        return one
    return answers[0] if len(answers) == 1 else None  # two facts asked at once: left to the model
