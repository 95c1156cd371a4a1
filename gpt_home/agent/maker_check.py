"""Does the model's answer to "who painted / wrote / composed / invented / discovered X" name someone who could have?

The local skills answer the makers WordNet knows (``skills/work_makers.py``); the rest go to the bundled model, which
mostly guesses: "who painted the last supper" -> 'The last supper is a classic example of the "Bible-Eyed Guy"
trope.', "who invented the printing press" -> "... by Johannes Brahms, a German composer", "who composed the four
seasons" -> "The four seasons: the winter, spring ...". An answer to a maker question is judged wrong when

* it names no person at all (every capitalised word is the question's own or a plain dictionary word), or
* every person it names whom WordNet knows (named people: noun.person instances) has a gloss that fits neither the
  verb (a painter paints, a writer, poet, dramatist, philosopher or composer writes, a composer or musician composes,
  an inventor or engineer invents) nor the work asked about ("Doyle: British writer noted for his stories about
  Sherlock Holmes" fits "who invented sherlock holmes").

The work's kind said in the question decides the maker's kind before the verb does ("who wrote the opera carmen" asks
for a composer: Baudelaire, a poet, is wrong; "the novel oliver twist" for an author, not a composer). A discovery
("who discovered gravity") needs an explorer or navigator, or a gloss that names it ("law of gravitation"): Einstein,
a physicist, is not judged right for gravity.

A name WordNet does not know ("J.K. Rowling", "Takashi Murakami") is never judged. The agent layer may not import
the skills, so WordNet comes in as a ``Lexicon`` that ``wiring.build_household`` installs
(``skills/person_glosses.PeopleLexicon``); without one (no WordNet database) nothing is judged. Pure but for those
reads: a few index searches per capitalised word run.
"""

from __future__ import annotations

import re
from typing import Protocol

from gpt_home.agent.question_form import model_question


class Lexicon(Protocol):
    """What the check reads from a dictionary (WordNet)."""

    def people(self, name: str) -> tuple[str, ...]:
        """The lower-cased glosses of the named people called ``name`` ("brahms", "van gogh"); () for none."""
        ...

    def is_word(self, word: str) -> bool:
        """True when ``word`` (lower case) is a dictionary word of any part of speech."""
        ...


_installed: list[Lexicon] = []


def use_lexicon(lexicon: Lexicon | None) -> None:
    """Install the dictionary the check reads (``wiring``), or remove it (None: nothing is judged)."""
    _installed[:] = [lexicon] if lexicon is not None else []


_WRITERS = ("writer", "novelist", "poet", "dramatist", "playwright", "author", "essayist", "satirist", "librettist",
            "lyricist", "philosopher", "historian", "composer", "storyteller", "humorist")
_PAINTERS = ("painter", "artist", "muralist", "portraitist", "illustrator")
_COMPOSERS = ("composer", "musician", "songwriter", "pianist", "organist", "violinist", "conductor")
_INVENTORS = ("inventor", "invented", "engineer", "designer", "pioneer")
_SCULPTORS = ("sculptor", "artist")
# Who discovers: an explorer or navigator (a place), anyone else only when the gloss names the discovery ("Scottish
# bacteriologist who discovered penicillin"): a physicist named for gravity must be the one known for it.
_DISCOVERERS = ("explorer", "navigator")
_AUTHORS = tuple(role for role in _WRITERS if role not in ("composer", "librettist"))  # of a novel, a play, a poem
_ROLES = {"paint": _PAINTERS, "write": _WRITERS, "compose": _COMPOSERS, "invent": _INVENTORS, "sculpt": _SCULPTORS}
_ROLES["create"] = tuple(dict.fromkeys(role for roles in _ROLES.values() for role in roles))
_ROLES |= {"discover": _DISCOVERERS, "author": _AUTHORS}
# The work's kind said in the question ("the opera carmen", "the nutcracker ballet", "the novel oliver twist"): its
# maker must be of that kind whatever the verb ("who wrote the opera carmen" asks for a composer, not a poet).
_KIND_WORDS = re.compile(
    r"\b(?:(?P<compose>ballet|opera|operetta|symphony|sonata|concerto|oratorio|requiem|overture|cantata|nocturne|"
    r"piano piece|string quartet)|(?P<author>novel|novella|book|play|poem|sonnet|short story|fairy tale|epic poem)|"
    r"(?P<paint>painting|picture|portrait|fresco|mural)|(?P<sculpt>statue|sculpture))s?\b")
_VERBS = {"discovered": "discover", "painted": "paint", "wrote": "write", "written": "write", "penned": "write", "authored": "write",
          "composed": "compose", "invented": "invent", "sculpted": "sculpt", "sculptured": "sculpt",
          "created": "create", "came up with": "create", "dreamed up": "create", "thought up": "create"}
_NOUNS = {"painter": "paint", "artist": "paint", "author": "write", "writer": "write", "novelist": "write",
          "poet": "write", "playwright": "write", "composer": "compose", "inventor": "invent", "sculptor": "sculpt",
          "creator": "create"}
_VERB = "|".join(_VERBS)
_NOUN = "|".join(_NOUNS)
_LEAD = (r"^(?:(?:so|and|ok|okay|please|hey|um|uh|er|erm|tell me|do you know|can you tell me|i wonder|quick question)"
         r"\s+)*")
# the work: never the speaker's, the assistant's or a thing pointed at ("who painted my kitchen", "who wrote that")
_WORK = (r"(?!(?:this|that|these|those|it|them|my|your|our|his|her|their|you|me|us)\b)"
         r"(?P<work>[a-z0-9' ]{2,60}?)(?: (?:please|again|then|anyway))?")
