"""The voice loop with real engines and WAV files for the sound card: state transitions, recovery, streaming,
announcements, barge-in (button and spoken "stop"), sd_notify and the status file."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from voice_helpers import clock_reply, mentions_hour, noise, run_bounded, silence, write_wav

from gpt_home.audio.sources import WavFileSource, read_wav
from gpt_home.audio.stt import Transcript
from gpt_home.audio.tts import AplayPlayer, EspeakNgSynthesizer, WavRecorder
from gpt_home.audio.vad import EndpointConfig, make_classifier
from gpt_home.audio.wake import KwsWakeDetector
from gpt_home.daemon import State, VoiceDaemon
from gpt_home.errors import SttError
from gpt_home.hardware.button import PushButton
from gpt_home.hardware.notify import Notifier

WAKE_COMMAND = "hey computer what time is it"
EVENING = datetime(2026, 12, 1, 21, 41).astimezone()  # the injected time of day of tests that do not pin midnight


def make_daemon(tmp_path: Path, pcm: bytes, transcriber, **kwargs) -> VoiceDaemon:  # type: ignore[no-untyped-def]
    source = WavFileSource(write_wav(tmp_path / "input.wav", pcm), fast=True)
    classifier = make_classifier()
    defaults = {
        "source": source, "wake": KwsWakeDetector(gate=classifier), "classifier": classifier,
        "transcriber": transcriber, "synthesizer": EspeakNgSynthesizer(), "player": WavRecorder(tmp_path / "out"),
        "responder": clock_reply(EVENING), "status_path": tmp_path / "status.json",
        "endpoint": EndpointConfig(start_timeout_seconds=2.0),
    }
    return VoiceDaemon(**{**defaults, **kwargs})


def test_answered_turn_goes_through_every_state(tmp_path: Path, speak, whisper_stt, pinned_now: datetime) -> None:  # type: ignore[no-untyped-def]
    daemon = make_daemon(tmp_path, silence(0.5) + speak(WAKE_COMMAND) + silence(1.0), whisper_stt,
                         responder=clock_reply(pinned_now), wall_clock=pinned_now.timestamp)
    run_bounded(daemon)
    assert list(daemon.state_log) == [State.IDLE, State.LISTENING, State.THINKING, State.SPEAKING, State.IDLE]
    (turn,) = daemon.turns
    assert turn.outcome == "answered"
    assert turn.stt_s and turn.endpoint_to_first_audio_s and turn.end_of_speech_to_first_audio_s
    assert turn.end_of_speech_to_first_audio_s >= turn.endpoint_to_first_audio_s + 0.6  # the 0.7 s endpoint silence
    status = json.loads((tmp_path / "status.json").read_text())
    assert status["state"] == "idle" and status["turns"][0]["outcome"] == "answered"
    assert status["updated_at"] == status["turns"][0]["started_at"] == pinned_now.timestamp()
    reply = whisper_stt.transcribe(read_wav(tmp_path / "out" / "reply-0001.wav")).text
    assert mentions_hour(reply, pinned_now.hour), reply


def test_wake_without_a_command_returns_to_idle(tmp_path: Path, speak, sphinx_stt) -> None:  # type: ignore[no-untyped-def]
    daemon = make_daemon(tmp_path, silence(0.5) + speak("hey computer") + silence(3.0), sphinx_stt)
    run_bounded(daemon)
    assert list(daemon.state_log) == [State.IDLE, State.LISTENING, State.IDLE]
    assert daemon.turns[0].outcome == "no-speech"
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


class FailsOnce:
    """A real engine that raises on its first call, like a crashed model."""

    name, offline = "flaky", True

    def __init__(self, real) -> None:  # type: ignore[no-untyped-def]
        self.real, self.calls = real, 0

    def transcribe(self, pcm: bytes) -> Transcript:
        self.calls += 1
        if self.calls == 1:
            raise SttError("engine crashed")
        return self.real.transcribe(pcm)


def test_stt_failure_apologises_and_the_next_command_is_answered(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    pcm = silence(0.5) + speak(WAKE_COMMAND) + silence(3.0) + speak(WAKE_COMMAND) + silence(1.0)
    daemon = make_daemon(tmp_path, pcm, FailsOnce(whisper_stt))
    run_bounded(daemon)
    assert [t.outcome for t in daemon.turns] == ["error:STT_FAILED", "answered"]
    apology = whisper_stt.transcribe(read_wav(tmp_path / "out" / "reply-0001.wav")).text.lower()
    assert "sorry" in apology
    answer = whisper_stt.transcribe(read_wav(tmp_path / "out" / "reply-0002.wav")).text
    assert mentions_hour(answer, EVENING.hour), answer


def test_reply_is_spoken_sentence_by_sentence_while_the_agent_streams(tmp_path: Path, speak, sphinx_stt) -> None:  # type: ignore[no-untyped-def]
    speaking = threading.Event()
    spoke_before_second: list[bool] = []

    def responder(_text: str) -> Iterator[str]:
        yield from ["The first ", "sentence is ", "here. "]
        spoke_before_second.append(speaking.wait(10.0))
        yield from ["And the second ", "one."]

    daemon = make_daemon(tmp_path, silence(0.5) + speak(WAKE_COMMAND) + silence(1.0), sphinx_stt,
                         responder=responder, on_state=lambda s: s == State.SPEAKING and speaking.set())
    run_bounded(daemon)
    assert spoke_before_second == [True]
    assert daemon.turns[0].outcome == "answered"


def test_due_announcements_are_spoken_after_an_alarm_tone(tmp_path: Path, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    due = [["Your tea timer is done."]]
    daemon = make_daemon(tmp_path, silence(2.0), whisper_stt, announcements=lambda: due.pop() if due else [])
    run_bounded(daemon)
    text = whisper_stt.transcribe(read_wav(tmp_path / "out" / "announcement-0001.wav")).text.lower()
    assert "tea" in text and "done" in text


def test_non_wake_speech_and_noise_get_no_reply(tmp_path: Path, speak, sphinx_stt) -> None:  # type: ignore[no-untyped-def]
    pcm = noise(1.0) + speak("my computer is slow") + silence(0.5) + speak("turn on the kitchen lights") + noise(1.0)
    daemon = make_daemon(tmp_path, pcm, sphinx_stt)
    run_bounded(daemon)
    assert list(daemon.turns) == [] and list(daemon.state_log) == [State.IDLE]


def _long_reply(_text: str) -> Iterator[str]:
    for i in range(8):
        yield f"This is sentence number {i + 1} of a long answer that nobody wants to hear. "


def test_spoken_stop_cuts_playback(tmp_path: Path, speak, sphinx_stt) -> None:  # type: ignore[no-untyped-def]
    pcm = silence(0.5) + speak(WAKE_COMMAND) + silence(1.0) + speak("stop") + silence(1.0)
    daemon = make_daemon(tmp_path, pcm, sphinx_stt, responder=_long_reply, player=AplayPlayer(device="null"))
    run_bounded(daemon)
    assert daemon.turns[0].outcome == "cut"
    assert 1 <= len(daemon.speaker.spoken) < 8  # cut during the reply, not after all eight sentences


def test_button_press_cuts_playback(tmp_path: Path, speak, sphinx_stt) -> None:  # type: ignore[no-untyped-def]
    """A press while speaking cuts the reply (how fast is bench/voice_bench.py's figure, not a threshold here)."""
    from gpiozero.pins.mock import MockFactory

    factory = MockFactory()
    button = PushButton(27, pin_factory=factory)

    def on_state(state: State) -> None:
        if state == State.SPEAKING:
            factory.pin(27).drive_low()
            factory.pin(27).drive_high()

    daemon = make_daemon(tmp_path, silence(0.5) + speak(WAKE_COMMAND) + silence(1.0), sphinx_stt,
                         responder=_long_reply, player=AplayPlayer(device="null"), button=button, on_state=on_state)
    run_bounded(daemon, timeout=60)
    button.close()
    assert daemon.turns[0].outcome == "cut"
    assert len(daemon.speaker.spoken) == 1  # cut in the first of eight sentences
    assert list(daemon.state_log)[-2:] == [State.SPEAKING, State.IDLE]


def test_sd_notify_ready_watchdog_and_status(tmp_path: Path, speak, sphinx_stt) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "notify.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as server:
        server.bind(str(path))
        server.settimeout(5.0)
        daemon = make_daemon(tmp_path, silence(0.5) + speak(WAKE_COMMAND) + silence(1.0), sphinx_stt,
                             notifier=Notifier(str(path)))
        run_bounded(daemon)
        messages = []
        server.setblocking(False)
        while True:
            try:
                messages.append(server.recv(4096).decode())
            except BlockingIOError:
                break
    assert messages[0] == "READY=1"
    assert "WATCHDOG=1" in messages
    assert {"STATUS=listening", "STATUS=speaking", "STATUS=idle"} <= set(messages)



def test_transcription_starts_before_the_endpoint_in_real_time(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    """Fed at microphone pace, STT runs during the end-of-speech silence, so the endpoint finds it (nearly) done."""
    pcm = silence(0.5) + speak(WAKE_COMMAND) + silence(1.5)
    daemon = make_daemon(tmp_path, pcm, whisper_stt, source=WavFileSource(write_wav(tmp_path / "rt.wav", pcm)))
    run_bounded(daemon)
    (turn,) = daemon.turns
    assert turn.outcome == "answered"
    assert turn.stt_compute_s is not None and turn.stt_s is not None
    assert daemon.capturer.last is not None and daemon.capturer.last.speculated  # the guess, not a fresh transcription


def test_led_follows_the_daemon_state(tmp_path: Path, speak, sphinx_stt) -> None:  # type: ignore[no-untyped-def]
    from gpiozero.pins.mock import MockFactory

    from gpt_home.hardware.status_led import StatusLed

    factory = MockFactory()
    led = StatusLed([16, 20, 21], pin_factory=factory)
    colours: list[tuple[int, int, int]] = []

    def on_state(state: State) -> None:
        led(state)
        colours.append(tuple(int(factory.pin(p).state) for p in (16, 20, 21)))  # type: ignore[arg-type]

    daemon = make_daemon(tmp_path, silence(0.5) + speak(WAKE_COMMAND) + silence(1.0), sphinx_stt, on_state=on_state)
    run_bounded(daemon)
    led.close()
    assert colours == [(0, 0, 0), (0, 0, 1), (1, 1, 0), (0, 1, 0), (0, 0, 0)]
