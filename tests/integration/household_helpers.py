"""The household without a model, as the integration tests of request families drive it: the real Assistant, the
session's Postgres (timers and lists in the store), the real local skills, lights on gpiozero's mock pins and a pinned
clock (a Tuesday morning). One place for what seven test modules built each on their own."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.intent_types import TimerKind
from gpt_home.memory.manager import user_label
from gpt_home.skills.lights import Lights
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timers import TimerService
from gpt_home.skills.volume import Volume

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday


@dataclass(frozen=True)
class Household:
    """What a test talks to (``assistant``) and what it checks afterwards (skills' timers, lists, light pins)."""

    assistant: Assistant
    skills: LocalSkills
    lists: ListSkill
    lights: Lights


@contextmanager
def no_model_household(settings, db, factory: MockFactory, *, lights: Mapping[str, int] | None = None,
                       timers: bool = True, seed: int = 4) -> Iterator[Household]:
    """The Assistant with ``chat_model=None`` (every turn is a local skill's or "not understood"), timers on this
    device in the store unless ``timers`` is False, the named lights (default: kitchen on pin 17), volume with no
    mixer and lists; closed afterwards."""
    pins = Lights(dict(lights or {"kitchen": 17}), pin_factory=factory)
    lists = ListSkill(db.store)
    service = TimerService(db.store, device_id=f"dev-{random.randrange(10**9)}", grace_seconds=600,
                           pool=db.pool) if timers else None
    skills = LocalSkills(tz=UTC, timers=service, lights=pins, volume=Volume(), lists=lists, rng=random.Random(seed))
    helper = Assistant(settings, db, chat_model=None, intent_handlers=[skills.handle])
    try:
        yield Household(helper, skills, lists, pins)
    finally:
        helper.close()
        pins.close()


class Talk:
    """One user's turns in one thread, ``step_seconds`` apart from ``T0``, each answered by a local skill."""

    def __init__(self, helper: Assistant, user: str, step_seconds: float = 5) -> None:
        self.helper, self.user, self.step, self.seconds = helper, user, step_seconds, 0.0

    def __call__(self, text: str) -> str:
        self.seconds += self.step
        reply = self.helper.ask(text, user_id=self.user, thread_id=f"{self.user}-t",
                                now=T0 + timedelta(seconds=self.seconds))
        assert reply.handled_by == "intent", (text, reply.text, reply.handled_by)
        return reply.text


def list_rows(db, user_id: str, name: str) -> list[str]:
    """The items of one of the user's lists as the store's rows hold them, sorted."""
    with db.pool.connection() as conn:
        rows = conn.execute("SELECT value FROM store WHERE prefix = %s ORDER BY key",
                            (f"lists.{user_label(user_id)}.{name}",)).fetchall()
    return sorted(r["value"]["text"] for r in rows)


def labels(skills: LocalSkills, user_id: str, kind: TimerKind) -> set[str]:
    """The labels of the user's timers, alarms or reminders that are set."""
    return {t.label for t in skills.timers.list(user_id, kind=kind)}
