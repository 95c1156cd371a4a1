"""The system prompt: what is recalled appears, and nothing is scaffolded when nothing is stored."""

from __future__ import annotations

from datetime import datetime

from gpt_home.agent.prompts import system_prompt

NOW = datetime(2026, 11, 29, 20, 15)


def test_nothing_stored_means_no_memory_headings() -> None:
    prompt = system_prompt(now=NOW)
    assert prompt.count("\n\n") == 1  # voice rules and the time, nothing else
    assert "remember" not in prompt.lower() and "profile" not in prompt.lower() and "earlier" not in prompt.lower()
    assert system_prompt(now=NOW, memories=[], profile="  ", earlier=[]) == prompt


def test_profile_memories_and_summaries_are_included() -> None:
    prompt = system_prompt(now=NOW, memories=["Prefers green tea"], profile="name: Ada",
                           earlier=["They asked: dinner? You answered: pasta."])
    assert "Profile of the person speaking: name: Ada" in prompt
    assert "- Prefers green tea" in prompt
    assert "Earlier in this conversation (summarised):\n- They asked: dinner? You answered: pasta." in prompt
