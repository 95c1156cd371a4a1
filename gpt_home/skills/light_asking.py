"""Which light, asked back and answered; "it" after a light turn is that light.

With several lights, a request for one light that names none ("turn on the light", "dim the lamp", "it's too dark in
here", "brighter") switches nothing: the household is asked "Which light do you mean, the kitchen or the living
room?" and the question waits for its answer like a timer's "For how long?" (``asking_back``: 30 s, one per user and
device, said to the daemon as a question so it listens without the wake word). The command is kept with "all the
lights" in it; the answer names the light ("the kitchen one", "kitchen please", "the big one in the living room"),
both ("both", "all of them") or none ("never mind" drops it, as every pending question). A whole request instead
("set a timer for 5 minutes", "turn off the kitchen light") is a new request, never an answer.

After a light turn, what follows without naming anything is about that light: "kitchen light on", then "turn it up a
bit", "brighter", "a bit more", "dim it a little", "to 25 percent", "off again". After anything else (a volume turn,
a timer, nothing) those words keep their meaning: "turn it up" is the volume.

Pure but for ``LightTurn``, which holds what the dialogue gives (the pending questions, the turns heard, the key and
the turn's clock) so that a light request can ask and a follow-up can read the turn before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from gpt_home.agent.semantic_slots import light_target
from gpt_home.skills.asking_back import Missing, Pending, SkillReply
from gpt_home.skills.pronoun_lights import which_light

EVERY = "all the lights"
_ONE = r"(?:(?:the|a|that|this|your|my|our) )?(?:main |ceiling |overhead )?(?:light|lamp)"
_SWITCH_VERB = r"(?:turn|switch|put|flick|flip|pop|stick|bung|knock|shut|get)"
_LEAD = (r"(?:(?:please|can you|could you|would you|will you|hey|um|uh|er|erm|oh|ok|okay|right|so|and|just|now|"
         r"go on|quick) )*")
_TAIL = (r"(?: (?:please|now|for me|for us|thanks|thank you|cheers|ta|mate|love|dear|pal|would you|will you|"
         r"in here|in this room|here|a bit|a little|a touch|again|back))*")
# "turn on the light", "switch the lamp off", "light on please", "dim the light", "kill that light"
_UNNAMED = re.compile(
    rf"{_LEAD}(?:{_SWITCH_VERB} (?:on|off|out|up|down) (?P<np1>{_ONE})|"
    rf"{_SWITCH_VERB} (?P<np2>{_ONE}) (?:on|off|out|up|down)|"
    rf"(?:dim|brighten|lower|raise|kill|turn off|switch off) (?P<np3>{_ONE})|"
    rf"(?P<np4>(?:the )?(?:light|lamp)) (?:on|off))"
    rf"{_TAIL}")
# the sentence names no place, or only "in here": "too dark in here", "brighter"; never "the house", "everywhere"
_SOMEWHERE = re.compile(r"\b(?:house|home|flat|everywhere|everything|every|all|both|whole|lights|lamps|rooms?|downstairs|"
                        r"upstairs|hall|bedroom|bathroom|garden|office|garage|landing|porch|them|those|outside|out)\b")


def unnamed_command(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "turn on the light" -> "turn on all the lights": a command for one light that names none, said for every
    light (the rules' words), when there are several lights to choose from; None for any other sentence."""
    if len(light_names) < 2 or (m := _UNNAMED.fullmatch(normalized)) is None:
        return None
    group = next(g for g in ("np1", "np2", "np3", "np4") if m.group(g))
    return f"{normalized[: m.start(group)]}{EVERY}{normalized[m.end(group):]}"


