"""Timer, alarm and reminder requests said as a wish or a check, put in the rules' words (round 15, wave 2).

The families (each a pure reading; the rules then carry it out, so nothing is done here):

- a named timer's time left asked in other words: "check the eggs timer for me how many minutes remain", "eggs
  timer how many minutes are left", "check on the eggs timer please", "how many minutes does the rice timer have
  left" -> "how long is left on the eggs timer";
- a wish to be woken: "i'd like to be woken at 7:15 am", "could i be woken at 7 please", "i'd like waking at half
  six", "id like a wake up call at 6" -> "wake me at 7:15 am";
- reminders asked about by their topic: "have i got anything about the insurance tomorrow my heads like a sieve",
  "is there a reminder for the dentist", "did i set something for the vet" -> "do i have a reminder about
  insurance".
"""

from __future__ import annotations

import re

from gpt_home.agent.age_lead import without_age
from gpt_home.agent.spoken_words import WEEKDAY

# a question of time left, or a plain "check": never a timer set, changed or cancelled
_LEFT = re.compile(
    r"\b(?:how (?:many|much|long)|remain|remains|remaining|left|to go|check|check on|status|hows|how is|"
    r"how s|doing)\b"
)
_ACTS = re.compile(
    r"\b(?:set|start|make|put|add|give|take|cancel|stop|delete|remove|kill|reset|pause|change|move|"
    r"extra|more|another|new|off|called|named|\d+)\b"
)
_NAMED = re.compile(r"(?:^|\b(?:the|my|our|that) )(?P<label>[a-z]+(?: [a-z]+)?) timer\b")
_NOT_A_NAME = frozenset(
    "a an the my our this that every each all any one other check on for me how what which is kitchen oven".split()
)


def time_left(normalized: str) -> list[str]:
    """ "check the eggs timer for me how many minutes remain" -> "how long is left on the eggs timer"."""
    found = _NAMED.search(normalized)
    if found is None or not _LEFT.search(normalized) or _ACTS.search(normalized):
        return []
    words = [w for w in found.group("label").split() if w not in _NOT_A_NAME]
    if not words or len(words) != len(found.group("label").split()):
        return []
    return [f"how long is left on the {' '.join(words)} timer"]


# "i'd like to be woken at 7:15 am", "could i be woken at 7", "i want waking at half six", "id like a wake up call at 6"
_WOKEN = re.compile(
    r"^(?:(?:please|so|and|ok|okay|oh) )*(?:i would like|i d like|id like|i want|i wanna|i need|"
    r"could i|can i|may i|i would love|i ought) (?:to )?(?:be )?(?:woken|woke|waking|waked|a wake up "
    r"call|a wakeup call|a wake up|a call)(?: up)? (?P<when>(?:at|for|by|tomorrow|on)\b.+?)"
    r"(?: please| thanks| thank you)?$"
)


def woken(normalized: str) -> list[str]:
    """ "i'd like to be woken at 7:15 am" -> "wake me at 7:15 am"."""
    m = _WOKEN.match(normalized)
    if m is None:
        return []
    when = re.sub(r"^for ", "at ", m.group("when"))
    return [f"wake me {when}"]


# "have i got anything about the insurance tomorrow", "is there a reminder about the dentist", "did i set something
# for the vet": a reminder asked about by its topic (a day after the topic is no part of it); "is there anything about
# the weather" is no reminder asked
_ABOUT = re.compile(
    r"^(?:(?:so|and|oh|ok|okay|um|uh) )*(?:(?:have i got|have i|do i have|did i set|did i make|did i put "
    r"in|have you got) (?:anything|something|one|any reminders?|a reminder)|(?:is there|are there) "
    r"(?:any reminders?|a reminder))"
    r"(?: on| set| in)? (?:about|for|on|regarding) (?:the |my |our )?(?P<topic>[a-z]+(?: [a-z]+)?)\b"
)
_AFTER_TOPIC = frozenset(
    "today tomorrow tonight this next on at in my i because cause cos as so then morning "
    "afternoon evening week weekend".split()
)
_NOT_A_TOPIC = frozenset("me you it that this them dinner lunch breakfast tea".split())


def about_topic(normalized: str) -> list[str]:
    """ "have i got anything about the insurance tomorrow" -> "do i have a reminder about insurance"."""
    m = _ABOUT.match(normalized)
    if m is None:
        return []
    words = m.group("topic").split()
    for i, word in enumerate(words):
        if word in _AFTER_TOPIC:
            words = words[:i]
            break
    if not words or words[0] in _NOT_A_TOPIC:
        return []
    return [f"do i have a reminder about {' '.join(words)}"]


# A day's alarm or reminder asked about, its time asked after: "did i set an alarm for sunday and for what time" ->
# "did i set an alarm for sunday" (whose answer says the time); only a yes/no ask about one day's alarm or reminder
_TIME_TOO = re.compile(rf"^(?P<ask>(?:did|have|do) (?:i|we) (?:set|got|have|get|put)(?: (?:up|in))? (?:an?|my|any) "
                       rf"(?:alarm|reminder)s? (?:for|on) (?:{WEEKDAY}|tomorrow|the weekend)(?: morning)?) (?:and|if so|"
                       r"if i did|and if so)(?: (?:for|at|what is|whats))? (?:what time|when)(?: (?:is it|was it|it is|"
                       r"its|for|at|set for))*$")


def time_too(normalized: str) -> list[str]:
    """ "did i set an alarm for sunday and for what time" -> "did i set an alarm for sunday" (an age said first, "im
    86", is who speaks, agent/age_lead.py)."""
    return [m.group("ask")] if (m := _TIME_TOO.match(without_age(normalized) or normalized)) else []


def timer_asks(normalized: str) -> list[str]:
    """Every family's reading of ``normalized`` (empty when none applies)."""
    return [*time_left(normalized), *woken(normalized), *about_topic(normalized), *time_too(normalized)]
