"""An eighth held-out set for bench/requests_eval.py (``--set holdout8``), SEALED: written on Tuesday 1 December 2026
(machine time, 21:00-22:00 UTC) by the engineer "lists" for issue 15, blind: no agent, skills or memory code, no tests,
no earlier request sets' cases and no failure lists read (only the case format: the markers and helpers at the top of
bench/requests_cases.py and the helper block at the top of holdout7, plus bench/requests_eval.py, the dedupe tool and
the sets' descriptions in docs/benchmarks.md). Kept outside the repository; never tune on it.

The household speaks as a speech recognizer writes it (lower case, no punctuation, no apostrophes), in phrasing
families the earlier sets did not lean on: the topic said first and the request after it ("tokyo right now what time
would it be over there", "shopping list add eggs", "queue how do you spell that one"); telegraphic commands from
someone in a hurry ("timer eight minutes go", "reminder six pm pick up the kids from football"); wondering aloud
instead of asking ("i wonder what time it is"); literal translations from other languages ("how late is it", "set
alarm on 6 o clock morning", "you can say me the date of today", "nine multiplied with seven"); a reason or a story
after the request ("... the baby is sleeping", "... we have some"); split and merged words ("to day", "a alarm",
"remind my to", "turn of the light"); self-corrections with "sorry i meant", "no actually", "no wait"; a polite word
from another language at the end ("por favor", "bitte", "merci"); numbers as a speaker says them ("one forty four",
"six foot two", "twenty to eight", "ate thirty", "ten k"); an older person's formal requests and a child's. Bad
input: towers of powers, a factorial of a million, division by zero, made-up units, units of different kinds, an
invented place, an hour that does not exist, a zero-length timer, a date that does not exist, a marked-up and a very
long list item, a bare hesitation.

Same clock (Tuesday 1 December 2026, 10:25 UTC; time zone UTC), same lights (kitchen, living room), no weather
location, no sound mixer, same markers and judging as the main set. Categories run in order within one conversation;
the fresh mode runs after it on the same household, so the list, timer, alarm and reminder categories start by
clearing what is there. Dates, weekdays and world times computed with datetime/zoneinfo; conversions with their
defining factors (an answer rounded to 0-3 decimals within 2 % is accepted; US and imperial measures both accepted
where the unit name is shared).
"""

from __future__ import annotations

from datetime import date

from requests_cases import CHAT, REFUSAL, UNSURE, VOLUME, WEATHER_POINTER, _all, _between, _clock, fact
from requests_helpers import (
    ASK_LONG,
    ASK_TIME,
    ASK_WHAT,
    BAD_TIME,
    CLEARED,
    GONE,
    HEADS_TAILS,
    NO_LIGHT,
    NO_TIMERS,
    REMOVED,
    UNKNOWN_UNIT,
    WEATHER_CITY,
    _approx,
    _at,
    _date,
    _not,
    _num,
    _short,
    _spelled,
)

UNSURE_OK = "|" + UNSURE


def _added(*items: str) -> str:
    """An add that went through: every item named, no negation, no hesitation kept in an item."""
    return (r"(?s)^(?!.*\b(?:can't|cannot|couldn't|not|unable|already|um|uh)\b)"
            + "".join(rf"(?=.*\b{i}\b)" for i in items))


NOW = _clock(10, 25) + r"|\b10:25\s*a\.?m\b|twenty[- ]five past ten"
TODAY = _date(date(2026, 12, 1))
UNKNOWN_PLACE = (r"don't know|unknown|can't|cannot|couldn't find|don't recogni[sz]e|which city|where is|no time "
                 r"zone|isn't a real|fictional|not a real")
TOO_BIG = (r"too (?:big|large|long|huge)|can't|cannot|not able|unable|overflow|very large|enormous|huge|followed by|"
           r"10\^|\be\+|× ?10|times 10 to|digits")
