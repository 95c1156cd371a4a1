"""Days between two named days asked with one of them as the anchor: "how many days after christmas is new years",
"how many days before new years is christmas", "how many weeks is easter after christmas".

The second day is the one on the asked side of the first: after christmas, new year's is the next one (7 days);
before new year's, christmas is the one before it (7 days, never the 31 days from today to new year's: a wrong
answer the readers of one day gave). Both days must be read whole (``everyday.event_date``), or nothing is said.
Pure: ``now`` is passed in.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from gpt_home.skills import everyday

_DAY = r"(?:the )?(?P<{}>[a-z0-9 ]+?)"
_UNIT = r"how many (?P<unit>days|weeks|sleeps)"
_ASKED = (
    # "how many days after christmas is new years", "how many days before new years does christmas come"
    re.compile(rf"^{_UNIT} (?:is it |are there |are )?(?P<side>after|before) {_DAY.format('anchor')} "
               rf"(?:is|does|do|will|comes?|falls?) {_DAY.format('other')}(?: (?:come|fall|be))?$"),
    # "how many days is new years after christmas", "how many days does easter come after christmas"
    re.compile(rf"^{_UNIT} (?:is|are|does|do|will) {_DAY.format('other')} (?:come |fall |be )?(?P<side>after|before) "
               rf"{_DAY.format('anchor')}$"),
)
MAX_LOOKS = 3


def _before(event: str, anchor: date) -> date | None:
    """The last date of ``event`` before ``anchor`` (within a year of it)."""
    found = everyday.event_date(event, anchor - timedelta(days=366))
    if found is None or found[0] >= anchor:
        return None
    last = found[0]
    for _ in range(MAX_LOOKS):
        later = everyday.event_date(event, last + timedelta(days=1))
        if later is None or later[0] >= anchor:
            break
        last = later[0]
    return last


def reply(normalized: str, now: datetime) -> str | None:
    """ "New Year's Day is 7 days after Christmas."; None when the sentence is not this question or a day is unknown."""
    asked = next((m for pattern in _ASKED if (m := pattern.match(normalized))), None)
    if asked is None:
        return None
    anchor = everyday.event_date(asked.group("anchor"), now.date())
    if anchor is None or everyday.event_date(asked.group("other"), now.date()) is None:
        return None
    after = asked.group("side") == "after"
    if after:
        other = everyday.event_date(asked.group("other"), anchor[0] + timedelta(days=1))
        when = other[0] if other else None
        name = other[1] if other else ""
    else:
        when, name = _before(asked.group("other"), anchor[0]), everyday.event_date(asked.group("other"), now.date())[1]
    if when is None or when == anchor[0]:
        return None
    days = abs((when - anchor[0]).days)
    said = f"{days} day{'s' if days != 1 else ''}"
    if asked.group("unit") == "weeks" and days >= 7:
        weeks, rest = divmod(days, 7)
        said = f"{weeks} week{'s' if weeks != 1 else ''}" + (f" and {rest} day{'s' if rest != 1 else ''}" if rest else "")
    return f"{name[0].upper()}{name[1:]} is {said} {'after' if after else 'before'} {anchor[1]}."
