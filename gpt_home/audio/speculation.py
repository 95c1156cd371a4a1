"""Capture one utterance with adaptive endpointing and speculative speech-to-text.

Why speculate: the endpointer needs a transcript to judge whether the words so far make a finished request, and
STT takes about as long as the pause we want to shorten. So as soon as the speaker pauses (``speculate_after``
seconds of silence) the audio buffered so far is transcribed on a worker thread; when that transcript arrives, the
endpointer judges it (short silence for a complete command, long for an unfinished phrase), and when the endpoint
is declared with no new speech since, the same transcript is the final one: no second STT pass.

The capture part of the daemon feeds frames with ``feed`` until ``done`` and then calls ``transcript``. Engines
are not all thread-safe, so at most one transcription runs at a time. An engine with a fast approximate pass
(``transcribe_fast``; faster-whisper: a window fitted to the utterance instead of Whisper's 30 s) speculates with it,
so the verdict comes within the short pause; its transcript is the final one only for a complete command said without
a pause inside (the short window is weakest on pauses and on words the judge cannot place); otherwise the engine's
full ``transcribe`` gives the final words.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from gpt_home.audio.endpointing import AdaptiveEndpointer
from gpt_home.audio.stt import BackgroundTranscription, Transcriber, Transcript
from gpt_home.audio.vad import FRAME_SECONDS, Endpoint

_LOGGER = logging.getLogger(__name__)
_INNER_PAUSE_SECONDS = 0.3


class _Fast:
    """The engine's quick pass as a Transcriber (its plain ``transcribe`` when it has none)."""

    def __init__(self, engine: Transcriber) -> None:
        self.engine, self.name, self.offline = engine, engine.name, engine.offline

    def transcribe(self, pcm: bytes) -> Transcript:
        fast = getattr(self.engine, "transcribe_fast", None)
        return fast(pcm) if fast is not None else self.engine.transcribe(pcm)  # type: ignore[no-any-return]


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
        self.paused_inside = False  # the speaker paused mid-utterance (>= _INNER_PAUSE_SECONDS) and went on
        self.thorough = False  # the final transcript came from the engine's full pass (see ``transcript``)
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
        if is_speech and ep.started and ep.trailing_silence_seconds >= _INNER_PAUSE_SECONDS - 1e-9:
            self.paused_inside = True
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
                # The quick pass serves a judge; without one nothing can vouch for it, so the full pass speculates.
                engine = _Fast(self.transcriber) if ep.judge is not None else self.transcriber
                self._guess = _Guess(BackgroundTranscription(engine, bytes(self.pcm)), ep.elapsed_seconds)
                self.speculations += 1
        return ep.decision

    def transcript(self) -> Transcript:
        """The transcript of the whole utterance: the speculative one when it covers all speech, else a fresh pass.

        Raises:
            SttError: the engine failed.
        """
        guess, ep = self._guess, self.endpointer
        if guess is not None and guess.covers_seconds >= ep.last_speech_end_seconds - 1e-9:
            result = guess.job.result()
            verdict = ep.verdict
            if verdict is None and ep.judge is not None and result.text.strip():
                verdict = ep.judge(result.text)  # it arrived after the long silence had already ended the utterance
            quick = ep.judge is not None and hasattr(self.transcriber, "transcribe_fast")
            if not quick or (verdict is True and not self.paused_inside):
                return result
            # A quick pass the words do not vouch for, or speech with a pause inside ("what is the ... capital of
            # france" heard as "what is they? capital of friends?"): the full pass gives the final words.
            self.thorough = True
            return self.transcriber.transcribe(bytes(self.pcm))
        if guess is not None:
            guess.job.wait()  # the engine must be free before the final pass
        return self.transcriber.transcribe(bytes(self.pcm))

    @property
    def reused_speculation(self) -> bool:
        """True when ``transcript`` returns (or returned) the speculative transcript."""
        guess = self._guess
        return (not self.thorough and guess is not None
                and guess.covers_seconds >= self.endpointer.last_speech_end_seconds - 1e-9)
