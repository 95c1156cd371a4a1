"""The clock and calendar of now asked in ways ``clock_topics`` does not read: asked again ("sorry love what did you
say the time was", "i didnt catch the date what was it"), several parts at once ("can you tell me the day and the
month", "the full date with the year for a form"), a month checked ("is it still november or did we go into
december already") and a meal or part of the day checked ("is it before lunchtime still", "is it past midday").

Cues, each with its slot read wherever it is said:

- **asked again**: a repeat word ("did you say", "again", "didnt catch", "missed it", "pardon") beside one unit of now
  (the time, the date, the day): that unit now;
- **several parts**: the day, the date, the month and the year named together: today's full date, with the year when
  the year (or "full", "complete", "for a form / cheque") is asked for;
- **a month checked**: "is it (still/already) <month>", "are we (still) in <month>", "did we go into <month>",
  "<month> yet", the months said: yes or no and today's month;
- **before / after a meal or noon**: "before lunchtime", "past midday", "lunchtime yet": answered as ``is_it`` answers
  a clock time (lunch and noon are 12 pm, teatime 5 pm, dinner time 6 pm).

Any other moment (tomorrow, next, a place, a length) is never read here. ``find`` returns (intent, slots) readings for
``named_intents``. Pure: ``now`` is passed in.
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.spoken_words import MONTH, MONTHS

MAX_WORDS = 22
Reading = tuple[str, dict[str, str]]

_REPEAT = re.compile(r"\b(?:did you (?:just )?say|you (?:just )?said|again|didnt (?:catch|hear|get)|did not (?:catch|hear)|"
                     r"missed (?:it|that)|come again|pardon|one more time|repeat)\b")
_UNIT = re.compile(r"\b(?:the )?(time|date|day)\b")
# another moment or another sense of the words: never now
OTHER = re.compile(r"\b(?:tomorrow|yesterday|next|last|ago|until|till|since|in \w+ (?:days?|weeks?|hours?|minutes?)|"
                    r"timer|alarm|reminder|remind|birthday|christmas|appointment|meeting|flight|train|bus|open|close|"
                    r"opens|closes|start|starts|in [a-z]+ (?:city|town)|there|zone|weather|forecast|spell|spelt|"
                    r"spelled|song|film|show|match|game|party|delivery|parcel|when)\b|"
                    r"\bin (?!the\b|a\b|an\b|my\b|our\b|here\b|this\b|english\b|words\b|"
                    + MONTH + r"\b)[a-z]{3,}\b")  # a place ("what time is it in hanoi"), never a month
# a day of the month named ("which day is the 25th this month"): that day is asked, not today
_DAY_OF_MONTH = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)\b|\bthe (?:twenty |thirty )?(?:first|second|third|fourth|fifth|"
                           r"sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth)\b")
_PARTS = re.compile(r"\b(?:the )?(day|date|month|year|weekday)\b")
_FULL = re.compile(r"\b(?:full|complete|whole|proper|long) date\b|\bwith the year\b|\bfor (?:a|the|my) (?:form|cheque|"
                   r"check|letter|document|application)\b|\bincluding the year\b")
# the date named and nothing else, as a request: "todays full date with the year", "the complete date please"
_NOUN_PHRASE = re.compile(r"(?:(?:todays|the|today is) )?(?:full|complete|whole|proper|long) date(?: (?:with|and|"
                          r"including) the (?:year|day|month|weekday))*(?: (?:today|now|please))*")
# a month asked about as over: "has november finished yet", "is october over", "november done already"
_MONTH_OVER = re.compile(r"^(?:(?:so|um|er|and|hey|oh) )*(?:(?:has|is|did) )?(?:the month of )?(" + MONTH + r")"
                         r" (?:finished|over|done|ended|gone|been and gone|end|finish)(?: yet| already| now| then)*$")
_MONTH_CHECK = re.compile(r"\b(?:is it|its|it is|are we|were|we are|did we (?:go|move|get)|have we (?:gone|moved|got)|"
                          r"has it (?:gone|turned)|is this)(?: still| already| now| yet| not| in| into| to)* ("
                          + MONTH + r")\b|\b(" + MONTH + r") (?:yet|already|still)\b")
_MONTH_NAMES = re.compile(r"\b(" + MONTH + r")\b")
_MEALS = {"lunch": "12 pm", "lunchtime": "12 pm", "lunch time": "12 pm", "midday": "12 pm", "noon": "12 pm",
          "dinnertime": "6 pm", "dinner time": "6 pm", "teatime": "5 pm", "tea time": "5 pm", "supper time": "7 pm"}
_MEAL = "|".join(sorted(_MEALS, key=len, reverse=True))
_BEFORE_MEAL = re.compile(rf"^(?:is it|its|it is|are we)(?: still| already| now| yet)* (before|past|after|gone) ({_MEAL})"
                          r"(?: still| already| now| yet| then)*$|"
                          rf"^(?:is it|its|it is)(?: still| already)* ({_MEAL})(?: yet| already| now)+$")


def asked_again(normalized: str) -> Reading | None:
    """ "sorry love what did you say the time was": the unit asked again, now; None otherwise."""
    if not _REPEAT.search(normalized) or OTHER.search(normalized):
        return None
    units = {m.group(1) for m in _UNIT.finditer(normalized)}
    if len(units) != 1 or re.search(r"\b(?:what|which|whats|tell me|say|give me)\b", normalized) is None:
        return None
    unit = units.pop()
    return ("HassGetCurrentTime", {}) if unit == "time" else ("HassGetCurrentDate", {})


# the parts of another day ("the day and month of the wedding", "what were the date and year of my birth"): never today
_ANOTHER_DAYS = re.compile(r"\b(?:day|date|month|year) of (?!the (?:week|month|year)\b|today\b)|\b(?:was|were|will be)\b")


def several_parts(normalized: str, now: datetime) -> Reading | None:
    """ "the day and the month", "the full date with the year": today's date (with its year when asked)."""
    if OTHER.search(normalized) or re.search(r"\b(?:time|how many|days|months|years|day (?:number )?(?:of|in) the year)\b", normalized) \
            or _DAY_OF_MONTH.search(normalized) or _ANOTHER_DAYS.search(normalized):
        return None
    parts = {m.group(1) for m in _PARTS.finditer(normalized)}
    full = bool(_FULL.search(normalized))
    asking = re.search(r"\b(?:what|which|whats|tell|say|give|read|can you|could you|need)\b", normalized) or (
        _NOUN_PHRASE.fullmatch(normalized))  # "todays full date with the year (please)": asked by naming it
    if asking is None or not (len(parts) >= 2 and parts & {"day", "date", "weekday"} or full and "date" in parts):
        return None
    if parts <= {"month", "year"}:
        return None
    with_year = full or "year" in parts
    said = f"{now:%A}, {MONTHS[now.month - 1].capitalize()} {now.day}" + (f", {now.year}" if with_year else "")
    return "GptSaid", {"reply": f"Today is {said}."}


