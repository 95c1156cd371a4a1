"""Whether a request points back to something said before it ("cancel that", "turn it off", "how many eggs").

Two readers cut a request out of a longer sentence and must not carry it out alone when it leans on what came before:
``after_remark`` (the part after a remark: "the shower in the kitchen, turn it off" is no light) and the rule for
relayed speech in ``Dialogue`` ("my wife says cancel that": which one?). Both ask this one reader, so what counts as
pointing back cannot drift between them. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.speech_cues import COMMAND_VERB

# a verb done to "it"/"that", a "can you ... it", a count of what the remark holds ("... 2 broke, how many eggs")
_POINTS_BACK = re.compile(rf"\b(?:{COMMAND_VERB}|flip|toss|roll) (?:it|them|that|this|those|these)\b|"
                          r"^(?:can|could|would|will) you \w+ (?:it|them|that)\b|"
                          r"^how (?:many|much) (?:is|are|was|were|do|did|does|have|has|will|would|can|left)\b|"
                          r"^how (?:many|much)(?: \w+){0,2}$")
# a command ending on a pronoun ("put the kettle on for it", "says cancel that"); a question may end so ("what day is it")
_ENDS_ON_IT = re.compile(r"\b(?:it|that|this|them)$")
_ASKS = re.compile(r"^(?:what|whats|which|who|whos|how|hows|is|are|do|does|when|where|why)\b")


def points_back(request: str) -> bool:
    """Whether ``request`` (normalized words) leans on something said before it and so cannot be done on its own."""
    return bool(_POINTS_BACK.search(request) or (_ENDS_ON_IT.search(request) and not _ASKS.match(request)))
