"""Command families read by their cue word and tolerant slots, put the way the rules say them (issue 15, round 11).

Each family has a cue (a timer, alarm, reminder, list, light or volume word, an action verb, a need word) and its slots
are read wherever they are said, so the next household's words carry over, not only the sentence seen:

- a second timer named by what it is for ("and another one for the chicken twenty five minutes", "one more for the
  eggs six minutes", "timer for the potatoes please forty minutes") -> "set a chicken timer for twenty five minutes";
- the time left on a timer named by its food ("how long has the rice got left", "is the rice nearly done");
- more time for a timer named by its food, a reason or a pointer after ("the rice needs two more minutes put them on
  its timer", "the pasta could do with three more minutes") -> "add two minutes to the rice timer";
- every timer, alarm or reminder read out ("tell me all the timers going right now and how long each has");
- an alarm asked for through a need ("i have a flight need an alarm at four fifteen in the morning");
- a reminder with its reason after the time ("dont let me forget the plumber tomorrow at nine i must phone him");
- a reminder about "a thing" (no task yet: asked back);
- a list cleared in other words ("throw away everything on the shopping list we start again"), an item taken off with
  a reason after ("take the rice off we have loads");
- a light opened (a non-native "open" is on), one light switched while another is named to stay;
- volume said as a step ("bit louder please im at the sink", "can you be one step less loud").

A reading is a sentence the rules already check, so a reading that is not really a request is not understood and
changes nothing. What a sentence names to keep is never in its reading. Pure: no store, no clock but ``now``.
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.clock_hours import alarm_time, reminder_time
from gpt_home.agent.remark_after import remark_start
from gpt_home.agent.spoken_words import NUMBERS, OWNER, POLITE, TIME_UNIT, WEEKDAY
from gpt_home.agent.timeparse import MAX_WHEN_WORDS, parse_duration
from gpt_home.agent.timer_labels import given_name
from gpt_home.skills.fronted_readings import fronted_readings
from gpt_home.skills.timer_asks import timer_asks

_NUM = rf"(?:\d+|a|an|{NUMBERS}|half an?|a couple of|a few|couple of|few|couple)"
# "twenty five minutes", "an hour and a half", "1 hour 10 minutes": an amount of time, read by parse_duration after
_PART = r"(?: and (?:a half|a quarter|three quarters|3 quarters))"  # "an hour and a quarter", "2 and a half hours"
DURATION = rf"(?:(?:a |three |3 )?quarters? of an hour|{_NUM}(?: {_NUM})?{_PART}? {TIME_UNIT}(?:{_PART}|(?: and)? {_NUM}(?: {_NUM})? {TIME_UNIT})?)"
_NOT_LABEL = frozenset({
    "a", "an", "the", "it", "this", "that", "one", "timer", "timers", "me", "us", "you", "please", "minutes",
    "minute", "hours", "hour", "seconds", "more", "another", "extra", "time", "each", "all", "every", "them", "its",
})
_AFTER_LABEL = frozenset({
    "got", "get", "have", "has", "is", "are", "needs", "need", "wants", "left", "to", "go", "please", "now", "still",
    "timer", "put", "start", "set", "pop", "stick", "make", "give", "can", "could", "would",  # "rice start a timer"
})
# a clause word after the label ends it ("for the roast as its a big one"); a remark after it ("for the bread because
# its a big loaf", "for the cake fingers crossed") is cut first by agent/remark_after.py, shared with the list and
# reminder readers
_CLAUSE_AFTER = frozenset({"as", "so", "while"})
_ACT_WORDS = re.compile(r"\b(?:cancel|stop|delete|remove|kill|scrap|end|add|extra|longer|left|change|should|"
                        r"instead|not|move|off|less|shorter|pause)\b")
# a question about a timer or an alarm ("what timer did i set for the rice 10 minutes ago", "will i need an alarm at
# six"): never a new one set
_ASKED = re.compile(r"^(?:what|whats|which|when|how|hows|why|who|did|do|does|will|would|should|is|are|was|were|have|"
                    r"has)\b|.*\bago\b")
_FOR_LABEL = re.compile(r"\bfor (?:the|my|our|his|her|their) (?P<label>[a-z]+(?: [a-z]+)?)\b")
_SET_CUE = re.compile(r"\b(?:another|one more|a second|an extra|timer|timers)\b")


def _plain_amount(amount: str) -> str:
    """ "a couple of minutes" -> "2 minutes", "a few minutes" -> "3 minutes" (the timer rules want a number)."""
    amount = re.sub(r"\b(?:a )?couple(?: of)?\b", "2", amount)
    return re.sub(r"\b(?:a )?few\b", "3", amount)


def _label(raw: str) -> str | None:
    """The thing a timer is for ("chicken", "roast potatoes"), never a number, a unit or a pronoun."""
    words = [w for w in raw.split() if w not in ("the", "my", "our")]
    for i, word in enumerate(words):  # "chicken twenty five minutes", "rice got left": the label ends there
        if word in _NOT_LABEL or word in _AFTER_LABEL or word in _CLAUSE_AFTER \
                or re.fullmatch(_NUM + "|" + TIME_UNIT, word):
            words = words[:i]
            break
    return " ".join(words) or None


def _set_timer(normalized: str) -> list[str]:
    """ "and another one for the chicken twenty five minutes" -> "set a chicken timer for twenty five minutes"."""
    if not _SET_CUE.search(normalized) or _ACT_WORDS.search(normalized) or _ASKED.match(normalized) or re.search(
            rf"\bmore (?:{_NUM} )?{TIME_UNIT}|\b{_NUM} more {TIME_UNIT}", normalized):
        return []  # "one more minute on the rice": time added, never a second timer
    text = re.sub(r"\ba second (?=one|timer)", "another ", normalized)  # "a second one": not a second of time
    durations = list(re.finditer(DURATION, text))
    found, given = _FOR_LABEL.search(text), given_name(text)  # "a timer named screen time ... for my son": its name
    if len(durations) != 1 or (found is None and not given) or parse_duration(durations[0].group(0)) is None:
        return []
    if given:
        label = _label(given)
    else:  # "for the cake fingers crossed": the label before the remark
        start = remark_start(text[found.start():])
        label = _label(found.group("label") if start is None else text[found.start("label"):found.start() + start])
    if label is None or any(w in durations[0].group(0).split() for w in label.split()):
        return []
    return [f"set a {label} timer for {_plain_amount(durations[0].group(0))}"]


_LEFT_ON = re.compile(r"^(?:(?:and|so|ok|okay|right|hey) )*(?:how (?:long|much longer|much time)(?: (?:has|have|is|"
                      r"does|do|s|got))? (?:the|my|our) (?P<a>[a-z]+(?: [a-z]+)?) (?:got |have |get )?(?:left|to go|"
                      r"remaining|still|more)(?: now| still| to go| left)?|how much longer (?:has|have|does|do|is) "
                      r"(?:the|my|our) (?P<d>[a-z]+)(?: got| have| need| take)?|(?:whats|what is) (?:left|the time "
                      r"left) "
                      r"(?:on|for) (?:the|my) (?P<b>[a-z]+)|(?:is|are) (?:the|my) (?P<c>[a-z]+) (?:nearly|almost) "
                      r"(?:done|ready|finished|cooked))$")


def _time_left(normalized: str) -> list[str]:
    """ "how long has the rice got left" -> "how long is left on the rice timer"."""
    m = _LEFT_ON.match(normalized)
    label = _label(m.group("a") or m.group("b") or m.group("c") or m.group("d")) if m is not None else None
    return [f"how long is left on the {label} timer"] if label else []


# "the flapjack needs another 5 minutes", "the brownies need another 10", "the roast potatoes want 5 more minutes"
_MORE_FOR = re.compile(rf"^(?:(?:and|so|oh|ok|okay|right|um|uh) )*{OWNER}?(?!(?:i|we|you|they|he|she|it|that|this)\b)"
                       rf"(?P<label>[a-z]+(?: [a-z]+)?) (?:needs|need|could do "
                       rf"with|could use|wants|want|will need|is going to need|are going to need|has to have|have to "
                       rf"have)(?P<another> another| an extra)? "
                       rf"(?P<amount>{DURATION})(?P<more> more| extra| longer)?"
                       rf"\b")


def _more_time(normalized: str) -> list[str]:
    """ "the rice needs two more minutes put them on its timer" -> "add two minutes to the rice timer"; the more time
    may be said with "more" before or after the unit ("two more minutes", "two minutes more")."""
    text = re.sub(rf"\b({_NUM}(?: {_NUM})?) (?:more|extra) ({TIME_UNIT})\b", r"\1 \2 more", normalized)
    m = _MORE_FOR.match(text)
    if m is None or not (m.group("another") or m.group("more")) or (label := _label(m.group("label"))) is None or (
            re.search(r"\b(?:cancel|stop|off)\b", text)):
        return []
    return [f"add {_plain_amount(m.group('amount'))} to the {label} timer"]


_ALL_OF_KIND = re.compile(r"^(?:(?:can you|could you|please|now) )*(?:tell me|read(?: me| out)?|list|say|give me|"
                          r"what are|which are|go through|run through)(?: all| every one)?(?: of)? (?:the|my|our)? ?"
                          r"(?P<kind>timers|alarms|reminders)\b(?P<rest>.*)$")
_KEEP_OR_DO = re.compile(r"\b(?:cancel|stop|delete|remove|kill|clear|wipe|set|add|move|change|tomorrow|today|tonight|"
                         rf"morning|evening|{WEEKDAY}|about|called|"
                         r"for)\b")


def _read_all(normalized: str) -> list[str]:
    """ "tell me all the timers going right now and how long each has" -> "what timers do i have"."""
    m = _ALL_OF_KIND.match(normalized)
    if m is None or _KEEP_OR_DO.search(m.group("rest")):
        return []
    return [f"what {m.group('kind')} do i have"]


_NEED_ALARM = re.compile(r"\b(?:need|needs|want|wanna|gonna need|going to need|must have|got to have|could do with|"
                         r"could use|would like|like|get) (?:me |us )?(?:an|a|the|one) (?:early )?(?:alarm|wake up "
                         r"call|"
                         r"wake up) (?P<when>(?:at|for|set for|set at) .+)$")


_DAY_BEFORE = re.compile(rf"\b({WEEKDAY}|tomorrow)\b")


def _when_prefix(words: list[str], now: datetime, read: object) -> str | None:
    """The longest leading run of ``words`` that reads as a time (the reason after it is dropped)."""
    for i in range(min(len(words), MAX_WHEN_WORDS + 2), 0, -1):
        said = " ".join(words[:i])
        for text in (said, f"at {said}"):  # "half five", "four": a bare clock reads after "at"
            got = read(text, now)  # type: ignore[operator]
            if (got[0] is not None or got[1]) if isinstance(got, tuple) else got is not None:
                return said
    return None


def _needed_alarm(normalized: str, now: datetime) -> list[str]:
    """ "i have a flight need an alarm at four fifteen in the morning" -> "set an alarm for four fifteen in the
    morning" (a need said as a need, the time after the alarm word, a reason before or after)."""
    m = _NEED_ALARM.search(normalized)
    if m is None or _ASKED.match(normalized) or re.search(r"\b(?:cancel|delete|remove|stop|move|change|dont|do not|"
                                                          r"no)\b", normalized):
        return []
    words = m.group("when").split()[1:]
    if words[:1] in (["for"], ["at"]):
        words = words[1:]
    said = _when_prefix(words, now, alarm_time)
    if said and (day := _DAY_BEFORE.search(normalized[:m.start()])) is not None and not _DAY_BEFORE.search(said):
        said += " tomorrow" if day.group(1) == "tomorrow" else f" on {day.group(1)}"  # "on thursday i need ...": kept
    return [f"set an alarm for {said}"] if said else []


