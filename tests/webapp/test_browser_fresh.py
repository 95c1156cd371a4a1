"""The cached Memories page in a real browser (Debian's Chromium, waitress): a reload after a clear or a new memory
shows the change, whoever made it, and the browser never serves a stored copy (the page is ``no-store``).
"""

from __future__ import annotations

from typing import Any

import pytest

from gpt_home.memory.service import MemoryService

pytestmark = pytest.mark.browser


def test_reload_after_a_clear_elsewhere_shows_nothing(page: Any, serve: Any, memory: MemoryService,
                                                      user_id: str) -> None:
    url = f"{serve()}/memories"
    memory.add(user_id, "The blue folder is in drawer three")
    page.goto(url)
    assert page.get_by_text("The blue folder is in drawer three").is_visible()
    page.reload()  # the same page again: now served from the server's cache
    assert page.get_by_text("The blue folder is in drawer three").is_visible()

    memory.add(user_id, "Grandma visits on Sundays")  # the voice daemon learns something
    answer = page.reload()
    assert answer.status == 200 and answer.headers["cache-control"] == "no-store"
    assert page.get_by_text("Grandma visits on Sundays").is_visible()

    memory.clear(user_id)  # `gpt-home memory clear`, another process
    page.goto(url)
    assert page.get_by_text("No facts yet").is_visible()
    assert page.get_by_text("The blue folder is in drawer three").count() == 0
    assert page.get_by_text("Grandma visits on Sundays").count() == 0
    page.go_back()  # history navigation must not bring the cleared page back from a browser cache
    page.go_forward()
    assert page.get_by_text("The blue folder is in drawer three").count() == 0
    assert page.problems == []
