"""Services asked as a need, or with a reason after them: "i need a taxi to the station at eleven", "i need a plumber
can you book one for tomorrow", "what was the arsenal score last night", "how did the lakers do in the basketball",
"whats the pound to euro rate today", "book us a table at the italian tonight were celebrating".

``FAMILIES`` are more whole-sentence patterns for ``service_asks`` (the same lead-in and end); ``heads`` gives the
request said before a reason or a remark of the speaker's ("... were celebrating", "... its my birthday", "... im going
to spain"), for ``service_asks`` to read as it reads a whole request. Pure.
"""

from __future__ import annotations

import re

_RIDE = r"(?:taxi|cab|uber|minicab|ride|lift)"
_TRADE = (r"(?:plumber|electrician|builder|mechanic|cleaner|locksmith|roofer|gardener|decorator|babysitter|"
          r"hairdresser|barber)")
_NOT_US = r"(?!(?:you|i|we|my|our|the kids|the children|he|she|they|it)\b)"
_SPORT_PLACE = r"(?:football|footy|basketball|baseball|hockey|boxing|snooker|darts|cricket|rugby|match|game|final|race|league|cup|grand prix|tennis|golf)"

FAMILIES: tuple[tuple[str, str], ...] = (
    ("bookings", r"(?:book|reserve|get) (?:me |us )?(?:a )?table(?: for (?:\w+ ?){1,2}?)?(?: (?:at|in) (?:the )?"
                 r"(?:\w+ ?){1,3}?)?(?: (?:tonight|tomorrow|today|this evening|on \w+|at \d+(?: \w+)?))*"),
    ("bookings", rf"(?:i|we) (?:need|want|would like|d like) (?:a |an )?{_RIDE}(?: (?:to|for|at|from|home|into) ?"
                 r"(?:\w+ ?){0,4})?"),
    ("bookings", rf"(?:i|we) (?:need|want) (?:a|an) {_TRADE}(?: (?:can|could|will|would) you (?:book|get|find|call|"
                 r"ring) (?:one|them|him|her)(?: (?:for )?(?:\w+ ?){1,3})?)?"),
    ("sports", r"(?:what was|whats|what is|what s) the (?:\w+ ){1,2}scores?(?: (?:last night|yesterday|today|tonight|"
               r"at the weekend|now|so far))?"
               rf"|how did (?:the )?{_NOT_US}(?:\w+ ){{1,2}}do(?: in the {_SPORT_PLACE})?(?: (?:last night|yesterday|"
               rf"today|tonight|at the weekend))*"),
    ("exchange", r"(?:whats|what is|how much is) the (?:\w+ )?(?:to (?:the )?\w+ )?(?:exchange )?rate(?: (?:today|now|"
                 r"at the moment|this week))?"
                 r"|how many (?:euros|dollars|pounds|yen|rupees) (?:will i get |do i get |is |are there )?"
                 r"(?:for|to) (?:a|the|one|\d+) (?:pound|pounds|dollar|dollars|euro|euros)(?: (?:today|now))?"),
)

# where a reason or a remark of the speaker's starts after a request: "were celebrating", "its my birthday"
# (never "my", "their": "did the kids win | their game" goes on with the request's own words)
_REMARK = re.compile(r" (?=(?:were|we are|we re|im|i am|its|it is|because|cos|since|thats|that is|i have|ive|"
                     r"i need to|i want to|i m) |(?:can|could|will|would) you \w+ (?:it|that|them|this|one)"
                     r"(?: for me| please)?$)")


def heads(normalized: str) -> list[str]:
    """The sentence cut before each remark that follows a request, longest first (at least three words kept)."""
    cuts = [m.start() for m in _REMARK.finditer(normalized)]
    return [normalized[:cut] for cut in reversed(cuts) if len(normalized[:cut].split()) >= 3]
