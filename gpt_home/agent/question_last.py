"""A knowledge question said with its question word last, put in the plain form (pure).

Why: "the telephone was invented by who" and "a violin has how many strings on it" were not read as knowledge
questions at all, so the reply guard did not judge the bundled model's answers as such ("… by Alexander Bain, a
British inventor who made it in 1876", "A violin has 42 strings") and the local readers that answer makers and counts
from the dictionary never saw them. Said in the plain form ("Who invented the telephone?", "How many strings does a
violin have?") both are. ``agent/question_form.py`` asks here before it gives up on a sentence; only the frame is
rewritten, never the words of the topic.
"""

from __future__ import annotations

import re

# The participle of a making verb and its past tense: "was written by who" asks "who wrote".
_MADE: dict[str, str] = {"invented": "invented", "written": "wrote", "painted": "painted", "composed": "composed",
                         "discovered": "discovered", "built": "built", "founded": "founded", "designed": "designed",
                         "directed": "directed", "sung": "sang", "sculpted": "sculpted", "created": "created",
                         "made": "made", "first climbed": "first climbed"}
_TOPIC = r"(?P<topic>(?:the |a |an )?(?:[a-z']+ ){0,5}?[a-z']+)"
_BY_WHO_RE = re.compile(rf"^{_TOPIC},? (?:was|were|is|are|got) (?:first )?(?P<verb>{'|'.join(_MADE)}) by "
                        r"(?:who|whom|which (?:person|man|woman|guy|fella))$", re.IGNORECASE)
_HOW_MANY_RE = re.compile(rf"^{_TOPIC},? (?P<verb>has|have|has got|have got|got) how many "
                          r"(?P<things>[a-z]+(?: [a-z]+)?)(?: (?:on|in) (?:it|them|one|each|there))?$", re.IGNORECASE)


def question_last(said: str) -> str | None:
    """The plain question of ``said`` when its question word comes last ("the telephone was invented by who" -> "who
    invented the telephone"), else None."""
    if (found := _BY_WHO_RE.match(said)) is not None:
        return f"who {_MADE[found['verb'].lower()]} {found['topic']}"
    if (found := _HOW_MANY_RE.match(said)) is not None:
        plural = found["verb"].lower().startswith("have")
        return f"how many {found['things']} {'do' if plural else 'does'} {found['topic']} have"
    return None
