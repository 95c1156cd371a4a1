"""The bundled model stops writing when the stream guard has decided a reply, and the next answer is whole."""

from __future__ import annotations

from pathlib import Path

from langchain_core.messages import HumanMessage

from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel


def test_stop_generation_ends_the_answer_and_the_next_one_is_whole(local_model_path: Path) -> None:
    holder = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    model = LocalChatModel(model_path=str(local_model_path), n_ctx=512, max_tokens=48)
    model._holder = holder  # a private holder, so other tests' shared one is untouched
    question = [HumanMessage(content="Describe a cosy Sunday morning in a few sentences.")]
    model.load()  # loaded before the answers (no "still loading" notice)
    whole = [chunk.text for chunk in model.stream(question) if chunk.text]
    stopped = []
    for chunk in (c for c in model.stream(question) if c.text):
        stopped.append(chunk.text)
        if len(stopped) == 3:
            model.stop_generation()
    again = [chunk.text for chunk in model.stream(question) if chunk.text]
    holder.release()
    assert len(whole) > 10 and stopped == whole[:len(stopped)] and len(stopped) < len(whole) // 2
    assert again == whole  # greedy decoding: the same whole answer after a stopped one
