"""Round 26 (second wave), reminders through the real local skills: a thing or a need said first and the ask after it
in everyday words ("..., tell me at nine pm", "..., give me a shout at 2", "..., can you tell me"), and a reminder
asked some minutes before a time said in the same breath. A story or a report sets nothing."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.skills.before_event import before_event
from gpt_home.skills.local import LocalSkills


@pytest.mark.parametrize("said, expected", [
    ("the bins go out tonight and i always forget, tell me at nine pm", "that the bins go out at 9 pm tonight"),
    ("the parcel man is coming between 2 and 4 and I'll be in the garden, give me a shout at 2",
     "that the parcel man is coming between 2 and 4 at 2 pm"),
    ("the window cleaner comes this afternoon, give me a shout at 1", "that the window cleaner comes at 1 pm"),
    ("the cat needs feeding so warn me at 5", "that the cat needs feeding at 5 pm"),
    ("mummy said i have to brush teeth at 8 tonight, can you tell me", "to brush teeth at 8 pm tonight"),
    ("i have to call the bank at 3, tell me", "to call the bank at 3 pm"),
])
def test_a_thing_said_first_then_the_ask_sets_the_reminder(house: LocalSkills, said: str, expected: str) -> None:
    assert say(house, said) == f"Okay, I'll remind you {expected}."


def test_i_will_forget_then_remind_me_asks_when(house: LocalSkills) -> None:
    reply = str(say(house, "i'll forget to take the chicken out of the freezer, remind me"))
    assert reply == "When should I remind you to take the chicken out of the freezer?"


@pytest.mark.parametrize("said, expected", [
    ("i've got a call at eleven, tell me five minutes before", "about the call at 10:55 am"),
    ("i have to leave at 12 so warn me ten minutes before", "to leave at 11:50 am"),
    ("i have a meeting at 2:30 pm, remind me 15 minutes before", "about the meeting at 2:15 pm"),
    ("ive got the dentist at half past 3 can you remind me 10 minutes before", "about the dentist at 3:20 pm"),
    ("i need to catch the bus at quarter to 8, tell me 5 minutes before", "to catch the bus at 7:40 pm"),
])
def test_minutes_before_a_time_said(house: LocalSkills, said: str, expected: str) -> None:
    assert say(house, said) == f"Okay, I'll remind you {expected}."


def test_before_event_crosses_the_hour_and_keeps_am_pm() -> None:
    assert before_event("i have a train at 9 am give me a shout 20 minutes before") == "remind me at 8:40 am about the train"
    assert before_event("ive got a call at 12:05 am tell me ten minutes before") == "remind me at 11:55 pm about the call"
    assert before_event("i had a call at eleven you told me five minutes before") is None


@pytest.mark.parametrize("said", [
    "my husband gave me a shout at 2 but i was out",
    "my teacher said the homework timer was 15 minutes",
    "mum said i have to tidy my room",
    "i had a call at eleven, you told me five minutes before",
])
def test_a_story_or_a_report_sets_nothing(house: LocalSkills, said: str) -> None:
    reply = say(house, said)
    assert reply is None or "remind you" not in str(reply)
    assert "no reminders" in str(say(house, "what are my reminders", 20)).lower()


@pytest.mark.parametrize("said, expected", [
    ("Please, alarm, I need for Saturday, 10 hour morning", "Okay, alarm set for 10 am on Saturday."),
    ("wake me at 7 hour in the morning", "Okay, alarm set for 7 am tomorrow."),
    ("Please remind me Thursday, evening six o'clock, I go to mosque",
     "Okay, I'll remind you to go to mosque at 6 pm on Thursday."),
    ("remind me tomorrow at 9 i take my tablets", "Okay, I'll remind you to take your tablets at 9 am tomorrow."),
])
def test_a_learners_words_and_order(house: LocalSkills, said: str, expected: str) -> None:
    assert say(house, said) == expected


def test_at_n_hour_is_a_clock_never_n_hours_away(house: LocalSkills) -> None:
    assert "8:25 pm" not in str(say(house, "set an alarm at 10 hour"))
    assert say(house, "set a timer for 1 hour", 20) == "Okay, timer set for 1 hour."
    assert "remind you" not in str(say(house, "remind me tomorrow i went to the shop", 40))


def test_a_clock_corrected_by_its_minutes_keeps_its_hour(house: LocalSkills) -> None:
    assert say(house, "alarm for tomorrow please") == "For what time tomorrow?"
    assert say(house, "seven o'clock in the morning, no, make it ten past", 20) == "Okay, alarm set for 7:10 am tomorrow."
    assert say(house, "wake me at 6 tomorrow sorry make it quarter past", 40) == "Okay, alarm set for 6:15 am tomorrow."
    assert say(house, "remind me at 6 to call mum, no, make it half past", 60) == \
        "Okay, I'll remind you to call mum at 6:30 pm."
    assert say(house, "set a timer for 10 minutes no make it 20", 80) == "Okay, timer set for 20 minutes."


def test_an_own_need_with_its_time_is_offered_never_set_unasked(house: LocalSkills) -> None:
    assert say(house, "oh and i must phone grandma this evening at seven") == \
        "Shall I remind you this evening at seven to phone grandma?"
    assert say(house, "yes", 20) == "Okay, I'll remind you to phone grandma at 7 pm."
    assert say(house, "i have to go to the dentist at 4", 40) == "Shall I remind you at 4 to go to the dentist?"
    assert say(house, "no", 60) == "Okay, never mind."
    assert say(house, "i had to take my tablets at 9", 80) is None
    assert say(house, "what are my reminders", 100) == "You have one reminder: the reminder to phone grandma at 7 pm."


def test_a_correction_said_as_i_mean_is_no_learners_task(house: LocalSkills) -> None:
    assert say(house, "remind me at 1 pm, I mean 1:30, to ring the dentist") == \
        "Okay, I'll remind you to ring the dentist at 1:30 pm."


@pytest.mark.parametrize("said, expected", [
    ("can you time me for one minute im holding my breath", "Okay, timer set for 1 minute."),
    ("time me for 10 minutes its for the pasta", "Okay, pasta timer set for 10 minutes."),
])
def test_time_me_for_a_length_with_a_remark(house: LocalSkills, said: str, expected: str) -> None:
    assert say(house, said) == expected
