"""The voice daemon's status file, defined once: the daemon writes it, the settings page reads it.

Why a low module of its own: the writer (``gpt_home.daemon``) and the reader (``gpt_home.webapp``) live in separate
processes and separate layers; both import this schema and nothing of each other. The reader never trusts the file:
a field of the wrong type reads as None (or empty), a turn that is not an object is skipped, so a newer or damaged
file degrades field by field instead of blanking the page.
"""

from __future__ import annotations

import json
import logging
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

_LOGGER = logging.getLogger(__name__)
MAX_TEXT = 40
MAX_TURNS = 20


class State(StrEnum):
    """What the assistant is doing; shown on the LED and the status page."""

    IDLE = "idle"
    LISTENING = "listening"
    THINKING = "thinking"
    SPEAKING = "speaking"
    FOLLOW_UP = "follow-up"  # listening without the wake word, right after a reply


def _seconds(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}s"


class TurnTimings(BaseModel):
    """Per-stage timings of one turn, in seconds (None = stage not reached). Audio-clock stages say so."""

    model_config = ConfigDict(extra="ignore")

    turn: int | None = None
    started_at: float | None = None  # wall clock (epoch seconds), from the daemon's injected clock
    wake_engine: str = ""
    wake_latency_s: float | None = None  # audio clock: wake phrase end -> detection
    capture_s: float | None = None  # audio clock: wake -> endpoint
    end_silence_s: float | None = None  # audio clock: trailing silence the endpointer waited for
    stt_s: float | None = None  # endpoint -> transcript (less than the compute time when speculation paid off)
    stt_compute_s: float | None = None
    agent_first_s: float | None = None  # transcript -> first complete sentence
    agent_s: float | None = None
    tts_first_s: float | None = None  # synthesis of the first sentence
    endpoint_to_first_audio_s: float | None = None
    # Last speech frame captured -> first audio out: measured on frame arrival times when the source runs in real
    # time (microphone, paced files); for --fast files, end_silence_s + endpoint_to_first_audio_s (no overlap).
    end_of_speech_to_first_audio_s: float | None = None
    outcome: str = "pending"

    @field_validator("turn", mode="before")
    @classmethod
    def _turn(cls, value: Any) -> int | None:
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @field_validator("started_at", "wake_latency_s", "capture_s", "end_silence_s", "stt_s", "stt_compute_s",
                     "agent_first_s", "agent_s", "tts_first_s", "endpoint_to_first_audio_s",
                     "end_of_speech_to_first_audio_s", mode="before")
    @classmethod
    def _number(cls, value: Any) -> float | None:
        return _seconds(value)

    @field_validator("wake_engine", "outcome", mode="before")
    @classmethod
    def _text(cls, value: Any) -> str:
        return "" if value is None else str(value)[:MAX_TEXT]

    def line(self) -> str:
        """One log line for the journal and the `run` output."""
        return (f"turn {self.turn} [{self.outcome}]: wake {_fmt(self.wake_latency_s)} capture {_fmt(self.capture_s)} "
                f"stt {_fmt(self.stt_s)} (compute {_fmt(self.stt_compute_s)}) agent-first {_fmt(self.agent_first_s)} "
                f"tts-first {_fmt(self.tts_first_s)} endpoint->audio {_fmt(self.endpoint_to_first_audio_s)} "
                f"end-of-speech->audio {_fmt(self.end_of_speech_to_first_audio_s)}")


class DaemonStatus(BaseModel):
    """The whole status file: current state, when it was written (epoch seconds) and the last turns."""

    model_config = ConfigDict(extra="ignore")

    state: str = "unknown"
    updated_at: float | None = None
    turns: list[TurnTimings] = Field(default_factory=list)

    @field_validator("state", mode="before")
    @classmethod
    def _state(cls, value: Any) -> str:
        return "unknown" if value is None else str(value)[:MAX_TEXT]

    @field_validator("updated_at", mode="before")
    @classmethod
    def _updated(cls, value: Any) -> float | None:
        return _seconds(value)

    @field_validator("turns", mode="before")
    @classmethod
    def _turns(cls, value: Any) -> list[Any]:
        return [t for t in value if isinstance(t, dict | TurnTimings)] if isinstance(value, list) else []


def write_status(path: Path, status: DaemonStatus) -> None:
    """Replace the status file atomically (a reader never sees half a file); failures are logged, not raised."""
    tmp = path.with_suffix(".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(status.model_dump_json(indent=1), encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        _LOGGER.warning("could not write %s: %s", path, exc)


def parse_status(text: str) -> DaemonStatus:
    """Parse untrusted status-file text.

    Raises:
        ValueError: not JSON, or not a JSON object.
    """
    doc = json.loads(text)
    if not isinstance(doc, dict):
        raise ValueError("status file is not a JSON object")
    return DaemonStatus.model_validate(doc)
