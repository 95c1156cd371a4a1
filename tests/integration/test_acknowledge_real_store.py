"""A statement of fact is acknowledged without the model and stored exactly once by the memory pass after the reply,
over real Postgres: through the Assistant (new fact, update, already known, the database down), and through the real
`gpt-home ask` and `gpt-home memory --json list` commands of a default install (bundled model configured)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from gpt_home.agent.acknowledge import LATER
from gpt_home.memory.learning import Action
from gpt_home.memory.manager import MemoryKind

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


def _semantic(household, user_id: str) -> list[str]:  # noqa: ANN001
    return [m.text for m in household.memory.list(user_id, MemoryKind.SEMANTIC)]


def test_told_changed_and_told_again_each_said_truthfully_and_stored_once(settings, db,  # noqa: ANN001
                                                                         user_id: str) -> None:
    from gpt_home.wiring import build_household

    household = build_household(settings, db, chat_model=None)  # no model: only the acknowledgement can answer
    assistant = household.assistant
    told = assistant.ask("My favourite colour is green.", user_id=user_id, now=NOW)
    assert (told.text, told.handled_by, str(told.source)) == ("Got it: your favourite colour is green.", "memory",
                                                             "memory")
    assistant.after_turn.wait_idle(30, run_now=True)
    assert household.learning is not None and household.learning.last.action is Action.STORE  # the pass did not skip
    assert _semantic(household, user_id) == ["The user's favourite colour is green."]

    changed = assistant.ask("Actually my favourite colour is blue.", user_id=user_id, now=NOW + timedelta(seconds=5))
    assert changed.text == "Okay, I've changed that: your favourite colour is blue now."
    again = assistant.ask("My favourite colour is blue.", user_id=user_id, now=NOW + timedelta(seconds=10))
    assert again.text == "Yes, I know: your favourite colour is blue."
    assistant.after_turn.wait_idle(30, run_now=True)
    assert _semantic(household, user_id) == ["The user's favourite colour is blue."]

    named = assistant.ask("My name is Priya.", user_id=user_id, now=NOW + timedelta(seconds=15))
    assert named.text == "Nice to meet you, Priya."
    assistant.after_turn.wait_idle(30, run_now=True)
    assert household.memory.profile(user_id).get("name") == "Priya"
    asked = assistant.ask("what is my favourite colour?", user_id=user_id, now=NOW + timedelta(seconds=20))
    assert asked.text == "Your favourite colour is blue."
    assistant.close()


def test_while_the_database_is_down_it_says_the_fact_is_saved_later_and_then_stores_it(settings, db,  # noqa: ANN001
                                                                                      user_id: str) -> None:
    from gpt_home.wiring import build_household

    household = build_household(settings, db, chat_model=None)
    household.memory.health.mark_down("outage")
    told = household.assistant.ask("Our dog is called Biscuit.", user_id=user_id, now=NOW)
    assert told.text == f"Got it: your dog is called Biscuit. {LATER}"
    household.assistant.settle(30, checkpoints=False)
    household.memory.health.mark_up()  # the database answers again: the spooled pass runs
    household.assistant.after_turn.wait_idle(30, run_now=True)
    assert _semantic(household, user_id) == ["The dog is called Biscuit."]
    household.assistant.close()


def test_ask_then_memory_list_show_the_fact_once(run_cli, user_id: str, local_model_path: Path) -> None:  # noqa: ANN001
    env = {"GPT_HOME_LLM_MODEL": "auto"}  # the default install: the bundled model is configured
    told = run_cli("ask", "--user", user_id, "--json", "My favourite colour is green.", env=env, timeout=180)
    assert told.returncode == 0, told.stderr[-2000:]
    reply = json.loads(told.stdout)
    assert (reply["reply"], reply["handled_by"]) == ("Got it: your favourite colour is green.", "memory")
    listed = run_cli("memory", "--user", user_id, "--json", "list")
    assert listed.returncode == 0, listed.stderr
    assert [m["text"] for m in json.loads(listed.stdout) if m["kind"] == "semantic"] == [
        "The user's favourite colour is green."]


def test_the_daemons_streamed_turn_says_the_acknowledgement_and_learns_once(settings, db,  # noqa: ANN001
                                                                            user_id: str) -> None:
    from gpt_home.wiring import build_household

    household = build_household(settings, db, chat_model=None)
    spoken = list(household.assistant.stream("I'm allergic to shellfish.", user_id=user_id, now=NOW))
    assert spoken == ["Noted: you're allergic to shellfish."]
    household.assistant.after_turn.wait_idle(30, run_now=True)
    assert _semantic(household, user_id) == ["The user is allergic to shellfish."]
    household.assistant.close()
