"""Numbers a speech recognizer wrote as their sound-alikes: "set a timer for to minutes", "wake me at ate".

A recognizer hears "two", "four", "eight" and "one" and may write "to", "too", "for", "fore", "ate" or "won". Those
words are common in their own right ("add milk to the list", "what is this for"), so one is read as a number only
where nothing else fits: right before a unit or a clock word ("to minutes", "ate am", "ate thirty"), after a tens
word ("twenty too"), or where a number is due and the sentence ends or goes on with a unit ("divided by to",
"alarm at for", "volume to for"). "to" and "for" need a word before them that asks for a number ("timer for for
minutes", "what is to plus to"), since "for hours" and "to minutes" are also plain English. Pure and word-based:
text in (as ``agent.intents.normalize`` returns it), text out.
"""

from __future__ import annotations

_SOUND_ALIKES = {"to": "two", "too": "two", "for": "four", "fore": "four", "ate": "eight", "won": "one"}
_COMMON = frozenset({"to", "for"})  # plain English words: read as numbers only after a word that asks for one
_TENS = frozenset({"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"})
_NUMBER_WORDS = frozenset({
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fifteen",
    "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "oh",
})
# Words that follow a number and hardly anything else: units, clock words, arithmetic.
_AFTER_NUMBER = frozenset({
    "second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "day", "days",
    "week", "weeks", "oclock", "am", "pm", "percent", "degrees", "dice", "die", "sided", "times", "plus", "minus",
    "divided", "multiplied", "squared", "cubed", "point", "hundred", "thousand", "million", "fifteen", "thirty",
    "forty", "fifty", "oh", "quid", "euros", "dollars", "pounds", "kilos", "kilometres", "kilometers", "miles",
    "metres", "meters", "feet", "inches", "litres", "liters", "cups", "grams", "ounces", "people",
})
# Words after which a number is due ("for", "at", "plus", "by"): a sound-alike there is the number.
_ASKS_NUMBER = frozenset({
    "for", "at", "to", "in", "by", "plus", "minus", "times", "over", "and", "about", "around", "until", "till",
    "is", "roll", "after", "than", "every", "of", "level", "equals",
})
# What may follow a number that ends a time or a quantity ("at ate tomorrow", "at for in the afternoon").
_AFTER_TIME = frozenset({"tomorrow", "tonight", "today", "in", "on", "this", "then", "please", "thanks"}) | _NUMBER_WORDS


def _is_number(words: list[str], i: int) -> bool:
    word = words[i]
    before = words[i - 1] if i > 0 else ""
    after = words[i + 1] if i + 1 < len(words) else ""
    if word not in _COMMON and (after in _AFTER_NUMBER or before in _TENS):
        return True  # "too minutes", "ate am", "twenty too"
    if before not in _ASKS_NUMBER:
        return False
    if after in _AFTER_NUMBER:
        return True  # "for for minutes", "what is to plus", "by ate thirty"
    return after == "" or (after in _AFTER_TIME and before in ("at", "for", "until", "till", "by"))


def heard_numbers(normalized: str) -> str | None:
    """``normalized`` with sound-alikes read as the numbers they stand for, or None when there were none."""
    words = normalized.split()
    changed = False
    for i, word in enumerate(words):
        if word in _SOUND_ALIKES and _is_number(words, i):
            words[i] = _SOUND_ALIKES[word]
            changed = True
    return " ".join(words) if changed else None
