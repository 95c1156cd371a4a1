"""The wake phrase's own audio in front of the command, and the command's words taken out of the transcript after it.

Why: the keyword spotter's end of "hey computer" is an estimate that falls inside the last syllable of "computer".
Transcribed from there, the leftover "-ter" became a word and swallowed the next ones: "hey computer set a timer for
five minutes" was heard as "for five minutes." (3 of 11 bench turns). Whisper hears a whole phrase far better than
a clipped one, so the speech-to-text pass gets the audio from just before the wake phrase on (``WAKE_PREROLL_SECONDS``
before the spotter's end, the same span the house arbiter scores), and the command is what follows the wake phrase's
last word in the transcript, however the words before it came out ("Hey computer,", "They computer-", "A computer").
When the transcript has no "computer" near its start (1 turn in 19 in the bench), the audio from the spotter's end is
transcribed again, as before this fix: during the end silence, as soon as a speculative transcript shows it, and that
transcript of the command alone is judged and kept (audio/speculation.py ``PrefixReading``, set up by capture.py).
The endpointer never sees the pre-roll: it starts on the speech after the
spotter's end.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from gpt_home.audio.speculation import PrefixReading
from gpt_home.audio.wake import Detection, strip_wake_phrase, words
from gpt_home.daemon.feed import AudioFeed

_LOGGER = logging.getLogger(__name__)
_ALONE_WORDS_TO_TELL = 4  # a transcript of the speech alone shorter than this never ends the request on "cannot tell"
WAKE_PREROLL_SECONDS = 1.2  # the audio before the spotter's end that holds the wake phrase (flite: 0.7-0.9 s)
Judge = Callable[[str], "bool | None"]


def wake_preroll(feed: AudioFeed, detection: Detection) -> bytes:
    """The audio already read from ``WAKE_PREROLL_SECONDS`` before the detection's end up to that end."""
    start = detection.end_seconds - WAKE_PREROLL_SECONDS
    return b"".join(c.pcm for c in feed.history
                    if start - 1e-6 <= c.start_seconds < detection.end_seconds - 1e-6)


def command_after_wake(transcript: str, phrase: str) -> str | None:
    """The words after the wake phrase in a transcript of audio that starts with it; None when it is not there.

    The wake phrase's last word ("computer") is looked for among the first words (as many as the phrase has, plus
    one for a word heard before it); everything up to it goes. None: Whisper misheard the wake word itself ("He
    continued a view road" for "hey computer who wrote"), and where the command starts is unknown.
    """
    wanted = words(phrase)
    if not wanted:
        return transcript.strip()
    said = words(transcript)
    last = wanted[-1]
    for index, word in enumerate(said[: len(wanted) + 1]):
        if word == last or (word.startswith(last) and len(word) <= len(last) + 2):  # "computers", "computer's"
            rest = said[index + 1:]
            return _original_tail(transcript, len(rest)) if rest else ""
    return None


def _original_tail(transcript: str, count: int) -> str:
    """The last ``count`` words of ``transcript`` with their original spelling and punctuation."""
    tokens = transcript.replace("-", " ").split()
    kept: list[str] = []
    for token in reversed(tokens):
        if words(token):
            count -= len(words(token))
        kept.append(token)
        if count <= 0:
            break
    return " ".join(reversed(kept)).strip()


def judging_the_command(judge: Judge, *, phrase: str | None,
                        on_words: Callable[[str], None] | None = None) -> Judge:
    """The completeness judge for one capture. ``phrase``: the audio starts with this wake phrase, and the command
    after it is judged (nothing said after it yet: unfinished, the command is coming); None: the words as heard.

    ``on_words`` hears each command judged (the speculative transcripts while the user still speaks): the daemon
    starts loading the model from it.
    """

    def is_complete(transcript: str) -> bool | None:
        command = transcript if phrase is None else command_after_wake(transcript, phrase)
        if command is None:
            # The wake word misheard ("He continued a view road" for "hey computer who wrote"): where the command
            # starts is unknown, so its words cannot vouch for an early end (a None here cut "who wrote ... pride and
            # prejudice" at the middle silence). The model still gets them to prepare; the long silence applies
            # unless the capture's transcript of the command alone comes first (it is judged by the plain judge).
            command = strip_wake_phrase(transcript, phrase or "").strip()
            if on_words is not None and words(command):
                _prepare(on_words, command)
            return False
        if not words(command):
            return None if phrase is None else False
        if on_words is not None:
            _prepare(on_words, command)
        return judge(command)

    return is_complete


def reading_after_wake(judge: Judge | None, phrase: str,
                       on_words: Callable[[str], None] | None = None) -> PrefixReading:
    """How speculative capture reads a transcript with the wake phrase's audio in front: the command follows the
    wake phrase's words; when they are not there (Whisper misheard the wake word itself), the speech after the
    spotter's end is transcribed alone, during the silence, and judged (by ``judge``) as the command it is."""
    plain = None if judge is None else judging_the_command(judge, phrase=None, on_words=on_words)

    def alone(text: str) -> bool | None:
        # The speech alone loses or garbles its first words to the wake word's last syllable ("road." for "who
        # wrote", "review wrote"): short, "cannot tell" is read as unfinished, or the middle silence cut the pause
        # (bench/wake_prefix_cutoffs.py: "who wrote ... pride and prejudice" cut after "road."). Only a judge's
        # True, or four words and more, vouch for an earlier end.
        assert plain is not None
        verdict = plain(text)
        return False if verdict is None and len(words(text)) < _ALONE_WORDS_TO_TELL else verdict

    return PrefixReading(heard=lambda text: command_after_wake(text, phrase) is not None,
                         judge=None if plain is None else alone)


def telling_the_command(on_final: Callable[[str], None], *, phrase: str | None) -> Callable[[str, bool], None]:
    """Speculative capture's ``on_final`` (a final transcript, of the speech alone or not) as the command's words
    for ``on_final``: after the wake phrase when the audio starts with it (``phrase``); nothing when it is not there."""

    def told(transcript: str, alone: bool) -> None:
        command = transcript if phrase is None or alone else command_after_wake(transcript, phrase)
        if command is not None and words(command):
            _prepare(on_final, command)

    return told


def _prepare(on_words: Callable[[str], None], command: str) -> None:
    try:
        on_words(command)
    except Exception as exc:  # noqa: BLE001 - a failed preparation never stops the capture
        _LOGGER.warning("preparing for %r failed: %s", command, exc)
