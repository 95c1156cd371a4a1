"""How round 19's talk kinds are judged (``talk19_cases``), shared by ``test_talk19.py`` and
``bench/talk19_measure.py``: each sentence said to a fresh household (in-memory timers and lists, two mock lights,
the pinned clock), judged by what the person hears and by the state it leaves (see the bench's docstring)."""

from __future__ import annotations

import re
from typing import Any

REFUSED: dict[str, str] = {
    "music": r"^I can't play music", "news": r"^I can't read the news", "calls": r"^I can't (?:make phone )?call",
    "messages": r"^I can't send or read messages", "purchases": r"^I can't buy anything",
    "bookings": r"^I can't book", "calendar": r"^I can't see a calendar",
    "device": r"^I can't (?:control|check|switch|turn|open|lock|unlock|start|play music, radio or videos)",
}
ANY_REFUSAL = re.compile(r"\bI can't\b|\bI cannot\b|isn't set up|aren't set up")
SERVED: dict[str, str] = {
    "timer": r"\btimer\b|how long", "list": r"\blist\b", "weather": r"weather|forecast|location|rain|sun|cloud|°",
    "reminder": r"\bremind", "alarm": r"\balarm\b|what time", "time": r"\d", "light": r"\blight\b",
}
UNSURE = re.compile(r"not sure|didn't catch|don't know", re.I)
CHAT_KINDS = {"remark", "feeling-or-situation", "thanks-greeting-goodbye"}


def _state(skills: Any) -> tuple[Any, ...]:
    timers = sorted((t.kind.value, str(t.due), t.label) for t in skills.timers.list("anna"))
    items = sorted(i.text for i in skills.named.lists.lists.items("anna", "shopping"))
    todo = sorted(i.text for i in skills.named.lists.lists.items("anna", "todo"))
    lights = [(name, skills.lights.level(name)) for name in skills.lights.names]
    return timers, items, todo, lights


def judge(case: Any) -> tuple[str, str]:
    """(outcome, reply): right / refused (another service's refusal) / miss / wrong (an action not asked for)."""
    from gpiozero.pins.mock import MockFactory, MockPWMPin
    from langgraph.store.memory import InMemoryStore
    from skill_helpers import LIGHTS, local_skills, say

    from gpt_home.agent.kind_replies import kind_lines
    from gpt_home.agent.talk_kinds import read_kind
    from gpt_home.skills.lists import ListSkill

    factory = MockFactory(pin_class=MockPWMPin)
    try:
        with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as skills:
            before = _state(skills)
            reply = say(skills, case.text)
            after = _state(skills)
    finally:
        factory.reset()
    said = "" if reply is None else str(reply)
    changed = after != before
    if case.kind == "served":
        right = re.search(SERVED[case.expect], said, re.I) is not None and not ANY_REFUSAL.search(said)
        return ("right" if right else "miss"), said
    if changed:
        return "wrong", said
    if case.kind == "service":
        if re.search(REFUSED[case.expect], said):
            return "right", said
        return ("refused" if ANY_REFUSAL.search(said) else "miss"), said
    if case.kind == "remark":
        kind = read_kind(case.text).kind.value
        heard_ok = reply is None or not (ANY_REFUSAL.search(said) or UNSURE.search(said))
        right = kind in CHAT_KINDS and bool(kind_lines(case.text)) and heard_ok
        return ("right" if right else "miss"), f"{said} [{kind}]"
    return ("miss" if ANY_REFUSAL.search(said) else "right"), said
