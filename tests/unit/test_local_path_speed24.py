"""Round 24's cuts to the local path's CPU answer exactly as the slower code they replace.

The chit-chat families are read by one combined pattern (skills/chitchat.py), hassil's search of a text is kept per
turn (agent/recognizer.py ``best_in_group``), and a remark is not read at a split whose part holds more words than a
remark can (agent/remark_things.py ``pointed``). Each is checked against the plain loop it replaces, on sentences
generated from frames, fillers and things, and said by a household (tests/skill_helpers.py).
"""

from __future__ import annotations

import itertools
import re
import random

import pytest
from gpiozero.pins.mock import MockFactory
from hassil import recognize_best

from gpt_home.agent import remark_things
from gpt_home.agent.recognizer import Recognizer, best_in_group, gated_groups
from gpt_home.skills import chitchat, turn_memo
from tests.skill_helpers import local_skills, say

LEADS = ("", "oh ", "well ", "um ", "hey speaker ", "so ", "thanks ")
TALK = ("hello", "good morning", "thanks very much", "how are you", "good night", "what can you do", "im tired",
        "sorry i was talking to my husband", "i love you", "youre brilliant", "bye for now", "im nine",
        "set a timer for ten minutes", "whats the weather", "hello how are you today", "thanks thats all goodnight")
TAILS = ("", " dear", " mate", " then", " too", " please", " today", " i am seven")


def _loop_topic(text: str) -> str | None:
    """The family as the loop over every pattern found it before the combined pattern."""
    for candidate in dict.fromkeys((text, chitchat._unaddressed(text))):
        for topic, pattern in chitchat._FAMILIES:
            if pattern.fullmatch(candidate):
                return topic
    return "capabilities" if chitchat.ability_asks.asked(text) else None


@pytest.mark.parametrize("talk", TALK)
def test_the_combined_families_name_the_family_the_loop_names(talk: str) -> None:
    for lead, tail in itertools.product(LEADS, TAILS):
        text = f"{lead}{talk}{tail}".strip()
        words = text.split()
        for i, j in itertools.combinations(range(len(words) + 1), 2):  # every span: the pieces of a breath too
            span = " ".join(words[i:j])
            assert chitchat._whole_topic(span) == _loop_topic(span), span


def test_the_topic_cache_is_cleared_with_the_turn_memo() -> None:
    assert chitchat.chit_chat_topic("hello there") == "greeting"
    assert chitchat.chit_chat_topic.cache_info().currsize > 0
    turn_memo.clear()
    assert chitchat.chit_chat_topic.cache_info().currsize == 0


@pytest.mark.parametrize("text", ["set a timer for 10 minutes", "turn on the porch light", "turn on the kitchen light",
                                  "what is 5 times 7", "convert 3 miles to kilometers", "set the volume to 7"])
def test_a_kept_search_is_the_search_hassil_makes(text: str) -> None:
    recognizer = Recognizer()
    for lights in ((), ("porch",), ("kitchen", "living room")):
        for group in gated_groups(text):
            kept = best_in_group(recognizer, group, text, lights)
            fresh = recognize_best(text, recognizer._load()[group], slot_lists=recognizer._slot_lists(lights),
                                   language="en")
            assert (kept is None) == (fresh is None)
            if fresh is not None:
                assert kept.intent.name == fresh.intent.name
                assert {k: e.value for k, e in kept.entities.items()} == {k: e.value for k, e in fresh.entities.items()}
    turn_memo.clear()


def _loop_pointed(normalized: str) -> str | None:
    """``pointed`` as it read every split before the bound on a remark's words."""
    words = normalized.split()
    for i in range(1, len(words)):
        for first, second in ((words[:i], words[i:]), (words[i:], words[:i])):
            said = remark_things.remark(remark_things._trim(first))
            if said is None:
                continue
            asked = remark_things.act(remark_things._trim(second), remark_things._FITS[said.said])
            if asked is not None:
                return remark_things._command(said, *asked)
    return None


