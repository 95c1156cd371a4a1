"""An alarm, timer or reminder named, said to be needed no more, and cancelled by pointing at it (issue 15, round 19).

"i dont need the 10 pm alarm any more cancel it", "the 6 am alarm cancel it i dont need it", "cancel the 10 pm one
i dont need it any more", "the dentist one, i dont need that reminder now": the one is NAMED anywhere (a clock time
or a word before "alarm", "timer", "reminder" or "one"), and every other word is either a cancelling verb with the
word pointing back ("cancel it", "get rid of that"), or the remark that it is not needed ("i dont need it any more",
"no need for it now"). The negation is read only inside "dont need" / "dont want" / "no longer need" / "no need
for": any other "dont", "not" or "never" is left unconsumed, so "the 10 pm alarm dont cancel it" and "my son said i
dont need the 6 am alarm cancel it" cancel nothing. Nothing is cancelled on the remark alone unless it says the
need is over for good ("any more", "now", "after all"): "i dont need the 10 pm alarm" is left to the rules.

Also the act alone, pointing at the one thing running: "give it 3 more minutes", "put another 3 minutes on that"
are said as "add 3 minutes to it", "get rid of it" and "please cancel that" as "cancel it", the forms the rules
carry out on the one timer, alarm or reminder running (and ask which when more than one does). Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.timeparse import parse_duration
from gpt_home.agent.verb_frames import FILLERS

_HOUR = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
# a clock as said: "10 pm", "6:45", "eight in the morning", "eleven at night", "quarter to six", "half seven"
_CLOCK = (rf"\d{{1,2}}(?::\d{{2}}| \d{{2}})?(?: ?(?:am|pm|oclock))?|{_HOUR}(?::\d{{2}})? (?:in the morning|in the "
          rf"afternoon|in the evening|at night)|(?:half|quarter|\d{{1,2}}|five|ten|twenty|twenty five) (?:past|to) {_HOUR}|"
          rf"half {_HOUR}")
_NAMED = re.compile(rf"\b(?:the|that|my|this) (?:(?P<clock>{_CLOCK})|(?P<name>[a-z]+(?: [a-z]+)?)) "
                    r"(?P<kind>alarm|timer|reminder|one)\b")
# "(that) reminder" said again after "the dentist one": the kind, named already
_KIND_AGAIN = re.compile(r"\b(?:that|the|this) (?P<kind>alarm|timer|reminder)\b")
_UNNEEDED = re.compile(r"\b(?:(?:i|we) (?:dont|do not|no longer|wont|will not) (?:need|want)(?: (?:it|that|this|them))?|"
                       r"(?:there is |theres )?no (?:need|use) (?:for|of) (?:it|that|this)?|"
                       r"(?:it is|its|that is|thats) not needed)\b")
_FOR_GOOD = re.compile(r"\b(?:any ?more|any longer|now|after all|today)\b")
_CANCEL = re.compile(r"\b(?:cancel|delete|remove|scrap|get rid of|turn off|switch off|bin|ditch|drop|kill|clear)"
                     r"(?: (?:it|that|this|them))?(?: off)?\b")
_LEFT = FILLERS | frozenset("""any more anymore longer now after all today please for me thanks can you could would
will i we so that the""".split())
_NOT_A_NAME = frozenset("""i we you it its this that there what which who how when why where if dont didnt not no
never said told asked other last next first second every each all whole new old""".split())


def unneeded(normalized: str) -> str | None:
    """ "cancel the 10 pm alarm" for a named one said to be needed no more or cancelled by pointing, or None."""
    named = _NAMED.search(normalized)
    if named is None:
        return None
    name = named.group("name")
    if name and set(name.split()) & _NOT_A_NAME:
        return None
    kind = named.group("kind")
    rest = f"{normalized[:named.start()]} | {normalized[named.end():]}"
    if kind == "one" and (again := _KIND_AGAIN.search(rest)) is not None:
        kind, rest = again.group("kind"), f"{rest[:again.start()]} | {rest[again.end():]}"
    cancel, remark = _CANCEL.search(rest), _UNNEEDED.search(rest)
    if cancel is None and remark is None or kind == "one" and cancel is not None and cancel.group(0).startswith(
            ("turn", "switch")):
        return None  # "the big one, turn it off": a lamp perhaps, never a guess
    for found in (cancel, remark):
        if found is not None:
            rest = rest.replace(found.group(0), " | ", 1)
    if any(w not in _LEFT and w != "|" for w in rest.split()):
        return None  # a word neither the name, the cancelling nor the remark: "dont", "said", "yesterday"
    if cancel is None and (remark is None or not _FOR_GOOD.search(rest)):
        return None
    said = named.group("clock") or name
    if kind == "one":
        return f"cancel the {said} one"
    return f"cancel the reminder about {said}" if kind == "reminder" and name else f"cancel the {said} {kind}"


_POINTING = r"(?:it|that|this|that one|this one)"
_MORE = re.compile(rf"^(?:(?:please|can you|could you|would you|just|oh|ok|okay|and) )*(?:give|put|stick|add|pop) "
                   rf"(?:(?P<it>{_POINTING}) )?(?:another |an extra )?(?P<length>[a-z0-9 ]+?) (?:more |extra )?"
                   rf"(?P<unit>minutes?|mins?|seconds?|secs?|hours?)(?: (?:more|extra))?"
                   rf"(?: (?:on|to|onto) (?P<it2>{_POINTING}))?(?: please| for me| thanks)*$")
_GONE = re.compile(rf"^(?:(?:please|can you|could you|would you|just|oh|ok|okay|and) )*(?:get rid of|cancel|delete|"
                   rf"scrap|bin|ditch|kill) {_POINTING}(?: please| for me| thanks| now)*$")


def pointing_act(normalized: str) -> str | None:
    """The rules' own form of an act pointing at the one running thing ("give it 3 more minutes" -> "add 3 minutes
    to it"), or None."""
    if (more := _MORE.match(normalized)) is not None and bool(more.group("it")) != bool(more.group("it2")):
        said = f"{more.group('length')} {more.group('unit')}"
        extra = re.search(r"\b(?:more|extra|another|add)\b", more.group(0)) is not None
        if extra and parse_duration(numeralize(said)) is not None:
            return f"add {said} to it"
    if _GONE.match(normalized) is not None and normalized != "cancel it":
        return "cancel it"
    return None
