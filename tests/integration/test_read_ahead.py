"""After a model turn the next turn's start (the reply as the history keeps it) is read while the reply is spoken, so
the next turn reads only its own part and words (issue 12; agent/read_ahead.py). The real bundled model; tokens
evaluated are counted, never time."""

from __future__ import annotations

import copy
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage

from gpt_home.agent import read_ahead
from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.prompt_layout import ThreadLayout
from gpt_home.agent.prompts import system_prompt

NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
EARLIER = [("What is the capital of France?", "The capital of France is Paris."),
           ("How tall is the Eiffel Tower?", "It is about three hundred metres tall.")]
REPLACED = "Sorry, I'm not sure about that one."  # what a reply guard says instead of the model's answer


def _model(path: Path, *, keep: bool = True) -> LocalChatModel:
    model = LocalChatModel(model_path=str(path), n_ctx=1024, max_tokens=12)
    model._holder = OnDemandModel(str(path), 1024, idle_release_seconds=600.0)  # private: not the shared holder
    model.holder.keep_thread = keep
    return model


def _turn(minute: int, exchanges: list[tuple[str, str]], question: str) -> list[BaseMessage]:
    history: list[BaseMessage] = []
    for asked, answered in exchanges:
        history += [HumanMessage(content=asked), AIMessage(content=answered)]
    prompt = system_prompt(now=NOW + timedelta(minutes=minute), memories=["Likes tea"], name="GPT Home")
    return [SystemMessage(content=prompt), *history, HumanMessage(content=question)]


def _second_turn(model: LocalChatModel, *, read_ahead_first: bool) -> tuple[str, int, ThreadLayout]:
    """A first turn whose reply the guard replaced, then the next question: (its answer, prompt tokens it read, the
    layout it was sent with)."""
    model.invoke(_turn(0, EARLIER, "Is it open at night?"))
    exchanges = [*EARLIER, ("Is it open at night?", REPLACED)]
    if read_ahead_first:
        ahead = _turn(0, exchanges, ".")  # as agent/graph.py sends it: the placeholder question last
        worker = model.keep_reply(ahead)
        assert worker is not None
        worker.join()
    layout = copy.deepcopy(model.holder.layout)
    reply = model.invoke(_turn(1, exchanges, "Who designed it?")).text
    return reply, model.holder.prompt_tokens_read, layout


def test_a_replaced_reply_is_read_ahead_and_the_next_turn_reads_only_its_part_and_words(
        local_model_path: Path) -> None:
    plain_reply, plain_read, _ = _second_turn(_model(local_model_path), read_ahead_first=False)
    model = _model(local_model_path)
    reply, read, layout = _second_turn(model, read_ahead_first=True)
    with model.holder.use(1024) as llama:  # this turn's own part (time line, memory) and its question
        own = sum(len(llama.tokenize(t.encode(), add_bos=False, special=False)) for t in (
            "It is now Sunday, 29 November 2026, 18:01.", "Things you remember about the person speaking: Likes tea",
            "Who designed it?"))
    assert read <= own + 30, (read, own)  # the chat markers around two messages, not the replaced reply again
    assert plain_read >= read + 10  # without the read-ahead the replaced reply and what follows it are read again
    fresh_model = _model(local_model_path)
    fresh_model.holder.layout = layout  # the same prompt, laid out as the kept model got it, read from nothing
    fresh = fresh_model.invoke(_turn(1, [*EARLIER, ("Is it open at night?", REPLACED)], "Who designed it?")).text
    # Greedy decoding; the same prompt read in other batches may part at a near tie several tokens in on some CPUs
    # (tests/integration/test_thread_state.py): the answers agree on their opening words.
    assert reply.split()[:4] == plain_reply.split()[:4] == fresh.split()[:4], (reply, plain_reply, fresh)


def test_a_read_ahead_stops_at_its_next_batch_once_a_turn_asks(local_model_path: Path) -> None:
    model = _model(local_model_path)
    model.invoke(_turn(0, EARLIER, "Is it open at night?"))
    chat = model._chat(_turn(0, [*EARLIER, ("Is it open at night?", REPLACED)], "."))
    waiting = threading.Event()
    with model.holder.use(1024) as llama:
        before, original, batches = int(llama.n_tokens), llama.eval, []

        def asked_after_two(tokens: list[int]) -> None:
            batches.append(len(tokens))
            if len(batches) == 2:
                waiting.set()  # a turn asks for the model now
            original(tokens)

        llama.eval = asked_after_two
        read = read_ahead.evaluate(llama, chat, waiting)
        assert read == sum(batches) == 2 * read_ahead.BATCH and llama.eval is asked_after_two
        assert int(llama.n_tokens) <= before + read  # what was read stays a valid prefix
    waiting.set()
    model.holder._turn_waiting.set()
    assert model.holder.read_ahead(chat) == 0  # a turn waiting: nothing read at all
    model.holder._turn_waiting.clear()
    assert model.holder.read_ahead(chat) > 0


