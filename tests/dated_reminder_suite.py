"""A generated suite of reminders for a named day, a date or an offset from one (round 18, skills/dated_reminders.py):
every order of (the request with its task, the day, the clock time) under several heads, the day said plainly or as
an offset ("2 weeks after", "3 days before", "the day after", "a week after"), rotated over tasks and clock times.
The dates expected are written here from the calendar, not computed by the code. Must-nots from the same parts:
no clock time (asked, nothing set), reported, negated, asked about. The clock is the helpers' Tuesday 1 December
2026 10:25.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from itertools import permutations

from household_grammar import Item

ANCHORS = (("christmas eve", date(2026, 12, 24)), ("christmas day", date(2026, 12, 25)),
           ("boxing day", date(2026, 12, 26)), ("new years eve", date(2026, 12, 31)),
           ("new years day", date(2027, 1, 1)), ("the 15th of january", date(2027, 1, 15)),
           ("valentines day", date(2027, 2, 14)))
OFFSETS = (("", 0), ("2 weeks after ", 14), ("3 days before ", -3), ("the day after ", 1), ("a week after ", 7))
HEADS = ("remind me {}", "set a reminder {}", "dont let me forget {}", "can you remind me {}", "i need a reminder {}")
TASKS = (("to call mum", "mum"), ("to cancel the gym", "gym"), ("to put the bins out", "bins"))
FROM_TODAY = (("in 2 weeks", 14), ("in a week", 7), ("3 days from now", 3), ("in 10 days time", 10))
CLOCKS = (("at 9 am", 9, 0), ("at 6 pm", 18, 0), ("at 7 30 pm", 19, 30), ("at quarter past 8 in the morning", 8, 15))


def _day_said(anchor: str, offset: str) -> str:
    return f"{offset}{anchor}" if offset else f"on {anchor}"


def commands() -> list[Item]:
    """Every order of the three parts, heads, tasks and clocks rotated over the days."""
    items = []
    k = 0
    for anchor, day in ANCHORS:
        for offset, days in OFFSETS:
            task, label = TASKS[k % len(TASKS)]
            clock, hour, minute = CLOCKS[k % len(CLOCKS)]
            head = HEADS[k % len(HEADS)].format(task)
            when = day + timedelta(days=days)
            due = datetime(when.year, when.month, when.day, hour, minute, tzinfo=UTC)
            items += [Item(" ".join(p), "set", "reminder", due, label)
                      for p in permutations((head, _day_said(anchor, offset), clock))]
            k += 1
    today = date(2026, 12, 1)
    for said, days in FROM_TODAY:  # a day counted from today, said with a clock time
        task, label = TASKS[k % len(TASKS)]
        clock, hour, minute = CLOCKS[k % len(CLOCKS)]
        when = today + timedelta(days=days)
        due = datetime(when.year, when.month, when.day, hour, minute, tzinfo=UTC)
        items += [Item(" ".join(p), "set", "reminder", due, label)
                  for p in permutations((HEADS[k % len(HEADS)].format(task), said, clock))]
        k += 1
    return items


WRAPS = ("my son said {}", "dont {}", "did i ask you to {}", "i was going to {}", "yesterday you said you would {}")


def must_nots() -> list[Item]:
    """No clock time (asked back, nothing set); the whole request reported, negated, asked about or wished."""
    items = []
    for k, (anchor, _day) in enumerate(ANCHORS):
        for j, (offset, _days) in enumerate(OFFSETS):
            task = TASKS[(k + j) % len(TASKS)][0]
            head = HEADS[(k + j) % len(HEADS)].format(task)
            items += [Item(f"{head} {_day_said(anchor, offset)}", "none", label="no time"),
                      Item(f"{_day_said(anchor, offset)} {head}", "none", label="no time")]
            command = f"remind me {task} {_day_said(anchor, offset)} {CLOCKS[j % len(CLOCKS)][0]}"
            items.append(Item(WRAPS[(k + j) % len(WRAPS)].format(command), "none", label="not asked"))
    return items
