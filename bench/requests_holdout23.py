"""A twenty-third held-out set for bench/requests_eval.py (``--set holdout23``), written on Thursday 3 December 2026
(machine time, from 20:01 UTC) by the writer "blind23" for issue 15, blind: nothing under gpt_home/, tests/ or docs/
opened, no earlier set's cases read beyond holdout22 (for its structure and helper style only), and no failure lists,
results or issue notes read. Kept outside the repository while sealed; never tune on it.

What a household says over an ordinary week, sampled per category: 7 plain, everyday phrasings; 3 casual, spoken ones
(fillers, a reason tacked on, lower-case speech-recognizer text with no punctuation or apostrophes); 4 harder ones
(a correction mid-sentence, two asks at once, a need said indirectly, a follow-up or an answer to a question asked
back, a child, an older person, someone still learning English). ``TAGS`` holds the writer's tag for each request
(p plain, c casual, h harder, b bad input). Word order and slot positions vary as people vary them (the day, time,
city or item first, last or in the middle). New content (cities, numbers, items, words, facts, timer names) against
holdout22; bench/requests_dedupe.py flags none of these requests against the earlier sets.

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
    UK_PINT_ML,
    UNKNOWN_PLACE,
    UNKNOWN_UNIT,
    US_GALLON_L,
    US_PINT_ML,
    WEATHER_CITY,
    YARD_M,
    ZERO_TIMER,
    _added,
    _approx,
    _at,
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

_NUMBER_WORDS = {11: "eleven", 17: "seventeen", 22: "twenty[- ]two", 25: "twenty[- ]five", 75: "seventy[- ]five",
                 121: "a hundred and twenty[- ]one|one hundred and twenty[- ]one",
                 158: "a hundred and fifty[- ]eight|one hundred and fifty[- ]eight"}


def _days(count: int) -> str:
    return _count_days(count, _NUMBER_WORDS)


WEDNESDAY = _next(2)
FRIDAY = _next(4)
SATURDAY = _next(5)
BOXING_DAY = date(2026, 12, 26)
VALENTINES = date(2027, 2, 14)
APRIL_1 = date(2027, 4, 1)
PAYDAY = date(2026, 12, 12)
DEC_23 = date(2026, 12, 23)
WEDDING = date(2027, 5, 8)
SCHOOL_BREAK = date(2026, 12, 18)
CARD = (r"\b(?:ace|king|queen|jack|two|three|four|five|six|seven|eight|nine|ten|[2-9]|10) of "
        r"(?:hearts|spades|clubs|diamonds)\b|joker")
LONG_ITEM = (
    "add "
    + "a box of the wholegrain gluten free sesame crackers in the blue packet from the corner shop by the station, " * 16
    + "to the shopping list"
)

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("could you read the clock out to me", NOW),
        ("which day of the week have we landed on", _weekday_of(DAY)),
        ("the year on today's calendar page, what is it", r"\b2026\b|twenty[- ]twenty[- ]six"),
        ("how far into december are we, what's the date", TODAY),
        ("tell me the exact time down to the minute", NOW),
        ("are we on a working day today or is it the weekend", _not(r"it's (?:the |a )?weekend|saturday|sunday", r"weekday|tuesday")),
        ("what's today's number on the calendar, the day of the month", TODAY + r"|\b1st\b|\bfirst\b"),
        ("hang on whats the time the oven clock keeps blinking", NOW),
        ("um what day is it ive lost track after all the night shifts", _weekday_of(DAY)),
        ("todays date please im writing a cheque", TODAY),
        ("is it the second today, no hang on, just give me the date", _not(_date(_in(1)), TODAY)),
        ("tell me the time and the year", _all(NOW, r"\b2026\b|twenty[- ]twenty[- ]six")),
        ("the bus comes at eleven, how many minutes have i got", r"\b35 min|thirty[- ]five min"),
        ("i'm 79 and i've misplaced my glasses, what does the clock say", NOW),
    ],
    "date_arithmetic": [
        ("if i count 19 days forward from today, what date do i reach", _on(19)),
        ("how many days are left until boxing day", _days((BOXING_DAY - DAY).days)),
        ("valentine's day next year, what weekday is that", _weekday_of(VALENTINES)),
        ("what was the date 40 days ago", _on(-40)),
        ("a hundred days from now lands on what day of the week", _weekday_of(_in(100))),
        ("the saturday at the end of this week, which date is it", _date(SATURDAY)),
        ("how many days from today to the first of april", _days((APRIL_1 - DAY).days)),
        ("uh in thirteen days whats the date gonna be", _on(13)),
        ("how many days till the 12th im counting down to payday", _days((PAYDAY - DAY).days)),
        ("what was the day before yesterday i need it for a form", _day_or_date(_in(-2))),
        ("what date is 6 weeks from today, sorry, 5 weeks", _not(_date(_in(42)), _on(35))),
        (
            "the 23rd, what weekday is that and how far off is it",
            _all(_days((DEC_23 - DAY).days), rf"\b{DEC_23:%A}\b"),
        ),
        ("my daughter's wedding is on the 8th of may, how many days have i got to lose weight",
         _days((WEDDING - DAY).days)),
        ("i'm seven, how many days until school breaks up on the 18th", _days((SCHOOL_BREAK - DAY).days)),
    ],
    "world_time": [
        ("what time is it in kathmandu at the moment", _there("Asia/Kathmandu")),
        ("nairobi's clock, what does it say right now", _there("Africa/Nairobi")),
        ("over in lima peru what hour is it", _there("America/Lima")),
        ("how late is it in manila at this point", _there("Asia/Manila")),
        ("give me the current time for reykjavik", _there("Atlantic/Reykjavik")),
        ("auckland in new zealand, how late in the day is it there", _there("Pacific/Auckland")),
        ("what o'clock is it in denver", _there("America/Denver")),
        ("whats the time in mumbai my cousin is calling later", _there("Asia/Kolkata")),
        ("um honolulu what time have they got", _there("Pacific/Honolulu")),
        ("time in athens greece were setting up a call", _there("Europe/Athens")),
        ("the time in lisbon, oh wait, i meant warsaw", _not(_there("Europe/Lisbon"), _there("Europe/Warsaw"))),
        ("what's the time in dubai and in karachi", _all(_there("Asia/Dubai"), _there("Asia/Karachi"))),
        (
            "my grandson's studying in toronto, would he be up yet",
            _not(r"\bafternoon\b|\bevening\b", _there("America/Toronto") + r"|\bearly\b|asleep|not yet|\bno\b"),
        ),
        ("i learn english, please what time in hanoi now", _there("Asia/Ho_Chi_Minh")),
    ],
    "math": [
        ("what's 38 multiplied by 27", _num(38 * 27)),
        ("what's eighteen percent of a 450 pound bill", _num(81, "eighty[- ]one")),
        ("divide 3,915 by 15", _num(3915 / 15)),
        ("what is 1,286 plus 947", _num(1286 + 947)),
        ("subtract 1,768 from 5,000 for me", _num(5000 - 1768)),
        ("9 cubed, what does that come to", _num(9**3)),
        ("what number times itself makes 361", _num(19, "nineteen")),
        ("um three of us are splitting 612 pounds evenly how much each", _num(612 / 3)),
        ("quick one 35 times 12", _num(420, "four hundred and twenty")),
        ("whats 20 percent off 65 pounds theres a sale on", _num(52, "fifty[- ]two") + "|" + _num(13, "thirteen")),
        ("84 shared by 4, hang on, shared by 7", _not(r"\b21\b|twenty[- ]one", _num(12, "twelve"))),
        (
            "what's 15 squared and what's 300 minus 45",
            _all(_num(225, "two hundred and twenty[- ]five"), _num(255, "two hundred and fifty[- ]five")),
        ),
        ("three pizzas at 8.40 each, what's the bill", _num(25.2) + r"|\b25\.20\b"),
        ("i'm eight, what is 7 times 8", _num(56, "fifty[- ]six")),
    ],
    "units": [
        ("a half marathon is 13.1 miles, so how many kilometres", _approx(13.1 * MILE_KM)),
        ("convert 5 stone into kilograms", _approx(5 * STONE_KG)),
        ("the recipe says 375 degrees fahrenheit, what's that in celsius", _approx(_f_to_c(375))),
        ("my laptop screen is 14 inches, give me that in centimetres", _approx(14 * INCH_CM)),
        ("4 us gallons, how many litres", _approx(4 * US_GALLON_L)),
        ("what's 100 yards in metres", _approx(100 * YARD_M)),
        ("change 750 millilitres into pints", _approx(750 / UK_PINT_ML) + "|" + _approx(750 / US_PINT_ML)),
        ("uh how many feet is 3 metres im measuring for the sofa", _approx(3 / FOOT_M)),
        ("whats 2 pounds in grams for the bread recipe", _approx(2 * LB_KG * 1000)),
        ("how many ounces in half a kilo the scales only do ounces", _approx(500 / OZ_G)),
        ("convert 10 kilograms to pounds, wait, 10 pounds to kilograms", _not(r"\b22\.\d", _approx(10 * LB_KG))),
        (
            "how many seconds are in an hour and how many centimetres in 2 metres",
            _all(r"\b3,?600\b|three thousand six hundred", r"\b200\b|two hundred"),
        ),
        ("my son is 4 foot 6, how many centimetres is that for the ride", _approx(54 * INCH_CM)),
        ("in my country we use celsius, today here is 41 fahrenheit, how much is this", _approx(_f_to_c(41), "five")),
    ],
    "random": [
        ("be our coin and say heads or tails", HEADS_TAILS),
        ("give me a roll of a four-sided dice", _between(1, 4)),
        ("any number at random, somewhere in the 20 to 40 range", _between(20, 40)),
        ("two dice, throw both and tell me what they come to", _between(2, 12)),
        ("think of any whole number from 1 to 50 for me", _between(1, 50)),
        ("choose between the beach and the cinema for us", r"\bbeach\b|\bcinema\b"),
        ("draw a card from a deck for me", CARD),
        ("flip a coin will you its for who gets the last biscuit", HEADS_TAILS),
        ("throw a dice for me im the blue counter and its my go", _between(1, 6)),
        ("um pick a day for the cinema saturday or sunday", r"\bsaturday\b|\bsunday\b"),
        ("roll a six-sided die, actually make it a ten-sided one", _between(1, 10)),
        ("toss a coin and roll a die", _all(HEADS_TAILS, _between(1, 6))),
        ("film night or board game night, we're split, you settle it", r"\bfilm\b|\bboard game\b|\bgame\b"),
        ("i'm five, pick a colour, blue or green", r"\bblue\b|\bgreen\b"),
    ],
    "spelling": [
        ("spell the word bureaucracy", _spelled("bureaucracy")),
        ("how is handkerchief spelled", _spelled("handkerchief")),
        ("pneumonia, can you spell that", _spelled("pneumonia")),
        ("could you spell out silhouette", _spelled("silhouette")),
        ("what's the correct spelling of millennium", _spelled("millennium")),
        ("spell fluorescent please", _spelled("fluorescent")),
        ("give me the letters of mischievous one at a time", _spelled("mischievous")),
        ("um how do you spell souvenir", _spelled("souvenir")),
        ("spell colleague im writing an email", _spelled("colleague")),
        ("how do you spell vacuum is it two cs or two us", _spelled("vacuum")),
        ("spell desert, no, dessert, the pudding one", _not(r"\bd\W*e\W*s\W*e\W*r\W*t\b", _spelled("dessert"))),
        ("spell giraffe and then elephant", _all(_spelled("giraffe"), _spelled("elephant"))),
        ("i'm seven, how do you spell dinosaur", _spelled("dinosaur")),
        ("i learn english, how you spell tomorrow? one m or two?", _spelled("tomorrow")),
    ],
    "timers": [
        ("get rid of every timer that's running", CLEARED),
        ("set a timer going for 16 minutes", _timer(r"\b16 min|sixteen min")),
        ("flapjack timer please, 40 minutes", _timer(r"\b40 min|forty min", "flapjack")),
        ("start a brownies timer of 25 minutes", _timer(r"\b25 min|twenty[- ]five min", "brownies?")),
        ("how long is left on the flapjack", _all(r"\b(?:39|40)\b|thirty[- ]nine|forty", r"minute|:\d\d")),
        ("tell me every timer that's counting down", _all(r"flapjack", r"brownie")),
        ("the brownies timer can go, cancel it", _not(r"flapjack", _all(r"brownie", GONE))),
        ("um the eggs want 4 minutes can you time that", _timer(r"\b4 min|four min")),
        (
            "put three and a half minutes on the clock the porridge is in the microwave",
            _timer(r"\b3\.5 min|\b3 min\w*,? (?:and )?30 sec|three and a half min|three min\w*,? (?:and )?thirty sec|"
                   r"\b210 sec|\b3:30\b|\b3 and a half min"),
        ),
        (
            "hour and a half on a timer please the dough is proving",
            _timer(r"\b90 min|ninety min|1 hour,? (?:and )?30 min|one hour,? (?:and )?thirty min|an hour and a half|"
                   r"\b1\.5 hours?|one and a half hours?|\b1:30\b"),
        ),
        ("timer for 45 seconds, make that 45 minutes", _not(r"45 sec|forty[- ]five sec", _timer(r"\b45 min|forty[- ]five min"))),
        ("can you time something for me", ASK_LONG),
        ("nine minutes should do it", _timer(r"\b9 min|nine min")),
        (
            "the flapjack needs another 5 minutes in the oven",
            _not(r"brownie", _done(_all(r"flapjack", r"\b5 min|five min|\b4[45] min|forty[- ]f(?:our|ive) min"))),
        ),
    ],
    "alarms": [
        ("get rid of all the alarms on this thing", CLEARED),
        ("tomorrow morning i need to be up at 6:15, set an alarm", _done(_at(6, 15))),
        ("put an alarm on for 10 o'clock tonight", _done(_at(22, 0))),
        ("4:30 am, set an alarm for then", _done(_at(4, 30))),
        ("saturday at 9 am, wake me with an alarm", _done(_all(_said(SATURDAY), _at(9, 0)))),
        ("read out the alarms you've got", _all(_at(6, 15), _at(22, 0), _at(4, 30), _at(9, 0))),
        ("remove the 10 pm one from my alarms", _not(r"6:15|4:30|\b9(?::00)?\s*a\.?m", _all(_at(22, 0), GONE))),
        ("wake me at quarter to seven please ive a dentist appointment", _done(_at(6, 45))),
        ("um alarm for half six tomorrow", _done(_at(6, 30))),
        ("set an alarm for five past eight the bins go out", _done(_at(8, 5) + "|" + _at(20, 5))),
        ("wake-up alarm at 7:45, sorry, make that 7:55", _not(r"7:45", _done(_at(7, 55) + "|" + _at(19, 55)))),
        ("i want an alarm for tomorrow morning", ASK_TIME),
        ("quarter past five", _done(_at(5, 15))),
        (
            "my granddaughter set an alarm for saturday, what time did she put it",
            _not(r"^\W*no\b|don't have|no alarm", _at(9, 0)),
        ),
    ],
    "reminders": [
        ("forget every reminder i've asked for", CLEARED),
        ("at 3 this afternoon i need to phone the bank, remind me", _done(_all(r"\bbank\b", _at(15, 0)))),
        ("at 8 tomorrow morning remind me to water the plants", _done(_all(r"plants", _at(8, 0)))),
        (
            "in 45 minutes give me a shout to make the gravy",
            _done(_all(r"gravy", _later(45) + r"|45 minutes|forty[- ]five minutes")),
        ),
        (
            "the dry cleaning needs collecting, remind me wednesday at 4 pm",
            _done(_all(r"dry cleaning", _at(16, 0), _said(WEDNESDAY))),
        ),
        ("which reminders do i have coming up", _all(r"\bbank\b", r"plants", r"gravy", r"dry cleaning")),
        ("cancel the bank reminder", _not(r"plants|gravy|dry cleaning", _all(r"\bbank\b", GONE))),
        ("remind me to give the tortoise its dinner at 6", _done(_all(r"tortoise", _at(18, 0)))),
        (
            "um in two hours remind me to ring the vet",
            _done(_all(r"\bvet\b", _later(120) + r"|two hours|2 hours|120 minutes")),
        ),
        ("remind me friday at 9 am to send the rent theres a late fee", _done(_all(r"\brent\b", _at(9, 0), _said(FRIDAY)))),
        (
            "remind me at 7, no, 7:15 tonight to lock the shed",
            _not(_at(19, 0), _done(_all(r"\bshed\b", _at(19, 15)))),
        ),
        ("i'll need reminding about something this afternoon", ASK_WHAT + "|" + ASK_TIME),
        ("to take the bread out of the freezer, at 4 this afternoon", _done(_all(r"bread", _at(16, 0)))),
        ("i'm 84 and i forget my eye drops, remind me at 9 tonight", _done(_all(r"eye ?drops", _at(21, 0)))),
    ],
    "lists": [
        ("start the shopping list afresh, take everything off it", _not(r"to-?do", CLEARED)),
        ("my to-do list can be emptied now, it's all done", _not(r"shopping", CLEARED)),
        ("put carrots, porridge oats and cheese on the shopping list", _added("carrots", "porridge oats", "cheese")),
        ("kitchen roll needs to go on the shopping list", _put("kitchen roll")),
        ("which things are waiting on my shopping list at the moment", _all(r"\bcarrots\b", r"porridge oats", r"\bcheese\b", r"kitchen roll")),
        ("remove cheese from the shopping list", _not(r"\badded cheese\b|can't|couldn't", _all(r"\bcheese\b", REMOVED))),
        ("on my to-do list put renew the car insurance", _put(r"(?:renew )?(?:the )?car insurance")),
        ("oh were out of washing up liquid add it to the list", _put(r"washing[- ]up liquid")),
        ("and bananas too", _put(r"bananas")),
        ("um have i got carrots on there already", _not(r"^\W*no\b|isn't|is not|not on", r"\bcarrots\b")),
        ("shopping list, add mangoes, sorry, i mean pears", _not(r"mangoes", _put(r"pears"))),
        (
            "cross off the carrots and add milk",
            _not(r"can't|couldn't|added carrots", _all(r"\bmilk\b", r"\bcarrots\b", REMOVED)),
        ),
        ("we need something else on the shopping list", ASK_ADD),
        ("bin bags", _put(r"bin bags")),
    ],
    "lights": [
        ("could the living room light come on please", _light("living room", ON, "off")),
        ("turn the kitchen light off, the sun's out", _light("kitchen", OFF, "on")),
        ("40 percent on the kitchen light, thanks", _level("kitchen", 40)),
        ("living room light, take it to a dim 20 percent", _level("living room", 20)),
        ("kitchen light, is it still going or did it go off", _not(r"\boff\b", r"\bon\b|\b40\b")),
        (
            "every light off now, the whole lot",
            _not(r"can't|couldn't|\b(?:turned|switched|are|is) on\b", _all(r"\boff\b", ALL_LIGHTS)),
        ),
        ("living room light as bright as it goes", _all(r"living room", r"\b100\s*(?:%|percent)|\bfull\b|maximum|brightest")),
        ("kitchen light on im chopping onions and cant see", _light("kitchen", ON, "off")),
        ("um lights off in the kitchen were done eating", _light("kitchen", OFF, "on")),
        ("living room light to 75 percent were watching a film", _level("living room", 75)),
        ("the living room at 80 percent, hmm no, 70", _not(r"\b80\s*(?:%|percent)", _level("living room", 70))),
        (
            "turn off the living room and turn on the kitchen",
            _not(r"can't|couldn't", _all(_lit("living room", OFF), _lit("kitchen", ON))),
        ),
        (
            "i can't see to read in here, it's the living room",
            _not(r"can't|couldn't|\b(?:turned|switched|is) off\b",
                 _all(r"living room", r"\bon\b|brighter|brighten\w*|\b100\s*(?:%|percent)|raised|\bup\b")),
        ),
        ("i'm six, make the garden light go on", NO_LIGHT),
    ],
    "weather": [
        ("what kind of day is it going to be outside", WEATHER_POINTER),
        ("will there be frost overnight", WEATHER_POINTER),
        ("how windy is it going to get this afternoon", WEATHER_POINTER),
        ("is it going to rain on saturday", WEATHER_POINTER),
        ("what's the thermometer reading outdoors this minute", WEATHER_POINTER),
        ("will it be foggy for the drive tomorrow morning", WEATHER_POINTER),
        ("should i expect sleet later", WEATHER_POINTER),
        ("should i take a brolly im walking to the shops", WEATHER_POINTER),
        ("um is it gonna be icy on the roads", WEATHER_POINTER),
        ("whats the weather like for the weekend were going camping", WEATHER_POINTER),
        ("what's the weather in dublin on friday", WEATHER_CITY),
        (
            "turn the kitchen light on and tell me if it's raining",
            _all(r"kitchen.*\bon\b|\bon\b.*kitchen", WEATHER_POINTER),
        ),
        ("i'm hanging the sheets out, will they get rained on", WEATHER_POINTER),
        ("i'm 80, is it too cold for my walk this morning", WEATHER_POINTER),
    ],
    "volume": [
        ("make yourself a bit louder please", VOLUME),
        ("drop the volume down a notch", VOLUME),
        ("your loudness at 40 percent please", VOLUME),
        ("switch your sound back on after the mute", VOLUME),
        ("what's your speaker level right now", VOLUME),
        ("turn the volume up by five", VOLUME),
        ("as loud as you can go, all the way up", VOLUME),
        ("youre too quiet i cant hear the answer", VOLUME),
        ("um shh a bit the baby is asleep", VOLUME),
        ("speak up a bit would you the kettles boiling", VOLUME),
        ("volume to 30, sorry, 35", VOLUME),
        (
            "turn yourself down and switch the kitchen light off",
            _all(r"kitchen.*\boff\b|\boff\b.*kitchen", VOLUME),
        ),
        ("my hearing isn't what it was, can you talk louder", VOLUME),
        ("please, the sound from you, more big", VOLUME),
    ],
    "unsupported": [
        ("put on some mozart for the baby", REFUSAL),
        ("ring my sister's landline", REFUSAL),
        ("send a text to dave saying the match starts at eight", REFUSAL),
        ("get a curry delivered from the takeaway", REFUSAL),
        ("book a doctor's appointment for next week", REFUSAL),
        ("anything in my diary for wednesday", REFUSAL),
        ("bump the thermostat to 22", REFUSAL),
        ("put the radio on im doing the ironing", REFUSAL),
        ("um can you bolt the patio doors for the night", REFUSAL),
        ("start the robot hoover the floors filthy", REFUSAL),
        ("play some jazz, actually no, play the news", OFFLINE),
        (
            "switch the living room light off and ring my son",
            _all(r"living room.*\boff\b|\boff\b.*living room", REFUSAL),
        ),
        ("what's the latest on the election", OFFLINE),
        ("i'm 77, can you video call my grandchildren in australia", REFUSAL),
    ],
    "chit_chat": [
        ("good morning, how are you today", CHAT),
        ("have you got a favourite season of the year", CHAT),
        ("thank you very much for your help", CHAT),
        ("know a funny one about penguins", CHAT),
        ("do you ever get bored", CHAT),
        ("what kinds of things can you help with", ABILITIES),
        ("are you a real person or a machine", NOT_A_PERSON),
        ("phew what a long day", CHAT),
        ("ha you made me laugh there", CHAT),
        ("right im heading upstairs to sleep night", CHAT),
        ("i got the job! i start on monday", CHAT),
        ("my cat died this morning and i feel awful", CHAT),
        ("thanks, and do you have any hobbies", CHAT),
        ("i am from poland, my english is not so good, sorry", CHAT),
    ],
    "general_knowledge": [
        ("which city is new zealand's capital", fact(r"wellington")),
        ("which bird lays the largest egg", fact(r"ostrich")),
        ("which country did the composer chopin come from", fact(r"poland|polish")),
        ("which planet has the great red spot", fact(r"jupiter")),
        ("which is the smallest continent", fact(r"australia|oceania")),
        ("what gas do plants take in", fact(r"carbon dioxide|\bco2\b")),
        ("how many keys on a normal piano", fact(r"\b88\b|eighty[- ]eight")),
        ("who wrote romeo and juliet my daughters reading it at school", fact(r"shakespeare")),
        ("um how long does a football match last not counting extra time", fact(r"\b90\b|ninety")),
        ("what does water boil at in celsius its for my homework", fact(r"\b100\b|a hundred|one hundred")),
        ("toronto's the capital of canada, isn't it", fact(r"(?s)^(?!.*\byes\b).*\bottawa\b")),
        ("capital of italy, no wait, of spain", fact(r"(?s)^(?!.*\brome\b).*\bmadrid\b")),
        ("i'm nine, what's the biggest animal in the world", fact(r"blue whale")),
        ("please, which language they speak in brazil? i go there next month", fact(r"portuguese")),
    ],
    "bad_input": [
        ("what's 9 to the power of 77777777", _short(TOO_BIG)),
        ("divide 48 by zero", DIV_ZERO),
        ("how many zorbles make a kilogram", UNKNOWN_UNIT),
        ("convert 3 kilograms into miles", MISMATCH),
        ("time in gondor right now", UNKNOWN_PLACE),
        ("wake me at 44:10", BAD_TIME),
        ("countdown from minus 12 seconds please", ZERO_TIMER + r"|negative"),
        ("what day of the week is the 29th of february 2027", BAD_FEB),
        ("add <b>peppers</b> to my shopping list", _not(r"<", r"peppers")),
        (LONG_ITEM, _short(r"\badd|\blist|too long|can't|cannot")),
        (
            "kitchen brightness to negative 30",
            _not(r"(?:is|now|at) (?:at )?(?:-\s?|minus |negative )30", BAD_LEVEL + r"|\b0\s*(?:%|percent)|\boff\b|lowest|minimum"),
        ),
        ("hmm so about the", HUH),
    ],
}

TAGS: dict[str, list[str]] = {
    category: (["b"] * len(rows) if category == "bad_input" else ["p"] * 7 + ["c"] * 3 + ["h"] * 4)
    for category, rows in CASES.items()
}
