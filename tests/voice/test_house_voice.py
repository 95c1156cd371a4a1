"""The household end to end with real speech: announcements from the CLI and the page come out of the daemon's reply
WAVs (checked by our own STT); two daemons on one Postgres hearing one utterance at two loudnesses answer once, from
the louder one; alone, a daemon answers; with the database down, a queued announcement is still spoken."""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path

import pytest
from house_pair import LOUD_VOL, QUIET_VOL, gained, run_pair
from voice_helpers import silence, wer, write_wav

from gpt_home.audio.sources import read_wav
from gpt_home.cli import main

WAKE_COMMAND = "hey computer what time is it"


def time_reply(_text: str) -> list[str]:
    """A fixed real reply: whether a daemon answered is what these tests check, not what it said."""
    return ["It is seven o'clock."]


def words(text: str) -> str:
    return " ".join(re.findall(r"[a-z]+", text.lower()))


def run_daemon_on_silence(data_dir: Path, tmp_path: Path) -> Path:
    quiet = write_wav(tmp_path / f"silence-{uuid.uuid4().hex[:4]}.wav", silence(2.0))
    out = tmp_path / f"out-{uuid.uuid4().hex[:4]}"
    assert main(["--data-dir", str(data_dir), "run", "--input", str(quiet), "--output-dir", str(out), "--fast"]) == 0
    return out


@pytest.fixture
def agent_env(pg_url: str, monkeypatch: pytest.MonkeyPatch, make_settings) -> None:  # type: ignore[no-untyped-def]
    make_settings()  # clears GPT_HOME_* from the environment
    monkeypatch.setenv("DATABASE_URL", pg_url)
    monkeypatch.setenv("GPT_HOME_LLM_MODEL", "none")
    monkeypatch.setenv("GPT_HOME_DEVICE_ID", f"kitchen-{uuid.uuid4().hex[:6]}")


def test_announcement_from_the_cli_is_spoken_after_a_chime(tmp_path: Path, agent_env, whisper_stt,  # type: ignore[no-untyped-def]
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "announce", "Dinner is <b>ready</b>. Please come to the kitchen."]) == 0
    assert main(["--data-dir", str(data), "announce", "x" * 10_000]) == 1  # refused: nothing queued
    out = run_daemon_on_silence(data, tmp_path)
    (spoken,) = sorted(out.glob("announcement-*.wav"))
    assert "dinner is ready please come to the kitchen" in words(whisper_stt.transcribe_full(read_wav(spoken)).text)
    status = json.loads((data / "status.json").read_text())
    assert status["announcements"][0]["text"] == "Dinner is ready. Please come to the kitchen."
    assert status["announcements"][0]["outcome"] == "spoken"
    assert list((data / "announcements").glob("*.json")) == []  # spoken once, then gone
    assert sorted(run_daemon_on_silence(data, tmp_path).glob("*.wav")) == []  # not again


