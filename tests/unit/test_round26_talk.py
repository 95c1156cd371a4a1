"""Round 26's sums and spellings (issue 15), through the real local skills: a times table said as a plural with a
remark around it, a worksheet's sum, money kept as money, a word WordNet lacks never "corrected" to a rare one, a
name with one settled spelling spelled, and a spelling said to be known already never given."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.skills.local import LocalSkills


@pytest.mark.parametrize("said, answer", [
    ("whats nine sevens miss asked us", "63"), ("miss asked us whats eight sevens", "56"),
    ("six eights, is it 48", "48"), ("what are four twelves my teacher wants to know", "48"),
    ("my homework sheet says 132 divided by 11", "12"), ("my worksheet says 45 plus 17", "62"),
    ("tell me three nines quick", "27")])
def test_a_sum_with_a_remark_is_worked_out(house: LocalSkills, said: str, answer: str) -> None:
    assert f"is {answer}." in str(say(house, said))


@pytest.mark.parametrize("said", ["the kids were fighting about whose turn, nine sevens of them",
                                  "i rolled two sixes", "we were at sixes and sevens all day"])
def test_a_plural_number_that_is_no_sum_is_not_worked_out(house: LocalSkills, said: str) -> None:
    assert " is " not in str(say(house, said) or "")


@pytest.mark.parametrize("said, answer", [("how much is 4 pound 50 times 3", "£13.50"),
                                          ("what is 2 pounds 25 times 4", "£9"), ("halve 250 grams for me", "125")])
def test_money_is_said_as_money_and_halve_as_half(house: LocalSkills, said: str, answer: str) -> None:
    reply = str(say(house, said))
    assert reply.endswith(f" is {answer}.") and "Halve" not in reply


@pytest.mark.parametrize("said, letters", [
    ("spell out quinoa letter by letter", "Q, U, I, N, O, A."), ("how do you spell masala", "M, A, S, A, L, A."),
    ("how do you spell halloumi for the list", "H, A, L, L, O, U, M, I."),
    ("how do i spell the name niamh", "N, I, A, M, H."), ("spell the name zbigniew", "Z, B, I, G, N, I, E, W."),
    ("how is the name krzysztof spelled", "K, R, Z, Y, S, Z, T, O, F."),
    ("spell siobhan for me would you, for a birthday card", "S, I, O, B, H, A, N."),
    ("how is worcestershire sauce spelt", "Sauce is spelled S, A, U, C, E.")])
def test_a_word_or_name_wordnet_lacks_is_spelled_as_said(house: LocalSkills, said: str, letters: str) -> None:
    assert str(say(house, said)).endswith(letters)


def test_a_name_with_no_settled_spelling_is_declined_briefly(house: LocalSkills) -> None:
    reply = str(say(house, "how do you spell my name its xyloth"))
    assert "is spelled" not in reply and "xyloth" in reply and len(reply) < 140


@pytest.mark.parametrize("said", ["i already know how to spell priya thanks",
                                  "we already know how to spell necessary"])
def test_a_spelling_known_already_is_not_given(house: LocalSkills, said: str) -> None:
    assert "is spelled" not in str(say(house, said) or "")


@pytest.mark.parametrize("said, answer", [
    ("I've got 1,521 tiles to lay in a perfect square, how many along each side", "39"),
    ("i have 100 plants to put in a square, how many on each side", "10"),
    ("I'm 77, my pension is 212 pounds a week, how much is that over 4 weeks", "848"),
    ("im 40 and i save 10 pounds a week, how much in 6 weeks", "60")])
def test_a_word_problem_with_an_age_or_a_square_is_worked_out(house: LocalSkills, said: str, answer: str) -> None:
    assert str(say(house, said)).endswith(f" is {answer}.")


def test_things_that_make_no_perfect_square_are_not_given_a_side(house: LocalSkills) -> None:
    assert "root" not in str(say(house, "i have 50 tiles to lay in a square, how many along each side") or "")


@pytest.mark.parametrize("said, letters", [
    ("i'm writing a card to my neighbour saoirse how do you spell that", "S, A, O, I, R, S, E."),
    ("im writing to my friend siobhan how do i spell her name", "S, I, O, B, H, A, N.")])
def test_a_name_said_last_in_a_writing_is_spelled(house: LocalSkills, said: str, letters: str) -> None:
    assert str(say(house, said)).endswith(letters)


def test_a_writing_that_names_no_word_spells_nothing(house: LocalSkills) -> None:
    assert "is spelled" not in str(say(house, "i'm writing a letter to my gran, how do you spell it") or "")


@pytest.mark.parametrize("said, letters", [
    ("I learn English. How you write the word knife? It has a letter I don't hear.", "K, N, I, F, E."),
    ("how i write the word knight it has a silent letter", "K, N, I, G, H, T."),
    ("i am learning english how do you write the word thumb", "T, H, U, M, B.")])
def test_a_learner_asks_how_a_word_is_written(house: LocalSkills, said: str, letters: str) -> None:
    assert str(say(house, said)).endswith(letters)


@pytest.mark.parametrize("said, answer", [
    ("how many squares are on a chess board", "64 squares"), ("how many squares on a chessboard", "64 squares"),
    ("whats the biggest animal in the sea", "blue whale"), ("what is the largest creature in the ocean", "blue whale"),
    ("uh which country is the kiwi bird from im doing a poster", "New Zealand"),
    ("where do kiwi birds live", "New Zealand"), ("how many keys does a piano have", "88 keys")])
def test_an_everyday_fact_is_answered_from_the_table(house: LocalSkills, said: str, answer: str) -> None:
    assert answer in str(say(house, said))


@pytest.mark.parametrize("said", ["where do kiwis come from", "we saw the biggest animal in the sea on holiday"])
def test_a_fruit_or_a_remark_gets_no_table_fact(house: LocalSkills, said: str) -> None:
    reply = str(say(house, said) or "")
    assert "New Zealand" not in reply and "blue whale" not in reply
