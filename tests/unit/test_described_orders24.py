"""Round 24 (holdout27 kinds, generated frames x leads x values): timers, alarms and reminders said with a
description round them.

- more or less time on a named timer after a preamble ("im 79 and my eyes are bad, knock 4 minutes off the chips"):
  that timer only, never another, never a new timer ("cut the lasagne timer by 3 minutes" once set a 3-minute timer);
- every timer or alarm described as left over ("clear away all the alarms still set from yesterday"): all of them;
  ONE alarm described ("delete the old alarm from this morning") never cancels every alarm (it asks which);
- one alarm by its part of the day and its clock ("bin the evening alarm, the 7:15 one"): that alarm only;
- reminders with the time first and the task a statement ("an hour from now remind me the washing needs bringing
  in"), a reason after "remind me" ("... remind me or ill forget"), a nudge after the need ("i always forget my
  tablets can you nudge me at 8 tonight"), "at ten to twelve that ..." (11:50, never 10 pm).
Must-nots (questions, negations, reports, past stories) change nothing.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.described_orders import described_orders
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

LEADS = ["", "um ", "I'm 79 and my eyes are bad, ", "the kids are starving so ", "sorry love, ", "grandma here, "]
ADDS = [("put another 4 minutes on the {} timer", 4), ("stick an extra 4 minutes on the {}", 4),
        ("give the {} timer two more minutes", 2), ("the {} timer add ten minutes its not crispy yet", 10),
        ("add half an hour to the {} timer", 30)]
TAKES = [("knock 4 minutes off the {} timer", 4), ("shave five minutes off the {}", 5),
         ("cut the {} timer by three minutes", 3), ("shorten the {} by 2 minutes", 2)]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        say(s, "set a lasagne timer for 40 minutes")
        say(s, "set a chips timer for 30 minutes")
        yield s


def _left(skills: LocalSkills) -> str:
    return say(skills, "what timers have i got", 2) or ""


@pytest.mark.parametrize(("lead", "order", "food"), list(itertools.product(LEADS, ADDS + TAKES, ["lasagne", "chips"])))
def test_time_changed_on_the_named_timer_only(skills: LocalSkills, lead: str, order: tuple[str, int],
                                              food: str) -> None:
    reply = say(skills, lead + order[0].format(food), 1) or ""
    verb = "Took" if order in TAKES else "Added"
    assert reply.startswith(f"{verb} {order[1]} minutes to the {food} timer" if verb == "Added" else
                            f"{verb} {order[1]} minutes off the {food} timer"), reply
    assert "the lasagne timer" in (left := _left(skills)) and "the chips timer" in left  # no timer gone or new


@pytest.mark.parametrize("text", [
    "should I put another 5 minutes on the chips timer", "my dad always puts another 5 minutes on the chips",
    "dont knock any minutes off the lasagne timer", "if you cut the lasagne timer by 3 minutes will it be raw",
    "last time I added half an hour to the lasagne timer it burnt", "she told me to take 2 minutes off the chips",
    "did you put another 5 minutes on the chips timer", "add 5 minutes to the chips and 10 to the lasagne",
])
def test_a_time_change_not_asked_for_now_changes_nothing(skills: LocalSkills, text: str) -> None:
    before = _left(skills)
    say(skills, text, 1)
    assert _left(skills).replace("39 minutes", "40 minutes").replace("29 minutes", "30 minutes") == before


@pytest.mark.parametrize("lead", ["", "er ", "I'm 75, ", "please "])
def test_alarms_by_description(factory: MockFactory, lead: str) -> None:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        for when in ("6:40 am tomorrow", "7:15 pm", "1:20 pm"):
            say(s, f"set an alarm for {when}")
        assert say(s, f"{lead}bin the evening alarm, the 7:15 one", 1) == "Okay, I cancelled the 7:15 pm alarm."
        one = say(s, f"{lead}delete the old alarm from this morning", 2) or ""
        assert "cancelled" not in one  # one described: asked which, never every alarm
        assert "1:20 pm" in (say(s, "what alarms do i have", 3) or "")
        assert say(s, f"{lead}clear away all the alarms still set from yesterday", 4) == "Okay, I cancelled 2 alarms."


@pytest.mark.parametrize("text", ["I cleared out the old timers yesterday", "dont drop the evening alarm the 7:15 one",
                                  "she deleted the old alarm from this morning", "cancel the timers"])
def test_described_must_nots_read_nothing_here(text: str) -> None:
    from gpt_home.agent.intents import normalize
    assert described_orders(normalize(text)) == []


REMINDERS = [
    ("an hour from now remind me the washing needs bringing in", "that the washing needs bringing in at 11:2"),
    ("post the parcel at 4 tonight remind me or ill forget", "to post the parcel at 4 pm"),
    ("walk the dog at half past five remind me he gets grumpy otherwise", "to walk the dog at 5:30 pm"),
    ("i always forget my tablets can you nudge me at 8 tonight", "about your tablets at 8 pm"),
    ("remind me at ten to twelve that the library books are due back", "that the library books are due back at 11:50"),
]


@pytest.mark.parametrize(("lead", "case"), list(itertools.product(["", "um ", "I'm 88 and ", "so "], REMINDERS)))
def test_reminders_said_with_their_time_first_or_a_reason_after(factory: MockFactory, lead: str,
                                                                 case: tuple[str, str]) -> None:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        reply = say(s, lead + case[0]) or ""
        assert reply.startswith("Okay, I'll remind you ") and case[1] in reply, reply


@pytest.mark.parametrize("text", ["my wife forgets her tablets can you imagine", "he said nudge me at 8 tonight",
                                  "i forgot to post the parcel at 4 yesterday"])
def test_reminder_must_nots_set_nothing(factory: MockFactory, text: str) -> None:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        say(s, text)
        assert say(s, "what are my reminders", 1) == "You have no reminders set."


STOPS = ["the {} are cooked so you can cancel the {} timer", "we've eaten already, kill the {1} timer",
         "turn off the timer I set for the {1}, it's burnt", "stop the timer for the {1} please the hob is off",
         "I'm 81, switch off the {1} timer"]


@pytest.mark.parametrize(("frame", "food"), list(itertools.product(STOPS, ["lasagne", "chips"])))
def test_a_timer_stopped_with_a_reason_is_that_timer_only(skills: LocalSkills, frame: str, food: str) -> None:
    assert say(skills, frame.format(food, food), 1) == f"Okay, I cancelled the {food} timer."
    other = "chips" if food == "lasagne" else "lasagne"
    assert f"the {other} timer" in _left(skills)


@pytest.mark.parametrize("text", ["I stopped the chips timer myself", "dont cancel the chips timer",
                                  "did you stop the chips timer", "my son cancelled the chips timer",
                                  "should I turn off the timer for the chips"])
def test_a_stop_not_asked_for_now_stops_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text, 1)
    assert "the chips timer" in _left(skills) and "the lasagne timer" in _left(skills)


@pytest.mark.parametrize(("text", "gone"), [("remove the alarm I set for 6:40 tomorrow", "6:40 am"),
                                            ("get rid of the alarm we set for twenty past one", "1:20 pm"),
                                            ("cancel the alarm I put on for 7:15 tonight please", "7:15 pm")])
def test_an_alarm_named_by_when_it_was_set_for(factory: MockFactory, text: str, gone: str) -> None:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        for when in ("6:40 am tomorrow", "7:15 pm", "1:20 pm"):
            say(s, f"set an alarm for {when}")
        assert say(s, text, 1) == f"Okay, I cancelled the {gone} alarm."
        assert (say(s, "what alarms do i have", 2) or "").startswith("You have 2 alarms")


def test_a_timer_called_its_name(factory: MockFactory) -> None:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        assert say(s, "set a timer called roast for 1 hour 20 minutes") == \
            "Okay, roast timer set for 1 hour and 20 minutes."


@pytest.mark.parametrize(("text", "said"), [
    ("quarter to four the kids need picking up remind me", "that the kids need picking up at 3:45 pm"),
    ("friday at 9 the window cleaner is coming dont let me forget", "that the window cleaner is coming at 9 am on"),
    ("at 6 give me a shout the film starts", "that the film starts at 6 pm"),
    ("um eleven oclock the bins go out remind me", "that the bins go out at 11 am"),
    ("I'm 90 and at 3 the nurse is visiting remind me", "that the nurse is visiting at 3 pm"),
])
def test_the_time_then_the_thing_then_the_ask(factory: MockFactory, text: str, said: str) -> None:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        assert (say(s, text) or "").startswith(f"Okay, I'll remind you {said}")


@pytest.mark.parametrize("text", ["at 6 the film starts", "at 6 the film starts he said remind me",
                                  "give me a shout if you need anything",
                                  "yesterday at 3 the nurse was visiting remind me"])
def test_a_thing_told_with_its_time_is_no_reminder(factory: MockFactory, text: str) -> None:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        say(s, text)
        assert say(s, "what are my reminders", 1) == "You have no reminders set."


@pytest.mark.parametrize("text", ["read me out my timers and alarms please",
                                  "can you go through my alarms timers and reminders",
                                  "um what are all my reminders and alarms", "I'm 80, tell me my timers and my reminders"])
def test_two_kinds_asked_for_are_both_read_out(factory: MockFactory, text: str) -> None:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        say(s, "set a chips timer for 30 minutes")
        say(s, "set an alarm for 7 am tomorrow")
        say(s, "remind me at 3 pm to ring the bank")
        reply = say(s, text, 1) or ""
        assert "chips timer" in reply and "7 am tomorrow" in reply and "ring the bank" in reply, reply


def test_two_kinds_talked_about_are_not_read_out() -> None:
    from gpt_home.agent.intents import normalize
    assert described_orders(normalize("whats the difference between timers and alarms")) == []
    assert described_orders(normalize("my phone shows all my alarms and timers")) == []
