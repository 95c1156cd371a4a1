"""A model reloaded for each turn starts after the voice rules (restored from the saved prompt state), and answers
exactly as a freshly loaded model does."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from langchain_core.messages import HumanMessage, SystemMessage

from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.prompts import system_prompt, voice_rules

NOW = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
LATER = datetime(2026, 12, 3, 7, 41, tzinfo=UTC)


def _model(path: Path, holder: OnDemandModel) -> LocalChatModel:
    model = LocalChatModel(model_path=str(path), n_ctx=2048, max_tokens=24)
    model._holder = holder  # a private holder, so other tests' shared one is untouched
    return model


def _turn(text: str, now: datetime) -> list:
    return [SystemMessage(content=system_prompt(now=now, name="GPT Home", memories=["Anna's cat is called Pixel"])),
            HumanMessage(content=text)]


def test_a_reloaded_model_restores_the_voice_rules_and_answers_as_a_fresh_one(local_model_path: Path,
                                                                              tmp_path: Path) -> None:
    rules = voice_rules("GPT Home")
    holder = OnDemandModel(str(local_model_path), 2048, idle_release_seconds=600.0)
    holder.keep_prompt_state(tmp_path, rules)
    holder.prefetch()
    holder.prefetch()  # idempotent: one load
    assert holder.wait_loaded(60)
    assert holder.loads == 1 and holder.restored_tokens == 0  # nothing saved yet: the first load writes it
    state_files = list((tmp_path / "cache").glob("prompt-*.kv"))
    assert len(state_files) == 1

    model = _model(local_model_path, holder)
    first = model.invoke(_turn("What is Anna's cat called?", NOW)).text
    assert holder.release()

    holder.prefetch()
    assert holder.wait_loaded(60)
    assert holder.loads == 2 and holder.restored_tokens > 50  # the second load starts after the rules
    with holder.use(holder.context) as llama:  # only the fixed rules came from the file: no household word
        kept = llama.detokenize(llama.input_ids[:holder.restored_tokens].tolist())
    assert b"Pixel" not in kept and b"It is now" not in kept and b"Anna" not in kept
    assert b"plain speech" in kept.lower() or len(kept) > 200

    later_messages = _turn("Say something kind about rain.", LATER)
    reloaded = model.invoke(later_messages).text
    again = model.invoke(_turn("What is Anna's cat called?", NOW)).text
    fresh_holder = OnDemandModel(str(local_model_path), 2048, idle_release_seconds=600.0)  # no state kept
    fresh = _model(local_model_path, fresh_holder)
    assert reloaded and reloaded == fresh.invoke(later_messages).text
    assert again == first
    assert fresh_holder.restored_tokens == 0
    holder.release()
    fresh_holder.release()


def test_a_context_sized_reload_restores_too_and_a_broken_file_is_read_as_before(local_model_path: Path,
                                                                                 tmp_path: Path) -> None:
    rules = voice_rules("GPT Home")
    holder = OnDemandModel(str(local_model_path), 2048, idle_release_seconds=600.0)
    holder.keep_prompt_state(tmp_path, rules)
    model = _model(local_model_path, holder)
    messages = _turn("Describe a cosy Sunday morning.", NOW)
    need = model.context_needed(messages)
    assert need < 2048  # the turn loads a smaller context than the one the state was saved with
    first = model.invoke(messages).text  # first load: evaluates and saves the rules
    assert holder.context == need and holder.release()
    second = model.invoke(messages).text
    assert holder.restored_tokens > 50 and second == first
    assert holder.release()

    for state in (tmp_path / "cache").glob("prompt-*.kv"):
        state.write_bytes(b"not a llama state")  # another build or truncated: ignored and replaced
    third = model.invoke(messages).text
    assert holder.restored_tokens == 0 and third == first
    assert holder.release()
    assert model.invoke(messages).text == first and holder.restored_tokens > 50  # replaced by the last load
    holder.release()
