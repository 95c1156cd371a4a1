"""Weather asked through the words people feel it with: "is it baltic outside", "is it a scorcher today", "is it
gonna pour down later", "will it be chucking it down tomorrow", "is it nippy out", "will it be sunny for the barbie
on saturday".

The templates know "is it cold", "will it rain"; people say the same in slang and regional words and add what the
weather is for. Here a question (it opens with "is", "will", "gonna"...) that names the weather by one of its words
is a ``HassGetWeather`` reading with that word's condition and the day said (today when none). Words that also
describe things indoors ("boiling", "freezing", "chilly", "icy", "roasting", "wet") count only with the outdoors or a day named ("is
it boiling out", "will it be roasting tomorrow"), never for "is the kettle boiling" or "is it hot in here". Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.spoken_words import WEEKDAY

# Words that only ever describe the weather, with its condition ("" = the whole forecast).
_WEATHER_WORDS: Rewrites[str] = Rewrites((
    ((r"\b(?:baltic|brass monkeys?|nippy|parky|perishing|arctic|jumper weather|"
     r"coat weather|cold snap|cold out|freezing out|freezing cold)\b"), "cold"),
    ((r"\b(?:scorch(?:er|ing)|sizzl(?:er|ing)|swelter(?:ing)?|heat ?wave|roasting out|boiling out|baking out|tropical|"
     r"muggy|humid|sticky out|shorts weather|t shirt weather|tshirt weather|sun cream weather|hot out|warm out)\b"),
     "hot"),
    ((r"\b(?:pour(?:ing)?(?: down)?|(?:chuck|chucking|bucket|bucketing|tip|tipping|piss|pissing|belt|belting|hammer|"
     r"hammering|lash|lashing|teem|teeming|siling|sile) (?:it )?(?:down|out of the heavens)?|lashing|teeming|"
     r"bucketing|spitting|drizzl(?:e|y|ing)|showery|showers|downpours?|cats and dogs|wet out|brolly|umbrella|"
     r"rain(?:y|ing|s)?|mizzl(?:e|ing)|wash ?out|soggy|a wet one|(?:be|stay|keep|staying) dry|dry (?:out|day|spell|weather)|(?:a |the )?rain (?:is )?on the cards)\b"), "rain"),
    (r"\b(?:blowing a gale|gale|gales|gusty|blowy|breezy|windy|blustery|(?:strong|high|cold|icy|bitter) winds?)\b",
     "wind"),
    (r"\b(?:snow(?:ing|y)?|flurr(?:y|ies)|sleet(?:ing|y)?|blizzard)\b", "snow"),
    ((r"\b(?:sunny|sunshine|sun out|sun be out|sun come out|cloudy|overcast|grey out|gray out|dull out|blue skies?|"
     r"clear skies?|bright out|nice out|nice day|fine day|glorious|good weather|nice weather|bad weather)\b"), "sky"),
))
# Words that also describe things indoors: the weather only with the outdoors or a day.
_FELT: Rewrites[str] = Rewrites((
    (r"\b(?:freezing|cold|frozen|chilly|icy|frosty|bitter(?:ly cold)?)\b", "cold"),  # "chilly in the bedroom"
    (r"\b(?:boiling|roasting|baking|hot|warm|toasty|sweaty)\b", "hot"),
    (r"\b(?:wet|dry)\b", "rain"),  # "is it a dry one today"
    # "is it grim outside or what": how the day looks, only with the outdoors (never "the news is grim")
    (r"\b(?:grim|miserable|horrible|foul|nasty|awful|dreary|bleak|lovely|gorgeous|dismal)\b", "sky"),
))
_OUTDOORS = re.compile(r"\b(?:outside|out there|out|the day|today|tonight|tomorrow|later|this (?:morning|afternoon|"
                       r"evening|weekend)|(?:at|over|for) the weekend|on (?:"
                       rf"{WEEKDAY})|in the (?:morning|afternoon|evening))\b")
_INDOORS = re.compile(r"\b(?:in here|inside|indoors|in the (?:house|room|kitchen|car|office|oven|fridge|freezer|bedroom|living room|lounge|bathroom|hall|nursery)|"
                      r"kettle|oven|water|tea|coffee|soup|bath|shower|food|dinner|radiator|heating|you|i|me|my|we)\b")
# A question about the weather: it opens with a question word, or "gonna" / "going to" with "it".
_ASKED = re.compile(r"^(?:(?:uh|um|er|erm|so|oh|hey|and) )*(?:will|is|are|would|should|could|shall|was|gonna|going to|"
                    r"do|does|what are the chances|any chance|hows|how is)\b|\b(?:is it|will it|it is|it will|its|it be)"
                    r"\b.*\b(?:or what|or not|"
                    r"is it|will it|you reckon|do you think|right|yeah)$")
_SUBJECT = re.compile(r"^(?:going to|gonna) be\b|\b(?:it|outside|out there|the weather|the day|the sun|the sky|the rain|the snow|the wind)\b")
# Things that make the sentence about something else: a timer, the heating, a song, a film.
_ELSEWHERE = re.compile(r"\b(?:timer|alarm|remind|list|heating|thermostat|song|film|movie|book|singing|play|"
                        r"spell|meaning|mean|means)\b")
_DAYS: Rewrites[str] = Rewrites(((re.compile(r"\b(?:tomorrow|in the morning|first thing|overnight|tonight)\b"), "tomorrow"),
         (re.compile(r"\b(?:at|over|for) the weekend|this weekend\b"), "weekend"),
         (re.compile(rf"\b({WEEKDAY})\b"), ""),
         (re.compile(r"\b(?:today|this afternoon|later|this evening|now)\b"), "today")))


def _day(normalized: str) -> str:
    found = _DAYS.first(normalized)  # a weekday said is its own name
    return "today" if found is None else found[0] or found[1].group(1)


# "whats it like out", "what is it doing out there": the weather as a whole
_LIKE_OUT = re.compile(r"^(?:what is|hows|how is|what) it (?:like|doing|looking|looking like) (?:out|outside|out there|"
                       r"outdoors)(?: (?:today|now|at the moment|this morning|this afternoon|this evening))?$")


# the forecast named first as a topic, the question after: "todays outlook is it a dry one", "the forecast for
# tomorrow will it be a wet one" (the topic says the weather and its day)
_TOPIC = re.compile(r"^(?:(?P<day>todays|tomorrows|tonights|this weekends|the weekends) |the )(?:weather )?"
                    r"(?:outlook|forecast|weather)(?: (?:for )?(?P<day2>today|tomorrow|tonight|the weekend))? (?=\S)")
# a thing of the weather asked as a thing to come: "any chance of a downpour after lunch", "will there be a downpour"
_COMING = re.compile(r"^(?:(?:so|and|oh|um|hey) )*(?:any chance of|what are the chances of|what chance of|"
                     r"(?:will|is|are) there (?:going to be |gonna be )?(?:a |any |some )?|"
                     r"(?:is|are) (?:a |any |some )?\S+(?: \S+)? (?:likely|expected|forecast|due|on the way|on the cards|coming)|"
                     # "are we due strong winds this afternoon", "are we in for rain": the weather to come to us
                     r"(?:are|will) we (?:be )?(?:due|in for|expecting|getting|going to get|gonna get) (?:a |any |some )?)")


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """A ``HassGetWeather`` reading of a weather question said through slang or feeling; [] otherwise."""
    if _LIKE_OUT.match(normalized):
        return [("HassGetWeather", {"condition": "", "day": "today"})]
    if (topic := _TOPIC.match(normalized)) is not None:  # "todays outlook is it a dry one": the day of the topic
        day = (topic.group("day") or topic.group("day2") or "today").removesuffix("s").removeprefix("the ")
        rest = normalized[topic.end():]
        said = f"{rest} {'this weekend' if day == 'weekend' else day}"
        return [(intent, {**slots, "day": day}) for intent, slots in find(said)] if _ASKED.match(rest) else []
    if _COMING.match(normalized) and not _ELSEWHERE.search(normalized) and \
            (word := _WEATHER_WORDS.first(normalized)) is not None and word[1].group(0) not in ("umbrella", "brolly"):
        return [("HassGetWeather", {"condition": word[0], "day": _day(normalized)})]  # "any chance of an umbrella": no
    if not _ASKED.search(normalized) or not _SUBJECT.search(normalized) or _ELSEWHERE.search(normalized):
        return []
    if (word := _WEATHER_WORDS.first(normalized)) is not None:
        return [("HassGetWeather", {"condition": word[0], "day": _day(normalized)})]
    if _INDOORS.search(normalized) or not _OUTDOORS.search(normalized):
        return []
    if (felt := _FELT.first(normalized)) is not None:
        return [("HassGetWeather", {"condition": felt[0], "day": _day(normalized)})]
    return []
