"""The household tables on the real (embedded) Postgres: device names and heartbeats, one answer per wake event,
announcements for other devices, and what happens while the database is down."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from psycopg_pool import ConnectionPool

from gpt_home.errors import DeviceNameTakenError, NotFoundError, StoreError
from gpt_home.house.announcements import Spool, move_to_spool, queue_for_devices
from gpt_home.house.arbiter import DECISION_SECONDS, PendingArbitration, WakeArbiter
from gpt_home.house.devices import DeviceRegistry, list_devices
from gpt_home.house.pg import HouseDb
from gpt_home.house.presence import Presence, Snapshot
from gpt_home.house.service import Announcer


def name(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:6]}"


@pytest.fixture
def house(db) -> Iterator[HouseDb]:  # type: ignore[no-untyped-def]
    """The household tables, with no wake events left over from another test (one database is one household)."""
    house = HouseDb(db)
    with house.connection(5.0) as conn:
        conn.execute("DELETE FROM house_wake_events")
    yield house


class Down:
    """A real pool pointed at a server that is not there (the database is down)."""

    def __init__(self, tmp_path: Path) -> None:
        self.pool = ConnectionPool(f"host={tmp_path} port=1 connect_timeout=1", min_size=0, max_size=2, open=False,
                                   reconnect_timeout=1)
        self.pool.open(wait=False)

    def close(self) -> None:
        self.pool.close()


@pytest.fixture
def down(tmp_path: Path) -> Iterator[HouseDb]:
    pool = Down(tmp_path)
    yield HouseDb(pool)
    pool.close()


# --- devices -----------------------------------------------------------------------------------------------------
def test_a_second_live_device_with_the_same_name_is_refused(house: HouseDb) -> None:
    kitchen = name("kitchen")
    first = DeviceRegistry(house, kitchen)
    first.register()
    second = DeviceRegistry(house, kitchen)
    with pytest.raises(DeviceNameTakenError) as err:
        second.register()
    assert kitchen in err.value.message and "GPT_HOME_DEVICE_ID" in err.value.message
    assert err.value.code == "DEVICE_NAME_TAKEN"
    first.register()  # the holder may register again (a restart of the same process)
    first.goodbye()
    second.register()  # a stopped device's name is free
    assert not first.heartbeat("idle")  # and the old instance knows it lost it


def test_a_dead_device_name_is_free_after_its_heartbeat_goes_stale(house: HouseDb) -> None:
    hall = name("hall")
    DeviceRegistry(house, hall).register()
    with pytest.raises(DeviceNameTakenError):
        DeviceRegistry(house, hall).register()
    with house.connection(5.0) as conn:  # the database's clock moves on: no heartbeat for a minute
        conn.execute("UPDATE house_devices SET heartbeat_at = now() - interval '1 minute' WHERE name = %s", (hall,))
    DeviceRegistry(house, hall).register()


def test_devices_list_state_and_last_turn(house: HouseDb) -> None:
    a, b = DeviceRegistry(house, name("a-kitchen")), DeviceRegistry(house, name("b-office"))
    a.register()
    b.register()
    assert a.heartbeat("speaking", {"turn": 3, "outcome": "answered"}, turn_finished=True)
    assert b.heartbeat("idle")
    b.goodbye()
    seen = {d.name: d for d in list_devices(house)}
    assert seen[a.name].live and seen[a.name].state == "speaking"
    assert seen[a.name].last_turn == {"turn": 3, "outcome": "answered"} and seen[a.name].last_turn_at is not None
    assert not seen[b.name].live and seen[b.name].to_json()["state"] == "offline"
    assert seen[b.name].last_turn is None


# --- one answer per wake event -----------------------------------------------------------------------------------
def test_the_device_that_heard_it_best_answers_and_every_device_agrees(house: HouseDb) -> None:
    loud, quiet, far = (WakeArbiter(house, name(n)) for n in ("living", "kitchen", "hall"))
    claims = [quiet.claim(-32.0), loud.claim(-21.5), far.claim(-40.0)]
    assert len({c.event_id for c in claims}) == 1
    decisions = [arb.decide(c) for arb, c in zip((quiet, loud, far), claims, strict=True)]
    assert [d.answer for d in decisions] == [False, True, False]
    assert {d.winner for d in decisions} == {loud.device}
    assert all(d.contenders == 3 and not d.alone for d in decisions)


def test_a_claim_after_the_decision_loses(house: HouseDb) -> None:
    first, late = WakeArbiter(house, name("first")), WakeArbiter(house, name("late"))
    decision = first.decide(first.claim(-30.0))
    assert decision.answer and decision.contenders == 1
    claim = late.claim(-10.0)  # louder, but the answer is already under way
    assert claim.late
    result = late.decide(claim)
    assert not result.answer and result.winner == first.device and result.reason == "late"


def test_a_new_utterance_after_the_join_window_is_a_new_event(house: HouseDb) -> None:
    one = WakeArbiter(house, name("one"))
    first = one.claim(-30.0)
    with house.connection(5.0) as conn:  # the database's clock: that wake was two seconds ago
        conn.execute("UPDATE house_wake_events SET opened_at = opened_at - interval '2 seconds' WHERE id = %s",
                     (first.event_id,))
    second = WakeArbiter(house, name("two")).claim(-35.0)
    assert second.event_id != first.event_id and not second.late


def test_device_clocks_off_by_minutes_do_not_matter(house: HouseDb) -> None:
    """Each device only waits durations the database gave it; its own clock (here seven minutes ahead, or four
    behind) is never compared with another's."""
    waits: list[float] = []
    ahead = WakeArbiter(house, name("ahead"), clock=lambda: 1e6 + 420.0, wait=waits.append)
    behind = WakeArbiter(house, name("behind"), clock=lambda: 1e6 - 240.0, wait=waits.append)
    a, b = ahead.claim(-25.0), behind.claim(-20.0)
    assert a.event_id == b.event_id
    assert 0 < a.decide_after - 1e6 - 420.0 <= DECISION_SECONDS and 0 <= b.decide_after - 1e6 + 240.0 <= DECISION_SECONDS
    assert behind.decide(b).answer and not ahead.decide(a).answer
    assert all(0 < w <= DECISION_SECONDS for w in waits)


