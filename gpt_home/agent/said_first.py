"""The thing said first, the act on "it" after (issue 15, round 18).

Households name the thing, say what is up with it, and only then ask, pointing back with "it" or "that":
"the rice is going on now, give it an 18 minute timer", "the rice needs a bit longer, add 3 minutes to it", "the
boiler service needs booking, put it on my to do list", "i dont need the 10 pm alarm any more, cancel it", "the
dentist one, i dont need that reminder now". The rules read the act and find no thing ("add 3 minutes to it": which
timer?), and the composer leaves the remark's words unconsumed, so nothing was done, or worse, the wrong thing.

Here a sentence is read as exactly one REMARK that names the thing, then one ACT on it, each a whole pattern (the
sentence must be consumed by the two and fillers), and put as the plain command the rules carry out:

- cooking ("the rice is going on now", "the pasta is in") + a timer's length ("give it an 18 minute timer", "set a 10
  minute timer for it") -> "set a 18 minute timer for the rice";
- needs longer ("the rice needs a bit longer") + more time ("add 3 minutes to it", "give it 5 more minutes") ->
  "add 3 minutes to the rice timer";
- a job it needs ("the boiler service needs booking") + onto a list ("put it on my to do list") -> "add book the
  boiler service to the to do list" (the job's verb only when known, else the thing alone);
- not needed any more ("i dont need the 10 pm alarm any more"; "the dentist one, i dont need that reminder now"),
  with or without "cancel it" -> "cancel the 10 pm alarm", "cancel the reminder about dentist".

Must-nots, by construction: a remark told of someone else or another time ("my son said the rice is on ...", "the
rice was on ..."), a question ("does the rice need longer"), a wish or condition ("if the rice needs longer add ...")
match no remark; an act negated ("dont add it") matches no act. Pure: text in, a command or None out.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.timeparse import numeralize, parse_duration

_LEAD = r"^(?:(?:oh|ok|okay|so|right|and|um|uh|well|actually|hey) )*"
_GLUE = r"(?:(?:so|and|then|please|now|ok|okay|just|right|oh|can you|could you|would you|will you) )*"
_AFTER = r"(?: (?:please|thanks|thank you|for me|will you|would you|now|then|too|cheers|ta))*$"
_DET = r"(?:the |my |our |that |this )?"
_THING = r"(?P<thing>[a-z]+(?: [a-z]+){0,2}?)"
_IT = r"(?:it|them|that|that one|this one|this)"
_LENGTH = r"(?:(?:an? |another |an extra )?(?:\d+ |[a-z]+ ){0,3}(?:hours?|minutes?|mins?|seconds?|secs?)(?: and a half)?)"
_UNIT = re.compile(r"\b(?:hours?|minutes?|mins?|seconds?|secs?)\b(?: and a half)?")
# words a thing named first never is: a pronoun, a question, a person, a negation, a time said instead
_NOT_A_THING = frozenset("""i we you he she they it its this that there what which who how when why where whether if
dont didnt not no never said says told asked think thought timer timers alarm alarms reminder reminders list lists
one mum dad son daughter wife husband kids does do did is are was were can could will would should has have had
may might must shall am""".split())

# --- remarks: each names the thing (and, for a job, the job) ----------------------------------------------------
_COOKING = re.compile(rf"{_LEAD}{_DET}{_THING} (?:is|are|goes|go|is going|are going|has gone|have gone|just went|"
                      r"went|is just going|are just going) (?:into the oven|in the oven|on the hob|in the pan|in the pot|on the "
                      r"stove|on to boil|on to cook|on|in)(?: now| just now| right now| now then)?(?=,| |$)")
_LONGER = re.compile(rf"{_LEAD}{_DET}{_THING} (?:needs?|wants?|could do with|could use) (?:a (?:bit|little|touch|tad) |"
                     r"some |a few minutes |an? (?:few|couple) )?(?:longer|more time|more)")
_JOB = re.compile(rf"{_LEAD}{_DET}{_THING} (?:needs?|wants?) (?P<job>[a-z]+ing)(?: (?:soon|this week|sometime|at some "
                  r"point))?")
_KIND = r"(?P<kind>alarm|reminder|timer)"
_UNNEEDED = re.compile(rf"{_LEAD}(?:i|we) (?:dont|do not|no longer) need (?:the |my |that |this )(?P<what>(?:[a-z0-9]+ )"
                       rf"{{0,2}}?){_KIND}(?P<more> (?:any ?more|now|after all|today|any longer))?")
_ONE_FIRST = re.compile(rf"{_LEAD}(?:the|my|that) (?P<first>[a-z0-9]+(?: [a-z0-9]+)?) one")

# --- acts, said after the remark -----------------------------------------------------------------------------
_SET = re.compile(rf"^{_GLUE}(?:(?:give|set|start|put on|time) {_IT} (?:for |on for )?(?:an? )?{_LENGTH}(?: timer)?|"
                  rf"(?:set|start|give|put on|make) (?:me )?(?:an? )?{_LENGTH} timer(?: (?:for|on) {_IT})?|"
                  rf"(?:an? )?{_LENGTH} timer (?:for|on) {_IT}){_AFTER}")
_MORE = re.compile(rf"^{_GLUE}(?:(?:add|put|stick|give it|give that) (?:another |an extra )?{_LENGTH}(?: more| extra)?"
                   rf"(?: (?:to|on|onto) (?:{_IT}|its timer|the timer))?){_AFTER}")
_LISTED = re.compile(rf"^{_GLUE}(?:put|add|stick|pop|write|jot|bung) {_IT}(?: down)? (?:on|to|onto|in) (?:the |my |our )?"
                     rf"(?P<name>to do|todo|shopping|grocery)? ?list{_AFTER}")
_CANCEL = re.compile(rf"^{_GLUE}(?:cancel|delete|remove|scrap|clear|get rid of|turn off|switch off|bin|ditch) {_IT}"
                     rf"(?: for me)?{_AFTER}")

# the job's verb ("booking" -> "book") for the jobs a to-do list holds; an unknown one keeps the thing alone
_JOB_VERBS = frozenset("""book fix service renew clean paint pay sort replace repair mend check cut mow wash empty order
change tidy call ring water feed collect return post sign file cancel update tax insure sweep hoover iron defrost
descale bleed oil trim prune weed organise organize arrange schedule clear chase""".split())


def _ing(verb: str) -> str:
    if verb.endswith("e") and not verb.endswith("ee"):
        return verb[:-1] + "ing"
    return verb + "ing"


JOB_OF = {_ing(v): v for v in _JOB_VERBS} | {"cutting": "cut"}


def _thing(match: re.Match[str]) -> str | None:
    thing = match.group("thing")
    return None if set(thing.split()) & _NOT_A_THING else thing


_NOT_LENGTH = frozenset("it them that this give set add put an a another".split())


def _length(match: re.Match[str]) -> str | None:
    """The length said in the act ("an 18 minute", "5 more minutes" -> "18 minute", "5 minutes"): the longest run of
    number words before the unit that reads as a duration."""
    act = match.group(0)
    unit = _UNIT.search(act)
    if unit is None:
        return None
    before = [w for w in act[:unit.start()].split() if w not in ("more", "extra")]
    for size in range(min(3, len(before)), 0, -1):
        said = " ".join([*before[-size:], unit.group(0)])
        if (before[-size] not in _NOT_LENGTH or (size == 1 and before[-1] in ("a", "an"))) and \
                parse_duration(numeralize(said)) is not None:
            return said
    return None


def _timer_set(remark: re.Match[str], act: re.Match[str]) -> str | None:
    thing, length = _thing(remark), _length(act)
    if not thing or not length:
        return None
    return f"set {length if length.startswith(('a ', 'an ')) else 'a ' + length} timer for the {thing}"


def _timer_more(remark: re.Match[str], act: re.Match[str]) -> str | None:
    thing, length = _thing(remark), _length(act)
    return f"add {length} to the {thing} timer" if thing and length and len(thing.split()) == 1 else None


def _job_listed(remark: re.Match[str], act: re.Match[str]) -> str | None:
    thing = _thing(remark)
    if thing is None:
        return None
    verb = JOB_OF.get(remark.group("job"))
    item = f"{verb} the {thing}" if verb else thing
    return f"add {item} to the {act.group('name') or 'to do'} list"


# (remark, act, reading): the first whole match wins
_PAIRS: tuple[tuple[re.Pattern[str], re.Pattern[str], Callable[[re.Match[str], re.Match[str]], str | None]], ...] = (
    (_COOKING, _SET, _timer_set),
    (_LONGER, _MORE, _timer_more),
    (_COOKING, _MORE, _timer_more),
    (_JOB, _LISTED, _job_listed),
)


def _cancelled(text: str) -> str | None:
    """ "i dont need the 10 pm alarm any more (cancel it)", "the dentist one i dont need that reminder now"."""
    first = _ONE_FIRST.match(text)
    rest = text[first.end():].lstrip() if first else text
    unneeded = _UNNEEDED.match(rest)
    if unneeded is None:
        return None
    after = rest[unneeded.end():].strip()
    if after and _CANCEL.match(after) is None:
        return None
    what, kind = unneeded.group("what").strip(), unneeded.group("kind")
    if first is not None:  # "the dentist one, ... that reminder": the one named first
        if what or (name := first.group("first")) in _NOT_A_THING:
            return None
        what = name
    if not what or (not after and not unneeded.group("more")):
        return None  # "i dont need that alarm": which, and is it a request? Left to the rules
    if re.fullmatch(r"\d{1,2}(?: \d{2})?(?: ?(?:am|pm|oclock))?|\d{1,2}:\d{2}(?: ?(?:am|pm))?", what):
        return f"cancel the {what} {kind}"
    if set(what.split()) & _NOT_A_THING or len(what.split()) > 2:
        return None
    return f"cancel the {kind} about {what}" if kind == "reminder" else f"cancel the {what} {kind}"


def said_first(normalized: str) -> str | None:
    """The plain command for a thing said first and an act on "it" after, or None."""
    if (gone := _cancelled(normalized)) is not None:
        return gone
    for remark_pattern, act_pattern, reading in _PAIRS:
        remark = remark_pattern.match(normalized)
        if remark is None:
            continue
        act = act_pattern.match(normalized[remark.end():].strip())
        if act is not None and (command := reading(remark, act)) is not None:
            return command
    return None
