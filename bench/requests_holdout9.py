"""A ninth held-out set for bench/requests_eval.py (``--set holdout9``), SEALED: written on Tuesday 1 December 2026 /
Wednesday 2 December (machine time, 23:58-00:25 UTC) by the engineer "blind9" for issue 15, blind: no agent, skills or
memory code, no tests, no earlier request sets' cases and no failure lists read (only the case format: the markers and
helpers at the top of bench/requests_cases.py, the docstring and helper block at the top of holdout8, plus
bench/requests_eval.py, the dedupe tool, holdout8's README and its checker). Kept outside the repository; never tune
on it.

The household speaks as a speech recognizer writes it (lower case, no punctuation, no apostrophes), in phrasing
families holdout5-8 did not lean on: indirect needs ("i need to leave in twenty minutes can you warn me"); the
question buried in longer talk ("right im just putting my boots on whats the clock saying"); negations and double
checks ("no not the kitchen i meant the living room", "its not wednesday yet is it"); plural and collective requests
("both lights on", "what time is it in cape town and in nairobi"); regional English: Scottish ("whit time is it the
noo", "turn aff aw ma alarms", "is it baltic"), Indian ("kindly", "keep an alarm", "eight into nine", "after two
hours"), Australian ("arvo", "snags", "brekkie", "a scorcher") and Irish ("howya", "the craic", "ring me mam", "ye");
very short one- or two-word requests ("forecast", "date pls", "full blast", "howya", "add", "timer yeah");
numbers in unusual forms (dozens, a baker's dozen, three score and ten, half six, quarter to seven, ordinals, "a
week on friday"); a recognizer's slips
on an accent that stay recoverable ("leaving room", "turn aff aw ma alarms"); the device spoken to with "hey" and
a name ("hey computer", "hey assistant"); a teenager's slang ("bruh", "rn", "fr", "lowkey", "kill the
kitchen light"); follow-ups that read as whole requests in a fresh thread too ("and what about karachi then").
Bad input: a googolplex factorial, division by nought, a made-up unit, a volume into a length, an invented place,
an hour that does not exist, a negative timer, a day that does not exist, a marked-up list item, a 1,953-character
list item (under ask's limit: the skill must answer shortly), 200 % brightness, a bare hum.

Same clock (Tuesday 1 December 2026, 10:25 UTC; time zone UTC), same lights (kitchen, living room), no weather
location, no sound mixer, same markers and judging as the main set. Categories run in order within one conversation;
the fresh mode runs after it on the same household, so the list, timer, alarm and reminder categories start by
clearing what is there. Dates, weekdays and world times computed here with datetime/zoneinfo; conversions with their
defining factors (an answer rounded to 0-3 decimals within 2 % is accepted).
"""

from __future__ import annotations

from datetime import date, timedelta

from requests_cases import CHAT, REFUSAL, VOLUME, WEATHER_POINTER, _all, _between, fact
from requests_helpers import (
    ASK_ADD,
    ASK_LONG,
    ASK_TIME,
    ASK_WHAT,
    BAD_TIME,
    CLEARED,
    DAY,
    GONE,
    HEADS_TAILS,
    NO_LIGHT,
    NO_TIMERS,
    NOT_DONE,
    NOW,
    REMOVED,
    TODAY,
    TOO_BIG,
    UNKNOWN_UNIT,
    UNSURE_OK,
    WEATHER_CITY,
    _added,
    _approx,
    _at,
    _date,
    _later,
    _not,
    _num,
    _on,
    _short,
    _spelled,
    _there,
    _weekday,
)
from requests_helpers import _days as _count_days

_NUMBER_WORDS = {2: "two", 8: "eight", 12: "twelve", 14: "fourteen", 18: "eighteen", 24: "twenty[- ]four",
                 30: "thirty", 35: "thirty[- ]five", 50: "fifty", 98: "ninety[- ]eight"}


def _days(count: int) -> str:
    """A count of days, in digits or in this set's words for it."""
    return _count_days(count, _NUMBER_WORDS)


UNKNOWN_PLACE = (r"don't know|unknown|can't|cannot|couldn't find|don't recogni[sz]e|which city|where is|no time "
                 r"zone|isn't a real|fictional|not a real")
BAD_DATE = (r"doesn't exist|does not exist|isn't a (?:valid|real)|not a (?:valid|real)|invalid|no such|only (?:has )?"
            r"31|can't|cannot|don't understand")
