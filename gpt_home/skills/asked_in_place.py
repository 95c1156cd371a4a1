"""A question said out of its textbook order, put back in it: one more kind of reading (``turn_memo.readings``).

Each family is a KIND of saying a question the skills already answer, never a sentence:

- (the question word in place, "the current year is what", is ``agent.question_reader``'s, for every skill);
- **a precision said after the time** ("give me the exact time, to the minute"): the clock is always said to the
  minute, so "to the minute" adds nothing; it is never a length (a timer is only set when asked for);
- **a number by itself** ("multiply 13 by itself", "what's 7 times itself"): the number said twice;
- **"which one is it" after the unit was named** ("i lose track of the days, which one is it"): the day asked;
- **a part of the day asked with its other side** ("are we past midday yet or still morning"): the first question
  answers both;
- **the place said first, the clock asked of "them" after** ("vancouver in canada, what time do they have now"):
  the time there, never the time here; two places joined by "and" are both asked;
- **the place first, its "local hour" after** ("gotham city local hour, please"): the local time there (an unknown
  place is then said to be unknown, never the time here);
- **one quantity said twice** ("half a kilo, 500 grams, is how many ounces"): asked of the second when both are the
  same amount (within 2 %), nothing read when they differ;
- **the only unit there is** ("the recipe says 8 ounces of flour and my scales only do grams", "my wheel is 28
  inches but the order form wants centimetres"): the one quantity
  said, converted to that unit.

Only questions are produced: a reading here never sets, switches or changes anything. Pure: regular expressions, the
world-time reader of ``topic_first`` and the converter of ``calc`` (asked only when a pattern matched).
"""

from __future__ import annotations

import re

from gpt_home.agent.relaxed import relax
from gpt_home.agent.number_reader import numeralize

_TAIL = r"(?P<tail>(?: (?:now|right now|today|then|exactly|please|again|at the moment|these days|for me|do you know))*)"
# "give me the exact time, to the minute", "the time to the second please": the clock is said to the minute anyway
_PRECISION = re.compile(r",? (?:down |right |exactly |precisely )?to the (?:nearest |very |exact )?(?:minute|second)\b")
_TIME_ASKED = re.compile(r"\b(?:time|clock)\b")
_LENGTH_WORDS = re.compile(r"\b(?:timer|timers|alarm|alarms|remind|reminder|countdown|count down|set|start|for \d+|"
                           r"in \d+|minutes|seconds|hours|wait|until|till|left)\b")
_JUST_THE_TIME = re.compile(r"^(?:(?:give|tell|say|get) (?:me|us) |(?:what is|whats|can you tell me|could you tell me|"
                            r"i need|i want|do you have|have you got) )?(?:the )?(?:exact |precise |correct |right |"
                            r"current |proper )?time(?: now| right now| please| exactly| precisely)*$")
_ITSELF = re.compile(r"\b(?:(?P<verb>multiply|multiplied|times) (?P<a>\d+(?:\.\d+)?) by itself|(?P<b>\d+(?:\.\d+)?) "
                     r"(?:times|multiplied by) itself)\b")
_ITSELF_TAIL = re.compile(r"^(?:(?:what|whats|what is|how much is|tell me|work out|calculate|can you|could you|please"
                          r"|and) )*(?P<n>\d+(?:\.\d+)?) squared(?:,? (?:what do (?:you|i|we) get|whats that|what is that|"
                          r"what does that (?:make|come to|give)|please|for me|do you know))*$")
# only after the speaker says they lose track of it: "my birthday is one of these days, which one is it" is no question
# about today
_WHICH_ONE = re.compile(r"\b(?:(?:lose|lost|losing|lost all) (?:track|count) of|forget|forgot|forgotten|mix up|mixed up|"
                        r"muddle up|muddled up|never know|cant remember|cannot remember|dont know|cant keep track of) "
                        r"(?:the |what |which )?(?P<unit>days?|dates?|months?|years?|weekdays?) (?:\S+ ){0,8}?"
                        r"(?:which|what) one (?:is it|it is|are we on|is today|today is)(?: today| now| then)?$")
