"""Who wrote a famous play or novel or painted a famous painting, read by its parts ("uh romeo and juliet was written
by who my homeworks due", "the famous sunflowers painting in a vase, who was the artist"); the colour two paints make
("mixing blue paint with yellow paint makes which colour"); the cards in a pack ("without the jokers, a pack of
playing cards holds how many cards"). Pure, and through the real skills with a pinned clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import local_skills, say

from gpt_home.skills import famous_works, mixing_facts
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


@pytest.mark.parametrize(("text", "maker"), [
    ("uh romeo and juliet was written by who my homeworks due", "William Shakespeare"),
    ("romeo and juliet who was the author", "William Shakespeare"),
    ("my grandad asks who wrote pride and prejudice", "Jane Austen"),
    ("the famous sunflowers painting in a vase, who was the artist", "Vincent van Gogh"),
    ("um the mona lisa who painted that", "Leonardo da Vinci"),
    ("girl with a pearl earring was by who", "Johannes Vermeer"),
    ("mixing blue paint with yellow paint makes which colour", "green"),
    ("if you mix red and yellow paint what do you get", "orange"),
    ("without the jokers, a pack of playing cards holds how many cards", "52"),
    ("which composer wrote the moonlight sonata", "Ludwig van Beethoven"),
    ("swan lake was composed by who", "Pyotr Ilyich Tchaikovsky"),
    ("er who was the composer of clair de lune my piano teacher asked", "Claude Debussy"),
    ("the four seasons who composed it", "Antonio Vivaldi"),
])
def test_the_fact_is_said(skills: LocalSkills, text: str, maker: str) -> None:
    assert maker in str(say(skills, text))


@pytest.mark.parametrize("text", [
    "who played romeo in romeo and juliet", "we watched the romeo and juliet film who directed it",
    "i love the mona lisa", "who painted hamlet", "who wrote the mona lisa", "where is the mona lisa",
    "who wrote hamlet and who painted the scream",
    "who painted the moonlight sonata", "who danced in swan lake", "we saw swan lake the ballet who was in it",
])
def test_no_maker_asked(text: str) -> None:
    assert famous_works.reply(text) is None


@pytest.mark.parametrize("text", [
    "what colour does red light and green light make", "my shirt is blue and yellow what colour is that",
    "paint the fence blue and yellow", "how many cards does each player get", "how many cards are left in the deck",
    "what do blue and yellow and red make",
])
def test_no_mix_or_pack_asked(text: str) -> None:
    assert mixing_facts.reply(text) is None

