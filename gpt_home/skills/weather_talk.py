"""Talk about the weather that asks nothing (round 22): a moan ("ugh i hate this cold weather", "im sick of this rain",
"this heat is too much for me") and a learner's hello that says where they come from ("i come from brazil, i am
learning english, you understand me?"). Read by ``skills/chitchat.py`` like its own (``chat_families.FAMILIES``);
each pattern is the whole utterance (or one breath of it).

Why: the model answered a moan with weather it invented, or the guard replaced it with "I'm not sure about that"; a
moan is no question, so the reply is kind and states no weather (``smalltalk``'s lines "weather_cold" and
"weather_hot"). "this cold" alone may be an illness and is left to the feelings; a question after the moan ("... will
it be warmer tomorrow") is a question, never this. Pure.
"""

from __future__ import annotations

_LEAD = r"(?:(?:ugh|urgh|oh|oh god|god|honestly|brr|brrr|well|gosh|blimey|man|ah|argh) )*"
_HATE = (r"(?:(?:i|we) (?:really |so |just |absolutely |do )?(?:hate|cant stand|can not stand|cannot stand|detest|loathe|"
         r"dont like|do not like|am sick of|are sick of|am fed up (?:of|with)|are fed up (?:of|with)|am so fed up "
         r"(?:of|with)|am tired of|have had enough of)|(?:im|were) (?:so |really |just )?(?:sick of|fed up (?:of|with)|"
         r"tired of))")
_THE = r"(?:this|the|all this|all the|these|this horrible|this awful|this miserable|this bloody|this rotten)"
_COLD = (r"(?:cold weather|freezing|wet|damp|rain|drizzle|wind|snow|frost|ice|fog|grey|gloom|dark nights|dark mornings|winter|"
         r"miserable|horrible|awful|rotten|rubbish|grim)")
_HOT = r"(?:heat|humidity|hot weather|heatwave|heat wave|sweltering heat|muggy weather|sticky weather)"
_FEEL = (r"(?:is|s) (?:really |so |just |properly )?(?:getting me down|getting to me|doing my head in|horrible|awful|"
         r"miserable|rubbish|grim|depressing|too much(?: for me)?|unbearable|killing me)")
_TAIL = r"(?: (?:honestly|today|again|lately|already|at the moment|this year|now))*"

_WEATHER_COLD = (rf"{_LEAD}(?:{_HATE} (?:{_THE} (?:{_COLD}(?: weather)?|weather)|the cold)|(?:{_THE} (?:{_COLD}"
                 rf"(?: weather)?|weather)|the cold) {_FEEL}){_TAIL}")  # "this cold" alone may be an illness
_WEATHER_HOT = rf"{_LEAD}(?:{_HATE} {_THE} {_HOT}|{_THE} {_HOT} {_FEEL}){_TAIL}"
# where a learner comes from, said as a hello: "i come from brazil", "we are from syria" (a breath before "i am
# learning english, you understand me": chitchat answers the last breath)
_FROM = (r"(?:(?:hello|hi|good morning|good evening) )?(?:i|we) (?:come|am|are) from (?!(?:work|school|the|a|my|our|"
         r"church|town|shopping|holiday)\b)[a-z]+(?: [a-z]+)?")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("weather_hot", _WEATHER_HOT),
    ("weather_cold", _WEATHER_COLD),
    ("from_place", _FROM),
)
