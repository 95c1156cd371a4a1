"""Light commands said around the plain one, restated as it before the rules read them (issue 15): the one place
for the whole-sentence shapes ``skills.light_requests.light_turn`` tries first (``agent/light_clauses.py`` adds a
command said after other words, ``agent/light_slots.py`` reads the parts in any order when nothing here or in the
rules did).

- a degree instead of a number: "kitchen light full whack", "brighten the living room all the way", "turn the kitchen
  light up as far as it goes", "turn the kitchen light all the way down", "kitchen light halfway", "put the living
  room light low", "kitchen light up a notch", "kitchen light down a bit", "lower the kitchen light" -> 100, 10 (the
  dimmest still on), 50 percent, dimmed, one step;
- a wish with the state as a participle: "i'd like the kitchen light switched on", "i want the living room light
  turned off" -> "turn on the kitchen light";
- a correction: "switch the living room light on no wait the kitchen one" -> only the kitchen one is switched;
- "out" for off and "bring on" for on: "put the kitchen light out and bring the living room one on" -> both;
- a complaint before a command: "who left the living room light on turn on the kitchen light too" -> the command;
- one light and not the other: "just turn on the living room light on its own not the kitchen" -> that one alone;
- each light its own way: "i want the kitchen light on and the bedroom off" -> both, never one way for both;
- a correction that adds: "switch the kitchen light off actually the bedroom one too" -> both off;
- "were done in the living room light off", "make the kitchen light 40 percent bright", "relight the living room";
- the light may go now: "finished cooking the kitchen light can be off now" -> off (a head before it only when it
  neither asks, negates nor reports); no need of it: "no need for the kitchen light any more, off it goes" -> off;
- too dark to see: "i cant see what i am chopping in the kitchen" -> on (only the speaker not seeing, a room named);
- another name, then the house's: "lounge light off thats the living room one" -> the living room light off.

Each shape names a configured room; anything told, asked, negated or put at another time (the light "went out", "who
left the light on" said alone) is left as said, for the rules or an honest "didn't catch": a wrong switch is worse
than asking again. Pure text to text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gpt_home.agent.light_clauses import READERS as CLAUSE_READERS
from gpt_home.agent.light_purpose import degree_first, need_after_doing
from gpt_home.agent.light_words import LEAD as _LEAD
from gpt_home.agent.light_words import TAIL as _TAIL

BOTTOM_PERCENT = 10  # skills.lights.MIN_DIM_LEVEL: the dimmest step, still on
_LIGHT = r"(?: lights?| lamps?| ones?)"
_L = r"(?: lights?| lamps?)"
_WAY = {"on": "on", "off": "off", "out": "off"}
_VERB = (r"(?:turn|put|set|make|take|bring|drop|knock|dim|brighten|crank|whack|push|pull|dial|wind|get|have|switch|"
         r"ramp|pump|lower|raise|can (?:we|i|you) (?:have|get|make)|(?:i|we) want)")


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


_CORRECTION = r"(?:no wait|wait no|no sorry|sorry|no no|no|i mean|i meant|actually|scratch that|oh no)"


def corrected(normalized: str, names: str) -> str | None:
    """ "switch the living room light on no wait the kitchen one" -> "switch the kitchen light on": the room said
    after a correction replaces the one said first; only the last one is switched. A request said after it is kept
    ("kitchen light on no wait the living room one and the kitchen off": the living room on, then the rest)."""
    m = re.fullmatch(rf"(?P<first>.+?) {_CORRECTION}(?: (?:i mean|i meant))?(?: (?:do|make it))? (?:the )?"
                     rf"(?P<name>{names}){_LIGHT}?(?: instead)?(?P<tail>{_TAIL})(?P<rest> and (?:then )?(?:the )?"
                     rf"(?:{names}).*)?", normalized)
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
    return f"{first}{m.group('rest') or ''}"


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


def relit(normalized: str, names: str) -> str | None:
    """ "relight the living room", "light the kitchen back up" -> "turn on the living room light"."""
    m = re.fullmatch(rf"{_LEAD}(?:relight|re light|light up|light) (?:the )?(?P<name>{names}){_LIGHT}?(?: back up| up"
                     rf"| again| back)?{_TAIL}", normalized)
    return f"turn on the {m.group('name')} light" if m else None


# --- a degree said in words -----------------------------------------------------------------------------------

_AS = r"as (?:(?:it|they|itll|it will|theyll|it can|they can|you can) ?(?:goes|go|get|gets|be|can go|will go)?|possible)"
_TOP = (rf"full whack|full blast|full power|full brightness|full|max|maximum|the max|the maximum|right up|all the way "
        rf"up|as high {_AS}|as bright {_AS}|flat out|up full|up to full|up to the max|to the top|as far up {_AS}|"
        rf"brightest|the brightest")
_BOTTOM = (rf"right down|all the way down|right down low|as low {_AS}|as dim {_AS}|as far down {_AS}|the lowest|"
           rf"lowest|minimum|the minimum|min|dimmest|the dimmest|down to the lowest|down to the minimum|right low|"
           rf"as dark {_AS}")
_LOW = r"(?:low|down low|dim|dimmed|soft|cosy|cozy|nice and (?:low|dim|soft|cosy|cozy)|a low level|a low setting)"
_HIGH = r"(?:high|bright|all bright|nice and bright|really bright|very bright|bright as day|a high setting)"
_SHARES = {"half": 50, "halfway": 50, "half way": 50, "a half": 50, "quarter": 25, "a quarter": 25, "one quarter": 25,
           "three quarters": 75, "three quarter": 75, "a third": 33, "one third": 33, "two thirds": 67}
_SHARE = "|".join(sorted(_SHARES, key=len, reverse=True))
_BITS = r"a bit|a little|a touch|a tad|slightly"  # a small step
_STEP_UP = r"up a (?:notch|smidge|tad|touch|bit|little)|a notch up|a (?:notch|smidge|tad) brighter|up|up a little bit"
_STEP_DOWN = r"down a (?:notch|smidge|tad|touch)|a notch down|a (?:notch|smidge|tad) dimmer|a (?:notch|smidge|tad) lower"


def _degree(said: str) -> str | None:
    """The level or the step a degree phrase says; None when it is none of them."""
    said = re.sub(r"^(?:(?:on|up|down|back|to|at|back up|back down|way) )+", "", said)
    said = re.sub(r"^(?:to|at) ", "", said)
    # a level said with a word of how it should feel: "really dim like 10 percent", "nice and bright say 80 percent"
    # or a step: "a bit dimmer say 30 percent", "40 percent bright": the level outranks the step said with it
    said = re.sub(r"(?<=\d percent) (?:bright|brightness|brighter|dimmer)$", "", said)
    said = re.sub(r"^(?:(?:really|very|quite|nice and|super|properly|a bit|a little|a touch|slightly|fairly) )?(?:dim|low|"
                  r"bright|high|dark|soft|dimmer|brighter|darker|lighter)(?: (?:like|about|around|say|maybe|at|so|ish|"
                  r"roughly|to|just))* (?=\d{1,3} percent$)", "", said)
    if re.fullmatch(r"\d{1,3} percent", said) and int(said.split()[0]) <= 100:
        return said
    if re.fullmatch(_TOP, said) or re.fullmatch(_HIGH, said):
        return "100 percent"
    if re.fullmatch(_LOW, said):
        return "low"
    if re.fullmatch(_BOTTOM, said):
        return f"{BOTTOM_PERCENT} percent"
    share = re.sub(r" (?:brightness|power|of the way|way|way up|way down|up|down)$", "", said)
    return f"{_SHARES[share]} percent" if share in _SHARES else None


def degree_said(normalized: str, names: str) -> str | None:
    """ "kitchen light full whack" -> "set the kitchen light to 100 percent"; "kitchen light up a notch" -> "make the
    kitchen light brighter"; None for any other sentence."""
    m = re.fullmatch(rf"{_LEAD}(?:(?P<verb>{_VERB})(?P<up> up| down)? )?(?:the )?(?P<name>{names})(?P<lit>{_L})?"
                     rf"(?P<rest>(?: \w+){{0,7}}?){_TAIL}", normalized)
    if m is None:
        return None
    rest = m.group("rest").strip()
    # one step said with the light's word: "kitchen light down a bit", "the living room lamp up", "lower the kitchen
    # light please", "raise the living room lamp a touch"
    if m.group("lit") and (m.group("verb") is None and re.fullmatch(rf"(?:up|down)(?: (?:{_BITS}))?", rest) or m.group(
            "verb") in ("lower", "raise") and m.group("up") is None and re.fullmatch(rf"(?:{_BITS})?", rest)):
        up = rest.startswith("up") or m.group("verb") == "raise"
        return f"make the {m.group('name')} light {'brighter' if up else 'dimmer'}"
    if not rest:
        return None
    if re.fullmatch(rf"(?:on )?(?:{_STEP_UP})", rest) and (rest != "up" or m.group("verb")):
        return f"make the {m.group('name')} light brighter"  # "crank the kitchen light up", "... up a notch"
    if re.fullmatch(rf"(?:down )?(?:{_STEP_DOWN})", rest):
        return f"make the {m.group('name')} light dimmer"
    if re.fullmatch(r"(?:up )?(?:all the way|as far as (?:it|they) (?:goes|go|can go|will go))", rest) and (
            m.group("verb") == "brighten" or m.group("up") == " up" or rest.startswith("up ")):
        return f"set the {m.group('name')} light to 100 percent"  # "turn the kitchen light up as far as it goes"
    level = _degree(rest)
    if level == "low":  # "put the living room light low", "make the kitchen cosy": dimmed, never full
        return f"dim the {m.group('name')} light"
    return f"set the {m.group('name')} light to {level}" if level else None



