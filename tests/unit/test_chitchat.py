"""Chit-chat by families (``skills/chitchat.py``): the pure reader per family, then through the real local skills
(rules, templates, the honest fallback) to check what the household hears and that requests with the same words
still reach their skill.

The phrasings are the engineer's own variations of each family; none is copied from a request set.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills.chitchat import chit_chat_reply, chit_chat_topic
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import CAPABILITIES_REPLY, LocalSkills
from gpt_home.skills.smalltalk import JOKES
from tests.skill_helpers import local_skills, say


def topic(text: str) -> str | None:
    return chit_chat_topic(normalize(spoken_symbols(text)))


FAMILIES = {
    "greeting": ["hiya computer", "hey there buddy", "good day", "ey up", "a very good morning to you",
                 "top of the morning", "hello again love", "morning all"],
    "how_are_you": ["how are things with you", "how are you keeping these days", "you alright mate",
                    "how's life treating you", "how have you been lately", "how is the day treating you"],
    "whats_up": ["what's happening", "wassup"],
    "thanks": ["thanks ever so much pet", "thank you kindly for all your help", "much appreciated",
               "cheers that was spot on", "ta very much"],
    "good_night": ["night night sleep tight", "goodnight love", "i'm heading up to bed", "sweet dreams"],
    "goodbye": ["cheerio", "i'm off to the shops bye", "gotta go", "take care now"],
    "compliment": ["you're a star", "you are an absolute legend", "i like you a lot", "nice one",
                   "you're my hero", "clever thing"],
    "sorry": ["my apologies", "oops sorry about that", "sorry i was speaking to the kids",
              "sorry i didn't mean to disturb you", "sorry wrong person"],
    "sad": ["i'm feeling a bit low", "i feel blue tonight", "having a rough day", "i've had a horrible day"],
    "lonely": ["i feel lonely tonight", "i'm so lonely", "i get lonely in this house"],
    "doing_well": ["i'm good thanks", "i am fine thank you and you", "i'm feeling great today"],
    "bored": ["i'm getting bored", "entertain me", "i have nothing to do"],
    "joke": ["tell us a silly joke", "got any good jokes", "could you tell me a joke",
             "make us laugh with one of your jokes", "can you cheer me up with a joke please", "i could do with a laugh",
             "you tell me joke", "how about a joke then", "go on say a joke"],
    # a long day had, said in passing: a kind line, not the sadness one
    "long_day": ["oof what a day", "its been such a long day at the office", "work was manic today",
                 "i've had a long day", "another rough shift at the hospital", "today i work very hard",
                 "i have been working long hours"],
    "good_news": ["we've just become grandparents for the first time", "i'm going to be a grandad",
                  "my daughter in law had a beautiful baby girl last night", "im a nana now",
                  "my son she have baby yesterday", "our eldest passed her driving test today",
                  "we just got engaged", "i became grandmother first time"],
    "my_english": ["can you understand my accent ok", "is my english good enough for you",
                   "sorry about my bad english", "my english is not very good sorry", "you understood what i said",
                   "i am still learning english", "do you follow me alright"],
    "not_a_person": ["is there a real human being in there talking to me", "there is a person inside?",
                     "you are human or robot", "somebody is inside the speaker answering",
                     "am i talking to a human being"],
    "presence": ["anybody there", "are you still listening", "speaker are you with me"],
    "capabilities": ["what kind of stuff can you help me with", "what can you do for a busy mum",
                     "list the stuff youre good at", "what are you good at"],
}


@pytest.mark.parametrize(("family", "text"), [(f, t) for f, texts in FAMILIES.items() for t in texts])
def test_each_family_is_read_in_its_households_ways(family: str, text: str) -> None:
    assert topic(text) == family


@pytest.mark.parametrize("text", [
    # requests and questions that share words with a family: never chit-chat
    "thanks can you set a timer for ten minutes", "good morning what is the weather", "tell me a joke about cats",
    "how are things priced in the shop", "sorry what time is it", "i am off work on friday",
    "you are set to wake me at seven", "hello turn on the kitchen light", "what can you do about the heating",
    "i am sad that the shop closed what time does it open", "night mode on", "are you there tomorrow",
    "i am feeling sad what is the capital of france", "i love you song by the beatles", "bye the way",
    "sorry i was talking to my husband set a timer", "good job on the timer now cancel it",
    # the new families' words in requests, questions and other news: never read as them
    "make me a cup of tea", "what is a practical joke", "remind me to tell grandad the joke",
    "tell me about my day", "long day tomorrow wake me at six", "how long is a day on mars",
    "when is the longest day", "busy day tomorrow", "what day is work", "is there a human on the moon",
    "are there people in the kitchen", "is there someone at the door", "is there a person who can fix my boiler",
    "someone is in there", "my grandmother is ill", "my grandmother is in hospital", "my son failed his driving test",
    "remind me my daughter has a baby shower", "what do you call a new grandmother", "i am a mother of three",
    "my son has a daughter", "did i pass my test", "do you understand french", "what does understand mean",
    "help me with my english homework", "my english teacher is ill", "is my english lesson today",
    "translate good into english",
])
def test_a_request_with_the_same_words_is_not_chit_chat(text: str) -> None:
    assert topic(text) is None


@pytest.mark.parametrize("text", ["my grandmother died last year", "my son passed", "my husband passed away",
                                  "we lost our grandad to cancer in march"])
def test_a_death_said_stays_grief_never_good_news(text: str) -> None:
    assert topic(text) == "grief"


def test_the_reply_is_the_familys_line_and_a_joke_is_one_of_ours() -> None:
    rng = random.Random(5)

    def reply(text: str) -> str | None:
        return chit_chat_reply(normalize(text), rng, lambda: "capabilities")

    assert reply("good day to you dear") == "Good day to you too! What can I do for you?"
    assert reply("top of the morning to you") == "Good morning! What can I do for you?"
    assert reply("how's tricks") is None
    assert reply("what sort of things can you do for an old man like me") == "capabilities"
    assert reply("i'm feeling down") == ("I'm sorry you're feeling down. I'm here if you want to talk, and I can tell "
                                         "you a joke if that would help.")
    assert reply("tell us a joke") in JOKES
    assert reply("make us laugh with a silly joke") in JOKES
    assert reply("phew long shift at the factory") == ("That sounds like a tiring day. I hope you get a chance to put your feet "
                                             "up now.")
    assert reply("i have just become a grandad for the second time") == "Congratulations, that's wonderful news!"
    assert reply("do you understand my english good").startswith("I understood you fine.")  # never "your English is good"


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    # "speaker" is a volume word and "good day" reads as a date: the family wins over both
    ("how are things with you this morning little speaker", "All good here, thanks for asking. What can I do for you?"),
    ("good day to you speaker", "Good day to you too! What can I do for you?"),
    ("sorry I didn't mean to wake you", "No problem at all."),
    ("what sort of things can you help me with", CAPABILITIES_REPLY),
    ("thank you very much my dear", "You're welcome."),
    ("oh dear what a long day", "That sounds like a tiring day. I hope you get a chance to put your feet up now."),
    ("we have just become grandparents", "Congratulations, that's wonderful news!"),
    ("sorry my english is not so good", "I understood you fine. Speak however is easiest for you, and if I get "
                                        "something wrong, just say it another way."),
    ("is there a real human being inside the box", "I'm a program running on this device, not a human. I'm here "
                                                   "whenever you need me."),
    ("thanks that's really helpful", "You're welcome."),
])
def test_through_the_real_skills(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "expected"), [
    ("turn the speaker up", "volume"), ("good morning turn on the kitchen light", "light"),
    ("what day is it today", "Tuesday"), ("thanks add milk to the shopping list", "milk"),
])
def test_requests_still_reach_their_skill(skills: LocalSkills, text: str, expected: str) -> None:
    reply = say(skills, text)
    assert reply is not None and expected.lower() in reply.lower() and reply not in (
        "You're welcome.", "Hello! What can I do for you?")
