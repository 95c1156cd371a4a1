"""Where a reminder's time said first ends and its task begins ("at 6 to call mum", "at 6 about the bins", "at ten to
twelve that the library books are due back").

"to", "about" and "that" open the task; a "to" inside a clock ("ten to twelve", "quarter to 6") never does, so the
task is never "twelve that the library books..." with the reminder at ten (a false time). "for" opens it too when a
thing follows, never a time ("friday at 9 am for my english class"; "for 10 minutes" is no task), and a reminder said
"for" a thing first is about it ("remind me for the doctor appointment tomorrow at 11"). Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.remark_after import remark_start

_OPENERS = frozenset({"to", "about", "that", "for"})
# what follows a "for" that is still the time: "for 6", "for tomorrow at 9", "for the morning", "for half past"
_TIME_AFTER_FOR = re.compile(r"^for (?:\d|(?:the |this |next )?(?:morning|afternoon|evening|night|weekend)\b|"
                             r"(?:today|tonight|tomorrow|noon|midday|midnight|later|half|quarter|an?|one|two|three|"
                             r"four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|next|this|"
                             r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)")
_MINUTES = frozenset({"five", "ten", "twenty", "quarter", "5", "10", "20", "25", "twenty five", "twentyfive"})
_HOURS = frozenset("one two three four five six seven eight nine ten eleven twelve noon midnight".split()) | {
    str(n) for n in range(1, 13)}


def task_opens(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` opens the task after the time in ``words[:i]``."""
    if words[i] not in _OPENERS or words[i] == "for" and (
            i + 1 >= len(words) or _TIME_AFTER_FOR.match(" ".join(words[i:i + 3]))):
        return False
    return not (words[i] == "to" and i + 1 < len(words) and words[i + 1] in _HOURS and words[i - 1] in _MINUTES)


_DETERMINED = re.compile(r"(?:the|my|our|a|an|your|his|her|their|this|that|to) ")
_TWO_NOUNS = re.compile(r"[a-z]+ (?:appointment|class|lesson|meeting|delivery|pickup|collection|check|visit|call|"
                        r"practice|match|game|party|exam|test|interview|booking|service)\b")


def for_task(rest: str) -> str:
    """What follows "remind me": "for 6 to put the chicken in" -> "at 6 to ...", "for tomorrow at 9 to ..." -> "tomorrow
    at 9 to ...", "for the doctor appointment tomorrow at 11" -> "about the doctor appointment tomorrow at 11"."""
    if rest.startswith("for ") and not _TIME_AFTER_FOR.match(rest):
        thing = rest.removeprefix("for ")  # "for doctor appointment": a learner's thing, said with its article
        return f"about {thing}" if _DETERMINED.match(thing) or not _TWO_NOUNS.match(thing) else f"about the {thing}"
    return re.sub(r"^for (?=\d)", "at ", rest).removeprefix("for ")


# a remark after a reminder's task, never part of it ("..., it's for dinner", "..., the meter runs out", "..., they
# said between 2 and 3", "..., because she's expecting me", "..., i always forget"): agent/remark_after.py, shared
# with the list and timer-name readers

_TIME = re.compile(r"\d|\b(?:oclock|am|pm|noon|midday|midnight|today|tonight|tomorrow|morning|afternoon|evening|"
                   r"minutes?|hours?|half|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b")


def without_remark(rest: str) -> str:
    """What follows "remind me" without a remark said after the task ("at 4 to take the chicken out of the freezer
    its for dinner" -> "at 4 to take the chicken out of the freezer"); unchanged when too little would be left."""
    start = remark_start(rest)
    if start is None or len(rest[:start].split()) < 3 or _TIME.search(rest[start:]) and not _TIME.search(rest[:start]):
        return rest  # "to pay the gas bill its due tomorrow at 9": the reminder's time is in it, kept
    if rest[:start].split()[-1] in _OPENERS:
        return rest  # "in an hour about the shop closes": the "remark" is the task itself
    return rest[:start]


def reminder_rest(rest: str) -> str:
    """What follows "remind me", read: a "for" read (``for_task``), a remark after the task dropped."""
    return without_remark(for_task(rest))
