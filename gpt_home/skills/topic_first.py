"""The topic and the request said in either order, with extra words around: "restaurant spell it out letter by
letter", "tokyo right now what time would it be over there", "heads or tails decide it for us two", "the day of the
week today which one is it", "any appointments in my diary tomorrow".

The templates read a request in its textbook order ("how do you spell restaurant", "what time is it in tokyo"). Here
the request is recognised by its cue anywhere in the sentence (a spelling word, a question about the clock, a coin,
dice, a number range, "you choose", a calendar word) and its slot by what it is, wherever it sits:

- **a word to spell**: "the word X"; else the word right after the cue verb ("spell X", "write X", "letters in X",
  "X is spelled") when what follows it is only fillers or a statement of its own ("i need it for school"); else,
  when the cue's object is a pronoun ("how do you spell that"), the topic said first ("separate how do you ...");
- **a place**: the one place span a time question names (a city, alias or country of the time zone database);
- **random picks**: a coin, dice rolled, a number in a range said any way ("from one up to a hundred", "under ten"),
  options with "you choose";
- **the clock and the calendar of now**: the units asked about (time, date, weekday, month, year), the last one
  said after a correction ("the time sorry i mean the date"), when the sentence names no other day, place or length.

``readings`` proposes (intent name, slots) for ``named_intents`` (its handlers still check each slot); it runs only
after every rule, template and other reading declined. Pure and cheap: a few regular expressions and dict look-ups.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.chance_asked import about_chance
from gpt_home.agent.number_reader import numerals
from gpt_home.skills.world_dates import unit_asked
from gpt_home.skills.places import FOREIGN_PLEASE, country_zones, place_spans, unpossessed, without_purpose
from gpt_home.skills import random_sets
from gpt_home.skills.said_picks import NEGATED_PICK, TOLD_ROLL
from gpt_home.skills.spelled_inside import several_words
from gpt_home.skills.spelling_fix import corrected, reading as other_spelling, unknown

MAX_WORDS = 24
Reading = tuple[str, dict[str, str]]

# --- spelling --------------------------------------------------------------------------------------------------
# A learner's "how is writing", "how is written", "how it is write" for how a word is spelled
_LEARNER_HOW = (r"\bhow (?:is|it is|its|are|is it|you|to) (?:writing|written|write|writes|spelling|spell|spelled|spelt)"
                r"(?: it| this| that)?\b")
_SPELL_CUE = re.compile(r"\bspel(?:l|ls|led|lt|t|ling)\b|\bletters?\b|\bhow (?:do |would |should |does |can |)"
                        r"(?:i|you|we|one|to) (?:write|wright)\b|" + _LEARNER_HOW)
# Words that are never the word asked for: pronouns, fillers, the cue's own words.
_NOT_A_WORDS = (
    "it that this them those these one word words out me us for please the a an of in letter letters by spell "
    "spelled spelling spelt write how do does you i we is are what whats can could u to and or it is its like some "
    "again correctly properly right exactly out loud slowly for school okay ok so um hmm well who when where why "
    "which hey")
_NOT_A_WORD = frozenset(_NOT_A_WORDS.split())
# Of those, the real words a child is asked to spell ("how do you spell school im five", "spell please"): never
# picked out of a sentence as the topic, but spelled when the cue names them.
_SPELLABLE = frozenset("school again write right word letter exactly please slowly properly correctly loud".split())
# Things one writes that are no word to spell: "how do you write a poem", "how do i write poetry".
_WRITTEN_WORDS = ("poetry poems poem songs song code music essays essay stories story letters cheques "
                  "checks emails cards books novels lyrics haiku")
_WRITTEN_THINGS = frozenset(_WRITTEN_WORDS.split())
_WORD_AFTER = re.compile(r"\b(?:the word|word) ([a-z']+)\b|"
                         r"\b(?:spell|spelling of|spelling for|spelled|spelt|write|wright|letters (?:in|for|of)|letters are in|"
                         r"letters does) (?:out |for me |me |us |for us )?(?:the word )?([a-z']+)\b")
_TOPIC_THEN = frozenset("how can could would will spell what whats do please is and i im we its it".split())
_WORD_BEFORE = re.compile(r"\b([a-z']+) (?:is |gets |should be )?(?:spelled|spelt)\b")
# The request with a pronoun for the word, or none: the word is the topic said before it.
_PRONOUN_CUE = re.compile(r"\b(?:spell|write|spelled|spelt) (?:it|that|this|them)\b|\b(?:it|that|this) (?:is )?"
                          r"(?:spelled|spelt)\b|\bspel(?:l|led|lt|ling)$")
# What may follow the word: fillers, or a statement of its own ("i need it for school", "its a weird word").
_AFTER_OK = re.compile(
    r"(?:(?:please|exactly|correctly|properly|again|for me|for us|out loud|slowly|letter (?:by|for|after) letter|"
    r"(?:one|a) (?:letter )?at a time|one by one|each letter|like the letters|"
    r"in letters|the letters|with letters|right|then|thanks|thank you|out|down|is it|word|have|has|got|quick|"
    rf"quickly|in english|in british english|in american english|{FOREIGN_PLEASE})\b ?)*"
    r"(?:(?:i|we|its|it is|this is|that is|my|our|for (?:my|school|homework)|because|cause|is it|he|she|they|"
    # someone's word for it: "pneumonia, the doctor said i had it", "the teacher wrote it on the board"
    r"(?:the|a|his|her|their|your) [a-z]+ (?:said|says|told|tells|wrote|writes|asked|asks|wants|needs|used|uses|"
    r"gave|mentioned|thinks|thought|reckons)|as in)\b.*)?$")  # "there as in over there": which word is meant


# "how many ms and ts in committee", "how many rs are there in strawberry": letters named as said aloud.
_LETTER_NAMES = {"ems": "m", "tees": "t", "esses": "s", "ells": "l", "ars": "r", "ees": "e", "pees": "p",
                 "cees": "c", "sees": "c", "ens": "n", "dees": "d", "gees": "g", "zeds": "z", "zees": "z",
                 "oes": "o", "bees": "b", "effs": "f", "vees": "v", "double us": "w", "aitches": "h"}  # fmt: skip
_LETTER = r"(?:[a-z]s?|" + "|".join(_LETTER_NAMES) + ")"
# "is it one s or two in occasion", "does necessary have a double s", "is there a double l in parallel"
_ONE_OR_TWO = re.compile(rf"\b(?:is it|is there|are there|does it have|has it got) (?:one|a single|1|a) ({_LETTER}) "
                         rf"or (?:two|2|a double)(?: ({_LETTER}))?(?: {_LETTER})? in (?:the word )?([a-z]+)\b|"
                         rf"\b(?:is there|has it got|does it have) (?:a )?double ({_LETTER}) in (?:the word )?([a-z]+)\b|"
                         rf"\b(?:does|has) (?:the word )?([a-z]+) (?:have|got) (?:a )?(?:double|two|2|one|a single) "
                         rf"({_LETTER})\b")
_HOW_MANY_LETTERS = re.compile(rf"\bhow many ({_LETTER})(?: and ({_LETTER}))?(?: are there| are| is there| does it have)? "
                               r"in (?:the word )?([a-z]+)\b")


def spell_word(word: str, count: bool = False, letters: str = "") -> str | None:
    """The word spelled out (``count``: with how many letters it has; ``letters``: with how many of each of these,
    "m,t"); None for a pronoun ("how do you spell it": the word is elsewhere in the sentence)."""
    from gpt_home.skills.everyday import spell

    if "|" in word:  # several words: each spelled
        said_each = [spell_word(w) for w in word.split("|")]
        return None if None in said_each else " ".join(str(w) for w in said_each)
    if (unsure := unknown(word)) is not None:  # "spell nolij": a sound spelled as heard, never spelled back
        return unsure
    word = corrected(word)  # "spell seperate": the word meant, never the misspelling back
    said = None if word.strip().lower() in _NOT_A_WORD - _SPELLABLE else spell(word)
    if said is not None and letters:
        counts = [f"{word.lower().count(c)} {c.upper()}{'s' if word.lower().count(c) != 1 else ''}"
                  for c in letters.split(",") if c]
        return f"{word.strip().capitalize()} has {' and '.join(counts)}: {said.split(' is spelled ', 1)[1]}"
    if said is None or not count:
        return said
    letters = sum(c.isalpha() for c in word)
    return f"{word.strip().capitalize()} has {letters} letters: {said.split(' is spelled ', 1)[1]}"


def spelling(normalized: str) -> Reading | None:
    """ ("GptSpell", {"word": ...}) for a spelling request said in any order, or None."""
    if (many := _HOW_MANY_LETTERS.search(normalized)) and many.group(3) not in _NOT_A_WORD and len(many.group(3)) > 3:
        letters = [_LETTER_NAMES.get(g, g[0]) for g in many.group(1, 2) if g]
        return "GptSpell", {"word": many.group(3), "letters": ",".join(letters)}  # "how many ms in committee"
    if (which := _ONE_OR_TWO.search(normalized)) is not None:
        g = which.groups()
        letter, word = (g[0], g[2]) if g[2] else (g[3], g[4]) if g[4] else (g[6], g[5])
        if word not in _NOT_A_WORD and len(word) > 3:
            return "GptSpell", {"word": word, "letters": _LETTER_NAMES.get(letter, letter[0])}
    if not _SPELL_CUE.search(normalized):
        return None
    if words := several_words(normalized):  # "spell pharmacy and after that vitamin" (skills/spelled_inside.py)
        return "GptSpell", {"word": "|".join(words)}
    for match in _WORD_AFTER.finditer(normalized):
        word = match.group(1) or match.group(2)
        if word in _NOT_A_WORD or word in _WRITTEN_THINGS and "write" in match.group(0):
            continue
        if "letters of" in match.group(0) and re.search(r"\b(?:who|wrote|written|author|sent|post)\b", normalized):
            continue  # "who wrote the letters of paul": letters one writes
        rest = normalized[match.end():].strip()
        if _AFTER_OK.match(rest) or _PRONOUN_CUE.search(rest) and len(rest.split()) <= 6 or (  # "X how is it spelled"
                (how := re.match(_LEARNER_HOW, rest)) and _AFTER_OK.match(rest[how.end():].strip())):  # "how is writing"
            return "GptSpell", {"word": word, **({"count": "1"} if "how many letters" in normalized else {})}
    words = normalized.split()
    before = _WORD_BEFORE.search(normalized)
    if before and before.group(1) not in _NOT_A_WORD and before.start() == 0 or (
            before and normalized[:before.start()].strip() in ("how is", "how", "and how is")):
        return "GptSpell", {"word": before.group(1)}
    if (cue := _PRONOUN_CUE.search(normalized)) is not None:  # "spell it out for me please bureaucracy"
        after = re.sub(r"\b(?:out|for me|for us|please|the word|letter by letter|again|slowly|its|it is|"
                       r"the word is)\b", " ", normalized[cue.end():]).split()
        if len(after) == 1 and after[0] not in _NOT_A_WORD:
            return "GptSpell", {"word": after[0]}
    head = words[0] if words else ""
    # the topic said first, then the ask or a remark of the speaker's: "separate how do you spell that", "mischievous
    # i always get it wrong how you spell it"; never a remark's first word ("sorry to bother you liaison how ...")
    if head not in _NOT_A_WORD and words[1:2] and words[1] in _TOPIC_THEN and _PRONOUN_CUE.search(" ".join(words[1:])):
        return "GptSpell", {"word": head}
    return None


# --- world time ------------------------------------------------------------------------------------------------
_CLOCK_CUE = re.compile(r"\b(?:time|clocks?|oclock|what hour|(?:what is|whats) the hour|awake|asleep|sleeping|up yet|"
                        r"in bed|how late|is it (?:late|early))\b")
_PART_OF_DAY = re.compile(r"\bis it (?:still |already )?(?:the |a )?(?:middle of the |dead of (?:the )?|"
                          r"(?:early|small|wee) hours of the )?(morning|afternoon|evening|night|daytime|"
                          r"nighttime|night time|dark|light|daylight|getting dark|getting light)\b(?= (?:yet|already|now|still|there|over|in|out|down|up|right|or)\b|$)")
# "is it dark yet in london": dark is night there, light is the daytime
_PERIODS = {"nighttime": "night", "night time": "night", "dark": "night", "getting dark": "evening",
            "light": "daytime", "daylight": "daytime", "getting light": "morning"}
_DIFFERENCE = re.compile(r"\b(?:hours? (?:ahead|behind|in front|forward|difference)|time difference|"
                         r"(?:ahead of|behind|in front of) (?:us|here|me|home))\b|"
                         # "how many hours is kathmandu more than here", "how much later than us is delhi"
                         r"\b(?:hours?|how much)\b.*\b(?:more|less|later|earlier)\b(?: \S+){0,4} than (?:us|here|me|home|we are)\b")
# A time that is not the clock's now there: a schedule, a length, a different meaning of "time".
# "the current time for reykjavik": the place itself after "time for" is where the time is asked ("time for lunch" is not)
_TIME_FOR = re.compile(r"\btime (?:for|of) ([a-z]+(?: [a-z]+){0,3}?)(?= (?:please|right now|now|currently|at the moment|"
                       r"then)$|$)")
_NOT_NOW_THERE = re.compile(
    r"\b(?:open|opens|close|closes|shut|shuts|start|starts|begin|begins|finish|finishes|end|ends|leave|leaves|arrive|"
    r"arrives|land|lands|depart|departs|sunrise|sunset|sun|dark|flight|flights|train|bus|match|game|show|concert|film|"
    r"movie|meeting|zone|zones|times|how long|how far|spend|spent|travel|last time|next time|first time|"
    r"time to|time for|on time|in time|ago|was it|will it be in|tomorrow|yesterday|went|been|visited|trip|holiday|"
    r"vacation|lived|moved|the time (?:i|we|you|he|she|they|when))\b")


_NOT_THIS_PLACE = re.compile(r"\b(?:not|instead of|rather than|never mind|forget)$")
_PLACE_CORRECTION = re.compile(r"\b(?:sorry|i mean|i meant|no wait|wait no|actually|or rather|scratch that|make that|"
                               r"no)\b")
# "singapore and what time in istanbul", "dubai and time in toronto": the second place's ask said again after "and"
_BOTH = re.compile(r"^(?:and|and in|and also|and also in|and what about|and how about|and then|plus|also|"
                   r"as well as|and for|and (?:also )?(?:(?:what|whats|what is) )?(?:the )?(?:time|current time|"
                   r"local time)(?: is it| it is| is)?(?: in| for)?|and (?:what|whats|what is) (?:it|the time) in)$")


_NOW_WORDS = re.compile(r"\b(?:right now|now|please|at the moment|currently|there|over there|then)\b")


def _asked_places(words: list[str], spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The places of ``spans`` the question asks about: one place said with its country or state after it is one
    ("buenos aires argentina"); a place said after "not" is dropped ("no not sydney perth"); after a correction
    ("tokyo no wait i mean osaka") the places said after it; the same place said twice is one; two or three places
    joined by "and" are each asked about ("cape town and nairobi"); [] when which one is asked about is a guess."""
    joined: list[tuple[int, int]] = []
    ends: list[int] = []  # where each joined place's words end, its country or state included
    for a, b in spans:  # "portland oregon", "vancouver in canada": the country or state after the place is part of it
        if joined and (ends[-1] == a or (ends[-1] + 1 == a and words[ends[-1]] == "in" and _within(
                " ".join(words[joined[-1][0]:joined[-1][1]]), " ".join(words[a:b])))):
            ends[-1] = b
            continue
        joined.append((a, b))
        ends.append(b)
    places = [(a, b, e) for (a, b), e in zip(joined, ends, strict=True)
              if not _NOT_THIS_PLACE.search(" ".join(words[max(0, a - 2):a]))]
    for i in range(len(places) - 1, 0, -1):
        between = " ".join(words[places[i - 1][2]:places[i][0]])
        if _PLACE_CORRECTION.search(between):
            places = places[i:]
            break
    unique: list[tuple[int, int, int]] = []
    for a, b, e in places:
        if all(words[a:b] != words[c:d] for c, d, _ in unique):
            unique.append((a, b, e))
    if len(unique) == 1:
        return [unique[0][:2]]
    joins = (_NOW_WORDS.sub(" ", " ".join(words[unique[i - 1][2]:unique[i][0]])) for i in range(1, len(unique)))
    if len(unique) > 3 or any(not _BOTH.match(" ".join(j.split())) for j in joins):
        return []
    return [(a, b) for a, b, _ in unique]


