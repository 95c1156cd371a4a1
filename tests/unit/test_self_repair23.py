"""Self-repair said mid-request, in every skill (round 23, issue 15): "a number from 1 to 10, no, from 1 to 4",
"set a timer for 5, sorry, 10 minutes", "add milk, no wait, oat milk", "turn on the kitchen, I mean the living room
light", "what time is it in paris, no, in rome". The correction wins; nothing is done with the value taken back.

Generated from frames x correction markers x values (``GENERATED``), plus a vocabulary never tuned on
(``tests/fixtures/self_repair_unseen23.txt``: other markers, speakers and values), plus must-nots: a "no" that is
a determiner, an answer or part of a name, a reported or negated request. Through the real rules, recognizer and
skills with a pinned clock (a Tuesday morning)."""

from __future__ import annotations

import random
import re
from itertools import cycle
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

UNSEEN = Path(__file__).parent.parent / "fixtures" / "self_repair_unseen23.txt"
UNSEEN_B = UNSEEN.with_name("self_repair_unseen23b.txt")
MARKERS = ("no", ", no,", "no wait", ", sorry,", "sorry", "i mean", "actually", "oops", "wait no", "or rather",
           "no sorry", ", i mean,")


def _cases() -> list[tuple[str, str, str]]:
    """(kind, request, expected) from each frame said with each marker, values rotating."""
    marks = cycle(MARKERS)
    rows: list[tuple[str, str, str]] = []
    for low, first, high in ((1, 10, 4), (1, 100, 6), (1, 20, 3), (1, 50, 2)):
        for frame in ("a number from {l} to {a}{m} from {l} to {b}", "pick a number between {l} and {a}{m} between "
                      "{l} and {b}", "give me a random number from {l} to {a}{m} {l} to {b}"):
            rows.append(("number", frame.format(l=low, a=first, b=high, m=_m(next(marks))), f"{low}-{high}"))
    for first, then in ((5, 10), (20, 15), (3, 7)):
        for frame in ("set a timer for {a}{m} {b} minutes", "set a timer for {a} minutes{m} {b} minutes",
                      "timer for {a} minutes{m} make it {b}"):
            rows.append(("timer", frame.format(a=first, b=then, m=_m(next(marks))), str(then)))
    for first, then in ((7, 8), (6, 9)):
        for frame in ("set an alarm for {a}{m} {b} am", "wake me up at {a} am{m} {b} am"):
            rows.append(("alarm", frame.format(a=first, b=then, m=_m(next(marks))), str(then)))
    for first, then in (("milk", "oat milk"), ("bread", "rolls"), ("apples", "pears")):
        for frame in ("add {a}{m} {b}", "add {a} to the shopping list{m} {b}", "add {a}{m} {b} to my shopping list"):
            rows.append(("list", frame.format(a=first, b=then, m=_m(next(marks))), then))
    for first, then in (("milk", "oat milk"), ("tea", "green tea"), ("bread", "brown bread")):
        for frame in ("i need {a}{m} {b}, on the list", "we need {a}{m} {b} on the shopping list"):
            rows.append(("list", frame.format(a=first, b=then, m=_m(next(marks))), then))
    for frame in ("add {a} to the todo list{m} to the shopping list", "put {a} on the todo list{m} on the shopping list"):
        rows.append(("list", frame.format(a="eggs", m=_m(next(marks))), "eggs"))
    for first, then in (("milk", "oat milk"), ("eggs", "milk"), ("bread", "brown bread")):
        rows.append(("list", f"add something to the shopping list || {first}{_m(next(marks))} {then}", then))
    for first, then in ((5, 10), (20, 25)):
        rows.append(("timer", f"set a timer || {first}{_m(next(marks))} {then} minutes", str(then)))
    rows += [  # a removal or a cancel corrected: only the thing meant goes
        ("list", "add eggs and milk, no, just eggs", "eggs"),
        ("alarm", "set an alarm for 7 am || set a timer for 10 minutes || cancel my alarm no my timer", "7"),
        ("list", "add milk to the list || add eggs to the list || delete milk from the list, no, eggs", "milk"),
        ("alarm", "set an alarm for 7 am || set an alarm for 8 am || cancel the 7 am alarm, sorry, the 8 am one", "7"),
        ("light", "turn on the kitchen light || turn on the living room light || turn off all the lights no just the "
         "kitchen", "living room"),
        ("timer", "set a timer for 10 minutes || set an alarm for 7 am || cancel the timer i mean the alarm", "10")]
    rows += [("alarm", "set an alarm || no, 7 am", "7"), ("timer", "set a timer || no sorry 10 minutes", "10"),
             ("reminder", "remind me to call mum || no, tomorrow at 6 pm", "18 call mum")]
    for first, then, task in ((5, 6, "call mum"), (3, 4, "take my pills")):
        for frame in ("remind me at {a} pm to {t}{m} at {b} pm", "remind me to {t} at {a} pm{m} {b} pm"):
            rows.append(("reminder", frame.format(a=first, b=then, t=task, m=_m(next(marks))), f"{then + 12} {task}"))
    for first, then in (("call mum", "call dad"), ("feed the cat", "walk the dog")):
        rows.append(("says", f"remind me in the morning to {first}{_m(next(marks))} to {then}", f"{then}|!{first}"))
    for first, then in (("kitchen", "living room"), ("living room", "kitchen")):
        for frame in ("turn on the {a}{m} the {b} light", "switch the {a} light on{m} the {b} light",
                      "turn on the {a} light{m} the {b} one"):
            rows.append(("light", frame.format(a=first, b=then, m=_m(next(marks))), then))
    for first, then in (("paris", "rome"), ("tokyo", "sydney"), ("london", "new york")):
        for frame in ("what time is it in {a}{m} in {b}", "whats the time in {a}{m} {b}"):
            rows.append(("place", frame.format(a=first, b=then, m=_m(next(marks))), then))
    for a, b, c in ((12, 3, 4), (45, 5, 9)):
        for frame in ("what is {a} times {b}{m} {a} times {c}", "whats {a} times {b}{m} times {c}"):
            rows.append(("sum", frame.format(a=a, b=b, c=c, m=_m(next(marks))), str(a * c)))
    return rows


