"""A word's base forms checked only where they matter (round 26, issue 15's speed): ``form_candidates`` gives every
form a word's endings could give, ``base_forms`` the known ones; a group or sex question looks up only the forms that
are the asked animal's own words (it sought every form of every gloss: 50 ms of CPU a question)."""

from __future__ import annotations

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent import verb_frames
from gpt_home.skills import animal_groups, service_slots, wordnet_data
from gpt_home.skills.warm_up import warm_up_skills
from gpt_home.skills.wordnet_data import WordNet, open_wordnet
from tests.skill_helpers import local_skills, say

pytestmark = pytest.mark.skipif(open_wordnet() is None, reason="no WordNet database")


@pytest.mark.parametrize(("word", "pos", "known"), [
    ("geese", "n", ["goose"]), ("calves", "n", ["calf"]), ("wolves", "n", ["wolf"]),
    ("foxes", "n", ["fox"]), ("running", "v", ["run"]), ("bigger", "a", ["big"]), ("lions", "n", ["lion"]),
])
def test_base_forms_are_the_known_candidates(word: str, pos: str, known: list[str]) -> None:
    wordnet = open_wordnet()
    assert wordnet is not None
    forms = wordnet.base_forms(word, pos)
    assert set(known) <= set(forms)
    assert forms == [f for f in wordnet.form_candidates(word, pos) if wordnet.offsets(f, pos)]


@pytest.mark.parametrize(("asked", "said"), [
    (("group", "lions"), "A group of lions is called a pride."),
    (("group", "geese"), "A group of geese is called a gaggle."),
    (("female", "horse"), "A female horse is called a mare."),
    (("male", "duck"), "A male duck is called a drake."),
])
def test_a_group_or_sex_question_seeks_only_the_animals_own_forms(asked: tuple[str, str], said: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    wordnet = open_wordnet()
    assert wordnet is not None
    animal_groups._tables(wordnet)  # the one pass of the first question, read before counting
    seeks: list[str] = []
    offsets = WordNet.offsets

    def counted(self: WordNet, word: str, pos: str) -> tuple[int, ...]:
        seeks.append(word)
        return offsets(self, word, pos)

    monkeypatch.setattr(WordNet, "offsets", counted)
    kind, animal = asked
    reply = (animal_groups.group(wordnet, animal) if kind == "group" else animal_groups.sexed(wordnet, kind, animal))
    assert reply == said
    assert len(seeks) < 120  # every form of every gloss: several hundred


def test_after_the_warm_up_a_group_question_reads_no_pass_and_compiles_no_frames(
        factory: MockFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """The animal tables, the service acts and the verb frames are ready before the first turn (round 26)."""
    monkeypatch.setattr(wordnet_data, "_opened", {})
    for cached in (animal_groups._tables, service_slots._acts, verb_frames._compiled):
        cached.cache_clear()
    with local_skills(factory) as skills:
        warm_up_skills(skills)
        read = [c.cache_info().misses for c in (animal_groups._tables, service_slots._acts, verb_frames._compiled)]
        assert read == [1, 1, 1]
        assert say(skills, "what do you call a group of geese") == "A group of geese is called a gaggle."
        assert say(skills, "excuse me, what time do you make it") is not None
        assert [c.cache_info().misses
                for c in (animal_groups._tables, service_slots._acts, verb_frames._compiled)] == read
