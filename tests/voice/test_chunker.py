"""Unit tests for the streamed sentence chunker."""

from __future__ import annotations

import pytest

from gpt_home.audio.chunker import SentenceChunker, clean_for_speech, continuing, split_sentences


def stream(text: str, step: int = 1) -> list[str]:
    chunker = SentenceChunker()
    out: list[str] = []
    for i in range(0, len(text), step):
        out += chunker.feed(text[i : i + step])
    return out + chunker.flush()


@pytest.mark.parametrize("step", [1, 3, 7, 1000])
def test_decimals_and_abbreviations_do_not_split(step: int) -> None:
    text = "It is 3.5 degrees outside. Mr. Smith and Dr. Jones arrive at 7 a.m. tomorrow, e.g. for breakfast. Okay!"
    assert stream(text, step) == [
        "It is 3.5 degrees outside.",
        "Mr. Smith and Dr. Jones arrive at 7 a.m. tomorrow, e.g. for breakfast.",
        "Okay!",
    ]


def test_am_before_a_capitalised_word_ends_the_sentence() -> None:
    assert split_sentences("The alarm is set for 7 a.m. Sleep well.") == [
        "The alarm is set for 7 a.m.",
        "Sleep well.",
    ]


def test_numbered_list_items_are_separate_sentences_and_keep_their_number() -> None:
    text = "You need:\n1. Eggs\n2. Flour, about 2.5 cups\n3. **Milk**\n"
    assert stream(text, 2) == ["You need:", "1: Eggs", "2: Flour, about 2.5 cups", "3: Milk"]


def test_markdown_and_emoji_are_stripped() -> None:
    text = "# Weather\n**Sunny** today 😀 with `no` rain. See [the forecast](https://example.com) 🌦️!\n- Take a hat"
    assert stream(text, 4) == ["Weather", "Sunny today with no rain.", "See the forecast !", "Take a hat"]


def test_sentence_is_released_as_soon_as_the_next_word_starts() -> None:
    chunker = SentenceChunker()
    assert chunker.feed("Hello there.") == []
    assert chunker.feed(" ") == ["Hello there."]
    assert chunker.feed("How are") == []
    assert chunker.flush() == ["How are"]
    assert chunker.flush() == []


def test_questions_ellipses_and_quotes() -> None:
    assert split_sentences('Really?! She said "yes." Then... nothing.') == [
        "Really?!",
        'She said "yes."',
        "Then...",
        "nothing.",
    ]


def test_emoji_only_and_empty_pieces_yield_nothing() -> None:
    assert stream("🎉🎉 ** \n\n", 1) == []
    assert clean_for_speech("a 👍🏽 b ❤️") == "a  b "


def test_initials_do_not_split() -> None:
    assert split_sentences("J. R. R. Tolkien wrote it. Yes.") == ["J. R. R. Tolkien wrote it.", "Yes."]


def test_the_first_clause_is_spoken_before_its_sentence_ends() -> None:
    chunker = SentenceChunker(first_clause_min_words=4)
    assert chunker.feed("Paris is the capital") == []
    assert chunker.feed(" of France, and it is") == ["Paris is the capital of France,"]
    assert chunker.feed(" famous for art, food") == []  # only the first piece is a clause; then whole sentences
    assert chunker.feed(" and wine. Next") == ["and it is famous for art, food and wine."]
    assert chunker.flush() == ["Next"]


def test_a_short_opening_or_a_number_is_not_a_clause() -> None:
    chunker = SentenceChunker(first_clause_min_words=4)
    assert chunker.feed("Yes, it costs 3,50 at 10:30 today ") == []
    assert chunker.feed("exactly. ") == ["Yes, it costs 3,50 at 10:30 today exactly."]


def test_with_no_clause_break_the_first_phrase_ends_before_a_joining_word() -> None:
    chunker = SentenceChunker(first_clause_min_words=4, first_phrase_min_words=6)
    assert chunker.feed("Cats are the most popular pets in") == []  # "in" may still be "inside"
    assert chunker.feed(" the world with") == ["Cats are the most popular pets,"]  # said as a clause that goes on
    assert chunker.feed(" over thirty breeds. Dogs") == ["in the world with over thirty breeds."]
    short = SentenceChunker(first_clause_min_words=4, first_phrase_min_words=6)
    assert short.feed("I like tea and ") == [] and short.flush() == ["I like tea and"]  # too short to cut


def test_a_sentence_already_whole_is_not_broken_early() -> None:
    """An announcement (or a reply that arrives in one piece) is spoken with its own intonation: cutting "Attention
    please, the tea is ready | in the kitchen." made espeak-ng's first piece end like a sentence."""
    chunker = SentenceChunker(first_clause_min_words=4, first_phrase_min_words=6)
    assert chunker.feed("Attention please, the tea is ready in the kitchen.") == []
    assert chunker.flush() == ["Attention please, the tea is ready in the kitchen."]
    streamed = SentenceChunker(first_clause_min_words=4, first_phrase_min_words=6)
    words = "Attention please, the tea is ready in".split(" ")
    pieces = [streamed.feed((" " if i else "") + word) for i, word in enumerate(words)]
    assert [p for p in pieces if p] == []
    assert streamed.feed(" the") == ["Attention please, the tea is ready,"]  # "in " came: the stream waits on it


def test_a_first_phrase_may_end_before_an_article_or_preposition_at_the_head_of_the_stream() -> None:
    """No clause break and no joining word: the first piece ends before the object ("is | a delicate blend"), said
    with a comma so the speech engine goes on rather than ending a sentence."""
    chunker = SentenceChunker(first_clause_min_words=4, first_phrase_min_words=6)
    assert chunker.feed("A good soup is a") == []  # "a" may still be "about"
    assert chunker.feed(" delicate") == ["A good soup is,"]
    assert chunker.feed(" blend of herbs. It") == ["a delicate blend of herbs."]
    short = SentenceChunker(first_clause_min_words=4, first_phrase_min_words=6)
    assert short.feed("Soup is a ") == [] and short.feed("treat. ") == ["Soup is a treat."]  # three words: no cut


def test_a_clause_that_arrives_whole_is_not_cut_before_its_article() -> None:
    """A reply guard releases a checked clause at once: it is spoken whole, not cut before "the"."""
    chunker = SentenceChunker(first_clause_min_words=4, first_phrase_min_words=6)
    assert chunker.feed("The largest ocean is the Pacific, ") == ["The largest ocean is the Pacific,"]
    assert SentenceChunker().feed("The largest ocean is the Pacific ") == []  # no early pieces unless asked


def test_continuing_adds_a_comma_only_where_no_clause_mark_ends_the_piece() -> None:
    assert continuing("The rain is") == "The rain is,"
    assert continuing("Cats are curious animals,") == "Cats are curious animals,"
    assert continuing("He said -") == "He said -"
