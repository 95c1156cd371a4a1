"""The words the agent says without a model, and the system prompt it gives one."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

NO_MODEL_REPLY = (
    "I can't answer that yet because no language model is set up. "
    "Ask whoever installed me to choose one on the settings page."
)
LLM_FAILED_REPLY = "Sorry, my language model didn't answer. Please try again in a moment."
LOADING_NOTICE = "One moment, my language model is still loading."  # said before the answer of a slow load
MODEL_LOAD_FAILED_REPLY = (
    "Sorry, my language model could not load, probably for lack of memory. I can still do timers, lights, "
    "the time and remembering things."
)

_VOICE_RULES = (
    "You are {name}, the voice assistant of this household: a computer program, not a person. You have no human "
    "name, body, family or feelings; never claim any. Your reply is spoken aloud, so answer in one to three short "
    "sentences of plain speech: no markdown, no lists, no emoji, no links. Never make up facts about the people "
    "here: if you were not told something, say you don't know."
)
VOICE_RULES = _VOICE_RULES  # public for the reply guard (agent/guard.py), which refuses replies reciting it


def voice_rules(name: str = "GPT Home") -> str:
    """The fixed opening of every system prompt (the same for every turn of a household)."""
    return _VOICE_RULES.format(name=name.strip() or "GPT Home")


def system_prompt(*, now: datetime, persona: str = "", memories: Sequence[str] = (), profile: str = "",
                  earlier: Sequence[str] = (), name: str = "GPT Home") -> str:
    """The system prompt for one turn: voice rules, the local time, custom instructions, profile, recalled memories
    and summaries of the earlier part of this conversation. Nothing is stored: no heading either.

    Memories come from speech and models, so they are quoted as data, never as instructions.
    """
    parts = [voice_rules(name), f"It is now {now:%A %d %B %Y, %H:%M}."]
    if persona.strip():
        parts.append(f"Household instructions: {persona.strip()}")
    if profile.strip():
        parts.append(f"Profile of the person speaking: {profile.strip()}")
    if memories:
        lines = "\n".join(f"- {m}" for m in memories)
        parts.append(f"Things you remember about the person speaking (use them when relevant):\n{lines}")
    if earlier:
        lines = "\n".join(f"- {e}" for e in earlier)
        parts.append(f"Earlier in this conversation (summarised):\n{lines}")
    return "\n\n".join(parts)
