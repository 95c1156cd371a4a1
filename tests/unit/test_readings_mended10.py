"""Wrong actions and bugs found in review of the tenth round's readings, each pinned through the pure reader."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from gpt_home.agent.graph import trim_history
from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import default_recognizer
from gpt_home.agent.spoken_variants import everyday_words
from gpt_home.skills import calc, loudness, weather_slang
from gpt_home.skills.light_requests import the_room_one


@pytest.mark.parametrize("said", [
    "right lamp off",  # "right" names a lamp, never an address word
    "right bedside lamp on",
    "boss lamp on",  # what follows the address word is a light
    "pal bedside lamp off",
])
def test_a_word_before_a_light_is_kept(said: str) -> None:
    assert everyday_words(said) == said


ROOMS = ("kitchen", "living room", "bedroom")


@pytest.mark.parametrize("said", [
    "the kids are asleep in the bedroom turn it down",  # plain "turn it down" is the volume
    "the kitchen is freezing turn it up",  # the heating, not the light
    "the bedroom is noisy turn it down a bit",
])
def test_it_turned_up_or_down_is_not_the_room_light_without_a_light_word(said: str) -> None:
    assert the_room_one(said, ROOMS) is None


@pytest.mark.parametrize(("said", "read"), [
    ("its pitch black in the bedroom switch it off please", "switch off the bedroom light"),
    ("the kitchens too bright dim it", "dim the kitchen light"),
    ("the bedroom light is too bright turn it down", "turn down the bedroom light"),
])
def test_it_switched_or_dimmed_is_still_the_room_light(said: str, read: str) -> None:
    assert the_room_one(said, ROOMS) == read


@pytest.mark.parametrize("said", ["max", "eleven", "11", "the max", "maximum", "to the max", "max please",
                                  "the top", "all the way up to eleven"])
def test_a_bare_top_word_is_not_the_volume(said: str) -> None:
    """A dog called Max, a stray number heard at night: never the volume at 100 without a verb or a loudness word."""
    assert loudness.find(said) == []


@pytest.mark.parametrize("said", ["full blast", "crank it up to eleven", "turn it up to the max", "volume to max",
                                  "max volume", "set the volume to maximum", "turn it to 11", "full volume"])
def test_the_top_with_a_verb_or_a_loudness_word_is_still_the_volume(said: str) -> None:
    assert loudness.find(said) == [("HassSetVolume", {"volume": "100"})]


@pytest.mark.parametrize(("said", "read"), [
    ("set an alarm for 6 in the morn", "set an alarm for 6 in the morn"),  # the morning, not "in tomorrow"
    ("is there any sunshine", "is there any sunshine"),  # words that complete the sentence
    ("call my friend", "call my friend"),
    ("play old friend", "play old friend"),
    ("when does the fan come on", "when does the fan come on"),
    ("will the heater go on", "will the heater go on"),
    ("listen to the radio", "listen to the radio"),
    ("my friend is coming over", "my friend is coming over"),  # a subject, not a vocative
    ("folks are coming round", "folks are coming round"),
    ("boss is on the phone", "boss is on the phone"),
    # still read: a vocative at the very start or end
    ("whats the weather like my friend", "whats the weather like"),
    ("mate is it raining", "is it raining"),
    ("lads will it be sunny", "will it be sunny"),
    ("set a timer for ten minutes go on", "set a timer for ten minutes"),
    ("listen whats the time", "whats the time"),
    ("will i need my brolly the morn", "will i need my brolly tomorrow"),
])
def test_address_words_only_in_vocative_places(said: str, read: str) -> None:
    assert everyday_words(said) == read


def test_a_long_run_of_address_words_is_left_as_said() -> None:
    """Longer than any command (agent.intents.MAX_COMMAND_WORDS): the ends are not trimmed word by word."""
    said = " ".join(["mate"] * 2000)
    assert everyday_words(said) == said


@pytest.mark.parametrize("said", ["is it chilly in the bedroom", "is it icy in here", "is it a bit chilly",
                                  "is it frosty in the kitchen", "is it bitter in the living room"])
def test_cold_words_said_of_a_room_are_not_the_weather(said: str) -> None:
    assert weather_slang.find(said) == []


@pytest.mark.parametrize(("said", "day"), [("is it chilly outside", "today"), ("will it be icy tomorrow", "tomorrow"),
                                           ("is it frosty out", "today"), ("is it bitter out there", "today")])
def test_cold_words_with_the_outdoors_or_a_day_are_the_weather(said: str, day: str) -> None:
    assert weather_slang.find(said) == [("HassGetWeather", {"condition": "cold", "day": day})]


@pytest.mark.parametrize(("said", "answer"), [
    ("what is 4 into 12", "4 into 12 is 3."),  # British: how many 4s go into 12
    ("what is 5 into 100", "5 into 100 is 20."),
    ("what is eight into nine", "Eight into nine is 72."),  # no whole split: times, as said in India
    ("what is 6 into 6", "6 into 6 is 36."),
    ("what is 3 into 4", "3 into 4 is 12."),
])
def test_into_is_a_split_only_into_a_larger_multiple(said: str, answer: str) -> None:
    assert calc.calculate(said) == answer


@pytest.mark.parametrize("limit", [1, 2, 3, 4])
def test_a_trimmed_history_always_keeps_the_question_asked(limit: int) -> None:
    for length in range(1, 12):
        messages = [HumanMessage(f"q{i}") if i % 2 == 0 else AIMessage(f"a{i}") for i in range(length - 1)]
        messages.append(HumanMessage("what time is it"))
        kept = trim_history(messages, limit)
        assert kept[-1].content == "what time is it"
        assert 1 <= len(kept) <= limit
        assert isinstance(kept[0], HumanMessage)


@pytest.mark.parametrize("said", ["is it chilly in the bedroom", "is it cold in the bedroom", "is it icy in the kitchen",
                                  "is it frosty in the living room", "is it warm in the bathroom"])
def test_a_room_is_no_city_for_the_weather(said: str) -> None:
    """The templates' "is it {cold} in {city}" never takes a room of the house for a place."""
    assert default_recognizer().recognize(normalize(said)) is None