# the household's own things, painted or written at home ("who wrote the shopping list", "who painted the fence")
_HOME_THINGS = re.compile(r"\b(?:list|note|notes|message|card|letter|sign|wall|walls|fence|door|room|house|kitchen|"
                          r"shed|car|homework|fridge|board|cake)\b")
_ASKED = (
    re.compile(rf"{_LEAD}(?:who|whom|which (?:(?P<noun>{_NOUN})|person|man|woman|guy|scientist|musician))"
               rf"(?: (?:was it that|was it who|is it that|actually|originally|first|really|famously))?"
               rf" (?P<verb>{_VERB}) {_WORK}$"),
    re.compile(rf"{_LEAD}which (?P<noun>{_NOUN}) did {_WORK}$"),
    re.compile(rf"{_LEAD}(?:who|whos|who s)(?: is| was| were)? (?:the )?(?P<noun>{_NOUN})s? of {_WORK}$"),
    re.compile(rf"{_LEAD}{_WORK} (?:was|were|is) (?P<verb>{_VERB}) by (?:who|whom)$"),
    # the work first: "the last supper who painted it", "the four seasons whos the composer"
    re.compile(rf"{_LEAD}{_WORK} (?:who|whos|who s) (?:(?P<verb>{_VERB}) (?:it|that|them|this)|"
               rf"(?:was|is)? ?(?:the|its) (?P<noun>{_NOUN}))$"),
)
_PARTICLES = frozenset({"da", "de", "di", "del", "della", "van", "von", "der", "den", "du", "le", "la", "y"})
_FUNCTION = frozenset({"the", "a", "an", "it", "its", "this", "that", "these", "he", "she", "they", "his", "her",
                       "their", "i", "in", "of", "and", "by", "on", "to", "is", "was", "as"})
_TOKEN = re.compile(r"[A-Za-z][A-Za-z']*")


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", " ")))


def asked_maker(question: str) -> tuple[str, str] | None:
    """(what the maker did: paint/write/compose/invent/sculpt/create, the work) of a maker question, or None."""
    for said, pattern in ((said, pattern) for said in (_plain(question), _plain(model_question(question)))
                          for pattern in _ASKED):
        found = pattern.match(said)
        if found is not None:
            groups = found.groupdict()
            kind = _NOUNS[groups["noun"]] if groups.get("noun") else _VERBS[groups["verb"]]
            work = found["work"].removeprefix("the ").strip()
            return None if _HOME_THINGS.search(work) else _of_kind(kind, work)
    return None


def _of_kind(kind: str, work: str) -> tuple[str, str]:
    """(the maker's kind, the work): the kind said with the work ("the opera carmen") before the verb's, the kind
    word left out of the work ("carmen")."""
    said = _KIND_WORDS.search(work)
    if said is None or kind in ("invent", "discover"):
        return kind, work
    bare = " ".join(_KIND_WORDS.sub(" ", work).removeprefix(" of ").split()).removeprefix("the ").removeprefix("of ")
    return next(name for name, value in said.groupdict().items() if value), bare or work


def _runs(sentence: str) -> list[list[str]]:
    """Runs of capitalised words ("Vincent van Gogh", "Johannes Brahms"), lower-cased; a particle ("da", "van")
    belongs to a run when a capitalised word follows it."""
    tokens = _TOKEN.findall(sentence)
    runs: list[list[str]] = []
    current: list[str] = []
    for at, token in enumerate(tokens):
        following = tokens[at + 1] if at + 1 < len(tokens) else ""
        if token[0].isupper() or (token in _PARTICLES and following[:1].isupper()):
            current.append(token.lower())
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


def _is_word(lexicon: Lexicon, word: str) -> bool:
    return word in _FUNCTION or lexicon.is_word(word)


def _fits(gloss: str, kind: str, work: str) -> bool:
    roles = "|".join(_ROLES[kind])
    if roles and re.search(rf"\b(?:{roles})s?\b", gloss):
        return True
    # the work named in the gloss, a word's ending free ("gravity" ~ "law of gravitation", "dna")
    shortest = 3 if kind == "discover" else 4
    return any(len(word) >= shortest and re.search(rf"\b{re.escape(word if len(word) < 6 else word[:-2])}", gloss)
               for word in work.split() if word not in _FUNCTION)


def names_wrong_maker(answer: str, question: str, lexicon: Lexicon | None = None) -> bool:
    """True when ``answer`` to a maker ``question`` names no person, or only people who could not have made the work
    (see the module docstring); False for any other question, or without WordNet."""
    asked = asked_maker(question)
    if asked is None:
        return False
    lexicon = lexicon or (_installed[0] if _installed else None)
    if lexicon is None:
        return False
    kind, work = asked
    questioned = set(_plain(question).split())
    glosses: list[str] = []
    unknown_name = False
    for run in _runs(answer):
        found = False
        for size in range(len(run), 0, -1):
            for start in range(len(run) - size + 1):
                words = run[start:start + size]
                if all(w in questioned or w in _PARTICLES for w in words):
                    continue
                if people := lexicon.people(" ".join(words)):
                    glosses.extend(people)
                    found = True
        if not found and any(w not in questioned and not _is_word(lexicon, w) for w in run):
            unknown_name = True
    if glosses:
        return not any(_fits(gloss, kind, work) for gloss in glosses)
    return not unknown_name
