"""A model kept loaded between turns of one thread reads only the new exchange, not the conversation again
(issue 12; agent/prompt_layout.py), and answers exactly as a fresh model does. The real bundled model; tokens
evaluated are counted, never time."""

from __future__ import annotations

import copy
from datetime import UTC, datetime, timedelta
from pathlib import Path

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.prompt_layout import split_prompt
from gpt_home.agent.prompts import system_prompt

NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
EARLIER = [("What is the capital of France?", "The capital of France is Paris."),
           ("How tall is the Eiffel Tower?", "It is about three hundred metres tall."),
           ("When was it built?", "It was finished in eighteen eighty nine."),
           ("Who designed it?", "Gustave Eiffel's company designed and built it.")]


def _model(path: Path) -> LocalChatModel:
    model = LocalChatModel(model_path=str(path), n_ctx=1024, max_tokens=12)
    model._holder = OnDemandModel(str(path), 1024, idle_release_seconds=600.0)  # private: not the shared holder
    return model


def _turn(minute: int, memory: str, exchanges: list[tuple[str, str]], question: str) -> list[BaseMessage]:
    """The messages agent/graph.py sends: one system prompt (time line and this turn's memory in it), the history."""
    history: list[BaseMessage] = []
    for asked, answered in exchanges:
        history += [HumanMessage(content=asked), AIMessage(content=answered)]
    prompt = system_prompt(now=NOW + timedelta(minutes=minute), memories=[memory], name="GPT Home")
    return [SystemMessage(content=prompt), *history, HumanMessage(content=question)]


def _tokens(model: LocalChatModel, *texts: str) -> int:
    with model.holder.use(model.holder.context or 1024) as llama:
        return sum(len(llama.tokenize(t.encode(), add_bos=False, special=False)) for t in texts)


def test_the_next_turn_reads_its_exchange_not_the_history_and_answers_as_a_fresh_model(
        local_model_path: Path) -> None:
    kept = _model(local_model_path)
    kept.holder.keep_thread = True  # as wiring sets it where the model is loaded while the user speaks
    first = _turn(0, "Likes tea", EARLIER, "Is it open at night?")
    answer = kept.invoke(first).text
    layout = copy.deepcopy(kept.holder.layout)  # the first turn's part goes back before its question
    first_read = kept.holder.prompt_tokens_read
    assert answer and kept.holder.release()  # idle, or a reload for a larger context: what it read is kept

    # A minute later, another memory recalled: the old layout changed the prompt before the history here.
    second = _turn(1, "Has a cat named Tom", [*EARLIER, ("Is it open at night?", answer)], "And on Sundays?")
    reply = kept.invoke(second).text
    read = kept.holder.prompt_tokens_read
    assert kept.holder.loads == 2 and kept.holder.thread_tokens > first_read  # the first turn's prompt and answer

    fresh = _model(local_model_path)  # nothing evaluated before (the same layout): the same answer
    fresh.holder.keep_thread = True
    fresh.holder.layout = layout  # the same prompt, laid out as the kept model got it
    fresh_reply = fresh.invoke(second).text
    # The same prompt read in other batches gives float sums that differ in the last bits: greedy output can part at a
    # near tie several tokens in on some CPUs ("On Sundays, Tom is a cat." / "... a cat named Tom."), so the answers
    # must agree on their opening words, not to the last token.
    assert fresh_reply.split()[:4] == reply.split()[:4], (fresh_reply, reply)
    history = _tokens(fresh, *(m.text for m in first[1:-1]))
    _, turn_part = split_prompt(second[0].text)
    new_exchange = _tokens(fresh, "Is it open at night?", answer, turn_part, "And on Sundays?")
    assert first_read > history and fresh.holder.prompt_tokens_read > history + new_exchange
    assert 0 < read <= new_exchange + 4 * 8  # the new exchange and its four messages' chat markers, no more
    kept.holder.release()
    fresh.holder.release()


def test_a_kept_conversation_is_dropped_once_its_idle_gap_has_passed(local_model_path: Path) -> None:
    kept = _model(local_model_path)
    kept.holder.keep_thread = True
    answer = kept.invoke(_turn(0, "Likes tea", EARLIER[:1], "Is it open at night?")).text
    assert answer and kept.holder.release() and kept.holder._kept is not None
    assert not kept.holder.drop_kept_thread(if_older=True)  # its conversation may still go on: kept
    assert kept.holder.drop_kept_thread() and kept.holder._kept is None
    kept.invoke(_turn(1, "Likes tea", [*EARLIER[:1], ("Is it open at night?", answer)], "And on Sundays?"))
    assert kept.holder.thread_tokens == 0  # the next load read its whole prompt again

    kept.holder.kept_thread_seconds = 0.0  # a gap already passed when the next load comes
    assert kept.holder.release()
    kept.invoke(_turn(2, "Likes tea", EARLIER[:1], "Is it open at night?"))
    assert kept.holder.thread_tokens == 0
    kept.holder.release()


def test_a_third_turn_reads_only_its_time_line_memory_and_question(local_model_path: Path) -> None:
    """The previous turn's time line and memory stay where the model read them (prompt_layout.ThreadLayout): turn
    three reads its own part and question, not the second question and answer again as voice7's layout did."""
    kept = _model(local_model_path)
    kept.holder.keep_thread = True
    exchanges = list(EARLIER[:1])
    answers = []
    for minute, (memory, question) in enumerate([("Likes tea", "How tall is the Eiffel Tower?"),
                                                 ("Has a cat named Tom", "When was it built?")]):
        answers.append(kept.invoke(_turn(minute, memory, exchanges, question)).text)
        exchanges.append((question, answers[-1]))
    third = _turn(2, "Works from home on Fridays", exchanges, "Who designed it?")
    kept.invoke(third)
    read = kept.holder.prompt_tokens_read
    _, turn_part = split_prompt(third[0].text)
    own = _tokens(kept, turn_part, "Who designed it?")
    previous = _tokens(kept, "When was it built?", answers[-1])
    # Its part and question with their chat markers (about five tokens a message), the previous answer's end marker
    # and the assistant's opening: 15-18 tokens beyond its own. voice7 read the previous exchange again besides
    # (``previous`` and two more messages' markers).
    assert own < read <= own + 18
    assert read < own + previous + 2 * 5
    kept.holder.release()
