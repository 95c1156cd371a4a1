"""Adaptive endpointing: how long a pause ends an utterance depends on what has been said so far.

Why: a fixed end-of-speech silence is a trade. Short, and "set a timer for ... five minutes" is cut in the middle;
long, and every "what time is it" waits for it before anything happens (0.72 s of the 0.74 s median answer time on
main). Here the silence needed depends on a verdict about the words heard so far: a complete command ends after a
short pause, an unfinished phrase ("remind me to") waits longer, and with no verdict yet a middle value applies.

The verdict comes from a speculative transcript of the audio already buffered (started during the pause) and a
completeness judge ``is_complete(text) -> bool | None`` that is INJECTED: audio never imports the agent; the daemon
wiring passes a judge built from the local intent matcher and trailing-word rules (gpt_home/agent/completeness.py).

Pure: observations in (per-frame speech flags, frame lengths, transcripts with the audio position they cover),
decisions out. No clock, no threads, no I/O; the daemon's capture part feeds it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from gpt_home.audio.vad import Endpointer, EndpointConfig

_LOGGER = logging.getLogger(__name__)

CompletenessJudge = Callable[[str], "bool | None"]
_EPS = 1e-9


@dataclass(frozen=True, slots=True)
class AdaptiveSilence:
    """Trailing silence (seconds of audio) that ends an utterance, by completeness verdict."""

    complete_seconds: float = 0.25  # "what time is it", "stop": the words already make a command
    # "set a timer for", "remind me to": more is coming. 1.2 s: a 0.7 s pause between flite phrases is 0.90-0.99 s to
    # the VAD (the clip's own trailing silence), and 1.0 s cut "how far is ... the moon" when its transcript was quick.
    incomplete_seconds: float = 1.2
    unknown_seconds: float = 0.5  # no transcript yet, or the judge cannot tell (questions for the model)

    def for_verdict(self, verdict: bool | None) -> float:
        """The silence to wait for, given the latest verdict."""
        if verdict is None:
            return self.unknown_seconds
        return self.complete_seconds if verdict else self.incomplete_seconds


class AdaptiveEndpointer(Endpointer):
    """Frame-by-frame endpointing whose end-of-speech silence follows the completeness of the words heard.

    Feed ``process(is_speech, frame_seconds)`` per frame; when a speculative transcript of the audio up to position
    ``covers_seconds`` (on this endpointer's elapsed-audio clock) is ready, hand it to ``offer_transcript``. A
    transcript that does not cover the latest speech is stale and ignored; speech resuming clears the verdict.
    """

    def __init__(self, config: EndpointConfig, silence: AdaptiveSilence, judge: CompletenessJudge | None = None,
                 *, speech_already_started: bool = False) -> None:
        super().__init__(config, speech_already_started=speech_already_started)
        self.silence, self.judge = silence, judge
        self.verdict: bool | None = None
        self.verdict_text = ""  # the transcript the verdict was made on (reusable as the final one when complete)
        self.awaiting_transcript = False  # a transcript of all speech so far is being made: wait for its verdict

    @property
    def required_silence_seconds(self) -> float:
        """The trailing silence that ends the utterance under the current verdict.

        While a transcript is on its way the long silence applies: on a slow machine (a Pi, a busy box) the verdict
        may take longer than the middle silence, and ending then would cut "set a timer for ... ten minutes".
        """
        if self.awaiting_transcript and self.verdict is None:
            return self.silence.incomplete_seconds
        return self.silence.for_verdict(self.verdict)

    def transcript_started(self) -> None:
        """A speculative transcript of all speech so far was started; its verdict is awaited (see above)."""
        if self.started and not self.done:
            self.awaiting_transcript = True

    def _speech_resumed(self) -> None:
        self.verdict, self.verdict_text = None, ""  # more words: the old verdict no longer holds
        self.awaiting_transcript = False

    def offer_transcript(self, text: str, covers_seconds: float, judge: CompletenessJudge | None = None) -> bool | None:
        """Judge a speculative transcript of the audio up to ``covers_seconds``; returns the verdict now in force.

        Ignored (verdict unchanged) when the transcript misses speech heard after it was taken, or after a final
        decision. Without a judge every verdict stays None (the middle silence: plain fixed endpointing). ``judge``
        reads this transcript instead of the endpointer's own (a transcript of the speech without the wake phrase's
        audio in front, which the own judge expects: audio/speculation.py).
        """
        if self.done or not self.started or covers_seconds < self.last_speech_end_seconds - _EPS:
            return self.verdict
        judge = judge if (judge is not None and self.judge is not None) else self.judge
        verdict = judge(text) if (judge is not None and text.strip()) else None
        self.verdict, self.verdict_text = verdict, text
        self.awaiting_transcript = False
        _LOGGER.debug("endpointing verdict %s after %.2f s of silence on %r", verdict, self.trailing_silence_seconds,
                      text)  # the stage log: which words each verdict was made on
        self._decide()
        return self.verdict
