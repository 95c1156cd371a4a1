"""Yes/no checks about today: "its not wednesday yet is it", "is it friday yet", "today is the third right", "is it
the first today or the second i always lose track", "is it the weekend yet", "is it still november".

The templates read "is it tuesday today"; people also state what they think and ask to confirm ("it is tuesday isnt
it"), check in the negative ("its not wednesday yet is it"), add "yet" / "still", or give two days to choose from.
Here a sentence that names weekdays, days of the month, a month or the weekend, asks about today (today, yet,
still, "is it", "isnt it", "right", "yeah"...) and names no other day (tomorrow, next, ago, a date elsewhere) is
answered from today: yes or no with today's full date; a negative check is answered as such ("No, it's not
Wednesday yet: today is Tuesday, December 1."); a choice between days says which one it is.

``find`` returns ("GptSaid", {"reply": ...}) like ``day_statements``; pure: ``today`` comes in.

A yes/no question about today always starts its answer with Yes or No: ``yes_or_no`` answers the same checks when
the sentence is asked as a yes/no question ("is it friday today", "is today friday", "is it the weekend", "are we
in december", "is it a weekday") before the rules, which would read it as "what is the date" and say only the date.
"""

from __future__ import annotations

import re
from datetime import date

from gpt_home.agent.named_works import names_a_work
from gpt_home.agent.spoken_words import MONTH, MONTHS, ORDINALS, WEEKDAY, WEEKDAYS
from gpt_home.skills.day_opinion import judged

MAX_WORDS = 18
_ORDINALS = ORDINALS
# "the first", "the twenty third", "the 3rd", "the thirtieth"; never "the first time", "the second floor"
_DAY_OF_MONTH = re.compile(r"\bthe (?:(twenty|thirty) )?(" + "|".join(_ORDINALS) + r"|thirtieth|\d{1,2}(?:st|nd|rd|th))\b"
                           r"(?! (?:time|times|place|round|floor|turning|exit|stop|step|try|go|attempt|chapter|page|"
                           r"level|prize|half|one|ones|thing|person|day of)\b)")
# A month only right after "is it" / "it is" / "still" ("it may rain", "march on" are no months asked about).
_NAMED = re.compile(r"\b(" + WEEKDAY + r"|weekend|weekday)\b|\b(?:is it|its|it is|still|already|today is) "
                    r"(?:still |already |not |only )?(" + MONTH + r")\b")
# The sentence asks about today.
_ABOUT_TODAY = re.compile(r"\b(?:today|yet|still|already|is it|isnt it|is not it|right|yeah|innit|correct|"
                          r"am i right|or what)\b|^(?:is|its|it is|today is|todays)\b")
# Another day, a length, an event or a schedule: not a check about today.
_ELSEWHERE = re.compile(
    r"\b(?:tomorrow|yesterday|next|last|ago|until|till|til|since|after|before|from|in \d+|weeks?|days|months|"
    rf"years?|this (?:{WEEKDAY})|on|christmas|easter|"
    r"birthday|holiday|bin|bins|collection|timer|alarm|remind|reminder|list|open|opens|close|closes|what|when|"
    r"which|how|who|where|why|does|did|do|will|was|were|of|date of|born|match|game|party|meeting|appointment|"
    r"school|work|spell|word|mean|means|meaning|sunday best|weekend away|plans|in|there|over there|going to|gonna|"
    r"weather|forecast|decent|sunny|rain\w*|warm|cold|dry|wet|snow\w*|windy)\b")  # the weekend's weather: not today
_DAY = r"the (?:(?:twenty|thirty) )?(?:" + "|".join(_ORDINALS) + r"|thirtieth|\d{1,2}(?:st|nd|rd|th))"
_ON_A_DAY = re.compile(rf"(?:are we|is it|it is|its) (?:on )?{_DAY} or (?:on )?{_DAY}(?: today| now)?")
_OR_DAY = re.compile(rf"({_DAY}) or (?!the )(?=(?:(?:twenty|thirty) )?(?:{'|'.join(_ORDINALS)}|thirtieth|\d{{1,2}}"
                     r"(?:st|nd|rd|th))\b)")
