"""Today and now asked in ways the rules' plain date and time do not answer, each from the clock and the calendar
(never the model):

- **the full date**: "read today's date out in full, year included, for the birthday card", "the whole date with the
  year": today's date with its weekday and year (the plain date rule would drop the year);
- **a working day**: "is today a working day or part of the weekend", "is it a work day tomorrow", "do people work
  today": a weekday, the weekend, or a public holiday every English-speaking household keeps (New Year's Day,
  Christmas Day; Boxing Day as a bank holiday in the UK and Ireland);
- **a part of the day**: "has it gone midday yet or are we still in the morning", "is it afternoon yet", "are we
  still in the morning", "is it night time yet": yes or no about now, or which part it is when two are offered
  (morning until noon, afternoon until 6 pm, evening until 10 pm, then night until 5 am).

Another day, a place, a negation or a report is never read here. Pure: the local moment in, the words out.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from gpt_home.agent.spoken_words import MONTHS, WEEKDAYS
from gpt_home.skills.phrases import spoken_clock

MAX_WORDS = 20
_LEAD = r"(?:(?:so|um|uh|er|erm|and|hey|oh|quick|please|ok|okay|right|mummy|mum|dad|daddy|grandad|nan|granny) )*"
_NOT_ASKED = re.compile(r"\b(?:dont|do not|didnt|never|not asking|wasnt asking|asked|said|says|told|wondered|if|"
                        r"whether|wish)\b")
_OTHER_DAY = re.compile(r"\b(?:yesterday|next|last|ago|until|till|since|weekend away|this weekend|on (?:monday|tuesday|"
                        r"wednesday|thursday|friday|saturday|sunday)|christmas|easter|birthday|\d{1,2}(?:st|nd|rd|th)|"
                        r"tonight|in [a-z]+(?: [a-z]+)? (?:now|right now|at the moment)$)\b")
# a purpose said after the ask ("for the birthday card", "for a form"): what the date is for, not another date
_PURPOSE = re.compile(r",? ?\bfor (?:a|the|my|his|her|our|their|your|this|that)(?: [a-z]+){0,3}? (?:card|form|cheque|"
                      r"check|letter|document|application|diary|note|notes|booking|invoice|homework)\b")


# the words these asks are made of (fillers, speakers, asking and now words): a sentence with any other word asks
# about something else ("the full date of the moon landing", "is it evening wear", "a working day for the banks")
_SPEAKERS = {"so", "um", "uh", "er", "erm", "and", "hey", "oh", "quick", "please", "ok", "okay", "right", "mummy", "mum",
             "dad", "daddy", "grandad", "grandpa", "nan", "nana", "granny", "grandma", "love", "mate", "darling", "just",
             "then", "now", "today", "i", "we", "me", "us", "you", "can", "could", "would", "will", "it", "is", "its",
             "the", "a", "an", "what", "whats", "tell", "say", "give", "need", "want", "wants", "wanted", "know",
             "like", "id", "to", "sorry", "actually", "really", "exactly", "do", "does"}
_DATE_WORDS = _SPEAKERS | {"date", "todays", "out", "in", "full", "year", "included", "including", "with", "and",
                           "plus", "complete", "whole", "entire", "proper", "long", "read", "spell", "write", "down",
                           "for", "all", "of", "tell", "day", "month", "weekday", "written", "go"}
_WORK_WORDS = _SPEAKERS | {"working", "work", "business", "week", "workday", "day", "or", "part", "of", "weekend",
                           "tomorrow", "are", "on", "people", "folk", "most", "they", "go", "isnt", "a", "normal",
                           "usual", "ordinary", "regular", "holiday", "bank", "public", "off", "free"}
_PART_WORDS = _SPEAKERS | {"are", "we", "has", "have", "gone", "got", "turned", "reached", "past", "after", "still",
                           "yet", "already", "or", "in", "into", "isnt", "arent", "hasnt", "officially", "properly",
                           "over", "time", "proper", "morning", "afternoon", "evening", "night", "midday", "noon",
                           "lunchtime", "this", "anymore", "any", "more", "no", "longer"}


def _only(normalized: str, words: set[str]) -> bool:
    return all(w in words for w in normalized.split())


def _full_date(day: date) -> str:
    return f"{WEEKDAYS[day.weekday()].capitalize()}, {MONTHS[day.month - 1].capitalize()} {day.day}"


# --- the full date -------------------------------------------------------------------------------------------------
_DATE = re.compile(r"\b(?:date|todays date|the date)\b")
_FULL = re.compile(r"\bin full\b|\b(?:full|complete|whole|entire|proper|long) date\b|\b(?:year|the year) included\b|"
                   r"\b(?:with|including|plus|and) (?:the )?year\b|\bdate and year\b")
_ASKING = re.compile(r"\b(?:what|whats|which|tell|say|read|give|can you|could you|need|want|wants|spell out)\b|^"
                     + _LEAD + r"(?:todays |the )?(?:full |whole |complete )?date\b")


def full_date(normalized: str, local: datetime) -> str | None:
    """ "read todays date out in full year included for the birthday card": "Today is Tuesday, December 1, 2026."."""
    text = " ".join(_PURPOSE.sub("", normalized).split())
    if not (_DATE.search(text) and _FULL.search(text) and _ASKING.search(text)) or not _only(text, _DATE_WORDS) or \
            _NOT_ASKED.search(text) or \
            _OTHER_DAY.search(text) or re.search(r"\b(?:tomorrow|time|how many|days|born|weather)\b", text):
        return None
    return f"Today is {_full_date(local.date())}, {local.year}."


# --- the date asked for paperwork: the year goes on a cheque or a form ------------------------------------------------
_PAPER = re.compile(r"\b(?:cheques?|checks?|forms?|letters?|slip|application|invoice|paperwork|document|contract|"
                    r"sign and date|signing and dating)\b")
_DATE_ASKED = re.compile(r"\b(?:what|whats|which) (?:is |s )?(?:the |todays |today s )?date\b(?! (?:was|will|on|of|did))|"
                         r"\bthe date\b.*\bwhat is it\b|^(?:the |todays )?date please\b|\bwhat date is it\b")


def paper_date(normalized: str, local: datetime) -> str | None:
    """ "what date is it today, im filling in a cheque", "i need the date for this form what is it": today's date with
    its year (written on the cheque); None when no date is asked or another day is named."""
    if not (_PAPER.search(normalized) and _DATE_ASKED.search(normalized)) or _NOT_ASKED.search(normalized) or \
            _OTHER_DAY.search(normalized) or re.search(r"\b(?:tomorrow|yesterday|born|due|expiry|expires|deadline|"
                                                       r"when|was|last|next|until|till|ago|days)\b", normalized):
        return None
    return f"Today is {_full_date(local.date())}, {local.year}."


# --- the parts named first, asked after: "the day and the month, what are they today", "today, the day and the month
# please" (the month rule alone would say only the month)
_UNITS = r"(?:the )?(?:day|date|weekday|day of the week|month|year)"
_PARTS_NAMED = re.compile(r"^" + _LEAD + r"(?:(?:can you |could you |would you )?(?:give me|tell me|say|read out) |"
                          r"what (?:are|is|were) |whats )?(?:today,? |todays |for today |now )?(?P<parts>" + _UNITS + r"(?: (?:and )?" + _UNITS
                          + r"){1,2})(?: (?:what are they|what are those|what are they today|what is it|whats it|"
                          r"please|today|now|for me|for today|then|tell me|say them|if you would))*$")


def parts_named(normalized: str, local: datetime) -> str | None:
    """ "the day and the month what are they today": "Today is Tuesday, December 1." (its year when it is named)."""
    found = _PARTS_NAMED.match(normalized)
    if found is None:
        return None
    named = set(re.findall(r"\b(day|date|weekday|month|year)\b", found.group("parts")))
    if not named & {"day", "date", "weekday"} or len(named) < 2:
        return None
    return f"Today is {_full_date(local.date())}{f', {local.year}' if 'year' in named else ''}."


# --- a working day -------------------------------------------------------------------------------------------------
_WORKING = re.compile(r"\b(?:working|work|business|week) ?day\b|\bworkday\b|\bdo (?:people|folk|most people|"
                      r"they|we|you) (?:work|go to work)\b")
_HOLIDAYS = {(1, 1): ("New Year's Day", "a public holiday"), (12, 25): ("Christmas Day", "a public holiday"),
             (12, 26): ("Boxing Day", "a bank holiday in the UK and Ireland")}
# holidays of one country only: where the household is decides ("It depends where you are: ...")
_FIXED_REGIONAL = {(7, 4): ("Independence Day", "a public holiday in the US"),
                   (3, 17): ("St Patrick's Day", "a public holiday in Ireland")}
_MOVEABLE_REGIONAL = {
    "thanksgiving": "a public holiday in the US", "memorial day": "a public holiday in the US",
    "labor day": "a public holiday in the US", "martin luther king day": "a public holiday in the US",
    "presidents day": "a public holiday in the US", "early may bank holiday": "a bank holiday in the UK",
    "spring bank holiday": "a bank holiday in the UK", "summer bank holiday": "a bank holiday in England and Wales",
    "june bank holiday": "a bank holiday in Ireland", "october bank holiday": "a bank holiday in Ireland",
}  # fmt: skip


def _regional(day: date) -> tuple[str, str] | None:
    """A holiday of one country falling on ``day`` (its name and where it is kept), or None."""
    from gpt_home.skills.everyday import easter_sunday
    from gpt_home.skills.moveable_days import moveable_day

    if (day.month, day.day) in _FIXED_REGIONAL:
        return _FIXED_REGIONAL[(day.month, day.day)]
    for event, kind in _MOVEABLE_REGIONAL.items():
        if (found := moveable_day(event, day)) is not None and found[0] == day:
            return found[1], kind
    easter = easter_sunday(day.year)
    return {easter - timedelta(days=2): ("Good Friday", "a public holiday in the UK, Ireland and many countries"),
            easter + timedelta(days=1): ("Easter Monday", "a bank holiday in most of the UK and in Ireland")}.get(
        day) or _in_place_of(day)


def _in_place_of(day: date) -> tuple[str, str] | None:
    """A weekday kept off in place of a holiday that fell on a weekend: in the UK and Ireland the next free weekday
    (Boxing Day on a Saturday: Monday the 28th), in the US a Saturday's the Friday before and a Sunday's the Monday."""
    found: dict[str, list[str]] = {}  # the holiday kept today -> where
    for year in (day.year - 1, day.year, day.year + 1):
        fixed = sorted((date(year, m, d), name) for (m, d), (name, _) in (_HOLIDAYS | _FIXED_REGIONAL).items())
        taken = {h for h, _ in fixed if h.weekday() < 5}
        for held, name in fixed:
            if held.weekday() < 5:
                continue
            if name in ("New Year's Day", "Christmas Day", "Independence Day") and day == held + timedelta(
                    days=-1 if held.weekday() == 5 else 1):
                found.setdefault(name, []).append("the US")
            if name == "Independence Day":
                continue
            kept = held + timedelta(days=1)
            while kept.weekday() >= 5 or kept in taken:
                kept += timedelta(days=1)
            taken.add(kept)
            if kept == day:
                found.setdefault(name, []).insert(0, "Ireland" if name == "St Patrick's Day" else "the UK, Ireland")
    if not found:
        return None
    name, where = next(iter(found.items()))
    places = ", ".join(where).split(", ")
    return f"the day off for {name}", "in " + (" and ".join(places) if len(places) < 3 else
                                               f"{', '.join(places[:-1])} and {places[-1]}")


def holiday_on(day: date) -> tuple[str, str, bool] | None:
    """The holiday kept on ``day`` that this module knows (its name, what it is, and whether only some countries keep
    it), or None; ``days_off`` says it for school days and bank holidays."""
    if (day.month, day.day) in _HOLIDAYS:
        return *_HOLIDAYS[(day.month, day.day)], False
    return None if (regional := _regional(day)) is None else (*regional, True)


def day_named(day: date) -> str:
    """ "Tuesday, December 1"."""
    return _full_date(day)


def working_day(normalized: str, local: datetime) -> str | None:
    """ "is today a working day or part of the weekend": "It's a working day: today is Tuesday, December 1, a
    weekday."; tomorrow asked about the same way."""
    if not _WORKING.search(normalized) or not _only(normalized, _WORK_WORDS) or _NOT_ASKED.search(normalized) or \
            _OTHER_DAY.search(normalized) or \
            re.search(r"\b(?:what|which|when|how|how many|school)\b", normalized) or \
            not re.search(r"\b(?:is|isnt|are|do|does)\b", normalized):
        return None
    tomorrow = re.search(r"\btomorrow\b", normalized) is not None
    if tomorrow and re.search(r"\btoday\b", normalized):
        return None
    day = local.date() + timedelta(days=1 if tomorrow else 0)
    it, said = ("tomorrow is", f"tomorrow is {_full_date(day)}") if tomorrow else ("it's", f"today is {_full_date(day)}")
    yes_no = re.match(r"^" + _LEAD + r"(?:is|isnt|will) ", normalized) is not None and " or " not in normalized
    if (day.month, day.day) in _HOLIDAYS:
        name, kind = _HOLIDAYS[(day.month, day.day)]
        return _said(f"{'no, ' if yes_no else ''}{said}, {name}, {kind}, so not a working day for most people.")
    if day.weekday() >= 5:
        return _said(f"{'no, ' if yes_no else ''}{it} the weekend: {said}.")
    if (regional := _regional(day)) is not None:  # "Thanksgiving, a public holiday in the US": where decides
        return f"It depends where you are: {said}, {regional[0]}, {regional[1]}; otherwise a working day."
    return _said(f"{'yes, ' if yes_no else ''}{it} a working day: {said}, a weekday.")


