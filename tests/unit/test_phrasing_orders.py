"""List, reminder and timer requests said in other orders put the way the templates and rules say them; slot-level
self-corrections; a reading by meaning that would read back or clear a list it was asked to change is declined."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent.self_correction import corrected, corrected_slots, has_correction, last_said
from gpt_home.agent.timer_orders import timer_readings
from gpt_home.skills.list_orders import list_readings, misread

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.mark.parametrize(("said", "reading"), [
    # the list named first, the request after
    ("shopping list add eggs", "add eggs to the shopping list"),
    ("my shopping list add bread and butter please", "add bread and butter to the shopping list"),
    ("grocery list put milk on it", "add milk to the grocery list"),
    ("on the to do list put call the dentist", "add call the dentist to the to do list"),
    ("to do list add walk the dog", "add walk the dog to the to do list"),
    ("for the shopping list we need apples", "add apples to the shopping list"),
    ("shopping list remove the bread", "remove the bread from the shopping list"),
    ("the shopping list so far what have we put on it", "what is on the shopping list"),
    ("the to do list what is on it", "what is on the to do list"),
    ("what did i add to the list", "what is on the list"),
    ("what have we put on the shopping list so far", "what is on the shopping list"),
    ("groceries add yoghurt", "add yoghurt to the groceries list"),
    ("shopping list eggs and milk", "add eggs and milk to the shopping list"),
    ("weve run out of sugar add it to the list", "add sugar to the shopping list"),
    ("i finished call the bank tick it off", "remove call the bank from the list"),
    ("did i already add sugar to the list", "is sugar on the list"),
    ("for me please you write milk in the shopping list", "write milk in the shopping list"),
    ("oh and milk milk on the shopping list too", "add milk to the shopping list"),
    ("done shopping now throw away the whole list", "clear the list"),
    ("did i put buns on there", "is buns on the list"),
    ("add hot dog buns", "add hot dog buns to the shopping list"),
    # no list named: a thing ticked off
    ("take sugar off", "take sugar off the list"),
    ("mark call the dentist as done", "take call the dentist off the list"),
    ("scratch the jelly off", "take the jelly off the list"),
    ("oh we got bananas already take them off the list", "remove bananas from the list"),
    # the list before the items
    ("please add to shopping list tomatoes and onions", "add tomatoes and onions to the shopping list"),
    ("add to my to do list book the car service", "add book the car service to the to do list"),
    ("could you put on the shopping list some bananas", "add some bananas to the shopping list"),
    ("remove from the to do list call the bank", "remove call the bank from the to do list"),
    # a reason after
    ("take the eggs off the list we have some", "take the eggs off the list"),
    ("add rice to the shopping list we are out", "add rice to the shopping list"),
    # the item first, a pronoun after
    ("butter we bought it already you can remove it from the list", "remove butter from the list"),
    ("cheese we have plenty take it off the list", "remove cheese from the list"),
    ("oat milk we need it put it on the shopping list", "add oat milk to the shopping list"),
    # an item announced: asked back
    ("hang on i have another item for the shopping list", "add something to the shopping list"),
    ("one more thing for the shopping list", "add something to the shopping list"),
    ("i want to add something to my to do list", "add something to the to do list"),
])
def test_list_requests_in_other_orders(said: str, reading: str) -> None:
    assert reading in list_readings(said)


@pytest.mark.parametrize("said", ["what is on my shopping list", "add eggs to the shopping list", "turn on the light",
                                  "check the weather", "oh we got it take it off the list", "shopping list thanks",
                                  "shopping list is it empty", "take a minute off the pizza timer",
                                  "add 5 and 3", "add it", "add another", "anything on the list", "add a reminder",
                                  "shopping list", "the shopping list", "for the shopping list", "list"])
def test_no_reading_when_already_in_order_or_no_request(said: str) -> None:
    assert list_readings(said) == []


def test_a_pronoun_or_nothing_is_never_an_item() -> None:
    assert list_readings("shopping list add it") == []
    assert list_readings("shopping list add something") == []


@pytest.mark.parametrize(("said", "reading"), [
    ("in half an hour remind me to move the car", "remind me to move the car in half an hour"),
    ("at five pm remind me to call grandma", "remind me to call grandma at five pm"),
    ("remind me at eight tonight that the bins go out", "remind me at eight tonight about the bins go out"),
    ("reminder six pm pick up the kids from football", "remind me six pm to pick up the kids from football"),
    ("new reminder for tomorrow at nine call the bank", "remind me tomorrow at nine to call the bank"),
    ("reminder call mum at six", "remind me to call mum at six"),
    ("remind my to water the plants at five", "remind me to water the plants at five"),
    ("remind my husband to buy milk at 6", "remind me to tell my husband to buy milk at 6"),
    ("please remember to tell me at seven this evening to take my tablets",
     "remind me at seven this evening to take my tablets"),
    ("can you tell me in ten minutes to turn the oven off", "remind me in ten minutes to turn the oven off"),
    ("dont let me forget the laundry at four", "remind me about the laundry at four"),
    ("the car reminder i dont need it anymore", "cancel the reminder about car"),
    ("i dont need the laundry reminder anymore", "cancel the reminder about laundry"),
    ("the reminder about the bins you can delete it", "cancel the reminder about bins"),
    ("the tea timer you can cancel it", "cancel the tea timer"),
    ("give the tea timer two extra minutes", "add two minutes to the tea timer"),
    ("put five more minutes on the pasta timer", "add five minutes to the pasta timer"),
    ("the pasta timer needs another two minutes", "add two minutes to the pasta timer"),
    ("pasta timer add three minutes", "add three minutes to the pasta timer"),
    ("make the pasta timer five minutes longer", "add five minutes to the pasta timer"),
    ("add five more minutes on the chicken", "add five minutes to the chicken timer"),
    ("give the chicken two more minutes", "add two minutes to the chicken timer"),
    ("take a minute off the pizza timer", "remove 1 minute from the pizza timer"),
    ("eggs timer how much longer", "how long is left on the eggs timer"),
    ("remind me in 10 to stir the soup", "remind me in 10 minutes to stir the soup"),
    ("how much longer on the tea", "how long is left on the tea timer"),
    ("how long until the chicken is done", "how long is left on the chicken timer"),
    ("count my timers for me", "what timers do i have"),
    ("can you set one for forty five minutes for the chicken", "set a timer for forty five minutes for the chicken"),
    ("a timer i need one for the cookies", "set a cookies timer"),
    ("set a reminder for 6 pm to feed the fish", "remind me 6 pm to feed the fish"),
    ("please remind me tomorrow morning at nine for dentist", "remind me tomorrow morning at nine about dentist"),
])
def test_reminders_and_timers_in_other_orders(said: str, reading: str) -> None:
    assert reading in timer_readings(said, NOW)


@pytest.mark.parametrize("said", ["what time is it", "remind me to call mum at six", "set a timer for ten minutes",
                                  "tell me a joke", "the timer", "tell me about mindfulness please",
                                  "tell me to go to bed"])
def test_no_timer_reading_when_in_order_or_no_request(said: str) -> None:
    assert timer_readings(said, NOW) == []


def test_a_slot_keeps_its_last_value_said() -> None:
    assert last_said("toilet paper no actually paper towels") == "paper towels"
    assert last_said("milk no wait oat milk") == "oat milk"
    assert last_said("apples sorry pears") == "pears"
    assert last_said("milk with no sugar") is None  # "no" as a word, not a correction
    assert last_said("no sugar jam") is None
    assert last_said("eggs actually no add milk") is None  # a whole command again: the sentence rewrite's job
    assert corrected_slots({"item": "toilet paper no actually paper towels", "name": "shopping"}) == {
        "item": "paper towels", "name": "shopping"}
    assert corrected_slots({"item": "eggs", "name": "shopping"}) is None
    assert has_correction("add toilet paper no actually paper towels to the shopping list")


def test_the_sentence_rewrite_still_corrects_values_and_commands() -> None:
    assert corrected("set a timer for five no make it ten minutes") == "set a timer for ten minutes"
    assert corrected("add eggs actually no add milk to the list") == "add milk to the list"
    assert corrected("turn on the kitchen sorry the living room light") == "turn on the living room light"


def test_a_reading_by_meaning_never_reads_back_or_clears_a_list_it_was_asked_to_change() -> None:
    assert misread("shopping list add eggs", "list_show")
    assert misread("hang on i have another item for the shopping list", "HassListShow")
    assert misread("please add to shopping list tomatoes and onions", "list_show")
    assert not misread("the shopping list so far what have we put on it", "list_show")
    assert not misread("read me the shopping list", "HassListShow")
    assert misread("shopping list add eggs", "list_clear")
    assert not misread("start the shopping list over empty it", "list_clear")
    assert not misread("shopping list add eggs", "list_add")
    assert not misread("is there anything on the list i need to buy", "HassListShow")


def test_a_correction_said_after_the_whole_request() -> None:
    from gpt_home.agent.self_correction import said_after

    assert said_after("add pasta to my shopping list no actually rice") == ("add pasta to my shopping list", "rice")
    assert said_after("put apples on the list sorry i mean pears") == ("put apples on the list", "pears")
    assert said_after("set a timer for five minutes no make it ten") is None  # a value: the rewrite's job
    assert said_after("there is no milk") is None
    assert said_after("add eggs to the list") is None


def test_a_timer_given_or_losing_time_is_never_cancelled_by_a_reading() -> None:
    from gpt_home.agent.timer_orders import misread as timer_misread

    assert timer_misread("remove a minute from the pizza timer", "timer_cancel")
    assert timer_misread("take two minutes off the tea timer", "HassCancelTimer")
    assert not timer_misread("cancel the ten minute timer", "HassCancelTimer")
    assert not timer_misread("get rid of the pizza timer", "timer_cancel")


def test_dropping_a_question_asked_back_in_other_words() -> None:
    from gpt_home.skills.asking_back import is_cancel

    assert all(is_cancel(t) for t in ("no actually dont", "never mind", "dont", "i changed my mind", "no need"))
    assert not any(is_cancel(t) for t in ("four minutes", "no make it five", "at six"))


def test_a_reminder_with_its_time_only() -> None:
    from gpt_home.agent.timer_orders import time_only_reminder

    assert time_only_reminder("remind me at 5", NOW) == "at 5"
    assert time_only_reminder("set a reminder for tomorrow at nine", NOW) == "tomorrow at nine"
    assert time_only_reminder("remind me at 5 to call mum", NOW) is None
    assert time_only_reminder("remind me at the shop", NOW) is None


def test_gpt_home_intent_shows_the_slot_self_corrected() -> None:
    from gpt_home.agent.understand import explain

    [first, *_] = explain("add toilet paper no actually paper towels to the shopping list", NOW)
    assert (first.intent, first.slots["item"], first.source) == (
        "HassShoppingListAddItem", "paper towels", "templates, a slot self-corrected")


@pytest.mark.parametrize(("said", "readings"), [
    ("any milk on the shopping list", ["is milk on the shopping list"]),  # asked: never an add
    ("got bread on the list", ["is bread on the list"]),
    ("knock the lights off", []),  # a device, not a list item
    ("take your coat off", []),
])
def test_a_question_about_the_list_and_a_device_taken_off_are_never_list_changes(said: str,
                                                                                  readings: list[str]) -> None:
    assert list_readings(said) == readings


@pytest.mark.parametrize("said", ["add eggs to the shopping list sorry to bother you",
                                  "add bread to the list actually we need two"])
def test_talk_after_a_marker_is_not_a_corrected_item(said: str) -> None:
    from gpt_home.agent.self_correction import said_after

    assert said_after(said) is None
