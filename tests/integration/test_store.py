"""The store against a real Postgres: setup, pgvector errors, embedder changes, sharing and crash recovery."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from gpt_home.errors import EmbeddingMismatchError, StoreError, VectorExtensionError
from gpt_home.memory.embeddings import HashingEmbeddings, _ProviderEmbeddings
from gpt_home.memory.embedded import embedded_server_pid, ensure_embedded_server, stop_embedded_server
from gpt_home.memory.store import open_database, redact_url


@pytest.fixture
def fresh_db_url(pg_url: str) -> str:
    """A new, empty database on the session server (dropped after the test)."""
    name = f"t_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = make_conninfo(pg_url, dbname=name)
    yield url
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _count(url: str, sql: str) -> int:
    with psycopg.connect(url) as conn:
        return conn.execute(sql).fetchone()[0]


def test_setup_is_idempotent(make_settings, fresh_db_url: str) -> None:
    settings = make_settings(database_url=fresh_db_url)
    first = open_database(settings)
    first.store.put(("memories", "u1", "semantic"), "k", {"content": "the cat is called Miso"})
    first.close()
    migrations = _count(fresh_db_url, "SELECT count(*) FROM store_migrations")
    checkpoints = _count(fresh_db_url, "SELECT count(*) FROM checkpoint_migrations")
    second = open_database(settings)
    try:
        assert _count(fresh_db_url, "SELECT count(*) FROM store_migrations") == migrations
        assert _count(fresh_db_url, "SELECT count(*) FROM checkpoint_migrations") == checkpoints
        hits = second.store.search(("memories", "u1"), query="what is the cat's name", limit=1)
        assert [h.value["content"] for h in hits] == ["the cat is called Miso"]
    finally:
        second.close()


def test_missing_pgvector_privilege_names_the_fix(make_settings, fresh_db_url: str) -> None:
    role = f"r_{uuid.uuid4().hex[:8]}"
    dbname = conninfo_to_dict(fresh_db_url)["dbname"]
    with psycopg.connect(fresh_db_url, autocommit=True) as conn:
        conn.execute(f'CREATE ROLE "{role}" LOGIN NOSUPERUSER')
        conn.execute(f'GRANT ALL ON DATABASE "{dbname}" TO "{role}"')
        conn.execute(f'GRANT ALL ON SCHEMA public TO "{role}"')
    limited = make_conninfo(fresh_db_url, user=role)
    with pytest.raises(VectorExtensionError) as info:
        open_database(make_settings(database_url=limited))
    assert "a superuser must run `CREATE EXTENSION vector;`" in str(info.value)
    assert info.value.code == "PGVECTOR_MISSING"


def test_an_offline_embedder_change_is_re_embedded_on_opening(make_settings, fresh_db_url: str) -> None:
    open_database(make_settings(database_url=fresh_db_url)).close()
    with psycopg.connect(fresh_db_url, autocommit=True) as conn:
        conn.execute("UPDATE gpt_home_meta SET value = '384' WHERE key = 'embedding_dims'")
    db = open_database(make_settings(database_url=fresh_db_url))
    db.close()
    with psycopg.connect(fresh_db_url, autocommit=True) as conn:
        dims = conn.execute("SELECT value FROM gpt_home_meta WHERE key = 'embedding_dims'").fetchone()[0]
    assert dims == str(db.embedder.dims)


def test_a_provider_embedder_of_another_dimension_is_refused(make_settings, fresh_db_url: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    open_database(make_settings(database_url=fresh_db_url)).close()
    # The paid cloud API is the outer boundary: a local embedder stands in behind the provider wrapper.
    provider = _ProviderEmbeddings("openai:text-embedding-3-small", HashingEmbeddings(dims=384))
    monkeypatch.setattr("gpt_home.memory.store.load_embedder", lambda *_a, **_k: provider)
    with pytest.raises(EmbeddingMismatchError, match="gpt-home memory reindex"):
        open_database(make_settings(database_url=fresh_db_url))


def test_unreachable_database_is_one_clean_error(make_settings) -> None:
    with pytest.raises(StoreError) as info:
        open_database(make_settings(database_url="postgresql://me:hunter2@127.0.0.1:9/nothing"))
    assert "hunter2" not in str(info.value)
    assert "127.0.0.1:9" in str(info.value)


def test_redact_url_drops_password() -> None:
    assert redact_url("postgresql://me:pw@db.lan:5433/gh") == "postgresql://me@db.lan:5433/gh"
    assert redact_url("host=/run/pg user=me password=pw dbname=x") == "postgresql://me@/run/pg/x"


def _cli(data_dir: Path, *args: str) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_") and k != "DATABASE_URL"}
    env.update({"GPT_HOME_DATA_DIR": str(data_dir), "GPT_HOME_LLM_MODEL": "none"})
    return subprocess.Popen([sys.executable, "-m", "gpt_home.cli", *args], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.slow
def test_processes_share_one_embedded_server(tmp_path: Path) -> None:
    """Three CLI processes start at once on an empty data dir: one cluster, one server, every write kept."""
    data_dir = tmp_path / "shared"
    try:
        procs = [_cli(data_dir, "memory", "add", f"fact number {i}") for i in range(3)]
        for proc in procs:
            out, err = proc.communicate(timeout=180)
            assert proc.returncode == 0, err
        listing = _cli(data_dir, "memory", "list")
        out, err = listing.communicate(timeout=120)
        assert listing.returncode == 0, err
        assert sorted(line.split()[-1] for line in out.splitlines()) == ["0", "1", "2"]
        postmasters = subprocess.run(["pgrep", "-f", f"postgres -D {data_dir}"], capture_output=True, text=True)
        assert len(postmasters.stdout.split()) == 1
    finally:
        stop_embedded_server(data_dir)


_WRITER = """
import sys, warnings
warnings.filterwarnings("ignore")
from gpt_home.config import load_settings
from gpt_home.memory.store import open_database
db = open_database(load_settings({"data_dir": sys.argv[1], "llm_model": "none"}))
i = 0
while True:
    db.store.put(("memories", "crash", "semantic"), f"k{i}", {"content": f"fact {i}"})
    print(i, flush=True)
    i += 1