def _said(text: str) -> str:
    return f"{text[0].upper()}{text[1:]}"


# --- a part of the day ---------------------------------------------------------------------------------------------
_PARTS = ("night", "morning", "afternoon", "evening", "night")  # in the order a day has them, night at both ends
_PART = re.compile(r"\b(?:the )?(morning|afternoon|evening|night ?time|night|midday|noon|lunchtime)\b")
_NOW_ASKED = re.compile(r"^" + _LEAD + r"(?:is it|are we|has it|have we|is this|its|it is|it s|are we in|we are)\b")
_GREETING = re.compile(r"\bgood (?:morning|afternoon|evening|night)\b|\b(?:this|tomorrow|yesterday|every|all|"
                       r"each|last|next|on \w+) (?:morning|afternoon|evening|night)\b|^(?:\w+ )*?is it in the\b|"
                       r"\b(?:morning|afternoon|evening|night) (?:person|shift|off|out|class|walk|news|show|tea|"
                       r"paper|routine|run|meal|snack|nap)\b")


def _part_now(local: datetime) -> tuple[int, str]:
    """The part of the day now and its place in the day's order (early night 0 ... late night 4)."""
    hour = local.hour
    index = 0 if hour < 5 else 1 if hour < 12 else 2 if hour < 18 else 3 if hour < 22 else 4
    return index, _PARTS[index]


