"""The leftover kinds (tests/leftovers_suite.py) through the real skills with timers, lists and no sound mixer, a
pinned Tuesday: every DEV case is right; in both vocabularies (NEVER is never tuned on) no must-not acts and no
command does a wrong thing.

Run as a script (``python tests/unit/test_leftovers_suite.py``) it prints the counts per kind for both vocabularies
(the dev misses with ``-v``; the never-tuned misses are never printed). AFTER, a third vocabulary written after the
build, is counted the same way."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin
from langgraph.store.memory import InMemoryStore
from leftovers_suite import AFTER, DEV, NEVER, NOW, Item, items, judged
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.list_store import list_slug
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[tuple[LocalSkills, ListSkill]]:
    lists = ListSkill(InMemoryStore())
    with local_skills(factory, lights=LIGHTS, lists=lists) as s:
        yield s, lists


def outcome(both: tuple[LocalSkills, ListSkill], item: Item) -> tuple[str, str]:
    """Why ``item`` went wrong ("" when right) and the reply."""
    skills, lists = both
    for n, setup in enumerate(item.setup):
        assert say(skills, setup, n) is not None, setup
    reply = str(say(skills, item.text, 10) or "")
    assert skills.timers is not None
    at = NOW.timestamp() + 10
    timers = [(t.label, t.due.timestamp() - at) for t in skills.timers.list("anna")]
    shopping = [i.text.lower() for i in lists.lists.items("anna", list_slug("shopping"))]
    return judged(item, reply, timers, shopping), reply


@pytest.mark.parametrize("item", items(DEV), ids=lambda i: i.text)
def test_a_dev_case_is_right(skills: tuple[LocalSkills, ListSkill], item: Item) -> None:
    why, reply = outcome(skills, item)
    assert not why, f"{item.kind}: {why} ({reply})"


@pytest.mark.parametrize("item", items(NEVER) + items(AFTER), ids=lambda i: i.text)
def test_nothing_wrong_is_done_in_the_never_tuned_vocabulary(skills: tuple[LocalSkills, ListSkill], item: Item) -> None:
    why, reply = outcome(skills, item)
    assert not why.startswith("wrong"), f"{item.kind}: wrong ({reply})"  # the miss itself is never printed


def main() -> None:
    """Counts per kind (right / all) and wrong ones, for both vocabularies, commands and must-nots apart."""
    for name, vocab in (("dev", DEV), ("never tuned", NEVER), ("after the build", AFTER)):
        for must in (False, True):
            right, total, wrong, misses = Counter[str](), Counter[str](), 0, []
            for item in (i for i in items(vocab) if i.must_not is must):
                factory = MockFactory(pin_class=MockPWMPin)
                lists = ListSkill(InMemoryStore())
                with local_skills(factory, lights=LIGHTS, lists=lists) as skills:
                    why, reply = outcome((skills, lists), item)
                factory.reset()
                total[item.kind] += 1
                right[item.kind] += not why
                wrong += why.startswith("wrong")
                if why and name == "dev":
                    misses.append(f"  {item.kind}: {item.text!r} -> {why} ({reply})")
            label = f"{name}{' must-nots' if must else ''}"
            print(f"{label}: {sum(right.values())} / {sum(total.values())}, wrong {wrong}; "
                  + ", ".join(f"{k} {right[k]}/{total[k]}" for k in total), flush=True)
            if "-v" in sys.argv:
                print("\n".join(misses))


if __name__ == "__main__":
    main()
