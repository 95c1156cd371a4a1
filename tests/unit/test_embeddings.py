"""The text normalisation in front of the offline embedder (pure)."""

from __future__ import annotations

from gpt_home.memory.embeddings import content_words


def test_question_scaffolding_and_possessives_are_dropped() -> None:
    assert content_words("What is Maya's favourite film?") == "maya favourite film"
    assert content_words("how do I like my coffee") == "coffee"


def test_a_text_of_only_function_words_is_kept_as_is() -> None:
    assert content_words("what is it") == "what is it"
