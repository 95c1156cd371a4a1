"""Round thirteen's command families for lights, lists and two requests in one breath (issue 15), each said in five
or more ways, with sentences that must not be read so. Through the real rules, recognizer and skills with a pinned
clock."""

from __future__ import annotations

import pytest
from skill_helpers import NOW, say, shopping_items
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.command_first import leading_commands
from gpt_home.skills.family_orders import on_the_list, parts_said
from gpt_home.skills.local import LocalSkills

NO_MIXER = "I can't change the volume on this device: there is no sound mixer."


# --- a room lit, or too dark to see in: its light on, full ---------------------------------------------------------

@pytest.mark.parametrize(("text", "room"), [
    ("could you light up the living room", "living room"), ("light up the kitchen please", "kitchen"),
    ("light the kitchen up", "kitchen"), ("illuminate the living room", "living room"),
    ("get some light in the kitchen", "kitchen"), ("we need more light in the living room", "living room"),
    ("put some light on in the kitchen", "kitchen"), ("i can barely see in the living room", "living room"),
    ("i cant see a thing in the living room", "living room"), ("we can hardly see in the kitchen", "kitchen"),
    ("i can only just see in the living room", "living room"), ("i cant really see what im doing in the kitchen",
                                                                "kitchen"),
])
def test_a_room_lit_is_its_light_on_at_full(skills: LocalSkills, text: str, room: str) -> None:
    say(skills, f"set the {room} light to 30 percent")  # dimmed: lit means full, never one step up from here
    assert say(skills, text) == f"Okay, the {room} light is on."
    assert skills.lights.level(room) == 1.0


def test_a_room_lit_from_off_is_on_never_a_quarter(skills: LocalSkills) -> None:
    assert say(skills, "please light up the kitchen") == "Okay, the kitchen light is on."
    assert skills.lights.level("kitchen") == 1.0


@pytest.mark.parametrize("text", [
    "i can see in the kitchen now", "i can barely see the kitchen clock", "the kitchen is lit up nicely",
    "brighten the kitchen", "light up the garage", "get some light bulbs for the kitchen",
])
def test_no_room_lit_full_when_not_asked(skills: LocalSkills, text: str) -> None:
    say(skills, "set the kitchen light to 30 percent")
    say(skills, text)
    assert skills.lights.level("kitchen") < 1.0  # "brighten" is one step (55 %), never the room lit full


# --- two requests in one breath ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("switch off the kitchen light and switch on the living room one",
     "Okay, the kitchen light is off and the living room light is on."),
    ("turn on the living room light and switch the kitchen one off",
     "Okay, the living room light is on. Okay, the kitchen light is off."),
    ("put the kitchen light on and put the living room one off",
     "Okay, the kitchen light is on. Okay, the living room light is off."),
    ("cancel the 7 am alarm and set one for 8 am",
     "Okay, I cancelled the 7 am alarm. Okay, alarm set for 8 am tomorrow."),
    ("cancel the pasta timer and set a new one for 10 minutes",
     "Okay, I cancelled the pasta timer. Okay, timer set for 10 minutes."),
])
def test_one_in_the_second_request_is_the_first_ones_thing(skills: LocalSkills, text: str, reply: str) -> None:
    say(skills, "turn the living room light on" if "off" in text.split(" and ")[-1] else "switch all the lights off")
    say(skills, "set an alarm for 7 am")
    say(skills, "set a pasta timer for 12 minutes")
    assert say(skills, text) == reply


@pytest.mark.parametrize(("first", "second", "read"), [
    ("put the kitchen light off", "put the living room one on", "put the living room light on"),
    ("cancel the seven am alarm", "set one for eight", "set an alarm for eight"),
    ("stop the egg timer", "start a new one for five minutes", "start a timer for five minutes"),
])
def test_one_put_back_as_the_thing(first: str, second: str, read: str) -> None:
    assert parts_said(first, second) == [second, read]


@pytest.mark.parametrize(("first", "second"), [
    ("add eggs", "take one off the shopping list"), ("turn on the kitchen light", "set a timer for one minute"),
    ("play some music", "turn the kitchen light on"),
])
def test_one_as_a_number_or_with_no_thing_is_left(first: str, second: str) -> None:
    assert parts_said(first, second) == [second]


