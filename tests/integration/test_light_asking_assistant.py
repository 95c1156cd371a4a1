"""The light question asked back through the real Assistant, graph and embedded Postgres (no model): "turn on the
light" with two lights asks which and marks the turn as waiting for an answer (the daemon listens without the wake
word); the answer, in this process or another one sharing the household's store, switches only the light chosen."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.graph import TurnContext
from gpt_home.skills.asking_back import PendingQuestions
from gpt_home.skills.lights import Lights
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.volume import Volume

T0 = datetime(2026, 12, 1, 18, 0, tzinfo=UTC)
PINS = {"kitchen": 22, "living_room": 23}


@pytest.fixture
def factory() -> Iterator[MockFactory]:
    made = MockFactory(pin_class=MockPWMPin)
    yield made
    made.reset()


def _skills(db, factory: MockFactory, lights: Lights | None = None) -> LocalSkills:
    return LocalSkills(tz=UTC, timers=None, lights=lights or Lights(PINS, pin_factory=factory), volume=Volume(),
                       rng=random.Random(4), pending=PendingQuestions(store=db.store))


def test_which_light_waits_for_its_answer(settings, db, factory: MockFactory, user_id: str) -> None:
    skills = _skills(db, factory)
    helper = Assistant(settings, db, chat_model=None, intent_handlers=[skills.handle])
    try:
        config = {"configurable": {"thread_id": f"{user_id}-thread"}}
        asked = helper.ask("turn on the light", user_id=user_id, thread_id=f"{user_id}-thread", now=T0)
        assert asked.text.startswith("Which light") and asked.handled_by == "intent"
        assert helper.graph.get_state(config).values.get("expects_answer") is True
        assert skills.lights.level("kitchen") == 0.0 and skills.lights.level("living room") == 0.0
        done = helper.ask("the kitchen one", user_id=user_id, thread_id=f"{user_id}-thread",
                          now=T0 + timedelta(seconds=6))
        assert done.text == "Okay, the kitchen light is on."
        assert skills.lights.level("kitchen") == 1.0 and skills.lights.level("living room") == 0.0
    finally:
        helper.close()
        skills.lights.close()


def test_the_answer_may_come_to_another_process(db, factory: MockFactory, user_id: str) -> None:
    lights = Lights(PINS, pin_factory=factory)  # one set of pins, two processes' skills (like two `gpt-home ask`)
    first, second = _skills(db, factory, lights), _skills(db, factory, lights)
    try:
        assert str(first.handle("switch the lamp on", TurnContext(user_id=user_id, device_id="d", now=T0))).startswith(
            "Which light")
        later = TurnContext(user_id=user_id, device_id="d", now=T0 + timedelta(seconds=10))
        assert second.handle("both", later) == "Okay, all the lights are on."
        assert first.handle("both", later) is None  # answered once: "both" alone is no request
    finally:
        lights.close()
