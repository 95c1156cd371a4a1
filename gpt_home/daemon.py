"""The voice loop: IDLE -> LISTENING -> THINKING -> SPEAKING -> IDLE, one turn at a time.

Why one loop with one broad ``except``: every stage can fail (a bad file, an engine crash, a missing speaker), and the
device must never die on the shelf. Stages raise; ``run`` logs, apologises and carries on. The agent is injected as
``responder(text) -> iterable of text pieces``; pieces are chunked into sentences and spoken as each completes, while
the loop keeps reading the microphone so "stop" or a button press cuts playback at once.
"""

from __future__ import annotations

import json
import logging
import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Protocol

from gpt_home.audio.chunker import SentenceChunker
from gpt_home.audio.sources import AudioChunk, AudioSource
from gpt_home.audio.stt import BackgroundTranscription, Transcriber
from gpt_home.audio.tts import Earcon, Playback, Player, Synthesizer, earcon
from gpt_home.audio.vad import FRAME_SECONDS, Endpoint, EndpointConfig, Endpointer, SpeechClassifier
from gpt_home.audio.wake import Detection, DetectionKind, PushButton, RefractoryGate, WakeDetector, strip_wake_phrase
from gpt_home.errors import AudioError, GptHomeError

_LOGGER = logging.getLogger(__name__)
Responder = Callable[[str], Iterable[str]]
Announcements = Callable[[], list[str]]
APOLOGY = "Sorry, something went wrong. Please try again."
_END = object()


class State(StrEnum):
    """What the assistant is doing; shown on the LED and the status page."""

    IDLE = "idle"
    LISTENING = "listening"
    THINKING = "thinking"
    SPEAKING = "speaking"


class Notifier(Protocol):
    """sd_notify seam (gpt_home.hardware.notify.Notifier)."""

    def ready(self) -> None: ...

    def watchdog(self) -> None: ...

    def status(self, text: str) -> None: ...


@dataclass(slots=True)
class TurnTimings:
    """Per-stage timings of one turn, in seconds (None = stage not reached). Audio-clock stages say so."""

    turn: int
    started_at: float = field(default_factory=time.time)
    wake_engine: str = ""
    wake_latency_s: float | None = None  # audio clock: wake phrase end -> detection
    capture_s: float | None = None  # audio clock: wake -> endpoint
    end_silence_s: float | None = None  # audio clock: trailing silence the endpointer waited for
    stt_s: float | None = None  # endpoint -> transcript (less than the compute time when speculation paid off)
    stt_compute_s: float | None = None
    agent_first_s: float | None = None  # transcript -> first complete sentence
    agent_s: float | None = None
    tts_first_s: float | None = None  # synthesis of the first sentence
    endpoint_to_first_audio_s: float | None = None
    # Last speech frame captured -> first audio out: measured on frame arrival times when the source runs in real
    # time (microphone, paced files); for --fast files, end_silence_s + endpoint_to_first_audio_s (no overlap).
    end_of_speech_to_first_audio_s: float | None = None
    outcome: str = "pending"

    def line(self) -> str:
        """One log line for the journal and the `run` output."""
        def fmt(v: float | None) -> str:
            return "-" if v is None else f"{v:.2f}s"
        return (f"turn {self.turn} [{self.outcome}]: wake {fmt(self.wake_latency_s)} capture {fmt(self.capture_s)} "
                f"stt {fmt(self.stt_s)} (compute {fmt(self.stt_compute_s)}) agent-first {fmt(self.agent_first_s)} tts-first {fmt(self.tts_first_s)} "
                f"endpoint->audio {fmt(self.endpoint_to_first_audio_s)} "
                f"end-of-speech->audio {fmt(self.end_of_speech_to_first_audio_s)}")


class _Cut(Exception):
    """Playback was cut by "stop" or the button (control flow inside a turn, never escapes it)."""


