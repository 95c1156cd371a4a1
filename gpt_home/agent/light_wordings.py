"""Light switching said the way many first languages say it, read as the plain command.

- "close the kitchen light", "please you make the light closed": off; "open the living room light", "make the
  kitchen light open": on (French, Spanish, Italian, Chinese, Arabic and more open and close a light). The nearest
  reading by meaning took "make the living room light closed" for "turn on": a wrong action, the worst miss there is.
- "can the kitchen light go on please", "could the kitchen light be switched on": a request, not a question about
  its state (it was answered with the lights' state).

Only a light word said with the verb is read so: "open the kitchen window", "close the curtains in the living room"
never match (a door, window or curtains opened is not a light). Pure text to text: ``skills.light_requests.light_turn`` runs the command, ``understand.explain`` shows it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_LEAD = r"(?:(?:please|you|can you|could you|would you|will you|kindly|hey|ok|okay|now|and) )*"
_TAIL = r"(?: (?:please|now|for me|thanks|thank you|again))*"
_LIGHT = r"(?P<light>lights?|lamps?)"
_ON = {"open": "on", "opened": "on", "close": "off", "closed": "off", "shut": "off", "on": "on", "off": "off"}


def _patterns(names: str) -> tuple[re.Pattern[str], ...]:
    """The three shapes, with the configured room names (longest first) as the optional room."""
    the = rf"(?:the |my |our |all the )?(?:(?P<name>{names}) )?"
    room = rf"(?: in the (?P<room>{names}))?"
    return (
        # "close the kitchen light", "open the light in the living room", "shut the lamp"
        re.compile(rf"{_LEAD}(?P<way>open|close|shut)(?: up)? {the}{_LIGHT}{room}{_TAIL}"),
        # "please you make the light closed", "make the kitchen light open", "put the lights to closed"
        re.compile(rf"{_LEAD}(?:make|set|get|put|have) {the}{_LIGHT}{room} (?:to |be )?"
                   rf"(?P<way>open|opened|close|closed|shut){_TAIL}"),
        # "can the kitchen light go on", "could the kitchen light be switched on" ("will they go off" may be a question)
        re.compile(rf"(?:can|could|would|may) {the}{_LIGHT}{room} (?:please )?(?:go|come|be|get|be "
                   rf"(?:switched|turned|put)|get (?:switched|turned)) (?P<way>on|off){_TAIL}"),
    )


def said_otherwise(normalized: str, light_names: Sequence[str]) -> str | None:
    """ "close the kitchen light" -> "turn off the kitchen light"; None when not a light switched in these words."""
    # no lights configured (``gpt-home intent`` on a bare machine): any one-word room, or "<word> room"
    names = ("|".join(re.escape(n) for n in sorted(light_names, key=len, reverse=True))
             or r"(?!(?:the|my|our|all)\b)[a-z]+(?: room)?")
    for pattern in _patterns(names):
        if (m := pattern.fullmatch(normalized)) is None:
            continue
        if m.group("name") and m.group("room"):
            return None  # "close the kitchen light in the bedroom": which one is not for a guess
        name = m.group("name") or m.group("room")
        light = m.group("light")
        target = f"the {name} {light}" if name else f"{'all the' if light.endswith('s') else 'the'} {light}"
        return f"turn {_ON[m.group('way')]} {target}"
    return None
