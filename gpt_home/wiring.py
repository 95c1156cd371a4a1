"""Putting one process together: the database, the memory facade, local skills, tools and the assistant.

The CLI, the voice daemon and the settings page all build their parts here, so a turn behaves the same wherever it
comes from.
"""

from __future__ import annotations

from dataclasses import dataclass

from gpt_home.agent.assistant import Assistant
from gpt_home.config import Settings
from gpt_home.memory.journal import Journal
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
    """Assemble the memory facade, local skills (tried before the model), the model's tools and the assistant."""
    # One journal per data directory: memory writes made while Postgres is down are spooled and replayed later.
    memory = MemoryManager(db.store, device_id=settings.device_id, pool=db.pool, journal=Journal.at(settings.data_dir))
    skills = build_local_skills(settings, db, memory)
    tools = SkillTools(skills, weather=Weather(settings.weather_location))
    assistant = Assistant(
        settings, db, chat_model=chat_model, intent_handlers=[skills.handle], tools_for_user=tools.for_user
    )
    return Household(settings=settings, db=db, memory=memory, skills=skills, assistant=assistant)
