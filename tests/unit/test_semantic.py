"""The semantic intent reader (``agent/semantic.py``) over the bundled WordLlama: free phrasings of house commands read
by meaning and carried out by the same skills; knowledge questions, chit-chat and talk about a request left to the
model. Phrasings are the test's own (and bench/data/semantic_probes.json's), none in the reader's examples."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.intent_types import LightAction
from gpt_home.agent.intents import normalize
from gpt_home.agent.semantic import (
    NONE,
    SemanticReader,
    default_reader,
    exemplars,
    keeps_the_day,
    keeps_the_numbers,
)
from gpt_home.agent.understand import explain
from gpt_home.skills.asking_back import expects_answer
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import NO_LOCATION, NO_MIXER, local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
PROBES = json.loads((Path(__file__).parents[2] / "bench" / "data" / "semantic_probes.json").read_text())


@pytest.fixture(scope="module")
def reader() -> SemanticReader:
    loaded = default_reader()
    assert loaded is not None, "the bundled WordLlama must load"
    return loaded


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living room": 27}, lists=ListSkill(InMemoryStore())) as built:
        yield built


def test_examples_file_parses_into_intents_with_many_phrasings() -> None:
    examples = exemplars()
    assert NONE in examples
    assert all(len(lines) >= 3 for lines in examples.values()), "every intent needs several phrasings"
    parsed = exemplars("# comment\n[a]\nOne\n\ntwo\n[b]\nthree\n")
    assert parsed == {"a": ["one", "two"], "b": ["three"]}


@pytest.mark.parametrize("text", ["who wrote hamlet", "tell me a joke", "how do lights work", *PROBES["model"]])
def test_knowledge_chat_and_other_devices_reach_the_model(reader: SemanticReader, text: str) -> None:
    assert reader.command(normalize(text), ("kitchen", "living room"), NOW) is None


@pytest.mark.parametrize("text", [
    "i didn't ask you to turn the lights off",
    "my husband always turns the volume up",
    "if it rains tomorrow remind me",
    "the lights are off in the garage",
    "what's the opposite of loud",
    "what day of the week is the second sunday of january",
    "five minutes",
    "half past seven",
    "what did i just ask you to do",
    "i know", "oh i see", "fair enough mate",  # an acknowledgement: never the time
    "drop all the reminder talk", "enough of the timer chat",  # the talk about them, not the reminders
])
def test_talk_about_a_request_or_another_moment_is_not_read(reader: SemanticReader, text: str) -> None:
    assert reader.command(normalize(text), ("kitchen", "living room"), NOW) is None


@pytest.mark.parametrize(("text", "intent"), [
    ("shut every lamp off", "light_off"),
    ("the house is too dark", "light_on"),
    ("it is too dark in the living room", "light_on"),
    ("the light is too bright", "light_dimmer"),
    ("lights in the living room off please", "light_off"),
    ("check whether the kitchen lamp is lit", "light_state"),
    ("your voice is way too quiet", "volume_up"),
    ("bring the sound down a little", "volume_down"),
    ("volume at maximum please", "volume_max"),
    ("what's it doing outside", "weather"),
    ("count down eight minutes for me", "timer_set"),
    ("which alarms have i got", "alarm_list"),
    ("what reminders have you got for me", "reminder_list"),
    ("read out what's on the grocery list", "list_show"),
    ("empty out the shopping list", "list_clear"),
    ("give the coin a flip", "coin"),
    ("which day of the week is today", "weekday"),
])
def test_free_phrasings_are_read_by_meaning(reader: SemanticReader, text: str, intent: str) -> None:
    read = reader.command(normalize(text), ("kitchen", "living room"), NOW)
    assert read is not None and read[0].intent == intent


def test_a_free_light_command_switches_the_named_light(skills: LocalSkills) -> None:
    assert say(skills, "the house is too dark") == "Okay, all the lights are on."
    assert skills.lights.level("living room") == 1.0 and skills.lights.level("kitchen") == 1.0
    # "darken" is a step down like "darker", never off (round 14: darkness words are no off words)
    assert say(skills, "could you darken the living room", 1) == "Okay, the living room light is at 75 percent."
    assert skills.lights.level("living room") == 0.75
    assert say(skills, "could you switch off the living room", 2) == "Okay, the living room light is off."
    assert skills.lights.level("living room") == 0.0


def test_without_the_reader_the_same_phrasing_is_not_carried_out(skills: LocalSkills) -> None:
    skills.dialogue.semantic = None
    skills.lights.set("living room", LightAction.ON)
    reply = say(skills, "could you darken the living room")  # the honest fallback's help line, not the action
    assert reply is not None and reply.startswith("Sorry, I didn't catch what to do with the lights.")
    assert skills.lights.level("living room") == 1.0


def test_a_light_question_switches_nothing(skills: LocalSkills) -> None:
    reply = say(skills, "check whether the kitchen lamp is lit")
    assert reply == "No, the kitchen light is off."
    assert skills.lights.level("kitchen") == 0.0


def test_a_room_without_a_light_is_said_so(skills: LocalSkills) -> None:
    assert say(skills, "put some light on in the garage") == (
        "I don't have a light called garage. I know kitchen and living room.")


def test_volume_and_weather_phrasings_reach_their_skills(skills: LocalSkills) -> None:
    assert say(skills, "bring the sound down a little") == NO_MIXER
    assert say(skills, "your voice is way too quiet", 1) == NO_MIXER
    assert say(skills, "should i put my winter coat on", 2) == NO_LOCATION
    assert say(skills, "what's the outlook like", 3) == NO_LOCATION


def test_a_timer_read_by_meaning_keeps_its_duration_and_label(skills: LocalSkills) -> None:
    assert say(skills, "count down eight minutes for me") == "Okay, timer set for 8 minutes."
    assert say(skills, "count down nine minutes for the rice", 1) == "Okay, rice timer set for 9 minutes."


def test_a_missing_slot_is_asked_back_and_the_answer_completes_it(skills: LocalSkills) -> None:
    asked = say(skills, "could you do me a countdown")
    assert asked == "For how long?" and expects_answer(asked)
    assert say(skills, "twelve minutes", 2) == "Okay, timer set for 12 minutes."


def test_a_list_read_by_meaning_reads_the_list(skills: LocalSkills) -> None:
    assert say(skills, "add oat milk to the shopping list") == "I've added oat milk to your shopping list."
    assert "oat milk" in (say(skills, "read out what's on the grocery list", 1) or "")


def test_world_time_is_read_with_the_place_apart(skills: LocalSkills) -> None:
    assert say(skills, "what hour have they got in lisbon") == "In Lisbon it's 10:25 am."


def test_explain_names_the_semantic_source() -> None:
    found = explain("could you darken the kitchen", NOW, lights=("kitchen",))
    assert found and found[0].intent == "HassLightSet" and found[0].slots["name"] == "kitchen"
    assert found[0].slots["brightness_step"] == "down"  # darken: a step down, never off
    assert found[0].source.startswith("semantic (score 0.")
    assert explain("who wrote hamlet", NOW, lights=("kitchen",)) == []


@pytest.mark.parametrize(("normalized", "said", "kept"), [
    ("put fifteen minutes on the clock for the eggs", "set a eggs timer for fifteen minutes", True),
    ("wake me at quarter to seven", "set an alarm for 6:45", True),  # a clock phrase turned the number
    ("six times six times six", "set an alarm for six", False),
    ("set an alarm for twenty five oclock", "set an alarm for twenty", False),
    ("timer for eight minutes no wait twelve minutes", "set a timer for eight minutes", False),
    ("set a timer for minus five minutes", "set a timer for five minutes", False),
])
def test_a_reading_by_meaning_must_use_the_numbers_said(normalized: str, said: str, kept: bool) -> None:
    assert keeps_the_numbers(normalized, said) is kept


@pytest.mark.parametrize("text", ["six times six times six", "set an alarm for twenty five oclock",
                                  "set a timer for minus five minutes"])
def test_no_action_runs_on_part_of_the_numbers(reader: SemanticReader, text: str) -> None:
    assert reader.command(normalize(text), (), datetime(2026, 6, 15, 12, 0, tzinfo=UTC)) is None


@pytest.mark.parametrize(("normalized", "said", "kept"), [
    ("wake me at half eight on sunday no rush", "set an alarm for half eight", False),
    ("set an alarm for 8 am for sunday please", "set an alarm for 8 am", False),
    ("remind me tomorrow about the bins", "remind me", False),
    ("could you get me up at 7 on saturday", "set an alarm for 7", False),
    ("set a timer for ten minutes tonight", "set a timer for ten minutes", False),
    ("wake me at half eight on sunday no rush", "set an alarm for half eight on sunday", True),
    ("set an alarm for 8 am please", "set an alarm for 8 am", True),
    ("is it going to rain on sunday", "what is the weather", True),  # not a timer: the weather skill reads the day
])
def test_a_timer_read_by_meaning_keeps_the_day_said(normalized: str, said: str, kept: bool) -> None:
    assert keeps_the_day(normalized, said) is kept


def test_talk_about_the_reminders_cancels_none(skills: LocalSkills) -> None:
    say(skills, "remind me to call mum at 6 pm")
    assert "cancelled" not in (say(skills, "drop all the reminder talk") or "").lower()
    assert "call mum" in (say(skills, "what are my reminders") or "")
