"""Round nineteen's talk kinds (issue 15, engineer "talk19"), each right as a KIND through the real local skills, in a
fresh household per sentence: a remark (news, a feeling, a plan, a child's day, a complaint, thanks) is read as talk
and nothing is done; a service the box lacks, said with any frame, object and tail, gets that service's refusal;
a request the house serves that names a service word is its skill's; a service told of, negated or wished is
neither refused nor done. The suites are generated (``talk19_cases``); the two never-tuned vocabularies
(``talk19_heldout``, ``talk19_third``) are only held to 0 wrong actions here, their hits are measured by
``bench/talk19_measure.py``."""

from __future__ import annotations

from collections import Counter

import pytest
from talk19_cases import Case, all_cases
from talk19_heldout import held_out_cases
from talk19_judge import judge
from talk19_third import third_cases

from gpt_home.agent.intents import normalize
from gpt_home.agent.kind_replies import kind_lines
from gpt_home.agent.remark_reader import is_statement, plan, tells, without_talk
from gpt_home.agent.talk_kinds import TalkKind, read_kind
from gpt_home.skills import service_slots

CASES = all_cases()


def _of(kind: str, cases: list[Case] = CASES) -> list[Case]:
    return [c for c in cases if c.kind == kind]


def test_the_suite_is_generated_broadly() -> None:
    kinds = Counter(c.kind for c in CASES)
    assert len(CASES) >= 700 and kinds["remark"] >= 300 and kinds["service"] >= 300
    assert kinds["served"] >= 60 and kinds["not asked"] >= 60
    assert {c.expect for c in _of("service")} >= {"music", "news", "calls", "messages", "purchases", "bookings",
                                                   "calendar", "device"}
    assert {c.expect for c in _of("remark")} == {"news", "feeling", "plan", "child", "complaint", "story", "thanks"}


@pytest.mark.parametrize("kind", ["remark", "service", "served", "not asked"])
def test_every_dev_sentence_is_right(kind: str) -> None:
    wrong = [(c.text, said) for c in _of(kind) if (said := judge(c))[0] != "right"]
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("vocabulary", [held_out_cases, third_cases], ids=["held", "third"])
def test_no_wrong_action_in_the_never_tuned_vocabularies(vocabulary) -> None:  # type: ignore[no-untyped-def]
    wrong = [(c.text, said) for c in vocabulary() if (said := judge(c))[0] == "wrong"]
    assert not wrong, wrong


@pytest.mark.parametrize("vocabulary", [held_out_cases, third_cases], ids=["held", "third"])
def test_what_the_house_serves_is_never_refused_in_the_never_tuned_vocabularies(vocabulary) -> None:  # type: ignore[no-untyped-def]
    refused = [(c.text, said) for c in vocabulary() if c.kind == "served" and "can't" in (said := judge(c))[1]]
    assert not refused, refused


@pytest.mark.parametrize("said, statement", [
    ("grandpa is staying with us this week", True), ("tomorrow i will visit my sister", True),
    ("me and my sister made slime", True), ("the tomatoes in the garden are ripe", True),
    ("i miss my mum", True), ("next door are drilling again", True),
    ("what time is it", False), ("time it is", False), ("turn off the light", False), ("set a timer", False),
    ("is the radio on", False), ("please call mum", False),
])
def test_a_statement_is_a_subject_and_a_finite_verb(said: str, statement: bool) -> None:
    assert is_statement(said) is statement


@pytest.mark.parametrize("said, alone", [
    ("guess what the baby just went down for a nap haha", "the baby just went down for a nap"),
    ("mummy i builded a big sandcastle you know", "i builded a big sandcastle"),
    ("hello the cat brought in a mouse", "the cat brought in a mouse"),
    ("guess what dad got a new job", "dad got a new job"),  # "dad" is the subject here, not who is spoken to
    ("hello", "hello"), ("guess what", "guess what"), ("mummy", "mummy"),
    ("hello can you set a timer", "hello can you set a timer"),  # no statement after: the greeting stays
])
def test_the_talk_around_a_statement_is_dropped(said: str, alone: str) -> None:
    assert without_talk(said) == alone


def test_a_story_or_a_plan_tells_and_a_state_now_may_ask() -> None:
    assert tells("im seven and im going to bake a cake later isnt that nice")
    assert tells("my son turned off the light") and tells("the heating came on")
    assert not tells("the house is too dark") and not tells("you are talking too soft for me")
    assert plan("were going to the seaside on saturday") and not plan("the bus was late again")


def test_a_plan_gets_a_plans_line() -> None:
    reading = read_kind("guess what were going to the seaside on saturday")
    assert (reading.kind, reading.topic) == (TalkKind.REMARK, "plan")
    assert all("plan" in line.lower() or "sounds good" in line.lower()
               for line in kind_lines("guess what were going to the seaside on saturday"))


@pytest.mark.parametrize("said, service", [
    ("be a dear and put classic fm on love", "music"), ("can u skype my nephew cheers", "calls"),
    ("you must book a cab for eight oclock my hands are full", "bookings"),
    ("i want to order a cab now", "bookings"), ("pls reorder the washing powder", "purchases"),
    ("text mum happy birthday love", "messages"), ("put the party in my diary please", "calendar"),
    ("put some rain sounds on i cant get to sleep", "music"),
])
def test_a_service_is_read_from_its_parts(said: str, service: str) -> None:
    assert service_slots.service_asked(normalize(said)) == service


@pytest.mark.parametrize("said", [
    "can i call my mum in denver now or is it too early", "i need to ring my brother in dubai what time is it for him",
    "lets have a chat with grandma", "dont order anything", "my son said to order a taxi", "the taxi is coming at six",
    "set a timer for the podcast", "add batteries for the radio to the list", "i wish i could order a pizza",
    "the heating came on", "if it rains order a taxi",
])
def test_what_is_no_request_for_a_service_is_read_by_no_part(said: str) -> None:
    assert service_slots.read(normalize(said), ("kitchen", "living room")) is None
