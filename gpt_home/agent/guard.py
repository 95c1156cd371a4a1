"""The reply guard: what a language model says is checked before it is spoken.

A small local model (the bundled SmolLM2-135M) copies earlier replies once a conversation goes odd, repeats the
user's words back, recites its own instructions ("no markdown") and invents times, dates and sums. Local skills know
those answers; the model does not. So a model reply that

* repeats an earlier reply of the conversation,
* echoes the user's utterance,
* leaks prompt text, or
* states a time, a date, or (for a question a local skill would answer) a number, or
* apologises for something never said, forbids, or claims a device state or an action no tool took
  (``agent/unfounded.py``: "I'm sorry for your loss", "You're not allowed to…", "The house is dark."), or
* invents a life for the assistant ("I went to the beach with my family": ``agent/invented_life.py``), or
* answers a general-knowledge question with a number that is not in the question (the bundled model guessed every
  such number wrong in bench/requests_eval.py: eight-legged spiders became 2.5 feet, five continents, water boiling
  at 1,832 degrees),

is replaced by one honest line, and a repeat marks the thread as collapsed so the model stops seeing the history that
caused it. Everything here is pure (text in, verdict out) so it is unit-tested and measured (bench/requests_eval.py).
A streamed reply is checked clause by clause in ``agent/stream_guard.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from gpt_home.agent.invented_life import invents_a_life, no_life_line
from gpt_home.agent.kind_replies import kind_lines
from gpt_home.agent.knowledge_check import misses_the_question
from gpt_home.agent.prompts import VOICE_RULES
from gpt_home.agent.question_form import model_question
from gpt_home.agent.spelled_check import misspelled, spelled_right
from gpt_home.agent.spoken_words import MONTH, WEEKDAY
from gpt_home.agent.unfounded import apologises_unprompted, claims_the_house, forbids
from gpt_home.agent.weather_claims import states_weather

FALLBACK_REPLY = "I'm not sure about that."
KNOWLEDGE_FALLBACK_REPLY = "I'm not sure about that, and I can't look it up offline."
NOTHING_DONE_REPLY = "Sorry, I didn't understand that, so I haven't done anything."  # for an action the model claims
# How many earlier assistant replies a new reply is compared with. (The model's history is bounded by the graph:
# ``history_messages`` or the summary window, and it restarts after a collapse.)
EARLIER_REPLIES_CHECKED = 8

_WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_SENTENCE_END_RE = re.compile(r"[.!?…](?:[\"')\]]*)(?:\s+|$)")
_NOT_AN_END_RE = re.compile(r"(?:^|[\s.])(?:[A-Z]|Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|Prof|vs|etc|e\.g|i\.e)$")


class GuardReason(StrEnum):
    """Why a reply was replaced."""

    EMPTY = "empty"
    REPEAT = "repeats-earlier-reply"
    ECHO = "echoes-user"
    LEAK = "leaks-prompt"
    LOCAL_FACT = "states-local-fact"
    GUESSED_NUMBER = "states-guessed-number"
    INVENTED_PLACE = "invents-a-place"
    MISSES_QUESTION = "misses-the-question"  # a knowledge answer about something else, a denial or an apology
    UNPROMPTED = "apologises-or-forbids-unprompted"  # "I'm sorry for your loss" when nothing sad was said
    CLAIMS_HOUSE = "claims-a-device-state-or-action"  # "The house is dark.", "I've added it" with no tool run
    TRIMMED = "trimmed-to-first-sentence"  # not replaced: a knowledge answer cut to its first sentence
    MISSPELLS = "misspells-a-word"  # "Knowledge is spelled K, N.": agent/spelled_check.py
    INVENTS_LIFE = "invents-a-life"  # "I went to the beach with my family": agent/invented_life.py


@dataclass(frozen=True)
class Verdict:
    """The guard's decision on one reply: ``text`` is what to say (the reply itself or the fallback)."""

    text: str
    reason: GuardReason | None = None

    @property
    def ok(self) -> bool:
        """True when the reply passed unchanged."""
        return self.reason is None

    @property
    def replaced(self) -> bool:
        """True when the model's reply was replaced by the fallback (a trimmed reply is still the model's)."""
        return self.reason is not None and self.reason is not GuardReason.TRIMMED

    @property
    def collapsed(self) -> bool:
        """True when the thread copies itself: the model should stop seeing its history."""
        return self.reason is GuardReason.REPEAT


