"""The thing a remark carries, and the command that points at it (issue 15, round 19).

Households say what is up with a thing and ask for the act in the same breath, pointing back (or ahead) with "it",
"them", "that" or "that one": "the rice is going on now give it an 18 minute timer", "weve run out of flour put it
on the shopping list", "we have got flour after all cross it off the list", "take it off the list i found some
flour", "the rice isnt done yet add 3 minutes to it". The rules read the act and find no thing ("put it on the
list": what?), so they asked back or did nothing.

Here a sentence is split (anywhere, either order) into a REMARK and an ACT. The remark is read as a slot: the thing
is one run of words that no remark word consumed, and the remark's other words must all belong to ONE kind of
remark (started cooking, needs longer, ran out, not needed after all, a job it needs), its cue among them; a
negation only with what it says ("isnt done", "dont need"). The act holds at most one pointing word (none: "the
rice is in, start an 18 minute timer") and otherwise only the words of one act kind (a timer's length, more time,
onto a list, off a list; its verb said), its frames and fillers. A word neither consumed means the sentence said
something else, so nothing is composed: "my wife said the rice is on give it 18 minutes" ("wife said"), "yesterday
we ran out of milk so i put it on the list" ("yesterday", "i"), "weve got flour dont take it off the list" ("dont"),
"is the rice on" (asked), "the rice is going on now" (no act). A stock run out is put as the lists read one ("we
have run out of flour": only a thing bought is added).
The kinds pair as they mean: a timer's length for a thing started, more time for a thing started or not done, onto
a list for a thing run out of or a job, off a list for a thing not needed. Pure: text in, a plain command or None.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from itertools import accumulate

from gpt_home.agent.number_reader import numeralize
from gpt_home.agent.speech_cues import NEGATION, NOT
from gpt_home.agent.timeparse import parse_duration
from gpt_home.agent.verb_frames import FILLERS


class Said(StrEnum):
    """What a remark says of its thing."""

    STARTED = "started"  # "the rice is going on now", "ive just put the pasta on"
    LONGER = "longer"  # "the rice needs a bit longer", "the pasta isnt done yet"
    OUT = "out"  # "weve run out of flour", "theres no milk left"
    GOT = "got"  # "weve got flour after all", "we dont need milk after all", "i found some flour"
    JOB = "job"  # "the boiler service needs booking"


@dataclass(frozen=True)
class Remark:
    said: Said
    thing: str
    job: str = ""  # the job's verb for ``Said.JOB`` ("booking")


_DET = frozenset("the my our some any".split())
# never "were": we are, its apostrophe lost
_ASKING = frozenset("is are has have do does did was can could will would should shall may might".split())
_SUBJECT = frozenset("i we ive weve were im its theres there".split())
_COMMON = FILLERS | frozenset("i we ive weve were im its theres there is are has have".split())
# Each kind: its cue (one must be said) and every other word it may say besides the thing.
_KINDS: dict[Said, tuple[frozenset[str], frozenset[str]]] = {
    Said.STARTED: (frozenset("on in into cooking boiling baking roasting simmering oven hob pot pan stove".split()),
                   frozenset("""going gone goes go went put just started starting cooking boiling baking roasting
                   simmering on in into to the oven hob pot pan stove boil cook already""".split())),
    Said.LONGER: (frozenset("longer more done ready cooked undercooked underdone".split()),
                  frozenset("""needs need wants want a bit little touch tad few more time longer done yet
                  ready still could do with use cooked quite undercooked underdone enough""".split())),
    Said.OUT: (frozenset("out no finished gone none low".split()),  # "were nearly out", "running low on it"
               frozenset("""run ran out of all no more left finished gone used up none completely totally again nearly
               almost practically virtually about running getting low on""".split())),
    Said.GOT: (frozenset("after found bought plenty enough need got still loads already".split()),
               frozenset("got after all need found bought already plenty of enough still loads".split())),
}
_NEGATED = re.compile(rf"\b(?:{NEGATION}|{NOT}|is not|are not) "
                      r"(?P<said>(?:yet |quite |still )?(?:done|ready|cooked)|need|want)\b")
# a stock run out, never only "out" ("the dog is out")
_RAN_OUT = re.compile(r"\b(?:out of|(?:run|ran|all|right|clean) out|no more|none left|no \w+(?: \w+){0,2} left|"
                      r"(?:nearly|almost|practically|virtually|about|running|getting) (?:run )?(?:out|low)|low on|"
                      r"finished|all gone|is gone|are gone|used up)\b|^(?:theres|there is) no ")
_JOB = re.compile(r"^(?:(?:the|my|our) )?(?P<thing>[a-z]+(?: [a-z]+){0,2}?) (?:needs?|wants?) (?P<job>[a-z]+ing)"
                  r"(?: (?:soon|this week|sometime|at some point|again))?$")
# someone used the thing up: "the kids finished the cereal", "my husband ate all the biscuits", "we used up the foil"
_USED_UP = re.compile(r"^(?:the |my |our )?[a-z]+(?: [a-z]+)? (?:(?:has|have|just|already) )*(?:finished|ate|eaten|"
                      r"used up|drank|drunk|polished off|scoffed)(?: off)? (?:all |the last of |off )?(?:the|our|my) "
                      r"(?P<thing>[a-z]+(?: [a-z]+){0,2})$")
# words a thing never is: a pronoun, a person, a question, a negation, a telling or another time
_NOT_A_THING = frozenset("""i we you he she they it its this that these those them there what which who how when why
em where whether if dont didnt not no never said says say told tell asked ask think thought timer timers alarm alarms
reminder reminders list lists one mum dad son daughter wife husband kids does do did is are was were can could will
would should has have had may might must shall am yesterday last week tomorrow today then so and but or because
add put take cross remove delete give set start cancel""".split())
# the words any remark says of its thing: never the thing itself ("needs clearing out" is no thing run out of)
_SAYING = frozenset(w for _cue, vocabulary in _KINDS.values() for w in vocabulary) | frozenset(
    "need needs want wants".split())
_POINTING = frozenset("it them em that this those these".split())  # "chuck em on the list": them, said short

# --- acts: (kind, a cue one of which is said, every other word it may say) ------------------------------------
_FRAME = FILLERS | frozenset("""can could would will you be so kind as to please for me thanks cheers ta kindly
mind""".split())
_LENGTH = re.compile(r"\b(?:an? |one |half an? )?(?:\d+ )?(?:and a half )?(?:more |extra )?(?:hours?|minutes?|mins?|seconds?|secs?)"
                     r"(?: and a half)?\b")


_A_MOMENT = frozenset(("a minute", "a second", "a sec", "a min", "one second", "one sec"))


class Act(StrEnum):
    """What the act asks for the thing pointed at."""

    TIMER = "timer"  # "give it an 18 minute timer", "time it for 18 minutes"
    MORE = "more"  # "add 3 minutes to it", "give it 3 more minutes"
    ONTO = "onto"  # "put it on the shopping list"
    OFF = "off"  # "cross it off the list"


_ACT_WORDS: dict[Act, tuple[frozenset[str], frozenset[str]]] = {
    Act.TIMER: (frozenset("timer time countdown give set start".split()),
                frozenset("give set start time put on do make get a an timer countdown for of".split())),
    Act.MORE: (frozenset("more another extra add".split()),
               frozenset("add put stick give on to onto for another extra more an a".split())),
    # the slang of putting too: "chuck em on the list", "whack it on", "slap it on", "shove it on"
    Act.ONTO: (frozenset("add put stick pop write jot bung go get chuck whack slap shove throw".split()),
               frozenset("""add put stick pop write jot bung go get chuck whack slap shove throw on to onto in the my our list
               down shopping grocery do todo""".split())),
    Act.OFF: (frozenset("cross take remove delete tick strike scratch rub".split()), frozenset("""cross take remove delete tick strike scratch rub off from the
              my our list shopping grocery do todo""".split())),
}
# which act fits which remark
_FITS = {Said.STARTED: (Act.TIMER, Act.MORE), Said.LONGER: (Act.MORE,), Said.OUT: (Act.ONTO,), Said.GOT: (Act.OFF,),
         Said.JOB: (Act.ONTO,)}
_LIST_NAME = re.compile(r"\b(?P<name>shopping|grocery|to do|todo) list\b")


def remark(words: list[str]) -> Remark | None:
    """What ``words`` (one remark, no act) say of their thing, or None when a word belongs to no one kind."""
    if not words or words[0] in _ASKING or words[-1] in _SUBJECT:
        return None  # "is the rice on" asks; "... flour i | put it on the list" tells what was done
    # a negation is read only with what it says: "isnt done", "dont need"; any other "dont" or "not" is left over
    text = _NEGATED.sub(lambda m: m.group("said"), " ".join(words))
    words = text.split()
    if (job := _JOB.match(text)) is not None and not set(job.group("thing").split()) & _NOT_A_THING:
        return Remark(Said.JOB, job.group("thing"), job.group("job"))
    if (used := _USED_UP.match(text)) is not None and not set(used.group("thing").split()) & (_NOT_A_THING | _SAYING):
        return Remark(Said.OUT, used.group("thing"))
    for said, (cue, vocabulary) in _KINDS.items():
        known = _COMMON | vocabulary | _DET
        if not any(w in cue for w in words) or said is Said.OUT and not _RAN_OUT.search(text):
            continue
        runs = _runs(words, known)
        if len(runs) != 1:
            continue
        thing = runs[0]
        if len(thing) <= 3 and not (set(thing[:1] + thing[-1:]) | set(thing) - _INSIDE_NAMES) & (
                _NOT_A_THING | _SAYING | _ACTING) and not any(w.isdigit() for w in thing):
            return Remark(said, " ".join(thing))
    return None


# a remark's word said inside a thing's name, between two of its words: "washing up liquid", "cream of tartar"
_INSIDE_NAMES = frozenset(("up", "of"))


def _runs(words: list[str], known: frozenset[str]) -> list[list[str]]:
    """The runs of words ``known`` does not hold; a run ends at a known word (never at one inside a name)."""
    runs: list[list[str]] = []
    inside = False  # the word before is in the run
    for i, word in enumerate(words):
        if word in known and not (word in _INSIDE_NAMES and inside and i < len(words) - 1
                                  and words[i + 1] not in known):
            inside = False
            continue
        if inside:
            runs[-1].append(word)
        else:
            runs.append([word])
        inside = True
    return runs


def act(words: list[str], fits: tuple[Act, ...]) -> tuple[Act, str] | None:
    """The act ``words`` ask for the thing they point at or leave unsaid (of the kinds that ``fits``), and its length
    or list name; None when two things are pointed at or a word no act consumes."""
    text = " ".join(words)
    text = re.sub(r"\b(that|this) one\b", r"\1", text)
    if sum(w in _POINTING for w in text.split()) > 1:
        return None  # none ("the rice is in, start an 18 minute timer") or one: the remark's thing
    length = _LENGTH.search(numeralize(text))
    rest = [w for w in (_LENGTH.sub(" ", numeralize(text)) if length else text).split() if w not in _POINTING]
    # the length said and whether it is more time: "3 more minutes", "another 3 minutes", "add 3 minutes"
    said = re.sub(r"^(?:an?|one) (?=\d)| (?:more|extra)\b", "", length.group(0).strip()) if length else ""
    more = bool(set(rest) & {"more", "another", "extra", "add"} or length and re.search(r" (?:more|extra) ",
                                                                                         length.group(0)))
    for kind in fits:
        cue, vocabulary = _ACT_WORDS[kind]
        if any(w not in vocabulary and w not in _FRAME for w in rest):
            continue
        if kind in (Act.TIMER, Act.MORE):
            if not said or parse_duration(said) is None or more is not (kind is Act.MORE) or (
                    kind is Act.TIMER and not set(rest) & cue) or said in _A_MOMENT and "timer" not in rest:
                continue  # "the kettle is on, give it a minute": wait, no timer asked
            return kind, said
        if not set(rest) & cue:
            continue
        name = _LIST_NAME.search(text)  # none said ("the list", a learner's "on list"): the shopping list
        return kind, (name.group("name") if name else "")
    return None


def _command(said: Remark, kind: Act, detail: str) -> str:
    thing = said.thing
    if kind is Act.TIMER:
        return f"set a timer for {detail} for the {thing}"
    if kind is Act.MORE:
        return f"add {detail} to the {thing} timer"
    if kind is Act.OFF:
        return f"take {thing} off the {detail or 'shopping'} list"
    if said.said is Said.JOB:
        verb = JOB_OF.get(said.job)  # the job's verb when known ("booking" -> "book"), else the thing alone
        return f"add {verb + ' the ' if verb else ''}{thing} to the {detail or 'to do'} list"
    if detail in ("", "shopping", "grocery"):  # as the lists read a stock run out: only a thing bought is added
        return f"we have run out of {thing}"  # ("we are out of time put it on the list" adds nothing)
    return f"add {thing} to the {detail} list"


# the job's verb ("booking" -> "book") for the jobs a to-do list holds; an unknown one keeps the thing alone
_JOB_VERBS = frozenset("""book fix service renew clean paint pay sort replace repair mend check cut mow wash empty order
change tidy call ring water feed collect return post sign file cancel update tax insure sweep hoover iron defrost
descale bleed oil trim prune weed organise organize arrange schedule clear chase""".split())
JOB_OF = {(v[:-1] if v.endswith("e") and not v.endswith("ee") else v) + "ing": v for v in _JOB_VERBS} | {
    "cutting": "cut"}

# glue at a clause's edge; a reason's word too: "put it on the list because weve run out of flour"
# an act's words are never the thing: "take the rice off | we have loads" has no thing "rice off"
_ACTING = frozenset(w for _cue, vocabulary in _ACT_WORDS.values() for w in vocabulary) - {"shopping", "grocery"}

_EDGE = frozenset("so and then now ok okay right oh please but because cos cause since as".split())


# Words a remark may say besides its thing (any kind's, or taken away with a negation: "isnt", "we dont"). A remark
# holds at most 3 others (its thing) or, said as a job, 9 words in all ("the boiler needs servicing at some point"),
# so a part of the sentence with more than 9 others is no remark: a long sentence is not read at each of its splits.
_REMARK_WORDS = _COMMON | _DET | _SAYING | frozenset("isnt is not arent are i we dont do no longer".split())
_MOST_OTHERS = 9


def pointed(normalized: str) -> str | None:
    """The plain command for a remark carrying a thing and an act pointing at it, in either order, or None."""
    words = normalized.split()
    others = list(accumulate((w not in _REMARK_WORDS for w in words), initial=0))  # before each split
    for i in range(1, len(words)):
        for first, second, odd in ((words[:i], words[i:], others[i]), (words[i:], words[:i], others[-1] - others[i])):
            if odd > _MOST_OTHERS:
                continue
            said = remark(_trim(first))
            if said is None:
                continue
            asked = act(_trim(second), _FITS[said.said])
            if asked is not None:
                return _command(said, *asked)
    return None


def _trim(words: list[str]) -> list[str]:
    """The words without the glue said at a clause's edges ("so", "and then", "please")."""
    start, end = 0, len(words)
    while start < end and words[start] in _EDGE:
        start += 1
    while end > start and words[end - 1] in _EDGE:
        end -= 1
    return words[start:end]
