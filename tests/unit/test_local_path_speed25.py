"""Round 25's cuts to the local path's CPU answer exactly as the slower code they replace.

Whether a text is read as a question searches only the template groups that can give a question
(agent/recognizer.py ``recognized_within``, skills/read_as.py ``ReadAs.within``), and two questions in one breath are
not looked for in a sentence read as a command (agent/question_reader.py ``two_asks``). Each is checked against the
plain code it replaces, on the spans of sentences a household says, and the turns are said through the real skills.
"""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent import question_reader
from gpt_home.agent.question_reader import QUESTION_INTENTS, two_asks
from gpt_home.agent.recognizer import Recognizer
from gpt_home.agent.topic_carried import carried
from gpt_home.skills import turn_memo
from gpt_home.skills.read_as import ReadAs
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
SENTENCES = (
    "how do you spell liaison and will it rain on saturday", "what time is it and what is the date",
    "im 86 and its cooking faster than i thought take 10 minutes off the lasagne timer",
    "turn the kitchen light off and put the living room one on", "add eggs and milk to the shopping list",
    "what time is it in tokyo then how many days until christmas", "set a timer for 10 minutes and remind me at 5",
    "flip a coin and roll a die", "is the kitchen light on and whats the weather", "convert 5 miles to km please",
    "what is 25 percent of 80 and what is 2 plus 2", "the 19th which day is it and how many days until it",
    "play some music and turn the volume up", "how many days until my birthday its on the 3rd of january",
    "cancel all the timers and the alarms too", "hello how are you today and what can you do",
    "the lasagnes going in give it a 50 minute timer called lasagne", "what year is it also what month is it",
)


def _spans() -> list[str]:
    spans = []
    for sentence in SENTENCES:
        words = sentence.split()
        spans += [" ".join(words[i:j]) for i, j in itertools.combinations(range(len(words) + 1), 2)]
    return list(dict.fromkeys(spans))


@pytest.mark.parametrize("lights", [(), ("kitchen", "living room")])
def test_a_search_within_some_intents_answers_as_the_whole_search(lights: tuple[str, ...]) -> None:
    recognizer = Recognizer()
    wanted_sets = (QUESTION_INTENTS, frozenset({"HassStartTimer", "GptSpell"}), frozenset({"HassListAddItem"}))
    found = 0
    for span, wanted in itertools.product(_spans(), wanted_sets):
        whole = recognizer.recognize(span, lights=lights)
        expected = whole.intent if whole is not None and whole.intent in wanted else None
        assert recognizer.recognized_within(span, wanted, lights=lights) == expected, (span, wanted)
        found += expected is not None
    assert found > 40  # the spans are read as the wanted intents often, not only never
    turn_memo.clear()


def test_read_as_within_is_the_intent_read_in_the_wanted_ones() -> None:
    read_as = ReadAs(Recognizer(), ("kitchen", "living room"), ("kitchen", "living room"), NOW)
    for span in _spans():
        assert read_as.within(span, QUESTION_INTENTS) == (read_as(span) in QUESTION_INTENTS), span
    turn_memo.clear()


def _plain_two_asks(normalized: str, intent_of, *, absorbed_only: bool = False):  # noqa: ANN001, ANN202
    """``two_asks`` as it read every split of every sentence before the early answers."""
    if len(normalized.split()) > question_reader.MAX_WORDS:
        return None
    whole = intent_of(normalized)
    reads = lambda text: intent_of(text) in QUESTION_INTENTS  # noqa: E731
    for found in question_reader._JOIN.finditer(normalized):
        first, second = normalized[:found.start()], normalized[found.end():]
        parts = [p if reads(p) else (a.questions[0] if (a := next(question_reader._one(p.split(), reads), None))
                                     else None) for p in (first, second)]
        if not all(parts):
            continue
        if parts[0] != first and reads(said := carried(first, str(parts[0]), str(parts[1]))):
            parts[1] = said
        kinds = {intent_of(str(p)) for p in parts}
        if (whole is None and not absorbed_only) or (whole in kinds and len(kinds) == 2):
            return question_reader.Asked(tuple(str(p) for p in parts), "two asks")
    return None


@pytest.mark.parametrize("absorbed_only", [False, True])
def test_two_asks_finds_what_the_plain_loop_finds(absorbed_only: bool) -> None:
    read_as = ReadAs(Recognizer(), ("kitchen", "living room"), ("kitchen", "living room"), NOW)
    asks = lambda text: read_as.within(text, QUESTION_INTENTS)  # noqa: E731
    found = 0
    for sentence in SENTENCES:
        expected = _plain_two_asks(sentence, read_as, absorbed_only=absorbed_only)
        assert two_asks(sentence, read_as, absorbed_only=absorbed_only, asks=asks) == expected, sentence
        assert two_asks(sentence, read_as, absorbed_only=absorbed_only) == expected, sentence
        found += expected is not None
    assert found >= 1 if absorbed_only else found >= 3
    turn_memo.clear()


def test_two_questions_and_commands_with_and_are_answered_as_before(factory: MockFactory) -> None:
    with local_skills(factory, lights={"kitchen": 17, "living room": 18}) as skills:
        both = say(skills, "what year is it and what month is it")
        assert both is not None and "2026" in both and "December" in both
        assert say(skills, "flip a coin and roll a die") is not None
        said = say(skills, "im 86 and its cooking faster than i thought, set a 50 minute timer called lasagne")
        assert said is not None and "50 minutes" in said
        assert say(skills, "take 10 minutes off the lasagne timer") is not None
        spelled = say(skills, "how do you spell liaison and what year is it")
        assert spelled == "Liaison is spelled L, I, A, I, S, O, N. It's 2026."
