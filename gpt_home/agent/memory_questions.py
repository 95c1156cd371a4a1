"""Questions about what the household told the assistant, parsed into the subject they ask about (pure).

"What's our dog called?" asks for ``name/dog``; "where do we keep the spare key?" for ``location/spare key``. The
subjects are the ones the memory pass stores facts under (``memory.fact_shapes``), so a question finds its fact by
subject, not by a fuzzy similarity a small model would then have to read correctly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gpt_home.memory.fact_shapes import Category, Subject
from gpt_home.memory.vocabulary import APPOINTMENT_NOUN, ATTR, CONDITIONS, ILLNESSES, NAMEABLE, PET, REL
from gpt_home.memory.fact_shapes import subject_key

_FILLER = re.compile(
    r"^(?:(?:hey|hi|ok|okay) (?:computer|assistant)|computer|so|and|um+|uh+|well|please|"
    r"(?:do|can|could) you (?:tell me|remember|recall|know)|tell me|remind me|i forgot|i forget|"
    r"do you know|have i told you|what did i tell you)\b[ ,]*", re.IGNORECASE)


@dataclass(frozen=True)
class MemoryQuestion:
    """What a question asks about. ``prefix``: every key starting with ``subject.key`` (all of "self: ..." likes)."""

    subject: Subject
    prefix: bool = False
    hint: str = ""  # a word the answer should contain when several memories share the subject ("car")


def _clean(text: str) -> str:
    text = text.replace("\u2019", "'").lower()
    for short, long in (("what's", "what is"), ("whats", "what is"), ("where's", "where is"), ("who's", "who is"),
                        ("when's", "when is"), ("i'm", "i am"), ("favorite", "favourite"), ("color", "colour"),
                        ("wi-fi", "wifi"), ("wi fi", "wifi"), ("what're", "what are")):
        text = re.sub(rf"\b{re.escape(short)}\b", long, text)
    text = re.sub(r"[^\w' :]+", " ", text)
    text = " ".join(text.split())
    previous = None
    while previous != text:
        previous = text
        text = _FILLER.sub("", text).strip()
    text = re.sub(r"^(?:whether|if|that) ", "", text)
    return re.sub(r" (?:again|please|now|then|exactly)$", "", text)


def _who(word: str | None) -> str:
    return "self" if word in (None, "i", "me", "my") else subject_key(word)


_RULES: list[tuple[re.Pattern[str], object]] = []


def _rule(pattern: str):  # noqa: ANN202 - decorator
    def register(fn):  # noqa: ANN001, ANN202
        _RULES.append((re.compile(pattern), fn))
        return fn

    return register


@_rule(r"(?:what is my name|who am i|what do you call me|what should you call me|how should you address me|"
       r"what is my first name)")
def _q_self_name(m: re.Match[str]) -> MemoryQuestion:
    return MemoryQuestion(Subject(Category.NAME, "self"))


@_rule(rf"(?:what is|what are|tell me) (?:my|our|the) (?P<n>(?:{NAMEABLE})(?: [a-z]+)?)(?:'s| s) names?|"
       rf"what (?:is|are) (?:my|our|the) (?P<n2>(?:{NAMEABLE})(?: [a-z]+)?) (?:called|named)|"
       rf"what do (?:we|i) call (?:my|our|the) (?P<n3>{NAMEABLE})|who is my (?P<n4>{REL})|"
       rf"what is the name of (?:my|our|the) (?P<n5>{NAMEABLE})")
def _q_named(m: re.Match[str]) -> MemoryQuestion:
    noun = next(g for g in m.groups() if g)
    return MemoryQuestion(Subject(Category.NAME, subject_key(noun)))


@_rule(rf"what is (?:my|our|(?:my )?(?P<w>{REL})(?:'s| s)) favourite (?P<n>[a-z]+(?: [a-z]+)?)")
def _q_favourite(m: re.Match[str]) -> MemoryQuestion:
    who = f"{subject_key(m.group('w'))} " if m.group("w") else ""
    return MemoryQuestion(Subject(Category.FAVOURITE, who + subject_key(m.group("n"))))


@_rule(rf"what (?:do|does) (?P<w>i|my (?:{REL})) (?:like|love|enjoy)|what (?:music|food|things) (?:do|does) "
       rf"(?P<w2>i|my (?:{REL})) (?:like|love|enjoy)|what do i not like|what do i hate|what do i dislike|"
       rf"what (?:food|foods) do i (?:not like|hate|dislike)")
def _q_likes(m: re.Match[str]) -> MemoryQuestion:
    who = m.group("w") or m.group("w2")
    who = None if who in (None, "i") else who.removeprefix("my ")
    return MemoryQuestion(Subject(Category.LIKES, f"{_who(who)}:"), prefix=True)


@_rule(rf"(?:what (?:am i|is (?:my )?(?P<w>{REL}|{PET})|are we) allergic to|am i allergic to anything|"
       rf"do i have (?:any )?allerg(?:y|ies)|what (?:is|are) my allerg(?:y|ies)|"
       rf"is my (?P<w2>{REL}|{PET}) allergic to anything|does my (?P<w3>{REL}|{PET}) have (?:any )?allerg(?:y|ies)|"
       rf"what allergies (?:do i|does my (?P<w4>{REL}|{PET})) have|(?:any|what) allergies)")
def _q_allergy(m: re.Match[str]) -> MemoryQuestion:
    who = next((g for g in m.groups() if g), None)
    return MemoryQuestion(Subject(Category.ALLERGY, f"{_who(who)}:"), prefix=True)


@_rule(r"am i allergic to (?P<v>.+)")
def _q_allergic_to(m: re.Match[str]) -> MemoryQuestion:
    return MemoryQuestion(Subject(Category.ALLERGY, f"self: {subject_key(m.group('v'))}"))


@_rule(r"(?:do i have any (?:dietary|health|medical) (?:requirements|needs|conditions|restrictions|problems)|"
       r"what do i not eat|what can i not eat|what can't i eat|do i eat meat|am i (?P<c>[a-z]+(?: [a-z]+)?)|"
       r"do i have (?P<i>[a-z]+(?: [a-z]+){0,2}))")
def _q_health(m: re.Match[str]) -> MemoryQuestion | None:
    specific = m.group("c") or m.group("i")
    if specific and not re.fullmatch(rf"(?:{CONDITIONS}|{ILLNESSES})", specific):
        return None
    return MemoryQuestion(Subject(Category.HEALTH, "self:"), prefix=True, hint=specific or "")


@_rule(rf"when(?: is|'s| was)? (?:my|our) (?:(?P<w>{REL}|{PET})(?:'s| s) )?(?P<n>birthday|wedding anniversary|"
       rf"anniversary)|when was i born|what day is (?:my|our) (?:(?P<w2>{REL}|{PET})(?:'s| s) )?(?P<n2>birthday|"
       rf"anniversary)|what is my date of birth")
def _q_date(m: re.Match[str]) -> MemoryQuestion:
    who = m.group("w") or m.group("w2")
    noun = m.group("n") or m.group("n2") or "birthday"
    return MemoryQuestion(Subject(Category.DATE, f"{subject_key(who) + ' ' if who else ''}{subject_key(noun)}"))


@_rule(rf"(?:when|what day|what time) is (?:my|our|the) (?P<n>(?:{APPOINTMENT_NOUN})|[a-z]+ [a-z]+|[a-z]+) "
       rf"appointment|(?:when|what day|what time) is (?:my|our|the) (?P<n2>{APPOINTMENT_NOUN})|"
       rf"when (?:do|am) (?:i|we) (?:seeing|see|going to|have) (?:the|my|our) (?P<n3>{APPOINTMENT_NOUN})")
def _q_appointment(m: re.Match[str]) -> MemoryQuestion:
    noun = next(g for g in m.groups() if g)
    return MemoryQuestion(Subject(Category.APPOINTMENT, subject_key(noun)))


@_rule(r"where (?:is|are) (?:my|our|the) (?P<n>[a-z]+(?: [a-z]+){0,2}?)(?: kept| stored| hidden)?|"
       r"where (?:do|did) (?:i|we) (?:keep|store|hide|leave|put) (?:my|our|the) (?P<n2>[a-z]+(?: [a-z]+){0,2})")
def _q_location(m: re.Match[str]) -> MemoryQuestion:
    noun = m.group("n") or m.group("n2")
    return MemoryQuestion(Subject(Category.LOCATION, subject_key(noun)))


@_rule(r"what (?:kind of |type of |make of )?(?P<n>car|cars|vehicle|pets?|animals?|tv|phone) (?:do|does) "
       r"(?:i|we) (?:have|own|drive|ride|got)|do (?:i|we) have (?:a |any )?(?P<n2>car|pets?|animals?)")
def _q_has(m: re.Match[str]) -> MemoryQuestion:
    return MemoryQuestion(Subject(Category.HAS, ""), prefix=True, hint=subject_key(m.group("n") or m.group("n2")))


@_rule(r"when do (?:i|we) (?:usually |normally )?(?P<a>[a-z]+(?: [a-z]+){0,4})|what time do (?:i|we) (?:usually )?"
       r"(?P<a2>[a-z]+(?: [a-z]+){0,4})|how often do (?:i|we) (?P<a3>[a-z]+(?: [a-z]+){0,4})")
def _q_routine(m: re.Match[str]) -> MemoryQuestion:
    return MemoryQuestion(Subject(Category.ROUTINE, subject_key(next(g for g in m.groups() if g))))


@_rule(rf"(?:what|who) (?:is|are) (?:my|our|the) (?P<n>{ATTR})|(?:what|who) is my (?P<w>{REL})(?:'s| s) (?P<n2>{ATTR})|"
       rf"how old is my (?P<w2>{REL})|what is (?:my|our|the) (?P<n3>{ATTR}) called|(?:what|when) is (?P<n5>{ATTR})|"
       rf"where does my (?P<w3>{REL}) (?P<v3>live|work)|what does my (?P<w4>{REL}) do for (?:a living|work)|"
       rf"where do i live|where do we live|what do i do for (?:a living|work)|"
       rf"what is my job|where do i work|how old am i|where am i from|when was i born|what year was i born")
def _q_attribute(m: re.Match[str]) -> MemoryQuestion:
    text = m.group(0)
    fixed = {"where do i live": "self home", "where do we live": "self home", "what is my job": "self job",
             "where do i work": "self workplace", "how old am i": "self age", "where am i from": "self origin",
             "what year was i born": "self born"}
    if text in fixed:
        return MemoryQuestion(Subject(Category.ATTRIBUTE, fixed[text]))
    if text.startswith("what do i do for"):
        return MemoryQuestion(Subject(Category.ATTRIBUTE, "self job"))
    if m.group("n3") or m.group("n5"):
        return MemoryQuestion(Subject(Category.ATTRIBUTE, subject_key(m.group("n3") or m.group("n5"))))
    if m.group("w3"):
        what = "home" if m.group("v3") == "live" else "workplace"
        return MemoryQuestion(Subject(Category.ATTRIBUTE, f"{subject_key(m.group('w3'))} {what}"))
    if m.group("w4"):
        return MemoryQuestion(Subject(Category.ATTRIBUTE, f"{subject_key(m.group('w4'))} job"))
    if m.group("w2"):
        return MemoryQuestion(Subject(Category.ATTRIBUTE, f"{subject_key(m.group('w2'))} age"))
    if m.group("w"):
        return MemoryQuestion(Subject(Category.ATTRIBUTE, f"{subject_key(m.group('w'))} {subject_key(m.group('n2'))}"))
    return MemoryQuestion(Subject(Category.ATTRIBUTE, subject_key(m.group("n"))))


@_rule(r"what units do i (?:prefer|use|like)|(?:do i|should you) use (?:metric|imperial|celsius|fahrenheit)")
def _q_units(m: re.Match[str]) -> MemoryQuestion:
    return MemoryQuestion(Subject(Category.UNITS, "self"))


# "what is my X" / "when is our X" about anything else that is ours: looked up by key in every category.
_GENERIC = re.compile(r"(?:what|who|when|where|which) (?:is|are|was) (?:my|our) (?P<n>[a-z]+(?: [a-z]+){0,3})")


def parse_question(text: str) -> MemoryQuestion | None:
    """The subject a question about the household asks for, or None when it is not such a question (pure)."""
    cleaned = _clean(text)
    for pattern, build in _RULES:
        m = pattern.fullmatch(cleaned)
        if m is not None:
            found = build(m)  # type: ignore[operator]
            if found is not None:
                return found
    m = _GENERIC.fullmatch(cleaned)
    if m is not None:
        return MemoryQuestion(Subject(Category.ATTRIBUTE, subject_key(m.group("n"))), hint="*")
    return None
