"""The topic said first and the request after, or the request in other words (eighth requests round): a word to
spell, a place for the time there, a coin, dice, a number range or options, the clock and calendar of now, and the
calendar refusal, found by their cue anywhere (``skills.topic_first``, ``skills.clock_topics``, ``skills.places``);
then through the real local skills. The phrasings are the engineer's own variations of each family."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills.everyday import world_time
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.places import country_zone, find_place, without_polite
from gpt_home.skills.topic_first import known_place, readings
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday, as tests.skill_helpers.NOW


def read(text: str) -> list[tuple[str, dict[str, str]]]:
    return readings(normalize(text), known_place)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        built.dialogue.semantic = None  # what the rules and readings do on their own
        yield built


@pytest.mark.parametrize(("text", "word"), [
    ("necessary spell it for me", "necessary"),
    ("tomorrow how is that spelled", "tomorrow"),
    ("conscience how would you spell that one", "conscience"),
    ("could you spell beautiful my daughter has a test", "beautiful"),
    ("how do we write wednesday in letters", "wednesday"),
    ("which letters are in hippopotamus", "hippopotamus"),
    ("please the word embarrass how is it spelled", "embarrass"),
    ("give me the letters for the word guitar", "guitar"),
    ("spell out ceiling exactly", "ceiling"),
])
def test_the_word_to_spell_is_found_in_either_order(text: str, word: str) -> None:
    assert read(text)[0] == ("GptSpell", {"word": word})


@pytest.mark.parametrize("text", [
    "how do you write a poem", "how do i write poetry", "who wrote the letters of paul",
    "how do you spell trouble for a cat owner", "i got a letter from the bank",
])
def test_no_word_is_spelled_where_none_was_asked(text: str) -> None:
    assert not any(intent == "GptSpell" for intent, _ in read(text))


@pytest.mark.parametrize(("text", "city"), [
    ("paris at the moment what time is it", "paris"),
    ("my aunt in toronto is she up yet whats the time there", "toronto"),
    ("hong kong time right now", "hong kong"),
    ("lima peru the time please", "lima"),
    ("the time in kenya bitte", "kenya"),
    ("over in mumbai what does the clock say", "mumbai"),
    ("how late is it over in oslo at the moment", "oslo"),
    ("my cousin is in dublin is he up yet", "dublin"),
])
def test_the_place_of_a_time_question_is_found_anywhere(text: str, city: str) -> None:
    assert read(text)[0] == ("GptWorldTime", {"city": city})


def test_the_part_of_the_day_there_said_topic_first() -> None:
    assert read("cairo is it night there yet")[0] == ("GptWorldTime", {"city": "cairo", "period": "night"})


def test_how_far_ahead_a_place_is_said_topic_first() -> None:
    assert read("berlin is how many hours ahead of us")[0] == ("GptWorldTime", {"city": "berlin",
                                                                               "period": "difference"})


@pytest.mark.parametrize("text", [
    "what time does the shop in london open", "what time is my flight to rome", "how long is the flight to tokyo",
    "what time is it in paris or in rome", "the easter holidays in spain", "the time we went to paris was fun",
])
def test_a_time_that_is_not_the_clock_there_is_left_alone(text: str) -> None:
    assert not any(intent == "GptWorldTime" for intent, _ in read(text))


def test_countries_of_the_time_zone_database_are_known_by_name() -> None:
    assert country_zone("nepal", NOW) == "Asia/Kathmandu"
    assert country_zone("peru", NOW) == "America/Lima"
    assert country_zone("argentina", NOW) == "America/Argentina/Buenos_Aires"  # several zones, one time
    assert country_zone("russia", NOW) is None  # several times: no single answer
    assert without_polite("india por favor") == "india"
    zones = {"buenos aires": "America/Argentina/Buenos_Aires"}
    assert find_place("buenos aires argentina", zones, NOW) == ("buenos aires", "America/Argentina/Buenos_Aires")
    assert find_place("the lost city of atlantis", zones, NOW) is None
    assert world_time("nepal", NOW) == "In Nepal it's 4:10 pm."
    assert world_time("india merci", NOW) == "In India it's 3:55 pm."
    assert world_time("australia", NOW) == "Australia has more than one time zone. Which city do you mean?"


@pytest.mark.parametrize(("text", "found"), [
    ("heads or tails who does the dishes", ("GptFlipCoin", {})),
    ("we need a coin toss for kick off", ("GptFlipCoin", {})),
    ("throw the dice for snakes and ladders", ("GptRollDie", {})),
    ("our dice went missing could you roll one for us", ("GptRollDie", {})),
    ("roll two dice for backgammon", ("GptRollDie", {"count": "2"})),
    ("give me any number from ten up to twenty", ("GptRandomNumber", {"low": "10", "high": "20"})),
    ("choose some number below five", ("GptRandomNumber", {"low": "1", "high": "4"})),
    ("curry or pasta tonight you decide", ("GptChoose", {"choices": "curry or pasta tonight"})),
    ("number from one to a thousand please", ("GptRandomNumber", {"low": "1", "high": "1000"})),
])
def test_random_picks_said_in_any_order(text: str, found: tuple[str, dict[str, str]]) -> None:
    assert read(text)[0] == found


@pytest.mark.parametrize(("text", "found"), [
    ("what oclock is it now", ("HassGetCurrentTime", {})),
    ("which day of the week is it today", ("HassGetCurrentDate", {})),
    ("the month what month are we in currently", ("GptCurrentMonth", {})),
    ("is it still twenty twenty five", ("GptCurrentYear", {})),
    ("the time right now in twenty four hour format", ("HassGetCurrentTime", {"format": "24"})),
    ("the date no wait i mean the time what is it", ("HassGetCurrentTime", {})),
    ("the date and the time at the moment please", ("GptDateAndTime", {})),
    ("is it evening already or still afternoon", ("HassGetCurrentTime", {})),
])
def test_the_clock_and_calendar_of_now_in_other_words(text: str, found: tuple[str, dict[str, str]]) -> None:
    assert read(text) == [found]


@pytest.mark.parametrize("text", [
    "what time is it in tokyo", "what date is it tomorrow", "time for bed", "what time does the match start",
    "how many days in a month", "what year was i born", "last time i checked it was monday",
    "the time machine who wrote it", "what does the time signature mean",
])
def test_another_moment_is_not_the_clock_of_now(text: str) -> None:
    assert not any(i in ("HassGetCurrentTime", "HassGetCurrentDate", "GptCurrentMonth", "GptCurrentYear",
                         "GptDateAndTime") for i, _ in read(text))


def test_a_calendar_question_is_refused_honestly() -> None:
    assert read("anything on my calendar for friday")[0] == ("GptUnsupported", {"service": "calendar"})
    assert read("do i have meetings this week")[0] == ("GptUnsupported", {"service": "calendar"})
    assert read("have we got anything planned on saturday")[0] == ("GptUnsupported", {"service": "calendar"})
    assert read("what does the calendar say") == []  # no calendar of the household's named: left alone
    assert read("what happens at a parent teacher meeting") == []  # a question about meetings, not ours
    assert read("which one is better for kids lego or duplo") == []  # asked which is better: not a pick


@pytest.mark.parametrize("text", ["our dentist appointment is on tuesday at 3pm", "we moved the dentist to thursday",
                                  "my meeting with sam is at ten tomorrow", "my diary is full this week"])
def test_an_appointment_told_is_a_fact_not_a_calendar_request(text: str) -> None:
    assert not [r for r in read(text) if r[0] == "GptUnsupported"]


@pytest.mark.parametrize(("text", "reply"), [
    ("restaurant spell it out for me", "Restaurant is spelled R, E, S, T, A, U, R, A, N, T."),
    ("biscuit is it one s how do you spell it", "Biscuit is spelled B, I, S, C, U, I, T."),
    ("can u spell tortoise i need it for my homework", "Tortoise is spelled T, O, R, T, O, I, S, E."),
    ("seoul right now what time would it be there", "In Seoul it's 7:25 pm."),
    ("the time in nepal por favor", "In Nepal it's 4:10 pm."),
    ("what time is it in kenya", "In Kenya it's 1:25 pm."),
    ("the day of the week which one is it today", "Today is Tuesday, December 1."),
    ("the hours and minutes in twenty four hour time", "It's 10:25."),
    ("any appointments in my calendar today",
     "I can't see a calendar. I can set reminders and alarms for you instead."),
    ("im really tired today", ("Sounds like you need a rest. I can set a timer for a nap, or an alarm for the "
                               "morning.")),
    ("do you ever get tired", ("No, I'm a computer program, so I never sleep or get tired. I'm here whenever you "
                               "need me.")),
])
def test_through_the_real_skills(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_picks_through_the_real_skills(skills: LocalSkills) -> None:
    assert say(skills, "heads or tails settle it for us") in ("It's heads.", "It's tails.")
    assert say(skills, "chuck a die for the board game") in {f"You rolled a {n}." for n in range(1, 7)}
    number = say(skills, "say a number from one up to ten")
    assert number is not None and 1 <= int(number.rstrip(".")) <= 10
    assert say(skills, "chips or rice for tea you choose") in ("I pick chips.", "I pick rice.")


@pytest.mark.parametrize(("question", "reply", "replaced"), [
    ("the author of the hobbit who was it", "The author of the Hobbit.", True),
    ("the eiffel tower who built it", "The Eiffel Tower.", True),
    ("the eiffel tower who built it", "Gustave Eiffel's company built it.", False),
    ("the red planet what is it called", "Mars.", False),
    ("which is bigger the sun or the moon", "The sun.", False),  # a choice is answered in its own words
])
def test_the_guard_judges_a_topic_first_question_and_a_restated_one(question: str, reply: str,
                                                                    replaced: bool) -> None:
    from gpt_home.agent.guard import asks_knowledge, check_reply

    assert asks_knowledge(question)
    assert (check_reply(reply, utterance=question).text != reply) is replaced


def test_the_new_chit_chat_lines_are_no_prompt_text() -> None:
    """A line reciting the system prompt ("a computer program, not a person") is judged a leak: ours never do."""
    from gpt_home.agent.guard import leaks_prompt
    from gpt_home.skills.smalltalk import _LINES

    assert not [line for line in _LINES.values() if leaks_prompt(line)]


@pytest.mark.parametrize(("text", "topic"), [
    ("im feeling really tired tonight", "tired"), ("do you ever need to sleep", "about_me"),
    ("is there a little man inside there", "not_a_person"), ("its my birthday today", "birthday"),
    ("sorry i was yelling", "sorry"), ("im starving", "hungry"), ("we are back home", "home"),
])
def test_chit_chat_families_of_this_round(text: str, topic: str) -> None:
    from gpt_home.skills.chitchat import chit_chat_topic

    assert chit_chat_topic(normalize(text)) == topic


@pytest.mark.parametrize(("text", "reply"), [
    ("please spell me the word knowledge, letter for letter", "Knowledge is spelled K, N, O, W, L, E, D, G, E."),
    ("could you spell me the word necessary letter by letter", "Necessary is spelled N, E, C, E, S, S, A, R, Y."),
    ("spell the word rhythm for me one letter at a time", "Rhythm is spelled R, H, Y, T, H, M."),
    ("spell me beautiful letter for letter please", "Beautiful is spelled B, E, A, U, T, I, F, U, L."),
    # a correction in the breath, and which word is meant said after it
    ("spell their, no, there as in over there", "There is spelled T, H, E, R, E."),
    ("spell where, sorry, wear as in wear a coat", "Wear is spelled W, E, A, R."),
    ("spell bear no bare as in bare feet", "Bare is spelled B, A, R, E."),
    ("can you spell their no there", "There is spelled T, H, E, R, E."),
])
def test_a_word_spelled_letter_for_letter_or_corrected_in_the_breath(skills: LocalSkills, text: str,
                                                                     reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "my son got knowledge wrong in his spelling test",
    "there as in over there not their",
    "i spelled their wrong no wonder the teacher marked it",
])
def test_a_word_only_talked_about_is_not_spelled(text: str) -> None:
    assert not any(intent == "GptSpell" for intent, _ in read(text))
