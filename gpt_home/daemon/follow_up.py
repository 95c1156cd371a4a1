"""Follow-up without the wake word: after a reply that asks something, the next words are the answer.

The policy is pure: it looks at what was said (and the agent's own flag when it gives one) and decides whether to
open a listening window. Speech in the window is checked against our own voice (``EchoReference``), so the echo
of the reply never counts as an answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gpt_home.audio.sources import AudioChunk
from gpt_home.audio.vad import SpeechClassifier
from gpt_home.daemon.echo import EchoReference
from gpt_home.daemon.feed import AudioFeed

_CLOSING_QUOTES = "\"'”’»)]"
ECHO_CONTEXT_SECONDS = 0.3  # how much audio a frame is judged with (one frame is too short to fit an echo path)


def asks_something(sentences: Sequence[str]) -> bool:
    """True when the reply ends in a question ("Which room?", "Shall I set it?")."""
    text = " ".join(sentences).strip().rstrip(_CLOSING_QUOTES).rstrip()
    return text.endswith("?")


@dataclass(frozen=True, slots=True)
class FollowUpPolicy:
    """When to listen without the wake word, and for how long (seconds; 0 turns it off)."""

    window_seconds: float = 5.0
    after_every_reply: bool = False

    def wants(self, sentences: Sequence[str], expects_answer: bool | None = None) -> bool:
        """Open a window after this reply? ``expects_answer`` is the agent's own flag when it gives one."""
        if self.window_seconds <= 0 or not sentences:
            return False
        if self.after_every_reply:
            return True
        if expects_answer is not None:
            return expects_answer
        return asks_something(sentences)


def speech_not_echo(classifier: SpeechClassifier, echo: EchoReference, feed: AudioFeed,
                    *, live: bool) -> Callable[[AudioChunk], bool]:
    """A VAD for the follow-up window that says "no" to frames explained by what we just played."""

    def is_speech(chunk: AudioChunk) -> bool:
        if not classifier.is_speech(chunk.pcm):
            return False
        if not live or chunk.start_seconds > echo.ended_at() + echo.max_delay_seconds + ECHO_CONTEXT_SECONDS:
            return True  # nothing we played can still be in the air
        context = feed.since(chunk.start_seconds - ECHO_CONTEXT_SECONDS + 1e-6)
        return not echo.is_echo(b"".join(c.pcm for c in context), context[0].start_seconds)

    return is_speech
