"""Reminders asked for, or dropped, in everyday shapes, put in the words the reminder rules read.

- **A nudge is a reminder**: "give me a nudge", "give me a prod", "nudge me", "give me a heads up", "buzz me", "jog my
  memory" -> "remind me"; "dont let me miss the bus at 4 15", "set something so i remember the vet", a learner's
  "remember me for the doctor at 11" -> "remind me about ..."; "give me a shout at 2", "buzz me at three thirty" said
  with its time and nothing before it -> "remind me at 2" (asks what about).
- **The time first, the thing as a statement**: "in an hours time remind me the washing needs checking", "reminder
  tomorrow at noon the window cleaner comes pay him" -> "remind me in an hour about the washing needs checking".
  Only when the words right after "remind me" are a time the rules know, then a thing that says no time.
- **Nothing named yet**: "remind me about something in an hour" -> "remind me in an hour" (asks what).
- **Dropped by what it is about**: "the plumber's sorted, drop that reminder", "drop the plumber reminder", "scrap
  my dentist reminder" -> "cancel the reminder about the plumber". Never every reminder: one named thing only; a
  drop with no thing named ("drop that reminder") is left to the rules.
"""

from __future__ import annotations

import re

from gpt_home.agent.age_lead import without_age

_FILLER = r"(?:(?:um|uh|er|erm|oh|ok|okay|right|so|and|well|hey|please|can you|could you|would you) )*"
_NUDGE = re.compile(r"\b(?:give me a (?:little |quick |gentle )?(?:nudge|prod|poke|heads up)|nudge me|prod me|"
                    r"jog my memory)\b")
# the thing not to miss, a learner's "remember me for": "dont let me miss the bus at 4 15", "please to remember me for
# the doctor at 11" -> "remind me about ..."
_MISS = re.compile(r"^(?:please )?(?:(?:dont|do not) let me (?:miss|be late for)|(?:to )?remember me (?:for|of|about)|"
                   r"set (?:something|a thing|an alert) so (?:that )?i (?:remember|dont forget))"
                   r"(?= (?:the|my|our|a|an) )")
# "give me a shout" is a reminder only with its time next to it ("at 6 give me a shout the film starts"), never "give
# me a shout if you need anything"
_SHOUT = re.compile(r"\bgive me a (?:shout|buzz|bell)\b")
_TAG = re.compile(r" (?:yeah|yea|yep|will you|would you|could you|ta)$")
_SHOUT_AT = re.compile(rf"^{_FILLER}(?:give me a (?:shout|buzz|bell)|buzz me|ping me)(?= (?:at|in|on|tomorrow|tonight)\b)")
_HOURS_TIME = re.compile(r"\bin (?P<n>an|one|a|\d+|two|three|four|five|six|half an) (?P<unit>hours?|minutes?|mins?) "
                         r"time\b")
_NUMBER = r"(?:\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_CLOCK = rf"(?:at )?(?:noon|midday|midnight|{_NUMBER}(?: (?:am|pm|oclock|thirty|fifteen|forty five))?|half {_NUMBER}|" \
         rf"(?:half|quarter) (?:past|to) {_NUMBER})"
_DAY = r"(?:tomorrow|tonight|today|this (?:morning|afternoon|evening)|on (?:monday|tuesday|wednesday|thursday|" \
       r"friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))"
_IN = r"(?:in (?:an?|one|\d+|two|three|four|five|ten|twenty|thirty|forty|fifty|half an) (?:hours?|minutes?|mins?)|" \
      r"(?:an?|one|\d+|two|three|four|five|ten|twenty|thirty|forty|fifty|half an) (?:hours?|minutes?|mins?) from now)"
