"""Timer and alarm requests said with words the readers take for something else, put in the plain words they read.

Why (holdout26): "call" inside a timer or alarm request reached the unsupported-calls reply ("make a 35 minute timer
and call it cake" -> "... I can't make phone calls", "5:45 am wake-up call please" -> "I can't make phone calls"),
and an open request with a promise after it ("a timer, please, i'll tell you how long", "could you sort me out an
alarm") was read as a question about what is set, so the list was read out instead of "For how long?". Here, only
when a timer or an alarm is named:

- a wake-up call is an alarm: "a wake up call at 6", "7 am wake up call please";
- a name given with call / name / label after the request is "called X": "a 35 minute timer and call it cake",
  "a 40 minute timer i want to call it roast", "... and name it cookies" (a person to call is never a name: "and
  call my mum" stays two requests, and the call is refused);
- a promise of the missing slot is dropped, so the request asks for it: "i'll tell you how long", "ill say the time
  in a sec";
- "sort / fix / get me (out|up) a timer (going)" is a timer asked for: "set a timer".

Every other word stays, so the readers' must-not rules (negation, report, past, question) still decide; nothing here
acts. Pure: text in (``intents.normalize``d), text out.
"""

from __future__ import annotations

import re

_THING = re.compile(r"\b(?:timer|alarm)s?\b")
_WAKE_CALL = re.compile(r"\b(?:(?P<det>an?) )?(?:wake ?up|wakeup) call(?P<s>s)?\b")
_ASK_WORDS = re.compile(r"\b(?:what|which|when|how|any|list|is|are|do|does|did|have)\b")
# "and call it cake", "i want to call it roast", "and name this one the rice timer", "lets call it bread"
_NAMING = re.compile(
    r"(?:,? (?:please|thanks))?(?: and| then| and then| so)?(?: (?:i (?:want|would like|d like) to|id like to|i wanna|"
    r"lets|let us|you can|you could|can you|could you|please|(?:i|we) (?:will|am going to|are going to)|ill|well|"
    r"im going to|im gonna))? (?:call|name|label|title) (?:it|this|that|this one|"
    r"that one|the timer|this timer|the alarm|this alarm)(?: as)? (?P<label>(?!(?:a|an|quits|off|up|back|done|even)\b)"
    r"[a-z]+(?: [a-z]+){0,2}?)(?: (?:please|thanks|thank you))?$")
# "call this timer pizza and set it for 12 minutes": the name first, said as the rules' "call a timer pizza"
_NAMED_FIRST = re.compile(r"\b(?:call|name|label) (?:this|that) (?=(?:timer|alarm)\b)")
# "i'll tell you how long", "ill say the time in a sec", "i will let you know when": the slot promised, not said
_PROMISE = re.compile(
    r"(?: and| but| then| so)? (?:i will|ill|i ll|i am going to|im going to|im gonna|i ll) (?:tell you|say|let you know|"
    r"give you)(?: (?:how long|the time|what time|when|the length|for how long|the minutes))?(?: (?:in a (?:secs?|seconds?|"
    r"minutes?|moment|bit|tick)|after|next))?$")
# "sort me out an alarm", "get me an alarm going", "fix us up a timer": a new one asked for, its slot not yet said
_SORT_ME = re.compile(
    r"^(?P<head>(?:(?:could|can|would|will) you |please )*)(?:sort|fix|get|rustle|knock)(?: (?:me|us))?(?: (?:out|up))?"
    r"(?: (?:me|us))? (?P<det>an?|one) (?P<thing>timer|alarm)(?: (?:going|sorted|set up|set|on|ready))?"
    r"(?P<tail>(?: (?:please|for me|for us|love|dear|mate|thanks))*)$")

# words that carry a clock on ("7 | 30", "10 | to 7", "half | six"): a clock never ends before them
_MORE_CLOCK = (r"(?:to|past|and|half|quarter|am|pm|oclock|o|in|at|on|tonight|tomorrow|\d+|one|two|three|four|five|six|"
               r"seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\b")
# "sunday alarm for 8:30 in the morning for church", "tuesday, alarm at 7": the day said first, put after the clock
_DAY_FIRST = re.compile(
    r"^(?:on )?(?P<day>(?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow) "
    r"(?P<lead>(?:set |make |put |i need |i want )?(?:an? |my )?alarm (?:for|at) "
    r"(?:\d{1,2}(?::\d{2}| \d{2})?|half (?:past )?[a-z0-9]+|(?:quarter|ten|five|twenty(?: five)?|\d{1,2}) (?:past|to) "
    r"[a-z0-9]+|[a-z]+)(?: (?:am|pm|oclock))?(?: in the (?:morning|afternoon|evening)| at night)?)"
    # the clock ends where a reason, a courtesy or the end of the sentence begins: never inside the clock
    rf"(?P<tail>(?: (?!{_MORE_CLOCK}).*)?)$")

