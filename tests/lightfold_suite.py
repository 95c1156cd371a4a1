"""A generated suite of light and volume requests as households say them (issue 15, round 19), and a second vocabulary
written with it BEFORE any code was changed and never tuned on (``NEVER``): the honest generality figure.

The eval household has two lights (kitchen, living room) and no sound mixer. Each item is composed from parts: a
light (its room, a device word, said "the kitchen light", "the light in the kitchen" or as recognizer text without
the article), an act (on, off, a degree, a level, a level with a sign), a frame, a filler before, politeness after, a
reason clause before or after; "it" after a light turn (the light) and "it" with a remark about hearing or loudness
(the volume, never the light); two commands in one breath (two lights, a light and the volume, a light and a service
the box does not have); speakers of every kind (children, older people, learners, recognizer text). Must-nots are
generated from the same parts: a light told about, wished, negated, asked about, reported, hypothetical, a past
story; a light the house does not have is refused honestly and no other light is switched.

The judge looks at what a user sees and hears: every light's level before and after, and the reply.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ROOMS = ("kitchen", "living room")
NO_MIXER = "no sound mixer"


@dataclass(frozen=True)
class Item:
    """One sentence: the light acts it asks for (room, act, level), what the reply must also say (``extra``: volume,
    service, range, refuse or ""), the lights' levels before, turns said before it."""

    text: str
    acts: tuple[tuple[str, str, float], ...] = ()
    extra: str = ""
    start: tuple[tuple[str, float], ...] = ()
    setup: tuple[str, ...] = ()
    family: str = ""
    room: str = ""


@dataclass(frozen=True)
class Words:
    """The words one vocabulary says the acts with; "{t}" is the light."""

    devices: tuple[str, ...]
    frames: tuple[str, ...]
    on: tuple[str, ...]
    off: tuple[str, ...]
    dim: tuple[str, ...]
    bright: tuple[str, ...]
    level: tuple[tuple[str, float], ...]  # "{t}" and the level said
    signed: tuple[str, ...]  # a level below zero
    before: tuple[str, ...]  # fillers
    after: tuple[str, ...]  # politeness
    reasons: tuple[str, ...]  # a clause after that asks nothing
    remarks: tuple[str, ...]  # a clause before that asks nothing
    it_light: tuple[tuple[str, str], ...]  # after a light turn: the light
    it_volume: tuple[tuple[str, str], ...]  # "it" that is the volume: (sentence, way)
    volume: tuple[str, ...]  # a volume command for a second breath
    services: tuple[str, ...]  # a service the box lacks for a second breath
    joins: tuple[str, ...]
    speakers: tuple[tuple[str, str], ...]  # "{room}" and the act
    absent: tuple[str, ...]
    talk: tuple[tuple[str, str], ...]  # must-nots: (family, "{t}" sentence)
    field_: tuple[str, ...] = field(default=())


DEV = Words(
    devices=("light", "lights", "lamp"),
    frames=("{}", "can you {}", "could you {}", "please {}", "i want you to {}", "would you {}"),
    on=("turn on {t}", "switch {t} on", "put {t} on", "i want {t} on"),
    off=("turn off {t}", "switch {t} off", "turn {t} out", "i want {t} off"),
    dim=("dim {t}", "make {t} dimmer", "turn {t} down a bit"),
    bright=("brighten {t}", "make {t} brighter", "turn {t} up"),
    level=(("set {t} to 40 percent", 0.4), ("put {t} at 70%", 0.7), ("{t} to half", 0.5)),
    signed=("set {t} to -20%", "put {t} to minus 30 percent", "{t} to -10 percent"),
    before=("", "um ", "ok ", "so "),
    after=("", " please", " thanks", " for me"),
    reasons=("", " so i can see", " im cooking", " because its dark"),
    remarks=("its dark in here", "im going to bed", "we have guests"),
    it_light=(("turn it off", "off"), ("dim it", "dim"), ("switch it off please", "off")),
    it_volume=(("turn it up i cant hear you", "volume"), ("its too loud turn it down", "volume"),
               ("keep it down a bit", "volume"), ("i cant hear you turn it up", "volume"),
               ("keep it down please the baby is asleep", "volume")),
    volume=("turn your volume up", "turn the volume down", "make yourself louder"),
    services=("start my workout playlist", "play some jazz", "put the radio on"),
    joins=(" and ", " and then "),
    speakers=(("can you make the {room} light go on", "on"), ("mummy wants the {room} light off", "off"),
              ("would you be so kind as to switch the {room} light on", "on"), ("open the light of {room}", "on"),
              ("close light in {room} please", "off"), ("its too dark in the {room} turn the light on", "on"),
              ("hey turn {room} light off", "off")),
    absent=("bedroom", "garage"),
    talk=(("told", "the light went off"), ("told", "{t} went off"), ("wished", "i wish {t} worked"),
          ("negated", "dont turn on the light"), ("negated", "dont turn on {t}"), ("asked", "was the light on"),
          ("asked", "was {t} on"), ("reported", "my son turned off the light"), ("reported", "my son turned off {t}"),
          ("hypothetical", "if it gets dark turn on the light"), ("hypothetical", "if it gets dark turn on {t}"),
          ("story", "yesterday i switched {t} off"), ("negated", "no need to dim {t}"),
          ("asked", "is {t} dimmed"), ("reported", "she said turn {t} off")),
)

