"""A model reply that states the weather (round 22): "it's not going to rain later tomorrow", "The pavements are going
to be slippery", "Expect a high of 12 degrees", "there's a good chance of showers". The bundled model has no
forecast: whatever weather it states is invented, and a person who brings the washing in or stays off the icy
pavement on its word is misled. Only the weather skill (a configured location, a fetched forecast) may say it.

``states_weather`` is one more local fact the guard keeps the model from guessing (``agent/guard.py``'s
``states_local_fact``): a reply stating weather now or to come is replaced by the honest fallback. Not a claim: the
weather as a topic ("cold weather can be hard"), a wish ("I hope it stays dry for you"), advice with "if" ("if it
rains, take a coat"), a question back, the past, and the person's own words said back ("i hate this cold weather" →
"It is cold, isn't it") when they told it and asked nothing. Pure.
"""

from __future__ import annotations

import re

_WEATHER = (r"(?:rain\w*|sunny|sunshine|dry|wet|cold|chilly|nippy|warm|hot|mild|freezing|frosty|icy|slippery|slippy|"
            r"snow\w*|wind\w*|cloud\w*|overcast|clear(?! (?:that|to|what|how|enough))|stormy|storms?|foggy|fog|showers?|showery|drizzl\w*|humid|"
            r"muggy|breezy|gusty|pour\w*|below freezing|bright|grey|gray|wet and \w+|frost|ice(?! cream)|sleet\w*|hail\w*|"
            r"thunder\w*|heat ?wave|scorch\w*|sweltering|bitter(?:ly cold)?|fine (?:day|weather)|nice day|lovely day|"
            r"(?:a )?(?:beautiful|lovely|nice|fine|glorious|miserable|dreary|wet|dry|cold|warm|hot|sunny) (?:day|one|"
            r"afternoon|morning|evening|weekend))")
# a subject of the weather, a verb of now or to come, and a weather word: "it's going to rain", "the roads will be icy"
_SUBJECT = (r"(?:it|there|the weather|the forecast|today|tomorrow|tonight|the (?:day|weekend|morning|afternoon|"
            r"evening|night)|this (?:morning|afternoon|evening|weekend)|monday|tuesday|wednesday|thursday|friday|"
            r"saturday|sunday|the sky|the skies|skies|the sun|temperatures?|the (?:roads?|pavements?|paths?|streets?|ground)|"
            r"the washing|your washing|the clothes|outside|out there)")
_VERB = (r"(?:'s|’s| is| are|'ll|’ll| will| won't| wont| isn't| isnt| aren't| should| shouldn't| might| may| could|"
         r" looks?| looking| seems?| feels?| stays?| remains?| turns?| gets?)")
_MODS = (r"(?: (?:not|be|been|going to|gonna|likely to|expected to|set to|forecast to|definitely|probably|certainly|"
         r"getting|get|stay|remain|turn|turning|a bit|very|quite|rather|really|mostly|mainly|fairly|pretty|too|so|"
         r"still|some|lots of|a lot of|plenty of|lovely|beautiful|nice|glorious|gorgeous|heavy|light|any|no|much|more|a|an|the|likely|like|to|cold and|warm "
         r"and|dry and|wet and|and|nice and|lovely and|bright and))*")
_STATED = re.compile(rf"\b{_SUBJECT}{_VERB}{_MODS} (?P<word>{_WEATHER})\b", re.IGNORECASE)
# the forecast's own words: "a 40 percent chance of rain", "expect highs of 12", "12 degrees", "rain is on the way"
_FORECAST = re.compile(
    r"\b(?:\d+ ?(?:percent|%) chance|(?:a|some|slight|good|high|low|small|strong|big) chance) of (?:rain|showers|snow|"
    r"sun|sunshine|frost|storms?|thunder\w*|sleet|drizzle|wind)\b|"
    r"\b(?:the|today's|tomorrow's|todays|tomorrows) forecast (?:says|said|shows|is for|predicts|calls for|looks)\b|"
    r"\b(?:expect|forecast(?:ing|s)?|predicted|predicting) (?:a |some |lots of |plenty of |heavy |light )?(?:rain|"
    r"showers|snow|frost|sunshine|sun|storms?|highs?|lows?|temperatures|gales?|winds?|sleet|drizzle|ice|fog|"
    r"a (?:high|low) of)\b|"
    r"\b(?:today|tomorrow|tonight|outside|out there|this (?:morning|afternoon|evening))\b"
    r".*-?\b\d+ ?(?:degrees|°|º)|-?\b\d+ ?(?:degrees|°|º).*\b(?:today|tomorrow|tonight|outside|out there|this "
    r"(?:morning|afternoon|evening))\b|\b(?:high|low|highs|lows|temperatures?) (?:of|around|near|up to|down to) -?\d|"
    r"\b(?:rain|snow|showers|frost|sunshine|storms?|winds?|ice|sleet|fog|a storm|a frost) (?:is|are|will be|is going to"
    r" be|are going to be) (?:expected|forecast|likely|on (?:the|its) way|coming|due|predicted)\b", re.IGNORECASE)
# not a claim: a wish, a condition, a question back, the past, a general truth
_NOT_A_CLAIM = re.compile(r"^(?:i hope|hopefully|if|when|whether|unless|in case|let's hope|fingers crossed)\b|\?$|"
                          r"\b(?:was|were|had been|used to|yesterday|last (?:night|week|year|winter))\b|"
                          r"\b(?:can be|could be a|is often|are often|tends? to|usually|sometimes|in general|"
                          r"generally|in winter|in summer|i can't (?:see|tell|check)|i don't know|not sure)\b",
                          re.IGNORECASE)
_INDOORS = re.compile(r"\b(?:in here|inside|indoors|in the (?:house|room|kitchen|oven|fridge)|tea|coffee|soup|bath|"
                      r"water|oven|food|dinner|drink|hands|feet|nose|ice cream|heating|radiator)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?]+[.!?]*")
_ASKED = re.compile(r"\?|^(?:(?:so|um|er|oh|and|hey|ok|okay|please) )*(?:will|is|are|would|should|shall|can|could|do|"
                    r"does|what|whats|how|hows|when|any)\b|\b(?:will|should|shall|is|are|do|does) (?:it|there|i|we|"
                    r"the)\b", re.IGNORECASE)


def _stem(word: str) -> str:
    return word.lower().split()[-1][:4]


def weather_claim(reply: str, utterance: str = "") -> str | None:
    """The sentence of ``reply`` that states the weather now or to come, or None. Said back: a sentence whose weather
    word the person said themselves, when they asked nothing ("ugh i hate this cold weather")."""
    told = "" if _ASKED.search(utterance) else utterance.lower()
    for sentence in (s.strip() for s in _SENTENCE.findall(reply)):
        for clause in re.split(r",|;| but | and then | so ", sentence):
            clause = clause.strip()
            if not clause or _NOT_A_CLAIM.search(clause) or _INDOORS.search(clause):
                continue
            found = _STATED.search(clause) or _FORECAST.search(clause)
            if found is None:
                continue
            word = found.groupdict().get("word") or found.group(0)
            if told and _stem(word) in told:
                continue
            return sentence
    return None


def states_weather(reply: str, utterance: str = "") -> bool:
    """True when ``reply`` states the weather now or to come (``weather_claim``): the model's guess."""
    return weather_claim(reply, utterance) is not None
