"""Reading and checking request parameters, shared by the API and the pages (all failures are 400s)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from flask import request

from gpt_home.errors import InvalidInputError, MissingUserIdError
from gpt_home.memory.manager import MemoryKind
from gpt_home.webapp.services import services

MAX_USER_CHARS = 200
MAX_QUERY_CHARS = 500
_KEY_RE = re.compile(r"^[A-Za-z0-9_.:@-]{1,200}$")


def json_body(*, required: bool = False) -> dict[str, Any]:
    """The request's JSON object ({} when there is no body and none is required).

    Raises:
        InvalidInputError: the body is not a JSON object.
    """
    if not request.is_json or not request.get_data(cache=True):
        if required:
            raise InvalidInputError("send a JSON object (Content-Type: application/json)")
        return {}
    body = request.get_json(silent=True)
    if not isinstance(body, dict):
        raise InvalidInputError("the body must be a JSON object")
    return body


def user_from(*sources: Mapping[str, Any], default: str | None) -> str | None:
    """The ``user`` parameter of the first source that has one, else ``default``.

    A present-but-blank user is an error, never "everyone" or "the default": we fail closed.

    Raises:
        MissingUserIdError: ``user`` is present but blank.
        InvalidInputError: ``user`` is not a string or too long.
    """
    for source in sources:
        if "user" in source:
            value = source["user"]
            if value is None or (isinstance(value, str) and not value.strip()):
                raise MissingUserIdError("the user id is blank; leave it out for the default user")
            if not isinstance(value, str) or len(value) > MAX_USER_CHARS:
                raise InvalidInputError(f"user must be a string of at most {MAX_USER_CHARS} characters")
            return value.strip()
    return default


def request_user() -> str:
    """The user a request is about: query, JSON body or form ``user``, else the ``user_id`` setting."""
    sources: list[Mapping[str, Any]] = [request.args]
    if request.method not in ("GET", "HEAD"):
        sources += [json_body(), request.form]
    user = user_from(*sources, default=services().settings.user_id)
    assert user is not None
    return user


def memory_kind(value: str) -> MemoryKind:
    """'semantic' or 'episodic'.

    Raises:
        InvalidInputError: any other value.
    """
    try:
        return MemoryKind(value)
    except ValueError:
        raise InvalidInputError("kind must be 'semantic' or 'episodic'") from None


def item_key(value: str, what: str = "key") -> str:
    """A store key, profile key or thread id from a URL or form (letters, digits and ``_.:@-``).

    Raises:
        InvalidInputError: empty, too long or with other characters.
    """
    if not isinstance(value, str) or not _KEY_RE.match(value):
        raise InvalidInputError(f"{what} must be 1-200 letters, digits or _.:@-")
    return value


def bounded_int(value: str | None, *, default: int, low: int, high: int, name: str) -> int:
    """An integer query parameter within [low, high].

    Raises:
        InvalidInputError: not an integer, or out of range.
    """
    if value is None or value == "":
        return default
    try:
        number = int(value)
    except ValueError:
        raise InvalidInputError(f"{name} must be a whole number") from None
    if not low <= number <= high:
        raise InvalidInputError(f"{name} must be between {low} and {high}")
    return number


def search_query(value: str | None) -> str:
    """A search query (may be empty).

    Raises:
        InvalidInputError: longer than MAX_QUERY_CHARS.
    """
    query = (value or "").strip()
    if len(query) > MAX_QUERY_CHARS:
        raise InvalidInputError(f"the search may be at most {MAX_QUERY_CHARS} characters")
    return query
