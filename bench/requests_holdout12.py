"""A twelfth held-out set for bench/requests_eval.py (``--set holdout12``), published after its blind runs (before 89.2 / 87.6 %, after the first merges 89.2 / 87.6 %; bench/data/holdout12_README.md), written on Wednesday 2 December 2026
(machine time, 09:14-09:55 UTC) by the engineer "blind12" for issue 15, blind: no code under gpt_home/, no tests, no
earlier request sets' cases and no failure lists or results read (only the case format: the markers and helpers at the
top of bench/requests_cases.py, bench/requests_helpers.py, the docstring and import block of holdout11, plus
bench/requests_eval.py, the dedupe tool, holdout11's README and its checker). Kept outside the repository; never tune
on it.

Like holdout11 this set is a REPRESENTATIVE SAMPLE of what a household says over a week: about half of each category
in plain, common phrasing, about a quarter casual and spoken (fillers, a reason after, run-on lower-case
speech-recognizer text without punctuation or apostrophes), about a quarter harder (corrections in the breath, two
requests in one breath, indirect needs, follow-ups, children, the elderly, non-native speakers). Other content
(numbers, cities, words, items, facts) than holdout11's; no request is an exact or same-core duplicate of an earlier
set's (bench/requests_dedupe.py).

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
    LB_KG,
    MILE_KM,
    MISMATCH,
    NO_LIGHT,
    NOT_A_PERSON,
    NOW,
    OFFLINE,
    OZ_G,
    REMOVED,
    TODAY,
    TOO_BIG,
    UK_GALLON_L,
    UK_PINT_ML,
    UNKNOWN_PLACE,
    UNKNOWN_UNIT,
    US_GALLON_L,
    US_PINT_ML,
    WEATHER_CITY,
    ZERO_TIMER,
    _added,
    _approx,
    _at,
    _date,
    _done,
    _later,
    _named,
    _not,
    _num,
    _on,
    _short,
    _spelled,
    _there,
    _weekday,
)
from requests_helpers import _days as _count_days

_NUMBER_WORDS = {14: "fourteen", 17: "seventeen", 31: "thirty[- ]one", 75: "seventy[- ]five"}


def _days(count: int) -> str:
    """A count of days, in digits or in this set's words for it."""
    return _count_days(count, _NUMBER_WORDS)


# Added for holdout12 (same style as the shared helpers).
def _only(bad: str, *goods: str) -> str:
    """Every one of ``goods`` somewhere and ``bad`` nowhere (a correction: the meant thing only, all of it)."""
    return rf"(?s)^(?!.*(?:{bad}))" + "".join(f"(?=.*(?:{g.removeprefix('(?s)')}))" for g in goods)


def _bare(pattern: str) -> str:
    """A pattern without its leading (?s), to sit inside _all (which sets it for the whole)."""
    return pattern.removeprefix("(?s)")


def _weekday_of(day: date) -> str:
    """The weekday of ``day`` and no other weekday named (a wrong day said alongside fails)."""
    others = "|".join(f"{d:%A}" for d in (day + timedelta(days=k) for k in range(1, 7)))
    return _not(rf"\b(?:{others})\b", _weekday(day))


