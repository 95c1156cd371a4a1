"""The HTML pages: Memories, Settings, Status, Timers and the login form.

Pages are server-rendered (Jinja autoescaping on; nothing from speech or a model is ever marked safe). Changes are
plain form POSTs that redirect back (post/redirect/get); the small script in static/app.js only adds the
confirmation dialogs. Result messages come from a fixed table, so no request text is ever reflected.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from flask import Blueprint, Response, redirect, render_template, request, url_for
from werkzeug.wrappers.response import Response as BaseResponse

from gpt_home.errors import InvalidInputError
from gpt_home.webapp import memory_views, settings_store
from gpt_home.webapp.auth import tokens_equal, verify_password
from gpt_home.webapp.params import item_key, memory_kind, request_user, search_query
from gpt_home.webapp.responses import error_response
from gpt_home.webapp.security import SESSION_COOKIE, auth_configured, is_authenticated
from gpt_home.webapp.services import services
from gpt_home.webapp.view_cache import Body, respond

_LOGGER = logging.getLogger(__name__)
bp = Blueprint("pages", __name__)

DONE_MESSAGES = {
    "deleted": "Forgotten.",
    "profile": "That detail is forgotten.",
    "thread": "That conversation's summaries are forgotten.",
    "cleared": "Everything was forgotten.",
    "saved": "Saved. Restart GPT Home to use the new settings (sudo systemctl restart gpt-home).",
    "cancelled": "Cancelled.",
}


@bp.app_context_processor
def _common() -> dict[str, Any]:
    password_set, token_set = auth_configured(services().settings)
    return {
        "auth_enabled": password_set or token_set,
        "logged_in": (password_set or token_set) and is_authenticated(),
        "done_message": DONE_MESSAGES.get(request.args.get("done", "")),
        "device_id": services().settings.device_id,
    }


@bp.app_template_filter("when")
def _when(value: datetime | str | None) -> str:
    """A stored time (datetime or ISO text) as local 'YYYY-MM-DD HH:MM' in the configured time zone."""
    if value is None or value == "":
        return ""
    try:
        moment = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    except ValueError:
        return str(value)
    zone = services().settings.timezone
    try:
        local = moment.astimezone(ZoneInfo(zone)) if zone else moment.astimezone()
    except (ValueError, ZoneInfoNotFoundError):
        local = moment
    return local.strftime("%Y-%m-%d %H:%M")


def _back_to_memories(user: str, done: str) -> BaseResponse:
    args = {"done": done}
    if user != services().settings.user_id:
        args["user"] = user
    return redirect(url_for("pages.memories", **args), code=303)


@bp.get("/")
def index() -> BaseResponse:
    """The Memories page is the home page."""
    return redirect(url_for("pages.memories"))


@bp.get("/memories")
def memories() -> Response:
    """What GPT Home remembers about one user, with search, delete and clear.

    Without a search the rendered page is cached until a memory changes (``view_cache``): the key holds everything
    the page depends on besides the memories (user, result message, login state).
    """
    user = request_user()
    query = search_query(request.args.get("q"))
    svc = services()
    if query:
        results = [m.to_json() for m in svc.memory().search(user, query, limit=10)]
        return Response(_render_memories(user, query, results), mimetype="text/html")
    context = _common()
    key = (user, "memories page", context["done_message"], context["logged_in"])
    return respond(svc.views.get(key, lambda: Body.of(_render_memories(user, "", None).encode())), "text/html")


def _render_memories(user: str, query: str, results: list[dict[str, Any]] | None) -> str:
    # The overview is read inside the page's build, after the page's change token: never older than that token.
    data = memory_views.cached_overview(services(), user)
    return render_template(
        "memories.html",
        user=user,
        default_user=services().settings.user_id,
        query=query,
        results=results,
        profile_rows=memory_views.profile_rows(data["profile"]),
        facts=data["facts"],
        episodes=data["episodes"],
        threads=data["summaries"],
    )


@bp.post("/memories/delete")
def delete_memory() -> BaseResponse:
    """Forget one fact or episode."""
    user = request_user()
    services().memory().delete(user, memory_kind(request.form.get("kind", "")), item_key(request.form.get("key", "")))
    return _back_to_memories(user, "deleted")


@bp.post("/memories/profile/delete")
def delete_profile_key() -> BaseResponse:
    """Forget one profile key."""
    user = request_user()
    services().memory().delete_profile_key(user, item_key(request.form.get("key", "")))
    return _back_to_memories(user, "profile")


@bp.post("/memories/threads/delete")
def delete_thread() -> BaseResponse:
    """Forget one conversation's summaries."""
    user = request_user()
    memory_views.delete_thread(services().memory(), user, item_key(request.form.get("thread_id", ""), "thread id"))
    return _back_to_memories(user, "thread")


