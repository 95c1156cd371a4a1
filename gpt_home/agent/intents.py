"""Local intents: a pure, table-driven matcher tried on every turn before the LLM.

Each rule is a regular expression that must match the WHOLE normalised utterance, plus a handler that turns the
match into typed slots (or declines with None). Whole-utterance matching is deliberate: "turn on the lights" inside
a question about a film, or "remember" inside a story, must not trigger anything. A false match is worse than a
miss, because a miss simply goes to the LLM.

The time zone is the one of ``now`` (pass ``datetime.now(ZoneInfo(settings.timezone))``); nothing here reads the
clock or the environment.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum

from gpt_home.agent.timeparse import after, numeralize, parse_duration, parse_when


class IntentKind(StrEnum):
    """What the user asked for."""

    TIME = "time"
    DATE = "date"
    SET_TIMER = "set_timer"  # timers, alarms and reminders (see TimerKind)
    CANCEL_TIMER = "cancel_timer"
    LIST_TIMERS = "list_timers"
    LIGHT = "light"
    STOP = "stop"
    VOLUME_UP = "volume_up"
    VOLUME_DOWN = "volume_down"
    REMEMBER = "remember"
    RECALL = "recall"
    FORGET = "forget"
    CAPABILITIES = "capabilities"


class TimerKind(StrEnum):
    """A countdown, a wake-up/clock alarm, or a reminder with a task."""

    TIMER = "timer"
    ALARM = "alarm"
    REMINDER = "reminder"


class LightAction(StrEnum):
    """What to do with a light."""

    ON = "on"
    OFF = "off"
    DIM = "dim"


@dataclass(frozen=True, slots=True)
class SetTimerSlots:
    """A timer, alarm or reminder to set; ``due`` is aware, in the configured zone."""

    kind: TimerKind
    due: datetime
    duration: timedelta | None = None  # set for countdowns ("in 5 minutes"), None for clock times
    label: str = ""  # "pasta", or the reminder's task ("call mom")


@dataclass(frozen=True, slots=True)
class TimerQuerySlots:
    """Which timers to cancel or list: a kind (None = any), an optional label or due time, or all of them."""

    kind: TimerKind | None = None
    label: str = ""
    due: datetime | None = None
    all: bool = False


@dataclass(frozen=True, slots=True)
class LightSlots:
    """A light command; ``name`` None means every configured light; ``level`` is 0..1 for DIM."""

    action: LightAction
    name: str | None = None
    level: float | None = None


@dataclass(frozen=True, slots=True)
class MemorySlots:
    """Text to remember or forget, or a recall query ("" = everything about the user)."""

    text: str = ""


Slots = SetTimerSlots | TimerQuerySlots | LightSlots | MemorySlots | None


@dataclass(frozen=True, slots=True)
class Intent:
    """A matched local intent: its kind, typed slots and the normalised text it was matched on."""

    kind: IntentKind
    slots: Slots = None
    text: str = field(default="", compare=False)


# --- normalisation -------------------------------------------------------------------------------------------

_LEADING_FILLERS = re.compile(
    r"^(?:(?:hey|hi|ok|okay|hello) (?:computer|assistant|google|alexa|jarvis)|computer|assistant|hey|ok|okay|so|um|uh|"
    r"well|please|now|and|can you|could you|would you|will you|would you kindly|i want you to|i would like you to|"
    r"id like you to|i need you to)\b ?"
)
_TRAILING_FILLERS = re.compile(r" (?:please|thanks|thank you|for me|now please|right now please|computer|ok)$")
_CONTRACTIONS = {
    "what's": "what is", "whats": "what is", "that's": "that is", "it's": "it is", "i'm": "i am", "i'd": "id",
    "what're": "what are", "who's": "who is", "let's": "lets", "how's": "how is", "when's": "when is",
}  # fmt: skip


def normalize(text: str) -> str:
    """Lower-case STT output and strip punctuation, fillers and a leading wake phrase; keep ``7:30`` and ``1.5``."""
    text = text.lower().replace("\u2019", "'").replace("%", " percent ")
    text = re.sub(r"\b([ap])\.\s?m\b\.?", r"\1m", text)  # "p.m." -> "pm"
    text = re.sub(r"(\d)([ap]m)\b", r"\1 \2", text)  # "7pm" -> "7 pm"
    text = re.sub(r"\bo'? ?clock\b", "oclock", text)
    text = re.sub(r"[a-z']+", lambda m: _CONTRACTIONS.get(m.group(0), m.group(0)), text)
    text = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", text)  # "twenty-five"
    text = re.sub(r"(?<!\d)[:.]|[:.](?!\d)", " ", text)  # keep ":" and "." only between digits
    text = re.sub(r"[^\w\s:.]", " ", text.replace("'", ""))
    text = " ".join(text.split())
    previous = None
    while previous != text:
        previous = text
        text = _LEADING_FILLERS.sub("", text).strip()
        text = _TRAILING_FILLERS.sub("", text).strip()
    return text


# --- rules ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Context:
    now: datetime
    lights: tuple[str, ...]


Handler = Callable[[re.Match[str], _Context], Intent | None]
_RULES: list[tuple[re.Pattern[str], Handler]] = []


def _rule(*patterns: str) -> Callable[[Handler], Handler]:
    """Register a handler for whole-utterance patterns, tried in registration order."""

    def register(handler: Handler) -> Handler:
        for pattern in patterns:
            _RULES.append((re.compile(pattern), handler))
        return handler

    return register


def _fixed(kind: IntentKind, *patterns: str) -> None:
    for pattern in patterns:
        _RULES.append((re.compile(pattern), lambda m, ctx, kind=kind: Intent(kind)))


_fixed(
    IntentKind.TIME,
    r"(?:what|what is the) time(?: is it)?(?: now| right now)?",
    r"what is the time(?: now| right now)?",
    r"what time is it(?: now| right now| here)?",
    r"(?:tell me|do you know|have you got|do you have) (?:the time|what time it is)(?: now| right now)?",
    r"(?:the )?time",
    r"what is the current time",
    r"current time",
)
_fixed(
    IntentKind.DATE,
    r"what is (?:the date|today s date|todays date|the date today|today|the day today)",
    r"what(?: is the)? date is (?:it|it today|today)",
    r"what day(?: of the week)? is (?:it|it today|today)",
    r"(?:tell me|do you know) (?:the date|today s date|todays date|what day it is|what day it is today)",
    r"(?:todays|the) date",
    r"which day is (?:it|it today|today)",
)
_fixed(
    IntentKind.STOP,
    r"(?:ok |okay )?(?:stop|cancel|never ?mind|be quiet|quiet|shut up|hush|silence|enough|that is enough|"
    r"stop it|stop talking|stop that|cancel that|forget it|forget about it|shh+|dismiss|stop stop)",
    r"(?:stop|silence|dismiss|turn off|switch off|snooze) (?:the |that |my )?(?:alarm|timer|reminder|ringing|noise|sound)",
)
_fixed(
    IntentKind.VOLUME_UP,
    r"(?:turn|crank|pump) (?:it|the volume|the sound|the music) up(?: a bit| a little)?",
    r"(?:turn|crank) up the (?:volume|sound)(?: a bit| a little)?",
    r"(?:increase|raise) the (?:volume|sound)(?: a bit| a little)?",
    r"(?:volume|sound) up",
    r"(?:a bit |a little )?louder(?: please)?",
    r"(?:speak|talk) (?:up|louder)",
    r"i (?:can not|cannot|cant) hear you",
)
_fixed(
    IntentKind.VOLUME_DOWN,
    r"(?:turn) (?:it|the volume|the sound|the music) down(?: a bit| a little)?",
    r"turn down the (?:volume|sound)(?: a bit| a little)?",
    r"(?:decrease|lower|reduce) the (?:volume|sound)(?: a bit| a little)?",
    r"(?:volume|sound) down",
    r"(?:a bit |a little )?(?:quieter|softer)",
    r"(?:speak|talk) (?:more )?(?:quietly|softly|quieter|softer)",
    r"(?:you are |it is )?too loud",
    r"not so loud",
)
_fixed(
    IntentKind.CAPABILITIES,
    r"what (?:can|else can) you do",
    r"what (?:are you able to do|are your skills|skills do you have|commands do you know|can i ask you|can i say)",
    r"what do you do",
    r"help",
    r"help me",
    r"how do i use you",
)

# --- timers, alarms, reminders ------------------------------------------------------------------------------

_TIMER_VERB = r"(?:set|start|create|make|put on|add|begin)(?: me| up)?"


_NOT_LABEL_WORDS = frozenset(
    "a an all any cancel delete remove stop clear set start turn off on how what when is are long much many left "
    "no not dont kill my the your this that it i you me for of to in at".split()
)


def _label(text: str | None) -> str | None:
    """A short spoken label ("pasta", "eggs"), or None if it does not look like one."""
    text = (text or "").strip()
    if text.startswith(("the ", "my ")):
        text = text.split(" ", 1)[1]
    if not text:
        return ""
    words = text.split()
    if len(words) > 3 or re.search(r"\d", numeralize(text)) or _NOT_LABEL_WORDS.intersection(words):
        return None
    return text


def _kind(word: str | None) -> TimerKind | None:
    if not word:
        return None
    return TimerKind(word.rstrip("s"))


_KINDS = r"(?P<kind>timers?|alarms?|reminders?)"


@_rule(
    r"(?:cancel|delete|remove|clear|disable|turn off|switch off|get rid of|stop)(?P<all> all(?: of)?| every| both)?"
    rf"(?: the| my| that| this| these| those)?(?: (?P<label>[a-z0-9 ]+?))? {_KINDS}(?: (?:for|at|set for) (?P<when>.+))?",
)
def _cancel_timer(m: re.Match[str], ctx: _Context) -> Intent | None:
    kind_word = m.group("kind")
    label = _label(m.group("label"))
    due = None
    if m.group("when"):
        due = parse_when(m.group("when"), ctx.now) or parse_when("at " + m.group("when"), ctx.now)
        if due is None:
            return None
    if label is None:
        # "cancel my 7 am alarm": a time in front of the kind
        due = parse_when("at " + (m.group("label") or ""), ctx.now)
        if due is None:
            return None
        label = ""
    everything = bool(m.group("all")) or kind_word.endswith("s")
    verb = m.group(0).split(" ", 1)[0]
    if verb == "stop" and not everything and not label and due is None:
        return None  # "stop the timer" silences a ringing one: the STOP rule handles it
    return Intent(IntentKind.CANCEL_TIMER, TimerQuerySlots(_kind(kind_word), label, due, everything))


@_rule(
    rf"(?:what|which) {_KINDS} (?:do i have|have i got|are (?:set|running|there|on|pending|active))(?: set| running| on| pending| active)?",
    rf"(?:list|show|tell me|read|read out|check)(?: me)?(?: all)?(?: of)?(?: my| the)? {_KINDS}",
    rf"what are my {_KINDS}",
    rf"(?:do|have) i (?:have|got|set) (?:any|a) {_KINDS}(?: set| running| on| pending)?",
    rf"(?:are there|is there) (?:any|an?) {_KINDS}(?: set| running| on| pending)?",
    r"how (?:much time is|long is) left(?: on (?:the|my) (?:(?P<label>[a-z ]+?) )?(?P<kind>timer))?",
    r"how long (?:until|till|before) (?:the|my) (?:(?P<label>[a-z ]+?) )?(?P<kind>timer) (?:goes off|is done|rings|ends)",
    r"when (?:is|does) my (?:next )?(?P<kind>alarm)(?: go off| set for)?",
    r"what (?:time )?is my (?:next )?(?P<kind>alarm)(?: set for| for)?",
)
def _list_timers(m: re.Match[str], ctx: _Context) -> Intent | None:
    groups = m.groupdict()
    label = _label(groups.get("label"))
    if label is None:
        return None
    return Intent(IntentKind.LIST_TIMERS, TimerQuerySlots(_kind(groups.get("kind")), label))


def _countdown(ctx: _Context, duration: timedelta | None, label: str | None) -> Intent | None:
    if duration is None or label is None:
        return None
    return Intent(IntentKind.SET_TIMER, SetTimerSlots(TimerKind.TIMER, after(ctx.now, duration), duration, label))


@_rule(
    rf"(?:{_TIMER_VERB} )?(?:a |an |the |my )?(?P<pre>[a-z0-9. ]+? )?timer (?:for |of |on )?(?P<rest>.+)",
)
def _set_timer(m: re.Match[str], ctx: _Context) -> Intent | None:
    pre, rest = (m.group("pre") or "").strip(), m.group("rest")
    label: str | None = ""
    duration = None
    if pre:
        duration = parse_duration(pre)
        if duration is not None and (d := parse_duration(rest)) is None:
            # "a five minute timer for the eggs"
            tail = re.fullmatch(r"(?:(?:for|called|named|labeled|labelled) )?(.+)", rest)
            return _countdown(ctx, duration, _label(tail.group(1)) if tail else None)
        if duration is not None:
            return None  # two durations: "a 5 minute timer for 10 minutes"
        label = _label(pre)
    duration = parse_duration(rest)
    if duration is None:
        tail = re.fullmatch(r"(?P<d>.+?) (?:for|called|named|labeled|labelled) (?P<l>.+)", rest)
        if tail is None or label:
            return None
        duration, label = parse_duration(tail.group("d")), _label(tail.group("l"))
    return _countdown(ctx, duration, label)


@_rule(rf"(?P<pre>[a-z0-9. ]+?) timer")
def _bare_duration_timer(m: re.Match[str], ctx: _Context) -> Intent | None:
    """ "five minute timer", "set a 10 minute timer" (no duration after the word timer)."""
    pre = re.sub(rf"^(?:{_TIMER_VERB} )?(?:a |an )?", "", m.group("pre"))
    return _countdown(ctx, parse_duration(pre), "")


@_rule(
    rf"(?:{_TIMER_VERB} )?(?:an |the |my )?alarm(?: clock)? (?P<when>.+?)(?: (?:called|named|labeled|labelled) (?P<label>.+))?",
    r"(?P<verb>wake me(?: up)?|get me up) (?P<when>.+)",
)
def _set_alarm(m: re.Match[str], ctx: _Context) -> Intent | None:
    wake = "verb" in m.groupdict() and m.group("verb") is not None
    due = parse_when(m.group("when"), ctx.now, prefer_morning=wake)
    label = _label(m.groupdict().get("label"))
    if due is None or label is None:
        return None
    return Intent(IntentKind.SET_TIMER, SetTimerSlots(TimerKind.ALARM, due, None, label))


_TASK_START = re.compile(r"(?:to|about|that) ")


def _reminder(rest: str, ctx: _Context) -> Intent | None:
    """Split "<task> <when>" or "<when> <task>" into a reminder; the task must not be empty."""
    words = rest.split(" ")
    if _TASK_START.match(rest):
        # "to call mom in an hour": the longest time phrase at the end wins.
        for i in range(2, len(words)):
            task, when = " ".join(words[1:i]), " ".join(words[i:])
            if (due := parse_when(when, ctx.now)) is not None:
                return _reminder_intent(due, task)
        return None
    # "in an hour to call mom", "tomorrow at 9 about the dentist"
    for i in range(1, len(words)):
        if words[i] in ("to", "about", "that") and (due := parse_when(" ".join(words[:i]), ctx.now)) is not None:
            return _reminder_intent(due, " ".join(words[i + 1 :]))
    return None


def _reminder_intent(due: datetime, task: str) -> Intent | None:
    if not task.strip():
        return None
    return Intent(IntentKind.SET_TIMER, SetTimerSlots(TimerKind.REMINDER, due, None, task.strip()))


@_rule(
    r"remind me (?P<rest>.+)",
    r"(?:set|create|add|make) (?:a |me a )?reminder (?:for )?(?P<rest>.+)",
)
def _set_reminder(m: re.Match[str], ctx: _Context) -> Intent | None:
    return _reminder(m.group("rest"), ctx)


# --- lights --------------------------------------------------------------------------------------------------

_LW = r"(?:lights?|lamps?)"
_NAME = r"(?:(?P<name>[a-z0-9 ]+?) )?"
_THE = r"(?:the |my |all the |all of the |all )?"
_WHERE = r"(?: in the (?P<room>[a-z0-9 ]+?)| in (?P<room2>[a-z0-9 ]+?))?"


def _light_name(raw: str | None, ctx: _Context) -> tuple[bool, str | None]:
    """(ok, name): name None means every light; unknown names are kept so the skill can say so."""
    raw = (raw or "").strip()
    raw = re.sub(r"^(?:the|my) ", "", raw)
    if raw in ("", "all", "all the", "every", "the", "all of the"):
        return True, None
    for name in ctx.lights:
        if raw == name:
            return True, name
    if len(raw.split()) > 2 or re.search(r"\b(?:on|off|in|to|and|if|when|who|what|why|how|you|they|he|she)\b", raw):
        return False, None
    return True, raw


def _level(raw: str | None) -> float | None:
    if raw is None:
        return None
    raw = numeralize(raw)
    if not re.fullmatch(r"\d{1,3}", raw) or int(raw) > 100:
        return -1.0
    return int(raw) / 100


@_rule(
    rf"(?:turn|switch|put) (?P<act>on|off) {_THE}{_NAME}{_LW}{_WHERE}",
    rf"(?:turn|switch|put) {_THE}{_NAME}{_LW}{_WHERE} (?P<act>on|off)",
    rf"{_THE}{_NAME}{_LW}{_WHERE} (?P<act>on|off)",
    rf"(?:dim|lower|turn down) {_THE}{_NAME}{_LW}{_WHERE}(?: to (?P<level>[a-z0-9 ]+?) percent| a bit| a little)?",
    rf"(?:turn|switch) {_THE}{_NAME}{_LW}{_WHERE} down(?: to (?P<level>[a-z0-9 ]+?) percent| a bit| a little)?",
    rf"(?:set|put|dim|turn) {_THE}{_NAME}{_LW}{_WHERE} (?:to|at) (?P<level>[a-z0-9 ]+?) percent",
)
def _light(m: re.Match[str], ctx: _Context) -> Intent | None:
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
    level = _level(groups.get("level"))
    if level is not None and level < 0:
        return None
    if level == 0:
        return Intent(IntentKind.LIGHT, LightSlots(LightAction.OFF, name))
    return Intent(IntentKind.LIGHT, LightSlots(LightAction.DIM, name, level))


def _named_light_rules(ctx: _Context) -> Iterable[tuple[re.Pattern[str], Handler]]:
    """Without the word "light", only a configured name counts ("turn on the kitchen", not "turn on the tv")."""
    if not ctx.lights:
        return ()
    names = "|".join(re.escape(n) for n in sorted(ctx.lights, key=len, reverse=True))
    return (
        (re.compile(rf"(?:turn|switch) (?P<act>on|off) (?:the )?(?P<name>{names})"), _light),
        (re.compile(rf"(?:turn|switch) (?:the )?(?P<name>{names}) (?P<act>on|off)"), _light),
        (re.compile(rf"dim (?:the )?(?P<name>{names})(?: to (?P<level>[a-z0-9 ]+?) percent)?"), _light),
    )


# --- memory --------------------------------------------------------------------------------------------------

_NOT_A_FACT = re.compile(r"^(?:when|what|how|where|who|why|if|whether|to|the time|the day|that time|back|me|this|it)\b")


@_rule(
    r"(?:please )?(?:remember|memorize|memorise|note|make a note|keep in mind|do not forget|dont forget) that (?P<text>.+)",
    r"(?:remember|memorize|memorise) (?P<text>(?:my|our|i|we|mine) .+)",
)
def _remember(m: re.Match[str], ctx: _Context) -> Intent | None:
    text = m.group("text").strip()
    if _NOT_A_FACT.match(text) or len(text.split()) < 2:
        return None
    return Intent(IntentKind.REMEMBER, MemorySlots(text))


@_rule(
    r"what (?:do you|did you) (?:remember|know|recall) about (?P<about>me|us|myself|my family|(?:my|our) [a-z ]+)",
    r"what (?:do you remember|have you remembered|have you learned|have you learnt|do you know about me)",
    r"what (?:have you|did you) (?:learn|learned|learnt) about (?P<about2>me|us|my family)",
    r"(?:list|show|tell me|read)(?: me)?(?: all)? (?:my|your|the) memories",
    r"what (?:are|is) (?:my|your) memor(?:ies|y)(?: about me)?",
    r"what memories do you have(?: about me| of me)?",
)
def _recall(m: re.Match[str], ctx: _Context) -> Intent | None:
    about = m.groupdict().get("about") or ""
    query = "" if about in ("", "me", "us", "myself") else about
    return Intent(IntentKind.RECALL, MemorySlots(query))


@_rule(
    r"(?:forget|delete|erase|remove) (?:that |the (?:fact|memory) that |what i said about |the memory about |about )(?P<text>.+)",
    r"forget (?P<text>(?:my|our|i|we) .+)",
)
def _forget(m: re.Match[str], ctx: _Context) -> Intent | None:
    text = m.group("text").strip()
    if text in ("it", "that", "everything", "all", "this") or len(text.split()) < 2 and text in ("me", "us"):
        return None
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
    if not normalized:
        return None
    ctx = _Context(now, tuple(normalize(name.replace("_", " ")) for name in lights))
    for pattern, handler in (*_RULES, *_named_light_rules(ctx)):
        m = pattern.fullmatch(normalized)
        if m is not None and (intent := handler(m, ctx)) is not None:
            return Intent(intent.kind, intent.slots, normalized)
    return None
