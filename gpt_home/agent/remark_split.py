"""A question said with a remark before or after it: "im off to the shops later, whats on the list", "before i
forget which reminders have i got", "how long is left on the pasta my memory is terrible".

Why: a remark (a statement about the speaker, said as a reason or a lead-in) is no second request, but a reader that
wants every word of a question accounted for refused the whole sentence, and a reader by meaning took a remark's
"off" or "forget" for a cancel ("before i forget is the optician reminder still set" cancelled every reminder).

A remark opens with a subject ("i", "im", "my", "its", "we") or a lead-in ("before i forget", "quick one"), asks
nothing, asks for nothing (no command verb, no wish for a thing) and is about no other person or device; the
question opens with a question word. Recognizer text has no commas, so every place a question could start is
offered, first split first; a reader of the question decides which (if any) it reads. Pure: text in, splits out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gpt_home.agent.speech_cues import COMMAND_VERB, PERSON, REPORTING, TOLD_SOMEONE

_LEAD_IN = re.compile(r"^(?:before i forget|while i think of it|while i remember|quick one|quick question|just checking|"
                      r"just wondering|sorry to bother you|one more thing|by the way|out of interest|"
                      r"(?:ok|okay|right|so|oh|and|um|er) )")
_SUBJECT = frozenset("i im ive id ill my we were weve our its it thats this".split())
ASKS = frozenset("what whats which when whens how hows is are am has have any anything did do does where "
                 "wheres".split())
_JOINERS = frozenset("and so but because cos coz as".split())
_WH = frozenset("what whats which when whens how hows where wheres who whos why".split())
# a question cut short: it ends on a word that wants more ("which reminders have | i got")
_OPEN_END = frozenset("have has is are am do does did the a an my our your on for to of in at and so with "
                      "what whats which when how".split())
# a remark asks for something (a command, a thing wanted) or is about someone else's or another device's thing
_NO_REMARK = re.compile(rf"\b(?:{COMMAND_VERB}|added|cancelled|canceled|read|tell|show|check|list|please)\b|"
                        rf"\b(?:need|want|wanna|like)\b(?! to\b)|\b(?:{PERSON}|he|she|they|his|her|their|him|them|"
                        r"phone|watch|tablet|ipad|laptop|computer|app|apps|oven|cooker|microwave)\b|"
                        r"\b(?:dont|do not|never|not)\b")
# after the question a remark may hold no time of its own: "whats on the list i had yesterday" asks about yesterday
_WHEN = re.compile(r"\b(?:yesterday|ago|last|next|tomorrow|tonight|earlier|before|after|week|monday|tuesday|"
                   r"wednesday|thursday|friday|saturday|sunday)\b")

# a question about another person's, time's or thing's: never a state of ours (the sentence's question part)
_ELSEWHERE = re.compile(
    rf"\b(?:{REPORTING}|{TOLD_SOMEONE}|if|suppose|supposing|imagine|pretend|wish|would|was|were|"
    r"had|used|yesterday|ago|last|previous|he|she|his|her|their|him|app|apps|good|best|worth|take|takes|"
    r"usually|normally|open|opens|close|closes|shut|shuts|phone|watch|tablet|ipad|oven|cooker|microwave)\b|"
    r"\bdid (?:\w+ ){0,3}(?:have|go|ring|sound|beep|buzz|finish|end(?! up)|wake)\b|"
    rf"\b(?:{PERSON})s\b")


def _remark(words: list[str], *, after: bool) -> bool:
    if len(words) < 2 or _WH & set(words):
        return False
    text = " ".join(words)
    opens = bool(_LEAD_IN.match(text + " ")) or words[0] in _SUBJECT
    return opens and words[0] not in ASKS and not _NO_REMARK.search(text) and not (after and _WHEN.search(text))


_AUX = frozenset("is are am has have did do does".split())
_ASKED_OF = frozenset("i you we they it there my the our your this that these those any".split())


def _asks(question: list[str]) -> bool:
    """A question opens it: a wh-word, "any", or an auxiliary before its subject ("do a timer" is a command)."""
    if len(question) < 2 or question[0] not in ASKS or question[-1] in _OPEN_END:
        return False
    return question[0] not in _AUX or question[1] in _ASKED_OF


def splits(normalized: str) -> Iterator[tuple[str, str]]:
    """(question, remark) for every way ``normalized`` is a remark and a question (either order), first split
    first; nothing when it is no such sentence."""
    words = normalized.replace(",", " , ").split()
    for k in range(1, len(words)):
        if words[k] in ASKS:  # the remark before
            said = [w for w in words[:k] if w != ","]
            while said and said[-1] in _JOINERS:
                said = said[:-1]
            question = [w for w in words[k:] if w != ","]
            if _remark(said, after=False) and "," not in words[k:] and _asks(question):
                yield " ".join(question), " ".join(said)
        if words[0] in ASKS or words[k - 1] == ",":  # the remark after
            rest = [w for w in words[k:] if w != ","]
            while rest and rest[0] in _JOINERS:
                rest = rest[1:]
            question = [w for w in words[:k] if w != ","]
            if (rest and words[k] != "," and _remark(rest, after=True) and _asks(question)):
                yield " ".join(question), " ".join(rest)


def question_clause(normalized: str) -> str | None:
    """The first question said with a remark in ``normalized`` ("whats on the list" of "im off to the shops later
    whats on the list"), or None."""
    return next((q for q, _ in splits(normalized)), None)


def elsewhere(normalized: str) -> bool:
    """True when the question of ``normalized`` (after a remark) is about another person's, time's or thing's, or is
    hypothetical or reported: "what time is my wifes alarm", "which reminders did i have last friday", "is the
    shopping app good". A reading by meaning that would say a state of ours for it must not."""
    text = " ".join(normalized.lower().replace("'", " ").split())
    return bool(_ELSEWHERE.search(question_clause(text) or text))


_COMMAND_HEAD = re.compile(rf"^(?:(?:please|now|and|then|ok|okay|so|just) )*(?:{COMMAND_VERB}|clear|empty|tell)\b")


def asks_elsewhere(text: str, asked: bool) -> bool:
    """True when ``text`` (``asked``: read as a question) asks about another's or another time's thing: ``elsewhere``
    for a question, or for a sentence with a wh-word that opens with no command ("set a timer for 20 minutes
    and tell me when to take the cake out" is a command)."""
    questioned = asked or (_WH & set(text.split()) and not _COMMAND_HEAD.match(text))
    return bool(questioned) and elsewhere(text)
