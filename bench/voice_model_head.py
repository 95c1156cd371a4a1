"""A voice model turn after a load made while the user spoke: transcript -> first model token, with and without the
system prompt's head (voice rules + time line) evaluated during the load.

Usage: .venv/bin/python bench/voice_model_head.py [--runs 3]
The daemon releases the bundled model on the wake word and, when a speculative transcript is no local command,
loads it again while the user is still speaking (agent/model_prefetch.py). Each run here releases the model, does
that load (``rules``: the voice rules restored from the saved prompt state, as before; ``head``: also the system
prompt's head the turn will send, prompt_state.warm_head), waits for it (it runs during the endpoint silence and the
final speech-to-text pass), then times the turn's model call from the transcript to the first token: wall and
process CPU seconds, and the prompt tokens the turn evaluates (the load-independent figure: llama.cpp's threads spin
while they wait, so under load its CPU seconds grow too). The modes alternate per run so load on the box hits both alike; CPU seconds barely depend on
it. Also printed: the load's own CPU (what moves into the silence). Writes bench/results/voice_model_head.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from langchain_core.messages import HumanMessage, SystemMessage

from gpt_home.agent.llm import LocalChatModel, build_chat_model
from gpt_home.config import Settings
from gpt_home.wiring import turn_prompt_head

REPO = Path(__file__).resolve().parents[1]
UTTERANCES = ("who painted the mona lisa", "tell me a fun fact about the moon", "why is the sky blue")


def one_turn(model: LocalChatModel, warm: str, head: str, utterance: str) -> dict[str, float]:
    """Release, load as the prefetch does (``warm``: the head evaluated with it, or "" as before), then the turn."""
    holder = model.holder
    holder.release()
    cpu0 = time.process_time()
    model.prefetch(utterance, head=warm)
    assert holder.wait_loaded(120.0), "the model did not load"
    load_cpu = time.process_time() - cpu0
    messages = [SystemMessage(content=head), HumanMessage(content=utterance)]
    llama, evaluated = holder._llama, []  # count the prompt tokens the turn evaluates
    original = llama.eval
    llama.eval = lambda tokens: (evaluated.append(len(tokens)), original(tokens))[1]
    wall0, cpu0 = time.monotonic(), time.process_time()
    stream = model.stream(messages)
    next(iter(stream))
    first_wall, first_cpu = time.monotonic() - wall0, time.process_time() - cpu0
    for _ in stream:
        pass
    del llama.eval
    return {"prompt_tokens_evaluated": evaluated[0], "first_token_s": round(first_wall, 3), "cpu_first_token_s": round(first_cpu, 3),
            "load_s": round(holder.last_load_seconds, 3), "load_cpu_s": round(load_cpu, 3),
            "restored_tokens": holder.restored_tokens, "head_tokens": holder.head_tokens}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--name", default="voice_model_head")
    args = parser.parse_args()
    load_before = [round(x, 2) for x in os.getloadavg()]
    rows: dict[str, list[dict[str, float]]] = {"rules": [], "head": []}
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp))
        model = build_chat_model(settings)
        assert model is not None, "the bundled model is not installed"
        model.prefetch("")  # the first load of a data dir evaluates and saves the voice rules
        model.holder.wait_loaded(120.0)
        for i in range(args.runs):
            for mode in ("rules", "head") if i % 2 == 0 else ("head", "rules"):
                head = turn_prompt_head(settings)  # the turn's system prompt (no memories recalled)
                utterance = UTTERANCES[i % len(UTTERANCES)]
                row = one_turn(model, head if mode == "head" else "", head, utterance)
                rows[mode].append({"utterance": utterance, **row})
                print(mode, rows[mode][-1], flush=True)
        model.holder.release()
    result: dict[str, object] = {"runs": args.runs, "rows": rows, "load_avg_before": load_before,
                                 "load_avg_after": [round(x, 2) for x in os.getloadavg()],
                                 "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    for mode, found in rows.items():
        for key in ("prompt_tokens_evaluated", "first_token_s", "cpu_first_token_s", "load_s", "load_cpu_s"):
            result[f"{mode}_{key}_median"] = round(statistics.median(r[key] for r in found), 3)
    (REPO / "bench" / "results" / f"{args.name}.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "rows"}, indent=1))


if __name__ == "__main__":
    main()
