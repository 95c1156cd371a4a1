"""Sentence chunker for streamed replies: feed text pieces as they arrive, get back complete sentences.

Why: the daemon starts speaking the first sentence while the model is still writing the rest, so the chunker must
decide sentence ends from a prefix of the text. It only calls a sentence complete once it has seen what follows the
full stop, which is what separates "3.5" from "3." and "Dr. Who" from "done. Next". Markdown and emoji are removed
because a speech engine would read them out ("asterisk asterisk").
"""

from __future__ import annotations

import re

__all__ = [
    "FIRST_CLAUSE_MIN_WORDS",
    "FIRST_LEAD_MIN_WORDS",
    "FIRST_PHRASE_MIN_WORDS",
    "SentenceChunker",
    "clean_for_speech",
    "continuing",
    "first_phrase_cut",
    "split_sentences",
]
FIRST_CLAUSE_MIN_WORDS = 4  # the daemon speaks a reply's first clause once it has this many words
FIRST_PHRASE_MIN_WORDS = 6  # ...or, with no clause break yet, the words before a joining word ("and", "with", "in")
FIRST_LEAD_MIN_WORDS = 4  # ...or the words before an object or complement ("A good soup is | a delicate blend")

# Abbreviations never followed by a sentence break (lower case, without the final dot).
_ABBREVIATIONS = frozenset(
    {
        "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "vs", "etc", "approx", "no", "fig", "inc", "ltd",
        "e.g", "i.e", "cf", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    }
)
# Abbreviations that may also end a sentence: break only when the next word starts with a capital letter.
_AMBIGUOUS = frozenset({"a.m", "p.m", "etc", "u.s", "no"})
_EMOJI_RE = re.compile(
    "[\U0001f000-\U0001faff\U00002600-\U000027bf\U0001f1e6-\U0001f1ff\U00002b00-\U00002bff\ufe0f\u200d\u20e3]+"
)
_LINK_RE = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_CODE_FENCE_RE = re.compile(r"```[^\n]*")
_HEADING_RE = re.compile(r"^[ \t]*#{1,6}[ \t]+", re.MULTILINE)
_BULLET_RE = re.compile(r"^[ \t]*(?:[-*+•][ \t]+|>[ \t]*)", re.MULTILINE)
_NUMBERED_RE = re.compile(r"^[ \t]*(\d{1,3})[.)][ \t]+", re.MULTILINE)
_EMPHASIS_RE = re.compile(r"(\*{1,3}|_{2,3}|~~|`+)")
_SPACES_RE = re.compile(r"[ \t]+")
# A candidate sentence end: terminal punctuation (with closing quotes/brackets) followed by whitespace.
_END_RE = re.compile(r"[.!?…]+[\"'”’)\]]*(?=\s)|\n")
_WORD_BEFORE_RE = re.compile(r"([A-Za-z][A-Za-z.]*)$")
# A clause break: a comma, semicolon, colon or dash after a word, followed by whitespace (not "3,5" or "10:30").
_CLAUSE_RE = re.compile(r"(?<=[A-Za-z])(?:[,;:]|\s[-–—])(?=\s)")
# A phrase break: whitespace before a word that starts a new phrase, once that word is complete (followed by a space).
_PHRASE_RE = re.compile(
    r"(?<=[A-Za-z])\s+(?=(?:and|but|or|so|because|with|which|who|while|when|where|if|in|on|for|from|to|as|like)\s)",
    re.IGNORECASE,
)
# A lead break: whitespace before the article or preposition that starts a verb's object or complement, or a
# noun's prepositional phrase: "A good soup is | a delicate blend", "Sunday mornings are | the best time". Not before
# "is" ("the tea | is ready" said as a clause that goes on sounds like a stammer).
_LEAD_RE = re.compile(
    r"(?<=[A-Za-z])\s+(?=(?:the|a|an|of|at|by|about|after|before|than|that|into|through|during|until)\s)",
    re.IGNORECASE,
)
_ENDS_CLAUSE_RE = re.compile(r"[,;:.!?…\-–—][\"'”’)\]]*$")


