"""Grammatical person for memory texts: the user's first person -> a stored third person -> a spoken second person.

Stored memories are written as "The user's sister is called Ana." / "The dog is called Biscuit." so they read the
same on the settings page whoever looks, and so they can be turned back into "Your sister is called Ana." when the
assistant answers. Everything here is pure string work on short sentences.
"""

from __future__ import annotations

import re

_IRREGULAR_3RD = {"am": "is", "are": "is", "have": "has", "do": "does", "go": "goes", "don't": "doesn't",
                  "dont": "doesn't", "can't": "can't", "cannot": "cannot", "can": "can", "will": "will",
                  "won't": "won't", "was": "was", "were": "was", "haven't": "hasn't", "need": "needs",
                  "usually": "usually", "always": "always", "never": "never", "normally": "normally", "often": "often",
                  "also": "also", "really": "really", "still": "still", "now": "now", "just": "just"}
_IRREGULAR_BASE = {v: k for k, v in _IRREGULAR_3RD.items() if k not in ("am", "were", "dont", "need")}
_IRREGULAR_BASE.update({"is": "are", "needs": "need"})
_ADVERBS = {"usually", "always", "never", "normally", "often", "also", "really", "still", "now", "just", "sometimes",
            "generally", "mostly", "typically"}


def third_person_verb(verb: str) -> str:
    """'go' -> 'goes', 'take' -> 'takes', 'watch' -> 'watches', 'study' -> 'studies' (regular English rules)."""
    low = verb.lower()
    if low in _IRREGULAR_3RD:
        return _IRREGULAR_3RD[low]
    if re.search(r"(?:s|sh|ch|x|z|o)$", low):
        return verb + "es"
    if re.search(r"[^aeiou]y$", low):
        return verb[:-1] + "ies"
    return verb + "s"


def base_verb(verb: str) -> str:
    """The inverse of :func:`third_person_verb` for the verbs it produces ('goes' -> 'go', 'has' -> 'have')."""
    low = verb.lower()
    if low in _IRREGULAR_BASE:
        return _IRREGULAR_BASE[low]
    if low.endswith("ies") and len(low) > 4:
        return verb[:-3] + "y"
    if re.search(r"(?:ss|sh|ch|x|z|o)es$", low):
        return verb[:-2]
    if low.endswith("s") and not low.endswith("ss"):
        return verb[:-1]
    return verb


def _conjugate_after(subject: str, rest: str) -> str:
    """``subject`` + ``rest`` with the first verb of ``rest`` put in the third person (adverbs before it kept)."""
    words = rest.split(" ")
    for index, word in enumerate(words):
        if word.lower() in _ADVERBS and word.lower() not in _IRREGULAR_3RD.keys() - _ADVERBS:
            continue
        words[index] = third_person_verb(word)
        break
    return f"{subject} {' '.join(words)}"


def possessives_to_third(text: str) -> str:
    """'my' / 'our' / 'me' / 'mine' inside a phrase -> the third person ('in my coat' -> "in the user's coat")."""
    text = re.sub(r"\bmy\b", "the user's", text, flags=re.IGNORECASE)
    text = re.sub(r"\bour\b", "the household's", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:me|myself)\b", "the user", text, flags=re.IGNORECASE)
    text = re.sub(r"\bmine\b", "the user's", text, flags=re.IGNORECASE)
    text = re.sub(r"\bus\b", "the household", text, flags=re.IGNORECASE)
    return text


def clause_to_third(subject_pronoun: str, rest: str) -> str:
    """'I' + 'go to the gym on Mondays' -> 'The user goes to the gym on Mondays' ('we' -> 'The household')."""
    who = "The user" if subject_pronoun.lower() == "i" else "The household"
    return _conjugate_after(who, possessives_to_third(rest))


def sentence(text: str) -> str:
    """One sentence: capital first letter, one full stop, single spaces."""
    text = " ".join(text.split()).strip(" .,;")
    return text[:1].upper() + text[1:] + "." if text else ""


_SECOND = (
    (re.compile(r"\bthe user's\b", re.IGNORECASE), "your"),
    (re.compile(r"\bthe household's\b", re.IGNORECASE), "your"),
    (re.compile(r"\bthe user is\b", re.IGNORECASE), "you are"),
    (re.compile(r"\bthe user was\b", re.IGNORECASE), "you were"),
    (re.compile(r"\bthe household is\b", re.IGNORECASE), "you are"),
)


def to_second_person(memory: str) -> str:
    """A stored memory said back to the user: "The user's dog is called Biscuit." -> "Your dog is called Biscuit."."""
    text = memory
    for pattern, replacement in _SECOND:
        text = pattern.sub(replacement, text)

    def verb(m: re.Match[str]) -> str:
        adverb = m.group("adv") or ""
        return f"you {adverb}{base_verb(m.group('verb'))}"

    text = re.sub(r"\bthe (?:user|household) (?P<adv>(?:usually |always |normally |often |also |now |really )?)"
                  r"(?P<verb>[a-z']+)", verb, text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:the user|the household)\b", "you", text, flags=re.IGNORECASE)
    return sentence(text)


def to_first_person(memory: str) -> str:
    """A stored memory back in the user's words, so it can be parsed like a fresh statement (pure).

    "The user goes to the gym on Mondays." -> "I go to the gym on Mondays"; "The household has a Honda." ->
    "we have a Honda"; first-person texts (from "remember that ...") come back unchanged.
    """
    text = memory.strip().rstrip(".")

    def verb(m: re.Match[str]) -> str:
        who = "I" if m.group("who").lower() == "user" else "we"
        adverb = m.group("adv") or ""
        base = base_verb(m.group("verb"))
        if who == "I" and base == "are":
            base = "am"
        return f"{who} {adverb}{base}"

    text = re.sub(r"\bthe (?P<who>user|household)'s\b", lambda m: "my" if m.group("who").lower() == "user" else "our",
                  text, flags=re.IGNORECASE)
    text = re.sub(r"\bthe (?P<who>user|household) (?P<adv>(?:usually |always |normally |often |also |now |really )?)"
                  r"(?P<verb>[a-z']+)", verb, text, flags=re.IGNORECASE)
    return text
