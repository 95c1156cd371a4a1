"""One answer per house: when one utterance wakes several devices, only the one that heard it best answers.

How: at wake, each device claims the wake *event* in Postgres with its score (the speech level of the wake phrase).
The first claim opens an event; claims within ``JOIN_SECONDS`` of its opening (database clock) join it. The first
device to decide fixes the winner among the claims present (highest score; ties to the lower name), at the earliest
``DECISION_SECONDS`` after the event opened; later deciders read the same winner, and a claim arriving after the
decision loses. Device clocks are never compared: every timestamp is the database's, and a device only waits a
*duration* the database told it.

Why it costs almost nothing: the claim runs on a worker thread while the device records the command (a second or
more), and the decision is one UPDATE at the endpoint. With the database down the claim gives up after
``CLAIM_TIMEOUT_SECONDS`` and the device answers alone.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from gpt_home.errors import StoreError
from gpt_home.house.pg import HouseDb

_LOGGER = logging.getLogger(__name__)
_EVENT_LOCK_ID = 0x67707761  # "gpwa": serialises opening/joining wake events
JOIN_SECONDS = 1.0  # a wake later than this after the event opened is a new utterance
DECISION_SECONDS = 0.1  # the earliest decision after the event opened: every device that heard it has claimed
CLAIM_TIMEOUT_SECONDS = 0.15  # the most a claim or decision may wait for the database
RETENTION_SQL = "DELETE FROM house_wake_events WHERE opened_at < now() - interval '1 hour'"
SILENCE_DB = -120.0


def speech_level_db(pcm: bytes, *, frame_samples: int = 480) -> float:
    """How loudly the wake phrase was heard: RMS of the louder half of 30 ms frames, in dBFS (16-bit mono PCM).

    The louder half ignores the pauses around the phrase, so the score measures the voice, not the silence.
    """
    samples = np.frombuffer(pcm[: len(pcm) - len(pcm) % 2], dtype=np.int16).astype(np.float64)
    if samples.size == 0:
        return SILENCE_DB
    usable = samples[: samples.size - samples.size % frame_samples] if samples.size >= frame_samples else samples
    frames = usable.reshape(-1, min(frame_samples, usable.size))
    energy = np.sort(np.mean(frames**2, axis=1))[::-1]
    loud = energy[: max(1, math.ceil(energy.size / 2))]
    rms = math.sqrt(float(np.mean(loud)))
    return SILENCE_DB if rms <= 0 else max(SILENCE_DB, 20.0 * math.log10(rms / 32768.0))


@dataclass(frozen=True, slots=True)
class Claim:
    """This device's claim on a wake event; ``decide_after`` is a local monotonic time (from the DB's duration)."""

    event_id: int
    device: str
    score: float
    decide_after: float
    late: bool


@dataclass(frozen=True, slots=True)
class Decision:
    """Who answers a wake event. ``alone``: decided without the database (it was unavailable)."""

    answer: bool
    winner: str
    contenders: int
    alone: bool = False
    reason: str = ""


class WakeArbiter:
    """Claims and decides wake events for one device."""

    def __init__(self, house: HouseDb, device: str, *, clock: Callable[[], float] = time.monotonic,
                 wait: Callable[[float], None] = time.sleep) -> None:
        self.house, self.device = house, device
        self._clock, self._wait = clock, wait
        self._claims = 0

    def claim(self, score: float) -> Claim:
        """Open or join the current wake event with ``score``.

        Raises:
            StoreError: the database did not answer within the bound.
        """
        with self.house.connection(CLAIM_TIMEOUT_SECONDS) as conn:
            with conn.transaction():
                conn.execute("SET LOCAL statement_timeout = 1000")
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_EVENT_LOCK_ID,))
                event = conn.execute(
                    """SELECT id, winner IS NOT NULL AS decided,
                              extract(epoch FROM opened_at + make_interval(secs => %s) - clock_timestamp())::float
                                AS wait
                       FROM house_wake_events WHERE opened_at > clock_timestamp() - make_interval(secs => %s)
                       ORDER BY opened_at DESC LIMIT 1""",
                    (DECISION_SECONDS, JOIN_SECONDS),
                ).fetchone()
                if event is None:
                    event = conn.execute(
                        """INSERT INTO house_wake_events DEFAULT VALUES
                           RETURNING id, false AS decided, %s::float AS wait""", (DECISION_SECONDS,)
                    ).fetchone()
                conn.execute(
                    """INSERT INTO house_wake_claims (event_id, device, score) VALUES (%s, %s, %s)
                       ON CONFLICT (event_id, device) DO UPDATE SET score = GREATEST(house_wake_claims.score,
                                                                                        excluded.score)""",
                    (event["id"], self.device, score),
                )
            self._claims += 1
            if self._claims % 200 == 1:
                conn.execute(RETENTION_SQL)
        return Claim(event_id=int(event["id"]), device=self.device, score=score,
                     decide_after=self._clock() + max(0.0, float(event["wait"])), late=bool(event["decided"]))

    def decide(self, claim: Claim) -> Decision:
        """Who answers: fixes the winner on first call for the event (waiting until the decision time if need be).

        Raises:
            StoreError: the database did not answer within the bound.
        """
        remaining = claim.decide_after - self._clock()
        if remaining > 0:
            self._wait(remaining)
        with self.house.connection(CLAIM_TIMEOUT_SECONDS) as conn:
            row = conn.execute(
                """UPDATE house_wake_events e SET
                       winner = COALESCE(e.winner, (SELECT c.device FROM house_wake_claims c WHERE c.event_id = e.id
                                                    ORDER BY c.score DESC, c.device LIMIT 1)),
                       decided_at = COALESCE(e.decided_at, clock_timestamp())
                   WHERE e.id = %s
                   RETURNING e.winner, (SELECT count(*) FROM house_wake_claims c WHERE c.event_id = e.id) AS n""",
                (claim.event_id,),
            ).fetchone()
        if row is None:
            return Decision(answer=True, winner=self.device, contenders=1, alone=True, reason="event expired")
        winner = str(row["winner"])
        return Decision(answer=winner == self.device, winner=winner, contenders=int(row["n"]),
                        reason="late" if claim.late and winner != self.device else "")


class PendingArbitration:
    """A claim made on a worker thread at wake, decided at the endpoint; never blocks longer than the bounds.

    ``outcome()`` answers alone (``Decision.alone``) when the database failed or was too slow.
    """

    def __init__(self, arbiter: WakeArbiter, score: float) -> None:
        self._arbiter, self._score = arbiter, score
        self._done = threading.Event()
        self._claim: Claim | None = None
        self._error: str | None = None
        self.started = time.monotonic()
        threading.Thread(target=self._run, name="wake-claim", daemon=True).start()

    def _run(self) -> None:
        try:
            self._claim = self._arbiter.claim(self._score)
        except StoreError as exc:
            self._error = exc.message
        finally:
            self._done.set()

    def outcome(self) -> Decision:
        """The decision (at most about two claim bounds of waiting when the database is slow or down)."""
        alone = Decision(answer=True, winner=self._arbiter.device, contenders=1, alone=True)
        if not self._done.wait(CLAIM_TIMEOUT_SECONDS + 0.05):
            _LOGGER.info("wake claim too slow; answering alone")
            return replace(alone, reason="claim timed out")
        if self._claim is None:
            _LOGGER.info("wake claim failed (%s); answering alone", self._error)
            return replace(alone, reason="database unavailable")
        try:
            return self._arbiter.decide(self._claim)
        except StoreError as exc:
            _LOGGER.info("wake decision failed (%s); answering alone", exc.message)
            return replace(alone, reason="database unavailable")

