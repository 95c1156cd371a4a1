"""Chemical element questions answered from the ``periodictable`` package (issue 15: the model guesses symbols).

"what's the chemical symbol for gold", "gold what is its symbol on the periodic table", "which element has the
symbol fe", "what is the atomic number of carbon", "which element is number 79", "how many elements are there on the
periodic table", "whats the atomic weight of oxygen". A question is read only with a chemistry cue ("symbol",
"element", "periodic table", "atomic number/mass/weight") and exactly one element named (or one symbol or number asked
about): "what's the symbol for pi", "the price of gold", "iron my shirt" are left alone. Symbols are read only after
"symbol" ("which element has the symbol he": "he" is a pronoun anywhere else). Names are IUPAC's (periodictable's
US spellings plus the IUPAC ones households say: aluminium, caesium, sulphur). The package is imported with the first
question that has a cue (it pulls numpy, already loaded in the daemon); only names, symbols, numbers and standard
atomic weights are read. ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import cache

from gpt_home.agent.number_reader import amounts

_LOGGER = logging.getLogger(__name__)
MAX_WORDS = 24


@dataclass(frozen=True)
class Element:
    """One element as answered."""

    number: int
    symbol: str
    name: str
    weight: float | None  # the standard atomic weight; None for elements that have none (all isotopes unstable)


@dataclass(frozen=True)
class Table:
    """Every element by name said, by symbol (lower case) and by number."""

    by_name: dict[str, Element]
    by_symbol: dict[str, Element]
    by_number: dict[int, Element]


# The IUPAC spellings (IUPAC Red Book 2005, IR-3.1) of names periodictable gives in US spelling, and "sulphur",
# which British households say: each maps to periodictable's name.
_SAID_ALSO = {"aluminium": "aluminum", "caesium": "cesium", "sulphur": "sulfur"}
_CUE = re.compile(r"\b(?:chemical |element(?:al)? |atomic |periodic )?symbols?\b|\belements?\b|\bperiodic table\b|"
                  r"\batomic (?:number|mass|weight)\b|\bchemistry\b")
_NOT_ASKED = re.compile(r"\b(?:price|cost|worth|sell|buy|invest\w*|ounce|carat|karat|jewel\w*|ring|necklace|"
                        r"element of (?:surprise|truth)|elements of (?:a |the |style)|heating element|"
                        r"in (?:my|your|his|her|their) element|remind|timer|list|spell\w*)\b")
_QUESTION = re.compile(r"\b(?:what|whats|which|who|how|tell me|do you know|name|is|are|does|do|give me)\b")
_NUMBER_ASKED = re.compile(r"\batomic number\b")
_WEIGHT_ASKED = re.compile(r"\batomic (?:mass|weight)\b")
_SYMBOL_ASKED = re.compile(r"\bsymbols?\b")
_HOW_MANY = re.compile(r"\bhow many (?:chemical )?elements\b|\bnumber of (?:chemical )?elements\b")
# the symbol last ("which element has the symbol fe", "what does the symbol au stand for"), with a chemistry word
_HAS_SYMBOL = re.compile(r"\b(?:symbol|letters?) (?P<symbol>[a-z]{1,2}|[a-z] [a-z])(?: stand for| mean)?"
                         r"(?: on the periodic table| in chemistry)?$")
_CHEMISTRY = re.compile(r"\belements?\b|\bperiodic\b|\bchemi\w*")
# the symbol first, asked which element it is: "au stands for which element", "the letters au stand for which element",
# "what element is fe", "what does pb stand for on the periodic table", "whats k on the periodic table"; the whole
# question, so a pronoun never is read
_TABLE = r"(?: (?:on|in) (?:the periodic table|chemistry))?"
_SYMBOL_FIRST = re.compile(rf"^(?:(?:the (?:letters?|symbol) )?(?P<a>[a-z]{{1,2}}) "
                           rf"(?:stands?|is (?:the )?(?:chemical )?symbol) for (?:which|what) (?:chemical )?element|(?:what|which) (?:chemical )?element (?:is|does) (?P<b>[a-z]{{1,2}})"
                           rf"(?: stand for)?{_TABLE}|what does (?:the )?(?P<c>[a-z]{{1,2}}) stand for"
                           rf" (?:on|in) (?:the periodic table|chemistry)"
                           rf"|what(?:s| is) (?P<d>[a-z]{{1,2}}) (?:on|in) the periodic table)$")
# a bare "symbol for gold", "chemical symbol of silver": the question said without its question word
_BARE_SYMBOL = re.compile(r"^(?:the )?(?:chemical |element(?:al)? )?symbol (?:for|of) [a-z]+$")
# a compound's second word after an element's name ("sodium chloride", "calcium carbonate", "carbon dioxide")
_COMPOUND = r"\w+(?:ide|ate)\b"
_BY_NUMBER = re.compile(r"\b(?:element (?:number )?|atomic number (?:of )?|number )(?P<number>\d{1,3})\b")


@cache
def table() -> Table:
    """Read periodictable's elements once (numbers 1 to 118: not its neutron or isotopes)."""
    try:
        import periodictable
    except ImportError:
        _LOGGER.warning("periodictable is not installed: element questions go to the model")
        return Table({}, {}, {})
    by_name: dict[str, Element] = {}
    for item in periodictable.elements:
        if not 1 <= item.number <= 118:
            continue
        mass = float(item.mass)
        by_name[item.name] = Element(item.number, item.symbol, item.name, None if mass.is_integer() else mass)
    for said, name in _SAID_ALSO.items():
        if name in by_name:
            by_name[said] = by_name[name]
    elements = set(by_name.values())
    return Table(by_name, {e.symbol.lower(): e for e in elements}, {e.number: e for e in elements})


