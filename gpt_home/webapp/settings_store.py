"""The settings the page may edit: what it shows, how it validates, and how it writes ``<data_dir>/settings.toml``.

Validation builds a real :class:`Settings` from the would-be file, so the page accepts exactly what the daemon will
accept at start-up. Secrets are write-only: the view says only whether one is set. The file is written atomically
with mode 0600 because it holds secrets (API key, password hash).
"""

from __future__ import annotations

import logging
import os
import tempfile
import threading
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, get_args

import tomli_w
from pydantic import ValidationError

from gpt_home.config import Settings
from gpt_home.errors import InvalidInputError

_LOGGER = logging.getLogger(__name__)
_WRITE_LOCK = threading.Lock()

# Editable on the page, in the order shown. Secrets are write-only.
EDITABLE_FIELDS: tuple[str, ...] = (
    "device_id",
    "wake_engine",
    "wake_phrase",
    "stt_engine",
    "stt_language",
    "stt_model_path",
    "tts_engine",
    "tts_voice",
    "llm_model",
    "llm_base_url",
    "llm_api_key",
    "persona",
    "timezone",
    "gpio_led_pins",
    "gpio_button_pin",
)
SECRET_FIELDS = frozenset({"llm_api_key"})
# Written only by the CLI (`gpt-home web set-password`), never through the page.
CLI_ONLY_FIELDS = frozenset({"web_password_hash", "web_api_token"})


def choices(field: str) -> tuple[str, ...]:
    """The allowed values of a Literal setting (for the page's select boxes); () for free text."""
    return tuple(str(v) for v in get_args(Settings.model_fields[field].annotation))


def description(field: str) -> str:
    """The setting's own documentation."""
    return Settings.model_fields[field].description or ""


def read_file(path: Path) -> dict[str, Any]:
    """The settings file as a dict ({} when there is none).

    Raises:
        InvalidInputError: the file exists but is not valid TOML (the page will not overwrite it blindly).
    """
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        return {}
    except tomllib.TOMLDecodeError as exc:
        raise InvalidInputError(f"{path} is not valid TOML ({exc}); fix or remove it first") from None


def current_view(settings: Settings) -> dict[str, Any]:
    """Editable settings as the page shows them: the file's values over the running ones; secrets as set/not set."""
    saved = read_file(settings.settings_file)
    view: dict[str, Any] = {}
    for field in EDITABLE_FIELDS:
        if field in SECRET_FIELDS:
            view[field] = {"set": bool(saved.get(field)) or getattr(settings, field) is not None}
            continue
        value = saved[field] if field in saved else getattr(settings, field)
        view[field] = str(value) if isinstance(value, Path) else value
    return view


def _validation_message(exc: ValidationError) -> str:
    err = exc.errors()[0]
    field = ".".join(str(p) for p in err.get("loc", ())) or "settings"
    return f"{field}: {err['msg'].removeprefix('Value error, ')}"


def validate_updates(updates: Mapping[str, Any], *, allow: frozenset[str] | None = None) -> None:
    """Refuse unknown, read-only or wrongly typed keys before anything is written.

    Raises:
        InvalidInputError: names the first bad key.
    """
    allowed = frozenset(EDITABLE_FIELDS) | (allow or frozenset())
    if not isinstance(updates, Mapping):
        raise InvalidInputError("settings must be a JSON object")
    for key in updates:
        if key not in allowed:
            raise InvalidInputError(f"{key!r} is not a setting this page can change")


def save(settings: Settings, updates: Mapping[str, Any], *, allow: frozenset[str] | None = None) -> Settings:
    """Merge ``updates`` into the settings file after validating the result as a whole; returns it as Settings.

    ``None`` (or ``""`` for a secret) removes a key, back to its default. Nothing is written when validation fails.

    Raises:
        InvalidInputError: an unknown key or an invalid value; the file is unchanged.
    """
    validate_updates(updates, allow=allow)
    path = settings.settings_file
    with _WRITE_LOCK:
        saved = read_file(path)
        merged = dict(saved)
        for key, value in updates.items():
            if value is None or (key in SECRET_FIELDS and value == ""):
                merged.pop(key, None)
            else:
                merged[key] = value
        try:
            # No file source here: the would-be file's values are passed directly, as load_settings would read them.
            validated = Settings(**{**merged, "data_dir": settings.data_dir})
        except ValidationError as exc:
            raise InvalidInputError(_validation_message(exc)) from None
        secret_like = SECRET_FIELDS | CLI_ONLY_FIELDS
        normal = validated.model_dump(mode="json", include=set(merged) - secret_like)
        document = {k: (merged[k] if k in secret_like else normal[k]) for k in merged}
        _atomic_write(path, tomli_w.dumps({k: v for k, v in document.items() if v is not None}))
    _LOGGER.info("settings saved to %s (%s)", path, ", ".join(sorted(updates)) or "no changes")
    return validated


def _atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def form_to_updates(form: Mapping[str, str]) -> dict[str, Any]:
    """The Settings page's form fields as updates: empty optional fields unset, lists parsed, blank secrets kept.

    Raises:
        InvalidInputError: a list or number field is not well formed.
    """
    updates: dict[str, Any] = {}
    for field in EDITABLE_FIELDS:
        if field == "llm_model":
            continue
        if field not in form:
            continue
        raw = form[field].strip()
        if field in SECRET_FIELDS:
            if form.get(f"{field}_clear"):
                updates[field] = None
            elif raw:
                updates[field] = raw
            continue
        if field == "gpio_led_pins":
            try:
                updates[field] = [int(p) for p in raw.replace(" ", "").split(",") if p]
            except ValueError:
                raise InvalidInputError("gpio_led_pins: give pin numbers separated by commas") from None
        elif field == "gpio_button_pin":
            try:
                updates[field] = int(raw) if raw else None
            except ValueError:
                raise InvalidInputError("gpio_button_pin: give a pin number or leave it empty") from None
        elif field in ("stt_model_path", "llm_base_url"):
            updates[field] = raw or None
        else:
            updates[field] = raw
    if "llm_provider" in form:
        updates["llm_model"] = _llm_model(form["llm_provider"].strip(), form.get("llm_model_name", "").strip())
    return updates


LLM_PROVIDERS = ("auto", "local", "none", "openai", "anthropic", "ollama")


def _llm_model(provider: str, name: str) -> str:
    if provider not in LLM_PROVIDERS:
        raise InvalidInputError(f"llm_provider: choose one of {', '.join(LLM_PROVIDERS)}")
    if provider in ("auto", "none"):
        return provider
    if provider == "local":
        return f"local:{name}" if name else "local"
    if not name:
        raise InvalidInputError(f"llm_model: {provider} needs a model name, e.g. gpt-4o-mini")
    return f"{provider}:{name}"


def split_llm_model(value: str) -> tuple[str, str]:
    """'openai:gpt-4o-mini' -> ('openai', 'gpt-4o-mini'); 'auto' -> ('auto', '') (for the page's two fields)."""
    provider, _, name = value.partition(":")
    return (provider, name) if provider in LLM_PROVIDERS else ("auto", "")
