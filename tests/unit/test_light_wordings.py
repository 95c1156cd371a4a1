"""Lights opened and closed, and "can the light go on": read as the plain on/off command, never a door or window."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent.light_restated import said_otherwise
from gpt_home.agent.understand import explain
from gpt_home.skills.light_requests import light_turn

NAMES = ("kitchen", "living room", "bedroom")


@pytest.mark.parametrize(("said", "plain"), [
    ("close the kitchen light", "turn off the kitchen light"),
    ("please you make the living room light closed", "turn off the living room light"),
    ("please you make the light closed", "turn off the light"),
    ("shut the lights", "turn off all the lights"),
    ("could you close the light in the bedroom please", "turn off the bedroom light"),
    ("open the living room light", "turn on the living room light"),
    ("make the kitchen light open", "turn on the kitchen light"),
    ("open the light in the bedroom", "turn on the bedroom light"),
    ("can the kitchen light go on please", "turn on the kitchen light"),
    ("could the kitchen light be switched on", "turn on the kitchen light"),
    ("can the bedroom lamp go off", "turn off the bedroom lamp"),
    ("could the lights be turned off please", "turn off all the lights"),
])
def test_read_as_the_plain_command(said: str, plain: str) -> None:
    assert said_otherwise(said, NAMES) == plain


@pytest.mark.parametrize("said", [
    "open the kitchen window", "close the curtains in the living room", "close the door", "open the bedroom blinds",
    "open the light box", "can the kitchen light go on the table", "is the kitchen light on",
    "when can the kitchen light go on", "will the lights go off", "close the kitchen light in the bedroom",
    "turn on the kitchen light",
])
def test_not_read(said: str) -> None:
    assert said_otherwise(said, NAMES) is None


def test_light_turn_runs_the_plain_command() -> None:
    ran: list[str] = []
    assert light_turn("please you make the living room light closed", NAMES, lambda t: ran.append(t) or "Okay.") == "Okay."
    assert ran == ["turn off the living room light"]
    assert light_turn("open the kitchen window", NAMES, lambda t: ran.append(t) or "Okay.") is None


@pytest.mark.parametrize(("said", "intent"), [
    ("please you make the living room light closed", "HassTurnOff"),
    ("close the kitchen light", "HassTurnOff"),
    ("open the living room light", "HassTurnOn"),
    ("can the kitchen light go on please", "HassTurnOn"),
])
def test_explain_shows_what_a_turn_does(said: str, intent: str) -> None:
    now = datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Europe/London"))
    found = explain(said, now, lights=["kitchen", "living_room", "bedroom"])
    assert found and found[0].intent == intent
