"""Light requests the rules read only in part: two rooms in one command, a level said with no verb, a colour.

- "put on the light in the kitchen and in the living room", "turn off the kitchen and bedroom lights": every
  configured light named is switched, one command per room (the rules alone switched the last one named);
- "living room to full brightness", "kitchen at half": a configured light and a level with no verb is the command
  to set it (the nearest reading by meaning made it "brighter": 25 or 45 percent);
- "make the kitchen light go red for christmas": the lights are on/off and dimmable GPIO outputs, so a colour is
  answered honestly ("can't change colour") instead of with "I didn't catch what to do".

``light_turn`` is tried before the rules by ``Dialogue``; decisions on the text are pure, ``run`` carries a plain
command out through the ordinary path.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gpt_home.agent.number_reader import amounts
from gpt_home.agent.light_needs import not_now
from gpt_home.agent.light_restated import light_correction as light_correction  # read before other corrections
from gpt_home.agent.light_restated import light_restated, said_otherwise
from gpt_home.agent.light_halves import plain_half
from gpt_home.agent.light_levels import verbless_level as verbless_level  # moved (one job); still read from here
from gpt_home.agent.light_state_asked import state_asked
from gpt_home.skills.light_aliases import said_as_configured
from gpt_home.agent.light_there import half_light, there_named, two_halves, without_lead
from gpt_home.agent.here_named import here_named
from gpt_home.agent.light_slots import OTHER_THINGS
from gpt_home.agent.light_slots import compose as light_parts
from gpt_home.skills.light_asking import LightTurn, follow_up, unnamed_command, unnamed_need
from gpt_home.skills import media_asked
from gpt_home.skills.light_tellings import told
from gpt_home.skills.command_shape import MEDIA_REPLY

_COLOURS = (r"red|green|blue|yellow|orange|purple|pink|violet|white|warm white|cool white|cyan|magenta|turquoise|"
            r"teal|gold|golden|amber|lilac|lavender|colou?r(?:s|ed|ful)?|rainbow|festive colou?rs")
_COLOUR = re.compile(rf"\b(?:go|turn|be|to|in|into|make it|glow|change(?: it)?(?: to)?|set(?: it)? to) (?:a )?"
                     rf"(?:nice |bright |dark |light |deep |soft )?(?:{_COLOURS})\b|"
                     rf"\b(?:{_COLOURS}) (?:light|colou?r)\b|"
                     rf"\b(?:lights?|lamps?|bulbs?) (?:{_COLOURS})$|\b(?:change|set|switch|make|turn)\b.*\bcolou?r\b")
_LIGHT_WORD = re.compile(r"\b(?:lights?|lamps?|bulbs?)\b")
_NOT_A_COMMAND = re.compile(r"^(?:what|why|how|who|when|where|which|whats|is|are|does|do|can i|did)\b(?! you\b)")
_SWITCH = re.compile(r"\b(?:on|off|up|down|dim|brighten|full|half|percent|max|maximum)\b")


def colour_reply(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "make the kitchen light go red": the honest reply that the lights cannot change colour; None otherwise."""
    named = [n for n in light_names if re.search(rf"\b{re.escape(n)}\b", normalized)]
    if not (_LIGHT_WORD.search(normalized) or named) or not _COLOUR.search(normalized):
        return None
    if re.search(r"\b(?:list|shopping|buy|order)\b", normalized):
        return None  # "add red light bulbs to the shopping list"
    if _NOT_A_COMMAND.match(normalized) and not re.search(r"\bcan you\b|\bcould you\b", normalized):
        return None  # "what colour is the light in a sunset": a question about the world
    what = f"The {named[0]} light" if len(named) == 1 else "My lights"
    it = "it" if len(named) == 1 else "them"
    return f"{what} can't change colour: I can only switch {it} on or off and dim {it}."


