"""``skills/music_asks.py``'s round-16 forms: music chosen by its mood, a station by name, sounds to sleep by, music
asked for alone or by what to hear; and the household's own requests with the same verbs never read as music."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills import music_asks
from gpt_home.skills.command_shape import MEDIA_REPLY


def read(text: str) -> str:
    return normalize(spoken_symbols(text))


@pytest.mark.usefixtures("wordnet_installed")
@pytest.mark.parametrize("text", [
    # by mood
    "put on something relaxing", "put something relaxing on", "stick something cheerful on", "play something calming",
    "whack something upbeat on while i clean", "put on something we can dance to", "pop something festive on",
    # a station, sounds to sleep by
    "can you put on classic fm", "put radio 4 on", "stick the radio on", "tune in to radio two",
    "put some white noise on for the baby", "play some rain sounds", "put on some lullabies",
    # asked for alone, or as a wish
    "music please", "some music please", "radio on please", "i fancy some music", "lets have some music",
    "can we have a bit of music while we eat", "how about some tunes",
    # by what to hear
    "can i hear some abba", "lets listen to a bit of the beatles", "i want to hear some mozart",
    "id like to listen to some beethoven",
])
def test_music_asked_for_in_more_ways(text: str) -> None:
    assert music_asks.service_asked(read(text)) == "music"
    assert music_asks.reply(read(text)) == MEDIA_REPLY


@pytest.mark.usefixtures("wordnet_installed")
@pytest.mark.parametrize("text", [
    "put something warm on", "put on something nice for the party", "put on your coat", "put the kettle on",
    "put some washing on", "put the radio on the list", "add radio batteries to the list",
    "set a timer for the radio show in 10 minutes", "i want to hear a joke", "i want to hear the weather",
    "can i hear some more", "i want to hear some good news", "remind me to buy a radio", "music lesson at 4 remind me",
    "i want to hear a story", "can i hear the time", "lets listen to some jokes", "put something on the list",
    "i need some quiet", "can we have some peace",
])
def test_not_music(text: str) -> None:
    assert music_asks.service_asked(read(text)) is None
