"""Two light switches in one breath said short, with the room said once (issue 15, round 24).

Why: "heading into the kitchen now, light on in there and off in the living room" named the kitchen in a clause of
where the speaker is going, then said "in there" for it, and left "light" out of the second switch ("off in the
living room"). The two-light reader (``skills/light_requests.per_room``) found no light in either half, so nothing
was understood. Two small readings, each pure:

- ``there_named``: a lead clause of going somewhere ("heading into the kitchen now", "im off to the living room")
  names the room that a later "in there", "there" or "in here" stands for; the clause is dropped and "the ROOM"
  said instead. Nothing else is said for the room: "heading into the kitchen, light on" is left as said.
- ``half_light``: one half of two ("off in the living room", "and on in the kitchen", "the living room one off")
  that names a room and a switch but no light is said as the rules' command ("turn off the living room light").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_GOING = (r"(?:(?:im|i am|were|we are|just|right|ok|okay|so|now) )*(?:heading|going|off|walking|moving|popping|nipping|"
          r"coming|getting|stepping|on my way)(?: (?:back|down|up|over|through))?(?: (?:into|in|to|through|towards))?")


def _names(light_names: Sequence[str]) -> str:
    return "|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))


def there_named(normalized: str, light_names: Sequence[str]) -> str | None:
    """``normalized`` with the room of a lead clause of going there said for its "in there"; None when no such lead
    clause and "there" are said."""
    lead = re.match(rf"^{_GOING} (?:the )?(?P<room>{_names(light_names)})(?: (?:now|then|in a (?:minute|sec|second)))?"
                    rf"(?: so| and)? ", normalized)
    if lead is None:
        return _topic_it(normalized, light_names) or _dark_there(normalized, light_names)
    rest = normalized[lead.end():]
    said = re.sub(r"\b(?:in there|there|in here|here)\b", f"in the {lead.group('room')}", rest, count=1)
    return said if said != rest else None


# "right the kitchen take it down a bit", "the living room light turn it down a little bit more": the room said alone
# first (the topic), then a command with "it" -> that room's light
_TOPIC = (r"^(?:(?:right|ok|okay|so|now|um|er|and|oh) )*(?:the )?(?P<room>{names})(?: (?:light|lamp|lights))?"
          r"(?: (?:then|now|please|one))? (?P<rest>(?:(?:can|could|would|will) you |please )?(?:turn|take|bring|put|knock|"
          r"make|switch|dim|brighten|bump|set|get)\b.*)$")


def _topic_it(normalized: str, light_names: Sequence[str]) -> str | None:
    topic = re.match(_TOPIC.format(names=_names(light_names)), normalized)
    if topic is None or not re.search(r"\b(?:it|that)\b", topic.group("rest")):
        return None
    said = re.sub(r"\b(?:it|that)\b", f"the {topic.group('room')} light", topic.group("rest"), count=1)
    return re.sub(r"\b(?:take|bring|knock|put)\b(?= the \w+(?: \w+)? light (?:up|down)\b)", "turn", said)


# "ive dropped an earring on the living room carpet, i cant see a thing in there": the room named in the story before,
# the need said last with "there" (round 25: the bundled model answered "I can't see you") -> the need in that room
_DARK_THERE = re.compile(r"\b(?:i|we|you) (?:cant|can not|cannot|can hardly|can barely|couldnt) see(?: (?:a thing|anything|"
                         r"much|a lot|my hand|to \w+|what im doing))*(?: in| out)? there(?: now| at all)?$")


def _dark_there(normalized: str, light_names: Sequence[str]) -> str | None:
    dark = _DARK_THERE.search(normalized)
    rooms = {m.group(0) for m in re.finditer(rf"\b(?:{_names(light_names)})\b", normalized[:dark.start()])} if dark else set()
    if dark is None or len(rooms) != 1 or re.search(r"\b(?:if|when|yesterday|last|was|were)\b", normalized):
        return None
    return f"i cant see a thing in the {rooms.pop()}"


def half_light(half: str, light_names: Sequence[str]) -> str | None:
    """The rules' command for a half that names one room and a switch but no light ("off in the living room",
    "the kitchen one on"); None for any other half."""
    names = _names(light_names)
    found = re.fullmatch(rf"(?:(?:and|then|oh|but) )*(?:(?P<verb>turn|switch|put|flick) )?(?:it )?(?P<way>on|off|out)"
                         rf"(?: in)? (?:the )?(?P<room>{names})(?: too| please| now| as well)?", half) or re.fullmatch(
        rf"(?:(?:and|then|oh|but) )*(?:(?:turn|switch|put|flick|get) )?(?:the )?(?P<room>{names})(?: one)? (?P<way>on|off|out)"
        rf"(?: too| please| now)?", half)
    if found is None:
        return None
    return f"turn {'off' if found.group('way') == 'out' else found.group('way')} the {found.group('room')} light"


_JOINERS = frozenset("and then oh also plus but".split())
_VERBS = frozenset("turn switch put kill flick flip knock shut open close pop".split())
_WAYS = frozenset("on off out".split()) | _VERBS


def two_halves(normalized: str, light_names: Sequence[str]) -> list[str]:
    """A sentence naming two lights, each once, cut into the two switches it says without an "and" between them
    ("kitchen on living room off", "turn on the kitchen light turn off the living room light", "switch the kitchen
    on oh and the living room off"); [] when it names other than two lights or a half says no switch."""
    words = normalized.split()
    spans = sorted((i, i + len(n.split())) for n in light_names for i in range(len(words))
                   if words[i:i + len(n.split())] == n.split())
    if len(spans) != 2 or len({" ".join(words[a:b]) for a, b in spans}) != 2:
        return []
    (_, end1), (start2, _) = spans
    cut = next((k for k in range(end1, start2 + 1) if set(words[:k]) & _WAYS and (
        k == start2 or words[k] in _JOINERS | _VERBS or words[k] == "the" and k + 1 == start2)), None)
    if cut is None:
        return []
    second = words[cut:]
    while second and second[0] in _JOINERS:
        second = second[1:]
    first = words[:cut]
    if not set(second) & _WAYS or not set(first) & _WAYS:
        return []
    return [" ".join(first), " ".join(second)]


# a lead that tells nothing of the lights: never a switch told ("my husband keeps turning the kitchen on")
_LEAD_NOT = re.compile(r"\b(?:keeps?|kept|always|usually|never|often|turn\w*|switch\w*|left|leave\w*|put|puts|said|says|"
                       r"told|asked|if|when|whenever|dont|didnt|doesnt|was|is|are|did|does|do|should|would|could|can|"
                       r"will|what|why|how|who|which|last|yesterday|ago|light\w*|lamp\w*|kitchen|room|on|off|out|up|down|dim\w*|"
                       r"bright\w*|make|set|bring|take|get|give|lower|raise|knock|no|not|sorry|wait|actually)\b")


def without_lead(half: str, light_names: Sequence[str]) -> str | None:
    """The first of two switches without a lead said before it ("im off to bed | living room off", "time for tea |
    kitchen light on"); None when there is no lead, or the lead may tell of the lights."""
    found = re.search(rf"\b(?:(?:turn|switch|put|kill|flick) |(?:the )?(?:{_names(light_names)})\b)", half)
    if found is None or found.start() == 0:
        return None
    lead = half[:found.start()].strip()
    # "im moving through to sit down so | the kitchen light can go off": a body sat down is no light turned down
    if _LEAD_NOT.search(re.sub(r"\b(?:sit|sat|sitting|settle|lie|lying|calm|wind|slow|put my feet) down\b", " ", lead)) or len(
            lead.split()) > 8:
        return None
    return half[found.start():]
