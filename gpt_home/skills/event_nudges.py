"""A reminder set against an event said in the same breath: "the taxi comes at 4 could you give me a shout at ten
to", "my taxi is at three remind me a quarter of an hour before", "the film starts at 8 give me a shout ten minutes
before".

The event's time is said once, with the event; the reminder's time is said only relative to it ("at ten to", "twenty
minutes before"), with no hour of its own. Read alone, "at ten to" has no hour and the rules asked when (or set it at
ten); here the hour is the event's, so the reminder is set that much earlier, about the event ("the taxi").

``nudge_readings`` returns the request in the rules' words ("remind me about the taxi at 3:50 pm"); the rules then
set it as any reminder. Pure: text and the turn's clock in, readings out.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from gpt_home.agent.clock_hours import reminder_time

_LEAD = r"(?:(?:oh|so|right|ok|okay|and|well) )*"
# the event: a thing and when it happens ("the taxi comes at 4", "my bus is due at half past three")
# (or a thing said bare, an activity: "football finishes at 4", "school ends at 3"; never a pronoun or a question word)
_THING = (r"(?P<thing>(?:(?:the|my|our|his|her|their) [a-z]+(?: [a-z]+){0,2}?|(?!(?:i|we|you|it|he|she|they|this|that|"
          r"there|what|when|where|who|how|why|which|is|does|do|can|could|will|would|remind|please|tell)\b)[a-z]+"
          r"(?: [a-z]+)?)(?: with (?:my|the|our|his|her|their) [a-z]+)?)")  # "dinner with my sister"
_HAPPENS = (r"(?:comes|is coming|arrives|is arriving|is due|is|starts|begins|leaves|goes|gets here|gets in|lands|"
            r"opens|closes|finishes|ends|will be here|will come|should come|should arrive|should be here|is booked|"
            r"is meant to come|is supposed to come|is picking me up|picks me up|is on|kicks off|"
            # more than one ("the bin men come at 7"): the same verbs in the plural
            r"come|are coming|arrive|are arriving|are due|are|start|begin|leave|go|get here|land|open|close|finish|"
            r"end|will be here|should come|should be here|are meant to come|are supposed to come|pick me up)")
_CLOCK = (r"(?P<hour>(?:half past |quarter past |quarter to |(?:five|ten|twenty|twenty five) (?:past|to) )?"
          r"(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday)"
          r"(?: oclock| am| pm)?)")
_DAY = r"tomorrow(?: (?:morning|afternoon|evening|night))?|tonight|this (?:morning|afternoon|evening)"
_EVENT = (rf"{_THING} {_HAPPENS}(?: here| in| back| round| over)? (?:(?:(?P<day>{_DAY}) )?(?:at|for) {_CLOCK}"
          rf"(?: (?P<day2>{_DAY}))?)")
# the ask: a nudge, a shout, a reminder...
_ASK = (r"(?:(?:so|and) )?(?:(?:can|could|will|would) you |please )*(?:give me a (?:nudge|shout|buzz|call|heads up|"
        r"reminder|ring)|remind me|nudge me|ping me|warn me|tell me|let me know|shout)")
# how long before the event: "at ten to", "ten minutes before", "a quarter of an hour before it"
_BEFORE = (r"(?:at (?P<to>five|ten|quarter|a quarter|twenty|twenty five|\d{1,2}) to|(?P<ahead>(?:a |an )?(?:five|ten|"
           r"fifteen|twenty|twenty five|thirty|forty|forty five|\d{1,2}) minutes?|half an hour|an hour|a quarter of an "
           r"hour|quarter of an hour) (?:before|beforehand|early|earlier))(?: (?:it|then|that|hand|it comes|it starts|"
           r"it arrives))?(?: please)?")
# what the speaker must do then, said before the ask or after it: "and i have to pick my son up", "i need to collect
# my daughter", "to get my coat": the reminder is to do it, not about the event
_NEED = r"(?:and |so |but )?(?:i|we) (?:have to|need to|must|ve got to|have got to|got to|gotta|want to) "
_TASK_BEFORE = rf"(?: {_NEED}(?P<task>[a-z]+(?: [a-z]+){{0,5}}?))?"
_TASK_AFTER = rf"(?: (?:{_NEED}|to |so i can |as i need to )(?P<task2>[a-z]+(?: [a-z]+){{0,5}}))?"
_NUDGE = re.compile(rf"^{_LEAD}{_EVENT}{_TASK_BEFORE} {_ASK} {_BEFORE}{_TASK_AFTER}$")
# "the school play starts at 6 and i need to be there half an hour early, remind me when to leave": how early the
# speaker must arrive, then the ask to be told when to go; the reminder is to leave that much before the event
_AMOUNT = (r"(?P<early>(?:a |an )?(?:five|ten|fifteen|twenty|twenty five|thirty|forty|forty five|\d{1,3}) minutes?|"
           r"half an hour|an hour|a quarter of an hour|quarter of an hour|(?:an? )?hour and a half|"
           r"(?:one|two|three|\d) hours?)")
_ARRIVE = (r"(?:(?:and|so|but) )?(?:i|we) (?:need to|have to|must|want to|should|like to|ve got to|have got to|"
           r"got to|gotta|(?:am|are|re|m) supposed to|(?:am|are|re|m) meant to) (?:be there|get there|arrive|turn up|"
           r"be at (?:the|my|our) [a-z]+(?: [a-z]+)?|get to (?:the|my|our) [a-z]+(?: [a-z]+)?)")
_GO = r"(?P<go>leave|go|set off|head off|head out|get going|set out|get moving)"
_LEAVE = re.compile(rf"^{_LEAD}{_EVENT} {_ARRIVE} {_AMOUNT} (?:early|earlier|before|beforehand|ahead)"
                    rf"(?: of (?:it|time|that))? (?:so |and )?{_ASK}(?: (?:when|what time))?"
                    rf" (?:(?:i|we) (?:should|need to|have to|must) |to )?{_GO}(?: please)?$")

_MINUTES = {"five": 5, "ten": 10, "quarter": 15, "a quarter": 15, "fifteen": 15, "twenty": 20, "twenty five": 25,
            "thirty": 30, "half an hour": 30, "forty": 40, "forty five": 45, "an hour": 60,
            "a quarter of an hour": 15, "quarter of an hour": 15}


def _minutes(said: str) -> int | None:
    if said.endswith("hour and a half"):
        return 90
    if (hours := re.fullmatch(r"(one|two|three|\d) hours?", said.strip())) is not None:  # "2 hours early"
        return 60 * ({"one": 1, "two": 2, "three": 3}.get(hours.group(1)) or int(hours.group(1)))
    said = re.sub(r"^(?:a|an) (?=\w+ minutes?$)", "", said.strip())
    said = re.sub(r" minutes?$", "", said)
    if said.isdigit():
        return int(said)
    return _MINUTES.get(said)


def _spoken(moment: datetime) -> str:
    hour = moment.hour % 12 or 12
    minutes = f":{moment.minute:02d}" if moment.minute else ""
    return f"{hour}{minutes} {'am' if moment.hour < 12 else 'pm'}"


def nudge_readings(normalized: str, now: datetime) -> list[str]:
    """ "the taxi comes at 4 could you give me a shout at ten to" -> ["remind me about the taxi at 3:50 pm"];
    [] when no event with its time and no time before it are said."""
    m = _NUDGE.match(normalized) or _LEAVE.match(normalized)
    if m is None:
        return []
    ahead = _minutes(m.group("to") or m.group("ahead") or "") if m.re is _NUDGE else _minutes(m.group("early"))
    if not ahead or ahead > 180:
        return []
    day = m.group("day") or m.group("day2") or ""
    hour = m.group("hour")
    if m.re is _NUDGE and m.group("to") and re.search(r"\b(?:past|to)\b|:", hour):
        return []  # "at twenty to" counts back from a whole hour only ("at 1"), never from "half past two"
    if day.startswith(("this ", "tomorrow ")) or day == "tonight":  # "at 7 tomorrow morning": 7 am tomorrow
        hour = hour if re.search(r"\b(?:am|pm)\b", hour) else f"{hour} {'am' if day.endswith('morning') else 'pm'}"
        day = "tomorrow" if day.startswith("tomorrow") else ""
    event = reminder_time(f"{day + ' ' if day else ''}at {hour}", now)
    if event is None:
        return []
    due = event - timedelta(minutes=ahead)
    if due <= now:
        return []
    when = ("tomorrow " if due.date() == (now + timedelta(days=1)).date() else "") + f"at {_spoken(due)}"
    if due.date() not in (now.date(), (now + timedelta(days=1)).date()):
        return []
    if m.re is _LEAVE:  # "remind me when to leave": to leave for the event
        go = "set off" if m.group("go") in ("set off", "set out") else "leave"  # never "go for your appointment"
        return [f"remind me to {go} for {m.group('thing')} {when}"]
    if task := m.group("task") or m.group("task2"):
        return [f"remind me to {task} {when}"]  # "football finishes at 4 and i have to pick my son up ...": the need
    return [f"remind me about {m.group('thing')} {when}"]
