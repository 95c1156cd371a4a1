"""Knowledge families through the real Assistant on the session's Postgres: planets, elements, oceans, shapes,
leap years, water, US states, where a landmark is and who wrote a work answered by the local skills from data, a
rule or WordNet (``skills.knowledge_readings``), so the model that would get them wrong is never asked; a knowledge
question no family reads still reaches it."""

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


def test_knowledge_families_come_from_data_and_the_model_keeps_the_rest(settings, db, user_id: str,
                                                                        factory: MockFactory) -> None:
    model = ScriptedChatModel(rules=[
        {"when": ["the old man and the sea"], "replies": [{"content": "Ernest Hemingway wrote it."}]},
    ], default={"content": "The largest planet in our solar system is Neptune, but it's actually Uranus."})
    pins = Lights({"kitchen": 17}, pin_factory=factory)
    skills = LocalSkills(tz=UTC, timers=None, lights=pins, volume=Volume(), rng=random.Random(4))
    assistant = Assistant(settings, db, chat_model=model, intent_handlers=[skills.handle])
    thread = f"{user_id}-knowledge"
    asked = [
        ("um which planet is the biggest one", "Jupiter is the largest planet."),
        ("what's the chemical symbol for silver?", "The chemical symbol for silver is Ag."),
        ("how many oceans are there in the world",
         "There are five oceans: the Pacific, Atlantic, Indian, Southern and Arctic."),
        ("a hexagon has how many sides", "A hexagon has 6 sides."),
        ("is 2028 a leap year", "Yes, 2028 is a leap year."),
        ("what temperature does water boil at",
         "Water boils at 100 degrees Celsius, which is 212 degrees Fahrenheit, at sea level."),
        ("what's the capital of Texas?", "The capital of Texas is Austin."),
        ("where's the eiffel tower", "The Eiffel Tower is in Paris, France."),  # WordNet: place_lookups
        ("who wrote the divine comedy", "The Divine Comedy was written by Dante."),  # WordNet: work_makers
    ]
    try:
        for step, (text, expected) in enumerate(asked):
            reply = assistant.ask(text, user_id=user_id, thread_id=thread, now=T0 + timedelta(seconds=5 * step))
            assert (reply.text, reply.handled_by) == (expected, "intent"), text
        assert model.requests == []  # the model was never asked these
        other = assistant.ask("who wrote the old man and the sea", user_id=user_id, thread_id=thread,
                              now=T0 + timedelta(seconds=60))
        assert (other.text, other.handled_by) == ("Ernest Hemingway wrote it.", "llm")
    finally:
        assistant.close()
        pins.close()
