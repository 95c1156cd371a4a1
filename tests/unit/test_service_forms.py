"""``skills/service_forms.py``: more ways a service the assistant does not have is asked for, read through
``service_asks`` as its service; the household's requests with the same words never."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills import service_asks


def read(text: str) -> str:
    return normalize(spoken_symbols(text))


ASKED = {
    "calls": ["give my mum a call", "give the doctors a ring", "give my brother a quick ring", "give dad a bell",
              "give my wife a buzz"],
    "messages": ["tell my husband to pick up milk", "let my son know tea's ready", "send a photo to grandma",
                 "let my wife know that i'll be late", "tell my daughter that dinner is at six"],
    "calendar": ["what's on the calendar for tomorrow", "what have i got on today", "what have we got on this weekend",
                 "do i have anything on tomorrow", "are we doing anything on saturday"],
    "deliveries": ["where's my amazon parcel", "is my online shop coming today", "where is my order",
                   "track my parcel", "when is my tesco order arriving"],
    "news": ["what's the latest news", "tell me the news", "what's the latest", "read me the news please",
             "give me the latest headlines"],
    "sports": ["what's the score", "whats the score at half time", "who's top of the league", "what was the score then",
               "what's the score now"],
    "online": ["what's the price of bitcoin", "search google for pancake recipes", "look up the opening times for boots",
               "find me a plumber", "what's on at the cinema", "check youtube for cat videos"],
    "opening": ["when does tesco close", "is the chemist open", "what time does the post office open on saturday",
                "is the tip open today", "what are the opening hours for the library"],
    "traffic": ["how far is it to manchester", "what's the quickest way to leeds", "how long will it take me to drive "
                "to york", "how far away is it to the coast", "what's the best route to bristol"],
    "screen": ["show me a picture of a cat", "show me some photos of paris", "find me a video of a dog",
               "show us pictures of the moon", "show me a photo of the eiffel tower"],
}


@pytest.mark.parametrize(("service", "text"), [(s, t) for s, texts in ASKED.items() for t in texts])
def test_each_service_is_read(service: str, text: str) -> None:
    assert service_asks.service_asked(read(text)) == service


@pytest.mark.parametrize("text", [
    "remind me to call mum", "give the dog a bath", "tell my husband", "is the window open", "is the fridge door open",
    "when does the film start", "what's the score in the quiz", "look up how to spell necessary",
    "what time does school open", "show me how to spell cat", "where is my phone", "where is my list",
    "tell my son to turn off the lights", "give me a minute", "give the plants a water",
    "what have i got on my shopping list", "tell me a joke", "where is my order of service",
])
def test_the_same_words_in_a_household_request(text: str) -> None:
    assert service_asks.service_asked(read(text)) is None
