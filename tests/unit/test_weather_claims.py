"""The guard replaces a model reply that states the weather (agent/weather_claims.py): the bundled model has no
forecast. Generated claims (subjects x verbs x weathers), a never-tuned list written before the rule, and must-nots
(a wish, advice with "if", the past, a general truth, indoors, the person's own words said back)."""

from __future__ import annotations

import itertools

import pytest

from gpt_home.agent.guard import FALLBACK_REPLY, GuardReason, check_reply
from gpt_home.agent.weather_claims import states_weather

SUBJECTS = ("It", "Today", "Tomorrow", "The weekend", "Thursday", "The pavements", "The roads", "The sky")
VERBS = ("'s going to be", " will be", " is", " looks", " won't be", " should be", " might be", "'ll be")
WEATHERS = ("sunny", "dry", "rainy", "icy", "slippery", "cold", "windy", "frosty", "warm and bright", "snowy")
CLAIMS = [f"{s}{v} {w}{tail}" for (s, v, w), tail in zip(itertools.product(SUBJECTS, VERBS, WEATHERS),
                                                         itertools.cycle((".", " later.", " this afternoon!", "")))]
FORECASTS = ("There's a 40 percent chance of rain tomorrow.", "Expect highs of 12 degrees today.",
             "Rain is expected this afternoon.", "Expect showers later.", "Showers are on the way.",
             "It will be 5 degrees outside tonight.", "There's a good chance of snow at the weekend.")
# Written before the rule and never tuned on.
NEVER_TUNED = (
    "The washing is on the line. I don't know what you're talking about, but it's not going to rain later tomorrow!",
    "The pavements are going to be slippery, but they're not actually slippy.",
    "Yes, bring it in, it's going to pour down soon.",
    "No need, it'll stay dry all day.",
    "It's a lovely sunny day out there.",
    "Thursday looks dry, so go ahead and paint the fence.",
    "Don't worry, there won't be any frost tonight.",
    "Wrap up, it's freezing outside today.",
    "The forecast says sunshine all weekend.",
    "Tomorrow will be a wet one, I'm afraid.",
)
NOT_CLAIMS = (
    "Cold weather can be hard on the joints, so wrap up warm.",
    "I hope it stays dry for you!",
    "If it rains, take an umbrella.",
    "I can't check the weather, sorry.",
    "Is it cold where you are?",
    "It was sunny yesterday, wasn't it?",
    "Your tea is still hot, be careful.",
    "Here's one: why did the dog sit in the shade? He didn't want to be a hot dog!",
    "It's clear that you love your dog.",
    "Set the oven to 180 degrees and bake for 20 minutes.",
    "I'm sorry, I can't help you. Please try again later today or tomorrow.",
    "That sounds like a lovely plan for the garden.",
    "Ice cream is a great treat in summer.",
    "Dogs are loyal and funny friends.",
)


@pytest.mark.parametrize("reply", CLAIMS + list(FORECASTS))
def test_generated_claims(reply: str) -> None:
    assert states_weather(reply, "what should i do today"), reply


@pytest.mark.parametrize("reply", NEVER_TUNED)
def test_never_tuned_claims(reply: str) -> None:
    assert states_weather(reply, "should i bring it in"), reply


@pytest.mark.parametrize("reply", NOT_CLAIMS)
def test_not_claims(reply: str) -> None:
    assert not states_weather(reply, "tell me something"), reply


def test_the_persons_own_words_said_back_pass() -> None:
    assert not states_weather("Yes, it is cold, isn't it? Stay warm.", "ugh i hate this cold weather")
    assert states_weather("Yes, it will be cold tomorrow.", "will it be cold tomorrow")


@pytest.mark.parametrize("utterance, reply", [
    ("the washing's on the line, should i bring it in",
     "The washing is on the line. I don't know what you're talking about, but it's not going to rain later tomorrow!"),
    ("i'm 86, will the pavements be slippy this afternoon",
     "The pavements are going to be slippery, but they're not actually slippy."),
])
def test_the_guard_replaces_invented_weather(utterance: str, reply: str) -> None:
    verdict = check_reply(reply, utterance=utterance)  # the fallback: the plain one, or a kind line for a remark
    assert verdict.reason is GuardReason.LOCAL_FACT and not states_weather(verdict.text)
    assert check_reply(reply, utterance="will it rain later").text == FALLBACK_REPLY


def test_grounded_weather_passes() -> None:
    verdict = check_reply("Rain is likely today: a 70 percent chance.", utterance="will it rain", grounded=True)
    assert verdict.ok
