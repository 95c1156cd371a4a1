"""Items said in one breath after the recognizer dropped the commas ("add eggs, bread and milk" reaches the list as
"eggs bread and milk"): each item stored on its own, and a name of several words never cut into pieces."""

import pytest

from gpt_home.skills.lists import split_items


@pytest.mark.parametrize(("said", "items"), [
    ("eggs bread and milk", ["eggs", "bread", "milk"]),
    ("apples bread", ["apples", "bread"]),
    ("oats milk and honey", ["oats", "milk", "honey"]),
    ("tea bags tomatoes and oat milk", ["tea bags", "tomatoes", "oat milk"]),
    ("fish fingers peas", ["fish fingers", "peas"]),
    ("tea bags coffee pods milk", ["tea bags", "coffee pods", "milk"]),
    ("coffee pods butter onions", ["coffee pods", "butter", "onions"]),
])
def test_items_run_together_are_stored_one_by_one(said: str, items: list[str]) -> None:
    assert split_items(said) == items


@pytest.mark.parametrize("said", [
    "chocolate milk", "milk chocolate", "garlic bread", "garlic bread rolls", "chicken stock cubes", "hot dog buns",
    "apple juice cartons", "ice cream cones", "tea bags", "coffee pods", "kitchen roll", "toilet roll bleach",
    "dishwasher tablets", "mince pies", "cheese biscuits", "beef mince", "chicken breasts", "soy sauce",
])
def test_a_name_of_several_words_stays_one_item(said: str) -> None:
    assert split_items(said) == [said]
