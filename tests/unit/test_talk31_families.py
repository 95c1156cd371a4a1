"""Round 27's talk families (issue 15), through the real local skills: a sum said "what do A and B come to added up",
rock paper scissors in any order and the games it honestly can't play, a coin and a die in one breath, a spelling
asked as a need, dishes WordNet lacks, the help it gives while cooking, a team of its own, and the time in a place
from a story."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def house(factory: MockFactory) -> Iterator[tuple[LocalSkills, ListSkill]]:
    lists = ListSkill(InMemoryStore())
    with local_skills(factory, lights=LIGHTS, lists=lists) as skills:
        yield skills, lists


@pytest.mark.parametrize("said, total", [
    ("what do 2,649 and 7,386 come to added up", "10,035"),
    ("what does 1,200 and 350 come to altogether", "1,550"),
    ("how much do 12,000 and 8,500 come to when you add them", "20,500"),
    ("what do 7 and 8 come to added up", "15"),
    ("what would 40 and 60 come to in total", "100"),
    ("what do 1,250 and 3,750 come to when added", "5,000"),
])
def test_a_sum_with_the_adding_said_after_is_worked_out(house: tuple[LocalSkills, ListSkill], said: str,
                                                        total: str) -> None:
    skills, _ = house
    assert str(say(skills, said)).endswith(f" is {total}.")


def test_things_with_the_numbers_are_no_sum(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    assert say(skills, "what do 3 apples and 2 pears come to") is None


@pytest.mark.parametrize("said", ["scissors paper stone lets play", "paper scissors stone", "stone paper scissors",
                                  "paper rock scissors lets go", "lets play rock paper scissors"])
def test_rock_paper_scissors_in_any_order_is_played(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    assert str(say(skills, said)).startswith("I pick ")


@pytest.mark.parametrize("said, game", [("lets play chess", "chess"), ("can you play i spy with me", "I spy"),
                                        ("play noughts and crosses with me", "noughts and crosses"),
                                        ("shall we play twenty questions", "twenty questions"),
                                        ("fancy a game of scrabble", "scrabble"), ("do you play chess", "chess"),
                                        ("can we play hide and seek", "hide and seek")])
def test_a_game_it_cannot_play_is_said_so(house: tuple[LocalSkills, ListSkill], said: str, game: str) -> None:
    skills, _ = house
    reply = str(say(skills, said))
    assert reply.startswith(f"I can't play {game}") and "rock paper scissors" in reply and "music" not in reply


@pytest.mark.parametrize("said", ["do you want to play a game", "would you like to play a game", "fancy a game"])
def test_a_game_asked_for_offers_rock_paper_scissors(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    assert "rock paper scissors" in str(say(skills, said))


def test_a_game_only_mentioned_is_not_refused(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    assert "can't play" not in str(say(skills, "how many squares on a chess board"))
    assert "can't play" not in str(say(skills, "we played monopoly last night", 20))


@pytest.mark.parametrize("said, first", [("heads or tails, and then a dice roll after that", "It's"),
                                         ("heads or tails and a dice roll", "It's"),
                                         ("a coin toss then roll the dice", "It's"),
                                         ("roll the dice and then heads or tails", "You rolled")])
def test_a_coin_and_a_die_in_one_breath_are_both_thrown(house: tuple[LocalSkills, ListSkill], said: str,
                                                        first: str) -> None:
    skills, _ = house
    reply = str(say(skills, said))
    assert reply.startswith(first) and "You rolled" in reply and ("heads" in reply or "tails" in reply)


def test_a_question_about_coins_and_dice_throws_nothing(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    assert "You rolled" not in str(say(skills, "is a coin toss fairer than a dice roll"))


@pytest.mark.parametrize("said, word", [
    ("I'm labelling the jam jars and I'm never sure how raspberry is spelt", "raspberry"),
    ("never sure how rhubarb is spelled", "rhubarb"),
    ("i can never remember how mischievous is spelt", "mischievous"),
    ("im writing a card and i never know how congratulations is spelt", "congratulations"),
    ("spell jollof for me i dey write the party menu", "jollof"),
    ("spell churros", "churros"),
    ("spell shawarma for the menu please", "shawarma"),
])
def test_a_spelling_asked_as_a_need_is_spelled(house: tuple[LocalSkills, ListSkill], said: str, word: str) -> None:
    skills, _ = house
    assert say(skills, said) == f"{word.capitalize()} is spelled {', '.join(word.upper())}."


def test_a_spelling_known_already_is_not_spelled(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    assert say(skills, "i know how rhubarb is spelt") is None


def test_an_unknown_word_is_declined_without_calling_it_a_name(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    reply = str(say(skills, "spell zorbleflix"))
    assert "won't guess" in reply and "words from other languages" in reply


@pytest.mark.parametrize("said", ["what can you help me with while I'm cooking", "how can you help me in the kitchen",
                                  "what can you do while i cook", "i'm baking a cake, what can you help with",
                                  "what are you good for when I'm making dinner", "can you help me cook",
                                  "what can you do to help while im baking"])
def test_the_help_while_cooking_is_the_kitchen_list(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    reply = str(say(skills, said))
    assert reply.startswith("While you cook I can set timers") and "recipes" in reply


def test_a_timer_while_cooking_is_still_a_timer(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    assert say(skills, "set a timer while im cooking") == "For how long?"


@pytest.mark.parametrize("said", ["do you support a football team", "who do you support", "do you follow any sports",
                                  "are you a manchester united fan", "which football team do you support"])
def test_a_team_of_its_own_is_answered_truly(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    assert str(say(skills, said)).startswith("I'm a computer program, so I don't support a team")


@pytest.mark.parametrize("said, place", [("what time do they keep in the land of oz", "The Land of Oz"),
                                         ("what time is it in narnia", "Narnia"),
                                         ("what's the time in middle earth", "Middle-earth"),
                                         ("what time is it over in neverland", "Neverland"),
                                         ("what time do they have in mordor", "Mordor"),
                                         ("is it day or night in narnia", "Narnia")])
def test_the_time_in_a_place_from_a_story_is_said_to_be_made_up(house: tuple[LocalSkills, ListSkill], said: str,
                                                                 place: str) -> None:
    skills, _ = house
    assert str(say(skills, said)).startswith(f"{place} is a made-up place")


@pytest.mark.parametrize("said", ["what time is it in oz", "what time is it in springfield"])
def test_a_real_place_is_never_called_made_up(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    assert "made-up" not in str(say(skills, said))
