"""Intent rules for timers, alarms and reminders: set ("in 5 minutes", "at 7:30 tomorrow"), cancel and list."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from gpt_home.agent.intent_types import (
    Intent,
    IntentKind,
    MatchContext,
    RuleTable,
    SetTimerSlots,
    TimerKind,
    TimerQuerySlots,
)
from gpt_home.agent.alarm_days import reason_day
from gpt_home.agent.clock_hours import alarm_time, reminder_time
from gpt_home.agent.reminder_splits import reminder_rest, task_opens, without_remark
from gpt_home.agent.label_fillers import without_fillers
from gpt_home.agent.spoken_words import WEEKDAY
from gpt_home.agent.timeparse import MAX_WHEN_WORDS, after, parse_duration, parse_when
from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.timer_statements import device_timer_told

RULES = RuleTable()

_TIMER_VERB = r"(?:(?:set|start|create|make|put on|add|begin)(?: me| up)?|i need|i want|give me)"


_NOT_LABEL_WORDS = frozenset(
    [
        "a",
        "an",
        "all",
        "any",
        "cancel",
        "delete",
        "remove",
        "stop",
        "clear",
        "set",
        "start",
        "turn",
        "off",
        "on",
        "how",
        "what",
        "when",
        "is",
        "are",
        "long",
        "much",
        "many",
        "left",
        "no",
        "not",
        "dont",
        "kill",
        "my",
        "the",
        "your",
        "this",
        "that",
        "it",
        "i",
        "you",
        "me",
        "for",
        "of",
        "to",
        "in",
        "at",
    ]
)


def _label(text: str | None) -> str | None:
    """A short spoken label ("pasta", "eggs"), or None if it does not look like one."""
    text = re.sub(r"(?<=\w) timer$", "", without_fillers(text or ""))  # "please": none; "bath timer": "bath"
    if text.startswith(("the ", "my ")):
        text = text.split(" ", 1)[1]
    if not text:
        return ""
    words = text.split()
    if len(words) > 3 or re.search(r"\d", numeralize(text)) or _NOT_LABEL_WORDS.intersection(words):
        return None
    return text


def _kind(word: str | None) -> TimerKind | None:
    if not word:
        return None
    if word == "remind":
        return TimerKind.REMINDER
    return TimerKind(word.rstrip("s"))


_KINDS = r"(?P<kind>timers?|alarms?|reminders?)"


def _alarm_as_set(when: str, now: datetime) -> datetime | None:
    due, readings = alarm_time(when, now)
    return due if readings is None else parse_when(when, now)


_WHEN_OF_KIND = {TimerKind.ALARM: _alarm_as_set, TimerKind.REMINDER: reminder_time}


@RULES.rule(
    r"(?:cancel|delete|remove|clear|disable|turn off|switch off|get rid of|stop)(?P<all> all(?: of)?| every| both)?"
    rf"(?: the| my| that| this| these| those)?(?: (?P<label>[a-z0-9: ]+?))? {_KINDS}"
    r"(?: (?:for|at|set for) (?P<when>.+))?",
)
def _cancel_timer(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    kind_word = m.group("kind")
    label = _label(m.group("label"))
    due = None
    when = _WHEN_OF_KIND.get(_kind(kind_word), parse_when)  # read as when it was set (agent/clock_hours.py)
    if m.group("when"):
        due = when(m.group("when"), ctx.now) or when("at " + m.group("when"), ctx.now)
        if due is None:
            return None
    if label is None:
        # "cancel my 7 am alarm": a time in front of the kind
        due = when("at " + (m.group("label") or ""), ctx.now)
        if due is None:
            return None
        label = ""
    everything = bool(m.group("all")) or kind_word.endswith("s")
    verb = m.group(0).split(" ", 1)[0]
    if verb == "stop" and not everything and not label and due is None:
        return None  # "stop the timer" silences a ringing one: the STOP rule handles it
    return Intent(IntentKind.CANCEL_TIMER, TimerQuerySlots(_kind(kind_word), label, due, everything))


@RULES.rule(
    # the family "cancel the reminder about the bins / to call mum", "delete my alarm called gym"
    r"(?:cancel|delete|remove|clear|disable|turn off|get rid of|forget)(?: the| my| that)? (?P<kind>reminder|alarm|timer)"
    r" (?:about|to|called|named|saying|that says|for the) (?P<label>[a-z ]+)",
    # "cancel my alarm for tomorrow": the day only; one alarm is cancelled, several are asked about
    r"(?:cancel|delete|remove|clear|disable|turn off|get rid of)(?: the| my)? (?P<kind>alarm|reminder)"
    rf" (?:for|on) (?:tomorrow|today|tonight|the morning|tomorrow morning|this morning|(?:this )?(?:{WEEKDAY}))",
)
def _cancel_named(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    label = " ".join(w for w in (m.groupdict().get("label") or "").split() if w not in ("the", "my"))
    if len(label.split()) > 6:
        return None
    return Intent(IntentKind.CANCEL_TIMER, TimerQuerySlots(_kind(m.group("kind")), label, None, False))


@RULES.rule(
    rf"(?:what|which) {_KINDS} (?:do i have|have i got|are (?:set|running|there|on|pending|active))"
    r"(?: set| running| on| pending| active)?",
    # "list every reminder i have", "read me out all the alarms ive got", "go through each timer thats set"
    rf"(?:list|show|tell me|read|read out|read me out|check|go through|run through)(?: me)?"
    rf"(?: all| every| each| every one| every single| each and every)?(?: of)?(?: my| the)? {_KINDS}"
    r"(?: (?:i have|ive got|i have got|i got|we have|weve got|that i have|that (?:are|is) set|thats set|you have|youve got"
    r"|there are|i set|set))?",
    rf"what are my {_KINDS}",
    rf"(?:do|have|did) i (?:have|got|set) (?:any|an?) {_KINDS}(?: set| running| on| pending)?"
    r"(?:(?: for)? (?:me|tomorrow|today|tonight|the morning|this morning|this afternoon|this evening))?",
    # the family "what have you got to remind me about", "what reminders have you got for me", "is my alarm set"
    r"what (?:have you got|do you have|are you going|are you supposed|did i ask you|have i asked you)"
    r" to (?P<kind>remind) me(?: about| of)?(?: today| tomorrow| later)?",
    rf"what {_KINDS} (?:have you got|do you have|are you holding)(?: for me| set| saved)?",
    rf"is (?:my|an?|the) {_KINDS} (?:set|on|switched on)(?: for (?:tomorrow|today|tonight|the morning))?",
    rf"(?:have you|did you) (?:got|set) (?:any|an?|my) {_KINDS}(?: set| for me)?",
    rf"(?:are there|is there) (?:any|an?) {_KINDS}(?: set| running| on| pending)?",
    r"how (?:much time is|long is) left(?: on (?:the|my) (?:(?P<label>[a-z ]+?) )?(?P<kind>timer))?",
    # the family: how (long|much longer|much time) [is|do i have|have i got] [left] on/for [the|my] [label] timer
    r"how (?:long|much longer|much time)(?: is| is there| do i have| have i got| has it got| does it have)?(?: left)? "
    r"(?:on|for|in) (?:the|my) (?:(?P<label>[a-z ]+?) )?(?P<kind>timer)",
    r"how (?:long|much longer|much time) (?:has|does) (?:the|my) (?:(?P<label>[a-z ]+?) )?(?P<kind>timer) (?:got|have)"
    r"(?: left)?",
    rf"(?:any|got any) {_KINDS}(?: set| running| on| pending)?",
    r"how long (?:until|till|before) (?:the|my) (?:(?P<label>[a-z ]+?) )?(?P<kind>timer) "
    r"(?:goes off|is done|rings|ends)",
    # "what time's my thursday alarm", "when does my sunday alarm go off": that day's alarms (skills/local.py)
    rf"(?:what time is|when is|what is|when does) (?:my|the) (?P<label>{WEEKDAY}) (?P<kind>alarm)"
    r"(?: set for| for| go off| going off)?(?: again)?",
    rf"(?:what time is|when is|what time does) (?:my|the) (?P<kind>alarm)(?: set for| go off| going off)? "
    rf"(?:on|for) (?P<label>{WEEKDAY})",
    r"when (?:is|does) my (?:next )?(?P<kind>alarm)(?: go off| set for)?",
    r"what (?:time )?is my (?:next )?(?P<kind>alarm)(?: set for| for)?",
    rf"what {_KINDS} (?:are|have i got|do i have)(?: set| running| on| pending)?",
    # "what do i have set", "whats running": every timer, alarm and reminder
    r"(?:what|whats) (?:do i have|have i got|have you got|is there|is) (?:set|running|pending|on the go)(?: for me)?",
    # "do i have a reminder about the bins": about that one (agent/order_phrasings.py says it this way)
    r"do i have (?:a|an|any) (?P<kind>reminder|alarm)s? about (?P<label>[a-z ]+)",
)
def _list_timers(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    groups = m.groupdict()
    label = _label(groups.get("label"))
    if label is None:
        return None
    return Intent(IntentKind.LIST_TIMERS, TimerQuerySlots(_kind(groups.get("kind")), label))


def _countdown(ctx: MatchContext, duration: timedelta | None, label: str | None) -> Intent | None:
    if duration is None or label is None:
        return None
    return Intent(IntentKind.SET_TIMER, SetTimerSlots(TimerKind.TIMER, after(ctx.now, duration), duration, label))


@RULES.rule(
    r"(?:name|label|call) (?:a|an|one|a new|the|my) timer (?P<label>[a-z]+(?: [a-z]+)??),? (?:and )?"
    r"(?:give it|set it (?:for|to)|make it|run it for|put it on for|for) (?P<d>.+)",
    rf"(?:{_TIMER_VERB} )?(?:a |an )?(?:new )?timer (?:called|named|labell?ed) (?P<label>[a-z]+(?: [a-z]+)??),? (?:and )?"
    r"(?:give it|set it (?:for|to)|make it|run it for|put it on for) (?P<d>.+)",
)
def _named_then_timed(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    """ "name a timer bread and give it 50 minutes": the name first, the length after as "give it" (never the name
    dropped, never a timer without a length)."""
    return _countdown(ctx, parse_duration(m.group("d")), _label(m.group("label")) or None)


@RULES.rule(
    rf"(?:{_TIMER_VERB} )?(?:a |an |the |my )?(?P<pre>[a-z0-9. ]+? )?timer (?:for |of |on )?(?P<rest>.+)",
)
def _set_timer(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    pre, rest = (m.group("pre") or "").strip(), m.group("rest")
    if device_timer_told(m.string):
        return None  # "theres a timer on the oven for 20 minutes": the oven's own, told (agent/timer_statements.py)
    if re.search(r"\b(?:longer|extra)$", rest):
        return None  # "make the pasta timer five minutes longer": time for a running timer (agent/timer_orders.py)
    label: str | None = ""
    duration = None
    if pre:
        duration = parse_duration(pre)
        if duration is not None and parse_duration(rest) is None:
            # "a five minute timer for the eggs"
            tail = re.fullmatch(r"(?:(?:for|called|named|labeled|labelled) )?(.+)", rest)
            return _countdown(ctx, duration, _label(tail.group(1)) if tail else None)
        if duration is not None:
            return None  # two durations: "a 5 minute timer for 10 minutes"
        label = _label(pre)
    duration = parse_duration(rest)
    if duration is None:
        tail = re.fullmatch(r"(?P<d>.+?) (?:for|called|named|labeled|labelled) (?P<l>.+)", rest)
        if tail is None or label:
            return None
        duration, label = parse_duration(tail.group("d")), _label(tail.group("l"))
        if duration is None:
            # the label before the duration: "a timer for the eggs for six minutes", "... the rice, 12 minutes"
            for split in re.finditer(r"(?: for|,| of| lasting)? ", rest):
                duration = parse_duration(rest[split.end():])
                if duration is not None:
                    label = _label(rest[: split.start()])
                    break
    return _countdown(ctx, duration, label)


@RULES.rule(r"(?P<pre>[a-z0-9. ]+?) timer")
def _bare_duration_timer(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    """ "five minute timer", "set a 10 minute timer" (no duration after the word timer)."""
    if device_timer_told(m.string):
        return None  # "theres a 20 minute timer", "the oven has a 5 minute timer": a device's own, told
    pre = re.sub(rf"^(?:{_TIMER_VERB} )?(?:a |an )?", "", m.group("pre"))
    labelled = re.fullmatch(r"(?P<d>.+? (?:second|minute|hour)s?) (?P<l>[a-z ]+)", pre)
    if parse_duration(pre) is None and labelled:  # "a 5 minute pizza timer"
        return _countdown(ctx, parse_duration(labelled.group("d")), _label(labelled.group("l")))
    return _countdown(ctx, parse_duration(pre), "")


# What an alarm is for, said after its time: "for the school run", "because i have work", "so i catch the bus". Never
# a weekday or a time (an alarm "for 7 for friday" is not read as 7 tomorrow with the name "friday"); a date said
# there is the alarm's day ("for the 3rd", "for new years day": agent/alarm_days.py).
_REASON = re.compile(r"(?P<when>.+?)(?: please)? (?:for|because of|because|cause|cos|so|as) (?P<why>(?:the|my|our|a|an|"
                     r"work|school|church|i|we|its|it is|new)\b(?:(?!\b(?:today|tonight|tomorrow|morning|afternoon|"
                     rf"evening|night|weekend|week|am|pm|oclock|noon|midnight|{WEEKDAY})\b)[a-z0-9 ])*)")


def _on(due: datetime, day: date) -> datetime:
    """``due``'s wall-clock time on ``day`` (an alarm "for 7 am for the twelfth")."""
    return datetime.combine(day, due.time(), tzinfo=due.tzinfo)


