"""Command families that need what is set: a timer given a new length, one named by its time with a reason after, a
day asked about ("do i have an alarm for tomorrow morning"); then the pure readings of ``family_readings``.

``act`` is the one entry point ``Dialogue._understand`` calls early, before the rule matcher, because each family here
is one the rules read wrongly (an alarm said "not set" while one is, an "add" asked back for a clear): the cue word is
said and the slot is read tolerantly, so a sentence without the cue never reaches a family. When what is named matches
nothing set the family steps aside (None) and the rest of the cascade reads the sentence.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from gpt_home.agent.breath_parts import split
from gpt_home.agent.clock_hours import alarm_time
from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.spoken_words import ADDRESS, OWNER, POLITE, WEEKDAY, WEEKDAYS
from gpt_home.agent.timeparse import parse_duration
from gpt_home.agent.timer_orders import timer_readings
from gpt_home.skills.turn_memo import readings
from gpt_home.skills.command_shape import cannot_do, is_volume
from gpt_home.skills.day_cancels import day_one
from gpt_home.skills.event_nudges import nudge_readings
from gpt_home.skills.family_readings import DURATION, bare_removal, family_readings
from gpt_home.skills.held_pairs import held_pair
from gpt_home.skills.light_requests import one_light
from gpt_home.skills.list_orders import list_readings
from gpt_home.skills.house_week_readings import checked_inside, corrected_move, house_week_readings
from gpt_home.skills.phrases import join_and, spoken_clock, spoken_duration, with_article
from gpt_home.skills.refusals import refusal
from gpt_home.skills.set_questions import asked_set
from gpt_home.skills.timer_moves import move_order
from gpt_home.skills.timer_talk import select
from gpt_home.skills.timers import describe

_LOGGER = logging.getLogger(__name__)

# "the chicken timer should be thirty minutes not twenty five change it", "make the chicken timer thirty minutes",
# "the chicken needs thirty minutes not twenty five": the timer's whole length, counted from when it was set
_LENGTH = re.compile(rf"^(?:(?:oh|and|so|sorry|actually|no|wait|ok|okay|right) )*(?:(?:please |can you |could you )?"
                     rf"(?:make|change|set|put) )?{OWNER}?(?P<label>[a-z]+)(?: timer)? (?:should (?:be|have "
                     rf"been)|needs to be|has to be|is meant to be|was meant to be|ought to be|needs|to|for) (?:for )?"
                     rf"(?P<length>{DURATION}|[a-z]+(?: [a-z]+)?)(?: (?:minutes?|mins?))? (?:not|instead of|"
                     rf"rather than)\b.*$")
# (a named timer's length said plainly, "make the chicken timer thirty minutes": skills/timer_edits.py)
_CANCEL = r"(?:get rid of|cancel|delete|remove|scrap|drop|bin|ditch|turn off|switch off|kill|stop|lose|forget)"
# "get rid of the four fifteen one the flights cancelled": the one named by its time, the reason after
_BY_TIME = re.compile(rf"^(?:(?:{POLITE}|oh|and|so) )*{_CANCEL} (?:the|my|that) (?P<time>[a-z0-9: ]+?) "
                      r"(?P<kind>one|alarm|reminder)\b(?P<rest>.*)$")
# "do i have an alarm for tomorrow morning", "is there an alarm set for tomorrow", "any reminders on friday"
# and "is my alarm set for friday dear", "will my alarm go off on saturday": the one asked about is the day's
_ON_DAY = re.compile(rf"^(?:(?:do (?:i|we) have|have (?:i|we) got|did (?:i|we) set|is there|are there|got|is|are|will) "
                     rf"(?:an?|any|my|our|the)|any) (?P<kind>alarm|reminder)s?(?: still)?(?: set| on| going off| go off)? "
                     rf"(?:for|on|in) (?:the )?(?P<day>today|tonight|tomorrow|{WEEKDAY})(?: (?:in the )?"
                     rf"(?P<part>morning|afternoon|evening|night))?"
                     # "is my alarm for friday morning still set dear": whether it is still set, asked after the day
                     r"(?: (?:still )?(?:set|on|there|going|going off|working|in)(?: still)?)?"
                     rf"(?: (?:{ADDRESS}|please))?$")
# "my granddaughter set an alarm for saturday, is it still there, dear", "i put an alarm on for friday is it still on":
# someone set it for that day, and whether it is still set is asked after
_SET_FOR_DAY = re.compile(rf"^(?:(?:my|our|the) (?:[a-z]+ ){{1,2}}|i |we |someone |somebody |[a-z]+ )(?:set|put on|put|made)"
                          rf" (?:an?|my|our|the) (?P<kind>alarm|reminder)(?: on)? (?:for|on) (?:the )?"
                          rf"(?P<day>today|tonight|tomorrow|{WEEKDAY})(?: (?:in the )?(?P<part>morning|afternoon|"
                          r"evening|night))?(?: and| but| so)? (?:is it|is that|has it|it is|is the alarm|is the reminder)"
                          r" (?:still )?(?:there|on|set|working|going|in)(?: still)?"
                          rf"(?: (?:{ADDRESS}|please))?$")
_PARTS = {"morning": (0, 12), "afternoon": (12, 18), "evening": (17, 24), "night": (18, 24)}
_MINUTES = {"twenty": 20, "twenty five": 25, "thirty": 30, "thirty five": 35, "forty": 40, "forty five": 45,
            "fifteen": 15, "ten": 10, "five": 5, "fifty": 50, "sixty": 60, "ninety": 90}


def _length(said: str) -> timedelta | None:
    """ "thirty minutes" or a bare "thirty" (minutes, as a cook says it)."""
    said = said.strip()
    return parse_duration(said) or (timedelta(minutes=_MINUTES[said]) if said in _MINUTES else None)


def new_length(normalized: str, timers: Any, user_id: str, now: datetime) -> str | None:
    """A timer given a new whole length: its end moves to when it was set plus the length said."""
    m = _LENGTH.match(normalized)
    if m is None or timers is None:
        return None
    label, said = m.group("label"), m.group("length")
    length = _length(said)
    if length is None:
        return None
    running = [t for t in timers.list(user_id, kind=TimerKind.TIMER) if t.due > now]
    unnamed = label in ("it", "that", "this", "one", "timer")  # "the timer should be ten minutes not five"
    if unnamed and len(running) != 1:
        return None  # which one is not said: the rest of the cascade asks
    chosen = running if unnamed else select(running, label)
    if not chosen and " timer" in normalized and not re.match(r"(?:please |can you |could you )?(?:set|put) ",
                                                                 normalized):
        return f"You don't have {with_article(label)} timer, so I haven't changed anything."  # never a new one set
    if len(chosen) != 1:
        return None  # several named so, or "set the pasta timer for 10 minutes" (a new one): the rest of the cascade
    timer = chosen[0]
    due = timer.created + length
    if due <= now:
        name = f"{timer.label} timer" if timer.label else "timer"
        return (f"The {name} has already run longer than {spoken_duration(length)}. "
                "Say cancel it, or give it more time.")
    timers.move(timer, due, now=now)
    name = f"the {timer.label} timer" if timer.label else "the timer"
    return f"Okay, {name} is now {spoken_duration(length)}, with {spoken_duration(due - now)} left."


def by_time(normalized: str, timers: Any, user_id: str, now: datetime, tz: Any) -> str | None:
    """ "get rid of the four fifteen one the flights cancelled": the one set at that time (any kind), or which?

    Said plainly ("cancel the 4:45 alarm", "delete my 9 oclock alarm"), the one set at that clock time whatever its
    day is cancelled; when none is, that is said with the time ("I couldn't find an alarm at 2:30 to cancel."); when
    several are, the rules read it (the next one at that time)."""
    m = _BY_TIME.match(normalized)
    if m is None or timers is None:
        return None
    if re.match(rf" (?:and|then|and then|also|plus) {_COMMAND_START}", m.group("rest")) or re.search(
            rf"\b(?:{WEEKDAY}|today|tonight|tomorrow)s?\b", f"{m.group('time')} {m.group('rest')}"):
        return None  # "cancel the 7 am alarm and set one for 8": two requests; "... tomorrow": that day's alone
    plain = not m.group("rest").strip()
    due, readings = alarm_time(m.group("time"), now)
    times = [due] if readings is None else list(readings)
    if not any(times):
        return None
    kinds = {"alarm": (TimerKind.ALARM,), "reminder": (TimerKind.REMINDER,)}.get(m.group("kind"),
                                                                               (TimerKind.ALARM, TimerKind.REMINDER))
    named = [t for t in timers.list(user_id) if t.kind in kinds and any(
        x is not None and (x.hour, x.minute) == (t.due.astimezone(tz).hour, t.due.astimezone(tz).minute)
        for x in times)]
    if len(named) > 1:
        return None if plain else f"Which one: {join_and([describe(t, tz) for t in named])}?"
    if not named:
        if not plain or m.group("kind") == "one":
            return None
        said = spoken_clock(times[0], tz)
        said = said.removesuffix(" am").removesuffix(" pm") if readings is not None else said
        return f"I couldn't find {with_article(m.group('kind'))} at {said} to cancel."
    timers.cancel_id(named[0].id)
    return f"Okay, I cancelled {describe(named[0], tz)}."


def on_day(normalized: str, timers: Any, user_id: str, now: datetime, tz: Any) -> str | None:
    """ "do i have an alarm for tomorrow morning": yes with each one's time, or no, for that day and part of it."""
    m = _ON_DAY.match(normalized) or _SET_FOR_DAY.match(normalized)
    if m is None or timers is None:
        return None
    kind = TimerKind(m.group("kind"))
    today = now.astimezone(tz).date()
    said = m.group("day")
    day = (today if said in ("today", "tonight") else today + timedelta(days=1) if said == "tomorrow"
           else today + timedelta(days=(WEEKDAYS.index(said) - today.weekday()) % 7 or 7))
    part = m.group("part") or ("night" if said == "tonight" else None)
    low, high = _PARTS[part] if part else (0, 24)
    found = sorted((t for t in timers.list(user_id, kind=kind)
                    if t.due.astimezone(tz).date() == day and low <= t.due.astimezone(tz).hour < high),
                   key=lambda t: t.due)
    when = f"{said.capitalize() if said in WEEKDAYS else said}{' ' + part if m.group('part') else ''}"
    if not found:
        return f"No, you don't have {'an' if kind is TimerKind.ALARM else 'a'} {kind.value} for {when}."
    said_all = join_and([spoken_clock(t.due, tz) if kind is TimerKind.ALARM else f"{describe(t, tz)} at "
                         f"{spoken_clock(t.due, tz)}" for t in found])
    if len(found) == 1:
        return f"Yes, you have one {kind.value} for {when}: {said_all}."
    return f"Yes, you have {len(found)} {kind.value}s for {when}: {said_all}."


