"""The contract with LangGraph's tables: our raw SQL (memory/manager.py's list and vector search, memory/clearing.py,
skills/timers.py's claims) reads and deletes rows of the store and checkpoint tables directly. This fails when an
upgrade of langgraph / langgraph-checkpoint-postgres changes the shape we rely on, before a user's memory breaks.
"""

from __future__ import annotations

from importlib.metadata import version

from packaging.version import Version

from gpt_home.memory.store import Database

# table -> {column: data type as information_schema reports it}
EXPECTED = {
    "store": {"prefix": "text", "key": "text", "value": "jsonb", "created_at": "timestamp with time zone",
              "updated_at": "timestamp with time zone"},
    "store_vectors": {"prefix": "text", "key": "text", "field_name": "text", "embedding": "USER-DEFINED"},
    "checkpoints": {"thread_id": "text", "checkpoint_ns": "text", "checkpoint_id": "text"},
    "checkpoint_blobs": {"thread_id": "text"},
    "checkpoint_writes": {"thread_id": "text"},
    "checkpoint_migrations": {"v": "integer"},
}
PINS = {"langgraph": 2, "langgraph-checkpoint-postgres": 4}  # below these majors (pyproject.toml)


def test_the_columns_our_sql_uses_exist_with_their_types(db: Database) -> None:
    with db.pool.connection() as conn:
        rows = conn.execute(
            "SELECT table_name, column_name, data_type FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = ANY(%s)", (list(EXPECTED),)).fetchall()
    found: dict[str, dict[str, str]] = {}
    for r in rows:
        found.setdefault(r["table_name"], {})[r["column_name"]] = r["data_type"]
    for table, columns in EXPECTED.items():
        for column, kind in columns.items():
            assert found.get(table, {}).get(column) == kind, f"{table}.{column}: expected {kind}, found " \
                                                             f"{found.get(table, {}).get(column)}"


def test_a_namespace_is_stored_as_a_dotted_prefix_with_one_row_per_key(db: Database, user_id: str) -> None:
    namespace = ("memories", user_id, "semantic")
    db.store.put(namespace, "k1", {"content": "the contract fact"})
    db.store.put(namespace, "k1", {"content": "the contract fact, again"})  # same key: one row
    with db.pool.connection() as conn:
        rows = conn.execute("SELECT prefix, key, value FROM store WHERE prefix = %s", (".".join(namespace),)
                            ).fetchall()
        vectors = conn.execute("SELECT field_name FROM store_vectors WHERE prefix = %s AND key = 'k1'",
                               (".".join(namespace),)).fetchall()
    assert [(r["prefix"], r["key"], r["value"]["content"]) for r in rows] == [
        (f"memories.{user_id}.semantic", "k1", "the contract fact, again")]
    assert [v["field_name"] for v in vectors] == ["content"]  # manager.SEARCH_SQL filters on this field name
    db.store.delete(namespace, "k1")


def test_installed_versions_are_within_the_pins() -> None:
    for package, below in PINS.items():
        assert Version(version(package)).major < below, f"{package} {version(package)} is past the pinned major"
    assert Version(version("langmem")) < Version("0.1")
