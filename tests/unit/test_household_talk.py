"""Chit-chat, refusals of services the assistant does not have, and half-said requests, through the real local skills
(rules, templates, families; in-memory stores, mock pins, a pinned clock): c21's own phrasing list
(``tests/unit/talk_phrasings.py``) must get the right kind of reply, never None (the bundled model would invent one),
and near misses with the same words must reach their own skill, never a refusal or chit-chat.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.identity import identity_reply, identity_topic
from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills import half_said, music_asks, service_asks, service_slots
from gpt_home.skills.chitchat import chit_chat_topic
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import Lists, local_skills, say
from tests.unit.talk_phrasings import CHIT_CHAT, MURMURS, NOT_REFUSED, NOT_TALK, ODD, UNSUPPORTED


@pytest.fixture
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lists=Lists()) as built:
        yield built


def read(text: str) -> str:
    return normalize(spoken_symbols(text))


@pytest.mark.parametrize(("text", "pattern"), [*CHIT_CHAT, *UNSUPPORTED, *MURMURS, *ODD, *NOT_REFUSED])
def test_the_phrasing_list_gets_the_right_kind_of_reply(skills: LocalSkills, text: str, pattern: str) -> None:
    # what the assistant says before the model: the local skills, then its identity (the grounded step, default name)
    reply = say(skills, text) or identity_reply(text)
    assert reply is not None, f"{text!r} would reach the model"
    assert re.search(pattern, str(reply), re.IGNORECASE), f"{text!r} -> {reply!r}"


@pytest.mark.usefixtures("wordnet_installed")
@pytest.mark.parametrize("text", NOT_TALK)
def test_a_near_miss_of_the_talk_families_is_no_talk_and_no_refusal(text: str) -> None:
    said = read(text)
    assert chit_chat_topic(said) is None and chit_chat_topic(" ".join(said.replace("'", "").split())) is None
    assert service_asks.service_asked(said) is None and music_asks.service_asked(said) is None


SERVICES = {
    "music": ["i want to listen to some music", "can i hear a song", "let me listen to the radio",
              "i'd like to hear my playlist", "i fancy listening to some jazz music"],
    "calendar": ["am i free on friday afternoon", "are we busy this weekend", "is my husband free tomorrow",
                 "check my diary", "what's in our calendar next week"],
    "calls": ["facetime my daughter", "skype grandma please", "video chat with my son", "get dad on the phone",
              "can you whatsapp call nana"],
    "messages": ["tell sarah dinner is ready by text", "let mum know i'm late by whatsapp", "did anyone text me",
                 "has anybody emailed me today", "tell the kids to come down by message"],
    "purchases": ["reorder my usual shopping", "re order the cat food", "repeat my last grocery order",
                  "reorder toilet roll", "order again please", "get a pepperoni pizza delivered",
                  "have some flowers sent to mum", "can you get us a curry delivered tonight"],
    "deliveries": ["when will my amazon delivery arrive", "is my parcel coming today", "when is the food shop due",
                   "has my order arrived", "when does my package get here"],
    "tv": ["what's on the telly", "anything good on tv tonight", "whats on channel four", "what's on netflix",
           "when is the next episode of bake off on tv"],
    "news": ["news please", "the headlines", "what's happening in the world today", "whats going on in the country",
             "anything new in the news"],
    "sports": ["did liverpool win", "cricket score", "when do united play next", "who's winning",
               "have the lions won", "football results please"],
    "translations": ["translate hello into french", "how do you say thank you in spanish", "what's cat in german",
                     "what is the italian word for bread", "can you speak polish"],
    "online": ["google how to fix a tap", "search the internet for cheap flights", "look it up online",
               "what's bitcoin worth", "search online for a recipe"],
    "traffic": ["when is the next train to leeds", "look up the bus times", "is the traffic bad on the m6",
                "is my train on time", "what time is the last bus from town"],
}


@pytest.mark.parametrize(("service", "text"), [(s, t) for s, texts in SERVICES.items() for t in texts])
def test_each_service_family_is_read_in_many_ways(service: str, text: str) -> None:
    # music wished for ("i want to listen to some music") is read from its parts since round 19
    assert (service_asks.service_asked(read(text)) or service_slots.service_asked(read(text))) == service


# Near misses: a supported request with a service's word in it, or talk that is not a service at all.
NOT_A_SERVICE = [
    "remind me to listen to the radio at six", "set a timer for my podcast for 20 minutes",
    "add the news paper to my shopping list", "remind me to text dad tomorrow", "set an alarm for the match at 7",
    "what's the weather on friday", "what day is friday", "is it going to rain on friday afternoon",
    "what time is it in poland", "what is a pound in kilos", "get up", "get ready", "what is the pound",
    "did i leave the lights on", "turn on the kitchen light", "get the washing in", "send it again",
    "what's on my shopping list",
    "when is my alarm", "translate", "how do you spell translate", "is the timer done", "who won",
]


@pytest.mark.parametrize("text", NOT_A_SERVICE)
def test_a_near_miss_is_no_service_request(text: str) -> None:
    assert service_asks.service_asked(read(text)) is None and service_slots.service_asked(read(text)) is None


@pytest.mark.parametrize(("text", "expected"), [
    ("remind me to call mum at 5 pm", "remind"), ("set a timer for the radio show in 10 minutes", "timer"),
    ("what's on my shopping list", "ok"), ("turn off the kitchen light", "kitchen"), ("what time is it", "10:25"),
    ("remind me", "What should I remind you about"), ("set a timer", "how long"),
])
def test_household_requests_still_reach_their_skill(skills: LocalSkills, text: str, expected: str) -> None:
    reply = say(skills, text)
    assert reply is not None and expected.lower() in str(reply).lower(), f"{text!r} -> {reply!r}"
    assert "can't" not in str(reply).lower()


HALF = ["can you", "could you please", "i want to", "um what's the", "set a",
        "what about the", "i was going to ask", "is it", "and so", "would you"]
HOLD_ON = ["just a minute", "hold on let me think", "wait a sec", "give me a second", "one moment please",
           "hang on a mo"]
REPEAT = ["what", "huh", "pardon", "sorry what", "come again", "say that again", "what did you say"]


@pytest.mark.parametrize(("text", "line"), [*((t, "didn't catch") for t in [*HALF, "ah what was i gonna ask erm"]),
                                            *((t, "Take your time") for t in HOLD_ON),
                                            *((t, "ask me again") for t in REPEAT)])
def test_half_said_holds_on_and_what(text: str, line: str) -> None:
    found = half_said.reply(read(text))
    assert found is not None and line in str(found) and found.expects_answer


NEVER_HALF = ["turn it on", "turn it off", "put it on", "turn up", "turn it", "switch off", "what about you", "and you",
              "remind me", "can you remind me", "could you set", "set a timer", "one minute timer", "what is it called",
              "just the kitchen", "tell me", "can you tell me", "what time is it", "can you help me", "add milk",
              "wait for it"]


@pytest.mark.parametrize("text", NEVER_HALF)
def test_a_request_or_a_reply_is_never_half_said(text: str) -> None:
    assert half_said.reply(read(text)) is None


TALK = {
    "smart": ["are you smart", "are you clever", "are you stupid", "are you intelligent", "are you a genius"],
    "see": ["can you see me", "do you have eyes", "are you watching me", "can you see what i'm doing",
            "do you have a camera"],
    "favourite": ["what is your favorite food", "which is your favourite animal", "whats ur fave colour",
                  "which song do you like best", "what's your favourite film"],
    "unwell": ["i feel sick", "im poorly", "i'm feeling under the weather", "i have a headache", "i've got a cold"],
    "scared": ["i'm scared", "i am frightened of the dark", "i had a nightmare", "im a bit nervous", "i'm afraid"],
    "angry": ["i am angry", "im so cross", "i'm really annoyed", "i feel frustrated", "i'm fuming right now"],
    "cant_sleep": ["i can't sleep", "i cannot get to sleep", "i'm not sleepy", "i couldn't sleep",
                   "i cant sleep again"],
    "thanks": ["thx", "thank u", "tank you", "thank you very very much", "thanks for your help today"],
    "how_are_you": ["how r u", "how are you feeling", "you good", "how do you feel today", "how you feeling"],
    "goodbye": ["see you tomorrow", "i have to go now bye", "talk to you soon", "bye for now", "i need to go"],
    "presence": ["you awake", "hiya anyone home", "are you asleep", "wake up", "you still there", "is anybody about"],
    "on_my_own": ["my husbands in hospital and im on my own tonight", "im all alone tonight", "i am home alone",
                  "my mum went into hospital today", "im on my own this weekend"],
    "story": ["tell me a funny story", "read us a bedtime story", "can you tell me a story please",
              "tell me another story", "tell us a silly tale"],
    "laugh": ["lol thats brilliant", "haha thats so funny", "lol its hilarious", "haha that was good", "lmao"],
}


@pytest.mark.parametrize(("topic", "text"), [(t, s) for t, texts in TALK.items() for s in texts])
def test_the_new_talk_families(topic: str, text: str) -> None:
    assert chit_chat_topic(read(text)) == topic


# Its name, age, maker and body are ``agent/identity.py``'s (the configured name): not chit-chat, so never told apart
@pytest.mark.parametrize(("text", "topic"), [
    ("are you a boy or a girl", "body"), ("are you male or female", "body"), ("what gender are you", "body"),
    ("are you a girl", "human"), ("who is your creator", "who"), ("who was your maker", "who"),
    ("what's your name", "name"), ("how old are you", "age"),
])
def test_questions_about_itself_are_identitys(text: str, topic: str) -> None:
    assert identity_topic(text) == topic and chit_chat_topic(read(text)) is None


@pytest.mark.parametrize(("text", "topic"), [
    ("thanks thats all for now goodnight", "good_night"), ("im tired im going to bed", "good_night"),
    ("good morning how are you", "greeting_how"), ("ok thank you bye", "goodbye"), ("youre great thanks", "compliment"),
    ("thank you youre the best", "thanks"), ("hiya see you later", "goodbye"),
])
def test_chit_chat_said_in_one_breath(text: str, topic: str) -> None:
    assert chit_chat_topic(read(text)) == topic


@pytest.mark.parametrize("text", ["thanks set a timer for ten minutes", "hello turn on the kitchen light",
                                  "goodnight turn off the lights", "how old is the queen", "what is your timer at",
                                  "who made the eiffel tower", "i feel sick of this rain", "thanks add milk",
                                  "where is my phone", "are you a fan of the rain"])
def test_a_request_with_talk_words_is_not_chit_chat(text: str) -> None:
    assert chit_chat_topic(read(text)) is None