_COMMAND_START = (rf"(?:(?:{POLITE}|and|also|then|now) )*(?:turn|switch|set|start|add|put|remind|cancel|"
                  r"stop|dim|take|remove|delete|make|wake|open|close|clear|empty|lower|raise|increase|decrease|reduce|"
                  r"brighten|play|pause|lock|unlock|preheat|book|call|ring|cross|tick|stick|pop|knock)\b")
_BARE_ADD = re.compile(r"^(?:add|put down|write down|jot down) [a-z]+(?: [a-z]+){0,3}(?: too| as well)?$")
# (a light said with its state and no verb, "living room light off and then ...": agent/breath_parts.py)
_COMMAND_ONLY = re.compile(rf"^{_COMMAND_START}.+$")
_TWO = re.compile(rf"^(?P<first>{_COMMAND_START}.+?) (?:and|then|and then|and also|also|plus) "
                  rf"(?P<second>(?:(?:oh|ah|um|uh|er|erm|right|ok|okay|so) )*{_COMMAND_START}"
                  rf".+)$")
# "turn off the kitchen light and dont set an alarm": the first done, the second asked not to be done
_NEGATED_SECOND = re.compile(rf"^(?P<first>{_COMMAND_START}.+?) (?:and|but) (?:please )?(?:dont|do not|no need to|"
                             rf"never) (?P<second>{_COMMAND_START}.+)$")