def _m(marker: str) -> str:
    return marker if marker.startswith(",") else f" {marker}"


GENERATED = _cases()
MUST_NOT = [
    ("none", "is there no milk on the shopping list", ""),
    ("none", "no, that's fine", ""),
    ("none", "no thanks, that's all", ""),
    ("none", "i know, the kitchen light is on", ""),
    ("none", "what time is the number 10 no 4 bus", ""),
    ("none", "no, don't set a timer", ""),
    ("none", "there's no need to set an alarm for 7, no, 8", ""),
    ("none", "my husband said add milk no oat milk to the list", ""),
    ("none", "no milk on the list, we've got loads", ""),
    ("none", "i said no to the timer", ""),
    ("none", "what's the capital of france no idea", ""),
    # a "no" that answers a question
    ("none", "tin foil || no", ""), ("none", "tin foil || no thanks", ""), ("none", "tin foil || no, cling film", ""),
    ("none", "set a timer || no i don't want one", ""), ("none", "set an alarm || no, maybe later", ""),
    ("none", "add something to the shopping list || no, never mind", ""),
    ("none", "add something to the shopping list || eggs no thanks", ""),
    ("none", "remind me to call mum || no forget it", ""),
]


# Never-tuned rows this round leaves, each an honest gap (nothing wrong is done): "1 until 3" is no range the random
# number reader knows yet, nor is "roll me a number".
GAPS = frozenset({"please a number 1 until 20, no no, 1 until 3",
                  "roll me a number between 1 and 60 oh sorry between 1 and 6"})


def _unseen() -> list[tuple[str, str, str]]:
    rows = []
    for line in [*UNSEEN.read_text(encoding="utf-8").splitlines(), *UNSEEN_B.read_text(encoding="utf-8").splitlines()]:
        if line.strip() and not line.startswith("#"):
            kind, request, *expected = line.split("\t")
            rows.append((kind, request, "".join(expected)))
    return rows


def _done(skills: LocalSkills) -> dict[str, list]:
    assert skills.timers is not None
    return {
        "list": sorted(i.text for i in skills.named.lists.lists.items("anna", "shopping")),
        "timer": skills.timers.list("anna", kind=TimerKind.TIMER),
        "alarm": skills.timers.list("anna", kind=TimerKind.ALARM),
        "reminder": skills.timers.list("anna", kind=TimerKind.REMINDER),
        "light": [room for room in ("kitchen", "living room") if skills.lights.level(room)],
    }


