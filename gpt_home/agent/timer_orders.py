"""Reminder, alarm and timer requests said in another order, put the way the rules say them.

The families: the time first ("in half an hour remind me to move the car"), the time then "that" ("remind me at eight
tonight that the bins go out"), telegraphic ("reminder six pm pick up the kids from football"), asked kindly ("please
remember to tell me at seven this evening to take my tablets"), a recognizer slip ("remind my to water the plants"),
cancelling by the subject ("the car reminder i dont need it anymore"), and time given to a named timer ("give the tea
timer two extra minutes"). ``timer_readings`` returns the request in the rules' order ("remind me to move the car in
half an hour"); the rules then check the time and the task as usual, so a reading that is not a reminder is not
understood and changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from gpt_home.agent.cancel_names import one_then_kind
from gpt_home.agent.clock_hours import reminder_time
from gpt_home.agent.fronted_timers import fronted_readings
from gpt_home.agent.order_phrasings import phrasing_readings
from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.speech_cues import NEGATION, NOT
from gpt_home.agent.spoken_words import CLOCK_HOURS, DIGITS, POLITE, TEENS, TIME_UNIT, WEEKDAYS
from gpt_home.agent.timeparse import MAX_WHEN_WORDS
from gpt_home.agent.alarm_shapes import told_past
from gpt_home.agent.timer_labels import given_name
from gpt_home.agent.timer_purpose import no_timer_asked, purpose_reading
from gpt_home.agent.timer_statements import narrates

_KIND = r"(?P<kind>reminder|alarm|timer)s?"
# the time said before "remind me": "in half an hour remind me to ...", "at six remind me about ..."
_TIME_FIRST = re.compile(r"^(?P<when>(?:in|at|on|by|tomorrow|tonight|this|next|later|after|around|about|half|a|an|"
                         rf"\d|{CLOCK_HOURS}|twenty|thirty|fifteen)"
                         r"\b.*?)(?: please| can you| could you| will you| would you)? remind me (?P<rest>(?:to|about|"
                         r"that) .+)$")
# "remind me at eight tonight that the bins go out": the time, then the fact to be reminded of
_WHEN_THAT = re.compile(r"^remind me (?P<when>.+?) that (?P<task>.+)$")
# "remind me tomorrow morning at nine for dentist"
_WHEN_FOR = re.compile(r"^remind me (?P<when>(?:at|in|on|tomorrow|tonight|this|next)\b.+?) (?:for|re|regarding) "
                       r"(?P<task>.+)$")
# "remind me that the bins go out at eight", "remind me that i have football at six": read as "about ..."
_THAT_FIRST = re.compile(r"^remind me that (?P<rest>.+)$")
# "reminder six pm pick up the kids", "new reminder for tomorrow at nine call the bank", "reminder call mum at six"
_TELEGRAPHIC = re.compile(r"^(?:(?:new|a|set a|set|add a|make a|create a) )?reminder(?: for| at| on)? (?P<rest>.+)$")
# "remind my to ...", "remind mi to ...": a sound-alike of "me"
_SLIP = re.compile(r"^remind (?:my|mi|may|mee|me me|be|bee|mean|him me|them me|us) "
                   r"(?=to |about |at |in |on |tomorrow )")
# "please remember to tell me at seven to ...", "dont forget to tell me ...", "nudge me in ten minutes to ..."
# "remind my husband to buy milk at 6": only the user can be reminded, so the reminder is to tell them
_SOMEONE_ELSE = re.compile(rf"^(?:(?:{POLITE}) )*remind (?P<who>(?:my|our) [a-z]+|[a-z]+) to "
                           r"(?P<task>.+)$")
_NOT_SOMEONE = frozenset("me my mi may mee be bee mean us him her them everyone everybody".split())
_DONT_LET_ME_FORGET = re.compile(r"^(?:(?:please|and) )*(?:dont|do not|never) let me forget (?:about |that "
                                 r")?(?P<rest>.+)$")
_KINDLY = re.compile(r"^(?:(?:can you|could you|would you|will you|please|and) )*(?:(?P<asked>(?:remember|be sure|"
                     r"make sure) "
                     r"to |(?:dont|do not) forget to ))?(?:tell|remind|nudge|ping|prompt|alert|warn|ask) me "
                     r"(?P<rest>(?:at|in|on|by|tomorrow|tonight|this|next|later|to|about)\b.+)$")
_DONE_WITH = (r"(?:(?:i|we) (?:dont|do not|no longer|wont|will not) need (?:it|that|this|one)(?: any ?more| now)?|"
              r"(?:it |that |this )?(?:can|may) go(?: now| please)?|(?:you can )?(?:cancel|delete|remove|scrap|drop|kill|bin|forget|"
              r"lose|get rid of|switch off|turn off|stop) (?:it|that|this)(?: please| now)?|(?:is|its) not needed(?: "
              r"any ?more)?|"
              r"(?:isnt|is no longer) needed(?: any ?more)?|forget about it|never mind it)")
# "the car reminder i dont need it anymore", "the tea timer you can cancel it"
# "the potatoes timer can go stop it": said twice in one breath
_LABEL_THEN_DONE = re.compile(rf"^(?:the|my|that|this) (?P<label>[a-z0-9: ]+?) {_KIND} {_DONE_WITH}(?: (?:so |and )?"
                              rf"{_DONE_WITH})?$")
# "the reminder about the car i dont need it anymore"
_KIND_ABOUT_THEN_DONE = re.compile(
    rf"^(?:the|my|that|this) (?P<kind>reminder|alarm|timer) (?:about|to|for|called) (?P<label>[a-z0-9 ]+?) "
    rf"{_DONE_WITH}$")
# "i dont need the car reminder anymore"
_NO_NEED = re.compile(rf"^(?:i|we) (?:dont|do not|no longer) need (?:the|my|that) (?P<label>[a-z0-9: ]+?) {_KIND}"
                      r"(?: any ?more| now)?$")
_MORE = r"(?:another |an extra |a further )?"
# "give the tea timer two extra minutes", "put two more minutes on the tea timer", "the tea timer needs five more"
_GIVE_TIMER = re.compile(rf"^(?:(?:{POLITE}) )?(?:give|add to|put on|stick on|top up) (?:the |my )?"
                         rf"(?P<label>[a-z]+ )?timer {_MORE}(?P<amount>.+?)(?: more| extra| longer| on it)?$")
_AMOUNT_ON_TIMER = re.compile(rf"^(?:(?:{POLITE}) )?(?:put|add|stick|give it|give) (?P<amount>.+?) "
                              r"(?:on|onto|to) (?:the |my )?(?P<label>[a-z]+ )?timer$")
# "pasta timer add three minutes", "the pasta timer give it two more minutes": the timer named first
_TIMER_FIRST = re.compile(rf"^(?:the |my )?(?P<label>[a-z]+ )?timer (?:(?:{POLITE}) )?(?:add|put "
                          r"on|give it|"
                          r"add on|stick on|plus|extend (?:it )?by) (?P<amount>.+?)(?: to it| on it| more| extra)?$")
# "make the pasta timer five minutes longer"
_LONGER = re.compile(r"^(?:make|let) (?:the |my )?(?P<label>[a-z]+ )?timer (?:run )?(?P<amount>.+?) longer$")
_TIMER_NEEDS = re.compile(r"^(?:the |my )?(?P<label>[a-z]+ )?timer (?:needs|could use|should have|wants) "
                          r"(?P<amount>.+?)(?: more| extra| longer)?$")
# "add five more minutes on the chicken", "give the chicken two more minutes": a timer named by what it times
_MORE_ON_THING = re.compile(rf"^(?:(?:{POLITE}) )?(?:add|put|give|stick) (?P<amount>[a-z0-9 ]+? "
                            rf"{TIME_UNIT})"
                            r"(?: more| extra)? (?:on|to|onto|for) (?:the|my) (?P<label>[a-z]+)$")
_THING_MORE = re.compile(rf"^(?:(?:{POLITE}) )?give (?:the|my) (?P<label>[a-z]+) "
                         rf"(?P<amount>[a-z0-9 ]+? "
                         rf"{TIME_UNIT})(?: more| extra| longer)?$")
# "take a minute off the pizza timer", "knock two minutes off the tea timer"
_TAKE_OFF = re.compile(rf"^(?:(?:{POLITE}) )?(?:take|knock|remove|subtract|shave|cut) (?P<amount>.+?) "
                       r"(?:off|from|off of) (?:the |my )?(?P<label>[a-z]+ )?timer$")
_A_UNIT = re.compile(r"\b(?:a|an|one) (minute|hour|second)\b")
_HALF = {"half a minute": "30 seconds", "half an hour": "30 minutes", "a minute and a half": "90 seconds",
         "an hour and a half": "90 minutes", "a couple of minutes": "2 minutes", "a few minutes": "3 minutes"}
_AMOUNT_OF_TIME = re.compile(rf"\b(?:\d+|a|an|{DIGITS}|ten|fifteen|twenty|thirty|"
                             rf"half|couple|few) (?:of )?{TIME_UNIT}\b|\b(?:half|quarter) (?:an? )?hour\b")
# "eggs timer how much longer", "how much longer on the tea", "how long until the chicken is done"
_LEFT = r"(?:how much longer|how long left|how long is left|how much time is left|how much time left|how long)"
_STATUS_FIRST = re.compile(rf"^(?:the |my )?(?P<label>[a-z]+ )?timer {_LEFT}(?: on it| now| to go)?$")
_STATUS_ON = re.compile(rf"^{_LEFT}(?: is there| is it| have i got| do i have)?(?: left)? (?:on|for) (?:the|my) "
                        r"(?P<label>[a-z]+)$")
# "how many minutes til the roast is ready", "how long have i got before the rice is done roughly", "how long until the
# scones come out"
_STATUS_DONE = re.compile(r"^how (?:long|much longer|much time|many (?:more )?(?:minutes|mins|hours))(?: (?:have|do) (?:i|we) "
                          r"(?:got|have)| is there| is it| left)? (?:until|till|til|before) (?:the|my) "
                          r"(?P<label>(?!(?:alarm|alarms|reminder|reminders|clock)\b)[a-z]+) "  # "my alarm goes off": the alarm
                          r"(?:(?:is|are|will be|s) (?:done|ready|cooked|finished|baked|out)|(?:come|comes|will come|can "
                          r"come|should come|go|goes|can go) (?:out|off))(?: roughly| then| now| do you think)?$")
# "count my timers", "how many alarms have i got"
_COUNT = re.compile(r"^(?:count|how many) (?:my |the |of my )?(?P<kind>timers|alarms|reminders)\b.*$")
# "can you set one for forty five minutes for the chicken": "one" is a timer when a duration follows
_SET_ONE = re.compile(r"^(?:(?:can you|could you|please|will you) )*(?:set|start|put on|make) (?:me )?one (?:for|of) "
                      r"(?P<rest>.+)$")
# "a timer uh i need one for the cookies", "timer i need one for the pasta"
_NEED_ONE = re.compile(r"^(?:a |the )?timer (?:i need|i want|we need|can i have|can you set|set|start)(?: one| it)? "
                       r"(?:for|on) (?P<rest>.+)$")
# "the eggs need six minutes get a timer going", "twelve minutes for the rice start a timer": the length said first,
# the timer asked for after; the asking back ("For how long?") must never win over a length already said
# "... so set one for that", "... timer for it please": a timer asked for without its verb or its word, pointing back
_ASKS_TIMER = re.compile(r"\b(?:get|start|set|put|have|want|need|give|make|pop|stick)(?: me| us)? (?:a|one) timer\b|"
                         r"\b(?:set|start|make|put on|do)(?: me| us)? one (?=for (?:that|it)\b)|"
                         r"\btimer (?=for (?:that|it)(?: please| thanks| love| then)?$)")
# the whole length, so "twenty five minutes" is never read as "five minutes", nor "an hour and a quarter" as an hour
_ONE_LENGTH = (rf"(?:\d+|(?:twenty|thirty|forty|fifty|sixty|ninety)(?: (?:{DIGITS}))?|{CLOCK_HOURS}|{TEENS}|"
               rf"an?|half an?|a couple of|a few)(?: and a half)? {TIME_UNIT}")
_LENGTH = re.compile(rf"\b(?:(?:(?:three|3|a|one|1) )?quarters? of an hour|{_ONE_LENGTH}(?:(?: and)? (?:a half|a quarter|"
                     rf"three quarters|{_ONE_LENGTH}))?)\b")
# a timer ordered in the sentence ("give them a 20 minute timer called chips"), never reported or refused
_ORDERED_TIMER = re.compile(r"\b(?:give|set|make|start|put|pop|stick|do|get)(?: (?:me|us|it|them|him|her))? (?:an?|the) "
                            r"(?:[a-z0-9]+ ){0,2}timer\b")
_NOT_A_LENGTH = re.compile(r"\b(?:ago|been|since|earlier|last|timer|timers|alarm|remind|reminder)\b")
# "remind me in 10 to stir the soup": a bare number after "in" counts minutes
_BARE_IN = re.compile(r"\bin (?P<n>\d+|five|ten|fifteen|twenty|thirty|forty|forty five|fifty)\b(?! (?:minutes?|"
                      r"mins?|hours?|"
                      r"hrs?|seconds?|secs?|days?|weeks?|months?|years?|and|half|am|pm|oclock))")
# "remind me at 5", "set a reminder for tomorrow at nine": the time said, the task not yet
_TIME_ONLY = re.compile(rf"^(?:(?:{POLITE}) )*(?:remind me|(?:set|create|make|add) (?:me )?a reminder|"
                        r"(?:i need|i want) a reminder|reminder)(?: for)? (?P<when>(?:at|in|on|tomorrow|tonight|this|"
                        rf"next|{'|'.join(WEEKDAYS)})\b.*)$")
_SAYS_WHEN = re.compile(rf"\b(?:in|at|by) (?:\d|a |an |half|{DIGITS}|ten|eleven|"
                        r"twelve|fifteen|twenty|thirty|forty|noon|midnight)|\b(?:tonight|tomorrow|am|pm|oclock)\b")
# "reminder pls": courtesy only, no task (asked back)
_ONLY_COURTESY = re.compile(r"(?:(?:pls|plz|please|now|then|thanks|mate|yeah|ok|okay) ?)+")
_EXTRA_WORDS = re.compile(r"\b(?:extra|more|another|further|additional)\b ?")


def _cancel(kind: str, label: str) -> str:
    if kind == "reminder":
        label = " ".join(w for w in label.split() if w not in ("the", "my"))
        return f"cancel the reminder about {label}"
    # "the eight in the morning alarm": a clock's own "the" kept, only the one before the name dropped
    return f"cancel the {re.sub(r'^(?:(?:the|my) )+', '', label)} {kind}"


def _amount(amount: str) -> str:
    """ "two extra minutes" -> "two minutes"; "a minute" -> "1 minute" (the timer templates want a number)."""
    amount = " ".join(_EXTRA_WORDS.sub("", amount).split())
    for said, number in _HALF.items():
        amount = amount.replace(said, number)
    return _A_UNIT.sub(r"1 \1", amount)


def _add_time(amount: str, label: str | None, verb: str = "add", link: str = "to") -> str | None:
    amount = _amount(amount)
    if not amount or len(amount.split()) > 6:
        return None
    return f"{verb} {amount} {link} the {(label or '').strip() + ' ' if label else ''}timer"


# "what is the alarm code", "is the alarm system armed": a thing of the house alarm, never the alarms that ring
_ALARM_THING = re.compile(r"\b(?:alarm|timer)s? (?:code|codes|pin|password|passcode|passwords|number|system|panel|"
                          r"company|sensors?|battery|batteries|key|keys|fob|app|brand|model|engineer|installer)\b"
                          # the house's own alarm: "the smoke alarm keeps beeping", "the fire alarm went off"
                          r"|\b(?:fire|smoke|car|burglar|house|security|carbon monoxide|co) alarms?\b")


# one that is set, moved: "make saturdays alarm half an hour later", "push the alarm back": never a new one set
_ONE_MOVED = re.compile(r"\b(?:the|my|our|that|[a-z]+s) (?:[a-z]+ )?(?:alarm|timer|reminder)\b.*\b(?:later|earlier|"
                        r"sooner|back|forward|instead)$"
                        # one that is set, changed or told of: "the gammon timer ought to be 5 minutes", "switch fish
                        # fingers timer to 12", "the tea timer, make that 5 minutes", "tack 3 minutes onto the timer"
                        r"|\b(?:the|my|our|that) (?:[a-z]+ ){0,2}?(?:timer|one)\b.*\b(?:ought|should|needs to be|has to "
                        r"be|is|was|make (?:it|that)|change (?:it|that)|instead)\b"
                        r"|\b(?:change|changed|switch|alter|update|adjust|knock|bump|lower|shorten|lengthen|extend|tack)\b"
                        r".*\btimer\b|\b(?:onto|off) (?:the|my) (?:[a-z]+ ){0,2}?timer\b")


def misread(normalized: str, intent: str) -> bool:
    """True when cancelling a timer would answer a sentence that gives or takes an amount of time, or any timer reading
    would answer a question about a house alarm's code or system, or any change would answer a sentence that only
    tells something ("it's been five minutes since I set a timer", agent/timer_statements.py)."""
    if narrates(normalized, intent) or no_timer_asked(normalized) and re.match(r"timer_set|HassStartTimer", intent) or (
            told_past(normalized) and intent == "alarm_set"):  # "an alarm going off at 3 am woke the baby"
        return True  # "it takes 9 minutes for the rice to cook", "give me a minute to think" (agent/timer_purpose.py)
    if _ONE_MOVED.search(normalized) and re.match(r"(?:timer|alarm|reminder)_set|HassStartTimer", intent):
        return True
    if _ALARM_THING.search(normalized) and re.match(r"(?:timer|alarm|reminder)_|Hass\w*Timer", intent):
        return True
    return intent in ("timer_cancel", "HassCancelTimer", "HassCancelAllTimers") and (
        _AMOUNT_OF_TIME.search(normalized) is not None and re.search(r"\b(?:cancel|stop|delete|kill|end|scrap)\b",
                                                                     normalized) is None)


def _telegraphic(rest: str, now: datetime) -> list[str]:
    """ "six pm pick up the kids" -> "remind me six pm to pick up the kids"; "call mum at six" -> "remind me to ..."."""
    if rest.startswith(("to ", "about ", "that ")):
        return [f"remind me {rest}"]
    words = rest.split()
    for i in range(min(len(words) - 1, MAX_WHEN_WORDS), 0, -1):  # the longest time phrase in front
        when, task = " ".join(words[:i]), " ".join(words[i:])
        if reminder_time(when, now) is not None or reminder_time(f"at {when}", now) is not None:
            link = "about" if task.startswith(("about ", "that ")) else "to"
            task = re.sub(r"^(?:to|about|that) ", "", task)
            return [f"remind me {when if reminder_time(when, now) else 'at ' + when} {link} {task}"]
    return [f"remind me to {rest}"]


def _left_on(m: re.Match[str]) -> str:
    label = (m.group("label") or "").strip()
    return f"how long is left on the {label + ' ' if label else ''}timer"


# A timer or a reminder named by its label: cancelled ("the car reminder i dont need it anymore"), given more time
# ("give the tea timer two extra minutes"), asked how long is left ("eggs timer how much longer"); in this order.
_NAMED_TIMER: Rewrites[Callable[[re.Match[str]], str | None]] = Rewrites((
    *((p, lambda m: _cancel(m.group("kind"), m.group("label"))) for p in (_LABEL_THEN_DONE, _KIND_ABOUT_THEN_DONE,
                                                                           _NO_NEED)),
    *((p, lambda m: _add_time(m.group("amount"), m.group("label"))) for p in (
        _GIVE_TIMER, _AMOUNT_ON_TIMER, _TIMER_NEEDS, _TIMER_FIRST, _LONGER, _MORE_ON_THING, _THING_MORE)),
    *((p, _left_on) for p in (_STATUS_FIRST, _STATUS_ON, _STATUS_DONE)),
))


# Who speaks said first: "i am new in this country remind me on friday at 2 pm for my doctor appointment" is read
# from "remind me" (a self-description only: never a report, wish, doubt or negation before the order)
_SELF_LEAD = re.compile(r"^(?:i am|im) (?P<who>(?:[a-z0-9]+ ){1,6}?)(?:so |and )?(?=(?:please )?remind me\b)")
_NOT_SELF = re.compile(r"\b(?:not|no|never|dont|didnt|wont|ask|asked|asking|said|say|told|tell|telling|if|when|"
                       r"whether|wish|hope|glad|sure|to|why|how|was|were|would|could|should|might|may|going|gonna|"
                       r"supposed|remind|reminded|reminding|you|she|he|they)\b")


def timer_readings(normalized: str, now: datetime) -> list[str]:
    """The request in the rules' order, most likely first; empty when no family applies."""
    if (lead := _SELF_LEAD.match(normalized)) is not None and not _NOT_SELF.search(lead.group("who")):
        rest = normalized[lead.end():]
        return [rest, *timer_readings(rest, now)]
    if not re.search(r"\b(?:remind|reminder|alarm|alarms|timer|timers|reminders|tell me|nudge|ping|prompt|alert|warn|"
                     r"ask me|forget|seconds?|minutes?|mins?|hours?|how much longer|how much time|how long)\b",
                     normalized):
        # "and one more for 7 am"; "drop the one about the bank" (agent/fronted_timers.py)
        return [*phrasing_readings(normalized), *fronted_readings(normalized, now)]
    out: list[str] = [named] if (named := one_then_kind(normalized)) else []  # "forget the bins one, delete that reminder"
    text = _SLIP.sub("remind me ", normalized)
    if text != normalized:
        out.append(text)
    if (m := _KINDLY.match(text)) is not None and not text.startswith("remind me ") and (
            m.group("asked") or not m.group("rest").startswith(("to ", "about ")) or (
                m.group("rest").startswith("to ") and _SAYS_WHEN.search(m.group("rest")))):  # never "tell me about X"
        text = f"remind me {m.group('rest')}"
        out.append(text)
    if text.startswith(("remind me ", "reminder ")) and (m := _BARE_IN.search(text)) is not None:
        text = f"{text[: m.start()]}in {m.group('n')} minutes{text[m.end():]}"
        out.append(text)
    if (m := _SOMEONE_ELSE.match(text)) is not None and m.group("who") not in _NOT_SOMEONE and (
            m.group("who").split()[-1] not in _NOT_SOMEONE):
        out.append(f"remind me to tell {m.group('who')} to {m.group('task')}")
    if (m := _DONT_LET_ME_FORGET.match(text)) is not None:  # "dont let me forget the laundry at four"
        text = f"remind me about {m.group('rest')}"
        out.append(text)
    if (m := _TIME_FIRST.match(text)) is not None:
        rest = re.sub(r"^that ", "about ", m.group("rest"))
        out.append(f"remind me {rest} {m.group('when')}")
    if (m := _WHEN_THAT.match(text)) is not None and not m.group("when").startswith(("to ", "about ")):
        out.append(f"remind me {m.group('when')} about {m.group('task')}")
    if (m := _WHEN_FOR.match(text)) is not None:
        out.append(f"remind me {m.group('when')} about {m.group('task')}")
    if (m := _THAT_FIRST.match(text)) is not None:
        out.append(f"remind me about {m.group('rest')}")
    if (m := _TELEGRAPHIC.match(text)) is not None and not _ONLY_COURTESY.fullmatch(m.group("rest")):
        out.extend(_telegraphic(m.group("rest"), now))
    out.extend(r for read, m in _NAMED_TIMER.found(text, "match") if (r := read(m)))
    if (m := _COUNT.match(text)) is not None:
        out.append(f"what {m.group('kind')} do i have")
    if (m := _SET_ONE.match(text)) is not None and _AMOUNT_OF_TIME.search(m.group("rest")):
        out.append(f"set a timer for {m.group('rest')}")
    if (m := _NEED_ONE.match(text)) is not None:
        rest = m.group("rest")
        label = re.sub(r"^(?:the|my|our|some) ", "", rest)
        out.append(f"set a timer for {rest}" if _AMOUNT_OF_TIME.search(rest) or len(label.split()) > 2
                   else f"set a {label} timer")  # no length yet: asked back, with its name
    if (name := given_name(text)) and (said := _LENGTH.search(text)) and _ORDERED_TIMER.search(text) and not narrates(text, "timer_set"):
        out.append(f"set a {name} timer for {said.group(0)}")  # "..., give them a 20 minute timer called chips"
    if (length := _length_first(text) or purpose_reading(text)) is not None:  # "give me 7 minutes for the tea"
        out.append(length)
    if (m := _TAKE_OFF.match(text)) is not None and (
            r := _add_time(m.group("amount"), m.group("label"), "remove", "from")):
        out.append(r)
    out.extend(fronted_readings(text, now))  # the thing said first, the order after (agent/fronted_timers.py)
    out.extend(phrasing_readings(normalized))  # courtesy, slang, "another one", status questions (order_phrasings)
    return [r for r in dict.fromkeys(out) if r != normalized]


