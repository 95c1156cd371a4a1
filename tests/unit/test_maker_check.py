"""The model's answer to "who painted / wrote / composed / invented X" must name someone who could have
(``agent/maker_check.py``, through ``knowledge_check`` and the reply guard). The wrong answers are the bundled model's
own (bench/household_knowledge.py, round 15); the right ones are said as it says them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gpt_home.agent.guard import KNOWLEDGE_FALLBACK_REPLY, GuardReason, check_reply
from gpt_home.agent.maker_check import asked_maker, names_wrong_maker, use_lexicon
from gpt_home.skills.person_glosses import people_lexicon

pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py


@pytest.fixture(autouse=True)
def lexicon(wordnet_installed: None) -> Iterator[None]:
    """WordNet installed as wiring installs it, and removed after each test."""
    use_lexicon(people_lexicon())
    yield
    use_lexicon(None)


@pytest.mark.parametrize(("question", "asked"), [
    ("which artist painted the last supper", ("paint", "last supper")),
    ("who painted the mona lisa", ("paint", "mona lisa")),
    ("tell me who wrote paradise lost", ("write", "paradise lost")),
    ("whos the composer of the magic flute", ("compose", "magic flute")),
    ("who was it that invented the telephone", ("invent", "telephone")),
    ("the mona lisa was painted by who", ("paint", "mona lisa")),
    ("who is the author of pride and prejudice", ("write", "pride and prejudice")),
    ("who came up with sherlock holmes", ("create", "sherlock holmes")),
    ("which composer wrote the four seasons", ("compose", "four seasons")),  # the noun says which maker
    ("who sculpted the david", ("sculpt", "david")),
    ("um who painted the last supper again", ("paint", "last supper")),
    ("which painter did the mona lisa", ("paint", "mona lisa")),
    ("i wonder who invented the wheel", ("invent", "wheel")),
    ("the four seasons was composed by whom", ("compose", "four seasons")),
    ("the last supper who painted it", ("paint", "last supper")),
    ("the four seasons whos the composer", ("compose", "four seasons")),
    ("who was it who painted the sunflowers", ("paint", "sunflowers")),
])
def test_maker_questions_are_read(question: str, asked: tuple[str, str]) -> None:
    assert asked_maker(question) == asked


@pytest.mark.parametrize("question", [
    "who wrote this", "who painted it", "what is the capital of france", "who was picasso", "who is mozart",
    "what did picasso paint", "how was the mona lisa painted", "who won the world cup",
    "what is an inventor", "who painted my kitchen", "who wrote that song", "who invented you", "who wrote you",
    "my room who painted it", "that song who wrote it", "who made dinner", "who wrote the shopping list on the fridge",
    "who painted the fence", "who wrote the note on the door",
])
def test_other_questions_are_no_maker_questions(question: str) -> None:
    assert asked_maker(question) is None
    assert not names_wrong_maker("Leonardo da Vinci.", question)


@pytest.mark.parametrize(("question", "reply"), [
    # no person named
    ("which artist painted the last supper", 'The last supper is a classic example of the "Bible-Eyed Guy" trope.'),
    ("who composed the four seasons", "The four seasons: the winter, spring (the earth), summer and autumn."),
    ("who wrote the origin of species", "The origin of species is a topic that has been debated for centuries."),
    ("who painted the birth of venus", "The birth of Venus is a myth."),
    ("who composed the moonlight sonata", "The moonlight sonata is a classic example of the Baroque style."),
    ("whos the writer of the odyssey", "The writer of the odyssey is unknown."),
    # someone who could not have made it
    ("who invented the printing press", "The printing press was invented by Johannes Brahms, a German composer."),
    ("who invented the telescope", "The telescope was invented by Sir Isaac Newton."),
    ("who painted guernica", "Graham Martin, a British artist who painted Guernica."),
    ("who composed swan lake", "Swan Lake was composed by Charles Dickens."),
])
def test_wrong_makers_are_replaced_by_the_honest_line(question: str, reply: str) -> None:
    assert names_wrong_maker(reply, question)
    verdict = check_reply(reply, utterance=question)
    assert verdict.reason is GuardReason.MISSES_QUESTION
    assert verdict.text == KNOWLEDGE_FALLBACK_REPLY


@pytest.mark.parametrize(("question", "reply"), [
    ("who painted the last supper", "The Last Supper was painted by Leonardo da Vinci."),
    ("who painted the mona lisa", "The painting of Mona Lisa by da Vinci is a classic example."),
    ("who painted the starry night", "The Starry Night by Vincent van Gogh."),
    ("who invented the light bulb", "The light bulb was invented by Thomas Edison."),
    ("who invented the telescope", "Galileo Galilei invented it."),  # an astronomer, but his gloss names it
    ("who invented sherlock holmes", "Sherlock Holmes was created by the author Arthur Conan Doyle."),
    ("who wrote the communist manifesto", "Karl Marx wrote it."),
    ("who wrote the magic flute", "Mozart wrote it."),  # a composer writes an opera
    ("who composed swan lake", "Swan Lake was composed by Tchaikovsky."),
    ("who invented the airplane", "The airplane was invented by the Wright brothers."),
    # a name WordNet does not know is never judged
    ("who wrote the harry potter books", "The Harry Potter books are written by J.K. Rowling, a British author."),
])
def test_right_or_unknown_makers_pass(question: str, reply: str) -> None:
    assert not names_wrong_maker(reply, question)
    assert check_reply(reply, utterance=question).reason in (None, GuardReason.TRIMMED)


def test_without_a_dictionary_nothing_is_judged() -> None:
    use_lexicon(None)
    assert not names_wrong_maker("The printing press was invented by Johannes Brahms.", "who invented the printing press")


@pytest.mark.parametrize(("question", "asked"), [
    # the work's kind said with it decides the maker's kind, whatever the verb (round 16)
    ("who wrote the opera carmen", ("compose", "carmen")),
    ("who wrote the nutcracker ballet", ("compose", "nutcracker")),
    ("which composer wrote the nutcracker", ("compose", "nutcracker")),
    ("who wrote the ninth symphony", ("compose", "ninth")),
    ("who composed the opera la traviata", ("compose", "la traviata")),
    ("who wrote the novel oliver twist", ("author", "oliver twist")),
    ("who wrote the play macbeth", ("author", "macbeth")),
    ("who wrote the poem the raven", ("author", "raven")),
    ("who did the painting guernica", None),  # "did" is no maker verb
    ("who painted the painting guernica", ("paint", "guernica")),
    ("who discovered penicillin", ("discover", "penicillin")),
    ("do you know who discovered gravity", ("discover", "gravity")),
])
def test_the_work_kind_said_in_the_question_is_read(question: str, asked: tuple[str, str] | None) -> None:
    assert asked_maker(question) == asked


@pytest.mark.parametrize(("question", "reply"), [
    ("who wrote the opera carmen", "Carmen was written by Charles Baudelaire."),  # a poet named for an opera
    ("who wrote the nutcracker ballet", "The Nutcracker by Charles Baudelaire."),
    ("which composer wrote the nutcracker", "The Nutcracker by Charles Baudelaire."),
    ("who wrote the ninth symphony", "Goethe wrote it."),
    ("who wrote the novel oliver twist", "Mozart wrote it."),  # a composer named for a novel
    ("who discovered gravity", "Gravity is discovered by Einstein."),  # a physicist, but not the one
    ("who discovered penicillin", "Albert Einstein."),
])
def test_a_maker_of_the_wrong_kind_is_wrong(question: str, reply: str) -> None:
    assert names_wrong_maker(reply, question)


@pytest.mark.parametrize(("question", "reply"), [
    ("who wrote the opera carmen", "Georges Bizet wrote Carmen."),
    ("who wrote the nutcracker ballet", "Tchaikovsky wrote it."),
    ("who wrote the ninth symphony", "Beethoven."),
    ("who wrote the novel oliver twist", "Charles Dickens."),
    ("who wrote the play macbeth", "William Shakespeare."),
    ("who wrote the poem the raven", "Edgar Allan Poe."),
    ("who discovered gravity", "Isaac Newton."),  # his gloss names the law of gravitation
    ("who discovered penicillin", "Alexander Fleming."),
    ("who discovered america", "Christopher Columbus."),  # a navigator
    ("who discovered radium", "Marie Curie."),
    ("who discovered electricity", "Benjamin Franklin."),
    ("who discovered dna", "Francis Crick and James Watson."),
    ("who discovered australia", "James Cook."),
])
def test_a_maker_of_the_right_kind_passes(question: str, reply: str) -> None:
    assert not names_wrong_maker(reply, question)