def first_phrase_cut(text: str, *, clause_min_words: int = FIRST_CLAUSE_MIN_WORDS,
                     phrase_min_words: int = FIRST_PHRASE_MIN_WORDS, lead_min_words: int = 0) -> int | None:
    """Where the first piece of a reply may end before its sentence does: after the first clause break preceded by
    ``clause_min_words`` words, before the first joining word preceded by ``phrase_min_words``, or (``lead_min_words``
    > 0) before the first article or preposition preceded by that many words, whichever comes first; None: not yet.

    Why: one-sentence replies are common (the voice rules ask for short ones), and a voice that waits for the full
    stop starts speaking only when the reply is nearly done.
    """
    def first(pattern: re.Pattern[str], min_words: int, end: bool) -> int | None:
        return next(((m.end() if end else m.start()) for m in pattern.finditer(text)
                     if len(text[:m.start()].split()) >= min_words), None)

    cuts = [first(_CLAUSE_RE, clause_min_words, True), first(_PHRASE_RE, phrase_min_words, False)]
    if lead_min_words > 0:
        cuts.append(first(_LEAD_RE, lead_min_words, False))
    found = [cut for cut in cuts if cut is not None]
    return min(found) if found else None


def continuing(piece: str) -> str:
    """A first piece cut before its sentence ends, as a speech engine should say it: with a comma when it ends
    without one, so it is said as a clause that goes on (espeak-ng: a rising end and a 0.15 s pause) and not as a
    finished sentence (a falling end and 0.30 s)."""
    return piece if _ENDS_CLAUSE_RE.search(piece) else piece + ","


def clean_for_speech(text: str) -> str:
    """Remove markdown markup and emoji so only speakable text is left (line breaks are kept)."""
    text = _CODE_FENCE_RE.sub("", text)
    text = _LINK_RE.sub(r"\1", text)
    text = _HEADING_RE.sub("", text)
    text = _BULLET_RE.sub("", text)
    text = _NUMBERED_RE.sub(lambda m: f"{m.group(1)}: ", text)
    text = _EMPHASIS_RE.sub("", text)
    text = _EMOJI_RE.sub("", text)
    return text


def _speakable(sentence: str) -> str:
    sentence = _SPACES_RE.sub(" ", sentence.replace("\n", " ")).strip()
    return sentence if any(ch.isalnum() for ch in sentence) else ""


