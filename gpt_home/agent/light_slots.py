"""Light commands composed from their parts, whatever order the parts come in (issue 15).

Why: the light readers each know a few word orders ("turn on the kitchen light", "the kitchen light on"); households
say "in the kitchen can you put the light on", "to 40 percent would you set the light in the living room", "the
light could you switch off in the kitchen thanks im cooking". Here the slots are found ANYWHERE, as
``agent/household_slots.py`` finds a timer's: the thing (a light by its room, "the light" + "in the kitchen", "the
lights", a room the house may not have), the switch (on / off, "open" / "close" as learners say it, "go on"), a
degree (dim, dimmer, brighter, up, down), a level ("to 40 percent", "to half"), a time it stays so ("for 10
minutes"), each taking its words out; the result is the plain command the light rules already carry out ("turn on
the kitchen light", "set the living room light to 40 percent", "turn on the kitchen light for 10 minutes"), so a
light the house does not have is refused honestly by the rules and "the light" with two lights is asked about.

Trust: every word must be consumed: by a slot, a verb frame ("can you", "i want you to", "go ahead and", "be a dear
and", "i want ... on", "can i have ... on"), a filler ("um", "oh", "please", "thanks", "love") or a reason: after the
command ("so i can see", "because its dark in here", "im cooking": a clause that asks nothing) or a known remark before
it ("i cant see a thing", "its too bright", "im going to bed"). A word left over means the sentence said something
this reading did not understand, so nothing is composed: that is also the must-not rule ("my son TURNED off the
light", "i WISH the kitchen light WORKED", "DONT turn on the light", "WAS the light on", "IF it gets dark turn on the
light" all leave words over). A switch meant for later ("when i get home ...") is never composed. ``Dialogue``
asks this reading only when no rule or light reader understood the sentence, so their readings stay first.

Guards for the reading by meaning (``skills/light_tellings.told``, ``agent/semantic_slots``): ``told`` (a light
talked about: "the kitchen light went off", "my son turned off the kitchen light", "last week we had the light on all
night"), ``contradicted`` (a reading that would move a light the other way from the words said: "brighten up the
light" read as dimmer), ``aimless`` (no slot gives a direction) and ``unsafe_switch`` (one switch guessed for a
sentence that says both ways, names two lights or tells a fault). Pure: text in, a command string out; the caller runs it through the rules.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from gpt_home.agent.light_needs import light_room, needs_light, room_of_it
from gpt_home.agent.slot_parts import GAP, Composed, take
from gpt_home.agent.number_reader import numeralize

# Rooms a household names a light by, beyond the configured ones: named so that "the bedroom light" is refused
# honestly by the rules ("I don't have a light called bedroom"), never read as another light.
ROOM_WORDS = ("bedroom", "bathroom", "hall", "hallway", "landing", "garage", "porch", "garden", "office", "study",
              "dining room", "kids room", "nursery", "spare room", "utility room", "loft", "attic", "basement",
              "cellar", "conservatory", "front room", "back room", "lounge", "den", "playroom", "toilet", "shed",
              "kitchen", "living room")
_DEVICE = r"(?:lights?|lamps?|bulbs?)"
_AMOUNT = r"(?: (?:a bit|a little|a little bit|a touch|a tad|slightly|a notch|some|low|right))?"
_LATER = re.compile(r"\b(?:when|whenever|if|once|after|before|until|till|later|tonight|tomorrow|at \d+\b(?! percent))\b")
# the switch, with its verb when it has one; the thing may stand between the verb and the state ("turn | on")
_VERB_ON_OFF = r"(?:turn|switch|put|flick|flip|get|pop|knock|shut)"
# "on" before a thing that is no light is a place, never the switch: "put it on the list"
_STATE = re.compile(r"\b(?:(?P<verb>" + _VERB_ON_OFF + r") )?(?P<state>on|off|out)\b(?! (?:the|my|our|a|an|your|that|this) \w)")
# things other than a light or the volume: a sentence naming one is not this reading's ("put it on the list")
OTHER_THINGS = (r"list|timers?|alarms?|reminders?|tv|telly|television|radio|music|heating|oven|fan|kettle|door|window|"
                r"curtains|blinds|computer|laptop|phone|screen|fire|candles?|torch|hob|car|taps?|showers?|dishwasher|"
                r"washing machine|dryer|iron|hoover|boiler|microwave|toaster|fridge|freezer")
_OTHER = re.compile(rf"\b(?:{OTHER_THINGS})\b")
_GO = re.compile(r"\b(?:go|come|be) (?P<state>on|off)\b")  # "make the kitchen light go on", "can the lamp go on"
_OPEN = re.compile(r"\b(?P<verb>open|close|shut)\b")  # learners: open / close a light
_DIM = re.compile(rf"\b(?:(?P<dim>dim(?: down)?)|(?P<lower>lower|bring down)|(?P<raise>brighten up|brighten|raise|"
                  rf"bring up)){_AMOUNT}\b")
_STEP = re.compile(rf"\b(?:(?:make|get) (?P<made>\| )?)?(?:a bit |a little |a touch |slightly |much |even |a lot )?"
                   rf"(?P<way>brighter|lighter|dimmer|darker|softer|less bright|more bright)\b|"
                   rf"\b(?P<verb>turn|bring|take|put|tone|dial|crank|bump|knock|push|pull) (?P<thing>\| )?"
                   rf"(?:right |all the way )?(?P<dir>up|down){_AMOUNT}\b")
# "to 40 percent", "to a dim 20 percent"; the level said before the light: "40 percent on the kitchen light"
_LEVEL = re.compile(r"\b(?:(?:(?P<verb>set|put|turn|bring|take|make|dim|change|adjust) (?P<thing>\| )?)?"
                    r"(?:(?:right|all the way|way) )?(?:(?:back )?(?:down|up) )?(?:to|at|on) "
                    r"(?:an? (?:dim|soft|low|gentle|bright|nice) )?(?:(?P<n>\d{1,3}) percent(?: brightness)?|"
                    r"(?P<word>half|full)(?: brightness)?)|(?P<first>\d{1,3}) percent(?: brightness)? (?:on|for)(?= \|))\b")
# "kitchen brightness to negative 30": the level said as its brightness (out of range: refused by the rules)
_BRIGHTNESS = re.compile(r"^(?:(?:um|uh|so|ok|okay|please|can you|could you) )*(?:(?:set|put|change|turn|make) )?"
                         r"(?:the |my )?(?P<room>[a-z]+(?: room)?) (?:lights? |lamp )?brightness (?:to|at|on) (?:an? )?"
                         r"(?P<n>(?:minus |negative )?\d{1,4})(?: percent)?(?: (?:please|thanks|thank you))?$")
_TIME = re.compile(r"\bfor (?P<time>(?:\d+|an?|one|half an?|a few|a couple of)(?: and a half)? (?:minutes?|mins?|hours?|seconds?)"
                   r"(?: and a half)?|a (?:bit|while|few minutes))\b")
# a verb of the act said apart from its slot: "to 40 percent can you SET the light", "GET the light in the kitchen on"
_ACT_VERBS = frozenset("turn switch put flick flip get pop knock shut bring set take change adjust make".split())
_FRAME = frozenset("""um uh er erm oh ok okay so hey right well now just please kindly thanks thank you cheers love dear
mate pet darling can could would will you i me us want need to go ahead and lets let be a dear love make have id like
for the then quickly we wed u alright ta excuse umm back again gimme prefer""".split())
# A clause said before or after the command, that asks nothing ("we have guests", "the baby is asleep"): it starts
# with a subject and says nothing of another time, a report, a doubt or a question.
_CLAUSE_START = frozenset("i im we were its it theres there the my our he she they you youre".split())
_CLAUSE_NOT = re.compile(r"\b(?:dont|do not|not|never|no|if|when|whenever|once|after|before|until|said|says|told|tell|"
                         r"asked|ask|wish|should|forg[eo]t\w*|remember\w*|remind\w*|was|yesterday|cant|can not|cannot|wont|couldnt|"
                         r"shouldnt|might|may|bet|think|guess|wonder|doubt|hope|keep|always|usually|often|sometimes|ever|last|earlier|who|why|"
                         r"how|what|which|did|ok|okay|fine|allowed|supposed|meant|going|gonna|about to|want|wanted|"
                         r"try|trying|tried|have to|has to|had to|later|tonight|tomorrow|turned|switched|left|hear|loud|louder|quiet|quieter|"
                         r"volume|sound|music|tv|say|says|saying|shout\w*|yell\w*|scream\w*|"
                         # a story in the past: "our dog died in the film | turn off ...", "my son shouted | ..."
                         r"(?!need\b|bed\b|speed\b|feed\b)\w+ed|died|went|came|got|saw|made|took|gave|thought|knew|"
                         r"heard|felt|kept|began|ran|sat|stood|wrote|spoke|broke|did|had)\b")
_FILLER = frozenset("um uh er erm oh ok okay so hey right well now".split())
_ROOMS = "|".join(sorted(ROOM_WORDS, key=len, reverse=True))
_SLOT_WORD = re.compile(rf"\b(?:{_DEVICE}|on|off|out|up|down|dim|dimmer|darker|bright\w*|percent|one|{_ROOMS})\b")
_VERB_FIRST = re.compile(r"\b(?:turn|switch|put|flick|flip|pop|knock|shut|bring|set|dim|brighten|lower|raise|make|"
                         r"open|close|can|could|would|will|please)\b")
_POLITE_TAIL = re.compile(r"\b(?:if you (?:dont|do not) mind|if you can|if you could|when you can|for me|for us|"
                          r"would you be so kind as to|would you kindly|be a (?:dear|love|darling|pet) and|"
                          r"(?:would|could) you be (?:so kind|kind enough|good enough) (?:as )?to|do me a favou?r and|"
                          r"i was (?:hoping|wondering if) you (?:could|would|might)|pretty please|please and thank you|"
                          r"(?:mummy|mum|mom|daddy|dad|grandma|grandad|granny) wants)\b")
# a reason or a remark said after the command, asking nothing: "so i can see", "because its dark", "im cooking"
_REASON = re.compile(r"(?: |^)(?:so (?:that )?(?:i|we|you|he|she|they|the kids) (?:can|could)|because|cos|cause|as "
                     r"(?:i|im|we|were|its|it is|the|my)|since|while|(?:i|im|we|were|its|the kids|the baby|my \w+) "
                     r"(?:am |are |is )?(?:cooking|reading|working|doing|going|off|eating|watching|asleep|sleeping|"
                     r"trying|getting))\b.*$")
# what the light is for, said last: "for the film", "for reading", "for movie night" (never a time it stays so, a room,
# or a clause of its own: "for the film was too dark")
_PURPOSE = re.compile(rf" for (?!(?:(?:the|a|an|my|our|his|her|their|some) )?(?:\d|one|two|three|four|five|ten|"
                      rf"twenty|half|minutes?|hours?|seconds?|mins?|bit|while|now|tonight|later|ever|good|a few|"
                      rf"a couple|night|day|evening|{'|'.join(ROOM_WORDS)})\b)(?![a-z ]*\b(?:was|were|is|are|be|been|"
                      r"has|had|did|too|so|very|not|dont)\b)(?:(?:the|a|an|my|our|his|her|their|some) )?"
                      r"[a-z]+(?: [a-z]+){0,2}$")
# a remark said before the command, that asks nothing: "i cant see a thing", "its too bright", "im going to bed"
_REMARK = re.compile(r"^(?:(?:oh|um|uh|er|erm|ok|okay|so|well|right|hey) )*(?:i (?:cant|can not|can hardly|can barely) see(?: a thing| anything| properly)?|its (?:(?:too|so|"
                     r"very|a bit|really|far too|way too|getting) )*(?:dark|bright|gloomy|dim)(?: in here)?|(?:(?:much|"
                     r"far|way|a bit|a little|rather) )?(?:too|so) (?:dark|bright|gloomy|dim)(?: in here)?|"
                     r"(?:im|were) (?:going|off) to bed|(?:im|were) (?:home|back|up|off out|going out)|bedtime|"
                     r"its (?:late|bedtime|night time))\b")
_NOT_NOW = re.compile(r"\b(?:dont|do not|not|never|no|if|when|was|were|wish|should|said|told|asked|yesterday|last|"
                      r"earlier|who|why|how|what|did|does|is|are|went|came|left|turned|switched|would have)\b")


@lru_cache(maxsize=8)  # built once per set of light names, not on every sentence
def _thing(lights: tuple[str, ...]) -> re.Pattern[str]:
    rooms = "|".join(re.escape(r) for r in sorted({*lights, *ROOM_WORDS}, key=len, reverse=True))
    return re.compile(rf"\b(?:(?:the|my|our|all the|all of the|all) )?(?:(?P<room>{rooms}) )?(?P<dev>{_DEVICE})"
                      rf"(?: (?:of|in) (?:the )?(?P<of>{rooms}))?\b|\b(?:in|of) (?:the |my |our )?(?P<room2>{rooms})\b")


def around(normalized: str, taken: list[tuple[str, str]]) -> str | None:
    """``normalized`` without a known remark before it, a reason after it and politeness anywhere (each noted in
    ``taken``); None when what is left is negated, reported, asked, wished or meant for later."""
    text = numeralize(normalized)
    if (remark := _REMARK.match(text)) is not None:  # "its too bright turn the kitchen light down"
        taken.append(("remark", remark.group(0)))
        text = text[remark.end():].strip()
    if (reason := _REASON.search(text)) is not None and reason.start() > 0:
        taken.append(("reason", reason.group(0)))
        text = text[:reason.start()].strip()
    if (purpose := _PURPOSE.search(text)) is not None:  # "living room light at 40 percent for the film"
        taken.append(("reason", purpose.group(0).strip()))
        text = text[:purpose.start()].strip()
    text = " ".join(_POLITE_TAIL.sub(GAP, text).split())  # "if you dont mind": no negation
    if _NOT_NOW.search(text) or _LATER.search(text):
        return None  # the rules and the tellings decide, never here
    return text


def compose(normalized: str, lights: tuple[str, ...]) -> Composed | None:
    """The plain light command ``normalized`` (``intents.normalize``d) asks for, read from its parts in any order;
    None when no light is named, a word is left that no part consumed, or the switch is meant for another time.
    "it" said for the light is kept ("turn it off"): the rules know which light the turn before switched."""
    if lights and (bright := _BRIGHTNESS.match(numeralize(normalized))) is not None and (
            bright.group("room") in {*lights, *ROOM_WORDS}):
        return Composed(f"set the {bright.group('room')} light to {bright.group('n')} percent",
                        (("thing", bright.group("room")), ("level", bright.group("n"))))
    if not lights or not re.search(rf"\b(?:{_DEVICE}|it)\b", normalized) or _OTHER.search(normalized):
        return None
    taken: list[tuple[str, str]] = []
    if (text := around(normalized, taken)) is None:
        return None
    text = _lead(text, taken)
    rooms: list[str] = []
    devices: list[str] = []
    pattern = _thing(lights)
    while (m := pattern.search(text)) is not None:  # "the light" and "in the kitchen": one thing in two slots
        room = m.group("room") or m.group("of") or m.group("room2")
        if room:
            rooms.append(room)
        if m.group("dev"):
            devices.append(m.group("dev"))
        taken.append(("thing", m.group(0)))
        text = " ".join(f"{text[:m.start()]}{GAP}{text[m.end():]}".split())
    if not devices and re.search(r"\bit\b", text) and (room := room_of_it(normalized, (*lights, *ROOM_WORDS))):
        text, _ = take(text, re.compile(r"\bit\b"), taken, "thing")  # "the kitchens too bright turn it down": the
        rooms, devices = [room], ["light"]  # room named is the light meant (agent/light_needs.py)
    elif not devices and not rooms and re.search(r"\bit\b", text):  # "can you turn it off because ..."
        if light_room(normalized, (*lights, *ROOM_WORDS), need=False):
            return None  # "the kitchens freezing turn it up": a room's other thing, never the light switched before
        text, _ = take(text, re.compile(r"\bit\b"), taken, "thing")
        devices.append("it")
    elif rooms and devices and text.startswith("| ") and re.search(r"\bit\b", text):
        text, _ = take(text, re.compile(r"\bit\b"), taken, "thing")  # "living room light, take it to 20 percent"
    if not devices or len(set(rooms)) > 1 or len(devices) > 1:
        return None  # no light said ("in the kitchen" alone), or two rooms: the two-part readers' work
    text, time = take(text, _TIME, taken, "time")
    text, level = take(text, _LEVEL, taken, "level")
    text, step = take(text, _STEP, taken, "step")
    text, dim = take(text, _DIM, taken, "dim")
    text, state = take(text, _STATE, taken, "state")
    text, went = take(text, _GO, taken, "state")
    text, opened = take(text, _OPEN, taken, "state")
    switched = state.group("state") if state else went.group("state") if went else None
    if opened is not None:
        if switched is not None and not (switched in ("off", "out") and opened.group("verb") == "shut"):
            return None
        switched = "on" if opened.group("verb") == "open" else "off"
    switched = "off" if switched == "out" else switched
    acts = [a for a in (level, step, dim) if a is not None]
    if len(acts) > 1 or acts and switched == "off" or time is not None and (acts or switched is None):
        return None  # two degrees at once, "off" with a level: said unclearly, never guessed
    if not acts and switched is None:
        return None  # a light named with nothing to do ("the kitchen light please")
    left = [w for w in _tail(text, taken).split() if w != "|" and w not in _FRAME and w not in _ACT_VERBS]
    if left:
        return None
    target = "it" if devices == ["it"] else _target(rooms, devices)
    if target == "it" and (said := _it(switched, level, step, dim, time, taken)) is not None and needs_light(normalized):
        # "its too bright turn it down": a light, never the volume: the light before, or which is asked
        return Composed({"turn it up": "make it brighter", "turn it down": "make it dimmer"}.get(said.command,
                                                                                            said.command), said.consumed)
    if target == "it":
        return _it(switched, level, step, dim, time, taken)
    if level is not None:
        amount = level.group("n") or level.group("first") or ("50" if level.group("word") == "half" else "100")
        return Composed(f"set {target} to {amount} percent", tuple(taken))
    if step is not None:
        up = step.group("way") in ("brighter", "lighter", "more bright") or step.group("dir") == "up"
        return Composed(f"make {target} {'brighter' if up else 'dimmer'}", tuple(taken))
    if dim is not None:
        command = f"dim {target}" if dim.group("dim") else (
            f"make {target} dimmer" if dim.group("lower") else f"make {target} brighter")
        return Composed(command, tuple(taken))
    command = f"turn {switched} {target}"
    return Composed(f"{command} for {time.group('time')}" if time else command, tuple(taken))


def _clause(words: list[str]) -> bool:
    """A clause of its own: a subject first ("the kids are ...": three words at least after a determiner, so "the
    list" is no clause), nothing said of another time, a report, a doubt or a question."""
    least = 3 if words and words[0] in ("the", "my", "our", "there", "theres") else 2
    return len(words) >= least and words[0] in _CLAUSE_START and not _CLAUSE_NOT.search(" ".join(words))


def _lead(text: str, taken: list[tuple[str, str]]) -> str:
    """``text`` without a clause before the command's first verb or modal that names no light and asks nothing:
    "we have guests | can you turn on the living room light"; "my son turned off the light" keeps every word."""
    first = _VERB_FIRST.search(text)
    if first is None or first.start() == 0:
        return text
    head = text[:first.start()].split()
    head = head[next((i for i, w in enumerate(head) if w not in _FILLER), len(head)):] or head  # "oh the kitchens ..."
    if re.search(rf"\b(?:{_DEVICE}|on|off|it|hear|hearing|listen|listening)\b", " ".join(head)) or not _clause(
            head) or head[-1] == "to":  # "i keep forgetting to | turn off ...": the head governs the verb, no request;
        return text  # "i fancy listening to coldplay | put it on": "it" is the music, never a light
    taken.append(("remark", " ".join(head)))
    return text[first.start():]


def _tail(text: str, taken: list[tuple[str, str]]) -> str:
    """``text`` without a clause after the last part that asks nothing: "... | the kids are doing homework"."""
    words = text.split()
    last = max((i for i, w in enumerate(words) if w == "|"), default=-1)
    start = next((i for i in range(last + 1, len(words)) if words[i] not in _FRAME or words[i] in _CLAUSE_START),
                 len(words))
    if last < 0 or not _clause(words[start:]) or _SLOT_WORD.search(" ".join(words[start:])):
        return text  # "... | and the living room off": a second part, never a reason
    taken.append(("reason", " ".join(words[start:])))
    return " ".join(words[:start])


def _it(switched: str | None, level: re.Match[str] | None, step: re.Match[str] | None, dim: re.Match[str] | None,
        time: re.Match[str] | None, taken: list[tuple[str, str]]) -> Composed | None:
    """The plain command with "it" kept, as the rules read it after the turn before ("turn it down": that light, or
    the volume when no light was named)."""
    if level is not None or time is not None:
        return None
    if step is not None:
        up = step.group("way") in ("brighter", "lighter") or step.group("dir") == "up"
        command = f"turn it {'up' if up else 'down'}" if step.group("dir") else f"make it {step.group('way')}"
    elif dim is not None:
        command = "dim it" if dim.group("dim") else "turn it down" if dim.group("lower") else "turn it up"
    else:
        command = f"turn it {switched}"
    return Composed(command, tuple(taken))


def _target(rooms: list[str], devices: list[str]) -> str:
    """The light as the rules name it: "the kitchen light", "the lights" (every one), "the light" (which, asked)."""
    if rooms:
        return f"the {rooms[0]} light"
    return "the lights" if any(d.endswith("s") for d in devices) else "the light"


# A light talked about, never a switch asked for: what it did, a wish, what should have been, what it is like
_TOLD = re.compile(r"\b(?:went|came|goes|comes|turned itself|switched itself|turns itself|would (?:come|go)) "
                   r"(?:on|off|out)\b|\bhoped\b|\b(?:turned|switched|flicked) (?:(?:on|off|out) )?(?:the|it|them|my|our|all)\b|"
                   r"\bbeen (?:on|off|left)\b|\b(?:yesterday|last (?:week|night|time|month|year|weekend)|ago|earlier|"
                   r"the other day|used to|wanted|had|was)\b|\b(?:worked|works|working|broke|broken|blew|flickers|"
                   r"flickered|wish|wished|should have|would have|could have|must have|too old|too new)\b|"
                   r"\btoo \w+ to\b")


def told(normalized: str) -> bool:
    """True when ``normalized`` names a light only to tell about it ("the kitchen light went off", "i wish the living
    room light worked", "i should have turned the kitchen light off"): no reading by meaning may switch it."""
    return bool(re.search(rf"\b{_DEVICE}\b", normalized)) and bool(_TOLD.search(normalized))


_STATE_TOLD = re.compile(r"\b(?:left|leaves|leave|been|is|are|still|was|were|its|theyre)\b"
                         r"(?: (?!turn|switch|put|flick|flip|get|pop|knock|shut)\w+){0,4}? (?:on|off)\b")
_READ_WAY = {"light_on": ("on", "off"), "light_off": ("off", "on"), "light_brighter": ("up", "down"),
             "light_dimmer": ("down", "up")}


def contradicted(normalized: str, intent: str) -> bool:
    """True when a reading by meaning (``intent``) would move a light the other way from the words said: "brighten
    up the light" read as dimmer, "put the light out" read as on. Such a reading is never carried out."""
    if intent not in _READ_WAY:
        return False
    said, against = _READ_WAY[intent]
    # a state the light is in, not one asked for: "someones left the kitchen light on again" may be read as off
    found = ways(_STATE_TOLD.sub(" ", normalized))
    return against in found and said not in found


# The slots a direction is said in beyond the switch and the degree the composer takes: a step verb ("increase the
# kitchen light"), a need for light or for less of it (the reason is the direction: "too dark", "the glare",
# "bedtime"), a verb of switching whose way the meaning reads ("kill the lights", "flick the kitchen light"), and
# the light alone ("lights please").
_STEP_VERB = re.compile(r"\b(?:increase|decrease|reduce|higher|lower)\b")
_NEED = re.compile(r"\b(?:dark\w*|gloomy|glare|cant see|can not see|cannot see|too bright|too light|much light|"
                   r"blinding|night|bedtime|sleep\w*|read\w*)\b")
_SWITCHING = re.compile(r"\b(?:kill|hit|cut|douse|shut|switch\w*|flick\w*|flip\w*|toggle\w*|power\w*)\b")
_BARE = re.compile(r"^(?:um |uh |so )?\|?(?: please)?$")
_LIGHT_UP = re.compile(r"\blight (?:it |them )?up\b")  # "light up the garage": on, and brighter
_VERB_STATE = re.compile(rf"\b{_VERB_ON_OFF} (?:on|off|out)\b")  # "turn on the tv and the living room light"
_DIRECTIONS = (("level", _LEVEL), ("step", _STEP), ("step", _DIM), ("state", _STATE), ("state", _VERB_STATE),
               ("state", _GO), ("state", _OPEN), ("step", _STEP_VERB), ("switch", _SWITCHING))


def direction(normalized: str) -> str | None:
    """The slot in which ``normalized`` asks a light to move, read with the light itself taken out ("turn on |"):
    "level", "step" (brighter or dimmer), "state" (on or off), "need" (a reason that asks for light or less of it),
    "switch" (a verb of switching), "bare" (the light alone: "lights please"); None when no slot gives a direction
    ("right the thing with the lights", "what about the lamp")."""
    said = numeralize(normalized)
    if _NEED.search(said):  # read with the light in place: "too much light in the kitchen" is a need, no thing
        return "need"
    if _LIGHT_UP.search(said):  # "light up the garage": the verb "light" is no thing
        return "state"
    text = " ".join(_thing(()).sub(GAP, said).split())
    found = next((way for way, slot in _DIRECTIONS if slot.search(text)), None)
    return found or ("bare" if "|" in text and _BARE.match(text) else None)


def ways(normalized: str) -> set[str]:
    """The ways the slots of ``normalized`` ask a light to move ("on", "off", "up", "down"), the light taken out."""
    text = " ".join(_thing(()).sub(GAP, numeralize(normalized)).split())
    found: set[str] = {"on", "up"} if _LIGHT_UP.search(normalized) else set()
    for m in (*_STATE.finditer(text), *_GO.finditer(text)):
        found.add("off" if m.group("state") == "out" else m.group("state"))
    found |= {"on" if m.group("verb") == "open" else "off" for m in _OPEN.finditer(text)}
    for m in _STEP.finditer(text):
        found.add("up" if m.group("way") in ("brighter", "lighter", "more bright") or m.group("dir") == "up" else "down")
    found |= {"down" if m.group("dim") or m.group("lower") else "up" for m in _DIM.finditer(text)}
    found |= {"up" if m.group(0) in ("increase", "higher") else "down" for m in _STEP_VERB.finditer(text)}
    found |= {"off" if m.group(0).endswith(("off", "out")) else "on" for m in _VERB_STATE.finditer(text)}
    return found


def aimless(normalized: str, intent: str) -> bool:
    """True when a reading by meaning would switch a light though no slot of the sentence gives a direction
    (``direction``): "right the thing with the lights" is never read as every light on."""
    return intent in _READ_WAY and direction(normalized) is None


# When a single light switch guessed by meaning must not be made (was agent/light_guess.py): the reading by meaning
# turns a whole sentence into ONE light command with ONE way, which is wrong, not merely vague, when the sentence says
# both ways ("i want the kitchen light on and the bedroom light off"), names two of the house's lights ("the kitchen
# light went out so turn on the living room light"), says "out" of something else ("take the bins out and turn on the
# kitchen light") or tells a light's fault ("the kitchen light keeps going out").

_SAID_ON = re.compile(r"\bon\b")
_SAID_OFF = re.compile(r"\b(?:off|out|kill|cut|douse|shut|close|blackout)\b")
# "out" as a light's off: "put the kitchen light out", "lights out", "put it out", "put out the light"
_LIGHT_OUT = re.compile(r"\bblack out\b|\b(?:lights?|lamps?|ones?|it|them) out\b|\b(?:put|turn|switch|knock|blow) "
                        r"out (?:the |all the |my )?(?:[a-z]+ ){0,2}?(?:lights?|lamps?)\b")
# a light's fault: "went out", "keeps going out", "goes out by itself", "has gone out", "cuts out"
# ("keeps turning on by itself" is the semantic reader's own fault rule, which a switch asked for outranks)
_FAULT = re.compile(r"\b(?:went|goes|going|gone|keeps? going|kept going|cuts?|cutting|keeps? cutting|blew|blown)"
                    r" out\b")

# a fault told beside the switch asked: its "on" or "off" is no way asked for
_FAULT_TOLD = re.compile(r"\b(?:keeps?|kept) (?:turning|switching|coming|going|flicking|clicking) (?:on|off)\b|"
                         r"\bon (?:its|their) own\b|\b(?:turns?|turning|switch(?:es|ing)?) (?:itself|themselves) (?:on|off)\b")


def unsafe_switch(normalized: str, light_names: Sequence[str]) -> bool:
    """True when a single light switch guessed for ``normalized`` may switch a light the wrong way."""
    if _FAULT.search(normalized) or (_OTHER.search(normalized) and not re.search(rf"\b{_DEVICE}\b", normalized)):
        return True  # a fault told, or another thing named and no light ("turn the tap off")
    if len([n for n in light_names if re.search(rf"\b{re.escape(n)}\b", normalized)]) >= 2:
        return True
    if re.search(r"\bout\b", normalized) and not _LIGHT_OUT.search(normalized):
        return True
    said = _FAULT_TOLD.sub(" ", normalized)  # "turn off the kitchen light it keeps turning on by itself": one way asked
    return bool(_SAID_ON.search(said) and _SAID_OFF.search(said))
