"""Round 26's first-wave regressions (issue 15), through the real local skills: a wake-up someone else keeps telling
about or a must-not sets no alarm, and "should I ... or something" is a yes-or-no question, never a pick."""

from __future__ import annotations

import pytest
from skill_helpers import light_levels, say

from gpt_home.skills.local import LocalSkills


@pytest.mark.parametrize("said", [
    "you mustnt wake me up at 7 tomorrow",
    "you shouldnt make sure i get up at 6 on friday",
    "mum keeps telling me you should wake me at 6",
    "my sister tells everyone to make sure you wake me at half past six tomorrow",
    "you neednt get me up at 8 tomorrow"])
def test_a_wake_up_told_about_or_refused_sets_no_alarm(house: LocalSkills, said: str) -> None:
    skills = house
    reply = str(say(skills, said))
    assert not skills.timers.list("anna"), f"{said!r} -> {reply!r}"


@pytest.mark.parametrize("said", ["knock me up at six tomorrow", "make sure i get up at quarter to six tomorrow"])
def test_a_wake_up_asked_still_sets_the_alarm(house: LocalSkills, said: str) -> None:
    skills = house
    assert "alarm set" in str(say(skills, said))
    assert len(skills.timers.list("anna")) == 1


@pytest.mark.parametrize("said", ["should we watch a film or something", "shall i ring gran later or something",
                                  "should i bake a cake or anything", "should we go to the park or whatever"])
def test_or_something_is_no_option_to_pick(house: LocalSkills, said: str) -> None:
    skills = house
    assert "I pick" not in str(say(skills, said))


def test_two_real_options_are_still_picked(house: LocalSkills) -> None:
    skills = house
    assert str(say(skills, "should we have pizza or curry tonight")) in {"I pick pizza.", "I pick curry."}


@pytest.mark.parametrize("said, item", [("milk on the shopping list, we've run out", "milk"),
                                        ("eggs on the shopping list, we're out", "eggs"),
                                        ("bread on the list, the kids finished it", "bread"),
                                        ("teabags on the shopping list because we're low", "teabags")])
def test_an_item_on_the_list_with_a_remark_after_is_stored_alone(house: LocalSkills, said: str,
                                                                  item: str) -> None:
    skills = house
    say(skills, said)
    assert say(skills, "whats on the shopping list", 20) == f"You have {item} on your shopping list."


@pytest.mark.parametrize("said, reply", [
    ("set a timer for 20 minutes and tell me when to take the cake out", "Okay, timer set for 20 minutes."),
    ("set a timer for 10 minutes and let me know when the pasta is done", "Okay, timer set for 10 minutes.")])
def test_a_timer_with_what_it_is_for_is_one_timer(house: LocalSkills, said: str, reply: str) -> None:
    skills = house
    assert say(skills, said) == reply
    assert len(skills.timers.list("anna")) == 1


def test_a_second_thing_set_by_the_first_verb_is_set(house: LocalSkills) -> None:
    skills = house
    reply = str(say(skills, "start a timer for 5 minutes and an alarm at 7 am tomorrow"))
    assert "didn't catch" not in reply
    assert len(skills.timers.list("anna")) == 2


@pytest.mark.parametrize("said, item", [
    ("set a timer for 6 minutes and one more thing while youre at it add beans to the list", "beans"),
    ("take the crisps off the list and add rice instead", "rice"),
    ("remove crisps from the shopping list and add butter instead", "butter")])
def test_each_part_stores_its_item_alone(house: LocalSkills, said: str, item: str) -> None:
    skills = house
    say(skills, "add crisps to the list", 0)
    say(skills, said, 10)
    assert str(say(skills, "whats on the shopping list", 20)).endswith(f"{item} on your shopping list.")


@pytest.mark.parametrize("said", [
    "no one is in the living room any more, kill that lamp",
    "which one is in the kitchen",
    "no one is in the kitchen now"])
def test_one_is_counts_no_letter(house: LocalSkills, said: str) -> None:
    """ "no one is in the living room" read "one i's in living": "Living has 2 Is" was a false answer."""
    skills = house
    assert " has " not in str(say(skills, said))


@pytest.mark.parametrize("said", [
    "merry christmas and in five minutes turn off the kitchen light",
    "lovely, thanks and in ten minutes switch the living room light off",
    "the film is on soon so after 20 minutes turn off the kitchen light"])
def test_a_delay_said_before_a_switch_never_switches_now(house: LocalSkills, said: str) -> None:
    """The delay belongs to the request: read alone, "turn off the kitchen light" was done at once."""
    skills = house
    say(skills, "turn on all the lights")
    before = light_levels(skills)
    say(skills, said)
    assert light_levels(skills) == before == (1.0, 1.0)
