"""Wyoming audio in any rate, width and channel count -> the 16 kHz mono s16le our engines take.

Width and channels are unpacked here; the rate goes through the project's one resampler (``audio/resample.py``,
soxr streaming: filter state carries across chunks, so chunk edges leave no clicks).
"""

from __future__ import annotations

import numpy as np

from gpt_home.audio.resample import StreamResampler
from gpt_home.audio.vad import SAMPLE_RATE_HZ
from gpt_home.errors import WyomingProtocolError

MAX_RATE_HZ = 192_000
MAX_CHANNELS = 8


def to_float_mono(raw: bytes, width: int, channels: int) -> np.ndarray:
    """Little-endian PCM of 1-4 bytes per sample, interleaved channels -> mono float32 in int16 units."""
    usable = len(raw) - len(raw) % (width * channels)
    raw = raw[:usable]
    if width == 1:
        data = (np.frombuffer(raw, np.uint8).astype(np.float32) - 128.0) * 256.0
    elif width == 2:
        data = np.frombuffer(raw, "<i2").astype(np.float32)
    elif width == 3:
        b = np.frombuffer(raw, np.uint8).reshape(-1, 3).astype(np.int32)
        ints = b[:, 0] | (b[:, 1] << 8) | (b[:, 2] << 16)
        data = (np.where(ints >= 1 << 23, ints - (1 << 24), ints) / 256.0).astype(np.float32)
    else:
        data = (np.frombuffer(raw, "<i4").astype(np.float64) / 65536.0).astype(np.float32)
    if channels > 1:
        data = data.reshape(-1, channels).mean(axis=1)
    return data


class PcmConverter:
    """Streaming converter for one audio stream (one ``audio-start`` .. ``audio-stop``)."""

    def __init__(self, rate_hz: int, width: int, channels: int, *, out_rate_hz: int = SAMPLE_RATE_HZ) -> None:
        if not (isinstance(rate_hz, int) and 1000 <= rate_hz <= MAX_RATE_HZ):
            raise WyomingProtocolError(f"audio rate must be 1000-{MAX_RATE_HZ} Hz")
        if width not in (1, 2, 3, 4):
            raise WyomingProtocolError("audio width must be 1-4 bytes")
        if not (isinstance(channels, int) and 1 <= channels <= MAX_CHANNELS):
            raise WyomingProtocolError(f"audio channels must be 1-{MAX_CHANNELS}")
        self.rate_hz, self.width, self.channels = rate_hz, width, channels
        self._resampler = StreamResampler(rate_hz, out_rate_hz)

    def convert(self, raw: bytes, *, last: bool = False) -> bytes:
        """Convert the next piece of the stream (``last`` flushes the resampler's tail)."""
        data = self._resampler.process(to_float_mono(raw, self.width, self.channels), last=last)
        return np.clip(np.rint(data), -32768, 32767).astype("<i2").tobytes()
