"""A reminder asked for some minutes BEFORE a time said in the same breath: "i've got a call at eleven, tell me five
minutes before" -> "remind me at 10:55 about the call"; "i have to leave at 12 so warn me ten minutes before" ->
"remind me at 11:50 to leave" (issue 15, round 26).

Why: the rules read a reminder's own time only; "five minutes before" names none, so these were left to the model.
Here the event's clock is read (a clock hour, "11:30", "half past 3", am/pm kept) and the minutes taken off it; the
rules then pick the day and am/pm as for any "remind me at ...". Only the speaker's own event or need ("ive got a",
"i have a", "i have to"); never a report or a question (no pattern matches those). Pure: text in, words out.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import CLOCK_HOURS

_HOUR = {w: n for n, w in enumerate(CLOCK_HOURS.split("|"), 1)}
_COUNT = {"one": 1, "two": 2, "three": 3, "five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30,
          "forty": 40, "forty five": 45, "a": 1, "an": 1, "quarter of an": 15, "half an": 30, "twenty five": 25}
_CLOCK = rf"(?:(?P<rel>half past|quarter past|quarter to|half) )?(?P<h>\d{{1,2}}|{CLOCK_HOURS})(?::(?P<m>\d{{2}})| (?P<half>thirty|fifteen|forty five))?(?: (?P<ap>am|pm))?"
_EVENT = re.compile(
    rf"^(?:(?:oh|so|right|ok|okay|um|er) )*(?:(?P<thing>(?:ive got|i have got|i have|ive|theres|there is) "
    rf"(?:a|an|the|my|our) [a-z ]+?)|(?:i|we) (?:have to|need to|must|ve got to|have got to) (?P<task>[a-z ]+?)) "
    rf"at {_CLOCK} (?:(?:so|and) )?(?:(?:can|could|will|would) you |please )?(?:(?:tell|remind|warn|nudge|alert|"
    rf"ping|buzz) me|give me a (?:shout|nudge|buzz)) (?P<n>\d{{1,2}}|{'|'.join(_COUNT)}) (?:minutes?|mins?|hours?) "
    r"(?:before|beforehand|early|ahead|before that|before it)(?: please)?$")
_HALF = {"thirty": 30, "fifteen": 15, "forty five": 45}
_REL = {"half past": 30, "half": 30, "quarter past": 15, "quarter to": -15}  # "half 3" is half past 3 (British)


def before_event(normalized: str) -> str | None:
    """ "remind me at <the event's time less the minutes> about/to <it>"; None for any other sentence."""
    m = _EVENT.match(normalized)
    if m is None:
        return None
    hour = int(m.group("h")) if m.group("h").isdigit() else _HOUR[m.group("h")]
    minute = int(m.group("m") or 0) + _HALF.get(m.group("half") or "", 0) + _REL.get(m.group("rel") or "", 0)
    n = _COUNT.get(m.group("n")) or int(m.group("n"))
    less = n * 60 if re.search(r" hours? (?:before|beforehand|early|ahead)", normalized) else n
    if hour > 12 or minute > 59 or m.group("rel") and (m.group("m") or m.group("half")) or less >= 12 * 60:
        return None
    total = ((hour % 12) * 60 + minute - less) % (12 * 60)
    ap = m.group("ap")
    if ap and (hour % 12) * 60 + minute < less:
        ap = "am" if ap == "pm" else "pm"  # "at 12:05 am, ten minutes before": the half-day before
    clock = f"{total // 60 or 12}:{total % 60:02d}" + (f" {ap}" if ap else "")
    if m.group("task"):
        return f"remind me at {clock} to {m.group('task')}"
    thing = re.sub(r"^(?:ive got|i have got|i have|ive|theres|there is) (?:a|an|the) ", "the ", m.group("thing"))
    thing = re.sub(r"^(?:ive got|i have got|i have|ive|theres|there is) ", "", thing)
    return f"remind me at {clock} about {thing}"
