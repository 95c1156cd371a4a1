"""Request guards of the settings page: host allow-list, cross-site refusal, optional login/token, safe headers.

Why each exists:
* Host allow-list: a DNS-rebinding page would reach us under its own host name; we answer only to names and
  addresses the device really has (plus the configured list).
* Cross-site refusal: a page on another site must not make a household member's browser clear memories (CSRF).
  Browsers say where a request comes from in ``Sec-Fetch-Site`` and ``Origin``; curl sends neither and passes.
* Password/token: optional, but once set, nothing changes state without one.
"""

from __future__ import annotations

import ipaddress
import logging
import socket
from collections.abc import Iterable
from urllib.parse import urlsplit

from flask import Flask, Response, redirect, request, url_for

from gpt_home.config import Settings
from gpt_home.webapp.auth import tokens_equal
from gpt_home.webapp.responses import error_response, wants_json
from gpt_home.webapp.services import services

_LOGGER = logging.getLogger(__name__)
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
SESSION_COOKIE = "gpt_home_session"
_OPEN_ENDPOINTS = frozenset({"static", "pages.login", "api.health"})  # reachable without logging in
_WILDCARD_HOSTS = frozenset({"", "0.0.0.0", "::", "[::]"})

CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; "
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
}

_STATIC_HEADERS = tuple(SECURITY_HEADERS.items())
_PAGE_HEADERS = (*_STATIC_HEADERS, ("Cache-Control", "no-store"))


def page_headers() -> list[tuple[str, str]]:
    """The headers every non-static answer gets (security headers and ``Cache-Control: no-store``), in order."""
    return list(_PAGE_HEADERS)


def _bracket(address: str) -> str:
    try:
        return f"[{address}]" if ipaddress.ip_address(address).version == 6 else address
    except ValueError:
        return address


def device_addresses() -> set[str]:
    """Names and addresses this device answers to (hostname, hostname.local, its IPs); no packets are sent."""
    names: set[str] = set()
    hostname = socket.gethostname()
    names.update({hostname, f"{hostname}.local"})
    try:
        names.add(socket.getfqdn())
        for info in socket.getaddrinfo(hostname, None):
            names.add(_bracket(str(info[4][0]).split("%")[0]))
    except OSError:
        pass
    # The address of the default route: connect() on UDP only picks a route, it sends nothing.
    for family, target in ((socket.AF_INET, ("192.0.2.1", 9)), (socket.AF_INET6, ("2001:db8::1", 9))):
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as probe:
                probe.connect(target)
                names.add(_bracket(probe.getsockname()[0].split("%")[0]))
        except OSError:
            pass
    return {n.lower() for n in names if n}


def allowed_hosts(settings: Settings, extra: Iterable[str] = ()) -> frozenset[str]:
    """Every Host name (without port) the page answers to."""
    hosts = {h.strip().lower() for h in settings.web_allowed_hosts if h.strip()}
    hosts.update(device_addresses())
    if settings.web_host.lower() not in _WILDCARD_HOSTS:
        hosts.add(_bracket(settings.web_host).lower())
    hosts.update(_bracket(h).lower() for h in extra if h.lower() not in _WILDCARD_HOSTS)
    return frozenset(hosts)


def host_name(host_header: str) -> str:
    """``gpt-home.local:8080`` -> ``gpt-home.local``; ``[::1]:80`` -> ``[::1]``."""
    host = host_header.strip().lower()
    if host.startswith("["):
        return host.split("]", 1)[0] + "]"
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def host_allowed(host_header: str | None, hosts: frozenset[str]) -> bool:
    """The Host allow-list rule, asked by Flask's guard and by the fast views alike (one copy of it)."""
    return bool(host_header) and host_name(host_header) in hosts


