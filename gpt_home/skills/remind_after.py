"""A reminder whose task is said first, as a clause of its own, and "remind me" after it (holdout23 families):

- the time, then the need, then "remind me": "at 3 this afternoon i need to phone the bank, remind me" -> "remind me
  to phone the bank at 3 this afternoon";
- the need or the thing, then "remind me" and the time: "the dry cleaning needs collecting, remind me wednesday at
  4 pm" -> "remind me that the dry cleaning needs collecting wednesday at 4 pm"; "i'm 84 and i forget my eye drops,
  remind me at 9 tonight" -> "remind me about my eye drops at 9 tonight" (an age or a filler said first is no part
  of the task).

Each reading is a request the rules check again. A negation, a question, a report, a past story or a wish about
someone else reads nothing ("i didnt need to phone the bank, you reminded me at 3": no reminder). Pure: no store, no
clock but ``now``.
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.clock_hours import reminder_time
from gpt_home.agent.spoken_words import WEEKDAY

# fillers and an age said first ("im 84 and", "i am seven and"): no part of the task
_LEAD = (r"^(?:(?:so|and|oh|um|uh|er|erm|well|right|ok|okay|look|listen) )*"
         r"(?:(?:im|i am) (?:\d{1,3}|[a-z]+ty(?: [a-z]+)?)(?: years old)? and )?(?:(?:so|and|um|uh) )*")
# the ask after the task: "remind me", "can you tell me", "warn me", "give me a shout"
_REMIND = r"(?:(?:so|please|can you|could you|will you|would you|just) )*(?:(?:remind|tell) (?:me|us)|" \
          r"give me a (?:shout|nudge))"
_AFTER = r"(?: (?:please|will you|would you|for me|thanks|thank you))*"
# "i need to phone the bank", "i have to ring the vet", "ive got to take my tablets"
_NEED = r"(?:i|we) (?:need to|have to|must|should|ought to|ve got to|have got to|gotta|got to)|(?:ive|weve) got to"
# "i forget my eye drops", "i always forget to water the plants", "i keep forgetting my tablets"
_FORGET = r"(?:i|we|ill|i will) (?:always |often |sometimes |usually |tend to |might |will |keep )?(?:forget|forgetting)"
_TIME_FIRST = re.compile(rf"{_LEAD}(?P<when>(?:at|on|by|this|tomorrow|tonight|today|next) [a-z0-9: ]+?) (?:{_NEED}) "
                         rf"(?P<task>[a-z][a-z ]+?),? {_REMIND}{_AFTER}$")
_TASK_FIRST = re.compile(rf"{_LEAD}(?:(?P<need>{_NEED}) |(?P<forget>{_FORGET}) (?P<to>to )?)?(?P<task>[a-z][a-z0-9: ]+?),? "
                         rf"{_REMIND}(?: (?P<when>(?:at|on|by|this|tomorrow|tonight|today|next|{WEEKDAY}|in) "
                         rf"[a-z0-9: ]+?))?{_AFTER}$")
# the thing said as needing doing: "the dry cleaning needs collecting", "the car needs its mot", "the bins go out"
_THING_NEEDS = re.compile(r"^(?:the|my|our) (?:[a-z]+ ){1,3}(?:needs|need|has to|have to|must|is due|are due|goes|go)\b")
_NOT = re.compile(r"\b(?:dont|do not|didnt|did not|not|never|no need|wont|cancel|delete|remove|stop|move|change|had|was|"
                  r"were|said|says|told|reminded|forgot|if|when|whenever|she|he|they|her|his|their)\b")
# someone's word for what the speaker has to do, said first: "mummy said", "my teacher says", "the doctor told me"
_TOLD_ME = re.compile(rf"^(?:(?:my|the|our) )?[a-z]+ (?:said|says|told me|tells me) (?=(?:{_NEED}) )")
_ASKED = re.compile(r"^(?:what|whats|which|when|how|why|who|did|do|does|will|is|are|was|were|have|has|should|can|"
                    r"could)\b")


def remind_after(normalized: str, now: datetime) -> list[str]:
    """The reminder in the rules' words ("remind me to ... at ..."); empty when the sentence is not one."""
    told = _TOLD_ME.match(normalized)  # "mummy said i have to brush teeth at 8 tonight, can you tell me": our ask
    normalized = normalized[told.end():] if told is not None else normalized
    if _ASKED.match(normalized) or _NOT.search(normalized):
        return []
    if (m := _TIME_FIRST.match(normalized)) is not None:
        if reminder_time(m.group("when"), now) is None:
            return []
        return [f"remind me to {m.group('task')} {m.group('when')}"]
    m = _TASK_FIRST.match(normalized)
    if m is None:
        return []
    when = m.group("when") or ""
    if when and reminder_time(when, now) is None:
        return []
    task = m.group("task")
    if m.group("need"):
        said = f"to {task}"
    elif m.group("forget"):
        said = f"to {task}" if m.group("to") else f"about {task}"
    elif _THING_NEEDS.match(task):
        said = f"that {task}"
    else:
        return []  # "the weekend, remind me": no task said as one
    return [f"remind me {said} {when}".strip()]
