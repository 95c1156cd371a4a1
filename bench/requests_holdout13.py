"""A thirteenth held-out set for bench/requests_eval.py (``--set holdout13``), published after its blind runs (before 91.6 / 91.2 %, after the first merges 92.0 / 91.2 %; bench/data/holdout13_README.md), written on Wednesday 2 December 2026
(machine time, 13:00-13:30 UTC) by the engineer "blind13" for issue 15, blind: no code under gpt_home/, no tests, no
earlier request sets' cases and no failure lists, results or issue notes about failures read (only the case format:
the markers and helpers at the top of bench/requests_cases.py (lines 1-80), bench/requests_helpers.py, the docstring
and import block of holdout12, plus bench/requests_eval.py, the dedupe tool, holdout12's README and its checker, and
bench/data/validate_set.py). Kept outside the repository while sealed; never tune on it.

Like holdout11 and holdout12 this set is a REPRESENTATIVE SAMPLE of what a household says over a week: about half of
each category in plain, common phrasing, about a quarter casual and spoken (fillers, a reason after, run-on lower-case
speech-recognizer text without punctuation or apostrophes), about a quarter harder (corrections in the breath, two
requests in one breath, indirect needs, follow-ups, asking back, children, the elderly, non-native speakers); the
writer's own tag for each request is in ``TAGS`` (p plain, c casual, h harder, b bad input). Other content (numbers,
cities, words, items, facts) than holdout12's README and checker name; no request is an exact or same-core duplicate
of an earlier set's (bench/requests_dedupe.py).

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

_NUMBER_WORDS = {22: "twenty[- ]two", 23: "twenty[- ]three", 30: "thirty", 35: "thirty[- ]five", 50: "fifty",
                 90: "ninety"}
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

# Defining factors of the conversions asked for.
OUNCE_G = 28.349523125
MILE_KM = 1.609344
INCH_CM = 2.54
FOOT_CM = 30.48
POUND_KG = 0.45359237
STONE_KG = 14 * POUND_KG
UK_GALLON_L = 4.54609
US_GALLON_L = 3.785411784
US_TABLESPOON_ML = 14.78676478125
UK_TABLESPOON_ML = 15.0


def _days(count: int) -> str:
    """A count of days (or minutes), in digits or in this set's words for it."""
    return _count_days(count, _NUMBER_WORDS)


def _weekday_of(day: date) -> str:
    """The weekday of ``day`` named, and no other weekday."""
    name = _WEEKDAYS[day.weekday()]
    others = "|".join(w for w in _WEEKDAYS if w != name)
    return _not(rf"\b(?:{others})\b", rf"\b{name}\b")


def _f_to_c(fahrenheit: float) -> float:
    return (fahrenheit - 32) * 5 / 9


def _c_to_f(celsius: float) -> float:
    return celsius * 9 / 5 + 32


_TO_DO = r"to-?\s?do"
_NOON = _at(12, 0) + r"|\bnoon\b|\bmidday\b"
_KATHMANDU_AHEAD = (r"5 hours? (?:and )?45|five hours? (?:and )?forty[- ]five|5:45|5\.75|five and (?:a |three )?"
                    r"quarter|5 and (?:a |three )?quarter|5 ¾|5 3/4|five and three quarters")
# A long item (1,326 characters, under `ask`'s 2,000-character limit): the skill itself must answer it shortly.
LONG_ITEM = "add " + "extra crunchy " * 92 + "peanut butter to the shopping list"

