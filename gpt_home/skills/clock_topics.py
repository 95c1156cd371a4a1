"""The clock and calendar of now asked in other words and other orders: "what o clock is it", "the day of the week
today which one is it", "which month is it currently grandma is asking", "is it twenty twenty six still or twenty
twenty seven", "the hours and minutes right now in twenty four hour time", "the time sorry i mean the date".

The units asked about are found by their words anywhere (time, date, weekday, month, year); the sentence must ask
about now: it names no other day, no length of time, no place (``topic_first`` reads places first) and uses no word
of "time" that is not the clock ("time for bed", "last time", "what time does the shop open"). One unit: its
intent; a correction ("sorry i mean", "no wait", "actually"): the last unit said; time and date both: both.
Pure: the words in, (intent name, slots) out.
"""

from __future__ import annotations

import re

from gpt_home.agent.domain_asked import HOW_OFTEN
from gpt_home.agent.spoken_words import MONTH, WEEKDAY
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills.calendar_facts import WEEK_OF_YEAR

_UNITS = (
    ("weekday", re.compile(r"\b(?:day of the week|weekday|what day|which day|what is the day|whats the day|"
                           r"the day today|day is it|day is today|day it is|tell me the day|the day please)\b")),
    ("date", re.compile(r"\b(?:date|day of the month|todays date)\b")),
    ("time", re.compile(r"\b(?:(?:what|the|current|exact|right|correct) time|oclock|hours and minutes|what hour|"
                        r"time is it|time it is|time now|time right now|clock say|clock saying|time please|time check|military time|"
                        r"is it (?:still |already |now )?(?:the )?(?:morning|afternoon|evening|night|nighttime)"
                        r"(?= (?:yet|already|now|still|or|right)\b|$))")),
    # "i moved house this year", "we paid twice this month": a time said in a statement, no unit asked about
    # ("is this year 2026": asked)
    ("month", re.compile(r"(?:(?<=\bis this )|(?<!\bthis ))(?<!\bthat )(?<!\bper )(?<!\bevery )(?<!\beach )\bmonth\b")),
    ("year", re.compile(r"(?:(?<=\bis this )|(?<!\bthis ))(?<!\bthat )(?<!\bper )(?<!\bevery )(?<!\beach )\byear\b"
                        r"|\bis (?:it|this) (?:still )?(?:19|20) ?\d\d\b")),
)
_CORRECTION = re.compile(r"\b(?:sorry|i mean|i meant|no wait|actually|rather|or rather|scratch that)\b")
# Anything that makes the question about another moment, a length, a count, a schedule or another request: words
# of those kinds anywhere in the sentence.
_NOT_NOW = re.compile(
    r"\b(?:tomorrows?|yesterdays?|tonights|next|last|ago|until|till|til|since|after|before|from|in \d+|in an?|in one|later|"
    r"earlier|weekend|christmas|easter|birthday|holiday|"
    rf"{WEEKDAY}|{MONTH}|how many|how long|how old|"
    r"how much|does|do|did|should|shall|will|open|close|closes|opens|start|starts|end|ends|leave|flight|train|"
    r"time for|time to|on time|in time|every|each|per|times|zone|difference|spell|spelling|"
    r"days|weeks|months|years|calendar|diary|appointment|meeting|alarm|alarms|timer|timers|remind|reminder|"
    r"set|wake|random|pick|choose|who|why|where|when)\b|\b\d+(?:st|nd|rd|th)\b|\b(?:is|was) that\b")
# The unit asked about something other than now, by where it stands (a rule, not a list of topics): its subject is
# another thing ("what year is the film set in", "what date is the party", "what time is the match"), a word before
# it makes it another year or time ("the chinese year", "school year", "new year", "first time"), or a word after it
# makes it another thing ("the time machine", "a time lord", "the year of the dragon").
_UNIT = r"(?:time|date|day|month|year|weekday)"
_OTHER_SUBJECT = re.compile(rf"\b{_UNIT}(?: of the (?:week|month))? (?:is|was|are|were) (?!(?:it|this|today|we|now|"
                            r"right|still|already|currently|again|the (?:date|day|time|year|month))\b)\w+")
