"""The settings page: a small Flask app (factory + blueprints) served by waitress.

It shows and deletes what GPT Home remembers, edits the settings file, and shows the daemon's status. It reads and
deletes only through the memory layer and never imports audio code.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gpt_home.config import Settings

if TYPE_CHECKING:  # the CLI imports this package to register `gpt-home web`: Flask is imported by create_app
    from flask import Flask

_LOGGER = logging.getLogger(__name__)
MAX_BODY_BYTES = 64 * 1024


def web_root() -> Path:
    """The folder holding ``templates/`` and ``static/``.

    From a checkout (a pyproject.toml beside the package) it is the top-level ``web/``; from an installed wheel it is
    the ``gpt_home.web`` package. Checked in that order so a stale installed copy never shadows the checkout.
    """
    package_dir = Path(__file__).resolve().parents[1]
    checkout = package_dir.parent / "web"
    if (package_dir.parent / "pyproject.toml").is_file() and (checkout / "templates").is_dir():
        return checkout
    root = resources.files("gpt_home.web")
    if not isinstance(root, Path):  # a zipped install: Flask needs real folders
        raise TypeError("gpt_home.web must be installed as files, not inside a zip")
    return root


def create_app(settings: Settings, *, db: Any = None, extra_hosts: Iterable[str] = ()) -> Flask:
    """Build the app for ``settings``.

    Args:
        settings: the frozen settings (the page edits the settings *file*; changes apply after a restart).
        db: an open ``Database`` to use (not closed by the app); None opens one on first use and closes it in
            ``app.extensions["gpt_home"].close()``.
        extra_hosts: more Host names to accept (e.g. a test server's bind address).
    """
    from flask import Flask

    from gpt_home.webapp import api, house, lists_views, pages
    from gpt_home.webapp.fast_views import FastViews
    from gpt_home.webapp.responses import register_error_handlers
    from gpt_home.webapp.security import allowed_hosts, init_security
    from gpt_home.webapp.services import WebServices

    root = web_root()
    app = Flask(__name__, template_folder=str(root / "templates"), static_folder=str(root / "static"))
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_BODY_BYTES,
        MAX_FORM_MEMORY_SIZE=MAX_BODY_BYTES,
        JSON_SORT_KEYS=False,
        SEND_FILE_MAX_AGE_DEFAULT=300,
    )
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.jinja_env.autoescape = True  # every template, whatever its extension
    WebServices(settings, db=db).init_app(app)
    hosts = allowed_hosts(settings, extra_hosts)
    init_security(app, hosts)
    register_error_handlers(app)
    app.register_blueprint(api.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(house.bp)
    app.register_blueprint(lists_views.bp)
    app.wsgi_app = FastViews(app.wsgi_app, app.extensions["gpt_home"], hosts)  # type: ignore[method-assign]
    return app