def test_concurrent_claims_from_threads_agree_on_one_winner(house: HouseDb) -> None:
    arbiters = [WakeArbiter(house, name(f"dev{i}")) for i in range(4)]
    scores = [-30.0, -18.0, -25.0, -40.0]
    start = threading.Barrier(4)
    decisions: dict[str, bool] = {}

    def run(arb: WakeArbiter, score: float) -> None:
        start.wait(5)
        pending = PendingArbitration(arb, score)
        decisions[arb.device] = pending.outcome().answer

    threads = [threading.Thread(target=run, args=(a, s)) for a, s in zip(arbiters, scores, strict=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert decisions == {a.device: a is arbiters[1] for a in arbiters}


def test_with_the_database_down_the_device_answers_alone(down: HouseDb) -> None:
    decision = PendingArbitration(WakeArbiter(down, "alone"), -30.0).outcome()
    assert decision.answer and decision.alone and decision.reason in ("database unavailable", "claim timed out")


# --- announcements -----------------------------------------------------------------------------------------------
def test_announcements_reach_every_live_device_and_this_one(house: HouseDb, tmp_path: Path) -> None:
    here, other, gone = name("here"), name("other"), name("gone")
    registries = [DeviceRegistry(house, device) for device in (here, other, gone)]
    for registry in registries:
        registry.register()
    registries[2].goodbye()
    local, remote = Spool(tmp_path / "here"), Spool(tmp_path / "other")
    result = Announcer(here, local, lambda: house).announce("<i>Dinner</i> is ready\x07", origin="test")
    assert result.text == "Dinner is ready" and result.here and other in result.devices
    assert gone not in result.devices and here not in result.devices and result.problem is None
    assert [p.announcement.text for p in local.pending()] == ["Dinner is ready"]
    assert move_to_spool(house, other, remote) == 1
    assert move_to_spool(house, other, remote) == 0  # taken once
    (item,) = remote.pending()
    assert item.announcement.text == "Dinner is ready" and item.announcement.ref.startswith("pg:")
    assert move_to_spool(house, gone, Spool(tmp_path / "gone")) == 0


def test_an_announcement_for_one_named_device(house: HouseDb, tmp_path: Path) -> None:
    here, other = name("here"), name("other")
    DeviceRegistry(house, other).register()
    local = Spool(tmp_path / "here")
    announcer = Announcer(here, local, lambda: house)
    result = announcer.announce("Bus in five minutes", device=other)
    assert result.devices == (other,) and not result.here and local.pending() == []
    mine = announcer.announce("Only here", device=here)
    assert mine.here and mine.devices == () and [p.announcement.text for p in local.pending()] == ["Only here"]
    with pytest.raises(NotFoundError) as err:
        announcer.announce("Hello", device="no-such-room")
    assert "no-such-room" in err.value.message and other in err.value.message


def test_stale_rows_in_postgres_are_not_spoken(house: HouseDb, tmp_path: Path) -> None:
    device = name("late")
    queue_for_devices(house, [device], "Old news", origin="test")
    with house.connection(5.0) as conn:
        conn.execute("UPDATE house_announcements SET created_at = now() - interval '1 hour' WHERE device = %s",
                     (device,))
    queue_for_devices(house, [device], "New news", origin="test")
    spool = Spool(tmp_path)
    assert move_to_spool(house, device, spool) == 1
    assert [p.announcement.text for p in spool.pending()] == ["New news"]


def test_with_the_database_down_it_is_still_spoken_here(down: HouseDb, tmp_path: Path) -> None:
    spool = Spool(tmp_path)
    result = Announcer("kitchen", spool, lambda: down).announce("Dinner is ready")
    assert result.here and result.devices == () and "database is unavailable" in (result.problem or "")
    assert [p.announcement.text for p in spool.pending()] == ["Dinner is ready"]
    with pytest.raises(StoreError) as err:  # a named other device cannot be reached: say so, queue nothing
        Announcer("kitchen", Spool(tmp_path / "x"), lambda: down).announce("Hi", device="office")
    assert "office" in err.value.message


def test_presence_beats_moves_announcements_and_survives_an_outage(house: HouseDb, down: HouseDb,
                                                                  tmp_path: Path) -> None:
    device = name("presence")
    spool = Spool(tmp_path)
    presence = Presence(DeviceRegistry(house, device), spool, lambda: Snapshot("idle", {"outcome": "answered"}, True))
    presence.register()
    queue_for_devices(house, [device], "Tea is ready", origin="test")
    presence.beat()
    assert presence.problem is None and [p.announcement.text for p in spool.pending()] == ["Tea is ready"]
    assert any(d.name == device and d.live and d.last_turn == {"outcome": "answered"} for d in presence.devices)
    broken = Presence(DeviceRegistry(down, name("lonely")), spool, lambda: Snapshot("idle"))
    broken.beat()
    assert broken.problem and "alone" in broken.problem
    presence.stop()
    assert not next(d for d in list_devices(house) if d.name == device).live


def test_the_broadcast_voice_command(house: HouseDb, down: HouseDb, db, settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from gpt_home.skills.announce import NOTHING_TO_SAY, TOO_LONG, UNREACHABLE, build_broadcast, make_broadcast

    other = name("other")
    DeviceRegistry(house, other).register()
    broadcast = build_broadcast(settings, db)
    reply = broadcast("dinner is ready", "mum")
    assert reply.startswith("Announced on") and (other in reply or reply == "Announced on the other devices.")
    assert settings.device_id not in reply
    remote = Spool(tmp_path / "other")
    assert move_to_spool(house, other, remote) == 1 and remote.pending()[0].announcement.text == "dinner is ready"
    assert Spool(settings.data_dir).pending() == []  # "on the other devices": not here
    assert broadcast("   ", "mum") == NOTHING_TO_SAY
    assert broadcast("blah " * 2000, "mum") == TOO_LONG
    assert make_broadcast(Announcer("kitchen", Spool(tmp_path / "k"), lambda: down))("hi", "mum") == UNREACHABLE