# Never tuned on: written with DEV, before any code changed; measured before and after only.
NEVER = Words(
    devices=("bulb", "lamps", "light"),
    frames=("{}", "could you please {}", "be a love and {}", "i need you to {}", "will you {}", "can u {}"),
    on=("flick {t} on", "get {t} on", "pop on {t}", "id like {t} on"),
    off=("knock {t} off", "flick off {t}", "shut off {t}", "can we have {t} off"),
    dim=("lower {t}", "bring {t} down", "make {t} a little darker"),
    bright=("bring {t} up", "make {t} a bit brighter", "turn up {t}"),
    level=(("set {t} to 25 percent", 0.25), ("change {t} to 60%", 0.6), ("{t} at 80 percent", 0.8)),
    signed=("set {t} to negative 20 percent", "change {t} to -50%", "put {t} at minus 5 percent"),
    before=("", "er ", "right ", "oh "),
    after=("", " cheers", " if you dont mind", " love"),
    reasons=("", " the kids are doing homework", " as im reading", " cos i cant see a thing"),
    remarks=("i cant see a thing", "its too bright", "were off to bed"),
    it_light=(("flick it off", "off"), ("bring it down a bit", "dim"), ("turn it off thanks", "off")),
    it_volume=(("turn it down its too loud", "volume"), ("youre too quiet turn it up", "volume"),
               ("keep it down will you", "volume"), ("turn it up a bit i cant hear", "volume"),
               ("keep it down a little the kids are sleeping", "volume")),
    volume=("turn yourself down", "volume up please", "be a bit quieter"),
    services=("play my podcast", "call my mum", "order a taxi"),
    joins=(" and ", " then ", " and also "),
    speakers=(("can the {room} light come on please", "on"), ("would you kindly put the {room} light off", "off"),
              ("you make light {room} on please", "on"), ("the {room} light off now", "off"),
              ("im 7 and i want the {room} light on", "on"), ("please can you do {room} light off", "off"),
              ("grandma wants the {room} light on", "on")),
    absent=("nursery", "porch"),
    talk=(("told", "{t} came on by itself"), ("wished", "i wish i could turn on {t}"),
          ("negated", "please dont switch off {t}"), ("negated", "never turn {t} off"),
          ("asked", "is {t} still on"), ("asked", "who turned on {t}"), ("reported", "my daughter switched {t} off"),
          ("hypothetical", "when i get home turn {t} on"), ("hypothetical", "if i fall asleep turn off {t}"),
          ("story", "last night {t} was on"), ("story", "the bulb in {t} blew"),
          ("told", "the light keeps flickering"), ("reported", "the kids turned the lights off"),
          ("wished", "i should have turned {t} off"), ("asked", "did you switch off {t}")),
)

