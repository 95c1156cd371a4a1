"""A development pool for bench/requests_eval.py (``--set pool19``), written on Thursday 3 December 2026 (machine time,
07:31-08:15 UTC) by the engineer "p19" for issue 15, blind: no code under gpt_home/, no tests, no docs, no failure
lists, results or issue notes about failures read; holdout18 read for its structure and helper style only.

Unlike the held-out sets this pool is WEIGHTED TO THE HARD CASES: in each category 4 plain, 4 casual or spoken and 6
harder requests (corrections in the breath, two requests in one breath, indirect needs, asking back and the answer
given in the next turn, questions about a thing rather than commands, and near misses a household really says that
must not trigger an action: their expectation is a real reply that names no action). Each category is said by six
kinds of speaker, spread evenly: a child of 7-10, an elderly person, a non-native English speaker, a busy parent
mid-task, a teenager, and plain speech-recognizer text (run-on, no punctuation or apostrophes, fillers). The writer's
tag for each request is in ``TAGS`` (p plain, c casual, h harder, b bad input) and its speaker in ``SPEAKERS``.

Same clock (Tuesday 1 December 2026, 10:25 UTC; time zone UTC), same lights (kitchen, living room), no weather
location, no sound mixer, same markers and judging as the main set. Categories run in order within one conversation;
the fresh mode runs after it on the same household, so the timer, alarm, reminder and list categories start by
clearing, and a question about a light follows a request that set it. Dates, weekdays and world times computed here
with datetime/zoneinfo; conversions with their defining factors (rounded to 0-3 decimals within 2 % accepted).
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
    NOT_A_PERSON,
    NOT_DONE,
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

_NUMBER_WORDS = {13: "thirteen", 23: "twenty[- ]three", 30: "thirty", 31: "thirty[- ]one", 61: "sixty[- ]one",
                 99: "ninety[- ]nine"}
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
SPEAKER_KINDS = ["child", "elder", "nonnative", "parent", "teen", "asr"]

# Defining factors.
LB_KG = 0.45359237
OZ_G = 28.349523125
MILE_KM = 1.609344
YARD_M = 0.9144
INCH_CM = 2.54
FOOT_CM = 12 * INCH_CM
STONE_KG = 14 * LB_KG


def _f_to_c(fahrenheit: float) -> float:
    return (fahrenheit - 32) * 5 / 9


def _weekday_of(day: date) -> str:
    """The weekday of ``day`` named, and no other weekday."""
    name = f"{day:%A}".lower()
    others = "|".join(w for w in _WEEKDAYS if w != name)
    return rf"(?s)^(?!.*\b(?:{others})\b).*\b{name}\b"


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


def _timer(minutes: str) -> str:
    """A timer that went through: its duration (a pattern) named, no "can't"."""
    return _done(minutes)


# A near miss: a real reply in conversation, with no action taken (``action``) and not the fallback line.
CHATTY = (r"\b(?:oh|ah|aw|sorry|sounds?|hope|glad|nice|great|lovely|haha|fun|what a|must|well|good|enjoy|really|poor|"
          r"shame|annoying|wow|yeah|thanks?|welcome|happy|bless|luck|congrat\w*|hang in|exciting)\b|[!?]")
FALLBACK_LINE = r"^\W*i'?m not sure about that\W*$"


def _chat(action: str, topic: str = "") -> str:
    """Chit-chat that only sounds like a command: a real reply about it, and ``action`` (the command's reply)
    nowhere."""
    bad = FALLBACK_LINE + (f"|{action}" if action else "")
    return _not(bad, CHATTY + (f"|{topic}" if topic else ""))


TIMER_ACT = (r"timer (?:is |has been )?(?:set|started|running)|(?:set|started|starting) (?:a|the|your|an) [\w\- ]*timer|"
             r"how long|for how|cancel\w*|stopped")
ALARM_ACT = (r"alarm (?:is |has been )?(?:set|cancel\w*|deleted|removed)|(?:set|cancel\w*|deleted) (?:an?|the|your) "
             r"[\w: ]*alarm|what time|for when")
REMIND_ACT = r"i'll remind|remind you (?:to|at|about)|reminder (?:is )?set|set (?:a|the|your) reminder|what should i"
LIST_ACT = r"\badded\b|to your (?:to-?do|shopping) list|what should i add"
LIGHT_ACT = r"\bturned\b|\bswitched\b|lights? (?:is |are )?(?:now )?(?:on|off)\b|\b\d+\s*(?:%|percent)"
ON = r"on|switched on|turned on"
OFF = r"off|switched off|turned off"
ALL_LIGHTS = r"\ball\b|both|every|kitchen.*living|living.*kitchen"
NOT_VALID_DAY = (r"doesn't exist|does not exist|isn't a (?:valid|real)|not a (?:valid|real)|invalid|no such|only (?:has )?"
                 r"30|can't|cannot|never has|no 31")
LONG_ITEM = "add " + "a family size bag of the rolled porridge oats with the blue and yellow label, " * 20 + "to the list"
ALARMS_SET = [_at(7, 0), _at(5, 30), _at(11, 20), _at(15, 10), _at(6, 45), _at(10, 0)]
CHRISTMAS_EVE = date(2026, 12, 24)
NEW_YEAR = date(2027, 1, 1)

# (tag, speaker, request, expectation)
_ROWS: dict[str, list[tuple[str, str, str, str]]] = {
    "time_date": [
        ("p", "elder", "Good morning, would you be so kind as to tell me the present time?", NOW),
        ("p", "nonnative", "The date of today, what is it? I must write it on a form.", TODAY),
        ("p", "child", "what day is it today is it still the weekend", _weekday_of(DAY)),
        ("p", "asr", "hey what is the date today and the year", _all(TODAY, r"\b2026\b")),
        ("c", "parent", "what time is it, need to know if we're late for swimming", NOW),
        ("c", "teen", "wait what year is it even lol", _not(r"\b2025\b|\b2027\b", r"\b2026\b")),
        ("c", "child", "what's the date today i need to write it at the top of my homework", TODAY),
        ("c", "asr", "uh what is the time like right now i think my phone is off", NOW),
        ("h", "parent", "what's the date on friday, no, today, what's today's date",
         _not(_date(_in(3)), TODAY)),
        ("h", "child", "is it christmas yet", _not(r"^\W*yes\b", r"\bno\b|not yet|24 days|twenty[- ]four days|" + TODAY)),
        ("h", "nonnative", "Tell me the time and also the date, please.", _all(NOW, TODAY)),
        ("h", "asr", "my watch says half ten is that right",
         _not(r"^\W*yes\b|that's right|\bcorrect\b", NOW + r"|five minutes|\b5 minutes")),
        ("h", "elder", "My programme starts at eleven o'clock; have I got time to make a pot of tea first?",
         _not(r"^\W*no\b|no time", NOW + r"|\b35 min|thirty[- ]five min")),
        ("h", "teen", "my phone clock is still an hour wrong since we got back from holiday lol",
         _chat("", r"phone|clock|holiday|settings|" + NOW)),
    ],
    "date_arithmetic": [
        ("p", "elder", "What date falls ten days from today, if you please?", _on(10)),
        ("p", "nonnative", "Until Christmas Eve, how many days still remain for us?", _days((CHRISTMAS_EVE - DAY).days)),
        ("p", "child", "how many sleeps till my birthday on the 14th of december", _days(13)),
        ("p", "teen", "is valentines on a weekend next year", _weekday_of(date(2027, 2, 14))),
        ("c", "parent", "what's the date this coming saturday, got a party to sort", _date(_in(4))),
        ("c", "asr", "um how many days until the end of january", _days((date(2027, 1, 31) - DAY).days)),
        ("c", "teen", "how long till new years eve fr", _days((date(2026, 12, 31) - DAY).days)),
        ("c", "nonnative", "Which day of week was the 1st November? I must fill my diary.",
         _weekday_of(date(2026, 11, 1))),
        ("h", "parent", "what date is it in 3 weeks, no, 4 weeks", _not(_on(21), _on(28))),
        ("h", "nonnative", "Which weekday is 1 January and how many days until it?",
         _not(r"\b(?:saturday|thursday)\b", _all(r"\bfriday\b", _days((NEW_YEAR - DAY).days)))),
        ("h", "asr", "my passport runs out on the tenth of march how long have i got",
         _days((date(2027, 3, 10) - DAY).days) + r"|\b14 weeks|fourteen weeks|\b3 months|three months"),
        ("h", "child", "is it my birthday tomorrow it's on december the second",
         _not(r"^\W*no\b", r"\byes\b|" + _on(1))),
        ("h", "parent", "oh i've got a date on friday night, wish me luck",
         _chat(r"remind\w* (?:is )?set|i've added|calendar", r"date|friday|enjoy|fun")),
        ("h", "elder", "We were married on the 12th of December 1970; how many years will that be this month?",
         _not(r"(?<![\d.])55(?!\d)|fifty[- ]five", _num(56, "fifty[- ]six"))),
    ],
    "world_time": [
        ("p", "elder", "My pen friend lives in Lisbon; what time would it be there now?", _there("Europe/Lisbon")),
        ("p", "nonnative", "What hour it is now in Tokyo?", _there("Asia/Tokyo")),
        ("p", "child", "what time is it in sydney where my auntie lives", _there("Australia/Sydney")),
        ("p", "teen", "what time is it in los angeles rn my cousin lives there", _there("America/Los_Angeles")),
        ("c", "parent", "what time is it in dubai, need to call my sister before her dinner", _there("Asia/Dubai")),
        ("c", "asr", "uh what time is it over in mumbai like right now", _there("Asia/Kolkata")),
        ("c", "asr", "uh what time is it in manila my online friend lives there", _there("Asia/Manila")),
        ("c", "elder", "My son has gone to work in Toronto and I never know what time it is there; could you tell me?",
         _there("America/Toronto")),
        ("h", "parent", "what time is it in denver, no sorry, mexico city",
         _not(_there("America/Denver"), _there("America/Mexico_City"))),
        ("h", "nonnative", "Please the time in Nairobi and in Lagos.",
         _all(_there("Africa/Nairobi"), _there("Africa/Lagos"))),
        ("h", "asr", "is it the middle of the night in honolulu i wanna call my uncle",
         _not(r"^\W*no\b|afternoon|morning there", _there("Pacific/Honolulu") + r"|\byes\b|night|asleep|midnight")),
        ("h", "child", "is it night time in new zealand right now",
         _not(r"^\W*no\b|morning|afternoon", _there("Pacific/Auckland") + r"|\byes\b|night|evening")),
        ("h", "elder", "How many hours ahead of us is Athens, roughly?",
         _not(r"\b3 hours|three hours|\b1 hour|one hour", r"\b2 hours|two hours|" + _there("Europe/Athens"))),
        ("h", "teen", "jet lag from bangkok is destroying me ngl",
         _chat("", r"jet ?lag|sleep|rest|water|bangkok|tired|" + _there("Asia/Bangkok"))),
    ],
    "math": [
        ("p", "child", "what is 6 times 9 i need it for my times tables", _num(54, "fifty[- ]four")),
        ("p", "elder", "Would you kindly work out 15 per cent of 240 for me?", _num(36, "thirty[- ]six")),
        ("p", "nonnative", "How much is 1,250 divided on 5?", _num(250)),
        ("p", "teen", "whats 333 plus 667", _num(1000, "a thousand", "one thousand")),
        ("c", "parent", "what's 3 times 4.75, paying for the kids' ice creams", _num(14.25)),
        ("c", "asr", "um whats like 48 times 12", _num(48 * 12)),
        ("c", "parent", "18 pounds between the 4 of us, how much each, sorting the taxi",
         r"(?<![\d.])4\.50?(?!\d)|4 (?:pounds |quid )?(?:and )?50|\b4 and a half|four fifty|four and a half"),
        ("c", "child", "what is three quarters of 600 its for my homework", _num(450)),
        ("h", "nonnative", "How much is 17 and 26, sorry, 17 and 29?",
         _not(r"(?<![\d.])43(?!\d)|forty[- ]three", _num(46, "forty[- ]six"))),
        ("h", "parent", "what's 120 take away 45, and then double it", _num(150)),
        ("h", "asr", "i had 3 boxes of 24 eggs and used 17 how many are left", _num(3 * 24 - 17, "fifty[- ]five")),
        ("h", "child", "is 5 times 12 bigger than 50", _not(r"^\W*no\b", r"\byes\b|\b60\b|sixty")),
        ("h", "elder", "My pension is 212 pounds a week; what does that come to over 4 weeks?", _num(848)),
        ("h", "teen", "maths test tomorrow im so dead",
         _chat(r"^\W*\d", r"revis\w*|test|maths?|practi[cs]e|you'll|you can|quiz")),
    ],
    "units": [
        ("p", "elder", "How many kilograms would 12 stone be?", _approx(12 * STONE_KG)),
        ("p", "nonnative", "My run today was 7 kilometre, how much it is in miles?", _approx(7 / MILE_KM)),
        ("p", "child", "im 4 feet tall how many centimetres is that", _approx(4 * FOOT_CM)),
        ("p", "teen", "250g of butter is how many ounces my nans recipe is ancient", _approx(250 / OZ_G)),
        ("c", "parent", "recipe says 375 fahrenheit, what's that in celsius, our oven's in celsius",
         _approx(_f_to_c(375))),
        ("c", "asr", "um how many pounds is a three kilo turkey", _approx(3 / LB_KG)),
        ("c", "asr", "uh how many centimetres is six foot two", _approx(74 * INCH_CM)),
        ("c", "nonnative", "How far is 30 kilometres in the miles? The signs here are all in kilometres.",
         _approx(30 / MILE_KM)),
        ("h", "parent", "how many grams is 4 ounces, no, 8 ounces",
         _not(r"\b113\b|\b113\.\d", _approx(8 * OZ_G))),
        ("h", "nonnative", "How much is 10 inches in centimetre, and 10 miles in kilometre?",
         _all(_approx(10 * INCH_CM), _approx(10 * MILE_KM))),
        ("h", "asr", "the sign said 50 miles an hour im used to kilometres how fast is that", _approx(50 * MILE_KM)),
        ("h", "child", "is a metre longer than a yard",
         _not(r"^\W*no\b|shorter than a yard|a yard is longer", r"\byes\b|1\.09|0\.91")),
        ("h", "elder", "The nurse says I'm 165 centimetres; what's that in feet and inches, the old way?",
         r"\b5 (?:feet|foot|ft)[ ,]*(?:and )?(?:4\.9\d*|5)\b|\b5'\s*5|\b5'\s*4\.9|\b64\.96?\b|\b65 inches"),
        ("h", "teen", "ugh i grew like 3 inches this year none of my jeans fit",
         _chat(r"\b7\.6|centimet", r"grow|grew|jeans|tall|new|shop\w*|clothes|fit")),
    ],
    "random": [
        ("p", "child", "it's my go at snakes and ladders can you roll the dice for me", _between(1, 6)),
        ("p", "elder", "Would you toss a coin for me, please? We can't decide who carves the joint.", HEADS_TAILS),
        ("p", "nonnative", "Give me one number random from 1 until 50.", _between(1, 50)),
        ("p", "teen", "roll a d12 for my warlock", _between(1, 12)),
        ("c", "parent", "heads or tails, quick, they're fighting over the front seat", HEADS_TAILS),
        ("c", "asr", "uh pick a number from like one to a hundred", _between(1, 100)),
        ("c", "child", "roll two dice for me and my brother", _between(2, 12)),
        ("c", "child", "pick a number between ten and twenty for the school raffle", _between(10, 20)),
        ("h", "parent", "flip a coin, actually no, roll a die", _not(HEADS_TAILS, _between(1, 6))),
        ("h", "nonnative", "Please throw a coin and also one dice.", _all(HEADS_TAILS, _between(1, 6))),
        ("h", "child", "which one should i have the red crayon or the blue crayon you choose", r"\bred\b|\bblue\b"),
        ("h", "asr", "ok flip again best two out of three", HEADS_TAILS),
        ("h", "elder", "We're playing ludo and the grandchildren have lost the dice; could you help us out?",
         _not(NOT_DONE, _between(1, 6))),
        ("h", "teen", "lol my friend rolled a nat 20 last night in dnd",
         _chat(r"you rolled|i rolled|rolled an? \d+ for|^\W*\d", r"nat|20|lucky|amazing|critical|crit|roll")),
    ],
    "spelling": [
        ("p", "child", "how do you spell tyrannosaurus", _spelled("tyrannosaurus")),
        ("p", "elder", "Could you spell accommodation for me? I always get the letters muddled.",
         _spelled("accommodation")),
        ("p", "nonnative", "How to spell the word restaurant?", _spelled("restaurant")),
        ("p", "teen", "spell definitely i always put an a in it", _spelled("definitely")),
        ("c", "parent", "spell receipt, filling in the expenses form", _spelled("receipt")),
        ("c", "asr", "um how do you spell february like the month", _spelled("february")),
        ("c", "asr", "uh how do you spell embarrass i always mess it up", _spelled("embarrass")),
        ("c", "nonnative", "How you write pharmacy? It is for a note to my neighbour.", _spelled("pharmacy")),
        ("h", "nonnative", "Spell please conscious, no, conscience.", _spelled("conscience")),
        ("h", "parent", "spell quay and tell me how many letters it has", _all(_spelled("quay"), r"\b4\b|\bfour\b")),
        ("h", "child", "does beautiful have two u's in it", _not(r"^\W*no\b", r"\byes\b|" + _spelled("beautiful"))),
        ("h", "asr", "how do you spell whether like the weather outside no the other one", _spelled("whether")),
        ("h", "elder", "Is mischievous spelt with an i before the o? I've always said mischievious.",
         _not(r"^\W*yes\b", _spelled("mischievous") + r"|\bno\b")),
        ("h", "teen", "spelling bee at school was so cringe i went out on the first word",
         _chat(r"[a-z]-[a-z]-[a-z]", r"bee|next time|happens|practi[cs]e|word|brave")),
    ],
    "timers": [
        ("p", "elder", "Would you cancel any timers that are still going, please?", CLEARED),
        ("p", "child", "my teacher says i have to read for 15 minutes can you time me", _timer(r"\b15 min|fifteen min")),
        ("p", "nonnative", "Make timer of 40 minutes for the bread.", _timer(r"\b40 min|forty min")),
        ("c", "parent", "timer, 7 minutes, the pasta", _timer(r"\b7 min|seven min")),
        ("c", "asr", "uh set a timer for like two and a half minutes",
         _timer(r"\b2(?:\.5| and a half) min|two and a half|\b150 sec|(?:2|two) minutes? (?:and )?(?:30|thirty)|\b2:30")),
        ("p", "teen", "put a 45 min timer on", _timer(r"\b45 min|forty[- ]five min")),
        ("c", "child", "how long is left on the 40 minute one",
         _not(r"\b(?:[0-9]|[12]\d|3[0-7]) min", r"\b3[89]\b|thirty[- ]nine|thirty[- ]eight|\b40 minutes (?:left|remaining)")),
        ("c", "parent", "how many timers have i got on now, i've lost track", r"\b5\b|\bfive\b"),
        ("h", "parent", "timer for 12 minutes, no wait, make it 14",
         _not(r"\b12 min|twelve min", _timer(r"\b14 min|fourteen min"))),
        ("h", "child", "can you do one of those timer things for me", ASK_LONG),
        ("h", "asr", "um ten minutes", _timer(r"\b10 min|ten min")),
        ("h", "nonnative", "The timer of 7 minutes, it is finished already?",
         _not(r"^\W*yes\b|it(?:'s| has| is) (?:already )?(?:finished|done|gone off)",
              r"\b(?:no|six|seven|[67]|left|remaining|still)\b")),
        ("h", "elder", "Stop the 45-minute timer and put one on for 20 minutes instead, would you?",
         _not(NOT_DONE, _all(r"\b45\b|forty[- ]five", GONE, r"\b20 min|twenty min"))),
        ("h", "teen", "bruh the oven timer went off while i was in the shower",
         _chat(TIMER_ACT, r"oven|shower|food|burn\w*|dinner")),
    ],
    "alarms": [
        ("p", "elder", "Please remove all of my alarms; I'd like to start afresh.", CLEARED),
        ("p", "child", "set an alarm for 7 o'clock tomorrow for school", _done(_at(7, 0))),
        ("p", "nonnative", "Put alarm on 5:30 in morning, please.", _done(_at(5, 30))),
        ("p", "teen", "alarm for 11:20 am", _not(r"11:20\s*p\.?m", _done(_at(11, 20)))),
        ("c", "parent", "alarm at 3:10 this afternoon, school pickup", _done(_at(15, 10))),
        ("c", "asr", "um set an alarm for uh six forty five tomorrow morning", _done(_at(6, 45))),
        ("c", "asr", "um wake me at ten on sunday", _done(_all(r"sunday|december 6|6th", _at(10, 0)))),
        ("c", "nonnative", "Which alarms I have now? Say me all of them.", _all(*ALARMS_SET)),
        ("h", "parent", "alarm for 6:20, no, 6:50", _not(r"6:20", _done(_at(6, 50)))),
        ("h", "nonnative", "I have alarm for Sunday or not?",
         _not(r"^\W*no\b|don't have|no alarm", _at(10, 0))),
        ("h", "child", "i need to wake up at half past six tomorrow for my school trip", _done(_at(6, 30))),
        ("h", "elder", "The fire alarm went off this morning when I burnt the toast, such a fuss.",
         _chat(ALARM_ACT, r"toast|smoke|fire|safe|burn\w*")),
        ("h", "teen", "yo can u sort me an alarm", ASK_TIME),
        ("h", "asr", "uh quarter to eight", _done(_at(7, 45) + r"|quarter to eight")),
    ],
    "reminders": [
        ("p", "elder", "Kindly clear away every reminder you're holding for me.", CLEARED),
        ("p", "child", "remind me to bring my swimming bag at 8 tomorrow morning",
         _done(_all(r"swim", _at(8, 0)))),
        ("p", "nonnative", "Remind me at 4 pm for call the plumber.", _done(_all(r"plumber", _at(16, 0)))),
        ("p", "teen", "remind me to charge my headphones at 9 tonight", _done(_all(r"headphones", _at(21, 0)))),
        ("c", "parent", "remind me in half an hour to check on the casserole, it'll be drying out",
         _done(_all(r"casserole", _later(30) + r"|30 minutes|thirty minutes|half an hour"))),
        ("c", "asr", "um remind me thursday at noon to pick up the dry cleaning",
         _done(_all(r"dry cleaning", r"thursday|december 3|3rd", r"noon|midday|" + _at(12, 0)))),
        ("c", "teen", "what reminders have i got lined up",
         _all(r"swim", r"plumber", r"headphones", r"casserole", r"dry cleaning")),
        ("c", "parent", "remind me at quarter past three to ring my sister margaret, she's expecting me",
         _done(_all(r"margaret|sister", _at(15, 15)))),
        ("h", "parent", "remind me at 2, no, half 2, to move the car",
         _not(_at(14, 0), _done(_all(r"\bcar\b", _at(14, 30))))),
        ("h", "nonnative", "Remind me tomorrow 10 o'clock for the pills and at 6 evening for the bins.",
         _done(_all(r"pills", _at(10, 0), r"bins", _at(18, 0)))),
        ("h", "child", "i want you to remind me about something", ASK_WHAT),
        ("h", "asr", "uh to feed the fish at five", _done(_all(r"fish", _at(17, 0) + "|" + _at(5, 0)))),
        ("h", "elder", "Have I got a reminder about Margaret, or did I dream it?",
         _not(r"^\W*no\b|don't have|no reminder", _all(r"margaret|sister", r"\byes\b|" + _at(15, 15)))),
        ("h", "teen", "my mum keeps reminding me to tidy my room its so annoying",
         _chat(REMIND_ACT, r"tidy|room|mum|mess")),
    ],
    "lists": [
        ("p", "elder", "Would you clear my shopping list completely, please? I've done the big shop.",
         _not(r"to-?do", CLEARED)),
        ("p", "nonnative", "Please make empty the to-do list.", _not(r"shopping", CLEARED)),
        ("p", "child", "can you add chocolate milk for my packed lunch to the shopping list", _added("chocolate milk")),
        ("p", "teen", "put crisps and hair gel on the shopping list", _added("crisps", "hair gel")),
        ("c", "parent", "add nappies to the list, we're on the last pack", _added("nappies")),
        ("c", "asr", "um add like lemons and uh ginger to my shopping list", _added("lemons", "ginger")),
        ("c", "asr", "um read out the shopping list so far please",
         _all(r"chocolate milk", r"crisps", r"hair gel", r"nappies", r"lemons", r"ginger")),
        ("c", "child", "add finish my spelling homework to my to do list", _added(r"spelling homework")),
        ("h", "parent", "add a dozen eggs, no, two dozen, to the shopping list",
         _not(r"\ba dozen\b|\bone dozen\b|(?<!two )\bdozen eggs", _added(r"eggs"))),
        ("h", "nonnative", "Take away the crisps from shopping list and put there rice.",
         _not(NOT_DONE, _all(r"crisps", REMOVED, r"\brice\b"))),
        ("h", "child", "is chocolate milk on the list",
         _not(r"^\W*no\b|isn't|is not|not on", r"chocolate milk")),
        ("h", "asr", "uh i need to put a thing on the shopping list", ASK_ADD),
        ("h", "elder", "Oh, cough sweets, please.", _added(r"cough sweets")),
        ("h", "teen", "ngl my list of things to do this weekend is insane",
         _chat(LIST_ACT, r"weekend|busy|lot|plenty|break|one thing")),
    ],
    "lights": [
        ("p", "elder", "I'd be ever so grateful if you'd put the kitchen light on for me.", _light("kitchen", ON, "off")),
        ("p", "nonnative", "Please off the light in living room, we go out now.", _light("living room", OFF, "on")),
        ("p", "child", "make the kitchen light really dim like 10 percent",
         _all(r"kitchen", r"\b10\s*(?:%|percent)")),
        ("p", "teen", "living room lights 40 percent its way too bright rn", _all(r"living room", r"\b40\s*(?:%|percent)")),
        ("c", "parent", "kitchen light off please, dinner's all cleared away", _light("kitchen", OFF, "on")),
        ("c", "asr", "uh living room light on we just sat down to watch a film", _light("living room", ON, "off")),
        ("c", "parent", "dim the living room a bit, the baby's getting sleepy",
         _not(r"brighter|can't|couldn't|\b100\s*(?:%|percent)",
              _all(r"living room", r"dimm\w*|\b\d+\s*(?:%|percent)|lower"))),
        ("c", "nonnative", "Please all the lights switch off, I go to bed.",
         _not(r"\bon\b|can't|couldn't", _all(OFF, ALL_LIGHTS))),
        ("h", "parent", "it's pitch black in the kitchen, i'm trying to find the baby's bottle",
         _not(r"\boff\b|couldn't|cannot|dimm?\w*", _all(r"kitchen", r"\bon\b|bright\w*|\b100\s*(?:%|percent)"))),
        ("h", "nonnative", "The light in kitchen, it is on or off now?",
         _not(r"kitchen light is (?:now )?off|^\W*(?:it's |it is )?off|^\W*no\b", r"\bon\b")),
        ("h", "child", "switch on the kitchen one, no wait, i mean the living room one",
         _not(r"kitchen", _light("living room", ON, "off"))),
        ("h", "teen", "kitchen off and living room to 70 percent",
         _not(r"can't|couldn't", _all(_lit("kitchen", OFF), r"living room.*\b70\s*(?:%|percent)"))),
        ("h", "asr", "the bulb in the fridge has gone again we need a new one",
         _chat(LIGHT_ACT, r"bulb|fridge|replac\w*|new one|shopping|list")),
        ("h", "elder", "It's getting awfully gloomy in the living room this morning.",
         _not(r"couldn't|can't|\boff\b|dimm", _all(r"living room", r"\bon\b|bright\w*|\b100\b"))),
    ],
    "weather": [
        ("p", "elder", "What sort of weather are we expecting today, if you don't mind my asking?", WEATHER_POINTER),
        ("p", "nonnative", "For tomorrow, you think rain is coming or no?", WEATHER_POINTER),
        ("p", "child", "is it going to snow on christmas day", WEATHER_POINTER),
        ("p", "teen", "is the weekend gonna be decent weather wise", WEATHER_POINTER),
        ("c", "parent", "do the kids need wellies today, it looked wet earlier", WEATHER_POINTER),
        ("c", "asr", "um is it cold outside right now like do i need a jacket", WEATHER_POINTER),
        ("c", "teen", "is it gonna be sunny later i wanna go skating", WEATHER_POINTER),
        ("c", "elder", "Will it be icy on the roads tomorrow morning? I've a hospital appointment.",
         WEATHER_POINTER),
        ("h", "nonnative", "How is weather in Manchester today?", WEATHER_CITY),
        ("h", "parent", "what's the weather doing and what time is it", _all(WEATHER_POINTER, NOW)),
        ("h", "child", "we're learning about the weather at school, what makes thunder",
         fact(r"lightning|expan\w*|heat\w*")),
        ("h", "asr", "whats the weather on friday no saturday", WEATHER_POINTER),
        ("h", "elder", "I'm feeling rather under the weather today, I'm afraid; a nasty cold.",
         _chat(r"weather location|settings page|forecast|degrees", r"better|rest|feel|cold|tea|warm")),
        ("h", "teen", "should i bring a brolly to footy practice", WEATHER_POINTER),
    ],
    "volume": [
        ("p", "elder", "Could you speak a little louder, please? My hearing aid is playing up.", VOLUME),
        ("p", "nonnative", "Your sound, make it more low please.", VOLUME),
        ("p", "child", "you're too noisy, can you be quieter please", VOLUME),
        ("p", "teen", "set volume to 80", VOLUME),
        ("c", "parent", "quieter, the baby's just gone down", VOLUME),
        ("c", "asr", "uh can you like turn the sound down a bit", VOLUME),
        ("c", "teen", "ur so loud rn chill", VOLUME),
        ("c", "elder", "What is your volume set at at present, dear?", VOLUME),
        ("h", "parent", "volume to 30, no, 20", VOLUME),
        ("h", "nonnative", "Turn on kitchen light and make your voice louder.",
         _all(r"kitchen.*\bon\b|\bon\b.*kitchen", VOLUME)),
        ("h", "child", "i can't hear you the hoover is on", VOLUME),
        ("h", "asr", "the tv is way too loud in the other room",
         _not(r"volume (?:up|down), now at|volume is at|turned (?:it|the \w+) down", REFUSAL + r"|\btv\b|telly|television")),
        ("h", "elder", "Are you muted at the moment, or is it my ears?", VOLUME),
        ("h", "teen", "the music at that party was so loud my ears are still ringing",
         _chat(r"volume|mixer", r"party|ears?|loud|ring\w*")),
    ],
    "unsupported": [
        ("p", "elder", "Would you telephone my daughter Susan in Leeds for me, please?", REFUSAL),
        ("p", "nonnative", "Please you play for me the Beatles songs.", REFUSAL),
        ("p", "child", "turn on the tv i want cartoons", REFUSAL),
        ("p", "teen", "get me a large pepperoni delivered fr im starving", REFUSAL),
        ("c", "parent", "lock the front door, i can't remember if i did", REFUSAL),
        ("c", "asr", "um can you boil the kettle for a cuppa", REFUSAL),
        ("c", "teen", "msg jake on whatsapp tell him im 10 mins late", REFUSAL),
        ("c", "elder", "Put the chiropodist in my calendar for Thursday the 10th, would you?", REFUSAL),
        ("h", "parent", "turn the kitchen light off and start the dishwasher",
         _all(r"kitchen.*\boff\b|\boff\b.*kitchen", REFUSAL)),
        ("h", "nonnative", "Call to my brother, no, send him a message.", REFUSAL),
        ("h", "child", "i'm cold, can you make the house warmer", REFUSAL),
        ("h", "asr", "um did i lock the back door when i came in", REFUSAL + r"|don't know|no way to (?:tell|check)"),
        ("h", "elder", "My grandson phoned last night from university; it was lovely to hear from him.",
         _chat(r"\bcalling\b|can't (?:make|place) (?:phone )?calls|i can't call", r"grandson|university|lovely")),
        ("h", "teen", "that new song is stuck in my head all day",
         _chat(r"can't play|play music|\bplaying\b", r"song|stuck|catchy|earworm|head")),
    ],
    "chit_chat": [
        ("p", "child", "do you have a favourite colour", CHAT),
        ("p", "elder", "Good day to you! How are you keeping?", CHAT),
        ("p", "nonnative", "You are a boy or a girl?", CHAT),
        ("p", "teen", "tell me a joke about school", CHAT),
        ("c", "parent", "thanks, you're a lifesaver today", CHAT),
        ("c", "asr", "um do you ever get bored like just sitting there", CHAT),
        ("c", "teen", "lowkey you're the best thing in this house", CHAT),
        ("c", "elder", "I do talk to you more than anyone these days, you know.", CHAT),
        ("h", "nonnative", "What things you can do for me in the house?", ABILITIES),
        ("h", "child", "do you have a heart and a brain like me", NOT_A_PERSON),
        ("h", "parent", "thanks for that, and goodnight", CHAT),
        ("h", "asr", "i think im gonna cry today has been awful", CHAT),
        ("h", "elder", "Say that joke again, would you? I missed the end of it.", CHAT),
        ("h", "teen", "my brother says youre listening to everything we say is that true", CHAT),
    ],
    "general_knowledge": [
        ("p", "child", "how many legs does a ladybird have i found one in the garden", fact(r"\b6\b|\bsix\b")),
        ("p", "elder", "Which river runs through London, dear?", fact(r"\bthames\b")),
        ("p", "nonnative", "Canada, which city is the capital of it?", fact(r"\bottawa\b")),
        ("p", "teen", "who wrote macbeth were doing it in english", fact(r"\bshakespeare\b")),
        ("c", "parent", "what temperature does water freeze at again, in celsius, it's for the kids' science thing", fact(r"\b0\b|\bzero\b")),
        ("c", "asr", "um which ocean is like the deepest one", fact(r"\bpacific\b")),
        ("c", "teen", "how many players on a football team fr", fact(r"\b11\b|\beleven\b")),
        ("c", "elder", "Who was the first man to walk on the moon? I watched it on the television.",
         fact(r"\barmstrong\b")),
        ("h", "nonnative", "Capital of Australia is Sydney, no? Which is it?",
         fact(r"(?s)^(?!.*\byes\b).*\bcanberra\b")),
        ("h", "child", "how many days in a leap year and how many in a normal year",
         fact(r"(?s)^(?=.*\b366\b)(?=.*\b365\b)")),
        ("h", "parent", "is a tomato a fruit or a veg, settling an argument here", fact(r"\bfruit\b")),
        ("h", "asr", "who painted the mona lisa no wait the sunflowers",
         fact(r"(?s)^(?!.*(?:leonardo|da vinci)).*van gogh")),
        ("h", "elder", "My granddaughter asked me how many bones are in the body and I've clean forgotten.",
         fact(r"\b206\b|two hundred and six")),
        ("h", "teen", "my geography teacher is actually so boring", CHAT),
    ],
    "bad_input": [
        ("b", "child", "what is nine hundred billion to the power of nine hundred billion i bet you cant do it", _short(TOO_BIG)),
        ("b", "elder", "What is 42 divided by nought, dear?", DIV_ZERO),
        ("b", "nonnative", "Please, 3 snorgles make how many grams?", UNKNOWN_UNIT),
        ("b", "parent", "how many kilos is 5 metres", MISMATCH + r"|length"),
        ("b", "teen", "whats the time in hogwarts lol", UNKNOWN_PLACE),
        ("b", "asr", "set an alarm for thirty one oclock", BAD_TIME),
        ("b", "child", "can you make a timer that's minus two minutes long", ZERO_TIMER + r"|negative|minus"),
        ("b", "elder", "What day of the week is the 31st of November?", NOT_VALID_DAY),
        ("b", "nonnative", "Add to shopping list <script>alert(1)</script> bread", _not(r"<", r"bread")),
        ("b", "parent", LONG_ITEM, _short(r"\badd|\blist|too long|can't|cannot")),
        ("b", "teen", "kitchen light to minus 20 percent",
         _not(r"-\s?20\s*(?:%|percent)|minus 20", BAD_LEVEL + r"|\b0\s*(?:%|percent)|\boff\b")),
        ("b", "asr", "uh um so like the uh", HUH),
    ],
}

CASES: dict[str, list[tuple[str, str]]] = {
    category: [(request, expect) for _, _, request, expect in rows] for category, rows in _ROWS.items()
}
TAGS: dict[str, list[str]] = {category: [tag for tag, *_ in rows] for category, rows in _ROWS.items()}
SPEAKERS: dict[str, list[str]] = {category: [speaker for _, speaker, *_ in rows] for category, rows in _ROWS.items()}
