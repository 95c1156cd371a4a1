"""A reading by meaning of the clock here for a sentence that names another place ("nairobis clock what does it say
right now", "the hour over in lima at this moment"): the time there is asked, so the time here would be a false
answer. The world-time reader (``topic_first.world_time``) answers what it composes; what it does not is declined
here and left to the model, never answered with the household's own clock. So is a clock word negated or someone's
past question reported ("i wasnt asking what time it is", "my daughter asked what time it is": ``clock_topics``),
a place not named or with no clock of its own ("whats their local time", "at the north pole"), and a day of the
speaker's own life ("my day and month of birth": memory's to answer, never today's date).

Pure: a place is one the world-time skill knows (``topic_first.known_place``), said plainly or in the possessive.
"""

from __future__ import annotations

import re

from gpt_home.skills.places import place_spans, unpossessed

# somewhere not named or with no time zone of its own: "whats their local time", "the time over there", "what time is
# it at the north pole" (the model or an honest reply, never the clock here)
_SOMEWHERE = re.compile(r"\btheir\b|\b(?:over|out|down|up|back) there\b|\b(?:is it|time) there\b|"
                        r"\b(?:at|on) the (?:north|south) pole\b|\bin (?:outer )?space\b|"
                        r"\bon the (?:space station|iss|moon|sun)\b")
# a day of the speaker's own life ("my day and month of birth", "the day and date we moved in"): memory's, not today's
_THEIR_DAY = re.compile(r"^(?=.*\b(?:my|our|we|i)\b).*\b(?:birth|born|moved (?:in|here|house)|married|wedding|"
                        r"anniversary|we met)\b")
# the semantic reader's intents for the clock and calendar here (agent/semantic.py's clock domain)
_CLOCK_HERE = frozenset({"time", "date", "weekday", "month", "year", "HassGetCurrentTime", "HassGetCurrentDate"})


def misread(normalized: str, intent: str) -> bool:
    """True when ``intent`` is the clock here but ``normalized`` names a place of the world clock, or is no ask of it
    now (negated, reported, or the time a statement says: skills/need_offers.py)."""
    if intent in _CLOCK_HERE | {"GptCurrentMonth", "GptCurrentYear"} and _THEIR_DAY.search(normalized):
        return True
    if intent not in _CLOCK_HERE:
        return False
    from gpt_home.skills.clock_topics import unasked
    from gpt_home.skills.need_offers import time_told
    from gpt_home.skills.topic_first import known_place

    if unasked(normalized) or _SOMEWHERE.search(normalized) or time_told(normalized):  # "at 1 the washing needs":
        return True

    words = unpossessed(normalized.split(), known_place)
    return bool(place_spans(words, known_place))
