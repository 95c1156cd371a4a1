"""A remark said after a request (issue 15, round 26), through the real local skills: a list item, a reminder's task
and a timer's name end where the remark starts, every item said is kept, and a clause that is the request's own is
never cut (agent/remark_after.py, shared by the list, reminder and timer-name readers)."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.agent.remark_after import without_remark, without_tail
from gpt_home.skills.local import LocalSkills


@pytest.mark.parametrize("said, item", [
    ("add strawberry yoghurt the kids go mad for it", "strawberry yoghurt"),
    ("add crisps the boys love them", "crisps"),
    ("add cereal our daughter wants the chocolate one", "cereal"),
    ("add bread to the list, the last loaf went mouldy", "bread"),
    ("can you add eggs please, the chickens stopped laying", "eggs"),
    ("add lemons, i am making a cake", "lemons"),
    ("put bin bags on the list we have none left", "bin bags"),
    ("put cat food on the list she only eats the posh one", "cat food"),
    ("put chocolate buttons on the list pleeease", "chocolate buttons"),
    ("add dishwasher tablets we've run out again honestly", "dishwasher tablets"),
])
def test_a_remark_after_a_list_item_is_never_stored(house: LocalSkills, said: str, item: str) -> None:
    assert say(house, said) == f"I've added {item} to your shopping list."
    assert say(house, "whats on my shopping list", 20) == f"You have {item} on your shopping list."


@pytest.mark.parametrize("said, items", [
    ("add tomatoes and onions we're making curry tonight", "tomatoes and onions"),
    ("add sausages and beans the kids want a fry up", "sausages and beans"),
    ("add milk and bread because we are nearly out", "milk and bread"),
])
def test_every_item_said_before_the_remark_is_kept(house: LocalSkills, said: str, items: str) -> None:
    assert say(house, said) == f"I've added {items} to your shopping list."


def test_a_clause_that_is_the_jobs_own_stays_on_the_to_do_list(house: LocalSkills) -> None:
    reply = say(house, "add call mum to ask if she needs anything to my to do list")
    assert reply == "I've added call mum to ask if she needs anything to your to-do list."


@pytest.mark.parametrize("said, task", [
    ("remind me at 6 to feed the cat she gets grumpy", "feed the cat at 6 pm"),
    ("remind me in an hour to charge my phone its nearly dead", "charge your phone at 11:25 am"),
    ("remind me friday at 9 am to send the rent theres a late fee", "send the rent at 9 am on Friday"),
    # the task's own clause or person, never a remark
    ("remind me to tell dad we are late at 5", "tell dad we are late at 5 pm"),
    ("remind me to pick the kids up from school at 3", "pick the kids up from school at 3 pm"),
    ("remind me at 7 to walk the dog on its lead", "walk the dog on its lead at 7 pm"),
])
def test_a_reminders_task_ends_where_the_remark_starts(house: LocalSkills, said: str, task: str) -> None:
    assert say(house, said) == f"Okay, I'll remind you to {task}."


@pytest.mark.parametrize("said, name, length", [
    ("timer 25 minutes for the cake, fingers crossed", "cake", "25 minutes"),
    ("put a timer on for 3 minutes for the eggs, soft boiled is best", "eggs", "3 minutes"),
    ("set a timer for 12 minutes for the pizza, the kids are starving", "pizza", "12 minutes"),
    ("start a 5 minute timer for the tea fingers crossed it works", "tea", "5 minutes"),
])
def test_a_timers_name_ends_where_the_remark_starts(house: LocalSkills, said: str, name: str, length: str) -> None:
    assert say(house, said) == f"Okay, {name} timer set for {length}."


@pytest.mark.parametrize("said, kept", [
    ("add bread the kids go mad for it", "add bread"),
    ("feed the cat she gets grumpy", "feed the cat"),
    ("for the cake fingers crossed", "for the cake"),
    ("for the eggs soft boiled is best", "for the eggs"),
    ("add yoghurt for the kids", "add yoghurt for the kids"),
    ("ask if she needs anything", "ask if she needs anything"),
    ("tell john we are late", "tell john we are late"),
    ("give the tortoise its dinner", "give the tortoise its dinner"),
])
def test_the_shared_reader(said: str, kept: str) -> None:
    assert without_remark(said) == kept


def test_a_thing_told_of_only_where_asked() -> None:
    assert without_remark("add bread the last loaf went mouldy", told_of=True) == "add bread"
    assert without_remark("check the boiler is working") == "check the boiler is working"
    assert without_tail("put buttons on the list pleeease") == "put buttons on the list"


@pytest.mark.parametrize("said", ["oh and kitchen roll we need kitchen roll", "bin bags we are out of bin bags"])
def test_an_item_said_then_needed_is_added(house: LocalSkills, said: str) -> None:
    item = said.removeprefix("oh and ").split(" we ")[0]
    assert say(house, said) == f"I've added {item} to your shopping list."


def test_talk_after_an_announced_item_asks_for_it(house: LocalSkills) -> None:
    assert say(house, "one more for the shopping list, hold on while I think") == "What should I add?"
    assert say(house, "dishwasher tablets", 20) == "I've added dishwasher tablets to your shopping list."


@pytest.mark.parametrize("said", ["the shopping list, bin everything on it", "shopping list, I've thought of something for it",
                                  "is yoghurt on the list or did i forget"])
def test_a_clause_that_carries_the_request_is_no_remark(house: LocalSkills, said: str) -> None:
    reply = str(say(house, said))
    assert "I've added" not in reply and "You have" not in reply