REMARKS = ("the rice is going on now", "weve run out of flour", "we have got milk after all", "the pasta isnt done yet",
           "the boiler service needs booking", "the big green garden hose needs fixing at some point",
           "i found some flour", "theres no milk left", "my wife said the rice is on", "the dog is out")
ACTS = ("give it an 18 minute timer", "put it on the shopping list", "cross it off the list", "add 3 minutes to it",
        "take it off the list", "so please add it to the to do list", "give it 18 minutes")
NOISE = "two jars of the crunchy peanut butter in the blue tub from the corner shop by the station".split()


def test_the_bound_on_a_remark_keeps_every_command() -> None:
    rng = random.Random(24)
    sentences = [f"{r} {a}" for r, a in itertools.product(REMARKS, ACTS)] + [
        f"{a} {r}" for r, a in itertools.product(REMARKS, ACTS)]
    for _ in range(300):  # long and strange ones: noise before, between or after
        parts = [rng.choice(REMARKS), rng.choice(ACTS), " ".join(rng.sample(NOISE, rng.randint(1, len(NOISE))))]
        rng.shuffle(parts)
        sentences.append(" ".join(parts))
    composed = 0
    for sentence in sentences:
        assert remark_things.pointed(sentence) == _loop_pointed(sentence), sentence
        composed += remark_things.pointed(sentence) is not None
    assert composed > 25  # the cases compose commands, not only None


def test_a_long_item_is_still_refused_as_too_long(factory: MockFactory) -> None:
    item = "two jars of the crunchy peanut butter with no added salt in the blue tub from the corner shop, " * 16
    with local_skills(factory) as skills:
        assert remark_things.pointed(f"add {item}to the shopping list") is None
        assert say(skills, "the rice is going on now give it an 18 minute timer") == (
            "Okay, rice timer set for 18 minutes.")


def _loop_after_a_clause(normalized: str, names: str) -> str | None:
    """``after_a_clause`` as it read every tail before stopping after the last light named."""
    from gpt_home.agent import light_clauses

    if (whole := light_clauses._command(normalized, names)) is not None:
        return whole
    words = normalized.split()
    for start in range(1, len(words)):
        head, tail = " ".join(words[:start]), " ".join(words[start:])
        if (re.search(rf"\b(?:{names})\b", head) or light_clauses._NOT_NOW.search(head)
                or light_clauses._NOT_NOW_EITHER.search(head)):
            continue
        if (command := light_clauses._command(tail, names, verbless=bool(light_clauses._CLAUSE_END.search(head)))):
            return command
    return None


HEADS = ("", "take the bins out and", "im going to bed so", "after dinner", "the dog is asleep", "if it gets dark",
         "my wife said", "right then", "two jars of the crunchy peanut butter from the corner shop and")
LIGHT_ACTS = ("turn on the kitchen light", "pop the living room light on", "lights off in the living room",
              "switch the kitchen lights off please", "kitchen light on", "light on in the kitchen",
              "the kitchen is dark", "living room light off thanks", "turn the room light on")


@pytest.mark.parametrize("names", ["living room|kitchen", "kitchen", "living room|room|kitchen", "porch",
                                   r"(?!(?:the|my|our|all)\b)[a-z]+(?: room)?"])  # no lights: any room
def test_a_light_clause_is_found_as_before(names: str) -> None:
    from gpt_home.agent.light_clauses import after_a_clause

    found = 0
    for head, act, tail in itertools.product(HEADS, LIGHT_ACTS, ("", " i need to see", " and the kitchen one")):
        sentence = " ".join(f"{head} {act}{tail}".split())
        assert after_a_clause(sentence, names) == _loop_after_a_clause(sentence, names), sentence
        found += after_a_clause(sentence, names) is not None
    assert found > 0 or names == "porch"
