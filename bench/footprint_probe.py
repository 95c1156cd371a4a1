"""Where the peak of `gpt-home run` happens: the footprint bench's whole run with a 20 ms sampler that reads the
daemon's smaps at every new maximum, and the daemon's log lines on the same clock.

    python bench/footprint_probe.py            # Pi Zero 2 W default (llm_load_while_speaking=false)
    python bench/footprint_probe.py KEY=VALUE  # GPT_HOME_... overrides, e.g. GPT_HOME_LLM_MODEL=none

Prints the timeline around the peak (RSS, anon / file, the last log line before each sample) and the peak's
mappings grouped (the GGUF file, [heap], anonymous, each library), and writes bench/results/footprint_probe.json.
Not a test; not part of bench/footprint.py's figures (its 20 ms smaps reads cost the daemon some CPU).
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))

import footprint_run  # noqa: E402

_HEADER = re.compile(r"^[0-9a-f]+-[0-9a-f]+ ")


def smaps_by_mapping(pid: int) -> dict[str, dict[str, float]]:
    """RSS / anonymous MB of every mapping of ``pid``, grouped by file (or [heap], [anon], [stack])."""
    groups: dict[str, dict[str, float]] = defaultdict(lambda: {"rss": 0.0, "anon": 0.0})
    name = "[anon]"
    try:
        lines = Path(f"/proc/{pid}/smaps").read_text().splitlines()
    except OSError:
        return {}
    for line in lines:
        if _HEADER.match(line):
            parts = line.split(None, 5)
            name = parts[5].strip() if len(parts) > 5 and parts[5].strip() else "[anon]"
            if name.startswith("[stack"):
                name = "[stack]"
        elif line.startswith("Rss:"):
            groups[name]["rss"] += int(line.split()[1]) / 1024
        elif line.startswith("Anonymous:"):
            groups[name]["anon"] += int(line.split()[1]) / 1024
    return {k: {"rss": round(v["rss"], 1), "anon": round(v["anon"], 1)} for k, v in groups.items() if v["rss"] >= 0.5}


class ProbeSampler(footprint_run.Sampler):
    """The bench's sampler at 20 ms, with wall-clock times and smaps at each new maximum (1 MB steps)."""

    def run(self) -> None:
        self.peak_smaps: dict[str, dict[str, float]] = {}
        best = 0.0
        while not self.stop.wait(0.02):
            st = footprint_run._status_kb(self.pid)
            if not st:
                continue
            rss = st.get("VmRSS", 0) / 1024
            self.samples.append({"t": round(time.monotonic() - self.started, 3), "wall": time.time(),
                                 **{k: v / 1024 for k, v in st.items()}, "tree": rss})
            if rss > best + 1.0:
                best = rss
                self.peak_smaps = {"t": round(time.monotonic() - self.started, 3), "rss": rss,
                                   "maps": smaps_by_mapping(self.pid)}  # type: ignore[dict-item]


def main() -> int:
    overrides = dict(arg.split("=", 1) for arg in sys.argv[1:]) or {"GPT_HOME_LLM_LOAD_WHILE_SPEAKING": "false"}
    holder: dict[str, ProbeSampler] = {}

    class Keep(ProbeSampler):
        def __init__(self, *args: object) -> None:
            super().__init__(*args)  # type: ignore[arg-type]
            holder["s"] = self

    footprint_run.Sampler = Keep  # type: ignore[misc]
    logs: list[str] = []
    real_popen = footprint_run.subprocess.Popen

    class Tee(real_popen):  # type: ignore[misc, valid-type]
        def communicate(self, *a: object, **k: object) -> tuple[str, str]:
            out, err = super().communicate(*a, **k)
            logs.extend(err.splitlines() if isinstance(err, str) else [])
            return out, err

    footprint_run.subprocess.Popen = Tee  # type: ignore[misc]
    result = footprint_run.whole_run(overrides, label="probe")
    footprint_run.subprocess.Popen = real_popen  # type: ignore[misc]
    sampler = holder["s"]
    samples = sampler.samples
    top = max(samples, key=lambda s: s["VmRSS"])
    print(f"peak VmHWM {result['peak_rss_mb']} MB, sampled {top['VmRSS']:.1f} at t={top['t']} "
          f"(anon {top.get('RssAnon', 0):.1f} / file {top.get('RssFile', 0):.1f}); turns {result['turns_recorded']}; "
          f"load {result['load_avg_1min']}")
    for row in result["turns"]:  # type: ignore[union-attr]
        print("  turn", row)
    maps = sorted(sampler.peak_smaps.get("maps", {}).items(), key=lambda kv: -kv[1]["rss"])  # type: ignore[union-attr]
    print(f"smaps at the last new maximum (t={sampler.peak_smaps.get('t')}, {sampler.peak_smaps.get('rss', 0):.1f} MB):")
    for name, v in maps[:25]:
        print(f"  {v['rss']:7.1f} MB (anon {v['anon']:6.1f})  {name}")
    final = max(s.get("VmHWM", 0) for s in samples)
    jump = next(s for s in samples if s.get("VmHWM", 0) >= final)
    before = [s for s in samples if s["t"] < jump["t"]][-1:] or [jump]
    print(f"VmHWM reached {final:.1f} MB between t={before[0]['t']} and t={jump['t']} (wall {jump['wall']:.2f}); "
          f"VmRSS then {before[0]['VmRSS']:.1f} -> {jump['VmRSS']:.1f}")
    # a coarse timeline: every 0.5 s, with the RSS maximum inside it
    print("timeline (t s: max RSS MB in the half second, anon / file):")
    buckets: dict[int, dict[str, float]] = {}
    for s in samples:
        b = int(s["t"] * 2)
        if b not in buckets or s["VmRSS"] > buckets[b]["VmRSS"]:
            buckets[b] = s
    last = 0.0
    for b in sorted(buckets):
        s = buckets[b]
        if abs(s["VmRSS"] - last) >= 3 or s is top:
            print(f"  {s['t']:7.2f}  {s['VmRSS']:6.1f}  {s.get('RssAnon', 0):6.1f} / {s.get('RssFile', 0):6.1f}")
            last = s["VmRSS"]
    kept = [s for i, s in enumerate(samples) if i % 5 == 0 or s is top or s is jump]  # every 0.1 s and the peak
    out = {"result": result, "peak_smaps": sampler.peak_smaps,
           "logs": [line for line in logs if " INFO " in line or "WARNING" in line or "kws heard" in line],
           "samples": [{k: round(v, 3) for k, v in s.items() if k in ("t", "wall", "VmRSS", "VmHWM", "RssAnon", "RssFile")}
                       for s in kept]}
    (REPO / "bench" / "results" / "footprint_probe.json").write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
