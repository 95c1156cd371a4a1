"""The families of the eighteenth set's lights, volume, refusals, chit-chat and knowledge (h18c, issue 15), read by
their own readers with the near misses that must never reach them: a light switched that was not asked, a volume
changed for tea, a refusal of a household request, a loss read in good news, a name corrected inside a number.
The phrasings that must work are in the shared lists (``tests/fixtures/device_phrasings.txt``,
``tests/unit/talk_phrasings.py``, ``tests/fixtures/household_knowledge.tsv``); a few are checked here again so each
reader's own answer shows."""

from __future__ import annotations

import re

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.light_restated import light_restated
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.agent.self_correction import corrected
from gpt_home.skills import animal_makes, day_talk, loudness, music_asks, place_lookups

LIGHTS = ("kitchen", "living room")


def read(text: str) -> str:
    return normalize(spoken_symbols(text))


@pytest.mark.parametrize(("text", "plain"), [
    ("finished cooking, the kitchen light can be off now", "turn off the kitchen light"),
    ("we're done in here the kitchen light can go off", "turn off the kitchen light"),
    ("the living room lamp can go off now, we're off to bed", "turn off the living room light"),
    ("take the kitchen light down to 25 percent", "set the kitchen light to 25 percent"),
    ("bring the living room lamp up to 70 percent", "set the living room light to 70 percent"),
    ("kitchen light as bright as it goes", "set the kitchen light to 100 percent"),
    ("make the living room lamp as bright as possible", "set the living room light to 100 percent"),
    ("i can't see what i'm chopping in the kitchen", "turn on the kitchen light"),
    ("i can hardly see in the living room", "turn on the living room light"),
    ("it's too dark to see in the kitchen", "turn on the kitchen light"),
    # read by agent/intents.py's rule before (deleted: one reader of the room too dark to see in)
    ("i can only just see in the living room", "turn on the living room light"),
    ("we cant really see anything in kitchen", "turn on the kitchen light"),
])
def test_light_idioms_say_the_plain_command(text: str, plain: str) -> None:
    assert light_restated(read(text), LIGHTS) == plain


@pytest.mark.parametrize("text", [
    "i asked if the kitchen light can go off", "i don't think the kitchen light can go off",
    "the kitchen light can be a bit temperamental", "can the kitchen light go off by itself",
    "take the kitchen light down to 250 percent", "is the kitchen light as bright as it goes",
    "i can't see the kitchen light from here", "i can't see why the kitchen light is so expensive", "i cant see the kitchen",
    "my son can't see the point of the kitchen light", "i can't see the point in the kitchen",
    "i can't see the difference in the living room", "when the kitchen light can go off tell me",
])
def test_light_idioms_leave_what_asks_for_no_switch(text: str) -> None:
    assert light_restated(read(text), LIGHTS) is None


@pytest.mark.parametrize("text", [
    "your voice, please, more strong, i cannot hear", "more strong voice please", "speak more strong please",
    "your voice more loud please", "a bit more strong your voice please", "voice more big i cant hear",
])
def test_a_learners_more_strong_voice_is_louder(text: str) -> None:
    assert loudness.find(read(text)) == [("HassSetVolumeRelative", {"volume_step": "up"})]


@pytest.mark.parametrize("text", [
    "make the tea more strong please", "i want my coffee more strong", "the wind is more strong today",
    "more strong please", "your voice is lovely", "i cannot hear the telly", "more cheese please",
])
def test_more_strong_about_anything_else_is_no_volume(text: str) -> None:
    assert loudness.find(read(text)) == []


@pytest.mark.usefixtures("wordnet_installed")
@pytest.mark.parametrize(("text", "service"), [
    ("stick some mozart on for the dinner party", "music"), ("put a bit of beethoven on", "music"),
    ("whack on some jazz while we eat", "music"), ("pop some tunes on", "music"),
    ("throw some frank sinatra on for the party", "music"), ("what's trending on twitter right now", "social"),
    ("tell my son on facebook i got home safe, i'm his nan", "social"), ("check my instagram", "social"),
    ("post on facebook that we're on holiday", "social"), ("what's trending", "social"),
])
def test_music_by_name_and_social_media_are_read(text: str, service: str) -> None:
    assert music_asks.service_asked(read(text)) == service


