"""The agent's tool loop with a scripted chat model standing for a cloud LLM (the one fake allowed: a paid API)."""

from __future__ import annotations

from typing import Any

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, ToolMessage

from gpt_home.agent.graph import supports_tools, trim_history
from gpt_home.skills.timers import TimerService
from gpt_home.wiring import build_household


class ScriptedCloudModel(GenericFakeChatModel):
    """Replies from a script, like a cloud model would; records what it was sent."""

    seen: list[Any] = []

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedCloudModel:  # noqa: ARG002 - the script knows them
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs):  # noqa: ANN001, ANN202
        self.seen.append(list(messages))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kwargs)


def test_model_sets_a_timer_through_a_tool(settings, db, user_id: str) -> None:
    script = iter([
        AIMessage(content="", tool_calls=[{"name": "set_timer", "id": "call-1",
                                           "args": {"kind": "timer", "seconds_from_now": 900, "label": "bread"}}]),
        AIMessage(content="Your bread timer is set for fifteen minutes."),
    ])
    model = ScriptedCloudModel(messages=script)
    assert supports_tools(model)
    household = build_household(settings, db, chat_model=model)
    reply = household.assistant.ask("could you keep an eye on the bread for a quarter of an hour", user_id=user_id)
    assert reply.text == "Your bread timer is set for fifteen minutes."
    assert reply.handled_by == "llm"
    # The timer write returns once journaled (memory/settled.py); another reader of the database sees it once applied
    # (the turn's own records are written after the reply: wait for them first, then for the journal).
    assert household.assistant.settle()
    assert household.memory.flush(10)
    timers = TimerService(db.store, device_id=settings.device_id, grace_seconds=600, pool=db.pool).list(user_id)
    assert [t.label for t in timers] == ["bread"]
    tool_results = [m for m in model.seen[-1] if isinstance(m, ToolMessage)]
    assert len(tool_results) == 1 and "bread" in str(tool_results[0].content)


def test_unknown_tool_is_reported_to_the_model(settings, db, user_id: str) -> None:
    script = iter([
        AIMessage(content="", tool_calls=[{"name": "launch_rocket", "id": "c1", "args": {}}]),
        AIMessage(content="I can't do that."),
    ])
    model = ScriptedCloudModel(messages=script)
    reply = build_household(settings, db, chat_model=model).assistant.ask("launch the rocket", user_id=user_id)
    assert reply.text == "I can't do that."
    tool_results = [m for m in model.seen[-1] if isinstance(m, ToolMessage)]
    assert "no tool named 'launch_rocket'" in str(tool_results[0].content)


def test_trim_history_never_starts_with_a_tool_result() -> None:
    from langchain_core.messages import HumanMessage

    messages = [HumanMessage("a"), AIMessage("", tool_calls=[{"name": "t", "id": "1", "args": {}}]),
                ToolMessage("r", tool_call_id="1"), AIMessage("done"), HumanMessage("b"), AIMessage("ok")]
    assert trim_history(messages, 4) == messages[4:]
    assert trim_history(messages, 6) == messages
