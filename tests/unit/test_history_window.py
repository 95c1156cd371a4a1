"""The window of a thread the model sees moves rarely, in blocks, and keeps the prompt small (agent/history_window.py).

Pure: messages in, positions out; the long thread goes through ``turn_prompt.ThreadPrompt`` as a turn builds its
prompt, with the summaries the summary pass would have written (memory/summaries.py ``next_window``).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

from gpt_home.agent.graph import AgentConfig
from gpt_home.agent.history_window import (
    HIGH_TOKENS,
    HistoryWindow,
    SUMMARY_TOKENS,
    block_window,
    estimated_tokens,
    summaries_before,
)
from gpt_home.agent.prompt_layout import split_prompt
from gpt_home.agent.turn_prompt import ThreadPrompt
from gpt_home.memory.summaries import SummaryEntry, extractive_summary, next_window

NOW = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
EXCHANGES = [
    ("what time is it", "It's 6 pm."),
    ("set a timer for five minutes", "Okay, timer set for 5 minutes."),
    ("who painted the mona lisa", "The Mona Lisa was painted by Leonardo da Vinci."),
    ("why is the sky blue", "Sunlight is scattered by the air, and blue light is scattered the most."),
    ("how far is the moon", "The Moon is about 384,000 kilometres from Earth."),
    ("tell me a joke", "Why did the cat sit on the computer? To keep an eye on the mouse."),
]


def _long_thread(turns: int, config: AgentConfig) -> list[tuple[list[BaseMessage], list[SummaryEntry]]]:
    """Each turn's thread (its question last) and the summary entries written before it."""
    thread: list[BaseMessage] = []
    entries: list[SummaryEntry] = []
    seen = []
    for turn in range(turns):
        asked, answered = EXCHANGES[turn % len(EXCHANGES)]
        thread.append(HumanMessage(content=f"{asked} {turn}"))
        seen.append((list(thread), list(entries)))
        thread.append(AIMessage(content=answered))
        window = next_window([m.type for m in thread], [e.seq for e in entries], config.summary_every_turns)
        if window is not None:
            question, answer = extractive_summary(thread[window.start_index : window.end_index])
            entries.append(
                SummaryEntry(
                    key=f"t:{window.seq}",
                    question=question,
                    answer=answer,
                    refs=[],
                    created_at=NOW,
                    seq=window.seq,
                    start_index=window.start_index,
                    end_index=window.end_index,
                )
            )
    return seen


def _read(sent: list[BaseMessage]) -> list[str]:
    """What a kept model has read of a turn's prompt, the turn's own part (time line) left out."""
    return [split_prompt(str(sent[0].content))[0], *(str(m.content) for m in sent[1:])]


@pytest.mark.parametrize("summaries", [10, 0])
def test_a_long_threads_front_moves_rarely_and_every_other_prompt_extends_the_one_before(summaries: int) -> None:
    config = AgentConfig(chat_model=None, summary_every_turns=summaries)
    previous: list[str] = []
    moves = 0
    for thread, entries in _long_thread(40, config):
        read = _read(ThreadPrompt(config, entries=entries if summaries else None).messages(thread, NOW))
        if previous and read[: len(previous)] != previous:
            moves += 1
        previous = read
    # 10 and 7 here; before: 26 and 12 (a move every 3 turns, and every turn for 6 turns after each summary)
    assert 5 <= moves <= 10


def test_the_prompt_of_a_long_thread_stays_within_the_window() -> None:
    config = AgentConfig(chat_model=None)
    for thread, entries in _long_thread(60, config):
        sent = ThreadPrompt(config, entries=entries).messages(thread, NOW)
        history = sent[1:-1]
        assert len(history) <= config.history_messages
        assert sum(estimated_tokens(m) for m in history) <= HIGH_TOKENS
        earlier = str(sent[0].content).partition("Earlier in this conversation (summarised):\n")[2]
        assert len(earlier) / 4 <= SUMMARY_TOKENS + 110  # the newest summary always (one is at most ~205 tokens)
        assert sent[-1].content == thread[-1].content and isinstance(sent[1], HumanMessage)


def test_the_window_moves_at_the_same_turn_for_the_read_ahead_and_the_turn() -> None:
    """The read-ahead's start ends with a placeholder question; the turn's with the real one: the same cut."""
    config = AgentConfig(chat_model=None)
    prompt = ThreadPrompt(config, entries=[])
    for thread, _ in _long_thread(30, config):
        history = thread[:-1]
        ahead = prompt.next_start(history, NOW)
        sent = prompt.messages([*history, HumanMessage(content="and who wrote pride and prejudice then")], NOW)
        assert [m.content for m in ahead[1:-1]] == [m.content for m in sent[1:-1]]


