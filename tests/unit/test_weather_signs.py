"""Weather asked through what it does to the household (pure)."""

from __future__ import annotations

import pytest

from gpt_home.skills.weather_signs import find


@pytest.mark.parametrize(("text", "slots"), [
    ("will the car windows be frozen in the morning", {"condition": "cold", "day": "tomorrow"}),
    ("is it going to be icy on the roads tomorrow", {"condition": "cold", "day": "tomorrow"}),
    ("will the washing dry today", {"condition": "rain", "day": "today"}),
])
def test_signs(text: str, slots: dict[str, str]) -> None:
    assert find(text) == [("HassGetWeather", slots)]


@pytest.mark.parametrize("text", ["my car windows are frozen", "how do i defrost a freezer", "will the car start"])
def test_not_weather(text: str) -> None:
    assert find(text) == []
