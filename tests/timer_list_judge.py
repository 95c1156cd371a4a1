"""Judging one case of ``timer_list_phrasings``: the state after its turns against the expected facts, as right,
a wrong action (something set, cancelled or changed that was not asked) or not answered."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from gpt_home.agent.intent_types import TimerKind

CLOCK = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
TURN_GAP = timedelta(seconds=3)
SLACK = timedelta(seconds=30)
KINDS = {"T": TimerKind.TIMER, "A": TimerKind.ALARM, "R": TimerKind.REMINDER}


@dataclass(frozen=True)
class State:
    """What one user has after the turns: pending timers (kind, due, label), list items by list, the last reply."""

    timers: list[tuple[TimerKind, datetime, str]]
    lists: dict[str, list[str]]
    reply: str | None
    asks: bool


def _offset(text: str) -> timedelta:
    parts = dict((unit, int(n)) for n, unit in re.findall(r"(\d+)([hms])", text))
    return timedelta(hours=parts.get("h", 0), minutes=parts.get("m", 0), seconds=parts.get("s", 0))


def alternatives(expect: str) -> list[list[str]]:
    """The expectation's alternatives (``|``), each a list of facts (``;``); "12-01 19:00" after "A12-02 07:00"
    takes the alarm's letter."""
    result: list[list[str]] = []
    letter = ""
    for piece in expect.split("|"):
        if piece[:1].isdigit():
            piece = letter + piece
        letter = piece[:1]
        result.append([fact for fact in piece.split(";") if fact])
    return result


def _timer_ok(fact: str, timer: tuple[TimerKind, datetime, str]) -> bool:
    kind, due, label = timer
    if KINDS.get(fact[0]) is not kind:
        return False
    if fact[0] == "T":
        when, _, name = fact[2:].partition(":")
        return abs(due - (CLOCK + _offset(when))) <= SLACK and name in label.lower()
    day, _, rest = fact[1:].partition(" ")
    clock, _, name = rest.partition(":") if rest.startswith("*") else (rest[:5], "", rest[6:])
    month, date = (int(x) for x in day.split("-"))
    if (due.month, due.day) != (month, date) or name not in label.lower():
        return False
    return clock == "*" or (due.hour, due.minute) == tuple(int(x) for x in clock.split(":"))


def _matches(facts: list[str], state: State) -> tuple[bool, bool]:
    """(every fact holds and nothing more is set, something is set that no fact names)."""
    timers = list(state.timers)
    lists = {name: sorted(items) for name, items in state.lists.items() if items}
    held = True
    for fact in facts:
        if fact[0] in KINDS:
            found = next((t for t in timers if _timer_ok(fact, t)), None)
            held = held and found is not None
            if found is not None:
                timers.remove(found)
        elif fact[0] == "L":
            name, _, items = fact[1:].partition("=")
            want = sorted(i.strip() for i in items.split(",") if i.strip())
            have = lists.pop(name, [])
            held = held and have == want
            if have and not set(have) <= set(want):
                return False, True
        elif fact == "ask":
            held = held and state.asks
        elif fact == "say":
            held = held and state.reply is not None
    return held and not timers and not lists, bool(timers or lists)


def judge(expect: str, state: State) -> str:
    """"right", "wrong action" or "not answered"."""
    results = [_matches(facts, state) for facts in alternatives(expect)]
    if any(ok for ok, _ in results):
        return "right"
    return "wrong action" if all(extra for _, extra in results) else "not answered"


def run_case(turns: str, say: Callable[[str, datetime], tuple[str | None, bool]],
             read: Callable[[], tuple[Iterable[tuple[TimerKind, datetime, str]], dict[str, list[str]]]]) -> State:
    """Say each turn of ``turns`` (3 s apart from the pinned clock) and read the state after the last."""
    reply, asks = None, False
    for index, text in enumerate(turns.split(" || ")):
        reply, asks = say(text, CLOCK + TURN_GAP * index)
    timers, lists = read()
    return State(sorted(timers), lists, reply, asks)
