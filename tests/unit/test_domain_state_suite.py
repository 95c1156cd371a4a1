"""The generated domain-state suite (tests/domain_state_suite.py) through the real rules, skills and stores: a
question clearly about one household domain now is answered with that domain's state, and no must-not (another
thing, another day, reported, hypothetical, past, negated, a command not understood) is ever answered with a state
or changes anything, in both vocabularies (the second never tuned on). A pinned Tuesday.

Run as a script (``python tests/unit/test_domain_state_suite.py [-v]``) it prints the counts per domain for both
vocabularies and their must-nots (``-v``: the dev misses; the never-tuned misses are never printed)."""

from __future__ import annotations

import logging
import sys
from collections import Counter
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from domain_state_suite import AFTER, DEV, NEVER, Item, judged, must_nots, questions
from gpiozero.pins.mock import MockFactory, MockPWMPin
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, NOW, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

USER = "anna"
DEV_LEAST = 0.9  # the dev vocabulary's share answered with its state (every must-not at 0, in both)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with household(factory) as s:
        yield s


def household(factory: MockFactory):  # noqa: ANN201 - a context manager of LocalSkills
    """The suite's household: lists, two timers, an alarm and a reminder, set in the real stores."""
    built = local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore()))
    skills = built.__enter__()
    lists = skills.named.lists
    lists.handle_list_intent("HassListAddItem", {"item": "eggs, bread and apples", "name": "shopping"}, USER)
    lists.handle_list_intent("HassListAddItem", {"item": "call the plumber", "name": "to do"}, USER)
    timers = skills.timers
    assert timers is not None
    timers.set(USER, TimerKind.TIMER, NOW + timedelta(minutes=4), label="pasta", now=NOW - timedelta(minutes=6))
    timers.set(USER, TimerKind.TIMER, NOW + timedelta(minutes=9), label="dumplings", now=NOW - timedelta(minutes=3))
    timers.set(USER, TimerKind.ALARM, NOW.replace(hour=7, minute=0) + timedelta(days=1), now=NOW)
    timers.set(USER, TimerKind.REMINDER, NOW.replace(hour=15, minute=0), label="call the optician", now=NOW)
    return _Held(built, skills)


class _Held:
    def __init__(self, built, skills: LocalSkills) -> None:  # noqa: ANN001
        self.built, self.skills = built, skills

    def __enter__(self) -> LocalSkills:
        return self.skills

    def __exit__(self, *exc: object) -> None:
        self.built.__exit__(None, None, None)


def _state(skills: LocalSkills) -> tuple[object, ...]:
    lists = skills.named.lists.lists
    timers = skills.timers
    assert timers is not None
    return (tuple((i.text, i.done) for name in ("shopping", "to_do") for i in lists.items(USER, name)),
            tuple((t.kind, t.label, t.due) for t in timers.list(USER)))


def outcome(skills: LocalSkills, item: Item) -> tuple[str, str]:
    """Why ``item`` went wrong or unanswered ("" when right) and the reply."""
    before = _state(skills)
    reply = str(say(skills, item.text) or "")
    return judged(item, reply, _state(skills) != before), reply


# must-nots that readers of e58c01b (before this suite) already answered with a state, left as they were found:
# a list or reminders read back for a general question, the time for a negated or reported one, London's time
# (the test zone's). The domain-state reading reads none of them (tests/unit/test_domain_asked.py).
ON_MAIN = frozenset((
    "what is a to do list", "whats a good app for reminders", "what would my alarm be if i got up early",
    "what time did my alarm go off this morning", "i dont want to know the time", "do the list thing",
    "what time do the clocks go back", "how do i make a shopping list", "what time will it be in london",
    "my daughter asked what time it is", "i dont need to know the date", "the list", "do the reminder", "shopping",
))


def _on_main(item: Item) -> bool:
    return item.text.split(" ", 1)[-1] in ON_MAIN or item.text in ON_MAIN


@pytest.mark.parametrize("item", must_nots(DEV) + must_nots(NEVER), ids=lambda i: i.text)
def test_a_must_not_is_never_answered_with_state(skills: LocalSkills, item: Item) -> None:
    why, reply = outcome(skills, item)
    if _on_main(item):  # another reader's answer, as on e58c01b: it still changes nothing
        assert why != "wrong: the store changed", reply
    else:
        assert not why, f"{item.family}: {why} ({reply})"


@pytest.mark.parametrize("item", questions(DEV) + questions(NEVER) + questions(AFTER), ids=lambda i: i.text)
def test_a_domain_question_is_never_answered_falsely(skills: LocalSkills, item: Item) -> None:
    why, reply = outcome(skills, item)
    assert not why.startswith("wrong"), f"{item.domain}: {why} ({reply})"


def test_most_dev_questions_are_answered_with_their_state(factory: MockFactory) -> None:
    items = questions(DEV)
    right = 0
    for item in items:
        with household(factory) as skills:
            right += not outcome(skills, item)[0]
    assert right >= DEV_LEAST * len(items), f"{right} / {len(items)}"


def main() -> None:
    """Counts per domain (right / all) and wrong replies, for both vocabularies and their must-nots."""
    logging.disable(logging.INFO)
    for name, items in (("dev", questions(DEV)), ("must-nots dev", must_nots(DEV)),
                        ("never tuned", questions(NEVER)), ("must-nots never tuned", must_nots(NEVER)),
                        ("after the build", questions(AFTER)), ("must-nots after the build", must_nots(AFTER))):
        right, total, wrong, misses = Counter[str](), Counter[str](), 0, []
        for item in items:
            factory = MockFactory(pin_class=MockPWMPin)
            with household(factory) as skills:
                why, reply = outcome(skills, item)
            factory.reset()
            key = item.domain or item.family
            total[key] += 1
            right[key] += not why
            wrong += why.startswith("wrong")
            if why and name not in ("never tuned", "after the build"):  # their misses are never read
                misses.append(f"  {key}: {item.text!r} -> {why} ({reply})")
        print(f"{name}: {sum(right.values())} / {sum(total.values())}, wrong {wrong}; "
              + ", ".join(f"{f} {right[f]}/{total[f]}" for f in total), flush=True)
        if "-v" in sys.argv:
            print("\n".join(misses))


if __name__ == "__main__":
    sys.path[:0] = [str(Path(__file__).resolve().parents[1])]
    main()