_REMINDER_CUE = re.compile(r"^(?:(?:please|and|oh) )*(?:(?:dont|do not|never) let me forget(?: about)?|remind me "
                           r"(?:about|to)|can you remind me (?:about|to)) (?P<rest>.+)$")
_REASON = re.compile(r"^(?:i|we|he|she|they|its|thats|hes|shes|theyre|were|im|ive|because|cause|coz|as|since|so i|"
                     r"so we)\b|^(?:the|my|our|his|her|their) (?:[a-z]+ ){1,2}(?:has|have|is|are|was|were|needs|need|"
                     r"will|wants|gets|goes|comes|must|should)\b")  # "... tomorrow at three the dog has his jabs"


def _reminder_reason_after(normalized: str, now: datetime) -> list[str]:
    """ "dont let me forget the plumber tomorrow at nine i must phone him" -> "remind me about the plumber tomorrow at
    nine": the time said inside, a reason after it (said as its own clause) is not the task."""
    m = _REMINDER_CUE.match(normalized)
    if m is None:
        return []
    words = m.group("rest").split()
    for start in range(1, len(words) - 1):
        for end in range(len(words) - 1, start, -1):
            when, tail = " ".join(words[start:end]), " ".join(words[end:])
            if _REASON.match(tail) and reminder_time(when, now) is not None and re.match(
                    r"(?:at|on|in|by|tomorrow|tonight|this|next)\b", when):
                task = " ".join(words[:start])
                link = "to" if normalized.split(" remind me ")[-1].startswith("to ") or " remind me to " in (
                    f" {normalized}") else "about"
                return [f"remind me {link} {re.sub(r'^(?:to|about) ', '', task)} {when}"]
    return []


