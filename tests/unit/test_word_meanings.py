"""What a word means, its opposite, another word for it and an animal's kind, read from WordNet's database (issue 15;
``skills.word_meanings``): each family said five or more ways, the sentences it must not read, and silence where
the dictionary is not sure or not installed."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.wordnet_data import find_root
from tests.optional_parts import require
from gpt_home.skills import wordnet_data
from gpt_home.skills.word_meanings import reply


@pytest.fixture(autouse=True)
def wordnet_installed() -> None:
    """Debian's wordnet-base (scripts/setup.sh installs it): skipped on a developer machine without it, a failure in
    CI."""
    require(find_root() is not None, "WordNet's database is not installed (Debian package wordnet-base)")


def said(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("what is a tadpole", "A tadpole is a larval frog or toad."),
    ("What's a calf?", "A calf is the young of domestic cattle."),
    ("what is an axolotl exactly", "An axolotl is a larval salamander of mountain lakes of Mexico that usually lives "
                                   "without metamorphosing."),
    ("what does zymurgy mean", "Zymurgy is the branch of chemistry concerned with fermentation."),
    ("what is the meaning of the word gravity", "Gravity is the force of attraction between all masses in the "
                                                "universe."),
    ("define photosynthesis", "Photosynthesis is synthesis of compounds with the aid of radiant energy."),
    ("what's the definition of a computer", None),  # "a computer" after "definition of": not a phrasing we read
    ("what is a kettle", "A kettle is a metal pot for stewing or boiling."),
    ("what is a blue whale", "A blue whale is the largest mammal ever known."),
    ("what is h2o", "H2O is water."),
    ("what does abandon mean", "To abandon means to forsake, leave behind."),
    ("what does happy mean", "Happy means enjoying or showing or marked by joy or pleasure."),
])
def test_a_definition_is_the_common_sense_said_plainly(text: str, expected: str | None) -> None:
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "what is a good film", "what is a timer for 5 minutes", "what is the time", "what is it", "what is up",
    "what is today", "what is love", "what is left", "what is the weather", "what is a dog",  # "a member of the genus"
    "what is a banana",  # the commonest sense's gloss is too long to say
    "what is the capital of france", "what is 5 times 6", "what does the fox say", "what is your name",
    "what is a lamb chop recipe", "define it", "what is a computer",  # "computer": the wake word, not asked
])
def test_sentences_that_are_no_definition_question_or_unsure_are_left(text: str) -> None:
    assert said(text) is None


@pytest.mark.parametrize(("text", "expected"), [
    ("what's the opposite of hot", "The opposite of hot is cold."),
    ("whats the opposite of fast", "The opposite of fast is slow."),
    ("opposite of up", "The opposite of up is down."),
    ("what is the antonym of happy", "The opposite of happy is unhappy."),
    ("tell me the opposite of the word left", "The opposite of left is right."),
    ("what's the opposite word for wet", "The opposite of wet is dry."),
])
def test_opposites(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("another word for big", "Another word for big is large."),
    ("what's another word for car", "Other words for car are auto, automobile and motorcar."),
    ("give me a synonym for big", "Another word for big is large."),
    ("what is a different word for car", "Other words for car are auto, automobile and motorcar."),
    ("synonyms for big", "Another word for big is large."),
    ("what's another word for happy", None),  # no common word shares its sense: silent, not a rare one
])
def test_synonyms_are_common_words_of_the_same_sense(text: str, expected: str | None) -> None:
    assert said(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("is a whale a fish", "No, a whale is not a fish; it is a mammal."),
    ("is a bat a mammal", "Yes, a bat is a mammal."),
    ("are spiders insects", "No, a spider is not an insect; it is an arachnid."),
    ("is a penguin a bird", "Yes, a penguin is a bird."),
    ("is a frog a reptile", "No, a frog is not a reptile; it is an amphibian."),
    ("are cows mammals", "Yes, a cow is a mammal."),
])
def test_an_animals_kind(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize("text", ["is a tomato a fruit", "are you a robot", "is it a holiday", "are we there yet",
                                  "is a table a mammal"])
def test_kind_questions_about_no_animal_are_left(text: str) -> None:
    assert said(text) is None


def test_animal_senses_that_disagree_leave_the_kind_question() -> None:
    assert said("are dolphins mammals") is None  # WordNet's first "dolphin" is the dolphinfish, its second a whale


def test_without_the_database_every_word_question_is_left(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """Another OS, or wordnet-base removed: the model or the honest fallback answers, nothing fails."""
    monkeypatch.setattr(wordnet_data, "DEFAULT_DIRS", ())
    monkeypatch.setenv("GPT_HOME_WORDNET", str(tmp_path))
    monkeypatch.setattr(wordnet_data, "_opened", {})
    assert wordnet_data.open_wordnet() is None
    for text in ("what is a tadpole", "opposite of hot", "another word for big", "is a whale a fish"):
        assert reply(normalize(text)) is None



@pytest.mark.parametrize(("text", "expected"), [
    ("what colour is a banana", "A banana is yellow."),  # the fruit, WordNet's second sense: the plant has no colour
    ("what color are emeralds", "Emeralds are green."),
    ("what colour is grass", "Grass is green."),
    ("what colour is a polar bear", "A polar bear is white."),
    ("what colour are bananas", "Bananas are yellow."),
    ("what colour is a tomato", "A tomato is red or yellow."),
    ("what colour is milk usually", "Milk is white."),
])
def test_a_things_colour_from_its_gloss(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "what colour is the sky",  # the gloss names no colour: left to the model or the fallback
    "what colour is a robin",  # "a thrush having a rust-red breast": the colour of a part, not of the bird
    "what colour is my car", "what colour is the light", "what colour is your hair", "what colour should i paint it",
])
def test_colour_questions_the_gloss_does_not_answer_are_left(text: str) -> None:
    assert said(text) is None


@pytest.mark.parametrize(("text", "expected"), [
    ("what is a dolphin", "A dolphin is any of various small toothed whales with a beaklike snout."),  # not the fish
    ("what is a volcano", "A volcano is a mountain formed by volcanic material."),  # not "vent", also called so
    ("what is an octopus", "An octopus is a bottom-living cephalopod having a soft oval body with eight long "
                           "tentacles."),  # the animal before its tentacles as food
    ("what is a battery", "A battery is a device that produces electricity."),  # not WordNet's group of guns
    ("what is a penguin", "Penguins are short-legged flightless birds of cold southern especially Antarctic regions "
                          "having webbed feet and wings modified as flippers."),  # a gloss in the plural
    ("what is a tooth", "Teeth are hard bonelike structures in the jaws of vertebrates."),
    ("what is a mole", None),  # the unit, the spy, the sauce, the spot: too scattered to pick
])
def test_the_sense_a_household_means(text: str, expected: str | None) -> None:
    assert said(text) == expected