# A third vocabulary, written after the build (the first two had been measured and the code changed): measured once
# on clean main and at the end, never tuned on, its misses never read.
AFTER = Words(
    devices=("lights", "light", "lamp"),
    frames=("{}", "hey could you {}", "go on {}", "you can {}", "i asked you to {}", "kindly {}"),
    on=("turn {t} on now", "switch on {t}", "get {t} on please", "i need {t} on"),
    off=("switch off {t}", "put out {t}", "turn {t} off again", "we want {t} off"),
    dim=("dim down {t}", "make {t} less bright", "turn down {t} a touch"),
    bright=("make {t} lighter", "brighten up {t}", "turn {t} up a little"),
    level=(("set {t} to 35 percent", 0.35), ("put {t} to 90%", 0.9), ("{t} at half", 0.5)),
    signed=("set {t} to -40 percent", "{t} to minus 15 percent", "put {t} at -1%"),
    before=("", "well ", "ok so ", "uh "),
    after=("", " ta", " thank you", " now please"),
    reasons=("", " were eating", " my eyes are tired", " because its late"),
    remarks=("its so gloomy", "were back", "its bedtime"),
    it_light=(("switch it off now", "off"), ("dim it a bit", "dim"), ("put it off", "off")),
    it_volume=(("keep it down the baby is sleeping", "volume"), ("turn it up i can barely hear you", "volume"),
               ("its too loud can you turn it down", "volume"), ("keep it down a touch", "volume"),
               ("i cant hear you very well turn it up", "volume")),
    volume=("speak up", "turn the volume down a bit", "be louder"),
    services=("play the news", "text my brother", "book a table"),
    joins=(" and ", " and then ", " then "),
    speakers=(("can the {room} light go off please", "off"), ("would you be so good as to put the {room} light on", "on"),
              ("please you turn light of {room} on", "on"), ("{room} light on please", "on"),
              ("im six can you turn the {room} light off", "off"), ("light {room} off", "off"),
              ("grandad says switch the {room} light on", "on")),
    absent=("loft", "study"),
    talk=(("told", "{t} keeps going off"), ("wished", "i wish {t} was dimmer"), ("negated", "dont dim {t}"),
          ("negated", "please never turn on {t}"), ("asked", "is {t} off"), ("asked", "why is {t} on"),
          ("reported", "my husband switched {t} off"), ("hypothetical", "if the baby wakes turn on {t}"),
          ("hypothetical", "when its dark switch on {t}"), ("story", "last week {t} broke"),
          ("story", "this morning i put {t} on"), ("told", "{t} has been on all day"),
          ("reported", "grandma turned {t} on"), ("wished", "i was going to turn off {t}"),
          ("asked", "did someone dim {t}")),
)


def _things(room: str, device: str) -> tuple[str, ...]:
    singular = device.rstrip("s") if device != "lamps" else "lamp"
    return (f"the {room} {device}", f"the {singular} in the {room}", f"{room} {singular}")


def _dress(words: Words, said: str, k: int) -> str:
    return (f"{words.before[k % len(words.before)]}{said}{words.after[(k // 2) % len(words.after)]}"
            f"{words.reasons[(k // 3) % len(words.reasons)]}").strip()


def _start(act: str) -> float:
    return {"on": 0.0, "off": 1.0, "dim": 1.0, "bright": 0.3, "level": 1.0}[act]


