"""A thirtieth held-out set for bench/requests_eval.py (``--set holdout30``), written on Friday 4 December 2026
(machine time, from 19:44 UTC) by the writer "blind30" for issue 15, blind: nothing under gpt_home/, tests/ or docs/
opened, no earlier set's cases read beyond holdout29 (for its structure and helper style only), and no failure lists,
results or issue notes read. Kept outside the repository while sealed; never tune on it.

What a new household says over an ordinary week, sampled per category: 7 plain, everyday phrasings; 3 casual, spoken
ones (fillers, a reason tacked on, lower-case speech-recognizer text with no punctuation or apostrophes, a child); 4
harder ones (a correction in the breath, two asks at once, a need said indirectly, a purpose clause, asking back then
the answer in the next turn, an older person, someone still learning English). ``TAGS`` holds the writer's tag for
each request (p plain, c casual, h harder, b bad input). New content (cities, numbers, items, words, facts, timer
names, alarm times, reminders) against holdout29 and holdout28; bench/requests_dedupe.py flags none of these requests
against the earlier sets.

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
    UK_GALLON_L,
    UK_PINT_ML,
    UNKNOWN_PLACE,
    UNKNOWN_UNIT,
    WEATHER_CITY,
    YARD_M,
    ZERO_TIMER,
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

_NUMBER_WORDS = {12: "twelve", 17: "seventeen", 30: "thirty", 37: "thirty[- ]seven", 67: "sixty[- ]seven",
                 151: "a hundred and fifty[- ]one"}


def _days(count: int) -> str:
    return _count_days(count, _NUMBER_WORDS)


WEDNESDAY = _in(1)
FRIDAY = _next(4)
MONDAY = _next(0)
NEW_YEAR = date(2027, 1, 1)
LUNAR = date(2027, 2, 6)
MAY_DAY = date(2027, 5, 1)
BREAK_UP = date(2026, 12, 18)
NEW_YEARS_EVE = date(2026, 12, 31)
GRANDSON = date(2027, 1, 7)
SECOND_SUNDAY = date(2026, 12, 13)
OTHER_WEEKDAYS_THAN_THURSDAY = r"\b(?:monday|tuesday|wednesday|friday|saturday|sunday)\b"
WEEKDAY = r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
RAINBOW = r"\b(?:red|orange|yellow|green|blue|indigo|violet)\b"
TIL_BANK = r"(?<![\d.])305 min|three hundred and five min|(?:5|five) hours?,? (?:and )?(?:5|five) min|\b5:05\b"
MONTH_LEFT = r"(?<![\d.])3[01](?!\.?\d)|\bthirty(?:[- ]one)?\b"
BREAD_LEFT = r"\b(?:49|50) min|(?:forty[- ]nine|fifty) min|\b(?:0:)?(?:49|50):\d\d\b"
BREAD_MORE = (r"\b(?:54|55) min|fifty[- ](?:four|five) min|add\w* (?:5|five) min|(?:5|five) (?:more|extra) min|"
              r"extra (?:5|five) min|(?:5|five) min\w* (?:added|on|more)")
HALF_AND_TWO = (r"\b2(?:\.5| and a half) min|two and a half min|(?<![\d.])150 sec|a hundred and fifty sec|"
                r"\b(?:2|two) min\w*,? (?:and )?(?:30|thirty) sec|\b2:30\b")
CROSSED = (r"can't|couldn't|kitchen (?:lights? )?(?:is |is now )?(?:switched |turned )?on\b|living room (?:lights? )?"
           r"(?:is |is now )?(?:switched |turned )?off\b|(?:turned|switched) on the kitchen|(?:turned|switched) off the "
           r"living room")
ALL_ON = _not(r"can't|couldn't|\b(?:turned|switched|are|is|now) off\b", _all(r"\bon\b", ALL_LIGHTS))
DIMMED = _not(r"can't|couldn't|bright\w*|(?:is|now) off\b|\b100\s*(?:%|percent)",
              _all(r"kitchen", r"\bdim\w*|\bdown\b|lower\w*|\b\d{1,2}\s*(?:%|percent)|reduced|decreased"))
PINTS_3 = _approx(3 * UK_PINT_ML) + rf"|(?:{_approx(3 * UK_PINT_ML / 1000)})\s*(?:l\b|litres?|liters?)"
LONG_ITEM = (
    "add "
    + "a packet of those lemon and ginger biscuits that auntie margaret likes with her afternoon cup of tea, " * 20
    + "to my shopping list"
)

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("what hour and minute have we got on the clock", NOW),
        ("name today's day of the week for me", _weekday_of(DAY)),
        ("which month is this we're in", _not(r"\bnovember\b|\bjanuary\b", r"\bdecember\b")),
        ("how many minutes past the hour is it", _not(r"\b10:52\b|\b11:25\b",
                                                      r"(?<![\d.:])25(?!\.?\d)|twenty[- ]five|" + NOW)),
        ("what number day of the month are we on today",
         _not(r"\b2nd\b|\bsecond\b|\b30th\b|\b31st\b", r"\b1st\b|\bfirst\b|" + TODAY)),
        ("tell me the day and the date together", _all(r"\btuesday\b", TODAY)),
        ("read me out today's date in full", TODAY),
        ("whats the time please im late for the school run", NOW),
        ("uh what day is it again i keep forgetting", _weekday_of(DAY)),
        ("is it a school day today mummy said ask the speaker",
         _not(r"^\W*no\b|weekend|saturday|sunday", r"\byes\b|tuesday|weekday")),
        ("give me today's date, oh hang on, it's the time I'm after", NOW),
        ("what time is it and how many days are left in this month", _all(NOW, MONTH_LEFT)),
        ("the bank closes at half past three, how long until then", TIL_BANK),
        ("Today which date is? I need for write on the paper for office.", TODAY),
    ],
    "date_arithmetic": [
        ("what's the date 23 days from today", _on(23)),
        ("new year's day 2027, which weekday is that", _weekday_of(NEW_YEAR)),
        ("lunar new year is on the 6th of february next year, how many days off is that", _days((LUNAR - DAY).days)),
        ("go back fifty-two days from today, which date do we land on", _on(-52)),
        ("what day of the week is it in 10 days", _day_or_date(_in(10))),
        ("count the days to the first of may next year", _days((MAY_DAY - DAY).days)),
        ("which date is the second sunday of this month",
         _not(r"\b6th\b|\bsixth\b|december 6\b", _date(SECOND_SUNDAY) + r"|\b13th\b|\bthirteenth\b")),
        ("how many days till we break up for christmas its the eighteenth", _days((BREAK_UP - DAY).days)),
        ("uh what date is it a fortnight from now, for the boiler man", _on(14)),
        ("what was the date on the friday just gone, its for my expenses sheet", _on(-4)),
        ("what date is 9 weeks from now, sorry, 8 weeks", _not(_on(63), _on(56))),
        ("what weekday is the 31st and how many days until it",
         _not(OTHER_WEEKDAYS_THAN_THURSDAY, _all(r"\bthursday\b", _days((NEW_YEARS_EVE - DAY).days)))),
        ("my grandson lands on the 7th of january, how many days do I have to tidy the spare room",
         _days((GRANDSON - DAY).days)),
        ("My visa it finish after 100 days from today. Which date is that?", _on(100)),
    ],
    "world_time": [
        ("what's the clock showing in yangon, myanmar", _there("Asia/Yangon")),
        ("tell me the current time in lagos, nigeria", _there("Africa/Lagos")),
        ("what time have they got in caracas", _there("America/Caracas")),
        ("what time is it in kampala, uganda", _there("Africa/Kampala")),
        ("local time in tehran please", _there("Asia/Tehran")),
        ("what's the time in perth, western australia", _there("Australia/Perth")),
        ("how late is it in helsinki now", _there("Europe/Helsinki")),
        ("whats the time in jakarta my pen pal lives there", _there("Asia/Jakarta")),
        ("um montevideo in uruguay whats the time there", _there("America/Montevideo")),
        ("my uncle drives trucks in winnipeg is he awake yet what time is it there", _there("America/Winnipeg")),
        ("time in lisbon, no, madrid", _not(r"\b10:25\b", _there("Europe/Madrid"))),
        ("what time is it in chicago and in denver", _all(_there("America/Chicago"), _there("America/Denver"))),
        ("I need to ring the hotel in Singapore before reception shuts at midnight, what time is it there now",
         _there("Asia/Singapore")),
        ("My brother live in Istanbul. Now there what time?", _there("Europe/Istanbul")),
    ],
    "math": [
        ("67 lots of 58, what does that come to", _num(67 * 58)),
        ("work out fifteen per cent of 460", _num(69, "sixty[- ]nine")),
        ("divide 7,344 by 36", _num(7344 / 36, "two hundred and four")),
        ("add 4,875 and 3,968 together", _num(4875 + 3968)),
        ("what's the square root of 2,304", _num(48, "forty[- ]eight")),
        ("subtract 2,749 from 8,000", _num(8000 - 2749)),
        ("what's three quarters of 1,240", _num(930, "nine hundred and thirty")),
        ("my teacher says learn the six times table whats six times nine", _num(54, "fifty[- ]four")),
        ("so what's 1,000 minus 365, just curious", _num(635, "six hundred and thirty[- ]five")),
        ("uh how much is 18 quid times 6 for the school trip", _num(108, "a hundred and eight",
                                                                    "one hundred and eight")),
        ("what's 144 divided by 12, no, by 16",
         _not(r"(?<![\d.])12(?!\.?\d)|\btwelve\b", _num(9, "nine"))),
        ("what's 23 plus 49 and what's 81 minus 37",
         _all(_num(72, "seventy[- ]two"), _num(44, "forty[- ]four"))),
        ("the bill came to 84 pounds and I want to leave a 15 percent tip, how much is the tip",
         _num(12.6) + r"|\b12\.60\b"),
        ("I'm 80, I put 5 pounds a week in the Christmas club for 52 weeks, what have I saved",
         _num(260, "two hundred and sixty")),
    ],
    "units": [
        ("my walk to work is 3.5 miles, how far is that in kilometres", _approx(3.5 * MILE_KM)),
        ("the airline allows 32 kilos of luggage, what's that in pounds", _approx(32 / LB_KG)),
        ("what is 5 feet 10 inches in centimetres", _approx(70 * INCH_CM)),
        ("the recipe says 7 ounces of sugar, how many grams do I weigh out", _approx(7 * OZ_G)),
        ("a cricket pitch is 22 yards, how many metres is that", _approx(22 * YARD_M)),
        ("if it's 24 degrees celsius on holiday what's that in fahrenheit", _approx(_c_to_f(24))),
        ("my caravan water tank holds 12 imperial gallons, how many litres is that", _approx(12 * UK_GALLON_L)),
        ("whats 350 fahrenheit in celsius my oven only does celsius", _approx(_f_to_c(350))),
        ("how many stone is 95 kilos im on a diet", _approx(95 / STONE_KG) + r"|\b14 stone,? (?:13|thirteen)\b"),
        ("how many centimetres is 9 inches for my ruler", _approx(9 * INCH_CM)),
        ("a uk pint of milk in millilitres, no wait, make it 3 pints", _not(r"\b568\b", PINTS_3)),
        ("how many centimetres in a foot and how many kilos in a stone",
         _all(_approx(100 * FOOT_M), _approx(STONE_KG))),
        ("the knitting pattern wants 40 centimetres but my tape measure is in inches", _approx(40 / INCH_CM)),
        ("In England they say 10 stone. How many kilo it is?", _approx(10 * STONE_KG)),
    ],
    "random": [
        ("spin a coin in the air and call it for me", HEADS_TAILS),
        ("what do I get on a twenty-faced dice", _between(1, 20)),
        ("give me a random number from 50 to 75", _between(50, 75)),
        ("any day from monday to sunday, just choose one", WEEKDAY),
        ("pick one colour of the rainbow for me", RAINBOW),
        ("throw two dice and add the spots up", _between(2, 12)),
        ("think of a number between 1 and 1000", _between(1, 1000)),
        ("heads or tails me and my brother are fighting over the remote", HEADS_TAILS),
        ("popcorn or crisps for film night you choose", r"\bpopcorn\b|\bcrisps\b"),
        ("its my go on snakes and ladders can you roll for me", _between(1, 6)),
        ("choose between one and five, no wait, between one and three", _between(1, 3)),
        ("flip a coin and pick a number up to 20 as well", _all(HEADS_TAILS, _between(1, 20))),
        ("we can't agree whether to walk the dog to the park or the beach, decide for us", r"\bpark\b|\bbeach\b"),
        ("Please you make for me a dice throw, I play Ludo with my son", _between(1, 6)),
    ],
    "spelling": [
        ("give me the spelling of bouquet, like flowers", _spelled("bouquet")),
        ("how do you write occurrence, two c's or one", _spelled("occurrence")),
        ("questionnaire, how's that written letter by letter", _spelled("questionnaire")),
        ("can you spell out bureaucracy", _spelled("bureaucracy")),
        ("spell out the word vacuum", _spelled("vacuum")),
        ("how is accommodation spelt, double letters and all", _spelled("accommodation")),
        ("letters of the word parallel please", _spelled("parallel")),
        ("how do you spell xylophone its for my spelling test", _spelled("xylophone")),
        ("uh spell broccoli im writing a note for my husband", _spelled("broccoli")),
        ("how do you spell dinosaur i want to write it on my picture", _spelled("dinosaur")),
        ("spell stationary, no, stationery, the paper kind", _not(_spelled("stationary"), _spelled("stationery"))),
        ("spell rhythm and then wednesday", _all(_spelled("rhythm"), _spelled("wednesday"))),
        ("I'm filling in a sympathy card and I'm stuck on condolences", _spelled("condolences")),
        ("How you spell the word yacht? In my language is very different.", _spelled("yacht")),
    ],
    "timers": [
        ("cancel every timer you've got", CLEARED),
        ("countdown of 22 minutes starting now please", _timer(r"\b22 min|twenty[- ]two min")),
        ("start a timer called sprouts for 11 minutes", _timer(r"\b11 min|eleven min", "sprouts")),
        ("set a bread timer for fifty minutes", _timer(r"\b50 min|fifty min", "bread")),
        ("how long is left on the bread timer", BREAD_LEFT),
        ("run me through the timers that are counting down", _all(r"\bsprouts\b", r"\bbread\b")),
        ("switch off the sprouts timer, they're done", _not(r"\bbread\b", _all(r"\bsprouts\b", GONE))),
        ("timer six minutes for the boiled eggs ta", _timer(r"\b6 min|six min")),
        ("put ten minutes on the clock i have to practise piano", _timer(r"\b10 min|ten min")),
        ("set a timer for two and a half minutes for the pot noodle", _timer(HALF_AND_TWO)),
        ("timer for 12 minutes, sorry, 14", _not(r"\b12 min|twelve min", _timer(r"\b14 min|fourteen min"))),
        ("can you set me a timer for the cake", ASK_LONG),
        ("thirty-five minutes", _timer(r"\b35 min|thirty[- ]five min")),
        ("I'm 88 and my eyes aren't good, can you add 5 minutes to the bread timer",
         _not(r"\bsprouts\b|took|taken|removed|subtract\w*|\bless\b", _done(_all(r"\bbread\b", BREAD_MORE)))),
    ],
    "alarms": [
        ("wipe every alarm off, I'm starting fresh", CLEARED),
        ("I have to be up at 6:50 tomorrow, set it please", _not(r"6:50\s*p\.?m|\b18:50\b", _done(_at(6, 50)))),
        ("alarm for quarter to one this afternoon",
         _not(r"12:45\s*a\.?m|\b00:45\b|midnight|night", _done(_at(12, 45)))),
        ("I need an alarm at 9:20 tonight for my programme", _done(_at(21, 20))),
        ("set an alarm for friday at half six in the morning", _done(_all(_said(FRIDAY), _at(6, 30)))),
        ("read back the alarms you've got saved for me", _all(_at(6, 50), _at(12, 45), _at(21, 20), _at(6, 30))),
        ("cancel the 9:20 alarm", _not(r"6:50|12:45|6:30", _all(_at(21, 20) + r"|\b9:20\b", GONE))),
        ("alarm for five to six tomorrow im on the early bus", _done(_at(5, 55))),
        ("wake me up at twenty past seven tomorrow i have a spelling test", _done(_at(7, 20))),
        ("um alarm at eight forty", _done(_at(8, 40) + "|" + _at(20, 40))),
        ("wake-up alarm at 5:20, oh no, 5:35", _not(r"\b5:20\b|\b17:20\b", _done(_at(5, 35) + "|" + _at(17, 35)))),
        ("I want an alarm to go off", ASK_TIME),
        ("make it twenty to seven", _done(_at(6, 40) + "|" + _at(18, 40))),
        ("Please, alarm for Monday, morning eight o'clock, I have class", _done(_all(_said(MONDAY), _at(8, 0)))),
    ],
    "reminders": [
        ("get rid of every reminder you're keeping for me", CLEARED),
        ("remind me at 2 pm to pick up the dry cleaning", _done(_all(r"dry cleaning", _at(14, 0)))),
        ("tomorrow at 9 am I have to call the council about my parking permit, remind me",
         _done(_all(r"permit|council", _at(9, 0)))),
        ("remind me in 45 minutes to check the washing machine",
         _done(_all(r"washing", _later(45) + r"|45 minutes|forty[- ]five minutes"))),
        ("on friday at 5 in the evening, give me a reminder to pay the window cleaner",
         _done(_all(r"window cleaner", _at(17, 0), _said(FRIDAY)))),
        ("tell me all the reminders coming up", _all(r"dry cleaning", r"permit|council", r"washing", r"window cleaner")),
        ("delete the washing machine reminder",
         _not(r"dry cleaning|permit|council|window", _all(r"washing", GONE))),
        ("remind me in ten minutes to turn the oven off or ill forget",
         _done(_all(r"\boven\b", _later(10) + r"|10 minutes|ten minutes"))),
        ("remind me at half four to feed the rabbit", _done(_all(r"rabbit", _at(16, 30)))),
        ("uh remind me this evening at 8 to ring auntie carol", _done(_all(r"carol|auntie", _at(20, 0)))),
        ("remind me at 1, sorry, 1:30, to collect the prescription",
         _not(_at(13, 0) + r"|1:30\s*a\.?m", _done(_all(r"prescription", _at(13, 30))))),
        ("remind me at 11 to take my tablets and at 3 to phone the plumber",
         _done(_all(r"tablets", _at(11, 0), r"plumber", _at(15, 0)))),
        ("football finishes at 4 and I have to pick my son up, give me a nudge at quarter to",
         _done(_all(r"\bson\b|football|pick", _at(15, 45)))),
        ("Please remind me Wednesday, morning 10 o'clock, I have appointment with doctor",
         _done(_all(r"doctor|appointment", _at(10, 0), _said(WEDNESDAY) + r"|tomorrow"))),
    ],
    "lists": [
        ("the shopping list is all old stuff, bin the lot", _not(r"to-?do", CLEARED)),
        ("and the jobs on the to-do list, clear those off too", _not(r"shopping", CLEARED)),
        ("add rice, lentils and coriander to the shopping list", _put(r"rice", r"lentils", r"coriander")),
        ("stick bleach on the shopping list for me", _put(r"bleach")),
        ("list back everything I need from the shops", _all(r"rice", r"lentils", r"coriander", r"bleach")),
        ("remove lentils from the shopping list", _not(r"\badded lentils\b|can't|couldn't", _all(r"lentils", REMOVED))),
        ("on the to-do list put renew the tv licence", _put(r"licen[cs]e")),
        ("were out of teabags stick them on the list would you", _put(r"tea ?bags")),
        ("can you put fish fingers on the list i love them", _put(r"fish fingers")),
        ("toothpaste as well, almost forgot that", _put(r"toothpaste")),
        ("add mangoes, no sorry, make it plums", _not(r"mango", _put(r"plums"))),
        ("put yoghurt on the shopping list and take the rice off",
         _not(r"can't|couldn't|added (?:yog?h?urt and )?rice|yog?h?urt and rice", _all(r"yog?h?urt", r"\brice\b",
                                                                                       REMOVED))),
        ("hang on, there's one more thing I need to put on the shopping list", ASK_ADD),
        ("a jar of honey", _put(r"honey")),
    ],
    "lights": [
        ("the living room's pitch dark, light on in there please", _light("living room", ON, "off")),
        ("nobody's in the kitchen, kill that light", _light("kitchen", OFF, "on")),
        ("living room lamp at 40 per cent if you would", _level("living room", 40)),
        ("crank the kitchen up to 80 percent brightness", _level("kitchen", 80)),
        ("tell me whether the living room lamp is lit right now",
         _not(r"\b(?:is|it's|are) (?:switched |turned )?off\b|\bnot\b|isn't",
              r"\bon\b|\byes\b|\blit\b|\b40\s*(?:%|percent)")),
        ("every light in the house on please, both of them", ALL_ON),
        ("dim the kitchen light a bit", DIMMED),
        ("kitchen light on please i cant see the cereal", _light("kitchen", ON, "off")),
        ("living room light off now my baby is asleep", _light("living room", OFF, "on")),
        ("kitchen light on full please im looking for an earring i dropped",
         _not(r"can't|couldn't|\boff\b", _all(r"kitchen", r"\b100\s*(?:%|percent)|\bfull\b|max\w*|brightest"))),
        ("living room brightness 55, sorry, 15 percent", _not(r"\b55\s*(?:%|percent)", _level("living room", 15))),
        ("off with the kitchen light, and living room light on, I'm going through to watch telly",
         _not(CROSSED, _all(r"kitchen[^.]*\boff\b|\boff\b[^.]*kitchen",
                            r"living room[^.]*\bon\b|\bon\b[^.]*living room"))),
        ("I'm going to sit and read in the living room, it needs to be brighter",
         _not(r"can't|couldn't|\boff\b|dimm|kitchen", _all(r"living room", r"\bon\b|bright\w*|\bup\b|"
                                                                           r"\b\d{1,3}\s*(?:%|percent)|raised|"
                                                                           r"increased"))),
        ("Please, the light of bathroom, you can open?", NO_LIGHT),
    ],
    "weather": [
        ("any idea what the weather's doing today", WEATHER_POINTER),
        ("will we get showers after lunch", WEATHER_POINTER),
        ("how cold is it out there right now", WEATHER_POINTER),
        ("what's saturday and sunday looking like weather-wise", WEATHER_POINTER),
        ("will there be fog on the roads in the morning", WEATHER_POINTER),
        ("how warm will it get at the peak of the day", WEATHER_POINTER),
        ("is there any hail forecast", WEATHER_POINTER),
        ("do i need my big coat for school", WEATHER_POINTER),
        ("should i wear shorts today its my pe day", WEATHER_POINTER),
        ("whats the weather like in manchester this weekend were going up for the match", WEATHER_CITY),
        ("weather in cardiff, no, swansea", _not(r"cardiff", WEATHER_CITY)),
        ("what's the date and will it be sunny", _all(TODAY, WEATHER_POINTER)),
        ("I want to paint the fence this afternoon, is it going to stay dry", WEATHER_POINTER),
        ("Today outside is cold or hot? I don't know what I wear.", WEATHER_POINTER),
    ],
    "volume": [
        ("a little louder if you can manage it", VOLUME),
        ("lower your voice a touch", VOLUME),
        ("volume level 35 please", VOLUME),
        ("switch your sound back on, you're muted", VOLUME),
        ("is your sound up high or low at the moment", VOLUME),
        ("drop the volume by 20 percent", VOLUME),
        ("quietest you can go, please", VOLUME),
        ("ssh youre too loud grandads napping", VOLUME),
        ("youre mumbling turn your voice up", VOLUME),
        ("turn yourself up mate i'm at the back of the room", VOLUME),
        ("make your volume 75, no, 65", VOLUME),
        ("living room light on, and you be a bit quieter too",
         _all(r"living room[^.]*\bon\b|\bon\b[^.]*living room", VOLUME)),
        ("my hearing aid is playing up so I'll need you louder today", VOLUME),
        ("Please you speak more quiet, my head is hurting", VOLUME),
    ],
    "unsupported": [
        ("play some Taylor Swift", REFUSAL),
        ("give my sister a ring", REFUSAL),
        ("send a whatsapp to my wife saying dinner's ready", REFUSAL),
        ("get us a chinese takeaway delivered", REFUSAL),
        ("what's on my calendar on friday", REFUSAL),
        ("set the burglar alarm before I go out", REFUSAL),
        ("what were the football scores last night", OFFLINE),
        ("put on the paw patrol theme tune", REFUSAL),
        ("email work and tell them im off poorly", REFUSAL),
        ("play a podcast while I'm doing the ironing", REFUSAL),
        ("ring the dentist, no, actually email them", REFUSAL),
        ("turn the kitchen light off and play some Christmas carols",
         _all(r"kitchen[^.]*\boff\b|\boff\b[^.]*kitchen", REFUSAL)),
        ("I need a taxi to the station at 7, can you sort it", REFUSAL),
        ("I'm 79, can you pay my gas bill for me", REFUSAL),
    ],
    "chit_chat": [
        ("morning! you alright today?", CHAT),
        ("make me laugh, something about penguins", CHAT),
        ("if you had to pick a favourite food what would it be", CHAT),
        ("what jobs can I give you around the house", ABILITIES),
        ("is there a human in there answering me", NOT_A_PERSON),
        ("thanks for your help", CHAT),
        ("do you get lonely when we're all out", CHAT),
        ("youre my best friend", CHAT),
        ("do you know any riddles i like riddles", CHAT),
        ("phew what a morning, the kids were a nightmare", CHAT),
        ("if I'm stuck in the kitchen with messy hands, what can you do for me", ABILITIES),
        ("my dog died yesterday and I can't stop crying", CHAT),
        ("my daughter's just had twins, I'm a grandad twice over", CHAT),
        ("Hello, I am from Poland, I learn English now, you can talk with me slowly?", CHAT),
    ],
    "general_knowledge": [
        ("peru's capital, what's it called", fact(r"\blima\b")),
        ("which artist painted the water lilies", fact(r"monet")),
        ("how many sides has a fifty pence coin got", fact(r"\b7\b|\bseven\b")),
        ("which is the hottest planet", fact(r"\bvenus\b")),
        ("at what temperature does water freeze in fahrenheit", fact(r"\b32\b|thirty[- ]two")),
        ("what metal is runny at room temperature", fact(r"mercury")),
        ("who wrote the story of peter rabbit", fact(r"potter")),
        ("whats the fastest land animal im doing a project", fact(r"cheetah")),
        ("uh which bird is the national emblem of the usa", fact(r"eagle")),
        ("which ocean is the biggest, asking for a pub quiz", fact(r"pacific")),
        ("capital of canada, no wait, of mexico", fact(r"(?s)^(?!.*ottawa).*\bmexico city\b")),
        ("My neighbour is from Brazil. What language they speak there?", fact(r"portuguese")),
        ("my granddaughter asked me how many continents there are", fact(r"\b7\b|\bseven\b")),
        ("when I was at school we learned it, who was the first man on the moon", fact(r"armstrong")),
    ],
    "bad_input": [
        ("raise 7 to the 900 millionth power", _short(TOO_BIG)),
        ("what do you get if you share 45 sweets between zero children", DIV_ZERO),
        ("8 snargles, what's that in metres", UNKNOWN_UNIT),
        ("how many kilograms is 5 hours", MISMATCH),
        ("what time do they have in hogwarts", UNKNOWN_PLACE),
        ("get me up tomorrow at 31:40", BAD_TIME),
        ("a timer of no time at all, zero seconds, start it", ZERO_TIMER),
        ("my cousin says her birthday is february 30th, what day does it fall on this coming year", BAD_FEB),
        ("put <i>crumpets</i> on the list for me", _not(r"<", _put(r"crumpets"))),
        (LONG_ITEM, _short(r"\badd|\bput|\blist|too long|can't|cannot|limit|characters")),
        ("push the living room light up to 250 percent brightness",
         _not(r"(?:is|now|at) 250", BAD_LEVEL + r"|\b100\s*(?:%|percent)|maximum|\bmax\b")),
        ("can you um the thing with the", HUH),
    ],
}

TAGS: dict[str, list[str]] = {
    category: (["b"] * len(rows) if category == "bad_input" else ["p"] * 7 + ["c"] * 3 + ["h"] * 4)
    for category, rows in CASES.items()
}