# A remark after an alarm's time ("... no rush that day") is cut only with no number, time word, change of mind or act
_NOT_A_REMARK = re.compile(r"\b(?:today|tonight|tomorrow|morning|afternoon|evening|night|weekend|week|am|pm|oclock|noon|"
                           r"midnight|half|quarter|past|till|hour|hours|minutes|later|earlier|sooner|actually|sorry|mean|"
                           r"instead|make|wait|scratch|rather|or|change|not|cancel|delete|remove|scrap|rid|bin|ditch|drop|"
                           r"kill|clear|keep|leave|dont|never|every|each|daily|days|weekdays?|weekends|always|repeat\w*|"
                           rf"until|from|{WEEKDAY})\b")


def _without_remark(when: str, now: datetime, wake: bool) -> str:
    """``when`` less a trailing remark that is no part of the time, or ``when`` as it was."""
    def reads(text: str) -> bool:
        if wake:
            return parse_when(text, now, prefer_morning=True) is not None
        return alarm_time(text, now) != (None, None)
    if reads(when):
        return when
    words = when.split(" ")
    for i in range(len(words) - 1, 0, -1):
        head, tail = " ".join(words[:i]), " ".join(words[i:])
        if re.search(r"\d", numeralize(tail)) or _NOT_A_REMARK.search(tail) or \
                (tail.startswith(("on ", "for ")) and reason_day(tail.split(" ", 1)[1], now.date()) is not None):
            return when  # a day or occasion ("on my birthday", "on the twelfth") is never a remark
        if reads(head):
            return head
    return when


