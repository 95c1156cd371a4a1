"""Requests said in an order the rules do not read, put back in the rules' words (holdout19 families):

- an alarm's day said first ("on thursday i want an alarm at 7 am", "for saturday i need an alarm at 8", "on friday
  wake me at 6") -> "i want an alarm at 7 am on thursday": the day is never dropped (an alarm on the wrong day);
- a reminder's time said first, its task a clause ("tomorrow at 8 am remind me the bins need to go out") -> "remind me
  that the bins need to go out tomorrow at 8 am";
- more time given to a timer named by its food ("give the pasta 3 more minutes on its timer") -> "add 3 minutes to the
  pasta timer";
- a list wish ("i'd like bread and jam on the list please", "i'd like to stick something on the shopping list"), or
  one more item put "on there too" (the list's "there", as ``list_asks`` reads it) -> "add ... to the list";
- a light asked to be left on ("can you leave the kitchen light on") -> "turn on the kitchen light"; a light that
  hurts the eyes ("the living room light is hurting my eyes") -> "dim the living room light";
- the volume asked for with a reason that names a device ("speak up please the extractor fans on", "shh turn it down the
  babys asleep"): the device is the reason, never the target;
- a new alarm, timer or reminder asked for as "one of yours" ("set one of your alarms for me would you") -> "set an
  alarm" (its time is asked back).

Each reading is a request the rules check again, so a sentence that is not a request is not understood. Questions,
negations, reports and wishes about the past read nothing. Pure: no store, no clock but ``now``.
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.clock_hours import reminder_time
from gpt_home.agent.spoken_words import NUMBERS, TIME_UNIT, WEEKDAY
from gpt_home.skills.described_orders import described_orders
from gpt_home.skills.remind_after import remind_after

_LEAD = r"^(?:(?:so|and|oh|um|uh|well|right|ok|okay) )*"
_NOT = re.compile(r"\b(?:dont|do not|didnt|did not|not|never|no|wont|cancel|delete|remove|stop|move|change|had|was|"
                  r"were|said|told|says)\b")
_ASKED = re.compile(r"^(?:what|whats|which|when|how|why|who|did|do|does|will|is|are|was|were|have|has|should)\b")

# "on thursday i want an alarm at 7 am", "for saturday i need an alarm at 8", "this friday wake me at 6"
_DAY_FIRST = re.compile(rf"{_LEAD}(?:(?:on|for|this|next|come) )?(?P<day>{WEEKDAY}|tomorrow)(?P<part> morning)?,? "
                        r"(?P<rest>(?=.*\b(?:alarm|wake|waking)\b)(?:(?:i|we) (?:want|need|would like|wanna|will need|have to|must|"
                        r"ve got to|have got to|"
                        r"ll need)|id like|wed like|(?:please )?(?:can|could|would|will) you|please|wake|get me|give me|"
                        r"set|make|put)\b.*)$")
_AT_CLOCK = re.compile(r"\bat \d{1,2}(?::\d{2})?(?: ?[ap] ?m)?\b")
_DAY_SAID = re.compile(rf"\b(?:{WEEKDAY}|tomorrow|tonight|today)\b")


def _day_first(normalized: str) -> list[str]:
    m = _DAY_FIRST.match(normalized)
    if m is None or _NOT.search(m.group("rest")) or _DAY_SAID.search(m.group("rest")):
        return []
    day = m.group("day")
    said = "tomorrow" if day == "tomorrow" else f"on {day}"
    # "tomorrow morning i need to be up at 6:15, set an alarm": the day put after the clock it goes with
    at = _AT_CLOCK.sub(rf"\g<0> {said}{m.group('part') or ''}", m.group("rest"), count=1)
    return [f"{m.group('rest')} {said}", *([at] if at != m.group("rest") else [])]


# "tomorrow at 8 am remind me the bins need to go out", "at six tonight remind me the dog needs his tablet" ("in
# forty five minutes remind me ..." is read by the rules already)
_TIME_THEN_REMIND = re.compile(rf"{_LEAD}(?P<when>(?:(?:on )?(?:{WEEKDAY})|tomorrow|tonight|today|at|this) .+?),? "
                               r"(?:(?:please|can you|could you|will you) )*remind (?:me|us)(?: that)? (?P<task>(?!to "
                               r"|about |of )[a-z].+)$")


def _reminder_time_first(normalized: str, now: datetime) -> list[str]:
    m = _TIME_THEN_REMIND.match(normalized)
    if m is None or _NOT.search(m.group("when")) or re.search(r"\b(?:dont|do not|not|never)\b", m.group("task")):
        return []
    if reminder_time(m.group("when"), now) is None:
        return []
    return [f"remind me that {m.group('task')} {m.group('when')}"]


_AMOUNT = rf"(?:\d+|a|an|{NUMBERS}|a couple of|a few|couple of)"
# "give the pasta 3 more minutes on its timer", "give the rice two more minutes", "put 3 more minutes on the pasta"
_GIVE_MORE = re.compile(rf"{_LEAD}(?:(?:please|can you|could you) )*(?:give|add) (?:the |my )?(?P<label>[a-z]+) "
                        rf"(?P<amount>{_AMOUNT}) (?:more|extra) (?P<unit>{TIME_UNIT})(?: more)?(?: (?:on|to) "
                        r"(?:its|the|it s|their) timer| please| then)*$|"
                        rf"{_LEAD}(?:(?:please|can you|could you) )*(?:put|stick|pop|add) (?P<amount2>{_AMOUNT}) "
                        rf"(?:more|extra) (?P<unit2>{TIME_UNIT}) on (?:the |my )?(?P<label2>[a-z]+)(?: timer)?"
                        r"(?: please)?$")
_NOT_FOOD = frozenset({"it", "them", "me", "us", "timer", "alarm", "one", "that", "this", "a", "an", "you"})


# The timer's name said first, its length after: "dumplings timer, make it 11 minutes", "the pie timer set it for 40
# minutes please" -> "set a dumplings timer for 11 minutes" (a timer named, never a nameless one)
_NUMBER_WORD = rf"(?:\d+|{NUMBERS})(?: (?:one|two|three|four|five|six|seven|eight|nine))?"
_LENGTH = (rf"(?:{_NUMBER_WORD}|an?|half an?)(?: and a half)? {TIME_UNIT}(?: and (?:a half|a quarter|{_NUMBER_WORD} "
           rf"{TIME_UNIT}))?")
_NAMED_FIRST = re.compile(rf"{_LEAD}(?:(?:the|a|my) )?(?P<label>[a-z]+(?: [a-z]+)?) timer,? (?:(?:please|can you|could "
                          r"you|just) )*(?:make it|set it(?: (?:for|to|at))?|put it on(?: for)?|give it|it needs|it wants|"
                          rf"(?:i|we) (?:want|need) it(?: for)?|for|of|at) (?P<length>{_LENGTH})(?: please| thanks)*$")
_NOT_A_NAME = re.compile(r"\b(?:the|a|an|my|your|another|new|second|other|one|that|this|it|every|each|all|no|any|which|"
                         r"what|same|first|last)\b")


# An alarm said time first, a reason after: "6:50 am alarm tomorrow, ive got an early shift", "um 4 oclock this
# afternoon alarm please the kids finish school" -> "set an alarm for 6:50 am tomorrow" (a clock time only: am, pm,
# oclock or a colon said; the reason a clause of its own, never a negation, a report or a question)
_CLOCK = r"(?:\d{1,2}:\d\d(?: (?:am|pm))?|(?:\d{1,2}|" + NUMBERS + r")(?: (?:am|pm|oclock|o clock))(?: (?:am|pm))?)"
_WHEN = (rf"(?: (?:tomorrow(?: (?:morning|afternoon|evening|night))?|today|tonight|this (?:morning|afternoon|evening)|"
         rf"(?:on )?(?:{WEEKDAY})(?: (?:morning|afternoon|evening))?))?")
_TIME_FIRST_ALARM = re.compile(rf"{_LEAD}(?:an? )?(?P<time>{_CLOCK})(?P<when>{_WHEN}) alarm(?P<after>{_WHEN})"
                               r"(?: (?:please|for me|thanks))*"
                               r"(?:,? (?:i|ive|im|we|weve|were|the|my|our|its|because|cause|as|for|got) .*)?$")

_ASKED_AFTER = re.compile(r"\b(?:if|whether|wonder|check|is it|is that|did|still|already|set it|gone|went)\b")


def _time_first_alarm(normalized: str) -> list[str]:
    m = _TIME_FIRST_ALARM.match(normalized)
    if m is None or _NOT.search(normalized) or _ASKED.match(normalized) or _ASKED_AFTER.search(normalized) or (
            m.group("when") and m.group("after")):
        return []
    return [f"set an alarm for {m.group('time')}{m.group('when') or m.group('after')}"]


# The timed thing said first, the ask after: "the dumplings, how many minutes are left on them" -> "how long is left on
# the dumplings timer" (an ask: nothing is set or changed)
_THING_ASKED = re.compile(rf"{_LEAD}(?:the|my|our) (?P<label>[a-z]+),? how (?:many minutes|much time|much longer|long)"
                          r"(?: (?:is|are|has it|have they|does it|do they)(?: got)?)?(?: (?:left|to go|remaining))?"
                          r"(?: (?:on|for) (?:them|it|its timer|their timer|the timer))?$")


def _named_first(normalized: str) -> list[str]:
    m = _NAMED_FIRST.match(normalized)
    if m is None or _NOT.search(normalized) or _ASKED.match(normalized) or _NOT_A_NAME.search(m.group("label")):
        return []
    return [f"set a {m.group('label')} timer for {m.group('length')}"]


def _thing_asked(normalized: str) -> list[str]:
    m = _THING_ASKED.match(normalized)
    if m is None or _NOT_A_NAME.search(m.group("label")):
        return []
    return [f"how long is left on the {m.group('label')} timer"]


def _more_time(normalized: str) -> list[str]:
    m = _GIVE_MORE.match(normalized)
    if m is None:
        return []
    label = m.group("label") or m.group("label2")
    amount, unit = m.group("amount") or m.group("amount2"), m.group("unit") or m.group("unit2")
    if label in _NOT_FOOD:
        return []
    amount = {"a couple of": "2", "couple of": "2", "a few": "3"}.get(amount, amount)
    return [f"add {amount} {unit} to the {label} timer"]


_LIST = r"(?P<name>shopping |grocery |to do |todo )?list"
# "grandma here, i'd like bread and jam on the list please", "i'd like to stick something on the shopping list"
_WISH_ON_LIST = re.compile(rf"^(?:.*?,? )?(?:(?:i|we) (?:would|d) like|id like|wed like|(?:i|we) (?:want|need)|(?:i|we) wanna) "
                           r"(?:to (?:stick|put|pop|add|get|have) )?(?P<item>(?!to\b)[a-z][a-z ]*?) (?:on|onto|to) "
                           rf"(?:the |my |our ){_LIST}(?: please| too| as well| thanks)*$")
# "i want bread adding to the list" (bread is the item); "theres a thing i want adding to the list": no item said
_PUT_WORD = re.compile(r"(?:^| )(?:adding|added|putting|put|sticking|popping|going|writing|written)$|"
                       r"^(?:adding|putting|sticking|popping|writing) ")
_NO_ITEM = re.compile(r"\b(?:it|them|that|this|these|those|everything|all|to|go|be|is|are)\b")
# "oh and stick some grapes on there too": one more item, so "too" must be said ("put the pizza on there" is cooking)
_ON_THERE = re.compile(rf"{_LEAD}(?:(?:please|can you|could you) )*(?:stick|put|pop|add|chuck|throw) (?:some |a |an )?"
                       r"(?P<item>[a-z][a-z ]*?) (?:on|onto) there(?: please)?(?: too| as well| also)(?: please)?$")


def wished_item(normalized: str) -> tuple[str, str] | None:
    """ "grandma here id like bread and jam on the list" -> ("bread and jam", ""): the item wished on a list and the
    list's name ("" when none is said); None when no item is wished (also the answer to "What should I add?")."""
    if _NOT.search(normalized) or _ASKED.match(normalized) or (m := _WISH_ON_LIST.match(normalized)) is None:
        return None
    item = _PUT_WORD.sub("", re.sub(r"^(?:some|a|an) ", "", m.group("item")))
    if not item or _PUT_WORD.fullmatch(item) or _NO_ITEM.search(item):  # "i want it all to go on the shopping list": no item named
        return None
    return item, (m.group("name") or "").strip()


