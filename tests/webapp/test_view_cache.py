"""The settings page's cached memory views (gpt_home/webapp/view_cache.py) over the real app and the real Postgres:
every write, delete and clear is seen by the next request, whoever made it; unchanged views answer 304 to a matching
If-None-Match; a changed daemon status file is read again.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from gpt_home.daemon_status import DaemonStatus, write_status
from gpt_home.memory.journal import JOURNAL_DIR_NAME
from gpt_home.memory.manager import MemoryKind
from gpt_home.memory.service import MemoryService
from gpt_home.webapp.view_cache import ViewCache


def _texts(client: FlaskClient) -> list[str]:
    answer = client.get("/api/memories")
    assert answer.status_code == 200
    return sorted(m["text"] for m in answer.get_json()["memories"])


def _page(client: FlaskClient) -> str:
    answer = client.get("/memories")
    assert answer.status_code == 200
    return answer.get_data(as_text=True)


def test_a_memory_added_by_another_process_shows_on_the_next_request(client: FlaskClient, memory: MemoryService,
                                                                     user_id: str) -> None:
    # `memory` is a second service on the same data directory: the voice daemon or the CLI of this device.
    memory.add(user_id, "The spare key is under the mat")
    assert _texts(client) == ["The spare key is under the mat"]
    assert "The spare key is under the mat" in _page(client)
    assert _texts(client) == ["The spare key is under the mat"]  # served again, unchanged
    memory.add(user_id, "Grandma visits on Sundays")
    assert _texts(client) == ["Grandma visits on Sundays", "The spare key is under the mat"]
    assert "Grandma visits on Sundays" in _page(client)


def test_deleted_memories_are_never_shown_again(client: FlaskClient, memory: MemoryService, user_id: str) -> None:
    keep = memory.add(user_id, "Grandma visits on Sundays")
    gone = memory.add(user_id, "The spare key is under the mat")
    episode = memory.add(user_id, "We baked bread together", kind=MemoryKind.EPISODIC)
    assert "The spare key is under the mat" in _page(client) and len(_texts(client)) == 3

    # deleted through the page's form
    answer = client.post("/memories/delete", data={"user": user_id, "kind": "semantic", "key": gone})
    assert answer.status_code == 303
    assert "The spare key is under the mat" not in _page(client)
    assert _texts(client) == ["Grandma visits on Sundays", "We baked bread together"]

    # deleted through the API
    assert client.delete(f"/api/memories/episodic/{episode}").status_code == 200
    assert "We baked bread together" not in _page(client)
    assert _texts(client) == ["Grandma visits on Sundays"]

    # deleted by another process (a voice "forget that")
    memory.delete(user_id, MemoryKind.SEMANTIC, keep)
    assert "Grandma visits on Sundays" not in _page(client)
    assert _texts(client) == []


def test_clear_then_the_next_get_shows_nothing(client: FlaskClient, memory: MemoryService, user_id: str) -> None:
    memory.add(user_id, "The spare key is under the mat")
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Zebulon"}])
    page = _page(client)
    assert "The spare key is under the mat" in page and "Zebulon" in page

    assert client.post("/memories/clear", data={"user": user_id}).status_code == 303
    page = _page(client)  # the very same URL as before the clear
    assert "The spare key is under the mat" not in page and "No facts yet" in page and "Zebulon" not in page
    assert _texts(client) == []

    memory.add(user_id, "Bins go out on Tuesday")
    assert _texts(client) == ["Bins go out on Tuesday"]
    assert client.post("/clearMemory", json={"user": user_id}).get_json()["success"] is True
    assert _texts(client) == [] and "Bins go out on Tuesday" not in _page(client)

    memory.add(user_id, "The cat is called Miso")
    assert "The cat is called Miso" in _page(client)
    memory.clear(user_id)  # `gpt-home memory clear` in another process
    assert "The cat is called Miso" not in _page(client) and _texts(client) == []


def test_unchanged_views_answer_304_and_a_change_answers_200(client: FlaskClient, memory: MemoryService,
                                                             user_id: str) -> None:
    memory.add(user_id, "The spare key is under the mat")
    for path in ("/api/memories", "/memories"):
        first = client.get(path)
        tag = first.headers["ETag"]
        assert first.status_code == 200 and tag
        again = client.get(path, headers={"If-None-Match": tag})
        assert again.status_code == 304 and again.get_data() == b"" and again.headers["ETag"] == tag
        assert again.headers["Cache-Control"] == "no-store"  # private data never lands in a shared cache
        assert client.get(path, headers={"If-None-Match": '"something-else"'}).status_code == 200

    tags = {path: client.get(path).headers["ETag"] for path in ("/api/memories", "/memories")}
    memory.add(user_id, "Grandma visits on Sundays")
    for path, tag in tags.items():
        changed = client.get(path, headers={"If-None-Match": tag})
        assert changed.status_code == 200 and changed.headers["ETag"] != tag
        assert "Grandma visits on Sundays" in changed.get_data(as_text=True)


def test_a_write_from_another_device_shows_within_the_ttl(app: Flask, client: FlaskClient, db: Any, settings: Any,
                                                          tmp_path: Path, user_id: str) -> None:
    """Another device writes straight to the shared Postgres (its own journal): only the TTL bounds the cache."""
    from gpt_home.memory.factory import memory_service_over

    now = [1000.0]
    app.extensions["gpt_home"].views = ViewCache(settings.data_dir / JOURNAL_DIR_NAME, ttl_seconds=1.0,
                                                 clock=lambda: now[0])
    other = memory_service_over(db, data_dir=tmp_path / "kitchen-pi")
    try:
        assert _texts(client) == []
        other.add(user_id, "The spare key is under the mat")
        now[0] += 0.5
        assert _texts(client) == []  # still within the TTL: the cached (empty) view
        now[0] += 0.6
        assert _texts(client) == ["The spare key is under the mat"]
    finally:
        other.close()


def test_other_users_and_kinds_are_cached_apart(client: FlaskClient, memory: MemoryService, user_id: str) -> None:
    memory.add(user_id, "The spare key is under the mat")
    memory.add(user_id, "We baked bread together", kind=MemoryKind.EPISODIC)
    memory.add(f"{user_id}-b", "Bins go out on Tuesday")
    episodic = client.get("/api/memories?kind=episodic").get_json()["memories"]
    assert [m["text"] for m in episodic] == ["We baked bread together"]
    other = client.get(f"/api/memories?user={user_id}-b").get_json()
    assert other["user"] == f"{user_id}-b" and [m["text"] for m in other["memories"]] == ["Bins go out on Tuesday"]
    assert "Bins go out on Tuesday" not in _page(client)
    assert client.get("/api/memories?user=%20").status_code == 400  # a blank user still fails closed


def test_status_endpoint_reads_a_changed_status_file(client: FlaskClient, settings: Any) -> None:
    path = settings.data_dir / "status.json"
    assert client.get("/api/status").get_json()["daemon"]["running"] is False
    write_status(path, DaemonStatus(state="idle", updated_at=1_700_000_000.0))
    first = client.get("/api/status").get_json()["daemon"]
    assert first["running"] is True and first["state"] == "idle" and first["turns"] == []
    write_status(path, DaemonStatus(state="listening", updated_at=1_700_000_005.0,
                                    turns=[{"turn": 1, "started_at": 1_700_000_001.0, "outcome": "answered"}]))
    second = client.get("/api/status").get_json()["daemon"]
    assert second["state"] == "listening" and [t["turn"] for t in second["turns"]] == [1]
    assert second["updated_at"] == 1_700_000_005.0
    path.write_text(json.dumps(["not", "an", "object"]))
    assert client.get("/api/status").get_json()["daemon"]["problem"] == "status file is malformed"
    path.unlink()
    assert client.get("/api/status").get_json()["daemon"]["running"] is False


def test_status_body_follows_the_age_and_every_health_line(tmp_path: Path) -> None:
    from gpt_home.webapp.status import status_body

    path = tmp_path / "status.json"
    write_status(path, DaemonStatus(state="idle", updated_at=1_700_000_000.0))
    ok = [{"name": "database", "status": "ok", "detail": "answering"}]
    down = [{"name": "database", "status": "fail", "detail": "not reachable"}]

    def shown(health: list[dict[str, str]], now: float) -> dict[str, Any]:
        return json.loads(status_body(path, health, lambda doc: json.dumps(doc).encode(), now=now))

    assert shown(ok, 1_700_000_001.0)["daemon"]["age_seconds"] == 1.0
    assert shown(ok, 1_700_000_001.0)["health"] == ok
    assert shown(ok, 1_700_000_003.0)["daemon"]["age_seconds"] == 3.0
    assert shown(down, 1_700_000_003.0)["health"] == down
    write_status(path, DaemonStatus(state="speaking", updated_at=1_700_000_003.0))
    assert shown(down, 1_700_000_003.0)["daemon"] | {"turns": []} == {
        "running": True, "state": "speaking", "updated_at": 1_700_000_003.0, "age_seconds": 0.0, "problem": None,
        "turns": []}
