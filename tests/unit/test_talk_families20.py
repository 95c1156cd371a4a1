"""Weather, volume, honest refusals, chit-chat and spelling of round 14 (holdout17's misses, as families): the odds
of a weather, the overnight low, how it looks outside, wrapping up warm; words lost to mumbling; who emailed, a call
with a reason after it, "please you pay"; a kind wish, a child's lost tooth, boredom, feelings, jobs around the
house; a cued spelling of a word that is also a filler ("school"). Through the real local skills, with the sentences
that must not be read so.

The phrasings are the engineer's own variations of each family; none but the one missed per family is from a set.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.refusals import refusal
from gpt_home.skills.smalltalk import small_talk
from tests.skill_helpers import NO_LOCATION, NO_MIXER, local_skills, say


def _line(topic: str) -> str | None:
    """The fixed small-talk line of ``topic`` (these topics have one line each: the generator is never drawn on)."""
    return small_talk(topic, random.Random(0))


NOT_A_PERSON = _line("not_a_person")
BORED = _line("bored")


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living room": 18}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize("text", [
    "what's the chance of showers this evening", "any chance of rain tomorrow", "what are the odds of snow at the weekend",
    "what's the likelihood of frost tonight", "is there much chance of sunshine this afternoon",
    "what's the overnight low going to be", "whats the overnight low", "what will the overnight low be",
    "what's tonight's low", "what's the daytime high going to be tomorrow",
    "hows it looking outside for my walk later", "how's it looking out there this morning",
    "how does it look outside for a bike ride", "what's it looking like outside for the school run",
    "should i wrap up warm dear, im popping to the chemist", "do the kids need wrapping up warm today",
    "should i bundle up", "should i dress warmly today", "should i wear something warm to the shops",
])
def test_weather_asked_by_odds_low_look_or_wrapping_up_points_to_the_settings(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_LOCATION


@pytest.mark.parametrize("text", [
    "what's the chance of winning the lottery", "what are the odds of rolling a six", "is there any chance of a cup of tea",
    "how's it looking for the match", "how's my hair looking", "should i wrap up the presents",
    "lets wrap up the meeting", "should we wrap up now",
])
def test_odds_looks_and_wrapping_of_other_things_are_no_weather(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != NO_LOCATION


@pytest.mark.parametrize("text", [
    "you're mumbling, love, i can't make out the words", "i can't make out what you're saying", "you're mumbling dear",
    "i can't catch a word you say", "you're awful quiet love i can barely make out the words",
    "i couldn't make out a word of it",
])
def test_words_lost_to_mumbling_ask_for_louder(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_MIXER


@pytest.mark.parametrize("text", [
    "i can't make out the writing on this letter", "i can't make out what he's saying", "the radio is mumbling",
    "i can't make out the words to this song",
])
def test_other_words_not_made_out_are_no_volume(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != NO_MIXER


@pytest.mark.parametrize("text", [
    "who's emailed me today", "who has texted me", "has anyone emailed me this morning", "did anybody message me today",
    "whos messaged us",
])
def test_who_wrote_is_refused_as_messages(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == refusal("messages")


@pytest.mark.parametrize("text", [
    "please you pay my electric bill", "would you pay the water bill", "you pay my gas bill please",
    "please can you pay the council tax bill", "can you pay my electric bill",
])
def test_a_bill_to_pay_is_refused_as_payments(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == refusal("payments")


@pytest.mark.parametrize("text", [
    "can you video call my grandson, i don't know how to do it", "ring my daughter, i cant work the phone",
    "call my sister im not good with phones", "video call my grandson i dont know how to do it",
    "phone my son because i miss him",
])
def test_a_call_with_a_reason_after_it_is_refused_as_calls(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == refusal("calls")


@pytest.mark.parametrize("text", [
    "who emailed the school", "my son emailed me a photo", "how much is the electric bill",
])
def test_messages_and_bills_said_about_are_no_refusal(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) not in (refusal("messages"), refusal("payments"))


@pytest.mark.parametrize("text", [
    "hope your tuesday's treating you well", "hope your day is going well", "i hope you're having a lovely morning",
    "hope your weekend has been good", "trust your week is going well",
])
def test_a_kind_wish_is_thanked(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == _line("well_wished")


@pytest.mark.parametrize("text", ["i hope my day goes well", "hope your sister is well"])
def test_a_wish_for_anyone_else_is_not_thanked(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != _line("well_wished")


@pytest.mark.parametrize("text", [
    "i lost my tooth today and i'm six", "my wobbly tooth fell out", "i lost my first tooth at school",
    "ive lost my front tooth", "my tooth came out today and im five",
])
def test_a_lost_tooth_is_a_childs_news_never_an_alarm(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == _line("tooth")


@pytest.mark.parametrize("text", ["i lost my keys", "my tooth hurts"])
def test_other_losses_and_toothache_are_no_tooth_news(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != _line("tooth")


@pytest.mark.parametrize("text", [
    "so bored nothing to do all afternoon", "bored stiff", "im bored out of my mind nothing to do", "so bored today",
    "bored nothing to do",
])
def test_boredom_said_any_way_gets_the_bored_reply(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == BORED


def test_someone_elses_boredom_is_not_the_speakers(skills: LocalSkills) -> None:
    assert say(skills, "the kids are bored") != BORED


@pytest.mark.parametrize("text", [
    "are you an actual person or a machine", "are you an actual human", "you an actual person or what",
    "have you got any feelings", "you have feelings or no?", "do you have emotions or not",
])
def test_feelings_or_an_actual_person_asked_it_says_it_is_a_program(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NOT_A_PERSON


def test_the_speakers_own_feelings_are_not_asked_of_it(skills: LocalSkills) -> None:
    assert say(skills, "i have feelings for her") != NOT_A_PERSON


@pytest.mark.parametrize("text", [
    "what jobs can you do around the house", "what chores can you help with around the house",
    "what kind of jobs can you do around the home", "what sort of tasks can you help with about the house",
    "what jobs are you good at round the house",
])
def test_jobs_around_the_house_are_what_it_can_do(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == skills.capabilities_reply()


def test_jobs_that_need_doing_are_not_its_abilities(skills: LocalSkills) -> None:
    assert say(skills, "what jobs need doing around the house") != skills.capabilities_reply()


@pytest.mark.parametrize(("text", "word"), [
    ("how do you spell school im five", "School"), ("spell school", "School"), ("how do you spell right", "Right"),
    ("how do you spell please im six", "Please"), ("spell the word again", "Again"),
])
def test_a_cued_word_that_is_also_a_filler_is_spelled(skills: LocalSkills, text: str, word: str) -> None:
    reply = say(skills, text)
    assert reply is not None and reply.startswith(f"{word} is spelled {', '.join(word.upper())}.")


@pytest.mark.parametrize("text", ["how do you spell it", "spell that again", "can you spell it for school",
                                  "spell it out for me please"])
def test_a_pronoun_or_a_reason_is_never_spelled(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or " is spelled " not in reply


@pytest.mark.parametrize("text", ["i'm six", "i am 6", "im five years old", "i'm nearly seven", "i'm six and a half"])
def test_a_childs_age_after_a_turn_sets_no_alarm(skills: LocalSkills, text: str) -> None:
    say(skills, "what time is it")  # a turn before it: the semantic reader is asked, as in a conversation
    reply = say(skills, text)
    assert reply is None or "alarm" not in reply
    assert say(skills, "what alarms do i have") == "You have no alarms set."


def test_a_real_alarm_for_six_is_still_set(skills: LocalSkills) -> None:
    say(skills, "what time is it")
    assert say(skills, "wake me at six") == "Okay, alarm set for 6 am tomorrow."