def _list_wish(normalized: str) -> list[str]:
    if _NOT.search(normalized) or _ASKED.match(normalized):
        return []
    if (wished := wished_item(normalized)) is not None:
        item, name = wished
        return [f"add {item} to the {name + ' ' if name else ''}list"]
    if (m := _ON_THERE.match(normalized)) is not None:
        return [f"add {m.group('item')} to the list"]
    if (m := _WISH_ON_LIST.match(normalized)) is not None and _PUT_WORD.fullmatch(m.group("item")):
        return [f"add something to the {m.group('name') or ''}list"]  # "i want adding to the list": what, asked back
    return []


# "i'm scared of the dark, can you leave the kitchen light on", "please keep the living room light on tonight"
_LEAVE_ON = re.compile(r"^(?:(?:.*?,? )?(?:(?:please|can you|could you|would you|will you) )+)?(?:just )?(?:leave|keep) "
                       r"(?P<light>(?:the )?[a-z ]+? (?:light|lamp|lights))(?: switched)? on(?: please| for me| "
                       r"tonight| for now)*$")


def _leave_on(normalized: str) -> list[str]:
    m = _LEAVE_ON.match(normalized)
    if m is None or _NOT.search(normalized) or re.search(r"\b(?:all|every)\b", m.group("light")):
        return []
    return ["turn on " + re.sub(r"\blamp\b", "light", m.group("light"))]


