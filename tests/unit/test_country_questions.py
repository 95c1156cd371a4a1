"""Country questions answered from data (issue 15; ``skills.country_questions`` over ``skills.country_data``): each
fact kind said five or more ways (fillers, reasons, possessives, other names for the country), the data's known
corrections, and sentences with a cue word that are no country question and must be left to the rest of the cascade;
then through the real local skills. The phrasings are the engineer's own variations of each family."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills.country_data import atlas, currency_names
from gpt_home.skills.country_questions import find, reply
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


def answered(text: str) -> str | None:
    return reply(normalize(text), NOW)


@pytest.mark.parametrize(("text", "expected"), [
    ("what is the capital of canada", "The capital of Canada is Ottawa."),
    ("um whats the capital of canada", "The capital of Canada is Ottawa."),
    ("my son needs it for homework whats the capital city of canada", "The capital of Canada is Ottawa."),
    ("capital city of canada", "The capital of Canada is Ottawa."),
    ("What's Canada's capital?", "The capital of Canada is Ottawa."),
    ("canada capital city please", "The capital of Canada is Ottawa."),
    ("my granddaughter asked me whats the capital of italy", "The capital of Italy is Rome."),
    ("settle an argument whats the capital of australia is it sydney", "The capital of Australia is Canberra."),
    ("whats the capital of holland", "The capital of the Netherlands is Amsterdam, and the government sits in The Hague."),
    ("what's the capital of the U.K.?", "The capital of the United Kingdom is London."),
    ("whats the capital city of scotland", "The capital of Scotland is Edinburgh."),
    ("capital of america", "The capital of the United States is Washington D.C."),
])
def test_capital_said_many_ways(text: str, expected: str) -> None:
    assert answered(text) == expected


def test_several_capitals_are_all_said_and_a_renamed_one_is_current() -> None:
    south_africa = answered("what's the capital of south africa")
    assert south_africa is not None and all(c in south_africa for c in ("Pretoria", "Cape Town", "Bloemfontein"))
    bolivia = answered("what is the capital of bolivia")
    assert bolivia is not None and "Sucre" in bolivia and "La Paz" in bolivia
    assert answered("what is the capital of kazakhstan") == "The capital of Kazakhstan is Astana."  # not Nur-Sultan


@pytest.mark.parametrize(("text", "expected"), [
    ("is Sydney the capital of Australia", "No, the capital of Australia is Canberra."),
    ("isn't Sydney the capital of Australia?", "No, the capital of Australia is Canberra."),
    ("is Sydney Australia's capital", "No, the capital of Australia is Canberra."),
    ("is the capital of Australia Sydney", "No, the capital of Australia is Canberra."),
    ("is it true that Sydney is the capital of Australia", "No, the capital of Australia is Canberra."),
    ("Sydney is the capital of Australia, right?", "No, the capital of Australia is Canberra."),
    ("is Paris the capital of France", "Yes, the capital of France is Paris."),
    ("so is canberra the capital city of australia", "Yes, the capital of Australia is Canberra."),
    ("is mexico city the capital of mexico", "Yes, the capital of Mexico is Mexico City."),
    ("is edinburgh the capital of scotland", "Yes, the capital of Scotland is Edinburgh."),
    ("is the hague the capital of the netherlands",
     "No, the capital of the Netherlands is Amsterdam, and the government sits in The Hague."),
])
def test_a_capital_checked_is_answered_yes_or_no_first(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize("text", [
    "is town the capital of south africa", "is city the capital of mexico", "is paz the capital of bolivia",
])
def test_the_last_word_of_a_capital_is_no_yes(text: str) -> None:  # review finding 12: "town" is not Cape Town
    said = answered(text)
    assert said is None or not said.startswith("Yes")


@pytest.mark.parametrize("text", [
    "what is the capital of australia", "is the capital of australia big", "is it the capital of australia",
    "is sydney or canberra the capital of australia", "how big is the capital of australia",
    "settle an argument whats the capital of australia is it sydney",
])
def test_a_capital_asked_or_a_check_with_no_city_gets_the_plain_fact(text: str) -> None:
    assert answered(text) == "The capital of Australia is Canberra."


@pytest.mark.parametrize(("text", "expected"), [
    ("what language do they speak in the netherlands", "In the Netherlands they speak Dutch."),
    ("what do they speak in austria", "In Austria they speak German."),
    ("if i go to brazil what language will i need", "In Brazil they speak Portuguese."),
    ("what language do people speak in mexico", "In Mexico they speak Spanish."),
    ("do they speak english in canada", "In Canada they speak English and French."),
    ("which languages are spoken in switzerland", "In Switzerland they speak German, French and Italian."),
    ("whats the language of holland", "In the Netherlands they speak Dutch."),
    ("my friend is moving to japan what language is spoken there", "In Japan they speak Japanese."),
])
def test_language_said_many_ways(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what currency does japan use", "Japan uses the Japanese yen."),
    ("what money do they use in the uk", "The United Kingdom uses the British pound."),
    ("were going to croatia next summer what currency do they use there", "Croatia uses the euro."),
    ("whats the currency of the united states", "The United States uses the US dollar."),
    ("what kind of money do they have in america", "The United States uses the US dollar."),
    ("the netherlands what currency is that", "The Netherlands uses the euro."),
    ("what's the U.K.'s currency", "The United Kingdom uses the British pound."),
])
def test_currency_said_many_ways(text: str, expected: str) -> None:
    assert answered(text) == expected


def test_currency_is_the_one_legal_on_the_day_asked() -> None:
    """countryinfo still lists the Croatian kuna (replaced by the euro in 2023): CLDR's dated data wins."""
    croatia = atlas().by_name["croatia"]
    assert croatia.currency_codes == ("HRK",)
    assert currency_names(croatia, date(2020, 6, 1)) == ["Croatian kuna"]
    assert currency_names(croatia, date(2026, 12, 1)) == ["euro"]


