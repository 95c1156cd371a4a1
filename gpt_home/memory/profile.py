"""The profile document: a small, flat JSON object per user, edited only by guarded RFC 6902 patches.

It lives at ``("memories", <u>, "profile")`` key ``"main"`` and is not vector-indexed: it is read whole on every turn
(through a short LRU + TTL cache, so the voice loop does not pay a round trip each time) and rendered compactly into
the system prompt. The guards exist because patches come from the settings page and from models: a patch either
applies completely and within the size limit, or nothing changes.
"""

from __future__ import annotations

import copy
import json
import logging
import re
import threading
import time
import weakref
import zlib
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import jsonpatch
from langgraph.store.base import BaseStore

from gpt_home.errors import InvalidInputError, NotFoundError, PatchFailedError, ProfileTooLargeError

_LOGGER = logging.getLogger(__name__)

PROFILE_KEY = "main"
DEFAULT_MAX_BYTES = 8192
DEFAULT_CACHE_SECONDS = 30.0
ALLOWED_OPS = frozenset({"add", "replace", "remove"})
_PATH_RE = re.compile(r"^/[A-Za-z_][A-Za-z0-9_-]*$")
_LOCK_CLASS = 0x70726F66  # "prof": first half of the advisory lock key that serialises one user's profile writes


def profile_namespace(label: str) -> tuple[str, ...]:
    """Namespace of a user's profile (``label`` is an already validated namespace label)."""
    return ("memories", label, "profile")


def profile_size_bytes(doc: dict[str, Any]) -> int:
    """Size of the profile as stored: compact UTF-8 JSON. The guard and the API report this number."""
    return len(json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode())


def validate_ops(ops: Any) -> list[dict[str, Any]]:
    """Check a patch against the profile rules before it touches anything.

    Raises:
        PatchFailedError: not a list of operations, an operation other than add/replace/remove, a nested or illegal
            path, a missing or non-JSON value.
    """
    if not isinstance(ops, list) or not ops:
        raise PatchFailedError("a profile patch is a non-empty list of operations")
    checked: list[dict[str, Any]] = []
    for op in ops:
        if not isinstance(op, dict):
            raise PatchFailedError("each patch operation is an object with 'op' and 'path'")
        name, path = op.get("op"), op.get("path")
        if name not in ALLOWED_OPS:
            raise PatchFailedError(f"operation {name!r} is not allowed; use add, replace or remove")
        if not isinstance(path, str) or not _PATH_RE.match(path):
            raise PatchFailedError(f"path {path!r} must be one flat key like '/favourite_color'")
        extra = set(op) - {"op", "path", "value"}
        if extra:
            raise PatchFailedError(f"unexpected fields in a {name} operation: {sorted(extra)}")
        if name == "remove":
            checked.append({"op": name, "path": path})
            continue
        if "value" not in op:
            raise PatchFailedError(f"a {name} operation needs a value")
        try:
            json.dumps(op["value"], allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise PatchFailedError(f"the value for {path} is not JSON: {exc}") from None
        checked.append({"op": name, "path": path, "value": copy.deepcopy(op["value"])})
    return checked


def apply_patch(doc: dict[str, Any], ops: Any, *, max_bytes: int) -> dict[str, Any]:
    """The profile after ``ops``; ``doc`` itself is never modified (pure).

    Raises:
        PatchFailedError: the patch breaks a rule, or replaces/removes a key that does not exist.
        ProfileTooLargeError: the result would be larger than ``max_bytes``.
    """
    checked = validate_ops(ops)
    for op in checked:  # RFC 6902 says so too, but we do not rely on the library's wording for our error
        if op["op"] in ("replace", "remove") and op["path"][1:] not in doc:
            raise PatchFailedError(f"cannot {op['op']} {op['path']}: the profile has no such key")
    try:
        new = jsonpatch.JsonPatch(checked).apply(doc, in_place=False)
    except (jsonpatch.JsonPatchException, jsonpatch.JsonPointerException) as exc:
        raise PatchFailedError(f"the patch could not be applied: {exc}") from None
    size = profile_size_bytes(new)
    if size > max_bytes:
        raise ProfileTooLargeError(size, max_bytes)
    return new


def render_profile(doc: dict[str, Any], *, budget_chars: int) -> str:
    """``key: value; key: value`` for the prompt, keys in sorted order, cut at whole entries to fit the budget."""
    parts: list[str] = []
    used = 0
    for key in sorted(doc):
        value = doc[key]
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, separators=(",", ":"))
        part = f"{key.replace('_', ' ')}: {' '.join(str(text).split())}"
        if used + len(part) + 2 > budget_chars:
            break
        parts.append(part)
        used += len(part) + 2
    return "; ".join(parts)


