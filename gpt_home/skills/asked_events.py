"""The date of the household's own event asked for: "what date is the party", "when is the wedding", "what day is the
meeting", "what date is mums birthday".

The date templates read "what date is the party" as a day to resolve ("the party") and, when that fails, a later
reading answered with today's date: a false answer. The assistant knows an event's date only from what is set (an
alarm or a reminder naming it) or from what it was told (memory). So: a reminder or alarm that names the event is read
back; a stored fact that names it leaves the turn to the memory answer and the model, as before; else the reply says
honestly that it does not know, and what it can do. A named day (Christmas, "friday", "the 4th", Mother's Day) is never
read here: ``everyday`` knows those. Pure but for the timers and memory it is handed.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime
from typing import Any

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.memory_questions import parse_question
from gpt_home.memory.manager import MemoryKind
from gpt_home.memory.vocabulary import REL
from gpt_home.skills.everyday import event_date
from gpt_home.skills.phrases import join_and, second_person, spoken_when
from gpt_home.skills.timers import describe

_LOGGER = logging.getLogger(__name__)

# Events a household has that no calendar names: the head noun of what is asked about.
EVENT_NOUNS = (r"party|wedding|meeting|birthday|anniversary|christening|funeral|concert|gig|match|game|recital|"
               r"nativity|play|show|interview|exams?|test|trip|flight|barbecue|bbq|fair|fete|reunion|graduation|"
               r"appointment|dinner|lunch|do|dentist|doctors|parents evening|sports day|open day|baby shower|hen do|"
               r"stag do|bonfire|festival|ceremony|race|quiz|sleepover|playdate|play date|visit|holiday|operation|"
               r"check up|checkup|booking|delivery|viewing|hearing|presentation|deadline")
_OWNER = r"(?:the|my|our|your|his|her|their|[a-z]+s|[a-z]+ s)"
_ASKED = re.compile(rf"^(?:(?:do you know|can you tell me|could you tell me|tell me|remind me) )?(?:when is|when will be|"
                    rf"what (?:date|day)(?: of the week)? (?:is|will be)|which (?:date|day)(?: of the week)? is|"
                    rf"what is the date of|what is the day of|on what (?:date|day) is|what date is it|when) "
                    rf"(?P<event>(?:{_OWNER} )?(?:[a-z]+ ){{0,2}}?(?P<noun>{EVENT_NOUNS}))"
                    rf"(?: (?:on|again|then|please|this year|dear|love))?$")
_NOT_OURS = re.compile(r"^(?:the )?(?:next|last|first|this|that)\b")  # "when is the next bank holiday": a calendar's


def asked_event(normalized: str, now: datetime) -> tuple[str, str] | None:
    """(the event as said, its head noun) when ``normalized`` asks the date of an event no calendar names; else None."""
    found = _ASKED.match(normalized)
    if found is None:
        return None
    event = found.group("event")
    if _NOT_OURS.match(event) or event_date(event, now.date()) is not None:
        return None  # "when is christmas", "what day is mothers day": a named day, answered by ``everyday``
    if parse_question(normalized) is not None:
        return None  # "when is my birthday", "when is the dentist appointment": the memory answer's, as before
    return event, found.group("noun")


def _said(event: str) -> str:
    """ "my party" -> "your party", "mums birthday" -> "mum's birthday" (a relative's only: "sports day" stays): the
    event as the listener hears it back."""
    words = second_person(event).split()
    if len(words) > 1 and re.fullmatch(rf"(?:{REL}|nan|gran|nana|grandad)s", words[0]):  # not "sports day"
        words[0] = words[0][:-1] + "'s"
    return " ".join(words)


def _told(memory: Any, user_id: str, noun: str) -> bool:
    """Whether a stored fact names the event (then the memory answer and the model answer, as before)."""
    if memory is None:
        return False
    try:
        facts = memory.list(user_id, MemoryKind.SEMANTIC, limit=200)
    except Exception:  # noqa: BLE001 - the store being down must not turn into a false "I don't know"
        _LOGGER.debug("memory not readable for an event date; left to the memory answer")
        return True
    return any(re.search(rf"\b{re.escape(noun)}s?\b", str(getattr(f, "text", "")), re.IGNORECASE) for f in facts)


def reply(normalized: str, skills: Any, user_id: str, now: datetime) -> str | None:
    """The spoken answer to the date of a household event, or None when the sentence asks no such thing or memory
    holds a fact about it."""
    asked = asked_event(normalized, now)
    if asked is None or skills is None:
        return None
    event, noun = asked
    timers, tz = getattr(skills, "timers", None), skills.tz
    named = [t for t in (timers.list(user_id) if timers is not None else [])
             if t.kind in (TimerKind.REMINDER, TimerKind.ALARM) and t.due > now
             and re.search(rf"\b{re.escape(noun)}s?\b", t.label or "")]
    if len(named) == 1:  # "The reminder to go to the party is at 6 pm on Saturday."
        said = describe(named[0], tz)
        return f"{said[0].upper()}{said[1:]} is {spoken_when(named[0].due, now, tz)}."
    if named:
        said = join_and([f"{describe(t, tz)} {spoken_when(t.due, now, tz)}" for t in sorted(named, key=lambda t: t.due)])
        return f"You have {said}."
    if _told(getattr(skills, "memory", None), user_id, noun):
        return None
    return (f"I don't know when {_said(event)} is: you haven't told me. Tell me the date and I can set a reminder "
            "for it.")
