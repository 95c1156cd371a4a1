"""Security guards: host allow-list, cross-site refusal, password/token, rate limit, headers, no secrets out."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from gpt_home.memory.service import MemoryService
from gpt_home.webapp.auth import LoginLimiter, SessionStore, hash_password, verify_password
from gpt_home.webapp.security import cross_site_reason, host_allowed, host_name, login_needed


def test_security_headers_on_pages_api_and_errors(client: FlaskClient) -> None:
    for response in (client.get("/memories"), client.get("/api/memories"), client.get("/api/nope"),
                     client.get("/static/app.js")):
        assert response.headers["Content-Security-Policy"].startswith("default-src 'self'")
        assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["X-Frame-Options"] == "DENY"
        assert response.headers["Referrer-Policy"] == "same-origin"


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8080", "gpt-home.local.evil.example", "10.9.9.9"])
def test_unknown_host_is_refused(client: FlaskClient, host: str) -> None:
    response = client.get("/api/memories", headers={"Host": host})
    assert response.status_code == 400 and response.json["error"]["code"] == "HOST_NOT_ALLOWED"
    assert client.post("/clearMemory", headers={"Host": host}).status_code == 400


@pytest.mark.parametrize("host", ["localhost", "localhost:8080", "127.0.0.1:80", "gpt-home.local", "[::1]:8080"])
def test_known_hosts_pass(client: FlaskClient, host: str) -> None:
    assert client.get("/health", headers={"Host": host}).status_code == 200


def test_configured_host_passes(make_app) -> None:
    app = make_app(web_allowed_hosts=["kitchen.lan"])
    assert app.test_client().get("/health", headers={"Host": "kitchen.lan:80"}).status_code == 200
    assert app.test_client().get("/health", headers={"Host": "other.lan"}).status_code == 400


def test_wildcard_bind_address_is_not_a_host_name(make_settings) -> None:
    from gpt_home.webapp.security import allowed_hosts

    hosts = allowed_hosts(make_settings(web_host="0.0.0.0"), ["0.0.0.0", "::", "fe80::1"])
    assert "0.0.0.0" not in hosts and "::" not in hosts and "[fe80::1]" in hosts


def test_host_name_parsing() -> None:
    assert host_name("GPT-Home.local:8080") == "gpt-home.local"
    assert host_name("[::1]:80") == "[::1]"
    assert host_name("[fe80::1]") == "[fe80::1]"


def test_host_allowed_rule() -> None:
    hosts = frozenset({"gpt-home.local", "[::1]"})
    assert host_allowed("GPT-Home.local:8080", hosts) and host_allowed("[::1]:80", hosts)
    assert not host_allowed("evil.example", hosts) and not host_allowed("", hosts) and not host_allowed(None, hosts)


def test_login_needed_rule(make_settings) -> None:  # noqa: ANN001
    """The rule Flask's guard and the fast views share: reading needs a login only with a password set."""
    open_settings = make_settings()
    token = make_settings(web_api_token="s3cret-token-value")
    password = make_settings(web_password_hash=hash_password("correct horse"))
    assert not login_needed(open_settings, "GET") and not login_needed(open_settings, "POST")
    assert not login_needed(token, "GET") and login_needed(token, "POST")
    assert login_needed(password, "GET") and login_needed(password, "POST")


@pytest.mark.parametrize(("headers", "refused"), [
    ({}, False),  # curl
    ({"Sec-Fetch-Site": "same-origin", "Origin": "http://localhost"}, False),
    ({"Sec-Fetch-Site": "none"}, False),  # typed in the address bar / bookmark
    ({"Origin": "http://localhost"}, False),
    ({"Sec-Fetch-Site": "cross-site"}, True),
    ({"Sec-Fetch-Site": "same-site"}, True),  # another port of this device is another origin
    ({"Origin": "http://evil.example"}, True),
    ({"Origin": "http://localhost:9999"}, True),
    ({"Origin": "null"}, True),
    ({"Sec-Fetch-Site": "same-origin", "Origin": "http://evil.example"}, True),
])
def test_cross_site_rule(headers: dict[str, str], refused: bool) -> None:
    assert (cross_site_reason("POST", headers, "localhost") is not None) is refused
    assert cross_site_reason("GET", headers, "localhost") is None


def test_cross_site_post_is_refused_and_nothing_changes(client: FlaskClient, memory: MemoryService,
                                                        user_id: str) -> None:
    key = memory.add(user_id, "keep me")
    for headers in ({"Origin": "http://evil.example"}, {"Sec-Fetch-Site": "cross-site"}):
        refused = client.post("/clearMemory", headers=headers)
        assert refused.status_code == 403
        assert refused.json["success"] is False and refused.json["error"]["code"] == "CROSS_SITE_REQUEST"
        assert client.delete(f"/api/memories/semantic/{key}", headers=headers).status_code == 403
        assert client.post("/memories/clear", data={"user": user_id}, headers=headers).status_code == 403
    assert [m.text for m in memory.list(user_id)] == ["keep me"]
    same = client.post("/clearMemory", json={"user": user_id},
                       headers={"Origin": "http://localhost", "Sec-Fetch-Site": "same-origin"})
    assert same.status_code == 200 and memory.list(user_id) == []


