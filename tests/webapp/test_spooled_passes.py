"""Memory passes an ``ask`` left unfinished (it could not reach the database) are applied by the memory service when
the settings page lists memories: the fact shows on the Memories page and in the API once, and is never applied twice;
a pass whose process still runs is left to that process (the daemon may be applying it right now)."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator

import pytest
from flask.testing import FlaskClient

from gpt_home.memory.learning_pass import FinishedTurn
from gpt_home.memory.manager import MemoryKind
from gpt_home.memory.pass_spool import PassSpool
from gpt_home.memory.service import MemoryService

FACT = "The user's favourite colour is green."


def _gone_pid() -> int:
    """The pid of a process that has exited (an ``ask`` that returned)."""
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


@pytest.fixture
def spool(memory: MemoryService) -> PassSpool:
    return PassSpool(memory.journal.directory, clears_version=memory.journal.clears_version)


@pytest.fixture
def running_pid() -> Iterator[int]:
    """Another process that is still running (a daemon with passes in flight)."""
    child = subprocess.Popen(["cat"], stdin=subprocess.PIPE)
    yield child.pid
    child.communicate()  # closes its stdin: it exits


def _shown(html: str) -> list[str]:
    """The memory texts the Memories page shows (each once, in its item)."""
    return re.findall(r'<p class="text">([^<]*)</p>', html)


def _facts(memory: MemoryService, user_id: str) -> list[str]:
    return [m.text for m in memory.list(user_id, MemoryKind.SEMANTIC)]


def test_the_page_lists_a_spooled_fact_once(client: FlaskClient, memory: MemoryService, spool: PassSpool,
                                            user_id: str) -> None:
    spool.add("ask-1", FinishedTurn(user_id, "t1", "My favourite colour is green."), owner_pid=_gone_pid())
    first = client.get("/memories").get_data(as_text=True)
    assert _shown(first) == ["The user&#39;s favourite colour is green."]
    assert spool.take_pending() == []  # applied, so gone from the spool
    again = client.get("/memories").get_data(as_text=True)
    assert _shown(again) == _shown(first)
    assert _facts(memory, user_id) == [FACT]
    assert memory.finish_pending_passes() == 0  # nothing left for the CLI either


def test_the_api_applies_the_same_pass_once(client: FlaskClient, memory: MemoryService, spool: PassSpool,
                                            user_id: str) -> None:
    turn = FinishedTurn(user_id, "t1", "My favourite colour is green.")
    spool.add("ask-1", turn, owner_pid=_gone_pid())
    spool.add("ask-1-again", turn, owner_pid=_gone_pid())  # the same turn queued twice (a retried ask)
    listed = client.get(f"/api/memories?user={user_id}&kind=semantic").get_json()
    assert [m["text"] for m in listed["memories"]] == [FACT]
    assert _facts(memory, user_id) == [FACT]


def test_a_pass_of_a_running_process_is_left_to_it(client: FlaskClient, memory: MemoryService, spool: PassSpool,
                                                   user_id: str, running_pid: int) -> None:
    spool.add("in-flight", FinishedTurn(user_id, "t1", "My favourite colour is green."), owner_pid=running_pid)
    html = client.get("/memories").get_data(as_text=True)
    assert _shown(html) == []
    assert memory.finish_pending_passes() == 0 and _facts(memory, user_id) == []
    spool.done("in-flight")  # its owner applied it


def test_nothing_is_applied_while_the_database_is_down(memory: MemoryService, spool: PassSpool,
                                                       user_id: str) -> None:
    spool.add("ask-1", FinishedTurn(user_id, "t1", "My favourite colour is green."), owner_pid=_gone_pid())
    memory.health.mark_down("outage drill")
    assert memory.finish_pending_passes() == 0  # at once: kept for when the database is back
    memory.health.mark_up()
    assert memory.finish_pending_passes() == 1
    assert _facts(memory, user_id) == [FACT]
