"""The local model's context is sized to the turn (footprint, issue 12): a short prompt loads a small context, a long
one the full context, and a model loaded small is reloaded when a turn needs more. Real llama.cpp, bundled SmolLM2."""

from __future__ import annotations

from pathlib import Path

from langchain_core.messages import HumanMessage, SystemMessage

from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import MIN_CONTEXT, OnDemandModel, context_for


def _model(path: Path, n_ctx: int = 2048) -> tuple[LocalChatModel, OnDemandModel]:
    holder = OnDemandModel(str(path), n_ctx, idle_release_seconds=600.0)
    model = LocalChatModel(model_path=str(path), n_ctx=n_ctx, max_tokens=8)
    model._holder = holder  # a private holder, so other tests' shared one is untouched
    return model, holder


def test_context_for_rounds_up_to_steps_and_stays_within_the_limit() -> None:
    assert context_for(0, 1, 8, 2048) == MIN_CONTEXT
    assert context_for(1000, 2, 160, 2048) == 768  # 400 + 16 + 160 = 576 tokens
    assert context_for(100_000, 2, 160, 2048) == 2048


def test_a_short_prompt_loads_a_small_context_and_a_longer_turn_reloads_a_larger_one(local_model_path: Path) -> None:
    model, holder = _model(local_model_path)
    assert model.invoke([HumanMessage(content="Say hello.")]).text
    assert holder.loaded and holder.context == MIN_CONTEXT and holder.loads == 1
    story = "The family keeps the spare key under the blue flower pot by the back door. " * 40  # ~3,000 characters
    longer = [SystemMessage(content=story), HumanMessage(content="Where is the key?")]
    need = model.context_needed(longer)
    assert need == 1280
    assert "".join(p.text for p in model.stream(longer)).strip()
    assert holder.context == need and holder.loads == 2  # reloaded with the larger context it needed
    assert model.invoke([HumanMessage(content="Say hello.")]).text
    assert holder.context == need and holder.loads == 2  # a smaller need keeps the loaded model
    assert holder.release() and holder.context == 0


def test_a_prompt_the_estimate_underrates_runs_with_the_full_context(local_model_path: Path) -> None:
    model, holder = _model(local_model_path)
    dense = "\u6c34\u706b\u6728\u91d1\u571f" * 120  # 600 CJK characters: several tokens each, not 0.4
    need = model.context_needed([HumanMessage(content=dense)])
    assert need == 512  # what the character estimate asks for
    pieces = list(model.stream([HumanMessage(content=dense)]))
    assert pieces  # answered, not refused for overflowing the context
    assert holder.context == 2048
    answer = model.invoke([HumanMessage(content=dense)])
    assert answer is not None and holder.context == 2048
    holder.release()


def test_a_load_ahead_of_need_takes_the_last_turns_context(local_model_path: Path) -> None:
    model, holder = _model(local_model_path)
    holder.prepare()  # before any turn: nothing known, the full context
    assert holder.wait_loaded(60) and holder.context == 2048
    assert holder.release()
    assert model.invoke([HumanMessage(content="Say hello.")]).text
    assert holder.context == MIN_CONTEXT and holder.release()
    holder.prepare()  # the wake word with llm_load_on_wake: what the last turn needed
    assert holder.wait_loaded(60) and holder.context == MIN_CONTEXT
    holder.release()


def test_a_prompt_the_estimate_overrates_runs_in_the_loaded_context_with_the_same_answer(local_model_path: Path) -> None:
    """The character estimate is on the safe side: a prompt it puts above the loaded context but that the tokenizer
    finds fitting (with the answer) is answered without a reload, and says what a larger context says."""
    model, holder = _model(local_model_path)
    assert model.invoke([HumanMessage(content="Say hello.")]).text and holder.context == MIN_CONTEXT
    story = "The family keeps the spare key under the blue flower pot by the back door. " * 25  # ~1,900 characters
    longer = [SystemMessage(content=story), HumanMessage(content="Where is the key?")]
    assert model.context_needed(longer) == 1024  # the estimate; about 450 tokens by the tokenizer
    streamed = "".join(p.text for p in model.stream(longer)).strip()
    invoked = model.invoke(longer).text
    assert holder.context == MIN_CONTEXT and holder.loads == 1  # not reloaded
    assert holder.release()
    large, large_holder = _model(local_model_path)
    with large_holder.use(1024):
        pass
    assert large_holder.context == 1024
    assert "".join(p.text for p in large.stream(longer)).strip() == streamed and large.invoke(longer).text == invoked
    assert large_holder.release()
