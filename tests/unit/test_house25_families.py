"""Round 25's lists, lights, weather and volume families (issue 15), through the real local skills: a light state said
and checked is answered and never switched, a level wished or asked of a light is set, two switches with a lead or a
thanks, a room's need said with "in there", a light then music, the volume asked politely or with a reason, a question
then an ask, weather to come to us or a day's look, an add with what is told after it, a size after an item."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

NO_MIXER = "I can't change the volume on this device: there is no sound mixer."
NO_PLACE = "I don't know where you are. Set a weather location on the settings page."


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as local:
        yield local


@pytest.mark.parametrize("said, asked", [
    ("just checking, living room light is off yeah", "living room"),
    ("the living room lights still on right", "living room"),
    ("kitchen light still on or what", "kitchen"),
    ("checking the kitchen lamp is switched off", "kitchen"),
    ("i cant remember if i turned the kitchen light off, did i", "kitchen"),
])
def test_a_state_said_and_checked_is_answered_never_switched(skills: LocalSkills, said: str, asked: str) -> None:
    assert say(skills, "turn on all the lights", 0) is not None
    reply = str(say(skills, said, 20))
    assert reply.startswith(("Yes", "No")) and asked in reply and "Okay" not in reply, reply
    assert say(skills, "is the living room light on", 40) == "Yes, the living room light is on."
    assert say(skills, "is the kitchen light on", 60) == "Yes, the kitchen light is on."


@pytest.mark.parametrize("said", ["right, kitchen light off please", "kitchen light off", "ok kitchen light off"])
def test_a_plain_switch_is_still_a_switch(skills: LocalSkills, said: str) -> None:
    assert say(skills, "turn on the kitchen light", 0) is not None
    assert say(skills, said, 20) == "Okay, the kitchen light is off."


@pytest.mark.parametrize("said, room, level", [
    ("I'd like the kitchen light sitting at 65 percent", "kitchen", 65),
    ("could the living room go down to 12 percent for the film", "living room", 12),
    ("can the kitchen light come up to 80 percent please", "kitchen", 80),
    ("could you have the living room light at 40 percent", "living room", 40),
])
def test_a_level_wished_or_asked_of_the_light_is_set(skills: LocalSkills, said: str, room: str, level: int) -> None:
    assert say(skills, said) == f"Okay, the {room} light is at {level} percent."


@pytest.mark.parametrize("said, first, second", [
    ("I'm moving through to sit down, so the kitchen light can go off and put the living room one on", "off", "on"),
    ("kitchen light off, living room on, ta", "off", "on"),
    ("kitchen on and living room off thanks", "on", "off"),
])
def test_two_switches_with_a_lead_or_a_thanks_are_both_done(skills: LocalSkills, said: str, first: str,
                                                            second: str) -> None:
    assert say(skills, said) == f"Okay, the kitchen light is {first} and the living room light is {second}."


@pytest.mark.parametrize("said, room", [
    ("I'm 79 and I've dropped an earring on the living room carpet, I can't see a thing in there", "living room"),
    ("i dropped my glasses in the kitchen and i cant see anything in there", "kitchen"),
])
def test_a_room_named_then_cant_see_in_there_lights_it(skills: LocalSkills, said: str, room: str) -> None:
    assert say(skills, said) == f"Okay, the {room} light is on."


def test_a_story_of_not_seeing_switches_nothing(skills: LocalSkills) -> None:
    assert say(skills, "my husband said he couldnt see a thing in the kitchen last night") is None
    assert say(skills, "is the kitchen light on", 20) == "No, the kitchen light is off."


@pytest.mark.parametrize("said, room, way", [
    ("kitchen light off please, and then some motown to dance to", "kitchen", "off"),
    ("living room light on and put some jazz on", "living room", "on"),
])
def test_a_light_then_music_switches_and_refuses_the_music(skills: LocalSkills, said: str, room: str, way: str) -> None:
    if way == "off":
        say(skills, f"turn on the {room} light", 0)
    reply = str(say(skills, said, 20))
    assert reply.startswith(f"Okay, the {room} light is {way}.") and "can't play music" in reply, reply


@pytest.mark.parametrize("said", ["could you tone your voice down some", "could you turn your voice down a little",
                                  "the extractor fan's on and I can't hear a word you say",
                                  "the telly is on so i cant hear a word you say", "Please your voice, make it more big",
                                  "your voice make it more loud"])
def test_the_volume_asked_politely_or_with_a_reason(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) == NO_MIXER


@pytest.mark.parametrize("said, first, second", [
    ("what's the time, and can you speak up a bit", "It's 10:25 am.", NO_MIXER),
    ("whats the date and could you turn the kitchen light on", "Today is Tuesday, December 1.",
     "Okay, the kitchen light is on."),
])
def test_a_question_then_an_ask_answers_both(skills: LocalSkills, said: str, first: str, second: str) -> None:
    assert say(skills, said) == f"{first} {second}"


@pytest.mark.parametrize("said", ["are we due strong winds this afternoon", "are we in for high winds tomorrow",
                                  "uh is it grim outside or what", "so is it miserable out there",
                                  "we're planning a barbecue on saturday, what's it going to be like",
                                  "we're having a picnic tomorrow hows it looking"])
def test_weather_to_come_or_the_days_look_is_the_weather(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) == NO_PLACE


@pytest.mark.parametrize("said", ["the news is grim", "are we due a visit from my sister", "is the film grim or what"])
def test_grim_news_or_a_visit_due_is_no_weather(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) != NO_PLACE


@pytest.mark.parametrize("said, item", [
    ("add batteries, the remote's dead", "batteries"),
    ("add bread, the kids finished it this morning", "bread"),
    ("can you add washing up liquid, it's nearly empty", "washing up liquid"),
    ("milk on the shopping list, we've run out", "milk"),
    ("add ice cream, it's for the party", "ice cream"),
    ("oh we need washing up liquid stick it on", "washing up liquid"),
    ("add nappies size 4 to shopping", "nappies size 4"),
    ("please add in the list onions two kilo", "onions two kilo"),
])
def test_an_add_stores_the_item_alone(skills: LocalSkills, said: str, item: str) -> None:
    assert say(skills, said) == f"I've added {item} to your shopping list."
    assert say(skills, "whats on my shopping list", 20) == f"You have {item} on your shopping list."


def test_a_task_with_a_clause_stays_one_task(skills: LocalSkills) -> None:
    reply = say(skills, "add check the boiler is working to my to do list")
    assert reply == "I've added check the boiler is working to your to-do list."


@pytest.mark.parametrize("said", ["shopping list, I've thought of something for it",
                                  "the to do list, i remembered a thing for it"])
def test_an_item_to_come_is_asked_for(skills: LocalSkills, said: str) -> None:
    assert str(say(skills, said)).startswith("What should I add")


@pytest.mark.parametrize("said, yes", [("is milk on the list or did i forget", True),
                                       ("is bread on the shopping list or did i forget", False)])
def test_a_check_is_never_an_add(skills: LocalSkills, said: str, yes: bool) -> None:
    say(skills, "add milk to the shopping list", 0)
    assert str(say(skills, said, 20)).startswith("Yes" if yes else "No")
    assert say(skills, "whats on my shopping list", 40) == "You have milk on your shopping list."


@pytest.mark.parametrize("said, items", [
    ("add milk, bread, eggs and butter to the shopping list", "milk, bread, eggs and butter"),
    ("add chicken rice peas and milk", "chicken, rice, peas and milk"),
    ("add milk chocolate biscuits and crisps", "milk chocolate biscuits and crisps"),
])
def test_an_enumeration_without_commas_is_several_items(skills: LocalSkills, said: str, items: str) -> None:
    assert say(skills, said) == f"I've added {items} to your shopping list."


def test_an_item_of_an_enumeration_is_ticked_off(skills: LocalSkills) -> None:
    say(skills, "add milk, bread, eggs and butter to the shopping list", 0)
    assert say(skills, "got the milk, tick it off", 20) == "I've removed milk from your shopping list."
    assert say(skills, "take the eggs off, the neighbour gave us a dozen", 40) == "I've removed eggs from your shopping list."
    assert say(skills, "whats on my shopping list", 60) == "You have bread and butter on your shopping list."


@pytest.mark.parametrize("jobs, first", [("ring the dentist, fix the gate and pay the window cleaner", "fix the gate"),
                                         ("call the plumber book the mot and wrap presents", "book the mot")])
def test_jobs_one_after_another_are_each_a_task(skills: LocalSkills, jobs: str, first: str) -> None:
    say(skills, f"add {jobs} to my to do list", 0)
    assert say(skills, f"mark {first} as done", 20) == f"I've removed {first} from your to-do list."


def test_take_the_chicken_off_is_no_list_change(skills: LocalSkills) -> None:
    assert "removed" not in str(say(skills, "take the chicken off, the oven is too hot"))


def test_open_the_gate_is_still_refused(skills: LocalSkills) -> None:
    assert "can't control the gate" in str(say(skills, "open the gate"))


@pytest.mark.parametrize("said", ["is anything switched on", "hows the lights", "is anything on"])
def test_every_lights_state_asked_at_once_switches_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, "living room light on", 0)
    assert say(skills, said, 20) == "No, the kitchen light is off. Yes, the living room light is on."
    assert say(skills, "is the kitchen light on", 40) == "No, the kitchen light is off."


@pytest.mark.parametrize("said, item", [("need dishwasher tablets", "dishwasher tablets"),
                                        ("need some bin bags please", "bin bags")])
def test_a_need_said_alone_offers_the_item(skills: LocalSkills, said: str, item: str) -> None:
    assert say(skills, said) == f"Shall I add {item} to your shopping list?"


@pytest.mark.parametrize("said", ["need a wee", "need help"])
def test_a_need_that_is_no_item_is_not_offered(skills: LocalSkills, said: str) -> None:
    assert "Shall I add" not in str(say(skills, said))


@pytest.mark.parametrize("said, reply", [("theres something i need on the shopping list", "What should I add?"),
                                         ("delete each alarm that's set", "I couldn't find any alarms to cancel.")])
def test_a_remark_cut_never_makes_another_request(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said", ["can you read the list back before i head to tesco", "read the list out before i go"])
def test_a_read_back_with_a_reason_reads_the_list(skills: LocalSkills, said: str) -> None:
    say(skills, "add milk", 0)
    assert say(skills, said, 20) == "You have milk on your shopping list."


@pytest.mark.parametrize("said, left", [("bananas and rice, both off the list", "milk"),
                                        ("the milk off the shopping list please", "bananas and rice")])
def test_items_said_off_the_list_are_taken_off(skills: LocalSkills, said: str, left: str) -> None:
    say(skills, "add bananas, rice and milk", 0)
    assert str(say(skills, said, 20)).startswith("I've removed")
    assert say(skills, "whats on my shopping list", 40) == f"You have {left} on your shopping list."


@pytest.mark.parametrize("said", ["i crossed milk off the list", "she crossed me off her christmas card list"])
def test_a_story_of_crossing_off_removes_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, "add milk", 0)
    say(skills, said, 20)
    assert say(skills, "whats on my shopping list", 40) == "You have milk on your shopping list."
