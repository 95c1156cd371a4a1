"""A second held-out set for bench/requests_eval.py (``--set holdout2``): everyday requests written blind, before any
recognition change of the second requests round, and phrased the many ways people in a home speak: indirect, with
filler words ("could you…", "I need…"), room names, pronouns. None is copied from bench/requests_cases.py or
bench/requests_holdout.py.

Same clock (Tuesday 1 December 2026, 10:25 UTC), same lights (kitchen, living room), no weather location, no sound
mixer, same markers and judging as the main set. Categories run in order within one conversation, so later list,
timer and light requests see the earlier ones. Never tuned on: an expectation changes only when it is plainly wrong
(say which, and why, in the commit).
"""

from __future__ import annotations

from requests_cases import REFUSAL, VOLUME, WEATHER_POINTER, _clock, _spelled, fact

NO_SUCH_LIGHT = r"don't have|no light|can't find|isn't|no .*bathroom|which"

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("sorry, what time is it", _clock(10, 25)),
        ("could you tell me what time it is", _clock(10, 25)),
        ("is it tuesday today", r"\byes\b|tuesday"),
        ("what date is it", r"december 1\b|1(?:st)? (?:of )?december"),
        ("I need to know today's date", r"december 1\b|1(?:st)? (?:of )?december"),
        ("how late is it", _clock(10, 25)),
    ],
    "date_arithmetic": [
        ("what's the date the day after tomorrow", r"december 3\b|thursday"),
        ("what was the date last friday", r"november 27\b"),
        ("how many days left until christmas", r"\b24\b|twenty[- ]four"),
        ("what day does christmas fall on this year", r"friday"),
        ("what date is next monday", r"december 7\b"),
        ("what day is the 25th", r"friday"),
    ],
    "world_time": [
        ("what time is it in madrid", _clock(11, 25)),
        ("could you tell me the time in cairo", _clock(12, 25)),
        ("what's the time over in seattle", _clock(2, 25)),
        ("what time is it right now in auckland", _clock(23, 25)),
        ("what time is it in mexico city", _clock(4, 25)),
        ("current time in bangkok please", _clock(17, 25)),
    ],
    "math": [
        ("how much is 18 times 4", r"\b72\b"),
        ("what do you get if you add 12 and 13", r"\b25\b"),
        ("what's half of 90", r"\b45\b"),
        ("take 7 away from 20", r"\b13\b"),
        ("could you work out 15 percent of 80 for me", r"\b12\b"),
        ("what's a third of 60", r"\b20\b"),
    ],
    "units": [
        ("what's 6 feet in centimetres", r"\b182\.9|\b183\b|\b182\.88"),
        ("how many ounces is 100 grams", r"\b3\.5[0-9]?\b"),
        ("convert 20 degrees celsius to fahrenheit", r"\b68\b"),
        ("how much is a gallon in litres", r"\b3\.7[89]|\b4\.5[45]"),
        ("how many kilometres is 26 miles", r"\b41\.8[0-9]?\b|\b42\b"),
        ("how many seconds are in an hour", r"\b3,?600\b"),
    ],
    "random": [
        ("can you flip a coin", r"heads|tails"),
        ("give me a number between 1 and 50", r"\b(?:[1-9]|[1-4][0-9]|50)\b"),
        ("roll a six sided die", r"\b[1-6]\b|\b(?:one|two|three|four|five|six)\b"),
        ("let's do heads or tails", r"heads|tails"),
        ("pick a random number between ten and twenty", r"\b(?:1[0-9]|20)\b"),
    ],
    "spelling": [
        ("how do you spell conscience", _spelled("conscience")),
        ("can you spell out the word mischievous for me", _spelled("mischievous")),
        ("spell embarrass please", _spelled("embarrass")),
        ("what's the correct spelling of liaison", _spelled("liaison")),
        ("I need to know how to spell pharaoh", _spelled("pharaoh")),
    ],
    "timers": [
        ("can you set a timer for 25 minutes", r"25 minutes|twenty[- ]five minutes"),
        ("put a timer on for 4 minutes", r"4 minutes|four minutes"),
        ("I need a timer for an hour and a half", r"1 hour and 30 minutes|90 minutes|an hour and a half"),
        ("set a 10 minute timer for the pasta", r"10 minutes|ten minutes"),
        ("how much longer on the pasta timer", r"pasta.*(?:left|remaining|minutes)|(?:left|remaining).*pasta"),
        ("cancel the pasta timer", r"cancelled|stopped"),
    ],
    "alarms": [
        ("can you wake me at half six tomorrow", r"\b6:30\b"),
        ("I need an alarm for 5:45 am", r"\b5:45\b"),
        ("set an alarm for eight o'clock", r"\b8(?::00)?\s*am\b"),
        ("set an alarm for 10 tonight", r"\b10(?::00)?\s*pm\b"),
        ("what alarms are set", r"you have (?:one|\d+) alarms?"),
        ("turn off all my alarms", r"cancelled|removed|deleted|which"),
    ],
    "reminders": [
        ("remind me to put the bins out at 7 pm", r"put the bins out"),
        ("could you remind me in 20 minutes to turn the oven off", r"turn the oven off"),
        ("don't let me forget to call the vet at 4 pm", r"call the vet"),
        ("set a reminder to water the garden tomorrow at 9 am", r"water the garden"),
        ("I need a reminder at 3 pm to collect the parcel", r"collect the parcel"),
        ("what are my reminders", r"you have (?:one|\d+) reminders?"),
    ],
    "lists": [
        ("could you add toilet paper to the shopping list", r"added toilet paper"),
        ("add coffee to my list", r"added coffee"),
        ("what do I need to buy", r"toilet paper and coffee"),
        ("remove coffee from the list", r"removed coffee"),
        ("put wash the car on my to-do list", r"wash the car"),
        ("is there anything on my to-do list", r"wash the car"),
        ("empty the shopping list", r"cleared|empty"),
    ],
    "lights": [
        ("can you turn the kitchen light on please", r"kitchen.*\bon\b|\bon\b.*kitchen"),
        ("shut off the kitchen light", r"kitchen.*off|off.*kitchen"),
        ("set the living room lights to half brightness", r"\b50\b|fifty|half"),
        ("make the living room a bit dimmer", r"living room"),
        ("it's too dark in the kitchen", r"kitchen"),
        ("turn on the lights in the bathroom", NO_SUCH_LIGHT),
    ],
    "weather": [
        ("what's it like outside", WEATHER_POINTER),
        ("do I need a jacket today", WEATHER_POINTER),
        ("what's the weather going to be like on friday", WEATHER_POINTER),
        ("is it going to be a nice day", WEATHER_POINTER),
        ("what's the high today", WEATHER_POINTER),
        ("any rain on the way", WEATHER_POINTER),
    ],
    "volume": [
        ("could you speak up a bit", VOLUME),
        ("turn the volume up a little", VOLUME),
        ("it's too quiet, turn it up", VOLUME),
        ("lower your voice", VOLUME),
        ("set the volume to 7", VOLUME),
        ("what volume are you on", VOLUME),
    ],
    "unsupported": [
        ("put on some classical music", REFUSAL),
        ("can you text my wife that I'm running late", REFUSAL),
        ("order a takeaway", REFUSAL),
        ("do I have any appointments this week", REFUSAL),
        ("turn the heating up", REFUSAL),
        ("call an uber", REFUSAL),
        ("play the latest episode of my podcast", REFUSAL),
    ],
    "chit_chat": [
        ("hey", r"\b(?:hi|hello|hey)\b"),
        ("cheers", r"welcome|pleasure|no problem|any ?time|glad"),
        ("what are you", r"\bassistant\b|\bai\b|\bprogram\b|\bcomputer\b|\bvoice\b"),
        ("good afternoon", r"\b(?:good afternoon|hello|hi|hey|afternoon)\b"),
        ("you're really helpful", r"thank|glad|kind"),
        ("how are you doing today", r"\b(?:good|well|fine|great|ok|okay|thanks)\b"),
    ],
    "general_knowledge": [
        ("what's the capital of spain", fact(r"madrid")),
        ("who wrote pride and prejudice", fact(r"austen")),
        ("how many days are in a leap year", fact(r"\b366\b")),
        ("which planet is closest to the sun", fact(r"mercury")),
        ("who painted the ceiling of the sistine chapel", fact(r"michelangelo")),
        ("what's the freezing point of water", fact(r"\b0\b|\bzero\b|\b32\b")),
    ],
}
