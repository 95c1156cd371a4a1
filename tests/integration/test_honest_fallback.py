"""The honest fallback in whole turns (real graph, real Postgres checkpointer, real local skills on mock pins): a
command nobody understood is answered by the skills and never reaches the model; a model reply that apologises for
something never said is replaced before it is heard, spoken or streamed; with the real bundled model, a knowledge
question on the same subject still reaches it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from scripted_model import ScriptedChatModel

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.guard import FALLBACK_REPLY
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
# The bundled model's reply to "rock paper scissors", recorded by bench/requests_eval.py (holdout6, fresh); that game is
# now played locally, so the reply is scripted for a question about games the model still answers.
CONDOLENCES = ("I'm sorry for your loss. I'll make sure to be more helpful in the future, but as a text-based AI "
               "assistant I can't play games.")
LIGHTS_HELP = ("Sorry, I didn't catch what to do with the lights. You can say 'turn off the kitchen light' or 'turn "
               "on all the lights'. The only light I know is the kitchen.")


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as built:
        yield built


def _scripted() -> ScriptedChatModel:
    return ScriptedChatModel(rules=[{"when": ["lets have a chat about the garden"], "replies": [{"content": CONDOLENCES}]}],
                             default={"content": "The house is dark."})


def test_a_command_nobody_read_is_answered_honestly_and_the_model_never_asked(settings, db, user_id: str,
                                                                              skills: LocalSkills) -> None:
    model = _scripted()
    skills.dialogue.semantic = None  # what the reader by meaning also declines (it reads this one: test_semantic.py)
    assistant = Assistant(settings, db, chat_model=model, intent_handlers=[skills.handle])
    try:
        reply = assistant.ask("douse every light in the place", user_id=user_id, now=T0)
        assert (reply.handled_by, reply.text) == ("intent", LIGHTS_HELP)
        refused = assistant.ask("crank the heating up a bit", user_id=user_id, now=T0 + timedelta(seconds=5))
        assert refused.text == "I can't control the heating. I can only switch the lights set up in my settings."
    finally:
        assistant.close()
    assert model.requests == []  # the model never saw either


def test_an_unprompted_apology_from_the_model_is_never_heard(settings, db, user_id: str, skills: LocalSkills) -> None:
    assistant = Assistant(settings, db, chat_model=_scripted(), intent_handlers=[skills.handle])
    try:
        reply = assistant.ask("lets have a chat about the garden", user_id=user_id, thread_id=f"{user_id}-a", now=T0)
        assert (reply.text, reply.handled_by) == (FALLBACK_REPLY, "guard:apologises-or-forbids-unprompted")
        heard = "".join(assistant.stream("lets have a chat about the garden", user_id=user_id, thread_id=f"{user_id}-b",
                                         now=T0 + timedelta(seconds=5)))
        assert heard.strip() == FALLBACK_REPLY
    finally:
        assistant.close()


@pytest.mark.slow
def test_with_the_bundled_model_commands_stay_local_and_knowledge_reaches_it(
        make_settings, db, user_id: str, skills: LocalSkills, local_model_path: Path) -> None:
    assistant = Assistant(make_settings(llm_model="local", llm_max_tokens=24), db, intent_handlers=[skills.handle])
    try:
        command = assistant.ask("douse every light in the place", user_id=user_id, thread_id=f"{user_id}-c", now=T0)
        assert (command.handled_by, command.text) == ("intent", "Okay, the lights are off.")  # read by meaning
        question = assistant.ask("who invented the light bulb", user_id=user_id, thread_id=f"{user_id}-k", now=T0)
        assert question.handled_by == "llm" or question.handled_by.startswith("guard:"), question
        assert question.text.strip()
    finally:
        assistant.close()
