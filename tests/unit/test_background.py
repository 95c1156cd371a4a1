"""The background memory worker: debounce, cancellation that stops writes, failures contained, bounded shutdown."""

from __future__ import annotations

import threading

import pytest

from gpt_home.memory.background import BackgroundWorker, CancelToken, JobCancelledError

WAIT_SECONDS = 10


@pytest.fixture
def worker():  # noqa: ANN201
    w = BackgroundWorker(name="test-memory")
    yield w
    w.shutdown(timeout_seconds=WAIT_SECONDS)


def test_same_key_is_debounced(worker: BackgroundWorker) -> None:
    ran: list[str] = []
    worker.submit(("extract", "u1", "t1"), "u1", lambda _t: ran.append("first"), delay_seconds=3600)
    worker.submit(("extract", "u1", "t1"), "u1", lambda _t: ran.append("second"), delay_seconds=3600)
    worker.submit(("extract", "u1", "t2"), "u1", lambda _t: ran.append("other thread"), delay_seconds=3600)
    assert worker.pending_count() == 2
    assert worker.wait_idle(WAIT_SECONDS, run_now=True)
    assert sorted(ran) == ["other thread", "second"]


def test_cancel_drops_pending_jobs_of_one_user(worker: BackgroundWorker) -> None:
    ran: list[str] = []
    worker.submit(("extract", "u1", "t"), "u1", lambda _t: ran.append("u1"), delay_seconds=3600)
    worker.submit(("extract", "u2", "t"), "u2", lambda _t: ran.append("u2"), delay_seconds=3600)
    assert worker.cancel_pending("u1") == 1
    assert worker.wait_idle(WAIT_SECONDS, run_now=True)
    assert ran == ["u2"]


def test_cancel_stops_a_running_job_from_writing(worker: BackgroundWorker) -> None:
    inside, go = threading.Event(), threading.Event()
    writes: list[str] = []

    def job(token: CancelToken) -> None:
        with token.guard():
            writes.append("before")
        inside.set()
        go.wait(WAIT_SECONDS)
        with token.guard():
            writes.append("after the clear")

    worker.submit(("extract", "u1", "t"), "u1", job)
    assert inside.wait(WAIT_SECONDS)
    assert worker.cancel_pending("u1") == 1
    go.set()
    assert worker.wait_idle(WAIT_SECONDS)
    assert writes == ["before"]
    assert worker.failed == 0 and worker.completed == 0


def test_cancel_waits_for_a_write_in_progress() -> None:
    token = CancelToken()
    in_write, release = threading.Event(), threading.Event()

    def write() -> None:
        with token.guard():
            in_write.set()
            release.wait(WAIT_SECONDS)

    writer = threading.Thread(target=write)
    writer.start()
    assert in_write.wait(WAIT_SECONDS)
    canceller = threading.Thread(target=token.cancel)
    canceller.start()
    canceller.join(0.2)
    assert canceller.is_alive()  # the clear waits until the write it raced with is finished...
    release.set()
    canceller.join(WAIT_SECONDS)
    writer.join(WAIT_SECONDS)
    with pytest.raises(JobCancelledError), token.guard():  # ...and afterwards nothing writes
        pass


def test_failures_do_not_kill_the_worker(worker: BackgroundWorker) -> None:
    from langmem.errors import ConfigurationError

    def config_error(_t: CancelToken) -> None:
        raise ConfigurationError("missing langgraph_user_id")  # a BaseException in LangMem

    def boom(_t: CancelToken) -> None:
        raise RuntimeError("provider down")

    ran: list[int] = []
    worker.submit(("a",), "u", config_error)
    worker.submit(("b",), "u", boom)
    worker.submit(("c",), "u", lambda _t: ran.append(1))
    assert worker.wait_idle(WAIT_SECONDS)
    assert (worker.failed, worker.completed, ran) == (2, 1, [1])


def test_shutdown_runs_what_is_pending_then_refuses_work() -> None:
    worker = BackgroundWorker(name="test-memory")
    ran: list[str] = []
    worker.submit(("extract", "u", "t"), "u", lambda _t: ran.append("flushed"), delay_seconds=3600)
    assert worker.shutdown(timeout_seconds=WAIT_SECONDS)
    assert ran == ["flushed"]
    worker.submit(("extract", "u", "t"), "u", lambda _t: ran.append("late"))
    assert worker.pending_count() == 0 and ran == ["flushed"]


def test_shutdown_is_bounded_and_never_blocks_exit() -> None:
    worker = BackgroundWorker(name="test-memory")
    stuck = threading.Event()
    worker.submit(("extract", "u", "t"), "u", lambda _t: stuck.wait(WAIT_SECONDS))
    assert worker.shutdown(timeout_seconds=0.2) is False  # gave up waiting, did not hang
    assert worker._thread is not None and worker._thread.daemon  # and cannot keep the process alive
    stuck.set()
