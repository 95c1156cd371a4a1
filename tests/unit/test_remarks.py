"""``skills/remarks.py``: remarks that only sound like commands get a kind word; the same words said as a request,
a question or a time-shifted order are never a remark (their skill acts on them)."""

from __future__ import annotations

import re

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills import remarks
from gpt_home.skills.chitchat import chit_chat_topic


def read(text: str) -> str:
    return " ".join(normalize(spoken_symbols(text)).replace("'", "").split())


FAMILIES = {
    "mishap": ["the fire alarm went off this morning when i burnt the toast such a fuss",
               "bruh the oven timer went off while i was in the shower", "the smoke alarm went off when i was cooking",
               "my alarm went off at 5 am by mistake typical", "the doorbell rang just as i got in the bath"],
    "broken": ["the bulb in the fridge has gone again we need a new one", "the kettle has broken again",
               "the toaster packed up this morning", "the boiler is playing up again", "the dishwasher is leaking"],
    "heard_from": ["my grandson phoned last night from university it was lovely to hear from him",
                   "my daughter rang this morning", "my son visited yesterday", "my grandkids came round at the weekend",
                   "my sister sent me a card"],
    "earworm": ["that new song is stuck in my head all day", "i cant get that song out of my head",
                "this tune has been stuck in my head all week", "the jingle from that advert is stuck in my head",
                "that song keeps getting stuck in my head"],
    "grumble": ["my geography teacher is actually so boring", "my boss is so annoying", "the traffic was a nightmare today",
                "the music at that party was so loud my ears are still ringing",
                "my mum keeps reminding me to tidy my room its so annoying"],
    "busy": ["ngl my list of things to do this weekend is insane", "my week is so busy", "my to do list is endless",
             "my weekend looks manic", "my day is packed"],
    "luck": ["oh ive got a date on friday night wish me luck", "wish me luck", "ive got a job interview tomorrow wish me luck",
             "im off to an audition wish me luck", "got my driving test on monday wish me luck"],
    "grown": ["ugh i grew like 3 inches this year none of my jeans fit", "i grew two inches this summer",
              "ive grown about 5 cm since september", "i grew a foot last year lol", "i have grown three inches"],
    "game_news": ["lol my friend rolled a nat 20 last night in dnd", "my brother rolled a double six in monopoly",
                  "i got a natural 20 in our game", "we rolled a double six", "my dad rolled a nat 1 lol"],
    "clock_wrong": ["my phone clock is still an hour wrong since we got back from holiday lol",
                    "my watch is five minutes slow", "my oven clock is an hour out since the clocks changed",
                    "my car clock is ten minutes fast", "my microwave clock is wrong"],
}


@pytest.mark.parametrize(("family", "text"), [(f, t) for f, texts in FAMILIES.items() for t in texts])
def test_each_remark_family(family: str, text: str) -> None:
    assert chit_chat_topic(read(text)) == family


NOT_REMARKS = [
    "the alarm went off", "the timer went off", "my alarm went off turn it off", "the bulb has gone turn on the lamp",
    "the kitchen light has gone off", "my son phoned remind me to call him back", "my daughter rang what time is it",
    "wish me luck and set a timer for 10 minutes", "is the boiler playing up", "my to do list add milk",
    "the music is too loud", "the music is so loud turn it down", "test tomorrow remind me",
    "did my son phone", "is my watch slow", "when did my son phone", "my teacher is coming at 5 remind me",
    "set an alarm the last one went off too early", "the kettle is on", "stop the timer it went off while i was out",
]


@pytest.mark.parametrize("text", NOT_REMARKS)
def test_a_request_or_question_is_no_remark(text: str) -> None:
    said = read(text)
    assert not any(re.fullmatch(pattern, said) for _, pattern in remarks.FAMILIES)


def test_each_remark_has_a_line_that_neither_acts_nor_refuses() -> None:
    for topic, line in remarks.LINES.items():
        assert not re.search(r"can't|cancel|set for|added|remind you|switched|turned", line), topic
