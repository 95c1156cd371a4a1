"""Lists by voice over the real embedded Postgres: ListSkill.handle_list_intent (the matcher of helper "intents"
calls it with Home Assistant's intent names; until then the tests drive it directly) and ListStore."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from gpt_home.memory.manager import user_label
from gpt_home.skills.list_store import MAX_ITEM_CHARS, MAX_ITEMS, ListStore, item_match_key, list_slug
from gpt_home.skills.lists import ListSkill, split_items

ADD, REMOVE, SHOW, CLEAR = "HassShoppingListAddItem", "HassListRemoveItem", "HassListShow", "HassListClear"


class StepClock:
    """An injected clock that moves one second per reading."""

    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@pytest.fixture
def skill(db) -> ListSkill:
    return ListSkill(db.store, clock=StepClock())


def _rows(db, user_id: str) -> list[dict]:
    with db.pool.connection() as conn:
        return conn.execute("SELECT prefix, key, value FROM store WHERE starts_with(prefix, %s) ORDER BY prefix, key",
                            (f"lists.{user_label(user_id)}.",)).fetchall()


def test_add_show_remove_clear_in_natural_words(skill: ListSkill, db, user_id: str) -> None:
    assert skill.handle_list_intent(SHOW, {}, user_id) == "Your shopping list is empty."
    reply = skill.handle_list_intent(ADD, {"item": "eggs and bread"}, user_id)
    assert reply == "I've added eggs and bread to your shopping list."
    assert skill.handle_list_intent("HassListAddItem", {"item": "apples", "name": "shopping"}, user_id) == (
        "I've added apples to your shopping list.")
    assert skill.handle_list_intent(SHOW, {"name": "shopping"}, user_id) == (
        "You have eggs, bread and apples on your shopping list.")
    assert {r["value"]["text"] for r in _rows(db, user_id)} == {"eggs", "bread", "apples"}
    assert all(r["prefix"] == f"lists.{user_label(user_id)}.shopping" for r in _rows(db, user_id))

    assert skill.handle_list_intent(REMOVE, {"item": "milk"}, user_id) == "Milk isn't on your shopping list."
    assert skill.handle_list_intent(REMOVE, {"item": "the eggs"}, user_id) == (
        "I've removed eggs from your shopping list.")
    assert skill.handle_list_intent(SHOW, {}, user_id) == "You have bread and apples on your shopping list."
    assert skill.handle_list_intent(CLEAR, {}, user_id) == "I've cleared your shopping list."
    assert _rows(db, user_id) == []
    assert skill.handle_list_intent(CLEAR, {}, user_id) == "Your shopping list is already empty."


def test_duplicates_plurals_and_singular_verbs(skill: ListSkill, db, user_id: str) -> None:
    skill.handle_list_intent(ADD, {"item": "apples"}, user_id)
    assert skill.handle_list_intent(ADD, {"item": "an apple"}, user_id) == (
        "Apples are already on your shopping list.")
    assert skill.handle_list_intent(ADD, {"item": "milk, apples"}, user_id) == (
        "I've added milk to your shopping list; apples were already on it.")
    assert skill.handle_list_intent(ADD, {"item": "milk"}, user_id) == "Milk is already on your shopping list."
    assert skill.handle_list_intent(REMOVE, {"item": "apple"}, user_id) == (
        "I've removed apples from your shopping list.")
    assert skill.handle_list_intent(REMOVE, {"item": "eggs"}, user_id) == "Eggs aren't on your shopping list."
    assert len(_rows(db, user_id)) == 1


def test_to_do_list_is_its_own_list(skill: ListSkill, user_id: str) -> None:
    assert skill.handle_list_intent("HassListAddItem", {"item": "call the plumber", "name": "to-do"}, user_id) == (
        "I've added call the plumber to your to-do list.")
    assert skill.handle_list_intent(SHOW, {"name": "todo"}, user_id) == (
        "You have one thing to do: call the plumber.")
    assert skill.handle_list_intent(SHOW, {}, user_id) == "Your shopping list is empty."
    assert skill.lists.names(user_id) == ["to-do"]


def test_ticked_off_items_are_not_read_back_and_come_back_when_added(skill: ListSkill, user_id: str) -> None:
    skill.handle_list_intent(ADD, {"item": "eggs"}, user_id)
    [eggs] = skill.lists.items(user_id, "shopping")
    skill.lists.set_done(user_id, "shopping", eggs.key, True)
    assert skill.handle_list_intent(SHOW, {}, user_id) == "Everything on your shopping list is ticked off."
    assert skill.handle_list_intent(ADD, {"item": "eggs"}, user_id) == "I've added eggs to your shopping list."
    assert [(i.key, i.done) for i in skill.lists.items(user_id, "shopping")] == [(eggs.key, False)]


def test_empty_item_asks_what_to_add(skill: ListSkill, user_id: str) -> None:
    assert skill.handle_list_intent(ADD, {"item": ""}, user_id) == "What should I add to your shopping list?"
    assert skill.handle_list_intent(REMOVE, {}, user_id) == "What should I take off your shopping list?"


def test_huge_and_markup_items_are_bounded_and_stored_plain(skill: ListSkill, db, user_id: str) -> None:
    skill.handle_list_intent(ADD, {"item": "bread"}, user_id)
    reply = skill.handle_list_intent(ADD, {"item": "x" * 5000}, user_id)
    assert reply.startswith("Sorry, that's too long") and len(reply) < 120
    reply = skill.handle_list_intent(ADD, {"item": "y" * (MAX_ITEM_CHARS + 1)}, user_id)
    assert reply.startswith("Sorry, that's too long") and len(reply) < 120
    markup = '<script>alert(1)</script>'
    assert skill.handle_list_intent(ADD, {"item": markup}, user_id) == f"I've added {markup} to your shopping list."
    assert sorted(r["value"]["text"] for r in _rows(db, user_id)) == [markup, "bread"]  # stored as said


def test_a_thousand_items_are_refused_with_a_clear_reply(skill: ListSkill, db, user_id: str) -> None:
    reply = skill.handle_list_intent(ADD, {"item": ", ".join(f"thing {n}" for n in range(1000))}, user_id)
    assert reply == "Sorry, I can add at most 20 things at once." or reply.startswith("Sorry, that's too long")
    assert _rows(db, user_id) == []


def test_a_full_list_says_so_and_keeps_what_it_has(db, user_id: str) -> None:
    store = ListStore(db.store, clock=StepClock())
    for start in range(0, MAX_ITEMS, 20):
        store.add(user_id, "shopping", [f"item {n}" for n in range(start, start + 20)])
    skill = ListSkill(db.store, clock=StepClock())
    assert skill.handle_list_intent(ADD, {"item": "one more thing"}, user_id) == (
        f"Your shopping list is full: it holds at most {MAX_ITEMS} things. Remove some first.")
    assert len(_rows(db, user_id)) == MAX_ITEMS
    reply = skill.handle_list_intent(SHOW, {}, user_id)
    assert reply.startswith(f"You have {MAX_ITEMS} things on your shopping list: item 0, item 1,")
    assert reply.endswith(f"and {MAX_ITEMS - 10} more.")


def test_bad_list_name_and_unknown_intent_do_not_crash(skill: ListSkill, user_id: str) -> None:
    assert skill.handle_list_intent(SHOW, {"name": "z" * 500}, user_id).startswith("Sorry, a list name")
    assert skill.handle_list_intent("HassTurnOn", {}, user_id) == "Sorry, I can't do that with lists."


def test_clearing_memory_keeps_the_lists(skill: ListSkill, db, memory_service, user_id: str) -> None:
    skill.handle_list_intent(ADD, {"item": "eggs"}, user_id)
    memory_service.add(user_id, "the spare key is under the mat")
    memory_service.clear(user_id)
    assert memory_service.list(user_id) == []
    assert [r["value"]["text"] for r in _rows(db, user_id)] == ["eggs"]


def test_splitting_and_matching_rules() -> None:
    assert split_items("eggs and bread, apples") == ["eggs", "bread", "apples"]
    assert split_items("some milk & a loaf of bread.") == ["milk", "loaf of bread"]
    assert split_items("like bananas and um cereal") == ["bananas", "cereal"]  # fillers are no part of an item
    assert item_match_key("The Tomatoes") == item_match_key("tomato")
    assert item_match_key("berries") == item_match_key("berry")
    assert list_slug("my grocery list") == "shopping" and list_slug("To Do") == "to-do"
    assert list_slug("camping list") == "camping"


def test_lists_by_voice_through_the_assistant(settings, db, user_id: str) -> None:
    """The real matcher and household wiring: sentences in, list rows in Postgres, natural replies out."""
    from gpt_home.wiring import build_household

    household = build_household(settings, db, chat_model=None)
    ask = household.assistant.ask
    try:
        t0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
        said = ["add eggs and bread to my shopping list", "put apples on the list", "what's on my shopping list",
                "take eggs off the list", "what's on my shopping list"]
        replies = [ask(text, user_id=user_id, now=t0 + timedelta(seconds=5 * n)).text for n, text in enumerate(said)]
    finally:
        household.assistant.close()
    assert replies == ["I've added eggs and bread to your shopping list.", "I've added apples to your shopping list.",
                       "You have eggs, bread and apples on your shopping list.",
                       "I've removed eggs from your shopping list.", "You have bread and apples on your shopping list."]
    assert sorted(r["value"]["text"] for r in _rows(db, user_id)) == ["apples", "bread"]


@pytest.mark.parametrize("said", ["theres something i need", "a thing we need", "away everything", "something else",
                                  "stuff"])
def test_words_that_name_no_thing_are_asked_about_never_stored(skill: ListSkill, user_id: str, said: str) -> None:
    assert skill.handle_list_intent(ADD, {"item": said}, user_id) == "What should I add to your shopping list?"
    assert skill.handle_list_intent(SHOW, {}, user_id) == "Your shopping list is empty."
    assert skill.handle_list_intent(ADD, {"item": "something for the garden"}, user_id) == (
        "I've added something for the garden to your shopping list.")  # a real description stays an item
