"""Turn timings, the daemon's state, and the status file the settings page reads (schema: gpt_home.daemon_status)."""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from pathlib import Path

from gpt_home.daemon_status import MAX_TURNS, DaemonStatus, State, TurnTimings, write_status

_LOGGER = logging.getLogger(__name__)


class StatusBoard:
    """Holds the state and the last turns, and rewrites the status file on every change.

    ``wall_clock`` (epoch seconds) stamps turns and the file; it is injected so tests can pin the time of day.
    """

    def __init__(self, status_path: Path | None, wall_clock: Callable[[], float]) -> None:
        self.status_path = status_path
        self._wall_clock = wall_clock
        self.turns: deque[TurnTimings] = deque(maxlen=MAX_TURNS)
        self.state = State.IDLE
        self.state_log: deque[State] = deque(maxlen=100)  # recent transitions, for tests and debugging

    def new_turn(self, wake_engine: str) -> TurnTimings:
        """Start the timings of the next turn."""
        number = (self.turns[-1].turn or 0) + 1 if self.turns else 1
        timings = TurnTimings(turn=number, started_at=self._wall_clock(), wake_engine=wake_engine)
        self.turns.append(timings)
        return timings

    @property
    def pending(self) -> TurnTimings | None:
        """The current turn if it has no outcome yet."""
        return self.turns[-1] if self.turns and self.turns[-1].outcome == "pending" else None

    def set_state(self, state: State) -> bool:
        """Record a transition; False when it is no change."""
        if state == self.state and self.state_log:
            return False
        self.state = state
        self.state_log.append(state)
        _LOGGER.debug("state %s", state)
        self.write()
        return True

    def finish(self, timings: TurnTimings) -> None:
        """Log a finished turn and publish it."""
        _LOGGER.info("%s", timings.line())
        self.write()

    def write(self) -> None:
        """Rewrite the status file (no-op without a path)."""
        if self.status_path is None:
            return
        status = DaemonStatus(state=self.state.value, updated_at=self._wall_clock(), turns=list(self.turns))
        write_status(self.status_path, status)
