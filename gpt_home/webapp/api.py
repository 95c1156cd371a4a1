"""The JSON API under ``/api``, plus ``POST /clearMemory`` (the seed's contract) and ``GET /health``.

GET never changes state; every state-changing route is guarded by :mod:`gpt_home.webapp.security`.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request

from gpt_home.errors import GptHomeError
from gpt_home.webapp import memory_views, settings_store
from gpt_home.webapp.params import (
    bounded_int,
    item_key,
    json_body,
    memory_kind,
    request_user,
    search_query,
    user_from,
)
from gpt_home.webapp.responses import WebError
from gpt_home.webapp.services import services
from gpt_home.webapp.view_cache import Body, respond

_LOGGER = logging.getLogger(__name__)
bp = Blueprint("api", __name__)
CLEARED_MESSAGE = "Memory cleared successfully"


@bp.get("/health")
def health() -> tuple[Response, int]:
    """For systemd and docker health checks: 200 when the database answers, 503 otherwise (never hangs)."""
    try:
        ok = services().memory().available
    except GptHomeError:
        ok = False
    return jsonify({"status": "ok" if ok else "unavailable", "database": ok}), 200 if ok else 503


@bp.post("/clearMemory")
def clear_memory() -> Response:
    """Forget stored memories and conversation checkpoints of everyone, or of the ``user`` in the JSON/form body.

    One transaction: on failure nothing is deleted and the error handlers answer ``{"success": false, ...}`` with a
    5xx (see responses.error_response).
    """
    user = user_from(json_body(), request.form, default=None)
    counts = services().memory().clear(user)
    _LOGGER.info("memory cleared for %s: %s", "every user" if user is None else "one user", counts)
    return jsonify({"success": True, "message": CLEARED_MESSAGE, "user": user, "cleared": counts})


# --- memories ---------------------------------------------------------------------------------------------------
@bp.get("/api/memories")
def list_memories() -> Response:
    """Facts and episodes of a user (newest first), optionally only one ``kind``."""
    user = request_user()
    kind = memory_kind(request.args["kind"]) if request.args.get("kind") else None
    limit = bounded_int(request.args.get("limit"), default=1000, low=1, high=1000, name="limit")
    svc = services()

    def build() -> Body:
        svc.memory().finish_pending_passes()  # as the Memories page does
        memories = svc.memory().list(user, kind, limit=limit)
        return Body.of(_json_bytes({"user": user, "memories": [m.to_json() for m in memories]}))

    return respond(svc.views.get((user, "api list", kind, limit), build), "application/json")


def _json_bytes(doc: Any) -> bytes:
    """``doc`` as ``jsonify`` would send it."""
    return current_app.json.response(doc).get_data()


@bp.get("/api/memories/search")
def search_memories() -> Response:
    """Vector search over a user's facts and episodes."""
    user = request_user()
    query = search_query(request.args.get("q"))
    limit = bounded_int(request.args.get("limit"), default=10, low=1, high=50, name="limit")
    found = services().memory().search(user, query, limit=limit) if query else []
    return jsonify({"user": user, "query": query, "memories": [m.to_json() for m in found]})


@bp.delete("/api/memories/<kind>/<key>")
def delete_memory(kind: str, key: str) -> Response:
    """Forget one fact or episode."""
    user = request_user()
    services().memory().delete(user, memory_kind(kind), item_key(key))
    return jsonify({"deleted": {"kind": kind, "key": key}})


@bp.get("/api/profile")
def get_profile() -> Response:
    """The user's profile ("About you")."""
    user = request_user()
    return jsonify({"user": user, "profile": services().memory().profile(user)})


@bp.delete("/api/profile/<key>")
def delete_profile_key(key: str) -> Response:
    """Forget one profile key."""
    user = request_user()
    services().memory().delete_profile_key(user, item_key(key))
    return jsonify({"deleted": {"profile_key": key}})


@bp.get("/api/summaries")
def list_summaries() -> Response:
    """Conversation summaries grouped by thread, newest first."""
    user = request_user()
    return jsonify({"user": user, "threads": [t.to_json() for t in services().memory().summaries(user)]})


@bp.delete("/api/summaries/<thread_id>")
def delete_summaries(thread_id: str) -> Response:
    """Forget one conversation's summaries."""
    user = request_user()
    removed = memory_views.delete_thread(services().memory(), user, item_key(thread_id, "thread id"))
    return jsonify({"deleted": {"thread_id": thread_id, "entries": removed}})


# --- settings, status, timers ----------------------------------------------------------------------------------
@bp.get("/api/settings")
def get_settings() -> Response:
    """Editable settings; secrets only as ``{"set": true|false}``."""
    return jsonify({"settings": settings_store.current_view(services().settings), "restart_required": False})


@bp.put("/api/settings")
def put_settings() -> Response:
    """Change some settings (a partial update; ``null`` resets one). Validated as a whole, then saved."""
    svc = services()
    settings_store.save(svc.settings, json_body(required=True))
    return jsonify({"settings": settings_store.current_view(svc.settings), "restart_required": True,
                    "message": "Saved. Restart GPT Home (sudo systemctl restart gpt-home) to use the new settings."})


@bp.get("/api/status")
def get_status() -> Response:
    """Daemon state, last turns with per-stage timings, and health of the database, model and engines."""
    from gpt_home.webapp.status import status_body

    svc = services()
    return Response(status_body(svc.status_path, svc.health().run(), _json_bytes), mimetype="application/json")


def _timer_json(timer: Any) -> dict[str, Any]:
    return {"id": timer.id, "kind": str(timer.kind), "label": timer.label, "user": timer.user_id,
            "due": timer.due.isoformat(), "state": str(timer.state)}


def _timer_service() -> Any:
    timers = services().timers()
    if timers is None:
        raise WebError(501, "NOT_AVAILABLE", "timers are not available in this version")
    return timers


@bp.get("/api/timers")
def list_timers() -> Response:
    """Pending timers and alarms of this device (every user's, or one ``user``'s), soonest first."""
    timers = _timer_service()
    user = user_from(request.args, default=None)
    records = timers.list(user) if user else timers.all_pending()
    return jsonify({"timers": [_timer_json(t) for t in records]})


@bp.delete("/api/timers/<timer_id>")
def cancel_timer(timer_id: str) -> Response:
    """Cancel one pending timer of this device."""
    cancelled = _timer_service().cancel_id(item_key(timer_id, "timer id"))
    return jsonify({"cancelled": _timer_json(cancelled)})
