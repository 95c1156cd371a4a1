"""Local intents: a pure, table-driven matcher tried on every turn before the LLM.

Each rule is a regular expression that must match the WHOLE normalised utterance, plus a handler that turns the
match into typed slots (or declines with None). Whole-utterance matching is deliberate: "turn on the lights" inside
a question about a film, or "remember" inside a story, must not trigger anything. A false match is worse than a
miss, because a miss simply goes to the LLM. Timer rules live in ``timer_intents``; the types in ``intent_types``.

The time zone is the one of ``now`` (``datetime.now(ZoneInfo(settings.timezone))``); nothing here reads the clock.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from functools import lru_cache

from gpt_home.agent import light_words as _w, timer_intents
from gpt_home.agent.timecall_words import plain as _timecall_plain
from gpt_home.agent.spoken_words import FALSE_START
from gpt_home.agent.clock_hours import HALF_OF_THE_DAY_ASKED
from gpt_home.agent.intent_types import (
    Handler,
    Intent,
    IntentKind,
    LightAction,
    LightSlots,
    MatchContext,
    MemorySlots,
    RuleTable,
    SetTimerSlots,
    Slots,
    TimerKind,
    TimerQuerySlots,
)
from gpt_home.agent.number_reader import numeralize, separators

__all__ = ["Intent", "IntentKind", "LightAction", "LightSlots", "MemorySlots", "SetTimerSlots", "Slots", "TimerKind",
           "TimerQuerySlots", "match", "normalize"]

MAX_COMMAND_WORDS = 40  # longer utterances are never local commands; this also bounds the matching work
_BASIC = RuleTable()  # fixed phrases: time, date, stop, volume, help
_AMOUNT = r"(?:(?:a bit|a little|a little bit|a lot|much|slightly|way|even) )?"  # "make it a bit louder"
_AMOUNT_TAIL = r"(?: (?:a bit|a little|a little bit|a lot|much|slightly))?"  # "speak up a bit"
_DEVICES = RuleTable()  # lights and memory

# --- normalisation -------------------------------------------------------------------------------------------

_LEADING_FILLERS = re.compile(
    r"^(?:(?:hey|hi|ok|okay|hello) (?:computer|assistant|google|alexa|jarvis|speaker)|computer|assistant|hey|ok|okay|so|um|uh|"
    r"well(?! done\b)|please|now|and|can you|could you|would you|will you|would you kindly|i want you to|i would like you to|"
    r"i(?:d like| need) you to|i (?:need|want|would like|d like) to know|id like to know|(?:just )?(?:a )?quick (?:one|question)|"
    r"before i forget(?= (?:what|how|when|which|can|could|is|are|add|put|set|remind|turn|switch)\b)|"
    r"(?:sorry|excuse me|pardon me)(?= (?:what|how|when|where|which|who|can|could|would|will|is|are|do|did)\b))\b ?"
)
# Hesitations carry no meaning anywhere in a request ("add bananas and uh cereal"); "mm" is millimetres, kept.
_TAG = re.compile(r"^(?!(?:what|whats|how|who|which|where|when|why|do|does|did|is|are|can|could|would|will)\b)"
                  r"(?P<said>(?:\S+ ){3,}\S+) (?:would you|could you|will you|wont you|will not you|if you would|"
                  r"if you could|if you dont mind|if you do not mind)$")
_HESITATIONS = re.compile(r"\b(?:u+m+|u+h+m*|e+r+m*|h+m+)\b ?")
_TRAILING_FILLERS = re.compile(r" (?:please|thanks|thank you|for me|now please|right now please|computer|ok)$")
_CONTRACTIONS = {
    "what's": "what is", "whats": "what is", "that's": "that is", "it's": "it is", "i'm": "i am", "i'd": "id",
    "what're": "what are", "who's": "who is", "let's": "lets", "how's": "how is", "hows": "how is", "when's": "when is", "weather's": "weather is",
    "you're": "you are", "youre": "you are", "long's": "long is", "time's": "time is", "there's": "there is", "we're": "we are",
    "we've": "we have", "weve": "we have", "it'll": "it will", "itll": "it will", "there'll": "there will", "therell": "there will",
}  # fmt: skip

# A clock time written without its colon after "alarm for" or "at" in an alarm or a reminder: "730", "1030" (a
# timer's "for 730" and "the volume at 100" are left).
_CLOCK_DIGITS = re.compile(r"\b(alarm for|at) (0?[1-9]|1\d|2[0-3])([0-5]\d)\b(?! ?(?:percent|degrees|per)\b)")
_ASKS_A_TIME = re.compile(r"\b(?:alarm|wake|remind)")
_SAID_FOR_SET = re.compile(r"^(?:said|sat)\b(?= (?:a|an|the|my) (?:timer|alarm)\b)")

_SIGN = re.compile(r"(?:(?<=[\s(])|^)[-\u2212](?=\d)")  # "-20", never a word hyphen or a range ("1-10")
_SHORT_UNITS = {"min": "minutes", "mins": "minutes", "sec": "seconds", "secs": "seconds", "hr": "hours",
                "hrs": "hours"}
# A recognizer's short forms after a count: "in ten mins", "for 2 hrs" (never "min" alone: "a min" is handled there).
_SHORT_UNIT = re.compile(r"\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                         r"thirty|forty|forty five|fifty|sixty|ninety) (mins?|secs?|hrs?)\b")


# an HTML-like tag pasted or typed around a word ("<u>feta</u>", "<b>", "<br/>")
_MARKUP = re.compile(r"</?[a-z][a-z0-9]{0,9}(?: [^<>]{0,60})?/?>")


@lru_cache(maxsize=1024)  # a turn normalizes the same text (and the light names) many times: a pure function of it
def normalize(text: str) -> str:
    """Lower-case STT output and strip punctuation, fillers and a leading wake phrase; keep ``7:30`` and ``1.5``."""
    text = text.lower().replace("\u2019", "'").replace("%", " percent ")
    text = _MARKUP.sub(" ", text)  # "add <u>feta</u>": a pasted tag is no word
    text = re.sub(r"\b([ap])\.\s?m\b\.?", r"\1m", text)  # "p.m." -> "pm"
    text = re.sub(r"(\d)([ap]m)\b", r"\1 \2", text)  # "7pm" -> "7 pm"
    text = re.sub(r"\bo'? ?clock\b", "oclock", text)
    if _ASKS_A_TIME.search(text):  # "alarm for 730" (Whisper drops the colon) -> "alarm for 7:30"
        text = _CLOCK_DIGITS.sub(r"\1 \2:\3", text)
    text = _SAID_FOR_SET.sub("set", text)  # "said an alarm for 7:30": Whisper's "set" after the wake phrase
    text = re.sub(r"[a-z']+", lambda m: _CONTRACTIONS.get(m.group(0), m.group(0)), text)
    text = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", text)  # "twenty-five"
    text = _SHORT_UNIT.sub(lambda m: f"{m.group(1)} {_SHORT_UNITS[m.group(2)]}", text)  # "ten mins", "2 hrs"
    text = re.sub(r"\b(in|for|at|about) like (?=\d|[a-z]+ (?:minutes|seconds|hours|oclock|am|pm)\b)", r"\1 ", text)
    text = _SIGN.sub("minus ", text)  # "to -20 percent": the sign is a word, never lost with the punctuation
    text = re.sub(r"(?<!\d)[:.]|[:.](?!\d)", " ", text)  # keep ":" and "." only between digits
    text = re.sub(r"[^\w\s:.]", " ", separators(text.replace("'", "")))  # 1,000 and 2,50
    text = " ".join(_HESITATIONS.sub("", re.sub(FALSE_START, "", text)).split()) or " ".join(text.split())
    text = re.sub(r"^(?:do not|dont) (?:let me forget|forget) to ", "remind me to ", text)  # a reminder, said kindly
    text = _TAG.sub(r"\g<said>", text)  # "change the tablets reminder to 10 pm would you": a courtesy tag, no question
    text = re.sub(r"\b(\d{1,2}(?::\d\d)?|oclock) in (morning|afternoon|evening)\b", r"\1 in the \2", text)  # "9 in morning"
    text = re.sub(r"^(?:put|pop|stick) (?:a |an )?(.*?)timer on\b", r"set a \1timer", text)  # "put a timer on for 5"
    previous = None
    while previous != text:
        previous = text
        text = _LEADING_FILLERS.sub("", text).strip() or text  # "hey" alone is a greeting, not a filler
        text = _TRAILING_FILLERS.sub("", text).strip() or text
    return _timecall_plain(text)  # "a 35 minute timer and call it cake", "a wake up call at 6"


# --- fixed phrases -----------------------------------------------------------------------------------------

_BASIC.fixed(
    IntentKind.TIME,
    r"(?:what|what is the) time(?: is it)?(?: now| right now)?",
    r"what is the time(?: now| right now)?",
    r"what time is it(?: now| right now| here)?",
    r"(?:tell me|do you know|have you got|do you have) (?:the time|what time it is)(?: now| right now)?",
    r"(?:the )?time",
    r"what is the current time",
    r"current time",
    r"how late (?:in the (?:morning|day|afternoon|evening) )?(?:is it|has it (?:got|gotten|become))(?: now| already)?",
    r"(?:a |quick )?time check",
    r"(?:(?:can|could) you )?check the time(?: for me)?(?: please)?",
    r"what time (?:have you got|do you have|you got|do you make it|have you)",
    r"(?:could you |can you )?(?:tell me|give me) the time", *HALF_OF_THE_DAY_ASKED,
)
_BASIC.fixed(
    IntentKind.DATE,
    r"what is (?:the date|today s date|todays date|the date today|today|the day today)",
    r"what(?: is the)? date is (?:it|it today|today)",
    r"what is the (?:day and (?:the )?date|date and (?:the )?day)(?: today)?",
    r"what day(?: of the week)? is (?:it|it today|today)",
    r"(?:tell me|do you know) (?:the date|today s date|todays date|what day it is|what day it is today)",
    r"(?:(?:todays|the) )?date(?: please)?(?: love| pet)?",
    r"which day is (?:it|it today|today)",
    # the day of the week asked many ways: "which day of the week is it", "what weekday are we on"
    r"(?:what|which) (?:(?:day|weekday)(?: of the week)?|one of the week) (?:is (?:it|this)|are we(?: on| at| in)?)"
    r"(?: today| now| right now)?",
    r"(?:tell me |do you know |can you tell me )?(?:what|which) (?:day|weekday)(?: of the week)? (?:it is|we are on|"
    r"we are|it is today)(?: today| now)?",
    r"what is the day of the week(?: today)?|what day of the week",
    r"(?:what|which) (?:day|date) it is(?: today)?",
    r"(?:is it|is today) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: today)?",
    r"what (?:is the date|date is it) today",
)
_BASIC.fixed(
    IntentKind.STOP,
    r"(?:ok |okay )?(?:stop|cancel|be quiet|quiet|shut up|hush|silence|enough|that is enough|"
    r"stop it|stop talking|stop that|cancel that|forget it|forget about it|shh+|dismiss|stop stop)",
    r"(?:stop|silence|dismiss|turn off|switch off|snooze) (?:the |that |my )?"
    r"(?:alarm|timer|reminder|ringing|noise|sound)",
)
_BASIC.fixed(
    IntentKind.VOLUME_UP,
    r"(?:turn|crank|pump) (?:it|the volume|the sound|the music) up(?: a bit| a little)?",
    r"(?:turn|crank) up the (?:volume|sound)(?: a bit| a little)?",
    r"(?:increase|raise) the (?:volume|sound)(?: a bit| a little)?",
    r"(?:volume|sound) up",
    r"(?:be |a bit |a little )?louder(?: please)?",
    r"(?:speak|talk) (?:up|louder)",
    r"i (?:can not|cannot|cant) hear you",
    # the family: (make|turn|get) + (it|you|yourself|the volume|the sound|the music) + (a bit|a little|…) + louder
    rf"(?:make|get|turn) (?:it |you |yourself |your voice |the volume |the sound |the music |things )?{_AMOUNT}louder",
    rf"(?:speak|talk) (?:up|louder){_AMOUNT_TAIL}",
    rf"(?:turn|crank) (?:yourself|you) up{_AMOUNT_TAIL}",
    r"(?:raise|lift) your voice",
    r"(?:it is |you are |that is |the volume is |the sound is )?(?:a bit |a little |way |much |far )?"
    r"(?:too quiet|too soft|not loud enough|hard to hear)(?: (?:turn it up|speak up|louder))?",
)
_BASIC.fixed(
    IntentKind.VOLUME_DOWN,
    r"(?:turn) (?:it|the volume|the sound|the music) down(?: a bit| a little)?",
    r"turn down the (?:volume|sound)(?: a bit| a little)?",
    r"(?:decrease|lower|reduce) the (?:volume|sound)(?: a bit| a little)?",
    r"(?:volume|sound) down",
    r"(?:be |a bit |a little )?(?:quieter|softer)",
    r"(?:speak|talk) (?:more )?(?:quietly|softly|quieter|softer)",
    r"(?:you are |it is )?too loud",
    r"not so loud",
    rf"(?:make|get|turn) (?:it |you |yourself |your voice |the volume |the sound |the music |things )?{_AMOUNT}"
    r"(?:quieter|softer|less loud)",
    rf"(?:turn|bring) (?:yourself|you) down{_AMOUNT_TAIL}",
    r"(?:lower|drop|keep) your voice(?: down)?",
    r"keep it down",
    r"(?:it is |you are |that is |the volume is |the sound is )?(?:a bit |a little |way |much |far |very |so )?"
    r"(?:too loud|really loud|very loud|so loud|a bit loud|deafening)(?: (?:turn it down|quieter|keep it down))?",
)
_BASIC.fixed(
    IntentKind.WEATHER,
    r"what is the weather(?: like)?(?: today| now| right now| outside| at the moment| out there)?",
    r"how is the weather(?: today| now| outside| out there)?",
    r"what is it like outside",
    r"(?:tell me |give me )?the weather(?: forecast| report)?(?: for today)?",
    r"weather(?: forecast| report)?",
    r"what is the temperature(?: outside)?(?: now| today| right now)?",
    r"how (?:cold|warm|hot) is it outside",
)
_BASIC.fixed(
    IntentKind.CAPABILITIES,
    r"what (?:can|else can) you do",
    r"what (?:are you able to do|are your skills|skills do you have|commands do you know|can i ask you|can i say)",
    r"what do you do",
    r"help",
    r"help me",
    r"how do i use you",
    r"what (?:sort|sorts|kind|kinds|type|types) of (?:things|stuff|jobs|questions) (?:can|do) you (?:do|help with|help me with|"
    r"answer|handle)",
    r"(?:what|how) can you help(?: me)?(?: with)?",
    # the family "what are you (capable of|good at|for)", "what things do you know how to do"
    r"what (?:are you|else are you) (?:capable of|good at|good for|for|able to help with|useful for)",
    r"what (?:things|stuff|else) (?:do you know how to do|are you able to do|can you help(?: me)? with)",
    r"(?:what|which) (?:features|functions|abilities|commands) (?:do you have|have you got|are there)",
)


# --- lights --------------------------------------------------------------------------------------------------

_LW, _NAME, _THE, _WHERE, _SWITCH, _LEVEL = _w.LW, _w.NAME, _w.THE, _w.WHERE, _w.SWITCH, _w.LEVEL
_BRIGHTER, _DIMMER, _STEP = _w.BRIGHTER, _w.DIMMER, _w.STEP


# Words that show the "name" is really part of a question or a sentence ("are the lights on").
_NOT_A_LIGHT_NAME = frozenset(
    "on off in to and or if when who what why how where which you they he she it we i are is was were do does did "
    "can could should would will the a an this that these those there here not no your our their his her its".split()
)


def _light_name(raw: str | None, ctx: MatchContext) -> tuple[bool, str | None]:
    """(ok, name): name None means every light; unknown names are kept so the skill can say so."""
    raw = (raw or "").strip()
    raw = re.sub(r"^(?:the|my) ", "", raw)
    if raw in ("", "all", "all the", "every", "every single", "each", "the", "all of the", "all my", "all our", "my", "our"):
        return True, None
    for name in ctx.lights:
        if raw == name:
            return True, name
    words = raw.split()
    if len(words) > 2 or _NOT_A_LIGHT_NAME.intersection(words):
        return False, None
    return True, raw


def _level(raw: str | None) -> float | None:
    if raw is None:
        return None
    raw = numeralize(raw)
    if not re.fullmatch(r"\d{1,3}", raw) or int(raw) > 100:
        return -1.0
    return int(raw) / 100


@_DEVICES.rule(
    rf"{_SWITCH} (?P<act>on|off) {_THE}{_NAME}{_LW}{_WHERE}",
    rf"{_SWITCH} {_THE}{_NAME}{_LW}{_WHERE} (?P<act>on|off)",
    rf"{_SWITCH} {_THE}{_NAME}{_LW} (?P<act>on|off){_WHERE}",
    rf"{_THE}{_NAME}{_LW}{_WHERE} (?P<act>on|off)",
    # word orders without a verb: "lights off in the kitchen", "off with the hall light", "lights on now"
    rf"{_THE}{_NAME}{_LW} (?P<act>on|off){_WHERE}(?: now| right now| for me)?",
    rf"(?P<act>on|off) with {_THE}{_NAME}{_LW}{_WHERE}",
    rf"(?:dim|lower|turn down) {_THE}{_NAME}{_LW}{_WHERE}(?: to (?P<level>[a-z0-9 ]+?) percent| a bit| a little)?",
    rf"(?:turn|switch) {_THE}{_NAME}{_LW}{_WHERE} down(?: to (?P<level>[a-z0-9 ]+?) percent| a bit| a little)?",
    rf"(?:set|put|dim|turn|make|bring|change) {_THE}{_NAME}{_LW}{_WHERE} (?:to|at|on|up to|down to) {_LEVEL}",
    rf"{_NAME}{_LW}{_WHERE} (?:to|at) {_LEVEL}",
    # the family: (make|get|turn) + light + (a bit|a little)? + brighter / dimmer
    rf"(?:make|get|turn) {_THE}{_NAME}{_LW}{_WHERE} {_AMOUNT}(?:(?P<up2>{_BRIGHTER})|(?P<down>{_DIMMER}))",
    # "brighten up" first: "brighten up the kitchen light a bit" is never a light named "up the kitchen"
    rf"(?P<up>brighten up|brighten|turn up|raise) {_THE}{_NAME}{_LW}{_WHERE}{_STEP}",
    rf"(?:turn|switch|brighten) {_THE}{_NAME}{_LW}{_WHERE} (?P<up>up){_STEP}",
)
def _light(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    groups = m.groupdict()
    room = groups.get("room") or groups.get("room2")
    if room and groups.get("name"):
        return None  # "turn on the desk lamp in the kitchen": two places
    ok, name = _light_name(room or groups.get("name"), ctx)
    if not ok:
        return None
    act = groups.get("act")
    if act:
        return Intent(IntentKind.LIGHT, LightSlots(LightAction(act), name))
    if groups.get("up") or groups.get("up2"):
        return Intent(IntentKind.LIGHT, LightSlots(LightAction.BRIGHTEN, name))
    if groups.get("down"):
        return Intent(IntentKind.LIGHT, LightSlots(LightAction.DIMMER, name))
    word = groups.get("word")
    level = _level(groups.get("level")) if word is None else (0.5 if word == "half" else 1.0)
    if level is not None and level < 0:
        return None
    if level == 0:
        return Intent(IntentKind.LIGHT, LightSlots(LightAction.OFF, name))
    return Intent(IntentKind.LIGHT, LightSlots(LightAction.DIM, name, level))


def _named_light_rules(ctx: MatchContext) -> Iterable[tuple[re.Pattern[str], Handler]]:
    """Without the word "light", only a configured name counts ("turn on the kitchen", not "turn on the tv")."""
    return _light_name_rules(ctx.lights)


@lru_cache(maxsize=8)  # built once per set of light names, not on every match
def _light_name_rules(lights: tuple[str, ...]) -> tuple[tuple[re.Pattern[str], Handler], ...]:
    if not lights:
        return ()
    names = "|".join(re.escape(n) for n in sorted(lights, key=len, reverse=True))
    return (
        (re.compile(rf"{_SWITCH} (?P<act>on|off) (?:the )?(?P<name>{names})"), _light),
        (re.compile(rf"{_SWITCH} (?:the )?(?P<name>{names}) (?P<act>on|off)"), _light),
        (re.compile(rf"dim (?:the )?(?P<name>{names})(?: to {_LEVEL})?"), _light),
        (re.compile(rf"(?P<up>brighten|brighten up) (?:the )?(?P<name>{names})"), _light),
        (re.compile(rf"(?:light up|illuminate|light) (?:the )?(?P<name>{names})(?: up)?"), _lit_room),
        # "make the living room a bit dimmer": a room's light, said indirectly
        (re.compile(rf"(?:make|get) (?:the )?(?P<name>{names}) {_AMOUNT}(?:(?P<up2>{_BRIGHTER})|(?P<down>{_DIMMER}))"),
         _light),
        # a room said dark or too bright ("its dark in the kitchen", "i cant see in the kitchen", "its too bright in the
        # kitchen"): agent/light_clauses.py (dark_said) and agent/light_restated.py (too_dark_to_see), before the rules
    )


def _lit_room(m: re.Match[str], ctx: MatchContext) -> Intent | None:  # "light up the kitchen"
    return Intent(IntentKind.LIGHT, LightSlots(LightAction.ON, m.group("name")))  # on, full: never 25 % from off


# --- memory --------------------------------------------------------------------------------------------------

# "remember that time we ...", "remember when ...": reminiscing, not a fact to store.
_NOT_A_FACT = re.compile(
    r"^(?:when|what|how|where|who|why|if|whether|to|time|day|night|one|the time|the day|that time|back|me|this|it)\b"
)


@_DEVICES.rule(
    r"(?:please )?(?:remember|memorize|memorise|note|make a note|keep in mind|do not forget|dont forget) "
    r"that (?P<text>.+)",
    r"(?:remember|memorize|memorise) (?P<text>(?:my|our|i|we|mine) .+)",
)
def _remember(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    text = m.group("text").strip()
    if _NOT_A_FACT.match(text) or len(text.split()) < 2:
        return None
    return Intent(IntentKind.REMEMBER, MemorySlots(text))


@_DEVICES.rule(
    r"what (?:do you|did you) (?:remember|know|recall) about (?P<about>me|us|myself|my family|(?:my|our) [a-z ]+)",
    r"what (?:do you remember|have you remembered|have you learned|have you learnt|do you know about me)",
    r"what (?:have you|did you) (?:learn|learned|learnt) about (?P<about2>me|us|my family)",
    r"(?:list|show|tell me|read)(?: me)?(?: all)? (?:my|your|the) memories",
    r"what (?:are|is) (?:my|your) memor(?:ies|y)(?: about me)?",
    r"what memories do you have(?: about me| of me)?",
)
def _recall(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    about = m.groupdict().get("about") or ""
    query = "" if about in ("", "me", "us", "myself") else about
    return Intent(IntentKind.RECALL, MemorySlots(query))


@_DEVICES.rule(
    r"(?:forget|delete|erase|remove) "
    r"(?:that |the (?:fact|memory) that |what i said about |the memory about |about )(?P<text>.+)",
    r"forget (?P<text>(?:my|our|i|we) .+)",
)
def _forget(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    text = m.group("text").strip()
    if text in ("it", "that", "everything", "all", "this") or len(text.split()) < 2 and text in ("me", "us"):
        return None
    if re.match(r"(?:(?:the|my|our|that|this) )?(?:[a-z]+ ){0,3}(?:reminder|timer|alarm)s?\b(?! (?:code|clock|sound|tone|noise|app|system|company|is|was|are))", text):
        return None  # "forget about the bins reminder, i did it already": a cancel (skills/named_cancels.py)
    return Intent(IntentKind.FORGET, MemorySlots(text))


# --- entry point ---------------------------------------------------------------------------------------------


def match(text: str, now: datetime, *, lights: Iterable[str] = ()) -> Intent | None:
    """Match one utterance to a local intent, or None so the LLM answers it.

    Args:
        text: the transcript, raw from STT (case, punctuation and a leading wake phrase do not matter).
        now: the current time, timezone-aware in the configured zone; due times come out in the same zone.
        lights: configured light names (``settings.gpio_lights`` keys); ``_`` and ``-`` read as spaces.
    """
    if now.tzinfo is None:
        raise ValueError("now must be timezone-aware")
    normalized = normalize(text)
    if not normalized or len(normalized.split()) > MAX_COMMAND_WORDS:
        return None
    ctx = MatchContext(now, tuple(normalize(name.replace("_", " ")) for name in lights))
    for pattern, handler in (*_BASIC.rules, *timer_intents.RULES.rules, *_DEVICES.rules, *_named_light_rules(ctx)):
        m = pattern.fullmatch(normalized)
        if m is not None and (intent := handler(m, ctx)) is not None:
            return Intent(intent.kind, intent.slots, normalized)
    return None
