"""Who wrote, composed or painted a named work, read from WordNet (issue 15; ``skills.work_makers``): the work's own
gloss, its hero's gloss, or one person's gloss; each question shape said five or more ways, a verb that does not fit
the work, and the speaker's own things and the assistant itself never read."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import knowledge_readings
from gpt_home.skills.work_makers import reply

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py


def said(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("who wrote the divine comedy", "The Divine Comedy was written by Dante."),  # the work's own gloss
    ("the divine comedy was written by who", "The Divine Comedy was written by Dante."),
    ("who was the aeneid written by", "The Aeneid was written by Virgil."),  # "an epic ... by Virgil": an epic is written
    ("who is the author of the iliad", "The Iliad is attributed to Homer."),
    ("quick question who wrote the communist manifesto", "The Communist Manifesto was written by Marx and Engels."),
    ("who composed the messiah", "The Messiah was composed by Handel."),
    ("who wrote pilgrims progress", "Pilgrim's Progress was written by John Bunyan."),  # speech drops the apostrophe
    ("who created ms dos", "MS-DOS was developed by Bill Gates."),  # ... and the hyphen; the gloss's own verb
    ("who wrote dracula", "Dracula is the fictional vampire in a gothic horror novel by Bram Stoker."),  # its hero
    ("who wrote hamlet", "Hamlet is the hero of William Shakespeare's tragedy."),
    ("who wrote tom sawyer", "Tom Sawyer is the boy hero of a novel by Mark Twain."),
    ("who penned the canterbury tales", "The Canterbury Tales was written by Geoffrey Chaucer."),  # "written ... by"
    ("who wrote tarzan", "Tarzan is a man raised by apes who was the hero of a series of novels by Edgar Rice Burroughs."),
    ("who wrote the tarzan stories",  # one person's gloss, a writer's
     "That was Edgar Rice Burroughs, the United States novelist and author of the Tarzan stories."),
    ("who created the statue of liberty",
     "That was Frederic Auguste Bartholdi, the French sculptor best known for creating the Statue of Liberty now in "
     "New York harbor."),
])
def test_the_maker_of_a_work(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "who painted the divine comedy",  # a poem is written, never painted
    "who composed hamlet",  # a hero is in a book or a play
    "who painted the tarzan stories",  # a novelist's work is not painted
    "who wrote war and peace",  # Tolstoy's gloss: "remembered for two great novels": no work named
    "who wrote macbeth",  # WordNet's Macbeth is the king of Scotland
    "who wrote this", "who wrote that", "who wrote it", "who wrote the shopping list", "who wrote my reminder",
    "who created you", "who painted my room", "who composed the message", "who wrote the note on the fridge",
    "who wrote the book", "who painted the house",
])
def test_left_when_wordnet_names_no_maker(text: str) -> None:
    assert said(text) is None


@pytest.mark.parametrize(("text", "expected"), [
    ("who wrote the novel dracula", "Dracula is the fictional vampire in a gothic horror novel by Bram Stoker."),
    ("who wrote the book robinson crusoe", "Robinson Crusoe is the hero of Daniel Defoe's novel."),
    ("who wrote the play hamlet", "Hamlet is the hero of William Shakespeare's tragedy."),
    ("who wrote the poem the aeneid", "The Aeneid was written by Virgil."),  # "the" after the kind is the name's
    ("who composed the oratorio messiah", "Messiah was composed by Handel."),
    ("who was the novel dracula written by", "Dracula is the fictional vampire in a gothic horror novel by Bram Stoker."),
    ("the play hamlet was written by who", "Hamlet is the hero of William Shakespeare's tragedy."),
])
def test_the_kind_of_work_said_before_its_name(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "who painted the novel dracula",  # the kind said must fit the verb
    "who composed the play hamlet",
    "who painted the poem the aeneid",
    "who wrote the novel", "who wrote the play my son is in", "who wrote the book on my shelf",
    "who wrote the book of mormon",  # "book of ..." is a name, never the kind "book" and a work "of mormon"
    "who painted the picture in my kitchen", "who wrote the poem about my mum",
    "who wrote the novel great expectations",  # WordNet 3.0 has no Great Expectations, Dickens' gloss names no novel
    "who painted the painting the night watch",  # nor the Night Watch
])
def test_a_kind_of_work_that_does_not_fit_or_names_nothing_is_left(text: str) -> None:
    assert said(text) is None


def test_wired_with_the_other_knowledge_families() -> None:
    assert knowledge_readings.find(normalize("who wrote the divine comedy"), NOW) == [
        ("GptSaid", {"reply": "The Divine Comedy was written by Dante."})]
    assert knowledge_readings.find(normalize("who invented the telephone"), NOW) == [  # word_lookups alone
        ("GptSaid", {"reply": "That was Alexander Graham Bell, the United States inventor of the telephone."})]
