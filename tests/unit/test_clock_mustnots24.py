"""Clock and calendar must-nots (round 24, second wave): a work named by a title that is a clock question, a reason
told with "because its the weekend", and a device's clock to set are never answered with the time or the date;
the plain questions still are. Generated frames x works x titles x speakers, through the real skills."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.named_works import names_a_work
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

CLOCK = re.compile(r"\b(?:10:\d\d|2026|Tuesday|December 1|weekend|Friday|morning)\b", re.I)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


TITLES = ["what time is it", "what day is it", "is it the weekend yet", "what year is it", "its friday today"]
FRAMES = [
    "the {work} {title} is on the radio",
    "my grandson keeps singing the {work} {title}",
    "theres a {work} called {title} have you heard of it",
    "we watched a {work} called {title} last night",
    "the {work} is called {title} is it any good",
    "grandma loves that {work} titled {title}",
    "so um the {work} is named {title}",
]
WORKS = ["song", "film", "book", "show", "tune", "movie"]
CASES = [f.format(work=w, title=t) for f, w, t in itertools.product(FRAMES, WORKS, TITLES)]


@pytest.mark.parametrize("text", CASES[::3])
def test_a_title_is_never_answered_with_the_clock(skills: LocalSkills, text: str) -> None:
    said = say(skills, text)
    assert said is None or not CLOCK.search(said), said


@pytest.mark.parametrize("text", CASES)
def test_a_title_is_read_as_a_title(text: str) -> None:
    assert names_a_work(text)


@pytest.mark.parametrize("text", [
    "what time is it", "what time does the film start", "is the film any good", "the film starts at 8 what time is it",
    "is it the weekend", "whats the date today", "play a song", "what day is the show on",
    "the teacher wants us writing separate in our books how is it spelt",  # "in our books": no title said
    "i put it in my books what is the total", "the names on the records how do you spell them",
])
def test_a_question_about_a_work_names_no_title(text: str) -> None:
    assert not names_a_work(text)


@pytest.mark.parametrize(("text", "heard"), [
    ("what time is it", "10:25"), ("the film starts at 8 what time is it now", "10:25"),
    ("is it the weekend", "not the weekend"), ("um is it friday today", "not Friday"),
    ("what year is it", "2026"),
])
def test_the_plain_questions_are_still_answered(skills: LocalSkills, text: str, heard: str) -> None:
    assert heard in (say(skills, text) or "")


REASONS = [f"{who} {likes} {day} {because} {its} the weekend" for who, likes, day, because, its in itertools.product(
    ["my favourite day is", "i like", "the kids love", "me i love"], [""], ["saturday", "sunday"],
    ["because", "cos", "since", "as"], ["its", "it is", "it's"])]


@pytest.mark.parametrize("text", REASONS[::2])
def test_a_reason_told_is_no_check_of_today(skills: LocalSkills, text: str) -> None:
    said = say(skills, " ".join(text.split()))
    assert said is None or "weekend" not in said, said


SETS = [f"{lead}{verb} {the}{device} clock{tail}" for lead, verb, the, device, tail in itertools.product(
    ["", "can you ", "um please ", "grandad here could you "], ["set", "change", "fix", "adjust", "reset"],
    ["the ", "my "], ["oven", "microwave", "car", "kitchen", "cooker"], ["", " for me", " please love"])]


@pytest.mark.parametrize("text", SETS[::7] + ["the oven clock needs setting can you do it",
                                             "please fix the clock in the car its wrong"])
def test_a_device_clock_to_set_is_refused_never_the_time(skills: LocalSkills, text: str) -> None:
    said = say(skills, text) or ""
    assert said.startswith("I can't set the ") and "10:2" not in said, said


@pytest.mark.parametrize(("text", "heard"), [
    ("set the alarm clock for 7", "alarm set for 7 am"), ("set an alarm clock for 6 30", "alarm set for 6:30 am"),
    ("my watch stopped what time is it", "10:2"),
])
def test_an_alarm_clock_or_the_time_asked_is_not_refused(skills: LocalSkills, text: str, heard: str) -> None:
    assert heard in (say(skills, text) or ""), say(skills, text)


@pytest.mark.parametrize("text", [
    "the cooker clock says 12 00 flashing can you give me the right time to set it", "is the oven clock right",
    "she said set the oven clock", "dont change the car clock", "i already set the kitchen clock",
])
def test_a_clock_asked_about_or_told_of_is_not_refused(skills: LocalSkills, text: str) -> None:
    assert not (say(skills, text) or "").startswith("I can't set the")


ASKED = [("is it still 2025 or are we in 2026 now", "2026"), ("what year is it", "2026"),
         ("is it still november", "December 1"), ("what day is it today", "Tuesday"),
         ("are we in december yet", "December")]
LEADS = ["remind me", "remind me,", "um remind me again", "can you remind me", "sorry just remind me", "remind me please"]


@pytest.mark.parametrize(("lead", "asked"), list(itertools.product(LEADS, ASKED))[::2])
def test_a_question_after_remind_me_is_answered_not_the_reminders_help(skills: LocalSkills, lead: str,
                                                                        asked: tuple[str, str]) -> None:
    said = say(skills, f"{lead} {asked[0]}") or ""
    assert asked[1] in said and "didn't catch" not in said, said


@pytest.mark.parametrize("text", ["remind me to call mum at 6", "remind me in 10 minutes to check the oven",
                                  "remind me at 5 to take the bins out"])
def test_a_reminder_after_remind_me_is_still_set(skills: LocalSkills, text: str) -> None:
    assert "remind you" in (say(skills, text) or "")


WHO = ["the doctor said", "my nurse says", "the dentist told me to", "the vet said to", "they said"]
SPAN = [("come back in 100 days", "Thursday, March 11, 2027"), ("come back in three weeks", "Tuesday, December 22"),
        ("come back in 6 weeks", "Tuesday, January 12, 2027")]
WHEN = ["when is that", "when would that be", "when will that be then"]


@pytest.mark.parametrize(("who", "span", "when"), list(itertools.product(WHO, SPAN, WHEN))[::4])
def test_a_day_told_then_asked_with_when_is_that_day(skills: LocalSkills, who: str, span: tuple[str, str],
                                                      when: str) -> None:
    said = say(skills, f"{who} {span[0]} {when}") or ""
    assert span[1] in said, said


@pytest.mark.parametrize("text", ["the match is in 2 hours when is that", "my appointment when is that",
                                  "the party is on the 19th or the 20th when is that"])
def test_when_is_that_with_no_one_day_said_is_no_date(skills: LocalSkills, text: str) -> None:
    assert "2026" not in (say(skills, text) or "")


NEW = [f"{lead}{ask}{tail}" for lead, ask, tail in itertools.product(
    ["", "um ", "sorry quick question "], ["has the new month started", "has the new month begun", "did the month change",
                                          "are we into the new month"], ["", " yet", " already love"])]


@pytest.mark.parametrize("text", NEW[::2])
def test_a_new_month_asked_is_answered_from_the_calendar(skills: LocalSkills, text: str) -> None:
    assert (say(skills, text) or "").startswith("Yes, December started today: today is Tuesday, December 1")


@pytest.mark.parametrize(("text", "heard"), [("has the new year begun", "Yes, 2026 started on Thursday, January 1"),
                                             ("has the new week started yet", "Yes, a new week started yesterday")])
def test_a_new_year_or_week_asked(skills: LocalSkills, text: str, heard: str) -> None:
    assert (say(skills, text) or "").startswith(heard)


@pytest.mark.parametrize("text", ["has the new month started at the gym", "my wife asked has the new month started yet",
                                  "the new month started badly", "i wish the new month had started"])
def test_a_new_month_told_or_elsewhere_is_not_answered(skills: LocalSkills, text: str) -> None:
    assert "started today" not in (say(skills, text) or "")


CLAIMS = [("half ten", "Nearly"), ("twenty five past ten", "Yes"), ("10 25", "Yes"), ("quarter past ten", "No"),
          ("five oclock", "No"), ("half past ten", "Nearly")]
CLAIM_FRAMES = ["is it {t}", "um is it {t} love", "its {t} isnt it", "it is {t} right",
                "my son says its {t} is he right", "is my phone right that its {t}", "the oven says {t} is that right"]


@pytest.mark.parametrize(("frame", "claim"), list(itertools.product(CLAIM_FRAMES, CLAIMS))[::3])
def test_a_clock_time_said_is_checked_against_now(skills: LocalSkills, frame: str, claim: tuple[str, str]) -> None:
    said = say(skills, frame.format(t=claim[0])) or ""
    assert "10:25 am" in said and not said.startswith("Yes" if claim[1] != "Yes" else ("No", "Not")), said


@pytest.mark.parametrize(("text", "heard"), [("is it quarter past ten or half past", "Neither exactly: it's 10:25 am."),
                                             ("is it twenty five past ten or half past", "It's 10:25 am.")])
def test_two_clock_times_to_choose_from(skills: LocalSkills, text: str, heard: str) -> None:
    assert say(skills, text) == heard


@pytest.mark.parametrize("text", ["its half ten", "she asked is it half ten", "is it half term next week",
                                  "is it half price", "is it half ten in new york", "is it quarter past ten tomorrow"])
def test_a_time_told_reported_or_elsewhere_is_not_checked(skills: LocalSkills, text: str) -> None:
    said = say(skills, text) or ""
    assert not re.match(r"(?:Yes|No|Nearly|Neither)\b.*it's 10:2\d am\.$", said), said


CALLS = [f"{who} in {place}{sep}{ask}" for who, place, sep, ask in itertools.product(
    ["my friend", "my cousin", "grandad"], ["kabul", "mumbai", "halifax in canada"], [", ", " "],
    ["can i call him now", "could i ring her now", "is it too early to phone them"])]


@pytest.mark.parametrize("text", CALLS[::5])
def test_can_i_call_someone_there_now_gives_their_time_and_the_hour(skills: LocalSkills, text: str) -> None:
    said = say(skills, text) or ""
    assert re.match(r"In (?:Kabul|Mumbai|Halifax) it's \d{1,2}:\d\d [ap]m\. That's ", said), said


@pytest.mark.parametrize("text", ["can i call mum now", "i called my friend in kabul yesterday",
                                  "can i call my friend in kabul or in lima now"])
def test_a_call_with_no_one_place_gives_no_time_there(skills: LocalSkills, text: str) -> None:
    assert "That's a reasonable hour" not in (say(skills, text) or "")
