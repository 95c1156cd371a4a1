"""A nineteenth held-out set for bench/requests_eval.py (``--set holdout19``), written on Thursday 3 December 2026
(machine time, 07:31-08:15 UTC) by the engineer "blind19" for issue 15, blind: no code under gpt_home/, no tests, no
earlier request sets' cases beyond holdout18 (read for its structure and helper style only) and no failure lists,
results or issue notes about failures read. Kept outside the repository while sealed; never tune on it.

Like holdout11 to holdout18 this set is a REPRESENTATIVE SAMPLE of what a household says over a week: in each
category 7 plain, common phrasings, 3 casual and spoken (fillers, a reason after, run-on lower-case speech-recognizer
text without punctuation or apostrophes), 4 harder (corrections in the breath, two requests in one breath, indirect
needs, follow-ups, asking back, children, the elderly, non-native speakers); the writer's own tag for each request is
in ``TAGS`` (p plain, c casual, h harder, b bad input). Other content (numbers, cities, words, items, facts, devices)
than holdout18; no request is flagged by bench/requests_dedupe.py against any earlier set.

Same clock (Tuesday 1 December 2026, 10:25 UTC; time zone UTC), same lights (kitchen, living room), no weather
location, no sound mixer, same markers and judging as the main set. Categories run in order within one conversation;
the fresh mode runs after it on the same household, so the timer, alarm, reminder and list categories start by
clearing. Dates, weekdays and world times computed here with datetime/zoneinfo; conversions with their defining
factors (an answer rounded to 0-3 decimals within 2 % is accepted).
"""

from __future__ import annotations

from datetime import date

from requests_cases import CHAT, REFUSAL, VOLUME, WEATHER_POINTER, _all, _between, fact
from requests_helpers import (
    ABILITIES,
    ALL_LIGHTS,
    ASK_ADD,
    ASK_LONG,
    ASK_TIME,
    ASK_WHAT,
    BAD_LEVEL,
    BAD_TIME,
    CLEARED,
    DAY,
    DIV_ZERO,
    FOOT_M,
    GONE,
    HEADS_TAILS,
    HUH,
    INCH_CM,
    LB_KG,
    MILE_KM,
    MISMATCH,
    NOT_A_PERSON,
    NOW,
    OFF,
    OFFLINE,
    ON,
    OZ_G,
    REMOVED,
    STONE_KG,
    TODAY,
    TOO_BIG,
    UNKNOWN_PLACE,
    UNKNOWN_UNIT,
    WEATHER_CITY,
    ZERO_TIMER,
    _added,
    _approx,
    _at,
    _c_to_f,
    _date,
    _day_or_date,
    _done,
    _f_to_c,
    _in,
    _later,
    _level,
    _light,
    _lit,
    _not,
    _num,
    _on,
    _short,
    _spelled,
    _there,
    _timer,
    _weekday_of,
)
from requests_helpers import _days as _count_days

_NUMBER_WORDS = {23: "twenty[- ]three", 24: "twenty[- ]four", 46: "forty[- ]six", 106: "a hundred and six"}


def _days(count: int) -> str:
    return _count_days(count, _NUMBER_WORDS)


