"""Sentences that tell something about time rather than ask for a timer, an alarm, a reminder or a list change.

"it's been five minutes since I set a timer", "i woke up at 6 this morning", "in 10 minutes the film starts", "he set
the alarm off by accident": read by meaning they sit close to "set a timer for five minutes" or "set an alarm for 6",
but they narrate (the past, someone else, a thing that will happen) and ask for nothing. Acting on them is the worst
failure of these skills (an alarm nobody asked for), so a reading that would set or change something is declined and
the model, or an honest "didn't catch", answers instead.
"""

from __future__ import annotations

import re

# The readings that would change something: set, add time, cancel, change a list.
_CHANGES = re.compile(r"^(?:timer_(?:set|add|cancel)|alarm_(?:set|cancel)|reminder_(?:set|cancel)|list_(?:add|clear)|"
                      r"Hass(?:Start|Cancel|CancelAll|Increase|Decrease)Timer|Hass\w*ListAddItem|HassListRemoveItem|"
                      r"HassListClear)$")
# A request's own words: a sentence with one of these asks for something ("in an hour remind me the shop closes").
_ASKING = re.compile(r"\b(?:set|start|make|put|add|remind|wake|get me up|give me|let me know|tell me|ping|shout|nudge|"
                     r"alert|beep|buzz|cancel|stop|delete|remove|please|can you|could you|would you|will you|need|"
                     r"want|timer for|alarm for|reminder for)\b")
_SUBJECT = r"(?:i|we|he|she|they|my \w+|our \w+|the (?:kids|baby|dog|cat))"
# A device's own timer, told: "theres a timer on the oven for 20 minutes", "the oven has a timer for an hour", "my
# phones timer says 3 minutes" ("set a timer on the oven for 20 minutes" asks for one of ours)
_THERE_IS = re.compile(r"^(?:so |and |well |oh )?(?:theres|there is|there s|there was|there are|there were|"
                       r"(?:my|our|his|her|the|their) \w+(?: \w+)? (?:has|had|have|has got|got)) (?:a|an|the|one) "
                       r"(?:[a-z0-9]+ ){0,3}?(?:timer|alarm|reminder)s?\b"
                       r"|^(?:my|our|his|her|the|their) \w+s (?:timer|alarm) "
                       r"(?:says|said|shows|showed|is|was|has|had|reads|went)\b")


def device_timer_told(normalized: str) -> bool:
    """True for a sentence telling of a timer a device has ("theres a timer on the oven for 20 minutes"): none set."""
    return _THERE_IS.search(normalized) is not None


