"""The HTML pages and their forms through the test client (the browser tests drive the same forms in Chromium)."""

from __future__ import annotations

import re
import tomllib
from datetime import datetime, timedelta

from flask.testing import FlaskClient

from gpt_home.memory.manager import MemoryKind, user_label
from gpt_home.memory.service import MemoryService
from gpt_home.memory.summaries import SummaryStore, Window

XSS = '<img src=x onerror="window.__pwned=1">'


def test_home_redirects_to_memories(client: FlaskClient) -> None:
    assert client.get("/").headers["Location"] == "/memories"


def test_memories_page_empty_states(client: FlaskClient) -> None:
    html = client.get("/memories").get_data(as_text=True)
    assert "No facts yet" in html and "No episodes yet" in html and "No summaries yet" in html
    assert "Nothing yet. When you tell GPT Home about yourself" in html
    assert "<script>" not in html and "style=" not in html  # CSP: no inline script or style


def test_memories_page_shows_everything_escaped(client: FlaskClient, memory: MemoryService, db,  # noqa: ANN001
                                                user_id: str, test_now: datetime) -> None:
    memory.add(user_id, XSS)
    memory.add(user_id, "We baked bread", kind=MemoryKind.EPISODIC)
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "<b>Sam</b>"}])
    memory.touch_thread(user_id, "t-1", title="<i>Dinner</i>", now=test_now)
    SummaryStore(db.store).write(user_label(user_id), "t-1", Window(0, 0, 4), "<q>What to cook</q>", "Pasta", [])
    html = client.get("/memories").get_data(as_text=True)
    assert XSS not in html and "&lt;img src=x onerror=&#34;window.__pwned=1&#34;&gt;" in html
    assert "<b>Sam</b>" not in html and "&lt;b&gt;Sam&lt;/b&gt;" in html
    assert "<i>Dinner</i>" not in html and "&lt;i&gt;Dinner&lt;/i&gt;" in html
    assert "&lt;q&gt;What to cook&lt;/q&gt;" in html
    assert "We baked bread" in html
    assert re.search(r"<details class=\"thread\">", html)  # summaries collapsed by default (no `open`)


def test_search_box(client: FlaskClient, memory: MemoryService, user_id: str) -> None:
    memory.add(user_id, "Grandma visits on Sundays")
    memory.add(user_id, "The car needs new tyres")
    html = client.get("/memories?q=when+does+grandma+come").get_data(as_text=True)
    results = html.split('id="results-h"')[1].split("</section>")[0]
    assert results.index("Grandma visits on Sundays") < results.index("The car needs new tyres") \
        if "The car needs new tyres" in results else "Grandma visits on Sundays" in results


def test_forms_delete_item_profile_key_thread_and_clear(client: FlaskClient, memory: MemoryService, db,  # noqa: ANN001
                                                        user_id: str, test_now: datetime) -> None:
    key = memory.add(user_id, "forget me")
    memory.add(user_id, "keep me")
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Sam"}])
    memory.touch_thread(user_id, "t-1", title="Dinner", now=test_now)
    SummaryStore(db.store).write(user_label(user_id), "t-1", Window(0, 0, 4), "q", "a", [])

    done = client.post("/memories/delete", data={"user": user_id, "kind": "semantic", "key": key})
    assert done.status_code == 303 and "done=deleted" in done.headers["Location"]
    assert [m.text for m in memory.list(user_id)] == ["keep me"]
    assert "Forgotten." in client.get(done.headers["Location"]).get_data(as_text=True)
    assert client.post("/memories/delete", data={"kind": "semantic", "key": key}).status_code == 404
    assert client.post("/memories/delete", data={"kind": "nope", "key": key}).status_code == 400

    assert client.post("/memories/profile/delete", data={"key": "name"}).status_code == 303
    assert memory.profile(user_id) == {}
    assert client.post("/memories/threads/delete", data={"thread_id": "t-1"}).status_code == 303
    assert memory.summaries(user_id) == []

    other = user_id + "-o"
    memory.add(other, "someone else's")
    cleared = client.post("/memories/clear", data={"user": user_id})
    assert cleared.status_code == 303 and memory.list(user_id) == []
    assert [m.text for m in memory.list(other)] == ["someone else's"]  # the page clears the user shown only


def test_done_message_is_never_reflected(client: FlaskClient) -> None:
    html = client.get("/memories?done=%3Cscript%3Ealert(1)%3C/script%3E").get_data(as_text=True)
    assert "alert(1)" not in html


