"""One shape for every error the settings page returns: JSON ``{"error": {"code", "message"}}`` for the API, a short
HTML page for the pages. ``/clearMemory`` also keeps the seed's ``{"success": false, "message"}`` contract.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from gpt_home.errors import (
    ConfigError,
    GptHomeError,
    InvalidInputError,
    MissingUserIdError,
    NotFoundError,
    PatchFailedError,
    ProfileTooLargeError,
    StoreError,
)

_LOGGER = logging.getLogger(__name__)
JSON_PREFIXES = ("/api/", "/clearMemory", "/health")

_HTTP_CODES = {
    400: "BAD_REQUEST",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    429: "TOO_MANY_REQUESTS",
}


class WebError(GptHomeError):
    """An error raised by the web layer itself, with the HTTP status to answer with."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message, code=code)
        self.status = status


def status_for(exc: GptHomeError) -> int:
    """The HTTP status of a domain error."""
    if isinstance(exc, WebError):
        return exc.status
    if isinstance(exc, NotFoundError):
        return 404
    if isinstance(exc, ProfileTooLargeError):
        return 413
    if isinstance(exc, (MissingUserIdError, InvalidInputError, ConfigError, PatchFailedError)):
        return 400
    if isinstance(exc, StoreError):
        return 503
    return 500


def wants_json() -> bool:
    """API, health and clearMemory answer JSON; the pages answer HTML."""
    return request.path.startswith(JSON_PREFIXES) or request.path == "/api"


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> Response:
    """The error in the form the client expects (JSON or a small HTML page)."""
    if wants_json():
        body: dict[str, Any] = {"error": {"code": code, "message": message}}
        if request.path == "/clearMemory":
            body.update(success=False, message=message)
        response = jsonify(body)
    else:
        response = Response(render_template("error.html", status=status, code=code, message=message),
                            mimetype="text/html")
    response.status_code = status
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def register_error_handlers(app: Flask) -> None:
    """Turn every error into :func:`error_response`; unexpected ones are logged, never shown."""

    @app.errorhandler(GptHomeError)
    def _domain(exc: GptHomeError) -> Response:
        status = status_for(exc)
        if status >= 500:
            _LOGGER.warning("%s %s failed: %s [%s]", request.method, request.path, exc, exc.code)
        return error_response(status, exc.code, exc.message)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        status = exc.code or 500
        headers = {}
        valid_methods = getattr(exc, "valid_methods", None)
        if status == 405 and valid_methods:
            headers["Allow"] = ", ".join(valid_methods)
        return error_response(status, _HTTP_CODES.get(status, "HTTP_ERROR"), exc.description or exc.name, headers)

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:
        _LOGGER.exception("unexpected error in %s %s", request.method, request.path)
        return error_response(500, "INTERNAL_ERROR", "something went wrong; the details are in the log")
