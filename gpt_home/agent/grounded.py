"""Grounded answers: questions about the assistant itself or about what the household told it, answered without
the model so a small model cannot spoil them.

The graph runs this between local intents and the model. Identity questions get a fixed truthful answer. A question
about a stored fact ("what's our dog called?") is parsed into the subject it asks for (``memory_questions``); the
user's memories with that subject are found by re-reading their texts (``fact_reading.subject_of``) and the answer is
the memory itself in the second person ("The dog is called Biscuit."). When the subject is recognised but nothing is
stored, the answer says so: it never invents a name, a date or a fact. Anything else goes on to the model.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from typing import Any

from gpt_home.agent.identity import identity_reply
from gpt_home.agent.memory_questions import MemoryQuestion, parse_question
from gpt_home.memory.fact_memory import FactMemory
from gpt_home.memory.fact_reading import subject_of
from gpt_home.memory.fact_shapes import Category, Subject
from gpt_home.memory.learning import Existing
from gpt_home.memory.person import to_second_person
from gpt_home.memory.vocabulary import PET

_LOGGER = logging.getLogger(__name__)
DONT_KNOW_REPLY = "I don't know that yet: you haven't told me. If you tell me, I'll remember it."
MAX_FACTS_SPOKEN = 3
_CAR_WORDS = re.compile(r"\b(?:car|cars|van|suv|truck|honda|toyota|ford|vw|volkswagen|tesla|bmw|audi|mercedes|"
                        r"nissan|kia|hyundai|skoda|renault|peugeot|fiat|volvo|mazda|subaru|mini|jeep|vauxhall|"
                        r"citroen|seat|lexus|porsche|land rover|range rover|prius|civic|golf|polo|corolla)\b",
                        re.IGNORECASE)


def _relevant(question: MemoryQuestion, subject: Subject) -> bool:
    wanted = question.subject
    if question.hint == "*":  # "what is my X": the key, in whichever category it was stored
        return subject.key == wanted.key or (subject.category is Category.ATTRIBUTE and subject.key.endswith(
            " " + wanted.key))
    if question.prefix:
        return subject.category == wanted.category and subject.key.startswith(wanted.key)
    if wanted.category is Category.NAME and wanted.key == "self":
        return subject.category in (Category.NAME, Category.ADDRESS) and subject.key == "self"
    return subject.matches(wanted)


def _hinted(question: MemoryQuestion, text: str) -> bool:
    hint = question.hint
    if not hint or hint == "*":
        return True
    if hint in ("car", "vehicle"):
        return bool(_CAR_WORDS.search(text))
    if hint in ("pet", "animal"):
        return bool(re.search(rf"\b(?:{PET})s?\b", text, re.IGNORECASE))
    return hint in text.lower()


def answer_from_memories(question: MemoryQuestion, memories: Sequence[Existing], profile: dict[str, Any]) -> str:
    """The spoken answer to a parsed memory question from the user's memories and profile (pure)."""
    found: list[str] = []
    for memory in memories:
        subject = subject_of(memory.text)
        if subject is not None and _relevant(question, subject) and _hinted(question, memory.text):
            spoken = to_second_person(memory.text)
            if spoken not in found:
                found.append(spoken)
    if not found and question.subject == Subject(Category.NAME, "self"):
        name = profile.get("address_as") or profile.get("name")
        if isinstance(name, str) and name.strip():
            found.append(f"Your name is {name.strip()}.")
    if not found:
        return DONT_KNOW_REPLY
    return " ".join(found[:MAX_FACTS_SPOKEN])


def grounded_reply(text: str, memories: Sequence[Existing], profile: dict[str, Any], *,
                   assistant_name: str = "") -> str | None:
    """Identity or stored-fact answer to ``text``, or None when the model should answer (pure)."""
    identity = identity_reply(text, assistant_name)
    if identity is not None:
        return identity
    question = parse_question(text)
    if question is None:
        return None
    return answer_from_memories(question, memories, profile)


class GroundedAnswers:
    """The graph's grounded step: ``(utterance, user id) -> reply or None``; reads memories only when asked."""

    def __init__(self, *, assistant_name: str, memory: Any) -> None:
        self._name = assistant_name
        self._memory = FactMemory(memory) if memory is not None else None
        # Waits (bounded) for the user's memory passes still queued from earlier turns (set by wiring.py).
        self.settle: Callable[[str], object] | None = None
        # Statements of fact acknowledged locally (agent/acknowledge.py); set by wiring.py only when the memory
        # pass runs after the reply, so an acknowledged fact is always stored.
        self.acknowledge: Callable[[str, str], str | None] | None = None

    def __call__(self, text: str, user_id: str) -> str | None:
        identity = identity_reply(text, self._name)
        if identity is not None:
            return identity
        question = parse_question(text)
        if question is None and self.acknowledge is not None:
            return self.acknowledge(text, user_id)
        if question is None or self._memory is None:
            return None
        if self.settle is not None:
            self.settle(user_id)
        try:
            memories, profile = self._memory.semantic(user_id), self._memory.profile(user_id)
        except Exception as exc:  # noqa: BLE001 - memory unavailable: the graph's recall step says so
            _LOGGER.warning("memories unavailable for a grounded answer: %s", exc)
            return None
        reply = answer_from_memories(question, memories, profile)
        _LOGGER.info("grounded answer for %s/%s: %s", question.subject.category, question.subject.key,
                     "unknown" if reply == DONT_KNOW_REPLY else "from memory")
        return reply
