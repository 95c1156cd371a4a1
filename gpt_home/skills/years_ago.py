"""How many years ago a year was: "how many years ago was nineteen ninety" -> "1990 was 36 years ago."

Years are said as pairs ("nineteen ninety", numerals "19 90"), with thousands ("two thousand and five"), or as digits.
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.number_reader import numerals

MIN_YEAR, MAX_YEAR = 1, 9999


def spoken_year(said: str) -> int | None:
    """The year in ``said`` ("nineteen ninety", "2 thousand and 5", "1969"); None when it is not one year."""
    text = numerals(" ".join(said.lower().split())).removeprefix("the year ").strip(" ?.")  # "twenty oh five"
    text = re.sub(r"^in ", "", text)
    if hit := re.fullmatch(r"(\d{1,2}) (\d{2})", text):  # "19 90"
        year = int(hit.group(1)) * 100 + int(hit.group(2))
    elif hit := re.fullmatch(r"(\d{1,2}) hundred(?: and)?(?: (\d{1,2}))?", text):  # "nineteen hundred"
        year = int(hit.group(1)) * 100 + int(hit.group(2) or 0)
    elif hit := re.fullmatch(r"(\d) thousand(?: and)?(?: (\d{1,3}))?", text):  # "two thousand and five"
        year = int(hit.group(1)) * 1000 + int(hit.group(2) or 0)
    elif re.fullmatch(r"\d{3,4}", text):
        year = int(text)
    else:
        return None
    return year if MIN_YEAR <= year <= MAX_YEAR else None


def years_ago(said: str, now: datetime) -> str | None:
    """ "1990 was 36 years ago." / "2030 is 4 years from now." ; None when ``said`` is not a year."""
    year = spoken_year(said)
    if year is None:
        return None
    gap = now.year - year
    if gap == 0:
        return f"{year} is this year."
    if gap < 0:
        return f"{year} is {-gap} year{'s' if gap != -1 else ''} from now."
    return f"{year} was {gap} year{'s' if gap != 1 else ''} ago."
