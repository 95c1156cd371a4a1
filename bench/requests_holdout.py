"""A held-out set for bench/requests_eval.py (``--set holdout``): everyday requests phrased differently from
bench/requests_cases.py, written before the fixes of this round and never tuned on.

Same clock (Tuesday 1 December 2026, 10:25 UTC), same lights (kitchen, living room), no weather location, same
markers and judging as the main set. Categories run in order within one conversation, so later list and timer
requests see the earlier ones.
"""

from __future__ import annotations

from requests_cases import REFUSAL, VOLUME, WEATHER_POINTER, _clock, _spelled, fact

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("what time is it right now", _clock(10, 25)),
        ("have you got the time", _clock(10, 25)),
        ("what's the date today", r"december 1\b|1(?:st)? (?:of )?december"),
        ("what month are we in", r"december"),
        ("which year is it", r"2026"),
        ("what day is today", r"tuesday"),
    ],
    "date_arithmetic": [
        ("what's tomorrow's date", r"december 2\b|wednesday"),
        ("what was the date yesterday", r"november 30\b|monday"),
        ("how many days is it until christmas eve", r"\b23\b|twenty[- ]three"),
        ("what day of the week is new year's eve", r"thursday"),
        ("how many days until saturday", r"\b4\b|four"),
        ("what's the date a week from today", r"december 8\b"),
    ],
    "world_time": [
        ("what time is it in chicago", _clock(4, 25)),
        ("what's the time in rome right now", _clock(11, 25)),
        ("what's the current time in singapore", _clock(18, 25)),
        ("time in toronto", _clock(5, 25)),
        ("what time is it in hong kong", _clock(18, 25)),
    ],
    "math": [
        ("what's 6 times 7", r"\b42\b"),
        ("what is 25 percent of 60", r"\b15\b"),
        ("how much is 48 divided by 6", r"\b8\b"),
        ("what's 250 plus 175", r"\b425\b"),
        ("what's the square root of 81", r"\b9\b"),
        ("what is 5 cubed", r"\b125\b"),
    ],
    "units": [
        ("how many centimetres are in an inch", r"\b2\.54\b"),
        ("convert 10 kilometres to miles", r"\b6\.2[0-9]?\b"),
        ("what's 350 fahrenheit in celsius", r"\b176\.[67]|\b177\b"),
        ("how many pounds is 5 kilograms", r"\b11\.0[0-9]?\b|\b11\b"),
        ("convert 2 litres to millilitres", r"\b2,?000\b"),
        ("how many metres in a kilometre", r"\b1,?000\b"),
    ],
    "random": [
        ("flip a coin for me", r"heads|tails"),
        ("can you roll a dice", r"\b[1-6]\b|\b(?:one|two|three|four|five|six)\b"),
        ("pick a number from 1 to 20", r"\b(?:[1-9]|1[0-9]|20)\b"),
        ("throw a die", r"\b[1-6]\b|\b(?:one|two|three|four|five|six)\b"),
        ("choose a number between 1 and 3", r"\b[1-3]\b"),
    ],
    "spelling": [
        ("how do you spell receive", _spelled("receive")),
        ("spell the word february", _spelled("february")),
        ("what's the spelling of occasion", _spelled("occasion")),
        ("how do I spell accommodate", _spelled("accommodate")),
        ("could you spell tomorrow", _spelled("tomorrow")),
    ],
    "timers": [
        ("set a timer for 15 minutes", r"15 minutes|fifteen minutes"),
        ("start a 3 minute timer", r"3 minutes|three minutes"),
        ("set an egg timer for 8 minutes", r"8 minutes|eight minutes"),
        ("how long is left on the egg timer", r"egg.*(?:left|remaining|minutes)|(?:left|remaining).*egg"),
        ("timer for 20 minutes", r"20 minutes|twenty minutes"),
        ("stop all the timers", r"cancelled|stopped|which"),
    ],
    "alarms": [
        ("wake me up at 7 tomorrow", r"\b7(?::00)?\s*am\b"),
        ("set an alarm for 6 in the morning", r"\b6(?::00)?\s*am\b"),
        ("set my alarm for quarter to eight", r"\b7:45\b"),
        ("do I have any alarms set", r"you have (?:one|\d+) alarms?"),
        ("delete my alarms", r"cancelled|removed|deleted|which"),
    ],
    "reminders": [
        ("remind me to feed the cat at 6 pm", r"feed the cat"),
        ("remind me in half an hour to take the washing out", r"take the washing out"),
        ("remind me to ring grandma tomorrow", r"ring grandma|what time"),
        ("can you remind me to book the car in at 2 pm", r"book the car in"),
        ("do I have any reminders", r"you have (?:one|\d+) reminders?"),
    ],
    "lists": [
        ("put milk and cheese on my shopping list", r"added milk and cheese"),
        ("add batteries to the shopping list", r"added batteries"),
        ("read me my shopping list", r"milk, cheese and batteries"),
        ("cross cheese off my shopping list", r"removed cheese"),
        ("add fix the fence to my to do list", r"fix the fence"),
        ("what's on the to do list", r"fix the fence"),
    ],
    "lights": [
        ("switch off the living room light", r"living room.*off|off.*living room"),
        ("turn the kitchen lights on", r"kitchen.*on\b|\bon\b.*kitchen"),
        ("dim the living room lights", r"living room"),
        ("put the kitchen light on 20 percent", r"\b20\b|twenty"),
        ("make the kitchen light brighter", r"kitchen"),
        ("turn on the bedroom light", r"don't have|no light|can't find|isn't|no .*bedroom|which"),
    ],
    "weather": [
        ("is it going to rain tomorrow", WEATHER_POINTER),
        ("should I take a coat", WEATHER_POINTER),
        ("what's the forecast for today", WEATHER_POINTER),
        ("how warm is it today", WEATHER_POINTER),
        ("is it sunny outside", WEATHER_POINTER),
        ("will it be cold tonight", WEATHER_POINTER),
    ],
    "volume": [
        ("can you turn it down a bit", VOLUME),
        ("make it louder", VOLUME),
        ("you're too loud", VOLUME),
        ("volume down please", VOLUME),
        ("turn the sound up", VOLUME),
    ],
    "unsupported": [
        ("play the radio", REFUSAL),
        ("phone my sister", REFUSAL),
        ("what meetings do I have tomorrow", REFUSAL),
        ("turn on the washing machine", REFUSAL),
        ("send an email to my boss", REFUSAL),
        ("open the garage door", REFUSAL),
    ],
    "chit_chat": [
        ("hi there", r"\b(?:hi|hello|hey|good (?:morning|day))\b"),
        ("thanks a lot", r"welcome|pleasure|no problem|any ?time|glad"),
        ("how's it going", r"\b(?:good|well|fine|great|ok|okay|thanks)\b"),
        ("good evening", r"\b(?:good evening|hello|hi|hey|evening)\b"),
        ("are you a robot", r"\bassistant\b|\bai\b|\bprogram\b|\bcomputer\b|\bvoice\b|\brobot\b"),
        ("tell me something funny", r"\w+.*[.!?]"),
    ],
    "general_knowledge": [
        ("what is the capital of italy", fact(r"rome")),
        ("who was the first person to walk on the moon", fact(r"armstrong")),
        ("what's the biggest animal in the world", fact(r"blue whale")),
        ("how many sides does a hexagon have", fact(r"\bsix\b|\b6\b")),
        ("what gas do plants breathe in", fact(r"carbon dioxide|co2")),
        ("who invented the telephone", fact(r"bell")),
    ],
}

