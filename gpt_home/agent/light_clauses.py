"""Light commands inside a longer sentence or in a word order the rules do not read, restated as the plain command
(issue 15, round 15's own phrasing list ``tests/fixtures/device_phrasings.txt``).

- a command after an unrelated clause: "take the bins out and turn on the kitchen light", "im making dinner so turn
  on the kitchen light", "were off to bed turn off the living room light" -> the command alone; never after a
  negation, a condition or a report ("dont turn off ...", "remind me to turn on ...", "when i say turn on ...");
- more verbs of switching: "pop the kitchen light on", "stick the living room lamp on", "bung the lights off";
- the verb said once for two lights: "turn on the kitchen light and off the living room" -> both commands;
- a level said with the light's brightness: "kitchen brightness 40 percent", "max brightness in the kitchen" (a
  step said with no verb, "kitchen light down a bit", is the degree reader's of ``agent/light_restated.py``);
- the light word first: "light kitchen on", "lights living room off";
- a room said too dark in other words than "dark": "its pitch black in the kitchen", "its a bit dim in the kitchen".

Each shape names a configured room and says the switch in full; anything else is left as said. Pure text to text:
``agent.light_restated.light_restated`` tries these after its own shapes.
"""

from __future__ import annotations

import re

from gpt_home.agent.light_words import ADDRESS, SO
from gpt_home.agent.light_words import LEAD as _LEAD
from gpt_home.agent.light_words import TAIL as _TAIL

_L = r"(?:lights?|lamps?)"
_VERB = r"(?:turn|switch|put|flick|flip|pop|stick|bung|whack|knock|get|shut)"
# a head that tells, conditions or asks: the command after it is not for now ("were" opens a question only before
# its subject: "were the lights on", never "were off to bed")
_NOT_NOW_WORDS = (r"\b(?:dont|do not|didnt|did not|never|not|no need|remind|remember|forgot|forget|ask|asked|"
                  r"tell|told|said|say|says|when|whenever|if|before|after|until|till|unless|who|why|how|what|"
                  r"should i|could i|can i|did|does|do you)\b|"
                  r"^(?:is|are|was|were|has|have|do)(?= (?:the|you|they|we|it|there|all|any|my|our|your|both)\b)")
# (a head that names a light, or says one was switched, is no unrelated clause: "the kitchen light is too bright")
_NOT_NOW = re.compile(rf"{_NOT_NOW_WORDS}|\b(?:turned|switched|left|lights?|lamps?)\b")
# a head that puts the command at another time, tells a story or a wish, or asks something of its own: "in five
# minutes turn off ...", "tomorrow morning turn on ...", "once the film starts ...", "i was about to turn off ...",
# "the kids keep trying to turn on ...", "in the film he shouts turn off ...", "set an alarm for 7 and another thing
# can you turn off ..." (review17: each switched the light at once)
_NOT_NOW_EITHER = re.compile(
    r"\b(?:later|tomorrow|tonight|soon|once|while|every|each|eventually|someday|sometime|weekend|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|midnight|noon|midday|sunset|sunrise|dawn|"
    r"dusk|bedtime|keep|keeps|kept|wish|bet|hope|shouts?|shouted|yells?|yelled|screams?|sings?|sang|reads?|wrote|"
    r"writes|heard|hears|maybe|perhaps|set|add|remind|wake|cancel|start|stop|timers?|alarms?|reminders?|lists?)\b"
    # the command as another verb's object: "i was about to ...", "the kids keep trying to ...", "i used to ..." (never
    # "i want you to ...", "i need you to ...": asked of the assistant)
    r"|(?<!\byou )(?<!\bu )\bto$|\bgonna$"
    r"|\b(?:in|within|for|by) (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|"
    r"half|a few|a couple(?: of)?|\d+) ?(?:\w+ )?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|bit|while|moment|"
    r"jiffy|tick)\b|\bat (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|night)"
    r"|\bin the (?:morning|afternoon|evening|night|film|movie|book|show|song|advert|story|game)\b"
    # a subject just before the verb tells what someone does or did: "she put the kitchen light on for me"
    r"|\b(?:i|he|she|they|we|it|someone|somebody|everyone|everybody|nobody|kids|children|(?:my|our|his|her|their) "
    r"\w+)$")
