"""Statement shapes about people: names, how to address them, units, favourites, likes, allergies, health and
birthdays. Registered into ``fact_shapes`` in order (earlier shapes win).
"""

from __future__ import annotations

import re

from gpt_home.memory.fact_shapes import (
    _VAGUE_VALUE,
    Category,
    Fact,
    Subject,
    _name,
    _owner,
    _shape,
    _value,
    subject_key,
)
from gpt_home.memory.person import sentence
from gpt_home.memory.vocabulary import (
    CONDITIONS,
    DAYWORD,
    ILLNESSES,
    NAMEABLE,
    PET,
    REL,
)


@_shape(r"(?:my name is|I am called|I go by|people call me) (?P<v>.+)")
def _self_name(m: re.Match[str]) -> Fact | None:
    name = _name(m.group("v"))
    if name is None:
        return None
    return Fact(Subject(Category.NAME, "self"), f"The user's name is {name}.", name, profile={"name": name})


@_shape(r"(?:please )?call me (?P<v>.+)", r"I (?:like|prefer) to be called (?P<v>.+)")
def _address(m: re.Match[str]) -> Fact | None:
    name = _name(m.group("v"))
    if name is None:
        return None
    return Fact(Subject(Category.ADDRESS, "self"), f"The user likes to be called {name}.", name,
                profile={"address_as": name})


@_shape(r"(?:please )?use (?P<v>celsius|fahrenheit|metric|imperial)(?: units)?",
        r"I (?:prefer|use|like|work in|think in) (?P<v>celsius|fahrenheit|metric|imperial|miles|kilometres|kilometers)"
        r"(?: units)?")
def _units(m: re.Match[str]) -> Fact | None:
    value = m.group("v").lower()
    units = "metric" if value in ("celsius", "metric", "kilometres", "kilometers") else "imperial"
    return Fact(Subject(Category.UNITS, "self"), f"The user prefers {units} units.", units, profile={"units": units})


@_shape(rf"(?P<o>my|our|the) (?P<n>(?:{NAMEABLE})(?: [a-z]+)?)(?:'s| s) name is (?P<v>.+)",
        rf"(?P<o>my|our|the) (?P<n>(?:{NAMEABLE})(?: [a-z]+)?) is (?:called|named) (?P<v>.+)",
        rf"(?P<o>my|our) (?P<n>(?:{REL}|{PET})) is (?P<v>[A-Za-z]+)",
        rf"(?:I|we) have an? (?P<n>(?:{NAMEABLE})(?: [a-z]+)?) (?:called|named) (?P<v>.+)")
def _named(m: re.Match[str]) -> Fact | None:
    name = _name(m.group("v"))
    if name is None or name.lower() in ("allergic", "called", "named", "ill", "sick", "away", "home", "here", "out"):
        return None
    noun = m.group("n").lower()
    owner = m.groupdict().get("o") or ("my" if m.group(0).lower().startswith("i ") else "our")
    return Fact(Subject(Category.NAME, subject_key(noun)), f"{_owner(owner, noun)} is called {name}.", name)


@_shape(r"(?P<o>my|our) favourite (?P<n>[a-z]+(?: [a-z]+)?) is (?P<v>.+)",
        rf"my (?P<who>{REL})(?:'s| s) favourite (?P<n>[a-z]+(?: [a-z]+)?) is (?P<v>.+)")
def _favourite(m: re.Match[str]) -> Fact | None:
    noun, value = m.group("n").lower(), m.group("v").strip()
    if _VAGUE_VALUE.match(value) or len(value.split()) > 6:
        return None
    who = m.groupdict().get("who")
    if who:  # a household member's favourite: a memory, not the speaker's profile
        return Fact(Subject(Category.FAVOURITE, f"{subject_key(who)} {subject_key(noun)}"),
                    sentence(f"The user's {who.lower()}'s favourite {noun} is {_value(value)}"), value)
    field_name = "favourite_" + re.sub(r"[^a-z0-9]+", "_", noun).strip("_")
    return Fact(Subject(Category.FAVOURITE, subject_key(noun)),
                sentence(f"{_owner(m.group('o'), 'favourite ' + noun)} is {_value(value)}"), value,
                profile={field_name: value})


_LIKE_VERBS = (r"like|love|enjoy|adore|prefer|hate|dislike|detest|cannot stand|do not like|do not enjoy|"
               r"really like|really love|really hate|really do not like")


