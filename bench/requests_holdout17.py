"""A seventeenth held-out set for bench/requests_eval.py (``--set holdout17``), written on Wednesday 2 December 2026
(machine time, 20:23-20:58 UTC) by the engineer "blind17" for issue 15, blind: no code under gpt_home/, no tests, no
earlier request sets' cases beyond holdout16 (read for its structure and helper style only) and no failure lists,
results or issue notes about failures read. Kept outside the repository while sealed; never tune on it.

Like holdout11 to holdout16 this set is a REPRESENTATIVE SAMPLE of what a household says over a week: in each
category 7 plain, common phrasings, 3 casual and spoken (fillers, a reason after, run-on lower-case speech-recognizer
text without punctuation or apostrophes), 4 harder (corrections in the breath, two requests in one breath, indirect
needs, follow-ups, asking back, children, the elderly, non-native speakers); the writer's own tag for each request is
in ``TAGS`` (p plain, c casual, h harder, b bad input). Other content (numbers, cities, words, items, facts, devices)
than holdout16 and its README name; no request is flagged by bench/requests_dedupe.py against any earlier set.

Same clock (Tuesday 1 December 2026, 10:25 UTC; time zone UTC), same lights (kitchen, living room), no weather
location, no sound mixer, same markers and judging as the main set. Categories run in order within one conversation;
the fresh mode runs after it on the same household, so the timer, alarm, reminder and list categories start by
clearing. Dates, weekdays and world times computed here with datetime/zoneinfo; conversions with their defining
factors (an answer rounded to 0-3 decimals within 2 % is accepted).
"""

from __future__ import annotations

from datetime import date, timedelta

from requests_cases import CHAT, REFUSAL, VOLUME, WEATHER_POINTER, _all, _between, fact
from requests_helpers import (
    ABILITIES,
    ASK_ADD,
    ASK_LONG,
    ASK_TIME,
    ASK_WHAT,
    BAD_FEB,
    BAD_LEVEL,
    BAD_TIME,
    CLEARED,
    DAY,
    DIV_ZERO,
    GONE,
    HEADS_TAILS,
    HUH,
    MISMATCH,
    NO_LIGHT,
    NOT_A_PERSON,
    NOW,
    OFFLINE,
    REMOVED,
    TODAY,
    TOO_BIG,
    UNKNOWN_PLACE,
    UNKNOWN_UNIT,
    WEATHER_CITY,
    ZERO_TIMER,
    _added,
    _approx,
    _at,
    _date,
    _done,
    _later,
    _not,
    _num,
    _on,
    _short,
    _spelled,
    _there,
)
from requests_helpers import _days as _count_days

_NUMBER_WORDS = {11: "eleven", 14: "fourteen", 35: "thirty[- ]five", 61: "sixty[- ]one", 64: "sixty[- ]four",
                 75: "seventy[- ]five"}
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

# Defining factors.
LB_KG = 0.45359237
OZ_G = 28.349523125
MILE_KM = 1.609344
FOOT_M = 0.3048
INCH_CM = 2.54


def _c_to_f(celsius: float) -> float:
    return celsius * 9 / 5 + 32


def _f_to_c(fahrenheit: float) -> float:
    return (fahrenheit - 32) * 5 / 9


def _weekday_of(day: date) -> str:
    """The weekday of ``day`` named, and no other weekday."""
    name = f"{day:%A}".lower()
    others = "|".join(w for w in _WEEKDAYS if w != name)
    return rf"(?s)^(?!.*\b(?:{others})\b).*\b{name}\b"


def _days(count: int) -> str:
    return _count_days(count, _NUMBER_WORDS)


def _lit(name: str, state: str) -> str:
    """A light named with its new state, in either order (no leading flag: for use inside _all)."""
    return rf"{name}.*\b(?:{state})\b|\b(?:{state})\b.*{name}"