def test_a_city_is_still_a_city_for_the_weather() -> None:
    recognition = default_recognizer().recognize(normalize("is it cold in paris"))
    assert recognition is not None and recognition.intent == "HassGetWeather"


@pytest.mark.parametrize(("said", "choices"), [
    ("say yes or no at random", "yes, no"),
    ("pick yes or no for me randomly", "yes, no"),
    ("lets play rock paper scissors you go", "rock, paper, scissors"),
])
def test_a_pick_between_words_is_one_of_them(said: str, choices: str) -> None:
    from gpt_home.agent.semantic_slots import command
    from gpt_home.skills.topic_first import random_pick

    assert random_pick(normalize(said)) == ("GptChoose", {"choices": choices})
    if "yes or no" in said:  # read by meaning as "pick a random number" before: never a number
        assert command("random_number", normalize(said), (), datetime(2026, 12, 1, tzinfo=UTC)) is None



@pytest.mark.parametrize(("said", "here"), [
    ("tell me the time over in hogwarts", False),  # somewhere else, known or not: never the time here
    ("whats the time in narnia", False),
    ("what time is it right now", True),
    ("what month are we in currently", True),
    ("the time in 24 hour please", True),
])
def test_the_time_here_is_not_said_for_another_place(said: str, here: bool) -> None:
    from gpt_home.skills.clock_topics import clock_reading

    assert (clock_reading(normalize(said)) is not None) is here


@pytest.mark.parametrize(("said", "now"), [
    ("when is chinese new year", False),  # a named day with "year" in its name: never "It's 2026."
    ("when is lunar new year", False),
    ("what day is new years eve", False),
    ("when does the school year end", False),
    ("when does the tax year start", False),
    ("what year is it", True),
    ("which year are we in", True),
    ("is it still 2026", True),
])
def test_a_day_named_with_year_is_not_the_year_now(said: str, now: bool) -> None:
    from gpt_home.skills.clock_topics import clock_reading

    assert (clock_reading(normalize(said)) is not None) is now
