"""A cold `gpt-home ask`: the local model's answer computed while the agent stack is still being imported.

Why: from process start, a model question paid Python's start and imports (about 2.3 s on a 2-core box: one core,
holding the GIL), then the model load, the prompt and the generation, one after the other (5.1 s to the printed reply,
issue 11). llama.cpp runs outside the GIL, so here the model loads, reads the prompt and generates on the second core
while the first one imports.

The turn itself runs as always: local skills first, memory recall, the graph, the reply guard. Its model call is
served from here only when it is exactly the request predicted (the same messages and sampling settings; decoding is
greedy and seeded, so the same request gives the same text: ``tests/integration/test_answer_ahead.py`` checks it).
Any other request (memories were recalled, the thread has history, the clock passed a minute) is generated as usual
and what was computed here is dropped (the model is loaded by then, and the prompt's common prefix is reused).
Utterances the rule matcher answers (the time, timers, lights, memory commands) never start it, nor do those a
command-only template gate lets through (lists, timers, alarms, broadcasts).

Reading the prompt was most of that work; the evaluated prompt is kept in the data directory between processes
(``agent/prompt_state.py``), so from the second cold question on only the time and the utterance are read.

Only the CLI uses this: the daemon keeps its model between turns and has no such cold start.
"""

from __future__ import annotations

import logging
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from gpt_home.agent import prompt_state
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.model_files import REPEAT_PENALTY, local_model_file
from gpt_home.agent.prompts import system_prompt, voice_rules
from gpt_home.config import Settings

_LOGGER = logging.getLogger(__name__)
# One thread for the prompt and the tokens: the other core is importing the agent stack meanwhile (llama.cpp's
# OpenMP threads spin while they wait, so a second thread would take the importing core away).
_AHEAD_THREADS = 1
# Template groups whose keyword gate nearly always means a local command. The broad gates that questions for the model
# pass too (weather words, "in"/"to", numbers, "today", "time", small talk, dice and coins) are left out: the answer
# is computed ahead for those, and dropped when a template answers after all.
_COMMAND_GROUPS = frozenset({"nevermind", "timer_start", "timer_cancel", "timer_adjust", "timer_status", "timer_pause",
                             "ask", "lists", "broadcast", "world_time", "spell"})
TAKE_WAIT_SECONDS = 120.0  # the turn waits this long at most for the answer under way (it is bounded by max_tokens)


def predicted_request(settings: Settings, text: str, now: datetime) -> dict[str, Any]:
    """The request ``LocalChatModel`` makes for a model turn that opens a fresh thread with nothing recalled: the
    system prompt of ``agent/graph.py``'s ``respond`` node and the utterance, with the configured sampling."""
    local_now = now.astimezone(ZoneInfo(settings.timezone)) if settings.timezone else now
    prompt = system_prompt(now=local_now, persona=settings.persona, name=settings.assistant_name)
    return {
        "messages": [{"role": "system", "content": prompt}, {"role": "user", "content": text}],
        "temperature": settings.llm_temperature,
        "max_tokens": settings.llm_max_tokens,
        "seed": settings.llm_seed,
        "repeat_penalty": REPEAT_PENALTY,
        "stop": [],
    }