def commands(words: Words) -> list[Item]:
    """Every light act with every thing form and device word, frames and fillers rotated."""
    items: list[Item] = []
    k = 0
    for room in ROOMS:
        for device in words.devices:
            for thing in _things(room, device):
                for act, said in (("on", words.on), ("off", words.off), ("dim", words.dim), ("bright", words.bright)):
                    for template in said:
                        frame = words.frames[k % len(words.frames)]
                        text = _dress(words, frame.format(template.format(t=thing)), k)
                        items.append(Item(text, ((room, act, 0.0),), start=((room, _start(act)),), family=act,
                                          room=room))
                        k += 1
                for template, level in words.level:
                    text = _dress(words, words.frames[k % len(words.frames)].format(template.format(t=thing)), k)
                    items.append(Item(text, ((room, "level", level),), start=((room, 1.0),), family="level",
                                      room=room))
                    k += 1
        for s, template in enumerate(words.signed):
            thing = _things(room, words.devices[s % len(words.devices)])[s % 3]
            items.append(Item(template.format(t=thing), extra="range", start=((room, 0.5),), family="sign", room=room))
        for r, remark in enumerate(words.remarks):  # a remark before
            act, said = (("on", words.on), ("off", words.off))[r % 2]
            text = f"{remark} {said[r % len(said)].format(t=_things(room, 'light')[r % 3])}"
            items.append(Item(text, ((room, act, 0.0),), start=((room, _start(act)),), family="remark", room=room))
        for said, act in words.it_light:
            items.append(Item(said, ((room, act, 0.0),), start=((room, 1.0),), setup=(f"turn on the {room} light",),
                              family="it light", room=room))
        for said, _ in words.it_volume:
            items.append(Item(said, extra="volume", start=((room, 1.0),), setup=(f"turn on the {room} light",),
                              family="it volume", room=room))
        for said, act in words.speakers:
            items.append(Item(said.format(room=room), ((room, act, 0.0),), start=((room, _start(act)),),
                              family="speakers", room=room))
    items += _breaths(words)
    return items


def _breaths(words: Words) -> list[Item]:
    """Two commands in one breath: two lights, a light and the volume, a light and a service we lack."""
    items: list[Item] = []
    for j, join in enumerate(words.joins):
        first, other = ROOMS if j % 2 == 0 else ROOMS[::-1]
        on = words.on[j % len(words.on)].format(t=_things(first, "light")[j % 3])
        off = words.off[(j + 1) % len(words.off)].format(t=_things(other, "light")[(j + 1) % 3])
        items.append(Item(f"{on}{join}{off}", ((first, "on", 0.0), (other, "off", 0.0)),
                          start=((first, 0.0), (other, 1.0)), family="two lights"))
        for v, volume in enumerate(words.volume):
            light = (words.off if v % 2 else words.on)[v % len(words.on)].format(t=_things(first, "light")[v % 3])
            act = "off" if v % 2 else "on"
            items.append(Item(f"{light}{join}{volume}", ((first, act, 0.0),), extra="volume",
                              start=((first, _start(act)),), family="light and volume", room=first))
        for s, service in enumerate(words.services):
            light = words.on[s % len(words.on)].format(t=_things(first, "light")[s % 3])
            items.append(Item(f"{light}{join}{service}", ((first, "on", 0.0),), extra="service",
                              start=((first, 0.0),), family="light and service", room=first))
    return items


def must_nots(words: Words) -> list[Item]:
    """The lights talked about (nothing switched, either state) and lights the house lacks (refused)."""
    items: list[Item] = []
    for room in ROOMS:
        for family, template in words.talk:
            for state in (0.0, 1.0):
                text = template.format(t=f"the {room} light")
                items.append(Item(text, start=((room, state),), family=family, room=room))
    for absent in words.absent:
        for template in (*words.on[:2], *words.off[:2], words.dim[0]):
            items.append(Item(template.format(t=f"the {absent} light"), extra="refuse", start=(("kitchen", 0.5),),
                              family="absent", room=absent))
    return items


def judged(item: Item, before: dict[str, float], after: dict[str, float], reply: str) -> str:
    """"" when what happened is what ``item`` asks for, else why not ("wrong: ..." for a wrong action)."""
    asked = {room: (act, level) for room, act, level in item.acts}
    changed = {room for room in before if abs(before[room] - after[room]) > 1e-6}
    if others := changed - set(asked):
        return f"wrong: switched {sorted(others)}"
    said = reply.lower()
    for room, (act, level) in asked.items():
        was, now = before[room], after[room]
        done = {"on": now >= 0.999, "off": now <= 0.0, "dim": 0.0 < now < was, "bright": now > was,
                "level": abs(now - level) < 1e-6}[act]
        if not done:
            return f"wrong: {room} {act} gave {now}" if room in changed else f"not done {room} {act}: {reply}"
    need = {"volume": NO_MIXER, "service": "can't", "range": "0 to 100", "refuse": "don't have"}.get(item.extra)
    if need and need not in said:
        return f"missing {item.extra}: {reply}"
    return ""
