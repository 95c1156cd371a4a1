"""Round fourteen's command families (issue 15, holdout13's commands), each said in five or more ways, with sentences
that must not be read so: a room said dark is lit (never switched off), "put the X light on" with a reason after, a
light brightened "a bit", "it" in a second command standing for the first one's light, a command then a question in
one breath, a hush for the volume, the last of something used up for the shopping list, a reminder "at quarter to" an
event said with its time, and a whole command with a reason answering our own question. Through the real rules,
recognizer and skills with a pinned clock."""

from __future__ import annotations

from datetime import timedelta

import pytest
from skill_helpers import NOW, NO_LOCATION, NO_MIXER, say, shopping_items
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.semantic_slots import action
from gpt_home.skills.command_first import leading_commands
from gpt_home.skills.event_nudges import nudge_readings
from gpt_home.skills.family_orders import it_said
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.loudness import find as loudness
from gpt_home.skills.said_picks import options as picked_options


def _set(skills: LocalSkills, kind: TimerKind) -> list[tuple[str, int, int]]:
    return sorted((t.label, t.due.hour, t.due.minute) for t in skills.timers.list("anna") if t.kind is kind)


# --- darkness words are never an off word: a room said dark has its light on -----------------------------------------

@pytest.mark.parametrize(("text", "room"), [
    ("it's getting very dark in the living room dear", "living room"), ("its getting dark in the kitchen", "kitchen"),
    ("it is so dark in the living room", "living room"), ("its pitch dark in the kitchen love", "kitchen"),
    ("the kitchen is really dark", "kitchen"), ("the living room is getting gloomy", "living room"),
    ("it's too dark in the kitchen", "kitchen"), ("its awfully dark in the living room", "living room"),
])
def test_a_room_said_dark_has_its_light_on(skills: LocalSkills, text: str, room: str) -> None:
    assert say(skills, text) == f"Okay, the {room} light is on."
    assert skills.lights.level(room) == 1.0


@pytest.mark.parametrize(("intent", "text", "settled"), [
    ("light_off", "it is getting very dark in the lounge dear", "light_on"),
    ("light_dimmer", "its gone really dark in here", "light_on"),
    ("light_off", "the hall is pitch black", "light_on"),
    ("light_off", "it is a bit gloomy in the study", "light_on"),
    ("light_off", "so dark in here", "light_on"),
    ("light_on", "darken the lounge lamp", "light_dimmer"),
    ("light_on", "make the hall lamp a bit darker", "light_dimmer"),
    ("light_on", "make the whole house dark", "light_off"),
    ("light_on", "keep the bedroom dark", "light_off"),
    ("light_on", "turn the lamp off its dark enough", "light_off"),
])
def test_the_semantic_reading_never_takes_dark_for_off(intent: str, text: str, settled: str) -> None:
    """The embedding may put "its getting dark" near "lights off": the words settle it ("dark" said of the room is
    light wanted, "darker" is a step down, dark asked for is off)."""
    assert action(intent, text) == settled


@pytest.mark.parametrize("text", ["make the kitchen light darker", "darken the kitchen light"])
def test_darker_is_one_step_down_never_off(skills: LocalSkills, text: str) -> None:
    say(skills, "turn the kitchen light on")
    say(skills, text)
    assert 0.0 < skills.lights.level("kitchen") < 1.0


# --- "put the X light on" with a reason after ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "room"), [
    ("can you put the living room light on were watching a film", "living room"),
    ("put the kitchen light on were cooking", "kitchen"),
    ("would you put the kitchen lamp on im reading", "kitchen"),
    ("switch the living room lights on the kids are doing homework", "living room"),
    ("could you turn the kitchen light on we are eating", "kitchen"),
])
def test_a_light_put_on_with_a_reason_after(skills: LocalSkills, text: str, room: str) -> None:
    assert say(skills, text) == f"Okay, the {room} light is on."
    assert skills.lights.level(room) == 1.0


@pytest.mark.parametrize(("said", "head"), [
    ("put the living room light on were watching a film", "put the living room light on"),
    ("put it on we are cold", "put it on"),
])
def test_on_closes_a_command_after_a_light_or_it(said: str, head: str) -> None:
    assert head in leading_commands(said)


@pytest.mark.parametrize("said", ["put the kettle on we are thirsty", "turn on we are here", "switch on i am"])
def test_on_after_anything_else_is_still_unfinished(said: str) -> None:
    assert not any(h.endswith(" on") for h in leading_commands(said))


# --- brighten "a bit": one step up -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "brighten up the kitchen light a bit", "brighten up the kitchen light", "brighten the kitchen light up a little",
    "brighten up the kitchen lamp a tad", "brighten up the kitchen light slightly", "brighten the kitchen light a touch",
])
def test_brighten_up_a_bit_is_one_step_up(skills: LocalSkills, text: str) -> None:
    say(skills, "set the kitchen light to 40 percent")
    assert say(skills, text) == "Okay, the kitchen light is at 65 percent."


def test_brighten_up_an_unknown_light_says_so(skills: LocalSkills) -> None:
    assert "garage" in (say(skills, "brighten up the garage light a bit") or "")


