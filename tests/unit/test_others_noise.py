"""Whose noise a loudness remark is about (agent/others_noise.py): someone else's noise is never our volume; ours
(or a remark with a command after it) is still read. Pure, and through the real skills (no sound mixer: a volume
command answers that it cannot change the volume)."""

from __future__ import annotations

import itertools

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import NO_MIXER, local_skills, say

from gpt_home.agent.others_noise import others_noise

THEIRS = [f"{lead}{who} {verb} {how}{loud}{where}" for lead, who, verb, how, loud, where in itertools.product(
    ["", "ugh "], ["the music next door", "their dog", "the neighbours telly", "the party upstairs", "the builders",
                   "that car alarm outside", "my brothers music"], ["is", "keeps being"], ["so ", "really ", "way too "],
    ["loud", "noisy"], ["", " again", " tonight"])][::37]
OURS = ["its too loud", "you are too loud", "this is way too loud", "the music is too loud", "the alarm is so loud",
        "the bedroom is noisy turn it down a bit", "the neighbours are asleep turn it down"]


@pytest.mark.parametrize("text", THEIRS)
def test_someone_elses_noise(text: str) -> None:
    assert others_noise(text)


@pytest.mark.parametrize("text", OURS)
def test_ours_or_a_command_is_not_someone_elses(text: str) -> None:
    assert not others_noise(text)


@pytest.mark.parametrize("text", THEIRS[::3])
def test_no_volume_change_for_someone_elses_noise(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        reply = say(skills, text)
    assert reply != NO_MIXER and "volume" not in str(reply).lower()


@pytest.mark.parametrize("text", ["its too loud", "you re too loud", "this is way too loud"])
def test_our_noise_is_still_turned_down(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        assert say(skills, text) == NO_MIXER
