"""The voice loop: IDLE -> LISTENING -> THINKING -> SPEAKING -> IDLE, one turn at a time.

Why one loop with one broad ``except``: every stage can fail (a bad file, an engine crash, a missing speaker), and the
device must never die on the shelf. Stages raise; ``run`` logs, apologises and carries on. The agent is injected as
``responder(text) -> iterable of text pieces``; the parts (capture, playback, status, watchdog, announcements) live in
their own modules of this package and are wired here.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path

from gpt_home.audio.sources import AudioSource
from gpt_home.audio.stt import Transcriber
from gpt_home.audio.tts import Earcon, Playback, Player, Synthesizer
from gpt_home.audio.vad import EndpointConfig, SpeechClassifier
from gpt_home.audio.wake import Detection, DetectionKind, RefractoryGate, WakeDetector, strip_wake_phrase
from gpt_home.daemon.announcements import AnnouncementPoll
from gpt_home.daemon.capture import UtteranceCapture
from gpt_home.daemon.feed import AudioFeed
from gpt_home.daemon.metrics import StatusBoard
from gpt_home.daemon.playback import Cut, ReplySpeaker
from gpt_home.daemon.ports import APOLOGY, Announcements, Notifier, Responder
from gpt_home.daemon.watchdog import WatchdogTicker
from gpt_home.daemon_status import State, TurnTimings
from gpt_home.errors import AudioError, GptHomeError
from gpt_home.hardware.button import PushButton

_LOGGER = logging.getLogger(__name__)


class VoiceDaemon:
    """The voice assistant loop. Every collaborator is injected, so tests pass WAV sources and recorders.

    Clocks: ``clock`` (monotonic seconds) times stages and schedules polls; ``wall_clock`` (epoch seconds) stamps
    turns and the status file. Both are injected so tests never depend on the time of day.
    """

    def __init__(
        self,
        *,
        source: AudioSource,
        wake: WakeDetector,
        classifier: SpeechClassifier,
        transcriber: Transcriber,
        synthesizer: Synthesizer,
        player: Player,
        responder: Responder,
        endpoint: EndpointConfig | None = None,
        wake_phrase: str = "hey computer",
        refractory_seconds: float = 2.0,
        announcements: Announcements | None = None,
        notifier: Notifier | None = None,
        button: PushButton | None = None,
        status_path: Path | None = None,
        on_state: Callable[[State], None] | None = None,
        announcement_poll_seconds: float = 1.0,
        speculate_after_seconds: float = 0.25,
        watchdog_ping_seconds: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
        wall_clock: Callable[[], float] = time.time,
    ) -> None:
        self.wake, self.player, self.responder = wake, player, responder
        self.wake_phrase = wake_phrase
        self.notifier, self.button, self.on_state = notifier, button, on_state
        self.gate = RefractoryGate(refractory_seconds)
        self.feed = AudioFeed(source)
        self.board = StatusBoard(status_path, wall_clock)
        self.capturer = UtteranceCapture(transcriber, classifier, endpoint or EndpointConfig(),
                                         speculate_after_seconds=speculate_after_seconds, clock=clock)
        self.speaker = ReplySpeaker(synthesizer, player, clock=clock,
                                    on_speaking=lambda: self._set_state(State.SPEAKING))
        self.watchdog = WatchdogTicker(notifier, watchdog_ping_seconds, clock)
        self.poll = AnnouncementPoll(announcements, announcement_poll_seconds, clock)
        self._clock = clock
        self._labels = 0
        self._stop = threading.Event()

    @property
    def turns(self):  # noqa: ANN201 - deque[TurnTimings]
        """The last turns' timings, oldest first."""
        return self.board.turns

    @property
    def state(self) -> State:
        """What the daemon is doing now."""
        return self.board.state

    @property
    def state_log(self):  # noqa: ANN201 - deque[State]
        """Recent state transitions (tests and debugging)."""
        return self.board.state_log

    # ---- the loop --------------------------------------------------------------------------------------------

    def run(self) -> None:
        """Serve until the input ends or ``request_stop``; the only place that catches broad exceptions."""
        if self.notifier:
            self.notifier.ready()
        self._set_state(State.IDLE)
        while not self._stop.is_set():
            try:
                if not self._idle_step():
                    break
            except Exception as exc:  # noqa: BLE001 - the one broad catch: log, apologise, carry on
                self._recover(exc)
        _LOGGER.info("voice loop stopped")

    def request_stop(self) -> None:
        """Ask the loop to end after the current step (signal handlers, tests)."""
        self._stop.set()

    def _recover(self, exc: Exception) -> None:
        pending = self.board.pending
        if pending is not None:
            pending.outcome = f"error:{getattr(exc, 'code', type(exc).__name__)}"
            self.board.finish(pending)
        if isinstance(exc, AudioError):
            _LOGGER.error("input: %s", exc)  # a bad file or a microphone hiccup: nothing to apologise for, beep
            self.speaker.play_earcon(Earcon.ERROR)
        else:
            _LOGGER.exception("turn failed")
            self._apologise()
        self.wake.reset()
        self._set_state(State.IDLE)

    def _apologise(self) -> None:
        try:
            self._say([APOLOGY], label=self._next_label("reply"), prefix=Earcon.ERROR, timings=None)
        except GptHomeError as exc:  # no speaker either: the log is all we have
            _LOGGER.error("could not apologise: %s", exc)

    def _idle_step(self) -> bool:
        self.watchdog.tick()
        for text in self.poll.due():
            self._say([text], label=self._next_label("announcement"), prefix=Earcon.ALARM, timings=None)
        if self.button and self.button.take_press():
            self._turn(Detection(DetectionKind.WAKE, "button", self.feed.now))
            return True
        chunk = self.feed.read()
        if chunk is None:
            return False
        if self.button and self.button.muted:
            return True
        detection = self.wake.process(chunk)
        if detection and detection.kind == DetectionKind.WAKE:
            if self.gate.allows(detection.end_seconds):
                self._turn(detection)
            else:
                _LOGGER.debug("wake ignored (refractory)")
        return True

    # ---- one turn -------------------------------------------------------------------------------------------

    def _turn(self, detection: Detection) -> None:
        timings = self.board.new_turn(detection.engine)
        timings.wake_latency_s = max(0.0, self.feed.now - detection.end_seconds)
        self.gate.note_wake(self.feed.now)
        self._set_state(State.LISTENING)
        self.speaker.play_earcon(Earcon.WAKE)
        try:
            self._answer(detection, timings)
        finally:
            if timings.outcome != "pending":
                self.board.finish(timings)
            self.wake.reset()
            self.feed.discard_pending()  # never process audio recorded while we spoke
            if self.player.live:  # a recorder puts no sound in the room, so there is no echo to ignore
                self.gate.note_spoke(self.feed.now)
            self._set_state(State.IDLE)

    def _answer(self, detection: Detection, timings: TurnTimings) -> None:
        speech_end_at: float | None = None
        if detection.command:
            text, endpoint_at = detection.command, self._clock()
            timings.capture_s = timings.end_silence_s = 0.0
        else:
            replay = self.feed.since(detection.end_seconds) if detection.engine != "button" else []
            heard = self.capturer.capture(self.feed, timings, replay=replay, tick=self.watchdog.tick,
                                          on_endpoint=lambda: self._set_state(State.THINKING))
            if heard.text is None:
                timings.outcome = "no-speech"
                return
            text = strip_wake_phrase(heard.text, self.wake_phrase).strip()
            endpoint_at, speech_end_at = heard.endpoint_at, heard.speech_end_at
        if not text:
            timings.outcome = "not-understood"
            self.speaker.play_earcon(Earcon.ERROR)
            return
        self._set_state(State.THINKING)
        start = self._clock()
        first_audio = self._say(self.responder(text), label=self._next_label("reply"), timings=timings)
        timings.agent_s = self._clock() - start
        if first_audio is not None:
            timings.endpoint_to_first_audio_s = first_audio - endpoint_at
            if speech_end_at is not None:
                timings.end_of_speech_to_first_audio_s = first_audio - speech_end_at
            else:
                timings.end_of_speech_to_first_audio_s = (
                    timings.endpoint_to_first_audio_s + (timings.end_silence_s or 0)
                )
        if timings.outcome == "pending":
            timings.outcome = "answered"

    def _say(self, pieces, *, label: str, timings: TurnTimings | None, prefix: Earcon | None = None) -> float | None:  # type: ignore[no-untyped-def]
        return self.speaker.speak(pieces, label=label, timings=timings, listen=self._listen_for_stop, prefix=prefix)

    def _listen_for_stop(self, playback: Playback | None) -> None:
        """While a live speaker plays: a button press or "stop" (or the wake phrase) cuts playback."""
        self.watchdog.tick()
        if self.button and self.button.take_press():
            raise Cut
        chunk = self.feed.read()
        if chunk is None:
            self._stop.wait(0.01)  # input is over; just let playback finish
            return
        detection = self.wake.process(chunk)
        if detection is not None:
            _LOGGER.info("playback cut by %s", detection.kind)
            raise Cut(detection if detection.kind == DetectionKind.WAKE else None)

    # ---- helpers --------------------------------------------------------------------------------------------

    def _next_label(self, kind: str) -> str:
        self._labels += 1
        return f"{kind}-{self._labels:04d}"

    def _set_state(self, state: State) -> None:
        if not self.board.set_state(state):
            return
        if self.notifier:
            self.notifier.status(state.value)
        if self.on_state:
            self.on_state(state)
