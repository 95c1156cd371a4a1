"""``skills/feeling_talk.py``: each family read as learners, children and grandparents say it (the topic, so the line
that fits), and the same words in a request or other talk never."""

from __future__ import annotations

import re

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills import feeling_talk
from gpt_home.skills.chitchat import chit_chat_topic


def read(text: str) -> str:
    return " ".join(normalize(spoken_symbols(text)).replace("'", "").split())


FAMILIES = {
    "how_are_you": ["hello my friend how you are", "good morning to you my dear how is going", "morning gpt how r u",
                    "hello computer are you fine", "you are okay today", "very good thank you and how are you"],
    "thanks": ["thank you so much you are very kind", "oh thank you thats very kind of you", "thanks you are so sweet",
               "thank you thats lovely of you", "thanks a lot you are very good"],
    "good_night": ["i go to sleep now good night", "me going bed now", "i going to sleep now", "i go to bed now bye",
                   "me go to sleep now"],
    "worried": ["im worried about my exams", "im so stressed with work", "im nervous about tomorrow",
                "i feel anxious about the operation", "im a bit scared about the dentist"],
    "hurt": ["i hurt my knee", "i fell over today", "my back is killing me", "i bumped my head at school",
             "i cut my finger"],
    "hard_time": ["my friend was mean to me", "nobody wants to play with me", "i dont have any friends", "i hate school",
                  "the big boys are picking on me"],
    "good_news": ["were getting a puppy", "we got a new kitten today", "im retiring today", "were moving house next week",
                  "im getting married"],
    "excited": ["im excited for christmas", "were so excited about our holiday", "im really excited for my birthday",
                "i am super excited about the party", "were getting excited for halloween"],
    "season": ["merry christmas", "happy new year", "happy easter everyone", "eid mubarak", "happy diwali"],
    "santa": ["is santa real", "santa is coming tonight", "is the tooth fairy real", "is father christmas coming",
              "where is santa now"],
    "doing": ["what did you do today", "are you busy", "are you free right now", "what have you been up to",
              "are you bored"],
    "marry": ["will you marry me", "will you be my valentine", "would you be my best friend", "will you be my friend",
              "would you marry me"],
    "complaint": ["you talk too much", "youre not very clever are you", "why are you so slow", "youre so boring",
                  "you go on too much"],
}


@pytest.mark.parametrize(("family", "text"), [(f, t) for f, texts in FAMILIES.items() for t in texts])
def test_each_family_is_read_in_its_households_ways(family: str, text: str) -> None:
    assert chit_chat_topic(read(text)) == family


@pytest.mark.parametrize("text", [
    "i am fine set a timer for 10 minutes", "you are set for 7", "thank you set an alarm", "i go to the shop now",
    "im going to bed at 10 remind me", "im worried about the timer", "im worried about the weather tomorrow",
    "i hurt my knee remind me to call the doctor", "i cut the grass", "i broke the remote", "my back garden is a mess",
    "we are getting a pizza", "we are getting a new car remind me to call the bank",
    "its our anniversary next week remind me", "merry christmas add crackers to the list", "is santa on the list",
    "when is santa coming", "what did you do with my timer", "are you free to set a timer",
    "will you marry me in the film", "you talk too much turn the volume down", "my friend was mean to me what should i do",
])
def test_the_same_words_in_a_request_or_other_talk(text: str) -> None:
    said = read(text)
    assert not any(re.fullmatch(pattern, said) for _, pattern in feeling_talk.FAMILIES)
