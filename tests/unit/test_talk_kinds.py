"""Sentence kinds (agent/talk_kinds.py) and the fallback line each gets (agent/kind_replies.py, agent/guard.py).

The cases are generated (tests/unit/talk_kind_cases.py): frames x subjects x lead words x run-on recognizer text, as
children, grandparents and speakers of English as a second language say them, plus must-nots (commands and real
questions with chat words in them) that must keep the plain fallback.
"""

from __future__ import annotations

import re

import pytest
from talk_kind_cases import DEVICE, NOT_CHAT_KINDS, chat_cases, not_chat_cases

from gpt_home.agent.guard import (
    FALLBACK_REPLY,
    KNOWLEDGE_FALLBACK_REPLY,
    GuardReason,
    check_reply,
    fallback_for,
    leaks_prompt,
    repeats_earlier,
)
from gpt_home.agent.kind_replies import kind_lines, lines_for
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY
from gpt_home.agent.talk_kinds import TalkKind, TalkReading, read_kind

CHAT = chat_cases()
NOT_CHAT = not_chat_cases()
# What bench/requests_eval.judge refuses for a chat request: the plain fallbacks and the no-model lines.
NOT_A_CHAT_REPLY = (FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY)


def test_the_generated_suite_is_large_and_covers_every_speaker_form() -> None:
    assert len(CHAT) > 2000 and len(NOT_CHAT) > 150
    assert any("'" in u for u, _, _ in CHAT) and any("'" not in u and "," not in u for u, _, _ in CHAT)


@pytest.mark.parametrize(("utterance", "kind", "topic"), CHAT[::7])  # a seventh, spread over every kind, as cases
def test_a_chat_sentence_is_read_as_its_kind(utterance: str, kind: str, topic: str) -> None:
    reading = read_kind(utterance)
    assert (reading.kind.value, reading.topic) == (kind, topic)


def test_every_generated_chat_sentence_gets_a_line_that_fits_it() -> None:
    wrong = []
    for utterance, kind, topic in CHAT:
        reading = read_kind(utterance)
        line = fallback_for(utterance)
        fits = line not in NOT_A_CHAT_REPLY and (reading.kind.value, reading.topic) == (kind, topic)
        if kind == DEVICE:  # the command that fixes it, offered with the room said: "dim the kitchen light"
            room = re.search(r"kitchen|living room|bedroom|hallway", utterance.lower())
            fits = fits and room is not None and room.group(0) in line and re.search(r"\b(?:dim|turn on)\b", line)
        if not fits:
            wrong.append((utterance, reading, line))
    assert len(wrong) <= len(CHAT) // 100, wrong[:20]  # at most 1 % (today: 5 of 2,795, "me is down today")


def test_commands_and_real_questions_keep_the_plain_fallback() -> None:
    """A kind word instead of "I'm not sure" after "turn off the light" would hide that nothing was done."""
    wrong = [(u, read_kind(u)) for u in NOT_CHAT
             if read_kind(u).kind.value not in NOT_CHAT_KINDS or fallback_for(u) != FALLBACK_REPLY]
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("utterance", [
    "i'm scared of the dark, can you leave the kitchen light on", "im so tired set an alarm for 7",
    "living room light off thanks", "lights off in the kitchen im going to bed", "a 22 minute timer then thanks",
    "how do you spell yacht", "which lights can you control", "could ya do us a twelve minute pasta timer",
    "its not wednesday yet is it", "my passport runs out on the tenth of march how long have i got",
    "i had 3 boxes of 24 eggs and used 17 how many are left", "a third of ninety nine", "more",
    "describe a cosy winter evening", "do you know who painted the mona lisa", "email my boss that i'm off sick",
])
def test_near_misses_are_not_chat(utterance: str) -> None:
    assert read_kind(utterance).kind.value in NOT_CHAT_KINDS and fallback_for(utterance) == FALLBACK_REPLY


