"""Several parts of now asked in one breath ("tell me the time and the year", "the month and the year please",
"what's the date and the year"): each part said once, in the order asked, as one sentence. The parts come from
``clock_topics.clock_units``; the time and the date alone keep their own reply (``GptDateAndTime``). Pure: the
local moment in, the words out."""

from __future__ import annotations

from datetime import datetime

from gpt_home.agent.spoken_words import MONTHS
from gpt_home.skills.phrases import spoken_clock, spoken_date

PARTS = frozenset({"time", "date", "weekday", "month", "year"})


def reply(units: str, local: datetime) -> str | None:
    """ "time|year" -> "It's 10:25 am, and the year is 2026."; None for a part this does not know."""
    asked = list(dict.fromkeys("date" if u == "weekday" else u for u in units.split("|") if u))
    if not asked or not set(asked) <= PARTS:
        return None
    said = {"time": f"it's {spoken_clock(local, local.tzinfo)}", "date": f"today is {spoken_date(local, local.tzinfo)}",
            "month": f"the month is {MONTHS[local.month - 1].capitalize()}", "year": f"the year is {local.year}"}
    parts = [said[u] for u in asked]
    text = parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])}, and {parts[-1]}"
    return f"{text[0].upper()}{text[1:]}."
