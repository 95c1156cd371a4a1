"""Light commands said around the plain one, restated as it (issue 15, holdout16's lights).

- a wish with the state as a participle: "i'd like the kitchen light switched on", "i want the living room light
  turned off" -> "turn on the kitchen light";
- all the way: "brighten the living room all the way up", "turn the kitchen light up as far as it goes" -> full;
- a correction: "switch the living room light on no wait the kitchen one" -> only the kitchen one is switched;
- "out" for off and "bring on" for on: "put the kitchen light out and bring the living room one on" -> both;
- a complaint before a command: "who left the living room light on turn on the kitchen light too" -> the command;
- one light and not the other: "just turn on the living room light on its own not the kitchen" -> that one alone;
- each light its own way: "i want the kitchen light on and the bedroom off" -> both, never one way for both;
- a correction that adds: "switch the kitchen light off actually the bedroom one too" -> both off;
- "were done in the living room light off", "make the kitchen light 40 percent bright", "relight the living room".

Each shape names a configured room; anything else (the light "went out", "who left the light on" said alone, "all
the way down" which may mean off or dim) is left as said, for the rules or an honest "didn't catch": a wrong switch is
worse than asking again. Pure text to text: ``skills.light_requests.light_turn`` runs what comes back.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gpt_home.agent.light_clauses import READERS as CLAUSE_READERS
from gpt_home.agent.light_degrees import READERS as DEGREE_READERS
from gpt_home.agent.light_idioms import READERS as IDIOM_READERS

_LIGHT = r"(?: lights?| lamps?| ones?)"
_TAIL = r"(?: (?:please|now|for me|thanks|thank you|too|as well|also|love|mate))*"
_LEAD = r"(?:(?:please|can you|could you|would you|will you|and|then|ok|okay|just|oh) )*"
_WAY = {"on": "on", "off": "off", "out": "off"}


def _names(light_names: Sequence[str]) -> str:
    return "|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))


def wished(normalized: str, names: str) -> str | None:
    """ "id like the kitchen light switched on", "can we have the living room light turned off" -> the command;
    "i want the kitchen light on and the bedroom off" -> both, each light its own way (the second may drop "light")."""
    m = re.fullmatch(rf"{_LEAD}(?:id like|i would like|we would like|wed like|i want|we want|i need|we need|"
                     rf"(?:can|could) (?:i|we) (?:have|get)) (?P<rest>.+)", normalized)
    parts = re.split(r" and (?:then )?", m.group("rest")) if m else []
    said = [re.fullmatch(rf"(?:the )?(?P<name>{names})(?P<lit>{_LIGHT})? (?:switched |turned |put |flicked )?"
                         rf"(?P<way>on|off){_TAIL}", part) for part in parts]
    found = [w for w in said if w is not None]
    if not parts or len(parts) > 2 or len(found) != len(parts) or not found[0].group("lit"):
        return None
    return " and ".join(f"turn {w.group('way')} the {w.group('name')} light" for w in found)


def full_way(normalized: str, names: str) -> str | None:
    """ "brighten the living room all the way up", "turn the kitchen light up as far as it goes" -> full brightness
    ("all the way down" is left: off or the dimmest is not for a guess)."""
    m = re.fullmatch(rf"{_LEAD}(?:brighten|turn|put|bring|crank|whack)(?: up)? (?:the )?(?P<name>{names})"
                     rf"{_LIGHT}?(?: up)? (?:all the way(?: up)?|as (?:far|high|bright) as (?:it|they) (?:goes|go|"
                     rf"can go|will go)|as bright as (?:it|they) can be|to the top){_TAIL}", normalized)
    return f"set the {m.group('name')} light to 100 percent" if m else None


_CORRECTION = r"(?:no wait|wait no|no sorry|sorry|no no|no|i mean|i meant|actually|scratch that|oh no)"


def corrected(normalized: str, names: str) -> str | None:
    """ "switch the living room light on no wait the kitchen one" -> "switch the kitchen light on": the room said
    after a correction replaces the one said first; only the last one is switched."""
    m = re.fullmatch(rf"(?P<first>.+?) {_CORRECTION}(?: (?:i mean|i meant))?(?: (?:do|make it))? (?:the )?"
                     rf"(?P<name>{names}){_LIGHT}?(?: instead)?(?P<tail>{_TAIL})", normalized)
    if m is None:
        return None
    said = re.findall(rf"\b(?:{names})\b", m.group("first"))
    if len(said) != 1 or said[0] == m.group("name") or not re.search(
            r"\b(?:on|off|dim|brighten|up|down|percent|half|full)\b", m.group("first")):
        return None
    first = re.sub(rf"\b{re.escape(said[0])}\b", m.group("name"), m.group("first"))
    first = re.sub(rf"\b{re.escape(m.group('name'))} ones?\b", f"{m.group('name')} light", first)
    if re.search(r"\b(?:too|as well|also)\b", m.group("tail")):  # "... actually the bedroom one too": both lights
        return f"{m.group('first')} and {first}"
    return first


def _clause(clause: str, names: str) -> str | None:
    """One switch said with "out" or "bring": "put the kitchen light out", "bring the living room one on"."""
    m = re.fullmatch(rf"{_LEAD}(?:(?:put|turn|switch|knock|flick|bring|get) (?:the )?(?P<name>{names}){_LIGHT} "
                     rf"(?P<way>out|on|off)|(?:put|turn|switch|knock|flick|bring|get) (?P<way2>out|on|off) (?:the )?"
                     rf"(?P<name2>{names}){_LIGHT}){_TAIL}", clause)
    if m is None:
        return None
    return f"turn {_WAY[m.group('way') or m.group('way2')]} the {m.group('name') or m.group('name2')} light"


def out_or_brought(normalized: str, names: str) -> str | None:
    """ "put the kitchen light out and bring the living room one on" -> both plain commands; None unless a clause
    says "out" or "bring" (the kitchen light "went out" names no verb and is no command)."""
    if not re.search(r"\bout\b|\bbring\b", normalized):
        return None
    clauses = re.split(r" and (?:then )?| then ", normalized)
    plain = [_clause(c, names) for c in clauses]
    return " and ".join(str(p) for p in plain) if plain and all(plain) else None


def after_complaint(normalized: str, names: str) -> str | None:
    """ "who left the living room light on turn on the kitchen light too", "the kitchen light went out so turn on the
    living room light" -> "turn on ... light": the complaint switches nothing when a command follows it."""
    m = re.fullmatch(rf"(?:(?:who|someone|somebody|you)(?: has|s|ve| have)? left (?:the )?(?:{names}){_LIGHT} on|"
                     rf"(?:the |our |my )?(?:{names}){_LIGHT} (?:just |has |has just )?(?:went|gone|keeps going|"
                     rf"blew|has blown))(?: out)?(?: again)? (?:so |and |now )*{_LEAD}(?P<command>(?:turn|switch|put) "
                     rf"(?:(?:on|off) (?:the )?(?:{names}){_LIGHT}|(?:the )?(?:{names}){_LIGHT} (?:on|off))){_TAIL}",
                     normalized)
    return m.group("command") if m else None


