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