# "speak up please the extractor fans on", "shh turn it down the babys asleep": the volume, a reason naming a device
_LOUDER = r"speak up|talk louder|speak louder|louder|turn it up|turn yourself up|turn the volume up|volume up"
_QUIETER = r"turn it down|turn yourself down|turn the volume down|volume down|quieter|talk quieter|speak quieter"
_VOLUME_REASON = re.compile(rf"^(?:(?:shh+|sh|hush|oi|hey|sorry|please|can you|could you) )*(?P<way>{_LOUDER}|"
                            rf"{_QUIETER})(?: a bit| a little| please)* (?P<why>(?:the|my|our|a|its|theres|there is|"
                            r"because|cause|cos|coz|as|im|i m|we re|were)\b.+)$")
_REASON_STATE = re.compile(r"\b(?:on|going|running|asleep|sleeping|loud|noisy|napping|is on|s on|in bed|on the phone|"
                           r"working)\b")


def _volume_reason(normalized: str) -> list[str]:
    m = _VOLUME_REASON.match(normalized)
    if m is None or not _REASON_STATE.search(m.group("why")):
        return []
    return ["turn the volume up" if re.match(_LOUDER, m.group("way")) and not re.match(
        _QUIETER, m.group("way")) else "turn the volume down"]


# "set one of your alarms for me would you", "could you set me up one of those timers": a new one, its time asked
_ONE_OF = re.compile(rf"{_LEAD}(?:(?:please|can you|could you|would you|will you) )*(?:set|start|make|give) (?:me |us )?"
                     r"(?:up )?one of (?:your|those|the|them|these) (?P<kind>alarms|timers|reminders)(?: for (?:me|us))?"
                     r"(?: would you| will you| please| then)*$")