DIV_ZERO = r"zero|can't|cannot|undefined|infinity|not possible|impossible|not defined"
LIGHT_ON = r"^(?!.*\b(?:can't|cannot|couldn't|not|unable)\b).*\bon\b"
LIGHT_OFF = r"^(?!.*\b(?:can't|cannot|couldn't|unable)\b).*\boff\b"
DIE = _between(1, 6)
NOT_A_PERSON = (r"\bno\b|not (?:a )?(?:real )?(?:person|human)|assistant|computer|program|\bai\b|machine|software|"
                r"\brobot\b")
ABILITIES = _all(r"timer|alarm|remind", r"light|list|weather|time|math|spell|unit")

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("i wonder what time it is", NOW),
        ("you got the time", NOW),
        ("how late is it already my show starts soon", NOW),
        ("what o clock is it", NOW),
        ("what date is it to day", TODAY),
        ("you can say me the date of today", TODAY),
        ("excuse me would you be so kind as to tell me todays date", TODAY),
        ("the day of the week today which one is it", r"tuesday"),
        ("today is wednesday isnt it", r"\bno\b|\btuesday\b"),
        ("which month is it currently grandma is asking", r"december"),
        ("is it twenty twenty six still or twenty twenty seven", r"2026|twenty twenty[- ]six"),
        ("the hours and minutes right now in twenty four hour time", r"\b10:25\b"),
        ("what time is it mum says i can go out at eleven", NOW),
        ("the time sorry i mean the date what is the date", TODAY),
    ],
    "date_arithmetic": [
        ("what date is it going to be in a week", _date(date(2026, 12, 8))),
        ("christmas day how many days away is it", _num(24, "twenty[- ]four")),
        ("three days from now that is what weekday", r"friday"),
        ("yesterday that was a monday right", r"\byes\b|monday"),
        ("the first of january what day is that next year", r"friday"),
        ("how many days left in this year", _num(30, "thirty") + "|" + _num(31, "thirty[- ]one")),
        ("a fortnight from today whats the date", _date(date(2026, 12, 15))),
        ("how many weeks till christmas roughly", r"\b3\b|three|3\.4|\b24 days|twenty[- ]four days"),
        ("seven days ago it was which date", _date(date(2026, 11, 24))),
        ("what weekday does christmas eve fall on", r"thursday"),
        ("february fourteenth next year is that a weekend day", r"sunday|\byes\b"),
        ("my exam is on the fifteenth of january how many days do i have", _num(45, "forty[- ]five")),
        ("hundred days from now what date", _date(date(2027, 3, 11))),
        ("three days back what was the date", _date(date(2026, 11, 28))),
    ],
    "world_time": [
        ("tokyo right now what time would it be over there", _at(19, 25)),
        ("over in new york city whats the clock saying", _at(5, 25)),
        ("if i call my sister in sydney now what time is it for her", _at(21, 25)),
        ("los angeles time quick i need to call a client", _at(2, 25)),
        ("how late is it in moscow", _at(13, 25)),
        ("is it night in auckland right now", _at(23, 25) + r"|\byes\b"),
        ("what time have they got in dubai", _at(14, 25)),
        ("the time in india por favor", _at(15, 55)),
        ("um what hour is it in mexico city", _at(4, 25)),
        ("tokyo is how many hours in front of us", r"\b9\b|nine"),
        ("singapore time at the moment", _at(18, 25)),
        ("my brother in chicago would he be awake what time is it there", _at(4, 25)),
        ("what time is it in nepal", _at(16, 10)),
        ("buenos aires argentina the time there please", _at(7, 25)),
    ],
    "math": [
        ("how much is two hundred and fifty divided by five", _num(50, "fifty")),
        ("nineteen plus twenty three equals what", _num(42, "forty[- ]two")),
        ("can you do a sum for me forty five minus eighteen", _num(27, "twenty[- ]seven")),
        ("um what would twelve times twelve be", _num(144, "one hundred (?:and )?forty[- ]four")),
        ("half of three hundred and sixty", _num(180, "one hundred (?:and )?eighty")),
        ("a third of ninety nine", _num(33, "thirty[- ]three")),
        ("sixty dollars with ten percent off how much is that", _num(54, "fifty[- ]four")),
        ("one point five times four", _num(6, "six")),
        ("three squared plus four squared", _num(25, "twenty[- ]five")),
        ("square root of one forty four", _num(12, "twelve")),
        ("if i have three boxes with twelve eggs each how many eggs is that", _num(36, "thirty[- ]six")),
        ("whats fifteen times four sorry fifteen times six", _not(r"\b60\b|sixty", _num(90, "ninety"))),
        ("whats one hundred divided by eight", _num(12.5) + r"|twelve and a half|twelve point five"),
        ("nine multiplied with seven how much", _num(63, "sixty[- ]three")),
    ],
    "units": [
        ("one pound of butter in grams how much is that", _approx(453.59237)),
        ("six foot two in centimeters", _approx(74 * 2.54)),
        ("how far is ten k in miles", _approx(10 / 1.609344)),
        ("my baby weighs four kilos how many pounds is that", _approx(4 / 0.45359237)),
        ("seventy degrees fahrenheit is what in celsius", _approx((70 - 32) * 5 / 9)),
        ("it says minus ten celsius on the thermometer whats that in fahrenheit", _approx(14.0, "fourteen")),
        ("how many ounces is five hundred grams", _approx(500 / 28.349523125)),
        ("sixty miles an hour is how many kilometers an hour", _approx(60 * 1.609344)),
        ("how many inches is two meters", _approx(200 / 2.54)),
        ("five feet in meters please", _approx(5 * 0.3048)),
        ("one whole day has how many seconds", _num(86400)),
        ("one gallon how many liters", _approx(3.785411784) + "|" + _approx(4.54609)),
        ("ten stone in kilograms", _approx(140 * 0.45359237)),
        ("a marathon is twenty six point two miles how many kilometers is it", _approx(26.2 * 1.609344)),
    ],
    "random": [
        ("heads or tails decide it for us two", HEADS_TAILS),
        ("toss a coin we cant decide who goes first", HEADS_TAILS),
        ("roll the dice for me real quick", DIE),
        ("throw a die for the board game", DIE),
        ("say any number from one up to a hundred", _between(1, 100)),
        ("pick for me some number from five till fifteen", _between(5, 15)),
        ("roll a twenty sided dice", _between(1, 20)),
        ("random number between fifty and sixty", _between(50, 60)),
        ("can you flip a coin for me please thank you", HEADS_TAILS),
        ("we lost the dice for monopoly can you roll one", DIE),
        ("pizza or tacos for dinner you choose", r"pizza|tacos"),
        ("pick any number under ten", _between(0, 9)),
        ("do a coin flip to see who walks the dog", HEADS_TAILS),
        ("i need a random number between one and six for ludo", DIE),
    ],
    "spelling": [
        ("restaurant spell it out letter by letter", _spelled("restaurant")),
        ("how is wednesday spelled", _spelled("wednesday")),
        ("whats the spelling of the word receipt", _spelled("receipt")),
        ("can u spell dinosaur i need it for school", _spelled("dinosaur")),
        ("um how do i write february like the letters", _spelled("february")),
        ("what letters are in giraffe", _spelled("giraffe")),
        ("spell it for me please the word definitely", _spelled("definitely")),
        ("separate how do you spell that", _spelled("separate")),
        ("accommodate is it two cs or one how do you spell it", _spelled("accommodate")),
        ("how you write broccoli", _spelled("broccoli")),
        ("spell mississippi", _spelled("mississippi")),
        ("how does one spell the word rhythm exactly", _spelled("rhythm")),
        ("the letters for the word pharmacy please", _spelled("pharmacy")),
        ("queue how do you spell that one its a weird word", _spelled("queue")),
    ],
    "timers": [
        ("get rid of whatever timers are running", CLEARED),
        ("timer eight minutes go", r"\b8 min|eight min"),
        ("could you start a timer for three quarters of an hour", r"\b45 min|forty[- ]five min|three quarters"),
        ("the potatoes need twenty minutes put a timer on", r"\b20 min|twenty min"),
        ("tea timer four minutes please", r"\b4 min|four min"),
        ("how much time is on the tea timer", r"\b[34]\b|three|four|\b3:5\d\b"),
        ("give the tea timer two extra minutes", r"added|\b6\b|six|\b5:5\d\b|two more|2 more|extra"),
        ("get a timer going for the oven", ASK_LONG),
        ("set a timer for nine minutes sorry i meant seven", _not(r"\b9 min|nine min", r"\b7 min|seven min")),
        ("ninety second timer", r"90 seconds|ninety seconds|1 minute(?: and)? 30|one minute(?: and)? thirty|"
                                r"a minute and a half|1\.5 minutes"),
        ("what timers are running", r"minute|hour"),
        ("stop the tea timer", GONE),
        ("kill all the timers", CLEARED),
        ("is there any timer going", NO_TIMERS),
    ],
    "alarms": [
        ("scrap all the alarms ive got", CLEARED),
        ("wake me at quarter past six tomorrow", _at(6, 15)),
        ("alarm for seven in the morning bitte", _at(7, 0)),
        ("i have to get up at five forty five tomorrow set an alarm", _at(5, 45)),
        ("alarm twenty to eight", _at(7, 40) + "|" + _at(19, 40)),
        ("set an alarm for three in the afternoon", _at(15, 0)),
        ("i need a alarm on my speaker", ASK_TIME),
        ("which alarms are on now", _all(_at(6, 15), _at(5, 45))),
        ("turn off the alarm for quarter past six", GONE),
        ("alarm at half past nine tonight", _at(21, 30)),
        ("set alarm on 6 o clock morning", _at(6, 0)),
        ("make an alarm for noon", _at(12, 0) + r"|\bnoon\b|midday"),
        ("alarm at ate thirty tomorrow morning", _at(8, 30)),
        ("get me up at six am no wait six thirty", _at(6, 30)),
    ],
    "reminders": [
        ("wipe every reminder you have for me", CLEARED),
        ("remind me to take the chicken out of the freezer at four pm", _all(r"chicken", _at(16, 0))),
        ("in half an hour remind me to move the car", _all(r"\bcar\b", _at(10, 55) + r"|30 minutes|half an hour")),
        ("remind me at eight tonight that the bins go out", _all(r"\bbins?\b", _at(20, 0))),
        ("dont let me forget to call the vet tomorrow at nine", _all(r"\bvet\b", _at(9, 0))),
        ("remind me of something later ok", ASK_WHAT),
        ("read out my reminders", _all(r"chicken", r"\bvet\b")),
        ("the car reminder i dont need it anymore", GONE),
        ("reminder six pm pick up the kids from football", _all(r"kids|football", _at(18, 0))),
        ("can you please remind me in ten minutes to turn off the stove",
         _all(r"stove", _at(10, 35) + r"|10 minutes|ten minutes")),
        ("remind my to water the plants at five", _all(r"plants", _at(17, 0) + "|" + _at(5, 0))),
        ("please remember to tell me at seven this evening to take my tablets", _all(r"tablets", _at(19, 0))),
        ("new reminder", ASK_WHAT + "|" + ASK_TIME),
        ("remind me about grandmas birthday on the twelfth of december",
         _all(r"grandma", r"\b12(?:th)?\b|twelfth") + "|" + ASK_TIME),
    ],
    "lists": [
        ("start the shopping list over empty it", _not(r"to-?\s?do", CLEARED)),
        ("clear out my to do list", CLEARED),
        ("shopping list add eggs", _added("eggs")),
        ("we need butter and flour put them on the shopping list", _added("butter", "flour")),
        ("please add to shopping list tomatoes and onions", _added("tomatoes", "onions")),
        ("add toilet paper no actually paper towels to the shopping list",
         _not(r"toilet", _added("paper towels"))),
        ("the shopping list so far what have we put on it", _all(r"\beggs\b", r"\bbutter\b", r"\bonions\b")),
        ("take the eggs off the list we have some", _not(r"isn't|not on|can't|couldn't", _all(r"\beggs\b", REMOVED))),
        ("is flour on my shopping list", _not(r"\bno\b|isn't|not on", r"\byes\b|flour is|you have")),
        ("put fix the fence on my to do list", _added("fix the fence")),
        ("on the to do list put call the dentist", _added("call the dentist")),
        ("what do i still have to do on my to do list", _all(r"fence", r"dentist")),
        ("hang on i have another item for the shopping list",
         r"what should|what would|what do you want|what to add|which items?|what\?"),
        ("butter we bought it already you can remove it from the list",
         _not(r"isn't|not on|can't|couldn't", _all(r"\bbutter\b", REMOVED))),
    ],
    "lights": [
        ("kitchen light on i cant see a thing", _all(r"kitchen", LIGHT_ON)),
        ("could you switch the living room lamp on", _all(r"living room", LIGHT_ON)),
        ("can you turn of the light in the kitchen we are leaving", _all(r"kitchen", LIGHT_OFF)),
        ("living room lights at twenty percent please", r"\b20\b|twenty"),
        ("its too dark in the kitchen can you help", _all(r"kitchen", r"\bon\b|brighter|bright|up")),
        ("is the living room light still on", r"\bon\b|\boff\b|\d+ ?%|percent"),
        ("switch every light off were going to bed", "(?s)" + LIGHT_OFF),
        ("bedroom light on please", NO_LIGHT),
        ("make the kitchen a bit dimmer", _all(r"kitchen", r"dim|\d+ ?%|percent|lower|down")),
        ("living room to full brightness", r"100|full|brightest|max"),
        ("make the kitchen light go red for christmas", r"can't|cannot|colou?r|only|doesn't"),
        ("lights in the living room off thank you", _all(r"living room", LIGHT_OFF)),
        ("which lights can you control", _all(r"kitchen", r"living room")),
        ("put on the light in the kitchen and in the living room", _all(r"kitchen", r"living room", LIGHT_ON)),
    ],
    "weather": [
        ("should i take a jacket today", WEATHER_POINTER),
        ("quick weather update", WEATHER_POINTER),
        ("saturday and sunday what is the forecast saying", WEATHER_POINTER),
        ("how hot will it get today", WEATHER_POINTER),
        ("will the car windows be frozen in the morning", WEATHER_POINTER),
        ("how many degrees is it outside at the moment", WEATHER_POINTER),
        ("will it be sunny tomorrow for the picnic", WEATHER_POINTER),
        ("is it windy out", WEATHER_POINTER),
        ("weather for london tomorrow", WEATHER_CITY),
        ("how is the weather in berlin", WEATHER_CITY),
        ("any snow coming this week", WEATHER_POINTER),
        ("um whats the humidity today", WEATHER_POINTER),
        ("can you tell me the weather please for today", WEATHER_POINTER),
        ("the weather outside how does it look", WEATHER_POINTER),
    ],
    "volume": [
        ("a bit louder", VOLUME),
        ("turn yourself down a notch dear", VOLUME),
        ("volume to seven", VOLUME),
        ("speak up i cant hear you", VOLUME),
        ("what level is your volume on", VOLUME),
        ("mute yourself while im on the phone", VOLUME),
        ("crank the volume all the way", VOLUME),
        ("turn the sound down to half", VOLUME),
        ("lower your volume please the baby is sleeping", VOLUME),
        ("unmute your sound again i am off the phone", VOLUME),
        ("could you be a little quieter", VOLUME),
        ("set your loudness to thirty percent", VOLUME),
        ("louder louder", VOLUME),
        ("the volume what is it at", VOLUME),
    ],
    "unsupported": [
        ("play some relaxing music", REFUSAL),
        ("put on the radio bbc radio two", REFUSAL),
        ("ring my daughter on her mobile", REFUSAL),
        ("send a text to dave saying running late", REFUSAL),
        ("any appointments in my diary tomorrow", REFUSAL),
        ("order more dog food", REFUSAL),
        ("turn the heating up to twenty one degrees", REFUSAL),
        ("lock the back door", REFUSAL),
        ("turn on the telly", REFUSAL),
        ("read me the headlines", REFUSAL),
        ("get me an uber to the train station", REFUSAL),
        ("start the robot vacuum", REFUSAL),
        ("who won the football last night", REFUSAL + UNSURE_OK),
        ("put dentist appointment in my calendar on friday", REFUSAL),
    ],
    "chit_chat": [
        ("morning sunshine", CHAT),
        ("thank u that was helpful merci", CHAT),
        ("youre the best", CHAT),
        ("im so tired today", CHAT),
        ("i need a laugh tell me a joke or something", CHAT),
        ("hows your day been", CHAT),
        ("night night sleep tight", CHAT),
        ("is there a person inside you or what", NOT_A_PERSON),
        ("i just got home", CHAT),
        ("sorry i was shouting", CHAT),
        ("bless you", CHAT),
        ("what things can you do for me", ABILITIES),
        ("its my birthday today", CHAT),
        ("do you ever sleep", CHAT),
    ],
    "general_knowledge": [
        ("capital city of canada", fact(r"ottawa")),
        ("how many legs has an octopus", fact(r"\b8\b|eight")),
        ("the mona lisa who was the painter", fact(r"leonardo|da vinci")),
        ("what is the biggest planet", fact(r"jupiter")),
        ("in a leap year february has how many days", fact(r"\b29\b|twenty[- ]nine")),
        ("trees take in which gas from the air", fact(r"carbon dioxide|\bco2\b")),
        ("the author of harry potter who is it", _short(r"rowling", 160) + "|" + UNSURE),
        ("a hexagon has how many sides", fact(r"\b6\b|\bsix\b")),
        ("what language do people speak in austria", fact(r"german")),
        ("which land animal can run the fastest", fact(r"cheetah")),
        ("which ocean is between america and europe", fact(r"atlantic")),
        ("the sweet stuff bees make whats it called", fact(r"honey")),
        ("what is h two o", fact(r"water")),
        ("first man on the moon what was his name", fact(r"armstrong")),
    ],
    "bad_input": [
        ("what is ten to the power of ten to the power of ten", _short(TOO_BIG)),
        ("what is one million factorial", _short(TOO_BIG)),
        ("twelve divided by zero", _short(DIV_ZERO)),
        ("convert three flurbs into cups", _short(UNKNOWN_UNIT)),
        ("how many meters is five kilograms", _short(r"can't|cannot|different|not (?:the same|compatible)|"
                                                  r"incompatible|don't know|mass|length|weight|distance")),
        ("what time is it in the lost city of atlantis", _short(UNKNOWN_PLACE)),
        ("set a timer for zero seconds", _short(_not(r"timer (?:is )?set|set for|started|timer for (?:0|zero)",
                                                     ASK_LONG + r"|can't|cannot|zero|at least|longer|valid"))),
        ("set an alarm for thirteen seventy five", _short(BAD_TIME)),
        ("what day of the week is the thirtieth of february", _short(r"isn't|not a (?:real|valid)|doesn't exist|no "
                                                                     r"such|only (?:has|have) 2[89]|invalid|can't|"
                                                                     r"cannot")),
        ("put <b>ham</b> on the shopping list", _short(r"\bham\b")),
        ("add " + "very " * 460 + "long noodles to the shopping list",
         _short(r"too long|long|characters|shorter|limit|can't|cannot")),
        ("erm", _short(r"catch|sorry|pardon|again|didn't|nothing|empty|say something|help|\?")),
    ],
}


def total() -> int:
    """How many requests there are."""
    return sum(len(cases) for cases in CASES.values())
