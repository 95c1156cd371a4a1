"""Holdout19's command families said in an order the rules do not read (``skills/fronted_readings.py``): an alarm's
day first, a reminder's time first, more time given to a named timer, a list wish, a light left on, the volume with a
device named as the reason; each with must-not sentences that change nothing. Through the real rules, recognizer and
skills with a pinned clock (Tuesday 1 December 2026)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import NO_MIXER, NOW, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.fronted_readings import fronted_readings
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills() -> Iterator[LocalSkills]:
    factory = MockFactory()
    with local_skills(factory, lights={"kitchen": 17, "living_room": 18}, lists=ListSkill(InMemoryStore())) as s:
        yield s


def _alarms(skills: LocalSkills) -> list[tuple[date, int, int]]:
    return [(t.due.date(), t.due.hour, t.due.minute) for t in skills.timers.list("anna", kind=TimerKind.ALARM)]


@pytest.mark.parametrize(("text", "day", "clock"), [
    ("on thursday i want an alarm at 7 am", date(2026, 12, 3), (7, 0)),
    ("on friday wake me at 6", date(2026, 12, 4), (6, 0)),
    ("for saturday i need an alarm at 8", date(2026, 12, 5), (8, 0)),
    ("this sunday could you set an alarm for 9", date(2026, 12, 6), (9, 0)),
    ("so on thursday id like an alarm at half six", date(2026, 12, 3), (6, 30)),
    ("tomorrow i need an alarm at half six", date(2026, 12, 2), (6, 30)),
    ("i have a flight on friday so need an alarm at four am", date(2026, 12, 4), (4, 0)),
])
def test_an_alarms_day_said_first_is_kept(skills: LocalSkills, text: str, day: date, clock: tuple[int, int]) -> None:
    assert "alarm set" in str(say(skills, text))
    assert _alarms(skills) == [(day, *clock)]


@pytest.mark.parametrize("text", [
    "on thursday i had an alarm at 7 am", "on thursday do i have an alarm at 7 am", "on friday she said wake me at 6",
    "on friday dont wake me at 6", "on thursday i dont want an alarm at 7",
])
def test_an_alarm_day_first_that_is_no_request_sets_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _alarms(skills) == []


@pytest.mark.parametrize(("text", "reply"), [
    ("tomorrow at 8 am remind me the bins need to go out",
     "Okay, I'll remind you that the bins need to go out at 8 am tomorrow."),
    ("at 6 tonight remind me the dog needs his tablet", "Okay, I'll remind you that the dog needs his tablet at 6 pm tonight."),
    ("on friday at noon remind me that the car is due its mot",
     "Okay, I'll remind you that the car is due its mot at noon on Friday."),
    ("in 20 minutes remind me the oven is on", "Okay, I'll remind you that the oven is on at 10:45 am."),
    ("tomorrow at nine please remind me the window cleaner is coming",
     "Okay, I'll remind you that the window cleaner is coming at 9 am tomorrow."),
])
def test_a_reminders_time_said_first_then_its_task(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "yesterday at 8 am you reminded me the bins need to go out", "tomorrow at 8 am dont remind me the bins need to go out",
    "tomorrow at 8 am she will remind me the bins need to go out",
])
def test_a_reminder_time_first_that_is_no_request_sets_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert skills.timers.list("anna", kind=TimerKind.REMINDER) == []


@pytest.mark.parametrize(("text", "added", "left"), [
    ("give the pasta 3 more minutes on its timer", 3, 13),
    ("give the pasta two more minutes", 2, 12),
    ("can you give the pasta a few more minutes on its timer", 3, 13),
    ("put 5 more minutes on the pasta timer", 5, 15),
    ("oh give the pasta 4 extra minutes", 4, 14),
])
def test_more_time_given_to_a_named_timer(skills: LocalSkills, text: str, added: int, left: int) -> None:
    say(skills, "set a pasta timer for 10 minutes")
    assert say(skills, text) == f"Added {added} minutes to the pasta timer. It now has {left} minutes left."


def test_more_time_for_it_goes_to_the_one_timer_running(skills: LocalSkills) -> None:
    # round 19 (house19): "it" is the one timer running, as "add 3 minutes to it" always was (was a must-not here)
    say(skills, "set a pasta timer for 10 minutes")
    assert say(skills, "give it 3 more minutes") == "Added 3 minutes to the pasta timer. It now has 13 minutes left."


@pytest.mark.parametrize("text", [
    "should i give the pasta 3 more minutes", "she gave the pasta 3 more minutes on its timer",
    "she said give it 3 more minutes",
])
def test_more_time_not_asked_for_changes_no_timer(skills: LocalSkills, text: str) -> None:
    say(skills, "set a pasta timer for 10 minutes")
    say(skills, text)
    assert [round((t.due - NOW).total_seconds() / 60) for t in skills.timers.list("anna")] == [10]


@pytest.mark.parametrize(("text", "items"), [
    ("grandma here, i'd like bread and jam on the list please", "bread and jam"),
    ("we'd like eggs on the shopping list", "eggs"),
    ("i want some apples on the list", "apples"),
    ("oh and stick some grapes on there too", "grapes"),
    ("and put some bananas on there as well", "bananas"),
])
def test_a_list_wish_adds_the_items(skills: LocalSkills, text: str, items: str) -> None:
    say(skills, "add milk to the shopping list")
    assert say(skills, text) == f"I've added {items} to your shopping list."


def test_a_wish_to_stick_something_on_the_list_asks_what(skills: LocalSkills) -> None:
    assert say(skills, "i'd like to stick something on the shopping list") == "What should I add?"
    # the answer said as a whole wish: only the items are added
    assert say(skills, "grandma here, i'd like bread and jam on the list please") == (
        "I've added bread and jam to your shopping list.")


def test_a_reminder_in_some_minutes_said_first_keeps_its_time(skills: LocalSkills) -> None:
    assert say(skills, "in forty five minutes remind me the washing is done") == (
        "Okay, I'll remind you that the washing is done at 11:10 am.")


@pytest.mark.parametrize("text", [
    "i'd like bread and jam for breakfast", "i wouldnt like bread on the list", "put the pizza on there",
    "is bread on the list", "did i put bread on there", "i want it all to go on the shopping list",
    "i have an item i want to add to the list",
])
def test_no_list_wish_changes_no_list(skills: LocalSkills, text: str) -> None:
    say(skills, "add milk to the shopping list")
    say(skills, text)
    assert say(skills, "whats on my shopping list") == "You have milk on your shopping list."


@pytest.mark.parametrize(("text", "light"), [
    ("i'm scared of the dark, can you leave the kitchen light on", "kitchen"),
    ("please keep the living room light on tonight", "living_room"),
    ("could you leave the kitchen lamp on for me", "kitchen"),
    ("can you just leave the living room light on", "living_room"),
])
def test_a_light_asked_to_be_left_on(skills: LocalSkills, text: str, light: str) -> None:
    assert str(say(skills, text)).startswith("Okay")
    assert skills.lights.state(light).startswith("Yes")


@pytest.mark.parametrize("text", [
    "i'm scared of the dark, i always leave the kitchen light on", "did you leave the kitchen light on",
    "who left the kitchen light on", "dont leave the kitchen light on",
])
def test_a_light_left_on_that_is_no_request_switches_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert skills.lights.state("kitchen").startswith("No")


@pytest.mark.parametrize("text", [
    "speak up please the extractor fans on", "shh turn it down the babys asleep", "louder please the washing machine is going",
    "turn it down a bit im on the phone", "talk louder the tv is on",
])
def test_the_volume_with_a_device_as_the_reason(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_MIXER


@pytest.mark.parametrize("text", ["turn the extractor fan on", "turn down the fan the baby is asleep"])
def test_a_device_asked_for_is_no_volume(text: str) -> None:
    assert fronted_readings(text, NOW) == []


@pytest.mark.parametrize("text", [
    "put the cricket commentary on", "put the football commentary on", "stick the match commentary on",
    "can you put the rugby commentary on",
])
def test_commentary_is_media_not_a_list(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "I can't play music, radio or videos yet."


def test_commentary_on_the_list_is_still_a_list(skills: LocalSkills) -> None:
    assert say(skills, "put cricket balls on the shopping list") == "I've added cricket balls to your shopping list."


@pytest.mark.parametrize(("text", "reply"), [
    ("set one of your alarms for me would you", "For what time?"),
    ("could you set me one of your alarms", "For what time?"),
    ("set one of your alarms for me please", "For what time?"),
    ("set one of those timers for me", "For how long?"),
    ("can you set up one of your reminders for me", "What should I remind you about?"),
])
def test_one_of_yours_asks_what_it_needs(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply
    assert skills.timers.list("anna") == []


@pytest.mark.parametrize("text", [
    "cancel one of your alarms", "did you set one of your alarms", "which one of your alarms is set",
])
def test_one_of_yours_that_is_no_new_one_reads_nothing(text: str) -> None:
    assert fronted_readings(text, NOW) == []


@pytest.mark.parametrize(("text", "light"), [
    ("the living room light is hurting my eyes", "living room"),
    ("the kitchen light is blinding me", "kitchen"),
    ("ugh the kitchen lights giving me a headache", "kitchen"),
    ("the living room lamp is too harsh", "living room"),
    ("the kitchen light is really hurting my eyes", "kitchen"),
])
def test_a_light_that_hurts_the_eyes_is_dimmed(skills: LocalSkills, text: str, light: str) -> None:
    say(skills, "turn on all the lights")  # these mock lights switch only: dimming is answered honestly
    assert say(skills, text) == f"The {light} light can only be switched on or off."


@pytest.mark.parametrize("text", [
    "the living room light hurt my eyes yesterday", "is the living room light hurting your eyes",
    "the sun is hurting my eyes", "the screen is hurting my eyes", "the light from the tv is hurting my eyes",
])
def test_glare_not_from_a_light_now_dims_nothing(text: str) -> None:
    assert not any(r.startswith("dim") for r in fronted_readings(text, NOW))


@pytest.mark.parametrize(("ask", "then", "reply"), [
    ("start one of your timers would you", "go on then, a 6 minute timer", "Okay, timer set for 6 minutes."),
    ("set one of your alarms for me would you", "make that alarm quarter to seven in the morning",
     "Okay, alarm set for 6:45 am tomorrow."),
])
def test_asked_back_then_said_whole_is_carried_out(skills: LocalSkills, ask: str, then: str, reply: str) -> None:
    say(skills, ask)
    assert say(skills, then) == reply
    assert len(skills.timers.list("anna")) == 1
