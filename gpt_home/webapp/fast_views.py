"""A thin WSGI layer in front of Flask that answers an unchanged, already built view with its stored bytes.

Why: the Memories page, ``GET /api/memories`` and ``GET /api/status`` are polled by every open browser, and once
their view is cached (``view_cache``, ``status.status_body``) Flask's request/response cycle is most of what is left:
about 0.4 ms of CPU a request (request and context objects, routing, the guard, the context processor, the response
object and its headers), more than the view itself. On a 2-core Pi with 20 browsers that CPU is the queue every
request waits in. This layer does only what those three answers need, in this order, and hands *everything else* to
Flask unchanged (the full app, with its guards and error pages):

* only ``GET`` of exactly those three paths, without a query string or ``If-None-Match`` (a conditional request
  goes to Flask, which answers the 304);
* the Host allow-list of :mod:`gpt_home.webapp.security` (the :func:`host_allowed` Flask's guard asks); an unknown
  host goes to Flask, which refuses and logs it;
* login fail-closed (the :func:`login_needed` Flask's guard asks): with a password set, only a live session cookie
  passes; anything else goes to Flask (which redirects or answers 401), and so does every request with an
  ``Authorization`` header (the login limiter may have to refuse it before any check). A GET changes nothing, so no cross-site check applies (the guard skips GET too);
* the user is the ``user_id`` setting (no query string); none set: Flask answers the error;
* the view must be in the cache and still valid (:meth:`ViewCache.peek`, :func:`status.cached_status_body`): a
  miss goes to Flask, which builds and caches it. This layer never builds and never touches the database, except
  the status page's health ping, as Flask's handler does;
* the answer carries the same status, headers (security headers, ``Cache-Control: no-store``, ETag) and body as
  Flask's: tests/webapp/test_fast_views.py compares them header by header.

Any exception in here falls back to Flask, which answers (or reports) it as before.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

from werkzeug.http import parse_cookie

from gpt_home.webapp.security import SESSION_COOKIE, auth_configured, host_allowed, login_needed, page_headers
from gpt_home.webapp.services import WebServices

_LOGGER = logging.getLogger(__name__)
WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
HTML = "text/html; charset=utf-8"
JSON = "application/json"
_MEMORIES, _API_MEMORIES, _API_STATUS = "/memories", "/api/memories", "/api/status"
_API_LIST_LIMIT = 1000  # api.list_memories' default limit: part of its cache key


class FastViews:
    """Wraps ``flask_app.wsgi_app``: cached views straight from their bytes, every other request to Flask."""

    def __init__(self, flask_wsgi: WsgiApp, services: WebServices, hosts: frozenset[str]) -> None:
        self._flask = flask_wsgi
        self._svc = services
        self._hosts = hosts
        self._page_headers = page_headers()
        self.served = 0  # answers given here (for tests and the benchmark's diagnostics)

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        path = environ.get("PATH_INFO")
        if (path not in (_MEMORIES, _API_MEMORIES, _API_STATUS) or environ.get("REQUEST_METHOD") != "GET"
                or environ.get("QUERY_STRING") or "HTTP_IF_NONE_MATCH" in environ):
            return self._flask(environ, start_response)
        try:
            answer = self._answer(path, environ)
        except Exception:  # Flask answers (and logs) whatever went wrong here
            _LOGGER.debug("fast view of %s fell back to Flask", path, exc_info=True)
            answer = None
        if answer is None:
            return self._flask(environ, start_response)
        body, content_type, etag = answer
        headers = [("Content-Type", content_type), ("Content-Length", str(len(body)))]
        if etag is not None:
            headers.append(("ETag", f'"{etag}"'))
        headers.extend(self._page_headers)
        start_response("200 OK", headers)
        self.served += 1
        return [body]

    def _answer(self, path: str, environ: dict[str, Any]) -> tuple[bytes, str, str | None] | None:
        if not host_allowed(environ.get("HTTP_HOST"), self._hosts) or "HTTP_AUTHORIZATION" in environ:
            return None  # a bearer token goes to Flask: its login limiter may have to refuse it first
        settings = self._svc.settings
        logged_in = any(auth_configured(settings)) and self._authenticated(environ)
        if login_needed(settings, "GET") and not logged_in:
            return None  # Flask redirects to the login form or answers 401
        user = settings.user_id
        if not user:
            return None
        if path == _API_STATUS:
            from gpt_home.webapp.status import cached_status_body

            body = cached_status_body(self._svc.status_path, self._svc.health().run())
            return None if body is None else (body, JSON, None)
        if path == _MEMORIES:  # pages.memories' key: no "done" message without a query string
            cached, content_type = self._svc.views.peek((user, "memories page", None, logged_in)), HTML
        else:
            cached, content_type = self._svc.views.peek((user, "api list", None, _API_LIST_LIMIT)), JSON
        return None if cached is None else (cached.data, content_type, cached.etag)

    def _authenticated(self, environ: dict[str, Any]) -> bool:
        """A live session cookie (:func:`security.is_authenticated` without the token: see ``_answer``)."""
        raw_cookie = environ.get("HTTP_COOKIE")  # parsed as Flask's request.cookies parses it
        return bool(raw_cookie) and self._svc.sessions.valid(parse_cookie(raw_cookie).get(SESSION_COOKIE))
