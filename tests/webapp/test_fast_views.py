"""The thin WSGI layer in front of Flask (gpt_home/webapp/fast_views.py), over the real app and the real Postgres:
a cached, unchanged view is answered from its bytes with exactly Flask's status, headers and body; every check still
holds (Host allow-list, login fail-closed, the login limiter for tokens); anything it cannot answer goes to Flask.
"""

from __future__ import annotations

import pytest
from flask import Flask
from werkzeug.test import TestResponse

from gpt_home.daemon_status import DaemonStatus, write_status
from gpt_home.memory.service import MemoryService
from gpt_home.webapp.auth import hash_password
from gpt_home.webapp.fast_views import FastViews

PATHS = ("/memories", "/api/memories", "/api/status")
BROWSER = {"Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Accept": "text/html"}


def _fast(app: Flask) -> FastViews:
    layer = app.wsgi_app
    assert isinstance(layer, FastViews)
    return layer


def _shape(response: TestResponse) -> tuple[int, list[tuple[str, str]], bytes]:
    return response.status_code, list(response.headers.items()), response.get_data()


@pytest.mark.parametrize("path", PATHS)
def test_a_cached_view_is_answered_here_exactly_as_flask_answers_it(app: Flask, memory: MemoryService,
                                                                    user_id: str, path: str) -> None:
    memory.add(user_id, "The spare key is under the mat")
    write_status(app.extensions["gpt_home"].status_path, DaemonStatus(state="idle"))  # no time: the body does not age
    client, fast = app.test_client(), _fast(app)
    built = client.get(path, headers=BROWSER)  # a miss: Flask builds and caches the view
    assert built.status_code == 200 and fast.served == 0
    again = client.get(path, headers=BROWSER)
    assert fast.served == 1
    assert _shape(again) == _shape(built)
    assert again.headers["Cache-Control"] == "no-store" and "frame-ancestors 'none'" in \
        again.headers["Content-Security-Policy"]


def test_a_change_is_never_answered_from_old_bytes(app: Flask, memory: MemoryService, user_id: str) -> None:
    client, fast = app.test_client(), _fast(app)
    memory.add(user_id, "Grandma visits on Sundays")
    assert b"Grandma" in client.get("/api/memories").get_data()
    assert b"Grandma" in client.get("/api/memories").get_data() and fast.served == 1
    memory.add(user_id, "The bins go out on Tuesday")  # another process's write, through the journal
    fresh = client.get("/api/memories")
    assert b"The bins go out on Tuesday" in fresh.get_data() and fast.served == 1  # rebuilt by Flask


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8080", "10.9.9.9"])
def test_an_unknown_host_is_refused_even_when_the_view_is_cached(app: Flask, host: str) -> None:
    client, fast = app.test_client(), _fast(app)
    for path in PATHS:
        assert client.get(path).status_code == 200  # cached now
        refused = client.get(path, headers={"Host": host})
        assert refused.status_code == 400 and b"HOST_NOT_ALLOWED" in refused.get_data()
    assert fast.served == 0


def test_with_a_password_only_a_live_session_is_answered_here(make_app, user_id: str) -> None:
    app = make_app(user_id=user_id, web_password_hash=hash_password("correct horse"))
    client, fast = app.test_client(), _fast(app)
    assert client.post("/login", data={"password": "correct horse"}).status_code == 303
    for path in PATHS:
        assert client.get(path).status_code == 200
        assert client.get(path).status_code == 200
    assert fast.served == len(PATHS)

    stranger = app.test_client()  # no session: redirected or refused, although the views are cached
    assert stranger.get("/memories").status_code == 302
    assert stranger.get("/api/memories").status_code == 401
    assert stranger.get("/api/status").status_code == 401
    stranger.set_cookie("gpt_home_session", "made-up-session-id")
    assert stranger.get("/api/memories").status_code == 401
    assert fast.served == len(PATHS)

    assert client.post("/logout").status_code == 303
    assert client.get("/api/memories").status_code == 401  # the ended session no longer passes here either
    assert fast.served == len(PATHS)


def test_bearer_tokens_always_go_through_the_login_limiter(make_app, user_id: str) -> None:
    app = make_app(user_id=user_id, web_password_hash=hash_password("correct horse"), web_api_token="s3cret-token")
    client, fast = app.test_client(), _fast(app)
    good = {"Authorization": "Bearer s3cret-token"}
    assert client.get("/api/memories", headers=good).status_code == 200
    for _ in range(5):
        assert client.get("/api/memories", headers={"Authorization": "Bearer guess"}).status_code == 401
    assert client.get("/api/memories", headers=good).status_code == 429  # limited, even with the right token
    assert fast.served == 0


def test_requests_it_does_not_answer_go_to_flask(app: Flask) -> None:
    client, fast = app.test_client(), _fast(app)
    first = client.get("/api/memories")
    assert client.get("/api/memories?limit=1000").status_code == 200  # a query string
    assert client.head("/api/memories").status_code == 200
    conditional = client.get("/api/memories", headers={"If-None-Match": first.headers["ETag"]})
    assert conditional.status_code == 304 and conditional.get_data() == b""
    assert client.get("/memories?done=deleted").status_code == 200
    assert fast.served == 0
    assert client.get("/api/memories").status_code == 200 and fast.served == 1
