"""The text normalisation in front of the offline embedder (pure)."""

from __future__ import annotations

from gpt_home.memory.embeddings import content_words


def test_question_scaffolding_and_possessives_are_dropped() -> None:
    assert content_words("What is Maya's favourite film?") == "maya favourite film"
    assert content_words("how do I like my coffee") == "coffee"


def test_a_text_of_only_function_words_is_kept_as_is() -> None:
    assert content_words("what is it") == "what is it"


def test_a_rare_word_pulls_the_bundled_embedding_harder_than_a_common_one() -> None:
    import numpy as np

    from gpt_home.memory.embeddings import load_embedder

    embedder = load_embedder("wordllama")
    gaps = []
    for common, rare in (("day", "coffee"), ("time", "garden"), ("good", "coffee")):  # one token each
        a, b, both = (np.array(embedder.embed_query(t)) for t in (common, rare, f"{common} {rare}"))
        gaps.append(float(both @ b - both @ a))
    # Plain averaging leaves a mean gap of 0.43 here (token vectors differ in length); weighting by log(id): 0.59.
    assert sum(gaps) / len(gaps) > 0.5, gaps
