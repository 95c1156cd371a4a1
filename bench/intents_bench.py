"""Intent recognition: today's hand-written rules vs Home Assistant's hassil templates, and the combined matcher.

Three recognisers over one labelled set of household sentences (expected intent by Home Assistant's name where one
exists, ``None`` for sentences that must reach the model):
  rules      gpt_home.agent.intents.match (regular expressions), named with understand.named
  ha         hassil.recognize_best over ALL of home-assistant-intents' English templates, with real slot lists
             (configured light names as ``name``/``area``, an empty ``floor``), as Home Assistant's agent calls it
  combined   what a turn uses: rules first, then hassil over HA's + our templates behind keyword gates
Accuracy is counted on the sentences each one is meant for (the shared set: intents both know; the whole set for
``combined``); latency is per sentence after a warm-up, and a local-skill turn (LocalSkills.handle with timers in an
in-memory store) is timed end to end. No wall-clock thresholds here: this prints and writes figures.

    python bench/intents_bench.py [--repeat 5] [--out bench/results/intents.json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpt_home.agent.intents import match
from gpt_home.agent.understand import explain, named

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 11, 29, 14, 10, tzinfo=TZ)
LIGHTS = ("kitchen", "living room", "bedroom")

# (sentence, expected intent); "shared" marks intents both today's rules and HA's templates cover.
SHARED: list[tuple[str, str | None]] = [
    ("what time is it", "HassGetCurrentTime"),
    ("what's the time", "HassGetCurrentTime"),
    ("tell me the time", "HassGetCurrentTime"),
    ("what time is it right now", "HassGetCurrentTime"),
    ("what's the date today", "HassGetCurrentDate"),
    ("what is today's date", "HassGetCurrentDate"),
    ("what day is it", "HassGetCurrentDate"),
    ("what's the weather like", "HassGetWeather"),
    ("how is the weather outside", "HassGetWeather"),
    ("set a timer for five minutes", "HassStartTimer"),
    ("set a timer for 90 seconds", "HassStartTimer"),
    ("start a 10 minute timer", "HassStartTimer"),
    ("set a timer for one hour and 30 minutes", "HassStartTimer"),
    ("timer for half an hour", "HassStartTimer"),
    ("set a pasta timer for 8 minutes", "HassStartTimer"),
    ("set a 10 minute timer for the eggs", "HassStartTimer"),
    ("set a timer for 2 minutes and 30 seconds", "HassStartTimer"),
    ("cancel the timer", "HassCancelTimer"),
    ("cancel the pizza timer", "HassCancelTimer"),
    ("stop the pasta timer", "HassCancelTimer"),
    ("cancel all timers", "HassCancelAllTimers"),
    ("cancel all of my timers", "HassCancelAllTimers"),
    ("how much time is left on the timer", "HassTimerStatus"),
    ("how much time is left on the laundry timer", "HassTimerStatus"),
    ("pizza timer status", "HassTimerStatus"),
    ("add 5 minutes to pizza timer", "HassIncreaseTimer"),
    ("add five minutes to the pasta timer", "HassIncreaseTimer"),
    ("turn on the kitchen light", "HassTurnOn"),
    ("turn off the lights in the living room", "HassTurnOff"),
    ("turn on the bedroom lights", "HassTurnOn"),
    ("switch off the kitchen light", "HassTurnOff"),
    ("set the kitchen light to 50%", "HassLightSet"),
    ("add milk to my shopping list", "HassShoppingListAddItem"),
    ("add eggs and bread to the shopping list", "HassShoppingListAddItem"),
    ("put apples on the list", "HassShoppingListAddItem"),
    ("announce that dinner is ready", "HassBroadcast"),
    ("broadcast time to go", "HassBroadcast"),
    ("never mind", "HassNevermind"),
    # must reach the model
    ("my computer is slow", None),
    ("what time did the store close yesterday", None),
    ("tell me about the history of timers", None),
    ("the timer for the pasta is broken", None),
    ("who turned off the lights", None),
    ("what is the capital of france", None),
    ("the weather was awful on our holiday", None),
    ("tell me a joke", None),
]
# Intents only our rules and templates know (the whole set is SHARED + OURS for the combined matcher).
OURS: list[tuple[str, str | None]] = [
    ("how many timers have i got running", "HassTimerStatus"),
    ("what timers do i have", "HassTimerStatus"),
    ("set a timer", "HassStartTimer"),
    ("set an alarm", "GptAskAlarm"),
    ("remind me", "GptAskReminder"),
    ("add to the shopping list", "GptAskListAdd"),
    ("take milk off the list", "HassListRemoveItem"),
    ("what's on my shopping list", "HassListShow"),
    ("clear the list", "HassListClear"),
    ("wake me up at 7:30 tomorrow", "GptSetAlarm"),
    ("remind me to call mom in an hour", "GptSetReminder"),
    ("remember that my wife's birthday is on may 3rd", "GptRemember"),
    ("what do you remember about me", "GptRecall"),
    ("forget that i like jazz", "GptForget"),
    ("what day is it tomorrow", "GptDateOffset"),
    ("what's the date next friday", "GptDateOffset"),
    ("how many days until christmas", "GptDaysUntil"),
    ("what time is it in tokyo", "GptWorldTime"),
    ("what is 20 percent of 85", "GptMath"),
    ("what's 7 times 8", "GptMath"),
    ("convert 5 miles to kilometres", "GptConvertUnit"),
    ("how many grams in a pound", "GptConvertUnit"),
    ("flip a coin", "GptFlipCoin"),
    ("roll a die", "GptRollDie"),
    ("pick a number between 1 and 10", "GptRandomNumber"),
    ("how do you spell necessary", "GptSpell"),
    ("what can you do", "GptCapabilities"),
    ("play some jazz", "GptUnsupported"),
    ("call mom", "GptUnsupported"),
    ("order more paper towels", "GptUnsupported"),
    ("turn on the tv", "GptUnsupported"),
    ("volume up", "HassSetVolumeRelative"),
]


@dataclass
class Score:
    """Correct answers and per-sentence latencies of one recogniser."""

    correct: int = 0
    total: int = 0
    misses: list[str] | None = None
    latencies_ms: list[float] | None = None


def _pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)


def _ha_recognizer():
    from hassil import Intents, TextSlotList, recognize_best
    from home_assistant_intents import get_intents

    intents = Intents.from_dict(get_intents("en"))
    names = [f"{n} light" for n in LIGHTS] + [f"{n} lights" for n in LIGHTS]
    slot_lists = {
        "name": TextSlotList.from_tuples([(n, n, {"domain": "light"}) for n in names]),
        "area": TextSlotList.from_strings(list(LIGHTS)),
        "floor": TextSlotList.from_strings([]),
    }

    def recognize(text: str) -> str | None:
        result = recognize_best(text, intents, slot_lists=slot_lists, language="en")
        return result.intent.name if result else None

    return recognize


def _rules(text: str) -> str | None:
    intent = match(text, NOW, lights=LIGHTS)
    return named(intent).intent if intent else None


def _combined(text: str) -> str | None:
    readings = explain(text, NOW, lights=LIGHTS)
    return readings[0].intent if readings else None


def _score(fn, cases: list[tuple[str, str | None]], repeat: int) -> Score:
    score = Score(misses=[], latencies_ms=[])
    for text, expected in cases:
        got = fn(text)
        for _ in range(repeat):
            started = time.perf_counter()
            fn(text)
            score.latencies_ms.append((time.perf_counter() - started) * 1000)
        score.total += 1
        if got == expected:
            score.correct += 1
        else:
            score.misses.append(f"{text!r}: expected {expected}, got {got}")
    return score


def _turns(repeat: int) -> tuple[list[float], list[float]]:
    """LocalSkills.handle latencies (wall ms, CPU ms of this thread) over local-skill sentences, timers in memory.

    CPU time is reported beside wall time because the shared 2-core box is often loaded several times over: it is
    what the turn costs, while wall time there also includes waiting for a core.
    """
    from langgraph.store.memory import InMemoryStore

    from gpt_home.skills.lights import Lights
    from gpt_home.skills.local import LocalSkills
    from gpt_home.skills.timers import TimerService
    from gpt_home.skills.volume import Volume

    @dataclass
    class Ctx:
        user_id: str
        device_id: str
        now: datetime

    skills = LocalSkills(tz=TZ, timers=TimerService(InMemoryStore(), device_id="bench", grace_seconds=600),
                         lights=Lights({}), volume=Volume(), rng=random.Random(1))
    skills.dialogue.recognizer.warm_up()
    skills.handle("convert 1 mile to km", Ctx("bench", "bench", NOW))  # pint's first import
    sentences = [s for s, e in SHARED + OURS if e and not e.startswith(("HassTurn", "HassLight", "HassSetVolume",
                                                                          "HassGetWeather", "GptRemember",
                                                                          "GptRecall", "GptForget",
                                                                          "HassShoppingList", "HassList",
                                                                          "GptAskList", "HassBroadcast"))]
    samples, cpu = [], []
    for round_ in range(repeat):
        for index, text in enumerate(sentences):
            now = NOW + timedelta(seconds=31 * (round_ * len(sentences) + index))  # past any pending question
            started, started_cpu = time.perf_counter(), time.thread_time()
            skills.handle(text, Ctx("bench", "bench", now))
            samples.append((time.perf_counter() - started) * 1000)
            cpu.append((time.thread_time() - started_cpu) * 1000)
    return samples, cpu


def main(argv: list[str] | None = None) -> int:
    """Run the comparison and write the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--out", type=Path, default=Path("bench/results/intents.json"))
    args = parser.parse_args(argv)

    started = time.perf_counter()
    ha = _ha_recognizer()
    ha_load_s = time.perf_counter() - started
    for warm in ("what time is it", "add 5 minutes to the pizza timer", "turn on the kitchen light"):
        ha(warm)
        _combined(warm)
    from gpt_home.agent.recognizer import default_recognizer

    default_recognizer().warm_up()
    results = {
        "rules (shared set)": _score(_rules, SHARED, args.repeat),
        "ha templates (shared set)": _score(ha, SHARED, args.repeat),
        "combined (shared set)": _score(_combined, SHARED, args.repeat),
        "rules (whole set)": _score(_rules, SHARED + OURS, args.repeat),
        "combined (whole set)": _score(_combined, SHARED + OURS, args.repeat),
    }
    turns, turns_cpu = _turns(args.repeat)
    load = tuple(round(x, 2) for x in os.getloadavg())
    report = {
        "sentences": {"shared": len(SHARED), "ours": len(OURS)},
        "ha_templates_load_seconds": round(ha_load_s, 3),
        "recognisers": {
            name: {
                "accuracy": round(s.correct / s.total, 3), "correct": s.correct, "total": s.total,
                "p50_ms": _pct(s.latencies_ms or [], 0.5), "p95_ms": _pct(s.latencies_ms or [], 0.95),
                "misses": s.misses,
            }
            for name, s in results.items()
        },
        "local_skill_turn": {"turns": len(turns), "p50_ms": _pct(turns, 0.5), "p95_ms": _pct(turns, 0.95),
                             "max_ms": round(max(turns), 3), "cpu_p50_ms": _pct(turns_cpu, 0.5),
                             "cpu_p95_ms": _pct(turns_cpu, 0.95)},
        "load_average": load,
    }
    for name, row in report["recognisers"].items():
        print(f"{name:28} accuracy {row['correct']:3}/{row['total']:<3} ({row['accuracy']:.0%})  "
              f"p50 {row['p50_ms']:7.3f} ms  p95 {row['p95_ms']:7.3f} ms")
        for miss in row["misses"]:
            print(f"    miss {miss}")
    turn = report["local_skill_turn"]
    print(f"local-skill turn (LocalSkills.handle): p50 {turn['p50_ms']} ms  p95 {turn['p95_ms']} ms  "
          f"max {turn['max_ms']} ms over {turn['turns']} turns; CPU p50 {turn['cpu_p50_ms']} ms  "
          f"p95 {turn['cpu_p95_ms']} ms; load average {load}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