@pytest.mark.parametrize(("text", "reply"), [
    ("play some music and switch the kitchen light off", "I can't play music yet. Okay, the kitchen light is off."),
    ("turn the kitchen light off and play some music", "Okay, the kitchen light is off. I can't play music yet."),
    ("put some jazz on and turn on the kitchen light",
     "I can't play music, radio or videos yet. Okay, the kitchen light is on."),
    ("preheat the oven and turn on the kitchen light",
     "I can't control the oven. I can only switch the lights set up in my settings. Okay, the kitchen light is on."),
    ("set a timer for 40 minutes and start the washing machine",
     "Okay, timer set for 40 minutes. I can't control the washing machine. I can only switch the lights set up in "
     "my settings."),
    ("lower the volume and set a timer for 12 minutes", f"{NO_MIXER} Okay, timer set for 12 minutes."),
    ("raise the volume and turn on the kitchen light", f"{NO_MIXER} Okay, the kitchen light is on."),
])
def test_a_request_that_cannot_be_done_is_refused_and_the_other_done(skills: LocalSkills, text: str,
                                                                     reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "play rock and roll", "lower the volume and the lights", "add eggs and bread to the shopping list",
    "play some music and dance",
])
def test_one_request_with_and_is_not_two(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert "one request at a time" not in reply and "Okay, timer" not in reply


# --- two list changes sharing the list named at the end ------------------------------------------------------------

@pytest.mark.parametrize(("text", "left"), [
    ("add rice and take butter off the shopping list", ["eggs", "rice"]),
    ("take the butter off and add rice to the shopping list", ["eggs", "rice"]),
    ("add rice and remove the butter from my shopping list", ["eggs", "rice"]),
    ("add rice and tick the butter off the shopping list", ["eggs", "rice"]),
    ("add rice and cross the eggs off the shopping list", ["rice", "unsalted butter"]),
])
def test_two_list_changes_share_the_list_named_last(skills: LocalSkills, text: str, left: list[str]) -> None:
    say(skills, "add unsalted butter and eggs to the shopping list")
    reply = str(say(skills, text))
    assert "rice to your shopping list" in reply and "removed" in reply
    assert shopping_items(skills) == left


@pytest.mark.parametrize(("first", "second", "read"), [
    ("add rice", "take the butter off the shopping list", "add rice to the shopping list"),
    ("take the eggs off", "add bread to the shopping list", "take the eggs off the shopping list"),
    ("remove the eggs", "add bread to my to do list", "remove the eggs from my to do list"),
])
def test_the_first_list_change_gets_the_list(first: str, second: str, read: str) -> None:
    assert on_the_list(first, second) == read


@pytest.mark.parametrize(("first", "second"), [
    ("turn on the kitchen light", "add bread to the shopping list"),
    ("add eggs to the to do list", "take the butter off the shopping list"),
    ("add rice", "set a timer for ten minutes"),
    ("put the kitchen light on", "add bulbs to the shopping list"),  # a command of its own (review of round 11)
    ("put the kettle on", "add milk to the shopping list"),
    ("remove the alarm", "add coffee to the shopping list"),
    ("put rice on", "cross the butter off the shopping list"),  # "put ... on": started, never put on a list
])
def test_no_list_given_where_none_is_shared(first: str, second: str) -> None:
    assert on_the_list(first, second) == first


def test_a_light_or_alarm_before_a_list_change_is_done_as_said(skills: LocalSkills) -> None:
    say(skills, "set an alarm for 7 am")
    reply = str(say(skills, "put the kitchen light on and add bulbs to the shopping list"))
    assert skills.lights.level("kitchen") > 0 and shopping_items(skills) == ["bulbs"], reply
    say(skills, "remove the alarm and add coffee to the shopping list")
    assert shopping_items(skills) == ["bulbs", "coffee"]
    assert "7" not in str(say(skills, "what alarms do i have"))  # the alarm is gone


@pytest.mark.parametrize(("text", "gone"), [
    ("take the butter off the shopping list", "unsalted butter"), ("cross the milk off my shopping list", "oat milk"),
    ("remove the bread from the shopping list", "brown bread"), ("take butter off the list", "unsalted butter"),
    ("knock the milk off the shopping list", "oat milk"),
])
def test_an_item_named_by_its_last_word(skills: LocalSkills, text: str, gone: str) -> None:
    for item in ("unsalted butter", "oat milk", "brown bread"):
        say(skills, f"add {item} to the shopping list")
    assert say(skills, text) == f"I've removed {gone} from your shopping list."
    assert gone not in shopping_items(skills)


def test_an_item_named_by_a_word_two_items_end_with_is_not_guessed(skills: LocalSkills) -> None:
    say(skills, "add oat milk and almond milk to the shopping list")
    assert say(skills, "take the milk off the shopping list") == "Milk isn't on your shopping list."
    assert shopping_items(skills) == ["almond milk", "oat milk"]


# --- a reason after a light or a list command ----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "room", "on"), [
    ("kitchen light off please were finished eating", "kitchen", False),
    ("the living room light on please im reading", "living room", True),
    ("right kitchen light off were going out", "kitchen", False),
    ("kitchen lights out we are off to bed", "kitchen", False),
    ("living room lamp on please the kids are doing homework", "living room", True),
])
def test_a_light_said_first_with_a_reason_after(skills: LocalSkills, text: str, room: str, on: bool) -> None:
    say(skills, f"turn the {room} light {'off' if on else 'on'}")
    assert say(skills, text) == f"Okay, the {room} light is {'on' if on else 'off'}."