_WHEN = rf"(?P<when>(?:{_IN}|{_DAY}(?: {_CLOCK})?(?: (?:morning|afternoon|evening))?|{_CLOCK}(?: {_DAY})?))"
# "in an hour remind me the washing...": the time said first
_WHEN_FIRST = re.compile(rf"^{_FILLER}{_WHEN} (?:please )?(?P<ask>remind me|reminder) (?P<rest>.+)$")
# "remind me in an hour the washing needs checking", "reminder tomorrow at noon the window cleaner comes"
_ASK_WHEN = re.compile(rf"^{_FILLER}(?:remind me|(?:a |set a |set me a )?reminder(?: for)?) {_WHEN} (?P<task>.+)$")
# the time, the thing as a statement, then the ask: "half past twelve the bins need taking out remind me", "thursday
# at 10 the plumber is coming dont let me forget", "at 7 give me a nudge the match starts" (the ask in the middle)
_WHEN_STATED = re.compile(rf"^{_FILLER}{_WHEN} (?:(?P<ask>remind me|dont let me forget|do not let me forget) )?"
                          r"(?P<task>(?:the|my|our) [a-z]+(?: [a-z]+)+?)(?: so)?(?: please)?"
                          r"(?(ask)|,? (?:remind me|dont let me forget|do not let me forget)(?: please)?)$")
# the task said as a statement about a thing: "the washing needs checking", "my car needs moving"
_STATED = frozenset("the my our his her their your".split())
_DROP = r"(?:drop|cancel|scrap|bin|ditch|delete|remove|forget|clear|get rid of|kill|stop)"
# "the plumbers sorted drop that reminder", "the plumber has been so cancel that reminder"
_SORTED_DROP = re.compile(
    rf"^{_FILLER}(?:the |my |our )?(?P<thing>[a-z]+(?: (?!(?:is|has|was|s)\b)[a-z]+)?) (?:(?:is|has|was|has been|is all|s) )?(?:sorted|done|"
    r"fixed|finished|been|paid|over|cancelled|off|dealt with|taken care of|sorted out|all sorted|been and gone)"
    rf"(?: now| already)? (?:so )?{_FILLER}{_DROP} (?:that|the|this|my) reminder(?: please| now)?$")
# "drop the plumber reminder", "scrap my dentist reminder"
_THING_DROP = re.compile(rf"^{_FILLER}{_DROP} (?:the|my|that|this) (?P<thing>[a-z]+(?: [a-z]+)?) reminder"
                         r"(?: please| now)?$")
_ASKED = re.compile(rf"^{_FILLER}(?:{_WHEN} )?(?:please )?remind me\b")
# "at 11:30 you remind me the medicine" (a learner's order), never "you remind me of my mum"
_YOU_REMIND = re.compile(rf"^{_FILLER}(?:{_WHEN} )?(?P<you>you )remind me (?!of\b|so\b|too\b)")
FILLER, WHEN = _FILLER, _WHEN  # the fillers and the time said first, for skills/need_offers.py
# a nudge after the need it is for: "i keep forgetting my eye drops can you nudge me at 9 tonight"
_NEED_NUDGE = re.compile(r"^(?:(?:im|i am) [a-z0-9 ]+? and )?(?:i|we) (?:always |often |keep |tend to )?(?:forget|forgetting|"
                         r"need to|have to|must|ve got to) [a-z ]+? (?:(?:so|and|please) )?(?:(?:can|could|will|would) you )?"
                         r"remind me\b")
_REPORTED = re.compile(r"\b(?:said|says|told|asked|she|he|they|her|his|their|if|when|dont|didnt|not|never)\b")
# a reason after the order: "feed the goldfish at 6 tonight remind me they sulk otherwise", "... remind me or i forget"
_REASON = re.compile(r" (?:(?:or|else|or else) (?:i|ill|i will|id|i would|it|they|he|she|we|the|my)\b.*|otherwise\b.*|"
                     r"(?:because|cos|coz|cause) .*|(?:they|it|he|she|we|i) [a-z ]+ otherwise)$")
_TIME_WORD = re.compile(r"\b(?:\d|at|tonight|tomorrow|today|morning|afternoon|evening|noon|midday|midnight|oclock|"
                        r"minutes?|hours?|past|half|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b")


