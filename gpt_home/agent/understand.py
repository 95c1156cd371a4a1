"""What the assistant understood, for people asking "why didn't it understand me?" (``gpt-home intent TEXT``).

Reports the same order a turn uses: the rule matcher's intent (named with Home Assistant's intent names where one
exists), else the sentence-template candidates in priority order. Nothing is executed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from gpt_home.agent.intent_types import (
    Intent,
    IntentKind,
    LightAction,
    LightSlots,
    MemorySlots,
    SetTimerSlots,
    TimerKind,
    TimerQuerySlots,
)
from gpt_home.agent.intents import match, normalize
from gpt_home.agent.light_restated import said_otherwise
from gpt_home.agent.readings import readings
from gpt_home.agent.self_correction import corrected, corrected_slots
from gpt_home.agent.recognizer import Recognizer, default_recognizer, spoken_symbols

_FIXED_NAMES = {
    IntentKind.TIME: "HassGetCurrentTime",
    IntentKind.DATE: "HassGetCurrentDate",
    IntentKind.WEATHER: "HassGetWeather",
    IntentKind.STOP: "GptStop",
    IntentKind.CAPABILITIES: "GptCapabilities",
    IntentKind.REMEMBER: "GptRemember",
    IntentKind.RECALL: "GptRecall",
    IntentKind.FORGET: "GptForget",
}


@dataclass(frozen=True, slots=True)
class Understood:
    """One reading of an utterance: where it came from ("rules" or "templates"), the intent name and its slots."""

    source: str
    intent: str
    slots: dict[str, Any] = field(default_factory=dict)


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat(timespec="minutes") if moment else None


def named(intent: Intent) -> Understood:
    """A rule-matcher intent under its Home Assistant (or Gpt*) name, with JSON-friendly slots."""
    slots = intent.slots
    if intent.kind in _FIXED_NAMES:
        text = {"text": slots.text} if isinstance(slots, MemorySlots) and slots.text else {}
        return Understood("rules", _FIXED_NAMES[intent.kind], text)
    if intent.kind in (IntentKind.VOLUME_UP, IntentKind.VOLUME_DOWN):
        step = "up" if intent.kind is IntentKind.VOLUME_UP else "down"
        return Understood("rules", "HassSetVolumeRelative", {"volume_step": step})
    if isinstance(slots, LightSlots):
        name = {LightAction.ON: "HassTurnOn", LightAction.OFF: "HassTurnOff", LightAction.DIM: "HassLightSet",
                LightAction.BRIGHTEN: "HassLightSet", LightAction.DIMMER: "HassLightSet"}
        out: dict[str, Any] = {"domain": "light", "name": slots.name or "all"}
        if slots.action in (LightAction.BRIGHTEN, LightAction.DIMMER):
            out["brightness_step"] = "up" if slots.action is LightAction.BRIGHTEN else "down"
        if slots.level is not None:
            out["brightness"] = round(slots.level * 100)
        return Understood("rules", name[slots.action], out)
    if isinstance(slots, SetTimerSlots):
        out = {"due": _iso(slots.due)}
        if slots.duration is not None:
            out["seconds"] = int(slots.duration.total_seconds())
        if slots.label:
            out["task" if slots.kind is TimerKind.REMINDER else "name"] = slots.label
        kind = {TimerKind.TIMER: "HassStartTimer", TimerKind.ALARM: "GptSetAlarm", TimerKind.REMINDER: "GptSetReminder"}
        return Understood("rules", kind[slots.kind], out)
    if isinstance(slots, TimerQuerySlots):
        word = (slots.kind or TimerKind.TIMER).value.capitalize()
        if intent.kind is IntentKind.CANCEL_TIMER:
            name = f"HassCancelAll{word}s" if slots.all else f"HassCancel{word}"
            name = name.replace("HassCancelAlarm", "GptCancelAlarm").replace("HassCancelReminder", "GptCancelReminder")
            name = name.replace("HassCancelAllAlarms", "GptCancelAllAlarms").replace(
                "HassCancelAllReminders", "GptCancelAllReminders")
        else:
            name = "HassTimerStatus" if slots.kind in (None, TimerKind.TIMER) else f"GptList{word}s"
        out = {}
        if slots.label:
            out["name"] = slots.label
        if slots.due:
            out["due"] = _iso(slots.due)
        return Understood("rules", name, out)
    return Understood("rules", str(intent.kind))


def explain(
    text: str, now: datetime, *, lights: Iterable[str] = (), recognizer: Recognizer | None = None
) -> list[Understood]:
    """Every reading a turn would try, in order; empty when the model would answer. When the request as heard is not
    understood, the other readings a turn tries (``agent.readings``: sound-alike numbers, fillers off, an indirect
    question put direct) are tried too, and the source says which one was understood."""
    lights = tuple(lights)
    recognizer = recognizer or default_recognizer()
    said = normalize(spoken_symbols(text))
    light_names = tuple(normalize(n.replace("_", " ")) for n in lights)
    per_slot = [Understood("templates, a slot self-corrected", r.intent, slots)
                for r in recognizer.candidates(said, lights=light_names) if (slots := corrected_slots(r.slots))]
    if per_slot:  # "add toilet paper no actually paper towels ...": the item slot keeps its last value
        return per_slot
    fixed = corrected(said)  # "five no make it ten minutes": the last value said wins
    found = _explain_once(fixed, now, lights, recognizer) if fixed else []
    if found:
        return [replace(u, source=f"{u.source}, self-corrected as {fixed!r}") for u in found]
    if (plain := said_otherwise(said, light_names)) is not None:  # "close the kitchen light": as a turn reads it
        found = _explain_once(plain, now, lights, recognizer)
        if found:
            return [replace(u, source=f"{u.source}, read as {plain!r}") for u in found]
    found = _explain_once(text, now, lights, recognizer)
    if found:
        return found
    for other in readings(normalize(spoken_symbols(text))):
        found = _explain_once(other, now, lights, recognizer)
        if found:
            return [replace(u, source=f"{u.source}, read as {other!r}") for u in found]
    if light_names and (plain := said_otherwise(said, ())) is not None:
        # "open the fridge light" on a machine with no fridge light: a turn switches it by that name (and answers
        # that there is no such light), so it is shown as that switch, not as the model's
        found = _explain_once(plain, now, (), recognizer)
        if found:
            return [replace(u, source=f"{u.source}, read as {plain!r}") for u in found]
    return _by_meaning(text, now, lights, recognizer)


def _by_meaning(text: str, now: datetime, lights: tuple[str, ...], recognizer: Recognizer) -> list[Understood]:
    """The semantic reader's reading (agent/semantic.py), as the command a turn would run for it."""
    from gpt_home.agent.semantic import default_reader

    reader = default_reader()
    light_names = tuple(normalize(n.replace("_", " ")) for n in lights)
    read = reader.command(normalize(spoken_symbols(text)), light_names, now) if reader is not None else None
    if read is None:
        return []
    reading, said = read
    source = f"semantic (score {reading.score:.2f}), read as {said!r}"
    return [replace(u, source=source) for u in _explain_once(said, now, lights, recognizer)]


def _explain_once(text: str, now: datetime, lights: tuple[str, ...], recognizer: Recognizer) -> list[Understood]:
    intent = match(text, now, lights=lights)
    if intent is not None:
        return [named(intent)]
    normalized = normalize(spoken_symbols(text))
    light_names = tuple(normalize(n.replace("_", " ")) for n in lights)
    return [
        Understood("templates", r.intent, dict(r.slots)) for r in recognizer.candidates(normalized, lights=light_names)
    ]
