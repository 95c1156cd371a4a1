"""Two timers, alarms or reminders asked for in one breath, the second said short: "set a timer for 3 minutes and
another for 8", "set a tea timer for 4 minutes and an egg timer for 6", "set an alarm for 6 am and another one for 6
15", "remind me at 6 to call mum and at 7 to call dad".

``pair`` returns the two requests in full, the way the rules say them ("set a timer for 8 minutes": the unit and the
kind of the first carried to the second), or None. The caller carries them out only when both are understood, so
half a pair is never set.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SET = r"(?:(?:please|can you|could you|would you|will you) )*(?:set|start|make|put on|give me)"
_ANOTHER = r"(?:another|a second|one more|an extra)(?: one)?"
# "set a timer for 3 minutes and another for 8", "set a tea timer for 4 minutes and an egg timer for 6"
_TWO_SET = re.compile(
    rf"^{_SET} (?:a|an|me a|me an|one) (?:(?P<label>[a-z]+) )?(?P<kind>timer|alarm) (?P<link>for|at) (?P<first>[a-z0-9: ]+?)"
    rf" and (?:(?:then|also) )?(?:{_ANOTHER}|(?:a|an) (?P<label2>[a-z]+) (?P=kind)|(?:set )?(?:a|an) (?P=kind))"
    r"(?: (?:for|at))? (?P<second>[a-z0-9: ]+?)(?: please)?$")
# "remind me at 6 to call mum and at 7 to call dad"
_TWO_REMIND = re.compile(r"^(?:please )?remind me (?P<w1>(?:at|in|on|tomorrow) [a-z0-9: ]+?) (?P<l1>to|about|for) "
                         r"(?P<t1>[a-z ]+?) and (?:(?:then|also) )?(?P<w2>(?:at|in|on|tomorrow) [a-z0-9: ]+?) "
                         r"(?P<l2>to|about|for) (?P<t2>[a-z ]+)$")
# "remind me to feed the dog at 6 and to walk him at 7": each task said before its own time
_TWO_REMIND_TASK_FIRST = re.compile(
    r"^(?:please )?remind me (?P<l1>to|about) (?P<t1>[a-z ]+?) (?P<w1>(?:at|in) (?!at |in )[a-z0-9: ]*\d[a-z0-9: ]*?) and "
    r"(?:(?:then|also) )?(?P<l2>to|about) (?P<t2>[a-z ]+?) (?P<w2>(?:at|in) (?!at |in )[a-z0-9: ]*\d[a-z0-9: ]*?)$")
# "at 6 evening" (a learner's English): 6 in the evening; "for the pills": about the pills
_IN_THE = r"\1 in the \2"
_PART_OF_DAY = re.compile(r"\b(\d{1,2}(?::\d\d)?|oclock) (morning|evening|afternoon|night)$")
_UNIT = re.compile(r"\b(?:seconds?|minutes?|mins?|hours?|hrs?)$")
_TIME_SAID = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                        r"thirty|forty|fifty|sixty|ninety|half|quarter|noon|midday|midnight)\b")
_NUMBER_ONLY = re.compile(r"^(?:\d+|[a-z]+(?: [a-z]+)?)$")


def pair(normalized: str) -> tuple[str, str] | None:
    """The two requests of ``normalized`` said in full, or None when it is not such a pair."""
    if (m := _TWO_REMIND.match(normalized) or _TWO_REMIND_TASK_FIRST.match(normalized)) is not None:
        one, two = (f"remind me {_PART_OF_DAY.sub(_IN_THE, m.group(f'w{n}'))} "
                    f"{m.group(f'l{n}').replace('for', 'about')} {m.group(f't{n}')}" for n in (1, 2))
        return one, two
    m = _TWO_SET.match(normalized)
    if m is None:
        return None
    kind, link, first, second = m.group("kind"), m.group("link"), m.group("first"), m.group("second")
    if not _TIME_SAID.search(second):
        return None  # "... and another thing": no second time, no pair
    unit = _UNIT.search(first)
    if kind == "timer" and unit is not None and _UNIT.search(second) is None:
        if not _NUMBER_ONLY.match(second):
            return None
        second = f"{second} {unit.group(0)}"  # "... for 4 minutes and an egg timer for 6": six minutes
    article = "an" if kind == "alarm" else "a"
    label, label2 = m.group("label"), m.group("label2")
    one = f"set {article} {label + ' ' + kind if label else kind} {link} {first}"
    two = f"set a {label2} {kind} {link} {second}" if label2 else f"set {article} {kind} {link} {second}"
    return one, two


def carried_out(normalized: str, reads: Callable[[str], str | None], run: Callable[[str], str | None]) -> str | None:
    """Both replies when ``normalized`` is a pair whose two requests are both understood as setting (``reads``: the
    intent a request would be read as, nothing done), each then carried out by ``run``; None otherwise."""
    found = pair(normalized)
    if found is None or not all(_SETS.search(reads(said) or "") for said in found):
        return None
    replies = [run(said) for said in found]
    return " ".join(r for r in replies if r) or None


_SETS = re.compile(r"set_timer|HassStartTimer|GptSetAlarm|GptSetReminder", re.IGNORECASE)
