"""Princeton WordNet 3.0 read straight from its database files (issue 15: a broad offline source of word knowledge).

WordNet is a dictionary of English as a graph: each sense of a word (a synset) has a short gloss ("a larval frog or
toad"), its words, and pointers to other senses (kind of: hypernym; opposite: antonym). Debian ships the database as
the package ``wordnet-base`` (``/usr/share/wordnet``, 28 MB on disk, WordNet 3.0 licence: use and redistribution free
of charge with Princeton's notice kept); ``scripts/setup.sh`` installs it. The files are read in place, never loaded:
``index.<pos>`` is sorted, so a word is found by a binary search over the file (what WordNet's own ``bin_search``
does), and its senses sit at byte offsets in ``data.<pos>``, so reading a sense is one seek. A question costs a few
dozen small reads and no memory that stays; with no database (another OS, the package removed) ``open_wordnet``
returns None and every family that asks stays silent, so the model or the honest fallback answers.

Format: wndb(5WN). Senses in an index line come in order of how often they were seen tagged in text, so the first
is the common one ("calf": the young cow, before the back of the leg).
"""

from __future__ import annotations

import logging
import os
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, wraps
from pathlib import Path
from typing import ParamSpec

log = logging.getLogger(__name__)

DEFAULT_DIRS = ("/usr/share/wordnet", "/usr/local/share/wordnet", "/opt/homebrew/share/wordnet")
RECENT_SENSES = 512  # senses kept after reading (about 0.3 MB at most)
POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}


# what a partial, damaged or half-upgraded database raises while it is read: a missing file, a line cut short
READ_ERRORS = (OSError, ValueError, IndexError, KeyError, UnicodeDecodeError)
_warned: set[str] = set()
P = ParamSpec("P")


def fail_soft(reply: Callable[P, str | None]) -> Callable[P, str | None]:
    """A word family's ``reply`` that answers None, not an exception, when the database cannot be read (a file
    missing, a line damaged): the turn goes on to the model or the honest fallback. Logged once per family."""

    @wraps(reply)
    def guarded(*args: P.args, **kwargs: P.kwargs) -> str | None:
        try:
            return reply(*args, **kwargs)
        except READ_ERRORS as error:
            if reply.__module__ not in _warned:
                _warned.add(reply.__module__)
                log.warning("WordNet's database could not be read (%s: %s); %s stays silent", type(error).__name__,
                            error, reply.__module__)
            return None

    return guarded


def answered(wordnet: WordNet | None, answer: Callable[..., str | None], *asked: object) -> str | None:
    """``answer(wordnet, *asked)`` with the given reader or the shared one; None when no database is installed."""
    wordnet = wordnet or open_wordnet()
    return answer(wordnet, *asked) if wordnet else None


def asked_about(normalized: str, patterns: Sequence[re.Pattern[str]], max_words: int, slot: str,
                not_named: frozenset[str]) -> re.Match[str] | None:
    """The reading of the first of ``patterns`` that matches ``normalized`` (at most ``max_words`` words), or None:
    none matches, or the thing asked about (group ``slot``) starts with a word of ``not_named`` ("my dog", "this
    town": the household's own, or no name at all)."""
    if len(normalized.split()) > max_words:
        return None
    found = next((found for pattern in patterns if (found := pattern.match(normalized)) is not None), None)
    return None if found is None or found[slot].split()[0] in not_named else found


@dataclass(frozen=True, slots=True)
class Pointer:
    """One link of a sense: its kind (``@`` hypernym, ``@i`` instance of, ``!`` antonym ...), the target sense, and
    for a word-to-word link (an antonym) the source and target word numbers (1-based; 0 = the whole sense)."""

    symbol: str
    offset: int
    pos: str
    source: int
    target: int


@dataclass(frozen=True, slots=True)
class Synset:
    """One sense: its words (spaces, not underscores; capitals as WordNet spells them), gloss and pointers."""

    offset: int
    pos: str
    lexname: int
    words: tuple[str, ...]
    pointers: tuple[Pointer, ...]
    gloss: str

    @property
    def definition(self) -> str:
        """The gloss without its quoted examples: 'a larval frog or toad'."""
        return definition_of(self.gloss)

    def linked(self, *symbols: str) -> tuple[Pointer, ...]:
        return tuple(p for p in self.pointers if p.symbol in symbols)


def definition_of(gloss: str) -> str:
    """A gloss without its quoted examples ('a larval frog or toad; "..."' -> 'a larval frog or toad')."""
    return gloss.split('; "')[0].split(' "')[0].strip().rstrip(";").strip()