def _within(place: str, country: str) -> bool:
    """True when ``country`` is a country whose clocks include ``place``'s ("vancouver in canada"), never a second
    place ("paris in texas" is no Paris of France)."""
    from gpt_home.skills.everyday import _city_zones

    zone = _city_zones().get(place)
    return zone is not None and zone in country_zones().get(country, ())


def several_places(text: str, known: Callable[[str], bool]) -> list[str]:
    """The places ``text`` names when it names more than one joined by "and" ("cape town and in nairobi"); else []."""
    words = text.split()
    spans = _asked_places(words, sorted(place_spans(words, known)))
    return [" ".join(words[a:b]) for a, b in spans] if len(spans) > 1 else []


# the time now asked after a remark, pointing at a place: "my grandson is on holiday in bangkok | what time is it
# there" (the remark's "holiday" says nothing of the time asked)
_NOW_ASKED = re.compile(r" (?:so |and |but )?(?:what time is it|whats the time|what is the time)(?: (?:now|right now))?"
                        r"(?: (?:over |out |down |up )?there\b| in [a-z])")


def world_time(normalized: str, known: Callable[[str], bool]) -> Reading | None:
    """ ("GptWorldTime", {"city": ...}) when a time question names exactly one place (``known`` says what is one)."""
    normalized = " ".join(unpossessed(without_purpose(normalized, known).split(), known))  # "nairobis": Nairobi's
    if (said := _TIME_FOR.search(normalized)) is not None and known(said.group(1)):  # "the time for reykjavik"
        normalized = f"{normalized[:said.start()]}time in {said.group(1)}{normalized[said.end():]}"
    difference = _DIFFERENCE.search(normalized)
    part = _PART_OF_DAY.search(normalized)
    rest = normalized[:part.start()] + normalized[part.end():] if part else normalized  # "is it dark yet in x"
    if not part and (asked := _NOW_ASKED.search(rest)) is not None:
        rest = rest[asked.start():]  # only the ask tells whether the time now is asked
    calendar = unit_asked(normalized)  # "what year is it in china": the year there, never the time
    if not (difference or part or calendar or _CLOCK_CUE.search(normalized)) or _NOT_NOW_THERE.search(rest):
        return None
    words = normalized.split()
    spans = place_spans(words, known)
    if not spans:
        return None
    spans = _asked_places(words, sorted(spans))
    if not spans:
        return None  # two places and no telling which one is asked about
    city = "|".join(" ".join(words[a:b]) for a, b in spans)  # "cape town and nairobi": each one
    period = "difference" if difference else _PERIODS.get(part.group(1), part.group(1)) if part else calendar or ""
    return "GptWorldTime", {"city": city, **({"period": period} if period else {})}


