"""What a text would be carried out as, nothing done: the rules' intent, else the templates' (``Dialogue``'s readers
ask it of many texts a turn: the parts of a sentence, the spans a question may hide in).

Why an object and not a function: a reader that only needs to know whether a text is one of a few intents (is it
read as a question? ``agent/question_reader.py`` asks it of every span of a long sentence) may ask ``within``, which
searches only the template groups that can give one of them (``Recognizer.recognized_within``) and answers the same.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from gpt_home.agent.recognizer import Recognizer
from gpt_home.skills.turn_memo import match


@dataclass(frozen=True, slots=True)
class ReadAs:
    """The intent a text is read as at ``now`` with these lights (the rules' kind, the templates' intent name)."""

    recognizer: Recognizer
    lights: Iterable[str]  # as configured, for the rules
    said_lights: tuple[str, ...]  # as a sentence says them, for the templates
    now: datetime

    def __call__(self, normalized: str) -> str | None:
        """The intent ``normalized`` would be carried out as; None: nothing local reads it."""
        if (intent := match(normalized, self.now, lights=self.lights)) is not None:
            return str(intent.kind)
        found = self.recognizer.recognize(normalized, lights=self.said_lights)
        return found.intent if found is not None else None

    def within(self, normalized: str, wanted: frozenset[str]) -> bool:
        """Whether ``self(normalized)`` is one of ``wanted`` (the same answer, fewer templates searched)."""
        if (intent := match(normalized, self.now, lights=self.lights)) is not None:
            return str(intent.kind) in wanted
        return self.recognizer.recognized_within(normalized, wanted, lights=self.said_lights) is not None
