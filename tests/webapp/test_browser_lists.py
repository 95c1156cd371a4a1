"""The Lists page in Debian's Chromium (Playwright), served by waitress over the real Postgres: add, tick off and
remove an item with the page's own buttons and see the rows change in the store table."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gpt_home.memory.manager import user_label

pytestmark = pytest.mark.browser
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
WAIT_MS = 10_000


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One headless Chromium (Debian's package; `playwright install` cannot work offline)."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail("CI must have Debian's chromium (scripts/setup.sh --test installs it)")
        pytest.skip("Debian's chromium is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM,
                                      args=["--no-sandbox", "--disable-background-networking"])
        yield chromium
        chromium.close()


@pytest.fixture
def serve(make_settings, db, user_id: str) -> Iterator[Any]:
    """The app under waitress on 127.0.0.1 (a free port) in a thread, over the test database; returns its URL."""
    from gpt_home.webapp.server import make_server, stop_server

    server = make_server(make_settings(user_id=user_id), host="127.0.0.1", port=0, db=db, threads=4)
    thread = threading.Thread(target=server.run, name="waitress-test", daemon=True)
    thread.start()
    yield lambda: f"http://127.0.0.1:{server.effective_port}"
    stop_server(server)
    thread.join(timeout=10)
    assert not thread.is_alive()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh phone-sized page that records Content-Security-Policy violations and page errors."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    tab = context.new_page()
    tab.set_default_timeout(WAIT_MS)
    tab.problems = []
    tab.on("console", lambda msg: tab.problems.append(msg.text) if "Content Security Policy" in msg.text else None)
    tab.on("pageerror", lambda exc: tab.problems.append(str(exc)))
    yield tab
    context.close()


def _shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
MARKUP = '<img src=x onerror="window.__pwned=1">'


def _rows(db: Any, user_id: str) -> list[tuple[str, bool]]:
    with db.pool.connection() as conn:
        rows = conn.execute("SELECT value FROM store WHERE prefix = %s ORDER BY value->>'added'",
                            (f"lists.{user_label(user_id)}.shopping",)).fetchall()
    return [(r["value"]["text"], bool(r["value"]["done"])) for r in rows]


def test_add_tick_and_remove_an_item_in_the_browser(page: Any, serve: Any, db: Any, user_id: str) -> None:
    url = serve()
    page.goto(f"{url}/lists")
    assert page.get_by_role("heading", name="Lists", exact=True).is_visible()
    assert page.get_by_text("Nothing on this list").is_visible()

    page.get_by_label("Add an item").fill("eggs")
    with page.expect_navigation():
        page.get_by_role("button", name="Add", exact=True).click()
    page.get_by_label("Add an item").fill(MARKUP)
    with page.expect_navigation():
        page.get_by_role("button", name="Add", exact=True).click()
    assert _rows(db, user_id) == [("eggs", False), (MARKUP, False)]
    assert page.locator(".list-items li").count() == 2
    assert page.locator(".list-items li", has_text=MARKUP).is_visible()  # shown as text
    assert page.evaluate("window.__pwned") is None  # never run

    with page.expect_navigation():
        page.locator(".list-items li", has_text="eggs").get_by_role("button", name="Done").click()
    assert _rows(db, user_id) == [("eggs", True), (MARKUP, False)]
    assert page.locator(".list-items li.done", has_text="eggs").is_visible()
    _shot(page, "lists-page")

    with page.expect_navigation():
        page.locator(".list-items li", has_text="eggs").get_by_role("button", name="Remove").click()
    assert _rows(db, user_id) == [(MARKUP, False)]
    assert page.locator(".list-items li").count() == 1
    assert page.problems == []
