"""The daemon's link to the household (gpt_home.house.link) over the real Postgres."""

from __future__ import annotations

import uuid
from pathlib import Path

import numpy as np
import pytest

from gpt_home.errors import DeviceNameTakenError
from gpt_home.house.announcements import Spool, queue_for_devices
from gpt_home.house.link import build_house_link
from gpt_home.house.pg import HouseDb


def voice(gain: float) -> bytes:
    t = np.arange(16000) / 16000
    return (np.sin(2 * np.pi * 220 * t) * 8000 * gain).astype(np.int16).tobytes()


def test_two_links_one_answer_and_announcements_with_a_log(make_settings, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with HouseDb(db).connection(5.0) as conn:
        conn.execute("DELETE FROM house_wake_events")
    names = [f"kitchen-{uuid.uuid4().hex[:6]}", f"hall-{uuid.uuid4().hex[:6]}"]
    kitchen, hall = (build_house_link(make_settings(device_id=n, data_dir=tmp_path / n), db) for n in names)
    for link in (kitchen, hall):
        link.start()
    try:
        with pytest.raises(DeviceNameTakenError):
            build_house_link(make_settings(device_id=names[0], data_dir=tmp_path / "twin"), db).start()
        quiet, loud = kitchen.claim(voice(0.3)), hall.claim(voice(1.0))
        assert quiet is not None and loud is not None
        assert (quiet.outcome().answer, loud.outcome().answer) == (False, True)

        queue_for_devices(HouseDb(db), [names[1]], "Dinner is ready", origin=names[0])
        hall.report("speaking", {"turn": 1, "outcome": "answered"})
        hall.presence.poke()
        with hall.presence.beat_done:
            start = hall.presence.beats
            assert hall.presence.beat_done.wait_for(lambda: hall.presence.beats >= start + 2, timeout=10)
        (item,) = hall.due()
        assert item.announcement.text == "Dinner is ready" and hall.due() == []  # polled at most every 0.5 s
        hall.spoken(item)
        assert Spool(tmp_path / names[1]).pending() == []
        status = hall.status()
        assert status["announcements"][0]["text"] == "Dinner is ready" and status["house_problem"] is None
        mine = next(d for d in status["devices"] if d["name"] == names[1])
        assert mine["live"] and mine["last_turn"] == {"turn": 1, "outcome": "answered"}
    finally:
        kitchen.stop()
        hall.stop()


def test_without_a_database_the_link_speaks_the_spool_and_answers_alone(settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    link = build_house_link(settings, None)
    link.start()
    Spool(settings.data_dir).put("Tea is ready", origin="cli")
    assert link.claim(voice(1.0)) is None
    assert [i.announcement.text for i in link.due()] == ["Tea is ready"]
    assert link.status()["devices"] == []
    link.stop()
