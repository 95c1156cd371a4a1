"""Indirect questions put back as the direct question they stand for.

"Could you tell me what time it is", "I was wondering what the date is", "do you know if it's going to rain
tomorrow", "tell me what twelve times eight is": the question sits inside a head ("could you tell me", "do you
know", "I was wondering") in statement order ("what time IT IS"). The rules and templates know the direct question
("what time IS IT"). This takes the head off and moves the verb back in front of its subject; it runs only on a
request no earlier reading understood, and only after a head that asks for the answer, so it cannot change what is
asked. The wh-phrase is one to three words ("what", "what time", "how many days"); the question as it stands inside
the head is offered too ("do you know how many days are left"), and the caller keeps the first reading a rule or
template understands.
"""

from __future__ import annotations

import re

_HEAD = re.compile(
    r"^(?:(?:please |so |and |but |just |oh |hey )*)"
    r"(?:(?:could|can|would|will) you(?: please| just)? (?:tell|let|show) me(?: know)?|"
    r"(?:could|can|would|will) you(?: please)? (?:check|find out|work out|figure out|see|say|look up)|"
    r"(?:do|would|did) you(?: happen to| by any chance)? know|do you have any idea|have you (?:got )?any idea|"
    r"(?:any|no) idea|any clue|"
    r"(?:i was|im|i am|i was just|im just|i am just) (?:wondering|curious|trying to work out|trying to remember)"
    r"(?: about| as to)?|i wonder|(?:just )?(?:wondering|curious)|"
    r"i (?:need|want|would like|d like|would love|d love|wanted|wanna) to (?:know|find out|check|hear)|"
    r"id (?:like|love) to (?:know|find out|check)|"
    r"i (?:dont|do not|didnt|never) know|i (?:forgot|forget|cant remember|can not remember|cannot remember)|"
    r"(?:please )?(?:tell|show) me|let me know|remind me|check|find out|work out|figure out)"
    r"(?: for me)? ")
_WH = re.compile(r"(?:what|which|when|where|who|whose|how|why)\b")
_IF = re.compile(r"(?:if|whether)\b")
_AUX = frozenset({"is", "are", "was", "were", "will", "would", "can", "could", "should", "has", "have", "had", "does",
                  "do", "did", "am"})
_PLAIN_SUBJECTS = frozenset({"i", "we", "you", "they"})
# Words that start the subject, not the wh-phrase: "what | the date is", "who | the author is".
_SUBJECT_START = frozenset({"the", "a", "an", "my", "your", "our", "their", "his", "her", "its", "this", "that",
                            "these", "those", "it", "there", "i", "you", "we", "they", "he", "she"})
_HOW_WORDS = frozenset({"long", "old", "far", "big", "tall", "hot", "cold", "warm", "late", "early", "soon", "loud",
                        "high", "low", "deep", "often", "fast"})


def _wh_size(words: list[str]) -> int:
    """How many words the wh-phrase has: "what" | "what time" | "how many days"."""
    first, second = words[0], words[1]
    if first in ("what", "which", "whose"):
        return 1 if second in _SUBJECT_START or second[0].isdigit() or second in _NUMBERS else 2
    if first == "how" and second in ("many", "much"):
        return 2 if len(words) < 3 or words[2] in _SUBJECT_START else 3
    if first == "how" and second in _HOW_WORDS:
        return 2
    return 1


_NUMBERS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                      "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
                      "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "half"})


def _inverted(words: list[str], wh_words: int) -> str | None:
    """``wh + aux + subject + rest`` from ``wh + subject + aux + rest``; None when the order does not fit."""
    wh, rest = words[:wh_words], words[wh_words:]
    for k, word in enumerate(rest):
        if word in _AUX:
            if k == 0:
                return None  # already a direct question ("how many days are left")
            return " ".join([*wh, word, *rest[:k], *rest[k + 1:]])
    return None


def _yes_no(words: list[str]) -> list[str]:
    """"if it is going to rain" -> "is it going to rain"; "if i need a coat" -> "do i need a coat"."""
    for k, word in enumerate(words):
        if word in _AUX and k > 0:
            return [" ".join([word, *words[:k], *words[k + 1:]])]
    if len(words) > 1 and words[0] in _PLAIN_SUBJECTS:
        return [" ".join(["do", *words])]
    return []


def direct(normalized: str) -> list[str]:
    """Direct questions an indirect one stands for, most likely first; empty when it is not an indirect question.

    ``normalized``: as ``agent.intents.normalize`` returns it ("could you tell me what time it is").
    """
    head = _HEAD.match(normalized)
    rest = normalized[head.end():].strip() if head else normalized  # the head may be gone ("i want to know" is a
    words = rest.split()                                              # filler to agent.intents.normalize)
    if len(words) < 2:
        return []
    if _IF.match(rest):
        return _yes_no(words[1:]) if head else []
    if not _WH.match(rest):
        return []
    found = []
    if words[0] == "how" and words[1] == "to":  # "how to spell necessary" -> "how do you spell necessary"
        found.append(" ".join(["how do you", *words[2:]]))
    candidate = _inverted(words, _wh_size(words))
    if candidate is not None:
        found.append(candidate)
    if head and rest not in found:
        found.append(rest)  # "do you know how many days are left until christmas": already direct inside
    return found
