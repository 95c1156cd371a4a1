"""Pints, quarts, gallons and fluid ounces come in two sizes: a British (imperial) pint is 568 ml, an American one
473 ml, so "how many pints in a litre" is 1.76 in a British kitchen and 2.11 in an American one.

The household's region is read from the configured time zone (the one setting that names a place): a UK or Irish
zone means imperial measures, a United States zone US customary ones. With no such zone, or the system's zone, both
are given briefly ("1 litre is 1.76 pints, or 2.11 US pints"). A unit said with its system ("US pints", "imperial
gallons", "British pints") is always that one. Pure.
"""

from __future__ import annotations

import re
from datetime import tzinfo

from gpt_home.skills.common_units import UNITS, Unit

UK, US = "uk", "us"
_IMPERIAL = {"pint": Unit("volume", 0.56826125), "quart": Unit("volume", 1.1365225),
             "gallon": Unit("volume", 4.54609), "fluid_ounce": Unit("volume", 0.0284130625)}  # exact, by law
_UK_ZONES = frozenset({"Europe/London", "Europe/Belfast", "Europe/Dublin", "Europe/Isle_of_Man", "Europe/Jersey",
                       "Europe/Guernsey", "GB", "GB-Eire", "Eire"})
_US_ZONES = re.compile(r"^(?:US/.+|America/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|"
                       r"Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Menominee|Indiana/.+|Kentucky/.+|North_Dakota/.+|"
                       r"Indianapolis|Louisville|Fort_Wayne|Shiprock)|Pacific/Honolulu|Navajo)$")
_SYSTEM_WORDS = {"uk": UK, "u k": UK, "british": UK, "imperial": UK, "english": UK, "us": US, "u s": US,
                 "american": US, "usa": US}
_SAID = re.compile(r"^(?:(uk|u k|british|imperial|english|us|u s|american|usa) )?"
                   r"(pints?|quarts?|gallons?|fluid ounces?|fl oz|fluid_ounce)$")
_OTHER = ("liter", "milliliter", "cup", "tablespoon", "teaspoon")  # the same in both systems here (US cups)


def region_of(tz: tzinfo | None) -> str | None:
    """"uk" or "us" for a configured zone of those countries; None when the zone does not say (UTC, the system's)."""
    key = str(getattr(tz, "key", "") or "")
    if key in _UK_ZONES:
        return UK
    return US if _US_ZONES.match(key) else None


def _two_sized(name: str) -> tuple[str, str | None] | None:
    """("pint", "uk") for "imperial pints", ("pint", None) for "pints" or pint's "pint"; None for any other unit."""
    found = _SAID.match(" ".join(name.lower().replace("_", " ").split()).replace("fluid ounce", "fluid_ounce"))
    if found is None:
        return None
    base = found.group(2).removesuffix("s")
    return ("fluid_ounce" if base in ("fluid_ounce", "fl oz") else base), _SYSTEM_WORDS.get(found.group(1) or "")


def _size(name: str, system: str) -> Unit | None:
    return _IMPERIAL[name] if system == UK and name in _IMPERIAL else UNITS.get(name)


def sized_unit(spoken: str, system: str) -> Unit | None:
    """The unit a spoken pint, quart, gallon or fluid ounce is in ``system`` (or in the system said with it:
    "US pints"); None for any other unit."""
    found = _two_sized(spoken)
    return None if found is None else _size(found[0], found[1] or system)


def _figure(value: float) -> str:
    rounded = round(value, 2) if abs(value) >= 1 else float(f"{value:.3g}")
    return f"{rounded:,.2f}".rstrip("0").rstrip(".") if abs(value) >= 1 else f"{rounded:g}"


def converted(amount: float, source: str, target: str, said: str, to_unit: str, region: str | None) -> str | None:
    """ "1 litre is 1.76 pints, or 2.11 US pints." for ``amount`` of ``source`` in ``target`` (pint's names or as
    said, ``said`` the quantity as it is said back), sized for ``region``; None when neither unit has two sizes."""
    sides = [_two_sized(source), _two_sized(target)]
    if sides == [None, None]:
        return None
    plain = [(name, None) if (name := n.lower()) in _OTHER else None for n in (source, target)]
    (first, first_system), (second, second_system) = (side or plain[i] or ("", "") for i, side in enumerate(sides))
    if not first or not second:
        return None  # "pints to miles": calc says it can't
    if region is None and {first, second} & {"cup", "tablespoon", "teaspoon"}:
        region = US  # cups and spoons are American measures: an American recipe's pints
    values = {}
    for system in (region,) if region else (UK, US):
        a, b = _size(first, first_system or system), _size(second, second_system or system)
        if a is None or b is None:
            return None
        values[system] = amount * a.scale / b.scale
    head, to_unit = f"{said[0].upper()}{said[1:]} is", re.sub(r"\b(?:uk|us)\b", lambda m: m[0].upper(), to_unit)
    if len(set(map(_figure, values.values()))) == 1:  # "a gallon is 8 pints" in both, or one region's
        return f"{head} {_figure(next(iter(values.values())))} {to_unit}."
    uk, us = _figure(values[UK]), _figure(values[US])
    if sides[1] and sides[1][1] is None and not (sides[0] and sides[0][1] is None):
        return f"{head} {uk} {to_unit}, or {us} US {to_unit}."
    if sides[0] and sides[0][1] is None and not (sides[1] and sides[1][1] is None):
        return f"{head} {uk} {to_unit}, or {us} {to_unit} for {_us_said(amount, first)}."
    return f"{head} {uk} {to_unit}, or {us} in US measures."


def _us_said(amount: float, name: str) -> str:
    """ "a US gallon" for one gallon, "US pints" for any other amount."""
    name = name.replace("_", " ")
    return f"a US {name}" if amount == 1 else f"US {name}s"
