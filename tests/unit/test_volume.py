"""Volume through amixer: control choice, the command run, and a clear answer when there is no mixer."""

from __future__ import annotations

import subprocess
from collections.abc import Sequence

import pytest

from gpt_home.skills.volume import NO_MIXER_REPLY, Volume, pick_control
from tests.optional_parts import require_tool

SCONTROLS = "Simple mixer control 'Headphone',0\nSimple mixer control 'PCM',0\n"
SSET_OUT = "Simple mixer control 'PCM',0\n  Mono: Playback -1200 [60%] [-12.00dB] [on]\n"


class Recorder:
    """Stands in for the amixer binary (the mixer is hardware): records commands, returns canned output."""

    def __init__(self, sset_returncode: int = 0) -> None:
        self.calls: list[list[str]] = []
        self.sset_returncode = sset_returncode

    def __call__(self, args: Sequence[str]) -> subprocess.CompletedProcess[str]:
        self.calls.append(list(args))
        if args[1] == "scontrols":
            return subprocess.CompletedProcess(args, 0, SCONTROLS, "")
        return subprocess.CompletedProcess(args, self.sset_returncode, SSET_OUT, "error")


def test_pick_control_prefers_master_then_pcm() -> None:
    assert pick_control(SCONTROLS) == "PCM"
    assert pick_control("Simple mixer control 'Master',0\n" + SCONTROLS) == "Master"
    assert pick_control("Simple mixer control 'Boost',0\n") == "Boost"
    assert pick_control("") is None


def test_up_and_down_run_amixer_and_say_the_level() -> None:
    run = Recorder()
    volume = Volume(run=run, which=lambda _: "/usr/bin/amixer")
    assert volume.change(up=True) == "Volume up, now at 60 percent."
    assert volume.change(up=False) == "Volume down, now at 60 percent."
    assert run.calls[1] == ["amixer", "-M", "sset", "PCM", "10%+"]
    assert run.calls[3] == ["amixer", "-M", "sset", "PCM", "10%-"]


def test_no_amixer_binary() -> None:
    assert Volume(which=lambda _: None).change(up=True) == NO_MIXER_REPLY


def test_amixer_failure_is_a_clear_answer() -> None:
    assert Volume(run=Recorder(sset_returncode=1), which=lambda _: "amixer").change(up=True) == NO_MIXER_REPLY


def test_real_amixer_without_a_sound_card_gives_the_clear_answer() -> None:
    require_tool("amixer", "alsa-utils")
    listed = subprocess.run(["amixer", "scontrols"], capture_output=True, text=True, timeout=5, check=False)
    if listed.returncode == 0 and pick_control(listed.stdout):
        pytest.skip("this machine has a mixer; not changing its volume in a test")
    assert Volume().change(up=True) == NO_MIXER_REPLY


def test_set_level_and_report_run_amixer_and_say_the_level() -> None:
    run = Recorder()
    volume = Volume(run=run, which=lambda _: "amixer")
    assert volume.set_level(100) == "Okay, the volume is at 60 percent."  # the level amixer reports back
    assert run.calls[1] == ["amixer", "-M", "sset", "PCM", "100%"]
    assert volume.report() == "The volume is at 60 percent."
    assert run.calls[3] == ["amixer", "-M", "sget", "PCM"]
    assert volume.set_level(150) == "The volume goes from 0 to 100 percent."
    assert len(run.calls) == 4


def test_set_level_and_report_without_a_mixer() -> None:
    volume = Volume(which=lambda _: None)
    assert volume.set_level(50) == NO_MIXER_REPLY
    assert volume.report() == "I can't tell the volume on this device: there is no sound mixer."
