"""Utterance capture after a wake: VAD endpointing, with speech-to-text started speculatively during the silence.

Why speculate: the endpointer must wait ``silence_seconds`` to be sure the user stopped, and STT takes about as long.
So after ``speculate_after_seconds`` of silence we start transcribing what we have on a worker thread; if the
silence holds, the transcript is (nearly) ready when the endpoint is declared.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from gpt_home.audio.sources import AudioChunk
from gpt_home.audio.stt import BackgroundTranscription, Transcriber
from gpt_home.audio.vad import Endpoint, EndpointConfig, Endpointer, SpeechClassifier
from gpt_home.daemon.feed import AudioFeed
from gpt_home.daemon_status import TurnTimings

_LOGGER = logging.getLogger(__name__)


@dataclass(slots=True)
class Utterance:
    """What capture heard: ``text`` is None when no speech started; times are on the monotonic clock."""

    text: str | None
    endpoint_at: float
    speech_end_at: float | None  # arrival time of the last speech frame (None for --fast files)
    speculated: bool = False  # the transcript came from the transcription started during the end silence


class UtteranceCapture:
    """Records until the endpointer decides, then returns the transcript."""

    def __init__(self, transcriber: Transcriber, classifier: SpeechClassifier, endpoint: EndpointConfig, *,
                 speculate_after_seconds: float, clock: Callable[[], float]) -> None:
        self.transcriber, self.classifier, self.endpoint = transcriber, classifier, endpoint
        self.speculate_after_seconds = speculate_after_seconds
        self._clock = clock
        self.last: Utterance | None = None  # the last capture (tests and debugging)

    def capture(
        self,
        feed: AudioFeed,
        timings: TurnTimings,
        *,
        replay: list[AudioChunk],
        tick: Callable[[], None],
        on_endpoint: Callable[[], None],
        endpoint: EndpointConfig | None = None,
        is_speech: Callable[[AudioChunk], bool] | None = None,
    ) -> Utterance:
        """Capture one utterance: ``replay`` (frames already read) first, then live frames from ``feed``.

        ``on_endpoint`` runs when speech ended (the daemon shows THINKING); ``is_speech`` overrides the VAD (the
        follow-up window uses it to ignore the echo of our own voice).
        """
        endpointer = Endpointer(endpoint or self.endpoint)
        pending = list(replay)
        captured: list[bytes] = []
        preroll: deque[bytes] | None = deque(maxlen=10) if is_speech is not None else None
        speech_end_at: float | None = None
        guess: BackgroundTranscription | None = None
        stale: BackgroundTranscription | None = None  # engines are not all thread-safe: one transcription at a time
        while not endpointer.done:
            chunk = pending.pop(0) if pending else feed.read()
            if chunk is None:
                break  # input ended mid-utterance: use what we have
            if not pending:
                tick()
            speech = is_speech(chunk) if is_speech is not None else self.classifier.is_speech(chunk.pcm)
            if preroll is not None and not endpointer.started and not speech:
                preroll.append(chunk.pcm)  # follow-up window: only a short pre-roll before speech is kept
            else:
                if preroll:
                    captured.extend(preroll)
                    preroll.clear()
                captured.append(chunk.pcm)
            endpointer.process(speech)
            if endpointer.trailing_silence_seconds == 0.0 and endpointer.started:
                speech_end_at = chunk.arrived_at
            if endpointer.started and endpointer.trailing_silence_seconds == 0.0:
                stale, guess = guess or stale, None  # speech resumed: the guess is stale
            elif (guess is None and endpointer.started and not endpointer.done
                  and endpointer.trailing_silence_seconds >= self.speculate_after_seconds - 1e-9
                  and (stale is None or stale.finished)):
                guess = BackgroundTranscription(self.transcriber, b"".join(captured))
        endpoint_at = self._clock()
        timings.capture_s = endpointer.elapsed_seconds
        timings.end_silence_s = (endpointer.trailing_silence_seconds
                                 if endpointer.decision == Endpoint.END_OF_SPEECH else 0.0)
        if not endpointer.started:
            _LOGGER.info("no command after the wake word (%s)", endpointer.decision)
            self.last = Utterance(None, endpoint_at, speech_end_at)
            return self.last
        on_endpoint()
        if guess is None and stale is not None:
            stale.wait()
        transcript = guess.result() if guess is not None else self.transcriber.transcribe(b"".join(captured))
        timings.stt_s = self._clock() - endpoint_at
        timings.stt_compute_s = transcript.seconds
        _LOGGER.debug("heard %r", transcript.text)
        self.last = Utterance(transcript.text, endpoint_at, speech_end_at, speculated=guess is not None)
        return self.last
