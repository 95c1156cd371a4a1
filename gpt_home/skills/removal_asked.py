"""Whether something was cancelled or removed, asked: answered with what is set now, never by cancelling it.

"is my alarm for friday still set or did you cancel it", "did someone delete my reminder", "has my dentist reminder
been cancelled", "did the timer get removed", "did you take milk off the list": the cancel word is inside a question
about the past, and the rules, which read "cancel ... alarm" as an order, would carry out the very change the
household is worried about. A wrong action is worse than any answer, so this family is read first (``Stage.FIRST``)
and restated as the state question the skills already answer: one day's alarms when a day is said ("do i have an
alarm on friday"), the reminder asked about ("do i have a reminder about the dentist"), the timers, or whether the
item is on the list ("is milk on my shopping list").

The cue is a question lead ("did", "has", "have", "was", "is", "why did") at the start of a clause (the sentence's
start or after "or", "and", "so", "but", "wait", "hey"), followed within a few words by a removal word; "i have to
cancel my alarm", "can you cancel my alarm" and "take milk off the list" are orders and are never read here. Pure
but for ``ask`` (the local skills answer the restated question).
"""

from __future__ import annotations

import re
from collections.abc import Callable

Ask = Callable[[str], str | None]

_REMOVED = (r"(?:cancel|cancell?ed|canceled|delete|deleted|remove|removed|clear|cleared|wipe|wiped|scrap|scrapped|"
            r"get rid of|got rid of|gotten rid of|(?:take|took|taken|cross|crossed|tick|ticked) [a-z ]*?"
            r"(?:off|out|from))")
_ASKED = re.compile(rf"(?:^|\b(?:or|and|so|but|wait|hey|oh|um|then) )(?:why |how come )?"
                    rf"(?:did|has|have|had|was|were|is|are)(?: [a-z]+){{1,5}}? {_REMOVED}\b")
# "is it ok to cancel my alarm", "is there a way to delete a reminder": asking leave or how, never about the past
_ASKS_LEAVE = re.compile(r"\b(?:ok|okay|alright|possible|able|way|safe|fine|time|need|want|have) to\b")
_DAY = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight)\b")
_REMINDER_ABOUT = re.compile(r"\b(?:my|the) (?P<pre>[a-z]+(?: [a-z]+)?) reminder\b|\breminder (?:about|to|for) "
                             r"(?:the |my )?(?P<post>[a-z]+(?: [a-z]+)?)")
_ITEM = re.compile(r"\b(?:take|took|taken|remove|removed|delete|deleted|cross|crossed|get rid of|got rid of) "
                   r"(?:the |my |our )?(?P<item>[a-z]+(?: [a-z]+){0,2}?) (?:off|out of|from) (?:the |my |our )?"
                   r"(?:(?P<list>[a-z]+) )?list\b|\bis (?:the )?(?P<item2>[a-z]+(?: [a-z]+)?) still on (?:the |my |our )?"
                   r"(?:(?P<list2>[a-z]+) )?list\b")
_AFTER_TOPIC = frozenset("deleted cancelled canceled removed cleared still been gone get got or and is was".split())
_NOT_A_TOPIC = frozenset("alarm alarms timer timers list it that this one my the a".split())
_NOT_AN_ITEM = frozenset("it that this them those something anything everything all".split())
# A removal worry the skills could not restate: honest, and nothing is changed.
UNKNOWN_REPLY = "I only cancel or remove something when I'm asked to, and I haven't changed anything now."


def asks_removal(normalized: str) -> bool:
    """True when ``normalized`` asks whether something was cancelled or removed (a question, never an order)."""
    found = _ASKED.search(normalized)
    return found is not None and _ASKS_LEAVE.search(found.group(0)) is None


def find(normalized: str, ask: Ask) -> str | None:
    """The state asked about when ``normalized`` asks whether a timer, alarm, reminder or list item was removed;
    None when it does not (the other readers go on)."""
    if not asks_removal(normalized):
        return None
    restated = _restated(normalized)
    if restated is None:
        return None  # "did you turn off the light": no timer, alarm, reminder or list in it
    return ask(restated) or UNKNOWN_REPLY


def _cut(words: str) -> str:
    """The topic's words up to the first that is no longer the topic ("dentist deleted" -> "dentist")."""
    said = words.split()
    return " ".join(said[:next((i for i, w in enumerate(said) if w in _AFTER_TOPIC), len(said))])


def _restated(normalized: str) -> str | None:
    """The state question that answers the worry, in the skills' words."""
    if re.search(r"\balarms?\b", normalized):
        day = _DAY.search(normalized)
        if day is None:
            return "what alarms do i have"
        return f"do i have an alarm for {day.group(1)}"
    if re.search(r"\breminders?\b", normalized):
        about = _REMINDER_ABOUT.search(normalized)
        topic = about and _cut(about.group("pre") or about.group("post"))
        if topic and not set(topic.split()) & _NOT_A_TOPIC:
            return f"do i have a reminder about {topic}"
        return "what reminders do i have"
    if re.search(r"\btimers?\b", normalized):
        return "what timers do i have"
    if re.search(r"\blists?\b", normalized):
        found = _ITEM.search(normalized)
        item = found and (found.group("item") or found.group("item2"))
        name = (found and (found.group("list") or found.group("list2"))) or "shopping"
        if name in ("shopping", "grocery", "groceries") and item and item not in _NOT_AN_ITEM:
            return f"is {item} on my shopping list"
        return f"whats on my {name} list"
    return None
