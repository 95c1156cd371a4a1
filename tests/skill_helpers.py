"""The local skills as a request-family test drives them: the real rules, recognizer and skills, in-memory stores,
gpiozero's mock pins and a pinned clock (a Tuesday morning), spoken to by one user on one device."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.graph import TurnContext
from gpt_home.skills.lights import Lights
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timers import TimerService
from gpt_home.skills.volume import Volume

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday
NO_MIXER = "I can't change the volume on this device: there is no sound mixer."
NO_LOCATION = "I don't know where you are. Set a weather location on the settings page."
TWO_ROOMS = {"kitchen": 17, "living_room": 27}  # the lights of a phrasing list's household
LIGHTS = {"kitchen": 17, "living_room": 18}  # the lights of a command family's household


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


def phrasing_rows(path: Path) -> list[tuple[str, str, str]]:
    """A phrasing list's rows (category, request, expected reply pattern); "#" lines are notes."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            category, request, pattern = line.split("\t")
            rows.append((category, request, pattern))
    return rows


def check_phrasing(reply: str | None, category: str, request: str, pattern: str) -> None:
    """Assert ``reply`` fits a phrasing list's pattern: "-" no local answer; "!" first: any local reply must not match;
    "?" first: not read locally yet (None allowed, a local reply must match); else a reply that matches."""
    if pattern == "-":
        assert reply is None, f"{category}: {request!r} answered {reply!r}"
    elif pattern.startswith("!"):
        assert reply is None or not re.search(pattern[1:], str(reply), re.I), f"{request!r} -> {reply!r}"
    elif pattern.startswith("?"):
        assert reply is None or re.search(pattern[1:], str(reply), re.I), reply
    else:
        assert reply is not None and re.search(pattern, str(reply), re.I), f"{request!r} -> {reply!r}"


@pytest.fixture(name="skills")
def two_room_skills(factory: MockFactory) -> Iterator[LocalSkills]:
    """The ``skills`` fixture of a phrasing list's household (lights in the kitchen and the living room), for a test
    module that imports it (``from tests.skill_helpers import two_room_skills  # noqa: F401``)."""
    with local_skills(factory, lights=TWO_ROOMS) as built:
        yield built


def broad_list(rows: list[tuple[str, str, str]], least: int, categories: Iterable[str]) -> Counter[str]:
    """Assert a phrasing list has at least ``least`` requests in each of ``categories`` and no request twice; its
    count of requests per category."""
    counts = Counter(category for category, _, _ in rows)
    assert all(counts[category] >= least for category in categories), counts
    assert len({request for _, request, _ in rows}) == len(rows)  # no request twice
    return counts


def phrasing_list_test(path: Path) -> Callable[..., None]:
    """The test that says every line of the phrasing list at ``path`` to the ``skills`` fixture and checks the reply
    against the line's pattern (``check_phrasing``); a module collects it as ``test_phrasing_list = ...``."""

    @pytest.mark.parametrize(("category", "request_text", "pattern"), phrasing_rows(path), ids=lambda v: str(v)[:40])
    def test_phrasing_list(skills: LocalSkills, category: str, request_text: str, pattern: str) -> None:
        check_phrasing(say(skills, request_text), category, request_text, pattern)

    return test_phrasing_list


@pytest.fixture(name="skills")
def listing_skills(factory: MockFactory) -> Iterator[LocalSkills]:
    """The ``skills`` fixture of a command family's household: lights in the kitchen and the living room and real
    lists in memory, for a test module that imports it (``from tests.skill_helpers import listing_skills  # noqa:
    F401``)."""
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as built:
        yield built


def light_levels(skills: LocalSkills) -> tuple[float, float]:
    """The kitchen's and the living room's light levels."""
    return skills.lights.level("kitchen"), skills.lights.level("living room")


def shopping_items(skills: LocalSkills) -> list[str]:
    """The shopping list's items, sorted."""
    return sorted(i.text for i in skills.named.lists.lists.items("anna", "shopping"))