_QUALIFIED = re.compile(rf"\b(?:new|school|tax|financial|academic|lunar|chinese|jewish|islamic|hindu|leap|first|"
                        r"release|birth|expiry|launch|closing|opening|bed|dinner|lunch|play|screen|quality|half|"
                        rf"part|spare|free|same|old|war|film|movie|book|song|story) {_UNIT}s?\b")
_COMPOUND = re.compile(rf"\b{_UNIT}s? (?:machine|lord|travel\w*|night|of the (?!week\b|month\b)\w+|zone|table|sheet|"
                       r"limit|frame|slot|trip|planner|stamp|born|old|author|written|wrote)\b")


# Not asked now: negated ("i dont want to know the time", "dont tell me the date", "i wasnt asking what day it is")
# or someone's past question reported ("my daughter asked what time it is", "he asked me what day it was"); "i dont
# know what time it is" is still an ask, and so is a question put to the assistant again ("i asked you the time").
_UNASKED = re.compile(r"\b(?:dont|do not|didnt|did not|never|no) (?:want|wanna|need|care)\b|"
                      r"\b(?:dont|do not|never) (?:tell|say|give|read)\b|"
                      r"\b(?:wasnt|was not|werent|im not|i am not|not) (?:asking|asked)\b|"
                      r"(?<!\bi )\b(?:asked|wondered|wanted to know|was asking|were asking)"
                      r"(?: (?:me|us|him|her|them|my \w+))? (?:what|which|if|whether|how|(?:is|was|are|were|"
                      r"do|does|did|has|have|can|will) (?:it|we|you|there|they|today)\b)")


# the time refused ("dont tell me the time in tokyo", "i already know it") or another's question told of ("my husband
# always asks me what time it is"): no clock is read, here or elsewhere (topic_first.readings)
TIME_NOT_ASKED = re.compile(r"\b(?:dont|do not|no need to|never|stop) (?:tell|give|say|read)\b|\b(?:asks|asked|keeps "
                            r"asking|kept asking|always asking|ask) (?:me|us|him|her|them|you)? ?(?:what time|the time)\b")


def unasked(text: str) -> bool:
    """True when the clock or calendar words are negated, someone's past question is reported, or "the time" says how
    often ("are you listening all the time"): never answered with the clock."""
    return _UNASKED.search(text) is not None or HOW_OFTEN.search(text) is not None


def _about_now(text: str) -> bool:
    """False when a word of another moment, length or request is said, or the unit stands for something else."""
    return not (_NOT_NOW.search(text) or _OTHER_SUBJECT.search(text) or _QUALIFIED.search(text)
                or _COMPOUND.search(text) or unasked(text))
# "tell me the time over in hogwarts", "whats the time in narnia": somewhere else, known or not (never the time here)
_ELSEWHERE = re.compile(r"\b(?:over|out|down|up|back) (?:in|there)\b|"
                        r"\bin (?!the\b|here\b|words\b|numbers\b|digits\b|full\b|24\b|currently\b|now\b|today\b|this\b)"
                        r"[a-z]+(?: [a-z]+)?(?:$| (?=(?:is|are|says?|shows?|reads?|now|right now|please)$))|"
                        r"\bthe time in [a-z]+(?: [a-z]+)? (?:is|says|shows) (?:what|which)\b")  # "the time in hanoi is what"
_COUNT_IN_YEAR = re.compile(rf"\b(?:the )?(?:week|day)(?: number)? (?:of|in) the year\b|{WEEK_OF_YEAR.pattern}")
# "the time on the planet krypton", "on mars", "up on the moon": no time zone of Earth, never the time here
_OFF_EARTH = re.compile(r"\b(?:on|in|at) (?:the )?(?:planet (?P<named>[a-z]+)|(?P<body>moon|sun|mars|venus|jupiter|"
                        r"saturn|mercury|neptune|uranus|pluto|space station|krypton|tatooine|vulcan|gallifrey))\b")
