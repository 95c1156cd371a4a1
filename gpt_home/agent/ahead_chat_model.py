"""The local chat model of a cold `gpt-home ask`: its first call is served by the answer computed ahead when the
request is exactly the predicted one (``agent/answer_ahead.py``); every other call generates as ``LocalChatModel``."""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import PrivateAttr

from gpt_home.agent.answer_ahead import AnswerAhead
from gpt_home.agent.llm import LocalChatModel, build_chat_model
from gpt_home.config import Settings


class AheadChatModel(LocalChatModel):
    """``LocalChatModel`` plus one answer computed ahead."""

    _ahead: AnswerAhead | None = PrivateAttr(default=None)

    @classmethod
    def over(cls, model: LocalChatModel, ahead: AnswerAhead) -> AheadChatModel:
        """The same model (every setting of ``model``) with ``ahead`` for its first call."""
        made = cls(**model.model_dump(exclude_unset=True))
        made._ahead = ahead
        return made

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead.holder is self.holder:
            text = ahead.take(self._request(messages, stop))
            if text is not None:
                return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])
        elif ahead is not None:
            ahead.cancel()
        return super()._generate(messages, stop, run_manager, **kwargs)


def chat_model_with(settings: Settings, ahead: AnswerAhead | None) -> Any:
    """The configured chat model, answering its first call from ``ahead`` when that is the same local model."""
    model = build_chat_model(settings)
    if ahead is None or type(model) is not LocalChatModel:
        if ahead is not None:
            ahead.cancel()
        return model
    return AheadChatModel.over(model, ahead)
