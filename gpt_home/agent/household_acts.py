"""The other household acts composed from parts in any order (issue 15, round 17): clearing, asking what runs or is
listed, and lights switched by a modal or in two parts. ``household_slots.compose`` asks these after its own slots.

Clearing: a clear verb (imperative "wipe", "cancel", or wanted done: "i want ... cleared out") and the thing cleared
(every alarm / timer / reminder, a list, the alarm at a clock time, a timer by its name), every other word a frame or filler:
"i want every reminder cleared out" -> "cancel all my reminders", "wipe my to do list so it is blank" -> "clear
the to do list", "the 5:45 alarm cancel that one" -> "cancel the 5:45 alarm".
Asked: "which timers are ticking away at the moment" -> "what timers do i have"; "is oat milk on the list already
my partner might have added it" -> "is oat milk on the list".
Lights: "could the kitchen light go on so i can see the cooker" -> "turn on the kitchen light"; "kitchen light off
please and then the living room one on" -> both parts, each switched as said.
Trust as in ``household_slots``: a word no part consumed composes nothing, so "the list got wiped yesterday", "did
you cancel every alarm", "the kitchen light could be on" and "i left the kitchen light on" are left alone. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.verb_frames import FILLERS

_KINDS = r"(?P<kind>alarm|timer|reminder)s?"
_CLEAR_VERB = r"(?:cancel|delete|clear|remove|wipe|scrap|erase|empty|get rid of|bin|ditch)"
_CLEARED = r"(?:cleared|deleted|cancell?ed|removed|wiped|emptied|scrapped|erased|gone|got rid of|binned)"
# the thing cleared: every one of a kind, a list by name, the alarm at a clock time
_EVERY = re.compile(rf"\b(?:every|each|all(?: of)?(?: the| my| our)?|the whole lot of(?: the| my)?) {_KINDS}\b")
_WHOLE_LIST = re.compile(r"\b(?:the|my|our|that) (?:whole )?(?P<name>(?:shopping|grocery|to do|todo) )?list\b")
_CLOCK_ALARM = re.compile(r"\b(?:the|my|that) (?P<clock>\d{1,2}(?::\d{2}| \d{2})?(?: ?(?:am|pm))?) (?:alarm|one)\b")
_LABEL_TIMER = re.compile(r"\b(?:the|my|that) (?P<label>(?!(?:whole|every|each|all|other)\b)[a-z]+) timer\b")
_DONE_TO = re.compile(rf"\b(?:{_CLEAR_VERB}(?: out| off)?|(?:cleared|wiped|emptied) (?:out|clean)|{_CLEARED}(?: out)?|"
                      # wanted done, said of the thing: "the shopping list needs wiping clean", "... needs clearing out"
                      r"(?:needs?|wants?) (?:a (?:good )?)?(?:wiping|clearing|emptying|wipe|clear out|clear)(?: out| clean| down)?|"
                      rf"(?:needs?|wants?) to be {_CLEARED}(?: out| clean)?|"
                      # allowed, said of the thing: "my to do list can be emptied now"
                      rf"(?:can|could) (?:be|get) {_CLEARED}(?: out| clean)?)"
                      r"(?: (?:all|everything))?\b")
_RESULT = re.compile(r"\b(?:so (?:it is|its|it s|they are|theyre) (?:blank|empty|clear|gone)|"
                     # why, said after: "its all done", "everything on it is bought"
                     r"(?:it is|its|they are|theyre|that is|thats|everything(?: on it)? is) (?:all )?(?:done|finished|"
                     r"sorted|bought|ticked off)|(?:that|this) (?:one|1)|them|those|it"
                     r"|(?:all )?of them|(?:for|from) me)\b")
# words a filler or the clearing's head consumes; its verb frame ("can you", "i want", "be a dear and") was read before
# from the one list (``verb_frames.unwrap``), "want" the verb a wish is said with
_CLEAR_FRAME = FILLERS | frozenset("want then the my our all out completely".split())


def cleared(text: str) -> str | None:
    """The clearing command ``text`` asks for, or None (no clear verb, nothing cleared, or a word left over)."""
    if not _DONE_TO.search(text):
        return None
    if (every := _EVERY.search(text)) is not None:
        command, left = f"cancel all my {every.group('kind')}s", _cut(text, every)
    elif (clock := _CLOCK_ALARM.search(text)) is not None and re.search(r"\balarm\b", text):
        command, left = f"cancel the {clock.group('clock')} alarm", re.sub(r"\balarm\b", " ", _cut(text, clock))
    elif (timer := _LABEL_TIMER.search(text)) is not None:  # "the pasta timer, cancel it"
        command, left = f"cancel the {timer.group('label')} timer", _cut(text, timer)
    elif (listed := _WHOLE_LIST.search(text)) is not None:
        name = (listed.group("name") or "").strip()
        command, left = f"clear the {name + ' ' if name else ''}list", _cut(text, listed)
    else:
        return None
    left = _RESULT.sub(" ", _DONE_TO.sub(" ", left, count=1))
    return command if all(w in _CLEAR_FRAME or w == "|" for w in left.split()) else None


def _cut(text: str, found: re.Match[str]) -> str:
    return f"{text[:found.start()]} | {text[found.end():]}"


# What runs or is listed, asked: "which timers are ticking away at the moment", "what alarms have i got on"
_RUNNING = re.compile(rf"^(?:(?:um|so|oh|ok|and|right) )*(?:(?:which|what|how many) {_KINDS} (?:are |have i |have we |"
                      rf"do i |do we )?|(?:are there|is there|have i got|have we got|do i have|do we have) (?:any |an? )?"
                      r"(?P<kind2>alarm|timer|reminder)s? (?:still )?)"
                      r"(?:got |have )?(?:ticking|ticking away|running|going|on|set|active|counting down|left)"
                      r"(?: (?:away|still|at the moment|right now|now|currently|just now))*$")
# "is oat milk on the list already my partner might have added it": the remark after asks nothing more
_LISTED = re.compile(r"^(?:(?:um|so|oh|ok|and|right|quick question) )*(?:is|are) (?:there )?(?P<item>[a-z]+(?: [a-z]+){0,2}) "
                     r"(?:on|in) (?:the|my|our) (?P<name>(?:shopping|grocery|to do|todo) )?list"
                     r"(?: (?:already|yet|still|at the moment|now))?(?: (?P<remark>(?:my|our|the|i|we|he|she|they|"
                     r"someone|somebody) .+))?$")
_NOT_ITEM = frozenset("it that this there anything something everything nothing any some".split())
_REMARK_ASKS = re.compile(r"\b(?:is|are|was|were|what|which|how|where|when|why|who|not|dont|didnt|add|put|remove|take)\b")


# "is the to do list empty": what is on it, said (never the list cleared)
_EMPTY_ASKED = re.compile(r"^(?:(?:um|so|oh|ok|and|right) )*(?:is|are) (?:the|my|our) (?P<name>(?:shopping|grocery|to do|"
                          r"todo) )?list (?:empty|clear|blank|empty now|empty yet)$")


def asked(text: str) -> str | None:
    """The plain question ``text`` asks about what runs or is listed, or None."""
    if (running := _RUNNING.match(text)) is not None:
        kind = running.group("kind") or running.group("kind2")  # timers as the rules say them: "... running"
        return "how many timers have i got running" if kind == "timer" else f"what {kind}s do i have"
    if (empty := _EMPTY_ASKED.match(text)) is not None:
        name = (empty.group("name") or "").strip()
        return f"what is on the {name + ' ' if name else ''}list"
    listed = _LISTED.match(text)
    if listed is None or listed.group("item").split()[0] in _NOT_ITEM:
        return None
    if listed.group("remark") and _REMARK_ASKS.search(listed.group("remark")):
        return None  # "... my partner might have added it" asks nothing; "... or did i take it off" does
    name = (listed.group("name") or "").strip()  # "the list": which one, the rules decide as they always have
    return f"is {listed.group('item')} on the {name + ' ' if name else ''}list"


# Lights: a modal first ("could the kitchen light go on"), or two parts ("kitchen light off and then the living
# room one on"); each part a room, one state, and verb or filler words only
_LIGHT_MODAL = re.compile(r"^(?:(?:um|so|oh|ok|right) )*(?:(?:could|can|would) (?:you )?|(?:could|can|may) (?:i|we) "
                          r"(?:have|get) )(?=(?:the|my|our) )")
_LIGHT_REASON = re.compile(r"\b(?:so (?:that )?(?:i|we|you|the kids) (?:can|could)|because|cos|as (?:i|we|its|it is)"
                           r"|(?:i|we) (?:cant|can not) see|its (?:too|so|far too) (?:dark|bright))\b.*$")
_LIGHT_PARTS = re.compile(r"\s*(?:\band then\b|\band\b|\bthen\b|\|)\s*")
_ROOM = re.compile(r"\b(?:the |my |our )?(?P<room>[a-z]+(?: [a-z]+)?) (?:light|lights|lamp|one)\b")
_LIGHT_WORDS = frozenset("""um uh so oh ok okay right could can would you go come get switch turn put please now the my
our then""".split())  # never "turned", "switched", "i": "i turned the kitchen light off then ..." tells, asks nothing


# a light's state guessed, not asked for: "the kitchen light could be on" is answered with its state, never switched
_GUESSED = re.compile(r"^(?:i think |maybe )?(?:the|my|our) (?P<room>[a-z]+(?: [a-z]+)?) (?:light|lamp) (?:could|might|may|"
                      r"must|should) (?:still )?be (?:still )?(?P<state>on|off)$")


def lights(text: str) -> str | None:
    """ "turn on the kitchen light and turn off the living room light" for the parts said, or None."""
    if (guessed := _GUESSED.match(text)) is not None:
        return f"is the {guessed.group('room')} light {guessed.group('state')}"
    two = re.search(r"\b(?:and then|then)\b", text) is not None
    if (modal := _LIGHT_MODAL.match(text)) is None and not two:
        return None
    text = text[modal.end():] if modal else text  # "could i have": the modal frame consumed
    commands = []
    for part in filter(None, _LIGHT_PARTS.split(_LIGHT_REASON.sub("", text))):
        room = next((m for m in _ROOM.finditer(part) if not set(m.group("room").split()) & _LIGHT_WORDS), None)
        states = re.findall(r"\b(?:on|off)\b", part)
        if room is None or len(states) != 1:
            return None
        left = (part[:room.start()] + " " + part[room.end():]).split()
        if any(w not in _LIGHT_WORDS and w not in ("on", "off") for w in left):
            return None
        commands.append(f"turn {states[0]} the {room.group('room')} light")
    return " and ".join(commands) if commands and (len(commands) > 1 or not two) else None
