"""A sixth held-out set for bench/requests_eval.py (``--set holdout6``), SEALED: written on Tuesday 1 December 2026
(machine time, 14:50-15:20 UTC) by the engineer "lists" for issue 15, in the same sitting as holdout5 and before any run,
blind in the same way (no agent code, no tests, no earlier request lists read). Kept outside the repository until the
integrator runs it once after the fifth round's fixes; never tune on it.

Another household than holdout5's: an American family (kids, a grandparent, a partner whose first language is not
English), longer run-on sentences, "gonna", "grocery list", Fahrenheit and cups, names of people, words a speech
recognizer gets wrong ("sent a timer", "at bread to the list", "turn of the light"), and bad input (powers too large,
zero over zero, an unknown unit, an ambiguous and an invented city, lights that are not there).

Same clock (Tuesday 1 December 2026, 10:25 UTC), same lights (kitchen, living room), no weather location, no sound
mixer, same markers and judging as the main set. Categories run in order within one conversation; the fresh mode runs
after it on the same household, so the list, timer, alarm and reminder categories start by clearing what is there, and
adds that the first mode may have left also accept "already". Dates and times checked with zoneinfo/datetime.
"""

from __future__ import annotations

from requests_cases import REFUSAL, UNSURE, VOLUME, WEATHER_POINTER, _clock, _spelled, fact


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


TODAY = r"december (?:1|first)\b|\b(?:1(?:st)?|first) (?:of )?december|\b2026-12-01\b"
NOW = _clock(10, 25)
CLEARED = (r"cancel\w*|clear\w*|deleted|removed|turned off|stopped|no (?:\w+ )?(?:timers|alarms|reminders)|don't have "
           r"any|aren't any|\bnone\b|no active|nothing")
GONE = r"cancel\w*|stopped|removed|deleted|turned off"
NEVER_MIND = r"\b(?:ok|okay|alright|all right|sure|no problem|no worries|fine|cancel\w*|forget it|never ?mind)\b"
UNKNOWN_UNIT = r"don't know|not sure|unknown|can't|cannot|not a unit|no unit|don't recogni[sz]e"
UNKNOWN_PLACE = r"don't know|not sure|unknown|can't|cannot|couldn't find|don't recogni[sz]e|which city|where is"
NO_LIGHT = REFUSAL + (r"|\bno (?:\w+ )?lights?\b|don't know|not found|only (?:have|know)|which light|there's no|"
                      r"there is no")
