"""A twentieth held-out set for bench/requests_eval.py (``--set holdout20``), written on Thursday 3 December 2026
(machine time, from 10:49 UTC) by the engineer "blind20" for issue 15, blind: nothing under gpt_home/, tests/ or docs/
opened, no earlier set's cases read beyond holdout19 (for its structure and helper style only), and no failure lists,
results or issue notes about failures read. Kept outside the repository while sealed; never tune on it.

What a household says over an ordinary week, sampled per category: 7 plain, everyday phrasings; 3 casual, spoken ones
(fillers, a reason tacked on, lower-case speech-recognizer text with no punctuation or apostrophes); 4 harder ones
(a correction mid-sentence, two asks at once, a need said indirectly, a follow-up or an answer to a question asked
back, a child, an older person, someone still learning English). ``TAGS`` holds the writer's tag for each request
(p plain, c casual, h harder, b bad input). Word order and slot positions vary as people vary them (the day or time
first, last or in the middle). New content (cities, numbers, items, words, facts, timer names) against holdout19;
bench/requests_dedupe.py flags none of these requests against the earlier sets.

Clock, devices and judging as the main set: Tuesday 1 December 2026, 10:25 UTC (time zone UTC), lights kitchen and
living room, no weather location, no sound mixer. Categories run in order as one conversation, then the fresh mode runs
on the same household, so timers, alarms, reminders and lists each begin by clearing. Dates, weekdays and world times
are computed below with datetime/zoneinfo; conversions come from their defining factors (an answer rounded to 0-3
decimals within 2 % passes).
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
    _level,
    _next,
    _not,
    _num,
    _on,
    _short,
    _spelled,
    _there,
)
from requests_helpers import _days as _count_days

_NUMBER_WORDS = {17: "seventeen", 19: "nineteen", 30: "thirty", 334: "three hundred and thirty[- ]four"}
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


def _day_or_date(day: date) -> str:
    """The weekday of ``day`` or its date, and no other weekday."""
    name = f"{day:%A}".lower()
    others = "|".join(w for w in _WEEKDAYS if w != name)
    return rf"(?s)^(?!.*\b(?:{others})\b).*(?:\b{name}\b|{_date(day)})"


def _days(count: int) -> str:
    return _count_days(count, _NUMBER_WORDS)


def _in(days: int) -> date:
    return DAY + timedelta(days=days)


def _lit(name: str, state: str) -> str:
    """A light named with its new state, in either order (no leading flag: for use inside _all)."""
    return rf"{name}.*\b(?:{state})\b|\b(?:{state})\b.*{name}"


def _light(name: str, state: str, wrong: str) -> str:
    """A light change that went through: the light and its state named, ``wrong`` (the other state) nowhere."""
    return _not(rf"\b(?:{wrong})\b|can't|cannot|couldn't", _lit(name, state))


def _timer(minutes: str, name: str = "") -> str:
    """A timer that went through: its duration (a pattern) and its name where one was given."""
    return _done(_all(minutes, name) if name else minutes)


ON = r"on|switched on|turned on"
OFF = r"off|switched off|turned off"
ALL_LIGHTS = r"\ball\b|both|every|kitchen.*living|living.*kitchen"
FRIDAY = _next(4)
SUNDAY = _next(6)
MONDAY = _next(0)
FRIDAY_SAID = rf"friday|{_date(FRIDAY)}|\b{FRIDAY.day}(?:st|nd|rd|th)\b"
NEW_YEARS_EVE = date(2026, 12, 31)
NEW_YEARS_DAY = date(2027, 1, 1)
CHRISTMAS = date(2026, 12, 25)
HALLOWEEN = date(2027, 10, 31)
LONG_ITEM = (
    "add "
    + "a box of the gluten free oat biscuits with dark chocolate chips from the little corner bakery, " * 17
    + "to my shopping list"
)

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("what time have you got on your clock there", NOW),
        ("today is what day of the week again", _weekday_of(DAY)),
        ("which month of the year is it right now", _not(r"\bnovember\b|\bjanuary\b", r"\bdecember\b")),
        ("the date today, what would that be", TODAY),
        ("is today wednesday or not", _not(r"^\W*yes\b", r"\bno\b|tuesday")),
        (
            "give me the full date with the year",
            _all(TODAY, r"\b2026\b|twenty[- ]twenty[- ]six"),
        ),
        ("what's the time and what weekday is it", _all(NOW, r"\btuesday\b")),
        ("whats the time i have to catch the bus soon", NOW),
        ("er whats todays date the form wants it at the top", TODAY),
        ("time check please im running late for work", NOW),
        ("is it monday, no hang on, what's the date today", TODAY),
        (
            "lunch is at twelve, how many minutes from now is that",
            r"\b95 min|ninety[- ]five min|\b1 hour,? (?:and )?35|one hour,? (?:and )?thirty[- ]five|an hour and "
            r"(?:35|thirty[- ]five)",
        ),
        ("please, what is the day today? i am from poland, still learning", _day_or_date(DAY)),
        ("grandad wants to know, is it still november", _not(r"^\W*yes\b", r"\bno\b|december")),
    ],
    "date_arithmetic": [
        ("which date falls a fortnight from today", _on(14)),
        ("new year's day 2027 falls on which day", _weekday_of(NEW_YEARS_DAY)),
        ("how many days are left until new year's eve", _days((NEW_YEARS_EVE - DAY).days)),
        ("three days ago, what was the date", _on(-3)),
        ("which day of the week will christmas day be this year", _weekday_of(CHRISTMAS)),
        ("45 days on from today lands on which date", _on(45)),
        ("next monday, what date is that", _date(MONDAY)),
        ("how many days till my birthday its on the 20th of december", _days((date(2026, 12, 20) - DAY).days)),
        ("um yesterday was which day of the week again", _weekday_of(_in(-1))),
        ("whats the date this sunday im booking a table for lunch", _date(SUNDAY)),
        ("what's the date 10 days from now, sorry, 12 days", _not(_date(_in(10)), _on(12))),
        (
            "which day is halloween next year, and how many days away is it",
            _all(rf"\b{HALLOWEEN:%A}\b", _days((HALLOWEEN - DAY).days)),
        ),
        ("my passport expires 90 days from today, which date is that", _date(_in(90))),
        ("how much days until 18 december? the school is finish then", _days((date(2026, 12, 18) - DAY).days)),
    ],
    "world_time": [
        ("what's the time over in chicago", _there("America/Chicago")),
        ("seoul, what's the time there at the moment", _there("Asia/Seoul")),
        ("tell me the local time in karachi pakistan", _there("Asia/Karachi")),
        ("in istanbul what time would it be for my colleague", _there("Europe/Istanbul")),
        ("what time have they got in buenos aires argentina", _there("America/Argentina/Buenos_Aires")),
        ("what's the clock in lagos nigeria showing", _there("Africa/Lagos")),
        ("jakarta, whats the hour over there", _there("Asia/Jakarta")),
        ("whats the time in perth my brother just moved out there", _there("Australia/Perth")),
        ("er what time is it in riyadh ive got a work call with them", _there("Asia/Riyadh")),
        ("hey whats the time in mexico city just wondering", _there("America/Mexico_City")),
        (
            "what's the time in stockholm, no, in reykjavik",
            _not(_there("Europe/Stockholm"), _there("Atlantic/Reykjavik")),
        ),
        ("what time is it in tehran and in colombo", _all(_there("Asia/Tehran"), _there("Asia/Colombo"))),
        (
            "can i phone my cousin in anchorage now or is it the middle of the night there",
            _not(r"go ahead|it's a good time|afternoon|evening",
                 _there("America/Anchorage") + r"|night|asleep|bed|late|early"),
        ),
        ("my daughter study in adelaide, what hour is there now?", _there("Australia/Adelaide")),
    ],
    "math": [
        ("what's 64 multiplied by 15", _num(64 * 15)),
        ("12 percent of 250, how much is that", _num(30, "thirty")),
        ("what's 2,184 divided by 12", _num(2184 / 12)),
        ("add up 436, 218 and 97", _num(436 + 218 + 97)),
        ("take 389 away from 1,000 and what's left", _num(1000 - 389)),
        ("what's 7 cubed", _num(7**3)),
        ("the square root of 196 comes to what", _num(14, "fourteen")),
        ("whats 15 percent of 60 for the tip", _num(9, "nine")),
        ("um how much is 23 times 4 im pricing the raffle tickets", _num(23 * 4)),
        ("whats half of 918", _num(918 / 2)),
        ("what's 56 plus 27, sorry, 56 minus 27", _not(r"(?<![\d.])83(?!\d)|eighty[- ]three", _num(29, "twenty[- ]nine"))),
        (
            "what's 11 times 11 and what's 100 minus 37",
            _all(_num(121, "a hundred and twenty[- ]one"), _num(63, "sixty[- ]three")),
        ),
        (
            "three tins of beans at 85p each, how much altogether",
            r"(?<![\d.])2\.55(?!\d)|\b255\s*(?:p\b|pence)|two (?:pounds )?(?:and )?fifty[- ]five",
        ),
        ("i'm ten and my homework says 144 divided by 12", _num(12, "twelve")),
    ],
    "units": [
        ("13 miles, how many kilometres does that make", _approx(13 * MILE_KM)),
        ("convert 68 kilos to pounds", _approx(68 / LB_KG)),
        ("in fahrenheit, how hot is 25 degrees celsius", _approx(_c_to_f(25))),
        ("3 feet, how many centimetres is that", _approx(36 * INCH_CM)),
        ("3 ounces of butter, how many grams is that", _approx(3 * OZ_G)),
        ("the thermometer reads 50 fahrenheit, what's that in celsius", _approx(_f_to_c(50), "ten")),
        ("1,000 feet expressed in metres", _approx(1000 * FOOT_M)),
        ("whats 5 foot 6 in centimetres im filling in a form", _approx(66 * INCH_CM)),
        ("um how many kilos is 9 pounds the baby weighed that", _approx(9 * LB_KG)),
        ("how far is 5k in miles im doing parkrun saturday", _approx(5 / MILE_KM)),
        (
            "convert 20 inches to centimetres, no, 20 centimetres to inches",
            _not(r"\b50\.8\b", _approx(20 / INCH_CM)),
        ),
        (
            "tell me the minutes in one day and also the hours in a fortnight",
            _all(r"\b1,?440\b|thousand four hundred and forty", r"\b336\b|three hundred and thirty[- ]six"),
        ),
        ("the cake needs 350 fahrenheit but my oven only does celsius", _approx(_f_to_c(350))),
        (
            "i am 1 metre 60 tall, how much is this in feet?",
            _approx(1.6 / FOOT_M) + r"|\b5 (?:feet|foot|ft),? (?:and )?3(?:\.\d+)? ?(?:inch|in\b|\")",
        ),
    ],
    "random": [
        ("do a coin flip to decide for me", HEADS_TAILS),
        ("roll one die and say the number", _between(1, 6)),
        ("choose a number from 1 to 30", _between(1, 30)),
        ("roll a d20 for my dungeons and dragons game", _between(1, 20)),
        ("random number somewhere between 50 and 60", _between(50, 60)),
        ("throw a pair of dice and give me the numbers", _between(1, 12)),
        ("give me a number anywhere from 1 to 500", _between(1, 500)),
        ("heads or tails were arguing about who does the washing up", HEADS_TAILS),
        ("pick a number one to five for the kids game", _between(1, 5)),
        ("um throw the dice its my turn at snakes and ladders", _between(1, 6)),
        ("roll a d6, actually a d8", _between(1, 8)),
        ("flip a coin and then pick a number up to 20", _all(HEADS_TAILS, _between(1, 20))),
        ("pizza or curry tonight, pick one for us", r"\bpizza\b|\bcurry\b"),
        ("i'm seven, pick an animal, cat or dog", r"\bcat\b|\bdog\b"),
    ],
    "spelling": [
        ("how do you spell rhythm like in music", _spelled("rhythm")),
        ("spell the word separate", _spelled("separate")),
        ("definitely, how is that spelled", _spelled("definitely")),
        ("can you spell accommodate with the double letters", _spelled("accommodate")),
        ("what's the correct spelling of restaurant", _spelled("restaurant")),
        ("spell wednesday for me the day of the week", _spelled("wednesday")),
        ("how do i spell embarrass correctly", _spelled("embarrass")),
        ("how do you spell vacuum im leaving a note for the cleaner", _spelled("vacuum")),
        ("um spell calendar please", _spelled("calendar")),
        ("spell yacht my grandson has a spelling test tomorrow", _spelled("yacht")),
        ("spell weather, no, whether as in if", _spelled("whether")),
        ("how do you spell cat like my kitty, i'm four", _spelled("cat")),
        ("spell questionnaire slowly please, my eyes aren't what they were", _spelled("questionnaire")),
        ("spell for me please leisure, i am learning english", _spelled("leisure")),
    ],
    "timers": [
        ("get rid of every single timer you've got going", CLEARED),
        ("25 minutes on a timer please", _timer(r"\b25 min|twenty[- ]five min")),
        ("set a potatoes timer for 20 minutes", _timer(r"\b20 min|twenty min", "potato")),
        ("for 12 minutes, a timer called cookies", _timer(r"\b12 min|twelve min", "cookie")),
        ("how long is left on the potatoes timer", _all(r"\b(?:19|20)\b|nineteen|twenty", r"minute|:\d\d")),
        ("which timers are ticking away at the moment", _all(r"potato", r"cookie")),
        ("cancel the cookies timer", _not(r"potato", _all(r"cookie", GONE))),
        ("set a timer for 6 minutes im steaming broccoli", _timer(r"\b6 min|six min")),
        (
            "timer 90 seconds for the noodles",
            _timer(r"\b90 sec|ninety sec|\b1 min\w*,? (?:and )?30 sec|one min\w*,? (?:and )?thirty sec|a minute and "
                   r"a half|\b1\.5 min|one and a half min"),
        ),
        (
            "uh timer for an hour and a half the roast is in",
            _timer(r"\b1 hour,? (?:and )?30|\b1\.5 hours|an hour and a half|one and a half hours|\b90 min|ninety "
                   r"min|one hour,? (?:and )?thirty"),
        ),
        ("timer for 7 minutes, sorry, 9 minutes", _not(r"\b7 min|seven min", _timer(r"\b9 min|nine min"))),
        ("i need a timer going", ASK_LONG),
        ("three minutes, thanks", _timer(r"\b3 min|three min")),
        (
            "the potatoes need longer, put 5 more minutes on that timer",
            _not(r"cookie", _done(_all(r"potato", r"\b5 min|five min|\b2[45] min|twenty[- ]f(?:our|ive)"))),
        ),
    ],
    "alarms": [
        ("delete each alarm that's set", CLEARED),
        ("tomorrow morning i need an alarm at 6:15", _done(_at(6, 15))),
        ("alarm for 9 pm tonight", _done(_at(21, 0))),
        ("at 5:45 in the morning wake me up", _done(_at(5, 45))),
        ("this friday, set an alarm for 8:30 am", _done(_all(FRIDAY_SAID, _at(8, 30)))),
        ("list the alarms i've got", _all(_at(6, 15), _at(21, 0), _at(5, 45), _at(8, 30))),
        ("the 5:45 alarm, cancel that one", _not(r"6:15|\b9(?::00)?\s*p\.?m|21:00|8:30", _all(_at(5, 45), GONE))),
        ("wake me at quarter past seven tomorrow ive got an early train", _done(_at(7, 15))),
        ("um alarm at 3 in the afternoon for the school run", _done(_at(15, 0))),
        ("set an alarm for twenty to six tomorrow morning the taxi comes then", _done(_at(5, 40))),
        ("alarm for 7:40, sorry, 7:50", _not(r"7:40", _done(_at(7, 50)))),
        ("i need an alarm set", ASK_TIME),
        ("half past six please", _done(_at(6, 30))),
        (
            "my hearing is poor and i forget, did i set an alarm for friday morning",
            _not(r"^\W*no\b|don't have|no alarm", _at(8, 30)),
        ),
    ],
    "reminders": [
        ("i want every reminder cleared out", CLEARED),
        ("at 6 pm remind me the plants need watering", _done(_all(r"plants?", _at(18, 0)))),
        ("at 9 tomorrow morning, remind me to ring the bank", _done(_all(r"\bbank\b", _at(9, 0)))),
        (
            "remind me in 20 minutes to take the washing out",
            _done(_all(r"washing", _later(20) + r"|20 minutes|twenty minutes")),
        ),
        (
            "remind me to pay the window cleaner, friday at 2 pm",
            _done(_all(r"window cleaner", _at(14, 0), FRIDAY_SAID)),
        ),
        ("go through the reminders i've got", _all(r"plants?", r"\bbank\b", r"washing", r"window cleaner")),
        (
            "delete the reminder about the bank",
            _not(r"plants?|washing|window cleaner", _all(r"\bbank\b", GONE)),
        ),
        ("remind me at 5 to start the dinner the kids are home at six", _done(_all(r"dinner", _at(17, 0)))),
        (
            "um in an hour remind me to move the car off the drive",
            _done(_all(r"\bcar\b", _later(60) + r"|an hour|one hour|\b1 hour|60 minutes|sixty minutes")),
        ),
        (
            "remind me tomorrow at 7 pm to put the recycling out they collect early",
            _done(_all(r"recycling", _at(19, 0))),
        ),
        (
            "remind me at 11, no, at 11:30 to call the school",
            _not(_at(11, 0), _done(_all(r"school", _at(11, 30)))),
        ),
        ("can you remind me of something later on today", ASK_WHAT),
        ("to defrost the chicken, at 4 this afternoon", _done(_all(r"chicken", _at(16, 0)))),
        ("i'm 84, remind me to take my pills at 8 tonight please", _done(_all(r"pills|tablets|medicine", _at(20, 0)))),
    ],
    "lists": [
        ("start the shopping list again from empty", _not(r"to-?do", CLEARED)),
        ("wipe my to-do list so it's blank", _not(r"shopping", CLEARED)),
        ("add tea bags, tomatoes and oat milk to the shopping list", _added("tea bags", "tomatoes", "oat milk")),
        ("on the shopping list, put toilet roll down", _added("toilet roll")),
        (
            "so what have we got on the shopping list at this point",
            _all(r"\btea bags\b", r"\btomatoes\b", r"\boat milk\b", r"\btoilet roll\b"),
        ),
        (
            "remove the tomatoes from my shopping list",
            _not(r"\badded tomatoes\b|can't|couldn't", _all(r"\btomato(?:es)?\b", REMOVED)),
        ),
        ("add renew the car insurance to my to-do list", _added(r"renew (?:the )?car insurance")),
        ("we need onions stick them on the list", _added(r"onions", r"add\w*|\blist\b|\bput\b")),
        ("oh and butter as well", _added(r"butter")),
        (
            "is oat milk on the list already my partner might have added it",
            _not(r"^\W*no\b|isn't|is not|not on", r"\boat milk\b"),
        ),
        ("add yoghurt, no wait, cereal to the shopping list", _not(r"yogh?urt", _added(r"cereal"))),
        (
            "take tea bags off the list and put coffee pods on",
            _not(r"can't|couldn't|added tea bags", _all(r"\bcoffee pods\b", r"\btea bags\b", REMOVED)),
        ),
        ("add something onto my to-do list", ASK_ADD),
        ("we have no more lemons, please you put on shopping list", _added(r"lemons")),
    ],
    "lights": [
        ("could the kitchen light go on so i can see the cooker", _light("kitchen", ON, "off")),
        ("living room light off, were all going up to bed", _light("living room", OFF, "on")),
        ("dim the kitchen to 25 percent while we eat", _level("kitchen", 25)),
        ("make the living room light 60 percent bright", _level("living room", 60)),
        ("the living room light, is it on or off at the moment", _not(r"\boff\b", r"\bon\b|\b60\b")),
        ("put every light in the house on", _not(r"\boff\b|can't|couldn't", _all(r"\bon\b", ALL_LIGHTS))),
        (
            "crank the kitchen light right up as bright as it goes",
            _not(r"can't|couldn't|\boff\b", _all("kitchen", r"\b100\s*(?:%|percent)|\bfull\b|maximum|brightest")),
        ),
        ("can you turn off the kitchen light were heading out", _light("kitchen", OFF, "on")),
        ("put the living room light on i cant see a thing in here", _light("living room", ON, "off")),
        (
            "um make the kitchen light a bit dimmer its too bright",
            _not(
                r"\b100\s*(?:%|percent)|brighter|can't|couldn't",
                _all(r"kitchen", r"dimm?\w*|lower\w*|\b\d{1,2}\s*(?:%|percent)"),
            ),
        ),
        ("living room light to 50, no, 35 percent", _not(r"\b50\s*(?:%|percent)", _level("living room", 35))),
        (
            "kitchen light off please, and then the living room one on",
            _not(r"can't|couldn't", _all(_lit("kitchen", OFF), _lit("living room", ON))),
        ),
        (
            "it's far too dark to chop onions in the kitchen",
            _not(r"\boff\b|can't|couldn't", _all(r"kitchen", r"\bon\b|bright\w*|\b\d{2,3}\s*(?:%|percent)")),
        ),
        ("my grandson says you do the lights, put on the bedroom light please", NO_LIGHT),
    ],
    "weather": [
        ("weather wise, what's it like out there today", WEATHER_POINTER),
        ("will it snow at all this week", WEATHER_POINTER),
        ("how warm will it get this afternoon", WEATHER_POINTER),
        ("what temperature is it out in the garden", WEATHER_POINTER),
        ("is thursday going to stay dry", WEATHER_POINTER),
        ("should we expect a storm tonight", WEATHER_POINTER),
        ("what's the forecast for tomorrow morning", WEATHER_POINTER),
        ("do i need an umbrella for the school run", WEATHER_POINTER),
        ("hows it looking outside im about to hang the washing out", WEATHER_POINTER),
        ("er is it gonna be frosty tonight i need to cover the car", WEATHER_POINTER),
        ("what's the weather doing in edinburgh tomorrow", WEATHER_CITY),
        (
            "turn the living room light off and tell me if it'll rain",
            _all(r"living room.*\boff\b|\boff\b.*living room", WEATHER_POINTER),
        ),
        ("is today a good day to wash the car", WEATHER_POINTER),
        ("weather is how today, i need a coat or no?", WEATHER_POINTER),
    ],
    "volume": [
        ("raise the volume a little", VOLUME),
        ("lower your voice a bit", VOLUME),
        ("put the volume level at 30 percent", VOLUME),
        ("mute yourself for a while", VOLUME),
        ("what volume level are you on", VOLUME),
        ("volume up by three", VOLUME),
        ("bring your volume all the way down to the lowest", VOLUME),
        ("can you speak louder the kettles boiling", VOLUME),
        ("bit too loud mate bring it down a touch", VOLUME),
        ("um i can barely hear you from the hallway", VOLUME),
        ("volume to 60, no, 50", VOLUME),
        (
            "put the living room light on and make yourself quieter",
            _all(r"living room.*\bon\b|\bon\b.*living room", VOLUME),
        ),
        ("the kids are doing homework, keep it down a bit", VOLUME),
        ("me old ears can't hear you properly dear", VOLUME),
    ],
    "unsupported": [
        ("play some jazz for the evening", REFUSAL),
        ("call my mum on her landline", REFUSAL),
        ("send an email to my boss saying im sick", REFUSAL),
        ("buy more printer ink online", REFUSAL),
        ("turn on the tv in the lounge", REFUSAL),
        ("tomorrow, have i got anything in my calendar", REFUSAL),
        ("put the thermostat to 21 degrees", REFUSAL),
        ("put some christmas songs on were decorating the tree", REFUSAL),
        ("um book me a taxi to the train station for eight", REFUSAL),
        ("order my usual from the chinese takeaway", REFUSAL),
        (
            "switch on the kitchen light and put a podcast on",
            _all(r"kitchen.*\bon\b|\bon\b.*kitchen", REFUSAL),
        ),
        ("what's the football score", OFFLINE),
        ("i'm seven, play let it go", REFUSAL),
        ("please, you can message to my son that i arrive at 5?", REFUSAL),
    ],
    "chit_chat": [
        ("morning, assistant", CHAT),
        ("what's your name then", CHAT),
        ("that's lovely, thank you ever so much", CHAT),
        ("know any good jokes about cats", CHAT),
        ("goodnight, sleep well", CHAT),
        ("what are you able to do", ABILITIES),
        ("do you like music yourself", CHAT),
        ("ugh im so tired i barely slept", CHAT),
        ("haha youre funny sometimes", CHAT),
        ("cheers for the help earlier", CHAT),
        ("am i talking to a robot or a person", NOT_A_PERSON),
        ("i'm six and my wobbly tooth came out at school", CHAT),
        ("my wife passed last spring and the evenings are long now", CHAT),
        ("you like the snow or the sun more?", CHAT),
    ],
    "general_knowledge": [
        ("what's the capital of norway called", fact(r"\boslo\b")),
        ("an octopus has how many arms", fact(r"\b8\b|\beight\b")),
        ("who was the painter of the starry night", fact(r"van gogh")),
        ("which element has the symbol fe", fact(r"\biron\b")),
        ("out of all the planets which is the hottest", fact(r"\bvenus\b")),
        ("the telephone was invented by who", fact(r"\bbell\b")),
        ("a violin has how many strings on it", fact(r"\b4\b|\bfour\b")),
        ("whats the longest river in africa its for the pub quiz", fact(r"\bnile\b")),
        ("um how many bones has a grown up got in their body", fact(r"\b206\b|two hundred and six")),
        ("what do caterpillars turn into my son wants to know", fact(r"butterfl|\bmoths?\b")),
        ("sydney is the capital of australia, isn't it", fact(r"(?s)^(?!.*\byes\b).*\bcanberra\b")),
        ("capital of austria, sorry, i meant switzerland", fact(r"(?s)^(?!.*vienna).*\bbern")),
        ("i'm six, what do bees make", fact(r"\bhoney\b")),
        ("please, the whale, it is fish or mammal? my son ask me", fact(r"\bmammal")),
    ],
    "bad_input": [
        ("work out 7 raised to 98765432", _short(TOO_BIG)),
        ("divide 250 by zero", DIV_ZERO),
        ("how many metres are 10 blorps", UNKNOWN_UNIT),
        ("5 kilometres in litres please", MISMATCH + r"|volume"),
        ("what time is it in narnia right about now", UNKNOWN_PLACE),
        ("i want waking at 25:70 tomorrow", BAD_TIME),
        ("start a timer lasting zero minutes", ZERO_TIMER),
        ("february the 30th is which weekday", BAD_FEB),
        ("add <i>oranges</i> to the shopping list", _not(r"<", r"oranges")),
        (LONG_ITEM, _short(r"\badd|\blist|too long|can't|cannot")),
        (
            "kitchen light up to 150 percent",
            _not(r"(?:is|now|at) (?:at )?150\s*(?:%|percent)",
                 BAD_LEVEL + r"|\b100\s*(?:%|percent)|\bfull\b|maximum"),
        ),
        ("and then the um with the thing", HUH),
    ],
}

TAGS: dict[str, list[str]] = {
    category: (["b"] * len(rows) if category == "bad_input" else ["p"] * 7 + ["c"] * 3 + ["h"] * 4)
    for category, rows in CASES.items()
}
