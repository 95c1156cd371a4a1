"""Household commands composed from their parts, whatever order the parts come in (issue 15).

Why: the rules each know one word order ("set an alarm for 7 am on thursday"); households say "on thursday at 7 am
could i have an alarm", "to the pasta timer i want 3 more minutes", "on the shopping list lets add eggs". Here the
slots are found ANYWHERE (a clock time, a day, a duration, "more/extra" time, a timer's label, a reminder's task, a
list item and list name), each reporting the words it consumed; the cue (alarm / wake me, timer / countdown,
remind, list) and the verb or question word decide the action; the result is the plain command the rules already
carry out ("set an alarm for 7 am on thursday", "add 3 minutes to the pasta timer", "do i have an alarm on
thursday"), so the skills still check and ask back ("For how long?", "What should I add?").

Trust: every word must be consumed by a slot, the head, a verb frame ("i want", "can you", "could i have", "lets"),
a filler ("um", "oh and", "for me") or a reason said after ("because i keep forgetting"). A word nobody consumed
means the sentence said something this reading did not understand, so no command is composed. That is also the
must-not rule: "my son SAID set a timer", "i WAS GOING to set an alarm", "DONT put eggs on the list", "the FIRE alarm
WENT OFF", "IF i asked you to ..." all leave words unconsumed. A question about what is set ("have i got an alarm
for thursday", "did i ask you to remind me about the bins") may follow a remark ("i forget things"), but after its
question words it too must be fully consumed ("... last week" is no question about what is set now).
Pure: text in, a command string out; the caller runs it through the rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gpt_home.agent.spoken_words import WEEKDAYS
from gpt_home.agent.timeparse import numeralize, parse_clock, parse_duration

_GAP = " | "  # where a slot was taken out: a task or an item never runs across it
_WEEKDAY = "|".join(WEEKDAYS)
_CUE = re.compile(r"\b(?:alarms?|wake me|wake us|timers?|countdown|remind|reminders?|list)\b")
_REASON = re.compile(r"(?: |^)(?:because|cos|cause|since|as|(?<!could )(?<!can )(?<!may )(?:i|we) (?:have|keep|always) "
                     r"|ive got (?:a|an|to)|im off|so i dont)\b.*$")
_DAY = re.compile(rf"\b(?:(?:on|for|this|next|this coming) )*(?P<day>{_WEEKDAY}|tomorrow|today|tonight)"
                  r"(?: (?P<part>morning|afternoon|evening|night))?\b")
_CLOCK = re.compile(r"\b(?:at|for|by) (?P<clock>(?:half past|quarter past|quarter to|\d{1,2} (?:minutes )?(?:past|to)) "
                    r"\d{1,2}|\d{1,2}(?::\d{2}| \d{2})?(?: ?(?:am|pm|oclock))?|noon|midday|midnight)"
                    r"(?: (?P<part>in the morning|in the evening|at night|in the afternoon))?\b")
_DURATION = re.compile(r"\b(?:for |in )?(?P<amount>(?:\d+|an?|one|half an?)(?: and a half)? (?:(?P<more>more|extra) )?"
                       r"(?:hours?|minutes?|mins?|seconds?|secs?)(?: and a half)?)(?: (?P<more2>more|extra|longer))?\b")
_LIST = re.compile(r"\b(?:to|on|onto|in|for) (?:the|my|our) (?P<name>(?:shopping|grocery|to do|todo) )?list\b")
_LABEL = re.compile(r"\b(?:(?:on|to|for) (?:the|my|its) (?P<a>[a-z]+) timer|(?:on|to) its timer|for (?:the|my) "
                    r"(?P<b>[a-z]+(?: [a-z]+)?)|(?:give|gives) the (?P<c>[a-z]+))\b")
_TASK = re.compile(r"\b(?:remind (?:me|us)|reminder|reminding me) (?P<task>(?:to|about|that) [^|]+?)(?= \||$)")
_ITEM = re.compile(r"\b(?:add|put|stick|pop|bung|chuck|throw|want|need|have|get|like|adding) (?:some |an? )?"
                   r"(?P<item>[^|]+?)(?= \||$)")
# Words a verb frame, filler or politeness consumes: "um oh and could i have", "can you set me", "lets put", "for me".
_FRAME = frozenset("""
um uh er erm oh and ok okay so please just well now right hey then also too can could would will you i me we us want
need like id wed lets let have get set start put make add give stick pop bung chuck create new wake up a an the my
our for to some there kindly quickly thanks go ahead on its
""".split())
_QUESTION = re.compile(r"\b(?:have i got|have i set|have we got|do i have|do we have|did i set|did you set|is there|"
                       r"are there|have you got|have you set|is my|any) (?P<rest>.+)$|\bdid i ask you to remind me "
                       r"(?P<about>about .+)$")
_ASKED_ABOUT = re.compile(r"^(?:(?:an?|any|my|the) )?(?:(?P<alarm>alarms?)(?: set)?|(?P<reminder>reminders?)(?: set)?"
                          r"(?: (?P<about>(?:about|for) (?:the |my )?[a-z]+(?: [a-z]+)?))?)(?: (?P<day>(?:on|for) "
                          rf"(?:{_WEEKDAY}|tomorrow|today|tonight)))?$")


@dataclass(frozen=True)
class Composed:
    """What the parts say: the plain command for the rules, and the words each slot consumed (for the log)."""

    command: str
    consumed: tuple[tuple[str, str], ...]


def _take(text: str, pattern: re.Pattern[str], taken: list[tuple[str, str]], name: str) -> tuple[str, re.Match[str] | None]:
    """``text`` with the first match of ``pattern`` cut out (a gap left), and the match."""
    m = pattern.search(text)
    if m is None:
        return text, None
    taken.append((name, m.group(0)))
    return " ".join(f"{text[:m.start()]}{_GAP}{text[m.end():]}".split()), m


def _leftover(text: str) -> list[str]:
    return [w for w in text.replace("|", " ").split() if w not in _FRAME]


def compose(normalized: str) -> Composed | None:
    """The plain command ``normalized`` (``intents.normalize``d) asks for, read from its parts in any order; None
    when no household cue is said, a word is left that no part consumed, or a question is about another time."""
    if not _CUE.search(normalized):
        return None
    text = numeralize(normalized)
    if (asked := _question(text)) is not None:
        return asked
    taken: list[tuple[str, str]] = []
    text = _REASON.sub("", text) if not text.startswith(("because", "as ", "since")) else text
    text, day = _take(text, _DAY, taken, "day")
    text, duration = _take(text, _DURATION, taken, "duration")
    text, clock = _take(text, _CLOCK, taken, "clock")
    if clock is not None and parse_clock(clock.group("clock")) is None:
        return None
    if duration is not None and parse_duration(re.sub(r" (?:more|extra)\b", "", duration.group("amount"))) is None:
        return None
    when = " ".join(p for p in (f"at {clock.group('clock')}" if clock else "", (clock and clock.group("part")) or "",
                                day.group(0) if day else "") if p)
    if re.search(r"\b(?:alarms?|wake (?:me|us))\b", text):
        return _alarm(text, when, day, clock, duration, taken)
    if re.search(r"\b(?:remind (?:me|us)|reminders?)\b", text):
        return _reminder(text, when, taken)
    if re.search(r"\b(?:timers?|countdown)\b", text) or duration is not None and _more(duration):
        return _timer(text, duration, taken)
    if _LIST.search(text) and not (day or clock or duration):
        return _list(text, taken)
    return None


def _more(duration: re.Match[str]) -> bool:
    return bool(duration.group("more") or duration.group("more2"))


def _done(command: str, text: str, taken: list[tuple[str, str]], *words: str) -> Composed | None:
    """The command when no word is left unconsumed but the head's ``words``."""
    left = [w for w in _leftover(text) if w not in words]
    return None if left else Composed(command, tuple(taken))


