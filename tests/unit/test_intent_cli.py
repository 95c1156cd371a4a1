"""`gpt-home intent TEXT [--json]` for a sample of sentences (in process; nothing is executed, no database)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from gpt_home.agent.understand import explain
from gpt_home.cli import main


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPT_HOME_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("GPT_HOME_TIMEZONE", "Europe/Berlin")
    monkeypatch.setenv("GPT_HOME_GPIO_LIGHTS", '{"kitchen": 17}')


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        ("add 5 minutes to pizza timer", "HassIncreaseTimer minutes=5 name=pizza"),
        ("pizza timer status", "HassTimerStatus name=pizza"),
        ("add eggs and bread to my shopping list", "HassShoppingListAddItem item=eggs and bread"),
        ("turn on the kitchen light", "HassTurnOn domain=light name=kitchen"),
        ("what time is it in Tokyo", "GptWorldTime city=tokyo"),
        ("set a timer", "HassStartTimer"),
        ("tell me a joke", "GptSmallTalk topic=joke"),
        ("will it rain tomorrow", "HassGetWeather condition=rain day=tomorrow"),
        ("brighten the kitchen light", "HassLightSet brightness_step=up domain=light name=kitchen"),
        ("what year is it", "GptCurrentYear"),
        ("who wrote hamlet", "no local intent: the language model would answer"),
    ],
)
def test_plain_output(text: str, printed: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["intent", *text.split()]) == 0
    assert capsys.readouterr().out.splitlines()[0] == printed


def test_json_output_lists_every_reading(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["intent", "--json", "what is 5 to the power of 2"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["intent"] == "GptConvertUnit" and payload["source"] == "templates"
    assert [c["intent"] for c in payload["candidates"]] == ["GptConvertUnit", "GptMath"]
    assert main(["intent", "--json", "set a timer for 90 seconds"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert (payload["intent"], payload["slots"]["seconds"], payload["source"]) == ("HassStartTimer", 90, "rules")


def test_another_reading_is_named_as_the_source() -> None:
    found = explain("do you happen to know what the date is", datetime(2026, 12, 1, 10, 25, tzinfo=UTC))
    assert [(u.intent, u.source) for u in found] == [("HassGetCurrentDate", "rules, read as 'what is the date'")]
    assert explain("I ate a sandwich", datetime(2026, 12, 1, 10, 25, tzinfo=UTC)) == []


def test_a_self_correction_is_explained_with_the_value_that_wins() -> None:
    found = explain("set a timer for five no make it ten minutes", datetime(2026, 12, 1, 10, 25, tzinfo=UTC))
    assert [(u.intent, u.slots.get("seconds"), u.source) for u in found] == [
        ("HassStartTimer", 600, "rules, self-corrected as 'set a timer for ten minutes'")]


@pytest.mark.parametrize(("text", "printed"), [
    ("open the fridge light", "HassTurnOn domain=light name=fridge"),
    ("close the oven light", "HassTurnOff domain=light name=oven"),
    ("turn on the hall light", "HassTurnOn domain=light name=hall"),
    ("switch the garage light off", "HassTurnOff domain=light name=garage"),
    ("open the bathroom light", "HassTurnOn domain=light name=bathroom"),
])
def test_a_light_this_machine_does_not_have_is_shown_as_not_switched(text: str, printed: str,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """As a turn does it: the switch is read by that name and answered "I don't have a light called ..."."""
    assert main(["intent", *text.split()]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(printed)
    assert out[1].startswith("  but nothing is switched: no light called ") and out[1].endswith("(the lights are kitchen)")
    assert main(["intent", "--json", *text.split()]) == 0
    assert json.loads(capsys.readouterr().out)["not_done"].startswith("nothing is switched")


@pytest.mark.parametrize("text", ["open the kitchen light", "turn on the kitchen light", "tell me a joke"])
def test_a_reading_that_is_carried_out_has_no_not_done(text: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["intent", "--json", *text.split()]) == 0
    assert "not_done" not in json.loads(capsys.readouterr().out)


def test_no_lights_set_up_is_said(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("GPT_HOME_GPIO_LIGHTS", "{}")
    assert main(["intent", "open", "the", "fridge", "light"]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "  but nothing is switched: no lights are set up"
