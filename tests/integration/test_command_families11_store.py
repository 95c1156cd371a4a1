"""Round eleven's command families through the real Assistant and embedded Postgres (no model): the holdout10
conversation's changes to what is set, checked in the store, not only in the reply."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.lights import Lights
from gpt_home.skills.list_store import list_slug
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timers import TimerService
from gpt_home.skills.volume import Volume

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[tuple[Assistant, LocalSkills, ListSkill]]:
    lights = Lights({"kitchen": 17, "living_room": 18}, pin_factory=factory)
    lists = ListSkill(db.store)
    skills = LocalSkills(tz=UTC, timers=TimerService(db.store, device_id=f"dev-{random.randrange(10**9)}",
                                                     grace_seconds=600, pool=db.pool),
                         lights=lights, volume=Volume(), lists=lists, rng=random.Random(4))
    helper = Assistant(settings, db, chat_model=None, intent_handlers=[skills.handle])
    yield helper, skills, lists
    helper.close()
    lights.close()


class Talk:
    def __init__(self, helper: Assistant, user: str) -> None:
        self.helper, self.user, self.seconds = helper, user, 0

    def __call__(self, text: str) -> str:
        self.seconds += 5
        reply = self.helper.ask(text, user_id=self.user, thread_id=f"{self.user}-t",
                                now=T0 + timedelta(seconds=self.seconds))
        assert reply.handled_by == "intent", (text, reply.text, reply.handled_by)
        return reply.text


def _left(skills: LocalSkills, user_id: str) -> dict[str, int]:
    timers = skills.timers.list(user_id, kind=TimerKind.TIMER)
    return {t.label: round((t.due - T0).total_seconds() / 60) for t in timers}


def test_timers_named_by_their_food_are_set_read_and_changed(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id)
    say("hiya can you put a timer on for eight minutes for the rice")
    assert "25" in say("and another one for the chicken twenty five minutes")
    say("timer for the potatoes please forty minutes")
    assert _left(skills, user_id) == {"rice": 8, "chicken": 25, "potatoes": 40}
    assert say("how long has the rice got left").startswith("The rice timer has 7 minutes")
    assert "30 minutes" in say("the chicken timer should be thirty minutes not twenty five change it")
    assert say("stop the potato timer i took them out") == "Okay, I cancelled the potatoes timer."
    assert say("the rice needs two more minutes put them on its timer").startswith("Added 2 minutes to the rice")
    assert _left(skills, user_id) == {"rice": 10, "chicken": 30}  # moved, never a second one


def test_alarms_said_as_a_need_cancelled_by_time_and_asked_by_day(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id)
    say("i must get up at six tomorrow for work please wake me")
    assert say("i have a flight need an alarm at four fifteen in the morning") == (
        "Okay, alarm set for 4:15 am tomorrow.")
    assert say("get rid of the four fifteen one the flights cancelled") == "Okay, I cancelled the 4:15 am alarm."
    assert [(t.due.hour, t.due.minute) for t in skills.timers.list(user_id, kind=TimerKind.ALARM)] == [(6, 0)]
    assert say("do i have an alarm for tomorrow morning") == "Yes, you have one alarm for tomorrow morning: 6 am."


def test_a_reminder_with_a_reason_after_is_found_again(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id)
    assert say("dont let me forget the plumber tomorrow at nine i must phone him") == (
        "Okay, I'll remind you about the plumber at 9 am tomorrow.")
    assert "plumber" in say("is there a reminder about the plumber")
    assert say("i need you to remind me about a thing") == "What should I remind you about?"
    assert [t.label for t in skills.timers.list(user_id, kind=TimerKind.REMINDER)] == ["the plumber"]


def test_lists_cleared_ticked_and_taken_off_in_other_words(assistant, user_id: str) -> None:
    helper, _, lists = assistant
    say = Talk(helper, user_id)
    say("add rice and butter to the shopping list")
    assert say("take the rice off we have loads") == "I've removed rice from your shopping list."
    say("put fix the gate on my to do list")
    assert say("i finished fixing the gate tick it off") == "I've removed fix the gate from your to-do list."
    assert say("throw away everything on the shopping list we start again") == "I've cleared your shopping list."
    assert lists.lists.items(user_id, list_slug("shopping")) == []
    assert lists.lists.items(user_id, list_slug("to do")) == []
