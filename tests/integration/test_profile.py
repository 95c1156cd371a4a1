"""The profile document against the real Postgres: guarded RFC 6902 patches, deletes, the cache, clear."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator

import cachetools
import pytest
from langgraph.store.memory import InMemoryStore

from gpt_home.errors import InvalidInputError, NotFoundError, PatchFailedError, ProfileTooLargeError
from gpt_home.memory.factory import open_memory_service
from gpt_home.memory.profile import ProfileStore, apply_patch, profile_namespace, render_profile
from gpt_home.memory.service import MemoryService


@pytest.fixture
def memory(db, make_settings) -> Iterator[MemoryService]:
    service = open_memory_service(make_settings(profile_max_bytes=400), database=db, background=False,
                                  write_wait_seconds=30)
    yield service
    service.close()


def test_patch_add_replace_remove_round_trip(memory: MemoryService, user_id: str) -> None:
    assert memory.profile(user_id) == {}
    new = memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Ada"},
                                         {"op": "add", "path": "/city", "value": "Berlin"},
                                         {"op": "add", "path": "/kids", "value": ["Max", "Mia"]}])
    assert new == {"name": "Ada", "city": "Berlin", "kids": ["Max", "Mia"]}
    assert memory.profile(user_id) == new
    new = memory.patch_profile(user_id, [{"op": "replace", "path": "/city", "value": "Hamburg"},
                                         {"op": "remove", "path": "/kids"}])
    assert new == {"name": "Ada", "city": "Hamburg"}
    memory.delete_profile_key(user_id, "name")
    assert memory.profile(user_id) == {"city": "Hamburg"}
    assert memory.profile("someone-else") == {}


@pytest.mark.parametrize(
    "ops",
    [
        [{"op": "replace", "path": "/missing", "value": 1}],
        [{"op": "remove", "path": "/missing"}],
        [{"op": "move", "from": "/name", "path": "/first"}],
        [{"op": "copy", "from": "/name", "path": "/first"}],
        [{"op": "test", "path": "/name", "value": "Ada"}],
        [{"op": "add", "path": "/nested/key", "value": 1}],
        [{"op": "add", "path": "/1st", "value": 1}],
        [{"op": "add", "path": "", "value": {}}],
        [{"op": "add", "path": "/has space", "value": 1}],
        [{"op": "add", "path": "/x"}],
        [{"op": "add", "path": "/x", "value": float("nan")}],
        [{"op": "add", "path": "/x", "value": 1, "extra": True}],
        [],
        {"op": "add", "path": "/x", "value": 1},
        ["add /x"],
        # the first op is fine, the second fails: the whole patch must be rejected
        [{"op": "add", "path": "/pet", "value": "cat"}, {"op": "remove", "path": "/nope"}],
    ],
)
def test_bad_patches_fail_and_change_nothing(memory: MemoryService, user_id: str, ops: object) -> None:
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Ada"}])
    with pytest.raises(PatchFailedError) as info:
        memory.patch_profile(user_id, ops)  # type: ignore[arg-type]
    assert info.value.code == "PATCH_FAILED"
    assert memory.profile(user_id) == {"name": "Ada"}


def test_size_guard_reports_attempted_and_max_bytes(memory: MemoryService, user_id: str) -> None:
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Ada"}])
    with pytest.raises(ProfileTooLargeError) as info:
        memory.patch_profile(user_id, [{"op": "add", "path": "/notes", "value": "x" * 500}])
    assert info.value.code == "PROFILE_TOO_LARGE"
    assert info.value.max_bytes == 400
    assert info.value.attempted_bytes == len('{"name":"Ada","notes":""}') + 500
    assert memory.profile(user_id) == {"name": "Ada"}


def test_default_limit_is_8_kb(db, settings, user_id: str) -> None:
    memory = open_memory_service(settings, database=db, background=False, write_wait_seconds=30)
    memory.patch_profile(user_id, [{"op": "add", "path": "/notes", "value": "y" * 8000}])
    with pytest.raises(ProfileTooLargeError) as info:
        memory.patch_profile(user_id, [{"op": "add", "path": "/more", "value": "y" * 300}])
    assert info.value.max_bytes == 8192


def test_delete_profile_key_errors(memory: MemoryService, user_id: str) -> None:
    with pytest.raises(NotFoundError) as info:
        memory.delete_profile_key(user_id, "name")
    assert info.value.code == "NOT_FOUND"
    with pytest.raises(InvalidInputError):
        memory.delete_profile_key(user_id, "a/b")


def test_reads_are_cached_and_every_write_invalidates(memory: MemoryService, db, user_id: str) -> None:
    memory.patch_profile(user_id, [{"op": "add", "path": "/tea", "value": "green"}])
    assert memory.profile(user_id) == {"tea": "green"}
    with db.pool.connection() as conn:  # behind the service's back: a cached read does not see it
        conn.execute("UPDATE store SET value = %s WHERE prefix = %s AND key = 'main'",
                     (json.dumps({"tea": "white"}), ".".join(profile_namespace(user_id))))
    assert memory.profile(user_id) == {"tea": "green"}  # served from the cache, no round trip
    memory.patch_profile(user_id, [{"op": "replace", "path": "/tea", "value": "black"}])  # reads fresh, then writes
    assert memory.profile(user_id) == {"tea": "black"}
    memory.delete_profile_key(user_id, "tea")
    assert memory.profile(user_id) == {}
    returned = memory.profile(user_id)
    returned["mutated"] = True  # callers get copies: mutating one never poisons the cache
    assert memory.profile(user_id) == {}


def test_concurrent_patches_lose_nothing(memory: MemoryService, user_id: str) -> None:
    errors: list[BaseException] = []

    def add(i: int) -> None:
        try:
            memory.patch_profile(user_id, [{"op": "add", "path": f"/k{i}", "value": i}])
        except BaseException as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=add, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert not errors
    assert memory.profile(user_id) == {f"k{i}": i for i in range(8)}


def test_clear_removes_the_profile(memory: MemoryService, user_id: str) -> None:
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Ada"}])
    assert memory.profile(user_id) == {"name": "Ada"}  # now cached
    counts = memory.clear(user_id)
    assert counts["profiles"] == 1
    assert memory.profile(user_id) == {}


def test_apply_patch_is_pure() -> None:
    doc = {"a": 1}
    assert apply_patch(doc, [{"op": "add", "path": "/b", "value": [1]}], max_bytes=100) == {"a": 1, "b": [1]}
    assert doc == {"a": 1}


def test_render_profile_is_compact_and_budgeted() -> None:
    doc = {"name": "Ada", "favourite_tea": "green", "kids": ["Max", "Mia"]}
    assert render_profile(doc, budget_chars=500) == 'favourite tea: green; kids: ["Max","Mia"]; name: Ada'
    assert render_profile(doc, budget_chars=25) == "favourite tea: green"
    assert render_profile({}, budget_chars=500) == ""


def test_cache_expires_after_ttl() -> None:
    now = [0.0]
    store = InMemoryStore()
    profiles = ProfileStore(store, fresh=cachetools.TTLCache(maxsize=2, ttl=10, timer=lambda: now[0]))
    profiles.patch("a", [{"op": "add", "path": "/x", "value": 1}])
    store.put(profile_namespace("a"), "main", {"x": 2}, index=False)  # another process writes
    assert profiles.get("a") == {"x": 1}
    now[0] = 11
    assert profiles.get("a") == {"x": 2}
