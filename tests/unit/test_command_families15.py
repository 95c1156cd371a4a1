"""Round fifteen's families (issue 15, holdout14's commands and chat), each said in five or more ways, with sentences
that must not be read so: a light complained about is never switched the opposite way (too light is dimmer, "who
left it on" is off, a light that turns on by itself is not touched), a command then "tell me if it'll ...", the
volume with where the speaker is after it and the voice's size said by a learner, messaging apps and photos refused
honestly, thanks with a kind word after, "do you like X" with the speaker's liking after, a fragment of murmurs and
small words, and every item wished off the list. Through the real rules, recognizer, semantic reader and skills with a
pinned clock."""

from __future__ import annotations

import pytest
from skill_helpers import NO_LOCATION, NO_MIXER, say
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.agent.semantic_slots import action
from gpt_home.skills.bad_input import FRAGMENT_REPLY, fragment_reply
from gpt_home.skills.chitchat import chit_chat_topic
from gpt_home.skills.command_first import leading_commands
from gpt_home.skills.local import LocalSkills


def _on(skills: LocalSkills, name: str) -> None:
    assert say(skills, f"turn on the {name} light") == f"Okay, the {name} light is on."


# --- a light complained about is never switched the opposite way --------------------------------------------------

@pytest.mark.parametrize(("text", "room"), [
    ("its too light in the living room", "living room"), ("the kitchen is too light", "kitchen"),
    ("too much light in the living room", "living room"), ("the kitchen light is too bright", "kitchen"),
    ("it's far too light in the kitchen dear", "kitchen"), ("the living room is a bit too light", "living room"),
])
def test_too_light_takes_light_away_never_adds_it(skills: LocalSkills, text: str, room: str) -> None:
    _on(skills, room)
    reply = say(skills, text)
    assert reply is not None and "is on" not in reply
    assert skills.lights.level(room) < 1.0


@pytest.mark.parametrize("text", ["its too light in the living room", "the living room is too light"])
def test_too_light_with_the_light_off_leaves_it_off(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert skills.lights.level("living room") == 0.0


@pytest.mark.parametrize(("text", "room"), [
    ("who left the living room light on", "living room"), ("someone left the kitchen light on again", "kitchen"),
    ("somebody has left the living room light on", "living room"), ("who left the kitchen light on", "kitchen"),
    ("who has left the kitchen light on", "kitchen"), ("you left the living room light on", "living room"),
])
def test_a_light_left_on_by_someone_is_switched_off(skills: LocalSkills, text: str, room: str) -> None:
    _on(skills, room)
    assert say(skills, text) == f"Okay, the {room} light is off."
    assert skills.lights.level(room) == 0.0


@pytest.mark.parametrize(("intent", "text"), [
    ("light_on", "the living room light keeps turning on by itself"),
    ("light_state", "the kitchen light keeps coming on on its own"),
    ("light_on", "the lights keep switching themselves on"),
    ("light_on", "the living room light turns on by itself at night"),
    ("light_on", "the kitchen light keeps flickering"),
    ("light_off", "the kitchen light switches itself off"),
])
def test_a_light_that_switches_by_itself_is_a_fault_not_a_command(intent: str, text: str) -> None:
    assert action(intent, text) == "unclear"


@pytest.mark.parametrize("text", ["the living room light keeps turning on by itself",
                                  "the living room light comes on on its own at night",
                                  "the living room light turns on by itself at night",
                                  "the living room light keeps switching itself on"])
def test_a_fault_report_switches_nothing_and_says_so(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == ("I only switch a light when someone asks me to, so I can't tell why it does that. "
                                 "Say 'turn off the living room light' if you want it off.")
    assert skills.lights.level("living room") == 0.0 and skills.lights.level("kitchen") == 0.0


@pytest.mark.parametrize(("intent", "text", "settled"), [
    ("light_on", "leave the kitchen light on", "light_on"),  # a wish to keep it on, no complaint
    ("light_on", "turn on the living room light", "light_on"),
    ("light_on", "its too dark in the kitchen", "light_on"),
    ("light_dimmer", "its a bit too bright in here", "light_dimmer"),
    ("light_on", "is the kitchen light on", "light_state"),
])
def test_requests_that_are_no_complaint_keep_their_reading(intent: str, text: str, settled: str) -> None:
    assert action(intent, text) == settled


# --- a command, then "tell me if it'll ..." --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "room", "state"), [
    ("turn off the kitchen light and tell me if it'll be frosty tonight", "kitchen", "off"),
    ("switch the living room light on and let me know if itll rain tomorrow", "living room", "on"),
    ("turn the kitchen light off and can you tell me if it'll be windy today", "kitchen", "off"),
    ("put the kitchen light on and tell me whether it'll snow tonight", "kitchen", "on"),
    ("turn on the living room light and tell me if it'll be cold tomorrow", "living room", "on"),
])
def test_a_command_then_tell_me_if_itll_does_both(skills: LocalSkills, text: str, room: str, state: str) -> None:
    if state == "off":
        _on(skills, room)
    assert say(skills, text) == f"Okay, the {room} light is {state}. {NO_LOCATION}"


