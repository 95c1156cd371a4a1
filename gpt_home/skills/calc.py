"""Spoken arithmetic (simpleeval, never ``eval``) and unit conversion (pint, imported on first use: it is slow).

Both are bounded: expressions are short, powers and results are capped, so "2 to the power of 10 million" gets a
short reply at once instead of a busy CPU. Each function returns the spoken reply, or None when the text is not
arithmetic / not a quantity (the caller then lets something else answer).
"""

from __future__ import annotations

import logging
import math
import re
import threading
from typing import Any

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.number_reader import amounts, counts, grouped_hundreds, grouped_years
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills.calendar_facts import one_year_in
from gpt_home.skills.common_units import Unit, common_unit, convert_common
from gpt_home.skills.measure_systems import converted
from gpt_home.skills.number_slots import CURRENCY_REPLY, currencies
from gpt_home.agent.number_reader import numerals
from gpt_home.skills.unit_targets import feet_and_inches, per_hour
from gpt_home.skills.spoken_quantity import leading_unit, quantity_words, two_units, unit_words
from gpt_home.skills.spoken_sums import plain_sum, sum_words

_LOGGER = logging.getLogger(__name__)
MAX_EXPRESSION_CHARS = 120
MAX_EXPONENT = 1000
MAX_MAGNITUDE = 1e15  # beyond this a spoken number is useless
TOO_BIG_REPLY = "That number is too big for me to work out."
DIVIDE_BY_ZERO_REPLY = "You can't divide by zero."
MAX_FACTORIAL = 30  # 30! is far beyond MAX_MAGNITUDE already

# Spoken operators -> Python operators, longest first.
_WORDS: Rewrites[str] = Rewrites((
    (r"\bto the power of\b", " ** "), (r"\braised to\b", " ** "), (r"\bsquared\b", " ** 2 "),
    (r"\bcubed\b", " ** 3 "), (r"\b(?:the )?square root of\b", " sqrt "),
    (r"\bmultiplied (?:by|with)\b", " * "), (r"\btimes\b", " * "), (r"\bx\b", " * "), (r"\bdivided by\b", " / "),
    (r"\bover\b", " / "), (r"\bplus\b", " + "), (r"\bminus\b", " - "), (r"\btake away\b", " - "),
    (r"\bthirds of\b", " / 3 * "), (r"\bquarters of\b", " / 4 * "), (r"\bfifths of\b", " / 5 * "),
    (r"\bpercent (?:of|from)\b", " / 100 * "), (r"\bpercent\b", " / 100 "), (r"\b(?:(?:a|one|1|the) )?half of\b", " 0.5 * "),
    # a fraction said as a word: "a third of 90", "the third of 90", "one quarter of 200", "a tenth of 50"
    (r"\b(?:a|one|1|the) (?:quarter|fourth) of\b", " 0.25 * "), (r"\b(?:a|one|1|the) third of\b", " (1/3) * "),
    (r"\b(?:a|one|1|the) fifth of\b", " (1/5) * "), (r"\b(?:a|one|1|the) sixth of\b", " (1/6) * "),
    (r"\b(?:an|one|1|the) eighth of\b", " (1/8) * "), (r"\b(?:a|one|1|the) tenth of\b", " (1/10) * "),
    (r"\b(?:double|twice)\b", " 2 * "), (r"\bhalve\b", " 0.5 * "),
    (r"\btriple\b", " 3 * "),
))  # fmt: skip
_POUNDS = re.compile(r"£|\b(?:pounds?|quid)\b(?! (?:of|in|to|weight|heavy)\b)")  # money, not "5 pounds of flour"
_ASKED = re.compile(r"^(?:(?:what is|whats|what s|calculate|compute|work out) )?(?:the )?(?:value|answer|result) of "
                    r"|^(?:what is|whats|what s|calculate|compute) ")
# an operator said before its one number: "the square of 15" is 15 squared, "the cube root of 27" is 27 ** (1/3)
_ONE_NUMBER_OPS = {"square": "squared", "cube": "cubed", "cube root": "** (1/3)"}
_ONE_NUMBER = re.compile(r"\b(?:the )?(square|cube|cube root) of (\d+(?:\.\d+)?)\b")
_GOOGOL = re.compile(r"\b(?:(?:the )?factorial of )?(?:an? |one )?googol(?:plex)?(?: factorial)?\b")
_ALLOWED = re.compile(r"^[\d\s.+\-*/()sqrt]+$")