# --- a wish about the light, a room too dark to see in, another name ---------------------------------------------

# a head that asks, negates, conditions or reports: "i asked if the kitchen light can go off", "dont think the ..."
_NOT_NOW = re.compile(r"\b(?:dont|do not|not|never|no|if|whether|when|whenever|before|after|until|unless|ask|asked|"
                      r"tell|told|said|say|says|think|thought|wonder|why|how|who|what|remind|remember|light|lights|"
                      r"lamp|lamps)\b")


def may_go(normalized: str, names: str) -> str | None:
    """ "finished cooking the kitchen light can be off now", "the kitchen light can be switched off" -> the switch."""
    m = re.fullmatch(rf"(?:(?P<head>.+?) )?(?:so |and )?(?:the )?(?P<name>{names}){_L} can (?:go|be|go back|be "
                     rf"switched|be turned|be put|be flicked) (?P<way>off|out|on)(?: (?:for now|for the night|for "
                     rf"today))?{_TAIL}(?: (?:were|we are|im|i am|its|it is) .+)?", normalized)
    if m is None or (m.group("head") and (re.search(rf"\b(?:{names})\b", m.group("head"))
                                          or _NOT_NOW.search(m.group("head")))):
        return None
    return f"turn {'on' if m.group('way') == 'on' else 'off'} the {m.group('name')} light"


