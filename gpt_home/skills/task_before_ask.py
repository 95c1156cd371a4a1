"""A reminder whose task is said BEFORE the ask, the time after it: "my library books are due back tomorrow and ill
forget, nudge me at 10 tomorrow morning", "take the washing out, remind me in half an hour, itll be done by then", "so
i dont forget, the boiler man is coming at 1, remind me at half 12" (issue 15, round 25).

Why: the rules read "remind me <time> to/that <task>"; with the task first, nothing after "remind me" but a time (and
a remark), the sentence was "didn't catch", left to the model (which answered the library books with a health tip),
or asked back. Here it is said again in the rules' order: "remind me at 10 tomorrow morning that my library books are
due back tomorrow". The task is an order ("take the washing out": "to ...") or a thing told ("the boiler man is
coming at 1": "that ..."); never a report, a wish or a question ("she said remind me at 5" is no order of ours). A
remark after the time is dropped (agent/reminder_splits.py). Pure: text in, the rules' words out.
"""

from __future__ import annotations

import re

from gpt_home.agent.reminder_splits import task_opens, without_remark

# "so i dont forget", "before i forget": a lead-in, no part of the task
_LEAD = re.compile(r"^(?:(?:oh|ok|okay|right|um|er) )*(?:(?:just )?so i (?:dont|do not) forget|before i forget|"
                   r"while i remember|while i think of it) ")
# the ask: "remind me", and the everyday "tell me", "warn me", "give me a shout", "buzz me" (a time must follow)
_ASK = re.compile(r"^(?P<task>(?:[a-z0-9:]+ ){2,16}?)(?:(?:and|so) (?:i will|ill|i) (?:probably |definitely |just |"
                  r"always |often |usually )?forget (?:it )?)?(?:(?:so|and) )?(?:(?:can|could|will|would) you |please )?"
                  r"(?:(?:remind|nudge|tell|warn|alert|buzz|ping) me|give me a (?:shout|buzz|nudge|bell)) "
                  r"(?:please )?(?P<when>(?:at|in|on|tomorrow|tonight|today|this) .+)$")
# what the speaker will be doing meanwhile, after a thing told: "the parcel man is coming between 2 and 4 and ill be
# in the garden" -> "the parcel man is coming between 2 and 4"
_MEANWHILE = re.compile(r" (?:and|but) (?:ill|i will|im|i am|ive|i have|well|we will|were) [a-z0-9 ]+$")
# the day said with a thing told today ("the bins go out tonight ..., tell me at nine pm") is the reminder's day too
_TODAY = re.compile(r" (?P<day>tonight|today|this (?:morning|afternoon|evening))(?= |$)")
_TOLD = frozenset("the my our its it there".split())
# a report, a wish, a condition, a question or someone else's: no order of ours now ("she forgets her eye drops, remind
# me at 9", "mum will remind me at 8"); "i always forget to water the plants, remind me ..." is agent/remind_after's
_NOT_AN_ORDER = re.compile(r"\b(?:said|says|told|tells|asked|asks|if|whether|wish|what|how|why|when|dont|do not|didnt|"
                           r"never|will|would|can|could|should|might|may|always|usually|i|im|ive|we|were|she|shes|he|"
                           r"hes|they|theyre|you|your|his|her|their|him|them)\b")
# a day said with the task only ("dentist on friday, remind me at 9 am") is the reminder's day: agent/fronted_timers
_DAY = re.compile(r"\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b")


def task_first(normalized: str) -> str | None:
    """ "remind me <time> to/that <task>" for a reminder whose task is said first; None for any other sentence."""
    said = _LEAD.sub("", normalized)
    m = _ASK.match(said)
    if m is None:
        return None
    task, when = m.group("task").strip(), without_remark(m.group("when"))
    if task.split()[0] in _TOLD:
        task = _MEANWHILE.sub("", task)
        if (day := _TODAY.search(task)) is not None and not _DAY.search(when):
            task, when = _TODAY.sub("", task, count=1), f"{when} {day.group('day')}"
    if task.startswith(("remind", "to ", "about ")) or _NOT_AN_ORDER.search(task):
        return None  # "remind me at 5 remind me at 6", a reported or wished order: the rules' or the model's
    words = when.split()
    if any(task_opens(words, i) for i in range(1, len(words))) or _DAY.search(task) and not _DAY.search(when):
        return None  # the task said after "remind me" too, or the day only with the task: read by the rules
    opener = "that" if task.split()[0] in _TOLD else "to"
    return f"remind me {when} {opener} {task}"
