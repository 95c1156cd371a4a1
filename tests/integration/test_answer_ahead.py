"""The answer a cold `gpt-home ask` computes ahead (agent/answer_ahead.py) with the real bundled model: it is the very
text the model gives for that request, it serves only that request, and local commands never start it."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from gpt_home.agent.ahead_chat_model import AheadChatModel, chat_model_with
from gpt_home.agent.answer_ahead import predicted_request, start_answer_ahead
from gpt_home.agent.guard import GuardReason, check_reply, first_sentence
from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.prompts import system_prompt, voice_rules
from gpt_home.agent.question_form import model_question
from gpt_home.config import Settings, load_settings

NOW = datetime(2026, 3, 14, 15, 9, tzinfo=UTC)


@pytest.fixture
def model_settings(tmp_path: Path, local_model_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    for name in list(os.environ):
        if name.startswith("GPT_HOME_") or name == "DATABASE_URL":
            monkeypatch.delenv(name)
    return load_settings({"data_dir": tmp_path / "data", "llm_model": f"local:{local_model_path}",
                          "llm_max_tokens": 20, "timezone": "Europe/Berlin", "persona": "Be kind."})


def _turn_messages(settings: Settings, text: str, now: datetime) -> list:
    """What the graph's respond node sends for a fresh thread with nothing recalled (the question in its plain form,
    agent/question_form.py)."""
    prompt = system_prompt(now=now.astimezone(ZoneInfo(settings.timezone)), persona=settings.persona,
                           name=settings.assistant_name)
    return [SystemMessage(content=prompt), HumanMessage(content=model_question(text))]


def test_the_answer_computed_ahead_is_the_models_own_answer_to_that_request(model_settings: Settings) -> None:
    ahead = start_answer_ahead(model_settings, "say  something nice", now=NOW)
    assert ahead is not None and not ahead.stop_at_first_sentence  # not a knowledge question: the whole answer
    model = chat_model_with(model_settings, ahead)
    assert isinstance(model, AheadChatModel)
    messages = _turn_messages(model_settings, "say something nice", NOW)
    assert model._request(messages, None) == ahead.request  # the graph's request is the one predicted

    served = model.invoke(messages).text
    plain = LocalChatModel(**model.model_dump(exclude_unset=True))
    generated = plain.invoke(messages).text  # the same model generating it itself (no answer ahead)
    ahead.close()
    assert served and served == generated


def test_a_knowledge_answer_stops_after_its_first_sentence_and_the_guard_says_the_same(
        model_settings: Settings) -> None:
    settings = model_settings.model_copy(update={"llm_max_tokens": 60})  # room for more than one sentence
    ahead = start_answer_ahead(settings, "why do cats purr", now=NOW)
    assert ahead is not None and ahead.stop_at_first_sentence
    messages = _turn_messages(settings, "why do cats purr", NOW)
    served = chat_model_with(settings, ahead).invoke(messages).text
    ahead.close()
    generated = LocalChatModel(model_path=ahead.model_path, max_tokens=60).invoke(messages).text
    assert generated.startswith(served) and len(served) < len(generated)  # the rest was never generated
    verdict = check_reply(served, utterance="why do cats purr")
    assert verdict == check_reply(generated, utterance="why do cats purr")
    assert verdict.reason is GuardReason.TRIMMED and verdict.text == first_sentence(generated)


def test_another_request_is_generated_by_the_turn_and_the_answer_ahead_dropped(model_settings: Settings) -> None:
    ahead = start_answer_ahead(model_settings, "why is the sky blue", now=NOW)
    assert ahead is not None
    model = chat_model_with(model_settings, ahead)
    later = datetime(2026, 3, 14, 15, 10, tzinfo=UTC)  # the clock passed a minute: another system prompt
    messages = _turn_messages(model_settings, "why is the sky blue", later)
    assert model._request(messages, None) != ahead.request
    reply = model.invoke(messages).text
    ahead.close()
    assert reply and ahead.done
    assert ahead.take(ahead.request) is None  # dropped: never served to a later call either


def test_local_commands_and_other_models_never_start_it(model_settings: Settings) -> None:
    assert start_answer_ahead(model_settings, "what time is it", now=NOW) is None
    assert start_answer_ahead(model_settings, "set a timer for five minutes", now=NOW) is None
    assert start_answer_ahead(model_settings, "add milk to the shopping list", now=NOW) is None  # a template
    assert start_answer_ahead(model_settings, "cancel the pizza timer", now=NOW) is None
    assert start_answer_ahead(model_settings, "   ", now=NOW) is None
    none = model_settings.model_copy(update={"llm_model": "none"})
    assert start_answer_ahead(none, "why do cats purr", now=NOW) is None
    provider = model_settings.model_copy(update={"llm_model": "openai:gpt-4o-mini"})
    assert start_answer_ahead(provider, "why do cats purr", now=NOW) is None


def test_the_prediction_follows_the_sampling_settings(model_settings: Settings) -> None:
    request = predicted_request(model_settings, "why do cats purr", NOW)
    model = LocalChatModel(model_path="unused.gguf", temperature=model_settings.llm_temperature,
                           max_tokens=model_settings.llm_max_tokens, seed=model_settings.llm_seed)
    assert request == model._request(_turn_messages(model_settings, "why do cats purr", NOW), None)
    assert "It is now Saturday 14 March 2026, 16:09." in request["messages"][0]["content"]  # Berlin time


def _fresh_llama(path: Path):  # noqa: ANN202 - llama_cpp.Llama, loaded as the on-demand holder loads it
    from gpt_home.agent.local_model import _load_llama

    return _load_llama(str(path), 2048)


def test_the_saved_prompt_state_gives_a_new_process_the_same_answer(model_settings: Settings,
                                                                    local_model_path: Path) -> None:
    from gpt_home.agent import prompt_state

    state = prompt_state.state_file(model_settings.data_dir, str(local_model_path), 2048,
                                    voice_rules(model_settings.assistant_name))
    first = _fresh_llama(local_model_path)
    assert prompt_state.restore(first, state) == 0  # nothing saved yet
    request = predicted_request(model_settings, "why do cats purr", NOW)
    answer = first.create_chat_completion(**request)["choices"][0]["message"]["content"]
    assert prompt_state.save(first, state, voice_rules(model_settings.assistant_name)) and state.is_file()
    kept = first.n_tokens  # only the fixed voice rules: never the time, the question or the answer
    kept_text = first.detokenize(first.input_ids[:kept].tolist())
    assert kept > 50 and b"It is now" not in kept_text and b"purr" not in kept_text

    later = predicted_request(model_settings, "what is the capital of france", datetime(2026, 3, 14, 15, 12, tzinfo=UTC))
    restored = _fresh_llama(local_model_path)
    assert prompt_state.restore(restored, state) == kept
    assert b"purr" not in restored.detokenize(restored.input_ids[:kept].tolist())  # the file holds no question
    plain = _fresh_llama(local_model_path)
    from_state = restored.create_chat_completion(**later)["choices"][0]["message"]["content"]
    assert from_state == plain.create_chat_completion(**later)["choices"][0]["message"]["content"]
    assert answer and from_state

    state.write_bytes(b"not a llama state")  # truncated or from another build: ignored, the prompt is read
    broken = _fresh_llama(local_model_path)
    assert prompt_state.restore(broken, state) == 0 and broken.n_tokens == 0


def test_doctor_keeps_the_voice_rules_for_the_first_cold_answer(model_settings: Settings,
                                                                local_model_path: Path) -> None:
    """`gpt-home doctor` (run after installing) evaluates the fixed voice rules once, so even a new household's first
    cold `ask` restores them; the file holds the rules and nothing after them."""
    from gpt_home.agent import prompt_state
    from gpt_home.agent.llm import build_chat_model
    from gpt_home.doctor import keep_voice_rules

    model = build_chat_model(model_settings)
    assert isinstance(model, LocalChatModel)
    state = prompt_state.state_file(model_settings.data_dir, str(local_model_path), model_settings.llm_context_tokens,
                                    voice_rules(model_settings.assistant_name))
    assert not state.is_file()
    assert keep_voice_rules(model_settings, model) == "; voice rules kept for a cold start" and state.is_file()
    assert keep_voice_rules(model_settings, model) == ""  # once per data dir

    fresh = _fresh_llama(local_model_path)
    kept = prompt_state.restore(fresh, state)
    kept_text = fresh.detokenize(fresh.input_ids[:kept].tolist()).decode()
    assert kept > 50 and "It is now" not in kept_text
    assert voice_rules(model_settings.assistant_name)[:60] in kept_text
