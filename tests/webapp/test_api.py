"""The JSON API, /clearMemory and /health through the Flask test client, against the real Postgres."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from flask.testing import FlaskClient

from gpt_home.memory.manager import MemoryKind, user_label
from gpt_home.memory.service import MemoryService
from gpt_home.memory.summaries import SummaryStore, Window


def test_health(client: FlaskClient) -> None:
    response = client.get("/health")
    assert response.status_code == 200
    assert response.json == {"status": "ok", "database": True}


def test_health_when_the_database_is_down(make_settings) -> None:
    from gpt_home.webapp import create_app

    app = create_app(make_settings(database_url="postgresql://me:hunter2@127.0.0.1:9/none"))
    response = app.test_client().get("/health")
    assert response.status_code == 503 and response.json["database"] is False
    page = app.test_client().get("/api/memories")
    assert page.status_code == 503 and page.json["error"]["code"] == "STORE_UNAVAILABLE"
    assert b"hunter2" not in page.data


def test_list_search_delete(client: FlaskClient, memory: MemoryService, user_id: str) -> None:
    memory.add(user_id, "Grandma visits on Sundays")
    key = memory.add(user_id, "The spare key is under the mat")
    memory.add(user_id, "We went to the zoo", kind=MemoryKind.EPISODIC)
    listed = client.get("/api/memories").json
    assert listed["user"] == user_id
    assert {m["text"] for m in listed["memories"]} == {
        "Grandma visits on Sundays", "The spare key is under the mat", "We went to the zoo"}
    only = client.get("/api/memories?kind=episodic").json["memories"]
    assert [m["text"] for m in only] == ["We went to the zoo"]

    found = client.get("/api/memories/search", query_string={"q": "when does grandma come"}).json
    assert found["memories"][0]["text"] == "Grandma visits on Sundays"
    assert client.get("/api/memories/search?q=").json["memories"] == []

    empty_json = client.delete(f"/api/memories/semantic/{key}", content_type="application/json")  # no body
    assert empty_json.status_code == 200
    again = client.delete(f"/api/memories/semantic/{key}")
    assert again.status_code == 404 and again.json["error"]["code"] == "NOT_FOUND"
    assert len(client.get("/api/memories").json["memories"]) == 2


def test_user_parameter_and_blank_user_fails_closed(client: FlaskClient, memory: MemoryService, user_id: str) -> None:
    other = user_id + "-b"
    memory.add(other, "Only for b")
    assert [m["text"] for m in client.get("/api/memories", query_string={"user": other}).json["memories"]] == [
        "Only for b"]
    assert client.get("/api/memories").json["memories"] == []
    for response in (client.get("/api/memories?user="), client.get("/api/memories?user=%20"),
                     client.delete("/api/memories/semantic/x", json={"user": ""}),
                     client.post("/clearMemory", json={"user": " "}),
                     client.post("/clearMemory", data={"user": ""})):
        assert response.status_code == 400, response.data
        assert response.json["error"]["code"] == "MISSING_USER_ID"
    assert [m.text for m in memory.list(other)] == ["Only for b"]  # nothing was cleared by the blank user


@pytest.mark.parametrize("path", [
    "/api/memories?kind=bogus", "/api/memories?limit=0", "/api/memories?limit=x",
    "/api/memories/search?q=" + "x" * 501, "/api/memories/search?q=a&limit=51",
])
def test_bad_query_parameters_are_400(client: FlaskClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 400
    assert set(response.json["error"]) == {"code", "message"}


def test_bad_paths_methods_and_bodies(client: FlaskClient) -> None:
    assert client.delete("/api/memories/bogus/abc").status_code == 400
    assert client.delete("/api/memories/semantic/" + "a" * 201).status_code == 400
    assert client.get("/api/nope").json["error"]["code"] == "NOT_FOUND"
    wrong = client.post("/api/memories")
    assert wrong.status_code == 405 and wrong.json["error"]["code"] == "METHOD_NOT_ALLOWED"
    assert "GET" in wrong.headers["Allow"]
    assert client.get("/clearMemory").status_code == 405  # GET never changes state
    big = client.put("/api/settings", data=b"{" + b" " * 70_000 + b"}", content_type="application/json")
    assert big.status_code == 413 and big.json["error"]["code"] == "PAYLOAD_TOO_LARGE"
    not_json = client.put("/api/settings", data="persona=x", content_type="application/x-www-form-urlencoded")
    assert not_json.status_code == 400
    broken = client.put("/api/settings", data="{nope", content_type="application/json")
    assert broken.status_code == 400 and broken.json["error"]["code"] == "INVALID_INPUT"


def test_clear_memory_contract_all_users(client: FlaskClient, memory: MemoryService, db, user_id: str) -> None:
    memory.add(user_id, "a fact")
    memory.add(user_id + "-b", "another user's fact")
    response = client.post("/clearMemory")  # exactly what `curl -X POST http://host/clearMemory` sends
    assert response.status_code == 200
    body = response.json
    assert body["success"] is True and body["message"] == "Memory cleared successfully"
    assert body["cleared"]["memories"] >= 2
    assert memory.list(user_id) == [] and memory.list(user_id + "-b") == []


def test_clear_memory_one_user_json_and_form(client: FlaskClient, memory: MemoryService, user_id: str) -> None:
    for user in (user_id + "-x", user_id + "-y"):
        memory.add(user, "fact of " + user)
    memory.add(user_id, "stays")
    first = client.post("/clearMemory", json={"user": user_id + "-x"})
    assert first.json["success"] is True and first.json["cleared"]["memories"] == 1
    second = client.post("/clearMemory", data={"user": user_id + "-y"})
    assert second.json["cleared"]["memories"] == 1
    assert [m.text for m in memory.list(user_id)] == ["stays"]


def test_clear_memory_failure_is_5xx_and_deletes_nothing(client: FlaskClient, memory: MemoryService, db,
                                                          user_id: str) -> None:
    memory.add(user_id, "must survive")
    # A real database failure half-way through the clear: deleting checkpoint_writes raises.
    with db.pool.connection() as conn:
        conn.execute("CREATE OR REPLACE FUNCTION gpt_home_test_fail() RETURNS trigger LANGUAGE plpgsql AS "
                     "$$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$")
        conn.execute("CREATE TRIGGER gpt_home_test_fail BEFORE DELETE ON checkpoint_writes "
                     "FOR EACH STATEMENT EXECUTE FUNCTION gpt_home_test_fail()")
    try:
        response = client.post("/clearMemory", json={"user": user_id})
    finally:
        with db.pool.connection() as conn:
            conn.execute("DROP TRIGGER gpt_home_test_fail ON checkpoint_writes")
            conn.execute("DROP FUNCTION gpt_home_test_fail()")
    assert response.status_code == 503
    assert response.json["success"] is False and "nothing was deleted" in response.json["message"]
    assert [m.text for m in memory.list(user_id)] == ["must survive"]


def test_profile_and_summaries(client: FlaskClient, memory: MemoryService, db, user_id: str,  # noqa: ANN001
                               test_now: datetime) -> None:
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Sam"},
                                   {"op": "add", "path": "/diet", "value": "vegetarian"}])
    assert client.get("/api/profile").json["profile"] == {"name": "Sam", "diet": "vegetarian"}
    assert client.delete("/api/profile/diet").status_code == 200
    assert client.delete("/api/profile/diet").status_code == 404
    assert client.delete("/api/profile/bad%20key").status_code == 400
    assert memory.profile(user_id) == {"name": "Sam"}

    now = test_now
    memory.touch_thread(user_id, "t-old", title="Dinner", now=now - timedelta(hours=1))
    memory.touch_thread(user_id, "t-new", title="Weekend", now=now)
    store = SummaryStore(db.store)
    store.write(user_label(user_id), "t-old", Window(0, 0, 10), "What to cook", "Pasta", [])
    store.write(user_label(user_id), "t-new", Window(0, 0, 10), "Saturday", "Zoo", [])
    threads = client.get("/api/summaries").json["threads"]
    assert [t["thread_id"] for t in threads] == ["t-new", "t-old"]
    deleted = client.delete("/api/summaries/t-new")
    assert deleted.status_code == 200 and deleted.json["deleted"]["entries"] == 1
    assert client.delete("/api/summaries/t-new").status_code == 404
    assert [t["thread_id"] for t in client.get("/api/summaries").json["threads"]] == ["t-old"]


def test_status_without_and_with_a_daemon(client: FlaskClient, settings) -> None:
    body = client.get("/api/status").json
    assert body["daemon"]["running"] is False and body["daemon"]["state"] == "not running"
    assert body["health"][0] == {"name": "database", "status": "ok", "detail": "answering"}
    assert {h["name"] for h in body["health"]} >= {"language model", "speech-to-text", "text-to-speech"}

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    status = settings.data_dir / "status.json"
    status.write_text('{"state": "listening", "updated_at": 1, "turns": [{"turn": 1, "stt_s": 0.5, '
                      '"agent_s": "bad", "outcome": "answered", "started_at": 2}, "junk"]}')
    daemon = client.get("/api/status").json["daemon"]
    assert daemon["running"] is True and daemon["state"] == "listening"
    assert daemon["turns"] == [{**{k: None for k in daemon["turns"][0] if k.endswith("_s")}, "stt_s": 0.5,
                                "turn": 1, "started_at": 2.0, "wake_engine": "", "outcome": "answered"}]
    status.write_text("{not json")
    assert client.get("/api/status").json["daemon"]["problem"] == "status file is unreadable"


def test_timers_list_and_cancel(client: FlaskClient, db, settings, user_id: str,  # noqa: ANN001
                                test_now: datetime) -> None:
    from gpt_home.agent.intents import TimerKind
    from gpt_home.skills.timers import TimerService

    timers = TimerService(db.store, device_id=settings.device_id, grace_seconds=600, pool=db.pool)
    now = test_now
    timer = timers.set(user_id, TimerKind.TIMER, now + timedelta(minutes=10), label="pasta", now=now)
    listed = client.get("/api/timers", query_string={"user": user_id}).json["timers"]
    assert [(t["id"], t["label"], t["kind"]) for t in listed] == [(timer.id, "pasta", "timer")]
    assert timer.id in {t["id"] for t in client.get("/api/timers").json["timers"]}
    cancelled = client.delete(f"/api/timers/{timer.id}")
    assert cancelled.status_code == 200 and cancelled.json["cancelled"]["id"] == timer.id
    assert client.delete(f"/api/timers/{timer.id}").status_code == 404
    assert client.get("/api/timers", query_string={"user": user_id}).json["timers"] == []


def test_status_never_shows_credentials_of_a_model_url(make_app) -> None:
    client = make_app(llm_model="openai:gpt-4o-mini", llm_base_url="http://me:hunter2@127.0.0.1:9/v1").test_client()
    body = client.get("/api/status").get_data(as_text=True)
    assert "hunter2" not in body and "openai:gpt-4o-mini via http://127.0.0.1:9/v1" in body
