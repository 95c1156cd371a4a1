"""Weather questions (rain, snow, wind, cold, another day, another city): the recognised slots through the real
recognizer, the answer from an Open-Meteo daily forecast (the service is the outer boundary: a canned response),
and the honest pointer to the settings page when no location is set."""

from __future__ import annotations

import json
import urllib.parse
from datetime import date

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import default_recognizer
from gpt_home.skills.weather import NOT_CONFIGURED_REPLY, OTHER_PLACE_REPLY, Weather
from gpt_home.skills.weather_questions import WeatherQuestion, answer, days_ahead, question_from_slots

TUESDAY = date(2026, 12, 1)
# Open-Meteo's daily shape for the fields weather_questions.DAILY_FIELDS asks for, three days from Tuesday.
DAILY = {
    "current": {"temperature_2m": 4.4, "weather_code": 2},
    "daily": {
        "time": ["2026-12-01", "2026-12-02", "2026-12-03"],
        "weather_code": [61, 3, 71],
        "temperature_2m_max": [6.8, 3.2, -0.4],
        "temperature_2m_min": [0.6, -2.5, -5.1],
        "precipitation_probability_max": [80, 10, 35],
        "precipitation_sum": [5.2, 0.0, 1.1],
        "snowfall_sum": [0.0, 0.0, 2.6],
        "wind_speed_10m_max": [41.0, 8.0, 22.0],
    },
}
NAMES = {61: "raining lightly", 3: "overcast", 71: "snowing lightly"}


def slots(text: str) -> dict[str, object]:
    found = default_recognizer().recognize(normalize(text))
    assert found is not None and found.intent == "HassGetWeather", text
    return dict(found.slots)


def test_days_ahead() -> None:
    assert days_ahead("today", TUESDAY) == 0
    assert days_ahead("tonight", TUESDAY) == 0
    assert days_ahead("tomorrow morning", TUESDAY) == 1
    assert days_ahead("this weekend", TUESDAY) == 4  # Saturday
    assert days_ahead("the weekend", date(2026, 12, 6)) == 0  # on a Sunday: this one
    assert days_ahead("on friday", TUESDAY) == 3
    assert days_ahead("tuesday", TUESDAY) == 0
    assert days_ahead("next year", TUESDAY) is None


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ("will it rain today", "Rain is likely today: a 80 percent chance. Take an umbrella."),
        ("do I need an umbrella tomorrow", "Rain is unlikely tomorrow: a 10 percent chance."),
        ("is it going to snow on thursday", "Yes, about 3 centimetres of snow are expected on thursday."),
        ("is it going to snow tomorrow", "No snow is expected tomorrow."),
        ("is it windy today", "It will be windy today, with winds up to 41 kilometres an hour."),
        ("how cold will it be tomorrow", "Expect a high of 3 and a low of -2 degrees tomorrow."),
        ("what's the weather tomorrow", "Tomorrow: overcast, with a high of 3 and a low of -2 degrees."),
    ],
)
def test_answers_from_the_forecast(text: str, reply: str) -> None:
    question = question_from_slots(slots(text), TUESDAY)
    assert question is not None
    assert answer(DAILY, question, NAMES) == reply


def test_weather_asks_the_service_for_the_days_and_fields_it_needs() -> None:
    urls: list[str] = []

    def fetch(url: str, timeout: float) -> bytes:
        urls.append(url)
        return json.dumps(DAILY).encode()

    weather = Weather("52.52,13.41", fetch=fetch)
    assert weather.ask(slots("is it going to rain tomorrow"), TUESDAY).startswith("Rain is unlikely tomorrow")
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(urls[0]).query)
    assert query["forecast_days"] == ["2"]
    assert "precipitation_probability_max" in query["daily"][0]
    # "what's the weather" with no condition and no other day: the current conditions, as before.
    assert weather.ask(slots("what's the weather like today"), TUESDAY).startswith("It's 4 degrees")
    assert weather.ask(slots("how's the weather in Lisbon"), TUESDAY) == OTHER_PLACE_REPLY
    assert weather.ask({"day": "in three weeks"}, TUESDAY) == "I only have the forecast for the next seven days."


@pytest.mark.parametrize(
    "text",
    ["will it rain today", "do I need an umbrella", "is it windy today", "how cold is it outside",
     "is it going to snow", "what's the weather like this weekend", "should I wear a coat tomorrow"],
)
def test_without_a_location_every_weather_question_points_to_the_settings_page(text: str) -> None:
    def never(url: str, timeout: float) -> bytes:
        raise AssertionError("no request without a location")

    assert Weather("", fetch=never).ask(slots(text), TUESDAY) == NOT_CONFIGURED_REPLY


def test_another_city_without_a_location_says_so() -> None:
    reply = Weather("").ask(slots("what's the weather in Paris"), TUESDAY)
    assert "settings page" in reply and "none is set yet" in reply


def test_question_value() -> None:
    assert question_from_slots({"condition": "rain", "day": "tomorrow"}, TUESDAY) == WeatherQuestion(
        "rain", 1, "tomorrow")
    assert question_from_slots({"day": "someday"}, TUESDAY) is None