_ONE_OF_KIND = {"alarms": "set an alarm", "timers": "set a timer", "reminders": "set a reminder"}


def _one_of_yours(normalized: str) -> list[str]:
    m = _ONE_OF.match(normalized)
    return [_ONE_OF_KIND[m.group("kind")]] if m is not None else []


# "the living room light is hurting my eyes", "the kitchen lights blinding me": said as too bright (dimmed)
_GLARE = re.compile(r"^(?:(?:oh|ugh|ow|ouch|so|and) )*(?P<light>(?:the |my |our )?[a-z ]+? (?:light|lamp|lights))(?: is|s| "
                    r"are)? (?:really |so |a bit )?(?:hurting my eyes|hurts my eyes|blinding me|dazzling me|giving me a "
                    r"headache|too harsh|too glaring|too strong|way too strong)(?: now| tonight)?$")


def _glare(normalized: str) -> list[str]:
    m = _GLARE.match(normalized)
    if m is None or re.search(r"\b(?:all|every)\b", m.group("light")):
        return []
    return ["dim " + re.sub(r"^(?:my|our) ", "the ", re.sub(r"\blamp\b", "light", m.group("light")))]


def fronted_readings(normalized: str, now: datetime) -> list[str]:
    """The request in the rules' words; empty when no family here reads it."""
    return [*_day_first(normalized), *_reminder_time_first(normalized, now), *remind_after(normalized, now), *_more_time(normalized), *_named_first(normalized), *_thing_asked(normalized),
            *_time_first_alarm(normalized),
            *_list_wish(normalized), *_leave_on(normalized), *_volume_reason(normalized), *_one_of_yours(normalized),
            *_glare(normalized), *described_orders(normalized)]