@pytest.mark.usefixtures("wordnet_installed")
@pytest.mark.parametrize("text", [
    "stick some pasta on for dinner", "put some washing on", "put some salsa on the nachos",
    "put some water on for a cup of tea", "stick some sausages on", "put some milk on the list",
    "remind me to post on facebook tomorrow", "add facebook password to my list", "put some dickens on the shelf",
    "put the kitchen light on", "stick some music on the shopping list", "what's trending in fashion",
])
def test_household_requests_are_never_refused_as_music_or_social(text: str) -> None:
    assert music_asks.service_asked(read(text)) is None


@pytest.mark.parametrize("text", [
    "how is your day going to look tomorrow", "talk tomorrow about the timer", "my dog died in the film",
    "it's a year since my wife passed her driving test", "i got a gold star sticker pack add it to the list",
    "the kids got a prize remind me to buy a frame", "i got a prize draw ticket", "sleep well is that a timer",
    "its a year since my wife left for work", "i scored a goal in the game what time is it",
])
def test_day_talk_leaves_requests_and_other_news(text: str) -> None:
    text = read(text)
    assert not any(re.fullmatch(pattern, text) for _, pattern in day_talk.FAMILIES)


@pytest.mark.usefixtures("wordnet_installed")
@pytest.mark.parametrize(("text", "expected"), [
    ("the amazon river is on which continent", "The Amazon River is in South America."),
    ("which continent is the amazon river on", "The Amazon River is in South America."),
    ("on which continent is the sahara", "The Sahara is in Africa."),
    ("what continent is kenya in", "Kenya is in Africa."),
    ("which continent is mount everest on", "Mount Everest is in Asia."),
])
def test_which_continent_a_place_is_on(text: str, expected: str) -> None:
    assert place_lookups.reply(read(text)) == expected


@pytest.mark.usefixtures("wordnet_installed")
@pytest.mark.parametrize("text", [
    "what sweet stuff do bees make in the hive", "what do bees make", "what food do bees produce", "bees make what",
    "what is made by bees",
])
def test_what_bees_make(text: str) -> None:
    assert animal_makes.reply(read(text)) == "Bees make honey, a sweet yellow liquid produced by bees."


@pytest.mark.usefixtures("wordnet_installed")
@pytest.mark.parametrize("text", [
    "what do cows make", "what do my kids make", "what do you make", "what sticky stuff do bees make",
    "what do bees make honey from", "what do people make",
])
def test_what_no_one_gloss_says_an_animal_makes_is_left(text: str) -> None:
    assert animal_makes.reply(read(text)) is None


@pytest.mark.parametrize(("text", "fixed"), [
    ("what's the capital of portugal, no, spain", "what is the capital of spain"),
    ("what's the capital of australia no new zealand", "what is the capital of new zealand"),
    ("whats the capital of new zealand sorry australia", "what is the capital of australia"),
    ("what time is it in new york no london", "what time is it in london"),
    ("what is the weather in leeds no york", "what is the weather in york"),
])
def test_a_name_said_after_no_replaces_the_one_asked_about(text: str, fixed: str) -> None:
    assert corrected(read(text)) == fixed


@pytest.mark.parametrize("text", [
    "whats the capital of france no idea", "what is the capital of spain no really", "is there milk in the fridge no",
    "what's the capital of france no thanks", "turn on the light in the kitchen no the living room",
])
def test_a_remark_after_no_names_nothing(text: str) -> None:
    fixed = corrected(read(text))
    assert fixed is None or not re.search(r"\b(?:of|in) (?:idea|really|thanks)$", fixed)
