"""Current weather from Open-Meteo (no API key) for the configured ``weather_location``, as one spoken sentence.

The network is an edge: ``fetch`` is injectable, failures become a clear spoken answer, and nothing here retries
on the critical path of a turn (one bounded request).
"""

from __future__ import annotations

import json
import logging
import re
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

from gpt_home.skills.weather_questions import (
    DAILY_FIELDS,
    WeatherQuestion,
    answer,
    forecast_days_needed,
    question_from_slots,
)

_LOGGER = logging.getLogger(__name__)
API_URL = "https://api.open-meteo.com/v1/forecast"
NOT_CONFIGURED_REPLY = "I don't know where you are. Set a weather location on the settings page."
OTHER_PLACE_REPLY = "I can only tell the weather for the weather location on the settings page."
BEYOND_FORECAST_REPLY = "I only have the forecast for the next seven days."
OFFLINE_REPLY = "I can't reach the weather service right now. Please try again later."
_LOCATION_RE = re.compile(r"^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$")

Fetch = Callable[[str, float], bytes]

# WMO weather interpretation codes, as Open-Meteo documents them.
_WMO = {
    0: "clear", 1: "mostly clear", 2: "partly cloudy", 3: "overcast", 45: "foggy", 48: "foggy",
    51: "drizzling lightly", 53: "drizzling", 55: "drizzling heavily", 56: "freezing drizzle", 57: "freezing drizzle",
    61: "raining lightly", 63: "raining", 65: "raining heavily", 66: "freezing rain", 67: "freezing rain",
    71: "snowing lightly", 73: "snowing", 75: "snowing heavily", 77: "snow grains", 80: "showery",
    81: "showery", 82: "pouring", 85: "snow showers", 86: "heavy snow showers", 95: "thundery",
    96: "thundery with hail", 99: "thundery with hail",
}  # fmt: skip


def _urlopen(url: str, timeout: float) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.read()


@dataclass(frozen=True, slots=True)
class Location:
    """Latitude and longitude in degrees."""

    latitude: float
    longitude: float


def parse_location(text: str) -> Location | None:
    """ "52.52,13.41" -> Location; None when empty or malformed."""
    m = _LOCATION_RE.match(text or "")
    if m is None:
        return None
    lat, lon = float(m.group(1)), float(m.group(2))
    if not (-90 <= lat <= 90 and -180 <= lon <= 180):
        return None
    return Location(lat, lon)


def forecast_url(location: Location, question: WeatherQuestion | None = None) -> str:
    """The Open-Meteo request for current conditions and today's range, or for the days a question needs."""
    query = {
        "latitude": f"{location.latitude:.4f}",
        "longitude": f"{location.longitude:.4f}",
        "current": "temperature_2m,weather_code,wind_speed_10m",
        "daily": "temperature_2m_max,temperature_2m_min",
        "forecast_days": "1",
        "timezone": "auto",
    }
    if question is not None:
        query["daily"] = DAILY_FIELDS
        query["forecast_days"] = str(forecast_days_needed(question))
    return f"{API_URL}?{urllib.parse.urlencode(query)}"


def describe(payload: dict[str, Any]) -> str:
    """One spoken sentence from an Open-Meteo response.

    Raises:
        KeyError, TypeError, ValueError: the response does not have the expected shape.
    """
    current = payload["current"]
    temperature = round(float(current["temperature_2m"]))
    sky = _WMO.get(int(current["weather_code"]), "")
    sentence = f"It's {temperature} degrees" + (f" and {sky}" if sky else "")
    daily = payload.get("daily") or {}
    highs, lows = daily.get("temperature_2m_max") or [], daily.get("temperature_2m_min") or []
    if highs and lows and highs[0] is not None and lows[0] is not None:
        sentence += f", with a high of {round(float(highs[0]))} and a low of {round(float(lows[0]))}"
    return sentence + "."


class Weather:
    """Answers "what's the weather" for the configured location."""

    def __init__(self, location: str, *, fetch: Fetch = _urlopen, timeout_seconds: float = 5.0) -> None:
        self._location = parse_location(location)
        self._configured = bool(location.strip())
        self._fetch = fetch
        self._timeout = timeout_seconds

    @property
    def located(self) -> bool:
        """True when a usable weather location is set (a weather question can be answered)."""
        return self._location is not None

    def report(self, question: WeatherQuestion | None = None) -> str:
        """Current weather as a sentence, the answer to a question about rain, wind, cold or another day, or a clear
        spoken reason why not (no location set, another city, a day beyond the forecast, the service unreachable)."""
        if question is not None and question.city:
            unset = OTHER_PLACE_REPLY[:-1] + ", and none is set yet."
            return OTHER_PLACE_REPLY if self._location is not None else unset
        if self._location is None:
            if self._configured:
                _LOGGER.warning("weather_location is not 'lat,lon'; weather is off")
            return NOT_CONFIGURED_REPLY
        if question is not None and not question.condition and not question.days_ahead:
            question = None  # "what's the weather today": the current conditions
        try:
            payload = json.loads(self._fetch(forecast_url(self._location, question), self._timeout))
            return describe(payload) if question is None else answer(payload, question, _WMO)
        except (urllib.error.URLError, TimeoutError, OSError) as exc:
            _LOGGER.warning("weather service unreachable: %s", exc)
            return OFFLINE_REPLY
        except (KeyError, TypeError, ValueError) as exc:
            _LOGGER.warning("unexpected weather response: %s", exc)
            return OFFLINE_REPLY

    def ask(self, slots: dict[str, Any], today: date) -> str:
        """Answer a recognised weather question (slots ``condition``, ``day``, ``city``) for the turn's date."""
        question = question_from_slots(slots, today)
        if question is None:
            return BEYOND_FORECAST_REPLY if self._location is not None else NOT_CONFIGURED_REPLY
        return self.report(question)
