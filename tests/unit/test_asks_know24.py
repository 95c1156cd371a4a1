"""Round 24 (asksknow): percent changes worked out, a cooking temperature converted to the oven's scale, a spelling
never spelled back misspelt, a choice of spellings never picked at random, a service never put on the shopping list.
Generated frames x fillers x values (none of these sentences is in a benchmark set or the blind vocabulary)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills import percent_change
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.spelling_fix import corrected
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


# ---- percent change --------------------------------------------------------------------------------------------
_CHANGES = [(150, 165, "a rise of 10 percent"), (80, 60, "a drop of 25 percent"), (40, 50, "a rise of 25 percent"),
            (2000, 2500, "a rise of 25 percent"), (1.60, 1.20, "a drop of 25 percent"), (30, 31, "about 3.3 percent")]
_CHANGE_FRAMES = [
    "the council tax went from {a} to {b} what percent rise is that",
    "um my wages went up from {a} to {b} how much is that in percent",
    "the price was {a} and now its {b} whats the percentage change",
    "im 79 and the bus fare went from {a} to {b} by what percent",
]


@pytest.mark.parametrize(("frame", "values"), list(itertools.product(_CHANGE_FRAMES, _CHANGES)))
def test_the_change_in_percent(frame: str, values: tuple[float, float, str]) -> None:
    a, b, said = values
    reply = percent_change.reply(frame.format(a=f"{a:g}" if a != 1.6 else "1.60", b=f"{b:g}" if b != 1.2 else "1.20"))
    assert reply is not None and said in reply, reply


@pytest.mark.parametrize(("text", "said"), [
    ("my rent is 700 and its going up 5 percent what will it be", "A 5 percent rise on 700 is 35, so 735."),
    ("a 10 percent cut on 300 what do i get then", "A 10 percent cut on 300 is 30, so 270."),
    ("she got 27 out of 30 on the spelling test what percentage is that", "27 out of 30 is 90 percent."),
    ("half price and then another 20 percent off a 60 pound coat what do i pay", "leaves 24"),
])
def test_percent_kinds(skills: LocalSkills, text: str, said: str) -> None:
    reply = say(skills, text)
    assert reply is not None and said in reply, reply


@pytest.mark.parametrize("text", [
    "my phone is at 15 percent", "i scored 100 percent on the quiz", "everything is 30 percent off in the sale today",
    "im 100 percent sure the rent went up from 500 to 550",
])
def test_no_percent_worked_out(text: str) -> None:
    assert percent_change.reply(text) is None


# ---- a cooking temperature converted to the scale the oven goes by -----------------------------------------------
_OVEN = ["my oven only does {to} and the recipe says {n} {frm} what do i set it to",
         "the recipe wants {n} degrees {frm} but my cooker is {to}",
         "what is {n} {frm} in {to} for the oven"]


@pytest.mark.parametrize(("frame", "values"), list(itertools.product(_OVEN, [
    ("190", "celsius", "fahrenheit", "190 celsius is 374 fahrenheit."),
    ("400", "fahrenheit", "celsius", "400 fahrenheit is 204.44 celsius."),
])))
def test_the_oven_scale(skills: LocalSkills, frame: str, values: tuple[str, str, str, str]) -> None:
    n, frm, to, said = values
    assert say(skills, frame.format(n=n, frm=frm, to=to)) == said


# ---- spelling --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("wrong", "right"), [("seperate", "separate"), ("recieve", "receive"),
                                              ("definately", "definitely"), ("goverment", "government")])
def test_a_misspelling_is_spelled_as_the_word(skills: LocalSkills, wrong: str, right: str) -> None:
    assert corrected(wrong) == right
    for frame in ("is it {a} or {b} spell it properly", "{b} or {a} which spelling is right", "how do you spell {a}"):
        reply = say(skills, frame.format(a=wrong, b=right))
        assert reply is not None and reply.startswith(f"{right.capitalize()} is spelled"), reply


@pytest.mark.parametrize("word", ["weather", "defiantly", "wired", "siobhan"])
def test_a_real_word_or_a_name_is_kept(word: str) -> None:
    assert corrected(word) == word


@pytest.mark.parametrize("text", ["rhythm always trips me up give me its letters",
                                  "necessary catches me out every time how is it spelt"])
def test_the_word_first_then_a_remark(skills: LocalSkills, text: str) -> None:
    word = text.split()[0]
    assert say(skills, text) == f"{word.capitalize()} is spelled {', '.join(word.upper())}."


@pytest.mark.parametrize("text", ["we had a wet spell all of last week", "dont spell it out i get it",
                                  "you dont need to spell it for me"])
def test_no_spelling_asked(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "spelled" not in reply


def test_a_choice_of_spellings_is_never_picked_at_random(skills: LocalSkills) -> None:
    reply = say(skills, "is it stationary or stationery which one for pens")
    assert reply is None or "pick" not in reply.lower()
    assert say(skills, "choose any day of the week for me").startswith("I pick")  # type: ignore[union-attr]


# ---- a service is never put on the shopping list -----------------------------------------------------------------
@pytest.mark.parametrize("text", ["could you get me a dentist appointment for next week",
                                  "get us a table for saturday", "can you get me a taxi for the weekend"])
def test_a_service_is_not_listed(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "shopping list" not in reply


# ---- knowledge: famous years, symbols, the same fact asked another way -----------------------------------------
@pytest.mark.parametrize(("text", "said"), [
    ("in what year did the great fire of london happen", "1666"),
    ("when did the first world war end", "1918"),
    ("for the quiz, which battle happened in 1066", "Battle of Hastings"),
    ("um when did columbus reach america", "1492"),
    ("crossword clue the wall that came down in 1989", "Berlin Wall"),
    ("what does a white flag stand for", "surrender"),
    ("which flower is the symbol of remembrance", "poppy"),
    ("what do baby swans get called", "cygnet"),
    ("the element with the symbol ag what is it", "silver"),
    ("na is which element i forget", "sodium"),
    ("is a shark a mammal or have i got that wrong", "fish"),
])
def test_knowledge_kinds(skills: LocalSkills, text: str, said: str) -> None:
    reply = say(skills, text)
    assert reply is not None and said.lower() in reply.lower(), reply


@pytest.mark.parametrize("text", ["the ship that sank in 1915", "we watched a film about the great fire of london",
                                  "my grandad loves doves"])
def test_no_knowledge_guessed(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or not any(w in reply for w in ("Titanic", "1666", "peace"))


# ---- news told, small talk with a tail -------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "said"), [
    ("guess what my granddaughter passed her driving test today", "Congratulations"),
    ("we won the raffle at the church fete", None),
    ("my husband lost his job last week", "sorry"),
    ("our rugby team lost again", "sorry"),
    ("im 85 years old today", "birthday"),
    ("its my birthday today im 9", "birthday"),
    ("its our anniversary today fifty years", "anniversary"),
    ("hows your friday been so far", "thanks for asking"),
])
def test_news_and_small_talk(skills: LocalSkills, text: str, said: str | None) -> None:
    reply = say(skills, text)
    if said is not None:
        assert reply is not None and said.lower() in reply.lower(), reply


@pytest.mark.parametrize("text", ["did we win the raffle", "remind me that my son passed his test",
                                  "set a timer for the team match"])
def test_news_must_nots(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "Congratulations" not in reply and "sorry to hear" not in reply


# ---- services said as a need or with a reason after ----------------------------------------------------------
@pytest.mark.parametrize(("text", "said"), [
    ("we need a minicab to the hospital at nine", "can't book"),
    ("book us a table at the curry house friday its my birthday", "can't book"),
    ("what was the chelsea score yesterday", "sports"),
    ("whats the euro to dollar rate today", "exchange rates"),
    ("is my parcel coming today can you check it", "parcels"),
])
def test_services_refused(skills: LocalSkills, text: str, said: str) -> None:
    reply = say(skills, text)
    assert reply is not None and said in reply, reply


@pytest.mark.parametrize(("text", "said"), [
    ("committee, is that two ms and two ts", "Committee has 2 Ms and 2 Ts"),
    ("um tomorrow how many rs", "Tomorrow has 2 Rs"),
    ("is it one s or two in the word possession", "Possession has 4 Ss"),
])
def test_letters_counted(skills: LocalSkills, text: str, said: str) -> None:
    reply = say(skills, text)
    assert reply is not None and reply.startswith(said.split(" has")[0]) and said in reply, reply


@pytest.mark.parametrize("text", ["we have two dogs and one cat", "i need two eggs and one onion"])
def test_no_letters_counted(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "spelled" not in reply and " has " not in reply


@pytest.mark.parametrize(("text", "said"), [
    ("what do you call a baby otter", "pup"),
    ("whats a baby llama called", "cria"),
    ("what is the chemical formula for methane", "CH4"),
    ("nh3 is the formula for what", "ammonia"),
    ("is it honour or honor", "Both are right: honour is the British spelling"),
    ("is it mischievous or mischevious", "Mischievous is spelled"),
    ("an 80 pound fridge and the price goes up 8 percent what will it be then", "An 8 percent rise"),
])
def test_more_kinds(skills: LocalSkills, text: str, said: str) -> None:
    reply = say(skills, text)
    assert reply is not None and said in reply, reply


@pytest.mark.parametrize("text", ["what is the chemical symbol for oxygen", "is it rain or shine tomorrow"])
def test_others_keep_their_answers(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "formula" not in reply and "spelling" not in reply