TAGS = {  # the writer's own tag of each request, in order: p plain, c casual, h harder, b bad input
    "time_date": "pppppppccchhhh",
    "date_arithmetic": "pppppppccchhhh",
    "world_time": "pppppppccchhhh",
    "math": "pppppppccchhhh",
    "units": "pppppppccchhhh",
    "random": "pppppppccchhhh",
    "spelling": "pppppppccchhhh",
    "timers": "pppppppccchhhh",
    "alarms": "pppppppccchhhh",
    "reminders": "pppppppccchhhh",
    "lists": "pppppcpccchhhh",
    "lights": "pcpppppccchhhh",
    "weather": "pppppppccchhhh",
    "volume": "ppppppcccchhhh",
    "unsupported": "pppppppccchhhh",
    "chit_chat": "pppppppccchhhh",
    "general_knowledge": "pppppppccchhhh",
    "bad_input": "bbbbbbbbbbbb",
}

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("could you tell me the current time", NOW),
        ("which day of the month is it", r"\b1st\b|\bfirst\b|" + TODAY),
        ("what day of the week is it today", _weekday_of(DAY)),
        ("which month is it at the moment", _not(r"\bnovember\b|\bjanuary\b", r"\bdecember\b")),
        ("can you tell me what year we're in", r"\b2026\b|twenty twenty[- ]six"),
        ("is it the morning still",
         _not(r"\bno\b|it'?s (?:the )?afternoon|it is (?:the )?afternoon|\bp\.?m\b|evening",
              r"\byes\b|morning|\ba\.?m\b|" + NOW)),
        ("what's the date and the day of the week", _all(TODAY, r"\btuesday\b")),
        ("what time is it now i have the dentist at eleven", NOW),
        ("um what day is it today ive completely lost track", _weekday_of(DAY)),
        ("so whats the date today need it for a form", TODAY),
        ("is it thursday today", _not(r"\byes\b|it'?s thursday|it is thursday|today is thursday", r"\btuesday\b")),
        ("whats the date tomorrow no i mean today", _not(_on(1), TODAY)),
        ("how many minutes until eleven o'clock i get a snack then", _days(35)),
        ("what day is it dear, is it the weekend yet",
         _not(r"\byes\b|it'?s the weekend|it is the weekend|\bsaturday\b|\bsunday\b", r"\btuesday\b")),
    ],
    "date_arithmetic": [
        ("what will the date be in three days", _on(3)),
        ("how many days until the 23rd of december", _days(22)),
        ("what day of the week is boxing day", _weekday_of(date(2026, 12, 26))),
        ("what's the date two weeks from tomorrow", _on(15)),
        ("what was the date six days ago", _on(-6)),
        ("how many weeks until new year's eve",
         r"(?<![\d.])4(?!\.?\d)|\bfour\b|\b4\.3\b|(?<![\d.])30 days|\bthirty days"),
        ("what day of the week will it be in 100 days", _weekday_of(DAY + timedelta(days=100))),
        ("how many sleeps till the 24th my kids keep asking", _days(23)),
        ("whats the date next sunday i think the market is on", _on(5)),
        ("hey how many days is it till the end of the month", _days(30)),
        ("what day is the 19th no sorry the 17th", _weekday_of(date(2026, 12, 17))),
        ("what was yesterday's date and what's tomorrow's", _all(_on(-1), _on(1))),
        ("in how much days is the first of march", _days((date(2027, 3, 1) - DAY).days)),
        ("my passport runs out on the 20th of january, how many days have i got",
         _days((date(2027, 1, 20) - DAY).days)),
    ],
    "world_time": [
        ("what's the time in perth right now", _there("Australia/Perth")),
        ("what time is it over in boston", _there("America/New_York")),
        ("what time is it in seattle", _there("America/Los_Angeles")),
        ("tell me the time in osaka", _there("Asia/Tokyo")),
        ("what's the local time in moscow", _there("Europe/Moscow")),
        ("what time is it in colombo", _there("Asia/Colombo")),
        ("what's the time in brussels", _there("Europe/Brussels")),
        ("whats the time in bangkok my son is there on his gap year", _there("Asia/Bangkok")),
        ("hey what time is it in calgary now", _there("America/Edmonton")),
        ("time in athens please", _there("Europe/Athens")),
        ("what time is it in warsaw no sorry in lisbon",
         _not(_there("Europe/Warsaw"), _there("Europe/Lisbon"))),
        ("whats the time in mexico city and in honolulu",
         _all(_there("America/Mexico_City"), _there("Pacific/Honolulu"))),
        ("is it too early to call my sister in halifax",
         _there("America/Halifax") + r"|too early|very early|\byes\b.*\bearly\b|asleep"),
        ("how many hours is kathmandu more than here", _KATHMANDU_AHEAD),
    ],
    "math": [
        ("what's 17 times 23", _num(391)),
        ("what is 40 percent of 250", _num(100, "a hundred", "one hundred")),
        ("what's 1000 divided by 16", _num(62.5)),
        ("add 487 and 296", _num(783)),
        ("what's 1200 minus 865", _num(335)),
        ("what is 11 squared", _num(121)),
        ("what's the square root of 196", _num(14, "fourteen")),
        ("whats 8 times 9 im helping with homework", _num(72, "seventy[- ]two")),
        ("um whats 15 plus 27 plus 38", _num(80, "eighty")),
        ("quick whats a 20 percent tip on 45 pounds", _num(9, "nine") + "|" + _num(54)),
        ("whats 7 times 12 no sorry 7 times 13", _not(r"(?<![\d.])84(?!\.?\d)", _num(91, "ninety[- ]one"))),
        ("the bill is 84 pounds and there are three of us, what does each pay", _num(28, "twenty[- ]eight")),
        ("what's double 16", _num(32, "thirty[- ]two")),
        ("how much is the third of 90", _num(30, "thirty")),
    ],
    "units": [
        ("convert 8 ounces to grams", _approx(8 * OUNCE_G)),
        ("how far is 26.2 miles in km", _approx(26.2 * MILE_KM)),
        ("how many inches in 2 metres", _approx(200 / INCH_CM)),
        ("what's 180 celsius in fahrenheit", _approx(_c_to_f(180))),
        ("how many litres in a gallon", _approx(UK_GALLON_L) + "|" + _approx(US_GALLON_L)),
        ("convert 70 kilograms to stone", _approx(70 / STONE_KG)),
        ("how many feet in a mile", _num(5280)),
        ("whats 40 fahrenheit in celsius is that cold", _approx(_f_to_c(40))),
        ("how many ml is 2 tablespoons for this recipe",
         _approx(2 * US_TABLESPOON_ML) + "|" + _approx(2 * UK_TABLESPOON_ML)),
        ("uh how tall is 5 foot 10 in centimetres", _approx(5 * FOOT_CM + 10 * INCH_CM)),
        ("convert 10 pounds no sorry 10 kilos to pounds",
         _not(r"(?<![\d.])4\.5\d*(?!\d)", _approx(10 / POUND_KG))),
        ("how many minutes in a day and how many seconds in an hour", _all(_num(1440), _num(3600))),
        ("how much centimetre is one inch", _approx(INCH_CM)),
        ("the speed limit sign says 100 km/h, what's that in miles per hour", _approx(100 / MILE_KM)),
    ],
    "random": [
        ("spin a coin and tell me what it lands on", HEADS_TAILS),
        ("roll a single die", _between(1, 6)),
        ("pick a random number between 1 and 20", _between(1, 20)),
        ("throw a couple of dice for me", _between(1, 12)),
        ("give me a random number from 1 to 1000", _between(1, 1000)),
        ("pick any number from 30 to 60", _between(30, 60)),
        ("pick a random number under 100", _between(0, 99)),
        ("toss a coin for who takes the bins out", HEADS_TAILS),
        ("roll a dice for me were playing snakes and ladders", _between(1, 6)),
        ("pick a number from one to fifty we're doing a raffle", _between(1, 50)),
        ("pick a number between 1 and 10 no make it 1 and 5",
         _not(r"(?<![\d.])(?:[6-9]|10)(?!\.?\d)", _between(1, 5))),
        ("help me choose, the red jumper or the blue one", r"\bred\b|\bblue\b"),
        ("can you roll the dice im playing ludo with grandma", _between(1, 6)),
        ("please say me one number random between ten and twenty", _between(10, 20)),
    ],
    "spelling": [
        ("how do you spell silhouette", _spelled("silhouette")),
        ("spell bureaucracy", _spelled("bureaucracy")),
        ("how is pharaoh spelled", _spelled("pharaoh")),
        ("can you spell hippopotamus for me", _spelled("hippopotamus")),
        ("how do i spell questionnaire", _spelled("questionnaire")),
        ("spell the word guarantee", _spelled("guarantee")),
        ("what's the spelling of millennium", _spelled("millennium")),
        ("how do you spell yacht like the boat im writing a card", _spelled("yacht")),
        ("spell wednesday for me i always get it wrong", _spelled("wednesday")),
        ("um how do you spell cough", _spelled("cough")),
        ("spell desert no sorry dessert like pudding", _spelled("dessert")),
        ("how do you spell squirrel i'm in year two", _spelled("squirrel")),
        ("how is write the word lieutenant", _spelled("lieutenant")),
        ("is it neice or niece",
         _not(r"it'?s neice|neice is (?:right|correct)|" + _spelled("neice"),
              _spelled("niece") + r"|it'?s niece|niece is (?:right|correct)")),
    ],
    "timers": [
        ("stop every timer that's running", CLEARED + "|" + r"\bno\b|none|don't have"),
        ("set a timer for 12 minutes", _done(r"(?<![\d.])12 min\w*|\btwelve min\w*")),
        ("set a timer for the sprouts for 9 minutes", _done(_all(r"sprouts", r"(?<![\d.])9 min\w*|\bnine min\w*"))),
        ("start a 40 minute timer for the cake", _done(_all(r"cake", r"(?<![\d.])40 min\w*|\bforty min\w*"))),
        ("how long's left on the sprouts timer", r"(?<![\d.])[89] min|\b(?:eight|nine) min|(?<![\d.])8:5\d"),
        ("what timers are on at the moment",
         _all(r"sprouts", r"cake", r"(?<![\d.])1[12](?!\.?\d)|\btwelve\b|\beleven\b")),
        ("cancel the cake timer", _not(r"sprouts", _all(r"cake", GONE))),
        ("timer 6 minutes for the eggs please", _done(r"(?<![\d.])6 min\w*|\bsix min\w*")),
        ("can you set a timer for half an hour im going for a run",
         _done(r"(?<![\d.])30 min\w*|\bthirty min\w*|half an hour")),
        ("uh set a timer for a minute and a half",
         _done(r"(?<![\d.])90 sec|ninety sec|1 minute,? (?:and )?30|one minute,? (?:and )?thirty|1\.5 min|"
               r"a minute and a half|one and a half min|\b1:30\b")),
        ("set a timer for 15 minutes no wait 20",
         _not(r"(?<![\d.])15 min|fifteen", _done(r"(?<![\d.])20 min\w*|\btwenty min\w*"))),
        ("add 3 minutes to the sprouts timer",
         _done(_all(r"sprouts", r"(?<![\d.])3 min\w*|\bthree min\w*|(?<![\d.])1[12] min|\b(?:eleven|twelve) min"))),
        ("i want a timer", ASK_LONG),
        ("a timer for eleven minutes then", _done(r"(?<![\d.])11 min\w*|\beleven min\w*")),
    ],
    "alarms": [
        ("get rid of every alarm i've set", CLEARED),
        ("set an alarm for 6:15 am", _at(6, 15)),
        ("wake me up at 7:45 tomorrow", _at(7, 45)),
        ("set an alarm for 4 pm", _at(16, 0)),
        ("set an alarm for 9 am on sunday", _all(_at(9, 0), r"sunday")),
        ("read out my alarms", _all(r"6:15", r"7:45", _at(16, 0), _at(9, 0))),
        ("cancel the 4 pm alarm", _not(r"6:15|7:45|\b9(?::00)?\s*a\.?m\b", _all(GONE, _at(16, 0)))),
        ("alarm for half five tomorrow morning please got an early train", _at(5, 30)),
        ("wake me at quarter to seven would you", _at(6, 45)),
        ("set me an alarm for 8 10 tomorrow morning thanks", _at(8, 10)),
        ("set an alarm for 5 no 5:20 in the morning",
         _not(r"\b5(?::00)?\s*a\.?m\b|\b5 o'clock|\b05:00\b", _at(5, 20))),
        ("i need an alarm", ASK_TIME),
        ("could you wake me at nine tomorrow please, i have the doctor at ten", _at(9, 0)),
        ("do i have an alarm on sunday", _not(r"\bno\b|don't have|aren't any", _at(9, 0))),
    ],
    "reminders": [
        ("scrap all the reminders", CLEARED),
        ("remind me to put the recycling out at 7 pm", _all(r"recycling", _at(19, 0))),
        ("remind me to call the optician at 2:30 this afternoon", _all(r"optician", _at(14, 30))),
        ("remind me to water the plants tomorrow at 9 am", _all(r"plants", _at(9, 0))),
        ("remind me in 20 minutes to check on the bread",
         _all(r"bread", r"(?<![\d.])20 minutes|twenty minutes|" + _later(20))),
        ("list my reminders please", _all(r"recycling", r"optician", r"plants", r"bread")),
        ("cancel the optician reminder", _not(r"recycling|plants|bread", _all(r"optician", GONE))),
        ("remind me to move the car at 4 its on a meter", _all(r"\bcar\b", _at(16, 0))),
        ("can you remind me to put my eye drops in at 9 tonight ta", _all(r"eye ?drops", _at(21, 0))),
        ("oh remind me to ring grandma at half 6", _all(r"grandma", _at(18, 30))),
        ("remind me to pay the window cleaner at 11 no make it 12",
         _not(r"\b11(?::00)?\s*a\.?m\b|\b11:00\b|\beleven\b", _all(r"window cleaner", _NOON))),
        ("i want to set a reminder", ASK_WHAT),
        ("the bin men come at 7 tomorrow morning can you give me a shout at quarter to", _at(6, 45)),
        ("have i got a reminder about grandma", _not(r"\bno\b|don't|there'?s no", _all(r"grandma", _at(18, 30)))),
    ],
    "lists": [
        ("clear the shopping list out completely", _not(_TO_DO, _all(r"shopping", CLEARED))),
        ("delete everything on the to do list", _not(r"shopping", _all(_TO_DO, CLEARED))),
        ("add frozen peas to my shopping list", _added(r"frozen peas")),
        ("put eggs, flour and sugar on the shopping list", _added(r"eggs", r"flour", r"sugar")),
        ("add toilet roll to the shopping list", _added(r"toilet rolls?")),
        ("whats on the shopping list at the minute",
         _all(r"frozen peas", r"\beggs\b", r"\bflour\b", r"\bsugar\b", r"toilet roll")),
        ("take the sugar off the shopping list", _not(r"\badded\b", _all(r"sugar", REMOVED))),
        ("oh and stick some teabags on the list would you", _added(r"tea ?bags")),
        ("is flour on the list i cant remember", _not(r"\bno\b|isn't|is not|not on", r"\bflour\b")),
        ("put book the mot on my to do list please", _added(r"mot", _TO_DO)),
        ("add grapes no sorry plums to the shopping list", _not(r"grapes", _added(r"plums"))),
        ("i've got something for the shopping list", ASK_ADD),
        ("add cheese and take the eggs off the list",
         _not(r"take the eggs", _all(r"\bcheese\b", r"\beggs\b", REMOVED))),
        ("i just finished the last of the ketchup", _all(r"ketchup", r"\badd|shopping list")),
    ],
    "lights": [
        ("can you get the kitchen light on", _named("kitchen", "on")),
        ("living room light off thanks", _named("living room", "off")),
        ("set the kitchen light to 40 percent", _all(r"kitchen", r"(?<![\d.])40 ?(?:%|percent)")),
        ("dim the living room light to 25 percent", _all(r"living room", r"(?<![\d.])25 ?(?:%|percent)")),
        ("does the kitchen light happen to be on", _not(r"\bno\b|\boff\b", r"\bon\b|(?<![\d.])40 ?(?:%|percent)")),
        ("brighten up the kitchen light a bit",
         _not(r"\boff\b|can't|cannot", _all(r"kitchen", r"bright|(?<![\d.])(?:[5-9]\d|100) ?(?:%|percent)|\bup\b|"
                                             r"\bfull\b"))),
        ("switch every light on",
         _not(r"\boff\b", _all(r"\ball\b|\bboth\b|kitchen.*living room|living room.*kitchen", r"\bon\b"))),
        ("kitchen lights off im done cooking", _named("kitchen", "off")),
        ("can you put the living room light on were watching a film", _named("living room", "on")),
        ("were off to bed now so living room light off please", _named("living room", "off|out")),
        ("dim the kitchen light no wait the living room one to 10 percent",
         _not(r"kitchen", _all(r"living room", r"(?<![\d.])10 ?(?:%|percent)"))),
        ("turn on the kitchen light and set it to 70 percent", _all(r"kitchen", r"(?<![\d.])70 ?(?:%|percent)")),
        ("it's getting very dark in the living room dear",
         _not(r"\boff\b", _named("living room", r"on|bright\w*|up|\d+ ?(?:%|percent)"))),
        ("please open the light in the bedroom", NO_LIGHT),
    ],
    "weather": [
        ("what's it doing outside today", WEATHER_POINTER),
        ("any rain expected this afternoon", WEATHER_POINTER),
        ("what does tomorrow's forecast look like", WEATHER_POINTER),
        ("how chilly is it out there", WEATHER_POINTER),
        ("will it be sunny at the weekend", WEATHER_POINTER),
        ("will i need gloves today", WEATHER_POINTER),
        ("what's the weather in edinburgh", WEATHER_CITY),
        ("whats it like outside im about to walk the dog", WEATHER_POINTER),
        ("is it gonna snow this week the kids are hoping", WEATHER_POINTER),
        ("hows the weather looking for friday were having a barbecue", WEATHER_POINTER),
        ("turn on the kitchen light and tell me the weather", _all(r"kitchen", WEATHER_POINTER)),
        ("should i take an umbrella to work", WEATHER_POINTER),
        ("how is the weather of tomorrow morning", WEATHER_POINTER),
        ("is it icy out this morning dear, i'm walking to the shops", WEATHER_POINTER),
    ],
    "volume": [
        ("push the volume up a touch", VOLUME),
        ("turn it down please", VOLUME),
        ("set the volume to 6", VOLUME),
        ("mute the sound", VOLUME),
        ("what's the volume set to right now", VOLUME),
        ("raise the volume", VOLUME),
        ("crank the volume right up", VOLUME),
        ("bit quieter please the phones ringing", VOLUME),
        ("turn it up i cant hear you over the hoover", VOLUME),
        ("shh not so loud the baby is asleep", VOLUME),
        ("volume to 8 no sorry 4", VOLUME),
        ("turn it down a bit and switch off the kitchen light", _all(VOLUME, r"kitchen")),
        ("speak up a bit dear i'm hard of hearing", VOLUME),
        ("please make the sound more small", VOLUME),
    ],
    "unsupported": [
        ("play some jazz music", REFUSAL),
        ("call my mum", REFUSAL),
        ("what appointments have i got in my diary this week", REFUSAL),
        ("send a message to the family group chat", REFUSAL),
        ("order a curry from the takeaway", REFUSAL),
        ("switch the tv on to channel 4", REFUSAL),
        ("have i got any new emails", REFUSAL),
        ("put the heating up to 21 its freezing in here", REFUSAL),
        ("can you book me a taxi to the station for half 3", REFUSAL),
        ("play that new song the kids keep singing", REFUSAL),
        ("lock the front door and turn on the living room light", _all(REFUSAL, r"living room")),
        ("i've run out of credit on my phone can you top it up", REFUSAL),
        ("could you ring my son peter for me, dear", REFUSAL),
        ("please you turn on the vacuum robot", REFUSAL),
    ],
    "chit_chat": [
        ("hello, nice to hear you", CHAT),
        ("how's things with you", CHAT),
        ("thanks a million", CHAT),
        ("say something funny", CHAT),
        ("good morning to you too", CHAT),
        ("do you have a name", CHAT),
        ("do you like animals", CHAT),
        ("aw thanks youre a star", CHAT),
        ("im bored out of my mind", CHAT),
        ("ha that was a terrible joke", CHAT),
        ("am i talking to a real human", NOT_A_PERSON),
        ("what kinds of jobs are you good at", ABILITIES),
        ("do you have a pet", CHAT),
        ("my husband passed away last year and the house is so quiet", CHAT),
    ],
    "general_knowledge": [
        ("what's the capital of kenya", fact(r"\bnairobi\b")),
        ("how many sides does an octagon have", fact(r"\beight\b|(?<![\d.])8(?!\.?\d)")),
        ("who painted the last supper", fact(r"leonardo|da vinci")),
        ("how many keys does a piano have", fact(r"(?<![\d.])88(?!\.?\d)|eighty[- ]eight")),
        ("what's the chemical symbol for iron", fact(r"\bfe\b|F-E\b")),
        ("what's the freezing point of water in fahrenheit", fact(r"(?<![\d.])32(?!\.?\d)|thirty[- ]two")),
        ("what language do they speak in argentina", fact(r"\bspanish\b")),
        ("who wrote oliver twist my daughter is reading it at school", fact(r"\bdickens\b")),
        ("hang on whats the capital of scotland again", fact(r"\bedinburgh\b")),
        ("whats the biggest ocean i forget", fact(r"\bpacific\b")),
        ("what's the capital of australia no wait of new zealand", fact(r"(?s)^(?!.*canberra).*\bwellington\b")),
        ("what's a baby swan called, we saw some at the pond", fact(r"\bcygnets?\b")),
        ("the colosseum is in which city", fact(r"\brome\b")),
        ("what year did the titanic sink, i can never remember", fact(r"\b1912\b|nineteen twelve")),
    ],
    "bad_input": [
        ("what's 123 to the power of 9 billion", _short(TOO_BIG)),
        ("what is 15 divided by 0", DIV_ZERO),
        ("convert 4 splonks to metres", UNKNOWN_UNIT),
        ("how many litres in 3 kilometres", MISMATCH + r"|volume"),
        ("what time is it in neverland", UNKNOWN_PLACE),
        ("set an alarm for 25:30", BAD_TIME),
        ("start a timer for minus 3 hours", ZERO_TIMER + r"|negative|minus"),
        ("what day of the week is the 31st of june",
         r"doesn't exist|does not exist|isn't a (?:valid|real)|not a (?:valid|real)|invalid|no such|only (?:has )?"
         r"30|can't|cannot|don't understand|never has|no 31"),
        ("add <b>chives</b> to my shopping list", _not(r"<", _added(r"chives"))),
        (LONG_ITEM, _short(r"too long|shorter|can't|cannot|limit|peanut butter|added")),
        ("turn the living room light up to 250 percent",
         _not(r"(?<![\d.])250 ?(?:%|percent)", BAD_LEVEL + r"|\b100 ?(?:%|percent)|full brightness|maximum")),
        ("uh hmm the the", HUH),
    ],
}
