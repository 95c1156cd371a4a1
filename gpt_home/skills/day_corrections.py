"""A day corrected inside a date question: the day said last is the one meant.

People name a day and then correct it: "what day is christmas eve, christmas day i mean", "how many days since 1st
november, sorry, 1st october", "what day does new year's day fall on, no, new year's eve", or correct what is
counted: "how many weeks until new year, no, days". The self-correction reader (``agent/self_correction``) mends
values and commands; a named day said again after a marker is read here, where the days are known:

- **a day for a day**: a marker ("no", "sorry", "i mean", "actually", "wait") and then a whole day (a holiday, "the
  19th", "1st october", a weekday), or a whole day and then "i mean": the last day said before it is replaced;
- **a count for a count**: "no, days" after "how many weeks" (or the other way round) changes what is counted.

Nothing else is changed: a correction that is not a whole day (or the day before it is none) leaves the words as
said. Pure: the words and the pattern of days (``date_sums``'s) in, the words meant out.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import MONTH

# a day of a month the pattern of days leaves to the other readers: "1st october", "october 1st", "the 1st of october"
_DATED = re.compile(rf"\b(?:the )?\d{{1,2}}(?:st|nd|rd|th)?(?: of)? (?:{MONTH})\b|\b(?:{MONTH}) (?:the )?\d{{1,2}}(?:st|nd|rd|th)?\b")
_MARKER = (r"(?:(?:no|sorry|i mean|i meant|actually|wait|or rather|rather|scratch that|correction|no wait|no sorry|"
           r"hang on|oh no|er|erm|um|uh)(?: |$))+")
_SPLIT = re.compile(rf" {_MARKER}(?P<right>.+?)(?: i mean| i meant| please)?$")
_MEANT_AFTER = re.compile(r" (?:i mean|i meant)$")
_COUNT = re.compile(rf"\bhow many (?P<unit>days|weeks)\b(?P<rest>.*?) {_MARKER}(?P<new>days|weeks)$")


def day_corrected(text: str, days: re.Pattern[str]) -> str:
    """``text`` with a corrected day (or count) put in place of the one it corrects; ``text`` itself otherwise."""
    if (count := _COUNT.search(text)) is not None:
        return f"{text[:count.start()]}how many {count.group('new')}{count.group('rest')}"
    for split in _SPLIT.finditer(text):
        right = split.group("right")
        if (days.fullmatch(right) or _DATED.fullmatch(right)) and (said := _last_day(text[:split.start()], days)):
            return f"{text[:said.start()]}{right}{text[said.end():split.start()]}"
    if (meant := _MEANT_AFTER.search(text)) is not None:  # "what day is christmas eve christmas day i mean"
        found = list(days.finditer(text[:meant.start()]))
        if len(found) >= 2 and found[-1].end() == meant.start() and found[-2].end() == found[-1].start() - 1:
            return f"{text[:found[-2].start()]}{found[-1].group(0)}"
    return text


def _last_day(text: str, days: re.Pattern[str]) -> re.Match[str] | None:
    """The day said last in ``text`` (a dated day before a shorter day inside it: "1st november", not "1st")."""
    found = sorted([*days.finditer(text), *_DATED.finditer(text)], key=lambda m: (m.end(), m.end() - m.start()))
    return found[-1] if found else None
