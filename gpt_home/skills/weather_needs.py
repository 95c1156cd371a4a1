"""Weather asked in the shapes people use when the weather decides something (round 22): a remark before the
question ("i'm 86, will the pavements be slippy this afternoon"), the laundry out on the line ("the washing's on the
line, should i bring it in"), a day named as the subject with the reason after ("is thursday going to be dry we want
to paint the fence"); a gear choice or an outdoor plan's weather question is ``weather_plans``'.

Each is a ``HassGetWeather`` reading (a condition and a day) like ``weather_signs.find``, which it wraps: the weather
skill answers from the forecast, or points to the settings page when no location is set, and the model never
invents a forecast for it. A remark before a question is tried by reading the question alone (``weather_signs``), so
every weather question that reader knows is known after "im 80", "grandma here" or "my hip is bad so" too. Past days,
indoor things and other jobs ("should i bring the bins in", "is thursday going to be busy") are no reading. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.speech_cues import COMMAND_VERB
from gpt_home.agent.spoken_words import WEEKDAY
from gpt_home.skills import weather_learner, weather_plans, weather_short, weather_signs

_Reading = list[tuple[str, dict[str, str]]]

_PAST = re.compile(r"\b(?:was|were|yesterday|last (?:night|week|weekend|winter)|ago|earlier today|had been)\b")
_INDOORS = re.compile(r"\b(?:in here|inside the house|indoors|kitchen|bathroom|floor|hall|dryer|drier|tumble|machine|"
                      r"airer|radiator|washer|oven|fridge|freezer|paint|glue|varnish|hair|nails)\b")

# A surface outside and the state the weather leaves it in: "will the pavements be slippy", "are the roads gonna be
# icy tonight" (after a remark or not)
_SURFACE = re.compile(
    r"\b(?:will|are|is|would|could|might|do you think) (?:the |our |my |all the )?(?:\w+ )?(?:pavements?|roads?|paths?|"
    r"footpaths?|streets?|drive|driveway|steps|motorways?|lanes?|pitch|bridges?|pavement|hills?|tracks?|trails?)"
    r" (?:be |get |going to be |gonna be |getting |likely to be |still be |end up )?(?:(?:a bit|very|really|too|at "
    r"all|quite|properly) )?(?P<word>slippy|slippery|icy|iced over|iced up|frozen|frosty|treacherous|flooded|wet|"
    r"muddy|gritted|snowy|snowed in|covered in snow|dry)\b")
_SURFACE_WORDS = {"flooded": "rain", "wet": "rain", "muddy": "rain", "dry": "rain", "snowy": "snow",
                  "snowed in": "snow", "covered in snow": "snow"}

# The laundry out and whether to bring it in or leave it out: "should i bring it in", "can i leave the sheets out"
_LAUNDRY = re.compile(r"\b(?:washing|laundry|sheets|towels|clothes|bedding|duvet|on the line|washing line|pegged out|"
                      r"hung out)\b")
_LAUNDRY_ACT = re.compile(
    r"\b(?:should|shall|can|could|must|do|would|will|is it (?:ok|okay|safe|worth it|alright|fine|wise) to|is it worth"
    r"|better)(?: (?:i|we|you))?(?: (?:need to|have to|better|go and|ought to|be ok to|be able to))? (?:bring|get|fetch"
    r"|take|leave|keep)(?: (?:it|them|everything|(?:the |my |our )\w+))? (?:in|out|inside|back in|indoors)\b"
    r"(?! (?:the|a|to|of|my|our|it)\b)|\b(?:should|shall|can|could|is it (?:ok|okay|safe|worth it|alright|fine|wise) to"
    r"|is it worth|worth) (?:i |we )?(?:hang|hanging|put|putting|peg|pegging)(?: (?:it|them|(?:the |my |our )\w+))? out\b"
    r"(?! (?:the|a|to|of|my|our|it)\b)"
    # the laundry drying: "the sheets are pegged out will they dry today"
    r"|\b(?:will|would|is|are) (?:it|they|the \w+|my \w+|that|those)(?: (?:going to|gonna|be able to|ever))? (?:dry|get "
    r"dry)\b(?! (?:in|on the radiator)\b)")

# The gear a day calls for, said as the day's kind: "is it a coat day", "will tomorrow be a brolly sort of day"
_GEAR_DAY = re.compile(r"\b(?:is it|will it be|is today|is tomorrow|will tomorrow be|is it going to be) (?:a |an )?"
                       r"(?P<gear>coat|jacket|jumper|brolly|umbrella|wellies|welly|scarf|gloves|hat and gloves|shorts|"
                       r"sun cream|suncream|sunglasses|t shirt|tshirt|sandals) (?:day|kind of day|sort of day|type of day)\b")
_GEAR_WORDS = {"brolly": "rain", "umbrella": "rain", "wellies": "rain", "welly": "rain", "shorts": "hot",
               "sun cream": "hot", "suncream": "hot", "sunglasses": "sky", "t shirt": "hot", "tshirt": "hot",
               "sandals": "hot"}

# A day as the subject with the weather it brings: "is thursday going to be dry", "will sunday be dry enough to mow"
_DAY = (rf"(?P<day>today|tonight|tomorrow|(?:this |the )?weekend|(?:this |next )?(?:{WEEKDAY}))"
        r"(?: (?:morning|afternoon|evening|night))?")
_DAY_WEATHER = re.compile(
    rf"\b(?:is|will|does) {_DAY} (?:going to be |gonna be |be |look |"
    r"looking |likely to be |meant to be |supposed to be |forecast to be )(?:(?:a bit|nice and|very|really|quite|warm|"
    r"too) )?(?:a )?(?P<word>dry|wet|rainy|sunny|windy|blowy|cold|chilly|warm|hot|mild|fine|nice|stormy|snowy|frosty|"
    r"icy|foggy|cloudy|grey|bright|showery|wild|good weather|bad weather|nice weather|decent|miserable|glorious|"
    r"lovely|horrible|grim)(?: (?:one|day|enough))?\b(?! (?:run|january|cleaning|shampoo|food|wit|humou?r|bar|"
    r"pub|party|meal|dinner|time|day off)\b)")
_DAY_WORDS = {"dry": "rain", "wet": "rain", "rainy": "rain", "showery": "rain", "stormy": "rain", "windy": "wind",
              "blowy": "wind", "wild": "wind", "cold": "cold", "chilly": "cold", "frosty": "cold", "icy": "cold",
              "warm": "hot", "hot": "hot", "sunny": "sky", "snowy": "snow", "cloudy": "sky", "grey": "sky",
              "bright": "sky"}

# Weather that comes to us: "will we get showers after lunch", "are we going to have any snow", "do we get sun later"
_COMING = re.compile(r"\b(?:will|are|do|might|could|shall) we (?:get|have|see|be getting|be having|going to get|going to "
                     r"have|gonna get|gonna have|likely to get|expecting) (?:any |some |a bit of |a |much )?(?P<word>"
                     r"showers?|rain|drizzle|snow|sleet|hail|sun|sunshine|storms?|thunder|frost|fog|wind|a storm)"
                     r"(?: (?:today|later|tonight|tomorrow|this (?:morning|afternoon|evening)|after (?:lunch|tea|dinner"
                     r"|school)|before (?:lunch|tea|dinner)|at (?:the )?weekend|on \w+day|\w+day))*$")
_COMING_WORDS = {"sun": "sky", "sunshine": "sky", "fog": "sky", "wind": "wind", "frost": "cold", "snow": "snow",
                 "sleet": "snow"}
# Two weathers to choose from, a learner's order too: "today outside is cold or hot", "is it hot or cold outside"
_EITHER = re.compile(r"^(?:(?:today|outside|out there|now) )*(?:is it |it is |is )?(?:(?:today|outside|out there) )*"
                     r"(?P<word>cold|hot|warm|chilly|sunny|rainy|wet|dry) or (?:cold|hot|warm|chilly|sunny|rainy|wet|"
                     r"dry)(?: (?:today|outside|out there|now))*(?: i (?:do not|dont) know what (?:i |to )?wear)?$")

_WHEN: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"\b(?:{WEEKDAY})\b"), ""),
    (re.compile(r"\b(?:tomorrow|in the morning|first thing|overnight)\b"), "tomorrow"),
    (re.compile(r"\b(?:weekend)\b"), "weekend"),
    (re.compile(r"\btonight\b"), "tonight"),
)
# a question word a remark can come before ("im 86 | will the ...", "grandma here | is it ...")
_OPENERS = frozenset("will is are should shall do does can could would any whats what hows how".split())
_HEAD_NOT_A_REMARK = re.compile(rf"\b(?:{COMMAND_VERB}|please|remind|timer|alarm|list|if|when|suppose|imagine|"
                                r"pretend|wish|yesterday|ago|last)\b")


def _day(normalized: str) -> str:
    """The day said (a weekday by its name, "tomorrow", "weekend", "tonight"), "today" when none."""
    for pattern, day in _WHEN:
        if (found := pattern.search(normalized)) is not None:
            return day or found.group(0)
    return "today"


def _weather(condition: str, day: str) -> _Reading:
    return [("HassGetWeather", {"condition": condition, "day": day})]


def _own_shapes(normalized: str) -> _Reading:
    if _PAST.search(normalized):
        return []
    if (surface := _SURFACE.search(normalized)) is not None and not _INDOORS.search(normalized):
        return _weather(_SURFACE_WORDS.get(surface.group("word"), "cold"), _day(normalized))
    if _LAUNDRY.search(normalized) and _LAUNDRY_ACT.search(normalized) and not _INDOORS.search(normalized):
        return _weather("rain", _day(normalized))
    if (gear := _GEAR_DAY.search(normalized)) is not None:
        return _weather(_GEAR_WORDS.get(gear.group("gear"), "cold"), _day(normalized))
    if (coming := _COMING.search(normalized)) is not None:
        return _weather(_COMING_WORDS.get(coming.group("word"), "rain"), _day(normalized))
    if (either := _EITHER.match(normalized)) is not None and re.search(r"\b(?:today|outside|out there)\b", normalized):
        return _weather(_DAY_WORDS.get(either.group("word"), "cold"), _day(normalized))
    if (said := _DAY_WEATHER.search(normalized)) is not None:
        day = said.group("day").removeprefix("this ").removeprefix("next ").removeprefix("the ")
        return _weather(_DAY_WORDS.get(said.group("word"), ""), day)
    return []


def _after_a_remark(normalized: str) -> _Reading:
    """The weather question said after a remark ("grandma here is it going to snow"), read on its own."""
    words = normalized.split()
    for k in range(1, len(words) - 1):
        if words[k] in _OPENERS:
            head = " ".join(words[:k])
            if _HEAD_NOT_A_REMARK.search(head) or _PAST.search(head):
                return []
            if found := weather_signs.find(" ".join(words[k:])):
                return found
    return []


def find(normalized: str) -> _Reading:
    """A ``HassGetWeather`` reading of a weather question in an indirect shape, else ``weather_signs.find``."""
    return (_own_shapes(normalized) or weather_plans.find(normalized) or weather_signs.find(normalized)
            or _after_a_remark(normalized) or weather_learner.find(normalized)  # "tomorrow it will be rain for ..."
            or weather_short.find(normalized, find))  # "brolly tomorrow yes or no"