@RULES.rule(
    rf"(?:{_TIMER_VERB} )?(?:an |the |my )?alarm(?: clock)? (?P<when>.+?)"
    r"(?: (?:called|named|labeled|labelled) (?P<label>.+))?",
    r"(?P<verb>wake me(?: up)?|get me up|i (?:need|have|want|got|must) to (?:be up|get up|wake up|be awake)(?: by)?) (?P<when>.+)",
)
def _set_alarm(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    wake = "verb" in m.groupdict() and m.group("verb") is not None
    readings = None
    when, label = m.group("when"), _label(m.groupdict().get("label"))
    on_day = None
    if not wake and (why := _REASON.fullmatch(when)) and alarm_time(when, ctx.now)[0] is None:
        # "alarm for 4 pm please for the school run": the time, then what it is for (its name when short)
        when, reason = why.group("when"), why.group("why")
        if (dated := reason_day(reason, ctx.now.date())) is not None:
            on_day, reason = dated  # "for the twelfth": on the 12th; "for my birthday": no date known, not set
            if on_day is None:
                return None
        label = _label(reason) or ""
    when = _without_remark(when, ctx.now, wake)
    if wake:
        due = parse_when(when, ctx.now, prefer_morning=True)
    else:  # a bare hour: the morning for 5-11, else both readings and the skill asks (agent/clock_hours.py)
        due, readings = alarm_time(when, ctx.now)
        if on_day is not None and (readings or due):
            readings = (_on(readings[0], on_day), _on(readings[1], on_day)) if readings else None
            due = None if due is None else _on(due, on_day)
        due = readings[1] if readings else due
    if due is None or label is None or due <= ctx.now:
        return None
    return Intent(IntentKind.SET_TIMER, SetTimerSlots(TimerKind.ALARM, due, None, label, readings))


# "remind me that the plumber comes at 3" is left to the LLM: the time may belong to the fact, not the reminder.
_TASK_START = re.compile(r"(?:to|about) ")


# "... to call mum actually make it 6", "... at 2 no make it 3": the time said again in the same breath
_RETIMED = re.compile(r"^(?P<body>.+?),? (?:no wait|sorry no|actually no|oh no|no|actually|sorry|wait|oh|oops)(?: make (?:it|that)|"
                      r" change (?:it|that) to| i mean| no| wait)? (?P<to>(?:at |in |for )?[a-z0-9: ]+?)(?: instead)?$")
# "at 8 oh 5": one clock time (8:05), never 8 taken back for 5
_OH_MINUTES = re.compile(r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)) oh "
                         r"(?:\d|one|two|three|four|five|six|seven|eight|nine)\b")


