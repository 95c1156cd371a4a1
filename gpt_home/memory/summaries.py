"""Thread summaries: every K human turns the oldest unsummarised window of a conversation becomes one entry.

Entries live at ``("threads", <u>)`` with key ``<thread>:<seq>`` and value
``{"thread_id", "seq", "question", "answer", "refs", "start_index", "end_index"}`` where ``refs`` are the ids of the
original messages (the checkpoint keeps them) and ``[start_index, end_index)`` the window's message positions.

Why windows of fixed position: the trigger is anchored in the store, not in process memory. Window ``w`` always
covers human turns ``[w*K, (w+1)*K)``, so the next window due is simply the earliest complete window with no entry:
deleting summaries heals by re-summarising exactly what is missing, and a failed pass is retried at the next turn's
check. Nothing is ever written empty. Once a window is summarised, what the model sees of it is the summary; the
last N turns always stay raw.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langgraph.store.base import BaseStore

_LOGGER = logging.getLogger(__name__)
MAX_FIELD_CHARS = 400
MAX_THREADS_LISTED = 200
_LIST_LIMIT = 10000


class SummaryFailedError(Exception):
    """A summary pass produced nothing usable; nothing is written and the window is retried later."""


@dataclass(frozen=True)
class Window:
    """A span of the conversation to summarise: window ``seq`` covers messages ``[start_index, end_index)``."""

    seq: int
    start_index: int
    end_index: int


@dataclass(frozen=True)
class SummaryEntry:
    """One summary of one window, as the settings page shows it."""

    key: str
    question: str
    answer: str
    refs: list[str]
    created_at: datetime
    seq: int = 0
    start_index: int = 0
    end_index: int = 0

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe dict for the API."""
        return {"key": self.key, "question": self.question, "answer": self.answer, "refs": list(self.refs),
                "created_at": self.created_at.isoformat()}


