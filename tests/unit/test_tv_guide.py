"""``skills/tv_guide.py``: what is on TV asked by a programme's name or with a TV word, and a programme to record,
are the TV refusal's; the house's own "is X on" and "what time does X start" never are."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills import service_asks, tv_guide
from gpt_home.skills.refusals import refusal


def read(text: str) -> str:
    return normalize(spoken_symbols(text))


GUIDE = [
    "when is eastenders on", "when's eastenders on tonight", "what time is coronation street on", "is strictly on tonight",
    "what time does match of the day start", "is doctor who on tonight", "when does bake off start",
    "is the football on telly", "what channel is the match on", "is the rugby on the tv this afternoon",
    "what time is the film on channel 4", "is there anything good on tonight", "anything worth watching tonight",
    "is there anything on tv later", "what's on tonight", "what should we watch tonight",
    "is there a new episode of vera tonight", "which channel is strictly on", "do you know when corrie is on",
    "um what time's the chase on", "is pointless on today", "when is the news on",
]


@pytest.mark.parametrize("text", GUIDE)
def test_a_tv_guide_question(text: str) -> None:
    assert tv_guide.asked(read(text)) == "tv"
    assert service_asks.reply(read(text)) == refusal("tv")


@pytest.mark.parametrize("text", ["record eastenders tonight", "can you record line of duty",
                                  "record the football for me", "please record the film on bbc two",
                                  "series link the traitors"])
def test_a_programme_to_record(text: str) -> None:
    assert tv_guide.asked(read(text)) == "recording"
    assert "can't record" in (service_asks.reply(read(text)) or "")


# the house's own questions, said with "on", "start" or a programme's words, and requests about a programme
NOT_THE_GUIDE = [
    "is the heating on", "is the kitchen light on", "is the oven on tonight", "what time is dinner on",
    "is the timer on", "what time does school start", "when does the film start", "is the kettle on",
    "is the washing machine on", "when is my alarm on", "is it on", "is breakfast on", "when is the party on",
    "is there anything good", "is there anything on", "is there anything nice for dinner",
    "remind me to watch eastenders at 8", "set a timer for strictly", "what time is eastenders on add crisps to the list",
    "record that", "turn on the tv", "is the tv on", "i watched eastenders last night", "what is eastenders",
    "who is in strictly this year",
]


@pytest.mark.parametrize("text", NOT_THE_GUIDE)
def test_not_a_tv_guide_question(text: str) -> None:
    assert tv_guide.asked(read(text)) is None
