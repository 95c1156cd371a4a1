"""The question families read by their cue with a tolerant slot (issue 15, eleventh round; skills/family_cues.py
and the modules it reads): now asked again or in parts, a month or a meal checked, a day said first and asked about
after, weeks until an event, dice thrown, options joined by "or", the word to spell wherever it is said, money spent
said in two halves, "a mile is so many yards", a world time after a statement, "what can you do" after a lead-in.
Several phrasings per family, none of them a benchmark sentence but the holdout10 one each family was found by.
Through the real rules, recognizer and skills with a pinned clock (Tuesday 1 December 2026, 10:25 UTC)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills import date_questions, now_asked, said_picks, spelled_words
from gpt_home.skills.choose import choose
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import CAPABILITIES_REPLY, LocalSkills
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ('sorry love what did you say the time was', "It's 10:25 am."),
    ('what was the time again', "It's 10:25 am."),
    ('pardon what time did you say it was', "It's 10:25 am."),
    ('i didnt catch the time what was it', "It's 10:25 am."),
    ('sorry i missed it whats the date again', 'Today is Tuesday, December 1.'),
    ('say the time again please', "It's 10:25 am."),
    ('can you tell me the day and the month', 'Today is Tuesday, December 1.'),
    ('whats the day and the date', 'Today is Tuesday, December 1.'),
    ('what day and month is it', 'Today is Tuesday, December 1.'),
    ('tell me the day the month and the year', 'Today is Tuesday, December 1, 2026.'),
    ('tell me the full date with the year for a form im filling in', 'Today is Tuesday, December 1, 2026.'),
    ('whats the full date', 'Today is Tuesday, December 1, 2026.'),  # the full date has its year (round 23)
    ('i need the date with the year for a cheque', 'Today is Tuesday, December 1, 2026.'),
    ('is it still november or did we go into december already', "It's December now."),
    ('are we still in november', "No, it's December now."),
    ('is it december yet', 'Yes, today is Tuesday, December 1.'),
    ('have we gone into december already', "Yes, it's December."),
    ('is it november or december now', "No, it's not November. Today is Tuesday, December 1."),
    ('is it before lunchtime still', "Yes, it's 10:25 am."),
    ('is it lunchtime yet', "No, it's 10:25 am."),
    ('is it past midday', "No, it's 10:25 am."),
    ('is it gone teatime', "No, it's 10:25 am."),
    ('is it before lunch', "Yes, it's 10:25 am."),
    ('my grandson is coming on the nineteenth what day is that', 'The 19th is Saturday, December 19, 2026.'),
    ('my daughter arrives on the twenty third what day of the week is that', 'The 23rd is Wednesday, December 23, 2026.'),
    ('the party is on the 12th which day will that be', 'The 12th is Saturday, December 12, 2026.'),
    ('the bin men come on boxing day what day is that', 'Boxing Day is on Saturday, December 26, 2026.'),
    ('the parcel was sent ten days back which day of the week was that', '10 days ago was Saturday, November 21, 2026.'),
    ('i posted it three days ago what day was that', 'Three days ago was Saturday, November 28, 2026.'),
    ('we got back a fortnight ago what day was that', '2 weeks ago was Tuesday, November 17, 2026.'),
    ('the exam is in three weeks what date is that', 'In three weeks it will be Tuesday, December 22, 2026.'),
    ('if today is the first whats the date in forty five days', 'In 45 days it will be Friday, January 15, 2027.'),
    ('say today is the 1st what day will it be in 10 days', 'In 10 days it will be Friday, December 11, 2026.'),
    ('roughly how many weeks have we got left to get the presents before christmas', 'There are 24 days until Christmas: 3 weeks and 3 days.'),
    ('how many weeks until christmas', 'There are 24 days until Christmas: 3 weeks and 3 days.'),  # weeks asked
    ('how many more weeks till new years day', "There are 31 days until New Year's Day: 4 weeks and 3 days."),
    ('how many weeks is it until valentines day', "There are 75 days until Valentine's Day: 10 weeks and 5 days."),
    ('my daughter needs to spell definitely for her test how does it go', 'Definitely is spelled D, E, F, I, N, I, T, E, L, Y.'),
    ('my son has to spell necessary tomorrow at school', 'Necessary is spelled N, E, C, E, S, S, A, R, Y.'),
    ('spell accommodate for me one letter at a time', 'Accommodate is spelled A, C, C, O, M, M, O, D, A, T, E.'),
    ('spell rhythm nice and slow please', 'Rhythm is spelled R, H, Y, T, H, M.'),
    ('is separate spelled with an a or an e in the middle can you spell it', 'Separate is spelled S, E, P, A, R, A, T, E.'),
    ('how is necessary spelled i always forget', 'Necessary is spelled N, E, C, E, S, S, A, R, Y.'),
    ('wednesday how is it spelt', 'Wednesday is spelled W, E, D, N, E, S, D, A, Y.'),
    ('tomorrow how is it spelt', 'Tomorrow is spelled T, O, M, O, R, R, O, W.'),
    ('can you spell receipt the thing from the shop', 'Receipt is spelled R, E, C, E, I, P, T.'),
    ('could you spell bear the animal not the naked one', 'Bear is spelled B, E, A, R.'),
    ('spell knight like the one in a castle not night time', 'Knight is spelled K, N, I, G, H, T.'),
    ('i think its ocasion with one c how do you really spell it', 'Occasion is spelled O, C, C, A, S, I, O, N.'),
    ('is it accomodate with one m how do you spell it', 'Accommodate is spelled A, C, C, O, M, M, O, D, A, T, E.'),
    ('i wrote neccessary but how do you spell it properly', 'Necessary is spelled N, E, C, E, S, S, A, R, Y.'),
    ('if i have forty pounds and spend twenty three fifty how much is left', '40 take away 23.50 leaves 16.50 pounds.'),
    ('i had 20 pounds and spent 12 50 how much have i got left', '20 take away 12.50 leaves 7.50 pounds.'),
    ('i have fifty quid and spend thirty two forty what change', '50 minus 32.40 is 17.6.'),
    ('if i had ten dollars and spent three seventy five how much is left', '10 take away 3.75 leaves 6.25 dollars.'),
    ('grandad says a mile is so many yards how many exactly', '1 mile is 1,760 yards.'),
    ('my teacher said a foot is so many centimetres how many', '1 foot is 30.48 centimetres.'),
    ('a stone is so many pounds how many is it', '1 stone is 14 pounds.'),
    ('my nan says one pound is so many ounces how many', '1 pound is 16 ounces.'),
    ('how tall is six foot two in centimetres', '6 foot 2 is 187.96 centimetres.'),
    ('convert five foot ten to centimetres', '5 foot 10 is 177.8 centimetres.'),
    ('i weigh eleven stone four whats that in kilos', '11 stone 4 is 71.67 kilos.'),
    ('my sister moved to adelaide in australia what time is it for her now', "In Adelaide it's 8:55 pm."),
    ('my brother lives in perth what time is it there now', "In Perth it's 6:25 pm."),
    ('we visited tokyo last year what time is it there now', "In Tokyo it's 7:25 pm."),
    ('my son works in dubai what time is it there right now', "In Dubai it's 2:25 pm."),
    ('my aunt emigrated to toronto in canada whats the time there', "In Toronto it's 5:25 am."),
])
def test_a_question_family_is_read_by_its_cue_wherever_the_slot_is(skills: LocalSkills, text: str,
                                                                  reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    'my son set you up what kind of things can you do for me',
    'my daughter got you for me what can you do',
    'so what sort of stuff can you help me with then',
    'im new to this what are you good at',
    'we just got you what kind of things can you help us with',
])
def test_what_can_you_do_after_a_lead_in(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == CAPABILITIES_REPLY


@pytest.mark.parametrize(("text", "pattern"), [
    ("my grandson wants two dice thrown for his snakes and ladders", r"You rolled [1-6] and [1-6]: \d+ in total\."),
    ("can i have two dice rolled please", r"You rolled [1-6] and [1-6]: \d+ in total\."),
    ("we need a dice thrown for ludo", r"You rolled an? [1-6]\."),
    ("give us a throw of the dice", r"You rolled an? [1-6]\."),
    ("three dice rolled for yahtzee please", r"You rolled [1-6], [1-6] and [1-6]: \d+ in total\."),
    ("help my boy pick a crayon red green or blue which one", r"I pick (?:red|green|blue)\."),
    ("pick a colour red or blue for me", r"I pick (?:red|blue)\."),
    ("which one should i have tea or coffee", r"I pick (?:tea|coffee)\."),
    ("who goes first me or my sister pick one", r"(?:You go|Your sister goes) first\."),  # who_first.py
    ("who starts me or my brother", r"(?:You go|Your brother goes) first\."),
    ("me or my sister who goes first", r"(?:You go|Your sister goes) first\."),
    ("lets play rock paper scissors you go", r"I pick (?:rock|paper|scissors)\."),  # no capital mid-sentence
])
def test_random_picks_said_with_their_cue_anywhere(skills: LocalSkills, text: str, pattern: str) -> None:
    assert re.fullmatch(pattern, str(say(skills, text)))


@pytest.mark.parametrize("text", [
    "i lost the dice under the sofa", "the dice are in the drawer", "who threw the dice",
])
def test_dice_talked_about_are_not_rolled(text: str) -> None:
    assert said_picks.dice(text) is None


@pytest.mark.parametrize("text", [
    "she can spell really well", "we had a dry spell last summer", "the witch cast a spell on him", "spell it for me",
    "how do you spell", "can you spell check my letter",
])
def test_no_word_to_spell_is_made_up(text: str) -> None:
    assert spelled_words.find(text) == []


@pytest.mark.parametrize("text", [
    "i went shopping what day was that",  # no day said: which one is meant is a guess
    "the cheque cleared on the 3rd and the 4th what day was that",  # two days said
    "if today is the fifth whats the date in ten days",  # a premise that is not true today
])
def test_a_day_question_without_one_day_said_is_left(text: str) -> None:
    assert date_questions.find(text, NOW) == []


@pytest.mark.parametrize("text", [
    "what time did you say the train leaves", "my birthday is in november is it still november",
    "how many days in the month",
])
def test_now_is_not_read_into_another_moment(text: str) -> None:
    assert now_asked.find(text, NOW) == []


def test_names_are_said_as_names_and_words_as_words() -> None:
    import random

    assert choose("anna ben and carl", random.Random(3)) in {"I pick Anna.", "I pick Ben.", "I pick Carl."}
    assert choose("rock, paper, scissors", random.Random(3)) in {"I pick rock.", "I pick paper.", "I pick scissors."}


@pytest.mark.parametrize("text", [
    "thats me done for the day nighty night pet", "thats me finished for the night goodnight love",
    "im done for the day night night", "that is me off to bed", "right im away to my bed", "night all",
    "im off to bed now goodnight",
])
def test_a_goodnight_after_a_sign_off(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "Good night. Sleep well!"


@pytest.mark.parametrize("text", [
    "is there someone inside you talking", "is there a little man in there doing the talking",
    "is there a person inside you answering", "is there somebody in you talking to me",
])
def test_someone_inside_doing_the_talking(skills: LocalSkills, text: str) -> None:
    assert "not a human" in str(say(skills, text))


@pytest.mark.parametrize(("text", "choices"), [
    ("pick a film for tonight the lion king or frozen", "the lion king, frozen"),
    ("choose a film to watch the lion king or frozen", "the lion king, frozen"),
    ("pick a game for after tea snap or uno", "snap, uno"),
    ("choose a pudding for sunday trifle or crumble", "trifle, crumble"),
    ("pick a movie for movie night shrek or cars", "shrek, cars"),
    ("choose a film for the kids tonight moana or encanto", "moana, encanto"),
])
def test_options_said_after_what_the_pick_is_for(skills: LocalSkills, text: str, choices: str) -> None:
    assert said_picks.options(text) == choices
    assert say(skills, text) in {f"I pick {c}." for c in choices.split(", ")}


@pytest.mark.parametrize(("text", "choices"), [
    ("choose a day saturday or sunday", "saturday, sunday"),  # the days are the options, not what they are for
    ("pick a time today or tomorrow", "today, tomorrow"),
    ("pick a colour red green or blue", "red, green, blue"),
])
def test_options_that_look_like_an_occasion_stay_options(text: str, choices: str) -> None:
    assert said_picks.options(text) == choices


@pytest.mark.parametrize("text", ["pick a film for tonight", "choose a game for after tea",
                                  "pick a film for tonight we liked frozen"])
def test_an_occasion_without_options_is_no_choice(text: str) -> None:
    assert said_picks.options(text) is None
