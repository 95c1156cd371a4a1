"""Being woken asked for in everyday words, put in the words the alarm rules read ("wake me up at 6 tomorrow").

Why (issue 15, round 26): the alarm rules read "wake me", "get me up" and "i need to get up ..." said first; people
also say "knock me up at six", "rouse me at seven tomorrow will you", "wake up me at 6 o'clock tomorrow please",
"make sure i get up at quarter to six", "tomorrow morning i have to wake at 5 for my flight", "i want to be woken up
tomorrow", "if i'm still sleeping at eight tomorrow shout at me" and "i need to get up at ten past seven for school
tomorrow can you wake me". Those went to the model, which cannot set an alarm. The ask is read wherever it stands; the
clock and the day said anywhere in the request make the alarm; with neither, the rules ask for the time (a time is
never invented: "i want to get up early tomorrow" -> "For what time tomorrow?").

Never something told ("my neighbour knocked me up at six", "i was woken up at five by the cat", "grandad keeps telling
me to make sure you wake me up at 6"), a must-not ("you mustnt wake me up at 6"), a question ("what
time should i get up ...") or a wish with a condition ("wake me if it rains"). An alarm said with how it sounds ("i'd
like an alarm going off at 8:15 this evening", "an alarm to ring at 6") is the alarm at that time. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.speech_cues import NEGATION, REPORTING
from gpt_home.agent.spoken_words import WEEKDAY

_WHO = r"(?:me|us)"
# an order to wake someone: "knock me up", "rouse me", "wake up me", "get us up", "make sure i get up"
_ORDER = re.compile(rf"\b(?:knock {_WHO} up|rouse {_WHO}(?: up)?|wake up {_WHO}|wake {_WHO}(?: up)?|get {_WHO} up(?! to\b)|"
                    r"make sure (?:i|we) (?:get up|wake up|wake|am up|are up|get out of bed)|"
                    r"(?:i|we) (?:want|would like|need|have) to be (?:woken|awoken|woke)(?: up)?)\b")
# a need to be up, a statement that asks only with its time: "i have to wake at 5", "i need to be up by seven tomorrow"
# "ive got to be up at twenty past six", "gotta be up at 5 am" (the "i" dropped in a hurry)
_NEED = re.compile(r"(?:\b(?:i|we|ive|weve|i ve|we ve) (?:really )?(?:need|have|must|have got|got|want|wanna|gotta)|"
                   r"^(?:(?:so|and|right|oh|ok|okay|um) )*(?:need|have got|got|gotta|must))"
                   r" (?:to )?(?:wake(?: up)?|get up|be up|be awake)\b"
                   r"(?!(?: up)? (?:the|my|our|his|your|him|her|them|mum|dad|kids|children|baby)\b)")  # someone else woken
# "if i am still sleeping at eight tomorrow shout at me": a shout when still asleep is being woken
_STILL_ASLEEP = re.compile(r"\bif (?:i am|im|we are|were|i m) still (?:asleep|sleeping|in bed)\b.*\b(?:shout at|wake|call|ring|"
                           rf"give) {_WHO}\b")
_NOT_ASKED = re.compile(rf"\b(?:{NEGATION}|{REPORTING}|knocked|woke|was|were|got woken|woken by|didnt|did|do|does|should|what|when|why|"
                        r"but|not|no|without|cancel|delete|remove|turn off|switch off|stop|before|after|beforehand|"
                        r"earlier|prior|ahead|wont|every|each|daily|weekdays|keeps|kept|telling|tells|"
                        r"how|usually|always|used to|told|yesterday|last)\b|\b(?:he|she|they|my|his|her|the|our|your|their)\b"
                        r"(?= [a-z ]*\b(?:knock|rouse|wake|get) )|"
                        r"\b(?:will|would|might|may|going to|ll) (?=(?:wake|knock|rouse|get) )")  # "the kids will wake me"
# said the rules' way already: "wake me at 7 tomorrow", "get me up at 6"
_PLAIN = re.compile(rf"^(?:please )?(?:wake|get) {_WHO}\b")
# another order said with it: never dropped by a rewording
_MORE = re.compile(r"\b(?:and|then|also) (?:turn|switch|put|add|set|play|start|remind|cancel|tell|open|make)\b")
_CLOCK_WORD = r"(?:\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_MINUTES = r"(?:five|ten|twenty|twenty five|\d{1,2})"
_CLOCK = re.compile(
    rf"\b(?:(?:at|by|around) |(?=\d{{1,2}}:\d{{2}}|\d{{1,2}} (?:am|pm)|(?:half|quarter|{_MINUTES}) (?:past|to) ))(?P<clock>noon|midday|(?:half|quarter|{_MINUTES})(?: minutes)? (?:past|to) {_CLOCK_WORD}|"
    rf"half {_CLOCK_WORD}|{_CLOCK_WORD}(?: \d{{2}}| thirty| fifteen| forty five| oclock)?(?: (?:am|pm))?)"
    r"(?P<part> in (?:the )?(?:morning|afternoon|evening)| at night)?"
    r"(?! (?:minutes?|hours?|days?|of|and|or|people|times)\b)\b")
_NUMBER_SAID = re.compile(rf"\d|\b(?:{_CLOCK_WORD}|noon|midday|midnight|half|quarter)\b")  # a time not read: left as said
_IN = re.compile(r"\bin (?:an?|one|\d+|two|five|ten|fifteen|twenty|thirty|forty|half an) (?:hours?|minutes?|mins?)\b")
_DAY = re.compile(rf"\b(?:tomorrow(?: morning| afternoon| evening)?|this (?:morning|afternoon|evening)|tonight|(?:on )?{WEEKDAY}(?: morning)?)\b")


def asks_waking(normalized: str) -> bool:
    """True when ``normalized`` asks to be woken in any words ("get me up tomorrow", "knock me up at six"): a request
    of its own, never the answer to another question ("What should I remind you about?")."""
    return bool(_ORDER.search(normalized) or _STILL_ASLEEP.search(normalized) or _NEED.search(normalized)) and not (
        _NOT_ASKED.search(normalized))


def wake_worded(normalized: str) -> str | None:
    """ "knock me up at six" -> "wake me up at six"; None when ``normalized`` asks no such thing or says it plainly."""
    order = _ORDER.search(normalized) or _STILL_ASLEEP.search(normalized)
    need = None if order else _NEED.search(normalized)
    if (order is None and need is None) or _NOT_ASKED.search(normalized) or _PLAIN.match(normalized) or (
            " if " in f" {normalized} " and not _STILL_ASLEEP.search(normalized)):
        return None
    day = _DAY.search(normalized)
    clocks = list(_CLOCK.finditer(normalized))
    span = _IN.search(normalized)
    if len(clocks) > 1 or (span and clocks) or not (clocks or span) and _NUMBER_SAID.search(normalized):
        return None  # two times (a change of mind, a time for something else): left to the rules as said
    if not (clocks or span or day) or _MORE.search(normalized):
        return None  # "i need to get up", "wake me and turn the lights on": left as said
    when = f" at {clocks[0].group('clock')}{clocks[0].group('part') or ''}" if clocks else f" {span.group(0)}" if span else ""
    worded = f"wake me up{when}{' ' + day.group(0) if day else ''}"
    return worded if worded != normalized else None


# "an alarm going off at 8:15", "an alarm to ring at 6", "one that goes off at 7": the alarm at that time
_GOING_OFF = re.compile(r"\b(alarms?|one) (?:going off|to go off|that goes off|which goes off|ringing|to ring|that rings)"
                        r"(?= (?:at|for|in|on|tomorrow|tonight)\b)")


def alarm_worded(normalized: str) -> str | None:
    """ "i would like an alarm going off at 8:15 this evening" -> "... an alarm at 8:15 this evening"; else None."""
    said = _GOING_OFF.sub(r"\1", normalized)
    return said if said != normalized and not _NOT_ASKED.search(said) else None
