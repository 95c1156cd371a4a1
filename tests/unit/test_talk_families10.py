"""How people really say everyday requests (tenth requests round): regional and casual word forms, a name for the
listener and an urging tail, weather said through slang, loudness said through how the voice sounds, yes/no checks
about today, several places (or a corrected place) in one world-time question, letters counted in a word, greetings
in other languages, "the living room one". Readings as pure functions, then through the real rules, recognizer and
skills (gpiozero's mock pins, a pinned clock: Tuesday 1 December 2026, 10:25 UTC). None of these sentences is in a
benchmark set."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.spoken_variants import everyday_words
from gpt_home.skills import loudness, today_checks, weather_slang
from gpt_home.skills.chitchat import chit_chat_topic
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.topic_first import known_place, several_places
from tests.skill_helpers import NO_LOCATION, NO_MIXER, local_skills, say

TUESDAY = date(2026, 12, 1)
KITCHEN, LIVING, BEDROOM = 17, 27, 22


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    pins = {"kitchen": KITCHEN, "living_room": LIVING, "bedroom": BEDROOM}
    with local_skills(factory, lights=pins, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("said", "read"), [
    ("could ye turn yerself down a wee bit", "could you turn yourself down a wee bit"),
    ("youse are a pair of legends", "you are a pair of legends"),
    ("ur so clever", "you are so clever"),
    ("whats yer favourite colour", "whats your favourite colour"),
    ("is it gonna snow", "is it going to snow"),
    ("whit day is it the noo", "what day is it now"),
    ("switch aff aw ma lights", "switch off all my lights"),
    ("pal whats the weather like", "whats the weather like"),
    ("what time is it chief", "what time is it"),
    ("oi turn the telly down go on then", "turn the telly down"),
    ("set a timer for ten minutes real quick", "set a timer for ten minutes"),
    ("turn on the leavin room lamp", "turn on the living room lamp"),
    ("turn it down ya muppet", "turn it down"),
    ("phone me nan", "phone my nan"),
    ("will i need me wellies the morra", "will i need my wellies tomorrow"),
    ("get me lunch", "get me lunch"),
    ("give me da a bell", "call my da"),
    ("give the plumber a buzz", "call the plumber"),
])
def test_casual_and_regional_words_are_read_as_the_common_ones(said: str, read: str) -> None:
    assert everyday_words(said) == read


@pytest.mark.parametrize("said", [
    "add ye olde mustard to the shopping list",  # a list item keeps its words
    "remind me to call ma",  # a reminder's task keeps its words
    "when do the lights go on",  # "go on" said of a thing
    "what time does the heating come on",
    "where is my pet",  # an address word that is a thing
    "yo",  # never all of it
    "call me dad",  # what to call the speaker, not a call
    "give me a ring",
])
def test_words_that_may_be_meant_as_said_are_left_alone(said: str) -> None:
    assert everyday_words(said) == said


def test_a_spelling_request_keeps_its_word() -> None:
    assert everyday_words("spell mate") == "spell mate"
    assert everyday_words("spell ye") == "spell ye"
    assert everyday_words("yo spell rhythm for me real quick") == "spell rhythm for me"


@pytest.mark.parametrize(("text", "condition", "day"), [
    ("is it brass monkeys out there", "cold", "today"),
    ("will it be parky tomorrow", "cold", "tomorrow"),
    ("is it going to be a sizzler at the weekend", "hot", "weekend"),
    ("will it be bucketing down on friday", "rain", "friday"),
    ("is it spitting outside", "rain", "today"),
    ("is it blowing a gale out", "wind", "today"),
    ("will it be roasting out this afternoon", "hot", "today"),
    ("will the sun be out for the picnic on sunday", "sky", "sunday"),
    ("going to be a scorching one tomorrow", "hot", "tomorrow"),
])
def test_weather_said_in_slang_is_a_weather_question(text: str, condition: str, day: str) -> None:
    assert weather_slang.find(text) == [("HassGetWeather", {"condition": condition, "day": day})]


@pytest.mark.parametrize("text", [
    "is the kettle boiling", "is it hot in here", "i am freezing", "is the oven roasting yet",
    "play singing in the rain", "what does drizzle mean", "is my tea still warm",
])
def test_things_indoors_and_other_senses_are_no_weather(text: str) -> None:
    assert weather_slang.find(text) == []


@pytest.mark.parametrize(("text", "reading"), [
    ("crank it up to eleven", ("HassSetVolume", {"volume": "100"})),
    ("full whack", ("HassSetVolume", {"volume": "100"})),
    ("as loud as it goes please", ("HassSetVolume", {"volume": "100"})),
    ("you are very faint this evening", ("HassSetVolumeRelative", {"volume_step": "up"})),
    ("youre mumbling", ("HassSetVolumeRelative", {"volume_step": "up"})),
    ("i can hardly hear a thing", ("HassSetVolumeRelative", {"volume_step": "up"})),
    ("you are proper shouting", ("HassSetVolumeRelative", {"volume_step": "down"})),
    ("stop yelling at me", ("HassSetVolumeRelative", {"volume_step": "down"})),
    ("knock it down a notch", ("HassSetVolumeRelative", {"volume_step": "down"})),
    ("pump her up a notch", ("HassSetVolumeRelative", {"volume_step": "up"})),
])
def test_loudness_said_through_how_the_voice_sounds(text: str, reading: tuple[str, dict[str, str]]) -> None:
    assert loudness.find(text) == [reading]


@pytest.mark.parametrize("text", ["the baby is very quiet today", "the neighbours are so loud",
                                  "is it quiet in the library", "play full blast by the band"])
def test_loudness_of_anyone_else_is_left_alone(text: str) -> None:
    assert loudness.find(text) == []


@pytest.mark.parametrize(("text", "reply"), [
    ("it is not thursday yet is it", "No, it's not Thursday yet: today is Tuesday, December 1."),
    ("today is tuesday yeah", "Yes, today is Tuesday, December 1."),
    ("is it saturday already", "No, it's not Saturday. Today is Tuesday, December 1."),
    ("its the third today isnt it", "No, it's not the 3rd. Today is Tuesday, December 1."),
    ("is it the thirtieth or the first today", "It is the 1st today, Tuesday, December 1."),
    ("its not the weekend yet is it", "No, it's not the weekend yet: today is Tuesday, December 1."),
    ("is it the second of december today", "No, it's not the 2nd of December. Today is Tuesday, December 1."),
    ("today is the first of june right", "No, it's not the 1st of June. Today is Tuesday, December 1."),
])
def test_yes_or_no_checks_about_today(text: str, reply: str) -> None:
    assert today_checks.find(text, TUESDAY) == [("GptSaid", {"reply": reply})]


@pytest.mark.parametrize("text", [
    "is it tuesday tomorrow", "is the party on saturday", "it may rain today right", "is it the first time",
    "was it monday yesterday", "what is on the first", "is it still sunday in hawaii",
])
def test_other_days_and_other_senses_are_no_check_about_today(text: str) -> None:
    assert today_checks.find(text, TUESDAY) == []


def test_several_places_are_each_asked_about() -> None:
    assert several_places("rome and in cairo", known_place) == ["rome", "cairo"]
    assert several_places("lisbon and what about lima", known_place) == ["lisbon", "lima"]
    assert several_places("buenos aires argentina", known_place) == []
    assert several_places("paris or rome", known_place) == []  # which one is a guess
    assert several_places("oslo right now and in lima", known_place) == ["oslo", "lima"]


def test_greetings_and_thanks_in_other_languages_are_chit_chat() -> None:
    assert [chit_chat_topic(t) for t in ("salaam", "guten morgen", "vanakkam", "arigato", "danke schon",
                                         "au revoir", "hows the craic", "you absolute legend")] == [
        "greeting", "greeting", "greeting", "thanks", "thanks", "goodbye", "whats_up", "compliment"]
    assert chit_chat_topic("hola what time is it") is None
    assert chit_chat_topic("i am really bored bro") == "bored"
    # an apology for how one spoke, a person hiding inside, liking something
    assert [chit_chat_topic(t) for t in ("sorry for snapping at you earlier", "is there a tiny person hiding in there",
                                         "do you fancy a curry", "do you like me")] == [
        "sorry", "not_a_person", "favourite", None]


@pytest.mark.parametrize(("text", "reply"), [
    ("whit time is it the noo", "It's 10:25 am."),
    ("whats the clock pal", "It's 10:25 am."),
    ("its not friday yet is it", "No, it's not Friday yet. Today is Tuesday, December 1."),
    ("what time is it in lagos and in cairo", "In Lagos it's 11:25 am. In Cairo it's 12:25 pm."),
    ("is it still the dead of night in denver", "Yes, in Denver it's 3:25 am, at night."),
    ("is it dark yet in oslo", "No, in Oslo it's 11:25 am, in the morning."),
    ("is it still light in auckland", "No, in Auckland it's 11:25 pm, at night."),
    ("spell us chrysanthemum", "Chrysanthemum is spelled C, H, R, Y, S, A, N, T, H, E, M, U, M."),
    ("crank it up full", NO_MIXER),
    ("in a while crocodile", "Goodbye! Just say the wake word when you need me."),
    ("no not london dublin what time is it in dublin", "In Dublin it's 10:25 am."),
    ("what time is it in rome sorry i meant athens", "In Athens it's 12:25 pm."),
    ("oi spell restaurant for me real quick", "Restaurant is spelled R, E, S, T, A, U, R, A, N, T."),
    ("how many esses in possess", "Possess has 4 Ss: P, O, S, S, E, S, S."),
    ("spell receive and believe", "Receive is spelled R, E, C, E, I, V, E. Believe is spelled B, E, L, I, E, V, E."),
    ("could ya spell it out for me its rhythm", "Rhythm is spelled R, H, Y, T, H, M."),
    ("will it be a total washout tomorrow", NO_LOCATION),
    ("is it one t or two in bottle", "Bottle has 2 Ts: B, O, T, T, L, E."),
    ("does embarrass have a double r", "Embarrass has 2 Rs: E, M, B, A, R, R, A, S, S."),
    ("hows it looking out there", NO_LOCATION),
    ("is it gonna be brass monkeys tonight", NO_LOCATION),
    ("mate will it be dry for the barbie on sunday", NO_LOCATION),
    ("crank yerself up to the max", NO_MIXER),
    ("ye are awful faint this morning", NO_MIXER),
    ("ur a diamond", "Thank you, that's kind of you!"),
    ("shalom", "Hello! What can I do for you?"),
    ("ring me granny", "I can't make phone calls."),
    ("good arvo", "Good afternoon! What can I do for you?"),
])
def test_families_through_the_local_skills(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_the_room_one_and_a_misheard_room_switch_that_light(skills: LocalSkills, factory: MockFactory) -> None:
    assert say(skills, "could ya put the leavin room one on") == "Okay, the living room light is on."
    assert factory.pin(LIVING).state == 1
    assert say(skills, "flick the bedroom ones on please") == "Okay, the bedroom light is on."
    assert factory.pin(BEDROOM).state == 1
    assert say(skills, "its pitch black in the bedroom switch it off please") == "Okay, the bedroom light is off."
    assert factory.pin(BEDROOM).state == 0
    assert say(skills, "the kitchen timer is done turn it off") != "Okay, the kitchen light is off."  # not the light
    assert say(skills, "switch aff aw ma lights") == "Okay, all the lights are off."
    assert (factory.pin(KITCHEN).state, factory.pin(LIVING).state, factory.pin(BEDROOM).state) == (0, 0, 0)


def test_an_answer_to_a_question_keeps_its_words(skills: LocalSkills) -> None:
    """The item asked for ("What should I add?") is stored as said, never with its words read as other words."""
    assert say(skills, "add to the shopping list") == "What should I add?"
    say(skills, "ye olde mustard", 2)
    assert "ye olde mustard" in str(say(skills, "whats on the shopping list", 4)).lower()