ONE_AT_A_TIME = "I didn't catch the second part: say it again on its own, one request at a time."
# "turn on the kitchen light and tell me the weather": a command, then a question of another kind in the same breath
_THEN_ASKED = re.compile(rf"^(?P<first>{_COMMAND_START}.+?) (?:and|and then|then|and also|plus) "
                         r"(?P<second>(?:(?:can|could|would) you )?(?:tell me|let me know|give me|read me|read out)\b.+|"
                         r"(?:whats|what is|what|hows|how is|how|is it|will it|is there|are there|when|when is|"
                         r"(?:will|do|should|shall) (?:i|we) need|does it|is it going to)\b.+)$")


def command_then_question(normalized: str, run: Callable[[str], str | None],
                          asks: Callable[[str], str | None] = lambda _: None) -> str | None:
    """Both halves of "turn on the kitchen light and tell me the weather", the command's reply first; None unless
    both are understood, and then the rest of the cascade reads the whole sentence ("set a timer for 10 minutes and
    tell me when it's done" is one timer). The question is answered before the command is carried out, so nothing
    is done twice when the sentence turns out not to be two requests. A question the rules do not word so ("tell
    me the forecast", "will i need an umbrella") is read by its meaning (``asks``), only ever as a question."""
    m = _THEN_ASKED.match(normalized)
    if m is None:
        return None
    # the question as said, else in its other readings ("tell me if it will be frosty": "will it be frosty")
    asked = m.group("second")
    by_meaning = () if " when " in f" {asked} " else (asks(asked),)  # "tell me when it's done": no question now
    second = next((r for other in (asked, *readings(asked), *by_meaning) if other and (r := run(other)) is not None),
                  None)
    if second is None or (first := run(m.group("first"))) is None:
        return None
    _LOGGER.debug("a command then a question: %r and %r", m.group("first"), m.group("second"))
    return f"{first} {second}"


