"""Putting one process together: the database, the memory facade, local skills, tools and the assistant.

The CLI, the voice daemon and the settings page all build their parts here, so a turn behaves the same wherever it
comes from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gpt_home.agent.assistant import Assistant
from gpt_home.config import Settings
from gpt_home.memory.manager import MemoryManager
from gpt_home.memory.store import Database
from gpt_home.skills.local import LocalSkills, build_local_skills
from gpt_home.skills.tools import SkillTools
from gpt_home.skills.weather import Weather


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