def _named(words: list[str], names: dict[str, Element]) -> dict[int, tuple[str, Element]]:
    """Each element named in ``words`` by number, with the name as said ("aluminium" stays "aluminium")."""
    found: dict[int, tuple[str, Element]] = {}
    for word in words:
        key = word.removesuffix("s") if word not in names and word.removesuffix("s") in names else word
        if key in names:
            found.setdefault(names[key].number, (key, names[key]))
    return found


def _weight(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def answer(normalized: str, elements: Table) -> str | None:
    """The spoken answer to an element question, or None when it asks nothing this table answers."""
    if _HOW_MANY.search(normalized):
        return (f"There are {len(elements.by_number)} known elements on the periodic table." if elements.by_number
                else None)
    named = _named(normalized.split(), elements.by_name)
    if len(named) > 1:
        return None  # two elements asked about at once: left to the model
    first = _SYMBOL_FIRST.match(normalized)
    if first is not None and (found := elements.by_symbol.get(next(g for g in first.groups() if g))):
        return f"{found.symbol} is the symbol for {found.name}."
    if not named:
        symbol = _HAS_SYMBOL.search(normalized)
        if symbol is not None and _CHEMISTRY.search(normalized) and (found := elements.by_symbol.get(symbol.group("symbol").replace(" ", ""))):
            return f"{found.symbol} is the symbol for {found.name}."
        number = _BY_NUMBER.search(amounts(normalized))  # "element number twenty six"
        if number is not None and (found := elements.by_number.get(int(number.group("number")))):
            return f"Element number {found.number} is {found.name}."
        return None
    said, element = next(iter(named.values()))
    if re.search(rf"\b{said}s? {_COMPOUND}", normalized):
        return None  # "sodium chloride", "carbon dioxide", "calcium carbonate": a compound, not the element
    asks = [kind for kind, cue in (("number", _NUMBER_ASKED), ("weight", _WEIGHT_ASKED), ("symbol", _SYMBOL_ASKED))
            if cue.search(normalized)]
    if len(asks) != 1:
        return None
    name = said[:1].upper() + said[1:]
    if asks[0] == "number":
        return f"{name} has atomic number {element.number}."
    if asks[0] == "weight":
        if element.weight is None:
            return f"{name} has no standard atomic weight: all its forms are radioactive."
        return f"The atomic weight of {said} is about {_weight(element.weight)}."
    return f"The chemical symbol for {said} is {element.symbol}."


def reply(normalized: str) -> str | None:
    """The answer to an element question in ``normalized`` (``intents.normalize``d), or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not _CUE.search(normalized):
        return None
    if _NOT_ASKED.search(normalized) or not (_QUESTION.search(normalized) or _BARE_SYMBOL.match(normalized)):
        return None
    return answer(normalized, table())
