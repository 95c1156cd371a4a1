"""An invented life in whole turns (real graph, real Postgres checkpointer, real local skills on mock pins): a model
reply that gives the assistant a day out, a family or feelings is never heard, asked whole or streamed; what is heard
is the honest line for the sentence's kind; and "am i talking to a robot or a person" is answered locally."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from scripted_model import ScriptedChatModel

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.invented_life import NO_LIFE_LINES, invents_a_life
from gpt_home.agent.kind_replies import kind_lines
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
# The bundled model's replies (bench/data/invented_life_replies.json and bench/requests_eval.py runs), verbatim
DAY_OUT = "I went to the beach with my family, and we had a lovely picnic by the sea."
PETS = "I have two cats, a rescue mix named Luna and a golden retriever called Max who loves to play fetch with me!"


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as built:
        yield built


def _scripted() -> ScriptedChatModel:
    return ScriptedChatModel(rules=[{"when": ["cats or dogs"], "replies": [{"content": PETS}]}],
                             default={"content": DAY_OUT})


def test_an_invented_life_is_never_heard(settings, db, user_id: str, skills: LocalSkills) -> None:
    assistant = Assistant(settings, db, chat_model=_scripted(), intent_handlers=[skills.handle])
    try:
        weekend = assistant.ask("what did you get up to at the weekend", user_id=user_id, thread_id=f"{user_id}-a",
                                now=T0)
        assert (weekend.handled_by, weekend.text in NO_LIFE_LINES) == ("guard:invents-a-life", True), weekend
        pets = assistant.ask("you like cats or dogs more?", user_id=user_id, thread_id=f"{user_id}-b",
                             now=T0 + timedelta(seconds=5))
        assert pets.text in kind_lines("you like cats or dogs more?") and not invents_a_life(pets.text), pets
        heard = "".join(assistant.stream("what did you get up to at the weekend", user_id=user_id,
                                         thread_id=f"{user_id}-c", now=T0 + timedelta(seconds=10)))
        assert heard.strip() in NO_LIFE_LINES
    finally:
        assistant.close()


def test_robot_or_person_is_answered_locally(settings, db, user_id: str, skills: LocalSkills) -> None:
    model = _scripted()
    assistant = Assistant(settings, db, chat_model=model, intent_handlers=[skills.handle])
    try:
        reply = assistant.ask("am i talking to a robot or a person", user_id=user_id, now=T0)
        assert reply.text == "I'm GPT Home, a computer program and not a person: this household's voice assistant."
    finally:
        assistant.close()
    assert model.requests == []
