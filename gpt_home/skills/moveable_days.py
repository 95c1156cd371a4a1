"""Holidays that fall on a weekday of a month ("the fourth Thursday of November"), not on a date: Thanksgiving,
Memorial Day, Labor Day, Mother's Day (the second Sunday of May, as in the US and most countries), Father's Day,
Martin Luther King Day, Presidents' Day, Columbus Day; and the fixed ones of the US, UK and Irish calendars the date table lacks; the UK and Irish bank holidays; and the days
counted from Easter (Shrove Tuesday, Mothering Sunday, Whit Sunday...), which ``everyday`` reckons with Easter."""

from __future__ import annotations

from datetime import date, timedelta

# name said -> (month, weekday 0=Monday, nth: 1..4, or -1 for the last), the name to say
_MOVEABLE: dict[str, tuple[int, int, int, str]] = {
    "thanksgiving": (11, 3, 4, "Thanksgiving"), "thanksgiving day": (11, 3, 4, "Thanksgiving"),
    "memorial day": (5, 0, -1, "Memorial Day"), "labor day": (9, 0, 1, "Labor Day"),
    "labour day": (9, 0, 1, "Labor Day"), "mothers day": (5, 6, 2, "Mother's Day"),
    "mother s day": (5, 6, 2, "Mother's Day"), "fathers day": (6, 6, 3, "Father's Day"),
    "father s day": (6, 6, 3, "Father's Day"), "martin luther king day": (1, 0, 3, "Martin Luther King Day"),
    "mlk day": (1, 0, 3, "Martin Luther King Day"), "presidents day": (2, 0, 3, "Presidents' Day"),
    "columbus day": (10, 0, 2, "Columbus Day"), "black friday": (11, 3, 4, "Black Friday"),
}  # fmt: skip
_FIXED: dict[str, tuple[int, int, str]] = {
    "veterans day": (11, 11, "Veterans Day"), "juneteenth": (6, 19, "Juneteenth"),
    "groundhog day": (2, 2, "Groundhog Day"), "earth day": (4, 22, "Earth Day"),
    "bonfire night": (11, 5, "Bonfire Night"), "guy fawkes night": (11, 5, "Bonfire Night"),
    "burns night": (1, 25, "Burns Night"), "st georges day": (4, 23, "St George's Day"),
    "st andrews day": (11, 30, "St Andrew's Day"), "st davids day": (3, 1, "St David's Day"),
    "hogmanay": (12, 31, "Hogmanay"), "remembrance day": (11, 11, "Remembrance Day"),
    "armistice day": (11, 11, "Armistice Day"), "st stephens day": (12, 26, "St Stephen's Day"),
    "st brigids day": (2, 1, "St Brigid's Day"), "canada day": (7, 1, "Canada Day"), "may day": (5, 1, "May Day"),
    "twelfth night": (1, 5, "Twelfth Night"), "epiphany": (1, 6, "Epiphany"), "flag day": (6, 14, "Flag Day"),
    "midsummers day": (6, 24, "Midsummer's Day"), "st swithins day": (7, 15, "St Swithin's Day"),
    "cinco de mayo": (5, 5, "Cinco de Mayo"), "australia day": (1, 26, "Australia Day"),
    "republic day": (1, 26, "Republic Day"), "anzac day": (4, 25, "Anzac Day"), "waitangi day": (2, 6, "Waitangi Day"),
}  # fmt: skip
# UK and Irish bank holidays and Remembrance Sunday: a weekday of a month, like the table above
_MOVEABLE.update({
    "remembrance sunday": (11, 6, 2, "Remembrance Sunday"), "early may bank holiday": (5, 0, 1, "Early May Bank Holiday"),
    "spring bank holiday": (5, 0, -1, "Spring Bank Holiday"), "summer bank holiday": (8, 0, -1, "Summer Bank Holiday"),
    "august bank holiday": (8, 0, -1, "August Bank Holiday"), "june bank holiday": (6, 0, 1, "June Bank Holiday"),
    "october bank holiday": (10, 0, -1, "October Bank Holiday"),
})  # fmt: skip
# days counted from Easter Sunday (``everyday`` reckons Easter): name said -> (days from Easter, the name to say)
EASTER_KEYED: dict[str, tuple[int, str]] = {
    "shrove tuesday": (-47, "Shrove Tuesday"), "pancake day": (-47, "Pancake Day"), "ash wednesday": (-46, "Ash Wednesday"),
    "mothering sunday": (-21, "Mothering Sunday"), "palm sunday": (-7, "Palm Sunday"),
    "maundy thursday": (-3, "Maundy Thursday"), "holy saturday": (-1, "Holy Saturday"),
    "ascension day": (39, "Ascension Day"), "whit sunday": (49, "Whit Sunday"), "pentecost": (49, "Pentecost"),
}  # fmt: skip


def _nth_weekday(year: int, month: int, weekday: int, nth: int) -> date:
    if nth > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (nth - 1))
    last = (date(year + month // 12, month % 12 + 1, 1)) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def moveable_day(event: str, today: date) -> tuple[date, str] | None:
    """The next (or today's) date of a named holiday of this table, with its name; None when it is not one."""
    if event in _MOVEABLE:
        month, weekday, nth, name = _MOVEABLE[event]
        after = timedelta(days=1 if name == "Black Friday" else 0)  # the day after Thanksgiving
        when = _nth_weekday(today.year, month, weekday, nth) + after
        if when < today:
            when = _nth_weekday(today.year + 1, month, weekday, nth) + after
        return when, name
    if event in _FIXED:
        month, day, name = _FIXED[event]
        when = date(today.year, month, day)
        return (when if when >= today else date(today.year + 1, month, day)), name
    return None
