"""Questions about a word's letters: spelled backwards ("spell cat backwards", "how do you spell elephant in reverse",
"what is dog spelled backwards", "can you spell the word house backward for me"), and the letter it starts or ends
with ("what letter does zebra start with", "what letter does knife begin with", "what's the last letter of banana").

The word is read as a plain spelling request would read it (``spelled_words.word_to_spell``) once the backwards words
are taken out, so every way of asking to spell a word works backwards too; without this reader those requests were
spelled forwards (a wrong answer). The first or last letter is said as it is written, silent or not ("Knife starts
with K."). Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills import silent_letters
from gpt_home.skills.spelled_words import word_to_spell

MAX_WORDS = 20
MAX_LETTERS = 30
_ASKER = r"^(?:(?:so|um|uh|and|hey|please|ok|okay|quick question) )*(?:(?:my|our) (?:son|daughter|kid|little one|boy|girl)|the kids?|she|he|they) (?:wants? to know|is asking|are asking|asks|asked|is wondering|wonders) "
_FILLER = r"^(?:(?:so|um|uh|and|hey|please|ok|okay|quick question|mummy|mum|mommy|daddy|dad) )*"
_EDGES = {"start": "start", "begin": "start", "first": "start", "starting": "start", "beginning": "start",
          "end": "end", "last": "end", "final": "end"}
_EDGE_LETTER = tuple(re.compile(_FILLER + p) for p in (
    r"(?:what|which) letter (?:does |do |is )?(?:the word )?(?P<word>[a-z]+) (?P<edge>start|begin|end)(?:s|ing)?(?: off)?"
    r" with",
    r"(?:what|whats|what s|what is|which is|which s) the (?P<edge>first|last|end|final|starting|beginning) letter "
    r"(?:of|in) (?:the word )?(?P<word>[a-z]+)(?: please|$| for | because | cos | my | it s | its | i )",
    r"(?:what|which) letter (?:is|comes|goes) (?:at the )?(?P<edge>first|last|start|beginning|end)(?: of| in)? (?:the "
    r"word )?(?P<word>[a-z]+)(?: please|$| for | because | cos | my | it s | its | i )",
    r"(?:what|which) letter (?P<edge>start|begin|end)s (?:the word |off the word )?(?P<word>[a-z]+)(?: please|$| for | "
    r"because | cos | my | it s | its | i )",
    r"(?:the word )?(?P<word>[a-z]+) (?P<edge>start|begin|end)s with (?:what|which) letter",
    r"what does (?P<said>the word )?(?P<word>[a-z]+) (?P<edge>start|begin|end) with(?: please)?$",
))  # fmt: skip
# What "starts" and "ends" as a thing does, not as a word ("what does school start with": assembly, maybe)
_THINGS_THAT_START = frozenset((
    "it that this alphabet word name my your his her our their school film movie show game match meeting day week "
    "lesson class term race party service programme program episode concert play church mass practice training shift "
    "work session season course book song story recipe list speech exam test quiz wedding ceremony holiday dinner "
    "lunch breakfast tea meal menu chapter year month morning night sentence prayer poem letter alphabet series "
    "video podcast news routine day assembly"
).split())
_BACKWARDS = re.compile(r"\b(?:backwards|backward|back to front|in reverse|reversed|in reverse order)\b")


def reply(normalized: str) -> str | None:
    """The answer to a question about a word's letters; None when ``normalized`` asks none."""
    return backwards(normalized) or edge_letter(normalized) or silent_letters.reply(normalized)


def edge_letter(normalized: str) -> str | None:
    """ "what letter does zebra start with": "Zebra starts with Z." (or ends with; a silent first letter is said)."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    asked = re.sub(_ASKER, "", normalized, count=1)
    found = next((hit for pattern in _EDGE_LETTER if (hit := pattern.match(asked))), None)
    if found is None:
        return None
    word, end = found.group("word"), _EDGES[found.group("edge")] == "end"
    if len(word) < 2 or word in _THINGS_THAT_START and not (found.re.groupindex.get("said") and found.group("said")):
        return None
    if end:
        return f"{word.capitalize()} ends with {word[-1].upper()}."
    silent = f": the {word[0].upper()} is silent" if 0 in silent_letters.silent_in(word) else ""
    return f"{word.capitalize()} starts with {word[0].upper()}{silent}."


def backwards(normalized: str) -> str | None:
    """ "Cat spelled backwards is T, A, C." for a request to spell a word backwards; None otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not _BACKWARDS.search(normalized):
        return None
    word = word_to_spell(" ".join(_BACKWARDS.sub(" ", normalized).split()))
    if word is None or not word.isalpha() or len(word) > MAX_LETTERS:
        return None
    return f"{word.capitalize()} spelled backwards is {', '.join(word[::-1].upper())}."