def _reminder(rest: str, ctx: MatchContext) -> Intent | None:
    """Split "<task> <when>" or "<when> <task>" into a reminder; the task must not be empty. A time said again after
    "actually make it" replaces the first (never kept in the task, never the first time kept)."""
    if (again := _RETIMED.match(rest)) is not None and not _OH_MINUTES.search(rest):
        to = again.group("to")
        due = next((d for said in (to, f"at {to}", f"in {to}") if (d := reminder_time(said, ctx.now)) is not None),
                   None)
        first = _reminder(again.group("body"), ctx) if due is not None else None
        if first is not None and isinstance(first.slots, SetTimerSlots):
            return _reminder_intent(due, first.slots.label)
    words = rest.split(" ")
    if _TASK_START.match(rest):
        # "to call mom in an hour": the longest time phrase at the end wins.
        for i in range(max(2, len(words) - MAX_WHEN_WORDS), len(words)):
            task, when = " ".join(words[1:i]), " ".join(words[i:])
            if (due := reminder_time(when, ctx.now)) is not None:
                return _reminder_intent(due, task)
        return None
    # "in an hour to call mom", "at five to four about the vet" (3:55): the longest time first (agent/reminder_splits)
    for i in range(len(words) - 1, 0, -1):
        if task_opens(words, i) and (due := reminder_time(" ".join(words[:i]), ctx.now)) is not None:
            return _reminder_intent(due, " ".join(words[i + 1 :]))
    return None