def _alarm(text: str, when: str, day: re.Match[str] | None, clock: re.Match[str] | None,
           duration: re.Match[str] | None, taken: list[tuple[str, str]]) -> Composed | None:
    if duration is not None:
        return None  # "an alarm in 20 minutes": the rules read it as said
    if clock is None:
        return _done(f"set an alarm {day.group(0)}" if day else "set an alarm", text, taken, "alarm")
    return _done(f"set an alarm {when}", text, taken, "alarm")


def _reminder(text: str, when: str, taken: list[tuple[str, str]]) -> Composed | None:
    text, task = _take(text, _TASK, taken, "task")
    said = task.group("task") if task else ""
    if re.search(r"\b(?:\d|am|pm)\b|\bthe \|", said):
        return None  # a time left inside the task: not read
    return _done(f"remind me {said} {when}".replace("  ", " ").strip(), text, taken, "reminder")


def _timer(text: str, duration: re.Match[str] | None, taken: list[tuple[str, str]]) -> Composed | None:
    text, label = _take(text, _LABEL, taken, "label")
    words = next((g for g in (label.groups() if label else ()) if g), "").split()
    while words and words[-1] in _FRAME:  # "for the rice for me": the rice
        words.pop()
    name = " ".join(words)
    if name in ("it", "timer", "one", "countdown") or name.endswith(" timer"):
        return None
    amount = re.sub(r" (?:more|extra)\b", "", duration.group("amount")) if duration else ""
    # more time for a timer that runs: "3 more minutes", "add 3 minutes to the pasta timer", "give the pasta 3 ..."
    added = label is not None and re.match(r"(?:on|to) |give", label.group(0)) or re.search(r"\badd\b", text)
    if duration is not None and (_more(duration) or added):
        return _done(f"add {amount} to the {name + ' ' if name else ''}timer", text, taken, "timer", "countdown",
                     "more", "extra", "it")
    command = f"set a {name + ' ' if name else ''}timer" + (f" for {amount}" if amount else "")
    return _done(command, text, taken, "timer", "countdown")


