"""Round 25's asks and clock left over (issue 15), through the real local skills: a sound-spelling is never spelled
back, the date on a paper we cannot see is never today's date, a remark about a stay somewhere is no unit to convert,
and someone else's question told of is not answered as ours."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as local:
        yield local


@pytest.mark.parametrize("said, heard", [("how do you spell nolij", "nolij"), ("how to spell becos", "becos"),
                                         ("how do i spell wooster sauce for the label", "wooster"),
                                         ("spell sikology for me", "sikology"), ("how do you spell fone", "fone")])
def test_a_sound_spelling_is_never_spelled_back(skills: LocalSkills, said: str, heard: str) -> None:
    reply = str(say(skills, said))
    assert "is spelled" not in reply and heard in reply and "guess its spelling" in reply


@pytest.mark.parametrize("said, word", [("how do you spell seperate", "Separate is spelled S, E, P, A, R, A, T, E."),
                                        ("how do you spell necessary", "Necessary is spelled")])
def test_a_real_word_or_a_known_slip_is_still_spelled(skills: LocalSkills, said: str, word: str) -> None:
    assert str(say(skills, said)).startswith(word)


@pytest.mark.parametrize("said, paper", [("what's the date on the letter", "letter"),
                                         ("what date is the form due", "form"),
                                         ("what date is the letter dated", "letter"),
                                         ("when is the gas bill due", "bill"), ("what date is on the ticket", "ticket"),
                                         ("what's the date on my invoice", "invoice")])
def test_the_date_on_a_paper_is_never_todays_date(skills: LocalSkills, said: str, paper: str) -> None:
    reply = str(say(skills, said))
    assert f"can't see the {paper}" in reply and "Today" not in reply and "December 1" not in reply


@pytest.mark.parametrize("said", ["i need to sign and date this letter what is the date",
                                  "what date do i put on the cheque", "what is the date"])
def test_the_date_to_write_on_a_paper_is_today(skills: LocalSkills, said: str) -> None:
    assert "December 1" in str(say(skills, said))


@pytest.mark.parametrize("said", ["a fortnight in spain sounds lovely", "a week in paris would be nice",
                                  "two weeks in cornwall was bliss"])
def test_a_stay_somewhere_is_no_unit(skills: LocalSkills, said: str) -> None:
    assert "unit" not in str(say(skills, said))


def test_a_length_in_a_unit_is_still_converted(skills: LocalSkills) -> None:
    assert say(skills, "a fortnight in days") == "1 fortnight is 14 days."


@pytest.mark.parametrize("said", ["my son asked me is it still the weekend, bless him",
                                  "my wife asked me is it tuesday today, she's lost track",
                                  "my daughter asked is it christmas yet"])
def test_someone_elses_question_told_of_is_not_answered(skills: LocalSkills, said: str) -> None:
    reply = str(say(skills, said))
    assert "weekend." not in reply and "Tuesday" not in reply and "Christmas" not in reply


def test_the_same_question_put_to_us_is_answered(skills: LocalSkills) -> None:
    assert "not the weekend" in str(say(skills, "is it still the weekend"))


@pytest.mark.parametrize("said, reply", [
    ("is it already the end of november", "No, November is over: today is Tuesday, December 1."),
    ("is it the end of november yet", "No, November is over"),
    ("are we at the start of december", "Yes, it's the start of December"),
    ("is it the end of the month yet", "No, it's the start of December"),
    ("is it the start of march yet", "No, it's not March yet")])
def test_a_part_of_a_month_is_checked_against_today(skills: LocalSkills, said: str, reply: str) -> None:
    assert str(say(skills, said)).startswith(reply)


def test_a_name_heard_is_never_corrected_nor_spelled_as_certain(skills: LocalSkills) -> None:
    reply = str(say(skills, "how do you spell priya"))  # round 26: its usual spelling, said as usual
    assert reply.startswith("Priya is usually spelled P, R, I, Y, A") and "other ways" in reply


@pytest.mark.parametrize("word", ["because", "although", "their", "would", "everyone", "whose"])
def test_a_word_wordnet_leaves_out_is_still_spelled(skills: LocalSkills, word: str) -> None:
    assert str(say(skills, f"how do you spell {word}")).startswith(f"{word.capitalize()} is spelled")
