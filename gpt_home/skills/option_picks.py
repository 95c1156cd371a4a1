"""A pick among the options a person names, read from the sentence as said, commas kept: "who goes first at monopoly,
me, Priya or Sam", "hey which is better for tonight, board game or cards, just pick one mate", "pizza or curry
tonight, I can't decide", "you choose who does the dishes, mum, dad or Aanya", "between Sophie, Noah and Ella, who
should read first".

Why the said sentence: ``intents.normalize`` drops the commas, and without them "who does the dishes mum dad or aanya"
or "for tonight board game or cards" cannot be told apart into the question and its options; readers of the
normalized words then picked "who does the dishes mum dad" or "Monopoly". Here the sentence is cut at its commas
(and ``? ! ; :``), each piece normalized, and the options are:

- the piece that holds "or" (or the piece after "between" / "out of" / "one of" joined by "and"), its words beside
  "or" with the question around them left off ("walk to the park or the beach": the park, the beach; "i cant choose
  chips or rice you pick": chips, rice), and the short pieces said right before it as a list ("me, Priya or Sam").

A pick is made only when a choosing cue is said (pick, choose, decide, which, who, "what do you reckon", "I keep
going back and forth"); a pick told or past ("we had pizza or curry last week", "she couldn't decide so she took
both", "my husband asked me pasta or curry and I said curry") or refused ("don't pick for me") gets none: something
else answers; so does a fact ("which is healthier, butter or margarine"), a medicine or a vote, a coin, a die, a
pick-up ("pick me up at 5 or 6"), a wear question ("brolly or no brolly") and two spellings of one word. Said without
commas, the options are ``said_picks``' (it knows a kind and a purpose said around them: "pick a film for tonight the
lion king or frozen"). The speaker's words are said back as the listener hears them ("me" -> "you"), names as written
("Priya"); a pick of who goes first is said so ("Priya goes first.").
Pure but for the passed-in ``random.Random``.
"""

from __future__ import annotations

import random
import re

from gpt_home.agent.intents import normalize
from gpt_home.skills import said_picks, wear_choice
from gpt_home.skills.choose import spellings
from gpt_home.skills.said_picks import FACT_ASKED, NEGATED_PICK, NEVER_PICKED, named

MAX_WORDS = 30
MAX_OPTION_WORDS = 3
_PIECES = re.compile(r"\s*[,;:?!]+\s*|\s+-\s+")
# a choosing cue: a pick asked for outright, or a question of who or which that asks what to do ("who gets the front
# seat", "which film should we watch"); never one that asks a fact ("which is bigger, a whale or an elephant", "who
# is taller, me or my brother", "which light is on")
_CUE = re.compile(r"\b(?:pick|choose|decide|select|settle (?:this|it)|random choice|at random|toss up|eeny|reckon|"
                  r"back and forth|up to you|your (?:call|choice)|make (?:the|a) call|you tell me|cant choose|"
                  r"which one(?! (?:is|was|are|were|has|had|does|did|came|comes|won|lives|makes|means)\b))\b|"
                  r"\b(?:which|what|who|whos)\b(?: [a-z]+){0,3} (?:should|shall|gets|goes|does|do (?:we|i)|"
                  r"would you (?:have|pick|go for))\b|\b(?:should|shall) (?:i|we)\b")
# another household job's words: its own readers answer ("should i set the alarm for 7 or 8", "a coat or a jacket")
# (a coin, a die and "yes or no" are thrown by theirs: "heads or tails, you choose" is a coin toss)
_ELSEWHERE = re.compile(r"\b(?:timers?|alarms?|reminders?|list|lights?|lamps?|volume|weather|rain|coat|jacket|"
                        r"umbrella|brolly|wellies|sunglasses|sun cream|suncream|spell|spelt|spelled|coins?|"
                        r"heads or tails|dice|die|yes or no)\b|\b(\w+) or no \1\b")  # "shorts or no shorts"
# a choice told, past or refused: no pick to make now
_TOLD = re.compile(r"\b(?:had|took|said|asked|was|were|did|couldnt|could not|last (?:week|night|time)|yesterday|always|"
                   r"usually|remember|myself|ourselves|already)\b")
# "should i take the dog out now or something": a vague tail is no second option, the question asks yes or no
_VAGUE_OR = re.compile(r"\bor (?:something|anything|whatever|summat|what)\b")
_DETERMINER = frozenset("the a an my your our his her their".split())
# words of the question around the options, never an option's own
_FRAME = frozenset((
    "i we you it is its should shall do does can could would will which what who whos between from of for at in on to "
    "with decide choose pick select want have watch get gets eat paint take read be or one please just so hmm say tell give "
    "right hey better need someone first tonight today help whether either out cant reckon think eeny meeny miny mo moe "
    "meenie miney").split())