# a tail in the verbless shape ("kitchen light on") only after a word that ends a clause: "my brother turned the
# kitchen light on" has none
_CLAUSE_END = re.compile(r"\b(?:and|so|then|now|ok|okay|right|please|thanks|cheers)$")
_WAYS = {"on": "on", "off": "off", "out": "off"}


def not_for_now(head: str) -> bool:
    """True when the words said before a light command put it at another time, under a condition, in a story or a
    question ("after dinner", "if it gets dark", "i wish i could", "should i"): the command is not for now."""
    head = re.sub(rf"^{_LEAD}", "", head)
    return bool(head) and bool(re.search(_NOT_NOW_WORDS, head) or _NOT_NOW_EITHER.search(head))


def _command(clause: str, names: str, verbless: bool = True) -> str | None:
    """One whole light command in common words ("pop the kitchen light on", "lights off in the living room"); with
    ``verbless`` False only one said with a verb."""
    m = re.fullmatch(
        rf"{_LEAD}(?:{_VERB} (?P<way>on|off|out) (?:the )?(?P<name>{names}) {_L}|"
        rf"{_VERB} (?:the )?(?P<name2>{names}) {_L} (?P<way2>on|off|out)|"
        rf"{_VERB} (?:the )?{_L} (?P<way3>on|off|out) in the (?P<name3>{names})|"
        rf"(?:the )?(?P<name4>{names}) {_L} (?P<way4>on|off)|"
        rf"{_L} (?P<way5>on|off) in the (?P<name5>{names}))"
        rf"{_TAIL}", clause)
    if m is None or (not verbless and not re.match(rf"{_LEAD}{_VERB}\b", clause)):
        return None
    name = next(m.group(f"name{i}") for i in ("", "2", "3", "4", "5") if m.group(f"name{i}"))
    way = next(m.group(f"way{i}") for i in ("", "2", "3", "4", "5") if m.group(f"way{i}"))
    return f"turn {_WAYS[way]} the {name} light"


def after_a_clause(normalized: str, names: str) -> str | None:
    """ "take the bins out and turn on the kitchen light" -> "turn on the kitchen light"; the whole sentence in a
    verb the rules lack ("pop the kitchen light on") likewise. The head must name no light and neither negate nor
    condition the command."""
    if (whole := _command(normalized, names)) is not None:
        return whole
    words = normalized.split()
    # a command names a light: a tail starting after the last light named holds none (a long sentence is not read
    # at every word)
    said = " ".join(words)
    last = max((m.start() for m in re.finditer(rf"(?=\b(?:{names})\b)", said)), default=-1)
    offset = 0
    for start in range(1, len(words)):
        offset += len(words[start - 1]) + 1  # where the tail starts in ``said``
        if offset > last:
            break
        head, tail = " ".join(words[:start]), " ".join(words[start:])
        if re.search(rf"\b(?:{names})\b", head) or _NOT_NOW.search(head) or _NOT_NOW_EITHER.search(head):
            continue
        if (command := _command(tail, names, verbless=bool(_CLAUSE_END.search(head)))) is not None:
            return command
    return None


def verb_once(normalized: str, names: str) -> str | None:
    """ "turn on the kitchen light and off the living room" -> "turn on the kitchen light and turn off the living room
    light": the verb said once serves both lights, each its own way."""
    m = re.fullmatch(rf"{_LEAD}(?P<verb>{_VERB}) (?P<way>on|off) (?:the )?(?P<name>{names}) {_L} and "
                     rf"(?P<way2>on|off) (?:the )?(?P<name2>{names})(?: {_L}| one)?{_TAIL}", normalized)
    if m is None or m.group("name") == m.group("name2") or m.group("way") == m.group("way2"):
        return None
    return (f"turn {m.group('way')} the {m.group('name')} light and "
            f"turn {m.group('way2')} the {m.group('name2')} light")


_LEVEL = r"(?P<level>\d{1,3}) percent|(?P<word>full|max|maximum|half)(?:(?<=half) ?way)?"  # "halfway" is half