@pytest.mark.parametrize(("text", "expected"), [
    ("what continent is egypt in", "Egypt is in Africa."),
    ("what continent is brazil on", "Brazil is in South America."),
    ("which part of the world is fiji in", "Fiji is in Oceania."),
    ("mexico which continent is that", "Mexico is in North America."),
    ("on what continent do you find japan", "Japan is in Asia."),
    ("what continent is russia in", "Russia is in Europe and Asia."),
])
def test_continent_said_many_ways(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what's the dialling code for the uk", "The dialling code for the United Kingdom is plus 44."),
    ("whats the country code for france", "The dialling code for France is plus 33."),
    ("what is the phone code for holland", "The dialling code for the Netherlands is plus 31."),
    ("i need to ring germany whats the international dialing code", "The dialling code for Germany is plus 49."),
    ("calling code for australia", "The dialling code for Australia is plus 61."),
    ("what do i dial for spain", "The dialling code for Spain is plus 34."),
])
def test_dialling_code_said_many_ways(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what are people from the netherlands called", "People from the Netherlands are called Dutch."),
    ("what do you call someone from new zealand", "People from New Zealand are called New Zealanders."),
    ("what are people who live in japan called", "People from Japan are called Japanese."),
    ("what do you call a person from canada", "People from Canada are called Canadians."),
    ("people from switzerland what are they called", "People from Switzerland are called Swiss."),
    ("what nationality are people from japan", "People from Japan are called Japanese."),
    ("what's a person from peru called", "People from Peru are called Peruvians."),
])
def test_demonym_said_many_ways(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("which country is lisbon in", "Lisbon is in Portugal."),
    ("what country is paris in", "Paris is in France."),
    ("ottawa is the capital of which country", "Ottawa is in Canada."),
    ("um what country is madrid in", "Madrid is in Spain."),
    ("which country has canberra as its capital", "Canberra is in Australia."),
    ("what country is the hague in", "The Hague is in the Netherlands."),
    ("which country is cardiff in", "Cardiff is in Wales."),
])
def test_city_country_from_the_capitals(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("where is peru", "Peru is in South America."),
    ("wheres lisbon", "Lisbon is in Portugal."),
    ("um where is the netherlands located", "The Netherlands is in Europe."),
    ("where abouts is kenya on the map", "Kenya is in Africa."),
    ("where is new zealand", "New Zealand is in Oceania."),
])
def test_where_a_country_or_a_capital_is(text: str, expected: str) -> None:
    assert answered(text) == expected


