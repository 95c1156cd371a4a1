"""The one seam between the memory pass / grounded answers and the memory facade.

Everything learning reads or writes goes through :class:`FactMemory`, which needs only the facade's public methods
(``list``, ``add``, ``delete``, ``profile``, ``patch_profile``): today ``MemoryManager``, later the
``MemoryService`` with the same names. Writes therefore take the facade's journal when the database is down.
"""

from __future__ import annotations

import logging
import re
from typing import Any, Protocol

from gpt_home.memory.learning import Existing

_LOGGER = logging.getLogger(__name__)
SEMANTIC = "semantic"
LEARNED_SOURCE = "conversation"  # the ``source`` of memories the pass writes (the page can show where one came from)
_PROFILE_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*$")


class Facade(Protocol):
    """The memory facade methods learning uses."""

    def list(self, user_id: str, kind: Any = None, *, limit: int = 1000) -> list[Any]: ...

    def add(self, user_id: str, text: str, *, kind: Any = ..., source: str = ...) -> str: ...

    def delete(self, user_id: str, kind: Any, key: str) -> None: ...

    def profile(self, user_id: str) -> dict[str, Any]: ...

    def patch_profile(self, user_id: str, ops: list[dict[str, Any]]) -> dict[str, Any]: ...


class FactMemory:
    """A user's semantic memories and profile, as the memory pass and grounded answers need them."""

    def __init__(self, facade: Facade, *, limit: int = 1000) -> None:
        self._facade = facade
        self._limit = limit

    def semantic(self, user_id: str) -> list[Existing]:
        """Every semantic memory of the user (key and text), newest first."""
        from gpt_home.memory.manager import MemoryKind

        return [Existing(m.key, m.text) for m in self._facade.list(user_id, MemoryKind.SEMANTIC, limit=self._limit)]

    def store(self, user_id: str, text: str) -> str:
        """Add one semantic memory; returns its key."""
        return self._facade.add(user_id, text, source=LEARNED_SOURCE)

    def forget(self, user_id: str, key: str) -> None:
        """Delete one semantic memory (one already gone is fine: a replayed pass must not fail)."""
        from gpt_home.errors import NotFoundError

        try:
            self._facade.delete(user_id, SEMANTIC, key)
        except NotFoundError:
            _LOGGER.debug("memory %s was already gone", key)

    def profile(self, user_id: str) -> dict[str, Any]:
        """The user's profile document."""
        return self._facade.profile(user_id)

    def set_profile(self, user_id: str, fields: dict[str, Any]) -> None:
        """Set flat profile keys (RFC 6902 ``add`` replaces a key that exists) through the guarded patch code."""
        ops = [{"op": "add", "path": f"/{k}", "value": v} for k, v in fields.items() if _PROFILE_KEY.match(k)]
        if ops:
            self._facade.patch_profile(user_id, ops)