def test_tell_me_if_alone_is_the_weather_question(skills: LocalSkills) -> None:
    assert say(skills, "tell me if it'll be frosty tonight") == NO_LOCATION
    assert say(skills, "set a timer for 10 minutes and tell me when it's done") == "Okay, timer set for 10 minutes."


# --- the volume: where the speaker is after the command, the voice's size said by a learner -----------------------

@pytest.mark.parametrize("text", [
    # where the speaker is, after the command
    "turn it up a bit im in the other room", "turn it up im in the garden", "turn the volume up were outside",
    "turn it up a bit im upstairs", "louder please were in the next room", "turn up the volume im in the shower",
    # the voice made bigger or smaller, as a learner says it
    "please do the voice more big", "make your voice bigger", "do the voice more small",
    "can you make the sound more big", "your voice more strong please", "make the voice more loud",
])
def test_the_volume_said_with_where_the_speaker_is_or_as_the_voices_size(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_MIXER


def test_a_room_a_light_may_be_named_after_is_no_reason() -> None:
    assert "turn on the light" not in leading_commands("turn on the light im in the kitchen")
    assert "turn it up a bit" in leading_commands("turn it up a bit im in the other room")


@pytest.mark.parametrize("text", ["the voice is big", "do you have a big voice"])
def test_a_voice_said_big_is_no_volume_command(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != NO_MIXER


# --- what cannot be done: messaging apps, photos ----------------------------------------------------------------------

MESSAGES = "I can't send or read messages. I can remember a note for you instead."
PHOTOS = "I can't take photos or videos: I have no camera."


@pytest.mark.parametrize(("text", "refused"), [
    *((t, MESSAGES) for t in ("send a whatsapp to my brother", "send a whatsapp message to mum", "whatsapp my sister",
                              "send a voice note to dad", "send my son a text", "write a whatsapp to the family")),
    *((t, PHOTOS) for t in ("please you make one photo of me", "take a photo of me", "take a picture",
                            "can you take a selfie of us", "snap a photo of the kids",
                            "could you take our picture please", "photograph the dog")),
])
def test_messaging_apps_and_photos_are_refused_honestly(skills: LocalSkills, text: str, refused: str) -> None:
    assert say(skills, text) == refused


@pytest.mark.parametrize("text", ["what is a photograph", "is whatsapp free", "what is a video"])
def test_questions_about_photos_or_apps_are_no_refusal(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) not in (MESSAGES, PHOTOS)


def test_a_photo_frame_still_goes_on_the_list(skills: LocalSkills) -> None:
    assert say(skills, "add photo frame to the shopping list") == "I've added photo frame to your shopping list."


# --- chit-chat: thanks with a kind word after, "do you like X" with the speaker's liking after ---------------------

@pytest.mark.parametrize("text", [
    "cheers for that you are a star", "thanks you are an angel", "thank you so much you are a lifesaver",
    "ta very much you are a treasure", "thanks for the help you are a legend", "many thanks you are a gem",
])
def test_thanks_with_a_kind_word_after(text: str) -> None:
    assert chit_chat_topic(text) == "thanks"


@pytest.mark.parametrize("text", [
    "do you like dinosaurs i love the t rex", "do you like cats i love my cat", "do you like dogs we adore ours",
    "do you like christmas we love the lights", "do you like pizza i really like pepperoni",
])
def test_do_you_like_with_the_speakers_liking_after(skills: LocalSkills, text: str) -> None:
    assert chit_chat_topic(text) == "fan"
    assert say(skills, text) == ("I'm a computer program, so I don't have favourites, but it sounds like you're a "
                                 "real fan!")


@pytest.mark.parametrize(("text", "topic"), [
    ("do you like christmas", "favourite"), ("do you like football my son loves arsenal", None),
    ("do you like it i love it", None),
])
def test_not_the_speakers_own_liking(text: str, topic: str | None) -> None:
    assert chit_chat_topic(text) == topic


# --- a fragment of murmurs and small words ------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["mm er the the uh", "mm the", "oh the uh", "ah my um", "hmm and the", "the the"])
def test_murmurs_among_small_words_are_asked_again(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == FRAGMENT_REPLY


@pytest.mark.parametrize("text", ["5 mm", "mm the kitchen", "the mm wrench", "oh the lights"])
def test_a_word_that_may_carry_a_request_is_no_fragment(text: str) -> None:
    assert fragment_reply(text) is None


# --- every item wished off the list ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "everything can come off the list", "it can all come off the shopping list", "everything can go off the list",
    "you can take it all off the list", "all of it can go off the shopping list",
])
def test_everything_wished_off_the_list_clears_it(skills: LocalSkills, text: str) -> None:
    assert say(skills, "add eggs and milk to the shopping list") is not None
    assert say(skills, text) == "I've cleared your shopping list."
    assert skills.named.lists.lists.items("anna", "shopping") == []


@pytest.mark.parametrize("text", ["is everything off the list", "everything on the list please"])
def test_asking_what_is_left_clears_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, "add eggs to the shopping list")
    say(skills, text)
    assert [i.text for i in skills.named.lists.lists.items("anna", "shopping")] == ["eggs"]
