"""A tenth held-out set for bench/requests_eval.py (``--set holdout10``), SEALED: written on Wednesday 2 December 2026
(machine time, 02:50-03:45 UTC) by the engineer "blind10" for issue 15, blind: no agent, skills or memory code, no
tests, no earlier request sets' cases and no failure lists read (only the case format: the markers and helpers at the
top of bench/requests_cases.py, the docstring and helper block at the top of holdout8/holdout9, plus
bench/requests_eval.py, the dedupe tool, holdout9's README and its checker). Kept outside the repository; never tune
on it.

The household speaks as an offline speech recognizer writes it (lower case, no punctuation, no apostrophes), in
phrasing families holdout5-9 did not lean on: a non-native speaker's literal grammar ("how much is the clock", "open
the kitchen light" / "close the light", "what year we are in now", "how you spell"); a grandparent's courtesy and
old words ("the telly", "would you be so kind", "nana wants to know"); a tired parent mid-task, the request after an
aside to a child or a pan ("hang on im stirring the sauce", "for his homework", "the baby is sleeping"); a child's
words ("mummy is it", "for my little boy slowly"); corrections inside the breath ("six times seven no wait six times
eight", "i think its ocasion with one c", "the chicken needs thirty not twenty five"); two requests in one breath
("whats the time and is it gonna rain", "the day and the month"); questions asked indirectly or through a need
("is my daughter in manila sleeping yet", "we need butter", "i finished fixing the gate tick it off", "should i hang
the washing out"); changes to what was set ("move my six oclock alarm", "change the petrol reminder to seven", "add
two minutes to the rice"); follow-ups that read as whole requests in a fresh thread too ("sorry i meant a timer for
three minutes for the tea", "an alarm for twelve noon then").
Bad input: a million to the power of a million, a division by zero, a made-up unit, a mass into a length, a lost
city, an hour that does not exist, a zero-length timer, the thirtieth of February, a marked-up list item, a
1,479-character list item (under ask's 2,000-character limit: the skill must answer shortly), minus fifty percent
brightness, a bare "erm".

Same clock (Tuesday 1 December 2026, 10:25 UTC; time zone UTC), same lights (kitchen, living room), no weather
location, no sound mixer, same markers and judging as the main set. Categories run in order within one conversation;
the fresh mode runs after it on the same household, so the list, timer, alarm and reminder categories start by
clearing what is there. Dates, weekdays and world times computed here with datetime/zoneinfo; conversions with their
defining factors (an answer rounded to 0-3 decimals within 2 % is accepted).
"""

from __future__ import annotations

from datetime import date, timedelta

from requests_cases import CHAT, REFUSAL, UNSURE, VOLUME, WEATHER_POINTER, _all, _between, fact
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
    NOW,
    REMOVED,
    TODAY,
    TOO_BIG,
    UNKNOWN_UNIT,
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

UNSURE_OK = "|" + UNSURE
_NUMBER_WORDS = {3: "three", 5: "five", 24: "twenty[- ]four", 30: "thirty", 31: "thirty[- ]one"}


def _days(count: int) -> str:
    """A count of days, in digits or in this set's words for it."""
    return _count_days(count, _NUMBER_WORDS)


TICKED = REMOVED + r"|ticked|\bdone\b|checked|completed"
UNKNOWN_PLACE = (r"don't know|unknown|can't|cannot|couldn't find|don't recogni[sz]e|which city|where is|no time "
                 r"zone|isn't a real|fictional|not a real|mythical|legend")
BAD_FEB = (r"doesn't exist|does not exist|isn't a (?:valid|real)|not a (?:valid|real)|invalid|no such|only (?:has )?"
           r"2[89]|can't|cannot|don't understand|never has|no 30")
DIV_ZERO = r"can't|cannot|undefined|infinity|infinite|not possible|impossible|not defined|no answer"
MISMATCH = (r"can't|cannot|different (?:kinds?|things|quantities|dimensions)|not (?:the same|compatible)|"
            r"incompatible|mass|weight|length|distance|doesn't make sense|don't make sense")
BAD_LEVEL = r"between 0 and 100|0 ?(?:%|percent)? (?:to|and) 100|can't|cannot|invalid|negative|below (?:0|zero)"
ZERO_TIMER = r"can't|cannot|at least|longer than|how long|invalid|more than|must be|for how"
HUH = (r"didn't (?:catch|hear|get|understand)|sorry|pardon|repeat|say (?:that|it) again|what (?:was|did|do|can)|"
       r"\?")
