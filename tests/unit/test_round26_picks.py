"""Round 26's picks, abilities, refusals and chit-chat (issue 15), through the real local skills: a pick among the
options a person names is one named option, cleanly (never "Monopoly goes first." or "I pick who does the dishes mum
dad."); a pick told, past or refused is none; "what can you do" said plainly lists the abilities and never reads a
list or the timers; a call asked after a remark, the papers and a lost phone are refused honestly; and a few kinds of
talk get a short true line."""

from __future__ import annotations

import random
import re

import pytest
from skill_helpers import say

from gpt_home.agent.identity import identity_topic
from gpt_home.skills import option_picks
from gpt_home.skills.local import LocalSkills


def _picked(reply: object, options: list[str]) -> str:
    said = str(reply)
    found = re.fullmatch(r"(?:I pick|Eeny, meeny, miny, moe:) (.+)\.|(.+) goes first\.", said)  # eeny: the rhyme
    pick = "you" if said == "You go first." else found and (found.group(1) or found.group(2))
    assert pick is not None and pick.lower() in [o.lower() for o in options], reply
    return pick


@pytest.mark.parametrize("said, options", [
    ("who goes first at monopoly, me, Priya or Sam", ["you", "Priya", "Sam"]),
    ("who goes first at scrabble, Tom, Ella or me", ["Tom", "Ella", "you"]),
    ("you choose who does the dishes, mum, dad or Aanya", ["mum", "dad", "Aanya"]),
    ("you pick who hoovers the stairs, Ben, Kate or my husband", ["Ben", "Kate", "your husband"]),
    ("i cant choose chips or rice you pick", ["chips", "rice"]),
    ("i cant pick noodles or soup you choose", ["noodles", "soup"]),
    ("hey which is better for tonight, board game or cards, just pick one mate", ["board game", "cards"]),
    ("pizza or curry tonight, I can't decide", ["pizza", "curry"]),
    ("fish or pie for tea, I can't decide", ["fish", "pie"]),
    ("we're arguing, who gets the front seat, Jack or Lily?", ["Jack", "Lily"]),
    ("which film should we watch, Frozen, Moana or Encanto", ["Frozen", "Moana", "Encanto"]),
    ("random choice please: walk to the park or the beach", ["the park", "the beach"]),
    ("between Sophie, Noah and Ella, who should read first", ["Sophie", "Noah", "Ella"]),
    ("so hmm, lasagne or tacos, what do you reckon, just pick", ["lasagne", "tacos"]),
    ("which teddy should i take to nanas the bear or the bunny", ["the bear", "the bunny"]),
    ("settle this for us, is it Ravi's turn or Meena's turn to take the bins out", ["Ravi", "Meena"]),
    ("pick a card suit out of hearts, clubs, diamonds and spades", ["hearts", "clubs", "diamonds", "spades"]),
    ("eeny meeny for me, apple, banana or orange", ["apple", "banana", "orange"]),
])
def test_a_pick_is_one_named_option(house: LocalSkills, said: str, options: list[str]) -> None:
    skills = house
    _picked(say(skills, said), options)


@pytest.mark.parametrize("said", [
    "we had pizza or curry last week, can't remember which",
    "the bear or the bunny, she couldn't decide so she took both",
    "don't pick for me, I'll decide between tea and coffee myself",
    "my husband asked me pasta or curry and I said curry",
    "which is bigger, a whale or an elephant",
    "who is taller, me or my brother",
    "would you rather be a cat or a dog",
    "which one is the capital, sydney or canberra",
    "which is healthier, butter or margarine, you decide",
    "should i take ibuprofen or paracetamol",
    "heads or tails, you choose",
])
def test_no_pick_is_made_of_a_told_past_refused_or_factual_choice(said: str) -> None:
    assert option_picks.options(said) == []


@pytest.mark.parametrize("said", ["which is healthier, butter or margarine, you decide",
                                  "should i take ibuprofen or paracetamol, you pick",
                                  "which one is heavier, a kilo of feathers or a kilo of bricks, you pick"])
def test_a_fact_or_a_medicine_is_never_picked_by_any_reader(house: LocalSkills, said: str) -> None:
    skills = house
    assert "I pick" not in str(say(skills, said))


