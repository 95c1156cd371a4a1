"""Round 26's second wave (issue 15), through the real local skills: two lights said as "both", a light the house
does not have named beside one it has, the rooms said after the light's way, "one" said for "a" in two requests, small
talk asked after a command, an item named after a device, the loudest volume in everyday words, and a list said to
want clearing."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.skills.local import LocalSkills


def _lit(skills: LocalSkills, t: int) -> tuple[bool, bool]:
    kitchen = str(say(skills, "is the kitchen light on", t)).startswith("Yes")
    living = str(say(skills, "is the living room light on", t + 20)).startswith("Yes")
    return kitchen, living


@pytest.mark.parametrize("said", ["alright, we're going to bed, turn off both lights", "turn the two lights off",
                                  "right, switch off both the lights"])
def test_both_lights_are_every_light_when_there_are_two(house: LocalSkills, said: str) -> None:
    skills = house
    say(skills, "turn on all the lights", 0)
    assert say(skills, said, 20) == "Okay, all the lights are off."
    assert _lit(skills, 40) == (False, False)


@pytest.mark.parametrize("said, unknown", [
    ("mummy says turn on the kitchen light and the big room light", "big room"),
    ("turn on the kitchen light and the hall light", "hall"),
    ("kitchen light on and the bedroom lamp too", "bedroom"),
])
def test_an_unknown_light_beside_a_known_one_is_said(house: LocalSkills, said: str,
                                                     unknown: str) -> None:
    skills = house
    reply = str(say(skills, said))
    assert "kitchen light is on" in reply and f"light called {unknown}" in reply
    assert _lit(skills, 20) == (True, False)


@pytest.mark.parametrize("said", ["right so turn the lights on the kitchen and the living room both",
                                  "put the lights on in the kitchen and living room too",
                                  "lights on the kitchen and the living room"])
def test_the_rooms_said_after_the_lights_way(house: LocalSkills, said: str) -> None:
    skills = house
    assert say(skills, said) == "Okay, the kitchen light is on and the living room light is on."
    assert _lit(skills, 20) == (True, True)


def test_one_said_for_a_in_two_requests(house: LocalSkills) -> None:
    skills = house
    reply = str(say(skills, "please you flip one coin and roll one dice also"))
    assert ("heads" in reply or "tails" in reply) and "You rolled a" in reply


@pytest.mark.parametrize("said", ["set a timer for 5 minutes and then tell me a joke",
                                  "start a 5 minute timer and tell us a joke"])
def test_a_joke_asked_after_a_timer_never_drops_the_timer(house: LocalSkills, said: str) -> None:
    skills = house
    assert str(say(skills, said)).startswith("Okay, timer set for 5 minutes. ")


@pytest.mark.parametrize("said, item", [("add oven cleaner we're nearly out", "oven cleaner"),
                                        ("add kettle descaler the kettle is all furred up", "kettle descaler"),
                                        ("put bin bags on the list we're running low", "bin bags")])
def test_an_item_named_after_a_device_is_added(house: LocalSkills, said: str, item: str) -> None:
    skills = house
    assert say(skills, said) == f"I've added {item} to your shopping list."


@pytest.mark.parametrize("said", ["up the volume by 10 percent", "top whack on your volume, the loudest you've got",
                                  "volume full blast please", "boost the sound a bit"])
def test_volume_in_everyday_words_is_the_volume(house: LocalSkills, said: str) -> None:
    skills = house
    assert "can't change the volume" in str(say(skills, said))


def test_a_list_said_to_want_clearing_is_cleared(house: LocalSkills) -> None:
    skills = house
    say(skills, "add eggs to the to do list", 0)
    say(skills, "add milk to the shopping list", 20)
    assert say(skills, "the to-do list wants clearing out too, every job on it", 40) == "I've cleared your to-do list."
    assert "milk" in str(say(skills, "whats on the shopping list", 60))
    assert say(skills, "the garage needs clearing out", 80) is None  # no list: nothing cleared