class VoiceDaemon:
    """The voice assistant loop. Every collaborator is injected, so tests pass WAV sources and recorders."""

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
    ) -> None:
        self.source, self.wake, self.classifier = source, wake, classifier
        self.transcriber, self.synthesizer, self.player = transcriber, synthesizer, player
        self.responder, self.announcements = responder, announcements
        self.endpoint, self.wake_phrase = endpoint or EndpointConfig(), wake_phrase
        self.notifier, self.button, self.status_path, self.on_state = notifier, button, status_path, on_state
        self.gate = RefractoryGate(refractory_seconds)
        self.turns: deque[TurnTimings] = deque(maxlen=20)
        self.state = State.IDLE
        self.state_log: deque[State] = deque(maxlen=100)  # recent transitions, for tests and debugging
        self._clock = clock
        self._poll_every = announcement_poll_seconds
        self.speculate_after_seconds = speculate_after_seconds
        self._next_poll = 0.0
        self._next_watchdog = 0.0
        self._watchdog_ping_seconds = watchdog_ping_seconds  # half of systemd's WatchdogSec, from the CLI edge
        self._history: deque[AudioChunk] = deque(maxlen=int(3.0 / FRAME_SECONDS))
        self._audio_now = 0.0
        self._speech_end_at: float | None = None
        self._labels = 0
        self._stop = threading.Event()

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
        if self.turns and self.turns[-1].outcome == "pending":
            self.turns[-1].outcome = f"error:{getattr(exc, 'code', type(exc).__name__)}"
            self._finish_turn(self.turns[-1])
        if isinstance(exc, AudioError):
            _LOGGER.error("input: %s", exc)  # a bad file or a microphone hiccup: nothing to apologise for, beep
            self._play_earcon(Earcon.ERROR)
        else:
            _LOGGER.exception("turn failed")
            self._apologise()
        self.wake.reset()
        self._set_state(State.IDLE)

    def _apologise(self) -> None:
        try:
            self._speak([APOLOGY], label=self._next_label("reply"), prefix=Earcon.ERROR, timings=None)
        except GptHomeError as exc:  # no speaker either: the log is all we have
            _LOGGER.error("could not apologise: %s", exc)

    def _idle_step(self) -> bool:
        self._tick()
        if self.announcements and self._clock() >= self._next_poll:
            self._next_poll = self._clock() + self._poll_every
            for text in self.announcements():
                self._speak([text], label=self._next_label("announcement"), prefix=Earcon.ALARM, timings=None)
        if self.button and self.button.take_press():
            self._turn(Detection(DetectionKind.WAKE, "button", self._audio_now))
            return True
        chunk = self._read()
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
        timings = TurnTimings(turn=(self.turns[-1].turn + 1) if self.turns else 1, wake_engine=detection.engine)
        self.turns.append(timings)
        timings.wake_latency_s = max(0.0, self._audio_now - detection.end_seconds)
        self.gate.note_wake(self._audio_now)
        self._set_state(State.LISTENING)
        self._play_earcon(Earcon.WAKE)
        self._speech_end_at = None
        try:
            if detection.command:
                text, endpoint_at = detection.command, self._clock()
                timings.capture_s = timings.end_silence_s = 0.0
            else:
                heard, endpoint_at = self._capture(detection, timings)
                if heard is None:
                    timings.outcome = "no-speech"
                    return
                text = strip_wake_phrase(heard, self.wake_phrase).strip()
            if not text:
                timings.outcome = "not-understood"
                self._play_earcon(Earcon.ERROR)
                return
            self._set_state(State.THINKING)
            start = self._clock()
            first_audio = self._speak(self.responder(text), label=self._next_label("reply"), timings=timings)
            timings.agent_s = self._clock() - start
            if first_audio is not None:
                timings.endpoint_to_first_audio_s = first_audio - endpoint_at
                if self._speech_end_at is not None:
                    timings.end_of_speech_to_first_audio_s = first_audio - self._speech_end_at
                else:
                    timings.end_of_speech_to_first_audio_s = (
                        timings.endpoint_to_first_audio_s + (timings.end_silence_s or 0)
                    )
            if timings.outcome == "pending":
                timings.outcome = "answered"
        finally:
            if timings.outcome != "pending":
                self._finish_turn(timings)
            self.wake.reset()
            self.source.discard_pending()  # never process audio recorded while we spoke
            if self.player.live:  # a recorder puts no sound in the room, so there is no echo to ignore
                self.gate.note_spoke(self._audio_now)
            self._set_state(State.IDLE)

    def _capture(self, detection: Detection, timings: TurnTimings) -> tuple[str | None, float]:
        """Record until the endpointer decides and return the transcript; the rest of the wake breath (already
        read) is replayed first.

        Why speculate: the endpointer must wait ``silence_seconds`` to be sure the user stopped, and STT takes about
        as long. So after ``speculate_after_seconds`` of silence we start transcribing what we have on a worker
        thread; if the silence holds, the transcript is (nearly) ready when the endpoint is declared.
        """
        endpointer = Endpointer(self.endpoint)
        pending = [c for c in self._history if c.start_seconds >= detection.end_seconds - 1e-6]
        pending = pending if detection.engine != "button" else []
        captured: list[bytes] = []
        self._speech_end_at = None
        guess: BackgroundTranscription | None = None
        stale: BackgroundTranscription | None = None  # engines are not all thread-safe: one transcription at a time
        while not endpointer.done:
            chunk = pending.pop(0) if pending else self._read()
            if chunk is None:
                break  # input ended mid-utterance: use what we have
            if not pending:
                self._tick()
            captured.append(chunk.pcm)
            endpointer.process(self.classifier.is_speech(chunk.pcm))
            if endpointer.trailing_silence_seconds == 0.0 and endpointer.started:
                self._speech_end_at = chunk.arrived_at
            if endpointer.started and endpointer.trailing_silence_seconds == 0.0:
                stale, guess = guess or stale, None  # speech resumed: the guess is stale
            elif (guess is None and endpointer.started and not endpointer.done
                  and endpointer.trailing_silence_seconds >= self.speculate_after_seconds - 1e-9
                  and (stale is None or stale.finished)):
                guess = BackgroundTranscription(self.transcriber, b"".join(captured))
        endpoint_at = self._clock()
        timings.capture_s = endpointer.elapsed_seconds
        timings.end_silence_s = endpointer.trailing_silence_seconds if endpointer.decision == Endpoint.END_OF_SPEECH else 0.0
        if not endpointer.started:
            _LOGGER.info("no command after the wake word (%s)", endpointer.decision)
            return None, endpoint_at
        self._set_state(State.THINKING)
        if guess is None and stale is not None:
            stale.wait()
        transcript = guess.result() if guess is not None else self.transcriber.transcribe(b"".join(captured))
        timings.stt_s = self._clock() - endpoint_at
        timings.stt_compute_s = transcript.seconds
        _LOGGER.debug("heard %r", transcript.text)
        return transcript.text, endpoint_at

    def _speak(self, pieces: Iterable[str], *, label: str, timings: TurnTimings | None,
               prefix: Earcon | None = None) -> float | None:
        """Speak reply pieces sentence by sentence as they arrive; returns the clock time of the first audio.

        The responder runs on a worker thread so a slow model never stalls listening for "stop".
        """
        start = self._clock()
        feed: queue.Queue[object] = queue.Queue()
        cancelled = threading.Event()

        def produce() -> None:
            try:
                for piece in pieces:
                    if cancelled.is_set():
                        break
                    feed.put(piece)
                feed.put(_END)
            except Exception as exc:  # noqa: BLE001 - handed to the loop's thread, which raises it there
                feed.put(exc)

        threading.Thread(target=produce, name="responder", daemon=True).start()
        chunker, sentences = SentenceChunker(), deque[str]()
        playback: Playback | None = None
        first_audio: float | None = None
        finished = False
        self.player.begin(label)
        try:
            if prefix is not None:
                playback = self.player.start(earcon(prefix))
            while True:
                busy = playback is not None and not playback.done()
                if not finished:
                    try:
                        item = feed.get(timeout=0.0 if (busy or sentences) else 0.05)
                    except queue.Empty:
                        item = None
                    if isinstance(item, Exception):
                        raise item
                    if item is _END:
                        finished = True
                        sentences.extend(chunker.flush())
                    elif isinstance(item, str):
                        sentences.extend(chunker.feed(item))
                if sentences and not busy:
                    if timings and timings.agent_first_s is None:
                        timings.agent_first_s = self._clock() - start
                    synth_start = self._clock()
                    audio = self.synthesizer.synthesize(sentences.popleft())
                    if first_audio is None:
                        if timings:
                            timings.tts_first_s = self._clock() - synth_start
                        first_audio = self._clock()
                        self._set_state(State.SPEAKING)
                    playback = self.player.start(audio)
                    continue
                if finished and not sentences and not busy:
                    return first_audio
                if self.player.live:
                    self._listen_for_stop(playback)
        except _Cut:
            if timings:
                timings.outcome = "cut"
            return first_audio
        finally:
            cancelled.set()
            if playback is not None and not playback.done():
                playback.cut()
            self.player.finish()

    def _listen_for_stop(self, playback: Playback | None) -> None:
        """While a live speaker plays: a button press or "stop" (or the wake phrase) cuts playback."""
        self._tick()
        if self.button and self.button.take_press():
            raise _Cut
        chunk = self._read()
        if chunk is None:
            time.sleep(0.01)  # input is over; just let playback finish
            return
        detection = self.wake.process(chunk)
        if detection is not None:
            _LOGGER.info("playback cut by %s", detection.kind)
            raise _Cut

    # ---- helpers --------------------------------------------------------------------------------------------

    def _read(self) -> AudioChunk | None:
        chunk = self.source.read()
        if chunk is not None:
            self._history.append(chunk)
            self._audio_now = chunk.start_seconds + FRAME_SECONDS
        return chunk

    def _tick(self) -> None:
        if self.notifier and self._clock() >= self._next_watchdog:
            self._next_watchdog = self._clock() + self._watchdog_ping_seconds
            self.notifier.watchdog()

    def _play_earcon(self, kind: Earcon) -> None:
        if self.player.live:
            try:
                self.player.start(earcon(kind))  # not awaited: capture starts while it plays
            except GptHomeError as exc:
                _LOGGER.warning("earcon failed: %s", exc)

    def _next_label(self, kind: str) -> str:
        self._labels += 1
        return f"{kind}-{self._labels:04d}"

    def _set_state(self, state: State) -> None:
        if state == self.state and self.state_log:
            return
        self.state = state
        self.state_log.append(state)
        _LOGGER.debug("state %s", state)
        if self.notifier:
            self.notifier.status(state.value)
        if self.on_state:
            self.on_state(state)
        self._write_status()

    def _finish_turn(self, timings: TurnTimings) -> None:
        _LOGGER.info("%s", timings.line())
        self._write_status()

    def _write_status(self) -> None:
        if self.status_path is None:
            return
        doc = {"state": self.state.value, "updated_at": time.time(), "turns": [asdict(t) for t in self.turns]}
        tmp = self.status_path.with_suffix(".tmp")
        try:
            self.status_path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(doc, indent=1))
            tmp.replace(self.status_path)
        except OSError as exc:
            _LOGGER.warning("could not write %s: %s", self.status_path, exc)