# Words inside a light command that change nothing: "kitchen light please on", "the kitchen back on", "off again".
_POLITE = re.compile(r"(?<=\w) (?:please|kindly|for me|if you would|if you can|back)(?= \w)| again$")
_BARE_LEVEL = re.compile(r"\b(?:lights?|lamps?)\b.* (?:to|at) ((?:\w+ )?\w+)$(?<!percent)")
# "turn the lights on at 7", "lights off at ten tonight": a time, not a brightness (the bare level is "to N" then)
_AT_A_TIME = re.compile(r"\b(?:on|off) at \w+|\b(?:am|pm|oclock|tonight|tomorrow|morning|evening|minutes?|hours?)$")
# "were done in the kitchen light off": "we're", no question
_ASKS_STATE = re.compile(r"^(?:is|are|was|were(?! (?:done|finished|all done|off|leaving|going)\b)|which|what|whats|do|"
                         r"does|did|have|has|why|how come)\b")
BEYOND_REPLY = "Brightness goes from 0 to 100 percent."


def level_beyond(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "kitchen light to two hundred fifty percent", "to minus fifty percent": brightness has a range, said so; None
    otherwise."""
    named = _LIGHT_WORD.search(normalized) or any(re.search(rf"\b{re.escape(n)}\b", normalized) for n in light_names)
    if not named or re.search(r"\b(?:volume|loud\w*|sound)\b", normalized):
        return None
    levels = [int(m.group(1)) for m in re.finditer(r"\b(\d+) percent\b", amounts(normalized))]
    below = re.search(r"\b(?:to|at|brightness|level|lights?|lamps?) (?:minus|negative)\b(?: [a-z0-9]+){0,3}? (?:percent|%)",
                      normalized)  # "to minus fifty percent", "brightness minus 20 percent": under 0 is no level
    return BEYOND_REPLY if (levels and max(levels) > 100) or below else None


def per_room(normalized: str, light_names: Sequence[str]) -> list[str]:
    """ "put on the light in the kitchen and in the living room" -> one command per room; [] for one room or none."""
    spans = sorted((m.start(), m.end(), n) for n in light_names
                   for m in re.finditer(rf"\b{re.escape(n)}\b", normalized))
    names = list(dict.fromkeys(n for _, _, n in spans))
    if len(names) < 2 or not _SWITCH.search(normalized):
        return []
    if " and " not in normalized:
        return two_halves(normalized, light_names)  # "kitchen on, living room off" (agent/light_there.py)
    start, end = spans[0][0], spans[-1][1]
    between = normalized[start:end]
    for _, _, n in spans:
        between = between.replace(n, " ")
    if re.sub(r"\b(?:and|in|the|also|plus|as well as|light|lights|lamp|lamps)\b|,", " ", between).strip():
        return _two_commands(normalized, names)  # "kitchen light off and living room light on": one each
    head, tail = normalized[:start], re.sub(r" (?:too|as well|also|both)$", "", normalized[end:])
    return [" ".join(f"{head}{name}{tail}".split()) for name in names]


def _two_commands(normalized: str, names: Sequence[str]) -> list[str]:
    """ "kitchen light off and living room light on" -> both commands, when each half names one light and says
    what to do with it; [] otherwise."""
    halves = [re.sub(r"^(?:(?:oh|then|also|so) )+|(?: (?:oh|then|also|so))+$", "", h) for h in normalized.split(" and ")]
    if len(halves) != 2:
        return two_halves(normalized, names)
    for half in halves:  # "kill the living room light and turn on the kitchen", "... on oh and the living room off"
        if sum(1 for n in names if re.search(rf"\b{re.escape(n)}\b", half)) != 1 or not (
                _SWITCH.search(half) or re.search(r"\b(?:kill|cut|douse|open|close|shut)\b", half) or verbless_level(half, names)):
            return []
    return halves


_EVERY_ROOM = re.compile(r"\b(?:in )?(?:every room|all (?:the )?rooms|each room|both rooms|the whole house|everywhere)\b|"
                         r"\b(?:both|the two) (?:of the |the )?(?=lights?\b|lamps?\b)")
# "im off up to bed, no need for any lights downstairs now": no light wanted is every light off
_NONE_NEEDED = re.compile(r"(?:(?!.*\b(?:said|says|told|asked)\b).* )?no (?:need for|more) (?:any |the )?(?:lights?|lamps?)"
                          r"(?: (?:downstairs|down here|in here|on|anymore|any more|now|tonight|thanks|please))*")


def every_light(normalized: str) -> str | None:
    """ "turn the lights off in every room", "both lights on" -> the command for all the lights; None otherwise."""
    if _NONE_NEEDED.fullmatch(normalized):
        return "turn off all the lights"
    if not _EVERY_ROOM.search(normalized) or not _LIGHT_WORD.search(normalized):
        return None
    text = " ".join(_EVERY_ROOM.sub(" ", normalized).split())
    return re.sub(r"\b(?:the )?(lights?|lamps?)\b", "all the lights", text, count=1)


def one_light(said: str, light_names: Sequence[str], run: Callable[[str], str | None]) -> str | None:
    """One light command of two said in one breath, as said, as the level it names without a verb ("and the
    living room one to 50") or as a room switched with no light word ("kitchen off"); None when none is understood."""
    names = "|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))
    said = re.sub(r" (?:too|as well|also|ta|thanks|thank you|cheers|thx|please)$", "", said) or said  # "... on too", "... on ta"
    room = re.fullmatch(rf"(?:the )?({names}) (on|off)", said)
    return run(said) or (run(short) if (short := half_light(said, light_names)) else None) or (run(level) if (level := verbless_level(said, light_names)) else None) or (
        run(f"turn {room.group(2)} the {room.group(1)} light") if room else None) or (
        run(lit.command) if (lit := light_parts(said, light_names)) and lit.command != said else None) or (
        run(half) if (half := plain_half(said, light_names)) else None)  # "on with the living room" (light_halves.py)


def light_wanted(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "get some light in the kitchen", "we need more light in the living room" -> "turn on the kitchen light": a room
    lit is its light on (full); None otherwise."""
    names = "|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))
    m = re.fullmatch(rf"(?:(?:get|put|give me|give us|i need|we need|i want|we want|id like|(?:can|could|may) (?:i|we) "
                     rf"(?:have|get)|(?:i|we) could do with) )(?:some |a bit of |a "
                     rf"little |more )?light (?:on |in |into )(?:the )?(?P<name>{names})(?: please| now| for me)?",
                     normalized)
    return f"turn on the {m.group('name')} light" if m else None


def light_turn(normalized: str, light_names: Sequence[str], run: Callable[[str], str | None],
               turn: LightTurn | None = None) -> str | None:
    """The reply for a light request of these shapes, carrying plain commands out through ``run``; None otherwise.
    With the ``turn`` (skills/light_asking.py): "brighter" after a light turn is about that light, and "turn on the
    light" with several lights asks which."""
    if not light_names:
        return None
    if (aliased := said_as_configured(normalized, light_names)) is not None and (done := run(aliased)):
        return done  # "is the lounge light on": the living room light (skills/light_aliases.py)
    if _ASKS_STATE.match(normalized):  # "is the kitchen light on and the bedroom light off": a question, never a switch
        return None
    if (asked := state_reply(normalized, light_names, run)) is not None:  # "the light of living room, it is on?"
        return asked
    if (music := media_asked.music_after(normalized)) and _SWITCH.search(music[0]) and (done := run(music[0])):
        return f"{done} {MEDIA_REPLY}" if str(done).startswith(("Okay", "The ")) else None  # "... and then some motown"
    if media_asked.find(normalized):  # "i fancy listening to some coldplay put it on": music, never the last light
        return None
    if turn is not None and (then := follow_up(normalized, turn.before(), light_names)) and (done := run(then)):
        turn.done(then)  # "kitchen light on", then "turn it up a bit": the kitchen light, never the volume
        return done
    if turn is not None and (command := unnamed_command(normalized, light_names) or unnamed_need(
            normalized, light_names)) is not None:
        return turn.ask(command, light_names)  # "turn on the light", "its too dark in here": which one?
    if (asked := _STATE_SAID_FIRST.fullmatch(normalized)) and (name := asked.group("name") or asked.group("name2")) in (
            light_names):
        return run(f"is the {name} light {asked.group('way')}")  # "the light in kitchen it is on or off"
    if (out := _GONE_OUT.fullmatch(normalized)) is not None and out.group("name") in light_names:
        return f"If the {out.group('name')} light went out by itself, its bulb may need changing: I only switch it."
    said = normalized
    names = "|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))
    # a polite frame round the command: "id be ever so grateful if youd put the kitchen light on for me", "would you
    # be so kind as to switch off the living room lamp", "i wonder if you could turn on the kitchen light"
    normalized = _POLITE_FRAME.sub("", normalized)
    # a learner's word order: "please off the light in living room", "on the kitchen light please"
    normalized = re.sub(r"^(?:please )?(on|off) (?=(?:the |all the )?(?:lights?|lamps?)\b|the (?:[a-z]+ )+(?:lights?|"
                        r"lamps?)\b)", r"turn \1 ", normalized)
    normalized = re.sub(rf"\b(?:lights?|lamps?) in ({names})\b", r"light in the \1", normalized)  # "in living room"
    # "in my kitchen", "both the kitchen and living room lights": the rooms as the rules name them
    normalized = re.sub(rf"\b(?:both (?:the )?|(?:my|our) )(?=(?:{names})\b)", "the ", normalized)
    # "i want the light on in the kitchen", "id like the lamp off in the living room": the room's light
    normalized = re.sub(rf"\bthe (?:lights?|lamps?) ((?:go |come |be )?(?:on|off)) in (?:the )?({names})"
                        r"(?=$| please$| for me$| thanks$| now$)", r"the \2 light \1", normalized)
    # "kitchen light on please oh and the living room one too", "... and the living room light too": both rooms
    if (also := re.fullmatch(rf"(?P<head>.*?\b(?P<first>{names})\b.*?)(?: please)?(?: oh| um| and| also)+(?: with)? (?:the )?"
                             rf"(?P<name>{names})(?: one| light| lamp)? (?:too|as well|also)", normalized)) is not None:
        first = also.group("first")
        normalized = re.sub(rf"\b{first}\b", f"{first} and the {also.group('name')}", also.group("head"), count=1)
    # "make the kitchen light go on", "have the living room lamp come on": the switch
    normalized = re.sub(rf"^(?:(?:make|get|have|let) )?the ({names}) (?:light|lamp)s? (?:go|come) (on|off)$",
                        r"turn \2 the \1 light", normalized)
    normalized = here_named(normalized) or normalized  # "i cant see in here its the living room" (agent/here_named.py)
    normalized = there_named(normalized, light_names) or normalized  # "heading into the kitchen, light on in there"
    # "id like the kitchen light switched on", "... no wait the kitchen one" (agent/light_restated.py)
    normalized = light_restated(normalized, light_names) or normalized
    normalized = the_room_one(normalized, light_names) or normalized  # "switch the living room one off"
    if (reply := colour_reply(normalized, light_names) or level_beyond(normalized, light_names)) is not None:
        return reply
    if commands := per_room(normalized, light_names):
        dry = (lambda c: c if turn.reads(c) else None) if turn is not None else None  # every later part read first:
        if dry and any(one_light(the_room_one(c, light_names) or c, light_names, dry) is None for c in commands[1:]):
            return None  # "the kitchen light's on and the living room one is off": a remark, nothing switched
        replies: list[str] = []
        for command in commands:  # in order, stopping at the first not understood: never the second one alone
            if re.search(r"\bones?\b", command):  # "... and the kitchen one can go off": that room's light
                command = the_room_one(command, light_names) or command
            if (done := one_light(command, light_names, run) or (one_light(plain, light_names, run) if not replies and (
                    plain := without_lead(command, light_names)) else None)) is None:  # "time for tea | kitchen on ..."
                return f"{' '.join(replies)} I didn't catch the rest of it." if replies else None
            replies.append(done)
        if all(replies) and not all(str(r).startswith("Okay, ") for r in replies):
            return " ".join(str(r) for r in replies)  # "... is on. The living room light can only be switched on or off."
        if all(replies):
            said = [str(r).rstrip(".") for r in replies]
            return " and ".join([said[0], *(s.removeprefix("Okay, ") for s in said[1:])]) + "."
        return None
    if (both := light_and_question(normalized, light_names, run, turn.whole if turn else None)) is not None:
        return both  # "kitchen light on and whats the weather"
    if (command := verbless_level(normalized, light_names) or every_light(normalized)
            or light_wanted(normalized, light_names) or said_otherwise(normalized, light_names)) is not None:
        return run(command)
    if ((bare := _BARE_LEVEL.search(normalized)) and not re.search(r"\b(?:volume|loud\w*|sound)\b", normalized)
            and not _AT_A_TIME.search(normalized)):
        level = amounts(bare.group(1))
        if level.isdigit() and int(level) <= 100:  # "turn down the living room light to thirty": 30 percent
            return run(f"{normalized[:bare.end()]} percent")
    if normalized != said and (done := run(normalized) or run(" ".join(_POLITE.sub(" ", normalized).split()))):
        return done  # as said, or without its courtesy ("for us")
    if turn is not None and (first := light_then_remark(normalized, light_names, turn.reads)):
        return run(first)  # "kitchen light off please dinners all cleared away": the command, the rest a remark
    if normalized != said:
        return None
    polite = _POLITE.sub(" ", normalized)
    if polite != normalized and (_LIGHT_WORD.search(normalized) or any(n in normalized for n in light_names)):
        return run(" ".join(polite.split()))  # "kitchen light please on"
    return None


_QUESTION_AFTER = re.compile(r"^(?P<light>.+?) (?:and|then|and then|and also|also) (?P<asked>(?:whats|what|how|hows|is|are|any|"
                             r"when|will|do|does|can you tell me|tell me)\b.+)$")


def light_and_question(normalized: str, light_names: Sequence[str], run: Callable[[str], str | None],
                       whole: Callable[[str], str | None] | None = None) -> str | None:
    """ "kitchen light on and whats the weather", "turn off the living room lamp then what time is it": the light
    command carried out, then the question answered (by the rules, else as a whole turn through ``whole``: "is rain
    on the cards tonight"); None unless the first part is a light command understood."""
    m = _QUESTION_AFTER.match(normalized)
    if m is None or _ASKS_STATE.match(normalized):
        return None
    head = m.group("light")
    if not (_LIGHT_WORD.search(head) or any(re.search(rf"\b{re.escape(n)}\b", head) for n in light_names)):
        return None
    if not _SWITCH.search(head) or (done := run(head)) is None or not str(done).startswith(("Okay", "The ")):
        return None
    answer = run(m.group("asked")) or (whole(m.group("asked")) if whole is not None else None)
    return f"{done} {answer}" if answer else f"{done} I didn't catch the rest of it."


# the light named first, then its state asked: "the light in kitchen it is on or off now", "kitchen light is it on"
_STATE_SAID_FIRST = re.compile(r"(?:the )?(?:(?:light|lamp) in (?:the )?(?P<name>[a-z]+(?: room)?)|(?P<name2>[a-z]+"
                               r"(?: room)?) (?:light|lamp)) (?:it is|is it|is that|are they) (?P<way>on|off)(?: or "
                               r"(?:on|off|not))?(?: (?:now|right now|at the moment|still))?")
_POLITE_FRAME = re.compile(
    r"^(?:(?:i|we)(?: would|d)? be (?:ever so |very |really |most |so )?(?:grateful|obliged|thankful|happy|glad) if "
    r"you(?: would|d| could| can)? |(?:would|could) you be (?:so kind as|a dear and|an angel and|a love and) (?:to )?|"
    r"(?:i|we) (?:wonder|was wondering|were wondering) if you (?:could|would|might) |do you think you could |if (?:you "
    r"(?:could|would|dont mind)|youd) |be (?:a dear|an angel|a love) and )(?=(?:please )?(?:turn|switch|put|pop|flick|dim|"
    r"brighten|make|set|get|knock|kill)\b)")


# what may follow a light command as a remark or a reason, never as part of it: not a time, a condition, a correction,
# a second request or more of the command ("in five minutes", "when i go to bed", "no the living room", "and ...")
_NOT_A_REMARK = re.compile(r"^(?:and|then|also|but|or|no|not|nope|wait|actually|sorry|oops|i mean|i meant|too|as well|"
                           r"in|at|for|until|till|when|whenever|after|before|if|unless|once|by|tomorrow|tonight|later|"
                           r"every|each|to|plus|except|apart|earlier|yesterday|last|ago|already|again|every|from|"
                           r"instead|rather|please (?:and|no)|than|was|is|are|has|had|"
                           # "were" is "we're" ("were going out"), but "were a mistake" tells
                           r"were (?:a|an|the|not|never|wrong|broken|left|on|off|all|so|too|just))\b|"
                           # the command reported: "... was what the note said", "... she said", "... he shouted"
                           r"\b(?:said|says|told|tells|asked|asks|shouted|yelled|wrote|writes|note|sign|message|"
                           r"read|reads|sang|sings)\b")
_LIGHT_CONTENT = re.compile(r"\b(?:on|off|up|down|dim|dimmer|brighter|bright|percent|half|full|lights?|lamps?|"
                            r"bulbs?)\b|\d")
_CLAUSE = re.compile(r"^(?:its|it is|it s|thats|that is|im|i am|were|we are|the|my|our|i|we|he|she|they|because|"
                     r"cause|cos|as|since|so)\b")
_CLAUSE_CONTENT = re.compile(r"\b(?:lights?|lamps?|bulbs?|percent)\b|\d")
# a room or place in what follows: it names the light ("switch on the light in the | garden shed"), never a reason
_PLACE = re.compile(r"\b(?:room|bedroom|shed|garage|garden|hall|hallway|landing|porch|bathroom|toilet|office|study|loft|"
                    r"attic|cellar|basement|nursery|conservatory|utility|lounge|dining|downstairs|upstairs|outside)\b")
# the last word of a whole light command: a light, a switch, a level, a courtesy ("... light off please")
_ENDS_A_COMMAND = re.compile(r"\b(?:lights?|lamps?|on|off|out|up|down|percent|please|thanks|now|bit|little|dim|dimmer|"
                             r"brighter|bright|brightness|full|half|max|one|ones|me|us|black|dark|gloomy|"
                             r"dingy|murky|cave)$")
_LIGHT_READ = re.compile(r"^(?:light|HassTurnOn|HassTurnOff|HassLightSet)$")


def light_then_remark(normalized: str, light_names: Sequence[str], reads: Callable[[str], str | None]) -> str | None:
    """ "kitchen light off please dinners all cleared away", "dim the living room a bit the babys getting sleepy",
    "its pitch black in the kitchen im trying to find the babys bottle" -> the light command said first (the rest
    is why); None when no head of the sentence is a light command or what follows is part of it (a time, a
    condition, a correction, another request)."""
    names = [n for n in light_names if re.search(rf"\b{re.escape(n)}\b", normalized)]
    if not names and not _LIGHT_WORD.search(normalized):
        return None
    words = normalized.split()
    ends = {n.split()[-1] for n in light_names}  # "... the living room", "... the kitchen"
    for cut in range(len(words) - 2, 1, -1):
        head, rest = " ".join(words[:cut]), " ".join(words[cut:])
        content = _CLAUSE_CONTENT if _CLAUSE.match(rest) else _LIGHT_CONTENT  # "its way too bright": why, not how
        if _NOT_A_REMARK.search(rest) or content.search(rest) or _PLACE.search(rest) or any(
                n in rest for n in light_names) or not (_ENDS_A_COMMAND.search(head) or words[cut - 1] in ends):
            continue  # "... in the | garden shed", "lights off in the kitchen im | going to bed": cut inside it
        if not (_LIGHT_WORD.search(head) or any(re.search(rf"\b{re.escape(n)}\b", head) for n in light_names)):
            break  # shorter heads name no light either
        if told(head, "HassTurnOn"):  # "i turned the kitchen light off", "dont turn on the kitchen light"
            return None
        command = light_restated(head, light_names) or verbless_level(head, light_names)
        if command is None and _LIGHT_READ.match(reads(head) or ""):
            command = head
        if command is not None:
            return command
    return None


# "the kitchen light went out": a report of a bulb, never a command (it was switched off by the nearest meaning)
_GONE_OUT = re.compile(r"(?:(?:oh|ugh|um|so) )*(?:the |our |my )?(?P<name>[a-z]+(?: room)?) (?:light|lamp|bulb) (?:just )?"
                       r"(?:went out|has gone out|is gone out|has just gone out|blew|has blown|went pop|keeps going out|"
                       r"keeps cutting out|goes out|has been going out)(?: again| just now| all the time| by itself)?")
_SWITCHED = re.compile(r"\b(?:on|off|up|down|dim|brighten|brighter|dimmer)\b")


def the_room_one(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "switch the living room one off", "turn the bedroom ones on": "one" standing for a light of that room, said as
    "light"; "the kitchens too bright dim it": "it" for the one room named; None when no room is named so."""
    for name in sorted(light_names, key=len, reverse=True):
        said = re.sub(rf"\b{re.escape(name)} (?:lights? )?ones?\b", f"{name} light", normalized)
        if said != normalized and _SWITCHED.search(said):
            return said
    # "the kitchens a wee bit too bright can you dim it": "it" is the one room named before
    named = [n for n in light_names if re.search(rf"\b{re.escape(n)}s?\b", normalized)]
    if len(named) != 1 or _OTHER_THING.search(normalized) or not_now(normalized):
        return None  # "if the kitchen is too bright later dim it": never now (agent/light_needs.py)
    # "it" turned up or down is the room's light only with a light word ("too bright turn it down"); else the
    # volume or the heating ("the kids are asleep in the bedroom turn it down", "the kitchen is freezing turn it up")
    lit = bool(_LIGHT_WORD.search(normalized) or _BRIGHTNESS.search(normalized))
    if (it := _IT_AFTER_VERB.search(normalized)) is not None:
        if lit or not _UP_DOWN.search(it.group(0)):
            return f"{it.group(1)} the {named[0]} light{it.group(2) or ''}"
        return None
    if (it := _VERB_IT_PARTICLE.search(normalized)) is not None and (lit or it.group(2) in ("on", "off")):
        return f"{it.group(1)} {it.group(2)} the {named[0]} light"  # "turn it off"
    # "the living room is too dark put the light on": "the light" with no room is the one room named before
    if (the := _VERB_THE_LIGHT.search(normalized)) is not None and the.start() > normalized.find(named[0]):
        return f"{the.group('verb')} {the.group('way') or the.group('way2')} the {named[0]} light"
    return None


_UP_DOWN = re.compile(r"\b(?:up|down|lower|raise)\b")
_VERB_THE_LIGHT = re.compile(r"\b(?P<verb>turn|switch|put|flick|knock) (?:(?:the )?lights? (?P<way>on|off)|"
                             r"(?P<way2>on|off) the lights?)$")
_BRIGHTNESS = re.compile(r"\b(?:bright|brighter|brightness|dim|dimmer|dark|darker|gloomy|glare|glaring|dazzling|"
                         r"pitch black|blinding)\b")


_OTHER_THING = re.compile(rf"\b(?:{OTHER_THINGS}|lists|doors|windows|fans|kettles|ovens|volume|sounds?|washing)\b")
_VERB_IT_PARTICLE = re.compile(r"\b(turn|switch|put|flick|knock) (?:it|that|that one|them) (off|on|up|down)"
                               r"(?: a bit| a little| please| for me| now)*$")


_IT_AFTER_VERB = re.compile(r"\b(dim|brighten|turn down|turn up|switch off|turn off|switch on|turn on|lower|raise) "
                            r"(?:it|that|that one|them)( down| up| off| on)?(?: a bit| a little| a touch| please)*$")


def state_reply(normalized: str, light_names: Sequence[str], run: Callable[[str], str | None]) -> str | None:
    """The state asked after the light is named ("the lights, are they all off"), answered light by light through
    ``run`` and never switched (agent/light_state_asked.py); None when no state is asked so."""
    if (asked := state_asked(normalized, light_names)) is None:
        return None
    each = [asked] if asked.startswith("is ") else [asked.replace("are the lights", f"is the {n} light") for n in light_names]
    said = [r for q in each if (r := run(q))]
    return " ".join(str(r) for r in said) if said else None
