"""A thirty-first held-out set for bench/requests_eval.py (``--set holdout31``), written on Friday 4 December 2026
(machine time, from 22:50 UTC) by the writer "blind31" for issue 15, blind: nothing under gpt_home/, tests/ or docs/
opened, no earlier set's cases read beyond holdout30 (for its structure and helper style only), and no failure lists,
results or issue notes read. Kept outside the repository while sealed; never tune on it.

The households: a British family with two children and a grandmother, an Australian share house, a Nigerian-English
couple and a Scottish farmer, over a week of cooking, school runs, gardening, sport and birthdays. Per category: 7
plain, everyday phrasings; 3 casual, spoken ones (fillers, a reason tacked on, lower-case speech-recognizer text with no
punctuation or apostrophes, a child); 4 harder ones (a correction in the breath, two asks at once, a need said
indirectly or a purpose clause, asking back then the answer in the next turn, an older person, someone still learning
English). ``TAGS`` holds the writer's tag for each request (p plain, c casual, h harder, b bad input). World-time
cities come from Europe, Africa and Oceania only; list items from baking, the garden and cleaning; timer and reminder
purposes from cooking, school and the garden. New content against holdout30 (and, by bench/requests_dedupe.py, the
earlier sets).

Clock, devices and judging as the main set: Tuesday 1 December 2026, 10:25 UTC (time zone UTC), lights kitchen and
living room, no weather location, no sound mixer. Categories run in order as one conversation, then the fresh mode runs
on the same household, so timers, alarms, reminders and lists each begin by clearing. Dates, weekdays and world times
are computed below with datetime/zoneinfo; conversions come from their defining factors (an answer rounded to 0-3
decimals within 2 % passes).
"""

from __future__ import annotations

from datetime import date
from zoneinfo import ZoneInfo

