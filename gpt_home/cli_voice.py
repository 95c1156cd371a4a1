"""Voice commands for the `gpt-home` CLI: `run`, `transcribe`, `say`. This is the edge: it reads the environment
(NOTIFY_SOCKET), builds engines from Settings once, and prints; the library below never does.

The lead's ``gpt_home.cli`` calls ``add_commands(subparsers, responder_factory=...)`` with the real agent;
``python -m gpt_home.cli_voice`` runs standalone with a tiny built-in responder (time questions, else an echo).
"""

from __future__ import annotations

import argparse
import datetime as dt
import logging
import os
import signal
import sys
import time
import wave
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from gpt_home.audio.chunker import split_sentences
from gpt_home.audio.sources import AudioSource, MicrophoneSource, WavFileSource, read_wav
from gpt_home.audio.stt import create_transcriber
from gpt_home.audio.tts import AplayPlayer, Player, WavRecorder, create_synthesizer
from gpt_home.audio.vad import EndpointConfig, make_classifier
from gpt_home.audio.wake import PushButton, create_wake_detector
from gpt_home.config import Settings, load_settings
from gpt_home.daemon import Announcements, Notifier, Responder, VoiceDaemon
from gpt_home.errors import GptHomeError

_LOGGER = logging.getLogger(__name__)
ResponderFactory = Callable[[Settings], Responder]
AnnouncementsFactory = Callable[[Settings], Announcements | None]
SettingsFactory = Callable[[argparse.Namespace], Settings]


def standalone_responder(text: str) -> Iterable[str]:
    """Stand-in agent for running this module alone: tells the time, otherwise repeats what it heard."""
    if "time" in text.lower():
        now = dt.datetime.now()
        hour = now.hour % 12 or 12
        yield f"It is {hour} o'clock and {now.minute} minutes. Once more: {now.minute} minutes past {hour}."
    else:
        yield f"You said: {text}."


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
) -> VoiceDaemon:
    """Build every engine once from Settings and wire the daemon (models are loaded when this returns)."""
    if source is None:
        source = WavFileSource(input_path, fast=fast) if input_path else MicrophoneSource(settings.input_device)
    if player is None:
        player = WavRecorder(output_dir) if output_dir else AplayPlayer()
    classifier = make_classifier()
    transcriber = create_transcriber(settings)
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
        status_path=settings.data_dir / "status.json", on_state=led,
    )


def _settings(args: argparse.Namespace, factory: SettingsFactory | None) -> Settings:
    if factory is not None:
        return factory(args)
    return load_settings({"data_dir": getattr(args, "data_dir", None)})


def _setup_logging(settings: Settings) -> None:
    if logging.getLogger().handlers:
        return
    under_systemd = bool(os.environ.get("JOURNAL_STREAM") or os.environ.get("INVOCATION_ID"))
    fmt = "%(levelname)s %(name)s: %(message)s" if under_systemd else "%(asctime)s %(levelname)s %(name)s: %(message)s"
    logging.basicConfig(level=settings.log_level, format=fmt, stream=sys.stderr)


def _cmd_run(args: argparse.Namespace, responder_factory: ResponderFactory | None,
             announcements_factory: AnnouncementsFactory | None, settings_factory: SettingsFactory | None) -> int:
    from gpt_home.hardware.notify import Notifier as SdNotifier

    settings = _settings(args, settings_factory)
    _setup_logging(settings)
    responder = responder_factory(settings) if responder_factory else standalone_responder
    announcements = announcements_factory(settings) if announcements_factory else None
    daemon = build_daemon(settings, responder=responder, input_path=args.input, output_dir=args.output_dir,
                          fast=args.fast, announcements=announcements,
                          notifier=SdNotifier(os.environ.get("NOTIFY_SOCKET")))
    signal.signal(signal.SIGTERM, lambda *_: daemon.request_stop())
    try:
        daemon.run()
    except KeyboardInterrupt:
        pass
    for turn in daemon.turns:
        print(turn.line())
    return 0


def _cmd_transcribe(args: argparse.Namespace, settings_factory: SettingsFactory | None) -> int:
    settings = _settings(args, settings_factory)
    _setup_logging(settings)
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


def _cmd_say(args: argparse.Namespace, settings_factory: SettingsFactory | None) -> int:
    settings = _settings(args, settings_factory)
    _setup_logging(settings)
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


def _guarded(handler: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        try:
            return handler(args)
        except GptHomeError as exc:
            print(f"error {exc.code}: {exc}", file=sys.stderr)
            return 2
    return run


def add_commands(
    subparsers: argparse._SubParsersAction,
    *,
    responder_factory: ResponderFactory | None = None,
    announcements_factory: AnnouncementsFactory | None = None,
    settings_factory: SettingsFactory | None = None,
) -> None:
    """Register `run`, `transcribe` and `say`; each sets ``args.func(args) -> exit code``."""
    run = subparsers.add_parser("run", help="run the voice assistant (microphone, or WAV files with --input)")
    run.add_argument("--input", type=Path, help="a WAV file or a directory of WAV files, fed as if from a microphone")
    run.add_argument("--output-dir", type=Path, help="write each reply as a WAV file here instead of playing it")
    run.add_argument("--fast", action="store_true", help="feed --input as fast as possible, not in real time")
    run.set_defaults(func=_guarded(lambda a: _cmd_run(a, responder_factory, announcements_factory, settings_factory)))

    transcribe = subparsers.add_parser("transcribe", help="print the transcript of a WAV file (offline STT)")
    transcribe.add_argument("file", type=Path)
    transcribe.set_defaults(func=_guarded(lambda a: _cmd_transcribe(a, settings_factory)))

    say = subparsers.add_parser("say", help="speak text (or write it to a WAV file with --out)")
    say.add_argument("text")
    say.add_argument("--out", type=Path, help="write a WAV file instead of playing")
    say.set_defaults(func=_guarded(lambda a: _cmd_say(a, settings_factory)))


def main(argv: Sequence[str] | None = None) -> int:
    """Standalone entry point: python -m gpt_home.cli_voice {run,transcribe,say} ..."""
    parser = argparse.ArgumentParser(prog="gpt-home-voice")
    parser.add_argument("--data-dir", type=Path, default=None)
    add_commands(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
