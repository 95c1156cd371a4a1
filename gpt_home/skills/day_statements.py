"""Date arithmetic said as a statement, with the day first and the question after, or as a check to confirm.

The templates and ``slot_spans`` read "what's the date two weeks from today"; people also say the day first and ask
after ("a fortnight from today whats the date", "the first of january what day is that next year"), state a day and
ask to confirm it ("yesterday that was a monday right", "is christmas on a friday"), ask whether a day is at the
weekend ("february fourteenth next year is that a weekend day"), and name days that do not exist ("the thirtieth of
february"). Here:

- the day's words are put the way the day readers take them ("a fortnight" -> "2 weeks", "3 days back" -> "3 days
  ago", "hundred days" -> "100 days", "days left in this year" -> until the end of the year);
- the question words are taken out wherever they sit, and the words left over must read, all of them, as one day;
- a weekday or weekend check gets a yes or no with the day's full date; a date that does not exist is said so.

``find`` returns readings as (intent name, slots) like ``slot_spans.find``; "GptSaid" carries a finished reply.
Pure: only ``today`` comes in.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, datetime, time

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.number_reader import amounts
from gpt_home.agent.spoken_words import MONTH, MONTHS, WEEKDAY, WEEKDAYS
from gpt_home.skills.day_phrases import spoken_ordinals
from gpt_home.skills.everyday import date_offset, event_date, resolve_day

MAX_WORDS = 16
_REWRITES: Rewrites[str] = Rewrites((
    (r"\b(?:a|one) fortnight\b|\bfortnight\b", "2 weeks"),
    # "monday week", "what date is friday week": a week on that day (never "this friday week", "every monday week")
    (rf"(^|\b(?:is|be|on|at|for|till|until|to) )(?:on )?({WEEKDAY}) week\b", r"\1a week on \2"),
    (r"\b(\d+|an?|one) (days?|weeks?|months?|years?) (?:back|before now|earlier|in the past)\b", r"\1 \2 ago"),
    (r"\b(\d+|an?|one) (days?|weeks?|months?|years?) (?:ahead|later|onwards|from today on)\b", r"in \1 \2"),
    (r"\b(\d+|an?|one) (months?|years?) (?:from now|from today|time)\b", r"in \1 \2"),  # "6 months from now"
    # "after 18 days from today": 18 days from today
    (r"\b(?:after|in) (\d+|an?|one) (days?|weeks?|months?|years?) (from (?:today|now))\b", r"\1 \2 \3"),
    # "what day does the 15th fall on": the day asked is the 15th
    # (a weekday or the weekend after it is a check: "does the 1st of march fall on a weekend")
    (rf"\b(?:does|did|will) (.+?) (?:fall|land|be) on\b(?! (?:an? |the )?(?:weekend|{WEEKDAY}))", r"\1"),
    (rf"\b(?:falls?|lands?|fell) on\b(?! (?:an? |the )?(?:weekend|{WEEKDAY}))", ""),
    # "is the 6th of january a monday or what": the check without its tag
    (r" or (?:what|not|no|is it|isnt it|is it not|something|am i wrong)$", ""),
    # "the 15th this month": of this month
    (r"\b(the [a-z0-9]+(?:st|nd|rd|th)) (this|next|last) month\b", r"\1 of \2 month"),
))
# How many days are left in a period: the count until its end.
_LEFT_IN = re.compile(r"\bhow many (?:more )?(days|weeks|sleeps) "
                      r"(?:are |have we got |do we have |is there |are there )?"
                      r"(?:left|remaining|to go|still to go) (?:in |of |till the end of |until the end of )?"
                      r"(?:this|the|the current) (year|month|week)\b")
# "how many more days of 2026 are there", "how many days of the year are left", "how many days are left in december":
# the period named by its number or name (this year's, this month's only) and the count asked after it
_LEFT_OF = re.compile(rf"\bhow many (?:(?P<more>more )?(?:days|sleeps) (?:of|in)|(?:days|sleeps) (?:are )?"
                      rf"(?:left|remaining) (?:of|in)) (?:(?:this|the|the current) (?P<period>year|month)|"
                      rf"(?P<year>\d{{4}})|(?P<month>{MONTH}))(?(more)(?: (?:are|is) (?:there|left)| left|$)|"
                      r"(?: (?:are|is) (?:left|remaining)| left| remaining|$))")
_ASK = re.compile(
    r"\b(?:what|which) (?:day|date|weekday)(?: of the week)?(?: (?:is|was|will) (?:that|it|this)(?: be| on| fall on)?"
    r"| (?:is|was|will) (?:that|it|this) be| will it be| was it| is it| would it be| is that| was that)?\b|"
    r"\bwhat(?:s| is| was| will be| would be)? the date(?: (?:be|then|going to be))?\b|"
    r"\b(?:what|which) (?:day|date)\b|\bwhat day\b|"
    r"\bwhat(?:s| is| was| will| would)? (?:that|it|this)(?: be| then)?$")  # "the day after tomorrow whats that"
_IN_MONTH = re.compile(rf"^how many days (?:are there |are |is there |does |do |has |have )?(?:in )?"
                       rf"(?P<which>this month|the month|next month|last month|(?P<month>{MONTH}))"
                       rf"(?: have| got| has)?(?:(?P<this> this year)|(?P<next> next year))?$")
# a month's length checked, or two lengths offered: "does this month run to 30 days or 31", "is december 31 days long",
# "are there 30 days in this month"
_LENGTH_CHECK = re.compile(
    rf"^(?:so |and |um )?(?:does|do|has|did|will|is) (?P<which>this month|the month|next month|last month|"
    rf"(?P<month>{MONTH})) (?:have |has |got |run to |go to |go up to |last |have got )?(?P<n>\d{{2}})(?: days?)?"
    rf"(?: or (?P<m>\d{{2}}))?(?: days?)?(?: long)?(?:(?P<this> this year)|(?P<next> next year))?(?: then| please)?$")
# the count named, not asked: "days left in the year", "the number of days left in the month"
_LEFT_NAMED = re.compile(r"^(?:the )?(?:number of )?(days|weeks|sleeps) (?:left|remaining|to go) (?:in|of) "
                         r"(?:this|the|the current) (year|month|week)(?: please| then| now)?$")
_WEEKEND = re.compile(r"\b(?:is|was|will) (?:that|it|this)(?: be)? (?:on )?(?:a |the )?weekend(?: day)?\b|"
                      r"\b(?:does|did|will) (?:that|it|this) (?:fall|land|be) on (?:a |the )?weekend\b|"
                      r"\b(?:falls?|lands?) on (?:a |the )?weekend\b")
_CHECK = re.compile(rf"^(?P<day>.+?) (?:that |it |this )?(?:was|is|will be|falls on|fell on|lands on)(?: on)? (?:an? )?"
                    rf"(?P<wd>{WEEKDAY})(?: (?:right|correct|yes|yeah|isnt it|wasnt it|is it|was it|true))?$|"
                    rf"^(?:is|was|will) (?P<day2>.+?) (?:be )?(?:on )?(?:an? )?(?P<wd2>{WEEKDAY})"
                    rf"(?: (?:right|correct|isnt it|wasnt it))?$|"
                    rf"^(?P<day3>.+?) (?:is|was|will) (?:that|it|this)(?: be)? (?:on )?(?:an? )?(?P<wd3>{WEEKDAY})"
                    rf"(?: (?:right|then))?$")
_DAYISH = re.compile(rf"\d|\b(?:{WEEKDAY}|{MONTH}|days?|weeks?|months?|years?|today|tomorrow|yesterday)\b")
_LEADING = frozenset(["does", "did", "will", "is", "was", "would", "when", "and"])  # "does [the 1st of march]"
_FILLER = frozenset("so then that it this on right ok okay please yes yeah".split())
_DAY_OF_MONTH = re.compile(rf"\b(?:the )?(\d{{1,2}})(?:st|nd|rd|th)? (?:of )?({MONTH})\b|"
                           rf"\b({MONTH}) (?:the )?(\d{{1,2}})(?:st|nd|rd|th)?\b")
# A day of the month with a remark said after it ("the 25th of this month its our works do")
_REMARK_AFTER = re.compile(rf"^(?P<day>(?:the )?\d{{1,2}}(?:st|nd|rd|th)(?: of (?:this month|next month|{MONTH}))?) "
                           r"(?:its|thats|that is|it is|for|because|cause|my|our|we|i|its for)\b")
_WORD_ORDINALS = {"twentieth": "20th", "thirtieth": "30th", "fortieth": "40th"}
# "the fifteenth" alone (no month after): the day of this month, as the day readers take it ("the 15th")
_TEENTHS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
            "fifteenth sixteenth seventeenth eighteenth nineteenth").split()
_THE_NTH = re.compile(rf"\bthe ({'|'.join(_TEENTHS)})\b(?! (?:of )?(?:{MONTH})\b)")


def _period_left(m: re.Match[str], today: date) -> str | None:
    """ "year" or "month" when the period named is the current one (another year's days left are not asked)."""
    if m.group("period"):
        return m.group("period")
    if m.group("year"):
        return "year" if int(m.group("year")) == today.year else None
    return "month" if MONTHS.index(m.group("month")) == today.month - 1 else None


def find(normalized: str, today: date) -> list[tuple[str, dict[str, str]]]:
    """Readings of ``normalized`` (from ``intents.normalize``) as date arithmetic said in other orders."""
    if len(normalized.split()) > MAX_WORDS:
        return []
    text = plain_day_words(normalized)
    if (missing := no_such_date(text)) is not None:
        return [("GptSaid", {"reply": missing})]
    if (length := month_length(text, today)) is not None:
        return [("GptSaid", {"reply": length})]
    if left := _LEFT_IN.search(text) or _LEFT_NAMED.match(text):
        return [("GptDaysUntil", {"event": f"the end of the {left.group(2)}"})]
    if (of := _LEFT_OF.search(text)) and (period := _period_left(of, today)):
        return [("GptDaysUntil", {"event": f"the end of the {period}"})]
    if (check := _weekday_check(text, today)) is not None:
        return [("GptSaid", {"reply": check})]
    weekend = _WEEKEND.search(text)
    asked = weekend or _ASK.search(text)
    if asked is None:
        return []
    rest = _day_words(text[:asked.start()] + " " + text[asked.end():])
    if (back := months_ago(rest, today)) is not None:  # "what was the date a month ago"
        return [("GptSaid", {"reply": back})]
    day = _day(rest, today)
    if day is None and (remarked := _REMARK_AFTER.match(rest)) and _day(remarked.group("day"), today) is not None:
        rest = remarked.group("day")  # "which day is the 25th this month its our works do": the day, not the remark
        day = _day(rest, today)
    if day is None and (weekend or not 0 < len(rest.split()) <= 6 or not _DAYISH.search(rest)
                        or date_offset(rest, datetime.combine(today, time(12))) is None):
        return []  # the date handler reads a few more day shapes ("a week on saturday"); none other is guessed
    if weekend and day is not None:
        return [("GptSaid", {"reply": _weekend_reply(day)})]
    slots = {"day": rest}
    if re.search(r"\bwas\b", asked.group(0)) or re.search(r"\bago\b", rest):
        slots["tense"] = "past"
    return [("GptDateOffset", slots)]


def _suffix(n: int) -> str:
    return "th" if 4 <= n <= 20 else {1: "st", 2: "nd", 3: "rd"}[n]


def plain_day_words(normalized: str) -> str:
    """The day's words as the day readers take them: "a fortnight from today" -> "2 weeks from today"."""
    text = spoken_ordinals(normalized)  # before the numbers: "thirty first" is one ordinal, not "30 first"
    for said, ordinal in _WORD_ORDINALS.items():
        text = text.replace(said, ordinal)
    if _ASK.search(text) or _CHECK.match(text):
        text = _THE_NTH.sub(lambda m: f"the {_TEENTHS.index(m.group(1)) + 1}{_suffix(_TEENTHS.index(m.group(1)) + 1)}",
                            text)
    text = amounts(text)
    text = _REWRITES.sub(text)
    text = re.sub(r"\b(ago|back) today\b", r"\1", text)  # "two weeks ago today": that day, 2 weeks ago
    return " ".join(text.split())


def month_length(text: str, today: date) -> str | None:
    """ "how many days does this month have" -> "December 2026 has 31 days."; None for any other question."""
    m = _IN_MONTH.match(text) or _LENGTH_CHECK.match(text) or _LENGTH_CHECK.match(_in_month_first(text))
    if m is None:
        return None
    year, month = today.year, today.month
    if m.group("month"):
        month = MONTHS.index(m.group("month")) + 1
        # "february this year" is this year's; a month already gone, said alone, is the coming one
        year += 1 if m.group("next") or (month < today.month and not m.group("this")) else 0
    elif m.group("which") in ("next month", "last month"):
        month += 1 if m.group("which") == "next month" else -1
        year, month = (year + 1, 1) if month == 13 else (year - 1, 12) if month == 0 else (year, month)
    days = calendar.monthrange(year, month)[1]
    said = f"{MONTHS[month - 1].capitalize()} {year} has {days} days."
    if m.re is not _LENGTH_CHECK or m.group("m"):
        return said  # "does it run to 30 days or 31": the length, one of the two offered or not
    return f"{'Yes' if int(m.group('n')) == days else 'No'}, {said}"


def _in_month_first(text: str) -> str:
    """ "are there 31 days in december" -> "is december 31 days": the month said first, as the check reads it."""
    found = re.match(rf"^are there (\d{{2}}) days? in (this month|the month|{MONTH})\b(.*)$", text)
    return f"is {found.group(2)} {found.group(1)} days{found.group(3)}" if found else ""


def no_such_date(text: str) -> str | None:
    """ "the 30th of february" -> "February 30 doesn't exist: February only has 28 or 29 days."; None for a real day."""
    for m in _DAY_OF_MONTH.finditer(text):
        day, month = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        number, index = int(day), MONTHS.index(month) + 1
        most = 29 if index == 2 else calendar.monthrange(2025, index)[1]
        if number > most or number == 0:
            days = "28 or 29" if index == 2 else str(most)
            return f"{month.capitalize()} {number} doesn't exist: {month.capitalize()} only has {days} days."
        year = re.match(r",? (?:in |of )?(\d{4})\b", text[m.end():])  # "february 29 2027": that year's February
        if index == 2 and number == 29 and year and not calendar.isleap(int(year.group(1))):
            return f"There's no February 29 in {year.group(1)}: it isn't a leap year."
    return None


_MONTHS_AGO = re.compile(r"^(\d+|an?|one) (months?|years?) ago$")


def months_ago(text: str, today: date) -> str | None:
    """ "2 months ago" -> "2 months ago was Thursday, October 1, 2026." (the day of the month kept, or the month's
    last day when it has none: a month before March 31 is the end of February); None for any other text."""
    m = _MONTHS_AGO.match(text)
    if m is None:
        return None
    count = 1 if m.group(1) in ("a", "an", "one") else int(m.group(1))
    if count > 1200:
        return None
    months = count * (12 if m.group(2).startswith("year") else 1)
    year, month = divmod(today.year * 12 + today.month - 1 - months, 12)
    if year < 1:
        return None
    day = date(year, month + 1, min(today.day, calendar.monthrange(year, month + 1)[1]))
    return f"{text[0].upper()}{text[1:]} was {_full(day)}."


def _day_words(text: str) -> str:
    words = text.split()
    while words and (words[0] in _FILLER - {"this"} or words[0] in _LEADING):
        words.pop(0)
    while words and words[-1] in _FILLER:
        words.pop()
    return " ".join(words)


def _day(text: str, today: date) -> date | None:
    if not text or len(text.split()) > 8:
        return None
    day = resolve_day(text, today)
    if day is None and (event := event_date(text, today)) is not None:
        day = event[0]
    return day


def _full(day: date) -> str:
    return f"{WEEKDAYS[day.weekday()].capitalize()}, {MONTHS[day.month - 1].capitalize()} {day.day}, {day.year}"


def _weekday_check(text: str, today: date) -> str | None:
    m = _CHECK.match(text)
    if m is None:
        return None
    said, weekday = next((m.group(d), m.group(w)) for d, w in (("day", "wd"), ("day2", "wd2"), ("day3", "wd3"))
                         if m.group(d))
    said = _day_words(said)
    day = _day(said, today)
    if day is None:
        return None
    verb = "was" if day < today else "is"
    answer = "Yes" if WEEKDAYS[day.weekday()] == weekday else "No"
    return f"{answer}, {said} {verb} {_full(day)}."


def _weekend_reply(day: date) -> str:
    answer = "Yes" if day.weekday() >= 5 else "No"
    weekday = WEEKDAYS[day.weekday()].capitalize()
    return f"{answer}, {MONTHS[day.month - 1].capitalize()} {day.day}, {day.year} is a {weekday}."
