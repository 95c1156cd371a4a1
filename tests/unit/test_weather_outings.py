"""Weather asked through an outing ("i'm 80, is it too cold for my walk this morning"), through the thermometer
outside ("what's the thermometer reading outdoors this minute") and by any weather's name after "expect" ("should i
expect sleet later"): with no location set, the settings-page pointer; a drink, a room or a past day is no forecast
(must-nots). Generated: remarks x frames x outings, written before the readers changed."""

from __future__ import annotations

import itertools

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills import weather_signs
from tests.skill_helpers import NO_LOCATION, local_skills, say

REMARKS = ("", "i'm 80, ", "my knees are bad ", "grandad here ", "im 7 and ")
TOO = ("is it too cold for my walk this morning", "will it be too windy to take the boat out",
       "is it going to be too wet for a stroll later", "is it too icy for the school run", "would it be too hot for "
       "a bike ride this afternoon", "is it too chilly to walk the dog")
THERMOMETER = ("what's the thermometer reading outdoors this minute", "what does the thermometer say outside",
               "how cold is the thermometer out the back", "whats the garden thermometer saying out there")
EXPECT = ("should i expect sleet later", "should we expect drizzle tomorrow", "do we expect flurries tonight",
          "any chance of sleet this evening", "is there any sleet due tomorrow")
NOT_WEATHER = ("is my tea too hot to drink", "what's the thermometer reading in the bath",
               "what's the oven thermometer reading", "was it too cold for your walk yesterday",
               "is it too late for a walk", "is the bath too hot for the baby", "is it too cold in here for a run")


@pytest.mark.parametrize("text", [r + t for r, t in itertools.product(REMARKS, TOO)] + list(THERMOMETER)
                         + list(EXPECT))
def test_read_as_weather(text: str) -> None:
    found = weather_signs.find(normalize(text))
    assert found and found[0][0] == "HassGetWeather", text


@pytest.mark.parametrize("text", NOT_WEATHER)
def test_not_read_as_weather(text: str) -> None:
    assert not weather_signs.find(normalize(text)), text


def test_conditions() -> None:
    assert weather_signs.find(normalize("should i expect sleet later"))[0][1]["condition"] == "snow"
    assert weather_signs.find(normalize("is it too windy to take the boat out"))[0][1]["condition"] == "wind"
    assert weather_signs.find(normalize("im 80 is it too cold for my walk"))[0][1]["condition"] == "cold"


@pytest.mark.parametrize("text", ["i'm 80, is it too cold for my walk this morning",
                                  "what's the thermometer reading outdoors this minute", "should i expect sleet later"])
def test_the_settings_pointer_is_heard(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        assert say(skills, text) == NO_LOCATION
