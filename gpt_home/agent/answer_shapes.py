"""Is the model's answer of the shape the question asks for? Cheap checks of a knowledge answer's first sentence.

* A "when" question ("when did man land on the moon", "what year did the titanic sink") is answered by a time: a
  year, a century, a season, "during the war", "long ago". The bundled model answers some with a sentence about the
  topic instead ("The moon is a celestial body that orbits the Earth."): no time said, no answer.
* A question about what something does or is called ("what do pandas eat", "what is a baby kangaroo called") is not
  answered by saying what the thing is ("Pandas are a type of data science software ...", "A baby kangaroo is a
  type of marsupial ..."), unless that sentence goes on to say it ("Bees are insects that make honey.").

* A "what colour" question is answered by a colour ("A banana is a fruit, not the colour of it." names none).

A number in a "when" answer is judged elsewhere (the reply guard's guessed-number rule). Pure: text in, verdict out.
"""

from __future__ import annotations

import re

_WHEN_RE = re.compile(r"^(?:when|(?:in )?(?:what|which) (?:year|century|decade|month|season))\b")
_TIME_SAID_RE = re.compile(
    r"\d|\b(?:centur(?:y|ies)|decades?|years?|ago|bc|bce|ad|ce|nineteen|eighteen|seventeen|sixteen|fifteen|"
    r"fourteen|thirteen|twelve|eleven|ten|twenty|thousand|hundred|ancient|medieval|prehistoric|era|age|during|"
    r"since|until|spring|summer|autumn|fall|winter|mornings?|evenings?|nights?|dawn|dusk|days?|"
    r"weeks?|months?|january|february|march|april|may|june|july|august|september|october|november|december|"
    r"never|always|now|today|soon|recently|early|late|war)\b")
# a year asked: a number or an age said ("in 1912", "nineteen twelve", "in the fifth century bc")
_YEAR_ASKED_RE = re.compile(r"^(?:in )?(?:what|which) (?:year|century|decade)\b")
_YEAR_SAID_RE = re.compile(r"\d|\b(?:centur(?:y|ies)|decades?|ago|bc|bce|ad|nineteen|eighteen|seventeen|sixteen|"
                           r"fifteen|fourteen|thirteen|twelve|eleven|twenty|thousand|hundred)\b")
# "what do pandas eat", "what does a caterpillar turn into", "what is a baby kangaroo called"
_DOES_RE = re.compile(r"^what (?:do|does|did) (?:a |an |the )?(?P<subject>[a-z ]+?) (?P<verb>[a-z]+)(?: [a-z]+)?$")
_CALLED_RE = re.compile(r"^what (?:is|are|s) (?:a |an |the )?(?P<subject>[a-z ]+?) (?P<verb>called|named)$")
# the answer that says what the subject is: "Pandas are a type of ...", "A baby kangaroo is a kind of marsupial"
_DEFINES_RE = re.compile(
    r"^(?:(?:a|an|the) )?(?P<subject>[a-z ]+?) (?:is|are|was|were) (?:a|an|one|the)(?: [a-z]+){0,2}? "
    r"(?:type|kind|sort|form|species|example|member|variety|breed|group|part)s? of\b")


# "what colour is a banana" is answered by a colour ("A banana is a fruit, not the colour of it." is none)
_COLOUR_ASKED_RE = re.compile(r"^what colou?rs? (?:is|are|was|were|do|does|did|s)\b")
_COLOUR_SAID_RE = re.compile(
    r"\b(?:red|orange|yellow|green|blue|indigo|violet|purple|pink|brown|black|white|grey|gray|silver|gold|golden|"
    r"beige|cream|tan|turquoise|cyan|magenta|maroon|navy|colou?rless|clear|transparent|multicolou?red|"
    r"striped|spotted|reddish|greenish|bluish|yellowish|brownish|blonde?|ginger)\b")


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", "")))


def misses_a_colour(first_sentence: str, asked: str) -> bool:
    """True when the plain question ``asked`` asks what colour something is and the answer names no colour."""
    return _COLOUR_ASKED_RE.match(asked) is not None and _COLOUR_SAID_RE.search(_plain(first_sentence)) is None


def misses_a_time(first_sentence: str, asked: str) -> bool:
    """True when the plain question ``asked`` asks when and the answer says no time at all."""
    said = _plain(first_sentence)
    if _YEAR_ASKED_RE.match(asked):
        return _YEAR_SAID_RE.search(said) is None
    return _WHEN_RE.match(asked) is not None and _TIME_SAID_RE.search(said) is None


def defines_instead(first_sentence: str, asked: str) -> bool:
    """True when the plain question ``asked`` asks what something does or is called and the answer only says what
    that something is (see the module docstring)."""
    question = _DOES_RE.match(asked) or _CALLED_RE.match(asked)
    said = _plain(first_sentence)
    answer = _DEFINES_RE.match(said)
    if question is None or answer is None:
        return False
    if not {w.removesuffix("s") for w in question["subject"].split()} & {
            w.removesuffix("s") for w in answer["subject"].split()}:
        return False  # the answer is about something else: judged by the other checks
    verb = question["verb"].removesuffix("s")
    stem = verb[:-1] if len(verb) > 4 and verb.endswith("e") else verb  # "make" ~ "making", "produce" ~ "producing"
    return re.search(rf"\b{re.escape(stem[:4] if verb in ('called', 'named') else stem)}", said) is None
