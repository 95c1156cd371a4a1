"""Whether a new month, year or week has started: "has the new month started yet", "are we into the new month",
"has the new year begun", "is it a new week yet", "did the month change".

Asked when the days run together: a month, a year or a week has always started (today is in one), so the answer is
which one it is and when it started, from today's date, never the clock. Only the question asked alone (fillers and
a courtesy around it); a report, a wish or another period ("has the new month started at the gym") is not read. Pure.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from gpt_home.agent.spoken_words import MONTHS, WEEKDAYS

_LEAD = r"^(?:(?:so|um|uh|er|erm|oh|ok|okay|right|hey|sorry|quick question|tell me|just checking|and|but|wait),? )*"
_TAIL = r"(?: (?:yet|already|now|then|today))*(?:,? (?:love|dear|please|mate))?$"
_ASKED = re.compile(
    rf"{_LEAD}(?:(?:has|have|did|is|are we (?:in|into|onto|on)|are we in to)(?: the| a)? (?:new|next) "
    r"(?P<period>month|year|week)(?: (?:started|begun|began|start|begin|come|arrived|kicked off|already started))?"
    r"|(?:has|did) the (?P<changed>month|year|week) (?:changed|turned over|ticked over|change|turn over))"
    rf"{_TAIL}")


def _spoken(day: date) -> str:
    return f"{WEEKDAYS[day.weekday()].capitalize()}, {MONTHS[day.month - 1].capitalize()} {day.day}"


def reply(normalized: str, today: date) -> str | None:
    """ "Yes, December started today: today is Tuesday, December 1."; None for any other sentence."""
    found = _ASKED.match(normalized)
    if found is None:
        return None
    period = found.group("period") or found.group("changed")
    if period == "month":
        began, name = today.replace(day=1), MONTHS[today.month - 1].capitalize()
    elif period == "year":
        began, name = today.replace(month=1, day=1), str(today.year)
    else:
        began, name = today - timedelta(days=today.weekday()), "a new week"
    days = (today - began).days
    when = "today" if days == 0 else "yesterday" if days == 1 else f"{days} days ago, on {_spoken(began)}" if (
        days <= 31) else f"on {_spoken(began)}"
    return f"Yes, {name} started {when}: today is {_spoken(today)}, {today.year}."
