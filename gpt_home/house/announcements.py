"""Announcements: the text rules, this device's spool (a folder in the data dir) and the Postgres queue for the others.

Why a spool: an announcement for this device must be spoken even when the database is down, and must never be lost
while the daemon is busy. Any process (CLI, settings page, the daemon's own presence thread) drops a JSON file into
``<data dir>/announcements/`` with an atomic rename; the daemon speaks the files in order between turns and deletes
each one only after it was spoken (at least once, never dropped). Announcements for other devices go through
``house_announcements`` in Postgres; each device's presence thread moves its rows into its own spool.
"""

from __future__ import annotations

import html
import json
import logging
import os
import re
import time
import unicodedata
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gpt_home.errors import InvalidInputError
from gpt_home.house.pg import HouseDb

_LOGGER = logging.getLogger(__name__)
MAX_ANNOUNCEMENT_CHARS = 500
EXPIRY_SECONDS = 600.0  # an announcement not spoken within 10 minutes is stale ("dinner is ready" an hour late)
SPOOL_DIR_NAME = "announcements"
QUERY_TIMEOUT_SECONDS = 1.0
_TAG_RE = re.compile(r"<[^<>]{0,300}>")
_SPACE_BEFORE_PUNCTUATION_RE = re.compile(r" ([.,!?;:])")
_MARKDOWN_RE = re.compile(r"[*_`#~|]+|\[([^\]]*)\]\([^)]*\)")


def clean_announcement(text: object) -> str:
    """The announcement as plain text to speak: markup and control characters removed, spaces collapsed.

    Raises:
        InvalidInputError: not a string, blank (after cleaning), or longer than MAX_ANNOUNCEMENT_CHARS.
    """
    if not isinstance(text, str):
        raise InvalidInputError("the announcement text must be a string")
    if len(text) > MAX_ANNOUNCEMENT_CHARS * 4:  # refuse before doing any work on a huge input
        raise InvalidInputError(
            f"the announcement is {len(text)} characters long; the most is {MAX_ANNOUNCEMENT_CHARS}")
    plain = html.unescape(_TAG_RE.sub(" ", text))
    plain = _MARKDOWN_RE.sub(lambda m: m.group(1) or " ", plain)
    plain = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in plain)
    plain = _SPACE_BEFORE_PUNCTUATION_RE.sub(r"\1", " ".join(plain.split()))
    if not plain:
        raise InvalidInputError("the announcement is empty: give some text to speak")
    if len(plain) > MAX_ANNOUNCEMENT_CHARS:
        raise InvalidInputError(
            f"the announcement is {len(plain)} characters long; the most is {MAX_ANNOUNCEMENT_CHARS}")
    return plain


@dataclass(frozen=True, slots=True)
class Announcement:
    """One queued announcement. ``queued_at``: this device's wall clock when it reached the spool."""

    text: str
    origin: str
    queued_at: float
    ref: str = ""  # where it came from: "pg:<id>" for rows moved from Postgres


@dataclass(frozen=True, slots=True)
class SpooledAnnouncement:
    """An announcement waiting in the spool, with its file (deleted by ``Spool.done`` once spoken)."""

    path: Path
    announcement: Announcement


