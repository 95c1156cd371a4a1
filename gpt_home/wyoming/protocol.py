"""Reading and writing Wyoming events with limits, for peers we do not trust.

Why not ``wyoming.event.async_read_event``: it reads whatever ``data_length``/``payload_length`` a header claims
(a peer saying 2 GB makes us try to allocate 2 GB), treats every malformed header as a disconnect with no word to
the peer, and crashes on a negative length. Here every header is checked before a byte of its body is read, and a
bad one raises ``WyomingProtocolError`` so the connection can answer with an ``error`` event and close.
Writes are bounded in time: a peer that never reads cannot hold a server task (or its memory) forever.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from wyoming.event import Event, async_write_event

from gpt_home.errors import WyomingProtocolError

_LOGGER = logging.getLogger(__name__)

MAX_HEADER_BYTES = 64 * 1024  # asyncio's default StreamReader limit: a longer line raises
MAX_DATA_BYTES = 1024 * 1024  # JSON data of one event
MAX_PAYLOAD_BYTES = 4 * 1024 * 1024  # binary payload of one event (an audio chunk is a few KB)
WRITE_TIMEOUT_SECONDS = 10.0


def _length(header: dict[str, Any], name: str, limit: int) -> int:
    value = header.get(name)
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise WyomingProtocolError(f"{name} must be an integer")
    if value < 0:
        raise WyomingProtocolError(f"{name} must not be negative")
    if value > limit:
        raise WyomingProtocolError(f"{name} {value} is over the limit of {limit} bytes")
    return value


def parse_header(line: bytes) -> tuple[str, dict[str, Any], int, int]:
    """Check one header line: (type, inline data, data length, payload length).

    Raises:
        WyomingProtocolError: not a JSON object, no string ``type``, bad ``data``, or lengths out of range.
    """
    try:
        header = json.loads(line)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise WyomingProtocolError("the header line is not JSON") from None
    if not isinstance(header, dict):
        raise WyomingProtocolError("the header line is not a JSON object")
    event_type = header.get("type")
    if not isinstance(event_type, str) or not event_type or len(event_type) > 100:
        raise WyomingProtocolError("the header has no event type")
    data = header.get("data") or {}
    if not isinstance(data, dict):
        raise WyomingProtocolError("the header's data is not a JSON object")
    return (event_type, data, _length(header, "data_length", MAX_DATA_BYTES),
            _length(header, "payload_length", MAX_PAYLOAD_BYTES))


async def read_event(reader: asyncio.StreamReader) -> Event | None:
    """The next event, or None when the peer closed the connection (also mid-event).

    Raises:
        WyomingProtocolError: the peer broke the protocol; answer with an error event and close.
    """
    try:
        line = await reader.readline()
    except ValueError:  # asyncio: the line ran past the reader's limit
        raise WyomingProtocolError(f"the header line is longer than {MAX_HEADER_BYTES} bytes") from None
    if not line or not line.endswith(b"\n"):
        return None
    event_type, data, data_length, payload_length = parse_header(line)
    try:
        if data_length:
            extra = json.loads(await reader.readexactly(data_length))
            if not isinstance(extra, dict):
                raise WyomingProtocolError("the event data is not a JSON object")
            data = {**data, **extra}
        payload = await reader.readexactly(payload_length) if payload_length else None
    except asyncio.IncompleteReadError:
        return None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise WyomingProtocolError("the event data is not JSON") from None
    return Event(type=event_type, data=data, payload=payload)


async def write_event(writer: asyncio.StreamWriter, event: Event, timeout_seconds: float | None = None) -> None:
    """Send one event; a peer that does not take it within the timeout (default WRITE_TIMEOUT_SECONDS) raises
    TimeoutError."""
    await asyncio.wait_for(async_write_event(event, writer), timeout_seconds or WRITE_TIMEOUT_SECONDS)