def two_commands(normalized: str, run: Callable[[str], str | None],
                 refuse: Callable[[str], str | None] = lambda _: None,
                 reads: Callable[[str], str | None] = lambda _: None,
                 lights: tuple[str, ...] = ()) -> str | None:
    """ "turn off the kitchen light and set a timer for ten minutes": both done, each said; when only the first is
    understood, it is done and the second is asked again (never silently dropped). None when the sentence is not two
    commands each with its own verb ("add eggs and bread", "turn on the kitchen and the hall" are one each).

    A part asking for what cannot be done ("play some music", "preheat the oven") is answered by ``refuse`` (the
    honest refusal), and the other part is still done; "one" in the second part stands for the first part's thing
    ("switch the hall light off and put the landing one on") (``parts_said``).

    The first part is done as said ("put the kitchen light on" switches the light, ``reads`` tells what it is read
    as); only when it is read as no request, or as a list change naming no list, is it the list change the second
    part's list completes ("add rice" before "take the butter off the to do list", ``on_the_list``)."""
    if (negated := _NEGATED_SECOND.match(normalized)) is not None:
        return run(negated.group("first"))  # the second part is nothing to do; None: the cascade reads it all
    m = _TWO.match(normalized)
    # a light or volume part read whole by its slot reader, whatever its first word, or two bare list changes
    # (agent/breath_parts.py)
    if (parts := split(normalized, lights, lambda p: _COMMAND_ONLY.match(p) is not None or refuse(
            p) is not None)) is not None and (m is None or parts[0].endswith(" the list")):
        return _joined(_both(*parts, run, refuse))
    if m is None or (re.search(r"\b(?:remind|forget)\b", m.group("first")) and not re.match(
            r"(?:(?:please|and|also|then|now) )*(?:set|turn|switch|add|remind|cancel|start|wake|dim)\b",
            m.group("second"))):
        return None  # "remind me to take the bins out and put the recycling out": one task, said with "and"
    second_said = re.sub(r"^(?:(?:and|also|then|now|plus|oh|ah|um|uh|er|erm|right|ok|okay|so) )+", "",
                         m.group("second"))  # "then set a timer", "oh can you set a timer"
    second_said = re.sub(r"(?: (?:instead|please|would you|will you|thanks|too|as well|also|for me))+$", "",
                         second_said)  # "... instead", "could you turn off the living room light too"
    # "can you also turn off ...", "um could you just ...": the words that add the second request say nothing of it
    second_said = re.sub(r"^((?:(?:can|could|would|will) you|please)) (?:(?:also|just|then|now|um|er|uh) )+", r"\1 ",
                         second_said)
    first_said = m.group("first")
    if (listed := on_the_list(first_said, second_said)) != first_said and reads(first_said) in (None, *_LIST_CHANGES):
        first_said = listed  # "add rice" before "... off the to do list": a list change, on the list named after it
    first = run(first_said)
    if first is None and listed != first_said and (first := run(listed)) is not None:
        first_said = listed  # not understood as said: the list change the second part's list completes
    return _both(first_said, second_said, run, refuse, first)