# what follows the last option: its purpose, its time, a cue ("curry tonight", "meenas turn to take the bins out")
_TAIL = frozenset(("for to tonight today first please then which you i we just what mate now so or will would is are at random randomly "
                   "was does do did can could should shall has have am might may who where when why how not").split())
_FILLERS = frozenset("so hmm um uh er ok okay right hey well mate then actually no yes oh look".split())
_LIST_LEAD = re.compile(r"\b(?:between|out of|one of|from)\b")
_LISTENER = {"me": "you", "my": "your", "i": "you", "us": "you", "our": "your", "mine": "yours"}
_HEARD = frozenset(("you your yours the a an and " + " ".join(_DETERMINER)).split())
_NUMBER = re.compile(r"\d+|naught|nought|zero|one|two|three|four|five|six|seven|eight|nine|ten")
# "board game or cards": a second word that makes one thing of two, never two options
_HEADS = frozenset(("game games pie bake night story mug cake soup sandwich roast shop film movie show park ride walk "
                    "trip room day juice salad pudding burger curry pizza pasta dinner lunch tea fingers").split())
# a pick of who goes first is said as who goes first ("Priya goes first.", "You go first."); one asked by eeny meeny
# is said with the rhyme ("Eeny, meeny, miny, moe: pizza.")
_FIRST = re.compile(r"\b(?:go|goes|going|start|starts|play|plays|read|reads|bat|bats) first\b|"
                    r"\bwho (?:should|shall|gets to|is going to) (?:start|begin)\b")
_CAPITAL = frozenset(("monday tuesday wednesday thursday friday saturday sunday january february march april may june "
                      "july august september october november december").split())


def _right(words: list[str]) -> list[str]:
    """The option after "or": its words up to its purpose or a cue."""
    said: list[str] = []
    for word in words:
        if word in _TAIL and said:
            break
        said.append(word)
    return said if said and said[0] not in _TAIL and len(said) <= MAX_OPTION_WORDS else []


def _left(words: list[str], right: list[str], people: bool) -> list[str]:
    """The options before "or" in one piece ("walk to the park" -> "the park"); ``people``: a who question, whose
    options are names said one word each ("who does the washing up dad ellie or grandad")."""
    if len(right) == 1 and 1 < len(words) <= MAX_OPTION_WORDS and all(_NUMBER.fullmatch(w) for w in words):
        return words  # "one two or three"
    taken: list[str] = []
    for word in reversed(words):
        if word in _FRAME:
            break
        taken.insert(0, word)
    if not taken:
        return []
    if right[0] in _DETERMINER and _DETERMINER & set(taken):  # "the bear or the bunny": from the last article
        at = max(i for i, w in enumerate(taken) if w in _DETERMINER)
        return [" ".join(taken[at:at + MAX_OPTION_WORDS])]
    if "and" in taken and len(taken) == len(words):  # "fish and chips or a curry": "and" joins one option's words
        return [" ".join(taken)]
    if "and" in taken[-len(right) - 2:]:  # "watch tom and jerry or paw patrol"
        return [" ".join(taken[max(0, len(taken) - 1 - taken[::-1].index("and") - 1):])]
    if right[0] in _DETERMINER:
        return [taken[-1]]  # "soup or a sandwich"
    if len(taken) == len(words) and len(taken) <= MAX_OPTION_WORDS:
        return [" ".join(taken)]  # "board game or cards", said between commas
    if any(w in _DETERMINER for w in taken):  # "the bedroom grey": the thing asked about, then the option
        return [taken[-1]] if len(right) == 1 else [" ".join(taken[-len(right):])]
    if len(right) == 1 and taken[-1] in _HEADS and len(taken) > 1 and not people:
        return [" ".join(taken[-2:])]
    if len(right) == 1:
        return taken[-3:]  # "watch frozen moana or encanto"
    return [" ".join(taken[-len(right):])]  # "pasta bake or shepherds pie", "tidying my room or doing my homework"


