"""The pure decisions behind thread summaries: which window is due, the anchor, where raw messages start."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from gpt_home.memory.summaries import (
    SummaryFailedError,
    Window,
    extractive_summary,
    next_window,
    raw_start,
    summarised_until,
    turn_starts,
    window_for,
)


def turns(n: int, *, extra_tool_in_turn: int | None = None) -> list[str]:
    """Message kinds of ``n`` finished turns (human, ai), optionally with a tool round inside one turn."""
    kinds: list[str] = []
    for i in range(n):
        kinds.append("human")
        if i == extra_tool_in_turn:
            kinds += ["ai", "tool"]
        kinds.append("ai")
    return kinds


def test_turn_starts() -> None:
    assert turn_starts(turns(3)) == [0, 2, 4]
    assert turn_starts(turns(2, extra_tool_in_turn=0)) == [0, 4]


@pytest.mark.parametrize("n_turns", [0, 1, 9])
def test_nothing_due_before_k_turns(n_turns: int) -> None:
    assert next_window(turns(n_turns), [], every_turns=10) is None


def test_first_window_due_at_k_turns() -> None:
    assert next_window(turns(10), [], every_turns=10) == Window(seq=0, start_index=0, end_index=20)


def test_not_due_while_the_turn_is_unanswered() -> None:
    assert next_window([*turns(9), "human"], [], every_turns=10) is None


def test_window_ends_where_the_next_turn_starts() -> None:
    kinds = turns(12, extra_tool_in_turn=1)  # turn 1 has 4 messages
    assert next_window(kinds, [], every_turns=5) == Window(seq=0, start_index=0, end_index=12)
    assert next_window(kinds, [0], every_turns=5) == Window(seq=1, start_index=12, end_index=22)
    assert next_window(kinds, [0, 1], every_turns=5) is None  # turns 10-11 are not a full window yet


def test_every_k_turns_exactly() -> None:
    due_at = [n for n in range(1, 31) if next_window(turns(n), list(range((n - 1) // 10)), every_turns=10)]
    assert due_at == [10, 20, 30]


@pytest.mark.parametrize("every", [0, -1])
def test_below_one_disables(every: int) -> None:
    assert next_window(turns(50), [], every_turns=every) is None
    assert window_for(0, turn_starts(turns(50)), 100, every) is None


def test_healing_picks_the_earliest_missing_window() -> None:
    kinds = turns(30)
    assert next_window(kinds, [0, 2], every_turns=10) == Window(seq=1, start_index=20, end_index=40)
    assert next_window(kinds, [1, 2], every_turns=10) == Window(seq=0, start_index=0, end_index=20)
    assert next_window(kinds, [0, 1, 2], every_turns=10) is None


def test_anchor_is_the_end_of_the_gapless_summaries() -> None:
    assert summarised_until([]) == 0
    assert summarised_until([Window(0, 0, 20), Window(1, 20, 40)]) == 40
    assert summarised_until([Window(1, 20, 40), Window(0, 0, 20)]) == 40
    assert summarised_until([Window(1, 20, 40)]) == 0  # window 0 deleted: nothing may be trimmed
    assert summarised_until([Window(0, 0, 20), Window(2, 40, 60)]) == 20


def test_raw_start_keeps_the_last_turns() -> None:
    kinds = [*turns(12), "human"]  # 12 finished turns and the current question
    starts = turn_starts(kinds)
    assert raw_start(kinds, anchor=0, keep_turns=5) == 0
    assert raw_start(kinds, anchor=20, keep_turns=5) == starts[-6]  # the 5 previous turns + the current stay raw
    assert raw_start(kinds, anchor=20, keep_turns=0) == 20
    assert raw_start(kinds, anchor=4, keep_turns=5) == 4
    assert raw_start([*turns(2), "human"], anchor=4, keep_turns=5) == 0


def test_extractive_summary_is_never_empty() -> None:
    assert extractive_summary([HumanMessage("What's for dinner?"), AIMessage("Pasta.")]) == (
        "What's for dinner?", "Pasta.")
    with pytest.raises(SummaryFailedError):
        extractive_summary([HumanMessage("   "), AIMessage("")])
    long = extractive_summary([HumanMessage("x " * 500), AIMessage("ok")])[0]
    assert len(long) <= 400 and long.endswith("…")
