"""`gpt-home announce` and `gpt-home devices` as real processes against the session Postgres."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

from gpt_home.house.announcements import Spool
from gpt_home.house.devices import DeviceRegistry
from gpt_home.house.pg import HouseDb


def spooled(cli_env: dict[str, str]) -> list[str]:
    return [p.announcement.text for p in Spool(Path(cli_env["GPT_HOME_DATA_DIR"])).pending()]


def test_announce_here_and_on_the_other_devices(run_cli, cli_env: dict[str, str], db) -> None:  # type: ignore[no-untyped-def]
    office = f"office-{uuid.uuid4().hex[:6]}"
    DeviceRegistry(HouseDb(db), office).register()
    done = run_cli("announce", "Dinner", "is", "<b>ready</b>", env={"GPT_HOME_DEVICE_ID": "kitchen-cli"})
    assert done.returncode == 0, done.stderr
    assert "Announcing “Dinner is ready” on kitchen-cli" in done.stdout and office in done.stdout
    assert "not running here" in done.stderr
    assert spooled(cli_env) == ["Dinner is ready"]
    listed = run_cli("devices", "--json")
    assert listed.returncode == 0 and office in [d["name"] for d in json.loads(listed.stdout)]


def test_bad_announcements_are_refused_and_nothing_is_queued(run_cli, cli_env: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    long = run_cli("announce", "x" * 10_000)
    assert long.returncode == 1 and "10000 characters long; the most is 500 [INVALID_INPUT]" in long.stderr
    blank = run_cli("announce", "  ")
    assert blank.returncode == 1 and "empty" in blank.stderr
    unknown = run_cli("announce", "Hello", "--device", "no-such-room")
    assert unknown.returncode == 1 and "no device is named 'no-such-room'" in unknown.stderr and "[NOT_FOUND]" in unknown.stderr
    assert spooled(cli_env) == []


def test_announce_while_the_database_is_down_is_still_spoken_here(run_cli, cli_env: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    down = {"DATABASE_URL": "postgresql://me:hunter2@127.0.0.1:9/none"}
    done = run_cli("announce", "Dinner is ready", env=down)
    assert done.returncode == 0, done.stderr
    assert "database is unavailable" in done.stdout and "hunter2" not in done.stdout + done.stderr
    assert spooled(cli_env) == ["Dinner is ready"]
    other = run_cli("announce", "Hi", "--device", "office", env=down)
    assert other.returncode == 1 and "cannot reach device 'office'" in other.stderr
    assert spooled(cli_env) == ["Dinner is ready"]


def test_a_daemon_with_a_name_another_live_device_uses_is_refused(run_cli, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import wave

    from gpt_home.house.presence import Presence, Snapshot

    twin = f"twin-{uuid.uuid4().hex[:6]}"
    alive = Presence(DeviceRegistry(HouseDb(db), twin), Spool(tmp_path / "twin"), lambda: Snapshot("idle"))
    alive.register()
    alive.start()  # the other device keeps beating while this one starts
    quiet = tmp_path / "quiet.wav"
    with wave.open(str(quiet), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(bytes(32000))
    try:
        done = run_cli("run", "--input", str(quiet), "--fast", "--output-dir", str(tmp_path / "out"),
                       env={"GPT_HOME_DEVICE_ID": twin, "GPT_HOME_STT_ENGINE": "sphinx"})
    finally:
        alive.stop()
    assert done.returncode == 1
    assert f"another device named '{twin}' is running in this household" in done.stderr
    assert "GPT_HOME_DEVICE_ID" in done.stderr and "[DEVICE_NAME_TAKEN]" in done.stderr
