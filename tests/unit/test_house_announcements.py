"""Announcement text rules and this device's spool (pure logic and real files; no database)."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

import numpy as np
import pytest

from gpt_home.errors import InvalidInputError
from gpt_home.house.announcements import EXPIRY_SECONDS, MAX_ANNOUNCEMENT_CHARS, Spool, clean_announcement
from gpt_home.house.arbiter import SILENCE_DB, speech_level_db


@pytest.mark.parametrize(
    ("raw", "spoken"),
    [
        ("Dinner is ready", "Dinner is ready"),
        ("  Dinner\n\tis   ready  ", "Dinner is ready"),
        ("<b>Dinner</b> is <script>x</script>ready", "Dinner is x ready"),
        ("Dinner &amp; dessert are ready", "Dinner & dessert are ready"),
        ("**Dinner** is _ready_ # now", "Dinner is ready now"),
        ("[Dinner](http://x.example) is ready", "Dinner is ready"),
        ("Dinner\x00 is\x1b[31m ready\u200b!", "Dinner is [31m ready!"),
        ("Abendessen ist fertig 🍝", "Abendessen ist fertig 🍝"),
    ],
)
def test_markup_and_control_characters_become_plain_text(raw: str, spoken: str) -> None:
    assert clean_announcement(raw) == spoken


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("", "empty"),
        ("   \n\t ", "empty"),
        ("<p></p>", "empty"),
        ("\x00\x01", "empty"),
        (None, "must be a string"),
        (42, "must be a string"),
        (["Dinner"], "must be a string"),
        ("x" * 10_000, "10000 characters long; the most is 500"),
        ("word " * 120, "599 characters long"),
    ],
)
def test_bad_text_is_refused_with_a_clear_message(raw: object, message: str) -> None:
    with pytest.raises(InvalidInputError) as err:
        clean_announcement(raw)
    assert message in err.value.message


def test_the_longest_allowed_text_passes() -> None:
    assert len(clean_announcement("a" * MAX_ANNOUNCEMENT_CHARS)) == MAX_ANNOUNCEMENT_CHARS


def test_spool_keeps_order_until_each_is_done(tmp_path: Path) -> None:
    now = [1000.0]
    spool = Spool(tmp_path, clock=lambda: now[0])
    first = spool.put("Dinner is ready", origin="kitchen")
    spool.put("The bus is here", origin="cli")
    pending = spool.pending()
    assert [p.announcement.text for p in pending] == ["Dinner is ready", "The bus is here"]
    assert pending[0].path == first and pending[0].announcement.origin == "kitchen"
    assert [p.announcement.text for p in spool.pending()] == ["Dinner is ready", "The bus is here"]  # not taken yet
    spool.done(first)
    spool.done(first)  # twice is harmless
    assert [p.announcement.text for p in spool.pending()] == ["The bus is here"]
    assert not list(spool.dir.glob(".*.tmp"))


def test_stale_and_unreadable_files_are_set_aside(tmp_path: Path) -> None:
    now = [5000.0]
    spool = Spool(tmp_path, clock=lambda: now[0])
    spool.put("Old news", origin="cli")
    now[0] += EXPIRY_SECONDS + 1
    fresh = spool.put("Fresh news", origin="cli")
    (spool.dir / "00000000000000000001-bad.json").write_text("{not json")
    (spool.dir / "00000000000000000002-evil.json").write_text(json.dumps({"text": "x" * 10_000, "queued_at": now[0]}))
    assert [p.path for p in spool.pending()] == [fresh]
    assert sorted(p.name for p in spool.dir.glob("*.bad")) == ["00000000000000000001-bad.bad",
                                                                "00000000000000000002-evil.bad"]


def _put_many(args: tuple[str, int]) -> None:
    folder, worker = args
    spool = Spool(Path(folder))
    for i in range(25):
        spool.put(f"worker {worker} message {i}", origin=f"w{worker}")


def test_spool_is_safe_for_several_writer_processes(tmp_path: Path) -> None:
    with multiprocessing.get_context("spawn").Pool(4) as pool:
        pool.map(_put_many, [(str(tmp_path), w) for w in range(4)])
    texts = [p.announcement.text for p in Spool(tmp_path).pending()]
    assert len(texts) == 100 and len(set(texts)) == 100
    for worker in range(4):  # each writer's messages keep their order
        mine = [t for t in texts if t.startswith(f"worker {worker} ")]
        assert mine == [f"worker {worker} message {i}" for i in range(25)]


def test_speech_level_follows_the_gain() -> None:
    rng = np.random.default_rng(3)
    voice = (np.sin(np.linspace(0, 400 * np.pi, 16000)) * 3000 + rng.normal(0, 200, 16000)).astype(np.int16)
    quiet_pause = np.zeros(8000, dtype=np.int16)
    pcm = np.concatenate([quiet_pause, voice, quiet_pause])
    loud = speech_level_db(pcm.tobytes())
    half = speech_level_db((pcm // 2).astype(np.int16).tobytes())
    assert loud - half == pytest.approx(6.02, abs=0.1)
    assert speech_level_db(voice.tobytes()) == pytest.approx(loud, abs=0.5)  # pauses do not count
    assert speech_level_db(b"") == speech_level_db(bytes(3200)) == SILENCE_DB
