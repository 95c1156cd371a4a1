"""The everyday requests of bench/requests_eval.py, with what a sensible reply looks like.

The clock is fixed at Tuesday 1 December 2026, 10:25 UTC (time zone UTC), so times and dates have one right answer.
Each category starts at that time and its turns are 2 s apart. Each case is (request, expectation): a regular expression a sensible reply matches (case-insensitive), or one of
the markers below. Categories run in order within one conversation, so later list and timer requests see the earlier
ones.
"""

from __future__ import annotations

import re

# Markers
CHAT = "<chat>"  # any real reply: not empty, not the fallback, not a refusal to have a model
# A refusal says what cannot be done ("I can't play music yet."); "I'm not sure about that" is no refusal.
REFUSAL = (r"\b(?:can't|cannot|can not|not able|unable|don't have|do not have|isn't set up|not set up|not "
           r"configured|no (?:\w+ )?(?:is )?configured)\b")
UNSURE = r"\bnot sure\b|\bdon't know\b"
UNSURE_OK = "|" + UNSURE  # appended where an honest "I'm not sure" is a sensible answer too
FACT = "<fact>"  # + pattern: a knowledge answer, judged by fact_stated (or honestly unsure)
FACT_MAX_WORDS = 20


def fact(pattern: str) -> str:
    """A knowledge answer: the fact stated plainly, or an honest "not sure"."""
    return FACT + pattern


def fact_stated(pattern: str, reply: str) -> bool:
    """The fact, in one sentence of at most FACT_MAX_WORDS words: the bundled model's longer replies go on to invent
    ("Portuguese … a Banteke dialect called Babu"), and a household hears all of it."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", reply.strip()) if s]
    return (re.search(pattern, reply, re.IGNORECASE) is not None and len(sentences) <= 1
            and len(reply.split()) <= FACT_MAX_WORDS)
# Weather with no location set: the pointer to the settings page (a general "can't" is not enough).
WEATHER_POINTER = r"weather location|settings page"
# Volume on a box with no sound mixer: the skill's own answer, not a sentence that merely contains "volume".
VOLUME = r"no sound mixer|\bvolume (?:up|down), now at \d|\bvolume is at \d|can't mute|only turn the volume"


def _spelled(word: str) -> str:
    return r"\W*".join(re.escape(letter) for letter in word)


def _clock(hour: int, minute: int) -> str:
    twelve = hour % 12 or 12
    suffix = "am" if hour < 12 else "pm"
    return rf"\b(?:{twelve}:{minute:02d}\s*{suffix}|{hour:02d}:{minute:02d}|{hour}:{minute:02d})\b"


def _at(hour: int, minute: int) -> str:
    """A clock time as a reply says it: 7:00 am, 07:00, 7 am, 7 a.m., 7 o'clock (the last forms only on the hour)."""
    twelve = hour % 12 or 12
    letter = "a" if hour < 12 else "p"
    spoken = rf"\b{twelve}:{minute:02d}\s*{letter}\.?m\b"
    whole = rf"|\b{twelve}\s*{letter}\.?m\b|\b{twelve} o'clock" if minute == 0 else ""
    return _clock(hour, minute) + "|" + spoken + whole


def _all(*patterns: str) -> str:
    """Every one of the patterns, anywhere in the reply."""
    return "(?s)^" + "".join(f"(?=.*(?:{p}))" for p in patterns)


def _added(*items: str) -> str:
    """An add that went through: every item named, no negation ("can't", "couldn't", "not")."""
    return r"(?s)^(?!.*\b(?:can't|cannot|couldn't|not|unable)\b)" + "".join(rf"(?=.*\b{i}\b)" for i in items)


_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen"]


def _between(low: int, high: int) -> str:
    """A whole number from low to high, in digits (or in words up to fifteen)."""
    digits = "|".join(str(n) for n in range(high, low - 1, -1))
    words = "|".join(_WORDS[n] for n in range(low, min(high, 15) + 1))
    return rf"\b(?:{digits})\b" + (rf"|\b(?:{words})\b" if words else "")


CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("what time is it", _clock(10, 25)),
        ("what's the time", _clock(10, 25)),
        ("tell me the time", _clock(10, 25)),
        ("do you know what time it is", _clock(10, 25)),
        ("time please", _clock(10, 25)),
        ("what is today's date", r"december 1\b|1(?:st)? (?:of )?december"),
        ("what's the date", r"december 1\b|1(?:st)? (?:of )?december"),
        ("what day is it", r"tuesday"),
        ("what day of the week is it", r"tuesday"),
        ("what month is it", r"december"),
        ("what year is it", r"2026"),
        ("what's today", r"tuesday|december 1\b"),
    ],
    "date_arithmetic": [
        ("what day is it tomorrow", r"wednesday"),
        ("what day was it yesterday", r"monday"),
        ("what's the date tomorrow", r"december 2\b|2(?:nd)? (?:of )?december|wednesday"),
        ("what's the date next friday", r"december (?:4|11)\b"),
        ("how many days until christmas", r"\b24\b|twenty[- ]four"),
        ("how many days until new year's day", r"\b31\b|thirty[- ]one"),
        ("what day of the week is christmas", r"friday"),
        ("what's the date in three days", r"december 4\b|friday"),
        ("what day will it be in a week", r"tuesday|december 8\b"),
        ("how many days until friday", r"\b3\b|three"),
        ("what date is it in two weeks", r"december 15\b"),
        ("what day is the 10th of december", r"thursday"),
    ],
    "world_time": [
        ("what time is it in tokyo", _clock(19, 25)),
        ("what time is it in new york", _clock(5, 25)),
        ("what's the time in london", _clock(10, 25)),
        ("what time is it in paris", _clock(11, 25)),
        ("what time is it in sydney", _clock(21, 25)),
        ("what time is it in los angeles", _clock(2, 25)),
        ("what's the time in berlin", _clock(11, 25)),
        ("what time is it in delhi", _clock(15, 55)),
        ("what time is it in dubai", _clock(14, 25)),
        ("what time is it in moscow", _clock(13, 25)),
        ("what time is it in beijing", _clock(18, 25)),
        ("what time is it in atlantis", r"don't know|not sure|can't find|unknown|no time zone"),
    ],
    "math": [
        ("what is 20 percent of 85", r"\b17\b"),
        ("what is 7 times 8", r"\b56\b"),
        ("what's 12 plus 30", r"\b42\b"),
        ("what is 100 divided by 4", r"\b25\b"),
        ("what is 15 minus 27", r"(?:-|minus |negative )12\b"),
        ("what is the square root of 144", r"\b12\b"),
        ("what is 3 to the power of 4", r"\b81\b"),
        ("what is 2.5 times 4", r"\b10\b"),
        ("what is 9 squared", r"\b81\b"),
        ("what is 10 divided by 0", r"divide by zero|can't divide|cannot divide|undefined|by zero"),
        ("what is 2 to the power of 10 million", r"too (?:big|large|long)|can't|cannot"),
        ("what's 15 percent of 200", r"\b30\b"),
        ("what is 1000 minus 1", r"\b999\b"),
    ],
    "units": [
        ("convert 5 miles to kilometres", r"\b8\.0[0-9]?\b|\b8\.05"),
        ("how many kilometres is 10 miles", r"\b16\.09?\b|\b16\.1\b"),
        ("convert 100 fahrenheit to celsius", r"\b37\.[78]"),
        ("how many grams are in a pound", r"\b45[34](?:\.\d+)?\b"),
        ("convert 2 kilograms to pounds", r"\b4\.4[0-9]?\b"),
        ("how many inches are in a foot", r"\b12\b"),
        ("how many millilitres are in a litre", r"\b1,?000\b"),
        ("convert 30 celsius to fahrenheit", r"\b86\b"),
        ("how many feet are in a mile", r"\b5,?280\b"),
        ("how many ounces are in a pound", r"\b16\b"),
        ("convert 3 feet to meters", r"\b0\.91[0-9]*\b"),
        ("convert 5 blorps to meters", r"don't know|unknown|can't convert|not a unit|no unit|can't"),
    ],
    "random": [
        ("flip a coin", r"heads|tails"),
        ("toss a coin", r"heads|tails"),
        ("heads or tails", r"heads|tails"),
        ("roll a die", r"\b[1-6]\b|\b(?:one|two|three|four|five|six)\b"),
        ("roll a dice", r"\b[1-6]\b|\b(?:one|two|three|four|five|six)\b"),
        ("pick a random number between 1 and 10", r"\b(?:[1-9]|10)\b"),
        ("give me a random number from 1 to 100", r"\b(?:[1-9][0-9]?|100)\b"),
        ("pick a number between 1 and 6", r"\b[1-6]\b"),
        ("choose a random number between 50 and 60", r"\b(?:5[0-9]|60)\b"),
        ("roll a 20 sided die", r"\b(?:[1-9]|1[0-9]|20)\b"),
        ("give me a random number", r"\b\d+\b"),
        ("roll two dice", r"\b\d+\b"),
    ],
    "spelling": [
        ("how do you spell necessary", _spelled("necessary")),
        ("spell cat", _spelled("cat")),
        ("spell the word beautiful", _spelled("beautiful")),
        ("how do you spell rhythm", _spelled("rhythm")),
        ("spell wednesday", _spelled("wednesday")),
        ("how is restaurant spelled", _spelled("restaurant")),
        ("spell apple", _spelled("apple")),
        ("can you spell friend", _spelled("friend")),
        ("spell definitely", _spelled("definitely")),
        ("how do you spell separate", _spelled("separate")),
        ("spell banana", _spelled("banana")),
        ("how do you spell giraffe", _spelled("giraffe")),
    ],
    "timers": [
        ("set a timer for 10 minutes", r"10 minutes|ten minutes"),
        ("set a 5 minute timer", r"5 minutes|five minutes"),
        ("set a timer for one hour", r"1 hour|one hour"),
        ("set a timer", r"how long"),
        ("start a timer for 30 seconds", r"30 seconds|thirty seconds"),
        ("how much time is left on my timer", r"left|remaining"),  # timers were set: "you have none" is wrong
        ("set a pizza timer for 12 minutes", r"12 minutes|twelve minutes"),
        ("add 5 minutes to pizza timer", r"added|17 minutes|5 minutes"),
        ("pizza timer status", r"pizza.*(?:left|remaining|minutes)|(?:left|remaining).*pizza"),
        ("set a timer for 2 minutes and 30 seconds", r"2 minutes and 30 seconds|2:30|two and a half"),
        ("set a timer for 90 minutes", r"1 hour and 30 minutes|90 minutes|an hour and a half"),
        ("cancel my timers", r"cancelled|stopped|which"),
    ],
    "alarms": [
        ("set an alarm for 7 am", r"\b7(?::00)?\s*am\b"),
        ("wake me up at 6:30", r"\b6:30\b"),
        ("set an alarm", r"what time|for when"),
        ("set an alarm for 7:15 tomorrow", r"\b7:15\b"),
        ("set an alarm for noon", r"\b12(?::00)?\s*pm\b|noon"),
        ("set an alarm for 9 pm", r"\b9(?::00)?\s*pm\b"),
        ("set an alarm for half past seven", r"\b7:30\b"),
        ("set an alarm for friday at 8 am", r"\b8(?::00)?\s*am\b"),
        ("wake me up in 8 hours", r"6:25\s*pm|8 hours|eight hours"),
        ("what alarms do I have", r"you have (?:one|\d+) alarms?"),
        ("cancel my alarm", r"cancelled|which"),
        ("delete all alarms", r"cancelled|removed|deleted"),
    ],
    "reminders": [
        ("remind me to call mom at 5 pm", r"call (?:your )?mom"),
        ("remind me in 10 minutes to check the oven", r"check the oven"),
        ("remind me", r"what should i remind you|remind you (?:about|of) what|what about"),
        ("remind me to take out the trash tomorrow at 8 am", r"take out the trash"),
        ("remind me at 6 pm to water the plants", r"water the plants"),
        ("remind me to buy milk in an hour", r"buy milk"),
        ("set a reminder for 3 pm to pick up the kids", r"pick up the kids"),
        ("remind me to stretch in 20 minutes", r"stretch"),
        ("remind me tomorrow to pay the bills", r"pay the bills|what time"),
        ("remind me about the dentist at 9 am on friday", r"dentist"),
        ("what reminders do I have", r"you have (?:one|\d+) reminders?"),
        ("cancel my reminders", r"cancelled|which"),
    ],
    "lists": [
        ("add eggs and bread to my shopping list", r"added eggs and bread to your shopping list"),
        ("put apples on the list", r"added apples"),
        ("what's on my shopping list", r"eggs, bread and apples"),
        ("take eggs off the list", r"removed eggs"),
        ("what is on my shopping list", r"bread and apples"),
        ("add milk to the shopping list", r"added milk"),
        ("add milk to my shopping list", r"already"),
        ("remove bananas from my shopping list", r"(?:isn't|aren't) on"),
        ("add call the plumber to my to-do list", r"call the plumber.*to-do|to-do.*call the plumber"),
        ("what's on my to-do list", r"call the plumber"),
        ("add to the shopping list", r"what should i add"),
        ("oranges", r"added oranges"),  # the answer completes the asked-back command
        ("clear the shopping list", r"cleared"),
        ("what's on my shopping list", r"empty"),
    ],
    "lights": [
        ("turn on the kitchen light", r"kitchen"),
        ("turn off the kitchen light", r"kitchen.*off|off.*kitchen"),
        ("switch on the living room lights", r"living room"),
        ("dim the kitchen light to 50 percent", r"\b50\b|fifty"),
        ("turn off all the lights", r"\boff\b"),
        ("turn on the lights", r"\bon\b"),
        ("turn on the garage light", r"don't have|no light|can't find|isn't|no .*garage|which"),
        ("turn the kitchen light off", r"\boff\b"),
        ("set the living room light to 30 percent", r"\b30\b|thirty"),
        ("lights off", r"\boff\b"),
        ("brighten the kitchen light", r"kitchen light is (?:at|on)\b|kitchen light is already|brighter"),
        ("turn on the living room light", r"living room"),
    ],
    "weather": [
        ("what's the weather", WEATHER_POINTER),
        ("will it rain today", WEATHER_POINTER),
        ("what's the weather tomorrow", WEATHER_POINTER),
        ("how hot is it outside", WEATHER_POINTER),
        ("what's the temperature outside", WEATHER_POINTER),
        ("is it going to snow", WEATHER_POINTER),
        ("do I need an umbrella today", WEATHER_POINTER),
        ("weather forecast", WEATHER_POINTER),
        ("how's the weather in paris", WEATHER_POINTER),
        ("is it cold outside", WEATHER_POINTER),
        ("what's the weather like this weekend", WEATHER_POINTER),
        ("is it windy today", WEATHER_POINTER),
    ],
    "volume": [
        ("turn up the volume", VOLUME),
        ("turn the volume down", VOLUME),
        ("set the volume to 50 percent", VOLUME),
        ("mute", VOLUME),
        ("unmute", VOLUME),
        ("volume up", VOLUME),
        ("louder please", VOLUME),
        ("be quieter", VOLUME),
        ("set volume to 3", VOLUME),
        ("what's the volume", VOLUME),
        ("maximum volume", VOLUME),
        ("volume 20 percent", VOLUME),
    ],
    "unsupported": [
        ("play some music", REFUSAL),
        ("play jazz on spotify", REFUSAL),
        ("call mom", REFUSAL),
        ("send a text to dad", REFUSAL),
        ("order more paper towels", REFUSAL),
        ("what's on my calendar today", REFUSAL),
        ("add a meeting to my calendar tomorrow at 3", REFUSAL),
        ("read my emails", REFUSAL),
        ("buy a pizza", REFUSAL),
        ("turn on the tv", REFUSAL),
        ("lock the front door", REFUSAL),
        ("book a taxi to the station", REFUSAL),
        ("set the thermostat to 20 degrees", REFUSAL),
    ],
    "chit_chat": [  # a short true reply: no invented life, name or job (the assistant is a program)
        ("hello", r"\b(?:hello|hi|hey)\b"),
        ("good morning", r"good morning|\bhello\b|\bhi\b"),
        ("how are you", r"\b(?:good|well|fine|great|ok|okay|thanks)\b"),
        ("thank you", r"welcome|pleasure|no problem|any ?time|glad"),
        ("tell me a joke", r"\?\s+\S.*[.!]$"),
        ("who are you", r"\bassistant\b|\bprogram\b"),
        ("what can you do", r"timer|time|weather|light"),
        ("I'm bored", r"joke|game|timer|coin|walk|read|how about|why not|you could"),
        ("good night", r"good night|sleep|night"),
        ("you're funny", r"thank|glad|kind"),
        ("what's your name", r"\bGPT Home\b|\bassistant\b"),
        ("nice to meet you", r"nice to meet you|pleasure|likewise"),
    ],
    "general_knowledge": [
        ("what is the capital of france", fact(r"paris")),
        ("who wrote romeo and juliet", fact(r"shakespeare")),
        ("what is the largest planet", fact(r"jupiter")),
        ("how many legs does a spider have", fact(r"\beight\b|\b8\b")),
        ("at what temperature does water boil", fact(r"\b100\b|212")),
        ("what colour is the sky", fact(r"blue")),
        ("who painted the mona lisa", fact(r"leonardo|da vinci")),
        ("what is h2o", fact(r"water")),
        ("what is the tallest mountain in the world", fact(r"everest")),
        ("what language do they speak in brazil", fact(r"portuguese")),
        ("what is the largest ocean", fact(r"pacific")),
        ("how many continents are there", fact(r"\bseven\b|\b7\b")),
    ],
}


def total() -> int:
    """How many requests there are."""
    return sum(len(cases) for cases in CASES.values())
