"""Two or three requests of any kinds said in one breath, each a full request on its own (issue 15, round 26).

Households join requests with "and", "then", "also" and say them in any order: "what time is it and set a timer for
ten minutes", "flip a coin and roll a die as well", "whats the weather like and put the living room light on",
"kitchen light on and whats the time", "add milk to the shopping list and take bread off it", "right, kitchen light
on, and you can kill the one in the living room". The families before this one each know two kinds in one order;
here the sentence is cut at its joins and every part is read on its own (``reads``: the intent the rules would carry
it out as, nothing done), with only what the part leans on put back: the list or the light the part before named
("take bread off it", "take the pasta off", "the one in the living room", "the kitchen off").

Every part must be read as a request, and all of them before anything is done, so a statement or a report with a
request's words in it ("the kitchen light's on and the living room one is off, looks nice", "i already added milk
and took bread off the list") is never carried out here (None: the rest of the cascade reads it). Only a lead-in of
small words ("right", "so basically", "hmm let me think") or a remark ending in "so" ("im going through to cook so")
is dropped before the first part. A part changed in mid-breath ("kitchen light on no wait the living room one") is
the part as corrected. Pure but for ``run``, which carries a part out as the rules would.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations

from gpt_home.agent.breath_parts import bare_list_change
from gpt_home.agent.question_reader import QUESTION_INTENTS
from gpt_home.agent.volume_slots import compose as volume_parts
from gpt_home.skills.family_orders import it_said, on_the_list
from gpt_home.skills.light_requests import one_light

_LOGGER = logging.getLogger(__name__)

MAX_WORDS = 26
MAX_PARTS = 3
_JOIN = re.compile(r" (?:and then|and also|and|then|also|plus|oh and)(?= )")
_FILLER = frozenset("right so um uh er err erm hmm well ok okay oh and hey like yeah basically anyway listen alright "
                    "now then just please quick first actually".split())
_LEAD_PHRASE = re.compile(r"^(?:you know what|let me think|while (?:youre|you are) at it|now then|right then) ")
# a remark before "so" that reports what someone said or did is never a lead-in ("the weatherman said rain so ...")
_REPORTED = re.compile(r"\b(?:said|says|told|asked|left|turned|switched|put|added|set|was|were)\b")
_LEAD = re.compile(r"^(?:(?:and|also|then|now|oh|um|uh|er|err|erm|ok|okay|so|right|first|just|basically|you can|you|"
                   r"as well|one more thing|while (?:youre|you are) at it) )+")  # "... and one more thing while youre at it"
# "add rice instead": the change said, never part of the item
_TAIL = re.compile(r"(?: (?:please|too|as well|also|for me|cheers|thanks|thank you|now|mate|would you|ta|instead))+$")
# "set a timer for 15 minutes and a reminder at 6 pm": the second thing set by the first part's verb
_SET_TOO = re.compile(r"^(?:an?|another) (?:timer|alarm|reminder)\b")
# "set a timer for 20 minutes and tell me when to take the cake out": what the timer is for, one request
_TIMER_PURPOSE = re.compile(r"^(?:tell|let) me (?:know )?when\b|^(?:shout|call|ring|buzz) (?:me )?when\b")
_CORRECTED = re.compile(r"^(?P<before>.+?) (?:no wait|no sorry|wait no|i mean|no no|sorry|actually no) (?P<after>.+)$")
# where a switch said without "and" ends and the next begins (the commas are not written): "... light off kitchen ..."
_SWITCHED = re.compile(r"(?:(?<= on)|(?<= off))(?= (?!(?:and|then|also|please|too|now|for|in|at|thanks|cheers|"
                       r"as|again)\b))")
_NOT_REQUESTS = frozenset({"GptSmallTalk"})
# small talk that is still a request of its own: something to be told, sung or said
_TOLD_TO = re.compile(r"(?:tell|sing|say|give) (?:me|us) (?:a|an|another|one|some|something)\b")
_CHANCE = frozenset({"GptFlipCoin", "GptRollDie", "coin", "dice"})
_LIST_NAMED = re.compile(r"\b(?:to|on|onto|off|from) (?P<list>(?:the|my|our) (?:[a-z]+ ){0,2}list)\b")
_LIGHT = re.compile(r"\b(?:lights?|lamps?)\b")
# the switch a light part said, for a next part that names only a light ("and the big room light", "the hall lamp too")
_STATE = re.compile(r"^(?:turn|switch|put|get|flick)\b(?:.* )?(on|off)\b|\b(on|off)$")
_BARE_LIGHT = re.compile(r"the (?:[a-z]+ ){1,2}(?:light|lamp)s?")


def said_names(configured: Sequence[str]) -> tuple[str, ...]:
    """The lights' names as a sentence says them ("Living_Room" -> "living room")."""
    return tuple(" ".join(n.replace("_", " ").lower().split()) for n in configured)


