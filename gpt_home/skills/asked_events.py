"""The date of the household's own event asked for: "what date is the party", "when is the wedding", "what day is the
meeting", "what date is mums birthday".

The date templates read "what date is the party" as a day to resolve ("the party") and, when that fails, a later
reading answered with today's date: a false answer. The assistant knows an event's date only from what is set (an
alarm or a reminder naming it) or from what it was told (memory, or this conversation). So: a reminder or alarm that
names the event is read back; a stored fact or a recent turn that names it leaves the turn to the memory answer and the
model, as before ("the party is on saturday" then "when is the party": the model has it in the thread); else the reply
says only what is true, that no date is saved, and what it can do; never "you haven't told me", since what was said may
not be stored yet. Only the household's own event is read ("the party", "my sister's wedding", "the school play"): a
public one ("the royal wedding", "the boat race", "diwali festival") is the model's. A named day (Christmas, "friday",
"the 4th", Mother's Day) is never read here: ``everyday`` knows those. Pure but for the timers and memory it is handed.
"""

from __future__ import annotations

import logging
import re
from collections import deque
from datetime import datetime, timedelta
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
_RELATIVES = rf"(?:{REL}|nan|gran|nana|grandad)(?: ?s)?"  # "my sisters wedding", "mums birthday", "the kids party"
# A household place or group the event belongs to ("the school play", "the work do"): one word; a name or a public
# event's word ("the royal wedding", "the boat race", "the arsenal game", "the kings birthday") is none of these.
_SETTINGS = (r"school|work|office|works|staff|team|class|nursery|playgroup|church|club|family|kids|childrens|village|"
             r"street|charity|christmas|xmas|summer|leaving|retirement|engagement|birthday|surprise|dinner|garden|"
             r"dance|ballet|piano|music|swimming|drama|karate|hospital|dentist|doctors|vet|vets|driving|eye|hair|"
             r"housewarming|book|dress|final")
_ASKING = (r"^(?:(?:do you know|can you tell me|could you tell me|tell me|remind me) )?(?:when is|when will be|"
           r"what (?:date|day)(?: of the week)? (?:is|will be)|which (?:date|day)(?: of the week)? is|"
           r"what is the date of|what is the day of|on what (?:date|day) is|what date is it|when) ")
_TAIL = r"(?: (?:on|again|then|please|this year|dear|love))?$"
_ASKED = re.compile(rf"{_ASKING}(?P<event>(?:(?:my|our|your|his|her|their) (?:{_RELATIVES} )?(?:[a-z]+ )?|"
                    rf"(?:the )?{_RELATIVES} (?:[a-z]+ )?|the (?:(?:{_SETTINGS}) )?|)(?P<noun>{EVENT_NOUNS})){_TAIL}")
# Any event asked for ("the royal wedding", "the big party", "toms wedding"): not known as the household's, so the
# model's; never a day for the date templates to resolve (their last resort is today's date)
_ANY = re.compile(rf"{_ASKING}(?P<event>(?:(?:the|my|our|your|his|her|their|[a-z]+s|[a-z]+ s) )?(?:[a-z]+ ){{0,2}}?"
                  rf"(?P<noun>{EVENT_NOUNS})){_TAIL}")
# What a turn says of an event without its noun: "my sister gets married on the 12th" is the wedding's date
_SAID_AS = {"wedding": r"marr(?:y|ies|ied|ying)|wedding", "birthday": r"birthday|born", "play": r"plays?|nativity",
            "exams": r"exams?", "exam": r"exams?", "match": r"match|game", "game": r"match|game"}
_RECENT = timedelta(hours=2)  # a turn this recent is still in the thread the model reads
# A paper in the household's hands: its date is written on it ("what is the date on the letter", "what date is on the
# ticket") or due by it ("what date is the form due", "when is the bill due", "what date is the letter dated"); the
# assistant cannot see it, so never today's date (``_paper_reply``)
_PAPERS = (r"letter|form|invoice|bill|ticket|receipt|cheque|certificate|document|card|postcard|note|label|parcel|"
           r"package|voucher|coupon|prescription|passport|licence|license|contract|statement|payslip|leaflet|notice|"
           r"newspaper|envelope|postmark|slip|permission slip|booking confirmation|summons|fine|renewal")
