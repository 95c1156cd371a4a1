"""The kinds behind the twenty-second set's failures in math, random, weather, unsupported, chit-chat and general
knowledge (round 19, fixQ22), each generated from frames x values and said to the real skills, with must-nots:

- the whole a share is of, said first: "of 260, how much would 15 percent be" (never "15 percent is 0.15");
- a random pick whose tool goes unsaid: "roll for me its my go on ludo", "a random pick between 5 and 15";
- a weather thing asked to come with no "it": "any chance of a downpour after lunch"; the forecast named first:
  "todays outlook, is it a dry one"; a light command and a weather question in one breath;
- a payment asked in a learner's frame with a reason: "you can pay the electric bill for me? i dont know how";
- an account of what the assistant does: "give me a rundown of what youre able to do";
- a question said as a noun phrase, corrected in the breath: "capital of portugal, no, of norway".
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin
from langgraph.store.memory import InMemoryStore
from skill_helpers import NOW, local_skills

from gpt_home.agent.graph import TurnContext
from gpt_home.skills import unnamed_picks
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

_COUNTER = itertools.count()


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    factory = MockFactory(pin_class=MockPWMPin)
    try:
        with local_skills(factory, lights={"kitchen": 22, "living_room": 23}, lists=ListSkill(InMemoryStore())) as s:
            yield s
    finally:
        factory.reset()


def _say(skills: LocalSkills, text: str) -> str:
    """The reply to ``text`` said by a new speaker ("" when the model would answer)."""
    reply = skills.handle(text, TurnContext(user_id=f"q22-{next(_COUNTER)}", device_id="kitchen", now=NOW))
    return "" if reply is None else str(reply)


# --- percent: the whole said first --------------------------------------------------------------------------
_SHARE_FRAMES = ("of {a}, how much would {p} percent be", "out of {a} what is {p} percent", "of {a} whats {p} percent",
                 "of {a}, how much is {p} percent of it", "of {a} what would {p} percent come to")
_SHARES = ((260, 15, "39"), (80, 25, "20"), (200, 10, "20"), (40, 5, "2"), (1500, 20, "300"))


@pytest.mark.parametrize(("frame", "share"), list(itertools.product(_SHARE_FRAMES, _SHARES)))
def test_the_whole_said_first_is_what_the_share_is_of(skills: LocalSkills, frame: str, share: tuple[int, int, str]
                                                      ) -> None:
    whole, percent, value = share
    reply = _say(skills, frame.format(a=whole, p=percent))
    assert re.search(rf"\b{value}\.$", reply.replace(",", "")), reply


@pytest.mark.parametrize(("text", "value"), [
    ("of 90, what is a third", "30"), ("out of 200 how much is a quarter", "50"), ("of 60 what would half be", "30"),
    ("of 12 whats two thirds", "8")])
def test_a_fraction_of_the_whole_said_first(skills: LocalSkills, text: str, value: str) -> None:
    assert _say(skills, text).endswith(f" is {value}.")


@pytest.mark.parametrize("text", ["of 80 what is 25 percent", "out of 200 whats 10 percent"])
def test_a_share_is_never_worked_out_without_its_whole(skills: LocalSkills, text: str) -> None:
    assert not re.search(r"\b0\.\d+\.$", _say(skills, text))  # never "25 percent is 0.25."


@pytest.mark.parametrize("text", ["out of interest what year is it", "i have 3 kids what time is it"])
def test_a_remark_said_first_still_lets_the_question_through(skills: LocalSkills, text: str) -> None:
    assert re.search(r"\b(?:2026|10:25)\b", _say(skills, text))


# --- random picks with the tool unsaid ------------------------------------------------------------------------
_ROLL_FRAMES = ("go on then roll for me its my go on {game}", "its grandads turn on {game} roll for him",
                "my go on {game} roll please", "roll please we are playing {game}", "roll for me, its my turn on {game}")
_GAMES = ("ludo", "snakes and ladders", "monopoly", "backgammon")


@pytest.mark.parametrize(("frame", "game"), list(itertools.product(_ROLL_FRAMES, _GAMES)))
def test_a_roll_for_a_turn_rolls_a_die(skills: LocalSkills, frame: str, game: str) -> None:
    assert re.fullmatch(r"You rolled a [1-6]\.", _say(skills, frame.format(game=game)))


@pytest.mark.parametrize("text", [
    "roll the pastry for me", "rock and roll", "she rolled for me on ludo", "dont roll for me its my go",
    "it was my go on ludo and i rolled a six", "is it my go on ludo", "let it roll", "throw the ball for the dog",
    "dont roll the dice", "i dont want you to roll the dice", "do not roll a die for me"])
def test_no_roll_that_was_not_asked_for(skills: LocalSkills, text: str) -> None:
    assert "rolled" not in _say(skills, text)
    assert unnamed_picks.find(text) == []


_PICK_FRAMES = ("i need a random pick somewhere between {lo} and {hi}", "a random choice from {lo} to {hi} please",
                "give me a random pick between {lo} and {hi}", "pick one at random between {lo} and {hi}")
_RANGES = ((5, 15), (1, 6), (10, 20), (100, 200))


@pytest.mark.parametrize(("frame", "bounds"), list(itertools.product(_PICK_FRAMES, _RANGES)))
def test_a_random_pick_from_a_range_is_a_number_in_it(skills: LocalSkills, frame: str, bounds: tuple[int, int]
                                                      ) -> None:
    low, high = bounds
    reply = _say(skills, frame.format(lo=low, hi=high))
    assert re.fullmatch(r"\d+\.", reply) and low <= int(reply[:-1]) <= high, reply


@pytest.mark.parametrize("text", [
    "the temperature is between 5 and 15 at random times", "i picked a random one between 5 and 15",
    "pick me up between 5 and 6", "dont give me a random pick between 1 and 10", "never pick a number between 1 and 10",
    "dont flip a coin"])
def test_no_number_picked_that_was_not_asked_for(skills: LocalSkills, text: str) -> None:
    assert not re.fullmatch(r"\d+\.|It's (?:heads|tails)\.", _say(skills, text))


@pytest.mark.parametrize(("text", "picks"), [
    ("we can't agree who does the washing up, me or my husband", ("you", "your husband")),
    ("who does the dishes tonight me or tom", ("you", "tom")), ("who should do the bins, me or my sister",
                                                                 ("you", "your sister"))])
def test_who_does_a_chore_is_a_pick_between_the_people_said(skills: LocalSkills, text: str, picks: tuple[str, str]
                                                             ) -> None:
    assert _say(skills, text) in {f"I pick {p}." for p in picks}


@pytest.mark.parametrize("text", ["who did the washing up me or my husband", "who does the washing up in your house"])
def test_no_pick_for_a_chore_asked_about(skills: LocalSkills, text: str) -> None:
    assert not _say(skills, text).startswith("I pick")


# --- weather ----------------------------------------------------------------------------------------------------
_POINTER = re.compile(r"settings page|weather location", re.IGNORECASE)
_COMING_FRAMES = ("any chance of a {w} {when}", "will there be a {w} {when}", "is a {w} likely {when}",
                  "what are the chances of a {w} {when}")
_THINGS = ("downpour", "drizzle", "blizzard", "heatwave")
_WHENS = ("after lunch", "tonight", "tomorrow", "on saturday")


@pytest.mark.parametrize(("frame", "thing", "when"), list(itertools.product(_COMING_FRAMES, _THINGS, _WHENS)))
def test_a_weather_thing_asked_to_come_gets_the_weather(skills: LocalSkills, frame: str, thing: str, when: str
                                                        ) -> None:
    assert _POINTER.search(_say(skills, frame.format(w=thing, when=when)))


@pytest.mark.parametrize("text", [
    "todays outlook, is it a dry one", "tomorrows forecast will it be a wet one", "the weekends outlook is it a dry one",
    "the forecast for tomorrow is it going to be dry", "is it looking dry for the weekend"])
def test_the_forecast_named_first_then_asked(skills: LocalSkills, text: str) -> None:
    assert _POINTER.search(_say(skills, text))


@pytest.mark.parametrize("text", [
    "is the wine a dry one", "the wine is it a dry one", "any chance of a cup of tea", "is my hair dry",
    "there was a downpour after lunch", "i hope there will be a downpour", "is it dry in here"])
def test_no_weather_for_what_is_not_the_weather(skills: LocalSkills, text: str) -> None:
    assert not _POINTER.search(_say(skills, text))


@pytest.mark.parametrize(("command", "room", "state"), [
    ("living room light off", "living room", "off"), ("turn on the kitchen light", "kitchen", "on"),
    ("switch the kitchen light off", "kitchen", "off")])
@pytest.mark.parametrize("question", ["is rain on the cards tonight", "will there be a downpour tomorrow",
                                      "any chance of a drizzle later"])
def test_a_light_and_a_weather_question_in_one_breath(skills: LocalSkills, command: str, room: str, state: str,
                                                      question: str) -> None:
    reply = _say(skills, f"{command}, and {question}")
    assert re.search(rf"{room} light is {state}", reply) and _POINTER.search(reply), reply
    assert (skills.lights.level(room.replace(" ", "_")) > 0) is (state == "on")


# --- payments refused honestly ---------------------------------------------------------------------------------
_PAY_HEADS = ("please, you can", "can you", "could you", "you must")
_PAY_ACTS = ("pay the electric bill", "settle the water bill", "pay my council tax", "send 20 pounds to my son")
_PAY_TAILS = ("for me? i don't know how", "please", "i dont have time")


@pytest.mark.parametrize(("head", "act", "tail"), list(itertools.product(_PAY_HEADS, _PAY_ACTS, _PAY_TAILS)))
def test_a_payment_asked_any_way_is_refused(skills: LocalSkills, head: str, act: str, tail: str) -> None:
    assert "make payments" in _say(skills, f"{head} {act} {tail}")


@pytest.mark.parametrize("text", [
    "remind me to pay the electric bill", "i paid the electric bill yesterday", "dont pay the bill",
    "how do i pay the electric bill", "should i pay the gas bill", "dont order a taxi i dont need one",
    "my son said to pay the gas bill"])
def test_no_payment_refusal_for_what_was_not_asked(skills: LocalSkills, text: str) -> None:
    assert "make payments" not in _say(skills, text)


# --- what the assistant does -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "give me a rundown of what you're able to do", "give me a list of your skills", "run me through what you can do",
    "can you give me a quick overview of your features", "tell me about your skills",
    "could you give me a summary of what you can help with", "walk me through everything you can do"])
def test_an_account_of_what_i_do(skills: LocalSkills, text: str) -> None:
    reply = _say(skills, text)
    assert "timer" in reply and "shopping list is" not in reply, reply


@pytest.mark.parametrize("text", ["give me a rundown of what the kids did today", "tell me about your day",
                                  "what can my son do"])
def test_no_account_for_other_things(skills: LocalSkills, text: str) -> None:
    assert "set timers" not in _say(skills, text)


# --- a question said as a noun phrase, corrected in the breath --------------------------------------------------
_CORRECTION_FRAMES = ("capital of {a}, no, of {b}", "the capital of {a} sorry {b}", "capital of {a} no i mean {b}",
                      "whats the capital of {a}, no, of {b}")
_CAPITALS = (("portugal", "norway", "oslo", "lisbon"), ("spain", "italy", "rome", "madrid"),
             ("france", "germany", "berlin", "paris"), ("peru", "japan", "tokyo", "lima"))


@pytest.mark.parametrize(("frame", "pair"), list(itertools.product(_CORRECTION_FRAMES, _CAPITALS)))
def test_the_last_place_said_counts(skills: LocalSkills, frame: str, pair: tuple[str, str, str, str]) -> None:
    first, last, right, wrong = pair
    reply = _say(skills, frame.format(a=first, b=last)).lower()
    assert right in reply and wrong not in reply, reply
