"""What the Status page shows: the voice daemon's state and last turns (from its status file) and the health of
the database, the language model and the speech engines.

The daemon is another process; we only read the JSON file it writes and never trust its shape: a missing file means
"not running", a malformed one is reported as such. Health checks are cheap (no model is loaded) and cached briefly,
so a phone refreshing the page cannot load the Pi.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import re
import shutil
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from gpt_home.config import Settings
from gpt_home.daemon_status import MAX_TURNS, parse_status

_LOGGER = logging.getLogger(__name__)
MAX_STATUS_BYTES = 256 * 1024
HEALTH_TTL_SECONDS = 10.0


def read_daemon_status(path: Path, *, now: float | None = None) -> dict[str, Any]:
    """The daemon's state and last turns, newest first; ``running`` is False when there is no status file.

    The file's schema is ``gpt_home.daemon_status.DaemonStatus``, shared with the daemon that writes it. The parsed
    file is kept while its identity (modification time, size, inode: the daemon replaces it on every write) stays the
    same, so a page polled by many clients parses it once per change; ``age_seconds`` is computed on every call.
    """
    return _read_status(path, time.time() if now is None else now)[1]


def status_body(path: Path, health: list[dict[str, str]], encode: Callable[[Any], bytes], *,
                now: float | None = None) -> bytes:
    """``encode({"daemon": read_daemon_status(path), "health": health})``, encoded once per distinct content.

    A polled status endpoint answers the same body until the file, its age (to 0.1 s) or a health line changes.
    """
    key, daemon = _status_key(path, health, time.time() if now is None else now)
    with _parsed_lock:
        last = _bodies.get(str(path))
    if last is not None and last[0] == key:
        return last[1]
    body = encode({"daemon": daemon, "health": health})
    with _parsed_lock:
        _bodies[str(path)] = (key, body)
    return body


def cached_status_body(path: Path, health: list[dict[str, str]], *, now: float | None = None) -> bytes | None:
    """The body :func:`status_body` would answer now when it is the one already encoded, else None (never encodes)."""
    key, _ = _status_key(path, health, time.time() if now is None else now)
    with _parsed_lock:
        last = _bodies.get(str(path))
    return last[1] if last is not None and last[0] == key else None


def _status_key(path: Path, health: list[dict[str, str]], now: float) -> tuple[tuple[Any, ...], dict[str, Any]]:
    identity, daemon = _read_status(path, now)
    key = (identity, daemon["state"], daemon["problem"], daemon.get("age_seconds"),
           tuple((h["name"], h["status"], h["detail"]) for h in health))
    return key, daemon


def _read_status(path: Path, now: float) -> tuple[tuple[Any, ...] | None, dict[str, Any]]:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None, {"running": False, "state": "not running", "problem": None, "turns": []}
    except OSError as exc:
        _LOGGER.debug("unreadable status file %s: %s", path, exc)
        return None, {"running": None, "state": "unknown", "problem": "status file is unreadable", "turns": []}
    identity = (str(path), st.st_mtime_ns, st.st_size, st.st_ino)
    with _parsed_lock:
        cached = _parsed.get(identity[0])
    if cached is None or cached[0] != identity:
        cached = (identity, _parse_status_file(path, st.st_size))
        with _parsed_lock:
            _parsed[identity[0]] = cached
    view = dict(cached[1])
    view["turns"] = list(view["turns"])
    updated = view.get("updated_at")
    if view["running"]:
        view["age_seconds"] = round(now - updated, 1) if updated is not None else None
    return identity, view


_parsed: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {}  # status file path -> (identity, parsed view)
_bodies: dict[str, tuple[tuple[Any, ...], bytes]] = {}  # status file path -> (content key, encoded body)
_parsed_lock = threading.Lock()


def _parse_status_file(path: Path, size: int) -> dict[str, Any]:
    try:
        if size > MAX_STATUS_BYTES:
            return {"running": None, "state": "unknown", "problem": "status file is too large", "turns": []}
        status = parse_status(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {"running": False, "state": "not running", "problem": None, "turns": []}
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        _LOGGER.debug("unreadable status file %s: %s", path, exc)
        return {"running": None, "state": "unknown", "problem": "status file is unreadable", "turns": []}
    except ValueError:
        return {"running": None, "state": "unknown", "problem": "status file is malformed", "turns": []}
    turns = sorted((t.model_dump() for t in status.turns), key=lambda t: t["started_at"] or 0.0, reverse=True)
    return {
        "running": True,
        "state": status.state,
        "updated_at": status.updated_at,
        "age_seconds": None,
        "problem": None,
        "turns": turns[:MAX_TURNS],
    }


@dataclass(frozen=True)
class Health:
    """One part's health: ok / warn / fail and a line saying why (never a secret)."""

    name: str
    status: str
    detail: str


