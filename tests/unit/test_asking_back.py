"""Pending questions: asked with the turn clock, answered within 30 s, dropped by "never mind"."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from gpt_home.skills.asking_back import (
    Missing,
    PendingQuestions,
    SkillReply,
    completion,
    expects_answer,
    is_cancel,
)

NOW = datetime(2026, 11, 29, 23, 59, 50, tzinfo=ZoneInfo("Europe/Berlin"))  # the window crosses midnight
KEY = ("anna", "kitchen")


def test_question_is_marked_as_expecting_an_answer() -> None:
    pending = PendingQuestions()
    reply = pending.ask(KEY, Missing.TIMER_DURATION, NOW)
    assert reply == "For how long?" and isinstance(reply, str) and expects_answer(reply)
    assert not expects_answer(SkillReply("Okay.")) and not expects_answer("Okay.")


def test_answer_within_the_window_across_midnight() -> None:
    pending = PendingQuestions()
    pending.ask(KEY, Missing.ALARM_TIME, NOW)
    taken = pending.take(KEY, NOW + timedelta(seconds=30))
    assert taken is not None and taken.missing is Missing.ALARM_TIME
    assert pending.take(KEY, NOW + timedelta(seconds=31)) is None  # taken once


@pytest.mark.parametrize("later", [timedelta(seconds=30, microseconds=1), timedelta(minutes=5), timedelta(seconds=-1)])
def test_stale_or_future_questions_are_forgotten(later: timedelta) -> None:
    pending = PendingQuestions()
    pending.ask(KEY, Missing.TIMER_DURATION, NOW)
    assert pending.take(KEY, NOW + later) is None


def test_questions_are_per_user_and_device() -> None:
    pending = PendingQuestions()
    pending.ask(KEY, Missing.TIMER_DURATION, NOW)
    assert pending.take(("ben", "kitchen"), NOW) is None
    assert pending.take(("anna", "hall"), NOW) is None
    assert pending.peek(KEY, NOW) is not None


@pytest.mark.parametrize("text", ["never mind", "nevermind", "cancel", "cancel that", "forget it", "nothing", "no"])
def test_cancel_words(text: str) -> None:
    assert is_cancel(text)


@pytest.mark.parametrize("text", ["5 minutes", "cancel my alarm", "no more than ten minutes"])
def test_not_cancel_words(text: str) -> None:
    assert not is_cancel(text)


def test_completion_builds_the_whole_command() -> None:
    pending = PendingQuestions()
    pending.ask(KEY, Missing.TIMER_DURATION, NOW, label="pizza")
    question = pending.take(KEY, NOW)
    assert question is not None
    assert completion(question, "12 minutes") == "set a pizza timer for 12 minutes"
    pending.ask(KEY, Missing.REMINDER_TIME, NOW, task="call mom")
    question = pending.take(KEY, NOW)
    assert question is not None and completion(question, "in an hour") == "remind me to call mom in an hour"


def test_a_shared_store_carries_the_question_to_another_process() -> None:
    from langgraph.store.memory import InMemoryStore

    store = InMemoryStore()
    PendingQuestions(store=store).ask(KEY, Missing.TIMER_DURATION, NOW, label="pizza")
    other = PendingQuestions(store=store)  # a second `gpt-home ask` process
    taken = other.take(KEY, NOW + timedelta(seconds=20))
    assert taken is not None and (taken.missing, taken.data) == (Missing.TIMER_DURATION, {"label": "pizza"})
    assert PendingQuestions(store=store).take(KEY, NOW + timedelta(seconds=21)) is None  # answered once


class _BrokenStore:
    def put(self, *args: object, **kwargs: object) -> None:
        raise OSError("database down")

    def get(self, *args: object) -> None:
        raise OSError("database down")

    def delete(self, *args: object) -> None:
        raise OSError("database down")


def test_a_store_outage_keeps_the_question_in_process() -> None:
    pending = PendingQuestions(store=_BrokenStore())
    assert pending.ask(KEY, Missing.ALARM_TIME, NOW) == "For what time?"
    taken = pending.take(KEY, NOW + timedelta(seconds=5))
    assert taken is not None and taken.missing is Missing.ALARM_TIME


class _CountingStore:
    """langgraph's in-memory store, counting reads: each one is a database round trip on the real store."""

    def __init__(self) -> None:
        from langgraph.store.memory import InMemoryStore

        self.inner = InMemoryStore()
        self.reads = 0

    def get(self, *args: object) -> object:
        self.reads += 1
        return self.inner.get(*args)

    def put(self, *args: object, **kwargs: object) -> None:
        self.inner.put(*args, **kwargs)

    def delete(self, *args: object) -> None:
        self.inner.delete(*args)


def test_with_a_stamp_the_store_is_read_only_when_another_process_asked(tmp_path) -> None:
    store, stamp = _CountingStore(), tmp_path / "pending-questions.stamp"
    daemon = PendingQuestions(store=store, stamp=stamp)
    assert daemon.take(KEY, NOW) is None and store.reads == 1  # first look in this process
    assert daemon.take(KEY, NOW) is None and daemon.take(KEY, NOW) is None and store.reads == 1  # nothing new

    daemon.ask(KEY, Missing.TIMER_DURATION, NOW)  # asked here: the copy here is the question
    taken = daemon.take(KEY, NOW + timedelta(seconds=3))
    assert taken is not None and taken.missing is Missing.TIMER_DURATION and store.reads == 1
    assert store.inner.get(("pending", "anna"), "kitchen") is None  # and it is gone for other processes too

    PendingQuestions(store=store, stamp=stamp).ask(KEY, Missing.ALARM_TIME, NOW)  # `gpt-home ask` elsewhere
    taken = daemon.take(KEY, NOW + timedelta(seconds=4))
    assert taken is not None and taken.missing is Missing.ALARM_TIME and store.reads == 2
    assert daemon.take(KEY, NOW + timedelta(seconds=5)) is None and store.reads == 2
