"""The Lists page in Debian's Chromium (Playwright), served by waitress over the real Postgres: add, tick off and
remove an item with the page's own buttons and see the rows change in the store table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gpt_home.memory.manager import user_label

pytestmark = pytest.mark.browser
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


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