def test_token_required_for_changes_when_set(make_app, memory: MemoryService, user_id: str) -> None:
    client = make_app(user_id=user_id, web_api_token="s3cret-token-value").test_client()
    memory.add(user_id, "guarded")
    assert client.get("/api/memories").status_code == 200  # reading is open when only a token is set
    denied = client.post("/clearMemory")
    assert denied.status_code == 401 and denied.json["success"] is False
    assert client.post("/clearMemory", headers={"Authorization": "Bearer wrong"}).status_code == 401
    assert client.put("/api/settings", json={"persona": "x"}).status_code == 401
    assert len(memory.list(user_id)) == 1
    ok = client.post("/clearMemory", json={"user": user_id}, headers={"Authorization": "Bearer s3cret-token-value"})
    assert ok.status_code == 200 and memory.list(user_id) == []


def test_password_login_session_and_logout(make_app, user_id: str) -> None:
    app = make_app(user_id=user_id, web_password_hash=hash_password("correct horse"))
    client = app.test_client()
    page = client.get("/memories")
    assert page.status_code == 302 and page.headers["Location"].startswith("/login")
    assert client.get("/api/memories").status_code == 401
    assert client.get("/health").status_code == 200  # health checks need no login
    assert client.get("/login").status_code == 200
    wrong = client.post("/login", data={"password": "nope"})
    assert wrong.status_code == 401
    ok = client.post("/login", data={"password": "correct horse", "next": "//evil.example/"})
    assert ok.status_code == 303 and ok.headers["Location"] == "/memories"  # never redirect off-site
    cookie = ok.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert client.get("/memories").status_code == 200
    assert client.post("/clearMemory", json={"user": user_id}).status_code == 200
    assert client.post("/logout").status_code == 303
    assert client.get("/api/memories").status_code == 401


def test_login_is_rate_limited(make_app) -> None:
    client = make_app(web_password_hash=hash_password("correct horse")).test_client()
    for _ in range(5):
        assert client.post("/login", data={"password": "guess"}).status_code == 401
    limited = client.post("/login", data={"password": "correct horse"})
    assert limited.status_code == 429 and int(limited.headers["Retry-After"]) > 0


def test_wrong_tokens_are_rate_limited(make_app) -> None:
    client = make_app(web_api_token="s3cret-token-value").test_client()
    for _ in range(5):
        assert client.post("/clearMemory", headers={"Authorization": "Bearer guess"}).status_code == 401
    limited = client.post("/clearMemory", headers={"Authorization": "Bearer s3cret-token-value"})
    assert limited.status_code == 429 and limited.json["success"] is False


def test_login_page_without_any_secret_goes_home(client: FlaskClient) -> None:
    assert client.get("/login").headers["Location"] == "/memories"


def test_no_secret_ever_leaves_the_server(make_app) -> None:
    """API key, token and password hash never appear in any answer (the DB URL password: test_api's outage test)."""
    hashed = hash_password("correct horse")
    app = make_app(llm_api_key="sk-very-secret-key", web_api_token="tok-very-secret", web_password_hash=hashed)
    client = app.test_client()
    auth = {"Authorization": "Bearer tok-very-secret"}
    for path in ("/api/settings", "/api/status", "/settings", "/status", "/memories", "/api/memories", "/health"):
        body = client.get(path, headers=auth).get_data(as_text=True)
        for secret in ("sk-very-secret-key", "tok-very-secret", hashed, hashed.split("$")[-1]):
            assert secret not in body, (path, secret)
    assert client.get("/api/settings", headers=auth).json["settings"]["llm_api_key"] == {"set": True}


def test_password_hash_round_trip_and_limits() -> None:
    encoded = hash_password("correct horse")
    assert encoded.startswith("scrypt$") and "correct horse" not in encoded
    assert verify_password("correct horse", encoded)
    assert not verify_password("correct horsf", encoded)
    assert not verify_password("x", "not-a-hash") and not verify_password("x", "scrypt$1$2$3$%%%$%%%")
    with pytest.raises(ValueError):
        hash_password("short")


def test_session_store_and_limiter_expire() -> None:
    now = [0.0]
    sessions = SessionStore(ttl_seconds=10, max_sessions=2, clock=lambda: now[0])
    a, b = sessions.create(), sessions.create()
    assert sessions.valid(a) and sessions.valid(b) and not sessions.valid("x") and not sessions.valid(None)
    c = sessions.create()
    assert not sessions.valid(a) and sessions.valid(c)  # oldest dropped when full
    now[0] = 11
    assert not sessions.valid(b)
    limiter = LoginLimiter(max_failures=2, window_seconds=60, clock=lambda: now[0])
    limiter.failure("1.2.3.4")
    assert limiter.retry_after("1.2.3.4") == 0
    limiter.failure("1.2.3.4")
    assert limiter.retry_after("1.2.3.4") > 0 and limiter.retry_after("5.6.7.8") == 0
    now[0] += 61
    assert limiter.retry_after("1.2.3.4") == 0
