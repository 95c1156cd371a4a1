"""Round 23 (second wave) "repairs": a correction with "make it / make that / wait / hang on" in every skill, heard
by the user. The number corrected said inside the request ("the date 30 days from now, actually make it 45"), a list
item said again after "make that" ("apples on the shopping list, no hang on, make that pears"), the loudness by any of
its names ("loudness 70, wait, make it 65"). Must-nots: "make it snappy", "wait for me" change nothing. The wider
never-tuned vocabulary is ``bench/repairs23_suite.py``."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from test_self_repair23 import heard_right

from gpt_home.agent.repair_values import list_item_again, value_inside
from gpt_home.agent.self_correction import corrected, is_number


@pytest.mark.parametrize(("kind", "request_text", "expected"), [
    ("says", "the date 30 days from now, actually make it 45", "January 15|!December 31"),
    ("says", "what date is it 10 days from today actually make that 12", "December 13|!December 11"),
    ("says", "the date 2 weeks from now wait make that 3", "December 22|!December 15"),
    ("list", "apples on the shopping list, no hang on, make that pears", "pears"),
    ("list", "put bananas on the shopping list actually make that grapes", "grapes"),
    ("list", "add bread to my list, wait, make that rolls", "rolls"),
    ("list", "carrots on the list no sorry make it onions", "onions"),
    ("list", "can you add jam to the shopping list hang on no make that marmalade", "marmalade"),
    ("timer", "timer for 12 minutes, hang on, make it 14", "14"),
    ("reminder", "remind me at 3 pm to ring the vet no hang on make it 4 pm", "16 ring the vet"),
])
def test_a_correction_said_with_make_it_wins(kind: str, request_text: str, expected: str) -> None:
    ok, seen = heard_right(kind, request_text, expected)
    assert ok, seen


@pytest.mark.parametrize("request_text", [
    "make it snappy", "wait for me", "hang on a second", "actually that was lovely thanks",
    "add milk to the shopping list and make it quick", "put milk on the list actually make it snappy",
    "add eggs to the list actually never mind", "milk on the list wait make it two",
])
def test_make_it_that_corrects_nothing_adds_nothing_wrong(request_text: str) -> None:
    ok, seen = heard_right("none", request_text, "")
    if not ok:  # "add milk ... and make it quick" adds milk, never "quick"
        assert "quick" not in seen and "snappy" not in seen and "never" not in seen, seen


@pytest.mark.parametrize(("said", "fixed"), [
    ("loudness 70 wait make it 65", "loudness 65"),
    ("the date 30 days from now actually make it 45", "the date 45 days from now"),
    ("whats the date in 2 weeks from now wait make that 3 days", "whats the date in 3 days from now"),
    ("apples on the shopping list no hang on make that pears", "add pears to the shopping list"),
    ("add soap to the list wait no make that shampoo", "add shampoo to the list"),
    ("turn on the light and make it brighter", None),
    ("put milk on the list actually make it snappy", None),
])
def test_the_sentence_read_as_corrected(said: str, fixed: str | None) -> None:
    assert corrected(said) == fixed


def test_parts() -> None:
    assert value_inside("remind me in 10 minutes to call gran".split(), ["15"], is_number) == \
        "remind me in 15 minutes to call gran"
    assert value_inside("call gran".split(), ["15"], is_number) is None
    assert value_inside("in 10 minutes".split(), "15 pizzas".split(), is_number) is None
    assert list_item_again("does it go on the list".split(), ["bread"], is_number) is None
    assert list_item_again("milk on the list".split(), ["it"], is_number) is None
    assert list_item_again("milk on the list".split(), ["two"], is_number) is None


@pytest.mark.parametrize(("said", "intent", "volume"), [
    ("loudness 70, wait, make it 65", "HassSetVolume", 65), ("put the sound on 80 actually make it 60", "HassSetVolume", 60),
    ("loudness up to 90 actually make it 70", "HassSetVolume", 70), ("loudness 40", "HassSetVolume", 40),
])
def test_the_loudness_by_its_names(said: str, intent: str, volume: int) -> None:
    from gpt_home.agent.understand import explain

    found = explain(said, datetime(2026, 12, 1, 9, tzinfo=ZoneInfo("UTC")))
    assert found and found[0].intent == intent and int(found[0].slots["volume"]) == volume, found


@pytest.mark.parametrize(("request_text", "expected"), [
    ("tomatoes need adding to my shopping list", "tomatoes"),
    ("milk needs adding to the shopping list", "milk"),
    ("bin bags need to go on the shopping list", "bin bags"),
    ("eggs want adding to my list please", "eggs"),
    ("cheese needs putting on the shopping list", "cheese"),
    ("coffee should go on the list", "coffee"),
    ("um washing up liquid has to go on the shopping list", "washing up liquid"),
])
def test_the_thing_said_first_goes_on_the_list(request_text: str, expected: str) -> None:
    ok, seen = heard_right("list", request_text, expected)
    assert ok, seen


@pytest.mark.parametrize("request_text", [
    "the fridge has butter after all, so strike butter from the shopping list",
    "strike out the butter from my list", "we got butter so strike butter from the list",
    "cross butter off the shopping list we have some", "scrub the butter off the shopping list",
])
def test_a_thing_struck_from_the_list_goes(request_text: str) -> None:
    ok, seen = heard_right("list", f"add butter and jam to the shopping list || {request_text}", "jam")
    assert ok, seen


@pytest.mark.parametrize("request_text", [
    "does milk need adding to the shopping list", "i wonder if tomatoes need adding to the list",
    "nothing needs adding to the list", "what needs adding to the shopping list",
    "i think eggs should go on the list",
])
def test_a_question_or_a_thought_adds_nothing(request_text: str) -> None:
    ok, seen = heard_right("none", request_text, "")
    assert ok, seen


def test_a_reason_with_a_request_of_its_own_keeps_both() -> None:
    from gpt_home.skills.list_item_first import list_item_first

    assert list_item_first("remind me tomorrow so add milk to the list") is None
    assert list_item_first("im baking a cake so add flour to the list") == "add flour to the list"


@pytest.mark.parametrize(("request_text", "expected"), [
    ("uh in an hours time give me a nudge the washing needs checking", "11 the washing needs checking"),
    ("give me a nudge at 5 pm to ring the vet", "17 ring the vet"),
    ("nudge me tomorrow at 9 am the bins go out", "9 the bins go out"),
    ("reminder tomorrow at noon the window cleaner comes pay him", "12 the window cleaner comes pay him"),
    ("in 2 hours time remind me to take the cake out", "12 take the cake out"),
    ("could you give me a quick prod in an hour the car needs moving", "11 the car needs moving"),
])
def test_a_nudge_or_a_time_first_is_a_reminder(request_text: str, expected: str) -> None:
    ok, seen = heard_right("reminder", request_text, expected)
    assert ok, seen


@pytest.mark.parametrize("request_text", [
    "the plumber's sorted, drop that reminder", "drop the plumber reminder", "scrap my plumber reminder",
    "the plumber has been so cancel that reminder", "um the plumber is all sorted now, get rid of that reminder",
])
def test_a_reminder_dropped_by_its_thing_goes_alone(request_text: str) -> None:
    ok, seen = heard_right(
        "reminder", f"remind me at 3 pm about the plumber || remind me at 4 pm to ring the vet || {request_text}",
        "16 ring the vet")
    assert ok, seen


@pytest.mark.parametrize("request_text", [
    "she said give me a nudge", "drop all reminder talk", "my mum gives me a nudge every morning",
])
def test_a_nudge_talked_about_sets_nothing(request_text: str) -> None:
    ok, seen = heard_right("none", request_text, "")
    assert ok, seen


def test_them_after_a_reason_is_the_reasons_thing() -> None:
    ok, seen = heard_right("list", "add eggs and jam to the shopping list || i've already got eggs so take them off the "
                           "list", "jam")
    assert ok, seen
