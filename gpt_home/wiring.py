"""Putting one process together: the memory service, local skills, tools and the assistant.

The CLI, the voice daemon and the settings page all build their parts here, so a turn behaves the same wherever it
comes from. The memory service comes from ``memory.factory.open_memory_service`` (one per process) and is passed in.
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
from gpt_home.memory.learning_pass import FinishedTurn, LearningPass
from gpt_home.memory.manager import user_label
from gpt_home.memory.service import MemoryService
from gpt_home.skills.local import LocalSkills, build_local_skills
from gpt_home.skills.tools import SkillTools
from gpt_home.skills.weather import Weather

_LOGGER = logging.getLogger(__name__)


@dataclass
class Household:
    """Everything a process needs to answer turns for the household."""

    settings: Settings
    memory: MemoryService
    skills: LocalSkills
    assistant: Assistant
    learning: LearningPass | None = None


@dataclass(frozen=True)
class _TimerStore:
    """What the timer service needs: the journaled store and a pool for its atomic claims."""

    store: Any
    pool: Any


def open_memory(settings: Settings, **kwargs: Any) -> MemoryService:
    """The process's memory service, with the agent's model factory for extraction (memory never imports agent)."""
    from gpt_home.agent.llm import build_chat_model
    from gpt_home.memory.factory import open_memory_service

    return open_memory_service(settings, extraction_model_factory=build_chat_model, **kwargs)


def build_household(settings: Settings, memory: MemoryService | Any, *,
                    chat_model: object = "from-settings") -> Household:
    """Assemble the assistant, local skills and tools over the process's memory service.

    ``memory`` may also be an open ``store.Database`` (tests, benchmarks): a service is built over it. The local skills
    need the memory service, and the assistant needs the skills as its first node: the skills are therefore looked up
    when a turn runs, after both exist.
    """
    if not isinstance(memory, MemoryService):
        memory = open_memory(settings, database=memory)
    built: dict[str, Any] = {}
    assistant = Assistant(
        settings,
        memory,
        chat_model=chat_model,
        intent_handlers=[lambda text, ctx: built["skills"].handle(text, ctx)],
        tools_for_user=lambda user_id: built["tools"].for_user(user_id),
    )
    skills = build_local_skills(settings, _TimerStore(store=memory.store, pool=memory.pool), memory)
    built["skills"] = skills
    built["tools"] = SkillTools(skills, weather=Weather(settings.weather_location))
    return Household(settings=settings, memory=memory, skills=skills, assistant=assistant,
                     learning=_learning(assistant, memory))


def _learning(assistant: Assistant, memory: MemoryService) -> LearningPass | None:
    """The memory pass over every finished turn, queued on the background worker after the reply (never delays it)."""
    if memory.background is None:
        return None
    from gpt_home.memory.pass_spool import PassSpool

    spool = PassSpool(memory.journal.directory, clears_version=memory.journal.clears_version)
    learning = LearningPass(FactMemory(memory), spool=spool)
    worker = memory.background.worker

    def after_turn(turn: FinishedTurn) -> None:
        learning.submit(worker, turn, user_label(turn.user_id))
        if learning.failed_since_resume:  # a pass failed (database down): try the unfinished ones again after it
            learning.resume(worker, user_label)

    assistant.after_turn_hooks.append(after_turn)
    try:
        learning.resume(worker, user_label)  # passes a crash, Ctrl-C or an outage cut short last time
    except OSError as exc:
        _LOGGER.warning("could not read unfinished memory passes: %s", exc)
    if isinstance(assistant.config.grounded, GroundedAnswers):
        assistant.config.grounded.settle = learning.settle  # a memory question sees the facts said just before
    return learning


@contextmanager
def voice_backend(settings: Settings) -> Iterator[VoiceBackend]:
    """The voice daemon's backend for its lifetime: memory service, agent (model loaded up front), announcements.

    The memory service connects in the background and replays the journal by itself when the database answers.
    """
    from gpt_home.agent.llm import LocalChatModel
    from gpt_home.skills.local import build_announcer

    memory = open_memory(settings)
    household = build_household(settings, memory)
    model = household.assistant.config.chat_model
    if isinstance(model, LocalChatModel):
        model.load()  # READY means ready: no model load on the first question
    announcer = build_announcer(household.skills)

    def announcements() -> list[str]:
        try:
            return announcer()
        except Exception as exc:  # noqa: BLE001 - timers are read again on the next poll; never stop the loop
            _LOGGER.warning("reading due timers failed: %s", exc)
            return []

    try:
        yield VoiceBackend(responder=lambda text: household.assistant.stream_turn(text), announcements=announcements)
    finally:
        household.assistant.close()
        memory.close()
