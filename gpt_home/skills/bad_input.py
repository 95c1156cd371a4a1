"""Input that cannot be carried out as said, answered with a short true line instead of "I didn't catch that".

- a bare hesitation ("erm", "um", "hmm", "uh uh"): the user has not asked anything yet, so the reply invites them
  to ("Yes? What can I do for you?") rather than saying it is not sure about something never said;
- a fragment of only small words ("um um the", "uh and the", "so my um"): the request was cut off, so the reply
  asks to hear it again rather than letting the model guess at a whole request from one article;
- a timer of no length or a negative one ("a timer for zero minutes", "timer for negative ten seconds"): said so;
- a number shared among none, said in words ("share 45 sweets between zero children", "10 divided by nothing"):
  that no one can be shared between;
- a clock time that does not exist ("an alarm for thirteen seventy five", "at 25:10"): said so, with how a time is
  said. Pure: text in, reply or None out.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import TIME_UNIT
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills.asking_back import SkillReply
from gpt_home.skills.calc import DIVIDE_BY_ZERO_REPLY as DIVIDE_BY_ZERO
from gpt_home.skills.timer_talk import TOO_LONG

HESITATION_REPLY = "Yes? What can I do for you?"
_HESITATION = re.compile(r"^(?:(?:e+r+m*|u+h*m+|u+h+|h+m+|a+h+|e+h+|m+|mm+ hmm|uh huh|well|so|like|hang on|"
                         r"wait|let me think|let me see|um+ er+|oh)\s*)+$")
_CLOCK = re.compile(r"\b(?:for|at|to|by|until|till) (\d{1,2})(?::| )(\d{2})\b"
                    r"(?! (?:minutes?|seconds?|hours?|mins?|secs?|days?))"
                    r"|\b(?:for|at|to|by) (\d{2,})(?: (?:oclock|hours|am|pm))\b")
# "half past twenty nine", "quarter to twenty five", "ten past thirty": an hour said after "past" or "to"
_PAST_HOUR = re.compile(r"\b(?P<part>half past|quarter past|quarter to|\d{1,2} (?:minutes )?(?:past|to)) "
                        r"(?P<hour>\d{2,})"
                        r"\b(?! (?:minutes?|seconds?|hours?|mins?|secs?|days?))")


ZERO_TIMER_REPLY = "A timer needs a length of at least one second."
_ZERO_LENGTH = re.compile(rf"\b(?:0|no) {TIME_UNIT}\b")


NEGATIVE_TIMER_REPLY = "A timer can't run for a negative time. Say how long, for example 10 minutes."
# "minus five minutes", "negative 2.5 hours", "-10 seconds", "minus a minute"; never a dash after a number ("5 - 10
# minutes", "at 6 - 30 minutes before dinner": a range or a pause, not a sign)
_NEGATIVE_LENGTH = re.compile(r"(?:\b(?:minus|negative)\s+|(?<![\w.:])(?<!\d\s)-\s*)(?:\d+(?:\.\d+)?|a|an)\s*(?:seconds?|secs?|"
                              r"minutes?|mins?|hours?|hrs?)\b")
_A_TIMER = re.compile(r"\b(?:timers?|countdown)\b")


def zero_length(normalized: str) -> str | None:
    """ "set a timer for zero minutes" -> the reply that a timer needs a length ("minus five minutes": that it cannot
    be negative); None otherwise."""
    text = numeralize(normalized)
    if _NEGATIVE_LENGTH.search(text):
        return NEGATIVE_TIMER_REPLY
    return ZERO_TIMER_REPLY if _ZERO_LENGTH.search(text) else None


def timer_length(normalized: str) -> str | None:
    """ "timer for negative ten seconds", "timer for zero minutes" (no verb needed): a timer of a length that cannot
    be; None otherwise."""
    return zero_length(normalized) if _A_TIMER.search(normalized) else None


_COUNTS_DOWN = re.compile(r"\b(?:timers?|countdown|count down|remind|reminder|alarm|in)\b")


def negative_length(text: str) -> str | None:
    """ "timer for negative ten seconds", "timer for -10 seconds" -> the reply that a length can't be negative (checked
    on the words as said: the sign would be lost with the punctuation); None otherwise."""
    said = numeralize(text.lower())
    return NEGATIVE_TIMER_REPLY if _COUNTS_DOWN.search(said) and _NEGATIVE_LENGTH.search(said) else None


# a countdown of months or years ("countdown a month", "a 2 year timer"): no length the timers read, and longer than
# any timer runs, so the over-24-hours line, never a reading of the word "month" as a question about the calendar
_MONTHS_LONG = re.compile(r"^(?:(?:please|can you|could you|can i have|i want|i need|give me|set|start|make|put on|"
                          r"do) )*(?:an? |one )?(?:(?:timer|countdown|count down)(?: for| of)? (?:a|an|one|\d+|a few|"
                          r"several|some)(?: more)? (?:months?|years?)|(?:\d+|one) (?:months?|years?) (?:timer|countdown))"
                          r"(?: please)?$")


def months_long(normalized: str) -> str | None:
    """ "countdown a month" -> the timers' over-24-hours line; None otherwise."""
    return TOO_LONG if _MONTHS_LONG.match(numeralize(normalized)) else None