def _without_reason(text: str) -> str:
    """ ``text`` without a reason said after "remind me" when the order before it says its time."""
    ask = re.search(r"\b(?:remind me|remind us|give me a reminder|set a reminder|set me a reminder)\b", text)
    if ask is None or (m := _REASON.search(text, ask.end() - 1)) is None or m.start() < ask.end() - 1:
        return text
    if _TIME_WORD.search(m.group()) or not _TIME_WORD.search(text[:m.start()]):
        return text
    return text[:m.start()]


def _in_time(m: re.Match[str]) -> str:
    """ "in an hours time" -> "in an hour", "in 10 minutes time" -> "in 10 minutes"."""
    unit = m.group("unit").rstrip("s") if m.group("n") in ("an", "a", "one", "half an") else m.group("unit")
    return f"in {m.group('n')} {unit}"


# "remind me about something in an hour": no task said yet (asked back), never a reminder "to something"
_SOMETHING = re.compile(r"\b(remind me|reminder) (?:about|of|to do) (?:something|a thing|stuff)(?: important)?"
                        r"(?= (?:in|at|on|by|tomorrow|tonight|this|next)\b)")
_NOT_THINGS = frozenset("all every each other last next first old new one that this it".split())


def reminder_worded(normalized: str) -> str | None:
    """The reminder request in the rules' words, or None when ``normalized`` is no such request."""
    unaged = without_age(normalized) or normalized  # "im 88 and ...": the age is no part of the reminder
    text = _without_reason(_HOURS_TIME.sub(_in_time, _SOMETHING.sub(r"\1", unaged)))
    if (you := _YOU_REMIND.match(text)) is not None:  # a learner's "at eleven thirty you remind me the medicine"
        text = text[:you.start("you")] + text[you.end("you"):]
    if (shout := _SHOUT_AT.sub("remind me", text)) != text:
        text = _TAG.sub("", shout)  # "buzz me at three thirty yeah": the tag is no part of the time
    if (missed := _MISS.sub("remind me about", text)) != text and _TIME_WORD.search(missed):
        text = missed
    if (nudged := _NUDGE.sub("remind me", text)) != text and (
            _ASKED.match(nudged) or (_NEED_NUDGE.match(nudged) or _WHEN_STATED.match(nudged))
            and not _REPORTED.search(nudged)):
        text = nudged  # never a nudge reported ("she said give me a nudge"); "at 11 the ticket runs out give me a nudge"
    if (shouted := _SHOUT.sub("remind me", text)) != text and (_WHEN_FIRST.match(shouted) or _WHEN_STATED.match(
            shouted)) and not _REPORTED.search(shouted):
        text = shouted
    if (m := _WHEN_FIRST.match(text)) is not None and m.group("rest").split()[0] not in ("to", "about"):
        text = f"remind me {m.group('when')} {m.group('rest')}"  # "to call the vet tomorrow": the rules' own order
    if (m := _WHEN_STATED.match(text)) is not None and not _REPORTED.search(m.group("task")):
        text = f"remind me {m.group('when')} {m.group('task')}"
    if (m := _ASK_WHEN.match(text)) is not None and m.group("task").split()[0] in _STATED and (len(m.group(
            "task").split()) >= 3 or not re.search(r"\d|" + _TIME_WORD.pattern, m.group("task"))):  # "... at 5 the pills"
        text = f"remind me {m.group('when')} about {m.group('task')}"
    if (m := _SORTED_DROP.match(text) or _THING_DROP.match(text)) is not None and m.group("thing").split()[-1] \
            not in _NOT_THINGS and not set(m.group("thing").split()) & _NOT_THINGS:
        thing = m.group("thing")
        if _SORTED_DROP.match(text) and thing.endswith("s") and " s " not in f" {text} " and not re.search(
                r"\b(?:is|has|was)\b", text):
            thing = thing[:-1]  # "the plumbers sorted": the plumber's (is) sorted
        text = f"cancel the reminder about the {thing}"
    return text if text not in (normalized, unaged) else None