"""


@pytest.mark.slow
def test_restart_after_kill_9_during_writes(tmp_path: Path) -> None:
    """kill -9 the server and the writer mid-write: the next start recovers and every acknowledged write is there."""
    data_dir = tmp_path / "crash"
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_") and k != "DATABASE_URL"}
    writer = subprocess.Popen([sys.executable, "-c", _WRITER, str(data_dir)], env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    acknowledged = -1
    try:
        deadline = time.monotonic() + 120
        while acknowledged < 40 and time.monotonic() < deadline:
            line = writer.stdout.readline()  # type: ignore[union-attr]
            if not line:
                break
            acknowledged = int(line)
        assert acknowledged >= 40, writer.stderr.read() if writer.stderr else ""
        pid = embedded_server_pid(data_dir)
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        writer.kill()
        writer.wait(timeout=30)
        time.sleep(0.5)  # let the kernel reap the server's children before the restart looks at postmaster.pid
        url = ensure_embedded_server(data_dir)
        with psycopg.connect(url) as conn:
            keys = {r[0] for r in conn.execute("SELECT key FROM store WHERE prefix = 'memories.crash.semantic'")}
        assert {f"k{i}" for i in range(acknowledged + 1)} <= keys
    finally:
        if writer.poll() is None:
            writer.kill()
        stop_embedded_server(data_dir)


def test_connection_checks_forgotten_after_a_failure_check_a_fresh_connection_again(db) -> None:  # noqa: ANN001
    """After the database failed, a connection checked a moment ago is checked again (a restart broke it)."""
    from gpt_home.memory.store import ConnectionChecks

    checks = ConnectionChecks(every_seconds=60.0, clock=lambda: 100.0)
    with db.pool.connection() as conn:
        checks(conn)
        conn.close()  # what a server restart does to a pooled connection
        checks(conn)  # still trusted: checked within the window
        assert checks.checks == 1
        checks.forget()
        with pytest.raises(psycopg.OperationalError):
            checks(conn)


def test_connection_checks_are_kept_per_database_and_skipped_while_fresh(db) -> None:  # noqa: ANN001
    """The pool's check state lives in the Database (no module-level state); a check is a real round trip."""
    from gpt_home.memory.store import ConnectionChecks

    now = [100.0]
    checks = ConnectionChecks(every_seconds=1.0, clock=lambda: now[0])
    assert db.connection_checks is not checks and isinstance(db.connection_checks, ConnectionChecks)
    with db.pool.connection() as conn:
        checks(conn)
        now[0] += 0.5
        checks(conn)  # checked half a second ago: skipped
        assert checks.checks == 1
        now[0] += 1.0
        checks(conn)
        assert checks.checks == 2
        conn.close()
        now[0] += 2.0
        with pytest.raises(psycopg.OperationalError):
            checks(conn)  # a broken connection fails its check, so the pool replaces it
