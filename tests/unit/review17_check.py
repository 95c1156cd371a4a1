"""Reading and judging ``data/review17_sentences.tsv``: adversarial sentences for round 15's broad readers, each
with what must (and must not) happen. Shared by the unit test (in-memory household) and a bench run over the
embedded-Postgres household.

A line is ``EXPECT<TAB>turns``: turns separated by `` || ``, said in order by one user 2 seconds apart (``[+N]``
before a turn: N seconds after the one before); only the last turn is judged. EXPECT is space-separated tokens:
``N`` nothing changed (lights, timers, alarms, reminders, lists); ``K1``/``K0``/``K+``/``K-``/``K40`` (``L...`` for
the living room) that light so and the other unchanged; ``T+1``/``T-1``/``T+0`` the change in this user's pending
timers, alarms and reminders; ``S+1``/``S+0`` the change in the shopping and to-do lists; ``/re/`` the reply matches
(case-insensitive); ``!/re/`` a reply (if any) does not match; ``-`` no local reply (the model answers).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from phrasing_check import START
from phrasing_check import _level_right as level_right  # the device list's judge of one light

ROOMS = ("kitchen", "living room")


@dataclass(frozen=True)
class Case:
    expect: str
    turns: tuple[tuple[int, str], ...]  # (seconds after the turn before, text)


def parse(text: str) -> list[Case]:
    cases = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        expect, said = line.split("\t", 1)
        turns = []
        for turn in said.split(" || "):
            gap = re.match(r"^\[\+(\d+)\] ", turn)
            turns.append((int(gap.group(1)) if gap else 2, turn[gap.end() :] if gap else turn.strip()))
        cases.append(Case(expect.strip(), tuple(turns)))
    return cases


def state(skills: Any, user: str) -> dict[str, Any]:
    """The lights' levels, this user's pending timer count and both lists' item counts."""
    from gpt_home.skills.list_store import list_slug

    lists = getattr(skills.named, "lists", None)
    items = sum(len(lists.lists.items(user, list_slug(n))) for n in ("shopping", "to do")) if lists else 0
    timers = len(skills.timers.list(user)) if skills.timers is not None else 0
    return {"levels": {room: skills.lights.level(room) for room in ROOMS}, "timers": timers, "items": items}


def judge(expect: str, reply: str | None, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """What is wrong with the last turn (empty: right)."""
    wrong = []
    tokens = re.findall(r"!?/[^/]*/|\S+", expect)
    lights = {"kitchen": "=", "living room": "="}
    timers = items = 0 if "N" in tokens else None
    for token in tokens:
        if token[0] in "KL" and token[1:] and token != "N":
            lights["kitchen" if token[0] == "K" else "living room"] = token[1:]
        elif token.startswith("T"):
            timers = int(token[1:])
        elif token.startswith("S"):
            items = int(token[1:])
        elif token == "-" and reply is not None:
            wrong.append(f"answered locally: {reply!r}")
        elif token.startswith("/") and not (reply and re.search(token[1:-1], reply, re.I)):
            wrong.append(f"reply does not match {token}: {reply!r}")
        elif token.startswith("!/") and reply and re.search(token[2:-1], reply, re.I):
            wrong.append(f"reply matches {token}: {reply!r}")
    if not all(level_right(lights[r], after["levels"][r]) for r in ROOMS):
        wrong.append(f"WRONG LIGHT: {after['levels']} (wanted {lights}): {reply!r}")
    if timers is not None and after["timers"] - before["timers"] != timers:
        wrong.append(f"WRONG TIMERS: {before['timers']} -> {after['timers']} (wanted {timers:+}): {reply!r}")
    if items is not None and after["items"] - before["items"] != items:
        wrong.append(f"WRONG LIST: {before['items']} -> {after['items']} (wanted {items:+}): {reply!r}")
    return wrong


def run_case(skills: Any, case: Case, user: str, start: datetime, flush: Any = None) -> tuple[str | None, list[str]]:
    """Say the case's turns as ``user`` from ``start``; the last reply and what is wrong with it."""
    from gpt_home.agent.graph import TurnContext
    from gpt_home.agent.intents import LightAction

    for room in ROOMS:
        skills.lights.set(room, LightAction.DIM, START)
    now = start
    reply = None
    before = state(skills, user)
    for index, (gap, text) in enumerate(case.turns):
        now += timedelta(seconds=gap)
        if flush is not None:
            flush()
        if index == len(case.turns) - 1:
            for room in ROOMS:
                skills.lights.set(room, LightAction.DIM, START)
            before = state(skills, user)
        got = skills.handle(" ".join(text.split()), TurnContext(user_id=user, device_id="kitchen", now=now))
        reply = None if got is None else str(got)
    if flush is not None:
        flush()  # the list's writes land before it is read
    return reply, judge(case.expect, reply, before, state(skills, user))
