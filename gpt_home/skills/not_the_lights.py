"""Sentences that name a room and a light but ask for no switching: a flame lit ("light the candles in the kitchen",
"can you light the fire") and a light's supplies bought ("get some light bulbs for the kitchen", "we need batteries
for the living room clock").

The reading by meaning (agent/semantic.py) hears "light" and a room and switches the light on; the household asked
for something else. A flame gets an honest refusal (``flame``); a supply bought is a shopping-list item
(``bought``: the list templates carry it out). Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import POLITE

# "light the candles", "can you light a candle in the lounge", "light the fire", "light up the barbecue"
_FLAME = re.compile(rf"^(?:(?:{POLITE}|oh|and|so|ok|okay|right|go on|hey) )*(?:light|ignite|set light to|strike) "
                    r"(?:up )?(?P<what>(?:the |a |an |some |my |our |all the |those |these )?(?:[a-z]+ )?(?:candles?|"
                    r"tea ?lights?|fire|fireplace|log burner|wood burner|woodburner|stove|barbecue|bbq|grill|incense|"
                    r"incense sticks?|sparklers?|bonfire|matches|match|lantern|oil lamp|pilot light|gas|hob|cooker|"
                    r"oven|cigarette|pipe))\b")
# the supplies a light or a device is bought with, said as the item ("some light bulbs", "a new bulb", "batteries")
_SUPPLY = (r"(?:(?:light |led |energy saving |spare |new |replacement |kitchen |lamp )*(?:bulbs?|lightbulbs?)|"
           r"(?:aa |aaa |spare |new )*batter(?:y|ies)|fuses?|candles?|tea ?lights?|lamp oil|lamp shades?)")
_BUY = r"(?:get|buy|pick up|grab|order|fetch|we need|i need|we need to (?:get|buy)|i need to (?:get|buy)|need)"
_BOUGHT = re.compile(rf"^(?:(?:{POLITE}|oh|and|so|ok|okay|right|remember to|dont forget to) )*{_BUY} "
                     rf"(?P<item>(?:(?:some|more|a|an|a new|new|spare|extra|another|a pack of|a box of|a couple of|"
                     rf"two|three|four) )?{_SUPPLY}(?: (?:for|in) (?:the |my |our )?[a-z]+(?: [a-z]+){{0,2}})?)"
                     r"(?: (?:please|too|as well|later|tomorrow|today|when you can))?$")
_AMOUNT = re.compile(r"^(?:(?:some|more|a new|an|a|another|extra|spare|new) )+")


def flame(normalized: str) -> str | None:
    """ "I can't light the candles. I can only switch the lights set up in my settings." ; None otherwise."""
    found = _FLAME.match(normalized)
    if found is None:
        return None
    return f"I can't light {found.group('what')}: I can only switch the lights set up in my settings."


def bought(normalized: str) -> str | None:
    """ "add light bulbs for the kitchen to the shopping list" for "get some light bulbs for the kitchen"; None when
    no light's or device's supply is bought."""
    found = _BOUGHT.match(normalized)
    if found is None:
        return None
    return f"add {_AMOUNT.sub('', found.group('item'))} to the shopping list"


# a screen's glare, said or asked about: "the screen is too bright", "dim the telly", "make my phone less bright"
_SCREEN = (r"(?:the|my|this|that|your|our|his|her) (?:tv |phone |computer |laptop |tablet )?(?:screen|phone|tv|telly|"
           r"television|monitor|laptop|tablet|ipad|computer|display)(?: screen)?")
_GLARE = re.compile(rf"^(?:(?:oh|ugh|god|gosh|wow|hey|so|and) )*{_SCREEN} (?:is|s|seems|looks|feels) (?:(?:way|far|"
                    r"much|a bit|a little|so|really|very|just|a touch|quite) )*(?:too|really|so|very) (?:bright|dim|"
                    r"dark|glary)(?: (?:now|tonight|again))?$|"
                    rf"^(?:(?:{POLITE}|oh|and|so) )*(?:dim|brighten|darken|turn (?:down|up) the brightness (?:on|of)|"
                    rf"make) {_SCREEN}(?: (?:brighter|dimmer|darker|less bright|down|up))?(?: please)?$")


def screen(normalized: str) -> str | None:
    """ "the screen is too bright": an honest line that a screen is not ours to dim (the lights are never dimmed for
    it); None otherwise."""
    if _GLARE.match(normalized) is None:
        return None
    return "I can't change a screen's brightness: I can only switch and dim the lights set up in my settings."


# the house too cold or too hot now (round 16): "its freezing in here", "im cold", "can you warm the house up", "turn
# the fire on", "its boiling in here"; the reading by meaning took them for the weather (the temperature outside)
_LEAD = rf"^(?:(?:{POLITE}|oh|and|so|ok|okay|right|gosh|god|brr+|ugh|blimey|crikey|hey) )*"
_SO = r"(?:(?:so|really|very|bloody|absolutely|too|far too|way too|a bit|a little|proper|freezing|that) )*"
_END = r"(?: (?:please|now|love|dear|mate|today|tonight|this morning|again|for me|a bit|a little))*$"
_COLD = re.compile(rf"{_LEAD}(?:(?:(?:it is|its|it s|the house is|the house s) )?{_SO}(?:freezing|cold|chilly|baltic|"
                   rf"perishing|arctic|like a fridge|like an icebox|nippy) in (?:here|the house)|(?:i am|im|i m|we are|"
                   rf"were) {_SO}(?:cold|freezing|chilly|perishing|frozen)(?: in here)?|(?:warm|heat) (?:the house|the "
                   rf"place|it|the room|the flat|us|things) up|(?:turn|switch|put|pop) (?:on )?the (?:gas |electric )?"
                   rf"(?:fire|heater)(?: on)?|(?:make|get) (?:the house|the place|it|the room|the flat|things) (?:a bit |a "
                   rf"little |nice and )?(?:warmer|warm|hotter|toastier|cosier))(?: (?:and |so )?(?:(?:can|could|would) "
                   rf"you |please )?(?:make|get) (?:the house|the place|it|the room|the flat|things) (?:a bit |a little |"
                   rf"nice and )?(?:warmer|warm|hotter|toastier|cosier))?{_END}")
_HOT = re.compile(rf"{_LEAD}(?:(?:(?:it is|its|it s|the house is) )?{_SO}(?:boiling|roasting|sweltering|stuffy|hot|"
                  rf"warm|like an oven|like a sauna) in (?:here|the house)|(?:i am|im|i m|we are|were) {_SO}(?:too hot|"
                  rf"boiling|roasting|sweltering)|cool (?:the house|the place|it|the room|us) down){_END}")


def warmth(normalized: str) -> str | None:
    """ "its freezing in here": the honest reply that the heating is not ours to control; None otherwise."""
    if _COLD.match(normalized):
        return "I can't control the heating, so I can't warm the house up."
    if _HOT.match(normalized):
        return "I can't control the heating or a fan, so I can't cool the house down."
    return None


def no_switch(normalized: str) -> str | None:
    """A flame to light, a screen to dim, the house too cold or hot: the honest reply that it is no light of ours (or
    a device not set up); None otherwise."""
    return flame(normalized) or screen(normalized) or warmth(normalized)
