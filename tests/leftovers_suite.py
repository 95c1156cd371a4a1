"""Generated cases for the eight kinds issue 15's round-19 engineers found and left (a named timer asked for again,
an over-long timer, two list acts with idioms, someone else's noise, a lead-in before a world-time ask, "a shower"
meaning rain, year / "5k" / signed numbers, "we've got X now" about a list item). Two vocabularies: DEV, and NEVER,
written at the same time and never tuned on. Each item says what must happen; ``judged`` tells why an outcome is
wrong ("" when right; "wrong ..." for a wrong action or a false answer)."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # skill_helpers.NOW
NO_LOCATION = "I don't know where you are. Set a weather location on the settings page."
NO_MIXER = "I can't change the volume on this device: there is no sound mixer."


@dataclass(frozen=True)
class Item:
    """One request: its kind, the words said before it, what must hold after it (``want``) and whether it is a
    must-not (nothing may be done)."""

    kind: str
    text: str
    want: tuple[str, ...]
    setup: tuple[str, ...] = ()
    must_not: bool = False
    extra: tuple[tuple[str, str], ...] = field(default=())


@dataclass(frozen=True)
class Vocabulary:
    """The words a generated suite is made of."""

    timer_names: tuple[str, ...]
    change_frames: tuple[str, ...]  # "{name}", "{b}"
    add_frames: tuple[str, ...]  # "{name}", "{n}": adds, never restarts
    long_frames: tuple[str, ...]  # "{n}": n hours said somehow, all over 24 hours
    long_values: tuple[int, ...]
    ok_long: tuple[str, ...]  # a long timer still within the limit: "(text, minutes)"
    list_pairs: tuple[str, ...]  # "{x}" off, "{y}" on
    list_items: tuple[tuple[str, str], ...]
    noise_remarks: tuple[str, ...]
    noise_commands: tuple[str, ...]
    quiz_frames: tuple[str, ...]  # "{city}"
    cities: tuple[tuple[str, str], ...]
    rain_asks: tuple[str, ...]
    wash_remarks: tuple[str, ...]
    numbers: tuple[tuple[str, str], ...]  # (text, pattern the reply must match)
    got_remarks: tuple[str, ...]  # "{x}"


DEV = Vocabulary(
    timer_names=("dumplings", "pasta", "egg"),
    change_frames=("{name} timer, make it {b} minutes", "make the {name} timer {b} minutes",
                   "change the {name} timer to {b} minutes", "set the {name} timer for {b} minutes",
                   "set a {name} timer for {b} minutes", "actually the {name} timer should be {b} minutes"),
    add_frames=("add {n} minutes to the {name} timer", "give the {name} timer {n} more minutes",
                "put another {n} minutes on the {name} timer"),
    long_frames=("set a timer for {n} hours", "{n} hour timer please", "timer for {n} hours"),
    long_values=(25, 48, 166),
    ok_long=("set a timer for 23 hours|1380", "set a timer for 90 minutes|90", "timer for 24 hours|1440"),
    list_pairs=("cross {x} off and stick {y} on", "scratch {x} off and chuck {y} on", "cross {x} off and pop {y} on",
                "pop {y} on and cross {x} off", "cross {x} off the list and stick {y} on it"),
    list_items=(("milk", "bin bags"), ("eggs", "butter")),
    noise_remarks=("the music next door is so loud", "the neighbours telly is really loud", "their dog is so loud",
                   "the party upstairs is too loud", "the kids next door are so noisy"),
    noise_commands=("it's too loud", "you're too loud", "this is way too loud"),
    quiz_frames=("we're playing a quiz {city} is at what time", "for the pub quiz {city} is what time",
                 "quick question for the quiz what's the time in {city}", "just wondering {city} what time is it there"),
    cities=(("nairobi", "Africa/Nairobi"), ("tokyo", "Asia/Tokyo"), ("lima", "America/Lima")),
    rain_asks=("any chance of a shower later", "could we get a shower this evening", "is a shower likely tomorrow",
               "will there be a shower this afternoon"),
    wash_remarks=("i need a shower later", "the shower is broken", "the kids need a shower tonight",
                  "i'm having a shower later"),
    numbers=(("how many years ago was twenty oh five", r"\b21 years\b"),
             ("pick a random number from 1 to 5k", r"^(?!.*\b(5|1 to 5)\b\.?$).*\b\d+\b"),
             ("minus 5 celsius in fahrenheit", r"\b23\b"),
             ("negative 10 degrees celsius in fahrenheit", r"(?<![-\d])14\b"),
             ("how much is minus 3 celsius in fahrenheit", r"26\.6")),
    got_remarks=("my husband bought {x} already", "we've got {x} now"),
)

NEVER = Vocabulary(
    timer_names=("rice", "cookie", "bread"),
    change_frames=("{name} timer make it {b} minutes", "can you make the {name} timer {b} minutes instead",
                   "change my {name} timer to {b} minutes please", "put the {name} timer to {b} minutes",
                   "the {name} timer needs to be {b} minutes"),
    add_frames=("add {n} more minutes to the {name} timer", "{name} timer add {n} minutes"),
    long_frames=("set a timer for {n} hours please", "can you do a {n} hour timer", "start a timer for {n} hours"),
    long_values=(30, 72, 100),
    ok_long=("set a timer for 20 hours|1200", "a 2 hour timer|120"),
    list_pairs=("scratch {x} off and stick {y} on", "tick {x} off and chuck {y} on",
                "chuck {y} on and scratch {x} off", "cross off {x} and pop on {y}"),
    list_items=(("bread", "cheese"), ("apples", "soap")),
    noise_remarks=("the neighbours music is so loud", "the baby upstairs is really loud",
                   "the builders next door are so loud", "that car alarm outside is so loud"),
    noise_commands=("its too loud", "way too loud"),
    quiz_frames=("we are doing a quiz {city} is what time", "its for a quiz whats the time in {city}",
                 "my friend asked me {city} what time is it there"),
    cities=(("oslo", "Europe/Oslo"), ("sydney", "Australia/Sydney"), ("cairo", "Africa/Cairo")),
    rain_asks=("any showers later", "are we getting a shower later on", "any chance of showers tomorrow"),
    wash_remarks=("my shower is leaking", "i want a shower later", "he is in the shower"),
    numbers=(("how long ago was twenty ten", r"\b16 years\b"),
             ("random number between 1 and 10k", r"\b\d+\b"),
             ("minus 20 celsius in fahrenheit", r"(?<![\d])-4\b"),
             ("what is minus 10 c in f", r"(?<![-\d])14\b")),
    got_remarks=("my wife got {x} yesterday", "we already have {x}"),
)


def _at(zone: str) -> str:
    when = NOW.astimezone(ZoneInfo(zone))
    return f"{when.hour % 12 or 12}:{when.minute:02d}"


def items(v: Vocabulary) -> list[Item]:
    """Every generated case of ``v``: commands first, then must-nots."""
    out: list[Item] = []
    names = itertools.cycle(v.timer_names)
    for frame in v.change_frames:
        name = next(names)
        out.append(Item("renamed timer", frame.format(name=name, b=11),
                        ("one", name, "660", "changed"), setup=(f"set a {name} timer for 8 minutes",)))
    for frame in v.add_frames:
        name = next(names)
        out.append(Item("renamed timer", frame.format(name=name, n=2), ("one", name, "600"),
                        setup=(f"set a {name} timer for 8 minutes",), must_not=True))
    for frame, n in zip(v.long_frames, itertools.cycle(v.long_values), strict=False):
        out.append(Item("long timer", frame.format(n=n), ("none", "24 hours")))
    for spec in v.ok_long:
        text, minutes = spec.split("|")
        out.append(Item("long timer", text, ("one", "", str(int(minutes) * 60)), must_not=True))
    for frame, (x, y) in zip(v.list_pairs, itertools.cycle(v.list_items), strict=False):
        out.append(Item("list idioms", frame.format(x=x, y=y), ("list", y), setup=(f"add {x} to the shopping list",)))
    for text in v.noise_remarks:
        out.append(Item("noise", text, ("no volume",), must_not=True))
    for text in v.noise_commands:
        out.append(Item("noise", text, ("volume",)))
    for frame, (city, zone) in zip(v.quiz_frames, itertools.cycle(v.cities), strict=False):
        out.append(Item("world time", frame.format(city=city), ("time", city, _at(zone))))
    for text in v.rain_asks:
        out.append(Item("shower", text, ("weather",)))
    for text in v.wash_remarks:
        out.append(Item("shower", text, ("no weather",), must_not=True))
    for text, pattern in v.numbers:
        out.append(Item("numbers", text, ("match", pattern)))
    for frame, (x, _) in zip(v.got_remarks, itertools.cycle(v.list_items), strict=False):
        out.append(Item("got it", frame.format(x=x), ("list", x), setup=(f"add {x} to the shopping list",),
                        must_not=True))
    return out


def judged(item: Item, reply: str, timers: list[tuple[str, float]], shopping: list[str]) -> str:
    """Why the outcome is wrong ("" when right): ``timers`` are (label, seconds left) after the turn, ``shopping``
    the shopping list's items. A "wrong ..." reason is a wrong action or a false answer."""
    want, low = item.want, reply.lower()
    if want[0] == "one":
        named = [(label, left) for label, left in timers if want[1] in label]
        if len(named) != 1:
            return f"wrong: {len(named)} timers named {want[1]!r}"
        if abs(named[0][1] - float(want[2])) > 30:
            return f"wrong length {named[0][1]:.0f} s"
        if len(want) > 3 and not re.search(r"\bchanged\b|\bis now\b", low):
            return "not said as a change"
        return ""
    if want[0] == "none":
        return f"wrong: {len(timers)} timers set" if timers else ("" if want[1] in low else "limit not said")
    if want[0] == "list":
        if item.must_not:  # told as got: nothing removed, the removal offered (a "yes" would take it off)
            if want[1] not in shopping:
                return f"wrong: {want[1]} removed"
            return "" if "shall i take" in low else "no offer"
        setup_item = item.setup[0].split(" to ")[0].removeprefix("add ")
        if setup_item in shopping:
            return f"wrong: {setup_item} still on"
        return "" if want[1] in shopping else f"{want[1]} not added"
    if want[0] == "no volume":
        return "wrong: read as a volume command" if reply == NO_MIXER or "volume" in low else ""
    if want[0] == "volume":
        return "" if reply == NO_MIXER else "not a volume command"
    if want[0] == "time":
        if not reply:
            return "not answered"
        if want[1] not in low:
            return "no city named"
        return "" if want[2] in reply else f"wrong time: {reply}"
    if want[0] == "weather":
        return "" if reply == NO_LOCATION else "not read as weather"
    if want[0] == "no weather":
        return "wrong: read as weather" if reply == NO_LOCATION else ""
    if want[0] == "match":
        if not reply:
            return "not answered"
        return "" if re.search(want[1], reply, re.I) else f"wrong answer: {reply}"
    raise AssertionError(want)

