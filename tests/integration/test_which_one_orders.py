"""Round ten's orders through the real Assistant and embedded Postgres (no model: chat_model=None): a request that
names what to keep acts on the other one only (the rows left say so), a list walked through or said by its use,
a job said first goes on the to-do list, markup never reaches a stored item, a request said while a question waits
is carried out, and a negative length sets nothing."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.local import LocalSkills
from tests.integration.household_helpers import T0, Talk, labels, list_rows, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[tuple[Assistant, LocalSkills]]:
    with no_model_household(settings, db, factory) as house:
        yield house.assistant, house.skills


def test_which_one_cancels_only_the_one_meant(assistant, user_id: str) -> None:
    helper, skills = assistant
    say = Talk(helper, user_id)
    say("could you do me a ten minute rice timer")
    say("set a timer for twenty minutes for the spuds")
    assert labels(skills, user_id, TimerKind.TIMER) == {"rice", "spuds"}
    assert "spuds" in say("stop the spuds one not the rice one")
    assert labels(skills, user_id, TimerKind.TIMER) == {"rice"}
    say("set an alarm for 5:15 am")
    say("kindly keep one alarm for quarter to eight in the morning")
    say("not the quarter past five one the quarter to eight one delete that")
    [left] = skills.timers.list(user_id, kind=TimerKind.ALARM)
    assert (left.due.hour, left.due.minute) == (5, 15)
    say("remind us to call the vet at 3 pm")
    say("in forty five minutes remind me the bath is running")
    assert say("nah not the vet one get rid of the bath reminder").startswith("Okay, I cancelled")
    assert labels(skills, user_id, TimerKind.REMINDER) == {"call the vet"}
    assert "vet" in say("is there a reminder about the vet")
    assert say("do i have a reminder about the gutters") == "No, you don't have a reminder about the gutters."


def test_a_request_said_while_a_question_waits_is_carried_out(assistant, user_id: str) -> None:
    helper, skills = assistant
    say = Talk(helper, user_id)
    say("set a timer for 3 minutes")
    assert say("timer yeah") == "For how long?"
    assert say("zap all my timers").startswith("Okay, I cancelled")
    assert skills.timers.list(user_id, kind=TimerKind.TIMER) == []
    assert say("reminder please") == "What should I remind you about?"
    assert say("what is in my reminders") == "You have no reminders set."
    assert say("timer for -5 seconds").startswith("A timer can't run for a negative time")
    assert skills.timers.list(user_id) == []


def test_list_orders_of_round_ten_leave_the_right_rows(assistant, db, user_id: str) -> None:
    helper, _ = assistant
    say = Talk(helper, user_id)
    say("put pears plums and lemons on the list for the shops")
    say("were completely out of butter add it to the shopping list")
    say("stick <i>oat milk</i> on the supermarket list")
    assert list_rows(db, user_id, "shopping") == ["butter", "lemons", "oat milk", "pears", "plums"]
    assert "lemons" in say("read out my shopping list one at a time")
    say("no not the pears keep them i meant remove the plums")
    assert list_rows(db, user_id, "shopping") == ["butter", "lemons", "oat milk", "pears"]
    say("i have to remember to renew the passport add it to my to do list")
    assert list_rows(db, user_id, "to-do") == ["renew the passport"]
    assert "passport" in say("remind me which jobs are left on the to do list")


def test_an_alarm_or_reminder_moved_is_moved_never_doubled(assistant, user_id: str) -> None:
    helper, skills = assistant
    say = Talk(helper, user_id)
    assert say("change my alarm to half seven") == "You don't have any alarms to move."
    say("set an alarm for 6:30 am")
    assert say("could you change my alarm to quarter to seven") == "Okay, I moved your alarm to 6:45 am tomorrow."
    [alarm] = skills.timers.list(user_id, kind=TimerKind.ALARM)
    assert (alarm.due.hour, alarm.due.minute) == (6, 45)
    say("set an alarm for 9 pm")
    assert 'Say which, like "move my 9 pm alarm to 7"' in say("move my alarm to 7")
    say("push the 9 pm alarm back half an hour")
    assert sorted((a.due.hour, a.due.minute) for a in skills.timers.list(user_id, kind=TimerKind.ALARM)) == [
        (6, 45), (21, 30)]
    say("remind me to feed the cat at 5 pm")
    assert say("move the reminder about the cat to 6 pm") == "Okay, the reminder to feed the cat is now at 6 pm."
    [reminder] = skills.timers.list(user_id, kind=TimerKind.REMINDER)
    assert (reminder.label, reminder.due.hour) == ("feed the cat", 18)


def test_cancelled_by_its_place(assistant, user_id: str) -> None:
    helper, skills = assistant
    say = Talk(helper, user_id)
    say("set a timer for 20 minutes for the spuds")
    say("set a 10 minute timer for the rice")
    say("set a timer for 30 minutes")
    say("cancel the last timer")  # the one set last: the 30 minutes
    assert labels(skills, user_id, TimerKind.TIMER) == {"rice", "spuds"}
    say("cancel the second one")  # as read out, soonest first: rice (10), spuds (20)
    assert labels(skills, user_id, TimerKind.TIMER) == {"rice"}


def test_take_it_off_with_no_list_named_is_a_lists_only_when_listed(assistant, db, user_id: str) -> None:
    helper, _ = assistant
    say = Talk(helper, user_id)
    say("add sugar and chicken stock to the shopping list")
    reply = helper.ask("take the chicken off", user_id=user_id, thread_id=f"{user_id}-t", now=T0 + timedelta(minutes=5))
    assert reply.handled_by != "intent" and "list" not in reply.text  # cooking: never a list's reply
    assert list_rows(db, user_id, "shopping") == ["chicken stock", "sugar"]
    say.seconds = 600
    assert say("take sugar off") == "I've removed sugar from your shopping list."
    assert list_rows(db, user_id, "shopping") == ["chicken stock"]
