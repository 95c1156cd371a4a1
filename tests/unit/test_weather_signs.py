"""Weather asked through what it does to the household (pure)."""

from __future__ import annotations

import pytest

from gpt_home.skills.weather_signs import find


@pytest.mark.parametrize(("text", "slots"), [
    ("will the car windows be frozen in the morning", {"condition": "cold", "day": "tomorrow"}),
    ("is it going to be icy on the roads tomorrow", {"condition": "cold", "day": "tomorrow"}),
    ("will the washing dry today", {"condition": "rain", "day": "today"}),
    # kept or expected (round 17)
    ("is thursday going to stay dry", {"condition": "rain", "day": "thursday"}),
    ("will it keep fine for the weekend", {"condition": "", "day": "weekend"}),
    ("is it going to stay dry on saturday afternoon", {"condition": "rain", "day": "saturday"}),
    ("should we expect a storm tonight", {"condition": "rain", "day": "tomorrow"}),
    ("are we likely to get snow on friday", {"condition": "snow", "day": "friday"}),
    ("um do we expect frost overnight", {"condition": "cold", "day": "tomorrow"}),
])
def test_signs(text: str, slots: dict[str, str]) -> None:
    assert find(text) == [("HassGetWeather", slots)]


@pytest.mark.parametrize("text", ["my car windows are frozen", "how do i defrost a freezer", "will the car start",
                                  "will it stay cold in the fridge", "is the tea going to stay warm",
                                  "should we expect a storm of complaints", "i expect rain tomorrow"])
def test_not_weather(text: str) -> None:
    assert find(text) == []


@pytest.mark.parametrize("text", ["any chance of a shower later", "could we get a shower this evening",
                                  "is a shower likely tomorrow", "will there be a passing shower this afternoon",
                                  "whats the chance of a shower tonight", "are we likely to get a shower on saturday"])
def test_a_shower_asked_for_a_time_is_rain(text: str) -> None:
    assert find(text) == [("HassGetWeather", {"condition": "rain", "day": find(text)[0][1]["day"]})]


@pytest.mark.parametrize("text", ["i need a shower later", "the shower is broken", "is there a shower in the hotel",
                                  "any chance of a shower", "can i have a shower later", "ill have a shower tonight"])
def test_a_shower_to_wash_in_is_no_weather(text: str) -> None:
    assert find(text) == []
