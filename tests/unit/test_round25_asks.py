"""Round 25's everyday asks (issue 15), through the real local skills: "all the time" is no clock question, a
misspelt word is spelled as the word meant, money stories and units said around the ask are worked out, a random
pick from a known set, everyday facts from a checked table, and the assistant's privacy said truthfully."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.identity import identity_reply
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def house(factory: MockFactory) -> Iterator[tuple[LocalSkills, ListSkill]]:
    lists = ListSkill(InMemoryStore())
    with local_skills(factory, lights=LIGHTS, lists=lists) as skills:
        yield skills, lists


@pytest.mark.parametrize("said", ["are you listening all the time", "is it on all the time",
                                  "do you record me all the time", "most of the time you are right"])
def test_all_the_time_is_no_clock_question(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert "10:2" not in str(say(house[0], said))


@pytest.mark.parametrize("said, word", [
    ("how do u spell brocoli im writing a note", "Broccoli is spelled B, R, O, C, C, O, L, I."),
    ("how do you spell febuary", "February is spelled F, E, B, R, U, A, R, Y."),
    ("how is embarassed spelt", "Embarrassed is spelled E, M, B, A, R, R, A, S, S, E, D."),
    ("how do you spell zuchini", "Zucchini is spelled Z, U, C, C, H, I, N, I."),
    ("spell pharoah", "Pharaoh is spelled P, H, A, R, A, O, H."),
    ("how do you spell aubergene", "Aubergine is spelled A, U, B, E, R, G, I, N, E."),
    ("give me the letters of pharaoh, like the egyptian king", "Pharaoh is spelled P, H, A, R, A, O, H."),
    ("yacht, how's that one spelt", "Yacht is spelled Y, A, C, H, T."),
    ("silhouette how do you spell that word", "Silhouette is spelled S, I, L, H, O, U, E, T, T, E."),
])
def test_a_word_is_spelled_as_meant(house: tuple[LocalSkills, ListSkill], said: str, word: str) -> None:
    assert say(house[0], said) == word


@pytest.mark.parametrize("said, reply", [
    ("I've 3 pound 60 left and a loaf costs 1 pound 45, how many loaves can I buy",
     "You can buy 2: at 1.45 each that's 2.90, with 70p left over."),
    ("i have 10 quid, how many 2.50 coffees can i get", "You can buy 4: at 2.50 each that's 10, with nothing left over."),
    ("with 20 dollars how many 6 dollar sandwiches can we afford",
     "You can buy 3: at 6 each that's 18, with 2 left over."),
    ("I'm 81, my gas bill was 96 pounds and they've put 5 percent on top, what do I pay now",
     "A 5 percent rise on 96 is 4.80, so 100.80."),
    ("my rent is 700 and they added 3 percent, what will it be", "A 3 percent rise on 700 is 21, so 721."),
])
def test_money_stories_are_worked_out(house: tuple[LocalSkills, ListSkill], said: str, reply: str) -> None:
    assert say(house[0], said) == reply


@pytest.mark.parametrize("said", ["what's half of three quarters of a cup", "triple two thirds of a cup"])
def test_a_fraction_of_no_number_is_never_a_wrong_sum(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    reply = str(say(house[0], said))
    assert not reply.startswith(("Half of 3", "Triple 2"))


@pytest.mark.parametrize("said", ["share 40 sweets between zero children, how many does each get",
                                  "split 60 pounds between 0 people"])
def test_a_share_among_zero_is_said_impossible(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert "divide by zero" in str(say(house[0], said))


@pytest.mark.parametrize("said, reply", [
    ("turn 5 kilograms into hours", "I can't convert kilograms to hours."),
    ("turn 90 minutes into hours", "90 minutes is 1.5 hours."),
    ("change 3 pounds into kilos", "3 pounds is 1.36 kilos."),
    ("the bike shop says my wheel is 28 inches but the order form wants centimetres",
     "28 inches is 71.12 centimetres."),
    ("i weigh 11 stone and the doctors form wants kilos", "11 stone is 69.85 kilos."),
    ("my kid has 38.5, what's that in fahrenheit", "38.5 celsius is 101.3 fahrenheit."),
    ("gas mark 4 in celsius", "Gas mark 4 is 180°C, 350°F."),
    ("180 degrees is what gas mark", "180°C is about gas mark 4 (180°C, 350°F)."),
])
def test_units_said_around_the_ask(house: tuple[LocalSkills, ListSkill], said: str, reply: str) -> None:
    assert say(house[0], said) == reply


def test_turning_minutes_into_hours_sets_no_timer(house: tuple[LocalSkills, ListSkill]) -> None:
    say(house[0], "turn 90 minutes into hours")
    assert "no timers" in str(say(house[0], "what timers do i have", 20)).lower()


@pytest.mark.parametrize("said", ["preheat the oven to gas mark 4", "my nan cooked everything on gas mark 4"])
def test_a_gas_mark_told_or_set_is_no_conversion(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert "Gas mark 4 is" not in str(say(house[0], said))


def test_a_tag_and_the_list_named_after_the_item(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    assert say(skills, "please add <u>feta</u> for me, shopping list") == "I've added feta to your shopping list."
    assert say(skills, "whats on the shopping list", 20) == "You have feta on your shopping list."


@pytest.mark.parametrize("said", ["right so if you could just, erm", "i was wondering if you could um"])
def test_a_request_begun_and_never_finished_is_asked_again(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert "say it again" in str(say(house[0], said))


@pytest.mark.parametrize("said, options", [
    ("choose one of the four seasons at random", {"spring", "summer", "autumn", "winter"}),
    ("pick a colour of the rainbow at random", {"red", "orange", "yellow", "green", "blue", "indigo", "violet"}),
])
def test_a_random_pick_from_a_known_set(house: tuple[LocalSkills, ListSkill], said: str, options: set[str]) -> None:
    reply = str(say(house[0], said))
    assert reply.startswith("I pick ") and reply.removeprefix("I pick ").rstrip(".").lower() in options


def test_two_picks_in_one_breath_and_a_roll_for_a_game(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    reply = str(say(skills, "toss a coin, and pick me a number between 1 and 4 as well"))
    assert reply.startswith(("It's heads.", "It's tails.")) and "The number is" in reply
    assert str(say(skills, "go on then roll for me im playing ludo with nan", 20)).startswith("You rolled a")


@pytest.mark.parametrize("said, fact", [
    ("is new zealand part of australia", "No, New Zealand is a country of its own"),
    ("the gruffalo, who wrote that children's book", "The Gruffalo was written by Julia Donaldson."),
    ("the twits who wrote them", "The Twits were written by Roald Dahl."),
    ("a spider is an insect yeah", "No, a spider is not an insect; it is an arachnid."),
    ("is the sun a star", "Yes, the Sun is a star"),
    ("is a peanut actually a nut", "Not really: a peanut is a legume"),
    ("are bats really blind", "No, bats aren't blind"),
    ("do penguins live at the north pole", "No, wild penguins live in the southern hemisphere"),
    ("how many bones does an adult have", "An adult human skeleton has 206 bones."),
    ("which is bigger, the earth or the sun", "The Sun, by far"),
    ("do cows really have four stomachs", "Not quite: a cow has one stomach with four compartments."),
])
def test_everyday_facts(house: tuple[LocalSkills, ListSkill], said: str, fact: str) -> None:
    assert str(say(house[0], said)).startswith(fact)


@pytest.mark.parametrize("said", ["we saw penguins at the zoo", "my son says bats are blind",
                                  "we read the gruffalo last night"])
def test_a_remark_is_no_fact_check(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert say(house[0], said) is None


@pytest.mark.parametrize("said", ["are you connected to the internet", "do you send what i say to anyone",
                                  "are you always listening", "how do you know the time if you're offline"])
def test_privacy_is_said_truthfully(said: str) -> None:
    assert "work offline" in str(identity_reply(said))


@pytest.mark.parametrize("said", ["r u a robot", "excuse me what is your good name",
                                  "is there a person inside you or are you a machine"])
def test_identity_said_other_ways(said: str) -> None:
    assert "GPT Home" in str(identity_reply(said))


def test_are_you_listening_alone_is_no_privacy_question() -> None:
    assert identity_reply("are you listening") is None


@pytest.mark.parametrize("said", ["how many players in a football team, no, a basketball team",
                                  "how many players in a football team, no sorry, a rugby union team"])
def test_a_fact_corrected_in_the_breath_is_not_the_first_one(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert "11 players" not in str(say(house[0], said))


def test_a_number_given_with_a_coin_is_still_said(house: tuple[LocalSkills, ListSkill]) -> None:
    assert "The number is" in str(say(house[0], "toss a coin, and also give me a number up to 7"))


def test_dividing_by_nought_is_no_share(house: tuple[LocalSkills, ListSkill]) -> None:
    assert say(house[0], "can you divide 5 by nought") == "You can't divide by zero."


@pytest.mark.parametrize("said, share", [("1200 rupees divided among five people", "240"),
                                         ("split 500 rupees between 4 of us", "125 rupees each")])
def test_rupees_are_shared(house: tuple[LocalSkills, ListSkill], said: str, share: str) -> None:
    assert share in str(say(house[0], said))


@pytest.mark.parametrize("said", ["have I had any new emails since breakfast", "have we had any texts today"])
def test_messages_asked_about_are_refused(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert "can't send or read messages" in str(say(house[0], said))


@pytest.mark.parametrize("said, reply", [
    ("recipe says 350 grams, i'm doubling it", "Doubled, 350 grams is 700 grams."),
    ("the recipe needs 250 ml of milk but im halving it", "Halved, 250 ml of milk is 125 ml of milk."),
    ("it says 3 eggs and were tripling the recipe", "Tripled, 3 eggs is 9 eggs."),
])
def test_a_recipe_amount_is_scaled_as_said(house: tuple[LocalSkills, ListSkill], said: str, reply: str) -> None:
    assert say(house[0], said) == reply


@pytest.mark.parametrize("said", ["i doubled it last time, 350 grams", "2 onions and 3 carrots im doubling it"])
def test_a_scaling_told_or_of_two_amounts_is_no_sum(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert not str(say(house[0], said)).startswith("Doubled")


def test_a_sum_said_with_a_scaling_stays_the_sum(house: tuple[LocalSkills, ListSkill]) -> None:
    assert say(house[0], "whats 350 times 3 im tripling the recipe") == "350 times 3 is 1,050."
