"""A command taken back in the same breath: "kitchen light off, actually leave it on", "turn it off, no wait, leave
it", "set a timer for ten minutes actually never mind", "add milk to the list no wait dont".

The rule for the whole kind: the last word said wins, and when the last word is a retraction nothing is done. A
sentence is taken back when it is a command (it starts with a command verb, or a light named with on / off, and the
rules would read the words before the retraction as a request) followed, at its very end, by

- a marker of a change of mind ("actually", "no", "no wait", "wait", "hang on", "sorry", "oh", "on second thoughts",
  "i mean") and then "leave it / them / that" (with "on", "off", "as it is", "alone", "be" or nothing), "dont",
  "dont bother", "never mind", "forget it", "scratch that", "cancel that", "ignore that", "not yet"; or
- with no marker, a retraction that cannot be anything else: "never mind", "forget it", "scratch that", "cancel
  that", "ignore that", "dont bother".

"leave it on" after "turn it off" takes the command back; "leave it off" after "turn it off" does not (the same
state asked twice: the command stands and the rules read it). Never a retraction: words that are part of what is
asked ("remind me to tell sam to forget it", "remind me to say never mind"), "and leave it off" (no change of mind),
or a correction that names something else ("no wait the living room light": ``agent/self_correction.py``).
Nothing is switched, set or added; the reply says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable

TAKEN_BACK = "Okay, I'll leave it as it is."
MAX_WORDS = 30
_MARKER = (
    r"(?:(?:oh|ah|um|er|hmm|no|nope|nah|actually|wait|hang on|hold on|sorry|i mean|on second thoughts?|"
    r"thinking about it|come to think of it|ooh|oops)\s)+"
)
_LEAVE = r"(?:just )?leave (?:it|them|that|those|the (?:\w+ )?(?:light|lights|lamp|lamps|timer|alarm))"
_STATE = r"(?: (?P<state>on|off)| as (?:it|they) (?:is|are|was|were)| alone| be| for now| then)?"
_SOFT = (
    rf"{_LEAVE}{_STATE}|dont(?: do (?:it|that)| bother| worry)?|do not|never mind|nevermind|forget (?:it|that)|"
    r"(?:dont|do not) (?:turn|switch|put|set|add|do) (?:it|that|them|those)(?: on| off| out)?|"
    r"scratch that|cancel that|ignore (?:that|me)|not yet|dont bother|no need"
)
_HARD = r"never mind|nevermind|forget (?:it|that)|scratch that|cancel that|ignore (?:that|me)|dont bother"
_TAIL = re.compile(rf"^(?P<head>.+?)\s(?:{_MARKER}(?:{_SOFT})|(?:{_HARD}))(?: (?:please|thanks|thank you|then))?$")
_COMMAND = re.compile(
    r"^(?:(?:oh|ok|okay|right|so|um|er|can you|could you|will you|would you|please) )*"
    r"(?:turn|switch|put|set|make|dim|brighten|shut|kill|start|cancel|add|remind|remove|delete|"
    r"clear|take|wake|mute|unmute|pause|stop|raise|lower|lights?|(?:the )?(?:[a-z]+ ){1,2}"
    r"(?:lights?|lamps?) (?:on|off|out|up|down))\b"
)
# words that make the retraction part of what is asked: "remind me to tell sam to forget it"
_PART_OF_IT = re.compile(
    r"\b(?:to|that|and)$|\b(?:tell|tells|told|say|says|said|saying|write|text|message|ask)"
    r"(?: \w+){0,2}$"
)
_PRONOUN = re.compile(r"\b(?:it|them|that|those)\b")
_OFF = re.compile(r"\b(?:off|out)\b")
_ON = re.compile(r"\bon\b")


def taken_back(normalized: str, reads: Callable[[str], str | None]) -> str | None:
    """The reply to a command taken back in the same breath (nothing done); None for any other sentence.

    ``reads`` says what a sentence would be carried out as, nothing done (the intent's name, None: nothing)."""
    if len(normalized.split()) > MAX_WORDS or (found := _TAIL.match(normalized)) is None:
        return None
    head = found.group("head").strip()
    if not _COMMAND.match(head) or _PART_OF_IT.search(head):
        return None
    state = found.group("state")
    if state and (_OFF.search(head) if state == "off" else _ON.search(head) and not _OFF.search(head)):
        return None  # "turn it off no leave it off": the same state asked twice, the command stands
    if reads(head) is None and not _PRONOUN.search(head):  # "turn it off": which one is the turn before's
        return None
    return TAKEN_BACK
