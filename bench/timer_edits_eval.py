"""Timer, alarm and reminder edits said in many shapes (issue 15, round 21): a generated dev suite, a vocabulary
written before any code change and never tuned on, and must-nots generated the same way.

Each case says set-up sentences to the real local skills (in-memory store, a pinned Tuesday 10:25 UTC clock), then
one request, and compares the timers, alarms and reminders before and after with what the request asks:
right (the expected state and a fitting reply), wrong action (the state changed otherwise) or missed.
Run: ``PYTHONPATH=$PWD python bench/timer_edits_eval.py [--show missed|wrong|all]``.
"""

from __future__ import annotations

import argparse
import itertools
import logging
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from gpiozero.pins.mock import MockFactory  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from skill_helpers import NOW, local_skills, say  # noqa: E402

from gpt_home.skills.lists import ListSkill  # noqa: E402

State = tuple[tuple[str, str, str], ...]
NO_SUCH = r"(?:don't|do not|dont) (?:have|see)|(?:no|couldn't find|can't find) (?:an? |any )?"
TOO_LONG = r"up to 24 hours"


@dataclass(frozen=True)
class Case:
    """One request after its set-up: ``change`` maps the state before to the one asked for (None: unchanged)."""

    family: str
    setup: tuple[str, ...]
    text: str
    change: tuple = ()  # ("timer", label, minutes) | ("alarm", old "HH:MM day", new) | ("drop", key) | ("remind",)
    reply: str = ""  # a pattern the reply must match to count as right
    extra: dict = field(default_factory=dict)


def _state(skills) -> State:
    out = []
    for t in skills.timers.list("anna"):
        label = t.label if t.kind.value != "reminder" else ""
        out.append((t.kind.value, label, t.due.strftime("%a %H:%M:%S")))
    return tuple(sorted(out))


def _expected(before: State, change: tuple) -> State | None:
    if not change:
        return before
    kind = change[0]
    rows = list(before)
    if kind == "timer":
        _, label, minutes = change
        due = (NOW + timedelta(minutes=minutes)).strftime("%a %H:%M:%S")
        hit = [r for r in rows if r[0] == "timer" and r[1] == label]
        if len(hit) != 1:
            return None
        rows[rows.index(hit[0])] = ("timer", label, due)
    elif kind == "alarm":
        _, old, new = change
        hit = [r for r in rows if r[0] == "alarm" and r[2].startswith(old)]
        if len(hit) != 1:
            return None
        rows[rows.index(hit[0])] = ("alarm", hit[0][1], new + ":00")
    elif kind == "drop":
        hit = [r for r in rows if r[0] == change[1] and r[2].startswith(change[2])]
        if len(hit) != 1:
            return None
        rows.remove(hit[0])
    elif kind == "remind":
        rows.append(("reminder", "", change[1] + ":00"))
    elif kind == "alarm_set":
        rows.append(("alarm", "", change[1] + ":00"))
    return tuple(sorted(rows))


def run(case: Case, factory: MockFactory) -> tuple[str, str | None, State, State]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as skills:
        for line in case.setup:
            say(skills, line)
        before = _state(skills)
        reply = say(skills, case.text)
        after = _state(skills)
    want = _expected(before, case.change)
    if after == want and (not case.reply or (reply and re.search(case.reply, reply, re.I))):
        return "right", reply, before, after
    if after != before and after != want:
        return "wrong", reply, before, after
    return "missed", reply, before, after


# --- the generated dev suite -------------------------------------------------------------------------------------

LEADS = ["", "um ", "okay so ", "hey "]
TAILS = ["", " please", " thanks"]
DEV_NAMES = ["boiled egg", "rice", "pasta", "cake", "pizza", "egg"]
DEV_TO = ["change the {name} timer to {n} minutes", "the {name} timer, change it to {n} minutes",
          "make the {name} timer {n} minutes instead", "knock the {name} timer down to {n}",
          "can the {name} one be {n} minutes", "reset the {name} timer to {n} minutes",
          "the {name} timer change to {n} minutes", "make the {name} timer {n} minutes",
          "change {name} timer to {n} minute"]
DEV_MORE = ["add {d} more minutes to the {name}", "add {d} minutes to the {name} timer",
            "put {d} more minutes on the {name} timer", "give the {name} {d} more minutes"]
DEV_LESS = ["take {d} minutes off the {name} timer", "take {d} minutes off the {name}"]
NUMS = {2: "two", 3: "three", 5: "five", 6: "six", 11: "eleven", 12: "twelve", 25: "twenty five"}


def _num(n: int, words: bool) -> str:
    return NUMS.get(n, str(n)) if words else str(n)


