"""Chemical element questions answered from the periodictable package (issue 15; ``skills.element_questions``):
each direction (name to symbol, symbol to name, atomic number both ways, atomic weight, how many) said five or more
ways by the engineer, IUPAC's British spellings, and sentences with a chemistry word or a metal's name that are no
element question; the package loads with the first element question, not at start."""

from __future__ import annotations

import subprocess
import sys

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.element_questions import reply, table


def answered(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("what is the chemical symbol for silver", "The chemical symbol for silver is Ag."),
    ("whats the symbol for lead on the periodic table", "The chemical symbol for lead is Pb."),
    ("sodium what's its chemical symbol", "The chemical symbol for sodium is Na."),
    ("um for my homework what's the element symbol of potassium", "The chemical symbol for potassium is K."),
    ("tell me the chemical symbol of tin", "The chemical symbol for tin is Sn."),
    ("what's the symbol for aluminium", "The chemical symbol for aluminium is Al."),
    ("what's the chemical symbol for sulphur", "The chemical symbol for sulphur is S."),
    ("whats the symbol for mercury in chemistry", "The chemical symbol for mercury is Hg."),
])
def test_name_to_symbol(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("which element has the symbol pb", "Pb is the symbol for lead."),
    ("what element has the chemical symbol k", "K is the symbol for potassium."),
    ("what does the symbol na stand for on the periodic table", "Na is the symbol for sodium."),
    ("which element's symbol is ag", None),  # the symbol is not last after "symbol": left to the model
    ("what element has the symbol he", "He is the symbol for helium."),
    ("in chemistry what does the symbol w mean", "W is the symbol for tungsten."),
])
def test_symbol_to_name(text: str, expected: str | None) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # "the letters X" read like "the symbol X" (round 15: "the letters au stand for which element" went to the model)
    ("the letters au stand for which chemical element", "Au is the symbol for gold."),
    ("the letters au stand for which element", "Au is the symbol for gold."),
    ("what element do the letters fe stand for", "Fe is the symbol for iron."),
    ("which element do the letters pb stand for", "Pb is the symbol for lead."),
    ("the letter k stands for which element", "K is the symbol for potassium."),
    ("the letters hg stand for what element", "Hg is the symbol for mercury."),
    ("what do the letters na stand for on the periodic table", "Na is the symbol for sodium."),
    ("um what chemical element do the letters ag stand for", "Ag is the symbol for silver."),
    ("the symbol sn stands for which element", "Sn is the symbol for tin."),
])
def test_the_letters_read_like_the_symbol(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what's the atomic number of oxygen", "Oxygen has atomic number 8."),
    ("whats irons atomic number", "Iron has atomic number 26."),
    ("hydrogen what is its atomic number", "Hydrogen has atomic number 1."),
    ("which element has atomic number 92", "Element number 92 is uranium."),
    ("what is element number twenty six", "Element number 26 is iron."),
    ("what's the atomic weight of carbon", "The atomic weight of carbon is about 12.011."),
    ("what is the atomic mass of helium", "The atomic weight of helium is about 4.003."),
    ("what's the atomic mass of plutonium", "Plutonium has no standard atomic weight: all its forms are radioactive."),
    ("how many elements are on the periodic table", "There are 118 known elements on the periodic table."),
    ("how many chemical elements are there", "There are 118 known elements on the periodic table."),
])
def test_numbers_weights_and_the_count(text: str, expected: str) -> None:
    assert answered(text) == expected


NOT_ELEMENT_QUESTIONS = (
    "what's the symbol for pi", "what's the price of gold", "how much is an ounce of silver worth",
    "what's the symbol for the euro", "what does the symbol at the top of the page mean", "iron my shirt",
    "what does the symbol in the corner mean", "what are the elements of a good story", "the heating element is broken",
    "whats the symbol for gold and silver", "what's the chemical symbol for water", "add iron tablets to the list",
    "is my gold ring real", "what is a symbol", "how do you spell helium", "the element of surprise",
    "what's the symbol for pound sterling", "what does the heart symbol mean", "what is the atomic bomb",
    "set a timer for lead time", "what symbol is on the washing label",
    # a compound named after the element (review finding 9)
    "what's the chemical symbol for sodium chloride", "what is the atomic number of carbon dioxide",
    "what's the chemical symbol for calcium carbonate",
    # letters that are no element symbol, or no chemistry word said
    "the letters on the sign", "what do the letters bbc stand for", "what do the letters au stand for",
    "what element do the letters bbc stand for", "what do the letters on my phone mean", "spell the letters au",
    "the letters au stand for which university",
)


@pytest.mark.parametrize("text", NOT_ELEMENT_QUESTIONS)
def test_not_an_element_question_is_left_alone(text: str) -> None:
    assert answered(text) is None


def test_the_table_is_the_118_elements_with_british_spellings() -> None:
    elements = table()
    assert len(elements.by_number) == 118 and elements.by_number[118].name == "oganesson"
    assert elements.by_name["caesium"] is elements.by_name["cesium"]


LAZY_SCRIPT = """
import sys
from gpt_home.skills.local import LocalSkills
from gpt_home.skills import dialogue
from gpt_home.skills.element_questions import reply
before = "periodictable" in sys.modules
reply("what is the largest planet")  # no chemistry cue
reply("set a timer for ten minutes")
still = "periodictable" in sys.modules
print(before, still, reply("whats the chemical symbol for gold"), "periodictable" in sys.modules)
"""


def test_periodictable_loads_with_the_first_element_question_not_at_start() -> None:
    done = subprocess.run([sys.executable, "-c", LAZY_SCRIPT], capture_output=True, text=True, timeout=120,
                          check=True)
    assert done.stdout.strip() == "False False The chemical symbol for gold is Au. True"