def _length_first(text: str) -> str | None:
    """ "the pasta takes 11 minutes can i have a timer": a timer of the one length said before it was asked for."""
    ask = _ASKS_TIMER.search(text)
    if ask is None:
        return None
    before, after = text[: ask.start()], text[ask.end():]
    amounts = list(_LENGTH.finditer(before))
    if len(amounts) != 1 or _NOT_A_LENGTH.search(before) or _LENGTH.search(after) or re.search(r"\d", after) or (
            re.search(rf"\b(?:{NEGATION}|{NOT})\b", text)):  # "the pasta takes 10 minutes i dont need a timer for it"
        return None  # "ten minutes ago i set a timer", "... a timer for ten minutes" (the rules read that one)
    return f"set a timer for {amounts[0].group(0)}"


# a day alone, said for a reminder whose task is not said yet: "remind me on friday", "a reminder for tomorrow morning"
_DAY_ONLY = re.compile(rf"(?:(?:on|for|this|next|this coming) )*(?:{'|'.join(WEEKDAYS)}|tomorrow|today|tonight)"
                       r"(?: (?:morning|afternoon|evening|night))?")


def day_only(when: str) -> bool:
    """True when ``when`` names a day and no time ("on friday", "tomorrow morning")."""
    return _DAY_ONLY.fullmatch(when) is not None


def time_only_reminder(normalized: str, now: datetime) -> str | None:
    """ "remind me at 5", "remind me on friday": the time or the day (as said) of a reminder whose task is not said
    yet; None otherwise. The answer completes it ("to call the plumber"), and a day alone then asks its time."""
    m = _TIME_ONLY.match(normalized)
    # "to" of a clock ("at quarter to 4", "at ten to six") is no task; "to call the plumber" is
    if m is None or re.search(rf"^to\b|\b(?:to(?! (?:\d{{1,2}}|{CLOCK_HOURS})(?: ?[ap]m| oclock| in the \w+)?$)|about|that)\b",
                              m.group("when")):
        return None
    when = m.group("when")
    if day_only(when):
        return when if when.split()[0] in ("on", "this", "next", "tomorrow", "tonight", "today") else f"on {when}"
    return when if len(when.split()) <= MAX_WHEN_WORDS and reminder_time(when, now) is not None else None
