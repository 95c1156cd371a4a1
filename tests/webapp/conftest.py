"""Fixtures for the settings page: the real app from the factory over the session's real Postgres."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from gpt_home.memory.service import MemoryService
from gpt_home.webapp import create_app
from tests.optional_parts import require

CHROMIUM = "/usr/bin/chromium"
WAIT_MS = 10_000  # Playwright's default wait in the browser tests


@pytest.fixture
def make_app(make_settings, db) -> Callable[..., Flask]:
    """Build the app for settings overrides, over the shared open database (which the app does not close)."""

    def _make(**overrides: object) -> Flask:
        app = create_app(make_settings(**overrides), db=db)
        app.testing = True
        return app

    return _make


@pytest.fixture
def app(make_app, user_id: str) -> Flask:
    """The app with this test's unique user as the default user."""
    return make_app(user_id=user_id)


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """A test client (it sends no Origin or Sec-Fetch headers, like curl)."""
    return app.test_client()


@pytest.fixture
def memory(db, settings) -> MemoryService:
    """The memory facade over the same database, to arrange and check data."""
    from gpt_home.memory.factory import open_memory_service

    return open_memory_service(settings, database=db, background=False, write_wait_seconds=30)


# --- the browser tests' Chromium (tests/webapp/test_browser*.py) ---------------------------------------------------
@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One headless Chromium for the module (Debian's package; `playwright install` cannot work offline)."""
    require(Path(CHROMIUM).exists(), "Debian's chromium is not installed (scripts/setup.sh --test installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM,
                                      args=["--no-sandbox", "--disable-background-networking"])
        yield chromium
        chromium.close()


@pytest.fixture
def serve(make_settings, db, user_id: str) -> Iterator[Any]:
    """Start the app under waitress on 127.0.0.1 (a free port) in a thread, over the test database; returns its URL."""
    from gpt_home.webapp.server import make_server, stop_server

    running: list[tuple[Any, threading.Thread]] = []

    def _serve(**overrides: object) -> str:
        server = make_server(make_settings(user_id=user_id, **overrides), host="127.0.0.1", port=0, db=db, threads=4)
        thread = threading.Thread(target=server.run, name="waitress-test", daemon=True)
        thread.start()
        running.append((server, thread))
        return f"http://127.0.0.1:{server.effective_port}"

    yield _serve
    for server, thread in running:
        stop_server(server)
        thread.join(timeout=10)
        assert not thread.is_alive()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page (own context) that records Content-Security-Policy violations and page errors."""
    context = browser.new_context(viewport={"width": 390, "height": 844})  # a phone
    tab = context.new_page()
    tab.set_default_timeout(WAIT_MS)
    tab.problems = []
    tab.on("console", lambda msg: tab.problems.append(msg.text) if "Content Security Policy" in msg.text else None)
    tab.on("pageerror", lambda exc: tab.problems.append(str(exc)))
    yield tab
    context.close()

