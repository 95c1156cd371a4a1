"""A fourteenth held-out set for bench/requests_eval.py (``--set holdout14``), published after its one blind run on the round's final code (90.4 / 90.4 %; bench/data/holdout14_README.md), written on Wednesday 2 December 2026
(machine time, 14:23-14:40 UTC) by the engineer "blind14" for issue 15, blind: no code under gpt_home/, no tests, no
earlier request sets' cases and no failure lists, results or issue notes about failures read (only the case format:
the markers and helpers at the top of bench/requests_cases.py (lines 1-80), bench/requests_helpers.py, the docstring
and import block of holdout13, plus bench/requests_eval.py, the dedupe tool, holdout13's README and its checker, and
bench/data/validate_set.py). Kept outside the repository while sealed; never tune on it.

Like holdout11 to holdout13 this set is a REPRESENTATIVE SAMPLE of what a household says over a week: about half of
each category in plain, common phrasing, about a quarter casual and spoken (fillers, a reason after, run-on lower-case
speech-recognizer text without punctuation or apostrophes), about a quarter harder (corrections in the breath, two
requests in one breath, indirect needs, follow-ups, asking back, children, the elderly, non-native speakers); the
writer's own tag for each request is in ``TAGS`` (p plain, c casual, h harder, b bad input). Other content (numbers,
cities, words, items, facts) than holdout13's README and checker name; no request is an exact or same-core duplicate
of an earlier set's (bench/requests_dedupe.py).

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
    _done,
    _later,
    _named,
    _not,
    _num,
    _on,
    _short,
    _spelled,
    _there,
)
from requests_helpers import _days as _count_days

_NUMBER_WORDS = {3: "three", 18: "eighteen", 70: "seventy", 75: "seventy[- ]five", 121: "one hundred and twenty[- ]one"}
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

# Defining factors of the conversions asked for.
POUND_KG = 0.45359237
STONE_KG = 14 * POUND_KG
OUNCE_G = 28.349523125
MILE_KM = 1.609344
FOOT_M = 0.3048
YARD_M = 0.9144
UK_PINT_ML = 568.26125
US_PINT_ML = 473.176473


def _f_to_c(fahrenheit: float) -> float:
    return (fahrenheit - 32) * 5 / 9


def _c_to_f(celsius: float) -> float:
    return celsius * 9 / 5 + 32


def _weekday_of(day: date) -> str:
    """That day's weekday named, and no other weekday."""
    name = f"{day:%A}".lower()
    others = "|".join(w for w in _WEEKDAYS if w != name)
    return rf"(?s)^(?!.*\b(?:{others})\b)(?=.*\b{name}\b)"


def _minutes(count: int, word: str = "") -> str:
    """A duration of ``count`` minutes said in digits or words, as a change that went through."""
    return _done(rf"\b{count} minutes?\b" + (rf"|\b{word} minutes?\b" if word else ""))


_TUESDAY = _weekday_of(DAY)


def _lit(name: str, state: str) -> str:
    """``_named`` without its leading flag, for use inside ``_all``."""
    return _named(name, state).removeprefix("(?s)")