def _both(first_said: str, second_said: str, run: Callable[[str], str | None], refuse: Callable[[str], str | None],
          first: str | None = None) -> str | None:
    """Both parts carried out, each said; the second asked again when not understood; None when the first is not."""
    first = first if first is not None else run(first_said)
    refused = first is None and (first := refuse(first_said)) is not None
    if first is None:
        return None  # not two commands after all: the rest of the cascade reads the whole sentence
    second = next((r for said in (*it_said(first_said, second_said), *parts_said(first_said, second_said))
                   if (r := run(said)) is not None), None)
    if second is None:
        second = refuse(second_said)
    if refused and second is None:
        return None  # a refusal alone with nothing done: the rest of the cascade reads the whole sentence
    _LOGGER.debug("two commands: %r and %r", first_said, second_said)
    return f"{first} {second if second is not None else ONE_AT_A_TIME}"


def _joined(reply: str | None) -> str | None:
    """Two light replies said as one: "Okay, the kitchen light is on and the living room light is off"."""
    halves = (reply or "").split(". Okay, the ")
    if len(halves) == 2 and halves[0].startswith("Okay, the ") and " light" in halves[0] and " light" in halves[1]:
        return f"{halves[0]} and the {halves[1]}"
    return reply


_LIST_CHANGES = ("HassShoppingListAddItem", "HassListAddItem", "HassListRemoveItem")
_LIST_AT_END = re.compile(r"\b(?:to|on|onto|off|from) (?P<list>(?:the|my|our) (?:[a-z]+ ){0,2}list)$")
_LIST_WORD = re.compile(r"\blists?\b")
_LIST_VERB = re.compile(rf"^(?:(?:{POLITE}) )*(?P<verb>add|put|stick|pop|take|cross|tick|scratch|knock|"
                        r"remove|delete)\b")


def on_the_list(first: str, second: str) -> str:
    """The first of two list changes with the list the second names: "add rice" before "take the butter off the
    shopping list" is "add rice to the shopping list" (never an item "rice and take the butter off the")."""
    named = _LIST_AT_END.search(second)
    verb = _LIST_VERB.match(first)
    if named is None or verb is None or _LIST_WORD.search(first) or _THING.search(first):
        return first  # "put the kitchen light on", "remove the alarm": a command of its own, never a list change
    if re.search(r" on$", first):  # "put the kettle on": switched on, not put on a list
        return first
    if re.search(r" (?:off|to|onto|from)$", first):  # "take the eggs off"
        return f"{first} {named.group('list')}"
    way = {"add": "to", "put": "on", "stick": "on", "pop": "on", "remove": "from", "delete": "from"}.get(
        verb.group("verb"), "off")
    return f"{first} {way} {named.group('list')}"


_THING = re.compile(r"\b(?P<thing>light|lamp|timer|alarm|reminder)s?\b")
_ONE = re.compile(r"(?:\b(?P<det>a new|another|an?|the other|the|my|that) (?P<words>(?:[a-z0-9:]+ ){0,2}?)ones?|"
                  r"^(?P<verb>[a-z]+) one)(?= (?:on|off|for|at|to|up|down|too|please|now|instead)\b|$)")


# "the kitchen light" in "turn on the kitchen light": what "it" in the second command stands for
_LIGHT_SAID = re.compile(r"\b(?:the|my|our) (?:[a-z]+ ){0,2}?(?:light|lamp)s?\b")
_IT = re.compile(r"^(?P<verb>(?:[a-z]+ ){1,2}?)(?:it|that)\b(?= |$)")


def it_said(first: str, second: str) -> list[str]:
    """The second command with "it" put back as the light the first named: "set it to 70 percent" after "turn on
    the kitchen light" -> "set the kitchen light to 70 percent" (never the volume); [] when nothing stands for it, or
    when the second part is a list change: "add it to the list" after "turn off the kitchen light" never puts the light
    on the shopping list (that part is asked again)."""
    lit = _LIGHT_SAID.findall(first)
    found = _IT.match(second)
    if not lit or found is None or _LIST_WORD.search(second):
        return []
    return [f"{found.group('verb')}{lit[-1]}{second[found.end():]}"]


