"""The settings page in a real browser: Debian's Chromium driven by Playwright, the app served by waitress.

Covers the confirmation dialogs, that a stored script-like memory is shown as text and never runs, that a page from
another local origin cannot clear memories, and that a curl-style POST still works.
"""

from __future__ import annotations

import http.server
import json
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gpt_home.memory.manager import MemoryKind, user_label
from gpt_home.memory.service import MemoryService

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
XSS = '<img src=x onerror="window.__pwned=1">'


@pytest.fixture
def live_url(serve: Any) -> str:
    """The app with no password or token."""
    return serve()


def _shot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def _count_rows(db: Any, user_id: str) -> int:
    with db.pool.connection() as conn:
        row = conn.execute("SELECT count(*) AS n FROM store WHERE starts_with(prefix, %s)",
                           (f"memories.{user_label(user_id)}.",)).fetchone()
    return int(row["n"])


def test_delete_one_then_clear_all_through_the_dialogs(page: Any, live_url: str, memory: MemoryService,
                                                        user_id: str) -> None:
    memory.add(user_id, "The spare key is under the mat")
    memory.add(user_id, "Grandma visits on Sundays")
    memory.add(user_id, "We baked bread together", kind=MemoryKind.EPISODIC)
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Sam"}])
    page.goto(f"{live_url}/memories")
    assert page.get_by_role("heading", name="What GPT Home remembers").is_visible()
    _shot(page, "memories-page")

    item = page.locator("li", has_text="The spare key is under the mat")
    item.get_by_role("button", name="Forget this").click()
    dialog = page.locator("#confirm-dialog")
    assert dialog.is_visible() and "The spare key is under the mat" in page.locator("#confirm-text").inner_text()
    dialog.get_by_role("button", name="Cancel").click()  # cancelling deletes nothing
    assert not dialog.is_visible()
    assert len(memory.list(user_id)) == 3

    item.get_by_role("button", name="Forget this").click()
    with page.expect_navigation():
        dialog.get_by_role("button", name="Yes, forget it").click()
    assert page.get_by_text("Forgotten.").is_visible()
    assert sorted(m.text for m in memory.list(user_id)) == ["Grandma visits on Sundays", "We baked bread together"]

    page.get_by_role("button", name="Clear all memories").click()
    assert "Forget everything GPT Home remembers" in page.locator("#confirm-text").inner_text()
    _shot(page, "clear-all-dialog")
    with page.expect_navigation():
        dialog.get_by_role("button", name="Yes, forget it").click()
    assert page.get_by_text("Everything was forgotten.").is_visible()
    assert page.get_by_text("No facts yet").is_visible()
    assert memory.list(user_id) == [] and memory.profile(user_id) == {}
    assert page.problems == []


def test_stored_markup_is_shown_as_text_and_never_runs(page: Any, live_url: str, memory: MemoryService,
                                                       user_id: str) -> None:
    memory.add(user_id, XSS)
    memory.patch_profile(user_id, [{"op": "add", "path": "/nickname", "value": "<script>window.__pwned=2</script>"}])
    page.goto(f"{live_url}/memories")
    page.wait_for_load_state("load")
    assert page.get_by_text(XSS, exact=True).is_visible()
    assert page.get_by_text("<script>window.__pwned=2</script>", exact=True).is_visible()
    assert page.locator("main img").count() == 0
    assert page.evaluate("typeof window.__pwned") == "undefined"
    # The confirmation dialog puts the text in as text too.
    page.locator("li", has_text="window.__pwned=1").get_by_role("button", name="Forget this").click()
    assert XSS in page.locator("#confirm-text").inner_text()
    assert page.evaluate("typeof window.__pwned") == "undefined"
    _shot(page, "xss-as-text")
    assert page.problems == []


class _AttackerPage(http.server.BaseHTTPRequestHandler):
    """Another local origin whose page auto-submits a form to the settings page's /clearMemory."""

    target = ""

    def do_GET(self) -> None:
        body = (f'<!doctype html><form id="f" method="post" action="{self.target}/clearMemory">'
                '<input name="x" value="1"></form><script>document.getElementById("f").submit()</script>').encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def attacker(live_url: str) -> Iterator[str]:
    """The attacking page, served from 127.0.0.1 on another port (another origin, same machine)."""
    handler = type("Handler", (_AttackerPage,), {"target": live_url})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()
    thread.join(timeout=10)


def test_cross_origin_form_cannot_clear_memory(page: Any, live_url: str, attacker: str, memory: MemoryService,
                                               db: Any, user_id: str) -> None:
    memory.add(user_id, "Do not let other sites erase me")
    memory.add(user_id, "Me neither", kind=MemoryKind.EPISODIC)
    assert _count_rows(db, user_id) == 2
    with page.expect_response(lambda r: r.url.endswith("/clearMemory")) as answer:
        page.goto(attacker)
    response = answer.value
    assert response.status == 403
    assert response.json()["success"] is False
    assert response.json()["error"]["code"] == "CROSS_SITE_REQUEST"
    _shot(page, "cross-origin-refused")
    assert _count_rows(db, user_id) == 2  # every row is still in Postgres


def test_curl_style_post_works(live_url: str, memory: MemoryService, db: Any, user_id: str) -> None:
    memory.add(user_id, "to be cleared by curl")
    request = urllib.request.Request(f"{live_url}/clearMemory", method="POST", data=b"")  # no Origin, no Sec-Fetch-*
    with urllib.request.urlopen(request, timeout=10) as answer:
        assert answer.status == 200
        body = json.loads(answer.read())
    assert body["success"] is True and body["message"] == "Memory cleared successfully"
    assert _count_rows(db, user_id) == 0


def test_pages_render_on_a_phone_without_csp_violations(page: Any, live_url: str) -> None:
    for path, name in (("/settings", "settings-page"), ("/status", "status-page"), ("/timers", "timers-page")):
        page.goto(f"{live_url}{path}")
        page.wait_for_load_state("load")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), path
        _shot(page, name)
    assert page.problems == []


def test_password_login_then_clear_in_the_browser(page: Any, serve: Any, memory: MemoryService,
                                                 user_id: str) -> None:
    from gpt_home.webapp.auth import hash_password

    url = serve(web_password_hash=hash_password("correct horse battery"))
    memory.add(user_id, "Only for logged-in eyes")
    page.goto(f"{url}/memories")
    assert "/login" in page.url and page.get_by_text("Only for logged-in eyes").count() == 0
    page.get_by_label("Password").fill("wrong password")
    with page.expect_navigation():
        page.get_by_role("button", name="Log in").click()
    assert page.get_by_text("That is not right.").is_visible()
    page.get_by_label("Password").fill("correct horse battery")
    with page.expect_navigation():
        page.get_by_role("button", name="Log in").click()
    assert page.url.endswith("/memories") and page.get_by_text("Only for logged-in eyes").is_visible()
    page.get_by_role("button", name="Clear all memories").click()
    with page.expect_navigation():
        page.locator("#confirm-dialog").get_by_role("button", name="Yes, forget it").click()
    assert memory.list(user_id) == []
    with page.expect_navigation():
        page.get_by_role("button", name="Log out").click()
    assert "/login" in page.url
    assert page.problems == []
