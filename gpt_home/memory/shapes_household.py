"""Statement shapes about the household: appointments, where things are, what it has, what members do, codes and
other attributes, and routines (the catch-all, last). Registered into ``fact_shapes`` after ``shapes_people``.
"""

from __future__ import annotations

import re

from gpt_home.memory.fact_shapes import (
    _NON_VERBS,
    _PREPOSITION,
    _TRANSIENT_HAVE,
    _VAGUE_VALUE,
    Category,
    Fact,
    Subject,
    _owner,
    _shape,
    _value,
    subject_key,
)
from gpt_home.memory.person import clause_to_third, sentence
from gpt_home.memory.vocabulary import (
    APPOINTMENT_NOUN,
    ATTR,
    DAYWORD,
    FREQUENCY,
    PET,
    REL,
)


def _appointment_fact(what: str, owner: str, value: str) -> Fact | None:
    value = re.sub(r"^(?:on|at|for) ", "", value.strip(), flags=re.IGNORECASE)
    if not re.search(rf"\b(?:{DAYWORD})", value, re.IGNORECASE) or len(value.split()) > 8:
        return None
    what = re.sub(r"\s*appointment$", "", what.lower()).strip()
    starts = re.match(r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d|next|the ", value, re.IGNORECASE)
    prefix = "on " if starts else ""
    text = sentence(f"{_owner(owner, what + ' appointment')} is {prefix}{_value(value)}")
    return Fact(Subject(Category.APPOINTMENT, subject_key(what)), text, value)


@_shape(r"(?P<o>my|our|the) (?P<n>[a-z]+(?: [a-z]+)?) appointment is (?P<v>.+)",
        rf"(?P<o>my|our|the) (?P<n>{APPOINTMENT_NOUN}) is (?P<v>(?:on|at) .+)",
        r"(?P<who>I|we) have (?:an?|the|my|our) (?P<n>[a-z]+(?: [a-z]+)?) appointment (?P<v>(?:on|at|next) .+)",
        rf"(?P<who>I|we) (?:moved|changed|rescheduled|pushed|put|switched|booked) (?:the|my|our|an?) "
        rf"(?P<n>(?:{APPOINTMENT_NOUN})(?: appointment)?) (?:to|till|until|for) (?P<v>.+)")
def _appointment(m: re.Match[str]) -> Fact | None:
    owner = m.groupdict().get("o") or ("my" if (m.groupdict().get("who") or "").lower() == "i" else "our")
    return _appointment_fact(m.group("n"), owner, m.group("v"))


@_shape(rf"(?:I|we) (?:cancelled|canceled|called off) (?:the|my|our) (?P<n>(?:{APPOINTMENT_NOUN})(?: appointment)?)",
        rf"(?:the|my|our) (?P<n>(?:{APPOINTMENT_NOUN})(?: appointment)?) is (?:cancelled|canceled|off)")
def _cancel(m: re.Match[str]) -> Fact | None:
    what = re.sub(r"\s*appointment$", "", m.group("n").lower())
    return Fact(Subject(Category.APPOINTMENT, subject_key(what)), "", "", remove=True)


@_shape(rf"(?P<o>the|my|our) (?P<n>[a-z]+(?: [a-z]+){{0,2}}) (?:is|are) (?:kept |stored |hidden |hanging )?"
        rf"(?P<v>{_PREPOSITION} .+)",
        rf"(?:I|we) (?:always )?(?:keep|store|hide|leave) (?P<o>the|my|our) (?P<n>[a-z]+(?: [a-z]+){{0,2}}) "
        rf"(?P<v>{_PREPOSITION} .+)")
def _location(m: re.Match[str]) -> Fact | None:
    thing, where = m.group("n").lower(), m.group("v").strip()
    if re.fullmatch(rf"(?:{REL}|{PET})", thing) or re.search(rf"\b(?:{DAYWORD})", where, re.IGNORECASE):
        return None  # people and pets move about; "on Thursday" is a date, not a place
    if len(where.split()) > 8 or thing in ("weather", "meeting", "party", "game", "match", "show", "film", "movie"):
        return None
    verb = "are" if thing.endswith("s") and not thing.endswith("ss") else "is"
    return Fact(Subject(Category.LOCATION, subject_key(thing)),
                sentence(f"{_owner(m.group('o'), thing)} {verb} {_value(where)}"), where)


@_shape(r"(?P<who>I|we) (?P<verb>have|own|have got|drive|ride|use|keep) (?P<v>(?:an?|two|three|four|five|\d+) .+)")
def _has(m: re.Match[str]) -> Fact | None:
    value = m.group("v").strip()
    if _TRANSIENT_HAVE.match(value) or len(value.split()) > 6:
        return None
    who = m.group("who")
    verb = m.group("verb").lower().replace("have got", "have")
    text = clause_to_third(who, f"{verb} {value}")
    key = subject_key(re.sub(r"^(?:an?|two|three|four|five|\d+) ", "", value, flags=re.IGNORECASE))
    return Fact(Subject(Category.HAS, key), sentence(text), value)


@_shape(r"(?:I|we) (?:do not|no longer) (?:have|own|drive|ride) (?:the|a|an|our|my|any) (?P<v>.+?)(?: any more)?",
        r"(?:I|we) (?:sold|got rid of|gave away|scrapped|lost) (?:the|our|my) (?P<v>.+)")
def _has_not(m: re.Match[str]) -> Fact | None:
    value = m.group("v").strip()
    if len(value.split()) > 5:
        return None
    return Fact(Subject(Category.HAS, subject_key(value)), "", value, remove=True)


@_shape(rf"my (?P<rel>{REL}) (?P<verb>lives|works) (?P<p>in|as|at|for) (?P<v>.+)")
def _relative(m: re.Match[str]) -> Fact | None:
    value, rel = m.group("v").strip(), m.group("rel").lower()
    if len(value.split()) > 6 or _VAGUE_VALUE.match(value):
        return None
    what = "home" if m.group("verb").lower() == "lives" else ("job" if m.group("p").lower() == "as" else "workplace")
    text = f"The user's {rel} {m.group('verb').lower()} {m.group('p').lower()} {_value(value)}"
    return Fact(Subject(Category.ATTRIBUTE, f"{subject_key(rel)} {what}"), sentence(text), value)


@_shape(r"(?P<who>I|we) live in (?P<v>.+)", r"(?P<who>I) work (?P<p>as|at|for) (?P<v>.+)",
        r"(?P<who>I) am from (?P<v>.+)", r"(?P<who>I) was born in (?P<v>.+)",
        r"(?P<who>I) am (?P<v>\d+|[a-z]+ty(?: [a-z]+)?)(?: years old)?")
def _about_me(m: re.Match[str]) -> Fact | None:
    value = m.group("v").strip()
    if len(value.split()) > 6 or _VAGUE_VALUE.match(value):
        return None
    raw = m.group(0).lower()
    who = m.group("who")
    if " live in " in f" {raw} ":
        key, text = "home", clause_to_third(who, f"live in {value}")
    elif raw.startswith("i work"):
        key = "job" if m.group("p").lower() == "as" else "workplace"
        text = clause_to_third(who, f"work {m.group('p').lower()} {value}")
    elif " from " in raw:
        key, text = "origin", f"The user is from {_value(value)}"
    elif "born" in raw:
        key, text = "born", f"The user was born in {_value(value)}"
    else:
        if not re.fullmatch(r"\d+|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?: [a-z]+)?", value.lower()):
            return None
        key, text = "age", f"The user is {value} years old"
    return Fact(Subject(Category.ATTRIBUTE, f"self {key}"), sentence(text), value)


@_shape(rf"(?P<o>my|our|the) (?P<n>{ATTR}) (?:is|are) (?P<v>.+)",
        rf"my (?P<who>{REL})(?:'s| s) (?P<n>{ATTR}|age|birthday) is (?P<v>.+)",
        rf"my (?P<who>{REL}) is (?P<v>\d+)(?: years old)?")
def _attribute(m: re.Match[str]) -> Fact | None:
    value = m.group("v").strip()
    if _VAGUE_VALUE.match(value) or len(value.split()) > 8 or re.match(r"^(?:not|broken|off|on|down|out)\b", value):
        return None
    who = m.groupdict().get("who")
    noun = (m.groupdict().get("n") or "age").lower()
    if who:
        subject_text = f"The user's {who.lower()}'s {noun}" if noun != "age" else f"The user's {who.lower()}"
        key = f"{subject_key(who)} {subject_key(noun)}"
        text = f"{subject_text} is {value} years old" if noun == "age" else f"{subject_text} is {_value(value)}"
    else:
        key, text = subject_key(noun), f"{_owner(m.group('o'), noun)} is {_value(value)}"
    return Fact(Subject(Category.ATTRIBUTE, key), sentence(text), value)


@_shape(r"(?P<who>I|we) (?P<rest>[a-z]+ .+)", r"(?P<freq>every [a-z]+|on [a-z]+days),? (?P<who>I|we) (?P<rest>.+)")
def _routine(m: re.Match[str]) -> Fact | None:
    rest = m.group("rest")
    whole = m.group(0)
    if not re.search(rf"\b(?:{FREQUENCY})\b", whole, re.IGNORECASE):
        return None
    if _NON_VERBS.match(rest) or len(whole.split()) > 16 or re.search(r"\b(?:not|never)\b", rest, re.IGNORECASE):
        return None
    freq = m.groupdict().get("freq")
    text = clause_to_third(m.group("who"), rest + (f" {freq}" if freq else ""))
    activity = re.sub(r"^(?:(?:usually|always|normally|often|also|generally) )+", "", rest, flags=re.IGNORECASE)
    activity = re.split(rf"\b(?:{FREQUENCY}|on|at|in the|before|after)\b", activity, flags=re.IGNORECASE)[0]
    return Fact(Subject(Category.ROUTINE, subject_key(activity)), sentence(text), rest)


@_shape(r"(?P<o>the|our) (?P<n>[a-z]+(?: [a-z]+)?) (?P<verb>goes|go|gets|get|is|are) (?P<how>out|collected|picked up|"
        r"emptied|delivered|cleaned|serviced) (?P<v>.+)")
def _thing_routine(m: re.Match[str]) -> Fact | None:
    when = m.group("v").strip()
    if not re.search(rf"\b(?:{FREQUENCY})\b", when, re.IGNORECASE) or len(when.split()) > 8:
        return None
    thing = m.group("n").lower()
    text = f"The {thing} {m.group('verb').lower()} {m.group('how').lower()} {_value(when)}"
    return Fact(Subject(Category.ROUTINE, subject_key(thing)), sentence(text), when)


@_shape(r"(?:I|we) (?:do not|no longer) (?P<rest>(?!like|eat|drink|have|own)[a-z]+ .+?)(?: any more)?")
def _routine_stopped(m: re.Match[str]) -> Fact | None:
    activity = re.split(rf"\b(?:{FREQUENCY}|on|at)\b", m.group("rest"), flags=re.IGNORECASE)[0]
    if not subject_key(activity):
        return None
    return Fact(Subject(Category.ROUTINE, subject_key(activity)), "", activity, remove=True)