@dataclass(frozen=True)
class ThreadSummaries:
    """Every summary entry of one conversation thread, oldest entry first."""

    thread_id: str
    title: str
    updated_at: datetime
    entries: list[SummaryEntry] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe dict for the API."""
        return {"thread_id": self.thread_id, "title": self.title, "updated_at": self.updated_at.isoformat(),
                "entries": [e.to_json() for e in self.entries]}


# --- pure decisions -------------------------------------------------------------------------------------------
def turn_starts(kinds: Sequence[str]) -> list[int]:
    """Positions of the human messages (message ``type`` values in order): where each turn starts."""
    return [i for i, kind in enumerate(kinds) if kind == "human"]


def window_for(seq: int, starts: Sequence[int], total: int, every_turns: int) -> Window | None:
    """Window ``seq`` if all its turns are complete (a later turn has started, or the last reply is in)."""
    first, last = seq * every_turns, (seq + 1) * every_turns
    if every_turns < 1 or last > len(starts):
        return None
    end = starts[last] if last < len(starts) else total
    return Window(seq=seq, start_index=starts[first], end_index=end)


def next_window(kinds: Sequence[str], summarised: Sequence[int], every_turns: int) -> Window | None:
    """The earliest complete window that has no summary yet, or None (also when ``every_turns < 1``: disabled).

    ``kinds`` are the thread's message types in order, ending with the reply of the last turn.
    """
    if every_turns < 1 or not kinds or kinds[-1] == "human":
        return None
    starts = turn_starts(kinds)
    done = set(summarised)
    for seq in range(len(starts) // every_turns):
        if seq not in done:
            return window_for(seq, starts, len(kinds), every_turns)
    return None


def summarised_until(windows: Sequence[Window]) -> int:
    """The anchor: the message position up to which the summaries cover the thread without a gap."""
    end = 0
    for window in sorted(windows, key=lambda w: w.start_index):
        if window.start_index > end:
            break
        end = max(end, window.end_index)
    return end


def raw_start(kinds: Sequence[str], anchor: int, keep_turns: int) -> int:
    """Where the raw messages the model sees begin: after the summarised part, but never inside the last turns.

    ``kinds`` includes the current turn's human message; ``keep_turns`` earlier turns stay raw besides it.
    """
    if anchor <= 0:
        return 0
    starts = turn_starts(kinds)
    keep = max(0, keep_turns) + 1
    keep_from = starts[-keep] if len(starts) >= keep else 0
    return min(anchor, keep_from)


# --- summarisers ----------------------------------------------------------------------------------------------
Summariser = Callable[[Sequence[BaseMessage]], tuple[str, str]]


def _clip(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= MAX_FIELD_CHARS else text[: MAX_FIELD_CHARS - 1].rstrip() + "…"


def extractive_summary(messages: Sequence[BaseMessage]) -> tuple[str, str]:
    """No model: the questions asked and the answers given, clipped. Used when no capable model is configured.

    Raises:
        SummaryFailedError: the window has no text at all.
    """
    asked = [m.text for m in messages if isinstance(m, HumanMessage) and m.text.strip()]
    said = [m.text for m in messages if isinstance(m, AIMessage) and m.text.strip()]
    if not asked or not said:
        raise SummaryFailedError("nothing to summarise in this window")
    return _clip(" / ".join(asked)), _clip(" / ".join(said))


_SUMMARY_INSTRUCTIONS = (
    "Summarise this part of a household conversation with a voice assistant for later reference. Reply with only a "
    'JSON object {"question": "...", "answer": "..."}: "question" says in one sentence what the person wanted or '
    'asked, "answer" in one or two sentences what was answered, decided or learned. Keep names, numbers and dates.'
)
_JSON_RE = re.compile(r"\{.*\}", re.DOTALL)


def model_summariser(model: BaseChatModel) -> Summariser:
    """A summariser that asks ``model`` (a capable one: the bundled 135M model is not) for question and answer."""

    def summarise(messages: Sequence[BaseMessage]) -> tuple[str, str]:
        transcript = "\n".join(
            f"{'Person' if isinstance(m, HumanMessage) else 'Assistant'}: {' '.join(m.text.split())}"
            for m in messages
            if isinstance(m, HumanMessage | AIMessage) and m.text.strip()
        )
        if not transcript:
            raise SummaryFailedError("nothing to summarise in this window")
        reply = model.invoke([SystemMessage(content=_SUMMARY_INSTRUCTIONS), HumanMessage(content=transcript)])
        match = _JSON_RE.search(reply.text if isinstance(reply.text, str) else str(reply.content))
        try:
            data = json.loads(match.group(0)) if match else {}
        except json.JSONDecodeError:
            data = {}
        question, answer = _clip(data.get("question", "")), _clip(data.get("answer", ""))
        if not question or not answer:
            raise SummaryFailedError("the model gave no usable summary")
        return question, answer

    return summarise


# --- storage -----------------------------------------------------------------------------------------------
def threads_namespace(label: str) -> tuple[str, ...]:
    """Namespace of a user's summary entries."""
    return ("threads", label)


def entry_key(thread_id: str, seq: int) -> str:
    """Store key of one entry."""
    return f"{thread_id}:{seq}"


def _entry(item: Any) -> SummaryEntry:
    value = item.value
    return SummaryEntry(
        key=item.key, question=str(value.get("question", "")), answer=str(value.get("answer", "")),
        refs=[str(r) for r in value.get("refs", [])], created_at=item.created_at, seq=int(value.get("seq", 0)),
        start_index=int(value.get("start_index", 0)), end_index=int(value.get("end_index", 0)),
    )