def month_check(normalized: str, now: datetime) -> Reading | None:
    """ "is it still november or did we go into december already": "No, it's December now."; "has november finished
    yet": yes unless it is still November (the last one of that name is over)."""
    if (over := _MONTH_OVER.match(normalized)) is not None:
        name = MONTHS[now.month - 1].capitalize()
        if over.group(1) == MONTHS[now.month - 1]:
            return "GptSaid", {"reply": f"No, it's still {name}: today is {name} {now.day}."}
        return "GptSaid", {"reply": f"Yes, {over.group(1).capitalize()} is over: it's {name} now."}
    if _MONTH_CHECK.search(normalized) is None or OTHER.search(normalized) or re.search(
            r"\b(?:how many|days|weeks|what date|birthday|born|\d+(?:st|nd|rd|th)|the \w+(?:st|nd|rd|th)|first|last|"
            r"next|of|(?:cos|coz|cause|because|since|as|now) (?:its|it is|we are|were))\b", normalized):
        return None
    said = list(dict.fromkeys(m.group(1) for m in _MONTH_NAMES.finditer(normalized)))
    month = MONTHS[now.month - 1]
    name = month.capitalize()
    if len(said) == 1:
        return "GptSaid", {"reply": f"Yes, it's {name}." if said[0] == month else f"No, it's {name} now."}
    if len(said) == 2 and month in said:
        return "GptSaid", {"reply": f"It's {name} now."}
    return None


def meal_check(normalized: str) -> Reading | None:
    """ "is it before lunchtime still": ("GptTimeIs", {"relation": "before", "clock": "12 pm"})."""
    found = _BEFORE_MEAL.match(re.sub(rf"^is it ({_MEAL})$", r"is it \1 yet", normalized))  # "is it lunch time"
    if found is None:
        return None
    if found.group(3):  # "is it lunchtime yet": past it
        return "GptTimeIs", {"relation": "past", "clock": _MEALS[found.group(3)]}
    return "GptTimeIs", {"relation": found.group(1), "clock": _MEALS[found.group(2)]}


def find(normalized: str, now: datetime) -> list[Reading]:
    """The readings of a question about now said in one of these ways; [] otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return []
    found = [asked_again(normalized), several_parts(normalized, now), month_check(normalized, now),
             meal_check(normalized)]
    return [r for r in found if r is not None]
