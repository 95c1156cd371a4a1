"""Generated household sentences of round 19 (house19): a remark that carries the thing and a command that points at
it ("it", "one", "that", "them"), a pronoun pointing at what runs or is listed, "and X too" after a list add, two acts
in one breath, a dated reminder asked back, and their must-nots (a remark alone, reported, negated, past, asked).

Each case says what the household must look like after it (timers by name and minutes left, the shopping and to-do
lists, alarms, reminders). Two vocabularies, both written BEFORE any reader was changed and measured on clean
8604777 first: ``DEV`` (the one the readers may be tuned on) and ``NEVER`` (things, frames, fillers and speakers
never tuned on: the honest generality figure). ``bench/house19_eval.py`` prints both; tests/unit/test_house19.py
asserts them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import product


@dataclass(frozen=True)
class Case:
    """``setup`` said first, then ``text`` (then each answer of ``then``); after it: ``timers`` as (label, minutes left),
    ``shopping`` / ``todo`` items (each word given held by one item, no other item), ``alarms`` and ``reminders``
    counts, and whether the reply must say something (``answered``)."""

    kind: str
    text: str
    setup: tuple[str, ...] = ()
    then: tuple[str, ...] = ()
    timers: tuple[tuple[str, int], ...] | None = None
    shopping: tuple[str, ...] | None = None
    todo: tuple[str, ...] | None = None
    alarms: int | None = None
    reminders: tuple[str, ...] | None = None
    answered: bool = True
    at_most: tuple[str, ...] | None = None  # the shopping list holds none but these ("weve run out of flour" alone
    # may add flour: the lists' design reads a stock run out as a need)

    @property
    def must_not(self) -> bool:
        return self.kind.endswith(", not")


@dataclass(frozen=True)
class Vocabulary:
    foods: tuple[str, ...]  # a thing that cooks (one word, so a timer is named by it)
    cooking: tuple[str, ...]  # "{t}" the food: a remark that it starts cooking
    set_acts: tuple[str, ...]  # "{n}" minutes: a timer for "it"
    longer: tuple[str, ...]  # "{t}": it needs more time
    more_acts: tuple[str, ...]  # 3 more minutes on "it"
    running_acts: tuple[tuple[str, int | None], ...]  # an act on the one running timer: (said, minutes left; None: gone)
    groceries: tuple[str, ...]
    out_of: tuple[str, ...]  # "{i}" the grocery: a remark that it ran out
    list_acts: tuple[str, ...]  # put "it" on the shopping list
    got: tuple[str, ...]  # "{i}": a remark that it is not needed after all
    off_acts: tuple[str, ...]  # take "it" off the shopping list
    jobs: tuple[tuple[str, str], ...]  # (thing, remark that it needs doing)
    todo_acts: tuple[str, ...]
    alarm_gone: tuple[str, ...]  # "{c}" the alarm's clock: the alarm not needed, cancelled by "it" / "that one"
    reminder_gone: tuple[str, ...]  # "{r}" the reminder's thing
    too: tuple[str, ...]  # "{i}" one more item after a list add
    two_acts: tuple[str, ...]  # "{a}" an item on the list, "{b}" one to add
    dated: tuple[tuple[str, str], ...]  # (a dated reminder asked back, the answer that completes it)
    reported: tuple[str, ...]  # "{s}" a command told of someone else, another time, or refused


DEV = Vocabulary(
    foods=("rice", "pasta", "potatoes"),
    cooking=("the {t} is going on now", "the {t} just went in", "ive just put the {t} on"),
    set_acts=("give it an {n} minute timer", "set a timer for {n} minutes for it", "time it for {n} minutes"),
    longer=("the {t} needs a bit longer", "the {t} isnt done yet"),
    more_acts=("add 3 minutes to it", "give it 3 more minutes", "put another 3 minutes on it"),
    running_acts=(("add 3 minutes to it", 13), ("cancel it", None), ("give it 3 more minutes", 13),
                  ("stop that timer", None)),
    groceries=("flour", "milk", "batteries"),
    out_of=("weve run out of {i}", "were out of {i}", "theres no {i} left"),
    list_acts=("put it on the shopping list", "add it to my shopping list", "can you add it to the list"),
    got=("weve got {i} after all", "we dont need {i} after all", "i found some {i}"),
    off_acts=("cross it off the shopping list", "take it off the list", "remove it from my shopping list"),
    jobs=(("boiler service", "the boiler service needs booking"), ("car", "the car needs washing"),
          ("gutters", "the gutters need clearing")),
    todo_acts=("put it on my to do list", "add that to the to do list"),
    alarm_gone=("i dont need the {c} alarm any more cancel it", "the {c} alarm, cancel it i dont need it",
                "cancel the {c} one i dont need it any more"),
    reminder_gone=("the {r} one, i dont need that reminder now", "i dont need the {r} reminder any more cancel it"),
    too=("and {i} too", "oh and {i} as well", "{i} too please"),
    two_acts=("remove the {a} and add {b}", "take {a} off the list and put {b} on", "cross off {a} and add {b}"),
    dated=(("remind me on friday", "to call the plumber"), ("set a reminder for tomorrow", "take the bins out"),
           ("remind me on saturday at 9 am", "to water the plants")),
    reported=("my wife said {s}", "she told me {s}", "yesterday {s}", "dont {s}"),
)

NEVER = Vocabulary(
    foods=("lasagne", "sprouts", "dumplings"),
    cooking=("right the {t} are in the oven", "so my {t} is cooking now", "i put {t} in the pot just now",
             "now then the {t} has gone on"),
    set_acts=("could you do a {n} minute timer for it", "please timer {n} minute for it",
              "would you be so kind as to give it {n} minutes", "do it a timer {n} minutes"),
    longer=("the {t} is not ready", "my {t} still needs more time", "the {t} could do with longer"),
    more_acts=("give it another 3 minutes please", "add on 3 minutes for it", "3 more minutes on it please"),
    running_acts=(("put 3 more minutes on it", 13), ("get rid of it", None), ("give that 3 more minutes", 13),
                  ("please cancel that", None)),
    groceries=("tea bags", "cheese", "bin bags"),
    out_of=("there is no more {i}", "we finished the {i}", "we are all out of {i}", "the {i} is all gone"),
    list_acts=("please put it on list", "stick it on the shopping list", "add them to my shopping list please",
               "could it go on the shopping list"),
    got=("nevermind we have {i}", "my husband bought {i} already", "turns out we have loads of {i}"),
    off_acts=("take it off", "delete that from the shopping list", "cross them off my list please"),
    jobs=(("smoke alarm battery", "the smoke alarm battery needs changing"), ("lawn", "the lawn needs mowing"),
          ("passport", "my passport needs renewing")),
    todo_acts=("stick it on the to do list", "can you put that on my todo list", "add it to to do list please"),
    alarm_gone=("no need for the {c} alarm now please delete it", "that {c} alarm turn it off i am off work",
                "the {c} alarm i dont want it anymore get rid of it"),
    reminder_gone=("that {r} reminder, please remove it", "we cancelled the {r} so delete that reminder"),
    too=("oh and {i}", "{i} also", "plus {i}", "and some {i} as well please"),
    two_acts=("take {a} off and add {b}", "delete {a} and put {b} on the list", "no more {a} but add {b}",
              "remove {a} from the list and add {b} to it"),
    dated=(("can you remind me on thursday", "ring the bank"), ("i need a reminder for sunday", "buy a present"),
           ("remind me tomorrow morning", "that the window man is coming")),
    reported=("my son said {s}", "the teacher told us {s}", "last week i said {s}", "please dont {s}",
              "would you {s} if i asked"),
)

# Written after the build (round 19, 17:20 UTC), measured once and never tuned on: a third honest figure.
THIRD = Vocabulary(
    foods=("fish", "carrots", "gammon"),
    cooking=("ok the {t} is in now", "{t} are on the stove", "hey i just put my {t} in the oven"),
    set_acts=("set it a timer of {n} minutes", "can i have {n} minutes on it", "{n} minute timer on it please"),
    longer=("the {t} needs another few minutes", "hmm the {t} are still not cooked"),
    more_acts=("put 3 extra minutes on it", "add three more minutes to that"),
    running_acts=(("add three minutes to that", 13), ("scrap it", None), ("stick 3 more minutes on it please", 13),
                  ("could you cancel that one", None)),
    groceries=("toothpaste", "eggs", "kitchen roll"),
    out_of=("we are right out of {i}", "no {i} left at all", "the {i} ran out"),
    list_acts=("whack it on the shopping list", "pop that on my shopping list", "can it go on the list please"),
    got=("actually we have {i}", "i just bought {i}", "dont need {i} anymore"),
    off_acts=("scratch it off the list", "take that off the shopping list please", "remove it please"),
    jobs=(("bathroom tap", "the bathroom tap needs fixing"), ("hedge", "the hedge needs trimming"),
          ("bike tyre", "the bike tyre needs pumping")),
    todo_acts=("jot it on my to do list", "put that on the todo list please"),
    alarm_gone=("the {c} alarm can go, cancel it", "please remove the {c} alarm i dont need it now",
                "i wont need the {c} alarm any more"),
    reminder_gone=("the {r} reminder, get rid of it", "no need for the {r} reminder now, delete it"),
    too=("and also {i}", "{i} as well", "oh {i} too"),
    two_acts=("swap {a} for {b}", "take off {a} and put on {b}", "delete {a} add {b}"),
    dated=(("remind me next tuesday", "to pay the window cleaner"), ("i want a reminder on monday", "book the vet")),
    reported=("my dad said {s}", "the neighbour told me {s}", "this morning i said {s}", "no dont {s}"),
)


def cases(v: Vocabulary) -> list[Case]:
    """Every remark x act x thing of ``v`` (the remark first and, for timers and lists, after), and the must-nots
    made of the same parts."""
    out: list[Case] = []
    for food, cooking, act in product(v.foods, v.cooking, v.set_acts):
        remark = cooking.format(t=food)
        said = act.format(n=18)
        out.append(Case("set", f"{remark}, {said}", timers=((food, 18),)))
        out.append(Case("set", f"{said}, {remark}", timers=((food, 18),)))
        out.append(Case("set, not", remark, timers=(), answered=False))
        for frame in v.reported[:2]:
            out.append(Case("set, not", frame.format(s=f"{remark} {said}"), timers=(), answered=False))
    for food, longer, act in product(v.foods, v.longer, v.more_acts):
        start = f"set a 10 minute timer for the {food}"
        out.append(Case("more", f"{longer.format(t=food)}, {act}", (start,), timers=((food, 13),)))
        out.append(Case("more, not", longer.format(t=food), (start,), timers=((food, 10),), answered=False))
        out.append(Case("more, not", f"{v.reported[2].format(s=longer.format(t=food))} so i {act}", (start,),
                        timers=((food, 10),), answered=False))
    for food, (act, left) in product(v.foods, v.running_acts):
        start = f"set a 10 minute timer for the {food}"
        out.append(Case("running", act, (start,), timers=() if left is None else ((food, left),)))
        out.append(Case("running, not", v.reported[0].format(s=act), (start,), timers=((food, 10),), answered=False))
    for item, out_of, act in product(v.groceries, v.out_of, v.list_acts):
        remark = out_of.format(i=item)
        out.append(Case("listed", f"{remark}, {act}", shopping=(item,)))
        out.append(Case("listed", f"{act}, {remark}", shopping=(item,)))
        out.append(Case("listed, not", remark, at_most=(item,), answered=False))
        out.append(Case("listed, not", v.reported[1].format(s=f"{remark} {act}"), shopping=(), answered=False))
    for item, got, act in product(v.groceries, v.got, v.off_acts):
        other = "bread" if item == "eggs" else "eggs"  # another item on the list, never the one taken off
        start = (f"add {item} to the shopping list", f"add {other} to the shopping list")
        out.append(Case("off", f"{got.format(i=item)}, {act}", start, shopping=(other,)))
        out.append(Case("off, not", got.format(i=item), start, shopping=(item, other), answered=False))
    for (thing, job), act in product(v.jobs, v.todo_acts):
        out.append(Case("job", f"{job}, {act}", todo=(thing.split()[-1],)))
        out.append(Case("job, not", v.reported[3].format(s=act) + f" {job}", todo=(), answered=False))
    for clock, said in product(("10 pm", "6 am"), v.alarm_gone):
        start = (f"set an alarm for {clock}",)
        out.append(Case("alarm gone", said.format(c=clock), start, alarms=0))
        out.append(Case("alarm gone, not", v.reported[0].format(s=said.format(c=clock)), start, alarms=1,
                        answered=False))
    for thing, said in product(("dentist", "vet"), v.reminder_gone):
        start = (f"remind me about the {thing} at 4 pm",)
        out.append(Case("reminder gone", said.format(r=thing), start, reminders=()))
        out.append(Case("reminder gone, not", v.reported[1].format(s=said.format(r=thing)), start,
                        reminders=(thing,), answered=False))
    for item, too in product(v.groceries, v.too):
        other = "bread" if item == "eggs" else "eggs"
        out.append(Case("too", too.format(i=item), (f"add {other} to the shopping list",), shopping=(other, item)))
        out.append(Case("too, not", too.format(i=item), ("what time is it",), shopping=(), answered=False))
    for (a, b), two in product((("bananas", "batteries"), ("milk", "bread")), v.two_acts):
        start = (f"add {a} to the shopping list",)
        out.append(Case("two acts", two.format(a=a, b=b), start, shopping=(b,)))
        out.append(Case("two acts, not", v.reported[0].format(s=two.format(a=a, b=b)), start, shopping=(a,),
                        answered=False))
    for asked, answer in v.dated:
        words = re.sub(r"^(?:to|that) ", "", answer).split()
        timed = re.search(r"\b(?:am|pm)\b", asked) is not None  # a day alone: its time is asked next
        out.append(Case("dated", asked, then=(answer,) if timed else (answer, "at 10 am"), reminders=(words[-1],)))
        out.append(Case("dated, not", asked, then=("never mind",), reminders=()))
    return out


def check(skills: object, case: Case) -> tuple[bool, str | None]:
    """Say ``case`` to ``skills`` (a fresh ``LocalSkills`` with real lists, as ``skill_helpers.listing_skills``) and
    tell whether the household is as the case says after it, with the (last) reply."""
    from datetime import timedelta

    from skill_helpers import NOW, say

    from gpt_home.agent.intent_types import TimerKind

    for i, said in enumerate(case.setup):
        say(skills, said, i)
    reply = say(skills, case.text, 5)
    ok = not case.answered or reply is not None
    for i, answer in enumerate(case.then):
        reply = say(skills, answer, 10 + i)
    at = NOW + timedelta(seconds=10 + max(len(case.then) - 1, 0))
    timers = skills.timers  # type: ignore[attr-defined]
    lists = skills.named.lists.lists  # type: ignore[attr-defined]

    def holds(items: list[str], wanted: tuple[str, ...]) -> bool:
        return len(items) == len(wanted) and all(any(w in i for i in items) for w in wanted)

    if case.timers is not None:
        running = sorted((t.label, round((t.due - at).total_seconds() / 60))
                         for t in timers.list("anna", kind=TimerKind.TIMER))
        ok = ok and running == sorted(case.timers)
    if case.shopping is not None:
        ok = ok and holds([i.text for i in lists.items("anna", "shopping")], case.shopping)
    if case.at_most is not None:
        ok = ok and all(i.text in case.at_most for i in lists.items("anna", "shopping"))
    if case.todo is not None:
        ok = ok and holds([i.text for i in lists.items("anna", "to do")], case.todo)
    if case.alarms is not None:
        ok = ok and len(timers.list("anna", kind=TimerKind.ALARM)) == case.alarms
    if case.reminders is not None:
        ok = ok and holds([t.label for t in timers.list("anna", kind=TimerKind.REMINDER)], case.reminders)
    return ok, reply