@pytest.mark.parametrize(("utterance", "kind", "topic"), [
    ("the living room light is hurting my eyes", TalkKind.DEVICE, "too-bright"),
    ("what can i ask you to help with around the house", TalkKind.ABOUT_ME, "abilities"),
    ("i live alone since my husband went into a care home, it's nice to have someone to talk to", TalkKind.FEELING,
     "lonely"),
    ("you are happy today or sad?", TalkKind.ABOUT_ME, "feelings"),
    ("do they call you anything, like a name", TalkKind.ABOUT_ME, "name"),
    ("man im so bored today", TalkKind.FEELING, "bored"),
    ("my dog learned to sit today i'm nine", TalkKind.REMARK, "good-news"),
    ("sleep well, talk tomorrow", TalkKind.SOCIAL, "good-night"),
    ("lol that joke was awful", TalkKind.SOCIAL, "bad-joke"),
    ("sorry i shouted at you earlier", TalkKind.SOCIAL, "apology"),
    ("my brother says youre listening to everything we say is that true", TalkKind.ABOUT_ME, "listening"),
    # written after the classes were (not tuned on): new sentences of known kinds
    ("grandpa isnt with us anymore", TalkKind.FEELING, "bereaved"),
    ("we buried our cat in the garden yesterday", TalkKind.FEELING, "bereaved"),
    ("you must get tired of us", TalkKind.ABOUT_ME, "feelings"),
    ("your so kind", TalkKind.SOCIAL, "compliment"),
    ("its a bit gloomy in the lounge", TalkKind.DEVICE, "too-dark"),
    ("right im off to the shops see you later", TalkKind.SOCIAL, "goodbye"),
    ("my granddaughter is getting married in june", TalkKind.REMARK, "good-news"),
])
def test_the_evidence_sentences_are_read_by_kind(utterance: str, kind: TalkKind, topic: str) -> None:
    assert read_kind(utterance) == TalkReading(kind, topic, read_kind(utterance).offer)
    assert fallback_for(utterance) != FALLBACK_REPLY


def test_a_device_complaint_offers_the_command_and_never_claims_it_was_done() -> None:
    line = fallback_for("the living room light is hurting my eyes")
    assert "dim the living room light" in line and not re.search(r"\b(?:dimmed|done|turned|switched)\b", line)
    assert "turn on the kitchen light" in fallback_for("its so dark in the kitchen i cant see a thing")
    assert "volume down" in fallback_for("you're far too loud")


def test_a_guard_replacement_after_a_feeling_is_a_kind_line() -> None:
    utterance = "it's a year since my wife passed and the house is very quiet"
    verdict = check_reply("The house is quiet.", utterance=utterance, earlier_replies=["The house is quiet."])
    assert verdict.reason is GuardReason.REPEAT and verdict.text in kind_lines(utterance)


def test_kind_lines_are_honest_and_would_pass_the_guard_themselves() -> None:
    """No clock time, date, number, prompt text or invented place; and each line passes the guard for its sentence."""
    for utterance, _, _ in CHAT[::5]:
        for line in kind_lines(utterance):
            assert not re.search(r"\d|o'clock|monday|tuesday|tomorrow", line.lower()), line
            assert not leaks_prompt(line), line
            assert check_reply(line, utterance=utterance).ok, (utterance, line)


def test_a_long_conversation_of_one_kind_never_repeats_a_line_the_guard_would_refuse() -> None:
    """Ten sad sentences in a row: each turn's line is new to the last turns (or the short last line, which the
    guard never counts), so the fallbacks never trip the guard's own repeat rule."""
    for kind_said in ("i feel so sad today", "thanks", "are you a real person", "my bus was late again",
                      "im so tired", "the kitchen is too dark"):
        earlier: list[str] = []
        for turn in range(10):
            utterance = f"{kind_said} {'again ' * turn}".strip()
            line = fallback_for(utterance, earlier)
            lines = kind_lines(utterance)
            assert line in lines
            assert line == lines[-1] or not repeats_earlier(line, earlier[-8:]), (utterance, line, earlier)
            earlier.append(line)
        assert len(set(earlier[:3])) == 3, earlier  # the first three turns hear three different lines


def test_every_kind_has_lines_the_guard_tells_apart() -> None:
    readings = [TalkReading(TalkKind.FEELING, t) for t in ("lonely", "bereaved", "sad", "tired", "happy", "scared")]
    readings += [TalkReading(TalkKind.ABOUT_ME, t) for t in ("feelings", "human", "abilities", "likes", "body")]
    for reading in readings:
        lines = lines_for(reading)
        assert len(lines) >= 3 and len(set(lines)) == len(lines)
        assert not any(repeats_earlier(a, [b]) for a in lines for b in lines if a != b), reading
