"""Two wrong actions of holdout22 by kind (issue 15): a read-out verb with "off" or "out" ("list off every reminder
that's still pending", "rattle off my alarms") cancelled what it asked to hear; and an item wished "adding" to a list
("there's a thing i want adding to the shopping list") put the verb on the list. A read-out never cancels; a wish
with no item asks what to add; "i want bread adding to the list" adds the bread. Through the real rules, recognizer
and skills with a pinned clock, on real timer and list stores."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

_SET = ["remind me at 5 to call mum", "remind me at 6 to feed the cat", "set an alarm for 7 am tomorrow",
        "set a pasta timer for 10 minutes"]
_LEADS = ["", "can you ", "please ", "um "]
_VERBS = ["list off", "read off", "rattle off", "reel off", "read me out", "read out", "list"]
_THINGS = {"reminder": ["every reminder that's still pending", "my reminders", "all the reminders i have"],
           "alarm": ["my alarms", "every alarm i set", "the alarms that are still on"],
           "timer": ["all the timers", "the timers that are running"]}
_HEARD = {"reminder": r"call mum", "alarm": r"7 am", "timer": r"pasta"}


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living_room": 18}, lists=ListSkill(InMemoryStore())) as s:
        for text in _SET:
            say(s, text)
        yield s


def _read_outs() -> list[tuple[str, str]]:
    cases = [(f"{lead}{verb} {thing}", kind) for kind, things in _THINGS.items()
             for lead, verb, thing in itertools.product(_LEADS, _VERBS, things)]
    return cases[::5]  # a spread of the product, every kind and verb


@pytest.mark.parametrize(("text", "kind"), _read_outs())
def test_a_read_out_reads_and_never_cancels(skills: LocalSkills, text: str, kind: str) -> None:
    reply = str(say(skills, text))
    assert len(skills.timers.list("anna")) == len(_SET), reply
    assert "cancel" not in reply.lower(), reply


@pytest.mark.parametrize("text", ["list off every reminder that's still pending", "read off my alarms",
                                  "reel off all the timers", "read me out every reminder"])
def test_the_read_out_says_the_things(skills: LocalSkills, text: str) -> None:
    kind = next(k for k in _HEARD if k in text)
    assert _HEARD[kind] in str(say(skills, text)).lower()


@pytest.mark.parametrize("text", ["get rid of every reminder that's still pending", "turn off all the timers",
                                  "read out my reminders then cancel them"])
def test_a_cancel_said_still_cancels(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert len(skills.timers.list("anna")) < len(_SET)


def _items(skills: LocalSkills) -> list[str]:
    return sorted(i.text for i in skills.named.lists.lists.items("anna", "shopping"))


@pytest.mark.parametrize("text", [
    f"{lead}{thing} i {want} {verb} to the {name}list"
    for lead, thing, want, verb, name in itertools.product(
        ["", "oh "], ["theres a thing", "theres something", "there is something"], ["want", "need"],
        ["adding", "added", "putting"], ["", "shopping "])][::3])
def test_a_wish_with_no_item_asks_and_adds_nothing(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert _items(skills) == [], reply
    assert "what should i add" in reply.lower(), reply


@pytest.mark.parametrize(("text", "item"), [
    ("i want bread adding to the list", "bread"), ("id like cheese putting on the shopping list", "cheese"),
    ("we need milk adding to the shopping list", "milk"), ("i want some apples adding to the list", "apples"),
    ("i want adding rice to the list", "rice")])
def test_the_item_wished_adding_is_added_without_the_verb(skills: LocalSkills, text: str, item: str) -> None:
    say(skills, text)
    assert _items(skills) == [item]


@pytest.mark.parametrize("text", [
    f"{lead}{there} {thing} {who} remind me {of}{tail}" for lead, there, thing, who, of, tail in itertools.product(
        ["", "oh "], ["theres", "there is", "ive got"], ["something", "a thing"],
        ["you need to", "i want you to", "you have to"], ["of", "about"], ["", " later"])][::4])
def test_a_reminder_announced_without_its_task_asks_what(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert len(skills.timers.list("anna")) == len(_SET), reply
    assert "what should i remind you about" in reply.lower(), reply


_NAMES = ["dumplings", "pie", "rice", "gammon", "fish fingers"]
_FRAMES = ["{n} timer, make it {d}", "the {n} timer set it for {d} please", "um {n} timer give it {d}",
           "my {n} timer for {d}"]
_LENGTHS = {"11 minutes": 11, "forty minutes": 40, "twenty five minutes": 25, "an hour and a half": 90}


@pytest.mark.parametrize(("text", "name", "minutes"), [
    (frame.format(n=name, d=length), name, minutes) for frame, name, (length, minutes) in itertools.product(
        _FRAMES, _NAMES, _LENGTHS.items())][::3])
def test_a_timer_named_first_keeps_its_name(skills: LocalSkills, text: str, name: str, minutes: int) -> None:
    reply = str(say(skills, text))
    named = [t for t in skills.timers.list("anna") if t.label == name]
    assert len(named) == 1, reply
    assert name in reply, reply


@pytest.mark.parametrize("text", ["the pasta timer was 11 minutes", "dont make the egg timer 5 minutes",
                                  "which timer make it 5 minutes", "the pie timer never needs 40 minutes",
                                  "did the rice timer take 20 minutes"])
def test_a_named_timer_told_or_asked_about_sets_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert len(skills.timers.list("anna")) <= len(_SET)


@pytest.mark.parametrize("text", ["the pasta, how many minutes are left on them", "the pasta how long has it got",
                                  "so the pasta, how much time is left on it", "the pasta how much longer"])
def test_the_timed_thing_said_first_then_asked_about(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert "pasta timer has 10 minutes" in reply, reply
    assert len(skills.timers.list("anna")) == len(_SET)


@pytest.mark.parametrize(("text", "heard"), [
    (f"{lead}{time} alarm{when}{why}", heard) for lead, (time, heard), when, why in itertools.product(
        ["", "um "], [("6:50 am", "6:50 am"), ("7 pm", "7 pm"), ("nine oclock pm", "9 pm")],
        [" tomorrow", " on sunday"], ["", ", ive got an early shift", " please the kids finish school"])][::2] + [
    ("4 oclock this afternoon alarm please the kids finish school", "4 pm")])
def test_an_alarm_said_time_first_with_a_reason_after(skills: LocalSkills, text: str, heard: str) -> None:
    reply = str(say(skills, text))
    assert "alarm set" in reply and heard in reply, reply
    assert len(skills.timers.list("anna")) == len(_SET) + 1


@pytest.mark.parametrize("text", ["6:50 am alarm tomorrow was too early", "6:50 am alarm tomorrow i dont need",
                                  "my 6:50 am alarm tomorrow is too early", "6:50 am alarm sunday my son said",
                                  "6:50 am alarm tomorrow i wonder if its set", "6:50 am alarm tomorrow did i set it"])
def test_an_alarm_told_of_or_asked_about_sets_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert len(skills.timers.list("anna")) == len(_SET)


@pytest.mark.parametrize("text", [
    f"{age}{ask} an alarm for sunday{comma} and {what}" for age, ask, comma, what in itertools.product(
        ["", "im 86 ", "i am 90, "], ["did i set", "have i got"], ["", ","],
        ["for what time", "what time", "when is it", "what time is it for"])][::3])
def test_a_days_alarm_asked_about_with_its_time_after(skills: LocalSkills, text: str) -> None:
    say(skills, "set an alarm for 8 am on sunday")
    reply = str(say(skills, text))
    assert "8 am" in reply and "7 am" not in reply, reply
    assert len(skills.timers.list("anna")) == len(_SET) + 1


@pytest.mark.parametrize(("text", "task"), [
    (f"{who}{link}remind me {when} {task}", task.split()[-1]) for who, link, when, task in itertools.product(
        ["i am new in this country", "im 86", "im a bit forgetful", "i am learning english"], [", ", " so "],
        ["on friday at 2 pm", "tomorrow at 9"], ["for my doctor appointment", "to call the bank"])][::3])
def test_who_speaks_said_first_then_a_reminder(skills: LocalSkills, text: str, task: str) -> None:
    reply = str(say(skills, text))
    assert task in reply and "remind you" in reply, reply
    assert len(skills.timers.list("anna")) == len(_SET) + 1


@pytest.mark.parametrize("text", ["im going to ask you to remind me at 5 to call mum", "im glad you didnt remind me at 5",
                                  "i am asking my wife to remind me at 5 to call mum",
                                  "im sure she said remind me at 5 to call mum", "im not sure remind me at 5"])
def test_a_lead_that_reports_wishes_or_doubts_sets_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert len(skills.timers.list("anna")) == len(_SET)


@pytest.mark.parametrize("text", ["i want adding to the shopping list", "we need adding to the list",
                                  "id like putting on the shopping list"])
def test_a_wish_of_only_the_verb_asks_and_the_answer_is_added(skills: LocalSkills, text: str) -> None:
    assert "what should i add" in str(say(skills, text)).lower()
    assert _items(skills) == []
    say(skills, "cat litter", 3)
    assert _items(skills) == ["cat litter"]
