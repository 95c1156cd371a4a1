"""Spoken arithmetic and unit conversion: right answers, bounded cost, clear replies for bad input."""

from __future__ import annotations

import pytest

from gpt_home.skills import calc


@pytest.mark.parametrize(
    ("spoken", "reply"),
    [
        ("20 percent of 85", "20 percent of 85 is 17."),
        ("2 plus 2", "2 plus 2 is 4."),
        ("seven times eight", "Seven times eight is 56."),
        ("100 minus 35", "100 minus 35 is 65."),
        ("10 divided by 4", "10 divided by 4 is 2.5."),
        ("two to the power of ten", "Two to the power of ten is 1,024."),
        ("square root of 144", "Square root of 144 is 12."),
        ("12 over 4", "12 over 4 is 3."),
        ("15 percent of 200", "15 percent of 200 is 30."),
        ("1 million times 3", "1 million times 3 is 3,000,000."),
    ],
)
def test_arithmetic(spoken: str, reply: str) -> None:
    assert calc.calculate(spoken) == reply


@pytest.mark.parametrize(
    ("spoken", "reply"),
    [
        ("2 to the power of 10 million", calc.TOO_BIG_REPLY),
        ("9 to the power of 9 to the power of 9", calc.TOO_BIG_REPLY),
        ("1 million times 1 million times 1 million", calc.TOO_BIG_REPLY),
        ("5 divided by 0", calc.DIVIDE_BY_ZERO_REPLY),
        ("5 divided by zero", calc.DIVIDE_BY_ZERO_REPLY),
    ],
)
def test_huge_or_undefined_arithmetic_gets_a_short_reply(spoken: str, reply: str) -> None:
    assert calc.calculate(spoken) == reply


@pytest.mark.parametrize("spoken", ["the capital of france", "42", "", "x" * 500, "__import__('os')"])
def test_not_arithmetic_is_declined(spoken: str) -> None:
    assert calc.calculate(spoken) is None


@pytest.mark.parametrize(
    ("quantity", "unit", "reply"),
    [
        ("5 miles", "kilometres", "5 miles is 8.05 kilometres."),
        ("a pound", "grams", "1 pound is 453.59 grams."),
        ("100 fahrenheit", "celsius", "100 fahrenheit is 37.78 celsius."),
        ("10 kg", "pounds", "10 kg is 22.05 pounds."),
        ("3 cups", "millilitres", "3 cups is 709.76 millilitres."),
        ("2 furlongs", "smoots", "I don't know the unit smoots."),
        ("5 florps", "metres", "I don't know the unit florps."),
        ("5 miles", "kilograms", "I can't convert miles to kilograms."),
    ],
)
def test_units(quantity: str, unit: str, reply: str) -> None:
    assert calc.convert(quantity, unit) == reply


def test_a_conversion_without_a_number_is_declined() -> None:
    assert calc.convert("5", "the power of 2") is None
    assert calc.convert("the moon", "metres") is None


def test_a_count_of_things_is_no_unit_error() -> None:
    """ "how many cards in a deck": neither is a unit, so no "I don't know the unit deck" (a fact, not a conversion)."""
    assert calc.convert("a deck", "cards") is None
    assert calc.convert("a football team", "players") is None
    assert calc.convert("5 florps", "zarps") == "I don't know the unit florps."


def test_common_units_agree_with_pint_and_do_not_load_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The built-in table (skills/common_units.py) gives pint's figures for every unit it holds, without pint."""
    from gpt_home.skills.common_units import UNITS, convert_common

    registry = calc._units()  # noqa: SLF001

    def no_pint() -> None:
        raise AssertionError("pint was asked")

    with monkeypatch.context() as patched:
        patched.setattr(calc, "_units", no_pint)
        assert calc.convert("5 miles", "kilometres") == "5 miles is 8.05 kilometres."
        assert calc.convert("3 cups", "millilitres") == "3 cups is 709.76 millilitres."
        assert calc.convert("100 fahrenheit", "celsius") == "100 fahrenheit is 37.78 celsius."
        assert calc.convert("2 stone", "kilos") == "2 stone is 12.7 kilos."
        assert calc.convert("5 miles", "kilograms") == "I can't convert miles to kilograms."
    by_dimension: dict[str, list[str]] = {}
    for name, unit in UNITS.items():
        by_dimension.setdefault(unit.dimension, []).append(name)
    for names in by_dimension.values():
        for a in names:
            for b in names:
                expected = registry.Quantity(37.5, registry.Unit(a)).to(registry.Unit(b)).magnitude
                got = convert_common(37.5, UNITS[a], UNITS[b])
                assert got == pytest.approx(expected, rel=1e-9, abs=1e-9), (a, b)
    assert convert_common(1.0, UNITS["mile"], UNITS["gram"]) is None


@pytest.mark.parametrize(("quantity", "unit", "said"), [
    ("thirty degrees", "fahrenheit", "30 degrees celsius is 86 fahrenheit."),
    ("three fifty fahrenheit", "celsius", "350 fahrenheit is 176.67 celsius."),
    ("five foot five", "cms", "Five foot five is 165.1 cms."),  # said back as said
])
def test_bare_degrees_oven_numbers_and_short_unit_names(quantity: str, unit: str, said: str) -> None:
    assert calc.convert(quantity, unit) == said


@pytest.mark.parametrize(("quantity", "unit", "reply"), [
    ("a 5k run", "metres", "A 5k run is 5,000 metres."),
    ("a 10k", "miles", "A 10k is 6.21 miles."),
    ("a 10k race", "metres", "A 10k race is 10,000 metres."),
    ("a half marathon", "kilometres", "A half marathon is 21.1 kilometres."),
    ("a marathon", "miles", "A marathon is 26.22 miles."),
    ("twenty one k", "miles", "21 kilometers is 13.05 miles."),
])
def test_a_race_said_by_its_name_is_its_distance(quantity: str, unit: str, reply: str) -> None:
    assert calc.convert(quantity, unit) == reply


@pytest.mark.parametrize(("spoken", "value"), [("20 percent from 160", "32"), ("15 percent from 80", "12"),
                                               ("50 percent from 9", "4.5"), ("10 percent from 1000", "100"),
                                               ("25 percent from 60", "15")])
def test_a_learners_percent_from_is_percent_of(spoken: str, value: str) -> None:
    assert calc.calculate(spoken) == f"{spoken} is {value}."