# A third vocabulary, written after the build (round 20) and never tuned on: a figure of how far the readers reach.
AFTER = Vocabulary(
    timer_names=("potato", "roast", "tea"),
    change_frames=("potato timer should be {b} minutes", "could you set the {name} timer to {b} minutes",
                   "{name} timer to {b} minutes please", "make my {name} timer {b} minutes",
                   "set my {name} timer for {b} minutes"),
    add_frames=("add another {n} minutes to the {name} timer", "{n} more minutes on the {name} timer"),
    long_frames=("i need a timer for {n} hours", "put a timer on for {n} hours", "start a {n} hour timer"),
    long_values=(36, 200, 26),
    ok_long=("set a timer for 12 hours|720", "start a timer for 45 minutes|45"),
    list_pairs=("knock {x} off and bung {y} on", "take {x} off and whack {y} on", "strike {x} off and put {y} on"),
    list_items=(("tea bags", "sugar"), ("rice", "pasta")),
    noise_remarks=("the traffic outside is so loud", "our neighbours dog is really noisy", "the drilling next door is "
                   "so loud", "the kids upstairs are being so loud"),
    noise_commands=("you are way too loud", "its much too loud"),
    quiz_frames=("im doing the crossword whats the time in {city}", "quick one {city} what time is it there"),
    cities=(("manila", "Asia/Manila"), ("denver", "America/Denver")),
    rain_asks=("might we get a shower this afternoon", "whats the chance of a shower tomorrow",
               "will we see a shower later"),
    wash_remarks=("the shower is cold", "she is having a shower now", "can i use the shower later"),
    numbers=(("how many years ago was nineteen oh five", r"\b121 years\b"),
             ("pick a number between 1 and 3k", r"\b\d+\b"),
             ("negative 4 celsius in fahrenheit", r"24\.8")),
    got_remarks=("i bought {x} this morning", "we have got {x} already"),
)
