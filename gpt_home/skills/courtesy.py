"""Thanks said after a question in the same breath ("... in feet? thanks"): a courtesy, never the request.

``relaxed.clauses`` offers each part after a pause as a request of its own, so a question the rules do not read as
said ("how tall is 2 metres in feet") used to be answered by its last part: "You're welcome." The question is read
by the later readers instead (the slots by shape); the thanks alone is no answer to it. Pure.
"""

from __future__ import annotations

import re

_THANKS = re.compile(r"(?:(?:ok|okay|oh) )?(?:thanks|thank you|thank u|cheers|ta|many thanks)(?: (?:so|very) much| a lot)?"
                     r"(?: (?:dear|love|mate))?")


# the request before the thanks asks something: a question word or a verb of working out
_ASKS = re.compile(r"\b(?:what|whats|how|which|who|when|where|convert|calculate|work|add|total|altogether|is|are|does|do|can|could)\b")


def only_thanks(part: str, request: str) -> bool:
    """True when a later part of a request (normalised) is thanks and nothing else, after a question (``request``, the
    whole request normalised): "three minutes, thanks" alone is still thanked."""
    return _THANKS.fullmatch(part.strip()) is not None and _ASKS.search(request) is not None