def _reminder_intent(due: datetime, task: str) -> Intent | None:
    if not task.strip() or task.startswith(("and ", "but ")):  # "... for 7 and a timer went off": no task
        return None
    return Intent(IntentKind.SET_TIMER, SetTimerSlots(TimerKind.REMINDER, due, None, without_remark(task.strip())))


_SHOUT = r"(?:give me a (?:shout|nudge|buzz|call|holler)|shout at me|nudge me|ping me|buzz me)"


@RULES.rule(rf"{_SHOUT} (?P<rest>.+)", rf"(?P<when>(?:in|at) .+?),? {_SHOUT} (?P<rest>(?:to|about) .+)",
             r"(?P<when>(?:in|at) .+?),? (?:tell|warn|alert|ask) me (?P<rest>to .+)")
def _shout_reminder(m: re.Match[str], ctx: MatchContext) -> Intent | None:
    """ "in 45 minutes give me a shout to get the cake out", "give me a nudge at 6 about the bins": a reminder said
    plainly, read as "remind me" is (a time and a task, both, or nothing)."""
    when = m.groupdict().get("when")
    return _reminder(without_remark(f"{when} {m.group('rest')}" if when else m.group("rest")), ctx)


@RULES.rule(
    r"remind me (?P<rest>.+)",
    r"(?:set|create|add|make) (?:a |me a )?reminder (?P<rest>.+)",
    r"(?:i need|i want|i would like|id like|(?:give|send|drop|shoot|leave|set|ping) me) (?:a |another )?reminder "
    r"(?P<rest>.+)",
)
def _set_reminder(m: re.Match[str], ctx: MatchContext) -> Intent | None:  # "... for 6 to put the chicken in": at 6
    return _reminder(reminder_rest(m.group("rest")), ctx)
