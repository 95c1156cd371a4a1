"""A cancel that names one thing that exists by its name, in any order and kind: "cancel the one for the cake" (the
cake is a timer), "pizza timer cancel", "no more the timer for eggs please stop it", "the cake's come out already,
cancel that timer for it" (round 24).

Why: the rules read each of these by its words alone: "the one for the cake" as a REMINDER about the cake ("I
couldn't find a cake reminder to cancel." while the cake timer ran), the order said last or a learner's "no more" as
"cancel a timer" with no name ("You have 5 timers ... Which one should I cancel?"). Here the reader looks at what
exists: the names of the pending timers, alarms and reminders said in the sentence.

Trust (a wrong cancel loses an alarm): one order said now, never reported, wished, negated, past or conditional
("i had to cancel the cake for the party", "dont cancel the pizza timer", "mummy says stop the egg timer" is left to
the relay reader); the order at a clause's start (after a filler, "please", "can you", "you can", "i want to") or
said last after nothing but the name ("pizza timer cancel"); exactly ONE pending thing whose whole name is said (and
of the kind said, when one is said); with two named, or none, nothing is done here and the rest of the cascade reads
it. Pure but for the timer store read.
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.phrases import label_key
from gpt_home.skills.timers import TimerRecord

_KILL = (r"(?:cancel|delete|remove|scrap|get rid of|ditch|kill|turn off|switch off|stop|no more|take off|"
         r"forget|drop|bin)")
# the order and what follows it: a pointing word, or the end ("pizza timer cancel"); never "the stop button"
_ORDER = re.compile(rf"^(?P<before>(?:.*? )?)(?P<verb>{_KILL})(?: (?P<next>[a-z]+)|$)")
_POINTING = frozenset("the my that this these it one our about".split())  # "forget about the bins reminder"
# a report, a wish, a negation, the past, a maybe or a condition anywhere: no order now
_NOT_NOW = re.compile(r"\b(?:dont|do not|didnt|did not|doesnt|never|not cancel|not stop|had|did|was|would have|"
                      r"should|if|unless|whether|when|said|says|say|told|tells|asked|asks|always|usually|forgets?|"
                      r"wish|what|how|why|could i|can i|should i|might|may|maybe|perhaps|gonna|going to|cant|cannot|"
                      r"wont|ill|wants|wanted|likes|he|she|they|(?:i|we) (?:will|would|could|can))\b")
_STATEMENT_PAST = re.compile(r"\b\w{3,}ed\b")
_DONE_ALREADY = re.compile(r"\b(?:(?:i|we|he|she|they)(?: have| ve)? (?:did|done|sorted|finished)|(?:its|thats|it is) "
                           r"(?:done|sorted|over|finished))(?: it| that| them)?(?: already| now| today)?$")
_KIND_WORDS = {"timer": TimerKind.TIMER, "timers": TimerKind.TIMER, "alarm": TimerKind.ALARM,
               "alarms": TimerKind.ALARM, "reminder": TimerKind.REMINDER, "reminders": TimerKind.REMINDER}


_KEPT = frozenset("not leave keep except but without save".split())
_SMALL = frozenset("the a an my our your to for of at in on and with about".split())


def _said(name: str, words: list[str]) -> bool:
    """True when every word of ``name`` (made singular) is said, in order, next to each other, and not as the one
    kept ("no not the dentist one", "leave the pizza timer")."""
    key, said = label_key(name).split(), [label_key(w) for w in words]
    return bool(key) and any(said[i:i + len(key)] == key and not _KEPT & set(said[max(0, i - 3):i])
                             for i in range(len(said) - len(key) + 1))


def _touched(name: str, words: list[str]) -> bool:
    """True when any word of ``name`` that tells it apart is said ("the parcel reminder" for "collect the parcel")."""
    return bool({w for w in label_key(name).split() if w not in _SMALL} & {label_key(w) for w in words})


def _the_order(normalized: str) -> bool:
    """True when ``normalized`` is one cancel said now: no report, negation, past or maybe before the order, and a
    pointing word, a name or the end after it."""
    m = _ORDER.match(normalized)
    if m is None:
        return False
    # the order's own verb is no report ("forget the bins one"), nor is the reason it is no longer needed ("forget
    # about the bins reminder, i did it already")
    said = _DONE_ALREADY.sub("", f"{m.group('before')} {normalized[m.end('verb'):]}")
    return not _NOT_NOW.search(said) and not _STATEMENT_PAST.search(m.group("before"))


def named_cancel(normalized: str, timers: object, user_id: str, now: datetime) -> TimerRecord | None:
    """The one pending timer, alarm or reminder a cancel names (``normalized`` as ``intents.normalize`` writes it),
    cancelled; None when the sentence is no such order or names no single pending thing."""
    if timers is None or not _the_order(normalized):
        return None
    words = normalized.split()
    kinds = {_KIND_WORDS[w] for w in words if w in _KIND_WORDS}
    if len(kinds) > 1 or any(w in ("all", "every", "both", "everything") for w in words):
        return None  # "cancel the alarm and the timer", "cancel all the cake timers": the rules read them
    pending = [r for r in timers.list(user_id) if r.due > now and r.label]  # type: ignore[attr-defined]
    named = [r for r in pending if (not kinds or r.kind in kinds) and _said(r.label, words)]
    if len(named) != 1 or any(r is not named[0] and _touched(r.label, words) for r in pending):
        return None  # none named, or two (one in part: "the parcel reminder"), or one kept: never a guess
    after = m.group("next") if (m := _ORDER.match(normalized)) is not None else None
    if after and after not in _POINTING and not _said(after, label_key(named[0].label).split()):
        return None  # "the stop button on the cake timer": no order about it
    return timers.cancel_id(named[0].id)  # type: ignore[attr-defined]
