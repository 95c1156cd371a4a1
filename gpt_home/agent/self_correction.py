"""Self-corrections said inside one request: the last stated value wins.

People correct themselves mid-sentence: "set a timer for five no make it ten minutes", "add eggs, actually no, add
milk to the list", "turn on the kitchen, sorry, the living room light", "what is twelve plus nine no twelve plus
nineteen". ``corrected`` finds the correction marker ("no", "no wait", "actually", "sorry", "i mean", "make it",
"no not eggs") and puts the words after it in place of the words they correct:

- a **value** (the words after the marker start with a number): the last stretch of numbers, operators and units
  before the marker is replaced; a unit or am/pm said only the first time is kept ("five pm no make it five thirty"
  is "five thirty pm", "eight minutes no wait twelve" is "twelve minutes");
- a **whole command** (they start with a command verb): they replace everything before the marker;
- a **phrase** (anything else): they replace the words from the last place their first word was said ("the kitchen,
  sorry, the living room light" -> "turn on the living room light"), else the last word ("add eggs no milk").

Only the wording changes; the caller tries the corrected request first and the request as heard when the corrected one
is not understood, so a "no" inside a question ("is there no water on mars") changes nothing that was understood.

**Per slot** (``corrected_slots``), tried before the rewrite: the sentence as heard is recognised first, and a slot
whose words hold a correction keeps the last value said for it ("add toilet paper no actually paper towels to the
shopping list": the item slot is "toilet paper no actually paper towels", so the item is "paper towels"). The slot's
own edges say what the first value was, which a rewrite of the sentence cannot know ("toilet paper towels").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from gpt_home.agent.minutes_past import minutes_past
from gpt_home.agent.repair_values import clock_said, list_item_again, value_inside

# "no", "nope", "sorry", "actually", "oops", "wait", "i mean", "make it", "scratch that", "rather", in any run,
# optionally followed by "not <the corrected words>" ("no not eggs").
# "no rush", "no hurry", "no worries": a remark said after a request, never a correction of its last word
_NO_REMARK = r"(?! (?:rush|hurry|worries|worry|problem|probs|pressure|stress|bother|fuss|panic|biggie|big deal)\b)"
# "remind me to say sorry to john", "tell him im sorry": an apology said, never a correction
_SORRY = "".join(rf"(?<!\b{w} )" for w in "say said says saying im am so really very feel felt a".split()) + "sorry"
_LEAD = (rf"(?:no{_NO_REMARK}|nope|nah|{_SORRY}|actually|oops|wait|hang on|hold on|i mean|i meant|or rather|rather|"
         r"scratch that|correction|my mistake|my bad)")
_MAKE = rf"(?:make (?:it|that)|change (?:it|that) to|i mean|i meant|wait|{_SORRY}|actually|rather)"
_MARKER = re.compile(
    rf"(?:^| )(?P<marker>(?:oh )?(?:{_LEAD} )+(?:not (?P<neg>(?:the |a |an |any )?[a-z0-9]+) )?(?:{_MAKE} )*|{_MAKE} )"
)
_VERBS = frozenset(
    "add put set turn switch remind make start cancel stop take remove dim play tell give wake get write "
    # a game asked for instead: "flip a coin no actually roll a die" is a whole new request
    "roll flip toss spin "
    # a word to spell said again: "spell their, no, there"
    "spell".split()
)
# "one" ending a phrase correction stands for the thing corrected: "the living room light sorry the kitchen one" is
# the kitchen light (the thing said first is kept); only things named by a place ("the afternoon one" is no thing)
_ONE = frozenset(("one", "ones"))
_THINGS = frozenset("light lights lamp lamps timer timers alarm alarms reminder reminders list lists".split())
_NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million half quarter "
    "a an and point oh".split()
)
_OPERATORS = frozenset("plus minus times divided by over percent of multiplied to the power squared cubed take "
                       "away".split())
_UNIT_WORDS = frozenset(
    "am pm oclock minutes minute mins min hours hour hrs hr seconds second secs sec days day weeks week percent "
    "degrees celsius fahrenheit tonight tomorrow morning evening afternoon in the".split()
)
# Words that end a value stretch when they come first after it ("five pm", "ten minutes"): carried to the new value.
# Days and weeks too: "what's the date in 3 days no sorry 4" is in 4 days.
_CARRY = frozenset("am pm oclock minutes minute mins min hours hour hrs hr seconds second secs sec percent days day "
                   "weeks week tomorrow tonight today".split())
_DAY_WORDS = frozenset(("tomorrow", "tonight", "today"))
_WANTED = re.compile(r"(?:it is|its|it s|i want|i need|i meant|i wanted) (?P<what>the [a-z ]+?)(?: (?:i am|im|i was|we "
                     r"are) after| (?:i|we) (?:want|need|meant|wanted)| please)?")
# "no" right after these is a determiner ("there is no milk"), not a correction.
_NOT_AFTER = frozenset("is are was were there have has had got with say says said and or of for to".split())


def _is_number(word: str) -> bool:
    return word.isdigit() or re.fullmatch(r"\d+(?:[.:]\d+)?(?:st|nd|rd|th)?", word) is not None or (
        word in _NUMBER_WORDS and word not in ("a", "an", "and", "oh", "point")
    )


def _value_start(words: list[str]) -> tuple[int, list[str]] | None:
    """Where the last value stretch of ``words`` begins, and the unit words said right after its numbers."""
    end = len(words)
    tail: list[str] = []
    while end and words[end - 1] in _CARRY:
        tail.insert(0, words[end - 1])
        end -= 1
    if not end or not _is_number(words[end - 1]):
        return None
    start = end
    while start and (_is_number(words[start - 1]) or words[start - 1] in _NUMBER_WORDS
                     or words[start - 1] in _OPERATORS
                     or (words[start - 1] in _UNIT_WORDS and start >= 2 and _is_number(words[start - 2]))
                     or (words[start - 1] in ("past", "to") and start >= 2 and _is_number(words[start - 2]))):
        # "half past eight no nine": the whole clock time is the value replaced, never "half past nine"
        start -= 1
    while start < end and words[start] in ("a", "an", "and", "the", "in", "of", "to", "by", "over"):
        start += 1  # "for a ten" keeps "for"; the stretch starts at a number or an operator word
    return start, tail


# A bare "no" then a phrase opened by one of these words, repeating one in a question: the phrase corrected.
_PLACE_WORDS = frozenset({"of", "in", "for", "from"})
# A phrase said again after a bare "no" with a value in it: "from 1 to 10 no from 1 to 4", "between 5 and 9 no between
# 5 and 7", "at 7 no at 8"
_RESTATED_HEADS = _PLACE_WORDS | frozenset({"between", "at", "until", "till"})
_ASKING = frozenset({"what", "whats", "who", "whos", "where", "wheres", "how", "which", "when", "is", "are", "tell"})


# A short name after the marker that says no name: "what's the capital of france, no idea", "... no really"
_REMARKS = frozenset("idea clue worries worry problem problems rush hurry thanks thank way really seriously kidding "
                     "joke matter doubt please".split())


def _named_again(left: list[str], right: list[str]) -> str | None:
    """ "whats the capital of portugal no spain" -> "whats the capital of spain", "what time is it in new york sorry
    london" -> "... in london": in a question, a name of one to three words said after the marker replaces the words
    after the question's last "of", "in", "for" or "from" (at most four words back). Numbers are the value
    correction's ("the 8th of january no the 18th"), and a phrase with its own place word the repeat's."""
    if not _asks(left) or not 1 <= len(right) <= 3 or any(_is_number(w) for w in right) \
            or set(right) & (_PLACE_WORDS | _VERBS | _REMARKS | _NOT_AFTER):
        return None
    places = [i for i, w in enumerate(left) if w in _PLACE_WORDS and i >= len(left) - 4]
    return " ".join(left[: places[-1] + 1] + right) if places and places[-1] < len(left) - 1 else None


# A question said as its bare noun phrase: "capital of portugal", "the population of peru" (a topic and its place)
_TOPIC_OF = re.compile(r"^(?:the )?[a-z]+(?: [a-z]+)? (?:of|in) ")


def _asks(left: list[str]) -> bool:
    """Whether the words before the marker ask (a question word first, or a question said as a noun phrase)."""
    return left[0] in _ASKING or (left[0] not in _VERBS and bool(_TOPIC_OF.match(" ".join(left))) and len(left) <= 6)


_OPERATOR_HEADS = frozenset("plus minus times divided multiplied over".split())
_BY_HEADS = frozenset("divided multiplied shared split".split())  # "84 shared by 4 no by 7"
# The operators of a sum: a bare number said to correct a sum replaces its last operand only ("84 divided by 4 no
# wait 7" is 84 divided by 7, never "7")
_ARITHMETIC = frozenset("plus minus times by over x away".split())
_MONTH_NAMES = ("january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|"
                "apr|jun|jul|aug|sep|sept|oct|nov|dec")
_DAY_WORD = (r"(?:\d{1,2}(?:st|nd|rd|th)|(?:twenty |thirty )?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|"
             r"ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|"
             r"nineteenth|twentieth|thirtieth)")
_DAY_ONLY = re.compile(rf"(?:the )?(?P<day>{_DAY_WORD})(?: one| please)?")
# the last day of the month said with its month: "the 8th of january", "january the 8th", "jan 8th"
_DATED_DAY = re.compile(rf"\b(?P<day>{_DAY_WORD})(?= of (?:{_MONTH_NAMES})\b)|"
                        rf"\b(?:{_MONTH_NAMES}) (?:the )?(?P<day2>{_DAY_WORD})\b")


def _part_kept(left: list[str], right: list[str]) -> str | None:
    """A correction naming only the part that changed keeps the rest of what was said: an operator keeps the
    numbers ("45 plus 38 no minus 38" -> "45 minus 38"), a day of the month keeps the month ("the 8th of january
    no the 18th" -> "the 18th of january"). None when the correction is not such a part."""
    if right[0] in _OPERATOR_HEADS and any(_is_number(w) for w in right):
        for i in range(len(left) - 1, 0, -1):
            if left[i] in _OPERATOR_HEADS and _is_number(left[i - 1]):
                return " ".join([*left[:i], *right])
        return None
    if right[0] == "by" and len(right) > 1 and _is_number(right[1]):
        # "84 divided by 4 no by 6": the number after "divided by" or "multiplied by" is the part changed
        for i in range(len(left) - 2, 0, -1):
            if left[i] == "by" and left[i - 1] in _BY_HEADS and _is_number(left[i + 1]):
                return " ".join([*left[:i], *right])
        return None
    if _is_number(right[0]) and (said := _restated_from(left, right)) is not None:
        return said
    if (day := _DAY_ONLY.fullmatch(" ".join(right))) is None:
        return None
    text = " ".join(left)
    found = list(_DATED_DAY.finditer(text))
    if not found:
        return None
    said = found[-1]
    group = "day" if said.group("day") else "day2"
    return f"{text[: said.start(group)]}{day.group('day')}{text[said.end(group):]}"


# Words that tie a number to the rest of a request ("30 miles to kilometres", "84 divided by 4"): a correction that
# starts with a number and says one of them again restates everything from the first number.
_TIES = frozenset("to in into by plus minus times over of away".split())


def _restated_from(left: list[str], right: list[str]) -> str | None:
    """ "convert 30 miles to kilometres sorry 30 kilometres to miles" -> "convert 30 kilometres to miles": a value said
    again with its own tie word replaces the words from the first number on, when it is about as long as them (a
    second request said after the first is never swallowed)."""
    first = next((i for i, w in enumerate(left) if _is_number(w)), None)
    if first is None or abs(len(left) - first - len(right)) > 1 or not set(right[1:]) & set(left[first + 1:]) & _TIES:
        return None
    return " ".join([*left[:first], *right])


def corrected(normalized: str) -> str | None:
    """The request with its self-correction applied (the last stated value wins), or None when it has none.

    ``normalized`` comes from ``intents.normalize`` (lower case, no punctuation)."""
    if (clock := minutes_past(normalized)) is not None:
        return clock  # "at 6, no, make it half past": the hour kept (agent/minutes_past.py)
    for m in reversed(list(_MARKER.finditer(normalized))):
        left = normalized[: m.start()].split()
        right = normalized[m.end():].split()
        marker = m.group("marker").split()
        marker = marker[1:] if marker[0] == "oh" else marker  # "at 3 oh wait 4": "oh no" is "no"
        if not left or not right:
            continue
        if (wanted := _WANTED.fullmatch(" ".join(right))) is not None:
            right = wanted.group("what").split()  # "the date, oh hang on, it's the time i'm after": the time
        if len(right) > 1 and right[0] in ("just", "only"):
            right = right[1:]  # "roll two dice no just one", "add eggs and milk, no, just eggs": the value itself
        if marker[0] in ("no", "nope", "nah") and left[-1] in _NOT_AFTER and len(marker) == 1:
            continue  # "there is no milk", "with no sugar"
        if (kept := _part_kept(left, right)) is not None:
            return kept
        if (named := _named_again(left, right)) is not None:
            return named  # "what's the capital of portugal, no, spain"
        if (len(marker) > 1 or marker[0] in ("make", "change")) and (item := list_item_again(left, right, _is_number)):
            return item  # "apples on the shopping list, no hang on, make that pears" (agent/repair_values.py)
        if marker[0] in ("no", "nope", "nah") and len(marker) == 1 and right[0] in _RESTATED_HEADS and len(right) > 1 \
                and right[0] in left[1:] and (_asks(left) or any(_is_number(w) for w in right)):
            # "what's the capital of austria, no, of hungary", "a number from 1 to 10, no, from 1 to 4": the phrase
            # said again replaces the one it repeats
            if (kept := _phrase_in_place(left, right)) is not None:
                return kept  # "remind me at 3 pm to take my pills, no, at 4 pm": what follows the time kept
            cut = len(left) - 1 - left[::-1].index(right[0])
            return " ".join(left[:cut] + right)
        if marker[0] in ("no", "nope", "nah") and len(marker) == 1 and not (
                _is_number(right[0]) or right[0] in _VERBS or right[0] in ("the", "my", "a", "an") or left[0] in _VERBS
                or left[-1] in right[1:4] or _one_for_one(left, right)):  # "i need milk, no, oat milk, on the list"
            continue  # a bare "no" corrects a value, a command or a thing in a command; elsewhere it is a word
        if ("make" in marker or "change" in marker) and not _is_number(right[0]) and not (
                right[0] in left and _is_number(right[-1]) and _is_number(left[-1])):  # "... make that shared by 7"
            continue  # "turn on the light and make it brighter": a request, not a correction
        fixed = _apply(left, right, m.group("neg"))
        if fixed and fixed != normalized:
            return fixed
    return None


def _apply(left: list[str], right: list[str], negated: str | None) -> str | None:
    if right[0] in _VERBS or (len(right) >= 3 and right[-2:] == left[-2:] and not _is_number(right[0])
                              and right[0] not in {*left, *_NUMBER_WORDS} and "and" not in left):
        return " ".join(right)  # a whole command again: "add eggs actually no add milk to the list", "kitchen light
        # on, no, living room light on"
    if _is_number(right[0]):
        found = _value_start(left)
        if found is None:  # "the date 30 days from now, actually make it 45": the number said inside
            return value_inside(left, right, _is_number)
        start, tail = found
        operators = [i for i in range(start, len(left)) if left[i] in _ARITHMETIC or left[i - 1:i + 1] == ["percent", "of"]]
        if operators and not set(right) & _OPERATORS:
            start = operators[-1] + 1  # "whats 84 divided by 4 sorry 7": the last operand is the value corrected
        said = right
        if tail and not any(w in _CARRY for w in right):
            # "five pm no make it five thirty": still pm; "fifteen minutes no make it twenty for the bread": the unit
            # goes after the new number, before what the timer is for
            cut = next((i for i, w in enumerate(right) if not (_is_number(w) or w in ("and", "a"))), len(right))
            said = [*right[:cut], *tail, *right[cut:]]
        elif days := [w for w in tail if w in _DAY_WORDS and w not in right]:
            said = [*right, *days]  # "at 7 oclock tomorrow, sorry, 8 oclock": still tomorrow
        return " ".join([*left[:start], *said])
    if negated:  # "add eggs no not eggs butter": the negated words are the ones replaced
        words = negated.split()
        for i in range(len(left) - len(words), -1, -1):
            if left[i:i + len(words)] == words:
                return " ".join([*left[:i], *right])
    head = right[0]
    if head in left and (kept := _phrase_in_place(left, right)) is not None:
        return kept  # "remind me at 5 to call mum, sorry, at 6": "remind me at 6 to call mum"
    if head in left:
        i = len(left) - 1 - left[::-1].index(head)
        things = [w for w in left[i:] if w in _THINGS]
        if len(right) >= 2 and right[-1] in _ONE and things and things[-1] not in right:
            right = [*right[:-1], things[-1]]
        return " ".join([*left[:i], *right])
    if len(left) >= 2:
        return " ".join([*left[:-1], *right])
    return " ".join(right) if _one_for_one(left, right) else None


def _one_for_one(left: list[str], right: list[str]) -> bool:
    """ "eggs no milk", "milk sorry oat milk": one word said alone (an answer to "what should I add?"), then the
    thing meant instead (never a remark: "sugar no thanks", "tea no idea")."""
    return len(left) == 1 and 1 <= len(right) <= 3 and not _is_number(left[0]) and left[0] not in _NOT_A_VALUE_START \
        and not set(right) & (_REMARKS | _NOT_A_VALUE_START | {"thanks", "thank", "way"})


def _phrase_in_place(left: list[str], right: list[str]) -> str | None:
    """A place word and a value said again ("at 6", "for 10"), when the words it corrects ("at 5") have more said
    after them: the value replaced where it was said, what follows kept. None otherwise."""
    if right[0] not in _RESTATED_HEADS | {"to"} or not clock_said(right[1:], _is_number, _CARRY):
        return None  # "no, at quarter past 5": a clock value said again
    i = len(left) - 1 - left[::-1].index(right[0])
    end = i + 1
    while end < len(left) and (_is_number(left[end]) or left[end] in _NUMBER_WORDS or left[end] in _CARRY):
        end += 1  # "for half an hour": the whole value, never "for 20 minutes an hour"
    return " ".join([*left[:i], *right, *left[end:]]) if i + 1 < end < len(left) else None


def has_correction(normalized: str) -> bool:
    """True when ``normalized`` holds a correction marker that ``corrected`` or ``corrected_slots`` would act on."""
    return _MARKER.search(normalized) is not None


def last_said(value: str) -> str | None:
    """The last value said in one slot's words ("toilet paper no actually paper towels" -> "paper towels"), or None
    when the words hold no correction."""
    words = value.split()
    for m in reversed(list(_MARKER.finditer(" ".join(words)))):
        text = " ".join(words)
        left, right, marker = text[: m.start()].split(), text[m.end():].split(), m.group("marker").split()
        if not left or not right:
            continue
        if marker[0] in ("no", "nope", "nah") and len(marker) == 1 and left[-1] in _NOT_AFTER:
            continue  # "milk with no sugar"
        if marker[0] in ("make", "change") and not _is_number(right[0]):
            continue
        if right[0] in _VERBS or _part_kept(left, right) is not None or ("list" in left and "list" not in right):
            return None  # a whole command said again, or a part of it, or the list named: the sentence's rewrite
        if (_is_number(right[0]) or right[0] == "at" and clock_said(right[1:], _is_number, _CARRY)) \
                and _value_start(left) is not None:
            return None  # "call mum at 5 no (at) 6": a value inside the slot, which ``corrected`` puts in place
        size = next((i for i, w in enumerate(left) if not (_is_number(w) or w in _AMOUNT_WORDS)), len(left))
        if 0 < size < len(left) and all(_is_number(w) or w in _AMOUNT_WORDS for w in right):
            return " ".join(right + left[size:])  # "a dozen eggs no two dozen": two dozen eggs
        return " ".join(right)
    return None


_AMOUNT_WORDS = frozenset("a an dozen half couple few".split())
# The word tying a slot said again to its request: "to" the todo list, "in" grams, "on" the list
_SLOT_TIES = frozenset("to in into on onto my the our".split())  # and "my": "cancel my alarm no my timer"


def corrected_slots(slots: Mapping[str, Any]) -> dict[str, Any] | None:
    """The slots with each corrected slot holding its last value said; None when no slot held a correction."""
    out = dict(slots)
    changed = False
    for name, value in slots.items():
        if isinstance(value, str) and (last := last_said(value)) is not None:
            if last in _SLOT_TIES:
                return None  # "cancel my alarm no my timer": the slot's edge cut the thing named; the sentence reads it
            if last.split()[0] in ("just", "only") and len(last.split()) > 1:
                last = last.split(maxsplit=1)[1]  # "eggs and milk, no, just eggs": eggs
            if last.split()[0] in _SLOT_TIES and len(last.split()) > 1 and value.split()[0] not in _SLOT_TIES:
                # "to kilos no in grams": the unit is grams; "the shopping list, no, to the todo list": the todo list
                last = last.split(maxsplit=1)[1]
            out[name] = last
            changed = True
            if name == "to_unit" and "quantity" in slots and _is_number(last.split()[0]):
                # "convert 10 inches to centimetres sorry i mean 10 feet": the amount was corrected, not the unit
                said = list(_MARKER.finditer(value))[-1]
                words = last.split()
                tie = next((i for i, w in enumerate(words) if w in ("to", "in", "into") and 1 < i < len(words) - 1), 0)
                if tie:  # "30 miles to kilometres sorry 30 kilometres to miles": the whole conversion said again
                    out.update(quantity=" ".join(words[:tie]), to_unit=" ".join(words[tie + 1:]))
                    continue
                unit = words[1:] or str(slots["quantity"]).split()[1:]  # "no make it 12": 12 of the same
                out.update(quantity=" ".join([words[0], *unit]), to_unit=value[: said.start()].strip())
    return out if changed else None


# Words a value said after a correction marker never starts with: a pronoun, a preposition, a courtesy.
_NOT_A_VALUE_START = frozenset("to for about i we you he she they it its that this there here me us them my our your "
                               "please thanks thank if but so because as when".split())


def said_after(normalized: str) -> tuple[str, str] | None:
    """A correction said after the whole request ("add pasta to my shopping list no actually rice"): the request and
    the value said last ("rice"), for the caller to put in the request's item slot; None when there is none."""
    matches = list(_MARKER.finditer(normalized))
    if not matches:
        return None
    m = matches[-1]
    left, right, marker = normalized[: m.start()].split(), normalized[m.end():].split(), m.group("marker").split()
    if not left or not right or len(right) > 4 or right[0] in _VERBS or "list" in right:
        return None
    if _part_kept(left, right) is not None:
        return None  # "45 plus 38 no minus 38": the part changed, which ``corrected`` puts in place
    if right[0] in _NOT_A_VALUE_START:  # "sorry to bother you", "actually we need two": talk, not a new value
        return None
    if marker[0] in ("no", "nope", "nah") and len(marker) == 1 and left[-1] in _NOT_AFTER:
        return None
    if "make" in marker or "change" in marker or _is_number(right[0]) or (
            right[0] in ("just", "only") and len(right) > 1 and _is_number(right[1])):
        return None  # "no make it ten": a value, which ``corrected`` puts in place
    if right[0] in ("just", "only") and len(right) > 1:
        right = right[1:]  # "add eggs and milk, no, just eggs": eggs
    return " ".join(left), " ".join(right)


# for agent/answer_repair.py: the "no" of an answer read with the same words
SORRY, NOT_AFTER, is_number = _SORRY, _NOT_AFTER, _is_number
