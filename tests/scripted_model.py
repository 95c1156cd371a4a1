"""A scripted chat model standing for a capable cloud model in tests (FACTS.md: fake models lack bind_tools).

Replies are chosen by rules: the first rule whose markers all occur in the request's text gives its next reply (the
last one repeats). A reply is ``{"content": str}`` and/or ``{"tool_calls": [{"name", "args"}]}``, the format of a
provider's tool-calling reply; ``{id_of:<memory text>}`` in an argument is replaced by the id LangMem showed the model for
the existing memory with that text, as a real model would copy it from its prompt.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field, PrivateAttr

FIXTURES = Path(__file__).parent / "fixtures"
_INSTANCE_RE = re.compile(r"<instance id=(\w+) schema_type=\"\w+\">\s*(\{.*?\})\s*</instance>", re.DOTALL)
_ID_OF_RE = re.compile(r"\{id_of:(.+?)\}")


def load_fixture(name: str) -> dict[str, Any]:
    """A recorded set of model replies from tests/fixtures."""
    return json.loads((FIXTURES / name).read_text())


class ScriptedChatModel(BaseChatModel):
    """Answers from rules ``[{"when": [marker, ...], "replies": [reply, ...]}, ...]``; records requests and tools."""

    rules: list[dict[str, Any]]
    default: dict[str, Any] = Field(default_factory=lambda: {"content": "OK."})
    _requests: list[list[BaseMessage]] = PrivateAttr(default_factory=list)
    _bound: list[list[str]] = PrivateAttr(default_factory=list)
    _positions: dict[int, int] = PrivateAttr(default_factory=dict)
    _lock: Any = PrivateAttr(default_factory=threading.Lock)
    _before_reply: Callable[[str], None] | None = PrivateAttr(default=None)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    @property
    def requests(self) -> list[list[BaseMessage]]:
        """Every request, in order."""
        return self._requests

    @property
    def bound_tools(self) -> list[list[str]]:
        """Tool names of every bind_tools call."""
        return self._bound

    def on_request(self, hook: Callable[[str], None] | None) -> None:
        """Call ``hook(request_text)`` before replying (e.g. to block until the test says go)."""
        self._before_reply = hook

    def bind_tools(self, tools: Any, tool_choice: Any = None, **kwargs: Any) -> Any:
        names = [t.get("name") if isinstance(t, dict) else getattr(t, "name", getattr(t, "__name__", str(t)))
                 for t in tools]
        self._bound.append([str(n) for n in names])
        return self.bind(tool_names=names)  # trustcall unwraps `.bound`, so a real binding is needed

    def _reply_for(self, text: str) -> dict[str, Any]:
        with self._lock:
            for index, rule in enumerate(self.rules):
                replies = rule["replies"]
                if all(marker in text for marker in rule["when"]):
                    position = self._positions.get(index, 0)
                    self._positions[index] = position + 1
                    return replies[min(position, len(replies) - 1)]
        return self.default

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        with self._lock:
            self._requests.append(list(messages))
        text = "\n".join(str(m.content) for m in messages)
        if self._before_reply is not None:
            self._before_reply(text)
        spec = self._reply_for(text)
        ids = {json.dumps(_content_of(body)): doc_id for doc_id, body in _INSTANCE_RE.findall(text)}
        calls = []
        for n, call in enumerate(spec.get("tool_calls", [])):
            args = json.loads(_ID_OF_RE.sub(lambda m: ids.get(json.dumps(m.group(1)), "unknown-id"),
                                            json.dumps(call["args"])))
            calls.append({"name": call["name"], "args": args, "id": f"call_{len(self._requests)}_{n}"})
        message = AIMessage(content=spec.get("content", ""), tool_calls=calls)
        return ChatResult(generations=[ChatGeneration(message=message)])


def _content_of(body: str) -> str:
    """The memory text inside LangMem's rendering of an existing instance (a Python dict repr)."""
    import ast

    try:
        value = ast.literal_eval(body)
    except (ValueError, SyntaxError):
        return body
    return str(value.get("content", body)) if isinstance(value, dict) else body
