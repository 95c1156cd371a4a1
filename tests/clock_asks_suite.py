"""A generated suite of clock, calendar, world-time, unit and chance asks in the shapes people say them (issue 15,
round 22), written BEFORE any code was changed, with a second vocabulary written at the same time and never tuned on
(``NEVER``). The clock: Tuesday 1 December 2026, 10:25 am UTC (tests/skill_helpers.NOW).

The kinds: a spoken clock time as a yes/no about now ("is it half ten yet"); the time left until a clock time said
in an earlier clause ("my train leaves at quarter to eleven, how long till then"); a named day said first and asked
about after ("burns night, which weekday is it and how many days away"); two places' times in one ask; whether it is
too early or late to ring someone whose place was said first; a speed said in a learner's words; a card drawn after
a shuffle; a pick between named people. Must-nots: a negated, reported, past or other-thing ask is never answered
with the time now, a card or a pick.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

TODAY = date(2026, 12, 1)
NOW_SAID = r"10:25"


def _days(day: date) -> str:
    return rf"\b{(day - TODAY).days} days\b"


def _weekday(day: date) -> str:
    return rf"\b{day:%A}\b"


def _both(*patterns: str) -> str:
    return "".join(f"(?=.*(?:{p}))" for p in patterns)


@dataclass(frozen=True)
class Case:
    """A sentence, the kind it is, and a pattern a right reply matches (searched, case-insensitive)."""

    text: str
    kind: str
    right: str


BURNS, XMAS, STPAT = date(2027, 1, 25), date(2026, 12, 25), date(2027, 3, 17)
HALLOWEEN, VALENTINE, BONFIRE, NEW_YEAR = date(2027, 10, 31), date(2027, 2, 14), date(2027, 11, 5), date(2027, 1, 1)
SINGAPORE, ISTANBUL, TOKYO, PARIS, SYDNEY, LONDON = r"6:25 pm", r"1:25 pm", r"7:25 pm", r"11:25 am", r"9:25 pm", NOW_SAID
DUBAI, TORONTO, CAIRO, LIMA = r"2:25 pm", r"5:25 am", r"12:25 pm", r"5:25 am"

DEV: tuple[Case, ...] = (
    Case("is it half ten yet", "yet", r"^no\b.*10:25"),
    Case("is it ten oclock yet", "yet", r"^yes\b.*10:25"),
    Case("mummy is it half ten yet", "yet", r"^no\b.*10:25"),
    Case("um is it eleven yet", "yet", r"^no\b.*10:25"),
    Case("is it quarter to eleven yet", "yet", r"^no\b.*10:25"),
    Case("is it half past ten already", "yet", r"^no\b.*10:25"),
    Case("my train leaves at quarter to eleven, how long till then", "till_then", r"\b20 minutes\b"),
    Case("the bus comes at half eleven, how long until then", "till_then", r"\b1 hour and 5 minutes\b"),
    Case("the film starts at quarter past eleven how long till then", "till_then", r"\b50 minutes\b"),
    Case("my appointment is at 12, how long till that", "till_then", r"\b1 hour and 35 minutes\b"),
    Case("burns night in january, which weekday is it and how many days away", "named_day",
         _both(_weekday(BURNS), _days(BURNS))),
    Case("burns night, which weekday is it", "named_day", _weekday(BURNS)),
    Case("christmas day, which day of the week is it", "named_day", _weekday(XMAS)),
    Case("st patricks day, how many days away is it", "named_day", _days(STPAT)),
    Case("halloween next year, what day of the week is it", "named_day", _weekday(HALLOWEEN)),
    Case("what time is it in singapore and what time in istanbul", "two_places", _both(SINGAPORE, ISTANBUL)),
    Case("what time is it in tokyo and in paris", "two_places", _both(TOKYO, PARIS)),
    Case("whats the time in sydney and what time in london", "two_places", _both(SYDNEY, LONDON)),
    Case("my auntie lives in st john's newfoundland, is it too early to ring her", "ring",
         _both(r"6:55 am", r"\bearly\b")),
    Case("my son is in sydney, is it too late to call him", "ring", SYDNEY),
    Case("my sister lives in new york is it too early to phone her", "ring", _both(r"5:25 am", r"\bearly\b")),
    Case("in my country is kilometres, the sign say 60 miles per hour, how much this is", "speed", r"\b96\.\d"),
    Case("how much is 60 miles per hour in kilometres", "speed", r"\b96\.\d"),
    Case("the sign says 30 mph, how much is that in km", "speed", r"\b48\.\d"),
    Case("shuffle a pack and pull out one card", "card", r"\b(?:hearts|spades|clubs|diamonds)\b"),
    Case("shuffle the deck and draw a card", "card", r"\b(?:hearts|spades|clubs|diamonds)\b"),
    Case("pull out a card", "card", r"\b(?:hearts|spades|clubs|diamonds)\b"),
    Case("we can't decide who does the washing up, me or my brother tom", "pick", r"\btom\b|\byou\b"),
    Case("who takes the bins out, me or my sister", "pick", r"\bsister\b|\byou\b"),
)

NEVER: tuple[Case, ...] = (
    Case("is it twenty to eleven yet", "yet", r"^no\b.*10:25"),
    Case("has it gone ten yet", "yet", r"^yes\b.*10:25"),
    Case("is it 10 am yet", "yet", r"^yes\b.*10:25"),
    Case("is it quarter past ten yet grandad wants his tea", "yet", r"^yes\b.*10:25"),
    Case("is it eleven oclock already", "yet", r"^no\b.*10:25"),
    Case("my shift starts at 2 pm how long until then", "till_then", r"\b3 hours and 35 minutes\b"),
    Case("nan is coming at 11 oclock, how long till that", "till_then", r"\b35 minutes\b"),
    Case("dinner is at half twelve how long till then", "till_then", r"\b2 hours and 5 minutes\b"),
    Case("valentines day, what day does it fall on", "named_day", _weekday(VALENTINE)),
    Case("bonfire night, which weekday is it and how many days to go", "named_day",
         _both(_weekday(BONFIRE), _days(BONFIRE))),
    Case("new years day in january, which day of the week is it", "named_day", _weekday(NEW_YEAR)),
    Case("time in dubai and time in toronto please", "two_places", _both(DUBAI, TORONTO)),
    Case("what time is it in cairo and in lima", "two_places", _both(CAIRO, LIMA)),
    Case("grandma lives in tokyo, is it too late to ring her", "ring", TOKYO),
    Case("my friend is in toronto, too early to call him", "ring", _both(TORONTO, r"\bearly\b")),
    Case("the limit is 70 miles per hour, what is that in kilometres per hour", "speed", r"\b112\.\d"),
    Case("we use kilometres, the road says 40 mph, how much is it", "speed", r"\b64\.\d"),
    Case("shuffle the cards and pick one", "card", r"\b(?:hearts|spades|clubs|diamonds)\b"),
    Case("shuffle a deck and deal me one card", "card", r"\b(?:hearts|spades|clubs|diamonds)\b"),
    Case("who should walk the dog me or my husband dave", "pick", r"\bdave\b|\byou\b"),
    Case("we cant agree who goes first, my son or my daughter", "pick", r"\bson\b|\bdaughter\b"),
)

# never answered with the time now, a card or a pick (nothing said: any local reply must not match ``wrong``)
MUST_NOTS: tuple[Case, ...] = (
    Case("i dont want to know the time", "negated", NOW_SAID),
    Case("my daughter asked what time it is", "reported", NOW_SAID),
    Case("dont tell me the time", "negated", NOW_SAID),
    Case("he asked me what time it was", "reported", NOW_SAID),
    Case("i wasnt asking what time it is", "negated", NOW_SAID),
    Case("my son keeps asking if its half ten yet", "reported", r"^(?:yes|no)\b"),
    Case("is it time for lunch yet", "other", r"^(?:yes|no)\b"),
    Case("is it christmas yet", "other", NOW_SAID),
    Case("my train left at quarter to eleven yesterday", "past", r"\bminutes\b"),
    Case("i shuffled a pack of cards yesterday", "past", r"\b(?:hearts|spades|clubs|diamonds)\b"),
    Case("my auntie lived in new york years ago", "past", r"\bam\b|\bpm\b"),
    Case("the sign said 60 miles per hour", "statement", r"\b96\.\d"),
    Case("my brother tom does the washing up", "statement", r"\bpick\b"),
)