# --- "it" in the second command is the first one's light ---------------------------------------------------------

@pytest.mark.parametrize(("text", "room", "level"), [
    ("turn on the kitchen light and set it to 70 percent", "kitchen", 0.7),
    ("switch on the living room lamp and dim it to 20 percent", "living room", 0.2),
    ("turn the kitchen light on and then put it at 50 percent", "kitchen", 0.5),
    ("put the living room light on and set it to 30 percent", "living room", 0.3),
    ("switch the kitchen light on and turn it down to 10 percent", "kitchen", 0.1),
])
def test_it_in_the_second_command_is_the_first_ones_light(skills: LocalSkills, text: str, room: str,
                                                          level: float) -> None:
    reply = say(skills, text) or ""
    assert reply.startswith(f"Okay, the {room} light is on.") and f"{round(level * 100)} percent" in reply
    assert skills.lights.level(room) == pytest.approx(level)


@pytest.mark.parametrize(("first", "second"), [
    ("set a timer for ten minutes", "turn it up"), ("add milk to the list", "set it to 70 percent"),
    ("turn on the kitchen light", "set an alarm for 7"),
])
def test_it_is_no_light_where_none_was_named_or_said(first: str, second: str) -> None:
    assert it_said(first, second) == []


# --- a command, then a question of another kind ------------------------------------------------------------------

@pytest.mark.parametrize(("text", "first", "second"), [
    ("turn on the kitchen light and tell me the weather", "Okay, the kitchen light is on.", NO_LOCATION),
    ("switch off the living room light and what's the weather tomorrow", "Okay, the living room light is off.",
     NO_LOCATION),
    ("put the living room lamp on and whats the forecast", "Okay, the living room light is on.", NO_LOCATION),
    ("turn off the kitchen light and what time is it", "Okay, the kitchen light is off.", "It's 10:25 am."),
    ("turn on the kitchen light and tell me the time", "Okay, the kitchen light is on.", "It's 10:25 am."),
    ("set the alarm for 7 and what is the weather like", "Okay, alarm set for 7 am tomorrow.", NO_LOCATION),
])
def test_a_command_then_a_question_both_answered(skills: LocalSkills, text: str, first: str, second: str) -> None:
    assert say(skills, text) == f"{first} {second}"


@pytest.mark.parametrize(("text", "minutes"), [
    ("set a timer for 10 minutes and tell me when it's done", 10),
    ("set a timer for 5 minutes and let me know when the time is up", 5),
    ("set a timer for 20 minutes and tell me when to take the cake out", 20),
])
def test_a_timer_that_tells_when_is_one_timer(skills: LocalSkills, text: str, minutes: int) -> None:
    """Not a command and a question: one timer set, once, and no second request said missed."""
    assert say(skills, text) == f"Okay, timer set for {minutes} minutes."
    assert len(skills.timers.list("anna")) == 1


def test_a_task_with_tell_is_one_reminder_not_a_question(skills: LocalSkills) -> None:
    reply = say(skills, "remind me to call mum and tell her about the party") or ""
    assert reply.startswith("When should I remind you") and "tell her about the party" in reply


# --- a hush: one volume step down --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "shh not so loud the baby is asleep", "not so loud please", "shush not so loud", "keep it down the kids are sleeping",
    "keep your voice down would you", "shh a bit the baby is sleeping", "dont be so loud everyone is asleep",
])
def test_a_hush_is_the_volume_down(skills: LocalSkills, text: str) -> None:
    assert loudness(text) == [("HassSetVolumeRelative", {"volume_step": "down"})]
    assert say(skills, text) == NO_MIXER


@pytest.mark.parametrize("text", [
    "shh", "shh the baby is asleep", "the neighbours are not so loud today", "the baby is not so loud",
    "keep the dog down",
])
def test_no_hush_read_in_anything_else(text: str) -> None:
    assert loudness(text) == []


# --- the last of something used up: on the shopping list ---------------------------------------------------------

@pytest.mark.parametrize(("text", "item"), [
    ("i just finished the last of the ketchup", "ketchup"), ("we've just used the last of the milk", "milk"),
    ("ive had the last of the biscuits", "biscuits"), ("weve used up all the eggs", "eggs"),
    ("that's the last of the bread", "bread"), ("we have no teabags left", "teabags"),
    ("there is no butter left", "butter"),
    ("i just finished the last of the ketchup can you add it to the list", "ketchup"),
    ("weve had the last of the crisps so add them to the list", "crisps"),
])
def test_the_last_of_something_goes_on_the_shopping_list(skills: LocalSkills, text: str, item: str) -> None:
    assert say(skills, text) == f"I've added {item} to your shopping list."
    assert shopping_items(skills) == [item]


