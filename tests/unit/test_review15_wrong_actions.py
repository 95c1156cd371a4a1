"""Wrong actions a review of round fifteen's merge found (issue 15), each a sentence that must not act, with five or
more phrasings of what must still work: "it all can go on the list" never clears it (only off, away or gone, or a
last "go", wishes items off); "left the light on" is switched off only as a bare complaint, never when thanks, "keep
it on" or another command follows, and a light the house does not have is never every light; a switch asked for in
so many words outranks "on its own" or "flickering"; a request after "do you like X i love it" is no chit-chat; a
video call is a call and pictures on a screen ask for a screen, not a camera; thanks with a term of address before
the kind word; a screen, a phone or the day too bright never dims the house. Through the real rules, recognizer,
semantic reader and skills with a pinned clock."""

from __future__ import annotations

import pytest
from skill_helpers import NO_MIXER, light_levels, say
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.agent.semantic_slots import action, light_target
from gpt_home.skills.chitchat import chit_chat_topic
from gpt_home.skills.local import LocalSkills

NAMES = ("kitchen", "living room")


def _both_on(skills: LocalSkills) -> None:
    say(skills, "turn on the kitchen light")
    say(skills, "turn on the living room light")
    assert light_levels(skills) == (1.0, 1.0)


# --- every item wished off the list, never items wished on ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "everything can go off the list", "the whole lot can come off the list", "all of them can come off the shopping list",
    "it can all go", "the whole list can go", "every item can go now", "all of it can go away",
])
def test_off_away_gone_or_a_last_go_clears(text: str) -> None:
    assert action("list_show", text) == "list_clear"


@pytest.mark.parametrize("text", [
    "i want it all to go on the shopping list", "everything we need can go on the shopping list",
    "it all can go on the shopping list", "all of them can go on the list", "all of it can go in the list",
    "everything can go to the shopping list", "everything can go on the shopping list except the milk",
])
def test_go_on_in_or_to_the_list_never_clears(text: str) -> None:
    assert action("list_show", text) != "list_clear"


# --- a light left on --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "room"), [
    ("someone's left the kitchen light on again", "kitchen"), ("who left the kitchen light on mate", "kitchen"),
    ("who has left the living room light on love", "living room"), ("who left the kitchen light on again", "kitchen"),
    ("somebody has left the living room light on again", "living room"),
])
def test_a_bare_complaint_switches_the_light_off(skills: LocalSkills, text: str, room: str) -> None:
    _both_on(skills)
    assert say(skills, text) == f"Okay, the {room} light is off."
    assert skills.lights.level(room) == 0.0


@pytest.mark.parametrize("text", [
    "someone left the living room light on for me keep it on", "you left the living room light on good",
    "you have left the living room light on all night", "you left the kitchen light on thank you for that",
    "who left the living room light on turn on the kitchen light too", "who left the fridge light on",
    "someone left the oven light on", "you left the cooker light on again",
])
def test_left_on_with_more_said_or_no_such_light_switches_nothing_off(skills: LocalSkills, text: str) -> None:
    _both_on(skills)
    reply = str(say(skills, text))
    assert light_levels(skills) == (1.0, 1.0), reply
    assert "all the lights" not in reply.lower() or "say" in reply.lower()


@pytest.mark.parametrize("text", ["who left the fridge light on", "turn off the fridge light", "who left the oven lamp on",
                                  "switch on the porch light", "turn the bedside lamp off"])
def test_a_light_named_that_is_not_ours_is_never_every_light(text: str) -> None:
    assert light_target(text, NAMES) != "all the lights"


@pytest.mark.parametrize("text", ["turn off all the lights", "turn the lights off", "switch off the light",
                                  "turn off the big light", "lights off in the whole house"])
def test_every_light_or_the_light_is_still_every_light(text: str) -> None:
    assert light_target(text, NAMES) == "all the lights"


# --- a switch asked for outranks a fault told with it ----------------------------------------------------------

