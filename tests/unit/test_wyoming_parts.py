"""Pure parts of the Wyoming front end: header checks, audio conversion, identity mapping, the timer board."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest

from gpt_home.config import Settings
from gpt_home.errors import UnknownSpeakerError, WyomingProtocolError
from gpt_home.wyoming.convert import PcmConverter
from gpt_home.wyoming.indicators import TimerBoard, TimerChange
from gpt_home.wyoming.protocol import MAX_PAYLOAD_BYTES, parse_header, read_event
from gpt_home.wyoming.turns import resolve_identity


def test_parse_header_accepts_a_normal_event() -> None:
    assert parse_header(b'{"type": "audio-chunk", "data": {"rate": 16000}, "payload_length": 960}\n') == (
        "audio-chunk", {"rate": 16000}, 0, 960)


@pytest.mark.parametrize("line", [
    b"garbage\n", b"\xff\xfe\n", b"null\n", b'{"type": 5}\n', b'{"type": "x", "data": [1]}\n',
    b'{"type": "x", "data_length": -1}\n', b'{"type": "x", "data_length": true}\n',
    b'{"type": "x", "payload_length": %d}\n' % (MAX_PAYLOAD_BYTES + 1), b'{"type": "x", "data_length": 1.5}\n',
])
def test_parse_header_refuses_bad_headers(line: bytes) -> None:
    with pytest.raises(WyomingProtocolError):
        parse_header(line)


def test_read_event_merges_data_and_returns_none_on_a_cut_event() -> None:
    async def read(raw: bytes):
        reader = asyncio.StreamReader()
        reader.feed_data(raw)
        reader.feed_eof()
        return await read_event(reader)

    event = asyncio.run(read(b'{"type": "ping", "data": {"a": 1}, "data_length": 8, "payload_length": 2}\n'
                             b'{"b": 2}hi'))
    assert event is not None and (event.type, event.data, event.payload) == ("ping", {"a": 1, "b": 2}, b"hi")
    assert asyncio.run(read(b'{"type": "audio-chunk", "payload_length": 10}\nabc')) is None
    assert asyncio.run(read(b'{"type": "ping"')) is None  # no newline: the peer left mid-header


def test_converter_resamples_and_mixes_down_any_format() -> None:
    t = np.arange(48_000) / 48_000
    tone = (np.sin(2 * np.pi * 440 * t) * 10_000).astype(np.int32)
    stereo24 = np.repeat(tone << 8, 2)  # 24-bit samples, two identical channels
    raw = b"".join(int(v).to_bytes(3, "little", signed=True) for v in stereo24[:4800])  # first 50 ms
    out = np.frombuffer(PcmConverter(48_000, 3, 2).convert(raw, last=True), "<i2")
    assert abs(out.size - 800) <= 2  # 50 ms at 16 kHz
    peak = np.abs(out[100:-100]).max()
    assert 9_000 < peak < 11_000  # the tone's level survives the conversion


@pytest.mark.parametrize(("rate", "width", "channels"), [(0, 2, 1), (16000, 5, 1), (16000, 2, 0), (10**9, 2, 1)])
def test_converter_refuses_impossible_formats(rate: int, width: int, channels: int) -> None:
    with pytest.raises(WyomingProtocolError):
        PcmConverter(rate, width, channels)


def _settings(tmp_path, **values) -> Settings:
    return Settings(data_dir=tmp_path, **values)


def test_identity_fails_closed_without_a_default_user(tmp_path) -> None:
    with pytest.raises(UnknownSpeakerError):
        resolve_identity(_settings(tmp_path), {"conversation_id": "abc", "speaker": "stranger"})


def test_identity_maps_speakers_and_conversations(tmp_path) -> None:
    settings = _settings(tmp_path, wyoming_speaker_users={"Alice": "alice"}, wyoming_default_user_id="family")
    alice = resolve_identity(settings, {"conversation_id": "c1", "speaker": "Alice"})
    guest = resolve_identity(settings, {"conversation_id": "c1"})
    assert (alice.user_id, guest.user_id) == ("alice", "family")
    assert alice.thread_id and guest.thread_id and alice.thread_id != guest.thread_id  # threads never shared
    assert resolve_identity(settings, {"conversation_id": "c1", "speaker": "Alice"}).thread_id == alice.thread_id
    assert resolve_identity(settings, None).thread_id is None  # no conversation: the user's current thread


def test_timer_board_tracks_home_assistant_timers() -> None:
    board = TimerBoard()
    assert board.apply(TimerChange.STARTED, "a", total_seconds=60).running == 1
    assert board.apply(TimerChange.STARTED, "b", total_seconds=30).running == 2
    assert board.apply(TimerChange.UPDATED, "b", total_seconds=20, active=False).running == 1
    view = board.apply(TimerChange.FINISHED, "a")
    assert (view.running, view.ringing) == (0, True)
    assert board.silence().ringing is False
    for i in range(1000):
        board.apply(TimerChange.STARTED, str(i), total_seconds=1)
    assert board.view().running == 64  # bounded
