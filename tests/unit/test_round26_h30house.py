"""Round 26's holdout30 families in lights, volume, lists, alarms and reminders (issue 15), through the real local
skills: two lights switched in one breath with a telling after (both switched), a room named in a remark is the light
"that light" means, an item corrected after "add", an afterthought after "X as well", the quietest volume and a
hearing aid in everyday words, what is set read back, a clock's "quarter to" no task, and a fact told after the time."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.skills.local import LocalSkills


@pytest.mark.parametrize("said, first, second", [
    ("off with the kitchen light, and living room light on, I'm going through to watch telly", "kitchen", "living room"),
    ("on with the living room lamp and kitchen light off, we're having our tea in there", "living room", "kitchen"),
    ("living room light off and kitchen light on, I've got baking to do", "living room", "kitchen"),
    ("off with the kitchen light, and living room light on", "kitchen", "living room"),
])
def test_two_lights_in_one_breath_are_both_switched(house: LocalSkills, said: str, first: str,
                                                    second: str) -> None:
    skills = house
    on_first = said.startswith("on") or said.startswith(f"{first} light on")
    say(skills, f"turn {'off' if on_first else 'on'} the {first} light", 0)
    say(skills, f"turn {'on' if on_first else 'off'} the {second} light", 20)
    reply = str(say(skills, said, 40))
    assert f"the {first} light is {'on' if on_first else 'off'}" in reply
    assert f"the {second} light is {'off' if on_first else 'on'}" in reply


@pytest.mark.parametrize("said, room", [
    ("nobody's in the kitchen, kill that light", "kitchen"),
    ("the kitchen is empty, switch that light off", "kitchen"),
    ("we've finished in the living room, turn the lights off", "living room"),
    ("no one's in the living room any more, kill that lamp", "living room"),
])
def test_the_room_a_remark_names_is_the_light_meant(house: LocalSkills, said: str,
                                                      room: str) -> None:
    skills = house
    say(skills, "turn on all the lights", 0)
    assert say(skills, said, 20) == f"Okay, the {room} light is off."


def test_two_rooms_in_the_remark_still_ask_which(house: LocalSkills) -> None:
    skills = house
    assert "Which light" in str(say(skills, "the kitchen and living room are empty, kill that light"))


@pytest.mark.parametrize("said, item, not_item", [
    ("add mangoes, no sorry, make it plums", "plums", "mangoes"),
    ("add apples no wait make that pears", "pears", "apples"),
    ("could you add oat milk, actually no, make that soya milk", "soya milk", "oat milk"),
])
def test_an_item_corrected_after_add_is_the_one_added(house: LocalSkills, said: str, item: str,
                                                      not_item: str) -> None:
    skills = house
    assert say(skills, said) == f"I've added {item} to your shopping list."
    listed = str(say(skills, "what's on my shopping list", 20))
    assert item in listed and not_item not in listed.replace(item, "")


@pytest.mark.parametrize("said", ["add eggs, no sorry, make it two", "add bread, no wait, make it quick"])
def test_an_amount_or_a_manner_is_no_item(house: LocalSkills, said: str) -> None:
    skills = house
    reply = str(say(skills, said))
    assert "two to your" not in reply and "quick to your" not in reply


@pytest.mark.parametrize("said, item", [
    ("toothpaste as well, almost forgot that", "toothpaste"),
    ("and bin bags too, silly me", "bin bags"),
    ("flour as well, I nearly forgot about that", "flour"),
])
def test_an_afterthought_after_a_list_add_adds_the_item(house: LocalSkills, said: str,
                                                        item: str) -> None:
    skills = house
    say(skills, "add bread", 0)
    assert say(skills, said, 20) == f"I've added {item} to your shopping list."


@pytest.mark.parametrize("said", ["quietest you can go, please", "as quiet as it goes please",
                                  "put yourself on the lowest volume you've got", "the quietest setting please love"])
def test_the_quietest_is_a_volume_request(house: LocalSkills, said: str) -> None:
    skills = house
    assert "can't change the volume" in str(say(skills, said))


@pytest.mark.parametrize("said", ["my hearing aid is playing up so I'll need you louder today",
                                  "my hearing aid's broken, I'll need you louder",
                                  "my hearing aids are whistling, speak up please"])
def test_a_hearing_aid_not_helping_asks_louder(house: LocalSkills, said: str) -> None:
    skills = house
    assert "can't change the volume" in str(say(skills, said))


@pytest.mark.parametrize("said", ["what's the quietest car", "the quietest animal"])
def test_the_quietest_thing_is_no_volume_request(house: LocalSkills, said: str) -> None:
    skills = house
    assert "volume" not in str(say(skills, said))


@pytest.mark.parametrize("said", ["read back the alarms you've got saved for me",
                                  "run through the alarms I've got booked", "read back the alarms"])
def test_the_alarms_read_back(house: LocalSkills, said: str) -> None:
    skills = house
    say(skills, "set an alarm for 7", 0)
    assert say(skills, said, 20) == "You have one alarm: the alarm at 7 am tomorrow."


@pytest.mark.parametrize("said", ["remind me at quarter to 4", "remind me at ten to six",
                                  "remind me tomorrow at twenty to 9"])
def test_a_clock_said_with_to_asks_the_task(house: LocalSkills, said: str) -> None:
    skills = house
    assert say(skills, said) == "What should I remind you about?"


@pytest.mark.parametrize("said, told", [
    ("Please remind me Wednesday, morning 10 o'clock, I have appointment with doctor",
     "that you have appointment with doctor tomorrow, Wednesday, at 10 am"),
    ("remind me tomorrow at 3 we have the dentist", "that we have the dentist at 3 pm tomorrow"),
    ("remind me on Wednesday at 10 am I have a doctor appointment",
     "that you have a doctor appointment tomorrow, Wednesday, at 10 am"),
])
def test_a_fact_told_after_the_time_is_the_reminder(house: LocalSkills, said: str,
                                                    told: str) -> None:
    skills = house
    assert say(skills, said) == f"Okay, I'll remind you {told}."
