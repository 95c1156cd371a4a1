"""The question families of the fourteenth round (issue 15): two date questions in one breath with the second said
by its day only ("... and what's tomorrow's"), a time difference said "more / later than here", a bill split with the
party counted apart ("there are three of us"), a fraction said as a word ("the third of 90"), speeds as written on a
sign ("100 km/h"), two options sharing a noun ("the red jumper or the blue one"), a spelling asked with "write" and
the i-before-e words, a verdict on a joke, abilities asked as jobs or tasks, grief, email asked as a question and
paying or topping up. Five or more of the engineer's own phrasings per family and sentences that must not be read
that way; through the real rules, recognizer and skills with a pinned clock (Tuesday 1 December 2026, 10:25 UTC)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.calc import calculate
from gpt_home.skills.chitchat import chit_chat_topic
from gpt_home.skills.local import CAPABILITIES_REPLY, LocalSkills
from gpt_home.skills.restated import borrowed_day
from gpt_home.skills.spelled_words import word_written
from gpt_home.skills.spelling_choice import choice
from tests.skill_helpers import Lists, local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
TODAY = "Today is Tuesday, December 1."
TOMORROW = "Tomorrow is Wednesday, December 2, 2026."
YESTERDAY = "Yesterday was Monday, November 30, 2026."
GROAN = "Fair enough, that one was a groaner. Say tell me a joke if you'd like another go."
GRIEF = "I'm so sorry for your loss. Losing someone you love is hard. I'm here whenever you'd like to talk."
EMAIL = "I can't send or read messages. I can remember a note for you instead."
PAYMENTS = ("I can't top up phones or make payments: I'm not connected to any bank or shop. I can set a reminder so "
            "you don't forget to.")


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=Lists()) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ("what was yesterday's date and what's tomorrow's", f"{YESTERDAY} {TOMORROW}"),
    ("what's today's date and tomorrow's", f"{TODAY} {TOMORROW}"),
    ("what day is it today and tomorrow", f"{TODAY} {TOMORROW}"),
    ("what day was yesterday and what about tomorrow", f"{YESTERDAY} {TOMORROW}"),
    ("what's the date today and what is it tomorrow", f"{TODAY} {TOMORROW}"),
    ("what was the date yesterday and what is it today", f"{YESTERDAY} {TODAY}"),
])
def test_two_dates_the_second_said_by_its_day(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("first", "second"), [
    ("what time is it", "tomorrow"),  # no day of its own to swap
    ("what is todays date", "what is the weather"),  # the second asks more than a day
    ("what is todays date", "today"),  # the same day
    ("what was yesterdays date", "what is tomorrows weather like"),
    ("add eggs", "tomorrow"),
])
def test_no_day_borrowed(first: str, second: str) -> None:
    assert borrowed_day(first, second) is None


@pytest.mark.parametrize(("text", "reply"), [
    ("how many hours is kathmandu more than here", "Kathmandu is 5 hours and 45 minutes ahead of here"),
    ("how many hours later is it in tokyo than here", "Tokyo is 9 hours ahead of here"),
    ("how many hours earlier is new york than here", "New York is 5 hours behind here"),
    ("how much later than us is delhi", "Delhi is 5 and a half hours ahead of here"),
    ("how many hours is sydney more than us", "Sydney is 11 hours ahead of here"),
])
def test_time_difference_said_more_or_later_than_here(skills: LocalSkills, text: str, reply: str) -> None:
    assert (say(skills, text) or "").startswith(reply)


@pytest.mark.parametrize("text", ["how many hours is the flight to tokyo", "is tokyo more expensive than here"])
def test_no_time_difference_read(skills: LocalSkills, text: str) -> None:
    assert "ahead of here" not in (say(skills, text) or "")


@pytest.mark.parametrize(("text", "reply"), [
    ("the bill is 84 pounds and there are three of us, what does each pay", "That's 28 pounds each."),
    ("dinner came to 120 dollars and we are 4, how much each", "That's 30 dollars each."),
    ("there were 5 of us and the meal cost 75 pounds, what does each person pay", "That's 15 pounds each."),
    ("the taxi was 30 quid for 3 people how much each", "That's 10 pounds each."),
    ("lunch was 60 euros between 4 of us how much does each pay", "That's 15 euros each."),
])
def test_a_bill_split_with_the_party_counted(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["the bill is 84 pounds", "there are three of us",
                                  "the meal was 100 pounds for 4 hours split between us",  # hours are no party
                                  "split 40 pounds there were 2 adults and 3 kids"])
def test_no_split_without_both(skills: LocalSkills, text: str) -> None:
    assert "each" not in (say(skills, text) or "")


@pytest.mark.parametrize(("spoken", "value"), [
    ("how much is the third of 90", "30"), ("what's one quarter of 200", "50"), ("what is a fifth of 50", "10"),
    ("what's one tenth of 70", "7"), ("what's the half of 30", "15"), ("what is an eighth of 64", "8"),
    ("how much is a sixth of 36", "6"),
])
def test_a_fraction_said_as_a_word(skills: LocalSkills, spoken: str, value: str) -> None:
    assert (say(skills, spoken) or "").endswith(f" is {value}.")


@pytest.mark.parametrize("spoken", ["what is the third of december", "the fifth of november", "a third of the cake"])
def test_no_fraction_of_a_day_or_a_thing(spoken: str) -> None:
    assert calculate(spoken) is None


@pytest.mark.parametrize(("text", "reply"), [
    ("the speed limit sign says 100 km/h, what's that in miles per hour",
     "100 kilometres per hour is 62.14 miles per hour."),
    ("convert 100 km/h to mph", "100 kilometres per hour is 62.14 mph."),
    ("what's 70 mph in km/h", "70 mph is 112.65 kilometres per hour."),
    ("how fast is 50 kilometres an hour in miles per hour", "50 kilometres per hour is 31.07 miles per hour."),
    ("60 miles an hour in kph", "60 miles per hour is 96.56 kph."),
    ("how many kilometres per hour is 30 mph", "30 mph is 48.28 kilometres per hour."),
])
def test_speeds(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_a_slash_between_numbers_still_divides(skills: LocalSkills) -> None:
    assert say(skills, "what is 100/4") == "100 divided by 4 is 25."


@pytest.mark.parametrize(("text", "options"), [
    ("help me choose, the red jumper or the blue one", ("the red jumper", "the blue jumper")),
    ("should i wear the black shoes or the brown ones", ("the black shoes", "the brown shoes")),
    ("choose for me, the big mug or the small one", ("the big mug", "the small mug")),
    ("which one should i get the green dress or the yellow one", ("the green dress", "the yellow dress")),
    ("help me decide the pasta or the risotto", ("the pasta", "the risotto")),
    ("pick the red one or the blue one", ("the red one", "the blue one")),
])
def test_options_sharing_a_noun(skills: LocalSkills, text: str, options: tuple[str, str]) -> None:
    reply = say(skills, text) or ""
    assert reply in {f"I pick {o}." for o in options}, reply


@pytest.mark.parametrize(("text", "options"), [
    ("pick a crayon red green or blue", ("red", "green", "blue")),  # the kind said first is no option
    ("pick a film for tonight the lion king or frozen", ("the lion king", "frozen")),
])
def test_a_kind_said_before_the_options_stays_a_kind(skills: LocalSkills, text: str, options: tuple[str, ...]
                                                      ) -> None:
    assert say(skills, text) in {f"I pick {o}." for o in options}


@pytest.mark.parametrize(("text", "word"), [
    ("how is write the word lieutenant", "lieutenant"), ("how do you write the word necessary", "necessary"),
    ("how is rhythm written", "rhythm"), ("how is write receipt", "receipt"),
    ("what is the correct way to write separate", "separate"), ("can you write the word beautiful for me", "beautiful"),
])
def test_a_spelling_asked_with_write(skills: LocalSkills, text: str, word: str) -> None:
    assert word_written(text) == word
    assert (say(skills, text) or "").startswith(f"{word.capitalize()} is spelled ")


@pytest.mark.parametrize("text", ["how do you write a cheque", "how is write a poem", "write the word",
                                  "how do i write a letter to the council", "how is the book written",
                                  "how do you write poetry"])
def test_no_spelling_read_from_write(text: str) -> None:
    assert word_written(text) is None


@pytest.mark.parametrize(("text", "word"), [
    ("is it neice or niece", "niece"), ("niece or neice which one is right", "niece"),
    ("is it cieling or ceiling", "ceiling"), ("is it seize or sieze", "seize"), ("is it peice or piece", "piece"),
    ("is it leisure or liesure", "leisure"),
])
def test_i_before_e_choices(text: str, word: str) -> None:
    assert choice(text) == ("GptSpell", {"word": word})


@pytest.mark.parametrize("text", ["is it peace or piece", "is it nice or niece", "is it size or seize",
                                  "is it pleasure or leisure"])
def test_two_real_words_are_no_spelling_choice(text: str) -> None:
    assert choice(text) is None


@pytest.mark.parametrize(("text", "reply"), [
    ("ha that was a terrible joke", GROAN), ("that joke was awful", GROAN), ("thats not funny", GROAN),
    ("what a terrible joke", GROAN), ("worst joke ever", GROAN), ("pfft that was awful", GROAN),
    ("what kinds of jobs are you good at", CAPABILITIES_REPLY),
    ("what sort of tasks can you help with", CAPABILITIES_REPLY), ("what jobs can you do", CAPABILITIES_REPLY),
    ("what are you useful for", CAPABILITIES_REPLY), ("what are you capable of", CAPABILITIES_REPLY),
    ("my husband passed away last year and the house is so quiet", GRIEF), ("my wife died in march", GRIEF),
    ("i lost my mum last month", GRIEF), ("the house is so quiet since my husband passed away", GRIEF),
    ("my dad passed on in the spring", GRIEF),
])
def test_chit_chat_families(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "topic"), [("our dog died", "pet_loss"), ("i miss my dad", "missing")])
def test_a_pet_or_someone_missed_never_gets_the_line_of_a_person_lost(text: str, topic: str) -> None:
    # a pet has its own line (skills/life_talk.py); someone missed may be alive: neither is told of a person's death
    assert chit_chat_topic(text) == topic


@pytest.mark.parametrize("text", ["that was a terrible film", "the joke is on you",
                                  "my husband is at work", "i lost my keys", "what kind of jobs are there in london",
                                  "my dad passed away remind me to call the solicitor at 3",
                                  "my husband died what should i do", "what kinds of jobs can you do for money",
                                  "what kind of jobs can you do at 16", "its not funny how expensive petrol is",
                                  "thats a terrible idea", "that was a terrible day"])
def test_not_chit_chat(text: str) -> None:
    assert chit_chat_topic(text) is None


@pytest.mark.parametrize(("text", "reply"), [
    ("have i got any new emails", EMAIL), ("do i have any unread messages", EMAIL), ("are there any new texts", EMAIL),
    ("did i get an email from the bank", EMAIL), ("any new emails", EMAIL), ("read me my new emails", EMAIL),
    ("i've run out of credit on my phone can you top it up", PAYMENTS), ("top up my phone", PAYMENTS),
    ("can you top up my oyster card", PAYMENTS), ("put some credit on my phone please", PAYMENTS),
    ("my phone has no credit left could you top it up for me", PAYMENTS), ("pay the gas bill", PAYMENTS),
    ("could you pay my electric bill please", PAYMENTS), ("send 20 pounds to tom", PAYMENTS),
])
def test_honest_refusals(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_requests_about_credit_stay_requests(skills: LocalSkills) -> None:
    assert re.search(r"remind you to top up your phone at 5 pm", say(skills, "remind me to top up my phone at 5") or "")
    assert say(skills, "add phone credit to the shopping list") not in (None, PAYMENTS)  # the list's reply


@pytest.mark.parametrize("text", ["top up the kettle", "top the kettle up"])
def test_topping_up_a_thing_is_no_payment(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != PAYMENTS


@pytest.mark.parametrize("text", [
    "my husband passed away last year and the house is so quiet", "we lost my dad last year",
    "my mum is no longer with us", "my husband passed", "my dad passed last year and i still miss him",
    "my wife died two years ago and i still talk to her", "i lost my brother to cancer",
    "my dad died of a heart attack in june", "my mum passed away in her sleep", "it was my dads funeral today",
    "my grandad has passed", "since we lost our mum", "i lost my husband three years ago", "our daughter passed in 2019",
    "my nan died",
])
def test_grief_said_as_a_death(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == GRIEF


@pytest.mark.parametrize("text", [
    # good news and everyday sentences with the words of a death: "passed", "is gone", "died", "lost my X"
    "my son passed his driving test", "my daughter passed her exams", "my husband passed the test today",
    "my wife is gone to work", "my nan is gone to bingo", "my husband is gone for the weekend",
    "my husband died in the film", "i lost my brother in the crowd", "i lost my mum in the supermarket",
    "i lost my son a minute ago", "i lost my daughter just now", "we lost our son at the fair",
    "my son passed his test last year", "my dad passed on the message", "my dad passed on his cold to me",
    "my son was taken to hospital", "my son passed and hes so happy", "my husband died laughing",
    "my brother died in the game last night", "what time is the funeral", "remind me about the funeral on friday",
])
def test_no_grief_read(text: str) -> None:
    assert chit_chat_topic(text) in (None, "good_news")  # a test passed is good news (skills/chitchat.py)
