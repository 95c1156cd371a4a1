"""The units a household converts most, without pint: "5 miles in km" answers in microseconds.

pint's registry takes about a second of CPU and 16 MB to build; loading it at daemon start cost every start for a
skill used rarely, and loading it on the first conversion put that second on the reply. The kitchen, road and weather
units below are exact (the same definitions pint uses: US customary volumes, the international foot and pound, the
Julian year); anything else still goes to pint, loaded then.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Unit:
    """A unit as a scale (and offset) of its dimension's base unit."""

    dimension: str
    scale: float
    offset: float = 0.0  # temperatures: base = value * scale + offset

    def to_base(self, value: float) -> float:
        """``value`` of this unit in the base unit."""
        return value * self.scale + self.offset

    def from_base(self, value: float) -> float:
        """``value`` of the base unit in this unit."""
        return (value - self.offset) / self.scale


_GALLON = 3.785411784  # litres (231 cubic inches)
_FLUID_OUNCE = _GALLON / 128
# Names as calc.py's aliases spell them (pint's names).
UNITS: dict[str, Unit] = {
    "kilometer": Unit("length", 1000.0), "meter": Unit("length", 1.0), "centimeter": Unit("length", 0.01),
    "millimeter": Unit("length", 0.001), "mile": Unit("length", 1609.344), "yard": Unit("length", 0.9144),
    "foot": Unit("length", 0.3048), "inch": Unit("length", 0.0254),
    "kilogram": Unit("mass", 1.0), "gram": Unit("mass", 0.001), "milligram": Unit("mass", 1e-6),
    "pound": Unit("mass", 0.45359237), "ounce": Unit("mass", 0.45359237 / 16), "stone": Unit("mass", 0.45359237 * 14),
    "liter": Unit("volume", 1.0), "milliliter": Unit("volume", 0.001), "gallon": Unit("volume", _GALLON),
    "quart": Unit("volume", _GALLON / 4), "pint": Unit("volume", _GALLON / 8), "cup": Unit("volume", _GALLON / 16),
    "fluid_ounce": Unit("volume", _FLUID_OUNCE), "tablespoon": Unit("volume", _FLUID_OUNCE / 2),
    "teaspoon": Unit("volume", _FLUID_OUNCE / 6),
    "kelvin": Unit("temperature", 1.0), "degC": Unit("temperature", 1.0, 273.15),
    "degF": Unit("temperature", 5 / 9, 459.67 * 5 / 9),
    "mile/hour": Unit("speed", 1609.344 / 3600), "kilometer/hour": Unit("speed", 1000 / 3600),
    "meter/second": Unit("speed", 1.0),
    "second": Unit("time", 1.0), "minute": Unit("time", 60.0), "hour": Unit("time", 3600.0),
    "day": Unit("time", 86400.0), "week": Unit("time", 7 * 86400.0), "year": Unit("time", 365.25 * 86400.0),
}  # fmt: skip


def common_unit(name: str) -> Unit | None:
    """The unit called ``name`` (pint's spelling, or its plural), or None when it is not a common one."""
    name = name.strip().replace(" ", "_")
    found = UNITS.get(name)
    if found is None and name.endswith("s"):
        found = UNITS.get(name[:-1])
    if found is None:
        found = UNITS.get(name.replace("metre", "meter").replace("litre", "liter"))
    return found


def convert_common(amount: float, source: Unit, target: Unit) -> float | None:
    """``amount`` of ``source`` in ``target``; None when they measure different things."""
    if source.dimension != target.dimension:
        return None
    return target.from_base(source.to_base(amount))