# "which day of the month is it the first or second": a choice of days, asked as "is it the first or the second"
_WHICH_OF_TWO = re.compile(r"^(?:(?:so|um|and|sorry) )*(?:what|which) (?:day|date|number)(?: of the month)? (?:is it|is "
                           r"today|are we on)(?: today| now)? (?=the )")
_NEGATIVE = re.compile(r"\b(?:not|isnt|aint|cant be|cannot be)\b")
_SUFFIX = {1: "st", 2: "nd", 3: "rd"}


def _nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else _SUFFIX.get(n % 10, 'th')}"


def _days_of_month(normalized: str) -> list[int]:
    days = []
    for found in _DAY_OF_MONTH.finditer(normalized):
        word = found.group(2)
        n = int(re.sub(r"\D", "", word)) if word[0].isdigit() else 30 if word == "thirtieth" else (
            _ORDINALS.index(word) + 1)
        n += {"twenty": 20, "thirty": 30}.get(found.group(1) or "", 0)
        if 1 <= n <= 31:
            days.append(n)
    return days


def _is(name: str, today: date) -> bool:
    if name == "weekend":
        return today.weekday() >= 5
    if name == "weekday":
        return today.weekday() < 5
    if name in WEEKDAYS:
        return WEEKDAYS.index(name) == today.weekday()
    return MONTHS.index(name) + 1 == today.month


def _said(name: str) -> str:
    return {"weekend": "the weekend", "weekday": "a weekday"}.get(name, name.capitalize())


_MONTH_WITH_DAY = re.compile(r"\b(?:(?:of|in) )?(" + MONTH + r")\b(?= the\b)|(?<=\w) (?:of |in )?("
                             + MONTH + r")\b")


# A remark said first by the speaker about themselves ("im 91 and the days run together | is it tuesday or
# wednesday"): the check is read after it. Never a thing the check is about ("the party | is it friday"), nor a
# refused, reported or hypothetical ask ("she asked", "if", "dont").
_ASK_AFTER = re.compile(r" (?=(?:is it|is today|are we|isnt it|its not|it is) )")
_SPEAKER = re.compile(r"\b(?:i|im|ive|me|my|we|were|our)\b")
_NOT_A_REMARK = re.compile(r"\b(?:dont|do not|never|not|if|unless|when|whether|wish|hope|asked|ask|said|says|told|"
                           r"tell|wondered|party|meeting|appointment|birthday|holiday|bin|bins|match|game|school|work|"
                           r"christmas|easter|tomorrow|yesterday|next|last|it|that|this|what|which|how)\b")

# a clause said as a reason or a time of the remark ("... because its the weekend", "... since its december")
_BECAUSE = re.compile(r"\b(?:because|cos|coz|cause|cuz|since|as|when|whenever|now that)$")


def find(normalized: str, today: date) -> list[tuple[str, dict[str, str]]]:
    """A finished reply to a yes/no check about today's weekday, day of the month, month or weekend; [] otherwise.
    A remark of the speaker's said first is passed over ("im 91 and the days run together is it tuesday")."""
    if names_a_work(normalized):  # "the film is called a weekday morning": a title, never a check
        return []
    if found := _find(normalized, today):
        return found
    cuts = [m.start() for m in _ASK_AFTER.finditer(normalized)]
    if not cuts:
        return []
    head = normalized[:cuts[0]]
    if _BECAUSE.search(head):  # "my favourite day is saturday because its the weekend": a reason told, not asked
        return []
    if len(head.split()) < 3 or not _SPEAKER.search(head) or _NOT_A_REMARK.search(head):
        return []
    return _find(normalized[cuts[0] + 1:], today)