def _to_python(spoken: str) -> str | None:
    text = _years(numerals(spoken.lower().replace(",", "")))  # "one forty four" is 144 here: no clock in a sum
    text = grouped_hundreds(plain_sum(_ASKED.sub("", text)))
    text = re.sub(r"^(?:the )?(sum|product) of (\S+) and (\S+)$",
                  lambda m: f"{m.group(2)} {'plus' if m.group(1) == 'sum' else 'times'} {m.group(3)}", text)
    text = _ONE_NUMBER.sub(lambda m: f"{m.group(2)} {_ONE_NUMBER_OPS[m.group(1)]}", text)  # "the square of 15"
    # "A into B": a split when B is a larger whole multiple of A ("4 into 12" is 12 / 4 = 3, how many 4s go into 12,
    # as said in Britain); else times, as said in India ("8 into 9" is 72, "6 into 6" is 36). "divide 10 into 5" is
    # read by plain_sum before this.
    text = _INTO.sub(lambda m: _into(int(m.group(1)), int(m.group(2))), text)
    text = _LOTS_OF.sub(" times ", text)  # "3 lots of 45": 3 times 45, as said in Britain
    text = re.sub(r"(?<=\d) into (?=\d)", " times ", text)
    text = _GOOGOL.sub(" 10 ** 100 ", text)  # "a googolplex factorial": far too big, said so (never computed)
    factorial = re.search(r"\b(?:the )?factorial of (\d+)\b|\b(\d+) factorial\b", text)
    if factorial:  # "9 factorial": its value (a huge one stays too big to say)
        n = int(factorial.group(1) or factorial.group(2))
        value = str(math.factorial(n)) if n <= MAX_FACTORIAL else "10 ** 100"
        text = text[:factorial.start()] + f"({value} + 0)" + text[factorial.end():]
    text = _WORDS.sub(text)
    text = re.sub(r"(\d)\s+(?=\d)", r"\1", text) if re.search(r"\d \d{3}\b", text) else text
    text = re.sub(r"^the ", "", " ".join(text.split()))
    text = re.sub(r"sqrt (\d+(?:\.\d+)?)", r"sqrt(\1)", text).replace("10 ** 100", "10 ** 20")
    if not text or not _ALLOWED.match(text) or not re.search(r"\d", text):
        return None
    if not re.search(r"[+\-*/]|sqrt", text):
        return None  # a bare number is not a sum
    return text


_LOTS_OF = re.compile(r"(?<=\d) (?:lots|lot|sets|set|groups|group|batches|batch) of (?=\d)")
_INTO = re.compile(r"(?<![\d.])(\d+) into (\d+)\b(?![.\d]| (?:hundred|thousand|million|billion|trillion|point)\b)")


def _into(first: int, second: int) -> str:
    return f"{second} / {first}" if 0 < first < second and second % first == 0 else f"{first} times {second}"


def _years(text: str) -> str:
    """ "19 99 plus 1" -> "1999 plus 1", unless the numbers are a list to add up ("add up 19 20 and 21")."""
    return text if re.search(r"\b(?:add|sum|total|together|and)\b", text) else grouped_years(text)


def _safe_power(base: Any, exponent: Any) -> Any:
    if abs(exponent) > MAX_EXPONENT or (abs(base) > 1 and abs(exponent) * math.log10(abs(base)) > 15):
        raise OverflowError("power too large")
    return base**exponent


MAX_YEARS = 10_000
_IN_YEARS = {"year": 1, "yr": 1, "decade": 10, "century": 100, "millennium": 1000, "millennia": 1000}
_LEAPS_SAID = {1: "one leap year", 2: "two leap years", 3: "three leap years"}


def _leaps_before(year: int) -> int:
    """Leap years of the Gregorian calendar from year 1 up to, not including, ``year``."""
    year -= 1
    return year // 4 - year // 100 + year // 400


