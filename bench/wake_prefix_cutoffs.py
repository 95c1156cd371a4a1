"""The turn sets' paused phrases as the daemon hears them after the real wake spotter, each speculative transcript
ready at the next frame (the fastest machine): the end silence per phrase and the words each verdict was made on.

Why: the real-time voice run (voice_bench.py --sets-only) measures seconds, which a shared 2-core box at load 9 turns
into backlog; this replays the same WAV content (flite "hey computer <first part>", the 0.7 s pause, the rest) with
the wake phrase's audio cut where the keyword spotter ends it, as daemon/capture.py does, so the endpointer's decisions
(and a misheard wake phrase: "He continued a view road Pride and prejudice" for "hey computer who wrote ... pride and
prejudice") do not depend on the machine's load. Run from the repository root:
  python bench/wake_prefix_cutoffs.py [--name NAME]   (writes bench/results/NAME.json)
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from voice_paced import _chunks, spot
from voice_speech import PAUSE_SECONDS, RATE, TURN_SETS, flite, silence

from gpt_home.audio.vad import FRAME_SECONDS, EndpointConfig, make_classifier


def replay(kinds: list[str], workdir: Path) -> list[dict]:
    """Each phrase: the wake spotter over its audio, then speculative capture of what follows, as the daemon does."""
    from gpt_home.agent import intents
    from gpt_home.agent.completeness import build_completeness_judge
    from gpt_home.audio.endpointing import AdaptiveEndpointer, AdaptiveSilence
    from gpt_home.audio.speculation import SpeculativeCapture
    from gpt_home.audio.stt import FasterWhisperTranscriber
    from gpt_home.audio.wake import KwsWakeDetector
    from gpt_home.daemon import wake_audio

    now = datetime.now().astimezone()
    judge = build_completeness_judge(lambda text: intents.match(text, now) is not None)
    engine, rows = FasterWhisperTranscriber(None), []
    reading = getattr(wake_audio, "reading_after_wake", None)  # None on code from before it
    for kind in kinds:
        for parts in TURN_SETS[kind]:
            pcm = flite("hey computer " + parts[0], workdir)
            for part in parts[1:]:
                pcm += silence(PAUSE_SECONDS) + flite(part, workdir)
            spoken_s = len(pcm) / 2 / RATE
            pcm = silence(0.5) + pcm + silence(2.0)
            vad = make_classifier()
            spotter = KwsWakeDetector("hey computer", gate=vad)
            frames = _chunks(pcm)
            detection, index = spot(frames, spotter)
            if detection is None:
                rows.append({"kind": kind, "text": " ... ".join(parts), "wake": False})
                continue
            start = detection.end_seconds - wake_audio.WAKE_PREROLL_SECONDS
            prefix = b"".join(c.pcm for c in frames if start - 1e-6 <= c.start_seconds < detection.end_seconds - 1e-6)
            judged: list[str] = []
            seen = lambda text: judged.append(text)  # noqa: E731 - every command judged, in order
            extra = {} if reading is None else {"prefix_reading": reading(judge, "hey computer", seen)}
            endpointer = AdaptiveEndpointer(EndpointConfig(3.0, 0.7, 15.0), AdaptiveSilence(),
                                            wake_audio.judging_the_command(judge, phrase="hey computer",
                                                                           on_words=seen))
            cap = SpeculativeCapture(endpointer, engine, speculate_after_seconds=0.09, prefix=prefix, **extra)
            fed = 0
            for chunk in frames[index + 1:]:
                cap.feed(vad.is_speech(chunk.pcm), chunk.pcm)
                fed += 1
                if cap._guess is not None:
                    cap._guess.job.wait()
                if cap.done:
                    break
            heard_after_wake = detection.end_seconds + fed * FRAME_SECONDS - 0.5
            final = cap.transcript()
            rows.append({"kind": kind, "text": " ... ".join(parts), "wake": True, "verdict": endpointer.verdict,
                         "judged": judged, "heard": final.text, "without_prefix": getattr(cap, "without_prefix", None),
                         "end_silence_s": round(endpointer.trailing_silence_seconds, 2),
                         "passes_after_endpoint": cap.passes,
                         "cut_off": len(parts) > 1 and heard_after_wake < spoken_s - 0.1})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kinds", default="pauses,model")
    parser.add_argument("--name", default="wake_prefix_cutoffs")
    args = parser.parse_args()
    load = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory() as tmp:
        rows = replay(args.kinds.split(","), Path(tmp))
    paused = [r for r in rows if r.get("wake") and r["kind"] == "pauses"]
    result = {"rows": rows, "false_cutoffs": sum(r["cut_off"] for r in paused), "paused_phrases": len(paused),
              "long_silence_waits": sum(r["end_silence_s"] >= 1.0 for r in rows if r.get("wake")),
              "load_avg_before": load, "load_avg_after": [round(x, 2) for x in os.getloadavg()],
              "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    (REPO / "bench" / "results" / f"{args.name}.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "rows"}, indent=1))
    for r in rows:
        print(r)


if __name__ == "__main__":
    main()
