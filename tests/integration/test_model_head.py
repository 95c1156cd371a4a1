"""A load made while the user speaks also reads the system prompt's head (voice rules + time line) the turn will
send: the turn then evaluates only its own words, and answers exactly as a fresh model does. The real bundled model."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langchain_core.messages import HumanMessage, SystemMessage

from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.prompts import system_prompt, voice_rules

NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
A_MINUTE_LATER = datetime(2026, 11, 29, 18, 1, tzinfo=UTC)
QUESTION = "Why is the sky blue?"


def _model(path: Path, holder: OnDemandModel) -> LocalChatModel:
    model = LocalChatModel(model_path=str(path), n_ctx=512, max_tokens=16)
    model._holder = holder  # a private holder, so other tests' shared one is untouched
    return model


def _answer(model: LocalChatModel, now: datetime) -> tuple[str, int]:
    """The model's answer to QUESTION at ``now`` and how many prompt tokens the turn evaluated."""
    evaluated: list[int] = []
    with model.holder.use(512) as llama:
        original = llama.eval

        def counting(tokens: Any) -> None:
            evaluated.append(len(tokens))
            original(tokens)

        llama.eval = counting
    try:
        text = model.invoke([SystemMessage(content=system_prompt(now=now, name="GPT Home")),
                             HumanMessage(content=QUESTION)]).text
    finally:
        with model.holder.use(512) as llama:
            del llama.eval
    return text, evaluated[0]


def test_the_head_read_during_the_load_leaves_only_the_words_and_changes_no_answer(local_model_path: Path,
                                                                                     tmp_path: Path) -> None:
    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    holder.keep_prompt_state(tmp_path, voice_rules("GPT Home"))
    model = _model(local_model_path, holder)
    holder.prefetch(512)  # the first load evaluates and saves the voice rules
    assert holder.wait_loaded(60) and holder.release()

    holder.prefetch(512)  # as before: the voice rules restored, the time line and the words read by the turn
    assert holder.wait_loaded(60) and holder.head_tokens == 0
    plain, plain_evaluated = _answer(model, NOW)
    assert holder.release()

    holder.prefetch(512, head=system_prompt(now=NOW, name="GPT Home"))
    assert holder.wait_loaded(60) and holder.head_tokens > 15
    warmed, warmed_evaluated = _answer(model, NOW)
    assert warmed_evaluated < plain_evaluated - 15  # the time line and the chat markers were read during the load
    assert holder.release()

    holder.prefetch(512, head=system_prompt(now=NOW, name="GPT Home"))  # the minute turned before the transcript
    assert holder.wait_loaded(60)
    late, _ = _answer(model, A_MINUTE_LATER)
    holder.release()

    fresh_holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)  # nothing kept or read ahead
    fresh = _model(local_model_path, fresh_holder)
    assert plain and warmed == plain == fresh.invoke([SystemMessage(content=system_prompt(now=NOW, name="GPT Home")),
                                                      HumanMessage(content=QUESTION)]).text
    assert late == fresh.invoke([SystemMessage(content=system_prompt(now=A_MINUTE_LATER, name="GPT Home")),
                                 HumanMessage(content=QUESTION)]).text
    fresh_holder.release()


def test_a_turn_already_waiting_for_the_load_gets_no_head_read_before_it(local_model_path: Path,
                                                                         tmp_path: Path) -> None:
    """The transcript came before the load ended: reading a head first would only delay the turn (whose own prompt
    differs from the head at the chat markers), so the load ends right after the voice rules."""
    from llama_cpp import Llama

    go = threading.Event()

    def slow_load(path: str, n_ctx: int) -> Llama:
        go.wait(60)
        return Llama(model_path=path, n_ctx=n_ctx, verbose=False)

    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0, factory=slow_load)
    holder.prefetch(512, head=system_prompt(now=NOW, name="GPT Home"))  # while the user speaks
    holder.prepare(512, make_room=True)  # the turn: its transcript is here, the load still runs
    go.set()
    assert holder.wait_loaded(60) and holder.head_tokens == 0
    holder.release()


def test_the_words_heard_in_the_pause_are_read_with_the_head_and_change_no_answer(local_model_path: Path,
                                                                                    tmp_path: Path) -> None:
    """The speculative transcript that started the load is read as the question after the head (prompt_layout
    warm_chat): a turn whose final words are those reads only the chat markers after them; other final words still
    share the head and the words up to where they differ. Laid out as a kept conversation (wiring.wake_hook)."""
    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    holder.keep_prompt_state(tmp_path, voice_rules("GPT Home"))
    holder.keep_thread = True
    model = _model(local_model_path, holder)
    turn = [SystemMessage(content=system_prompt(now=NOW, name="GPT Home")), HumanMessage(content=QUESTION)]
    read = {}
    answers = {}
    for heard in ("", "Why is the", QUESTION):  # speech-to-text's words, as the final transcript has them
        holder.release()
        holder.drop_kept_thread()  # each a new thread
        model.prefetch(heard, head=system_prompt(now=NOW, name="GPT Home"))  # as agent/model_prefetch.py does
        assert holder.wait_loaded(300) and holder.head_tokens > 15  # a shared box can be slow: not a timing test
        answers[heard] = model.invoke(turn).text
        read[heard] = holder.prompt_tokens_read
    # The question read ahead: its end-of-message and the assistant's opening markers are left (and the last token
    # of a prompt read whole, which llama.cpp evaluates again for its logits)
    assert read[QUESTION] <= 6 < read["Why is the"] < read[""]
    holder.release()
    fresh_holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    fresh_holder.keep_thread = True
    fresh = _model(local_model_path, fresh_holder)
    assert answers[""] and set(answers.values()) == {fresh.invoke(turn).text}
    fresh_holder.release()
