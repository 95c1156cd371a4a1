"""``skills/odd_asks.py``: nonsense, a microphone tested, words not for it, questions for eyes and the sky ordered
about are talk; jobs for hands or legs are refused; the household's requests with the same words are neither."""

from __future__ import annotations

import re

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills import odd_asks, service_asks
from gpt_home.skills.chitchat import chit_chat_topic


def read(text: str) -> str:
    return " ".join(normalize(spoken_symbols(text)).replace("'", "").split())


TALK = {
    "huh": ["asdfgh", "blah blah blah", "la la la", "woof woof", "beep boop", "abracadabra", "qwertyuiop"],
    "presence": ["test test", "testing one two three", "is this thing on", "mic check", "testing testing"],
    "sorry": ["ignore that", "i wasnt talking to you", "sorry wrong button", "that wasnt meant for you",
              "i was talking to my husband"],
    "see": ["what am i holding", "what colour is my shirt", "how many fingers am i holding up", "how do i look today",
            "can you see what im wearing"],
    "sky": ["turn the sun off", "make it stop raining", "turn the moon on", "make it snow", "make the sun come out"],
}


@pytest.mark.parametrize(("family", "text"), [(f, t) for f, texts in TALK.items() for t in texts])
def test_talk_families(family: str, text: str) -> None:
    assert chit_chat_topic(read(text)) == family


@pytest.mark.parametrize("text", [
    "can you fly", "make me a cup of tea", "can you walk the dog", "do my homework for me", "give me a hug",
    "clean the house", "bring me my slippers", "could you make us some toast please", "dance for me",
    "answer the door for me",
])
def test_a_job_for_hands_is_refused(text: str) -> None:
    assert service_asks.service_asked(read(text)) == "no_body"


@pytest.mark.parametrize("text", [
    "make me a shopping list", "make a list", "remind me to walk the dog at 5", "walk the dog at 5 remind me",
    "set a timer to walk the dog", "feed the cat remind me at 6", "cook for 20 minutes", "set a timer to cook dinner",
    "clean the house tomorrow remind me", "what am i doing tomorrow", "what colour is the sky", "test my spelling",
    "can you test me on my times tables", "ignore that and set a timer for 5 minutes", "la la land", "na", "da",
    "make it brighter", "turn the sun lamp on", "make me a cup of tea in 5 minutes",
    "can you see my list", "can you see my timers", "quieter", "hahaha", "property", "pretty", "shhhh", "hmmm",
])
def test_a_request_with_the_same_words(text: str) -> None:
    said = read(text)
    assert not any(re.fullmatch(p, said) for _, p in (*odd_asks.FAMILIES, *odd_asks.REFUSED))