def heard_right(kind: str, request: str, expected: str, seed: int = 0) -> tuple[bool, str]:
    """Whether the skills did what ``request`` asked, with the correction winning; and what was said and done."""
    with local_skills(MockFactory(), lights=LIGHTS, lists=ListSkill(InMemoryStore())) as skills:
        skills.named.rng = random.Random(seed)
        for i, turn in enumerate(request.split(" || ")):  # an answer to the question asked: "milk no oat milk"
            reply = str(say(skills, turn, i * 5))
        done = _done(skills)
    acted = {k: v for k, v in done.items() if v}
    seen = f"{reply!r} {acted}"
    if kind == "none":
        return not acted, seen
    others = {k for k in acted if k != kind}
    if kind == "number":
        low, high = (int(x) for x in expected.split("-"))
        said = re.fullmatch(r"(\d+)\.", reply)
        return bool(said) and low <= int(said.group(1)) <= high and not acted, seen
    if kind == "timer":
        timers = done["timer"]
        ok = len(timers) == 1 and round((timers[0].due - timers[0].created).total_seconds() / 60) == int(expected)
        return ok and not others, seen
    if kind == "alarm":
        alarms = done["alarm"]
        return len(alarms) == 1 and alarms[0].due.hour == int(expected) and not others, seen
    if kind == "reminder":
        hour, task = expected.split(" ", 1)
        reminders = done["reminder"]
        return len(reminders) == 1 and reminders[0].due.hour == int(hour) and reminders[0].label == task, seen
    if kind == "says":
        said, unsaid = expected.split("|!")
        return said in reply and unsaid not in reply and not acted, seen
    if kind == "list":
        return done["list"] == [expected] and not others, seen
    if kind == "light":
        return done["light"] == [expected] and not others, seen
    if kind == "place":
        first = re.search(r"\bin (\w+(?: \w+)?),? (?:no|sorry|i mean|actually|oops|wait|or|er|um|hang|my)", request)
        named = expected.lower() in reply.lower()
        return named and not (first and first.group(1) in reply.lower()) and not acted, seen
    if kind == "sum":
        return re.search(rf"\b{expected}\b", reply) is not None and not acted, seen
    if kind == "spell":
        return ", ".join(expected.upper()) in reply and not acted, seen
    raise AssertionError(kind)


@pytest.mark.parametrize(("kind", "request_text", "expected"), GENERATED, ids=lambda v: str(v)[:50])
def test_generated_self_repairs_take_the_later_value(kind: str, request_text: str, expected: str) -> None:
    ok, seen = heard_right(kind, request_text, expected)
    assert ok, seen


@pytest.mark.parametrize(("kind", "request_text", "expected"), [
    pytest.param(*row, marks=pytest.mark.xfail(strict=True, reason="an honest gap")) if row[1] in GAPS else row
    for row in _unseen()], ids=lambda v: str(v)[:50])
def test_never_tuned_self_repairs(kind: str, request_text: str, expected: str) -> None:
    ok, seen = heard_right(kind, request_text, expected)
    assert ok, seen


@pytest.mark.parametrize(("kind", "request_text", "expected"), MUST_NOT, ids=lambda v: str(v)[:50])
def test_a_no_that_corrects_nothing_does_nothing(kind: str, request_text: str, expected: str) -> None:
    ok, seen = heard_right(kind, request_text, expected)
    assert ok, seen


@pytest.mark.parametrize("seed", range(8))
def test_a_corrected_range_is_the_range_drawn_from(seed: int) -> None:
    ok, seen = heard_right("number", "a number from 1 to 10, no, from 1 to 4", "1-4", seed)
    assert ok, seen


@pytest.mark.parametrize(("said", "answer"), [
    ("no tomorrow at 6 pm", "tomorrow at 6 pm"), ("no sorry 10 minutes", "10 minutes"), ("nope 7 am", "7 am"),
    ("no maybe later", "no maybe later"), ("no", "no"), ("no i dont want one thanks", "no i dont want one thanks"),
])
def test_a_no_before_a_time_answered_is_no_part_of_it(said: str, answer: str) -> None:
    from gpt_home.agent.answer_repair import without_leading_no

    assert without_leading_no(said) == answer


@pytest.mark.parametrize(("said", "taken_back"), [
    ("eggs no", True), ("tomorrow at 6 nope", True), ("there is no", False), ("no", False), ("say no", False),
])
def test_a_no_said_last_takes_the_answer_back(said: str, taken_back: bool) -> None:
    from gpt_home.agent.answer_repair import no_said_last

    assert no_said_last(said) is taken_back
