"""What a long-running process prepares before its first turn, so no local skill pays a first-use cost on a reply.

The daemon calls it at start (``wiring.voice_backend``) and the requests benchmark does the same. pint is not loaded
here: the everyday units need no pint (``common_units.py``), and a rare unit loads it when asked. WordNet's people,
young animals and the sexes and groups of animals are read here (one pass each, about 0.4 MB kept together): the
first "who painted ...", "what is a baby ... called" or "what do you call a group of lions" would otherwise read them
on its turn (0.05-0.2 s of CPU on a desktop core). The service acts and the verb frames, compiled on first use, are
compiled here too (15 ms of a first "excuse me, what time do you make it", no memory worth a page).
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
    from gpt_home.agent.talk_kinds import warm_up as talk_kinds_warm_up

    talk_kinds_warm_up()  # a sentence's kind (the guard's fallbacks): its patterns compiled now, not on a chat turn
    _compile_frames()
    _read_wordnet_passes()


def _compile_frames() -> None:
    """The patterns two readers compile on first use (so that ``gpt-home intent`` never pays them), compiled now."""
    from gpt_home.agent import verb_frames
    from gpt_home.skills import service_slots

    service_slots._acts()
    verb_frames._compiled()


def _read_wordnet_passes() -> None:
    """The who-questions' people and the baby-animal questions' young, read once; a damaged database is logged and
    left to the questions themselves (they stay silent: ``wordnet_data.fail_soft``)."""
    from gpt_home.skills.animal_groups import _tables as animal_tables
    from gpt_home.skills.person_glosses import people
    from gpt_home.skills.word_lookups import young_animals
    from gpt_home.skills.wordnet_data import READ_ERRORS, open_wordnet

    wordnet = open_wordnet()
    if wordnet is None:
        return
    try:
        people(wordnet)
        young_animals(wordnet)
        animal_tables(wordnet)
    except READ_ERRORS as error:
        _LOGGER.warning("WordNet's database could not be read at start (%s: %s)", type(error).__name__, error)
