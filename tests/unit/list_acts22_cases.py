"""Round 22's list kinds (holdout24's list failures, by kind): an item said first, a remark, then "add it to the list"
("oh and toothpaste were on the last tube add it to the list"); two list changes in one breath, the one taken off
said with "the" and held on a list, the one put on said bare ("take the tomatoes off and put coffee on"); a list said
to need something added with no item ("the shopping list needs something adding": asked what, never read back); and
the item given as the answer after that ("tin foil", "yoghurt as well").

``DEV`` is generated over leads, items, remarks, verbs and lists; ``NEVER_TUNED`` is a second vocabulary written in
one go before any code changed (other speakers: a child, an older person, a learner, recognizer text without
apostrophes), measured and reported, its must-nots asserted. Each case: (said before, said, check) where check is
("add", item), ("pair", gone, added), ("ask",) or ("not", item) — "not": nothing is added to any list and the item is
on none (a held item taken off, as said, may go). The household's shopping list holds ``HELD`` before each case; nothing else is set.
"""

from __future__ import annotations

import itertools

HELD = ["tomatoes", "bread", "eggs", "biscuits", "oranges", "cheese", "flour", "milk"]
Case = tuple[tuple[str, ...], str, tuple[str, ...]]

# --- generated (tuned on) ---------------------------------------------------------------------------------------
_LEADS = ["", "oh ", "oh and ", "um ", "and ", "so "]
_FIRST_ITEMS = ["toothpaste", "washing up liquid", "kitchen roll", "bin bags", "the shampoo"]
_REMARKS = ["were on the last tube", "weve run out", "theres none left", "we used the last of it",
            "i finished it this morning"]
_ASKS = ["add it to the list", "put it on the list", "stick it on the shopping list", "can you add it to the list",
         "add it to my shopping list please"]
ITEM_FIRST: list[Case] = [
    ((), f"{lead}{item} {remark} {ask}", ("add", item.removeprefix("the ")))
    for lead, item, remark, ask in itertools.product(_LEADS, _FIRST_ITEMS, _REMARKS, _ASKS)][::7]

# the remark said of the item itself, or none ("toothpaste is nearly gone add it to the list", "oh and toothpaste add
# it to the list"): written after the first fix, before the reader was widened to them
_OWN_REMARKS = ["is nearly gone", "has run out", "is all gone", "running low", "are finished"]
ITEM_FIRST_OWN: list[Case] = [
    ((), f"{lead}{item} {remark}{' ' if remark else ''}{ask}", ("add", item))
    for lead, item, remark, ask in itertools.product(
        ["", "oh ", "oh and "], ["toothpaste", "washing up liquid", "bin bags"], [*_OWN_REMARKS, ""], _ASKS[:3])][::2]

_TAKES = ["take the {} off", "cross the {} off", "knock the {} off", "take {} off"]
_PUTS = ["put {} on", "stick {} on", "pop {} on", "add {}"]
PAIRS: list[Case] = [
    ((), f"{lead}{take.format(gone)} and {put.format(added)}", ("pair", gone, added))
    for lead, take, put, (gone, added) in itertools.product(
        ["", "um ", "right "], _TAKES, _PUTS, [("tomatoes", "coffee"), ("eggs", "dog food"), ("bread", "rice")])][::3]
PAIRS_REVERSED: list[Case] = [
    ((), f"{put.format(added)} and {take.format(gone)}", ("pair", gone, added))
    for take, put, (gone, added) in itertools.product(
        _TAKES[:3], _PUTS[:3], [("tomatoes", "coffee"), ("cheese", "butter")])]

# the put said with "instead", "on it" or "on there", or the two said with no "and" (a comma the recognizer dropped)
PAIRS_SAID_ON: list[Case] = [
    ((), f"{take.format(gone)}{join}{put.format(added).removesuffix(' on' if tail[:3] == ' on' else '~')}{tail}",
     ("pair", gone, added))
    for take, put, join, tail, (gone, added) in itertools.product(
        _TAKES[:2], _PUTS[:2], [" and ", " ", " then "], ["", " instead", " on it", " on there"],
        [("tomatoes", "coffee"), ("bread", "rice")]) if not (put == _PUTS[3] and tail.startswith(" on"))][::2]

_NEEDS = ["the shopping list needs something adding", "the shopping list needs something adding to it",
          "my shopping list needs something adding", "the shopping list needs a few things adding",
          "something needs adding to the shopping list", "the shopping list needs something putting on it",
          "um the shopping list needs something adding", "the to do list needs something adding",
          "our shopping list needs another thing adding", "the list needs something adding"]
NEEDS: list[Case] = [((), said, ("ask",)) for said in _NEEDS]
ANSWERS: list[Case] = [
    ((need,), answer, ("add", item)) for need, (answer, item) in itertools.product(
        _NEEDS[:4], [("tin foil", "tin foil"), ("yoghurt as well", "yoghurt"), ("um cling film", "cling film")])]
MORE_AFTER: list[Case] = [
    ((f"oh and toothpaste {remark} add it to the list",), more, ("add", item))
    for remark, (more, item) in itertools.product(
        _REMARKS[:3], [("yoghurt as well", "yoghurt"), ("and tin foil", "tin foil"), ("cling film too", "cling film")])]

