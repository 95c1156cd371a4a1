"""What the voice commands do (`run`, `transcribe`, `say`): build the engines from Settings and drive them.

Imported only when a voice command runs; `gpt_home.cli_voice` registers the commands.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import signal
import threading
import time
import wave
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gpt_home.audio.chunker import split_sentences
from gpt_home.audio.endpointing import AdaptiveSilence
from gpt_home.audio.sources import AudioSource, MicrophoneSource, WavFileSource, read_wav
from gpt_home.audio.stt import Transcriber, create_transcriber
from gpt_home.audio.tts import AplayPlayer, Player, WavRecorder, create_synthesizer
from gpt_home.audio.vad import EndpointConfig, make_classifier
from gpt_home.audio.wake import create_wake_detector
from gpt_home.config import Settings
from gpt_home.hardware import heap
from gpt_home.hardware.button import PushButton
from gpt_home.daemon import Announcements, Notifier, Responder, VoiceDaemon
from gpt_home.daemon.echo import EchoReference
from gpt_home.daemon.follow_up import FollowUpPolicy
from gpt_home.daemon.lean_imports import lazy_packages, skip_unused_imports

if TYPE_CHECKING:
    from gpt_home.wiring import VoiceBackend

_LOGGER = logging.getLogger(__name__)
# Opens the backend for the daemon's lifetime (database, agent) and closes it afterwards.
BackendFactory = Callable[[Settings], "AbstractContextManager[VoiceBackend]"]


def build_daemon(
    settings: Settings,
    *,
    responder: Responder,
    input_path: Path | None = None,
    output_dir: Path | None = None,
    fast: bool = False,
    announcements: Announcements | None = None,
    notifier: Notifier | None = None,
    source: AudioSource | None = None,
    player: Player | None = None,
    pin_factory: Any = None,
    watchdog_ping_seconds: float = 1.0,
    wall_clock: Callable[[], float] = time.time,
    house: Any = None,
    is_complete: Callable[[str], bool | None] | None = None,
    on_wake: Callable[[], None] | None = None,
    transcriber: Transcriber | None = None,
    on_words: Callable[[str], None] | None = None,
    on_final: Callable[[str], None] | None = None,
) -> VoiceDaemon:
    """Build every engine once from Settings and wire the daemon (models are loaded when this returns)."""
    if source is None:
        source = WavFileSource(input_path, fast=fast) if input_path else MicrophoneSource(settings.input_device)
    if player is None:
        player = WavRecorder(output_dir) if output_dir else AplayPlayer()
    classifier = make_classifier()
    transcriber = transcriber or create_transcriber(settings)
    wake = create_wake_detector(settings, transcriber=transcriber, classifier=classifier)
    button = PushButton(settings.gpio_button_pin, pin_factory=pin_factory) if settings.gpio_button_pin is not None else None
    led = None
    if settings.gpio_led_pins:
        from gpt_home.hardware.status_led import StatusLed

        led = StatusLed(settings.gpio_led_pins, pin_factory=pin_factory)
    endpoint = EndpointConfig(settings.vad_start_timeout_seconds, settings.vad_silence_seconds, settings.vad_max_seconds)
    _LOGGER.info("voice: wake=%s stt=%s tts=%s", wake.name, transcriber.name, settings.tts_engine)
    return VoiceDaemon(
        source=source, wake=wake, classifier=classifier, transcriber=transcriber,
        synthesizer=create_synthesizer(settings), player=player, responder=responder, endpoint=endpoint,
        wake_phrase=settings.wake_phrase, refractory_seconds=settings.wake_refractory_seconds,
        announcements=announcements, notifier=notifier, button=button,
        status_path=settings.data_dir / "status.json", on_state=led, watchdog_ping_seconds=watchdog_ping_seconds,
        wall_clock=wall_clock, house=house, on_wake=on_wake, on_words=on_words, on_final=on_final,
        follow_up=FollowUpPolicy(settings.follow_up_seconds, settings.follow_up_always),
        echo=EchoReference(threshold=settings.echo_threshold),
        **_adaptive_endpointing(settings, is_complete),
    )


def _adaptive_endpointing(settings: Settings, is_complete: Callable[[str], bool | None] | None) -> dict[str, Any]:
    """Daemon arguments for adaptive endpointing (audio/endpointing.py), or none: the fixed silence."""
    if not settings.vad_adaptive or is_complete is None:
        return {}
    silence = AdaptiveSilence(settings.vad_complete_silence_seconds, settings.vad_incomplete_silence_seconds,
                              settings.vad_unsure_silence_seconds)
    # Speculate at the first pause: the verdict (and usually the final transcript) is what the short silence waits on.
    return {"is_complete": is_complete, "silence": silence, "speculate_after_seconds": 0.09}


def cmd_run(settings: Settings, args: argparse.Namespace, backend_factory: BackendFactory, *,
            now: Callable[[], datetime] | None = None) -> int:
    """Serve the voice loop until the input ends or SIGTERM; ``now`` pins the status file's clock (tests)."""
    from gpt_home.hardware.notify import watchdog_interval_seconds

    watchdog = watchdog_interval_seconds(os.environ, os.getpid())
    skip_unused_imports()  # httpx's command-line client (rich, pygments, click): never run here (footprint)
    lazy_packages()  # langsmith's generated API types, langgraph's HTTP client: never called here (footprint)
    heap.limit_arenas()  # before any worker thread starts: fewer glibc arenas keeping freed memory (footprint)
    heap.fix_mmap_threshold()  # large transient buffers mapped and unmapped, not left in the heap (footprint)
    # Speech-to-text first, while the process is small: the first start writes its int8 copy (audio/whisper_int8.py).
    transcriber = create_transcriber(settings)
    try:
        daemon = _serve(settings, args, backend_factory, transcriber, watchdog, now)
    finally:  # after the backend (the model closed in order): no speculative pass left inside the engine at exit
        close = getattr(transcriber, "close", None)
        if close is not None:
            close()  # bounded (audio/stt_close.py)
    for turn in daemon.turns:
        print(turn.line())
    return 0