HOW_LONG = r"how long"
MINUS = r"(?:-|−|minus |negative )"

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("is it ten thirty yet", r"\bno\b|" + NOW),
        ("how much time before eleven", r"\b35 minutes|thirty[- ]five minutes|" + NOW),
        ("i lost track of time what time is it", NOW),
        ("what time is it i left my watch upstairs", NOW),
        ("what day of the week are we at", r"tuesday"),
        ("what's the numerical date", TODAY + r"|\b12/0?1(?:/(?:20)?26)?\b|\b0?1/12(?:/(?:20)?26)?\b"),
        ("which date is today", TODAY),
        ("which month we are in", r"december"),
        ("is today monday", r"\bno\b|tuesday"),
        ("what's the day and date", _all(r"tuesday", TODAY)),
        ("is it afternoon yet", r"\bno\b|morning|" + NOW),
        ("how early is it", NOW),
        ("is it twenty twenty six", r"\byes\b|2026"),
        ("what number day of the month is it", r"\b1(?:st)?\b|\bfirst\b"),
    ],
    "date_arithmetic": [
        ("what date is saturday", r"december 5\b|\b5(?:th)? (?:of )?december"),
        ("what day of the week is st patrick's day next year", r"wednesday"),
        ("how many days until april fools day", r"\b121\b"),
        ("what day is the fourth of july next year", r"sunday"),
        ("when is thanksgiving next year", r"november 25\b|\b25(?:th)? (?:of )?november"),
        ("how many days ago was halloween", r"\b31\b|thirty[- ]one"),
        ("last thursday what date was that", r"november 26\b|\b26(?:th)? (?:of )?november"),
        ("what date is it three weeks from today", r"december 22\b|\b22(?:nd)? (?:of )?december"),
        ("what day will it be a week from tomorrow", r"wednesday"),
        ("what's the date on the second sunday of december", r"december 13\b|\b13(?:th)? (?:of )?december"),
        ("how many days does this month have", r"\b31\b|thirty[- ]one"),
        ("what day of the week is december the twenty ninth", r"tuesday"),
        ("my birthday is december nineteenth how many days away is that", r"\b18\b|eighteen"),
        ("what will the date be in a hundred days", r"march 11\b|\b11(?:th)? (?:of )?march"),
        ("how many days has it been since september first", r"\b91\b|ninety[- ]one"),
        ("what's the date one month from today", r"january (?:1|first)\b|\b(?:1(?:st)?|first) (?:of )?january"),
    ],
    "world_time": [
        ("hey what time is it in lagos nigeria", _at(11, 25)),
        ("whats the hour in guadalajara", _at(4, 25)),
        ("my son is in denver what time is it there", _at(3, 25)),
        ("my grandma lives in busan south korea is it evening there", r"\byes\b|evening|" + _at(19, 25)),
        ("time in reykjavik", _at(10, 25)),
        ("what time is it in buenos aires", _at(7, 25)),
        ("what's the time in karachi", _at(15, 25)),
        ("what hour is it in cairo egypt", _at(12, 25)),
        ("time in brisbane", _at(20, 25)),
        ("is it still monday in honolulu", r"\bno\b|tuesday|" + _at(0, 25) + r"|\b12:25\s*a\.?m\b"),
        ("what time is it now in phoenix arizona", _at(3, 25)),
        ("how far behind is los angeles", r"\b8 hours|eight hours"),
        ("what time is it in warsaw poland", _at(11, 25)),
        ("what time is it on the east coast", _at(5, 25)),
        ("what time is it in springfield", _at(4, 25) + "|" + _at(5, 25) + r"|which springfield|which one|which state"),
        ("what's the time in gotham city", UNKNOWN_PLACE),
    ],
    "math": [
        ("what's nineteen times twenty one", r"\b399\b"),
        ("how much is a 20 percent tip on 85 dollars", r"\b17(?:\.00?)?\b|seventeen"),
        ("what is one thousand divided by eight", r"\b125(?:\.0+)?\b"),
        ("six to the third power", r"\b216\b"),
        ("square root of 2", r"\b1\.41\d*\b"),
        ("what is 15 plus 27 minus 9", r"\b33\b|thirty[- ]three"),
        ("there's four of us and the bill is 138 dollars how much each", r"\b34\.50?\b"),
        ("how much is seven percent sales tax on 1200 dollars", r"\b84(?:\.0+)?\b|eighty[- ]four"),
        ("what's eighty times point seven five", r"\b60(?:\.0+)?\b|sixty"),
        ("what is eleven times eleven", r"\b121\b"),
        ("what's 22 divided by 7", r"\b3\.14\d*\b|\b3\.1\b"),
        ("calculate three to the power of four", r"\b81\b|eighty[- ]one"),
        ("how much is 45 minus 62", MINUS + r"17\b|" + MINUS + r"seventeen"),
        ("what is 7 to the power of 5000000", r"too (?:big|large|long)|can't|cannot|huge|enormous"),
        ("what is zero divided by zero", r"can't|cannot|undefined|not (?:possible|defined)|impossible|indetermin"),
        ("if something costs 80 dollars and it's 25 percent off what do i pay", r"\b60(?:\.00?)?\b|sixty"),
        ("what's two thirds of 150", r"\b100(?:\.0+)?\b|hundred"),
    ],
    "units": [
        ("how many cups in a quart", r"\b4(?:\.0+)?\b|\bfour\b"),
        ("how many tablespoons are in a cup", r"\b16(?:\.\d+)?\b|sixteen"),
        ("my oven says 375 what's that in celsius", r"\b19[01](?:\.\d+)?\b"),
        ("how many grams is 8 ounces", r"\b22[67](?:\.\d+)?\b"),
        ("how many feet in a meter", r"\b3\.28\d*\b|\b3\.3\b"),
        ("how far is 42 kilometers in miles", r"\b26(?:\.\d+)?\b"),
        ("how many yards is 100 meters", r"\b109(?:\.\d+)?\b"),
        ("convert 2 liters to quarts", r"\b2\.1\d*\b|\b1\.7[56]\d*\b"),
        ("i weigh 82 kilos how much is that in pounds", r"\b18[01](?:\.\d+)?\b"),
        ("what's minus 40 celsius in fahrenheit", MINUS + r"40\b|" + MINUS + r"forty"),
        ("how many acres in a hectare", r"\b2\.47\d*\b|\b2\.5\b"),
        ("how many minutes are in a week", r"\b10,?080\b"),
        ("what is 5 feet in inches", r"\b60(?:\.0+)?\b|sixty"),
        ("how many ounces in a cup", r"\b8(?:\.\d+)?\b|\beight\b"),
        ("how many miles is a 5k", r"\b3\.1\d*\b"),
        ("convert 3 bananas to meters", UNKNOWN_UNIT),
    ],
    "random": [
        ("flip a coin please we're deciding who does the dishes", r"heads|tails"),
        ("roll a d20", _between(1, 20)),
        ("roll a pair of dice", _between(1, 12)),
        ("gimme a random number in the fifties", _between(50, 59)),
        ("give me a number from one to five", _between(1, 5)),
        ("do a coin flip for us", r"heads|tails"),
        ("should i have tea or coffee pick one", r"\btea\b|coffee"),
        ("pick a random day of the week", r"monday|tuesday|wednesday|thursday|friday|saturday|sunday"),
        ("rock paper scissors", r"rock|paper|scissors"),
        ("roll the dice for monopoly", _between(1, 12)),
    ],
    "spelling": [
        ("how you spell beautiful", _spelled("beautiful")),
        ("spell tennessee", _spelled("tennessee")),
        ("can you spell out the word guarantee", _spelled("guarantee")),
        ("how is receive spelled is it i before e", _spelled("receive")),
        ("spell occasionally", _spelled("occasionally")),
        ("how do you spell the word tomorrow", _spelled("tomorrow")),
        ("spell neighbor", _spelled("neighbor") + "|" + _spelled("neighbour")),
        ("what's the spelling for pharaoh", _spelled("pharaoh")),
        ("how many letters are in the word encyclopedia", r"\b12\b|twelve"),
        ("spell broccoli", _spelled("broccoli")),
        ("how do you spell their like their house", _spelled("their")),
        ("spelling of the word schedule please", _spelled("schedule")),
    ],
    "timers": [
        ("clear all the timers", CLEARED),
        ("sent a timer for eight and a half minutes", r"8 minutes and 30 seconds|8 and a half minutes|eight and a half minutes|8\.5 minutes|8 minutes 30|\b8:30\b"),
        ("timer 3 minutes for the tea", r"\b3 minutes|three minutes"),
        ("can you set one for forty five minutes for the chicken", r"\b45 minutes|forty[- ]five minutes"),
        ("how much longer on the tea", r"\b(?:2|3|two|three) minutes?\b|\b2:5\d\b"),
        ("which timers are running", r"\btea\b|chicken|\b(?:3|three) timers"),
        ("add five more minutes on the chicken", r"added|\b5 minutes|five minutes|\b(?:4[89]|50) minutes"),
        ("i need a ninety second timer for the noodles", r"\b90 seconds|1 minute and 30 seconds|1 minute 30|1\.5 minutes|"
                                       r"a minute and a half|ninety seconds"),
        ("i need a timer", HOW_LONG),
        ("six minutes", r"\b6 minutes|six minutes"),
        ("kill the tea timer", GONE),
        ("how long until the chicken is done", r"\b(?:4[89]|50) minutes|fifty minutes|forty[- ]nine minutes"),
        ("make me a timer", HOW_LONG),
        ("no actually don't", NEVER_MIND),
        ("turn off every single timer", CLEARED),
    ],
    "alarms": [
        ("remove every alarm", CLEARED),
        ("alarm at 5 45 in the morning please", _at(5, 45)),
        ("i have to get up at quarter past six", _at(6, 15)),
        ("set my alarm for 10 pm", _at(22, 0)),
        ("i wanna nap wake me in forty five minutes", _at(11, 10)),
        ("what time is my alarm", r"5:45|05:45|6:15|06:15"),
        ("make an alarm for next monday at 7", _all(r"monday|december 7\b|\b7(?:th)? (?:of )?december", _at(7, 0))),
        ("delete the 10 pm alarm", GONE),
        ("i want an alarm", r"what time|\bwhen\b"),
        ("twenty past eight", _at(8, 20) + "|" + _at(20, 20) + r"|morning or|am or pm|evening"),
        ("how many alarms do i have", r"\b(?:4|5|four|five)\b"),
        ("switch off every alarm", CLEARED),
    ],
    "reminders": [
        ("get rid of all reminders", CLEARED),
        ("remind me to pick up the dry cleaning at 5 30", r"dry cleaning"),
        ("in an hour remind me to move the laundry to the dryer", r"laundry"),
        ("remind me on friday to pay rent", r"pay rent|what time|\bwhen\b"),
        ("could you remind me to call the plumber tomorrow morning at 9", r"plumber"),
        ("make a reminder", r"what should i remind you|remind you (?:about|of) what|what about|what (?:would|do) you"),
        ("take my pills at eight tonight", r"pills"),
        ("do i have any reminders coming up", r"dry cleaning|laundry|rent|plumber|pills"),
        ("remind my husband to buy milk at 6", r"buy milk|" + REFUSAL),
        ("remind me to check on grandma in 45 minutes", r"grandma"),
        ("delete the plumber reminder", GONE),
        ("erase my reminders", CLEARED),
    ],
    "lists": [
        ("wipe the shopping list", r"clear\w*|empty|already|nothing|removed"),
        ("at hot dog buns to the shopping list", _added("hot dog buns") + r"|already"),
        ("put peanut butter and jelly on the grocery list", _added("peanut butter", "jelly")),
        ("we need more paper towels", _added("paper towels") + r"|(?:add|put) (?:paper towels|them|it)\b.*\?|"
                                                                r"shopping list\?"),
        ("go over my shopping list with me", _all(r"\bbuns\b", r"peanut butter")),
        ("scratch the jelly off", r"removed (?:the )?jelly|jelly.*(?:removed|off|ticked)|(?:ticked|crossed) off.*jelly"),
        ("did i put buns on there", r"\byes\b|buns (?:are|is) on"),
        ("is jelly still on the list", r"\bno\b|isn't|not on"),
        ("add to my list", r"what should i add|what would you like|what do you want|what (?:should|shall) i"),
        ("dish soap", _added("dish soap")),
        ("add hot dog buns", r"already"),
        ("add call the dentist to the to do list", _added("call the dentist") + r"|already"),
        ("read my to do list", r"call the dentist"),
        ("mark call the dentist as done", r"removed|ticked|done|crossed"),
        ("add garden gloves to the hardware store list", _added("garden gloves") + r"|already"),
        ("what's on the hardware store list", r"garden gloves"),
        ("how many items are on my grocery list", r"\b(?:3|4|three|four)\b"),
        ("delete everything from the shopping list", r"clear\w*|empty|removed"),
        ("do we still need to buy anything", r"empty|nothing|no items|\bno\b"),
    ],
    "lights": [
        ("kitchen light can go off now", r"kitchen.*\boff\b|\boff\b.*kitchen"),
        ("can i get some light in the living room", r"living room.*\bon\b|\bon\b.*living room"),
        ("set the kitchen lights to half brightness", r"\b50\s*(?:%|percent)|half"),
        ("did somebody leave the living room light on", r"\byes\b|\bis on\b|still on|living room.*\bon\b"),
        ("can you turn the lights in the kitchen back on", r"kitchen.*\bon\b|\bon\b.*kitchen"),
        ("can you do the bathroom light", NO_LIGHT),
        ("kill all the lights", r"\boff\b"),
        ("which lights are on", r"\bno\b|\bnone\b|\boff\b"),
        ("brighten up the living room", r"bright|\b\d+\s*(?:%|percent)|living room.*\bon\b"),
        ("light up the garage", NO_LIGHT),
        ("make the whole house dark", r"\boff\b"),
        ("what lights do you have", _all(r"kitchen", r"living room")),
    ],
    "weather": [
        ("hows it looking outside", WEATHER_POINTER),
        ("is it gonna be hot today", WEATHER_POINTER),
        ("should i grab an umbrella", WEATHER_POINTER),
        ("what's the high gonna be", WEATHER_POINTER),
        ("will it rain on saturday", WEATHER_POINTER),
        ("what's the weather in chicago", WEATHER_POINTER + "|" + REFUSAL),
        ("any storms coming", WEATHER_POINTER),
        ("is it below freezing out there", WEATHER_POINTER),
        ("what's the weather gonna be this week", WEATHER_POINTER),
        ("should the kids wear jackets to school", WEATHER_POINTER),
        ("how's the weather looking for the weekend", WEATHER_POINTER),
    ],
    "volume": [
        ("speak up", VOLUME),
        ("take the volume down a notch", VOLUME),
        ("can you talk a little quieter", VOLUME),
        ("crank it up", VOLUME),
        ("make the volume 3", VOLUME),
        ("talk softer", VOLUME),
        ("i can barely hear you", VOLUME),
        ("mute the speaker", VOLUME),
        ("what's the volume level", VOLUME),
        ("turn the volume all the way down", VOLUME),
        ("set yourself to fifty percent volume", VOLUME),
    ],
    "unsupported": [
        ("play taylor swift", REFUSAL),
        ("call my wife", REFUSAL),
        ("send a message to jake saying we're on our way", REFUSAL),
        ("buy paper towels on amazon", REFUSAL),
        ("add a dentist appointment to my calendar for thursday", REFUSAL),
        ("what's the latest news", REFUSAL),
        ("turn the thermostat up to 72", REFUSAL),
        ("unlock the front door for the dog walker", REFUSAL),
        ("turn on netflix", REFUSAL),
        ("order a pizza", REFUSAL),
        ("start the roomba", REFUSAL),
        ("check my inbox", REFUSAL),
        ("what's the stock price of apple", REFUSAL + "|" + UNSURE),
        ("put on the latest episode of serial", REFUSAL),
    ],
    "chit_chat": [  # a short true reply: no invented life, name or job (the assistant is a program)
        ("howdy", r"\b(?:hello|hi|hey|hiya)\b"),
        ("good morning sunshine", r"good morning|\bmorning\b|\bhello\b|\bhi\b|\bhey\b"),
        ("how you been", r"\b(?:good|well|fine|great|ok|okay|thanks)\b"),
        ("thank you so much", r"welcome|pleasure|no problem|glad|any ?time|thank"),
        ("are you like siri", r"\bassistant\b|\bprogram\b|computer|\bAI\b|\bno\b|similar|\blike\b"),
        ("are you alive", r"\bno\b|program|assistant|computer|\bAI\b|not alive"),
        ("what kind of things can you do", r"timer|time|weather|light|list"),
        ("make me laugh", "<chat>"),
        ("you're so dumb", r"sorry|apolog|\btry\b|better|\bok\b|okay"),
        ("you're my favorite", r"thank|kind|sweet|glad|nice"),
        ("see ya later", r"\bbye\b|goodbye|see you|take care|have a (?:good|great|nice|lovely)|later"),
        ("what's up", r"not much|\bhi\b|hello|\bhey\b|help|nothing much|ready"),
    ],
    "general_knowledge": [
        ("what's the biggest city in japan", fact(r"tokyo")),
        ("how many sides on an octagon", fact(r"\b8\b|\beight\b")),
        ("who was the first president of the united states", fact(r"washington")),
        ("which planet has rings", fact(r"saturn")),
        ("what color are emeralds", fact(r"green")),
        ("how many weeks are in a year", fact(r"\b52\b|fifty[- ]two")),
        ("what animal says moo", fact(r"\bcows?\b")),
        ("how many hours in a week", fact(r"\b168\b")),
        ("who invented the light bulb", fact(r"edison")),
        ("what's the largest country in the world", fact(r"russia")),
        ("what do caterpillars turn into", fact(r"butterfl|moths?\b")),
        ("how many strings does a guitar have", fact(r"\b6\b|\bsix\b")),
        ("what's the opposite of hot", fact(r"\bcold\b")),
        ("what country is paris in", fact(r"france")),
    ],
}


def total() -> int:
    """How many requests there are."""
    return sum(len(cases) for cases in CASES.values())
