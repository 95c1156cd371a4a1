"""The assistant's voice said to be the wrong size, in a learner's English (round 22): "please, your voice, too small,
make it more", "you voice very small", "make the sound more big", "your voice too big, less please".

A person still learning English says loud and quiet with the words for size and strength ("small", "little", "weak",
"big", "strong") and "more" or "less" for up and down. ``command`` turns such a sentence into the plain volume command
(``agent/volume_slots.py`` composes the rest). The voice must be the assistant's ("your voice", "the sound", "the
voice"): "my voice", "the voice on the radio", another person's or a light are no reading; a question ("is your
voice too small"), a bare description ("the voice is big": no "too", no wish) or a size and a wish that disagree ("too small, make it less") are never guessed. Pure.
"""

from __future__ import annotations

import re

_FILLER = r"(?:(?:please|sorry|excuse me|um|er|ok|okay|hello|hey|so|but|and|i think),? )*"
_VOICE = r"(?:your|you|the) (?:voice|sound|speaking|talking)"
_SMALL = r"small|little|low|weak|soft|quiet|tiny|not loud|not strong|not big"
_BIG = r"big|strong|high|loud|much|hard"
_SIZE = (rf"{_VOICE}(?: is| are|,)?(?: (?P<too>too|very|so|a bit|really|much|too much))?(?: (?P<small>{_SMALL})|"
         rf" (?P<big>{_BIG}))")
# the wish after: "make it more", "more please", "make it bigger", "less please", "please make more"
_WISH = (r"(?:(?:please )?(?:make|do|put|give)(?: it| him| her| them| voice| your voice| the voice| the sound)?"
         r" )?(?:(?P<more>more(?: big| strong| loud| high| louder)?|bigger|stronger|louder|higher|up)|(?P<less>less|"
         r"smaller|more small|more little|more soft|more quiet|weaker|softer|quieter|down|small))")
_TAIL = r"(?:,? (?:please|(?P<hear>i cannot hear|i cant hear|i can not hear|i no hear)|thank you|thanks))*"
_SAID = re.compile(rf"{_FILLER}{_SIZE}(?:,? {_FILLER}{_WISH})?{_TAIL}")
# the wish alone, the voice named: "make your voice more big", "the voice more big please"
_WISH_ONLY = re.compile(rf"{_FILLER}(?:(?:make|do|put|give) )?{_VOICE} (?:(?P<more>more big|bigger|more strong|stronger|"
                        r"more loud|more high)|(?P<less>more small|smaller|more little|more soft|less big|less strong))"
                        rf"{_TAIL}")


def command(normalized: str) -> str | None:
    """ "turn the volume up" or "turn the volume down" for the voice's size said (and the wish, if any); else None."""
    text = " ".join(normalized.split())
    if (found := _SAID.fullmatch(text)) is not None:
        up = found.group("small") is not None
        if not (found.group("too") or found.group("more") or found.group("less") or found.group("hear")):
            return None  # "the voice is big", "your voice is small": a description, no wish
        if found.group("more") and not up or found.group("less") and up:
            return None  # "too small, make it less": said both ways, never guessed
        return f"turn the volume {'up' if up else 'down'}"
    if (wish := _WISH_ONLY.fullmatch(text)) is not None:
        return f"turn the volume {'up' if wish.group('more') else 'down'}"
    return None
