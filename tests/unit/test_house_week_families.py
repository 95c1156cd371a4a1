"""The eleventh set's command families (issue 15), each said in five or more ways: other ages, regions, non-native
speakers, fillers, reasons after. Through the real rules, recognizer and skills with a pinned clock; what is set is
checked, not only the reply. Wrong actions first: a corrected timer, a darker light, a question about what is set."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import NO_LOCATION, NO_MIXER, NOW, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.self_correction import corrected
from gpt_home.skills.list_store import list_slug
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

INDOORS = "I can't tell how warm it is indoors: I have no thermometer. I can tell you the weather outside."


@pytest.fixture
def lists() -> ListSkill:
    return ListSkill(InMemoryStore())


@pytest.fixture
def skills(lists: ListSkill) -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights={"kitchen": 17, "living_room": 18}, lists=lists) as s:
        yield s


def _set(skills: LocalSkills, kind: TimerKind) -> dict[str, tuple[int, int]]:
    """label -> (hour, minute) of each one set."""
    return {t.label: (t.due.hour, t.due.minute) for t in skills.timers.list("anna", kind=kind)}


def _minutes(skills: LocalSkills) -> dict[str, int]:
    return {t.label: round((t.due - NOW).total_seconds() / 60) for t in skills.timers.list("anna", kind=TimerKind.TIMER)}


@pytest.mark.parametrize(("text", "label", "minutes"), [
    ("set a timer for fifteen minutes no make it twenty for the bread", "bread", 20),
    ("put a timer on for twenty minutes no wait thirty for the pizza", "pizza", 30),
    ("set a timer for 10 minutes sorry i mean 12 for the cake", "cake", 12),
    ("can you set a timer for three minutes no make it four for the eggs please", "eggs", 4),
    ("set a timer for 5 minutes actually make it 7 for the eggs", "eggs", 7),
    ("timer for 8 minutes no 9", "", 9),
])
def test_a_timer_corrected_while_said_keeps_the_last_length_and_its_label(skills: LocalSkills, text: str, label: str,
                                                                          minutes: int) -> None:
    say(skills, text)
    assert _minutes(skills) == {label: minutes}  # one timer, the corrected length: never the first said


def test_the_unit_said_first_goes_after_the_corrected_number() -> None:
    assert corrected("set a timer for fifteen minutes no make it twenty for the bread") == (
        "set a timer for twenty minutes for the bread")
    assert corrected("set an alarm for five pm no make it five thirty") == "set an alarm for five thirty pm"


@pytest.mark.parametrize(("text", "label", "minutes"), [
    ("the washing machine finishes in forty minutes let me know", "washing machine", 40),
    ("the dishwasher will be done in an hour tell me", "dishwasher", 60),
    ("the tumble dryer will finish in an hour and a half please let me know", "tumble dryer", 90),
    ("the cake should be ready in 35 minutes give me a shout", "cake", 35),
    ("my laundry is done in 50 minutes can you remind me", "laundry", 50),
    ("the bread is done in twenty minutes tell me", "bread", 20),
])
def test_a_machine_done_in_a_time_is_a_timer_named_so(skills: LocalSkills, text: str, label: str,
                                                      minutes: int) -> None:
    say(skills, text)
    assert _minutes(skills) == {label: minutes}


@pytest.mark.parametrize("text", [
    "please make the kitchen lamp more dark", "make the kitchen light darker",
    "can you make the kitchen lights a bit dimmer", "please make the kitchen lamp less bright",
    "could you make the kitchen light not so bright", "make the kitchen light a little bit darker",
])
def test_darker_never_switches_a_light_on(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "The kitchen light is already off, as dark as it goes."  # never on
    assert skills.lights.level("kitchen") == 0
    say(skills, "turn on the kitchen light")
    assert say(skills, text) == "The kitchen light can only be switched on or off."  # on/off pins: said honestly
    assert skills.lights.level("kitchen") == 1


@pytest.mark.parametrize("text", [
    "will i need an alarm at six tomorrow", "do i have an alarm at seven", "have i set an alarm for half six tomorrow",
    "did i set an alarm for 6 am", "is there an alarm at six thirty", "so did we set an alarm for five tomorrow",
])
def test_a_question_about_an_alarm_never_sets_one(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is not None and reply.startswith("You don't have an alarm at") and "haven't set one" in reply
    assert _set(skills, TimerKind.ALARM) == {}


def test_a_question_about_an_alarm_set_says_yes(skills: LocalSkills) -> None:
    say(skills, "set an alarm for 6 am tomorrow")
    assert say(skills, "will i need an alarm at six tomorrow") == "Yes, you have an alarm at 6 am."
    assert len(skills.timers.list("anna", kind=TimerKind.ALARM)) == 1


@pytest.mark.parametrize("text", [
    "did i set a timer for the rice for 8 minutes", "have i got a timer on for the rice", "is there a timer for the rice",
    "did i put a timer on for the rice", "did you set a timer for the rice or not", "um did we set the rice timer",
])
def test_a_question_about_a_timer_never_sets_one(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is not None and reply.startswith("No, you don't have a rice timer"), reply
    assert _minutes(skills) == {}
    say(skills, "set a rice timer for 8 minutes")
    assert say(skills, text, 60).startswith("Yes, the rice timer has 7 minutes")
    assert _minutes(skills) == {"rice": 8}


@pytest.mark.parametrize("text", [
    "did i set a reminder for the bins or not", "have i got a reminder about the bins", "is there a reminder for the bins",
    "did you set a reminder for the bins", "do i have a reminder to put the bins out", "did we set that reminder for the bins",
])
def test_a_question_about_a_reminder_answers_from_what_is_set(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) in ("No, you don't have a reminder about the bins.",
                                 "No, you don't have a reminder to put the bins out.")  # a task: as said
    say(skills, "remind me tomorrow at 9 to put the bins out")
    assert say(skills, text) == "Yes: the reminder to put the bins out at 9 am tomorrow."
    assert len(skills.timers.list("anna", kind=TimerKind.REMINDER)) == 1


@pytest.mark.parametrize(("text", "task", "at"), [
    ("i always forget to defrost the mince can you remind me at five", "defrost the mince", (17, 0)),
    ("i keep forgetting to water the plants can you remind me at six", "water the plants", (18, 0)),
    ("we always forget to take the bins out remind us at 8 tonight", "take the bins out", (20, 0)),
    ("i forget to call my mum could you remind me tomorrow at noon", "call my mum", (12, 0)),
    ("please you remind me tomorrow morning to go to the post office at ten", "go to the post office", (10, 0)),
    ("remind me this evening to ring grandma at seven", "ring grandma", (19, 0)),
    ("can you remind me on friday to pay the window cleaner at ten", "pay the window cleaner", (10, 0)),
])
def test_a_reminder_asked_after_its_task_or_with_the_day_first(skills: LocalSkills, text: str, task: str,
                                                               at: tuple[int, int]) -> None:
    say(skills, text)
    assert _set(skills, TimerKind.REMINDER) == {task: at}


@pytest.mark.parametrize("text", [
    "move the tablets reminder to half past eight no nine oclock",
    "move the tablets reminder to half eight sorry nine",
    "change my tablets reminder to 8 30 no 9",
    "can you move the tablets reminder to eight thirty actually nine",
    "push the tablets reminder to half past eight no wait nine pm",
])
def test_a_move_corrected_while_said_moves_to_the_last_time_only(skills: LocalSkills, text: str) -> None:
    say(skills, "remind me to take my tablets at 8 tonight")
    say(skills, text, 5)
    assert _set(skills, TimerKind.REMINDER) == {"take my tablets": (21, 0)}


@pytest.mark.parametrize("text", [
    "set the living room brightness to seventy percent were watching a film",
    "set the kitchen brightness to 30 percent im reading",
    "turn the kitchen light to fifty percent please its too bright",
    "put the living room lights at 20 percent the baby is asleep",
    "set the kitchen lamp to 60 percent because we are eating",
])
def test_a_light_level_with_a_reason_after_is_a_level(skills: LocalSkills, text: str) -> None:
    assert say(skills, text).endswith("can only be switched on or off.")  # on/off pins: said, never switched


@pytest.mark.parametrize(("text", "way"), [
    ("turn your voice down a bit", "down"), ("turn yourself down the neighbours are complaining", "down"),
    ("turn your volume down please", "down"), ("could you turn yourself up a bit i cant hear", "up"),
    ("turn down your voice", "down"), ("bring your voice down the baby is asleep", "down"),
])
def test_volume_said_about_the_assistant_itself(skills: LocalSkills, text: str, way: str) -> None:
    assert say(skills, text) == NO_MIXER


@pytest.mark.parametrize(("text", "device"), [
    ("the robot hoover needs to go on", "robot hoover"), ("the dishwasher needs to go on", "dishwasher"),
    ("the heating needs to be on its freezing", "heating"), ("our hoover has to go on", "hoover"),
    ("the washing machine should be switched on", "washing machine"),
])
def test_a_machine_that_needs_to_go_on_is_refused_honestly(skills: LocalSkills, text: str, device: str) -> None:
    assert say(skills, text) == f"I can't control the {device}. I can only switch the lights set up in my settings."


def test_a_light_that_needs_to_go_off_is_switched(skills: LocalSkills) -> None:
    say(skills, "turn on the kitchen light")
    assert say(skills, "the kitchen light needs to go off") == "Okay, the kitchen light is off."


@pytest.mark.parametrize("text", [
    "how warm is it out there do the kids need jumpers", "how cold is it outside today",
    "how warm is it outside should i take a coat", "how hot is it out there", "so how chilly is it out this morning",
])
def test_how_warm_outside_is_the_weather(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_LOCATION


@pytest.mark.parametrize(("text", "reply"), [
    ("is the oven hot", "I can't check the oven. I can only switch the lights set up in my settings."),
    ("is the kettle boiled", "I can't check the kettle. I can only switch the lights set up in my settings."),
    ("is the water hot yet", "I can't check the water. I can only switch the lights set up in my settings."),
    ("is it cold in here", INDOORS),
    ("is it freezing in the house", INDOORS),
])
def test_something_indoors_is_not_the_weather(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "is cheese on the list already i dont want to buy it twice", "is cheese on the list already",
    "is cheese on the shopping list already cause im at the shop", "is cheese on the list yet we need it for tea",
    "is cheese on my list already because i got some", "is cheese on the list still i just bought it",
])
def test_an_item_asked_about_with_a_reason_after(skills: LocalSkills, lists: ListSkill, text: str) -> None:
    say(skills, "add cheese to the shopping list")
    reply = say(skills, text)
    assert "cheese" in reply.lower() and "not" not in reply.lower() and "isn't" not in reply.lower(), reply
    assert [i.text for i in lists.lists.items("anna", list_slug("shopping"))] == ["cheese"]


@pytest.mark.parametrize(("text", "kept"), [
    ("i paid the gas bill you can tick it off", ["ring the council"]),
    ("we paid the gas bill cross it off", ["ring the council"]),
    ("we have done ringing the council cross it off", ["pay the gas bill"]),
    ("i rang the council you can cross it off", ["pay the gas bill"]),
    ("ive finally sorted the gas bill tick it off", ["ring the council"]),
    ("oh i paid the gas bill so can you tick it off the list", ["ring the council"]),
])
def test_a_to_do_ticked_off_by_what_was_done(skills: LocalSkills, lists: ListSkill, text: str,
                                             kept: list[str]) -> None:
    say(skills, "add pay the gas bill to my to do list")
    say(skills, "add ring the council to my to do list")
    say(skills, "add milk to the shopping list")
    reply = say(skills, text)
    assert "removed" in reply, reply
    assert [i.text for i in lists.lists.items("anna", list_slug("to do"))] == kept
    assert [i.text for i in lists.lists.items("anna", list_slug("shopping"))] == ["milk"]


def test_a_to_do_named_by_two_endings_is_never_guessed(skills: LocalSkills, lists: ListSkill) -> None:
    say(skills, "add pay the gas bill to my to do list")
    say(skills, "add check the gas bill to my to do list")
    say(skills, "i paid the gas bill you can tick it off")
    assert len(lists.lists.items("anna", list_slug("to do"))) == 2


def test_a_clock_time_corrected_is_replaced_whole() -> None:
    assert corrected("move the tablets reminder to half past eight no wait nine pm") == (
        "move the tablets reminder to nine pm")
    assert corrected("set an alarm for quarter to seven no eight") == "set an alarm for eight"


def test_darker_on_a_dimmable_light_is_one_step_down(factory: MockFactory) -> None:
    with local_skills(factory, lights={"kitchen": 17}) as s:
        say(s, "turn on the kitchen light")
        assert say(s, "please make the kitchen lamp more dark") == "Okay, the kitchen light is at 75 percent."
        assert say(s, "make the kitchen light less bright") == "Okay, the kitchen light is at 50 percent."


def test_a_to_do_done_with_its_ing_form_keeps_the_doing_word(skills: LocalSkills, lists: ListSkill) -> None:
    say(skills, "add fix the gate to my to do list")
    assert say(skills, "i finished fixing the gate tick it off") == "I've removed fix the gate from your to-do list."
    assert lists.lists.items("anna", list_slug("to do")) == []


def test_something_that_needs_to_go_on_a_place_is_not_a_machine(skills: LocalSkills) -> None:
    assert say(skills, "the baby needs to go on the potty") != "I can't control the baby. I can only switch the lights " \
                                                               "set up in my settings."
