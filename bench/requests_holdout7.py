"""A seventh held-out set for bench/requests_eval.py (``--set holdout7``), SEALED: written on Tuesday 1 December 2026
(machine time, 18:20-19:00 UTC) by the engineer "lists" for issue 15, blind: no agent code, no tests, no earlier
request sets' cases and no failure lists read (only the case format of bench/requests_cases.py, the file layout of
holdout6's first lines, bench/requests_eval.py, bench/requests_dedupe.py and README.md). Kept outside the repository;
never tune on it.

The household speaks as a speech recognizer writes it: lower case, no punctuation, no apostrophes ("whats", "dont"),
fillers ("um", "uh", "like"), false starts and self-corrections ("... ten no fifteen minutes"), children ("pleeease",
"how many sleeps"), an older person's long polite forms, a speaker whose first language is not English ("for me put
milk in shopping list"), and a few recognizer slips. Bad input: powers far too large, zero over zero, an unknown unit,
units of different kinds, an invented city and date, a negative timer, an hour that does not exist, a very long and a
marked-up list item, a bare filler.

Same clock (Tuesday 1 December 2026, 10:25 UTC), same lights (kitchen, living room), no weather location, no sound
mixer, same markers and judging as the main set. Categories run in order within one conversation; the fresh mode runs
after it on the same household, so the list, timer, alarm and reminder categories start by clearing what is there.
Dates and times checked with zoneinfo/datetime.
"""

from __future__ import annotations

from requests_cases import CHAT, REFUSAL, VOLUME, WEATHER_POINTER, _clock, _spelled, fact


def _at(hour: int, minute: int) -> str:
    """A clock time as a reply says it: 7:30 am, 07:30, 7:30 a.m.; on the hour also 7 am, 7 a.m., 7 o'clock."""
    twelve = hour % 12 or 12
    letter = "a" if hour < 12 else "p"
    spoken = rf"|\b{twelve}:{minute:02d}\s*{letter}\.?m\b"
    whole = rf"|\b{twelve}\s*{letter}\.?m\b|\b{twelve} o'clock" if minute == 0 else ""
    return _clock(hour, minute) + spoken + whole


def _all(*patterns: str) -> str:
    """Every one of the patterns, anywhere in the reply."""
    return "(?s)^" + "".join(f"(?=.*(?:{p}))" for p in patterns)


def _added(*items: str) -> str:
    """An add that went through: every item named, no negation, no filler word kept in an item."""
    return (r"(?s)^(?!.*\b(?:can't|cannot|couldn't|not|unable|already|um|uh|like)\b)"
            + "".join(rf"(?=.*\b{i}\b)" for i in items))


_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]


def _between(low: int, high: int) -> str:
    """A whole number from low to high, in digits (or in words up to twelve)."""
    digits = "|".join(str(n) for n in range(high, low - 1, -1))
    words = "|".join(_WORDS[n] for n in range(low, min(high, 12) + 1))
    return rf"\b(?:{digits})\b" + (rf"|\b(?:{words})\b" if words else "")


def _short(pattern: str, most: int = 300) -> str:
    """The pattern, in a reply of at most ``most`` characters (a clear short reply, not an echo of a long input)."""
    return rf"(?s)^(?=.{{1,{most}}}$).*(?:{pattern})"


NOW = _clock(10, 25)
TODAY = r"december (?:1|first)\b|\b(?:1(?:st)?|first) (?:of )?december|\b2026-12-01\b"
CLEARED = (r"cancel\w*|clear\w*|deleted|removed|turned off|stopped|no (?:\w+ )?(?:timers|alarms|reminders)|don't have "
           r"any|aren't any|\bnone\b|no active|nothing|empty")
GONE = r"cancel\w*|stopped|removed|deleted|turned off|dismissed"
ASK_WHAT = r"what (?:should|do you want|would you like)|remind you (?:about|of|to)|what about|about what|what\?"
UNKNOWN_UNIT = r"don't know|not sure|unknown|can't|cannot|not a unit|no unit|don't recogni[sz]e|isn't a unit"
UNKNOWN_PLACE = r"don't know|not sure|unknown|can't|cannot|couldn't find|don't recogni[sz]e|which city|where is|no time zone"
NO_LIGHT = REFUSAL + (r"|\bno (?:\w+ )?lights?\b|don't know|not found|only (?:have|know)|which light|there's no|"
                      r"isn't (?:a|one|set)|couldn't find|don't see")