def _find(normalized: str, today: date) -> list[tuple[str, dict[str, str]]]:
    month = None
    # "is today the first or the second of the month", "are we on the 30th or the 1st": days of this month
    normalized = _OR_DAY.sub(r"\1 or the ", _WHICH_OF_TWO.sub("is it ", normalized))  # "the 1st or 2nd", "which..."
    if _ON_A_DAY.fullmatch(normalized):
        normalized = re.sub(r"^(?:are we|is it|it is|its) (?:on )?", "is it ", normalized)
    normalized = " ".join(re.sub(r"\b(?:of|in) (?:the|this) month\b", " ", normalized).split())
    if _DAY_OF_MONTH.search(normalized) and (said := _MONTH_WITH_DAY.search(normalized)) is not None:
        month = said.group(1) or said.group(2)  # "the first of december", "december the first"
        normalized = " ".join(_MONTH_WITH_DAY.sub(" ", normalized, count=1).split())
    words = normalized.split()
    if not words or len(words) > MAX_WORDS or not _ABOUT_TODAY.search(normalized) or _ELSEWHERE.search(normalized) \
            or judged(normalized):
        return []
    named = list(dict.fromkeys(m.group(1) or m.group(2) for m in _NAMED.finditer(normalized)))
    numbers = list(dict.fromkeys(_days_of_month(normalized)))
    if not named and not numbers or named and numbers:
        return []
    full = f"{WEEKDAYS[today.weekday()].capitalize()}, {MONTHS[today.month - 1].capitalize()} {today.day}"
    if len(named) + len(numbers) > 1:  # "is it the first or the second": which one it is
        if numbers:
            hit = today.day in numbers
            return [("GptSaid", {"reply": f"{'It is' if hit else 'Neither: it is'} the {_nth(today.day)} today, "
                                          f"{full}."})]
        hit = next((n for n in named if _is(n, today)), None)
        if hit in ("weekday", "weekend"):  # "is today a weekday or the weekend": which one it is
            return [("GptSaid", {"reply": f"It's {_said(hit)}: today is {full}."})]
        return [("GptSaid", {"reply": f"{'' if hit else 'Neither: '}Today is {full}."})]
    is_it = _is(named[0], today) if named else numbers[0] == today.day and month in (None, MONTHS[today.month - 1])
    what = _said(named[0]) if named else f"the {_nth(numbers[0])}" + (f" of {month.capitalize()}" if month else "")
    yet = " yet" if " yet" in normalized else ""
    if _NEGATIVE.search(normalized) and not re.search(r"\b(?:isnt it|is not it)$", normalized):
        # "its not wednesday yet is it": the answer agrees or corrects the negative
        reply = f"Yes it is, today is {full}." if is_it else f"No, it's not {what}{yet}: today is {full}."
    else:
        reply = f"Yes, today is {full}." if is_it else f"No, it's not {what}{yet}. Today is {full}."
    return [("GptSaid", {"reply": reply})]


# asked as a yes/no question about today and nothing else: "is it friday today", "is today friday", "are we in
# december", "is it the 3rd today", "isnt it the weekend yet"; never "is friday a good day for it"
_YES_NO = re.compile(r"^(?:(?:so|um|er|and|hey|oh|sorry|wait) )*(?:is it|is today|isnt it|isnt today|are we|arent we)"
                     r"(?: (?:still|already|only|really|actually|definitely|not))? (?:on |in )?(?:a |the )?"
                     rf"(?:{WEEKDAY}|weekend|weekday|week day|{MONTH}|"
                     r"(?:(?:twenty|thirty) )?(?:" + "|".join(_ORDINALS) + r"|thirtieth|\d{1,2}(?:st|nd|rd|th))"
                     rf"(?: of {MONTH})?)"
                     r"(?: (?:today|yet|now|already|still|then|right|isnt it|is it|mate|mum|mummy|dad|daddy|please))*$")


def yes_or_no(normalized: str, today: date) -> str | None:
    """ "is it friday today": "No, it's not Friday. Today is Tuesday, December 1."; None for any other sentence."""
    if not _YES_NO.match(normalized):
        return None
    found = find(re.sub(r"\ba (week day|weekday)\b", "weekday", normalized), today)
    return found[0][1]["reply"] if found else None
