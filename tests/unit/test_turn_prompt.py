"""The next turn's start read ahead is, message for message, the start that turn sends (agent/turn_prompt.py): the
same window (also when it moves), the same summaries, the same collapsed stretch left out, the questions in the same
plain form. Pure: no model, no store (summary entries are passed in as a turn reads them)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

from gpt_home.agent.graph import AgentConfig
from gpt_home.agent.history_window import block_window
from gpt_home.agent.prompt_layout import split_prompt
from gpt_home.agent.question_form import plain_questions
from gpt_home.agent.turn_prompt import NEXT_QUESTION, ThreadPrompt
from gpt_home.memory.summaries import SummaryEntry

NOW = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
EXCHANGES = [("what time is it", "It's 6 pm."), ("set a timer for five minutes", "Okay, timer set for 5 minutes."),
             ("what is the date today", "Today is Wednesday, December 2."), ("whats the capital of france",
                                                                             "The capital of France is Paris."),
             ("turn on the kitchen light", "No lights are set up yet."), ("how tall is it", "About 330 metres."),
             ("tell me a joke", "Why did the cat sit on the computer? To keep an eye on the mouse.")]


def _thread(count: int) -> list[BaseMessage]:
    messages: list[BaseMessage] = []
    for n in range(count):  # the exchanges again and again: a thread long enough for the window to move
        asked, answered = EXCHANGES[n % len(EXCHANGES)]
        messages += [HumanMessage(content=asked), AIMessage(content=answered)]
    return messages


def _stable(messages: list[BaseMessage]) -> list[tuple[str, str]]:
    """The messages as a kept model reads them before the turn's own part: the system prompt's lasting part."""
    first, *rest = messages
    return [(first.type, split_prompt(str(first.content))[0]), *((m.type, str(m.content)) for m in rest)]


@pytest.mark.parametrize("count", range(1, 3 * len(EXCHANGES) + 1))
def test_the_start_read_ahead_is_the_start_the_next_turn_sends(count: int) -> None:
    """Every length of thread, including the ones where the window (agent/history_window.py) moves at the next
    turn."""
    prompt = ThreadPrompt(AgentConfig(chat_model=None))
    thread = _thread(count)
    ahead = prompt.next_start(thread, NOW)
    assert ahead[-1].content == NEXT_QUESTION
    later = NOW + timedelta(minutes=3)  # the turn comes later, with memories recalled for its question
    sent = prompt.messages([*thread, HumanMessage(content="who painted the mona lisa")], later,
                           memories=["Has a cat named Tom"], profile="Lives in Leeds")
    assert len(sent) == len(ahead)
    assert _stable(ahead)[:-1] == _stable(sent)[:-1]  # all but the question: the time and memories go before it


def test_the_window_moves_in_the_start_read_ahead_as_in_the_turn() -> None:
    thread = _thread(8)  # 16 messages before the next question: past the 12 of the window
    config = AgentConfig(chat_model=None, summary_every_turns=0)
    start = block_window([*thread, HumanMessage(content="x")], limit=config.history_messages, keep_turns=2).start
    assert start > 0
    ahead = ThreadPrompt(config).next_start(thread, NOW)
    assert [m.content for m in ahead[1:-1]] == [m.content for m in plain_questions(thread[start:])]


def test_the_questions_are_read_ahead_in_their_plain_form() -> None:
    thread = [HumanMessage(content="whats the capital of france"), AIMessage(content="Paris.")]
    ahead = ThreadPrompt(AgentConfig(chat_model=None)).next_start(thread, NOW)
    sent = ThreadPrompt(AgentConfig(chat_model=None)).messages([*thread, HumanMessage(content="and of spain")], NOW)
    assert ahead[1].content == sent[1].content != thread[0].content  # model_question's form, in both


def test_summaries_read_for_the_turn_shape_the_start_read_ahead_alike() -> None:
    thread = _thread(7)
    entry = SummaryEntry(key="t:0", question="what time is it", answer="It's 6 pm.", refs=[], created_at=NOW, seq=0,
                         start_index=0, end_index=4)
    config = AgentConfig(chat_model=None, summary_keep_turns=2)
    prompt = ThreadPrompt(config, entries=[entry])
    ahead = prompt.next_start(thread, NOW)
    sent = prompt.messages([*thread, HumanMessage(content="who painted the mona lisa")], NOW)
    assert "Earlier in this conversation" in str(ahead[0].content)
    assert _stable(ahead)[:-1] == _stable(sent)[:-1]
    without = ThreadPrompt(config).next_start(thread, NOW)  # no entries read: the plain tail, no summary
    assert "Earlier in this conversation" not in str(without[0].content)


def test_a_collapsed_stretch_stays_out_of_the_start_read_ahead() -> None:
    thread = _thread(4)
    prompt = ThreadPrompt(AgentConfig(chat_model=None), history_start=6)  # the guard collapsed the first 3 turns
    ahead = prompt.next_start(thread, NOW)
    assert [m.content for m in ahead[1:]] == [*(m.content for m in plain_questions(thread[6:])), NEXT_QUESTION]
    no_guard = ThreadPrompt(AgentConfig(chat_model=None, reply_guard=False), history_start=6)
    assert len(no_guard.next_start(thread, NOW)) == len(thread) + 2  # without the guard nothing is collapsed