def _years_in_days(years: int, said: str) -> str:
    """Whole calendar years in days, as the calendar counts them: 365 each plus a day for each leap year among them,
    the fewest and the most a run of that many years holds (this century's runs up to 100 years, so no 2100 without
    its leap day; one 400-year cycle beyond), so "2 years is
    730 days, or 731 with a leap year" and "4 years is 1,461 days" (pint's Julian year would say 730.5)."""
    starts = range(1901, max(1902, 2101 - years)) if years <= 100 else range(2000, 2400)  # 2100: not in our lives
    leaps = [_leaps_before(start + years) - _leaps_before(start) for start in starts]
    fewest, most = min(leaps), max(leaps)
    low = 365 * years + fewest
    said = f"{said[0].upper()}{said[1:]}"
    if fewest == most:
        return f"{said} is {low:,} days, with {_LEAPS_SAID.get(fewest, f'{fewest:,} leap years')} among them."
    if fewest == 0:
        return f"{said} is {low:,} days, or {low + 1:,} with a leap year."
    return f"{said} is {low:,} days, or {365 * years + most:,} with {_LEAPS_SAID.get(most, f'{most:,} leap years')}."


def _spoken_number(value: float) -> str:
    if isinstance(value, int) or float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.4f}".rstrip("0").rstrip(".")


_COUNT_ASKED = re.compile(r"^(?:(?:what is|whats|what s|how many is|how many are in|how many in|how much is) )?")
_COUNT_TAIL = re.compile(r"(?: (?:whats|what is|what s|is) (?:that|it|what))?(?: (?:in|as) (?:a )?(?:numbers?|figures?|"
                         r"digits|numerals))?(?: (?:then|please))?$")
_HOW_MANY_IN = re.compile(r"how many (?:[a-z]+ )?(?:are |is )?(?:there )?in (an? (?:bakers |baker s )?(?:dozen|score|"
                          r"gross|couple|pair))")
NUMBER_WORDS = frozenset(["number", "numbers", "figure", "figures", "digits", "numerals", "a number"])


def count_value(spoken: str) -> str | None:
    """ "three score and ten whats that in numbers" -> "Three score and ten is 70."; "how many is a bakers dozen" ->
    "A bakers dozen is 13.": a count said with a word of quantity, as a number. None for anything else."""
    spoken = " ".join(spoken.lower().split())
    if (in_one := _HOW_MANY_IN.fullmatch(spoken)) and re.fullmatch(r"\d+", value := amounts(in_one.group(1))):
        return f"There are {value} in {in_one.group(1)}."  # "how many eggs in a dozen"
    said = _COUNT_TAIL.sub("", _COUNT_ASKED.sub("", spoken), count=1)
    if len(said) > MAX_EXPRESSION_CHARS or not (hit := re.fullmatch(r"\d+(?:\.\d+)?", amounts(said))):
        return None
    if counts(numeralize(said)) == numeralize(said):
        return None  # a plain number ("what is 7"): nothing to work out
    return f"{said[0].upper()}{said[1:]} is {_spoken_number(float(hit.group(0)))}."


def evaluate(expression: str) -> float | str | None:
    """The value of ``expression`` in Python's notation ("3 * 8.4", "sqrt(144)") by the safe evaluator (never
    ``eval``); a short reply when it has no value to say (too big, divided by zero); None when it is no arithmetic."""
    from simpleeval import SimpleEval

    evaluator = SimpleEval(functions={"sqrt": math.sqrt})
    evaluator.operators = {**evaluator.operators}
    import ast

    evaluator.operators[ast.Pow] = _safe_power
    try:
        value = evaluator.eval(expression)
    except ZeroDivisionError:
        return DIVIDE_BY_ZERO_REPLY
    except (OverflowError, MemoryError):
        return TOO_BIG_REPLY
    except Exception as exc:  # noqa: BLE001 - simpleeval raises many types for malformed input: not arithmetic
        if type(exc).__name__ in ("NumberTooHigh",):
            return TOO_BIG_REPLY
        _LOGGER.debug("not arithmetic: %r (%s)", expression, type(exc).__name__)
        return None
    if not isinstance(value, int | float) or isinstance(value, bool):
        return None
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value)) or abs(value) > MAX_MAGNITUDE:
        return TOO_BIG_REPLY
    return value


