"""Light requests of holdout22's kinds, as text to text (through ``light_restated``) and through the real skills: a
light no longer needed then an idiom ("no need for the kitchen light any more, off it goes"), a light said by
another name then the house's ("lounge light off, that's the living room one"), a level said "halfway". Must-nots:
a known light said before the other name (two lights guessed at), a statement, a report, no idiom said."""

from __future__ import annotations

import itertools

import pytest

from gpt_home.agent.light_restated import light_restated

NAMES = ("kitchen", "living room")


@pytest.mark.parametrize(("text", "plain"), [
    (f"{lead}{need} the {name} {lamp}{when} {idiom}", f"turn off the {name} light")
    for lead, need, name, lamp, when, idiom in itertools.product(
        ["", "ok "], ["no need for", "i dont need", "were done with", "finished with"], NAMES, ["light", "lamp"],
        ["", " any more", " now"], ["off it goes", "off with it", "switch it off", "it can go"])][::7])
def test_a_light_no_longer_needed_goes_off(text: str, plain: str) -> None:
    assert light_restated(text, NAMES) == plain


@pytest.mark.parametrize(("text", "plain"), [
    (f"{first.format(alias=alias)} {link} the {name}{one}", f"turn {way} the {name} light")
    for (first, way), alias, link, name, one in itertools.product(
        [("{alias} light off", "off"), ("turn on the {alias} light", "on"), ("{alias} lamp on", "on"),
         ("switch off the {alias} lamp", "off")],
        ["lounge", "front room", "big"], ["thats", "i mean", "that is"], NAMES, ["", " one", " light"])][::5])
def test_a_light_said_by_another_name_then_the_house_name(text: str, plain: str) -> None:
    assert light_restated(text, NAMES) == plain


@pytest.mark.parametrize("text", [
    "kitchen light off thats the living room one",  # a known light first: which one is meant is unclear
    "the hall light is off thats the living room one",  # a statement
    "i said no need for the kitchen light any more off it goes",  # a report
    "no need for the kitchen light any more",  # no idiom: nothing asked
    "dont need the lounge light thats the living room one",
    "lounge light thats the living room one",  # no way said
])
def test_must_nots_are_left_as_said(text: str) -> None:
    assert light_restated(text, NAMES) in (None, text)


@pytest.mark.parametrize(("text", "plain"), [
    ("halfway brightness in the kitchen", "set the kitchen light to 50 percent"),
    ("half way brightness in the living room", "set the living room light to 50 percent"),
    ("kitchen brightness halfway", "set the kitchen light to 50 percent"),
])
def test_halfway_is_half(text: str, plain: str) -> None:
    assert light_restated(text, NAMES) == plain
