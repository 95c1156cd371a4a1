"""sd_notify with the standard library: READY=1, WATCHDOG=1 and STATUS= datagrams to systemd's $NOTIFY_SOCKET.

Minimal version from the voice branch; the socket path is read from the environment at the CLI edge and passed in.
Without a socket (not under systemd) every call is a no-op.
"""

from __future__ import annotations

import logging
import socket
from collections import deque

_LOGGER = logging.getLogger(__name__)


class Notifier:
    """Sends service-manager notifications; never raises (a lost datagram must not stop the assistant)."""

    def __init__(self, socket_path: str | None) -> None:
        self.socket_path = socket_path or None
        self.sent: deque[str] = deque(maxlen=64)  # recent messages, for tests and debugging

    def _send(self, message: str) -> None:
        self.sent.append(message)
        if not self.socket_path:
            return
        address = self.socket_path
        if address.startswith("@"):
            address = "\0" + address[1:]  # abstract namespace
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
                sock.connect(address)
                sock.sendall(message.encode())
        except OSError as exc:
            _LOGGER.debug("sd_notify %r failed: %s", message, exc)

    def ready(self) -> None:
        """Start-up finished (models loaded)."""
        self._send("READY=1")

    def watchdog(self) -> None:
        """The main loop is alive."""
        self._send("WATCHDOG=1")

    def status(self, text: str) -> None:
        """One line shown by `systemctl status`."""
        self._send("STATUS=" + text.replace("\n", " ")[:200])
