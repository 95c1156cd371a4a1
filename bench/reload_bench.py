"""A voice model turn with the model reloaded for it (the daemon's default): transcript -> first model token.

Usage: .venv/bin/python bench/reload_bench.py [--runs 5]
The daemon releases the bundled model on the wake word and loads it again for each model turn (footprint). Each run
here releases the model, then times ``assistant.stream`` from the transcript to the model's first token (wall and
process CPU seconds, the load included), once reading the voice rules again (``plain``) and once restoring them from
the saved prompt state (``restored``, agent/prompt_state.py via OnDemandModel.keep_prompt_state); the two alternate
per run so load on the box hits both alike. Writes bench/results/reload.json and .md. Uses a throwaway embedded
Postgres.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from langchain_core.callbacks import BaseCallbackHandler
from model_turn_setup import NOW, PROMPTS, model_household, write_table

from gpt_home.agent.llm import LOADING_NOTICE
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.model_files import bundled_model_path
from gpt_home.agent.prompts import voice_rules


class _FirstToken(BaseCallbackHandler):
    def __init__(self) -> None:
        self.wall: float | None = None
        self.cpu: float | None = None
        self.started = time.monotonic()
        self.cpu_started = time.process_time()

    def on_llm_new_token(self, token: str, **kwargs: object) -> None:
        if self.wall is None and token.strip() and token.strip() != LOADING_NOTICE:  # the model's own token
            self.wall = time.monotonic() - self.started
            self.cpu = time.process_time() - self.cpu_started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    load_before = round(os.getloadavg()[0], 2)
    figures: dict[str, list[dict[str, float]]] = {"plain": [], "restored": []}
    with model_household() as (settings, household, data_dir):
        path = bundled_model_path()
        assert path is not None
        holder = OnDemandModel.shared(str(path), settings.llm_context_tokens,
                                      idle_release_seconds=settings.llm_idle_release_seconds)
        rules = voice_rules(settings.assistant_name)
        for i in range(args.runs):
            for mode in ("plain", "restored"):
                holder.keep_prompt_state(Path(data_dir) if mode == "restored" else None, rules)
                holder.release()
                assert not holder.loaded
                household.assistant.settle()
                probe = _FirstToken()
                stream = household.assistant.stream(PROMPTS[i % len(PROMPTS)], thread_id=f"{mode}{i}", now=NOW,
                                                    callbacks=[probe])
                for _ in stream:
                    pass
                figures[mode].append({"first_token_s": round(probe.wall or 0.0, 3),
                                      "cpu_first_token_s": round(probe.cpu or 0.0, 3),
                                      "load_s": round(holder.last_load_seconds, 3),
                                      "restored_tokens": holder.restored_tokens})
                print(mode, figures[mode][-1], flush=True)
    result: dict[str, object] = {"runs": args.runs}
    for mode, rows in figures.items():
        result[f"{mode}_first_token_s_median"] = round(statistics.median(r["first_token_s"] for r in rows), 3)
        result[f"{mode}_cpu_first_token_s_median"] = round(statistics.median(r["cpu_first_token_s"] for r in rows), 3)
        result[f"{mode}_load_s_median"] = round(statistics.median(r["load_s"] for r in rows), 3)
        result[f"{mode}_restored_tokens"] = max(r["restored_tokens"] for r in rows)
    result.update({"load_avg_1min_before": load_before, "load_avg_1min": round(os.getloadavg()[0], 2),
                   "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())})
    print(write_table("reload", "Model turn with the model reloaded: transcript -> first token", result, figures))


if __name__ == "__main__":
    main()
