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

_AMOUNT = rf"(?:\d+|a|an|{NUMBERS}|a couple of|a few|couple of)"
_TAIL = r"(?: (?:please|thanks|thank you|for me|would you|will you|love|mate|now|then))*$"
_LABEL = r"(?P<label>[a-z]+(?: [a-z]+)?)"
# "put another 5 minutes on the roast timer", "stick 3 more minutes on the egg timer"
_PUT_MORE = re.compile(
    rf"\b(?:put|stick|pop|add|whack|chuck|bung) (?:(?:another|an extra|a further) (?P<a1>{_AMOUNT})"
    rf"|(?P<a2>{_AMOUNT}) (?:more|extra)) (?P<u1>{TIME_UNIT}) (?:on|onto|to) (?:the|my|that) {_LABEL} timer{_TAIL}")
# "give the pasta timer 10 more minutes", "give the roast timer another 5 minutes"
_GIVE_MORE = re.compile(
    rf"\bgive (?:the|my|that) {_LABEL} timer (?:(?:another|an extra|a further) (?P<a1>{_AMOUNT})"
    rf"|(?P<a2>{_AMOUNT}) (?:more|extra)) (?P<u1>{TIME_UNIT})(?: more)?{_TAIL}")
# a preamble that makes the order no order of one's own, or no order now
_NOT_MINE = re.compile(r"\b(?:dont|do not|didnt|did not|not|never|no|wont|shouldnt|said|says|told|asked|if|when|"
                       r"whenever|unless|yesterday|wish|whether)\b")
# the preamble's last words before the order: a subject or a helper makes it a statement or a question
_ENDS_BADLY = re.compile(r"\b(?:i|we|she|he|they|it|to|did|do|does|should|would|could|might|must|will|can|shall|"
                         r"(?<!can )(?<!could )(?<!would )(?<!will )you)$")
_NOT_FOOD = frozenset({"it", "them", "me", "us", "one", "that", "this", "a", "an", "you", "other", "same", "alarm"})
_COUNTS = {"a couple of": "2", "couple of": "2", "a few": "3"}


def _lead_ok(lead: str) -> bool:
    lead = lead.strip()
    if not lead:
        return True
    return _NOT_MINE.search(lead) is None and _ENDS_BADLY.search(lead) is None


def _more_time(text: str) -> list[str]:
    m = _PUT_MORE.search(text) or _GIVE_MORE.search(text)
    if m is None or not _lead_ok(text[:m.start()]) or m.group("label").split()[0] in _NOT_FOOD:
        return []
    amount = m.group("a1") or m.group("a2")
    return [f"add {_COUNTS.get(amount, amount)} {m.group('u1')} to the {m.group('label')} timer"]


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


def described_orders(normalized: str) -> list[str]:
    """The order in the rules' words; empty when no family here reads it."""
    text = without_age(normalized) or normalized
    return [*_more_time(normalized), *_left_over(text), *_part_one(text)]