def _from_or(pieces: list[str], at: int) -> list[str]:
    """The options of the piece ``at`` that holds "or", with the list pieces said right before it."""
    words = pieces[at].split()
    join = len(words) - 1 - words[::-1].index("or")
    right = _right(words[join + 1:])
    if not right:
        return []
    before = [p for p in reversed(pieces[:at])]
    listed: list[str] = []
    for piece in before:
        if all(w in _FRAME or w in _FILLERS for w in piece.split()):
            break  # "so hmm, lasagne or tacos": no option said
        if _CUE.search(piece) or len(piece.split()) > MAX_OPTION_WORDS or _LIST_LEAD.search(piece) or \
                set(piece.split()) & _FRAME - {"one"}:  # "which is nicer, ...": the question, no option
            lead = _LIST_LEAD.search(piece)
            if lead and (tail := piece[lead.end():].split()) and len(tail) <= MAX_OPTION_WORDS and not (
                    tail[0] in _DETERMINER and _NUMBER.fullmatch(tail[-1])):  # "between the three": a count
                listed.insert(0, " ".join(tail))  # "pick one of hearts, clubs or spades"
            break
        listed.insert(0, piece)
    people = re.search(r"\b(?:who|whos)\b", " ".join(pieces)) is not None
    left = _left(words[:join], right, people) if join else []
    if not left and not listed:
        return []
    return [*listed, *left, " ".join(right)]


def _from_between(pieces: list[str]) -> list[str]:
    """ "between sophie, noah and ella", "out of hearts, clubs, diamonds and spades": the options joined by "and"."""
    for at, piece in enumerate(pieces):
        lead = _LIST_LEAD.search(piece)
        if lead is None:
            continue
        listed = [piece[lead.end():].strip()]
        for later in pieces[at + 1:] if " and " not in listed[0] else ():
            listed.append(later)
            if " and " in later:
                break
        *first, last = listed
        left, _, right = last.partition(" and ")
        if not first and len(right.split()) == 1 and not _DETERMINER & set(left.split()):
            first, left = left.split()[:-1], left.split()[-1]  # "out of tom jess and sam": a name a word
        said = [*first, left, *([right] if right else [])]
        said = [re.sub(r"^(?:the )?(?:options |choices )", "", s).strip() for s in said]
        if len(said) >= 2 and all(0 < len(s.split()) <= MAX_OPTION_WORDS and not _CUE.search(s) for s in said):
            return [" ".join(_right(s.split()) or s.split()) for s in said]
    return []


def options(said: str) -> list[str]:
    """The options named in ``said`` (as said, commas kept), as the listener hears them; [] when none are asked for."""
    whole = normalize(said)
    if not whole or len(whole.split()) > MAX_WORDS or not _CUE.search(whole) or _TOLD.search(whole) \
            or _VAGUE_OR.search(whole) or NEGATED_PICK.search(whole) or _ELSEWHERE.search(whole) or FACT_ASKED.search(whole) or NEVER_PICKED.search(whole) \
            or said_picks.PICK_UP.search(whole) or wear_choice.find(whole):
        return []  # "can you pick me up at 5 or 6": fetching; "brolly or no brolly do you reckon": the weather
    pieces = [p for p in (normalize(part) for part in _PIECES.split(said)) if p]
    with_or = [i for i, p in enumerate(pieces) if re.search(r"\bor\b", p)]
    if len(pieces) == 1 and (read := said_picks.options(whole)):  # said without commas: said_picks reads the kind
        found = [o.strip() for o in read.split(",")]  # and the purpose ("pick a film for tonight the lion king or frozen")
        return [] if spellings(found) else found
    found = _from_or(pieces, with_or[-1]) if with_or else _from_between(pieces)
    found = [f for f in dict.fromkeys(found) if f]
    if len(found) < 2 or all(_NUMBER.fullmatch(f) for f in found) and not with_or or spellings(found):
        return []  # "a number between 300 and 400": the range readers answer
    if all(f.endswith(" turn") for f in found):  # "ravis turn or meenas turn": whose turn
        found = [f.removesuffix(" turn") for f in found]
    return [" ".join(_LISTENER.get(w, w) for w in f.split()) for f in named(found)]


def reply(said: str, rng: random.Random) -> str | None:
    """ "I pick Priya."; None when ``said`` names no options to pick from."""
    found = options(said)
    if not found:
        return None
    cased = {w.lower().replace("'", ""): w.removesuffix("'s") for w in re.findall(r"[A-Za-z']+", said)[1:] if w[0].isupper()}
    named_people = re.search(r"\b(?:who|whos)\b|\b(?:pick|choose) (?:someone|somebody|a person|a name)\b",
                             normalize(said)) is not None
    chosen = rng.choice(found).split()
    named_people = named_people and len(chosen) == 1  # a name is one word: "Dad", never "your Husband"
    pick = " ".join(cased.get(w, w.capitalize() if w in _CAPITAL or named_people and w not in _HEARD else w)
                    for w in chosen)
    if _FIRST.search(normalize(said)):  # "we need to decide who goes first ...": "Priya goes first."
        return "You go first." if pick == "you" else f"{pick[0].upper()}{pick[1:]} goes first."
    if re.search(r"\beeny\b", normalize(said)):
        return f"Eeny, meeny, miny, moe: {pick}."
    return f"I pick {pick}."
