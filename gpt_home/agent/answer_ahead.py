"""A cold `gpt-home ask`: the local model's answer computed while the agent stack is still being imported.

Why: from process start, a model question paid Python's start and imports (about 2.3 s on a 2-core box: one core,
holding the GIL), then the model load, the prompt and the generation, one after the other (5.1 s to the printed reply,
issue 11). Here a forked child process loads the model, reads the prompt and generates on the second core while the
first one imports (a thread did that until round 5, but it waited for the importing thread's GIL after every C call:
the answer came about 0.8 s after the imports ended).

The turn itself runs as always: local skills first, memory recall, the graph, the reply guard. Its model call is
served from here only when it is exactly the request predicted (the same messages and sampling settings; decoding is
greedy and seeded, so the same request gives the same text: ``tests/integration/test_answer_ahead.py`` checks it).
Any other request (memories were recalled, the thread has history, the clock passed a minute) is generated as usual
and what was computed here is dropped (the turn then loads the model itself, restoring the saved voice rules).
A knowledge question's answer stops at the end of its first sentence: the reply guard says that sentence and nothing
after it (``agent/guard.py`` judges such an answer by its first sentence alone), so the rest is never generated.
Utterances the rule matcher answers (the time, timers, lights, memory commands) never start it, nor do those a
command-only template gate lets through (lists, timers, alarms, broadcasts).

Reading the prompt was most of that work; the evaluated prompt is kept in the data directory between processes
(``agent/prompt_state.py``), so from the second cold question on only the time and the utterance are read.

Only the CLI uses this: the daemon keeps its model between turns and has no such cold start.
"""

from __future__ import annotations

import contextlib
import logging
import os
import select
import signal
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from gpt_home.agent import prompt_state
from gpt_home.agent.guard import asks_knowledge, first_sentence
from gpt_home.agent.local_model import TOKENS_PER_MESSAGE, context_for
from gpt_home.agent.model_files import REPEAT_PENALTY, local_model_file
from gpt_home.agent.prompts import system_prompt, voice_rules
from gpt_home.agent.question_form import model_question
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
        "messages": [{"role": "system", "content": prompt}, {"role": "user", "content": model_question(text)}],
        "temperature": settings.llm_temperature,
        "max_tokens": settings.llm_max_tokens,
        "seed": settings.llm_seed,
        "repeat_penalty": REPEAT_PENALTY,
        "stop": [],
    }


