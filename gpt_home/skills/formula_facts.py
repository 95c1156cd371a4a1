"""Chemical formulas of everyday substances, from a small checked table: "whats the chemical formula for water",
"what is the formula of table salt", "co2 is the formula for what" -> "The chemical formula for water is H2O."

Only substances of the table (the ones school and quizzes ask about); a formula said back is read letter by letter
by the voice ("H 2 O"). Pure.
"""

from __future__ import annotations

import re

_FORMULAS = {
    "water": "H2O", "carbon dioxide": "CO2", "carbon monoxide": "CO", "table salt": "NaCl", "salt": "NaCl",
    "sodium chloride": "NaCl", "oxygen": "O2", "ozone": "O3", "hydrogen": "H2", "nitrogen": "N2", "methane": "CH4",
    "ammonia": "NH3", "glucose": "C6H12O6", "sugar": "C12H22O11", "table sugar": "C12H22O11", "sucrose": "C12H22O11",
    "hydrogen peroxide": "H2O2", "baking soda": "NaHCO3", "bicarbonate of soda": "NaHCO3", "chalk": "CaCO3",
    "calcium carbonate": "CaCO3", "sulphuric acid": "H2SO4", "sulfuric acid": "H2SO4", "hydrochloric acid": "HCl",
    "ethanol": "C2H5OH", "alcohol": "C2H5OH", "rust": "Fe2O3",
}
_NAMES = "|".join(sorted(_FORMULAS, key=len, reverse=True))
_ASKED = re.compile(rf"^(?:(?:um|er|so|and) )*(?:what is|whats|what s|tell me) the (?:chemical )?formula "
                    rf"(?:for|of) (?P<name>{_NAMES})(?: please)?$")
_BY_FORMULA = {f.lower(): name for name, f in reversed(list(_FORMULAS.items()))}
_BACK = re.compile(r"^(?:(?:um|er|so|and) )*(?P<f>[a-z0-9]{2,12}) is the (?:chemical )?formula (?:for|of) "
                   r"(?:what|which (?:substance|chemical|compound))$")


def reply(normalized: str) -> str | None:
    """The formula of a substance of the table, or the substance of a formula; None for anything else."""
    if (found := _ASKED.match(normalized)) is not None:
        name = found.group("name")
        return f"The chemical formula for {name} is {_FORMULAS[name]}."
    if (back := _BACK.match(normalized)) is not None and back.group("f") in _BY_FORMULA:
        formula = back.group("f")
        return f"{_FORMULAS[_BY_FORMULA[formula]]} is the formula for {_BY_FORMULA[formula]}."
    return None
