"""A question said first and a reason after it, with no pause written: "what time is it i need to go to school",
"what month is it i forgot grandpa asks", "whats the weather like we are off to the beach".

``leading_questions`` returns the question part, longest first, when the words after it start a statement of its own
(a subject the household talks about: "i", "we", "my son", "grandpa"...). The caller tries each as a request of its
own; the statement is left for nobody (it only says why the question was asked).

``remarked_questions`` cuts the same way for the knowledge families (``skills/knowledge_readings``), which are asked
"who" and "where" too and hear a reason said with "because", "so i", "for my homework" after the question; it never
cuts after a word that asks for more ("the capital of the country | we visited", "from where | we live").
"""

from __future__ import annotations

import re

MAX_QUESTION_WORDS = 10
_QUESTION = re.compile(r"^(?:what|which|when|how|is it|are we|do i|do we|have i|have we)\b")
# the time or the date asked by naming it, a statement after: "date please im filling in a cheque", "quick time check
# i need to leave for the train", "can you check the time for me i put the washing on"
_NAMED = re.compile(r"^(?:(?:can|could) you )?(?:check )?(?:(?:a )?quick |the |todays )?(?:date|time)(?: check)?(?: for me)?"
                    r"(?: please)?(?: love| pet)?(?= )")
# The start of a statement after the question: a subject and a word after it ("i need", "grandpa asks").
_STATEMENT = re.compile(
    r"^(?:i|im|i am|we|were|we are|my \w+|our \w+|he|she|grandpa|grandma|granny|grandad|mum|mom|dad|"
    r"the kids|the baby)\b \w+")
# A statement opened by a contraction ("how long till midday ive got a lunch booking"), cut after a wh- or how
# question only: "is it the weekend yet love ive lost track" is a check the whole sentence answers (``today_checks``)
_CONTRACTED = re.compile(r"^(?:ive|ill|id|weve)\b \w+")
_WH = re.compile(r"^(?:what|which|when|how)\b")
# A question cut there would be unfinished ("what is on | my calendar", "what language do | they speak").
_OPEN_END = frozenset("on in at to for of from with about the a an my our your any some do does did is are was were "
                      "have has can could will would what which until till before after since than".split())


def leading_questions(normalized: str) -> list[str]:
    """Question heads of ``normalized`` (as ``agent.intents.normalize`` returns it) followed by a statement."""
    if (named := _NAMED.match(normalized)) is not None:
        rest = normalized[named.end():].strip()
        return [named.group(0)] if _STATEMENT.match(rest) or _CONTRACTED.match(rest) else []
    if not _QUESTION.match(normalized):
        return []
    words = normalized.split()
    found = []
    for i in range(min(len(words) - 2, MAX_QUESTION_WORDS), 1, -1):
        rest = " ".join(words[i:])
        if words[i - 1] not in _OPEN_END and (_STATEMENT.match(rest) or _CONTRACTED.match(rest) and _WH.match(normalized)):
            found.append(" ".join(words[:i]))
    return found


_KNOWN_QUESTION = re.compile(r"^(?:what|which|who|where|when|how|name)\b")
# A reason said after the question: "because ...", "so my son ...", "for my homework".
_REASON = re.compile(r"^(?:because|cause|cos|coz|since|so (?:i|we|my|our|he|she|they|that)|"
                     r"for (?:my|our|his|her|school|homework|a (?:quiz|project)|the quiz)|"
                     r"and (?:i|ive|im|id|we|weve|were|my|our)) \w+")  # "... and ive clean forgotten"
# Words a question cut after would leave asking for more: a relative or question word, a preposition, a determiner.
_NEEDS_MORE = _OPEN_END | frozenset("where who whom whose when why how that which than because cause cos coz since so "
                                     "and or but if".split())
# A noun after one of these takes the statement as its own clause: "the biggest animal | my son has seen".
_DO = frozenset({"do", "does", "did"})
_RANKED = frozenset("first last only same best worst most least next".split())


def remarked_questions(normalized: str) -> list[str]:
    """Question heads of ``normalized`` (as ``agent.intents.normalize`` returns it) said before a remark or a reason
    of the speaker's ("what is a baby swan called we saw some at the pond"), longest first; [] when nothing
    after the question starts a statement or a reason."""
    if not _KNOWN_QUESTION.match(normalized):
        return []
    words = normalized.split()
    found = []
    for i in range(min(len(words) - 2, MAX_QUESTION_WORDS), 2, -1):
        rest = " ".join(words[i:])
        ranked = words[i - 2] in _RANKED or (words[i - 2].endswith("est") and len(words[i - 2]) > 4)
        # "how many legs does a ladybird have | i found one": a "have" that ends a do-question asks for nothing more
        ended = words[i - 1] == "have" and bool(_DO.intersection(words[:i - 1]))
        if (words[i - 1] not in _NEEDS_MORE or ended) and not ranked and (_STATEMENT.match(rest) or _REASON.match(rest)):
            found.append(" ".join(words[:i]))
    return found
