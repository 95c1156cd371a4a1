"""sd_notify over ``$NOTIFY_SOCKET`` with the standard library only.

systemd starts ``gpt-home run`` as ``Type=notify`` with ``WatchdogSec=``: the daemon tells systemd it is ready
(``READY=1``) once the voice loop runs, and then pings (``WATCHDOG=1``) from that loop at about half the watchdog
interval. If the loop hangs the pings stop and systemd restarts the service.

The socket path and the watchdog variables are read once at the CLI edge (``Notifier.from_environ``,
``watchdog_interval_seconds(os.environ, os.getpid())``) and passed down; nothing here reads ``os.environ``.
Sending never raises: a lost notification must not take the assistant down, so failures are logged and reported
as ``False``.
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Mapping
from typing import Self

_LOGGER = logging.getLogger(__name__)

NOTIFY_SOCKET_ENV = "NOTIFY_SOCKET"
WATCHDOG_USEC_ENV = "WATCHDOG_USEC"
WATCHDOG_PID_ENV = "WATCHDOG_PID"


def _socket_address(path: str) -> str | bytes:
    """Map a ``$NOTIFY_SOCKET`` value to an AF_UNIX address; '@name' is a Linux abstract socket."""
    if path.startswith("@"):
        return b"\0" + path[1:].encode()
    return path


class Notifier:
    """Sends sd_notify datagrams to the service manager; a no-op when there is no socket.

    Args:
        socket_path: the value of ``$NOTIFY_SOCKET`` (a filesystem path, or '@name' for an abstract socket);
            ``None`` or '' when not running under a service manager that listens.
    """

    def __init__(self, socket_path: str | None) -> None:
        self._socket_path = socket_path or None
        if self._socket_path is not None and not self._socket_path.startswith(("/", "@")):
            # systemd only ever hands out absolute or abstract addresses; anything else is a misconfiguration.
            _LOGGER.warning("Ignoring NOTIFY_SOCKET %r: not an absolute path or '@' abstract name", socket_path)
            self._socket_path = None
        self._sock: socket.socket | None = None
        self._lock = threading.Lock()

    @classmethod
    def from_environ(cls, environ: Mapping[str, str]) -> Notifier:
        """Build from an environment mapping (call at the CLI edge with ``os.environ``)."""
        return cls(environ.get(NOTIFY_SOCKET_ENV))

    @property
    def enabled(self) -> bool:
        """True when notifications go somewhere."""
        return self._socket_path is not None

    def notify(self, *assignments: str) -> bool:
        """Send ``KEY=VALUE`` lines in one datagram; True when the datagram was sent."""
        if self._socket_path is None:
            return False
        payload = "\n".join(assignments).encode()
        with self._lock:
            try:
                if self._sock is None:
                    self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC)
                    # A datagram to a full or vanished socket must not block the voice loop.
                    self._sock.settimeout(1.0)
                self._sock.sendto(payload, _socket_address(self._socket_path))
            except OSError as exc:
                _LOGGER.warning("sd_notify to %s failed: %s", self._socket_path, exc)
                self._close_locked()
                return False
        _LOGGER.debug("sd_notify %s", payload)
        return True

    def ready(self, status: str | None = None) -> bool:
        """Tell the service manager start-up is finished (``READY=1``), optionally with a status line."""
        fields = ["READY=1"]
        if status:
            fields.append(f"STATUS={_one_line(status)}")
        return self.notify(*fields)

    def watchdog(self) -> bool:
        """Ping the watchdog (``WATCHDOG=1``); call from the main loop, never from a helper thread."""
        return self.notify("WATCHDOG=1")

    def status(self, text: str) -> bool:
        """Set the free-text status shown by ``systemctl status``."""
        return self.notify(f"STATUS={_one_line(text)}")

    def stopping(self) -> bool:
        """Tell the service manager a clean shutdown has begun (``STOPPING=1``)."""
        return self.notify("STOPPING=1")

    def close(self) -> None:
        """Close the socket (later sends reopen it)."""
        with self._lock:
            self._close_locked()

    def _close_locked(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def _one_line(text: str) -> str:
    # The protocol is newline-separated assignments: a newline inside STATUS would start a bogus new field.
    return " ".join(text.split())


def watchdog_interval_seconds(environ: Mapping[str, str], pid: int) -> float | None:
    """The watchdog timeout systemd expects pings within, or None when the watchdog is off for this process.

    Mirrors sd_watchdog_enabled(3): ``WATCHDOG_USEC`` must be a positive integer, and when ``WATCHDOG_PID`` is
    set it must be this process's pid (otherwise the variables were inherited from a parent).
    """
    usec_text = environ.get(WATCHDOG_USEC_ENV, "")
    pid_text = environ.get(WATCHDOG_PID_ENV, "")
    if not usec_text:
        return None
    try:
        usec = int(usec_text)
    except ValueError:
        _LOGGER.warning("Ignoring %s=%r: not an integer", WATCHDOG_USEC_ENV, usec_text)
        return None
    if usec <= 0:
        return None
    if pid_text:
        try:
            if int(pid_text) != pid:
                return None
        except ValueError:
            _LOGGER.warning("Ignoring %s=%r: not an integer", WATCHDOG_PID_ENV, pid_text)
            return None
    return usec / 1_000_000


class WatchdogSchedule:
    """Decides when the main loop should ping: at half the watchdog interval, as sd_watchdog_enabled(3) advises.

    Pure: the caller passes in a monotonic time, so the decision is testable without sleeping.

    Args:
        interval_seconds: the watchdog timeout from ``watchdog_interval_seconds``; None disables pinging.
    """

    def __init__(self, interval_seconds: float | None) -> None:
        self.ping_every_seconds: float | None = interval_seconds / 2 if interval_seconds else None
        self._last_ping: float | None = None

    def due(self, now: float) -> bool:
        """True when a ping is due at monotonic time ``now`` (always true before the first ping)."""
        if self.ping_every_seconds is None:
            return False
        return self._last_ping is None or now - self._last_ping >= self.ping_every_seconds

    def pinged(self, now: float) -> None:
        """Record that a ping was sent at ``now``."""
        self._last_ping = now

    def seconds_until_due(self, now: float) -> float | None:
        """How long the loop may block before the next ping is due (None: no watchdog); never negative."""
        if self.ping_every_seconds is None:
            return None
        if self._last_ping is None:
            return 0.0
        return max(0.0, self._last_ping + self.ping_every_seconds - now)
