"""The household's ONE rule for a request in someone else's words (reported speech), for every family that reads it.

**Done**: a request RELAYED now from someone in the household, to the assistant: said in the present tense or
addressed to "you" ("mummy says set a timer for 20 minutes", "dad says to turn the kitchen light off", "mum wants
you to add milk to the list", "grandad asked you to turn the living room light on", "my wife would like you to set an
alarm for 7"). The speaker passes it on as the household's request; the command after the cue is carried out as if
said alone.

**Not done** (no local reply here; the other readers must not act on it either):
- a past report or a story: "my son said turn off the light", "she said set a timer for ten minutes", "mummy said
  set a timer", "she told me to turn off the light" (what someone said then is no request now);
- words from a thing or a game, not a person of the house: "the recipe says set a timer for 25 minutes", "the book
  says switch off the kitchen light", "simon says turn on the kitchen light" (a bare name is never taken as a relay:
  "simon says" is a game);
- a relay of what NOT to do or no command at all: "mum says dont turn the light off", "mum says i can go out at
  eleven", "mum says you're spying on us".

Readers that see reported speech follow the same split: ``command_first`` (a reason "... she said" is never cut
off as a command), ``agent/relaxed.py`` (no command is taken out of "said / says" speech), ``light_requests`` ("...
she said") and ``command_shape`` (no "didn't catch" for reported speech) never act on a report; only this module
turns a present relay into the command it carries. The cues (reporting verbs, negations, command verbs, the
household's people) are ``agent/speech_cues.py``'s, shared with the command composer's not-asked rule.
"""

from __future__ import annotations

import re

from gpt_home.agent.speech_cues import COMMAND_VERB, NEGATION, PERSON, REPORTING, TOLD_SOMEONE

_PERSON = f"(?:{PERSON})"
# the cue of a relay now: present tense, or said to "you" (the assistant)
_CUE = (
    r"(?:says (?:you (?:should|can|could|need to|have to|must)|to|can you|could you|please)|wants you to|"
    r"would like you to|asks you to|asked you to|told you to|needs you to|says)"
)  # the longest first
_RELAY = re.compile(rf"^(?:(?:oh|ok|okay|so|um|er|hey|and|right) )*{_PERSON} (?:just )?{_CUE} (?P<command>.+)$")
_COMMAND = re.compile(rf"^(?:(?:please|can you|could you|will you|would you) )*(?:{COMMAND_VERB})\b")
_NOT = re.compile(rf"^(?:please )?(?:{NEGATION}|not)\b")


# a command in someone's words reported: "mummy shouted set a timer", "the recipe says set ...", "she told me to turn
# ..."; never a report and a request of the speaker's own ("my teacher says i have to read ... can you time me")
_REPORTED = re.compile(rf"^(?:(?:oh|so|um|er|and|well) )*(?:\w+ ){{1,3}}?(?:{REPORTING}|{TOLD_SOMEONE})(?: to)? "
                       rf"(?:(?:please|can you|could you) )*(?:{COMMAND_VERB})\b")


def reported(normalized: str) -> bool:
    """True for words reported from someone or something that are no relay now ("mummy shouted set a timer",
    "the recipe says set a timer"): a reading by meaning never carries out the command inside them."""
    return _REPORTED.match(normalized) is not None and relayed_request(normalized) is None


def relayed_request(normalized: str) -> str | None:
    """The command a present relay carries ("mummy says set a timer for 20 minutes" -> "set a timer for 20
    minutes"); None for a report, a story, a thing's or a game's words, or no command (see the module's note)."""
    found = _RELAY.match(normalized)
    if found is None:
        return None
    command = found.group("command")
    if _NOT.match(command) or not _COMMAND.match(command):
        return None
    return command
