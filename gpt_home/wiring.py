"""Putting one process together: the database, the memory facade, local skills, tools and the assistant.

The CLI, the voice daemon and the settings page all build their parts here, so a turn behaves the same wherever it
comes from.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.grounded import GroundedAnswers
from gpt_home.cli_voice import VoiceBackend
from gpt_home.config import Settings
from gpt_home.memory.fact_memory import FactMemory
from gpt_home.memory.learning_pass import LearningPass
from gpt_home.memory.manager import MemoryManager, user_label
from gpt_home.memory.store import Database
from gpt_home.skills.local import LocalSkills, build_local_skills
from gpt_home.skills.tools import SkillTools
from gpt_home.skills.weather import Weather

_LOGGER = logging.getLogger(__name__)


@dataclass
class Household:
    """Everything a process needs to answer turns for the household."""

    settings: Settings
    db: Database
    memory: MemoryManager
    skills: LocalSkills
    assistant: Assistant
    learning: LearningPass | None = None


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
    # The memory pass over every finished turn, queued on the background worker after the reply (never delays it).
    learning = LearningPass(FactMemory(assistant.memory))
    assistant.after_turn_hooks.append(
        lambda turn: learning.submit(assistant.after_turn.worker, turn, user_label(turn.user_id)))
    if isinstance(assistant.config.grounded, GroundedAnswers):
        assistant.config.grounded.settle = learning.settle  # a memory question sees the facts said just before
    return Household(settings=settings, db=db, memory=assistant.memory, skills=skills, assistant=assistant,
                     learning=learning)


@contextmanager
def voice_backend(settings: Settings) -> Iterator[VoiceBackend]:
    """The voice daemon's backend for its lifetime: database, agent (model loaded up front) and timer announcements.

    The announcement poll also replays memory writes journaled during a database outage, so they reach Postgres
    soon after it returns (cheap when nothing is pending).
    """
    from gpt_home.agent.llm import LocalChatModel
    from gpt_home.memory.store import open_database
    from gpt_home.skills.local import build_announcer

    db = open_database(settings)
    household = build_household(settings, db)
    model = household.assistant.config.chat_model
    if isinstance(model, LocalChatModel):
        model.load()  # READY means ready: no model load on the first question
    announcer = build_announcer(household.skills)

    def announcements() -> list[str]:
        try:
            household.memory.replay()
        except Exception as exc:  # noqa: BLE001 - replay is retried on the next poll; never stop the loop for it
            _LOGGER.warning("replaying journaled memory writes failed: %s", exc)
        return announcer()

    try:
        yield VoiceBackend(responder=lambda text: household.assistant.stream(text), announcements=announcements)
    finally:
        household.assistant.close()
        db.close()