# The past or the lasting: "it's been", "since I set", "I woke up at 6", "he set the alarm off"
_NARRATED = re.compile(
    r"\b(?:it's|its|it has|it has) been\b|\bsince (?:i|we|you|he|she|they)\b|\bfor the last\b"
    rf"|^(?:so |and |well |oh )?{_SUBJECT} (?:just |only |already |finally |then )?(?:woke|got up|slept|set|started|"
    r"made|put|turned|came|went|left|had|was|were|did|forgot|missed|heard|switched|"
    r"(?!(?:need|feed|speed|breed|seed|weed|heed|bleed|proceed|succeed|exceed)\b)\w+ed)\b"
    r"|\bthis morning\b(?=.*\b(?:woke|got up|was|were|went|had)\b)"
    # a timer that is there, or was: "my phone has a timer for five minutes", "theres a timer on the oven for 20
    # minutes", "remember when you set a timer for three hours"
    rf"|{_THERE_IS.pattern}|\bremember (?:when|the time)\b"
    # a wish about the past: "i wish i had set an alarm for six", "i should have set a timer"
    r"|\b(?:wish|if only|should have|shouldve|could have|couldve|would have|wouldve)\b"
    # one that rang, told: "the oven timer went off while i was out", "my alarm didnt go off"
    # a timer named between ("a timer called cookies went off", "the timer we called muffins rang"): told of ITS
    # ringing, never a cancel of another timer (an order first, "cancel the timer that went off", is read as asked)
    r"|^(?!(?:please )?(?:cancel|stop|delete|remove|turn off|switch off|silence|snooze|kill|end|dismiss)\b).*"
    r"\b(?:alarm|timer|reminder)s?(?: (?!(?:and|then|but|so|or|please)\b)[a-z0-9]+){0,6}? (?:just |already |finally )?"
    r"(?:went off|has gone off|"
    r"had gone off|rang|was ringing|"
    r"kept (?:ringing|going off|beeping)|keeps (?:ringing|going off|beeping)|beeped|was beeping|didnt go off|"
    r"did not go off|never went off)\b"
    # how long a thing took or lasted once, told: "the pasta took 10 minutes last time", "my run lasted an hour"
    r"|^(?:(?:so|and|well|oh|um|er|ok|okay|right|hey) )*(?:the|my|our|his|her|their|that|this|last (?:time|night|"
    r"week)(?: the)?|yesterday(?: the)?) (?:\w+ ){0,3}?(?:took|lasted|needed|was|were|ran|went|had|cooked|baked|"
    r"boiled|simmered|rested|steeped|brewed|slept) (?:for |about |around |nearly |almost |over |under |only |just |"
    r"exactly |like |a good |at least )*(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|"
    r"thirty|forty|forty five|half an?)(?: and a half)? (?:hours?|minutes?|mins?|seconds?|secs?)\b"
    # asked whether it is done, never set again: "the timer of 7 minutes, it is finished already?"
    r"|\b(?:finished|done|gone off|over|up) (?:already|yet)\b"
    # wondered, weighed up or supposed, never asked: "should i make the rice timer 6 minutes", "i wonder if the egg
    # timer should be 11 minutes", "i might change the alarm to quarter past six"; someone else's: "his egg timer is 6"
    r"|^(?:(?:so|and|well|oh|um|er|ok|okay|right|hey|hmm) )*(?:(?:should|shall) (?:i|we)|i wonder|i was wondering|"
    r"wondering|i might|i may|maybe i|perhaps i|what if|i could|i think|i reckon|i guess|i believe|should (?:the|my|"
    r"our|that) )\b"
    r"|^(?:(?:so|and|well|oh|um|er|ok|okay|right|hey|hmm) )*(?:his|her|their|hes|shes) (?:[a-z]+ ){0,2}?(?:timer|alarm|"
    r"reminder)s? (?:is|was|says|said|goes|went)\b")
# A thing that will happen, told: "in 10 minutes the film starts", "at 6 the shop closes"
_TOLD_AHEAD = re.compile(r"^(?:in|at) [a-z0-9 ]{1,30}? (?:the|my|our|your|his|her|their) \w+(?: \w+)? (?:starts|comes|"
                         r"arrives|begins|ends|opens|closes|finishes|leaves|is|are|will|goes|gets)\b")


# "alarm 6 hour morning": an hour of the clock said with "hour", never an alarm six hours from now
_HOUR_OF_DAY = re.compile(r"\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) hours? "
                          r"(?:in the |of the |this |tomorrow )?(?:morning|evening|night|afternoon|am|pm)\b")


# the story told, then the request said after it: "i just put the pizza in set a timer for 12 minutes", "we started
# cooking set a timer for 20 minutes": the verb after a word that ends a clause (never after its subject: "my wife
# set an alarm for six", "the kids set a timer")
_THEN_ASKED = re.compile(r"\b(?:in|on|out|off|up|down|over|away|back|home|now|ok|okay|so|right|anyway|[a-z]+ing) "
                         r"(?:set|start|put on) (?:a|an|me a|me an) (?:\w+ )?(?:timer|alarm|reminder) (?:for|at) ")


def narrates(normalized: str, intent: str) -> bool:
    """True when ``intent`` would change timers, alarms, reminders or a list for a sentence that only tells
    something ("it's been five minutes since I set a timer"), or that names an hour of the clock as hours ("alarm 6
    hour morning", never six hours from now): the reading is declined."""
    if not _CHANGES.match(intent):
        return False
    if _HOUR_OF_DAY.search(normalized):
        return True  # not a story, but a reading by meaning would set the wrong hour: declined all the same
    if _NARRATED.search(normalized) and not re.search(r"\b(?:please|can you|could you|would you|will you)\b",
                                                      normalized) and not _THEN_ASKED.search(normalized):
        return True
    return _TOLD_AHEAD.search(normalized) is not None and _ASKING.search(normalized) is None
