"""Password hashing, server-side sessions and the login rate limit of the settings page.

Passwords are stored as a scrypt hash (hashlib, no extra dependency) so a stolen settings file does not reveal them;
sessions live in server memory (the cookie is a random id only), so logging out or restarting really ends them.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable

_SCRYPT_N = 2**14
_SCRYPT_R = 8
_SCRYPT_P = 1
_SCHEME = "scrypt"
MIN_PASSWORD_CHARS = 8


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def hash_password(password: str) -> str:
    """An encoded scrypt hash ``scrypt$N$r$p$salt$hash`` of ``password``, safe to keep in the settings file.

    Raises:
        ValueError: the password is shorter than MIN_PASSWORD_CHARS.
    """
    if len(password) < MIN_PASSWORD_CHARS:
        raise ValueError(f"a password needs at least {MIN_PASSWORD_CHARS} characters")
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=_SCRYPT_N, r=_SCRYPT_R, p=_SCRYPT_P, dklen=32)
    return f"{_SCHEME}${_SCRYPT_N}${_SCRYPT_R}${_SCRYPT_P}${_b64(salt)}${_b64(digest)}"


def verify_password(password: str, encoded: str) -> bool:
    """True when ``password`` matches ``encoded``; a malformed hash never matches (fail closed)."""
    try:
        scheme, n, r, p, salt_b64, digest_b64 = encoded.split("$")
        if scheme != _SCHEME:
            return False
        salt, expected = base64.b64decode(salt_b64), base64.b64decode(digest_b64)
        actual = hashlib.scrypt(
            password.encode(), salt=salt, n=int(n), r=int(r), p=int(p), dklen=len(expected), maxmem=64 * 1024 * 1024
        )
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(actual, expected)


def tokens_equal(given: str, expected: str) -> bool:
    """Constant-time comparison of a presented token with the configured one."""
    return hmac.compare_digest(given.encode(), expected.encode())


class SessionStore:
    """Logged-in browser sessions, kept in this process only; each expires after ``ttl_seconds`` of no use."""

    def __init__(self, *, ttl_seconds: float = 12 * 3600, max_sessions: int = 256,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._ttl = ttl_seconds
        self._max = max_sessions
        self._clock = clock
        self._sessions: OrderedDict[str, float] = OrderedDict()
        self._lock = threading.Lock()

    def create(self) -> str:
        """A new session id (the oldest session is dropped when the store is full)."""
        sid = secrets.token_urlsafe(32)
        with self._lock:
            self._sessions[sid] = self._clock()
            while len(self._sessions) > self._max:
                self._sessions.popitem(last=False)
        return sid

    def valid(self, sid: str | None) -> bool:
        """True (and the session refreshed) when ``sid`` is a live session."""
        if not sid:
            return False
        now = self._clock()
        with self._lock:
            last = self._sessions.get(sid)
            if last is None:
                return False
            if now - last > self._ttl:
                del self._sessions[sid]
                return False
            self._sessions[sid] = now
            self._sessions.move_to_end(sid)
            return True

    def drop(self, sid: str | None) -> None:
        """End a session (logout)."""
        with self._lock:
            self._sessions.pop(sid or "", None)


class LoginLimiter:
    """At most ``max_failures`` wrong logins per client in ``window_seconds``; then the client must wait."""

    def __init__(self, *, max_failures: int = 5, window_seconds: float = 300.0, max_clients: int = 1024,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._max = max_failures
        self._window = window_seconds
        self._max_clients = max_clients
        self._clock = clock
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def retry_after(self, client: str) -> int:
        """Seconds this client must wait before trying again (0 = may try now)."""
        now = self._clock()
        with self._lock:
            times = self._failures.get(client)
            if not times:
                return 0
            while times and now - times[0] > self._window:
                times.popleft()
            if len(times) < self._max:
                return 0
            return max(1, int(self._window - (now - times[0])) + 1)

    def failure(self, client: str) -> None:
        """Record a wrong password from ``client``."""
        with self._lock:
            self._failures.setdefault(client, deque(maxlen=self._max)).append(self._clock())
            self._failures.move_to_end(client)
            while len(self._failures) > self._max_clients:
                self._failures.popitem(last=False)

    def success(self, client: str) -> None:
        """Forget a client's failures after a correct login."""
        with self._lock:
            self._failures.pop(client, None)
