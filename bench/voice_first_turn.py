"""The first model turn of a thread: tokens evaluated after the end of speech and tokens generated before first audio.

Usage: .venv/bin/python bench/voice_first_turn.py [--name voice_first_turn]
Load-independent figures for issue 12's worst turns (the first model turn of a thread took 1.3-2.3 s end of speech
-> first audio in the quiet real-time run, ``bench/voice_bench.py --sets-only --kinds model``). Each question of the
voice bench's model set runs as the daemon with ``llm_load_while_speaking`` runs it: the model was released on the
wake word, the speculative transcript (here: the words themselves, as heard in the end-of-speech pause) loads it
while the user is silent (``LocalChatModel.prefetch`` with the system prompt's head, as agent/model_prefetch.py
does), then the turn sends agent/graph.py's prompt and its reply goes through the stream guard as agent/assistant.py
feeds it. Cases: ``warm`` (the voice rules' state file exists, the usual case), ``cold`` (a fresh data dir: the load
evaluates and saves the rules first), ``no-prefetch`` (no speculative transcript: the turn loads the model itself),
``memory`` (warm, and recall found a memory for the turn). Per question: tokens evaluated while the user was silent
(the load's), tokens evaluated after the end of speech (the turn's prompt read), tokens generated until the guard
released the first words (first audio), and process CPU seconds of each stage. Writes bench/results/<--name>.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

from gpt_home.agent.llm import LocalChatModel, build_chat_model
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.prompts import LOADING_NOTICE, system_prompt
from gpt_home.agent.question_form import plain_questions
from gpt_home.agent.stream_guard import StreamGuard
from gpt_home.config import Settings

REPO = Path(__file__).resolve().parents[1]
NOW = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
QUESTIONS = ("who painted the mona lisa", "tell me a fun fact about the moon", "why is the sky blue",
             "who wrote pride and prejudice", "tell me about the roman empire", "can you tell me a joke about cats")
CASES = ("warm", "cold", "no-prefetch", "memory")


def first_turn(model: LocalChatModel, question: str, case: str) -> dict[str, Any]:
    holder = model.holder
    holder.release()
    holder.drop_kept_thread()
    holder.keep_thread = True  # wiring.wake_hook with llm_load_while_speaking
    head = system_prompt(now=NOW, name="GPT Home")
    cpu0 = time.process_time()
    holder.eval_sizes.clear()
    if case != "no-prefetch":
        model.prefetch(question, head=head)  # while the user is silent at the end of the utterance
        assert holder.wait_loaded(300.0), "the model did not load"
    during_speech = sum(holder.eval_sizes)
    cpu_speech = time.process_time() - cpu0
    memories = ["Has a cat named Tom"] if case == "memory" else []
    messages: list[BaseMessage] = [SystemMessage(content=system_prompt(now=NOW, memories=memories, name="GPT Home")),
                                   *plain_questions([HumanMessage(content=question)])]
    guard = StreamGuard(utterance=question)
    cpu1, generated, first_audio, spoken = time.process_time(), 0, None, ""
    holder.eval_sizes.clear()
    loaded_in_turn = not holder.loaded
    for chunk in model.stream(messages):
        if chunk.text.strip() == LOADING_NOTICE:  # said while a slow load runs: not the reply's first words
            continue
        generated += 1
        piece = guard.feed(chunk.text)
        if piece and first_audio is None:
            first_audio = {"generated_tokens": generated, "cpu_s": round(time.process_time() - cpu1, 3)}
            spoken = piece
        if guard.stopped:
            break
    if first_audio is None:  # the guard held the whole reply: it is said at the end
        spoken = guard.finish()
        first_audio = {"generated_tokens": generated, "cpu_s": round(time.process_time() - cpu1, 3)}
    model.stop_generation()
    after = holder.prompt_tokens_read  # the rules come from the state file when the turn loads (not evaluated)
    return {"question": question, "case": case, "evaluated_while_silent": during_speech,
            "cpu_while_silent_s": round(cpu_speech, 3), "loaded_by_turn": loaded_in_turn,
            "evaluated_after_speech": after, "generated_before_first_audio": first_audio["generated_tokens"],
            "cpu_to_first_audio_s": first_audio["cpu_s"], "first_words": spoken.strip()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--name", default="voice_first_turn")
    parser.add_argument("--questions", type=int, default=len(QUESTIONS))
    parser.add_argument("--cases", default=",".join(CASES), help=f"some of {','.join(CASES)}")
    args = parser.parse_args()
    result: dict[str, Any] = {"load_avg_before": [round(x, 2) for x in os.getloadavg()]}
    rows: list[dict[str, Any]] = []
    cases = [c for c in args.cases.split(",") if c in CASES]
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            data_dir = Path(tmp) / case
            model = build_chat_model(Settings(data_dir=data_dir, llm_max_tokens=60))
            assert isinstance(model, LocalChatModel), "the bundled model is not installed"
            # A holder per case (the shared one would keep another case's state file)
            model._holder = OnDemandModel(model.model_path, model.n_ctx, idle_release_seconds=600.0)
            model._holder.keep_prompt_state(data_dir, model.shared_text)
            for question in QUESTIONS[:args.questions]:
                if case == "cold":
                    for kept in (data_dir / "cache").glob("*.kv"):
                        kept.unlink()
                elif not any((data_dir / "cache").glob("*.kv")):
                    model.prefetch("")  # the state file of an earlier load
                    model.holder.wait_loaded(300.0)
                rows.append(first_turn(model, question, case))
                print({k: v for k, v in rows[-1].items()}, flush=True)
            model.holder.release()
    result["rows"] = rows
    result["summary"] = {case: {
        "evaluated_after_speech_median": statistics.median(r["evaluated_after_speech"] for r in rows
                                                           if r["case"] == case),
        "evaluated_after_speech_max": max(r["evaluated_after_speech"] for r in rows if r["case"] == case),
        "generated_before_first_audio_median": statistics.median(r["generated_before_first_audio"] for r in rows
                                                                 if r["case"] == case),
        "generated_before_first_audio_max": max(r["generated_before_first_audio"] for r in rows if r["case"] == case),
    } for case in cases}
    result["load_avg_after"] = [round(x, 2) for x in os.getloadavg()]
    result["when"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    (REPO / "bench" / "results" / f"{args.name}.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result["summary"], indent=1))


if __name__ == "__main__":
    main()
