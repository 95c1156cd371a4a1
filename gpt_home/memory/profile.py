"""The profile document: a small, flat JSON object per user, edited only by guarded RFC 6902 patches.

It lives at ``("memories", <u>, "profile")`` key ``"main"`` and is not vector-indexed: it is read whole on every turn
(through a short cachetools TTL cache, so the voice loop does not pay a round trip each time) and rendered compactly into
the system prompt. The guards exist because patches come from the settings page and from models: a patch either
applies completely and within the size limit, or nothing changes.
"""

from __future__ import annotations

import copy
import json
import logging
import re
import threading
from collections.abc import Callable
from typing import Any

import cachetools
import jsonpatch
from langgraph.store.base import BaseStore

from gpt_home.errors import InvalidInputError, NotFoundError, PatchFailedError, ProfileTooLargeError
from gpt_home.memory.health import StoreUnavailableError

_LOGGER = logging.getLogger(__name__)

PROFILE_KEY = "main"
DEFAULT_MAX_BYTES = 8192
DEFAULT_CACHE_SECONDS = 30.0
ALLOWED_OPS = frozenset({"add", "replace", "remove"})
_PATH_RE = re.compile(r"^/[A-Za-z_][A-Za-z0-9_-]*$")


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


class ProfileStore:
    """Read, patch and delete keys of profile documents (labels are validated by the caller).

    ``store`` is the journaled store (writes journaled, reads strict: a read that cannot be answered raises, so a patch
    never mistakes "unreachable" for "empty" and overwrites the profile). ``fresh`` is a short TTL cache (other
    processes may write too); ``known`` keeps the last profile seen per user for answering during an outage.
    """

    def __init__(self, store: BaseStore, *, max_bytes: int = DEFAULT_MAX_BYTES,
                 fresh: cachetools.TTLCache[str, dict[str, Any]] | None = None,
                 known: cachetools.LRUCache[str, dict[str, Any]] | None = None,
                 version: Callable[[], int] | None = None) -> None:
        self._store = store
        self._version = version  # changes when any process wrote a profile: the fresh cache is dropped then
        self._seen = version() if version else 0
        self._max_bytes = max_bytes
        self.fresh = fresh if fresh is not None else cachetools.TTLCache(maxsize=64, ttl=DEFAULT_CACHE_SECONDS)
        self.known = known if known is not None else cachetools.LRUCache(maxsize=64)
        self._lock = threading.RLock()  # one writer at a time in this process; cachetools caches are not thread-safe

    def get(self, label: str) -> dict[str, Any]:
        """The user's profile ({} when none); served from the cache when fresh, the last known one during an outage.

        Raises:
            StoreUnavailableError: the database cannot answer and no profile of this user was seen before.
        """
        with self._lock:
            if self._version is not None and (now := self._version()) != self._seen:
                self._seen = now
                self.fresh.clear()
            cached = self.fresh.get(label)
            if cached is not None:
                return copy.deepcopy(cached)
        try:
            doc = self._read_fresh(label)
        except StoreUnavailableError:
            with self._lock:
                known = self.known.get(label)
            if known is None:
                raise
            return copy.deepcopy(known)
        return copy.deepcopy(doc)

    def _read_fresh(self, label: str) -> dict[str, Any]:
        item = self._store.get(profile_namespace(label), PROFILE_KEY)
        doc = dict(item.value) if item is not None else {}
        with self._lock:
            self.fresh[label] = doc
            self.known[label] = doc
        return doc

    def _base(self, label: str) -> dict[str, Any]:
        """What a patch applies to: the database's document, or the last one known while it is unreachable."""
        try:
            return copy.deepcopy(self._read_fresh(label))
        except StoreUnavailableError:
            known = self.known.get(label)
            if known is None:
                raise
            _LOGGER.info("patching the last known profile of %s while the database is unavailable", label)
            return copy.deepcopy(known)

    def patch(self, label: str, ops: Any) -> dict[str, Any]:
        """Apply ``ops`` atomically and return the new profile.

        Raises:
            PatchFailedError, ProfileTooLargeError: nothing was changed.
            StoreUnavailableError: the database cannot answer and this profile was never seen.
        """
        with self._lock:
            new = apply_patch(self._base(label), ops, max_bytes=self._max_bytes)
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
        with self._lock:
            doc = self._base(label)
            if key not in doc:
                raise NotFoundError(f"the profile has no key {key!r}")
            del doc[key]
            self._write(label, doc)

    def forget(self, label: str | None) -> None:
        """Drop cached profiles (one user's, or everyone's) after a clear."""
        with self._lock:
            for cache in (self.fresh, self.known):
                if label is None:
                    cache.clear()
                else:
                    cache.pop(label, None)

    def _write(self, label: str, doc: dict[str, Any]) -> None:
        # Journaled: the document is remembered as known at once, so a second patch builds on this one even
        # before the journal reaches the database.
        self.known[label] = copy.deepcopy(doc)
        self.fresh[label] = copy.deepcopy(doc)
        if doc:
            self._store.put(profile_namespace(label), PROFILE_KEY, doc, index=False)
        else:
            self._store.delete(profile_namespace(label), PROFILE_KEY)
        _LOGGER.debug("profile of %s now has %d keys", label, len(doc))