_SOMETHING = (r"(?:a thing|something|some stuff|stuff|a few things|one thing|summat|a wee thing|something important|"
              r"something later)")
_LATER_ON = r" (?:this (?:morning|afternoon|evening)|tonight|today|tomorrow(?: morning| afternoon| evening)?)"
_VAGUE_TASK = re.compile(rf"\bremind me (?:about|of) {_SOMETHING}(?: please| later)?$|"
                         # "we need reminding of a thing", "i want to be reminded of something later"
                         # "ill need reminding about something this afternoon": a day part said after it too
                         rf"^(?:(?:(?:i|we)(?: will| ll)? |ill |well )?(?:need|want|would like)|id like) (?:reminding|"
                         rf"to be reminded)(?: (?:about|of) {_SOMETHING})?(?: please| later|{_LATER_ON})*$|"
                         # the thing announced first: "theres something you need to remind me of later"
                         rf"^(?:(?:oh|um|so|and) )*(?:theres|there is|ive got|i have) {_SOMETHING} (?:that )?(?:(?:you|i) "
                         rf"(?:need|want|have|must|should)(?: you)?(?: to)? remind me|i (?:need|want) (?:reminding|to be "
                         rf"reminded))(?: (?:of|about))?(?: please| later| for me)*$")


def _vague_reminder(normalized: str) -> list[str]:
    """ "i need you to remind me about a thing": no task yet, so the reminder asks what (never "a thing" stored)."""
    return ["remind me"] if _VAGUE_TASK.search(normalized) else []


