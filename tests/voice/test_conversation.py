"""Natural conversation, end to end with real speech engines and a simulated room (no sound card): follow-up
without the wake word after a question, and barge-in with the wake word while the assistant speaks.

The room (gpt_home.audio.loopback) plays the replies back into the microphone input, attenuated and delayed, so the
assistant hears its own voice as it would on a shelf. Replies are spoken by flite (which pocketsphinx's wake
spotting hears, unlike espeak-ng), so a reply that says the wake phrase really is heard by the wake detector.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from voice_helpers import RATE, run_bounded, silence, write_wav

from gpt_home.audio.loopback import LoopbackRoom
from gpt_home.audio.sources import WavFileSource
from gpt_home.audio.tts import SpeechAudio
from gpt_home.audio.vad import EndpointConfig, make_classifier
from gpt_home.audio.wake import KwsWakeDetector
from gpt_home.daemon import State, VoiceDaemon
from gpt_home.daemon.echo import EchoReference
from gpt_home.daemon.follow_up import FollowUpPolicy

ENDPOINT_SILENCE = 0.7


class FliteVoice:
    """The replies' TTS engine in these tests: flite, as the tests' speech is made."""

    def __init__(self, speak: Callable[[str], bytes]) -> None:
        self._speak = speak

    def synthesize(self, text: str) -> SpeechAudio:
        return SpeechAudio(self._speak(text), RATE)


class Scripted:
    """The agent boundary: replies in order, and what it was asked."""

    def __init__(self, *replies: list[str]) -> None:
        self.replies, self.asked = list(replies), []

    def __call__(self, text: str) -> Iterator[str]:
        self.asked.append(text)
        yield from (self.replies.pop(0) if self.replies else ["Okay."])


def seconds(pcm: bytes) -> float:
    return len(pcm) / 2 / RATE


def converse(tmp_path: Path, pcm: bytes, speak, stt, responder: Scripted, *, echo_gain: float = 0.5,  # type: ignore[no-untyped-def]
             echo_delay: float = 0.05, follow_up: FollowUpPolicy | None = None,
             echo: EchoReference | None = None, on_wake: Callable[[], None] | None = None) -> VoiceDaemon:
    tmp_path.mkdir(parents=True, exist_ok=True)
    room = LoopbackRoom(WavFileSource(write_wav(tmp_path / "input.wav", pcm), fast=True), output_dir=tmp_path / "out",
                        echo_gain=echo_gain, echo_delay_seconds=echo_delay)
    classifier = make_classifier()
    daemon = VoiceDaemon(
        source=room.source, wake=KwsWakeDetector(gate=classifier), classifier=classifier, transcriber=stt,
        synthesizer=FliteVoice(speak), player=room.player, responder=responder, status_path=tmp_path / "status.json",
        endpoint=EndpointConfig(start_timeout_seconds=2.0, silence_seconds=ENDPOINT_SILENCE), follow_up=follow_up,
        echo=echo, on_wake=on_wake,
    )
    run_bounded(daemon)
    return daemon


QUESTION = ["How long should the timer run?"]


def test_a_question_is_answered_without_the_wake_word(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    command, answer = speak("hey computer set a timer"), speak("ten minutes please")
    gap = ENDPOINT_SILENCE + seconds(speak(QUESTION[0])) + 1.0  # the reply plays, then 1 s into the window
    responder = Scripted(QUESTION, ["Okay, ten minutes."])
    turn_starts: list[int] = []  # the wake hook (model load or release, wiring.wake_hook) runs for both turns
    daemon = converse(tmp_path, silence(0.5) + command + silence(gap) + answer + silence(2.0), speak, whisper_stt,
                      responder, on_wake=lambda: turn_starts.append(len(responder.asked)))
    assert len(responder.asked) == 2, responder.asked
    assert turn_starts == [0, 1]  # before the first turn's transcript, and as the follow-up window opened
    assert "ten" in responder.asked[1].lower() or "10" in responder.asked[1]
    assert [(t.wake_engine, t.outcome) for t in daemon.turns] == [("kws", "answered"), ("follow-up", "answered")]
    log = list(daemon.state_log)
    assert log[log.index(State.FOLLOW_UP):][:3] == [State.FOLLOW_UP, State.THINKING, State.SPEAKING]
    assert log[-2:] == [State.SPEAKING, State.IDLE]  # "Okay, ten minutes." asks nothing: no second window


def test_after_a_statement_speech_without_the_wake_word_is_ignored(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    statement = ["Okay, the timer is set."]
    gap = ENDPOINT_SILENCE + seconds(speak(statement[0])) + 1.0
    responder = Scripted(statement)
    daemon = converse(tmp_path, silence(0.5) + speak("hey computer set a timer") + silence(gap)
                      + speak("ten minutes please") + silence(2.0), speak, whisper_stt, responder)
    assert len(responder.asked) == 1
    assert State.FOLLOW_UP not in daemon.state_log and len(daemon.turns) == 1


def test_the_echo_of_a_question_is_not_an_answer(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    """A slow echo path (0.3 s) puts the end of our own question inside the follow-up window; nobody answers."""
    gap = ENDPOINT_SILENCE + seconds(speak(QUESTION[0])) + 6.0
    responder = Scripted(QUESTION)
    daemon = converse(tmp_path, silence(0.5) + speak("hey computer set a timer") + silence(gap), speak, whisper_stt,
                      responder, echo_gain=0.8, echo_delay=0.3)
    assert len(responder.asked) == 1 and len(daemon.turns) == 1
    assert list(daemon.state_log)[-2:] == [State.FOLLOW_UP, State.IDLE]


LONG_REPLY = ["Here is a long story about the weather in the mountains. ", "It rained on Monday and on Tuesday. ",
              "On Wednesday the sun came out over the valley. ", "By Thursday the snow had melted on every peak. "]


@pytest.mark.parametrize("after", [1.5, 2.5, 3.5])
def test_the_wake_word_over_the_reply_barges_in(tmp_path: Path, speak, whisper_stt, after: float) -> None:  # type: ignore[no-untyped-def]
    """The reply is streamed with its first phrase cut early ("Here is a long story about the weather" | "in the
    mountains."): the user talks over it at several points, over a phrase, a sentence and the joins between them.
    Before the echo canceller kept its echo path through double talk, 2 of 5 such points were missed."""
    streamed = [word + " " for sentence in LONG_REPLY for word in sentence.split()]  # as a model streams it
    responder = Scripted(streamed, ["It is nine o'clock."])
    into_reply = ENDPOINT_SILENCE + after  # the user talks over the reply this long after it starts
    pcm = (silence(0.5) + speak("hey computer what is the weather like") + silence(into_reply)
           + speak("hey computer what time is it") + silence(3.0))
    daemon = converse(tmp_path, pcm, speak, whisper_stt, responder, echo_gain=0.3)
    assert [t.outcome for t in daemon.turns] == ["cut", "answered"], responder.asked
    assert "time" in responder.asked[1].lower()
    assert daemon.echo_rejections == 0


class NoEchoControl(EchoReference):
    """The control: an assistant that does not know what it plays (no echo canceller, no gate)."""

    def cancel(self, pcm: bytes, start_seconds: float, context: tuple[bytes, float] | None = None) -> bytes:
        return pcm

    def is_echo(self, pcm: bytes, start_seconds: float) -> bool:
        return False


def test_a_reply_that_says_the_wake_phrase_does_not_wake_it(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    reply = ["To talk to me, say hey computer. ", "Then hey computer listens. ", "That is all."]
    spoken = sum(seconds(speak(s.strip())) for s in reply)
    pcm = silence(0.5) + speak("hey computer how do I use you") + silence(ENDPOINT_SILENCE + spoken + 3.0)
    responder = Scripted(reply)
    daemon = converse(tmp_path / "gated", pcm, speak, whisper_stt, responder, echo_gain=0.6)
    assert [t.outcome for t in daemon.turns] == ["answered"]
    assert len(responder.asked) == 1
    # The control proves the test can fail: without knowing what it plays, the same room wakes it on its own words.
    control = converse(tmp_path / "control", pcm, speak, whisper_stt, Scripted(reply), echo_gain=0.6,
                       echo=NoEchoControl())
    assert [t.outcome for t in control.turns][:1] == ["cut"]