def test_population_is_never_answered_from_old_figures() -> None:
    for text in ("what is the population of canada", "how many people live in japan"):
        said = answered(text)
        assert said is not None and not re.search(r"\d", said) and "up-to-date" in said


NOT_COUNTRY_QUESTIONS = (
    "what is the capital letter of my name", "who is the capital of fashion", "spell canada",
    "how do you spell netherlands", "what time is it in japan", "whats the weather like in france",
    "add french bread to the shopping list", "set a timer for ten minutes",
    "how much money do i need for a week in japan", "convert 10 dollars to yen", "whats the exchange rate for the euro",
    "do you speak french", "how do you say hello in japanese", "can you translate thank you into spanish",
    "call my mum in canada", "i need to phone the bank", "what is capital punishment", "what is a capital gains tax",
    "is paris nice in spring", "my daughter lives in canada", "tell me a joke about germany",
    "who won the world cup in 2018", "what is the capital", "what languages can you speak",
    "how many languages are there in the world", "what is the biggest country in the world",
    "which country has the most people", "what is the money in my account", "remind me to call america at five",
    "play some music from brazil", "what does capital mean", "how many letters in the word canada",
    "whats the best language to learn", "what is the capital of the moon", "i speak english and my wife speaks dutch",
    "what is the area code for my doctor", "how much does a flight to spain cost",
    "what currency should i bring to spain or france", "the capital one credit card",
    "which is bigger canada or russia", "what country is the best", "what is the capital of france and germany",
    "which country is the eiffel tower in", "what time is it in the capital of france",
    "turn on the kitchen light", "what is the capital of georgia",
    "i spent all my money in spain", "we were in the capital of spain last week",
    "my wife is talking to her sister in canada", "where is my phone", "where is the nearest pharmacy in spain",
    "dial my mum in spain", "where is georgia",
    "which country is plymouth in", "where is hamilton", "our neighbours are from the netherlands they speak dutch",
)


@pytest.mark.parametrize("text", NOT_COUNTRY_QUESTIONS)
def test_not_a_country_question_is_left_alone(text: str) -> None:
    assert answered(text) is None
    assert find(normalize(text), NOW) == []


def test_the_must_not_answer_list_is_long_enough() -> None:
    assert len(NOT_COUNTRY_QUESTIONS) >= 30


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


@pytest.mark.parametrize(("text", "expected"), [
    ("um whats the capital of canada", "The capital of Canada is Ottawa."),
    ("what language do they speak in the netherlands", "In the Netherlands they speak Dutch."),
    ("japan what money do they use there", "Japan uses the Japanese yen."),
])
def test_through_the_local_skills(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


LAZY_SCRIPT = """
import sys
from datetime import UTC, datetime
from gpt_home.skills.local import LocalSkills
from gpt_home.skills import dialogue
from gpt_home.skills.country_questions import reply
now = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
loaded = [m for m in ("babel", "countryinfo", "gpt_home.skills.country_data") if m in sys.modules]
reply("what time is it in the capital", now)  # no country cue that needs the data
reply("set a timer for ten minutes", now)
still = [m for m in ("babel", "gpt_home.skills.country_data") if m in sys.modules]
said = reply("what is the capital of canada", now)
print(loaded, still, "babel" in sys.modules, said)
"""


def test_the_data_loads_with_the_first_country_question_not_at_start() -> None:
    """The Pi Zero's footprint is at its edge: babel (CLDR names) and the country files stay out until asked."""
    done = subprocess.run([sys.executable, "-c", LAZY_SCRIPT], capture_output=True, text=True, timeout=120,
                          check=True)
    assert done.stdout.strip() == "[] [] True The capital of Canada is Ottawa."
