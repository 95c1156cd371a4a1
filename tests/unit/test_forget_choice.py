"""Which memory "forget that …" deletes: words held first, then the vector score alone, never the search's order."""

from __future__ import annotations

from datetime import UTC, datetime

from gpt_home.memory.manager import Memory, MemoryKind
from gpt_home.skills.local import FORGET_MIN_SCORE, forget_choice

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


def _hit(key: str, text: str, score: float | None) -> Memory:
    return Memory(kind=MemoryKind.SEMANTIC, key=key, text=text, created_at=NOW, updated_at=NOW, score=score)


def test_a_hit_holding_the_words_asked_wins_over_a_higher_score_ranked_first() -> None:
    hits = [_hit("a", "Maya loves coffee.", 0.95), _hit("b", "Maya likes green tea.", 0.91)]
    assert forget_choice("maya likes green tea", hits).key == "b"


def test_the_words_asked_held_inside_a_longer_memory_are_found() -> None:
    hits = [_hit("a", "The bins go out on Tuesday.", 0.5), _hit("b", "My sister's dog is called Rex.", 0.4)]
    assert forget_choice("dog is called rex", hits).key == "b"


def test_without_words_held_the_best_vector_score_decides_not_the_search_order() -> None:
    hits = [_hit("a", "Maya loves coffee.", FORGET_MIN_SCORE + 0.01), _hit("b", "Maya enjoys tea.", 0.97)]
    assert forget_choice("the thing about my drink", hits).key == "b"


def test_nothing_sure_deletes_nothing() -> None:
    hits = [_hit("a", "Maya loves coffee.", FORGET_MIN_SCORE - 0.01), _hit("b", "Bins on Tuesday.", None)]
    assert forget_choice("my car is blue", hits) is None
    assert forget_choice("my car is blue", []) is None


def test_two_letter_words_never_count_as_held() -> None:
    hits = [_hit("a", "Maya is 40.", 0.2)]
    assert forget_choice("is", hits) is None
