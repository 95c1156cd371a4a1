"""What a long-running process prepares before its first turn, so no local skill pays a first-use cost on a reply.

The daemon calls it at start (``wiring.voice_backend``) and the requests benchmark does the same. pint is not loaded
here: the everyday units need no pint (``common_units.py``), and a rare unit loads it when asked.
"""

from __future__ import annotations

import logging
from typing import Any

_LOGGER = logging.getLogger(__name__)


def warm_up_skills(skills: Any) -> None:
    """Load the sentence templates (and search every group once) and open the configured lights."""
    skills.dialogue.recognizer.warm_up()
    if skills.dialogue.semantic is not None:
        skills.dialogue.semantic()  # the semantic reader's examples embedded once (agent/semantic.py)
    skills.lights.open_all()
    from gpt_home.skills.topic_first import known_place

    known_place("")  # the place names of the time zone database, read once
