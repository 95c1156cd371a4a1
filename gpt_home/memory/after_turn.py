"""What happens to memory after a turn, off the critical path: the thread summary pass and debounced extraction.

The assistant calls :meth:`AfterTurn.after_turn` once the reply exists; everything here only queues work on the
background worker, so the voice loop never waits for a model call made on memory's behalf.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import BaseMessage
from langgraph.store.base import BaseStore

from gpt_home.memory.background import BackgroundWorker, CancelToken
from gpt_home.memory.extraction import Extractor, conversation_slice
from gpt_home.memory.manager import user_label
from gpt_home.memory.shapes import ShapeStore
from gpt_home.memory.summaries import Summariser, extractive_summary, model_summariser, summary_pass, turn_starts

_LOGGER = logging.getLogger(__name__)
_MAX_TRACKED_THREADS = 512  # threads whose extraction point we remember; a forgotten one re-reads its last turns


class AfterTurn:
    """Queues summary passes and memory extraction for finished turns; cancellable per user, drained on shutdown."""

    def __init__(
        self,
        store: BaseStore,
        *,
        device_id: str,
        summary_every_turns: int = 10,
        extraction_model: BaseChatModel | None = None,
        extraction_delay_seconds: float = 10.0,
        summariser: Summariser | None = None,
        worker: BackgroundWorker | None = None,
        cleared_since: Callable[[str, datetime], bool] | None = None,
    ) -> None:
        self._store = store
        self._cleared_since = cleared_since  # sees a clear made by any process (the page, the CLI) before writing
        self._device_id = device_id
        self._every = summary_every_turns
        self._delay = extraction_delay_seconds
        self._extractor = Extractor(extraction_model, store, device_id=device_id) if extraction_model else None
        # With a capable model, summaries are written by it; otherwise extractively (never by the 135M model).
        self._summariser = summariser or (model_summariser(extraction_model) if extraction_model else
                                          extractive_summary)
        self.worker = worker or BackgroundWorker()
        self._extracted_upto: dict[tuple[str, str], int] = {}
        self._lock = threading.Lock()

    @property
    def extraction_enabled(self) -> bool:
        """True when a capable model is configured for extraction."""
        return self._extractor is not None

    def after_turn(self, user_id: str, thread_id: str, messages: Sequence[BaseMessage],
                   *, now: datetime | None = None, on_summary: Callable[[], None] | None = None) -> None:
        """Queue this turn's background memory work (returns at once); ``on_summary`` is called after a summary
        pass that wrote entries (the thread's next prompt changed: agent/summary_ahead.py reads it ahead again)."""
        label = user_label(user_id)
        snapshot = list(messages)
        queued_at = datetime.now(UTC)  # real time, for "cleared after this?" (``now`` may be injected in tests)
        now = now or queued_at
        if self._every >= 1 and len(turn_starts([m.type for m in snapshot])) >= self._every:
            self.worker.submit(("summary", label, thread_id), label,
                               lambda token: self._summarise(label, thread_id, snapshot, token, queued_at,
                                                             on_summary))
        if self._extractor is not None:
            self.worker.submit(("extract", label, thread_id), label,
                               lambda token: self._extract(label, thread_id, snapshot, token, now, queued_at),
                               delay_seconds=self._delay)

    def _watch_clears(self, label: str, token: CancelToken, turn_time: datetime) -> None:
        """Refuse the job's writes if this user was cleared after the turn, by any process."""
        if self._cleared_since is not None:
            cleared = self._cleared_since
            token.add_check(lambda: not cleared(label, turn_time))
        with token.guard():  # cleared meanwhile: do not even start
            pass

    def _summarise(self, label: str, thread_id: str, messages: list[BaseMessage], token: CancelToken,
                   queued_at: datetime, on_summary: Callable[[], None] | None = None) -> None:
        self._watch_clears(label, token, queued_at)
        guarded = ShapeStore(self._store, device=self._device_id, source="summary", token=token)
        written = summary_pass(guarded, label, thread_id, messages, every_turns=self._every,
                               summariser=self._summariser)
        if written and on_summary is not None and not token.cancelled:
            try:
                on_summary()
            except Exception as exc:  # noqa: BLE001 - an optimisation of the next turn: never fail the pass for it
                _LOGGER.warning("after a thread summary: %s", exc)

    def _extract(self, label: str, thread_id: str, messages: list[BaseMessage], token: CancelToken,
                 now: datetime, queued_at: datetime) -> None:
        assert self._extractor is not None
        self._watch_clears(label, token, queued_at)
        with self._lock:
            start = self._extracted_upto.get((label, thread_id), 0)
        span = conversation_slice(messages, start)
        if not span:
            return
        self._extractor.extract(label, span, token, now=now)
        with self._lock:
            if not token.cancelled:
                self._extracted_upto.pop((label, thread_id), None)
                self._extracted_upto[(label, thread_id)] = len(messages)  # newest last
                while len(self._extracted_upto) > _MAX_TRACKED_THREADS:  # a long-running daemon: forget the oldest
                    del self._extracted_upto[next(iter(self._extracted_upto))]

    def cancel_pending(self, user_id: str | None) -> int:
        """Drop queued and stop running memory work of one user (None: everyone); called before clearing memory."""
        label = None if user_id is None else user_label(user_id)
        with self._lock:
            for key in [k for k in self._extracted_upto if label is None or k[0] == label]:
                del self._extracted_upto[key]
        return self.worker.cancel_pending(label)

    def wait_idle(self, timeout_seconds: float, *, run_now: bool = False) -> bool:
        """Wait (bounded) for queued work; ``run_now`` skips the debounce delay (tests, shutdown)."""
        return self.worker.wait_idle(timeout_seconds, run_now=run_now)

    def shutdown(self, timeout_seconds: float = 10.0) -> bool:
        """Finish queued work within ``timeout_seconds`` and stop the worker."""
        return self.worker.shutdown(timeout_seconds)
