"""Grounded answers and identity (gpt_home/agent/grounded.py, identity.py): stored facts answered, nothing invented."""

from __future__ import annotations

import pytest

from gpt_home.agent.grounded import DONT_KNOW_REPLY, grounded_reply
from gpt_home.agent.identity import identity_reply
from gpt_home.memory.learning import Existing, decide

TOLD = ["our dog is called Biscuit", "my favourite colour is green", "I'm allergic to shellfish",
        "the spare key is under the doormat", "we moved the dentist to Thursday", "I go to the gym every Monday"]
MEMORIES = [Existing(str(i), decide(t, []).text) for i, t in enumerate(TOLD)]


@pytest.mark.parametrize(("question", "answer"), [
    ("What's our dog called?", "The dog is called Biscuit."),
    ("what is my favourite color", "Your favourite colour is green."),
    ("what am I allergic to", "You are allergic to shellfish."),
    ("where's the spare key?", "The spare key is under the doormat."),
    ("when is the dentist", "The dentist appointment is on Thursday."),
    ("when do I go to the gym", "You go to the gym every Monday."),
])
def test_a_stored_fact_is_answered_from_its_memory(question: str, answer: str) -> None:
    assert grounded_reply(question, MEMORIES, {}) == answer


@pytest.mark.parametrize("question", ["what's my cat called", "when is my birthday", "what is our boat called",
                                      "what is the wifi password"])
def test_nothing_stored_means_i_dont_know(question: str) -> None:
    assert grounded_reply(question, MEMORIES, {}) == DONT_KNOW_REPLY


def test_the_profile_answers_the_users_name() -> None:
    assert grounded_reply("what's my name", [], {"name": "Priya"}) == "Your name is Priya."


def test_other_questions_go_on_to_the_model() -> None:
    assert grounded_reply("what's the capital of France", MEMORIES, {}) is None
    assert grounded_reply("tell me a joke", MEMORIES, {}) is None


@pytest.mark.parametrize("question", ["who are you", "What's your name?", "are you a real person?",
                                      "do you have feelings", "how old are you", "Do you have a family?"])
def test_identity_is_truthful(question: str) -> None:
    reply = identity_reply(question, "GPT Home")
    assert reply is not None and "GPT Home" in reply
    assert identity_reply(question, "Jarvis").count("Jarvis") == 1  # the configured name, once


@pytest.mark.parametrize("question", ["have you a name of your own then", "Have you got a name at all?",
                                      "what do people call you", "how are you called", "what is you name",
                                      "you have name?", "what should we call you"])
def test_its_own_name_asked_any_way_is_the_configured_name(question: str) -> None:
    assert identity_reply(question, "Jarvis") == "I'm Jarvis, this household's voice assistant."


@pytest.mark.parametrize("question", ["do you have a name for a puppy", "what's my name", "what is the name of this song",
                                      "what do you call a baby kangaroo", "have you got names for twins"])
def test_a_name_for_something_else_is_not_its_own(question: str) -> None:
    assert identity_reply(question, "Jarvis") is None


def test_identity_is_not_triggered_by_other_questions() -> None:
    assert identity_reply("who are you calling", "") is None
    assert identity_reply("what is your favourite film about robots", "") is None