@pytest.mark.parametrize(("text", "item"), [
    ("oh add limes to the shopping list were out", "limes"),
    ("oh add milk to the list we have run out", "milk"),
    ("right add bin bags to the shopping list were nearly out", "bin bags"),
    ("ah put eggs on the shopping list the kids ate them all", "eggs"),
    ("okay add coffee to my shopping list im on the last jar", "coffee"),
])
def test_a_list_add_with_a_sound_before_and_a_reason_after(skills: LocalSkills, text: str, item: str) -> None:
    assert say(skills, text) == f"I've added {item} to your shopping list."
    assert shopping_items(skills) == [item]


@pytest.mark.parametrize("text", [
    "the kitchen light is off we are done", "oh no the kettle", "oh the kitchen light was on all night",
])
def test_no_command_head_in_a_statement(text: str) -> None:
    assert leading_commands(text) == []


def test_no_timer_set_by_a_statement(skills: LocalSkills) -> None:
    say(skills, "the kitchen light is off we are done")
    assert skills.timers.list("anna", kind=TimerKind.TIMER) == []
    assert NOW.tzinfo is not None


@pytest.mark.parametrize(("text", "left"), [
    ("add rice and take butter off the shopping list", ["eggs", "rice"]),
    ("add limes to the shopping list", ["eggs", "limes", "unsalted butter"]),
    ("take the eggs off my shopping list", ["unsalted butter"]),
    ("add cheese and cross the butter off the shopping list", ["cheese", "eggs"]),
    ("cross the eggs off the shopping list", ["unsalted butter"]),
])
def test_a_whole_list_order_answering_what_to_add_is_done_as_said(skills: LocalSkills, text: str,
                                                                  left: list[str]) -> None:
    say(skills, "add unsalted butter and eggs to the shopping list")
    assert say(skills, "put something on the list for me") == "What should I add?"
    say(skills, text, 2)
    assert shopping_items(skills) == left


@pytest.mark.parametrize(("answer", "items"), [
    ("milk and eggs", ["eggs", "milk"]), ("some bin bags", ["bin bags"]), ("oat milk please", ["oat milk"]),
])
def test_an_item_answering_what_to_add_is_still_the_item(skills: LocalSkills, answer: str, items: list[str]) -> None:
    assert say(skills, "add something to the shopping list") == "What should I add?"
    say(skills, answer, 2)
    assert shopping_items(skills) == items


@pytest.mark.parametrize("text", [
    "turn the kitchen light on since its getting dark", "put the kitchen light on because its getting dark",
    "ok turn the kitchen light on because its dark", "switch the kitchen light on its dark in here",
    "its getting dark put the kitchen light on",
])
def test_a_light_turned_on_because_it_is_dark_goes_on(skills: LocalSkills, text: str) -> None:
    """"dark" in the reason is no "off" word when "on" is said (review of round 11: it switched the light off)."""
    say(skills, "turn the kitchen light off")
    say(skills, text)
    assert skills.lights.level("kitchen") == 1.0


@pytest.mark.parametrize("text", ["turn the kitchen light off its dark enough", "kitchen light off please"])
def test_a_light_turned_off_with_dark_said_goes_off(skills: LocalSkills, text: str) -> None:
    say(skills, "turn the kitchen light on")
    say(skills, text)
    assert skills.lights.level("kitchen") == 0.0
