"""Free phrasings read by meaning through the real Assistant, graph and embedded Postgres (no model: chat_model=None):
a command nothing else understands is carried out by the skills, asks back for what it lacks, and a knowledge
question still goes to the model."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from gpt_home.agent.assistant import Assistant

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


def ask(helper: Assistant, text: str, user: str, seconds: float = 0) -> tuple[str, str]:
    reply = helper.ask(text, user_id=user, thread_id=f"{user}-thread", now=T0 + timedelta(seconds=seconds))
    return reply.text, reply.handled_by


def test_a_free_countdown_asks_back_and_lands_in_the_store(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    assert ask(helper, "could you do me a countdown", user_id) == ("For how long?", "intent")
    assert ask(helper, "twelve minutes", user_id, 5) == ("Okay, timer set for 12 minutes.", "intent")
    [timer] = skills.timers.list(user_id)
    assert timer.due == T0 + timedelta(seconds=5, minutes=12)


def test_a_free_light_command_is_carried_out_and_a_question_is_not(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    assert ask(helper, "the house is too dark", user_id) == ("Okay, all the lights are on.", "intent")
    assert skills.lights.level("kitchen") == 1.0
    # "darken" is one step down from full (c14), not off: "make the whole house dark" is off
    assert ask(helper, "could you darken the kitchen", user_id, 5) == ("Okay, the kitchen light is at 75 percent.",
                                                                         "intent")
    assert skills.lights.level("kitchen") == 0.75
    _, by = ask(helper, "how do dimmer switches work", user_id, 10)
    assert by != "intent"
    assert skills.lights.level("kitchen") == 0.75
