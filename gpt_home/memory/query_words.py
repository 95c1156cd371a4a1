"""Words the full-text side of a memory search adds to a question: the ones facts are written in, not asked in.

Memories are stored in the extraction's plain words ("Maya's favourite season is autumn", "Maya volunteers at the food
bank on Saturdays"); people ask around them ("which time of year do I like most", "where do I help out at the
weekend"). The embedder bridges some of that; a few whole families of asking it does not, and full-text search only
finds the words it is given. Each rule below is one such family (a way of asking, not one sentence), and adds the
words the stored fact would use; the question's own words stay, so a match on them still counts.

- preference: "which X do I like best/most", "what X do I prefer" -> "favourite"; "what X do I like/love/enjoy" ->
  loves, likes, enjoys; dislike: "what can't I stand", "what do I hate", "what should be left out" -> hates, dislikes,
  avoids;
- now: "the novel I'm in the middle of", "what have I got on the go", "at the moment", "right now" -> currently;
- calendar spans: "the weekend" -> Saturday, Sunday; "weekdays"/"on a work day" -> the five days; "time of year" ->
  season;
- getting about: "how do I get to work", "how does Tom travel to school" -> the ways (cycles, drives, walks, bus,
  train); a car, van or motorbike -> drives;
- who to call: a leak, a pipe, a drain, a tap -> plumber; the electrics, a fuse, a power cut -> fuse box, electrician;
- work: "my boss", "my line manager", "my supervisor" -> manager; "study", "revise" -> learning;
- money: "put money aside", "put by", "saving for" -> saving;
- exercise: "jog", "go for a run" -> running, runs; health: "pollen", "sneezing" -> hay fever.

Pure functions, no I/O; the search embeds the question as asked (the vector side is not changed here).
"""

from __future__ import annotations

import re

_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:like|love|enjoy|prefer)s?\b(?:\s+\w+){0,3}?\s+(?:best|most|the most)\b|"
                r"\b(?:most|best)[- ]?(?:liked|loved)\b|\bprefer(?:s|red)?\b|\bfavou?rites?\b", re.IGNORECASE),
     "favourite"),
    (re.compile(r"\b(?:do|does|did)\s+(?!you\b)(?:\w+\s+){1,2}?(?:really\s+)?(?:like|love|enjoy)\b"
                r"(?!\s+(?:best|most|the most))", re.IGNORECASE), "loves likes enjoys"),
    (re.compile(r"\b(?:hates?|dislikes?|detests?|(?:can'?t|cannot)\s+(?:\w+\s+)?stand|"
                r"(?:do|does)n'?t\s+(?:\w+\s+)?(?:like|eat|want)|(?:left|leave|keep) out|avoids?)\b", re.IGNORECASE),
     "hates dislikes avoids"),
    (re.compile(r"\bin the middle of\b|\bon the go\b|\bat the moment\b|\bright now\b|\bthese days\b|"
                r"\bat present\b", re.IGNORECASE), "currently"),
    (re.compile(r"\bweekends?\b", re.IGNORECASE), "Saturday Sunday"),
    (re.compile(r"\bweekdays?\b|\bworking days?\b|\bwork days?\b", re.IGNORECASE),
     "Monday Tuesday Wednesday Thursday Friday weekdays"),
    (re.compile(r"\btimes? of (?:the )?year\b", re.IGNORECASE), "season"),
    (re.compile(r"\bhow\s+(?:do|does|did|should|can)\s+\w+\s+(?:get|travel|go|commute)\s+(?:to|into|in to)\b|"
                r"\bcommute\b", re.IGNORECASE), "cycles drives walks bus train"),
    (re.compile(r"\b(?:car|van|motorbike|motorcycle|vehicle)\b", re.IGNORECASE), "drives"),
    (re.compile(r"\bleak(?:s|ing|y)?\b|\bpipes?\b|\bdrains?\b|\btaps?\b", re.IGNORECASE), "plumber"),
    (re.compile(r"\belectrics\b|\bfuses?\b|\bpower cut\b|\btrip(?:s|ped)? (?:the )?switch\b", re.IGNORECASE),
     "fuse box electrician"),
    (re.compile(r"\bboss\b|\bline manager\b|\bsupervisor\b", re.IGNORECASE), "manager"),
    (re.compile(r"\bstud(?:y|ies|ying)\b|\brevis(?:e|es|ing)\b", re.IGNORECASE), "learning"),
    (re.compile(r"\b(?:put|putting|puts|set|setting)\s+(?:\w+\s+)?aside\b|\b(?:money|cash|pennies)\s+(?:by|away)\b|"
                r"\bsaving for\b", re.IGNORECASE), "saving"),
    (re.compile(r"\bjog(?:s|ging|ged)?\b|\bgo(?:es)? for a run\b", re.IGNORECASE), "running runs"),
    (re.compile(r"\bpollen\b|\bsneez\w*", re.IGNORECASE), "hay fever"),
)


def fact_words(query: str) -> str:
    """``query`` with the words its stored fact would be written in added at the end (``query`` itself if none)."""
    added: list[str] = []
    for pattern, words in _RULES:
        if pattern.search(query) and words.lower() not in query.lower():
            added.append(words)
    return f"{query} {' '.join(added)}" if added else query