def _leads(words: list[str], reads: Callable[[str], str | None]) -> Iterator[int]:
    """Where the first request may start: after the small words that lead it in ("oh and while youre at it"), at
    once, or after a short remark ending in "so" that is no request itself ("its getting dark so")."""
    text, start = " ".join(words), 0
    while (lead := _LEAD_PHRASE.match(text) or re.match(r"^\w+ ", text)) and (
            lead.re is _LEAD_PHRASE or lead.group(0).strip() in _FILLER):
        text, start = text[lead.end():], start + len(lead.group(0).split())
    yield start
    yield 0
    for i, word in enumerate(words[:10]):
        remark = " ".join(words[:i])
        if word == "so" and i >= 2 and not _REPORTED.search(remark) and reads(remark) is None:
            yield i + 1


def _plain(part: str) -> str:
    part = _TAIL.sub("", _LEAD.sub("", part)).strip()
    part = re.sub(r"^(flip|toss|roll|throw|set|start|give me) one\b", r"\1 a", part)  # "one" said for "a": "flip one coin"
    part = re.sub(r"^(tell|sing|say|give) us\b", r"\1 me", part)  # "tell us a joke": for the household, as for me
    if (changed := _CORRECTED.match(part)) is not None:  # "kitchen light on no wait the living room one"
        state = re.search(r"\b(on|off)$", changed.group("before"))
        after = changed.group("after")
        part = after if state is None or re.search(r"\b(?:on|off)\b", after) else f"{after} {state.group(1)}"
    return part


def _leaned(part: str, before: str, names: Sequence[str]) -> list[str]:
    """``part`` as said, then with what it leans on from the part ``before`` put back."""
    said = [f"set {part}"] if _SET_TOO.match(part) and re.match(r"(?:set|start|make|put on)\b", before) else []
    said.append(part)
    if (listed := _LIST_NAMED.search(before)) is not None:  # "take bread off it", "take the pasta off", "cross off butter"
        named = listed.group("list")
        said.append(re.sub(r"\b(off|on|onto|to|from) (?:it|that|there)$", rf"\1 {named}", part))
        if (bare := bare_list_change(part)) is not None:
            said.append(bare.replace("the list", named))
        said.append(on_the_list(part, f"to {named}"))
    if re.search(r"\b(?:percent|half|full|bright\w*|dim\w*)\b", part):  # "... and set it to 70 percent": the light
        said[:0] = it_said(before, part)
    room = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    if room and (_LIGHT.search(before) or re.search(rf"\b(?:{room})\b", before)):
        lit = re.sub(rf"\bthe one in (?:the )?({room})\b|\b(?:the )?({room}) (?:one|light)\b|\b(?:the )?({room})(?= on$| off$)",
                     lambda m: f"the {m.group(1) or m.group(2) or m.group(3)} light", part)
        lit = re.sub(r"^(?:kill|cut|knock off|shut off) ", "turn off ", lit)
        lit = re.sub(r"^(the \w+(?: room)? light) (?:can |is |will )?(?:stays?|staying|remains?) (on|off)$",
                     r"\1 \2", lit)  # "living room light off, kitchen light stays on": kept so, said plainly
        said.append(re.sub(r"^(the \w+(?: room)? light) (on|off)$", r"turn \2 \1", lit))
        if (state := _STATE.search(before)) is not None and _BARE_LIGHT.fullmatch(lit):
            said.append(f"turn {state.group(1) or state.group(2)} {lit}")  # "... kitchen light on and the big room light"
    return list(dict.fromkeys(s for s in said if s))


def _command(part: str, before: str, names: Sequence[str],
             reads: Callable[[str], str | None]) -> tuple[str, str, bool] | None:
    """The plain request ``part`` is, read on its own (nothing done), with the intent it is read as and whether it
    leaned on the part before; None when it is no request."""
    if len(part.split()) < 2:
        return None

    def dry(said: str) -> str | None:
        kind = reads(said) if said else None
        asked = kind in _NOT_REQUESTS and _TOLD_TO.match(said) is not None  # "... and then tell me a joke"
        return said if kind is not None and (asked or kind not in _NOT_REQUESTS) else None

    for i, said in enumerate(_leaned(part, before, names)):
        if (command := one_light(said, names, dry) or dry(volume_parts(said) or "")) is not None:
            return command, str(reads(command)), i > 0  # as said, as a light, the volume without a verb
    return None


