"""The voice command "announce that dinner is ready": speak it on the household's other devices.

The intent matcher (helper module of the agent) extracts the message; this skill queues it and says, in one short
sentence, where it will be heard.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from gpt_home.config import Settings
from gpt_home.errors import InvalidInputError, StoreError
from gpt_home.house.announcements import MAX_ANNOUNCEMENT_CHARS, Spool
from gpt_home.house.pg import HouseDb
from gpt_home.house.service import Announcer
from gpt_home.skills.phrases import join_and

_LOGGER = logging.getLogger(__name__)
Broadcast = Callable[[str, str], str]
NOTHING_TO_SAY = "What should I announce?"
TOO_LONG = f"That's too long to announce. Please keep it under {MAX_ANNOUNCEMENT_CHARS} characters."
NO_OTHERS = "There are no other devices to announce on right now."
UNREACHABLE = "Sorry, I can't reach the other devices right now."


def make_broadcast(announcer: Announcer) -> Broadcast:
    """``broadcast(message, user_id) -> spoken confirmation`` over an Announcer (other devices only)."""

    def broadcast(message: str, user_id: str) -> str:
        try:
            result = announcer.announce(message, origin=announcer.local_device, include_here=False)
        except InvalidInputError as exc:
            return TOO_LONG if "characters long" in exc.message else NOTHING_TO_SAY
        except StoreError:
            return UNREACHABLE
        _LOGGER.info("voice announcement by %s to %d device(s)", user_id, len(result.devices))
        if result.problem:
            return UNREACHABLE
        if not result.devices:
            return NO_OTHERS
        if len(result.devices) > 3:
            return "Announced on the other devices."
        return f"Announced on {join_and(list(result.devices))}."

    return broadcast


def build_broadcast(settings: Settings, db: Any) -> Broadcast:
    """The broadcast skill for this device, reaching the others through ``db`` (anything with a ``pool``: the memory
    service)."""
    house = HouseDb(db)
    return make_broadcast(Announcer(settings.device_id, Spool(settings.data_dir), lambda: house))
