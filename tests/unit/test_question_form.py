"""Spoken knowledge questions put in a plain form before the model reads them (agent/question_form.py)."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from gpt_home.agent.guard import asks_knowledge
from gpt_home.agent.question_form import model_question, plain_questions


@pytest.mark.parametrize(("said", "asked"), [
    # the described person asked for by name
    ("the fella who wrote romeo and juliet whats his name", "Who wrote romeo and juliet?"),
    ("the guy that invented the telephone what was his name", "Who invented the telephone?"),
    # the topic first, the question after
    ("first man on the moon what was his name", "Who was the first man on the moon?"),
    ("the author of harry potter who is it", "Who is the author of harry potter?"),
    ("the mona lisa who was the painter", "Who was the painter of the mona lisa?"),
    ("the sweet stuff bees make whats it called", "What is the sweet stuff bees make called?"),
    ("of all the oceans which is the largest one", "Which ocean is the largest?"),
    # a bare noun phrase
    ("highest peak on earth", "What is the highest peak on earth?"),
    ("capital city of canada", "What is the capital city of canada?"),
    ("longest river in africa", "What is the longest river in africa?"),
    # lead-ins and checks dropped, contractions written out
    ("settle an argument whats the capital of australia is it sydney", "What is the capital of australia?"),
    ("for my homework what is the capital of canada", "What is the capital of canada?"),
    ("um which planet is the hottest one", "Which planet is the hottest one?"),
    ("what's the chemical symbol for gold", "What is the chemical symbol for gold?"),
    ("who painted the starry night", "who painted the starry night"),  # already plain: left as said
    # who asked, said first: the question passed on ("my", "me" are the asker's, not the question's)
    ("my granddaughter asked me whats the capital of italy", "What is the capital of italy?"),
    ("the kids want to know whats the biggest ocean", "What is the biggest ocean?"),
    ("my son wants to know which planet has rings", "Which planet has rings?"),
    ("our teacher asked us which is the longest river", "Which is the longest river?"),
    ("so my wife was wondering who painted the mona lisa", "Who painted the mona lisa?"),
])
def test_knowledge_questions_are_put_plainly(said: str, asked: str) -> None:
    assert model_question(said) == asked


@pytest.mark.parametrize("said", [
    "set a timer for ten minutes", "turn on the kitchen light", "tell me a joke", "hello", "good morning",
    "thanks", "what do you think about rain", "if i go to brazil what language will i need",
    "my name is priya", "add milk to the shopping list", "",
    "what is <b>this</b>",  # markup is never rewritten
    "my son asked me to turn the lights off",  # an order passed on is no question
    "my granddaughter asked me what my name is", "nana wants to know what gas we breathe",  # about the speakers
])
def test_other_utterances_are_left_as_said(said: str) -> None:
    assert model_question(said) == said


@pytest.mark.parametrize(("said", "asked"), [
    ("what is it made of", "what is it made of"),  # "is it ..." is a check only after a whole question
    ("which is bigger the atlantic or the pacific", "which is bigger the atlantic or the pacific"),  # a choice stays
    ("what day is it today", "what day is it today"),
])
def test_words_of_the_question_are_kept(said: str, asked: str) -> None:
    assert model_question(said) == asked


def test_the_model_view_rewrites_every_question_and_keeps_the_conversation() -> None:
    said = [HumanMessage(content="highest peak on earth"), AIMessage(content="Mount Everest."),
            HumanMessage(content="tell me a joke")]
    view = plain_questions(said)
    assert [m.content for m in view] == ["What is the highest peak on earth?", "Mount Everest.", "tell me a joke"]
    assert said[0].content == "highest peak on earth"  # the conversation's own message is not changed
    assert view[1] is said[1] and view[2] is said[2]


def test_a_bare_phrase_counts_as_a_knowledge_question_for_the_guard() -> None:
    assert asks_knowledge("highest peak on earth")
    assert not asks_knowledge("turn on the kitchen light")
    assert not asks_knowledge("my favourite colour is blue")


@pytest.mark.parametrize(("said", "asked"), [
    # a "you" of the lead-in or the tail asks about the world (round 16)
    ("do you know who wrote romeo and juliet", "Who wrote romeo and juliet?"),
    ("have you any idea who wrote oliver twist", "Who wrote oliver twist?"),
    ("do you happen to know who composed the nutcracker", "Who composed the nutcracker?"),
    ("could you tell me who invented the telephone please", "Who invented the telephone?"),
    ("you know who wrote the hobbit", "Who wrote the hobbit?"),
    ("can you tell me the capital of france", "What is the capital of france?"),
    ("do you know what the capital of germany is", "What is the capital of germany?"),
    ("do you know what continent the amazon is in", "What continent is the amazon in?"),
    ("can you tell me what a baby dog is called", "What is a baby dog called?"),
    ("who invented the light bulb do you know", "Who invented the light bulb?"),
    ("who discovered penicillin can you tell me", "Who discovered penicillin?"),
    ("i want to know who painted guernica", "Who painted guernica?"),
    ("do you have any idea which planet is the biggest", "Which planet is the biggest?"),
    ("can you say me what is capital of russia", "What is capital of russia?"),
])
def test_a_you_that_asks_about_the_world_is_a_knowledge_question(said: str, asked: str) -> None:
    assert model_question(said) == asked
    assert asks_knowledge(said)


@pytest.mark.parametrize("said", [
    # truly personal: about the assistant, the speaker or the household
    "do you know my name", "can you tell me about yourself", "do you know who i am",
    "have you any idea where my keys are", "do you know what we need from the shops",
    "can you tell me what's on my shopping list", "do you know who made you", "do you know how old you are",
    "tell me what you can do", "you know what i think", "could you tell me a joke", "do you know any jokes",
    "do you know what time my alarm is", "have you any idea how much i love you", "do you know where we parked",
    "can you tell me how you work", "do you remember what i told you", "you know what",
    "have you got any idea what i mean",
])
def test_a_personal_question_with_a_you_lead_in_stays_personal(said: str) -> None:
    assert model_question(said) == said
    assert not asks_knowledge(said)


@pytest.mark.parametrize(("said", "asked"), [
    # a remark or a reason after the question (pool19's kind): the model reads the question alone
    ("how many legs does a ladybird have i found one in the garden", "How many legs does a ladybird have?"),
    ("who wrote macbeth were doing it in english", "Who wrote macbeth?"),
    ("Who was the first man to walk on the moon? I watched it on the television.",
     "Who was the first man to walk on the moon?"),
    ("My granddaughter asked me how many bones are in the body and I've clean forgotten.",
     "How many bones are in the body?"),
    ("what is the capital of peru we are going there in may", "What is the capital of peru?"),
    ("how many legs does a spider have because my son asked", "How many legs does a spider have?"),
    ("who discovered penicillin for my homework", "Who discovered penicillin?"),
    # a vocative, a filler or slang after it, a filler "like" before a superlative
    ("Which river runs through London, dear?", "Which river runs through London?"),
    ("how many players on a football team fr", "How many players on a football team?"),
    ("how many legs does a spider have mummy", "How many legs does a spider have?"),
    ("um which ocean is like the deepest one", "Which ocean is the deepest one?"),
    # the thing asked about corrected in the same breath
    ("who painted the mona lisa no wait the sunflowers", "Who painted the sunflowers?"),
    ("whats the capital of italy no sorry greece", "What is the capital of greece?"),
    ("who wrote hamlet no wait macbeth", "Who wrote macbeth?"),
    ("what's the capital of the united states no wait canada", "What is the capital of canada?"),
    ("who painted the starry night sorry the night watch", "Who painted the night watch?"),
    ("who is the author of pride and prejudice no sorry emma", "Who is the author of emma?"),
])
def test_remarks_vocatives_and_corrections_are_left_out(said: str, asked: str) -> None:
    assert model_question(said) == asked
    assert asks_knowledge(said)


@pytest.mark.parametrize("said", [
    # a clause of the question's last noun is no remark: the question is about that thing
    "what is the capital of the country we visited", "what is the capital of the country my son lives in",
    "who wrote the book i am reading", "what is the name of the song we heard", "what is the tallest building we saw",
    # a "like" that compares, a correction of no knowledge question, a correction with no place to go
    "what animal is like a dog", "turn on the light no wait the kitchen light", "what did i say no wait",
    "what do you think i should cook tonight",
])
def test_a_clause_of_the_question_or_a_command_is_kept(said: str) -> None:
    assert model_question(said) == said


def test_the_highest_mountain_you_know_asks_the_assistant() -> None:
    """A bare "you know" after the question makes it about the assistant (review17's must-not), unlike "do you
    know" said after it."""
    assert model_question("whats the highest mountain you know") == "whats the highest mountain you know"
    assert not asks_knowledge("whats the highest mountain you know")
