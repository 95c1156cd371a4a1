"""Template recognition (hassil over Home Assistant's and our sentences) and the order a turn tries readings in."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import Recognition, default_recognizer, spoken_symbols
from gpt_home.agent.understand import explain

NOW = datetime(2026, 11, 29, 14, 10, tzinfo=ZoneInfo("Europe/Berlin"))

# (sentence, intent, slots that must be present with these values)
MUST_RECOGNISE: list[tuple[str, str, dict[str, object]]] = [
    ("add eggs and bread to my shopping list", "HassShoppingListAddItem", {"item": "eggs and bread"}),
    ("put apples on the list", "HassShoppingListAddItem", {"item": "apples"}),
    ("add milk to the groceries", "HassShoppingListAddItem", {"item": "milk"}),
    ("add call the bank to my to do list", "HassListAddItem", {"item": "call the bank", "name": "to do"}),
    ("take milk off the list", "HassListRemoveItem", {"item": "milk"}),
    ("remove milk from my shopping list", "HassShoppingListCompleteItem", {"item": "milk"}),
    ("what's on my shopping list", "HassListShow", {"name": "shopping"}),
    ("what is on the list", "HassListShow", {}),
    ("clear the list", "HassListClear", {}),
    ("empty my to do list", "HassListClear", {"name": "to do"}),
    ("add to the shopping list", "GptAskListAdd", {"name": "shopping"}),
    # an item still to come: asked for, never the list read back
    ("something needs to go on the shopping list", "GptAskListAdd", {"name": "shopping"}),
    ("something has to be added to the list", "GptAskListAdd", {}),
    ("i need to add something to the shopping list", "GptAskListAdd", {"name": "shopping"}),
    ("there's something to put on the grocery list", "GptAskListAdd", {"name": "grocery"}),
    ("we want to put something on our list", "GptAskListAdd", {}),
    ("what's on the shopping list", "HassListShow", {"name": "shopping"}),
    ("set an alarm", "GptAskAlarm", {}),
    ("wake me up", "GptAskAlarm", {}),
    ("remind me", "GptAskReminder", {}),
    ("announce that dinner is ready", "HassBroadcast", {"message": "dinner is ready"}),
    ("broadcast time to go", "HassBroadcast", {"message": "time to go"}),
    ("never mind", "HassNevermind", {}),
    ("what day is it tomorrow", "GptDateOffset", {"day": "tomorrow"}),
    ("what's the date next Friday", "GptDateOffset", {"day": "next friday"}),
    ("how many days until Christmas", "GptDaysUntil", {"event": "christmas"}),
    ("what time is it in Tokyo", "GptWorldTime", {"city": "tokyo"}),
    ("what's the time in New York", "GptWorldTime", {"city": "new york"}),
    ("what is 20 percent of 85", "GptMath", {"expression": "20 percent of 85"}),
    ("what's 2+2", "GptMath", {"expression": "2 plus 2"}),
    ("convert 5 miles to kilometres", "GptConvertUnit", {"quantity": "5 miles", "to_unit": "kilometres"}),
    ("how many grams in a pound", "GptConvertUnit", {"quantity": "a pound", "to_unit": "grams"}),
    ("flip a coin", "GptFlipCoin", {}),
    ("roll a 20 sided die", "GptRollDie", {"sides": 20}),
    ("pick a number between 1 and 10", "GptRandomNumber", {"low": 1, "high": 10}),
    ("how do you spell necessary", "GptSpell", {"word": "necessary"}),
    ("set the volume to 50%", "HassSetVolume", {"volume": 50}),
    ("play some jazz", "GptUnsupported", {"service": "music"}),
    ("what's on my calendar today", "GptUnsupported", {"service": "calendar"}),
    ("call mom", "GptUnsupported", {"service": "calls"}),
    ("send a message to dad", "GptUnsupported", {"service": "messages"}),
    ("order more paper towels", "GptUnsupported", {"service": "purchases"}),
    ("turn on the tv", "GptUnsupported", {"service": "device", "device": "tv"}),
    # weather questions beyond "what's the weather" (answered from the forecast, or the settings-page pointer)
    ("will it rain today", "HassGetWeather", {"condition": "rain", "day": "today"}),
    ("do I need an umbrella", "HassGetWeather", {"condition": "rain"}),
    ("is it windy outside", "HassGetWeather", {"condition": "wind"}),
    ("how cold is it going to be tomorrow", "HassGetWeather", {"condition": "cold", "day": "tomorrow"}),
    ("what's the weather going to be tomorrow", "HassGetWeather", {"day": "tomorrow"}),
    ("is there any chance of snow this weekend", "HassGetWeather", {"condition": "snow", "day": "this weekend"}),
    ("how's the weather in Lisbon", "HassGetWeather", {"city": "lisbon"}),
    ("what month is it", "GptCurrentMonth", {}),
    ("which year are we in", "GptCurrentYear", {}),
    ("roll two dice", "GptRollDie", {"count": 2}),
    ("roll three 8 sided dice", "GptRollDie", {"count": 3, "sides": 8}),
    ("remind me tomorrow to pay the bills", "GptAskReminderTime", {"day": "tomorrow", "task": "pay the bills"}),
    ("remind me to water the roses on saturday", "GptAskReminderTime", {"day": "on saturday",
                                                                          "task": "water the roses"}),
    ("good morning", "GptSmallTalk", {"topic": "greeting", "greeting": "good morning"}),
    ("thanks so much", "GptSmallTalk", {"topic": "thanks"}),
    ("how are you today", "GptSmallTalk", {"topic": "how_are_you"}),
    ("tell me a joke", "GptSmallTalk", {"topic": "joke"}),
    ("you're clever", "GptSmallTalk", {"topic": "compliment"}),
]

MUST_NOT_RECOGNISE = [
    "what is the capital of france",
    "tell me a story about a dragon",
    "my computer is slow",
    "the weather was awful on our holiday",
    "i have a cold",
    "is it hot in here",
    "my coat is in the car",
    "thank you for the music is a song",
    "how are you going to do that",
    "hello can you hear me",
    "what year was the eiffel tower built",
    "remind me what the plumber said",
    "who turned off the lights",
    "i forgot my keys",
    "tell me about the roman empire",
    "we need to talk",
    "can you play a game with me",
    "call me maybe is a song",
    "we are out of time",
    "",
]


@pytest.mark.parametrize(("text", "intent", "slots"), MUST_RECOGNISE, ids=[c[0] for c in MUST_RECOGNISE])
def test_recognises_with_slots(text: str, intent: str, slots: dict[str, object]) -> None:
    found = default_recognizer().recognize(normalize(spoken_symbols(text)))
    assert found is not None and found.intent == intent
    assert {k: found.slots.get(k) for k in slots} == slots


@pytest.mark.parametrize("text", MUST_NOT_RECOGNISE)
def test_does_not_recognise(text: str) -> None:
    assert default_recognizer().recognize(normalize(text)) is None


def test_candidates_come_in_priority_order_so_a_declined_reading_falls_through() -> None:
    readings = list(default_recognizer().candidates(normalize("what is 5 to the power of 2")))
    assert [r.intent for r in readings] == ["GptConvertUnit", "GptMath"]


def test_rules_come_first_and_are_named_like_home_assistant() -> None:
    assert explain("set a timer for 5 minutes", NOW)[0].intent == "HassStartTimer"
    assert explain("set a timer for 5 minutes", NOW)[0].slots["seconds"] == 300
    assert explain("what time is it", NOW)[0].intent == "HassGetCurrentTime"
    assert explain("turn on the kitchen light", NOW, lights=["kitchen"])[0].slots == {
        "domain": "light", "name": "kitchen"}
    assert explain("wake me up at 7:30 tomorrow", NOW)[0].slots == {"due": "2026-11-30T07:30+01:00"}
    assert explain("remember that I like jazz", NOW)[0].intent == "GptRemember"
    assert explain("what is the capital of france", NOW) == []


def test_recognition_is_a_value() -> None:
    assert Recognition("HassNevermind") == Recognition("HassNevermind", {})


def test_a_sentence_no_gate_lets_through_does_not_load_the_templates() -> None:
    """A model question ("why do cats purr") costs no template load: a cold `ask` reaches the model sooner."""
    from gpt_home.agent.recognizer import Recognizer

    recognizer = Recognizer()
    assert list(recognizer.candidates(normalize("why do cats purr"))) == []
    assert recognizer._groups is None
    assert [r.intent for r in recognizer.candidates(normalize("flip a coin"))] == ["GptFlipCoin"]
    assert recognizer._groups is not None
