"""Round fifteen's everyday misreads (issue 15), each fixed as a family said five or more ways, with sentences that
must not be read so: a list change said with the item first, a state asked by its capital, a pick with a time word
before the options, a capital checked by an older name, the year somewhere else, whole years in days, thanks after
an interjection, a light's supplies bought or a flame lit (never a light switched), and two requests in one breath
where the first is done as said. Through the real rules, recognizer and skills with a pinned clock."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import NOW, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living_room": 18}, lists=ListSkill(InMemoryStore())) as s:
        s.named.rng = random.Random(8)
        yield s


def _items(skills: LocalSkills, name: str = "shopping") -> list[str]:
    return sorted(i.text for i in skills.named.lists.lists.items("anna", name))


# --- 1. a list change said with the item first -------------------------------------------------------------------

@pytest.mark.parametrize(("text", "gone"), [
    ("the butter can come off the list", "butter"), ("eggs can come off the shopping list now", "eggs"),
    ("the jam can be taken off the list", "jam"), ("cheese can go off the list", "cheese"),
    ("bread can come off the list we have loads", "bread"), ("the tea is no longer needed on the list", "tea"),
    ("the butter doesnt need to be on the list any more", "butter"),
    ("ham can be crossed off the list now because we bought some", "ham"),
    ("butter we bought it already you can remove it from the list", "butter"),
    ("you can take the jam off the list", "jam"),
])
def test_an_item_said_first_comes_off_the_list(skills: LocalSkills, text: str, gone: str) -> None:
    say(skills, "add butter and eggs and jam and cheese and bread and tea and ham to the shopping list")
    assert say(skills, text) == f"I've removed {gone} from your shopping list."
    assert gone not in _items(skills) and len(_items(skills)) == 6


@pytest.mark.parametrize(("text", "added"), [
    ("milk can go on the shopping list", "milk"), ("bread needs to go on the list", "bread"),
    ("the cheese should be added to the list", "cheese"), ("rice has to go on the list", "rice"),
    ("oat milk can go on the list too", "oat milk"),
])
def test_an_item_said_first_goes_on_the_list(skills: LocalSkills, text: str, added: str) -> None:
    assert say(skills, text) == f"I've added {added} to your shopping list."
    assert _items(skills) == [added]


@pytest.mark.parametrize("text", [
    "the butter is on the list", "what can come off the list", "the butter can stay on the list",
    "the kitchen light can go off",
])
def test_an_item_said_first_is_never_added_or_removed_otherwise(skills: LocalSkills, text: str) -> None:
    say(skills, "add butter to the shopping list")
    reply = str(say(skills, text))
    assert "added" not in reply and "removed" not in reply
    assert _items(skills) == ["butter"]


# --- 2. a state asked by its capital -----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("which state is oklahoma city the capital of", "Oklahoma City is the capital of Oklahoma."),
    ("austin is the capital of what state", "Austin is the capital of Texas."),
    ("what state has boise as its capital", "Boise is the capital of Idaho."),
    ("which us state has sacramento as its capital city", "Sacramento is the capital of California."),
    ("tallahassee is the state capital of which state", "Tallahassee is the capital of Florida."),
    ("which state is salt lake city the capital of", "Salt Lake City is the capital of Utah."),
    ("what is the capital of oklahoma", "The capital of Oklahoma is Oklahoma City."),
])
def test_a_state_asked_by_its_capital(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["which state is the biggest", "what state is springfield in",
                                  "which state is chicago the capital of"])
def test_no_state_named_by_a_city_that_is_no_capital(skills: LocalSkills, text: str) -> None:
    assert "is the capital of" not in str(say(skills, text))


# --- 3. a pick with a time word before the options ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "options"), [
    ("pick a film tonight the lion king or frozen", {"the lion king", "frozen"}),
    ("choose a game today snap or uno", {"snap", "uno"}), ("pick a film this weekend cars or up", {"cars", "up"}),
    ("pick a dinner tomorrow pasta or curry", {"pasta", "curry"}),
    ("choose a movie tonight shrek or cars for me", {"shrek", "cars"}),
    ("pick a pudding sunday trifle or crumble", {"trifle", "crumble"}),
])
def test_a_time_word_before_the_options_is_no_option(skills: LocalSkills, text: str, options: set[str]) -> None:
    reply = str(say(skills, text))
    assert reply.startswith("I pick ") and reply.removeprefix("I pick ").rstrip(".").lower() in options


@pytest.mark.parametrize(("text", "options"), [
    ("pick a day tonight or tomorrow", {"tonight", "tomorrow"}), ("pick a drink tea coffee or juice",
                                                                  {"tea", "coffee", "juice"}),
])
def test_times_said_as_the_options_stay_options(skills: LocalSkills, text: str, options: set[str]) -> None:
    for seed in range(6):  # every option can be picked, so none was dropped
        skills.named.rng = random.Random(seed)
        reply = str(say(skills, text))
        assert reply.removeprefix("I pick ").rstrip(".").lower() in options


# --- 4. a capital checked by an older name or its own ------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("is kiev the capital of ukraine", "Yes, the capital of Ukraine is Kyiv. Kiev is an older name for it."),
    ("is peking the capital of china", "Yes, the capital of China is Beijing. Peking is an older name for it."),
    ("is roma the capital of italy", "Yes, the capital of Italy is Rome. Roma is another name for it."),
    ("kiev is the capital of ukraine right", "Yes, the capital of Ukraine is Kyiv. Kiev is an older name for it."),
    ("isnt delhi the capital of india", "Yes, the capital of India is New Delhi."),
    ("is kyiv the capital of ukraine", "Yes, the capital of Ukraine is Kyiv."),
    ("is rangoon the capital of myanmar", "No, the capital of Myanmar is Naypyidaw."),  # a former capital
    ("is kiev the capital of russia", "No, the capital of Russia is Moscow."),
])
def test_a_capital_checked_by_another_name(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- 5. the year, month, date or weekday somewhere else ----------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [  # NOW is 10:25 UTC on Tuesday, December 1, 2026
    ("what year is it in china", "In China it's 2026."),
    ("what is the date in tokyo", "In Tokyo it's Tuesday, December 1."),
    ("what day is it in los angeles", "In Los Angeles it's Tuesday."),
    ("what month is it in japan", "In Japan it's December."),
    ("tell me the date in paris please", "In Paris it's Tuesday, December 1."),
    ("which day of the week is it over in new york", "In New York it's Tuesday."),
    ("what year is it in the uk", "In the UK it's 2026."), ("what time is it in the uk", "In the UK it's 10:25 am."),
    ("what time is it in the netherlands", "In the Netherlands it's 11:25 am."),
])
def test_the_calendar_somewhere_else(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_a_date_a_day_ahead_there_is_said_so(skills: LocalSkills) -> None:
    late = NOW.replace(hour=20)  # 20:00 UTC: already Wednesday in Sydney
    assert say(skills, "what day is it in sydney", now=late) == "In Sydney it's already Wednesday."


@pytest.mark.parametrize(("text", "reply"), [
    ("what time is it in china", "In China it's 6:25 pm."), ("what year is it", "It's 2026."),
])
def test_the_time_there_and_the_year_here_stay(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- 6. whole years in days --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("how many days in 2 years", "2 years is 730 days, or 731 with a leap year."),
    ("how many days are there in three years", "3 years is 1,095 days, or 1,096 with a leap year."),
    ("how many days is 2 years", "2 years is 730 days, or 731 with a leap year."),
    ("convert 5 years to days", "5 years is 1,826 days, or 1,827 with two leap years."),
    ("how many days in four years", "4 years is 1,461 days, with one leap year among them."),
    ("how many days are in a decade", "A decade is 3,652 days, or 3,653 with three leap years."),
    ("how many days in a year", "A year has 365 days, or 366 in a leap year."),
    ("how many days in 2 weeks", "2 weeks is 14 days."),
])
def test_years_in_days_as_the_calendar_counts(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- 7. thanks after an interjection or a word of praise ---------------------------------------------------------

@pytest.mark.parametrize("text", [
    "phew thank you", "phew thanks", "oh thank you", "wow thank you", "blimey thanks", "aww thank you",
    "lovely thank you", "perfect thanks", "great thank you", "right thanks",
])
def test_thanks_after_an_interjection(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "You're welcome."


@pytest.mark.parametrize(("text", "reply"), [
    ("what time is it thank you", "It's 10:25 am."), ("set a timer for 5 minutes thanks", "Okay, timer set for 5 minutes."),
])
def test_a_request_with_thanks_is_still_the_request(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- 8. a light's supplies bought, a flame lit: never a light switched -------------------------------------------

@pytest.mark.parametrize(("text", "item"), [
    ("get some light bulbs for the kitchen", "light bulbs for the kitchen"),
    ("we need light bulbs for the kitchen", "light bulbs for the kitchen"),
    ("buy a new bulb for the kitchen lamp", "bulb for the kitchen lamp"),
    ("pick up some batteries for the living room clock", "batteries for the living room clock"),
    ("we need to buy bulbs for the living room light", "bulbs for the living room light"),
    ("get more lamp oil for the living room", "lamp oil for the living room"),
])
def test_a_light_bought_is_a_shopping_item(skills: LocalSkills, text: str, item: str) -> None:
    assert say(skills, text) == f"I've added {item} to your shopping list."
    assert _items(skills) == [item]
    assert skills.lights.level("kitchen") == 0 and skills.lights.level("living_room") == 0


@pytest.mark.parametrize(("text", "what"), [
    ("light the candles in the kitchen", "the candles"), ("light the fire in the living room", "the fire"),
    ("can you light a candle", "a candle"), ("please light the barbecue", "the barbecue"),
    ("light some tea lights in the living room", "some tea lights"),
])
def test_a_flame_lit_is_refused_honestly(skills: LocalSkills, text: str, what: str) -> None:
    assert say(skills, text) == f"I can't light {what}: I can only switch the lights set up in my settings."
    assert skills.lights.level("kitchen") == 0 and skills.lights.level("living_room") == 0


@pytest.mark.parametrize(("text", "room"), [
    ("light the kitchen", "kitchen"), ("light up the living room", "living_room"),
    ("light the kitchen please", "kitchen"),
])
def test_a_room_lit_is_still_its_light(skills: LocalSkills, text: str, room: str) -> None:
    say(skills, text)
    assert skills.lights.level(room) == 1.0


# --- 9. two requests: the first done as said, a list change only when it is one -----------------------------------

@pytest.mark.parametrize(("text", "room", "item"), [
    ("put the kitchen light on and add bulbs to the shopping list", "kitchen", "bulbs"),
    ("switch the living room light on and put candles on the shopping list", "living_room", "candles"),
    ("turn the kitchen light on and add eggs to the list", "kitchen", "eggs"),
    ("put the lights on and add eggs to the list", "kitchen", "eggs"),
    ("put the living room light on then add milk to my shopping list", "living_room", "milk"),
])
def test_a_light_said_first_is_switched_and_the_item_added(skills: LocalSkills, text: str, room: str,
                                                            item: str) -> None:
    say(skills, text)
    assert skills.lights.level(room) > 0 and _items(skills) == [item]


def test_an_alarm_said_first_is_set_never_listed(skills: LocalSkills) -> None:
    assert "alarm set for 7 am" in str(say(skills, "set an alarm for 7 am and add coffee to the shopping list"))
    assert _items(skills) == ["coffee"]


def test_a_bare_list_change_takes_the_list_named_after_it(skills: LocalSkills) -> None:
    say(skills, "add eggs to the to do list")
    say(skills, "remove the eggs and add bread to my to do list")
    assert _items(skills, "to do") == ["bread"]
    say(skills, "add call mum and remove the bread from the to do list")
    assert _items(skills, "to do") == ["call mum"] and _items(skills) == []


# --- the clock of now: a question about something else by where its unit stands, not by a list of topics ---------

@pytest.mark.parametrize("text", [
    "what date is the party", "what day is the bin collection", "what time is the match", "what year is my car",
    "what time is dinner", "what year was the book written", "what year was he born", "what is the year of the dragon",
    "what is the chinese year", "who wrote the time machine", "what year is the film set in", "how old is the year",
])
def test_a_unit_asked_about_something_else_is_no_clock_question(text: str) -> None:
    from gpt_home.agent.intents import normalize
    from gpt_home.skills.clock_topics import clock_reading

    assert clock_reading(normalize(text)) is None


@pytest.mark.parametrize(("text", "intent"), [
    ("what time is it", "HassGetCurrentTime"), ("what day is today", "HassGetCurrentDate"),
    ("what is the date i need it for a form", "HassGetCurrentDate"), ("what year is it right now", "GptCurrentYear"),
    ("which month is it currently grandma is asking", "GptCurrentMonth"), ("what month is this", "GptCurrentMonth"),
    ("what time is it i need to go to school", "HassGetCurrentTime"), ("which date is today", "HassGetCurrentDate"),
])
def test_the_clock_of_now_is_still_read(text: str, intent: str) -> None:
    from gpt_home.agent.intents import normalize
    from gpt_home.skills.clock_topics import clock_reading

    assert (clock_reading(normalize(text)) or ("", {}))[0] == intent
