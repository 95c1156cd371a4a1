"""A request with someone's yes said beside it: "can you put chocolate biscuits on the shopping list mum said yes",
"mum says its fine, add crisps to the list" (issue 15, round 24).

Why: the "said" of a permission looked like a report ("my son said to add milk"), so the list add was left to the
model, which claimed it done or refused. A permission is no report of the request: the request is the speaker's own,
and "mum said yes" only tells why. Here the permission clause (a person, "said" or "says", and a yes: "yes", "ok",
"its fine", "we can", "i could") is taken off the edge of a sentence whose rest starts as a request (a verb or
"can you ..."), and the rest is read as said. Everything else ("my son said add milk to the list", "mum said no",
"dad said we dont need milk") keeps its words: the guards that keep a report from being done still see them.
Pure: text in, the request without its permission, or None.
"""

from __future__ import annotations

import re

_WHO = (r"(?:(?:my|our|the|your) )?(?:mum|mom|mummy|mommy|mam|mama|ma|dad|daddy|papa|pa|wife|husband|partner|boss|"
        r"teacher|nan|nana|nanna|gran|granny|grandma|grandad|granddad|grandpa|grandmother|grandfather|sister|brother|"
        r"auntie|aunty|aunt|uncle|son|daughter|hubby|missus|other half|carer|nurse|doctor|he|she|they)")
_YES = (r"(?:yes|yeah|yep|yup|ok|okay|its ok|its okay|its fine|thats fine|thats ok|thats okay|its alright|thats "
        r"alright|fine|alright|all right|sure|go ahead|we can|i can|we could|i could|i may|we may|i can have (?:some|"
        r"them|it|one)|we can have (?:some|them|it|one)|its allowed|i am allowed|im allowed|we are allowed|were allowed)")
_SAID = rf"{_WHO} (?:said|says|has said|just said) {_YES}"
_TAIL = re.compile(rf"(?:,? (?:and|so|because|cos|as|since|coz))? {_SAID}(?: (?:so|too|already|earlier|now))?$")
_HEAD = re.compile(rf"^{_SAID}(?: (?:so|and|now))? ")
# the rest is a request: a command verb first, or a polite ask
_REQUEST = re.compile(r"^(?:(?:um|er|oh|ok|okay|so|right|please) )*(?:can|could|would|will) you\b|^(?:(?:um|er|oh|ok|okay|"
                      r"so|right) )*(?:please )?(?:add|put|pop|stick|bung|jot|write|get|turn|switch|set|start|remind|"
                      r"make|dim|brighten)\b")


def without_permission(normalized: str) -> str | None:
    """``normalized`` (from ``intents.normalize``) without a permission said before or after its request; None when
    it says none, or the rest is no request."""
    for pattern in (_TAIL, _HEAD):
        if (found := pattern.search(normalized)) is not None:
            rest = (normalized[:found.start()] if pattern is _TAIL else normalized[found.end():]).strip(" ,")
            if _REQUEST.search(rest) and not re.search(r"\b(?:said|says|told|tell)\b", rest):
                return rest
    return None
