"""The shared pieces of the reading modules: the spoken words defined once (``agent/spoken_words.py``), the
rewrite-table helper (``agent/rewrites.py``) and the one table of cue families (``skills/cue_readings.py``).

The words are checked as the readings use them (inside a pattern), the helper on tables of each use it has (a
substitution chain, the first row found, every row found), the cue table by what a stage answers and declines."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from gpt_home.agent import spoken_words
from gpt_home.agent.rewrites import Rewrites
from gpt_home.skills import cue_readings
from gpt_home.skills.cue_readings import CueTurn, Stage

NOW = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize("said", ["monday", "wednesday", "sunday"])
def test_a_weekday_is_heard_whole(said: str) -> None:
    assert re.fullmatch(rf"on (?:{spoken_words.WEEKDAY})", f"on {said}")


@pytest.mark.parametrize("said", ["on mon", "on weekday", "on someday", "on tuesdays"])
def test_what_is_not_a_weekday_is_not_heard_as_one(said: str) -> None:
    assert re.fullmatch(rf"on (?:{spoken_words.WEEKDAY})", said) is None


def test_days_and_months_are_in_calendar_order() -> None:
    assert spoken_words.WEEKDAYS.index("monday") == datetime(2026, 11, 30).weekday()  # a Monday
    assert spoken_words.MONTHS.index("december") + 1 == 12
    assert spoken_words.MONTH.split("|") == list(spoken_words.MONTHS)


@pytest.mark.parametrize("amount", ["twenty five minutes", "one hour", "ninety secs", "4 hrs", "eleven mins",
                                    "sixteen seconds"])
def test_an_amount_of_time_is_read_with_the_shared_words(amount: str) -> None:
    said = rf"(?:\d+|{spoken_words.NUMBERS})(?: (?:{spoken_words.DIGITS}))? {spoken_words.TIME_UNIT}"
    assert re.fullmatch(said, amount)


@pytest.mark.parametrize("amount", ["twenty five days", "a hundred minutes", "minutes", "five o clock"])
def test_what_is_not_an_amount_of_time_is_not_read_as_one(amount: str) -> None:
    said = rf"(?:\d+|{spoken_words.NUMBERS})(?: (?:{spoken_words.DIGITS}))? {spoken_words.TIME_UNIT}"
    assert re.fullmatch(said, amount) is None


@pytest.mark.parametrize("request_said", ["please set a timer", "can you could you set a timer",
                                          "so um please set a timer", "the timer"])
def test_the_polite_ask_and_fillers_are_taken_off_the_front(request_said: str) -> None:
    lead = re.compile(rf"^(?:(?:{spoken_words.FILLERS}|{spoken_words.POLITE}) )*{spoken_words.OWNER}?")
    assert lead.sub("", request_said).endswith("timer")
    assert not lead.sub("", request_said).startswith(("please", "so", "um", "the "))


def test_a_substitution_table_applies_every_row_in_order() -> None:
    table: Rewrites[str] = Rewrites(((r"\bgonna\b", "going to"), (r"\bgoing to rain\b", "rain")))
    assert table.sub("is it gonna rain") == "is it rain"  # the second row sees what the first left
    assert table.sub("is it going to snow") == "is it going to snow"
    assert table.sub("nothing to change") == "nothing to change"


def test_a_substitution_table_may_replace_once_a_row() -> None:
    table: Rewrites[str] = Rewrites(((r"\bsaid\b", "set"),))
    assert table.sub("said said", count=1) == "set said"


def test_the_first_row_found_wins_and_gives_its_match() -> None:
    table: Rewrites[str] = Rewrites(((r"\b(monday|friday)\b", ""), (r"\btomorrow\b", "tomorrow")))
    out, match = table.first("rain tomorrow or friday") or ("none", None)
    assert out == "" and match is not None and match.group(1) == "friday"
    assert table.first("no day said") is None


def test_every_row_found_is_given_in_the_tables_order() -> None:
    table: Rewrites[str] = Rewrites(((r"b", "second"), (r"a", "first"), (r"z", "never")))
    assert [out for out, _m in table.found("ab")] == ["second", "first"]
    assert [out for out, _m in table.found("ab", "match")] == ["first"]  # "match": from the start only


def test_a_table_takes_compiled_patterns_with_their_flags() -> None:
    table: Rewrites[str] = Rewrites(((re.compile(r"\bwhat'?s\b", re.IGNORECASE), "what is"),))
    assert table.sub("What's the time") == "what is the time"
    assert Rewrites(((r"x", "y"),), re.IGNORECASE).sub("X") == "y"


def _never(text: str) -> str | None:
    raise AssertionError(f"nothing restated should be carried out: {text!r}")


@pytest.mark.parametrize("said", ["thats me done for the day", "how many colours are in a rainbow",
                                  "the bill was 84 pounds split four ways how much each"])
def test_the_first_stage_answers_the_restated_families(said: str) -> None:
    assert cue_readings.reply(Stage.FIRST, CueTurn(said, NOW, _never))


@pytest.mark.parametrize("said", ["set a timer for ten minutes", "what time is it", "add milk to the list"])
def test_the_first_stage_leaves_plain_requests_to_the_rules(said: str) -> None:
    assert cue_readings.reply(Stage.FIRST, CueTurn(said, NOW, _never)) is None


def test_the_shaped_stage_proposes_readings_and_never_acts() -> None:
    found = cue_readings.readings(Stage.SHAPED, CueTurn("my ruler is 30 cm how long is that in inches", NOW, _never))
    assert ("GptConvertUnit", {"quantity": "30 cm", "to_unit": "inches"}) in found
    assert cue_readings.readings(Stage.SHAPED, CueTurn("hello there", NOW, _never)) == []


def test_every_family_is_in_one_stage_of_the_table() -> None:
    names = [name for _stage, name, _read in cue_readings.TABLE]
    assert len(names) == len(set(names))
    assert {stage for stage, _name, _read in cue_readings.TABLE} == set(Stage)
