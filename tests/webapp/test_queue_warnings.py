"""waitress's per-request "Task queue depth" warnings reach the log at most once per interval, with a count."""

from __future__ import annotations

import logging

import pytest

from gpt_home.webapp.server import QueueWarningLimiter


def test_one_queue_warning_per_interval_with_the_count_of_the_rest(caplog: pytest.LogCaptureFixture) -> None:
    now = [100.0]
    logger = logging.getLogger("test.waitress.queue")
    limiter = QueueWarningLimiter(60.0, clock=lambda: now[0])
    logger.addFilter(limiter)
    try:
        with caplog.at_level(logging.WARNING, logger=logger.name):
            for depth in range(1, 6):
                logger.warning("Task queue depth is %d", depth)
                now[0] += 1.0
            now[0] += 60.0
            logger.warning("Task queue depth is %d", 9)
            logger.warning("Task queue depth is %d", 10)
    finally:
        logger.removeFilter(limiter)
    assert [r.getMessage() for r in caplog.records] == [
        "Task queue depth is 1",
        "Task queue depth is 9 (4 more such warnings in the last 60 s)",
    ]


def test_the_server_installs_the_limiter_once(make_settings) -> None:  # noqa: ANN001
    from gpt_home.webapp.server import make_server, stop_server

    servers = [make_server(make_settings(), host="127.0.0.1", port=0, threads=1) for _ in range(2)]
    try:
        limiters = [f for f in logging.getLogger("waitress.queue").filters if isinstance(f, QueueWarningLimiter)]
        assert len(limiters) == 1
    finally:
        for server in servers:
            stop_server(server)