@pytest.mark.parametrize("said, reply", [
    ("we need to decide who goes first at monopoly, me, Priya or Sam", r"(?:Priya|Sam) goes first\.|You go first\."),
    ("we can't decide who goes first out of sam, priya and tom", r"(?:Sam|Priya|Tom) goes first\."),
    ("just say heads or tails itll decide who goes first", r"It's (?:heads|tails)\."),
    ("um pick a day for the cinema saturday or sunday", r"I pick (?:Saturday|Sunday)\."),
])
def test_a_pick_is_said_as_asked(house: LocalSkills, said: str, reply: str) -> None:
    skills = house
    assert re.fullmatch(reply, str(say(skills, said)))


@pytest.mark.parametrize("said", [
    "my daughter set you up, what are you for exactly",
    "can you do anything useful or what",
    "i am new with this speaker, what i can say to it",
    "whats the point of you honestly",
    "can you tell me what your features are",
    "i never know what to ask you, what do you do",
    "are you able to do more than timers",
    "can you do more than alarms",
    "you do what exactly, timers and that",
    "what else can you do apart from the shopping list",
    "what can you actually do, like list it for me",
])
def test_what_it_can_do_said_plainly_lists_its_abilities(house: LocalSkills, said: str) -> None:
    skills = house
    say(skills, "add milk to the shopping list")
    reply = str(say(skills, said, 20))
    assert "set timers" in reply and "shopping list" not in reply and "no timers" not in reply


@pytest.mark.parametrize("said", ["what can you do about the dog barking", "what can you do with leftover rice",
                                  "if the toilet overflows what do you do"])
def test_what_can_you_do_about_a_thing_lists_nothing(house: LocalSkills, said: str) -> None:
    skills = house
    assert "set timers" not in str(say(skills, said))


@pytest.mark.parametrize("said, refused", [
    ("I'm 82, could you ring the chemist about my blood pressure pills", "phone calls"),
    ("can you call the surgery about my appointment", "phone calls"),
    ("any big stories in the papers today", "news"),
    ("whats in the paper this morning", "news"),
    ("my phone's lost somewhere in the house, can you make it ring", "find your phone"),
    ("can you find my phone", "find your phone"),
])
def test_a_service_it_does_not_have_is_refused(house: LocalSkills, said: str, refused: str) -> None:
    skills = house
    reply = str(say(skills, said))
    assert "can't" in reply and refused in reply


def test_a_call_in_a_reminder_is_still_a_reminder(house: LocalSkills) -> None:
    skills = house
    assert "remind" in str(say(skills, "remind me to ring the chemist about my pills")).lower()


@pytest.mark.parametrize("said, line", [
    ("is somebody listening in on the other end of you", "no person is listening"),
    ("would you rather be a cat or a dog", "Which would you pick?"),
    ("would you rather have chips or mash", "Which would you pick?"),
    ("Good morning, my name is Ahmed, I practise my English, you help me?", "practise your English"),
    ("i want to practise my english can you help me", "practise your English"),
])
def test_talk_gets_a_short_true_line(house: LocalSkills, said: str, line: str) -> None:
    skills = house
    assert line in str(say(skills, said))


@pytest.mark.parametrize("said", ["have they given you a name or shall I make one up", "did they give you a name"])
def test_its_name_asked_as_given_is_its_name(said: str) -> None:
    assert identity_topic(said) == "name"


@pytest.mark.parametrize("said", ["give me heads or tails and a dice roll as well",
                                  "give me heads or tails and a roll of the dice"])
def test_a_coin_and_a_die_asked_together_are_both_thrown(house: LocalSkills, said: str) -> None:
    skills = house
    reply = str(say(skills, said))
    assert re.search(r"\b(?:heads|tails)\b", reply) and "rolled" in reply


@pytest.mark.parametrize("said", ["throw out a number anywhere between 300 and 400",
                                  "shout out a number between 300 and 400"])
def test_a_number_thrown_out_is_in_the_range(house: LocalSkills, said: str) -> None:
    skills = house
    number = re.search(r"\d+", str(say(skills, said)))
    assert number is not None and 300 <= int(number.group(0)) <= 400


class _Last(random.Random):
    """Picks the last option, so a test can say which pick is said."""

    def choice(self, seq):  # type: ignore[no-untyped-def, override]
        return seq[-1]


@pytest.mark.parametrize("said, reply", [
    ("we can't agree who does the washing up, me or my husband", "I pick your husband."),
    ("you choose who does the dishes, mum, dad or aanya", "I pick Aanya."),
    ("um pick a day for the cinema, saturday or sunday", "I pick Sunday."),
    ("right, I need someone to decide, gym now or gym after work?", "I pick gym after work."),
])
def test_a_pick_is_cased_as_a_name_only_when_it_is_one(said: str, reply: str) -> None:
    assert option_picks.reply(said, _Last()) == reply