class SentenceChunker:
    """Turns a stream of text pieces (tokens, words, whole replies) into complete, cleaned sentences.

    ``feed`` returns the sentences completed by that piece; ``flush`` returns what is left at the end of the reply.
    """

    def __init__(self, *, first_clause_min_words: int = 0, first_phrase_min_words: int = 0,
                 first_lead_min_words: int | None = None) -> None:
        """``first_clause_min_words`` > 0: the reply's first piece may end at a clause break (",", ";", ":", a dash)
        once it has that many words, so speech starts before the model finishes its first sentence;
        ``first_phrase_min_words`` > 0: also before a joining word ("in", "with", "and") after that many words (the
        daemon uses both; this once made the barge-in test miss the wake word: not the break itself but a weak echo
        canceller during double talk, see daemon/echo.py); ``first_lead_min_words``: also before an article or
        preposition after that many words (None: ``FIRST_LEAD_MIN_WORDS`` when first phrases are broken at
        all). A first piece cut without punctuation ends with a comma (``continuing``)."""
        self._raw = ""
        self._first_clause_min_words = first_clause_min_words
        self._first_phrase_min_words = first_phrase_min_words
        self._first_lead_min_words = (first_lead_min_words if first_lead_min_words is not None
                                      else FIRST_LEAD_MIN_WORDS if first_phrase_min_words > 0 else 0)
        self._emitted = False

    def feed(self, piece: str) -> list[str]:
        """Add a piece of reply text; return sentences now known to be complete."""
        self._raw += piece
        # Clean only up to the last line break that has been seen, so markup at a line start is recognised whole.
        return self._take(final=False)

    def flush(self) -> list[str]:
        """Return whatever text remains as the final sentence(s) and reset."""
        out = self._take(final=True)
        self._raw = ""
        return out

    def _take(self, *, final: bool) -> list[str]:
        sentences: list[str] = []
        while True:
            cut = self._next_cut(final=final)
            early = False
            if not self._emitted and self._first_clause_min_words > 0:
                clause = self._clause_cut()
                # Only while the sentence is still on its way: once its end is in the buffer (an announcement, a
                # reply that came in one piece) it is spoken whole, with its natural intonation.
                if (clause is not None and (cut is None or clause < cut)
                        and not _END_RE.search(self._raw[clause:] + " ")):
                    cut, early = clause, True
            if cut is None:
                break
            head, self._raw = self._raw[:cut], self._raw[cut:]
            spoken = _speakable(clean_for_speech(head))
            if spoken and early:
                spoken = continuing(spoken)
            if spoken:
                sentences.append(spoken)
                self._emitted = True
        if final:
            spoken = _speakable(clean_for_speech(self._raw))
            self._raw = ""
            if spoken:
                sentences.append(spoken)
        return sentences

    def _clause_cut(self) -> int | None:
        """Index just after the first clause (or phrase, or lead) break preceded by enough words, or None."""
        cut = first_phrase_cut(self._raw, clause_min_words=self._first_clause_min_words,
                               phrase_min_words=self._first_phrase_min_words or 10**6)
        if self._first_lead_min_words <= 0:
            return cut
        lead = first_phrase_cut(self._raw, clause_min_words=10**6, phrase_min_words=10**6,
                                lead_min_words=self._first_lead_min_words)
        # Only at the head of the stream (the break's word and at most one more are in) and with no clause break in
        # the buffer: a clause that came whole (a reply guard releases a checked clause at once) is said whole.
        if cut is None and lead is not None and len(self._raw[lead:].split()) <= 2:
            return lead
        return cut

    def _next_cut(self, *, final: bool) -> int | None:
        """Index just after the first confirmed sentence end in the buffer, or None if none is confirmed yet."""
        text = self._raw
        in_fence = False
        for match in _END_RE.finditer(text):
            end = match.end()
            if match.group() == "\n":
                line_start = text.rfind("\n", 0, match.start()) + 1
                if text[line_start:match.start()].lstrip().startswith("```"):
                    in_fence = not in_fence
                if not in_fence:
                    return end
                continue
            verdict = self._is_break(text, match.start(), end, final=final)
            if verdict is None:
                return None  # must wait for more text before deciding
            if verdict:
                return end
        return None

    def _is_break(self, text: str, start: int, end: int, *, final: bool) -> bool | None:
        punct = text[start:end]
        if "." not in punct or punct.strip(".\"'”’)]") or len(punct.rstrip("\"'”’)]")) > 1:
            return True  # "!", "?", "...", "?!" end a sentence
        before = text[:start]
        line = before[before.rfind("\n") + 1 :]
        if line.strip().isdigit() and len(line.strip()) <= 3:
            return False  # "1. " at a line start is a list marker, not a sentence
        word_match = _WORD_BEFORE_RE.search(before)
        word = word_match.group(1).lower() if word_match else ""
        if len(word) == 1 and word.isalpha() and (not word_match or word_match.start() == 0 or not before[word_match.start() - 1].isalnum()):
            return False  # an initial such as "J. Smith"
        if word in _AMBIGUOUS:
            nxt = text[end:].lstrip()
            if not nxt:
                return True if final else None
            return nxt[0].isupper()
        return word not in _ABBREVIATIONS


def split_sentences(text: str) -> list[str]:
    """Split a whole reply into cleaned sentences (the non-streaming use of SentenceChunker)."""
    chunker = SentenceChunker()
    return chunker.feed(text) + chunker.flush()
