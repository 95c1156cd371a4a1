"""Round 26's timers, alarms and reminders (issue 15), through the real local skills: being woken asked in everyday
words, a reminder asked as a buzz or a jog of the memory, an answer to asking back said with its frame, a new request
never swallowed as the answer, and a timer's name said anywhere."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.skills.local import LocalSkills


@pytest.mark.parametrize("said, at", [
    ("knock me up at seven", "7 am tomorrow"),
    ("rouse us at half past six tomorrow would you", "6:30 am tomorrow"),
    ("wake up me at 5 oclock tomorrow", "5 am tomorrow"),
    ("make sure we get up at quarter to seven", "6:45 am tomorrow"),
    ("on saturday i have to wake at 8 for the match", "8 am on Saturday"),
    ("if im still asleep at nine tomorrow give me a shout", "9 am tomorrow"),
    ("i need to be up at twenty past six for work tomorrow can you wake me", "6:20 am tomorrow"),
    ("id like an alarm to go off at 7:40 this evening", "7:40 pm"),
])
def test_being_woken_in_everyday_words_sets_the_alarm(house: LocalSkills, said: str, at: str) -> None:
    assert say(house, said) == f"Okay, alarm set for {at}."


@pytest.mark.parametrize("said", ["we want to be woken up on friday", "i wanna get up early tomorrow",
                                  "get us up tomorrow"])
def test_being_woken_with_no_time_asks_it_never_guesses(house: LocalSkills, said: str) -> None:
    assert str(say(house, said)).startswith("For what time")
    assert "alarm" in str(say(house, "at ten to seven", 20))


@pytest.mark.parametrize("said", ["my dog knocked me up at six barking", "we were woken up at five by the bin lorry",
                                  "what time should i get up to catch the 8 oclock train",
                                  "he has to get up at seven tomorrow"])
def test_being_woken_told_or_asked_about_sets_nothing(house: LocalSkills, said: str) -> None:
    assert say(house, said) is None
    assert say(house, "what alarms do i have", 20) == "You have no alarms set."


@pytest.mark.parametrize("said, reply", [
    ("buzz me at four thirty", "What should I remind you about?"),
    ("give me a shout at 3", "What should I remind you about?"),
    ("jog my memory about the bins in two hours", "Okay, I'll remind you about the bins at 12:25 pm."),
    ("dont let me miss the train at 5 15", "Okay, I'll remind you about the train at 5:15 pm."),
    ("remember me for the meeting at 11", "Okay, I'll remind you about the meeting at 11 am."),
    ("set something so i remember the plumber on friday at 10", "Okay, I'll remind you about the plumber at 10 am on "
                                                                "Friday."),
    ("remind me about something in half an hour", "What should I remind you about?"),
])
def test_a_reminder_asked_in_other_words(house: LocalSkills, said: str, reply: str) -> None:
    assert say(house, said) == reply


@pytest.mark.parametrize("asked, answer, reply", [
    ("start a timer", "just give it nine minutes", "Okay, timer set for 9 minutes."),
    ("set a timer", "two hours thirty", "Okay, timer set for 2 hours and 30 minutes."),
    ("set a timer please", "for 4 minutes only", "Okay, timer set for 4 minutes."),
    ("remind me to feed the cat", "at six after dinner", "Okay, I'll remind you to feed the cat at 6 pm."),
    ("remind me about the bins", "give me a shout at 8 tonight", "Okay, I'll remind you about the bins at 8 pm tonight."),
    ("set a reminder", "that the plumber is coming, at 3pm", "Okay, I'll remind you that the plumber is coming at 3 pm."),
])
def test_an_answer_to_asking_back_said_with_its_frame(house: LocalSkills, asked: str, answer: str, reply: str) -> None:
    assert str(say(house, asked)).endswith("?")
    assert say(house, answer, 20) == reply


def test_a_new_request_is_never_the_answer_to_when(house: LocalSkills) -> None:
    assert say(house, "remind me about the dentist") == "When should I remind you about the dentist?"
    assert say(house, "can you tell me when its 4 oclock", 20) is None  # never "the dentist tell you when it is"
    assert say(house, "what reminders do i have", 40) == "You have no reminders set."


def test_being_woken_asked_after_another_question_is_a_request_of_its_own(house: LocalSkills) -> None:
    assert say(house, "alarm for 4:40") == "4:40 in the morning or 4:40 in the afternoon?"
    assert say(house, "we want to be woken up tomorrow", 20) == "For what time tomorrow?"
    assert say(house, "at quarter to eight", 40) == "Okay, alarm set for 7:45 am tomorrow."


@pytest.mark.parametrize("said, name", [
    ("name a timer stew and make it run two hours", "stew timer set for 2 hours"),
    ("could u do timer for rice twelve minutes", "rice timer set for 12 minutes"),
    ("please keep one timer for the beans, thirteen minutes", "beans timer set for 13 minutes"),
    ("the lamb needs 50 minutes, time it", "lamb timer set for 50 minutes"),
    ("the cake is going in now, forty minutes, can you keep time on it", "cake timer set for 40 minutes"),
    ("eight minutes for the toast yeah", "toast timer set for 8 minutes"),
])
def test_a_timers_name_said_anywhere(house: LocalSkills, said: str, name: str) -> None:
    assert say(house, said) == f"Okay, {name}."


@pytest.mark.parametrize("said", ["the kids wake me at 7", "the baby will wake us at six anyway",
                                  "dont knock me up at six", "knock me up at 7 every day",
                                  "my train is at 9 tomorrow, rouse me two hours before"])
def test_being_woken_by_others_refused_repeated_or_relative_is_never_reworded(house: LocalSkills, said: str) -> None:
    say(house, said)  # never an alarm at the time said (7, six, 9) when it is someone else's, refused, daily or relative
    assert say(house, "what alarms do i have", 20) == "You have no alarms set."
