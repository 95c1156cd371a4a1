"""Telling our own voice from a person's: the audio we play is known, so what the microphone hears can be compared
with it.

``EchoReference`` keeps what the speaker played on the audio clock. For a stretch of microphone audio it finds the
echo path (delay by cross-correlation, then a short least-squares FIR for the speaker's colouring) and measures how
much of the microphone's energy is left once the echo is taken out. Our own voice leaves little (the fit explains
it); a person talking — even over our reply, even saying the wake phrase our reply also says — leaves their voice.

Used to gate wake/stop detections while speaking (barge-in) and speech in the follow-up window. Limits: a long room
reverberation (beyond ``taps``) or a speaker that distorts lowers the explained share; ``threshold`` is then raised.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import numpy as np

from gpt_home.audio.resample import resample_pcm16
from gpt_home.audio.tts import SpeechAudio
from gpt_home.audio.vad import SAMPLE_RATE_HZ

_LOGGER = logging.getLogger(__name__)
_QUIET = 1e3  # mean square (s16 units) below which a stretch is treated as silence (about -50 dBFS)


@dataclass(slots=True)
class _Segment:
    start_seconds: float
    samples: np.ndarray  # float32 at SAMPLE_RATE_HZ


class EchoReference:
    """What the speaker played, for ``residual_ratio`` / ``is_echo`` checks on microphone audio."""

    def __init__(self, *, max_delay_seconds: float = 0.3, keep_seconds: float = 20.0, taps: int = 24,
                 threshold: float = 0.3) -> None:
        self.max_delay_seconds = max_delay_seconds
        self.keep_seconds = keep_seconds
        self.taps = taps
        self.threshold = threshold
        self.refit_seconds = 0.5
        self.double_talk_residual = 0.5  # a refit leaving more than this share is not our voice alone (double talk)
        self.keep_path_residual = 0.95  # ...and then the old path stays if it leaves less than this share
        self._segments: list[_Segment] = []
        self._path: tuple[float, np.ndarray] | None = None  # the last fitted echo path (offset seconds, FIR)
        self._fitted_at = float("-inf")

    def played(self, audio: SpeechAudio, at_seconds: float) -> None:
        """The speaker started ``audio`` at this audio-clock time."""
        pcm = resample_pcm16(audio.pcm, audio.sample_rate_hz, SAMPLE_RATE_HZ)
        self._segments.append(_Segment(at_seconds, np.frombuffer(pcm, "<i2").astype(np.float32)))
        self._segments = [s for s in self._segments if s.start_seconds + s.samples.size / SAMPLE_RATE_HZ
                          > at_seconds - self.keep_seconds]

    def stopped(self, at_seconds: float) -> None:
        """Playback was cut at this time: nothing after it reaches the room."""
        for segment in self._segments:
            keep = max(0, int((at_seconds - segment.start_seconds) * SAMPLE_RATE_HZ))
            segment.samples = segment.samples[:keep]

    def ended_at(self) -> float:
        """Audio-clock time the last played sound ends (-inf when nothing was played)."""
        return max((s.start_seconds + s.samples.size / SAMPLE_RATE_HZ for s in self._segments), default=float("-inf"))

    def _window(self, start_seconds: float, size: int) -> np.ndarray:
        out = np.zeros(size, np.float32)
        for segment in self._segments:
            offset = int(round((segment.start_seconds - start_seconds) * SAMPLE_RATE_HZ))
            lo, hi = max(0, offset), min(size, offset + segment.samples.size)
            if lo < hi:
                out[lo:hi] += segment.samples[lo - offset : hi - offset]
        return out

    def _fit(self, x: np.ndarray, start_seconds: float) -> tuple[float, np.ndarray, float] | None:
        """The echo path for mic samples ``x`` starting at ``start_seconds``: (offset seconds, FIR taps, residual
        share) with echo(t) = sum_j taps[j] * played(t + offset + j / rate); None when nothing played then."""
        span = int(self.max_delay_seconds * SAMPLE_RATE_HZ)
        half = self.taps // 2
        window_start = start_seconds - self.max_delay_seconds - half / SAMPLE_RATE_HZ
        ref64 = self._window(window_start, x.size + span + self.taps).astype(np.float64)
        if float(np.mean(ref64 * ref64)) < _QUIET / 100:
            return None
        # c[k] = sum_i x[i] * ref[i + k] for k = 0..span+taps: cross-correlation through the FFT
        n = 1 << int(np.ceil(np.log2(ref64.size + x.size)))
        corr = np.fft.irfft(np.fft.rfft(ref64, n) * np.conj(np.fft.rfft(x, n)), n)[: span + self.taps + 1]
        energy = np.cumsum(np.concatenate([[0.0], ref64 * ref64]))
        window_energy = energy[x.size : x.size + corr.size] - energy[: corr.size]
        lags = np.arange(half, min(corr.size, span + half + 1))
        best = int(lags[np.argmax(corr[lags] ** 2 / (window_energy[lags] + 1.0))])
        # Least squares for a short FIR around that delay, from FFT correlations only (no matrix products: BLAS
        # threads fight over a busy 2-core Pi): A^T x is the cross-correlation, A^T A the reference's
        # autocorrelation (Toeplitz; edge terms of taps/len(x) ignored).
        first = best - half
        cross = corr[first : first + self.taps]
        span_ref = ref64[first : first + x.size + self.taps]
        m = 1 << int(np.ceil(np.log2(2 * span_ref.size)))
        spectrum = np.fft.rfft(span_ref, m)
        auto = np.fft.irfft(spectrum * np.conj(spectrum), m)[: self.taps] * (x.size / span_ref.size)
        gram = auto[np.abs(np.subtract.outer(np.arange(self.taps), np.arange(self.taps)))]
        coef = np.linalg.solve(gram + np.eye(self.taps) * (1e-6 * auto[0] + 1e-9), cross)
        total = float(np.dot(x, x))
        residual = total - 2.0 * float(coef @ cross) + float(coef @ gram @ coef)
        return window_start - start_seconds + first / SAMPLE_RATE_HZ, coef, min(1.0, max(0.0, residual / total))

    def residual_ratio(self, pcm: bytes, start_seconds: float) -> float | None:
        """Share of the microphone energy left after removing the best-fitting echo (0 = all echo, 1 = none);
        None when nothing we played can have reached the microphone then, or the stretch is silent."""
        x = np.frombuffer(pcm, "<i2").astype(np.float64)
        if x.size == 0 or float(np.mean(x * x)) < _QUIET:
            return None
        fit = self._fit(x, start_seconds)
        return None if fit is None else fit[2]

    def cancel(self, pcm: bytes, start_seconds: float, context: tuple[bytes, float] | None = None) -> bytes:
        """``pcm`` with our own voice taken out (an echo canceller): the echo path is fitted on ``context``
        (recent microphone audio and its start; at most every ``refit_seconds``) and its echo subtracted."""
        if context is not None and start_seconds - self._fitted_at >= self.refit_seconds:
            ctx = np.frombuffer(context[0], "<i2").astype(np.float64)
            if ctx.size and float(np.mean(ctx * ctx)) >= _QUIET:
                fit = self._fit(ctx, context[1])
                if fit is None or fit[2] < self.double_talk_residual or not self._still_fits(ctx, context[1]):
                    self._path = None if fit is None else fit[:2]
                # else double talk: someone speaks over the reply. A fit on both voices is skewed by theirs (and
                # cancels our voice badly just when their wake word must be heard); the path fitted on our voice
                # alone still takes energy out, so it stays.
                self._fitted_at = start_seconds
        if self._path is None:
            return pcm
        x = np.frombuffer(pcm, "<i2").astype(np.float64)
        estimate = self._estimate(self._path, start_seconds, x.size)
        if estimate is None:
            return pcm
        return np.clip(np.rint(x - estimate), -32768, 32767).astype("<i2").tobytes()

    def _estimate(self, path: tuple[float, np.ndarray], start_seconds: float, size: int) -> np.ndarray | None:
        """The echo the path predicts for ``size`` microphone samples from ``start_seconds`` (None: nothing played)."""
        offset, coef = path
        ref = self._window(start_seconds + offset, size + coef.size - 1).astype(np.float64)
        return np.correlate(ref, coef, mode="valid") if ref.any() else None

    def _still_fits(self, x: np.ndarray, start_seconds: float) -> bool:
        """True when the current path still takes energy out of ``x`` (a room where the echo is there); False when
        it would add some (no echo reaches the microphone: the path was fitted on chance)."""
        if self._path is None:
            return False
        estimate = self._estimate(self._path, start_seconds, x.size)
        if estimate is None:
            return False
        left = x - estimate
        return float(np.dot(left, left)) < self.keep_path_residual * float(np.dot(x, x))

    def is_echo(self, pcm: bytes, start_seconds: float) -> bool:
        """True when the stretch is (mostly) our own voice coming back."""
        ratio = self.residual_ratio(pcm, start_seconds)
        if ratio is not None:
            _LOGGER.debug("echo check at %.2f s: residual %.2f", start_seconds, ratio)
        return ratio is not None and ratio < self.threshold
