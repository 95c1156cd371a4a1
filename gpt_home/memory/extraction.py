"""Writing memories with LangMem: the agent's memory tools, and background extraction after each turn.

Extraction needs a capable model: the bundled 135M model invents and garbles facts, so with ``auto`` extraction runs
only when ``llm_model`` is a provider model (cloud or a remote endpoint). It runs on the background worker, debounced
per conversation (a burst of turns is extracted once), never on the voice loop, and consolidates: the manager
searches existing memories first (``query_limit >= 4``, FACTS.md) and may delete, so a changed fact replaces the old
one instead of piling up next to it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from datetime import datetime

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.tools import BaseTool
from langgraph.store.base import BaseStore

from gpt_home.config import Settings
from gpt_home.memory.background import CancelToken, JobCancelledError
from gpt_home.memory.shapes import ShapeStore

_LOGGER = logging.getLogger(__name__)

USER_CONFIG_KEY = "langgraph_user_id"  # the label LangMem's namespace templates fill (always a hashed-safe label)
QUERY_LIMIT = 8  # the manager runs query_limit // 4 searches: 2 here; below 4 it never consolidates
MAX_EXTRACTION_MESSAGES = 12  # at most the last 6 turns per pass, however long the conversation
EXTRACTION_MAX_TOKENS = 1024  # tool-call replies need far more room than a spoken answer

SEMANTIC_INSTRUCTIONS = (
    "You maintain the long-term memory of a household voice assistant about the person speaking. Keep lasting facts "
    "and preferences (names, family, pets, home, routines, likes and dislikes, important dates), one short sentence "
    "each, in the third person ('Prefers green tea'). When a fact changed, update or remove the old memory instead "
    "of adding a second one; when the person asks to forget something, remove it. Store nothing for small talk, "
    "questions about the world, or commands to devices."
)
EPISODIC_INSTRUCTIONS = (
    "You keep a diary of notable events in the household that the person told the assistant about (visits, "
    "appointments, purchases, trips, problems and how they were solved): one dated sentence per event. Update an "
    "event that changed instead of duplicating it. Store nothing for small talk, general questions, or lasting "
    "facts and preferences (those are kept elsewhere)."
)
KIND_INSTRUCTIONS = {"semantic": SEMANTIC_INSTRUCTIONS, "episodic": EPISODIC_INSTRUCTIONS}


# --- which model ---------------------------------------------------------------------------------------------
def extraction_spec(settings: Settings) -> str | None:
    """The provider:model that extracts memories, or None when extraction is off (pure).

    ``auto`` follows ``llm_model`` only when it is a provider model; the bundled/local model is never used.
    """
    value = settings.memory_extraction_model
    if value == "none":
        return None
    if value == "auto":
        model = settings.llm_model
        if model in ("auto", "local", "none") or model.startswith("local:"):
            return None
        return model
    return value


ModelFactory = Callable[[Settings], "BaseChatModel | None"]  # settings in, a chat model out (agent.llm provides one)


def build_extraction_model(settings: Settings, model_factory: ModelFactory | None) -> BaseChatModel | None:
    """The chat model for extraction and summaries, or None when extraction is off or no factory is given.

    The factory comes from above (the agent layer's ``build_chat_model``): memory never imports the agent.

    Raises:
        LlmError: the provider could not be set up.
    """
    spec = extraction_spec(settings)
    if spec is None or model_factory is None:
        return None
    return model_factory(settings.model_copy(update={"llm_model": spec, "llm_temperature": 0.0,
                                                     "llm_max_tokens": EXTRACTION_MAX_TOKENS}))


# --- the agent's tools -----------------------------------------------------------------------------------------
def memory_tools(store: BaseStore, *, device_id: str) -> list[BaseTool]:
    """LangMem's manage and search tools on the speaker's semantic namespace, writing our stored shape.

    The graph fills the namespace from ``config["configurable"]["langgraph_user_id"]`` (the user's label).
    """
    from langmem import create_manage_memory_tool, create_search_memory_tool

    namespace = ("memories", "{" + USER_CONFIG_KEY + "}", "semantic")
    shaped = ShapeStore(store, device=device_id, source="agent-tool", view="plain")
    return [
        create_manage_memory_tool(
            namespace,
            instructions="Use it when the person tells you a lasting fact or preference, or asks you to forget one.",
            store=shaped,
        ),
        create_search_memory_tool(namespace, store=shaped),
    ]


def with_memory_tools(tools_for_user: Callable[[str], Sequence[BaseTool]] | None, store: BaseStore, *,
                      device_id: str, enabled: bool) -> Callable[[str], Sequence[BaseTool]] | None:
    """A user's tools plus LangMem's memory tools, where a capable model is configured (the rule of extraction)."""
    if not enabled:
        return tools_for_user
    memory = tuple(memory_tools(store, device_id=device_id))  # per user through the run's config

    def combined(user_id: str) -> Sequence[BaseTool]:
        return [*(tools_for_user(user_id) if tools_for_user else ()), *memory]

    return combined


# --- extraction -------------------------------------------------------------------------------------------------


def conversation_slice(messages: Sequence[BaseMessage], start: int) -> list[BaseMessage]:
    """Human and assistant messages from ``start`` on, at most the last MAX_EXTRACTION_MESSAGES (pure)."""
    start = max(start, len(messages) - MAX_EXTRACTION_MESSAGES, 0)
    return [m for m in messages[start:] if isinstance(m, HumanMessage | AIMessage) and m.text.strip()]


class Extractor:
    """Runs LangMem's store manager for semantic and episodic memories of one user over a slice of conversation."""

    def __init__(self, model: BaseChatModel, store: BaseStore, *, device_id: str,
                 kinds: Sequence[str] = ("semantic", "episodic")) -> None:
        self._model = model
        self._store = store
        self._device_id = device_id
        self._kinds = tuple(kinds)

    def extract(self, label: str, messages: Sequence[BaseMessage], token: CancelToken,
                *, now: datetime | None = None) -> int:
        """Extract and consolidate; returns how many memories were written or updated.

        Raises:
            JobCancelledError: the user's memory was cleared meanwhile (nothing more is written).
        """
        from langmem import create_memory_store_manager
        from langmem.errors import ConfigurationError

        if not messages:
            return 0
        convo: list[BaseMessage] = list(messages)
        if now is not None:
            convo.insert(0, SystemMessage(content=f"(This conversation took place on {now:%A %d %B %Y}.)"))
        shaped = ShapeStore(self._store, device=self._device_id, source="extraction", view="manager", token=token)
        written = 0
        for kind in self._kinds:
            if token.cancelled:  # LangMem's manager swallows errors of its writes: stop here ourselves
                raise JobCancelledError("the user's memory was cleared during extraction")
            manager = create_memory_store_manager(
                self._model,
                instructions=KIND_INSTRUCTIONS[kind],
                namespace=("memories", "{" + USER_CONFIG_KEY + "}", kind),
                query_limit=QUERY_LIMIT,
                enable_inserts=True,
                enable_deletes=True,
                store=shaped,
            )
            try:
                puts = manager.invoke({"messages": convo}, config={"configurable": {USER_CONFIG_KEY: label}})
            except ConfigurationError as exc:  # a BaseException: would otherwise escape every `except Exception`
                raise RuntimeError(f"LangMem configuration error: {exc}") from None
            written += len(puts)
        _LOGGER.debug("extraction wrote or updated %d memories", written)
        return written
