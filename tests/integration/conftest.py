"""Fixtures shared by the integration tests: the household as the daemon wires it, and the Assistant with the real
local skills and no model."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from gpt_home.wiring import build_household
from tests.integration.household_helpers import no_model_household


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
    with no_model_household(settings, db, factory, lights={"kitchen": 17, "living_room": 27}) as house:
        yield house.assistant, house.skills, house.lists
