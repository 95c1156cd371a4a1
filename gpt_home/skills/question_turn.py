"""A question said in another order or frame than the rules read, answered by the skill it asks (the reading is
``agent.question_reader``'s): each proposed question must be read by the rules as a question, and each must be
answered, else nothing is said here and the turn goes on as before."""

from __future__ import annotations

import logging
from collections.abc import Callable

from gpt_home.agent.question_reader import QUESTION_INTENTS, read

_LOGGER = logging.getLogger(__name__)


def reply(normalized: str, read_as: Callable[[str], str | None], answer: Callable[[str], str | None]) -> str | None:
    """The answers to the questions ``normalized`` asks, in order; None when the reader found no new reading or a
    skill did not answer one of them. ``read_as`` names the intent the rules read a text as (nothing done),
    ``answer`` runs a text through the rules."""
    asked = read(normalized, lambda text: read_as(text) in QUESTION_INTENTS)
    if asked is None:
        return None
    _LOGGER.debug("question reader (%s): %s", asked.frame, asked.questions)
    replies = []
    for question in asked.questions:
        if not (said := answer(question)):
            return None
        replies.append(str(said))
    return " ".join(replies)