def _level_set(m: re.Match[str] | None) -> str | None:
    """The command for a match of ``_LEVEL`` and a light's name: "half" is 50 percent, "full" and "max" 100; a level
    over 100 is left for the rules to answer (brightness has a range)."""
    if m is None:
        return None
    level = m.group("level") or ("50" if m.group("word") == "half" else "100")
    return f"set the {m.group('name')} light to {level} percent" if int(level) <= 100 else None


def brightness_said(normalized: str, names: str) -> str | None:
    """ "kitchen brightness 40 percent", "max brightness in the kitchen", "living room brightness to half" -> the
    level set."""
    m = (re.fullmatch(rf"{_LEAD}(?:set )?(?:the )?(?P<name>{names})(?: {_L})? brightness (?:to |at )?(?:{_LEVEL})"
                      rf"{_TAIL}", normalized)
         or re.fullmatch(rf"{_LEAD}(?:{_LEVEL}) brightness (?:in|for) the (?P<name>{names}){_TAIL}", normalized))
    return _level_set(m)


def light_first(normalized: str, names: str) -> str | None:
    """ "light kitchen on", "lights living room off please" -> the switch (the light word said before the room)."""
    m = re.fullmatch(rf"{_LEAD}{_L} (?:in )?(?:the )?(?P<name>{names}) (?P<way>on|off){_TAIL}", normalized)
    return f"turn {m.group('way')} the {m.group('name')} light" if m else None


def rooms_after(normalized: str, names: str) -> str | None:
    """ "turn the lights on the kitchen and the living room both", "switch the light off the kitchen", "put the lights
    on in the kitchen and living room too" -> the switch for each room (the rooms said after the light's way)."""
    m = re.fullmatch(rf"{_LEAD}(?:{_VERB} )?(?:the |all the |both )?{_L} (?P<way>on|off) (?:in |for )?(?:the )?"
                     rf"(?P<name>{names})(?: and (?:in )?(?:the )?(?P<name2>{names}))?(?: both| as well| too)?{_TAIL}",
                     normalized)
    if m is None or m.group("name") == m.group("name2"):
        return None
    rooms = [m.group("name"), *([m.group("name2")] if m.group("name2") else [])]
    return " and ".join(f"turn {m.group('way')} the {room} light" for room in rooms)


_DARK = r"pitch black|pitch dark|black|like a cave|dark|gloomy|dim|dingy|murky"


def dark_said(normalized: str, names: str) -> str | None:
    """ "its dark in the kitchen", "its pitch black in the kitchen", "its like a cave in the living room", "the kitchen
    has gone gloomy love" -> on, at full; "its a bit dim in the kitchen", "the living room is rather dingy" -> one step
    brighter; "its far too bright in the kitchen" -> one step dimmer. The one reader of a room said dark or too bright
    (the rules' own patterns for it are gone)."""
    m = (re.fullmatch(rf"{_LEAD}(?:it is|its|it s) (?:getting |growing )?{SO}(?P<how>{_DARK}) (?:(?:in|for) )?(?:here in )?"
                      rf"(?:the )?(?P<name>{names})(?: (?:turn|switch) (?:the )?lights? (?:on|up))?{ADDRESS}{_TAIL}",
                      normalized)
         or re.fullmatch(rf"{_LEAD}(?:the )?(?P<name>{names}) (?:is|has) (?:getting |gone |got |growing )?{SO}"
                         rf"(?P<how>{_DARK})(?: in here)?{ADDRESS}{_TAIL}", normalized))
    if m is None:  # too bright: "its far too bright in the kitchen" -> one step dimmer
        bright = re.fullmatch(rf"{_LEAD}(?:it is|its|it s) {SO}bright (?:(?:in|for) )?(?:the )?(?P<name>{names})"
                              rf"{ADDRESS}{_TAIL}", normalized)
        return f"make the {bright.group('name')} light dimmer" if bright else None
    if m.group("how") in ("dim", "dingy", "murky"):
        return f"make the {m.group('name')} light brighter"
    return f"turn on the {m.group('name')} light"


READERS = (dark_said, verb_once, brightness_said, light_first, rooms_after, after_a_clause)
