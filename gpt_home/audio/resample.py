"""The project's one resampler: soxr (libsoxr's high-quality band-limited resampling), one-shot and streaming.

Why soxr: linear interpolation aliases (sibilants fold down into the speech band) and a hand-written filter is one
more thing to get wrong; soxr converts a second of 22.05 kHz speech to 16 kHz in well under a millisecond.
"""

from __future__ import annotations

import numpy as np
import soxr


def resample_pcm16(pcm: bytes, from_hz: int, to_hz: int) -> bytes:
    """Mono s16le PCM at ``from_hz`` -> mono s16le PCM at ``to_hz`` (unchanged when the rates match)."""
    if from_hz == to_hz or not pcm:
        return pcm
    data = np.frombuffer(pcm[: len(pcm) // 2 * 2], "<i2").astype(np.float32)
    out = soxr.resample(data, from_hz, to_hz, quality="HQ")
    return np.clip(np.rint(out), -32768, 32767).astype("<i2").tobytes()


class StreamResampler:
    """Resamples a mono float32 stream block by block; filter state carries across blocks (no clicks at edges)."""

    def __init__(self, from_hz: int, to_hz: int) -> None:
        self.passthrough = from_hz == to_hz
        self._stream = None if self.passthrough else soxr.ResampleStream(from_hz, to_hz, 1, dtype="float32",
                                                                         quality="HQ")

    def process(self, block: np.ndarray, *, last: bool = False) -> np.ndarray:
        """The resampled samples available after ``block``; pass ``last=True`` (with an empty block) to flush."""
        if self._stream is None:
            return block.astype(np.float32, copy=False)
        return self._stream.resample_chunk(np.ascontiguousarray(block, dtype=np.float32), last=last)
