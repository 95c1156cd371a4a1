"""Birds' records asked about ("which bird lays the largest egg", "what is the fastest bird", "which bird has the
longest wingspan"), answered from a small table (round 23: the bundled model answered the egg question with "a
large, black-tailed eagle"). WordNet's glosses say some records ("largest living bird": ``word_lookups``), not these.

A question opens with which / what / name and says the kind ("bird", "animal", "creature"); the record's words must
be said as a record of that kind ("the fastest bird", "lays the biggest eggs"). The household's own birds ("my hen
lays the biggest eggs"), a report and anything said without a question word are left. Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills.word_lookups import question

MAX_WORDS = 16
_ASKED = re.compile(r"^(?:(?:so|um|er|and|hey|oh) )*(?:which|what|whats|name|tell me)\b")
_NOT_ASKED = re.compile(r"\b(?:my|our|your|his|her|their|hens?|chickens?|ducks?|this|that|these|those)\b")
_KIND = re.compile(r"\b(?:birds?|animals?|creatures?)\b")
_BIG = r"(?:largest|biggest|heaviest|hugest|most big|most large)"
# Sources: the records as the RSPB's and the Natural History Museum's bird pages state them: the ostrich's egg is the
# largest of any living bird (about 15 cm long, 1.4 kg); the bee hummingbird (Cuba) is the smallest bird; the peregrine
# falcon is the fastest, over 300 km an hour in its hunting dive; the wandering albatross has the longest wingspan,
# up to about 3.5 m; hummingbirds are the only birds that can fly backwards.
_RECORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(cue), said) for cue, said in (
    (rf"\b(?:lays?|laying|has|produces?|makes?) (?:the )?{_BIG} eggs?\b|\b{_BIG} eggs?\b",
     "The ostrich lays the largest egg of any living bird, about 15 centimetres long."),
    (r"\b(?:smallest|tiniest|littlest|most small) bird\b|\bbird (?:is|s) (?:the )?(?:smallest|tiniest|littlest)\b",
     "The bee hummingbird of Cuba is the smallest bird, about 5 centimetres long."),
    (r"\bfastest bird\b|\bbird (?:is|s|flies|can fly) (?:the )?fastest\b|\bfastest (?:flying|flier|flyer)\b",
     "The peregrine falcon is the fastest bird: over 300 kilometres an hour in its hunting dive."),
    (r"\b(?:longest|largest|biggest|widest) wing ?span\b",
     "The wandering albatross has the longest wingspan of any bird, up to about three and a half metres."),
    (r"\bfly backwards?\b", "Hummingbirds are the only birds that can fly backwards."),
))


def reply(normalized: str) -> str | None:
    """The record a bird question in ``normalized`` (``intents.normalize``d) asks for, or None."""
    text = question(normalized, MAX_WORDS)  # a lead-in cut: "my daughter asks which bird ..."
    if text is None or not _ASKED.match(text) or not _KIND.search(text) or _NOT_ASKED.search(text):
        return None
    found = [said for cue, said in _RECORDS if cue.search(text)]
    return found[0] if len(found) == 1 else None  # two records asked at once: left
