"""Random picks whose tool goes unsaid: "go on then roll for me its my go on ludo" (a die: the roll of a board game's
turn), "i need a random pick somewhere between 5 and 15" (a number: the range says so).

``topic_first.random_pick`` and ``said_picks`` read a pick that names its tool (a die, a coin, a number). Here:

- **a roll**: the verb roll (or throw) said as a request with no object but "it"/"one" ("roll for me", "go on
  roll"), on someone's turn or in a board game ("its my go", "on ludo"); every other word is a filler, a courtesy,
  the turn or the game, else nothing is read ("roll the pastry for me", "rock and roll", "roll up the blinds");
- **a number**: a random pick, choice or value (no word "number") with a range of two numbers ("between 5 and 15",
  "from 1 to 20").

Never for a negated, reported or past pick ("dont roll for me", "she rolled for me", "i picked a random one between
5 and 15"), nor a question about the tool (``about_chance``). ``find`` returns (intent, slots) readings for
``said_picks.find``. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.number_reader import numerals

Reading = tuple[str, dict[str, str]]
MAX_WORDS = 24

_NOT_ASKED = re.compile(r"\b(?:dont|do not|don t|never|not|wont|won t|didnt|did not|shouldnt|stop|rolled|threw|thrown|"
                        r"picked|chose|chosen|drew|drawn|said|says|told|asked|wish|if|when|whether)\b")
_GAME = (r"(?:ludo|snakes and ladders|monopoly|backgammon|yahtzee|cluedo|sorry|trouble|frustration|parcheesi|"
         r"(?:the |our |this |a )?(?:board )?game|dungeons and dragons|d and d|dnd)")
_WHO = r"(?:my|our|his|her|their|your|grandads?|grandmas?|nans?|[a-z]+s)"
# the turn or the game a roll is for, said before or after it: "its my go on ludo", "my turn", "for snakes and ladders"
_CONTEXT = re.compile(rf"(?:(?:its|it is|now its|now it is) )?{_WHO} (?:go|turn|throw)(?: (?:on|at|in|for|of) {_GAME})?"
                      rf"(?: now| next)?|(?:we are |were |im |i am )?(?:playing|on|at|in|for) {_GAME}"
                      r"(?: with (?:my |our |the )?[a-z]+(?: and (?:my |our |the )?[a-z]+)?)?")  # "... with nan"
_FILLER = r"(?:go on|go on then|ok|okay|right|please|can you|could you|will you|would you|now|then|and|so|come on|yes)"
_ROLL = re.compile(rf"^(?:{_FILLER} )*(?:roll|do a roll|have a roll|take a roll)(?: (?:it|one))?"
                   r"(?: (?:for (?:me|us|him|her|them)|again|please|then|now|mate|quick|quickly))*$")
_JOINS = re.compile(r"^(?:and|so|as|because|cause|cos|coz)$")
_RANDOM_PICK = re.compile(r"\b(?:(?:a |one )?random (?:pick|choice|one|draw|value|figure|selection|result)|"
                          r"(?:pick|choose|draw|give me|say) (?:one|1|something|anything|me one|us one)\b.*\b"
                          r"(?:at random|randomly)|(?:pick|choose|draw) (?:one|1|something|anything)(?: for (?:me|us))?)\b")
_RANGE = re.compile(r"\b(?:somewhere |anywhere )?(?:from|between) (\d+) (?:and|to|up to|till|until|through|or) (\d+)\b")


def _roll(text: str) -> Reading | None:
    """A roll asked with its die unsaid, every word a filler, the person it is for, the turn or the game."""
    rest = text
    for found in list(_CONTEXT.finditer(text))[::-1]:
        rest = f"{rest[:found.start()]} {rest[found.end():]}"
    words = [w for w in rest.split() if not _JOINS.match(w)]
    if _ROLL.match(" ".join(words)) is None:
        return None  # "roll the pastry for me", "rock and roll": an object or another verb, never a die
    return "GptRollDie", {}  # "roll for me" (read as "roll"), "its my go on ludo roll"


def _number(text: str) -> Reading | None:
    """A random pick from a range of two numbers, with no word for what is picked."""
    if re.search(r"\b(?:numbers?|digits?|dice|die|coin|card|letter|day|month|pick (?:\w+ )?up)\b", text):
        return None  # named: the other readers read those
    found = _RANGE.search(text)
    if found is None or not _RANDOM_PICK.search(text):
        return None
    low, high = sorted((int(found.group(1)), int(found.group(2))))
    return "GptRandomNumber", {"low": str(low), "high": str(high)}


def find(normalized: str) -> list[Reading]:
    """The random pick ``normalized`` asks for with its tool unsaid; [] otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS or _NOT_ASKED.search(normalized):
        return []
    text = numerals(normalized)  # "between 1 and 5k"
    found = _roll(text) or _number(text)
    return [found] if found else []
