"""Words the full-text side of a memory search adds to a question: the ones facts are written in, not asked in.

Memories are stored in the extraction's plain words ("Maya's favourite season is autumn", "Maya volunteers at the food
bank on Saturdays"); people ask around them ("which time of year do I like most", "where do I help out at the
weekend"). The embedder bridges some of that; a few whole families of asking it does not, and full-text search only
finds the words it is given. Each rule below is one such family (a way of asking, not one sentence), and adds the
words the stored fact would use; the question's own words stay, so a match on them still counts.

- preference: "which X do I like best/most", "what X do I love/enjoy/prefer" -> "favourite";
- calendar spans: "the weekend" -> Saturday, Sunday; "weekdays"/"on a weekday" -> the five days;
- the year's parts: "time of year" -> season.

Pure functions, no I/O; the search embeds the question as asked (the vector side is not changed here).
"""

from __future__ import annotations

import re

_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:like|love|enjoy|prefer)s?\b(?:\s+\w+){0,3}?\s+(?:best|most|the most)\b|"
                r"\b(?:most|best)[- ]?(?:liked|loved)\b|\bprefer(?:s|red)?\b|\bfavou?rites?\b", re.IGNORECASE),
     "favourite"),
    (re.compile(r"\bweekends?\b", re.IGNORECASE), "Saturday Sunday"),
    (re.compile(r"\bweekdays?\b|\bworking days?\b|\bwork days?\b", re.IGNORECASE),
     "Monday Tuesday Wednesday Thursday Friday weekdays"),
    (re.compile(r"\btimes? of (?:the )?year\b", re.IGNORECASE), "season"),
)


def fact_words(query: str) -> str:
    """``query`` with the words its stored fact would be written in added at the end (``query`` itself if none)."""
    added: list[str] = []
    for pattern, words in _RULES:
        if pattern.search(query) and words.lower() not in query.lower():
            added.append(words)
    return f"{query} {' '.join(added)}" if added else query
