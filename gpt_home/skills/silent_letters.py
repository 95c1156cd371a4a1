"""Silent letters and first sounds, as a child learning to read asks: "is the k in knife silent", "what's the silent
letter in gnome", "does knight begin with k", "what sound does wrist start with".

English spelling has a few dozen well-known silent-letter patterns (kn-, gn-, wr-, ps-, -mb, -igh-, the magic e
after one consonant...). A letter is said to be silent only when one of them marks it; a letter they do not mark is
said to be sounded only when it starts the word (the patterns cover every silent first letter of common English),
else nothing is claimed (None: the model answers), so a wrong "no" is never given for a letter in the middle. Pure.
"""

from __future__ import annotations

import re

MAX_WORDS = 18
# Each pattern marks its silent letters with groups; the whole word is matched, lower case.
_SILENT = tuple(re.compile(p) for p in (
    r"^(k)n", r"^(g)n", r"^(w)r", r"^(p)[snt]", r"^(m)n", r"^(w)ho(?:le|m|se|lly|)$", r"^g(h)", r"^r(h)",
    r"^(h)(?:onest|onou?r|our|eir)", r"m(b)(?:s|ed|er|ers|ing)?$", r"i(g)(h)", r"^(?!laugh|draught).*[ao]u(g)(h)t",
    r"^(?:th|thr|b|d|pl|bor|thor|alth)ou(g)(h)$", r"ei(g)(h)", r"^(?!tung)\w*s(t)(?:le|les|led|ling|en|ens|ened|ening|ener)$",
    r"^chris(t)mas", r"^(?:de|dou)(b)t|^su(b)tle", r"^(?:ca|pa|ba|psa|ha|ta|wa|cha|sta)(l)(?:m|f|k)",
    r"^(?:c|w|sh)ou(l)d", r"^(?:fo|yo)(l)k", r"^sa(l)mon", r"^a(l)mond", r"^i(s)(?:land|le)", r"^ai(s)le",
    r"m(n)s?$", r"^s(c)(?:i|e(?!p))", r"[aeiou]s(c)(?:e|i|le$)", r"^we(d)nesday", r"^han(d)(?:kerchief|some)",
    r"^san(d)wich", r"^recei(p)t", r"^cu(p)board", r"^ras(p)berr", r"^g(u)(?:i|e|ar|y)", r"^b(u)il[dt]",
    r"^bisc(u)it", r"^ans(w)er", r"^s(w)ord", r"^t(w)o$", r"^[^aeiou]*[aeiou][^aeiouwxy](e)$",
))  # fmt: skip
_FINAL_E_SOUNDED = frozenset({"cafe", "fete", "pate"})  # the E is said
_FILLER = r"^(?:(?:so|um|uh|and|hey|please|mummy|mum|mommy|daddy|dad|quick question|teacher) )*"


def _compiled(*patterns: str) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(_FILLER + p) for p in patterns)


def _matched(patterns: tuple[re.Pattern[str], ...], text: str) -> re.Match[str] | None:
    return next((found for p in patterns if (found := p.match(text))), None)


_LETTER = r"(?P<letter>[a-z])(?![a-z])"
_WORD = r"(?:the word )?(?P<word>[a-z]{2,30})"
_IS_SILENT = _compiled(
    rf"(?:is|does) the {_LETTER} in {_WORD} (?:silent|quiet|not said|not pronounced|make a sound|get said)",
    rf"(?:does|has) {_WORD} (?:have|got) a silent {_LETTER}",
    rf"(?P<say>do you|do we|do i|should i|are you meant to|are we meant to) (?:say|pronounce|sound) the {_LETTER} in "
    rf"{_WORD}",
    rf"is there a silent {_LETTER} in {_WORD}",
)
_WHICH_SILENT = _compiled(
    rf"(?:what|which|whats|what s) (?:is |are )?(?:the )?(?:silent letters?|letters? (?:is|are) silent) in {_WORD}",
    rf"(?:does|has) {_WORD} (?:have|got) (?:a|any) silent letters?",
    rf"is there a silent letter in {_WORD}",
    rf"(?:which|what) letters? (?:do you|do we|dont you|don t you) (?:say|pronounce) in {_WORD}",
)
_STARTS_WITH = _compiled(
    rf"(?:does|do) {_WORD} (?:start|begin) with (?:an? )?{_LETTER}(?: or (?:an? )?(?P<other>[a-z]))?"
    rf"(?: (?:or not|sound|then|please))?$",
)
_FIRST_SOUND = _compiled(
    rf"(?:what|which|whats|what s) sound (?:does|do) {_WORD} (?:start|begin) with",
    rf"(?:what|which|whats|what s) (?:is )?the (?:first|starting|beginning) sound (?:of|in) {_WORD}",
)
# The consonants whose letter is the sound they start a word with (c, g, s, x, q, y, h and vowels vary)
_PLAIN_SOUNDS = frozenset("bdfjklmnprtvwz")


