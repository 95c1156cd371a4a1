"""Capture one utterance with adaptive endpointing and speculative speech-to-text.

Why speculate: the endpointer needs a transcript to judge whether the words so far make a finished request, and
STT takes about as long as the pause we want to shorten. So as soon as the speaker pauses (``speculate_after``
seconds of silence) the audio buffered so far is transcribed on a worker thread; when that transcript arrives, the
endpointer judges it (short silence for a complete command, long for an unfinished phrase), and when the endpoint
is declared with no new speech since, the same transcript is the final one: no second STT pass.

The capture part of the daemon feeds frames with ``feed`` until ``done`` and then calls ``transcript``. Engines
are not all thread-safe, so at most one transcription runs at a time. An engine with a quick pass for the judge
(``transcribe_fast``; faster-whisper: a fitted window on the audio as it is, whose loops and trailing-off marks tell
an unfinished phrase) speculates with it, so the verdict comes within the short pause. Its transcript is the final
one for a complete command said without a pause inside; otherwise the engine's ``transcribe`` (faster-whisper: a
fitted window again, loops trimmed, silence appended: ~0.4 CPU-s, not the 30 s window's 1.8) gives the final words,
and it is STARTED AS SOON AS THE QUICK VERDICT IS IN, on the speech already buffered, so it is usually done when the
endpoint comes (round five ran a 30 s pass after the endpoint: 1.0-2.0 s of those turns). Once the speaker has paused
inside the utterance and gone on, the speculation at the next pause IS the final pass (judged, and kept when the
endpoint follows): a paused command then costs one pass after its last word, not a quick one and a final one in a
row (round six: 0.2-0.6 s of every paused local turn). A quick pass that fell back to the final one (a loop) is kept
as final too. A pass after the endpoint runs only for speech after the last speculation.

Audio in front of the speech (the wake phrase, ``prefix``) helps Whisper hear the command's first words, but Whisper
sometimes mishears the wake phrase itself ("He continued a view road Pride and prejudice" for "hey computer who wrote
... pride and prejudice"): then where the command starts is unknown, its words cannot vouch for an early end, and the
speech alone has to be transcribed again. With a ``PrefixReading`` the passes the endpoint would have needed run AT
ONCE, during the silence (after a quick pass, the final pass with the prefix first; after a final one, the speech
alone), and the transcript is judged and kept as the final one: round twelve's quiet run waited the long silence on
such a transcript (1.2 s, its judge said "unfinished") and then ran the pass after the endpoint (0.13 s): 1.81 s.
Once the engine's final pass has misheard the prefix, every later pass of the utterance takes the speech alone: the
same audio in front was misheard again at the next pause in every quiet daemon run, and that pass only held the
verdict on the speech alone back by its own length (round sixteen's worst turn: 0.51 s end silence, two passes).

``on_final`` hears the utterance's final transcript as soon as it is known during the silence (the one
``transcript`` will return unless speech goes on), with the engine free: where speech-to-text and the language
model take turns in memory, the daemon can swap them then, not after the endpoint (agent/silence_load.py).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from dataclasses import dataclass

from gpt_home.audio.endpointing import AdaptiveEndpointer, CompletenessJudge
from gpt_home.audio.stt import BackgroundTranscription, Transcriber, Transcript
from gpt_home.audio.vad import FRAME_SECONDS, Endpoint

_LOGGER = logging.getLogger(__name__)
_INNER_PAUSE_SECONDS = 0.3
_EPS = 1e-9


class _Fast:
    """The engine's quick pass as a Transcriber (its plain ``transcribe`` when it has none)."""

    def __init__(self, engine: Transcriber) -> None:
        self.engine, self.name, self.offline = engine, engine.name, engine.offline

    def transcribe(self, pcm: bytes) -> Transcript:
        fast = getattr(self.engine, "transcribe_fast", None)
        return fast(pcm) if fast is not None else self.engine.transcribe(pcm)  # type: ignore[no-any-return]


@dataclass(frozen=True, slots=True)
class PrefixReading:
    """How to read a transcript of the prefix audio and the speech together (injected: audio never imports the wake
    word's rules). ``heard(text)``: the prefix's words are in it, so the endpointer's judge can find the speech's
    words after them; ``judge``: the completeness judge for a transcript of the speech alone."""

    heard: Callable[[str], bool]
    judge: CompletenessJudge | None


@dataclass(slots=True)
class _Guess:
    job: BackgroundTranscription
    covers_seconds: float  # endpointer audio position the transcript covers
    offered: bool = False
    final: bool = False  # made by the engine's final pass (``transcribe``), not its quick one
    alone: bool = False  # of the speech alone, without the prefix audio in front
    told: bool = False  # handed to ``on_final`` (or found not to be the final transcript)