_DAY_CHOICE = re.compile(r"\bthe (?:twenty |thirty )?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
                         r"tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|"
                         r"nineteenth|twentieth|thirtieth)\b(?= or\b| of (?:the|this) month\b)")
_TWENTY_FOUR = re.compile(r"\b(?:24 hour|twenty four hour|military|24h)\b")


def clock_units(normalized: str) -> list[str]:
    """The units of now asked about in ``normalized``, in the order said."""
    # "what week of the year is it", "what day of the year is it": a count within the year (``calendar_facts``)
    # "which month of the year is this": the month; "what week of the year is it": a count (``calendar_facts``)
    text = _COUNT_IN_YEAR.sub(" ", re.sub(r"\bmonth of the year\b", "month", numeralize(normalized)))
    found = []
    for unit, pattern in _UNITS:
        for match in pattern.finditer(text):
            found.append((match.start(), unit))
    found.sort()
    units = [unit for _, unit in found]
    # "what day is the date": a weekday word inside a date question is the date
    return [u for i, u in enumerate(units) if not (u == "weekday" and "date" in units[i + 1:i + 2])]


def clock_reading(normalized: str) -> tuple[str, dict[str, str]] | None:
    """(intent, slots) for a question about the time, date, weekday, month or year of now; None otherwise."""
    units = clock_units(normalized)
    if not units:
        return None
    text = re.sub(r"\bmonth of the year\b", "month", numeralize(normalized))
    # "what month have we reached on the calendar": the calendar read for now, not a schedule ("whats on my calendar")
    # "the year on todays calendar page what is it": the page of today's calendar is now
    text = re.sub(r" (?:on|according to|by) (?:the|my|your|our|todays|today s)(?: wall)? calendar(?: page| sheet)?"
                  r"(?= now$| today$|$| (?:what|which) is it$| (?:what|which) does it (?:say|show)$)", "", text)
    if (away := _OFF_EARTH.search(text)) is not None and "time" in units:  # "the time on the planet krypton"
        said = away.group("named") or away.group("body")
        place = " ".join(w.capitalize() for w in said.split())
        place = f"the {place}" if said in ("moon", "sun", "space station") else place
        return "GptSaid", {"reply": f"I don't know the time on {place}: I only know the time zones of places on Earth."}
    if _DAY_CHOICE.search(text):  # "is today the first or the second of the month": a day of it (``today_checks``)
        return None
    years = re.findall(r"\b(?:19|20) ?\d\d\b", text)
    if not _about_now(re.sub(r"\b(?:19|20) ?\d\d\b", " ", text).replace("24 hour", " ")) or _ELSEWHERE.search(text):
        return None
    if years and "year" not in units:
        return None
    kinds = list(dict.fromkeys(units))
    if _CORRECTION.search(normalized) and len(kinds) > 1:
        kinds = [units[-1]]  # "the time sorry i mean the date": the last one said
    if set(kinds) == {"time", "date"} or set(kinds) == {"time", "weekday"}:
        return "GptDateAndTime", {}
    if len(kinds) > 1:  # "tell me the time and the year": each part asked (``now_parts``)
        if {"date", "weekday"} & set(kinds) and "time" not in kinds:
            return None  # "the full date with the year", "which day of the month": the date readers say it whole
        said = [k for k in kinds if not (k == "month" and {"date", "weekday"} & set(kinds))]  # the date names it
        return "GptDateAndTime", {"units": "|".join(said)}
    unit = kinds[0]
    if unit == "time":
        return "HassGetCurrentTime", {"format": "24"} if _TWENTY_FOUR.search(text) else {}
    if unit in ("date", "weekday"):
        return "HassGetCurrentDate", {}
    return ("GptCurrentMonth" if unit == "month" else "GptCurrentYear"), {}
