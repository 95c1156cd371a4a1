"""Round thirteen's families for reminders, alarms and what cannot be done (issue 15), each said in five or more
ways, with sentences that must not be read so. Through the real rules, recognizer and skills with a pinned clock
(Tuesday 10:25)."""

from __future__ import annotations

import pytest
from skill_helpers import NOW, say
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.self_correction import last_said
from gpt_home.skills.event_nudges import nudge_readings
from gpt_home.skills.local import LocalSkills

ASK_WHAT = "What should I remind you about?"
NO_CONTROL = "I can't control the {}. I can only switch the lights set up in my settings."
BANK = "I can't see your bank account: I'm not connected to your bank, and I work offline."
PARCELS = "I can't track parcels or deliveries: I work offline. I can set a reminder for when it's due."
SPORTS = "I can't get sports results: I work offline. I can set a reminder for the match instead."


def _set(skills: LocalSkills, kind: TimerKind) -> list[tuple[str, str]]:
    return [(t.due.strftime("%a %H:%M"), t.label) for t in skills.timers.list("anna", kind=kind)]


# --- a reminder's time corrected while said: the task kept, the last time set --------------------------------------

@pytest.mark.parametrize(("text", "task", "clock"), [
    ("remind me to phone mum at 4 no make it 5", "phone mum", "5 pm"),
    ("remind me to water the plants at 7 no 8", "water the plants", "8 pm"),
    ("remind me to take my tablets at 9 no actually 10", "take your tablets", "10 pm"),
    ("remind me to ring the vet at 2 sorry 3", "ring the vet", "3 pm"),
    ("remind me to feed the cat at six no make it seven", "feed the cat", "7 pm"),
])
def test_a_reminder_time_corrected_while_said(skills: LocalSkills, text: str, task: str, clock: str) -> None:
    assert say(skills, text) == f"Okay, I'll remind you to {task} at {clock}."
    assert len(_set(skills, TimerKind.REMINDER)) == 1


@pytest.mark.parametrize(("value", "last"), [
    ("toilet paper no actually paper towels", "paper towels"), ("eggs no milk", "milk"),
    ("phone gran at 5 no make it 6", None), ("the 7 no 8", None),
])
def test_a_value_corrected_inside_a_slot_is_left_to_the_sentence(value: str, last: str | None) -> None:
    assert last_said(value) == last


def test_an_item_corrected_in_its_slot_still_keeps_the_last(skills: LocalSkills) -> None:
    assert say(skills, "add toilet paper no actually paper towels to the shopping list") == (
        "I've added paper towels to your shopping list.")


# --- a reminder counted back from an event said in the same breath -------------------------------------------------

@pytest.mark.parametrize(("text", "thing", "clock"), [
    ("the courier comes at 2 can you give me a nudge at ten to", "the courier", "1:50 pm"),
    ("my taxi is at three remind me a quarter of an hour before", "your taxi", "2:45 pm"),
    ("the film starts at 8 give me a shout ten minutes before", "the film", "7:50 pm"),
    ("the dentist is at 4 this afternoon remind me an hour before", "the dentist", "3 pm"),
    ("oh the plumber is coming at half past two so remind me twenty minutes before", "the plumber", "2:10 pm"),
    ("the match kicks off at 3 tell me five minutes before it starts", "the match", "2:55 pm"),
    ("my train leaves tomorrow at 7 am remind me half an hour before", "your train", "6:30 am tomorrow"),
])
def test_a_reminder_before_an_event_said_with_it(skills: LocalSkills, text: str, thing: str, clock: str) -> None:
    assert say(skills, text) == f"Okay, I'll remind you about {thing} at {clock}."


@pytest.mark.parametrize("text", [
    "the courier comes at 2", "the bus comes at ten to", "remind me at ten to",
    "the plumber is coming at half past two remind me at twenty to", "the taxi comes at 10:30 remind me an hour before",
])
def test_no_reminder_counted_back_without_an_event_hour(text: str) -> None:
    assert nudge_readings(text, NOW) == []  # 9:30 has gone by 10:25; "twenty to" is never counted from half past


@pytest.mark.parametrize(("text", "task", "clock"), [
    ("remind me at ten to one about the parcel", "about the parcel", "12:50 pm"),
    ("remind me at five to ten to call mum", "to call mum", "9:55 pm"),
    ("remind me at quarter to four to fetch the kids", "to fetch the kids", "3:45 pm"),
    ("remind me at twenty past six to put the bins out", "to put the bins out", "6:20 pm"),
    ("remind me in an hour to call the bank", "to call the bank", "11:25 am"),
    ("remind me tomorrow at 9 to pay the bill to the council", "to pay the bill to the council", "9 am tomorrow"),
])
def test_the_longest_time_said_first(skills: LocalSkills, text: str, task: str, clock: str) -> None:
    assert say(skills, text) == f"Okay, I'll remind you {task} at {clock}."


# --- a reminder asked for with nothing to remind of yet ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "i need reminding of something", "i want to be reminded of something later", "we need reminding about a thing",
    "i would like to be reminded about something", "i need reminding", "id like reminding about something please",
])
def test_a_reminder_with_no_task_asks_what(skills: LocalSkills, text: str) -> None:
    say(skills, "remind me to ring the electrician at 3 pm")
    assert say(skills, text) == ASK_WHAT
    assert len(_set(skills, TimerKind.REMINDER)) == 1  # asked, never read out or set