def parts_said(first: str, second: str) -> list[str]:
    """The second command as said, then with "one" put back as the first command's thing: "put the landing one on"
    after "switch the hall light off" -> "put the landing light on"; "set one for eight" after "cancel the
    seven am alarm" -> "set an alarm for eight"."""
    things = _THING.findall(first)
    if not things or (found := _ONE.search(second)) is None:
        return [second]
    thing = things[-1]
    if found.group("verb"):
        article = "an" if thing[0] in "aeiou" else "a"
        said = f"{found.group('verb')} {article} {thing}"
    else:
        det = found.group("det")  # "a new one", "another one": a timer, never one named "new"
        det = ("an" if thing[0] in "aeiou" else "a") if det in ("a", "an", "a new", "another") else det
        said = f"{det} {found.group('words')}{thing}"
    return [second, second[:found.start()] + said + second[found.end():]]


def act(normalized: str, skills: Any, lists: Any, user_id: str, now: datetime,
        run: Callable[[str], str | None], reads: Callable[[str], str | None] = lambda _: None,
        asks: Callable[[str], str | None] = lambda _: None) -> str | None:
    """The reply of the first family whose cue is said and whose slots read; None when none applies. ``run`` carries
    out a reading the way the rules would, ``reads`` names the intent it would be read as (nothing done); ``lists``
    (may be None) tells whether an item is on a list; ``asks`` reads a question by its meaning (nothing done)."""
    timers, tz = skills.timers, skills.tz
    held = getattr(lists, "holds", None)
    holds = (lambda item: bool(held(user_id, item))) if callable(held) else None
    for family in (lambda: new_length(normalized, timers, user_id, now), lambda: day_one(normalized, timers, user_id,
                                                                                         now, tz), lambda: by_time(
            normalized, timers, user_id, now, tz), lambda: on_day(normalized, timers, user_id, now, tz),
                   lambda: asked_set(normalized, timers, user_id, now, tz), *(
                       lambda m=m: move_order(m, timers, user_id, now, tz) for m in corrected_move(normalized))):
        if (reply := skills.guarded("timer", family)) is not None:
            return reply
    lights = tuple(" ".join(n.replace("_", " ").lower().split()) for n in skills.lights.names)

    def volume(said: str) -> str | None:  # "... and turn your volume up": the volume rules answer the part
        said_so = (said, *house_week_readings(said, lights), *family_readings(said, now, lights, holds))
        return next((r for c in said_so if (r := run(c)) is not None), None) if is_volume(said, lights) else None

    def first(said: str) -> str | None:  # a light, an item taken off the list that holds it ("remove the bananas"), an
        if (lit := one_light(said, lights, run)) is not None:  # item added with no list named ("add batteries")
            return lit
        if (taken := bare_removal(said, holds)) is not None:
            return run(taken)
        added = _BARE_ADD.match(said) and next((c for c in list_readings(said) if c.startswith("add ")), None)
        return run(added) if added else None

    if (pair := held_pair(normalized, holds)) is not None and (both := _both(*pair, run, lambda _: None)) is not None:
        return both  # "take the tomatoes off and put coffee on", the tomatoes on a list (skills/held_pairs.py)
    if (both := two_commands(normalized, first, lambda said: cannot_do(said, lights) or volume(said), reads,
                             lights)) is not None:
        return both
    if (both := command_then_question(normalized, run, asks)) is not None:
        return both
    if (thing := checked_inside(normalized)) is not None:  # "is the oven hot", "is it cold in here": never the weather
        if thing == "inside":
            return "I can't tell how warm it is indoors: I have no thermometer. I can tell you the weather outside."
        return refusal("device", device=thing, lights=lights, check=True)
    for reading in (*house_week_readings(normalized, lights), *family_readings(normalized, now, lights, holds),
                    *nudge_readings(normalized, now)):
        for text in (reading, *timer_readings(reading, now)):
            _LOGGER.debug("command family: %r", text)
            if (reply := run(text)) is not None:
                return reply
    return None
