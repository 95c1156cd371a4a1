"""Which household domain a question no reader composed asks about, when it asks about that domain's state NOW.

Why: a question clearly about one thing the assistant keeps state for — the clock and calendar, the shopping or
to-do list, the running timers, the alarms, the reminders — said in a way no reader composes ("what month have we
reached", "are the dumplings nearly done" with a dumplings timer running, "rattle off my alarms") reached the
bundled model, which stated a time the guard replaced with "I'm not sure about that.", or invented. That domain's
current state is a true answer to any such question (``skills/domain_state.py`` says it).

The reading is strict, since a state said for a question about another thing is a false answer: the sentence is a
question (a question word, an auxiliary with a subject, or a read-out verb first; a noun phrase only for the clock),
every word is accounted for (fillers, closings, the words a question about now is made of, the domain's own nouns,
a running timer's or a reminder's name), exactly one domain is named, and nothing makes it about another time or
another person: no reporting verb, no negation, no hypothetical, no past tense, no other day (``speech_cues``'
classes, and the day words here). A digit or any other word leaves it to the model, as before. Pure: text in,
``Asked`` out.

Three loosenings keep that strictness: a remark said before or after the question ("im off to the shops later,
whats on the list"; ``remark_split``) is accounted for when it is a statement naming no other domain (never for the
clock, whose "there" may be another city's); one day picked ("my saturday alarm", "what alarm i have tomorrow") is
a selector of alarms or reminders, and of no other domain; the thing said first ("the list what is inside",
"saturday alarm what time is") is a learner's order of the same question.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from gpt_home.agent import remark_split
from gpt_home.agent.speech_cues import NEGATION, PERSON, REPORTING, TOLD_SOMEONE
from gpt_home.agent.spoken_words import MONTHS

MAX_WORDS = 16


class StateDomain(StrEnum):
    """A household domain whose current state can be said."""

    CLOCK = "clock"
    SHOPPING = "shopping"
    TODO = "todo"
    TIMERS = "timers"
    ALARMS = "alarms"
    REMINDERS = "reminders"


@dataclass(frozen=True)
class Asked:
    """The domain asked about, the timer or reminder it names ("" for all of them), the day it picks ("saturday",
    "tomorrow": that day's alarms or reminders), and whether it was said with a remark."""

    domain: StateDomain
    label: str = ""
    day: str = ""
    with_remark: bool = False

    @property
    def pointed(self) -> bool:
        """One thing picked (by name or day), or a remark said with it: no reader before reads it so."""
        return bool(self.label or self.day or self.with_remark)


# fillers before and closings after (a vocative person at either edge: "whats on the list mummy")
_LEAD = re.compile(r"^(?:(?:um|uh|er|erm|ok|okay|so|hey|hi|right|oh|well|alright|now|excuse me|sorry|quick question|"
                   r"please|just|and|yeah|then)\s+)+")
_TAIL = re.compile(r"(?:\s+(?:please|thanks|thank you|cheers|ta|love|dear|mate|pet|then|for me|if you can|"
                   r"if you would|if you could|if you dont mind|if you please|right now|now then|by any chance|or not|or what))+$")
_VOCATIVE = re.compile(rf"^(?:{PERSON})\s+|\s+(?:{PERSON})$")
# frames that ask to be told: what follows is the question
_FRAME = re.compile(r"^(?:(?:can|could|would|will) you (?:please )?(?:tell|say|let) (?:me|us)(?: know)?|"
                    r"(?:would you )?(?:be so kind as|be kind enough) to tell me|(?:do|does) (?:you|anyone) know|i (?:want|need|would like|"
                    r"wanna|d like|like) to know|let me know|(?:tell|say|remind) (?:me|us)|any idea|i wonder)\s+")
# what makes it no question about now by the speaker: reported, negated, hypothetical, past, another day
_NOT_NOW = re.compile(
    rf"\b(?:{REPORTING}|{TOLD_SOMEONE}|{NEGATION}|not|nt|isnt|arent|havent|hasnt|wont|cant|didnt|doesnt|"
    r"if|suppose|supposing|imagine|pretend|wish|wonder|would|could|should|might|was|were|did|had|used|"
    r"yesterday|ago|last|next|after|before|since|tonight|week|weeks|weekend|born|birthday|first|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|holiday|holidays|"
    r"asked|says|said|wants|wanted|thinks|thought|he|she|they|his|her|their|him|them)\b")
# "are you listening all the time", "most of the time", "at the time", "for the time being": how often or when, never
# a question about the clock (skills/clock_topics.py reads it too)
HOW_OFTEN = re.compile(r"\b(?:all|most of|much of|some of|half|at|by|for) the time\b|\bthe whole time\b")
# a thing in general ("what is a timer"), how a thing is done ("how do i make a shopping list")
_IN_GENERAL = re.compile(r"^(?:what|whats|which) (?:is |are |s )?(?:an?|some)\b|^how (?:do|does|can|should|to)\b")
_ASKING = frozenset("what whats which when how hows is are has have".split())  # a question word after a topic
_QUESTION_HEAD = frozenset("what whats which when how hows is are am has have any anything got where wheres "
                           "tell say give read list rattle reel run check show update about".split())  # "(tell me) about my alarms"
# the words a question about some domain's state now is made of (no domain named by any of them)
_GENERAL = frozenset("""
what whats which when how hows is are am has have any anything something everything it its there theres i im ive
me my we weve our us you your the on in at for of to up so far now currently right moment still yet already just
tell say give read out run through rattle off reel check show update situation got be been about all every know
let this that do does again and with where wheres today one ones saved stored booked programmed back youve
""".split())
# words only a question about a thing with an end or a content asks with: "how long", "nearly done", "left"
_TIMED = frozenset("""
left going getting coming along doing set nearly almost done ready finished long longer remaining cooked waiting
pending much looking look like many minutes mins seconds go running status progress
""".split())
_LISTED = frozenset("left much items things stuff need needs looking look like so far pick from get inside".split())
_CLOCK_WORDS = frozenset("reached hit landed full exact exactly minute getting current present todays calendar o page "
                         "say says show shows".split())
_CLOCK = frozenset("time date day weekday month year clock hour late".split())
_DOMAIN_WORDS: dict[StateDomain, frozenset[str]] = {
    StateDomain.SHOPPING: frozenset("shopping groceries grocery list buy buying shop shops".split()),
    StateDomain.TODO: frozenset("todo jobs chores tasks list".split()),
    StateDomain.TIMERS: frozenset("timer timers".split()),
    StateDomain.ALARMS: frozenset("alarm alarms woken wake waking".split()),
    StateDomain.REMINDERS: frozenset("reminder reminders".split()),
}
_LIST_NAMES = frozenset("todo jobs chores tasks".split())  # the to-do list named (its "list" then is no shopping)
_MONTH = "|".join(MONTHS)
_WEEKDAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_PART = "morning|afternoon|evening|night|night time|daytime|midday|noon|midnight"
_NOW_SAID = rf"(?:(?:in )?(?:the )?(?:a )?(?:{_MONTH}|{_WEEKDAY}|{_PART}))"
# a month, weekday or part of the day checked against now: "are we still in december", "is it tuesday or
# wednesday", "are we past midday yet or still morning", "has november finished yet": the state says which it is
_CHECKED_NOW = re.compile(
    rf"^(?:is it|are we|is today) (?:still |already |now |yet |past |after |before )*{_NOW_SAID}"
    rf"(?: (?:still|already|now|yet|today))*(?: or (?:(?:is it|are we) )?(?:still |already |past |after |before )*"
    rf"{_NOW_SAID}(?: (?:still|already|now|yet|today))*)?$|"
    rf"^(?:has|is) (?:{_MONTH}) (?:finished|ended|over|started|begun|here|gone)(?: yet| already| now)*$")
# one day's alarms or reminders: "my saturday alarm", "do i have an alarm on friday", "what alarm i have tomorrow"
_DAY = re.compile(rf"(?<!\blast )(?<!\bnext )(?<!\bevery )(?<!\bthis )\b(?:(?:on|for) )?({_WEEKDAY}|tomorrow)\b"
                  r"(?! (?:week|weeks|night|evening|afternoon))")
_WITH_A_DAY = (StateDomain.ALARMS, StateDomain.REMINDERS)
# someone said to have set one here for a day, then the time asked: "my granddaughter set an alarm for saturday, what
# time did she put it" is that day's alarm (never on another device: "on her phone" is no such sentence)
# The one set is named by its day before or after the noun ("my husband set the sunday alarm, what time is it for"),
# and "it" in the question is that one: when it goes off, never the time now
_SETTER = r"(?:(?:my|our|the) (?:\w+ )?\w+|someone|somebody)"
_ONE_SET = (rf"(?:(?:an?|any|the|my|our) (?P<kind>alarm|reminder) (?:on |for )?(?P<day>{_WEEKDAY}|tomorrow)|"
            rf"(?:the|my|our) (?P<day2>{_WEEKDAY}|tomorrow)s? (?P<kind2>alarm|reminder))")
_WHEN_ASKED = (r"(?:(?:what time|when) did (?:she|he|they) (?:set|put) (?:it|that)(?: for| at| on)?|"
               r"what time is (?:it|that)(?: set)?(?: for| to| at)?|(?:what time|when) (?:does|will) (?:it|that) "
               r"(?:go off|ring|wake (?:me|us))|what time (?:is|was) (?:it|that) set (?:for|to|at))")
_TOLD_SET = re.compile(rf"^{_SETTER} (?:set|put|put on|did) {_ONE_SET} (?:so |and |but )?{_WHEN_ASKED}$")
# what is counting down is what the timers say; what the user is being reminded about is what the reminders say
_COUNTING_DOWN = re.compile(r"\b(?:counting|ticking) down\b")
_REMINDED = re.compile(r"^(?:what|whats) (?:(?:am i|are we|will i|will we)(?: be)?(?: being| getting| going to be| "
                       r"gonna be)? reminded|(?:are|will|is) you(?: going to| gonna)?(?: be)? remind(?:ing)? (?:me|us)) "
                       r"(?:about|of)$")
_WITH_A_TIME = (StateDomain.TIMERS, StateDomain.ALARMS, StateDomain.REMINDERS)  # "what time is my alarm": the alarm


def _core(normalized: str) -> str:
    """The question without fillers, closings, a vocative and a "tell me" frame."""
    text = " ".join(normalized.lower().replace("'", " ").split())
    for _ in range(3):
        before = text
        text = _TAIL.sub("", _LEAD.sub("", text))
        text = _VOCATIVE.sub("", text).strip()
        text = _FRAME.sub("", text)
        if text == before:
            break
    text = re.sub(r"\b(there|got|have|set) an? (?=(?:timer|alarm|reminder)s?\b)", r"\1 any ", text)  # "is there a
    text = re.sub(r"\bnext (?=(?:timer|alarm|reminder)s?\b)", "", text)  # "when is my next alarm": one of them
    text = re.sub(r"^(?:what|whats) (?:is )?today$", "what day is it", text)  # "whats today": the date
    text = re.sub(r"\b(?:of|in) the week\b", "day", text)  # "where are we up to in the week": the weekday
    text = _COUNTING_DOWN.sub(" timers running ", text)  # "what have i got counting down": the timers that run
    text = _REMINDED.sub("what reminders", text)  # "what am i being reminded about": the reminders set
    return re.sub(r"\bto do\b", "todo", text).replace("wake up call", "wake")  # timer on": any timer, no timer at all


def _question(words: list[str], domain: StateDomain, label: list[str]) -> bool:
    """A question by its head: a question word, an auxiliary and a subject, a read-out verb; a noun phrase of the
    clock's ("todays full date with the year")."""
    topic = _GENERAL | _CLOCK | _DOMAIN_WORDS.get(domain, frozenset()) | set(label)
    said = words
    while (len(said) > 2 and said[0] in topic and said[0] not in _ASKING
           and (said[0] not in _QUESTION_HEAD or said is not words)):
        said = said[1:]  # "the rice timer how long has it got to go", "the list what is inside": the thing first
    if said is not words and said[0] in _ASKING:
        return True
    head = words[0]
    if head in ("do", "does"):
        return len(words) > 1 and words[1] in ("i", "we", "you")
    if head in _QUESTION_HEAD:
        return True
    return domain is StateDomain.CLOCK and len(words) >= 2


def _named(words: list[str], labels: Iterable[str]) -> str:
    """The running timer or reminder a word of whose name is said ("the curry" for the chicken curry timer; ""
    when none or several are)."""
    said = set(words)
    found = [label for label in labels if label and {w for w in _words(label) if w not in _GENERAL} & said]
    return found[0] if len(set(found)) == 1 else ""


def _words(label: str) -> list[str]:
    return [w for w in label.lower().split() if w not in ("the", "a", "to", "call", "my")] or label.lower().split()


def asked(normalized: str, *, timers: Iterable[str] = (), reminders: Iterable[str] = ()) -> Asked | None:
    """The domain whose state ``normalized`` asks about now, with the timer (of ``timers``, the running timers'
    names) or reminder (of ``reminders``) it names, or the day it picks; None when it is no such question, or in any
    doubt. A remark said before or after the question is let through when it names no other domain (never for the
    clock: "my grandson is in bangkok, what time is it there" asks another clock)."""
    if not normalized or re.search(r"\d", normalized):
        return None
    if (read := _read(normalized, timers, reminders)) is not None:
        return read
    said = " ".join(normalized.lower().replace("'", " ").replace(",", " ").split())  # who set it kept: no vocative
    if told := _TOLD_SET.match(_TAIL.sub("", _LEAD.sub("", said))) or _TOLD_SET.match(
            " ".join(_core(normalized).replace(",", " ").split())):
        kind, day = told["kind"] or told["kind2"], told["day"] or told["day2"]
        return Asked(StateDomain.ALARMS if kind == "alarm" else StateDomain.REMINDERS, day=day, with_remark=True)
    for question, remark in remark_split.splits(" ".join(normalized.lower().replace("'", " ").split())):
        read = _read(question, timers, reminders)
        if read is not None and read.domain is not StateDomain.CLOCK and _named_domains(remark.split()) <= {read.domain}:
            return replace(read, with_remark=True)
    return None


def _named_domains(words: list[str]) -> set[StateDomain]:
    """The domains a remark names by their nouns ("im off to the shops": shopping; "a long day" names no clock)."""
    said = set(words)
    return {d for d, nouns in _DOMAIN_WORDS.items() if nouns & said}


def _read(normalized: str, timers: Iterable[str], reminders: Iterable[str]) -> Asked | None:
    if len(normalized.split()) > MAX_WORDS:
        return None
    core = _core(normalized)
    if _CHECKED_NOW.match(core):
        return Asked(StateDomain.CLOCK)  # checked against now: the state says which it is
    day = ""
    if len(found := _DAY.findall(core)) == 1:  # one day picked: its alarms or reminders (another domain: no answer)
        day, core = found[0], " ".join(_DAY.sub(" ", core).split())
    words = core.split()
    timer = _named(words, timers)
    checked = re.sub(r"\b(?:they|them)\b", "it", core) if timer else core  # "the dumplings, are they done"
    if not words or _NOT_NOW.search(checked) or _IN_GENERAL.match(core) or HOW_OFTEN.search(core):
        return None
    words = checked.split()
    reminder = _named(words, reminders)
    nouns_said = set(words[1:]) if words[0] == "list" else set(words)  # "list my timers": a read-out verb
    named: set[StateDomain] = {d for d, nouns in _DOMAIN_WORDS.items() if nouns & nouns_said}
    if not _LIST_NAMES & set(words):
        named.discard(StateDomain.TODO)  # "list" alone is the shopping list
    named |= {StateDomain.TIMERS} if timer else set()
    if StateDomain.TODO in named and not (_DOMAIN_WORDS[StateDomain.SHOPPING] - {"list"}) & set(words):
        named.discard(StateDomain.SHOPPING)  # "my to do list": the to-do list's "list"
    if reminder and StateDomain.REMINDERS not in named:
        return None  # "whats that optician thing": a reminder's name alone asks about nothing said
    clock = bool(_CLOCK & set(words))
    if named & set(_WITH_A_TIME) and len(named) == 1:
        clock = False  # "what time is my alarm", "how much time is left on the pasta": that thing's time
    domains = named | ({StateDomain.CLOCK} if clock else set())
    if len(domains) != 1:
        return None
    domain = domains.pop()
    label = timer if domain is StateDomain.TIMERS else reminder if domain is StateDomain.REMINDERS else ""
    if day and domain not in _WITH_A_DAY:
        return None  # "whats on the list on saturday", "whats the date tomorrow": another day's
    known = _GENERAL | _CLOCK | _DOMAIN_WORDS.get(domain, frozenset()) | set(_words(label))
    known |= _CLOCK_WORDS if domain is StateDomain.CLOCK else _TIMED if domain in _WITH_A_TIME else _LISTED
    if domain is StateDomain.TIMERS:
        known |= {"until", "till"}  # "how long until the pasta is done": a timer's own end
    known |= {words[0]} if words[0] == "list" else set()
    if domain is StateDomain.CLOCK and re.search(r"\b(?:will|gonna|shall)\b", core):
        return None  # "what month will it be": another time than now
    if any(w not in known for w in words) or not _question(words, domain, _words(label) if label else []):
        return None
    return Asked(domain, label, "" if label else day)