MUST_NOT: list[Case] = [
    ((), "take the chicken off and put rice on", ("not", "rice")),
    ((), "take the pan off and put pasta on", ("not", "pasta")),
    ((), "take the tomatoes off and put the kettle on", ("not", "kettle")),
    ((), "take the tomatoes off and put the coffee on", ("not", "coffee")),
    ((), "take the eggs off and put your coat on", ("not", "coat")),
    ((), "oh and toothpaste were on the last tube dont add it to the list", ("not", "toothpaste")),
    ((), "oh and toothpaste were on the last tube but dont put it on the list", ("not", "toothpaste")),
    ((), "my wife said toothpaste were out of it add it to the list", ("not", "my wife said toothpaste")),
    ((), "the shopping list doesnt need anything adding", ("not", "anything")),
    ((), "the shopping list needs nothing adding", ("not", "nothing")),
    ((), "does the shopping list need something adding", ("not", "something")),
    ((), "i dont think the shopping list needs something adding", ("not", "something")),
    ((), "take the tomatoes off the heat and put pasta on", ("not", "pasta")),
    ((), "if toothpaste runs out add it to the list", ("not", "toothpaste")),
    ((), "toothpaste if we run out add it to the list", ("not", "toothpaste")),
    ((), "toothpaste is fine dont add it to the list", ("not", "toothpaste")),
    ((), "my wife said toothpaste is gone add it to the list", ("not", "wife said toothpaste")),
    ((), "what toothpaste add it to the list", ("not", "what toothpaste")),
    ((), "just put it on the list", ("not", "just put it")),
    ((), "take the tomatoes off put the kettle on", ("not", "kettle")),
    ((), "take the chicken off put rice on instead", ("not", "rice")),
    ((), "take the tomatoes off and put pasta in", ("not", "pasta in")),
    ((), "take the tomatoes off and put the coffee on instead", ("not", "coffee")),
    ((), "now add it to the list", ("not", "now")),
]
DEV: list[Case] = [*ITEM_FIRST, *ITEM_FIRST_OWN, *PAIRS, *PAIRS_SAID_ON, *PAIRS_REVERSED, *NEEDS, *ANSWERS, *MORE_AFTER]

# --- never tuned: written in one go before any code changed; measured, its must-nots asserted -------------------
NEVER_TUNED: list[Case] = [
    ((), "ah dishwasher tablets theres only two left pop them on the list", ("add", "dishwasher tablets")),
    ((), "right cat litter the bag is empty bung it on the shopping list", ("add", "cat litter")),
    ((), "and porridge oats we finished them yesterday put them on the list", ("add", "porridge oats")),
    ((), "um crisps we dont got none put them on the list", ("add", "crisps")),
    ((), "toothbrush its finish please add it to list", ("add", "toothbrush")),
    ((), "oh and teabags were nearly out could you put them on the list", ("add", "teabags")),
    ((), "so the ketchup were down to the last drop add it to the shopping list", ("add", "ketchup")),
    ((), "well kitchen foil ive used the last bit stick it on the list please", ("add", "kitchen foil")),
    ((), "scratch the biscuits off and pop cheese on", ("pair", "biscuits", "cheese")),
    ((), "take the oranges off and stick apples on", ("pair", "oranges", "apples")),
    ((), "um knock the flour off and put sugar on", ("pair", "flour", "sugar")),
    ((), "put bananas on and take the milk off", ("pair", "milk", "bananas")),
    ((), "take the milk off then add oat milk", ("pair", "milk", "oat milk")),
    ((), "cross the bread off and add rolls", ("pair", "bread", "rolls")),
    ((), "the to do list needs a job adding", ("ask",)),
    ((), "the shopping list could do with something adding", ("ask",)),
    ((), "shopping list needs something adding to it please", ("ask",)),
    ((), "the shopping list needs a couple of things adding", ("ask",)),
    ((), "something wants adding to the shopping list", ("ask",)),
    (("the shopping list needs something adding",), "baking powder", ("add", "baking powder")),
    (("the shopping list needs something adding",), "sponges as well", ("add", "sponges")),
    (("oh and toothpaste were on the last tube add it to the list",), "mouthwash too", ("add", "mouthwash")),
    ((), "take the lid off and put sugar in", ("not", "sugar")),
    ((), "take the cake off and put the biscuits on", ("not", "the biscuits")),
    ((), "take the baby off and put her nappy on", ("not", "her nappy")),
    ((), "ketchup were out of it but dont add it to the list", ("not", "ketchup")),
    ((), "does the to do list need something adding", ("not", "something")),
    ((), "the shopping list doesnt need nothing adding", ("not", "nothing")),
    ((), "my son said crisps add them to the list", ("not", "my son said crisps")),
]
NEVER_TUNED_MUST_NOT = [c for c in NEVER_TUNED if c[2][0] == "not"]

# --- a bare item said with nothing asked before it: offered, never added unasked ("tin foil", "yoghurt as well") --
# each: said, then the item offered (None: no offer; nothing is ever added by the bare item alone)
BARE_DEV: list[tuple[str, str | None]] = [
    *[(f"{lead}{item}{tail}", item) for lead, item, tail in itertools.product(
        ["", "oh ", "um ", "and "], ["tin foil", "yoghurt", "cling film", "toothpaste", "bin bags"],
        ["", " as well", " too", " please"])][::3],
    ("mum", None), ("the kettle", None), ("lights", None), ("weather", None), ("jokes", None), ("dinner", None),
    ("timer", None), ("thanks", None), ("hello", None), ("ten minutes", None), ("my keys", None), ("nothing", None),
    ("no yoghurt", None), ("not yoghurt", None), ("yes", None), ("paris", None), ("the news", None),
]
BARE_NEVER_TUNED: list[tuple[str, str | None]] = [
    ("washing powder", "washing powder"), ("uh kitchen roll", "kitchen roll"), ("tomato ketchup as well", "tomato ketchup"),
    ("and some cheddar", "cheddar"), ("nappies please", "nappies"), ("sausages too", "sausages"),
    ("daddy", None), ("my phone", None), ("the telly", None), ("music", None), ("bedtime", None), ("football", None),
    ("rain", None), ("half past six", None), ("london", None), ("no thanks", None),
]
