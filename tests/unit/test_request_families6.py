"""Families of household paraphrases (sixth requests round, ``agent.paraphrase``): a request said the way a kitchen
talks ("scrap the rice one", "what's the clock say in Tokyo", "ta ra") put back as the plain request, through the real
rules, recognizer and skills. The phrasings are in no benchmark set."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.paraphrase import paraphrases
from gpt_home.skills.refusals import refusal
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "hall": 27}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    # the clock asked about as a thing, and world time for someone
    ("how's the time looking", "It's 10:25 am."),
    ("what time have you got", "It's 10:25 am."),
    ("what does the clock say in tokyo", "In Tokyo it's 7:25 pm."),
    ("what time is it for my brother in toronto", "In Toronto it's 5:25 am."),
    ("my aunt lives in cairo what's the time there", "In Cairo it's 12:25 pm."),
    # dates the other way round
    ("does boxing day fall on a weekend", "Yes. Boxing Day is on Saturday, December 26, 2026."),  # m22: yes or no
    ("new years day falls on which day", "New Year's Day is on Friday, January 1, 2027."),
    ("how long have i got till halloween", "There are 334 days until Halloween, on Sunday, October 31, 2027."),
    # timers and alarms with household verbs
    ("could you time five minutes", "Okay, timer set for 5 minutes."),
    ("can you give me a timer", "For how long?"),
    ("give me an alarm", "For what time?"),
    ("get me up at seven tomorrow", "Okay, alarm set for 7 am tomorrow."),
    ("kill the rice one", "I couldn't find a rice timer to cancel."),
    ("ditch the timers that are running", "I couldn't find any timers to cancel."),
    ("bin all the reminders", "I couldn't find any reminders to cancel."),
    # lights, sums, chance, units, greetings
    ("lights off in the hall", "Okay, the hall light is off."),
    ("lights on for the kitchen", "Okay, the kitchen light is on."),
    ("did we leave the hall light on", "No, the hall light is off."),
    ("times 7 by 6", "7 times 6 is 42."),
    ("what's six nines", "6 times 9 is 54."),
    ("square root of sixty four", "The square root of 64 is 8."),
    ("if we share 90 quid between 3 how much does each get", "That's 30 pounds each."),
    ("a pound is how many grams", "1 pound is 453.59 grams."),
    ("cheerio", "Goodbye! Just say the wake word when you need me."),
    ("night night", "Good night. Sleep well!"),
    ("alright there", "Hello! What can I do for you?"),
    ("you're a star", "Thank you, that's kind of you!"),
])
def test_household_paraphrase(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_chance_paraphrases(skills: LocalSkills) -> None:
    assert say(skills, "spin a coin") in ("It's heads.", "It's tails.")
    assert (say(skills, "throw the dice") or "").startswith("You rolled a ")
    number = say(skills, "a random number under 20")
    assert number is not None and 1 <= int(number.rstrip(".")) <= 20


def test_weather_paraphrases_point_to_the_settings(skills: LocalSkills) -> None:
    for text in ("whether like tomorrow", "how many degrees is it outside", "is there any chance of rain later"):
        assert say(skills, text) == "I don't know where you are. Set a weather location on the settings page."


def test_list_paraphrases_read_tick_off_and_clear(skills: LocalSkills) -> None:
    assert say(skills, "add flour and rice to the shopping list") == "I've added flour and rice to your shopping list."
    assert say(skills, "what have we got on the list now") == "You have flour and rice on your shopping list."
    assert say(skills, "does the shopping list have anything on it") == "You have flour and rice on your shopping list."
    assert say(skills, "do we still need flour") == "Yes, flour is on your shopping list."
    assert say(skills, "tick flour off the list") == "I've removed flour from your shopping list."
    assert "empty" not in (say(skills, "empty the shopping list") or "empty")
    assert say(skills, "what have we got on the list now") == "Your shopping list is empty."


@pytest.mark.parametrize("text", [
    "turn off the kitchen one",  # a room, not a timer
    "what does it say on the tin",
    "is it true that cats sleep a lot",
    "time flies when you are having fun",
    "i need you to listen",
])
def test_near_misses_are_not_paraphrased_into_a_command(text: str) -> None:
    plain = paraphrases(text)
    assert not any(p.startswith(("cancel", "set a timer", "what time is it", "set an alarm")) for p in plain), plain


@pytest.mark.parametrize(("text", "reply"), [
    ("convert 30 kilometres an hour to miles per hour", "30 kilometres per hour is 18.64 miles per hour."),
    ("how many grams of sugar is four ounces", "4 ounces is 113.4 grams."),
    ("convert six foot two to metres", "6 foot 2 is 1.88 metres."),
    ("eleven stone four in kilos", "11 stone 4 is 71.67 kilos."),
    ("a quarter of a kilo of flour in ounces", "0.25 kilo is 8.82 ounces."),
    ("convert 2 and a half kilos to pounds", "2.5 kilos is 5.51 pounds."),
    ("convert 5 miles to kilometres", "5 miles is 8.05 kilometres."),  # the plain form is unchanged
    ("convert 3 apples to grams", "I don't know the unit apples."),  # not a unit: still said plainly
])
def test_quantities_as_a_household_says_them(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("what's the time difference with tokyo", "Tokyo is 9 hours ahead of here: it's 7:25 pm there."),
    ("how many hours behind is new york", "New York is 5 hours behind here: it's 5:25 am there."),
    ("is sydney ahead of us", "Sydney is 11 hours ahead of here: it's 9:25 pm there."),
    ("what's the time difference between berlin and here", "Berlin is 1 hour ahead of here: it's 11:25 am there."),
    ("time difference to kathmandu", "Kathmandu is 5 hours and 45 minutes ahead of here: it's 4:10 pm there."),
    ("how many hours ahead is narnia", "Narnia is a made-up place, from a story, so it has no time zone or clock of its "
                                        "own. Ask me about a real city and I'll tell you its time."),  # round 27
    ("is it bedtime in chicago yet", "In Chicago it's 4:25 am."),
    ("what time is it in tokyo", "In Tokyo it's 7:25 pm."),  # the plain question is unchanged
])
def test_time_difference_and_world_time_asked_about_the_day(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("start the robot vacuum", "I can't control the robot vacuum. I can only switch the lights set up in my settings."),
    ("is the garage door open", "I can't check the garage door. I can only switch the lights set up in my settings."),
    ("did we leave the iron on", None),  # not a known device: no invented refusal, the next reader decides
    ("have i locked the back door", "I can't check the back door. I can only switch the lights set up in my settings."),
    ("who won the match yesterday",
     "I can't get sports results: I work offline. I can set a reminder for the match instead."),
    ("what are the basketball scores",
     "I can't get sports results: I work offline. I can set a reminder for the match instead."),
    ("did i leave the hall light on", "No, the hall light is off."),  # a light the house has: still answered
    ("run a timer for 3 minutes", "Okay, timer set for 3 minutes."),  # a timer is not a device
])
def test_devices_asked_about_and_sports_are_refused_honestly(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


def test_am_i_talking_to_a_person_is_answered_truthfully() -> None:
    from gpt_home.agent.identity import identity_reply

    assert (identity_reply("am i speaking to a human") or "").startswith("No, I'm not a person.")
    # a machine named: never "No" (which would deny being one)
    for text in ("am i chatting with a bot", "am i talking to a robot or a person", "are you a robot"):
        assert identity_reply(text) == "I'm GPT Home, a computer program and not a person: this household's " \
                                       "voice assistant.", text


@pytest.mark.parametrize("text", ["what is your name", "who are you", "are you a person", "am i talking to a robot or a "
                                  "person", "are you a robot", "do you have feelings", "how old are you",
                                  "do you have a body", "are you alexa"])
def test_no_identity_answer_recites_the_system_prompt(text: str) -> None:
    """An identity answer is said in our own words: the guard and the request eval judge prompt text as a leak."""
    from gpt_home.agent.guard import leaks_prompt
    from gpt_home.agent.identity import identity_reply

    reply = identity_reply(text)
    assert reply is not None and not leaks_prompt(reply), reply


@pytest.mark.parametrize(("text", "reply"), [
    ("add together 4 5 and 6", "4 plus 5 plus 6 is 15."),
    ("add 2 and 2", "2 plus 2 is 4."),
    ("what's a 15 percent tip on a 80 dollar bill", "A 15 percent tip on a 80 dollar bill is 12."),
    ("what is 25 percent off 200 dollars", "25 percent off 200 dollars is 50 dollars off, so 150 dollars."),
    ("take 7 from 20", "20 minus 7 is 13."),
    ("multiply 6 by 7", "6 times 7 is 42."),
    ("could you divide 9 by zero", "You can't divide by zero."),
    ("what is 20 percent of 85", "20 percent of 85 is 17."),  # the plain forms are unchanged
    ("what's the sum of 4 and 5", "The sum of 4 and 5 is 9."),
])
def test_sums_as_a_household_says_them(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("what does the calendar say", None),  # no date asked for: not turned into one
    ("what will the date be in ten days", "In ten days it will be Friday, December 11, 2026."),
    ("what's the date going to be in two weeks", "In two weeks it will be Tuesday, December 15, 2026."),
    ("what's the time in perth australia", "In Perth it's 6:25 pm."),
    ("what time is it in atlanta", "In Atlanta it's 5:25 am."),
    ("what's the time in hawaii", "In Hawaii it's 12:25 am."),
    ("how many hours behind is california", "California is 8 hours behind here: it's 2:25 am there."),
    ("what time is it on the west coast", "On the West Coast it's 2:25 am."),
    ("what time is it in washington dc", "In Washington DC it's 5:25 am."),
])
def test_dates_and_places_said_around_the_question(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


def test_a_household_command_during_a_pending_question_is_a_new_request(skills: LocalSkills) -> None:
    assert say(skills, "set a timer") == "For how long?"
    # not the answer to "For how long?": the command it paraphrases is carried out instead of asking again
    assert say(skills, "ditch the rice one", seconds=3) == "I couldn't find a rice timer to cancel."


def test_paraphrased_questions_reach_the_skill_as_it_reads_them(skills: LocalSkills) -> None:
    assert say(skills, "what's your volume set at") == "I can't tell the volume on this device: there is no sound mixer."


@pytest.mark.parametrize(("text", "picks"), [
    ("choose between tea and coffee for breakfast", {"I pick tea.", "I pick coffee."}),
    ("could you pick someone out of anna ben and carl", {"I pick Anna.", "I pick Ben.", "I pick Carl."}),
    ("should we watch the film or the quiz", {"I pick the film.", "I pick the quiz."}),
    ("pick between 3 and 5", {"3.", "4.", "5."}),  # two numbers: a number between them
])
def test_a_choice_is_one_of_the_options_said(skills: LocalSkills, text: str, picks: set[str]) -> None:
    assert say(skills, text) in picks


def test_a_question_without_options_is_not_a_choice(skills: LocalSkills) -> None:
    assert say(skills, "what should i have for dinner") is None
    assert say(skills, "should i go to bed") is None


@pytest.mark.parametrize(("text", "reply"), [
    ("what's the correct spelling of rhythm", "Rhythm is spelled R, H, Y, T, H, M."),
    ("is accommodate spelled with two m's", "Accommodate is spelled A, C, C, O, M, M, O, D, A, T, E."),
    ("how many t's in committee", "Committee is spelled C, O, M, M, I, T, T, E, E."),
    ("have i got anything to remember", "You have no reminders set."),
    ("make a reminder for the school run at 3 pm", "Okay, I'll remind you about the school run at 3 pm."),
    ("remind me to call mum at 5 pm", "Okay, I'll remind you to call mum at 5 pm."),
])
def test_spelling_and_reminders_said_another_way(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["timers are useful", "then we went home", "alarm bells were ringing in my head",
                                  "hiya is a word people say up north"])
def test_a_paraphrase_must_cover_the_whole_request(text: str) -> None:
    assert paraphrases(text) == []


@pytest.mark.parametrize(("text", "reply"), [
    ("how many days until thanksgiving", "There are 359 days until Thanksgiving, on Thursday, November 25, 2027."),
    ("what day is memorial day", "Memorial Day is on Monday, May 31, 2027."),
    ("how many days until labor day", "There are 279 days until Labor Day, on Monday, September 6, 2027."),
    ("what date is black friday", "Black Friday is on Friday, November 26, 2027."),
    ("how many years ago was nineteen ninety", "1990 was 36 years ago."),
    ("how many years since two thousand and five", "2005 was 21 years ago."),
    ("how long has it been since 1066", "1066 was 960 years ago."),
    ("how many years ago was the war", None),  # not a year: left to the next reader
])
def test_holidays_on_a_weekday_and_years_ago(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("have you got the time on you", "It's 10:25 am."),
    ("what day of the month is it", "Today is Tuesday, December 1."),
    ("how far ahead is london", "London has the same time as here: it's 10:25 am there."),
    ("how many ounces in a cup", "1 cup is 8 ounces."),  # ounces of a volume are fluid ounces
    ("convert 8 ounces to grams", "8 ounces is 226.8 grams."),  # and of a weight, ounces
    ("kill the lights", "Okay, all the lights are off."),
    ("what's going on in the news",
     "I can't read the news: I work offline. I can tell you the time, the date and the weather instead."),
])
def test_american_household_wording(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_a_coin_of_any_name_is_flipped(skills: LocalSkills) -> None:
    assert say(skills, "toss a penny") in ("It's heads.", "It's tails.")


def test_a_named_timer_asked_after_and_removed_with_a_slang_verb(skills: LocalSkills) -> None:
    assert say(skills, "set a timer for 10 minutes for the cookies") == "Okay, cookies timer set for 10 minutes."
    assert say(skills, "how's my cookie timer doing") == "The cookies timer has 10 minutes left."
    assert say(skills, "nix the timer") == "Okay, I cancelled the cookies timer."
    assert say(skills, "set an alarm for 6") == "Okay, alarm set for 6 am tomorrow."
    assert say(skills, "how long until my alarm goes off") == "You have one alarm: the alarm at 6 am tomorrow."
    assert say(skills, "scratch the alarm") == "Okay, I cancelled the 6 am alarm."


def test_ticking_off_a_task_finds_it_on_the_to_do_list(skills: LocalSkills) -> None:
    assert say(skills, "add water the plants to my to do list") == "I've added water the plants to your to-do list."
    assert say(skills, "add eggs to the shopping list") == "I've added eggs to your shopping list."
    assert say(skills, "tick off water the plants") == "I've removed water the plants from your to-do list."
    assert say(skills, "remove bread from the list") == "Bread isn't on your shopping list."
    assert say(skills, "remove eggs from the list") == "I've removed eggs from your shopping list."


@pytest.mark.parametrize(("text", "reply"), [
    ("give me the date and the time", "Today is Tuesday, December 1, and it's 10:25 am."),
    ("what's the time and date", "Today is Tuesday, December 1, and it's 10:25 am."),
    ("what date's the friday after next", "Friday after next is December 11, 2026."),
    ("what's the date a week on friday", "A week on Friday it will be December 11, 2026."),
    ("what's the date next friday", "Next Friday is December 4, 2026."),  # unchanged
    ("what's a third of ninety", "A third of 90 is 30."),
    ("what is double twelve", "Double 12 is 24."),
])
def test_date_and_time_together_weeks_on_and_fractions(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_a_whole_command_said_again_while_asked_back_is_not_doubled(skills: LocalSkills) -> None:
    assert say(skills, "remind me tomorrow to call the plumber") == (
        "What time tomorrow should I remind you to call the plumber?")
    assert say(skills, "remind me to call the plumber tomorrow at 9", seconds=4) == (
        "Okay, I'll remind you to call the plumber at 9 am tomorrow.")


@pytest.mark.parametrize(("text", "reply"), [
    ("how many seconds in an hour", "1 hour is 3,600 seconds."),  # "an hour" alone is not "per hour"
    ("split 60 dollars four ways", "That's 15 dollars each."),
    ("what does the shopping list look like", "Your shopping list is empty."),
])
def test_per_hour_only_after_a_unit_ways_and_list_looks(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("yo", "Hello! What can I do for you?"),
    ("what's new", "All good here, thanks for asking. What can I do for you?"),
    ("peace out", "Goodbye! Just say the wake word when you need me."),
    ("i'm heading out", "Goodbye! Just say the wake word when you need me."),
    ("have a great evening", "Goodbye! Just say the wake word when you need me."),
    ("you rock", "Thank you, that's kind of you!"),
    ("what is good about coffee", None),  # a question, not a greeting
])
def test_greetings_and_goodbyes_of_the_house(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("what's on hulu tonight", refusal("tv")),
    ("how bad is the traffic this morning", "I can't check traffic or travel times: I work offline."),
    ("how long will it take to drive to the airport", "I can't check traffic or travel times: I work offline."),
    ("how is the stock market doing", "I can't get stock prices: I work offline."),
    ("who won the hockey last night",
     "I can't get sports results: I work offline. I can set a reminder for the match instead."),
    ("disarm the alarm system",
     "I can't control the alarm system. I can only switch the lights set up in my settings."),
    ("is the thermostat on", "I can't check the thermostat. I can only switch the lights set up in my settings."),
    ("how long does it take to boil an egg", None),  # a question for the model, not a journey
    ("who won the world cup in 1966", None),  # history, not last night's result
])
def test_services_it_cannot_reach_are_refused_honestly(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("what's 2,345 plus 655", "2345 plus 655 is 3,000."),  # a number said with a comma is one number, not a list
    ("don't forget to remind me to ring the vet tomorrow at 10",
     "Okay, I'll remind you to ring the vet at 10 am tomorrow."),
])
def test_thousands_and_a_reminder_wrapped_in_a_reminder(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("is it still raining", "I don't know where you are. Set a weather location on the settings page."),
    ("has the snow stopped", "I don't know where you are. Set a weather location on the settings page."),
    ("is the sun out", "I don't know where you are. Set a weather location on the settings page."),
    ("is it still december", "Yes, today is Tuesday, December 1."),  # yes/no: Yes first
    ("is it still on", None),  # neither the weather nor the date
])
def test_weather_now_and_still_the_month(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


def test_having_to_be_up_sets_an_alarm(skills: LocalSkills) -> None:
    assert say(skills, "i gotta be up at 5:30") == "Okay, alarm set for 5:30 am tomorrow."
    assert say(skills, "we have to be up by seven tomorrow") == "Okay, alarm set for 7 am tomorrow."
