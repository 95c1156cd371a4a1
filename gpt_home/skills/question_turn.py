"""A question said in another order or frame than the rules read, answered by the skill it asks (the reading is
``agent.question_reader``'s): each proposed question must be read by the rules as a question, and each must be
answered, else nothing is said here and the turn goes on as before."""

from __future__ import annotations

import itertools
import re
import logging
from collections.abc import Callable

from gpt_home.agent.named_works import names_a_work
from gpt_home.agent.question_reader import QUESTION_INTENTS, Asked, readings, two_asks
from gpt_home.skills.read_as import ReadAs

_LOGGER = logging.getLogger(__name__)
MAX_READINGS = 3  # a reading whose skill did not answer ("the square root of dinner 289") gives way to the next


_REFUSED = re.compile(r"^(?:(?:no|oh|um|please) )*(?:dont|do not|no need to|never|you dont need to|you do not need to) "
                      r"(?:tell|give|say|read)\b")


def reply(normalized: str, read_as: ReadAs, answer: Callable[[str], str | None]) -> str | None:
    """The answer to the question ``normalized`` asks in another order or frame (or to two asked in one breath);
    None when the reader found no new reading or a skill did not answer. ``read_as`` names the intent the rules read a text as (nothing done),
    ``answer`` runs a text through the rules. A question refused ("dont tell me the time in lisbon i know it") is
    never put in another order to be answered."""
    if _REFUSED.match(normalized) or names_a_work(normalized):  # "a film titled what year is it": its name
        return None
    asks = _asks(read_as)
    for asked in itertools.islice(readings(normalized, read_as, asks), MAX_READINGS):
        if (said := _answers(asked, answer)) is not None:
            return said
    return _answers(two_asks(normalized, read_as, asks=asks), answer)


def both(normalized: str, read_as: ReadAs, answer: Callable[[str], str | None]) -> str | None:
    """The answers to two questions asked in one breath where a template read the whole as one of them ("how do
    you spell liaison and will it rain on saturday"), in order; None unless both were read and answered."""
    return _answers(two_asks(normalized, read_as, absorbed_only=True, asks=_asks(read_as)), answer)


def _asks(read_as: ReadAs) -> Callable[[str], bool]:
    """Whether a text is read as a question: the same answer as ``read_as``'s intent in ``QUESTION_INTENTS``, with
    only the template groups that can give a question searched (the reader asks it of every span of a sentence)."""
    return lambda text: read_as.within(text, QUESTION_INTENTS)


def _answers(asked: Asked | None, answer: Callable[[str], str | None]) -> str | None:
    if asked is None:
        return None
    _LOGGER.debug("question reader (%s): %s", asked.frame, asked.questions)
    replies = []
    for question in asked.questions:
        if not (said := answer(question)):
            return None
        replies.append(str(said))
    return " ".join(replies)
