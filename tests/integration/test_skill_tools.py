"""The skills as LLM tools: schemas the model reads, argument checks, and a scripted tool-calling agent loop."""

from __future__ import annotations

import urllib.error
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from gpiozero.pins.mock import MockFactory
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from gpt_home.skills.lights import Lights
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timers import TimerService
from gpt_home.skills.tools import make_tools
from gpt_home.skills.volume import Volume
from gpt_home.skills.weather import OFFLINE_REPLY, Weather

TZ = ZoneInfo("Europe/Berlin")
T0 = datetime(2026, 11, 29, 13, 10, tzinfo=UTC)


class ScriptedChatModel(GenericFakeChatModel):
    """Stands for a cloud LLM (the only fake allowed): replays scripted messages, accepts tools."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedChatModel:
        return self


def _offline(url: str, timeout: float) -> bytes:
    raise urllib.error.URLError("network is unreachable")


@pytest.fixture
def skills(db, factory: MockFactory) -> Iterator[LocalSkills]:
    device = f"dev-{uuid.uuid4().hex[:12]}"  # a device no other test uses (not read from the clock)
    lights = Lights({"kitchen": 17}, pin_factory=factory)
    yield LocalSkills(
        tz=TZ,
        timers=TimerService(db.store, device_id=device, grace_seconds=600, pool=db.pool),
        lights=lights,
        volume=Volume(which=lambda _: None),
    )
    lights.close()


@pytest.fixture
def tools(skills: LocalSkills, user_id: str) -> dict[str, Any]:
    made = make_tools(skills, user_id=user_id, weather=Weather("52.52,13.41", fetch=_offline), clock=lambda: T0)
    return {t.name: t for t in made}


def test_tool_names_and_documented_arguments(tools: dict[str, Any]) -> None:
    assert set(tools) == {"set_timer", "cancel_timer", "list_timers", "current_time", "set_light", "get_weather"}
    schema = tools["set_timer"].tool_call_schema.model_json_schema()
    assert schema["properties"]["kind"]["enum"] == ["timer", "alarm", "reminder"]
    assert "600" in schema["properties"]["seconds_from_now"]["description"]
    for tool in tools.values():
        assert tool.description
        for name, prop in tool.tool_call_schema.model_json_schema().get("properties", {}).items():
            assert prop.get("description"), f"{tool.name}.{name} has no description"


def test_set_list_cancel_through_tools(tools: dict[str, Any], skills: LocalSkills, user_id: str) -> None:
    assert tools["set_timer"].invoke({"kind": "timer", "seconds_from_now": 300, "label": "tea"}) == (
        "Okay, tea timer set for 5 minutes."
    )
    assert tools["set_timer"].invoke({"kind": "alarm", "local_time": "2026-11-30T07:30"}) == (
        "Okay, alarm set for 7:30 am tomorrow."
    )
    assert skills.timers is not None
    alarm = skills.timers.list(user_id, kind=None)[1]
    assert alarm.due == datetime(2026, 11, 30, 6, 30, tzinfo=UTC)
    assert tools["list_timers"].invoke({"kind": "timer"}) == "You have one timer: the tea timer with 5 minutes left."
    assert tools["cancel_timer"].invoke({"label": "tea"}) == "Okay, I cancelled the tea timer."
    assert tools["current_time"].invoke({}) == "It is 2:10 pm on Sunday, November 29, 2026 (CET)."


@pytest.mark.parametrize(
    "args",
    [
        {"kind": "timer"},
        {"kind": "timer", "seconds_from_now": 60, "local_time": "2026-11-30T07:30"},
        {"kind": "timer", "seconds_from_now": -5},
        {"kind": "alarm", "local_time": "tomorrow at 7"},
        {"kind": "alarm", "local_time": "2026-11-28T07:30"},
        {"kind": "reminder", "seconds_from_now": 60},
    ],
)
def test_bad_timer_arguments_go_back_to_the_model(
    tools: dict[str, Any], skills: LocalSkills, user_id: str, args
) -> None:
    result = tools["set_timer"].invoke({"type": "tool_call", "id": "c1", "name": "set_timer", "args": args})
    assert isinstance(result, ToolMessage) and result.status == "error"
    assert skills.timers is not None and skills.timers.list(user_id) == []


def test_light_and_weather_tools(tools: dict[str, Any], factory: MockFactory) -> None:
    assert tools["set_light"].invoke({"state": "dim", "name": "kitchen", "brightness_percent": 25}) == (
        "Okay, the kitchen light is at 25 percent."
    )
    assert factory.pin(17).state == pytest.approx(0.25)
    assert tools["set_light"].invoke({"state": "on", "name": "garage"}).startswith("I don't have a light called garage")
    assert tools["get_weather"].invoke({}) == OFFLINE_REPLY


def test_weather_tool_absent_without_weather(skills: LocalSkills, user_id: str) -> None:
    assert "get_weather" not in {t.name for t in make_tools(skills, user_id=user_id)}


def test_scripted_model_sets_a_timer_through_an_agent_loop(
    tools: dict[str, Any], skills: LocalSkills, user_id: str
) -> None:
    from langchain.agents import create_agent

    model = ScriptedChatModel(
        messages=iter(
            [
                AIMessage(
                    content="",
                    tool_calls=[{"name": "set_timer", "args": {"kind": "timer", "seconds_from_now": 1200}, "id": "c1"}],
                ),
                AIMessage(content="Your 20 minute timer is running."),
            ]
        )
    )
    agent = create_agent(model, list(tools.values()))
    result = agent.invoke({"messages": [HumanMessage(content="could you time twenty minutes for the roast")]})
    tool_messages = [m for m in result["messages"] if isinstance(m, ToolMessage)]
    assert [m.content for m in tool_messages] == ["Okay, timer set for 20 minutes."]
    assert result["messages"][-1].content == "Your 20 minute timer is running."
    assert skills.timers is not None
    (timer,) = skills.timers.list(user_id)
    assert timer.due == T0 + timedelta(minutes=20)


def test_tools_are_built_once_per_user(skills: LocalSkills) -> None:
    from gpt_home.skills.tools import SkillTools

    cache = SkillTools(skills, clock=lambda: T0)
    first = cache.for_user("alice")
    assert cache.for_user("alice") is first
    assert cache.for_user("bob") is not first
    assert first[0].invoke({"kind": "timer", "seconds_from_now": 60}) == "Okay, timer set for 1 minute."
    assert skills.timers is not None and len(skills.timers.list("alice")) == 1
    assert skills.timers.list("bob") == []
