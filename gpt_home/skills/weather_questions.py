"""Weather questions beyond "what's the weather": rain, snow, wind, cold or hot, today, tomorrow or the weekend.

The recognizer (``HassGetWeather`` in ``agent/sentences_en.yaml``) fills a ``condition`` ("rain", "snow", "wind",
"cold", "hot", "sky") and a ``day`` ("today", "tonight", "tomorrow", "weekend"); :func:`question_from_slots` turns
them into a :class:`WeatherQuestion`, and :func:`answer` reads the answer out of an Open-Meteo daily forecast. Pure:
the caller fetches (``skills/weather.py``) and passes the turn's date, so tests pin both.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any

from gpt_home.agent.spoken_words import WEEKDAYS

FORECAST_DAYS = 7
DAILY_FIELDS = ("weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,"
                "precipitation_sum,snowfall_sum,wind_speed_10m_max")
CONDITIONS = ("rain", "snow", "wind", "cold", "hot", "sky")
_DAY_WORDS = {"today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0, "later": 0,
              "later today": 0, "now": 0, "tomorrow": 1, "tomorrow morning": 1, "tomorrow afternoon": 1,
              "tomorrow evening": 1, "tomorrow night": 1, "overnight": 0, "later on": 0}  # fmt: skip
# the rest of this week, today included: answered over every day up to Sunday
_WEEK_WORDS = ("this week", "later this week", "this coming week", "the rest of the week", "rest of the week")


@dataclass(frozen=True, slots=True)
class WeatherQuestion:
    """What was asked: ``condition`` one of CONDITIONS or "" (the whole forecast), ``days_ahead`` 0 = today,
    ``day_words`` how the day was said ("tomorrow"), ``city`` a place other than home ("" = home)."""

    condition: str = ""
    days_ahead: int = 0
    day_words: str = ""
    city: str = ""
    span: int = 1  # days answered from days_ahead on ("this week": to Sunday)


def days_ahead(day: str, today: date) -> int | None:
    """ "tomorrow" -> 1, "the weekend" -> days to the coming Saturday (0 on a Saturday or Sunday), "friday" -> 0..6;
    None for a day the forecast does not reach or a phrase not understood."""
    day = " ".join(day.lower().split()).removeprefix("on ").removeprefix("for ")
    if day in _DAY_WORDS:
        return _DAY_WORDS[day]
    if day in ("this weekend", "the weekend", "weekend", "at the weekend", "over the weekend"):
        return max(0, 5 - today.weekday())
    name = day.removeprefix("this ").removeprefix("next ")
    if name in WEEKDAYS:
        ahead = (WEEKDAYS.index(name) - today.weekday()) % 7
        return ahead if ahead < FORECAST_DAYS else None
    return None


def question_from_slots(slots: Mapping[str, Any], today: date) -> WeatherQuestion | None:
    """The question the recognised slots ask; None when the day is beyond the forecast or not understood."""
    condition = str(slots.get("condition") or "")
    day = str(slots.get("day") or "")
    words = " ".join(day.lower().split()).removeprefix("for ")
    span = 7 - today.weekday() if words in _WEEK_WORDS else 1
    ahead = 0 if span > 1 else days_ahead(day, today) if day else 0
    if ahead is None:
        return None
    return WeatherQuestion(condition if condition in CONDITIONS else "", ahead, day, str(slots.get("city") or ""),
                           span)


def _when(question: WeatherQuestion) -> str:
    words = question.day_words.strip()
    if not words:
        return "today"
    if words in ("weekend", "the weekend", "at the weekend", "over the weekend"):
        return "this weekend"
    if words.removeprefix("for ").removeprefix("the ") == "rest of the week":
        return "over the rest of the week"
    return f"on {words}" if words.removeprefix("this ").removeprefix("next ") in WEEKDAYS else words


def _day(payload: dict[str, Any], field: str, index: int) -> float | None:
    values = (payload.get("daily") or {}).get(field) or []
    if index >= len(values) or values[index] is None:
        return None
    return float(values[index])


def answer(payload: dict[str, Any], question: WeatherQuestion, sky_names: Mapping[int, str]) -> str:
    """One or two spoken sentences answering ``question`` from an Open-Meteo daily forecast.

    Raises:
        KeyError, TypeError, ValueError: the response lacks the day or the fields asked for.
    """
    i, when = question.days_ahead, _when(question)
    if question.span > 1:
        return _answer_span(payload, question, when)
    high, low = _day(payload, "temperature_2m_max", i), _day(payload, "temperature_2m_min", i)
    if high is None or low is None:
        raise ValueError(f"no forecast for day {i}")
    temperatures = f"a high of {round(high)} and a low of {round(low)} degrees"
    if question.condition == "rain":
        chance = _day(payload, "precipitation_probability_max", i)
        if chance is None:
            raise ValueError("no rain probability")
        verdict = "Rain is likely" if chance >= 50 else "Rain is possible" if chance >= 20 else "Rain is unlikely"
        advice = " Take an umbrella." if chance >= 50 else ""
        return f"{verdict} {when}: a {round(chance)} percent chance.{advice}"
    if question.condition == "snow":
        snow = _day(payload, "snowfall_sum", i) or 0.0
        if snow <= 0:
            return f"No snow is expected {when}."
        return f"Yes, about {max(1, round(snow))} centimetres of snow are expected {when}."
    if question.condition == "wind":
        wind = _day(payload, "wind_speed_10m_max", i)
        if wind is None:
            raise ValueError("no wind speed")
        feel = "calm" if wind < 12 else "breezy" if wind < 30 else "windy" if wind < 50 else "very windy"
        return f"It will be {feel} {when}, with winds up to {round(wind)} kilometres an hour."
    if question.condition in ("cold", "hot"):
        return f"Expect {temperatures} {when}."
    sky = sky_names.get(int(_day(payload, "weather_code", i) or 0), "")
    return f"{when[0].upper()}{when[1:]}: {sky + ', with ' if sky else ''}{temperatures}."


def _answer_span(payload: dict[str, Any], question: WeatherQuestion, when: str) -> str:
    """ "this week": the wettest chance, the total snow, the windiest day, the range of temperatures over the days."""
    days = range(question.days_ahead, question.days_ahead + question.span)

    def values(field: str) -> list[float]:
        found = [v for v in (_day(payload, field, i) for i in days) if v is not None]
        if not found:
            raise ValueError(f"no {field} for {when}")
        return found

    if question.condition == "rain":
        chance = max(values("precipitation_probability_max"))
        verdict = "Rain is likely" if chance >= 50 else "Rain is possible" if chance >= 20 else "Rain is unlikely"
        return f"{verdict} {when}: at most a {round(chance)} percent chance on any day."
    if question.condition == "snow":
        snow = sum(values("snowfall_sum"))
        if snow <= 0:
            return f"No snow is expected {when}."
        return f"Yes, about {max(1, round(snow))} centimetres of snow are expected {when}."
    if question.condition == "wind":
        return f"Winds will reach up to {round(max(values('wind_speed_10m_max')))} kilometres an hour {when}."
    high, low = max(values("temperature_2m_max")), min(values("temperature_2m_min"))
    return f"{when[0].upper()}{when[1:]}: highs up to {round(high)} and lows down to {round(low)} degrees."


def forecast_days_needed(question: WeatherQuestion) -> int:
    """How many forecast days the request must ask for."""
    return min(FORECAST_DAYS, question.days_ahead + question.span)