class TtlLruCache:
    """A small LRU cache whose entries also expire after ``ttl_seconds`` (other processes may write too)."""

    def __init__(self, *, max_entries: int = 64, ttl_seconds: float = DEFAULT_CACHE_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._data: OrderedDict[str, tuple[float, dict[str, Any]]] = OrderedDict()
        self._max = max_entries
        self._ttl = ttl_seconds
        self._clock = clock
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: str) -> dict[str, Any] | None:
        """A copy of the cached value, or None when absent or expired."""
        with self._lock:
            entry = self._data.get(key)
            if entry is None or self._clock() - entry[0] > self._ttl:
                self._data.pop(key, None)
                self.misses += 1
                return None
            self._data.move_to_end(key)
            self.hits += 1
            return copy.deepcopy(entry[1])

    def put(self, key: str, value: dict[str, Any]) -> None:
        """Remember ``value`` (copied) now."""
        with self._lock:
            self._data[key] = (self._clock(), copy.deepcopy(value))
            self._data.move_to_end(key)
            while len(self._data) > self._max:
                self._data.popitem(last=False)

    def invalidate(self, key: str | None = None) -> None:
        """Forget one user's entry, or everything."""
        with self._lock:
            if key is None:
                self._data.clear()
            else:
                self._data.pop(key, None)


# One cache per store object, shared by every ProfileStore over it: the graph builds a MemoryManager per turn.
_CACHES: weakref.WeakKeyDictionary[Any, TtlLruCache] = weakref.WeakKeyDictionary()
_CACHES_LOCK = threading.Lock()


def cache_for(store: BaseStore, ttl_seconds: float = DEFAULT_CACHE_SECONDS) -> TtlLruCache:
    """The profile cache shared by everything using ``store`` in this process."""
    with _CACHES_LOCK:
        cache = _CACHES.get(store)
        if cache is None:
            cache = TtlLruCache(ttl_seconds=ttl_seconds)
            _CACHES[store] = cache
        return cache


class ProfileStore:
    """Read, patch and delete keys of profile documents (labels are validated by the caller)."""

    def __init__(self, store: BaseStore, *, pool: Any = None, max_bytes: int = DEFAULT_MAX_BYTES,
                 cache: TtlLruCache | None = None) -> None:
        self._store = store
        self._pool = pool  # when given, writes take a Postgres advisory lock so processes do not lose updates
        self._max_bytes = max_bytes
        self._cache = cache if cache is not None else cache_for(store)
        self._local_lock = threading.Lock()

    @property
    def cache(self) -> TtlLruCache:
        """The read cache (exposed for tests and `doctor`)."""
        return self._cache

    def get(self, label: str) -> dict[str, Any]:
        """The user's profile ({} when none); served from the cache when fresh."""
        cached = self._cache.get(label)
        if cached is not None:
            return cached
        item = self._store.get(profile_namespace(label), PROFILE_KEY)
        doc = dict(item.value) if item is not None else {}
        self._cache.put(label, doc)
        return copy.deepcopy(doc)

    def _read_fresh(self, label: str) -> dict[str, Any]:
        item = self._store.get(profile_namespace(label), PROFILE_KEY)
        return dict(item.value) if item is not None else {}

    def patch(self, label: str, ops: Any) -> dict[str, Any]:
        """Apply ``ops`` atomically and return the new profile.

        Raises:
            PatchFailedError, ProfileTooLargeError: nothing was changed.
        """
        with self._write_lock(label):
            self._cache.invalidate(label)
            new = apply_patch(self._read_fresh(label), ops, max_bytes=self._max_bytes)
            self._write(label, new)
        return new

    def delete_key(self, label: str, key: str) -> None:
        """Remove one key.

        Raises:
            NotFoundError: the profile has no such key.
            InvalidInputError: the key is not a legal profile key.
        """
        if not isinstance(key, str) or not _PATH_RE.match("/" + key):
            raise InvalidInputError(f"{key!r} is not a profile key")
        with self._write_lock(label):
            self._cache.invalidate(label)
            doc = self._read_fresh(label)
            if key not in doc:
                raise NotFoundError(f"the profile has no key {key!r}")
            del doc[key]
            self._write(label, doc)

    def _write(self, label: str, doc: dict[str, Any]) -> None:
        try:
            if doc:
                self._store.put(profile_namespace(label), PROFILE_KEY, doc, index=False)
            else:
                self._store.delete(profile_namespace(label), PROFILE_KEY)
        finally:
            self._cache.invalidate(label)
        _LOGGER.debug("profile of %s now has %d keys", label, len(doc))

    def _write_lock(self, label: str) -> _ProfileLock:
        return _ProfileLock(self._local_lock, self._pool, zlib.crc32(label.encode()) & 0x7FFFFFFF)


class _ProfileLock:
    """Read-modify-write guard: a thread lock, plus a Postgres advisory lock when a pool is available."""

    def __init__(self, local: threading.Lock, pool: Any, key: int) -> None:
        self._local = local
        self._pool = pool
        self._key = key
        self._conn_cm: Any = None
        self._conn: Any = None

    def __enter__(self) -> None:
        self._local.acquire()
        if self._pool is None:
            return
        try:
            self._conn_cm = self._pool.connection(timeout=10)
            self._conn = self._conn_cm.__enter__()
            self._conn.execute("SELECT pg_advisory_lock(%s, %s)", (_LOCK_CLASS, self._key))
        except BaseException:
            self._release_conn()
            self._local.release()
            raise

    def __exit__(self, *exc: object) -> None:
        try:
            if self._conn is not None:
                self._conn.execute("SELECT pg_advisory_unlock(%s, %s)", (_LOCK_CLASS, self._key))
        finally:
            self._release_conn()
            self._local.release()

    def _release_conn(self) -> None:
        if self._conn_cm is not None:
            self._conn_cm.__exit__(None, None, None)
        self._conn_cm = None
        self._conn = None
