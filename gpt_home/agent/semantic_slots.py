"""A semantic reading made into a plain command the rules understand, with the request's own slots put in.

The semantic reader (``agent/semantic.py``) says what a request is about ("light.off"); this module says it again
the way the rules read it ("turn off the kitchen light"), filling in what the request named: configured light
names (or a room with no light, so the skill says so), durations and clock times, days, numbers, lists, a city. A request that carries something the command
cannot (a date offset for "what day is it", a number for "what time is it") gets no command: read as the plain
intent it would be answered wrongly, so the model answers instead. A command missing its slot ("set a timer")
is still made: the handler asks back ("For how long?").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import datetime

from gpt_home.agent.alarm_said import said_when
from gpt_home.agent.cancel_names import cancel_reading as _cancel
from gpt_home.agent.house_words import EVERY_RE, ROOM_SLOT_RE
from gpt_home.agent.light_slots import unsafe_switch
from gpt_home.agent.others_noise import others_noise
from gpt_home.agent.remark_split import asks_elsewhere, question_clause
from gpt_home.agent.spoken_words import ADDRESS, MONTH, OWNER, WEEKDAY
from gpt_home.agent.timer_labels import given_name, thing_named
from gpt_home.agent.timeparse import parse_clock, parse_duration, parse_when
from gpt_home.agent.number_reader import numeralize

_DAY = re.compile(r"\b(today|tonight|tomorrow(?: morning| afternoon| night)?|this (?:week|weekend|morning|afternoon|"
                  rf"evening)|(?:at )?the weekend|on (?:{WEEKDAY}))\b")
_CITY = re.compile(r"\bin ([a-z]+(?: [a-z]+)?)$")
_NOT_CITY = re.compile(r"^(?:the|here|there|this|a|an|my|our|\d)")
# What a "now" question cannot carry: another day, an offset, a place, a number (left to the rules or the model).
_CLOCK_OFFSET = re.compile(r"\b(?:ago|until|till|til|since|after|before|from|next|last|yesterday|tomorrow|"
                           r"weeks?|months?|years?|birthday|christmas|easter|holiday|in [a-z]+|\d+|days|of|first|"
                           rf"second|third|fourth|fifth|{MONTH})\b")
_WEEKDAY = re.compile(rf"\b(?:{WEEKDAY})\b")
_NUMBER = re.compile(r"\b(\d+)\b")
_LIST = re.compile(r"\b(?:the|my|our|a) ((?:[a-z]+ ){0,2})list\b")


def _windows(text: str, longest: int = 7) -> Iterable[str]:
    """Runs of consecutive words, longest first."""
    words = text.split()
    for size in range(min(longest, len(words)), 0, -1):
        for start in range(len(words) - size + 1):
            yield " ".join(words[start:start + size])


def _find(text: str, parse: Callable[[str], object]) -> str | None:
    """The longest run of words ``parse`` accepts."""
    for window in _windows(text):
        if parse(window) is not None:
            return window
    return None


def light_target(text: str, lights: tuple[str, ...]) -> str:
    """ "the kitchen light", "the garage light" (a room with no light: the skill says so) or "all the lights"."""
    for name in sorted(lights, key=len, reverse=True):
        if re.search(rf"\b{re.escape(name)}\b", text):
            return f"the {name} light"
    if not EVERY_RE.search(text) and (room := ROOM_SLOT_RE.search(text)):
        return f"the {room.group(1).strip()} light"
    if not EVERY_RE.search(text) and (named := _NAMED_LIGHT.search(text)):  # "the fridge light": not one of ours
        return f"the {named.group('name')} light"
    return "all the lights"


def _list_name(text: str) -> str:
    m = _LIST.search(text)
    name = m.group(1).strip() if m else ""
    name = re.sub(r"^(?:whole|entire|current|new) ", "", name)
    if name in ("", "grocery", "groceries", "shopping"):
        return "shopping"
    return name


def _day(text: str) -> str:
    m = _DAY.search(text)
    return f" {m.group(1)}" if m else ""


def _weather(question: str) -> Callable[[str, tuple[str, ...], datetime], str | None]:
    def make(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
        m = _CITY.search(text)
        city = f" in {m.group(1)}" if m and not _NOT_CITY.match(m.group(1)) and not _DAY.fullmatch(m.group(1)) else ""
        return f"{question}{city}{_day(text)}"
    return make


def _now_only(command: str, weekday: bool = False) -> Callable[[str, tuple[str, ...], datetime], str | None]:
    """A question about now; None when the request names another moment ("the second sunday of december")."""
    def make(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
        text = text.replace("day of the week", "day")
        other = _CLOCK_OFFSET.search(numeralize(text)) or (not weekday and _WEEKDAY.search(text))
        return None if other else command
    return make


def _random_number(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
    """A number between two said numbers, or any number; None for a range or a thing it cannot pick from."""
    numbers = _NUMBER.findall(numeralize(text))
    if re.search(r"\byes or no\b", text):  # "say yes or no at random": one of the two, never a number
        return None
    if len(numbers) == 2:
        return f"pick a random number between {numbers[0]} and {numbers[1]}"
    if numbers or re.search(r"\b(?:days?|weeks?|months?|letters?|names?|persons?|people|colou?rs?|cards?|words?|"
                            r"\w+ties)\b", text):
        return None
    return "pick a random number"


_ADD_ITEM = re.compile(r"^(?:(?:can you|could you|please|just|and) )*(?:add|at|put|stick|pop|throw|write|get|need) "
                       r"(?:some |an? )?(?P<item>.+?) (?:to|on|onto|in) (?:the|my|our) (?P<name>(?:[a-z]+ ){0,2})list$")


def _list_add(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
    m = _ADD_ITEM.match(text)
    if m is None:
        return f"add to the {_list_name(text)} list"
    return f"add {m.group('item')} to the {_list_name(text)} list"


# a named timer given a new length: "the pasta timer, change it to 12 minutes" (never a second timer with no name)
_NAMED_CHANGE = re.compile(r"\b(?:the|my|our) (?P<label>[a-z]+(?: [a-z]+)?) timer\b.*\b(?:change|make|set|put|reset|switch)\b|"
                           r"\b(?:change|make|set|put|reset|switch) (?:the|my|our) (?P<label2>[a-z]+(?: [a-z]+)?) timer\b")


# a timer's name said before "timer" ("tea timer to 11 minutes please"): kept, so a running one of that name changes
_NAMED = re.compile(r"\b([a-z]+) timer\b")
_NO_NAME = frozenset({"a", "an", "the", "my", "our", "your", "this", "that", "minute", "minutes", "hour", "hours",
                      "second", "seconds", "another", "new", "one", "quick", "short", "long", "little", "other", "same",
                      "first", "next", "half", "set", "start", "of", "for", "no", "any", "every", "all", "do", "put",
                      "get", "make", "give", "want", "need", "keep", "have"})  # "can u do timer for noodles": a verb


def _timer(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
    duration = _find(text, parse_duration)
    if duration and (changed := _NAMED_CHANGE.search(text)) is not None:
        return f"make the {changed.group('label') or changed.group('label2')} timer {duration}"
    label = re.search(rf"\bfor {OWNER}?([a-z]+)$", text)
    name = f"{given} " if (given := given_name(text)) else ""
    if not name and label and label.group(1) not in (duration or "").split():
        name = f"{label.group(1)} "
    if not name and (named := _NAMED.search(text)) and named.group(1) not in _NO_NAME:
        name = f"{named.group(1)} "
    if not name and (thing := thing_named(text)):
        name = f"{thing} "
    return f"set a {name}timer for {duration}" if duration else f"set a {name}timer"


def _alarm(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
    if (duration := _find(text, parse_duration)) is not None:
        return f"set an alarm in {duration}"
    when = said_when(_find(text, lambda w: parse_when(w, now) or parse_clock(w)), text)  # (agent/alarm_said.py)
    return f"set an alarm for {re.sub(r'^(?:at|for) ', '', when)}" if when else "set an alarm"


def _timer_add(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
    duration = _find(text, parse_duration)
    return f"add {duration} to the timer" if duration else None


def _timer_named(form: str, every: str) -> Callable[[str, tuple[str, ...], datetime], str | None]:
    """ "cancel the tea timer" / "cancel all timers" / "cancel the timer" (the skill asks which one of several)."""
    def make(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
        if re.search(r"\b(?:all|every|any)\b", text):
            return every
        m = re.search(r"\b(?:the|my|our) ([a-z]+) (?:timer|one)\b", text)
        return form.format(f"{m.group(1)} " if m and m.group(1) not in ("whole", "last", "current") else "")
    return make


def _volume_set(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
    m = _NUMBER.search(numeralize(text))
    if m is None:
        return None
    return f"set the volume to {m.group(1)}" + (" percent" if "percent" in text or int(m.group(1)) > 10 else "")


def _light(verb: str) -> Callable[[str, tuple[str, ...], datetime], str | None]:
    return lambda text, lights, now: verb.format(light_target(text, lights))


def _fixed(command: str) -> Callable[[str, tuple[str, ...], datetime], str | None]:
    return lambda text, lights, now: command


def _on_list(command: str) -> Callable[[str, tuple[str, ...], datetime], str | None]:
    return lambda text, lights, now: command.format(_list_name(text))


def _light_state(text: str, lights: tuple[str, ...], now: datetime) -> str | None:
    target = light_target(text, lights)
    if target == "all the lights":
        return None
    # "has it gone off", "did it go out": asked about off, answered about off ("Yes, ... is off"); either way or on
    # alone ("still going or did it go off") is asked about on
    return f"is {target} off" if _OFF.search(text) and not _ON_ASKED.search(text) else f"is {target} on"


COMMANDS: dict[str, Callable[[str, tuple[str, ...], datetime], str | None]] = {
    "time": _now_only("what time is it"),
    "date": _now_only("what is the date today"),
    "weekday": _now_only("what day is it today", weekday=True),
    "month": _now_only("what month is it"),
    "year": _now_only("what year is it"),
    "light_on": _light("turn on {}"),
    "light_off": _light("turn off {}"),
    "light_brighter": _light("make {} brighter"),
    "light_dimmer": _light("make {} dimmer"),
    "light_state": _light_state,
    "volume_up": _fixed("turn the volume up"),
    "volume_down": _fixed("turn the volume down"),
    "volume_mute": _fixed("mute"),
    "volume_unmute": _fixed("unmute"),
    "volume_max": _fixed("set the volume to 100 percent"),
    "volume_min": _fixed("set the volume to 10 percent"),
    "volume_set": _volume_set,
    "volume_query": _fixed("what is the volume"),
    "weather": _weather("what is the weather"),
    "weather_rain": _weather("will it rain"),
    "weather_temp": _weather("what is the temperature"),
    "timer_set": _timer,
    "timer_status": _timer_named("how long is left on the {}timer", "what timers do i have"),
    "timer_cancel": _timer_named("cancel the {}timer", "cancel all timers"),
    "timer_add": _timer_add,
    "alarm_set": _alarm,
    "alarm_list": _fixed("what alarms do i have"),
    "alarm_cancel": _cancel("alarm"),
    "reminder_set": _fixed("remind me"),
    "reminder_list": _fixed("what reminders do i have"),
    "reminder_cancel": _cancel("reminder"),
    "list_show": _on_list("what is on the {} list"),
    "list_clear": _on_list("clear the {} list"),
    "list_add": _list_add,
    "coin": _fixed("flip a coin"),
    "dice": _fixed("roll a die"),
    "random_number": _random_number,
    "capabilities": _fixed("what can you do"),
}


_QUESTION = re.compile(r"^(?:is|are|was|were|did|have|has|which|what|whats|when|whens|how|any|anything|can you tell me|"
                       r"(?:check|tell me|see|find out) (?:if|whether)|"
                       r"(?:do|does) (?:i|you|we|they|it|the|my|our|he|she))\b")
# the thing named first, then the question about it ("kitchen light, is it still going or did it go off", "the
# pasta timer has it finished", "my alarms are they all set"): a question all the same, nothing is switched
_TOPIC_ASKED = re.compile(r"^(?:the |my |our )?(?:[a-z]+ ){0,3}?(?:lights?|lamps?|timers?|alarms?|reminders?)\b,? "
                          r"(?:is|are|was|were|did|has|have|does|do) (?:it|they|that|this|them|those)\b")
# a question about the light's state said in a later clause ("kitchen lights still going or are they off")
_ASKED_LATER = re.compile(r"\b(?:is|are|did|has|have|was|were) (?:it|they) (?:still |already |now |just )?(?:on|off|going|"
                          r"gone|go|went|out|lit|running|working|switched|turned|left)\b")
_ON_ASKED = re.compile(r"\b(?:on|going|lit|running|working)\b")
_EMPTY = re.compile(r"^(?:\w+ )?(?:clear|empty|wipe|erase|reset|scrap)\b")
# "close the light"; darkness words are never off words: "its getting dark in here" wants light, "darker" is dimmer
_OFF = re.compile(r"\b(?:off|out|kill|cut|douse|shut|close|blackout)\b")
# "make the whole house dark", "keep it dark in the living room", "the living room looks better dark", "its nice and
# dark in here", "it is dark in the kitchen but i like it": darkness wished for or liked is never lit (off)
_MADE_DARK = re.compile(r"\b(?:make|keep|leave|put|plunge|want|like|love|prefer)\b(?: \w+){1,4}? (?:dark|in darkness|"
                        r"into darkness|in the dark)\b|\b(?:better|nicer|best|lovely|nice|cosy|cozy|cosier)"
                        r"(?: and| when| in the)? dark\b|\bdark\b.* (?:i|we) (?:like|love|prefer|enjoy|dont mind) it\b")
# "make it less dark", "i dont want it dark": darkness not wished for
_NOT_DARK = re.compile(r"\b(?:less|not|dont|never|too|so) (?:\w+ ){0,2}?dark\b")
# A light's fault, told: "keeps turning on by itself", "switches itself off", "comes on on its own", "flickering"
BY_ITSELF = re.compile(r"\b(?:by (?:itself|themselves)|on (?:its|their) own|(?:keeps?|kept) (?:turning|switching|"
                       r"coming|going|flicking|clicking) (?:on|off)|(?:turns?|turning|switch(?:es|ing)?) (?:itself|"
                       r"themselves) (?:on|off)|flicker\w*)\b")
# A switch asked for in so many words outranks a fault told with it: "turn on the living room light on its own",
# "turn off the kitchen light it keeps flickering", "it keeps flickering so switch it off" ("why does it turn on by
# itself" asks, it does not order)
ASKED_SWITCH = re.compile(r"(?:^|\b(?:please|just|and|so|now|then|you|ok|okay|also|flickering|itself|themselves|own|on|"
                          r"off|again) )"
                          r"(?:turn|switch|put|shut)(?: \w+){0,5}? (?:on|off)\b")
# Someone else's light left burning, and nothing more said: "who left the living room light on", "somebody has left
# all the lights on again mate" ("leave the light on", "i left it on for the cat", "you left it on good", "who left
# the light on turn the other one on too" are no complaint to act on)
_LEFT_ON_SAID = re.compile(r"\b(?:who|someone|someones|somebody|somebodys|you|youve|they|theyve|kids|children)\b"
                           r"(?: (?:has|have|gone|went|just|always|keeps?))* left (?:\w+ ){0,4}?on\b")
_LEFT_ON = re.compile(_LEFT_ON_SAID.pattern + rf"(?: again)?(?: (?:{ADDRESS}))?$")
# "someone left it on for me keep it on": the light kept as it is (on), no complaint
_KEEP_ON = re.compile(r"\b(?:keep|leave) (?:it|them|that|those|the \w+(?: \w+)? lights?) on\b")
# A light named but not one of the house's: "who left the fridge light on" is never every light
_NAMED_LIGHT = re.compile(r"\b(?:the|a|my|our|that|this) (?!(?:main|big|little|other|overhead|ceiling|new|old)\b)"
                          r"(?P<name>\w+) (?:light|lamp)s?\b")
# Too much light, said of the room or the lamp ("too light in the living room", "far too bright"): dimmer, never on
# A glare that is not the house's lights: "the screen is too bright", "its too bright outside", "the tv is too bright"
_NOT_A_LIGHT = re.compile(r"\b(?:screen|phone|mobile|tv|telly|television|monitor|laptop|tablet|ipad|computer|display|"
                          r"outside|out there|sun|sunshine|snow|sky)\b")
_TOO_BRIGHT = re.compile(r"\btoo (?:light|bright|glaring)\b|\btoo much light\b|\b(?:blinding|dazzling)\b")
_DARK = re.compile(r"\b(?:dark|gloomy|pitch black)\b")  # the room's state, not "darker" (a dimmer step)
_TOO_LOW = re.compile(r"\btoo (?:quiet|soft|low|dim|dark)\b|\b(?:can't|cannot|can not|barely|hardly) (?:hear|see)\b")
_TOO_HIGH = re.compile(r"\btoo (?:loud|bright|high|noisy)\b")
_DOWN = re.compile(r"\b(?:down|dim|dimmer|darken|darker|lower|less|quieter|softer|quiet|reduce|decrease)\b")
_UP = re.compile(r"\b(?:up|louder|brighter|(?<!\bany )(?<!\bno )more|raise|increase|higher|boost)\b")  # "any more": no step
_MUTE_WORD = re.compile(r"\b(?:mute|unmute|muted|silent|silence|sound (?:on|off|back))\b")
_CANCEL = re.compile(r"\b(?:cancel|stop|kill|scrap|delete|remove|clear|rid|erase|wipe|forget|end|drop|ditch|bin|"
                     r"(?<!\bgo )(?<!goes )(?<!going )(?<!went )(?<!\bim )off(?! to| out))\b")  # "go off": rings
_CLEAR = re.compile(r"\b(?:clear|empty|wipe|erase|reset|scrap|fresh|start (?:over|again)|(?:delete|remove|get rid of|"
                    r"throw out|take off) (?:everything|all|the whole))\b")
# Every item wished off, not a read-back: "everything can come off the list", "it can all go", "the whole list can go"
# ("go" only as the last word: "it all can go on the shopping list" puts things on, never clears)
_ALL_OFF = re.compile(r"\b(?:everything|it all|all of it|all of them|the (?:whole )?lot|every item|the whole list|"
                      r"can all)\b(?: \w+){0,3}? (?:(?:off|gone|away)\b|go(?: now| then| please)?$)")
_MORE = re.compile(r"\b(?:add|more|extra|another|extend|longer on)\b")
# A read-out verb ("list off every reminder", "read me out my alarms", "rattle off the timers"): "off" is no cancel
_READ_OUT = re.compile(r"\b(?:list|read|reel|rattle)(?: (?:me|us))? (?:off|out)\b|^(?:(?:please|can you|could you|now|"
                       r"just|um|so|ok|okay) )*list\b")
_APP = re.compile(r"\b(?:apps?|application|program|software)\b")  # "list every reminder app": no reminder of ours


def _direction(text: str) -> str | None:
    """ "up" or "down" as the request's own words say it ("too quiet" is up), None when they do not say."""
    if _TOO_LOW.search(text) or _TOO_HIGH.search(text):
        return "up" if _TOO_LOW.search(text) and not _TOO_HIGH.search(text) else (
            "down" if not _TOO_LOW.search(text) else None)
    down, up = bool(_DOWN.search(text)), bool(_UP.search(text))
    return None if down == up else ("down" if down else "up")


