"""A fourth held-out set for bench/requests_eval.py (``--set holdout4``): everyday requests written on Tuesday
1 December 2026 (machine time, 11:35-12:00 UTC) by the engineer "blindset" for issue 15, without reading the
recognizer's templates, rules or skills (gpt_home/), the tests, or the failure lists of earlier runs; only the harness,
the main set's format and markers, and the earlier held-out request texts (to avoid repeating them) were read. Written
the way households talk to a kitchen speaker: indirect, polite, chatty, British and American wording, numbers as words
and digits, several steps in one conversation (asking back then the answer, list add then read back, timer set then
asked about), and bad input (huge arithmetic, division by zero, unknown units and cities, a 1,460-character list item).
It is the honest figure for phrasings nobody tuned on; never tune on it (write a fifth set instead).

Same clock (Tuesday 1 December 2026, 10:25 UTC), same lights (kitchen, living room), no weather location, no sound
mixer, same markers and judging as the main set. Categories run in order within one conversation; the fresh mode runs
after it on the same household, so the list, timer and alarm categories start by clearing what is there. Date and
time answers were checked with zoneinfo/datetime.
"""

from __future__ import annotations

from requests_cases import REFUSAL, VOLUME, WEATHER_POINTER, _at, _clock, _spelled, fact

TODAY = r"december (?:1|first)\b|\b(?:1(?:st)?|first) (?:of )?december"
NEVER_MIND = r"\b(?:ok|okay|alright|all right|sure|no problem|no worries|fine|cancel\w*|forget it|never ?mind)\b"
UNKNOWN_UNIT = r"don't know|not sure|unknown|can't|cannot|not a unit|no unit|don't recogni[sz]e"
ANY_TIME = r"\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|\b\d{1,2}:\d{2}\b"
# 1,460 characters: the first version had 5,230, but Assistant.ask raises InvalidInputError for an utterance over 2,000
# characters (found on the first run: it crashed the harness), so that length never reaches the list skill.
LONG_ITEM = "add " + "extra strong " * 110 + "mints to the shopping list"

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("um, what time is it now", _clock(10, 25)),
        ("what's the time, love", _clock(10, 25)),
        ("time check please", _clock(10, 25)),
        ("is it past ten yet", r"\byes\b|past ten|" + _clock(10, 25)),  # corrected after the blind run
        ("what's the date today, please", TODAY),
        ("what day are we on", r"tuesday"),
        ("remind me what day it is", r"tuesday"),
        ("what's the year", r"2026"),
        ("what month is this", r"december"),
        ("is today wednesday", r"\bno\b|tuesday"),
        ("quick question, what's the date", TODAY),
        ("what time have you got", _clock(10, 25)),
    ],
    "date_arithmetic": [
        ("what day is it the day after tomorrow", r"thursday"),
        ("how many days until boxing day", r"\b25\b|twenty[- ]five"),
        ("how many days is it till the end of the year", r"\b3[01]\b|thirty(?:[- ]one)?\b"),
        ("what day of the week is new year's day", r"friday"),
        ("what was the date a week ago", r"november 24\b|\b24(?:th)? (?:of )?november"),
        ("how many days until halloween", r"\b334\b"),
        ("what day will the 20th be", r"sunday"),
        ("what's the date this coming saturday", r"december 5\b|\b5(?:th)? (?:of )?december"),
        ("how many weeks until christmas", r"\b3\b|three|\b24 days|twenty[- ]four days|\b3\.4"),
        ("what's the date in ten days", r"december 11\b|\b11(?:th)? (?:of )?december"),
        ("what day of the week was the 1st of november", r"sunday"),
        ("how many days until valentine's day", r"\b75\b|seventy[- ]five"),
        ("what day of the week is the 3rd of march next year", r"wednesday"),
        ("how many days until the weekend", r"\b4\b|four|saturday"),
    ],
    "world_time": [
        ("what time is it over in honolulu", _clock(0, 25)),
        ("what's the time in denver", _clock(3, 25)),
        ("what time is it in mumbai right now", _clock(15, 55)),
        ("what's the time in kathmandu", _clock(16, 10)),
        ("what time is it in wellington", _clock(23, 25)),  # NZ daylight time, UTC+13
        ("what time is it in johannesburg please", _clock(12, 25)),
        ("what's the time in istanbul", _clock(13, 25)),
        ("what time is it in rio de janeiro", _clock(7, 25)),  # Brazil has kept no DST since 2019
        ("what time is it in vancouver", _clock(2, 25)),
        ("what's the time in dublin", _clock(10, 25)),
        ("what time is it in seoul", _clock(19, 25)),
        ("what time is it in melbourne", _clock(21, 25)),  # AEDT, UTC+11
        ("what time is it in adelaide", _clock(20, 55)),  # ACDT, UTC+10:30
        ("what time is it in narnia", r"don't know|not sure|can't find|unknown|no time zone|don't have"),
    ],
    "math": [
        ("what's seventeen plus twenty five", r"\b42\b|forty[- ]two"),
        ("how much is 3 times 15", r"\b45\b|forty[- ]five"),
        ("what's twelve and a half percent of 80", r"\b10\b|\bten\b"),
        ("divide 63 by 7", r"\b9\b|\bnine\b"),
        ("what's 1,234 plus 766", r"\b2,?000\b|two thousand"),
        ("what's 2 to the power of 8", r"\b256\b"),
        ("what's 99 squared", r"\b9,?801\b"),
        ("what's 12 divided by zero", r"divide by zero|can't divide|cannot divide|undefined|by zero"),
        ("work out 10 to the power of 1000000", r"too (?:big|large|long)|can't|cannot"),
        ("what's a quarter of 200", r"\b50\b|fifty"),
        ("what's 3.5 plus 2.25", r"\b5\.75\b"),
        ("take 15 from 100", r"\b85\b|eighty[- ]five"),
        ("what's 7 percent of 250", r"\b17\.5\b"),
        ("what's a million times a million", r"\b1,?000,?000,?000,?000\b|trillion|10\^?12\b|1e\+?12\b"),
        ("what's 0.1 plus 0.2", r"(?<![\d.])0?\.3\b(?!\d)"),
        ("what is 9 factorial", r"\b362,?880\b"),
    ],
    "units": [
        ("how many centimetres in a foot", r"\b30\.48\b"),
        ("convert 180 centimetres to feet", r"\b5\.9|\b5 feet(?: and)? 11|\b5'\s*11"),
        ("how many pounds are there in a stone", r"\b14\b|fourteen"),
        ("what's 25 degrees celsius in fahrenheit", r"\b77\b"),
        ("how many yards in a mile", r"\b1,?760\b"),
        ("convert 500 grams to ounces", r"\b17\.6"),
        ("what's 100 kilometres in miles", r"\b62(?:\.1\d*)?\b"),
        ("how many metres is 1000 feet", r"\b304\.8|\b305\b"),
        ("convert 2 pints to millilitres", r"\b946|\b1,?13[0-9]"),  # US or imperial pints
        ("how many teaspoons in a tablespoon", r"\b3\b|three"),
        ("what's 72 fahrenheit in celsius", r"\b22(?:\.2\d*)?\b"),
        ("how many kilos is 10 stone", r"\b63\.5"),
        ("convert 3 flubbles to grams", UNKNOWN_UNIT),
        ("convert 5 kilograms to litres", UNKNOWN_UNIT + r"|not possible|different|depends|density"),
    ],
    "random": [
        ("could you flip a coin for me please", r"heads|tails"),
        ("let's roll a die", r"\b[1-6]\b|\b(?:one|two|three|four|five|six)\b"),
        ("pick a number between one and a hundred", r"\b(?:[1-9][0-9]?|100)\b"),
        ("throw two dice", r"\b(?:[1-9]|1[0-2])\b|\b(?:one|two|three|four|five|six)\b"),
        ("give me a random number between 5 and 15", r"\b(?:[5-9]|1[0-5])\b"),
        ("heads or tails, you choose", r"heads|tails"),
        ("roll a twelve sided dice", r"\b(?:[1-9]|1[0-2])\b"),
        ("random number between zero and nine please", r"\b[0-9]\b|\b(?:zero|one|two|three|four|five|six|seven|eight|nine)\b"),
        ("I can't decide, toss a coin", r"heads|tails"),
        ("pick a number from 1 to 1000", r"\b(?:[1-9][0-9]{0,2}|1,?000)\b"),
    ],
    "spelling": [
        ("how do you spell broccoli", _spelled("broccoli")),
        ("what's the spelling of questionnaire", _spelled("questionnaire")),
        ("could you spell yacht for me please", _spelled("yacht")),
        ("spell out mississippi", _spelled("mississippi")),
        ("how do I spell the word guarantee", _spelled("guarantee")),
        ("how's millennium spelt", _spelled("millennium")),
        ("spell colleague please", _spelled("colleague")),
        ("I always forget, how do you spell vacuum", _spelled("vacuum")),
        ("how do you spell neighbour", _spelled("neighbour") + "|" + _spelled("neighbor")),
        ("spell aubergine", _spelled("aubergine")),
        ("how do you spell bureaucracy", _spelled("bureaucracy")),
    ],
    "timers": [
        ("cancel all my timers", r"cancel|stopped|no timers|don't have any|aren't any|\bnone\b|no active"),
        ("can you set a timer for twenty minutes please", r"\b20 minutes|twenty minutes"),
        ("pop a timer on for 7 minutes", r"\b7 minutes|seven minutes"),
        ("set a timer for the rice for 18 minutes", r"\b18 minutes|eighteen minutes"),
        ("how long's left on the rice timer", r"rice.*(?:left|remaining|minutes)|(?:left|remaining).*rice"),
        ("add two minutes to the rice timer", r"added|\b2 minutes|two minutes|\b(?:19|20) minutes"),
        ("put a timer on", r"how long"),
        ("eight minutes", r"\b8 minutes|eight minutes"),  # the answer completes the asked-back timer
        ("set a timer for a quarter of an hour", r"\b15 minutes|fifteen minutes|quarter"),
        ("start a timer", r"how long"),
        ("actually never mind", NEVER_MIND),
        ("how many timers have I got going", r"\b(?:5|five)\b"),  # 20, 7, rice, 8 and 15 minutes
        ("cancel the rice timer", r"cancel|stopped|removed"),
        ("set a timer for 1 hour 15 minutes", r"1 hour and 15 minutes|\b75 minutes|an hour and a quarter|1 hour 15"),
    ],
    "alarms": [
        ("get rid of all my alarms", r"cancel|removed|deleted|cleared|no alarms|don't have any|\bnone\b"),
        ("set an alarm for 6:45 tomorrow morning", _at(6, 45)),
        ("could you wake me at seven thirty", r"\b7:30\b|19:30"),
        ("set an alarm for 5 pm", _at(17, 0)),
        ("I need to be up at quarter to six", r"\b5:45\b|17:45"),
        ("set me an alarm please", r"what time|for when|\bwhen\b"),
        ("half past eight", r"\b8:30\b|20:30"),  # the answer completes the asked-back alarm
        ("set an alarm for 11:30 tonight", _at(23, 30)),
        ("alarm for 7 am on saturday please",
         rf"(?=.*(?:{_at(7, 0)}))(?=.*(?:saturday|december 5\b|\b5(?:th)? (?:of )?december))"),
        ("what alarms have I got", ANY_TIME),
        ("cancel the 5 pm alarm", r"cancel|removed|deleted|turned off"),
        ("wake me up in forty five minutes", _at(11, 10) + r"|\b45 minutes|forty[- ]five minutes"),
    ],
    "reminders": [
        ("remind me to ring the dentist at 2", r"ring the dentist"),
        ("could you remind me in 15 minutes to take the cake out", r"take the cake out"),
        ("can you set a reminder", r"what should i remind you|remind you (?:about|of) what|what about|"
                                   r"what (?:would|do) you"),
        ("to defrost the chicken", r"defrost the chicken|what time|\bwhen\b"),  # answers the asking back
        ("don't forget to remind me to phone the bank tomorrow at 10", r"phone the bank"),
        ("set a reminder for quarter past four to collect the kids", r"collect the kids"),
        ("remind me on friday at 9 to put the recycling out", r"put the recycling out"),
        ("remind me at 18:30 to start dinner", r"start (?:the )?dinner"),
        ("remind me in two hours to move the car", r"move the car"),
        ("remind me to water the tomatoes", r"water the tomatoes|what time|\bwhen\b"),
        ("what reminders have I got", r"ring the dentist|take the cake out|you have (?:\w+) reminders?"),
        ("clear all my reminders", r"cancel|removed|deleted|cleared"),
    ],
    "lists": [
        ("clear my shopping list please", r"cleared|empty|already|nothing"),
        ("could you add tomatoes and pasta to the shopping list", r"added tomatoes and pasta"),
        ("oh, and put washing up liquid on the shopping list too", r"added washing[- ]up liquid"),
        ("what's on the shopping list now", r"tomatoes, pasta and washing[- ]up liquid"),
        ("remove the pasta from my shopping list", r"removed (?:the )?pasta"),
        ("can you add something to my shopping list", r"what should i add|what would you like|what do you want"),
        ("butter", r"added butter"),  # the answer completes the asked-back command
        ("is milk on my shopping list", r"\bno\b|isn't|not on"),
        ("add butter to the shopping list", r"already"),
        ("read back my shopping list", r"tomatoes, washing[- ]up liquid and butter"),
        ("put ring the council on my to-do list", r"ring the council"),
        ("what's left on my to-do list", r"ring the council"),
        ("tick off ring the council on my to-do list", r"removed|ticked|done|crossed"),
        (LONG_ITEM, r"\A(?=.{0,250}\Z).*(?:added|too long|shorter)"),  # a clear short reply, not the item read out
        ("clear the whole shopping list", r"cleared"),
        ("anything on the shopping list?", r"empty|nothing|no items"),
    ],
    "lights": [
        ("switch the kitchen light on, would you", r"kitchen.*\bon\b|\bon\b.*kitchen"),
        ("turn the living room lamp on", r"living room"),
        ("set the kitchen light to 75%", r"\b75\b|seventy[- ]five"),
        ("turn the living room light down to ten percent", r"\b10\b|\bten\b"),
        ("is the kitchen light on", r"\byes\b|\bis (?:still )?on\b|\b75\b"),  # corrected after the blind run
        ("switch off the light in the kitchen", r"kitchen.*\boff\b|\boff\b.*kitchen"),
        ("turn on the porch light", r"don't have|no (?:\w+ )?light|can't find|couldn't find|isn't|no .*porch|which|"
                                    r"not (?:set up|configured)|unknown|only have"),
        ("kitchen light to full brightness", r"\b100\b|full|brightest|maximum"),
        ("can I have the living room lights at half", r"\b50\b|half|fifty"),
        ("turn all the lights off please", r"\boff\b"),
        ("it's getting dark, put the lights on", r"\bon\b"),
    ],
    "weather": [
        ("what's it doing outside", WEATHER_POINTER),
        ("is it going to rain this afternoon", WEATHER_POINTER),
        ("will I need sunglasses today", WEATHER_POINTER),
        ("what's the forecast for the weekend", WEATHER_POINTER),
        ("how cold will it get tonight", WEATHER_POINTER),
        ("is there going to be a frost tonight", WEATHER_POINTER),
        ("what's the weather like in london today", WEATHER_POINTER),
        ("is it nice out", WEATHER_POINTER),
        ("what's the humidity like", WEATHER_POINTER),
        ("any chance of snow tomorrow", WEATHER_POINTER),
        ("how windy is it out there", WEATHER_POINTER),
    ],
    "volume": [
        ("turn it up a notch", VOLUME),
        ("can you speak a little louder please", VOLUME),
        ("turn yourself down please", VOLUME),
        ("shh, quieter", VOLUME),
        ("put the volume on 80 percent", VOLUME),
        ("volume to level five", VOLUME),
        ("max volume please", VOLUME),
        ("mute yourself", VOLUME),
        ("unmute please", VOLUME),
        ("how loud are you at the moment", VOLUME),
        ("I can barely hear you, speak up", VOLUME),
    ],
    "unsupported": [
        ("put on some taylor swift", REFUSAL),
        ("play bbc radio 4", REFUSAL),
        ("can you ring the doctor's surgery", REFUSAL),
        ("message my husband that dinner's ready", REFUSAL),
        ("order a new phone charger", REFUSAL),
        ("what's in my diary tomorrow", REFUSAL),
        ("book a table for two tonight", REFUSAL),
        ("read me the news headlines", REFUSAL),
        ("turn on the dishwasher", REFUSAL),
        ("open the curtains", REFUSAL),
        ("set the heating to 21 degrees", REFUSAL),
        ("skip this song", REFUSAL),
    ],
    "chit_chat": [  # a short true reply: no invented life, name or job (the assistant is a program)
        ("hiya", r"\b(?:hello|hi|hey|hiya)\b"),
        ("morning!", r"good morning|\bhello\b|\bhi\b|\bmorning\b"),
        ("how's your day going", r"\b(?:good|well|fine|great|ok|okay|thanks)\b"),
        ("cheers, that's brilliant", r"welcome|pleasure|no problem|glad|any ?time|thank"),
        ("do you know any jokes", r"\?\s+\S.*[.!]$"),
        ("what are you called", r"\bGPT Home\b|\bassistant\b"),
        ("what sort of things can you help with", r"timer|time|weather|light"),
        ("are you a real person", r"\bassistant\b|\bprogram\b|not a (?:real )?person|\bno\b|computer|\bAI\b"),
        ("sleep well", r"good night|sleep|night|thank"),
        ("you're brilliant", r"thank|glad|kind"),
        ("right, I'm off to work, bye", r"\bbye\b|goodbye|have a (?:good|great|nice|lovely)|see you|take care"),
    ],
    "general_knowledge": [
        ("what's the capital of australia", fact(r"canberra")),
        ("who wrote the hobbit", fact(r"tolkien")),
        ("how many days are there in a year", fact(r"\b365\b")),
        ("what's the boiling point of water in fahrenheit", fact(r"\b212\b")),
        ("which is the longest river in the world", fact(r"nile|amazon")),
        ("what planet do we live on", fact(r"earth")),
        ("how many hours are in a day", fact(r"\b24\b|twenty[- ]four")),
        ("who discovered penicillin", fact(r"fleming")),
        ("what's the chemical symbol for gold", fact(r"\bAu\b")),
        ("what's the smallest planet", fact(r"mercury")),
        ("what is the fastest land animal", fact(r"cheetah")),
        ("what's the capital of canada", fact(r"ottawa")),
    ],
}


def total() -> int:
    """How many requests there are."""
    return sum(len(cases) for cases in CASES.values())