def test_status_page(client: FlaskClient) -> None:
    html = client.get("/status").get_data(as_text=True)
    assert "The voice assistant is not running" in html and "database" in html


def test_status_page_with_a_running_daemon(client: FlaskClient, settings,  # noqa: ANN001
                                           test_now: datetime) -> None:
    import json

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    turn = {"turn": 3, "started_at": test_now.timestamp(), "wake_engine": "kws", "wake_latency_s": 0.21, "capture_s": 1.9,
            "stt_s": 0.48, "agent_first_s": 0.35, "agent_s": 0.9, "tts_first_s": 0.05,
            "end_of_speech_to_first_audio_s": 1.1, "outcome": "<answered>"}
    (settings.data_dir / "status.json").write_text(json.dumps({"state": "idle", "updated_at": test_now.timestamp(),
                                                              "turns": [turn]}))
    html = client.get("/status").get_data(as_text=True)
    assert "State: <strong class=\"state\">idle</strong>" in html
    assert "<td>0.48</td>" in html and "<td>1.10</td>" in html and "&lt;answered&gt;" in html


def test_timers_page_lists_and_cancels(client: FlaskClient, db, settings, user_id: str,  # noqa: ANN001
                                       test_now: datetime) -> None:
    from gpt_home.agent.intents import TimerKind
    from gpt_home.skills.timers import TimerService

    timers = TimerService(db.store, device_id=settings.device_id, grace_seconds=600, pool=db.pool)
    now = test_now
    timer = timers.set(user_id, TimerKind.ALARM, now + timedelta(hours=8), label="<wake up>", now=now)
    html = client.get("/timers").get_data(as_text=True)
    assert "&lt;wake up&gt;" in html and timer.id in html
    assert client.post("/timers/cancel", data={"id": timer.id}).status_code == 303
    assert timers.list(user_id) == []
    assert client.post("/timers/cancel", data={"id": timer.id}).status_code == 404


def test_settings_page_saves_the_file(client: FlaskClient, settings) -> None:
    html = client.get("/settings").get_data(as_text=True)
    assert "Changes take effect after a restart" in html and "not set" in html
    form = {"device_id": "kitchen", "timezone": "Europe/Berlin", "wake_engine": "kws", "wake_phrase": "hey home",
            "stt_engine": "sphinx", "stt_language": "en", "stt_model_path": "", "tts_engine": "pyttsx3",
            "tts_voice": "", "llm_provider": "openai", "llm_model_name": "gpt-4o-mini", "llm_base_url": "",
            "llm_api_key": "sk-typed-key", "persona": "Be brief.", "gpio_led_pins": "5, 6, 13",
            "gpio_button_pin": ""}
    saved = client.post("/settings", data=form)
    assert saved.status_code == 303 and "done=saved" in saved.headers["Location"]
    doc = tomllib.loads(settings.settings_file.read_text())
    assert doc["llm_model"] == "openai:gpt-4o-mini" and doc["gpio_led_pins"] == [5, 6, 13]
    assert doc["llm_api_key"] == "sk-typed-key" and "gpio_button_pin" not in doc
    after = client.get(saved.headers["Location"]).get_data(as_text=True)
    assert "Restart GPT Home" in after and "sk-typed-key" not in after and ">set<" in after
    # An empty key field keeps the saved key; the clear box removes it.
    client.post("/settings", data={**form, "llm_api_key": ""})
    assert tomllib.loads(settings.settings_file.read_text())["llm_api_key"] == "sk-typed-key"
    client.post("/settings", data={**form, "llm_api_key": "", "llm_api_key_clear": "1"})
    assert "llm_api_key" not in tomllib.loads(settings.settings_file.read_text())


def test_settings_page_rejects_bad_values_and_keeps_the_file(client: FlaskClient, settings) -> None:
    assert client.post("/settings", data={"persona": "ok"}).status_code == 303
    before = settings.settings_file.read_text()
    for bad in ({"timezone": "Mars/Olympus"}, {"gpio_led_pins": "1,x"}, {"device_id": "no spaces allowed"},
                {"llm_provider": "openai", "llm_model_name": ""}, {"wake_engine": "clap"}):
        response = client.post("/settings", data=bad)
        assert response.status_code == 400, bad
        assert "Not saved:" in response.get_data(as_text=True)
    assert settings.settings_file.read_text() == before
