"""Speaking a reply: streamed text pieces -> sentences -> speech -> the player, while the loop keeps listening.

The responder runs on a worker thread so a slow model never stalls listening for "stop"; each sentence is spoken as
soon as it is complete. While a live speaker plays, ``listen`` is called between frames; it raises ``Cut`` to stop.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections import deque
from collections.abc import Callable, Iterable

from gpt_home.audio.chunker import FIRST_CLAUSE_MIN_WORDS, FIRST_PHRASE_MIN_WORDS, SentenceChunker
from gpt_home.audio.tts import Earcon, Playback, Player, SpeechAudio, Synthesizer, earcon
from gpt_home.audio.wake import Detection
from gpt_home.daemon_status import TurnTimings
from gpt_home.errors import GptHomeError

_LOGGER = logging.getLogger(__name__)
_END = object()


class Cut(Exception):
    """Playback was cut by "stop", the button or the wake word (control flow inside a turn, never escapes it).

    ``detection`` is the wake word that cut it (a barge-in: a new turn follows), or None for "stop"/the button.
    """

    def __init__(self, detection: Detection | None = None) -> None:
        super().__init__("cut")
        self.detection = detection


# Called between frames while a live speaker plays (the current playback): returns, or raises Cut.
Listener = Callable[[Playback | None], None]
# Told about every sound started: (audio, the sentence it says or "" for a tone).
PlayedHook = Callable[[SpeechAudio, str], None]


class ReplySpeaker:
    """Speaks reply pieces sentence by sentence on ``player``."""

    def __init__(self, synthesizer: Synthesizer, player: Player, *, clock: Callable[[], float],
                 on_speaking: Callable[[], None], on_play: PlayedHook | None = None,
                 on_cut: Callable[[], None] | None = None) -> None:
        self.synthesizer, self.player = synthesizer, player
        self._clock, self._on_speaking, self._on_play, self._on_cut = clock, on_speaking, on_play, on_cut
        self.last_cut: Cut | None = None
        self.spoken: list[str] = []  # the sentences of the last reply that were started
        # The agent's own "this reply expects an answer" flag, when a piece carries one (an object with
        # ``expects_answer``, e.g. the agent's Reply, yielded after the text); None: judge from the text.
        self.expects_answer: bool | None = None

    def play_earcon(self, kind: Earcon) -> None:
        """A short tone on a live speaker (not awaited: capture starts while it plays)."""
        if self.player.live:
            try:
                self._start(earcon(kind), "")
            except GptHomeError as exc:
                _LOGGER.warning("earcon failed: %s", exc)

    def _start(self, audio: SpeechAudio, text: str) -> Playback:
        playback = self.player.start(audio)
        if self._on_play is not None:
            self._on_play(audio, text)
        return playback

    def speak(self, pieces: Iterable[str], *, label: str, timings: TurnTimings | None, listen: Listener,
              prefix: Earcon | None = None) -> float | None:
        """Speak pieces as they arrive; returns the clock time of the first audio (None if nothing was said).

        A cut sets ``timings.outcome = "cut"`` and ``last_cut``; it never escapes.
        """
        start = self._clock()
        feed: queue.Queue[object] = queue.Queue()
        cancelled = threading.Event()
        self.last_cut, self.spoken, self.expects_answer = None, [], None

        def produce() -> None:
            try:
                for piece in pieces:
                    if cancelled.is_set():
                        break
                    feed.put(piece)
                feed.put(_END)
            except Exception as exc:  # noqa: BLE001 - handed to the loop's thread, which raises it there
                feed.put(exc)

        threading.Thread(target=produce, name="responder", daemon=True).start()
        chunker = SentenceChunker(first_clause_min_words=FIRST_CLAUSE_MIN_WORDS,
                                  first_phrase_min_words=FIRST_PHRASE_MIN_WORDS)
        sentences: deque[str] = deque()
        playback: Playback | None = None
        first_audio: float | None = None
        finished = False
        self.player.begin(label)
        try:
            if prefix is not None:
                playback = self._start(earcon(prefix), "")
            while True:
                busy = playback is not None and not playback.done()
                if not finished:
                    try:
                        item = feed.get(timeout=0.0 if (busy or sentences) else 0.05)
                    except queue.Empty:
                        item = None
                    if isinstance(item, Exception):
                        raise item
                    if item is _END:
                        finished = True
                        sentences.extend(chunker.flush())
                    elif isinstance(item, str):
                        sentences.extend(chunker.feed(item))
                    elif item is not None and hasattr(item, "expects_answer"):
                        self.expects_answer = bool(item.expects_answer)
                if sentences and not busy:
                    if timings and timings.agent_first_s is None:
                        timings.agent_first_s = self._clock() - start
                    synth_start = self._clock()
                    sentence = sentences.popleft()
                    audio = self.synthesizer.synthesize(sentence)
                    if first_audio is None:
                        if timings:
                            timings.tts_first_s = self._clock() - synth_start
                        first_audio = self._clock()
                        self._on_speaking()
                    self.spoken.append(sentence)
                    playback = self._start(audio, sentence)
                    continue
                if finished and not sentences and not busy:
                    return first_audio
                if self.player.live:
                    listen(playback)
        except Cut as cut:
            self.last_cut = cut
            if timings:
                timings.outcome = "cut"
            return first_audio
        finally:
            cancelled.set()
            if playback is not None and not playback.done():
                playback.cut()
                if self._on_cut is not None:
                    self._on_cut()
            self.player.finish()
