"""The command said right after the wake phrase reaches the agent whole: speech-to-text hears the wake phrase too
(the spotter's end falls inside "computer", and audio cut there lost the command's first words), and the words after
the wake phrase are the command. Real pocketsphinx spotter, real faster-whisper, flite speech in WAV files."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from voice_helpers import run_bounded, silence, write_wav

from gpt_home.agent import intents
from gpt_home.agent.completeness import build_completeness_judge
from gpt_home.audio.endpointing import AdaptiveSilence
from gpt_home.audio.sources import WavFileSource
from gpt_home.audio.tts import EspeakNgSynthesizer, WavRecorder
from gpt_home.audio.vad import EndpointConfig, make_classifier
from gpt_home.audio.wake import KwsWakeDetector, words
from gpt_home.daemon import VoiceDaemon
from gpt_home.daemon.wake_audio import command_after_wake, judging_the_command

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Europe/London"))
JUDGE = build_completeness_judge(lambda text: intents.match(text, NOW) is not None)


def run_daemon(tmp_path: Path, pcm: bytes, transcriber) -> tuple[list[str], list[str]]:  # type: ignore[no-untyped-def]
    """One `gpt-home run`-like loop over the WAV; returns what the agent was asked and each speculative command."""
    asked: list[str] = []
    judged: list[str] = []
    classifier = make_classifier()
    daemon = VoiceDaemon(
        source=WavFileSource(write_wav(tmp_path / "input.wav", pcm), fast=True), wake=KwsWakeDetector(gate=classifier),
        classifier=classifier, transcriber=transcriber, synthesizer=EspeakNgSynthesizer(),
        player=WavRecorder(tmp_path / "out"), responder=lambda text: asked.append(text) or ["Done."],
        status_path=tmp_path / "status.json", endpoint=EndpointConfig(start_timeout_seconds=2.0),
        is_complete=JUDGE, silence=AdaptiveSilence(), speculate_after_seconds=0.09, on_words=judged.append,
    )
    run_bounded(daemon)
    return asked, judged


def test_the_command_right_after_the_wake_phrase_is_heard_whole(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    """Two turns as the voice bench plays them; on the second the spotter's end falls inside "computer", and the
    transcript from there was "for a set of timer for 5 minutes." (the daemon before this fix: "for five minutes.")."""
    pcm = b"".join(silence(0.5) + speak(f"hey computer {command}") + silence(1.5)
                   for command in ("what time is it", "set a timer for five minutes"))
    asked, judged = run_daemon(tmp_path, pcm, whisper_stt)
    assert len(asked) == 2, asked
    assert words(asked[1])[:3] == ["set", "a", "timer"], asked  # the first words were the ones lost
    assert "minutes" in words(asked[1]) and "computer" not in words(asked[0]) + words(asked[1])
    assert judged and all("computer" not in words(text) for text in judged)  # the judge saw the command only


def test_a_wake_phrase_then_a_pause_then_the_command(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    pcm = silence(0.5) + speak("hey computer") + silence(0.6) + speak("what is the capital of spain") + silence(2.0)
    asked, _ = run_daemon(tmp_path, pcm, whisper_stt)
    assert len(asked) == 1 and "capital" in words(asked[0]) and "computer" not in words(asked[0]), asked


@pytest.mark.parametrize(("transcript", "command"), [
    ("Hey computer, set a timer for five minutes.", "set a timer for five minutes."),
    ("They computer-remind me to call the plumber", "remind me to call the plumber"),
    ("A computer, what's the time?", "what's the time?"),
    ("Take computer, turn off the computer.", "turn off the computer."),
    ("Hey computer.", ""),
    ("He continued a view road. Pride and prejudice.", None),  # the wake word itself misheard: not found
])
def test_the_command_is_what_follows_the_wake_phrase(transcript: str, command: str | None) -> None:
    assert command_after_wake(transcript, "hey computer") == command


def test_words_after_a_misheard_wake_phrase_never_end_the_command_early() -> None:
    """"He continued a view road" for "hey computer who wrote": where the command starts is unknown, so the words
    cannot vouch for the short silence (they ended "who wrote ... pride and prejudice" inside its pause); the model
    still hears them to get ready."""
    now = datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Europe/London"))
    judge = build_completeness_judge(lambda text: intents.match(text, now) is not None)
    prepared: list[str] = []
    judged = judging_the_command(judge, phrase="hey computer", on_words=prepared.append)
    assert judged("He continued a view road.") is False
    assert judged("Hey computer, what time is it?") is True
    assert judged("Hey computer") is False  # nothing said after it yet
    assert prepared == ["He continued a view road.", "what time is it?"]
