"""Generated household sentences of round 18's second wave (fixH): the thing said first and an act on "it" after, a
remark round a command, and their must-nots (reported, past, conditional, asked, negated). Each case says what the
household must look like after it: the timers by name and length, the lists' items, the lights.

Two vocabularies: ``TUNED`` (the words the readers were written against) and ``HELD`` (things, lengths, jobs and
remarks never tuned on: the honest generality figure). Used by tests/unit/test_said_first18.py and measured before
and after with /tmp-free code: ``measure(skills_factory)`` in the test module.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import product


@dataclass(frozen=True)
class Case:
    """``setup`` said first (each must be understood), then ``text``; after it: ``timers`` as (label, minutes left),
    ``todo`` items holding each word given, ``alarms`` left, the kitchen light (None: untouched), and whether the
    reply must say something (``answered``)."""

    kind: str
    text: str
    setup: tuple[str, ...] = ()
    timers: tuple[tuple[str, int], ...] | None = None
    todo: tuple[str, ...] | None = None
    alarms: int | None = None
    kitchen: float | None = None
    answered: bool = True
    says: str = ""  # a pattern the reply must hold
    tags: tuple[str, ...] = field(default=())


@dataclass(frozen=True)
class Vocabulary:
    things: tuple[str, ...]
    cooking: tuple[str, ...]
    set_acts: tuple[str, ...]  # "{n}" the minutes
    longer: tuple[str, ...]
    more_acts: tuple[str, ...]
    jobs: tuple[tuple[str, str], ...]  # (thing, job said with -ing)
    list_acts: tuple[str, ...]
    unneeded: tuple[str, ...]  # "{clock}" the alarm's time
    remarks: tuple[str, ...]
    lights_off: tuple[str, ...] = ("turn the kitchen light off", "kitchen light off")
    second_kinds: tuple[tuple[str, str], ...] = (("turn your volume up", "volume"), ("start my workout playlist",
                                                                                      "can't play"))


TUNED = Vocabulary(
    things=("rice", "pasta", "potatoes"),
    cooking=("the {t} is going on now", "the {t} is in", "the {t} are on", "the {t} just went in"),
    set_acts=("give it an {n} minute timer", "set a {n} minute timer for it", "start a {n} minute timer"),
    longer=("the {t} needs a bit longer", "the {t} needs more time"),
    more_acts=("add 3 minutes to it", "give it 3 more minutes", "add 3 more minutes"),
    jobs=(("boiler service", "booking"), ("car", "taxing"), ("gutters", "clearing")),
    list_acts=("put it on my to do list", "add it to the to do list"),
    unneeded=("i dont need the {clock} alarm any more", "i dont need the {clock} alarm any more cancel it"),
    remarks=("im cooking", "i am learning english", "im 88"),
)
HELD = Vocabulary(
    things=("stew", "chicken", "noodles"),
    cooking=("the {t} has gone in the oven", "the {t} are going in", "the {t} is on the hob now"),
    set_acts=("time it for {n} minutes", "give it {n} minutes", "an {n} minute timer for it please"),
    longer=("the {t} could do with a little longer", "the {t} wants a few minutes more"),
    more_acts=("stick 3 more minutes on it", "add another 3 minutes to it please"),
    jobs=(("windows", "cleaning"), ("fence", "painting"), ("tv licence", "renewing")),
    list_acts=("stick it on the to do list", "pop it on my to do list please"),
    unneeded=("we dont need the {clock} alarm anymore so delete it", "i no longer need the {clock} alarm now"),
    remarks=("we are having dinner", "im nine", "the baby is asleep"),
    lights_off=("switch off the kitchen light", "the kitchen light off please"),
    second_kinds=(("make yourself a bit quieter", "volume"), ("play some jazz", "can't play"),
                  ("turn the sound down", "volume")),
)
# told, past, supposed, asked, refused: nothing is done
_NOT_NOW = ("my son said {s}", "if {s}", "i was going to say {s}", "do you think {s}", "dont worry {s}")


def cases(v: Vocabulary) -> list[Case]:
    """Every slot order x act x thing of ``v``, and the must-nots made of the same parts."""
    out: list[Case] = []
    for thing, cooking, act in product(v.things, v.cooking, v.set_acts):
        said = f"{cooking.format(t=thing)}, {act.format(n=18)}"
        out.append(Case("set", said, timers=((thing, 18),)))
        for frame in _NOT_NOW[:2]:
            out.append(Case("set, not", frame.format(s=said), timers=(), answered=False))
    for thing, longer, act in product(v.things, v.longer, v.more_acts):
        out.append(Case("more", f"{longer.format(t=thing)}, {act}", (f"set a 10 minute timer for the {thing}",),
                        timers=((thing, 13),)))
        out.append(Case("more, not", f"if {longer.format(t=thing)} {act}", (f"set a 10 minute timer for the {thing}",),
                        timers=((thing, 10),), answered=False))
    for (thing, job), act in product(v.jobs, v.list_acts):
        out.append(Case("job", f"the {thing} needs {job}, {act}", todo=(thing,)))
        out.append(Case("job, not", f"does the {thing} need {job} {act}", todo=(), answered=False))
    for clock, said in product(("10 pm", "6 am"), v.unneeded):
        out.append(Case("unneeded", said.format(clock=clock), (f"set an alarm for {clock}",), alarms=0))
        out.append(Case("unneeded, not", f"my son said {said.format(clock=clock)}", (f"set an alarm for {clock}",),
                        alarms=1, answered=False))
    for remark, command in product(v.remarks, ("could the kitchen light be switched on", "turn on the kitchen light",
                                               "please switch the kitchen light on")):
        out.append(Case("remark", f"{remark}, {command}", ("turn off the kitchen light",), kitchen=1.0))
        out.append(Case("remark, not", f"my son said {remark} {command}", ("turn off the kitchen light",),
                        kitchen=0.0, answered=False))
    for off, join, (second, says) in product(v.lights_off, ("and", "and then"), v.second_kinds):
        out.append(Case("two kinds", f"{off} {join} {second}", ("turn on the kitchen light",), kitchen=0.0,
                        says=f"kitchen light is off.*{says}"))
        out.append(Case("two kinds, not", f"my son said {off} {join} {second}", ("turn on the kitchen light",),
                        kitchen=1.0, answered=False))
    return out


def check(skills: object, case: Case) -> tuple[bool, str | None]:
    """Say ``case`` to ``skills`` (a fresh ``LocalSkills`` with real lists, lights in the kitchen and the living room)
    and tell whether the household is as the case says after it, with the reply."""
    from datetime import timedelta

    from skill_helpers import NOW, say

    from gpt_home.agent.intent_types import TimerKind

    for said in case.setup:
        say(skills, said)
    reply = say(skills, case.text, 2)
    at = NOW + timedelta(seconds=2)
    ok = not case.answered or reply is not None
    if case.says:
        ok = ok and reply is not None and re.search(case.says, str(reply)) is not None
    timers = skills.timers  # type: ignore[attr-defined]
    if case.timers is not None:
        running = sorted((t.label, round((t.due - at).total_seconds() / 60)) for t in timers.list("anna", kind=TimerKind.TIMER))
        ok = ok and running == sorted(case.timers)
    if case.todo is not None:
        items = [i.text for i in skills.named.lists.lists.items("anna", "to do")]  # type: ignore[attr-defined]
        ok = ok and len(items) == len(case.todo) and all(any(t in i for i in items) for t in case.todo)
    if case.alarms is not None:
        ok = ok and len(timers.list("anna", kind=TimerKind.ALARM)) == case.alarms
    if case.kitchen is not None:
        ok = ok and skills.lights.level("kitchen") == case.kitchen  # type: ignore[attr-defined]
    return ok, reply