def alone(normalized: str, names: str) -> str | None:
    """ "just turn on the living room light on its own not the kitchen" -> "turn on the living room light"."""
    m = re.fullmatch(rf"{_LEAD}(?:only )?(?P<verb>turn|switch|put) (?P<way>on|off) (?:only )?(?:the )?(?P<name>{names})"
                     rf"{_LIGHT}(?: (?:on its own|by itself|only|alone))?(?: but)? (?:not|leave) (?:the )?"
                     rf"(?P<other>{names}){_LIGHT}?(?: (?:alone|as it is|one))?{_TAIL}", normalized)
    if m is None or m.group("name") == m.group("other"):
        return None
    return f"{m.group('verb')} {m.group('way')} the {m.group('name')} light"


def done_there(normalized: str, names: str) -> str | None:
    """ "were done in the living room light off in there", "all finished in the kitchen lights off please" -> off."""
    m = re.fullmatch(rf"(?:(?:were|we are|im|i am|weve|ive|we have|i have|all) )*(?:done|finished) (?:in|with) (?:the )?"
                     rf"(?P<name>{names})(?: now)? (?:the |so )?(?:lights?|lamps?) (?:off|out)(?: in there| in here)?"
                     rf"{_TAIL}", normalized)
    return f"turn off the {m.group('name')} light" if m else None


def level_said(normalized: str, names: str) -> str | None:
    """ "make the kitchen light 40 percent bright", "can we have the living room a bit dimmer say 30 percent" -> "set
    the kitchen light to 40 percent": a level said outranks the step said with it."""
    m = re.fullmatch(rf"{_LEAD}(?:make|have|get|put|set|can (?:we|i|you) (?:have|get|make)|(?:i|we) want) (?:the )?"
                     rf"(?P<name>{names})(?: lights?| lamps?)?(?: (?:a bit|a little|a touch|slightly))? ?(?:dimmer|"
                     rf"brighter|darker|lighter|down|up)?(?: (?:say|to|at|about|around|maybe|like|just))* (?P<level>\d+) "
                     rf"percent(?: bright| brightness| brighter| dimmer)?{_TAIL}", normalized)
    return f"set the {m.group('name')} light to {m.group('level')} percent" if m else None


def relit(normalized: str, names: str) -> str | None:
    """ "relight the living room", "light the kitchen back up" -> "turn on the living room light"."""
    m = re.fullmatch(rf"{_LEAD}(?:relight|re light|light up|light) (?:the )?(?P<name>{names}){_LIGHT}?(?: back up| up"
                     rf"| again| back)?{_TAIL}", normalized)
    return f"turn on the {m.group('name')} light" if m else None


def light_restated(normalized: str, light_names: Sequence[str]) -> str | None:
    """The plain command(s) a light request of these shapes says; None otherwise."""
    if not light_names:
        return None
    names = _names(light_names)
    for read in (*DEGREE_READERS, wished, full_way, corrected, out_or_brought, after_complaint, alone, done_there, level_said, relit,
                 *CLAUSE_READERS, *IDIOM_READERS):
        if (plain := read(normalized, names)) is not None:
            return plain
    return None


def light_correction(normalized: str, light_names: Sequence[str]) -> str | None:
    """A correction of which light ("... no wait the living room light as well"), read before any other correction
    (whose word-for-word rewrite drops the light added with "as well", or the "off" of "... off sorry kitchen")."""
    return corrected(normalized, _names(light_names)) if light_names else None
