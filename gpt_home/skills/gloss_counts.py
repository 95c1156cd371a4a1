"""How many parts a named thing has, when WordNet's definition of it says so: "how many strings does a violin have"
-> "A violin has four strings.", "how many wheels does a tricycle have" -> "A tricycle has three wheels.", "how many
lines are in a sonnet" -> "A sonnet has 14 lines.", "how many humps has a dromedary got" -> "A dromedary has one hump.".

Why: the bundled model guessed such counts wrong ("A violin has 42 strings", "12 strings"; bench/requests_eval.py,
holdout20), and WordNet's definitions state many of them ("bowed stringed instrument …; this instrument has four
strings…", "a stringed instrument usually having six strings", "one-humped camel…"). The count is read only where a
definition of the thing's first senses states it next to the parts asked about; two senses that disagree, or none
that says, leave the question to the model and the reply guard (which refuses the model's guessed numbers). A
"usually" in the definition is said too. Legs and arms (``animal_legs``), a shape's sides (``shape_facts``) and the
calendar (``calendar_facts``) have their own readers. ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import re

from gpt_home.skills.wordnet_data import WordNet, answered, asked_about, fail_soft

MAX_WORDS = 14
SENSES_READ = 2  # the first senses only: "violin" the instrument, not a rare sense with another count
_THING = r"(?:a |an |the )?(?P<thing>[a-z]+(?: [a-z]+)?)"
_PARTS = r"(?P<parts>[a-z]+s)"
_ASKED = (
    re.compile(rf"^how many {_PARTS} (?P<verb>does|do|has|have) {_THING} (?:have|got|have got)$"),
    re.compile(rf"^how many {_PARTS} (?P<verb>has|have) {_THING}(?: got)?$"),
    re.compile(rf"^how many {_PARTS} (?P<verb>is|are) (?:there )?(?:on|in) {_THING}$"),
    re.compile(rf"^how many {_PARTS} (?P<verb>on|in) {_THING}$"),
    re.compile(rf"^how many {_PARTS} {_THING} (?P<verb>has|have)(?: got)?$"),
    re.compile(rf"^{_THING} (?P<verb>has|have)(?: got)? how many {_PARTS}(?: on it| in it)?$"),
)
# Asked of the household's own thing, or of nothing named
_NOT_NAMED = frozenset("my our your his her their this that these those it they you we".split())
# Parts other readers answer (legs, a shape's sides, the calendar)
_OTHER_READERS = frozenset("legs feet arms tentacles sides edges corners angles vertices points faces days weeks "
                           "months years hours minutes seconds".split())
_NUMBER_WORDS = {word: n for n, word in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty".split())}
_COUNT = r"(?P<count>\d{1,3}|" + "|".join(_NUMBER_WORDS) + r")"
_QUALIFIER = r"(?P<usually>usually |normally |typically |generally )?"


def _stated(definition: str, part: str, parts: str) -> tuple[str, bool] | None:
    """The count of ``parts`` a definition states ("has four strings", "with three wheels", "one-humped") and whether
    it says "usually", or None."""
    plain = re.escape(parts)
    said = re.search(rf"\b{_QUALIFIER}(?:having|has|have|with|of|containing|consisting of|characterized by|bearing) "
                     rf"{_COUNT} (?:[a-z]+ ){{0,2}}?{plain}\b", definition)
    if said is None:
        said = re.search(rf"\b{_QUALIFIER}{_COUNT}-{re.escape(part)}(?:ed|d)\b", definition)
    return (said["count"], bool(said["usually"])) if said is not None else None


def _answer(wordnet: WordNet, thing: str, parts: str, plural: bool) -> str | None:
    part = parts[:-2] if parts.endswith(("ches", "shes", "xes", "sses")) else parts[:-1]
    counts: set[tuple[str, bool]] = set()
    for form in wordnet.base_forms(thing, "n")[:1]:
        for sense in wordnet.synsets(form, "n")[:SENSES_READ]:
            if (stated := _stated(sense.definition, part, parts)) is not None:
                counts.add(stated)
    if len({count for count, _ in counts}) != 1:
        return None  # none says, or two senses disagree
    (count, usually), *_ = sorted(counts, key=lambda found: found[1])
    named = parts if count not in ("one", "1") else part
    how = "usually " if usually else ""
    if plural:
        return f"{thing[:1].upper()}{thing[1:]} {how}have {count} {named}."
    article = "An" if thing[:1] in "aeio" or (thing[:1] == "u" and not re.match(r"u(?:ni|ku|s[eu]|ti|re)", thing)) \
        else "A"
    return f"{article} {thing} {how}has {count} {named}."


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The answer when the whole of ``normalized`` asks how many of some part a named thing has and WordNet's
    definition of it says, or None."""
    if (found := asked_about(normalized, _ASKED, MAX_WORDS, "thing", _NOT_NAMED)) is None:
        return None
    if found["parts"] in _OTHER_READERS:
        return None
    thing = found["thing"].removesuffix(" got")
    plural = found["verb"] in ("do", "have") and thing.endswith("s")
    return answered(wordnet, _answer, thing, found["parts"], plural)