_NOON_LEFT = r"\b(?:1|one|an) hours?,? (?:and )?35 minutes|\b95 minutes|ninety[- ]five minutes|\b1:35\b"
_NO_TODO = r"to-?do"
LONG_ITEM = "add " + ", ".join(["home-made strawberry jam from the farm shop on the corner"] * 24) + " to my shopping list"

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("can you give me the time", NOW),
        ("what's the current month", r"\bdecember\b"),
        ("what number day is it today", TODAY + r"|\b1st\b|\bfirst\b"),
        ("which year does the calendar say", r"\b2026\b|twenty twenty[- ]six"),
        ("name today's weekday for me", _TUESDAY),
        ("is it am or pm right now", _not(r"\bp\.?m\b|afternoon|evening", r"\ba\.?m\b|morning")),
        ("give me today's date and the current time", _all(TODAY, NOW)),
        ("whats the time now love im about to pop to the post office", NOW),
        ("um what day is it today i lose track being off work", _TUESDAY),
        ("have you got the time my watch has stopped", NOW),
        ("is it friday yet", _not(r"\byes\b|it(?:'s| is) friday", r"\btuesday\b")),
        ("how long is it until noon", _NOON_LEFT),
        ("is today the first of december or the second", _not(r"december 2\b|\b2nd\b|\bsecond of", TODAY)),
        ("please which hour we have now", NOW),
    ],
    "date_arithmetic": [
        ("what's the date in five days", _on(5)),
        ("what weekday will new year's day 2027 be", _weekday_of(date(2027, 1, 1))),
        ("how long until valentine's day in days", _count_days((date(2027, 2, 14) - DAY).days, _NUMBER_WORDS)),
        ("what date will it be in seven days time", _on(7)),
        ("what was the date four days ago", _on(-4)),
        ("what day of the week will the 11th be", _weekday_of(date(2026, 12, 11))),
        ("how many days until the 1st of april", _count_days((date(2027, 4, 1) - DAY).days, _NUMBER_WORDS)),
        ("whats the date a fortnight today im booking the vet", _on(14)),
        ("how many days till my birthday its on the 9th of february",
         _count_days((date(2027, 2, 9) - DAY).days, _NUMBER_WORDS)),
        ("which day is the 25th this month its our works do", _weekday_of(date(2026, 12, 25))),
        ("what's the date in 3 days no sorry 4 days", _not(r"december 4\b|\b4th\b|friday", _on(4))),
        ("what day is the 9th and what day is the 19th",
         _all(r"\bwednesday\b", r"\bsaturday\b")),
        ("the milk says use by the 4th, how many days is that", _count_days(3, _NUMBER_WORDS)),
        ("my grandson comes on the 19th, how many more days is that dear", _count_days(18, _NUMBER_WORDS)),
    ],
    "world_time": [
        ("what time is it in addis ababa", _there("Africa/Addis_Ababa")),
        ("what's the time in manila", _there("Asia/Manila")),
        ("what time is it in bogota right now", _there("America/Bogota")),
        ("tell me the time in helsinki", _there("Europe/Helsinki")),
        ("what time is it in salt lake city", _there("America/Denver")),
        ("current time in dhaka", _there("Asia/Dhaka")),
        ("what time is it in fiji", _there("Pacific/Fiji")),
        ("whats the time over in karachi my uncle just called", _there("Asia/Karachi")),
        ("uh what time is it in chicago the match starts soon", _there("America/Chicago")),
        ("time in jakarta please my friend is there", _there("Asia/Jakarta")),
        ("what time is it in cairo no sorry in tehran",
         _not(r"\b12:25\b", _there("Asia/Tehran"))),
        ("what time is it in reykjavik and in anchorage",
         _all(_there("Atlantic/Reykjavik"), _there("America/Anchorage"))),
        ("my daughter is in adelaide, what time is it for her", _there("Australia/Adelaide")),
        ("how many hours is buenos aires behind from here",
         r"\b(?:3|three) hours\b|" + _there("America/Argentina/Buenos_Aires")),
    ],
    "math": [
        ("what's 23 times 19", _num(437)),
        ("what is 15 percent of 360", _num(54)),
        ("what's 945 divided by 9", _num(105)),
        ("what is 658 plus 279", _num(937)),
        ("what's 2000 minus 1347", _num(653)),
        ("what is 12 cubed", _num(1728)),
        ("what's the square root of 289", _num(17, "seventeen")),
        ("whats 9 times 7 again i always forget", _num(63, "sixty[- ]three")),
        ("quick one whats 250 take away 85", _num(165)),
        ("how much is 3 lots of 45 pounds for the school trip", _num(135)),
        ("what's 14 times 6 no wait 14 times 8", _not(r"\b84\b", _num(112))),
        ("the jacket was 80 pounds and it's 25 percent off, what do i pay", _num(60, "sixty")),
        ("what's half of 38", _num(19, "nineteen")),
        ("how much make 125 and 375 together", _num(500, "five hundred")),
    ],
    "units": [
        ("convert 3 kilograms to pounds", _approx(3 / POUND_KG)),
        ("how many inches in a yard", _num(36, "thirty[- ]six")),
        ("convert 12 miles to kilometres", _approx(12 * MILE_KM)),
        ("what's 25 celsius in fahrenheit", _approx(_c_to_f(25))),
        ("how many litres is 3 pints", _approx(3 * UK_PINT_ML / 1000) + "|" + _approx(3 * US_PINT_ML / 1000)),
        ("how many grams are in 5 pounds of potatoes", _approx(5 * POUND_KG * 1000)),
        ("convert 6 feet to metres", _approx(6 * FOOT_M)),
        ("my american recipe says 375 fahrenheit whats that in celsius", _approx(_f_to_c(375))),
        ("how many ounces is 500 grams roughly", _approx(500 / OUNCE_G)),
        ("um how many metres is 400 yards", _approx(400 * YARD_M)),
        ("convert 8 stone no sorry 9 stone to kilos", _not(r"\b50\.8", _approx(9 * STONE_KG))),
        ("how many hours in a week and how many days in a leap year", _all(_num(168), _num(366))),
        ("the sign says 30 miles per hour, what's that in kilometres per hour", _approx(30 * MILE_KM)),
        ("how much kilo is 20 pound", _approx(20 * POUND_KG)),
    ],
    "random": [
        ("spin a coin for me", HEADS_TAILS),
        ("throw one die for me", _between(1, 6)),
        ("pick a number from 1 to 30", _between(1, 30)),
        ("give me a random number between 50 and 75", _between(50, 75)),
        ("roll a pair of six sided dice", _between(2, 12)),
        ("choose a random number between 1 and 3", _between(1, 3)),
        ("roll a 12-sided die", _between(1, 12)),
        ("flip a coin to see who washes up tonight", HEADS_TAILS),
        ("pick a number between one and ten were doing a raffle", _between(1, 10)),
        ("roll a dice im playing snakes and ladders with my nan", _between(1, 6)),
        ("pick a number between 1 and 100 no make it 1 and 40", _between(1, 40)),
        ("heads or tails, i'm calling heads", HEADS_TAILS),
        ("can you pick pizza or pasta for our tea", r"\bpizza\b|\bpasta\b"),
        ("please choose one number random from five to nine", _between(5, 9)),
    ],
    "spelling": [
        ("how do you spell conscientious", _spelled("conscientious")),
        ("how do you spell scissors", _spelled("scissors")),
        ("spell the word embarrass", _spelled("embarrass")),
        ("how do you spell fluorescent", _spelled("fluorescent")),
        ("spell parallel for me", _spelled("parallel")),
        ("how is mortgage spelled", _spelled("mortgage")),
        ("how do you spell colleague", _spelled("colleague")),
        ("how do you spell restaurant im writing a review", _spelled("restaurant")),
        ("spell broccoli for me i never get it right", _spelled("broccoli")),
        ("um how do you spell receipt like a shop receipt", _spelled("receipt")),
        ("spell stationery no sorry stationary like not moving",
         _not(_spelled("stationery"), _spelled("stationary"))),
        ("how do you spell elephant i'm six", _spelled("elephant")),
        ("please can you say the letters of the word february", _spelled("february")),
        ("what's the spelling of pneumonia, the doctor said i had it", _spelled("pneumonia")),
    ],
    "timers": [
        ("stop every timer", CLEARED),
        ("set a timer for 50 minutes", _minutes(50, "fifty")),
        ("start a 9 minute timer for the pasta", _done(r"(?s)pasta.*\b(?:9|nine) minutes?|\b(?:9|nine) minutes?.*pasta")),
        ("set a roast timer for 45 minutes", _done(r"(?s)roast.*\b45 minutes|\b45 minutes.*roast")),
        ("how much time is left on the pasta timer", r"\b(?:8|9|eight|nine) minutes?\b|\b8:5\d\b|\b9:00\b"),
        ("are any timers running at the moment", _all(r"pasta", r"roast")),
        ("cancel the roast timer", rf"(?s)^(?!.*pasta)(?=.*(?:{GONE}))(?=.*roast)"),
        ("timer for 4 minutes for my boiled egg please", _minutes(4, "four")),
        ("can you do a 90 second timer", _done(r"\b90 seconds?|\b1 minute (?:and )?30|one and a half minutes|"
                                              r"a minute and a half|\b1\.5 minutes")),
        ("put a timer on for half an hour im doing the ironing", _done(r"\b30 minutes|half an hour|thirty minutes")),
        ("set a timer for 40 minutes actually make that 35", _not(r"\b40\b", _minutes(35, "thirty[- ]five"))),
        ("i want to start a timer", ASK_LONG),
        ("make it a timer for six minutes then", _minutes(6, "six")),
        ("add 2 minutes to the pasta timer",
         _done(r"(?s)pasta.*(?:\b(?:2|two) (?:more )?minutes|\b1[01] minutes|\b10:\d\d)|"
               r"(?:\b(?:2|two) (?:more )?minutes|\b1[01] minutes).*pasta")),
    ],
    "alarms": [
        ("turn off every alarm i've set", CLEARED),
        ("set an alarm for 6:40 am", _done(_at(6, 40))),
        ("wake me up at 7:15 tomorrow", _done(_at(7, 15))),
        ("set an alarm for 3:30 pm", _done(_at(15, 30))),
        ("set an alarm for 8 am on friday", _done(_all(_at(8, 0), r"friday"))),
        ("what alarms are on for this week", _all(r"\b6:40\b", r"\b7:15\b", r"\b3:30\b|\b15:30\b")),
        ("cancel the 3:30 pm alarm",
         rf"(?s)^(?!.*(?:6:40|7:15|\b8(?::00)?\s*a\.?m|08:00|friday))(?=.*(?:{GONE}))(?=.*(?:3:30|15:30))"),
        ("alarm at twenty to six please ive got an early shift", _done(_at(5, 40))),
        ("wake me at 9 tomorrow im having a lie in", _done(_at(9, 0))),
        ("set an alarm for half seven tonight for my programme", _done(_at(19, 30))),
        ("wake me at 7 actually no make it ten past 7", _not(r"\b7:00|\b7\s*a\.?m\b|\b07:00", _at(7, 10))),
        ("i'd like an alarm please", ASK_TIME),
        ("an alarm for 5:45 in the morning then", _done(_at(5, 45))),
        ("is my alarm set for friday dear", _all(r"friday", _at(8, 0))),
    ],
    "reminders": [
        ("delete every reminder", CLEARED),
        ("remind me to phone the bank at 3 pm", _done(_all(r"\bbank\b", _at(15, 0)))),
        ("remind me to collect the dry cleaning tomorrow at 11 am", _done(_all(r"dry cleaning", _at(11, 0)))),
        ("remind me in 45 minutes to turn the oven off", _done(_all(r"\boven\b", r"\b45 minutes|" + _later(45)))),
        ("remind me to defrost the chicken at 5 pm", _done(_all(r"chicken", _at(17, 0)))),
        ("what reminders are coming up", _all(r"\bbank\b", r"cleaning", r"\boven\b|chicken")),
        ("cancel the reminder about the bank",
         rf"(?s)^(?!.*(?:cleaning|chicken|oven))(?=.*(?:{GONE}))(?=.*\bbank\b)"),
        ("remind me to feed the fish at 6 tonight they get hungry", _done(_all(r"\bfish\b", _at(18, 0)))),
        ("can you remind me at half 4 to pick the kids up from school", _done(_all(r"\bkids\b|school", _at(16, 30)))),
        ("remind me about my sisters birthday card tomorrow morning at 9", _done(_all(r"\bcard\b", _at(9, 0)))),
        ("remind me to ring the plumber at 2 no make it 3",
         _not(r"\b2(?::00)?\s*p\.?m|\b14:00|\b2 o'clock", _all(r"plumber", _at(15, 0)))),
        ("i'd like to make a reminder", ASK_WHAT),
        ("in 20 minutes remind me to check the washing", _done(_all(r"washing", r"\b20 minutes|" + _later(20)))),
        ("did i ask you to remind me about the chicken, dear", _not(r"\bno\b|\bnot\b", r"chicken")),
    ],
    "lists": [
        ("clear out everything on the shopping list", rf"(?s)^(?!.*{_NO_TODO})(?=.*(?:{CLEARED}))"),
        ("clear everything from my to-do list", rf"(?s)^(?!.*shopping)(?=.*(?:{CLEARED}))"),
        ("add milk, butter and rice to my shopping list", _added("milk", "butter", "rice")),
        ("put onions on the shopping list", _added("onions")),
        ("what's on the shopping list at the moment", _all(r"\bmilk\b", r"\bbutter\b", r"\brice\b", r"\bonions\b")),
        ("take the butter off my shopping list", _all(r"\bbutter\b", REMOVED)),
        ("add paint the fence to my to-do list", _added(r"paint the fence")),
        ("we need washing up liquid can you add it to the list", _added(r"washing[- ]up liquid")),
        ("is rice on the shopping list", _not(r"\bno\b|isn't|not on", r"\brice\b")),
        ("add tinned tomatoes to the shopping list were making chilli", _added("tinned tomatoes")),
        ("add carrots no sorry parsnips to the shopping list", _not(r"carrots", _added("parsnips"))),
        ("add yoghurt and take the onions off the list",
         rf"(?s)^(?!.*take the)(?=.*yog(?:h)?urt)(?=.*\bonions\b)(?=.*(?:{REMOVED}))"),
        ("something needs to go on the shopping list", ASK_ADD),
        ("we've used up all the toothpaste", _all(r"toothpaste", r"\badd|shopping list")),
    ],
    "lights": [
        ("can the kitchen light go on please", _done(_named("kitchen", "on"))),
        ("the living room light can go off now", _done(_named("living room", "off"))),
        ("set the living room light to 60 percent", _done(_named("living room", "60"))),
        ("dim the kitchen light to 25 percent", _done(_named("kitchen", "25"))),
        ("is the living room light switched on", _not(r"\bno\b|\boff\b", r"living room")),
        ("turn both lights off", _done(_all(r"\boff\b", r"\ball\b|\bboth\b|kitchen.*living room|living room.*kitchen"))),
        ("turn the kitchen light back on", _done(_named("kitchen", "on"))),
        ("pop the kitchen light on please its dark in here", _done(_named("kitchen", "on"))),
        ("can you make the living room a bit brighter were reading",
         _done(_named("living room", r"brighter|brightened|up|on|\d+"))),
        ("lights off in the kitchen im going to bed", _done(_named("kitchen", "off"))),
        ("turn on the living room light no sorry the kitchen one", _not(r"living room", _named("kitchen", "on"))),
        ("living room light on and kitchen light off please",
         _all(_lit("living room", "on"), _lit("kitchen", "off"))),
        ("please you make the living room light closed", _done(_named("living room", "off"))),
        ("switch on the light in the garden shed", _not(r"shed light is on|turned on the (?:garden )?shed", NO_LIGHT)),
    ],
    "weather": [
        ("what's today's weather", WEATHER_POINTER),
        ("is it going to rain tomorrow at all", WEATHER_POINTER),
        ("how nippy is it out this morning", WEATHER_POINTER),
        ("any sun forecast this weekend", WEATHER_POINTER),
        ("will we get snow this week", WEATHER_POINTER),
        ("what will the temperature be this afternoon", WEATHER_POINTER),
        ("what's the weather in porto", WEATHER_CITY),
        ("do i need a coat today its looking grey out", WEATHER_POINTER),
        ("hows the weather looking for my walk later", WEATHER_POINTER),
        ("is it windy out there the washing is on the line", WEATHER_POINTER),
        ("turn off the kitchen light and tell me if it'll be frosty tonight",
         _all(_lit("kitchen", "off"), WEATHER_POINTER)),
        ("what's the weather in leeds no sorry in york", WEATHER_CITY),
        ("tomorrow is sun or rain?", WEATHER_POINTER),
        ("will it be warm enough to sit in the garden this afternoon, dear", WEATHER_POINTER),
    ],
    "volume": [
        ("turn your volume up a bit", VOLUME),
        ("lower the volume please", VOLUME),
        ("put the volume on 3", VOLUME),
        ("mute your voice", VOLUME),
        ("is the volume high or low right now", VOLUME),
        ("turn the sound up a little", VOLUME),
        ("turn yourself down a little", VOLUME),
        ("bit quieter please the babys asleep", VOLUME),
        ("turn it up a bit im in the other room", VOLUME),
        ("its far too loud turn it down a touch", VOLUME),
        ("set volume to 9 no sorry 7", VOLUME),
        ("turn the volume down and switch the living room light on", _all(VOLUME, _lit("living room", "on"))),
        ("could you talk a little louder dear", VOLUME),
        ("please do the voice more big", VOLUME),
    ],
    "unsupported": [
        ("put radio 2 on", REFUSAL),
        ("phone the doctor's surgery", REFUSAL),
        ("have i got any appointments on wednesday afternoon", REFUSAL),
        ("send a whatsapp to my brother", REFUSAL),
        ("order some groceries online", REFUSAL),
        ("put netflix on", REFUSAL),
        ("put the thermostat up to 22", REFUSAL),
        ("put some christmas songs on would you its that time of year", REFUSAL),
        ("text my wife ill be home late", REFUSAL),
        ("can you ring the pizza place", REFUSAL),
        ("open the garage door and turn on the kitchen light", _all(REFUSAL, _lit("kitchen", "on"))),
        ("what's in the news today", OFFLINE),
        ("please you make one photo of me", REFUSAL),
        ("could you start the washing machine for me dear", REFUSAL),
    ],
    "chit_chat": [
        ("hiya good morning", CHAT),
        ("how are you today", CHAT),
        ("thank you so much for that", CHAT),
        ("what's your favourite food", CHAT),
        ("night night", CHAT),
        ("what kind of jobs can you do for me", ABILITIES),
        ("do you like christmas", CHAT),
        ("morning chuck how are we", CHAT),
        ("cheers for that youre a star", CHAT),
        ("i didnt sleep a wink last night", CHAT),
        ("is there a person inside you", NOT_A_PERSON),
        ("do you like dinosaurs i love the t rex", CHAT),
        ("it's my 80th birthday today", CHAT),
        ("you are a clever machine, yes?", CHAT),
    ],
    "general_knowledge": [
        ("what's the capital of peru", fact(r"\blima\b")),
        ("how many legs does a crab have", fact(r"\b(?:10|ten)\b")),
        ("who wrote war and peace", fact(r"\btolstoy\b")),
        ("what's the chemical symbol for silver", fact(r"\bag\b")),
        ("which planet is known as the red planet", fact(r"\bmars\b")),
        ("what's the highest mountain in africa", fact(r"\bkilimanjaro\b")),
        ("who composed the four seasons", fact(r"\bvivaldi\b")),
        ("whats the capital of norway again", fact(r"\boslo\b")),
        ("how many players in a football team my lad wants to know", fact(r"\b(?:11|eleven)\b")),
        ("who invented the telephone i should know this", fact(r"\bbell\b")),
        ("what's the capital of sweden no wait of denmark", fact(r"(?s)^(?!.*stockholm).*\bcopenhagen\b")),
        ("what do you call a baby goat", fact(r"\bkid\b")),
        ("who was the first man on the moon, i watched it as a boy", fact(r"\barmstrong\b")),
        ("the statue of liberty is in which city", fact(r"new york")),
    ],
    "bad_input": [
        ("what's 987 to the power of 5000000000", _short(TOO_BIG)),
        ("what is 73 divided by 0", DIV_ZERO),
        ("convert 7 blorps to metres", UNKNOWN_UNIT),
        ("convert 5 kilograms to miles", MISMATCH),
        ("what time is it in the land of oz", UNKNOWN_PLACE),
        ("set an alarm for 27:15", BAD_TIME),
        ("set a timer for minus 10 minutes", ZERO_TIMER),
        ("what day is february 30th", BAD_FEB),
        ("add <script>alert(1)</script> biscuits to my shopping list", r"(?s)^(?!.*<)(?=.*biscuits)"),
        (LONG_ITEM, _short(r"too long|can't|cannot|shorter|limit|added")),
        ("set the kitchen light to 300 percent", rf"(?s)^(?!.*\b300\b)(?=.*(?:{BAD_LEVEL}|\b100\b))"),
        ("mm er the the uh", HUH),
    ],
}

# The writer's own tag of every request, in order: p plain, c casual, h harder, b bad input.
TAGS: dict[str, str] = {category: ("b" * 12 if category == "bad_input" else "ppppppp" + "ccc" + "hhhh")
                        for category in CASES}
