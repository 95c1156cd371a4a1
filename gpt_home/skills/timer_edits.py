"""A running timer named and given a new length or more or less time, said in any order ("the boiled egg timer,
change it to 11 minutes", "knock the pasta timer down to 6", "can the cake one be 50 minutes", "add 2 more minutes to
the pizza", "take a minute off the egg timer").

``read`` is pure: the whole sentence must be one edit command (fillers and courtesy aside), so a question ("is the
egg timer still 11 minutes"), a report ("my sister changed her egg timer"), a wish or a negation never reads. ``edit``
carries it out on the one running timer of that name. A named timer that is not running is never set silently: the
reply says so and offers to set it ("Shall I set one for 5 minutes?"), which a "yes" takes up (``Offer``).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.spoken_words import ADDRESS, NUMBERS
from gpt_home.agent.timeparse import parse_duration
from gpt_home.errors import InvalidInputError, NotFoundError
from gpt_home.skills.device_trouble import Offer
from gpt_home.skills.phrases import join_and, spoken_duration, with_article
from gpt_home.skills.timer_talk import TIMER_LIMIT, TOO_LONG, select

_LOGGER = logging.getLogger(__name__)

_LEAD = re.compile(r"^(?:(?:um+|uh+|er+m?|oh|ok|okay|so|right|hey|hiya|hi|hello|oi|well|now|and|excuse me|sorry|"
                   r"actually|wait|alright|hmm+|ah+|aw|yeah|yes|listen|look) )+")
_TAIL = re.compile(rf"(?: (?:please+|pleeease|pls|thanks|thank you|ta|cheers|ok|okay|now|then|instead|for me|"
                   rf"if you can|if you could|if you dont mind|if you would|would you|will you|{ADDRESS}))+$")
_ASKED = re.compile(r"^(?:(?:(?:would|could|will) you )?(?:be so kind as|be kind enough) to |(?:can|could|would|will) "
                    r"you (?:please )?(?:just )?|please (?:just )?|just |i want you to |id like you to |go and )+")
# what a timer is named by: "the boiled egg timer", "my pizza one", "the rice" (a name of up to three words)
_NOT_NAME = frozenset("it that this them timer timers one alarm reminder light lights lamp a an the my his her "
                      "their your our whole".split())
# "the timer" (no name: the only one running), "the 40 minute timer" (named by its length)
_NP = r"(?:the|my|our|that|this) (?P<name>(?:[a-z0-9]+ ){0,3}?)(?P<word>timer|one)"
_BARE_NP = r"(?P<name>(?:[a-z0-9]+ ){1,3}?)(?P<word>timer)"  # a learner's "change rice timer to 5 minutes"
_THING = r"(?:the|my) (?P<name>(?:[a-z0-9]+ ){0,2}?[a-z0-9]+)(?: (?P<word>timer|one))?"  # "... to the pizza"
_LEN = r"(?P<length>(?:[a-z0-9]+ ){0,4}?[a-z0-9]+)"
_NUMBER = rf"(?:\d+(?:\.\d+)?|an?|couple|of|and|half|quarter|{NUMBERS})"  # the words of an amount
_AMOUNT = (rf"(?P<amount>(?:another |a further )?{_NUMBER}(?: {_NUMBER}){{0,4}} (?:more |extra |further )?"
           r"(?:minutes?|mins?|seconds?|secs?|hours?|hrs?))")
_SET_VERB = r"(?:change|make|reset|switch|update|adjust|alter|put|turn|set)"
_TO = [  # a new whole length, counted from when the timer was set (as ``family_orders.new_length`` counts it)
    rf"{_SET_VERB} {_NP} (?:down |up |back )?(?:to |at |on |for )?{_LEN}",
    rf"(?:change|update|reset|switch|make) {_BARE_NP} (?:to |at )?{_LEN}",
    rf"(?:knock|bring|take|turn|put|drop|bump|push) {_NP} (?:down|up|back) to {_LEN}",
    rf"(?:cut|lower|raise|shorten|lengthen|extend|drop|reduce|increase) {_NP} to {_LEN}",
    rf"{_NP},? (?:change|make|set|switch|put|turn|reset|update) (?:it|that) (?:down |up )?(?:to |at |for )?{_LEN}",
    rf"{_NP},? (?:change|changed|switch|update|reset) to {_LEN}",
    rf"(?:can|could) {_NP} (?:be|go to|go for|run for|have) {_LEN}",
    rf"{_NP},? (?:should be|needs to be|has to be|must be|wants to be|ought to be|is meant to be) {_LEN}",
    rf"(?:i want|i need|id like|i would like|we want|we need) {_NP} (?:on |at |to be |set to |for )?{_LEN}",
]
_MORE = [  # time added
    rf"(?:add|put|stick|pop|tack|throw) (?:on )?{_AMOUNT} (?:to|on|onto) {_THING}",
    rf"give {_THING} {_AMOUNT}",
    rf"(?:extend|lengthen|increase) {_NP} by {_AMOUNT}",
    rf"(?:bump|push) {_NP} up by {_AMOUNT}",
]
_LESS = [  # time taken off
    rf"(?:take|knock|shave|cut|remove|subtract) {_AMOUNT} (?:off|from|off of) {_THING}",
    rf"(?:shorten|reduce|cut|decrease) {_NP} by {_AMOUNT}",
    rf"(?:knock|bring|take) {_NP} down by {_AMOUNT}",
]
_SHAPES = [(re.compile(f"^{p}$"), "to") for p in _TO] + [(re.compile(f"^{p}$"), "more") for p in _MORE] + [
    (re.compile(f"^{p}$"), "less") for p in _LESS]
_UNIT = re.compile(r"\b(?:minutes?|mins?|seconds?|secs?|hours?|hrs?)\b")
_BARE_MINUTES = re.compile(r"^(?:\d+|[a-z]+(?: [a-z]+)?)$")
_MORE_WORDS = re.compile(r"\b(?:more|extra|another|additional)\b ?")


@dataclass(frozen=True)
class Edit:
    """A named timer's change: a new length from now (``length``) or time added or taken off (``delta``).
    ``named_timer`` is whether the word "timer" was said, so a thing said alone ("the pizza", "the kitchen one") only
    ever names a running timer."""

    name: str
    length: timedelta | None = None
    delta: timedelta | None = None
    named_timer: bool = True
    setting_verb: bool = False  # "set the pasta timer for 10": also a new timer's wording when none runs


def _length(said: str) -> timedelta | None:
    """ "11 minutes", "eleven", "6" (minutes, as a cook says it), "half an hour"."""
    said = _MORE_WORDS.sub("", said).strip()
    if (length := parse_duration(said)) is not None:
        return length
    if _BARE_MINUTES.match(said) and (as_minutes := parse_duration(f"{said} minutes")) is not None:
        return as_minutes
    return None


def _cleaned(normalized: str) -> str:
    text = _LEAD.sub("", normalized.strip())
    text = _TAIL.sub("", text)
    return _ASKED.sub("", text)


def read(normalized: str) -> Edit | None:
    """The edit a whole sentence asks for, or None (not an edit of a named timer)."""
    text = _cleaned(normalized)
    for pattern, how in _SHAPES:
        if (m := pattern.match(text)) is None:
            continue
        name, word = m.group("name").strip(), m.groupdict().get("word")
        if set(name.split()) & _NOT_NAME or not name and word != "timer":
            continue  # "the one": nothing named
        # "the kitchen one to 50" may be a light: a running timer, unless a time is said ("the rice one be 5 minutes")
        said_timer = word == "timer" or word == "one" and _UNIT.search(text[m.end("word"):]) is not None
        if how == "to":
            length = _length(m.group("length"))
            if length is None:
                continue
            setting = bool(re.search(r"\b(?:set|put)\b", text)) and not re.search(
                r" to |\b(?:change|changed|make|reset|switch|update|adjust|alter)\b", text)
            return Edit(name, length=length, named_timer=said_timer, setting_verb=setting)
        amount = _length(re.sub(r"^another ", "", m.group("amount")))
        if amount is None:
            continue
        return Edit(name, delta=amount if how == "more" else -amount, named_timer=said_timer)
    return None


def _called(label: str) -> str:
    return f"the {label} timer" if label else "the timer"


def edit(normalized: str, timers: Any, user_id: str, now: datetime) -> str | Offer | None:
    """The reply to an edit of a named running timer, done; an offer when none of that name runs; None when the
    sentence is no such edit (the rest of the cascade reads it)."""
    if timers is None or (said := read(normalized)) is None or said.setting_verb:
        return None  # "the pie timer, set it for 11 minutes": a set, which restarts a running one of that name
    running = [t for t in timers.list(user_id, kind=TimerKind.TIMER) if t.due > now]
    chosen = select(running, said.name)
    if not chosen:
        if not said.named_timer:
            return None  # "add 2 minutes to the pasta water": no running timer's edit
        what = f"You don't have {with_article(said.name)} timer" if said.name else "You don't have a timer running"
        if said.length is None:
            return f"{what}."
        if said.length > TIMER_LIMIT:
            return f"{what}, so I haven't changed anything. {TOO_LONG}"
        length = spoken_duration(said.length)
        return Offer(f"{what}, so I haven't changed anything. Shall I set one for {length}?",
                     command=f"set a {said.name + ' ' if said.name else ''}timer for {length}")
    if len(chosen) > 1:
        names = join_and([f"{_called(t.label)} with {spoken_duration(t.due - now)} left" for t in chosen[:5]])
        return f"You have {len(chosen)} timers: {names}. Which one should I change?"
    timer = chosen[0]
    if said.length is not None:  # the timer's whole length, counted from when it was set
        if said.length > TIMER_LIMIT:
            return TOO_LONG
        due = timer.created + said.length
        if due <= now:
            return (f"{_called(timer.label).capitalize()} has already run longer than {spoken_duration(said.length)}."
                    " Say cancel it, or give it more time.")
    else:
        due = timer.due + (said.delta or timedelta(0))
        if due <= now:
            left = spoken_duration(timer.due - now)
            return f"{_called(timer.label).capitalize()} only has {left} left, so I can't take off that much."
        if due - now > TIMER_LIMIT:
            return TOO_LONG
    try:
        moved = timers.move(timer, due, now=now)
    except InvalidInputError:
        return f"{_called(timer.label).capitalize()} only has {spoken_duration(timer.due - now)} left."
    except NotFoundError:
        return f"{_called(timer.label).capitalize()} has just finished."
    _LOGGER.debug("timer %s edited: %s", timer.id, said)
    left = spoken_duration(moved.due - now)
    if said.length is not None:
        return f"Okay, {_called(timer.label)} is now {spoken_duration(said.length)}, with {left} left."
    verb, link = ("Added", "to") if (said.delta or timedelta(0)) > timedelta(0) else ("Took", "off")
    return f"{verb} {spoken_duration(abs(said.delta or timedelta(0)))} {link} {_called(timer.label)}. It now has " \
           f"{left} left."
