"""Local skills end to end on the real store: utterance in, action done, spoken reply out (no LLM)."""

from __future__ import annotations

import subprocess
import uuid
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.graph import TurnContext
from gpt_home.memory.factory import open_memory_service
from gpt_home.skills.lights import Lights
from gpt_home.skills.local import CAPABILITIES_REPLY, LocalSkills, build_announcer, build_local_skills
from gpt_home.skills.timers import TimerService
from gpt_home.skills.volume import Volume
from gpt_home.skills.weather import NOT_CONFIGURED_REPLY

TZ = ZoneInfo("Europe/Berlin")
T0 = datetime(2026, 11, 29, 13, 10, tzinfo=UTC)  # 14:10 in Berlin, a Sunday


def _amixer(args: Sequence[str]) -> subprocess.CompletedProcess[str]:
    """Stands in for ALSA hardware, which CI lacks."""
    if args[1] == "scontrols":
        return subprocess.CompletedProcess(args, 0, "Simple mixer control 'Master',0\n", "")
    return subprocess.CompletedProcess(args, 0, "  Front Left: Playback 40 [70%] [on]\n", "")


@pytest.fixture
def skills(db, settings, factory: MockFactory) -> Iterator[LocalSkills]:
    device = f"dev-{uuid.uuid4().hex[:12]}"  # a device no other test uses (not read from the clock)
    lights = Lights({"kitchen": 17, "living_room": 27}, pin_factory=factory)
    yield LocalSkills(
        tz=TZ,
        timers=TimerService(db.store, device_id=device, grace_seconds=600, pool=db.pool),
        lights=lights,
        volume=Volume(run=_amixer, which=lambda _: "amixer"),
        memory=open_memory_service(settings.model_copy(update={"device_id": device}), database=db, background=False,
                                   write_wait_seconds=30),
    )
    lights.close()


def turn(user_id: str, now: datetime = T0) -> TurnContext:
    return TurnContext(user_id=user_id, device_id="test", now=now)


def test_time_date_help_stop_volume(skills: LocalSkills, user_id: str) -> None:
    ctx = turn(user_id)
    assert skills.handle("hey computer what time is it", ctx) == "It's 2:10 pm."
    assert skills.handle("what's the date today", ctx) == "Today is Sunday, November 29."
    assert skills.handle("what can you do", ctx) == CAPABILITIES_REPLY
    assert skills.handle("stop", ctx) == "Okay."
    assert skills.handle("turn it up", ctx) == "Volume up, now at 70 percent."
    assert skills.handle("what's the weather like", ctx) == NOT_CONFIGURED_REPLY
    assert skills.handle("my computer is slow", ctx) is None


def test_timer_set_list_fire_by_voice(skills: LocalSkills, user_id: str) -> None:
    ctx = turn(user_id)
    assert skills.handle("set a timer for 20 seconds", ctx) == "Okay, timer set for 20 seconds."
    assert skills.handle("set a pasta timer for 8 minutes", ctx) == "Okay, pasta timer set for 8 minutes."
    assert skills.handle("wake me up at 7:30 tomorrow", ctx) == "Okay, alarm set for 7:30 am tomorrow."
    assert (
        skills.handle("remind me to call my mom in an hour", ctx)
        == "Okay, I'll remind you to call your mom at 3:10 pm."
    )
    assert skills.handle("what timers do I have", turn(user_id, T0 + timedelta(seconds=5))) == (
        "You have 2 timers: the timer with 15 seconds left and the pasta timer with 7 minutes and 55 seconds left."
    )
    assert skills.handle("when is my next alarm", ctx) == "You have one alarm: the alarm at 7:30 am tomorrow."
    assert skills.handle("cancel the timer", ctx) == (
        "You have 2 timers: the timer with 20 seconds left and the pasta timer with 8 minutes left. "
        "Which one should I cancel?"
    )
    assert skills.handle("cancel the pasta timer", ctx) == "Okay, I cancelled the pasta timer."
    clock = [T0 + timedelta(seconds=19)]
    announcer = build_announcer(skills, clock=lambda: clock[0])
    assert announcer() == []
    clock[0] = T0 + timedelta(seconds=21)
    assert announcer() == ["Your timer is done."]
    assert announcer() == []
    assert skills.handle("cancel the pasta timer", ctx) == "I couldn't find a pasta timer to cancel."
    assert skills.handle("cancel all reminders", ctx) == "Okay, I cancelled the reminder to call your mom."