@bp.post("/memories/clear")
def clear() -> BaseResponse:
    """Forget every memory and conversation of the user shown."""
    user = request_user()
    counts = services().memory().clear(user)
    _LOGGER.info("memories of one user cleared from the page: %s", counts)
    return _back_to_memories(user, "cleared")


def _settings_page(values: dict[str, Any], error: str | None = None, status: int = 200) -> tuple[str, int]:
    provider, model_name = settings_store.split_llm_model(str(values["llm_model"]))
    return render_template(
        "settings.html",
        values=values,
        error=error,
        provider=provider,
        model_name=model_name,
        providers=settings_store.LLM_PROVIDERS,
        choices={f: settings_store.choices(f) for f in ("wake_engine", "stt_engine", "tts_engine")},
        describe=settings_store.description,
        settings_file=str(services().settings.settings_file),
    ), status


@bp.get("/settings")
def settings_page() -> tuple[str, int]:
    """The editable settings."""
    return _settings_page(settings_store.current_view(services().settings))


@bp.post("/settings")
def save_settings() -> BaseResponse | tuple[str, int]:
    """Validate and save the form; on a bad value show the form again with what was typed and why."""
    svc = services()
    try:
        settings_store.save(svc.settings, settings_store.form_to_updates(request.form))
    except InvalidInputError as exc:
        typed = settings_store.current_view(svc.settings)
        for field in settings_store.EDITABLE_FIELDS:
            if field in request.form and field not in settings_store.SECRET_FIELDS:
                typed[field] = request.form[field]
        if "llm_provider" in request.form:
            name = request.form.get("llm_model_name", "")
            typed["llm_model"] = f"{request.form['llm_provider']}:{name}" if name else request.form["llm_provider"]
        return _settings_page(typed, exc.message, 400)
    return redirect(url_for("pages.settings_page", done="saved"), code=303)


@bp.get("/status")
def status_page() -> str:
    """Daemon state, last turns and health."""
    from gpt_home.webapp.house import render_status

    return render_status()


@bp.get("/timers")
def timers_page() -> str:
    """Pending timers and alarms of this device."""
    timers = services().timers()
    records = timers.all_pending() if timers is not None else None
    return render_template("timers.html", timers=records, available=timers is not None)


@bp.post("/timers/cancel")
def cancel_timer() -> BaseResponse:
    """Cancel one timer."""
    timers = services().timers()
    if timers is None:
        return error_response(501, "NOT_AVAILABLE", "timers are not available in this version")
    timers.cancel_id(item_key(request.form.get("id", ""), "timer id"))
    return redirect(url_for("pages.timers_page", done="cancelled"), code=303)


def _safe_next(target: str | None) -> str:
    """Only local paths: never redirect to another site after login."""
    if target and target.startswith("/") and not target.startswith("//") and "\\" not in target:
        return target
    return url_for("pages.memories")


@bp.route("/login", methods=["GET", "POST"])
def login() -> BaseResponse | tuple[str, int]:
    """Log in with the password (or, when only an API token is set, the token); rate-limited per client."""
    svc = services()
    password_set, token_set = auth_configured(svc.settings)
    if not (password_set or token_set):
        return redirect(url_for("pages.memories"))  # nothing to log in to
    if request.method == "GET":
        return render_template("login.html", uses_token=token_set and not password_set,
                               next=_safe_next(request.args.get("next"))), 200
    client = request.remote_addr or "unknown"
    wait = svc.login_limiter.retry_after(client)
    if wait:
        return error_response(429, "TOO_MANY_ATTEMPTS", f"too many wrong attempts; try again in {wait} s",
                              {"Retry-After": str(wait)})
    secret = request.form.get("password", "")
    ok = False
    if secret and password_set:
        ok = verify_password(secret, svc.settings.web_password_hash.get_secret_value())  # type: ignore[union-attr]
    elif secret and token_set:
        ok = tokens_equal(secret, svc.settings.web_api_token.get_secret_value())  # type: ignore[union-attr]
    if not ok:
        svc.login_limiter.failure(client)
        _LOGGER.warning("wrong settings-page password from %s", client)
        return render_template("login.html", error="That is not right.", uses_token=token_set and not password_set,
                               next=_safe_next(request.form.get("next"))), 401
    svc.login_limiter.success(client)
    response = redirect(_safe_next(request.form.get("next")), code=303)
    response.set_cookie(SESSION_COOKIE, svc.sessions.create(), httponly=True, samesite="Strict", path="/")
    return response


@bp.post("/logout")
def logout() -> BaseResponse:
    """End this browser's session."""
    services().sessions.drop(request.cookies.get(SESSION_COOKIE))
    response = redirect(url_for("pages.login"), code=303)
    response.delete_cookie(SESSION_COOKIE, path="/")
    return response


