"""The household on the settings page: ``POST /api/announce``, ``GET /api/devices``, and the Status page's devices
table and announcement form (``POST /status/announce``).

Guarded like every route (Host allow-list, cross-site refusal, optional login) by :mod:`gpt_home.webapp.security`.
Announcements are spoken here from the local spool even when the database is down; other devices need Postgres.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, render_template, request

from gpt_home.errors import GptHomeError, InvalidInputError, StoreError
from gpt_home.house.announcements import Spool
from gpt_home.house.devices import list_devices
from gpt_home.house.pg import HouseDb
from gpt_home.house.service import Announcer
from gpt_home.webapp.params import json_body
from gpt_home.webapp.services import services

_LOGGER = logging.getLogger(__name__)
bp = Blueprint("house", __name__)
_KEY = "gpt_home_house"
MAX_STATUS_BYTES = 256 * 1024


def _house() -> HouseDb:
    """The household tables over the page's database (opened on first use; StoreError while it is down)."""
    house = current_app.extensions.get(_KEY + ".db")
    if house is None:
        house = current_app.extensions[_KEY + ".db"] = HouseDb(services().database())
    return house


def _announcer() -> Announcer:
    announcer = current_app.extensions.get(_KEY)
    if announcer is None:
        settings = services().settings
        app = current_app._get_current_object()  # type: ignore[attr-defined]

        def house() -> HouseDb:
            with app.app_context():
                return _house()

        announcer = current_app.extensions[_KEY] = Announcer(settings.device_id, Spool(settings.data_dir), house)
    return announcer


@bp.post("/api/announce")
def announce() -> Response:
    """Speak ``text`` on ``device`` (optional; every live device when left out). 400 on blank, non-text or long text."""
    body = json_body(required=True)
    if "text" not in body:
        raise InvalidInputError("send the announcement as 'text'")
    result = _announcer().announce(body["text"], device=body.get("device"), origin="settings page")
    _LOGGER.info("announcement from the settings page to %s", ", ".join(result.targets) or "nobody")
    return jsonify(result.to_json())


@bp.get("/api/devices")
def devices() -> Response:
    """Every device of the household with its state and last turn."""
    return jsonify(devices_view())


@bp.post("/status/announce")
def announce_form() -> tuple[str, int]:
    """The Status page's form: announce, then show the page with what happened (or why not)."""
    message, error, status = None, None, 200
    try:
        message = _announcer().announce(request.form.get("text", ""), device=request.form.get("device") or None,
                                        origin="settings page").message()
    except GptHomeError as exc:
        error, status = exc.message, 400 if not isinstance(exc, StoreError) else 503
    return render_status(announce_message=message, announce_error=error, typed=request.form.get("text", "")), status


def render_status(**extra: Any) -> str:
    """The Status page with the household section."""
    from gpt_home.webapp.status import read_daemon_status

    svc = services()
    return render_template("status.html", daemon=read_daemon_status(svc.status_path), health=svc.health().run(),
                           **house_context(), **extra)


def house_context() -> dict[str, Any]:
    """What the Status page's household section needs."""
    view = devices_view()
    return {"devices": view["devices"], "devices_problem": view["problem"], "this_device": view["this_device"],
            "announcements": _status_doc().get("announcements", [])[:10]}


def devices_view() -> dict[str, Any]:
    """Devices from Postgres; when it is down, the daemon's last copy from its status file."""
    this = services().settings.device_id
    try:
        found = [d.to_json() for d in list_devices(_house())]
        return {"this_device": this, "devices": found, "problem": None}
    except StoreError as exc:
        _LOGGER.info("devices from the status file: %s", exc.message)
        saved = _status_doc().get("devices", [])
        return {"this_device": this, "devices": saved if isinstance(saved, list) else [],
                "problem": "The database is unavailable: showing the last known devices."}


def _status_doc() -> dict[str, Any]:
    path = services().status_path
    try:
        if path.stat().st_size > MAX_STATUS_BYTES:
            return {}
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return doc if isinstance(doc, dict) else {}
