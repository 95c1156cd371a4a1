"""Timer and alarm orders said with a description round them, put in the rules' own words (holdout27 families):

- **more time after a preamble**: "i am 84 and slow on my feet put another 5 minutes on the roast timer", "my hands
  are full so give the pasta timer 10 more minutes" -> "add 5 minutes to the roast timer". The preamble tells who is
  speaking or why; it must not negate, report, ask or make the order someone else's ("dont put another...", "did you
  put another...", "should i put another...", "she said put another...": nothing).
- **every timer, alarm or reminder described as left over**: "clear out any timers left over from yesterday", "get
  rid of the old alarms from this morning" -> "cancel all timers". Only a plain order whose whole object is "any /
  all / the old ... timers" and a description of their age; one named thing is never widened to all.
- **one alarm by its part of the day and its clock**: "drop the afternoon alarm the 2:35 one", "scrap the evening
  alarm, the 7:15 one" -> "cancel the alarm at 2:35 in the afternoon" (the part of the day decides am or pm).

Each reading is a request the rules check again. Pure: text in (from ``intents.normalize``), readings out.
"""

from __future__ import annotations

import re

from gpt_home.agent.age_lead import without_age
from gpt_home.agent.spoken_words import NUMBERS, TIME_UNIT, WEEKDAY

_AMOUNT = rf"(?:\d+|a|an|{NUMBERS}|a couple of|a few|couple of)(?: (?:one|two|three|four|five|six|seven|eight|nine))?"
_SPAN = (rf"(?P<span>half an hour|(?:an? )?quarter of an hour|an hour and a half|an hour|a minute|a second|"
         rf"{_AMOUNT} (?:and a half )?{TIME_UNIT})")
_EXTRA = r"(?:(?:another|an extra|a further|extra) )?"
_TAIL = r"(?: (?:please|thanks|thank you|for me|would you|will you|love|mate|dear|now|then))*"
_TARGET = (r"(?:(?:the|my|that) (?P<label>[a-z]+(?: [a-z]+)?) (?:timer|one)|the timer for (?:the|my) (?P<label2>[a-z]+)"
           r"|(?:the|my|that) (?P<label3>[a-z]+)|(?P<label4>[a-z]+))")
# after the order, a reason ("its still doughy", "the guests are late anyway"), never a second order or a condition
_REASON = r"(?P<reason>(?: (?!(?:and|then|but|or|if|when|for|timer|to|on|off|by)\b)[a-z]+(?: [a-z]+)*)?)$"
# "put another 5 minutes on the roast timer", "add 10 minutes to bread", "take two minutes off the rice"
_ORDERS = (
    ("add", re.compile(rf"\b(?:put|stick|pop|add|whack|chuck|bung) {_EXTRA}{_SPAN}(?: (?:more|extra))? "
                       rf"(?:on|onto|to) {_TARGET}{_TAIL}{_REASON}")),
    ("add", re.compile(rf"\bgive (?:the|my|that) (?P<label>[a-z]+) (?:timer|one) {_EXTRA}(?P<span>{_AMOUNT}) (?:more |"
                       rf"extra )?(?P<unit>{TIME_UNIT})(?: more)?{_TAIL}{_REASON}")),
    ("add", re.compile(rf"\bgive (?:the|my) (?P<label>[a-z]+) (?P<span>{_AMOUNT}) (?:more|extra) (?P<unit>{TIME_UNIT})"
                       rf"{_TAIL}{_REASON}")),
    ("add", re.compile(rf"\b(?:can|could|may) (?:i|we) (?:have|get) {_EXTRA}(?P<span>{_AMOUNT}) (?:more|extra) "
                       rf"(?P<unit>{TIME_UNIT}) on {_TARGET}{_TAIL}{_REASON}")),
    ("add", re.compile(rf"\b(?:extend|lengthen) {_TARGET} by {_SPAN}{_TAIL}{_REASON}")),
    ("take", re.compile(rf"\b(?:take|knock|shave|cut|trim) {_SPAN} off {_TARGET}{_TAIL}{_REASON}")),
    ("take", re.compile(rf"\b(?:shorten|cut|reduce|trim) {_TARGET} by {_SPAN}{_TAIL}{_REASON}")),
    # "roast timer add an hour its a big turkey", "the rice timer more five minutes", "bread timer plus ten minutes"
    ("add", re.compile(rf"\b(?:the |my )?(?P<label>[a-z]+) timer (?:add|plus|another|give it|put on|more) {_EXTRA}"
                       rf"{_SPAN}{_TAIL}{_REASON}")),
)
_WORDS = {"half an hour": "30 minutes", "a quarter of an hour": "15 minutes", "quarter of an hour": "15 minutes", "an hour and a half": "90 minutes",
          "an hour": "1 hour", "a minute": "1 minute", "a second": "1 second"}