TOO_BIG = (r"too (?:big|large|long|huge)|can't|cannot|not able|unable|overflow|very large|enormous|huge|followed by|"
           r"10\^|\be\+|× ?10|times 10 to")
BAD_TIME = (r"can't|cannot|isn't a (?:valid|real)|not a (?:valid|real)|invalid|doesn't exist|no such|what time|which time|"
            r"only (?:has|goes|24)|not sure|don't understand")

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("hey speaker what time is it", NOW),
        ("excuse me which time is now", NOW),
        ("would you be so kind as to tell me todays date dear", TODAY),
        ("how late is it by the clock uh at the moment", NOW),
        ("is it monday today or is it tuesday", r"tuesday"),
        ("what month is it i forgot grandpa asks", r"december"),
        ("what year is this", r"2026"),
        ("whats the date today i keep forgetting", TODAY),
        ("what hour is it now", NOW + r"|\b10\b|\bten\b"),
        ("is it still morning or is it already afternoon", r"morning|" + NOW),
        ("the date uh what is the date", TODAY),
        ("tell me the day and also the date", _all(r"tuesday", TODAY)),
        ("what time is it i need to go to school", NOW),
    ],
    "date_arithmetic": [
        ("what day is it gonna be tomorrow", r"wednesday|december 2\b|2(?:nd)? (?:of )?december"),
        ("yesterday was which date", r"november 30\b|30(?:th)? (?:of )?november|2026-11-30"),
        ("grandma comes at christmas how many days is it till then", r"\b24\b|twenty[- ]four"),
        ("new years eve this year what day is that on", r"thursday"),
        ("the day after tomorrow whats the date going to be then", r"december 3\b|3(?:rd)? (?:of )?december|thursday"),
        ("what date is next saturday", r"december (?:5|12)\b|(?:5|12)(?:th)? (?:of )?december|2026-12-(?:05|12)"),
        ("in ten days what date will it be", r"december 11\b|11(?:th)? (?:of )?december"),
        ("what day was it three days ago", r"saturday|november 28\b|28(?:th)? (?:of )?november"),
        ("how many days until my birthday on the twentieth of december", r"\b19\b|nineteen"),
        ("which weekday is july fourth twenty twenty seven", r"sunday"),
        ("christmas is how many weeks away", r"\b3\b|three|\b24\b"),
        ("how many days do i have until valentines to buy a card", r"\b75\b|seventy[- ]five"),
        ("which date is after two days", r"december 3\b|3(?:rd)? (?:of )?december|thursday"),
        ("what day does the first of january fall on", r"friday"),
    ],
    "world_time": [
        ("my son lives in perth what time is it there", _at(18, 25)),
        ("what time is it over in hong kong", _at(18, 25)),
        ("time in singapore now please", _at(18, 25)),
        ("my cousin is in montevideo what is the time there", _at(7, 25)),
        ("what time is it for grandma in manila", _at(18, 25)),
        ("whats the time in nairobi", _at(13, 25)),
        ("what time it is in lima", _at(5, 25)),
        ("what time is in lagos now", _at(11, 25)),
        ("what time is it in anchorage alaska", _at(1, 25)),
        ("time in tehran please", _at(13, 55)),
        ("um what time is it in newfoundland", _at(6, 55)),
        ("what time is it in honolulu", _at(0, 25) + r"|12:25\s*(?:at night|midnight)"),
        ("whats the time in jakarta", _at(17, 25)),
        ("uh what time is it right now in tashkent", _at(15, 25)),
    ],
    "math": [
        ("whats nine times seven", r"\b63\b|sixty[- ]three"),
        ("what is um twelve plus nine no twelve plus nineteen", r"\b31\b|thirty[- ]one"),
        ("how much is a hundred and twenty divided by eight", r"\b15\b|fifteen"),
        ("what is twenty five percent of sixty", r"\b15\b|fifteen"),
        ("six times six times six", r"\b216\b"),
        ("whats seventeen take away nine", r"\b8\b|eight"),
        ("what is half of ninety", r"\b45\b|forty[- ]five"),
        ("how much is three point five plus two point two five", r"\b5\.75\b"),
        ("square root of sixty four um what is it", r"\b8\b|eight"),
        ("what is eleven squared", r"\b121\b"),
        ("how much is 38 minus 52", r"(?:-|minus |negative )14\b"),
        ("whats fifteen percent of eighty for the tip", r"\b12\b|twelve"),
        ("for me calculate 250 plus 375", r"\b625\b"),
        ("what is one divided by three", r"\b0?\.33|one third|1/3"),
    ],
    "units": [
        ("my ruler is 30 centimeters how long is that in inches", r"\b11\.8\d*"),
        ("um how many pounds is 3 kilos", r"\b6\.6\d*"),
        ("the oven says 200 celsius what is it in fahrenheit", r"\b392\b"),
        ("how many centimeters in an inch", r"\b2\.54\b"),
        ("convert 42 kilometers to miles for the marathon", r"\b26\.1\d*|\b26\.0[89]\d*"),
        ("how many minutes are there in a day", r"\b1,?440\b"),
        ("how many minutes is three and a half hours", r"\b210\b"),
        ("convert 2 liters into milliliters", r"\b2,?000\b"),
        ("recipe says 8 ounces of flour how many grams is that", r"\b226\.\d*|\b227\b"),
        ("uh what is minus forty fahrenheit when you say it in celsius", r"(?:-|minus |negative )(?:40|forty)\b"),
        ("the race is 100 meters how many yards would that be", r"\b109\.[34]\d*"),
        ("how many hours in two days", r"\b48\b|forty[- ]eight"),
        ("how much is 5 foot in meter", r"\b1\.52\d*"),
        ("how many grams in one and a half kilos", r"\b1,?500\b"),
    ],
    "random": [
        ("flip a coin i pick heads", r"heads|tails"),
        ("can you like roll a dice pleeease", _between(1, 6)),
        ("pick a number from one to twenty", _between(1, 20)),
        ("throw a coin", r"heads|tails"),
        ("give me a number between five and ten", _between(5, 10)),
        ("choose between pizza and pasta for dinner", r"pizza|pasta"),
        ("choose a random day of the week", r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"),
        ("roll one dice for ludo", _between(1, 6)),
        ("pick a random number up to fifty", _between(0, 50)),
        ("flip a coin to see who does the dishes", r"heads|tails"),
        ("i need a random number from one to eight for the game", _between(1, 8)),
        ("give me a random number between one hundred and two hundred", _between(100, 200)),
        ("toss a coin uh best of one", r"heads|tails"),
    ],
    "spelling": [
        ("how do you spell uh elephant", _spelled("elephant")),
        ("spell dinosaur", _spelled("dinosaur")),
        ("how do you spell because", _spelled("because")),
        ("can you spell the word accommodate", _spelled("accommodate")),
        ("how you spell tomorrow", _spelled("tomorrow")),
        ("spell the word receive", _spelled("receive")),
        ("how is february spelled", _spelled("february")),
        ("how do you spell occasion", _spelled("occasion")),
        ("spell pneumonia", _spelled("pneumonia")),
        ("how do you spell the word yacht", _spelled("yacht")),
        ("spell strawberry", _spelled("strawberry")),
        ("um spell the word princess", _spelled("princess")),
        ("how to spell queue", _spelled("queue")),
    ],
    "timers": [
        ("um get rid of all my timers", CLEARED),
        ("timer for eight minutes no wait twelve minutes", r"12 minutes|twelve minutes"),
        ("um set a timer for like three minutes", r"3 minutes|three minutes"),
        ("put a timer twenty minutes for the rice", r"20 minutes|twenty minutes"),
        ("set a timer for an hour and a half", r"1 hour,? (?:and )?30 minutes|90 minutes|an hour and a half|1\.5 hours|"
                                              r"one hour and thirty minutes"),
        ("set a timer called eggs for seven minutes", r"7 minutes|seven minutes"),
        ("eggs timer how much longer", r"(?s)eggs.*(?:left|remaining|minute|second)|"
                                            r"(?:left|remaining|minute|second).*eggs"),
        ("count my timers for me", r"\b5\b|\bfive\b"),
        ("add two minutes to the eggs timer", r"added|\b9 minutes|nine minutes|2 minutes|two minutes"),
        ("a timer uh i need one for the cookies", r"how long|what duration|for how much time"),
        ("uh four minutes", r"4 minutes|four minutes"),
        ("stop the rice timer", GONE),
        ("whats left on the timers", r"left|remaining"),
        ("cancel every timer", CLEARED),
    ],
    "alarms": [
        ("get rid of every alarm", CLEARED),
        ("wake me up at seven thirty tomorrow", _at(7, 30)),
        ("you make alarm for six in morning", _at(6, 0)),
        ("um an alarm for a quarter to eight in the morning", _at(7, 45)),
        ("i need an alarm at ten past six", _at(6, 10)),
        ("set an alarm for five pm no make it five thirty", _at(17, 30)),
        ("alarm for midnight", _at(0, 0) + r"|midnight"),
        ("i would like an alarm please", r"what time|for when|\bwhen\b"),
        ("eight fifteen", _at(8, 15)),
        ("tell me all my alarms", r"(?s)\b(?:7|seven) alarms|^(?=.*7:30)(?=.*8:15)(?=.*(?:5:30|17:30))"),
        ("turn off the midnight alarm", GONE),
        ("cancel the alarm at six ten", GONE),
        ("set an alarm for the day after tomorrow at 9", _at(9, 0)),
        ("remove all the alarms", CLEARED),
    ],
    "reminders": [
        ("cancel all reminders", CLEARED),
        ("remind me to take my pills at eight oclock tonight", r"take (?:my|your) pills"),
        ("um remind me to like call grandma in an hour", r"call (?:your )?grandma"),
        ("please remind me tomorrow morning at nine for dentist", r"dentist"),
        ("remind me to switch off the oven in twenty five minutes", r"oven"),
        ("remind me to feed the goldfish at six", r"feed the goldfish"),
        ("can you remind me something", ASK_WHAT),
        ("to bring the washing in", r"washing|when|what time"),
        ("remind me on friday to put the bins out", r"bins"),
        ("set a reminder to water the tomatoes at half past five", r"water the tomatoes"),
        ("remind me at noon to call the school", r"call the school"),
        ("which things did i ask you to remind me about", r"pills|grandma|dentist|oven|goldfish|bins|tomatoes|school"),
        ("delete the reminder about the goldfish", GONE),
        ("forget every reminder i made today", CLEARED),
    ],
    "lists": [
        ("start the shopping list fresh delete everything on it", CLEARED + r"|already"),
        ("for me please you write milk in the shopping list", _added("milk")),
        ("um add like bananas and uh cereal to the shopping list", _added("bananas", "cereal")),
        ("add two cartons of orange juice to the shopping list", _added("orange juice")),
        ("tell me everything on our shopping list", _all(r"\bmilk\b", r"\bbananas\b", r"\bcereal\b", r"orange juice")),
        ("oh we got bananas already take them off the list", r"removed (?:the )?bananas|bananas (?:are |is )?(?:now )?(?:removed|off)|took (?:the )?bananas off|"
                                                             r"removed them|took them off"),
        ("add eggs no not eggs add butter to the shopping list", r"(?s)^(?!.*\beggs\b)(?!.*\bnot\b).*\bbutter\b"),
        ("is cereal on my list", r"(?s)^(?!.*(?:isn't|not on|\bno\b)).*(?:\byes\b|cereal)"),
        ("add clean the bathroom to my to do list", r"clean the bathroom"),
        ("what do i have on my to do list", r"clean the bathroom"),
        ("oh and milk um milk on the shopping list too", r"already"),
        ("remove toothpaste from the shopping list", r"(?:isn't|aren't|not) on|no toothpaste|couldn't find|don't see"),
        ("one more thing for the shopping list uh", r"what should i add|what (?:do you want|would you like) (?:me )?to add|add what"),
        ("uh paper towels", _added("paper towels")),
        ("how many items do i need to buy", r"\b5\b|\bfive\b"),
        ("done shopping now throw away the whole list", CLEARED),
    ],
    "lights": [
        ("can you make the lights go off pleeease", r"\boff\b"),
        ("um could you uh put on the kitchen light for me", r"(?s)kitchen.*\bon\b|\bon\b.*kitchen"),
        ("living room light off now please its too bright", r"(?s)living room.*\boff\b|\boff\b.*living room"),
        ("kitchen is too dark make it brighter", r"brighter|kitchen light is (?:at|on|now)|already|\d+ ?(?:%|percent)"),
        ("dim the living room to twenty percent", r"\b20\b|twenty"),
        ("kitchen light to seventy five percent", r"\b75\b|seventy[- ]five"),
        ("turn on the light in the kids bedroom", NO_LIGHT),
        ("living room lights back on please", r"(?s)living room.*\bon\b|\bon\b.*living room"),
        ("is the light in the kitchen still on", r"\byes\b|\bis on\b|\b75\b|seventy[- ]five"),
        ("turn everything off in the kitchen", r"(?s)kitchen.*\boff\b|\boff\b.*kitchen"),
        ("can you put the big light on in the living room", r"(?s)living room.*\bon\b|\bon\b.*living room|already"),
        ("turn off the lights in the garden", NO_LIGHT),
        ("turn all lights on", r"\bon\b"),
        ("make it darker in the kitchen", r"dimm?ed|darker|kitchen light is (?:at|now)|\d+ ?(?:%|percent)"),
    ],
    "weather": [
        ("whats the weather like outside today", WEATHER_POINTER),
        ("is it gonna rain later", WEATHER_POINTER),
        ("do i need a coat today", WEATHER_POINTER),
        ("tomorrow how is the weather", WEATHER_POINTER),
        ("how cold is it going to be tonight", WEATHER_POINTER),
        ("will there be snow on the weekend", WEATHER_POINTER),
        ("is it sunny out", WEATHER_POINTER),
        ("whats the forecast for friday", WEATHER_POINTER),
        ("should i take an umbrella with me", WEATHER_POINTER),
        ("whats the temperature going to be tomorrow", WEATHER_POINTER),
        ("is there going to be a storm today", WEATHER_POINTER),
        ("will it be windy tomorrow", WEATHER_POINTER),
        ("what is the weather like in madrid", WEATHER_POINTER),
    ],
    "volume": [
        ("can you turn yourself up a little bit", VOLUME),
        ("um can you be a little louder", VOLUME),
        ("i cant hear you speak louder", VOLUME),
        ("its way too loud please make it softer", VOLUME),
        ("less volume please", VOLUME),
        ("set the volume to seven", VOLUME),
        ("make volume more low", VOLUME),
        ("put the volume at maximum", VOLUME),
        ("can you go on mute for a minute", VOLUME),
        ("turn the sound down a little", VOLUME),
        ("how loud are you right now", VOLUME),
        ("volume to thirty percent", VOLUME),
        ("quieter please grandpa is sleeping", VOLUME),
    ],
    "unsupported": [
        ("play baby shark", REFUSAL),
        ("um play some christmas music", REFUSAL),
        ("call my daughter", REFUSAL),
        ("send a message to john saying im running late", REFUSAL),
        ("order pizza from dominos", REFUSAL),
        ("do i have any appointments in my diary on thursday", REFUSAL),
        ("turn on the tv in the living room", REFUSAL),
        ("start the dishwasher", REFUSAL),
        ("can you open the front gate", REFUSAL),
        ("read me the news", REFUSAL),
        ("turn the heating up to 21 degrees", REFUSAL),
        ("order a new phone charger off amazon", REFUSAL),
        ("video call grandma", REFUSAL),
        ("book a table for four tonight", REFUSAL),
    ],
    "chit_chat": [  # a short true reply: no invented life, name or job (the assistant is a program)
        ("hiya speaker", r"\b(?:hello|hi|hey)\b"),
        ("how are things with you today little speaker", r"\b(?:good|well|fine|great|ok|okay|thanks)\b"),
        ("thank you very much dear", r"welcome|pleasure|no problem|any ?time|glad"),
        ("tell me a funny joke", CHAT),
        ("are you a real person or a computer", r"\b(?:assistant|program|computer|software|ai|not a (?:human|person)|yes)\b"),
        ("have you got a name", r"\bGPT Home\b|\bassistant\b"),
        ("goodnight speaker", r"good ?night|sleep|night"),
        ("i love you speaker you are my best friend", r"thank|kind|sweet|glad|nice|care|happy"),
        ("good day to you", r"good (?:morning|afternoon|day)|\bhello\b|\bhi\b|\bhey\b"),
        ("what sort of things can you do for an old lady like me", r"timer|time|weather|light|list"),
        ("im sad today", r"sorry|hear that|here for you|help|talk|hug|better"),
        ("youre so clever", r"thank|glad|kind"),
        ("bye bye", r"\bbye\b|see you|goodbye|take care"),
        ("sorry i didnt mean to wake you", r"no problem|no worries|that's (?:ok|okay|fine|all right|alright)|don't worry|"
                                            r"happy to help|here|\bfine\b|how can i help"),
    ],
    "general_knowledge": [
        ("how many legs does an octopus have", fact(r"\beight\b|\b8\b")),
        ("what is the capital of japan", fact(r"tokyo")),
        ("who was the first man on the moon", fact(r"armstrong")),
        ("how many planets are in the solar system", fact(r"\beight\b|\b8\b")),
        ("for my homework what is the capital of canada", fact(r"ottawa")),
        ("um which planet is the hottest one", fact(r"venus")),
        ("whats the capital city of australia", fact(r"canberra")),
        ("how many players does a soccer team have on the pitch", fact(r"\beleven\b|\b11\b")),
        ("who was the man that discovered penicillin", fact(r"fleming")),
        ("what animal goes moo", fact(r"\bcows?\b")),
        ("who wrote harry potter", fact(r"rowling")),
        ("how many bones are in the human body", fact(r"\b206\b")),
        ("what language do they speak in mexico", fact(r"spanish")),
        ("what is the biggest country in the world", fact(r"russia")),
    ],
    "bad_input": [
        ("what is ten to the power of one billion", TOO_BIG),
        ("zero divided by zero how much is that", r"undefined|not defined|indeterminate|can't|cannot|by zero|no answer|"
                                         r"isn't a number|not a number"),
        ("what is factorial of a million", TOO_BIG),
        ("convert 4 glorbs to feet", UNKNOWN_UNIT),
        ("convert ten kilograms to meters", r"can't|cannot|not possible|different|incompatible|doesn't make sense|"
                                            r"don't know|unknown|not sure|mass|weight"),
        ("what time is it in mordor", UNKNOWN_PLACE),
        ("how many days until the thirty fifth of december", r"isn't a (?:valid|real)|no (?:such|35th)|doesn't exist|"
                                                             r"not a (?:valid|real)|invalid|can't|cannot|not sure|"
                                                             r"don't know|only has 31"),
        ("set a timer for minus five minutes", r"can't|cannot|how long|not valid|invalid|positive|negative|"
                                               r"doesn't|isn't|not sure"),
        ("set an alarm for twenty five oclock", BAD_TIME),
        ("add " + " ".join(["bananas"] * 200) + " to the shopping list", _short(r"too long|added|can't|cannot")),
        ("add <b>cheese</b> to the shopping list", _short(r"added|cheese|can't|cannot")),
        ("erm hmm well", r"didn't (?:catch|get|understand|hear)|sorry|pardon|say (?:that|it) again|repeat|how can i help|"
                  r"what can i do|what would you like|yes\?|listening|not sure"),
        ("what is the square root of minus nine", r"imaginary|\b3i\b|can't|cannot|not a real|no real|undefined|"
                                                  r"complex|not sure"),
        ("kitchen light to two hundred fifty percent", r"\b100\b|can't|cannot|between 0 and 100|maximum|full|invalid|only"),
        ("roll a die with zero sides", r"can't|cannot|at least|no sides|doesn't|isn't|not possible|invalid|how many|"
                                       r"not sure"),
    ],
}


def total() -> int:
    """How many requests there are."""
    return sum(len(cases) for cases in CASES.values())
