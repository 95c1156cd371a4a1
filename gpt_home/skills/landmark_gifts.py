"""Which country gave a famous landmark, from a small checked table (round 23: "the statue of liberty was a gift from
which country" got "The Statue of Liberty is a gift from the United States." from the bundled model).

A question names one of the landmarks that were gifts between countries and asks who gave it ("the statue of liberty
was a gift from which country", "who gave america the statue of liberty", "where did the statue of liberty come
from", "which country sends the christmas tree in trafalgar square"). A statue or a tree the household names ("the
statue in the park was a gift from my granddad"), a story ("if i gave you the statue of liberty") and a question
about anything else of the landmark ("how tall is the statue of liberty") are left. Pure; ``knowledge_readings``
makes ``reply`` a reading.
"""

from __future__ import annotations

import re

from gpt_home.skills.word_lookups import question

MAX_WORDS = 18
# (the landmark as said, the answer). Checked against the landmarks' own keepers: the US National Park Service's
# Statue of Liberty pages ("a gift of friendship from the people of France", dedicated 28 October 1886); the
# Westminster City Council / Visit London pages on the Trafalgar Square tree (given by the city of Oslo every year
# since 1947, in thanks for Britain's help in the Second World War); the National Park Service's cherry blossom
# pages (3,020 trees given by the city of Tokyo, planted in 1912).
_GIFTS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(landmark), said) for landmark, said in (
    (r"\bstatue of liberty\b|\blady liberty\b",
     "The Statue of Liberty was a gift from the people of France to the United States, dedicated in 1886."),
    (r"\b(?:christmas |xmas )?tree (?:in|at|on) trafalgar square\b|\btrafalgar square(?:s)? (?:christmas |xmas )?tree\b",
     "The Christmas tree in Trafalgar Square is a gift from the city of Oslo in Norway, sent every year since 1947."),
    (r"\bcherry (?:blossom )?trees? (?:in|of|at|around) washington\b|\bwashington(?: dcs?)? cherry (?:blossom )?trees?\b",
     "The cherry trees in Washington were a gift from the city of Tokyo in Japan, planted in 1912."),
))
# who gave it: a gift or a giving said, or where it came from, in a question
_GIVEN = re.compile(r"\b(?:gifts?|gifted|present|presents|gave|give|gives|given|donated|donates|sent|sends|send|"
                    r"came from|come from|comes from|from (?:which|what|where))\b")
_ASKED = re.compile(r"\b(?:which|what|who|whos|where|wheres|was|is|were|did|does|tell me|do you know)\b")
_NOT_ASKED = re.compile(r"\b(?:if|imagine|pretend|suppose|i gave|we gave|ill give|i will give|my|our|buy|bought|"
                        r"souvenir|model|replica|picture|photo|postcard)\b")


def reply(normalized: str) -> str | None:
    """Who gave the landmark ``normalized`` (``intents.normalize``d) asks about, or None."""
    text = question(normalized, MAX_WORDS)
    if text is None or not _GIVEN.search(text) or not _ASKED.search(text) or _NOT_ASKED.search(text):
        return None
    found = [said for landmark, said in _GIFTS if landmark.search(text)]
    return found[0] if len(found) == 1 else None