# --- random picks ----------------------------------------------------------------------------------------------
_COIN = re.compile(r"\bheads or tails\b|\btails or heads\b|\b(?:flip|toss|spin|throw|chuck)\w* (?:a |the |one |me a |"
                   r"us a )?coin\b|\bcoin (?:flip|toss)\b|^(?:(?:ok|okay|go on|right|and) )*(?:flip|toss) (?:it |the coin )?"
                   r"again\b|\bbest (?:two|2) out of (?:three|3)\b")  # "ok flip again best two out of three"
_DICE = re.compile(r"\b(?:roll|throw|chuck|toss|shake)\w* (?:a |the |one |me a |us a |some |(?P<count>\d+) )?"
                   r"(?:dice|die)\b|\b(?:dice|die) (?:roll|throw)\b|"
                   r"\b(?:dice|die)\b.*\b(?:roll|throw)\w* (?:one|1|it|them|for (?:me|us)|a number)\b")
_PICK = re.compile(r"\b(?:pick|choose|give|say|tell|think of|random|any|some|name|get|draw|(?:pull|throw|shout) out|call out|"
                   r"(?:i|we) (?:need|want) (?:a|one|1|any) (?:random )?number)\b|^(?:a |one )?number\b")
_RANGE = re.compile(r"\b(?:from|between) (\d+) (?:and|to|up to|till|until|through|thru|or) (?:a )?(\d+)\b|"
                    r"\b(\d+) (?:to|through|thru) (?:a )?(\d+)\b")