def too_dark_to_see(normalized: str, names: str) -> str | None:
    """ "i cant see what i am chopping in the kitchen", "i can hardly see in the living room" -> on."""
    m = (re.fullmatch(rf"{_LEAD}(?:i|we) (?:cant|cannot|can not|can hardly|can barely|can barely even|can only just|couldnt|"
                      rf"could not)(?: really| even)? see(?P<what>(?: \w+){{0,6}}?) (?:in|in here in|here in) (?:the )?"
                      rf"(?P<name>{names})(?: (?:now|here|at all|anymore|any more))*{_TAIL}", normalized)
         or re.fullmatch(rf"{_LEAD}(?:it is|its) (?:(?:too|so|far too|way too|much too) )?dark (?:to see|i cant see)"
                         rf"(?: (?:anything|a thing|a thing i am doing|what i am doing))? in the (?P<name>{names})"
                         rf"{_TAIL}", normalized))
    if m is None or re.search(rf"\b(?:why|how|point|reason|difference|problem|{names})\b|{_L}",
                              m.groupdict().get("what") or ""):
        return None
    return f"turn on the {m.group('name')} light"


# A light no longer needed, then the idiom: "no need for the kitchen light any more, off it goes", "done with the
# living room lamp now off with it" -> off ("off it goes" with no light said first is read elsewhere)
_OFF_IDIOM = r"(?:off (?:it goes|you go|with it|it can go)|it can go(?: off)?|(?:switch|turn|flick|knock) it off)"


def not_needed(normalized: str, names: str) -> str | None:
    """ "no need for the kitchen light any more, off it goes" -> "turn off the kitchen light"."""
    m = re.fullmatch(rf"{_LEAD}(?:theres |there is |we have |weve got |i have |ive got )?(?:no (?:more )?need for|(?:i|we) "
                     rf"(?:dont|do not) need|(?:im|i am|were|we are) (?:done|finished) with|done with|finished with) "
                     rf"(?:the )?(?P<name>{names}){_L}(?: (?:any ?more|now|for now|tonight))*(?: so)? {_OFF_IDIOM}"
                     rf"{_TAIL}", normalized)
    return f"turn off the {m.group('name')} light" if m else None


# A light said by another name, then the house's name: "lounge light off, thats the living room one" -> the living
# room light off (only when no light the house has is said before the name: never two lights guessed at)
_ALIAS = re.compile(r"(?P<lead>(?:(?:please|can you|could you|just|oh|so|um) )*)(?:(?P<verb>turn|switch|put|flick) "
                    r"(?P<way1>on|off) )?(?:the |my |our )?(?P<alias>[a-z]+(?: [a-z]+)?) (?:light|lamp)s?"
                    r"(?: (?P<way2>on|off))?")


