"""The Status page's household section in Debian's Chromium (Playwright), served by waitress: the devices table and
the announcement form, with markup shown as text and a refused announcement queuing nothing."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gpt_home.house.announcements import Spool
from gpt_home.house.devices import DeviceRegistry
from gpt_home.house.pg import HouseDb

pytestmark = pytest.mark.browser
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture
def tab(browser) -> Iterator[Any]:
    """A phone-sized tab in the module's Chromium (``browser`` in conftest) that records page errors and dialogs."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.problems = []
    page.on("pageerror", lambda exc: page.problems.append(str(exc)))
    page.on("dialog", lambda d: (page.problems.append("dialog: " + d.message), d.dismiss()))
    yield page
    context.close()


@pytest.fixture
def served(settings, db) -> Iterator[str]:  # type: ignore[no-untyped-def]
    from gpt_home.webapp.server import make_server, stop_server

    server = make_server(settings, host="127.0.0.1", port=0, db=db, threads=2)
    thread = threading.Thread(target=server.run, name="waitress-house", daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.effective_port}"
    stop_server(server)
    thread.join(timeout=10)


def test_announce_from_the_status_page(tab: Any, served: str, settings, db) -> None:  # type: ignore[no-untyped-def]
    office = f"office-{uuid.uuid4().hex[:6]}"
    DeviceRegistry(HouseDb(db), office).register()
    spool = Spool(settings.data_dir)
    tab.goto(f"{served}/status")
    assert tab.get_by_role("heading", name="Devices in this household").is_visible()
    assert tab.locator("table.devices tr", has_text=office).is_visible()

    tab.get_by_label("Message (spoken after a chime)").fill("<img src=x onerror=alert(1)>Dinner is <b>ready</b>")
    with tab.expect_navigation():
        tab.get_by_role("button", name="Announce").click()
    result = tab.locator("#announce-result")
    assert "Announcing “Dinner is ready” on" in result.inner_text() and office in result.inner_text()
    assert [p.announcement.text for p in spool.pending()] == ["Dinner is ready"]

    tab.get_by_label("Message (spoken after a chime)").fill("&lt;b&gt; stays text")
    tab.get_by_label("On").select_option(office)
    with tab.expect_navigation():
        tab.get_by_role("button", name="Announce").click()
    assert f"“<b> stays text” on {office}." in tab.locator("#announce-result").inner_text()  # text, not markup
    assert tab.locator("#announce-result b").count() == 0

    tab.get_by_label("Message (spoken after a chime)").fill("z" * 1999)  # the form allows it; the server refuses
    with tab.expect_navigation():
        tab.get_by_role("button", name="Announce").click()
    assert "Not announced: the announcement is 1999 characters long" in tab.locator("#announce-result").inner_text()
    assert len(spool.pending()) == 1  # the office's went through Postgres, the refused one nowhere
    ARTIFACTS.mkdir(exist_ok=True)
    tab.screenshot(path=str(ARTIFACTS / "status-household.png"), full_page=True)
    assert tab.problems == []
