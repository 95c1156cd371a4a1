"""A paused alarm ("set an alarm for ... seven thirty") whose speculative transcript doubles the time ends at the short
silence: Whisper repeats the last words of a command followed by silence (voice7: "He computer said an alarm for 730
730" from the bench's WAV made the live daemon wait the long silence). Other doubled words still wait."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent import intents
from gpt_home.agent.completeness import build_completeness_judge
from gpt_home.audio.endpointing import AdaptiveEndpointer, AdaptiveSilence
from gpt_home.audio.vad import Endpoint, EndpointConfig
from gpt_home.daemon.wake_audio import judging_the_command

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Europe/London"))
JUDGE = build_completeness_judge(lambda text: intents.match(text, NOW) is not None)


@pytest.mark.parametrize("heard", ["said an alarm for 730 730", "said and alarm 4 7 30 7 30",
                                   "remind me to call mum at 7 30 7 30", "set an alarm for seven thirty seven thirty"])
def test_a_clock_time_said_twice_after_alarm_for_is_a_whole_command(heard: str) -> None:
    assert JUDGE(heard) is True


@pytest.mark.parametrize("heard", ["set an alarm for 7 7", "set a timer for 5 5", "turn it off turn it off",
                                   "set an alarm for 730 730..."])
def test_other_doubled_words_still_wait(heard: str) -> None:
    assert JUDGE(heard) is not True


def test_the_paused_alarm_ends_at_the_short_silence_with_the_doubled_transcript() -> None:
    silence = AdaptiveSilence()
    judge = judging_the_command(JUDGE, phrase="hey computer")
    endpointer = AdaptiveEndpointer(EndpointConfig(silence_seconds=1.2), silence, judge)
    frame = 0.03
    for _ in range(40):  # "hey computer set an alarm for ... seven thirty" (the pause itself judged earlier)
        endpointer.process(True, frame)
    for _ in range(3):
        endpointer.process(False, frame)
    endpointer.transcript_started()
    assert endpointer.offer_transcript("He computer said an alarm for 730 730", endpointer.elapsed_seconds) is True
    for _ in range(6):
        endpointer.process(False, frame)
    assert endpointer.decision == Endpoint.END_OF_SPEECH
    assert endpointer.trailing_silence_seconds < silence.incomplete_seconds / 2