def _serve(settings: Settings, args: argparse.Namespace, backend_factory: BackendFactory, transcriber: Transcriber,
           watchdog: float | None, now: Callable[[], datetime] | None) -> VoiceDaemon:
    """The voice loop over the backend until the input ends or SIGTERM; the daemon, stopped."""
    from gpt_home.hardware.notify import Notifier as SdNotifier

    with backend_factory(settings) as backend:
        daemon = build_daemon(settings, responder=backend.responder, input_path=args.input, transcriber=transcriber,
                              output_dir=args.output_dir, fast=args.fast, announcements=backend.announcements,
                              notifier=SdNotifier.from_environ(os.environ),
                              watchdog_ping_seconds=watchdog / 2 if watchdog else 1.0,
                              wall_clock=(lambda: now().timestamp()) if now else time.time,
                              house=backend.house, is_complete=backend.is_complete,
                              on_wake=_on_wake(transcriber, backend.prepare), on_words=backend.on_words,
                              on_final=backend.on_final)

        stop_generation = getattr(backend, "stop_generation", None)

        def stop(*_: object) -> None:  # flags only: the handler runs on the loop's thread, maybe inside a turn
            daemon.request_stop()
            if stop_generation is not None:
                stop_generation()  # an answer being written ends at its next token, not after up to 160

        signal.signal(signal.SIGTERM, stop)
        _freeze_start_heap()
        try:
            daemon.run()
        except KeyboardInterrupt:
            pass
    return daemon


def _freeze_start_heap() -> None:
    """Keep the cyclic garbage collector off what the daemon keeps for its whole life (agent stack, skills, engines).

    Why: a full collection walks every tracked object, about 227,000 after the start: 0.19 CPU-s and 0.23 s with the
    GIL held on the 2-core box. One came due during an early turn, inside the end-of-speech silence or the reply
    (issue 12), and on every idle release of the language model (which collects). Frozen, they are never walked;
    what turns make is collected as before. The settings page does the same (webapp/startup_heap.py).
    """
    gc.collect()
    gc.freeze()


def _on_wake(transcriber: Transcriber, prepare: Callable[[], None] | None) -> Callable[[], None] | None:
    """On the wake word: the backend's step (None without a local model: release the idle model, or start loading it
    with ``llm_load_on_wake``), then speech-to-text loaded again if the last model turn released it.

    Both run on one worker thread, in that order, with speech-to-text held (``FasterWhisperTranscriber.prepare``):
    started apart, its reload (or the first speculative pass loading it) allocated while the model's pages were still
    being given back, and that overlap was the daemon's peak (bench/footprint_probe.py: VmHWM 328.8 MB against a
    313 MB model-turn plateau).
    """
    load = getattr(transcriber, "prepare", None)
    if prepare is None:
        return load
    if load is not None:
        return lambda: load(prepare)
    return lambda: threading.Thread(target=prepare, name="wake-prepare", daemon=True).start()


def cmd_transcribe(settings: Settings, args: argparse.Namespace) -> int:
    result = create_transcriber(settings).transcribe(read_wav(args.file))
    print(result.text)
    return 0


def write_speech_wav(path: Path, texts: Sequence[str], settings: Settings) -> Path:
    """Synthesize sentences into one WAV file (16 kHz mono) via the configured engine."""
    synthesizer = create_synthesizer(settings)
    recorder = WavRecorder(path.parent or Path("."))
    recorder.begin(path.stem)
    for sentence in texts:
        recorder.start(synthesizer.synthesize(sentence))
    written = recorder.finish()
    if written is not None and written != path:
        written.replace(path)
    return path


def cmd_say(settings: Settings, args: argparse.Namespace) -> int:
    sentences = split_sentences(args.text)
    if args.out:
        out = Path(args.out)
        if out.suffix.lower() != ".wav":
            out = out.with_suffix(".wav")
        write_speech_wav(out, sentences, settings)
        with wave.open(str(out)) as w:
            print(f"{out} ({w.getnframes() / w.getframerate():.1f} s)")
        return 0
    player, synthesizer = AplayPlayer(), create_synthesizer(settings)
    for sentence in sentences:
        playback = player.start(synthesizer.synthesize(sentence))
        while not playback.done():
            time.sleep(0.02)
    return 0
