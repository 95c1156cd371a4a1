"""Questions about a day said somewhere in the sentence, whatever surrounds it: "my grandson is coming on the
nineteenth what day is that", "the parcel was sent ten days back which day of the week was that", "if today is the
first whats the date in forty five days", "roughly how many weeks have we got left before christmas".

The templates read "what day is the 19th" in its textbook order. People say the day first, with a reason, and then
ask about it with "that" / "it" (a back-reference), or put a premise first ("if today is the first"). Here:

- **a back-reference question** ("what day is that", "which day of the week was it", "what date will that be") and
  **one day phrase** said before it ("on the nineteenth", "ten days back", "on boxing day", "three weeks from
  today"): that day's weekday and date. Two day phrases, or none: None (which day is meant is a guess);
- **a premise about today** ("if today is the first"): dropped when it is true; when it is not, None (the sum is
  about another day than today, so no answer from today's calendar);
- **weeks until an event** ("how many weeks until christmas", "weeks left before the holidays"): the days and the
  weeks and days they make, never a rounded-up week count.

``find`` returns ("GptSaid", {"reply": ...}) readings like ``today_checks``. Pure: ``now`` is passed in.
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.spoken_words import MONTH, ORDINAL_NUMBER
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills import everyday
from gpt_home.skills.day_phrases import spoken_ordinals

MAX_WORDS = 26
Reading = tuple[str, dict[str, str]]

# "what day is that", "which day of the week was that", "what date will that be", "what day does that fall on"
_BACK = re.compile(r"\b(?:what|which|whats)(?: day of the week| day| date| weekday)(?: is| was| will| would| does)?"
                   r"(?: (?:that|it|this))(?: be| fall on| land on| going to be| gonna be)?(?: then| again| please)*$"
                   r"|\b(?:what|which) (?:day|date|weekday) (?:will|would) (?:that|it) be(?: then)?$"
                   # "the doctor said come back in 100 days, when is that": the day said before, asked as "when"
                   r"|\bwhen (?:is|was|will|would|does) (?:that|it|this)(?: be| fall| land)?(?: then| exactly| please)*$")
# A number of days, weeks or fortnights before or after today, as people say it
_SPAN = r"(?:\d+|an?|one) (?:days?|weeks?|fortnights?)"
_DAY_PHRASES = (
    re.compile(rf"\b({_SPAN}) (?:back|ago|before today|earlier)\b"),  # "ten days back"
    re.compile(rf"\b({_SPAN}) (?:from|after) (?:today|now|tomorrow)\b"),
    re.compile(rf"\b(in {_SPAN})(?: time)?\b"),
    re.compile(r"\b(?:on |for )?((?:the )?\d{1,2}(?:st|nd|rd|th)(?: of (?:"
               rf"{MONTH}))?)\b"),
    re.compile(rf"\b((?:{MONTH}) "
               r"(?:the )?\d{1,2}(?:st|nd|rd|th)?)\b"),
    re.compile(r"\b(christmas eve|christmas day|christmas|boxing day|new years eve|new years day|halloween|"
               r"valentines day)\b"),
)
_PAST = re.compile(r"\b(?:back|ago|before today|earlier|was|were|did|sent|went|came|had|happened)\b")
# "if today is the first", "say today is the 1st", "assuming its the first today"
_PREMISE = re.compile(r"^(?:if|say|assuming|suppose|supposing) (?:today is|its|it is) (?:the )?(\d{1,2})(?:st|nd|rd|th)"
                      r"(?: today)?(?: of [a-z]+)? ")
_WEEKS_UNTIL = re.compile(r"\bhow many (?:more )?weeks\b.*\b(?:until|till|til|to|before|left before|before its)"
                          r" (?P<event>[a-z ]+?)(?: is| comes| gets here| arrives| now| then| please)*$")


def _plain(normalized: str) -> str:
    """Numbers and ordinals as digits: "the nineteenth" -> "the 19th", "forty five days" -> "45 days"."""
    text = spoken_ordinals(normalized)
    text = re.sub(r"\b(" + "|".join(ORDINAL_NUMBER) + r")\b",
                  lambda m: f"{ORDINAL_NUMBER[m.group(1)]}{_suffix(ORDINAL_NUMBER[m.group(1)])}", text)
    text = numeralize(text)
    text = re.sub(r"\b(?:a|one|1) fortnight\b", "2 weeks", text)
    return re.sub(r"\b(\d+) fortnights\b", lambda m: f"{2 * int(m.group(1))} weeks", text)


def _suffix(n: int) -> str:
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def day_said_before(normalized: str, now: datetime) -> str | None:
    """The weekday and date of the one day said before "what day is that"; None otherwise."""
    text = _plain(normalized)
    back = _BACK.search(text)
    if back is None or back.start() == 0:
        return None
    said = text[:back.start()]
    found = [m for p in _DAY_PHRASES for m in p.finditer(said)]
    spans = sorted({(m.start(1), m.end(1)) for m in found})
    kept = [s for s in spans if not any(o != s and o[0] <= s[0] and s[1] <= o[1] for o in spans)]  # the widest
    if len(kept) != 1:
        return None
    day = said[kept[0][0]:kept[0][1]]
    if re.fullmatch(rf"{_SPAN} (?:back|ago|before today|earlier)", day) is None and re.search(
            r"\b(?:back|ago)\b", said[kept[0][1]:kept[0][1] + 8]):
        day = f"{day} ago"
    day = re.sub(r"\b(back|before today|earlier)$", "ago", day)
    return everyday.date_offset(day, now, past=bool(_PAST.search(said)))


def without_true_premise(normalized: str, now: datetime) -> str | None:
    """ "if today is the first whats the date in 45 days" -> "whats the date in 45 days" when today is the first;
    None when there is no premise or it is not true (then the question is about another day)."""
    text = _plain(normalized)
    premise = _PREMISE.match(text)
    if premise is None or int(premise.group(1)) != now.day:
        return None
    return text[premise.end():].strip() or None


def in_days(normalized: str, now: datetime) -> str | None:
    """ "whats the date in 45 days", "what day will it be 45 days from now": that day."""
    found = re.search(rf"\b(?:in {_SPAN}(?: time)?|{_SPAN} (?:from|after) (?:today|now))\b", normalized)
    if found is None or not re.search(r"\b(?:date|day|weekday)\b", normalized):
        return None
    return everyday.date_offset(found.group(0), now)


def weeks_until(normalized: str, now: datetime) -> str | None:
    """ "how many weeks until christmas": "There are 24 days until Christmas: 3 weeks and 3 days." """
    asked = _WEEKS_UNTIL.search(normalized)
    if asked is None:
        return None
    event = re.sub(r"^(?:the|it is|its) ", "", asked.group("event").strip())
    found = everyday.event_date(event, now.date())
    if found is None:
        return None
    when, name = found
    days = (when - now.date()).days
    return spoken_weeks(days, name) if days > 0 else None


def spoken_weeks(days: int, name: str) -> str | None:
    """ "There are 24 days until Christmas: 3 weeks and 3 days." (None for a day gone by or today)."""
    if days <= 0:
        return None
    if days < 7:
        return f"Less than a week: {days} day{'s' if days != 1 else ''} until {name}."
    return f"There are {days} days until {name}: {_weeks_and_days(days)}."


def _weeks_and_days(days: int) -> str:
    """ "3 weeks and 3 days" (a week or more)."""
    weeks, rest = divmod(days, 7)
    return f"{weeks} week{'s' if weeks != 1 else ''}" + (f" and {rest} day{'s' if rest != 1 else ''}" if rest else "")


def weeks_since(event: str, now: datetime) -> str | None:
    """ "how many weeks since the 1st of october", "born on 1 november, how many weeks old is she": the days since it
    and the weeks and days they make ("It has been 61 days since Thursday, October 1, 2026: 8 weeks and 5 days.")."""
    said = everyday.days_since(event, now)
    counted = re.fullmatch(r"(It has been (\d+) days since .+)\.", said or "")
    if counted is None or int(counted.group(2)) < 7:
        return said
    return f"{counted.group(1)}: {_weeks_and_days(int(counted.group(2)))}."


_BETWEEN = re.compile(r"^(?:(?:so |and |ok |okay )?(?:can you tell me |tell me )?)?how many days (?:are there |is it |are "
                      r")?(?:between|from) (?P<a>.+?) (?:and|to|till|until|through) (?P<b>.+?)"
                      r"(?: inclusive| exactly| please| then)?$")


def days_between(normalized: str, now: datetime) -> str | None:
    """ "how many days from the 5th to the 19th of december": the days from one date to the other (the first date's
    month, when unsaid, is the second's). Never the days from today to the second date: that is another answer."""
    asked = _BETWEEN.match(normalized)
    if asked is None:
        return None
    end = everyday.event_date(asked.group("b"), now.date())
    if end is None:
        return None
    first = asked.group("a").removeprefix("the ")
    if first in ("today", "now", "tomorrow"):
        return None  # "between today and the 31st": the days until it, said by everyday.days_until
    day = ORDINAL_NUMBER.get(first) or (int(m.group(1)) if (m := re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", first))
                                         else None)
    if day is not None:
        try:
            start = end[0].replace(day=day)
        except ValueError:
            return None
    elif (found := everyday.event_date(asked.group("a"), now.date())) is not None:
        start = found[0]
    else:
        return None
    first_day, last_day = sorted((start, end[0]))  # "between the 19th and the 5th": the same fourteen days
    days = (last_day - first_day).days
    if days == 0:
        return "That's the same day."
    said = [f"{d:%A}, {d:%B} {d.day}" + (f", {d.year}" if d.year != now.year else "") for d in (first_day, last_day)]
    return f"There {'is' if days == 1 else 'are'} {days} day{'s' if days != 1 else ''} from {said[0]} to {said[1]}."


def find(normalized: str, now: datetime) -> list[Reading]:
    """("GptSaid", {"reply": ...}) for a question about a day said anywhere in the sentence; [] otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return []
    reply = days_between(normalized, now) or day_said_before(normalized, now) or weeks_until(normalized, now)
    if reply is None and (rest := without_true_premise(normalized, now)) is not None:
        reply = in_days(rest, now)
    return [("GptSaid", {"reply": reply})] if reply else []
