"""Round 24 (listlights): a remark names the room whose light "it" is; a light's state asked with "lit"; ... heard
as a user hears them (``LocalSkills`` with PWM lights in the kitchen and the living room, real lists in memory),
generated from frames x rooms x speakers; the must-nots move nothing."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.light_needs import light_room
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import LIGHTS, light_levels, local_skills, say

ROOMS = ("kitchen", "living room")


@pytest.fixture(name="skills")
def lit_skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as built:
        yield built


def _all_on_then(skills: LocalSkills, *before: str) -> None:
    say(skills, "turn on all the lights", 1)
    for i, text in enumerate(before):
        say(skills, text, 5 + i)


# --- L3: a room named in a remark, then "it": that room's light only ------------------------------------------
_DOWN = ("{lead}the {room}s a bit bright can you take it down a touch", "{lead}the {room} is far too bright, turn it down",
         "{lead}its too bright in the {room} can you dim it a bit", "{lead}the {room} is glaring could you lower it",
         "{lead}way too bright in the {room} knock it down please")
_UP = ("{lead}the {room}s a bit dark can you bring it up", "{lead}its gloomy in the {room} turn it up a little",
       "{lead}i cant see a thing in the {room} make it brighter")
_LEADS = ("", "er ", "um ", "oh ")


@pytest.mark.parametrize(("frame", "room", "lead"), list(product(_DOWN, ROOMS, _LEADS)))
def test_a_room_named_then_it_dims_that_room_only(skills: LocalSkills, frame: str, room: str, lead: str) -> None:
    other = ROOMS[1 - ROOMS.index(room)]
    _all_on_then(skills, f"turn on the {other} light")  # "it" the turn before: the other light
    reply = say(skills, frame.format(room=room, lead=lead), 30)
    kitchen, living = light_levels(skills)
    named, unnamed = (kitchen, living) if room == "kitchen" else (living, kitchen)
    assert unnamed == 1.0, reply  # the other light is never touched
    assert named < 1.0 and room in str(reply), reply


@pytest.mark.parametrize(("frame", "room"), list(product(_UP, ROOMS)))
def test_a_room_named_dark_then_it_brightens_that_room_only(skills: LocalSkills, frame: str, room: str) -> None:
    say(skills, "set the kitchen light to 30 percent", 1)
    say(skills, "set the living room light to 30 percent", 5)
    reply = say(skills, frame.format(room=room, lead=""), 30)
    kitchen, living = light_levels(skills)
    named, unnamed = (kitchen, living) if room == "kitchen" else (living, kitchen)
    assert unnamed == pytest.approx(0.3) and named > 0.3, reply


@pytest.mark.parametrize("text", ["its too bright turn it down", "its a bit bright can you take it down a touch",
                                  "too dark in here turn it up", "its gloomy in here can you bring it up"])
def test_a_light_need_with_no_room_is_never_the_volume(skills: LocalSkills, text: str) -> None:
    assert "Which light" in str(say(skills, text, 30))  # nothing before: which light is asked
    say(skills, "turn on all the lights", 40)
    say(skills, "set the kitchen light to 50 percent", 45)  # "it" the turn before: the kitchen light only
    reply = say(skills, text, 60)
    assert light_levels(skills)[1] == 1.0 and "kitchen" in str(reply), reply


@pytest.mark.parametrize("text", [
    "my son said the kitchen was too bright so i turned it down",
    "the kitchens freezing can you turn it up",  # no light need said: never the kitchen light
    "the kitchen and the living room are too bright can you turn it down",  # two rooms: which, never a guess
    "if the kitchen is too bright later turn it down",
    "the kitchen was too bright yesterday so we turned it down",
])
def test_must_nots_move_no_single_light(skills: LocalSkills, text: str) -> None:
    say(skills, "set the kitchen light to 50 percent", 1)
    say(skills, "set the living room light to 50 percent", 5)
    say(skills, text, 30)
    kitchen, living = light_levels(skills)
    assert kitchen == living == pytest.approx(0.5)


def test_light_room_reads_the_room_a_need_names() -> None:
    rooms = (*ROOMS, "bedroom")
    assert light_room("the kitchens a bit bright take it down", rooms) == "kitchen"
    assert light_room("the living rooms too dark turn it up", rooms) == "living room"
    assert light_room("its too bright turn it down", rooms) == ""
    assert light_room("the kitchen and the bedroom are too dark turn it up", rooms) is None
    assert light_room("the kitchens freezing turn it up", rooms) is None


# --- L2: a light's state asked, "lit" and "switched on" as people say it -----------------------------------------
_ASKED = ("check for me whether the {room} light is lit", "is the {room} light lit", "is the {room} lamp lit up",
          "tell me if the {room} light is switched on", "can you see if the {room} light is lit",
          "could you check whether the {room} light is turned on", "is the light in the {room} lit")


@pytest.mark.parametrize(("frame", "room", "on"), list(product(_ASKED, ROOMS, (True, False))))
def test_a_light_state_asked_is_answered_from_the_light(skills: LocalSkills, frame: str, room: str, on: bool) -> None:
    if on:
        say(skills, f"turn on the {room} light", 1)
    reply = str(say(skills, frame.format(room=room), 30))
    assert room in reply and (" on" in reply if on else " off" in reply), reply


# --- L4: two switches in one breath, the room said once or "light" left out ----------------------------------------
_GOING = ("heading into the {a} now, light on in there and off in the {b}", "im going into the {a} turn the light on in "
          "there and off in the {b}", "{a} light on and off in the {b}", "light on in the {a} and off in the {b} please",
          "turn the {a} light on and off in the {b}", "walking to the {a} so light on in there and off in the {b}")


@pytest.mark.parametrize(("frame", "a"), list(product(_GOING, ROOMS)))
def test_two_switches_said_short_switch_both(skills: LocalSkills, frame: str, a: str) -> None:
    b = ROOMS[1 - ROOMS.index(a)]
    say(skills, f"turn on the {b} light", 1)
    reply = say(skills, frame.format(a=a, b=b), 30)
    kitchen, living = light_levels(skills)
    on, off = (kitchen, living) if a == "kitchen" else (living, kitchen)
    assert on == 1.0 and off == 0.0, reply


@pytest.mark.parametrize("text", ["i went into the kitchen and the light was on in there",
                                  "heading into the kitchen now, is the light on in there",
                                  "im going into the kitchen dont turn the light on in there",
                                  "heading to the living room, the light in there is broken"])
def test_going_somewhere_told_switches_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, "turn on the living room light", 1)
    say(skills, text, 30)
    assert light_levels(skills) == (0.0, 1.0)


# --- L1: a list add with someone's yes said beside it ------------------------------------------------------------
_ADDS = ("can you put {item} on the shopping list {who} said yes", "add {item} to the shopping list {who} says its fine",
         "{who} said ok, can you add {item} to the shopping list", "put {item} on the shopping list please {who} said we can")


@pytest.mark.parametrize(("frame", "item", "who"), list(product(_ADDS, ("chocolate biscuits", "crisps"),
                                                                  ("mum", "my dad", "grandma"))))
def test_a_list_add_with_a_permission_beside_it_is_done(skills: LocalSkills, frame: str, item: str, who: str) -> None:
    reply = str(say(skills, frame.format(item=item, who=who), 30))
    assert f"added {item}" in reply, reply
    assert item in str(say(skills, "whats on the shopping list", 40))


@pytest.mark.parametrize("text", ["my son said add crisps to the shopping list", "add crisps to the list mum said no",
                                  "mum said yes to crisps", "dad said we dont need crisps on the list"])
def test_a_report_or_a_no_adds_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text, 30)
    assert "crisps" not in str(say(skills, "whats on the shopping list", 40))


# --- L5: weather asked short or with a reason after it: never a forecast made up (no location here) -------------------
_NO_PLACE = "don't know where you are"
_SHORT = ("{gear} {day}, yes or no", "{gear} {day}", "do i need a {gear} {day} yes or no", "{gear} {day} or not",
          "so {gear} {day} do you reckon")
_REASONED = ("weather for {day} im cycling to work", "forecast for {day} were going to the beach",
             "whats the weather like {day} because im walking the dog", "weather {day} please im hanging washing out")


@pytest.mark.parametrize(("frame", "gear", "day"), list(product(_SHORT, ("brolly", "umbrella", "coat", "sun cream"),
                                                                  ("tomorrow", "today", "on friday"))))
def test_gear_asked_short_is_a_weather_question(skills: LocalSkills, frame: str, gear: str, day: str) -> None:
    assert _NO_PLACE in str(say(skills, frame.format(gear=gear, day=day), 30))


@pytest.mark.parametrize(("frame", "day"), list(product(_REASONED, ("tomorrow", "saturday", "today"))))
def test_weather_with_a_reason_after_is_a_weather_question(skills: LocalSkills, frame: str, day: str) -> None:
    assert _NO_PLACE in str(say(skills, frame.format(day=day), 30))


@pytest.mark.parametrize("text", ["the brolly i bought yesterday", "add a brolly to the shopping list"])
def test_gear_as_a_thing_is_no_weather(skills: LocalSkills, text: str) -> None:
    assert _NO_PLACE not in str(say(skills, text, 30))


# --- L6: two complaints of not hearing in one breath: louder (no mixer here: said honestly) -----------------------
@pytest.mark.parametrize("text", ["im a bit hard of hearing and youre hard to make out",
                                  "I'm a bit hard of hearing and you're hard to make out",
                                  "im deaf as a post and youre awful quiet today", "youre mumbling i cant make you out",
                                  "my hearing is not great so i cant make you out", "youre very faint so i cant hear you"])
def test_not_hearing_the_assistant_is_louder(skills: LocalSkills, text: str) -> None:
    assert "volume" in str(say(skills, text, 30))


@pytest.mark.parametrize("text", ["my wife is hard of hearing and the telly is quiet",
                                  "my dad is hard of hearing and the neighbours are quiet"])
def test_someone_elses_hearing_is_no_volume(skills: LocalSkills, text: str) -> None:
    assert "volume" not in str(say(skills, text, 30))


# --- L2: the state asked last, after the light is named: answered, never switched ---------------------------------
_LAST = ("tell me please, the light of {room}, it is on?", "the {room} light, is it still on", "{room} light on or off",
         "have a look at the {room} lamp for me, is it off", "um the {room} light it is off?")


@pytest.mark.parametrize(("frame", "room", "on"), list(product(_LAST, ROOMS, (True, False))))
def test_a_state_asked_last_is_answered_never_switched(skills: LocalSkills, frame: str, room: str, on: bool) -> None:
    if on:
        say(skills, f"turn on the {room} light", 1)
    before = light_levels(skills)
    reply = str(say(skills, frame.format(room=room), 30))
    assert light_levels(skills) == before, reply
    assert room in reply and (" on" in reply if on else " off" in reply), reply


@pytest.mark.parametrize("text", ["check the lights for me, are they all off", "the lights, are they on?",
                                  "can you check the lamps are they off"])
@pytest.mark.parametrize("on", [True, False])
def test_every_light_asked_last_is_answered_never_switched(skills: LocalSkills, text: str, on: bool) -> None:
    if on:
        say(skills, "turn on all the lights", 1)
    before = light_levels(skills)
    reply = str(say(skills, text, 30))
    assert light_levels(skills) == before, reply
    assert "kitchen" in reply and "living room" in reply, reply


# --- L4: two switches with no "and" between them, or a filler before it ----------------------------------------
_NO_AND = ("{a} on, {b} off", "{a} light on, {b} off please", "turn on the {a} light turn off the {b} light",
           "{a} on then {b} off", "switch the {a} on, oh and the {b} off", "um {a} light on {b} light off")


@pytest.mark.parametrize(("frame", "a"), list(product(_NO_AND, ROOMS)))
def test_two_switches_without_and_switch_both(skills: LocalSkills, frame: str, a: str) -> None:
    b = ROOMS[1 - ROOMS.index(a)]
    say(skills, f"turn on the {b} light", 1)
    reply = say(skills, frame.format(a=a, b=b), 30)
    kitchen, living = light_levels(skills)
    on, off = (kitchen, living) if a == "kitchen" else (living, kitchen)
    assert on == 1.0 and off == 0.0, reply


@pytest.mark.parametrize("text", ["my husband keeps turning the kitchen on and the living room off",
                                  "if i turn the kitchen light on and the living room off will it save money",
                                  "last night the kitchen was on the living room off"])
def test_two_lights_told_switch_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, "turn on the living room light", 1)
    say(skills, text, 30)
    assert light_levels(skills) == (0.0, 1.0)


@pytest.mark.parametrize(("frame", "room"), list(product(("the {room}s like a stadium knock it down a notch",
                                                         "the {room} is like daylight can you bring it down"), ROOMS)))
def test_a_room_named_with_no_need_word_is_still_that_room(skills: LocalSkills, frame: str, room: str) -> None:
    other = ROOMS[1 - ROOMS.index(room)]
    _all_on_then(skills, f"turn on the {other} light")
    say(skills, frame.format(room=room), 30)
    kitchen, living = light_levels(skills)
    assert (living if room == "kitchen" else kitchen) == 1.0


@pytest.mark.parametrize(("frame", "a"), list(product(("im going to bed, {a} on {b} off", "time for tea, {a} light on "
                                                        "and the {b} light off", "going to watch telly so {a} light on {b} off"),
                                                       ROOMS)))
def test_two_switches_after_a_lead_switch_both(skills: LocalSkills, frame: str, a: str) -> None:
    b = ROOMS[1 - ROOMS.index(a)]
    say(skills, f"turn on the {b} light", 1)
    say(skills, frame.format(a=a, b=b), 30)
    kitchen, living = light_levels(skills)
    assert ((kitchen, living) if a == "kitchen" else (living, kitchen)) == (1.0, 0.0)


@pytest.mark.parametrize("text", ["the kids always leave the kitchen on and the living room off",
                                  "my wife said kitchen on and living room off", "yesterday kitchen on living room off"])
def test_a_lead_that_tells_switches_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, "turn on the living room light", 1)
    say(skills, text, 30)
    assert light_levels(skills) == (0.0, 1.0)


# --- a room's other name: "the lounge", "the front room" are the living room when the house names no such light ----
@pytest.mark.parametrize(("text", "on"), [("turn on the front room light", True), ("switch the lounge lamp on", True),
                                          ("turn on the sitting room light", True)])
def test_a_rooms_other_name_is_its_light(skills: LocalSkills, text: str, on: bool) -> None:
    reply = str(say(skills, text, 30))
    assert light_levels(skills) == (0.0, 1.0) and "living room" in reply, reply
    assert "Yes, the living room light is on" in str(say(skills, "is the lounge light on", 40))


def test_a_house_with_a_lounge_light_keeps_it() -> None:
    from gpt_home.skills.light_aliases import configured
    assert configured("lounge", ("kitchen", "living room")) == "living room"
    assert configured("lounge", ("kitchen", "lounge", "living room")) == "lounge"
    assert configured("lounge", ("kitchen", "bedroom")) == "lounge"  # no living room: refused as said


@pytest.mark.parametrize(("text", "levels"), [("are the lights on in the lounge", (0.0, 0.0)),
                                              ("i want the light on in the front room and off in the kitchen", (0.0, 1.0)),
                                              ("add lounge chairs to the shopping list", (0.0, 0.0))])
def test_a_rooms_other_name_before_any_reader(skills: LocalSkills, text: str, levels: tuple[float, float]) -> None:
    reply = str(say(skills, text, 30))
    assert light_levels(skills) == levels, reply
    assert ("lounge chairs" in reply) if "list" in text else ("living room" in reply), reply


def test_a_room_said_both_ways_is_read_as_said(skills: LocalSkills) -> None:
    say(skills, "turn on all the lights", 1)
    assert "living room light is off" in str(say(skills, "lounge light off, that's the living room one", 30))
    assert light_levels(skills) == (1.0, 0.0)