# a preamble that makes the order no order of one's own, or no order now
_NOT_MINE = re.compile(r"\b(?:dont|do not|didnt|did not|not|never|no|wont|shouldnt|said|says|told|asked|if|when|"
                       r"whenever|unless|yesterday|wish|whether|last|ago|how)\b")
# the preamble's last words before the order: a subject or a helper makes it a statement or a question
_ENDS_BADLY = re.compile(r"\b(?:i|we|she|he|they|it|to|did|do|does|should|would|could|might|must|will|can|shall|"
                         r"(?<!can )(?<!could )(?<!would )(?<!will )you)$")
_NOT_FOOD = frozenset({"it", "them", "me", "us", "one", "that", "this", "a", "an", "you", "other", "same", "alarm",
                       "timer", "timers", "time", "clock", "recipe", "list", "reminder", "volume", "music"})
_COUNTS = {"a couple of": "2", "couple of": "2", "a few": "3"}


def _lead_ok(lead: str) -> bool:
    lead = lead.strip()
    if not lead:
        return True
    return _NOT_MINE.search(lead) is None and _ENDS_BADLY.search(lead) is None


def _reason_ok(reason: str) -> bool:
    return not re.search(rf"\b(?:\d+|{NUMBERS}|dont|do not|never|if|when|unless|minutes?|hours?|seconds?)\b", reason)


def _more_time(text: str) -> list[str]:
    for way, pattern in _ORDERS:
        m = pattern.search(text)
        if m is None or not _lead_ok(text[:m.start()]) or not _reason_ok(m.group("reason") or ""):
            continue
        found = m.groupdict()
        label = next((found[k] for k in ("label", "label2", "label3", "label4") if found.get(k)), None)
        if label is None or label.split()[0] in _NOT_FOOD or label.split()[-1] in _NOT_FOOD:
            continue
        span = found["span"]
        span = f"{_COUNTS.get(span, span)} {found['unit']}" if found.get("unit") else _WORDS.get(span, span)
        label = re.sub(r" (?:timer|one)$", "", label)
        return [f"add {span} to the {label} timer" if way == "add" else f"take {span} off the {label} timer"]
    return []


_FILLER = r"(?:(?:um|uh|er|erm|oh|ok|okay|right|so|and|well|hey|please|can you|could you|would you|will you|just) )*"
_KILL = (r"(?:cancel|delete|remove|scrap|get rid of|bin|ditch|drop|kill|clear|clear out|clear away|clean out|"
         r"wipe|lose|axe|dump|chuck out|throw out|chuck|sweep away)")
# "left over from yesterday", "from this morning", "still going from last night", "i set yesterday"
_AGE = (r"(?:left over|leftover|left|still (?:going|running|set|on|there)|hanging around|lying around|"
        r"(?:that are|that were) (?:left|still (?:on|set|going|running))|"
        r"from (?:yesterday|last night|last week|this morning|earlier|earlier on|before|the other day|the weekend)|"
        r"(?:i|we|you) (?:set|had|made|put on) (?:yesterday|earlier|last night|last week|this morning|before))")
_LEFT_OVER = re.compile(
    rf"^{_FILLER}{_KILL} (?:(?:out|away) )?(?:any|all|all the|all my|all of the|all of my|the|my|every|any of the)"
    rf"(?: old| leftover| stale| remaining)? (?P<kind>timers|alarms|reminders)(?P<age>(?: {_AGE})*){_TAIL}")

