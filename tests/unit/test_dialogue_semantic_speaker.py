"""The reading by meaning (agent/semantic.py) never answers a question about the speaker with the nearest command."""

from __future__ import annotations

import pytest

from gpt_home.skills.dialogue import _ABOUT_THE_SPEAKER


@pytest.mark.parametrize("text", ["what time do i get up", "who am i talking to", "what is my sisters name",
                                  "when do i usually go swimming", "where did i put my keys"])
def test_questions_about_the_speaker_are_memorys(text: str) -> None:
    assert _ABOUT_THE_SPEAKER.match(text)


@pytest.mark.parametrize("text", ["what time is it", "turn the volume up", "what is the weather like tomorrow",
                                  "how long is left on the timer", "set an alarm for seven",
                                  "what do i still have to do on my to do list", "how long is left on my timer"])
def test_commands_and_world_questions_are_left_to_it(text: str) -> None:
    assert not _ABOUT_THE_SPEAKER.match(text)