_LIST = r"(?P<name>shopping|to do|todo|grocery|groceries)? ?list"
_CLEAR_LIST = re.compile(rf"\b(?:throw away|throw out|get rid of|bin|scrap|delete|remove|wipe|clear|take|chuck|"
                         rf"cross|rub) (?:off )?(?:everything|all|all the (?:things|items|stuff)|the lot|the whole lot|"
                         rf"all of it) (?:on|off|from|in) {OWNER}?{_LIST}\b")
_START_AGAIN = re.compile(rf"\bstart {OWNER}?{_LIST} (?:again|over|afresh|from scratch)\b")
_TAKE_OFF_REASON = re.compile(r"^(?:(?:please|just|ok|okay|oh|and) )*(?:take|knock|cross|scratch|strike|rub) "
                              r"(?P<item>[a-z][a-z ]*?) off (?P<why>(?:we|i|theres|there is|weve|ive|they|its|as|"
                              r"because|cause|coz|since|already)\b.*)$")


def _list_changes(normalized: str, holds: object) -> list[str]:
    """A clear said with "everything", an item taken off with a reason after (only an item on a list: "take the
    chicken off were eating" is cooking)."""
    if (m := _CLEAR_LIST.search(normalized) or _START_AGAIN.search(normalized)) is not None:
        name = m.group("name") or ""
        return [f"clear the {name + ' ' if name else ''}list"]
    if (m := _TAKE_OFF_REASON.match(normalized)) is not None and callable(holds) and holds(m.group("item")):
        return [f"take {m.group('item')} off the list"]
    return [taken] if (taken := bare_removal(normalized, holds)) else []


# "remove the bananas", "cross off the bananas": no list named, so only an item a list holds
_BARE_REMOVAL = re.compile(rf"^(?:(?:{POLITE}|oh|and|also|then|now|just|right|ok|okay|so|well) )*(?:remove|delete|"
                           r"take off|cross off|strike off|scratch off|tick off|knock off|"
                           r"(?P<verb>take|cross|strike|scratch|tick|knock)) (?:the |some |our |my )?"
                           r"(?P<item>[a-z]+(?: [a-z]+){0,2}?)(?(verb) off)(?: please| too| as well)?$")


def bare_removal(normalized: str, holds: object) -> str | None:
    """ "remove the bananas" -> "take bananas off the list" when a list holds bananas; None otherwise."""
    m = _BARE_REMOVAL.match(normalized)
    if m is None or not callable(holds) or not holds(m.group("item")):
        return None
    return f"take {m.group('item')} off the list"


_LIGHT = r"(?:lights?|lamps?)"
_OPEN = re.compile(rf"^(?P<lead>(?:(?:{POLITE}|you can) )*)(?P<verb>open|opens|close|closes)"
                   rf"(?: up)? (?P<rest>.*\b{_LIGHT}\b.*)$")


