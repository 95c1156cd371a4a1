"""The local skills as a request-family test drives them: the real rules, recognizer and skills, in-memory stores,
gpiozero's mock pins and a pinned clock (a Tuesday morning), spoken to by one user on one device."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.graph import TurnContext
from gpt_home.skills.lights import Lights
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timers import TimerService
from gpt_home.skills.volume import Volume

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday
NO_MIXER = "I can't change the volume on this device: there is no sound mixer."
NO_LOCATION = "I don't know where you are. Set a weather location on the settings page."


class Lists:
    """A lists handler that records the list intents it was given (what the recognizer understood) and says "ok"."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, str]]] = []

    def handle_list_intent(self, intent: str, slots: dict[str, str], user_id: str) -> str:
        self.calls.append((intent, dict(slots)))
        return "ok"


@contextmanager
def local_skills(factory: MockFactory, *, lights: Mapping[str, int] | None = None, timers: bool = True,
                 volume: Volume | None = None, **parts: Any) -> Iterator[LocalSkills]:
    """``LocalSkills`` in UTC with timers in memory (unless ``timers`` is False), the named lights on mock pins
    (default: the kitchen on pin 17), no sound mixer unless ``volume`` is given, and any other part (``lists``,
    ``memory``...) passed through; the lights are closed afterwards."""
    pins = Lights(dict(lights or {"kitchen": 17}), pin_factory=factory)
    service = TimerService(InMemoryStore(), device_id="kitchen", grace_seconds=600) if timers else None
    try:
        yield LocalSkills(tz=UTC, timers=service, lights=pins, volume=volume or Volume(), rng=random.Random(3),
                          **parts)
    finally:
        pins.close()


def say(skills: LocalSkills, text: str, seconds: float = 0, *, now: datetime = NOW) -> str | None:
    """What the skills reply to ``text`` said ``seconds`` after ``now`` (None: the model would answer)."""
    return skills.handle(text, TurnContext(user_id="anna", device_id="kitchen", now=now + timedelta(seconds=seconds)))
