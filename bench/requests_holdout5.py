"""A fifth held-out set for bench/requests_eval.py (``--set holdout5``): everyday requests written on Tuesday
1 December 2026 (machine time, 14:50-15:20 UTC) by the engineer "lists" for issue 15, blind: without reading the agent
code (gpt_home/agent/, gpt_home/skills/), the tests, or the request lists of the earlier sets. Only README.md (what the
assistant says it can do), the harness (bench/requests_eval.py), the markers and helpers at the top of
bench/requests_cases.py and the layout of bench/requests_holdout4.py were read. Duplicates and near duplicates of every
earlier set were found and dropped by a script that compared normalised texts, not by reading those sets.

Written the way a new household talks to a kitchen speaker: indirect, polite, hesitant, British and American wording
("half six", "ta ra", "the telly"), numbers as words, no punctuation, words a speech recognizer gets wrong ("whether"
for "weather"), requests that imply an action ("we've run out of bin bags"), several steps in one conversation (asking
back then the answer, list add then read back, timer set then asked about), and bad input (a tower of powers, division
by zero, an unknown unit, a city that does not exist, lights that are not there). It is the honest figure for phrasings
nobody tuned on; never tune on it (write a new set instead).

Same clock (Tuesday 1 December 2026, 10:25 UTC), same lights (kitchen, living room), no weather location, no sound
mixer, same markers and judging as the main set. Categories run in order within one conversation; the fresh mode runs
after it on the same household, so the list, timer, alarm and reminder categories start by clearing what is there, and
adds that the first mode may have left also accept "already". Date and time answers were checked with
zoneinfo/datetime.
"""

from __future__ import annotations

from requests_cases import REFUSAL, UNSURE, VOLUME, WEATHER_POINTER, _added, _all, _at, _between, _clock, _spelled, fact

TODAY = r"december (?:1|first)\b|\b(?:1(?:st)?|first) (?:of )?december|\b2026-12-01\b"
NOW = _clock(10, 25)
CLEARED = (r"cancel\w*|clear\w*|deleted|removed|turned off|stopped|no (?:\w+ )?(?:timers|alarms|reminders)|don't have "
           r"any|aren't any|\bnone\b|no active|nothing")
GONE = r"cancel\w*|stopped|removed|deleted|turned off"
NEVER_MIND = r"\b(?:ok|okay|alright|all right|sure|no problem|no worries|fine|cancel\w*|forget it|never ?mind)\b"
UNKNOWN_UNIT = r"don't know|not sure|unknown|can't|cannot|not a unit|no unit|don't recogni[sz]e"
UNKNOWN_PLACE = r"don't know|not sure|unknown|can't|cannot|couldn't find|don't recogni[sz]e|which city|where is"
NO_LIGHT = REFUSAL + (r"|\bno (?:\w+ )?lights?\b|don't know|not found|only (?:have|know)|which light|there's no|"
                      r"there is no")
HOW_LONG = r"how long"

