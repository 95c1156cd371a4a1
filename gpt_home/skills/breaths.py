"""Chit-chat said as two or three sentences in one breath, with no punctuation between them (the recognizer writes
none): "thanks thats all for now goodnight", "im tired im off to bed", "good morning how are you".

Every piece must be chit-chat on its own (read by the caller's whole-utterance families), so a request with a
chit-chat word in it ("thanks set a timer for ten minutes") is never taken for talk. A goodbye or good night is the
piece answered (the speaker is leaving); otherwise the last piece, which is what the speaker ends on. Pure.
"""

from __future__ import annotations

from collections.abc import Callable

MAX_WORDS = 16  # a learner's hello runs long: "sorry for my english, i am from poland, i am here only three months"
PARTING = frozenset({"goodbye", "good_night", "call_it_a_day"})


def topic_of_pieces(words: list[str], whole: Callable[[str], str | None], depth: int = 2) -> str | None:
    """The topic to answer when ``words`` split into up to ``depth + 1`` pieces that are each chit-chat by ``whole``;
    None when they do not."""
    if depth == 0 or not 2 <= len(words) <= MAX_WORDS:
        return None
    for cut in range(1, len(words)):
        if (first := whole(" ".join(words[:cut]))) is None:
            continue
        rest = whole(" ".join(words[cut:])) or topic_of_pieces(words[cut:], whole, depth - 1)
        if rest is not None:
            return first if first in PARTING and rest not in PARTING else rest
    return None
