"""The list skill: a recognised list intent (Home Assistant's intent names) becomes a change to a household list and
a short, natural spoken reply ("I've added eggs and bread to your shopping list.").

The matcher (agent/intents, hassil) recognises the sentence and calls ``ListSkill.handle_list_intent`` with the
intent name and its slots: ``item`` (raw text, possibly several items: "eggs and bread, apples") and ``name`` (the
list; "shopping" when absent). Storage and bounds live in ``skills/list_store.py``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from datetime import datetime

import psycopg
from langgraph.store.base import BaseStore

from gpt_home.errors import GptHomeError, InvalidInputError, StoreError
from gpt_home.skills.list_store import (
    MAX_ITEM_CHARS,
    MAX_ITEMS,
    MAX_ITEMS_PER_COMMAND,
    ListItem,
    ListStore,
    item_match_key,
    list_slug,
    spoken_list_name,
    task_key,
)
from gpt_home.skills import said_commas
from gpt_home.skills.phrases import join_and

_LOGGER = logging.getLogger(__name__)
LIST_INTENTS = frozenset({"HassShoppingListAddItem", "HassListAddItem", "HassListRemoveItem", "HassListShow", "GptListHasItem",
                          "HassListClear"})
MAX_SPOKEN_ITEMS = 10  # read back at most this many; the rest is counted
MAX_RAW_ITEM_CHARS = 2000  # longer slot text is refused before it is even split
STORE_DOWN_REPLY = "Sorry, I can't reach my database right now, so I couldn't change your list."

_SPLIT_RE = re.compile(r"\s*(?:,|;|\band then\b|\band also\b|\band\b|&|\bplus\b|\bas well as\b|\balong with\b)\s*", re.IGNORECASE)
# "yoghurt oh and also bananas": a filler after an item is no part of it
_TRAILING_RE = re.compile(r"(?:\s+(?:oh|um|uh|er|erm|too|as well|please))+$", re.IGNORECASE)
_NOT_AN_ITEM = frozenset("it them that those this these something anything stuff things".split())
# "theres something i need", "a thing we need", "away everything": words that name no thing (asked back, never stored)
_VAGUE_ITEM = re.compile(r"^(?:(?:there ?s|there is|away|out)\s+)?(?:(?:some|a|one|the)\s+)?(?:something|anything|"
                         r"everything|nothing|thing|things|stuff|item|items)(?:\s+(?:i|we|you)\s+(?:need|want|must get|"
                         r"have to get|should get|forgot)\b.*|\s+else)?$", re.IGNORECASE)
# "the kitchen light on and milk", "washing on and add soap", "and take the butter off the shopping": a second request
# read into an item or a list's name (never stored: said again, one request at a time)
_SECOND_REQUEST = re.compile(r"\b(?:on|off) and\b|\b(?:and|then) (?:add|put|take|remove|delete|turn|switch|set|"
                             r"cross|tick|stick|pop)\b", re.IGNORECASE)
ONE_REQUEST = "I didn't catch that: say it again, one request at a time."
_LEADING_RE = re.compile(r"^(?:(?:a|an|some|the|more|also|like|um|uh|er|erm|to (?:buy|get|pick up)(?= (?!(?:anything|something|everything|stuff|things)\b)))\s+)+",
                         re.IGNORECASE)  # "i need to buy batteries add them": "batteries"  # "like" said as a filler


# "the kids yoghurts", "the dogs biscuits": whose thing it is, said after "the", is one item (round 25 stored "kids"
# and "yoghurts")
_OWNED = re.compile(r"^(?:the|my|our) (?:kids|kid s|childrens|dogs|cats|boys|girls|twins|babys|mums|dads|nans|grandads)"
                    r"'? \S", re.IGNORECASE)


def split_items(raw: str) -> list[str]:
    """ "eggs and bread, apples" -> ["eggs", "bread", "apples"] (articles dropped, blanks ignored)."""
    said = [p.strip(" .!?\"'") for p in _SPLIT_RE.split(raw)]
    owned = {_LEADING_RE.sub("", p) for p in said if _OWNED.match(p)}
    parts = [_TRAILING_RE.sub("", _LEADING_RE.sub("", p)) for p in said]
    # "bananas apples and grapes" (no commas from a recognizer): a run of plural nouns is several items
    several = len([p for p in parts if p.strip()]) > 1  # "milk bread eggs and butter": an enumeration said
    parts = [t for p in parts for t in (_TASK_CUT.split(p) if several and _TASK_CUT.match(p) else [p])]
    parts = [w for p in parts for w in ([p] if p in owned else p.split() if _plural_run(p) or (several and _enumerated(p))
                                        else _named_run(p) or _plural_first(p) or [p])]
    return [p.strip() for p in parts if p.strip()]


# "ring the dentist fix the gate and pay the window cleaner" (the comma lost): jobs said one after another, each a
# verb and what it is done to, are each a task
_TASK_VERB = (r"(?:ring|call|phone|fix|pay|book|buy|wrap|clean|email|text|write|post|send|renew|cancel|collect|order|"
              r"check|sort|mow|paint|return|visit|pick up|drop off|sort out) (?:the|my|a|an|our|his|her|their|some)\b")
_TASK_CUT = re.compile(rf"(?<=\w) (?={_TASK_VERB})|^(?={_TASK_VERB}.* {_TASK_VERB})", re.IGNORECASE)


def _enumerated(part: str) -> bool:
    """True for "milk bread eggs" said before "and butter" (round 25 stored "milk bread eggs" as one item, so "tick the
    milk off" found no milk): three or more words a household names alone, in a sentence that already lists, are
    several items unless the run ends in what its word before flavours ("milk chocolate biscuits" is one)."""
    words = [w.lower() for w in part.split()]
    return len(words) >= 3 and all(w in _STANDALONE for w in words) and not (
        words[-2] in _FLAVOUR and words[-1] in _FLAVOURED)


def _named_run(part: str) -> list[str] | None:
    """ "tea bags tomatoes", "fish fingers peas" (the recognizer's commas dropped): two-word items first, then items
    a household names alone, each an item of its own; None for anything else ("chicken stock cubes", "garlic bread
    rolls", "hot dog buns", "eggs milk bread"): in doubt one item."""
    words = part.split()
    if len(words) < 3:
        return None
    items, at = [], 0
    while at + 1 < len(words) and words[at + 1].lower() in _PART_OF_A_NAME and words[at + 1].lower() not in _STANDALONE:
        items.append(f"{words[at]} {words[at + 1]}")
        at += 2
    rest = words[at:]
    if not items or any(w.lower() not in _STANDALONE for w in rest) or len(items) + len(rest) < 2:
        return None
    return items + rest


# "nappies size 4", "onions two kilo", "eggs a dozen": a size or an amount after an item is part of it (round 25: "size
# 4" and "two kilo" were stored as items of their own)
_MEASURE = re.compile(r"^(?:size|sizes|age|number|no|x|\d+|a|an|one|two|three|four|five|six|ten|twelve|half|dozen|"
                      r"kilo|kilos|kg|grams?|litres?|pints?|pack|packs)\b(?: \S+)?(?: (?:kilo|kilos|kg|grams?|g|litres?|pints?|"
                      r"packs?|bags?|boxes?|tins?|dozen|rolls?|bottles?|loaves|of them|each))?$", re.IGNORECASE)


def _plural_first(part: str) -> list[str] | None:
    """ "carrots porridge oats" (the comma after "carrots" dropped): a plural a household names alone, said first
    before two or more words, is an item of its own (English hardly puts a plural first in a compound); None else."""
    words = part.split()
    first = words[0].lower() if words else ""
    if (len(words) < 3 or first not in _STANDALONE or not _is_plural(first) or first in _FLAVOUR
            or words[1].lower() in _PART_OF_A_NAME or _MEASURE.match(" ".join(words[1:]))):
        return None
    return [words[0], " ".join(words[1:])]


def _plural_run(part: str) -> bool:
    """True for "bananas apples" or "eggs bread" (each word an item of its own: every word but the last a plural noun,
    which English hardly puts first in a compound, the last a plural or a common standalone item); never "tea bags",
    "coffee beans", "mince pies", "milk chocolate" or "hot dog buns". In doubt one item: one is fixed more easily
    than two wrong ones."""
    words = [w.lower() for w in part.split()]
    if len(words) < 2 or any(w in _PART_OF_A_NAME and w not in _STANDALONE for w in words[1:]):
        return False
    plural = [len(w) > 3 and _is_plural(w) and w not in _NOT_PLURAL_NOUN for w in words]
    if all(plural[:-1]) and (plural[-1] or words[-1] in _STANDALONE):
        return True  # "eggs bread": a plural first, then an item that also names things alone (bread, milk)
    if any(w in _PART_OF_A_NAME for w in words[1:]):
        return False  # "chocolate milk", "garlic bread"
    # "butter onions", "butter cheese ham" (commas the recognizer dropped): every word an item a household names alone,
    # none said as what the next is made of or tastes of ("milk chocolate", "cheese biscuits", "beef mince")
    return all(w in _STANDALONE for w in words) and not any(
        a in _FLAVOUR and b in _FLAVOURED for a, b in zip(words, words[1:], strict=False))


# items a household names in one word, whose run without "and" or commas is several items ("milk eggs and bread")
_STANDALONE = frozenset(
    "milk bread butter eggs cheese sugar flour rice pasta coffee tea teabags apples bananas oranges grapes pears "
    "lemons "
    "limes onions potatoes carrots tomatoes mushrooms peppers lettuce cucumber garlic ham bacon chicken beef mince "
    "sausages fish salmon tuna peas yoghurt yogurt cereal oats honey jam crisps biscuits chocolate wine beer water "
    "salt ketchup mayo mayonnaise soap shampoo toothpaste nappies batteries spinach broccoli celery avocados "
    "strawberries blueberries raspberries lentils noodles bleach".split())
# one-word items that name what another is made of or tastes of, and the items so named ("milk chocolate")
_FLAVOUR = frozenset("milk chicken beef fish garlic honey tuna salmon bacon ham salt cheese chocolate tomatoes coffee tea rice "
                     "strawberries lemons".split())
_FLAVOURED = frozenset("chocolate biscuits crisps yoghurt yogurt sausages mince jam cereal noodles bread butter salt "
                       "oats pasta rice".split())
# words that finish a two-word item ("tea bags", "chicken breasts", "fish fingers", "apple juice")
_PART_OF_A_NAME = frozenset(
    "bags rolls paper towels buns juice sauce oil cake pie breasts thighs wings fillets legs nuggets burgers sticks "
    "chips flakes cubes slices pieces bars drops tablets pods capsules wipes tins cans bottles jars packs pints loaves "
    "fingers powder stock paste spread cream milk bread".split())


_NOT_PLURAL_NOUN = frozenset("brussels swiss always various its whats thats lots plus".split())


def _on(text: str, items: list[str]) -> bool:
    """True when ``text`` names one of ``items``, whole, by its last words ("buns" is on as "hot dog buns") or by the
    words before what it is for ("chocolate milk" is on as "chocolate milk for my packed lunch")."""
    wanted = item_match_key(text)
    size = len(text.split())
    return any(item_match_key(i) == wanted or (len(i.split()) > size and item_match_key(
        " ".join(i.split()[-size:])) == wanted) or item_match_key(i.split(" for ")[0]) == wanted for i in items)


def _within(text: str, item: str) -> bool:
    """True when ``text``'s words are a run of whole words inside ``item`` ("carrots" in "carrots porridge oats")."""
    return f" {item_match_key(text)} " in f" {item_match_key(item)} "


def _is_plural(text: str) -> bool:
    last = text.split()[-1].lower() if text.split() else ""
    return last.endswith("s") and not last.endswith(("ss", "us", "is"))


def _verb(items: list[str], singular: str, plural: str) -> str:
    return plural if len(items) > 1 or (items and _is_plural(items[0])) else singular


# an amount asked about, never an item: "is there much on my list", "is there loads on the shopping list"
_NO_ITEM = frozenset(("much", "many", "lots", "loads", "a lot", "plenty", "anything", "something", "stuff", "things",
                      "many things", "much on it", "anything else"))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class ListSkill:
    """Shopping and to-do lists by voice."""

    def __init__(self, store: BaseStore, *, clock: Callable[[], datetime] | None = None) -> None:
        self.lists = ListStore(store, clock=clock)

    def handle_list_intent(self, intent: str, slots: Mapping[str, str], user_id: str) -> str:
        """Carry out one list intent and say what happened; never raises for bad input or a database outage."""
        if any(_SECOND_REQUEST.search(str(slots.get(k) or "")) for k in ("item", "name")):
            _LOGGER.debug("two requests read as one list change: %s", dict(slots))
            return ONE_REQUEST  # a wrong item or list stored is worse than asking again
        try:
            name = list_slug(slots.get("name"))
        except InvalidInputError as exc:
            return f"Sorry, {exc.message}."
        where = spoken_list_name(name)
        try:
            if intent in ("HassShoppingListAddItem", "HassListAddItem"):
                return self._add(user_id, name, where, str(slots.get("item") or ""))
            if intent == "HassListRemoveItem":
                if name == list_slug(None):  # "tick off walk the dog": the to-do list, when only it holds the item
                    name = self._list_holding(user_id, name, str(slots.get("item") or ""))
                    where = spoken_list_name(name)
                return self._remove(user_id, name, where, str(slots.get("item") or ""))
            if intent == "HassListShow":
                return self._show(user_id, name, where)
            if intent == "GptListHasItem":
                return self._has(user_id, name, where, str(slots.get("item") or ""))
            if intent == "HassListClear":
                removed = self.lists.clear(user_id, name)
                return f"I've cleared your {where}." if removed else f"Your {where} is already empty."
        except InvalidInputError as exc:
            return f"Sorry, {exc.message}."
        except (StoreError, psycopg.Error, OSError) as exc:
            _LOGGER.error("list intent %s failed: %s", intent, type(exc).__name__)
            _LOGGER.debug("list intent failure detail", exc_info=True)
            return STORE_DOWN_REPLY
        except GptHomeError as exc:
            _LOGGER.error("list intent %s failed: %s (%s)", intent, exc.message, exc.code)
            return "Sorry, I couldn't change your list."
        _LOGGER.warning("not a list intent: %s", intent)
        return "Sorry, I can't do that with lists."

    def holds(self, user_id: str, raw: str) -> bool:
        """True when every item named in ``raw`` is on the shopping or the to-do list ("take the chicken off" is a
        list's request only then: otherwise it is cooking)."""
        wanted = {item_match_key(t) for t in split_items(raw)}
        held = {item_match_key(i.text) for name in (list_slug("shopping"), list_slug("to do"))
                for i in self.lists.items(user_id, name)}
        return bool(wanted) and wanted <= held

    def _list_holding(self, user_id: str, name: str, raw: str) -> str:
        """``name``, or the to-do list when the items are on it and not on ``name``."""
        wanted = {task_key(t) for t in self._items_of(raw)}
        todo = list_slug("to do")
        if not wanted or todo == name or wanted & {task_key(i.text) for i in self.lists.items(user_id, name)}:
            return name
        return todo if wanted & {task_key(i.text) for i in self.lists.items(user_id, todo)} else name

    def _items_of(self, raw: str) -> list[str]:
        if len(raw) > MAX_RAW_ITEM_CHARS:
            raise InvalidInputError(f"that's too long for a list; an item may have at most {MAX_ITEM_CHARS} "
                                    "characters")
        items = split_items(said_commas.as_said(raw))  # "pasta, chickpeas and spinach": split where said
        if len(items) > MAX_ITEMS_PER_COMMAND:
            raise InvalidInputError(f"I can add at most {MAX_ITEMS_PER_COMMAND} things at once")
        if any(len(i) > MAX_ITEM_CHARS for i in items):
            raise InvalidInputError(f"that's too long for a list item; please keep it under {MAX_ITEM_CHARS} "
                                    "characters")
        return items

    def _add(self, user_id: str, name: str, where: str, raw: str) -> str:
        texts = self._items_of(raw)
        if not texts or all(t.lower() in _NOT_AN_ITEM or _VAGUE_ITEM.match(t) for t in texts):  # "put it on": which?
            return f"What should I add to your {where}?"
        try:
            added, already = self.lists.add(user_id, name, texts)
        except InvalidInputError as exc:
            if "at most" in exc.message and str(MAX_ITEMS) in exc.message:
                return f"Your {where} is full: it holds at most {MAX_ITEMS} things. Remove some first."
            raise
        added_names = [a.text for a in added]
        already_names = [a.text for a in already]
        if added_names and already_names:
            return (f"I've added {join_and(added_names)} to your {where}; {join_and(already_names)} "
                    f"{_verb(already_names, 'was', 'were')} already on it.")
        if added_names:
            return f"I've added {join_and(added_names)} to your {where}."
        return f"{_capital(join_and(already_names))} {_verb(already_names, 'is', 'are')} already on your {where}."

    def _remove(self, user_id: str, name: str, where: str, raw: str) -> str:
        texts = self._items_of(raw)
        if not texts:
            return f"What should I take off your {where}?"
        current = self.lists.items(user_id, name)
        removed: list[str] = []
        missing: list[str] = []
        for text in texts:
            wanted = item_match_key(text)
            matches: list[ListItem] = [i for i in current if item_match_key(i.text) == wanted]
            if not matches:  # "i finished fixing the gate": the one to-do its -ing form names, never a guess of two
                loose = [i for i in current if task_key(i.text) == task_key(text)]
                matches = loose if len(loose) == 1 else []
            if not matches and name == list_slug("to do"):  # "i paid the gas bill": the one to-do ending so
                ending = [i for i in current if f" {task_key(i.text)}".endswith(f" {task_key(text)}")]
                matches = ending if len(ending) == 1 and task_key(text) else []
            if not matches and wanted:  # "take the butter off" with "unsalted butter" on it: the one item so named
                ending = [i for i in current if f" {item_match_key(i.text)}".endswith(f" {wanted}")]
                matches = ending if len(ending) == 1 else []
            if not matches:
                missing.append(text)
                continue
            for item in matches:
                self.lists.remove(user_id, name, item.key)
            removed.append(matches[0].text)
        if removed and missing:
            return (f"I've removed {join_and(removed)} from your {where}; {join_and(missing)} "
                    f"{_verb(missing, 'wasn', 'weren')}'t on it.")
        if removed:
            return f"I've removed {join_and(removed)} from your {where}."
        return f"{_capital(join_and(missing))} {_verb(missing, 'isn', 'aren')}'t on your {where}."

    def _has(self, user_id: str, name: str, where: str, raw: str) -> str:
        """ "Is milk on my shopping list?": yes or no, item by item."""
        texts = [t for t in self._items_of(raw) if t not in _NO_ITEM]  # "is there much on the list": read it back
        if not texts:
            return self._show(user_id, name, where)
        open_texts = [i.text for i in self.lists.items(user_id, name) if not i.done]
        there = [t for t in texts if _on(t, open_texts)]
        missing = [t for t in texts if not _on(t, open_texts)]
        if missing and (within := [i for t in missing for i in open_texts if _within(t, i)]):
            # "carrots" asked, "carrots porridge oats" on the list: never "no"; what is on it is said
            return f"You have {join_and(list(dict.fromkeys(within)))} on your {where}."
        if not missing:
            return f"Yes, {join_and(there)} {_verb(there, 'is', 'are')} on your {where}."
        if not there:
            return f"No, {join_and(missing)} {_verb(missing, 'isn', 'aren')}'t on your {where}."
        return (f"{_capital(join_and(there))} {_verb(there, 'is', 'are')} on your {where}; {join_and(missing)} "
                f"{_verb(missing, 'isn', 'aren')}'t.")

    def _show(self, user_id: str, name: str, where: str) -> str:
        items = self.lists.items(user_id, name)
        open_items = [i.text for i in items if not i.done]
        if not items:
            return f"Your {where} is empty."
        if not open_items:
            return f"Everything on your {where} is ticked off."
        if name == list_slug("to do"):  # to-do items are actions: "call the dentist", not things to have
            if len(open_items) == 1:
                return f"You have one thing to do: {open_items[0]}."
            if len(open_items) <= MAX_SPOKEN_ITEMS:
                return f"On your {where}: {join_and(open_items)}."
            return (f"You have {len(open_items)} things to do: {', '.join(open_items[:MAX_SPOKEN_ITEMS])} and "
                    f"{len(open_items) - MAX_SPOKEN_ITEMS} more.")
        if len(open_items) <= 3:
            return f"You have {join_and(open_items)} on your {where}."
        if len(open_items) <= MAX_SPOKEN_ITEMS:  # counted too: it answers "how many things are on my list"
            return f"You have {len(open_items)} things on your {where}: {join_and(open_items)}."
        shown = ", ".join(open_items[:MAX_SPOKEN_ITEMS])
        return (f"You have {len(open_items)} things on your {where}: {shown} and "
                f"{len(open_items) - MAX_SPOKEN_ITEMS} more.")
