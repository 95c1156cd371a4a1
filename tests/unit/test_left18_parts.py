"""Pure-logic tests of round eighteen's small readers (issue 15, "left18"): two actions to choose between, a remark
cut before a knowledge question, a named day judged, sound trouble and the "yes" that takes up its offer, a timer told
of as ringing, and the one cue list shared by the composer and the relayed-speech rule."""

from __future__ import annotations

import random
import re

import pytest

from gpt_home.agent import speech_cues
from gpt_home.agent.household_slots import not_asked
from gpt_home.agent.remark_heads import questions_after
from gpt_home.agent.timer_statements import narrates
from gpt_home.skills import action_choice, day_opinion, device_trouble
from gpt_home.skills.relayed import relayed_request, reported


@pytest.mark.parametrize(("said", "options"), [
    ("should i walk the dog or feed the cat first", ("walk the dog", "feed the cat")),
    ("is it better to call mum or text her", ("call mum", "text her")),
    ("what should i do first the dishes or the ironing", ("do the dishes", "do the ironing")),
    ("shall we go out or stay in tonight", ("go out", "stay in")),
    ("should we watch a film or play a board game tonight you choose", ("watch a film", "play a board game")),
    ("shall we go out or stay in your call", ("go out", "stay in")),
])
def test_two_actions_are_read(said: str, options: tuple[str, str]) -> None:
    assert action_choice.options(said) == options


@pytest.mark.parametrize("said", ["should i take the dog out or will it rain", "should i have pizza or pasta",
                                  "i should have walked the dog or fed the cat", "should i do my homework or not",
                                  "should i walk the dog now or later", "should i call mum or dad"])
def test_no_two_actions(said: str) -> None:
    assert action_choice.options(said) is None


def test_the_pick_is_said_back_to_the_speaker() -> None:
    reply = action_choice.reply("should i do my homework or tidy my room first", random.Random(1))
    assert reply is not None and re.fullmatch(r"That's up to you, but if I had to pick, I'd (?:do your homework|tidy "
                                              r"your room) first\.", reply)


@pytest.mark.parametrize(("said", "cut"), [("im six what do bees make", ["what do bees make"]),
                                           ("my teacher said to ask you what is the capital of italy",
                                            ["what is the capital of italy"]),
                                           ("what do bees make", []), ("dont tell me what do bees make", []),
                                           ("i already know what bees make", []), ("tell me about the", [])])
def test_a_remark_is_cut_before_the_question(said: str, cut: list[str]) -> None:
    assert questions_after(said) == cut


@pytest.mark.parametrize(("said", "judged"), [("is friday a good day for it", True), ("would saturday be ok", True),
                                              ("is the weekend too busy", True), ("is it friday", False),
                                              ("its friday right", False), ("is it friday yet", False)])
def test_a_day_judged(said: str, judged: bool) -> None:
    assert day_opinion.judged(said) is judged
    assert day_opinion.misread(said, "weekday") is judged
    assert not day_opinion.misread(said, "timer_set")


@pytest.mark.parametrize(("said", "offered"), [("my speaker keeps cutting out", True), ("you keep breaking up", True),
                                               ("the sound is crackling again", True),
                                               ("the radio keeps cutting out", False),
                                               ("my speaker kept cutting out last week", False),
                                               ("turn the speaker up", False)])
def test_sound_trouble_is_offered_a_test(said: str, offered: bool) -> None:
    found = device_trouble.offer(said)
    assert (found is not None) is offered
    if found is not None:
        assert found.said == device_trouble.TEST_LINE and found.question.endswith("?")


@pytest.mark.parametrize(("said", "yes"), [("yes", True), ("go on then", True), ("yes please love", True),
                                           ("what time is it", False), ("no", False), ("yesterday", False)])
def test_yes_takes_up_an_offer(said: str, yes: bool) -> None:
    assert device_trouble.accepted(said) is yes


@pytest.mark.parametrize(("said", "told"), [("a timer called cookies went off", True),
                                            ("the timer we called muffins went off", True),
                                            ("the pasta took 10 minutes last time", True),
                                            ("cancel the timer that went off", False),
                                            ("set a timer for 10 minutes", False)])
def test_a_timer_told_of(said: str, told: bool) -> None:
    assert narrates(said, "timer_cancel") is told


def test_one_cue_list_serves_both_readers() -> None:
    for verb in speech_cues.REPORTING.split("|"):
        assert not_asked(f"my son {verb} set a timer for 10 minutes"), verb
        # "says" in the present passes the request on now (a relay, done); every other cue is a report
        assert reported(f"my son {verb} set a timer for 10 minutes") is (verb != "says"), verb
    for verb in speech_cues.COMMAND_VERB.split("|"):
        assert re.fullmatch(rf"(?:{speech_cues.COMMAND_VERB})", verb)
    assert relayed_request("mum says set a timer for 20 minutes") == "set a timer for 20 minutes"
    assert relayed_request("mum says dont set a timer") is None
    assert not_asked("dont set an alarm for 7") and not not_asked("dont forget to set an alarm for 7")
