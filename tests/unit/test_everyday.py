"""Everyday skills with a pinned clock: dates relative to today (around midnight and year end), world time, dice."""

from __future__ import annotations

import random
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from gpt_home.skills import everyday
from gpt_home.skills.phrases import current_month, current_year

TZ = ZoneInfo("Europe/Berlin")
SUNDAY = datetime(2026, 11, 29, 14, 10, tzinfo=TZ)
NEW_YEARS_EVE_LATE = datetime(2026, 12, 31, 23, 59, 30, tzinfo=TZ)
JUST_AFTER_MIDNIGHT = datetime(2027, 1, 1, 0, 0, 5, tzinfo=TZ)


@pytest.mark.parametrize(
    ("day", "now", "reply"),
    [
        ("tomorrow", SUNDAY, "Tomorrow is Monday, November 30, 2026."),
        ("yesterday", SUNDAY, "Yesterday was Saturday, November 28, 2026."),
        ("next friday", SUNDAY, "Next Friday is December 4, 2026."),
        ("sunday", SUNDAY, "Sunday is December 6, 2026."),
        ("in 3 days", SUNDAY, "In 3 days it will be Wednesday, December 2, 2026."),
        ("a week from today", SUNDAY, "A week from today it will be Sunday, December 6, 2026."),
        ("the day after tomorrow", SUNDAY, "The day after tomorrow is Tuesday, December 1, 2026."),
        ("tomorrow", NEW_YEARS_EVE_LATE, "Tomorrow is Friday, January 1, 2027."),
        ("tomorrow", JUST_AFTER_MIDNIGHT, "Tomorrow is Saturday, January 2, 2027."),
        ("yesterday", JUST_AFTER_MIDNIGHT, "Yesterday was Thursday, December 31, 2026."),
        ("march 3", SUNDAY, "March 3 is Wednesday, March 3, 2027."),
        ("the 3rd of march", SUNDAY, "The 3rd of March is Wednesday, March 3, 2027."),
    ],
)
def test_date_offset(day: str, now: datetime, reply: str) -> None:
    assert everyday.date_offset(day, now) == reply


@pytest.mark.parametrize("day", ["of easter next year", "on my calendar today", "the wall fell", "february 30"])
def test_date_offset_declines_what_it_cannot_place(day: str) -> None:
    assert everyday.date_offset(day, SUNDAY) is None


@pytest.mark.parametrize(
    ("event", "now", "reply"),
    [
        ("christmas", SUNDAY, "There are 26 days until Christmas, on Friday, December 25."),
        ("christmas", datetime(2026, 12, 25, 8, tzinfo=TZ), "Christmas is today."),
        ("christmas", datetime(2026, 12, 26, 8, tzinfo=TZ),
         "There are 364 days until Christmas, on Saturday, December 25, 2027."),
        ("new year", NEW_YEARS_EVE_LATE, "There is 1 day until New Year's Day, on Friday, January 1, 2027."),
        ("new year", JUST_AFTER_MIDNIGHT, "New Year's Day is today."),
        ("halloween", SUNDAY, "There are 336 days until Halloween, on Sunday, October 31, 2027."),
    ],
)
def test_days_until(event: str, now: datetime, reply: str) -> None:
    assert everyday.days_until(event, now) == reply


def test_days_until_an_unknown_event_is_declined() -> None:
    assert everyday.days_until("my birthday", SUNDAY) is None


@pytest.mark.parametrize(
    ("city", "reply"),
    [
        ("tokyo", "In Tokyo it's 10:10 pm."),
        ("new york", "In New York it's 8:10 am."),
        ("london", "In London it's 1:10 pm."),
        ("san francisco", "In San Francisco it's 5:10 am."),
        ("sydney", "In Sydney it's 12:10 am on Monday."),
        ("atlantis", "Atlantis is a made-up place, from a story, so it has no time zone or clock of its own. Ask me about "
                     "a real city and I'll tell you its time."),  # round 27: said to be from a story
    ],
)
def test_world_time_uses_the_turn_clock(city: str, reply: str) -> None:
    assert everyday.world_time(city, SUNDAY) == reply


def test_random_is_seeded_and_bounded() -> None:
    rng = random.Random(7)
    rolls = {everyday.roll_die(rng) for _ in range(200)}
    assert rolls == {f"You rolled a {n}." for n in range(1, 7)}
    assert {everyday.flip_coin(rng) for _ in range(50)} == {"It's heads.", "It's tails."}
    numbers = {int(everyday.random_number(rng, 10, 1).rstrip(".")) for _ in range(300)}
    assert numbers == set(range(1, 11))
    assert everyday.roll_die(rng, 1) == "A die needs between 2 and 1000 sides."


def test_spelling() -> None:
    assert everyday.spell("necessary") == "Necessary is spelled N, E, C, E, S, S, A, R, Y."
    assert everyday.spell("two words") is None
    assert everyday.spell("x" * 41) is None


def test_this_month_and_year_on_new_years_eve() -> None:
    assert current_month(NEW_YEARS_EVE_LATE) == "It's December."
    assert current_year(NEW_YEARS_EVE_LATE) == "It's 2026."
    assert current_year(JUST_AFTER_MIDNIGHT) == "It's 2027."


def test_several_dice_say_each_and_the_total() -> None:
    rng = random.Random(7)
    expected = [random.Random(7).randint(1, 6) for _ in range(1)]
    rolls = random.Random(7)
    first, second = rolls.randint(1, 6), rolls.randint(1, 6)
    assert everyday.roll_dice(rng, 2) == f"You rolled {first} and {second}: {first + second} in total."
    assert expected[0] == first
    assert everyday.roll_dice(random.Random(1), 11) == "I can roll between 1 and 10 dice at once."
    assert everyday.roll_dice(random.Random(1), 1).startswith("You rolled a ")
    assert everyday.roll_dice(random.Random(1), 2, sides=1) == "A die needs between 2 and 1000 sides."


def test_the_day_a_holiday_falls_on() -> None:
    assert everyday.date_offset("christmas", SUNDAY) == "Christmas is on Friday, December 25, 2026."
    assert everyday.date_offset("halloween", SUNDAY) == "Halloween is on Sunday, October 31, 2027."
    assert everyday.date_offset("the weekend after never", SUNDAY) is None