_PART = (r"(?:the )?(?:morning|afternoon|evening|night|midday|noon|lunchtime|before (?:midday|noon)|"
         r"(?:past|after|gone) (?:midday|noon|lunchtime|12))")
_OR_OTHER_SIDE = re.compile(rf"^(?P<asked>(?:is it|are we|its|were|is it already|is it still) (?:still |already )?"
                            rf"{_PART}(?: yet| already| still| now)?) or (?:is it |are we |its |were )?"
                            rf"(?:still |already |yet )?{_PART}(?: still| yet| already| now)?$")
# "half a kilo, 500 grams, is how many ounces": one quantity said twice, the second as a restatement of the first
_SAID_TWICE = re.compile(r"^(?P<first>(?:[a-z0-9.]+ ){0,3}[a-z]+),? (?P<second>\d+(?:\.\d+)? [a-z]+),? (?:is|are|makes|"
                         r"equals|comes to|would be) how many (?P<unit>[a-z]+)(?: please| then| exactly)?$")
# "the recipe says 8 ounces of flour and my scales only do grams": the one quantity said, in the only unit there is
_ONLY_UNIT = re.compile(r"\b(?:scales?|scale|jug|ruler|tape|tape measure|oven|thermometer|cups?|spoon|measure|app|"
                        r"speedometer|car|bike|watch)(?: \w+)? (?:only|just) (?:do|does|reads?|shows?|goes|go|has|have|"
                        r"uses?|works? in|measures? in|reads? in|shows? in|is in|are in|in) (?P<to>[a-z]+)$|"
                        # "... but the order form wants centimetres", "the website needs it in kilos"
                        r"\b(?:form|order form|website|site|app|doctor|doctors|nurse|school|pattern|shop|sheet|label|"
                        r"airline|gym|chart)(?: \w+)? (?:only |just |really )?(?:wants?|needs?|asks? for|takes?|"
                        r"wants? it in|needs? it in|asks? for it in|is in|uses?) (?P<to2>[a-z]+)(?: please)?$")
_ONE_QTY = re.compile(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?) (?P<unit>[a-z]+)(?: of [a-z]+(?: [a-z]+)?)?\b")
# "gotham city local hour, please", "lisbon local time": the place said first, its local clock asked
_LOCAL_TIME = re.compile(r"^(?:(?:whats|what is|tell me|give me) (?:the )?)?(?P<place>(?!(?:the|my|our|your|its|what|whats|"
                         r"tell|give|me|us|here|home|current|exact|set|change|show|use|update|adjust|sync|fix|check|reset|what|in|"
                         r"at|is|the)\b)[a-z]+(?: (?!(?:set|to|in|the|is|at)\b)[a-z]+){0,2}?)s? local (?:hour|time|clock)"
                         r"(?: (?:now|right now|please|there|at the moment))*$")
_THEY = re.compile(r"\b(?:they|them|there|people|folk|folks|it)\b")
_HERE = re.compile(r"\b(?:here|home|our|us|we|my|i|me)\b")


def readings(normalized: str) -> list[str]:
    """The plain questions ``normalized`` (as ``intents.normalize`` writes it) asks in another order; [] if none."""
    said = relax(normalized) or normalized
    found: list[str] = []
    for text in dict.fromkeys((normalized, said, numeralize(said))):  # "twelve times itself": 12
        for read in (_precision, _itself, _which_one, _other_side, _place_first, _said_twice, _only_unit,
                     _local_time, _left_in):
            if (other := read(text)) and other != normalized and other not in found:
                found.append(other)
    return found


# "how many days are left in this month": the days until its end, as the date templates ask it (also as the second
# of two questions: "what time is it and how many days are left in this month")
_LEFT_IN = re.compile(r"^how many (days|weeks|sleeps) (?:are |have we got |have we |do we have |is there |are there )?"
                      r"(?:there )?(?:left|remaining|to go) (?:in|of) (?:this|the) (week|month|year)$")


