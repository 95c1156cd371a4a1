"""Health: the reply path waits for a first connection only while the server is answering and being set up."""

from __future__ import annotations

import threading

import pytest

from gpt_home.memory.health import Health, StoreUnavailableError


@pytest.mark.timeout(60)
def test_a_server_that_has_not_answered_is_not_waited_for() -> None:
    health = Health(deadline_seconds=0.1)
    assert health.wait_connected_if_answering(3600) is False  # would hang for an hour if it waited
    health.attempt_failed("connection refused")
    assert health.wait_connected_if_answering(3600) is False


@pytest.mark.timeout(60)
def test_a_server_that_answered_is_waited_for_until_it_is_open_or_its_opening_failed() -> None:
    health = Health(deadline_seconds=0.1)
    health.server_answered()
    opened = threading.Timer(0.05, health.connected)
    opened.start()
    assert health.wait_connected_if_answering(3600) is True
    opened.join()

    failing = Health(deadline_seconds=0.1)
    failing.server_answered()
    failed = threading.Timer(0.05, failing.attempt_failed, args=("setup failed",))
    failed.start()
    assert failing.wait_connected_if_answering(3600) is False
    failed.join()


@pytest.mark.timeout(60)
def test_after_a_failure_callers_can_wait_until_the_database_may_be_tried_again() -> None:
    health = Health(deadline_seconds=0.1)
    health.connected()
    health.mark_down("server closed the connection unexpectedly")  # a stale connection after a restart
    assert health.wait_up(0) is False
    back = threading.Timer(0.05, health.mark_up)  # what the background probe does when the server answers
    back.start()
    assert health.wait_up(3600) is True  # would hang for an hour if it missed the comeback
    back.join()


@pytest.mark.timeout(60)
def test_calls_reuse_their_workers_and_a_hung_call_keeps_only_its_own() -> None:
    health = Health(deadline_seconds=0.2, workers=2)
    health.connected()
    workers: set[threading.Thread] = set()
    for n in range(50):  # one call after another: one worker, kept for the next call
        assert health.run(lambda n=n: (workers.add(threading.current_thread()), n)[1]) == n
    assert len(workers) == 1

    hang = threading.Event()
    with pytest.raises(StoreUnavailableError):  # a hung call is abandoned at its deadline...
        health.run(hang.wait)
    health.mark_up()
    assert health.run(lambda: "answered") == "answered"  # ...and the other worker still answers
    hung_too = threading.Event()
    with pytest.raises(StoreUnavailableError):
        health.run(hung_too.wait)
    health.mark_up()
    with pytest.raises(StoreUnavailableError, match="every database worker"):  # both stuck: no third thread
        health.run(lambda: "never")
    hang.set()
    hung_too.set()
    for _ in range(100):  # the freed workers take calls again
        try:
            assert health.run(lambda: "back") == "back"
            break
        except StoreUnavailableError:
            health.mark_up()
            threading.Event().wait(0.01)
    else:
        pytest.fail("the freed workers never took a call again")