def action(intent: str, normalized: str) -> str:
    """The intent within its domain as the request's own words settle it: a question about the lights switches
    nothing, "off"/"down"/"cancel" words decide the direction the embedding cannot tell apart."""
    text, asked = normalized, bool(_QUESTION.match(normalized) or _TOPIC_ASKED.match(normalized)
                                          or _ASKED_LATER.search(normalized))
    domain = intent.split("_")[0]
    way = _direction(text)
    if domain == "light":
        if asked:
            return "light_state"
        if BY_ITSELF.search(text) and not ASKED_SWITCH.search(text):  # a fault report ("keeps turning on by itself"): nothing is switched
            return "unclear"
        if _LEFT_ON.search(text):  # "who left the kitchen light on": a complaint, the light is wanted off
            return "light_off"
        if _LEFT_ON_SAID.search(text) and not ASKED_SWITCH.search(text):  # "you left it on good": nothing asked
            return "light_on" if _KEEP_ON.search(text) else "unclear"
        if _TOO_BRIGHT.search(text) and _NOT_A_LIGHT.search(text):  # "the screen is too bright": not our lights
            return "unclear"
        if _TOO_BRIGHT.search(text):  # "its too light in here", "the kitchen light is too bright": less light
            return "light_dimmer"
        wished = [m for m in [_MADE_DARK.search(text)] if m and not _NOT_DARK.search(text)]
        said_off = set(_OFF.findall(text)) | {m.group(0) for m in wished}
        if intent == "light_state":  # "the kitchen light can go off now" is no question
            return "light_off" if said_off else "unclear"
        if _TOO_LOW.search(text) or _TOO_HIGH.search(text):  # "it's too dark in here", "too bright"
            return "light_on" if way == "up" else "light_dimmer"
        if said_off and not _UP.search(text):
            return "light_off"
        if _DARK.search(text) and not said_off:  # "its getting very dark in the living room": light wanted
            return "light_on"
        if way == "down":
            return "light_dimmer"
        if intent == "light_off":
            return "light_on"
    if domain == "volume" and others_noise(text):  # "the music next door is so loud": not our volume
        return "unclear"
    if (domain == "volume" and intent in ("volume_up", "volume_down", "volume_mute", "volume_unmute")
            and way is not None and not _MUTE_WORD.search(text)):
        return f"volume_{way}"
    if domain in ("timer", "alarm", "reminder", "list"):  # "before i forget is it set": a remark's words do nothing
        text, asked = (clause, True) if (clause := question_clause(text)) else (text, asked)
        if asks_elsewhere(text, asked):  # "what time is my wifes alarm", "is the shopping app good": not ours
            return "unclear"
    if domain in ("timer", "alarm", "reminder"):
        if (asked and intent.endswith("_cancel") and not _CANCEL.search(text)) or (  # no cancel word: none asked
                _READ_OUT.search(text) and not _CANCEL.search(_READ_OUT.sub(" ", text)) and not _APP.search(text)):
            return "timer_status" if domain == "timer" else f"{domain}_list"
        if _CANCEL.search(text) and not asked:
            return f"{domain}_cancel"
        if domain == "timer" and _MORE.search(text) and not asked:
            return "timer_add"
        if asked and intent.endswith(("_set", "_add")):
            return "timer_status" if domain == "timer" else f"{domain}_list"
        if not asked and intent in ("timer_add", "timer_cancel", "alarm_cancel", "reminder_cancel"):
            return f"{domain}_set"
    if domain == "list":
        if _ADD_ITEM.match(text):
            return "list_add"
        if _ALL_OFF.search(text) and not asked:  # "everything can come off the list": cleared, as "clear the list" is
            return "list_clear"
        if intent == "list_clear" and not _CLEAR.search(text):
            return "list_show"
        if intent == "list_show" and _EMPTY.match(text):
            return "list_clear"
    return intent


def command(intent: str, normalized: str, lights: tuple[str, ...], now: datetime) -> str | None:
    """The rules' wording of ``intent`` with the slots of ``normalized``; None when it cannot be said that way."""
    make = COMMANDS.get(intent)
    left, asked = _LEFT_ON_SAID.search(normalized), ASKED_SWITCH.search(normalized)
    if intent.startswith("light") and left and asked and asked.start() > left.start():
        normalized = normalized[asked.start():]  # "who left the hall light on turn on the kitchen light": the kitchen
    if intent in ("light_on", "light_off", "light_dimmer", "light_brighter") and unsafe_switch(normalized, lights):
        return None  # "the kitchen light on and the bedroom light off": one guessed switch is a wrong one
    return make(normalized, lights, now) if make else None
