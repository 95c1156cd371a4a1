"""Hostile or broken Wyoming peers: each gets an error event or a logged disconnect; the server keeps serving
others, its memory stays bounded and nothing stored is harmed."""

from __future__ import annotations

import asyncio
import json
import logging
import socket

import pytest
from wy_helpers import ServerThread, client, read_until
from wyoming.audio import AudioChunk, AudioStart
from wyoming.event import Event
from wyoming.ping import Ping
from wyoming.tts import Synthesize

from gpt_home.wyoming import protocol

TIMEOUT_SECONDS = 30.0


def raw_exchange(server: ServerThread, data: bytes) -> list[dict]:
    """Send raw bytes; return every event header (with merged data) the server sends before it closes."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=TIMEOUT_SECONDS) as sock:
        sock.sendall(data)
        sock.shutdown(socket.SHUT_WR)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
    events = []
    stream = received
    while stream:
        line, _, stream = stream.partition(b"\n")
        header = json.loads(line)
        n = header.get("data_length") or 0
        if n:
            header["data"] = {**header.get("data", {}), **json.loads(stream[:n])}
            stream = stream[n:]
        stream = stream[header.get("payload_length") or 0 :]
        events.append(header)
    return events


def still_serving(server: ServerThread) -> bool:
    async def ping() -> bool:
        async with client(server) as c:
            await c.write_event(Ping(text="still there?").event())
            return (await read_until(c, "pong"))[-1].data["text"] == "still there?"

    return asyncio.run(ping())


@pytest.mark.parametrize(
    ("raw", "fragment"),
    [
        (b"this is not json\n", "not JSON"),
        (b"[1, 2, 3]\n", "not a JSON object"),
        (b'{"data": {}}\n', "no event type"),
        (b'{"type": "ping", "data_length": -5}\n', "must not be negative"),
        (b'{"type": "audio-chunk", "payload_length": 2000000000}\n', "over the limit"),
        (b'{"type": "ping", "data_length": "ten"}\n', "must be an integer"),
        (b'{"type": "ping", "data_length": 7}\n{oops}!', "not JSON"),
        (b"x" * 70_000 + b"\n", "longer than"),
    ],
    ids=["garbage", "array", "no-type", "negative-length", "huge-payload", "string-length", "bad-data-json",
         "endless-line"],
)
def test_broken_protocol_gets_an_error_and_close(server: ServerThread, household, user_id: str, raw: bytes,
                                                  fragment: str) -> None:
    household.memory.add(user_id, "The spare key is under the blue pot")
    events = raw_exchange(server, raw)
    assert [e["type"] for e in events] == ["error"], events
    assert fragment in events[0]["data"]["text"] and events[0]["data"]["code"] == "WYOMING_PROTOCOL"
    assert still_serving(server)
    assert [m.text for m in household.memory.list(user_id)] == ["The spare key is under the blue pot"]


def test_unknown_events_are_ignored_and_logged(server: ServerThread, caplog: pytest.LogCaptureFixture) -> None:
    async def go() -> list[Event]:
        async with client(server) as c:
            await c.write_event(Event(type="self-destruct", data={"now": True}))
            await c.write_event(Ping(text="after").event())
            return await read_until(c, "pong")

    with caplog.at_level(logging.INFO, logger="gpt_home.wyoming.handler"):
        events = asyncio.run(go())
    assert [e.type for e in events] == ["pong"]
    assert "self-destruct" in caplog.text


def test_audio_without_audio_start_is_an_error_but_the_connection_lives(server: ServerThread) -> None:
    async def go() -> list[Event]:
        async with client(server) as c:
            await c.write_event(AudioChunk(rate=16000, width=2, channels=1, audio=bytes(960)).event())
            await c.write_event(AudioStart(rate=3, width=2, channels=1).event())  # an impossible rate
            await c.write_event(Ping(text="ok").event())
            return await read_until(c, "pong")

    events = asyncio.run(go())
    assert [e.type for e in events] == ["error", "error", "pong"]
    assert events[0].data["code"] == "WYOMING_NO_AUDIO_START" and "rate" in events[1].data["text"]


def test_client_leaving_mid_stream_is_logged_and_others_are_served(server: ServerThread,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    async def leave() -> None:
        async with client(server) as c:
            await c.write_event(AudioStart(rate=16000, width=2, channels=1).event())
            await c.write_event(AudioChunk(rate=16000, width=2, channels=1, audio=bytes(3200)).event())
            # half an event: a header promising a payload that never comes
            assert c._writer is not None
            c._writer.write(b'{"type": "audio-chunk", "payload_length": 3200}\n' + bytes(100))
            await c._writer.drain()

    with caplog.at_level(logging.INFO, logger="gpt_home.wyoming.handler"):
        asyncio.run(leave())
        assert still_serving(server)
    assert "left in the middle of an audio stream" in caplog.text


def test_slow_client_that_never_reads_is_dropped(server: ServerThread, monkeypatch: pytest.MonkeyPatch,
                                                  caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(protocol, "WRITE_TIMEOUT_SECONDS", 1.0)
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", server.port))
    long_text = "The quick brown fox jumps over the lazy dog. " * 100
    header = Synthesize(text=long_text).event()
    payload = json.dumps(header.data).encode()
    with caplog.at_level(logging.INFO, logger="gpt_home.wyoming.handler"):
        for _ in range(3):
            sock.sendall(json.dumps({"type": "synthesize", "data_length": len(payload)}).encode() + b"\n" + payload)
        # never read; the server gives up on us within its write timeout and keeps serving others
        assert still_serving(server)
        deadline_event = asyncio.run(_wait_for_connections(server, 0))
    sock.close()
    assert deadline_event, f"{server.open_connections()} connections still open"
    assert "disconnected: TimeoutError" in caplog.text


async def _wait_for_connections(server: ServerThread, wanted: int) -> bool:
    for _ in range(600):  # bounded: at most 60 s
        if server.open_connections() == wanted:
            return True
        await asyncio.sleep(0.1)
    return False


def test_overlong_audio_is_refused_and_memory_stays_bounded(server: ServerThread) -> None:
    from wyoming.asr import Transcribe

    async def go() -> list[Event]:
        async with client(server) as c:
            await c.write_event(Transcribe().event())
            await c.write_event(AudioStart(rate=16000, width=2, channels=1).event())
            second = bytes(32000)
            for _ in range(61):  # one second more than a transcription may hold
                await c.write_event(AudioChunk(rate=16000, width=2, channels=1, audio=second).event())
            await c.write_event(Ping(text="next").event())
            return await read_until(c, "pong")

    events = asyncio.run(go())
    assert [e.type for e in events] == ["error", "pong"]
    assert "at most 60 s" in events[0].data["text"]