def other_name(normalized: str, names: str) -> str | None:
    """ "lounge light off thats the living room one" -> "turn off the living room light"."""
    m = re.fullmatch(rf"(?P<first>.+?) (?:thats|that is|i mean|meaning|its|it is) (?:the |my |our )?(?P<name>{names})"
                     rf"(?: (?:light|lamp|one))?{_TAIL}", normalized)
    said = _ALIAS.fullmatch(m.group("first")) if m else None
    if m is None or said is None or re.search(rf"\b(?:{names})\b", m.group("first")):
        return None
    way = said.group("way1") or said.group("way2")
    if way is None or (said.group("way1") and said.group("way2")) or _NOT_NOW.search(said.group("alias")):
        return None
    return f"turn {way} the {m.group('name')} light"


# --- light switching said the way many first languages say it ---------------------------------------------------
# "close the kitchen light", "please you make the light closed": off; "open the living room light": on (French,
# Spanish, Italian, Chinese, Arabic and more open and close a light: the nearest reading by meaning took "make the
# living room light closed" for "turn on", a wrong action); "can the kitchen light go on please", "could the kitchen
# light be switched on": a request, not a question about its state. Only a light word said with the verb ("open the
# kitchen window" never matches). Used by ``skills.light_requests.light_turn`` and ``agent.understand.explain``; a
# bare machine (no lights configured) reads any one-word room.
_W_LIGHT = r"(?P<light>lights?|lamps?)"
_W_WAY = {"open": "on", "opened": "on", "close": "off", "closed": "off", "shut": "off", "on": "on", "off": "off"}


def _wording_patterns(names: str) -> tuple[re.Pattern[str], ...]:
    """The three shapes, with the configured room names (longest first) as the optional room."""
    the = rf"(?:the |my |our |all the )?(?:(?P<name>{names}) )?"
    room = rf"(?: in the (?P<room>{names}))?"
    return (
        # "close the kitchen light", "open the light in the living room", "shut the lamp"
        re.compile(rf"{_LEAD}(?P<way>open|close|shut)(?: up)? {the}{_W_LIGHT}{room}{_TAIL}"),
        # "please you make the light closed", "make the kitchen light open", "put the lights to closed"
        re.compile(rf"{_LEAD}(?:make|set|get|put|have) {the}{_W_LIGHT}{room} (?:to |be )?"
                   rf"(?P<way>open|opened|close|closed|shut){_TAIL}"),
        # "can the kitchen light go on", "could the kitchen light be switched on" ("will they go off" may be a question)
        re.compile(rf"(?:can|could|would|may) {the}{_W_LIGHT}{room} (?:please )?(?:go|come|be|get|be "
                   rf"(?:switched|turned|put)|get (?:switched|turned)) (?P<way>on|off){_TAIL}"),
    )


def said_otherwise(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "close the kitchen light" -> "turn off the kitchen light"; None when not a light switched in these words."""
    # no lights configured (``gpt-home intent`` on a bare machine): any one-word room, or "<word> room"
    names = ("|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))
             or r"(?!(?:the|my|our|all)\b)[a-z]+(?: room)?")
    for pattern in _wording_patterns(names):
        if (m := pattern.fullmatch(normalized)) is None:
            continue
        if m.group("name") and m.group("room"):
            return None  # "close the kitchen light in the bedroom": which one is not for a guess
        name = m.group("name") or m.group("room")
        light = m.group("light")
        target = f"the {name} {light}" if name else f"{'all the' if light.endswith('s') else 'the'} {light}"
        return f"turn {_W_WAY[m.group('way')]} {target}"
    return None


def light_restated(normalized: str, light_names: Sequence[str]) -> str | None:
    """The plain command(s) a light request of these shapes says; None otherwise."""
    if not light_names:
        return None
    names = _names(light_names)
    normalized = degree_first(normalized, names) or normalized  # "lights down low in the living room"
    for read in (degree_said, wished, corrected, out_or_brought, after_complaint, alone, done_there,
                 relit, *CLAUSE_READERS, may_go, too_dark_to_see, need_after_doing, not_needed, other_name):
        if (plain := read(normalized, names)) is not None:
            return plain
    return None


def light_correction(normalized: str, light_names: Sequence[str]) -> str | None:
    """A correction of which light ("... no wait the living room light as well"), read before any other correction
    (whose word-for-word rewrite drops the light added with "as well", or the "off" of "... off sorry kitchen")."""
    return corrected(normalized, _names(light_names)) if light_names else None
