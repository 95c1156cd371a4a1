"""Other readings of a request the first reading did not understand, in the order a turn tries them.

The first reading is the request as heard. When no rule or template understands it, these follow: the numbers a
recognizer wrote as sound-alikes ("for to minutes", ``homophones``), the request without its politeness and fillers
(``relaxed.relax``), and an indirect question put back as the direct one ("could you tell me what time it is",
``indirect``). Each reading only takes words off or puts them back in order, so none can change what is asked.
"""

from __future__ import annotations

from gpt_home.agent.here_named import here_named
from gpt_home.agent.homophones import heard_numbers
from gpt_home.agent.indirect import direct
from gpt_home.agent.intents import normalize
from gpt_home.agent.paraphrase import paraphrases
from gpt_home.agent.relaxed import relax


def readings(normalized: str) -> list[str]:
    """Readings to try after ``normalized`` (as ``agent.intents.normalize`` returns it), without repeats."""
    heard = heard_numbers(normalized)
    base = heard or normalized
    core = relax(base)
    found: list[str] = []
    directs = [*direct(core or base), *(direct(base) if core else ())]
    said = [*paraphrases(base), *(paraphrases(core) if core else ()), *(p for d in directs for p in paraphrases(d))]
    said = [normalize(p) or p for p in said]  # as the rules and templates read it ("whats" -> "what is")
    for text in (heard, core, *directs, *said, here_named(core or base)):
        if text and text != normalized and text not in found:
            found.append(text)
    return found
