"""Round sixteen's command families (issue 15, holdout15's commands), each said in five or more ways, with sentences
that must not be read so: a command then a question the rules do not word ("tell me the forecast"), both done; two
light commands in one breath where one names a room and a level without the word light. Through the real rules,
recognizer, semantic reader and skills with a pinned clock."""

from __future__ import annotations

import pytest
from skill_helpers import NO_LOCATION, NO_MIXER, say
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.agent.intents import normalize
from gpt_home.skills.bad_input import FRAGMENT_REPLY, fragment_reply
from gpt_home.skills.local import LocalSkills


def _on(skills: LocalSkills, name: str) -> None:
    assert say(skills, f"turn on the {name} light") == f"Okay, the {name} light is on."


# --- a command, then a question the rules do not word so: both done --------------------------------------------------

@pytest.mark.parametrize(("text", "room", "state"), [
    ("turn on the kitchen light and tell me the forecast", "kitchen", "on"),
    ("switch off the living room light and give me the forecast", "living room", "off"),
    ("turn on the kitchen light and will i need an umbrella", "kitchen", "on"),
    ("switch on the living room light then tell me the forecast", "living room", "on"),
    ("turn on the kitchen light and read me the forecast", "kitchen", "on"),
    ("turn on the living room light and hows it looking outside", "living room", "on"),
])
def test_a_command_then_any_weather_question_does_both(skills: LocalSkills, text: str, room: str, state: str) -> None:
    if state == "off":
        _on(skills, room)
    assert say(skills, text) == f"Okay, the {room} light is {state}. {NO_LOCATION}"
    assert skills.lights.level(room) == (1.0 if state == "on" else 0.0)


@pytest.mark.parametrize("text", ["set a timer for 10 minutes and tell me when it's done",
                                  "set a timer for 5 minutes and let me know when its ready"])
def test_tell_me_when_after_a_command_is_no_question_now(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is not None and "It's 10:25" not in str(say(skills, text))


# --- two light commands in one breath, one a room and a level without the word light -------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("set the living room to 30 percent and switch the kitchen light on", {"living room": 0.3, "kitchen": 1.0}),
    ("turn the kitchen off and set the living room to 50 percent", {"kitchen": 0.0, "living room": 0.5}),
    ("dim the kitchen to 20 percent and turn on the living room light", {"kitchen": 0.2, "living room": 1.0}),
    ("set the kitchen to 40 percent and turn off the living room light", {"kitchen": 0.4, "living room": 0.0}),
    ("put the kitchen to half and turn the living room light on", {"kitchen": 0.5, "living room": 1.0}),
    ("switch off the living room light and put the kitchen to 30 percent", {"living room": 0.0, "kitchen": 0.3}),
    ("turn the kitchen light on and the living room one to 50", {"kitchen": 1.0, "living room": 0.5}),
    ("switch the living room light off and the kitchen one to 30", {"living room": 0.0, "kitchen": 0.3}),
])
def test_two_light_commands_one_a_room_and_a_level(skills: LocalSkills, text: str, levels: dict[str, float]) -> None:
    _on(skills, "kitchen")
    _on(skills, "living room")
    reply = say(skills, text)
    assert reply is not None and "didn't catch" not in reply
    for room, level in levels.items():
        assert skills.lights.level(room) == pytest.approx(level)


@pytest.mark.parametrize("text", ["set the kitchen to 20 degrees", "set the kitchen to 20",
                                  "turn the kitchen light on and the living room to 20"])
def test_a_room_with_degrees_or_a_bare_number_sets_no_light(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert skills.lights.level("kitchen") in (0.0, 1.0)
    assert skills.lights.level("living room") in (0.0, 1.0)


# --- an item announced but not named: asked back ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "there's something i need adding to the shopping list", "theres something we need putting on the list",
    "i need something adding to the shopping list", "something needs adding to the shopping list",
    "there are a few things i need to add to the list", "something wants putting on the list",
])
def test_an_item_announced_but_not_named_is_asked_for(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "What should I add?"
    assert say(skills, "bin bags") == "I've added bin bags to your shopping list."


@pytest.mark.parametrize(("answer", "item"), [
    ("the baby needs nappies", "nappies"), ("the dog needs more food", "food"), ("our cat needs some litter", "litter"),
    ("the kids need crisps", "crisps"), ("my husband needs new socks", "socks"), ("some kitchen roll", "kitchen roll"),
])
def test_an_answer_said_as_a_need_adds_the_item_alone(skills: LocalSkills, answer: str, item: str) -> None:
    assert say(skills, "there's something i need adding to the shopping list") == "What should I add?"
    assert say(skills, answer) == f"I've added {item} to your shopping list."


@pytest.mark.parametrize("text", ["what is on the shopping list", "is there something on the shopping list"])
def test_asking_about_the_list_is_no_item_announced(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != "What should I add?"


# --- "shh" before the command, a reason after; a call or a service with a reason after -------------------------------

@pytest.mark.parametrize("text", [
    "shh turn it down the kids are doing homework", "shh turn it down the baby is asleep",
    "hush turn it down im trying to sleep", "shh keep it down the kids are asleep",
    "shush turn it down the baby is sleeping",
])
def test_shh_then_the_volume_with_a_reason(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_MIXER


CALLS = "I can't make phone calls."


@pytest.mark.parametrize("text", [
    "ring the chinese takeaway were starving", "call the pizza place were hungry", "phone my mum shes expecting me",
    "ring the doctors im not feeling well", "call the plumber because the sink is leaking",
    "ring the chinese im hungry",
])
def test_a_call_with_a_reason_after_is_refused_honestly(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == CALLS


def test_a_command_said_with_a_reason_is_still_done(skills: LocalSkills) -> None:
    assert say(skills, "turn on the kitchen light were cooking") == "Okay, the kitchen light is on."


# --- vague filler among small words: asked again --------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "hmm the er you know the thing", "you know the thing", "um the thingy", "er the whatsit",
    "hmm the er the thing you know", "oh the you know the doodah", "i mean the thing",
    "you know",  # alone too (round 14): the reading by meaning took it for "what time is it"
])
def test_vague_filler_among_small_words_is_asked_again(text: str) -> None:
    assert fragment_reply(normalize(text)) == FRAGMENT_REPLY


@pytest.mark.parametrize("text", ["turn on the thing", "the thing is", "what is the thing", "you know the kitchen light",
                                  "do the thing", "the thing on the list", "what is it called"])
def test_a_sentence_with_more_than_filler_is_no_fragment(text: str) -> None:
    assert fragment_reply(normalize(text)) is None


# --- a spelling asked with the list as its purpose: never an item "spell broccoli" -----------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("spell broccoli for the shopping list", "broccoli"), ("spell courgettes for the list", "courgettes"),
    ("spell mozzarella for my shopping list", "mozzarella"), ("spell lasagne for the shopping list", "lasagne"),
    ("spell aubergine for the grocery list", "aubergine"),
])
def test_a_spelling_for_the_list_adds_nothing(skills: LocalSkills, text: str, word: str) -> None:
    assert say(skills, text).startswith(f"{word.capitalize()} is spelled")
    assert say(skills, "what's on the shopping list") == "Your shopping list is empty."


@pytest.mark.parametrize("text", ["spinach for the shopping list", "spelt flour for the shopping list",
                                  "oh and spring onions on the shopping list too"])
def test_an_item_for_the_list_beginning_like_spell_is_still_added(skills: LocalSkills, text: str) -> None:
    assert say(skills, text).startswith("I've added")