# "at least 10 and at most 20", "no less than 5 but no more than 9": both ends said as bounds
_BOUNDS = re.compile(r"\b(?:at least|no less than|not less than|a minimum of|minimum) (\d+),? (?:and|but) (?:at most|"
                     r"no more than|not more than|a maximum of|maximum|no bigger than) (\d+)\b")
_UNDER = re.compile(r"\b(?:under|below|less than|smaller than|lower than|up to|no more than|no bigger than) (\d+)\b")
_SIDED = re.compile(r"\b(?:roll|throw|chuck|toss)\w*(?: of)? (?:a |an |one |me a |us a |(?P<count>\d{1,4}) )?(?:d ?(?P<sides>\d{1,6})s?|"
                    r"(?P<sides2>\d{1,6}) (?:sided|sider)(?: (?:one|1|die|dice|dices))?)(?: (?:die|dice))?"
                    r"(?: (?:for|please|then|now|mate)\b.*)?$|"  # "... for the game": what it is for
                    r"\b(?:roll|throw|chuck|toss)\w* (?:a |an |one |me a |us a |the )?(?:(?:big|small|little|large|"
                    r"normal|ordinary|usual|regular|red|blue|green|white|black|yellow) )?(?:die|dice),? (?:the (?:one|1) |one |1 )?"
                    r"(?:with|that has|which has|having) (?P<sides3>[2-9]|\d{2,4}) sides\b")  # "roll a die with 12 sides"
