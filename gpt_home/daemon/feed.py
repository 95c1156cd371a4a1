"""The audio producer: frames from the source, the audio clock, and the last seconds of audio kept for replay.

Why history: a wake detection arrives after the wake phrase ended; the rest of that breath ("hey computer, what time
is it") was already read and is replayed into capture from here.
"""

from __future__ import annotations

from collections import deque

from gpt_home.audio.sources import AudioChunk, AudioSource
from gpt_home.audio.vad import FRAME_SECONDS


class AudioFeed:
    """Reads frames for the daemon and tracks ``now``: the audio-clock time just after the last frame read."""

    def __init__(self, source: AudioSource, *, history_seconds: float = 3.0) -> None:
        self.source = source
        self.history: deque[AudioChunk] = deque(maxlen=int(history_seconds / FRAME_SECONDS))
        self.now = 0.0

    def read(self) -> AudioChunk | None:
        """The next frame, or None when the input is over."""
        chunk = self.source.read()
        if chunk is not None:
            self.history.append(chunk)
            self.now = chunk.start_seconds + FRAME_SECONDS
        return chunk

    def since(self, start_seconds: float) -> list[AudioChunk]:
        """Frames already read that start at or after ``start_seconds`` (audio clock)."""
        return [c for c in self.history if c.start_seconds >= start_seconds - 1e-6]

    def discard_pending(self) -> None:
        """Drop audio buffered behind our back (recorded while we spoke)."""
        self.source.discard_pending()
