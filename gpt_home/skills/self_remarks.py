"""A remark about the speaker or the house said round a household command, in one breath (issue 15, round 18).

"i'm cooking, could the kitchen light be switched on", "i am learning english, please remind me tomorrow at 9 for my
english class", "the baby just went down for a nap and you're a bit loud".
Each command is understood alone; the remark (what the speaker is doing, their age, who is asleep, that they cannot
hear or see) made the whole sentence unread. ``talk_heads`` cuts only chit-chat heads ("merry christmas ...").

Here the sentence is cut into a remark and a command at a word boundary; the remark must be whole in one of these
shapes, and the command is then understood as the rules would understand it said alone (``command_breaths``), so the
remark never changes what is done:

- doing now: "i am / im / we are (just|still|busy) <verb>ing ..." ("i am cooking", "we are having dinner");
- an age: "im 88", "i am nine", "im six years old";
- the house now: "the baby just went down for a nap", "the kids are asleep", "my husband is on the phone";
- not seeing (before or after): "i cant see", "i not see good". Not hearing is no remark here: it is a slot of the
  volume command ("turn it up i cant hear you": ``agent/volume_slots.py`` reads "it" as the volume).

Never cut (the remark changes the request or tells of another): a remark with a word of saying, wishing, supposing,
negating or another time ("my son said ...", "i am going to ...", "if ...", "i was cooking ...", "i am not ...");
and a command part the rules do not understand alone changes nothing (the caller runs it as a whole turn: None). Pure.
"""

from __future__ import annotations

import re

_NUMBER = (r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
           r"sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?: [a-z]+)?)")
_WHO = r"(?:the|my|our) (?:baby|babies|kids?|children|child|toddler|husband|wife|partner|son|daughter|mum|dad|gran|grandad|guests?|dog|cat)"
_HEADS = (
    r"(?:i am|im|we are) (?:just |still |busy |currently |now )?(?!going\b|trying\b|thinking\b|wondering\b|asking\b|"
    r"saying\b|telling\b|planning\b|hoping\b|wanting\b)[a-z]+ing(?: [a-z]+){0,4}",
    rf"(?:i am|im) {_NUMBER}(?: years old| year old)?",
    rf"{_WHO} (?:has |have )?(?:just )?(?:went|gone|is|are|fell|has fallen|have fallen) (?:down |off )?(?:for a nap|to "
    r"sleep|to bed|asleep|sleeping|napping|on the phone|doing (?:her|his|their) homework|watching (?:tv|telly|a film))",
    r"i (?:cant|can not|cannot|not|do not|dont) (?:really |quite )?(?:see|read)(?: anything| a thing| it)?"
    r"(?: (?:good|well|very well|properly|at all|in here))?",
)
_HEAD = re.compile(rf"^(?:(?:oh|um|uh|so|well|right|ok|okay) )*(?:{'|'.join(_HEADS)})$")
# what a cut remark never holds: saying, wishing, supposing, another time, a question ("im making dinner tokyo has
# what | time right now" asks the time in Tokyo: agent/question_reader.py)
_NOT_A_REMARK = re.compile(r"\b(?:said|says|say|told|tell|asked|ask|if|when|whether|should|would|might|will|gonna|"
                           r"was|were|yesterday|last|used|wish|hope|think|dont know|never|what|which|how|who|where|"
                           r"why)\b")
# where the command starts, after a joining word
_JOIN = r"(?:(?:so|and|but|then|now|please|oh|ok|okay) )*"
_VERBS = (r"could|can|would|will|set|start|put|add|take|turn|switch|remind|wake|cancel|stop|clear|dim|make|give|time|"
          r"you are|youre")
_COMMAND = re.compile(rf"^{_JOIN}(?P<command>(?:please |could you |can you |would you |will you )*(?:{_VERBS})\b.*)$")
# before a remark said last: "please turn on the kitchen light i cant see"
_COMMAND_BEFORE = re.compile(rf"^{_JOIN}(?P<command>(?:please |could you |can you |would you |will you )*(?:{_VERBS})\b.*)$")
_MAX_HEAD = 12


def _remark(words: list[str]) -> bool:
    said = " ".join(words)
    can_not = said.startswith("i ") and re.search(r"\b(?:see|read)\b", said) is not None
    return _HEAD.match(said) is not None and (can_not or _NOT_A_REMARK.search(said) is None)


def command(normalized: str) -> str | None:
    """The command said round a remark (to be understood alone), or None."""
    words = normalized.split()
    if len(words) < 4:
        return None
    for cut in range(2, min(len(words) - 1, _MAX_HEAD + 1)):
        head, tail = words[:cut], " ".join(words[cut:])
        if _remark(head) and (said := _COMMAND.match(tail)) is not None:
            return said.group("command")
    for cut in range(len(words) - 2, max(1, len(words) - _MAX_HEAD - 1), -1):  # "turn the light on i cant see"
        before, tail = " ".join(words[:cut]), words[cut:]
        if tail[0] == "i" and _remark(tail) and (said := _COMMAND_BEFORE.match(before)) is not None:
            return said.group("command")
    return None
