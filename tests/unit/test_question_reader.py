"""agent/question_reader.py: where the ask is and its textbook order, with the rules stood in for by a set of the
questions they read; and the statements that ask nothing."""

from __future__ import annotations

import pytest

from gpt_home.agent.question_reader import read, tells_only, two_asks

# The questions "the rules" read here (the real rules are in test_question_frames.py)
KNOWN = {"what time is it", "what time is it in hanoi", "what time is it in tokyo", "what is the current year",
         "what is the square root of 289", "how many grams is 8 ounces", "how do you spell receipt",
         "how do you spell liaison", "will it rain on saturday", "what year are we in", "how cold will it be tonight",
         "what is 12 times 7", "what is the time in seoul", "how many days until christmas", "what is the square root of 144", "what year is it"}


def reads(text: str) -> str | None:
    return "time" if text in KNOWN else None


@pytest.mark.parametrize(("said", "asked"), [
    ("the current year is what", ("what is the current year",)),
    ("i forgot again the current year is what", ("what is the current year",)),
    ("289 has what square root", ("what is the square root of 289",)),
    ("i am making dinner 289 has what square root", ("what is the square root of 289",)),
    ("i am making dinner tokyo has what time", ("what time is it in tokyo",)),
    ("8 ounces is how many grams", ("how many grams is 8 ounces",)),
    ("we are in what year", ("what year are we in",)),
    ("12 times 7 is what", ("what is 12 times 7",)),
    ("the clocks in seoul show what", ("what is the time in seoul",)),
    ("tonight gets how cold", ("how cold will it be tonight",)),
    ("receipt is spelled how", ("how do you spell receipt",)),
    ("sorry to bother you liaison how do you spell it", ("how do you spell liaison",)),
    ("144 what is its square root", ("what is the square root of 144",)),
    ("tokyo what time is it there", ("what time is it in tokyo",)),
    ("can you tell me what time it is", ("what time is it",)),
    ("id be grateful if you could tell me how receipt is spelled", ("how do you spell receipt",)),
    ("i was wondering if it will rain on saturday", ("will it rain on saturday",)),
    ("do you know how many grams 8 ounces is", ("how many grams is 8 ounces",)),
    ("i forgot again what time is it in hanoi", ("what time is it in hanoi",)),
    ("how cold will it be tonight so i can plan my day", ("how cold will it be tonight",)),
    ("how many day until christmas", ("how many days until christmas",)),
    ("what time is it then what year is it", ("what time is it", "what year is it")),
    ("how do you spell liaison and also will it rain on saturday",
     ("how do you spell liaison", "will it rain on saturday")),
])
def test_the_ask_in_its_order(said: str, asked: tuple[str, ...]) -> None:
    found = two_asks(said, reads) if len(asked) == 2 else read(said, reads)
    assert found is not None and found.questions == asked, found


@pytest.mark.parametrize("said", [
    "what time is it",  # the rules read it as said: nothing new
    "dont tell me what time it is",  # a remark that refuses the answer
    "i already know the current year is what",
    "if the current year is what",  # hypothetical, never cut
    "my son said what time is it",  # reported
    "the time in hanoi was on the news",  # no question word anywhere
    "i wonder",
    "",
])
def test_nothing_new_or_not_asked(said: str) -> None:
    assert read(said, reads) is None


def test_a_remark_is_never_read_into_a_word_spelled() -> None:
    assert read("i am making dinner receipt is spelled how", reads).questions == ("how do you spell receipt",)
    assert read("i am making dinner receipt is spelled how", lambda t: "x" if t == "how do you spell dinner receipt" else None) is None


@pytest.mark.parametrize(("said", "told"), [
    ("the time flew by at the party", True),
    ("i wrote the wrong date on the cheque", True),
    ("the coin fell behind the sofa", True),
    ("the rain ruined the picnic", True),
    ("what a day it has been", True),
    ("i forgot what time it is", False),
    ("i forgot again a number between 10 and 20 pick one", False),
    ("the time please", False),
    ("what was the date yesterday", False),
])
def test_a_statement_asks_nothing(said: str, told: bool) -> None:
    assert tells_only(said, "time") is told
    assert tells_only(said, "set_timer") is False  # commands are not this reader's to refuse
