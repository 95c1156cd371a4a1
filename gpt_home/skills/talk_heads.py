"""Talk first, then the request, in one breath with no pause written: "merry christmas add crackers to the shopping
list", "our dog died last week so remind me to call the vet tomorrow at 9", "i miss my wife what time is it".

The head must be chit-chat on its own (``chitchat.chit_chat_topic``) and the rest must start as a request or a question
does; the rest is then understood as the rules would understand it said alone (``run``), so the talk before it never
changes what is done, and nothing is done when the rest is no request the rules know. A head that carries news or a
feeling ("our dog died", "i'm worried about my exams") is answered too, before the request's reply; a greeting or a
thanks is not (the request is what is wanted). Tried after the other first-stage families, never for an utterance
that is chit-chat as a whole. Pure but for ``run``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from gpt_home.skills.asking_back import SkillReply
from gpt_home.skills.chitchat import chit_chat_topic
from gpt_home.skills.smalltalk import small_talk

MAX_HEAD_WORDS = 12
# Where a request or question starts (what the rules read), after a joining word or two.
_JOIN = r"(?:(?:so|and|but|anyway|now|ok|okay|right|well|then|also|oh|please|could you|can you|will you) )*"
_START = re.compile(rf"{_JOIN}(?:what|whats|when|whens|where|which|who|how|is|are|can|could|will|would|do|does|set|"
                    r"start|put|add|take|turn|switch|tell|flip|roll|pick|spell|remind|wake|cancel|stop|convert|play|"
                    r"read|clear|dim|make|give|call|ring|phone|text|order)\b")
# a head ending so runs on into the request: "there is an item ...", "then is it ...", "it is ..."
_NO_HEAD_END = frozenset({"there", "then", "it", "that", "this", "what", "so", "and", "but", "if"})
# the heads that carry news or a feeling: their line is said before the request's reply
_FELT = frozenset({"pet_loss", "grief", "missing", "lonely", "sad", "worried", "hurt", "hard_time", "unwell",
                   "scared", "well_done", "good_news", "anniversary", "season", "excited", "birthday", "tooth"})


def reply(normalized: str, run: Callable[[str], str | None], rng: random.Random | None = None) -> str | None:
    """The request after a chit-chat head carried out (the head's line first when it is news or a feeling), or None
    when no head is chit-chat, no rest is a request, or the rules read none."""
    words = normalized.split()
    if len(words) < 3:
        return None
    for cut in range(1, min(len(words) - 1, MAX_HEAD_WORDS + 1)):
        tail = " ".join(words[cut:])
        if _START.match(tail) is None or words[cut - 1] in _NO_HEAD_END:
            continue
        topic = chit_chat_topic(" ".join(words[:cut]))
        if topic is None or topic == "capabilities":
            continue
        if chit_chat_topic(normalized) is not None:  # talk as a whole ("im tired im off to bed"): chit-chat's
            return None
        joined = re.match(_JOIN, tail)
        said = run(tail[joined.end():] if joined else tail)  # without the joining words
        if said is None:
            return None
        line = small_talk(topic, rng or random.Random(0)) if topic in _FELT else None
        if line is None or (isinstance(said, SkillReply) and said.expects_answer):
            return said
        return f"{line} {said}"
    return None