def calculate(spoken: str) -> str | None:
    """ "20 percent of 85" -> "20 percent of 85 is 17."; None when it is not arithmetic."""
    if len(spoken) > MAX_EXPRESSION_CHARS:
        return None
    spoken = sum_words(_years(numeralize(spoken))) or spoken  # "add up 12 15 and 23" is said back as the sum it is
    expression = _to_python(spoken)
    if expression is None:
        return count_value(spoken)
    value = evaluate(expression)
    if value is None or isinstance(value, str):
        return value
    said = _years(" ".join(grouped_hundreds(spoken).split()))  # "the square root of 144", not "of 1 44"
    said = re.sub(r"^halve\b", "half of", _ASKED.sub("", said))  # "halve 250": "Half of 250 is 125."
    if _POUNDS.search(spoken) and not _POUNDS.search(_spoken_number(value)):  # "4 pound 50 times 3": £13.50
        return f"{said[0].upper()}{said[1:]} is £{f'{value:,.2f}'.removesuffix('.00')}."
    return f"{said[0].upper()}{said[1:]} is {_spoken_number(value)}."


# --- units ------------------------------------------------------------------------------------------------------
_UNIT_ALIASES = {
    "kilometres": "kilometer", "kilometre": "kilometer", "km": "kilometer", "kms": "kilometer",
    "metres": "meter", "metre": "meter", "centimetres": "centimeter", "centimetre": "centimeter",
    "millimetres": "millimeter", "millimetre": "millimeter", "litres": "liter", "litre": "liter",
    "millilitres": "milliliter", "millilitre": "milliliter", "celsius": "degC", "centigrade": "degC",
    "degrees celsius": "degC", "fahrenheit": "degF", "degrees fahrenheit": "degF", "kelvin": "kelvin",
    "stone": "stone", "stones": "stone", "pounds": "pound", "lbs": "pound", "lb": "pound", "ounces": "ounce",
    "oz": "ounce", "kilos": "kilogram", "kilo": "kilogram", "kg": "kilogram", "grams": "gram", "cups": "cup",
    "tablespoons": "tablespoon", "teaspoons": "teaspoon", "feet": "foot", "inches": "inch", "yards": "yard",
    "miles per hour": "mile/hour", "mph": "mile/hour", "kilometres per hour": "kilometer/hour",
    "kilometers per hour": "kilometer/hour", "km per hour": "kilometer/hour", "kph": "kilometer/hour",
    "gallons": "gallon",
    "pints": "pint", "quarts": "quart", "fluid ounces": "fluid_ounce", "hours": "hour", "minutes": "minute",
    "seconds": "second", "days": "day", "weeks": "week", "years": "year", "cm": "centimeter", "cms": "centimeter",
    "mm": "millimeter", "ml": "milliliter", "mls": "milliliter", "ft": "foot", "ins": "inch",
}  # fmt: skip
_FRACTION_SAID = re.compile(r"^(?:(?:a|one|three|3) )?(?:half|quarters?)(?: (?:of )?an?)? [a-z]+$|^an? [a-z]+ and (?:a half|a quarter|three quarters)$")
_TEMPERATURES = {"degC": "degrees celsius", "degF": "degrees fahrenheit"}
_registry: Any = None
_registry_lock = threading.Lock()


def _units() -> Any:
    """pint's registry, built once per process on first use (importing pint takes most of a second)."""
    global _registry
    with _registry_lock:
        if _registry is None:
            import pint

            _registry = pint.UnitRegistry()
        return _registry


def warm_up() -> None:
    """Build pint's registry now (the daemon calls this in a background thread at start)."""
    _units()


def _unit_name(spoken: str) -> str | None:
    """pint's name for a spoken unit ("kilometres" -> "kilometer"); None when it cannot be a unit name."""
    name = " ".join(spoken.lower().removeprefix("degrees ").split()) if spoken.lower() not in _UNIT_ALIASES else (
        spoken.lower()
    )
    name = _UNIT_ALIASES.get(name, _UNIT_ALIASES.get(spoken.lower(), name))
    return name if re.fullmatch(r"[a-zA-Z_/ ]{1,30}", name) else None