NEW_YEAR = date(2027, 1, 1)
VALENTINE = date(2027, 2, 14)
HOLIDAYS = date(2026, 12, 18)
RENT_DAY = date(2026, 12, 15)
THIS_MONDAY = DAY + timedelta(days=(0 - DAY.weekday()) % 7 or 7)
FRIDAY = DAY + timedelta(days=(4 - DAY.weekday()) % 7 or 7)
LONG_ITEM = "add " + "very " * 250 + "fresh ginger to the shopping list"  # 1,287 characters: under ask's limit
TIME_LEFT_RICE = r"\b(?:14|15|fourteen|fifteen) min|\b14:5\d\b|\b(?:8[5-9]\d|900) seconds"
NO_REMINDER = r"^\W*no\b|don't have|no reminders?|there (?:are|is) no|aren't any|isn't one|nothing"

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("what's the exact time", NOW),
        ("what's today's date then", TODAY),
        ("what weekday is it", _weekday_of(DAY)),
        ("which month is it now", _not(r"november|january", r"\bdecember\b")),
        ("which year is this", _not(r"\b2025\b|\b2027\b", r"\b2026\b|twenty twenty[- ]six")),
        ("is it still before midday", _not(r"\bno\b|afternoon|evening", r"\byes\b|morning|" + NOW)),
        ("tell me the date and the time", _all(TODAY, NOW)),
        ("hey whats the time i need to leave for the bus soon", NOW),
        ("um what day is it today again", _weekday_of(DAY)),
        ("whats the date today im filling in a form", TODAY),
        ("how long is it till noon", r"\b95 minutes|\b(?:1|one|an) hour,? (?:and )?(?:35|thirty[- ]five) min"),
        ("is today the second of december", _not(r"\byes\b", r"\bno\b|" + TODAY)),
        ("what day is it today my sister says its saturday", _not(r"\bit(?:'s| is) saturday|\byes\b",
                                                                  r"\btuesday\b")),
        ("which date we have today", TODAY),
    ],
    "date_arithmetic": [
        ("give me tomorrow's date", _on(1)),
        ("what's the date this coming monday", _date(THIS_MONDAY)),
        ("how many days are left before new year's day", _days((NEW_YEAR - DAY).days)),
        ("what day of the week is the 20th", _weekday_of(date(2026, 12, 20))),
        ("which day was yesterday", _weekday_of(DAY - timedelta(days=1))),
        ("what will the date be in 45 days", _date(DAY + timedelta(days=45))),
        ("how many days have we got until valentine's day", _days((VALENTINE - DAY).days)),
        ("um whats the date three weeks from now", _date(DAY + timedelta(weeks=3))),
        ("what day does the 31st fall on im planning a party", _weekday_of(date(2026, 12, 31))),
        ("how many days till the 15th my rents due", _days((RENT_DAY - DAY).days)),
        ("friday week what date is that", _date(FRIDAY + timedelta(days=7))),
        ("what day is the 12th no sorry the 13th", _weekday_of(date(2026, 12, 13))),
        ("how many days until the holidays start on the 18th", _days((HOLIDAYS - DAY).days)),
        ("which day of week is first january next year", _weekday_of(NEW_YEAR)),
    ],
    "world_time": [
        ("how late is it in dubai", _there("Asia/Dubai")),
        ("what's the local time in singapore", _there("Asia/Singapore")),
        ("what time is it in chicago at the moment", _there("America/Chicago")),
        ("what time is it over in auckland", _there("Pacific/Auckland")),
        ("whats the time in cairo at the moment", _there("Africa/Cairo")),
        ("current time in seoul", _there("Asia/Seoul")),
        ("whats the time in buenos aires at the moment", _there("America/Argentina/Buenos_Aires")),
        ("whats the time over in lagos my brother lives there", _there("Africa/Lagos")),
        ("um how early is it in vancouver", _there("America/Vancouver")),
        ("how late is it in adelaide my mate just messaged me", _there("Australia/Adelaide")),
        ("what time is it in karachi no wait dhaka", _not(_there("Asia/Karachi"), _there("Asia/Dhaka"))),
        ("whats the time in manila and in jakarta", _all(_there("Asia/Manila"), _there("Asia/Jakarta"))),
        ("can i ring my aunt in johannesburg now or is it too late",
         _there("Africa/Johannesburg") + r"|\bmidday\b|\bnoon\b|lunch ?time"),
        ("how many hours is tehran in front of here",
         r"\b3(?:\.5| and a half|½)|three and a half|\b3 hours and 30|three hours and thirty"),
    ],
    "math": [
        ("what's 12 times 13", _num(156)),
        ("what is 15 percent of 80", _num(12, "twelve")),
        ("what's 360 divided by 8", _num(45)),
        ("what's 256 plus 389", _num(645)),
        ("what is 900 minus 475", _num(425)),
        ("what's the square root of 225", _num(15, "fifteen")),
        ("what's 6 times 8", _num(48, "forty[- ]eight")),
        ("um whats 45 plus 38 plus 17", _num(100, "a hundred", "one hundred")),
        ("whats 25 percent off 60 pounds im at the shops", _num(45, "forty[- ]five")),
        ("whats 350 times 3 im tripling the recipe", _num(1050)),
        ("what's 9 times 7 no sorry 9 times 6", _not(_num(63), _num(54, "fifty[- ]four"))),
        ("dinner was 96 pounds split between four of us how much is that each", _num(24, "twenty[- ]four")),
        ("what's ten take away three", _num(7, "seven")),
        ("how much is the half of 130", _num(65, "sixty[- ]five")),
    ],
    "units": [
        ("how many grams in 3 ounces", _approx(3 * OZ_G)),
        ("convert 15 kilometres to miles", _approx(15 / MILE_KM)),
        ("how many inches is 50 centimetres", _approx(50 / INCH_CM)),
        ("what is 200 degrees celsius in fahrenheit", _approx(200 * 9 / 5 + 32)),
        ("how many millilitres in a pint", _approx(UK_PINT_ML) + "|" + _approx(US_PINT_ML)),
        ("convert 5 kilograms to pounds", _approx(5 / LB_KG)),
        ("how many feet in 3 metres", _approx(3 / FOOT_M)),
        ("um how many ounces is 250 grams", _approx(250 / OZ_G)),
        ("whats 350 fahrenheit in celsius my recipe is american", _approx((350 - 32) * 5 / 9)),
        ("how many litres is 2 gallons for the fish tank", _approx(2 * UK_GALLON_L) + "|" + _approx(2 * US_GALLON_L)),
        ("how many centimetres is six feet im measuring the sofa", _approx(6 * FOOT_M * 100)),
        ("convert 20 miles no 30 miles to kilometres", _not(_approx(20 * MILE_KM), _approx(30 * MILE_KM))),
        ("how many days in 6 weeks and how many hours in 3 days", _all(_num(42, "forty[- ]two"),
                                                                       _num(72, "seventy[- ]two"))),
        ("how much kilo is 12 pound", _approx(12 * LB_KG)),
    ],
    "random": [
        ("toss a coin for heads or tails to decide", HEADS_TAILS),
        ("we need a dice roll for ludo", _between(1, 6)),
        ("pick a number between 1 and 50", _between(1, 50)),
        ("give me a random number from 1 to 20", _between(1, 20)),
        ("roll a ten sided dice", _between(1, 10)),
        ("pick a random number between 100 and 200", _between(100, 200)),
        ("pick heads or tails for me", HEADS_TAILS),
        ("flip a coin to see who does the washing up", HEADS_TAILS),
        ("um pick a number one to ten", _between(1, 10)),
        ("roll two dice please were playing monopoly", _between(2, 12)),
        ("choose between tacos and curry for dinner", r"\btacos\b|\bcurry\b"),
        ("pick a number between 1 and 5 no 1 and 3", _between(1, 3)),
        ("roll the dice for me its my turn", _between(1, 6)),
        ("please give me one random number from zero until hundred", _between(0, 100)),
    ],
    "spelling": [
        ("how do you spell occasionally", _spelled("occasionally")),
        ("spell separate", _spelled("separate")),
        ("how do you spell restaurant", _spelled("restaurant")),
        ("how do you spell february", _spelled("february")),
        ("how is broccoli spelled", _spelled("broccoli")),
        ("spell the word receipt", _spelled("receipt")),
        ("how do you spell definitely", _spelled("definitely")),
        ("how do you spell beautiful its for a birthday card", _spelled("beautiful")),
        ("um spell mischievous", _spelled("mischievous")),
        ("whats the spelling of parallel", _spelled("parallel")),
        ("spell weather no sorry whether like if", _not(_spelled("weather"), _spelled("whether"))),
        ("how do you write the word elephant", _spelled("elephant")),
        ("how i spell the word knife with the k or no", _spelled("knife")),
        ("is it colleague or collegue", _spelled("colleague") + r"|^\W*(?:it's |it is )?colleague\b|colleague is (?:the )?(?:right|correct)"),
    ],
    "timers": [
        ("stop all the timers that are running", CLEARED),
        ("start a 25 minute timer", _done(r"\b(?:25|twenty[- ]five)[- ]min")),
        ("set a rice timer for 15 minutes would you im starving", _done(_all(r"\brice\b", r"\b(?:15|fifteen)[- ]min"))),
        ("start a 35 minute timer for the chicken", _done(_all(r"chicken", r"\b(?:35|thirty[- ]five)[- ]min"))),
        ("how much time is left on the rice timer", TIME_LEFT_RICE),
        ("what timers do i have", _all(r"\b(?:2[45]|twenty)", r"\brice\b", r"chicken")),
        ("cancel the chicken timer", _only(r"\brice\b", r"chicken", GONE)),
        ("um set a timer for four minutes for my tea", _done(r"\b(?:4|four)[- ]min")),
        ("put a timer on for half an hour im having a nap", _done(r"\b(?:30|thirty)[- ]min|half an hour")),
        ("timer for two minutes for brushing my teeth", _done(r"\b(?:2|two)[- ]min")),
        ("set a timer for 5 minutes no wait 7 minutes", _not(r"\b(?:5|five)[- ]min", r"\b(?:7|seven)[- ]min")),
        ("add five minutes to the rice timer", _done(_all(r"\brice\b", r"\b(?:5|five|19|nineteen|20|twenty)\b"))),
        ("i'd like a timer please", ASK_LONG),
        ("a timer for eighteen minutes please", _done(r"\b(?:18|eighteen)[- ]min")),
    ],
    "alarms": [
        ("clear out every alarm i've set", CLEARED),
        ("set an alarm for 6:30 am", _done(_at(6, 30))),
        ("get me up at 7 tomorrow", _done(_at(7, 0))),
        ("set an alarm for 2:30 this afternoon", _done(_at(14, 30))),
        ("set an alarm for 8 on saturday morning", _done(_all(_at(8, 0), r"saturday"))),
        ("which alarms are set", _all(_at(6, 30), _at(7, 0), _at(14, 30), _at(8, 0))),
        ("cancel the 2:30 alarm", _only(_at(6, 30) + "|" + _at(7, 0), GONE, _at(14, 30) + r"|\b2:30\b")),
        ("um can you wake me at quarter past nine im having a lie in", _done(_at(9, 15))),
        ("set an alarm for five in the morning got an early flight", _done(_at(5, 0))),
        ("alarm for ten to seven please", _done(_at(6, 50))),
        ("set an alarm for 6 no actually 6:45", _not(_at(6, 0), _at(6, 45))),
        ("i'd like to set an alarm", ASK_TIME),
        ("could you wake me at twenty past eight tomorrow please dear", _done(_at(8, 20))),
        ("do i have an alarm for saturday", _not(r"^\W*no\b|don't have|no alarms?", r"saturday|\byes\b")),
    ],
    "reminders": [
        ("delete every reminder i have", CLEARED),
        ("remind me to call the plumber at 3 pm", _done(_all(r"plumber", _at(15, 0)))),
        ("remind me to pick up the kids at quarter past three", _done(_all(r"kids", _at(15, 15)))),
        ("remind me to hang the washing out in 20 minutes",
         _done(_all(r"washing", _later(20) + r"|\b(?:20|twenty) minutes"))),
        ("remind me tomorrow at 9 to pay the council tax", _done(_all(r"council tax", _at(9, 0)))),
        ("read me my reminders", _all(r"plumber", r"kids", r"washing", r"council tax")),
        ("cancel the plumber reminder", _only(r"\bkids\b|council", r"plumber", GONE)),
        ("remind me to feed the cat at six tonight she gets grumpy", _done(_all(r"\bcat\b", _at(18, 0)))),
        ("uh remind me to ring the bank in an hour",
         _done(_all(r"\bbank\b", _later(60) + r"|\b(?:an|one|1) hour"))),
        ("remind me about my vitamins at 8 tomorrow morning", _done(_all(r"vitamins", _at(8, 0)))),
        ("i need reminding about something", ASK_WHAT),
        ("remind me to call mum at 5 no make it 6", _only(_at(17, 0), r"\bmum\b", _at(18, 0))),
        ("the parcel comes at 1 can you give me a nudge at ten to", _done(_all(r"parcel", _at(12, 50)))),
        ("did i set a reminder for the cat", _not(NO_REMINDER, r"\bcat\b")),
    ],
    "lists": [
        ("wipe the shopping list clean", _not(r"to-?do", CLEARED)),
        ("empty my to do list", _not(r"shopping", CLEARED)),
        ("add unsalted butter to the shopping list", _added(r"butter")),
        ("put bananas and coffee on my shopping list", _added(r"bananas", r"coffee")),
        ("add washing up liquid to the list", _added(r"washing[- ]up liquid")),
        ("go through my shopping list", _all(r"butter", r"bananas", r"coffee", r"washing[- ]up liquid")),
        ("cross bananas off the shopping list", _only(r"can't|couldn't|\bnot\b", r"bananas", REMOVED)),
        ("oh add lemons to the shopping list were out", _added(r"lemons")),
        ("um is coffee on the list", _not(r"^\W*no\b|isn't|not on", r"\byes\b|coffee")),
        ("add renew the passport to my to do list", _added(r"passport")),
        ("add tomatoes no sorry potatoes to the shopping list", _not(r"tomato", _added(r"potatoes"))),
        ("put something on the list for me", ASK_ADD),
        ("add rice and take the butter off the shopping list",
         _done(_not(r"\btake\b", _all(r"\brice\b", r"butter", REMOVED)))),  # never an item "take the butter off the"
        ("we've run out of dog food", _done(_all(r"dog food", r"\badd|shopping list"))),
    ],
    "lights": [
        ("can you light up the kitchen", _done(_named("kitchen", "on"))),
        ("switch off the living room lights", _done(_named("living room", "off"))),
        ("dim the living room light to 30 percent", _done(r"\b30 ?(?:%|percent)|thirty percent")),
        ("set the kitchen light to 60 percent", _done(r"\b60 ?(?:%|percent)|sixty percent")),
        ("is the living room light on", _not(r"\bno\b|\boff\b", r"\bon\b|\b30|\byes\b")),
        ("turn every light off", _done(_all(r"\ball\b|\bboth\b|kitchen.*living room|living room.*kitchen",
                                               r"\boff\b"))),
        ("turn the kitchen light on full", _done(r"\b100 ?(?:%|percent)|\bfull\b|maximum|brightest")),
        ("can you put the living room light on im reading", _done(_named("living room", "on"))),
        ("kitchen light off please were done cooking", _done(_named("kitchen", "off"))),
        ("um make the living room a bit brighter", _done(_all(r"living room", r"bright|\d+ ?(?:%|percent)|\bup\b"))),
        ("switch on the kitchen light sorry i mean the living room one", _not(r"kitchen", _named("living room", "on"))),
        ("turn off the kitchen light and turn on the living room one",
         _done(_all(_bare(_named("kitchen", "off")), _bare(_named("living room", "on"))))),
        ("i can barely see in the kitchen", _done(_all(r"kitchen", r"\bon\b|bright|\d+ ?(?:%|percent)|\bfull\b"))),
        ("please switch on the light of the garage", NO_LIGHT),
    ],
    "weather": [
        ("what's the weather doing today", WEATHER_POINTER),
        ("will it rain tomorrow", WEATHER_POINTER),
        ("how cold is it outside this morning", WEATHER_POINTER),
        ("is it going to snow this week", WEATHER_POINTER),
        ("what's the forecast for saturday", WEATHER_POINTER),
        ("what's the weather in madrid", WEATHER_CITY),
        ("how windy is it today", WEATHER_POINTER),
        ("do i need a scarf when i go out later", WEATHER_POINTER),
        ("is the sun out today", WEATHER_POINTER),
        ("whats the weather gonna be like this afternoon im going for a run", WEATHER_POINTER),
        ("should i hang the washing out or will it rain", WEATHER_POINTER),
        ("whats the weather and what time is it", _all(WEATHER_POINTER, NOW)),
        ("is it going to be a snow day tomorrow", WEATHER_POINTER),
        ("please what weather come tomorrow", WEATHER_POINTER),
    ],
    "volume": [
        ("turn your volume down a touch", VOLUME),
        ("set the volume to 40 percent", VOLUME),
        ("how loud is your volume set", VOLUME),
        ("turn the sound off for now", VOLUME),
        ("can you talk louder", VOLUME),
        ("make yourself quieter", VOLUME),
        ("turn the volume right up to the top", VOLUME),
        ("i can barely hear you turn it up", VOLUME),
        ("um turn the sound down the babys sleeping", VOLUME),
        ("volume up a notch please", VOLUME),
        ("set the volume to 7 no 5", VOLUME),
        ("you're far too loud", VOLUME),
        ("lower the volume and set a timer for 5 minutes", _all(VOLUME, r"\b(?:5|five)[- ]min")),
        ("could you make your voice a little louder please dear", VOLUME),
    ],
    "unsupported": [
        ("put radio two on", REFUSAL),
        ("play my podcast", REFUSAL),
        ("turn on the kettle", REFUSAL),
        ("book a table at an italian restaurant for tonight", REFUSAL),
        ("how much money is in my current account", REFUSAL),
        ("read me the next chapter of my audiobook", REFUSAL),
        ("preheat the oven to 200 degrees", REFUSAL),
        ("can you put some jazz on while i cook", REFUSAL),
        ("um open the garage door im pulling in", REFUSAL),
        ("whats the football score im missing the match", OFFLINE),
        ("video call my grandson tom", REFUSAL),
        ("where is my parcel it was supposed to come today", OFFLINE),
        ("play some music and turn off the kitchen light", _all(REFUSAL, r"kitchen")),
        ("please you make the washing machine start", REFUSAL),
    ],
    "chit_chat": [
        ("hello nice to meet you", CHAT),
        ("how's your morning been", CHAT),
        ("thanks ever so much", CHAT),
        ("tell me a joke about dogs", CHAT),
        ("what's your favourite colour", CHAT),
        ("night night see you tomorrow", CHAT),
        ("do you like music", CHAT),
        ("ugh im so tired today", CHAT),
        ("youre brilliant you know that", CHAT),
        ("haha that was funny", CHAT),
        ("are you a robot or a real person", NOT_A_PERSON),
        ("what kinds of things are you good at", ABILITIES),
        ("do you have a birthday", CHAT),
        ("i'm feeling a bit lonely today", CHAT),
    ],
    "general_knowledge": [
        ("what's the capital of norway", fact(r"\boslo\b")),
        ("how many legs has a beetle got", fact(r"\b(?:6|six)\b")),
        ("who wrote the tale of peter rabbit", fact(r"beatrix potter")),
        ("what's the largest planet in the solar system", fact(r"jupiter")),
        ("what year did people first land on the moon", fact(r"\b1969\b|nineteen sixty[- ]nine")),
        ("which is the highest mountain on earth", fact(r"everest")),
        ("what does a tadpole grow into", fact(r"\bfrogs?\b|\btoads?\b")),
        ("whats the biggest animal in the world my son wants to know", fact(r"blue whale")),
        ("um what gas do we need to breathe", fact(r"\boxygen\b")),
        ("how many teeth does a grown up have again", fact(r"\b(?:32|thirty[- ]two)\b")),
        ("what's the capital of germany no sorry of austria", fact(r"(?s)^(?!.*berlin)(?=.*\bvienna\b)")),
        ("what do you call a baby cow", fact(r"\bcalf\b")),
        ("what animal has the longest neck", fact(r"giraffe")),
        ("the pyramids of giza is in which country", fact(r"\begypt\b")),
    ],
    "bad_input": [
        ("what's 9 to the power of 99999999", _short(TOO_BIG)),
        ("what's 42 divided by zero", DIV_ZERO),
        ("convert 3 blorps to grams", UNKNOWN_UNIT),
        ("convert 10 kilograms to kilometres", MISMATCH),
        ("what's the time in hogwarts", UNKNOWN_PLACE),
        ("set an alarm for 13:75", BAD_TIME),
        ("set a timer for nought minutes", ZERO_TIMER),
        ("what day of the week is february 30th", BAD_FEB),
        ("add <i>basil</i> to my shopping list", _not(r"<", _added(r"basil"))),
        (LONG_ITEM, _short(r"too long|\blong\b|can't|cannot|shorter|ginger")),
        ("set the living room light to minus 20 percent", BAD_LEVEL),
        ("erm erm the", HUH),
    ],
}
