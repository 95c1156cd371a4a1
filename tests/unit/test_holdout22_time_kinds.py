"""The kinds behind holdout22's time, date and world-time failures, generated (directions, frames, fillers, cities,
speakers) through the real local skills at the fixed clock (Tuesday 1 December 2026, 10:25 UTC, household in UTC),
with must-nots: a count said back is never answered forward, a reported or hypothetical check is not a remark, a
statement is never answered as a question."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills import city_aliases, there_now, time_questions
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
TODAY = NOW.date()


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def _say(skills: LocalSkills, text: str) -> str:
    return say(skills, text) or ""


def _spoken(day: date) -> str:
    return f"{day:%A}, {day:%B} {day.day}"


_BACK_FRAMES = ["if i go back {n} {u} from today what date is that", "go back {n} {u} from today what date would it be",
                "if we went back {n} {u} from today what date was it", "counting back {n} {u} from now what day was it",
                "whats the date if i go back {n} {u} from today"]


@pytest.mark.parametrize(("frame", "n", "unit"), list(itertools.product(_BACK_FRAMES, [3, 11, 2], ["days", "weeks"])))
def test_a_count_said_back_is_counted_back_never_forward(skills: LocalSkills, frame: str, n: int, unit: str) -> None:
    back = TODAY - timedelta(days=n * (7 if unit == "weeks" else 1))
    forward = TODAY + timedelta(days=n * (7 if unit == "weeks" else 1))
    reply = _say(skills, frame.format(n=n, u=unit))
    assert _spoken(forward) not in reply  # the false answer: never forward
    assert _spoken(back) in reply


@pytest.mark.parametrize(("said", "days"), [
    ("whats the date 9 days from now, er, 12 days", 12), ("what date is it in 3 weeks um 4 weeks", 28),
    ("what is the date 5 days from today uh 6 days", 6)])
def test_a_count_corrected_in_the_breath_is_the_last_one(skills: LocalSkills, said: str, days: int) -> None:
    assert _spoken(TODAY + timedelta(days=days)) in _say(skills, said)


@pytest.mark.parametrize("said", ["how many days do we have before the last day of the year",
                                  "how many days left until the very last day of the year",
                                  "how many sleeps till the last day of the year"])
def test_the_last_day_of_the_year(skills: LocalSkills, said: str) -> None:
    assert re.search(r"\b30 days\b", _say(skills, said))


@pytest.mark.parametrize(("head", "ask"), list(itertools.product(
    ["i'm 91 and the days run together", "im getting old and i lose track of the days", "we've been away all week"],
    ["is it tuesday or wednesday", "is it monday or tuesday", "is it tuesday"])))
def test_a_remark_of_the_speakers_before_a_day_check(skills: LocalSkills, head: str, ask: str) -> None:
    reply = _say(skills, f"{head}, {ask}")
    assert "Tuesday" in reply and not reply.startswith("No")


@pytest.mark.parametrize("said", ["the party is it tuesday or wednesday", "if my visit is tomorrow is it wednesday"])
def test_a_thing_or_a_hypothetical_before_the_check_is_not_a_remark(skills: LocalSkills, said: str) -> None:
    assert "Today is Tuesday" not in _say(skills, said)


@pytest.mark.parametrize(("said", "yes"), [("has november finished yet", True), ("is october over", True),
                                           ("has december finished yet", False), ("is december over already", False)])
def test_a_month_asked_about_as_over(skills: LocalSkills, said: str, yes: bool) -> None:
    reply = _say(skills, said)
    assert reply.startswith("Yes" if yes else "No") and "December" in reply


@pytest.mark.parametrize("said", ["has the meeting finished yet", "november was over quickly"])
def test_no_month_over_read_into_other_things(skills: LocalSkills, said: str) -> None:
    assert not re.match(r"(?:Yes|No), (?:November|it's still)", _say(skills, said))


@pytest.mark.parametrize("said", ["today's full date with the year, please", "the full date with the year",
                                  "todays complete date including the year"])
def test_the_full_date_named_is_asked(skills: LocalSkills, said: str) -> None:
    assert "December 1, 2026" in _say(skills, said)


@pytest.mark.parametrize("said", ["what month have we reached on the calendar", "what month is it on the calendar",
                                  "which month have we got to on the calendar"])
def test_the_month_on_the_calendar(skills: LocalSkills, said: str) -> None:
    assert "December" in _say(skills, said)


def test_a_calendar_schedule_is_not_the_month(skills: LocalSkills) -> None:
    assert "December" not in _say(skills, "whats on my calendar")


@pytest.mark.parametrize(("said", "wanted"), [
    ("how long till lunch at half twelve", "2 hours and 5 minutes"), ("how long until the bus at 4 pm", "5 hours and 35"),
    ("how long till my nap at 2", "3 hours and 35 minutes")])
def test_time_until_a_thing_at_a_clock_time(skills: LocalSkills, said: str, wanted: str) -> None:
    assert wanted in _say(skills, said)


@pytest.mark.parametrize(("said", "wanted"), [("how many minutes past ten is it", "25 minutes past 10"),
                                              ("how many minutes to eleven is it", "35 minutes to 11"),
                                              ("so how many minutes after 10 is it now", "25 minutes past 10")])
def test_minutes_past_an_hour(skills: LocalSkills, said: str, wanted: str) -> None:
    assert wanted in _say(skills, said)


def test_minutes_past_a_far_hour_is_the_clock() -> None:
    assert time_questions.minutes_past("how many minutes past 3 is it", NOW, UTC) == "It's 10:25 am."
    assert time_questions.minutes_past("how many minutes past ten did the train leave", NOW, UTC) is None


@pytest.mark.parametrize(("city", "zone"), sorted(city_aliases.ALIASES.items())[::9])
def test_a_gazetteer_city_has_the_time_there(skills: LocalSkills, city: str, zone: str) -> None:
    from zoneinfo import ZoneInfo

    there = NOW.astimezone(ZoneInfo(zone))
    clock = f"{there.hour % 12 or 12}:{there.minute:02d}"
    assert clock in _say(skills, f"what's the time in {city} right now")


@pytest.mark.parametrize(("said", "start"), [
    ("my son's in singapore, will he be having his dinner about now", "Yes, in Singapore it's 6:25 pm"),
    ("is my brother in london at work right now", "Yes, in London it's 10:25 am"),
    ("my daughter's in tokyo, will she be having breakfast about now", "No, in Tokyo it's 7:25 pm")])
def test_what_someone_far_away_is_doing_now(skills: LocalSkills, said: str, start: str) -> None:
    assert _say(skills, said).startswith(start)


@pytest.mark.parametrize("said", ["my son in singapore had his dinner", "will he be having dinner in singapore on sunday",
                                  "my son's in singapore, will he be having his dinner when he lands"])
def test_no_time_there_read_into_other_talk(said: str) -> None:
    assert there_now.reply(said.replace("'", ""), NOW) is None


@pytest.mark.parametrize(("said", "wanted"), [
    ("go back 11 days from today, what date is it", _spoken(TODAY - timedelta(days=11))),
    ("11 days back from today, what date is it", _spoken(TODAY - timedelta(days=11))),
    ("in 3 weeks, what date is it", _spoken(TODAY + timedelta(days=21))),
    ("i have 3 days off, what date is it", _spoken(TODAY)),
    ("my holiday is 2 weeks away, what day is it today", _spoken(TODAY))])
def test_a_later_clause_asks_the_day_counted_before_it(skills: LocalSkills, said: str, wanted: str) -> None:
    assert wanted in _say(skills, said)