class SpeculativeCapture:
    """Frames in, an endpoint decision and a transcript out (see the module docstring)."""

    def __init__(self, endpointer: AdaptiveEndpointer, transcriber: Transcriber, *,
                 speculate_after_seconds: float = 0.09, prefix: bytes = b"",
                 prefix_reading: PrefixReading | None = None,
                 on_final: Callable[[str, bool], None] | None = None) -> None:
        self.endpointer, self.transcriber = endpointer, transcriber
        self.speculate_after_seconds = speculate_after_seconds
        self.pcm = bytearray(prefix)  # audio transcribed in front of the speech but never endpointed (the wake phrase)
        self._prefix_bytes = len(prefix)
        self.prefix_reading = prefix_reading if prefix else None
        self.without_prefix = False  # the transcript returned is of the speech alone (the prefix's words misheard)
        self._misheard: _Guess | None = None  # a guess whose prefix was misheard: the next pass is still to start
        self.alone_from_now = False  # a final pass misheard the prefix: later passes transcribe the speech alone
        self.speculations = 0
        self.paused_inside = False  # the speaker paused mid-utterance (>= _INNER_PAUSE_SECONDS) and went on
        self.passes = 0  # transcriptions run after the endpoint (0: the transcript was ready or under way)
        self._quick = self.endpointer.judge is not None and hasattr(transcriber, "transcribe_fast")
        self._guess: _Guess | None = None  # the latest quick (judging) pass
        self._final: _Guess | None = None  # the latest final pass started during the silence
        self.on_final = on_final  # (text, of the speech alone): the final transcript, known before the endpoint

    @property
    def done(self) -> bool:
        """True once the endpointer made a final decision."""
        return self.endpointer.done

    @property
    def decision(self) -> Endpoint:
        """The endpointer's decision so far."""
        return self.endpointer.decision

    def _covers(self, guess: _Guess | None) -> bool:
        return guess is not None and guess.covers_seconds >= self.endpointer.last_speech_end_seconds - _EPS

    def _engine_free(self) -> bool:
        return all(g is None or g.job.finished for g in (self._guess, self._final))

    def _is_final(self, guess: _Guess, verdict: bool | None) -> bool:
        """The speculative transcript is the final one: made by the engine's final pass (no quick pass, speech
        paused inside, or the quick pass fell back to it), or a complete command said without a pause inside (the
        quick window is weakest on pauses and on words the judge cannot place)."""
        if guess.final:
            return True
        try:
            if guess.job.result().final:
                return True
        except Exception:  # noqa: BLE001 - a failed guess is no final transcript; the pass after the endpoint reports
            return False
        return verdict is True and not self.paused_inside

    def feed(self, is_speech: bool, pcm: bytes, frame_seconds: float = FRAME_SECONDS) -> Endpoint:
        """One frame: the VAD's verdict on it and the audio to keep (16 kHz mono s16le; the frame itself, or a
        held-back pre-roll with it, or nothing); returns the decision so far."""
        ep = self.endpointer
        self.pcm += pcm
        if is_speech and ep.started and ep.trailing_silence_seconds >= _INNER_PAUSE_SECONDS - _EPS:
            self.paused_inside = True
        ep.process(is_speech, frame_seconds)
        guess = self._guess
        if guess is not None and guess.job.finished and not guess.offered:
            guess.offered = True
            try:
                self._offer(guess, guess.job.result().text)
            except Exception as exc:  # noqa: BLE001 - a failed guess only means no verdict; the final pass reports
                _LOGGER.debug("speculative transcription failed: %s", exc)
        if self._misheard is not None and (ep.done or not self._covers(self._misheard)):
            self._misheard = None  # speech went on (the next pause speculates again), or the endpoint came
        if self._misheard is not None and self._engine_free():
            self._guess = guess = self._again(self._misheard)
            self._misheard = None
        if (guess is not None and guess.offered and self._covers(guess) and not ep.done
                and not self._is_final(guess, ep.verdict) and not self._covers(self._final) and self._engine_free()
                and ep.verdict is not False):
            # The final words will come from the engine's own pass: start it now, on the audio the quick pass had,
            # while the endpointer still waits for the silence to end. Not after an unfinished phrase: the rest of the
            # sentence usually follows (a flite 0.7 s pause is ~1 s to the VAD), and the pass would hold up its verdict.
            self._final = _Guess(BackgroundTranscription(self.transcriber, bytes(self.pcm)), guess.covers_seconds)
        if (not ep.done and ep.started and not self._covers(guess)
                and ep.trailing_silence_seconds >= self.speculate_after_seconds - _EPS):
            if ep.judge is not None:
                ep.transcript_started()  # now, or as soon as the engine is free of a stale guess
            if self._engine_free():
                # After a pause inside the utterance the final pass speculates: the quick window loops or mishears
                # more on paused speech (its fallback then runs the final pass anyway), and its transcript would
                # not be the final one, so a complete command waited a second pass after the endpoint (0.2-0.6 s).
                final = not self._quick or self.paused_inside or self.alone_from_now
                engine = self.transcriber if final else _Fast(self.transcriber)
                audio = bytes(self.pcm[self._prefix_bytes:] if self.alone_from_now else self.pcm)
                self._guess = _Guess(BackgroundTranscription(engine, audio), ep.elapsed_seconds, final=final,
                                     alone=self.alone_from_now)
                self.speculations += 1
        if self.on_final is not None:
            self._tell_final()
        return ep.decision

    def _tell_final(self) -> None:
        """Hand the transcript ``transcript`` would return now to ``on_final``, once, when the engine is free: a
        finished final pass that covers all speech, or a covering quick pass that counts as final (``_is_final``),
        whose prefix was heard (a misheard one is transcribed again)."""
        if not self._engine_free():
            return
        for guess in (self._final, self._guess):
            if guess is None or not self._covers(guess):
                continue
            if guess.told:
                return
            if guess is self._guess and not (guess.offered and self._is_final(guess, self.endpointer.verdict)):
                return
            guess.told = True
            try:
                result = guess.job.result()
            except Exception:  # noqa: BLE001 - a failed pass is no transcript; the pass after the endpoint reports
                return
            if guess.alone or self._heard_prefix(result):
                self.on_final(result.text, guess.alone)  # type: ignore[misc] # checked by the caller
            return

    def _offer(self, guess: _Guess, text: str) -> None:
        """Hand a finished guess to the endpointer, or, when its prefix was misheard, hold it for the speech alone."""
        reading = self.prefix_reading
        if reading is not None and not guess.alone and text.strip() and not reading.heard(text):
            _LOGGER.debug("no wake phrase in the speculative %r: transcribing the speech alone now", text)
            self._misheard = guess  # the endpointer keeps waiting for a verdict (the long silence applies meanwhile)
            if self._is_final(guess, None):
                # The final pass misheard the prefix too: the same audio in front is misheard at the next pause as
                # well (every quiet daemon run: "He can pewter who wrote", then "He continued a view road Pride and
                # prejudice"), and that pass only delayed the transcript of the speech alone by its own 0.25 s.
                self.alone_from_now = True
            return
        self.endpointer.offer_transcript(text, guess.covers_seconds,
                                         reading.judge if (reading is not None and guess.alone) else None)

    def _again(self, misheard: _Guess) -> _Guess:
        """The pass after one whose prefix was misheard, started now on a worker thread: the engine's final pass with
        the prefix after a quick one (it hears the wake phrase far more often, and the speech alone loses the first
        words to the wake word's last syllable: "for a set of timer for 5 minutes."), else the speech alone."""
        if not self._is_final(misheard, None):
            return _Guess(BackgroundTranscription(self.transcriber, bytes(self.pcm)), misheard.covers_seconds,
                          final=True)
        pcm = bytes(self.pcm[self._prefix_bytes:])
        return _Guess(BackgroundTranscription(self.transcriber, pcm), misheard.covers_seconds, final=True, alone=True)

    def _heard_prefix(self, result: Transcript) -> bool:
        reading = self.prefix_reading
        return reading is None or not result.text.strip() or reading.heard(result.text)

    def transcript(self) -> Transcript:
        """The transcript of the whole utterance: a speculative one when it covers all speech, else a fresh pass.
        When a ``PrefixReading`` finds no prefix words in it, the speech alone is transcribed (``without_prefix``).

        Raises:
            SttError: the engine failed.
        """
        guess, final, ep = self._guess, self._final, self.endpointer
        result: Transcript | None = None
        if self._covers(final):
            assert final is not None
            result = final.job.result()  # started during the silence: done, or done sooner than a fresh pass
        elif self._covers(guess):
            assert guess is not None
            result = guess.job.result()
            if guess.alone:
                self.without_prefix = True
                return result
            verdict = ep.verdict
            if verdict is None and ep.judge is not None and result.text.strip():
                verdict = ep.judge(result.text)  # it arrived after the long silence had already ended the utterance
            if not self._is_final(guess, verdict):
                result = None
        if result is None and self.alone_from_now:
            self._wait_engine()  # the prefix was misheard by a final pass already: the speech alone at once
            self.passes += 1
            self.without_prefix = True
            return self.transcriber.transcribe(bytes(self.pcm[self._prefix_bytes:]))
        if result is None:
            self._wait_engine()
            self.passes += 1
            result = self.transcriber.transcribe(bytes(self.pcm))
        if self._heard_prefix(result):
            return result
        _LOGGER.info("no wake phrase at the start of %r: transcribing the speech alone", result.text)
        self._wait_engine()
        self.passes += 1
        self.without_prefix = True
        alone = self.transcriber.transcribe(bytes(self.pcm[self._prefix_bytes:]))
        return dataclasses.replace(alone, seconds=result.seconds + alone.seconds)  # both passes' compute

    def _wait_engine(self) -> None:
        for job in (self._guess, self._final):
            if job is not None:
                job.job.wait()  # the engine must be free before the next pass

    @property
    def reused_speculation(self) -> bool:
        """True when the final transcript was (or is being) made before the endpoint: no pass after it."""
        return self.passes == 0 and (self._covers(self._final) or self._covers(self._guess))