def timer_cases(names, to_frames, more_frames, less_frames, leads, tails, tag) -> list[Case]:
    cases = []
    for i, (name, frame) in enumerate(itertools.product(names, to_frames)):
        n = [11, 5, 6, 25, 12][i % 5]
        other = "cake" if name != "cake" else "rice"
        setup = (f"set a {name} timer for 8 minutes", f"set a {other} timer for 30 minutes")
        text = leads[i % len(leads)] + frame.format(name=name, n=_num(n, i % 3 == 1)) + tails[i % len(tails)]
        cases.append(Case(f"{tag}timer_to", setup, text, ("timer", name, n), rf"{n} minutes"))
        missing = (f"set a {other} timer for 30 minutes",)
        cases.append(Case(f"{tag}missing_timer", missing, text, (), NO_SUCH))
    for i, (name, frame) in enumerate(itertools.product(names, more_frames + less_frames)):
        d = [2, 3, 5][i % 3]
        more = frame in more_frames
        setup = (f"set a {name} timer for 8 minutes",)
        text = leads[i % len(leads)] + frame.format(name=name, d=_num(d, i % 2 == 1)) + tails[i % len(tails)]
        cases.append(Case(f"{tag}timer_by", setup, text, ("timer", name, 8 + d if more else 8 - d)))
    return cases


DEV_LONG = ["set a timer for {v}", "timer for {v} please", "set an egg timer for {v}", "start a timer for {v}"]
DEV_LONG_VALUES = ["2 days", "two days", "48 hours", "25 hours", "a week", "3 days", "30 hours"]
DEV_SHORT_VALUES = ["0 minutes", "zero minutes", "minus 5 minutes", "negative ten minutes", "0 seconds"]

ALARMS = ("set an alarm for 7 am", "set an alarm for saturday at 8 am", "set an alarm for friday at 6 am")
DEV_ALARM = [("move my 7 o'clock alarm to 7:30", ("alarm", "Wed 07:00", "Wed 07:30")),
             ("move my 7 oclock alarm to 7 30", ("alarm", "Wed 07:00", "Wed 07:30")),
             ("make saturday's alarm half an hour later", ("alarm", "Sat 08:00", "Sat 08:30")),
             ("make saturdays alarm half an hour later", ("alarm", "Sat 08:00", "Sat 08:30")),
             ("change the friday alarm to quarter past six", ("alarm", "Fri 06:00", "Fri 06:15")),
             ("move the saturday alarm to 9", ("alarm", "Sat 08:00", "Sat 09:00")),
             ("make the friday alarm ten minutes earlier", ("alarm", "Fri 06:00", "Fri 05:50")),
             ("change my 7 am alarm to 6:45", ("alarm", "Wed 07:00", "Wed 06:45")),
             ("get rid of the friday one", ("drop", "alarm", "Fri 06:00")),
             ("get rid of the friday alarm", ("drop", "alarm", "Fri 06:00")),
             ("cancel the saturday alarm", ("drop", "alarm", "Sat 08:00")),
             ("delete my 7 am alarm", ("drop", "alarm", "Wed 07:00")),
             ("cancel saturdays alarm", ("drop", "alarm", "Sat 08:00")),
             # added after the build (round 21, dev only)
             ("bring my saturday alarm forward to 7", ("alarm", "Sat 08:00", "Sat 07:00")),
             ("the friday alarm, make it 6 30", ("alarm", "Fri 06:00", "Fri 06:30")),
             ("could you put the saturday alarm to 9 instead", ("alarm", "Sat 08:00", "Sat 09:00")),
             ("i want my friday alarm at quarter to six", ("alarm", "Fri 06:00", "Fri 05:45")),
             ("turn off the saturday alarm", ("drop", "alarm", "Sat 08:00")),
             ("lose the friday one", ("drop", "alarm", "Fri 06:00")),
             ("the saturday alarm, push it back half an hour", ("alarm", "Sat 08:00", "Sat 08:30"))]
DEV_ALARM_MISSING = ["move my 9 o'clock alarm to 9:30", "make sunday's alarm half an hour later",
                     "change the monday alarm to quarter past six", "move my 5 am alarm to 5:30",
                     "get rid of the sunday alarm", "cancel the thursday alarm"]
ONE_ALARM = ("set an alarm for 6 am",)
DEV_ONE_ALARM = [("change the alarm to quarter past six", ("alarm", "Wed 06:00", "Wed 06:15")),
                 ("change my alarm to half six", ("alarm", "Wed 06:00", "Wed 06:30")),
                 ("push my alarm back half an hour", ("alarm", "Wed 06:00", "Wed 06:30"))]