@pytest.mark.parametrize("text", [
    "i finished the book", "i just finished the last of the washing up", "we finished the last episode",
    "ive finished the last of the ironing", "we have no time left",
])
def test_nothing_listed_for_a_chore_a_story_or_time(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert shopping_items(skills) == []


# --- a reminder "at quarter to" an event said with its time ------------------------------------------------------

@pytest.mark.parametrize(("text", "read"), [
    ("the bin men come at 7 tomorrow morning can you give me a shout at quarter to",
     "remind me about the bin men tomorrow at 6:45 am"),
    ("the kids get here at 4 this afternoon give me a shout ten minutes before", "remind me about the kids at 3:50 pm"),
    ("the cleaners arrive at 9 tomorrow morning remind me at ten to", "remind me about the cleaners tomorrow at 8:50 am"),
    ("my parents are coming at 6 tomorrow evening can you remind me half an hour before",
     "remind me about my parents tomorrow at 5:30 pm"),
    ("the shops open at 8 tomorrow give me a nudge at quarter to", "remind me about the shops tomorrow at 7:45 am"),
])
def test_a_nudge_before_an_event_of_many(text: str, read: str) -> None:
    assert nudge_readings(text, NOW) == [read]


@pytest.mark.parametrize("text", [
    "the bin men come at 7 tomorrow morning", "the bin men come on tuesdays give me a shout",
    "the kids are at school give me a shout at ten to",
])
def test_no_nudge_without_an_event_time_and_a_time_before(text: str) -> None:
    assert nudge_readings(text, NOW) == []


# --- a whole command with a reason answering our own question ----------------------------------------------------

@pytest.mark.parametrize(("ask", "text", "kind", "hour", "minute"), [
    ("i need an alarm", "could you wake me at nine tomorrow please, i have the doctor at ten", TimerKind.ALARM, 9, 0),
    ("set an alarm", "wake me at half six tomorrow we have a flight at nine", TimerKind.ALARM, 6, 30),
    ("set an alarm", "set an alarm for 7 please the kids have school at nine", TimerKind.ALARM, 7, 0),
    ("i want to set a reminder", "the bin men come at 7 tomorrow morning can you give me a shout at quarter to",
     TimerKind.REMINDER, 6, 45),
    ("remind me", "remind me to ring the garage at 3 its about the car", TimerKind.REMINDER, 15, 0),
])
def test_a_whole_command_answering_our_question_is_done_as_said(skills: LocalSkills, ask: str, text: str,
                                                                 kind: TimerKind, hour: int, minute: int) -> None:
    assert say(skills, ask).endswith("?")
    say(skills, text, 2)
    assert [(h, m) for _label, h, m in _set(skills, kind)] == [(hour, minute)]


@pytest.mark.parametrize(("ask", "answer", "kind", "hour"), [
    ("set an alarm", "7 am", TimerKind.ALARM, 7), ("remind me", "call mum at 5 pm", TimerKind.REMINDER, 17),
])
def test_a_plain_answer_still_completes_the_question(skills: LocalSkills, ask: str, answer: str, kind: TimerKind,
                                                     hour: int) -> None:
    say(skills, ask)
    say(skills, answer, 2)
    assert [h for _label, h, _m in _set(skills, kind)] == [hour]


def test_a_reminder_task_answering_is_asked_its_time(skills: LocalSkills) -> None:
    say(skills, "remind me")
    assert say(skills, "to put the bins out", 2) == "When should I remind you?"
    assert say(skills, "at 8 pm", 4) == "Okay, I'll remind you to put the bins out at 8 pm."
    assert NOW + timedelta(hours=9) < skills.timers.list("anna")[0].due


# --- phone credit or a meter topped up: refused honestly ----------------------------------------------------------

CREDIT = ("I can't top up phones or make payments: I'm not connected to any bank or shop. I can set a reminder so "
          "you don't forget to.")  # the one payments refusal (q14's)


@pytest.mark.parametrize("text", [
    "i've run out of credit on my phone can you top it up", "top up my phone", "can you top up my mobile please",
    "put some credit on my phone", "put ten pounds credit on my phone", "top up the gas meter",
    "i have no phone credit can you top me up",
])
def test_a_top_up_is_refused_honestly(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == CREDIT


@pytest.mark.parametrize("text", ["top up the kettle", "top it up", "top up my glass of wine"])
def test_no_payment_read_in_a_top_up_of_anything_else(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != CREDIT


# --- a pick between "the red jumper or the blue one": "one" is the first option's thing (q14's said_picks) ----

@pytest.mark.parametrize(("text", "said"), [
    ("help me choose the red jumper or the blue one", "the red jumper, the blue jumper"),
    ("pick the big mug or the small one", "the big mug, the small mug"),
    ("choose the green dress or the black one for me", "the green dress, the black dress"),
    ("which should i wear the long coat or the short one", "the long coat, the short coat"),
    ("decide for me the early train or the late one", "the early train, the late train"),
])
def test_options_with_one_keep_the_first_whole(text: str, said: str) -> None:
    assert picked_options(text) == said


@pytest.mark.parametrize(("text", "said"), [
    ("pick a crayon red green or blue", "red, green, blue"),
    ("pick a film for tonight the lion king or frozen", "the lion king, frozen"),
])
def test_a_kind_said_before_its_options_is_still_no_option(text: str, said: str) -> None:
    assert picked_options(text) == said
