"""The reply guard over a stream: a reply's first clause is spoken as soon as the guard can decide it is safe.

Why: the voice rules ask for short replies, often one sentence; a guard that held the first sentence whole started
speech when the reply was half done (first audio at 0.52 of the full reply time, issue 12 asks for 0.35).

What may be decided on a prefix (agent/guard.py's checks):

* a leak, a clock time or date, an invented place and (for the questions where it applies) a number are found in the
  prefix if they are in it; what comes later is checked when it comes;
* a copied earlier reply is decided once the prefix's words differ from the start of every earlier reply (the "same
  first six words" rule) and its word pairs are not all an earlier reply's;
* an echo of the user's words is decided once the utterance can no longer start within the reply's first few words
  (a first sentence that echoes by itself, "Nice to meet you too!", waits for the next: the whole reply decides);
* questions that ask for a number or a time (``how many``, ``when``, a local skill's subject) are held whole: a
  guessed number is the likely failure there, and it comes after the first words.

A first sentence whose complete words already fail in a way no later word can mend (a leak, a clock time or date, an
invented place, an unprompted apology or claim, a guessed number; for a knowledge question stating no number, any
digit) gets its fallback at once, not at its full stop: the pauses set's "how far is ... the moon" waited for
"The moon is approximately 140,762." before its fallback (``bench/stream_guard_eval.py`` replies: 294 of 4,418 heard
sooner, 3 model tokens median, 21 at most; none changes between the model's words and a fallback).

Only a first clause that ends at a comma (a semicolon, a colon, a dash) and makes a statement by itself
(``agent/main_clause.py``) is spoken early. When the rest of its sentence then fails, the reply stops after that
clause: never the failing words, and never the fallback after them (a household that heard "Cats are the most popular
pets in — sorry, I'm not sure about that." heard a cut-off sentence and an apology). The fallback is only ever said
first, in place of a reply of which nothing was spoken. A failing later *sentence* ends the reply at the last full
stop, as before.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from gpt_home.agent.guard import (
    _ECHO_EXTRA_WORDS,
    _MIN_ECHO_WORDS,
    _MIN_REPEAT_WORDS,
    _SAME_START_WORDS,
    _STATED_NUMBER_RE,
    GuardReason,
    Verdict,
    _runs,
    asks_knowledge,
    asks_local_fact,
    check_reply,
    fallback_for,
    split_sentences,
    words,
)
from gpt_home.agent.main_clause import is_main_clause
from gpt_home.agent.prompts import LOADING_NOTICE
from gpt_home.audio.chunker import FIRST_CLAUSE_MIN_WORDS, first_phrase_cut

_AFTER_CUT = re.compile(r"\s*")  # the whitespace after a clause break: a chunker downstream confirms the break by it
_BREAK_RE = re.compile(r"\s*[,;:\-–—]$")  # the clause break itself, at the end of the clause released early
# Knowledge questions whose answer is a number or a date: the guessed number comes after the first words.
_ASKS_NUMBER_RE = re.compile(
    r"\bhow (?:many|much|far|long|old|big|tall|high|deep|fast|heavy|hot|cold|large|small|often)\b|\bwhen\b"
    r"|\bwhat (?:year|age|percentage|number)\b", re.IGNORECASE)
_ENDS_SENTENCE_RE = re.compile(r"[.!?…][\"')\]]*\s*$")
_QUOTE_RE = re.compile(r"[\"“”‘’]|(?:^|\s)'")
_DIGIT_RE = re.compile(r"\d")
# Failures found in a sentence's complete words that no later word can take back (regular expressions and word runs
# searched for in the words; a repeat, an echo, a missed question or a misspelt word are decided by the whole)
_SETTLED_BY_A_START = frozenset({GuardReason.LEAK, GuardReason.LOCAL_FACT, GuardReason.INVENTED_PLACE,
                                 GuardReason.UNPROMPTED, GuardReason.CLAIMS_HOUSE, GuardReason.GUESSED_NUMBER})
# After a digit in the answer to a knowledge question stating no number the whole sentence fails whatever follows;
# the verdict on the words so far gives the line, unless only the whole can give it
_FAILS_THE_WHOLE_AFTER_A_DIGIT = frozenset(set(GuardReason) - {GuardReason.TRIMMED, GuardReason.ECHO,
                                                              GuardReason.MISSPELLS})
_LAST_WORD_RE = re.compile(r"\S*$")


def _last_word_start(text: str) -> int:
    """Where the last word of ``text`` starts: it may still grow ("confusion" -> "confusions")."""
    return _LAST_WORD_RE.search(text).start()  # type: ignore[union-attr]
_LOGGER = logging.getLogger(__name__)


# "is it ok to give a baby honey": a yes or no whose caveat follows ("Yes, you can..., unless they are under 1")
_YES_NO_RE = re.compile(r"^(?:(?:so|and|um|hey|ok|okay|well) )*(?:is|are|was|were|can|could|should|shall|does|do|"
                        r"did|will|would|may|might|must|has|have)\b", re.IGNORECASE)


def early_release_allowed(utterance: str, grounded: bool) -> bool:
    """False for questions whose likely failure (a guessed number or time) comes after a reply's first words, and
    for yes/no questions: a first clause said alone ("Yes, you can give a baby honey,") would drop its caveat."""
    if grounded:
        return True
    if _YES_NO_RE.match(utterance.strip()):
        return False
    return not asks_local_fact(utterance) and not (asks_knowledge(utterance) and _ASKS_NUMBER_RE.search(utterance))


def prefix_decided(prefix: str, *, utterance: str, earlier_replies: Sequence[str]) -> bool:
    """True when the whole-reply rules (a copied earlier reply, an echo of the user) cannot fail because of this
    prefix: it may be spoken once ``check_reply`` passes it too."""
    tokens = words(prefix)
    if _QUOTE_RE.search(prefix):
        return False  # the user's words quoted back is an echo whatever follows
    for previous in earlier_replies:
        other = words(previous)
        if len(other) < _MIN_REPEAT_WORDS:
            continue
        if len(tokens) < _SAME_START_WORDS and tokens == other[:len(tokens)]:
            return False  # so far the same start as an earlier reply
        pairs = _runs(tokens, 2)
        if pairs and pairs <= _runs(other, 2):
            return False  # so far every word pair is the earlier reply's
    said = words(utterance)
    if len(said) >= _MIN_ECHO_WORDS:
        for start in range(min(_ECHO_EXTRA_WORDS, len(tokens)) + 1):  # where the user's words could begin
            overlap = tokens[start:start + len(said)]
            if overlap == said[:len(overlap)]:
                return False
    return True


class StreamGuard:
    """Checks a streamed reply sentence by sentence, so the first words are spoken as soon as they are checked.

    ``feed(token)`` returns the text that may be spoken now; ``finish()`` returns what is left. The reply's first
    clause is released as soon as it is decided (module docstring); the rest of its sentence and each later sentence
    are checked when complete. A first piece that fails is replaced by the fallback and the rest dropped; a later
    sentence that fails ends the reply at the last full stop; a sentence that fails after its first clause was spoken
    ends the reply after that clause (``stopped_at_clause``): the fallback never follows spoken words.
    """

    def __init__(self, *, utterance: str, earlier_replies: Sequence[str] = (), fallback: str | None = None,
                 clause_min_words: int = FIRST_CLAUSE_MIN_WORDS):
        self._utterance = utterance
        self._earlier = list(earlier_replies)
        self._fallback = fallback if fallback is not None else fallback_for(utterance, earlier_replies)
        self._clause_min_words = clause_min_words
        self._pending = ""
        self._held = ""  # a first sentence that echoes the user by itself: the whole reply decides (agent/guard.py)
        self._spoken = ""
        self._stopped = False
        self._early = False  # a first clause was released: at most one per reply
        self.grounded = False  # set when the model called a tool this turn (see check_reply)
        self.verdict: Verdict | None = None  # the first failing verdict, if any
        self.stopped_at_clause = False  # a sentence failed after its first clause was spoken: the reply ends there
        # A knowledge question with no number in it: any digit in the reply's first sentence is a guessed number, so
        # that sentence fails whatever follows the digit (agent/guard.py states_guessed_number)
        self._digit_fails = asks_knowledge(utterance) and not _STATED_NUMBER_RE.search(utterance)
        self.pieces = 0  # model pieces fed so far
        self._judged = ""  # the first sentence's start last judged by _failed_start
        self.first_words_after: int | None = None  # the pieces fed when the first words were let through

    @property
    def stopped(self) -> bool:
        """True once nothing more of the model's reply will be said (its generation may be stopped)."""
        return self._stopped

    def _check(self, sentence: str, *, final: bool = False) -> str:
        sentence, self._held = self._held + sentence, ""
        spoken_so_far = (self._spoken + sentence).strip()
        verdict = check_reply(spoken_so_far, utterance=self._utterance, earlier_replies=self._earlier,
                              fallback=self._fallback, grounded=self.grounded)
        if verdict.ok:
            self._spoken += sentence
            return sentence
        if verdict.reason is GuardReason.ECHO and not self._spoken and not final:
            self._held = sentence  # "Nice to meet you too!" echoes alone; with what follows it may not
            return ""
        self.verdict = verdict
        self._stopped = True
        if verdict.reason is GuardReason.TRIMMED:  # the first sentence is said (now or already): nothing more
            if not self._spoken:
                self._spoken = verdict.text
                return verdict.text
            return self._end_mid_sentence(verdict)
        if not self._spoken:  # the turn's own line for it (a guessed number: "... I can't look it up offline.")
            self._spoken = verdict.text
            return verdict.text
        return self._end_mid_sentence(verdict)

    def _end_mid_sentence(self, verdict: Verdict) -> str:
        """Nothing more is said: after a full stop the reply is whole; after a first clause released early (a
        statement by itself, ``_early_cut``) it ends there, never with the fallback after the words heard."""
        if self._spoken.strip() and not _ENDS_SENTENCE_RE.search(self._spoken):
            self.stopped_at_clause = True
            _LOGGER.debug("the rest of the first sentence failed (%s): the reply ends after its first clause",
                          verdict.reason)
        return ""

    def _early_cut(self) -> int | None:
        """Where the first clause may be released before its sentence ends, or None (not yet, or not decidable)."""
        if self._early or not early_release_allowed(self._utterance, self.grounded):
            return None
        # a clause break only (not before a joining word or an article): what is said early ends where a clause does
        cut = first_phrase_cut(self._pending, clause_min_words=self._clause_min_words, phrase_min_words=10**6)
        if cut is None or not is_main_clause(_BREAK_RE.sub("", self._pending[:cut])):
            return None
        prefix = self._spoken + self._pending[:cut]
        if not prefix_decided(prefix, utterance=self._utterance, earlier_replies=self._earlier):
            return None
        if not check_reply(prefix.strip(), utterance=self._utterance, earlier_replies=self._earlier,
                           grounded=self.grounded).ok:
            return None  # judged on its whole sentence instead, so a rule not decided on a prefix stays sound
        # with the whitespace after the break, so a chunker downstream sees the same break (and not the next word,
        # which would be said after the clause if the rest of the sentence fails)
        return _AFTER_CUT.match(self._pending, cut).end()  # type: ignore[union-attr]

    def feed(self, token: str) -> str:
        """Take the next piece of the stream; return what is safe to speak now ("" while a sentence is open)."""
        self.pieces += 1
        out = self._feed(token)
        if out and self.first_words_after is None:
            self.first_words_after = self.pieces  # the voice bench's stage: model pieces before the first audio
            _LOGGER.debug("reply guard: first words through after %d model pieces", self.pieces)
        return out

    def _failed_start(self) -> str | None:
        """The line to say now when the first sentence, still being written, already fails in a way no later word
        can mend: a leak, a clock time or date, an invented place, an unprompted apology or claim, a guessed number
        (in its complete words; for a knowledge question stating no number, at its first digit). The whole sentence
        fails then too, so the first audio no longer waits for its end ("The moon is approximately 140,762.8 ..."
        failed only at its full stop). None otherwise."""
        if self._spoken or self._held:
            return None
        digit = self._digit_fails and not self.grounded and _DIGIT_RE.search(self._pending) is not None
        judged = self._pending if digit else self._pending[:_last_word_start(self._pending)]
        if not judged.strip() or judged == self._judged:
            return None  # no word completed since the last look
        self._judged = judged
        verdict = check_reply(judged.strip(), utterance=self._utterance, earlier_replies=self._earlier,
                              fallback=self._fallback, grounded=self.grounded)
        if verdict.ok or verdict.reason not in (_FAILS_THE_WHOLE_AFTER_A_DIGIT if digit else _SETTLED_BY_A_START):
            return None
        self.verdict = verdict
        self._stopped, self._pending, self._spoken = True, "", verdict.text
        return verdict.text + " "

    def _feed(self, token: str) -> str:
        if self._stopped:
            return ""
        if not self._pending and not self._spoken and token.strip() == LOADING_NOTICE:
            return token  # our own line while the model loads: said at once, and not part of the reply checked
        self._pending += token
        sentences, self._pending = split_sentences(self._pending)
        if not sentences and (failed := self._failed_start()) is not None:
            return failed
        if not sentences and len(words(self._spoken)) < _SAME_START_WORDS:  # nothing, or a list marker ("1.")
            cut = self._early_cut()
            if cut is not None:
                self._early = True
                sentences, self._pending = [self._pending[:cut]], self._pending[cut:]
        out = []
        for sentence in sentences:
            out.append(self._check(sentence))
            if self._stopped:  # a space after the last word: a chunker downstream knows the sentence has ended
                return "".join(out) + " " if "".join(out) else ""
        if self._spoken and not self._held and (gap := len(self._pending) - len(self._pending.lstrip())):
            # The space after a released full stop, as soon as it comes: a chunker confirms a sentence end only
            # once it sees what follows it, and would otherwise wait for the whole next sentence.
            out.append(self._pending[:gap])
            self._spoken, self._pending = self._spoken + self._pending[:gap], self._pending[gap:]
        return "".join(out)

    def finish(self) -> str:
        """The end of the stream: check and return the unfinished last sentence (or the fallback)."""
        if self._stopped:
            return ""
        rest, self._pending = self._pending, ""
        if rest.strip() or self._held:
            return self._check(rest, final=True)
        if not self._spoken.strip():
            self.verdict = Verdict(self._fallback, GuardReason.EMPTY)
            self._stopped = True
            return self._fallback
        return ""