def _light(name: str, state: str, wrong: str) -> str:
    """A light change that went through: the light and its state named, ``wrong`` (the other state) nowhere."""
    return _not(rf"\b(?:{wrong})\b|can't|cannot|couldn't", _lit(name, state))


def _timer(minutes: str, name: str = "") -> str:
    """A timer that went through: its duration (a pattern) and its name where one was given."""
    return _done(_all(minutes, name) if name else minutes)


def _in(days: int) -> date:
    return DAY + timedelta(days=days)


ON = r"on|switched on|turned on"
OFF = r"off|switched off|turned off"
LONG_ITEM = ("put " + "a big bag of the wholegrain basmati rice from the shop on the corner, " * 20 + "thanks"
             + " on my shopping list")
BAD_DAY = BAD_FEB + r"|only (?:has )?30|30 days"

STONE_KG = 6.35029318

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("tell me the exact time on your clock", NOW),
        ("what's the date on today's calendar page", TODAY),
        ("what year is it on the calendar", _not(r"\b2025\b|\b2027\b", r"\b2026\b")),
        ("which of the seven days is today", _weekday_of(DAY)),
        ("i need both the time and today's date for a form", _all(NOW, TODAY)),
        ("are we still in november", _not(r"^\W*yes\b|it(?:'s| is) (?:still )?november", r"\bno\b|december")),
        ("which day of the week have we reached", _weekday_of(DAY)),
        ("hey whats the clock saying i need to leave for the doctors", NOW),
        ("ok so um which day are we on my brain is mush", _weekday_of(DAY)),
        ("is it past ten yet i overslept", _not(r"^\W*no\b|not yet", r"\byes\b|" + NOW)),
        ("what's the time, no, the date i meant", TODAY),
        ("how many minutes have i got before eleven, the plumber's due", r"\b35 minutes|thirty[- ]five minutes"),
        ("what is the day today, i am from spain and learning english", _weekday_of(DAY)),
        ("is it the weekend yet, love, i've lost all track",
         _not(r"^\W*yes\b|it(?:'s| is) the weekend", r"\bno\b|not yet|tuesday|weekday")),
    ],
    "date_arithmetic": [
        ("ten days from today lands on what date", _on(10)),
        ("which day of the week will christmas eve be", _weekday_of(date(2026, 12, 24))),
        ("count the days to valentine's for me", _days((date(2027, 2, 14) - DAY).days)),
        ("the date exactly three weeks back was what", _on(-21)),
        ("what weekday is the 1st of march 2027", _weekday_of(date(2027, 3, 1))),
        ("how many days are there between today and the 31st of january", _days((date(2027, 1, 31) - DAY).days)),
        ("what date falls one hundred days after today", _on(100)),
        ("date for the day after tomorrow i need it for the delivery", _on(2)),
        ("how many sleeps till my holiday on the 12th", _days(11)),
        ("uh last friday what was the date of that again", _date(_in(-4))),
        ("what day is the 15th no sorry the 16th of december", _weekday_of(date(2026, 12, 16))),
        ("how many days from the 5th to the 19th of december", _days(14)),
        ("my passport runs out on the 3rd of february, how many days do i have left",
         _days((date(2027, 2, 3) - DAY).days)),
        ("what is the date in three weeks, and which day it is?", _all(_on(21), rf"\b{_in(21):%A}\b")),
    ],
    "world_time": [
        ("what's the clock showing in lisbon portugal", _there("Europe/Lisbon")),
        ("tell me the time in denver colorado", _there("America/Denver")),
        ("what's the local time in nairobi", _there("Africa/Nairobi")),
        ("what time is it in mumbai india", _there("Asia/Kolkata")),
        ("what time is it over in seoul south korea", _there("Asia/Seoul")),
        ("is it night in honolulu, what's the time there", _there("Pacific/Honolulu")),
        ("how late is it in mexico city at the moment", _there("America/Mexico_City")),
        ("whats the time in kathmandu my son is trekking there", _there("Asia/Kathmandu")),
        ("hey what time is it in dubai gotta call the hotel", _there("Asia/Dubai")),
        ("so what time have they got in auckland right now", _there("Pacific/Auckland")),
        ("what time is it in athens no wait istanbul", _not(_there("Europe/Athens"), _there("Europe/Istanbul"))),
        ("what's the time in perth and in lima", _all(_there("Australia/Perth"), _there("America/Lima"))),
        ("is my daughter in vancouver awake yet",
         _not(r"^\W*yes\b|she(?:'s| is) (?:probably )?awake|afternoon",
              _there("America/Vancouver") + r"|\bno\b|asleep|night|early")),
        ("in bangkok now what is the hour, please", _there("Asia/Bangkok")),
    ],
    "math": [
        ("multiply 47 by 23 for me", _num(47 * 23)),
        ("what is 35 percent of 260", _num(91, "ninety[- ]one")),
        ("what's 3,456 divided by 12", _num(3456 / 12)),
        ("add 1,249 and 876", _num(1249 + 876)),
        ("what's 5,000 minus 1,638", _num(5000 - 1638)),
        ("can you square 17 for me", _num(17 ** 2)),
        ("work out the square root of 841", _num(29, "twenty[- ]nine")),
        ("whats 8 times 12 for my homework", _num(96, "ninety[- ]six")),
        ("uh how much is 250 split between 4 people", r"(?<![\d.])62\.50?(?!\d)|62 (?:pounds )?(?:and )?50|\b62 and a half"),
        ("quick one add up 15 27 and 38 for the darts score", _num(80, "eighty")),
        ("what's 72 divided by 8 no i mean 72 divided by 9",
         _not(r"\bis 9\b|equals 9\b|it(?:'s| is) 9\b", _num(8, "eight"))),
        ("a coat costs 80 pounds with 25 percent off in the sale, what's the price now", _num(60, "sixty")),
        ("what's 6 plus 6 i'm seven and doing sums", _num(12, "twelve")),
        ("please, how much is fourteen multiply by three", _num(42, "forty[- ]two")),
    ],
    "units": [
        ("convert 30 centimetres to inches", _approx(30 / INCH_CM)),
        ("my baby weighs 3 kilograms, what's that in pounds", _approx(3 / LB_KG)),
        ("change 100 degrees fahrenheit into celsius", _approx(_f_to_c(100))),
        ("how many metres is 6 feet", _approx(6 * FOOT_M)),
        ("500 grams of flour, how many ounces is that", _approx(500 / OZ_G)),
        ("a 100 metre race is how many feet", _approx(100 / FOOT_M)),
        ("minus five degrees celsius in fahrenheit terms please", _approx(_c_to_f(-5))),
        ("hows 8 stone in kilos my nan always uses stone", _approx(8 * STONE_KG)),
        ("uh how many grams in a quarter pound for the burgers", _approx(0.25 * LB_KG * 1000)),
        ("whats 15 kilometres in miles im running it on sunday", _approx(15 / MILE_KM)),
        ("convert 10 inches to centimetres sorry i mean 10 feet", _not(r"\b25\.4\b", _approx(10 * FOOT_M * 100))),
        ("how many ounces in a pound and how many pounds in a stone",
         _all(r"\b16\b|sixteen", r"\b14\b|fourteen")),
        ("the bridge limit is 3 tonnes and my van is 2,800 kilos, can i go over it",
         _not(r"^\W*no\b|too heavy|over the limit|can't", r"\byes\b|under|below|within|\b200\b")),
        ("one inch, it is how many centimetre? please", _approx(INCH_CM)),
    ],
    "random": [
        ("spin a coin and tell me which side lands", HEADS_TAILS),
        ("roll one six-sided dice", _between(1, 6)),
        ("choose a random number from 1 to 50", _between(1, 50)),
        ("choose me a whole number from 10 up to 20", _between(10, 20)),
        ("roll three dice and add them up", _between(3, 18)),
        ("give me a random number up to 1000", _between(0, 1000)),
        ("give me a roll of a twelve-sided dice for the game", _between(1, 12)),
        ("heads or tails mate were picking who drives", HEADS_TAILS),
        ("pick a number one to ten im thinking of one", _between(1, 10)),
        ("chuck a dice for ludo", _between(1, 6)),
        ("roll two dice no just one", _between(1, 6)),
        ("flip a coin, then roll a six sided die straight after", _all(HEADS_TAILS, _between(1, 6))),
        ("should i wear the red or the blue jumper you choose", r"\bred\b|\bblue\b"),
        ("pick a number 1 to 8 im eight and its my go", _between(1, 8)),
    ],
    "spelling": [
        ("spell chrysanthemum", _spelled("chrysanthemum")),
        ("how do you spell mortgage", _spelled("mortgage")),
        ("spell the word liaison", _spelled("liaison")),
        ("how is questionnaire spelled", _spelled("questionnaire")),
        ("spell playwright", _spelled("playwright")),
        ("how do you spell pharaoh", _spelled("pharaoh")),
        ("spell the word millennium", _spelled("millennium")),
        ("how do you spell receipt im writing an expense claim", _spelled("receipt")),
        ("spell cinnamon for the recipe card", _spelled("cinnamon")),
        ("uh how do i spell aubergine", _spelled("aubergine")),
        ("spell principal no sorry principle", _spelled("principle")),
        ("how do you spell school im five", _spelled("school")),
        ("how to spell the word beautiful, letter for letter please", _spelled("beautiful")),
        ("how do you spell hippopotamus dear it's for my grandson's crossword", _spelled("hippopotamus")),
    ],
    "timers": [
        ("kill off any timers you've got on", CLEARED),
        ("put an 18 minute countdown on", _timer(r"\b18 min|eighteen min")),
        ("start a 14 minute timer called rice", _timer(r"\b14 min|fourteen min", "rice")),
        ("name a timer bread and give it 50 minutes", _timer(r"\b50 min|fifty min", "bread")),
        ("what's the rice timer down to now", _all(r"\b1[34]\b|thirteen|fourteen", r"minute|:\d\d")),
        ("which countdowns are going at the moment", _all(r"rice", r"bread")),
        ("stop the bread timer", _not(r"rice", _all(r"bread", GONE))),
        ("noodles need a 7 minute timer please", _timer(r"\b7 min|seven min")),
        ("can you do me a two and a half minute timer for the toast",
         _timer(r"\b150 sec|(?:2|two) minutes? (?:and )?30|(?:2|two) and a half min|2\.5 min")),
        ("give me a 40 minute timer im having a nap", _timer(r"\b40 min|forty min")),
        ("set a timer for 5 minutes actually make it 8", _not(r"\b5 min|five min", _timer(r"\b8 min|eight min"))),
        ("get a timer started for me", ASK_LONG),
        ("a 22 minute timer then thanks", _timer(r"\b22 min|twenty[- ]two min")),
        ("take 2 minutes off the rice timer",
         _not(r"bread", _done(_all(r"rice", r"\b2 min|two min|\b1[12] min|eleven|twelve")))),
    ],
    "alarms": [
        ("remove all the alarms you've got", CLEARED),
        ("i'd like an alarm at 6:20 in the morning", _done(_at(6, 20))),
        ("wake me up tomorrow at 8:35", _done(_at(8, 35))),
        ("alarm at ten past two this afternoon", _done(_at(14, 10))),
        ("set an alarm for thursday at 7:50 am", _done(_all(r"thursday|december 3|3rd", _at(7, 50)))),
        ("go through the alarms i've set", _all(_at(6, 20), _at(8, 35), _at(14, 10), _at(7, 50))),
        ("get rid of the ten past two alarm", _not(r"6:20|8:35|7:50", _all(_at(14, 10), GONE))),
        ("alarm at half five tomorrow ive got a flight", _done(_at(5, 30))),
        ("get me up at 10 on sunday no rush that day", _done(_all(r"sunday|december 6|6th", _at(10, 0)))),
        ("alarm for 1 pm please need to move the car", _done(_at(13, 0))),
        ("set an alarm for 6:40 hmm no 6:55", _not(r"6:40", _done(_at(6, 55)))),
        ("i'll need waking up, set an alarm", ASK_TIME),
        ("an alarm for 11:20 at night then", _done(_at(23, 20))),
        ("what time's my thursday alarm, i forget things, dear",
         _not(r"^\W*no\b|don't have|no alarm", _at(7, 50))),
    ],
    "reminders": [
        ("scrap every single reminder you're holding", CLEARED),
        ("at 4 pm remind me the houseplants need water", _done(_all(r"plants", _at(16, 0)))),
        ("remind me to book the vet tomorrow at 10 am", _done(_all(r"\bvet\b", _at(10, 0)))),
        ("in 45 minutes give me a shout to get the sponge cake out of the oven", _done(_all(r"\bcake\b", _later(45) + r"|45 minutes"))),
        ("remind me on wednesday at 3 pm to pick up the dry cleaning",
         _done(_all(r"dry cleaning", _at(15, 0), r"wednesday|tomorrow|december 2|2nd"))),
        ("what reminders have i set", _all(r"plants", r"\bvet\b", r"\bcake\b", r"dry cleaning")),
        ("cancel the vet reminder", _not(r"plants|\bcake\b|cleaning", _all(r"\bvet\b", GONE))),
        ("remind me to ring grandad at 8 tonight its his birthday", _done(_all(r"grandad", _at(20, 0)))),
        ("remind me at quarter to one to put the chicken in the oven", _done(_all(r"chicken", _at(12, 45)))),
        ("uh remind me in an hour to check on the baby",
         _done(_all(r"\bbaby\b", _later(60) + r"|(?:1|one|an) hour"))),
        ("remind me to post the letter at 3 no make it 4 pm",
         _not(_at(15, 0), _done(_all(r"letter", _at(16, 0))))),
        ("i'd like you to remind me", ASK_WHAT),
        ("remind me to put the recycling out at 6 pm then", _done(_all(r"recycling", _at(18, 0)))),
        ("is there a reminder for my houseplants, pet, my memory's not what it was",
         _not(r"^\W*no\b|don't have|no reminder", _all(r"plants", r"\byes\b|" + _at(16, 0)))),
    ],
    "lists": [
        ("start me a fresh shopping list, bin the old one", _not(r"to-?do", CLEARED)),
        ("my to-do list is done, empty it out", _not(r"shopping", CLEARED)),
        ("add cheddar, yoghurt and pasta to my shopping list", _added("cheddar", "yoghurt", "pasta")),
        ("put lemons on the shopping list", _added(r"lemons?")),
        ("what have i got written on the shopping list so far", _all(r"\bcheddar\b", r"\byoghurt\b", r"\bpasta\b", r"\blemon")),
        ("take the yoghurt off my shopping list", _not(r"\badded yoghurt\b|can't|couldn't",
                                                        _all(r"\byoghurt\b", REMOVED))),
        ("add fix the leaky tap to my to-do list", _added(r"fix (?:the )?leaky tap")),
        ("were out of bin bags stick them on the list", _added(r"bin bags", r"add\w*|list")),
        ("have i got pasta on there already", _not(r"^\W*no\b|isn't|is not|not on", r"\bpasta\b")),
        ("chuck some kitchen roll on the shopping list ta", _added(r"kitchen roll")),
        ("add apples no wait pears to the shopping list", _not(r"apples", _added(r"pears"))),
        ("add garlic and take the lemons off the list",
         _not(r"take the lemons|can't|couldn't", _all(r"garlic", r"lemons?", REMOVED))),
        ("stick something on the shopping list for me", ASK_ADD),
        ("we've used the last of the coffee", _all(r"coffee", r"\badd|shopping list")),
    ],
    "lights": [
        ("i want light in the kitchen please", _light("kitchen", ON, "off")),
        ("were done in the living room light off in there", _light("living room", OFF, "on")),
        ("make the kitchen light 40 percent bright", _all(r"kitchen", r"\b40\s*(?:%|percent)")),
        ("dim the living room light down to 15 percent", _all(r"living room", r"\b15\s*(?:%|percent)")),
        ("is the kitchen still lit up", _not(r"^\W*no\b|\boff\b", r"\byes\b|\bon\b|\b40\b")),
        ("black out the whole house, all lights off", _not(r"\bon\b|can't|couldn't",
                                                   _all(r"\boff\b", r"\ball\b|both|every|kitchen.*living|living.*kitchen"))),
        ("relight the living room", _light("living room", ON, "off")),
        ("kitchen lights on im making a sandwich", _light("kitchen", ON, "off")),
        ("can we have the living room a bit dimmer say 30 percent", _all(r"living room", r"\b30\s*(?:%|percent)")),
        ("lights off in the kitchen cheers", _light("kitchen", OFF, "on")),
        ("turn off the kitchen light, sorry, the living room one", _not(r"kitchen", _light("living room", OFF, "on"))),
        ("turn on the kitchen light and set the living room to 50 percent",
         _not(r"can't|couldn't", _all(_lit("kitchen", ON), r"living room.*\b50\s*(?:%|percent)"))),
        ("it's too bright in the living room",
         _not(r"can't|couldn't|brighter|\b100\s*(?:%|percent)",
              _all(r"living room", r"dimm?\w*|\d+\s*(?:%|percent)|lower\w*|\boff\b"))),
        ("put the bathroom light on", _not(r"bathroom light is (?:now )?on|turned on the bathroom", NO_LIGHT)),
    ],
    "weather": [
        ("what's the chance of showers this evening", WEATHER_POINTER),
        ("is it going to be sunny on saturday", WEATHER_POINTER),
        ("how warm will it get tomorrow", WEATHER_POINTER),
        ("is there fog about this morning", WEATHER_POINTER),
        ("what's the humidity like today", WEATHER_POINTER),
        ("will it hail later on", WEATHER_POINTER),
        ("what's the overnight low going to be", WEATHER_POINTER),
        ("do the kids need their wellies today", WEATHER_POINTER),
        ("is it a good day for a bike ride or what", WEATHER_POINTER),
        ("hows it looking outside for my walk later", WEATHER_POINTER),
        ("what's the weather doing in cardiff this weekend", WEATHER_CITY),
        ("switch off the kitchen light and tell me tomorrow's forecast",
         _all(r"kitchen.*\boff\b|\boff\b.*kitchen", WEATHER_POINTER)),
        ("should i wrap up warm dear, im popping to the chemist", WEATHER_POINTER),
        ("it will be cold tomorrow? i must know for my trip", WEATHER_POINTER),
    ],
    "volume": [
        ("turn your voice up", VOLUME),
        ("lower your volume a little", VOLUME),
        ("set your volume to 4", VOLUME),
        ("put your sound at 80 percent", VOLUME),
        ("what's your current volume level", VOLUME),
        ("go to the lowest volume you have", VOLUME),
        ("mute your speaker", VOLUME),
        ("youre a bit quiet can you speak up", VOLUME),
        ("shh keep it down the kids are doing homework", VOLUME),
        ("louder mate cant hear a thing", VOLUME),
        ("quieter no actually louder", VOLUME),
        ("turn the kitchen light on and turn yourself up",
         _all(r"kitchen.*\bon\b|\bon\b.*kitchen", VOLUME)),
        ("you're mumbling, love, i can't make out the words", VOLUME),
        ("please more silent your voice", VOLUME),
    ],
    "unsupported": [
        ("play the new taylor swift album", REFUSAL),
        ("ring my sister in leeds", REFUSAL),
        ("drop my manager an email saying i'm ill", REFUSAL),
        ("get a pepperoni pizza delivered", REFUSAL),
        ("put the thermostat on 21", REFUSAL),
        ("lock up the patio doors", REFUSAL),
        ("what appointments do i have in my diary tomorrow", REFUSAL),
        ("stick a podcast on while i do the ironing", REFUSAL),
        ("whatsapp my daughter that dinners ready", REFUSAL),
        ("get me a cab to the airport at 6", REFUSAL),
        ("turn the living room light off and put the oven on at 200",
         _all(r"living room.*\boff\b|\boff\b.*living room", REFUSAL)),
        ("who's emailed me today", OFFLINE),
        ("can you video call my grandson, i don't know how to do it", REFUSAL),
        ("please you pay my electric bill", REFUSAL),
    ],
    "chit_chat": [
        ("hiya, anyone home", CHAT),
        ("hope your tuesday's treating you well", CHAT),
        ("thank you kindly", CHAT),
        ("what shall i call you", CHAT),
        ("see you later", CHAT),
        ("what jobs can you do around the house", ABILITIES),
        ("tell me a funny story", CHAT),
        ("youre a star thanks", CHAT),
        ("so bored nothing to do all afternoon", CHAT),
        ("lol thats brilliant", CHAT),
        ("are you an actual person or a machine", NOT_A_PERSON),
        ("i lost my tooth today and i'm six", CHAT),
        ("my husband's in hospital and i'm on my own tonight", CHAT),
        ("you have feelings or no?", CHAT),
    ],
    "general_knowledge": [
        ("what's the capital city of kenya", fact(r"\bnairobi\b")),
        ("how many humps does a dromedary camel have", fact(r"\b1\b|\bone\b|\bsingle\b")),
        ("which author created sherlock holmes", fact(r"\bdoyle\b")),
        ("the letters au stand for which chemical element", fact(r"\bgold\b")),
        ("what's the hottest planet in the solar system", fact(r"\bvenus\b")),
        ("what's the tallest mountain in japan", fact(r"\bfuji\b")),
        ("who painted the water lilies", fact(r"\bmonet\b")),
        ("whats the capital of egypt for my crossword", fact(r"\bcairo\b")),
        ("how many players in a football team again", fact(r"\b11\b|\beleven\b")),
        ("who invented the telephone was it bell", fact(r"\bbell\b")),
        ("what's the capital of austria, no, of hungary", fact(r"(?s)^(?!.*vienna).*\bbudapest\b")),
        ("what do caterpillars turn into im five", fact(r"\bbutterfl\w*|\bmoths?\b")),
        ("which ocean is the biggest, pet, i used to know", fact(r"\bpacific\b")),
        ("in mexico, which language do the people speak?", fact(r"\bspanish\b")),
    ],
    "bad_input": [
        ("work out 9 to the power of 123456789", _short(TOO_BIG)),
        ("what's 40 over zero", DIV_ZERO),
        ("convert 6 blorps to kilometres", UNKNOWN_UNIT),
        ("how many kilograms is 5 miles", MISMATCH),
        ("what's the clock saying in the land of oz", UNKNOWN_PLACE),
        ("set an alarm for 7:95 in the morning", BAD_TIME),
        ("make a countdown of minus ten seconds", ZERO_TIMER + r"|negative"),
        ("what day of the week is the 31st of april", BAD_DAY),
        ("put <em>oatcakes</em> on my list", _not(r"<", r"oatcakes")),
        (LONG_ITEM, _short(r"\badd|\blist|too long|can't|cannot")),
        ("kitchen light to negative 30 percent please", _not(r"-\s?30\s*(?:%|percent)|(?:minus|negative) 30", BAD_LEVEL)),
        ("ah what was i gonna ask erm", HUH),
    ],
}

TAGS: dict[str, list[str]] = {category: (["b"] * len(rows) if category == "bad_input" else
                                         ["p"] * 7 + ["c"] * 3 + ["h"] * 4) for category, rows in CASES.items()}
