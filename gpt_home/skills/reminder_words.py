"""The word that joins "I'll remind you" to what the reminder is for, so the reply reads as a person would say it.

"to" before an action ("to call mum", "to take the bins out"), "about" before a thing ("about the school run", "about
bins out", "about mum's birthday"), "that" before a told clause ("that the oven needs checking"). A task said first
("bins out tomorrow, give me a reminder at 8 am", agent/fronted_timers.py) is stored as said, so its first word is not
always a verb: WordNet tells a thing's first word (a noun, never a verb: "dentist", "bins"); an unknown word, a verb
("call", "water") or no database keeps the old rule (anything not opened by a determiner is an action). Pure apart from WordNet's read-only files.
"""

from __future__ import annotations

from gpt_home.skills.wordnet_data import READ_ERRORS, open_wordnet

_NOUN_STARTS = frozenset({"the", "a", "an", "your", "our", "his", "her", "their", "this", "that", "these", "those"})
# finite verbs that make a told clause of a thing said first: "the oven needs checking", "the car is due its mot"
_CLAUSE_VERBS = frozenset({"is", "are", "was", "were", "needs", "need", "has", "have", "goes", "comes", "wants", "must",
                           "should", "will", "gets", "starts", "opens", "closes", "arrives", "leaves", "finishes", "go", "come"})


# a told clause opened by its subject: "you have appointment with doctor"
_SUBJECTS = frozenset({"you", "we", "they", "he", "she", "it", "its", "theres", "there"})


# everyday verbs younger than WordNet 3.0 (2006), said as tasks: "text jess back", "facetime grandma"
_NEWER_VERBS = frozenset({"text", "facetime", "whatsapp", "skype", "snapchat", "dm", "declutter", "prep", "uber"})


def _a_thing(first: str) -> bool:
    """Whether ``first`` opens a thing, not an action: a determiner, or to WordNet a noun ("dentist", "bins", "mums")
    and never a verb ("call", "water"). An unknown word, or no database, keeps the old reading: an action."""
    if first in _NOUN_STARTS:
        return True
    wordnet = open_wordnet()
    if wordnet is None or first in _NEWER_VERBS:
        return False
    try:
        return not wordnet.offsets(first, "v") and bool(wordnet.base_forms(first, "n"))
    except READ_ERRORS:  # a damaged database: the old rule
        return False


def reminder_link(said: str) -> str:
    """ "to", "about" or "that" before ``said`` (a reminder's task in the second person)."""
    words = said.split()
    if len(words) > 1 and words[0] in _SUBJECTS:
        return "that"  # "that you have an appointment with the doctor", "that we have the dentist"
    if not words or not _a_thing(words[0]):
        return "to"
    return "that" if any(word in _CLAUSE_VERBS for word in words[1:]) else "about"
