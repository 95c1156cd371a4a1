"""Who wrote, composed or painted a named work (issue 15: the bundled model guesses: "who composed the four seasons"
-> "The four seasons are: spring, summer..."), answered from WordNet (``wordnet_data``) only where it names the
maker, in one of three ways, most direct first:

- the work is itself a sense whose gloss names its maker: "Divine Comedy: a narrative epic poem written by Dante",
  "Aeneid: an epic in Latin by Virgil", "Iliad: a Greek epic poem (attributed to Homer)";
- the work is named after its hero, a sense whose gloss says whose book or play it is in: "Dracula: fictional
  vampire in a gothic horror novel by Bram Stoker", "Othello: the hero of William Shakespeare's tragedy" (said as
  the gloss says it, up to the maker: "Hamlet is the hero of William Shakespeare's tragedy.");
- one person's gloss names the work: "Chaucer: English poet remembered as author of the Canterbury Tales", "Handel:
  ... remembered best for his oratorio Messiah" (``word_lookups.who``: two people or none and it is left).

"who wrote war and peace" is left: Tolstoy's gloss says only "remembered for two great novels". A kind of work
must fit the verb (a poem is written, never painted); the speaker's own things ("who wrote this", "who painted my
room", "who wrote the shopping list") and the assistant itself ("who created you") are never read.
"""

from __future__ import annotations

import re

from gpt_home.skills.word_lookups import NOT_THINGS, question, who
from gpt_home.skills.wordnet_data import Synset, WordNet, answered, fail_soft

MAX_WORDS = 14
PERSON, WORK_FILES = 18, (6, 10)  # noun.person; noun.artifact and noun.communication (books, poems, software)
_VERBS = {"wrote": "write", "write": "write", "writes": "write", "penned": "write", "authored": "write",
          "author": "write", "writer": "write", "written": "write", "composed": "compose", "composer": "compose",
          "composes": "compose", "painted": "paint", "painter": "paint", "paints": "paint", "created": "any",
          "creator": "any", "developed": "any", "invented": "any", "came up with": "any", "dreamed up": "any",
          "thought up": "any"}
_VERB = "|".join(_VERBS)
# the kind of work may be said before its name ("who wrote the novel dracula", "who painted the picture ..."); it
# must fit the verb, and the name after it is read alone ("the book of kells" keeps "book": a name never starts "of")
_KINDS = {"novel": "write", "book": "write", "play": "write", "poem": "write", "epic": "write", "story": "write",
          "opera": "compose", "symphony": "compose", "oratorio": "compose", "ballet": "compose",
          "painting": "paint", "picture": "paint", "portrait": "paint", "fresco": "paint"}
_WORK = (rf"(?P<the>the )?(?:(?P<kind>{'|'.join(_KINDS)}) (?P<named>the )?(?!of\b))?"
         r"(?P<work>[a-z0-9][a-z0-9']*(?: [a-z0-9][a-z0-9']*){0,5}?)")
_ASKED = (re.compile(rf"^(?:who|which (?:artist|painter|author|writer|composer|poet|novelist|playwright|musician)|"
                     rf"what (?:artist|painter|author|writer|composer|poet|novelist|playwright)) (?P<verb>{_VERB}) "
                     rf"{_WORK}$"),
          re.compile(rf"^who (?:is|was) the (?P<verb>{_VERB}) of {_WORK}$"),
          re.compile(rf"^(?:who (?:is|was)|whos) the (?:guy|man|woman|lady|person|one|chap) (?:that|who) (?P<verb>{_VERB}) "
                     rf"{_WORK}$"),
          re.compile(rf"^who (?:was|is|were) {_WORK} (?P<verb>{_VERB}) by$"),
          re.compile(rf"^{_WORK} (?:was|is) (?P<verb>{_VERB}) by (?:who|whom)$"))
_NOT_WORKS = NOT_THINGS | frozenset("my your our his her their these those".split())
_NAME = r"[A-Z][\w.'-]*(?: (?:[A-Z][\w.'-]*|de|da|van|von))*"
_MAKER = re.compile(rf"\b(?P<how>written|composed|painted|developed|created|attributed to|by)(?: by)? "
                    rf"(?P<name>{_NAME}(?: and {_NAME})?)")