NO_SIDES_REPLY = "A die needs at least two sides. Say 'roll a die' or 'roll a 20 sided die'."
_NO_SIDES = re.compile(r"\b(?:0|1|no|zero|one|minus \d+|-\d+) sides?\b|\b(?:0|1|zero|one)[ -]sided\b")


def no_sides(normalized: str) -> str | None:
    """ "roll a die with zero sides" -> the reply that a die needs sides; None otherwise."""
    return NO_SIDES_REPLY if _NO_SIDES.search(numeralize(normalized)) else None


SHARED_BY_NONE_REPLY = "You can't divide by zero: there's no one to share between. How many are sharing?"
_NOBODY = (r"(?:0|nought|zero|nothing|none|nobody|no one|noone|no (?:people|persons|one|body|kids|children|friends|"
           r"mates|guests|players|ways|pieces|groups|teams|boys|girls|grandchildren)|0 [a-z]+)")
# a number shared or divided among none, said in words: "share 45 sweets between zero children", "10 divided by
# nothing", "split 12 between no people" (never "split the bill with no tip": no "with", and "no" only before people)
_SHARED_BY_NONE = re.compile(rf"\b(?P<verb>share|shared|sharing|split|splitting|divide|divided|dividing|shared out)\b"
                             rf"(?:(?! and | then | but ).)*?\b(?:between|among|amongst|by|into) (?:the )?{_NOBODY}(?![a-z])")
_TOLD_SHARE = re.compile(r"\b(?:i|we|they|he|she|you) (?:shared|split|divided)\b(?!.*\b(?:how|what)\b)")


def shared_by_none(normalized: str) -> str | None:
    """ "what do you get if you share 45 sweets between zero children" -> that no one can be shared between (a sum
    divided by zero or nothing: "You can't divide by zero."); None otherwise, or for a story told ("we split it
    between no one in the end")."""
    text = numeralize(normalized)
    if not re.search(r"\d", text) or (hit := _SHARED_BY_NONE.search(text)) is None or _TOLD_SHARE.search(text):
        return None
    return DIVIDE_BY_ZERO if hit.group("verb").startswith("divid") else SHARED_BY_NONE_REPLY


def hesitation_reply(normalized: str) -> str | None:
    """ "erm" -> "Yes? What can I do for you?"; None for anything with a request in it."""
    return HESITATION_REPLY if normalized.strip() and _HESITATION.match(normalized.strip()) else None


FRAGMENT_REPLY = "Sorry, I didn't catch all of that. Could you say it again?"
# Words that never carry a request on their own: articles, possessives, prepositions and joining words. A reply word
# ("yes", "no", "that one"), a pronoun of the listener ("and you") or a question word ("what") is left to the others.
_FRAGMENT_WORDS = frozenset("the a an my our your his her their its of to in on at for with from by and or but so if "
                            "then like about some any just".split())
