"""A third held-out set for bench/requests_eval.py (``--set holdout3``): everyday requests written by the integrator
without reading the recognizer's templates or rules, after the second requests round was finished and before it was
merged. It is the honest figure for phrasings nobody tuned on; never tune on it (write a fourth set instead).

Same clock (Tuesday 1 December 2026, 10:25 UTC), same lights (kitchen, living room), no weather location, no sound
mixer, same markers and judging as the main set. Categories run in order within one conversation.
"""

from __future__ import annotations

from requests_cases import REFUSAL, VOLUME, WEATHER_POINTER, _clock, _spelled, fact

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("what's the time", _clock(10, 25)),
        ("do you know what time it is", _clock(10, 25)),
        ("which day of the week is it", r"tuesday"),
        ("what's today", r"tuesday|december 1\b|1(?:st)? (?:of )?december"),
    ],
    "date_arithmetic": [
        ("what day will it be in three days", r"friday|december 4\b"),
        ("what's the date a week from today", r"december 8\b"),
        ("how many days until new year's day", r"\b31\b|thirty[- ]one"),
        ("what day of the week was yesterday", r"monday"),
    ],
    "world_time": [
        ("what's the time in tokyo right now", _clock(19, 25)),
        ("tell me the time in new york", _clock(5, 25)),
        ("what time is it in paris at the moment", _clock(11, 25)),
        ("is it morning in sydney", r"9:25\s*pm|21:25|evening|night|\bno\b"),
    ],
    "math": [
        ("what's 144 divided by 12", r"\b12\b"),
        ("what is seven times eight", r"\b56\b"),
        ("what's 250 minus 75", r"\b175\b"),
        ("what's the square root of 81", r"\b9\b"),
        ("what is 10 percent of 350", r"\b35\b"),
    ],
    "units": [
        ("how many grams in a pound", r"\b453\.[0-9]+|\b454\b"),
        ("what's 10 kilometres in miles", r"\b6\.2[0-9]*\b"),
        ("convert 350 fahrenheit to celsius", r"\b176\.[0-9]+|\b177\b"),
        ("how many millilitres in a cup", r"\b236\.[0-9]+|\b237\b|\b240\b|\b250\b"),
    ],
    "random": [
        ("toss a coin for me", r"heads|tails"),
        ("roll a dice", r"\b[1-6]\b|\b(?:one|two|three|four|five|six)\b"),
        ("choose a number from one to ten", r"\b(?:[1-9]|10)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b"),
    ],
    "spelling": [
        ("spell necessary", _spelled("necessary")),
        ("how is rhythm spelled", _spelled("rhythm")),
        ("could you spell accommodate", _spelled("accommodate")),
    ],
    "timers": [
        ("start a timer for 12 minutes", r"12 minutes|twelve minutes"),
        ("timer for 30 seconds", r"30 seconds|thirty seconds"),
        ("set a timer for the eggs for six minutes", r"6 minutes|six minutes"),
        ("how long is left on the egg timer", r"eggs?.*(?:left|remaining|minutes)|(?:left|remaining).*eggs?"),
        ("stop the egg timer", r"cancelled|stopped"),
    ],
    "alarms": [
        ("wake me up at 7 tomorrow morning", r"\b7(?::00)?\s*am\b"),
        ("set my alarm for quarter past six", r"\b6:15\b"),
        ("do I have an alarm set", r"you have (?:one|\d+) alarms?|6:15|7(?::00)?\s*am"),
    ],
    "reminders": [
        ("remind me at 5 pm to take my pills", r"take (?:my|your) pills"),
        ("remind me in an hour to check the washing", r"check the washing"),
        ("can you remind me tonight at 8 to lock the back door", r"lock the back door"),
        ("what have you got to remind me about", r"pills|washing|back door|you have (?:one|\d+) reminders?"),
    ],
    "lists": [
        ("we need more milk, add it to the shopping list", r"added milk"),
        ("stick bananas on the shopping list", r"added bananas"),
        ("read me the shopping list", r"milk.*bananas|bananas.*milk"),
        ("take bananas off the shopping list", r"removed bananas"),
        ("add book the dentist to my to do list", r"book the dentist"),
    ],
    "lights": [
        ("switch on the living room lights", r"living room.*\bon\b|\bon\b.*living room"),
        ("dim the living room lights to 30 percent", r"\b30\b|thirty"),
        ("lights off in the kitchen please", r"kitchen.*off|off.*kitchen"),
        ("turn the garage light on", r"don't have|no light|can't find|isn't|garage|which"),
    ],
    "weather": [
        ("what's the weather like today", WEATHER_POINTER),
        ("will it snow this week", WEATHER_POINTER),
        ("what's the temperature outside", WEATHER_POINTER),
        ("should I bring a coat", WEATHER_POINTER),
    ],
    "volume": [
        ("volume down", VOLUME),
        ("make it quieter please", VOLUME),
        ("turn yourself up", VOLUME),
        ("how loud are you set", VOLUME),
    ],
    "unsupported": [
        ("play some jazz", REFUSAL),
        ("ring my mum", REFUSAL),
        ("buy more dog food on amazon", REFUSAL),
        ("what's on my calendar today", REFUSAL),
        ("lock the front door", REFUSAL + r"|\bdon't have\b|\bno (?:lock|door)"),
    ],
    "chit_chat": [
        ("hi there", r"\b(?:hi|hello|hey)\b"),
        ("thanks a lot", r"welcome|pleasure|no problem|any ?time|glad"),
        ("good morning", r"\b(?:good morning|morning|hello|hi|hey)\b"),
        ("what's your name", r"\bgpt home\b|\bassistant\b|\bname\b"),
    ],
    "general_knowledge": [
        ("what is the capital of germany", fact(r"berlin")),
        ("who wrote romeo and juliet", fact(r"shakespeare")),
        ("how many continents are there", fact(r"\bseven\b|\b7\b")),
        ("what is the largest ocean", fact(r"pacific")),
    ],
}
