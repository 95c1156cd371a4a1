"""The voice loop: IDLE -> LISTENING -> THINKING -> SPEAKING -> (FOLLOW_UP ->) IDLE, one turn at a time.

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
from dataclasses import replace
from pathlib import Path

from gpt_home.audio.endpointing import AdaptiveSilence, CompletenessJudge
from gpt_home.audio.sources import AudioChunk, AudioSource
from gpt_home.audio.stt import Transcriber
from gpt_home.audio.tts import Earcon, Playback, Player, SpeechAudio, Synthesizer
from gpt_home.audio.vad import EndpointConfig, SpeechClassifier
from gpt_home.audio.wake import Detection, DetectionKind, RefractoryGate, WakeDetector, strip_wake_phrase
from gpt_home.daemon.announcements import AnnouncementPoll
from gpt_home.daemon.capture import Utterance, UtteranceCapture
from gpt_home.daemon.echo import EchoReference
from gpt_home.daemon.feed import AudioFeed
from gpt_home.daemon.follow_up import FollowUpPolicy, speech_not_echo
from gpt_home.daemon.household import HouseHooks
from gpt_home.daemon.metrics import StatusBoard
from gpt_home.daemon.playback import Cut, ReplySpeaker
from gpt_home.daemon.ports import APOLOGY, Announcements, Notifier, Responder
from gpt_home.daemon.wake_audio import wake_preroll
from gpt_home.daemon.watchdog import WatchdogTicker
from gpt_home.daemon_status import State, TurnTimings
from gpt_home.errors import AudioError, GptHomeError
from gpt_home.house.link import HouseLink
from gpt_home.hardware.button import PushButton

_LOGGER = logging.getLogger(__name__)
ECHO_FIT_SECONDS = 1.0  # recent audio the echo canceller fits the echo path on while we speak
BARGE_IN_WINDOW_SECONDS = 1.5  # the audio a wake/stop detection is judged on: the phrase and the detector's lag


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
        follow_up: FollowUpPolicy | None = None,
        echo: EchoReference | None = None,
        house: HouseLink | None = None,
        is_complete: CompletenessJudge | None = None,
        silence: AdaptiveSilence | None = None,
        on_wake: Callable[[], None] | None = None,
        on_words: Callable[[str], None] | None = None,
        on_final: Callable[[str], None] | None = None,
    ) -> None:
        self.wake, self.player, self.responder = wake, player, responder
        self.wake_phrase = wake_phrase
        self.notifier, self.button, self.on_state = notifier, button, on_state
        self.gate = RefractoryGate(refractory_seconds)
        self.feed = AudioFeed(source)
        self.house = HouseHooks(house)  # announcements, one answer per house, presence (no-ops without a link)
        self.board = StatusBoard(status_path, wall_clock, extras=self.house.status)
        self.capturer = UtteranceCapture(transcriber, classifier, endpoint or EndpointConfig(),
                                         speculate_after_seconds=speculate_after_seconds, clock=clock,
                                         is_complete=is_complete, silence=silence, wake_phrase=wake_phrase,
                                         on_words=on_words, on_final=on_final)
        self.on_wake = on_wake  # e.g. release the idle local model before speech-to-text needs the memory
        # ``on_words`` hears each speculative transcript while the user speaks: start loading the model there when no
        # local command takes the words (gpt_home/wiring.py), so a model turn does not wait for the load.
        self.follow_up = follow_up or FollowUpPolicy()
        self.echo = echo or EchoReference()
        self.echo_rejections = 0  # wake/stop detections ignored as our own voice (tests, benchmarks)
        self.speaker = ReplySpeaker(synthesizer, player, clock=clock,
                                    on_speaking=lambda: self._set_state(State.SPEAKING),
                                    on_play=self._played, on_cut=lambda: self.echo.stopped(self.feed.now))
        self._barge_in: Detection | None = None
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
        if self._barge_in is not None:  # the wake word cut our reply: that is a new turn, no refractory wait
            detection, self._barge_in = self._barge_in, None
            self._turn(detection, barge_in=True)
            return True
        for text in self.poll.due():
            self._say([text], label=self._next_label("announcement"), prefix=Earcon.ALARM, timings=None)
        if self.house.speak_due(lambda text: self._say([text], label=self._next_label("announcement"),
                                                       prefix=Earcon.CHIME, timings=None)):
            self.board.write()  # the status file logs what was announced
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

    # ---- one turn (and the follow-ups it opens) ----------------------------------------------------------------

    def _turn(self, detection: Detection, *, barge_in: bool = False) -> None:
        timings = self.board.new_turn(detection.engine)
        timings.wake_latency_s = max(0.0, self.feed.now - detection.end_seconds)
        self.gate.note_wake(self.feed.now)
        self.house.claim(self.feed, detection)  # one answer per house: decided in Postgres while we listen
        self._set_state(State.LISTENING)
        self.speaker.play_earcon(Earcon.WAKE)
        if self.on_wake is not None:
            self.on_wake()
        try:
            if detection.command:
                timings.capture_s = timings.end_silence_s = 0.0
                heard = Utterance(detection.command, self._clock(), None)
            else:
                spoken = detection.engine != "button"
                replay = self.feed.since(detection.end_seconds) if spoken else []
                # STT also hears the wake phrase (the spotter's end falls inside it: daemon/wake_audio.py); not after
                # a barge-in, where the audio before the detection is our own reply.
                wake_audio = wake_preroll(self.feed, detection) if spoken and not barge_in else b""
                heard = self.capturer.capture(self.feed, timings, replay=replay, tick=self.watchdog.tick,
                                              on_endpoint=lambda: self._set_state(State.THINKING),
                                              wake_audio=wake_audio)
            self._respond(heard, timings)
        finally:
            self._end_turn(timings)
        while self._wants_follow_up(timings) and not self._stop.is_set():
            timings = self._follow_up()
        self._set_state(State.IDLE)

    def _follow_up(self) -> TurnTimings:
        """Listen for ``follow_up.window_seconds`` without the wake word; speech is the next turn."""
        timings = TurnTimings(wake_engine="follow-up")
        self._set_state(State.FOLLOW_UP)
        if self.on_wake is not None:  # a turn may start without the wake word: same preparation (model load/release)
            self.on_wake()

        def speech_ended() -> None:
            self.board.adopt(timings)  # only a window that heard someone becomes a turn on the status page
            self._set_state(State.THINKING)

        window = replace(self.capturer.endpoint, start_timeout_seconds=self.follow_up.window_seconds)
        is_speech = speech_not_echo(self.capturer.classifier, self.echo, self.feed, live=self.player.live)
        try:
            heard = self.capturer.capture(self.feed, timings, replay=[], tick=self.watchdog.tick,
                                          on_endpoint=speech_ended, endpoint=window, is_speech=is_speech)
            if heard.text is None:
                _LOGGER.info("follow-up window closed: nobody answered")
                return timings
            self._respond(heard, timings)
        finally:
            self._end_turn(timings)
        return timings

    def _wants_follow_up(self, timings: TurnTimings) -> bool:
        return timings.outcome == "answered" and self.follow_up.wants(self.speaker.spoken,
                                                                       self.speaker.expects_answer)

    def _respond(self, heard: Utterance, timings: TurnTimings) -> None:
        if heard.text is None:
            timings.outcome = "no-speech"
            return
        if not self.house.answers(timings):  # another device heard this wake better: it answers, we stay quiet
            return
        text = strip_wake_phrase(heard.text, self.wake_phrase).strip()
        if not text:
            timings.outcome = "not-understood"
            self.speaker.play_earcon(Earcon.ERROR)
            return
        self._set_state(State.THINKING)
        start = self._clock()
        first_audio = self._say(self.responder(text), label=self._next_label("reply"), timings=timings)
        timings.agent_s = self._clock() - start
        if first_audio is not None:
            timings.endpoint_to_first_audio_s = first_audio - heard.endpoint_at
            if heard.speech_end_at is not None:
                timings.end_of_speech_to_first_audio_s = first_audio - heard.speech_end_at
            else:
                timings.end_of_speech_to_first_audio_s = (
                    timings.endpoint_to_first_audio_s + (timings.end_silence_s or 0)
                )
        if timings.outcome == "pending":
            timings.outcome = "answered"
        cut = self.speaker.last_cut
        if cut is not None and cut.detection is not None:
            self._barge_in = cut.detection

    def _end_turn(self, timings: TurnTimings) -> None:
        if timings.outcome != "pending" and timings.turn is not None:
            self.board.finish(timings)
        self.wake.reset()
        if self._barge_in is None:
            self.feed.discard_pending()  # never process audio recorded while we spoke (but keep a barge-in's command)
        if self.player.live:  # a recorder puts no sound in the room, so there is no echo to ignore
            self.gate.note_spoke(self.feed.now)
        self.house.turn_ended()

    def _say(self, pieces, *, label: str, timings: TurnTimings | None, prefix: Earcon | None = None) -> float | None:  # type: ignore[no-untyped-def]
        return self.speaker.speak(pieces, label=label, timings=timings, listen=self._listen_while_speaking,
                                  prefix=prefix)

    def _played(self, audio: SpeechAudio, _text: str) -> None:
        if not self.player.live:
            return
        if self.state in (State.THINKING, State.SPEAKING) and self.echo.ended_at() < self.feed.now:
            # The reply starts after STT and the agent, while the microphone kept recording: drop that backlog so
            # the audio clock is "now" and the echo lands where the reference says it will.
            self.feed.discard_pending()
        self.echo.played(audio, self.feed.now)

    def _listen_while_speaking(self, playback: Playback | None) -> None:
        """While a live speaker plays: the button or "stop" cuts playback; the wake word cuts it and starts a new
        turn (barge-in). Detections the echo of our own reply explains are ignored, whatever words it says."""
        self.watchdog.tick()
        if self.button and self.button.take_press():
            raise Cut
        chunk = self.feed.read()
        if chunk is None:
            self._stop.wait(0.01)  # input is over; just let playback finish
            return
        context = self.feed.since(self.feed.now - ECHO_FIT_SECONDS)
        cleaned = self.echo.cancel(chunk.pcm, chunk.start_seconds,
                                   (b"".join(c.pcm for c in context), context[0].start_seconds))
        detection = self.wake.process(AudioChunk(cleaned, chunk.start_seconds, chunk.arrived_at))
        if detection is None:
            return
        # Judge the audio just heard (the detector fires right after the phrase; its end time is an estimate).
        heard = self.feed.since(self.feed.now - BARGE_IN_WINDOW_SECONDS)
        if heard and self.echo.is_echo(b"".join(c.pcm for c in heard), heard[0].start_seconds):
            self.echo_rejections += 1
            _LOGGER.info("%s ignored: our own voice", detection.kind)
            self.wake.reset()
            return
        _LOGGER.info("playback cut by %s", detection.kind)
        raise Cut(detection if detection.kind == DetectionKind.WAKE else None)

    # ---- helpers --------------------------------------------------------------------------------------------

    def _next_label(self, kind: str) -> str:
        self._labels += 1
        return f"{kind}-{self._labels:04d}"

    def _set_state(self, state: State) -> None:
        if not self.board.set_state(state):
            return
        self.house.report(state, self.board.turns)
        if self.notifier:
            self.notifier.status(state.value)
        if self.on_state:
            self.on_state(state)
