"""Targets of a conversion said the household's way: "what's 165 centimetres in feet and inches" is 5 feet 5
inches (never 5.41 feet), and "50 miles an hour in kilometres" means kilometres an hour (a speed asked in a length
is asked in that length per hour). Pure: the amount and the unit names as ``calc.convert`` has read them.
"""

from __future__ import annotations

import re

from gpt_home.skills.common_units import common_unit, convert_common

_FEET_AND_INCHES = re.compile(r"^(?:feet|foot|ft) (?:and )?(?:inches|inch|ins?)$")
_SPEEDS = frozenset({"mile/hour", "kilometer/hour", "meter/second"})
_PER_HOUR = {"kilometer": "kilometer/hour", "mile": "mile/hour"}


def per_hour(source_name: str | None, target_name: str | None) -> str | None:
    """``target_name`` per hour when a speed is asked in a length ("mph in kilometres"), else as it was."""
    if source_name not in _SPEEDS or target_name is None:
        return target_name
    return _PER_HOUR.get(target_name.removesuffix("s"), target_name)


def feet_and_inches(amount: float, source_name: str | None, to_unit: str, said: str) -> str | None:
    """ "165 centimetres is 5 feet 5 inches." when feet and inches are asked for a length; None otherwise."""
    source = common_unit(source_name or "")
    if not _FEET_AND_INCHES.match(" ".join(to_unit.lower().split())) or source is None:
        return None
    inches = convert_common(amount, source, common_unit("inch"))  # type: ignore[arg-type]
    if inches is None or not 0 < inches < 100_000:
        return None
    feet, rest = divmod(round(inches), 12)
    foot_said = f"{feet:,} foot" if feet == 1 else f"{feet:,} feet"
    rest_said = "" if rest == 0 else f" {rest} inch" if rest == 1 else f" {rest} inches"
    return f"{said} is {foot_said}{rest_said}."
