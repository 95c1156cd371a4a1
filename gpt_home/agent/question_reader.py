"""One reader of questions with one right answer, said any way: where the ask is, what is asked, in its canonical
order, so the question skills (clock, calendar, world time, sums, units, chance, spelling, weather) each receive the
question they know.

An utterance is cut into a remark said first, the ask, and a reason or courtesy said after ("i forgot again | the
current year is what | for my quiz"); the ask is then put in its textbook order:
- an indirect need: "can you tell me what time it is", "id be grateful if you could tell me how rhythm is spelled"
  (the frame dropped, the clause's verb put back before its subject: "what time is it");
- the question word in place or last: "289 has what square root", "8 ounces is how many grams", "we are in what
  year", "tonight gets how cold" ("how cold will it be tonight");
- a topic said first and a pronoun after: "liaison how do you spell it", "144 what is its square root", "tokyo what
  time is it there";
- two asks in one breath: "what time is it and how do you spell receipt" (each part read on its own).

``read`` only proposes: a reading is kept only when the rules read the proposed question as a question
(``QUESTION_INTENTS``), and the caller (``skills/question_turn.py``) asks it only after the skills' own readings of the
sentence found nothing; nothing here acts. Every word is accounted for: a remark said first is a whole clause that
does not refuse or already have the answer ("dont tell me ...", "i already know ..."), make it hypothetical ("if
...") or report it ("she said ..."), and is never a noun phrase of the ask ("the weather | tomorrow is what"); what is
said after is a reason or courtesy ("because i forgot", "for my quiz", "thanks"). ``tells_only``: a statement that
asks nothing ("the time flew by at the party") is never answered as a question by a reading by meaning or by shape.
Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from gpt_home.agent.named_works import names_a_work
from gpt_home.agent.topic_carried import carried
from gpt_home.agent.number_reader import numeralize

MAX_WORDS = 24
MAX_HEAD_WORDS = 10
# The intents that only answer a question (the rules' and the templates' names): a reading may lead to nothing else
QUESTION_INTENTS = frozenset({
    "time", "date", "weekday", "month", "year", "weather", "weather_rain", "weather_temp", "HassGetWeather",
    "GptConvertUnit", "GptCurrentMonth", "GptCurrentYear", "GptDateAndTime", "GptDateOffset", "GptDaysUntil",
    "GptDrawCard", "GptFlipCoin", "GptMath", "GptRandomNumber", "GptRollDie", "GptSpell", "GptTimeAfter", "GptTimeIs",
    "GptTimeUntil", "GptWorldTime", "GptYearsAgo", "HassGetCurrentTime", "HassGetCurrentDate", "world_time", "coin",
    "dice", "random_number"})

# Words that open a question said in its own order, or an ask said as a request ("spell", "pick a number")
_OPENS = frozenset("what which how when where who is are will was does do did can could would whats spell pick roll "
                   "flip toss choose draw give convert tell".split())
_AUX = frozenset("is are was were will does do did can has have".split())
# A verb that joins a thing said first to its question word: "289 HAS what", "the clock SAYS what"
_LINK = re.compile(r"^(?P<s>.+?) (?P<v>is|are|was|has|have|says|say|shows|show|reads|read|makes|make|gives|give|"
                   r"equals|comes to|come to|gets|get|is at|are in|is in|is spelled)"
                   r" (?P<wh>what|which|how many|how much|how)(?: (?P<rest>.*?))?$")
# A frame around an indirect question: what is asked follows it
_INDIRECT = re.compile(
    r"^(?:(?:can|could|would|will) you (?:please |kindly )?(?:tell|remind|show) me|"
    r"(?:do|did) you (?:happen to )?know|(?:have you got|have you|got) any idea|any idea|i (?:was |am )?wondering|"
    r"i wonder|i (?:would|d|need|want|wanna) (?:like )?(?:to )?(?:know|find out|check)|id like to know|"
    r"(?:could|can) you check|(?:please )?(?:tell|remind) me|let me know|"
    r"(?:i would|id) be grateful if you (?:could|would) tell me|would you be so (?:good|kind) as to tell me|"
    r"(?:my memory is going )?(?:could|can) you remind me) (?P<q>.+)$")
_EMBEDDED = re.compile(r"^(?:what|which|how|when|where|who|if|whether)\b")
# A remark said first may not refuse the answer, already have it, or make the ask hypothetical
_REFUSED_HEAD = re.compile(r"\b(?:dont|do not|never|not|no|already|if|unless|when|whether|wish|hope|asked|said|"
                           r"says|told|\d+ (?:days?|weeks?|months?|years?)|from (?:today|now)|ago|(?:mon|tues|wednes|thurs|fri|"
                           r"satur|sun)day|tomorrow|(?:this|next) week)\b")  # another day named first
_OPEN_END = frozenset("the a an my our your his her their of to for in on at with about from and or but than is are "
                      "was were do does did can could will would should that also then plus am times minus by over percent has have "
                      "says say shows show makes make gives give equals comes gets".split())
# A remark said first is a clause: one word alone is one only when it greets or excuses ("sorry", "hey")
_ONE_WORD_REMARKS = frozenset("sorry hey hi hello ok okay right so well alright excuse please quick".split())
_DETERMINERS = frozenset("the a an this that these those my your our his her their".split())
# ... nor with a verb or a preposition ("my son | is in denver what time is it there")
_NOT_A_THING = frozenset("is are was were am be been has have had do does did can could will would should in on at of "
                         "to for from with about by lives live moved what who how when where which why".split())
_VERBISH = frozenset("know knew think thought never always just really not get got say said tell told".split())
# A thing said first never starts with a preposition or an adverb that closes a remark ("i forgot | again 289")
_NOT_A_START = frozenset("in on at of to for from with about by again already too though anyway now then yet still "
                         "also and but or right so well ok okay um".split())
# A thing said first is a noun phrase: a clause's person in it means a remark was read into it ("im making dinner
# tokyo"); a pronoun alone may be the subject ("we are in what year")
_PERSONS = frozenset("i im me you we were us my our your he she they hes shes theyre".split())
# What a tail may be: a reason or courtesy ("because i forgot", "so i can plan my day", "thanks", "for my quiz")
_TAIL = re.compile(r"^(?:because|cause|cos|coz|since|so (?:i|we|that)|for (?:my|our|the|a) (?:homework|quiz|school|"
                   r"class|project|test)|just curious|thanks|thank you|cheers|please|dear|love|i need to know|"
                   r"i cant remember|i forgot|i keep forgetting|(?:its|it is) for (?:a|my|the) (?:quiz|homework|test)|"
                   r"(?:im|i am) writing it down)\b")
_PRONOUN_TOPIC = re.compile(r"\b(?:it|that|this|there|its)\b")
_DAYS = frozenset("today tonight tomorrow saturday sunday monday tuesday wednesday thursday friday weekend".split())
_CLOCK = re.compile(r"\b(?:the )?(?:clocks?|watch)\b")
_SPELLED = re.compile(r"^how (?:is|are|do you spell|to spell|you spell) (?P<w>[a-z]+)(?: spelled| spelt)?$")
_MANY_ONE = re.compile(r"\bhow many (?P<n>[a-z]+[^s\W])\b")
# A head that is a number's phrase, not a clause: the whole a share is of, or a sum's other side
_PART_OF_A_SUM = re.compile(r"^(?:out of|of|from|than) (?:\w+ )?\d")
_JOIN = re.compile(r" (?:and also|and then|and|also|then|plus) ")


@dataclass(frozen=True, slots=True)
class Asked:
    """The questions an utterance asks, each in its textbook order, and what was read around them."""

    questions: tuple[str, ...]
    frame: str


def read(normalized: str, intent_of: Callable[[str], str | None]) -> Asked | None:
    """The question ``normalized`` (``agent.intents.normalize``'s output) asks when said in another order or frame
    than the rules read; ``intent_of(text)`` names the intent the rules read ``text`` as (None: not read). None:
    nothing new (the rules read it as said, or no ask was found)."""
    return next(readings(normalized, intent_of), None)


def readings(normalized: str, intent_of: Callable[[str], str | None],
             asks: Callable[[str], bool] | None = None) -> Iterator[Asked]:
    """Every reading ``read`` would give, the longest ask first (the caller stops at the first a skill answers:
    "im making dinner 289 has what square root" is asked of 289 once "dinner 289" is not a number). ``asks``:
    whether ``intent_of(text)`` is one of ``QUESTION_INTENTS``, when the caller can tell it cheaper."""
    words = normalized.split()
    reads = asks or (lambda text: _asks(intent_of, text))
    if not words or len(words) > MAX_WORDS or reads(normalized):
        return
    yield from _one(numeralize(normalized).split(), reads)


def two_asks(normalized: str, intent_of: Callable[[str], str | None], *, absorbed_only: bool = False,
             asks: Callable[[str], bool] | None = None) -> Asked | None:
    """Two questions in one breath ("how do you spell liaison and will it rain on saturday", "what time is it then
    what year is it"), each read on its own, when the sentence as a whole is read as neither or as only one of them
    (a template's open slot took the other in); None otherwise ("tell me the date and the time" is one ask).
    ``absorbed_only``: only when the whole was read as one of them; ``asks``: as ``readings``'."""
    if len(normalized.split()) > MAX_WORDS:
        return None
    reads = asks or (lambda text: _asks(intent_of, text))
    if absorbed_only and not reads(normalized):
        return None  # the parts read are questions: a whole read as anything else took neither in
    whole = intent_of(normalized)
    if whole is not None and whole not in QUESTION_INTENTS:
        return None  # read as a command ("take 10 minutes off the timer and ..."): never two questions
    for found in _JOIN.finditer(normalized):
        first, second = normalized[:found.start()], normalized[found.end():]
        parts = [p if reads(p) else (a.questions[0] if (a := next(_one(p.split(), reads), None)) else None)
                 for p in (first, second)]
        if not all(parts):
            continue
        if parts[0] != first and reads(said := carried(first, str(parts[0]), str(parts[1]))):
            parts[1] = said  # "the 19th which day is it and how many days until it": until the 19th
        kinds = {intent_of(str(p)) for p in parts}
        if (whole is None and not absorbed_only) or (whole in kinds and len(kinds) == 2):
            return Asked(tuple(str(p) for p in parts), "two asks")
    return None


def _asks(intent_of: Callable[[str], str | None], text: str) -> bool:
    return intent_of(text) in QUESTION_INTENTS


def _one(words: list[str], reads: Callable[[str], bool]) -> Iterator[Asked]:
    """One ask inside a remark before it and a reason after it, in its textbook order, the longest ask first (a
    place said in two words is one place: "busan south korea"); a thing said before its question word first."""
    n = len(words)
    ends = [n, *(j for j in range(n - 1, 1, -1) if _TAIL.match(" ".join(words[j:])))]
    starts = [i for i in range(min(n - 1, MAX_HEAD_WORDS + 1)) if _remark_cut(words, i, reads)]
    for orders in (_moved, _said):
        for i, j in ((i, j) for i in starts for j in ends if j - i >= 2):
            span = " ".join(words[i:j])
            for frame, question in orders(span):
                if (i or j < n or question != span) and reads(question):
                    yield Asked((question,), frame if not i else f"remark, {frame}")


def _remark_cut(words: list[str], i: int, reads: Callable[[str], bool]) -> bool:
    """Whether ``words[:i]`` is a whole remark said before the ask (nothing when ``i`` is 0) and ``words[i]`` may
    start the ask: the remark does not end unfinished, refuse or already have the answer, nor ask a question of
    its own; one word is a remark only when it greets or excuses."""
    if words[i] in _NOT_A_START and not (i == 0 and words[0] in _OPENS):
        return False
    if i == 0:
        return True
    head = " ".join(words[:i])
    if _PART_OF_A_SUM.match(head):  # "of 80 | what is 25 percent": the whole the share is of, never a remark
        return False
    noun_phrase = bool(_DETERMINERS.intersection(words[max(0, i - 2):i]))  # "the weather | tomorrow is what"
    return not (words[i - 1] in _OPEN_END or _REFUSED_HEAD.search(head) or (i == 1 and head not in _ONE_WORD_REMARKS)
                or noun_phrase or reads(head))


def _said(span: str) -> Iterator[tuple[str, str]]:
    """(what was read, the span in a textbook order) for a span said in a question's own order or framed."""
    if span.split()[0] in ("if", "whether"):  # the frame before it dropped ("id like to know if it will rain")
        yield from (("indirect", question) for question in _direct(span))
    if span.split()[0] in _OPENS:
        yield "as said", span
        yield from _spelled(span)
        if (many := _MANY_ONE.search(span)) is not None:  # a learner's "how many day until christmas"
            yield "as said", f"{span[:many.end('n')]}s{span[many.end('n'):]}"
    if (indirect := _INDIRECT.match(span)) and _EMBEDDED.match(indirect.group("q")):
        for question in _direct(indirect.group("q")):
            yield "indirect", question


def _moved(span: str) -> Iterator[tuple[str, str]]:
    """(what was read, the span in a textbook order) for a span whose thing is said before its question word."""
    if span.split()[0] in _NOT_A_THING:
        return
    if (link := _LINK.match(span)) is not None and (" " not in link["s"] or not _PERSONS & set(link["s"].split())):
        yield from (("in place", q) for q in _fronted(link["s"], link["v"], link["wh"], link["rest"] or ""))
    words = span.split()
    for k in range(1, min(len(words) - 1, 6)):  # a topic said first: "liaison how do you spell it"
        topic, rest = " ".join(words[:k]), " ".join(words[k:])
        if words[k] not in _OPENS and words[k] != "any" or (_PERSONS | _NOT_A_THING | _VERBISH) & set(words[:k]):
            continue
        if _PRONOUN_TOPIC.search(rest):
            said = re.sub(r"\bits (\w+(?: \w+)?)$", rf"the \1 of {topic}", rest)
            said = re.sub(r"\bthere\b", f"in {topic}", said)
            said = re.sub(r"\b(?:it|that|this)$", topic, said)
            said = re.sub(r"\b(?:is|are) (?:it|that|this) spelled$", f"do you spell {topic}", said)
            if "spell" in said and " " in topic:  # a word is spelled, never a remark read into it
                continue
            if said != rest:
                yield "topic first", said
                yield from _spelled(said)
        elif topic in _DAYS or topic.split()[-1] in _DAYS:
            for joined in (f"{rest} {topic}", f"{rest} on {topic}"):
                yield "topic first", joined
                yield "topic first", f"will there be {joined.removeprefix('any ')}"


def _spelled(span: str) -> Iterator[tuple[str, str]]:
    if (spelled := _SPELLED.match(span)) is not None:
        yield "spelled", f"how do you spell {spelled['w']}"


def _direct(clause: str) -> Iterator[str]:
    """An embedded question in a question's order: "what time it is" -> "what time is it"; "if it will rain" ->
    "will it rain"; "how rhythm is spelled" -> "how do you spell rhythm"."""
    words = clause.split()
    if words[0] in ("if", "whether"):
        yield from (" ".join([w, *words[1:k], *words[k + 1:]]) for k, w in enumerate(words) if w in _AUX and k > 1)
        return
    yield clause
    yield from (said for _frame, said in _spelled(clause))
    for k, aux in enumerate(words):
        if aux not in _AUX or k < 2:
            continue
        for p in range(k - 1, 0, -1):  # the wh-phrase ends at p, the subject is words[p:k]
            yield " ".join([*words[:p], aux, *words[p:k], *words[k + 1:]])
            if words[k + 1:k + 2] == ["spelled"]:
                yield f"how do you spell {' '.join(words[p:k])}"
        return


def _fronted(subject: str, verb: str, wh: str, rest: str) -> Iterator[str]:
    """ "289 has what square root" -> "what is the square root of 289"; "the current year is what" -> "what is the
    current year"; "we are in what year" -> "what year are we in"; "tonight gets how cold" -> "how cold will it
    be tonight"; "the clocks in seoul show what" -> "what is the time in seoul"."""
    asked = f"{wh} {rest}".strip()
    tail = re.match(r"^(?P<r>.*?)(?P<t> (?:now|right now|today|tonight|please))?$", rest)
    core, when = (tail["r"], tail["t"] or "") if tail else (rest, "")
    subject = _CLOCK.sub("the time", subject) if verb in ("says", "say", "shows", "show", "reads", "read") else subject
    aux, _, prep = verb.partition(" ")
    if verb == "is spelled":  # a word is spelled, never a remark read into it
        yield from ([f"how do you spell {subject}"] if " " not in subject else [])
        return
    if aux in ("has", "have"):  # "289 has what square root", "tokyo has what time": a part of it, or the time there
        orders = (f"{wh} is the {core} of {subject}", f"{asked} is it in {subject}")
    else:
        orders = (f"{wh} {core} {aux} {subject} {prep}", f"{wh} {core} is {subject}", f"{wh} is {subject} {core}",
                  f"{wh} is {subject}", f"{asked} is it in {subject}", f"{wh} {core} will it be {subject}",
                  f"{wh} {core} is it {subject}")
    for order in orders:
        said = " ".join(f"{order}{when}".split())
        if said != asked:
            yield said



# A sentence that tells of something done: a subject and a verb in the past ("the time flew by", "the coin fell
# behind the sofa", "what a day it has been"); "twelve divided by zero" and "three squared" have no subject
_PAST = re.compile(r"\b(?:i|we|he|she|they|it|you|(?:the|a|an|my|our|his|her|your|their)(?: \w+){1,3}) (?:\w+ )?"
                   r"(?:was|had|did|has been|have been|went|came|flew|fell|wrote|forgot|lost|broke|stopped|said|told|"
                   r"got|took|made|ran|saw|found|left|bought|gave|kept|sat|stood|won|spent|thought|"
                   r"(?!(?:divided|multiplied|squared|cubed|hundred|need|speed)\b)\w{3,}ed)\b")
# ... unless it asks something all the same: a question's start, a request to tell, a wish to know
_ASKS_ANYWAY = re.compile(r"^(?:what(?! a\b)|whats|which|how|when|where|who|is|are|will|can|could|would|do|does|"
                          r"tell|give|say|check|please|any)\b|\b(?:what(?! a\b)|which|how|when|whether|if|"
                          r"tell me|remind me|need to know|want to know|wonder|pick|choose|roll|flip|toss|draw|spell|"
                          r"convert|need|want|wanna|help|(?:could|can|would|will) you|have you|got the|"
                          r"(?:is|was|were|will|did|does) (?:it|that|this|there)|"
                          # a question after a plan told: "we've got a picnic saturday, will we get rained off"
                          r"will (?:we|i|they|the (?:weather|rain|sun)) |do you think|are we (?:ok|okay|alright|safe)|"
                          r"\d+ (?:percent|per cent) off)\b")  # "it was 50 and 20 percent off": the price now is asked


# a question refused before it ("dont tell me how many days till christmas", "dont worry about the time in india")
REFUSED = re.compile(r"^(?:please )?(?:dont|do not|no need to|you dont need to|you do not need to|never) (?:tell|remind|"
                     r"worry about|bother|say|give|read|mention|count|work out|check)\b")
# a remark about the days said as a plain statement, no tag asked after it ("friday is my favourite day of the week",
# "weekday mornings are chaos in this house"); "friday is today isnt it" and "today is saturday yes" ask
_DAY_REMARK = re.compile(r"^(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|weekdays?|weekends?|"
                         r"the weekend|mornings|evenings)(?: \w+)? (?:is|are|feel|feels|seem|seems|go|goes) "
                         r"(?!(?:it|today|tomorrow|yesterday|this|now|the day)\b)(?!.*\b(?:what|whats|which|when|how)\b)"
                         r"(?!.*\b(?:isnt it|is it|right|yes|no|innit|"
                         r"correct|true|arent they|is that right|am i right)$)")


# today or now read out: what a remark about the days is never asked for ("saturday, is rain coming" asks the weather)
_NOW_INTENTS = frozenset({"time", "date", "weekday", "month", "year", "HassGetCurrentTime", "HassGetCurrentDate",
                          "GptDateAndTime", "GptCurrentMonth", "GptCurrentYear"})

# someone else's question about now told of ("my son asked me is it still the weekend, bless him", "she keeps asking
# what day it is"), unless it is passed on to the assistant ("... what should i tell her", "... can you tell me")
_REPORTED = re.compile(r"^(?:(?:my|our|his|her|their|the) \w+(?: \w+)?|he|she|they|someone|somebody) (?:just |always |"
                       r"keeps |kept |was |were )?(?:asked|asking|wanted to know|wondered)\b")
# the reported question is about now, which the speaker knows ("... is it still the weekend"); "my granddaughter asked
# me what the tallest animal is" wants the answer to pass on, and is answered
_OF_NOW = re.compile(r"\b(?:weekend|weekday|today|day|date|time|month|year|morning|afternoon|evening|night)\b")
_PASSED_ON = re.compile(r"\b(?:what|how) (?:should|do|shall|can) i (?:tell|say|answer)|\b(?:can|could|will|would) you "
                        r"(?:tell|say|check)|\btell (?:me|him|her|them|us)\b|\bwhats the answer\b|\bso (?:what|is)\b")


def tells_only(normalized: str, intent: str) -> bool:
    """True when ``intent`` answers a question and ``normalized`` is a statement that asks nothing ("the clock in
    the hall stopped", "i wrote the wrong date on the cheque", "what a day it has been"): a reading by meaning or by
    a noun's shape must not answer it. A work named by its title asks nothing either ("the song what time is it is
    on": the question is its name, agent/named_works.py)."""
    if intent in QUESTION_INTENTS and names_a_work(normalized):
        return True
    if intent in QUESTION_INTENTS and REFUSED.match(normalized) or intent in _NOW_INTENTS and _DAY_REMARK.match(normalized):
        return True
    if (intent in _NOW_INTENTS or intent == "GptSaid" and _OF_NOW.search(normalized)) and _REPORTED.match(
            normalized) and not _PASSED_ON.search(normalized):
        return True  # "my son asked me is it still the weekend, bless him": his question told of, not put to us
    return intent in QUESTION_INTENTS and bool(_PAST.search(normalized)) and not _ASKS_ANYWAY.search(normalized)