LONG_ITEM = (
    "add "
    + "a jar of the crunchy peanut butter with no added sugar or palm oil from the health food shop, " * 17
    + "to the shopping list"
)
VALENTINES = date(2027, 2, 14)
CHRISTMAS_EVE = date(2026, 12, 24)
ST_PATRICK = date(2027, 3, 17)
# The thirty-first of November: a date that does not exist.
BAD_NOV = (r"doesn't exist|does not exist|isn't a (?:valid|real)|not a (?:valid|real)|invalid|no such|only (?:has )?"
           r"30|can't|cannot|don't understand|never has|no 31")

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("what's the time right this minute", NOW),
        ("which day of the week are we on", _weekday_of(DAY)),
        ("which year have we got to now", _not(r"\b2025\b|\b2027\b", r"\b2026\b|twenty[- ]twenty[- ]six")),
        ("can you give me today's date for this letter", TODAY),
        ("are we at the weekend already", _not(r"^\W*yes\b|it(?:'s| is) (?:the )?weekend", r"\bno\b|tuesday|weekday|not yet")),
        ("which day of the month have we reached", _not(r"\bsecond\b|\b2nd\b|\b30th\b", TODAY + r"|\b1st\b|\bfirst\b")),
        ("what's the time, and what's the date as well", _all(NOW, TODAY)),
        ("whats the time now cos i think the oven clock is wrong", NOW),
        ("uh what day is it im all over the place this week", _day_or_date(DAY)),
        ("hey what time is it ive got a video call at eleven", NOW),
        ("what's the date, sorry, i mean what day of the week", _weekday_of(DAY)),
        ("how long till 11 o'clock, the plumber's coming then", r"\b35 min|thirty[- ]five min"),
        ("what time it is now please, my english is little", NOW),
        (
            "i'm seven, is it a school day today",
            _not(r"^\W*no\b|weekend|saturday|sunday", r"\byes\b|tuesday|school day"),
        ),
    ],
    "date_arithmetic": [
        ("what date will it be 9 days from now", _on(9)),
        ("which weekday does valentine's day land on in 2027", _weekday_of(VALENTINES)),
        ("count how many days remain before christmas eve", _days((CHRISTMAS_EVE - DAY).days)),
        ("what was the date on this day last week", _on(-7)),
        ("what day of the week is the 1st of april 2027", _weekday_of(date(2027, 4, 1))),
        ("what date lands 22 days after today", _on(22)),
        ("what date is this coming friday", _date(_in(3))),
        ("the kids wanna know how many sleeps till santa comes", _days(24)),
        ("uh what date is it in 100 days im planning a surprise", _on(100)),
        ("what was the date last saturday i need it for a form", _on(-3)),
        (
            "how many days until the 6th of january, no wait, the 16th",
            _not(r"(?<![\d.])36(?!\d)|thirty[- ]six", _days((date(2027, 1, 16) - DAY).days)),
        ),
        (
            "what day is st patrick's day next year and how many days off is it",
            _all(rf"\b{ST_PATRICK:%A}\b", _days((ST_PATRICK - DAY).days)),
        ),
        ("my tablets last 60 days starting today, what date do they run out", _date(_in(60)) + "|" + _date(_in(59))),
        ("excuse me, english is not my language, what date is in ten days?", _on(10)),
    ],
    "world_time": [
        ("what's the time in los angeles california", _there("America/Los_Angeles")),
        ("what's the time in taipei at the moment", _there("Asia/Taipei")),
        ("current time in mumbai", _there("Asia/Kolkata")),
        ("what time is it over in athens", _there("Europe/Athens")),
        ("what's the clock saying in bogota colombia", _there("America/Bogota")),
        ("what time is it in nairobi kenya", _there("Africa/Nairobi")),
        ("what's the local time in bangkok", _there("Asia/Bangkok")),
        ("whats the time in sydney my daughter lives out there", _there("Australia/Sydney")),
        ("um what time is it in dubai my flight lands there later", _there("Asia/Dubai")),
        ("what time is it in honolulu just curious", _there("Pacific/Honolulu")),
        ("what time is it in lima, oh no, i meant manila", _not(_there("America/Lima"), _there("Asia/Manila"))),
        ("what time is it in denver and in vancouver", _all(_there("America/Denver"), _there("America/Vancouver"))),
        (
            "is it a good time to ring my aunt in auckland or is she in bed",
            _not(r"go ahead|it's a good time|afternoon|morning", _there("Pacific/Auckland") + r"|night|bed|late|asleep"),
        ),
        ("my son is in kathmandu, what is time there now please", _there("Asia/Kathmandu")),
    ],
    "math": [
        ("what's 48 times 26", _num(48 * 26)),
        ("how much is 35 percent of 80", _num(28, "twenty[- ]eight")),
        ("what's 3,450 divided by 15", _num(3450 / 15)),
        ("add 1,275 and 3,968", _num(1275 + 3968)),
        ("what's 5,000 minus 1,847", _num(5000 - 1847)),
        ("what do you get if you square 13", _num(13**2)),
        ("tell me the square root of two hundred and twenty five", _num(15, "fifteen")),
        ("whats 17 times 8 im checking my sons homework", _num(17 * 8)),
        ("uh what's a quarter of 360", _num(90, "ninety")),
        ("if a jumper is 40 pounds and its 25 percent off whats the price", _num(30, "thirty")),
        ("what's 84 divided by 4, no, by 6", _not(r"(?<![\d.])21(?!\d)|twenty[- ]one", _num(14, "fourteen"))),
        ("what's 6 times 7 and what's 81 divided by 9", _all(_num(42, "forty[- ]two"), _num(9, "nine"))),
        ("i'm eight, what's 9 plus 6", _num(15, "fifteen")),
        (
            "four people, pizza cost 54 euros, how much each one pay?",
            r"(?<![\d.])13\.50?(?!\d)|13 (?:euros )?(?:and )?50|\b13 and a half|thirteen and a half|thirteen fifty",
        ),
    ],
    "units": [
        ("how far is 22 miles in kilometres", _approx(22 * MILE_KM)),
        ("how many pounds does 5 kilos come to", _approx(5 / LB_KG)),
        ("18 celsius, what would that be in fahrenheit", _approx(_c_to_f(18))),
        ("how many centimetres is 12 inches", _approx(12 * INCH_CM)),
        ("if it's 100 degrees fahrenheit what's that in celsius", _approx(_f_to_c(100))),
        ("how tall in feet is 2.5 metres", _approx(2.5 / FOOT_M)),
        ("how many ounces make up half a kilo", _approx(500 / OZ_G)),
        ("whats 6 foot 2 in centimetres my sons shot up", _approx(74 * INCH_CM)),
        ("um the recipe wants 250 grams of flour how many ounces is that", _approx(250 / OZ_G)),
        ("how many miles is 10k im running one on sunday", _approx(10 / MILE_KM)),
        (
            "convert 30 miles to kilometres, sorry, 30 kilometres to miles",
            _not(r"\b48\.\d", _approx(30 / MILE_KM)),
        ),
        ("how many seconds in an hour and how many hours in a week", _all(r"\b3,?600\b|thousand six hundred", r"\b168\b|hundred and sixty[- ]eight")),
        ("the recipe says 200 degrees but my oven is in fahrenheit", _approx(_c_to_f(200))),
        ("my weight is 11 stone, how much in kilos please?", _approx(11 * STONE_KG)),
    ],
    "random": [
        ("heads or tails, you do the flip", HEADS_TAILS),
        ("roll me a normal six sided dice", _between(1, 6)),
        ("give me any number from 1 to 50 at random", _between(1, 50)),
        ("roll a d12", _between(1, 12)),
        ("say a random whole number from 11 to 19", _between(11, 19)),
        ("roll 3 dice and add them up", _between(3, 18)),
        ("think of a number from 1 to 1000 and tell me", _between(1, 1000)),
        ("toss a coin we cant decide who gets the last biscuit", HEADS_TAILS),
        ("er roll the dice for ludo its my go", _between(1, 6)),
        ("pick a number one to ten im bored", _between(1, 10)),
        ("pick a number between 1 and 100, actually make it 1 to 10", _between(1, 10)),
        ("i need a coin toss and a dice roll", _all(HEADS_TAILS, _between(1, 6))),
        ("film night or board game night, you decide for us", r"\bfilm\b|board game"),
        ("i'm six, can you pick a colour for me, red or blue", r"\bred\b|\bblue\b"),
    ],
    "spelling": [
        ("how do you spell the word sincerely", _spelled("sincerely")),
        ("spell committee for me", _spelled("committee")),
        ("what's the spelling of the word exaggerate", _spelled("exaggerate")),
        ("spell the word privilege", _spelled("privilege")),
        ("how is conscience spelled", _spelled("conscience")),
        ("how do you spell the word colleague", _spelled("colleague")),
        ("how do you spell receipt", _spelled("receipt")),
        ("how do you spell beautiful im writing a birthday card", _spelled("beautiful")),
        ("spell mischievous for my english essay", _spelled("mischievous")),
        ("uh how do you spell pharmacy", _spelled("pharmacy")),
        ("spell their, no, there as in over there", _spelled("there")),
        ("how do you spell dog, i'm five", _spelled("dog")),
        ("my dear, how does one spell psychiatrist, my hands shake writing it", _spelled("psychiatrist")),
        ("please spell me the word knowledge, letter for letter", _spelled("knowledge")),
    ],
    "timers": [
        ("stop every timer that's going", CLEARED),
        ("timer for fifteen minutes please", _timer(r"\b15 min|fifteen min")),
        ("pasta timer, 11 minutes", _timer(r"\b11 min|eleven min", "pasta")),
        ("i want a timer named cake for 40 minutes", _timer(r"\b40 min|forty min", "cake")),
        ("how many minutes has the pasta got left", _all(r"\b1[01]\b|\bten\b|\beleven\b", r"minute|:\d\d")),
        ("which timers have i got going at the moment", _all(r"pasta", r"cake")),
        ("the cake timer isn't needed, cancel it", _not(r"pasta", _all(r"cake", GONE))),
        ("set a 4 minute timer for the boiled egg", _timer(r"\b4 min|four min")),
        (
            "uh timer 2 hours the bread dough needs to prove",
            _timer(r"\b2 hours|two hours|\b120 min|hundred and twenty min"),
        ),
        (
            "quick timer for 45 seconds im doing a plank",
            _timer(r"\b45 sec|forty[- ]five sec|three quarters of a minute"),
        ),
        ("timer for 8 minutes, no, make it 10", _not(r"\b8 min|eight min", _timer(r"\b10 min|ten min"))),
        ("i want to set one of those timers", ASK_LONG),
        ("set it for 18 minutes then", _timer(r"\b18 min|eighteen min")),
        (
            "give the pasta 3 more minutes on its timer",
            _not(r"cake", _done(_all(r"pasta", r"\b3 min|three min|\b1[34] min|thirteen|fourteen"))),
        ),
    ],
    "alarms": [
        ("remove every alarm i have set", CLEARED),
        ("i need waking at 6:50 tomorrow morning", _done(_at(6, 50))),
        ("alarm at 8 o'clock this evening please", _done(_at(20, 0))),
        ("alarm at 5:20 am", _done(_at(5, 20))),
        ("on thursday i want an alarm at 7 am", _done(_all(r"thursday|december 3|3rd", _at(7, 0)))),
        ("run through my alarms for me", _all(_at(6, 50), _at(20, 0), _at(5, 20), _at(7, 0))),
        (
            "turn off the 8 pm alarm",
            _not(r"6:50|5:20|\b7(?::00)?\s*a\.?m", _all(_at(20, 0), GONE)),
        ),
        ("alarm for half seven tomorrow got a dentist appointment", _done(_at(7, 30))),
        ("wake me at 10 on sunday its my day off", _done(_all(r"sunday|december 6|6th", _at(10, 0)))),
        ("um set alarm 1 pm for my meds", _done(_at(13, 0))),
        ("alarm for 6:10, no, 6:20", _not(r"6:10", _done(_at(6, 20)))),
        ("set one of your alarms for me would you", ASK_TIME),
        ("make that alarm quarter to seven in the morning", _done(_at(6, 45))),
        (
            "i'm eighty and i forget things, have i got an alarm for thursday",
            _not(r"^\W*no\b|don't have|no alarm", _at(7, 0)),
        ),
    ],
    "reminders": [
        ("wipe every reminder i've made", CLEARED),
        ("remind me to call the vet at 3 pm", _done(_all(r"\bvet\b", _at(15, 0)))),
        ("tomorrow at 8 am remind me the bins need to go out", _done(_all(r"\bbins?\b", _at(8, 0)))),
        (
            "in 15 minutes remind me to check the oven",
            _done(_all(r"oven", _later(15) + r"|15 minutes|fifteen minutes")),
        ),
        (
            "remind me on saturday at 10 am to buy a birthday present",
            _done(_all(r"present|birthday", _at(10, 0), r"saturday|december 5|5th")),
        ),
        ("read out the reminders i've set", _all(r"\bvet\b", r"\bbins?\b", r"oven", r"present|birthday")),
        ("the vet reminder can go, delete it", _not(r"\bbins?\b|oven|present|birthday", _all(r"\bvet\b", GONE))),
        (
            "remind me at noon to phone grandma shell be expecting it",
            _done(_all(r"grandma", _at(12, 0) + r"|\bnoon\b|midday")),
        ),
        (
            "uh remind me in half an hour to get the kids from football",
            _done(_all(r"kids|football", _later(30) + r"|30 minutes|thirty minutes|half an hour")),
        ),
        (
            "remind me tonight at 9 to lock the back door its been left open twice",
            _done(_all(r"back door|\block", _at(21, 0))),
        ),
        (
            "remind me at 4 pm, no, 4:30 to collect the parcel",
            _not(_at(16, 0), _done(_all(r"parcel", _at(16, 30)))),
        ),
        ("set up a reminder for me would you", ASK_WHAT),
        ("it's to book the car in for its mot, tomorrow at 10", _done(_all(r"\bmot\b|\bcar\b", _at(10, 0)))),
        (
            "my memory's not what it was, did i ask you to remind me about the bins",
            _not(r"^\W*no\b|don't have|no reminder", _all(r"\bbins?\b", r"\byes\b|" + _at(8, 0))),
        ),
    ],
    "lists": [
        ("throw everything off the shopping list", _not(r"to-?do", CLEARED)),
        ("get everything off the to-do list", _not(r"shopping", CLEARED)),
        ("add rice, lentils and coffee to my shopping list", _added("rice", "lentils", "coffee")),
        ("put dishwasher tablets on the shopping list", _added("dishwasher tablets")),
        (
            "how does the shopping list look now",
            _all(r"\brice\b", r"\blentils\b", r"\bcoffee\b", r"\bdishwasher tablets\b"),
        ),
        (
            "take the lentils off my shopping list",
            _not(r"\badded lentils\b|can't|couldn't", _all(r"\blentils?\b", REMOVED)),
        ),
        ("add book the boiler service to my to-do list", _added(r"book (?:the )?boiler service")),
        ("were out of kitchen roll can you add it to the list", _added(r"kitchen roll", r"add\w*|list")),
        ("oh and stick some grapes on there too", _added(r"grapes")),
        (
            "is coffee on the list i dont want to buy it twice",
            _not(r"^\W*no\b|isn't|is not|not on", r"\bcoffee\b"),
        ),
        ("put plums, sorry, pears on the shopping list", _not(r"\bplums?\b", _added(r"pears"))),
        (
            "take rice off and add pasta to the shopping list",
            _not(r"can't|couldn't|added rice", _all(r"\bpasta\b", r"\brice\b", REMOVED)),
        ),
        ("i'd like to stick something on the shopping list", ASK_ADD),
        ("grandma here, i'd like bread and jam on the list please", _added(r"bread", r"jam")),
    ],
    "lights": [
        ("put some light on in the kitchen", _light("kitchen", ON, "off")),
        ("i'd like the living room light switched off", _light("living room", OFF, "on")),
        ("bring the kitchen light down to 30 percent", _level("kitchen", 30)),
        ("set the living room light to 80 percent brightness", _level("living room", 80)),
        ("is the kitchen light still on at the moment", _not(r"^\W*no\b|\boff\b", r"\byes\b|\bon\b|\b30\b")),
        ("switch every light in the house off", _not(r"\bon\b|can't|couldn't", _all(r"\boff\b", ALL_LIGHTS))),
        ("living room light at 10 percent", _level("living room", 10)),
        ("kitchen light on im making a cuppa", _light("kitchen", ON, "off")),
        ("can you turn the living room light off were watching a film", _light("living room", OFF, "on")),
        ("lights in the kitchen off please im done for the night", _light("kitchen", OFF, "on")),
        ("put the kitchen light to 40, no, 70 percent", _not(r"\b40\s*(?:%|percent)", _level("kitchen", 70))),
        (
            "turn on the living room light and dim the kitchen to 20 percent",
            _not(r"can't|couldn't", _all(_lit("living room", ON), r"kitchen.*\b20\s*(?:%|percent)")),
        ),
        (
            "the living room light is hurting my eyes",
            _not(
                r"\b100\s*(?:%|percent)|brighter|can't|couldn't",
                _all(r"living room", r"dimm?\w*|lower\w*|\b\d{1,2}\s*(?:%|percent)|\boff\b"),
            ),
        ),
        ("i'm scared of the dark, can you leave the kitchen light on", _light("kitchen", ON, "off")),
    ],
    "weather": [
        ("what does today's forecast say", WEATHER_POINTER),
        ("is rain expected later this afternoon", WEATHER_POINTER),
        ("is it freezing out there this morning", WEATHER_POINTER),
        ("will we get sunshine tomorrow", WEATHER_POINTER),
        ("what's the weather going to be like at the weekend", WEATHER_POINTER),
        ("will it be windy tonight", WEATHER_POINTER),
        ("is there mist or fog about this morning", WEATHER_POINTER),
        ("do i need a jacket today im walking to work", WEATHER_POINTER),
        ("hows the weather looking for my run later", WEATHER_POINTER),
        ("is it icy out the roads looked bad last night", WEATHER_POINTER),
        ("what's the weather in lisbon this weekend", WEATHER_CITY),
        (
            "switch the kitchen light on and give me today's weather",
            _all(r"kitchen.*\bon\b|\bon\b.*kitchen", WEATHER_POINTER),
        ),
        ("can i take the kids to the park today or will it be wet", WEATHER_POINTER),
        ("weather tomorrow, it is cold or warm, please?", WEATHER_POINTER),
    ],
    "volume": [
        ("bump your volume up slightly", VOLUME),
        ("your volume is too high, bring it down", VOLUME),
        ("put your volume at 45 percent", VOLUME),
        ("go silent, mute the sound", VOLUME),
        ("how high is your volume set", VOLUME),
        ("volume down two notches", VOLUME),
        ("turn your volume to the maximum", VOLUME),
        ("speak up please the extractor fans on", VOLUME),
        ("shh turn it down the babys asleep", VOLUME),
        ("um youre a bit quiet", VOLUME),
        ("turn it up, wait, no, turn it down", VOLUME),
        (
            "turn the kitchen light on and turn the volume up",
            _all(r"kitchen.*\bon\b|\bon\b.*kitchen", VOLUME),
        ),
        ("my nan is hard of hearing can you talk louder", VOLUME),
        ("you talk too much loud, less please", VOLUME),
    ],
    "unsupported": [
        ("play the beatles", REFUSAL),
        ("ring my brother on his mobile", REFUSAL),
        ("send a text to priya saying dinner is at seven", REFUSAL),
        ("order a pizza for delivery", REFUSAL),
        ("put the heating up two degrees", REFUSAL),
        ("what appointments are in my diary this week", REFUSAL),
        ("put the cricket commentary on", REFUSAL),
        ("lock the front door im already in bed", REFUSAL),
        ("put the news on the radio for me", REFUSAL),
        ("preheat the oven to 180 ive got a pie to warm", REFUSAL),
        (
            "turn off the living room light and play some relaxing music",
            _all(r"living room.*\boff\b|\boff\b.*living room", REFUSAL),
        ),
        ("what are the latest headlines", OFFLINE),
        ("video call my grandson, i'm his granny", REFUSAL),
        ("please you can open netflix on the television?", REFUSAL),
    ],
    "chit_chat": [
        ("hello there, how are you today", CHAT),
        ("do they call you anything, like a name", CHAT),
        ("thanks, that was helpful", CHAT),
        ("tell me a joke about dinosaurs", CHAT),
        ("i'm heading up to bed, night", CHAT),
        ("what can i ask you to help with around the house", ABILITIES),
        ("can you feel happy or sad", CHAT),
        ("man im so bored today", CHAT),
        ("lol that joke was awful", CHAT),
        ("youre the best you know that", CHAT),
        ("are you a real human being", NOT_A_PERSON),
        ("my dog learned to sit today i'm nine", CHAT),
        ("i live alone since my husband went into a care home, it's nice to have someone to talk to", CHAT),
        ("you are happy today or sad?", CHAT),
    ],
    "general_knowledge": [
        ("what's the capital city of egypt", fact(r"\bcairo\b")),
        ("how many wheels has a unicycle got", fact(r"\b1\b|\bone\b|\bsingle\b")),
        ("what gas do we breathe out", fact(r"carbon dioxide|\bco2\b")),
        ("k is the chemical symbol for what", fact(r"\bpotassium\b")),
        ("which is the smallest planet", fact(r"\bmercury\b")),
        ("what ocean lies between europe and america", fact(r"\batlantic\b")),
        ("which author wrote the hobbit", fact(r"\btolkien\b")),
        ("how many minutes does a football match last", fact(r"\b90\b|ninety")),
        ("whats the tallest mountain in the world its for a quiz", fact(r"\beverest\b")),
        ("how many sides has a hexagon my daughters asking", fact(r"\b6\b|\bsix\b")),
        ("is toronto the capital of canada", fact(r"(?s)^(?!.*\byes\b).*\bottawa\b")),
        ("what's the capital of sweden, no, of finland", fact(r"(?s)^(?!.*stockholm).*\bhelsinki\b")),
        ("what do you call a baby cow i'm five", fact(r"\bcalf\b|\bcalves\b")),
        ("please, water boils at how many degrees?", fact(r"\b100\b|\bhundred\b|\b212\b")),
    ],
    "bad_input": [
        ("what's 9 to the power of 123456789", _short(TOO_BIG)),
        ("what's 1,000 shared between 0 people", DIV_ZERO),
        ("how many flurbs in a kilometre", UNKNOWN_UNIT),
        ("how many seconds are in 3 kilograms", MISMATCH + r"|time"),
        ("what's the time over in middle earth", UNKNOWN_PLACE),
        ("wake me up at 31:15", BAD_TIME),
        ("start a timer for negative 10 seconds", ZERO_TIMER + r"|negative"),
        ("what weekday is the 31st of november", BAD_NOV),
        ("add <strong>sourdough</strong> to my list", _not(r"<", r"sourdough")),
        (LONG_ITEM, _short(r"\badd|\blist|too long|can't|cannot")),
        (
            "set the living room brightness to negative 40 percent",
            _not(r"-\s?40\s*(?:%|percent)|negative 40|minus 40", BAD_LEVEL + r"|\b0\s*(?:%|percent)|\boff\b"),
        ),
        ("so um can you like the er", HUH),
    ],
}

TAGS: dict[str, list[str]] = {
    category: (["b"] * len(rows) if category == "bad_input" else ["p"] * 7 + ["c"] * 3 + ["h"] * 4)
    for category, rows in CASES.items()
}