from requests_cases import CHAT, REFUSAL, VOLUME, WEATHER_POINTER, _all, _between, fact
from requests_helpers import (
    ABILITIES,
    ALL_LIGHTS,
    ASK_ADD,
    ASK_LONG,
    ASK_TIME,
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
    NOW_UTC,
    OFF,
    OFFLINE,
    ON,
    OZ_G,
    REMOVED,
    TODAY,
    TOO_BIG,
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
    _done,
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

_NUMBER_WORDS = {19: "nineteen", 23: "twenty[- ]three", 24: "twenty[- ]four", 56: "fifty[- ]six", 70: "seventy",
                 103: "a hundred and three|one hundred and three", 117: "a hundred and seventeen|one hundred and "
                 "seventeen", 339: "three hundred and thirty[- ]nine"}

ACRE_M2 = 4046.8564224  # the international acre, defined as 4,046.8564224 square metres
HECTARE_M2 = 10_000


def _days(count: int) -> str:
    return _count_days(count, _NUMBER_WORDS)


def _there_am(zone: str) -> str:
    """A morning world time from 10:00 to 11:59, where the 24-hour form "10:25" must not go on with "pm"."""
    local = NOW_UTC.astimezone(ZoneInfo(zone))
    return _not(rf"\b{local.hour}:{local.minute:02d}\s*p\.?m\b", _there(zone))


def _pm(hour: int, minute: int) -> str:
    """An afternoon or evening clock time, also said bare ("at 3:30") where no "am" follows it."""
    return _at(hour, minute) + rf"|\b{hour - 12}:{minute:02d}\b(?!\s*a\.?m\b)"


THURSDAY = _next(3)
SATURDAY = _next(5)
CHRISTMAS_EVE = date(2026, 12, 24)
CHRISTMAS = date(2026, 12, 25)
BONFIRE = date(2027, 11, 5)
ALL_SAINTS = date(2026, 11, 1)
EASTER = date(2027, 3, 28)
AUSTRALIA_DAY = date(2027, 1, 26)
THE_20TH = date(2026, 12, 20)
GRANNY_90 = date(2027, 2, 9)
WIFE_BIRTHDAY = date(2027, 3, 14)
OTHER_WEEKDAYS_THAN_SUNDAY = r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday)\b"
MONTH = (r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b")
SUIT = r"\b(?:hearts?|clubs?|diamonds?|spades?)\b"
TIL_ELEVEN = r"(?<![\d.])35 min|thirty[- ]five min|\b0:35\b"
WEEK_49 = r"\b49(?:th)?\b|forty[- ]nin(?:e|th)"
TIL_FETE = (r"(?<![\d.])215 min|two hundred and fifteen min|\b(?:3|three) hours?,? (?:and )?(?:35|thirty[- ]five) min"
            r"|\b3:35\b")
SCONES_LEFT = r"\b(?:12|13) min|(?:twelve|thirteen) min|\b(?:0:)?(?:12|13):\d\d\b"
SCONES_MORE = (r"\b(?:22|23) min|twenty[- ](?:two|three) min|add\w* (?:10|ten) (?:more )?min|(?:10|ten) (?:more|extra) "
               r"min|extra (?:10|ten) min|(?:10|ten) min\w* (?:added|on|more)")
CROSSED = (r"can't|couldn't|kitchen (?:lights? )?(?:is |is now )?(?:switched |turned )?on\b|living room (?:lights? )?"
           r"(?:is |is now )?(?:switched |turned )?off\b|(?:turned|switched) on the kitchen|(?:turned|switched) off the "
           r"living room")
ALL_OFF = _not(r"can't|couldn't|\b(?:turned|switched|are|is|now) on\b", _all(r"\boff\b", ALL_LIGHTS))
BAD_NOV = (r"doesn't exist|does not exist|isn't a (?:valid|real)|not a (?:valid|real)|invalid|no such|only (?:has )?30|"
           r"can't|cannot|don't understand|never has|no 31|there's no (?:november|nov) 31")
PINTS_2L = _approx(2000 / UK_PINT_ML)
ACRES_40HA = _approx(40 * HECTARE_M2 / ACRE_M2)
LONG_ITEM = (
    "add "
    + "a big bag of the strong white bread flour that grandma uses for her sunday loaf and the hot cross buns, " * 20
    + "to the shopping list"
)

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("give us the time off your clock, would you", NOW),
        ("remind me which weekday we've got today", _weekday_of(DAY)),
        ("which year is it that I put on this form", _not(r"\b2025\b|\b2027\b", r"\b2026\b|twenty twenty[- ]six")),
        ("is it still morning or has the afternoon started",
         _not(r"\bit's (?:the )?(?:afternoon|evening)\b|\bp\.?m\b", r"morning|" + NOW)),
        ("say the whole date for today with the year on the end", _all(TODAY, r"\b2026\b")),
        ("how many minutes have I got before eleven o'clock", TIL_ELEVEN),
        ("which week of the year are we in, by number", _not(r"\b48(?:th)?\b|\b50(?:th)?\b", WEEK_49)),
        ("whats the time love ive got two kids to get out the door for school", NOW),
        ("um its still tuesday isnt it", _not(r"^\W*no\b|wednesday|monday", r"\byes\b|tuesday")),
        ("is it my birthday month yet my birthday is in december",
         _not(r"^\W*no\b|november", r"\byes\b|december")),
        ("give me tomorrow's date, wait, no, today's", _not(_date(_in(1)), TODAY)),
        ("what's the time and what day of the week is it", _all(NOW, r"\btuesday\b")),
        ("the school fete opens at 2 this afternoon, how long have I got to make the cupcakes", TIL_FETE),
        ("Please what is the date of today? I want to fill my child school form.", TODAY),
    ],
    "date_arithmetic": [
        ("what date is it going to be forty days from today", _on(40)),
        ("christmas eve this year, which day of the week does it land on", _weekday_of(CHRISTMAS_EVE)),
        ("how many days till bonfire night next year", _days((BONFIRE - DAY).days)),
        ("if I go back 25 days, what date was that", _on(-25)),
        ("what's the date on wednesday of next week", _date(_in(8))),
        ("count me the days until easter sunday, the 28th of march 2027", _days((EASTER - DAY).days)),
        ("which day of the week was the first of november just gone", _weekday_of(ALL_SAINTS)),
        ("mummy how many more sleeps till christmas day", _days((CHRISTMAS - DAY).days)),
        ("whats the date six weeks from now the lambs are due about then", _on(42)),
        ("how many days till australia day mate were planning a barbie", _days((AUSTRALIA_DAY - DAY).days)),
        ("what date is it 10 days from today, no, 12 days", _not(_date(_in(10)), _on(12))),
        ("what weekday is the 20th and how many days is that from now",
         _not(OTHER_WEEKDAYS_THAN_SUNDAY, _all(r"\bsunday\b", _days((THE_20TH - DAY).days)))),
        ("my granny turns 90 on the 9th of february, how many days do I have to plan her party",
         _days((GRANNY_90 - DAY).days)),
        ("My wife she is born 14 March. How many day until her birthday?", _days((WIFE_BIRTHDAY - DAY).days)),
    ],
    "world_time": [
        ("what's the time in auckland at the moment", _there("Pacific/Auckland")),
        ("current time in nairobi, kenya, please", _there("Africa/Nairobi")),
        ("what's the time over in valletta, malta", _there_am("Europe/Malta")),
        ("adelaide, south australia, what time is it there", _there("Australia/Adelaide")),
        ("what hour is it in reykjavik, iceland", _there_am("Atlantic/Reykjavik")),
        ("what time do they have in casablanca right now", _there_am("Africa/Casablanca")),
        ("tell me what time it is in warsaw", _there_am("Europe/Warsaw")),
        ("whats the time back home in brisbane me mum might still be up", _there("Australia/Brisbane")),
        ("what time is it for accra now my sister is there", _there_am("Africa/Accra")),
        ("what time is it in fiji where my cousin lives", _there("Pacific/Fiji")),
        ("time in dublin, no, sorry, in harare", _not(r"\b10:25\b", _there("Africa/Harare"))),
        ("what time is it in johannesburg and in hobart",
         _all(_there("Africa/Johannesburg"), _there("Australia/Hobart"))),
        ("I want to ring my son in Darwin before he goes to bed, what time is it there now",
         _there("Australia/Darwin")),
        ("My daughter is working in Addis Ababa. Please, the time there now?", _there("Africa/Addis_Ababa")),
    ],
    "math": [
        ("what's 73 times 46", _num(73 * 46)),
        ("35 percent of 340, how much is that", _num(119, "a hundred and nineteen", "one hundred and nineteen")),
        ("what's 5,184 divided by 72", _num(72, "seventy[- ]two")),
        ("what do 2,649 and 7,386 come to added up", _num(2649 + 7386)),
        ("work out the square root of 3,136 for me", _num(56, "fifty[- ]six")),
        ("take 1,578 away from 6,020", _num(6020 - 1578)),
        ("two thirds of 1,620, what's that", _num(1080, "one thousand and eighty", "a thousand and eighty")),
        ("whats eight times seven i forgot my times tables", _num(56, "fifty[- ]six")),
        ("so whats 420 bucks split four ways for the rent", _num(105, "a hundred and five", "one hundred and five")),
        ("what's 17 squared, it's for my homework", _num(289, "two hundred and eighty[- ]nine")),
        ("what's 250 times 8, no, times 12",
         _not(r"(?<![\d.])2,?000(?!\.?\d)|\btwo thousand\b", _num(3000, "three thousand"))),
        ("what's 64 plus 89 and what's 15 times 15",
         _all(_num(153, "a hundred and fifty[- ]three"), _num(225, "two hundred and twenty[- ]five"))),
        ("I'm baking 3 batches of 24 fairy cakes for the school bake sale, how many cakes will that make",
         _num(72, "seventy[- ]two")),
        ("I'm 84 and my pension is 230 pounds a week, how much is that over 4 weeks",
         _num(920, "nine hundred and twenty")),
    ],
    "units": [
        ("my bike ride was 42 miles, how many kilometres is that", _approx(42 * MILE_KM)),
        ("convert 75 kilograms into pounds", _approx(75 / LB_KG)),
        ("my lad is 5 foot 7, how tall is he in centimetres", _approx(67 * INCH_CM)),
        ("how many grams are in 12 ounces of plain flour", _approx(12 * OZ_G)),
        ("turn 60 yards into metres", _approx(60 * YARD_M)),
        ("the cake wants 170 degrees c, what's that in fahrenheit", _approx(_c_to_f(170))),
        ("how many british pints are there in 2 litres", PINTS_2L),
        ("how many acres is 40 hectares i'm buying the field next door", ACRES_40HA),
        ("its 38 degrees here whats that in fahrenheit for my american housemate", _approx(_c_to_f(38))),
        ("how many centimetres is 4 feet im measuring my little brother", _approx(48 * INCH_CM)),
        ("how many grams is 4 ounces, sorry, 6 ounces of butter",
         _not(r"(?<![\d.])113(?:\.\d+)?(?!\.?\d)", _approx(6 * OZ_G))),
        ("how many miles is 10 kilometres and how many pounds is 3 kilos",
         _all(_approx(10 / MILE_KM), _approx(3 / LB_KG))),
        ("the parkrun is 5 kilometres and my dad only thinks in miles", _approx(5 / MILE_KM)),
        ("In shop the rope is 15 yard. How much meter is this?", _approx(15 * YARD_M)),
    ],
    "random": [
        ("give the coin a flip", HEADS_TAILS),
        ("roll an eight-sided die for the board game", _between(1, 8)),
        ("give me any number from 31 to 44", _between(31, 44)),
        ("name a random month for our quiz", MONTH),
        ("choose a card suit, hearts, clubs, diamonds or spades", SUIT),
        ("give the die a roll for my turn at monopoly", _between(1, 6)),
        ("pick a number from 1 to 100 for the raffle", _between(1, 100)),
        ("mate flip a coin to see who takes the bins out", HEADS_TAILS),
        ("scissors paper stone lets play", r"\b(?:rock|paper|scissors|stone)\b"),
        ("neeps or tatties with the haggis the night, you pick", r"\bneeps\b|\btatties\b|turnips?|potato(?:es)?"),
        ("a number from 1 to 50, no, make it 1 to 20", _between(1, 20)),
        ("heads or tails, and then a dice roll after that", _all(HEADS_TAILS, _between(1, 6))),
        ("we can't decide between lasagne and curry for tea tonight, you choose", r"\blasagne\b|\bcurry\b"),
        ("I'm 82 and doing the church raffle, pick me a ticket number from 1 to 250", _between(1, 250)),
    ],
    "spelling": [
        ("how do you spell fuchsia, the plant", _spelled("fuchsia")),
        ("spell cinnamon for me", _spelled("cinnamon")),
        ("silhouette, how's that one spelt", _spelled("silhouette")),
        ("how do you spell mayonnaise", _spelled("mayonnaise")),
        ("spell liaise letter by letter", _spelled("liaise")),
        ("how is pharaoh spelt", _spelled("pharaoh")),
        ("spell the word conscientious", _spelled("conscientious")),
        ("uh how do you spell quinoa im writing a recipe card", _spelled("quinoa")),
        ("how do you spell hippopotamus its my favourite animal", _spelled("hippopotamus")),
        ("spell jollof for me i dey write the party menu", _spelled("jollof")),
        ("spell flour, no, flower, the garden kind", _not(_spelled("flour"), _spelled("flower"))),
        ("spell aubergine and then courgette", _all(_spelled("aubergine"), _spelled("courgette"))),
        ("I'm labelling the jam jars and I'm never sure how raspberry is spelt", _spelled("raspberry")),
        ("Please spell for me the word beautiful, I always make mistake.", _spelled("beautiful")),
    ],
    "timers": [
        ("stop and delete every timer on the go", CLEARED),
        ("an 18 minute timer please", _timer(r"\b18 min|eighteen min")),
        ("custard timer for nine minutes please", _timer(r"\b9 min|nine min", "custard")),
        ("set a timer called scones for 13 minutes", _timer(r"\b13 min|thirteen min", "scones")),
        ("how long until the scones come out", SCONES_LEFT),
        ("what timers are ticking away right now", _all(r"\bcustard\b", r"\bscones\b")),
        ("stop the custard timer, I've taken it off the heat", _not(r"\bscones\b", _all(r"\bcustard\b", GONE))),
        ("timer twenty minutes for the roast potatoes ta", _timer(r"\b20 min|twenty min")),
        ("set a timer for 25 minutes for my reading homework", _timer(r"\b25 min|twenty[- ]five min")),
        ("give me 40 minutes on a timer so i remember to move the sprinkler", _timer(r"\b40 min|forty min")),
        ("timer for 4 minutes, no, make that 6", _not(r"\b4 min|four min", _timer(r"\b6 min|six min"))),
        ("could you set a timer for the shortbread", ASK_LONG),
        ("twenty-six minutes", _timer(r"\b26 min|twenty[- ]six min")),
        ("I'm 91, can you put another 10 minutes on the scones timer",
         _not(r"\bcustard\b|took|taken|removed|subtract\w*|\bless\b", _done(_all(r"\bscones\b", SCONES_MORE)))),
    ],
    "alarms": [
        ("delete every single alarm I've got", CLEARED),
        ("I've got to be up at twenty past six tomorrow morning", _not(r"6:20\s*p\.?m|\b18:20\b", _done(_at(6, 20)))),
        ("alarm for twenty five to three this afternoon",
         _not(r"2:35\s*a\.?m|\b02:35\b|morning", _done(_pm(14, 35)))),
        ("put an alarm on for ten to eleven tonight", _not(r"10:50\s*a\.?m|morning", _done(_pm(22, 50)))),
        ("wake me on saturday at 7:45", _done(_all(_said(SATURDAY), _at(7, 45)))),
        ("list all my alarms", _all(_at(6, 20), _pm(14, 35), _pm(22, 50), _at(7, 45))),
        ("turn off the twenty five to three alarm",
         _not(r"6:20|10:50|22:50|7:45", _all(_pm(14, 35), GONE))),
        ("set an alarm for half four the morn, the cows need milking",
         _not(r"4:30\s*p\.?m|\b16:30\b", _done(_at(4, 30)))),
        ("alarm for quarter past seven for school please", _not(r"7:15\s*p\.?m|\b19:15\b", _done(_at(7, 15)))),
        ("um alarm six oh five", _done(_at(6, 5) + "|" + _at(18, 5))),
        ("alarm for 5 past 9, no wait, 25 past 9", _not(r"\b9:05\b|\b21:05\b", _done(_at(9, 25) + "|" + _at(21, 25)))),
        ("I'm going to need an alarm", ASK_TIME),
        ("make it five forty", _done(_at(5, 40) + "|" + _at(17, 40))),
        ("Please put alarm on Thursday, 6 in the morning, I go to market",
         _not(r"\b6\s*p\.?m|\b18:00\b", _done(_all(_said(THURSDAY), _at(6, 0))))),
    ],
    "reminders": [
        ("forget every reminder I've set up", CLEARED),
        ("remind me at 3 pm to take the lamb out of the freezer", _done(_all(r"\blamb\b", _pm(15, 0)))),
        ("tomorrow at 8 am remind me to pack the PE kit", _done(_all(r"\bkit\b|\bPE\b", _at(8, 0)))),
        ("in 30 minutes remind me to baste the chicken",
         _done(_all(r"chicken|bast", _later(30) + r"|30 minutes|thirty minutes"))),
        ("remind me on thursday at 4 pm to water the tomatoes in the greenhouse",
         _done(_all(r"tomato", _pm(16, 0), _said(THURSDAY)))),
        ("go through my reminders with me", _all(r"\blamb\b", r"\bkit\b|\bPE\b", r"chicken|bast", r"tomato")),
        ("delete the reminder about the chicken", _not(r"\blamb\b|\bkit\b|tomato", _all(r"chicken|bast", GONE))),
        ("remind me at half three to grab the kids from school",
         _done(_all(r"kids|school|grab|collect|pick", _pm(15, 30)))),
        ("remind me by 6 this evening to soak the beans for moi moi", _done(_all(r"beans|moi", _pm(18, 0)))),
        ("remind me in 20 minutes to do my spellings",
         _done(_all(r"spelling", _later(20) + r"|20 minutes|twenty minutes"))),
        ("remind me at 5 to put the potatoes on, no, at quarter past 5",
         _not(_at(17, 0) + r"|\b5:00\b|\b5\s*p\.?m|5:15\s*a\.?m|\b05:15\b",
              _done(_all(r"potato", _pm(17, 15))))),
        ("remind me at noon to sow the broad beans and at 2 to ice the birthday cake",
         _done(_all(r"broad beans|\bsow", _at(12, 0) + r"|\bnoon\b|midday", r"\bice\b|icing|cake", _pm(14, 0)))),
        ("the school play starts at 6 and I need to be there half an hour early, remind me when to leave",
         _done(_all(r"play|school|leave", _pm(17, 30)))),
        ("I'm 87, please remind me tomorrow morning at 10 to plant the tulip bulbs",
         _not(r"\b10\s*p\.?m|\b22:00\b", _done(_all(r"tulip", _at(10, 0))))),
    ],
    "lists": [
        ("scrap everything on the shopping list", _not(r"to-?do", CLEARED)),
        ("do the same with the to-do list, clear it out", _not(r"shopping", CLEARED)),
        ("add self-raising flour, caster sugar and baking powder to my shopping list",
         _put(r"self[- ]raising flour", r"caster sugar", r"baking powder")),
        ("put compost on the shopping list", _put(r"compost")),
        ("tell me the items on the shopping list, every one", _all(r"flour", r"caster sugar", r"baking powder", r"compost")),
        ("take the baking powder off the list",
         _not(r"\badded baking powder\b|can't|couldn't", _all(r"baking powder", REMOVED))),
        ("add clean the oven to my to-do list", _put(r"\boven\b")),
        ("were out of bin bags chuck em on the list", _put(r"bin bags")),
        ("put chocolate buttons on the list for my birthday cake", _put(r"chocolate buttons")),
        ("um add rubber gloves to the shopping list the old ones have split", _put(r"rubber gloves")),
        ("add vanilla essence, sorry, vanilla extract", _not(r"essence", _put(r"vanilla extract"))),
        ("put slug pellets on the shopping list and take the compost off",
         _not(r"can't|couldn't|added (?:slug pellets and )?compost|slug pellets and compost",
              _all(r"slug pellets", r"\bcompost\b", REMOVED))),
        ("there's another thing for the shopping list", ASK_ADD),
        ("a bottle of washing-up liquid", _put(r"washing[- ]up liquid")),
    ],
    "lights": [
        ("put the big light on in the kitchen", _light("kitchen", ON, "off")),
        ("living room's empty now so you can kill the light in there", _light("living room", OFF, "on")),
        ("I want the kitchen at 30 per cent brightness", _level("kitchen", 30)),
        ("65 percent in the living room please", _level("living room", 65)),
        ("is the kitchen light on or off at the moment",
         _not(r"\b(?:is|it's|are) (?:switched |turned )?off\b|\bnot\b|isn't",
              r"\bon\b|\byes\b|\blit\b|\b30\s*(?:%|percent)")),
        ("lights out everywhere, both rooms", ALL_OFF),
        ("the living room's too gloomy, brighten it up",
         _not(r"can't|couldn't|\b(?:is|now|turned|switched) off\b|dimm|kitchen",
              _all(r"living room", r"\bon\b|bright\w*|\bup\b|\b\d{1,3}\s*(?:%|percent)|raised|increased"))),
        ("need the kitchen light on im icing the birthday cake", _light("kitchen", ON, "off")),
        ("turn off the living room light its movie time", _light("living room", OFF, "on")),
        ("put the living room light on its pure dark in here", _light("living room", ON, "off")),
        ("kitchen brightness 90 per cent, sorry, I meant 45", _not(r"\b90\s*(?:%|percent)", _level("kitchen", 45))),
        ("switch on the living room light and switch off the kitchen one",
         _not(CROSSED, _all(r"kitchen[^.]*\boff\b|\boff\b[^.]*kitchen",
                            r"living room[^.]*\bon\b|\bon\b[^.]*living room"))),
        ("I'm doing my homework at the kitchen table and I can barely see",
         _not(r"can't|couldn't|\b(?:is|now|turned|switched) off\b|dimm|living room",
              _all(r"kitchen", r"\bon\b|bright\w*|\bup\b|\b\d{1,3}\s*(?:%|percent)|raised|increased"))),
        ("Please, the garage light, you put on for me?", NO_LIGHT),
    ],
    "weather": [
        ("what's the forecast looking like for tomorrow", WEATHER_POINTER),
        ("is it going to rain at all today", WEATHER_POINTER),
        ("how windy is it outside just now", WEATHER_POINTER),
        ("should I cover the dahlias, is frost forecast tonight", WEATHER_POINTER),
        ("what's the temperature out there", WEATHER_POINTER),
        ("is it going to snow on thursday or friday", WEATHER_POINTER),
        ("is the sun out", WEATHER_POINTER),
        ("do i need to water the veg patch or is rain coming", WEATHER_POINTER),
        ("can i wear my sandals to school today", WEATHER_POINTER),
        ("is it gonna be a scorcher today mate", WEATHER_POINTER),
        ("what's the weather in edinburgh tomorrow, no, in aberdeen", _not(r"edinburgh", WEATHER_CITY)),
        ("what's today's date and is it windy out", _all(TODAY, WEATHER_POINTER)),
        ("the ewes are lambing in the top field, is there a storm coming", WEATHER_POINTER),
        ("Tomorrow it will be rain for my son football match?", WEATHER_POINTER),
    ],
    "volume": [
        ("bring your voice up a bit", VOLUME),
        ("can you go down a bit in volume", VOLUME),
        ("change your volume setting to thirty", VOLUME),
        ("turn your sound right off, mute it", VOLUME),
        ("what's your volume at right now", VOLUME),
        ("bump the volume up by 10", VOLUME),
        ("as loud as you go, full whack", VOLUME),
        ("can you turn it down the baby is sleeping", VOLUME),
        ("speak up i cant hear you over the telly", VOLUME),
        ("crank yourself up a notch mate the footy's on", VOLUME),
        ("volume to 80, sorry, 70", VOLUME),
        ("turn the kitchen light off and speak louder",
         _all(r"kitchen[^.]*\boff\b|\boff\b[^.]*kitchen", VOLUME)),
        ("the hoover's going and I can't hear you properly", VOLUME),
        ("Please you speak more loud, I am old and my ears not good", VOLUME),
    ],
    "unsupported": [
        ("play some Kylie Minogue", REFUSAL),
        ("get my mother-in-law on the phone", REFUSAL),
        ("text my husband that I'm running late", REFUSAL),
        ("order a Nando's for tonight", REFUSAL),
        ("have I got anything in my diary on Thursday", REFUSAL),
        ("book us a table at the curry house for Friday", REFUSAL),
        ("what's the score in the rugby", OFFLINE),
        ("play the let it go song from frozen", REFUSAL),
        ("put the cricket on the telly mate", REFUSAL),
        ("play some rain sounds i cant sleep", REFUSAL),
        ("text my brother, actually no, call him", REFUSAL),
        ("turn the living room light on and play the radio",
         _all(r"living room[^.]*\bon\b|\bon\b[^.]*living room", REFUSAL)),
        ("my car insurance runs out on friday, can you renew it online for me", REFUSAL),
        ("I'm 85, can you ring the surgery and make me an appointment", REFUSAL),
    ],
    "chit_chat": [
        ("good morning, how are you doing", CHAT),
        ("tell me a joke about cows", CHAT),
        ("what's your favourite kind of cake", CHAT),
        ("tell me everything you're able to help with", ABILITIES),
        ("is there somebody actually listening in there", NOT_A_PERSON),
        ("ta very much, that was a big help", CHAT),
        ("do you support a football team", CHAT),
        ("when's your birthday then", CHAT),
        ("g'day how's it going", CHAT),
        ("im knackered after the school run", CHAT),
        ("we won the county cup on saturday!", CHAT),
        ("what can you help me with while I'm cooking", ABILITIES),
        ("it's been a year since my Jim died and I still set two cups out", CHAT),
        ("Hello, I come from Romania, my English is not good, you understand me?", CHAT),
    ],
    "general_knowledge": [
        ("ghana's capital city, what is it", fact(r"\baccra\b")),
        ("which painter did the sunflowers", fact(r"van gogh")),
        ("how many players are in a rugby union team", fact(r"\b15\b|\bfifteen\b")),
        ("which bird lays the biggest egg", fact(r"ostrich")),
        ("which is the longest river in africa", fact(r"\bnile\b")),
        ("how many pieces does each chess player start the game with", fact(r"\b16\b|\bsixteen\b")),
        ("who wrote the gruffalo", fact(r"donaldson")),
        ("whats the biggest animal in the whole world", fact(r"blue whale")),
        ("what's the highest mountain in scotland, the wife and I are arguing", fact(r"ben nevis")),
        ("um how many a side is netball", fact(r"\b7\b|\bseven\b")),
        ("what's the capital of ireland, no, northern ireland", fact(r"(?s)^(?!.*dublin).*\bbelfast\b")),
        ("what's the capital of nigeria and what money do they use there",
         fact(r"(?s)^(?=.*\babuja\b)(?=.*\bnaira\b)")),
        ("my son's doing a project on the romans, who was the first roman emperor", fact(r"augustus|octavian")),
        ("In which country is the Eiffel Tower? I go there for holiday.", fact(r"\bfrance\b")),
    ],
    "bad_input": [
        ("what is 9 to the power of 5 billion", _short(TOO_BIG)),
        ("divide 73 by nothing, by zero", DIV_ZERO),
        ("how many grams is 12 flumbers", UNKNOWN_UNIT),
        ("turn 4 kilograms into minutes", MISMATCH),
        ("what time do they keep in the land of oz", UNKNOWN_PLACE),
        ("alarm for 29:10 tomorrow", BAD_TIME),
        ("start a timer of negative 3 minutes for the eggs", ZERO_TIMER + r"|negative"),
        ("my son says his party is on 31 november, which weekday is that", BAD_NOV),
        ("put <b>icing sugar</b> on my shopping list", _not(r"<", _put(r"icing sugar"))),
        (LONG_ITEM, _short(r"\badd|\bput|\blist|too long|can't|cannot|limit|characters")),
        ("living room light at negative 20 percent",
         _not(r"\b(?:is|now|at) (?:-|minus |negative )20\b", BAD_LEVEL + r"|\b0\s*(?:%|percent)|minimum|lowest")),
        ("set the, um, you know, the thing", HUH),
    ],
}

TAGS: dict[str, list[str]] = {
    category: (["b"] * len(rows) if category == "bad_input" else ["p"] * 7 + ["c"] * 3 + ["h"] * 4)
    for category, rows in CASES.items()
}