DEV_REMIND = [("remind me on wednesday at 4 pm to pick up the dry cleaning", "Wed 16:00", r"tomorrow, wednesday,? at 4 pm"),
              ("remind me wednesday at 4 to pick up the dry cleaning", "Wed 16:00", r"tomorrow, wednesday,? at 4 pm"),
              ("remind me to call mum on wednesday at 9 am", "Wed 09:00", r"tomorrow, wednesday,? at 9 am"),
              ("remind me on thursday at 4 pm to call mum", "Thu 16:00", r"thursday,? at 4 pm|at 4 pm on thursday"),
              ("remind me tomorrow at 9 am to call the bank", "Wed 09:00", r"tomorrow"),
              ("remind me at 5 pm to start dinner", "Tue 17:00", r"5 pm"),
              ("set an alarm for wednesday at 6 am", "Wed 06:00", r"tomorrow, wednesday,? at 6 am|6 am tomorrow")]


def long_cases(frames, longs, shorts, tag) -> list[Case]:
    cases = []
    for frame, value in itertools.product(frames, longs):
        cases.append(Case(f"{tag}too_long", (), frame.format(v=value), (), TOO_LONG))
    for frame, value in itertools.product(frames, shorts):
        cases.append(Case(f"{tag}too_short", (), frame.format(v=value), (), r"."))
    return cases


def alarm_cases(alarm, missing, one, remind, leads, tag) -> list[Case]:
    cases = []
    for i, (text, change) in enumerate(alarm):
        cases.append(Case(f"{tag}alarm_edit", ALARMS, leads[i % len(leads)] + text, change))
    for i, text in enumerate(missing):
        cases.append(Case(f"{tag}missing_alarm", ALARMS, leads[i % len(leads)] + text, (), NO_SUCH))
    for text, change in one:
        cases.append(Case(f"{tag}alarm_edit", ONE_ALARM, text, change))
    for text, due, pattern in remind:
        if text.startswith("set an alarm"):
            cases.append(Case(f"{tag}said_back", (), text, ("alarm_set", due), pattern))
        else:
            cases.append(Case(f"{tag}said_back", (), text, ("remind", due), pattern))
    return cases


def dev_suite() -> list[Case]:
    return (timer_cases(DEV_NAMES, DEV_TO, DEV_MORE, DEV_LESS, LEADS, TAILS, "")
            + long_cases(DEV_LONG, DEV_LONG_VALUES, DEV_SHORT_VALUES, "")
            + alarm_cases(DEV_ALARM, DEV_ALARM_MISSING, DEV_ONE_ALARM, DEV_REMIND, LEADS, ""))


# --- the never-tuned vocabulary (written before any code change; never read while building) ----------------------

NT_NAMES = ["lasagne", "soup", "chicken", "bread", "jacket potato", "muffin"]
NT_LEADS = ["", "er ", "right ", "excuse me ", "oh "]
NT_TAILS = ["", " thank you", " love", " ok"]
NT_TO = ["could you switch the {name} timer to {n} minutes", "the {name} timer needs to be {n} minutes",
         "update {name} timer {n} minutes", "bump the {name} timer up to {n} minutes",
         "cut the {name} timer to {n} minutes", "the {name} timer make it {n} minutes",
         "lower the {name} timer to {n} minutes", "can you make my {name} timer {n} minutes",
         "i want the {name} timer on {n} minutes instead", "would you be so kind as to change the {name} timer "
         "to {n} minutes", "can the {name} timer be {n} minutes pleeease"]
NT_MORE = ["extend the {name} timer by {d} minutes", "i need {d} extra minutes on the {name} timer",
           "add on {d} minutes to the {name} timer", "stick another {d} minutes on the {name}"]
NT_LESS = ["shorten the {name} timer by {d} minutes", "knock {d} minutes off the {name} timer",
           "remove {d} minutes from the {name} timer"]
NT_LONG = ["can you time {v}", "i need a timer for {v}", "put a timer on for {v}", "countdown {v}"]
NT_LONG_VALUES = ["three days", "72 hours", "a fortnight", "one week", "26 hours", "two weeks"]
NT_SHORT_VALUES = ["no minutes", "0 minute", "minus two minutes"]
NT_ALARM = [("push the saturday alarm to 9", ("alarm", "Sat 08:00", "Sat 09:00")),
            ("can my friday alarm go off at half six instead", ("alarm", "Fri 06:00", "Fri 06:30")),
            ("the 7 am alarm make it 8", ("alarm", "Wed 07:00", "Wed 08:00")),
            ("scrap the saturday alarm", ("drop", "alarm", "Sat 08:00")),
            ("i dont need the friday alarm anymore", ("drop", "alarm", "Fri 06:00")),
            ("switch my seven oclock alarm to half past seven", ("alarm", "Wed 07:00", "Wed 07:30")),
            ("set the saturday alarm 15 minutes later", ("alarm", "Sat 08:00", "Sat 08:15")),
            ("remove the alarm for friday", ("drop", "alarm", "Fri 06:00")),
            ("shift the friday one to 6 30", ("alarm", "Fri 06:00", "Fri 06:30")),
            ("the saturday alarm can be half an hour earlier", ("alarm", "Sat 08:00", "Sat 07:30"))]
