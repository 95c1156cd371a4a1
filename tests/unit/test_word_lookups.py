"""Baby animals, what a young animal grows into, which animal makes a sound, and who invented or was the first,
read backwards from WordNet's glosses (issue 15; ``skills.word_lookups``): each family said five or more ways, the
sentences it must not read, and silence where the dictionary has no single answer."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import first_holders
from gpt_home.skills.word_lookups import reply


pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py


def said(text: str) -> str | None:
    """The word families' reply; the first holder of a role is ``first_holders``' (round 27)."""
    return reply(normalize(text)) or first_holders.reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("what do you call a baby cow", "A baby cow is called a calf."),  # calf: "young of domestic cattle"
    ("what do you call a baby sheep", "A baby sheep is called a lamb."),
    ("what's a baby horse called", "A baby horse is called a foal."),  # not "filly" or "colt": they name a sex
    ("what is the name for a young dog", "A baby dog is called a puppy."),
    ("what are baby cats called", "A baby cat is called a kitten."),
    ("what is a baby pig called", "A baby pig is called a piglet."),
    ("what do we call a baby bear", "A baby bear is called a cub."),  # "bear cub" gives way to "cub"
    ("what do you call a baby swan", "A baby swan is called a cygnet."),
    ("what do you call a baby goose", "A baby goose is called a gosling."),
    ("what do you call a baby elephant", "A baby elephant is called a calf."),
    ("what do you call a baby frog", "A baby frog is called a tadpole."),
    ("what's a young hare called", "A baby hare is called a leveret."),
    ("what's a baby hen called", "A baby hen is called a chick."),  # "chick: young bird especially of domestic fowl"
    ("what do you call a baby chicken", "A baby chicken is called a chick."),  # ... before any bird's "nestling"
    ("what do you call a baby bird", "A baby bird is called a nestling."),  # no fowl asked: the commonest
])
def test_baby_animals(text: str, expected: str | None) -> None:
    assert said(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what does a tadpole grow into", "A tadpole turns into a frog or toad."),
    ("what do caterpillars turn into", "A caterpillar turns into a butterfly or moth."),
    ("what will a cygnet become", "A cygnet grows into a swan."),
    ("what does a lamb grow up to be", "A lamb grows into a sheep."),
    ("what does a foal grow into when it grows up", "A foal grows into a horse."),
    ("what does a puppy turn into", "A puppy grows into a dog."),
])
def test_what_a_young_animal_grows_into(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what animal says moo", "A cow says moo."),
    ("what animal goes moo", "A cow says moo."),
    ("which animal goes baa", "Sheep say baa."),
    ("what animal says quack", "A duck says quack."),
    ("what animal makes a neigh sound", "A horse says neigh."),
    ("who says meow", "A cat says meow."),
])
def test_which_animal_makes_a_sound(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("who invented the telephone", "That was Alexander Graham Bell, the United States inventor of the telephone."),
    ("who discovered penicillin", "That was Alexander Fleming, the Scottish bacteriologist who discovered "
                                  "penicillin."),
    ("who was the man that discovered penicillin", "That was Alexander Fleming, the Scottish bacteriologist who "
                                                   "discovered penicillin."),
    ("who was the first man on the moon", "That was Neil Armstrong, the first man to set foot on the Moon."),
    ("first man on the moon what was his name", "That was Neil Armstrong, the first man to set foot on the Moon."),
    ("who was the first person to walk on the moon", "That was Neil Armstrong, the first man to set foot on the "
                                                     "Moon."),
    ("who was the first president of the united states", "That was George Washington, the first President of the "
                                                         "United States."),
    ("who discovered radium", "That was Marie Curie."),  # the gloss says it in a clause that cannot be read out
    # the country as households name it (round 16): WordNet says "the United States"
    ("who was the first president of america", "That was George Washington, the first President of the United "
                                               "States."),
    ("who was the first president of the usa", "That was George Washington, the first President of the United "
                                               "States."),
    ("first president of the us", "That was George Washington, the first President of the United States."),
    ("who was the first president of the states", "That was George Washington, the first President of the United "
                                                  "States."),
])
def test_who_did_it(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what's the biggest animal in the world", "The blue whale is the largest mammal ever known."),
    ("whats the biggest animal in the world my son wants to know", "The blue whale is the largest mammal ever known."),
    ("what is the tallest animal", "The giraffe is the tallest living quadruped."),
    ("which animal is the tallest", "The giraffe is the tallest living quadruped."),
    ("what is the fastest land animal", "The cheetah is the swiftest mammal."),
    ("which land animal can run the fastest", "The cheetah is the swiftest mammal."),
    ("what is the largest bird", "The ostrich is the largest living bird."),
    ("what's the biggest snake in the world", "The reticulated python is the largest snake in the world."),
])
def test_the_animal_that_is_most_of_something(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "what is the smallest animal",  # no gloss says it
    "what is the biggest city", "what is the fastest car", "what is the largest planet", "what is the longest animal",
    "which is the biggest one",
])
def test_superlatives_no_single_animal_gloss_answers_are_left(text: str) -> None:
    assert said(text) is None


@pytest.mark.parametrize("text", [
    "who wrote romeo and juliet",  # no gloss says it: the model or the fallback answers
    "who invented the light bulb",
    "who was the first president",  # of what: several glosses
    "who is the first person on my list", "who discovered it", "who are you", "who is at the door",
    "what do you call a baby", "what do you call a baby blanket", "what does a timer turn into",
    "what does the fox say", "what animal is that", "what do you call a baby unicorn",  # no such young
    "what will the weather become", "which animal goes to school", "set a timer for 5 minutes",
])
def test_sentences_that_are_none_of_these_or_unsure_are_left(text: str) -> None:
    assert said(text) is None


@pytest.mark.parametrize("text", [
    # a gloss that qualifies the thing or the place is no answer to the plain question
    "who invented the alphabet",  # "inventor of the Gothic alphabet" (Ulfilas)
    "who was the first king of israel",  # "first king of the northern kingdom of Israel" (Jeroboam I)
    # no animal makes the sound in the gloss ("buzz: the sound of rapid vibration")
    "what animal goes buzz", "which animal makes a buzz sound", "what says buzz",
    # "young of domestic cattle": "a calf grows into domestic cattle" is no sentence
    "what does a calf grow into", "what will a calf become",
])
def test_answers_a_household_would_hear_as_wrong_are_left(text: str) -> None:
    assert said(text) is None