class AnswerAhead:
    """One answer computed ahead in a child process; ``take`` hands it to the turn whose request matches.

    A child process, not a thread: the parent imports the agent stack meanwhile, holding the GIL nearly all the time,
    and a thread driving llama.cpp waits for the GIL after each of the dozen C calls per token. Forked before the
    memory service starts its threads, the child shares the imports made so far, runs on the other core at full speed,
    writes the answer to a pipe and exits (``close`` reaps it).
    """

    def __init__(self, model_path: str, request: dict[str, Any], *, n_ctx: int, data_dir: Path | None = None,
                 state_n_ctx: int = 0, shared_text: str = "", stop_at_first_sentence: bool = False) -> None:
        self.model_path = model_path
        self.request = request
        self.n_ctx = n_ctx  # the context to load: the one this prompt needs (local_model.context_for)
        self.data_dir = data_dir  # where the evaluated voice rules are kept between processes (None: not kept)
        self.state_n_ctx = state_n_ctx or n_ctx  # the context the kept state is filed under (the configured one)
        self.shared_text = shared_text  # the fixed start of the prompt: the only part kept on disk
        # A knowledge answer the guard cuts to its first sentence: generating stops once that sentence ended.
        self.stop_at_first_sentence = stop_at_first_sentence
        self._pid: int | None = None
        self._result_fd: int | None = None
        self._cancel_fd: int | None = None
        self._text: str | None = None
        self._received = bytearray()
        self._finished = False
        self._taken = False

    def start(self) -> AnswerAhead:
        """Fork the child that loads the model and generates (returns at once)."""
        result_r, result_w = os.pipe()
        cancel_r, cancel_w = os.pipe()
        try:
            pid = os.fork()
        except OSError:  # no memory or process slot for it: the turn generates the answer itself
            for fd in (result_r, result_w, cancel_r, cancel_w):
                os.close(fd)
            raise
        if pid == 0:  # the child: never returns into the parent's code, never runs its exit handlers
            code = 1
            try:
                os.close(result_r)
                os.close(cancel_w)
                _detach_stdout()
                code = self._child(result_w, cancel_r)
            finally:
                os._exit(code)
        os.close(result_w)
        os.close(cancel_r)
        self._pid, self._result_fd, self._cancel_fd = pid, result_r, cancel_w
        return self

    @property
    def done(self) -> bool:
        """True once the answer was collected (finished, cancelled or failed)."""
        return self._finished

    def take(self, request: dict[str, Any], timeout_seconds: float = TAKE_WAIT_SECONDS) -> str | None:
        """The answer computed for exactly ``request`` (waiting for it to finish), or None; asked at most once.

        Any other request cancels the generation under way, so the turn's own generation does not wait for it.
        """
        taken, self._taken = self._taken, True
        if taken or request != self.request:  # dropped: never served to a later call either
            _LOGGER.debug("the turn's model request is not the one predicted: it generates its own answer")
            self.cancel()
            return None
        if not self._collect(timeout_seconds):
            self.cancel()
            return None
        _LOGGER.debug("the model's answer computed ahead serves the turn: %s", "yes" if self._text else "no (failed)")
        return self._text

    def cancel(self) -> None:
        """Drop the answer: it serves no call after this (returns at once).

        A child still generating is killed (it has written nothing yet); one that finished is left to save the
        voice rules and exit (``close`` reaps it).
        """
        self._taken = True
        if self._cancel_fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._cancel_fd)  # the child also stops at its next token when it sees this pipe end
            self._cancel_fd = None
        if self._pid is not None and not self._collect(0):
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._pid, signal.SIGKILL)

    def close(self, timeout_seconds: float = 10.0) -> None:
        """Stop and reap the child (bounded; killed after ``timeout_seconds``), so none outlives the command."""
        self.cancel()
        if self._pid is None:
            return
        if not self._collect(timeout_seconds):
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self._pid, 0)
        self._pid = None

    def _collect(self, timeout_seconds: float) -> bool:
        """Read the child's answer to the end of the pipe; False when it did not end within ``timeout_seconds``."""
        if self._finished:
            return True
        assert self._result_fd is not None
        deadline = time.monotonic() + timeout_seconds
        while True:
            left = max(0.0, deadline - time.monotonic())  # at least one look, even with no time left
            if not select.select([self._result_fd], [], [], left)[0]:
                return False
            chunk = os.read(self._result_fd, 65536)
            if not chunk:
                break
            self._received += chunk
        os.close(self._result_fd)
        self._result_fd = None
        self._finished = True
        self._text = self._received.decode("utf-8", "replace") or None
        return True

    def state_path(self) -> Path | None:
        """The file of the evaluated voice rules (imports llama.cpp: called in the child, or by a turn loading it)."""
        if self.data_dir is None:
            return None
        return prompt_state.state_file(self.data_dir, self.model_path, self.state_n_ctx, self.shared_text)

    # ---- in the child ------------------------------------------------------------------------------------
    def _child(self, result_fd: int, cancel_fd: int) -> int:
        try:
            from llama_cpp import Llama

            # One thread for the prompt and the tokens: the other core is importing the agent stack meanwhile (and no
            # OpenMP pool is started in a forked process).
            llama = Llama(model_path=self.model_path, n_ctx=self.n_ctx, n_threads=_AHEAD_THREADS,
                          n_threads_batch=_AHEAD_THREADS, use_mmap=True, verbose=False)
            state = self.state_path()
            if state is not None:
                prompt_state.restore(llama, state)
            text = self._generate(llama, lambda: bool(select.select([cancel_fd], [], [], 0)[0]))
            if text:
                data = text.encode()
                while data:
                    data = data[os.write(result_fd, data):]
            os.close(result_fd)  # the turn may take it now; the state is saved meanwhile
            if state is not None and text and self.shared_text:
                prompt_state.save(llama, state, self.shared_text)
            return 0
        except Exception as exc:  # noqa: BLE001 - the turn loads and generates itself, and reports what fails
            _LOGGER.info("the answer computed ahead failed (%s: %s); the turn generates it", type(exc).__name__, exc)
            return 1

    def _generate(self, llama: Any, cancelled: Callable[[], bool]) -> str | None:
        if not self._fits(llama):
            _LOGGER.debug("the prompt is longer than its estimated context: the turn generates the answer")
            return None
        pieces: list[str] = []
        stream = llama.create_chat_completion(**self.request, stream=True)
        try:
            for part in stream:
                if cancelled():
                    return None
                delta = part["choices"][0].get("delta", {}).get("content")
                if delta:
                    pieces.append(delta)
                    if self.stop_at_first_sentence and first_sentence("".join(pieces)) is not None:
                        break  # the guard says this sentence and nothing after it (agent/guard.py check_reply)
        finally:
            stream.close()
        return "".join(pieces).strip()

    def _fits(self, llama: Any) -> bool:
        """True when the prompt (counted by the model's tokenizer) and the answer fit the loaded context."""
        messages = self.request["messages"]
        tokens = sum(len(llama.tokenize(m["content"].encode(), add_bos=False, special=True)) for m in messages)
        return tokens + TOKENS_PER_MESSAGE * len(messages) + self.request["max_tokens"] <= llama.n_ctx()


def _detach_stdout() -> None:
    """The child writes nothing to the command's output, and does not hold it open for whoever reads it."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)


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
    request = predicted_request(settings, text, now)
    messages = request["messages"]
    # The context this prompt needs, as LocalChatModel.context_needed sizes it (not the full llm_context_tokens).
    need = context_for(sum(len(m["content"]) for m in messages), len(messages), request["max_tokens"],
                       settings.llm_context_tokens)
    _LOGGER.debug("computing the model's answer ahead while the agent starts")
    # The state is filed under the configured context, as the model holder files it: the rules fit any smaller one.
    ahead = AnswerAhead(str(path), request, n_ctx=need, data_dir=settings.data_dir,
                        state_n_ctx=settings.llm_context_tokens, shared_text=voice_rules(settings.assistant_name),
                        stop_at_first_sentence=settings.llm_reply_guard and asks_knowledge(text))
    try:
        return ahead.start()
    except OSError as exc:
        _LOGGER.info("the answer could not be computed ahead (%s); the turn generates it", exc)
        return None