def _llm(settings: Settings) -> Health:
    from gpt_home.agent.llm import describe_model, resolve_spec
    from gpt_home.errors import GptHomeError

    try:
        spec = resolve_spec(settings)
    except GptHomeError as exc:
        return Health("language model", "fail", exc.message)
    if spec is None:
        return Health("language model", "warn", "none configured or installed: only local commands are answered")
    provider = spec.partition(":")[0]
    if provider in ("openai", "anthropic") and settings.llm_api_key is None and not settings.llm_base_url:
        return Health("language model", "fail", f"{provider} needs an API key")
    if provider == "local":
        return Health("language model", "ok", f"local model {Path(spec.partition(':')[2]).name}")
    described = re.sub(r"://[^/@\s]+@", "://", describe_model(settings))  # never show user:password@ of a URL
    return Health("language model", "ok", f"{described} (not contacted)")


def _has(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


def _engines(settings: Settings) -> list[Health]:
    wake_needs = {"kws": "pocketsphinx", "openwakeword": "openwakeword", "transcript": None, "button": "gpiozero"}
    module = wake_needs.get(settings.wake_engine)
    wake_ok = module is None or _has(module)
    checks = [Health("wake word", "ok" if wake_ok else "fail",
                     f"{settings.wake_engine}, phrase {settings.wake_phrase!r}" if wake_ok
                     else f"{settings.wake_engine} needs {module}, which is not installed")]
    stt_needs = {"sphinx": "pocketsphinx", "faster-whisper": "faster_whisper", "whisper": "whisper",
                 "openai": "openai"}
    if settings.stt_engine == "auto":
        stt = "faster-whisper" if _has("faster_whisper") else "sphinx"
    else:
        stt = settings.stt_engine
    stt_ok = _has(stt_needs[stt])
    checks.append(Health("speech-to-text", "ok" if stt_ok else "fail",
                         stt if stt_ok else f"{stt} is not installed"))
    if settings.tts_engine == "piper":
        tts_ok = settings.piper_model_path is not None and settings.piper_model_path.is_file()
        checks.append(Health("text-to-speech", "ok" if tts_ok else "fail",
                             "piper" if tts_ok else "piper needs piper_model_path (a .onnx voice)"))
    else:
        tts_ok = _has("pyttsx3") and bool(shutil.which("espeak-ng") or shutil.which("espeak"))
        checks.append(Health("text-to-speech", "ok" if tts_ok else "fail",
                             "pyttsx3 with espeak-ng" if tts_ok else "needs pyttsx3 and espeak-ng"))
    return checks


class HealthChecker:
    """Runs the health checks at most once per ``ttl_seconds`` (the database ping always runs)."""

    def __init__(self, settings: Settings, ping: Callable[[], bool], *, ttl_seconds: float = HEALTH_TTL_SECONDS) -> None:
        self._settings = settings
        self._ping = ping
        self._ttl = ttl_seconds
        self._cached: tuple[float, list[dict[str, str]]] | None = None
        self._lock = threading.Lock()

    def _slow_checks(self) -> list[Health]:
        checks: list[Health] = []
        for check in (lambda s: [_llm(s)], _engines):
            try:
                checks.extend(check(self._settings))
            except Exception as exc:  # a status page reports, it never crashes
                _LOGGER.debug("health check crashed", exc_info=True)
                checks.append(Health("check", "fail", type(exc).__name__))
        return checks

    def run(self) -> list[dict[str, str]]:
        """Every check as JSON-safe dicts, database first."""
        try:
            db_ok = self._ping()
        except Exception:  # noqa: BLE001  (unreachable is a status, not an error)
            db_ok = False
        database = Health("database", "ok" if db_ok else "fail", "answering" if db_ok else "not reachable")
        with self._lock:
            now = time.monotonic()
            if self._cached is None or now - self._cached[0] > self._ttl:
                self._cached = (now, [asdict(h) for h in self._slow_checks()])
            slow = self._cached[1]
        return [asdict(database), *(dict(h) for h in slow)]