_SO = r"(?:(?:so|really|very|a bit|a little|too|way too|far too|rather|quite|pretty|awfully|terribly|bloody) )*"
_HERE = r"(?: (?:in here|here|in this room|in the room))"
_DARK_HOW = r"(?:dark|pitch black|pitch dark|black|like a cave|like a dungeon|like a coal mine|gloomy|dim|dingy|murky)"
# (what is being done, read or made: "i cant see what im cooking", "i can hardly see my knitting": which light?)
_CANT_SEE = (r"(?:i|we) (?:cant|can not|cannot|can hardly|can barely|couldnt) see (?:a thing|anything|a blessed thing|"
             r"what (?:im|i am|we are|were) (?:doing|cooking|making|reading|writing|chopping|cutting|sewing|knitting|"
             r"eating|typing|looking at)|my hand in front of my face|(?:my|the) (?:book|page|paper|newspaper|recipe|"
             r"knitting|sewing|crossword|puzzle|homework|food|plate|dinner)|to (?:read|cook|sew|knit|write))")
# a room-less need: "its too dark in here", "its like a cave in here", "i cant see a thing in here", "its so bright
# in here it hurts my eyes" (never "it was dark when i got home", "the film was too dark", "its dark outside")
_DARK_HERE = re.compile(
    rf"{_LEAD}(?:(?:gosh|god|blimey|crikey|wow|ugh|jeez|goodness) )*(?:(?:(?:it is|its|it s|its gone|it has gone|"
    rf"its got|it has got|its getting|it is getting) {_SO}(?P<how>{_DARK_HOW}){_HERE}?|{_SO}(?P<how2>{_DARK_HOW})"
    rf"{_HERE})(?: (?:and |so )?{_CANT_SEE}{_HERE}?)?|{_CANT_SEE}{_HERE}?)(?: (?:its|it is) (?:so |too )?dark)?{_TAIL}")
_BRIGHT_HERE = re.compile(
    rf"{_LEAD}(?:(?:gosh|god|blimey|crikey|wow|ugh|jeez|ow|ouch) )*(?:(?:it is|its|it s|thats|that is) )?{_SO}"
    rf"(?:bright|blinding|dazzling|glaring)(?:{_HERE})?(?: (?:and |so )?(?:it hurts my eyes|its hurting my eyes|it is "
    rf"hurting my eyes|my eyes hurt|i cant see|it hurts|it is hurting my eyes))?{_TAIL}")