def common_unit_of(spoken: str) -> Unit | None:
    """The everyday unit a spoken name means ("kilos", "lbs", "millilitres"), or None (``common_units``)."""
    return common_unit(name) if (name := _unit_name(spoken.strip())) else None


def _unit(registry: Any, name: str | None) -> Any | None:
    if name is None:
        return None
    try:
        return registry.Unit(name.replace(" ", "_"))
    except Exception:  # noqa: BLE001 - pint raises UndefinedUnitError and friends for unknown names
        return None


def _quantity(spoken: str) -> tuple[float, str] | None:
    text = numeralize(" ".join(spoken.lower().split()))
    if m := re.fullmatch(r"([1-9]) ([1-9]\d) ((?:degrees )?(?:fahrenheit|celsius|centigrade)|degrees)", text):  # "three fifty fahrenheit": an oven's 350, said in pairs
        return float(int(m.group(1)) * 100 + int(m.group(2))), m.group(3)
    if m := re.fullmatch(r"(?:(an?|one)|(-?\d+(?:\.\d+)?)) (.+)", text):
        amount = 1.0 if m.group(1) else float(m.group(2))
        return amount, m.group(3)
    if m := re.fullmatch(r"(-?\d+(?:\.\d+)?)([a-z]+)", text):
        return float(m.group(1)), m.group(2)
    return None


# A race said by its name: "a 5k run" is 5 kilometres, "a half marathon" 21.0975 (the distances athletics fixes)
_RACES: Rewrites[str] = Rewrites((
    (r"^(?:an? |one )?(\d+(?:\.\d+)?)k(?: (?:run|race|walk|fun run|jog|parkrun))?$", r"\1 kilometres"),
    (r"^(?:an? |one )?half(?: a)? marathon$", "21.0975 kilometres"),
    (r"^(?:an? |one )?(?:full )?marathon$", "42.195 kilometres"),
))


def _said_back(reply: str | None, race: str, quantity: str) -> str | None:
    """The reply with the race named as said ("A 5k run is 5,000 metres."), not as the distance it was read as."""
    if reply is None or not reply.lower().startswith(race.split()[0]):
        return reply
    said = " ".join(quantity.split())
    return f"{said[0].upper()}{said[1:]} is" + reply.split(" is", 1)[1] if " is" in reply else reply


