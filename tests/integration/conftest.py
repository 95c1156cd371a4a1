"""Fixtures shared by the integration tests: the household as the daemon wires it, and the Assistant with the real
local skills and no model."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC
from typing import Any

import pytest

from gpt_home.wiring import build_household


@pytest.fixture
def household(settings, db, model) -> Iterator[Any]:
    """The household on the session's Postgres; its chat model is the test module's own ``model`` fixture."""
    built = build_household(settings, db, chat_model=model)
    yield built
    built.assistant.close()
    built.memory.close()


@pytest.fixture
def assistant(settings, db, factory) -> Iterator[tuple[Any, Any, Any]]:
    """``(Assistant, LocalSkills, ListSkill)`` on the session's Postgres with no model (chat_model=None): timers, two
    lights on gpiozero mock pins (kitchen, living room), volume and lists. A module may define its own ``assistant``."""
    from gpt_home.agent.assistant import Assistant
    from gpt_home.skills.lights import Lights
    from gpt_home.skills.lists import ListSkill
    from gpt_home.skills.local import LocalSkills
    from gpt_home.skills.timers import TimerService
    from gpt_home.skills.volume import Volume

    lights = Lights({"kitchen": 17, "living_room": 27}, pin_factory=factory)
    lists = ListSkill(db.store)
    skills = LocalSkills(tz=UTC, timers=TimerService(db.store, device_id=f"dev-{random.randrange(10**9)}",
                                                     grace_seconds=600, pool=db.pool),
                         lights=lights, volume=Volume(), lists=lists, rng=random.Random(4))
    helper = Assistant(settings, db, chat_model=None, intent_handlers=[skills.handle])
    yield helper, skills, lists
    helper.close()
    lights.close()
