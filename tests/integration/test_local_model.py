"""The local model is loaded on demand and released when idle; a model that cannot load falls back to local commands."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path

import pytest
from langchain_core.messages import HumanMessage

from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.prompts import MODEL_LOAD_FAILED_REPLY
from gpt_home.errors import ModelLoadError
from gpt_home.wiring import build_household

NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)


def test_the_model_is_loaded_on_demand_and_released_after_idle(local_model_path: Path) -> None:
    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=0.0)
    model = LocalChatModel(model_path=str(local_model_path), n_ctx=512, max_tokens=8)
    model._holder = holder  # a private holder, so other tests' shared one is untouched
    assert not holder.loaded and holder.loads == 0  # building the chat model loads nothing
    reply = model.invoke([HumanMessage(content="Say hello.")])
    assert reply.text
    assert holder.loads == 1
    assert holder.released.wait(30), "an idle model must be released"
    assert not holder.loaded and holder.releases == 1
    model.invoke([HumanMessage(content="Say hello.")])  # the next turn loads it again
    assert holder.loads == 2
    assert holder.released.wait(30)


def test_prepare_loads_in_the_background_and_a_turn_uses_that_load(local_model_path: Path) -> None:
    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    holder.prepare()
    assert holder.wait_loaded(30)
    with holder.use() as llama:
        assert llama is not None
    assert holder.loads == 1
    assert holder.release() and not holder.loaded


def test_a_slow_load_is_announced_instead_of_waited_out_silently(local_model_path: Path) -> None:
    import threading

    gate = threading.Event()

    def slow_factory(path: str, n_ctx: int) -> object:
        gate.wait(30)
        from llama_cpp import Llama

        return Llama(model_path=path, n_ctx=n_ctx, verbose=False)

    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0, factory=slow_factory)
    model = LocalChatModel(model_path=str(local_model_path), n_ctx=512, max_tokens=8, loading_notice_seconds=0.05)
    model._holder = holder
    pieces = model.stream([HumanMessage(content="Say hello.")])
    first = next(pieces)
    assert "still loading" in first.text
    gate.set()
    assert "".join(p.text for p in pieces).strip()
    holder.release()


def test_a_model_that_cannot_load_falls_back_to_local_commands(make_settings, db, user_id: str, tmp_path: Path,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF but not really a model" * 100)
    settings = make_settings(llm_model=f"local:{broken}")
    household = build_household(settings, db)
    with pytest.raises(ModelLoadError):
        household.assistant.config.chat_model.load()
    with caplog.at_level(logging.ERROR):
        reply = household.assistant.ask("what is the meaning of life", user_id=user_id, now=NOW)
    assert reply.text == MODEL_LOAD_FAILED_REPLY and reply.handled_by == "llm-load-failed"
    assert "could not be loaded" in caplog.text
    streamed = "".join(household.assistant.stream("what do you think happens after we die", user_id=user_id, now=NOW))
    assert streamed == MODEL_LOAD_FAILED_REPLY  # no "still loading" notice for a load that failed
    local = household.assistant.ask("set a timer for 5 minutes", user_id=user_id, now=NOW)
    assert local.handled_by != "llm-load-failed" and "5 minutes" in local.text.replace("five", "5")
    household.assistant.close()


def test_on_the_wake_word_an_idle_model_is_released_and_the_turn_loads_it_again(local_model_path: Path) -> None:
    from gpt_home.config import load_settings
    from gpt_home.wiring import wake_hook

    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    model = LocalChatModel(model_path=str(local_model_path), n_ctx=512, max_tokens=8)
    model._holder = holder
    # The Pi Zero default: llm_load_on_wake off, no room for the model beside speech-to-text
    hook = wake_hook(load_settings({"llm_model": "none", "llm_load_while_speaking": False}), model)
    assert not holder.load_ahead  # a local turn loads nothing there either (footprint)
    model.invoke([HumanMessage(content="Say hello.")])
    assert holder.loaded and holder.loads == 1  # still resident: the idle limit is far away
    assert hook is not None
    hook()  # the wake word: speech-to-text runs next, without the model beside it
    assert holder.released.wait(30) and not holder.loaded and holder.releases == 1
    hook()  # nothing loaded: nothing to do, nothing loaded by it either
    assert not holder.loaded and holder.loads == 1
    assert model.invoke([HumanMessage(content="Say hello.")]).text  # the turn that needs it loads it
    assert holder.loads == 2
    holder.release()


def test_a_generation_in_progress_is_not_released_by_the_wake_word(local_model_path: Path) -> None:
    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    with holder.use():  # a reply being generated (barge-in: the wake word is heard meanwhile)
        holder.release_when_idle()
        assert not holder.released.wait(0.5)  # an event, not a timing claim: no release may happen while in use
        assert holder.loaded
    assert holder.release() and not holder.loaded


def test_with_load_on_wake_the_wake_word_starts_loading_instead(local_model_path: Path) -> None:
    from gpt_home.config import load_settings
    from gpt_home.wiring import wake_hook

    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    model = LocalChatModel(model_path=str(local_model_path), n_ctx=512, max_tokens=8)
    model._holder = holder
    hook = wake_hook(load_settings({"llm_model": "none", "llm_load_on_wake": True}), model)
    assert hook is not None
    hook()
    assert holder.wait_loaded(30) and holder.loads == 1
    holder.release()
    assert wake_hook(load_settings({"llm_model": "none"}), object()) is None  # no local model: no hook
    # Room for both (loaded while speaking): the wake word leaves the model and the thread it has read in place
    assert not holder.keep_thread and not holder.load_ahead
    assert wake_hook(load_settings({"llm_model": "none", "llm_load_while_speaking": True}), model) is None
    assert holder.keep_thread
    assert holder.load_ahead  # loaded after local turns too, to read the thread ahead (agent/turn_prompt.py)
    wake_hook(load_settings({"llm_model": "none", "llm_load_while_speaking": True,
                             "llm_read_ahead_after_local": False}), model)
    assert holder.keep_thread and not holder.load_ahead
