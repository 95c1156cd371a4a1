"""Alarms and reminders in a learner's words and order, put the way the rules read them (issue 15, round 26).

- **"N hour" for a clock**: "10 hour morning", "at 6 hour" -> "10 oclock in the morning", "at 6 oclock". Only with
  "at" before it or a part of the day after it: "for 10 hours" and "in 1 hour" stay lengths ("set an alarm at 10 hour"
  was an alarm ten hours away, a wrong action).
- **The thing named first**: "please, alarm, i need for saturday" -> "i need an alarm for saturday".
- **The task as "i go ..." after the time**: "remind me thursday, evening six o'clock, i go to mosque" -> "remind me
  thursday evening six oclock to go to mosque". Only when every word between "remind me" and "i" is a time word, and
  the verb is in the present ("i went", "i was", "i will" read nothing).
Pure: text in, the rules' words out.
"""

from __future__ import annotations

import re

from gpt_home.agent.speech_cues import NEGATION, NOT
from gpt_home.agent.spoken_words import CLOCK_HOURS, WEEKDAY

_PART = r"(?:morning|afternoon|evening|night)"
_N = rf"(?:\d{{1,2}}|{CLOCK_HOURS})"
_HOUR_PART = re.compile(rf"\b(?P<n>{_N}) hour (?:in the |at )?(?P<part>{_PART})\b")
_AT_HOUR = re.compile(rf"\bat (?P<n>{_N}) hour\b(?! (?:later|from now|time)\b)")
_ALARM_FIRST = re.compile(r"^(?:please )?(?:an? )?alarm (?:i need|i want|i would like|please) (?P<when>(?:for|at|on) .+)$")
_TIME_WORDS = frozenset(f"{WEEKDAY}|{CLOCK_HOURS}".split("|")) | frozenset(
    "on at in the this next tomorrow today tonight morning afternoon evening night oclock am pm half past quarter "
    "thirty fifteen forty five noon midday".split())
_REMIND_I = re.compile(r"^(?P<ask>remind me) (?P<when>[a-z0-9: ]+?) i (?P<verb>[a-z]+) (?P<rest>.+)$")
_NOT_PRESENT = frozenset("am was were will would could should might may did didnt dont do went had have think said mean meant "
                         "forgot remember know want wanted like".split())


# a learner's reminder with no "i": "remind me thursday morning 9 oclock dentist appointment", "you remind me friday
# morning 8 oclock bring the passport": the time words first, then the task (a verb: "to ...") or the thing
_REMIND_THEN = re.compile(r"^(?:(?:you|can you|could you) )?remind me (?:for |on )?(?P<rest>.+)$")
_TASK_VERBS = frozenset("bring take pick call phone ring go get buy pay collect book send meet see visit fetch check "
                        "put wash clean cook feed water post fill renew cancel order return drop give tell ask "
                        "email text start finish leave lock charge".split())
_MODAL = re.compile(r"^(?:must|need to|have to|got to|gotta|should|want to) (?=[a-z])")
# a part of the day said by the hour the learner's way: "8 oclock morning", "morning 10 oclock", "afternoon 2"
_PART_AFTER = re.compile(rf"\b(?P<n>{_N}) oclock (?P<part>{_PART})\b")
_PART_BEFORE = re.compile(rf"\b(?<!this )(?<!the )(?P<part>{_PART}) (?:at )?(?P<n>{_N})(?: oclock)?\b")


def _reminder_parts(said: str) -> str | None:
    """ "you remind me monday 8 oclock morning i go to work early" -> "remind me monday at 8 oclock in the morning to
    go to work early"; None unless the time words come first (a day or an hour among them) and a task or thing after."""
    if (m := _REMIND_THEN.match(said)) is None:
        return None
    words = m.group("rest").split()
    cut = next((i for i, w in enumerate(words) if not (w in _TIME_WORDS or w == "week" or w.isdigit()) or (
        w in ("the", "this", "next") and not re.fullmatch(rf"{_PART}|week|{WEEKDAY}", " ".join(words[i + 1:i + 2])))),
        len(words))  # "the" of "in the morning" is a time word, never "the" of "the bins"
    when, rest = " ".join(words[:cut]), " ".join(words[cut:])
    if re.match(rf"(?:i )?(?:{NEGATION}|{NOT})\b", rest):
        return None  # "you remind me friday morning 8 oclock dont bring the passport": a task not to do, never set
    if not rest or not re.search(rf"\d|\b(?:{WEEKDAY}|{CLOCK_HOURS}|tomorrow|tonight|noon|midday)\b", when):
        return None
    if " at " in f" {when} " or not re.search(rf"\b(?:oclock|{_PART})\b", when) or re.search(
            rf"\d|\b(?:{CLOCK_HOURS}|oclock|no|sorry|wait|actually|{_PART})\b", rest):
        return None  # the rules' own order ("at 7:30 am to ..."), or a time corrected or said twice in what follows
    if rest.startswith("i "):
        rest = _MODAL.sub("", rest[2:])
        verb = rest.split()[0]
        if verb == "have" and len(rest.split()) > 1:
            task = f"that i {rest}"  # "i have interview": said back as told ("that you have interview")
        elif verb in _NOT_PRESENT:
            return None  # "i went", "i have", "i will": told, or said another way (the rules read "i have a ...")
        else:
            task = f"to {rest}"
    elif rest.split()[0] in _TASK_VERBS:
        task = f"to {rest}"
    elif re.match(r"(?:to|for|about|that|of|please|and|so|if|when|because|before|after|what|where|who|how|why|it|its|"
                  r"there|theres|we|you|he|she|they|my|minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|"
                  r"months?|years?|o clock|thanks?|thank|the|a|an|our|your)\b", rest):
        return None  # the rules' own words, a length ("in 10 minutes"), a clause, or a thing they read ("the bins")
    else:  # "dentist appointment": the thing first, as the rules read it ("remind me about the bins on friday at 8")
        return f"remind me about {rest} {_when_said(when)}"
    return f"remind me {_when_said(when)} {task}"


def _when_said(when: str) -> str:
    """ "monday 8 oclock morning", "tuesday next week afternoon 2" in the rules' words: "monday at 8 oclock in the
    morning", "next tuesday at 2 oclock in the afternoon"."""
    when = _PART_BEFORE.sub(r"at \g<n> oclock \g<part>", when)
    when = _PART_AFTER.sub(r"at \g<n> oclock in the \g<part>", when).replace("at at ", "at ")
    return re.sub(rf"\b({WEEKDAY}) next week\b", r"next \1", when.replace("in the night", "at night"))


def learner_worded(normalized: str) -> str | None:
    """``normalized`` in the rules' words and order, or None when it needs none of these."""
    said = _AT_HOUR.sub(r"at \g<n> oclock", _HOUR_PART.sub(r"\g<n> oclock in the \g<part>", normalized))
    if (m := _ALARM_FIRST.match(said)) is not None:
        said = f"i need an alarm {m.group('when')}"
    if (parts := _reminder_parts(said)) is not None:
        said = parts
    elif (m := _REMIND_I.match(said)) is not None and m.group("verb") not in _NOT_PRESENT and all(
            w in _TIME_WORDS or w.isdigit() or re.fullmatch(r"\d{1,2}:\d{2}", w) for w in m.group("when").split()) \
            and re.search(rf"\d|\b(?:{WEEKDAY}|{CLOCK_HOURS}|tomorrow|tonight|noon|midday)\b", m.group("when")):
        said = f"remind me {m.group('when')} to {m.group('verb')} {m.group('rest')}"
    return said if said != normalized else None