NT_ALARM_MISSING = ["push the sunday alarm to 9", "switch my 10 oclock alarm to half past ten",
                    "scrap the monday alarm", "make the thursday alarm 15 minutes later"]
NT_ONE_ALARM = [("move the alarm to 7", ("alarm", "Wed 06:00", "Wed 07:00")),
                ("make my alarm twenty minutes later", ("alarm", "Wed 06:00", "Wed 06:20"))]
NT_REMIND = [("remind me wednesday 3 pm dentist", "Wed 15:00", r"tomorrow, wednesday,? at 3 pm"),
             ("on wednesday at 10 am remind me to water the plants", "Wed 10:00", r"tomorrow, wednesday,? at 10 am"),
             ("remind me on friday at noon to ring grandma", "Fri 12:00", r"friday"),
             ("can you remind me wednesday at half past two to take my pills", "Wed 14:30",
              r"tomorrow, wednesday,? at 2:30 pm")]


def nevertuned_suite() -> list[Case]:
    return (timer_cases(NT_NAMES, NT_TO, NT_MORE, NT_LESS, NT_LEADS, NT_TAILS, "")
            + long_cases(NT_LONG, NT_LONG_VALUES, NT_SHORT_VALUES, "")
            + alarm_cases(NT_ALARM, NT_ALARM_MISSING, NT_ONE_ALARM, NT_REMIND, NT_LEADS, ""))


# --- must-nots: nothing may change -------------------------------------------------------------------------------

MN_SETUP = ("set an egg timer for 11 minutes", "set a rice timer for 20 minutes") + ALARMS
MN_FRAMES = ["is the {name} timer still {n} minutes", "is the {name} timer set to {n} minutes",
             "my sister changed her {name} timer to {n} minutes", "i didnt change the {name} timer to {n} minutes",
             "dont change the {name} timer to {n} minutes", "if i made the {name} timer {n} minutes would it be done",
             "yesterday i changed the {name} timer to {n} minutes", "should i make the {name} timer {n} minutes",
             "my mum always takes a minute off the {name} timer", "did i add {n} minutes to the {name} timer",
             "would it be better to add {n} minutes to the {name}", "she said to make the {name} timer {n} minutes",
             "how long is left on the {name} timer", "was the {name} timer {n} minutes",
             "i wonder if the {name} timer should be {n} minutes", "last week i knocked the {name} timer down to {n}",
             "his {name} timer is {n} minutes", "no need to change the {name} timer",
             "what if i set a {name} timer for 2 days",
             "is the {name} one {n} minutes", "the {name} timer was {n} minutes last time"]
MN_ALARM = ["my neighbour moved her 7 oclock alarm to 7:30", "i used to move my alarm to 7:30 on saturdays",
            "did i move my alarm to 7:30", "is my saturday alarm at 8", "dont move the friday alarm",
            "my husband got rid of his friday alarm", "should i make saturdays alarm half an hour later",
            "what if i cancelled the saturday alarm", "nobody asked you to cancel the friday alarm",
            "when is my friday alarm", "i might change the alarm to quarter past six",
            "the kids alarm goes off at 7:30", "my old alarm clock was always half an hour late",
            "yesterday i cancelled the saturday alarm", "do i have an alarm on friday"]


def mustnot_suite() -> list[Case]:
    cases = []
    for i, (name, frame) in enumerate(itertools.product(["egg", "rice", "pasta"], MN_FRAMES)):
        text = LEADS[i % len(LEADS)] + frame.format(name=name, n=_num([5, 6, 11][i % 3], i % 2 == 1))
        cases.append(Case("mustnot_timer", MN_SETUP, text))
    for text in MN_ALARM:
        cases.append(Case("mustnot_alarm", MN_SETUP, text))
    return cases


# --- a third vocabulary, written after the build (d012422..e2cde25) and never tuned on ------------------------------