class SummaryStore:
    """Read, write and delete summary entries (labels are validated by the caller)."""

    def __init__(self, store: BaseStore) -> None:
        self._store = store

    def entries(self, label: str, thread_id: str) -> list[SummaryEntry]:
        """One thread's entries, oldest window first."""
        items = self._store.search(threads_namespace(label), filter={"thread_id": thread_id}, limit=_LIST_LIMIT)
        return sorted((_entry(i) for i in items), key=lambda e: e.seq)

    def write(self, label: str, thread_id: str, window: Window, question: str, answer: str,
              refs: Sequence[str]) -> None:
        """Store one entry; refuses to store an empty one."""
        if not question.strip() or not answer.strip():
            raise SummaryFailedError("refusing to store an empty summary")
        self._store.put(
            threads_namespace(label), entry_key(thread_id, window.seq),
            {"thread_id": thread_id, "seq": window.seq, "question": question, "answer": answer, "refs": list(refs),
             "start_index": window.start_index, "end_index": window.end_index},
            index=False,
        )

    def by_thread(self, label: str, titles: dict[str, str]) -> list[ThreadSummaries]:
        """Every thread with summaries, newest first; ``titles`` maps thread id -> title (from the registry)."""
        items = self._store.search(threads_namespace(label), limit=_LIST_LIMIT)
        grouped: dict[str, list[Any]] = {}
        for item in items:
            grouped.setdefault(str(item.value.get("thread_id", item.key.rsplit(":", 1)[0])), []).append(item)
        threads = [
            ThreadSummaries(
                thread_id=thread_id,
                title=titles.get(thread_id, ""),
                updated_at=max(i.updated_at for i in group),
                entries=sorted((_entry(i) for i in group), key=lambda e: e.seq),
            )
            for thread_id, group in grouped.items()
        ]
        return sorted(threads, key=lambda t: t.updated_at, reverse=True)[:MAX_THREADS_LISTED]

    def delete_thread(self, label: str, thread_id: str) -> int:
        """Delete one thread's entries; returns how many there were."""
        entries = self.entries(label, thread_id)
        for entry in entries:
            self._store.delete(threads_namespace(label), entry.key)
        return len(entries)


# --- one pass ------------------------------------------------------------------------------------------------
def summary_pass(store: BaseStore, label: str, thread_id: str, messages: Sequence[BaseMessage], *,
                 every_turns: int, summariser: Summariser, max_windows: int = 3) -> int:
    """Summarise the windows now due in one thread (background work); returns how many entries were written.

    Failures are logged and leave the store unchanged, so the same window is due again at the next turn.
    """
    summaries = SummaryStore(store)
    kinds = [m.type for m in messages]
    written = 0
    done = [e.seq for e in summaries.entries(label, thread_id)]
    for _ in range(max_windows):
        window = next_window(kinds, done, every_turns)
        if window is None:
            break
        span = list(messages[window.start_index : window.end_index])
        try:
            question, answer = summariser(span)
            summaries.write(label, thread_id, window, question, answer, [str(m.id) for m in span if m.id])
        except Exception as exc:  # noqa: BLE001 - background work: log, write nothing, retry at the next turn
            _LOGGER.warning("summarising window %d of a thread failed (retried later): %s", window.seq, exc)
            break
        done.append(window.seq)
        written += 1
    if written:
        _LOGGER.debug("wrote %d summary entries at %s", written, datetime.now(UTC).isoformat())
    return written


@dataclass(frozen=True)
class ModelView:
    """What the model is shown of a thread: earlier summaries plus the raw tail of the conversation."""

    summaries: list[str]
    messages: list[BaseMessage]


def model_view(store: BaseStore, label: str, thread_id: str, messages: Sequence[BaseMessage], *,
               keep_turns: int, max_summaries: int = 4) -> ModelView:
    """Trim what the model sees using the stored summaries (the checkpoint itself is never changed)."""
    return view_of(SummaryStore(store).entries(label, thread_id), messages, keep_turns=keep_turns,
                   max_summaries=max_summaries)


def view_of(entries: Sequence[SummaryEntry], messages: Sequence[BaseMessage], *, keep_turns: int,
            max_summaries: int = 4) -> ModelView:
    """``model_view`` from entries already read: a turn and the read-ahead of the next turn's start see the thread
    through the same entries (agent/turn_prompt.py), so the prefix read ahead is the one the turn sends."""
    windows = [Window(e.seq, e.start_index, e.end_index) for e in entries if e.end_index <= len(messages)]
    kinds = [m.type for m in messages]
    start = raw_start(kinds, summarised_until(windows), keep_turns)
    shown = [e for e in entries if e.start_index < start][-max_summaries:]
    return ModelView(
        summaries=[f"They asked: {e.question} You answered: {e.answer}" for e in shown],
        messages=list(messages[start:]),
    )