@pytest.mark.parametrize(("text", "reply"), [
    ("what reminders do i have", "You have one reminder: the reminder to ring the electrician at 3 pm."),
    ("remind me to call mum at 6", "Okay, I'll remind you to call mum at 6 pm."),
    ("do i need reminding about the electrician", None),
])
def test_a_reminder_with_its_task_is_not_asked(skills: LocalSkills, text: str, reply: str | None) -> None:
    say(skills, "remind me to ring the electrician at 3 pm")
    said = say(skills, text)
    assert said != ASK_WHAT
    if reply is not None:
        assert said == reply


# --- an alarm or a reminder named by its clock time ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "left"), [
    ("cancel the 3:15 alarm", ["Wed 06:45", "Sat 09:00"]),
    ("cancel the 6:45 alarm", ["Tue 15:15", "Sat 09:00"]),
    ("cancel my 9 oclock alarm", ["Tue 15:15", "Wed 06:45"]),
    ("delete the quarter past three alarm", ["Wed 06:45", "Sat 09:00"]),
    ("turn off the 3:15 pm alarm", ["Wed 06:45", "Sat 09:00"]),
    ("get rid of my nine am alarm", ["Tue 15:15", "Wed 06:45"]),
])
def test_an_alarm_named_by_its_clock_time_whatever_its_day(skills: LocalSkills, text: str, left: list[str]) -> None:
    for said in ("wake me at 6:45 am", "alarm for 3:15 this afternoon please", "wake me at 9 on saturday morning"):
        say(skills, said)
    assert str(say(skills, text)).startswith("Okay, I cancelled the ")
    assert [d for d, _ in _set(skills, TimerKind.ALARM)] == left


@pytest.mark.parametrize(("text", "reply"), [
    ("cancel the 4:30 alarm", "I couldn't find an alarm at 4:30 to cancel."),
    ("cancel my 7 am alarm", "I couldn't find an alarm at 7 am to cancel."),
    ("cancel the 3 pm reminder", "I couldn't find a reminder at 3 pm to cancel."),
])
def test_none_at_that_time_is_said_with_the_time(skills: LocalSkills, text: str, reply: str) -> None:
    say(skills, "wake me at 6:45 am")
    assert say(skills, text) == reply
    assert len(_set(skills, TimerKind.ALARM)) == 1


def test_two_at_that_time_the_next_one_goes(skills: LocalSkills) -> None:
    say(skills, "set an alarm for 7 am")
    say(skills, "set an alarm for 7 am on saturday")
    assert say(skills, "cancel the 7 am alarm") == "Okay, I cancelled the 7 am alarm."
    assert [d for d, _ in _set(skills, TimerKind.ALARM)] == ["Sat 07:00"]


@pytest.mark.parametrize("text", ["cancel the pasta timer", "cancel the gym alarm", "cancel my alarms"])
def test_a_named_or_every_one_is_not_read_as_a_time(skills: LocalSkills, text: str) -> None:
    say(skills, "wake me at 6:45 am")
    assert "couldn't find an alarm at" not in str(say(skills, text))


# --- what cannot be done: a short true refusal ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("how much money is in my savings account", BANK), ("how much money have i got in the bank", BANK),
    ("whats my bank balance", BANK), ("am i overdrawn", BANK), ("check my bank account please", BANK),
    ("where is my package it should have come yesterday", PARCELS), ("has my parcel arrived yet", PARCELS),
    ("when is my delivery coming", PARCELS), ("track my amazon order", PARCELS),
    ("is my package out for delivery", PARCELS),
    ("whats the rugby score im stuck at work", SPORTS), ("what's the score in the cricket", SPORTS),
    ("who's winning the match", SPORTS), ("hows the rugby going", SPORTS), ("what's the tennis score", SPORTS),
    ("preheat the oven to 180", NO_CONTROL.format("oven")), ("heat up the oven", NO_CONTROL.format("oven")),
    ("please you make the washing machine go", NO_CONTROL.format("washing machine")),
    ("get the dishwasher going", NO_CONTROL.format("dishwasher")),
    ("you start the tumble dryer", NO_CONTROL.format("tumble dryer")),
    ("could you put some jazz on while we eat", "I can't play music, radio or videos yet."),
    ("stick a bit of classical on", "I can't play music, radio or videos yet."),
    ("put some blues on please", "I can't play music, radio or videos yet."),
    ("put some relaxing music on for the baby", "I can't play music, radio or videos yet."),
    ("put a bit of reggae on", "I can't play music, radio or videos yet."),
])
def test_what_cannot_be_done_is_refused_short_and_true(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "where is my phone", "what is the balance of nature", "how much money do i need for the trip",
    "add parcel tape to the shopping list", "remind me to check my bank account at 5", "you make me laugh",
    "add rock salt to the shopping list",
])
def test_no_refusal_for_what_asks_something_else(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert not reply.startswith(("I can't see your bank", "I can't track", "I can't play", "I can't control"))
