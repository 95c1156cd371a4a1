"""Whisper on a window the size of the utterance, not 30 s: the fast pass behind speculative speech-to-text.

Why: faster-whisper pads every input to Whisper's 30 s window, so the encoder does the same work for "stop" as for
half a minute of speech (about 1.8 CPU-s with tiny.en int8 on the 2-core box, 0.9 s and more of wall time). The
adaptive endpointer needs a transcript of the speech buffered so far within about 0.2 s of the speaker pausing, or it
must wait the long silence (audio/endpointing.py). CTranslate2's Whisper encoder accepts a shorter mel input (the
positional embedding is sliced), so encoding only the speech plus a little silence costs a fraction of that.

Whisper was trained on 30 s windows: on a short window it can loop ("what time is it? what time is it? ...") or
stop early. So the generation length is bounded by the audio's length, and a result that looks degenerate (a
repeated phrase, the length bound reached) is not trusted: ``transcribe`` returns None and the caller falls back to
the full window. The usual failure is a loop at the end once the speech is over ("turn off the bedroom lamp bedroom
lamp bedroom lamp ..."): with ``trim_loops`` the words before the loop are kept (``without_tail_loop``), which on the
bench sets agrees with the full window more often than it misses (bench/stt_window.py). ``tail_silence_seconds`` of
silence are put after the audio first: speech cut right after its last word loops far more often.
"""

from __future__ import annotations

import logging
import math
import re
from typing import Any

import numpy as np

_LOGGER = logging.getLogger(__name__)

FRAMES_PER_SECOND = 100  # Whisper's mel hop is 10 ms
MAX_FRAMES = 3000  # the full 30 s window
_TOKENS_PER_SECOND = 6.0  # generous: fast speech is about 4 tokens a second
_WORD = re.compile(r"[a-z0-9']+")


def looks_degenerate(text: str) -> bool:
    """True when the text repeats itself the way a looping decoder does: a word or word pair said three times in a
    row, or any four words said twice ("tell me a fact about the moon tell me a fact about the")."""
    words = _WORD.findall(text.lower())
    for size in (1, 2):
        for start in range(0, len(words) - 3 * size + 1):
            phrase = words[start:start + size]
            if phrase == words[start + size:start + 2 * size] == words[start + 2 * size:start + 3 * size]:
                return True
    seen: dict[tuple[str, ...], int] = {}
    for start in range(0, len(words) - 3):
        gram = tuple(words[start:start + 4])
        if gram in seen and start - seen[gram] >= 4:
            return True
        seen.setdefault(gram, start)
    return False


def without_tail_loop(text: str, *, longest: int = 6) -> str:
    """``text`` without a tail that repeats the words before it: "set an alarm for 730 730 730 7" -> "set an alarm for
    730". The tail must run to the end as copies (the last one may be cut short) of the 1..``longest`` words before
    it (the last word may be cut short); the earliest such start wins. Text without such a tail comes back unchanged."""
    tokens = text.split()
    said = ["".join(_WORD.findall(token.lower())) for token in tokens]
    cut = len(said)
    for start in range(1, len(said)):
        if start >= cut:
            break
        for size in range(1, min(longest, start) + 1):
            tail = said[start:]
            copies = [said[start - size + i % size] for i in range(len(tail))]
            if (len(tail) >= size and tail[:-1] == copies[:-1]
                    and copies[-1].startswith(tail[-1])):  # the last word may be cut short too ("730 7")
                cut = start
                break
    return " ".join(tokens[:cut]).rstrip(" ,;:-")


class WindowedWhisper:
    """Greedy Whisper decoding of a short utterance on an encoder window fitted to it.

    ``model`` is a loaded ``faster_whisper.WhisperModel``; only its feature extractor, tokenizer and CTranslate2
    model are used (no second copy of the weights).
    """

    def __init__(self, model: Any, *, language: str = "en", pad_seconds: float = 2.0, min_seconds: float = 5.0,
                 max_seconds: float = 15.0, trim_loops: bool = False, tail_silence_seconds: float = 0.0,
                 min_avg_logprob: float | None = None) -> None:
        from faster_whisper.tokenizer import Tokenizer

        self._model = model
        multilingual = bool(model.model.is_multilingual)
        self._tokenizer = Tokenizer(model.hf_tokenizer, multilingual, task="transcribe",
                                    language=language if multilingual else None)
        self._prompt = [*self._tokenizer.sot_sequence, self._tokenizer.no_timestamps]
        self.pad_seconds, self.min_seconds, self.max_seconds = pad_seconds, min_seconds, max_seconds
        self.trim_loops, self.tail_silence_seconds = trim_loops, tail_silence_seconds
        # A result the decoder itself doubts (mean token log-probability below this) is not trusted: "The kitchen
        # light is on." in espeak-ng's voice came out "Maki Chonai Devan" at -1.66, where clear commands score
        # -0.1 to -0.6. faster-whisper's own pass retries below -1.0 (its log_prob_threshold).
        self.min_avg_logprob = min_avg_logprob
        self.last_avg_logprob: float | None = None  # the decoder's score of the last result (benchmarks, logs)

    def window_frames(self, audio_seconds: float) -> int:
        """Encoder input length (mel frames, even) for this much audio: the audio plus padding, at least
        ``min_seconds``, at most the full 30 s window."""
        seconds = max(self.min_seconds, audio_seconds + self.pad_seconds)
        frames = min(MAX_FRAMES, int(math.ceil(seconds * FRAMES_PER_SECOND)))
        return frames + frames % 2

    def transcribe(self, audio: np.ndarray) -> str | None:
        """Text of ``audio`` (float32 mono at 16 kHz), or None when this pass cannot be trusted (too long for a
        short window, or a degenerate result): use the full window then."""
        import ctranslate2

        seconds = audio.size / 16_000
        if seconds > self.max_seconds:
            return None
        if self.tail_silence_seconds > 0:
            audio = np.concatenate([audio, np.zeros(int(16_000 * self.tail_silence_seconds), np.float32)])
            seconds = audio.size / 16_000
        features = self._model.feature_extractor(audio)  # (n_mels, frames): log-mel of the audio itself
        frames = self.window_frames(seconds)
        window = np.zeros((1, features.shape[0], frames), np.float32)  # zero-padded, as faster-whisper pads to 30 s
        used = min(frames, features.shape[-1])
        window[0, :, :used] = features[:, :used]
        limit = int(10 + _TOKENS_PER_SECOND * seconds)
        result = self._model.model.generate(ctranslate2.StorageView.from_array(window), [self._prompt],
                                            beam_size=1, max_length=limit, suppress_blank=True,
                                            suppress_tokens=[-1], return_scores=True)[0]
        tokens = [t for t in result.sequences_ids[0] if t < self._tokenizer.eot]
        self.last_avg_logprob = result.scores[0] if result.scores else None
        text = self._tokenizer.decode(tokens).strip()
        if (len(tokens) >= limit - 1 or looks_degenerate(text)) and self.trim_loops:
            trimmed = without_tail_loop(text)
            if trimmed != text and trimmed and not looks_degenerate(trimmed):
                _LOGGER.debug("short-window transcript %r kept without its looping tail: %r", text, trimmed)
                return trimmed
        if len(tokens) >= limit - 1 or looks_degenerate(text):
            _LOGGER.debug("short-window transcript not trusted (%d tokens): %r", len(tokens), text)
            return None
        if self.min_avg_logprob is not None and result.scores and result.scores[0] < self.min_avg_logprob:
            _LOGGER.debug("short-window transcript doubted by the decoder (%.2f): %r", result.scores[0], text)
            return None
        return text
