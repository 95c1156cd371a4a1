"""`gpt-home wyoming`: GPT Home's speech engines and assistant as a Wyoming service for Home Assistant.

Built on the wyoming package's server classes (tcp:// and unix://), with our own bounded event reader. Wyoming has
no authentication: whoever reaches the port can use the assistant and its memories, so the server binds only the
address given (the loopback by default) and the docs say to choose a LAN address deliberately.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlparse

from wyoming.error import Error
from wyoming.server import AsyncServer, AsyncTcpServer

from gpt_home.errors import ConfigError
from gpt_home.wyoming import protocol
from gpt_home.wyoming.handler import GptHomeEventHandler
from gpt_home.wyoming.services import WyomingServices

_LOGGER = logging.getLogger(__name__)
DEFAULT_URI = "tcp://127.0.0.1:10700"
MAX_CONNECTIONS = 32


def parse_uri(uri: str) -> tuple[str, str, int]:
    """(scheme, host or socket path, port) of a tcp:// or unix:// URI.

    Raises:
        ConfigError: another scheme, or a tcp:// URI without host and port.
    """
    parsed = urlparse(uri)
    if parsed.scheme == "unix" and parsed.path:
        return "unix", parsed.path, 0
    if parsed.scheme == "tcp":
        try:
            port = parsed.port
        except ValueError:
            port = None
        if parsed.hostname and port is not None:
            return "tcp", parsed.hostname, port
    raise ConfigError(f"wyoming URI {uri!r}: use tcp://HOST:PORT or unix:///path/to/socket")


@dataclass
class WyomingService:
    """A running server: its bound address and how to stop it."""

    uri: str
    server: AsyncServer
    services: WyomingServices
    max_connections: int = MAX_CONNECTIONS
    _open: set[asyncio.Task[None]] = field(default_factory=set)

    @property
    def port(self) -> int:
        """The TCP port actually bound (useful with port 0); 0 for a unix socket."""
        if isinstance(self.server, AsyncTcpServer) and self.server._server is not None:
            return int(self.server._server.sockets[0].getsockname()[1])
        return 0

    def handler_factory(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> GptHomeEventHandler:
        """A handler per connection; past the connection limit the handler refuses and closes."""
        handler = GptHomeEventHandler(reader, writer, self.services)
        if len(self.server._handlers) >= self.max_connections:
            _LOGGER.warning("wyoming: refusing %s, %d connections open", handler.peer, self.max_connections)
            return _Refusing(reader, writer, self.services)
        _LOGGER.info("wyoming client connected: %s", handler.peer)
        return handler

    async def stop(self) -> None:
        """Stop accepting, end every connection."""
        await self.server.stop()


class _Refusing(GptHomeEventHandler):
    async def run(self) -> None:
        try:
            await protocol.write_event(self.writer, Error(text="too many connections", code="WYOMING_BUSY").event(),
                                       timeout_seconds=2.0)
        except (ConnectionError, TimeoutError):
            pass
        finally:
            self.writer.close()


async def start_service(uri: str, services: WyomingServices, *, max_connections: int = MAX_CONNECTIONS
                        ) -> WyomingService:
    """Bind and start serving without blocking."""
    parse_uri(uri)
    server = AsyncServer.from_uri(uri)
    service = WyomingService(uri=uri, server=server, services=services, max_connections=max_connections)
    await server.start(service.handler_factory)
    _LOGGER.info("wyoming service listening on %s (no authentication: anyone who reaches it can use it)", uri)
    return service


async def serve(uri: str, services: WyomingServices, *, zeroconf: bool = True,
                on_ready: Callable[[WyomingService], None] | None = None) -> None:
    """Serve until cancelled (SIGTERM/SIGINT from the CLI); advertise over zeroconf for TCP unless told not to."""
    service = await start_service(uri, services)
    scheme, host, _ = parse_uri(uri)
    advert = None
    if zeroconf and scheme == "tcp":
        from gpt_home.wyoming.discovery import Advertisement

        advert = Advertisement(name=services.settings.device_id, host=host, port=service.port)
        await advert.start()
    try:
        if on_ready is not None:
            on_ready(service)
        await asyncio.Event().wait()
    finally:
        if advert is not None:
            await advert.stop()
        await service.stop()
