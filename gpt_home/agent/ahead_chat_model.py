"""The local chat model of a cold `gpt-home ask`: its first call is served by the answer computed ahead when the
request is exactly the predicted one (``agent/answer_ahead.py``); every other call generates as ``LocalChatModel``."""

from __future__ import annotations

import logging
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import PrivateAttr

from gpt_home.agent import prompt_state
from gpt_home.agent.answer_ahead import AnswerAhead
from gpt_home.agent.llm import LocalChatModel, build_chat_model
from gpt_home.config import Settings

_LOGGER = logging.getLogger(__name__)


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
        if ahead is not None and ahead.model_path == self.model_path:
            text = ahead.take(self._request(messages, stop))
            if text is not None:
                return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])
            self._restore_rules(ahead, messages)
        elif ahead is not None:
            ahead.cancel()
        return super()._generate(messages, stop, run_manager, **kwargs)

    def _restore_rules(self, ahead: AnswerAhead, messages: list[BaseMessage]) -> None:
        """This process loads the model itself after all: start it after the voice rules kept on disk (a model
        already holding tokens is left as it is)."""
        try:
            path = ahead.state_path()
            if path is not None:
                with self.holder.use(self.context_needed(messages)) as llama:
                    prompt_state.restore(llama, path)
        except Exception as exc:  # noqa: BLE001 - an optimisation: the load itself is reported by the generation
            _LOGGER.debug("voice rules not restored (%s: %s)", type(exc).__name__, exc)


def chat_model_with(settings: Settings, ahead: AnswerAhead | None) -> Any:
    """The configured chat model, answering its first call from ``ahead`` when that is the same local model."""
    model = build_chat_model(settings)
    if ahead is None or type(model) is not LocalChatModel:
        if ahead is not None:
            ahead.cancel()
        return model
    return AheadChatModel.over(model, ahead)
