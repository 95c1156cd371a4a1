"""Round eighteen's talk kinds from the twenty-first set (issue 15, engineer "fixC2"), each right as a KIND: a service
the assistant does not have, asked for with describing words or a bare reason, gets the honest refusal through the
real local skills; what jobs it can do is answered with the list of jobs; news said after one's age is a remark; the
hardest mineral and the metal liquid at room temperature come from reference lists. The sentences are generated
(``talk_c2_cases.py``); the must-nots are read by none of the new parts."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say
from talk_c2_cases import Case, all_cases

from gpt_home.agent.age_lead import without_age
from gpt_home.agent.intents import normalize
from gpt_home.agent.kind_replies import kind_lines
from gpt_home.agent.talk_kinds import TalkKind, read_kind
from gpt_home.skills import ability_asks, material_facts, service_slots
from gpt_home.skills.chitchat import chit_chat_topic
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

CASES = all_cases()
_REFUSED = {"music": r"^I can't play music", "news": r"^I can't read the news", "calls": r"^I can't make phone calls"}


@pytest.fixture(scope="module")
def house() -> Iterator[LocalSkills]:
    """One household for the whole module: the kinds here change nothing that is set."""
    with local_skills(MockFactory(), lights=LIGHTS, lists=ListSkill(InMemoryStore())) as built:
        yield built


def test_the_suite_is_generated_broadly() -> None:
    kinds = {c.kind for c in CASES}
    assert len(CASES) >= 600
    assert {"service", "service, not", "abilities", "abilities, not", "age remark", "material",
            "material, not"} <= kinds
    assert sum(1 for c in CASES if c.kind.endswith(", not")) >= 40


def _by_kind(kind: str) -> list[Case]:
    return [c for c in CASES if c.kind == kind]


def test_services_are_refused_through_the_skills(house: LocalSkills) -> None:
    wrong = [(c.text, r) for c in _by_kind("service")
             if not re.search(_REFUSED[c.expect], str(r := say(house, c.text)))]
    assert not wrong, wrong[:10]


# A device or a job for hands said alone was refused on main already, by the readers of whole forms at their own
# place in the turn ("put the kettle on": "I can't control the kettle"); the parts reader (round 19) asks them too.
_REFUSED_BEFORE = {"put the kettle on": "device", "turn the radio off": "device", "make a cup of tea": "no_body"}


def test_services_not_asked_are_read_by_no_part() -> None:
    read = [(c.text, s) for c in _by_kind("service, not")
            if (s := service_slots.service_asked(normalize(c.text))) and _REFUSED_BEFORE.get(c.text) != s]
    assert not read, read


def test_jobs_asked_get_the_jobs(house: LocalSkills) -> None:
    wrong = [(c.text, r) for c in _by_kind("abilities") if "timer" not in str(r := say(house, c.text))]
    assert not wrong, wrong[:10]


def test_jobs_of_others_are_no_abilities_question() -> None:
    read = [c.text for c in _by_kind("abilities, not")
            if ability_asks.asked(normalize(c.text)) or chit_chat_topic(normalize(c.text)) == "capabilities"]
    assert not read, read


def test_news_after_ones_age_is_a_remark() -> None:
    wrong = [(c.text, k) for c in _by_kind("age remark") if (k := read_kind(c.text)).kind is not TalkKind.REMARK]
    assert not wrong, wrong
    assert all(kind_lines(c.text) for c in _by_kind("age remark"))


def test_a_number_told_in_a_story_is_a_remark() -> None:
    wrong = [(c.text, k) for c in _by_kind("told number") if (k := read_kind(c.text)).kind is not TalkKind.REMARK]
    assert not wrong, wrong[:10]
    stays = [c.text for c in _by_kind("told number, not") if read_kind(c.text).kind is TalkKind.REMARK]
    assert not stays, stays


@pytest.mark.parametrize("text", ["im 10 and i need 3 eggs", "im nine and what is 5 plus 5",
                                  "im 80 and how many days till christmas"])
def test_an_age_said_first_hides_no_question_or_need(text: str) -> None:
    assert read_kind(text).kind is not TalkKind.REMARK


def test_materials_from_the_reference_lists(house: LocalSkills) -> None:
    wrong = [(c.text, r) for c in _by_kind("material")
             if not all(re.search(rf"\b{name}\b", str(r := say(house, c.text)), re.I)
                        for name in c.expect.split(" and "))]
    assert not wrong, wrong[:10]


def test_other_superlatives_are_not_read_as_materials() -> None:
    read = [(c.text, r) for c in _by_kind("material, not") if (r := material_facts.reply(normalize(c.text)))]
    assert not read, read


def test_the_mohs_scale_is_whole_and_ordered() -> None:
    assert [rank for _, rank in material_facts.MOHS] == list(range(1, 11))
    assert material_facts.reply("how hard is quartz on the mohs scale") == (
        "Quartz is 7 on the Mohs scale of mineral hardness, which runs to 10.")


@pytest.mark.parametrize(("text", "bereaved"), [
    ("i lost my mum last year", True), ("we lost our old dog in march", True), ("i lost my job today", True),
    ("i lost my keys", False), ("im nine and i lost my first tooth", False), ("i lost my phone again", False),
])
def test_only_a_person_or_a_pet_lost_is_a_bereavement(text: str, bereaved: bool) -> None:
    assert (read_kind(text).topic == "bereaved") is bereaved


@pytest.mark.parametrize("age", ["im nine and", "i am 7 and", "im six", "im eighty two and", "im 5 and a half and"])
@pytest.mark.parametrize("said", ["i lost my first tooth", "i scored a goal", "thank you"])
def test_chit_chat_after_ones_age_is_the_same_chit_chat(age: str, said: str) -> None:
    assert chit_chat_topic(f"{age} {said}") == chit_chat_topic(said) is not None


@pytest.mark.parametrize("text", ["im going to bed", "im off to bed", "im fine thanks", "im not sure", "im tired"])
def test_no_age_no_lead_taken(text: str) -> None:
    assert without_age(text) is None