def _left_in(text: str) -> str | None:
    found = _LEFT_IN.match(text)
    return f"how many {found[1]} until the end of the {found[2]}" if found else None


def _precision(text: str) -> str | None:
    if not _TIME_ASKED.search(text) or (found := _PRECISION.search(text)) is None:
        return None
    rest = " ".join((text[:found.start()] + text[found.end():]).split())
    return "what time is it" if _JUST_THE_TIME.match(rest) and not _LENGTH_WORDS.search(rest) else None


def _itself(text: str) -> str | None:
    if (found := _ITSELF.search(text)) is None:
        return None
    number = found["a"] or found["b"]
    said = " ".join(f"{text[:found.start()]} {number} squared {text[found.end():]}".split())
    return f"what is {number} squared" if _ITSELF_TAIL.match(said) else None


def _which_one(text: str) -> str | None:
    if (found := _WHICH_ONE.search(text)) is None:
        return None
    unit = found["unit"].rstrip("s")
    return "what is the date" if unit == "date" else f"what {'day' if unit == 'weekday' else unit} is it"


def _other_side(text: str) -> str | None:
    """ "are we past midday yet or still morning": asked as "is it past noon" (the reply says the clock), any other
    part of the day with its other side as the time now."""
    if (found := _OR_OTHER_SIDE.match(text)) is None:
        return None
    return "is it past noon" if re.search(r"\b(?:past|after|gone) (?:midday|noon|12)\b", found["asked"]) else (
        "what time is it")


def _place_first(text: str) -> str | None:
    """ "vancouver in canada, what time do they have now": the time in each place named, when the clock is asked of
    "them" or "there" (never a question about here with a place only mentioned)."""
    if not _THEY.search(text) or _HERE.search(text):
        return None
    from gpt_home.skills.made_up_places import made_up, named_plainly
    from gpt_home.skills.topic_first import known_place, world_time

    # "in the land of oz": said to be from a story (skills/made_up_places.py)
    read = world_time(named_plainly(text), lambda name: known_place(name) or made_up(name) is not None)
    if read is None or read[1].get("period"):
        return None
    return "what time is it in " + " and in ".join(read[1]["city"].split("|"))


def _said_twice(text: str) -> str | None:
    """ "half a kilo, 500 grams, is how many ounces": asked of the second when the two are the same amount (within
    2 %); two different amounts are no restatement, and nothing is read."""
    if (found := _SAID_TWICE.match(text)) is None:
        return None
    from gpt_home.skills.calc import convert

    number, unit = found["second"].split(" ", 1)
    said = convert(found["first"], unit)
    value = re.search(r" is (-?[\d,]+(?:\.\d+)?) ", str(said or ""))
    if value is None or abs(float(value.group(1).replace(",", "")) - float(number)) > 0.02 * float(number):
        return None
    return f"how many {found['unit']} is {found['second']}"


def _only_unit(text: str) -> str | None:
    """ "the recipe says 8 ounces of flour and my scales only do grams": the one quantity in that unit."""
    if (only := _ONLY_UNIT.search(text)) is None:
        return None
    from gpt_home.skills.calc import convert

    amounts = list(_ONE_QTY.finditer(text[:only.start()]))
    if len(amounts) != 1:
        return None
    unit = only["to"] or only["to2"]
    asked = f"convert {amounts[0]['n']} {amounts[0]['unit']} to {unit}"
    said = convert(f"{amounts[0]['n']} {amounts[0]['unit']}", unit)
    # "i have 3 kids and my scales only do grams": no quantity to weigh (a unit nobody knows is no quantity)
    return asked if said and not re.match(r"I don't know the unit", str(said)) else None


def _local_time(text: str) -> str | None:
    """ "gotham city local hour, please": the local time there asked (an unknown place is said to be unknown)."""
    return f"what is the local time in {found['place']}" if (found := _LOCAL_TIME.match(text)) else None
