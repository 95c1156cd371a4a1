"""Music or the news asked for in words the templates do not hold ("i fancy hearing the beatles, put them on", "is
there anything new on the bbc news"): the honest refusal, never the model; a wish to hear something else, a liking
told and the news heard or told are no such reading. Through the real rules and skills with a pinned clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import local_skills, say

from gpt_home.skills import media_asked
from gpt_home.skills.local import LocalSkills

NEWS = "I can't read the news: I work offline. I can tell you the time, the date and the weather instead."
MUSIC = "I can't play music yet."


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


@pytest.mark.parametrize("text", [
    "i fancy hearing the beatles, put them on",
    "i want to listen to taylor swift",
    "i feel like hearing some beyonce put her on",
    "my granddaughter wants frozen songs put them on",
    "we would like to hear some elvis please",
    "could we listen to the proclaimers now",
])
def test_music_asked_for_is_refused_honestly(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == MUSIC


@pytest.mark.parametrize("text", [
    "is there anything new on the bbc news",
    "whats the top story on bbc news",
    "any headlines this morning please",
    "um is there any news about the storm",
])
def test_news_asked_for_is_refused_honestly(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NEWS


@pytest.mark.parametrize("text", [
    "i want to hear a joke", "id like to hear your opinion", "i like listening to the beatles",
    "i saw it on the news yesterday", "the news said it will rain later", "good news i passed my driving test",
    "no news is good news", "i want to listen to you", "i heard the beatles on the radio yesterday",
    "the kids want to hear a story put it on", "i want to hear about dinosaurs", "we watched the news last night",
])
def test_no_music_or_news_asked(text: str) -> None:
    assert media_asked.find(text) == []


@pytest.mark.parametrize("text", [
    "i quite fancy listening to some coldplay put it on",
    "i fancy hearing the beatles, put them on",
    "i want to listen to adele put her on",
])
def test_music_put_on_after_a_light_turn_switches_no_light(factory: MockFactory, text: str) -> None:
    with local_skills(factory, lights={"kitchen": 17, "bedroom": 18}) as s:
        say(s, "set the bedroom light to 50 percent")
        assert say(s, text) == MUSIC
        assert (s.lights.level("kitchen"), s.lights.level("bedroom")) == (0.0, 0.5)