def login_needed(settings: Settings, method: str) -> bool:
    """Whether a request of ``method`` to a guarded endpoint must be logged in (session or token).

    Nothing is guarded until a password or token is set; then every state change needs one, and reading pages
    needs one only when a password is set (a token alone protects changes, not reading). Flask's guard and the
    fast views both ask this.
    """
    password_set, token_set = auth_configured(settings)
    return (password_set or token_set) and (method not in SAFE_METHODS or password_set)


def cross_site_reason(method: str, headers: dict[str, str] | object, own_host: str) -> str | None:
    """Why a state-changing request must be refused as cross-site, or None when it may go on.

    ``Sec-Fetch-Site`` other than ``same-origin``/``none`` is refused (``same-site`` too: another port of this
    device is another origin). An ``Origin`` whose host differs from the request's own Host is refused. A request
    with neither header (curl, scripts) passes.
    """
    if method in SAFE_METHODS:
        return None
    get = headers.get  # type: ignore[attr-defined]
    fetch_site = (get("Sec-Fetch-Site") or "").strip().lower()
    if fetch_site and fetch_site not in ("same-origin", "none"):
        return f"cross-site request refused (Sec-Fetch-Site: {fetch_site})"
    origin = (get("Origin") or "").strip()
    if origin:
        parts = urlsplit(origin)
        if origin == "null" or not parts.netloc or parts.netloc.lower() != own_host.strip().lower():
            return "cross-site request refused (Origin is not this page)"
    return None


def auth_configured(settings: Settings) -> tuple[bool, bool]:
    """(password set, API token set)."""
    return settings.web_password_hash is not None, settings.web_api_token is not None


def is_authenticated() -> bool:
    """A live session cookie or a matching ``Authorization: Bearer`` token."""
    svc = services()
    if svc.sessions.valid(request.cookies.get(SESSION_COOKIE)):
        return True
    token = svc.settings.web_api_token
    header = request.headers.get("Authorization", "")
    scheme, _, given = header.partition(" ")
    return bool(token and scheme.lower() == "bearer" and given
                and tokens_equal(given.strip(), token.get_secret_value()))


def init_security(app: Flask, hosts: frozenset[str]) -> None:
    """Register the guards and the response headers on ``app``."""

    @app.before_request
    def _guard() -> Response | None:
        if not host_allowed(request.host, hosts):
            _LOGGER.warning("refused request for unknown host %r", request.host[:100])
            return error_response(400, "HOST_NOT_ALLOWED", "unknown host name; add it to web_allowed_hosts")
        reason = cross_site_reason(request.method, request.headers, request.host)
        if reason:
            _LOGGER.warning("%s %s: %s", request.method, request.path, reason)
            return error_response(403, "CROSS_SITE_REQUEST", reason)
        if request.endpoint in _OPEN_ENDPOINTS or not login_needed(services().settings, request.method):
            return None
        # Bearer tokens share the per-client limit with passwords; a limited client is refused before any check.
        limiter, client = services().login_limiter, request.remote_addr or "unknown"
        presented = bool(request.headers.get("Authorization"))
        wait = limiter.retry_after(client) if presented else 0
        if wait:
            return error_response(429, "TOO_MANY_ATTEMPTS", f"too many wrong attempts; try again in {wait} s",
                                  {"Retry-After": str(wait)})
        if not is_authenticated():
            if presented:
                limiter.failure(client)
            if wants_json() or request.method not in SAFE_METHODS:
                return error_response(401, "UNAUTHORIZED", "log in or send 'Authorization: Bearer <token>'",
                                      {"WWW-Authenticate": 'Bearer realm="gpt-home"'})
            return redirect(url_for("pages.login", next=request.full_path if request.query_string else request.path))
        return None

    @app.after_request
    def _headers(response: Response) -> Response:
        # One pass over the headers already set (this runs on every response; setdefault would scan once per name).
        present = {name.lower() for name in response.headers.keys()}  # noqa: SIM118 - Headers yield (name, value)
        wanted = _PAGE_HEADERS if request.endpoint != "static" else _STATIC_HEADERS
        response.headers.extend([(name, value) for name, value in wanted if name.lower() not in present])
        return response