_WHOSE = r"(?:the|this|that|my|our|your|his|her|their|these|those)(?: [a-z]+)??"
_PAPER = re.compile(rf"^(?:(?:do you know|can you tell me|could you tell me|tell me) )?(?:"
                    rf"(?:what|which) (?:is the )?(?:date|day|year) (?:is |was )?(?:written |printed |stamped )?"
                    rf"on {_WHOSE} (?P<on>{_PAPERS})s?|"
                    rf"(?:(?:what|which) (?:date|day) (?:is|was)|when is|when was) {_WHOSE} (?P<due>{_PAPERS})s? "
                    rf"(?:due(?: in| back)?|dated|from|valid (?:until|till|to)|sent|posted|written))"
                    rf"(?: (?:again|then|please))?$")
_NOT_OURS = re.compile(r"^(?:the )?(?:next|last|first|this|that)\b")  # "when is the next bank holiday": a calendar's


def asked_event(normalized: str, now: datetime) -> tuple[str, str] | None:
    """(the event as said, its head noun) when ``normalized`` asks the date of an event no calendar names; else None.
    The event is "" when it is not one the household's words name ("the boat race"): the model's to answer."""
    if (paper := _PAPER.match(normalized)) is not None:  # "what is the date on the letter": a paper we cannot see
        return "paper", paper.group("on") or paper.group("due")
    found = _ASKED.match(normalized) or _ANY.match(normalized)
    if found is None:
        return None
    event = found.group("event")
    if event.startswith("your "):
        return None  # "when's your birthday then": the assistant's own, asked of it (never a reminder of ours)
    if _NOT_OURS.match(event) or event_date(event, now.date()) is not None:
        return None  # "when is christmas", "what day is mothers day": a named day, answered by ``everyday``
    if parse_question(normalized) is not None:
        return None  # "when is my birthday", "when is the dentist appointment": the memory answer's, as before
    return (event if found.re is _ASKED else ""), found.group("noun")


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


class HeardTurns:
    """The last few things said on each speaker's device: whether the household just told the date of an event the
    store may not hold yet ("the party is on saturday", then "when is the party")."""

    def __init__(self, keep: int = 8) -> None:
        self._said: dict[tuple[str, str], deque[tuple[datetime, str]]] = {}
        self._keep = keep

    def then(self, key: tuple[str, str], normalized: str, now: datetime) -> tuple[str, ...]:
        """What was said before this turn (recent only), this turn then kept for the next."""
        said = self._said.setdefault(key, deque(maxlen=self._keep))
        earlier = tuple(text for when, text in said if timedelta(0) <= now - when <= _RECENT)
        said.append((now, normalized))
        return earlier

    def previous(self, key: tuple[str, str]) -> datetime | None:
        """When the turn before the latest was said on this device (None: none heard yet): "actually cancel that"
        names what was just set only if nothing was said between (``skills/just_set.py``)."""
        said = self._said.get(key)
        return said[-2][0] if said is not None and len(said) > 1 else None


    def before(self, key: tuple[str, str], now: datetime, within: timedelta = timedelta(minutes=5)) -> str | None:
        """What was said on this device just before the latest turn, if within ``within`` of ``now`` (else None)."""
        said = self._said.get(key)
        return said[-2][1] if said is not None and len(said) > 1 and now - said[-2][0] <= within else None


def _mentioned(earlier: tuple[str, ...], noun: str) -> bool:
    """Whether a recent turn named the event (its noun, or a way of saying it: "gets married" for the wedding)."""
    said = re.compile(rf"\b(?:{_SAID_AS.get(noun, re.escape(noun) + 's?')})\b")
    return any(said.search(text) for text in earlier if not (_ASKED.match(text) or _PAPER.match(text)))  # asked: not told


def reply(asked: tuple[str, str], skills: Any, user_id: str, now: datetime, earlier: tuple[str, ...] = ()) -> str | None:
    """The spoken answer to the date of a household event (``asked_event``'s reading), or None when memory holds a
    fact about it or a recent turn named it (``earlier``: the memory answer and the model, as before)."""
    event, noun = asked
    if event == "paper":  # "what date is the form due": read only from what was said, never today's date
        if _mentioned(earlier, noun) or _told(getattr(skills, "memory", None), user_id, noun):
            return None
        return (f"I can't see the {noun}, so I can't tell its date. If you read the date out to me, I can set a "
                "reminder for it.")
    if skills is None or not event:
        return None  # "when is the royal wedding": someone else's event, the model's
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
    if _mentioned(earlier, noun) or _told(getattr(skills, "memory", None), user_id, noun):
        return None
    return f"I don't have the date of {_said(event)} saved. Tell me the date and I can set a reminder for it."
