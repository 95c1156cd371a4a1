"""A number that is part of a story told, not a sum or a setting asked for (issue 15, the twenty-first set): "i scored 3
goals at football today", "we had 20 people at the party", "my grandson is 5 today", "i can count to 100".

``talk_kinds`` reads a statement with a number in it as maybe a request ("8 ounces of flour and my scales only do
grams", "my meeting is at 3"), whose fallback is "I'm not sure about that."; after a child's or a grandparent's
news that line is wrong. A number is told when the sentence says what happened (a verb in the past), an age or a
birthday reached ("is 5 today", "turned 30"), or what a child can now do, and nothing in it looks ahead or asks
(a need, a time to come, a clock time, a conversion, a household word: those stay maybe a request). Pure.
"""

from __future__ import annotations

import re

_HAPPENED = re.compile(
    r"\b(?:had|got|scored|walked|ran|won|made|did|saw|read|baked|ate|drank|grew|caught|finished|learned|learnt|came|"
    r"went|found|bought|sold|planted|picked|counted|swam|cycled|climbed|spent|collected|passed|painted|wrote|knitted|"
    r"cooked|sang|danced|visited|travelled|traveled|drove|flew|gave|received|earned|saved|hit|reached|beat|managed|"
    r"raised|turned|celebrated|lost|jumped|kicked|built|fixed|sent|were|was)\b"
    r"|\b(?:is|am|are|im|hes|shes|theyre) (?:\w+ )?\d+(?: years old)? today\b"
    r"|\b(?:i|we|he|she|they) can (?:now )?(?:count|read|spell|swim|ride|run|jump|write|skip|hop)\b")
_AHEAD_OR_ASKED = re.compile(
    r"\b(?:need|needs|want|wants|will|going to|gonna|tomorrow|tonight|next|later|soon|at \d+|o ?clock|am|pm|"
    r"remind\w*|convert\w*|how|what|which|whats|when|where|why|should|could|would|can you|please|says|say|into|"
    r"minutes? (?:timer|from now)|left)\b")


def told(said: str) -> bool:
    """True when the numbers in ``said`` (lower case, no punctuation, an age said first removed) belong to a story
    told: something that happened, an age reached, a child's new skill; False when it looks ahead or asks."""
    return _HAPPENED.search(said) is not None and _AHEAD_OR_ASKED.search(said) is None