def unnamed_need(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "its too dark in here" -> "turn on all the lights", "too bright in here it hurts my eyes" -> "make all the
    lights dimmer": a need in the room the speaker is in, which names no room (so which light is asked)."""
    if len(light_names) < 2:
        return None
    if (m := _DARK_HERE.fullmatch(normalized)) is not None:
        how = m.group("how") or m.group("how2") or "dark"
        return f"make {EVERY} brighter" if how in ("dim", "gloomy", "dingy", "murky") else f"turn on {EVERY}"
    if _BRIGHT_HERE.fullmatch(normalized) is not None:
        return f"make {EVERY} dimmer"
    return None


def asks_which(normalized: str, command: str, light_names: Sequence[str]) -> bool:
    """True when a reading by meaning for every light ("turn on all the lights" for "it's too dark in here",
    "brighter") came from a sentence that names no light, no room and not the whole house: one light is meant."""
    return len(light_names) >= 2 and EVERY in command and not _SOMEWHERE.search(normalized)


_ALL = re.compile(r"\b(?:both|all|every|each|everywhere|the two|the lot|whole)\b")
_NONE = re.compile(r"\b(?:neither|none|no light|not any|no lights)\b")
_CORRECTED = re.compile(r"\b(?:no|sorry|i mean|i meant|actually|wait|rather|not)\b")
# an answer that is a request of its own: a verb or a question ("turn off the kitchen light", "whats the time")
# ("kitchen at half brightness", "the kitchen is a mess": said of the light or the room, never the answer)
_OWN_REQUEST = re.compile(r"\b(?:turn|switch|set|put|dim|brighten|make|add|remind|cancel|start|stop|kill|tell|play|"
                          r"what|whats|when|how|why|who|timer|alarm|reminder|list|volume|weather|on|off|up|down|"
                          r"percent|half|full|bright\w*|dimm\w*|dark\w*|is|are|was|were|has|have|had|isnt|does|did|"
                          r"s)\b|\d")
_ANSWER_WORDS = re.compile(r"\b(?:one|ones|light|lights|lamp|lamps|room|side|big|small|little|main)\b")


def chosen(answer: str, light_names: Sequence[str]) -> list[str] | None:
    """The lights an answer to "Which light?" picks ("the kitchen one": ["kitchen"]; "both": all of them; "kitchen
    no the living room": the last one named; "neither": []); None when the answer is a request of its own or names
    no light."""
    if _OWN_REQUEST.search(answer):
        return None
    spans = sorted((m.start(), name) for name in light_names
                   for m in re.finditer(rf"\b{re.escape(name)}(?:s|s light)?\b", answer))
    named = list(dict.fromkeys(name for _, name in spans))
    if len(named) > 1 and _CORRECTED.search(answer[spans[0][0]:]):  # "kitchen, no, the living room"
        return [spans[-1][1]]
    if named:
        return named
    if _NONE.search(answer):
        return []
    if _ALL.search(answer):
        return list(light_names)
    return None


def commands_for(command: str, names: Sequence[str], light_names: Sequence[str]) -> list[str]:
    """The kept command said for each light chosen (all of them: the command as kept)."""
    if set(names) == set(light_names):
        return [command]
    return [command.replace(EVERY, f"the {name} light") for name in names]


# --- "it" after a light turn ------------------------------------------------------------------------------------
_UNRELATED = re.compile(r"\b(?:volume|loud\w*|quiet\w*|sound|hear|music|radio|song|tv|telly|heating|heat|warm\w*|"
                        r"cold\w*|hot|temperature|timer|alarm|reminder|list|oven|fan)\b")
_FILL = r"(?:(?:ok|okay|oh|um|uh|er|erm|hmm|right|now|and|just|yes|yeah|please|can you|could you) )*"
_END = r"(?: (?:please|thanks|thank you|now|then|again|ta|cheers|for me|dear|love|mate))*"
_BIT = r"(?: (?:a|a little|a wee|a tiny|just a|a tad|a touch|one|another)? ?(?:bit|little|touch|tad|notch|step|smidge|more))*"
_UP = re.compile(
    rf"{_FILL}(?:(?:turn|bring|put|push|crank|go|make) (?:it |that |them )?up{_BIT}|(?:turn|bring|put) up (?:it|that)"
    rf"{_BIT}|(?:make (?:it|that|them) |go |a bit |a little |a touch |even |bit |little |slightly )*(?:brighter|"
    rf"lighter|higher)|brighten (?:it|that|them)(?: up)?{_BIT}|(?:a |just a )?(?:bit|little|touch|tad|smidge) more|"
    rf"more|up{_BIT}|(?:its |it is |still )*(?:still )?(?:too|a bit|a little) (?:dark|dim)(?: still)?|not bright "
    rf"enough)(?: than that)?{_END}")
_DOWN = re.compile(
    rf"{_FILL}(?:(?:turn|bring|put|take|go) (?:it |that |them )?down{_BIT}|(?:turn|bring|take) down (?:it|that)"
    rf"{_BIT}|(?:make (?:it|that|them) |go |a bit |a little |a touch |even |bit |little |slightly )*(?:dimmer|"
    rf"darker|lower|less bright)|(?:dim|lower|tone down) (?:it|that|them)(?: down)?{_BIT}|tone (?:it|that) down"
    rf"{_BIT}|(?:a |just a )?(?:bit|little|touch|tad|smidge) less|less|down{_BIT}|(?:its |it is |thats |that is |"
    rf"now )*(?:still )?(?:too|a bit|a little|way too) bright(?: now| still)?|not so bright)(?: than that)?{_END}")
_SWITCHED = re.compile(rf"{_FILL}(?:(?:turn|switch|put|flick|knock) (?:it |that |them )?(?:back )?(?P<way>on|off)|"
                       rf"(?P<way2>on|off) again|back (?P<way3>on|off)){_END}")
_LEVEL = re.compile(rf"{_FILL}(?:(?:set|put|make|turn|take|bring|drop) (?:it |that |them )?(?:up |down )?(?:to |at )?|"
                    r"(?:up |down )?to |at )?(?P<level>\d{1,3} percent|half(?:way)?|full|a quarter|quarter|"
                    rf"three quarters|max(?:imum)?|minimum){_END}")
_LEVELS = {"half": "50 percent", "halfway": "50 percent", "a quarter": "25 percent", "quarter": "25 percent",
           "three quarters": "75 percent", "full": "100 percent", "max": "100 percent", "maximum": "100 percent",
           "minimum": "10 percent"}
_QUESTION = re.compile(r"^(?:is|are|was|were|what|whats|which|who|why|how|when|where|do|does|did)\b")
_LIGHT_SAID = re.compile(r"\b(?:lights?|lamps?)\b")
_LIGHT_DONE = re.compile(r"\b(?:on|off|up|down|dim|dimmer|brighter|brighten|percent|full|half|max|bright)\b")
_MORE_OR_LESS = re.compile(rf"{_FILL}(?:a |just a )?(?:(?:bit|little|touch|tad|smidge) )?(?:more|less){_END}")
_DOWNWARD = re.compile(r"\b(?:down|dim|dimmer|lower|darker|less)\b")


def light_before(before: str | None, light_names: Sequence[str]) -> str | None:
    """ "the kitchen light" when the turn before was a light command ("kitchen light on", "make the living room
    lamp dimmer"), "all the lights" for every light; None when it was anything else or a question."""
    if not before or _QUESTION.match(before) or _UNRELATED.search(before) or not _LIGHT_DONE.search(before):
        return None
    if not (_LIGHT_SAID.search(before) or any(re.search(rf"\b{re.escape(n)}\b", before) for n in light_names)):
        return None
    return light_target(before, tuple(light_names))


def follow_up(normalized: str, before: str | None, light_names: Sequence[str]) -> str | None:
    """The command a follow-up that names nothing means after a light turn ("turn it up a bit" after "kitchen light
    on": "make the kitchen light brighter"); None when the turn before was no light command or the words are not
    such a follow-up."""
    if _UNRELATED.search(normalized) or _LIGHT_SAID.search(normalized):
        return None
    if (target := light_before(before, light_names)) is None:
        return _volume_again(normalized, before)
    if (other := other_light(normalized, before or "", light_names)) is not None:
        return other  # "kitchen light on", then "and the living room": the same for that light
    if any(re.search(rf"\b{re.escape(n)}\b", normalized) for n in light_names):
        return None  # a light named: a request of its own
    if (m := _LEVEL.fullmatch(normalized)) is not None:
        level = m.group("level")
        return f"set {target} to {_LEVELS.get(level, level)}"
    if (m := _SWITCHED.fullmatch(normalized)) is not None:
        return f"turn {m.group('way') or m.group('way2') or m.group('way3')} {target}"
    up, down = _UP.fullmatch(normalized) is not None, _DOWN.fullmatch(normalized) is not None
    if not (up or down):
        return None
    if _MORE_OR_LESS.fullmatch(normalized):  # "a bit more" goes on the way the turn before went
        up = (re.search(r"\bmore\b", normalized) is not None) != (_DOWNWARD.search(before or "") is not None)
    return f"make {target} {'brighter' if up else 'dimmer'}"


_ALSO = r"(?:and|now|then|also|too|as well|same|do|please|the same|same for|same with|same in|same again for)"
_INSTEAD = r"(?:no|sorry|oops|not that one|wrong one|wrong light|i meant|i mean|i said|not the \w+(?: \w+)?)"


def other_light(normalized: str, before: str, light_names: Sequence[str]) -> str | None:
    """ "and the living room", "the living room too", "same for the living room", "and the other one", "no i meant the
    living room" after a command for one light: that command for the light named now; None otherwise."""
    said = [n for n in light_names if re.search(rf"\b{re.escape(n)}\b", before)]
    if len(said) != 1:
        return None
    names = "|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))
    m = re.fullmatch(rf"{_FILL}(?P<how>(?:(?:{_ALSO}|{_INSTEAD}) )*)(?:(?:for|in|with) )?(?:the )?(?:(?P<name>{names})|"
                     rf"(?P<other>other))(?: (?:one|light|lamp))?(?P<tail>(?: (?:too|as well|also|instead|please|"
                     rf"one|then|thanks))*)", normalized)
    if m is None:  # ("and" is gone: "and the living room" is read as "the living room")
        return None
    if m.group("other"):
        others = [n for n in light_names if n != said[0]]
        if len(others) != 1:
            return None
        name = others[0]
    else:
        name = m.group("name")
    if name == said[0]:
        return None
    return re.sub(rf"\b{re.escape(said[0])}\b", name, before, count=1)


_VOLUME_SAID = re.compile(r"\b(?:volume|louder|quieter|loud|quiet|softer|speak up|turn (?:yourself|it) (?:up|down))\b")
_LOUDER = re.compile(r"\b(?:louder|up|speak up)\b")


def _volume_again(normalized: str, before: str | None) -> str | None:
    """ "make it louder", then "a bit more": the volume again; None when the turn before was not about the volume."""
    if not before or _QUESTION.match(before) or not _VOLUME_SAID.search(before):
        return None
    if re.search(r"\b(?:bright\w*|dimm?\w*|dark\w*|lighter)\b", normalized):
        return None
    if _MORE_OR_LESS.fullmatch(normalized) is None and not re.fullmatch(rf"{_FILL}(?:up|down){_BIT}{_END}", normalized):
        return None
    # "more" goes on the way the turn before went; "less" is quieter; "up" and "down" say it themselves
    said = normalized.split()[-1] if normalized.split()[-1] in ("up", "down", "less") else "more"
    up = said == "up" or (said == "more" and _LOUDER.search(before) is not None)
    return f"turn the volume {'up' if up else 'down'}"


@dataclass(frozen=True, slots=True)
class LightTurn:
    """What a light request of this turn may use: the pending questions (to ask which light), the turns heard (the
    turn before), the conversation key and the turn's clock."""

    pending: Any
    heard: Any
    key: tuple[str, str]
    now: datetime
    # what a request would be carried out as, nothing done (``Dialogue._read_as``: "light", "HassTurnOn", None)
    reads: Callable[[str], str | None] = lambda _text: None
    # a part of the utterance run as a whole turn (``Dialogue._understand``): the question said after a light command
    whole: Callable[[str], str | None] = lambda _text: None

    def ask(self, command: str, light_names: Sequence[str]) -> SkillReply:
        """Ask which light, keeping ``command`` (said for every light) for the answer."""
        return self.pending.ask(self.key, Missing.LIGHT_NAME, self.now, command=command,
                                question=which_light(tuple(light_names)))

    def before(self) -> str | None:
        """What was said just before this turn on this device (None: nothing recent)."""
        return self.heard.before(self.key, self.now)

    def done(self, command: str) -> None:
        """Keep the command carried out as this turn's words: "brighter" next is about the light it named."""
        self.heard.then(self.key, command, self.now)


def answered(pending: Pending, answer: str, light_names: Sequence[str], run: Callable[[str], str | None],
             turn: LightTurn) -> str | None:
    """The reply to the answer of "Which light?": the kept command carried out for the lights chosen ("Okay, the
    kitchen light is on."), "Okay, never mind." for none; None when the answer is no answer (a new request)."""
    names = chosen(answer, light_names)
    command = pending.data.get("command", "")
    if EVERY not in command:
        return None
    if names is None and _ANSWER_WORDS.search(answer) and not _OWN_REQUEST.search(answer) and not pending.data.get(
            "retried"):  # "the big one": which is that?
        question = turn.pending.ask(turn.key, Missing.LIGHT_NAME, turn.now, **{**pending.data, "retried": "1"})
        return SkillReply(f"Sorry, I didn't catch which. {question}", expects_answer=True)
    if names is None:
        return None
    if not names:
        return SkillReply("Okay, I'll leave the lights as they are.")
    replies = []
    for said in commands_for(command, names, light_names):
        if (reply := run(said)) is None:
            return None
        replies.append(str(reply))
        turn.done(said)
    if len(replies) > 1 and all(r.startswith("Okay, ") for r in replies):
        parts = [r.rstrip(".") for r in replies]
        return " and ".join([parts[0], *(p.removeprefix("Okay, ") for p in parts[1:])]) + "."
    return " ".join(replies)