_RANDOM_LETTER = re.compile(r"\b(?:random|any) letter\b|^(?:pick|choose|give me|say|think of)(?: me| us)? a letter"
                            r"(?: (?:please|for me|for us))*$|\ba letter (?:of|from|in) the alphabet\b|\ba letter at random\b")
_DIGIT = re.compile(r"\b(?:a|one|1|any|single|random) (?:single |random )?digit\b(?! (?:of|in)\b)|\b(?:1|single) digit number\b")
_YOU_CHOOSE = re.compile(r"\b(?:(?<!did )(?<!have )(?<!had )you (?:choose|decide|pick)|(?:choose|decide|pick)(?: it| one)? for (?:me|us)|"
                         r"up to you|your (?:choice|call|pick))\b")


# the dice counted apart from the roll: "two dice, throw both", "we need 3 dice rolled", "roll both dice"
_DICE_COUNT = re.compile(r"(?<![\d.])\b(\d{1,2}) dice\b|\bboth(?: of them| dice)?\b|\b(?:a )?pair of dice\b")
_NO_DICE = re.compile(r"\b(?:lost|cant find|cannot find|can t find|havent got|have not got|dont have|do not have) "
                      r"(?:the |our |my |any )?dice\b.*\b(?:help|roll|could you|can you|would you|will you)\b")
