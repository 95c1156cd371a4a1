"""A light's supplies bought and a flame lit, read apart from switching a light (``skills.not_the_lights``)."""

from __future__ import annotations

import pytest

from gpt_home.skills.not_the_lights import bought, flame


@pytest.mark.parametrize(("text", "reading"), [
    ("get some light bulbs for the kitchen", "add light bulbs for the kitchen to the shopping list"),
    ("we need a new bulb for the kitchen", "add bulb for the kitchen to the shopping list"),
    ("buy aa batteries", "add aa batteries to the shopping list"),
    ("pick up some batteries for the living room clock", "add batteries for the living room clock to the shopping list"),
    ("please get more candles", "add candles to the shopping list"),
    ("i need to buy a new kitchen light bulb", "add kitchen light bulb to the shopping list"),
])
def test_a_supply_bought_is_an_item(text: str, reading: str) -> None:
    assert bought(text) == reading


@pytest.mark.parametrize("text", ["get some rest", "get more light in here", "get the lights", "get the kitchen light",
                                  "we need more light in the living room", "buy me a drink"])
def test_no_supply_no_item(text: str) -> None:
    assert bought(text) is None


@pytest.mark.parametrize(("text", "what"), [
    ("light the candles in the kitchen", "the candles"), ("can you light the fire", "the fire"),
    ("light up the barbecue", "the barbecue"), ("please light a candle", "a candle"),
    ("light the log burner in the living room", "the log burner"),
])
def test_a_flame_is_refused(text: str, what: str) -> None:
    assert flame(text) == f"I can't light {what}: I can only switch the lights set up in my settings."


@pytest.mark.parametrize("text", ["light the kitchen", "light up the living room", "light the kitchen up",
                                  "turn on the kitchen light", "the candles are lit"])
def test_a_room_lit_is_no_flame(text: str) -> None:
    assert flame(text) is None
