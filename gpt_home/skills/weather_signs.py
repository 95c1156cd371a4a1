"""Weather asked through what it does to the household: "will the car windows be frozen in the morning", "do i need
to scrape the windscreen tomorrow", "will the washing dry today", "is it shorts weather".

No template names these: they are weather questions all the same, and a model answering them invents a forecast.
``find`` returns a ``HassGetWeather`` reading (a condition and a day) like ``slot_spans.find``, so the weather skill
answers from the forecast, or points to the settings page when no location is set. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.spoken_words import OWNER
from gpt_home.skills import weather_slang

_SIGNS: Rewrites[str] = Rewrites((
    (r"\b(?:frozen|freeze over|frost(?:y|ed)?|icy|ic(?:y|ed) (?:up|over)|iced|de ?ice|defrost|scrape|gritt?(?:ed|ing)?|"
     r"black ice|ice (?:on|over))\b", "cold"),
    (r"\b(?:washing|laundry|clothes) (?:dry|get dry|go out|outside|out on the line)\b|"
     rf"\bhang (?:the )?(?:washing|laundry|clothes) out\b|\b(?:put|hang|peg|get|dry) {OWNER}?(?:sheets|"
     r"towels|bedding|duvet|washing|laundry|clothes)(?: out)?(?: on the line| outside| out)\b|"
     r"\bon the (?:washing )?line\b",
     "rain"),
    (r"\b(?:sledg(?:e|ing)|snowman|snowball)\b", "snow"),
    (r"\bfly (?:a|the|my) kite\b", "wind"),
    # summer things someone could wear: "can i wear my sandals to school today", "can the kids wear t shirts"
    (r"\b(?:wear|need|take|bring|put on|pack|get away with)\b (?:a |an |my |your |our |their |his |her |some |the |just )?"
     r"(?:sandals|flip flops|t ?shirts?|tshirts?|summer (?:dress|clothes)|sun ?cream|sunglasses|shades)\b", "hot"),
    # what someone should wear: "should the kids wear jackets to school", "will he need a coat"
    (r"\b(?:wear|need|take|bring|put on|pack)\b (?:a |an |my |your |our |their |his |her |some |the )?(?:warm )?(?:jackets?|coats?|"
     r"jumpers?|sweaters?|scarf|scarves|gloves|hats?|wellies|wellingtons|boots|raincoats?|shorts|sun ?hats?)\b", "cold"),
    (r"\b(?:good|nice|right) (?:day|weather|afternoon|evening) for (?:a |the )?(?:picnic|barbecue|bbq|beach|walk|"
     r"hike|bike ride|day out|swim|run|game of \w+)\b", ""),
    # an outdoor job or play asked about (round 16): "is it a good day to wash the car", "can the kids play outside
    # today", "do i need to water the garden", "should i take the dog out now"
    (r"\bwater (?:the |my |our )?(?:garden|plants|lawn|flowers|veg|vegetables|tomatoes)\b", "rain"),
    (r"\b(?:good|nice|ok|okay|right|fine|decent|safe) (?:day|time|weather|afternoon|evening|morning) (?:for|to) (?:\w+ )"
     r"{0,3}?(?:car|grass|lawn|hedge|garden|gardening|dog|washing|bike|cycle|run|jog|picnic|beach|bbq|barbecue|fence|"
     r"outside|out|windows)\b|\b(?:play|go|be|sit|eat|go and play) (?:outside|out in the garden|outdoors|in the garden)\b|"
     r"\b(?:take|walk) (?:the )?dog(?: out)?\b|\b(?:wash|clean) the (?:car|windows)\b|\b(?:cut|mow) (?:the )?(?:grass|lawn)"
     r"\b", ""),
))
_HOUSEHOLD = re.compile(r"\b(?:car|windows?|windscreen|windshield|roads?|pavements?|paths?|drive|driveway|pipes?|"
                        r"washing|laundry|clothes|sheets|towels|bedding|line|garden|plants|kite|sledge|sledging|snowman|snowball|picnic|barbecue|"
                        r"bbq|beach|walk|hike|bike ride|day out|swim|run|kids|children|school|wear|sandals|flip flops|"
                        # what one puts on to go out: "will i need gloves when i pop out"
                        r"coats?|jackets?|jumpers?|sweaters?|scarf|scarves|gloves|hats?|wellies|raincoats?|"
                        r"grass|lawn|hedge|dog|outside|outdoors|flowers|veg|vegetables|tomatoes|fence)\b")
# what to wear, asked: "what should i wear today", "what shall the kids put on for school" (the weather decides it)
_WEAR = re.compile(r"^(?:so |um |oh )?what (?:should|shall|do|must|can) (?:i|we|the kids|the children|he|she|they|my \w+)"
                   r" (?:wear|put on|dress in|dress the kids in)(?: (?:today|tomorrow|tonight|this (?:morning|afternoon|"
                   r"evening)|for (?:school|work|the school run|my walk|the walk|going out)|outside|out))*$")
# The day's high or low, asked without the word weather: "whats the high gonna be", "how low will it go tonight".
_HIGH_LOW = re.compile(r"^(?:whats|what is|what will be|what will|how) (?:the )?(?:(?:overnight|daytime|tonights|"
                       r"todays|tomorrows|night time|nighttime) )?(?:high|low|top temperature|"
                       r"highest temperature|lowest temperature)(?: (?:gonna|going to|be|today|tomorrow|tonight|"
                       r"overnight))*$")
# The weathers asked for by name, one list for every reading below (round 23: "should i expect sleet later" was read
# by no reader because only some lists had "sleet"), each with the condition the forecast answers it by.
_NOUNS = (r"(?:thunderstorms|storms?|rain|snow|frost|wind|thunder|showers|fog|hail|gales?|sunshine|sun|sleet|drizzle|"
          r"flurries|blizzards?)")
# The odds of a weather: "whats the chance of showers this evening", "any likelihood of snow at the weekend"
_CHANCE = re.compile(rf"\b(?:chances?|odds|likelihood|probability) (?:of|for) (?:a |any |some )?(?P<word>{_NOUNS})"
                     r"(?: (?:today|"
                     r"tonight|tomorrow|later|overnight|this (?:morning|afternoon|evening|weekend)|at the weekend|"
                     r"in the (?:morning|afternoon|evening)))*$")
# How it looks outside for an outing: "hows it looking outside for my walk later", "how does it look out there"
_LOOKS_OUT = re.compile(r"^(?:hows|how is|how does|whats|what is) it (?:looking|look|looking like) (?:like )?(?:outside|"
                        r"out there|outdoors)\b")
# Wrapping up against the cold: "should i wrap up warm dear im popping to the chemist", "do i need to bundle up"
_WRAP_UP = re.compile(r"^(?:should|shall|do|does|will|would|need)\b.*\b(?:wrap(?:ped|ping)? (?:\w+ )?up (?:warm|well|"
                      r"warmly|snug)|bundle (?:\w+ )?up|dress(?:ed)? (?:up )?(?:warm|warmly|for the cold)|wear "
                      r"something warm|wear (?:some )?layers)\b")
_DAYS: Rewrites[str] = Rewrites(((re.compile(r"\b(?:tomorrow|in the morning|first thing|overnight|tonight)\b"), "tomorrow"),
         (re.compile(r"\b(?:today|this afternoon|later|this evening|now)\b"), "today"),
         (re.compile(r"\b(?:at the weekend|this weekend|the weekend)\b"), "weekend")))


def _day(normalized: str) -> str:
    """The day a weather question names ("tomorrow", "weekend"), today when none."""
    found = _DAYS.first(normalized)
    return "today" if found is None else found[0]
_ASKED = re.compile(r"^(?:will|is|are|would|do|does|should|can|could|shall|what are the chances)\b|\bgoing to be\b")


# "the children are asking will there be snow before the weekend", "my bins keep falling over is it very windy today":
# a weather word asked about "it" or "there" anywhere in the sentence (a reason or a speaker before it)
_CONDITION_ASKED = re.compile(r"\b(?:will|is|would|could|should|shall|are we going to|are we gonna) (?:it|there)(?: be|"
                              r" going to be| gonna be| getting)?(?: \w+){0,2}? (?P<word>snow|snowing|snowy|windy|wind|"
                              r"blowy|gusty|rain|raining|rainy|showers|sunny|sun|frost|frosty|foggy|fog|stormy|storm|"
                              r"thunder|hail|icy|freezing)\b")
_NOT_OUTSIDE = re.compile(r"\b(?:in here|inside|in the house|room|oven|water|bath|tea|coffee|film|movie|game|song|"
                          r"book|story|show)\b")
_CONDITIONS = {"snowing": "snow", "snowy": "snow", "windy": "wind", "blowy": "wind", "gusty": "wind", "raining": "rain",
               "rainy": "rain", "showers": "rain", "sun": "sunny", "frost": "cold", "frosty": "cold", "icy": "cold",
               "freezing": "cold", "fog": "", "foggy": "", "stormy": "rain", "storm": "rain", "thunder": "rain",
               "hail": "rain"}


def _asked_condition(normalized: str) -> list[tuple[str, dict[str, str]]]:
    m = _CONDITION_ASKED.search(normalized)
    if m is None or _NOT_OUTSIDE.search(normalized):
        return []
    day = _day(normalized)
    return [("HassGetWeather", {"condition": _CONDITIONS.get(m.group("word"), m.group("word")), "day": day})]


# the weather named by how good it will be, asked about a day: "is the weekend gonna be decent weather wise", "will
# tomorrow be nice weather" (round 16: "is the weekend ..." was answered as a question about today's date)
_WEATHER_SAID = re.compile(r"\bweather ?wise\b|\b(?:decent|nice|good|fine|bad|grim|rubbish|horrible|lovely|awful|"
                           r"miserable|glorious) weather\b|\bin terms of (?:the )?weather\b")


# the weather kept or expected, asked (round 17): "is thursday going to stay dry", "will it keep fine for the
# weekend", "should we expect a storm tonight", "are we likely to get snow on friday"
_WHEN_AFTER = (r"(?: (?:today|tonight|tomorrow|later|overnight|all day|at the weekend|this (?:morning|afternoon|evening|"
               r"weekend|week)|(?:on |for )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: morning| "
               r"afternoon| evening| night)?|for the (?:weekend|day|school run)))*$")
_KEPT = re.compile(r"^(?:(?:so|um|er|oh|and) )*(?:is|will|does|do you think) (?:it|the weather|today|tomorrow|tonight|"
                   r"the weekend|(?:this |next )?(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday))"
                   r"(?: will| (?:going to|gonna))? (?:(?:stay|keep|remain|hold) (?P<word>dry|fine|nice|clear|sunny|wet|"
                   r"cold|mild|warm|windy)|(?:brighten|clear|cheer|fair|perk|dry) up(?: (?:outside|out there|at all|by "
                   r"(?:lunch|lunchtime|noon|midday|teatime|the afternoon|the evening|the weekend)|(?:in time )?for "
                   r"(?:the |my |our |his |her )?\w+(?: \w+)?))?)"  # "will it brighten up for the match"
                   rf"{_WHEN_AFTER}")
_EXPECTED = re.compile(r"^(?:(?:so|um|er|oh|and) )*(?:should|do|can|must|will|shall|are) (?:we|i|you)(?: likely to)? "
                       r"(?:expect|be expecting|anticipate|brace for|prepare for|get|see) (?:a |any |some )?"
                       rf"(?P<word>{_NOUNS}){_WHEN_AFTER}")
# a weather asked after "any" with when it is due: "any sunshine due saturday or sunday", "any rain expected tomorrow"
_DAY_SAID = (r"(?:today|tonight|tomorrow|later|overnight|(?:at |over )?the weekend|this (?:morning|afternoon|evening|"
             r"weekend|week)|(?:on |for |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
             r"(?: morning| afternoon| evening| night)?)")
_DUE = re.compile(r"^(?:(?:so|um|er|oh|and|hey) )*(?:is there |will there be |are we getting |we getting )?(?:any|some) "
                  rf"(?P<word>{_NOUNS}) "
                  rf"(?:due|expected|forecast|coming|on the way|about|likely|predicted)(?: for| on)? {_DAY_SAID}"
                  rf"(?:,? (?:or|and) {_DAY_SAID})?(?: then| at all| please)?$")
# "a shower" is rain only when asked as weather and for a time: "any chance of a shower later", "could we get a shower
# this evening", "is a shower likely tomorrow" (never "i need a shower later", "is there a shower in the hotel")
_A_SHOWER = re.compile(r"^(?:(?:so|um|er|oh|and|hey|just wondering) )*(?:(?:is there|will there be|is there going to be|"
                       r"are we (?:going to|gonna|likely to) get|will we get|could we get|might we get|are we getting|"
                       r"should we expect|do you think (?:we will|well|there will be) (?:get|be))(?: (?:any|a) chance of)?"
                       r"|(?:is there |whats the |what is the |what are the )?(?:any |a |the )?(?:chances?|odds|"
                       r"likelihood|risk|probability) (?:of|for)|is|(?:will|might|could) there be) (?:a |another |the odd )"
                       r"(?:passing |light |heavy |quick |little |wee )?shower(?: (?:likely|expected|due|forecast|"
                       rf"coming|on the way|at all))?(?: {_DAY_SAID})+(?: (?:at all|do you think|please|then))?$")
_KEPT_WORDS = {"sun": "sunny", "dry": "rain", "storms": "rain", "fine": "", "nice": "", "clear": "", "wet": "rain", "mild": "", "warm": "",
               "gale": "wind", "gales": "wind", "sunshine": "sunny", "showers": "rain", "thunderstorms": "rain",
               "sleet": "snow", "drizzle": "rain", "flurries": "snow", "blizzard": "snow", "blizzards": "snow"}
_DAY_NAMED = re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b")


def _kept_or_expected(normalized: str) -> list[tuple[str, dict[str, str]]]:
    found = _KEPT.search(normalized) or _EXPECTED.search(normalized) or _DUE.search(normalized)
    if found is None or _NOT_OUTSIDE.search(normalized):
        return []
    word = found.group("word") or ""  # "brighten up", "clear up": better weather, no one condition
    named = _DAY_NAMED.search(normalized)
    day = named.group(0) if named else _day(normalized)
    return [("HassGetWeather", {"condition": _KEPT_WORDS.get(word, _CONDITIONS.get(word, word)), "day": day})]


# the weather too much for an outing, asked (after a remark or not): "i am 80 is it too cold for my walk this morning",
# "will it be too windy to take the boat out" -- the outing makes "cold" the weather's, not the tea's
_TOO_FOR = re.compile(
    r"\b(?:is|will|would|could) it (?:be |going to be |gonna be |getting )?(?:a bit |far |much |way |just )?too "
    r"(?P<word>cold|chilly|nippy|icy|frosty|freezing|hot|warm|wet|rainy|windy|blowy|stormy|snowy|slippy|slippery) "
    r"(?:out |outside |out there )?(?:for|to) (?:(?:a|an|my|our|the|his|her|their|me to|us to|him to|her to|them to|"
    r"go for|go on|go out for|take|do) )*(?:\w+ )?(?:walk|stroll|wander|run|jog|bike ride|ride|cycle|swim|picnic|bbq|"
    r"barbecue|go out|walk the dog|dog|play out|play outside|hike|golf|fishing|boat|school run)\b")
_TOO_WORDS = {"cold": "cold", "chilly": "cold", "nippy": "cold", "icy": "cold", "frosty": "cold", "freezing": "cold",
              "slippy": "cold", "slippery": "cold", "hot": "hot", "warm": "hot", "wet": "rain", "rainy": "rain",
              "windy": "wind", "blowy": "wind", "stormy": "rain", "snowy": "snow"}
# the temperature outside asked by its instrument: "what is the thermometer reading outdoors this minute", "what does
# the thermometer say out there" (never a thermometer indoors, in the oven or the bath: no outdoors said)
_THERMOMETER = re.compile(r"\b(?:what|how (?:cold|warm|hot|high|low)) (?:is|does|do|s) (?:the |your |it on the )?(?:outdoor |"
                          r"outside |garden )?thermometers?(?: reading| read| say| saying| showing| show| at)?\b.*"
                          r"\b(?:outside|outdoors|out there|in the garden|out the back|out front)\b")


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """A weather reading of a question about what the weather does to the household; [] otherwise."""
    if kept := _kept_or_expected(normalized):
        return kept
    if (too := _TOO_FOR.search(normalized)) is not None and not _NOT_OUTSIDE.search(normalized):
        return [("HassGetWeather", {"condition": _TOO_WORDS[too.group("word")], "day": _day(normalized)})]
    if _THERMOMETER.search(normalized) and not _NOT_OUTSIDE.search(normalized):
        return [("HassGetWeather", {"condition": "", "day": "today"})]
    if _HIGH_LOW.match(normalized) or _LOOKS_OUT.match(normalized) or (
            _WEATHER_SAID.search(normalized) and _ASKED.search(normalized)):
        return [("HassGetWeather", {"condition": "", "day": _day(normalized)})]
    if _A_SHOWER.match(normalized):
        return [("HassGetWeather", {"condition": "rain", "day": _day(normalized)})]
    if (chance := _CHANCE.search(normalized)) is not None:
        word = chance.group("word")
        condition = _KEPT_WORDS.get(word, _CONDITIONS.get(word, word))
        return [("HassGetWeather", {"condition": condition, "day": _day(normalized)})]
    if _WRAP_UP.search(normalized) or _WEAR.match(normalized):
        return [("HassGetWeather", {"condition": "cold", "day": _day(normalized)})]
    if not _ASKED.search(normalized) or not _HOUSEHOLD.search(normalized):
        # "is it baltic outside", "is it gonna pour down later"; a weather word asked after a reason
        return weather_slang.find(normalized) or _asked_condition(normalized)
    if (sign := _SIGNS.first(normalized)) is not None:
        return [("HassGetWeather", {"condition": sign[0], "day": _day(normalized)})]
    return weather_slang.find(normalized) or _asked_condition(normalized)
