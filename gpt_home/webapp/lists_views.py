"""The Lists page and its JSON API: view, add, tick off and remove items of the household's lists.

Same rules as the rest of the page (the app-wide guards in security.py apply: Host allow-list, cross-site refusal,
optional login). Item text comes from speech, so templates only ever show it autoescaped; a form POST redirects
back (post/redirect/get), the API answers JSON.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Blueprint, Response, jsonify, redirect, render_template, request, url_for
from werkzeug.wrappers.response import Response as BaseResponse

from gpt_home.errors import InvalidInputError
from gpt_home.skills.list_store import DEFAULT_LIST, MAX_ITEM_CHARS, ListStore, list_slug
from gpt_home.webapp.params import json_body, request_user
from gpt_home.webapp.services import services

_LOGGER = logging.getLogger(__name__)
bp = Blueprint("lists", __name__)
ALWAYS_SHOWN = ("shopping", "to-do")


def _store() -> ListStore:
    """The lists over the page's memory service store (journaled writes, strict reads: an outage is a 503)."""
    return ListStore(services().memory().store)


def _name(value: Any) -> str:
    if value is not None and not isinstance(value, str):
        raise InvalidInputError("the list name must be text")
    return list_slug(value or DEFAULT_LIST)


def _done_flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off", "", None):
        return False
    raise InvalidInputError("done must be true or false")


def _back(user: str, name: str) -> BaseResponse:
    args: dict[str, str] = {"name": name}
    if user != services().settings.user_id:
        args["user"] = user
    return redirect(url_for("lists.lists_page", **args), code=303)


# --- the page ---------------------------------------------------------------------------------------------------
@bp.get("/lists")
def lists_page() -> str:
    """One list with its items, and links to the household's other lists."""
    user = request_user()
    name = _name(request.args.get("name"))
    store = _store()
    names = list(dict.fromkeys([*ALWAYS_SHOWN, *store.names(user), name]))
    return render_template("lists.html", user=user, default_user=services().settings.user_id, name=name,
                           names=names, items=store.items(user, name), max_item_chars=MAX_ITEM_CHARS)


@bp.post("/lists/add")
def add_item() -> BaseResponse:
    """Add what was typed, as one item."""
    user = request_user()
    name = _name(request.form.get("name"))
    _store().add(user, name, [request.form.get("text", "")])
    return _back(user, name)


@bp.post("/lists/done")
def tick_item() -> BaseResponse:
    """Tick an item off, or back on."""
    user = request_user()
    name = _name(request.form.get("name"))
    _store().set_done(user, name, request.form.get("key", ""), _done_flag(request.form.get("done", "1")))
    return _back(user, name)


@bp.post("/lists/remove")
def remove_item() -> BaseResponse:
    """Remove one item."""
    user = request_user()
    name = _name(request.form.get("name"))
    _store().remove(user, name, request.form.get("key", ""))
    return _back(user, name)


@bp.post("/lists/clear-done")
def clear_done() -> BaseResponse:
    """Remove every ticked-off item of the list."""
    user = request_user()
    name = _name(request.form.get("name"))
    _store().clear(user, name, done_only=True)
    return _back(user, name)


# --- the JSON API -----------------------------------------------------------------------------------------------
@bp.get("/api/lists")
def api_names() -> Response:
    """The household's lists (shopping and to-do are always there)."""
    user = request_user()
    return jsonify({"user": user, "lists": list(dict.fromkeys([*ALWAYS_SHOWN, *_store().names(user)]))})


@bp.get("/api/lists/<name>")
def api_items(name: str) -> Response:
    """Every item of one list, oldest first."""
    user, slug = request_user(), _name(name)
    return jsonify({"user": user, "name": slug, "items": [i.to_json() for i in _store().items(user, slug)]})


@bp.post("/api/lists/<name>/items")
def api_add(name: str) -> tuple[Response, int]:
    """Add one item: ``{"text": "eggs"}``. Answers the stored item (an existing open one is not doubled)."""
    user, slug = request_user(), _name(name)
    text = json_body(required=True).get("text")
    if not isinstance(text, str):
        raise InvalidInputError("text must be a string")
    added, already = _store().add(user, slug, [text])
    item = (added or already)[0]
    return jsonify({"user": user, "name": slug, "item": item.to_json(), "added": bool(added)}), 201 if added else 200


@bp.patch("/api/lists/<name>/items/<key>")
def api_tick(name: str, key: str) -> Response:
    """Tick an item off or back on: ``{"done": true}``."""
    user, slug = request_user(), _name(name)
    body = json_body(required=True)
    if "done" not in body:
        raise InvalidInputError("send {\"done\": true} or {\"done\": false}")
    item = _store().set_done(user, slug, key, _done_flag(body["done"]))
    return jsonify({"user": user, "name": slug, "item": item.to_json()})


@bp.delete("/api/lists/<name>/items/<key>")
def api_remove(name: str, key: str) -> Response:
    """Remove one item."""
    user, slug = request_user(), _name(name)
    _store().remove(user, slug, key)
    return jsonify({"user": user, "name": slug, "removed": key})


@bp.delete("/api/lists/<name>/items")
def api_clear(name: str) -> Response:
    """Empty the list (``?done=1``: only the ticked-off items)."""
    user, slug = request_user(), _name(name)
    removed = _store().clear(user, slug, done_only=_done_flag(request.args.get("done", "0")))
    _LOGGER.info("a list was cleared from the page (%d items)", removed)
    return jsonify({"user": user, "name": slug, "removed": removed})
