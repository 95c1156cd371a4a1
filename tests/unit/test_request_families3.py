"""Families of everyday phrasings (third requests round, after the blind holdout3 run): real rules, recognizer, skills.

Each family is tested with phrasings in no benchmark set, and with near-misses that must not be taken for it:
the day of the week, labelled timers with the label first, timer labels singular or plural, questions about set
alarms and reminders, list adds with household verbs, lights without a verb, weather over the week, and a yes or no
about the part of the day in a city.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import match
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.weather_questions import answer, forecast_days_needed, question_from_slots
from tests.skill_helpers import NO_LOCATION, NOW, Lists, local_skills, say


@pytest.fixture
def lists() -> Lists:
    return Lists()


@pytest.fixture
def skills(factory: MockFactory, lists: Lists) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living_room": 27}, lists=lists) as built:
        yield built


# --- the day of the week ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["what weekday are we on", "do you know which day of the week it is",
                                  "which day of the week are we on today", "what's the day of the week today",
                                  "tell me what weekday it is"])
def test_day_of_the_week_family(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "Today is Tuesday, December 1."


def test_day_of_the_week_of_another_day_is_still_that_day(skills: LocalSkills) -> None:
    assert say(skills, "which day of the week is boxing day") == "Boxing Day is on Saturday, December 26, 2026."


# --- labelled timers, label first ------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "label", "minutes"), [
    ("start a timer for the potatoes for twenty minutes", "potatoes", 20),
    ("a timer for the rice for 12 minutes", "rice", 12),
    ("put a timer on for the cake for forty minutes", "cake", 40),
    ("make a 7 minute tea timer", "tea", 7),
])
def test_label_before_duration(text: str, label: str, minutes: int) -> None:
    found = match(text, NOW)
    assert found is not None and found.kind.value == "set_timer"
    assert found.slots.label == label and found.slots.duration == timedelta(minutes=minutes)


@pytest.mark.parametrize("text", ["set a timer for the pasta", "a timer for the kids to play for a while",
                                  "set a timer for the soup for later"])
def test_a_label_without_a_duration_is_not_a_timer_set(text: str) -> None:
    found = match(text, NOW)
    assert found is None or found.kind.value != "set_timer"


# --- timer labels: singular or plural, and the right article ------------------------------------------------------
def test_timer_label_singular_or_plural(skills: LocalSkills) -> None:
    assert say(skills, "set a timer for the potatoes for twenty minutes") == (
        "Okay, potatoes timer set for 20 minutes.")
    assert say(skills, "how much longer on the potato timer", 60) == "The potatoes timer has 19 minutes left."
    assert say(skills, "set an onion timer for 5 minutes") == "Okay, onion timer set for 5 minutes."
    assert say(skills, "how much time is left on the onions timer", 60) == "The onion timer has 4 minutes left."
    assert say(skills, "how long is left on the apple timer", 60) == (
        "You don't have an apple timer. You have 2 timers running.")
    assert say(skills, "cancel the apple timer", 60) == "I couldn't find an apple timer to cancel."
    assert say(skills, "cancel the potato timer", 60) == "Okay, I cancelled the potatoes timer."


# --- questions about set alarms and reminders -------------------------------------------------------------------
@pytest.mark.parametrize(("text", "kind"), [
    ("have I got an alarm set for tomorrow", "alarm"),
    ("is my alarm on", "alarm"),
    ("did I set an alarm", "alarm"),
    ("what are you supposed to remind me of", "reminder"),
    ("what reminders have you got for me", "reminder"),
    ("what did I ask you to remind me about", "reminder"),
])
def test_existing_alarms_and_reminders_family(text: str, kind: str) -> None:
    found = match(text, NOW)
    assert found is not None and found.kind.value == "list_timers"
    assert found.slots.kind is not None and found.slots.kind.value == kind


def test_alarm_question_answered(skills: LocalSkills) -> None:
    assert say(skills, "did I set an alarm") == "You have no alarms set."


@pytest.mark.parametrize("text", ["what have you got to say for yourself", "is my alarm clock broken"])
def test_not_a_question_about_alarms(text: str) -> None:
    found = match(text, NOW)
    assert found is None or found.kind.value != "list_timers"


# --- list adds: household verbs and a pronoun for the item named first -----------------------------------------------
@pytest.mark.parametrize(("text", "item"), [
    ("pop some teabags on the shopping list", "some teabags"),
    ("chuck cat food onto the shopping list", "cat food"),
    ("jot down batteries on the shopping list", "batteries"),
    ("we're low on butter so stick it on the shopping list", "butter"),
    ("we need some more coffee, can you put it on the shopping list", "coffee"),
])
def test_list_add_family(skills: LocalSkills, lists: Lists, text: str, item: str) -> None:
    assert say(skills, text) == "ok"
    assert lists.calls == [("HassShoppingListAddItem", {"item": item, "name": "shopping"})]


@pytest.mark.parametrize("text", ["stick the kettle on", "pop round to the shop later"])
def test_not_a_list_add(skills: LocalSkills, lists: Lists, text: str) -> None:
    say(skills, text)
    assert lists.calls == []


# --- lights without a verb ----------------------------------------------------------------------------------------
def test_light_word_orders(skills: LocalSkills) -> None:
    assert say(skills, "lamp on in the living room") == "Okay, the living room light is on."
    assert say(skills, "off with the living room lamp") == "Okay, the living room light is off."
    assert say(skills, "lights on in the kitchen now") == "Okay, the kitchen light is on."
    assert say(skills, "off with the lights") == "Okay, all the lights are off."


@pytest.mark.parametrize("text", ["the lights are off in the kitchen", "lights off in the kitchen were a mistake"])
def test_light_statements_are_not_commands(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


# --- weather over the week ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["is it going to rain later this week", "will it be cold for the rest of the week",
                                  "will it freeze overnight", "is it going to be windy this week"])
def test_weather_over_the_week_points_to_the_settings(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_LOCATION


def test_weather_over_the_week_is_answered_across_the_days() -> None:
    payload = {"daily": {"temperature_2m_max": [3, 4, 5, 6, 7, 8, 9], "temperature_2m_min": [-1, 0, 1, 2, 3, 4, 5],
                         "snowfall_sum": [0, 0, 1.5, 0.4, 0, 0, 9], "wind_speed_10m_max": [5, 8, 31, 4, 5, 6, 7],
                         "precipitation_probability_max": [10, 60, 5, 5, 5, 5, 5]}}
    tuesday = date(2026, 12, 1)
    snow = question_from_slots({"condition": "snow", "day": "this week"}, tuesday)
    assert snow is not None and forecast_days_needed(snow) == 6  # Tuesday to Sunday
    assert answer(payload, snow, {}) == "Yes, about 2 centimetres of snow are expected this week."
    rain = question_from_slots({"condition": "rain", "day": "the rest of the week"}, tuesday)
    assert rain is not None
    assert answer(payload, rain, {}) == "Rain is likely over the rest of the week: at most a 60 percent chance on any day."
    assert question_from_slots({"condition": "rain", "day": "next week"}, tuesday) is None  # beyond the forecast


# --- the part of the day in a city ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "reply"), [
    ("is it night time over in tokyo", "No, in Tokyo it's 7:25 pm, in the evening."),
    ("is it still afternoon in new york", "No, in New York it's 5:25 am, in the morning."),
    ("is it the middle of the night in los angeles", "Yes, in Los Angeles it's 2:25 am, at night."),
    ("is it evening in dubai", "No, in Dubai it's 2:25 pm, in the afternoon."),
    ("is it morning in atlantis", "Atlantis is a made-up place, from a story, so it has no time zone or clock of its own. "
                                   "Ask me about a real city and I'll tell you its time."),  # round 27: from a story
])
def test_part_of_the_day_in_a_city(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["is it evening wear in paris"])
def test_not_a_part_of_the_day_question(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "it's" not in reply


def test_a_part_of_the_day_here_is_no_city_question(skills: LocalSkills) -> None:
    assert say(skills, "is it morning yet") == "Yes, it's the morning: it's 10:25 am."  # here, never a city (round 23)