def test_a_move_drops_a_block_and_keeps_the_last_turns() -> None:
    thread: list[BaseMessage] = []
    for n in range(7):
        thread += [HumanMessage(content=f"q{n}"), AIMessage(content=f"a{n}")]
    assert block_window([*thread[:12], HumanMessage(content="q")], limit=12, keep_turns=2).start == 0  # 12: still
    window = block_window([*thread, HumanMessage(content="q")], limit=12, keep_turns=2)
    assert window.start == 10 and window.moved_at == 14  # 14 before the question: the last 2 turns kept


def test_a_long_exchange_moves_the_front_by_its_tokens() -> None:
    long_answer = "word " * 400  # about 500 tokens: more than the whole window holds
    thread = [
        HumanMessage(content="tell me a story"),
        AIMessage(content=long_answer),
        HumanMessage(content="and another"),
        AIMessage(content="Okay."),
        HumanMessage(content="thanks"),
    ]
    window = block_window(thread, limit=12, keep_turns=2)
    assert window.start == 2  # the story's exchange went; the short one after it stayed


@pytest.mark.parametrize("limit", [1, 2, 3, 4])
def test_the_window_always_starts_at_a_question_and_keeps_the_one_asked(limit: int) -> None:
    for length in range(1, 14):
        messages: list[BaseMessage] = []
        for i in range(length - 1):
            messages.append(
                HumanMessage(f"q{i}")
                if i % 3 == 0
                else AIMessage(f"a{i}")
                if i % 3 == 1
                else ToolMessage(content=f"t{i}", tool_call_id="x")
            )
        messages.append(HumanMessage("what time is it"))
        kept = messages[block_window(messages, limit=limit, keep_turns=2).start :]
        assert kept[-1].content == "what time is it"
        assert isinstance(kept[0], HumanMessage)
        assert 1 <= len(kept) <= limit + 1  # the history before the question: at most ``limit`` messages


def test_a_collapsed_stretch_is_never_shown() -> None:
    thread: list[BaseMessage] = []
    for n in range(4):
        thread += [HumanMessage(content=f"q{n}"), AIMessage(content=f"a{n}")]
    thread.append(HumanMessage(content="q"))
    assert block_window(thread, limit=12, keep_turns=2, floor=6).start == 6


def test_a_summary_takes_over_once_at_the_turn_after_it_and_does_not_slide_along() -> None:
    entry = SummaryEntry(
        key="t:0",
        question="what time is it",
        answer="It's 6 pm.",
        refs=[],
        created_at=NOW,
        seq=0,
        start_index=0,
        end_index=20,
    )  # turns 1-10, written after the reply of turn 10
    thread: list[BaseMessage] = []
    for n in range(12):
        thread += [HumanMessage(content=f"q{n}"), AIMessage(content=f"a{n}")]
    at_11 = block_window([*thread[:20], HumanMessage(content="q")], limit=12, keep_turns=5, entries=[entry])
    assert (at_11.start, at_11.moved_at) == (10, 20)  # the last 5 turns raw, as memory/summaries.py raw_start
    assert summaries_before([entry], at_11) == ["They asked: what time is it You answered: It's 6 pm."]
    at_12 = block_window([*thread[:22], HumanMessage(content="q")], limit=12, keep_turns=5, entries=[entry])
    assert at_12 == at_11  # no slide: the prompt of turn 12 extends that of turn 11
    before = [*thread[:18], HumanMessage(content="q")]  # turn 10: its stretch not summarised yet
    at_10 = block_window(before, limit=12, keep_turns=5, entries=[entry])
    assert at_10 == block_window(before, limit=12, keep_turns=5) and summaries_before([entry], at_10) == []


def test_a_summary_written_after_a_move_waits_for_the_next_move() -> None:
    entry = SummaryEntry(
        key="t:0", question="q", answer="a", refs=[], created_at=NOW, seq=0, start_index=0, end_index=4
    )
    window = HistoryWindow(start=10, moved_at=3)
    assert summaries_before([entry], window) == []
    assert summaries_before([entry], replace(window, moved_at=4)) == ["They asked: q You answered: a"]