class Spool:
    """This device's announcement folder; safe for several writer processes and one reader (the daemon)."""

    def __init__(self, data_dir: Path, *, clock: Callable[[], float] = time.time) -> None:
        self.dir = data_dir / SPOOL_DIR_NAME
        self._clock = clock

    def put(self, text: str, *, origin: str, ref: str = "") -> Path:
        """Queue ``text`` (already cleaned) for this device; the file appears whole or not at all.

        Raises:
            OSError: the data directory is not writable.
        """
        now = self._clock()
        self.dir.mkdir(parents=True, exist_ok=True)
        name = f"{time.time_ns():020d}-{uuid.uuid4().hex[:8]}"
        tmp = self.dir / f".{name}.tmp"
        with open(tmp, "w", encoding="utf-8") as handle:
            json.dump({"text": text, "origin": origin, "queued_at": now, "ref": ref}, handle)
            handle.flush()
            os.fsync(handle.fileno())
        final = self.dir / f"{name}.json"
        os.replace(tmp, final)
        _LOGGER.info("announcement queued from %s", origin)
        return final

    def pending(self) -> list[SpooledAnnouncement]:
        """Queued announcements, oldest first; unreadable files are set aside, stale ones removed (and logged)."""
        try:
            paths = sorted(self.dir.glob("*.json"))
        except OSError:
            return []
        found: list[SpooledAnnouncement] = []
        for path in paths:
            try:
                raw = json.loads(path.read_text(encoding="utf-8"))
                item = Announcement(text=_checked(raw["text"]), origin=str(raw.get("origin", ""))[:64],
                                    queued_at=float(raw["queued_at"]), ref=str(raw.get("ref", ""))[:64])
            except FileNotFoundError:
                continue
            except (OSError, ValueError, KeyError, TypeError, InvalidInputError) as exc:
                _LOGGER.warning("setting aside unreadable announcement %s: %s", path.name, exc)
                _rename_quietly(path, path.with_suffix(".bad"))
                continue
            if self._clock() - item.queued_at > EXPIRY_SECONDS:
                _LOGGER.warning("dropping an announcement queued %.0f s ago (stale)", self._clock() - item.queued_at)
                self.done(path)
                continue
            found.append(SpooledAnnouncement(path, item))
        return found

    def done(self, path: Path) -> None:
        """Forget a spoken announcement."""
        try:
            path.unlink()
        except FileNotFoundError:
            pass


def _checked(text: object) -> str:
    """A spooled text as written by ``put`` (already clean): a string of sane length, else rejected."""
    if not isinstance(text, str) or not text.strip() or len(text) > MAX_ANNOUNCEMENT_CHARS:
        raise ValueError("not an announcement text")
    return text


def _rename_quietly(src: Path, dst: Path) -> None:
    try:
        src.replace(dst)
    except OSError:
        pass


# --- the Postgres queue for other devices -----------------------------------------------------------------------
def queue_for_devices(house: HouseDb, devices: list[str], text: str, *, origin: str) -> None:
    """Queue ``text`` for each named device (one row each).

    Raises:
        StoreError: the database is unavailable.
    """
    if not devices:
        return
    with house.connection(QUERY_TIMEOUT_SECONDS) as conn:
        with conn.transaction():
            for device in devices:
                conn.execute("INSERT INTO house_announcements (device, text, origin) VALUES (%s, %s, %s)",
                             (device, text, origin))


def move_to_spool(house: HouseDb, device: str, spool: Spool) -> int:
    """Move this device's pending Postgres announcements into its spool; returns how many moved.

    Rows are marked taken in the same transaction that writes the files, so a failure leaves them pending; rows
    older than EXPIRY_SECONDS (database clock) are marked taken without being spoken.

    Raises:
        StoreError: the database is unavailable.
    """
    moved = 0
    with house.connection(QUERY_TIMEOUT_SECONDS) as conn:
        with conn.transaction():
            rows: list[dict[str, Any]] = conn.execute(
                """UPDATE house_announcements SET taken_at = now() WHERE device = %s AND taken_at IS NULL
                   RETURNING id, text, origin, created_at > now() - make_interval(secs => %s) AS fresh""",
                (device, EXPIRY_SECONDS),
            ).fetchall()
            for row in sorted(rows, key=lambda r: r["id"]):
                if not row["fresh"]:
                    _LOGGER.warning("dropping a stale announcement from %s", row["origin"])
                    continue
                spool.put(row["text"], origin=row["origin"], ref=f"pg:{row['id']}")  # OSError rolls back
                moved += 1
    return moved
