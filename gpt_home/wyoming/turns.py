"""The one place the Wyoming front end talks to the assistant, and how Home Assistant's ids become ours.

Home Assistant sends a conversation id (and, from some satellites, a speaker name) with each transcript. The
conversation id becomes a GPT Home thread of the user it belongs to; the speaker becomes a household user through
the ``wyoming_speaker_users`` map, else the ``wyoming_default_user_id``. With neither, the turn is refused: a
network peer must never read or write some default person's memories by accident (fail closed).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from gpt_home.agent.reply import TurnStream
from gpt_home.config import Settings
from gpt_home.errors import UnknownSpeakerError

_SPEAKER_KEYS = ("speaker", "speaker_id", "user_id")


@dataclass(frozen=True, slots=True)
class TurnIdentity:
    """Whose turn it is and in which conversation (``thread_id`` None: the user's current thread)."""

    user_id: str
    thread_id: str | None
    conversation_id: str | None


def _text(value: Any, limit: int = 200) -> str | None:
    return value[:limit] if isinstance(value, str) and value.strip() else None


def resolve_identity(settings: Settings, context: Mapping[str, Any] | None, speaker: str | None = None
                     ) -> TurnIdentity:
    """Map a Wyoming turn's context to a GPT Home user and thread.

    Raises:
        UnknownSpeakerError: no known speaker and no ``wyoming_default_user_id``.
    """
    context = context if isinstance(context, Mapping) else {}
    names = [_text(speaker)] + [_text(context.get(key)) for key in _SPEAKER_KEYS]
    user = next((settings.wyoming_speaker_users[n] for n in names if n and n in settings.wyoming_speaker_users), None)
    user = user or settings.wyoming_default_user_id
    if user is None:
        raise UnknownSpeakerError(
            "this Wyoming turn names no known speaker and wyoming_default_user_id is not set, so it is refused"
        )
    conversation = _text(context.get("conversation_id"))
    thread = None
    if conversation is not None:
        digest = hashlib.sha256(f"{user}\0{conversation}".encode()).hexdigest()[:20]
        thread = f"wyoming-{digest}"
    return TurnIdentity(user_id=user, thread_id=thread, conversation_id=conversation)


def turn_stream(assistant: Any, text: str, identity: TurnIdentity, *, now: datetime | None = None) -> TurnStream:
    """Run one turn through the same assistant as a voice turn (``Assistant.stream_turn``): iterate it for the reply
    text as it is produced; its ``reply`` (a typed Reply: source, thread, timings) is set once it is exhausted.

    The only call into the assistant from this package.
    """
    return assistant.stream_turn(text, user_id=identity.user_id, thread_id=identity.thread_id, now=now)