@pytest.mark.parametrize(("text", "room", "level"), [
    ("turn on the living room light on its own", "living room", 1.0),
    ("turn off the kitchen light it keeps flickering", "kitchen", 0.0),
    ("switch off the kitchen light it keeps flickering", "kitchen", 0.0),
    ("please turn off the kitchen light it keeps turning on by itself", "kitchen", 0.0),
    ("the kitchen light keeps flickering so turn it off", "kitchen", 0.0),
])
def test_a_switch_asked_for_is_done_despite_a_fault(skills: LocalSkills, text: str, room: str, level: float) -> None:
    say(skills, "turn on the kitchen light")
    assert say(skills, text) == f"Okay, the {room} light is {'on' if level else 'off'}."
    assert skills.lights.level(room) == level


def test_on_its_own_not_the_kitchen_never_switches_the_kitchen(skills: LocalSkills) -> None:
    say(skills, "turn on the kitchen light")
    reply = say(skills, "just turn on the living room light on its own not the kitchen")
    assert skills.lights.level("kitchen") == 1.0, reply
    assert reply is None or "only switch a light when" not in reply


# --- a request after "do you like X i love it" ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "do you like music i love it turn it up", "do you like the beatles i love them play some",
    "do you like queen i love them turn it up", "do you like jazz i love it play something",
    "do you like this song i love it turn the volume up", "do you like abba i love them put some on",
])
def test_a_request_after_the_liking_is_no_chit_chat(text: str) -> None:
    assert chit_chat_topic(text) is None


@pytest.mark.parametrize(("text", "reply"), [
    ("do you like music i love it turn it up", NO_MIXER), ("do you like this song i love it turn it up please", NO_MIXER),
    ("do you like the beatles i love them play some", "I can't play music yet."),
    ("do you like queen i love them play something by them", "I can't play music yet."),
    ("do you like jazz i really love it play some jazz", "I can't play music yet."),
])
def test_the_request_after_the_liking_is_answered(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "do you like dinosaurs i love the t rex", "do you like football i love playing it", "do you like cats i love them",
    "do you like music i love to play it", "do you like the beatles i really love them",
])
def test_a_liking_said_alone_is_still_the_fan(text: str) -> None:
    assert chit_chat_topic(text) == "fan"


# --- a video call is a call, a screen is no camera ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("do a quick video call with grandma", "I can't make phone calls."),
    ("make a video call to my sister", "I can't make phone calls."),
    ("start a video call with mum", "I can't make phone calls."),
    ("get the pictures up on the screen", "I can't show pictures or videos: I have no screen."),
    ("show the photos on the tv", "I can't show pictures or videos: I have no screen."),
    ("take a photo of me", "I can't take photos or videos: I have no camera."),
    ("snap a selfie", "I can't take photos or videos: I have no camera."),
    ("make a video of the kids", "I can't take photos or videos: I have no camera."),
    ("get a picture of the dog", "I can't take photos or videos: I have no camera."),
    ("take a quick video", "I can't take photos or videos: I have no camera."),
])
def test_calls_screens_and_cameras_are_refused_as_what_they_are(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- thanks with a term of address before the kind word -----------------------------------------------------------

@pytest.mark.parametrize("text", ["thanks love you are an angel", "cheers mate youre a star",
                                  "thank you dear you are a gem", "thanks pet youre a legend", "ta love youre a star"])
def test_thanks_with_address_and_a_kind_word_is_thanks(text: str) -> None:
    assert chit_chat_topic(text) == "thanks"


# --- too bright, said of something that is not our light --------------------------------------------------------

@pytest.mark.parametrize("text", ["the screen is too bright", "my phone is too bright", "its too bright outside",
                                  "the tv is too bright", "the telly is far too bright"])
def test_a_glare_that_is_not_the_lights_dims_nothing(skills: LocalSkills, text: str) -> None:
    _both_on(skills)
    reply = say(skills, text)
    assert light_levels(skills) == (1.0, 1.0), reply


@pytest.mark.parametrize(("text", "room"), [
    # "its too bright in here" names no room: asked which light since round 16 (tests/unit/test_light_asking.py)
    ("its too bright in here in the kitchen", "kitchen"), ("the kitchen light is too bright", "kitchen"),
    ("its far too bright in the kitchen", "kitchen"), ("the living room is too bright", "living room"),
    ("the living room light is too bright", "living room"),
])
def test_too_bright_in_a_room_still_dims(skills: LocalSkills, text: str, room: str) -> None:
    _both_on(skills)
    say(skills, text)
    assert skills.lights.level(room) < 1.0
