"""Round 25's timers, alarms and reminders (issue 15), through the real local skills: a timer's name said anywhere is
kept, an answer said roughly completes the question asked, "can you sort one" asks the time, a new request with its
own time is no answer to "morning or afternoon?", a reminder is cancelled by "forget the X one", a reminder said "for"
a thing or with its task first is set, and a remark after the task is not stored."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS) as local:
        yield local


@pytest.mark.parametrize("said, name, minutes", [
    ("the lasagne's going in, give it a 50 minute timer called lasagne", "lasagne", 50),
    ("the chips are going in, give them a 20 minute timer called chips", "chips", 20),
    ("make a timer named eggs, 6 minutes long", "eggs", 6),
    ("can you start a timer, name it pizza, 12 minutes", "pizza", 12),
    ("put on timer ten minute name is chai", "chai", 10),
    ("ok timer, rice, 15 minutes", "rice", 15),
    ("stick a timer on for the cake, 35 minutes should do", "cake", 35),
    ("timer on the soup 25 minutes please", "soup", 25),
    ("me and my sister want a timer for hide and seek, one minute", "hide and seek", 1),
])
def test_a_timers_name_said_anywhere_is_kept(skills: LocalSkills, said: str, name: str, minutes: int) -> None:
    assert say(skills, said, 0) == f"Okay, {name} timer set for {minutes} minute{'s' if minutes > 1 else ''}."
    assert f"{name} timer has" in str(say(skills, f"how long is left on the {name}", 20))


@pytest.mark.parametrize("said", ["can you do a timer for 2 minutes while i brush my teeth",
                                  "timer 35 minutes the washing's nearly done", "timer please 5 minutes"])
def test_no_name_is_made_up(skills: LocalSkills, said: str) -> None:
    assert str(say(skills, said)).startswith("Okay, timer set for")


def test_a_timer_asked_for_with_one_gets_no_name(skills: LocalSkills) -> None:
    assert say(skills, "we need a timer can you set one", 0) == "For how long?"
    assert say(skills, "5 minutes", 20) == "Okay, timer set for 5 minutes."


@pytest.mark.parametrize("answer, minutes", [("about twenty-two minutes please", 22), ("roughly 7 minutes", 7),
                                             ("make it about 5 minutes", 5)])
def test_a_length_said_roughly_answers_for_how_long(skills: LocalSkills, answer: str, minutes: int) -> None:
    assert say(skills, "the oven's got no clock, I need you to time it", 0) == "For how long?"
    assert say(skills, answer, 20) == f"Okay, timer set for {minutes} minutes."


@pytest.mark.parametrize("ask", ["I'll need an alarm, can you sort one", "we need an alarm, can you set one"])
def test_an_alarm_asked_for_with_one_asks_the_time(skills: LocalSkills, ask: str) -> None:
    assert say(skills, ask, 0) == "For what time?"
    assert say(skills, "twenty to seven", 20) == "Okay, alarm set for 6:40 am tomorrow."


@pytest.mark.parametrize("said", ["my flight is friday at 9 am, wake me three hours before",
                                  "i have a train on monday at 8 am, wake me up two hours before"])
def test_a_new_request_with_its_own_time_is_no_answer_to_morning_or_afternoon(skills: LocalSkills, said: str) -> None:
    assert say(skills, "set an alarm for lunchtime, 12:30", 0) == "12:30 after noon or after midnight?"
    assert "alarm set" not in str(say(skills, said, 20))
    assert say(skills, "what alarms do i have", 40) == "You have no alarms set."


@pytest.mark.parametrize("answer, said", [("in the afternoon", "2:45 pm"), ("2:45 in the afternoon", "2:45 pm"),
                                          ("the morning please", "2:45 am")])
def test_morning_or_afternoon_is_still_answered(skills: LocalSkills, answer: str, said: str) -> None:
    assert say(skills, "set an alarm at quarter to 3", 0) == "2:45 in the morning or 2:45 in the afternoon?"
    assert said in str(say(skills, answer, 20))


@pytest.mark.parametrize("cancel, gone, kept", [
    ("forget the bins one, delete that reminder", "put the bins out", "call the plumber"),
    ("forget the plumber one, cancel that reminder", "call the plumber", "put the bins out"),
    ("forget about the bins reminder, i did it already", "put the bins out", "call the plumber"),
])
def test_a_reminder_is_forgotten_by_its_thing(skills: LocalSkills, cancel: str, gone: str, kept: str) -> None:
    say(skills, "remind me to call the plumber at 2 pm", 0)
    say(skills, "remind me to put the bins out at 8 tonight", 20)
    assert say(skills, cancel, 40) == f"Okay, I cancelled the reminder to {gone}."
    assert say(skills, "what are my reminders", 60) == f"You have one reminder: the reminder to {kept} at " + (
        "2 pm." if "plumber" in kept else "8 pm.")


@pytest.mark.parametrize("said", ["dont forget the bins reminder", "i always forget the bins reminder"])
def test_forget_said_of_oneself_cancels_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, "remind me to put the bins out at 8 tonight", 0)
    say(skills, said, 20)
    assert "put the bins out" in str(say(skills, "what are my reminders", 40))


@pytest.mark.parametrize("said, reply", [
    ("Please remind me Friday, 9 in morning, for my English class",
     "Okay, I'll remind you about your english class at 9 am on Friday."),
    ("remind me saturday, 10 in morning, for my swimming lesson",
     "Okay, I'll remind you about your swimming lesson at 10 am on Saturday."),
    ("remind me for doctor appointment tomorrow 11 o'clock",
     "Okay, I'll remind you about the doctor appointment at 11 am tomorrow."),
    ("remind me for 6 to put the chicken in", "Okay, I'll remind you to put the chicken in at 6 pm."),
    ("remind me for tomorrow at 9 to call mum", "Okay, I'll remind you to call mum at 9 am tomorrow."),
])
def test_a_reminder_for_a_thing_is_set(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said, reply", [
    ("remind me at 4 to take the chicken out of the freezer, it's for dinner",
     "Okay, I'll remind you to take the chicken out of the freezer at 4 pm."),
    ("remind me at 6 to take the lasagne out, it's for tea", "Okay, I'll remind you to take the lasagne out at 6 pm."),
    ("remind me at 2 pm about the grocery delivery, they said between 2 and 3",
     "Okay, I'll remind you about the grocery delivery at 2 pm."),
    ("tomorrow morning at 9 i need reminding to pay the gas bill, it's due",
     "Okay, I'll remind you to pay the gas bill at 9 am tomorrow."),
    ("remind me at 5 to check the oven because the timer is broken", "Okay, I'll remind you to check the oven at 5 pm."),
])
def test_a_remark_after_the_task_is_not_stored(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said, reply", [
    ("my library books are due back tomorrow and I'll forget, nudge me at 10 tomorrow morning",
     "Okay, I'll remind you that your library books are due back tomorrow at 10 am tomorrow."),
    ("take the washing out, remind me in half an hour, it'll be done by then",
     "Okay, I'll remind you to take the washing out at 10:55 am."),
    ("hang the washing out, nudge me in an hour", "Okay, I'll remind you to hang the washing out at 11:25 am."),
    ("feed the cat remind me at 6", "Okay, I'll remind you to feed the cat at 6 pm."),
])
def test_the_task_said_before_the_ask_is_set(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said", ["my wife said remind me at 5", "if i forget the bins remind me at 8"])
def test_a_reported_or_supposed_ask_sets_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, said)
    assert say(skills, "what are my reminders", 20) == "You have no reminders set."


@pytest.mark.parametrize("said, reply", [("wake me tomorrow early like 5:30", "Okay, alarm set for 5:30 am tomorrow."),
                                         ("wake me up at 7 next monday", "Okay, alarm set for 7 am on Monday.")])
def test_an_alarms_day_is_kept(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("asked", ["rice done yet?", "how many minutes til the rice is ready",
                                   "how long have i got before the rice is done, roughly",
                                   "how much time is there until the rice is cooked"])
def test_time_left_asked_by_the_food(skills: LocalSkills, asked: str) -> None:
    say(skills, "set a timer for 15 minutes for the rice", 0)
    assert str(say(skills, asked, 20)).startswith("The rice timer has 1")


def test_a_person_done_is_no_timer(skills: LocalSkills) -> None:
    say(skills, "set a timer for 15 minutes for the rice", 0)
    assert "timer" not in str(say(skills, "are you done yet", 20))


@pytest.mark.parametrize("said, reply", [
    ("change the tablets reminder to 10 pm would you", "Okay, the reminder to take your tablets is now at 10 pm."),
    ("move the tablets reminder to 10 pm if you dont mind", "Okay, the reminder to take your tablets is now at 10 pm."),
])
def test_a_courtesy_tag_after_the_order_is_no_question(skills: LocalSkills, said: str, reply: str) -> None:
    say(skills, "remind me to take my tablets at 9 pm", 0)
    assert say(skills, said, 20) == reply
