"""``gpt-home intent TEXT [--json]``: what the assistant understood, without doing it."""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from typing import Any

from gpt_home.config import Settings


def add_intent_parser(sub: Any) -> None:
    """Register the ``intent`` command on the CLI's subparsers."""
    intent = sub.add_parser("intent", help="show the recognised intent and slots of a sentence (nothing is done)")
    intent.add_argument("text", nargs="+")
    intent.add_argument("--json", action="store_true", help="print a JSON object")
    intent.set_defaults(func=cmd_intent)


def cmd_intent(settings: Settings, args: argparse.Namespace) -> int:
    """Print the intent a turn would run for TEXT (the first reading), or that the model would answer."""
    from gpt_home.agent.understand import explain
    from gpt_home.skills.local import resolve_timezone

    text = " ".join(args.text)
    now = datetime.now(resolve_timezone(settings.timezone))  # the command line is the edge: the real clock
    readings = explain(text, now, lights=list(settings.gpio_lights))
    if args.json:
        payload = {
            "text": text,
            "intent": readings[0].intent if readings else None,
            "slots": readings[0].slots if readings else {},
            "source": readings[0].source if readings else "model",
            "candidates": [{"intent": r.intent, "slots": r.slots, "source": r.source} for r in readings],
        }
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
    return 0
