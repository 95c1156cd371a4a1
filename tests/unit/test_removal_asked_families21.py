"""Round 21's families (issue 15): whether something was cancelled or removed, asked (the state answered, nothing
cancelled: a wrong action is worse than any answer); a length said before the timer is asked for; a light corrected
as "the kitchen one"; a thing said to be out of date; a game corrected into another. Each said in five or more ways,
with sentences that must not be read so. Through the real rules, recognizer, semantic reader and skills with a
pinned clock (a Tuesday morning)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from skill_helpers import NOW, say
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.self_correction import corrected
from gpt_home.skills import removal_asked
from gpt_home.skills.local import LocalSkills

DATE_REPLY = "Today is Tuesday, December 1."


def _pending(skills: LocalSkills, kind: TimerKind) -> list[datetime]:
    assert skills.timers is not None
    return sorted(t.due for t in skills.timers.list("anna", kind=kind))


def _set_up(skills: LocalSkills) -> None:
    """Two alarms (tomorrow 6 am, Friday 7 am), two reminders, a ten minute timer and milk on the list."""
    for i, text in enumerate(["set an alarm for friday at 7 am", "set an alarm for tomorrow at 6 am",
                              "remind me to call the dentist tomorrow at 9 am", "remind me to feed the cat at 5 pm",
                              "set a timer for 10 minutes", "add milk to my shopping list"]):
        say(skills, text, i)


def _counts(skills: LocalSkills) -> tuple[int, int, int]:
    return tuple(len(_pending(skills, kind)) for kind in (TimerKind.ALARM, TimerKind.REMINDER, TimerKind.TIMER))


# --- asked whether it was cancelled: the state answered, nothing cancelled or removed ---------------------------

@pytest.mark.parametrize(("text", "said"), [
    ("is my alarm for friday still set or did you cancel it", "Yes, you have one alarm for Friday: 7 am."),
    ("did anyone delete my alarm for saturday", "No, you don't have an alarm for Saturday."),
    ("why did you cancel my alarm for tomorrow", "Yes, you have one alarm for tomorrow: 6 am."),
    ("has my alarm been cancelled", "6 am tomorrow and 7 am on Friday"),
    ("did someone delete my reminder", "feed the cat"),
    ("is my dentist reminder still there or has it been cancelled", "call the dentist at 9 am tomorrow"),
    ("was my reminder about the dentist deleted", "call the dentist at 9 am tomorrow"),
    ("did the timer get cancelled", "9 minutes"),
    ("is my timer still going or did it get removed", "9 minutes"),
    ("have you cancelled my timer", "9 minutes"),
])
def test_asked_whether_cancelled_answers_the_state(skills: LocalSkills, text: str, said: str) -> None:
    _set_up(skills)
    reply = say(skills, text, 20)
    assert reply is not None and said in reply and "cancelled" not in reply.lower()
    assert _counts(skills) == (2, 2, 1)


@pytest.mark.parametrize(("text", "said"), [
    ("did you take milk off the list", "Yes, milk is on your shopping list."),
    ("did someone remove the milk from the shopping list", "Yes, milk is on your shopping list."),
    ("is milk still on the list or did you delete it", "Yes, milk is on your shopping list."),
    ("did somebody take the eggs off my list", "No, eggs aren't on your shopping list."),
    ("has anyone crossed bread off the shopping list", "No, bread isn't on your shopping list."),
])
def test_asked_whether_removed_from_the_list_answers_it(skills: LocalSkills, text: str, said: str) -> None:
    _set_up(skills)
    assert say(skills, text, 20) == said
    assert say(skills, "whats on my shopping list", 30) == "You have milk on your shopping list."


@pytest.mark.parametrize(("text", "kind", "left"), [
    ("cancel all my alarms", TimerKind.ALARM, 0),
    ("can you cancel the timer", TimerKind.TIMER, 0),
    ("cancel the reminder about the dentist", TimerKind.REMINDER, 1),
])
def test_an_order_to_cancel_still_cancels(skills: LocalSkills, text: str, kind: TimerKind, left: int) -> None:
    _set_up(skills)
    assert "cancel" in str(say(skills, text, 20)).lower()
    assert len(_pending(skills, kind)) == left


@pytest.mark.parametrize("text", ["cancel my alarm for friday", "i have to cancel my alarm for friday",
                                  "can you delete my alarm on friday", "i need to cancel the alarm for friday"])
def test_a_days_alarm_cancelled_never_takes_another_days(skills: LocalSkills, text: str) -> None:
    _set_up(skills)
    say(skills, text, 20)
    assert NOW.replace(hour=6, minute=0) + timedelta(days=1) in _pending(skills, TimerKind.ALARM)


def test_an_order_to_remove_from_the_list_still_removes(skills: LocalSkills) -> None:
    _set_up(skills)
    say(skills, "take milk off the list", 20)
    assert say(skills, "whats on my shopping list", 30) == "Your shopping list is empty."


# --- a length said before the timer is asked for: that timer, never "For how long?" -----------------------------

@pytest.mark.parametrize(("text", "minutes"), [
    ("The eggs need six minutes, get a timer going.", 6),
    ("The pasta takes 11 minutes. Can I have a timer?", 11),
    ("Twelve minutes for the rice, start a timer.", 12),
    ("The rice needs twenty five minutes. Could you set me a timer?", 25),
    ("Boil the eggs for eight minutes. Put a timer on.", 8),
    ("The soup needs half an hour, start a timer.", 30),
    ("the eggs need six minutes get a timer going", 6),
])
def test_a_length_said_first_sets_the_timer(skills: LocalSkills, text: str, minutes: int) -> None:
    assert say(skills, "set a timer for 50 minutes").startswith("Okay")  # one running: never asked back instead
    reply = str(say(skills, text, 2))
    assert reply.startswith("Okay, ") and "timer set for" in reply
    assert NOW + timedelta(seconds=2, minutes=minutes) in _pending(skills, TimerKind.TIMER)


@pytest.mark.parametrize(("text", "said"), [
    ("Fifteen minutes for the chicken, put a timer on please.", "Okay, chicken timer set for 15 minutes."),
    ("Twelve minutes for the rice, start a timer.", "Okay, rice timer set for 12 minutes."),
    ("twenty minutes for the potatoes can you set a timer", "Okay, potatoes timer set for 20 minutes."),
    ("eight minutes for the eggs could you start a timer", "Okay, eggs timer set for 8 minutes."),
    ("ten minutes for the pasta pop a timer on", "Okay, pasta timer set for 10 minutes."),
])
def test_a_length_for_a_thing_said_first_names_the_timer(skills: LocalSkills, text: str, said: str) -> None:
    assert say(skills, text) == said


@pytest.mark.parametrize("text", ["Ten minutes ago I set a timer.", "The bus comes in five minutes. Cancel the timer."])
def test_a_length_in_the_past_sets_no_timer(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _pending(skills, TimerKind.TIMER) == []


# --- a light corrected as "the kitchen one": that light only, the way asked ---------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("switch off the living room light sorry the kitchen one", (0.0, 1.0)),
    ("turn off the kitchen light no wait the living room one", (1.0, 0.0)),
    ("switch off the kitchen light please sorry the living room one", (1.0, 0.0)),
    ("turn off the living room light i mean the kitchen one", (0.0, 1.0)),
    ("turn off the living room light oops the kitchen one", (0.0, 1.0)),
])
def test_a_light_corrected_as_the_other_one(skills: LocalSkills, text: str, levels: tuple[float, float]) -> None:
    say(skills, "turn on the kitchen light")
    say(skills, "turn on the living room light", 1)
    reply = say(skills, text, 2)
    assert reply is not None and "timer" not in reply
    assert (skills.lights.level("kitchen"), skills.lights.level("living room")) == levels


@pytest.mark.parametrize(("text", "reading"), [
    ("cancel the pasta timer sorry the rice one", "cancel the rice timer"),
    ("set an alarm for the morning no the afternoon one", "set an alarm for the afternoon one"),  # no thing: as said
])
def test_one_stands_only_for_a_thing(text: str, reading: str) -> None:
    assert corrected(text) == reading


# --- a thing out of date: a short reply, never today's date, nothing added ----------------------------------------

@pytest.mark.parametrize(("text", "item"), [
    ("the milk has run out of date", "milk"), ("the yoghurt is out of date", "yoghurt"),
    ("the cheese is past its use by date", "cheese"), ("the bread has expired", "bread"),
    ("oh no the ham is past its sell by date", "ham"), ("the eggs are out of date", "eggs"),
])
def test_a_thing_out_of_date_is_offered_the_list(skills: LocalSkills, text: str, item: str) -> None:
    reply = say(skills, text)
    assert reply is not None and reply != DATE_REPLY and f"add {item} to the shopping list" in reply
    assert say(skills, "whats on my shopping list", 2) == "Your shopping list is empty."


def test_a_thing_out_of_date_not_to_buy_is_acknowledged(skills: LocalSkills) -> None:
    reply = say(skills, "my passport is out of date")
    assert reply is not None and "passport" in reply and "shopping" not in reply


def test_asked_whether_out_of_date_is_answered_honestly(skills: LocalSkills) -> None:
    assert say(skills, "is the milk out of date") == "I can't see the milk, so I can't tell: the date on its label will say."


@pytest.mark.parametrize("text", ["what is the date", "what date is it", "whats todays date"])
def test_the_date_asked_is_still_the_date(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == DATE_REPLY


# --- a game corrected into another: the whole new request -----------------------------------------------------------

@pytest.mark.parametrize(("text", "reading"), [
    ("flip a coin no actually roll a die", "roll a die"),
    ("roll a die no actually flip a coin", "flip a coin"),
    ("toss a coin sorry roll two dice", "roll two dice"),
    ("pick a card no actually flip a coin", "flip a coin"),
    ("flip a coin no wait spin a coin", "spin a coin"),
])
def test_a_game_corrected_is_a_new_request(text: str, reading: str) -> None:
    assert corrected(text) == reading


@pytest.mark.parametrize(("text", "said"), [
    ("flip a coin no actually roll a die", "You rolled"), ("roll a die no actually flip a coin", "It's "),
])
def test_a_game_corrected_plays_the_new_game(skills: LocalSkills, text: str, said: str) -> None:
    assert str(say(skills, text)).startswith(said)


@pytest.mark.parametrize("text", ["add eggs no milk", "is there no water on mars"])
def test_other_corrections_unchanged(text: str) -> None:
    assert corrected(text) in ("add milk", None)


@pytest.mark.parametrize(("text", "asked"), [
    ("did you cancel my alarm", True), ("or has it been deleted", True), ("did the timer get removed", True),
    ("cancel my alarm", False), ("can you cancel my alarm", False), ("i have to cancel my alarm", False),
    ("is it ok to cancel my alarm", False), ("is there a way to delete a reminder", False),
    ("take milk off the list", False), ("has the timer gone off", False),
])
def test_only_a_question_about_the_past_is_read_as_asked(text: str, asked: bool) -> None:
    assert removal_asked.asks_removal(text) is asked