_MAX_FRAGMENT_WORDS = 4
# Lead-ins that carry nothing before a thing never named ("so yeah the thing with the um", "well anyway the whatsit")
_LEAD_INS = frozenset("yeah yes well right okay ok anyway basically actually oh".split())


# Sounds ``normalize`` keeps because they can mean something alone ("mm" is millimetres after a number), but that
# carry nothing among small words: "mm er the the uh" is "mm the the" once the hesitations are gone.
_MURMUR = re.compile(r"m+|h+m+|a+h+|e+h+|o+h+")


# Filler that points at something never named: "hmm the er you know the thing", "the whatsit", "um the uh what's it
# called" (the speaker searching for a word): among small words only, nothing is asked ("what is it called" alone
# may ask about what was just said, so it counts only with a small word; "turn on the thing" has a verb).
_VAGUE = re.compile(r"\b(?:you know|i mean|what do you call it|whats it called|what is it called|what is the word|"
                    r"what is (?:its|his|her|their) name|what was (?:it|i saying|i going to say)|thing|things|thingy|"
                    r"thingummy|thingamajig|whatsit|whatsitsname|whatchamacallit|doodah|doohickey|wotsit)\b")
# Said alone, these carry nothing either: "you know", "um you know what", "i mean", "like you know".
_VAGUE_ALONE = re.compile(r"(?:(?:you know(?: what)?|i mean|like|so|and|thingy|whatsit|whatchamacallit|wotsit)"
                          r"(?: |$))+")


def fragment_reply(normalized: str) -> str | None:
    """ "the", "and the", "so my", "mm the the" (the hesitations already taken off by ``normalize``), "the you know the
    thing" -> ask to hear it again; None for anything with a word that could carry a request."""
    words = normalized.split()
    if _VAGUE_ALONE.fullmatch(normalized.strip() + " ") and len(words) <= _MAX_FRAGMENT_WORDS:
        return FRAGMENT_REPLY
    vague = _VAGUE.sub(" ", normalized).split()
    if words and vague != words and len(words) <= 2 * _MAX_FRAGMENT_WORDS and any(w in _FRAGMENT_WORDS for w in vague) and all(
            w in _FRAGMENT_WORDS or w in _LEAD_INS or _MURMUR.fullmatch(w) for w in vague):  # "so yeah the thing with the um"
        return FRAGMENT_REPLY
    if not words or len(words) > _MAX_FRAGMENT_WORDS:
        return None
    if not all(w in _FRAGMENT_WORDS or _MURMUR.fullmatch(w) for w in words):
        return None
    return FRAGMENT_REPLY


def impossible_clock(normalized: str) -> str | None:
    """ "set an alarm for 13 75" -> "There is no such time as 13:75. ..."; None when every time said is real."""
    text = numeralize(normalized)
    for m in _CLOCK.finditer(text):
        if m.group(3):
            hour, minute = int(m.group(3)), 0
            if hour <= 24:
                continue
            said = f"{hour} o'clock"
        else:
            hour, minute = int(m.group(1)), int(m.group(2))
            if hour <= 23 and minute <= 59:
                continue
            said = f"{hour}:{minute:02d}"
        return f"There is no such time as {said}. Say a time like 7:30 am or 19:30."
    for m in _PAST_HOUR.finditer(text):
        if int(m.group("hour")) > 24:
            return (f"There is no such time as {m.group('part')} {m.group('hour')}: the clock only goes to 24. "
                    "Say a time like 7:30 am or 19:30.")
    return None


def murmur(normalized: str) -> str | None:
    """A bare hesitation or a murmur cut off before any request ("erm", "um the uh what's it called", "you know"):
    the reply asks to hear it (awaiting the answer); None for anything with a request in it. Tried before every
    reading, so the reading by meaning never takes "you know" for "what time is it"."""
    if (hesitation := hesitation_reply(normalized)) is not None:  # "erm": nothing asked yet
        return SkillReply(hesitation, expects_answer=True)
    if (fragment := fragment_reply(normalized)) is not None:  # "uh the": cut off before the request
        return SkillReply(fragment, expects_answer=True)
    return None