def convert(quantity: str, to_unit: str, region: str | None = None) -> str | None:
    """ "5 miles" -> "kilometres": "5 miles is 8.05 kilometres."; unknown units get a clear reply; pints and gallons
    are sized for ``region`` ("uk", "us"; None: both said, ``measure_systems``).

    None when ``quantity`` has no number in front (not a conversion at all, e.g. "the power of 2").
    """
    if re.match(r"\s*(?:the )?(?:power|powers|square|cube)\b", to_unit.lower()):
        return None  # "a million to the power of a million": a sum (too big, said so), never a unit called "million"
    if to_unit.lower().strip() in NUMBER_WORDS:  # "three score and ten in numbers": the count, not a unit
        return count_value(quantity)
    if re.match(r"\s*(?:all|total|sum|the end)\s*$", to_unit.lower()):
        return None  # "2 pints of milk costing 1.20 each, how much is that in all": a total asked, no unit
    quantity = re.sub(r"\b(?:whole|full|entire) (?=[a-z])", "", quantity)  # "a whole day" is a day
    if (race := _RACES.sub(" ".join(quantity.lower().split()))) != " ".join(quantity.lower().split()):
        return _said_back(convert(race, to_unit), race, quantity)  # "a 5k run", "a half marathon": their distance
    said = re.sub(r" for (?:the|my|our|a|an) [a-z]+(?: [a-z]+)?$", "", " ".join(quantity.lower().split()))
    said = said if _FRACTION_SAID.match(said) and len(said) <= 40 else ""  # "a quarter hour": said back as said
    if two_units(numerals(quantity, quantity=True)) and len(quantity) <= 40:  # "six foot two": said back as said
        said = " ".join(quantity.lower().split())
    asked_unit = " ".join(unit_words(to_unit).split())  # "feet and inches": kept whole (unit_targets)
    quantity, to_unit = quantity_words(numerals(quantity, quantity=True)), leading_unit(unit_words(to_unit))
    parsed = _quantity(quantity)
    if parsed is None:
        return None
    amount, from_name = parsed[0], leading_unit(parsed[1])  # "a litre roughly": litres
    if currencies(from_name, to_unit):  # "20 quid in euros": no exchange rates offline (said so, no unit error)
        return CURRENCY_REPLY
    source_name, target_name = _unit_name(from_name), _unit_name(to_unit)
    if from_name in ("degree", "degrees") and target_name in _TEMPERATURES:  # "thirty degrees in fahrenheit"
        source_name = "degC" if target_name == "degF" else "degF"  # the other scale is the one it was said in
        from_name = _TEMPERATURES[source_name]
    if amount == 1 and source_name == "year" and (counted := one_year_in(target_name)) is not None:
        return counted  # "how many days are in a year": the calendar's 365 (or 366), not pint's Julian 365.25
    years = amount * _IN_YEARS.get(from_name.rstrip("s").replace("centurie", "century"), 0)
    if target_name == "day" and float(years).is_integer() and 1 < years <= MAX_YEARS:
        return _years_in_days(int(years), said or (f"a {from_name}" if amount == 1 else f"{_spoken_number(amount)} {from_name}"))  # 730 or 731, never 730.5
    common = [common_unit(n) if n else None for n in (source_name, target_name)]
    if None not in common and common[0].dimension != common[1].dimension and "ounce" in (source_name, target_name):
        # "how many ounces in a cup": ounces of a volume are fluid ounces
        source_name, target_name = (("fluid_ounce" if n == "ounce" else n) for n in (source_name, target_name))
        common = [common_unit(n) if n else None for n in (source_name, target_name)]
    said = f"{said[0].upper()}{said[1:]}" if said else f"{_spoken_number(amount)} {from_name}"
    if inches := feet_and_inches(amount, source_name, asked_unit, said):
        return inches  # "165 cm in feet and inches": 5 feet 5 inches
    if (hourly := per_hour(source_name, target_name)) != target_name:  # "50 mph in kilometres": kilometres an hour
        target_name, to_unit, common[1] = hourly, f"{to_unit} an hour", common_unit(hourly or "")
    if sized := converted(amount, source_name or from_name, target_name or to_unit, said, to_unit, region):
        return sized  # pints, quarts, gallons and fluid ounces: British or American (measure_systems.py)
    if common[0] is not None and common[1] is not None:  # the everyday units: no pint (common_units.py)
        value = convert_common(amount, common[0], common[1])
        if value is None:
            return f"I can't convert {from_name} to {to_unit}."
    else:
        registry = _units()
        source, target = _unit(registry, source_name), _unit(registry, target_name)
        if source is None and (re.search(r"\d", from_name) or len(from_name.split()) > 3):
            return None  # "a coat costs 80 pounds with 25 percent off in the sale": a sentence, no unit to convert
        if target is None and re.search(r"\w \b(?:sounds?|sounded|would|was|were|is|are|looks?|looked|seems?|feels?|"
                                        r"felt|will|costs?|went|flew|flies)\b", to_unit):
            return None  # "a fortnight in spain sounds lovely": a remark about a place, no unit asked for
        if source is None and target is None and amount == 1:
            return None  # "how many cards in a deck", "how many players in a team": a count of things, no units
        if source is None or target is None:
            unknown = from_name if source is None else to_unit
            return f"I don't know the unit {unknown}."
        try:
            value = registry.Quantity(amount, source).to(target).magnitude
        except Exception:  # noqa: BLE001 - pint's DimensionalityError: miles to kilograms
            return f"I can't convert {from_name} to {to_unit}."
    if abs(value) > MAX_MAGNITUDE:
        return TOO_BIG_REPLY
    rounded = round(value, 2) if abs(value) >= 1 else float(f"{value:.3g}")
    return f"{said} is {_spoken_number(rounded)} {to_unit}."