def words(text: str) -> list[str]:
    """Lower-case words (letters, digits, apostrophes) of ``text``; curly quotes count as straight ones."""
    return _WORD_RE.findall(text.lower().replace("\u2019", "'"))


# --- prompt leaks -----------------------------------------------------------------------------------------------
# Phrases only instructions contain, plus every 5-word run of the fixed voice rules.
_LEAK_PHRASES = (
    "no markdown", "no emoji", "no links", "no lists", "plain speech", "spoken aloud", "system prompt",
    "household instructions", "profile of the person speaking", "things you remember about the person",
    "earlier in this conversation summarised", "one to three short sentences", "you are gpt home",
    "as an ai language model", "my instructions", "i was instructed",
    # The prompt's own words for the listener: memories are shown to the model as "The user's dog is called Rolo."
    # and the profile as "the person speaking"; said back, they recite a memory (a held-out run heard "The user owes
    # three mates twelve fifty each whats the total." as the answer to six unrelated questions).
    "the user", "the user's", "the person speaking",
)
_LEAK_RUN = 5


def _runs(tokens: Sequence[str], size: int) -> set[tuple[str, ...]]:
    return {tuple(tokens[i:i + size]) for i in range(len(tokens) - size + 1)}


_LEAK_RUNS = _runs(words(VOICE_RULES), _LEAK_RUN)
_LEAK_PHRASE_WORDS = tuple(tuple(words(p)) for p in _LEAK_PHRASES)


def _contains(tokens: Sequence[str], phrase: Sequence[str]) -> bool:
    size = len(phrase)
    return any(tuple(tokens[i:i + size]) == tuple(phrase) for i in range(len(tokens) - size + 1))


def leaks_prompt(reply: str) -> bool:
    """True when the reply recites instruction text instead of answering."""
    tokens = words(reply)
    if any(_contains(tokens, phrase) for phrase in _LEAK_PHRASE_WORDS):
        return True
    return bool(_runs(tokens, _LEAK_RUN) & _LEAK_RUNS)


# --- repeats and echoes -----------------------------------------------------------------------------------------
_MIN_REPEAT_WORDS = 4
_SAME_START_WORDS = 6
_SIMILAR_BIGRAMS = 0.7


def _bigram_similarity(a: Sequence[str], b: Sequence[str]) -> float:
    first, second = _runs(a, 2), _runs(b, 2)
    if not first or not second:
        return 0.0
    return len(first & second) / len(first | second)


def repeats_earlier(reply: str, earlier: Iterable[str]) -> bool:
    """True when the reply copies an earlier one: the same words, the same first six words, or nearly all its
    word pairs. Short stock lines ("Okay.", "You're welcome!") may recur and are not counted."""
    tokens = words(reply)
    if len(tokens) < _MIN_REPEAT_WORDS:
        return False
    for previous in earlier:
        other = words(previous)
        if len(other) < _MIN_REPEAT_WORDS:
            continue
        if tokens == other:
            return True
        start = min(_SAME_START_WORDS, len(tokens), len(other))
        if start >= _SAME_START_WORDS and tokens[:start] == other[:start]:
            return True
        if _bigram_similarity(tokens, other) >= _SIMILAR_BIGRAMS:
            return True
    return False


_MIN_ECHO_WORDS = 3
_ECHO_EXTRA_WORDS = 3


def echoes_user(reply: str, utterance: str, *, knowledge: bool = False) -> bool:
    """True when the reply is the user's own words back ("set a timer" -> "set a timer: 10.25").

    ``knowledge``: the utterance is a knowledge question; its words said back with an answer are a whole answer
    ("capital city of canada" -> "The capital city of Canada is Ottawa."), so only a quotation of it counts (a reply
    that adds nothing to the question is caught by ``knowledge_check.restates_the_question``).
    """
    said, tokens = words(utterance), words(reply)
    if len(said) < _MIN_ECHO_WORDS or not _contains(tokens, said):
        return False
    if _quotes(reply, said):
        return True  # 'The original text is: "who wrote romeo and juliet". This sentence contains…'
    return not knowledge and len(tokens) - len(said) <= _ECHO_EXTRA_WORDS