_IN_A_WORK = re.compile(rf"\b(?:in|of) (?:an? |the )?(?:[a-z-]+ ){{0,3}}(?P<kind>novel|play|tragedy|comedy|romance|"
                        rf"story|stories|poem|opera)s? by (?P<name>{_NAME})|\b(?P<owner>{_NAME})'s? (?:[a-z-]+ ){{0,2}}"
                        rf"(?P<owned>novel|play|tragedy|comedy|romance|story|poem)\b")
# a hero "created by" someone is read only when no book names its writer: "the monster created by Frankenstein in a
# gothic novel by Mary Wollstonecraft Shelley" is Shelley's, not its fictional maker's
_CREATED_BY = re.compile(rf"\bcreated by (?P<creator>{_NAME})")
_KIND_VERBS = (("write", re.compile(r"\b(?:epic|poem|novel|allegory|book|play|tragedy|comedy|manifesto|story|"
                                    r"biograph\w*|treatise|romance|tales?|stories)\b")),
               ("compose", re.compile(r"\b(?:opera|symphony|oratorio|concerto|sonata|ballet|song|suite)\b")),
               ("paint", re.compile(r"\b(?:painting|portrait|fresco|mural)\b")))
_PARTICIPLES = {"write": "written", "compose": "composed", "paint": "painted", "any": "created"}
# the person-gloss cues that name a work: "author of the X", "remembered best for his oratorio X", said after a
# calling that fits the verb ("English poet remembered as author of ...": a poet writes, a composer composes)
_CUES = (r"(?:created|creator of|author of|wrote|written|writing|composed|composer of|painted|painter of|remembered(?: best| "
         r"particularly| primarily)? (?:for|as)|(?:best )?known for|famous for|noted for|novels? about|writer of)")
_CALLINGS = {"write": "poet|writer|novelist|author|dramatist|playwright|satirist|essayist",
             "compose": "composer", "paint": "painter|artist"}
_CALLINGS["any"] = "|".join([*_CALLINGS.values(), "sculptor|architect|designer|engineer"])


def _verb_of(how: str, gloss: str) -> str | None:
    """What making the work was ('write' for a poem): from the gloss's verb, or its kind of work after a bare 'by'."""
    said = re.search(r"\b(?:written|composed|painted)\b", gloss) if how == "by" else None  # "written after 1387 by"
    how = said.group(0) if said else how
    if how in ("written", "composed", "painted"):
        return {"written": "write", "composed": "compose", "painted": "paint"}[how]
    if how in ("developed", "created"):
        return "any"
    return next((verb for verb, kind in _KIND_VERBS if kind.search(gloss)), None)


def _is_person(wordnet: WordNet, name: str) -> bool:
    return all(any(s.lexname == PERSON and s.linked("@i") for s in wordnet.synsets(part, "n"))
               for part in name.split(" and "))


def _spoken(wordnet: WordNet, name: str) -> str:
    """A name said without initials ("A. Conan Doyle" -> "Arthur Conan Doyle"): a spoken "A." reads as a sentence's
    end. The person's longest name with no initial and no title; the name as the gloss has it when there is none."""
    if "." not in name or " and " in name:
        return name
    words = [w for s in wordnet.synsets(name, "n") if s.lexname == PERSON for w in s.words
             if "." not in w and not w.startswith(("Sir ", "Saint ", "Dame "))]
    return max(words, key=len) if words else name


def _subject(sense: Synset, work: str, the: bool) -> str:
    said = next((w for w in sense.words if w.lower().replace("'", "") == work.replace("'", "")), sense.words[0])
    return f"The {said}" if the else said


def _from_work(wordnet: WordNet, sense: Synset, verb: str, subject: str) -> tuple[str, str] | None:
    """(maker, answer) from a work's own gloss: 'The Divine Comedy was written by Dante.'"""
    clause = sense.definition.split(";")[0]
    match = _MAKER.search(clause)
    if match is None or not _is_person(wordnet, match.group("name")):
        return None
    made = _verb_of(match.group("how"), clause)
    if made is None or (verb != "any" and made not in (verb, "any")):
        return None  # "who painted the iliad"
    name = match.group("name")
    if match.group("how") == "attributed to":
        return name, f"{subject} is attributed to {name}."
    how = match.group("how") if match.group("how") in ("developed", "created") else _PARTICIPLES[
        made if made != "any" else verb]  # the gloss's own word: MS-DOS was developed, not painted
    return name, f"{subject} was {how} by {name}."


