"""Load the local model during the end-of-speech silence where speech-to-text and the model take turns in memory.

Why: on a machine without room for both (a 512 MB Pi Zero 2 W, ``llm_load_while_speaking`` off) the model is
released on the wake word and, before this, was loaded again only once the turn needed it, after the endpoint, the
final transcript and the local skills: every model turn waited for a load (0.18-0.3 s on the 2-core box, issue 12).
``agent/model_prefetch.py`` cannot start it earlier there: while the user speaks, speech-to-text still has passes to
run, and both resident at once would raise the daemon's peak memory above its 300 MB budget.

But speculative capture often knows the final transcript before the endpoint (audio/speculation.py ``on_final``: a
complete command's quick pass, or the final pass run during the silence, 0.25-0.5 s before the endpoint). Speech-to-
text has no pass left then, so when those words are no local command (and do not end unfinished), the two swap right
there, on a worker thread: speech-to-text is released (hardware/residents.py ``make_room``, as the model's own use
would do after the endpoint) and, once it is, the model starts loading, reading the system prompt's head and the
words after it. The turn then finds it loaded, or loading.

Bounded as before: the model is a guest (``residents.register_guest``). Should speech go on after all, speech-to-text
loads again for the next pass and the guessed model is released first (``give_way``); a turn the local skills
answer gives it back at once (``reply_done``); the wake word releases it as it releases any idle model.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from gpt_home.agent.model_prefetch import LOAD_WAIT_SECONDS, ModelPrefetch
from gpt_home.agent.reply import ReplySource
from gpt_home.hardware import residents

_LOGGER = logging.getLogger(__name__)


class SilenceLoad(ModelPrefetch):
    """``final(words)`` for the final command heard in the end silence; ``reply_done(source)`` after each reply.

    ``heard`` (each speculative transcript) loads nothing: speech-to-text may still need its memory then.
    """

    def __init__(self, model: Any, *, claimed: Callable[[str], bool], unfinished: Callable[[str], bool],
                 head: Callable[[], str] | None = None) -> None:
        super().__init__(model, claimed=claimed, unfinished=unfinished, head=head)
        self.swaps = 0  # speech-to-text released for a load started in the silence (tests, logs)
        self._loads_before = 0  # the holder's load count when the guess was made (its load finished once above)
        self._swapping = threading.Event()  # set once the last guess's swap has released and started, or not
        self._swapping.set()
        residents.register_guest(self.give_way)

    def heard(self, words: str) -> None:
        """Words heard so far: nothing is loaded beside speech-to-text here (see the module docstring)."""

    def final(self, words: str) -> None:
        """The turn's final words, known before the endpoint, speech-to-text idle: swap it for the model unless a
        local command takes the words (returns at once; the swap runs on a worker thread, off the capture's)."""
        holder = self.model.holder
        if holder.loaded or not words.strip() or self.claimed(words) or self.unfinished(words):
            return
        self._guessed = True
        self.guesses += 1
        self._loads_before = holder.loads
        self._swapping = swapping = threading.Event()
        threading.Thread(target=self._swap, args=(words, swapping), name="llm-swap", daemon=True).start()

    def _swap(self, words: str, swapping: threading.Event) -> None:
        """Release speech-to-text, then start the model's load, only if it was released: one busy with a pass (the
        user went on after all) keeps the model out, and the turn loads it as before."""
        try:
            residents.make_room("the language model")
            if residents.holding():
                self._guessed = False
                return
            self.swaps += 1
            _LOGGER.info("no local command in the final %r: loading the language model in the end silence", words)
            self.model.prefetch(words, head=self.head() if self.head is not None else "")
        finally:
            swapping.set()

    def reply_done(self, source: ReplySource | None, *, model_ran: bool = False) -> None:
        """As ``ModelPrefetch.reply_done``, once this turn's swap has decided whether it loads (it ran during the
        silence, so it has, but a load it never started must not be waited for)."""
        self._swapping.wait(LOAD_WAIT_SECONDS)
        super().reply_done(source, model_ran=model_ran)

    def give_way(self) -> bool:
        """Release a model loaded on this turn's guess (an engine loads again: speech went on); True when released.
        A model in use (a turn generating) is never released here."""
        if not self._guessed:
            return False
        self._swapping.wait(LOAD_WAIT_SECONDS)  # the swap decides first whether it loads at all
        holder = self.model.holder
        if not self._guessed:
            return False
        if holder.loads == self._loads_before:  # the guessed load is still under way (or its thread starting)
            holder.wait_loaded(LOAD_WAIT_SECONDS)  # a release now would find nothing, and the load come after
        released = bool(holder.release())
        if released:
            self._guessed = False
            _LOGGER.info("speech went on after the final words: the guessed language model load gave way")
        return released

    def settled(self, timeout_seconds: float) -> bool:
        """Wait until the last guess's swap has released speech-to-text and started the load, or decided not to."""
        return self._swapping.wait(timeout_seconds)

    def close(self) -> None:
        """Stop being asked to give way (tests; the daemon keeps one for its life)."""
        residents.unregister_guest(self.give_way)