def _quotes(reply: str, said: Sequence[str]) -> bool:
    """True when the reply holds the user's whole utterance in quotation marks (the model treating it as text)."""
    quoted = re.findall(r"[\"“‘']([^\"”’]+)[\"”’]", reply)
    return any(words(q) == list(said) for q in quoted)


# --- times, dates and numbers a local skill would know ----------------------------------------------------------
_CLOCK_RE = re.compile(
    r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|\bo'?clock\b|\bhalf past\b|\bquarter (?:past|to)\b",
    re.IGNORECASE,
)
_DATE_RE = re.compile(
    rf"\b(?:{MONTH})\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH})\b"
    r"|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b",
    re.IGNORECASE,
)
# Number words from two to ninety: the one vocabulary of the number checks below (with their own extras).
_NUMBER_WORDS = ("two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
                 "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety")
_NUMBER_RE = re.compile(rf"\d|\b(?:one|{_NUMBER_WORDS}|hundred|thousand|million|billion|half|quarter|dozen)\b",
                        re.IGNORECASE)
_WEEKDAY_RE = re.compile(rf"\b(?:{WEEKDAY}|today|tomorrow|yesterday)\b", re.IGNORECASE)
# Questions a local skill answers (clock, calendar, arithmetic, units, timers, lists): the model must not guess.
_LOCAL_QUESTION_RE = re.compile(
    r"\b(?:time|clock|date|day|days|today|tomorrow|yesterday|week|weekend|month|calendar|christmas|birthday|"
    rf"{WEEKDAY}|{MONTH}|"
    r"plus|minus|times|multiplied|divided|percent|percentage|sum|square|root|squared|cubed|power|calculate|"
    r"convert|conversion|miles?|kilomet(?:er|re)s?|km|pounds?|kilos?|kilograms?|grams?|ounces?|"
    r"celsius|fahrenheit|degrees|inch(?:es)?|feet|foot|meters?|metres?|litres?|liters?|gallons?|cups?|"
    r"timer|alarm|remind|reminder|minutes?|hours?|seconds?|list|roll|dice|die|coin|random|number|count|spell|"
    r"year|years|months?|weather|rain|snow|wind|windy|forecast|temperature|volume)\b"
    r"|[0-9]\s*[-+*/x%^]\s*[0-9]",
    re.IGNORECASE,
)


def asks_local_fact(utterance: str) -> bool:
    """True when the utterance is about something a local skill knows (time, dates, sums, units, timers, lists)."""
    return bool(_LOCAL_QUESTION_RE.search(utterance))


def states_local_fact(reply: str, utterance: str) -> bool:
    """True when the reply states a clock time, a calendar date or the weather (``agent/weather_claims.py``), or, for a
    question a local skill would answer, any number or day name: the model's guess must not be spoken as fact."""
    if _CLOCK_RE.search(reply) or _DATE_RE.search(reply) or states_weather(reply, utterance):
        return True
    if asks_local_fact(utterance):
        return bool(_NUMBER_RE.search(reply) or _WEEKDAY_RE.search(reply))
    return False


# --- general knowledge -----------------------------------------------------------------------------------------
# A question about the world, not about the user, the assistant or this household.
_KNOWLEDGE_QUESTION_RE = re.compile(
    r"^(?:(?:hey|ok|okay|so|and|please|computer)\s+)*(?:who|what|whats|what's|which|where|when|why|how|is|are|was|"
    r"were|do|does|did|can|name|tell me|(?:in|on|from|at) (?:which|what))\b"
    # the question word last: "tokyo is in which country", "paris is the capital of which country"
    r"|^(?:[a-z']+ ){1,6}(?:is|are|was|were)(?: [a-z]+){0,3}? (?:in|on|of|from) (?:what|which) [a-z]+\??$",
    re.IGNORECASE)
# The topic said first and the question after it: "the mona lisa who was the painter", "first man on the moon what
# was his name", "the sweet stuff bees make whats it called".
_TOPIC_FIRST_RE = re.compile(
    r"^(?:[a-z]+ ){1,7}(?:who|what|whats|what's|which|where|when)(?: [a-z]+)? "
    r"(?:it|he|she|they|that|this|his|her|its|their|the \w+)\b", re.IGNORECASE)