CASES: dict[str, list[tuple[str, str]]] = {
    "time_date": [
        ("sorry to bother you but what time is it now", NOW),
        ("any idea what the time is", NOW),
        ("what time do you make it", NOW),
        ("is it morning or afternoon", r"\bmorning\b|" + NOW),
        ("what does your clock say", NOW),
        ("what's the date say on your calendar", TODAY),
        ("do you know what the date is", TODAY),
        ("what day is it again", r"tuesday"),
        ("what year are we in", r"2026"),
        ("is it still november", r"\bno\b|december"),
        ("give me the date and the time", _all(TODAY, NOW)),
        ("is it the weekend yet", r"\bno\b|tuesday|weekday"),
        ("how's the time looking", NOW),
    ],
    "date_arithmetic": [
        ("what date is it next tuesday", r"december 8\b|\b8(?:th)? (?:of )?december"),
        ("how long have we got until christmas eve", r"\b23\b|twenty[- ]three"),
        ("christmas day is what day of the week this year", r"friday"),
        ("what was yesterdays date", r"november 30\b|\b30(?:th)? (?:of )?november"),
        ("was yesterday a monday", r"\byes\b|monday"),
        ("how many sleeps till christmas", r"\b24\b|twenty[- ]four"),
        ("what's the date going to be in two weeks", r"december 15\b|\b15(?:th)? (?:of )?december"),
        ("what day is valentines day next year", r"sunday"),
        ("how long is it to valentines day from today", r"\b75\b|seventy[- ]five"),
        ("what's the date ten days from now", r"december 11\b|\b11(?:th)? (?:of )?december"),
        ("what day was the first of november", r"sunday"),
        ("how many days is it until the fifth of january", r"\b35\b|thirty[- ]five"),
        ("is christmas on a weekend this year", r"\bno\b|friday"),
        ("what date's the friday after next", r"december 11\b|\b11(?:th)? (?:of )?december"),
        ("how many years ago was nineteen ninety", r"\b36\b|thirty[- ]six"),
    ],
    "world_time": [
        ("what's the time over in new york", _at(5, 25)),
        ("what time is it for my sister in sydney", _at(21, 25)),
        ("is it night time in tokyo right now", r"\byes\b|evening|night|" + _at(19, 25)),
        ("my cousin lives in dubai what's the time there for her", _at(14, 25)),
        ("is it lunchtime in delhi yet", r"\bno\b|afternoon|past lunch|" + _at(15, 55)),
        ("what's the clock saying in wellington", _at(23, 25)),
        ("my mate in los angeles is he awake at this hour", r"asleep|night|early|" + _at(2, 25)),
        ("what's the time in perth australia", _at(18, 25)),
        ("how many hours ahead is tokyo", r"\b9 hours|nine hours"),
        ("is it tomorrow already in new zealand", r"\bno\b|" + _at(23, 25)),
        ("what's the time back home in manila", _at(18, 25)),
        ("what's the time difference between here and paris", r"\b1 hour|one hour|an hour"),
        ("is it breakfast time in toronto", r"\bno\b|early|" + _at(5, 25)),
        ("what time have they got in nairobi", _at(13, 25)),
        ("what's the time in middle earth", UNKNOWN_PLACE),
    ],
    "math": [
        ("whats fifteen percent of two hundred", r"\b30(?:\.0+)?\b|thirty"),
        ("what's seven eights", r"\b56\b|fifty[- ]six"),
        ("how much is a hundred and twenty divided by four", r"\b30(?:\.0+)?\b|thirty"),
        ("what is twelve squared", r"\b144\b"),
        ("square root of eighty one", r"\b9(?:\.0+)?\b|\bnine\b"),
        ("what's 3 point 5 times 4", r"\b14(?:\.0+)?\b|fourteen"),
        ("how much is 250 plus 375", r"\b625\b"),
        ("what do you get if you take 17 from 100", r"\b83\b|eighty[- ]three"),
        ("what's a third of ninety", r"\b30(?:\.0+)?\b|thirty"),
        ("if i split 84 pounds between three people how much does each get", r"\b28(?:\.00?)?\b|twenty[- ]eight"),
        ("what's eleven cubed", r"\b1,?331\b"),
        ("what is an 18 percent tip on 45 dollars", r"\b8\.10?\b"),
        ("can you divide 5 by nought", r"can't|cannot|undefined|not (?:possible|defined)|impossible|infinit"),
        ("what is 9 to the power of 9 to the power of 9", r"too (?:big|large|long)|can't|cannot|huge|enormous"),
        ("add up 12 15 and 23", r"\b50\b|fifty"),
        ("what is half of 73", r"\b36\.5\b|36 and a half|thirty[- ]six and a half"),
        ("what's 40 percent off 60 pounds", r"\b36(?:\.00?)?\b|thirty[- ]six"),
        ("times 5 by 13", r"\b65\b|sixty[- ]five"),
    ],
    "units": [
        ("how many grams of sugar is four ounces", r"\b113(?:\.\d+)?\b"),
        ("425 fahrenheit in centigrade please", r"\b218(?:\.\d+)?\b"),
        ("how many ounces in a kilo", r"\b35(?:\.\d+)?\b"),
        ("what's five foot ten in centimetres", r"\b17[78](?:\.\d+)?\b"),
        ("what's gas mark 4 in celsius", r"\b1[78]0\b|\b350\b|" + UNKNOWN_UNIT),
        ("a mile is how many kilometres", r"\b1\.6\d*\b"),
        ("convert 3 stone to kilos", r"\b19(?:\.\d+)?\b"),
        ("how many pints in a gallon", r"\b8(?:\.0+)?\b|\beight\b"),
        ("how many ml is a tablespoon", r"\b15(?:\.0+)?\b|\b14\.[78]\d*\b|fifteen"),
        ("convert 60 miles an hour to kilometres per hour", r"\b9[67](?:\.\d+)?\b"),
        ("how many inches is 30 centimetres", r"\b11\.8\d*\b|\b12\b"),
        ("how many seconds are there in a day", r"\b86,?400\b"),
        ("half a pound of butter in grams", r"\b22[67](?:\.\d+)?\b"),
        ("how many litres is 2 gallons", r"\b7\.[56]\d*\b|\b9\.(?:09|1)\d*\b"),
        ("convert 4 glorbs to cups", UNKNOWN_UNIT),
    ],
    "random": [
        ("flick a coin and tell me what it lands on", r"heads|tails"),
        ("give the dice a roll", _between(1, 6)),
        ("give me a random number from one to a hundred", _between(1, 100)),
        ("pick a number between five and fifteen", _between(5, 15)),
        ("should i wear the red jumper or the blue one", r"\bred\b|\bblue\b"),
        ("roll an eight sided dice", _between(1, 8)),
        ("choose between pizza and curry for dinner tonight", r"pizza|curry"),
        ("think of a number between one and ten", _between(1, 10)),
        ("can you pick someone out of tom jess and sam", r"\b(?:tom|jess|sam)\b"),
        ("give me a random number up to fifty", _between(1, 50)),
    ],
    "spelling": [
        ("how do you spell mischievous", _spelled("mischievous")),
        ("spell silhouette for me", _spelled("silhouette")),
        ("can you spell pronunciation", _spelled("pronunciation")),
        ("how is separate spelt", _spelled("separate")),
        ("whats the spelling of restaurant", _spelled("restaurant")),
        ("spell the word queue", _spelled("queue")),
        ("what's the right way to spell manoeuvre", _spelled("manoeuvre") + "|" + _spelled("maneuver")),
        ("spell february", _spelled("february")),
        ("how do i spell liaison", _spelled("liaison")),
        ("how many s's are in dessert", r"\b(?:2|two)\b|" + _spelled("dessert")),
        ("is embarrass spelt with two r's", r"\byes\b|" + _spelled("embarrass")),
        ("how do you spell colour the british way", _spelled("colour")),
    ],
    "timers": [
        ("get rid of any timers that are going", CLEARED),
        ("can you time twelve minutes for me", r"\b12 minutes|twelve minutes"),
        ("set the egg timer for four minutes", r"\b4 minutes|four minutes"),
        ("start a 25 minute timer called homework", r"\b25 minutes|twenty[- ]five minutes"),
        ("how are the eggs doing", r"\b(?:3|4|three|four) minutes?\b|\b3:5\d\b|left|remaining"),
        ("how many timers are going", r"\b(?:3|three)\b"),
        ("give the homework timer another two minutes", r"added|\b2 minutes|two minutes|\b2[67] minutes"),
        ("switch off the egg one", GONE),
        ("i need you to time something", HOW_LONG),
        ("half an hour", r"\b30 minutes|thirty minutes|half an hour"),
        ("timer for fifteen minutes for the pasta please", r"\b15 minutes|fifteen minutes"),
        ("how much time is left on the homework one", r"\b2[67] minutes|twenty[- ]s(?:ix|even) minutes"),
        ("timer please", HOW_LONG),
        ("oh forget it", NEVER_MIND),
        ("scrap the pasta timer", GONE),
        ("ninety minute timer for the roast", r"1 hours? and 30 minutes|\b90 minutes|an hour and a half|1 hours? 30|"
                                              r"1\.5 hours|one and a half hours"),
    ],
    "alarms": [
        ("clear out my alarms", CLEARED),
        ("i need waking at twenty to seven tomorrow", _at(6, 40)),
        ("set an alarm for quarter to seven", _at(6, 45) + "|" + _at(18, 45) + r"|morning or|am or pm|evening"),
        ("i need an alarm at 7 15 am", _at(7, 15)),
        ("have i got any alarms on", r"6:40|06:40"),
        ("cancel the quarter to seven alarm", GONE),
        ("can you do me an alarm", r"what time|\bwhen\b"),
        ("nine thirty pm", _at(21, 30)),
        ("alarm for five in the morning on saturday", _all(r"saturday|december 5\b|\b5(?:th)? (?:of )?december",
                                                           _at(5, 0))),
        ("when's my next alarm", r"9:30|21:30"),
        ("can you wake me at seven tomorrow morning", _at(7, 0)),
        ("scrap all the alarms", CLEARED),
    ],
    "reminders": [
        ("delete all my reminders", CLEARED),
        ("remind me to take the bins out at seven tonight", _all(r"\bbins\b", _at(19, 0))),
        ("can you remind me in twenty minutes to check the oven", r"check the oven"),
        ("remind me to call grandma tomorrow at noon", r"call grandma"),
        ("don't let me forget to feed the cat at five", r"feed the cat"),
        ("i need a reminder", r"what should i remind you|remind you (?:about|of) what|what about|what (?:would|do) you"),
        ("to book the mot at four this afternoon", r"book the mot"),
        ("anything i need reminding about", r"bins|oven|grandma|cat|mot"),
        ("set a reminder for my dentist appointment on friday at 9", r"dentist"),
        ("remind me to pay the gas bill on the fifteenth", r"gas bill|what time|\bwhen\b"),
        ("cancel the reminder about the cat", GONE),
        ("wipe all my reminders", CLEARED),
    ],
    "lists": [
        ("start the shopping list fresh", r"clear\w*|empty|already|nothing|removed"),
        ("we need milk and eggs can you pop them on the shopping list", _added("milk", "eggs")),
        ("stick some bananas on the list", _added("bananas")),
        ("we've run out of bin bags", _added("bin bags") + r"|(?:add|put) (?:bin bags|them|it)\b.*\?|shopping list\?"),
        ("what have we got on the shopping list so far", _all(r"\bmilk\b", r"\beggs\b", r"\bbananas\b")),
        ("i've already got eggs so take them off the list", r"removed (?:the )?eggs|eggs.*(?:removed|off|ticked)|"
                                                            r"(?:ticked|crossed) off.*eggs"),
        ("is milk on my list", r"\byes\b|milk is on"),
        ("do i still need eggs", r"\bno\b|isn't|not on"),
        ("put something on the shopping list for me", r"what should i add|what would you like|what do you want|"
                                               r"what (?:should|shall) i"),
        ("tea bags", _added("tea bags")),
        ("put milk on the list", r"already"),
        ("add walk the dog to my to do list", _added("walk the dog") + r"|already"),
        ("what have i got on my to do list", r"walk the dog"),
        ("tick off walk the dog", r"removed|ticked|done|crossed"),
        ("add a scarf for mum to the christmas list", _added("scarf") + r"|already"),
        ("read me the christmas list", r"scarf"),
        ("how many things are on the shopping list", r"\b(?:3|4|three|four)\b"),
        ("i've done the shopping you can wipe the list", r"clear\w*|empty|removed"),
        ("has the shopping list got anything on it now", r"\bno\b|empty|nothing|no items"),
    ],
    "lights": [
        ("can we have the kitchen light on", r"kitchen.*\bon\b|\bon\b.*kitchen"),
        ("can you turn off the living room lights", r"living room.*\boff\b|\boff\b.*living room"),
        ("lights on in the lounge", r"living room.*\bon\b|\bon\b.*living room|(?:\bno\b|don't have|can't find|not).*"
                                   r"lounge|lounge.*(?:\bnot\b|isn't|\bno\b)"),
        ("have i left the kitchen light on", r"\byes\b|\bis on\b|still on|kitchen.*\bon\b"),
        ("can you bring the kitchen light down a bit", r"dim|\b\d+\s*(?:%|percent)|\bdown\b|lower"),
        ("put the light on in the spare room", NO_LIGHT),
        ("make it a bit brighter in the kitchen", r"bright|\b\d+\s*(?:%|percent)|kitchen.*\bon\b"),
        ("turn everything off", r"\boff\b"),
        ("are any lights on", r"\bno\b|\bnone\b|\boff\b"),
        ("switch the hall light on", NO_LIGHT),
        ("put the lights on", r"\bon\b|which"),
        ("lights out in the living room", r"living room.*\boff\b|\boff\b.*living room"),
    ],
    "weather": [
        ("is it nice out today", WEATHER_POINTER),
        ("will i need a brolly", WEATHER_POINTER),
        ("is it going to rain later", WEATHER_POINTER),
        ("whether forecast for tomorrow please", WEATHER_POINTER),
        ("is it cold out this morning", WEATHER_POINTER),
        ("any chance of snow before christmas", WEATHER_POINTER),
        ("what's the weather like in manchester", WEATHER_POINTER + "|" + REFUSAL),
        ("has the sun come out", WEATHER_POINTER),
        ("should i hang the washing out today", WEATHER_POINTER),
        ("how many degrees is it out there", WEATHER_POINTER),
        ("how windy is it", WEATHER_POINTER),
    ],
    "volume": [
        ("turn it up a bit", VOLUME),
        ("can you speak louder", VOLUME),
        ("too loud turn it down", VOLUME),
        ("put your volume on four", VOLUME),
        ("volume seventy percent", VOLUME),
        ("go on mute", VOLUME),
        ("what's your volume set at", VOLUME),
        ("you're a bit loud", VOLUME),
        ("make it louder i can't hear you", VOLUME),
        ("put the volume on max", VOLUME),
        ("take yourself off mute", VOLUME),
    ],
    "unsupported": [
        ("play some classical music", REFUSAL),
        ("call mum on her mobile", REFUSAL),
        ("text dave i'm running late", REFUSAL),
        ("order more dog food from amazon", REFUSAL),
        ("what's on my calendar tomorrow", REFUSAL),
        ("give me the football results", REFUSAL + "|" + UNSURE),
        ("set the heating to twenty one degrees", REFUSAL),
        ("is the back door locked", REFUSAL),
        ("put the telly on bbc one", REFUSAL),
        ("book a table for two at the italian place", REFUSAL),
        ("email the school to say jack's off sick", REFUSAL),
        ("what's the score in the arsenal game", REFUSAL + "|" + UNSURE),
        ("start the hoover", REFUSAL),
    ],
    "chit_chat": [  # a short true reply: no invented life, name or job (the assistant is a program)
        ("now then", r"\b(?:hello|hi|hey|hiya|now then)\b"),
        ("alright how are you doing", r"\b(?:good|well|fine|great|ok|okay|thanks)\b"),
        ("cheers for that", r"welcome|pleasure|no problem|glad|any ?time|thank"),
        ("what do i call you", r"\bGPT Home\b|\bassistant\b"),
        ("am i talking to a real person", r"\bno\b|\bassistant\b|\bprogram\b|computer|\bAI\b"),
        ("what can you help me with", r"timer|time|weather|light|list"),
        ("know any good jokes", "<chat>"),
        ("top of the morning to you", r"good morning|\bmorning\b|\bhello\b|\bhi\b"),
        ("you're brilliant you are", r"thank|glad|kind"),
        ("i'm off to bed night night", r"good ?night|sleep|night|sweet dreams"),
        ("do you have feelings", r"\bno\b|program|assistant|don't (?:have|feel|really)|not (?:really|a person)|\bAI\b"),
        ("sorry i was talking to my husband", r"no problem|no worries|\bok\b|okay|that's (?:fine|ok|alright)|sure|"
                                              r"of course|alright"),
        ("ta ra", r"\bbye\b|goodbye|see you|take care|ta[- ]ra|cheerio|have a (?:good|great|nice|lovely)"),
    ],
    "general_knowledge": [
        ("what's the capital city of scotland", fact(r"edinburgh")),
        ("how many legs has an insect got", fact(r"\b6\b|\bsix\b")),
        ("who wrote oliver twist", fact(r"dickens")),
        ("what colour is a banana", fact(r"yellow")),
        ("is twenty twenty eight a leap year", fact(r"\byes\b")),
        ("what's the biggest ocean", fact(r"pacific")),
        ("who painted the sunflowers", fact(r"van gogh")),
        ("what's frozen water called", fact(r"\bice\b")),
        ("how many oceans are there", fact(r"\b5\b|\bfive\b")),
        ("what do they speak in austria", fact(r"german")),
        ("what's the hottest planet", fact(r"venus")),
        ("what do bees make", fact(r"honey")),
        ("what's the highest mountain in britain", fact(r"ben nevis")),
        ("how many players are in a football team", fact(r"\b11\b|eleven")),
    ],
}


def total() -> int:
    """How many requests there are."""
    return sum(len(cases) for cases in CASES.values())
