"""An eighteenth held-out set for bench/requests_eval.py (``--set holdout18``), written on Thursday 3 December 2026
(machine time, 05:04-05:45 UTC) by the engineer "blind18" for issue 15, blind: no code under gpt_home/, no tests, no
earlier request sets' cases beyond holdout17 (read for its structure and helper style only) and no failure lists,
results or issue notes about failures read. Kept outside the repository while sealed; never tune on it.

Like holdout11 to holdout17 this set is a REPRESENTATIVE SAMPLE of what a household says over a week: in each
category 7 plain, common phrasings, 3 casual and spoken (fillers, a reason after, run-on lower-case speech-recognizer
text without punctuation or apostrophes), 4 harder (corrections in the breath, two requests in one breath, indirect
needs, follow-ups, asking back, children, the elderly, non-native speakers); the writer's own tag for each request is
in ``TAGS`` (p plain, c casual, h harder, b bad input). Other content (numbers, cities, words, items, facts, devices)
than holdout17; no request is flagged by bench/requests_dedupe.py against any earlier set.

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
    STONE_KG,
    TODAY,
    TOO_BIG,
    UNKNOWN_PLACE,
    UNKNOWN_UNIT,
    WEATHER_CITY,
    YARD_M,
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

_NUMBER_WORDS = {19: "nineteen", 24: "twenty[- ]four", 25: "twenty[- ]five", 30: "thirty", 48: "forty[- ]eight"}

# Defining factors.
ACRE_M2 = 4046.8564224


def _days(count: int) -> str:
    return _count_days(count, _NUMBER_WORDS)


LONG_ITEM = (
    "add "
    + "two tins of the chopped italian plum tomatoes in rich juice from the market stall, " * 18
    + "to my shopping list"
)
NEW_YEAR = date(2027, 1, 1)
BOXING_DAY = date(2026, 12, 26)
RENT_DUE = date(2026, 11, 20) + timedelta(days=28)

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("any idea what the time has got to", NOW),
        ("give me today's full date", TODAY),
        ("which month of the year is this", _not(r"\bnovember\b|\bjanuary\b", r"\bdecember\b")),
        ("is today tuesday or wednesday", _weekday_of(DAY)),
        ("is today the first or the second of the month", _not(r"\bsecond\b|\b2nd\b", TODAY + r"|\b1st\b|\bfirst\b")),
        ("what's the time on the dot", NOW),
        ("say the date along with the weekday", _all(TODAY, rf"\b{DAY:%A}\b")),
        ("right what time have we got i need to catch the bus", NOW),
        ("erm is it still the first today", _not(r"^\W*no\b|\bsecond\b|\b2nd\b", r"\byes\b|" + TODAY + r"|first|1st")),
        ("what day is it today like the actual date i keep forgetting", TODAY),
        ("what's the time in, no, just here, what's the time here", NOW),
        (
            "how long till midday, i've got a lunch booking",
            r"(?:1|one|an) hours? (?:and )?35 min|\b95 minutes|ninety[- ]five minutes|\b1:35\b",
        ),
        ("me english not good, what day today is?", _day_or_date(DAY)),
        (
            "grandma here, is it morning or afternoon now",
            _not(r"it(?:'s| is) (?:the |now )?afternoon|good afternoon", r"morning|" + NOW),
        ),
    ],
    "date_arithmetic": [
        ("what date will it be in two weeks", _on(14)),
        ("new year's day next year falls on which weekday", _weekday_of(NEW_YEAR)),
        ("count down the days left to the thirty-first of december", _days((date(2026, 12, 31) - DAY).days)),
        ("what was the date five days ago", _on(-5)),
        ("what weekday does the 25th of march 2027 fall on", _weekday_of(date(2027, 3, 25))),
        (
            "how many weeks have we got until christmas day",
            r"\b3 weeks|three weeks|\b24 days|twenty[- ]four days|\b3\.4\d* weeks",
        ),
        ("which date is the monday coming up", _date(_in(6))),
        ("how many days till the 20th ive got my exams then", _days(19)),
        ("erm what day was it yesterday i missed the bins", _weekday_of(_in(-1))),
        ("so like what date is it gonna be in 45 days", _on(45)),
        (
            "how many days until the 8th of january, no, the 18th",
            _not(r"(?<![\d.])38(?!\d)|thirty[- ]eight", _days((date(2027, 1, 18) - DAY).days)),
        ),
        (
            "what day is boxing day this year and how many days away is it",
            _all(rf"\b{BOXING_DAY:%A}\b", _days((BOXING_DAY - DAY).days)),
        ),
        (
            "my grandson's birthday is on the 9th of february, what day of the week is that",
            _weekday_of(date(2027, 2, 9)),
        ),
        ("i pay the rent every 28 days and last paid on the 20th of november, when's it due next", _date(RENT_DUE)),
    ],
    "world_time": [
        ("what's the time over in chicago illinois", _there("America/Chicago")),
        ("tell me what time it is in moscow russia", _there("Europe/Moscow")),
        ("what time is it in cape town", _there("Africa/Johannesburg")),
        ("what does the clock say in singapore", _there("Asia/Singapore")),
        ("what's the hour in buenos aires", _there("America/Argentina/Buenos_Aires")),
        ("what time is it in halifax nova scotia", _there("America/Halifax")),
        ("what time do they have in dhaka", _there("Asia/Dhaka")),
        ("whats the time in adelaide my cousin just had a baby there", _there("Australia/Adelaide")),
        ("um what time is it in new york i gotta ring the office", _there("America/New_York")),
        ("time in berlin please im on a call with them later", _there("Europe/Berlin")),
        ("what time is it in phoenix, sorry, in tehran", _not(_there("America/Phoenix"), _there("Asia/Tehran"))),
        ("what's the time in karachi and in jakarta", _all(_there("Asia/Karachi"), _there("Asia/Jakarta"))),
        (
            "is it too late to phone my brother in anchorage",
            _not(
                r"go ahead|not too late|afternoon|evening", _there("America/Anchorage") + r"|\byes\b|night|asleep|early"
            ),
        ),
        ("in cairo what o'clock is it now, please", _there("Africa/Cairo")),
    ],
    "math": [
        ("what's 64 times 15", _num(64 * 15)),
        ("work out 12 percent of 450", _num(54, "fifty[- ]four")),
        ("divide 1,872 by 24", _num(1872 / 24)),
        ("what's 2,389 plus 4,517", _num(2389 + 4517)),
        ("take 789 away from 2,000", _num(2000 - 789)),
        ("what's 9 cubed", _num(9**3)),
        ("what's the square root of one hundred and ninety six", _num(14, "fourteen")),
        ("whats 19 times 7 quick", _num(19 * 7)),
        ("um if we split a 96 pound bill three ways whats each share", _num(32, "thirty[- ]two")),
        ("how much do i leave the waiter if i tip 15 percent on 60 dollars", _num(9, "nine")),
        ("what's 45 plus 38, no, minus 38", _not(r"(?<![\d.])83(?!\d)", _num(7, "seven"))),
        (
            "i bought 3 pizzas at 8 pounds 50 each, how much altogether",
            r"(?<![\d.])25\.50?(?!\d)|25 (?:pounds )?(?:and )?50|\b25 and a half",
        ),
        ("what's half of 350 i'm in year 4", _num(175)),
        ("how much is twenty and thirty-five together, please", _num(55, "fifty[- ]five")),
    ],
    "units": [
        ("a marathon is 26.2 miles, how far is that in kilometres", _approx(26.2 * MILE_KM)),
        ("turn 180 centimetres into inches for me", _approx(180 / INCH_CM)),
        ("convert 2 pounds to grams", _approx(2 * LB_KG * 1000)),
        ("the pool is 27 degrees celsius, what's that in fahrenheit", _approx(_c_to_f(27))),
        ("400 metres is how many yards on a running track", _approx(400 / YARD_M)),
        ("what's 350 degrees fahrenheit in celsius", _approx(_f_to_c(350))),
        ("how many hectares is 10 acres", _approx(10 * ACRE_M2 / 10000)),
        ("whats 70 kilos in stone im weighing myself", _approx(70 / STONE_KG)),
        ("how many metres is a mile roughly for my run", _approx(MILE_KM * 1000) + r"|\b1,?600\b"),
        ("um 10 grams in ounces for the baking", _approx(10 / OZ_G)),
        ("convert 5 feet to metres no sorry 5 yards", _not(r"\b1\.52", _approx(5 * YARD_M))),
        (
            "how many centimetres in a metre and how many metres in a kilometre",
            _all(r"\b100\b|hundred", r"\b1,?000\b|thousand"),
        ),
        ("the airline lets me take 23 kilos, what's that in pounds for my american scale", _approx(23 / LB_KG)),
        ("please, 40 kilometres per hour it is how many miles per hour?", _approx(40 / MILE_KM)),
    ],
    "random": [
        ("toss a coin to see who walks the dog", HEADS_TAILS),
        ("give me a d20 roll for dungeons and dragons", _between(1, 20)),
        ("think of a random number between 5 and 25", _between(5, 25)),
        ("roll a pair of dice for backgammon", _between(2, 12)),
        ("choose a single digit from 0 to 9", _between(0, 9)),
        ("pick any number in the range 100 to 200", _between(100, 200)),
        ("i need an eight-sided dice rolled", _between(1, 8)),
        ("flip a coin for us were deciding who washes up", HEADS_TAILS),
        ("uh just roll one dice for the board game were playing", _between(1, 6)),
        ("pick a number between one and twenty my mates guessing it", _between(1, 20)),
        ("roll a die no make it a coin flip", HEADS_TAILS),
        ("roll a dice and then pick a number from 1 to 3", _all(_between(1, 6), _between(1, 3))),
        ("fish and chips or a curry tonight, you pick for us", r"\bfish\b|\bcurry\b"),
        ("pick tom or ella to go first, we're kids and we keep arguing", r"\btom\b|\bella\b"),
    ],
    "spelling": [
        ("spell the word rhythm for me", _spelled("rhythm")),
        ("how do you spell yacht", _spelled("yacht")),
        ("spell the word occasion", _spelled("occasion")),
        ("how is bureaucracy spelled", _spelled("bureaucracy")),
        ("spell guarantee", _spelled("guarantee")),
        ("how do you spell wednesday", _spelled("wednesday")),
        ("spell the word vacuum", _spelled("vacuum")),
        ("how do you spell broccoli im doing the shopping list", _spelled("broccoli")),
        ("spell fluorescent for my science homework", _spelled("fluorescent")),
        ("uh how do i spell lieutenant", _spelled("lieutenant")),
        ("spell stationary no sorry stationery like pens", _spelled("stationery")),
        ("how do you spell cat i'm four", _spelled("cat")),
        ("dear, how do you spell rheumatism, it's for my letter to the doctor", _spelled("rheumatism")),
        ("please how you write the word separate, letter by letter", _spelled("separate")),
    ],
    "timers": [
        ("wipe out whatever timers are running", CLEARED),
        ("start a twelve minute timer", _timer(r"\b12 min|twelve min")),
        ("set a 9 minute timer called eggs", _timer(r"\b9 min|nine min", "eggs?")),
        ("make a potatoes timer for 25 minutes", _timer(r"\b25 min|twenty[- ]five min", "potato\\w*")),
        ("check the eggs timer for me, how many minutes remain", _all(r"\b[89]\b|\beight\b|\bnine\b", r"minute|:\d\d")),
        ("tell me every timer that's on right now", _all(r"eggs?", r"potato")),
        ("the potatoes timer can go, stop it", _not(r"eggs?\b", _all(r"potato", GONE))),
        ("stick a 3 minute timer on for my tea", _timer(r"\b3 min|three min")),
        (
            "uh timer for an hour and a quarter the lamb needs ages",
            _timer(
                r"\b75 min|seventy[- ]five min|(?:1|one|an) hours? (?:and )?(?:15|fifteen)|hour and a quarter|\b1:15"
            ),
        ),
        (
            "set me a 90 second timer for the porridge",
            _timer(r"\b90 sec|ninety sec|(?:1|one) minutes? (?:and )?30|(?:1|one) and a half min|1\.5 min"),
        ),
        ("timer for 20 minutes, no, 30", _not(r"\b20 min|twenty min", _timer(r"\b30 min|thirty min"))),
        ("start one of your timers would you", ASK_LONG),
        ("go on then, a 6 minute timer", _timer(r"\b6 min|six min")),
        (
            "put another 5 minutes on the eggs timer",
            _not(r"potato", _done(_all(r"eggs?", r"\b5 min|five min|\b1[34] min|thirteen|fourteen"))),
        ),
    ],
    "alarms": [
        ("delete each and every alarm i've got", CLEARED),
        ("i'd like to be woken at 7:15 am", _done(_at(7, 15))),
        ("alarm for 6 tomorrow morning", _done(_at(6, 0))),
        ("set an alarm at 4:45 pm", _done(_at(16, 45))),
        ("wake me at 9:10 on friday", _done(_all(r"friday|december 4|4th", _at(9, 10)))),
        ("which alarms do i have set for the week", _all(_at(7, 15), _at(6, 0), _at(16, 45), _at(9, 10))),
        ("cancel my 4:45 alarm", _not(r"7:15|\b6(?::00)?\s*a\.?m|9:10", _all(_at(16, 45), GONE))),
        ("alarm for quarter past six tomorrow ive got the early shift", _done(_at(6, 15))),
        ("wake me up at eight on saturday gonna have a lie in", _done(_all(r"saturday|december 5|5th", _at(8, 0)))),
        ("can u set an alarm 3 pm need to get the kids from school", _done(_at(15, 0))),
        ("alarm for 5:40, wait, 5:45", _not(r"5:40", _done(_at(5, 45)))),
        ("can you put an alarm on for me", ASK_TIME),
        ("6:35 in the morning for that alarm then", _done(_at(6, 35))),
        (
            "what time's my friday alarm, my eyes aren't good enough to read the clock",
            _not(r"^\W*no\b|don't have|no alarm", _at(9, 10)),
        ),
    ],
    "reminders": [
        ("bin every reminder on the system", CLEARED),
        ("remind me to ring the dentist's surgery at 2 pm", _done(_all(r"dentist", _at(14, 0)))),
        ("remind me tomorrow at 9 am to renew the car insurance", _done(_all(r"insurance", _at(9, 0)))),
        (
            "in 20 minutes remind me to move the washing to the dryer",
            _done(_all(r"washing|dryer", _later(20) + r"|20 minutes|twenty minutes")),
        ),
        (
            "remind me on friday at 11 am to pay the window cleaner",
            _done(_all(r"window cleaner", _at(11, 0), r"friday|december 4|4th")),
        ),
        ("list the reminders i've got coming up", _all(r"dentist", r"insurance", r"washing|dryer", r"window cleaner")),
        ("delete the dentist reminder", _not(r"insurance|washing|dryer|cleaner", _all(r"dentist", GONE))),
        ("remind me half six this evening to take my tablets", _done(_all(r"tablets", _at(18, 30)))),
        (
            "uh in 10 minutes tell me to take the roast out",
            _done(_all(r"roast", _later(10) + r"|10 minutes|ten minutes")),
        ),
        ("remind me at 5 this afternoon to text mum back shes waiting", _done(_all(r"\bmum\b", _at(17, 0)))),
        ("remind me to feed the cat at 7 no 7:30 tonight", _not(_at(19, 0), _done(_all(r"\bcat\b", _at(19, 30))))),
        ("i want to make a reminder", ASK_WHAT),
        ("remind me at 6 pm to water the tomatoes then", _done(_all(r"tomato", _at(18, 0)))),
        (
            "have i got anything about the insurance tomorrow, my head's like a sieve",
            _not(r"^\W*no\b|don't have|no reminder", _all(r"insurance", r"\byes\b|" + _at(9, 0))),
        ),
    ],
    "lists": [
        ("the shopping list needs a fresh start, strip it bare", _not(r"to-?do", CLEARED)),
        ("the to-do list needs emptying, clear it", _not(r"shopping", CLEARED)),
        ("add butter, onions and tinned tomatoes to the shopping list", _added("butter", "onions", "tinned tomatoes")),
        ("put toothpaste on my shopping list", _added("toothpaste")),
        (
            "list out everything waiting on the shopping list",
            _all(r"\bbutter\b", r"\bonions\b", r"\btomatoes\b", r"\btoothpaste\b"),
        ),
        (
            "remove the onions from the shopping list",
            _not(r"\badded onions\b|can't|couldn't", _all(r"\bonions?\b", REMOVED)),
        ),
        ("add renew the tv licence to my to-do list", _added(r"renew (?:the )?tv licen[cs]e")),
        ("were nearly out of washing up liquid pop it on the list", _added(r"washing[- ]up liquid", r"add\w*|list")),
        ("oh and add some bananas for the kids lunches", _added(r"bananas")),
        (
            "is the toothpaste on there already i cant remember",
            _not(r"^\W*no\b|isn't|is not|not on", r"\btoothpaste\b"),
        ),
        ("add cheese, no, cream cheese to the shopping list", _not(r"(?<!cream )\bcheese\b", _added(r"cream cheese"))),
        (
            "take butter off and put margarine on the shopping list",
            _not(r"take butter|can't|couldn't", _all(r"margarine", r"butter", REMOVED)),
        ),
        ("add something to my to-do list", ASK_ADD),
        ("the kids have finished all the cereal", _all(r"cereal", r"\badd|shopping list")),
    ],
    "lights": [
        ("living room light on so i can read", _light("living room", ON, "off")),
        ("finished cooking, the kitchen light can be off now", _light("kitchen", OFF, "on")),
        ("living room brightness at 60 percent", _all(r"living room", r"\b60\s*(?:%|percent)")),
        ("take the kitchen light down to 25 percent", _all(r"kitchen", r"\b25\s*(?:%|percent)")),
        ("has the living room light been left on", _not(r"^\W*no\b|\boff\b", r"\byes\b|\bon\b|\b60\b")),
        ("every light in the house on please", _not(r"\boff\b|can't|couldn't", _all(r"\bon\b", ALL_LIGHTS))),
        ("kitchen light as bright as it goes", _all(r"kitchen", r"\b100\s*(?:%|percent)|\bfull\b|max\w*|brightest")),
        ("its dark in here pop the living room light on", _light("living room", ON, "off")),
        ("night night living room light off ta", _light("living room", OFF, "on")),
        ("kitchen at half brightness thanks", _all(r"kitchen", r"\b50\s*(?:%|percent)|\bhalf\b")),
        ("living room light on, sorry, i meant the kitchen", _not(r"living room", _light("kitchen", ON, "off"))),
        (
            "i'm moving to the sofa, kitchen light off and living room light on",
            _not(
                r"can't|couldn't|kitchen light is (?:now )?on|living room light is (?:now )?off",
                _all(_lit("kitchen", OFF), _lit("living room", ON)),
            ),
        ),
        (
            "i can't see what i'm chopping in the kitchen",
            _not(r"\boff\b|couldn't|cannot|dimm?\w*", _all(r"kitchen", r"\bon\b|bright\w*|\b100\s*(?:%|percent)")),
        ),
        ("garden shed light on please", _not(r"shed light is (?:now )?on|turned on the (?:garden )?shed", NO_LIGHT)),
    ],
    "weather": [
        ("what's the weather like this afternoon", WEATHER_POINTER),
        ("any snow on the way this week", WEATHER_POINTER),
        ("what's the temperature outdoors at the moment", WEATHER_POINTER),
        ("is it blowing a gale out there today", WEATHER_POINTER),
        ("do i need an umbrella tomorrow", WEATHER_POINTER),
        ("what's the temperature going to be on friday", WEATHER_POINTER),
        ("any frost expected tonight", WEATHER_POINTER),
        ("is it gonna rain on the school run", WEATHER_POINTER),
        ("should i hang the washing out today or will it pour", WEATHER_POINTER),
        ("whats the weather doing im about to take the dog round the block", WEATHER_POINTER),
        ("what's the weather in edinburgh tomorrow", WEATHER_CITY),
        (
            "turn on the living room light and tell me if it's raining",
            _all(r"living room.*\bon\b|\bon\b.*living room", WEATHER_POINTER),
        ),
        ("should my little one wear a coat to nursery", WEATHER_POINTER),
        ("today weather, how is it, please?", WEATHER_POINTER),
    ],
    "volume": [
        ("raise your volume", VOLUME),
        ("bring your voice down a notch", VOLUME),
        ("make your volume 35 percent", VOLUME),
        ("volume to 2", VOLUME),
        ("what's your volume on right now", VOLUME),
        ("crank your volume all the way up", VOLUME),
        ("come off mute", VOLUME),
        ("oi speak up the washing machines going", VOLUME),
        ("softer please the twins are napping", VOLUME),
        ("ow thats way too loud", VOLUME),
        ("make yourself louder, no, softer", VOLUME),
        (
            "turn the living room light off and turn the volume down",
            _all(r"living room.*\boff\b|\boff\b.*living room", VOLUME),
        ),
        ("my grandad can barely hear you, speak louder please", VOLUME),
        ("your voice, please, more strong, i cannot hear", VOLUME),
    ],
    "unsupported": [
        ("stick some mozart on for the dinner party", REFUSAL),
        ("phone my mother-in-law", REFUSAL),
        ("send my husband a message that i'm stuck in traffic", REFUSAL),
        ("order more cat food online", REFUSAL),
        ("set the central heating to 19", REFUSAL),
        ("start the robot hoover", REFUSAL),
        ("pop the school play into my calendar for thursday", REFUSAL),
        ("get radio 4 going would you", REFUSAL),
        ("book us a table at the italian for saturday night", REFUSAL),
        ("can you turn on the telly the remotes lost", REFUSAL),
        ("switch on the kitchen light and play some music", _all(r"kitchen.*\bon\b|\bon\b.*kitchen", REFUSAL)),
        ("what's trending on twitter right now", OFFLINE),
        ("tell my son on facebook i got home safe, i'm his nan", REFUSAL),
        ("buy please two tickets for cinema tonight", REFUSAL),
    ],
    "chit_chat": [
        ("morning, how's your day going so far", CHAT),
        ("how old are you", CHAT),
        ("ta very much for the help", CHAT),
        ("make me laugh with a joke about penguins", CHAT),
        ("sleep well, talk tomorrow", CHAT),
        ("what are you actually able to help with in the home", ABILITIES),
        ("who made you", CHAT),
        ("ugh what a day im absolutely knackered", CHAT),
        ("haha youre funny", CHAT),
        ("just wanted to say youre really helpful", CHAT),
        ("is there somebody inside you doing the talking", NOT_A_PERSON),
        ("i got a gold star at school today", CHAT),
        ("it's a year since my wife passed and the house is very quiet", CHAT),
        ("you like cats or dogs more?", CHAT),
    ],
    "general_knowledge": [
        ("what's the capital city of norway", fact(r"\boslo\b")),
        ("how many strings on a standard guitar", fact(r"\b6\b|\bsix\b")),
        ("what sweet stuff do bees make in the hive", fact(r"\bhoney\b")),
        ("na is the symbol for which element", fact(r"\bsodium\b")),
        ("which is the largest planet", fact(r"\bjupiter\b")),
        ("the amazon river is on which continent", fact(r"\bsouth america\b")),
        ("which artist painted the last supper", fact(r"\bleonardo\b|\bda vinci\b")),
        ("how many weeks in a year again", fact(r"\b52\b|fifty[- ]two")),
        ("is the capital of new zealand auckland", fact(r"(?s)^(?!.*\byes\b).*\bwellington\b")),
        ("how many continents are there for my geography test", fact(r"\b7\b|\bseven\b")),
        ("what's the capital of portugal, no, spain", fact(r"(?s)^(?!.*lisbon).*\bmadrid\b")),
        ("what do tadpoles grow into i'm six", fact(r"\bfrogs?\b|\btoads?\b")),
        ("how many pence in a pound, dear, the new money confuses me", fact(r"\b100\b|\bhundred\b")),
        ("the sun, it is a star or a planet?", fact(r"(?s)^(?!.*\bis a planet\b).*\bstar\b")),
    ],
    "bad_input": [
        ("what's 7 to the power of 987654321", _short(TOO_BIG)),
        ("divide 15 by 0", DIV_ZERO),
        ("convert 4 zorbles to metres", UNKNOWN_UNIT),
        ("how many litres is 3 hours", MISMATCH + r"|time|volume"),
        ("what's the time on the planet krypton", UNKNOWN_PLACE),
        ("set an alarm for 26:40", BAD_TIME),
        ("start the oven timer at nought minutes", ZERO_TIMER),
        ("what day is the 30th of february 2027", BAD_FEB),
        ("put <b>crumpets</b> on the shopping list", _not(r"<", r"crumpets")),
        (LONG_ITEM, _short(r"\badd|\blist|too long|can't|cannot")),
        (
            "put the kitchen light on 250 percent brightness",
            _not(r"\b250\s*(?:%|percent)", BAD_LEVEL + r"|\b100\s*(?:%|percent)|\bfull\b|maximum"),
        ),
        ("er what's the, um, you know", HUH),
    ],
}

TAGS: dict[str, list[str]] = {
    category: (["b"] * len(rows) if category == "bad_input" else ["p"] * 7 + ["c"] * 3 + ["h"] * 4)
    for category, rows in CASES.items()
}