_PERSONAL_RE = re.compile(r"\b(?:i|me|my|mine|we|us|our|you|your|yours|youre|you're|i'm|im)\b", re.IGNORECASE)
_STATED_NUMBER_RE = re.compile(
    rf"\d+(?:[.,]\d+)*|\b(?:{_NUMBER_WORDS}|hundreds?|thousands?|millions?|billions?|dozens?)\b", re.IGNORECASE)


# The bundled model plays a person living somewhere ("here in the city of Newbridge", "the people here speak Babu"):
# the assistant knows no such place, so a reply that places itself is invented.
_INVENTED_PLACE_RE = re.compile(
    r"\bhere in (?:the )?(?:city|town|village|country|state|land) of\b|\b(?:the )?(?:people|folks|locals) (?:here|around "
    r"here)\b|\b(?:my|our) (?:city|town|village|country|hometown|home town|neighbou?rhood)\b", re.IGNORECASE)


def invents_a_place(reply: str) -> bool:
    """True when the model speaks as someone living in a place ("here in the city of Newbridge")."""
    return _INVENTED_PLACE_RE.search(reply) is not None


def asks_knowledge(utterance: str) -> bool:
    """True for a general-knowledge question ("how many legs does a spider have"), not a personal one; also one said
    as a bare phrase or with a lead-in, read in its plain form ("highest peak on earth", ``agent/question_form.py``),
    where a "you" of the lead-in asks about the world ("do you know who wrote X", "can you tell me the capital of Y")
    and a "you" or "my" of the question itself does not ("do you know my name", "can you tell me about yourself")."""
    said = utterance.strip()
    plain = model_question(said)  # "do you know who wrote X" asks "Who wrote X?": that "you" is not personal
    if _PERSONAL_RE.search(plain if plain != said else said):
        return False
    return bool(_KNOWLEDGE_QUESTION_RE.match(said) or _TOPIC_FIRST_RE.match(said) or _KNOWLEDGE_QUESTION_RE.match(plain))


def states_guessed_number(reply: str, utterance: str) -> bool:
    """True when a knowledge answer states a number the question did not contain: the model's guess."""
    if not asks_knowledge(utterance):
        return False
    asked = {n.lower() for n in _STATED_NUMBER_RE.findall(utterance)}
    return any(n.lower() not in asked for n in _STATED_NUMBER_RE.findall(reply))


# --- the decision -----------------------------------------------------------------------------------------------
def fallback_for(utterance: str, earlier: Sequence[str] = ()) -> str:
    """The line to say instead of a reply that failed: the plain one for a question or a command, else one that fits
    the sentence's kind (``agent/kind_replies.py``: a feeling, thanks, a remark, a question about the assistant) and
    was not said in the last turns."""
    lines, recent = kind_lines(utterance), earlier[-EARLIER_REPLIES_CHECKED:]
    fresh = [line for line in lines if line not in recent and not repeats_earlier(line, recent)]
    if not lines:
        return FALLBACK_REPLY
    return next(iter(fresh), next((line for line in lines if not repeats_earlier(line, recent)), lines[-1]))