def _list(text: str, taken: list[tuple[str, str]]) -> Composed | None:
    text, where = _take(text, _LIST, taken, "list")
    name = (where.group("name") or "shopping ").strip() if where else "shopping"
    text, item = _take(text, _ITEM, taken, "item")
    said = re.sub(r"\b(?:please|for me|too|as well|on there)$", "", item.group("item")).strip() if item else ""
    if said in ("something", "anything", "some stuff", "things", "a thing") or not said:
        return _done(f"add to the {name} list", text, taken, "list")
    if _leftover(said) != said.split() and said.split()[0] in _FRAME:
        return None  # "add the eggs", "get me eggs": a frame word inside the item is a reading left unsure
    return _done(f"add {said} to the {name} list", text, taken, "list")


def _question(text: str) -> Composed | None:
    """ "i forget things have i got an alarm for thursday" -> "do i have an alarm on thursday"; the remark before
    the question words may be anything, what follows them must be the thing asked about and its day, nothing else."""
    m = _QUESTION.search(text)
    if m is None:
        return None
    if m.group("about") is not None:
        rest = f"a reminder {m.group('about')}"
    else:
        rest = m.group("rest")
    asked = _ASKED_ABOUT.match(rest)
    if asked is None:
        return None
    day = f" {asked.group('day')}" if asked.group("day") else ""
    taken = [("question", m.group(0))]
    if asked.group("alarm"):
        return Composed(f"do i have an alarm{day}" if day else "what alarms do i have", tuple(taken))
    about = asked.group("about")
    if about:
        return Composed(f"do i have a reminder about {re.sub(r'^(?:about|for) ', '', about)}{day}", tuple(taken))
    return Composed("what are my reminders", tuple(taken)) if not day else None
