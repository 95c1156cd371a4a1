"""What one turn computes several times for the same text, computed once: the rule match and the reading lists.

``Dialogue.handle`` tries reading after reading until one answers, and several of them ask the same question again:
the sentence as said is matched by the rules before the light readings and again in ``Dialogue.understand_once``; the
timer readings are built before and after the list readings; ``readings(part)`` comes back for a clause that is
also a leading question. Each of these is a pure function of its text (and, for the rules, of the turn's clock and
the light names), so a small bounded cache gives the same answers for a fraction of the CPU
(bench/local_path_profile.py). A cached list is handed out as a new list each time: a caller may change its copy.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from functools import lru_cache

from gpt_home.agent import readings as _readings
from gpt_home.agent import timer_orders
from gpt_home.agent.intents import Intent
from gpt_home.agent.intents import match as _rule_match
from gpt_home.skills import asked_in_place

# One turn asks about a few dozen texts at most; a few turns' worth is kept (older clocks simply age out).
_SIZE = 512


def match(text: str, now: datetime, *, lights: Iterable[str] = ()) -> Intent | None:
    """``agent.intents.match``, once per text, clock and light names (Intent and its slots are frozen)."""
    return _matched(text, now, tuple(lights))


@lru_cache(maxsize=_SIZE)
def _matched(text: str, now: datetime, lights: tuple[str, ...]) -> Intent | None:
    return _rule_match(text, now, lights=lights)


def timer_readings(normalized: str, now: datetime) -> list[str]:
    """``agent.timer_orders.timer_readings``, once per text and clock."""
    return list(_timer_readings(normalized, now))


@lru_cache(maxsize=_SIZE)
def _timer_readings(normalized: str, now: datetime) -> tuple[str, ...]:
    return tuple(timer_orders.timer_readings(normalized, now))


def readings(normalized: str) -> list[str]:
    """``agent.readings.readings``, once per text."""
    return list(_other_readings(normalized))


@lru_cache(maxsize=_SIZE)
def _other_readings(normalized: str) -> tuple[str, ...]:
    found = _readings.readings(normalized)  # then a question said out of its order (skills/asked_in_place.py)
    return tuple(dict.fromkeys([*found, *asked_in_place.readings(normalized)]))


def clear() -> None:
    """Forget every cached answer (a benchmark measures each set as new sentences, never as ones said before)."""
    from gpt_home.agent.intents import normalize
    from gpt_home.agent.number_reader import numeralize
    from gpt_home.agent.recognizer import best_in_group
    from gpt_home.skills.chitchat import chit_chat_topic

    for cached in (_matched, _timer_readings, _other_readings, normalize, numeralize, chit_chat_topic, best_in_group):
        cached.cache_clear()
