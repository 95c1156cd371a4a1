"""Round 27's orders (issue 15), through the real local skills: a reminder's time corrected in the breath keeps its
task, two reminders in one breath each keep their own time (also right after "What should I remind you about?"), a
reminder to leave is worked out from the event and how early, a stock run out is put on the list in slang, and a
command trailing off into "the thing" is asked about, never guessed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as local:
        yield local


def _shopping(skills: LocalSkills) -> list[str]:
    return sorted(i.text for i in skills.named.lists.lists.items("anna", "shopping"))


@pytest.mark.parametrize("said, task, due, first", [
    ("remind me at 5 to put the potatoes on, no, at quarter past 5", "put the potatoes on", "5:15 pm", "5 pm"),
    ("remind me to call the vet at 2, no, at 2:45", "call the vet", "2:45 pm", "2 pm"),
    ("remind me at 9 to do my homework, no sorry, at quarter to 9", "do your homework", "8:45 pm", "9 pm"),
    ("remind me at 4 to ring grandma, sorry, at half 4", "ring grandma", "4:30 pm", "4 pm"),
    ("remind me at ten past 4 to collect the parcel, no, twenty past 4", "collect the parcel", "4:20 pm", "4:10"),
])
def test_a_time_corrected_in_the_breath_keeps_the_task(skills: LocalSkills, said: str, task: str, due: str,
                                                        first: str) -> None:
    assert say(skills, said) == f"Okay, I'll remind you to {task} at {due}."
    listed = str(say(skills, "what are my reminders", 20))
    assert due in listed and f"at {first}" not in listed and "one reminder" in listed


@pytest.mark.parametrize("said, one, two", [
    ("remind me at noon to sow the broad beans and at 2 to ice the birthday cake",
     "sow the broad beans at noon", "ice the birthday cake at 2 pm"),
    ("remind me to feed the dog at 6 and to walk him at 7", "feed the dog at 6 pm", "walk him at 7 pm"),
    ("remind me to take the bins out at 7 and to bring the washing in at half 4",
     "take the bins out at 7 pm", "bring the washing in at 4:30 pm"),
])
def test_two_reminders_in_one_breath_each_keep_their_time(skills: LocalSkills, said: str, one: str, two: str) -> None:
    reply = str(say(skills, said))
    assert f"remind you to {one}." in reply and f"remind you to {two}." in reply


def test_a_pair_said_after_what_to_remind_is_read_anew(skills: LocalSkills) -> None:
    assert say(skills, "remind me at 5") == "What should I remind you about?"
    reply = str(say(skills, "remind me at noon to sow the broad beans and at 2 to ice the birthday cake", 10))
    assert "sow the broad beans at noon." in reply and "ice the birthday cake at 2 pm." in reply


@pytest.mark.parametrize("said, reply", [
    ("the school play starts at 6 and I need to be there half an hour early, remind me when to leave",
     "leave for the school play at 5:30 pm"),
    ("the match starts at 3 and i want to be there 20 minutes early remind me to leave", "leave for the match at 2:40 pm"),
    ("church is at 11 and I like to arrive half an hour early, remind me when to set off",
     "set off for church at 10:30 am"),
    ("the bus goes at 4 and i need to be at the stop 10 minutes early remind me to leave",
     "leave for the bus at 3:50 pm"),
    ("dinner with my sister is at 7 I need to be there 45 minutes early remind me when to leave",
     "leave for dinner with your sister at 6:15 pm"),
    ("my flight is at 6 and I must be at the airport 2 hours early, remind me when to leave",
     "leave for your flight at 4 pm"),
])
def test_a_reminder_to_leave_is_worked_out_from_the_event(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == f"Okay, I'll remind you to {reply}."


def test_an_event_and_how_early_without_an_ask_sets_nothing(skills: LocalSkills) -> None:
    assert "remind you" not in str(say(skills, "the play starts at 6 and i need to be there half an hour early"))
    assert "5:30" not in str(say(skills, "what are my reminders", 20))


@pytest.mark.parametrize("said, item", [
    ("were out of bin bags chuck em on the list", "bin bags"),
    ("were out of crisps bung em on the list please", "crisps"),
    ("ran out of washing up liquid slap it on the list", "washing up liquid"),
    ("weve run out of cream of tartar whack it on the list", "cream of tartar"),
    ("the kids finished the cereal chuck it on the list", "cereal"),
    ("my husband ate all the biscuits put them on the list", "biscuits"),
])
def test_a_stock_run_out_goes_on_the_list_in_slang(skills: LocalSkills, said: str, item: str) -> None:
    assert say(skills, said) == f"I've added {item} to your shopping list."
    assert _shopping(skills) == [item]


@pytest.mark.parametrize("said", ["we ran out of milk so i put it on the list", "the kids finished the cereal",
                                  "the kids finished their homework put it on the list"])
def test_told_or_unclear_adds_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, said)
    assert _shopping(skills) == []


@pytest.mark.parametrize("said, verb", [
    ("set the, um, you know, the thing", "set"), ("can you set the um whatsit", "set"),
    ("start the um the what's it called", "start"), ("turn on the, um, the thing", "turn on"),
    ("put the, you know, the thing on", "put on"), ("switch off the thingy", "switch off"),
])
def test_a_command_trailing_off_is_asked_never_guessed(skills: LocalSkills, said: str, verb: str) -> None:
    assert say(skills, said) == f"Sorry, what would you like me to {verb}?"
    assert say(skills, "is the kitchen light on", 20) == "No, the kitchen light is off."
    assert "You have no" in str(say(skills, "what are my reminders", 40)) or "no reminders" in str(
        say(skills, "what are my reminders", 60))


def test_a_real_thing_after_the_verb_is_still_done(skills: LocalSkills) -> None:
    assert say(skills, "set a timer for 10 minutes") == "Okay, timer set for 10 minutes."
    assert "what would you like" not in str(say(skills, "set the table", 20))


def test_the_assistants_birthday_is_never_a_reminder_of_ours(skills: LocalSkills) -> None:
    say(skills, "remind me at 2 to ice the birthday cake")
    assert "reminder" not in str(say(skills, "when's your birthday then", 20))
    assert "saved" not in str(say(skills, "when is your birthday", 40))
