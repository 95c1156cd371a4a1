"""Words to spell said in ways the spelling cue alone missed (round 23, issue 15): several words in one ask ("spell
pharmacy and after that vitamin"), a word asked letter by letter ("give me pneumonia letter by letter"), a word said
inside a sentence and asked after as "it" ("i'm writing guarantee on a form, what are its letters"). Generated
phrasings, a vocabulary never tuned on (``tests/fixtures/spelling_unseen23.txt``) and must-nots, through the real
rules, recognizer and skills."""

from __future__ import annotations

from pathlib import Path

import pytest
from skill_helpers import say
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.skills.local import LocalSkills
from gpt_home.skills.spelled_inside import letter_by_letter, several_words, written_word

UNSEEN = Path(__file__).parent.parent / "fixtures" / "spelling_unseen23.txt"


def spelled(*words: str) -> str:
    return " ".join(f"{w.capitalize()} is spelled {', '.join(w.upper())}." for w in words)


def _generated() -> list[tuple[str, tuple[str, ...]]]:
    rows: list[tuple[str, tuple[str, ...]]] = []
    pairs = (("pharmacy", "vitamin"), ("rhythm", "necessary"), ("yacht", "island"))
    for link in ("and after that", "and then", "then", "followed by", "and also", "and"):
        for lead in ("spell", "can you spell", "how do you spell"):
            first, second = pairs[len(rows) % len(pairs)]
            rows.append((f"{lead} {first} {link} {second}", (first, second)))
    rows.append(("spell biscuit and then tomorrow and then calendar please", ("biscuit", "tomorrow", "calendar")))
    for lead in ("give me", "say", "can you do", "read out", "tell me", ""):
        for cue in ("letter by letter", "one letter at a time", "a letter at a time"):
            word = ("pneumonia", "giraffe", "colonel")[len(rows) % 3]
            rows.append((" ".join(f"{lead} {word} {cue}".split()), (word,)))
    for who, verb, where in (("i'm", "writing", "on a form"), ("im", "typing", "in an email"),
                             ("my son is", "writing", "in his homework"), ("we're", "putting", "in the leaflet"),
                             ("i need to", "write", "on my cv")):
        for ask in ("what are its letters", "how do you spell it", "how is it spelled", "can you spell it for me"):
            word = ("guarantee", "rhythm", "beautiful", "accommodation")[len(rows) % 4]
            rows.append((f"{who} {verb} {word} {where}, {ask}", (word,)))
    return rows


GENERATED = _generated()
MUST_NOT = [
    "i'm writing a letter to my gran, how do you spell it", "read me the letter from the bank",
    "write me a letter to the council", "give me a word beginning with the letter b",
    "i'm typing it in now, what are its letters", "spell it and then tell me the weather",
    "what's the letter after f", "i've got a letter from the council, what does it say",
]


def _unseen() -> list[tuple[str, tuple[str, ...]]]:
    rows = []
    for line in UNSEEN.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            request, words = line.split("\t")
            rows.append((request, () if words == "-" else tuple(words.split("|"))))
    return rows


def _spells_none(reply: str | None) -> bool:
    return reply is None or " is spelled " not in reply


@pytest.mark.parametrize(("text", "words"), GENERATED, ids=lambda v: str(v)[:50])
def test_each_word_asked_is_spelled_in_order(skills: LocalSkills, text: str, words: tuple[str, ...]) -> None:
    assert say(skills, text) == spelled(*words)


@pytest.mark.parametrize(("text", "words"), _unseen(), ids=lambda v: str(v)[:50])
def test_never_tuned_spelling_asks(skills: LocalSkills, text: str, words: tuple[str, ...]) -> None:
    reply = say(skills, text)
    assert (reply == spelled(*words)) if words else _spells_none(reply), reply


@pytest.mark.parametrize("text", MUST_NOT)
def test_no_word_is_spelled_when_none_is_named(skills: LocalSkills, text: str) -> None:
    assert _spells_none(say(skills, text))


@pytest.mark.parametrize("text", ["spell cat and tell me a joke", "spell it and then necessary",
                                  "spell necessary and how many letters", "spell the and a",
                                  "spell rhythm nice and slow please"])
def test_several_words_are_only_single_words_joined_by_links(text: str) -> None:
    assert several_words(text) is None


def test_readers_take_only_their_own_shape() -> None:
    assert letter_by_letter("read me the letter from the bank") is None
    assert written_word("i'm writing to the council how do you spell it") is None
    assert written_word("im writing guarantee on a form what are its letters") == "guarantee"
