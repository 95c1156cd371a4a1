"""Capture one utterance with adaptive endpointing and speculative speech-to-text.

Why speculate: the endpointer needs a transcript to judge whether the words so far make a finished request, and
STT takes about as long as the pause we want to shorten. So as soon as the speaker pauses (``speculate_after``
seconds of silence) the audio buffered so far is transcribed on a worker thread; when that transcript arrives, the
endpointer judges it (short silence for a complete command, long for an unfinished phrase), and when the endpoint
is declared with no new speech since, the same transcript is the final one: no second STT pass.

The capture part of the daemon feeds frames with ``feed`` until ``done`` and then calls ``transcript``. Engines
are not all thread-safe, so at most one transcription runs at a time. The speculative pass is the engine's own
``transcribe`` (faster-whisper: a window fitted to the utterance, ~0.4 CPU-s instead of the 30 s window's 1.8), so a
transcript that covers all the speech is the final one whatever the verdict or a pause inside: until round five a
second, full 30 s pass ran after the endpoint for those (1.0-2.0 s of every such turn; bench/stt_window.py shows the
fitted pass hears the bench's commands as well). A fresh pass runs only for speech after the last speculation.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from gpt_home.audio.endpointing import AdaptiveEndpointer
from gpt_home.audio.stt import BackgroundTranscription, Transcriber, Transcript
from gpt_home.audio.vad import FRAME_SECONDS, Endpoint

_LOGGER = logging.getLogger(__name__)


@dataclass(slots=True)
class _Guess:
    job: BackgroundTranscription
    covers_seconds: float  # endpointer audio position the transcript covers
    offered: bool = False


class SpeculativeCapture:
    """Frames in, an endpoint decision and a transcript out (see the module docstring)."""

    def __init__(self, endpointer: AdaptiveEndpointer, transcriber: Transcriber, *,
                 speculate_after_seconds: float = 0.09, prefix: bytes = b"") -> None:
        self.endpointer, self.transcriber = endpointer, transcriber
        self.speculate_after_seconds = speculate_after_seconds
        self.pcm = bytearray(prefix)  # audio transcribed in front of the speech but never endpointed (the wake phrase)
        self.speculations = 0
        self.passes = 0  # transcriptions run after the endpoint (0 when the speculative one was the final one)
        self._guess: _Guess | None = None

    @property
    def done(self) -> bool:
        """True once the endpointer made a final decision."""
        return self.endpointer.done

    @property
    def decision(self) -> Endpoint:
        """The endpointer's decision so far."""
        return self.endpointer.decision

    def feed(self, is_speech: bool, pcm: bytes, frame_seconds: float = FRAME_SECONDS) -> Endpoint:
        """One frame: the VAD's verdict on it and the audio to keep (16 kHz mono s16le; the frame itself, or a
        held-back pre-roll with it, or nothing); returns the decision so far."""
        ep = self.endpointer
        self.pcm += pcm
        ep.process(is_speech, frame_seconds)
        guess = self._guess
        if guess is not None and guess.job.finished and not guess.offered:
            guess.offered = True
            try:
                ep.offer_transcript(guess.job.result().text, guess.covers_seconds)
            except Exception as exc:  # noqa: BLE001 - a failed guess only means no verdict; the final pass reports
                _LOGGER.debug("speculative transcription failed: %s", exc)
        covered = guess is not None and guess.covers_seconds >= ep.last_speech_end_seconds - 1e-9
        if (not ep.done and ep.started and not covered
                and ep.trailing_silence_seconds >= self.speculate_after_seconds - 1e-9):
            if ep.judge is not None:
                ep.transcript_started()  # now, or as soon as the engine is free of a stale guess
            if guess is None or guess.job.finished:
                self._guess = _Guess(BackgroundTranscription(self.transcriber, bytes(self.pcm)), ep.elapsed_seconds)
                self.speculations += 1
        return ep.decision

    def transcript(self) -> Transcript:
        """The transcript of the whole utterance: the speculative one when it covers all speech, else a fresh pass.

        Raises:
            SttError: the engine failed.
        """
        guess = self._guess
        if self.reused_speculation:
            assert guess is not None
            return guess.job.result()  # still running: it started on the speech already buffered, so it ends sooner
        if guess is not None:
            guess.job.wait()  # the engine must be free before the final pass
        self.passes += 1
        return self.transcriber.transcribe(bytes(self.pcm))

    @property
    def reused_speculation(self) -> bool:
        """True when the speculative transcript covers all speech, so ``transcript`` returns it."""
        guess = self._guess
        return guess is not None and guess.covers_seconds >= self.endpointer.last_speech_end_seconds - 1e-9
