"""Wrong actions found in review of round ten's timer, alarm, reminder and list readings, each pinned by a test."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.order_phrasings import phrasing_readings
from gpt_home.skills.bad_input import NEGATIVE_TIMER_REPLY, negative_length
from gpt_home.skills.lists import split_items
from gpt_home.skills.schedule import TimerRecord
from gpt_home.skills.timer_moves import when_for as _when
from gpt_home.skills.which_one import _ORDINAL_CANCEL, all_lights_but, kept_from_all, names_record

NEW_YORK = ZoneInfo("America/New_York")
NOW_NY = datetime(2026, 12, 1, 10, 25, tzinfo=UTC).astimezone(NEW_YORK)  # 05:25 in New York


def _record(kind: TimerKind, label: str, due: datetime) -> TimerRecord:
    return TimerRecord(id=f"{kind.value}-{label}-{due.isoformat()}", kind=kind, label=label,
                       due=due.astimezone(UTC), user_id="anna", device_id="kitchen", created=NOW_NY.astimezone(UTC))


def test_a_time_said_names_the_record_by_local_time() -> None:
    seven = _record(TimerKind.ALARM, "", datetime(2026, 12, 2, 7, 0, tzinfo=NEW_YORK))  # stored 12:00 UTC
    assert names_record("7 am", seven, NOW_NY)
    assert not names_record("12 pm", seven, NOW_NY)


def test_a_move_keeps_the_local_half_of_the_day() -> None:
    evening = _record(TimerKind.ALARM, "", datetime(2026, 12, 1, 19, 30, tzinfo=NEW_YORK))  # 00:30 UTC next day
    due = _when(TimerKind.ALARM, "eight", evening, NOW_NY)
    assert due is not None and due.astimezone(NEW_YORK).hour == 20
    morning = _record(TimerKind.ALARM, "", datetime(2026, 12, 2, 7, 30, tzinfo=NEW_YORK))
    due = _when(TimerKind.ALARM, "two", morning, NOW_NY)
    assert due is not None and due.astimezone(NEW_YORK).hour == 2


@pytest.mark.parametrize("item", ["coffee beans", "chocolate biscuits", "mince pies", "fish cakes", "rice noodles",
                                  "garlic cloves", "tea lights", "milk chocolate", "butter beans", "flour tortillas",
                                  "bread crumbs", "water plants"])
def test_a_two_word_item_stays_one(item: str) -> None:
    assert split_items(item) == [item]


def test_a_run_of_plurals_is_still_several_items() -> None:
    assert split_items("bananas apples and grapes") == ["bananas", "apples", "grapes"]
    assert split_items("eggs cheese") == ["eggs", "cheese"]


def test_regional_words_never_change_a_reminders_task() -> None:
    assert not any("ring my" in r for r in phrasing_readings("yo remind me to ring ma at 6"))
    assert "switch off all my timers" in phrasing_readings("switch aff aw ma timers")


@pytest.mark.parametrize("said", ["turn off the first alarm", "stop the first alarm", "switch off the next alarm"])
def test_stopping_by_place_is_left_to_the_stop_rule(said: str) -> None:
    assert _ORDINAL_CANCEL.match(said) is None
    assert _ORDINAL_CANCEL.match("cancel the first alarm") is not None


@pytest.mark.parametrize("said", ["set a timer for 5 - 10 minutes", "remind me at 6 - 30 minutes before dinner",
                                  "set a timer for five - ten minutes"])
def test_a_dash_after_a_number_is_no_sign(said: str) -> None:
    assert negative_length(said) is None


def test_a_sign_is_still_a_sign() -> None:
    assert negative_length("set a timer for -10 seconds") == NEGATIVE_TIMER_REPLY
    assert negative_length("timer for - 5 minutes") == NEGATIVE_TIMER_REPLY


@pytest.mark.parametrize(("said", "found"), [
    ("leave the egg timer and cancel all the timers", ("timer", "egg", "cancel all the timers")),
    ("not the 6 am alarm cancel all the alarms", ("alarm", "6 am", "cancel all the alarms")),
    ("leave the hall light and turn off all the lights", ("light", "hall", "turn off all the lights")),
    ("never mind the egg timer cancel all the alarms", None),
    ("no not the dentist one get rid of the parcel reminder", None),
])
def test_what_is_kept_from_all(said: str, found: tuple[str, str, str] | None) -> None:
    assert kept_from_all(said) == found
    assert all_lights_but(("light", "hall", "turn off all the lights"), ["kitchen", "hall"]) == [
        "turn off the kitchen light"]
