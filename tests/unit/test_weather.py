"""Weather: location parsing, the spoken sentence, and the offline / unconfigured answers (no network in tests)."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse

from gpt_home.skills.weather import (
    NOT_CONFIGURED_REPLY,
    OFFLINE_REPLY,
    Location,
    Weather,
    describe,
    forecast_url,
    parse_location,
)

# The shape Open-Meteo returns for current=temperature_2m,weather_code,wind_speed_10m and daily max/min.
PAYLOAD = {
    "latitude": 52.52,
    "longitude": 13.42,
    "current": {"time": "2026-11-29T14:00", "temperature_2m": 4.4, "weather_code": 2, "wind_speed_10m": 11.2},
    "daily": {"time": ["2026-11-29"], "temperature_2m_max": [6.8], "temperature_2m_min": [0.6]},
}


def test_parse_location() -> None:
    assert parse_location("52.52, 13.41") == Location(52.52, 13.41)
    assert parse_location("-33.9,151.2") == Location(-33.9, 151.2)
    for bad in ("", "Berlin", "95,10", "10,200", "1,2,3"):
        assert parse_location(bad) is None


def test_forecast_url_asks_for_current_conditions() -> None:
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(forecast_url(Location(52.52, 13.41))).query)
    assert query["latitude"] == ["52.5200"] and query["longitude"] == ["13.4100"]
    assert "weather_code" in query["current"][0]


def test_describe() -> None:
    assert describe(PAYLOAD) == "It's 4 degrees and partly cloudy, with a high of 7 and a low of 1."
    assert describe({"current": {"temperature_2m": -2.6, "weather_code": 71}}) == "It's -3 degrees and snowing lightly."


def test_report_with_a_response() -> None:
    urls: list[str] = []

    def fetch(url: str, timeout: float) -> bytes:
        urls.append(url)
        assert timeout == 5.0
        return json.dumps(PAYLOAD).encode()

    assert Weather("52.52,13.41", fetch=fetch).report().startswith("It's 4 degrees")
    assert len(urls) == 1


def test_offline_answer() -> None:
    def offline(url: str, timeout: float) -> bytes:
        raise urllib.error.URLError("[Errno -3] Temporary failure in name resolution")

    assert Weather("52.52,13.41", fetch=offline).report() == OFFLINE_REPLY


def test_timeout_and_garbage_answers() -> None:
    def slow(url: str, timeout: float) -> bytes:
        raise TimeoutError("timed out")

    assert Weather("52.52,13.41", fetch=slow).report() == OFFLINE_REPLY
    assert Weather("52.52,13.41", fetch=lambda u, t: b"<html>").report() == OFFLINE_REPLY


def test_not_configured_never_fetches() -> None:
    def boom(url: str, timeout: float) -> bytes:
        raise AssertionError("must not fetch")

    assert Weather("", fetch=boom).report() == NOT_CONFIGURED_REPLY
    assert Weather("Berlin", fetch=boom).report() == NOT_CONFIGURED_REPLY