def one_request(part: str, names: Sequence[str], reads: Callable[[str], str | None]) -> tuple[str, str] | None:
    """The one plain request ``part`` is, read on its own with nothing done (the command and the intent it is read
    as: "kill the kitchen light" -> ("turn off the kitchen light", "light")); None when it is no request."""
    found = _command(_plain(part), "", names, reads)
    return None if found is None else (found[0], found[1])


def _cuts(words: list[str], names: Sequence[str]) -> Iterator[list[str]]:
    """The sentence cut at its joins into 2..MAX_PARTS parts (fewest parts first), the join words dropped; with no
    join, after a switch when two lights are named ("living room light off kitchen light stays on")."""
    text = " ".join(words)
    lit = len(re.findall("|".join([_LIGHT.pattern, *(rf"\b{re.escape(n)}\b" for n in names)]), text))
    joins = list(_JOIN.finditer(text)) or (list(_SWITCHED.finditer(text)) if lit >= 2 else [])
    for count in range(1, MAX_PARTS):
        for chosen in combinations(joins, count):
            starts = [0, *(j.end() + 1 for j in chosen)]
            ends = [*(j.start() for j in chosen), len(text)]
            yield [text[s:e] for s, e in zip(starts, ends)]


def read(normalized: str, names: Sequence[str], reads: Callable[[str], str | None]) -> list[str] | None:
    """The requests ``normalized`` says in one breath, each as a plain request; None unless there are two or more
    and every part is one, and unless the readers of one kind read them better: two questions (answered together,
    "tell me the date and the time") and two lights said plainly (the light readers)."""
    words = normalized.split()
    if len(words) > MAX_WORDS or not (_JOIN.search(normalized) or _SWITCHED.search(normalized)):
        return None
    for lead in dict.fromkeys(_leads(words, reads)):
        for parts in _cuts(words[lead:], names):
            found: list[tuple[str, str, bool]] = []
            for part in parts:
                if (one := _command(_plain(part), found[-1][0] if found else "", names, reads)) is None:
                    break
                found.append(one)
            else:
                commands, kinds = [c for c, _, _ in found], {k for _, k, _ in found}
                if any(_TIMER_PURPOSE.match(c) for c in commands[1:]) and re.search(r"\btimer\b", commands[0]):
                    return None  # "... and tell me when to take the cake out": the timer's purpose, one request
                if "remind" in commands[0] and not re.match(r"(?:set|turn|switch|add|cancel|start|what|tell)\b",
                                                           commands[-1]):
                    return None  # "remind me to take the bins out and put the recycling out": one task
                if kinds <= QUESTION_INTENTS and not kinds <= _CHANCE:
                    return None  # two questions: asked together ("whats the time and the date")
                if kinds == {"light"} and not lead and not any(leaned for _, _, leaned in found):
                    return None  # "kitchen off and living room to 70 percent": the two-light readers
                return commands
    return None


def reply(normalized: str, names: Sequence[str], reads: Callable[[str], str | None],
          run: Callable[[str], str | None]) -> str | None:
    """Each request carried out in order, each reply said; None when ``read`` finds no requests."""
    commands = read(normalized, names, reads)
    if commands is None:
        return None
    _LOGGER.debug("requests in one breath: %s", commands)
    replies = [run(c) for c in commands]
    said = [r for r in replies if r]
    if not said:
        return None
    if len(said) < len(replies):
        said.append("I didn't catch the rest of it.")
    lights_only = all(r.startswith("Okay, the ") and " light" in r for r in said)
    return _joined(said) if lights_only else " ".join(said)


def _joined(replies: list[str]) -> str:
    """Light replies side by side said as one, as the two-light readers say them ("the kitchen light is on and the
    living room light is off")."""
    out: list[str] = []
    for r in replies:
        if out and out[-1].startswith("Okay, the ") and r.startswith("Okay, the "):
            out[-1] = f"{out[-1].rstrip('.')} and {r.removeprefix('Okay, ')}"
        else:
            out.append(r)
    return " ".join(out)
