"""Two household facts read by their parts (round 23): paint colours mixed ("mixing blue paint with yellow paint
makes which colour" -> green) and the cards in a pack ("without the jokers, a pack of playing cards holds how many
cards" -> 52). The bundled model answered "blue" and "13".

Colours: two colours of a small checked table (paints, the subtractive mix a child learns: blue and yellow make green,
red and yellow orange, red and blue purple, red and white pink, black and white grey), a mixing cue ("mix", "mixing",
"make", "together", "plus", "with") and a question. Light mixed ("red light and green light") mixes the other way and
is no reading; nor is a sentence with no question or a third colour. Cards: a count asked of a pack or deck of cards
(52, and two jokers). Pure.
"""

from __future__ import annotations

import re

_MIXES = {frozenset({"blue", "yellow"}): "green", frozenset({"red", "yellow"}): "orange",
          frozenset({"red", "blue"}): "purple", frozenset({"red", "white"}): "pink",
          frozenset({"black", "white"}): "grey"}
_COLOURS = re.compile(r"\b(?:red|blue|yellow|white|black|green|orange|purple|pink|grey|gray|brown|violet)\b")
_MIXING = re.compile(r"\b(?:mix|mixes|mixed|mixing|blend|blended|blending|make|makes|making|together|plus|combine|"
                     r"combined|with|and)\b")
_ASKED = re.compile(r"\b(?:what|which|whats|tell me|do you get|will it be|does it make|do they make|make what|"
                    r"makes what|colou?r)\b")
_NOT_PAINT = re.compile(r"\b(?:light|lights|lamp|bulb|torch|beam|laser|screen|flag|shirt|car|wall|walls|room|eyes|"
                        r"hair|team|kit)\b")
_CARDS = re.compile(r"\bhow many (?:playing )?cards\b.*\b(?:pack|deck)\b|\b(?:pack|deck)\b.*\bhow many (?:playing )?"
                    r"cards\b|\bhow many cards\b.*\b(?:has|have|holds|hold|in|are in)\b.*\bplaying cards\b")
_NOT_CARDS = re.compile(r"\b(?:left|dealt|deal|each|per|hand|hands|red|black|hearts|diamonds|clubs|spades|aces?|"
                        r"kings?|queens?|jacks?|suits?|picture|face|tarot|uno|pokemon|birthday|christmas|sent|send)\b")


def reply(normalized: str) -> str | None:
    """The colour two paints make, or the cards in a pack, when ``normalized`` asks that; None otherwise."""
    if len(normalized.split()) > 22:
        return None
    if _CARDS.search(normalized) and not _NOT_CARDS.search(normalized):
        return "A pack of playing cards has 52 cards, plus two jokers in most packs."
    if not re.search(r"\b(?:mix|mixes|mixed|mixing|blend\w*|combin\w*|make|makes|get)\b", normalized):
        return None
    said = [c.replace("gray", "grey") for c in _COLOURS.findall(normalized)]
    colours = frozenset(said[:2])
    if (len(said) not in (2, 3) or len(colours) != 2 or not _MIXING.search(normalized)
            or not _ASKED.search(normalized) or _NOT_PAINT.search(normalized)):
        return None
    if len(said) == 3 and said[2] != "colour":  # a third colour said: a guess to check, not read here
        return None
    made = _MIXES.get(colours)
    if made is None:
        return None
    first, second = said[:2]
    return f"{first.capitalize()} and {second} paint mixed together make {made}."
