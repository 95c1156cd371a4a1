"""The name a person gives a new timer, wherever in the request it is said (issue 15, round 25).

Why: the semantic reader's command kept only a name said as "for X" at the very end or right before "timer", so
"give it a 50 minute timer called lasagne", "make a timer named eggs, 6 minutes long", "ok timer, pasta, 9 minutes"
and "stick a timer on for the cake, 35 minutes should do" each set an UNNAMED timer, and the next turn ("how long is
left on the lasagne", "take 10 minutes off the lasagne timer") found no such timer. The name given outright
("called", "named", "name it", "call it", "name is") wins over the thing the timer is for ("timer for the roast veg,
oh and name it veg" is the veg timer); a name is never a length, a number or a filler word ("timer for 2 minutes
while i brush my teeth" has no name).
"""

from __future__ import annotations

import re

from gpt_home.agent.remark_after import remark_start

_NUMBER = (r"\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
           r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|"
           r"fifty|sixty|ninety|hundred|zero|nought|half|quarter|couple|few")
# words that end a name: lengths, fillers, people and the rest of a sentence
_STOP = frozenset(f"""{_NUMBER.replace('|', ' ').replace(chr(92) + 'd+', '')} minute minutes min mins hour hours
    second seconds sec secs for please ta thanks thank cheers then now so while when until till because cos in at on
    to of me us him her them it you its that this timer timers long should would will is oh and but or no yes ok okay
    just right again too as with from by set start go going done can could i we minus plus negative im ive id ill
    were weve hes shes theyre my our your the his their""".split())
_FOR_STOP = _STOP - {"and"}  # "a timer for hide and seek": the thing's own "and"
_FILLER = frozenset("a an the my our your this that one new quick short little another some".split())
_WORDS = r"(?P<name>[a-z]+(?: [a-z]+){0,3})"
_GIVEN = re.compile(rf"\b(?:called|named|call it|name it|label it|labelled|labeled|(?:the |its )?name is|"
                    r"name (?:a|the|my|this|one|the new) timer)"
                    rf" (?:the |a |an )?{_WORDS}")
_FOR_THING = re.compile(rf"\btimer (?:on )?(?:for|on) (?:the |my |our |his |her |their )?{_WORDS}")
_COUNT = (r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
          r"sixty|ninety")
_AFTER_TIMER = re.compile(rf"\btimer (?P<name>[a-z]+(?: [a-z]+)?) (?:{_COUNT})\b")  # "ok timer pasta 9 minutes"


def _leading(words: str, stop: frozenset[str]) -> str:
    """The words before the first stop word ("lasagne 50 minutes" -> "lasagne")."""
    kept: list[str] = []
    for word in words.split():
        if word in stop or kept and word.endswith("ing") and kept[-1] != "and":  # "the breads proving": the bread's
            break
        kept.append(word)
    while kept and kept[-1] == "and":
        kept.pop()
    return " ".join(kept)


def _said(match: re.Match[str]) -> str:
    """The name's words up to a remark said after it ("for the cake fingers crossed" -> "cake", "for the eggs soft
    boiled is best" -> "eggs"): agent/remark_after.py, shared with the list and reminder readers."""
    text = match.string
    start = remark_start(text[match.start():])
    end = match.end("name") if start is None else min(match.end("name"), match.start() + start)
    return text[match.start("name"):end] if end > match.start("name") else ""


def given_name(text: str) -> str:
    """The name given outright ("called lasagne", "name it veg"), else ""."""
    for match in _GIVEN.finditer(text):
        if name := _leading(_said(match), _STOP):
            return name
    return ""


def thing_named(text: str) -> str:
    """The thing a new timer is for, said after "timer" ("timer for the cake", "timer, pasta, 9 minutes"), else ""."""
    for pattern, stop in ((_FOR_THING, _FOR_STOP), (_AFTER_TIMER, _STOP)):
        for match in pattern.finditer(text):
            name = _leading(_said(match), stop)
            whole = pattern is _FOR_THING or name == match.group("name")  # "timer can you set one": no name
            if name and whole and name.split()[0] not in _FILLER:
                return name
    return ""