def _from_hero(wordnet: WordNet, sense: Synset, verb: str, subject: str) -> tuple[str, str] | None:
    """(maker, answer) from a work's hero: 'Dracula is the fictional vampire in a gothic horror novel by Bram
    Stoker.' Only for writing: a hero is in a book, a play or a poem."""
    clause = re.sub(r"\s*\([^)]*\)", "", sense.definition.split(";")[0]).strip()
    match = _IN_A_WORK.search(clause) or _CREATED_BY.search(clause)
    if verb not in ("write", "any") or match is None:
        return None
    group = next(g for g in ("name", "owner", "creator") if g in match.re.groupindex and match.group(g))
    name = match.group(group)
    if not _is_person(wordnet, name):
        return None
    # up to the maker, said without initials: "the hero of William Shakespeare's tragedy"
    said = clause[:match.start(group)] + _spoken(wordnet, name) + clause[match.end(group):match.end()]
    if not re.match(r"^(?:an?|the)\b", said):
        said = f"the {said}"
    return name, f"{subject} is {said}."


def _spelled(wordnet: WordNet, work: str) -> str:
    """The work as WordNet spells it when speech lost an apostrophe or a hyphen: "pilgrims progress" ->
    "pilgrim's progress", "ms dos" -> "ms-dos"; else as said."""
    words = work.split()
    tries = [" ".join(w[:-1] + "'s" if i == n and w.endswith("s") and len(w) > 3 else w for i, w in enumerate(words))
             for n in range(len(words))] + ["-".join(words)]
    return next((t for t in tries if wordnet.offsets(t, "n")), work) if not wordnet.offsets(work, "n") else work


def maker(wordnet: WordNet, work: str, verb: str, the: bool) -> str | None:
    """Who made ``work`` (as said, lower case), or None when WordNet names no one maker."""
    work = _spelled(wordnet, work)
    found: list[tuple[str, str]] = []
    named = False  # a sense of the work names a maker, whether or not the verb fits
    for sense in [s for s in wordnet.synsets(work, "n") if s.linked("@i")]:
        subject = _subject(sense, work, the)
        if sense.lexname in WORK_FILES:
            got = _from_work(wordnet, sense, verb, subject)
        elif sense.lexname == PERSON:
            got = _from_hero(wordnet, sense, verb, subject)
        else:
            got = None
        if got:
            found.append(got)
        named = named or bool(_MAKER.search(sense.definition) or _IN_A_WORK.search(sense.definition)
                              or _CREATED_BY.search(sense.definition))
    if found:
        return found[0][1] if len({name for name, _ in found}) == 1 else None
    if named:
        return None  # "who painted the divine comedy": the poem's maker is known, and the verb does not fit it
    pattern = re.compile(rf"\b(?:{_CALLINGS[verb]})\b.*\b{_CUES}(?: [a-z]+){{0,4}}? [`']?(?:the )?"
                         rf"{re.escape(work)}\b")
    return who(wordnet, pattern, work)


def asked(normalized: str) -> tuple[str, str, bool] | None:
    """The work ``normalized`` asks the maker of, the kind of making its verb says ("write", "compose", "paint",
    "any") and whether "the" is part of its name; None when it asks no maker of a named work."""
    text = question(normalized, MAX_WORDS)
    if text is None:
        return None
    for pattern in _ASKED:
        match = pattern.match(text)
        if match is None:
            continue
        work, kind, verb = match.group("work"), match.group("kind"), _VERBS[match.group("verb")]
        if work.split()[0] in _NOT_WORKS or (kind and verb != "any" and _KINDS[kind] != verb):
            return None  # "who wrote this", "who painted the novel dracula"
        return work, verb, bool(match.group("named") or (match.group("the") and not kind))
    return None


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The dictionary's answer when the whole of ``normalized`` asks who made a named work, or None."""
    if (found := asked(normalized)) is None:
        return None
    return answered(wordnet, maker, *found)
