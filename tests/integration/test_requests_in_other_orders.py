"""List, reminder and timer requests said in other orders, through the real Assistant and embedded Postgres (no model:
chat_model=None): a list named first adds what was asked and never reads the list back, a self-correction inside a list
item stores exactly the corrected item, an announced item asks back, the to-do list is read back as things to do, and
reminders said time first, telegraphically or kindly are set at the right time (rows in Postgres)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.integration.household_helpers import T0, Talk, list_rows, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[tuple[Assistant, LocalSkills, ListSkill]]:
    with no_model_household(settings, db, factory) as house:
        yield house.assistant, house.skills, house.lists


def test_list_named_first_adds_and_never_reads_back(assistant, db, user_id: str) -> None:
    helper, _, _ = assistant
    say = Talk(helper, user_id, step_seconds=40)
    assert say("shopping list add eggs") == "I've added eggs to your shopping list."
    assert say("please add to shopping list tomatoes and onions") == (
        "I've added tomatoes and onions to your shopping list.")
    assert say("add toilet paper no actually paper towels to the shopping list") == (
        "I've added paper towels to your shopping list.")
    assert list_rows(db, user_id, "shopping") == ["eggs", "onions", "paper towels", "tomatoes"]
    assert say("the shopping list so far what have we put on it") == (
        "You have 4 things on your shopping list: eggs, tomatoes, onions and paper towels.")
    assert say("take the eggs off the list we have some") == "I've removed eggs from your shopping list."
    assert say("onions we bought them already you can remove them from the list") == (
        "I've removed onions from your shopping list.")
    assert say("hang on i have another item for the shopping list") == "What should I add?"
    assert say("add pasta to my shopping list no actually rice") == "I've added rice to your shopping list."
    assert say("put it on the list") == "What should I add to your shopping list?"  # which thing? nothing stored
    assert list_rows(db, user_id, "shopping") == ["paper towels", "rice", "tomatoes"]
    assert say("did i put towels on there") == "Yes, towels are on your shopping list."  # "paper towels", by its end



@pytest.mark.parametrize("said", [
    "something needs to go on the shopping list", "something has to be added to the list",
    "i need to add something to the shopping list", "theres something to put on the grocery list",
    "we want to put something on our list",
])
def test_something_for_the_list_is_asked_for_never_read_back(assistant, db, user_id: str, said: str) -> None:
    helper, _, _ = assistant
    say = Talk(helper, user_id, step_seconds=40)
    assert say(said) == "What should I add?"
    # the answer said as a whole sentence is still the item, not "we have used up all the toothpaste"
    assert say("we've used up all the toothpaste") == "I've added toothpaste to your shopping list."
    assert list_rows(db, user_id, "shopping") == ["toothpaste"]


def test_to_do_list_said_first_and_read_back_as_things_to_do(assistant, db, user_id: str) -> None:
    helper, _, _ = assistant
    say = Talk(helper, user_id, step_seconds=40)
    assert say("on the to do list put call the dentist") == "I've added call the dentist to your to-do list."
    assert say("what do i still have to do on my to do list") == "You have one thing to do: call the dentist."
    assert say("to do list add fix the fence") == "I've added fix the fence to your to-do list."
    assert say("what is on my to do list") == "On your to-do list: call the dentist and fix the fence."
    assert list_rows(db, user_id, "to-do") == ["call the dentist", "fix the fence"]


def test_reminders_said_in_other_orders_are_set(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id, step_seconds=40)
    for text in ("in half an hour remind me to move the car", "remind me at eight tonight that the bins go out",
                 "reminder six pm pick up the kids from football", "remind my to water the plants at five",
                 "please remember to tell me at seven this evening to take my tablets",
                 "remind my husband to buy milk at 6"):
        say(text)
    due = {t.label: t.due for t in skills.timers.list(user_id) if t.kind is TimerKind.REMINDER}
    assert due == {"move the car": T0 + timedelta(seconds=40, minutes=30),
                   "the bins go out": T0.replace(hour=20, minute=0),
                   "pick up the kids from football": T0.replace(hour=18, minute=0),
                   "water the plants": T0.replace(hour=17, minute=0),
                   "take my tablets": T0.replace(hour=19, minute=0),
                   "tell my husband to buy milk": T0.replace(hour=18, minute=0)}
    assert "car" in say("the car reminder i dont need it anymore")
    assert "move the car" not in {t.label for t in skills.timers.list(user_id)}


def test_a_question_asked_back_does_not_swallow_a_request(assistant, user_id: str) -> None:
    helper, _, _ = assistant
    say = Talk(helper, user_id, step_seconds=40)
    say("remind me to call the vet tomorrow at nine")
    assert say("remind me of something later ok").endswith("?")
    reply = helper.ask("read out my reminders", user_id=user_id, thread_id=f"{user_id}-t",
                       now=T0 + timedelta(seconds=say.seconds + 5)).text
    assert "vet" in reply


def test_time_given_to_a_named_timer(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id, step_seconds=40)
    say("tea timer four minutes please")
    [before] = skills.timers.list(user_id)
    say("give the tea timer two extra minutes")
    [after] = skills.timers.list(user_id)
    assert after.due - before.due == timedelta(minutes=2)


def test_a_timer_losing_a_minute_is_not_cancelled(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id, step_seconds=40)
    say("start a 10 minute timer called pizza")
    [before] = skills.timers.list(user_id)
    assert "pizza" in say("take a minute off the pizza timer")
    [after] = skills.timers.list(user_id)
    assert before.due - after.due == timedelta(minutes=1)


def test_a_reminder_with_its_time_only_asks_what_about_and_the_answer_sets_it(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id, step_seconds=40)
    assert say("remind me at 5") == "What should I remind you about?"
    answer = helper.ask("call mum", user_id=user_id, thread_id=f"{user_id}-t",
                        now=T0 + timedelta(seconds=say.seconds + 5))
    assert "call mum" in answer.text
    say("remind me in 10 to stir the soup")
    due = {t.label: t.due for t in skills.timers.list(user_id)}
    assert due == {"call mum": T0.replace(hour=17, minute=0), "stir the soup": T0 + timedelta(seconds=80, minutes=10)}