TH_NAMES = ["gammon", "flapjack", "fish fingers", "tea", "banana bread"]
TH_LEADS = ["", "ah ", "so um ", "hiya "]
TH_TAILS = ["", " ta", " cheers", " if you dont mind"]
TH_TO = ["alter the {name} timer to {n} minutes", "the {name} timer ought to be {n} minutes",
         "put the {name} timer to {n} minutes", "switch {name} timer to {n} min", "could the {name} one be {n} mins",
         "i need the {name} timer at {n} minutes", "reset my {name} timer to {n} minutes please",
         "the {name} timer, make that {n} minutes"]
TH_MORE = ["add another {d} minutes to the {name} timer", "put an extra {d} minutes on the {name}",
           "tack {d} minutes onto the {name} timer"]
TH_LESS = ["take {d} mins off the {name} timer", "shave {d} minutes off the {name} timer"]
TH_LONG = ["set me a timer for {v}", "make a timer for {v}", "i want a {v} timer"]
TH_LONG_VALUES = ["four days", "50 hours", "a whole week", "ten days"]
TH_SHORT_VALUES = ["zero seconds", "minus 1 minute"]
TH_ALARM = [("move the friday alarm to half past six", ("alarm", "Fri 06:00", "Fri 06:30")),
            ("put my saturday alarm back an hour", ("alarm", "Sat 08:00", "Sat 09:00")),
            ("change saturdays alarm to 9 am", ("alarm", "Sat 08:00", "Sat 09:00")),
            ("delete the friday alarm", ("drop", "alarm", "Fri 06:00")),
            ("get rid of saturdays alarm please", ("drop", "alarm", "Sat 08:00")),
            ("make my 7 am alarm 7 15", ("alarm", "Wed 07:00", "Wed 07:15"))]
TH_ALARM_MISSING = ["move the sunday alarm to 10", "put my monday alarm back an hour",
                    "delete the thursday alarm"]
TH_ONE_ALARM = [("change my alarm to 6 30", ("alarm", "Wed 06:00", "Wed 06:30"))]
TH_REMIND = [("remind me wednesday at 11 am to phone the vet", "Wed 11:00", r"tomorrow, wednesday,? at 11 am"),
             ("set an alarm for wednesday at 5 30 am", "Wed 05:30", r"tomorrow, wednesday,? at 5:30 am")]
TH_MN = ["is my {name} timer still going", "the {name} timer was {n} minutes yesterday",
         "my dad always makes the {name} timer {n} minutes", "should the {name} timer be {n} minutes",
         "i think the {name} timer is {n} minutes", "her {name} timer is {n} minutes",
         "if you change the {name} timer to {n} minutes it burns", "i forgot to change the {name} timer to {n} minutes"]


def third_suite() -> list[Case]:
    cases = (timer_cases(TH_NAMES, TH_TO, TH_MORE, TH_LESS, TH_LEADS, TH_TAILS, "")
             + long_cases(TH_LONG, TH_LONG_VALUES, TH_SHORT_VALUES, "")
             + alarm_cases(TH_ALARM, TH_ALARM_MISSING, TH_ONE_ALARM, TH_REMIND, TH_LEADS, ""))
    for i, (name, frame) in enumerate(itertools.product(["egg", "rice"], TH_MN)):
        cases.append(Case("mustnot_timer", MN_SETUP, frame.format(name=name, n=[5, 6][i % 2])))
    return cases


SUITES = {"dev": dev_suite, "nevertuned": nevertuned_suite, "mustnot": mustnot_suite, "third": third_suite}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--suite", choices=[*SUITES, "all"], default="all")
    parser.add_argument("--show", choices=["missed", "wrong", "all", "none"], default="none")
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    factory = MockFactory()
    for name, build in SUITES.items():
        if args.suite not in ("all", name):
            continue
        counts: Counter[str] = Counter()
        fam: Counter[tuple[str, str]] = Counter()
        for case in build():
            outcome, reply, before, after = run(case, factory)
            counts[outcome] += 1
            fam[(case.family, outcome)] += 1
            if args.show == "all" or args.show == outcome or (args.show == "missed" and outcome == "wrong"):
                print(f"  [{outcome}] {case.family}: {case.text!r} -> {reply!r}")
                if outcome == "wrong":
                    print(f"      before {before}\n      after  {after}")
        total = sum(counts.values())
        families = sorted({f for f, _ in fam})
        per = ", ".join(f"{f} {fam[(f, 'right')]}/{sum(fam[(f, o)] for o in ('right', 'wrong', 'missed'))}"
                        for f in families)
        print(f"{name}: right {counts['right']}/{total}, wrong actions {counts['wrong']}, missed "
              f"{counts['missed']}  ({per})")


if __name__ == "__main__":
    main()
