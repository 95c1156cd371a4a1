"""Putting one process together: the database, the memory facade, local skills, tools and the assistant.

The CLI, the voice daemon and the settings page all build their parts here, so a turn behaves the same wherever it
comes from.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from gpt_home.agent.assistant import Assistant
from gpt_home.config import Settings
from gpt_home.memory.manager import MemoryManager
from gpt_home.memory.store import Database
from gpt_home.skills.local import LocalSkills, build_local_skills
from gpt_home.skills.tools import SkillTools
from gpt_home.skills.weather import Weather

_LOGGER = logging.getLogger(__name__)


@dataclass
class VoiceBackend:
    """What the voice loop talks to: the agent (text in, reply pieces out), due timer announcements, and hooks."""

    responder: Callable[[str], Iterable[str]]
    announcements: Callable[[], list[str]] | None = None
    prepare: Callable[[], None] | None = None  # called on the wake word: start loading what the turn may need
    is_complete: Callable[[str], bool | None] | None = None  # completeness judge for adaptive endpointing


@dataclass
class Household:
    """Everything a process needs to answer turns for the household."""

    settings: Settings
    db: Database
    memory: MemoryManager
    skills: LocalSkills
    assistant: Assistant


def build_household(settings: Settings, db: Database, *, chat_model: object = "from-settings") -> Household:
    """Assemble the assistant, its memory facade (journaled, with background work), local skills and tools.

    The local skills need the assistant's own memory facade (so "remember that ..." and clearing go through the same
    journal and cancel the same background work), and the assistant needs the skills as its first node: the skills
    are therefore looked up when a turn runs, after both exist.
    """
    built: dict[str, Any] = {}
    assistant = Assistant(
        settings,
        db,
        chat_model=chat_model,
        intent_handlers=[lambda text, ctx: built["skills"].handle(text, ctx)],
        tools_for_user=lambda user_id: built["tools"].for_user(user_id),
    )
    skills = build_local_skills(settings, db, assistant.memory)
    built["skills"] = skills
    built["tools"] = SkillTools(skills, weather=Weather(settings.weather_location))
    return Household(settings=settings, db=db, memory=assistant.memory, skills=skills, assistant=assistant)


def completeness_judge(skills: LocalSkills) -> Callable[[str], bool | None]:
    """The endpointer's judge (audio/endpointing.py): the local intent matcher plus trailing-word rules."""
    from gpt_home.agent.completeness import build_completeness_judge
    from gpt_home.agent.intents import match

    return build_completeness_judge(
        lambda text: match(text, datetime.now(skills.tz), lights=skills.lights.names) is not None
    )


@contextmanager
def voice_backend(settings: Settings, *, now: Callable[[], datetime] | None = None) -> Iterator[VoiceBackend]:
    """The voice daemon's backend for its lifetime: database, agent (model loaded on demand) and timer announcements.

    ``now`` (an aware datetime) is the clock of every turn and of the timer announcements; tests pin it to a time of
    day. None: the system clock.

    The announcement poll also replays memory writes journaled during a database outage, so they reach Postgres
    soon after it returns (cheap when nothing is pending).
    """
    from gpt_home.agent.llm import LocalChatModel
    from gpt_home.memory.store import open_database
    from gpt_home.skills.local import build_announcer

    db = open_database(settings)
    household = build_household(settings, db)
    model = household.assistant.config.chat_model
    # The local model is loaded when needed (the daemon starts it on the wake word) and freed when idle: footprint.
    prepare = model.prepare if isinstance(model, LocalChatModel) else None
    announcer = build_announcer(household.skills, clock=now)

    def announcements() -> list[str]:
        try:
            household.memory.replay()
        except Exception as exc:  # noqa: BLE001 - replay is retried on the next poll; never stop the loop for it
            _LOGGER.warning("replaying journaled memory writes failed: %s", exc)
        return announcer()

    try:
        yield VoiceBackend(responder=lambda text: household.assistant.stream(text, now=now() if now else None),
                           announcements=announcements, prepare=prepare,
                           is_complete=completeness_judge(household.skills))
    finally:
        household.assistant.close()
        db.close()
