"""Model replies that answer something never said, or claim what the assistant never did.

The bundled model (SmolLM2-135M), given a request it cannot read, answers as if the user had said something else:
it offers condolences ("I'm sorry for your loss…") when nothing sad was said, apologises for a confusion nobody
mentioned ("I'm sorry for any confusion. I'll make sure to…"), forbids things ("You're not allowed to use the
internet anymore!"), and reports a state of the house it cannot know or an action no tool took ("The house is dark.",
"I've added bananas to your list."). A household hears those as a broken, or lying, device. The reply guard
(``agent/guard.py``) replaces them with an honest line. Pure: text in, verdict out.
"""

from __future__ import annotations

import re

# Something sad, bad or troubling was said: sympathy may be right.
_SAD_RE = re.compile(
    r"\b(?:died|dead|death|die|dying|passed away|passed|lost|loss|losing|funeral|grief|grieving|sad|sadness|"
    r"unhappy|upset|sick|ill|unwell|poorly|hurt|hurts|pain|injured|broke|broken|crying|cry|cried|miss|missing|"
    r"lonely|alone|depressed|anxious|worried|stressed|stress|tired|exhausted|awful|terrible|horrible|bad day|"
    r"rough|hard day|fired|divorce|cancer|hospital|accident|scared|afraid|angry|cold|headache|covid|flu|"
    r"failed|fail|rejected|dumped|disappointed|sorry|bored|hate)\b", re.IGNORECASE)
_SYMPATHY_RE = re.compile(
    r"\b(?:sorry (?:for|about) your loss|my (?:deepest |sincere )?condolences|sorry to hear|sorry you(?:'re| are) "
    r"(?:going through|feeling)|i hope you(?:'re| are) (?:feeling |doing )?(?:ok|okay|well|better|alright)|"
    r"i'm here for you|that must be (?:hard|difficult|tough))\b", re.IGNORECASE)
# The user said something went wrong: an apology for a confusion may be right.
_COMPLAINT_RE = re.compile(
    r"\b(?:wrong|not what i|confus\w*|misunderst\w*|mistake|incorrect|not right|that's not|thats not|no i said|"
    r"i said|i meant|you said|didn't ask|did not ask|not what|stupid|useless|rubbish|nonsense|listen|huh)\b",
    re.IGNORECASE)
_CONFUSION_RE = re.compile(
    r"\bsorry (?:for|about) (?:any|the|this|that|my) (?:confusion|misunderstanding|inconvenience|mix[- ]up|"
    r"mistake|error|trouble)\b|\bapologi[sz]e for (?:any|the) (?:confusion|misunderstanding|inconvenience)\b",
    re.IGNORECASE)
# The assistant forbids or scolds: never right for a household helper.
_FORBIDS_RE = re.compile(
    r"\b(?:you(?:'re| are) (?:not|no longer) (?:allowed|permitted)|you (?:may|must|can) not (?:use|do|ask|say)|"
    r"you(?:'re| are) not supposed to|not allowed to (?:use|do|ask|say|choose|play|have)|"
    r"you can't (?:use|ask|say) (?:the|that|this|my)|you are banned|you're banned)\b", re.IGNORECASE)

# A state of the household's things stated as fact, or an action reported as done or promised.
_THINGS = (r"(?:the |your |all the |all of the )?(?:whole )?(?:house|home|lights?|lamps?|bulbs?|room|rooms|kitchen|"
           r"living room|bedroom|bathroom|hall|hallway|garage|door|doors|front door|back door|heating|heat|"
           r"thermostat|volume|music|radio|tv|television|alarm|alarms|timer|timers|reminder|reminders|oven|fan|"
           r"kettle|blinds|curtains|speaker)")
_STATES = (r"(?:dark|off|on|lit|bright|brighter|dimmed|dim|locked|unlocked|open|opened|closed|shut|set|muted|"
           r"unmuted|up|down|louder|quieter|running|playing|started|stopped|cancell?ed|ready|done|finished|going off|"
           r"turned (?:off|on|up|down)|switched (?:off|on))")
_STATE_CLAIM_RE = re.compile(rf"\b{_THINGS} (?:is|are|has been|have been|was|were|will be)(?: now| all| already)? "
                             rf"{_STATES}\b", re.IGNORECASE)
_DONE_VERBS = (r"(?:turned|switched|dimmed|brightened|set|added|put|removed|taken|took|deleted|cleared|wiped|erased|"
               r"locked|unlocked|muted|unmuted|started|stopped|cancell?ed|played|sent|called|texted|emailed|booked|"
               r"ordered|bought|scheduled|saved|reminded|raised|lowered|changed|adjusted|opened|closed|shut|got rid of|"
               r"moved)")
_DO_VERBS = (r"(?:turn|switch|dim|brighten|set|add|put|remove|take|delete|clear|wipe|erase|lock|unlock|mute|unmute|start|"
             r"stop|cancel|play|send|call|text|email|book|order|buy|schedule|save|remind|raise|lower|change|adjust|"
             r"open|close|shut|get rid of|move)")
_ACTION_CLAIM_RE = re.compile(
    rf"\bi(?:'ve| have)(?: now| just| already| gone ahead and)? {_DONE_VERBS}\b"
    rf"|\bi(?:'ll| will)(?: now| just| go ahead and| make sure to)? {_DO_VERBS} (?:the|your|it|them|that|this|all|"
    rf"off|on|up|down|a|an|some|you)\b"
    rf"|^(?:ok(?:ay)?[,!.]? |sure[,!.]? |alright[,!.]? |done[,!.]? )*{_DONE_VERBS} (?:the|your|it|them|all)\b"
    rf"|^(?:ok(?:ay)?[,!.]? |sure[,!.]? |alright[,!.]? )*(?:turning|switching|dimming|adding|removing|setting|"
    rf"locking|unlocking|muting|playing|calling|sending|cancell?ing) (?:the|your|it|them|all|off|on|up|down)\b"
    # "Okay, egg timer set for 1 minute.": a timer, alarm or reminder reported as set or gone
    rf"|^(?:ok(?:ay)?[,!.]? |sure[,!.]? |alright[,!.]? |done[,!.]? )*(?:(?:your|the|an?) )?(?:\w+ )?"
    rf"(?:timer|alarm|reminder)s? (?:is |has been )?(?:now )?(?:set|cancell?ed|started|stopped|removed|deleted)\b",
    re.IGNORECASE)


def _plain(text: str) -> str:
    return text.replace("\u2019", "'")


def apologises_unprompted(reply: str, utterance: str) -> bool:
    """True for condolences when nothing sad was said, or an apology for a confusion nobody mentioned."""
    reply = _plain(reply)
    if _SYMPATHY_RE.search(reply) and not _SAD_RE.search(utterance):
        return True
    return bool(_CONFUSION_RE.search(reply)) and not _COMPLAINT_RE.search(utterance) and not _SAD_RE.search(utterance)


def forbids(reply: str) -> bool:
    """True when the reply forbids or scolds ("You're not allowed to use the internet anymore!")."""
    return _FORBIDS_RE.search(_plain(reply)) is not None


def claims_the_house(reply: str) -> bool:
    """True when the reply states a device's state ("The house is dark.") or reports or promises an action ("I've
    added eggs to your list."): without a tool call this turn, the model cannot know or do either."""
    reply = _plain(reply)
    return bool(_STATE_CLAIM_RE.search(reply) or _ACTION_CLAIM_RE.search(reply))
