"""What the male, the female and a group of an animal are called, read backwards from WordNet's glosses (issue 15;
``skills.animal_groups``): each said five or more ways, the sentences that must not be read, and silence where the
glosses name no animal or only a breeding use."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.animal_groups import reply


pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py


def said(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("what do you call a male duck", "A male duck is called a drake."),  # not "wood drake": a male wood duck
    ("what is a female horse called", "A female horse is called a mare."),  # "female equine animal": a horse's kind
    ("what's the name for a female sheep", "A female sheep is called a ewe."),
    ("a male goose is called what", "A male goose is called a gander."),
    ("what do you call a male cow", "A male cow is called a bull."),
    ("what do we call a female fox", "A female fox is called a vixen."),
    ("what is a male deer called", "A male deer is called a stag."),
    ("what do you call a female pig", "A female pig is called a sow."),
    ("what do you call a male swan", "A male swan is called a cob."),
    ("what do you call a female tiger", "A female tiger is called a tigress."),
])
def test_male_and_female_names(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what do you call a group of lions", "A group of lions is called a pride."),
    ("what is a group of geese called", "A group of geese is called a gaggle."),
    ("what's the name for a group of fish", "A group of fish is called a school."),
    ("what do you call a group of sheep", "A group of sheep is called a flock."),
    ("what do you call a group of cows", "A group of cows is called a herd."),  # a cow: "female of domestic cattle"
    ("a group of birds is called what", "A group of birds is called a flock."),
])
def test_group_names(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "what do you call a female salmon",  # only "a female fish at spawning time" and the like: a use, not a name
    "what do you call a female dog",  # right, but not a word to say to a household
    "what is a female cat called", "what do you call a female cat",  # "tabby" is first a striped cat of either sex
    "what is a male lion called", "what do you call a male tiger",  # "tom: male cat" is a domestic cat's name
    "what is a female zebra called",  # "mare: female equine animal" is a kind of horse, not of zebra
    "what do you call a group of bees",  # only "a swarm of insects that attack plants": bees' kind, not bees
    "what do you call a group of people", "what do you call a group of friends", "what do you call a male",
    "what do you call a group", "what is a group chat called", "call a male nurse", "add a group of items to the list",
])
def test_questions_the_glosses_do_not_answer_or_are_none_are_left(text: str) -> None:
    assert said(text) is None