def silent_in(word: str) -> list[int]:
    """The positions of ``word``'s silent letters that a known pattern marks (none when no pattern does)."""
    places: set[int] = set()
    for pattern in _SILENT:
        if found := pattern.search(word):
            places.update(found.start(g) for g in range(1, (found.re.groups or 0) + 1) if found.start(g) >= 0)
    if word in _FINAL_E_SOUNDED:
        places.discard(len(word) - 1)
    return sorted(places)


def _an(letter: str) -> str:
    return f"{'an' if letter in 'aefhilmnorsx' else 'a'} {letter.upper()}"


def _silent_said(word: str, places: list[int]) -> str:
    """ "the K is silent" / "the K is silent, and so is the E at the end"."""
    said = [f"the {word[i].upper()}" + (" at the end" if i == len(word) - 1 and word[-1] == "e" else "")
            for i in places]
    return f"{said[0]} is silent" if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]} are silent"


def reply(normalized: str) -> str | None:
    """The answer to a silent-letter or first-sound question about one word; None when none is asked."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    if found := _matched(_IS_SILENT, normalized):
        return _is_silent(found.group("word"), found.group("letter"), said="say" in found.re.groupindex)
    if found := _matched(_WHICH_SILENT, normalized):
        word = found.group("word")
        places = silent_in(word)
        return f"In {word}, {_silent_said(word, places)}." if places else None
    if found := _matched(_STARTS_WITH, normalized):
        return _starts_with(found.group("word"), found.group("letter"), found.group("other"))
    if found := _matched(_FIRST_SOUND, normalized):
        return first_sound(found.group("word"))
    return None


def _is_silent(word: str, letter: str, *, said: bool = False) -> str | None:
    """Whether ``letter`` is silent in ``word`` (``said``: asked the other way round, "do you say the k in knife")."""
    if word in ("it", "that", "this", "word", "name"):
        return None
    if letter not in word:
        return f"There's no {letter.upper()} in {word}: it's spelled {', '.join(word.upper())}."
    the = f"the {letter.upper()} in {word}"
    if any(word[i] == letter for i in silent_in(word)):
        return f"No, {the} is silent." if said else f"Yes, {the} is silent."
    if word[0] == letter and word.count(letter) == 1:  # every silent first letter has its pattern
        return f"Yes, {the} is said." if said else f"No, {the} is said."
    hedge = "I think so" if said else "I don't think so"
    return f"{hedge}: {the} isn't one of the silent letters I know."


def _starts_with(word: str, letter: str, other: str | None) -> str | None:
    if word in ("it", "that", "this", "school", "film", "movie", "show", "game", "day", "meeting", "class"):
        return None
    silent = 0 in silent_in(word)
    note = f"; the {word[0].upper()} is silent, so it sounds like {_an(word[1])}" if silent else ""
    if other is not None:  # "does knife start with a k or an n"
        return f"{word.capitalize()} starts with {word[0].upper()}{note}."
    yes = "Yes" if word[0] == letter else "No"
    if yes == "No" and silent and word[1] == letter:
        return f"No, {word} starts with a silent {word[0].upper()}, but it sounds like {_an(letter)}."
    return f"{yes}, {word} starts with {word[0].upper()}{note}."


def first_sound(word: str) -> str | None:
    """ "Knife starts with an N sound: the K is silent."; None when the first sound is not plain from the spelling."""
    if 0 in silent_in(word):
        sound = word[2] if word.startswith("wh") else word[1]
        if sound not in _PLAIN_SOUNDS and sound not in "s":
            return None
        return f"{word.capitalize()} starts with {_an(sound)} sound: the {word[0].upper()} is silent."
    if word[0] not in _PLAIN_SOUNDS or word[:2] in ("ph", "th", "wh", "kn", "wr"):
        return None
    return f"{word.capitalize()} starts with {_an(word[0])} sound."
