"""The status file schema shared by the daemon (writer) and the settings page (reader)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpt_home.daemon_status import DaemonStatus, State, TurnTimings, parse_status, write_status
from gpt_home.webapp.status import read_daemon_status


def test_what_the_daemon_writes_the_page_reads_field_for_field(tmp_path: Path) -> None:
    turn = TurnTimings(turn=7, started_at=1_700_000_000.0, wake_engine="kws", stt_s=0.1, stt_compute_s=0.45,
                       agent_s=0.9, outcome="answered")
    path = tmp_path / "status.json"
    write_status(path, DaemonStatus(state=State.FOLLOW_UP.value, updated_at=1_700_000_001.0, turns=[turn]))
    shown = read_daemon_status(path, now=1_700_000_011.0)
    assert shown["state"] == "follow-up" and shown["age_seconds"] == 10.0 and shown["problem"] is None
    assert shown["turns"] == [turn.model_dump()]
    assert shown["turns"][0]["stt_compute_s"] == 0.45  # was missing on the web side before the shared schema
    assert set(shown["turns"][0]) == set(TurnTimings.model_fields)


def test_a_damaged_file_degrades_field_by_field() -> None:
    status = parse_status(json.dumps({"state": 3, "updated_at": "soon", "turns": [
        {"turn": True, "stt_s": "fast", "agent_s": 1, "outcome": "x" * 100, "unknown": 1}, "junk", 5]}))
    assert status.state == "3" and status.updated_at is None
    (turn,) = status.turns
    assert turn.turn is None and turn.stt_s is None and turn.agent_s == 1.0 and len(turn.outcome) == 40


@pytest.mark.parametrize("text", ["[1, 2]", "\"idle\"", "{not json"])
def test_not_an_object_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_status(text)


def test_timings_line_names_every_stage() -> None:
    line = TurnTimings(turn=1, stt_s=0.25, outcome="answered").line()
    assert line.startswith("turn 1 [answered]: wake - capture -") and "stt 0.25s" in line
