"""One request or question said after a remark, a story or a lead-in, read by the whole local turn.

"when I was young we learned it, what's the longest river in the world", "its so dark this morning turn the kitchen
light on", "my mate reckons it's coming up, is next year a leap year".

Why: the readers each want the whole sentence to be their request, so a lead-in about the speaker ("the eggs just
went in", "I'm 84") left the sentence read as nothing, or only the basic rules read the part after it and the
knowledge, date and light readers never saw it. This step runs only when the whole sentence read as nothing: it
takes the part after each place a request could start (a comma first, then a question word, a command verb, "can
you", "so ..."), in order, and READS it first with nothing done (``request_parts.one_request``, as the breath reader
does). A part read as a question or small talk is answered by the full local turn. A part read as a command (its
slots complete, since the rules read it whole) is carried out as read, and only when the speaker asks for it now
(the remark reports no one's words, negates nothing and sets no time). A part read as nothing is given to the full
turn only when it names nothing that could be done ("who was the first man on the moon", "youre a star"): a part
with a command's words the readers did not read ("you mustnt, add bananas") is never run, so no reader can act on a
fragment.

Must-nots stay unread: a remark with a negation ("i don't care what day it is"), a reported question or request
("my grandson asked me what the capital is", "i asked my husband to turn off the light") and a part that itself reads
as nothing. Pure apart from the ``read`` callback; one level deep (a part is never split again).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator, Sequence
from contextvars import ContextVar

from gpt_home.agent.light_slots import ROOM_WORDS
from gpt_home.agent.question_reader import QUESTION_INTENTS
from gpt_home.agent.speech_cues import COMMAND_VERB, NEGATION, NOT, PERSON, REPORTED_SPEECH
from gpt_home.agent.spoken_words import CALENDAR_UNIT, CLOCK_WORD, DAY_PART, TIME_UNIT, WEEKDAY
from gpt_home.skills.pointing_back import points_back
from gpt_home.skills.request_parts import one_request

_LOGGER = logging.getLogger(__name__)

_INSIDE: ContextVar[bool] = ContextVar("after_remark_inside", default=False)
_MAX_TRIES = 4
_HELP = "Sorry, I didn't catch what to do with"  # a domain's help text (skills/command_shape.py): no answer yet
_UNHEARD = "Sorry, I didn't catch"
# where a request or a question may start after a remark
_START = re.compile(rf"^(?:what|whats|which|when|whens|how|hows|is|are|who|whos|where|wheres|do|does|"
                    rf"can you|could you|would you|will you|please|just|{COMMAND_VERB}|"
                    r"flip|toss|roll|say|tell)\b")
_COPULA = re.compile(r"^(?:is|are|do|does)\b")
_JOINER = re.compile(r"^(?:so|now|ok|okay|right)$")  # never "and": "i killed the light and put on ..." tells
# what a part read as no request may not name, or it is never run: something that could be done
_DOABLE = re.compile(r"\b(?:lights?|lamps?|timers?|alarms?|reminders?|lists?|volume|louder|quieter|remind|wake)\b")
_WH = re.compile(r"^(?:what|which|who|whose|when|where|why|how)\b")
_VERB = re.compile(rf"\b(?:{COMMAND_VERB})\b")
_ANSWERED = QUESTION_INTENTS | {"GptSmallTalk"}  # read as a question or small talk: nothing is done
# a remark that negates or reports: what follows is no request of the speaker's
_NEGATION = re.compile(rf"\b(?:{NEGATION}|{NOT})\b")
_REPORTED = re.compile(r"\b(?:ask|asked|asks|asking|told|tell|tells|say|said|says|wonder|wondered|wondering|know|knew|"
                       r"remember|forgot|forget|think|thought|whether|if|care|mind|about|how|to|called|named|titled)(?: \S+){0,2}$")


# without a comma or a joiner before it, a request must not follow a subject ("the kids set a timer", "i always
# set one"), and a remark about someone else is a story ("my husband always turns the kitchen light off ...")
_OTHERS = re.compile(rf"\b(?:{PERSON}|kids|children|husband|wife|son|daughter|friend|mate|neighbour|teacher|"
                     r"everyone|everybody|somebody|someone|people)\b")
_SUBJECT_LAST = re.compile(r"\b(?:i|we|you|it|he|she|they|kids|children|people|everyone|everybody)"
                           r"(?: (?:always|usually|normally|often|sometimes|just|already|also|then|still))*$")

# a part that opens with someone doing something tells a story ("so we turned off the light", "she asked what time
# it is in sydney"): never read as the speaker's request; "i need", "i want" asks
_TELLS = re.compile(rf"^(?:i (?!need|want|wanna|would like)|id (?!like)|im|ive|we|were|weve|it|its|there|theres|"
                    rf"{PERSON}|kids|children|husband|wife|friend|mate|everyone|everybody)\b")

# a condition is no remark ("if the toilet overflows what do you do"); a remark ending on a helper verb has its
# subject in it; a request about "it" points back into the remark ("the shower in the kitchen, turn it off")
_IF = re.compile(r"\b(?:if|unless|whenever|in case|suppose|supposing)\b")
_AUXILIARY_LAST = re.compile(r"\b(?:will|would|can|could|should|might|may|must|gonna|did|does|do|has|have|had|"
                             r"is|are|was|were|be|been|and|or|but|then)$")  # "... the light and | put on"
# a remark that is itself the question ("which is healthier, butter or margarine, you decide"), and one ending on a
# named thing or person, the subject of what follows ("my granddaughter | set an alarm", "the shower in the kitchen")
_ASKS = re.compile(r"^(?:what|whats|which|who|whos|how|hows|is|are|do|does|can|could|would|will|should)\b")
_NAMED_LAST = re.compile(r"\b(?:my|our|your|his|her|their|the|a|an) \S+$")
# a remark holding a command is a request of its own ("take the carrots off and add onions"): request_parts reads it
_ORDERS = re.compile(rf"\b(?:{COMMAND_VERB}|please|can you|could you|would you|will you)\b|"
                     # a switch said without a verb: "off with the kitchen light", "kitchen light off", "volume up"
                     r"^(?:on|off) with\b|\b(?:lights?|lamps?|volume) (?:on|off|up|down)$")

# a remark ending in a time or a delay gives the request its time ("merry christmas and in five minutes | turn off the
# kitchen light"): the request read alone would be done now, so it is never split there
_WHEN_LAST = re.compile(rf"\b(?:in|after|within|for|at|by|around|about|from) (?:\S+ ){{0,2}}(?:{TIME_UNIT}|{CALENDAR_UNIT}|"
                        rf"{CLOCK_WORD}|{DAY_PART}|{WEEKDAY}|\d\S*)$|\b(?:later|in a (?:bit|while|sec))$")
# a remark ending in a word that wants a noun cuts a thing's name ("i bought a | roll of tape"): no request follows
_DANGLING = re.compile(r"\b(?:a|an|the|some|my|your|our|his|her|their|of|to|for|with|and|or)$")
# an act after someone's words ("my wife says, cancel that") or after a time it is meant for ("after dinner turn off the
# kitchen light", "tomorrow morning turn on the kitchen light") is never done now; a question after them is still read,
# and so is the speaker's own act after "so" ("teacher said read twenty minutes so make a timer")
_SPEECH = re.compile(rf"\b(?:{REPORTED_SPEECH})\b|\b(?:you|they|we|people|to|would) say$")  # "a game where you say, ..."
# a command said after a command's negation or to someone else ("no dont, ...", "i wasnt asking you, ...")
_NOT_ASKED = re.compile(rf"\b(?:{NEGATION})\b|\b(?:not|wasnt|isnt|werent|arent) (?:for|asking|talking to|speaking to|"
                        r"meant for) you\b")
_TIME_LED = re.compile(rf"^(?:tomorrow|tonight|later|once|as soon as|after|before|while|when|whenever|every|each|at|on|"
                       rf"by|until|till|in|next|around|this (?:{DAY_PART}|weekend)|(?:{WEEKDAY})(?: (?:{DAY_PART}))?$)\b")

# "nobody's in the kitchen, kill that light": the light of the one room the remark names
_ROOM = re.compile(r"\b(?P<room>" + "|".join(sorted(ROOM_WORDS, key=len, reverse=True)) + r")s?\b")
_THAT_LIGHT = re.compile(r"\b(?:that|the|this|those|these) (?P<dev>lights?|lamps?)\b")


def _room_put_back(remark: str, rest: str) -> str:
    """``rest`` with the light it points back to named by the one room ``remark`` names: "kill that light" after
    "nobody's in the kitchen" is "kill the kitchen light"; ``rest`` unchanged when the remark names no room or two, or
    ``rest`` names a room itself."""
    rooms = {m.group("room") for m in _ROOM.finditer(remark)}
    if len(rooms) != 1 or _ROOM.search(rest) or (light := _THAT_LIGHT.search(rest)) is None:
        return rest
    return f"{rest[:light.start()]}the {rooms.pop()} {light.group('dev')}{rest[light.end():]}"


def _words(text: str) -> list[str]:
    return re.sub(r"[^a-z0-9, ]", " ", text.lower().replace("'", "").replace("\u2019", "")).split()


def _remark_ok(remark: str, bounded: bool) -> bool:
    said = " ".join(remark.replace(",", " ").split())
    if (len(said.split()) < 2 or _NEGATION.search(said) or _IF.search(said) or _ASKS.match(said)
            or _ORDERS.search(said) or _WHEN_LAST.search(said) or _DANGLING.search(said)):
        return False
    if bounded:  # "my little girl keeps asking, how many days ...": a question said out after a comma or "so"
        return True
    return not (_START.match(said) or _REPORTED.search(said) or _OTHERS.search(said) or _SUBJECT_LAST.search(said)
                or _AUXILIARY_LAST.search(said) or _NAMED_LAST.search(said))  # "which day | is the 15th", "the baby will | wake us at six"


def parts(text: str) -> Iterator[str]:
    """The parts of ``text`` after a remark that could be its one request, first place first (at most a few)."""
    said = " ".join(_words(text))
    seen: set[str] = set()
    pieces = [p.strip() for p in said.split(",")]
    candidates: list[tuple[str, str, bool]] = [(", ".join(pieces[:i]), ", ".join(pieces[i:]), True)
                                               for i in range(1, len(pieces))]
    words = said.replace(",", " ").split()
    for i in range(2, len(words) - 1):
        rest = " ".join(words[i:])
        if _JOINER.match(words[i]) and _START.match(" ".join(words[i + 1:])):  # "... so set a timer"
            candidates.append((" ".join(words[:i]), " ".join(words[i + 1:]), True))
        elif _START.match(rest) and not _COPULA.match(rest):  # "date night | is friday i think": no question
            candidates.append((" ".join(words[:i]), rest, False))
    tries = 0
    for remark, rest, bounded in candidates:
        joined = re.search(rf"\b(?:so|now|ok|okay|right) {re.escape(rest.strip(' ,'))}$", said) is not None
        rest = _room_put_back(remark, rest.strip(" ,"))
        if (not rest or rest in seen or len(rest.split()) < 2 or _TELLS.match(rest) or _IF.match(rest)
                or points_back(rest) or not _remark_ok(remark, bounded)
                or (not _ASKS.match(rest) and ((_SPEECH.search(remark) and not joined)
                                             or _TIME_LED.match(remark.strip(" ,"))))):
            continue
        seen.add(rest)
        yield rest
        tries += 1
        if tries >= _MAX_TRIES:
            return


def not_now(part: str, text: str) -> bool:
    """Whether the later clause ``part`` of ``text`` is a command the speaker does not ask for now: said after
    someone's words ("my husband said last night, turn off the kitchen light"), after a negation or words for someone
    else ("you mustnt, add bananas", "i wasnt asking you, ..."), or after a time it is meant for ("after dinner, ...",
    "when i get home, add milk to the shopping list"). A question after them is still asked now."""
    said, rest = " ".join(_words(text)), " ".join(_words(part)).strip(" ,")
    if not rest or (at := said.rfind(rest)) <= 0 or _ASKS.match(rest):
        return False
    remark = said[:at].strip(" ,")
    reported = _SPEECH.search(remark) and not re.search(r"\b(?:says|said|reckons|told me) (?:that )?you\b", remark)
    return bool(reported or _NOT_ASKED.search(remark) or _TIME_LED.match(remark))  # "... says you do the lights, ..."


def _to_run(rest: str, names: Sequence[str], reads: Callable[[str], str | None]) -> str | None:
    """What to give the whole turn for the part ``rest``, read first with nothing done: the part itself when it is a
    question or small talk, or names nothing that could be done; the command it reads as; a light named by no room
    (the light readers ask which, never guess); None: nothing (a part with a command's words that no reader reads as
    a complete request)."""
    found = one_request(rest, names, reads)
    if found is not None:
        command, kind = found
        return rest if kind in _ANSWERED else command
    if _THAT_LIGHT.search(rest) and not _ROOM.search(rest):  # "... (two rooms), kill that light": asked which
        return rest
    if _DOABLE.search(rest):
        return None
    # a wh-question naming nothing that could be done: asked ("..., what can you do for me while my hands are full")
    return rest if (_WH.match(rest) and not _VERB.search(rest)) or not _ORDERS.search(rest) else None


def reply(text: str, read: Callable[[str], str | None], reads: Callable[[str], str | None] = lambda _t: None,
          names: Sequence[str] = ()) -> str | None:
    """The reply to the one request after a remark in ``text``: each part read by ``reads`` (nothing done), then
    given to ``read`` (the whole local turn) as ``_to_run`` says; None: none."""
    if _INSIDE.get():
        return None
    token = _INSIDE.set(True)
    try:
        for rest in parts(text):
            if (run := _to_run(rest, names, reads)) is not None and (said := read(run)) is not None:
                _LOGGER.debug("read after a remark: %r as %r", rest, run)
                return said
    finally:
        _INSIDE.reset(token)
    return None


def unless_told(honestly: Callable[[], str | None], text: str, read: Callable[[str], str | None],
                reads: Callable[[str], str | None] = lambda _t: None, names: Sequence[str] = ()) -> str | None:
    """The turn's honest "not understood" reply (``honestly``) unless it is None or only the help text of a domain
    ("Sorry, I didn't catch what to do with the lights") and a request after a remark in ``text`` reads: that reply.

    A specific honest reply ("I can't play music") is kept: it answered the whole sentence. While a part after a
    remark is read, None (that part read as nothing)."""
    if _INSIDE.get():
        return None
    if (honest := honestly()) is not None and not str(honest).startswith(_HELP):
        return honest
    said = reply(text, read, reads, names)
    return said if said is not None and not str(said).startswith(_UNHEARD) else honest
