"""A timer, alarm, reminder or list command said in one breath with something else around it:

- a check or a remark before it: "are you there set a timer for 2 minutes", "im off to bed wake me at 7", "you awake
  remind me at 9 to ring the garage" (the command is carried out as if said alone);
- "and another thing" after it: "set a timer for 5 minutes and another thing add milk to the list" (both done),
  "set a timer for 5 minutes and one more thing" (done, then "What's the other thing?": never dropped);
- a second kind said short: "set a timer for 5 minutes and a reminder for 7" (the timer set, the reminder's task
  asked for), "set an alarm for 6 and a timer for 10 minutes";
- "how long" said bare while a timer runs: how long is left on it (with none running, the model answers);
- a question to answer LATER: "in 5 minutes tell me what time it is": nothing is set (a timer would ignore the
  question), said honestly with what can be done.

The opener must be a check, a greeting or a leaving remark, and the command must follow it with its own verb, so a
report or a wish ("i was about to set a timer", "she said wake me at 7") is never carried out here. The first part of
"and another thing" must be a command the rules read as said (``once``); nothing is done when it is not. Pure but
for the callables the dialogue passes in.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gpt_home.skills import self_remarks
from gpt_home.skills.asking_back import SkillReply, expects_answer
from gpt_home.skills.list_orders import list_readings

_LOGGER = logging.getLogger(__name__)

_VERB = (r"(?:(?:please|can you|could you|would you|will you|just) )*(?:set|start|put|make|wake|get me up|remind|add|"
         r"cancel|give me a (?:shout|nudge)|time)\b")
_CHECK = (r"(?:are you (?:there|awake|listening|on|with me)|you (?:there|awake|listening|up)|(?:can you )?hear me|"
          r"is (?:this|it) (?:thing )?on|(?:is )?any(?:one|body) (?:there|home)|wake up)")
_LEAVING = (r"(?:(?:im|i am|were|we are|i m) (?:off|going|heading|going off|away|popping) (?:up )?(?:to bed|to sleep|"
            r"upstairs|to work|out|to the shops)|(?:im|i am|were|we are) (?:going to|gonna) (?:bed|sleep)|"
            r"(?:off|time) (?:to|for) bed|bed ?time|night night|nighty night|good ?night|"
            r"(?:im|i am) (?:tired|shattered|knackered|exhausted|done for the day))")
_OPENED = re.compile(rf"^(?:(?:oh|ok|okay|right|so|um|uh|hey|hi|hello) )*(?:{_CHECK}|{_LEAVING})(?: now| then)?"
                     rf"(?: (?:so|and|ok|okay|right|then|anyway|please))* (?P<command>{_VERB}.+)$")
_MORE = re.compile(r" (?:(?:and|oh|also|plus|then|but) )*(?:another thing|one more thing|one other thing|something "
                   r"else|(?P<n>another|a couple of|a few|two|2|three|3|some)(?: (?:two|2|three|3|few|couple of))? "
                   r"(?:more |other )?things)"
                   r"(?: (?:too|as well|actually|now|for you|i need|while (?:youre|you are|im|i am) at it))*"
                   r"(?: (?:is|its|it is|can you|could you))?(?: (?P<rest>.+))?$")
_KINDS = r"(?:timer|alarm|reminder)"
_SECOND_KIND = re.compile(rf"^(?P<first>{_VERB}.*?\b(?P<k1>{_KINDS})\b.+?) and (?:(?:also|then) )?"
                          rf"(?:(?:set|make|start) )?(?:me )?(?:a|an) (?P<k2>{_KINDS}) (?P<rest>(?:for|at|in|on|"
                          r"tomorrow|tonight|to|about) .+)$")
_REMINDER_SET = re.compile(r"^(?:(?:please|can you|could you) )*(?:set|make|start|add|create) (?:me )?an? reminder "
                           r"(?P<rest>.+)$")
_CLOCK_START = re.compile(r"^for (?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|"
                          r"quarter|noon|midday|midnight)\b)")
_HOW_LONG = re.compile(
    r"^(?:(?:so|and|ok|okay|um|uh|well|right|then) )*(?:is it (?:nearly|almost) (?:done|up|finished|time)|"
    r"how (?:long|much longer|much time|many minutes)(?: is)?)"
    r"(?: (?:now|then|left|to go|remaining|is left|is it|is that|has it got|does it have|have i got|have we got|"
    r"do i have|do we have|on it|on that|till it goes off|until it goes off|till its done|until its done|"
    r"till it rings|until it rings|before it goes off|before it rings|please|yet))*$")
_LENGTH_ONE = re.compile(r"^how (?:long|much time|many minutes) (?:is |are )?(?:left|remaining|to go) (?:on|for) the "
                         r"(?P<length>[a-z0-9 ]+? (?:minute|min|hour|second)s?) one$")
# "in 5 minutes tell me what time it is", "at 6 let me know the weather": a question to be answered later
_LATER_QUESTION = re.compile(
    r"^(?:(?:can you|could you|please) )*(?:in|at|after) (?P<when>[a-z0-9 ]+?) (?:(?:can you|could you|please) )*"
    r"(?:tell me|let me know|say|give me) (?P<what>(?:what|whats|how|hows) .+|the (?:time|weather|forecast|news|"
    r"score|temperature)(?: .+)?)$")
# "and eggs", "oh and some bread too", "also butter": an item said after an add, nothing else
_NOT_MORE = (r"(?!(?:the|my|our|it|that|this|what|whats|how|is|are|can|could|will|would|then|now|thanks|thank|please|"
             r"cancel|set|turn|switch|remind|wake|stop|take|remove|me|you|us|i|we|them|him|her|yes|no|not|same|"
             r"scratch|strike|cross|tick|delete|scrap|ditch|nix|axe)\b)")  # "oh and cross onions": a removal, never more
# "toothpaste as well, almost forgot that", "and bin bags too silly me": a word about the speaker's memory after it
_AFTERTHOUGHT = (r"(?: (?:(?:i |id )?(?:almost|nearly|clean|completely) forgot(?: (?:that|it|them|about (?:that|it|them)|"
                 r"that one))?|silly me|while i think of it|before i forget|now i think of it))?")
_AND_MORE = re.compile(rf"^(?:(?:oh|and|also|plus|um|uh) )*(?:and|also|plus) (?:(?:some|a|an) )?{_NOT_MORE}"
                       r"(?P<items>[a-z]+(?: [a-z]+){0,3}?)(?: too| as well| please)?" + _AFTERTHOUGHT + "$")
# "flour too please", "oh some milk as well": the item first, the word that adds it after
_MORE_TOO = re.compile(rf"^(?:(?:oh|um|uh) )*(?:(?:some|a|an) )?{_NOT_MORE}(?P<items>[a-z]+(?: [a-z]+){{0,3}}?)"
                       r" (?:too|as well)(?: please)?" + _AFTERTHOUGHT + "$")
_ADDED = re.compile(r"^(?:(?:please|can you|could you|and|oh) )*(?:add|put|stick|pop) .+?(?: (?:to|on|onto) "
                    r"(?P<list>(?:the|my|our) (?:[a-z]+ ){0,2}list))?$")
# the add said after its item and a reason (round 17): "we need onions stick them on the list" (no negation, report
# or question before it: "i didnt put them on the list" added nothing)
_ADDED_AFTER = re.compile(r"^(?!(?:is|are|did|do|does|have|has|what|whats|why|who)\b)(?!.*\b(?:dont|do not|not|never|"
                          r"didnt|was|were|if|said|says|remove|take|off)\b)(?:[a-z]+ ){1,10}(?:add|put|stick|pop|bung) (?:it|them|that|those|one|some)"
                          r" (?:to|on|onto) (?P<list>(?:the|my|our) (?:[a-z]+ ){0,2}list)(?: too| as well| please| will you|"
                          r" would you| for me| thanks)*$")
# "my teacher says i have to read for 15 minutes can you time me": a length said anywhere, then "time me/it"
_TIME_ME = re.compile(r"\b(?:can you |could you |will you |please |would you )?(?:time|keep time on) (?:me|it|us|this|"
                      r"that|him|her|them|em)"
                      r"(?: for (?:me|us)| please| then| love| mate)*$")
# the thing timed said first: "the roast is going in now", "scones in the oven for 14 minutes"
_THING_FIRST = re.compile(r"^(?:the |my |our )?(?P<thing>[a-z]+(?: (?!is\b|are\b)[a-z]+)?) (?:needs?|is in|are in|in the|goes in|"
                          r"go in|(?:is |are )?going in|(?:is|are) (?:cooking|baking|boiling|roasting|proving|resting))\b")
_NOT_THING = frozenset("i we it this that they he she you timer me".split())
_LENGTH = re.compile(r"\b(?:for )?(?P<length>(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                     r"fifteen|twenty|thirty|forty|forty five|fifty|sixty|ninety|half an?|a quarter of an?)"
                     r"(?: and a half)? (?:minutes?|mins?|hours?|hrs?|seconds?|secs?))\b")
# "can you do one of those timer things for me": a timer asked for in other words, its length asked back
_TIMER_THING = re.compile(r"^(?:(?:can you|could you|will you|please|just) )*(?:do|make|set|start|put on|give me|get|"
                          r"set up) (?:me )?(?:one of )?(?:those|them|these|that|the|a) timer ?(?:things?|thingies|"
                          r"thingys|thingy|jobs?|things? on)(?: for me| please| on)*$")
# "could you time the eggs for me", "time my run please": a timer for that thing, its length asked for
_TIME_THING = re.compile(r"^(?:(?:can you|could you|will you|would you|please|just|oh|so|and) )*time (?:the|my|our) "
                         r"(?P<thing>(?!(?:timer|time|alarm|one)\b)[a-z]+(?: [a-z]+)?)(?: for (?:me|us)| please)*$")
# "i have alarm for sunday or not", "is there a timer on or not": a yes-no question said as a statement
_OR_NOT = re.compile(r"^(?:(?:so|and|um|uh) )*(?:(?:i|we) (?:have|got|have got)|there is|theres|there are) (?P<rest>(?:an? |"
                     r"any |some )?(?:alarm|timer|reminder)s? .+?) or not$")
# one item put in another's place on a list: "take away the crisps from shopping list and put there rice", "swap
# the crisps for rice on the shopping list", "replace the butter with marge on my list"
_LIST = r"(?:(?:the|my|our) )?(?P<name>(?:[a-z]+ ){0,2}?)list"
_SWAPS = (
    re.compile(rf"^(?:(?:please|can you|could you) )*(?:take|remove|delete|cross|get rid of)(?: away| off| out)? "
               rf"(?P<old>[a-z ]+?) (?:from|off|off of|out of) {_LIST} (?:and )?(?:put|add|stick)(?: there| on| in)? "
               r"(?P<new>[a-z ]+?)(?: there| on| on it| in| instead| in its place)*$"),
    re.compile(rf"^(?:(?:please|can you|could you) )*(?:swap|switch|change|replace) (?P<old>[a-z ]+?) (?:for|with|to) "
               rf"(?P<new>[a-z ]+?) (?:on|in) {_LIST}$"),
)
_HOUR = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})"
# a clock time said alone, nothing pending: "uh quarter to eight", "half six", "7 30 am"
_BARE_TIME = re.compile(rf"^(?:(?:uh|um|er|erm|so|oh|at|for) )*(?P<when>(?:quarter|half|twenty|ten|five|twenty five) "
                        rf"(?:to|past) {_HOUR}|half {_HOUR}|{_HOUR} oclock|\d{{1,2}}(?::\d\d| \d\d)? ?(?:am|pm)|"
                        r"noon|midnight)(?: (?:tomorrow|tonight|in the morning|in the evening))?$")
# a reminder's task and time said without "remind me": "uh to feed the fish at five"
_TASK_FIRST = re.compile(r"^(?:(?:uh|um|er|oh|and|so) )*(?P<rest>to (?!(?:be|me|you|us|him|her|them|it|the|my|a|an|"
                         r"this|that|do|say|tell)\b)[a-z]+ [a-z0-9 ]*?\b(?:at|tomorrow|tonight) [a-z0-9 ]+)$")
_TIME_ASKED = re.compile(r"^(?:what time it is|whats the time|what the time is|the time)(?: then| now| again)?$")


@dataclass(frozen=True, slots=True)
class Breath:
    """What a family here may do: ``once`` reads a text by the rules and templates alone and carries it out (the
    reply or None); ``full`` runs the whole local turn on a part (asking back included); ``running`` lists the
    speaker's pending timers; ``before`` the speaker's turn before this one."""

    once: Callable[[str], str | None]
    full: Callable[[str], str | None]
    running: Callable[[], Sequence[Any]]
    before: Callable[[], str | None] = lambda: None  # the speaker's turn before this one (within minutes), or None
    heard: str = ""  # the words as heard, lower case ("and eggs": the "and" normalizing drops)


def reply(normalized: str, turn: Breath) -> str | None:
    """The reply when ``normalized`` is one of the breaths above, each part carried out; None otherwise."""
    for family in (_opened, _more_things, _second_kind, _how_long, _later_question, _and_more, _time_me, _timer_thing,
                   _or_not, _swap, _bare_time, _task_first):
        if (said := family(normalized, turn)) is not None:
            _LOGGER.debug("command breath (%s): %r", family.__name__.strip("_"), normalized)
            return said
    return None


def _opened(normalized: str, turn: Breath) -> str | None:
    m = _OPENED.match(normalized)
    if m is None and (remarked := self_remarks.command(normalized)) is not None:
        return turn.full(remarked)  # "im cooking could the kitchen light ...", "... i not hear you" (skills/self_remarks.py)
    return turn.full(m.group("command")) if m else None


def _more_things(normalized: str, turn: Breath) -> str | None:
    m = _MORE.search(normalized)
    if m is None or m.start() == 0:
        return None
    first = turn.once(normalized[: m.start()])
    if first is None:
        return None  # "i set a timer and another thing happened": no command first, nothing done here
    many = m.group("n") not in (None, "another") or normalized[m.start():].split()[-1] == "things"
    rest = m.group("rest")
    if not rest:
        question = "What are the other things?" if many else "What's the other thing?"
        return SkillReply(f"{first} {question}", expects_answer=True)
    second = turn.full(rest)
    if second is None:
        return SkillReply(f"{first} I didn't catch the other thing: what was it?", expects_answer=True)
    return SkillReply(f"{first} {second}", expects_answer=expects_answer(second))


def _second_kind(normalized: str, turn: Breath) -> str | None:
    m = _SECOND_KIND.match(normalized)
    if m is None or m.group("k1") == m.group("k2"):
        return None  # the same kind twice is a pair (agent/timer_pairs.py)
    first, second = _as_said(m.group("first")), _as_said(f"set a {m.group('k2')} {m.group('rest')}")
    if m.group("k1") == "reminder" and not re.search(r"\b(?:to|about)\b", first):
        first, second = second, first  # "a reminder for 7 and a timer ...": the timer set, then the task asked for
    if (done := turn.full(first)) is None:
        return None
    then = turn.full(second)
    if then is None:
        return SkillReply(f"{done} I didn't catch the second part: what was it?", expects_answer=True)
    return SkillReply(f"{done} {then}", expects_answer=expects_answer(then))


def _as_said(part: str) -> str:
    """ "set a reminder for 7": "remind me at 7", as the rules read a reminder; "set a alarm ...": "set an alarm"."""
    m = _REMINDER_SET.match(part)
    if m is None:
        return part.replace("set a alarm", "set an alarm")
    return "remind me " + _CLOCK_START.sub("at ", m.group("rest")).removeprefix("for ")


def _how_long(normalized: str, turn: Breath) -> str | None:
    if (one := _LENGTH_ONE.match(normalized)) is not None:  # "how long is left on the 40 minute one"
        return turn.once(f"how long is left on the {one.group('length')} timer")
    if not _HOW_LONG.match(normalized) or not turn.running():
        return None
    return turn.once("how long is left on the timer")


def _later_question(normalized: str, turn: Breath) -> str | None:
    m = _LATER_QUESTION.match(normalized)
    if m is None:
        return None  # "in an hour tell me to check the oven" is a reminder (the rules read it)
    now = turn.once("what time is it") if _TIME_ASKED.match(m.group("what")) else None
    when = m.group("when")
    offer = f"set a timer for {when}" if normalized.startswith(("in ", "after ")) else f"set an alarm for {when}"
    return (f"{now + ' ' if now else ''}I can't answer a question later on my own yet: ask me again then, or say "
            f"'{offer}' and I'll ring.")


def _and_more(normalized: str, turn: Breath) -> str | None:
    """ "and eggs", "oh and bread too", "flour too please" right after "add milk to the list": more items on the list
    just added to."""
    heard = " ".join(re.sub(r"[^a-z0-9 ]", " ", turn.heard.replace("'", "")).split())
    m = _AND_MORE.match(heard) or _MORE_TOO.match(heard)
    said = turn.before() if m else None
    if said:  # "were out of garlic add it ...": we're, its apostrophe lost (never "we were")
        said = re.sub(r"^((?:(?:oh|um|uh|er|so|well|right|ah|and) )*)were (?=(?:all |completely |totally |nearly |"
                      r"almost )?(?:out of|low on|short of|running)\b)", r"\1we are ", said)  # "oh were out of"
    added = (_ADDED.match(said) or _ADDED_AFTER.match(said)) if said else None
    if m is not None and said and added is None:  # "oh and toothpaste were on the last tube add it to the list": an
        added = next((a for r in list_readings(said) if (a := _ADDED.match(r))), None)  # add in another order
    if m is None or added is None:
        return None
    return turn.once(f"add {m.group('items')} to {added.group('list') or 'the shopping list'}")


def _time_me(normalized: str, turn: Breath) -> str | None:
    """ "i have to read for 15 minutes can you time me": a timer of the length said; asked for when none is."""
    if not _TIME_ME.search(normalized) or re.search(r"\b(?:dont|do not|never|no need|not)\b", normalized):
        return None  # "dont time me", "you can not time me": nothing set
    lengths = _LENGTH.findall(normalized)
    if len(lengths) > 1:
        return None  # two lengths: which one is not guessed (the rest of the turn reads it)
    thing = _THING_FIRST.match(normalized)  # "the chicken needs 40 minutes, time it": the chicken timer
    name = f"{thing.group('thing')} " if thing and thing.group("thing").split()[-1] not in _NOT_THING else ""
    return turn.full(f"set a {name}timer for {lengths[0]}" if lengths else f"set a {name}timer")


def _timer_thing(normalized: str, turn: Breath) -> str | None:
    if (timed := _TIME_THING.match(normalized)) is not None:  # "could you time the eggs for me": how long, asked
        return turn.full(f"set a timer for the {timed.group('thing')}")
    return turn.full("set a timer") if _TIMER_THING.match(normalized) else None


def _or_not(normalized: str, turn: Breath) -> str | None:
    """ "i have alarm for sunday or not": asked as "do i have an alarm for sunday" (nothing is set or changed)."""
    m = _OR_NOT.match(normalized)
    if m is None:
        return None
    rest = m.group("rest")
    return turn.full(f"do i have {rest if rest.startswith(('a ', 'an ', 'any ', 'some ')) else 'an ' + rest}")


def _swap(normalized: str, turn: Breath) -> str | None:
    """ "take away the crisps from shopping list and put there rice": the crisps taken off, the rice put on."""
    m = next((m for pattern in _SWAPS if (m := pattern.match(normalized)) is not None), None)
    if m is None or not m.group("new").strip() or m.group("new").split()[0] in ("it", "them", "that", "the", "a"):
        return None  # "... and put it back": no item named
    where = f"the {m.group('name') or ''}list".replace("the list", "the shopping list")
    gone = turn.once(f"remove {m.group('old')} from {where}")
    added = turn.once(f"add {m.group('new')} to {where}") if gone is not None else None
    return f"{gone} {added}" if added is not None else None


def _bare_time(normalized: str, turn: Breath) -> str | None:
    """ "uh quarter to eight" with nothing asked: which of the two is meant is asked, nothing is set on a guess."""
    if (m := _BARE_TIME.match(normalized)) is None:
        return None
    when = m.group("when")
    return (f"At {when}: did you want an alarm or a reminder? Say 'set an alarm for {when}' or 'remind me at {when} "
            "to' and what.")


def _task_first(normalized: str, turn: Breath) -> str | None:
    """ "uh to feed the fish at five": a reminder said without "remind me" (the rules read it as if said)."""
    m = _TASK_FIRST.match(normalized)
    return turn.once(f"remind me {m.group('rest')}") if m else None
