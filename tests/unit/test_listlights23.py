"""Round 23's list, light, volume and heating kinds through the real skills, a real list store and mock lights (cases:
``listlights23_cases.py``, written before the code): generated cases asserted, a never-tuned vocabulary measured
(``pytest -s`` prints it; its wrong actions asserted), must-nots asserted (no list changed, no light moved)."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable, Iterator, Sequence

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from listlights23_cases import (
    ANSWERS_DEV,
    ASK_DEV,
    ASK_MUST_NOT,
    ASK_NEVER_TUNED,
    BARE_NOT_OFFERED,
    BARE_OFFER_DEV,
    BARE_OFFER_NEVER_TUNED,
    CLEAR_DEV,
    CLEAR_MUST_NOT,
    CLEAR_NEVER_TUNED,
    HEAT_DEV,
    HEAT_NEVER_TUNED,
    HELD,
    LEVEL_DEV,
    LEVEL_MUST_NOT,
    LEVEL_NEVER_TUNED,
    READ_DEV,
    READ_MUST_NOT,
    READ_NEVER_TUNED,
    VOLUME_DEV,
    VOLUME_NEVER_TUNED,
)
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.volume import Volume

ASK_ADD = re.compile(r"what (?:should|do you want|would you like)|which item|add what|what\?", re.I)
CLEARED = re.compile(r"clear\w*|deleted|removed|empty", re.I)
REFUSAL = re.compile(r"\b(?:can't|cannot|not able|unable|don't have|isn't set up|not set up)\b", re.I)
ROOMS = ("kitchen", "living room")


def _household(factory: MockFactory, volume: Volume | None = None):  # noqa: ANN202 - a context manager
    return local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore()), volume=volume)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with _household(factory) as s:
        _fill(s)
        yield s


def _fill(skills: LocalSkills) -> None:
    skills.named.lists.lists.add("anna", "shopping", list(HELD))
    skills.named.lists.lists.add("anna", "to do", ["call the bank"])


def _items(skills: LocalSkills) -> dict[str, list[str]]:
    return {name: sorted(i.text for i in skills.named.lists.lists.items("anna", name)) for name in ("shopping", "to do")}


def _levels(skills: LocalSkills) -> dict[str, float]:
    return {room: round(skills.lights.level(room), 2) for room in ROOMS}


# --- each kind's check: None when right, else what is wrong ("WRONG ACTION" first when something changed unasked)

def clear_wrong(skills: LocalSkills, said: str, name: str) -> str | None:
    was = _items(skills)
    reply = str(say(skills, said))
    now = _items(skills)
    other = next(n for n in now if n != name)
    if now[other] != was[other]:
        return f"WRONG ACTION {said!r} -> {reply!r}, lists {now}"
    return None if not now[name] and CLEARED.search(reply) else f"{said!r} -> {reply!r}, lists {now}"


def read_wrong(skills: LocalSkills, said: str) -> str | None:
    was = _items(skills)
    reply = str(say(skills, said))
    if _items(skills) != was:
        return f"WRONG ACTION {said!r} -> {reply!r}, lists {_items(skills)}"
    return None if all(item in reply for item in HELD) else f"{said!r} -> {reply!r}"


def ask_wrong(skills: LocalSkills, said: str) -> str | None:
    was = _items(skills)
    reply = str(say(skills, said))
    if _items(skills) != was:
        return f"WRONG ACTION {said!r} -> {reply!r}, lists {_items(skills)}"
    return None if ASK_ADD.search(reply) else f"{said!r} -> {reply!r}"


def level_wrong(skills: LocalSkills, said: str, room: str, percent: int) -> str | None:
    reply = str(say(skills, said))
    levels = _levels(skills)
    if any(level for other, level in levels.items() if other != room):
        return f"WRONG ACTION {said!r} -> {reply!r}, lights {levels}"
    return None if levels[room] == percent / 100 and f"{percent} percent" in reply else f"{said!r} -> {reply!r}"


class Mixer:
    """Stands in for the amixer binary: records the steps asked, reports a level."""

    def __init__(self) -> None:
        self.steps: list[str] = []

    def __call__(self, args: Sequence[str]) -> subprocess.CompletedProcess[str]:
        if args[1] == "scontrols":
            return subprocess.CompletedProcess(args, 0, "Simple mixer control 'Master',0\n", "")
        if args[2] == "sset":
            self.steps.append(args[-1])
        return subprocess.CompletedProcess(args, 0, "  Mono: Playback 50 [50%] [on]\n", "")


def volume_wrong(factory: MockFactory, said: str, way: str) -> str | None:
    mixer = Mixer()
    with _household(factory, Volume(run=mixer, which=lambda _: "amixer")) as s:
        reply = str(say(s, said))
        sign = "+" if way == "up" else "-"
        if any(not step.endswith(sign) for step in mixer.steps):
            return f"WRONG ACTION {said!r} -> {reply!r}, steps {mixer.steps}"
        steps = 3 if re.search(r"\b(?:few|three)\b", said) else 2  # the mixer's step is 10 percent
        return None if mixer.steps == [f"{10 * steps}%{sign}"] and f"volume {way}" in reply.lower() else (
            f"{said!r} -> {reply!r}, steps {mixer.steps}")


def heat_wrong(skills: LocalSkills, said: str) -> str | None:
    reply = str(say(skills, said))
    if any(_levels(skills).values()) or _items(skills) != {"shopping": sorted(HELD), "to do": ["call the bank"]}:
        return f"WRONG ACTION {said!r} -> {reply!r}"
    return None if REFUSAL.search(reply) and re.search(r"heating|thermostat|that", reply) else f"{said!r} -> {reply!r}"


# --- generated: asserted ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("said", "name"), CLEAR_DEV, ids=lambda v: str(v)[:50])
def test_a_list_named_first_is_cleared_as_it(skills: LocalSkills, said: str, name: str) -> None:
    assert clear_wrong(skills, said, name) is None


@pytest.mark.parametrize("said", READ_DEV, ids=lambda v: str(v)[:50])
def test_what_is_written_down_for_the_shop_reads_the_shopping_list(skills: LocalSkills, said: str) -> None:
    assert read_wrong(skills, said) is None


@pytest.mark.parametrize("said", ASK_DEV, ids=lambda v: str(v)[:50])
def test_one_more_thing_for_the_shopping_is_asked_what(skills: LocalSkills, said: str) -> None:
    assert ask_wrong(skills, said) is None


@pytest.mark.parametrize(("answer", "item"), ANSWERS_DEV)
def test_the_answer_after_the_ask_is_added(skills: LocalSkills, answer: str, item: str) -> None:
    assert ASK_ADD.search(str(say(skills, "i've thought of one more thing for the shopping")))
    reply = str(say(skills, answer, 5))
    assert item in _items(skills)["shopping"] and item in reply


@pytest.mark.parametrize("said", BARE_OFFER_DEV)
def test_a_bare_household_item_is_offered_never_added(skills: LocalSkills, said: str) -> None:
    reply = str(say(skills, said))
    assert re.fullmatch(r"Shall I add [a-z ]+ to your shopping list\?", reply), reply
    assert _items(skills)["shopping"] == sorted(HELD)


@pytest.mark.parametrize(("said", "room", "percent"), LEVEL_DEV, ids=lambda v: str(v)[:50])
def test_a_light_level_with_a_purpose_or_right_down(skills: LocalSkills, said: str, room: str, percent: int) -> None:
    assert level_wrong(skills, said, room, percent) is None


@pytest.mark.parametrize(("said", "way"), VOLUME_DEV, ids=lambda v: str(v)[:50])
def test_the_volume_moved_some_notches_moves_that_many_steps(factory: MockFactory, said: str, way: str) -> None:
    assert volume_wrong(factory, said, way) is None


@pytest.mark.parametrize("said", HEAT_DEV, ids=lambda v: str(v)[:50])
def test_the_thermostat_after_a_remark_is_refused_honestly(skills: LocalSkills, said: str) -> None:
    assert heat_wrong(skills, said) is None


# --- must-nots: asserted -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("said", CLEAR_MUST_NOT + READ_MUST_NOT + ASK_MUST_NOT, ids=lambda v: str(v)[:50])
def test_must_not_change_a_list(skills: LocalSkills, said: str) -> None:
    reply = str(say(skills, said))
    assert _items(skills) == {"shopping": sorted(HELD), "to do": ["call the bank"]}, reply


@pytest.mark.parametrize("said", READ_MUST_NOT, ids=lambda v: str(v)[:50])
def test_must_not_read_the_list_for_another_thing(skills: LocalSkills, said: str) -> None:
    assert "milk" not in str(say(skills, said))


@pytest.mark.parametrize("said", ASK_MUST_NOT, ids=lambda v: str(v)[:50])
def test_must_not_ask_what_to_add_for_another_thing(skills: LocalSkills, said: str) -> None:
    assert not ASK_ADD.search(str(say(skills, said) or ""))


@pytest.mark.parametrize("said", BARE_NOT_OFFERED)
def test_a_word_that_is_no_household_item_is_never_offered(skills: LocalSkills, said: str) -> None:
    assert "Shall I add" not in str(say(skills, said))


@pytest.mark.parametrize("said", LEVEL_MUST_NOT, ids=lambda v: str(v)[:50])
def test_must_not_move_a_light(skills: LocalSkills, said: str) -> None:
    say(skills, said)
    assert not any(_levels(skills).values())


# --- never-tuned: measured, wrong actions asserted ---------------------------------------------------------------

def _measure(label: str, cases: list, check: Callable[..., str | None], factory: MockFactory) -> None:
    misses = []
    for case in cases:
        args = case if isinstance(case, tuple) else (case,)
        if check is volume_wrong:
            why = volume_wrong(factory, *args)
        else:
            with _household(factory) as s:
                _fill(s)
                why = check(s, *args)
        if why is not None:
            misses.append(why)
    print(f"\n{label} never-tuned: {len(cases) - len(misses)} / {len(cases)} right", *misses, sep="\n  ")
    assert not [m for m in misses if m.startswith("WRONG ACTION")]


def _offered(skills: LocalSkills, said: str) -> str | None:
    reply = str(say(skills, said))
    if _items(skills)["shopping"] != sorted(HELD):
        return f"WRONG ACTION {said!r} -> {reply!r}"
    return None if reply.startswith("Shall I add") else f"{said!r} -> {reply!r}"


@pytest.mark.parametrize(("label", "cases", "check"), [
    ("clear", CLEAR_NEVER_TUNED, clear_wrong), ("read", READ_NEVER_TUNED, read_wrong),
    ("ask", ASK_NEVER_TUNED, ask_wrong), ("bare", BARE_OFFER_NEVER_TUNED, _offered),
    ("level", LEVEL_NEVER_TUNED, level_wrong), ("volume", VOLUME_NEVER_TUNED, volume_wrong),
    ("heat", HEAT_NEVER_TUNED, heat_wrong)], ids=lambda v: v if isinstance(v, str) else "")
def test_never_tuned_vocabulary_is_measured(factory: MockFactory, label: str, cases: list,
                                            check: Callable[..., str | None]) -> None:
    _measure(label, cases, check, factory)


@pytest.mark.parametrize(("text", "rest"), [
    ("the house is cold put the thermostat on 22", "put the thermostat on 22"),
    ("brr its cold set the thermostat to 21", "set the thermostat to 21"),
    ("are any lights on", None), ("is it cold turn the heating up", None),  # a question first
    ("it is to book the car in for its mot", None),  # cut short: no remark of its own
    ("my son said put the heating on", None), ("if its cold turn the heating up", None),
    ("it was cold yesterday so i put the heating on", None), ("dont put the heating on its warm", None),
])
def test_the_command_after_a_remark_is_found_only_after_a_remark(text: str, rest: str | None) -> None:
    from gpt_home.skills.command_shape import _COMMAND_VERBS
    from gpt_home.skills.remark_commands import after_remark

    assert after_remark(text, _COMMAND_VERBS) == rest


@pytest.mark.parametrize(("said", "slug"), [("old shopping", "shopping"), ("right that grocery", "shopping"),
                                            ("that old to do", "to-do"), ("old", "old"), ("old camping", "old camping"),
                                            ("camping", "camping")])
def test_a_known_list_said_with_its_age_or_a_filler_is_that_list(said: str, slug: str) -> None:
    from gpt_home.skills.list_store import list_slug

    assert list_slug(said) == slug  # "Your old shopping list is already empty." was a false answer on main


@pytest.mark.parametrize(("text", "steps"), [("turn it down", 1), ("down a notch", 1), ("a couple of notches", 2),
                                             ("a couple notches", 2), ("a notch or two", 2), ("two steps", 2),
                                             ("a few clicks", 3), ("by 3 notches", 3), ("99 notches", 5)])
def test_the_steps_said(text: str, steps: int) -> None:
    from gpt_home.agent.volume_steps import steps_said

    assert steps_said(text) == steps
