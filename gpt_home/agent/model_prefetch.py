"""Start loading the local model while the user still speaks, once the words heard so far are not a local command.

Why: by default the daemon releases an idle model on the wake word (speech-to-text and the model are then never
resident together) and, before this, loaded it again only after the final transcript: a model turn paid the load,
and the first answer of a fresh load re-read the voice rules, 2.9-6.4 s from the end of speech to the first audio
(quiet box, round four). The speculative transcripts made during the user's pauses tell early which turns go to the
model: a transcript that no local command takes and that does not end unfinished ("set a timer for" is most likely a
local command still being said) starts the load on a background thread, on the other core, while the endpointer is
still waiting out the pause. A turn answered locally after all gives the model back at once (the load was a guess);
a model turn keeps it as before (released on the next wake word or after ``llm_idle_release_seconds``).

The matcher and the judge are injected (the same ones the endpointer uses), so this module knows no intent rules.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from gpt_home.agent.reply import ReplySource

_LOGGER = logging.getLogger(__name__)
LOAD_WAIT_SECONDS = 60.0  # a guessed load still running when the turn ends is awaited this long, then released


class ModelPrefetch:
    """``heard(words)`` for each speculative transcript; ``reply_done(source)`` after each reply."""

    def __init__(self, model: Any, *, claimed: Callable[[str], bool], unfinished: Callable[[str], bool],
                 head: Callable[[], str] | None = None) -> None:
        self.model, self.claimed, self.unfinished = model, claimed, unfinished
        self.head = head  # the system prompt a model turn would open with now (voice rules, time line), or None
        self.guesses = 0  # loads started from speech (tests, logs)
        self._guessed = False  # this turn started a load the reply may not need

    def heard(self, words: str) -> None:
        """Words heard so far (the wake phrase already taken out): start the load unless a local command takes them."""
        holder = self.model.holder
        if holder.loaded or not words.strip() or self.claimed(words) or self.unfinished(words):
            return
        self._guessed = True
        self.guesses += 1
        _LOGGER.info("no local command in %r so far: loading the language model while the user speaks", words)
        # A background load (context sized to the words) restoring the voice rules and reading the system prompt's head
        self.model.prefetch(words, head=self.head() if self.head is not None else "")

    def reply_done(self, source: ReplySource | None, *, model_ran: bool = False) -> None:
        """The turn's reply came from ``source``: a load guessed for a turn the model did not answer is given back.
        A model that generated (``model_ran``: its reply replaced by the guard) is kept like a model turn's: the
        thread's next question most likely goes to the model too, and a reload costs it about 0.3 s (issue 12).
        So is one whose holder reads the thread ahead after local turns too (``load_ahead``, agent/turn_prompt.py):
        it is loaded after this turn anyway, and giving it back would only race that load."""
        if not self._guessed:
            return
        self._guessed = False
        holder = self.model.holder
        if source == ReplySource.MODEL or model_ran:
            return

        def give_back() -> None:
            holder.wait_loaded(LOAD_WAIT_SECONDS)  # a load under way finishes first; release() waits for a generation
            if holder.load_ahead:  # kept for the thread, and given back after the idle limit like a used one
                holder.idle_from_now()
            elif holder.release():
                _LOGGER.info("language model loaded for nothing (a %s reply): released", source)

        threading.Thread(target=give_back, name="llm-give-back", daemon=True).start()
