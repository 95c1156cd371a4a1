"""Utterance capture after a wake: VAD endpointing, with speech-to-text started speculatively during the silence.

Why speculate: the endpointer must wait ``silence_seconds`` to be sure the user stopped, and STT takes about as long.
So after ``speculate_after_seconds`` of silence we start transcribing what we have on a worker thread; if the
silence holds, the transcript is (nearly) ready when the endpoint is declared. With a completeness judge the
silence itself adapts to the words (audio/endpointing.py, audio/speculation.py): short after a complete command,
long after an unfinished phrase.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from gpt_home.audio.endpointing import AdaptiveEndpointer, AdaptiveSilence, CompletenessJudge
from gpt_home.audio.sources import AudioChunk
from gpt_home.audio.speculation import SpeculativeCapture
from gpt_home.audio.stt import Transcriber
from gpt_home.audio.vad import Endpoint, EndpointConfig, SpeechClassifier
from gpt_home.daemon.feed import AudioFeed
from gpt_home.daemon.wake_audio import command_after_wake, judging_the_command, reading_after_wake, telling_the_command
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
                 speculate_after_seconds: float, clock: Callable[[], float],
                 is_complete: CompletenessJudge | None = None, silence: AdaptiveSilence | None = None,
                 wake_phrase: str = "", on_words: Callable[[str], None] | None = None,
                 on_final: Callable[[str], None] | None = None) -> None:
        self.transcriber, self.classifier, self.endpoint = transcriber, classifier, endpoint
        self.speculate_after_seconds = speculate_after_seconds
        self.is_complete, self.silence = is_complete, silence
        self.wake_phrase = wake_phrase
        self.on_words = on_words  # hears each speculative command while the user speaks (model loading starts there)
        self.on_final = on_final  # hears the final command once known in the end silence (agent/silence_load.py)
        self._clock = clock
        self.last: Utterance | None = None  # the last capture (tests and debugging)

    def _silence(self, endpoint: EndpointConfig) -> AdaptiveSilence:
        """Adaptive silences with a judge; without one, the endpoint's fixed silence whatever was said."""
        if self.is_complete is None or self.silence is None:
            fixed = endpoint.silence_seconds
            return AdaptiveSilence(complete_seconds=fixed, incomplete_seconds=fixed, unknown_seconds=fixed)
        return self.silence

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
        wake_audio: bytes = b"",
    ) -> Utterance:
        """Capture one utterance: ``replay`` (frames already read) first, then live frames from ``feed``.

        ``on_endpoint`` runs when speech ended (the daemon shows THINKING); ``is_speech`` overrides the VAD (the
        follow-up window uses it to ignore the echo of our own voice); ``wake_audio``: the wake phrase's audio, put
        in front of the speech for STT only (daemon/wake_audio.py); the words after it are judged.
        """
        judge = None if self.is_complete is None else judging_the_command(
            self.is_complete, phrase=self.wake_phrase if wake_audio else None, on_words=self.on_words)
        endpointer = AdaptiveEndpointer(endpoint or self.endpoint, self._silence(endpoint or self.endpoint), judge)
        spec = SpeculativeCapture(endpointer, self.transcriber, speculate_after_seconds=self.speculate_after_seconds,
                                  prefix=wake_audio,
                                  prefix_reading=reading_after_wake(self.is_complete, self.wake_phrase, self.on_words),
                                  on_final=None if self.on_final is None else telling_the_command(
                                      self.on_final, phrase=self.wake_phrase if wake_audio else None))
        pending = list(replay)
        preroll: deque[bytes] | None = deque(maxlen=10) if is_speech is not None else None
        speech_end_at: float | None = None
        while not spec.done:
            chunk = pending.pop(0) if pending else feed.read()
            if chunk is None:
                break  # input ended mid-utterance: use what we have
            if not pending:
                tick()
            speech = is_speech(chunk) if is_speech is not None else self.classifier.is_speech(chunk.pcm)
            keep = chunk.pcm
            if preroll is not None and not endpointer.started and not speech:
                preroll.append(chunk.pcm)  # follow-up window: only a short pre-roll before speech is kept
                keep = b""
            elif preroll:
                keep = b"".join(preroll) + keep
                preroll.clear()
            spec.feed(speech, keep)
            if endpointer.trailing_silence_seconds == 0.0 and endpointer.started:
                speech_end_at = chunk.arrived_at
        endpoint_at = self._clock()
        timings.capture_s = endpointer.elapsed_seconds
        timings.end_silence_s = (endpointer.trailing_silence_seconds
                                 if endpointer.decision == Endpoint.END_OF_SPEECH else 0.0)
        if not endpointer.started:
            _LOGGER.info("no command after the wake word (%s)", endpointer.decision)
            self.last = Utterance(None, endpoint_at, speech_end_at)
            return self.last
        on_endpoint()
        transcript = spec.transcript()  # the speech alone when the wake phrase was misheard (spec.without_prefix)
        text, compute = transcript.text, transcript.seconds
        if wake_audio and not spec.without_prefix:
            command = command_after_wake(text, self.wake_phrase)
            text = command if command is not None else text
        timings.stt_s = self._clock() - endpoint_at
        timings.stt_compute_s = compute
        _LOGGER.debug("turn %s heard %r", timings.turn, text)  # the turn's number: bench/voice_bench.py matches by it
        self.last = Utterance(text, endpoint_at, speech_end_at, speculated=spec.reused_speculation)
        return self.last
