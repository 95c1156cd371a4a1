"""The one place a process builds its memory service: the daemon, the CLI, the settings page and the agent all call
:func:`open_memory_service` and pass the result on; nothing else constructs stores, journals or caches.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from gpt_home.config import Settings
from gpt_home.memory.connector import Connector
from gpt_home.memory.health import Health
from gpt_home.memory.journal import Journal

if TYPE_CHECKING:
    from gpt_home.memory.extraction import ModelFactory
    from gpt_home.memory.service import MemoryService

_LOGGER = logging.getLogger(__name__)
BACKGROUND_DEADLINE_SECONDS = 10.0  # background work (extraction, summaries) may wait longer than a voice turn


def open_memory_service(settings: Settings, *, extraction_model_factory: ModelFactory | None = None,
                        extraction_model: Any = None, database: Any = None, background: bool = True,
                        write_wait_seconds: float | None = None) -> MemoryService:
    """Build the process's memory service; it connects in the background and answers at once.

    ``database`` is an already open ``store.Database`` to use (tests, benchmarks; not closed by the service).
    ``extraction_model_factory`` builds the extraction model from settings (the agent's ``build_chat_model``);
    ``extraction_model`` passes a ready one instead. ``background=False`` builds no worker (CLI commands that
    do not run turns). ``write_wait_seconds``: how long the reply path's writes wait to reach the database.
    """
    health = Health(deadline_seconds=settings.memory_deadline_seconds)
    journal = Journal.at(settings.data_dir)
    connector = Connector(settings, health, database=database)
    if database is None:  # first: it reaches the server while the rest (and the caller's agent stack) is imported
        connector.start()
    from gpt_home.memory.after_turn import AfterTurn
    from gpt_home.memory.extraction import build_extraction_model
    from gpt_home.memory.journaled import Drainer, JournaledStore
    from gpt_home.memory.service import MemoryService

    def inner() -> Any:
        db = connector.current()
        return None if db is None else db.store

    def clear(entry: Any) -> dict[str, int]:
        from datetime import datetime

        from gpt_home.memory.clearing import clear_rows

        db = connector.current()
        if db is None:
            from gpt_home.memory.health import StoreUnavailableError

            raise StoreUnavailableError("not connected yet")
        return clear_rows(db.pool, entry.user, cleared_at=datetime.fromisoformat(entry.ts))

    drainer = Drainer(journal, health, inner, clear)
    store = JournaledStore(journal, health, drainer, inner,
                           wait_seconds=settings.memory_deadline_seconds if write_wait_seconds is None
                           else write_wait_seconds)
    after: AfterTurn | None = None
    if background:
        model = extraction_model if extraction_model is not None else build_extraction_model(
            settings, extraction_model_factory)
        after = AfterTurn(
            store.with_timing(read_deadline_seconds=BACKGROUND_DEADLINE_SECONDS, strict=True),
            device_id=settings.device_id,
            summary_every_turns=settings.summary_every_turns,
            extraction_model=model,
            extraction_delay_seconds=settings.memory_extraction_delay_seconds,
            cleared_since=journal.cleared_since,
        )
    service = MemoryService(device_id=settings.device_id, store=store, connector=connector, background=after,
                            profile_max_bytes=settings.profile_max_bytes)
    drainer.start()
    if journal.pending():  # also when the connector connected before the drainer was listening
        drainer.kick()
    return service


def memory_service_over(database: Any, *, data_dir: Any, device_id: str = "bench",
                        write_wait_seconds: float = 30.0) -> MemoryService:
    """A service over an already open database with default settings (benchmarks and test arrangements).

    ``data_dir`` holds its journal; writes wait up to ``write_wait_seconds`` to be applied (read-your-writes).
    """
    from gpt_home.config import load_settings

    settings = load_settings({"data_dir": data_dir, "device_id": device_id, "database_url": database.url,
                              "llm_model": "none", "memory_deadline_seconds": 5.0})
    return open_memory_service(settings, database=database, background=False, write_wait_seconds=write_wait_seconds)
