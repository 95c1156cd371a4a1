"""Country questions through the real Assistant on the session's Postgres: answered by the local skill from data
(``skills.country_questions``), so the model that would get them wrong is never asked and the reply guard never
touches them; a knowledge question that is not about a country still reaches the model."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from gpiozero.pins.mock import MockFactory
from scripted_model import ScriptedChatModel

from gpt_home.agent.assistant import Assistant
from gpt_home.skills.lights import Lights
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.volume import Volume

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


def test_country_facts_come_from_data_and_the_model_keeps_the_rest(settings, db, user_id: str,
                                                                   factory: MockFactory) -> None:
    model = ScriptedChatModel(rules=[
        {"when": ["bohemian rhapsody"], "replies": [{"content": "Queen sang it."}]},
    ], default={"content": "Canada is a country in the north of Canada, known for its capital city Paris."})
    pins = Lights({"kitchen": 17}, pin_factory=factory)
    skills = LocalSkills(tz=UTC, timers=None, lights=pins, volume=Volume(), rng=random.Random(4))
    assistant = Assistant(settings, db, chat_model=model, intent_handlers=[skills.handle])
    thread = f"{user_id}-countries"
    asked = [
        ("um whats the capital of canada my son needs it for homework", "The capital of Canada is Ottawa."),
        ("what language do they speak in holland", "In the Netherlands they speak Dutch."),
        ("we're off to japan what money do they use there", "Japan uses the Japanese yen."),
        ("what's the dialling code for the UK?", "The dialling code for the United Kingdom is plus 44."),
    ]
    try:
        for step, (text, expected) in enumerate(asked):
            reply = assistant.ask(text, user_id=user_id, thread_id=thread, now=T0 + timedelta(seconds=5 * step))
            assert (reply.text, reply.handled_by) == (expected, "intent"), text
        assert model.requests == []  # the model was never asked a country question
        other = assistant.ask("who sang bohemian rhapsody", user_id=user_id, thread_id=thread,
                              now=T0 + timedelta(seconds=30))
        assert (other.text, other.handled_by) == ("Queen sang it.", "llm")  # no table holds songs
    finally:
        assistant.close()
        pins.close()
