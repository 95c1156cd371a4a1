"""The command-line edge of the Wyoming front end: `gpt-home wyoming` and `gpt-home run --satellite URI`.

Registering costs nothing: the wyoming package, the engines and the assistant load only when a command runs.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
from collections.abc import Callable, Coroutine
from typing import Any

from gpt_home.config import Settings

_LOGGER = logging.getLogger(__name__)
DEFAULT_URI = "tcp://127.0.0.1:10700"
MEMORY_READY_WAIT_SECONDS = 60.0


def add_wyoming_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add `wyoming`, and `--satellite` to an already registered `run` (without it `run` is unchanged)."""
    wy = subparsers.add_parser("wyoming", help="serve speech, wake word and the assistant to Home Assistant (Wyoming)")
    wy.add_argument("--uri", default=DEFAULT_URI,
                    help=f"tcp://HOST:PORT or unix:///path (default {DEFAULT_URI}; Wyoming has no authentication: "
                    "bind a LAN address only on a network you trust)")
    wy.add_argument("--no-zeroconf", action="store_true", help="do not advertise _wyoming._tcp over mDNS")
    wy.set_defaults(func=cmd_wyoming)
    run = subparsers.choices.get("run")
    if run is None:
        return
    run.add_argument("--satellite", metavar="URI",
                     help="be a Home Assistant voice satellite listening at URI, e.g. tcp://0.0.0.0:10700")
    run.add_argument("--no-zeroconf", action="store_true", help="with --satellite: do not advertise over mDNS")
    voice_run = run.get_default("func")

    def run_or_satellite(settings: Settings, args: argparse.Namespace) -> int:
        if getattr(args, "satellite", None):
            return cmd_satellite(settings, args)
        return int(voice_run(settings, args))

    run.set_defaults(func=run_or_satellite)


def _run_until_signalled(main: Callable[[], Coroutine[Any, Any, None]]) -> None:
    """Run ``main`` until SIGTERM or Ctrl-C, then let its cleanup run."""

    async def wrapper() -> None:
        task = asyncio.current_task()
        loop = asyncio.get_running_loop()
        assert task is not None
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, task.cancel)
        try:
            await main()
        except asyncio.CancelledError:
            _LOGGER.info("stopping")

    asyncio.run(wrapper())


def cmd_wyoming(settings: Settings, args: argparse.Namespace) -> int:
    """Serve until stopped; the assistant, memory and engines are the same as the voice daemon's."""
    from gpt_home.agent.llm import LocalChatModel
    from gpt_home.hardware.notify import Notifier
    from gpt_home.wiring import build_household, open_memory
    from gpt_home.wyoming.server import parse_uri, serve
    from gpt_home.wyoming.services import build_services

    parse_uri(args.uri)
    memory = open_memory(settings)  # connects in the background; turns are answered (journaled) while it does
    household = None
    try:
        if not memory.wait_ready(MEMORY_READY_WAIT_SECONDS):  # ready means ready: answer from memory at once
            _LOGGER.warning("the memory database is not reachable yet; turns are journaled until it is")
        household = build_household(settings, memory)
        model = household.assistant.config.chat_model
        if isinstance(model, LocalChatModel):
            model.load()  # ready means ready: no model load on the first turn
        services = build_services(settings, household.assistant)
        notifier = Notifier.from_environ(os.environ)

        def ready(service: Any) -> None:
            notifier.ready(f"serving Wyoming on {service.uri}")

        _run_until_signalled(lambda: serve(args.uri, services, zeroconf=not args.no_zeroconf, on_ready=ready))
    finally:
        if household is not None:
            household.assistant.close()
        memory.close()
    return 0


def cmd_satellite(settings: Settings, args: argparse.Namespace) -> int:
    """Be a Home Assistant satellite: local wake word, audio to HA, HA's replies on our speaker."""
    from gpt_home.audio.sources import MicrophoneSource, WavFileSource
    from gpt_home.audio.stt import create_transcriber
    from gpt_home.audio.tts import AplayPlayer, WavRecorder
    from gpt_home.audio.vad import EndpointConfig, make_classifier
    from gpt_home.audio.wake import create_wake_detector
    from gpt_home.wyoming.describe import wake_model_name
    from gpt_home.wyoming.indicators import SatelliteIndicators
    from gpt_home.wyoming.satellite import VoiceSatellite, start_satellite
    from gpt_home.wyoming.server import parse_uri

    scheme, host, _ = parse_uri(args.satellite)
    source = WavFileSource(args.input, fast=args.fast) if args.input else MicrophoneSource(settings.input_device)
    player = WavRecorder(args.output_dir) if args.output_dir else AplayPlayer()
    classifier = make_classifier()
    transcriber = create_transcriber(settings) if settings.wake_engine == "transcript" else None
    wake = create_wake_detector(settings, transcriber=transcriber, classifier=classifier)
    led = None
    if settings.gpio_led_pins:
        from gpt_home.hardware.status_led import StatusLed

        led = StatusLed(settings.gpio_led_pins)
    satellite = VoiceSatellite(
        source=source, wake=wake, wake_name=wake_model_name(settings), classifier=classifier, player=player,
        endpoint=EndpointConfig(settings.vad_start_timeout_seconds, settings.vad_silence_seconds,
                                settings.vad_max_seconds),
        name=settings.device_id, refractory_seconds=settings.wake_refractory_seconds,
        indicators=SatelliteIndicators(led),
    )

    async def main() -> None:
        server = await start_satellite(args.satellite, satellite)
        advert = None
        if scheme == "tcp" and not args.no_zeroconf:
            from gpt_home.wyoming.discovery import Advertisement

            advert = Advertisement(name=f"{settings.device_id}-satellite", host=host,
                                   port=int(server._server.sockets[0].getsockname()[1]))
            await advert.start()
        try:
            await asyncio.Event().wait()
        finally:
            if advert is not None:
                await advert.stop()
            await server.stop()

    try:
        _run_until_signalled(main)
    finally:
        satellite.stop()
        source.close()
        if led is not None:
            led.close()
    return 0
