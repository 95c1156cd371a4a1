"""Timer talk and asking back through the real Assistant, graph and embedded Postgres (no model: chat_model=None)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.graph import TurnContext
from gpt_home.skills.lights import Lights
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timers import TimerService
from gpt_home.skills.volume import Volume

TZ = ZoneInfo("Europe/Berlin")
T0 = datetime(2026, 12, 31, 22, 59, 40, tzinfo=UTC)  # 23:59:40 in Berlin on New Year's Eve


class Lists:
    """Records list commands (the lists skill is another module's job; this checks what reaches it)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, str], str]] = []

    def handle_list_intent(self, intent: str, slots: dict[str, str], user_id: str) -> str:
        self.calls.append((intent, dict(slots), user_id))
        return f"Added {slots['item']} to your {slots['name']} list."


@pytest.fixture
def lists() -> Lists:
    return Lists()


@pytest.fixture
def assistant(settings, db, lists: Lists) -> Iterator[tuple[Assistant, LocalSkills]]:
    device = f"dev-{random.randrange(10**9)}"
    skills = LocalSkills(
        tz=TZ,
        timers=TimerService(db.store, device_id=device, grace_seconds=600, pool=db.pool),
        lights=Lights({}),
        volume=Volume(),
        lists=lists,
        broadcast=lambda message, user: f"Announcing: {message}",
        rng=random.Random(4),
    )
    helper = Assistant(settings, db, chat_model=None, intent_handlers=[skills.handle])
    yield helper, skills
    helper.close()


def ask(helper: Assistant, text: str, user: str, seconds: float = 0) -> tuple[str, str, bool]:
    now = T0 + timedelta(seconds=seconds)
    config = {"configurable": {"thread_id": f"{user}-thread"}}
    reply = helper.ask(text, user_id=user, thread_id=f"{user}-thread", now=now)
    state = helper.graph.get_state(config).values
    return reply.text, reply.handled_by, bool(state.get("expects_answer"))


def test_labelled_timers_on_the_real_store(assistant, user_id: str) -> None:
    helper, skills = assistant
    assert ask(helper, "set a pizza timer for 12 minutes", user_id)[0] == "Okay, pizza timer set for 12 minutes."
    assert ask(helper, "set a laundry timer for 5 minutes", user_id)[0] == "Okay, laundry timer set for 5 minutes."
    text, by, _ = ask(helper, "how many timers have I got running?", user_id, 30)
    assert by == "intent"
    assert text == (
        "You have 2 timers running: the laundry timer with 4 minutes and 30 seconds left "
        "and the pizza timer with 12 minutes left."
    )
    assert ask(helper, "add five minutes to the laundry timer", user_id, 30)[0] == (
        "Added 5 minutes to the laundry timer. It now has 9 minutes and 30 seconds left."
    )
    assert ask(helper, "how much time is left on the laundry timer?", user_id, 40)[0] == (
        "The laundry timer has 9 minutes and 20 seconds left."
    )
    assert ask(helper, "cancel the pizza timer", user_id, 50)[0] == "Okay, I cancelled the pizza timer."
    assert [t.label for t in skills.timers.list(user_id)] == ["laundry"]
    assert ask(helper, "cancel all timers", user_id, 60)[0] == "Okay, I cancelled the laundry timer."
    assert skills.timers.list(user_id) == []


def test_asking_back_completes_a_timer_across_midnight(assistant, user_id: str) -> None:
    helper, skills = assistant
    assert ask(helper, "set a timer", user_id) == ("For how long?", "intent", True)
    text, by, waiting = ask(helper, "five minutes", user_id, 25)  # 00:00:05 on New Year's Day
    assert (text, by, waiting) == ("Okay, timer set for 5 minutes.", "intent", False)
    [timer] = skills.timers.list(user_id)
    assert timer.due == T0 + timedelta(seconds=25, minutes=5)


def test_a_late_answer_or_never_mind_drops_the_question(assistant, user_id: str, lists: Lists) -> None:
    helper, skills = assistant
    assert ask(helper, "set a timer", user_id)[0] == "For how long?"
    assert ask(helper, "five minutes", user_id, 31)[1] == "no-model"  # 31 s later: not an answer any more
    assert ask(helper, "set an alarm", user_id, 40)[0] == "For what time?"
    assert ask(helper, "never mind", user_id, 45) == ("Okay, never mind.", "intent", False)
    late = ask(helper, "7 am", user_id, 50)  # no longer the answer: a time said alone asks what it is for
    assert late[0].startswith("At 7 am: did you want an alarm or a reminder?") and late[1] == "intent"
    assert skills.timers.list(user_id) == []
    assert ask(helper, "add to the shopping list", user_id, 60) == ("What should I add?", "intent", True)
    assert ask(helper, "eggs and bread", user_id, 70)[0] == "Added eggs and bread to your shopping list."
    assert lists.calls == [("HassShoppingListAddItem", {"item": "eggs and bread", "name": "shopping"}, user_id)]


def test_reminder_asks_for_the_task_then_the_time(assistant, user_id: str) -> None:
    helper, skills = assistant
    assert ask(helper, "remind me", user_id) == ("What should I remind you about?", "intent", True)
    assert ask(helper, "call mom", user_id, 5) == ("When should I remind you?", "intent", True)
    assert ask(helper, "in 10 minutes", user_id, 10)[0] == "Okay, I'll remind you to call mom at 12:09 am tomorrow."
    [reminder] = skills.timers.list(user_id)
    assert reminder.label == "call mom" and reminder.due == T0 + timedelta(seconds=10, minutes=10)


def test_a_reminder_with_a_day_but_no_time_asks_what_time(assistant, user_id: str) -> None:
    helper, skills = assistant
    assert ask(helper, "remind me tomorrow to pay my bills", user_id) == (
        "What time tomorrow should I remind you to pay your bills?", "intent", True)
    assert ask(helper, "at 9 am", user_id, 5)[0] == "Okay, I'll remind you to pay your bills at 9 am tomorrow."
    [reminder] = skills.timers.list(user_id)
    assert reminder.label == "pay my bills" and reminder.due == datetime(2027, 1, 1, 9, 0, tzinfo=TZ)


def test_everyday_answers_and_refusals_need_no_model(assistant, user_id: str) -> None:
    helper, _ = assistant
    expected = {
        "what day is it tomorrow": "Tomorrow is Saturday, January 2, 2027.",
        "how many days until Christmas": "There are 358 days until Christmas, on Saturday, December 25.",
        "what time is it in Tokyo": "In Tokyo it's 8 am.",
        "what is 20 percent of 85": "20 percent of 85 is 17.",
        "what is 2 to the power of 10 million": "That number is too big for me to work out.",
        "convert 5 miles to kilometres": "5 miles is 8.05 kilometres.",
        "how do you spell necessary": "Necessary is spelled N, E, C, E, S, S, A, R, Y.",
        "play some jazz": "I can't play music yet.",
        "call mom": "I can't make phone calls.",
        "announce that dinner is ready": "Announcing: dinner is ready",
        "what month is it": "It's January.",  # 60 s after 23:59:40 on New Year's Eve
        "what year is it": "It's 2027.",
        "will it rain tomorrow": "I don't know where you are. Set a weather location on the settings page.",
        "do I need an umbrella": "I don't know where you are. Set a weather location on the settings page.",
        "good morning": "Good morning! What can I do for you?",
        "thank you": "You're welcome.",
        "book a taxi to the station": "I can't book taxis, tables or tickets. I can set a reminder so you don't "
                                      "forget to.",
        "what's the volume": "I can't tell the volume on this device: there is no sound mixer.",
    }
    for text, reply in expected.items():
        assert ask(helper, text, user_id, 60)[:2] == (reply, "intent"), text
    dice, by, _ = ask(helper, "roll two dice", user_id, 60)
    rolled = re.fullmatch(r"You rolled ([1-6]) and ([1-6]): (\d+) in total\.", dice)
    assert by == "intent" and rolled and int(rolled[1]) + int(rolled[2]) == int(rolled[3])
    assert ask(helper, "who sang bohemian rhapsody", user_id, 60)[1] == "no-model"  # no table holds songs
    assert ask(helper, "please call me Pri", user_id, 60)[1] != "intent"  # a name to use, not a phone call


def test_the_answer_may_come_to_another_process(settings, db, user_id: str) -> None:
    from gpt_home.skills.local import build_local_skills

    first, second = build_local_skills(settings, db), build_local_skills(settings, db)  # like two `gpt-home ask`
    ctx = TurnContext(user_id=user_id, device_id=settings.device_id, now=T0)
    assert first.handle("set a timer", ctx) == "For how long?"
    later = TurnContext(user_id=user_id, device_id=settings.device_id, now=T0 + timedelta(seconds=12))
    assert second.handle("ten minutes", later) == "Okay, timer set for 10 minutes."
    assert second.timers is not None and [t.due for t in second.timers.list(user_id)] == [T0 + timedelta(minutes=10,
                                                                                                         seconds=12)]
    assert first.handle("ten minutes", later) is None  # the question was answered once
