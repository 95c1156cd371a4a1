"""A command said first and a reason after it, with no pause written: "switch every light off were going to bed",
"turn the volume down the baby is sleeping", "set a timer for ten minutes because the pasta is on".

``leading_commands`` returns the command part, longest first, when the words after it start a reason or a statement
of its own ("we are", "because", "the baby is"...). The caller tries each as a request of its own; the reason only
says why the command was given. ``agent.question_first`` does the same for questions.
"""

from __future__ import annotations

import re

MAX_COMMAND_WORDS = 10
_COMMAND = re.compile(r"^(?:turn|switch|put|set|make|dim|brighten|lights?|shut|kill|start|stop|cancel|add|remind|"
                      r"remove|delete|clear|scrap|get rid of|"
                      r"wake|mute|unmute|pause|volume|raise|lower|"
                      # what cannot be done, said with a reason: "ring the chinese takeaway were starving" (refused)
                      r"ring|phone|call|text|"
                      # a light said first, then what to do: "kitchen light off please", "the living room lamp on"
                      r"(?:the )?(?:[a-z]+ ){1,2}(?:lights?|lamps?) (?:on|off|out|up|down))\b")
# A sound before the command that says nothing: "oh add lemons to the list were out", "right kitchen light off ...",
# "shh turn it down the kids are doing homework"
_INTERJECTION = re.compile(r"^(?:(?:oh|ah|right|alright|ok|okay|so|yeah|actually|and|shh+|sh|shush|hush|um|er) )+")
# The start of a reason or a statement after the command: "were going", "because", "the baby is", "its dark".
_REASON = re.compile(
    r"^(?:because|cause|cos|coz|since|as (?:i|we|its|it is)|so (?:i|we|that)|its|it is|its getting|"
    r"(?:im|i am|were|we are|theyre|hes|shes) (?:\w+ing|off|out|away|done|back|in bed|about to|too|so|very|not|"
    r"nearly|almost|all|low|short|on the last|down to|finished|through|upstairs|downstairs|outside|out the back|"
    r"hungry|thirsty|tired|late|ill|sick|poorly|cold|freezing|"
    # where the speaker is, never a room a light may be named after ("turn on the light im in the kitchen")
    r"in the (?:other|next|back|front|spare) room|in the (?:garden|shower|bath|yard|shed)|at the (?:back|sink))|"
    r"(?:i|we|ive|weve|id|wed|my \w+|our \w+|the (?:baby|kids|children|dog|cat)|he|she|they) "
    r"(?!(?:a|an|the|said|says|told|tells|shouted|yelled|asked|asks|wrote|writes)\b)"  # "... she said": reported
    r"\w+)\b")
# Words that say which one, not why: "cancel the timer i set for the pasta", "stop the alarm we made for sam".
_WHICH_ONE = re.compile(r"^(?:(?:i|we|you|ive|weve|youve) (?:just |already )?(?:set|made|started|added|put|asked|"
                        r"got(?=$| (?:on|set|running|going|now|left)\b)|created|booked|had)|that|which)\b")
# A command cut there would be unfinished ("turn off the | ...", "set a timer for | ...").
_OPEN_END = frozenset("on in at to for of from with about the a an my our your any some and or is are was were "
                      "until till before after every all".split())
# The word that starts a reason belongs to the reason: "set a timer for the bread | because its a big loaf" is cut
# before "because" even where the reason after it is read from the next word ("its a big loaf").
_REASON_WORDS = frozenset({"because", "cause", "cos", "coz", "cuz", "since", "as", "so", "while"})


# What "on" or "off" may close: "put the living room light on | were watching a film" is a whole command.
_SWITCHED = frozenset("light lights lamp lamps it them".split())


def _open_end(head: list[str]) -> bool:
    """True when the command ``head`` would be unfinished if cut after its last word."""
    if head[-1] in ("on", "off") and len(head) > 1 and head[-2] in _SWITCHED:
        return False
    return head[-1] in _OPEN_END


def leading_commands(normalized: str) -> list[str]:
    """Command heads of ``normalized`` (as ``agent.intents.normalize`` returns it) followed by a reason."""
    normalized = _INTERJECTION.sub("", normalized)
    if not _COMMAND.match(normalized):
        return []
    words = normalized.split()
    found = []
    for i in range(min(len(words) - 2, MAX_COMMAND_WORDS), 1, -1):
        rest = " ".join(words[i:])
        cut = i - 1 if words[i - 1] in _REASON_WORDS else i
        if not _open_end(words[:cut]) and _REASON.match(rest) and not _WHICH_ONE.match(rest) \
                and " ".join(words[:cut]) not in found:
            found.append(" ".join(words[:cut]))
    return found
