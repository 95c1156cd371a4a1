"""Knowledge questions said another way, put in the words the knowledge families read (``knowledge_readings``).

People ask the same fact in many shapes: the baby animal "what do baby frogs get called", "a baby hare is called
a", "baby otters, what are they called"; the element "the element with the symbol fe, what is it", "hg is which
element", "hg is the symbol for what"; a check with a doubt after it "is a whale a fish, or am i mixing it up", "is a
bat a bird or have i got that wrong", or as a statement with a tag "a spider is an insect yeah". Each shape is rewritten to the plain question ("what is a baby frog called",
"which element has the symbol fe", "is a whale a fish"); the families then answer it from their data, and a shape
no rule fits is left as said. Pure.
"""

from __future__ import annotations

import re

_FILLER = r"(?:(?:um|er|erm|uh|so|well|ok|okay|oh|hey|and) )*"
_DOUBT = (r"(?:,? (?:or|and) (?:am i|have i|did i|do i|is that) (?:mixing|mixed|getting|got|get|confusing|muddling|"
          r"wrong|right)[a-z ]*|,? (?:or not|am i right|is that right|right|i think|i wonder|i forget|i forgot))$")


def _singular(word: str) -> str:
    """A plural animal said as one ("frogs" -> "frog", "foxes" -> "fox", "puppies" -> "puppy")."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if re.search(r"(?:x|ch|sh|ss)es$", word):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


_BABY = (
    re.compile(rf"^{_FILLER}what (?:do|are) (?:you call )?(?:the )?(?:baby|young) (?P<a>[a-z]+?) (?:get |gets |got )?"
               r"called(?: again| then)?$"),
    re.compile(rf"^{_FILLER}(?:an? |the )?(?:baby|young) (?P<a>[a-z]+) (?:is|are) called (?:an?|what)?$"),
    re.compile(rf"^{_FILLER}(?:baby|young) (?P<a>[a-z]+),? what (?:are|is) (?:they|it|one|that) called$"),
    re.compile(rf"^{_FILLER}what name (?:do|does) (?:a |the )?(?:baby|young) (?P<a>[a-z]+) (?:get|have|go by)$"),
)
_ELEMENT = (
    re.compile(rf"^{_FILLER}the element with the symbol (?P<s>[a-z]{{1,2}}),? (?:what|which) (?:is it|one is it|is that)$"),
    re.compile(rf"^{_FILLER}(?P<s>[a-z]{{1,2}}) is (?:the symbol (?:for|of) )?(?:which|what) element(?: [a-z ]*)?$"),
    re.compile(rf"^{_FILLER}(?P<s>[a-z]{{1,2}}) is the (?:chemical )?symbol (?:for|of) (?:what|which)(?: element)?$"),
)
_CHECK = re.compile(rf"^{_FILLER}(?P<q>is an? [a-z]+ an? [a-z]+){_DOUBT}")
# the check said as a statement with a tag: "a spider is an insect yeah", "a whale is a fish isnt it"
_TAGGED = re.compile(rf"^{_FILLER}(?P<x>an? [a-z]+) is (?P<y>an? [a-z]+),? (?:yeah|yes|right|isnt it|innit|aint it|"
                     r"correct|true|no|am i right|is that right)$")


def plain(normalized: str) -> str:
    """The plain question ``normalized`` asks, or ``normalized`` itself when no shape here fits."""
    for pattern in _BABY:
        if (found := pattern.match(normalized)) is not None:
            return f"what is a baby {_singular(found.group('a'))} called"
    for pattern in _ELEMENT:
        if (found := pattern.match(normalized)) is not None and found.group("s") not in ("it", "is", "a", "i"):
            return f"which element has the symbol {found.group('s')}"
    if (found := _CHECK.match(normalized)) is not None:
        return found.group("q")
    if (found := _TAGGED.match(normalized)) is not None:
        return f"is {found.group('x')} {found.group('y')}"
    return normalized