def check_reply(reply: str, *, utterance: str, earlier_replies: Sequence[str] = (),
                fallback: str | None = None, grounded: bool = False) -> Verdict:
    """Check one model reply before it is spoken; the verdict says what to say instead and why.

    ``grounded``: the model called a tool this turn (a local skill answered it), so times and numbers it states come
    from that tool, not from a guess. ``fallback``: the line instead of a failed reply (default: ``fallback_for``).
    """
    if fallback is None:
        fallback = fallback_for(utterance, earlier_replies)
    text = reply.strip()
    if not grounded and asks_knowledge(utterance) and (first := first_sentence(text)) is not None:
        # The answer, if the small model knows it, is in its first sentence; what follows is where it invents
        # ("The largest ocean is the Pacific Ocean, but it's actually a part of Earth. They're called Oceana…").
        # Only that sentence is spoken, so only it is judged (as StreamGuard does): a model may stop there.
        verdict = check_reply(first, utterance=utterance, earlier_replies=earlier_replies, fallback=fallback)
        return Verdict(first, GuardReason.TRIMMED) if verdict.ok else verdict
    if not words(text):
        return Verdict(fallback, GuardReason.EMPTY)
    if leaks_prompt(text):
        return Verdict(fallback, GuardReason.LEAK)
    if (word := misspelled(text)) is not None:
        return Verdict(spelled_right(word, utterance) or fallback, GuardReason.MISSPELLS)
    if repeats_earlier(text, earlier_replies[-EARLIER_REPLIES_CHECKED:]):
        return Verdict(fallback, GuardReason.REPEAT)
    if echoes_user(text, utterance, knowledge=not grounded and asks_knowledge(utterance)):
        return Verdict(fallback, GuardReason.ECHO)
    if not grounded and states_local_fact(text, utterance):
        return Verdict(fallback, GuardReason.LOCAL_FACT)
    if invents_a_place(text):
        return Verdict(fallback, GuardReason.INVENTED_PLACE)
    if (unfounded := _unfounded(text, utterance, grounded)) is not None:
        # Said as the stream says it: the sentences before the one that fails, if they pass (agent/stream_guard.py)
        kept = _before_unfounded(text, utterance, grounded)
        if kept and check_reply(kept, utterance=utterance, earlier_replies=earlier_replies, fallback=fallback,
                                grounded=grounded).ok:
            return Verdict(kept, GuardReason.TRIMMED)
        plain = {GuardReason.CLAIMS_HOUSE: NOTHING_DONE_REPLY, GuardReason.INVENTS_LIFE: no_life_line(utterance)}
        return Verdict((plain.get(unfounded) if fallback == FALLBACK_REPLY else None) or fallback, unfounded)
    if not grounded and states_guessed_number(text, utterance):
        return Verdict(KNOWLEDGE_FALLBACK_REPLY if fallback == FALLBACK_REPLY else fallback, GuardReason.GUESSED_NUMBER)
    if not grounded and asks_knowledge(utterance) and misses_the_question(text, utterance):
        # One sentence here (a longer answer was judged by its first above): "Italy is a beautiful country."
        return Verdict(KNOWLEDGE_FALLBACK_REPLY if fallback == FALLBACK_REPLY else fallback, GuardReason.MISSES_QUESTION)
    return Verdict(text)


def _unfounded(text: str, utterance: str, grounded: bool) -> GuardReason | None:
    """Why ``text`` answers something never said or claims what no tool did (``agent/unfounded.py``), or None."""
    if apologises_unprompted(text, utterance) or forbids(text):
        return GuardReason.UNPROMPTED
    if not grounded and claims_the_house(text):
        return GuardReason.CLAIMS_HOUSE
    return GuardReason.INVENTS_LIFE if invents_a_life(text, utterance) else None


def _before_unfounded(text: str, utterance: str, grounded: bool) -> str:
    """The whole sentences of ``text`` before the first one that makes it unfounded ("" when that is the first)."""
    sentences, rest = split_sentences(text)
    pieces = [*sentences, rest]
    for end in range(1, len(pieces) + 1):
        if _unfounded("".join(pieces[:end]), utterance, grounded) is not None:
            return "".join(pieces[:end - 1]).strip()
    return ""


def first_sentence(text: str) -> str | None:
    """The first sentence of ``text`` (stripped) when more text follows it, else None (one sentence, or none ended).

    Decided by what is written so far: once it returns a sentence, any continuation of ``text`` has the same first
    sentence, so a model generating a knowledge answer may stop there (agent/answer_ahead.py).
    """
    sentences, rest = split_sentences(text)
    if sentences and (len(sentences) > 1 or rest.strip()):
        return sentences[0].strip()
    return None


def earlier_replies(messages: Sequence[Any]) -> list[str]:
    """The assistant's earlier spoken replies in a conversation's messages (tool-call steps left out)."""
    replies = []
    for message in messages:
        if getattr(message, "type", "") == "ai" and not getattr(message, "tool_calls", None):
            text = message.text if isinstance(getattr(message, "text", None), str) else str(message.content)
            if text.strip():
                replies.append(text)
    return replies[-EARLIER_REPLIES_CHECKED:]


def split_sentences(text: str) -> tuple[list[str], str]:
    """Complete sentences of ``text`` and the unfinished rest (for checking a stream sentence by sentence)."""
    sentences: list[str] = []
    start = 0
    for found in _SENTENCE_END_RE.finditer(text):
        if text[found.start()] == "." and _NOT_AN_END_RE.search(text, 0, found.start()):
            continue  # "J.K. Rowling", "Mr. Darcy": an initial or a title, not the end of a sentence
        end = found.end()
        piece = text[start:end]
        if piece.strip():
            sentences.append(piece)
        start = end
    return sentences, text[start:]
