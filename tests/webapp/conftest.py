"""Fixtures for the settings page: the real app from the factory over the session's real Postgres."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from flask import Flask
from flask.testing import FlaskClient

from gpt_home.memory.service import MemoryService
from gpt_home.webapp import create_app


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
