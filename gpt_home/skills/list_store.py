"""Shopping and to-do lists of a household, kept in the LangGraph store (so they live in Postgres, and whatever
wraps the store, such as the journal during an outage, covers them too).

Layout: namespace ``("lists", user_label(user), <list slug>)``, key = uuid, value =
``{"text", "done", "added"}`` (``added`` in UTC ISO, so items keep the order they were added in). Items are never
embedded (``index=False``): a list is read whole, not searched by meaning.

Lists are household data, not memories: clearing memory (``clearMemory``, the Memories page) leaves them alone;
they are emptied by "clear the shopping list" or on the Lists page.

Bounds keep every command cheap and every reply short: an item has at most ``MAX_ITEM_CHARS`` characters, a list at
most ``MAX_ITEMS`` items, and one command adds at most ``MAX_ITEMS_PER_COMMAND``. Text is stored as said (markup
stays plain text; the page escapes it); control characters and runs of spaces are dropped.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from langgraph.store.base import BaseStore

from gpt_home.errors import InvalidInputError, NotFoundError
from gpt_home.memory.manager import user_label

_LOGGER = logging.getLogger(__name__)
NAMESPACE_ROOT = "lists"
DEFAULT_LIST = "shopping"
MAX_ITEM_CHARS = 100
MAX_ITEMS = 200
MAX_ITEMS_PER_COMMAND = 20
MAX_NAME_CHARS = 40

_ALIASES = {
    "shopping": "shopping", "shopping list": "shopping", "grocery": "shopping", "groceries": "shopping",
    "grocery list": "shopping", "list": "shopping", "": "shopping",
    "to-do": "to-do", "todo": "to-do", "to do": "to-do", "to-dos": "to-do", "todos": "to-do", "to dos": "to-do",
    "task": "to-do", "tasks": "to-do", "to-do list": "to-do", "todo list": "to-do",
    # "add bin bags to do list": the template's "to" took the to-do list's "to", never a list called "do"
    "do": "to-do", "dos": "to-do",
    # "my jobs list", "put the gutters on the jobs list": the household's to-do list
    "jobs": "to-do", "job": "to-do", "jobs list": "to-do",
}
# words said before a known list's name that name no other list: a filler, a pointer, its age ("the old shopping list
# is done with, delete everything on it": the shopping list, never one called "old shopping")
_DESCRIBED_RE = re.compile(r"^(?:(?:right|ok|okay|so|um|uh|well|and|oh|that|this|the|my|our|your|old|current|whole|"
                           r"entire|latest|usual|weekly|main)\s+)+")
_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f]")
_NAME_RE = re.compile(r"[^a-z0-9 -]")
_KEY_RE = re.compile(r"^[0-9a-f]{32}$")


@dataclass(frozen=True, slots=True)
class ListItem:
    """One entry of a list."""

    key: str
    text: str
    done: bool
    added: str

    def to_json(self) -> dict[str, Any]:
        """The item as the JSON API returns it."""
        return {"key": self.key, "text": self.text, "done": self.done, "added": self.added}


def list_slug(name: str | None) -> str:
    """The canonical list name: 'shopping' (the default, also 'grocery'), 'to-do' (also 'todo', 'tasks'), or the
    spoken name cleaned to lower-case letters, digits, spaces and dashes.

    Raises:
        InvalidInputError: a name longer than MAX_NAME_CHARS, or one with nothing left after cleaning.
    """
    raw = " ".join(str(name or "").lower().split())
    raw = re.sub(r"^(?:my|the|our|your)(?:\s+|$)", "", raw)  # "put milk on your list": the shopping list, not one named "your"
    raw = re.sub(r"\s+list$", "", raw) if raw not in _ALIASES else raw
    described = _DESCRIBED_RE.sub("", raw)  # "old shopping", "right that grocery": the shopping list itself
    raw = described if described and described != raw and described in _ALIASES else raw
    if raw in _ALIASES:
        return _ALIASES[raw]
    if len(raw) > MAX_NAME_CHARS:
        raise InvalidInputError(f"a list name may be at most {MAX_NAME_CHARS} characters")
    slug = " ".join(_NAME_RE.sub("", raw).split())
    if not slug:
        raise InvalidInputError("a list needs a name made of letters or digits")
    return slug


def spoken_list_name(slug: str) -> str:
    """ "shopping list", "to-do list"."""
    return f"{slug} list"


def clean_item(text: str) -> str:
    """The item as stored: control characters dropped, spaces collapsed.

    Raises:
        InvalidInputError: empty, or longer than MAX_ITEM_CHARS.
    """
    cleaned = " ".join(_CONTROL_RE.sub(" ", str(text)).split())
    if not cleaned:
        raise InvalidInputError("a list item needs some text")
    if len(cleaned) > MAX_ITEM_CHARS:
        raise InvalidInputError(f"a list item may be at most {MAX_ITEM_CHARS} characters")
    return cleaned


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith(("oes", "ches", "shes", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def item_match_key(text: str) -> str:
    """What two items must share to be the same thing: case, articles, punctuation and plural -s ignored."""
    tokens = re.findall(r"[a-z0-9]+", text.lower())
    while tokens and tokens[0] in ("a", "an", "the", "some", "more"):
        tokens = tokens[1:]
    return " ".join(_singular(t) for t in tokens)


def _stem(word: str) -> str:
    """ "fixing" -> "fix", "ringing" -> "ring", "making" -> "mak", "make" -> "mak": a doing word and its -ing alike."""
    if len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
        if len(word) > 2 and word[-1] == word[-2] and word[-1] not in "ls":  # "putting" -> "put"
            word = word[:-1]
    return word[:-1] if len(word) > 3 and word.endswith("e") else word


def task_key(text: str) -> str:
    """A looser key for a to-do: "i finished fixing the gate" names "fix the gate" (the -ing form of its verb)."""
    return " ".join(_stem(t) for t in item_match_key(text).split())


class ListStore:
    """Read and change a household's lists (one per process; the store is shared)."""

    def __init__(self, store: BaseStore, *, clock: Callable[[], datetime] | None = None) -> None:
        self._store = store
        self._clock = clock or (lambda: datetime.now(UTC))

    @staticmethod
    def namespace(user_id: str, name: str | None) -> tuple[str, str, str]:
        """The store namespace of one list.

        Raises:
            MissingUserIdError: blank user id.
            InvalidInputError: a bad list name.
        """
        return (NAMESPACE_ROOT, user_label(user_id), list_slug(name))

    def items(self, user_id: str, name: str | None = None) -> list[ListItem]:
        """Every item of the list, oldest first (at most MAX_ITEMS, the bound on writes)."""
        found = self._store.search(self.namespace(user_id, name), limit=MAX_ITEMS + 1)
        items = [ListItem(key=i.key, text=str(i.value.get("text", "")), done=bool(i.value.get("done", False)),
                          added=str(i.value.get("added", ""))) for i in found]
        return sorted(items, key=lambda item: (item.added, item.key))

    def names(self, user_id: str) -> list[str]:
        """The lists this household has items on (the shopping list always first)."""
        spaces = self._store.list_namespaces(prefix=(NAMESPACE_ROOT, user_label(user_id)), max_depth=3, limit=100)
        names = {ns[2] for ns in spaces if len(ns) == 3}
        return sorted(names, key=lambda n: (n != DEFAULT_LIST, n != "to-do", n))

    def add(self, user_id: str, name: str | None, texts: Sequence[str]) -> tuple[list[ListItem], list[ListItem]]:
        """Add items; returns (added, already there). An item already on the list and not done is not doubled;
        a done one is ticked back on.

        Raises:
            InvalidInputError: an empty or oversized item, too many at once, or the list would exceed MAX_ITEMS.
        """
        if len(texts) > MAX_ITEMS_PER_COMMAND:
            raise InvalidInputError(f"I can add at most {MAX_ITEMS_PER_COMMAND} items at once")
        cleaned = [clean_item(t) for t in texts]
        namespace = self.namespace(user_id, name)
        current = self.items(user_id, name)
        by_match = {item_match_key(i.text): i for i in current}
        added: list[ListItem] = []
        already: list[ListItem] = []
        fresh: list[str] = []
        for text in cleaned:
            match = item_match_key(text) or text.lower()
            existing = by_match.get(match)
            if existing is not None and not existing.done:
                already.append(existing)
                continue
            if match in fresh:
                continue
            fresh.append(match)
            if existing is not None:  # ticked off earlier: it is needed again
                added.append(ListItem(existing.key, existing.text, False, existing.added))
            else:
                added.append(ListItem(uuid.uuid4().hex, text, False, ""))
        if len(current) + sum(1 for a in added if not a.added) > MAX_ITEMS:
            raise InvalidInputError(f"a list holds at most {MAX_ITEMS} items; remove some first")
        start = self._clock().astimezone(UTC)
        stored: list[ListItem] = []
        for offset, item in enumerate(added):
            if not item.added:  # microsecond steps keep the spoken order within one command
                item = ListItem(item.key, item.text, False, (start + timedelta(microseconds=offset)).isoformat())
            self._put(namespace, item)
            stored.append(item)
        _LOGGER.debug("list %s: %d added, %d already there", namespace[2], len(stored), len(already))
        return stored, already

    def find(self, user_id: str, name: str | None, text: str) -> list[ListItem]:
        """The items that are ``text`` (same match key)."""
        wanted = item_match_key(text)
        return [i for i in self.items(user_id, name) if item_match_key(i.text) == wanted]

    def remove(self, user_id: str, name: str | None, key: str) -> None:
        """Remove one item by key.

        Raises:
            NotFoundError: no such item on that list.
        """
        namespace = self.namespace(user_id, name)
        self._require(namespace, key)
        self._store.delete(namespace, key)

    def set_done(self, user_id: str, name: str | None, key: str, done: bool) -> ListItem:
        """Tick an item off (or back on).

        Raises:
            NotFoundError: no such item on that list.
        """
        namespace = self.namespace(user_id, name)
        found = self._require(namespace, key)
        item = ListItem(found.key, str(found.value.get("text", "")), bool(done), str(found.value.get("added", "")))
        self._put(namespace, item)
        return item

    def clear(self, user_id: str, name: str | None, *, done_only: bool = False) -> int:
        """Remove every item of the list (or only the ticked-off ones); returns how many went."""
        namespace = self.namespace(user_id, name)
        gone = [i for i in self.items(user_id, name) if i.done or not done_only]
        for item in gone:
            self._store.delete(namespace, item.key)
        return len(gone)

    def _require(self, namespace: tuple[str, ...], key: str) -> Any:
        if not _KEY_RE.match(str(key)):
            raise NotFoundError("there is no such list item")
        found = self._store.get(namespace, key)
        if found is None:
            raise NotFoundError("there is no such list item")
        return found

    def _put(self, namespace: tuple[str, ...], item: ListItem) -> None:
        self._store.put(namespace, item.key, {"text": item.text, "done": item.done, "added": item.added},
                        index=False)
