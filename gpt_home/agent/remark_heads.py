"""A remark said BEFORE a knowledge question, with no pause written: "im six what do bees make", "my teacher said to
ask you what is the capital of italy", "we were arguing how many legs does a spider have".

``agent.question_first`` cuts a remark said after a question; this is its mirror. The question is the words from the
first question word on ("what", "who", "how many" ...); the remark before it only says who asks or why, so the
knowledge families (``skills/knowledge_readings``) may read the question alone when they read no whole sentence.

Never cut (the remark changes what is asked, or asks it not to be answered):
- a remark that refuses the answer or already has it: "dont tell me what bees make", "i already know what bees
  make", "never mind what bees make", "i dont care what ...";
- a remark that makes the question a part of its own sentence: "the quiz asks what ...", "i forgot the word for
  what ..." keeps working through the whole sentence readers; here only a remark that ends before the question
  word is cut, and it may hold no question word itself.
Pure.
"""

from __future__ import annotations

import re

MAX_REMARK_WORDS = 12
_QUESTION_WORD = frozenset("what whats which who whos whose where wheres when whens why how hows".split())
# Where the question starts: a question word and a word that makes it a question ("what do", "how many", "who wrote")
_ASKS = re.compile(r"^(?:what|whats|which|who|whos|whose|where|wheres|when|why|how|hows) \w+")
# A remark that refuses the answer or already has it, said right before the question
_REFUSED = re.compile(r"\b(?:dont|do not|never|not|no) (?:\w+ ){0,2}?(?:tell|say|need|want|care|mind|ask)(?: me| us| "
                      r"you| to know| about)?$|\b(?:i|we) (?:already |do |both )?(?:know|knew)$|\bnever mind$|"
                      r"\b(?:forget|guess|imagine|wonder if you know)$")
# A remark is said by someone about themselves, someone else or the reason: its last word never leaves it unfinished
_OPEN_END = frozenset("the a an my our your his her their of to for in on at with about from and or but if than "
                      "is are was were do does did can could will would should".split())


def questions_after(normalized: str) -> list[str]:
    """The question after a remark said first (``normalized`` as ``agent.intents.normalize`` returns it): one cut,
    at the first question word, or [] when there is no remark or it may not be cut (see the module's note)."""
    words = normalized.split()
    start = next((i for i, w in enumerate(words) if w in _QUESTION_WORD), None)
    if start is None or start == 0 or start > MAX_REMARK_WORDS:
        return []
    remark, question = " ".join(words[:start]), " ".join(words[start:])
    if words[start - 1] in _OPEN_END or _REFUSED.search(remark) or not _ASKS.match(question):
        return []
    return [question]