@_shape(rf"I (?P<verb>{_LIKE_VERBS}) (?P<v>.+)",
        rf"my (?P<who>{REL}) (?P<verb>likes|loves|enjoys|adores|prefers|hates|dislikes|does not like) (?P<v>.+)")
def _likes(m: re.Match[str]) -> Fact | None:
    value = m.group("v").strip()
    if _VAGUE_VALUE.match(value) or len(value.split()) > 8 or re.match(r"^(?:it|that|this|you)\b", value,
                                                                        re.IGNORECASE):
        return None
    verb = m.group("verb").lower()
    negative = any(w in verb for w in ("hate", "dislike", "detest", "cannot", "not"))
    who = m.groupdict().get("who")
    owner = f"The user's {who.lower()}" if who else "The user"
    if negative:
        said = "does not like"
    elif "prefer" in verb:
        said = "prefers"
    else:
        said = "likes" if "like" in verb or "enjoy" in verb else "loves"
    key = f"{subject_key(who) if who else 'self'}: {subject_key(re.split(r' (?:to|over|than) ', value)[0])}"
    return Fact(Subject(Category.LIKES, key), sentence(f"{owner} {said} {_value(value)}"), value)


@_shape(r"(?P<who>I) am (?:very |really |quite |severely )?allergic to (?P<v>.+)",
        r"(?P<who>I) have an? (?P<v>[a-z ]+?) allergy",
        rf"my (?P<who>{REL}) is (?:very |really |severely )?allergic to (?P<v>.+)",
        rf"my (?P<who>{REL}) has an? (?P<v>[a-z ]+?) allergy")
def _allergy(m: re.Match[str]) -> Fact | None:
    value = m.group("v").strip()
    if _VAGUE_VALUE.match(value) or len(value.split()) > 5:
        return None
    who = m.group("who")
    owner = "The user" if who.lower() == "i" else f"The user's {who.lower()}"
    key = f"{'self' if who.lower() == 'i' else subject_key(who)}: {subject_key(value)}"
    return Fact(Subject(Category.ALLERGY, key), sentence(f"{owner} is allergic to {_value(value)}"), value)


@_shape(r"I am not allergic to (?P<v>.+?)(?: any more)?", r"I am no longer allergic to (?P<v>.+)")
def _not_allergic(m: re.Match[str]) -> Fact | None:
    value = m.group("v").strip()
    return Fact(Subject(Category.ALLERGY, f"self: {subject_key(value)}"), "", value, remove=True)


@_shape(rf"(?P<who>I) am (?P<v>{CONDITIONS})", rf"(?P<who>I) have (?P<v>{ILLNESSES})",
        rf"my (?P<who>{REL}) is (?P<v>{CONDITIONS})", rf"my (?P<who>{REL}) has (?P<v>{ILLNESSES})",
        r"(?P<who>I) (?P<neg>do not|never) (?P<verb>eat|drink) (?P<v>[a-z ]+)")
def _health(m: re.Match[str]) -> Fact | None:
    who = m.group("who")
    owner = "The user" if who.lower() == "i" else f"The user's {who.lower()}"
    value = m.group("v").strip()
    if m.groupdict().get("verb"):
        text = f"{owner} does not {m.group('verb').lower()} {value}"
    else:
        verb = "is" if re.fullmatch(CONDITIONS, value, re.IGNORECASE) else "has"
        text = f"{owner} {verb} {value}"
    key = f"{'self' if who.lower() == 'i' else subject_key(who)}: {subject_key(value)}"
    return Fact(Subject(Category.HEALTH, key), sentence(text), value)


@_shape(rf"(?P<o>my|our) (?:(?P<who>{REL}|{PET})(?:'s| s) )?(?P<n>birthday|wedding anniversary|anniversary) is "
        rf"(?:on )?(?P<v>.+)",
        r"(?P<o>I) was born on (?P<v>.+)")
def _date(m: re.Match[str]) -> Fact | None:
    value = m.group("v").strip()
    if not re.search(rf"\b(?:{DAYWORD})", value, re.IGNORECASE) or len(value.split()) > 6:
        return None
    noun = (m.groupdict().get("n") or "birthday").lower()
    who = m.groupdict().get("who")
    owner = m.group("o")
    if who:
        subject_text = f"{_owner(owner, who.lower())}'s {noun}"
    else:
        subject_text = f"The {'user' if owner.lower() in ('my', 'i') else 'household'}'s {noun}"
    key = f"{subject_key(who) + ' ' if who else ''}{subject_key(noun)}"
    return Fact(Subject(Category.DATE, key), sentence(f"{subject_text} is on {_value(value)}"), value)