def test_announcement_from_the_page_is_spoken_and_bad_ones_are_not(tmp_path: Path, agent_env, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    from gpt_home.config import load_settings
    from gpt_home.webapp import create_app

    data = tmp_path / "data"
    app = create_app(load_settings({"data_dir": data}))
    client = app.test_client()
    try:
        for bad in ({"text": ""}, {"text": 5}, {"text": "y" * 10_000}):
            assert client.post("/api/announce", json=bad).status_code == 400
        assert client.post("/api/announce", json={"text": "Attention please,\x07 dinner is <i>ready</i> in the kitchen."}).status_code == 200
    finally:
        app.extensions["gpt_home"].close()
    out = run_daemon_on_silence(data, tmp_path)
    (spoken,) = sorted(out.glob("announcement-*.wav"))
    assert "attention please dinner is ready in the kitchen" in words(whisper_stt.transcribe_full(read_wav(spoken)).text)


def test_announcement_while_the_database_is_down_is_still_spoken(tmp_path: Path, speak, whisper_stt,  # type: ignore[no-untyped-def]
                                                                 make_settings, monkeypatch) -> None:
    """The CLI queues it with no database; a daemon whose database is down speaks it from the local spool."""
    from gpt_home.audio.sources import WavFileSource
    from gpt_home.audio.tts import WavRecorder
    from gpt_home.house.link import build_house_link
    from gpt_home.voice_commands import build_daemon

    settings = make_settings(database_url="postgresql://127.0.0.1:9/none")
    monkeypatch.setenv("DATABASE_URL", "postgresql://127.0.0.1:9/none")
    assert main(["--data-dir", str(settings.data_dir), "announce", "Attention please, the tea is ready in the kitchen."]) == 0
    out = tmp_path / "out"
    down = _DownDb(tmp_path)
    link = build_house_link(settings, down)
    link.start()
    try:
        pcm = silence(0.5) + speak(WAKE_COMMAND) + silence(1.5)
        daemon = build_daemon(settings, responder=time_reply, house=link, player=WavRecorder(out),
                              source=WavFileSource(write_wav(tmp_path / "cmd.wav", pcm), fast=True))
        daemon.run()
    finally:
        link.stop()
        down.close()
    (spoken,) = sorted(out.glob("announcement-*.wav"))
    heard = words(whisper_stt.transcribe_full(read_wav(spoken)).text)
    # spoken, not skipped: its words come back ("the tea's" is heard "the ticket s" on AVX-512 hosts: int8 numerics)
    assert "ready in the kitchen" in heard and wer("attention please the tea is ready in the kitchen", heard) <= 0.3, heard
    assert [t.outcome for t in daemon.turns] == ["answered"]  # and it answered alone
    assert link.decisions[0].alone and link.status()["house_problem"]


class _DownDb:
    """A Database-like object whose real pool points at a server that is not there."""

    def __init__(self, tmp_path: Path) -> None:
        from psycopg_pool import ConnectionPool

        self.pool = ConnectionPool(f"host={tmp_path} port=1 connect_timeout=1", min_size=0, max_size=2, open=False)
        self.pool.open(wait=False)

    def close(self) -> None:
        self.pool.close()


@pytest.mark.slow
def test_two_daemons_hearing_one_utterance_answer_once_from_the_louder(tmp_path: Path, speak, make_settings) -> None:  # type: ignore[no-untyped-def]
    from gpt_home.house.pg import HouseDb
    from gpt_home.memory.store import open_database

    source = write_wav(tmp_path / "utterance.wav", silence(0.5) + speak(WAKE_COMMAND) + silence(1.5))
    loud, quiet = gained(source, LOUD_VOL, tmp_path / "loud.wav"), gained(source, QUIET_VOL, tmp_path / "quiet.wav")
    names = [f"living-{uuid.uuid4().hex[:4]}", f"kitchen-{uuid.uuid4().hex[:4]}"]
    for run in range(3):  # the louder device alternates, so neither name nor start order decides
        db = open_database(make_settings())
        with HouseDb(db).connection(5.0) as conn:
            conn.execute("DELETE FROM house_wake_events")  # one database is one household: no earlier wakes
        db.close()
        louder = names[run % 2]
        devices = {n: (make_settings(device_id=n, data_dir=tmp_path / f"{n}-{run}", stt_engine="sphinx"),
                       loud if n == louder else quiet) for n in names}
        result = run_pair(devices, time_reply, tmp_path / f"out-{run}", open_database)
        assert [len(result.replies[n]) for n in names] == [int(n == louder) for n in names], result
        assert result.outcomes[louder] == ["answered"]
        other = next(n for n in names if n != louder)
        assert result.outcomes[other] == ["deferred"], result
        assert result.decisions[other][0].winner == louder and result.decisions[other][0].contenders == 2


def test_with_the_other_daemon_stopped_one_answers_alone(tmp_path: Path, speak, make_settings) -> None:  # type: ignore[no-untyped-def]
    from gpt_home.memory.store import open_database

    wav = write_wav(tmp_path / "utterance.wav", silence(0.5) + speak(WAKE_COMMAND) + silence(1.5))
    name = f"hall-{uuid.uuid4().hex[:4]}"
    settings = make_settings(device_id=name, stt_engine="sphinx")
    result = run_pair({name: (settings, wav)}, time_reply, tmp_path / "out", open_database)
    assert len(result.replies[name]) == 1 and result.outcomes[name] == ["answered"]
    (decision,) = result.decisions[name]
    assert decision.answer and decision.contenders == 1 and not decision.alone


def test_an_announcement_arriving_during_a_turn_waits_for_it(tmp_path: Path, speak, make_settings) -> None:  # type: ignore[no-untyped-def]
    """Queued while the daemon thinks: not dropped, not cutting in, spoken right after the reply."""
    from gpt_home.audio.sources import WavFileSource
    from gpt_home.audio.tts import WavRecorder
    from gpt_home.daemon_status import State
    from gpt_home.house.announcements import Spool
    from gpt_home.house.link import build_house_link
    from gpt_home.voice_commands import build_daemon

    settings = make_settings(stt_engine="sphinx")
    link = build_house_link(settings, None)
    out = tmp_path / "out"
    pcm = silence(0.5) + speak(WAKE_COMMAND) + silence(1.5)
    daemon = build_daemon(settings, responder=time_reply, house=link, player=WavRecorder(out),
                          source=WavFileSource(write_wav(tmp_path / "cmd.wav", pcm), fast=True))
    queued: list[Path] = []

    def on_state(state: State) -> None:
        if state == State.THINKING and not queued:
            queued.append(Spool(settings.data_dir).put("Attention please, dinner is ready.", origin="test"))

    daemon.on_state = on_state
    daemon.run()
    assert queued and [p.name for p in sorted(out.glob("*.wav"), key=lambda p: p.name.split("-")[1])] == [
        "reply-0001.wav", "announcement-0002.wav"]
    assert [t.outcome for t in daemon.turns] == ["answered"]
    assert link.status()["announcements"][0]["outcome"] == "spoken"