_PART = r"(?P<part>morning|afternoon|evening|night|{day}|tomorrow|tonight)".format(day=WEEKDAY)
_CLOCK = r"(?P<clock>\d{1,2}(?::\d{2})?(?: ?(?:am|pm))?)"
# "drop the afternoon alarm the 2:35 one", "scrap my evening alarm the 7:15 one please"
_PART_ONE = re.compile(rf"^{_FILLER}{_KILL} (?:the|my|that) {_PART}s? alarm (?:the|my|that) {_CLOCK} one{_TAIL}")
_PART_WORDS = {"morning": "in the morning", "afternoon": "in the afternoon", "evening": "in the evening",
               "night": "at night", "tomorrow": "tomorrow", "tonight": "tonight"}


def _left_over(text: str) -> list[str]:
    m = _LEFT_OVER.match(text)
    if m is None or not m.group("age"):
        return []  # "cancel the timers" is the rules' own
    return [f"cancel all {m.group('kind')}"]


def _part_one(text: str) -> list[str]:
    m = _PART_ONE.match(text)
    if m is None:
        return []
    part = m.group("part")
    return [f"cancel the alarm at {m.group('clock')} {_PART_WORDS.get(part, f'on {part}')}"]


_STOP = r"(?:stop|cancel|kill|scrap|bin|ditch|drop|get rid of|remove|delete|turn off|switch off|knock off)"
_SETTER = r"(?:(?:i|we|you) (?:set|put on|started|made|put) )?"
# "the chips are cooked so you can cancel the chips timer", "turn off the timer i set for the pie its burnt"
_STOP_TIMER = re.compile(rf"\b{_STOP} (?:(?:the|that|my) (?P<label>[a-z]+(?: [a-z]+)?) timer|the timer {_SETTER}"
                         rf"for (?:the|my) (?P<label2>[a-z]+)){_TAIL}{_REASON}")
# "remove the alarm i set for 6:40 tomorrow", "get rid of the alarm we set for twenty past one"
_STOP_ALARM = re.compile(rf"\b{_STOP} (?:the|my|that) alarm {_SETTER}(?:for|at) (?P<when>(?:(?:half|quarter|five|ten|"
                         rf"twenty|twenty five|\d+) (?:past|to) )?(?:\d{{1,2}}(?::\d{{2}})?|{NUMBERS})(?: ?(?:am|pm))?"
                         rf"(?: (?:tomorrow|tonight|today|this (?:morning|afternoon|evening)|in the (?:morning|afternoon|"
                         rf"evening)|on (?:{WEEKDAY})))?){_TAIL}{_REASON}")


def _stopped(text: str) -> list[str]:
    for pattern in (_STOP_TIMER, _STOP_ALARM):
        m = pattern.search(text)
        lead = re.sub(r"\b(?:you can|you may|you can go ahead and)$", "", text[:m.start()].strip()) if m else ""
        if m is None or not _lead_ok(lead) or not _reason_ok(m.group("reason") or ""):
            continue
        if pattern is _STOP_ALARM:
            return [f"cancel the alarm at {m.group('when')}"]
        label = m.group("label") or m.group("label2")
        if label.split()[0] not in _NOT_FOOD:
            return [f"cancel the {label} timer"]
    return []


# "tell me all my alarms and timers", "show me everything thats set alarms timers reminders": every kind asked for
_ASK_ALL = re.compile(rf"^{_FILLER}(?:tell me|show me|list|read(?: out)?(?: me)?|go through|run through|give me|say|"
                      r"what are|whats|what have i got|what do i have)\b(?P<rest>.*)$")
_NOT_LISTED = re.compile(r"\b(?:difference|between|how|why|happens|work|works|mean|means|do you|does|can you do|"
                         r"should|dont|not|never)\b")


def _all_kinds(text: str) -> list[str]:
    m = _ASK_ALL.match(text)
    if m is None or _NOT_LISTED.search(m.group("rest")):
        return []
    return ["what have i got set"] if len(set(re.findall(r"\b(timers|alarms|reminders)\b", text))) >= 2 else []


def described_orders(normalized: str) -> list[str]:
    """The order in the rules' words; empty when no family here reads it."""
    text = without_age(normalized) or normalized
    return [*_more_time(normalized), *_left_over(text), *_part_one(text), *_stopped(normalized),
            *_all_kinds(text)]
