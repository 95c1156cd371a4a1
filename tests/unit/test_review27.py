"""Round 27's review of its own change (issue 15), through the real local skills: the new light wordings, the
learner's reminder order, the length said before a timer and someone's word for the speaker's need each acted on
sentences that ask for nothing now (a negation, a time it is meant for, someone else's need, someone's words). Each
must-not beside the request of the same shape that still acts."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.skills.local import LocalSkills

_OFF_LATER_OR_NEGATED = [
    "the kitchen is busy you shouldnt turn the light off in there",
    "once we leave the kitchen turn the light off in there",
    "after tea in the kitchen switch the light off in there",
    "the kitchen is empty at 10 you can turn the light off in there",
    "my husband said the kitchen is empty turn the light off in there",
    "the kitchen is empty but you mustnt turn the light off in there",
    "the kitchen will be empty tonight so turn the light off in there",
]


@pytest.mark.parametrize("said", _OFF_LATER_OR_NEGATED)
def test_a_light_in_there_not_asked_now_stays_on(house: LocalSkills, said: str) -> None:
    assert say(house, "turn on the kitchen light") == "Okay, the kitchen light is on."
    say(house, said, 20)
    assert say(house, "is the kitchen light on", 40) == "Yes, the kitchen light is on."


def test_a_light_in_there_asked_now_is_switched(house: LocalSkills) -> None:
    assert say(house, "turn on the kitchen light") == "Okay, the kitchen light is on."
    assert say(house, "the kitchen is empty now so turn the light off in there", 20) == "Okay, the kitchen light is off."


@pytest.mark.parametrize("said", ["my son is sleeping in the living room and i cant see",
                                  "the baby is napping in the living room and i can barely see",
                                  "im lying on the sofa in the living room and i cant see"])
def test_not_seeing_beside_someone_resting_switches_nothing(house: LocalSkills, said: str) -> None:
    say(house, said)
    assert say(house, "is the living room light on", 20) == "No, the living room light is off."


def test_the_speakers_own_need_to_see_still_lights_the_room(house: LocalSkills) -> None:
    assert say(house, "im chopping onions in the kitchen and i cant see") == "Okay, the kitchen light is on."


@pytest.mark.parametrize("said", ["you remind me friday morning 8 oclock dont bring the passport",
                                  "remind me monday morning 9 oclock never forget the keys",
                                  "the doctor said i have to take my pills at 9 dont remind me",
                                  "the doctor said i have to take my pills at 9 so dont remind me"])
def test_a_reminder_negated_is_never_set(house: LocalSkills, said: str) -> None:
    say(house, said)
    assert say(house, "what are my reminders", 20) == "You have no reminders set."


def test_a_learners_reminder_still_set(house: LocalSkills) -> None:
    assert say(house, "you remind me friday morning 8 oclock bring the passport") == (
        "Okay, I'll remind you to bring the passport at 8 am on Friday.")


@pytest.mark.parametrize("said", ["the pasta takes 10 minutes i dont need a timer for it",
                                  "the rice needs 12 minutes but dont set a timer",
                                  "the eggs take 6 minutes, no timer needed",
                                  "the rice needs 12 minutes but no timer please"])
def test_a_length_then_no_timer_sets_none(house: LocalSkills, said: str) -> None:
    say(house, said)
    assert "no timers" in say(house, "what timers do i have", 20).lower()


def test_a_length_then_a_timer_asked_sets_it(house: LocalSkills) -> None:
    assert say(house, "the pasta takes 10 minutes can i have a timer") == "Okay, timer set for 10 minutes."


@pytest.mark.parametrize("said", ["my hands are covered in flour, what can you help with",
                                  "im up a ladder painting, what can you do for me while im up here"])
def test_what_it_can_do_asked_after_a_remark_is_answered(house: LocalSkills, said: str) -> None:
    assert say(house, said).startswith("I can tell you the time")


@pytest.mark.parametrize("said", ["the kitchen is empty, what if you switch it off",
                                  "my husband said, what if you set a timer for ten minutes"])
def test_a_command_inside_a_question_after_a_remark_does_nothing(house: LocalSkills, said: str) -> None:
    say(house, said)
    assert say(house, "is the kitchen light on", 20) == "No, the kitchen light is off."
    assert "no timers" in say(house, "what timers do i have", 40).lower()


@pytest.mark.parametrize("said", ["what shall we do this weekend", "what should we do today",
                                  "what could i do this afternoon"])
def test_asking_for_ideas_is_never_answered_with_the_date(house: LocalSkills, said: str) -> None:
    assert not str(say(house, said)).startswith("Today is")


def test_the_day_asked_plainly_is_still_told(house: LocalSkills) -> None:
    assert say(house, "what day is it") == "Today is Tuesday, December 1."
