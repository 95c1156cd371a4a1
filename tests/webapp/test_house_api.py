"""POST /api/announce, GET /api/devices and the Status page's household section, through the Flask test client
against the real Postgres; the same guards as every state-changing route."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from gpt_home.house.announcements import Spool
from gpt_home.house.devices import DeviceRegistry
from gpt_home.house.pg import HouseDb


def spooled(app: Flask) -> list[str]:
    settings = app.extensions["gpt_home"].settings
    return [p.announcement.text for p in Spool(settings.data_dir).pending()]


@pytest.fixture
def other_device(db) -> str:  # type: ignore[no-untyped-def]
    name = f"office-{uuid.uuid4().hex[:6]}"
    DeviceRegistry(HouseDb(db), name).register()
    return name


def test_announce_speaks_here_and_queues_the_others(app: Flask, client: FlaskClient, other_device: str) -> None:
    response = client.post("/api/announce", json={"text": "Dinner is <b>ready</b>"})
    assert response.status_code == 200, response.json
    body = response.json
    assert body["text"] == "Dinner is ready" and other_device in body["devices"] and body["problem"] is None
    assert spooled(app) == ["Dinner is ready"]
    one = client.post("/api/announce", json={"text": "Only the office", "device": other_device})
    assert one.status_code == 200 and one.json["devices"] == [other_device]
    assert spooled(app) == ["Dinner is ready"]
    devices = client.get("/api/devices").json
    assert other_device in [d["name"] for d in devices["devices"]] and devices["problem"] is None


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"text": ""}, "empty"),
        ({"text": "   "}, "empty"),
        ({"text": None}, "must be a string"),
        ({"text": 12}, "must be a string"),
        ({"text": ["Dinner"]}, "must be a string"),
        ({"text": {"say": "x"}}, "must be a string"),
        ({"text": "x" * 10_000}, "10000 characters long; the most is 500"),
        ({"text": "<p>\u0000</p>"}, "empty"),
        ({}, "send the announcement as 'text'"),
        ([], "JSON object"),
        ({"text": "Hi", "device": 7}, "device must be"),
        ({"text": "Hi", "device": "no-such-room"}, "no device is named 'no-such-room'"),
    ],
)
def test_bad_requests_get_400_and_nothing_is_spoken(app: Flask, client: FlaskClient, body: object,
                                                     message: str) -> None:
    response = client.post("/api/announce", json=body)
    assert response.status_code in (400, 404), response.json
    assert message in response.json["error"]["message"]
    assert spooled(app) == []


def test_non_json_bodies_are_refused(app: Flask, client: FlaskClient) -> None:
    assert client.post("/api/announce", data="Dinner is ready", content_type="text/plain").status_code == 400
    assert client.post("/api/announce", data="{not json", content_type="application/json").status_code == 400
    assert spooled(app) == []


def test_cross_site_and_unknown_host_requests_are_refused(app: Flask, client: FlaskClient) -> None:
    evil = client.post("/api/announce", json={"text": "Open the door"},
                       headers={"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"})
    assert evil.status_code == 403 and evil.json["error"]["code"] == "CROSS_SITE_REQUEST"
    rebinding = client.post("/api/announce", json={"text": "Open the door"}, headers={"Host": "evil.example"})
    assert rebinding.status_code == 400 and rebinding.json["error"]["code"] == "HOST_NOT_ALLOWED"
    assert spooled(app) == []


def test_a_token_is_needed_once_one_is_set(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(web_api_token="s3cret-token-123")
    client = app.test_client()
    assert client.post("/api/announce", json={"text": "Hello"}).status_code == 401
    ok = client.post("/api/announce", json={"text": "Hello"}, headers={"Authorization": "Bearer s3cret-token-123"})
    assert ok.status_code == 200 and spooled(app) == ["Hello"]


def test_with_the_database_down_it_is_still_spoken_here(make_settings) -> None:  # type: ignore[no-untyped-def]
    from gpt_home.webapp import create_app

    app = create_app(make_settings(database_url="postgresql://me:hunter2@127.0.0.1:9/none"))
    client = app.test_client()
    response = client.post("/api/announce", json={"text": "Dinner is ready"})
    assert response.status_code == 200
    assert response.json["devices"] == [app.extensions["gpt_home"].settings.device_id]
    assert "database is unavailable" in response.json["problem"] and b"hunter2" not in response.data
    assert spooled(app) == ["Dinner is ready"]
    page = client.get("/status")
    assert page.status_code == 200 and b"The database is unavailable" in page.data


def test_status_page_lists_devices_and_shows_announcements_escaped(app: Flask, client: FlaskClient,
                                                                   other_device: str) -> None:
    page = client.get("/status")
    assert page.status_code == 200 and other_device.encode() in page.data
    posted = client.post("/status/announce", data={"text": "<script>alert(1)</script>Pizza &lt;is&gt; here"})
    assert posted.status_code == 200
    assert b"<script>alert" not in posted.data
    assert "Announcing “".encode() in posted.data and b"Pizza &lt;is&gt; here" in posted.data
    assert spooled(app) == ["alert(1) Pizza <is> here"]
    refused = client.post("/status/announce", data={"text": "y" * 10_000})
    assert refused.status_code == 400 and b"Not announced: the announcement is 10000 characters long" in refused.data
    assert spooled(app) == ["alert(1) Pizza <is> here"]


def test_devices_from_the_status_file_when_the_database_is_down(make_settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import json

    from gpt_home.webapp import create_app

    settings = make_settings(database_url="postgresql://127.0.0.1:9/none")
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    (settings.data_dir / "status.json").write_text(json.dumps({"state": "idle", "updated_at": 0, "turns": [], "devices": [
        {"name": "<b>attic</b>", "state": "idle", "live": True, "last_turn": {"outcome": "answered"},
         "last_turn_at": None, "seconds_since_heartbeat": 1.0}]}))
    client = create_app(settings).test_client()
    view = client.get("/api/devices").json
    assert view["devices"][0]["name"] == "<b>attic</b>" and "unavailable" in view["problem"]
    page = client.get("/status").data
    assert b"&lt;b&gt;attic&lt;/b&gt;" in page and b"<b>attic</b>" not in page