OFFLINE = REFUSAL + r"|offline|internet|no access"
NOT_A_PERSON = (r"\bno\b|not (?:a )?(?:real )?(?:person|human)|assistant|computer|program|\bai\b|machine|software|"
                r"\brobot\b|nobody|no one|just me")
ABILITIES = _all(r"timer|alarm|remind", r"\blights?\b|\blists?\b|weather|\btime\b|\bmath|\bspell|\bunits?\b|"
                 r"convert|\bdates?\b|\bsums\b")
NOT_DONE = r"\b(?:can't|cannot|couldn't|unable)\b"
LONG_ITEM = "add a " + "big " * 360 + "bag of flour to the shopping list"  # 1,479 characters


def _done(pattern: str) -> str:
    """A change that went through: ``pattern`` named, no "can't"."""
    return _not(NOT_DONE, pattern)


def _named(name: str, state: str) -> str:
    """A light named together with its new state, in either order."""
    return rf"(?s){name}.*\b(?:{state})\b|\b(?:{state})\b.*{name}"


CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("sorry love what did you say the time was", NOW),
        ("nana wants to know what day of the week it is today", _weekday(DAY)),
        ("how much is the clock now", NOW),
        ("is it still november or did we go into december already", _not(r"\bstill november\b|it's november",
              r"december")),
        ("hang on im stirring the sauce whats todays date", TODAY),
        ("sorry what number day is it today i need it for the cheque", TODAY + r"|\b1st\b|\bfirst\b"),
        ("is it before lunchtime still", r"\byes\b|10:25|morning|twenty[- ]five past ten"),
        ("in which year we are living now please", r"\b2026\b|twenty twenty[- ]six"),
        ("the time quickly im late", NOW),
        ("can you tell me the day and the month", _all(r"tuesday|\b1st\b|\bfirst\b|\b1\b", r"december")),
        ("how many minutes until half past ten", _not(r"\b35\b|thirty[- ]five", _days(5))),
        ("is today a weekday or the weekend", _not(r"it's (?:the )?weekend", r"week ?day|tuesday|not (?:the|a) "
              r"weekend")),
        ("tell me the full date with the year for a form im filling in", _all(TODAY, r"2026")),
        ("would you be so kind as to tell me the time dear", NOW),
    ],
    "date_arithmetic": [
        ("whats the date going to be on saturday", _on(4)),
        ("mummy how many more days until new years day is it", _days(31)),
        ("my grandson is coming on the nineteenth what day is that", _weekday(DAY + timedelta(days=18))),
        ("three weeks from today i have my operation what date is that", _on(21)),
        ("the parcel was sent ten days back which day of the week was that",
         _weekday(DAY - timedelta(days=10)) + "|" + _on(-10)),
        ("roughly how many weeks have we got left to get the presents before christmas",
         _not(r"\b4 weeks|four weeks|\b25 days",
              r"\b3\b|three|\b24\b|twenty[- ]four")),
        ("what day of the week will valentines day be next year", _weekday(date(2027, 2, 14))),
        ("if today is the first whats the date in forty five days", _on(45)),
        ("what was the date last tuesday", _on(-7)),
        ("whats the date a fortnight tomorrow", _on(15)),
        ("how many days are there in january", _days(31)),
        ("boxing day what day of the week is that going to be", _weekday(date(2026, 12, 26))),
        ("how many days since halloween", _days(31)),
        ("whats the date of the first monday in january", _date(date(2027, 1, 4))),
    ],
    "world_time": [
        ("my daughter is in manila is she sleeping yet what time is it there", _there("Asia/Manila")),
        ("what hour is it in moscow now", _there("Europe/Moscow")),
        ("i need to ring my brother in dubai what time is it for him", _there("Asia/Dubai")),
        ("and kathmandu what time is it there", _there("Asia/Kathmandu")),
        ("is it night time in auckland right now", _not(r"^\W*no\b", r"\byes\b|" + _there("Pacific/Auckland"))),
        ("my cousin lives near chicago is he awake yet whats the time there", _there("America/Chicago")),
        ("whats the time over in mexico city", _there("America/Mexico_City")),
        ("lisbon time", _there("Europe/Lisbon")),
        ("how far ahead is singapore from here", r"\b8\b|\beight\b|" + _there("Asia/Singapore")),
        ("what time is it in new york i want to call my aunt", _there("America/New_York")),
        ("los angeles what time have they got", _there("America/Los_Angeles")),
        ("my sister moved to adelaide in australia what time is it for her now", _there("Australia/Adelaide")),
        ("whats the time in cairo egypt", _there("Africa/Cairo")),
        ("what time is it in dhaka bangladesh", _there("Asia/Dhaka")),
    ],
    "math": [
        ("my son needs to know twelve times twelve for his homework", _num(144)),
        ("we have ninety quid to split between three of us how much each", _num(30, "thirty")),
        ("how much is a 15 percent tip on 60 dollars", _num(9, "nine")),
        ("one hundred and twenty divided by eight", _num(15, "fifteen")),
        ("what is seven hundred plus three hundred and fifty", _num(1050)),
        ("whats 9 squared minus 1", _num(80, "eighty")),
        ("if i have forty pounds and spend twenty three fifty how much is left",
         r"(?<![\d.])16\.50?(?!\d)|sixteen (?:pounds )?(?:and )?fifty"),
        ("the square root of one hundred and forty four", _num(12, "twelve")),
        ("three times three times three times three what does that make", _num(81)),
        ("add up 45 and 38 and 17", _num(100)),
        ("take away seven from fifty", _num(43)),
        ("how many is five dozen", _num(60, "sixty")),
        ("what is 25 percent off 80", _num(60, "sixty")),
        ("six times seven no wait six times eight", _not(r"(?<![\d.])42(?!\d)|forty[- ]two", _num(48))),
    ],
    "units": [
        ("how many grams is one ounce", _approx(28.349523125)),
        ("convert sixty kilos into pounds", _approx(60 / 0.45359237)),
        ("whats minus five celsius in fahrenheit", _approx(23, "twenty[- ]three")),
        ("how tall is six foot two in centimetres", _approx(74 * 2.54)),
        ("ten kilometres how many miles is that", _approx(10 / 1.609344)),
        ("my old recipe says one pound of flour how many ounces is that", _num(16, "sixteen")),
        ("what is 200 grams in ounces", _approx(200 / 28.349523125)),
        ("the kite is up five hundred feet how much is that in metres", _approx(500 * 0.3048)),
        ("my friend in florida says its ninety degrees fahrenheit what is that in celsius", _approx((90 - 32) * 5 / 9)),
        ("for school how many seconds does one whole day have", _num(86400)),
        ("three and a half litres how many millilitres", _num(3500)),
        ("grandad says a mile is so many yards how many exactly", _num(1760)),
        ("a marathon is 26.2 miles how many kilometres is that", _approx(26.2 * 1.609344)),
        ("i lost one stone this year how many kilos is that", _approx(14 * 0.45359237)),
    ],
    "random": [
        ("me and my husband are arguing over the washing up toss a coin to decide", HEADS_TAILS),
        ("can you roll one dice for our board game", _between(1, 6)),
        ("i need any number from fifty up to sixty you choose", _between(50, 60)),
        ("my grandson wants two dice thrown for his snakes and ladders", _between(1, 12)),
        ("we cant decide can you flip a coin for us", HEADS_TAILS),
        ("tea tonight fish fingers or sausages you choose", r"fish fingers|sausages"),
        ("for our dungeons game roll a d twenty", _between(1, 20)),
        ("say yes or no at random", r"\byes\b|\bno\b"),
        ("help my boy pick a crayon red green or blue which one", r"\bred\b|\bgreen\b|\bblue\b"),
        ("pick a number under twenty", _between(0, 19)),
        ("who goes first me or my sister pick one", r"\byou\b|sister"),
        ("flip a coin three times", HEADS_TAILS),
        ("lets play rock paper scissors you go", r"\brock\b|\bpaper\b|\bscissors\b"),
        ("random number between 1 and 1000", _between(1, 1000)),
    ],
    "spelling": [
        ("my daughter needs to spell definitely for her test how does it go", _spelled("definitely")),
        ("spell accommodate for me one letter at a time", _spelled("accommodate")),
        ("is separate spelled with an a or an e in the middle can you spell it", _spelled("separate")),
        ("how do i write the word restaurant", _spelled("restaurant")),
        ("wednesday how is it spelt", _spelled("wednesday")),
        ("letters in beautiful please", _spelled("beautiful")),
        ("can you spell receipt the thing from the shop", _spelled("receipt")),
        ("how does one spell the word broccoli", _spelled("broccoli")),
        ("spell the word because for my little boy slowly", _spelled("because")),
        ("mischievous i always get it wrong how you spell it", _spelled("mischievous")),
        ("what are the letters of the word schedule", _spelled("schedule")),
        ("spell knight like the one in a castle not night time", _spelled("knight")),
        ("i think its ocasion with one c how do you really spell it", _spelled("occasion")),
        ("spell handkerchief", _spelled("handkerchief")),
    ],
    "timers": [
        ("before we start cooking stop whatever timers are running", CLEARED),
        ("hiya can you put a timer on for eight minutes for the rice", _done(r"\b8\b|\beight\b")),
        ("and another one for the chicken twenty five minutes", _done(r"\b25\b|twenty[- ]five")),
        ("timer for the potatoes please forty minutes", _done(r"\b40\b|\bforty\b")),
        ("how long has the rice got left", _not(r"chicken|potato|\b2[45]\b|\b39\b|\b40\b",
              r"\b[78]\b|\bseven\b|\beight\b")),
        ("the chicken timer should be thirty minutes not twenty five change it", _done(r"\b30\b|\bthirty\b")),
        ("tell me all the timers going right now and how long each has",
         _all(r"rice|\b[78]\b|seven|eight", r"chicken|\b(?:2[3-9]|30)\b|thirty|twenty",
              r"potato|\b(?:39|40)\b|forty|thirty[- ]nine")),
        ("stop the potato timer i took them out", _not(r"rice|chicken", GONE)),
        ("start me a timer darling", ASK_LONG),
        ("sorry i meant a timer for three minutes for the tea", _done(r"\b3\b|\bthree\b")),
        ("the rice needs two more minutes put them on its timer",
         _done(_all(r"\brice\b", r"\b(?:2|two|9|10|nine|ten)\b"))),
        ("is the tea timer still going", _not(r"^\W*no\b|isn't|not running|no timers", r"\byes\b|\btea\b|\b[23]\b|"
              r"\btwo\b|\bthree\b")),
        ("kill all the timers please were eating out", CLEARED),
        ("any timers left running", NO_TIMERS),
    ],
    "alarms": [
        ("delete all my alarms to start fresh", CLEARED),
        ("i must get up at six tomorrow for work please wake me", _at(6, 0)),
        ("i have a flight need an alarm at four fifteen in the morning", _at(4, 15)),
        ("alarm for twenty past seven please", _at(7, 20) + "|" + _at(19, 20)),
        ("set an alarm for eleven thirty at night", _at(23, 30)),
        ("put an alarm on for 9 am on saturday", _all(_at(9, 0), r"saturday|" + _on(4))),
        ("read out all of the alarms that are set", _all(_at(6, 0), _at(4, 15), r"7:20|19:20", _at(23, 30), _at(9, 0))),
        ("get rid of the four fifteen one the flights cancelled",
         _not(r"\b6(?::00)?\s*a\.?m|\b06:00|7:20|11:30|\b9(?::00)?\s*a\.?m|09:00", GONE)),
        ("move my six oclock alarm to half past six", _at(6, 30)),
        ("i want you to make me an alarm", ASK_TIME),
        ("an alarm for twelve noon then", _at(12, 0) + r"|\bnoon\b|midday"),
        ("do i have an alarm for tomorrow morning", _not(r"^\W*no\b|don't|not", r"\byes\b|6:30|half past six|six "
              r"thirty")),
        ("none of those alarms are needed now delete them all", CLEARED),
        ("is there any alarm still left after that", NO_TIMERS),
    ],
    "reminders": [
        ("wipe my reminders", CLEARED),
        ("remind me to take the chicken out of the freezer at five", _all(r"chicken|freezer", _at(17, 0))),
        ("remind me in forty minutes to move the car", _all(r"\bcar\b", _later(40) + r"|\b40\b|forty")),
        ("dont let me forget the plumber tomorrow at nine i must phone him", _all(r"plumber", _at(9, 0))),
        ("can you remind me on friday to pay the window cleaner", r"window cleaner|what time|which time"),
        ("i need you to remind me about a thing", ASK_WHAT),
        ("remind me at half past twelve to pick up the kids", _all(r"kids|pick", _at(12, 30))),
        ("go through all my reminders for me", _all(r"chicken|freezer", r"\bcar\b", r"plumber", r"kids|pick")),
        ("cancel the car one i moved it already", _not(r"chicken|freezer|plumber|kids", GONE)),
        ("remind us at six to get petrol", _all(r"petrol", _at(18, 0))),
        ("in a couple of hours remind me to check the washing",
         _all(r"washing", _later(120) + r"|\b2 hours|two hours|couple")),
        ("is there a reminder about the plumber", _not(r"^\W*no\b|don't|\bnot\b", r"\byes\b|plumber|\b9\b|nine")),
        ("change the petrol reminder to seven", _not(r"\b6(?::00)?\s*p\.?m|18:00", _at(19, 0))),
        ("forget all the reminders", CLEARED),
    ],
    "lists": [
        ("throw away everything on the shopping list we start again", CLEARED),
        ("the to do list too wipe it clean", CLEARED),
        ("we need butter put it on the list", _added(r"butter")),
        ("add rice and tinned tomatoes to the shopping", _added(r"rice", r"tomatoes")),
        ("could you stick washing up liquid on my shopping list", _added(r"washing[- ]up liquid")),
        ("onions as well on the shopping list", _added(r"onions?")),
        ("whats on the shopping list so far", _all(r"butter", r"rice", r"tomato", r"washing", r"onion")),
        ("take the rice off we have loads", _all(r"rice", REMOVED)),
        ("is butter on the list already", _not(r"\bnot\b|isn't|^\W*no\b", r"\byes\b|butter")),
        ("put fix the gate on my to do list", _added(r"fix the gate|gate")),
        ("add ring the council to the to do", _added(r"council")),
        ("whats on my to do list then", _all(r"gate", r"council")),
        ("i finished fixing the gate tick it off", _all(r"gate", TICKED)),
        ("theres something i need on the shopping list", ASK_ADD),
    ],
    "lights": [
        ("open the kitchen light", _not(NOT_DONE + r"|living", _named("kitchen", "on"))),
        ("close the light in the living room", _not(NOT_DONE, _named("living room", "off"))),
        ("the living room is too dark put the light on", _not(NOT_DONE, _named("living room", "on"))),
        ("dim the kitchen to thirty percent", _done(r"\b30\s*%|\b30 percent|thirty")),
        ("set the living room light to half", _done(r"\b50\s*%|\b50 percent|fifty|half")),
        ("did the kitchen light stay on or did it go off",
         _not(r"\b(?:is|it's) off\b|turned off", r"\bon\b|\b30\s*%|\b30 percent|"
              r"thirty")),
        ("turn every light in the house on", _not(NOT_DONE, _all(r"\bon\b", r"\ball\b|both|every|kitchen"))),
        ("switch off the kitchen one leave the living room on",
         _not(NOT_DONE + r"|living room (?:light )?(?:is )?(?:now )?off|all (?:the )?lights",
              _named("kitchen", "off"))),
        ("put the bedroom light on", NO_LIGHT),
        ("can you change the living room light to blue", REFUSAL + r"|only (?:turn|dim|switch)|no colou?r"),
        ("which lights can you turn on and off", _all(r"kitchen", r"living room")),
        ("lights off in the living room too please", _not(NOT_DONE, _named("living room", "off"))),
        ("kitchen light back on at full", _not(NOT_DONE, _named("kitchen", r"on|100|full"))),
        ("turn off all lights going to bed night", _done(r"\boff\b")),
    ],
    "weather": [
        ("shall i take my big coat when i go to the shops", WEATHER_POINTER),
        ("will it rain this afternoon", WEATHER_POINTER),
        ("is it going to be sunny tomorrow", WEATHER_POINTER),
        ("whats the weather doing in glasgow", WEATHER_CITY),
        ("how cold is it outside", WEATHER_POINTER),
        ("is it a good day to put the sheets out on the line", WEATHER_POINTER),
        ("the children are asking will there be snow before the weekend", WEATHER_POINTER),
        ("whats the temperature gonna be tonight", WEATHER_POINTER),
        ("my bins keep falling over is it very windy today", WEATHER_POINTER),
        ("weather for the weekend please", WEATHER_POINTER),
        ("is it a nice day for a walk with the dog", WEATHER_POINTER),
        ("will the kids need wellies for school", WEATHER_POINTER),
        ("whats the forecast for madrid on saturday", WEATHER_CITY),
        ("whats the time and is it gonna rain", _all(NOW, WEATHER_POINTER)),
    ],
    "volume": [
        ("bit louder please im at the sink", VOLUME),
        ("speak louder my ears are not so good", VOLUME),
        ("quieter please the baby is sleeping", VOLUME),
        ("volume to fifty percent", VOLUME),
        ("put the volume on seven", VOLUME),
        ("go silent please mute", VOLUME),
        ("tell me what level your loudness is on", VOLUME),
        ("can you be one step less loud", VOLUME),
        ("thats too quiet for grandad", VOLUME),
        ("lower the sound", VOLUME),
        ("put your sound all the way to the top", VOLUME),
        ("youre shouting", VOLUME),
        ("volume down two", VOLUME),
        ("can you talk a little softer", VOLUME),
    ],
    "unsupported": [
        ("put on some old jazz from the fifties for me", REFUSAL),
        ("phone my daughter sarah for me", REFUSAL),
        ("order more nappies from the shop", REFUSAL),
        ("have i got any appointments in my diary for tomorrow", REFUSAL),
        ("message dave and tell him ill be ten minutes late", REFUSAL),
        ("switch the television on to channel four", REFUSAL),
        ("did i lock the front door can you lock it", REFUSAL),
        ("put the heating up to twenty one", REFUSAL),
        ("what is happening in the news this morning", OFFLINE),
        ("book a table at the italian for seven", REFUSAL),
        ("put radio four on for me please", REFUSAL),
        ("turn the oven on to 180", REFUSAL),
        ("whats the traffic like on the m25", OFFLINE),
        ("add dentist appointment to my google calendar", REFUSAL),
    ],
    "chit_chat": [
        ("good morning sweetheart", CHAT),
        ("and how are you keeping today my dear", CHAT),
        ("what do they call you what is your name", CHAT),
        ("youre very clever you know", CHAT),
        ("tell me a joke for the kids", CHAT),
        ("the kids kept me up all night im exhausted", CHAT),
        ("thank you darling", CHAT),
        ("do you like football", CHAT),
        ("is there someone inside you talking", NOT_A_PERSON),
        ("my son set you up what kind of things can you do for me", ABILITIES),
        ("happy birthday to me its my birthday", CHAT),
        ("thats me done for the day nighty night pet", CHAT),
        ("sorry for shouting earlier", CHAT),
        ("bonjour", CHAT),
    ],
    "general_knowledge": [
        ("my granddaughter asked me whats the capital of italy", fact(r"\brome\b")),
        ("how many legs does an insect have", fact(r"\b6\b|\bsix\b")),
        ("which animal is known as the king of the jungle", fact(r"\blions?\b")),
        ("what colour do you get mixing red and white", fact(r"\bpink\b")),
        ("which planet has the big rings around it", fact(r"saturn")),
        ("how many wheels does a tricycle have", fact(r"\b3\b|\bthree\b")),
        ("what language do they speak in the netherlands", fact(r"dutch")),
        ("what animal gives us wool for jumpers", fact(r"sheep")),
        ("which country is the eiffel tower in", fact(r"france")),
        ("how many sides has an octagon got", fact(r"\b8\b|\beight\b")),
        ("what does a caterpillar turn into", fact(r"butterfl(?:y|ies)|moths?\b")),
        ("what gas do we breathe in to live", fact(r"oxygen")),
        ("what is the tallest animal", fact(r"giraffe")),
        ("how many colours are there in a rainbow", fact(r"\b7\b|\bseven\b")),
    ],
    "bad_input": [
        ("whats a million to the power of a million", TOO_BIG),
        ("what is forty two divided by zero", DIV_ZERO),
        ("convert ten blorps to kilograms", UNKNOWN_UNIT),
        ("how many kilograms in a metre", MISMATCH),
        ("tell me the time over in hogwarts", UNKNOWN_PLACE),
        ("set an alarm for half past twenty nine", BAD_TIME),
        ("set a timer for zero minutes", ZERO_TIMER),
        ("whats the date on the thirtieth of february", BAD_FEB),
        ("add <i>cheddar</i> to my shopping list", _short(r"cheddar")),
        (LONG_ITEM, _short(r"flour|too long|can't|cannot")),
        ("set the kitchen light to minus fifty percent", _short(BAD_LEVEL)),
        ("errrm", HUH),
    ],
}


def total() -> int:
    return sum(len(rows) for rows in CASES.values())
