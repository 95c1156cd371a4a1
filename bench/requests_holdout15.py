"""A fifteenth held-out set for bench/requests_eval.py (``--set holdout15``), written on Wednesday 2 December 2026
(machine time, 16:13-16:50 UTC) by the engineer "blind15" for issue 15, blind: no code under gpt_home/, no tests, no
earlier request sets' cases and no failure lists, results or issue notes about failures read (only the case format:
the markers and helpers at the top of bench/requests_cases.py (lines 1-80), bench/requests_helpers.py, the docstring
and import block of holdout14, plus bench/requests_eval.py, the dedupe tool, holdout14's README and its checker, and
bench/data/validate_set.py). Kept outside the repository while sealed; never tune on it.

Like holdout11 to holdout14 this set is a REPRESENTATIVE SAMPLE of what a household says over a week: about half of
each category in plain, common phrasing, about a fifth to a quarter casual and spoken (fillers, a reason after, run-on
lower-case speech-recognizer text without punctuation or apostrophes), the rest harder (corrections in the breath, two
requests in one breath, indirect needs, follow-ups, asking back, children, the elderly, non-native speakers); the
writer's own tag for each request is in ``TAGS`` (p plain, c casual, h harder, b bad input). Other content (numbers,
cities, words, items, facts, devices) than holdout14's README and checker name; no request is an exact or same-core
duplicate of an earlier set's (bench/requests_dedupe.py).

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
    FOOT_M,
    GONE,
    HEADS_TAILS,
    HUH,
    INCH_CM,
    MILE_KM,
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
    _c_to_f,
    _date,
    _done,
    _f_to_c,
    _later,
    _lit,
    _named,
    _not,
    _num,
    _on,
    _short,
    _spelled,
    _there,
)
from requests_helpers import LB_KG as POUND_KG
from requests_helpers import OZ_G as OUNCE_G
from requests_helpers import _days as _count_days

_NUMBER_WORDS = {3: "three", 21: "twenty[- ]one", 24: "twenty[- ]four", 30: "thirty", 31: "thirty[- ]one",
                 35: "thirty[- ]five", 100: "(?:one |a )?hundred", 104: "(?:one |a )?hundred and four",
                 334: "three hundred and thirty[- ]four"}
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _weekday_of(day: date) -> str:
    """The weekday of ``day`` named, and no other weekday."""
    others = "|".join(rf"\b{w}\b" for w in _WEEKDAYS if w != f"{day:%A}")
    return _not(others, rf"\b{day:%A}\b")


def _minutes(count: int, words: str, name: str = "") -> str:
    """A timer of ``count`` minutes that went through (named ``name`` where one was given)."""
    number = rf"\b{count}\b|\b{words}\b"
    return _done(_all(rf"(?:{number})[- ]?(?:minute|min)" + (r"|\b1[- ]?hour|\bone hour|an hour" if count == 60
                                                              else ""), *([name] if name else [])))


_TUESDAY = r"\btuesday\b"
_LEFT_YEAR = r"(?<![\d.])3[01](?!\.?\d)|\bthirty(?:[- ]one)?\b"
_XMAS_EVE = date(2026, 12, 24)
_MARCH_1 = date(2027, 3, 1)
_JAN_5, _FEB_5 = date(2027, 1, 5), date(2027, 2, 5)
_AFTER_TOMORROW = DAY + timedelta(days=2)
LONG_ITEM = "add a " + "very " * 290 + "large box of matches to the shopping list"

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("give me the exact time please", NOW),
        ("which month have we got to now", r"\bdecember\b"),
        ("what's the day of the month today", r"\b1st\b|\bfirst\b|\b1 december|december 1\b|\bthe 1\b"),
        ("what year are we in at the moment", r"\b2026\b|twenty twenty[- ]six"),
        ("tell me which weekday today is", _weekday_of(DAY)),
        ("what's today's full date", _all(TODAY, r"2026|" + _TUESDAY)),
        ("do you happen to know the time", NOW),
        ("whats the time im running late for the dentist", NOW),
        ("erm hang on what day is it ive been off work all week", _weekday_of(DAY)),
        ("quick whats the time the bus is due", NOW),
        ("has the weekend started yet", _not(r"\byes\b|it's (?:the )?weekend|\bit is (?:the )?weekend|today is (?:saturday|sunday)",
                                       r"\bno\b|" + _TUESDAY + r"|weekday")),
        ("how many minutes until eleven o'clock", r"(?<![\d.])35(?!\.?\d)|thirty[- ]five"),
        ("is it still november or is it december now", _not(r"\bit's (?:still )?november\b|\bstill november\b|"
                                                              r"\bit is (?:still )?november\b", r"\bdecember\b")),
        ("please today is which date?", TODAY),
    ],
    "date_arithmetic": [
        ("give me the date ten days from today", _on(10)),
        ("christmas eve falls on which day this year", _weekday_of(_XMAS_EVE)),
        ("how many days until halloween next year", _count_days(334, _NUMBER_WORDS)),
        ("what was the date three weeks ago", _on(-21)),
        ("what day of the week will the 1st of march 2027 be", _weekday_of(_MARCH_1)),
        ("how many more days of 2026 are there", _LEFT_YEAR),
        ("what will the date be 100 days from today", _on(100)),
        ("how many sleeps till christmas my kids keep asking", _count_days(24, _NUMBER_WORDS)),
        ("whats the date a week on friday im seeing my mum", _on(10)),
        ("so what day was it yesterday i forgot to fill in my diary",
         _not(r"\b(?:tuesday|wednesday|thursday|friday|saturday|sunday)\b", r"\bmonday\b|" + _on(-1))),
        ("how many days until the 20th no sorry the 22nd", _not(r"(?<![\d.])19(?!\.?\d)|nineteen",
                                                                _count_days(21, _NUMBER_WORDS))),
        ("what day is the 5th of january and what day is the 5th of february",
         _all(rf"\b{_JAN_5:%A}\b", rf"\b{_FEB_5:%A}\b")),
        ("my passport runs out on the 15th of march next year, how many days is that",
         _count_days(104, _NUMBER_WORDS)),
        ("which day is it after tomorrow please", _not(r"\b(?:monday|tuesday|wednesday|friday|saturday|sunday)\b",
                                                       rf"\b{_AFTER_TOMORROW:%A}\b|" + _date(_AFTER_TOMORROW))),
    ],
    "world_time": [
        ("what's the local time in nairobi kenya", _there("Africa/Nairobi")),
        ("how late is it in seoul now", _there("Asia/Seoul")),
        ("tell me the time in lima peru", _there("America/Lima")),
        ("what time is it in athens greece", _there("Europe/Athens")),
        ("current time in denver", _there("America/Denver")),
        ("whats the time in kathmandu nepal", _there("Asia/Kathmandu")),
        ("what time is it in auckland new zealand", _there("Pacific/Auckland")),
        ("whats the time in mumbai my cousin wants a call", _there("Asia/Kolkata")),
        ("uh whats the time in mexico city at the minute", _there("America/Mexico_City")),
        ("what time is it in bangkok my son is travelling there", _there("Asia/Bangkok")),
        ("what time is it in istanbul no sorry in lisbon", _not(_there("Europe/Istanbul"), _there("Europe/Lisbon"))),
        ("what time is it in honolulu and in perth", _all(_there("Pacific/Honolulu"), _there("Australia/Perth"))),
        ("is it the middle of the night in vancouver right now",
         _not(r"\bno\b|afternoon|evening", r"\byes\b|" + _there("America/Vancouver"))),
        ("how many hour is dubai in front of us", r"\b4 hours\b|\bfour hours\b|" + _there("Asia/Dubai")),
    ],
    "math": [
        ("what's 47 times 23", _num(1081)),
        ("what is 12 percent of 250", _num(30, "thirty")),
        ("what's 1,728 divided by 12", _num(144)),
        ("what is 389 plus 476", _num(865)),
        ("what's 5000 minus 2,368", _num(2632)),
        ("what's 15 squared", _num(225)),
        ("what's the square root of 361", _num(19, "nineteen")),
        ("whats 6 times 8 im helping with homework", _num(48, "forty[- ]eight")),
        ("how much is 4 tickets at 17 pounds each", _num(68, "sixty[- ]eight")),
        ("um whats 300 divided by 4", _num(75, "seventy[- ]five")),
        ("what's 36 plus 18 no sorry 36 plus 28", _not(r"(?<![\d.])54(?!\.?\d)", _num(64, "sixty[- ]four"))),
        ("the bill is 84 pounds and there are 4 of us, how much each", _num(21, "twenty[- ]one")),
        ("whats double 45 im seven", _num(90, "ninety")),
        ("how much make 20 percent from 160", _num(32, "thirty[- ]two")),
    ],
    "units": [
        ("convert 7 kilograms to pounds", _approx(7 / POUND_KG)),
        ("how many centimetres are there in 3 feet", _approx(3 * FOOT_M * 100)),
        ("convert 26.2 miles to kilometres", _approx(26.2 * MILE_KM)),
        ("what is 30 degrees celsius in fahrenheit", _approx(_c_to_f(30), "eighty[- ]six")),
        ("how many ounces make 3 pounds", _approx(48, "forty[- ]eight")),
        ("convert 100 kilometres to miles", _approx(100 / MILE_KM)),
        ("how many grams in 6 ounces", _approx(6 * OUNCE_G)),
        ("whats 180 centimetres in feet my lads shot up", _approx(180 / (FOOT_M * 100)) +
         r"|\b5 (?:feet|foot|ft)\b,? (?:and )?11\b|\b5'\s?11\b|five (?:feet|foot) eleven"),
        ("uh how many metres is a 5k run", _approx(5000, "five thousand")),
        ("whats 200 fahrenheit in celsius its for my nans old cookbook", _approx(_f_to_c(200))),
        ("convert 10 inches no sorry 12 inches to centimetres",
         _not(r"(?<![\d.])25\.4(?!\d)", _approx(12 * INCH_CM))),
        ("how many minutes are in a day and how many hours in a fortnight", _all(_num(1440), _num(336))),
        ("the recipe says 2 pounds of flour, how many grams is that", _approx(2 * POUND_KG * 1000)),
        ("how many meter is 50 feet please", _approx(50 * FOOT_M)),
    ],
    "random": [
        ("could you toss a coin for us", HEADS_TAILS),
        ("throw a single die for me", _between(1, 6)),
        ("pick a random number between 1 and 50", _between(1, 50)),
        ("give me a random number from 100 to 200", _between(100, 200)),
        ("roll three dice", _between(1, 18)),
        ("choose a number between 1 and 5", _between(1, 5)),
        ("roll a ten-sided die", _between(1, 10)),
        ("flip a coin whoever loses takes the bins out", HEADS_TAILS),
        ("just pick a number one to twelve for the game", _between(1, 12)),
        ("roll two dice for our monopoly game", _between(2, 12)),
        ("pick a number from 1 to 20 no make it 1 to 8", _between(1, 8)),
        ("toss a coin and then roll a dice", _all(HEADS_TAILS, _between(1, 6))),
        ("should we watch a film or play a board game tonight, you choose", r"\bfilm\b|board game|\bmovie\b"),
        ("please say me one random number from 40 until 45", _between(40, 45)),
    ],
    "spelling": [
        ("spell gorgeous please", _spelled("gorgeous")),
        ("spell lieutenant", _spelled("lieutenant")),
        ("can you spell pharaoh for me", _spelled("pharaoh")),
        ("how is definitely spelled", _spelled("definitely")),
        ("spell the word questionnaire", _spelled("questionnaire")),
        ("how do you spell millennium", _spelled("millennium")),
        ("spell bureaucratic please", _spelled("bureaucratic")),
        ("how do you spell cappuccino im writing the cafe menu", _spelled("cappuccino")),
        ("uh spell liaison for me", _spelled("liaison")),
        ("spell guarantee i always mess it up", _spelled("guarantee")),
        ("spell affect no sorry effect", _not(_spelled("affect"), _spelled("effect"))),
        ("how do you spell wednesday i'm in year two", _spelled("wednesday")),
        ("how do you spell chrysanthemum dear, it's for my garden club letter", _spelled("chrysanthemum")),
        ("please how to write the word beautiful letter by letter", _spelled("beautiful")),
    ],
    "timers": [
        ("clear every timer please", CLEARED),
        ("set a timer for 13 minutes", _minutes(13, "thirteen")),
        ("start a rice timer for 18 minutes", _minutes(18, "eighteen", "rice")),
        ("set a bread timer for one hour", _minutes(60, "sixty", "bread")),
        ("how long is left on the rice timer", _all("rice", r"\b1[78]\b|seventeen|eighteen")),
        ("list the timers i have going", _all("rice", "bread")),
        ("cancel the bread timer", _not(r"\brice\b", _all("bread", GONE))),
        ("timer for 7 minutes please the noodles are on", _minutes(7, "seven")),
        ("set me a 20 minute timer for the washing", _minutes(20, "twenty")),
        ("can you do a two minute timer im brushing my teeth", _minutes(2, "two")),
        ("set a timer for 15 minutes oh no make it 10", _not(r"\b15\b|fifteen", _minutes(10, "ten"))),
        ("can i have a timer", ASK_LONG),
        ("a timer for eight minutes then", _minutes(8, "eight")),
        ("put 5 more minutes on the rice timer", _done(_all("rice", r"\b5\b|\bfive\b|\b2[23]\b|twenty[- ]t(?:wo|hree)"))),
    ],
    "alarms": [
        ("clear out all of my alarms", CLEARED),
        ("set an alarm for 6:20 am", _done(_at(6, 20))),
        ("wake me up at 7:50 tomorrow morning", _done(_at(7, 50))),
        ("set an alarm for 2:20 pm", _done(_at(14, 20))),
        ("set an alarm for saturday at 9:30 am", _done(_all(r"saturday", _at(9, 30)))),
        ("which alarms are set at the moment", _all(_at(6, 20), _at(7, 50), _at(14, 20), _at(9, 30))),
        ("turn off the 2:20 pm alarm", _not(r"6:20|7:50|9:30", _all(_at(14, 20), GONE))),
        ("alarm for quarter to seven tomorrow i have a flight", _done(_at(6, 45))),
        ("wake me at half eight on sunday no rush", _done(_all(r"sunday", _at(8, 30)))),
        ("set an alarm for 10 tonight so i remember the bins", _done(_at(22, 0))),
        ("set an alarm for 5:50 no wait 6:05", _not(r"5:50", _done(_at(6, 5)))),
        ("i would like to set an alarm", ASK_TIME),
        ("an alarm at 6:30 in the morning then", _done(_at(6, 30))),
        ("my granddaughter set an alarm for saturday, is it still there, dear",
         _not(r"\bno\b|there's no|don't have|isn't", r"saturday|" + _at(9, 30))),
    ],
    "reminders": [
        ("delete each and every reminder", CLEARED),
        ("remind me to water the plants at 4 pm", _done(_all(r"plants", _at(16, 0)))),
        ("remind me to call the vet tomorrow at 10 am", _done(_all(r"\bvet\b", _at(10, 0)))),
        ("remind me in 30 minutes to take the cake out", _done(_all(r"cake", _later(30) + r"|30 minutes|thirty minutes|"
                                                                   r"half an hour"))),
        ("remind me to pay the electricity bill on friday at noon", _done(_all(r"electricity", r"friday",
                                                                              r"noon|midday|" + _at(12, 0)))),
        ("run through the reminders ive made", _all(r"plants", r"\bvet\b", r"cake", r"electricity")),
        ("delete the reminder about the vet", _not(r"plants|cake|electricity", _all(r"\bvet\b", GONE))),
        ("remind me to put the bins out at 8 tonight its collection day tomorrow", _done(_all(r"bins", _at(20, 0)))),
        ("can you remind me at half 5 this afternoon to ring grandma", _done(_all(r"grandma", _at(17, 30)))),
        ("remind me to take my tablets in an hour", _done(_all(r"tablets", _later(60) + r"|\b1 hour|one hour|an hour|"
                                                               r"60 minutes"))),
        ("remind me to email the school at 1 pm no sorry 2 pm", _not(r"\b1(?::00)? ?p\.?m\b|13:00",
                                                                   _done(_all(r"school", _at(14, 0))))),
        ("i need you to remind me of something", ASK_WHAT),
        ("remind me to pick up the parcel at 3 pm then", _done(_all(r"parcel", _at(15, 0)))),
        ("have i got a reminder about the plants, love", _not(r"\bno\b|there's no|don't have|isn't",
                                                               _all(r"plants", r"\byes\b|" + _at(16, 0)))),
    ],
    "lists": [
        ("empty the whole shopping list", _not(r"to-?\s?do", _all(r"shopping", CLEARED))),
        ("wipe the to-do list clean", _not(r"shopping", _all(r"to-?\s?do", CLEARED))),
        ("add eggs, flour and sugar to the shopping list", _added("eggs", "flour", "sugar")),
        ("put bananas on my shopping list", _added("bananas")),
        ("tell me everything that's on the shopping list", _all(r"\beggs\b", r"\bflour\b", r"\bsugar\b", r"\bbananas\b")),
        ("take flour off the shopping list", _all(r"\bflour\b", REMOVED)),
        ("add clean the gutters to my to-do list", _added("clean the gutters")),
        ("were out of coffee stick it on the list",
         _not(r"\b(?:can't|cannot|couldn't|not|unable|already|um|uh)\b", _all(r"\bcoffee\b", r"\badd|\blist\b"))),
        ("is sugar on the shopping list", _not(r"\bno\b|isn't|not on", r"sugar")),
        ("add kitchen roll to the shopping list please we ran out", _added("kitchen roll")),
        ("add grapes no sorry blueberries to the shopping list", _not(r"grapes", _added("blueberries"))),
        ("add cheese and take the bananas off the list",
         _not(r"take the|added bananas", _all(r"\bcheese\b", r"\bbananas\b", REMOVED))),
        ("there's something i need adding to the shopping list", ASK_ADD),
        ("the baby needs nappies", _all(r"\bnappies\b", r"\badd|shopping list")),
    ],
    "lights": [
        ("i'd like the living room light on", _done(_named("living room", "on"))),
        ("shut the kitchen light off", _done(_named("kitchen", "off"))),
        ("put the kitchen light at 40 percent", _done(_all("kitchen", r"\b40 ?(?:%|percent)"))),
        ("dim the living room light to 70 percent", _done(_all("living room", r"\b70 ?(?:%|percent)"))),
        ("is the kitchen light switched on right now", _not(r"\bno\b|\boff\b", r"\byes\b|\bon\b|\b40\b")),
        ("turn on every light", _done(_all(r"\bon\b", r"\ball\b|\bboth\b|\bevery|kitchen.*living room|"
                                                       r"living room.*kitchen"))),
        ("switch the big light off in the living room", _done(_named("living room", "off"))),
        ("lights on in the kitchen please i cant see a thing", _done(_named("kitchen", "on"))),
        ("kitchen lights off now were finished with dinner", _done(_named("kitchen", "off"))),
        ("put the living room lamp on", _done(_named("living room", "on"))),
        ("switch off the kitchen light oh sorry i meant the living room", _not(r"kitchen", _done(_named("living room", "off")))),
        ("set the living room to 30 percent and switch the kitchen light on",
         _done(_all(_lit("living room", "30"), _lit("kitchen", "on")))),
        ("i can barely see in the kitchen it's so dark", _done(_all("kitchen", r"\bon\b|brighter|\d+ ?(?:%|percent)"))),
        ("switch on the light in the hallway", _not(r"hallway light is (?:now )?on|turned on the hallway", NO_LIGHT)),
    ],
    "weather": [
        ("how's the weather looking today", WEATHER_POINTER),
        ("are we due any showers this afternoon", WEATHER_POINTER),
        ("how warm is it outside at the moment", WEATHER_POINTER),
        ("give me the weekend forecast", WEATHER_POINTER),
        ("is it going to be windy tomorrow", WEATHER_POINTER),
        ("any chance of snow on thursday", WEATHER_POINTER),
        ("how low will the temperature go tonight", WEATHER_POINTER),
        ("do i need an umbrella today im walking into town", WEATHER_POINTER),
        ("is it nice out i want to hang the washing", WEATHER_POINTER),
        ("whats the weather doing later the kids want the park", WEATHER_POINTER),
        ("what's the weather doing in cardiff", WEATHER_CITY),
        ("turn on the kitchen light and tell me the forecast", _all(r"kitchen", WEATHER_POINTER)),
        ("is it cold outside dear, should i wear my big coat", WEATHER_POINTER),
        ("tomorrow the weather will be how?", WEATHER_POINTER),
    ],
    "volume": [
        ("increase the volume", VOLUME),
        ("reduce the volume", VOLUME),
        ("put the volume on 4", VOLUME),
        ("silence your speaker", VOLUME),
        ("how loud is the volume set at the moment", VOLUME),
        ("make your voice louder", VOLUME),
        ("volume to 80 percent", VOLUME),
        ("bit louder please i cant hear you over the hoover", VOLUME),
        ("shh turn it down the kids are doing homework", VOLUME),
        ("tone it down a bit would you", VOLUME),
        ("volume up actually no turn it down", VOLUME),
        ("switch on the kitchen light and turn the volume down", _all(r"kitchen", VOLUME)),
        ("speak up a bit dear my hearing aid isn't in", VOLUME),
        ("please you speak more quiet", VOLUME),
    ],
    "unsupported": [
        ("play the news podcast from this morning", REFUSAL),
        ("call my sister", REFUSAL),
        ("book a table for two at the italian restaurant", REFUSAL),
        ("email my boss that i'm off sick today", REFUSAL),
        ("order a taxi to the station", REFUSAL),
        ("lock the shed door for me", REFUSAL),
        ("start the tumble dryer", REFUSAL),
        ("play some relaxing music im trying to sleep", REFUSAL),
        ("ring the chinese takeaway were starving", REFUSAL),
        ("can you buy more printer ink on amazon its nearly out", REFUSAL),
        ("set the thermostat to 21 and turn off the kitchen light", _all(REFUSAL, r"kitchen")),
        ("what's the score in the football match", OFFLINE),
        ("video call my grandson on whatsapp dear", REFUSAL),
        ("please you open the curtains of the window", REFUSAL),
    ],
    "chit_chat": [
        ("hiya how are you", CHAT),
        ("are you having a good day", CHAT),
        ("thank you that's really helpful", CHAT),
        ("do you have a name of your own", CHAT),
        ("right i'm off bye bye", CHAT),
        ("what are you able to help me with", ABILITIES),
        ("make me laugh with a joke", CHAT),
        ("evening how are things", CHAT),
        ("cheers youre a star", CHAT),
        ("ugh long day at work", CHAT),
        ("is there a human being inside there answering me", NOT_A_PERSON),
        ("whats your favourite animal mine is a penguin", CHAT),
        ("i've just become a grandmother for the first time", CHAT),
        ("you understand my english good?", CHAT),
    ],
    "general_knowledge": [
        ("what's the capital of argentina", fact(r"buenos aires")),
        ("how many legs does a beetle have", fact(r"\bsix\b|\b6\b")),
        ("who wrote jane eyre", fact(r"bront")),
        ("what's the chemical symbol for sodium", fact(r"\bna\b")),
        ("which planet is nearest the sun", fact(r"\bmercury\b")),
        ("what's the longest river in africa", fact(r"\bnile\b")),
        ("who painted the girl with a pearl earring", fact(r"vermeer")),
        ("whats the capital of kenya my daughter is going there", fact(r"\bnairobi\b")),
        ("how many sides has an octagon got its for my homework", fact(r"\beight\b|\b8\b")),
        ("uh who came up with the theory of relativity", fact(r"einstein")),
        ("what's the capital of austria no sorry of switzerland", fact(r"(?s)^(?!.*vienna).*\bbern\b")),
        ("what's a baby swan called", fact(r"\bcygnet\b")),
        ("who was the queen before king charles, dear", fact(r"elizabeth")),
        ("what is the biggest ocean of the world?", fact(r"\bpacific\b")),
    ],
    "bad_input": [
        ("what's 5 to the power of 9999999999", _short(TOO_BIG)),
        ("what is 48 divided by zero", DIV_ZERO),
        ("convert 9 flurbs to metres", UNKNOWN_UNIT),
        ("convert 3 litres to kilometres", MISMATCH),
        ("what time is it in camelot", UNKNOWN_PLACE),
        ("set an alarm for 31:40", BAD_TIME),
        ("set a timer for 0 minutes and 0 seconds", ZERO_TIMER),
        ("what day of the week is february 29 2027", BAD_FEB + r"|not a leap|isn't a leap|no 29"),
        ("add <b>crackers</b> to my shopping list", _not(r"<", r"crackers")),
        (LONG_ITEM, _short(r"\badd|\blist\b|too long|can't|cannot|matches")),
        ("set the kitchen light to minus 15 percent", _not(r"-15 ?%|minus 15 percent", BAD_LEVEL)),
        ("hmm the er you know the thing", HUH),
    ],
}

# The writer's own tag of each request, by position: p plain, c casual, h harder, b bad input.
TAGS: dict[str, str] = {category: ("b" * 12 if category == "bad_input" else "p" * 7 + "c" * 3 + "h" * 4)
                        for category in CASES}
