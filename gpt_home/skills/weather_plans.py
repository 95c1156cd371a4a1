"""Weather asked through a plan or a piece of kit (round 23): a choice of gear said as "X or no X" ("um brolly or no
brolly for the walk to work", "coat or not this morning") and an outdoor plan with a question whether the weather
will let it happen ("we're having a barbecue on sunday, will we get away with it", "the fete is tomorrow, will the
weather be kind to us", "we're doing a bbq friday, will it stay dry for us").

Each is a ``HassGetWeather`` reading (a condition and a day) for ``weather_needs.find``, so the weather skill answers
from the forecast (or points to the settings page) and the model never invents one. Gear that is no weather's ("milk
or no milk", "sugar or not"), a choice taken back ("coat or no coat, it doesn't matter"), a plan already past ("we
had a barbecue on sunday and got away with it"), "getting away with" anything but the plan ("will we get away with
not paying") and "got away with it" said of a deed are no reading. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import WEEKDAY
from gpt_home.skills import wear_choice

_Reading = list[tuple[str, dict[str, str]]]

# kit the weather decides, and the weather it asks about
_GEAR = {"brolly": "rain", "umbrella": "rain", "brollie": "rain", "raincoat": "rain", "rain coat": "rain",
         "mac": "rain", "cagoule": "rain", "waterproof": "rain", "waterproofs": "rain", "wellies": "rain",
         "wellington boots": "rain", "wellingtons": "rain", "coat": "cold", "jacket": "cold", "jumper": "cold",
         "sweater": "cold", "cardigan": "cold", "cardi": "cold", "hoodie": "cold", "fleece": "cold", "scarf": "cold",
         "gloves": "cold", "hat and gloves": "cold", "woolly hat": "cold", "thermals": "cold", "vest": "cold",
         "tights": "cold", "boots": "cold", "shorts": "hot", "sandals": "hot", "flip flops": "hot", "t shirt": "hot",
         "tshirt": "hot", "sun cream": "hot", "suncream": "hot", "sunscreen": "hot", "sun hat": "hot",
         "sunhat": "hot", "sunglasses": "sky", "shades": "sky"}
_GEAR_WORDS = "|".join(sorted(_GEAR, key=len, reverse=True))
_LEAD = r"^(?:(?:so|um|er|erm|hmm|uh|ok|okay|right|well|quick question|question) )*"
# "brolly or no brolly", "coat or not", "shorts or no shorts today do you reckon", "a jumper or no jumper for the walk"
_CHOICE = re.compile(
    rf"{_LEAD}(?:(?:a|an|the|my|your) )?(?P<gear>{_GEAR_WORDS}) or (?:no|not|none|nah|without)(?: (?:a |an |the |my )?"
    rf"(?P=gear))?(?: (?:today|tonight|tomorrow|this morning|this afternoon|this evening|later|then|for (?:the |my |our "
    rf"|a )?(?:[a-z]+ ){{0,3}}?(?:walk|run|school run|trip|drive|match|game|day|journey|commute|shops|shopping|work|"
    rf"school|park|beach|town|it|today|tomorrow|later|outing|hike|ride|wedding|party|dog walk|bus|train)(?: to "
    rf"(?:work|school|town|the shops|the station))?|(?:do|what do) you (?:reckon|think|say)|what do you say|"
    rf"what would you do|please|then|(?:on |this |next )?(?:{WEEKDAY})))*$")

# a plan out of doors, and a question whether the weather lets it happen
_PLAN = re.compile(r"\b(?:barbecue|barbeque|bbq|picnic|garden party|party in the garden|wedding|fete|funfair|fun fair|festival|"
                   r"sports day|match|football|cricket|rugby|golf|tennis|walk|hike|ramble|bike ride|cycle|race|"
                   r"camping|beach|day out|trip|parade|car boot|boot sale|bonfire|fireworks|cut the grass|"
                   r"cutting the grass|mow|mowing|wash the car|washing the car|washing out|paint the fence|"
                   r"painting the fence|outdoors|outside|in the garden|in the park|gig|street party|birthday party)\b")
_PERMIT = re.compile(
    r"\b(?:will|would|do you think|reckon|think|shall|are|can) (?:(?:we|i|they|you|the kids|the children|it)(?: will|"
    r" ll| going to| gonna)?|well|ill|theyll|youll) (?:get away with it|get away with that|be lucky with the weather|get rained off|be rained "
    r"off|get washed out|be washed out|get the weather|get good weather|get a dry (?:day|one)|stay dry|(?:be|stay) "
    r"(?:ok|okay|alright|all right|safe|fine|dry) (?:for it|weather ?wise))(?: (?:for it|for that|weather ?wise|"
    r"then|do you think|you reckon))?\b"
    r"|\b(?:will|is|do you think) the (?:weather|rain|sun)(?: will| going to| gonna)? (?:hold|hold off|hold up|keep off|"
    r"stay off|stay away|behave|be kind|play ball|be on our side|be ok|be okay|be good|be alright|last|come out)\b"
    r"|\b(?:will|is) it (?:going to |gonna )?(?:stay|keep|be|hold) (?:dry|fine|nice|ok|okay|alright) (?:for (?:it|"
    r"us|them|that|the day)|enough)\b"
    r"|\bare we (?:ok|okay|safe|alright|good|fine) (?:for it|weather ?wise)\b")
# the plan, then the weather asked as a whole: "we're planning a barbecue on saturday, what's it going to be like"
_LIKE = re.compile(r"\b(?:(?:what is|whats|what) (?:it|the weather) (?:going to|gonna|looking|meant to|supposed to) (?:be )?like|"
                   r"what (?:will|would) (?:it|the weather) be like|how(?:s| is) (?:it|the weather) (?:looking|shaping up)|"
                   r"whats the forecast|what is the forecast)(?: (?:then|for it|for that|do you know))?$")
_NOT_PLAN = re.compile(r"\b(?:had|went|did|got away|yesterday|last (?:night|week|weekend|year|month|summer|"
                       rf"time|{WEEKDAY})|ago|if|imagine|suppose|pretend|film|movie|telly|tv|video game|indoors|inside)\b")
_WHEN: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"\b(?:{WEEKDAY})\b"), ""),
    (re.compile(r"\btomorrow\b"), "tomorrow"),
    (re.compile(r"\bweekend\b"), "weekend"),
    (re.compile(r"\btonight\b"), "tonight"),
)


def _day(normalized: str) -> str:
    """The day said (a weekday by its name, "tomorrow", "weekend", "tonight"), "today" when none."""
    for pattern, day in _WHEN:
        if (found := pattern.search(normalized)) is not None:
            return day or found.group(0)
    return "today"


def find(normalized: str) -> _Reading:
    """A ``HassGetWeather`` reading of a gear choice or of an outdoor plan's weather question, or []."""
    if (choice := _CHOICE.match(normalized)) is not None:
        return [("HassGetWeather", {"condition": _GEAR[choice.group("gear")], "day": _day(normalized)})]
    if _PLAN.search(normalized) and _PERMIT.search(normalized) and not _NOT_PLAN.search(normalized):
        return [("HassGetWeather", {"condition": "rain", "day": _day(normalized)})]
    if _PLAN.search(normalized) and _LIKE.search(normalized) and not _NOT_PLAN.search(normalized):
        return [("HassGetWeather", {"condition": "", "day": _day(normalized)})]
    return wear_choice.find(normalized)
