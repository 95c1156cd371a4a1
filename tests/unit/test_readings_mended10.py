"""Wrong actions and bugs found in review of the tenth round's readings, each pinned through the pure reader."""

from __future__ import annotations

import pytest

from gpt_home.agent.spoken_variants import everyday_words


@pytest.mark.parametrize("said", [
    "right lamp off",  # "right" names a lamp, never an address word
    "right bedside lamp on",
    "boss lamp on",  # what follows the address word is a light
    "pal bedside lamp off",
])
def test_a_word_before_a_light_is_kept(said: str) -> None:
    assert everyday_words(said) == said
