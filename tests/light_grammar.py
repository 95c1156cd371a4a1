"""A generated grammar of light and volume commands (issue 15) for testing generality, not sentences.

The eval household has two lights, the kitchen and the living room, and no sound mixer. Each light act (on, off,
dim, brighter, a level, on for a while, "it" after a light turn) is said by composing its parts in EVERY order (the
head that carries the verb or the wish, the light named as "the kitchen light" or as "the light" + "in the kitchen",
a level or a time), under verb frames ("can you", "i want", "go ahead and", the imperative, a wish for a state:
"i want the kitchen light on"), with fillers before, politeness after and a reason after ("so i can see"). Speakers
vary: children, older people, people learning English ("open the light of the kitchen"), recognizer text without
apostrophes. Must-nots are generated from the same lights: the light reported ("my son turned off the kitchen light"),
wished ("i wish the kitchen light worked"), negated ("dont turn on the kitchen light"), asked about ("was the kitchen
light on"), told of another time, hypothetical ("if it gets dark turn on the kitchen light": nothing now), and a
light the house does not have (an honest refusal, never another light switched).

The judge (``judged``) looks at what a user sees and hears: every light's level before and after, and the reply.
Fillers are rotated through the orders and frames (not multiplied out). A second vocabulary (``held_out``: other
frames, fillers, reasons, device words and values) is NEVER tuned on: it is the honest generality figure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import permutations

ROOMS = ("kitchen", "living room")
PREFIXES = ("", "um ", "oh ", "ok so ")
SUFFIXES = ("", " please", " thanks", " for me")
REASONS = ("", " so i can see", " because were watching a film", " im cooking")
HELD_OUT = {"prefixes": ("", "hey ", "right ", "er "), "suffixes": ("", " cheers", " if you dont mind", " love"),
            "reasons": ("", " the kids are doing homework", " as im reading", " cos i cant see a thing")}
# A third vocabulary, written after the composer was built on the first and its held-out misses had been read (so
# the second is no longer untouched): measured once before and after, never tuned on.
FRESH_WORDS = {"prefixes": ("", "alright ", "uh ", "so um "), "suffixes": ("", " thank you", " now", " ta"),
               "reasons": ("", " because i am reading", " were about to eat", " so the baby can sleep")}
# A fourth, written after the third had been measured (and its wrong actions read and fixed): measured on clean main,
# after the first build and at the end, its misses never read.
FOURTH_WORDS = {"prefixes": ("", "excuse me ", "okay ", "well "),
                "suffixes": ("", " please and thank you", " right now", " mate"),
                "reasons": ("", " we have guests", " because the film is starting", " i need to find my keys")}
# A fifth, written after the composer's words were settled (the third's and fourth's words had gone into it): the
# honest generality figure, measured on clean main and at the end, never tuned on and its misses never read.
FIFTH_WORDS = {"prefixes": ("", "um okay ", "hi ", "sorry "), "suffixes": ("", " cheers mate", " quick", " please now"),
               "reasons": ("", " my eyes hurt", " since its late", " the dog is scared of the dark")}
NO_MIXER = "no sound mixer"


@dataclass(frozen=True)
class Item:
    """One generated sentence: what must happen (``on``, ``off``, ``dim``, ``brighter``, ``level``, ``volume``,
    ``refuse``, ``none``), to which room, the level for ``level``, the lights' levels before (``start``) and turns
    said before it (``setup``)."""

    text: str
    act: str
    room: str = ""
    level: float = 0.0
    start: tuple[tuple[str, float], ...] = ()
    setup: tuple[str, ...] = field(default=())
    family: str = ""


def _orders(*parts: str) -> list[str]:
    return [" ".join(p) for p in permutations(parts)]


def _dressed(sentences: list[str], start: int, vocabulary: str = "") -> list[str]:
    """Each sentence with one prefix, suffix and reason, rotated so that every filler meets every order."""
    words = {"held": HELD_OUT, "fresh": FRESH_WORDS, "fourth": FOURTH_WORDS, "fifth": FIFTH_WORDS}.get(vocabulary) or {"prefixes": PREFIXES, "suffixes": SUFFIXES,
                                                                         "reasons": REASONS}
    pre, suf, why = words["prefixes"], words["suffixes"], words["reasons"]
    return [f"{pre[(start + i) % len(pre)]}{s}{suf[((start + i) // 2) % len(suf)]}{why[((start + i) // 3) % len(why)]}"
            .strip() for i, s in enumerate(sentences)]


def _lit(room: str, level: float) -> tuple[tuple[str, float], ...]:
    return ((room, level),)


@dataclass(frozen=True)
class Vocabulary:
    """The words one vocabulary says the acts with."""

    frames: tuple[str, ...]  # before a verb head: "can you {}"
    verbs_on: tuple[str, ...]  # "{}" is where the state word goes after the thing: "turn {} on"
    verbs_off: tuple[str, ...]
    wishes: tuple[str, ...]  # a state wished: "i want {thing} {state}"
    dims: tuple[str, ...]  # "{}" is the thing
    brights: tuple[str, ...]
    levels: tuple[tuple[str, float], ...]  # "to 40 percent"
    level_verbs: tuple[str, ...]
    device: str  # "light" / "lamp"
    times: tuple[str, ...]
    pronouns: tuple[tuple[str, str], ...]  # ("turn it off", act) after a light turn
    volume: tuple[str, ...]
    speakers: tuple[tuple[str, str, str], ...]  # (sentence with {room}, act, start state)


DEV = Vocabulary(
    frames=("{}", "can you {}", "could you {}", "would you {}", "please {}", "i want you to {}", "go ahead and {}",
            "lets {}"),
    verbs_on=("turn {} on", "switch {} on", "put {} on"),
    verbs_off=("turn {} off", "switch {} off"),
    wishes=("i want {} {}", "can i have {} {}", "i need {} {}", "{} {}"),
    dims=("dim {}", "make {} dimmer", "turn {} down", "make {} darker"),
    brights=("brighten {}", "make {} brighter", "turn {} up"),
    levels=(("to 40 percent", 0.4), ("to 70 percent", 0.7)),
    level_verbs=("set {}", "put {}", "turn {}"),
    device="light",
    times=("for 10 minutes", "for half an hour"),
    pronouns=(("turn it off", "off"), ("switch it off", "off"), ("can you turn it off", "off"),
              ("make it brighter", "brighter"), ("dim it", "dim"), ("turn it down a bit", "dim")),
    volume=("turn the volume up", "volume down", "make it louder", "can you turn yourself down", "set the volume to 5",
            "turn the sound up please", "louder please", "too loud turn it down", "i cant hear you turn it up"),
    speakers=(("can you make the {room} light go on", "on", "off"),  # a child
              ("mummy wants the {room} light on", "on", "off"),
              ("would you be so kind as to switch the {room} light off", "off", "on"),  # an older person
              ("be a dear and put the {room} light on", "on", "off"),
              ("please open the light in the {room}", "on", "off"),  # learners: open / close a light
              ("close the {room} light please", "off", "on"),
              ("you turn on light of {room} please", "on", "off"),
              ("i cant see a thing turn the {room} light on", "on", "off"),  # recognizer text, no apostrophes
              ("its too bright turn the {room} light down", "dim", "on"),
              ("lights on in the {room}", "on", "off")),
)

HELD = Vocabulary(
    frames=("{}", "could you please {}", "will you {}", "i need you to {}", "can you just {}", "be a love and {}"),
    verbs_on=("flick {} on", "pop {} on", "get {} on"),
    verbs_off=("flick {} off", "knock {} off", "shut {} off"),
    wishes=("id like {} {}", "could we have {} {}", "lets have {} {}"),
    dims=("bring {} down", "lower {}", "make {} a bit dimmer"),
    brights=("bring {} up", "make {} a bit brighter", "raise {}"),
    levels=(("to 25 percent", 0.25), ("to half", 0.5)),
    level_verbs=("put {}", "bring {}"),
    device="lamp",
    times=("for 5 minutes", "for an hour"),
    pronouns=(("flick it off", "off"), ("shut it off", "off"), ("bring it down a bit", "dim"),
              ("could you make it brighter", "brighter")),
    volume=("turn yourself up", "can you be a bit louder", "quieter please", "volume to 3", "speak up i cant hear"),
    speakers=(("can the {room} lamp go on please", "on", "off"),  # a child
              ("would you kindly turn off the {room} lamp", "off", "on"),  # an older person
              ("open the {room} lamp", "on", "off"),  # a learner
              ("the {room} lamp on", "on", "off"),
              ("im going to bed switch off the {room} lamp", "off", "on")),
)

FRESH = Vocabulary(
    frames=("{}", "can you please {}", "i would like you to {}", "could you just {}", "do me a favour and {}"),
    verbs_on=("turn {} on", "flip {} on"),
    verbs_off=("put {} out", "flip {} off"),
    wishes=("i would like {} {}", "we need {} {}", "id love {} {}"),
    dims=("tone down {}", "make {} softer", "dim down {}"),
    brights=("brighten up {}", "make {} lighter", "turn {} up a bit"),
    levels=(("to 60 percent", 0.6), ("at 30 percent", 0.3)),
    level_verbs=("set {}", "change {}"),
    device="lights",
    times=("for 20 minutes", "for 2 hours"),
    pronouns=(("switch it back off", "off"), ("can you dim it", "dim"), ("turn it up a bit", "brighter"),
              ("put it off", "off")),
    volume=("turn the sound down", "a bit louder please", "volume up a bit", "lower the volume", "could you speak louder"),
    speakers=(("please can the {room} lights come on", "on", "off"),  # a child
              ("would you be good enough to turn the {room} lights off", "off", "on"),  # an older person
              ("make light on in {room}", "on", "off"),  # a learner
              ("{room} lights off now please", "off", "on"),
              ("its getting dark put the {room} lights on", "on", "off")),  # recognizer text
)

FOURTH = Vocabulary(
    frames=("{}", "can you kindly {}", "i was hoping you could {}", "you can {}", "hey can you {}", "quickly {}"),
    verbs_on=("turn {} on", "switch {} on"),
    verbs_off=("turn {} off", "switch {} off"),
    wishes=("i prefer {} {}", "we would like {} {}", "gimme {} {}"),
    dims=("dim {} a little", "make {} less bright", "turn {} down low"),
    brights=("make {} brighter please", "turn {} right up", "brighten {} a touch"),
    levels=(("to 15 percent", 0.15), ("to 85 percent", 0.85)),
    level_verbs=("set {}", "adjust {}"),
    device="light",
    times=("for 45 minutes", "for a few minutes"),
    pronouns=(("turn it back off", "off"), ("could you switch it off", "off"), ("make it a bit dimmer", "dim"),
              ("brighten it", "brighter")),
    volume=("volume up please", "can you lower your voice", "turn down the volume a bit", "be quieter", "louder"),
    speakers=(("can you put the {room} light on pretty please", "on", "off"),  # a child
              ("dear could you switch the {room} light off for me", "off", "on"),  # an older person
              ("please do light in {room} off", "off", "on"),  # a learner
              ("turn {room} light on", "on", "off"),
              ("umm can u turn off the {room} light", "off", "on")),  # recognizer text
)

FIFTH = Vocabulary(
    frames=("{}", "would you please {}", "can you go and {}", "id appreciate it if you could {}", "need you to {}",
            "may i ask you to {}"),
    verbs_on=("turn {} on", "switch {} on", "power {} on"),
    verbs_off=("turn {} off", "switch {} off", "click {} off"),
    wishes=("id rather have {} {}", "can you get {} {}", "i want {} {} now"),
    dims=("turn down {}", "make {} a little darker", "dim {} slightly"),
    brights=("turn up {}", "make {} brighter still", "increase the brightness of {}"),
    levels=(("to 20 percent", 0.2), ("to 55 percent", 0.55)),
    level_verbs=("set {}", "turn {}", "dim {}"),
    device="light",
    times=("for 15 minutes", "for 1 hour"),
    pronouns=(("click it off", "off"), ("turn it off now", "off"), ("make it a little darker", "dim"),
              ("can it be brighter", "brighter")),
    volume=("turn the volume down a notch", "speak a bit louder", "volume to 7", "can you be quieter please",
            "lower your volume"),
    speakers=(("i want the {room} light to go on", "on", "off"),  # a child
              ("would you be so good as to turn on the {room} light", "on", "off"),  # an older person
              ("switch on light in {room} please", "on", "off"),  # a learner
              ("the {room} light please turn off", "off", "on"),
              ("hey google turn off the {room} light", "off", "on")),  # recognizer text
)


def _thing(room: str, device: str, split: bool) -> tuple[str, ...]:
    """The light named at once ("the kitchen light") or in two slots ("the light", "in the kitchen")."""
    return ("the light", f"in the {room}") if split else (f"the {room} {device}",)


def _said(words: Vocabulary, vocabulary: str) -> list[Item]:
    items: list[Item] = []
    k = 0
    for r, room in enumerate(ROOMS):
        for split in (False, True):
            thing = _thing(room, words.device, split)
            for act, verbs, start in (("on", words.verbs_on, 0.0), ("off", words.verbs_off, 1.0)):
                for v, verb in enumerate(verbs):
                    frame = words.frames[(v + r + split) % len(words.frames)]
                    head, _, state = verb.partition(" {} ")  # "turn", "on"
                    # head and state together, the thing anywhere: "turn on | the light | in the kitchen"
                    for text in _dressed(_orders(frame.format(f"{head} {state}"), *thing), k, vocabulary):
                        items.append(Item(text, act, room, start=_lit(room, start), family="switch"))
                        k += 1
                    # the thing between the verb and the state: "turn the kitchen light on"
                    for text in _dressed([frame.format(verb.format(" ".join(thing)))], k, vocabulary):
                        items.append(Item(text, act, room, start=_lit(room, start), family="switch"))
                        k += 1
            for w, wish in enumerate(words.wishes):
                for act, start in (("on", 0.0), ("off", 1.0)):
                    said = wish.format(thing[0], act) + (f" {thing[1]}" if split else "")
                    for text in _dressed([said], k + w, vocabulary):
                        items.append(Item(text, act, room, start=_lit(room, start), family="wish"))
                    k += 1
            for family, heads, start in (("dim", words.dims, 1.0), ("brighter", words.brights, 0.3)):
                for h, head in enumerate(heads):
                    frame = words.frames[(h + r) % len(words.frames)]
                    said = [frame.format(head.format(thing[0])) + (f" {thing[1]}" if split else "")]
                    if split:
                        said.append(f"{thing[1]} " + frame.format(head.format(thing[0])))
                    for text in _dressed(said, k, vocabulary):
                        items.append(Item(text, family, room, start=_lit(room, start), family=family))
                        k += 1
            for (level_words, level) in words.levels:
                for h, head in enumerate(words.level_verbs):
                    frame = words.frames[(h + r + 1) % len(words.frames)]
                    verb = head.partition(" ")[0]
                    # "the light" said with its verb when the room is a slot of its own: "set the light"
                    parts = (frame.format(f"{verb} {thing[0]}"), thing[1]) if split else (frame.format(verb), thing[0])
                    for text in _dressed(_orders(*parts, level_words), k, vocabulary):
                        items.append(Item(text, "level", room, level, start=_lit(room, 1.0), family="level"))
                        k += 1
            for t, time in enumerate(words.times):
                verb = words.verbs_on[t % len(words.verbs_on)]
                head, _, state = verb.partition(" {} ")
                parts = (f"{head} {state} {thing[0]}", thing[1]) if split else (f"{head} {state}", thing[0])
                for text in _dressed(_orders(*parts, time), k, vocabulary):
                    items.append(Item(text, "on", room, start=_lit(room, 0.0), family="for a while"))
                    k += 1
        for p, (said, act) in enumerate(words.pronouns):
            setup = f"{'dim' if act == 'brighter' else 'turn on'} the {room} light"  # the level "it" is changed from
            for text in _dressed([said], k + p, vocabulary):
                items.append(Item(text, act, room, start=_lit(room, 0.0), setup=(setup,), family="it"))
        for said, act, state in words.speakers:
            items.append(Item(said.format(room=room), act, room, start=_lit(room, 1.0 if state == "on" else 0.0),
                              family="speakers"))
    for v, said in enumerate(words.volume):
        for text in _dressed([said], v, vocabulary):
            items.append(Item(text, "volume", family="volume"))
    return items


def commands() -> list[Item]:
    """Every light act in the dev vocabulary, every order of its parts, with fillers and speakers."""
    return _said(DEV, "")


def held_out() -> list[Item]:
    """The same acts in the second vocabulary (never tuned on)."""
    return _said(HELD, "held")


# Must-nots: the lights talked about, never switched; "{}" is a light ("the kitchen light").
TALK = (("reported", "my son turned off {}"), ("reported", "someone switched {} on"), ("reported", "{} went off"),
        ("reported", "the kids left {} on all night"), ("reported", "my husband turned {} on earlier"),
        ("wished", "i wish {} worked"), ("wished", "i was going to turn on {}"),
        ("wished", "i meant to switch off {}"), ("wished", "i should have turned {} off"),
        ("negated", "dont turn on {}"), ("negated", "do not switch {} off"), ("negated", "no need to turn on {}"),
        ("negated", "never turn off {}"), ("negated", "you dont have to dim {}"),
        ("question", "was {} on"), ("question", "who turned off {}"), ("question", "why is {} on"),
        ("question", "did you turn {} off"), ("question", "how do i dim {}"),
        ("time-shifted", "yesterday i turned {} on"), ("time-shifted", "last night {} was off"),
        ("hypothetical", "if it gets dark turn on {}"), ("hypothetical", "when i get home turn {} on"),
        ("hypothetical", "if i say goodnight switch off {}"), ("hypothetical", "what happens if i turn {} off"),
        ("story", "i love {} when its dimmed"), ("story", "{} is too old to dim"))
HELD_TALK = (("reported", "my daughter switched {} off"), ("reported", "{} came on by itself"),
             ("wished", "i wish {} was brighter"), ("negated", "please dont switch off {}"),
             ("question", "is {} still on"), ("hypothetical", "if i fall asleep turn {} off"),
             ("time-shifted", "this morning i put {} on"), ("story", "the bulb in {} blew"))
ABSENT = ("bedroom", "garage", "bathroom", "hallway")
ABSENT_SAID = ("turn on the {} light", "switch the {} light off", "dim the {} light", "can you put the {} light on",
               "i want the {} light on", "set the {} light to 40 percent")


def fresh() -> list[Item]:
    """The same acts in the third vocabulary (never tuned on)."""
    return _said(FRESH, "fresh")


FRESH_TALK = (("reported", "my wife switched off {}"), ("reported", "{} turned itself off"),
              ("wished", "i hoped {} would come on"), ("negated", "please never switch {} off"),
              ("question", "is {} dimmed"), ("hypothetical", "when we leave turn off {}"),
              ("time-shifted", "an hour ago i switched off {}"), ("story", "{} is flickering again"))


def fourth() -> list[Item]:
    """The same acts in the fourth vocabulary (never tuned on, its misses never read)."""
    return _said(FOURTH, "fourth")


def fifth() -> list[Item]:
    """The same acts in the fifth vocabulary (never tuned on, its misses never read)."""
    return _said(FIFTH, "fifth")


FIFTH_TALK = (("reported", "the cleaner switched {} on"), ("reported", "{} keeps turning off"),
              ("wished", "i wanted {} on earlier"), ("negated", "leave {} alone dont touch it"),
              ("question", "did anyone turn off {}"), ("hypothetical", "turn off {} if i fall asleep"),
              ("time-shifted", "last week we had {} on all night"), ("story", "{} makes a buzzing noise"))
FOURTH_TALK = (("reported", "grandad turned on {}"), ("reported", "{} has been on all day"),
               ("wished", "i really wish {} was dimmer"), ("negated", "dont you dare turn off {}"),
               ("question", "can you tell me if {} is on"), ("hypothetical", "if nobody is home turn off {}"),
               ("time-shifted", "this afternoon someone switched {} off"), ("story", "we bought {} last year"))


def must_nots(held: bool = False, third: bool = False, last: bool = False, fifth: bool = False) -> list[Item]:
    """The lights talked about (nothing switched) and lights the house does not have (refused, nothing switched)."""
    items = []
    for r, room in enumerate(ROOMS):
        for family, wrap in FIFTH_TALK if fifth else FOURTH_TALK if last else FRESH_TALK if third else HELD_TALK if held else TALK:
            for state in (0.0, 1.0):
                items.append(Item(wrap.format(f"the {room} light"), "none", room, start=_lit(room, state),
                                  family=family))
    absent = ("utility room", "loft") if fifth else ("cellar", "greenhouse") if last else ("pantry", "study") if third else ABSENT[2:] if held else ABSENT[:2]
    items += [Item(said.format(room), "refuse", room, start=_lit("kitchen", 0.5), family="absent")
              for room in absent for said in ABSENT_SAID]
    return items


def judged(item: Item, before: dict[str, float], after: dict[str, float], reply: str) -> str:
    """"" when what happened is what ``item`` asks for, else why not (a WRONG ACTION is said as "wrong: ...")."""
    changed = {room for room in before if abs(before[room] - after[room]) > 1e-6}
    others = changed - {item.room}
    if others:
        return f"wrong: switched {sorted(others)}"
    if item.act in ("none", "refuse", "volume"):
        if changed:
            return f"wrong: switched {sorted(changed)}"
        if item.act == "refuse" and not (item.room in reply.lower() or "don't have" in reply.lower()):
            return f"not refused: {reply}"
        if item.act == "volume" and NO_MIXER not in reply.lower():
            return f"not the honest volume reply: {reply}"
        return ""
    was, now = before[item.room], after[item.room]
    done = {"on": now >= 0.999, "off": now <= 0.0, "dim": 0.0 < now < was, "brighter": now > was,
            "level": abs(now - item.level) < 1e-6}[item.act]
    if done:
        return ""
    return f"wrong: {item.act} gave {now}" if changed else f"not done: {reply}"
