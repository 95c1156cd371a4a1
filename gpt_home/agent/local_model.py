"""A llama.cpp model held only while it is needed: loaded on demand, released after it sits idle.

Why: the daemon's footprint. SmolLM2 with its context adds about 150 MB to a process that otherwise needs about
250 MB, and most turns (timers, lights, the time) never touch it. Loading takes about 0.15 s (weights are
memory-mapped by llama.cpp, so a reload mostly re-maps page-cache pages), so the daemon can start a load when the
wake word is heard (``prepare``) and have it ready by the end of the sentence; after ``idle_release_seconds``
without a turn the model is closed and its memory given back.

The context is sized to the turn (``context_for``): a load for a known prompt gets the smallest multiple of 256 tokens
that holds the prompt (estimated from its characters, on the safe side) and the answer, capped at the configured
``n_ctx``. llama.cpp allocates the whole context's KV cache and its compute buffers up front: 2,048 tokens cost 38 MB
more than 512 for SmolLM2 (bench/footprint.py), and a voice turn's prompt rarely needs more than 1,024. A prompt the
tokenizer finds too long for its context runs with the full context instead; a loaded model with a smaller context
than a turn needs is reloaded (about 0.2 CPU-s).

The evaluated voice rules (the fixed start of every system prompt) are restored from ``agent/prompt_state.py``'s
file on each load once ``keep_prompt_state`` was called, and written there by the first load when there is none: a
daemon that loads the model for each model turn would otherwise read the rules again every turn. ``prefetch`` loads
(and restores) on a background thread while the user is still speaking.

A load that fails (memory pressure, a broken file) raises ``ModelLoadError``; the agent answers with local intents
only and says why. One instance per (file, context size) per process; llama.cpp contexts are not thread-safe, so
use is serialised.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import logging
import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

from gpt_home.agent import read_ahead
from gpt_home.agent.idle_release import IdleRelease
from gpt_home.agent.llama_quiet import keep_stderr
from gpt_home.agent.model_close import Closing
from gpt_home.agent.model_threads import model_threads
from gpt_home.agent.prompt_layout import ThreadLayout
from gpt_home.errors import ModelLoadError
from gpt_home.hardware import heap, residents

_LOGGER = logging.getLogger(__name__)
LlamaFactory = Callable[[str, int], Any]
CONTEXT_STEP = 256  # contexts are loaded in steps of this many tokens
MIN_CONTEXT = 512
CHARS_PER_TOKEN = 2.5  # SmolLM2's tokenizer: 4.2 characters a token in prose, 2.9 in dense text with numbers
TOKENS_PER_MESSAGE = 8  # the chat template's role markers around each message


def context_for(prompt_chars: int, messages: int, max_tokens: int, limit: int) -> int:
    """The context (tokens) to load for a prompt of ``prompt_chars`` characters in ``messages`` messages."""
    tokens = math.ceil(prompt_chars / CHARS_PER_TOKEN) + TOKENS_PER_MESSAGE * messages + max_tokens
    return min(limit, max(MIN_CONTEXT, math.ceil(tokens / CONTEXT_STEP) * CONTEXT_STEP))


def _load_llama(path: str, n_ctx: int) -> Any:
    from llama_cpp import Llama

    keep_stderr()  # the load must not send the whole process's log to /dev/null (agent/llama_quiet.py)
    threads = model_threads()  # one core left to the daemon: a prompt on every core stalls (agent/model_threads.py)
    return Llama(model_path=path, n_ctx=n_ctx, n_threads=threads.generate, n_threads_batch=threads.batch,
                 use_mmap=True, verbose=False)


class OnDemandModel(IdleRelease, Closing):
    """One model file, loaded by the first turn that needs it (or by ``prepare``) and released when idle.

    ``n_ctx`` is the largest context; a turn asks for the context it needs (``use(need)``), see the module docstring.
    """

    _instances: ClassVar[dict[tuple[str, int], OnDemandModel]] = {}
    _instances_lock = threading.Lock()

    def __init__(self, path: str, n_ctx: int, *, idle_release_seconds: float = 120.0,
                 factory: LlamaFactory = _load_llama) -> None:
        self.path, self.n_ctx, self.idle_release_seconds = path, n_ctx, idle_release_seconds
        self._factory = factory
        self._llama: Any = None
        self.context = 0  # the loaded model's context in tokens (0 when not loaded)
        self._last_need = 0  # the context the last turn asked for: what a load ahead of need (prepare) takes
        self._error: BaseException | None = None
        self._use_lock = threading.Lock()  # one generation at a time; also excludes release during use
        self._load_lock = threading.Lock()
        self._settled = threading.Event()  # set when a load finished, either way; cleared by a release
        self._turn_waiting = threading.Event()  # a turn waits for the load (prepare with make_room, use)
        self._timer: threading.Timer | None = None
        self._last_used = 0.0
        self.loads = self.releases = 0
        self._state: tuple[Path, str] | None = None  # (prompt state file, the fixed voice rules) kept across loads
        self.restored_tokens = 0  # how many prompt tokens the last load restored from the state file
        self.head_tokens = 0  # how many tokens of the coming turn's system prompt the last load evaluated ahead
        self.last_load_seconds = 0.0  # wall time of the last load, the state restored or saved included
        self.released = threading.Event()  # set after each release (tests and logs wait on it)
        self.eval_sizes: list[int] = []  # tokens of each evaluation since a generation cleared it (first: the prompt)
        self.prompt_tokens_read = 0  # prompt tokens the last generation read (not kept from the previous call)
        self.keep_thread = False  # carry what was read over a release or reload (agent/thread_state.py)
        self._kept: Any = None  # thread_state.ReadState taken at the last release, put into the next load
        self.kept_thread_seconds = 300.0  # the kept conversation is dropped after this gap (the thread's idle gap)
        self._kept_at = 0.0
        self._kept_timer: threading.Timer | None = None
        self.thread_tokens = 0  # how many evaluated tokens the last load got back from the kept state
        self.layout = ThreadLayout()  # the chat last sent with keep_thread: earlier turn parts go back in place
        self.ahead = read_ahead.Tickets()  # only the last read-ahead asked for runs, none from before a turn
        self.load_ahead = False  # a read-ahead may load the model first (after a local turn: agent/turn_prompt.py)
        self.closed = False  # set by ``close`` (agent/model_close.py): the model is never loaded or used again
        self._stopping = threading.Event()  # set by ``close`` too: evaluations made by a load end at their next batch

    @classmethod
    def shared(cls, path: str, n_ctx: int, *, idle_release_seconds: float = 120.0) -> OnDemandModel:
        """The process-wide holder for this file and context size."""
        with cls._instances_lock:
            key = (path, n_ctx)
            if key not in cls._instances:
                if not cls._instances:  # closed while the interpreter still runs, not torn down by exit (model_close)
                    atexit.register(cls.close_all)
                cls._instances[key] = cls(path, n_ctx, idle_release_seconds=idle_release_seconds)
            return cls._instances[key]

    @property
    def loaded(self) -> bool:
        """True while the model is in memory."""
        return self._llama is not None

    @property
    def failed(self) -> bool:
        """True when the last load attempt failed (the next use tries again)."""
        return self._llama is None and self._error is not None

    def prepare(self, need: int | None = None, *, make_room: bool = False, head: str = "",
                question: str = "") -> None:
        """Start loading in the background if the model is not in memory (returns at once).

        ``need``: the context the coming turn needs (None, e.g. on the wake word: what the last turn needed, or the
        full ``n_ctx`` before any turn; a turn that needs more reloads it). ``make_room``: the load is for a turn
        whose transcript is known, so the engines registered in hardware/residents.py (speech-to-text) are released
        first, as ``use`` does; without it both were resident at once during the load (bench/footprint.py).
        ``head``: a system prompt to evaluate after the load (``prompt_state.warm_head``), see ``prefetch``;
        ``question``: the words heard so far, read after it as the turn's question.
        """
        if self.closed:
            return
        if make_room:  # the turn itself is waiting: a load under way reads no head ahead (the turn reads its prompt)
            self._turn_waiting.set()
        if self._llama is None and not self._load_lock.locked():
            if make_room:
                residents.make_room("the language model")
            threading.Thread(target=self._quiet_load, args=(need, head, question), name="llm-load",
                             daemon=True).start()

    def prefetch(self, need: int | None = None, head: str = "", question: str = "") -> None:
        """Load the model and restore its voice-rules state on a background thread; returns at once.

        Idempotent: does nothing while the model is loaded or a load is under way. For the daemon while the user is
        still speaking; a turn that comes before the load ends waits for it (``use``), one that needs a larger
        context reloads. A failed load is logged and reported by the turn that needs the model. ``need`` None: the
        last turn's context, or ``MIN_CONTEXT`` before any turn (not ``n_ctx``: a guess made from a few words should
        not take the largest context, 38 MB more for 2,048 tokens; a turn that needs more reloads). ``head``: the
        system prompt the turn will most likely open with (voice rules and time line), evaluated after the load so
        the turn reads only its own words after the transcript (voice6: 13 prompt tokens instead of 43).
        """
        self.prepare(max(need or 0, self._last_need or MIN_CONTEXT), head=head, question=question)

    def keep_prompt_state(self, data_dir: Path | None, shared_text: str) -> None:
        """Restore the evaluated ``shared_text`` (the fixed voice rules) from ``data_dir`` on every load, saving it
        there on the first load that finds none; ``data_dir`` None: never. Only ``shared_text`` reaches the disk."""
        if data_dir is None or not shared_text:
            self._state = None
            return
        from gpt_home.agent import prompt_state

        self._state = (prompt_state.state_file(Path(data_dir), self.path, self.n_ctx, shared_text), shared_text)

    def wait_loaded(self, timeout_seconds: float) -> bool:
        """Wait up to ``timeout_seconds`` for a load under way; True once the model is in memory."""
        return self._settled.wait(timeout_seconds) and self._llama is not None

    @contextmanager
    def use(self, need: int | None = None, *, fits: Callable[[Any], bool] | None = None) -> Iterator[Any]:
        """The loaded ``Llama`` for one generation with a context of at least ``need`` tokens (None: ``n_ctx``);
        loads it first when needed, reloads it when its context is smaller, unless ``fits`` (the prompt counted by
        the tokenizer) says the loaded one holds it: ``need`` is estimated on the safe side, and a thread's first
        model turn after local turns was reloaded from 512 to 768 tokens for a 255-token prompt (issue 12).

        Raises:
            ModelLoadError: the model could not be loaded.
        """
        self._turn_waiting.set()  # a load under way reads no head ahead, a read-ahead stops: this turn reads its own
        self.ahead.take()  # a read-ahead asked for before this turn (its worker late) never runs after it
        with self._use_lock:
            self._cancel_release()
            self._last_need = self.n_ctx if need is None else need
            residents.make_room("the language model")  # speech-to-text is not needed until the next wake word
            try:
                llama = self._load(need, resize=True, fits=fits)
            finally:
                self._turn_waiting.clear()
            try:
                yield llama
            finally:
                self._last_used = time.monotonic()
                self._schedule_release()

    def read_ahead(self, chat: list[dict[str, Any]], *, ticket: int | None = None, load_need: int | None = None) -> int:
        """Evaluate ``chat`` while loaded and idle, stopping once a turn asks (agent/read_ahead.py); tokens read.
        ``ticket`` (``ahead.take()`` when it was asked for): nothing once a later read-ahead or a turn took one.
        ``load_need``: load the model first (that context) when it is not in memory. A read-ahead that ran or
        loaded counts as a use: the idle release is counted from it, so a model loaded for a thread stays as long
        as after a model turn and no longer."""
        ticket = self.ahead.take() if ticket is None else ticket
        if self.closed:
            return 0
        loaded = False
        ready = self._settled_model() is not None
        if load_need is not None and not ready and self.ahead.current(ticket) and not self._turn_waiting.is_set():
            self._quiet_load(load_need)  # or wait for the load under way (the load lock) and take that model
            loaded = self._llama is not None
        read = read_ahead.when_idle(self._use_lock, self._settled_model, chat, self._turn_waiting,
                                    wanted=lambda: self.ahead.current(ticket), done=self._used)
        if loaded and not read:  # loaded, but nothing read (a later read-ahead or a turn came first)
            self.idle_from_now()
        return read

    def _settled_model(self) -> Any:
        """The model once its load has finished, else None. A load evaluates on the model after it is assigned (the
        voice rules, the head) holding only the load lock: a read-ahead that took it then evaluated at the same time
        on the same llama.cpp context, and llama.cpp aborted the process (GGML_ASSERT in ops.cpp, twice in two
        voice runs at load 8: a local turn's read-ahead while the previous one's load was still priming)."""
        return self._llama if self._settled.is_set() else None

    def release(self, *, wait_for_load: bool = True) -> bool:
        """Close the model now unless a generation is running; True when it was released. ``wait_for_load`` False:
        nothing either while a load runs (the wake word's release must not hold up speech-to-text for a load)."""
        if not self._use_lock.acquire(blocking=False):
            return False
        try:
            if not self._load_lock.acquire(blocking=wait_for_load):
                return False
            try:
                if self._llama is None:
                    return False
                self._close()
            finally:
                self._load_lock.release()
            self.releases += 1
            _LOGGER.info("local language model released (idle limit %.0f s)", self.idle_release_seconds)
            self.released.set()
            return True
        finally:
            self._use_lock.release()

    # ---- internals ---------------------------------------------------------------------------------------

    def _quiet_load(self, need: int | None = None, head: str = "", question: str = "") -> None:
        """Load ahead of need; a failure is logged in ``_load`` and reported by the turn that needs the model."""
        with contextlib.suppress(ModelLoadError):
            self._load(need, head=head, question=question)

    def _close(self) -> None:
        """Drop the loaded model and give its memory back (caller holds the load lock and no generation runs);
        with ``keep_thread`` what it has read is kept for the next load first."""
        if self.keep_thread and self._llama is not None:
            from gpt_home.agent import thread_state

            self._kept, self._kept_at = thread_state.take(self._llama), time.monotonic()
            if self._kept is not None:  # never kept in memory longer than its conversation lasts
                self._drop_kept_later()
        llama, self._llama, self.context = self._llama, None, 0
        self._settled.clear()
        close = getattr(llama, "close", None)
        if close is not None:
            close()
        del llama
        gc.collect()
        heap.trim()  # llama.cpp's context buffers were freed: give the pages back now, not at the next trim

    def _load(self, need: int | None = None, *, resize: bool = False, head: str = "", question: str = "",
              fits: Callable[[Any], bool] | None = None) -> Any:
        """The loaded model; ``resize`` (only under the use lock) reloads one whose context is smaller than ``need``
        (unless ``fits`` says the prompt fits the loaded one)."""
        need = need if need is not None else (self._last_need or self.n_ctx)
        target = min(self.n_ctx, max(need, MIN_CONTEXT))
        with self._load_lock:
            if self.closed:
                raise ModelLoadError(f"{Path(self.path).name} was closed: the process is stopping")
            if self._llama is not None:
                if not resize or self.context >= target:
                    return self._llama
                if fits is not None and fits(self._llama):
                    _LOGGER.debug("the prompt fits the loaded %d-token context: not reloaded", self.context)
                    return self._llama
                _LOGGER.info("reloading the local language model with a %d-token context (had %d)", target,
                             self.context)
                self._close()
            self._settled.clear()
            started = time.monotonic()
            heap.trim()  # what speech-to-text and the turn so far freed goes back before the model's buffers come
            _LOGGER.info("loading the local language model %s (%d-token context)", Path(self.path).name, target)
            try:
                self._llama = self._factory(self.path, target)
                read_ahead.count_evaluations(self._llama, self.eval_sizes)
                self.context = target
            except Exception as exc:  # noqa: BLE001 - llama.cpp reports a failed load as ValueError/MemoryError/...
                self._error = exc
                _LOGGER.error("the local language model could not be loaded (%s: %s); answering with local "
                              "commands only", type(exc).__name__, exc)
                self._settled.set()  # waiters see no model; the turn that needs it reports the failure
                raise ModelLoadError(f"could not load {Path(self.path).name}: {type(exc).__name__}") from exc
            self._error = None
            self.thread_tokens = self._put_thread(self._llama)
            # The kept conversation starts with the voice rules and the head: nothing more to read ahead then
            self.restored_tokens = 0 if self.thread_tokens else self._restore_state(self._llama)
            warm = head and not self.thread_tokens and not self._turn_waiting.is_set()
            self.head_tokens = (self._warm_head(self._llama, head, self.keep_thread, question, self._turn_waiting)
                                if warm else 0)
            self.loads += 1
            self.released.clear()
            self._settled.set()
            self.last_load_seconds = time.monotonic() - started
            _LOGGER.info("local language model loaded in %.2f s", self.last_load_seconds)
            return self._llama

    def _drop_kept_later(self) -> None:
        if self._kept_timer is not None:
            self._kept_timer.cancel()
        self._kept_timer = threading.Timer(self.kept_thread_seconds, self.drop_kept_thread, kwargs={"if_older": True})
        self._kept_timer.daemon = True
        self._kept_timer.start()

    def drop_kept_thread(self, *, if_older: bool = False) -> bool:
        """Forget the conversation kept over a release (``if_older``: only once its gap has passed); True when one
        was dropped. The household's words are then no longer held in this process for the model."""
        with self._load_lock:
            if self._kept is None or (if_older and time.monotonic() - self._kept_at < self.kept_thread_seconds):
                if not if_older:
                    self.layout.forget()
                return False
            self._kept = None
            self.layout.forget()
        _LOGGER.debug("kept conversation dropped")
        return True

    def _put_thread(self, llama: Any) -> int:
        """Put the conversation kept at the last release into a fresh load; the tokens it holds (0: none, or it
        was older than the conversation's idle gap)."""
        kept, self._kept = self._kept, None
        if kept is None or time.monotonic() - self._kept_at >= self.kept_thread_seconds:
            return 0
        from gpt_home.agent import thread_state

        try:
            restored = thread_state.put(llama, kept)
        except Exception as exc:  # noqa: BLE001 - an optimisation: the turn then reads its whole prompt
            _LOGGER.debug("conversation state not restored (%s: %s)", type(exc).__name__, exc)
            return 0
        if restored:
            _LOGGER.info("kept conversation restored (%d tokens, %.1f MB)", restored, kept.size_bytes / 1e6)
        return restored

    def _restore_state(self, llama: Any) -> int:
        """Restore the voice rules' evaluated state into a freshly loaded model (or evaluate and save it the first
        time); the number of prompt tokens restored. Never fails a load: the prompt is then read as before."""
        if self._state is None:
            return 0
        from gpt_home.agent import prompt_state

        path, shared_text = self._state
        try:
            restored = prompt_state.restore(llama, path)
            if not restored and prompt_state.prime(llama, path, shared_text, stop=self._stopping):
                _LOGGER.info("voice rules evaluated and kept for the next load (%d tokens)", llama.n_tokens)
                return 0
        except Exception as exc:  # noqa: BLE001 - an optimisation: any failure leaves a plain, empty model
            _LOGGER.debug("prompt state not used (%s: %s)", type(exc).__name__, exc)
            with contextlib.suppress(Exception):
                llama.reset()
            return 0
        if restored:
            _LOGGER.debug("voice rules restored from %s (%d tokens)", path.name, restored)
        return restored

    @staticmethod
    def _warm_head(llama: Any, head: str, append_only: bool = False, question: str = "",
                   stop: threading.Event | None = None) -> int:
        """Evaluate the coming turn's system prompt ahead (``prompt_state.warm_head``), ending at the next batch once
        ``stop`` is set (a turn waits and reads its own prompt, or the process stops); never fails a load."""
        from gpt_home.agent import prompt_state

        try:
            return prompt_state.warm_head(llama, head, append_only=append_only, question=question, stop=stop)
        except Exception as exc:  # noqa: BLE001 - an optimisation: the turn then reads its whole prompt
            _LOGGER.debug("system prompt not evaluated ahead (%s: %s)", type(exc).__name__, exc)
            return 0
