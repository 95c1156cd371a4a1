"""What a well-known symbol stands for, and the symbol of a meaning, from a small checked table.

- "what does a dove stand for", "the olive branch is a symbol of what", "what does a red poppy mean" -> "A dove is a
  symbol of peace.";
- "which bird is the symbol of peace", "what's the symbol of peace", "which flower stands for remembrance" -> "The
  dove, often with an olive branch, is the symbol of peace."

Only the symbols of the table (the ones a household, a school or a crossword asks about); a symbol with two common
meanings for the same meaning asked ("love": a heart and a red rose) is answered with both. Pure.
"""

from __future__ import annotations

import re

# symbol -> (its words in a question, the kind of thing it is, what it stands for, the answer's name for it)
_SYMBOLS = (
    (r"(?:white )?doves?", "bird", "peace", "the dove, often with an olive branch,"),
    (r"olive branch(?:es)?", "plant", "peace", "the olive branch"),
    (r"white flag", "flag", "surrender", "the white flag"),
    (r"(?:red )?poppy|(?:red )?poppies", "flower", "remembrance of those who died in war", "the red poppy"),
    (r"four ?leaf clover", "plant", "good luck", "the four-leaf clover"),
    (r"horseshoe", "thing", "good luck", "the horseshoe"),
    (r"owls?", "bird", "wisdom", "the owl"),
    (r"red roses?", "flower", "love", "the red rose"),
    (r"skull and crossbones", "sign", "danger or poison (and pirates)", "the skull and crossbones"),
    (r"red cross", "sign", "medical help and protection in war", "the red cross"),
    (r"bald eagle", "bird", "the United States", "the bald eagle"),
    (r"anchor", "thing", "hope and steadiness", "the anchor"),
)
_MEANING_WORDS = {"peace": "peace", "surrender": "surrender", "remembrance": "remembrance", "luck": "good luck",
                  "wisdom": "wisdom", "love": "love", "danger": "danger", "poison": "danger"}
_STANDS = r"(?:stand for|stands for|symboli[sz]e|symboli[sz]es|represent|represents|mean|means|signify|signifies)"


def _symbol_said(text: str) -> list[tuple[str, str, str, str]]:
    return [row for row in _SYMBOLS if re.search(rf"\b(?:{row[0]})\b", text)]


def reply(normalized: str) -> str | None:
    """What a symbol stands for, or the symbol of a meaning; None for anything else."""
    text = normalized
    asks_meaning = re.search(rf"\bwhat (?:does|do|did) (?:an? |the )?[a-z ]+ {_STANDS}\b|\bsymbol (?:of|for) what\b|"
                             rf"\b{_STANDS} what\b|\bwhat is (?:an? |the )?[a-z ]+ (?:a )?symbol (?:of|for)\b", text)
    asks_symbol = re.search(r"\b(?:which|what) (?:bird|flower|plant|animal|thing|sign|flag)?\s?(?:is|s) (?:the |a )?"
                            r"symbol (?:of|for) (?P<m>[a-z]+)|\bwhat is the symbol (?:of|for) (?P<m2>[a-z]+)|"
                            rf"\b(?:which|what) (?P<kind>bird|flower|plant|animal|thing|sign|flag) {_STANDS} "
                            r"(?P<m3>[a-z]+)", text)
    said = _symbol_said(text)
    if asks_meaning and not asks_symbol and len(said) == 1:
        _, _, meaning, name = said[0]
        return f"{name[0].upper()}{name[1:]} is a symbol of {meaning}."
    if asks_symbol:
        wanted = _MEANING_WORDS.get(asks_symbol.group("m") or asks_symbol.group("m2") or asks_symbol.group("m3") or "")
        kind = re.search(r"\b(bird|flower|plant|animal|sign|flag)\b", text)
        rows = [r for r in _SYMBOLS if wanted and r[2].startswith(wanted) and (kind is None or r[1] == kind.group(1))]
        if said:  # "the white one with an olive branch": a hint names the symbol
            rows = [r for r in rows if r in said] or rows
        names = list(dict.fromkeys(r[3] for r in rows))
        if 1 <= len(names) <= 2:
            both = " and ".join(names)
            verb = "are symbols" if len(names) == 2 else "is the symbol"
            return f"{both[0].upper()}{both[1:]} {verb} of {rows[0][2]}."
    return None