def test_a_read_ahead_asked_for_before_a_turn_or_another_read_ahead_does_nothing_once_it_runs(
        local_model_path: Path) -> None:
    """Two turns come fast: a read-ahead whose worker starts late (after the next turn used the model, or after a
    later read-ahead was asked for) must not evaluate a start the conversation has left (read_ahead.Tickets)."""
    model = _model(local_model_path)
    model.invoke(_turn(0, EARLIER, "Is it open at night?"))
    holder = model.holder
    chat = model._chat(_turn(0, [*EARLIER, ("Is it open at night?", REPLACED)], "."))
    stale = holder.ahead.take()  # asked for after the first turn; its worker has not run yet
    model.invoke(_turn(1, [*EARLIER, ("Is it open at night?", REPLACED)], "Who designed it?"))  # the next turn
    with holder.use(1024) as llama:
        evaluated = int(llama.n_tokens)
    assert holder.read_ahead(chat, ticket=stale) == 0  # late: the turn came first
    older, newer = holder.ahead.take(), holder.ahead.take()
    assert holder.read_ahead(chat, ticket=older) == 0  # a later read-ahead was asked for: only that one runs
    with holder.use(1024) as llama:
        assert int(llama.n_tokens) == evaluated  # nothing was evaluated by the stale ones
    newer = holder.ahead.take()
    assert holder.read_ahead(chat, ticket=newer) > 0


def test_a_read_ahead_may_load_the_model_first_and_then_counts_as_a_use(local_model_path: Path) -> None:
    """After a local turn the holder loads the model for the read-ahead (``load_need``); the idle release then counts
    from it, as after a turn (a model loaded for a thread is given back after the idle limit, not kept forever)."""
    model = LocalChatModel(model_path=str(local_model_path), n_ctx=1024, max_tokens=12)
    model._holder = OnDemandModel(str(local_model_path), 1024, idle_release_seconds=0.5)
    holder = model.holder
    holder.keep_thread = True
    assert model.keep_reply(_turn(0, EARLIER, ".")) is None  # not loaded, and loading ahead is not allowed
    assert model.keep_reply(_turn(0, EARLIER, "."), load=True) is None
    holder.load_ahead = True
    worker = model.keep_reply(_turn(0, EARLIER, "."), load=True)
    assert worker is not None
    worker.join(120.0)
    assert holder.loads == 1 and holder.context >= 512
    assert holder.released.wait(60.0) and not holder.loaded  # given back after its idle limit


def test_a_read_ahead_never_evaluates_while_a_load_still_evaluates_on_the_model(local_model_path: Path) -> None:
    """A load evaluates on the model after it is assigned (the voice rules, the head) under the load lock only; a
    local turn's read-ahead that took the model then evaluated at the same time on the same llama.cpp context, and
    llama.cpp aborted the daemon (GGML_ASSERT, voice runs at load 8). Now it reads nothing while the load evaluates,
    and one that may load the model waits for that load and reads after it."""
    gate, entered = threading.Event(), threading.Event()
    inside: list[str] = []
    overlaps: list[str] = []

    def gated_factory(path: str, n_ctx: int) -> object:
        from llama_cpp import Llama

        llama = Llama(model_path=path, n_ctx=n_ctx, verbose=False)
        original = llama.eval

        def one_at_a_time(tokens: list[int]) -> None:
            if inside:  # a second evaluation while one runs: never let it reach llama.cpp
                overlaps.append(threading.current_thread().name)
                raise RuntimeError("two evaluations at once on one context")
            inside.append(threading.current_thread().name)
            try:
                if not entered.is_set():  # the load's first evaluation (the head) waits here for the test
                    entered.set()
                    gate.wait(120)
                original(tokens)
            finally:
                inside.pop()

        llama.eval = one_at_a_time
        return llama

    holder = OnDemandModel(str(local_model_path), 1024, idle_release_seconds=600.0, factory=gated_factory)
    holder.keep_thread = True
    head = system_prompt(now=NOW, memories=[], name="GPT Home")
    holder.prepare(512, head=head)  # loads on a worker thread, then evaluates the head on the model
    assert entered.wait(120)  # the load is inside its evaluation now
    chat = [{"role": "system", "content": head}, {"role": "user", "content": EARLIER[0][0]},
            {"role": "assistant", "content": EARLIER[0][1]}, {"role": "user", "content": "."}]
    assert holder.read_ahead(chat) == 0 and not overlaps  # the model is not settled: nothing evaluated
    read: list[int] = []
    reader = threading.Thread(target=lambda: read.append(holder.read_ahead(chat, load_need=512)))
    reader.start()  # waits for the load under way (its lock), then reads
    gate.set()
    reader.join(120)
    assert not overlaps and read and read[0] > 0 and holder.loads == 1
    holder.release()
