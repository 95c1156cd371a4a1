"""Chit-chat, honest refusals and bad input of round 14 (holdout16's misses, as families): asked to be cheered up,
calling it a day, whether a person is listening, a favourite said after "do you like"; a gate or a window it cannot
open, TV listings by channel, a bell to ring; a murmur ("you know", "um the uh what's it called") and a false start
before a real request. Through the real local skills (rules, templates, readings, the honest fallback), with the
sentences that must not be read so.

The phrasings are the engineer's own variations of each family; none is copied from a request set.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.bad_input import FRAGMENT_REPLY
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.refusals import refusal
from gpt_home.skills.smalltalk import JOKES
from tests.skill_helpers import local_skills, say

CALLS = "I can't make phone calls."
BELL = refusal("bell")
LISTENING = "No, no person is listening: I'm a computer program running on this device, not a human."
REST = "Good idea. Have a good rest, and I'm here whenever you need me."
FAN = "I'm a computer program, so I don't have favourites, but it sounds like you're a real fan!"


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living room": 18}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize("text", [
    "say something to cheer me up", "tell me something to make me smile", "i need cheering up",
    "can you say something nice to me", "could you make me feel better", "i could do with a pick me up",
    "cheer me up a bit please",
])
def test_asked_to_be_cheered_up_it_tells_one_of_its_jokes(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is not None and reply.startswith("Here's one to make you smile. ")
    assert reply.removeprefix("Here's one to make you smile. ") in JOKES  # never a made-up one


@pytest.mark.parametrize("text", [
    "is there a person listening on the other end", "is anyone listening to me", "is someone on the other end",
    "who is listening", "does anybody hear what i say", "is there somebody else listening in",
    "are there real people listening to us", "is there a man on the other end of the line",
])
def test_asked_whether_a_person_listens_it_says_no_one_does(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == LISTENING


@pytest.mark.parametrize("text", [
    "call it a day", "lets call it a day", "i think i'll call it a day", "time to call it a night",
    "right im calling it a day", "we might as well call it quits", "okay let's call it a day then",
])
def test_calling_it_a_day_is_a_kind_goodbye_never_a_phone_call(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == REST


@pytest.mark.parametrize("text", [
    "do you like dinosaurs my favourite is the stegosaurus", "do you like cats mine is a tabby",
    "do you like trains i think they are great", "do you like football my favourite team is arsenal",
    "do you like pizza our favourite is margherita",
])
def test_a_favourite_said_after_do_you_like_gets_no_invented_taste(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == FAN


@pytest.mark.parametrize("text", [
    "ring the bell", "ring the dinner bell for the kids", "can you ring the bell please", "ring a bell",
    "ring the doorbell", "ring the school bell",
])
def test_a_bell_to_ring_is_refused_as_a_bell(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == BELL


@pytest.mark.parametrize(("text", "reply"), [
    # what must not be read as this round's families
    ("call mum", CALLS), ("ring my brother", CALLS), ("ring taco bell", CALLS), ("call the doctor", CALLS),
    ("is anyone there", "Yes, I'm here. What can I do for you?"),
    ("are you listening", "Yes, I'm here. What can I do for you?"),
    ("is someone at the door", None), ("who is listening to music", None), ("is anyone listening to the radio", None),
    ("does that ring a bell", None), ("what is his name", None), ("what's it called", None),
    ("tell me something about dinosaurs", None), ("say something in french", None),
    ("give me some good news", refusal("news")),
    ("now then", "Hello! What can I do for you?"),
])
def test_what_is_not_these_families(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "open the front gate for the postman", "can you open the front gate", "close the front gate please",
    "unlock the back gate for the kids", "open the side gate the bin men are here", "shut the garden gate",
])
def test_a_gate_is_a_device_it_cannot_control(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "I can't control the gate. I can only switch the lights set up in my settings."


@pytest.mark.parametrize(("text", "reply"), [
    ("is the front gate shut", "I can't check the gate. I can only switch the lights set up in my settings."),
    ("open the garage door", "I can't control the garage door. I can only switch the lights set up in my settings."),
    ("open the window", "I can't control the window. I can only switch the lights set up in my settings."),
    ("shut the bedroom windows", "I can't control the windows. I can only switch the lights set up in my settings."),
    # the curtains of a window are the curtains; a light by the gate is a light, never the gate
    ("please you open the curtains of the window",
     "I can't control the blinds. I can only switch the lights set up in my settings."),
    ("turn on the kitchen light", "Okay, the kitchen light is on."),
])
def test_doors_windows_and_their_neighbours(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "what's on bbc one tonight", "what's on bbc two", "what's on channel 4 tonight", "what is on itv this evening",
    "anything good on bbc one later", "whats on the box tonight", "what time is the news on bbc one",
    "what programmes are on tonight", "read me the tv guide", "what's showing on channel five", "what's on tv",
])
def test_tv_listings_are_refused_honestly(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply == refusal("tv") and "offline" in reply


@pytest.mark.parametrize("text", [
    "what shows are on at the theatre", "what films are on tonight", "when is the party on saturday",
])
def test_what_is_on_elsewhere_is_no_tv_guide(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != refusal("tv")


@pytest.mark.parametrize("text", [
    "you know", "um you know", "you know what", "um the uh whats it called", "er the thing", "the um you know the thing",
    "i mean", "uh the what do you call it",
])
def test_a_murmur_is_asked_again_never_read_as_a_request(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply == FRAGMENT_REPLY and getattr(reply, "expects_answer", False)


@pytest.mark.parametrize(("text", "reply"), [
    ("um the uh turn on the kitchen light", "Okay, the kitchen light is on."),
    ("um my uh add milk to the list", "I've added milk to your shopping list."),
    ("uh the um remind me to call mum at six", "Okay, I'll remind you to call mum at 6 pm."),
    ("um the uh set a timer for five minutes", "Okay, timer set for 5 minutes."),
    ("so um the uh switch off the living room light", "Okay, the living room light is off."),
    ("um the uh what time is it", "It's 10:25 am."),
])
def test_a_false_start_before_a_real_request_is_dropped(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply
