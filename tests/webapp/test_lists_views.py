"""The Lists page and its JSON API over the real app and the real Postgres: add, tick, remove, escaping, and the
same Host/cross-site/token rules as the rest of the page."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from gpt_home.skills.list_store import MAX_ITEM_CHARS, ListStore

MARKUP = '<img src=x onerror="window.__pwned=1">'


@pytest.fixture
def lists(db) -> ListStore:
    return ListStore(db.store)


def test_api_add_tick_remove_and_clear(client: FlaskClient, lists: ListStore, user_id: str) -> None:
    created = client.post("/api/lists/shopping/items", json={"text": "eggs"})
    assert created.status_code == 201 and created.json["item"]["text"] == "eggs"
    key = created.json["item"]["key"]
    again = client.post("/api/lists/shopping/items", json={"text": "Eggs"})
    assert again.status_code == 200 and again.json["added"] is False and again.json["item"]["key"] == key
    assert client.get("/api/lists").json["lists"] == ["shopping", "to-do"]
    assert [i["text"] for i in client.get("/api/lists/shopping").json["items"]] == ["eggs"]

    ticked = client.patch(f"/api/lists/shopping/items/{key}", json={"done": True})
    assert ticked.status_code == 200 and ticked.json["item"]["done"] is True
    assert [i.done for i in lists.items(user_id, "shopping")] == [True]

    assert client.delete(f"/api/lists/shopping/items/{key}").status_code == 200
    assert lists.items(user_id, "shopping") == []
    assert client.delete(f"/api/lists/shopping/items/{key}").status_code == 404

    client.post("/api/lists/to-do/items", json={"text": "call the plumber"})
    cleared = client.delete("/api/lists/todo/items")
    assert cleared.json == {"user": user_id, "name": "to-do", "removed": 1}


@pytest.mark.parametrize("body", [{"text": "x" * (MAX_ITEM_CHARS + 1)}, {"text": ""}, {"text": 5}, {}])
def test_api_refuses_bad_items(client: FlaskClient, lists: ListStore, user_id: str, body: dict) -> None:
    response = client.post("/api/lists/shopping/items", json=body)
    assert response.status_code == 400 and response.json["error"]["code"] == "INVALID_INPUT"
    assert lists.items(user_id, "shopping") == []


def test_api_refuses_bad_keys_and_flags(client: FlaskClient, lists: ListStore, user_id: str) -> None:
    [item], _ = lists.add(user_id, "shopping", ["milk"])
    assert client.patch("/api/lists/shopping/items/not-a-key", json={"done": True}).status_code == 404
    assert client.patch(f"/api/lists/shopping/items/{item.key}", json={"done": "maybe"}).status_code == 400
    assert client.patch(f"/api/lists/shopping/items/{item.key}", json={}).status_code == 400
    assert client.get("/api/lists/" + "z" * 100).status_code == 400
    assert [i.done for i in lists.items(user_id, "shopping")] == [False]


def test_page_shows_markup_as_text(client: FlaskClient, lists: ListStore, user_id: str) -> None:
    lists.add(user_id, "shopping", [MARKUP])
    html = client.get("/lists").get_data(as_text=True)
    assert MARKUP not in html
    assert "&lt;img src=x onerror=&#34;window.__pwned=1&#34;&gt;" in html


def test_page_forms_add_tick_and_remove(client: FlaskClient, lists: ListStore, user_id: str) -> None:
    response = client.post("/lists/add", data={"name": "shopping", "text": "bread"})
    assert response.status_code == 303 and "/lists?name=shopping" in response.headers["Location"]
    [bread] = lists.items(user_id, "shopping")
    client.post("/lists/done", data={"name": "shopping", "key": bread.key, "done": "1"})
    assert lists.items(user_id, "shopping")[0].done is True
    assert 'class="done"' in client.get("/lists?name=shopping").get_data(as_text=True)
    client.post("/lists/remove", data={"name": "shopping", "key": bread.key})
    assert lists.items(user_id, "shopping") == []


def test_cross_site_and_unknown_host_change_nothing(client: FlaskClient, lists: ListStore, user_id: str) -> None:
    [item], _ = lists.add(user_id, "shopping", ["milk"])
    for headers in ({"Origin": "http://evil.example"}, {"Sec-Fetch-Site": "cross-site"}):
        assert client.post("/lists/remove", data={"key": item.key}, headers=headers).status_code == 403
        assert client.delete(f"/api/lists/shopping/items/{item.key}", headers=headers).status_code == 403
        assert client.post("/api/lists/shopping/items", json={"text": "x"}, headers=headers).status_code == 403
    assert client.get("/api/lists/shopping", headers={"Host": "evil.example"}).status_code == 400
    assert [i.text for i in lists.items(user_id, "shopping")] == ["milk"]


def test_token_required_for_list_changes_when_set(make_app, lists: ListStore, user_id: str) -> None:
    client = make_app(user_id=user_id, web_api_token="s3cret-token-value").test_client()
    assert client.post("/api/lists/shopping/items", json={"text": "eggs"}).status_code == 401
    ok = client.post("/api/lists/shopping/items", json={"text": "eggs"},
                     headers={"Authorization": "Bearer s3cret-token-value"})
    assert ok.status_code == 201 and [i.text for i in lists.items(user_id, "shopping")] == ["eggs"]
