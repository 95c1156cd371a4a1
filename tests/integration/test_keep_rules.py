"""Setup keeps the bundled model's voice rules in a fresh data dir once (gpt_home/keep_rules.py); the real model."""

from __future__ import annotations

from pathlib import Path

from gpt_home.agent import prompt_state
from gpt_home.agent.prompts import voice_rules
from gpt_home.keep_rules import keep
from gpt_home.config import load_settings


def test_setup_keeps_the_voice_rules_once_and_a_cold_load_restores_them(local_model_path: Path,
                                                                        tmp_path: Path) -> None:
    settings = load_settings({"data_dir": tmp_path / "data", "llm_model": f"local:{local_model_path}",
                              "database_url": None})
    state = prompt_state.state_file(settings.data_dir, str(local_model_path), settings.llm_context_tokens,
                                    voice_rules(settings.assistant_name))
    assert not state.is_file()
    from gpt_home.agent.llm import build_chat_model

    other = load_settings({"data_dir": tmp_path / "other", "llm_model": f"local:{local_model_path}",
                           "database_url": None})
    with build_chat_model(other).holder.use() as shared:  # the process's shared model, loaded for another data dir
        shared.create_completion("Once upon a time", max_tokens=1, temperature=0.0)  # has read something else
    assert keep(settings) == "voice rules kept for a cold start"
    assert state.is_file() and state.stat().st_size > 0
    assert keep(settings) == ""  # kept already: nothing evaluated again

    from llama_cpp import Llama

    cold = Llama(model_path=str(local_model_path), n_ctx=settings.llm_context_tokens, verbose=False)
    try:
        assert prompt_state.restore(cold, state) > 50  # the next cold process reads the rules from the file
    finally:
        cold.close()


def test_without_a_local_model_there_is_nothing_to_keep(tmp_path: Path) -> None:
    assert keep(load_settings({"data_dir": tmp_path / "data", "llm_model": "none", "database_url": None})) == ""
    assert not (tmp_path / "data" / prompt_state.CACHE_DIR_NAME).exists()
