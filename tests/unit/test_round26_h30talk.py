"""Round 26's holdout30 talk families (issue 15), through the real local skills: a pick from a set everybody knows
said without a word of chance or with the pick last, a throw asked as a question, a word to spell said first or as
the word one is stuck on while writing, a joke asked with a topic after "make me laugh", a riddle asked for, a
favourite asked as "if you had to pick", knowledge in everyday words or with its purpose after, and a model answer
that names none of the few oceans / planets / continents / metals there are."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.agent.guard import check_reply
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.smalltalk import JOKES, RIDDLES

_RAINBOW = ("red", "orange", "yellow", "green", "blue", "indigo", "violet")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@pytest.mark.parametrize("said, members", [
    ("pick one colour of the rainbow for me", _RAINBOW), ("choose a colour of the rainbow", _RAINBOW),
    ("just pick a rainbow colour", _RAINBOW), ("any day from monday to sunday, just choose one", _DAYS),
    ("pick a day of the week", _DAYS), ("a random day, you pick", _DAYS),
])
def test_a_pick_from_a_known_set_is_one_of_its_members(house: LocalSkills, said: str,
                                                       members: tuple[str, ...]) -> None:
    reply = str(say(house, said))
    assert reply.startswith("I pick ") and reply.removeprefix("I pick ").rstrip(".") in members, reply


@pytest.mark.parametrize("said, sides", [("what do I get on a twenty-faced dice", 20),
                                         ("what would I roll on a six faced die", 6), ("what do we get on a d12", 12)])
def test_a_throw_asked_as_a_question_is_rolled(house: LocalSkills, said: str, sides: int) -> None:
    reply = str(say(house, said))
    assert reply.startswith("You rolled"), reply
    assert 1 <= int(reply.rstrip(".").split()[-1]) <= sides


@pytest.mark.parametrize("said, word", [
    ("questionnaire, how's that written letter by letter", "Q, U, E, S, T, I, O, N, N, A, I, R, E"),
    ("rhythm - how do you spell that", "R, H, Y, T, H, M"), ("necessary, what's the spelling", "N, E, C, E, S, S"),
    ("I'm filling in a sympathy card and I'm stuck on condolences", "C, O, N, D, O, L, E, N, C, E, S"),
    ("writing an email and I can't spell rhythm", "R, H, Y, T, H, M"),
    ("writing a letter and i'm not sure how to spell sincerely", "S, I, N, C, E, R, E, L, Y"),
])
def test_a_word_said_first_or_stuck_on_is_spelled(house: LocalSkills, said: str, word: str) -> None:
    assert word in str(say(house, said))


@pytest.mark.parametrize("said", ["I'm stuck on level five of this game", "we're stuck on the motorway"])
def test_stuck_on_something_that_is_no_writing_is_no_spelling(house: LocalSkills, said: str) -> None:
    assert "spelled" not in str(say(house, said))


@pytest.mark.parametrize("said, about", [("make me laugh, something about penguins", "penguin"),
                                         ("make me laugh with something about dogs", "dogs"),
                                         ("make us smile, one about cats", "cats")])
def test_make_me_laugh_with_a_topic_tells_a_joke(house: LocalSkills, said: str, about: str) -> None:
    reply = str(say(house, said))
    assert about in reply.lower() and any(joke in reply for joke in JOKES), reply


@pytest.mark.parametrize("said", ["do you know any riddles i like riddles", "tell me a riddle",
                                  "give us a riddle please", "got any riddles for the kids"])
def test_a_riddle_asked_for_is_told_with_its_answer(house: LocalSkills, said: str) -> None:
    reply = str(say(house, said))
    assert any(riddle in reply for riddle in RIDDLES), reply


@pytest.mark.parametrize("said", ["i hate riddles", "my son loves riddles"])
def test_riddles_talked_about_are_no_ask(house: LocalSkills, said: str) -> None:
    assert not any(riddle in str(say(house, said)) for riddle in RIDDLES)


@pytest.mark.parametrize("said", ["if you had to pick a favourite food what would it be",
                                  "if you could choose a favourite colour which would it be",
                                  "if you had a favourite animal what would it be"])
def test_a_favourite_asked_as_if_is_answered_as_a_program(house: LocalSkills, said: str) -> None:
    assert "don't have favourites" in str(say(house, said))


@pytest.mark.parametrize("said, answer", [
    ("what metal is runny at room temperature", "Mercury"), ("which element is fluid at room temperature", "mercury"),
    ("which ocean is the biggest, asking for a pub quiz", "Pacific"),
    ("what is the capital of peru, it's for the school quiz", "Lima"),
    ("what is the biggest ocean for my homework", "Pacific"),
])
def test_knowledge_in_everyday_words_or_with_its_purpose_after_is_answered(house: LocalSkills, said: str,
                                                                            answer: str) -> None:
    assert answer in str(say(house, said))


@pytest.mark.parametrize("reply, question, passes", [
    ("The Great Barrier Reef is the largest coral reef in the world.", "which ocean is the biggest, for a pub quiz",
     False),
    ("Water is a liquid metal.", "what metal is runny at room temperature", False),
    ("The sun is a star.", "which planet is closest to the sun", False),
    ("The Amazon is the longest river.", "which continent has the amazon", False),
    ("The Pacific Ocean is the biggest.", "which ocean is the biggest", True),
    ("Mercury is a liquid metal.", "what metal is runny at room temperature", True),
    ("Mars is known as the red planet.", "which planet is called the red planet", True),
    ("The Nile is in Africa.", "which continent is the nile in", True),
])
def test_a_model_answer_must_name_one_of_a_known_kind(reply: str, question: str, passes: bool) -> None:
    assert check_reply(reply, utterance=question).ok is passes
