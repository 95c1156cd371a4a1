"""Two or three requests of any kinds in one breath (issue 15, round 26), through the real local skills: each part
is carried out and answered, in order, whatever the kinds and the order; a part leaning on the one before (the list,
the light) is read with it; a lead-in of small words is dropped; a statement or a report with a request's words in it
switches nothing (skills/request_parts.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.light_levels import verbless_level
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def house(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as skills:
        yield skills


def _lights(skills: LocalSkills, t: int) -> str:
    return str(say(skills, "are the lights on", t))


@pytest.mark.parametrize("said", ["what time is it and set a timer for ten minutes",
                                  "whats the time then start a timer for 10 minutes",
                                  "could you tell me the time and also give me a ten minute timer",
                                  "set a timer for ten minutes and what time is it"])
def test_the_time_and_a_timer_are_both_done(house: LocalSkills, said: str) -> None:
    reply = str(say(house, said))
    assert "10:2" in reply and "timer set for 10 minutes" in reply


@pytest.mark.parametrize("said", ["what's the weather like and put the living room light on",
                                  "is it going to be cold today and switch on the living room light",
                                  "living room light on and hows the weather looking"])
def test_the_weather_asked_never_leaves_the_light_unswitched(house: LocalSkills, said: str) -> None:
    reply = str(say(house, said))
    assert "weather location" in reply and "living room light is on" in reply
    assert "living room light is on" in _lights(house, 20)


@pytest.mark.parametrize("said", ["so basically kitchen light on and whats the time",
                                  "hmm let me think kitchen light on and what time is it",
                                  "oh and while youre at it kitchen light on and whats the date"])
def test_a_lead_in_of_small_words_is_no_light_name(house: LocalSkills, said: str) -> None:
    reply = str(say(house, said))
    assert "kitchen light is on" in reply and "called" not in reply


@pytest.mark.parametrize("said", ["right, kitchen light on, and you can kill the one in the living room",
                                  "I'm going through to cook, so kitchen light on, and you can kill the one in the "
                                  "living room",
                                  "right then, living room light off, kitchen light stays on"])
def test_two_lights_each_switched_after_a_lead_in(house: LocalSkills, said: str) -> None:
    say(house, "turn on the living room light", 0)
    reply = str(say(house, said, 20))
    assert "kitchen light is on" in reply and "living room light is off" in reply


@pytest.mark.parametrize("said, gone", [("add milk to the shopping list and take bread off it", "bread"),
                                        ("put cheese on the shopping list and take the pasta off", "pasta"),
                                        ("put eggs on the shopping list oh and cross off butter", "butter"),
                                        ("add beans to the shopping list then remove rice", "rice")])
def test_the_second_list_change_is_on_the_list_the_first_named(house: LocalSkills, said: str, gone: str) -> None:
    say(house, f"add {gone} to the shopping list", 0)
    reply = str(say(house, said, 20))
    assert "added" in reply and "didn't catch" not in reply
    assert gone not in str(say(house, "whats on my shopping list", 40))


@pytest.mark.parametrize("said", ["kitchen light off and you can lower your voice too",
                                  "listen, kitchen light off, and the volume down too"])
def test_a_light_and_the_volume(house: LocalSkills, said: str) -> None:
    say(house, "turn on the kitchen light", 0)
    reply = str(say(house, said, 20))
    assert "kitchen light is off" in reply and "volume" in reply


def test_a_light_corrected_then_another_said(house: LocalSkills) -> None:
    say(house, "turn on the kitchen light", 0)
    reply = str(say(house, "uh kitchen light on, no wait, the living room one, and the kitchen off", 20))
    assert "living room light is on" in reply and "kitchen light is off" in reply


@pytest.mark.parametrize("said", ["right, the kitchen light's on and the living room one is off, looks nice",
                                  "so yeah she turned the kitchen light on and the living room one off",
                                  "i already added milk and took bread off the list",
                                  "the weatherman said rain so i left the living room light on"])
def test_a_statement_switches_and_changes_nothing(house: LocalSkills, said: str) -> None:
    reply = str(say(house, said))
    assert "Okay" not in reply and "added" not in reply
    assert "are off" in _lights(house, 20) or "is off and the living room light is off" in _lights(house, 40)


@pytest.mark.parametrize("said", ["I'm off up to bed, no need for any lights downstairs now",
                                  "no more lights tonight thanks", "can you put both the lights off"])
def test_no_light_wanted_is_every_light_off(house: LocalSkills, said: str) -> None:
    say(house, "turn on all the lights", 0)
    assert "off" in str(say(house, said, 20))
    assert "is on" not in _lights(house, 40)


def test_a_reported_wish_for_no_light_switches_nothing(house: LocalSkills) -> None:
    say(house, "turn on all the lights", 0)
    say(house, "she said no need for lights", 20)
    assert "is off" not in _lights(house, 40)


@pytest.mark.parametrize("said, level", [("id like the living room glowing at about 70 percent", "70 percent"),
                                         ("could the kitchen be glowing at half", "half"),
                                         ("i want the kitchen light shining at around 40 percent", "40 percent")])
def test_a_light_glowing_at_a_level_is_that_level(said: str, level: str) -> None:
    assert verbless_level(said, ("kitchen", "living room")) in (f"set the kitchen light to {level}",
                                                                f"set the living room light to {level}")
