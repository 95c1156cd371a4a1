"""Nothing said is lost and nothing cleared comes back when Postgres hangs or dies: a real embedded server is
SIGSTOPped, SIGKILLed and restarted under the real CLI, the real settings page and the assistant.

Each outage test owns its embedded server in a temp data dir (and stops it); timing targets live in
bench/outage_drill.py, these tests assert behaviour.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psutil
import psycopg
import pytest
from pydantic import SecretStr

from gpt_home.config import Settings
from gpt_home.memory.embedded import embedded_server_pid, ensure_embedded_server, stop_embedded_server
from gpt_home.memory.factory import open_memory_service
from gpt_home.memory.journal import Journal, JournalEntry
from gpt_home.memory.manager import memory_namespace

pytestmark = pytest.mark.slow


def _stored(url: str, user: str) -> list[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT value->>'content' FROM store WHERE prefix = %s ORDER BY created_at",
                            (".".join(memory_namespace(user, "semantic")),)).fetchall()
    return [r[0] for r in rows]


def _server_processes(data_dir: Path) -> list[psutil.Process]:
    pid = embedded_server_pid(data_dir)
    assert pid is not None, "the embedded server is not running"
    postmaster = psutil.Process(pid)
    return [postmaster, *postmaster.children(recursive=True)]


@contextmanager
def hung(data_dir: Path) -> Iterator[None]:
    """The whole embedded server (postmaster and backends) stopped with SIGSTOP, continued afterwards."""
    procs = _server_processes(data_dir)
    for p in list(procs):
        try:
            p.send_signal(signal.SIGSTOP)
        except psutil.NoSuchProcess:  # a backend of a connection just closed has exited meanwhile
            procs.remove(p)
    try:
        yield
    finally:
        for p in procs:
            try:
                p.send_signal(signal.SIGCONT)
            except psutil.NoSuchProcess:
                pass


@pytest.fixture
def own_server(make_settings, tmp_path: Path) -> Iterator[tuple[Settings, str]]:
    """An embedded Postgres this test may hang, kill and restart, set up once."""
    data_dir = tmp_path / "outage"
    settings = make_settings(data_dir=data_dir, database_url=None, memory_deadline_seconds=0.5,
                             memory_connect_wait_seconds=1.0)
    url = ensure_embedded_server(data_dir)
    from gpt_home.memory.store import open_database

    open_database(settings).close()  # schema in place
    try:
        yield settings, url
    finally:
        stop_embedded_server(data_dir)


def _cli(settings: Settings, *args: str, timeout: float = 120, model: str = "none") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_") and k != "DATABASE_URL"}
    env.update({"GPT_HOME_DATA_DIR": str(settings.data_dir), "GPT_HOME_LLM_MODEL": model,
                "GPT_HOME_LLM_MAX_TOKENS": "24",
                "GPT_HOME_MEMORY_DEADLINE_SECONDS": "0.5", "GPT_HOME_MEMORY_CONNECT_WAIT_SECONDS": "1"})
    return subprocess.run([sys.executable, "-m", "gpt_home.cli", *args], env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)


def test_a_cold_start_with_the_database_hung_answers_a_local_intent(own_server: tuple[Settings, str]) -> None:
    settings, _ = own_server
    with hung(settings.data_dir):
        result = _cli(settings, "ask", "--json", "what time is it")
    assert result.returncode == 0, result.stderr
    reply = json.loads(result.stdout)
    assert reply["source"] == "intent" and reply["reply"].startswith("It's ")


def test_a_cold_ask_with_the_database_hung_answers_a_model_question_and_a_local_intent(
        own_server: tuple[Settings, str], local_model_path: Path) -> None:
    """The bundled model answers a cold `ask` while the server is hung, from the answer it computed while the agent
    stack was imported (agent/answer_ahead.py); a local intent answers without starting the model at all."""
    settings, _ = own_server
    with hung(settings.data_dir):
        asked = _cli(settings, "--log-level", "DEBUG", "ask", "--json", "why do cats purr", model="auto")
        local = _cli(settings, "--log-level", "DEBUG", "ask", "--json", "what time is it", model="auto")
    assert asked.returncode == 0, asked.stderr
    reply = json.loads(asked.stdout)
    assert reply["source"] == "model" and "purr" in reply["reply"].lower(), reply
    assert reply["thread"].endswith("-outage")
    assert "answer computed ahead serves the turn: yes" in asked.stderr
    assert list((settings.data_dir / "cache").glob("prompt-*.kv")), "the evaluated prompt was not kept"
    assert local.returncode == 0, local.stderr
    reply = json.loads(local.stdout)
    assert reply["source"] == "intent" and reply["reply"].startswith("It's "), reply
    assert "answer_ahead" not in local.stderr and "loading the local language model" not in local.stderr


def test_a_cold_model_question_with_the_database_hung_is_recorded_once_it_is_back(
        own_server: tuple[Settings, str], local_model_path: Path) -> None:
    """A knowledge question answered from the answer computed ahead (stopped after its first sentence) while the
    server is hung: the printed reply is the guard's first sentence, and the turn's conversation record, journaled
    during the outage, is in the database once it is back (replayed by the next process)."""
    settings, _ = own_server
    with hung(settings.data_dir):
        asked = _cli(settings, "--log-level", "DEBUG", "ask", "--json", "--user", "eve", "why is the sky blue",
                     model="auto")
        assert asked.returncode == 0, asked.stderr
        reply = json.loads(asked.stdout)
        assert reply["source"] == "model" and reply["thread"].endswith("-outage"), reply
        assert reply["handled_by"] in ("llm", "guard:trimmed-to-first-sentence"), reply
        assert "answer computed ahead serves the turn: yes" in asked.stderr
        assert Journal.at(settings.data_dir).pending(), "the turn's record was not journaled during the outage"
    memory = open_memory_service(settings, background=False)
    try:
        assert memory.wait_ready(60) and memory.flush(60), "the journal was not replayed once the server was back"
        assert reply["thread"] in memory.thread_ids("eve")
    finally:
        memory.close()
    assert not Journal.at(settings.data_dir).pending()


def test_a_cold_model_reply_from_the_answer_ahead_equals_the_full_turns_reply(
        own_server: tuple[Settings, str], local_model_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """With the server hung, a turn served by the answer computed ahead (a child process, stopped at the end of the
    first sentence) says exactly what the same turn says when the model generates the whole answer in process."""
    from datetime import UTC, datetime

    from gpt_home.agent.ahead_chat_model import AheadChatModel, chat_model_with
    from gpt_home.agent.answer_ahead import start_answer_ahead
    from gpt_home.wiring import build_household, open_memory

    settings, _ = own_server
    settings = settings.model_copy(update={"llm_model": f"local:{local_model_path}", "llm_max_tokens": 60})
    now = datetime(2026, 3, 14, 15, 9, tzinfo=UTC)
    replies, opened = [], []
    caplog.set_level(logging.DEBUG, logger="gpt_home.agent.answer_ahead")
    try:
        with hung(settings.data_dir):
            for ahead_first in (True, False):
                ahead = start_answer_ahead(settings, "why is the sky blue", now=now) if ahead_first else None
                memory = open_memory(settings)
                model = chat_model_with(settings, ahead) if ahead is not None else "from-settings"
                assistant = build_household(settings, memory, chat_model=model).assistant
                opened.append((assistant, memory))
                try:
                    assert isinstance(assistant.config.chat_model, AheadChatModel) is ahead_first
                    replies.append(assistant.turn("why is the sky blue", user_id=f"u{int(ahead_first)}", now=now))
                finally:
                    if ahead is not None:
                        ahead.close()
                assert ahead is None or ahead.done
    finally:  # once the server is back, so each service closes cleanly
        for assistant, memory in opened:
            assistant.close()
            memory.close()
    served, full = replies
    assert "answer computed ahead serves the turn: yes" in caplog.text
    assert served.source == full.source == "model"
    assert (served.text, served.handled_by) == (full.text, full.handled_by)


def test_a_fresh_process_does_not_wait_for_a_hung_server_before_its_first_reply(
        own_server: tuple[Settings, str]) -> None:
    """The reply path never waits for a connection that has not answered: with a 60 s connect wait configured, the
    first turn of a fresh service over a hung server is answered (in outage mode) long before that wait would end."""
    from gpt_home.wiring import build_household, open_memory

    settings, url = own_server
    settings = settings.model_copy(update={"memory_connect_wait_seconds": 60.0})
    with hung(settings.data_dir):
        memory = open_memory(settings)
        household = build_household(settings, memory, chat_model=None)
        replies: list = []
        done = threading.Event()

        def turn() -> None:
            replies.append(household.assistant.turn("remember that the spare key is under the green pot",
                                                    user_id="dora"))
            done.set()

        threading.Thread(target=turn, daemon=True).start()
        try:
            assert done.wait(30), "the first turn waited for the hung server"
            (reply,) = replies
            assert reply.source == "intent" and reply.thread_id.endswith("-outage")
            assert not memory.health.is_connected and memory.journal.pending()
        finally:
            household.assistant.close(timeout_seconds=1)
    assert memory.wait_ready(60) and memory.flush(60), "the journaled writes were not applied once it was back"
    memory.close()
    assert [t.lower().rstrip(".") for t in _stored(url, "dora")] == ["the spare key is under the green pot"]


def test_a_write_during_the_outage_appears_in_memory_list_once_the_database_is_back(
        own_server: tuple[Settings, str]) -> None:
    settings, _ = own_server
    with hung(settings.data_dir):
        added = _cli(settings, "memory", "add", "the", "spare", "key", "is", "under", "the", "blue", "pot")
        assert added.returncode == 0, added.stderr
        assert "stored when it is back" in added.stdout
    listed = _cli(settings, "memory", "--json", "list")
    assert listed.returncode == 0, listed.stderr
    assert [m["text"] for m in json.loads(listed.stdout)] == ["the spare key is under the blue pot"]
    assert not Journal.at(settings.data_dir).pending()


def test_a_clear_from_the_page_during_an_outage_keeps_journaled_writes_from_returning(
        own_server: tuple[Settings, str], make_settings) -> None:
    from gpt_home.webapp import create_app

    settings, url = own_server
    daemon = open_memory_service(settings)  # the running daemon's service, holding the same journal
    try:
        assert daemon.wait_ready(60)
        daemon.add("alice", "alice stored this before the outage")
        assert daemon.flush(30) and _stored(url, "alice") == ["alice stored this before the outage"]
        page_settings = settings.model_copy(update={"web_api_token": SecretStr("s3cret-token-value")})
        with hung(settings.data_dir):
            for i in range(3):
                daemon.add("alice", f"alice said this during the outage {i}")
            daemon.add("bob", "bob said this during the outage")
            client = create_app(page_settings).test_client()
            cleared = client.post("/clearMemory", json={"user": "alice"},
                                  headers={"Authorization": "Bearer s3cret-token-value"})
            assert cleared.status_code == 200 and cleared.get_json()["cleared"]["pending"] == 1
            daemon.add("alice", "alice said this after the clear")
        client.application.extensions["gpt_home"].close()
        assert daemon.flush(60), "the journal did not drain after the database came back"
        assert _stored(url, "alice") == ["alice said this after the clear"]
        assert _stored(url, "bob") == ["bob said this during the outage"]
        daemon.store.drainer.round()  # replaying again changes nothing
        assert _stored(url, "alice") == ["alice said this after the clear"]
    finally:
        daemon.close()


def test_page_writes_to_a_hung_server_are_journaled_without_running_out_their_wait(
        own_server: tuple[Settings, str]) -> None:
    """The page's process had a working connection when the server hung: its next write and its clear ask whether the
    server still answers and return with the entry journaled, instead of waiting their whole 5 s for the replay."""
    from gpt_home.webapp import create_app

    settings, url = own_server
    page_settings = settings.model_copy(update={"web_api_token": SecretStr("s3cret-token-value")})
    client = create_app(page_settings).test_client()
    web = client.application.extensions["gpt_home"]
    try:
        assert client.get("/memories").status_code == 200 and web.memory().wait_ready(60)
        memory = web.memory()
        with hung(settings.data_dir):
            memory.add("carol", "carol said this during the outage")
            assert not memory.available
            assert "did not answer" in memory.health.last_error or "no answer" in memory.health.last_error
            assert "journal not applied" not in memory.health.last_error
            cleared = client.post("/clearMemory", json={"user": "dave"},
                                  headers={"Authorization": "Bearer s3cret-token-value"})
            assert cleared.status_code == 200 and cleared.get_json()["cleared"]["pending"] == 1
            assert "journal not applied" not in memory.health.last_error
        assert memory.health.wait_up(60) and memory.flush(60)
        assert _stored(url, "carol") == ["carol said this during the outage"]
    finally:
        web.close()


def test_a_corrupt_and_truncated_journal_is_logged_and_the_rest_replayed(
        own_server: tuple[Settings, str], caplog: pytest.LogCaptureFixture) -> None:
    settings, url = own_server
    journal = Journal.at(settings.data_dir)
    namespace = memory_namespace("carol", "semantic")
    journal.append(JournalEntry.put(namespace, "k1", {"content": "whole entry one"}))
    with journal.path.open("ab") as f:
        f.write(b'{"v":2,"garbage": true}\t00000000\n')
        f.write(JournalEntry.put(namespace, "k2", {"content": "whole entry two"}).to_line())
        f.write(JournalEntry.put(namespace, "k3", {"content": "torn entry"}).to_line()[:40])
    with caplog.at_level(logging.WARNING, logger="gpt_home.memory.journal"):
        service = open_memory_service(settings)
        try:
            assert service.wait_ready(60) and service.flush(30)
            assert sorted(_stored(url, "carol")) == ["whole entry one", "whole entry two"]
            assert service.recall("carol", "what do I know", limit=5, budget_tokens=300) is not None
        finally:
            service.close()
    assert sum("bad journal line" in r.getMessage() for r in caplog.records) >= 2
    assert journal.report().corrupt == 2
    doctor = _cli(settings, "doctor")
    assert "memory journal" in doctor.stdout and "2 bad line(s) skipped" in doctor.stdout


def _drained(memory, timeout_seconds: float) -> bool:  # memory: a MemoryService
    """Wait until the service may use the database and its journal is applied (bounded; a few back-offs at most)."""
    deadline = time.monotonic() + timeout_seconds
    while (left := deadline - time.monotonic()) > 0:
        if memory.health.wait_up(left) and memory.flush(max(0.0, deadline - time.monotonic())):
            return True
    return False


def test_the_daemon_keeps_answering_and_remembering_when_the_server_is_killed(
        own_server: tuple[Settings, str]) -> None:
    """Turns that store facts ("remember that ...") across a SIGKILL; the service restarts the embedded server."""
    from gpt_home.wiring import build_household, open_memory

    settings, url = own_server
    memory = open_memory(settings)
    household = build_household(settings, memory, chat_model=None)
    assistant = household.assistant
    try:
        assert memory.wait_ready(60)
        facts = [f"the spare key number {i} is under the pot" for i in range(6)]
        for fact in facts[:2]:
            assert assistant.turn(f"remember that {fact}", user_id="bob").source == "intent"
        back = threading.Event()
        memory.health.on_up.append(back.set)
        for p in _server_processes(settings.data_dir):
            p.send_signal(signal.SIGKILL)
        for fact in facts[2:4]:
            reply = assistant.turn(f"remember that {fact}", user_id="bob")
            assert reply.source == "intent", reply
        assert assistant.turn("what time is it", user_id="bob").text.startswith("It's ")
        assert back.wait(120), "the embedded server was not restarted"
        for fact in facts[4:]:
            assistant.turn(f"remember that {fact}", user_id="bob")
        # A pooled connection from before the kill may fail once more after the restart: that write is journaled and
        # the service backs off briefly before replaying (nothing lost), so wait for it to be up, then drain.
        assert _drained(memory, 60), "the journaled writes were not applied after the restart"
        stored = sorted(t.lower().rstrip(".") for t in _stored(url, "bob"))  # the skill capitalises and punctuates
        assert stored == sorted(facts)
    finally:
        assistant.close()
        memory.close()