def _open_close(normalized: str) -> list[str]:
    """ "open the kitchen light": a non-native speaker's open is on, close is off (only beside a light word)."""
    m = _OPEN.match(normalized)
    if m is None:
        return []
    return [f"turn {'on' if m.group('verb').startswith('open') else 'off'} {m.group('rest')}"]


_LEAVE = re.compile(rf"^(?P<request>.+?) (?:and |but |just )?(?:leave|keep|not) (?:the )?(?P<kept>[a-z ]+?)(?: "
                    rf"{_LIGHT})?(?: one)?(?: on| off| alone| as it is| as is| how it is)?$")


def _one_of_two(normalized: str, light_names: tuple[str, ...]) -> list[str]:
    """ "switch off the kitchen one leave the living room on" -> "switch off the kitchen light": what was named to
    keep is never in the reading."""
    m = _LEAVE.match(normalized)
    if m is None or m.group("kept") not in light_names or re.search(r"\b(?:all|every|both)\b", m.group("request")):
        return []
    request = re.sub(r"\b(?P<room>[a-z]+(?: [a-z]+)?) one\b", lambda r: f"{r.group('room')} light"
                     if r.group("room") in light_names or r.group("room").split()[-1] in light_names else r.group(0),
                     m.group("request"))
    bare = re.match(r"^(?:the )?(?P<room>[a-z ]+?)(?: light| one)? (?P<state>on|off)$", request)
    if bare is not None and bare.group("room") in light_names:  # "kitchen off but keep the living room one on"
        request = f"turn {bare.group('state')} the {bare.group('room')} light"
    named = [n for n in light_names if re.search(rf"\b{re.escape(n)}\b", request)]
    if len(named) != 1 or named[0] == m.group("kept"):
        return []
    return [request]


# "lower the kitchen light", "lower the blinds": a light or a device, never the volume
_STEP = re.compile(r"^(?!.*\b(?:lights?|lamps?|blinds|curtains|shutters|shades|heating|radiators?|thermostat)\b)"
                   r"(?:(?:a|just a|only a|one|little|bit) )*"
                   r"(?:bit|little|tad|touch|notch|step)? ?(?P<way>louder|quieter|softer|lower)\b")
_LESS = re.compile(r"\b(?:(?:one|a) (?:step|notch|bit|level|touch) )?(?:less|not as|not so) (?P<what>loud|quiet|"
                   r"noisy|soft)\b")


# The voice's size, as a learner says it: "please do the voice more big", "make your voice bigger", "the sound more
# small" (never a question: "is the volume high or low" is answered by the rules)
_VOICE_SIZE = re.compile(r"^(?:(?:you|can you|could you|will you) )?(?:(?:do|make|put|set|get) )?(?:the|your) "
                         r"(?:voice|sound|volume) (?:(?:more|a bit|a little|little|bit|much) )*(?P<size>big|bigger|loud|"
                         r"louder|strong|stronger|high|higher|small|smaller|low|lower|soft|softer|quiet|quieter)$")
_BIGGER = frozenset("big bigger loud louder strong stronger high higher".split())


def _volume_step(normalized: str) -> list[str]:
    """ "bit louder please im at the sink", "can you be one step less loud", "do the voice more big": one step of
    volume."""
    if (size := _VOICE_SIZE.match(normalized)) is not None:
        return ["turn the volume up" if size.group("size") in _BIGGER else "turn the volume down"]
    text = re.sub(r"^(?:(?:can|could|will|would) you (?:be|go|talk|speak) |(?:be|go) )", "", normalized)
    if (m := _STEP.match(text)) is not None:
        return ["turn the volume up" if m.group("way") == "louder" else "turn the volume down"]
    if (m := _LESS.search(normalized)) is not None and re.search(r"\b(?:you|be|volume|sound|talk|speak)\b",
                                                                   normalized):
        return ["turn the volume down" if m.group("what") in ("loud", "noisy") else "turn the volume up"]
    return []


def family_readings(normalized: str, now: datetime, light_names: tuple[str, ...] = (),
                    holds: object = None) -> list[str]:
    """The request in the rules' words, one family's reading; empty when no family's cue is said."""
    out = [*fronted_readings(normalized, now), *_set_timer(normalized), *_time_left(normalized), *_more_time(normalized), *_read_all(normalized),
           *_needed_alarm(normalized, now), *_reminder_reason_after(normalized, now), *_vague_reminder(normalized),
           *_list_changes(normalized, holds), *_open_close(normalized), *_one_of_two(normalized, light_names),
           *_volume_step(normalized), *timer_asks(normalized)]
    return [r for r in dict.fromkeys(out) if r != normalized]
