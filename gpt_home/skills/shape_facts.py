"""How many sides a named flat shape has, read from its name (issue 15: the model guesses or declines).

"how many sides does a hexagon have", "how many sides on an octagon", "a hexagon has how many sides", "how many
corners has a pentagon got", "what do you call a shape with eight sides". A polygon's name says its count: the Greek
number before "-gon" (hexa- 6, octa- 8, dodeca- 12; the names' own definition, as in Wolfram MathWorld's "Polygon"),
so no answers are kept; the everyday four-sided names (square, rectangle, rhombus, ...) and the triangle are
quadrilaterals and a three-sided shape by definition. A circle, an oval or a solid ("cube", "pyramid") is not read.
Pure; ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import re

from gpt_home.agent.number_reader import amounts

MAX_WORDS = 20

# Greek number prefixes of polygon names, longest first so "hendeca" is not read as "deca"
_PREFIXES = (("hendeca", 11), ("undeca", 11), ("dodeca", 12), ("icosa", 20), ("tetra", 4), ("quadri", 4),
             ("penta", 5), ("hexa", 6), ("hepta", 7), ("septa", 7), ("octa", 8), ("ennea", 9), ("nona", 9),
             ("deca", 10), ("tri", 3))
_FOUR_SIDED = frozenset({"square", "rectangle", "oblong", "rhombus", "diamond", "kite", "trapezium", "trapezoid",
                         "parallelogram", "quadrilateral"})
_NAMES_BY_COUNT = {3: "a triangle", 4: "a quadrilateral", 5: "a pentagon", 6: "a hexagon", 7: "a heptagon",
                   8: "an octagon", 9: "a nonagon", 10: "a decagon", 11: "a hendecagon", 12: "a dodecagon",
                   20: "an icosagon"}
_COUNT_ASKED = re.compile(r"\bhow many (?P<what>sides|edges|corners|angles|vertices|points)\b")
_SHAPE = re.compile(r"\b(?:an? |the )?(?P<shape>[a-z]+gons?|triangles?|" + "|".join(sorted(_FOUR_SIDED)) + r"s?)\b")
_NAME_ASKED = re.compile(r"\b(?:what (?:do you|do we|would you) call|whats|what is|name (?:of|for)) (?:a |the )?"
                         r"(?:(?:flat )?shape|polygon|figure) (?:with|that has|which has) (?P<n>\d{1,2}) (?:equal )?"
                         r"(?:straight )?sides\b|\bwhat (?:do you|do we) call an? (?P<n2>\d{1,2}) sided (?:shape|"
                         r"polygon|figure)\b|\b(?:an? )?(?P<n3>\d{1,2}) sided (?:shape|polygon|figure) is (?:called|"
                         r"named) what\b")
_NOT_ASKED = re.compile(r"\b(?:remind|timer|list|spell\w*|pentagon (?:papers|building|officials?|says)|"
                        r"the pentagon|octagon (?:fight|ufc)|bermuda triangle|love triangle|square (?:metres?|"
                        r"meters?|feet|foot|miles?|root|kilometres?)|squared|times square|town square|"
                        # a solid: "a square pyramid", "a square based pyramid", "a hexagonal prism", "an octahedron"
                        r"pyramids?|prisms?|cubes?|cuboids?|based|\w+hedr(?:on|ons|a))\b")


def singular(shape: str) -> str:
    """ "hexagons" -> "hexagon", "rhombuses" -> "rhombus"; "rhombus" as it is."""
    if shape in _FOUR_SIDED or shape == "triangle" or shape.endswith("gon"):
        return shape
    for ending in ("es", "s"):
        if (word := shape.removesuffix(ending)) in _FOUR_SIDED or word == "triangle" or word.endswith("gon"):
            return word
    return shape


def sides(shape: str) -> int | None:
    """The number of sides a polygon's name says ("hexagon" -> 6); None for a word that names no polygon."""
    word = singular(shape)
    if word in _FOUR_SIDED:
        return 4
    if word == "triangle":
        return 3
    if not word.endswith("gon"):
        return None
    stem = word[:-3].removesuffix("a") + "a"  # "octagon" -> "octa", "nonagon" -> "nona", "pentagon" -> "penta"
    for prefix, count in _PREFIXES:
        if stem == prefix:
            return count
    return None


def reply(normalized: str) -> str | None:
    """The answer to a sides-of-a-shape question in ``normalized``, or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS or _NOT_ASKED.search(normalized):
        return None
    named = _NAME_ASKED.search(amounts(normalized))
    if named is not None:
        count = int(next(g for g in named.groups() if g is not None))
        name = _NAMES_BY_COUNT.get(count)
        return f"A shape with {count} sides is {name}." if name else None
    asked = _COUNT_ASKED.search(normalized)
    if asked is None:
        return None
    shapes = {m.group("shape") for m in _SHAPE.finditer(normalized)}
    counts = {s: n for s in shapes if (n := sides(s)) is not None}
    if len(counts) != 1 or len(shapes) != 1:
        return None
    shape, count = next(iter(counts.items()))
    shape = singular(shape)
    what = {"angles": "angles", "corners": "corners", "vertices": "corners", "points": "corners"}.get(
        asked.group("what"), "sides")
    article = "An" if shape[0] in "aeiou" else "A"
    return f"{article} {shape} has {count} {what}."