DIV_ZERO = r"zero|nought|can't|cannot|undefined|infinity|not possible|impossible|not defined"
LIGHT_ON = r"^(?!.*\b(?:can't|cannot|couldn't|not|unable)\b).*\bon\b"
LIGHT_OFF = r"^(?!.*\b(?:can't|cannot|couldn't|unable)\b).*\boff\b"
NOT_A_PERSON = (r"\bno\b|not (?:a )?(?:real )?(?:person|human)|assistant|computer|program|\bai\b|machine|software|"
                r"\brobot\b")
ABILITIES = _all(r"timer|alarm|remind", r"light|list|weather|time|math|spell|unit")
LONG_ITEM = "add a " + "really " * 272 + "long loaf of sourdough to the shopping list"  # 1,953 characters

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("whats the clock hen", NOW),
        ("whit time is it the noo", NOW),
        ("kindly tell me what is the time now only", NOW),
        ("right im just putting my boots on whats the clock saying", NOW),
        ("bruh what time is it rn", NOW),
        ("date pls", TODAY),
        ("what day is it at all at all", r"\btuesday\b"),
        ("is it the first today or the second i always lose track", TODAY + r"|\bthe first\b|\b1st\b"),
        ("its not wednesday yet is it", _not(r"\b(?:it is|it's|today is) wednesday", r"\btuesday\b")),
        ("what month we in mate", r"\bdecember\b"),
        ("hey assistant which year are we in again", r"\b2026\b|twenty twenty[- ]six"),
        ("how many minutes till eleven oclock", r"\b3[45] minutes|thirty[- ]f(?:our|ive) minutes"),
        ("is it morning or afternoon i just woke up from a nap", r"\bmorning\b|" + NOW),
        ("the time and the date please both of them", _all(NOW, TODAY)),
    ],
    "date_arithmetic": [
        ("what day of the week is new years eve this year", _weekday(date(2026, 12, 31))),
        ("how many sleeps left before christmas morning", _days(24)),
        ("what day does the fifteenth fall on this month", _weekday(date(2026, 12, 15))),
        ("whats the date a week on friday", _date(date(2026, 12, 11))),
        ("hey computer how many days between today and the twentieth of january", _days(50)),
        ("what was the date a dozen days ago", _on(-12)),
        ("is the sixth of january a monday or what", _weekday(date(2027, 1, 6))),
        ("what date will it be in a hundred and twenty days", _on(120)),
        ("the date yesterday was it the thirtieth", _on(-1)),
        ("the day after tomorrow whats that", _weekday(DAY + timedelta(days=2)) + "|" + _on(2)),
        ("how many weeks till the end of the year roughly", r"\b4\b|\bfour\b|4\.[0-9]|" + _days(30)),
        ("the first of november just gone what day was that", _weekday(date(2026, 11, 1))),
        ("what will be the date after eighteen days from today", _on(18)),
        ("lowkey how long till my birthday its on the ninth of march", _days(98) + r"|\b14 weeks|fourteen weeks"),
    ],
    "world_time": [
        ("hey assistant what time is it back home in delhi", _there("Asia/Kolkata")),
        ("and what about karachi then whats the time there", _there("Asia/Karachi")),
        ("is it brekkie time in brisbane yet", _there("Australia/Brisbane")),
        ("whats the hour in toronto", _there("America/Toronto")),
        ("time in seoul korea", _there("Asia/Seoul")),
        ("hey assistant is it lunchtime in lagos", _there("Africa/Lagos")),
        ("yo whats the time in honolulu fr", _there("Pacific/Honolulu")),
        ("what time is it in cape town and in nairobi", _all(_there("Africa/Johannesburg"), _there("Africa/Nairobi"))),
        ("is it still the middle of the night in vancouver", _there("America/Vancouver")),
        ("could you check the time in tehran for me", _there("Asia/Tehran")),
        ("no not sydney perth what time is it in perth", _not(_there("Australia/Sydney"), _there("Australia/Perth"))),
        ("how many hours ahead of us is hong kong", r"\b8 hours|\beight hours"),
        ("whats the time in sao paulo right now", _there("America/Sao_Paulo")),
        ("whats the time in bangkok at the minute", _there("Asia/Bangkok")),
    ],
    "math": [
        ("half a dozen times seven", _num(42, "forty[- ]two")),
        ("three score and ten whats that in numbers", _num(70, "seventy")),
        ("hey computer whats seventeen percent of two hundred", _num(34, "thirty[- ]four")),
        ("if i split ninety quid four ways how much each",
         _num(22.5) + r"|22\.50|twenty[- ]two (?:pounds )?(?:and )?fifty"),
        ("whats a quarter of a thousand", _num(250, "two hundred (?:and )?fifty")),
        ("what is the value of eight into nine", _num(72, "seventy[- ]two")),
        ("whats the square of fifteen", _num(225, "two hundred (?:and )?twenty[- ]five")),
        ("seven hundred and twenty divided by eighteen", _num(40, "forty")),
        ("i owe three mates twelve fifty each whats the total",
         _num(37.5) + r"|37\.50|thirty[- ]seven (?:pounds )?(?:and )?fifty"),
        ("double fourteen", _num(28, "twenty[- ]eight")),
        ("two thirds of seventy five", _num(50, "fifty")),
        ("a bakers dozen times three", _num(39, "thirty[- ]nine")),
        ("whats a hundred minus the square root of eighty one", _num(91, "ninety[- ]one")),
        ("whats eighty take away ninety five", r"(?:-|−|minus |negative )\s?(?:15\b|fifteen)"),
    ],
    "units": [
        ("whats a hundred and eighty pounds in stone", _approx(180 / 14) + r"|12 stone(?:,| and)? 12"),
        ("how many miles is twenty one k", _approx(21 / 1.609344)),
        ("whats thirty degrees in fahrenheit", _approx(30 * 9 / 5 + 32)),
        ("convert a quarter of a pound to grams", _approx(453.59237 / 4)),
        ("what is five foot five in cms", _approx(65 * 2.54)),
        ("two and a half kilos in pounds", _approx(2.5 / 0.45359237)),
        ("how many metres in half a mile", _approx(1609.344 / 2)),
        ("whats three fifty fahrenheit in celsius", _approx((350 - 32) * 5 / 9)),
        ("how many millilitres in a teaspoon", _approx(5) + "|" + _approx(4.92892)),
        ("hundred kilometres an hour in miles per hour", _approx(100 / 1.609344)),
        ("a quarter hour how many seconds would that be", _num(900, "nine hundred")),
        ("how many hours in a fortnight", _num(336)),
        ("a dozen inches is how many centimetres", _approx(12 * 2.54)),
        ("how many feet is a hundred metres lol", _approx(100 / 0.3048)),
    ],
    "random": [
        ("chuck a coin for us", HEADS_TAILS),
        ("chuck a pair of dice", _between(1, 12)),
        ("gimme a random number between one and a hundred", _between(1, 100)),
        ("pick a number from one to a dozen", _between(1, 12)),
        ("roll a twenty sided one", _between(1, 20)),
        ("curry or pizza tonight you pick", r"\bpizza\b|\bcurry\b"),
        ("random number fifty to sixty", _between(50, 60)),
        ("yes or no you decide for me", r"\byes\b|\bno\b"),
        ("choose red blue or green", r"\bred\b|\bblue\b|\bgreen\b"),
        ("think of a number between ten and twenty", _between(10, 20)),
        ("bruh just roll a die", _between(1, 6)),
        ("hey computer toss a coin twice", HEADS_TAILS),
        ("roll a d eight", _between(1, 8)),
        ("give me any weekday at random", r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"),
    ],
    "spelling": [
        ("hey computer spell necessary", _spelled("necessary")),
        ("hey assistant how do ye spell embarrass", _spelled("embarrass")),
        ("yo spell cappuccino for me real quick", _spelled("cappuccino")),
        ("kindly spell the word questionnaire", _spelled("questionnaire")),
        ("whats the spelling of millennium is it two ls or one", _spelled("millennium")),
        ("spell out colleague letter by letter", _spelled("colleague")),
        ("i never know how to spell privilege go on", _spelled("privilege")),
        ("is guarantee spelt with a u", _spelled("guarantee")),
        ("how the heck do you spell yacht", _spelled("yacht")),
        ("spell bureaucracy slowly", _spelled("bureaucracy")),
        ("how many ms and ts in committee spell it", _spelled("committee")),
        ("spell psychology pls", _spelled("psychology")),
        ("spell tomorrow for my wee one", _spelled("tomorrow")),
        ("hey computer can ya spell conscience", _spelled("conscience")),
    ],
    "timers": [
        ("get rid of every timer", CLEARED),
        ("i need to leave in twenty minutes can you warn me", r"\b20 minutes|twenty minutes|" + _later(20)),
        ("stick a timer on for half an hour for the roast", r"\b30 minutes|thirty minutes|half an hour"),
        ("hey computer could ya do us a twelve minute pasta timer", r"\b12 minutes|twelve minutes"),
        ("how long is left on the pasta", r"\b1[12] minutes|eleven minutes|twelve minutes|\b11:[0-5]\d\b|\b11 min"),
        ("a quarter hour timer for the eggs", r"\b15 minutes|fifteen minutes|quarter of an hour|quarter hour"),
        ("timer for a minute and a half", r"90 seconds|ninety seconds|1 minute(?: and)? 30|one minute(?: and)? thirty|"
                                          r"a minute and a half|1\.5 minutes|one and a half minutes"),
        ("cancel the egg one not the pasta one",
         _not(r"pasta (?:timer )?(?:is |has been )?(?:cancel|stopp|remov|delet)",
              _all(GONE, r"egg|15 minutes?|fifteen"))),
        ("what timers have i got going", _all(r"pasta|\b1[12] minutes|eleven|twelve",
                                              r"roast|\b(?:29|30) minutes|half an hour|thirty|twenty[- ]nine")),
        ("set another one for six minutes", r"\b6 minutes|six minutes"),
        ("add five minutes to the roast",
         _not(NOT_DONE, r"\b5 minutes|five minutes|\b3[45] minutes|thirty[- ]f(?:our|ive)")),
        ("timer yeah", ASK_LONG),
        ("nuke all the timers", CLEARED),
        ("any timers still on", NO_TIMERS),
    ],
    "alarms": [
        ("delete every alarm i have", CLEARED),
        ("get me up for half six tomorrow morning", _at(6, 30)),
        ("kindly put one alarm at quarter to seven", _at(6, 45) + "|" + _at(18, 45)),
        ("hey computer get me up at five thirty in the morning", _at(5, 30)),
        ("i have to be up at a quarter past seven set an alarm", _at(7, 15)),
        ("alarm at noon", _at(12, 0) + r"|\bnoon\b|midday"),
        ("which alarms have i got on now", _all(_at(6, 30), _at(5, 30), _at(7, 15))),
        ("not the five thirty one the half six one cancel that",
         _not(r"5:30\s*(?:a\.?m\.?\s*)?(?:alarm\s*)?(?:is |has been )?(?:cancel|delet|remov)",
              _all(GONE, r"6:30|half six|six thirty"))),
        ("an alarm for ten to eight tonight", _at(19, 50)),
        ("ayy set an alarm for like three pm", _at(15, 0)),
        ("an alarm pls", ASK_TIME),
        ("please keep an alarm for 4 45 am", _at(4, 45)),
        ("turn aff aw ma alarms", CLEARED),
        ("are there any alarms still going", NO_TIMERS),
    ],
    "reminders": [
        ("scrap every reminder ye have for me", CLEARED),
        ("dont let me forget to ring me mam at six", _all(r"\bring\b|\bmam\b|\bcall\b", _at(18, 0) + "|" + _at(6, 0))),
        ("remind us to put the bins out tonight at nine", _all(r"\bbins?\b", _at(21, 0))),
        ("in forty five minutes remind me the washing is done",
         _all(r"washing", _later(45) + r"|45 minutes|forty[- ]five minutes")),
        ("hey computer remind me about the dentist on thursday at ten",
         _all(r"dentist", _at(10, 0), r"thursday|" + _on(2))),
        ("nudge me at half two to collect the parcel", _all(r"parcel", _at(14, 30))),
        ("reminder pls", ASK_WHAT),
        ("whats on my reminders", _all(r"\bbins?\b", r"washing", r"dentist")),
        ("no not the dentist one get rid of the parcel reminder",
         _not(r"dentist (?:reminder )?(?:is |has been )?(?:cancel|remov|delet)", _all(GONE, r"parcel"))),
        ("please remind me to take my medicine after two hours",
         _all(r"medicine", _later(120) + r"|2 hours|two hours")),
        ("remind me to text jess back in like ten mins", _all(r"\bjess\b", _later(10) + r"|10 minutes|ten minutes")),
        ("remind me to grab the snags this arvo at four", _all(r"snags", _at(16, 0))),
        ("remind me tomorrow morning to pay the gas bill", r"gas bill|" + ASK_TIME),
        ("do i have a reminder about the bins", _not(r"\b(?:no|don't|do not)\b", r"\bbins?\b")),
    ],
    "lists": [
        ("empty out the shopping list completely", CLEARED),
        ("clear the to do list as well", CLEARED),
        ("stick milk and bread on the shopping list", _added("milk", "bread")),
        ("were all out of teabags put them on the shopping list", _added(r"tea ?bags")),
        ("add a dozen eggs to the shopping", _added("eggs")),
        ("put bananas apples and grapes on the shopping list", _added("bananas", "apples", "grapes")),
        ("go through the shopping list for me one by one",
         _all(r"\bmilk\b", r"\bbread\b", r"tea ?bags", r"\beggs\b", r"\bbananas\b", r"\bapples\b", r"\bgrapes\b")),
        ("take the grapes off the shopping list", _all(REMOVED, r"grapes")),
        ("no not the apples keep them i meant remove the bananas",
         _not(r"(?:removed|took|taken|deleted) (?:the )?apples|apples (?:removed|taken|deleted)",
              _all(REMOVED, r"bananas"))),
        ("have we got bread on the shopping list", _not(r"\bnot\b|isn't|\bno\b", r"\bbread\b")),
        ("add hoover the stairs to my to do list", _added(r"hoover the stairs")),
        ("i gotta remember to book an mot put it on the to do list", _added(r"mot")),
        ("remind me what jobs are on the to do list", _all(r"hoover", r"\bmot\b")),
        ("add", ASK_ADD),
    ],
    "lights": [
        ("lights on in the kitchen", _all(LIGHT_ON, r"kitchen")),
        ("no not the kitchen i meant the living room light on", _all(LIGHT_ON, r"living room")),
        ("kill the kitchen light", _all(LIGHT_OFF, r"kitchen")),
        ("hey computer dim the living room to half", _not(NOT_DONE, r"\b50\s*%|\b50 percent|fifty percent|half")),
        ("every single light off", LIGHT_OFF),
        ("both lights on", LIGHT_ON),
        ("did the kitchen light come on", _not(r"\boff\b", r"\bon\b")),
        ("the kitchens a wee bit too bright there can ye dim it",
         _not(NOT_DONE, _all(r"kitchen", r"dimm\w*|\d+\s*%|percent|lower"))),
        ("turn the living room light up to full",
         _not(NOT_DONE, r"\b100\s*%|100 percent|hundred percent|full|brightest")),
        ("switch on the bathroom light", NO_LIGHT),
        ("turn the lights blue", REFUSAL + r"|only (?:turn|switch|dim)|no colou?r|can't change"),
        ("what lights have you got", _all(r"kitchen", r"living room")),
        ("can ye switch the leaving room one off", _all(LIGHT_OFF, r"living room")),
        ("lights out everywhere", LIGHT_OFF),
    ],
    "weather": [
        ("forecast", WEATHER_POINTER),
        ("will i need a brolly today", WEATHER_POINTER),
        ("is it baltic outside", WEATHER_POINTER),
        ("whats the weather doing in cork", WEATHER_CITY),
        ("hey computer hows it looking outside temperature wise", WEATHER_POINTER),
        ("should the kids wear jumpers today or nah", WEATHER_POINTER),
        ("is it a scorcher today", WEATHER_POINTER),
        ("any chance of snow this week", WEATHER_POINTER),
        ("whats the temp in melbourne", WEATHER_CITY),
        ("will it be windy tomorrow for the washing", WEATHER_POINTER),
        ("what is the weather report for today kindly", WEATHER_POINTER),
        ("is it gonna pour down later", WEATHER_POINTER),
        ("lads will it be sunny for the barbie on saturday", WEATHER_POINTER),
        ("umbrella needed", WEATHER_POINTER),
    ],
    "volume": [
        ("louder pls", VOLUME),
        ("turn it down a notch", VOLUME),
        ("hey computer crank it up", VOLUME),
        ("full blast", VOLUME),
        ("a wee bit quieter", VOLUME),
        ("how loud are ye set at the minute", VOLUME),
        ("mute the speaker entirely", VOLUME),
        ("set the volume to half", VOLUME),
        ("can ya turn yerself up a bit", VOLUME),
        ("too loud", VOLUME),
        ("put the volume on seven out of ten", VOLUME),
        ("youre awful quiet today", VOLUME),
        ("please reduce the volume little bit", VOLUME),
        ("turn the sound all the way down", VOLUME),
    ],
    "unsupported": [
        ("play some ed sheeran", REFUSAL),
        ("ring me mam", REFUSAL),
        ("order us a pizza", REFUSAL),
        ("whats on telly tonight", REFUSAL + UNSURE_OK),
        ("put the kettle on", REFUSAL),
        ("book me an uber to the airport", REFUSAL),
        ("check my emails", REFUSAL),
        ("whats the score in the celtic game", REFUSAL + UNSURE_OK),
        ("turn the aircon on", REFUSAL),
        ("whats trending on tiktok", REFUSAL + UNSURE_OK),
        ("open the garage", REFUSAL),
        ("send a whatsapp to dad saying im running late", REFUSAL),
        ("whats my bank balance", REFUSAL + UNSURE_OK),
        ("play my audiobook from where i left off", REFUSAL),
    ],
    "chit_chat": [
        ("howya", CHAT),
        ("cheers pal", CHAT),
        ("yer a legend", CHAT),
        ("im knackered", CHAT),
        ("whats the craic", CHAT),
        ("good arvo", CHAT),
        ("is there a wee man living inside you", NOT_A_PERSON),
        ("hey computer whats your name", CHAT),
        ("tell us a joke", CHAT),
        ("do you like pizza", CHAT),
        ("im so bored bruh", CHAT),
        ("list the stuff youre good at", ABILITIES),
        ("sorry i shouted at you", CHAT),
        ("namaste", CHAT),
    ],
    "general_knowledge": [
        ("whats the capital of scotland", fact(r"edinburgh")),
        ("how many players on a cricket team", fact(r"\b11\b|\beleven\b")),
        ("the fella who wrote romeo and juliet whats his name", fact(r"shakespeare")),
        ("highest peak on earth", fact(r"everest")),
        ("how many legs has a spider", fact(r"\b8\b|\beight\b")),
        ("if i go to brazil what language will i need", fact(r"portuguese")),
        ("of all the oceans which is the largest one", fact(r"pacific")),
        ("who painted the starry night", fact(r"van gogh")),
        ("at how many degrees celsius does water start boiling", fact(r"\b100\b|hundred")),
        ("how many continents has the world got", fact(r"\b7\b|\bseven\b")),
        ("settle an argument whats the capital of australia is it sydney", fact(r"canberra")),
        ("what colour do you get mixing blue and yellow", fact(r"green")),
        ("what is the national animal of india", fact(r"tiger")),
        ("which planet do they call the red one", fact(r"mars")),
    ],
    "bad_input": [
        ("whats a googolplex factorial", _short(TOO_BIG)),
        ("divide a dozen by nought", _short(_not(r"\b(?:is|equals|=)\s*(?:12|twelve)\b", DIV_ZERO))),
        ("convert ten wibbles into kilos", _short(UNKNOWN_UNIT)),
        ("how many litres in a mile", _short(UNKNOWN_UNIT + r"|different|volume|length|distance")),
        ("whats the local time in middle earth", _short(UNKNOWN_PLACE)),
        ("wake me at thirty one oclock", _short(BAD_TIME)),
        ("timer for negative ten seconds",
         _short(_not(r"timer (?:is )?set|set (?:a )?timer for|started",
                     BAD_TIME + r"|negative|minus|below zero|" + ASK_LONG))),
        ("what day of the week is the thirty second of january", _short(BAD_DATE)),
        ("stick <b>oat milk</b> on the list for the shops", _short(r"oat milk")),
        (LONG_ITEM, _short(r"add\w*|too long|long|shorter|limit|characters|can't|cannot|couldn't")),
        ("set the kitchen light to two hundred percent",
         _short(_not(r"\b200\s*%|two hundred percent",
                     r"100|hundred percent|can't|cannot|only|between|max|full|brightest|invalid"))),
        ("hmm hmm hmm", _short(r"catch|say (?:that|it) again|repeat|didn't (?:hear|understand|get)|pardon|sorry|"
                               r"what can i|how can i|help|\?")),
    ],
}


def total() -> int:
    return sum(len(cases) for cases in CASES.values())
