"""A statement of fact acknowledged without the model: "Our dog is called Biscuit." -> "Got it: your dog is called
Biscuit."

The bundled 135M model answers a plain statement with a guess ("Biscuit.", "I'm not sure about that."), although the
memory pass after the reply (``memory/learning.py``) stores the fact correctly. This module says what that pass will
do, before it runs: the same ``analyse``/``decide`` on the user's words, so the reply and the store never disagree.
Whether the statement is a fact at all is decided on the words alone (pure, no database); whether it is new, an
update or already known needs the user's memories, read once on the reply path by the caller (``Acknowledger``).

The reply never says more than is true: while memory cannot be read the fact is still kept (the memory pass is
spooled on disk and runs again when the database is back, ``memory/pass_spool.py``), and the reply says exactly that.
Replies are plain text built from the stored memory's own wording (third person turned into second), never markup.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from gpt_home.memory.fact_reading import parse_fact
from gpt_home.memory.fact_shapes import Category, Fact
from gpt_home.memory.learning import Action, Existing, analyse, decide
from gpt_home.memory.person import to_first_person, to_second_person
from gpt_home.memory.statements import Reason, clean

_LOGGER = logging.getLogger(__name__)
LATER = "My memory isn't available just now, so I'll save that as soon as it's back."
# Categories whose update reads well with "now" at the end ("your dog is called Rolo now").
_NOW = frozenset({Category.NAME, Category.FAVOURITE, Category.LOCATION, Category.ATTRIBUTE, Category.UNITS})
_ASKS = re.compile(r"\?|\b(?:what|how|when|why|which|whats|hows)\b", re.IGNORECASE)
_TAG = re.compile(r"<[^>]*>")
_MARKUP = re.compile(r"[<>{}\[\]`*_#|\\^~]")
_OWNED = re.compile(r"^(?:my|our|we)\b", re.IGNORECASE)


def _clause(fact_text: str, user_text: str) -> str:
    """The stored memory said back as a clause: "The user's dog is called Biscuit." -> "your dog is called Biscuit"."""
    said = to_second_person(fact_text).rstrip(" .!")
    said = re.sub(r"^You are\b", "You're", said)
    said = re.sub(r"^You do not\b", "You don't", said)
    if said.startswith("The ") and _OWNED.match(clean(user_text).text):  # "our dog ..." was stored as "The dog ..."
        said = "Your " + said[4:]
    said = _plain(said)
    first = said.split(" ", 1)[0]
    if first in ("You", "You're", "Your", "The"):
        said = said[0].lower() + said[1:]
    return said


def _plain(text: str) -> str:
    """Words only: no tags or markup characters from what was heard (the reply is spoken and shown as text)."""
    text = _TAG.sub(" ", text).replace("&", " and ")
    return " ".join(_MARKUP.sub(" ", text).split())


def _value(fact: Fact, key: str) -> str:
    value = fact.profile.get(key) if isinstance(fact.profile.get(key), str) else fact.value
    return _plain(str(value))


def _old_fact_text(memory: Existing) -> str:
    parsed = parse_fact(clean(to_first_person(memory.text)).text)
    return parsed.text if parsed is not None else memory.text


# A fact about what to call the user, said back: (category, changed) -> (profile key of the name, template).
_CALLED = {
    (Category.NAME, False): ("name", "Nice to meet you, {}."),
    (Category.NAME, True): ("name", "Okay, I'll call you {} from now on."),
    (Category.ADDRESS, False): ("address_as", "Okay, I'll call you {}."),
    (Category.ADDRESS, True): ("address_as", "Okay, I'll call you {} from now on."),
}


def _called(fact: Fact, *, changed: bool) -> str | None:
    """The reply to "I'm Sam" / "call me boss" (new or changed); None for any other fact or without a name."""
    category = fact.subject.category
    entry = _CALLED.get((category, changed))
    if entry is None or (category is Category.NAME and fact.subject.key != "self"):
        return None
    value = _value(fact, entry[0])
    return entry[1].format(value) if value else None


def _new(fact: Fact, user_text: str) -> str:
    called = _called(fact, changed=False)
    if called is not None:
        return called
    clause = _clause(fact.text, user_text)
    if fact.subject.category in (Category.ALLERGY, Category.HEALTH):
        return f"Noted: {clause}."
    return f"Got it: {clause}."


def _changed(fact: Fact, user_text: str) -> str:
    called = _called(fact, changed=True)
    if called is not None:
        return called
    clause = _clause(fact.text, user_text)
    now = " now" if fact.subject.category in _NOW and not clause.endswith(" now") else ""
    return f"Okay, I've changed that: {clause}{now}."


def _known(fact: Fact, user_text: str) -> str:
    return f"Yes, I know: {_clause(fact.text, user_text)}."


def acknowledgement(user_text: str, existing: Sequence[Existing] | None) -> str | None:
    """The reply to a statement the memory pass would store, update or delete; None for anything else (pure).

    ``existing`` is the user's semantic memories, or None when they cannot be read (memory unavailable): the reply
    then says the fact will be saved once memory is back, and never that it was stored or changed.
    """
    found = analyse(user_text)
    if isinstance(found, Reason):
        return None
    fact = found
    if _ASKS.search(user_text) or _ASKS.search(fact.text):  # "my son lives in perth what time is it there": a question
        return None
    if existing is None:
        if fact.remove:
            return "Okay. My memory isn't available just now, so I'll update it as soon as it's back."
        return f"{_new(fact, user_text)} {LATER}"
    decision = decide(user_text, existing)
    if decision.action is Action.STORE:
        return _new(fact, user_text)
    if decision.action is Action.REPLACE:
        olds = [m for m in existing if m.key in decision.supersedes]
        if olds and all(_old_fact_text(m).lower() == fact.text.lower() for m in olds):
            return _known(fact, user_text)  # "remember that my dog is called Biscuit", then "our dog is ..."
        return _changed(fact, user_text)
    if decision.action is Action.DELETE:
        olds = [m for m in existing if m.key in decision.supersedes]
        if len(olds) == 1:
            return f"Okay, I'll forget that {_clause(olds[0].text, user_text)}."
        return "Okay, I'll forget that."
    if decision.reason == Reason.ALREADY_KNOWN:
        return _known(fact, user_text)
    return None  # "we sold the boat" with no boat stored: nothing changes, nothing to acknowledge


class Acknowledger:
    """The reply-path step: ``(utterance, user id) -> acknowledgement or None``; reads memories only for a fact.

    ``memory`` is the process's memory service; ``settle`` waits (bounded) for the user's memory passes still queued
    from earlier turns, so "our dog is Biscuit ... no, it's Rolo" is heard as the update it is. The read of the
    user's memories gets ``deadline_seconds`` (the reply path's, ``memory_deadline_seconds``): a database that does
    not answer in time is treated as unavailable for this reply, which then says the fact is saved later (the pass
    runs after the reply all the same and is kept on disk until it has).
    """

    def __init__(self, memory: Any, *, settle: Callable[[str], object] | None = None,
                 deadline_seconds: float | None = None) -> None:
        from gpt_home.memory.fact_memory import FactMemory

        self._service = memory
        self._memory = FactMemory(memory)
        self._settle = settle
        self._deadline = deadline_seconds
        self._reader: ThreadPoolExecutor | None = None  # one thread, made on the first statement

    def __call__(self, text: str, user_id: str) -> str | None:
        if isinstance(analyse(text), Reason):  # the shape decision is pure: nothing is read for other turns
            return None
        existing: list[Existing] | None = None
        health = getattr(self._service, "health", None)
        if health is None or health.may_try():  # while the database is down or connecting: not waited for
            if self._settle is not None:
                self._settle(user_id)
            try:
                existing = self._read(user_id)
            except Exception as exc:  # noqa: BLE001 - memory unavailable or late: the reply says it is saved later
                _LOGGER.warning("memories unavailable for an acknowledgement: %s", exc or type(exc).__name__)
        reply = acknowledgement(text, existing)
        _LOGGER.info("statement acknowledged locally%s", "" if existing is not None else " (memory unavailable)")
        return reply

    def _read(self, user_id: str) -> list[Existing]:
        if self._deadline is None:
            return self._memory.semantic(user_id)
        if self._reader is None:
            self._reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="acknowledge-read")
        return self._reader.submit(self._memory.semantic, user_id).result(timeout=self._deadline)
