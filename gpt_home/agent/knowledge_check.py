"""Does a general-knowledge answer answer the question? A check the reply guard runs on the model's first sentence.

The bundled model (SmolLM2-135M) often answers a question about the world with a sentence about something else
("what is the capital of Italy" -> "Italy is a beautiful country"), with a denial that dodges it ("the longest river
in the world is not a physical one"), or with an apology that is no answer ("I'm sorry, I can't help you. You're not
allowed to use the internet"). A household hears those as nonsense; an honest "I'm not sure" is better. Checked:

* a question shaped "what/which is the <thing> of/in/for ..." must name <thing> in the reply ("capital"),
* a what/which/who question must not be answered by "is not" / "there is no",
* a knowledge question must not be answered by an apology or a refusal,
* nor by the question's own words said back ("The author of Harry Potter."),
* nor by a thing of another kind than the one asked for ("The Tower of London is the highest peak on Earth.",
  ``agent/answer_kinds.py``),
* nor, for "who painted / wrote / composed / invented X", by no person or by someone who could not have made it
  ("... invented by Johannes Brahms, a German composer", ``agent/maker_check.py``),
* nor, for a country's capital or continent or a capital city's country, by another than the country data's
  ("The capital of Turkey is Istanbul.", ``agent/place_check.py``),
* nor, for "which ocean / planet / continent / metal", by none of the few there are ("The Great Barrier Reef ...",
  ``agent/closed_kinds.py``),
* nor, for "when", by no time at all, for "what colour" by no colour, or for "what do X eat" / "what is X called", by what X is
  (``agent/answer_shapes.py``).

The question is read in its plain form (``agent/question_form.py``: "highest peak on earth" asks "What is the highest
peak on earth?").

Pure (text in, verdict out); the caller decides that the utterance is a knowledge question.
"""

from __future__ import annotations

import re

from gpt_home.agent.answer_kinds import wrong_kind
from gpt_home.agent.closed_kinds import names_no_member
from gpt_home.agent.answer_shapes import defines_instead, misses_a_colour, misses_a_time
from gpt_home.agent.maker_check import names_wrong_maker
from gpt_home.agent.place_check import names_wrong_place
from gpt_home.agent.question_form import model_question

# "what is the capital of italy", "which is the longest river in the world", "what's the smallest planet":
# the thing asked for is the last word before a preposition (or the end).
_THING_RE = re.compile(
    r"^(?:what|which|whats)(?: is| are| was| were| s)? (?:the|a|an) (?P<words>(?:[a-z]+ ){0,3}?)(?P<thing>[a-z]+)"
    r"(?: (?:of|in|on|for|to|at|from|between|among|ever|that|which|who)\b|$)")
# Things an answer may rightly leave unsaid ("what's the name of ..." -> "She is called ...").
_UNSAID = frozenset({"name", "one", "thing", "word", "way", "answer", "difference", "reason", "point", "kind", "type",
                     "sort", "best", "most", "first", "last", "number", "amount", "meaning", "story", "called", "named",
                     "known"})
_WH_RE = re.compile(r"^(?:what|which|whats|who|whos|where)\b")
_DENIAL_RE = re.compile(r"\b(?:is not|isn't|are not|aren't|was not|wasn't|there is no|there's no|there are no|"
                        r"does not exist|doesn't exist|no such)\b", re.IGNORECASE)
_APOLOGY_RE = re.compile(r"\b(?:i'm sorry|i am sorry|sorry, i|i can't|i cannot|i can not|i'm unable|i am unable|"
                         r"not allowed|as an ai|i don't have access|i do not have access)\b", re.IGNORECASE)


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", " ")))


def _names(reply: str, thing: str) -> bool:
    """True when ``reply`` names ``thing`` (or its plural/singular: "planet" ~ "planets", "city" ~ "cities")."""
    stem = thing.removesuffix("s").removesuffix("y")
    return re.search(rf"\b{re.escape(stem)}", reply.lower()) is not None


# Words that carry no answer: a reply made only of these and the question's own words says nothing new.
_FUNCTION_WORDS = frozenset("the a an of in on at to for from by with and is are was were be it its it s this that "
                            "these those who what which whats there called name named answer".split())


def restates_the_question(first_sentence: str, question: str) -> bool:
    """True when the reply only says the question's own words back ("the author of harry potter who is it" -> "The
    author of Harry Potter."); a choice ("... the atlantic or the pacific") may rightly be answered in its words."""
    asked = set(_plain(question).split())
    said = [w for w in _plain(first_sentence).split() if w not in _FUNCTION_WORDS]
    return bool(said) and " or " not in f" {_plain(question)} " and all(w in asked for w in said)


def misses_the_question(first_sentence: str, question: str) -> bool:
    """True when a knowledge answer's first sentence does not answer ``question`` (see the module docstring)."""
    asked = _plain(model_question(question))
    if restates_the_question(first_sentence, question):
        return True
    if _APOLOGY_RE.search(first_sentence.replace("\u2019", "'")):
        return True
    if _WH_RE.match(asked) and _DENIAL_RE.search(first_sentence.replace("\u2019", "'")):
        return True
    if wrong_kind(first_sentence, asked) or names_wrong_maker(first_sentence, question) \
            or names_wrong_place(first_sentence, question) or names_no_member(first_sentence, asked):
        return True
    if misses_a_time(first_sentence, asked) or misses_a_colour(first_sentence, asked) \
            or defines_instead(first_sentence, asked):
        return True
    shape = _THING_RE.match(asked)
    if shape is None or shape.group("thing") in _UNSAID or len(shape.group("thing")) < 3:
        return False
    return not _names(first_sentence, shape.group("thing"))
