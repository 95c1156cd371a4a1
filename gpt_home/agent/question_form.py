"""A spoken general-knowledge question put in the form a small model answers best, before the model reads it.

Why: the bundled model (SmolLM2-135M) is sensitive to the form of a question far more than to its meaning. Asked as
people say it after speech-to-text ("the fella who wrote romeo and juliet whats his name", "highest peak on earth",
"settle an argument whats the capital of australia is it sydney") it answers about something else or guesses the
suggested wrong answer; asked "Who wrote romeo and juliet?" or "What is the highest peak on earth?" it answers right.

Here only the frames are rewritten, never the words of the topic:

* fillers and lead-ins before the question are dropped ("um", "for my homework", "settle an argument"),
* a check or a tag after it is dropped ("... is it sydney", "... whats his name" after a "who" question),
* the topic said first becomes the question's subject ("the mona lisa who was the painter" -> "Who was the painter of
  the mona lisa?", "the sweet stuff bees make whats it called" -> "What is the sweet stuff bees make called?",
  "the fella who wrote X whats his name" -> "Who wrote X?"),
* a bare noun phrase becomes a question ("highest peak on earth" -> "What is the highest peak on earth?"),
* "whats" / "what's" are written out, the first letter is capitalised and a question mark ends it.

Only the model's copy of the words changes: the conversation keeps what was said, and the reply guard judges the reply
against what was said too. Anything that is not plainly a general-knowledge question (a command, a statement about
the speaker, chit-chat) is returned unchanged. Pure: text in, text out (no LangChain import: the cold `ask`
path predicts the model's request with it, ``agent/answer_ahead.py``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gpt_home.agent.question_first import remarked_questions
from gpt_home.agent.question_last import question_last
from gpt_home.agent.rewrites import Rewrites

_WH = r"(?:who|what|which|where|when|why|how)"
# Said before the question and meaning nothing to it (speech-to-text writes them in lower case, without commas).
_LEAD_RE = re.compile(
    r"^(?:(?:um+|uh+|erm+|er|hmm+|ah+|oh|so|well|right|okay|ok|hey|alright|and|but|now|then|quick question|"
    r"random question|out of interest|just wondering|i was wondering|i wonder|settle an argument|for my homework|"
    r"for a quiz|for the quiz|for homework|a question|question|please|computer|tell me|do you know|"
    r"can you tell me|could you tell me|"
    # a "you" that asks about the world: "do you happen to know", "have you any idea", "would you know"
    r"(?:do|did|would|might) you (?:happen to )?know|you know|(?:can|could|would|will) you (?:please )?(?:tell|say)"
    r"(?: to)? me|(?:have you|have you got|do you have|you have|got) (?:any|an) idea|any idea|please tell me|"
    r"i (?:want|wanted|would like|d like|need) to know|i'd like to know)\b[\s,]*)+", re.IGNORECASE)
# Who asked, said before the question the speaker passes on: "my granddaughter asked me", "the kids want to know".
_ASKER_RE = re.compile(
    r"^(?:(?:my|our|the|his|her) (?:little |youngest |eldest |oldest )?(?:granddaughter|grandson|grandkids|"
    r"grandchildren|daughter|son|kids|children|child|boy|girl|lad|wife|husband|mum|mom|dad|nana|nan|grandma|grandad|"
    r"grandpa|granny|teacher|friend|mate|sister|brother|partner|family|little one|neighbour|neighbor)|nana|nan|grandma|"
    r"grandad|granny|the kids) (?:asked(?: me| us)?|wants to know|want to know|is asking(?: me| us)?|"
    r"are asking(?: me| us)?|was asking(?: me| us)?|were asking(?: me| us)?|was wondering|is wondering|"
    r"needs to know|keeps asking(?: me)?)\b[\s,]*(?=(?:who|what|whats|which|where|when|why|how|is|are|was|were|do|"
    r"does|did|can)\b)", re.IGNORECASE)
# A check or a tag after a complete question: "... is it sydney", "... or not", "... do you know".
_TAIL_RE = re.compile(r"^(?P<question>(?:\S+ ){2,}?\S+?)(?:\s+(?:is it|isn't it|was it|or is it) \w+(?: \w+)?|"
                      r"\s+(?:do|would) you (?:happen to )?know|\s+please|\s+(?:(?:i am |im )?asking |its |it is |just )?for "
                      r"(?:a |the |my |our |tonights )?(?:pub |school |family |work )?(?:quiz|homework|crossword)"
                      r"(?: tonight| night| later)?|\s+if you know|\s+any idea|\s+(?:can|could) you tell me|"
                      r"\s+(?:mummy|mommy|mum|mom|daddy|dad|nana|grandma|grandad|granny|grandpa|dear|"
                      r"love|mate|pal|buddy|darling|sweetie|fr|lol|for real|again))$", re.IGNORECASE)
# A question in a lead-in's word order: "(do you know) what the capital of germany is", "what a baby dog is called".
_EMBEDDED_RE = re.compile(
    r"^(?P<wh>what|who|where|which \w+|what \w+|how \w+) (?P<rest>(?:the|a|an) .+?) (?P<verb>is|are|was|were)"
    r"(?P<end> in| on| from| called| made of| for)?$", re.IGNORECASE)
# "the fella who wrote romeo and juliet whats his name": a person described, then asked for by name.
_PERSON = r"(?:fella|fellow|guy|bloke|chap|man|woman|lady|person|one|people|bloke|geezer|dude)"
_DESCRIBED_PERSON_RE = re.compile(
    rf"^(?:the|that|this) {_PERSON} (?:who|that) (?P<rest>.+?)\s+(?:whats|what's|what is|what was|who was|who is)"
    r" (?:his|her|their|the) name$", re.IGNORECASE)
# "first man on the moon what was his name", "the author of harry potter who is it": who the topic is.
_WHO_TAG_RE = re.compile(
    r"^(?P<topic>.+?)\s+(?:(?:whats|what's|what is|what was) (?:his|her|their) name|"
    r"who (?P<verb>is|was) (?:it|he|she|that|they))$", re.IGNORECASE)
# "the sweet stuff bees make whats it called": what the topic is called.
_WHAT_TAG_RE = re.compile(
    r"^(?P<topic>.+?)\s+(?:whats|what's|what is|what are) (?:it|they|that|those) called$", re.IGNORECASE)
# "the mona lisa who was the painter": a role of the topic.
_ROLE_RE = re.compile(
    r"^(?P<topic>(?:the |a |an )?(?:\w+ ){0,4}\w+)\s+(?P<wh>who|what) (?P<verb>is|was|are|were) the "
    r"(?P<role>\w+)$", re.IGNORECASE)
# "of all the oceans which is the largest one"
_OF_ALL_RE = re.compile(r"^of all (?:the )?(?P<kind>\w+?)s?\s+which (?:one )?(?P<verb>is|was) the (?P<adj>\w+)"
                        r"(?: one)?$", re.IGNORECASE)
# A bare noun phrase asked as a question: "highest peak on earth", "capital city of canada", "first man on the moon".
_BARE_RE = re.compile(
    r"^(?:the )?(?P<np>(?:\w+est|most \w+|capital|capital city|first|last|largest|biggest|national|chemical|"
    r"official|main|population|currency|author|inventor|painter|composer|president|prime minister)\b.*)$",
    re.IGNORECASE)
_PEOPLE_WORDS = re.compile(r"\b(?:man|woman|person|people|president|king|queen|author|inventor|painter|composer|"
                           r"prime minister|astronaut|emperor|writer|scientist)\b", re.IGNORECASE)
_QUESTION_START_RE = re.compile(
    rf"^(?:{_WH}|whats|what's|whos|who's|is|are|was|were|do|does|did|can|could|will|would|should|has|have|had|"
    r"name|in|at|on|of|for|from|to|if)\b", re.IGNORECASE)
_SPELLED_OUT: Rewrites[str] = Rewrites(((re.compile(r"\bwhat'?s\b", re.IGNORECASE), "what is"),
                (re.compile(r"\bwho'?s\b(?= (?:the|a|an)\b)", re.IGNORECASE), "who is"),
                (re.compile(r"\bwhere'?s\b", re.IGNORECASE), "where is")))
# The speaker or the assistant in the question: not a general-knowledge question, left as it was said.
_PERSONAL_RE = re.compile(r"\b(?:i|me|my|mine|we|us|our|you|your|yours|youre|you're|i'm|im)\b", re.IGNORECASE)
_MAX_WORDS = 16


# "which ocean is like the deepest one": a filler "like" before a superlative
_LIKE_RE = re.compile(r"\blike (?=the \w+est\b)", re.IGNORECASE)
# "who painted the mona lisa no wait the sunflowers": the thing asked about corrected in the same breath
_CORRECTION_RE = re.compile(
    r"^(?P<question>(?:who|what|whats|what's|which|where|when|how)\b.+?),? (?:no wait|no sorry|sorry i mean|"
    r"no i mean|i mean|wait no|oh no|no|sorry|actually),? (?P<fix>(?:the |a |an )?[a-z']+(?: [a-z']+){0,3})$",
    re.IGNORECASE)
_MAKER_VERB_RE = re.compile(r"\b(?:wrote|painted|composed|invented|discovered|sculpted|created|directed|sang)\b",
                            re.IGNORECASE)


def _corrected(said: str) -> str:
    """The question with its corrected part put in ("who painted the mona lisa no wait the sunflowers" -> "who painted
    the sunflowers", "whats the capital of italy no sorry greece" -> "whats the capital of greece"); ``said`` when
    there is no correction or its place is unclear."""
    found = _CORRECTION_RE.match(said)
    if found is None:
        return said
    question, fix = found["question"], found["fix"]
    if re.match(r"(?:the|a|an) ", fix, re.IGNORECASE) and (at := question.lower().rfind(" " + fix.split()[0].lower()
                                                                                          + " ")) > 0:
        return f"{question[:at]} {fix}"  # the thing said with its article replaces the one said last
    places = [m.end() for m in re.finditer(r"\b(?:of|in|on|for|from|by|about)\b", question, re.IGNORECASE)]
    places += [m.end() for m in _MAKER_VERB_RE.finditer(question)]
    return f"{question[:max(places)]} {fix}" if places else said


def _before_remark(said: str) -> str:
    """A knowledge question said before a remark or a reason of the speaker's ("how many legs does a ladybird have i
    found one in the garden", "who wrote macbeth were doing it in english", ``agent/question_first.py``): the
    question alone; ``said`` when there is no remark."""
    plain = " ".join(re.sub(r"[^a-z0-9 ]", "", said.lower().replace("\u2019", "'")).split())
    heads = [head for head in remarked_questions(plain) if not _PERSONAL_RE.search(head) and _a_remark(
        head, plain[len(head):].split())]
    return heads[0] if heads else said


_DETERMINERS = frozenset("the a an this that these those some any every each".split())
_REMARK_START = frozenset("because cause cos coz since so for and".split())
_REMARK_OBJECTS = frozenset("it one them there him her that this some".split())


def _a_remark(head: str, rest: list[str]) -> bool:
    """True when ``rest`` is a remark after the whole question ``head``, not a clause of its last noun: "the capital
    of the country | we visited" asks about that country ("the country" then a clause with a gap: not cut), "the
    first man to walk on the moon | i watched it on the television" does not (the remark has its own object)."""
    words = head.split()
    return (bool(rest) and rest[0] in _REMARK_START) or (len(words) > 1 and words[-2] not in _DETERMINERS) \
        or bool(_REMARK_OBJECTS.intersection(rest))


def _sentence(text: str) -> str:
    text = text.strip().rstrip("?.!").strip()
    return text[:1].upper() + text[1:] + "?" if text else text


def _reframe(said: str) -> str | None:
    """The question a topic-first or bare-phrase form asks, or None when ``said`` is in neither form."""
    if (last := question_last(said)) is not None:  # "the telephone was invented by who"
        return last
    if (found := _DESCRIBED_PERSON_RE.match(said)) is not None:
        return f"who {found['rest']}"
    if (found := _WHO_TAG_RE.match(said)) is not None and not _QUESTION_START_RE.match(found["topic"]):
        topic = found["topic"]
        if _BARE_RE.match(topic) and not re.match(r"(?:the|a|an)\b", topic, re.IGNORECASE):
            topic = f"the {topic}"  # "first man on the moon" -> "the first man on the moon"
        return f"who {(found['verb'] or 'was').lower()} {topic}"
    if (found := _WHAT_TAG_RE.match(said)) is not None and not _QUESTION_START_RE.match(found["topic"]):
        return f"what is {found['topic']} called"
    if (found := _ROLE_RE.match(said)) is not None and not _QUESTION_START_RE.match(found["topic"]):
        return f"{found['wh'].lower()} {found['verb'].lower()} the {found['role']} of {found['topic']}"
    if (found := _BARE_RE.match(said)) is not None:
        wh = "who was" if _PEOPLE_WORDS.search(found["np"].split(" of ")[0]) else "what is"
        return f"{wh} the {found['np']}"
    return None


def model_question(utterance: str) -> str:
    """``utterance`` as the model should read it: a general-knowledge question in its plain form (see the module
    docstring), anything else unchanged."""
    said = " ".join(utterance.split())
    if not said or len(said.split()) > _MAX_WORDS or not re.fullmatch(r"[\w' ?.,!-]+", said):
        return utterance
    bare = _LEAD_RE.sub("", _ASKER_RE.sub("", _LEAD_RE.sub("", said.rstrip("?.! ")))).strip(" ,")
    bare = _corrected(_LIKE_RE.sub("", _before_remark(bare)))
    if re.match(rf"^(?:{_WH}|whats|what's)\b", bare, re.IGNORECASE):
        bare = _TAIL_RE.sub(r"\g<question>", bare).rstrip(" ,")  # "who invented the light bulb do you know"
        if bare != said and (found := _EMBEDDED_RE.match(bare)) is not None:
            bare = f"{found['wh']} {found['verb']} {found['rest']}{found['end'] or ''}"  # "what the capital of X is"
    if len(bare.split()) < 2 or _PERSONAL_RE.search(bare):
        return utterance
    question: str | None = bare
    if (found := _OF_ALL_RE.match(bare)) is not None:
        question = f"which {found['kind'].lower()} {found['verb'].lower()} the {found['adj']}"
    elif _QUESTION_START_RE.match(bare):
        pass
    else:
        question = _reframe(bare)
    if question is None:
        return utterance
    question = _SPELLED_OUT.sub(question)
    if question.lower() == said.rstrip("?.! ").lower():
        return utterance  # already plain: a capital and a "?" alone flip the small model's answers either way
    return _sentence(question)


def plain_questions(messages: Sequence[Any]) -> list[Any]:
    """The conversation as the model reads it: every spoken question in its plain form (``model_question``), all of
    them, so the evaluated prompt of the previous turn still matches (llama.cpp keeps the longest common prefix)."""
    view: list[Any] = []
    for message in messages:  # LangChain messages; typed loosely so the cold `ask` path need not import LangChain
        if getattr(message, "type", "") == "human" and isinstance(message.content, str):
            asked = model_question(message.content)
            if asked != message.content:
                message = message.model_copy(update={"content": asked})
        view.append(message)
    return view
