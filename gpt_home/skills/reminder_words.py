"""The word that joins "I'll remind you" to what the reminder is for, so the reply reads as a person would say it.

"to" before an action ("to call mum", "to take the bins out"), "about" before a thing ("about the school run", "about
bins out", "about mum's birthday"), "that" before a told clause ("that the oven needs checking"). A task said first
("bins out tomorrow, give me a reminder at 8 am", agent/fronted_timers.py) is stored as said, so its first word is not
always a verb: WordNet's verb index tells an action's first word ("call", "phone", "water"); without the database the
old rule stands (anything not opened by a determiner is an action). Pure apart from WordNet's read-only files.
"""

from __future__ import annotations

from gpt_home.skills.wordnet_data import READ_ERRORS, open_wordnet

_NOUN_STARTS = frozenset({"the", "a", "an", "your", "our", "his", "her", "their", "this", "that", "these", "those"})
# finite verbs that make a told clause of a thing said first: "the oven needs checking", "the car is due its mot"
_CLAUSE_VERBS = frozenset({"is", "are", "was", "were", "needs", "has", "have", "goes", "comes", "wants", "must",
                           "should", "will", "gets", "starts", "opens", "closes", "arrives", "leaves", "finishes"})


def _an_action(first: str) -> bool:
    """Whether ``first`` opens an action ("call", "take"): a verb to WordNet, or anything but a determiner without it."""
    if first in _NOUN_STARTS:
        return False
    wordnet = open_wordnet()
    if wordnet is None:
        return True
    try:
        return bool(wordnet.offsets(first, "v"))
    except READ_ERRORS:  # a damaged database: the old rule
        return True


def reminder_link(said: str) -> str:
    """ "to", "about" or "that" before ``said`` (a reminder's task in the second person)."""
    words = said.split()
    if not words or _an_action(words[0]):
        return "to"
    return "that" if any(word in _CLAUSE_VERBS for word in words[1:]) else "about"