# "what part of the day is it", "which part of the day are we in now", "is it morning afternoon or evening"
_WHICH_PART = re.compile(r"^" + _LEAD + r"(?:(?:what|which) part of the day (?:is it|are we in|is this|we are in|it is)|"
                         r"(?:is it|are we in) (?:the )?(?:morning|afternoon|evening|night),? (?:the )?(?:morning|"
                         r"afternoon|evening|night),? or (?:the )?(?:morning|afternoon|evening|night))"
                         r"(?: (?:now|right now|then|please))*$")


def day_part(normalized: str, local: datetime) -> str | None:
    """ "has it gone midday yet or are we still in the morning": "It's still the morning: it's 10:25 am."; "is it
    afternoon yet": "No, not yet: it's 10:25 am, still the morning."."""
    if _WHICH_PART.match(normalized):
        part = _part_now(local)[1]
        return f"It's {'' if part == 'night' else 'the '}{part}: it's {spoken_clock(local, local.tzinfo)}."
    if not _NOW_ASKED.match(normalized) or not _only(normalized, _PART_WORDS) or _NOT_ASKED.search(normalized) or \
            _GREETING.search(normalized) or \
            _OTHER_DAY.search(normalized) or re.search(r"\b(?:in|over|there) (?!the\b)[a-z]+", normalized) or \
            re.search(r"\b(?:what|when|how|which|time for|too|dark|light|late|early|good)\b", normalized):
        return None
    named = [m.group(1).replace(" ", "") for m in _PART.finditer(normalized)]
    named = list(dict.fromkeys("afternoon" if n in ("midday", "noon", "lunchtime") else "night" if n == "nighttime"
                               else n for n in named))
    if not named or len(named) > 2:
        return None
    if len(named) == 1 and not re.search(r"\b(?:morning|afternoon|evening|night ?time|night)\b", normalized):
        return None  # "has it gone noon yet": a clock time, the clock readers' own
    index, now_part = _part_now(local)
    clock = spoken_clock(local, local.tzinfo) if local.tzinfo else f"{local:%H:%M}"
    the = "" if now_part == "night" else "the "
    if len(named) == 2:  # "has it gone midday yet or are we still in the morning": which one it is
        if not re.search(r"\b(?:still|yet|gone|already)\b", normalized):
            return None  # "is it morning or afternoon": the clock readers' choice of halves ("It's 10:25 am.")
        later = index < max(_PARTS.index(n) if n != "night" else 4 for n in named)
        lead = "It's still" if later else "It's"
        return f"{lead} {the}{now_part}: it's {clock}."
    asked = named[0]
    target = 4 if asked == "night" else _PARTS.index(asked)
    if asked == now_part:
        return f"Yes, it's {the}{now_part}: it's {clock}."
    if re.search(r"\bstill\b", normalized):
        return f"No, it's {the}{now_part} now: it's {clock}."
    if index < target:
        return f"No, not yet: it's {clock}, still {the}{now_part}."
    return f"Yes, it's gone the {asked}: it's {clock}, {the}{now_part} now."


def reply(normalized: str, local: datetime) -> str | None:
    """The reply to one of these asks about today or now; None for any other sentence."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    return full_date(normalized, local) or paper_date(normalized, local) or parts_named(normalized, local) or working_day(
        normalized, local) or day_part(normalized, local)
