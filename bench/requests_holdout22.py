"""A twenty-second held-out set for bench/requests_eval.py (``--set holdout22``), written on Thursday 3 December 2026
(machine time, from 16:50 UTC) by the writer "blind22" for issue 15, blind: nothing under gpt_home/, tests/ or docs/
opened, no earlier set's cases read beyond holdout21 (for its structure and helper style only), and no failure lists,
results or issue notes read. Kept outside the repository while sealed; never tune on it.

What a household says over an ordinary week, sampled per category: 7 plain, everyday phrasings; 3 casual, spoken ones
(fillers, a reason tacked on, lower-case speech-recognizer text with no punctuation or apostrophes); 4 harder ones
(a correction mid-sentence, two asks at once, a need said indirectly, a follow-up or an answer to a question asked
back, a child, an older person, someone still learning English). ``TAGS`` holds the writer's tag for each request
(p plain, c casual, h harder, b bad input). Word order and slot positions vary as people vary them (the day, time,
city or item first, last or in the middle). New content (cities, numbers, items, words, facts, timer names) against
holdout21; bench/requests_dedupe.py flags none of these requests against the earlier sets.

Clock, devices and judging as the main set: Tuesday 1 December 2026, 10:25 UTC (time zone UTC), lights kitchen and
living room, no weather location, no sound mixer. Categories run in order as one conversation, then the fresh mode runs
on the same household, so timers, alarms, reminders and lists each begin by clearing. Dates, weekdays and world times
are computed below with datetime/zoneinfo; conversions come from their defining factors (an answer rounded to 0-3
decimals within 2 % passes).
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
    BAD_FEB,
    BAD_LEVEL,
    BAD_TIME,
    CLEARED,
    DAY,
    DIV_ZERO,
    GONE,
    HEADS_TAILS,
    HUH,
    INCH_CM,
    LB_KG,
    MILE_KM,
    MISMATCH,
    NO_LIGHT,
    NOT_A_PERSON,
    NOW,
    OFF,
    OFFLINE,
    ON,
    OZ_G,
    REMOVED,
    TODAY,
    TOO_BIG,
    UK_GALLON_L,
    UK_PINT_ML,
    UNKNOWN_PLACE,
    UNKNOWN_UNIT,
    US_PINT_ML,
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
    _next,
    _not,
    _num,
    _on,
    _put,
    _said,
    _short,
    _spelled,
    _there,
    _timer,
    _weekday_of,
)
from requests_helpers import _days as _count_days

_NUMBER_WORDS = {5: "five", 18: "eighteen", 30: "thirty", 31: "thirty[- ]one", 81: "eighty[- ]one",
                 103: "a hundred and three|one hundred and three"}


def _days(count: int) -> str:
    return _count_days(count, _NUMBER_WORDS)


MONDAY = _next(0)
THURSDAY = _next(3)
FRIDAY = _next(4)
SUNDAY = _next(6)
NEW_YEARS_EVE = date(2026, 12, 31)
CHRISTMAS_EVE = date(2026, 12, 24)
HOLIDAY = date(2026, 12, 19)
NEW_YEARS_DAY = date(2027, 1, 1)
MARCH_14 = date(2027, 3, 14)
PASSPORT_END = date(2027, 2, 20)
BIRTHDAY = date(2026, 12, 6)
NOON = _at(12, 0) + r"|\bnoon\b|midday"
LONG_ITEM = (
    "add "
    + "a jar of the smooth organic almond butter with no added salt from the health food shop on the high street, " * 17
    + "to my shopping list"
)

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("what time have we got", NOW),
        ("what weekday has it got to", _weekday_of(DAY)),
        ("what month have we reached on the calendar", _not(r"\bnovember\b|\bjanuary\b", r"\bdecember\b")),
        ("say the time out loud for me", NOW),
        ("today's full date with the year, please", _all(TODAY, r"\b2026\b|twenty[- ]twenty[- ]six")),
        ("has november finished yet", _not(r"^\W*no\b|still november", r"\byes\b|december")),
        ("how many minutes past ten is it", NOW + r"|\b25 (?:minutes )?past|twenty[- ]five (?:minutes )?past"),
        ("oh whats the time my watch has stopped", NOW),
        ("er which weekday are we on today love", _weekday_of(DAY)),
        ("date today so i can label the jam jars", TODAY),
        ("i'm 91 and the days run together, is it tuesday or wednesday", _weekday_of(DAY)),
        ("what time is it and which day is it", _all(NOW, r"\btuesday\b")),
        (
            "how long till lunch at half twelve",
            r"\b2 hours?,? (?:and )?5 min|two hours?,? (?:and )?five min|\b125 min|a hundred and twenty[- ]five min",
        ),
        (
            "me and my brother want to know, is it the morning now? i'm six",
            _not(r"^\W*no\b|\bit's (?:the )?(?:afternoon|evening)", r"\bmorning\b|\byes\b|" + NOW),
        ),
    ],
    "date_arithmetic": [
        ("what date is it four weeks from now", _on(28)),
        ("how many days do we have before the last day of the year", _days((NEW_YEARS_EVE - DAY).days)),
        ("christmas eve falls on which day of the week", _weekday_of(CHRISTMAS_EVE)),
        ("if i go back 11 days from today what date is that", _on(-11)),
        ("in 17 days what weekday will it be", _weekday_of(_in(17))),
        ("monday coming, which date does it land on", _date(MONDAY)),
        ("how many days is it to the 14th of march", _days((MARCH_14 - DAY).days)),
        ("um whats the date a fortnight from now", _on(14)),
        ("what day was it yesterday i missed the bin men", _day_or_date(_in(-1))),
        ("how many sleeps till our holiday on the 19th the kids keep asking", _days((HOLIDAY - DAY).days)),
        ("what's the date 9 days from now, er, 12 days", _not(_date(_in(9)), _on(12))),
        (
            "what day is new year's day and how many days away is it",
            _all(_days((NEW_YEARS_DAY - DAY).days), rf"\b{NEW_YEARS_DAY:%A}\b"),
        ),
        ("my passport runs out on the 20th of february, how many days do i have", _days((PASSPORT_END - DAY).days)),
        ("i'm ten and my birthday is on the 6th of december, how many days away is it", _days((BIRTHDAY - DAY).days)),
    ],
    "world_time": [
        ("what's the time in busan right now", _there("Asia/Seoul")),
        ("kuala lumpur, what time is it there", _there("Asia/Kuala_Lumpur")),
        ("what time is it over in cairo", _there("Africa/Cairo")),
        ("in bogota what's the hour", _there("America/Bogota")),
        ("buenos aires local time please", _there("America/Argentina/Buenos_Aires")),
        ("tell me the time in dhaka", _there("Asia/Dhaka")),
        ("what's the clock saying in adelaide", _there("Australia/Adelaide")),
        ("whats the time in tehran my colleague wants a call", _there("Asia/Tehran")),
        ("uh winnipeg canada what time is it", _there("America/Winnipeg")),
        ("time in perth australia my daughter just moved there", _there("Australia/Perth")),
        ("what time is it in oslo, sorry, istanbul", _not(_there("Europe/Oslo"), _there("Europe/Istanbul"))),
        ("what's the time in chicago and in phoenix", _all(_there("America/Chicago"), _there("America/Phoenix"))),
        (
            "my son's in singapore, will he be having his dinner about now",
            _not(r"^\W*no\b|\bmorning\b|breakfast", _there("Asia/Singapore") + r"|\bevening\b|\byes\b"),
        ),
        ("i'm 83, my sister lives in cape town, what time is it there now", _there("Africa/Johannesburg")),
    ],
    "math": [
        ("what's 46 times 19", _num(46 * 19)),
        ("of 260, how much would 15 percent be", _num(39, "thirty[- ]nine")),
        ("what's 2,808 divided by 12", _num(2808 / 12)),
        ("add 745 and 268 together", _num(745 + 268)),
        ("take 387 away from 1,000", _num(1000 - 387)),
        ("12 to the power of 3, what's that", _num(12**3)),
        ("find the square root of 196", _num(14, "fourteen")),
        ("whats half of 347 im halving a recipe", _num(173.5)),
        ("er 25 times 16 quick", _num(400, "four hundred")),
        ("how much is a 12 percent tip on 85 pounds were at the restaurant", _num(10.2) + r"|\b10\.20\b"),
        ("what's 64 plus 29, no, 64 minus 29", _not(r"\b93\b|ninety[- ]three", _num(35, "thirty[- ]five"))),
        (
            "what's 11 times 11 and what's 100 divided by 4",
            _all(_num(121, "a hundred and twenty[- ]one"), _num(25, "twenty[- ]five")),
        ),
        ("four tickets at 12.75 each, how much do i need", _num(51, "fifty[- ]one") + r"|\b51\.00\b"),
        ("i'm nine, what's 54 divided by 6", _num(9, "nine")),
    ],
    "units": [
        ("a 15 mile hike, what's that in kilometres", _approx(15 * MILE_KM)),
        ("60 kilos, put that into pounds for me", _approx(60 / LB_KG)),
        ("the thermostat's set to 18 degrees celsius, my dad in ohio wants it in fahrenheit", _approx(_c_to_f(18))),
        ("a 9 inch cake tin is how many centimetres across", _approx(9 * INCH_CM)),
        ("how many litres are in 3 uk gallons", _approx(3 * UK_GALLON_L)),
        ("my pen pal in texas wrote 50 degrees fahrenheit, what's that in our celsius", _approx(_f_to_c(50), "ten")),
        ("the park run loop is 2.5 kilometres, how many metres is that", _approx(2500)),
        (
            "how many pints is 2 litres im making soup",
            _approx(2000 / UK_PINT_ML) + "|" + _approx(2000 / US_PINT_ML),
        ),
        ("uh 300 grams of pasta thats how many ounces", _approx(300 / OZ_G)),
        (
            "how tall is 180 centimetres in feet, for my passport form",
            _approx(180 / (12 * INCH_CM)) + r"|\b5\s*(?:feet|foot|ft|')\s*,?\s*(?:and )?11\b|five (?:feet|foot) eleven",
        ),
        ("change 8 miles into kilometres, oh no, 8 kilometres into miles", _not(r"\b12\.\d", _approx(8 / MILE_KM))),
        (
            "how many minutes in a day and how many grams in 3 kilos",
            _all(r"\b1,?440\b|one thousand four hundred and forty", r"\b3,?000\b|three thousand"),
        ),
        (
            "my baby weighs 3.5 kilos, what's that in pounds for grandma",
            _approx(3.5 / LB_KG) + r"|\b7 (?:pounds?|lbs?),? (?:and )?1[12] (?:ounces?|oz)",
        ),
        ("please, 25 degrees celsius, is how much in fahrenheit? i come from spain", _approx(_c_to_f(25))),
    ],
    "random": [
        ("can you flip a coin to settle something", HEADS_TAILS),
        ("roll me a d8 for the dungeon game", _between(1, 8)),
        ("i need a random pick somewhere between 5 and 15", _between(5, 15)),
        ("roll three dice and tell me the total", _between(3, 18)),
        ("pick any number up to a thousand", _between(1, 1000)),
        ("rock, paper or scissors, you choose", r"\brock\b|\bpaper\b|\bscissors\b"),
        ("pasta or curry for dinner, pick one", r"\bpasta\b|\bcurry\b"),
        ("coin toss to decide whos driving tonight", HEADS_TAILS),
        ("go on then roll for me its my go on ludo", _between(1, 6)),
        ("um red or black pick one for my card trick", r"\bred\b|\bblack\b"),
        ("roll a twenty-sided die, no, a six-sided one", _between(1, 6)),
        ("flip a coin and then pick a number from 1 to 3", _all(HEADS_TAILS, _between(1, 3))),
        ("we can't agree who does the washing up, me or my husband", r"\byou\b|\bhusband\b|\bhim\b"),
        ("i'm seven, which is better, a hamster or a rabbit, you pick", r"\bhamster\b|\brabbit\b"),
    ],
    "spelling": [
        ("spell the word chrysanthemum", _spelled("chrysanthemum")),
        ("how is mediterranean spelled", _spelled("mediterranean")),
        ("questionnaire, how is that spelled", _spelled("questionnaire")),
        ("can you spell maintenance for me", _spelled("maintenance")),
        ("what's the spelling of entrepreneur", _spelled("entrepreneur")),
        ("spell cemetery please", _spelled("cemetery")),
        ("spell out privilege letter by letter", _spelled("privilege")),
        ("um how do you spell acquaintance", _spelled("acquaintance")),
        ("spell yacht im doing the crossword", _spelled("yacht")),
        ("how do you spell wednesday the middle d always gets me", _spelled("wednesday")),
        ("spell lieutenant, no, spell sergeant", _not(r"l\W*i\W*e\W*u\W*t", _spelled("sergeant"))),
        ("spell broccoli and then sausage", _all(_spelled("broccoli"), _spelled("sausage"))),
        ("i'm six, how do you spell kitten", _spelled("kitten")),
        ("please how to spell beautiful, i write a card for my teacher", _spelled("beautiful")),
    ],
    "timers": [
        ("clear out any timers you've got running", CLEARED),
        ("count down 22 minutes for me", _timer(r"\b22 min|twenty[- ]two min")),
        ("dumplings timer, make it 11 minutes", _timer(r"\b11 min|eleven min", "dumplings?")),
        (
            "gammon timer for an hour and a quarter",
            _timer(r"\b75 min|seventy[- ]five min|1 hour,? (?:and )?15 min|one hour,? (?:and )?fifteen min|\b1:15\b|"
                   r"an hour and (?:a )?(?:quarter|15)", "gammon"),
        ),
        ("the dumplings, how many minutes are left on them", _all(r"\b1[01]\b|\bten\b|eleven", r"minute|:\d\d")),
        ("which timers are on the go", _all(r"dumpling", r"gammon")),
        ("stop the gammon timer now", _not(r"dumpling", _all(r"gammon", GONE))),
        ("um noodles need 7 minutes can you time them", _timer(r"\b7 min|seven min")),
        (
            "timer 90 seconds please the teas brewing",
            _timer(r"\b90 sec|ninety sec|\b1 min\w*,? (?:and )?30 sec|one min\w*,? (?:and )?thirty sec|\b1\.5 min|"
                   r"a minute and a half|one and a half min"),
        ),
        ("stick a 50 minute timer on for the cake", _timer(r"\b50 min|fifty min")),
        ("timer for 8 minutes, no, 12", _not(r"\b8 min|eight min", _timer(r"\b12 min|twelve min"))),
        ("can you start a timer for the potatoes", ASK_LONG),
        ("twenty minutes", _timer(r"\b20 min|twenty min")),
        (
            "the dumplings aren't done yet, give them 2 more minutes",
            _not(r"gammon", _done(_all(r"dumpling", r"\b2 min|two min|\b1[23] min|twelve min|thirteen min"))),
        ),
    ],
    "alarms": [
        ("wipe every alarm you've got stored", CLEARED),
        ("6:50 am alarm tomorrow, i've got an early shift", _done(_at(6, 50))),
        ("alarm for 9:30 tonight", _done(_at(21, 30))),
        ("wake me at 5:45 am", _done(_at(5, 45))),
        ("set an alarm for sunday at 8:30 am", _done(_all(_said(SUNDAY), _at(8, 30)))),
        ("what alarms have i set", _all(_at(6, 50), _at(21, 30), _at(5, 45), _at(8, 30))),
        ("delete the 9:30 pm alarm", _not(r"6:50|5:45|8:30", _all(_at(21, 30), GONE))),
        ("alarm for ten past seven please ive got the school run", _done(_at(7, 10))),
        ("um 4 oclock this afternoon alarm please the kids finish school", _done(_at(16, 0))),
        ("wake me at twenty to six", _done(_at(5, 40))),
        ("alarm for 7, no, half seven", _not(r"\b7:00|\b7\s*[ap]\.?m", _done(_at(7, 30) + "|" + _at(19, 30)))),
        ("i need waking up tomorrow", ASK_TIME),
        ("ten to six", _done(_at(5, 50))),
        (
            "i'm 86, did i set an alarm for sunday, and for what time",
            _not(r"^\W*no\b|don't have|no alarm", _at(8, 30)),
        ),
    ],
    "reminders": [
        ("scrap all the reminders you're holding", CLEARED),
        ("remind me at 2 pm to call the optician", _done(_all(r"optician", _at(14, 0)))),
        ("remind me tomorrow at 7:30 am to take my tablets", _done(_all(r"tablets", _at(7, 30)))),
        (
            "in 20 minutes remind me to move the car",
            _done(_all(r"\bcar\b", _later(20) + r"|20 minutes|twenty minutes")),
        ),
        (
            "remind me on thursday at 11 am to return the library books",
            _done(_all(r"library", _at(11, 0), _said(THURSDAY))),
        ),
        ("list off every reminder that's still pending", _all(r"optician", r"tablets", r"\bcar\b", r"library")),
        ("drop the optician reminder", _not(r"tablets|\bcar\b|library", _all(r"optician", GONE))),
        ("remind me at 5 to ring grandad", _done(_all(r"grandad", _at(17, 0)))),
        (
            "um remind me in an hour to take the washing out of the machine",
            _done(_all(r"washing", _later(60) + r"|an hour|60 minutes|one hour|sixty minutes")),
        ),
        ("remind me sunday at noon to defrost the chicken", _done(_all(r"chicken", NOON, _said(SUNDAY)))),
        (
            "remind me at 1, wait, 1:30 to pay the window cleaner",
            _not(_at(13, 0), _done(_all(r"window cleaner", _at(13, 30)))),
        ),
        ("there's something you need to remind me of later", ASK_WHAT),
        ("to put the recycling out, at 8 tonight", _done(_all(r"recycling", _at(20, 0)))),
        (
            "i am new in this country, remind me on friday at 2 pm for my doctor appointment",
            _done(_all(r"doctor", _at(14, 0), _said(FRIDAY))),
        ),
    ],
    "lists": [
        ("the shopping list, bin everything on it", _not(r"to-?do", CLEARED)),
        ("wipe my to-do list", _not(r"shopping", CLEARED)),
        ("add oranges, rice and yoghurt to the shopping list", _added("oranges", "rice", "yoghurt")),
        ("stick cling film on my shopping list", _put("cling film")),
        ("run through what's on the shopping list", _all(r"\boranges\b", r"\brice\b", r"\byoghurt\b", r"\bcling film\b")),
        (
            "take the rice off the shopping list",
            _not(r"\badded rice\b|can't|couldn't", _all(r"\brice\b", REMOVED)),
        ),
        ("add ring the plumber to my to-do list", _put(r"(?:ring )?(?:the )?plumber")),
        ("oh we need tea bags stick them on the list", _put(r"tea ?bags")),
        ("and some butter", _put(r"butter")),
        ("is yoghurt on the list or did i forget", _not(r"^\W*no\b|isn't|is not|not on", r"\byoghurt\b")),
        ("add lemons, no, limes to the shopping list", _not(r"lemons", _put(r"limes"))),
        (
            "take oranges off and put dog food on",
            _not(r"can't|couldn't|added oranges", _all(r"\bdog food\b", r"\boranges\b", REMOVED)),
        ),
        ("there's a thing i want adding to the shopping list", ASK_ADD),
        ("cat litter", _put(r"cat litter")),
    ],
    "lights": [
        ("light in the kitchen on please, it's gloomy", _light("kitchen", ON, "off")),
        ("lounge light off, that's the living room one", _light("living room", OFF, "on")),
        ("bring the living room light up to 60 percent", _level("living room", 60)),
        ("take the kitchen light down to a quarter brightness", _level("kitchen", 25)),
        ("what state is the living room light in at the minute", _not(r"\boff\b", r"\bon\b|\b60\b")),
        (
            "light the whole house up, all of them on",
            _not(r"can't|couldn't|\b(?:turned|switched|are|is) off\b", _all(r"\bon\b", ALL_LIGHTS)),
        ),
        ("no need for the kitchen light any more, off it goes", _light("kitchen", OFF, "on")),
        ("lights on in the living room im back home", _light("living room", ON, "off")),
        ("um halfway brightness in the kitchen", _level("kitchen", 50)),
        ("were heading up now switch off the living room", _light("living room", OFF, "on")),
        ("kitchen light to 30, no, 35 percent", _not(r"\b30\s*(?:%|percent)", _level("kitchen", 35))),
        (
            "on in the kitchen, off in the living room",
            _not(r"can't|couldn't", _all(_lit("kitchen", ON), _lit("living room", OFF))),
        ),
        (
            "it's too bright in the kitchen, it hurts my eyes",
            _not(r"\b100\s*(?:%|percent)|brighter|can't|couldn't",
                 _all(r"kitchen", r"dimm?\w*|lower\w*|\b\d{1,2}\s*(?:%|percent)|\boff\b")),
        ),
        ("i'm 90, please turn on the bedroom light", NO_LIGHT),
    ],
    "weather": [
        ("today's outlook, is it a dry one", WEATHER_POINTER),
        ("any chance of a downpour after lunch", WEATHER_POINTER),
        ("how hot will it get tomorrow", WEATHER_POINTER),
        ("are we due any snow before the weekend", WEATHER_POINTER),
        ("how humid is it out there", WEATHER_POINTER),
        ("do i need sun cream today", WEATHER_POINTER),
        ("what's the weather doing on thursday", WEATHER_POINTER),
        ("is it cold out i need to know which coat", WEATHER_POINTER),
        ("um will the washing dry outside today", WEATHER_POINTER),
        ("whats it like out there for the school run", WEATHER_POINTER),
        ("what's the weather in prague tomorrow", WEATHER_CITY),
        (
            "living room light off, and is rain on the cards tonight",
            _all(r"living room.*\boff\b|\boff\b.*living room", WEATHER_POINTER),
        ),
        ("my knees are aching, is there a storm on the way", WEATHER_POINTER),
        ("i'm eight, will it be sunny for sports day", WEATHER_POINTER),
    ],
    "volume": [
        ("nudge your volume up a touch", VOLUME),
        ("lower your volume", VOLUME),
        ("put your volume on 60", VOLUME),
        ("mute your speaker till i say so", VOLUME),
        ("what level is your volume sitting at", VOLUME),
        ("volume down by three", VOLUME),
        ("turn the volume to the lowest setting", VOLUME),
        ("cant hear you turn it up", VOLUME),
        ("um bit less loud yeah", VOLUME),
        ("bit quieter my mums on the phone", VOLUME),
        ("volume to 70, no, 65", VOLUME),
        (
            "volume down a bit and pop the living room light on",
            _all(r"living room.*\bon\b|\bon\b.*living room", VOLUME),
        ),
        ("i can barely hear you over the hoover", VOLUME),
        ("you speak too loud please, more soft", VOLUME),
    ],
    "unsupported": [
        ("play the soundtrack from mamma mia", REFUSAL),
        ("dial my neighbour at number 12", REFUSAL),
        ("whatsapp my brother saying happy birthday", REFUSAL),
        ("get me an uber to the airport", REFUSAL),
        ("book us a table at the thai place for saturday", REFUSAL),
        ("stick the school play on my calendar for thursday", REFUSAL),
        ("switch the telly over to bbc one", REFUSAL),
        ("put the football commentary on im in the garden", REFUSAL),
        ("um buy more printer ink on amazon", REFUSAL),
        ("open the garage door the cars outside", REFUSAL),
        (
            "kitchen light off and play my podcast",
            _all(r"kitchen.*\boff\b|\boff\b.*kitchen", REFUSAL),
        ),
        ("what's the score in the liverpool game", OFFLINE),
        ("i'm ten, put on my audiobook", REFUSAL),
        ("please, you can pay the electric bill for me? i don't know how", REFUSAL),
    ],
    "chit_chat": [
        ("alright there, how's it going with you", CHAT),
        ("have they given you a name", CHAT),
        ("cheers, that's sorted it", CHAT),
        ("know any jokes about dinosaurs", CHAT),
        ("do you prefer tea or coffee", CHAT),
        ("give me a rundown of what you're able to do", ABILITIES),
        ("are you a proper human being", NOT_A_PERSON),
        ("ugh the traffic was awful today", CHAT),
        ("lol good one", CHAT),
        ("right im off to work see you later", CHAT),
        ("i'm six and i can ride my bike without stabilisers now", CHAT),
        ("my husband passed away last year and the evenings are long", CHAT),
        ("cheers, and what do you do when i'm not here?", CHAT),
        ("hello, i am learning english, can we talk a little?", CHAT),
    ],
    "general_knowledge": [
        ("which country is marrakech in", fact(r"morocco")),
        ("how many teeth does a grown-up usually have", fact(r"\b32\b|thirty[- ]two")),
        ("who sculpted the statue of david in florence", fact(r"michelangelo")),
        ("what do bees make in their hives", fact(r"honey")),
        ("what's the largest desert in africa", fact(r"sahara")),
        ("what's h2o better known as", fact(r"water")),
        ("what's the longest river in the world", fact(r"\bnile\b|\bamazon\b")),
        ("whats the tallest mountain in the world the kids want to know", fact(r"everest")),
        ("um who was the first woman to fly solo across the atlantic", fact(r"earhart")),
        ("how many bones in the human body its for a pub quiz", fact(r"\b206\b|two hundred and six")),
        ("berlin is the capital of austria, isn't it", fact(r"(?s)^(?!.*\byes\b).*\bvienna\b")),
        ("capital of portugal, no, of norway", fact(r"(?s)^(?!.*lisbon).*\boslo\b")),
        ("i'm eight, what do caterpillars turn into", fact(r"butterfl|\bmoths?\b")),
        ("please, what is the money of japan called? i travel there", fact(r"\byen\b")),
    ],
    "bad_input": [
        ("work out 13 to the power of 88888888", _short(TOO_BIG)),
        ("what do you get if you split 250 by 0", DIV_ZERO),
        ("how many flibbets are in a metre", UNKNOWN_UNIT),
        ("convert 5 litres into kilometres", MISMATCH + r"|volume"),
        ("what's the local time in mordor", UNKNOWN_PLACE),
        ("can you get me up at 26:40", BAD_TIME),
        ("a countdown of nought seconds", ZERO_TIMER),
        ("what weekday is the 30th of february", BAD_FEB),
        ("add <i>tomatoes</i> to my shopping list", _not(r"<", r"tomatoes")),
        (LONG_ITEM, _short(r"\badd|\blist|too long|can't|cannot")),
        (
            "crank the kitchen light up to 250 percent",
            _not(r"(?:is|now|at) (?:at )?250", BAD_LEVEL + r"|\b100\s*(?:%|percent)|\bfull\b|maximum"),
        ),
        ("and then the er", HUH),
    ],
}

TAGS: dict[str, list[str]] = {
    category: (["b"] * len(rows) if category == "bad_input" else ["p"] * 7 + ["c"] * 3 + ["h"] * 4)
    for category, rows in CASES.items()
}
