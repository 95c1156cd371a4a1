"""Timer, alarm and reminder requests whose thing is said first and the order after, put in the rules' own words.

Why (round 23): households name the thing, then ask: "i want 17 minutes counted down", "tomorrow i'm up at 6:15,
set the alarm for that", "the evening alarm at ten, scrap that one", "is my saturday alarm still on, what time did i
set it", "bins out tomorrow, give me a reminder at 8 am", "the oven needs checking in 45 minutes, set a reminder",
"drop the one about phoning the bank". Each reached the model (which may not act), asked back for what was said, or
was read by meaning as the whole list ("You have 8 alarms") or, worse, as "cancel all reminders". Each family below
is one kind: the length, the time, the alarm or the subject said first; the order after points back at it ("that",
"then", "that one", "it") or takes it as its own (a reminder's time said in either part).

Trust: a reading is only a sentence the rules already read, so the rules' own must-nots still decide. The order part
must be a plain order (never "i had a reminder", "dont cancel it", "leave that one"); the part said first must tell
nothing in the past or negated ("i was up at 6 yesterday", "the oven needed checking 45 minutes ago"), nor of
someone else; a speaker or a helping word is no task ("i'll set a reminder at 8", "the kids can set a reminder"), and
a bare "set a reminder" follows only a clause closed by its time ("the oven needs checking in 45 minutes"); a cancel
points at ONE thing by its clock or its subject, and a subject names a reminder only (never a list item, an alarm or
every reminder). Pure: text in, readings out.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from gpt_home.agent.clock_hours import reminder_time
from gpt_home.agent.spoken_words import CLOCK_HOURS, TIME_UNIT, WEEKDAY, WEEKDAYS

_LEAD = r"(?:(?:please|so|um|uh|er|ok|okay|and|right|oh|well|just|hey) )*"
_POLITE = r"(?:(?:so|and|then|please|can you|could you|would you|will you|just|now|you can|go ahead and) )*"
_TAIL = r"(?: (?:please|for me|thanks|thank you|now|then|love|mate))*"
_HOUR = rf"(?:\d{{1,2}}|{CLOCK_HOURS})"
_PART = r"(?:in the morning|in the afternoon|in the evening|at night|tonight)"
_CLOCK = (rf"(?:(?:half|quarter|\d{{1,2}}|five|ten|twenty|twenty five) (?:past|to) {_HOUR}|half {_HOUR}|"
          rf"\d{{1,2}}:\d{{2}}|{_HOUR})(?: ?(?:am|pm|oclock))?(?: {_PART})?|noon|midday|midnight")
# the past, a negation or a wish in the part said first: "i was up at 6 yesterday", "the oven needed checking"
_TOLD = re.compile(r"\b(?:was|were|woke|had|did|didnt|dont|do not|not|no|never|wont|yesterday|last|ago|used|"
                   r"wish|should|would have|\w{3,}ed)\b")
# someone else's need, a report or a condition ("she forgets her eye drops", "if the bins go out"): as
# skills/remind_after.py reads "<task>, remind me <when>"; none of these is a reminder of one's own
_NOT_MINE = re.compile(r"\b(?:she|he|they|her|his|their|hes|shes|theyre|said|says|told|reminded|forgot|if|when|"
                       r"whenever|unless|cancel|delete|remove|stop|move|change)\b")
_KILL = (r"(?:cancel|delete|remove|scrap|get rid of|bin|ditch|drop|kill|clear|turn off|switch off|lose|axe|nix|"
         r"scratch|dump|forget)")

# "i want 17 minutes counted down", "20 minutes counted down please", "i need 12 minutes counted down for the pie"
_COUNTED = re.compile(
    rf"^{_LEAD}(?:(?:i|we) (?:want|need|would like|wanna)|id like|can i have|could i have|can i get|could i get|"
    rf"(?:can|could|would|will) you (?:do|give me)|give me)? ?(?P<span>(?:\d+|an?|one|half an?|[a-z]+(?: [a-z]+)?)"
    rf"(?: and a half)? {TIME_UNIT}) (?:counted down|count down|on a countdown|on the countdown|on the clock)"
    rf"(?: for (?:the |my )?(?P<label>[a-z]+(?: [a-z]+)?))?{_TAIL}$")

# "tomorrow i'm up at 6:15, set the alarm for that", "i get up at 7 on saturday so wake me then"
_FOR_THAT = re.compile(
    rf"^(?P<said>.+?) {_POLITE}(?:(?:(?:set|put|make|get|give me)(?: me| us)?(?: an?| the| my)? )?alarm(?: clock)?"
    rf"(?: on)? (?:for|at) (?:that|then|that time|the same time)|(?:wake|get) me(?: up)? (?:then|at that time))"
    rf"{_TAIL}$")
_AT_CLOCK = re.compile(rf"\b(?:at|for|by) (?P<clock>{_CLOCK})\b")
_DAY = re.compile(rf"\b(?P<day>tomorrow(?: morning)?|tonight|this morning|this evening|(?:on |this |next )?"
                  rf"(?:{WEEKDAY})(?: morning)?)\b")

# "the evening alarm at ten, scrap that one", "that morning alarm at quarter to six cancel it"
_PART_CANCEL = re.compile(
    rf"^{_LEAD}(?:(?:the|that|my|this) |(?=(?:morning|evening|night|afternoon|{WEEKDAY}|tomorrow|tonight)s? alarm))"
    rf"(?:(?P<part>morning|evening|night|afternoon|{WEEKDAY}|tomorrow|tonight)s? )?"
    rf"alarm (?:(?:i|we|you) (?:set|put on|made) )?(?:at|for|set for) (?P<clock>{_CLOCK})"
    rf"(?: (?P<day>tomorrow|tonight|this morning|this evening|on (?:{WEEKDAY})))? "
    rf"{_POLITE}{_KILL} (?:it|that|that one|this one|this)(?: off)?"
    rf"{_TAIL}$")
_PART_WORDS = {"morning": "in the morning", "afternoon": "in the afternoon", "evening": "in the evening",
               "night": "at night", "tomorrow": "tomorrow", "tonight": "tonight"}

# "is my saturday alarm still on(, what time did i set it)", "what time did i set my saturday alarm for"
_ASK_DAY = re.compile(
    rf"^{_LEAD}(?:(?:is|has) (?:my |the )?(?P<day>{WEEKDAY}|tomorrow)s? (?:morning )?alarm (?:still )?"
    r"(?:on|set|there|going|active|switched on|got set)(?: still| at the moment| now)?(?: (?:and )?(?:what time|when) "
    r"(?:did i set it(?: for| to)?|is it(?: set)?(?: for)?|it is|is that(?: set)?(?: for)?|does it go off|was it set"
    r"(?: for)?|will it go off|for))?"
    rf"|what time (?:did|have) (?:i|we|you) (?:set|put) (?:my |the )(?P<day2>{WEEKDAY}|tomorrow)s? (?:morning )?"
    rf"alarm(?: for| to| at| on)?"
    rf"|(?:is there|have i got|do i have|have we got|do we have) (?:still )?(?:an?|my) alarm (?:still )?(?:set )?"
    rf"(?:on|for) (?P<day4>{WEEKDAY}|tomorrow)(?: morning)?(?: still| set| at all)?"
    rf"|(?:what time is|when is|whats the time (?:on|of)|what is the time (?:on|of)) (?:my |the )?"
    rf"(?P<day5>{WEEKDAY}|tomorrow)s (?:morning )?alarm(?: set for| for| going off)?"
    rf"|(?:does|will) (?:my |the )(?P<day3>{WEEKDAY}|tomorrow)s? (?:morning )?alarm (?:still )?(?:go off|ring)"
    rf"(?: at (?:{_CLOCK}))?(?: still)?){_TAIL}$")

# "bins out tomorrow, give me a reminder at 8 am", "the oven needs checking in 45 minutes, set a reminder"
_REMIND_AFTER = re.compile(
    rf"^{_LEAD}(?P<thing>[a-z].+?) {_POLITE}(?:(?:set|give|make|put in|add|send|leave)(?: me| us)? (?:a|another) "
    r"reminder|remind (?:me|us)|(?:i|we) (?:need|want|would like) a reminder|id like a reminder|(?:a )?reminder)"
    r"(?: (?:about|of) (?:it|that|this))?(?: (?P<when>(?:at|for|in|on|by|tomorrow|tonight|today|this|next) "
    rf"[a-z0-9: ]+?))?{_TAIL}$")
_ENDS_WHEN = re.compile(rf"\b(?:{'|'.join(WEEKDAYS)}|tomorrow|tonight|today|morning|afternoon|evening|night|am|pm|"
                        rf"oclock|noon|midday|midnight|{TIME_UNIT}|\d|{CLOCK_HOURS})$")
_WHEN_BITS = re.compile(
    rf"\b(?:in (?:\d+|an?|one|half an?|[a-z]+(?: [a-z]+)?)(?: and a half)? {TIME_UNIT}|(?:at|by) (?:{_CLOCK})|"
    rf"(?:on |this |next )?(?:{WEEKDAY})(?: (?:morning|afternoon|evening|night))?|tomorrow(?: (?:morning|afternoon|"
    r"evening|night))?|tonight|today|this (?:morning|afternoon|evening))\b")
_DAY_ALONE = re.compile(rf"(?:on |this |next )?(?:{WEEKDAY}|tomorrow)(?: morning| afternoon| evening| night)?")
# the need said first is the task's own ("i need to call mum at 6, set a reminder": to call mum)
_NEED_START = re.compile(r"^(?:(?:i|we) (?:need to|have to|must|have got to|gotta|got to)|(?:ive|weve) got to) ")
# a speaker, a modal or a pointing word first is no task: "i'll set a reminder at 8", "maybe set a reminder at 8"
_NO_TASK_START = re.compile(r"^(?:i|ill|im|id|ive|we|well|weve|wed|you|youll|youre|youve|u|shell|hell|theyll|hes|"
                            r"shes|theyre|maybe|perhaps|probably|"
                            r"lets|let|can|could|would|should|will|shall|might|must|may|just|also|ok|okay|yes|yeah|no|"
                            r"then|now|please|so|it|its|that|thats|this|there|theres|here|what|whats)\b")
# a subject's helping word last: "the kids can set a reminder", "mum will remind me": no task said
_NO_TASK_END = re.compile(r"\b(?:can|could|will|would|shall|should|might|must|may|to|and|or|did|does|do|i|we|you|"
                          r"they|he|she)$")
_QUESTION = re.compile(r"^(?:what|when|where|who|why|how|which|is|are|do|does|did|can|could|will|would|have|has)\b")

# "drop the one about phoning the bank", "delete the one to pay the window cleaner"
_ONE_ABOUT = re.compile(rf"^{_LEAD}{_POLITE}{_KILL} the one (?P<link>about|to|saying|that says|for) "
                        rf"(?P<what>[a-z ]+?){_TAIL}$")
_ON_A_LIST = re.compile(r"\b(?:list|lists|from the|off the|off my|from my)\b")


def fronted_readings(normalized: str, now: datetime) -> list[str]:
    """The rules' own sentences for a request whose thing is said first (``normalized`` as ``intents.normalize``
    returns it); empty when no family applies."""
    found = [_counted(normalized), _for_that(normalized), _part_cancel(normalized), _asked_day(normalized, now),
             _remind_after(normalized, now), _one_about(normalized)]
    return [r for r in found if r is not None and r != normalized]


def _counted(text: str) -> str | None:
    if (m := _COUNTED.match(text)) is None:
        return None
    label = f" for the {m.group('label')}" if m.group("label") else ""
    return f"set a timer for {m.group('span')}{label}"


def _for_that(text: str) -> str | None:
    """The one clock (and day) said before "set the alarm for that"."""
    if (m := _FOR_THAT.match(text)) is None or _TOLD.search(m.group("said")) or _NOT_MINE.search(m.group("said")):
        return None
    clocks = {c.group("clock") for c in _AT_CLOCK.finditer(m.group("said"))}
    days = {d.group("day") for d in _DAY.finditer(m.group("said"))}
    if len(clocks) != 1 or len(days) > 1:
        return None  # no clock, or two: which is "that" is not known
    day = next(iter(days), "")
    if day.split(" ")[0] in WEEKDAYS:
        day = f"on {day}"
    return " ".join(f"set an alarm for {next(iter(clocks))} {day}".split())


def _part_cancel(text: str) -> str | None:
    if (m := _PART_CANCEL.match(text)) is None:
        return None
    clock, part = m.group("clock"), m.group("part")
    said = "" if part is None or re.search(r"\b(?:am|pm|morning|afternoon|evening|night|tonight)\b", clock) else \
        _PART_WORDS.get(part, f"on {part}")
    if m.group("day") and (part is None or part in _PART_WORDS):
        said = f"{said} {m.group('day')}" if m.group("day") not in said else said  # "at 5:45 tomorrow"
    return " ".join(f"cancel the alarm at {clock} {said}".split())


def _asked_day(text: str, now: datetime) -> str | None:
    if (m := _ASK_DAY.match(text)) is None:
        return None
    day = next(d for d in m.group("day", "day2", "day3", "day4", "day5") if d)
    if day == "tomorrow":
        day = WEEKDAYS[(now + timedelta(days=1)).weekday()]
    return f"what time is my {day} alarm"


def _remind_after(text: str, now: datetime) -> str | None:
    """ "remind me <when> about <thing>": the time said in either part, the thing said first."""
    if (m := _REMIND_AFTER.match(text)) is None:
        return None
    thing = m.group("thing")
    if (need := _NEED_START.match(thing)) is not None:
        thing = thing[need.end():]
    elif _NO_TASK_START.match(thing) or _NO_TASK_END.search(thing):
        return None
    order = text[m.end("thing"):]
    if not re.search(r"\b(?:me|us|(?:i|we) (?:need|want|would like)|id like)\b", order) and not _ENDS_WHEN.search(thing):
        return None  # "the kids set a reminder at 8": said of whom sets it; "the oven needs checking in 45 minutes,
        # set a reminder": a clause closed by its time, then the order
    if _TOLD.search(thing) or _NOT_MINE.search(thing) or _QUESTION.match(thing) or re.search(r"\bremind", thing):
        return None
    bits = [b.group(0) for b in _WHEN_BITS.finditer(thing)]
    task = " ".join(_WHEN_BITS.sub(" ", thing).split())
    task = re.sub(r"(?: (?:for|about|to|on|at|in))+$", "", task)
    if not task or not re.search(r"[a-z]{3}", task) or len(task.split()) > 8:
        return None
    asked = m.group("when") or ""
    asked = re.sub(r"^for (?=\d|half|quarter|noon|midday|midnight)", "at ", asked).removeprefix("for ")
    when = " ".join(f"{asked} {' '.join(bits)}".split())
    if _DAY_ALONE.fullmatch(when):
        return f"remind me {when} about {task}"  # a day and no time: the time is asked back, the task kept
    if not when or reminder_time(when, now) is None:
        return None  # no time said, or one the rules cannot read: asked back the usual way
    return f"remind me {when} about {task}"


def _one_about(text: str) -> str | None:
    if (m := _ONE_ABOUT.match(text)) is None or _ON_A_LIST.search(m.group("what")):
        return None
    what = m.group("what")
    if len(what.split()) > 8 or re.search(r"\d", what) or m.group("link") == "for" and _WHEN_BITS.search(what):
        return None  # "the one for tomorrow", "the one for 7": a time, no subject
    return f"cancel the reminder {'to' if m.group('link') == 'to' else 'about'} {what}"