_YES_OR_NO = re.compile(r"^(?=.*\byes or no\b)(?=.*\b(?:random|randomly|at random|pick|choose|flip|toss)\b)")
_RPS = r"(rock|stone|paper|scissors?)"  # the three said in any order: "scissors paper stone lets play"
GAME = re.compile(rf"\b{_RPS},? (?:and )?(?!\1){_RPS},? (?:and )?(?!\1|\2){_RPS}\b")


def random_pick(normalized: str) -> Reading | None:
    """A coin, dice, a number in a range, or one of the options said, asked for in any order."""
    if TOLD_ROLL.match(normalized) or about_chance(normalized) or NEGATED_PICK.search(normalized):  # "we rolled a die earlier": told, nothing to throw;
        return None  # "is a coin toss fairer than a dice roll": a question about the tool (agent/chance_asked.py)
    if _COIN.search(normalized):
        return "GptFlipCoin", {}
    if _YES_OR_NO.search(normalized):  # "say yes or no at random"
        return "GptChoose", {"choices": "yes, no"}
    if GAME.search(normalized):  # "lets play rock paper scissors you go": a game, not music
        return "GptChoose", {"choices": "rock, paper, scissors"}
    text = random_sets.reworded(numerals(re.sub(r"\bn[ao]ught\b", "0", normalized)))  # "a dozen", "a million", "from 1 to 5k"
    if some := random_sets.choices(text):  # "pick a random day of the week", "one of the four seasons at random"
        return "GptChoose", {"choices": some}
    if _RANDOM_LETTER.search(text) and _PICK.search(text):  # "give me a random letter", "pick a letter of the alphabet"
        return "GptChoose", {"choices": ", ".join("ABCDEFGHIJKLMNOPQRSTUVWXYZ")}
    if _NO_DICE.search(text):  # "the grandchildren have lost the dice could you help us out": a roll for them
        return "GptRollDie", {}
    if sided := _SIDED.search(text):  # "roll a d 8", "roll a 20 sided one", "roll 2 d 6"
        count = sided.group("count")
        return "GptRollDie", {"sides": sided.group("sides") or sided.group("sides2") or sided.group("sides3"),
                              **({"count": count} if count else {})}
    if (dice := _DICE.search(text)) and not re.search(r"\bsides?\b|\bsided\b", text):  # sides: the templates
        count = dice.group("count") or ((said := _DICE_COUNT.search(text)) and (said.group(1) or "2"))
        return "GptRollDie", {"count": count} if count and int(count) > 1 else {}
    if _DIGIT.search(text) and _PICK.search(text):  # "choose a single digit from 0 to 9": one of the ten digits
        return "GptRandomNumber", {"low": "0", "high": "9"}
    if re.search(r"\bnumbers?\b", text) and _PICK.search(text) and not re.search(r"\b(?:phone|number of)\b", text):
        if found := _BOUNDS.search(text):
            return "GptRandomNumber", {"low": found.group(1), "high": found.group(2)}
        if found := _RANGE.search(text):
            low, high = (found.group(1), found.group(2)) if found.group(1) else (found.group(3), found.group(4))
            return "GptRandomNumber", {"low": low, "high": high}
        if found := _UNDER.search(text):
            top = int(found.group(1)) - (0 if "up to" in found.group(0) or "no " in found.group(0) else 1)
            return ("GptRandomNumber", {"low": "1", "high": str(top)}) if top >= 1 else None
    if _YOU_CHOOSE.search(normalized) and " or " in normalized:
        said = _YOU_CHOOSE.sub(" ", normalized)
        said = re.sub(r"\b(?:should (?:i|we) (?:have|get|do|go for)|what about|which is it|"
                      r"(?:lets|let us) have)\b", " ", said)
        return "GptChoose", {"choices": " ".join(said.split())}
    return None


