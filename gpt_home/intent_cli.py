"""``gpt-home intent TEXT [--json]``: what the assistant understood, without doing it."""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from typing import Any

from gpt_home.config import Settings
from gpt_home.skills.lights import light_name


def add_intent_parser(sub: Any) -> None:
    """Register the ``intent`` command on the CLI's subparsers."""
    intent = sub.add_parser("intent", help="show the recognised intent and slots of a sentence (nothing is done)")
    intent.add_argument("text", nargs="+")
    intent.add_argument("--json", action="store_true", help="print a JSON object")
    intent.set_defaults(func=cmd_intent)


_SWITCHES = frozenset({"HassTurnOn", "HassTurnOff", "HassLightSet"})


def not_done(intent: str | None, slots: dict[str, Any], light_names: list[str]) -> str | None:
    """Why a light reading would switch nothing on this machine ("open the fridge light" with no fridge light: the
    turn answers "I don't have a light called fridge"), so the shown intent tells what is done; None when it would
    be carried out, or is no light switch."""
    if intent not in _SWITCHES or slots.get("domain", "light") != "light":
        return None
    known = [light_name(n) for n in light_names]
    if not known:
        return "nothing is switched: no lights are set up"
    name = slots.get("name")
    if name is not None and light_name(str(name)) not in known:
        return f"nothing is switched: no light called {name} (the lights are {', '.join(known)})"
    return None


def cmd_intent(settings: Settings, args: argparse.Namespace) -> int:
    """Print the intent a turn would run for TEXT (the first reading), or that the model would answer."""
    from gpt_home.agent.understand import explain
    from gpt_home.skills.local import resolve_timezone

    text = " ".join(args.text)
    now = datetime.now(resolve_timezone(settings.timezone))  # the command line is the edge: the real clock
    lights = list(settings.gpio_lights)
    readings = explain(text, now, lights=lights)
    if args.json:
        payload = {
            "text": text,
            "intent": readings[0].intent if readings else None,
            "slots": readings[0].slots if readings else {},
            "source": readings[0].source if readings else "model",
            "candidates": [{"intent": r.intent, "slots": r.slots, "source": r.source} for r in readings],
        }
        if readings and (why := not_done(readings[0].intent, readings[0].slots, lights)) is not None:
            payload["not_done"] = why
        print(json.dumps(payload, default=str), flush=True)
        return 0
    if not readings:
        print("no local intent: the language model would answer", flush=True)
        return 0
    for index, reading in enumerate(readings):
        slots = " ".join(f"{k}={v}" for k, v in sorted(reading.slots.items()))
        prefix = "" if index == 0 else "  or, if declined: "
        meaning = f"  [{reading.source}]" if reading.source.startswith("semantic") else ""
        print(f"{prefix}{reading.intent}{' ' + slots if slots else ''}{meaning}", flush=True)
    if (why := not_done(readings[0].intent, readings[0].slots, lights)) is not None:
        print(f"  but {why}", flush=True)
    return 0