def raw_definition(raw: bytes) -> str:
    """The definition of a raw ``data.<pos>`` line, read without parsing the line: a pass over thousands of lines
    parses only the few whose gloss it wants."""
    return definition_of(raw.partition(b" | ")[2].decode())


def parse_line(line: str, pos: str) -> Synset:
    head, _, gloss = line.partition(" | ")
    fields = head.split()
    offset, lexname, count = int(fields[0]), int(fields[1]), int(fields[3], 16)
    words = tuple(re.sub(r"\([a-z]+\)$", "", fields[4 + 2 * i]).replace("_", " ") for i in range(count))
    at = 4 + 2 * count
    pointers = []
    for i in range(int(fields[at])):
        symbol, target, target_pos, st = fields[at + 1 + 4 * i: at + 5 + 4 * i]
        pointers.append(Pointer(symbol, int(target), "a" if target_pos == "s" else target_pos, int(st[:2], 16),
                                int(st[2:], 16)))
    return Synset(offset, "a" if pos == "s" else pos, lexname, words, tuple(pointers), gloss.strip())


class WordNet:
    """The database in ``root``, read in place (see the module's docstring). Safe to share between threads: every
    read is a positioned read (``os.pread``), no file position is shared."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._files: dict[str, int] = {}
        self._opening = threading.Lock()
        self._recent: dict[tuple[int, str], Synset] = {}

    def _file(self, name: str) -> int:
        with self._opening:
            if name not in self._files:
                self._files[name] = os.open(self.root / name, os.O_RDONLY)
            return self._files[name]

    @staticmethod
    def _line(fd: int, start: int) -> tuple[bytes, int]:
        """The line starting at byte ``start`` (without its newline) and where the next one starts."""
        parts: list[bytes] = []
        at = start
        while True:
            chunk = os.pread(fd, 1024, at)
            if not chunk:
                return b"".join(parts), at
            cut = chunk.find(b"\n")
            if cut >= 0:
                parts.append(chunk[:cut])
                return b"".join(parts), at + cut + 1
            parts.append(chunk)
            at += len(chunk)

    def _index_line(self, lemma: str, pos: str) -> list[str] | None:
        """The index line of ``lemma`` (lower case, spaces as underscores) in ``index.<pos>``: binary search."""
        key = lemma.encode()
        fd = self._file(f"index.{POS_FILES[pos]}")
        low, high = 0, os.fstat(fd).st_size
        while low < high:
            middle = (low + high) // 2
            start = self._line(fd, middle - 1)[1] if middle else 0  # the next whole line
            line = self._line(fd, start)[0] if start < os.fstat(fd).st_size else b""
            word = line.split(b" ", 1)[0]  # b"" for a licence line (they start with spaces and sort first)
            if not line or word > key:
                high = middle
            elif word < key:
                low = middle + 1
            else:
                return line.decode().split()
        return None

    def offsets(self, word: str, pos: str) -> tuple[int, ...]:
        """The senses of ``word`` as ``pos``, commonest first; () when WordNet does not know it."""
        fields = self._index_line(word.strip().lower().replace(" ", "_"), pos)
        if fields is None:
            return ()
        senses, pointer_count = int(fields[2]), int(fields[3])
        return tuple(int(f) for f in fields[6 + pointer_count: 6 + pointer_count + senses])

    def tagged(self, word: str, pos: str) -> int:
        """How many senses of ``word`` as ``pos`` were seen tagged in text (0: a rare word, or not one)."""
        fields = self._index_line(word.strip().lower().replace(" ", "_"), pos)
        return int(fields[5 + int(fields[3])]) if fields else 0

    def sense_counts(self, word: str) -> dict[tuple[str, int], int]:
        """How often each sense of ``word`` was seen tagged in text, by (part of speech, sense number): WordNet's
        ``cntlist.rev`` ("tiger%1:05:00:: 2 1"), sorted, found by a binary search; {} without the file."""
        prefix = word.strip().lower().replace(" ", "_").encode() + b"%"
        if not (self.root / "cntlist.rev").is_file():
            return {}
        fd = self._file("cntlist.rev")
        size = os.fstat(fd).st_size
        low, high = 0, size
        while low < high:  # the first line whose key is not below the prefix
            middle = (low + high) // 2
            start = self._line(fd, middle - 1)[1] if middle else 0
            line = self._line(fd, start)[0] if start < size else b""
            if line and line.split(b" ", 1)[0] < prefix:
                low = middle + 1
            else:
                high = middle
        start = self._line(fd, low - 1)[1] if low else 0
        counts: dict[tuple[str, int], int] = {}
        while start < size:
            line, start = self._line(fd, start)
            if not line.startswith(prefix):
                break
            key, number, count = line.decode().split()
            pos = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}[key[len(prefix)]]
            counts[(pos, int(number))] = counts.get((pos, int(number)), 0) + int(count)
        return counts

    def synset(self, offset: int, pos: str) -> Synset:
        """The sense at ``offset``; the last few hundred read are kept (a kind-of walk reads the same ones again)."""
        key = (offset, pos)
        found = self._recent.get(key)
        if found is None:
            if len(self._recent) >= RECENT_SENSES:
                self._recent.clear()
            found = parse_line(self._line(self._file(f"data.{POS_FILES[pos]}"), offset)[0].decode(), pos)
            self._recent[key] = found
        return found

    def synsets(self, word: str, pos: str = "n") -> list[Synset]:
        """The senses of ``word`` (its base form: see ``base_forms``) as ``pos``, commonest first."""
        return [self.synset(offset, pos) for offset in self.offsets(word, pos)]

    def hypernyms(self, synset: Synset, depth: int = 20) -> list[Synset]:
        """Every kind ``synset`` is a kind or an instance of, nearest first (breadth first, at most ``depth`` away)."""
        seen: dict[int, Synset] = {}
        level = [synset]
        for _ in range(depth):
            level = [self.synset(p.offset, p.pos) for s in level for p in s.linked("@", "@i") if p.offset not in seen]
            if not level:
                break
            seen.update((s.offset, s) for s in level)
        return list(seen.values())

    def base_forms(self, word: str, pos: str = "n") -> list[str]:
        """``word`` and its base forms as WordNet would find them ('calves' -> 'calf', 'geese' -> 'goose')."""
        return [f for f in self.form_candidates(word, pos) if self.offsets(f, pos)]

    def form_candidates(self, word: str, pos: str = "n") -> list[str]:
        """``word`` (lower case) and each base form its irregular forms and endings could give, known to WordNet or
        not: ``base_forms`` keeps the known ones (a binary search each); a caller comparing them with a few words
        checks only the forms among those (``animal_groups``: hundreds of glosses, a few seeks)."""
        word = word.strip().lower()
        forms = [word, *exceptions(self.root, pos).get(word, ())]
        endings = {"n": (("ies", "y"), ("ches", "ch"), ("shes", "sh"), ("ses", "s"), ("xes", "x"), ("zes", "z"),
                         ("men", "man"), ("s", "")),
                   "v": (("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", ""),
                         ("s", "")),
                   "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e"))}.get(pos, ())
        forms += [word[: -len(end)] + base for end, base in endings if word.endswith(end) and len(word) > len(end) + 1]
        return [f for i, f in enumerate(forms) if f not in forms[:i]]


@lru_cache(maxsize=4)
def exceptions(root: Path, pos: str) -> dict[str, tuple[str, ...]]:
    """Irregular forms (``noun.exc``: 'geese goose'), a few thousand short lines read once per part of speech."""
    path = root / f"{POS_FILES.get(pos, 'noun')}.exc"
    table: dict[str, tuple[str, ...]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            parts = line.split()
            if len(parts) > 1:
                table[parts[0].replace("_", " ")] = tuple(p.replace("_", " ") for p in parts[1:])
    return table


def find_root(dirs: tuple[str, ...] | None = None) -> Path | None:
    """The first folder holding the database (``GPT_HOME_WORDNET`` first, then Debian's place), or None."""
    for candidate in (os.environ.get("GPT_HOME_WORDNET", ""), *(DEFAULT_DIRS if dirs is None else dirs)):
        if candidate and (Path(candidate) / "data.noun").is_file() and (Path(candidate) / "index.noun").is_file():
            return Path(candidate)
    return None


_opened: dict[str, WordNet | None] = {}


def open_wordnet() -> WordNet | None:
    """The shared reader, opened on first use; None (logged once) when no database is installed."""
    key = os.environ.get("GPT_HOME_WORDNET", "")
    if key not in _opened:
        root = find_root()
        if root is None:
            log.info("no WordNet database (Debian: apt-get install wordnet-base); word questions go to the model")
        _opened[key] = WordNet(root) if root else None
    return _opened[key]