class AnswerAhead:
    """One answer computed ahead on a background thread; ``take`` hands it to the turn whose request matches."""

    def __init__(self, holder: OnDemandModel, request: dict[str, Any], *, data_dir: Path | None = None,
                 shared_text: str = "") -> None:
        self.holder = holder
        self.request = request
        self.data_dir = data_dir  # where the evaluated prompt is kept between processes (None: not kept)
        self.shared_text = shared_text  # the fixed start of the prompt: the only part kept on disk
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._text: str | None = None
        self._taken = False
        self._thread = threading.Thread(target=self._run, name="answer-ahead", daemon=True)

    def start(self) -> AnswerAhead:
        """Start loading the model and generating (returns at once)."""
        self._thread.start()
        return self

    @property
    def done(self) -> bool:
        """True once the generation ended (finished, cancelled or failed)."""
        return self._done.is_set()

    def take(self, request: dict[str, Any], timeout_seconds: float = TAKE_WAIT_SECONDS) -> str | None:
        """The answer computed for exactly ``request`` (waiting for it to finish), or None; at most once.

        Any other request cancels the generation under way, so the turn's own generation does not wait for it.
        """
        if self._taken or request != self.request:
            _LOGGER.debug("the turn's model request is not the one predicted: it generates its own answer")
            self.cancel()
            return None
        self._taken = True
        if not self._done.wait(timeout_seconds):
            self.cancel()
            return None
        _LOGGER.debug("the model's answer computed ahead serves the turn: %s", "yes" if self._text else "no (failed)")
        return self._text

    def cancel(self) -> None:
        """Stop generating at the next token (returns at once)."""
        self._cancel.set()

    def close(self, timeout_seconds: float = 10.0) -> None:
        """Stop and wait (bounded) for the thread, so the process never exits with llama.cpp mid-call."""
        self.cancel()
        if self._thread.is_alive():
            self._thread.join(timeout_seconds)

    def _run(self) -> None:
        try:
            with self.holder.use() as llama:
                if self._cancel.is_set():
                    return
                state = None
                if self.data_dir is not None:
                    state = prompt_state.state_file(self.data_dir, self.holder.path, self.holder.n_ctx)
                    prompt_state.restore(llama, state)
                self._text = self._generate(llama)
                self._done.set()  # the turn may take it now; the state is saved meanwhile
                if state is not None and self._text is not None and self.shared_text:
                    prompt_state.save(llama, state, self.shared_text)
        except Exception as exc:  # noqa: BLE001 - the turn loads and generates itself, and reports what fails
            _LOGGER.info("the answer computed ahead failed (%s: %s); the turn generates it", type(exc).__name__, exc)
        finally:
            self._done.set()

    def _generate(self, llama: Any) -> str | None:
        import llama_cpp

        llama_cpp.llama_set_n_threads(llama.ctx, _AHEAD_THREADS, _AHEAD_THREADS)
        pieces: list[str] = []
        stream = llama.create_chat_completion(**self.request, stream=True)
        try:
            for part in stream:
                if self._cancel.is_set():
                    return None
                delta = part["choices"][0].get("delta", {}).get("content")
                if delta:
                    pieces.append(delta)
        finally:
            stream.close()
            llama_cpp.llama_set_n_threads(llama.ctx, llama.n_threads, llama.n_threads_batch)
        return "".join(pieces).strip()


def start_answer_ahead(settings: Settings, text: str, *, now: datetime | None = None) -> AnswerAhead | None:
    """Start computing the local model's answer to ``text`` when a model in this process will likely be asked.

    None: no local model is configured or installed, the utterance is empty, or the rule matcher answers it.
    """
    text = " ".join(text.split())
    path = local_model_file(settings.llm_model)
    if not text or path is None or not path.is_file():
        return None
    from gpt_home.agent.intents import match, normalize
    from gpt_home.agent.recognizer import gated_groups, spoken_symbols

    now = now or datetime.now(UTC)
    if match(text, now) is not None:  # a local command: the model is not needed
        return None
    if _COMMAND_GROUPS.intersection(gated_groups(normalize(spoken_symbols(text)))):
        return None  # most likely a templated command (lists, timers, alarms): not worth a core's work
    holder = OnDemandModel.shared(str(path), settings.llm_context_tokens,
                                  idle_release_seconds=settings.llm_idle_release_seconds)
    _LOGGER.debug("computing the model's answer ahead while the agent starts")
    return AnswerAhead(holder, predicted_request(settings, text, now), data_dir=settings.data_dir,
                       shared_text=voice_rules(settings.assistant_name)).start()