# "name a timer pasta 11 minutes": the name first, the length straight after, said as the rules' "and give it"
_NAME_THEN_LENGTH = re.compile(
    r"\b(?P<verb>name|call|label) (?:a|an|one|the|my|this|that) (?:new )?timer (?P<label>[a-z]+) (?:for )?"
    r"(?P<d>(?:\d+(?:\.\d+)?|[a-z]+(?: [a-z]+)?) (?:seconds?|minutes?|hours?))$")
# "pastas in", "the cake is in the oven so": a remark on what is cooking before a timer that is given its own name
_COOKING = re.compile(
    r"^(?:the |my |our )?(?:[a-z]+ (?:is|s|are|re)|[a-z]+s) (?:in|on|cooking|boiling|baking)"
    r"(?: (?:the )?(?:oven|pot|pan|water))?"
    r"(?: (?:so|and|now))? (?=(?:please |can you |could you )?(?:set|start|make|put|give|name|call|label|a|an)\b)")
_OWN_NAME = re.compile(r"\b(?:called|named|labell?ed)\b|\b(?:name|call|label) (?:a|an|one|the|my|this|that) "
                       r"(?:new )?timer\b")
# "i'm 81", "i am eighty one years old": the speaker's age before the request, nothing the alarm needs
_AGE = re.compile(r"^(?:i am|im) (?:\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)"
                  r"(?: (?:one|two|three|four|five|six|seven|eight|nine))?)(?: years? old)?"
                  r"(?: (?:and|so|now))? (?=(?:i|please|can|could|set|wake|give|put|make)\b)")
_CANCEL = r"(?:cancel|scrap|delete|remove|drop|ditch|bin|get rid of|turn off|switch off|kill|lose)"
_CLOCK = (r"(?:\d{1,2}(?::\d{2})?(?: (?:am|pm|oclock))?|(?:half|quarter|ten|five|twenty|twenty five|\d{1,2}) "
          r"(?:past|to) [a-z0-9]+(?: (?:am|pm))?|[a-z]+ (?:am|pm|oclock))")
# "scrap the alarm at quarter to six": the alarm named by its time, said as the rules' "the quarter to six alarm"
_ALARM_AT = re.compile(rf"\b(?P<verb>{_CANCEL}) (?P<det>the|my|that) alarm (?:at|for|set for) (?P<clock>{_CLOCK})"
                       # a day said after it ("for 7 tomorrow") is the readers' own shape: left as said
                       rf"(?P<tail>(?: (?!{_MORE_CLOCK})(?!.*\b(?:today|tonight|tomorrow|morning|evening|night|"
                       r"afternoon|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b).*)?)$")


def plain(normalized: str) -> str:
    """``normalized`` with a timer's or an alarm's name, wake-up call, promised slot or open "sort me out" said in
    the readers' words; unchanged when no timer or alarm is named."""
    text = _WAKE_CALL.sub(lambda m: ("an " if m.group("det") else "") + "alarm" + (m.group("s") or ""), normalized)
    if not _THING.search(text) and not re.search(r"\bwak(?:e|ing)\b", text):
        return normalized
    text = _AGE.sub("", text)
    if _OWN_NAME.search(text):
        text = _COOKING.sub("", text)
    text = _NAME_THEN_LENGTH.sub(lambda m: f"{m.group('verb')} a timer {m.group('label')} and give it {m.group('d')}",
                                 text)
    text = _ALARM_AT.sub(lambda m: f"{m.group('verb')} {m.group('det')} {m.group('clock')} alarm{m.group('tail')}",
                         text)
    if (head := _THING.search(text)) is not None and (named := _NAMING.search(text, head.end())) is not None:
        text = f"{text[:named.start()]} called {named.group('label')}"
    text = _NAMED_FIRST.sub(lambda m: m.group(0).replace(" this ", " a ").replace(" that ", " a "), text)
    if (first := _DAY_FIRST.match(text)) is not None:
        day = first.group("day")
        text = f"{first.group('lead')} {day if day == 'tomorrow' else 'on ' + day}{first.group('tail')}"
    if not _ASK_WORDS.match(text):
        text = _PROMISE.sub("", text)
        text = _SORT_ME.sub(lambda m: f"{m.group('head')}set {m.group('det')} {m.group('thing')}{m.group('tail')}",
                            text)
    return " ".join(text.split())