def test_stop_the_timer_by_what_rang(skills: LocalSkills, user_id: str) -> None:
    """The daemon's announcer claims a due timer in Postgres; "stop the timer" knows from that claim whether one rang."""
    ctx = turn(user_id)
    assert skills.handle("set a timer for 20 seconds", ctx) == "Okay, timer set for 20 seconds."
    assert skills.handle("stop the timer", turn(user_id, T0 + timedelta(seconds=5))) == (
        "There's no timer ringing right now. The timer has 15 seconds left; say 'cancel the timer' if you want it gone."
    )
    assert skills.handle("turn off the alarm", turn(user_id, T0 + timedelta(seconds=5))) == (
        "There's no alarm ringing right now."
    )
    clock = [T0 + timedelta(seconds=21)]
    announcer = build_announcer(skills, clock=lambda: clock[0])
    assert announcer() == ["Your timer is done."]
    assert skills.handle("stop the timer", turn(user_id, T0 + timedelta(seconds=30))) == "Okay."
    assert skills.handle("stop it", turn(user_id, T0 + timedelta(seconds=40))) == "Okay."
    # minutes later the one that rang is over: nothing rings
    assert skills.handle("stop the timer", turn(user_id, T0 + timedelta(minutes=5))) == (
        "There's no timer ringing right now."
    )


def test_lights_by_voice(skills: LocalSkills, user_id: str, factory: MockFactory) -> None:
    ctx = turn(user_id)
    assert skills.handle("turn on the kitchen light", ctx) == "Okay, the kitchen light is on."
    assert factory.pin(17).state == 1
    assert skills.handle("dim the living room lights to 40%", ctx) == "Okay, the living room light is at 40 percent."
    assert factory.pin(27).state == pytest.approx(0.4)
    assert skills.handle("turn off the lights", ctx) == "Okay, all the lights are off."
    assert (factory.pin(17).state, factory.pin(27).state) == (0, 0)


def test_memory_commands_use_the_memory_layer(skills: LocalSkills, user_id: str) -> None:
    ctx = turn(user_id)
    assert (
        skills.handle("remember that I'm allergic to peanuts", ctx)
        == "Okay, I'll remember that you are allergic to peanuts."
    )
    assert skills.handle("remember that my wife's birthday is on may 3rd", ctx) == (
        "Okay, I'll remember that your wifes birthday is on may 3rd."
    )
    assert skills.memory is not None
    stored = sorted(m.text for m in skills.memory.list(user_id))
    assert stored == ["I am allergic to peanuts.", "My wifes birthday is on may 3rd."]
    recalled = skills.handle("what do you remember about me", ctx)
    assert recalled is not None and "you are allergic to peanuts" in recalled and "your wifes birthday" in recalled
    assert (
        skills.handle("forget that I am allergic to peanuts", ctx)
        == "Okay, I've forgotten that you are allergic to peanuts."
    )
    assert [m.text for m in skills.memory.list(user_id)] == ["My wifes birthday is on may 3rd."]
    assert (
        skills.handle("forget that I like jazz", ctx) == "I couldn't find a memory like that, so nothing was deleted."
    )
    assert len(skills.memory.list(user_id)) == 1
    skills.handle("remember that I like jazz", ctx)
    # A related but different fact is not deleted by similarity alone.
    assert skills.handle("forget that my wife likes jazz", ctx) == (
        "I couldn't find a memory like that, so nothing was deleted."
    )
    assert len(skills.memory.list(user_id)) == 2
    assert skills.handle("forget about jazz", ctx) == "Okay, I've forgotten that you like jazz."
    assert [m.text for m in skills.memory.list(user_id)] == ["My wifes birthday is on may 3rd."]


def test_assistant_answers_local_intents_before_the_llm(settings, db, user_id: str) -> None:
    from gpt_home.agent.assistant import Assistant

    skills = build_local_skills(settings, db)
    assistant = Assistant(settings, db, chat_model=None, intent_handlers=[skills.handle])
    reply = assistant.ask("set a timer for 20 seconds", user_id=user_id)
    assert (reply.handled_by, reply.text) == ("intent", "Okay, timer set for 20 seconds.")
    assert reply.seconds < 5
    assert [t.label for t in skills.timers.list(user_id)] == [""]
    assert assistant.ask("tell me a story about a dragon", user_id=user_id).handled_by == "no-model"


def test_an_event_date_is_never_today_and_left_to_memory_when_told(skills: LocalSkills, user_id: str) -> None:
    """"what date is the party": an honest "I don't know" until a fact names it; then memory answers (skills say None)."""
    ctx = turn(user_id)
    assert skills.handle("what date is the party", ctx) == (
        "I don't have the date of the party saved. Tell me the date and I can set a reminder for it.")
    assert skills.handle("remember that the party is on the 12th of december", ctx).startswith("Okay, I'll remember")
    assert skills.handle("what date is the party", ctx) is None
    assert skills.handle("when is the wedding", ctx).startswith("I don't have the date of the wedding saved")


def test_an_event_just_told_is_never_not_told(skills: LocalSkills, user_id: str) -> None:
    """"my sister gets married on the 12th of june", then "when is the wedding": the thread has it, whatever the store
    holds yet, so the model answers (skills say None); never "you haven't told me"."""
    ctx = turn(user_id)
    skills.handle("my sister gets married on the 12th of june", ctx)
    assert skills.handle("when is the wedding", ctx) is None
    assert skills.handle("when is the party", ctx).startswith("I don't have the date of the party saved")
