"""Date sums said as counting on the calendar, restated in the words the date readers answer:

- **counting on from today**: "if i count sixty days on from today where does that land on the calendar", "count 45
  days forward from today", "five weeks on, no, six weeks on from today, which date is that" (the last count said
  before "from today" is the one meant): "what date is 60 days from today";
- **the days left in a month or the year**: "how many days are left in december after today", "how many days remain
  in this month from today": "how many days until the end of december";
- **a day of this month named in a plan, then the count asked**: "we go to grandmas on the 20th how many days is that
  im seven", "my party is on the 15th how far off is that": "how many days until the 20th".

The speaker's age before or after is passed over. A report, a wish, a supposition or a past story is never read
here. Pure but for ``ask`` (the rules' reply to the restated question, nothing done).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from gpt_home.agent.age_lead import AGE
from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.spoken_words import MONTH, MONTHS, ORDINALS

Ask = Callable[[str], str | None]
MAX_WORDS = 26

_NOT_ASKED = re.compile(r"\b(?:if (?!(?:i|we|you) (?:count|counted|add|go|went)\b)|unless|wish|hope|said|says|told|asked|wondered|was|were|"
                        r"would have|dont|never|ago|last)\b")
_AGE_TAIL = re.compile(rf"(?: (?:and|but))? {AGE}(?: (?:please|thanks|love))*$")

# --- counting on from today ----------------------------------------------------------------------------------------
_UNIT = r"(?P<unit>days?|weeks?|months?)"
_COUNT_ON = re.compile(rf"\b(?P<n>\d{{1,4}}) {_UNIT}(?: (?:on|forward|forwards|ahead|onwards|later|more|time))?"
                       r" (?:on )?(?:from|after|past) (?:today|now|this morning)\b")
# the date asked of the count: "where does that land", "which date is that", "what date", "on the calendar"; or the
# count itself asked for ("count 45 days forward from today")
_DATE_ASKED = re.compile(r"\b(?:where (?:does|do|will|would) (?:that|it|i|we) (?:land|fall|end up|come|take|put|get)|"
                         r"(?:which|what) (?:date|day)|is what|whats the date|the date|on the calendar|when (?:is|will|would) "
                         r"(?:that|it|then)|what do i land on|land on)\b|^(?:(?:if )?(?:i |we |you )?(?:count|counting)"
                         r"|(?:can|could|will) you count)\b")

# said as counting (the plain "whats the date 10 days from now" is the date readers' own, as said)
_COUNTED = re.compile(r"\b(?:count|counting|counted|calendar|end up)\b|\b(?:on|forward|forwards|ahead|"
                      r"onwards) (?:on )?(?:from|after|past)\b")

# a count said loosely: "count forward 45 days", "add 12 days starting today", "50 days from now", "8 weeks away",
# "come back in 100 days, when is that"
_LOOSE = re.compile(rf"\b(?:(?:count|counting|go|going|add|adding|skip|jump)(?: (?:on|forward|forwards|ahead|on "
                    rf"another|another|on by))? (?P<n>\d{{1,4}}) {_UNIT}|in (?P<n2>\d{{1,4}}) (?P<unit2>days?|weeks?)|"
                    rf"(?P<n3>\d{{1,4}}) (?P<unit3>days?|weeks?|months?) (?:from (?:now|today)|from$|away|time|on))(?:\b|$)")
_BARE = re.compile(r"^(?:(?:count|add) (?:forward |on |ahead )?)?\d{1,4} (?:days?|weeks?|months?)(?: (?:from now|from "
                   r"today|from|on|ahead|forward))?(?: (?:for me|please|then))*$")  # ("from now please" reads "from")

# "a week today", "two weeks today", "a fortnight tomorrow": that many weeks on from the day named
_WEEK_TODAY = re.compile(r"\b(?:(?P<n>a|one|\d{1,2}) weeks?|a (?P<f>fortnight)) (?P<day>today|tomorrow)\b")

# --- the days left in a month or the year ----------------------------------------------------------------------------
_LEFT_IN = re.compile(rf"^(?P<ask>how many (?:days|sleeps) (?:are |is )?(?:there )?(?:left|remaining|remain|to go|"
                      rf"still left|still to go) (?:in|of) (?P<what>this month|the month|this year|the year|{MONTH}))"
                      r"(?: (?:after|from|counting from|not counting|besides) (?:today|now))$")

_THIS = ("this month", "the month", "this year", "the year")

# --- a day of this month named in a plan, then the count asked ------------------------------------------------------
_DAY = rf"the (?:\d{{1,2}}(?:st|nd|rd|th)|(?:twenty |thirty )?(?:{'|'.join(ORDINALS)}|thirtieth))"
_PLAN_DAY = re.compile(rf"^(?P<plan>(?:[a-z]+ ){{1,8}}?)on (?P<day>{_DAY})(?: of (?:this month|the month))?,? "
                       r"(?:so |and )?(?P<ask>how many (?:days|sleeps)(?: is| away is| off is| away| to go| until| till)?"
                       r"(?: that| it| then)?(?: away| off| from now| from today| to go)?|how (?:long|far off|far away) "
                       r"(?:is that|is it|until then|till then))$")
_PLAN_WHO = re.compile(r"^(?:we|were|i|im|my|our|mum|dad|mummy|daddy|grandma|grandad|nan|the|its|it is|there is|"
                       r"theres)\b")


def _plain(normalized: str) -> str:
    text = normalized
    for _ in range(2):
        text = _AGE_TAIL.sub("", re.sub(r" (?:please|thanks|thank you|love|dear|then)$", "", text))
    return re.sub(rf"^(?:(?:um|er|so|sorry|excuse me|sorry to bother you|ok|okay|right) )*(?:{AGE}(?: (?:and|so))? )?",
                  "", text)


def reply(normalized: str, now: datetime, ask: Ask) -> str | None:
    """The reply to a date sum said as counting, restated for the date readers; None for any other sentence (the days
    left in another month than ``now``'s are not a count to the month's end: not read here)."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    text = _plain(normalized)
    if _NOT_ASKED.search(text):
        return None
    counted = numeralize(text)
    if (found := _last(_COUNT_ON, counted)) is not None and _DATE_ASKED.search(counted) and _COUNTED.search(counted):
        return ask(f"what date is {found.group('n')} {found.group('unit')} from today")
    if (week := _WEEK_TODAY.search(counted)) is not None and _DATE_ASKED.search(counted):
        n = week.group("n") or ""
        weeks = 2 if week.group("f") else int(n) if n.isdigit() else 1
        return ask(f"what date is {'a week' if weeks == 1 else f'{weeks} weeks'} from {week.group('day')}")
    if (left := _LEFT_IN.match(text)) is not None and left.group("what") in (*_THIS, MONTHS[now.month - 1]):
        what = re.sub(r"^this ", "the ", left.group("what"))
        return ask(f"how many days until the end of {what}")
    if (plan := _PLAN_DAY.match(text)) is not None and _PLAN_WHO.match(plan.group("plan")):
        return ask(f"how many days until {plan.group('day')}")
    return None


def loose(normalized: str, ask: Ask) -> list[tuple[str, dict[str, str]]]:
    """A count said loosely ("count forward 45 days for me", "50 days from now please", "my trip is 9 weeks away what
    date does it start"), read after every other reader declined: its date as ("GptSaid", {"reply": ...}); []."""
    if not normalized or len(normalized.split()) > MAX_WORDS or _NOT_ASKED.search(text := _plain(normalized)):
        return []
    counted = numeralize(text)
    if (found := _last(_LOOSE, counted)) is None or not (_DATE_ASKED.search(counted) or _BARE.match(counted)):
        return []
    n = found.group("n") or found.group("n2") or found.group("n3")
    unit = found.group("unit") or found.group("unit2") or found.group("unit3")
    said = ask(f"what date is {n} {unit} from today")
    return [] if said is None else [("GptSaid", {"reply": str(said)})]


def _last(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The last match of ``pattern`` in ``text`` (a count corrected in the breath: the one said last)."""
    found = None
    for found in pattern.finditer(text):
        pass
    return found
