"""Round 26's leftover wrong actions and false answers (issue 15), through the real local skills: a length said before
"set a timer for that" is set whole, a throw told as a story throws nothing, the 24-hour clock asked by its other names
is the time now, a stock told before a list order adds the item (a negated order adds nothing), the commas said split
the items, someone's word for the speaker's own need before "remind me" sets the reminder, a set picked for an event
is picked, and a famous work's maker is said plainly."""

from __future__ import annotations

from datetime import timedelta

import pytest
from skill_helpers import NOW, listing_skills, say, shopping_items  # noqa: F401 (the skills fixture)

from gpt_home.skills.local import LocalSkills


@pytest.mark.parametrize(("said", "length"), [
    ("the lasagne needs an hour and a quarter so set a timer for that", "1 hour and 15 minutes"),
    ("the roast takes an hour and a half, can you set a timer for it", "1 hour and 30 minutes"),
    ("bread needs three quarters of an hour in the oven, timer for that please", "45 minutes"),
    ("the cake bakes for an hour and ten minutes, put a timer on for it", "1 hour and 10 minutes"),
    ("the chicken needs an hour and a quarter, set one for that", "1 hour and 15 minutes"),
    ("kids can have an hour and a half of screen time, set a timer for that", "1 hour and 30 minutes"),
    ("my tea needs steeping for four minutes, timer for that please", "4 minutes"),
    ("the rice is twenty five mins, set a timer for that", "25 minutes"),
])
def test_a_length_said_before_the_ask_is_set_whole(skills: LocalSkills, said: str, length: str) -> None:
    assert say(skills, said) == f"Okay, timer set for {length}."
    assert len(skills.timers.list("anna")) == 1


@pytest.mark.parametrize("said", [
    "the kids were flipping a coin all morning",
    "we were rolling dice for ages playing monopoly",
    "my little brother keeps flipping coins",
    "the kids used to flip a coin for the last biscuit",
    "billy and sam were tossing a coin",
    "we spent all afternoon rolling dice",
    "my brother flipped a coin to decide who washes up",
    "we set a timer for the cake yesterday",
    "my husband set a timer for the pasta and forgot about it",
    "i set an alarm for seven yesterday and slept through it",
])
def test_a_throw_or_a_timer_told_as_a_story_does_nothing(skills: LocalSkills, said: str) -> None:
    reply = str(say(skills, said))
    assert not any(w in reply for w in ("heads", "tails", "rolled", "timer set", "alarm set")), reply
    assert not skills.timers.list("anna")


@pytest.mark.parametrize(("said", "said_back"), [
    ("flip a coin", ("heads", "tails")), ("my turn roll the dice", ("rolled",)),
    ("the kids keep fighting, flip a coin to decide who goes first", ("heads", "tails")),
    ("i flipped a coin and got heads now you flip one", ("heads", "tails")),
])
def test_a_throw_asked_after_a_story_is_still_thrown(skills: LocalSkills, said: str, said_back: tuple[str, ...]) -> None:
    reply = str(say(skills, said))
    assert any(w in reply for w in said_back), reply


@pytest.mark.parametrize("said", [
    "whats the time in twenty four hour", "what time is it in military time", "the time in 24h please",
    "time please in military", "whats the time in 24 hour format", "what time is it using the 24 hour clock",
    "whats the time in 24 hour time",
])
def test_the_24_hour_clock_by_its_other_names_is_the_time_now(skills: LocalSkills, said: str) -> None:
    assert say(skills, said, now=NOW + timedelta(hours=4)) == "It's 14:25."


@pytest.mark.parametrize("said", ["what time is it in 24 hours time", "what will the time be in twenty four hours"])
def test_the_time_24_hours_from_now_is_still_that(skills: LocalSkills, said: str) -> None:
    assert str(say(skills, said)).startswith("In 24 hours it will be")


@pytest.mark.parametrize(("said", "item"), [
    ("we've run out of milk again, put milk on the shopping list", "milk"),
    ("weve run out of bread put bread on the shopping list", "bread"),
    ("we have run out of teabags, pop teabags on the list", "teabags"),
])
def test_a_stock_told_then_an_order_adds_the_item(skills: LocalSkills, said: str, item: str) -> None:
    reply = str(say(skills, said))
    assert "isn't on" not in reply and shopping_items(skills) == [item], reply


@pytest.mark.parametrize("said", ["we have loads of flour dont put it on the list",
                                  "we have loads of flour, dont add it to the list",
                                  "weve got plenty of milk so dont put milk on the list"])
def test_a_negated_order_after_a_stock_adds_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, said)
    assert shopping_items(skills) == []


@pytest.mark.parametrize(("said", "items"), [
    ("add pasta, chickpeas and spinach", ["pasta", "chickpeas", "spinach"]),
    ("add eggs, milk, bread, and butter to the shopping list", ["eggs", "milk", "bread", "butter"]),
    ("add rice as well as lentils to the shopping list", ["rice", "lentils"]),
    ("add tea bags, coffee as well as sugar to the list", ["tea bags", "coffee", "sugar"]),
    ("put bread along with jam on the list", ["bread", "jam"]),
    ("add chicken stock cubes and rice", ["chicken stock cubes", "rice"]),
])
def test_the_commas_said_split_the_items(skills: LocalSkills, said: str, items: list[str]) -> None:
    say(skills, said)
    assert shopping_items(skills) == sorted(items)


@pytest.mark.parametrize(("said", "task"), [
    ("the doctor said i have to take my pills at 9, can you remind me", "take your pills"),
    ("my physio says i need to do my exercises at 4, remind me please", "do your exercises"),
    ("mum says i have to ring grandma at 6 tonight, could you remind me", "ring grandma"),
    ("my boss told me i have to send the report at 3, can you remind me", "send the report"),
])
def test_someones_word_for_my_need_then_my_ask_sets_the_reminder(skills: LocalSkills, said: str, task: str) -> None:
    assert f"remind you to {task}" in str(say(skills, said))
    assert len(skills.timers.list("anna")) == 1


@pytest.mark.parametrize("said", ["the doctor said i have to take my pills at 9",
                                  "the doctor said i have to take my pills at 9 but i dont need reminding",
                                  "my son said set a timer for 10 minutes",
                                  "my wife said i have to set a timer for the pasta"])
def test_a_report_without_my_ask_sets_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, said)
    assert not skills.timers.list("anna")


@pytest.mark.parametrize("said", ["pick a day of the week for the party", "choose a day of the week for movie night",
                                  "pick a day of the week for our anniversary dinner"])
def test_a_day_picked_for_an_event_is_a_pick_never_today(skills: LocalSkills, said: str) -> None:
    reply = str(say(skills, said))
    assert reply.startswith("I pick") and "Today" not in reply, reply


@pytest.mark.parametrize("said", ["who wrote hamlet", "who wrote hamlet, for my homework"])
def test_a_famous_plays_writer_is_said_plainly(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) == "Hamlet was written by William Shakespeare."
