"""The daemon's household part: speak queued announcements between turns (after a chime), claim each wake event and
answer only when this device heard it best, and report state and last turn to the other devices.

Why here and not in the loop: the loop calls four one-line hooks; everything about the household (spool, Postgres,
heartbeats) stays behind :class:`gpt_home.house.link.HouseLink`, and without one (tests, no database) each hook is a
no-op that answers alone.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from gpt_home.audio.wake import Detection
from gpt_home.daemon.feed import AudioFeed
from gpt_home.daemon_status import State, TurnTimings
from gpt_home.house.arbiter import PendingArbitration
from gpt_home.house.link import HouseLink

_LOGGER = logging.getLogger(__name__)
WAKE_PHRASE_SECONDS = 1.2  # the audio before a detection scored for loudness: about the wake phrase
DEFERRED = "deferred"  # the turn's outcome when another device answers


class HouseHooks:
    """Announcements, one answer per house and presence for the voice loop (no-ops without a link)."""

    def __init__(self, link: HouseLink | None) -> None:
        self.link = link
        self._pending: PendingArbitration | None = None
        self._turn_ended = False  # set when a turn ends: what was queued during it is spoken at once

    def speak_due(self, say: Callable[[str], object]) -> int:
        """Speak every queued announcement now (between turns), each after a chime, then forget it; returns how many.

        ``say`` raising (no speaker) leaves the announcement queued: it is never dropped, the loop retries later.
        """
        if self.link is None:
            return 0
        spoken, right_after_turn, self._turn_ended = 0, self._turn_ended, False
        for item in self.link.due(now=right_after_turn):
            say(item.announcement.text)
            self.link.spoken(item)
            spoken += 1
        return spoken

    def turn_ended(self) -> None:
        """A turn just ended: announcements queued during it are due at once, not at the next poll."""
        self._turn_ended = True

    def claim(self, feed: AudioFeed, detection: Detection) -> None:
        """At wake: claim the event with the wake phrase's loudness (a button press is for this device only)."""
        self._pending = None
        if self.link is None or detection.engine == "button":
            return
        start = detection.end_seconds - WAKE_PHRASE_SECONDS
        pcm = b"".join(c.pcm for c in feed.history if start - 1e-6 <= c.start_seconds < detection.end_seconds)
        self._pending = self.link.claim(pcm)

    def answers(self, timings: TurnTimings) -> bool:
        """Before answering: does this device answer? False (outcome "deferred") when another heard it better."""
        pending, self._pending = self._pending, None
        if pending is None or self.link is None:
            return True
        decision = pending.outcome()
        self.link.note_decision(decision)
        if not decision.answer:
            timings.outcome = DEFERRED
        return decision.answer

    def report(self, state: State, turns: Any) -> None:
        """Every state change: tell the others (the finished turn's outcome with it, when back to idle)."""
        if self.link is None:
            return
        last = turns[-1] if state == State.IDLE and turns else None
        self.link.report(state.value, {"turn": last.turn, "outcome": last.outcome, "started_at": last.started_at}
                         if last is not None and last.outcome != "pending" else None)

    def status(self) -> dict[str, Any]:
        """The household fields of the status file."""
        return self.link.status() if self.link is not None else {}
