"""One text turn through the real agent: the bundled local model, an OpenAI-compatible server, memory in the prompt."""

from __future__ import annotations

import logging
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import BaseMessage

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY
from gpt_home.errors import InvalidInputError, MissingUserIdError
from gpt_home.memory.factory import open_memory_service


class ModelInputRecorder(BaseCallbackHandler):
    """Records exactly what each chat model call received."""

    def __init__(self) -> None:
        self.calls: list[list[BaseMessage]] = []

    def on_chat_model_start(self, serialized: dict[str, Any], messages: list[list[BaseMessage]], **kwargs: Any) -> None:
        self.calls.extend(messages)

    def system_prompt(self) -> str:
        assert self.calls, "the model was never called"
        return str(self.calls[-1][0].content)


def test_no_model_gives_a_spoken_answer(settings, db, user_id: str) -> None:
    reply = Assistant(settings, db).ask("what is the capital of France", user_id=user_id)
    assert reply.text == NO_MODEL_REPLY
    assert reply.handled_by == "no-model"


def test_no_model_still_answers_chat_in_kind(settings, db, user_id: str) -> None:
    """A feeling, thanks or a question about the assistant gets a line that fits it (agent/kind_replies.py), not
    "no language model is set up"; a question and a request still hear why they cannot be answered."""
    assistant = Assistant(settings, db)
    lonely = assistant.ask("i live on my own since my wife went into a care home", user_id=user_id)
    robot = assistant.ask("you are a boy or a girl?", user_id=user_id)
    assert lonely.handled_by == robot.handled_by == "no-model"
    assert lonely.text != NO_MODEL_REPLY and "here" in lonely.text
    assert robot.text != NO_MODEL_REPLY and "program" in robot.text
    assert assistant.ask("tell me a story about a dragon", user_id=user_id).text == NO_MODEL_REPLY


def test_bad_input_changes_nothing(settings, db, user_id: str) -> None:
    assistant = Assistant(settings, db)
    with pytest.raises(InvalidInputError):
        assistant.ask("   ", user_id=user_id)
    with pytest.raises(InvalidInputError):
        assistant.ask("x" * 5000, user_id=user_id)
    with pytest.raises(MissingUserIdError):
        assistant.memory.add(" ", "I like tea")
    assert assistant.memory.thread_ids(user_id) == []


def test_conversation_thread_continues_until_idle_gap(make_settings, db, user_id: str) -> None:
    assistant = Assistant(make_settings(conversation_idle_seconds=3600), db)
    first = assistant.ask("hello", user_id=user_id)
    second = assistant.ask("hello again", user_id=user_id)
    assert first.thread_id == second.thread_id
    state = assistant.graph.get_state({"configurable": {"thread_id": first.thread_id}})
    assert [m.text for m in state.values["messages"]][::2] == ["hello", "hello again"]
    quick = Assistant(make_settings(conversation_idle_seconds=0.001), db)
    time.sleep(0.01)
    assert quick.ask("new topic", user_id=user_id).thread_id != first.thread_id


@pytest.mark.slow
def test_local_model_answers_deterministically(make_settings, db, user_id: str, local_model_path: Path) -> None:
    assistant = Assistant(make_settings(llm_model="local", llm_max_tokens=24), db)
    now = datetime(2026, 11, 29, 18, 30, tzinfo=UTC)  # the prompt states the time: keep it equal for both turns
    one = assistant.ask("Say hello to the family.", user_id=user_id, thread_id=f"{user_id}-a", now=now)
    two = assistant.ask("Say hello to the family.", user_id=user_id, thread_id=f"{user_id}-b", now=now)
    assert one.handled_by == "llm"
    assert one.text.strip() and one.text == two.text
    assert "#" not in one.text and "**" not in one.text


@pytest.mark.slow
def test_stored_memory_reaches_the_model(make_settings, db, user_id: str, local_model_path: Path) -> None:
    settings = make_settings(llm_model="local", llm_max_tokens=16)
    memory = open_memory_service(settings, database=db, background=False, write_wait_seconds=30)
    memory.add(user_id, "I prefer Celsius")
    memory.add("someone-else", "I prefer Fahrenheit")
    recorder = ModelInputRecorder()
    reply = Assistant(settings, db).ask(
        "Which temperature unit should you use for me?", user_id=user_id, callbacks=[recorder]
    )
    prompt = recorder.system_prompt()
    assert "I prefer Celsius" in prompt
    assert "Fahrenheit" not in prompt  # never another user's memories
    assert "I prefer Celsius" in reply.memories
    assert reply.text.strip()


@pytest.fixture(scope="module")
def openai_compatible_server(local_model_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """llama.cpp's OpenAI-compatible HTTP server on loopback, serving the bundled GGUF (its log in the test's temp
    directory, never in the checkout)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = open(tmp_path_factory.mktemp("llama-server") / "server.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(local_model_path), "--host", "127.0.0.1",
         "--port", str(port), "--model_alias", "smollm2", "--n_ctx", "2048"],
        stdout=log, stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(f"{base}/models", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            assert proc.poll() is None, "llama_cpp.server exited"
            assert time.monotonic() < deadline, "llama_cpp.server did not come up in 120 s"
            time.sleep(0.5)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:  # a loaded box: it did not finish its request in time
            proc.kill()
            proc.wait(timeout=30)
        log.close()
        Path(log.name).unlink(missing_ok=True)


@pytest.mark.slow
def test_openai_compatible_endpoint(make_settings, db, user_id: str, openai_compatible_server: str) -> None:
    settings = make_settings(llm_model="openai:smollm2", llm_base_url=openai_compatible_server, llm_max_tokens=16,
                             llm_timeout_seconds=180)  # the path, not the speed: a busy box is slow
    open_memory_service(settings, database=db, background=False, write_wait_seconds=30).add(
        user_id, "My daughter is called Ada")
    recorder = ModelInputRecorder()
    reply = Assistant(settings, db).ask("Say hello to my daughter by name.", user_id=user_id, callbacks=[recorder],
                                        now=datetime(2026, 12, 1, 10, 0, tzinfo=UTC))  # the prompt holds the time
    # The path, not the wording: the endpoint answered (a reply the guard judged is still the endpoint's turn).
    assert reply.handled_by == "llm" or reply.handled_by.startswith("guard:"), reply.handled_by
    assert reply.text.strip() and reply.text != LLM_FAILED_REPLY
    assert "My daughter is called Ada" in recorder.system_prompt()


def test_provider_failure_is_spoken_and_key_never_logged(make_settings, db, user_id: str, caplog) -> None:
    secret = "sk-test-DO-NOT-LEAK-42"
    settings = make_settings(llm_model="openai:gpt-4o-mini", llm_base_url="http://127.0.0.1:9/v1",
                             llm_api_key=secret, llm_timeout_seconds=2)
    caplog.set_level(logging.DEBUG)
    reply = Assistant(settings, db).ask("why do cats purr", user_id=user_id)
    assert reply.text == LLM_FAILED_REPLY
    assert secret not in caplog.text
