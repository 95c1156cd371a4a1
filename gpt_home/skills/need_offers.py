"""A time said with a need and no order ("um at 1 o'clock the washing needs hanging out", "so er at 8 tonight the cat
needs feeding"): a reminder offered, never set unasked, never the clock (round 24).

Why: with no "remind me" the rules found no order, and the clock time inside was read by its shape as "what time is
it" ("It's 10:27 am."), a wrong reading; or the model answered. Here the need is offered as a reminder: "Shall I
remind you at 1 o'clock that the washing needs hanging out?", a pending offer (``asking_back.Missing.OFFER``) that
"yes" carries out and anything else drops.

Only a time first (a clock, a day or "in an hour"), then a thing of the speaker's or the house's ("the", "my",
"our") with a present need ("needs", "has to", "is due", "runs out"): never the past ("needed", "yesterday"), a
negation, a report or someone else ("she said", "his"), a condition ("if") or a question. Pure: text in, offer out.
"""

from __future__ import annotations

import re

from gpt_home.skills.device_trouble import Offer
from gpt_home.skills.phrases import second_person
from gpt_home.skills.reminder_wordings import FILLER, WHEN

_NEED = r"(?:needs?|has to|have to|must|is due|are due|runs? out|goes|go|is going|are going|wants?)"
_STATED_NEED = re.compile(rf"^{FILLER}{WHEN},? (?P<task>(?:the|my|our) [a-z]+(?: [a-z]+){{0,3}}? {_NEED}"
                          r"(?: [a-z]+){0,5}?)(?: please)?$")
# the past, a negation, a report, someone else's or a condition: no need of the speaker's now
_NOT_NOW = re.compile(r"\b(?:was|were|had|did|didnt|dont|doesnt|do not|does not|not|no|never|wont|yesterday|last|ago|"
                      r"already|but|said|says|told|asked|she|he|they|her|his|their|if|when|unless|whenever|"
                      r"(?<!be )\w{3,}ed)\b")  # "has to be moved" is the need, "needed" the past


# the speaker's own need with its time after it and no order: "oh and i must phone grandma this evening at seven",
# "i have to take the cake out at 4" (round 26): offered with "to", never set unasked
_OWN_NEED = re.compile(rf"^{FILLER}(?:i|we) (?:must|have to|need to|ve got to|have got to|gotta|got to) "
                       rf"(?P<task>[a-z]+(?: [a-z]+){{0,6}}?) {WHEN}(?: please)?$")


def offer(normalized: str) -> Offer | None:
    """The reminder offered for a time and a need said with no order (``normalized`` as ``intents.normalize`` writes
    it); None for any other sentence."""
    if (own := _OWN_NEED.match(normalized)) is not None and not _NOT_NOW.search(normalized) and not re.search(
            r"\b(?:remind|nudge|me|us|alarm|timer|reminder)\b", own.group("task")):  # an order said: the rules'
        when, task = own.group("when"), own.group("task")
        said_when = when.replace("oclock", "o'clock")
        return Offer(f"Shall I remind you {said_when} to {second_person(task)}?",
                     command=f"remind me {when} to {task}")
    m = _STATED_NEED.match(normalized)
    if m is None or _NOT_NOW.search(normalized):
        return None
    when, task = m.group("when"), m.group("task")
    if re.match(r"(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|noon|midday|"
                r"midnight)\b", when):
        when = f"at {when}"  # "half past three the kids ...": at half past three
    said_when = when.replace("oclock", "o'clock")
    return Offer(f"Shall I remind you {said_when} that {second_person(task)}?",
                 command=f"remind me {when} that {task}")


# a time said first, then a statement about a thing: "at 1 oclock the cat doesnt need feeding", "at 8 the washing
# needs hanging out she says"; the time is when, never a question about the clock
_TIME_THEN_THING = re.compile(rf"^{FILLER}{WHEN},? (?:the|my|our|his|her|their|your) [a-z]+ [a-z]")


def time_told(normalized: str) -> bool:
    """True when the clock time in ``normalized`` is only when a statement happens ("at 1 o'clock the washing needs
    hanging out", "at 8 the cat doesnt need feeding"): no ask of the clock now."""
    return _TIME_THEN_THING.match(normalized) is not None
