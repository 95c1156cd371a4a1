"""``skills/light_asking.py`` (round 16): "Which light?" asked back waits for its answer, and what follows a light turn
without naming anything is about that light. The conversations of ``data/light_followups.tsv`` are said to the real
rules, recognizer, semantic reader and skills (two lights on mock PWM pins, timers and lists in memory, the pinned
clock) and judged as review17's sentences are (``review17_check``: the lights, timers and lists before and after the
last turn, and its reply); the pure readers are tested on their own below."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin
from langgraph.store.memory import InMemoryStore
from review17_check import Case, parse, run_case
from skill_helpers import NOW, local_skills

from gpt_home.agent.graph import TurnContext
from gpt_home.skills.asking_back import PENDING_SECONDS, Missing, Pending, expects_answer
from gpt_home.skills.light_asking import chosen, commands_for, follow_up, unnamed_command, unnamed_need
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

CASES = parse((Path(__file__).parent / "data" / "light_followups.tsv").read_text(encoding="utf-8"))
LIGHTS = ("kitchen", "living room")


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    factory = MockFactory(pin_class=MockPWMPin)
    try:
        with local_skills(factory, lights={"kitchen": 22, "living_room": 23}, lists=ListSkill(InMemoryStore())) as s:
            yield s
    finally:
        factory.reset()


def test_the_list_is_broad() -> None:
    assert len(CASES) >= 100
    assert sum(1 for c in CASES if c.expect.split()[0] == "N") >= 40  # nothing may change
    assert len({c.turns for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[" || ".join(t for _, t in c.turns)[:70] for c in CASES])
def test_each_conversation(skills: LocalSkills, case: Case) -> None:
    reply, wrong = run_case(skills, case, f"l22-{CASES.index(case)}", NOW)
    assert not wrong, wrong


def test_the_question_expects_an_answer_and_lapses_after_its_window(skills: LocalSkills) -> None:
    def say(text: str, seconds: float) -> str | None:
        return skills.handle(text, TurnContext(user_id="lapse", device_id="kitchen", now=NOW + timedelta(seconds=seconds)))

    asked = say("turn on the light", 0)
    assert asked is not None and expects_answer(asked) and asked.startswith("Which light")
    before = skills.lights.level("kitchen")
    say("kitchen", PENDING_SECONDS + 5)  # too late: "kitchen" alone is no command
    assert skills.lights.level("kitchen") == before


@pytest.mark.parametrize(("said", "command"), [
    ("turn on the light", "turn on all the lights"),
    ("switch the lamp off please", "switch all the lights off please"),
    ("light on", "all the lights on"),
    ("dim the light", "dim all the lights"),
    ("could you put the light on for me", "could you put all the lights on for me"),
])
def test_one_light_named_by_none_is_kept_for_every_light(said: str, command: str) -> None:
    assert unnamed_command(said, LIGHTS) == command
    assert unnamed_command(said, ("kitchen",)) is None  # one light: no question, it is that light


@pytest.mark.parametrize("said", [
    "turn on the lights", "turn on the kitchen light", "dont turn on the light", "in five minutes turn on the light",
    "she said turn on the light", "is the light on", "i was about to turn on the light", "the light is on",
    "turn on the light in the hall", "who turned the light off",
])
def test_not_one_unnamed_light(said: str) -> None:
    assert unnamed_command(said, LIGHTS) is None


@pytest.mark.parametrize(("said", "command"), [
    ("its too dark in here", "turn on all the lights"), ("it is like a cave in here", "turn on all the lights"),
    ("i cant see a thing", "turn on all the lights"), ("its a bit gloomy in here", "make all the lights brighter"),
    ("too bright in here it hurts my eyes", "make all the lights dimmer"), ("its so bright", "make all the lights dimmer"),
])
def test_a_need_here(said: str, command: str) -> None:
    assert unnamed_need(said, LIGHTS) == command


@pytest.mark.parametrize("said", ["it was dark when i got home", "the film was too dark", "its dark outside",
                                  "its too dark in the kitchen", "i cant see the point", "its bright and sunny"])
def test_not_a_need_here(said: str) -> None:
    assert unnamed_need(said, LIGHTS) is None


@pytest.mark.parametrize(("answer", "names"), [
    ("kitchen", ["kitchen"]), ("the kitchen one", ["kitchen"]), ("the big one in the living room", ["living room"]),
    ("both", list(LIGHTS)), ("all of them please", list(LIGHTS)), ("kitchen no sorry living room", ["living room"]),
    ("the kitchen and the living room", list(LIGHTS)), ("neither", []), ("the kitchens", ["kitchen"]),
    ("turn off the kitchen light", None), ("set a timer for 5 minutes", None), ("the big one", None),
])
def test_the_answer_picks(answer: str, names: list[str] | None) -> None:
    assert chosen(answer, LIGHTS) == names


def test_the_command_is_said_for_each_light_chosen() -> None:
    assert commands_for("turn on all the lights", ["kitchen"], LIGHTS) == ["turn on the kitchen light"]
    assert commands_for("turn on all the lights", list(LIGHTS), LIGHTS) == ["turn on all the lights"]
    pending = Pending(Missing.LIGHT_NAME, NOW, {"command": "dim all the lights"})
    assert pending.data["command"].replace("all the lights", "the kitchen light") == "dim the kitchen light"


@pytest.mark.parametrize(("said", "before", "command"), [
    ("turn it up a bit", "kitchen light on", "make the kitchen light brighter"),
    ("a bit more", "dim the kitchen light", "make the kitchen light dimmer"),
    ("a bit more", "turn on the living room light", "make the living room light brighter"),
    ("less", "living room lamp on", "make the living room light dimmer"),
    ("halfway", "kitchen light on", "set the kitchen light to 50 percent"),
    ("off again", "kitchen light on", "turn off the kitchen light"),
    ("brighter", "turn on all the lights", "make all the lights brighter"),
])
def test_a_follow_up_is_about_the_light_before(said: str, before: str, command: str) -> None:
    assert follow_up(said, before, LIGHTS) == command


@pytest.mark.parametrize(("said", "before"), [
    ("turn it up", None), ("turn it up", "volume up"), ("turn it up", "set a timer for 5 minutes"),
    ("turn it up i cant hear", "kitchen light on"), ("brighter", "is the kitchen light on"),
    ("turn it up", "add kitchen roll to the list"), ("make the living room brighter", "kitchen light on"),
])
def test_no_follow_up_without_a_light_turn_before(said: str, before: str | None) -> None:
    assert follow_up(said, before, LIGHTS) is None