# --- calendar (not supported) -----------------------------------------------------------------------------------
_CALENDAR = re.compile(r"\b(?:(?:my|our|the family|the familys) (?:calendar|diary|agenda|schedule|plans)|"
                       r"appointments?|meetings?|(?:anything|something) planned)\b")
_CALENDAR_ASK = re.compile(r"\b(?:any|anything|do i have|have i got|do we have|have we got|my|our|today|tomorrow|"
                           r"tonight|this (?:week|morning|afternoon|evening)|next)\b")


# Told, not asked: "our dentist appointment is on tuesday at 3pm", "we moved the dentist to thursday" are facts for
# the memory pass (agent/acknowledge.py answers them), never a calendar request to refuse.
_CALENDAR_STATED = re.compile(r"^(?:(?:my|our|the) (?:[a-z]+ )?(?:appointments?|meetings?)(?: with [a-z ]+?)? "
                              r"(?:is|are|was|has been|got)|(?:i|we) (?:have|had|moved|booked|made|changed|got)) ")
_ASKING = re.compile(r"^(?:any|anything|what|whats|when|which|do|does|did|have|has|is|are|am|can|could|will|would|"
                     r"check|read|tell|show|look|open|add|put|book|schedule|cancel|move|go through|"
                     r"(?:my|our) (?:calendar|diary|agenda)(?! (?:is|was|has)\b))\b|"
                     r"\b(?:any|anything|what is|whats|on it|for me|please)\b")


def calendar(normalized: str) -> Reading | None:
    """An honest refusal for a question about the household's calendar ("any appointments in my diary tomorrow")."""
    if _CALENDAR_STATED.match(normalized) or not _ASKING.search(normalized):
        return None
    if _CALENDAR.search(normalized) and _CALENDAR_ASK.search(normalized):
        return "GptUnsupported", {"service": "calendar"}
    return None


def known_place(text: str) -> bool:
    """True when ``text`` is exactly a city, alias or country the world-time skill knows."""
    from gpt_home.skills.everyday import _city_zones

    return text in _city_zones() or text in country_zones()


def readings(normalized: str, known_place: Callable[[str], bool]) -> list[Reading]:
    """Readings of ``normalized`` (from ``intents.normalize``) with the topic and request in either order."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return []
    from gpt_home.skills.clock_topics import TIME_NOT_ASKED, clock_reading
    from gpt_home.skills.spelling_choice import choice as spelling_choice

    told_not = TIME_NOT_ASKED.search(normalized) is not None  # "dont tell me the time in rome", "she asks me what.."
    place = None if told_not else world_time(normalized, known_place)  # the clock here only when no place is named
    clock = clock_reading(normalized) if not told_not and not place_spans(normalized.split(), known_place) else None
    found = [other_spelling(normalized, spelling, spelling_choice), place, random_pick(normalized), clock,
             calendar(normalized)]
    return [r for r in found if r is not None]
