"""A generated suite of everyday date questions: every question kind x anchor x offset x question frame x word
order x filler, each with the answer computed with ``datetime`` at the fixed clock, and must-nots generated the same
way (questions about the past that are no date questions, chat that names a holiday, a supply told with no question).

An item is (sentence, check): ``check`` is a ``Want`` (the reply must carry that date's weekday and day, or that
count of days) or ``NOT_A_DATE`` (the reply, if any, must state no date and no count of days).
Deterministic: the fillers are dealt in turn, never drawn at random.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import cycle

TODAY = date(2026, 12, 1)  # tests.skill_helpers.NOW, a Tuesday
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December")


@dataclass(frozen=True)
class Want:
    """What a right reply carries: a date (its weekday and "Month D") or a number of days."""

    day: date | None = None
    days: int | None = None

    def met_by(self, reply: str | None) -> bool:
        """True when ``reply`` states this date or this count of days."""
        if reply is None:
            return False
        if self.day is not None:
            return (_WEEKDAYS[self.day.weekday()] in reply
                    and re.search(rf"\b{_MONTHS[self.day.month - 1]} {self.day.day}\b", reply) is not None)
        return re.search(rf"\b{self.days} days?\b", reply) is not None


NOT_A_DATE = Want()
# a stated date or count of days: what a must-not reply may never hold
_STATED = re.compile(rf"\b(?:{'|'.join(_MONTHS)}) \d{{1,2}}\b|\b\d+ (?:days?|sleeps?|weeks?) (?:until|since|from|ago|"
                     r"before|after)\b")


def states_a_date(reply: str | None) -> bool:
    """True when ``reply`` states a date or a count of days (wrong for a must-not sentence)."""
    return reply is not None and _STATED.search(reply) is not None


# anchors said ahead: (words, date)
_AHEAD = (("christmas", date(2026, 12, 25)), ("christmas eve", date(2026, 12, 24)),
          ("christmas day", date(2026, 12, 25)), ("new years", date(2027, 1, 1)),
          ("new years eve", date(2026, 12, 31)), ("new years day", date(2027, 1, 1)),
          ("boxing day", date(2026, 12, 26)), ("valentines day", date(2027, 2, 14)),
          ("the 19th", date(2026, 12, 19)), ("december the 19th", date(2026, 12, 19)),
          ("the 19th of december", date(2026, 12, 19)), ("friday", date(2026, 12, 4)),
          ("halloween", date(2027, 10, 31)), ("friday the 13th", date(2027, 8, 13)),
          ("the next friday the 13th", date(2027, 8, 13)))
# anchors said of the past: (words, date)
_GONE = (("halloween", date(2026, 10, 31)), ("the 20th of november", date(2026, 11, 20)),
         ("november the 5th", date(2026, 11, 5)), ("last christmas", date(2025, 12, 25)),
         ("bonfire night", date(2026, 11, 5)))
# offsets: (words, days)
_OFFSETS = (("3 days", 3), ("ten days", 10), ("45 days", 45), ("a week", 7), ("2 weeks", 14), ("three weeks", 21),
            ("a fortnight", 14), ("100 days", 100))

_DAYS_UNTIL = ("how many days until {a}", "how many days till {a}", "how many days are left until {a}",
               "how many days to go till {a}", "how many more days till {a}", "how long until {a}",
               "how long is it till {a}", "how many days is it to {a}", "how many sleeps till {a}",
               "{a} how many days away is it", "how many days away is {a}", "how far away is {a}",
               "how many days do we have until {a}", "how many days left before {a}", "days until {a}",
               "count the days until {a}", "{a} is in how many days", "how many days before {a}",
               "how many days remain until {a}", "in how many days is {a}", "{a} is how many days away",
               "how many days till its {a}", "how many days from now is {a}", "how many days from today until {a}",
               "how many sleeps is it until {a}", "{a} how long to go")
_WEEKS_UNTIL = ("how many weeks until {a}", "how many weeks till {a}", "how many weeks is it to {a}",
                "how many weeks left until {a}", "{a} how many weeks away is it", "how many weeks away is {a}")
_AHEAD_DATE = ("what date is it in {o}", "whats the date in {o}", "what will the date be in {o}",
               "what day will it be in {o}", "which day will it be in {o}", "in {o} what date will it be",
               "in {o} what day is it", "whats the date {o} from now", "what date is {o} from today",
               "{o} from today what date is that", "{o} from now what day will it be", "what day is {o} from today",
               "what date will it be {o} from today", "what weekday will it be in {o}",
               "what date is it {o} from now", "if i count {o} from today what date is that",
               "whats the date going to be in {o}", "tell me what day it will be in {o}",
               "we leave in {o} what date is that", "give me the date {o} from now")
_GONE_DATE = ("what was the date {o} ago", "what date was it {o} ago", "{o} ago what date was it",
              "what day was it {o} ago", "{o} ago what day was it", "which day was {o} ago",
              "what was the date {o} back", "what day of the week was it {o} ago")
_AFTER_ANCHOR = ("what date is {o} after {a}", "{o} after {a} what date is that", "what day is {o} after {a}",
                 "what day will it be {o} after {a}", "{o} after {a} is what date")
_BEFORE_ANCHOR = ("what date is {o} before {a}", "{o} before {a} what day is that", "whats the date {o} before {a}",
                  "{o} before {a} is which day")
_DAY_NEXT_TO = ("what date is it the day {d} {a}", "what day is the day {d} {a}", "the day {d} {a} what date is that",
                "which day of the week is the day {d} {a}")
_SINCE = ("how many days since {a}", "how many days has it been since {a}", "how long ago was {a}",
          "how many days ago was {a}", "{a} was how many days ago", "how long has it been since {a}",
          "how many days have passed since {a}", "how many days is it since {a}", "its been how many days since {a}")
_WEEKDAY_OF = ("what day of the week is {a}", "what day is {a} on", "what weekday is {a}", "which day is {a}",
               "what day does {a} fall on", "{a} is on what day", "{a} falls on what day of the week",
               "what day of the week will {a} be")
# "this year" said: only of a day still ahead this year (which new year's is meant in december is a guess)
_THIS_YEAR = ("what day of the week does {a} fall on this year", "what day is {a} this year")
_RUN_OUT = ("my tablets last {o} starting today what date do they run out", "{o} supply from today when does it "
            "run out", "the pills are for {o} when will they run out", "the prescription lasts {o} when does it end",
            "i have {o} of tablets left when do they run out")
_PREFIXES = ("", "um ", "quick question ", "the kids want to know ", "hey ", "can you tell me ", "do you know ",
             "so ", "ok ", "i was wondering ")
_SUFFIXES = ("", " please", " thanks", " because i need to plan", " for the party", "")

MUST_NOTS = (
    "how many days did it rain last week", "how many days did the trip take", "how many days a week do you work",
    "what did we do last christmas", "i love christmas eve", "the kids are excited for santa to come",
    "we spent ten days in spain", "christmas was great last year", "my tablets last ages",
    "how many days does it take to walk to rome", "how many days are there in a week", "how many days in february",
    "what did you get for christmas", "we went away for two weeks after christmas", "what do you want for christmas",
    "how long did christmas dinner take", "how long does a turkey take to cook", "how many weeks is a pregnancy",
    "the tablets are for my back", "how long ago did dinosaurs live", "how many sleeps does a bear take in winter",
    "tell me a christmas story", "play christmas music", "what is christmas eve", "why do we celebrate halloween",
    "my birthday was 3 days ago", "what happened 10 days ago", "who won the game 2 weeks ago",
    "how long is a fortnight", "how many days is a fortnight", "santa comes tonight",
    "when santa comes we will open presents", "i took my tablets three days ago", "how long do tablets last",
    "a fortnight from today i will be in paris", "in ten days i will be on holiday", "it rained 3 days ago",
    "remind me in 3 days", "what did i say ten days ago", "what was the weather 3 days ago",
    "how long is the christmas holiday", "what day is the bin collection", "how many days until my birthday",
    "how long until my timer goes off", "how long till dinner", "which day is better for the party friday or saturday",
    "what did you do on friday", "how far is it to paris", "how long have we been married", "set a timer for 3 days",
    "remind me 3 days before christmas to buy presents", "add christmas crackers to the list",
    "how many hours in 3 days", "how many days in 3 weeks", "how many days did it take to build the shed",
    "what time is it", "how long is a week in hours", "what should we do 3 days after christmas",
    "how many days did it snow since christmas", "how long does christmas pudding keep",
    "how many days do you need to defrost a turkey before christmas", "which day of the week do you like best",
    "what day was the best day of your life", "how many weeks do puppies stay with their mum",
)


def _dealt(items: list[str]) -> list[str]:
    """Each sentence with the next prefix and suffix in turn (deterministic)."""
    pairs = cycle([(p, s) for s in _SUFFIXES for p in _PREFIXES])
    return [" ".join(f"{p}{text}{s}".split()) for text, (p, s) in zip(items, pairs, strict=False)]


def items() -> list[tuple[str, Want]]:
    """Every generated date question and must-not, with what its reply must (or must not) say."""
    out: list[tuple[str, Want]] = []

    def add(frames: tuple[str, ...], fill: dict[str, str], want: Want) -> None:
        texts = [f.format(**fill) for f in frames]
        out.extend(zip(_dealt(texts), [want] * len(texts), strict=True))

    for name, when in _AHEAD:
        add(_DAYS_UNTIL, {"a": name}, Want(days=(when - TODAY).days))
        add(_WEEKS_UNTIL, {"a": name}, Want(days=(when - TODAY).days))
        add(_WEEKDAY_OF, {"a": name}, Want(day=when))
        if name in ("christmas", "christmas eve", "boxing day", "new years eve", "the 19th", "the 19th of december",
                    "december the 19th"):
            add(_THIS_YEAR, {"a": name}, Want(day=when))
    for name, when in _AHEAD[:8]:  # "the day after boxing day", "the day before christmas eve"
        add(_DAY_NEXT_TO, {"a": name, "d": "after"}, Want(day=when + timedelta(days=1)))
        add(_DAY_NEXT_TO, {"a": name, "d": "before"}, Want(day=when - timedelta(days=1)))
    out.append(("how many sleeps till santa comes", Want(days=24)))
    out.append(("the kids wanna know how many sleeps till santa comes", Want(days=24)))
    for said, days in _OFFSETS:
        add(_AHEAD_DATE, {"o": said}, Want(day=TODAY + timedelta(days=days)))
        add(_GONE_DATE, {"o": said}, Want(day=TODAY - timedelta(days=days)))
        add(_RUN_OUT, {"o": said}, Want(day=TODAY + timedelta(days=days)))
        for name, when in (*_AHEAD[:4], ("tomorrow", TODAY + timedelta(days=1)),
                           ("yesterday", TODAY - timedelta(days=1))):
            add(_AFTER_ANCHOR, {"o": said, "a": name}, Want(day=when + timedelta(days=days)))
            add(_BEFORE_ANCHOR, {"o": said, "a": name}, Want(day=when - timedelta(days=days)))
    for name, when in _GONE:
        add(_SINCE, {"a": name}, Want(days=(TODAY - when).days))
    out.extend((text, NOT_A_DATE) for text in _dealt(list(MUST_NOTS)))
    return out
