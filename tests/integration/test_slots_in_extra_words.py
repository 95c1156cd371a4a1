"""Slots inside extra words and self-corrections through the real Assistant, graph and embedded Postgres (no model:
chat_model=None): the corrected timer and list item are the ones stored, a date, a quantity and a sum said inside a
sentence are answered by the skills, and a greeting is left to the model rather than read as a date."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from gpt_home.agent.assistant import Assistant

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday


def ask(helper: Assistant, text: str, user: str, seconds: float = 0) -> tuple[str, str]:
    reply = helper.ask(text, user_id=user, thread_id=f"{user}-thread", now=T0 + timedelta(seconds=seconds))
    return reply.text, reply.handled_by


def test_the_corrected_value_is_the_one_stored(assistant, user_id: str) -> None:
    helper, skills, lists = assistant
    assert ask(helper, "set a timer for five no make it ten minutes", user_id) == (
        "Okay, timer set for 10 minutes.", "intent")
    [timer] = skills.timers.list(user_id)
    assert timer.due == T0 + timedelta(minutes=10)
    assert ask(helper, "add eggs, actually no, add milk to the list", user_id, 5) == (
        "I've added milk to your shopping list.", "intent")
    assert [item.text for item in lists.lists.items(user_id)] == ["milk"]
    assert ask(helper, "turn on the kitchen, sorry, the living room light", user_id, 10) == (
        "Okay, the living room light is on.", "intent")
    assert skills.lights.level("living_room") == 1.0
    assert skills.lights.level("kitchen") == 0.0


def test_slots_inside_extra_words_are_answered_locally(assistant, user_id: str) -> None:
    helper, _, _ = assistant
    assert ask(helper, "grandma comes at christmas how many days is it till then", user_id) == (
        "There are 24 days until Christmas, on Friday, December 25.", "intent")
    assert ask(helper, "my ruler is 30 centimeters how long is that in inches", user_id, 5) == (
        "30 centimeters is 11.81 inches.", "intent")
    assert ask(helper, "what do I get if I take 15 percent off 80", user_id, 10) == ("15 percent off 80 is 12 off, so 68.",
                                                                                    "intent")


def test_a_greeting_is_not_read_as_the_date(assistant, user_id: str) -> None:
    helper, _, _ = assistant
    text, _ = ask(helper, "good day to you", user_id)
    assert text == "Good day to you too! What can I do for you?"  # the greeting returned (skills/chitchat.py)
    assert "December" not in text
